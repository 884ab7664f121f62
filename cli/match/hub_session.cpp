#include "hub_session.hpp"

#include <draughts/protocol/hub.hpp>

#include <sstream>
#include <type_traits>
#include <variant>

namespace draughts_match {
namespace {

[[nodiscard]] std::string shown_line(const std::string& line) { return draughts::quoted(line, 60); }

[[nodiscard]] std::string seconds_text(std::chrono::milliseconds ms) {
    std::ostringstream s;
    s << static_cast<double>(ms.count()) / 1000 << " s";
    return s.str();
}

}  // namespace

std::string hub_session::closed_reason(const char* waiting_for) {
    const std::string how = process_.exit_description();
    process_.kill();
    ready_ = false;
    return "the engine " + how + " while " + waiting_for;
}

std::string hub_session::start(const std::string& variant, std::chrono::milliseconds timeout) {
    if (ready_) return "";
    std::string error;
    if (!process_.start(error)) return "cannot run " + shown_line(command_text_) + ": " + error;
    auto fail = [&](std::string why) {
        process_.kill();
        return why;
    };
    // Hub 2, step 1: "hub"; the engine answers id and its parameters, then "wait".
    if (!process_.send(draughts::write_hub({draughts::hub_hub{}}))) return closed_reason("starting");
    const auto deadline = clock_type::now() + timeout;
    std::optional<std::string> variants;  // the values of its "variant" parameter, if it has one
    for (bool waiting = true; waiting;) {
        std::string line;
        switch (process_.read_line(line, deadline)) {
        case engine_process::read_status::timeout:
            return fail("no \"wait\" within " + seconds_text(timeout) + " of \"hub\" (Hub 2, step 1)");
        case engine_process::read_status::closed: return closed_reason("answering \"hub\"");
        case engine_process::read_status::too_long: return fail("a line of over a megabyte in answer to \"hub\"");
        case engine_process::read_status::line: break;
        }
        if (line.find_first_not_of(" \t") == std::string::npos) continue;
        const auto message = draughts::read_hub(line);
        if (!message) return fail("does not speak Hub 2: " + shown_line(line) + " (" + message.error().message + ")");
        std::visit(
            [&](const auto& c) {
                using T = std::decay_t<decltype(c)>;
                if constexpr (std::is_same_v<T, draughts::hub_id>) {
                    if (c.name) id_name_ = *c.name;
                } else if constexpr (std::is_same_v<T, draughts::hub_param>) {
                    if (c.name == "variant") variants = c.values.value_or(c.value.value_or(""));
                } else if constexpr (std::is_same_v<T, draughts::hub_wait>) {
                    waiting = false;
                } else if constexpr (std::is_same_v<T, draughts::hub_ready> || std::is_same_v<T, draughts::hub_done> ||
                                     std::is_same_v<T, draughts::hub_pong>) {
                    error = "answered \"hub\" with " + shown_line(line) +
                            " before \"wait\": not the Hub protocol's version 2";
                    waiting = false;
                } else if constexpr (std::is_same_v<T, draughts::hub_error>) {
                    error = "answered \"hub\" with an error: " + c.message.value_or(line);
                    waiting = false;
                }
            },
            message->command);
    }
    if (!error.empty()) return fail(error);
    // The variant: "normal" when the engine has no parameter for it (Hub 2: international
    // draughts is the default game).
    if (variants) {
        std::istringstream names(*variants);
        bool plays = false;
        for (std::string name; names >> name;) plays = plays || name == variant;
        if (!plays) return fail("does not play " + variant + " (its variants: " + *variants + ")");
        process_.send(draughts::write_hub({draughts::hub_set_param{"variant", variant}}));
    } else if (variant != "normal") {
        return fail("does not play " + variant + " (it has no variant parameter: international draughts only)");
    }
    if (!process_.send(draughts::write_hub({draughts::hub_init{}}))) return closed_reason("starting");
    for (;;) {
        std::string line;
        switch (process_.read_line(line, clock_type::now() + timeout)) {
        case engine_process::read_status::timeout:
            return fail("no \"ready\" within " + seconds_text(timeout) + " of \"init\" (Hub 2, step 1)");
        case engine_process::read_status::closed: return closed_reason("answering \"init\"");
        case engine_process::read_status::too_long: return fail("a line of over a megabyte in answer to \"init\"");
        case engine_process::read_status::line: break;
        }
        if (line.find_first_not_of(" \t") == std::string::npos) continue;
        const auto message = draughts::read_hub(line);
        if (!message) return fail("does not speak Hub 2: " + shown_line(line) + " (" + message.error().message + ")");
        if (std::holds_alternative<draughts::hub_error>(message->command))
            return fail("answered \"init\" with an error: " + line);
        if (std::holds_alternative<draughts::hub_ready>(message->command)) break;
    }
    ready_ = true;
    return "";
}

std::string hub_session::new_game(const std::string&, bool, int, int, std::chrono::milliseconds timeout) {
    if (!process_.send(draughts::write_hub({draughts::hub_new_game{}})) ||
        !process_.send(draughts::write_hub({draughts::hub_ping{}})))
        return closed_reason("starting a game");
    const auto deadline = clock_type::now() + timeout;
    for (;;) {
        std::string line;
        switch (process_.read_line(line, deadline)) {
        case engine_process::read_status::timeout:
            kill();
            return "no \"pong\" within " + seconds_text(timeout) + " of \"ping\"";
        case engine_process::read_status::closed: return closed_reason("starting a game");
        case engine_process::read_status::too_long: kill(); return "a line of over a megabyte before a game";
        case engine_process::read_status::line: break;
        }
        const auto message = draughts::read_hub(line);
        if (message && std::holds_alternative<draughts::hub_pong>(message->command)) return "";
    }
}

hub_answer hub_session::think(const std::string& setup, const std::vector<std::string>& moves, const hub_limits& limits,
                              clock_type::time_point deadline) {
    hub_answer answer;
    draughts::hub_level level;
    level.move_time = limits.move_time;
    level.time = limits.time;
    level.inc = limits.inc;
    if (limits.moves) level.moves = *limits.moves;
    if (limits.depth) level.depth = *limits.depth;
    const auto go = clock_type::now();
    if (!process_.send(draughts::write_hub({draughts::hub_pos{setup, moves}})) ||
        !process_.send(draughts::write_hub({level})) ||
        !process_.send(draughts::write_hub({draughts::hub_go{draughts::hub_search_mode::think}}))) {
        answer.reason = closed_reason("given a position");
        return answer;
    }
    for (;;) {
        std::string line;
        const auto status = process_.read_line(line, deadline);
        answer.seconds = std::chrono::duration<double>(clock_type::now() - go).count();
        switch (status) {
        case engine_process::read_status::timeout:
            answer.what = hub_answer::kind::timeout;
            kill();
            return answer;
        case engine_process::read_status::closed: answer.reason = closed_reason("thinking"); return answer;
        case engine_process::read_status::too_long:
            kill();
            answer.reason = "the engine wrote a line of over a megabyte";
            return answer;
        case engine_process::read_status::line: break;
        }
        if (line.find_first_not_of(" \t") == std::string::npos) continue;
        const auto message = draughts::read_hub(line);
        if (!message) {
            kill();
            answer.reason = "the engine wrote garbage: " + shown_line(line) + " (" + message.error().message + ")";
            return answer;
        }
        if (const auto* info = std::get_if<draughts::hub_info>(&message->command)) {
            if (info->score) answer.score = info->score;
        } else if (const auto* done = std::get_if<draughts::hub_done>(&message->command)) {
            answer.what = hub_answer::kind::move;
            answer.move = done->move;
            return answer;
        } else if (const auto* error = std::get_if<draughts::hub_error>(&message->command)) {
            kill();
            answer.reason = "the engine reported an error: " + error->message.value_or(line);
            return answer;
        }
        // Anything else is ignored, as Hub 2 asks of a GUI for what it does not know.
    }
}

void hub_session::quit() {
    if (ready_) process_.send(draughts::write_hub({draughts::hub_quit{}}));
    process_.stop(std::chrono::milliseconds(500));
    ready_ = false;
}

void hub_session::kill() {
    process_.kill();
    ready_ = false;
}

}  // namespace draughts_match
