#pragma once
// A Hub engine in a match: the engine process and the Hub protocol, version 2, spoken with it
// (Fabien Letouzey, "Hub protocol for draughts, version 2", as Scan 3.1 speaks it): the
// handshake, a new game, and a move searched under a level, with the engine's last score.
// Whatever the engine does wrong comes back as a reason, which loses it the game.

#include "engine_process.hpp"
#include "session.hpp"

#include <chrono>
#include <optional>
#include <string>
#include <vector>

namespace draughts_match {

class hub_session final : public engine_session {
public:
    hub_session(std::vector<std::string> command, std::string command_text)
        : process_(std::move(command)), command_text_(std::move(command_text)) {}

    [[nodiscard]] bool ready() const override { return ready_; }
    [[nodiscard]] const std::string& id_name() const override { return id_name_; }

    // Starts the engine if it is not running and sets it up for the variant (its Hub 2
    // name): "hub", up to "wait", the variant set where the engine has the parameter,
    // "init" up to "ready". An empty string when it is ready, else why not.
    std::string start(const std::string& variant, std::chrono::milliseconds timeout) override;
    // "new-game", then "ping" up to "pong", so that the clock starts on an engine that listens.
    std::string new_game(const std::string& setup, bool plays_white, int minutes, int moves,
                         std::chrono::milliseconds timeout) override;
    // "pos", "level", "go think", and the lines up to "done" before the deadline.
    hub_answer think(const std::string& setup, const std::vector<std::string>& moves, const hub_limits& limits,
                     clock_type::time_point deadline) override;
    // "quit", a moment to exit, then the end of the process.
    void quit() override;
    // Ends the process at once: after a failure, so that the next game starts it afresh.
    void kill() override;

private:
    std::string closed_reason(const char* waiting_for);

    engine_process process_;
    std::string command_text_;
    std::string id_name_;
    bool ready_ = false;
};

}  // namespace draughts_match
