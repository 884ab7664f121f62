#pragma once
// An engine as a match sees it, whatever protocol it speaks (hub_session: Hub 2 over pipes;
// dxp_session: DamExchange over TCP): started, told a game begins, asked for a move in the
// game's position, told the game is over. Whatever it does wrong comes back as a reason,
// which loses it the game.

#include "engine_process.hpp"

#include <chrono>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace draughts_match {

// What "level" says (Hub 2, step 2), times in seconds.
struct hub_limits {
    std::optional<double> move_time;
    std::optional<double> time;
    std::optional<double> inc;
    std::optional<long> moves;
    std::optional<long> depth;
};

// An engine's answer when asked for a move.
struct hub_answer {
    enum class kind { move, timeout, failure } what = kind::failure;
    std::string move;             // as Hub 2 writes it
    std::optional<double> score;  // the last "info score" before it, in men, for the side to move
    double seconds = 0;           // from the question to the answer
    std::string reason;           // a failure: what happened
};

class engine_session {
public:
    virtual ~engine_session() = default;
    [[nodiscard]] virtual bool ready() const = 0;
    [[nodiscard]] virtual const std::string& id_name() const = 0;
    // Starts the engine if it is not ready, for the variant (its Hub 2 name); "" when it is
    // ready, else why not.
    virtual std::string start(const std::string& variant, std::chrono::milliseconds timeout) = 0;
    // A game begins from `setup` (Hub 2's text), the engine playing White or not, with a
    // clock of `minutes` for `moves` moves (0: the game) where the time control has one;
    // "" or why the engine is not ready for it.
    virtual std::string new_game(const std::string& setup, bool plays_white, int minutes, int moves,
                                 std::chrono::milliseconds timeout) = 0;
    // The engine's move in the position of `setup` (Hub 2's text) after `moves` (Hub 2's).
    virtual hub_answer think(const std::string& setup, const std::vector<std::string>& moves,
                             const hub_limits& limits, clock_type::time_point deadline) = 0;
    // The game is over.
    virtual void end_game() {}
    virtual void quit() = 0;
    // Ends the engine at once: after a failure, so that the next game starts it afresh.
    virtual void kill() = 0;
};

// The session of an engine given on the command line: "dxp://HOST:PORT" a DXP engine to
// connect to, "dxp-listen://PORT" one that connects to us, anything else a Hub command.
// Throws std::invalid_argument for a command that cannot be one.
[[nodiscard]] std::unique_ptr<engine_session> make_session(const std::string& command);

}  // namespace draughts_match
