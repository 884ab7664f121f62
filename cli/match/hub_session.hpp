#pragma once
// A Hub engine in a match: the engine process and the Hub protocol, version 2, spoken with it
// (Fabien Letouzey, "Hub protocol for draughts, version 2", as Scan 3.1 speaks it): the
// handshake, a new game, and a move searched under a level, with the engine's last score.
// Whatever the engine does wrong comes back as a reason, which loses it the game.

#include "engine_process.hpp"

#include <chrono>
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

// The answer to "go think".
struct hub_answer {
    enum class kind { move, timeout, failure } what = kind::failure;
    std::string move;             // as the engine wrote it
    std::optional<double> score;  // the last "info score" before it, in men, for the side to move
    double seconds = 0;           // from "go" to "done"
    std::string reason;           // timeout or failure: what happened
};

class hub_session {
public:
    hub_session(std::vector<std::string> command, std::string command_text)
        : process_(std::move(command)), command_text_(std::move(command_text)) {}

    [[nodiscard]] bool ready() const { return ready_; }
    [[nodiscard]] const std::string& id_name() const { return id_name_; }
    [[nodiscard]] const std::string& command_text() const { return command_text_; }

    // Starts the engine if it is not running and sets it up for the variant (its Hub 2
    // name): "hub", up to "wait", the variant set where the engine has the parameter,
    // "init" up to "ready". An empty string when it is ready, else why not.
    std::string start(const std::string& variant, std::chrono::milliseconds timeout);
    // "new-game", then "ping" up to "pong", so that the clock starts on an engine that listens.
    std::string new_game(std::chrono::milliseconds timeout);
    // "pos", "level", "go think", and the lines up to "done" before the deadline.
    hub_answer think(const std::string& setup, const std::vector<std::string>& moves, const hub_limits& limits,
                     clock_type::time_point deadline);
    // "quit", a moment to exit, then the end of the process.
    void quit();
    // Ends the process at once: after a failure, so that the next game starts it afresh.
    void kill();

private:
    std::string closed_reason(const char* waiting_for);

    engine_process process_;
    std::string command_text_;
    std::string id_name_;
    bool ready_ = false;
};

}  // namespace draughts_match
