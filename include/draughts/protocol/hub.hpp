#pragma once
// The Hub protocol, version 2 (Fabien Letouzey, "Hub protocol for draughts, version 2", as
// Scan 3.1 and Hub 2.1 use it; quoted below as "Hub 2"), as text: messages read from a line
// and written back, positions, and moves. No I/O: a program sends and receives the lines.
//
// A line is "<command> <name>=<value> ...": a value in double quotes when it holds a space,
// '=' or nothing (Hub 2, general syntax); the protocol has no escapes, so a value never
// holds a double quote. An argument without "=value" is a flag. Engines and GUIs ignore
// what they do not know (Hub 2, general syntax): the reader keeps unknown commands and
// arguments, and the writer writes them back.

#include "../variants/diagonal.hpp"
#include "../variants/orthogonal.hpp"
#include "common.hpp"

#include <charconv>
#include <cstdint>
#include <iomanip>
#include <iterator>
#include <limits>
#include <locale>
#include <optional>
#include <sstream>
#include <string>
#include <string_view>
#include <system_error>
#include <type_traits>
#include <variant>
#include <vector>

namespace draughts {

// An argument as written: a flag has an empty value (Hub 2: "you can consider that the value
// is the empty string").
struct hub_argument {
    std::string name;
    std::string value;
    friend bool operator==(const hub_argument&, const hub_argument&) = default;
};

// Commands of the GUI (Hub 2, command summary).
struct hub_hub {
    friend bool operator==(const hub_hub&, const hub_hub&) = default;
};
struct hub_set_param {
    std::string name;
    std::string value;
    friend bool operator==(const hub_set_param&, const hub_set_param&) = default;
};
struct hub_init {
    friend bool operator==(const hub_init&, const hub_init&) = default;
};
// "pos pos=<position> [moves=<moves>]": the position as read_hub_position reads it, and the
// moves played from it (for repetitions), as hub move texts.
struct hub_pos {
    std::string position;
    std::vector<std::string> moves;
    friend bool operator==(const hub_pos&, const hub_pos&) = default;
};
// "level": times in seconds; the meaningful combinations are one of depth, nodes, move-time,
// infinite, or time with moves or inc (Hub 2, step 2).
struct hub_level {
    std::optional<std::int64_t> depth;
    std::optional<std::int64_t> nodes;
    std::optional<double> move_time;
    std::optional<std::int64_t> moves;
    std::optional<double> time;
    std::optional<double> inc;
    bool infinite = false;
    friend bool operator==(const hub_level&, const hub_level&) = default;
};
enum class hub_search_mode : std::uint8_t { think, ponder, analyze };
struct hub_go {
    hub_search_mode mode = hub_search_mode::think;
    friend bool operator==(const hub_go&, const hub_go&) = default;
};
struct hub_ponder_hit {
    friend bool operator==(const hub_ponder_hit&, const hub_ponder_hit&) = default;
};
struct hub_stop {
    friend bool operator==(const hub_stop&, const hub_stop&) = default;
};
struct hub_new_game {
    friend bool operator==(const hub_new_game&, const hub_new_game&) = default;
};
struct hub_ping {
    friend bool operator==(const hub_ping&, const hub_ping&) = default;
};
struct hub_quit {
    friend bool operator==(const hub_quit&, const hub_quit&) = default;
};

// Answers of the engine.
struct hub_id {
    std::optional<std::string> name, version, author, country;
    friend bool operator==(const hub_id&, const hub_id&) = default;
};
// An engine parameter (Hub 2: type bool, int and real with min and max, string, enum with
// values). Kept as strings: the Hub GUI itself handles every parameter as a string.
struct hub_param {
    std::string name;
    std::optional<std::string> value, type, min, max, values;
    friend bool operator==(const hub_param&, const hub_param&) = default;
};
struct hub_wait {
    friend bool operator==(const hub_wait&, const hub_wait&) = default;
};
struct hub_ready {
    friend bool operator==(const hub_ready&, const hub_ready&) = default;
};
// Search information: Scan's fields (Hub 2, step 4); any subset, others kept as unknown.
struct hub_info {
    std::optional<std::int64_t> depth;
    std::optional<double> mean_depth;
    std::optional<double> score;  // in men
    std::optional<std::int64_t> nodes;
    std::optional<double> time;  // seconds
    std::optional<double> nps;   // millions of nodes per second
    std::optional<std::vector<std::string>> pv;
    friend bool operator==(const hub_info&, const hub_info&) = default;
};
struct hub_done {
    std::string move;
    std::optional<std::string> ponder;
    friend bool operator==(const hub_done&, const hub_done&) = default;
};
struct hub_pong {
    friend bool operator==(const hub_pong&, const hub_pong&) = default;
};
struct hub_error {
    std::optional<std::string> message;
    friend bool operator==(const hub_error&, const hub_error&) = default;
};
// A command this library does not know, by its name; its arguments are the message's others.
struct hub_unknown {
    std::string name;
    friend bool operator==(const hub_unknown&, const hub_unknown&) = default;
};

using hub_command = std::variant<hub_hub, hub_set_param, hub_init, hub_pos, hub_level, hub_go, hub_ponder_hit,
                                 hub_stop, hub_new_game, hub_ping, hub_quit, hub_id, hub_param, hub_wait,
                                 hub_ready, hub_info, hub_done, hub_pong, hub_error, hub_unknown>;

// One line: the command, and the arguments it has that this library does not know, in the
// order they came.
struct hub_message {
    hub_command command;
    std::vector<hub_argument> others{};
    friend bool operator==(const hub_message&, const hub_message&) = default;
};

namespace detail::hub {

// Scan's scanner (Hub 2 reference code): blanks are the C spaces; a name or an unquoted
// value is a run of anything else but control characters, '=' and '"'.
[[nodiscard]] constexpr bool is_blank(char c) noexcept { return scanner::is_space(c); }
[[nodiscard]] constexpr bool is_name_char(char c) noexcept {
    const auto u = static_cast<unsigned char>(c);
    return u > 0x20 && u != 0x7f && c != '=' && c != '"';
}
[[nodiscard]] constexpr bool is_name(std::string_view s) noexcept {
    if (s.empty()) return false;
    for (char c : s)
        if (!is_name_char(c)) return false;
    return true;
}

// An argument as read, with where its parts start (0-based) for the errors.
struct read_argument {
    std::string name;
    std::string value;
    bool has_value = false;
    std::size_t name_at = 0;
    std::size_t value_at = 0;
};

[[nodiscard]] inline parse_error error_at(error_kind kind, std::string message, std::size_t at) {
    return parse_error{kind, std::move(message), 0, at + 1};
}

[[nodiscard]] inline std::string name_run(scanner& in) {
    const std::size_t start = in.offset();
    while (!in.at_end() && is_name_char(in.peek())) in.advance();
    return std::string(in.since(start));
}

// The command's name and its arguments.
[[nodiscard]] inline result<std::vector<read_argument>> tokens(std::string_view line, std::string& command,
                                                               std::size_t& command_at) {
    scanner in(line);
    in.skip_spaces();
    if (in.at_end()) return error_at(error_kind::empty_input, "empty Hub line", 0);
    command_at = in.offset();
    command = name_run(in);
    if (command.empty())
        return error_at(error_kind::syntax, "expected a command, not " + quoted_char(in.peek()), in.offset());
    std::vector<read_argument> arguments;
    for (;;) {
        const std::size_t before = in.offset();
        in.skip_spaces();
        if (in.at_end()) return arguments;
        if (in.offset() == before)
            return error_at(error_kind::syntax, "expected a space before " + draughts::quoted(in.rest(), 12), in.offset());
        read_argument a;
        a.name_at = in.offset();
        a.name = name_run(in);
        if (a.name.empty())
            return error_at(error_kind::syntax, "expected an argument name, not " + draughts::quoted(in.rest(), 12),
                            in.offset());
        scanner ahead = in;  // blanks before '=' belong to it; before another argument, to the loop
        ahead.skip_spaces();
        if (!ahead.eat('=')) {
            arguments.push_back(std::move(a));
            continue;
        }
        in = ahead;
        in.skip_spaces();
        a.has_value = true;
        a.value_at = in.offset();
        if (in.eat('"')) {
            const std::size_t start = in.offset();
            while (!in.at_end() && in.peek() != '"') in.advance();
            if (in.at_end())
                return error_at(error_kind::unterminated, "the value of " + a.name + " has no closing quote",
                                a.value_at);
            a.value = std::string(in.since(start));
            in.advance();
        } else {
            a.value = name_run(in);
            if (a.value.empty())
                return error_at(error_kind::syntax,
                                "expected a value after " + a.name + "=" +
                                    (in.at_end() ? std::string() : ", not " + draughts::quoted(in.rest(), 12)),
                                in.offset());
        }
        arguments.push_back(std::move(a));
    }
}

// Moves separated by blanks, as in moves="..." and pv="...".
[[nodiscard]] inline std::vector<std::string> split_moves(std::string_view s) {
    std::vector<std::string> out;
    std::size_t i = 0;
    while (i < s.size()) {
        while (i < s.size() && is_blank(s[i])) ++i;
        const std::size_t start = i;
        while (i < s.size() && !is_blank(s[i])) ++i;
        if (i > start) out.emplace_back(s.substr(start, i - start));
    }
    return out;
}

// Strict numbers: digits, a sign for the integers and the reals, a fraction and an exponent
// for the reals; no "inf" or "nan", so every number read compares equal to itself.
[[nodiscard]] inline bool is_real_text(std::string_view s) noexcept {
    std::size_t i = 0;
    if (i < s.size() && (s[i] == '-' || s[i] == '+')) ++i;
    std::size_t digits = 0;
    while (i < s.size() && scanner::is_digit(s[i])) ++i, ++digits;
    if (i < s.size() && s[i] == '.') {
        ++i;
        while (i < s.size() && scanner::is_digit(s[i])) ++i, ++digits;
    }
    if (digits == 0) return false;
    if (i < s.size() && (s[i] == 'e' || s[i] == 'E')) {
        ++i;
        if (i < s.size() && (s[i] == '-' || s[i] == '+')) ++i;
        std::size_t exponent = 0;
        while (i < s.size() && scanner::is_digit(s[i])) ++i, ++exponent;
        if (exponent == 0) return false;
    }
    return i == s.size();
}

// A number is_real_text accepts, as a double; none when out of range. Where the C++ library
// has no floating-point charconv (libc++ before 17, Emscripten's among them), a stream in
// the classic locale reads it.
[[nodiscard]] inline std::optional<double> read_real(std::string_view v) {
    const std::size_t skip = !v.empty() && v[0] == '+' ? 1 : 0;  // neither reader takes a '+'
#if defined(__cpp_lib_to_chars)
    double x = 0;
    const auto [end, ec] = std::from_chars(v.data() + skip, v.data() + v.size(), x);
    if (ec != std::errc{} || end != v.data() + v.size()) return std::nullopt;
    return x;
#else
    std::istringstream in{std::string(v.substr(skip))};
    in.imbue(std::locale::classic());
    double x = 0;
    if (!(in >> x) || in.peek() != std::char_traits<char>::eof()) return std::nullopt;
    return x;
#endif
}

// The shortest text that reads back as the same double.
[[nodiscard]] inline std::string write_real(double x) {
#if defined(__cpp_lib_to_chars)
    char buffer[64];
    const auto [end, ec] = std::to_chars(buffer, buffer + sizeof buffer, x);
    return ec == std::errc{} ? std::string(buffer, static_cast<std::size_t>(end - buffer)) : "0";
#else
    std::string out;
    for (int digits = 1; digits <= std::numeric_limits<double>::max_digits10; ++digits) {
        std::ostringstream text;
        text.imbue(std::locale::classic());
        text << std::setprecision(digits) << x;
        out = text.str();
        if (read_real(out) == x) break;
    }
    return out;
#endif
}

class command_reader {
public:
    command_reader(std::string command, std::vector<read_argument> arguments)
        : command_(std::move(command)), arguments_(std::move(arguments)), used_(arguments_.size()) {}

    // The argument of that name, if given; an error when it is given twice.
    [[nodiscard]] result<const read_argument*> find(std::string_view name) {
        const read_argument* found = nullptr;
        for (std::size_t i = 0; i < arguments_.size(); ++i) {
            if (arguments_[i].name != name) continue;
            if (found)
                return error_at(error_kind::syntax, command_ + ": " + std::string(name) + " is given twice",
                                arguments_[i].name_at);
            found = &arguments_[i];
            used_[i] = true;
        }
        return found;
    }

    [[nodiscard]] std::optional<parse_error> text(std::string_view name, std::optional<std::string>& out) {
        auto a = find(name);
        if (!a) return a.error();
        if (*a) out = (*a)->value;
        return std::nullopt;
    }
    [[nodiscard]] std::optional<parse_error> required_text(std::string_view name, std::string& out) {
        std::optional<std::string> value;
        if (auto e = text(name, value)) return e;
        if (!value)
            return error_at(error_kind::incomplete, command_ + " needs " + std::string(name) + "=...", 0);
        out = std::move(*value);
        return std::nullopt;
    }
    [[nodiscard]] std::optional<parse_error> flag(std::string_view name, bool& out) {
        auto a = find(name);
        if (!a) return a.error();
        out = *a != nullptr;
        return std::nullopt;
    }
    [[nodiscard]] std::optional<parse_error> moves(std::string_view name, std::optional<std::vector<std::string>>& out) {
        auto a = find(name);
        if (!a) return a.error();
        if (*a) out = split_moves((*a)->value);
        return std::nullopt;
    }
    [[nodiscard]] std::optional<parse_error> integer(std::string_view name, std::optional<std::int64_t>& out) {
        auto a = find(name);
        if (!a) return a.error();
        if (!*a) return std::nullopt;
        const std::string& v = (*a)->value;
        std::int64_t n = 0;
        const auto [end, ec] = std::from_chars(v.data(), v.data() + v.size(), n);
        if (v.empty() || ec != std::errc{} || end != v.data() + v.size())
            return error_at(ec == std::errc::result_out_of_range ? error_kind::number_too_large : error_kind::syntax,
                            command_ + ": " + std::string(name) + " must be a whole number, not " + draughts::quoted(v),
                            (*a)->has_value ? (*a)->value_at : (*a)->name_at);
        out = n;
        return std::nullopt;
    }
    [[nodiscard]] std::optional<parse_error> real(std::string_view name, std::optional<double>& out) {
        auto a = find(name);
        if (!a) return a.error();
        if (!*a) return std::nullopt;
        const std::string& v = (*a)->value;
        const std::size_t at = (*a)->has_value ? (*a)->value_at : (*a)->name_at;
        if (!is_real_text(v))
            return error_at(error_kind::syntax, command_ + ": " + std::string(name) + " must be a number, not " + draughts::quoted(v),
                            at);
        const auto x = read_real(v);
        if (!x)
            return error_at(error_kind::number_too_large,
                            command_ + ": " + std::string(name) + " is out of range: " + draughts::quoted(v), at);
        out = *x;
        return std::nullopt;
    }

    // The arguments no field took.
    [[nodiscard]] std::vector<hub_argument> others() const {
        std::vector<hub_argument> out;
        for (std::size_t i = 0; i < arguments_.size(); ++i)
            if (!used_[i]) out.push_back({arguments_[i].name, arguments_[i].value});
        return out;
    }

private:
    std::string command_;
    std::vector<read_argument> arguments_;
    std::vector<bool> used_;
};

// The names of the commands, in the order of hub_command's alternatives.
inline constexpr std::string_view command_names[] = {
    "hub", "set-param", "init", "pos",  "level", "go",    "ponder-hit", "stop", "new-game", "ping",
    "quit", "id",       "param", "wait", "ready", "info", "done",       "pong", "error"};
static_assert(std::size(command_names) + 1 == std::variant_size_v<hub_command>);

template <std::size_t I = 0>
[[nodiscard]] hub_command empty_command(std::size_t index) {
    if constexpr (I + 1 < std::variant_size_v<hub_command>) {
        if (index == I) return hub_command{std::in_place_index<I>};
        return empty_command<I + 1>(index);
    } else {
        return hub_command{std::in_place_index<I>};
    }
}

// Fills the fields of a known command.
[[nodiscard]] inline std::optional<parse_error> read_fields(hub_command& command, command_reader& r,
                                                            std::size_t command_at, const std::string& name) {
    auto located = [&](std::optional<parse_error> e) {
        if (e && e->column == 1) e->column = command_at + 1;  // a missing argument: point at the command
        return e;
    };
    return std::visit(
        [&](auto& c) -> std::optional<parse_error> {
            using T = std::decay_t<decltype(c)>;
            if constexpr (std::is_same_v<T, hub_set_param>) {
                if (auto e = located(r.required_text("name", c.name))) return e;
                return located(r.required_text("value", c.value));
            } else if constexpr (std::is_same_v<T, hub_pos>) {
                if (auto e = located(r.required_text("pos", c.position))) return e;
                std::optional<std::vector<std::string>> moves;
                if (auto e = r.moves("moves", moves)) return e;
                if (moves) c.moves = std::move(*moves);
                return std::nullopt;
            } else if constexpr (std::is_same_v<T, hub_level>) {
                if (auto e = r.integer("depth", c.depth)) return e;
                if (auto e = r.integer("nodes", c.nodes)) return e;
                if (auto e = r.real("move-time", c.move_time)) return e;
                if (auto e = r.integer("moves", c.moves)) return e;
                if (auto e = r.real("time", c.time)) return e;
                if (auto e = r.real("inc", c.inc)) return e;
                return r.flag("infinite", c.infinite);
            } else if constexpr (std::is_same_v<T, hub_go>) {
                // Exactly one mode (Hub 2, step 3).
                constexpr std::string_view modes[] = {"think", "ponder", "analyze"};
                int found = 0;
                for (std::size_t i = 0; i < 3; ++i) {
                    bool given = false;
                    if (auto e = r.flag(modes[i], given)) return e;
                    if (given) {
                        c.mode = static_cast<hub_search_mode>(i);
                        ++found;
                    }
                }
                if (found != 1)
                    return error_at(found ? error_kind::syntax : error_kind::incomplete,
                                    "go takes one of think, ponder and analyze", command_at);
                return std::nullopt;
            } else if constexpr (std::is_same_v<T, hub_id>) {
                if (auto e = r.text("name", c.name)) return e;
                if (auto e = r.text("version", c.version)) return e;
                if (auto e = r.text("author", c.author)) return e;
                return r.text("country", c.country);
            } else if constexpr (std::is_same_v<T, hub_param>) {
                if (auto e = located(r.required_text("name", c.name))) return e;
                if (auto e = r.text("value", c.value)) return e;
                if (auto e = r.text("type", c.type)) return e;
                if (auto e = r.text("min", c.min)) return e;
                if (auto e = r.text("max", c.max)) return e;
                return r.text("values", c.values);
            } else if constexpr (std::is_same_v<T, hub_info>) {
                if (auto e = r.integer("depth", c.depth)) return e;
                if (auto e = r.real("mean-depth", c.mean_depth)) return e;
                if (auto e = r.real("score", c.score)) return e;
                if (auto e = r.integer("nodes", c.nodes)) return e;
                if (auto e = r.real("time", c.time)) return e;
                if (auto e = r.real("nps", c.nps)) return e;
                return r.moves("pv", c.pv);
            } else if constexpr (std::is_same_v<T, hub_done>) {
                if (auto e = located(r.required_text("move", c.move))) return e;
                return r.text("ponder", c.ponder);
            } else if constexpr (std::is_same_v<T, hub_error>) {
                return r.text("message", c.message);
            } else if constexpr (std::is_same_v<T, hub_unknown>) {
                c.name = name;
                return std::nullopt;
            } else {
                return std::nullopt;  // no arguments of its own
            }
        },
        command);
}

// A value as Hub 2 writes it: bare when it is a name, else in double quotes.
inline void put_value(std::string& line, std::string_view value) {
    if (is_name(value)) {
        line += value;
    } else {
        line += '"';
        line += value;
        line += '"';
    }
}
inline void put_text(std::string& line, std::string_view name, std::string_view value) {
    line += ' ';
    line += name;
    line += '=';
    put_value(line, value);
}
inline void put(std::string& line, std::string_view name, const std::optional<std::string>& value) {
    if (value) put_text(line, name, *value);
}
inline void put(std::string& line, std::string_view name, const std::optional<std::int64_t>& value) {
    if (value) put_text(line, name, std::to_string(*value));
}
// A real number as write_real gives it.
inline void put(std::string& line, std::string_view name, const std::optional<double>& value) {
    if (!value) return;
    put_text(line, name, write_real(*value));
}
inline void put_moves(std::string& line, std::string_view name, const std::vector<std::string>& moves) {
    std::string joined;
    for (const std::string& m : moves) joined += (joined.empty() ? "" : " ") + m;
    put_text(line, name, joined);
}
inline void put_flag(std::string& line, std::string_view name) {
    line += ' ';
    line += name;
}

}  // namespace detail::hub

// Reads one line of the Hub protocol (without its line end). Unknown commands and arguments
// are kept; a known argument given twice, a known one without the value it needs or with a
// value of the wrong kind, a missing closing quote, or a line that is not
// "<command> <name>=<value> ..." is an error with its column.
[[nodiscard]] inline result<hub_message> read_hub(std::string_view line) {
    std::string name;
    std::size_t command_at = 0;
    auto arguments = detail::hub::tokens(line, name, command_at);
    if (!arguments) return arguments.error();
    std::size_t index = std::size(detail::hub::command_names);  // hub_unknown
    for (std::size_t i = 0; i < std::size(detail::hub::command_names); ++i)
        if (detail::hub::command_names[i] == name) index = i;
    hub_message m{detail::hub::empty_command(index)};
    detail::hub::command_reader reader(name, std::move(*arguments));
    if (auto e = detail::hub::read_fields(m.command, reader, command_at, name)) return *e;
    m.others = reader.others();
    return m;
}

namespace detail::hub {

// The arguments each command knows, in the order of hub_command's alternatives: an unknown
// argument of the same name could not be written beside them.
[[nodiscard]] inline bool is_known_argument(std::size_t command, std::string_view name) {
    static constexpr std::string_view set_param[] = {"name", "value"};
    static constexpr std::string_view pos[] = {"pos", "moves"};
    static constexpr std::string_view level[] = {"depth", "nodes", "move-time", "moves", "time", "inc", "infinite"};
    static constexpr std::string_view go[] = {"think", "ponder", "analyze"};
    static constexpr std::string_view id[] = {"name", "version", "author", "country"};
    static constexpr std::string_view param[] = {"name", "value", "type", "min", "max", "values"};
    static constexpr std::string_view info[] = {"depth", "mean-depth", "score", "nodes", "time", "nps", "pv"};
    static constexpr std::string_view done[] = {"move", "ponder"};
    static constexpr std::string_view error[] = {"message"};
    auto in = [&](const auto& names) {
        for (std::string_view n : names)
            if (n == name) return true;
        return false;
    };
    switch (command) {
    case 1: return in(set_param);
    case 3: return in(pos);
    case 4: return in(level);
    case 5: return in(go);
    case 11: return in(id);
    case 12: return in(param);
    case 15: return in(info);
    case 16: return in(done);
    case 18: return in(error);
    default: return false;
    }
}

}  // namespace detail::hub

// Whether write_hub can write m so that read_hub reads it back: the names are Hub names,
// no value holds a double quote (Hub 2 has no escapes), and no move is empty or holds a
// blank. Every message read_hub gives is writable.
[[nodiscard]] inline bool hub_writable(const hub_message& m) {
    using detail::hub::is_name;
    auto value_ok = [](std::string_view v) { return v.find('"') == std::string_view::npos; };
    // A list is written as one value, its moves apart by a space: a move holds no blank.
    auto moves_ok = [&](const std::vector<std::string>& moves) {
        for (const std::string& mv : moves)
            if (mv.empty() || !value_ok(mv) ||
                std::any_of(mv.begin(), mv.end(), [](char c) { return detail::hub::is_blank(c); }))
                return false;
        return true;
    };
    for (const hub_argument& a : m.others)
        if (!is_name(a.name) || !value_ok(a.value) || detail::hub::is_known_argument(m.command.index(), a.name))
            return false;
    return std::visit(
        [&](const auto& c) {
            using T = std::decay_t<decltype(c)>;
            auto opt_ok = [&](const std::optional<std::string>& v) { return !v || value_ok(*v); };
            if constexpr (std::is_same_v<T, hub_set_param>) return value_ok(c.name) && value_ok(c.value);
            else if constexpr (std::is_same_v<T, hub_pos>) return value_ok(c.position) && moves_ok(c.moves);
            else if constexpr (std::is_same_v<T, hub_id>)
                return opt_ok(c.name) && opt_ok(c.version) && opt_ok(c.author) && opt_ok(c.country);
            else if constexpr (std::is_same_v<T, hub_param>)
                return value_ok(c.name) && opt_ok(c.value) && opt_ok(c.type) && opt_ok(c.min) && opt_ok(c.max) &&
                       opt_ok(c.values);
            else if constexpr (std::is_same_v<T, hub_info>) return !c.pv || moves_ok(*c.pv);
            else if constexpr (std::is_same_v<T, hub_done>) return value_ok(c.move) && opt_ok(c.ponder);
            else if constexpr (std::is_same_v<T, hub_error>) return opt_ok(c.message);
            else if constexpr (std::is_same_v<T, hub_unknown>)
                return is_name(c.name) && std::find(std::begin(detail::hub::command_names),
                                                    std::end(detail::hub::command_names),
                                                    c.name) == std::end(detail::hub::command_names);
            else return true;
        },
        m.command);
}

// The line of a message (without a line end), its known arguments in the order of Hub 2's
// examples, then the others. read_hub(write_hub(m)) == m for every message hub_writable
// accepts.
[[nodiscard]] inline std::string write_hub(const hub_message& m) {
    using namespace detail::hub;
    std::string line;
    std::visit(
        [&](const auto& c) {
            using T = std::decay_t<decltype(c)>;
            if constexpr (std::is_same_v<T, hub_unknown>) {
                line = c.name;
            } else {
                line = command_names[m.command.index()];
            }
            if constexpr (std::is_same_v<T, hub_set_param>) {
                put_text(line, "name", c.name);
                put_text(line, "value", c.value);
            } else if constexpr (std::is_same_v<T, hub_pos>) {
                put_text(line, "pos", c.position);
                if (!c.moves.empty()) put_moves(line, "moves", c.moves);
            } else if constexpr (std::is_same_v<T, hub_level>) {
                put(line, "depth", c.depth);
                put(line, "nodes", c.nodes);
                put(line, "move-time", c.move_time);
                put(line, "moves", c.moves);
                put(line, "time", c.time);
                put(line, "inc", c.inc);
                if (c.infinite) put_flag(line, "infinite");
            } else if constexpr (std::is_same_v<T, hub_go>) {
                constexpr std::string_view modes[] = {"think", "ponder", "analyze"};
                put_flag(line, modes[static_cast<std::size_t>(c.mode)]);
            } else if constexpr (std::is_same_v<T, hub_id>) {
                put(line, "name", c.name);
                put(line, "version", c.version);
                put(line, "author", c.author);
                put(line, "country", c.country);
            } else if constexpr (std::is_same_v<T, hub_param>) {
                put_text(line, "name", c.name);
                put(line, "value", c.value);
                put(line, "type", c.type);
                put(line, "min", c.min);
                put(line, "max", c.max);
                put(line, "values", c.values);
            } else if constexpr (std::is_same_v<T, hub_info>) {
                put(line, "depth", c.depth);
                put(line, "mean-depth", c.mean_depth);
                put(line, "score", c.score);
                put(line, "nodes", c.nodes);
                put(line, "time", c.time);
                put(line, "nps", c.nps);
                if (c.pv) put_moves(line, "pv", *c.pv);
            } else if constexpr (std::is_same_v<T, hub_done>) {
                put_text(line, "move", c.move);
                put(line, "ponder", c.ponder);
            } else if constexpr (std::is_same_v<T, hub_error>) {
                put(line, "message", c.message);
            }
        },
        m.command);
    for (const hub_argument& a : m.others) {
        if (a.value.empty()) put_flag(line, a.name);
        else put_text(line, a.name, a.value);
    }
    return line;
}

// --- Positions and moves -------------------------------------------------------------------

// Hub 2, step 1: the side to move ('W' or 'B'), then one letter per square in the order of
// the square numbers: 'w' and 'b' men, 'W' and 'B' kings, 'e' empty. 51 letters on 10x10;
// on another board, one per square of it.
inline constexpr position_letters hub_letters{"Hub", 'W', 'B', 'w', 'b', 'W', 'B', 'e'};

template <class Variant>
[[nodiscard]] result<position<Variant>> read_hub_position(std::string_view text) {
    return detail::read_position_letters<Variant>(text, hub_letters);
}

template <class Variant>
[[nodiscard]] std::string write_hub_position(const position<Variant>& p) {
    return detail::write_position_letters(p, hub_letters);
}

// Scan 3.1's names of the variants it plays (its "variant" parameter, as in Hub 2's example
// "normal killer bt frisian losing"), for the variants of this library that are those
// games; an empty name for the others.
template <class Variant>
[[nodiscard]] constexpr std::string_view hub_variant_name() noexcept {
    if constexpr (std::is_same_v<Variant, international>) return "normal";
    else if constexpr (std::is_same_v<Variant, killer>) return "killer";
    else if constexpr (std::is_same_v<Variant, breakthrough>) return "bt";
    else if constexpr (std::is_same_v<Variant, frisian>) return "frisian";
    else if constexpr (std::is_same_v<Variant, antidraughts>) return "losing";
    else return "";
}

// A Hub move: "32-28" for a quiet move; "from x to x captured x ..." for a capture, the
// captured squares in any order (Hub 2, step 1: "28x19x23").
template <class Variant>
[[nodiscard]] result<protocol_move> read_hub_move(std::string_view text) {
    using board = typename Variant::board;
    detail::scanner in(text);
    if (in.at_end()) return in.error_here(error_kind::empty_input, "empty Hub move");
    std::vector<int> squares;
    char separator = 0;
    for (;;) {
        const std::size_t start = in.offset();
        const auto n = in.read_number(9999);
        if (!n.found)
            return in.error_here(error_kind::syntax, "expected a square number in the Hub move " + draughts::quoted(text) +
                                                         (in.at_end() ? "" : ", not " + draughts::quoted(in.rest(), 1)));
        if (!n || *n < 1 || *n > static_cast<unsigned>(board::squares))
            return in.error(error_kind::bad_square,
                            "square " + excerpt(in.since(start)) + " is off the board (1-" +
                                std::to_string(board::squares) + ")",
                            start);
        squares.push_back(static_cast<int>(*n));
        if (in.at_end()) break;
        const char c = in.peek();
        if ((c != '-' && c != 'x') || (separator && c != separator))
            return in.error_here(error_kind::syntax, "unexpected " + draughts::quoted(in.rest(), 1) + " in the Hub move " +
                                                         draughts::quoted(text) + " (32-28, or 28x19x23 for a capture)");
        separator = c;
        in.advance();
    }
    if (squares.size() < 2)
        return parse_error{error_kind::syntax, "a Hub move has at least two squares, not " + draughts::quoted(text), 0, 1};
    if (separator == '-' && squares.size() > 2)
        return parse_error{error_kind::syntax,
                           "a quiet Hub move has two squares (32-28), not " + draughts::quoted(text), 0, 1};
    if (separator == 'x' && squares.size() < 3)
        return parse_error{error_kind::syntax,
                           "a Hub capture names the captured pieces after its start and end (28x19x23), not " +
                               draughts::quoted(text),
                           0, 1};
    return protocol_move{squares[0], squares[1], std::vector<int>(squares.begin() + 2, squares.end())};
}

// A Hub move of p's side to move: THE legal move with its squares (find_legal_move).
template <class Variant>
[[nodiscard]] result<move<Variant>> parse_hub_move(const position<Variant>& p, std::string_view text) {
    auto given = read_hub_move<Variant>(text);
    if (!given) return given.error();
    return find_legal_move(p, *given, text);
}

// The Hub text of a move: "32-28", or "28x19x23" with the captured squares in increasing order.
template <class Variant>
[[nodiscard]] std::string write_hub_move(const move<Variant>& m) {
    const protocol_move pm = to_protocol_move<Variant>(m);
    std::string s = std::to_string(pm.from) + (m.is_capture() ? 'x' : '-') + std::to_string(pm.to);
    for (int n : pm.captured) s += 'x' + std::to_string(n);
    return s;
}

}  // namespace draughts
