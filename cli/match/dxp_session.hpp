#pragma once
// A DamExchange engine in a match (the DamExchange protocol description by Harm Jetten and
// Stef Keetman; "DXP" below): a TCP connection to it, or from it, the runner the initiator
// of every game (GAMEREQ with the position and the engine's colour, MOVE both ways, GAMEEND).
// International draughts only, as DXP plays it. The position and moves the match gives in
// Hub 2's text are turned into DXP's with the library's protocol layer.

#include "session.hpp"

#include <cstdint>
#include <string>
#include <vector>

namespace draughts_match {

class dxp_session final : public engine_session {
public:
    // Connect to host:port, or (listen) wait for the engine to connect to port on host.
    dxp_session(std::string host, std::uint16_t port, bool listen)
        : host_(std::move(host)), port_(port), listen_(listen), name_(host_ + ":" + std::to_string(port_)) {}
    ~dxp_session() override { kill(); }
    dxp_session(const dxp_session&) = delete;
    dxp_session& operator=(const dxp_session&) = delete;

    [[nodiscard]] bool ready() const override { return socket_ >= 0; }
    [[nodiscard]] const std::string& id_name() const override { return name_; }
    std::string start(const std::string& variant, std::chrono::milliseconds timeout) override;
    std::string new_game(const std::string& setup, bool plays_white, int minutes, int moves,
                         std::chrono::milliseconds timeout) override;
    hub_answer think(const std::string& setup, const std::vector<std::string>& moves, const hub_limits& limits,
                     clock_type::time_point deadline) override;
    void end_game() override;
    void quit() override;
    void kill() override;

private:
    bool send(const std::string& text);
    // The next message (DXP layer 1: text ended by a NUL) before the deadline; false with
    // `why` set on a timeout ("" then) or a closed connection.
    bool receive(std::string& text, clock_type::time_point deadline, std::string& why);

    std::string host_;
    std::uint16_t port_;
    bool listen_;
    std::string name_;
    int socket_ = -1;
    int listener_ = -1;
    std::string buffer_;
    bool in_game_ = false;  // a GAMEREQ accepted, no GAMEEND since
    std::size_t known_moves_ = 0;  // moves of the game the engine has been told or has made
    std::chrono::milliseconds timeout_{10000};
};

}  // namespace draughts_match
