#pragma once
// The command line of the draughts program: its options, checked against what a command
// accepts, and the one-line error that bad arguments give.

#include <draughts/draughts.hpp>

#include <charconv>
#include <cstdint>
#include <map>
#include <optional>
#include <system_error>
#include <string>
#include <string_view>
#include <vector>

#if defined(__unix__) || defined(__APPLE__)
#include <unistd.h>
#define DRAUGHTS_HAVE_ISATTY 1
#endif

namespace draughts_cli {

// Bad arguments: reported on one line, exit status 2.
struct usage_error {
    std::string message;
};

// An argument as a message shows it: quoted, anything unprintable escaped, so that the
// message stays on one line whatever was typed.
inline std::string shown(std::string_view argument) { return draughts::quoted(argument, 60); }

// The options of a command line, checked against what the command accepts.
class arguments {
public:
    // Options as "--name value" or "--name=value"; each at most once.
    arguments(std::vector<std::string_view> args, std::vector<std::string_view> flags,
              std::vector<std::string_view> valued) {
        for (std::size_t i = 0; i < args.size(); ++i) {
            const std::string_view a = args[i];
            const std::size_t equals = a.starts_with("--") ? a.find('=') : std::string_view::npos;
            const std::string_view name = a.substr(0, equals);
            if (contains(flags, name)) {
                if (equals != std::string_view::npos) throw usage_error{shown(name) + " takes no value"};
                set(name, "");
            } else if (contains(valued, name)) {
                if (equals != std::string_view::npos) {
                    set(name, a.substr(equals + 1));
                } else {
                    if (i + 1 >= args.size()) throw usage_error{shown(a) + " needs a value"};
                    set(name, args[++i]);
                }
            } else if (a.starts_with("-") && a != "-") {  // "-" alone names standard input
                throw usage_error{"unknown option " + shown(a)};
            } else {
                positional_.emplace_back(a);
            }
        }
    }

    [[nodiscard]] bool has(std::string_view name) const { return values_.count(std::string(name)) != 0; }
    [[nodiscard]] std::optional<std::string> value(std::string_view name) const {
        const auto it = values_.find(std::string(name));
        return it == values_.end() ? std::nullopt : std::optional<std::string>(it->second);
    }
    [[nodiscard]] const std::vector<std::string>& positional() const { return positional_; }

    // The whole number an option gives, from low to high: any number of that range, its
    // digits as many as it takes.
    [[nodiscard]] long number(std::string_view name, long low, long high, long fallback) const {
        const auto text = value(name);
        if (!text) return fallback;
        long n = 0;
        const char* end = text->data() + text->size();
        const auto [last, error] = std::from_chars(text->data(), end, n);
        const bool digits = !text->empty() && text->find_first_not_of("0123456789") == std::string::npos;
        if (!digits || error != std::errc{} || last != end || n < low || n > high)
            throw usage_error{std::string(name) + " takes a whole number from " + std::to_string(low) + " to " +
                              std::to_string(high) + ", not " + shown(*text)};
        return n;
    }

private:
    void set(std::string_view name, std::string_view value) {
        if (!values_.emplace(std::string(name), std::string(value)).second)
            throw usage_error{shown(name) + " is given twice"};
    }

    static bool contains(const std::vector<std::string_view>& list, std::string_view a) {
        for (auto x : list)
            if (x == a) return true;
        return false;
    }

    std::map<std::string, std::string> values_;
    std::vector<std::string> positional_;
};

// The position of --fen, or the start position with --empty-rows rows between the armies.
template <class Variant>
draughts::position<Variant> position_from(const arguments& args) {
    using rules = draughts::rules_of<Variant>;
    const auto fen = args.value("--fen");
    if (fen && args.has("--empty-rows")) throw usage_error{"--empty-rows is for the start position, not with --fen"};
    if (!fen) {
        const int empty = static_cast<int>(args.number("--empty-rows", 0, 99, rules::empty_rows()));
        if (!rules::fits_start(empty))
            throw usage_error{"--empty-rows " + std::to_string(empty) + " does not leave the same number of rows to " +
                              "each side of a board " + std::to_string(Variant::board::height) + " rows high"};
        return draughts::position<Variant>::start(empty);
    }
    auto p = draughts::read_fen<Variant>(*fen);
    if (!p) throw usage_error{"bad FEN: " + p.error().what()};
    return *p;
}

// The squares the program writes: the variant's own, or its numbers with --numeric (many 8x8
// files number the squares, 1 = b8 to 32 = g1).
template <class Variant>
draughts::square_notation squares_of(const arguments& args) {
    return args.has("--numeric") ? draughts::square_notation::numeric : draughts::rules_of<Variant>::notation;
}

// The cells of a tab-separated line.
inline std::vector<std::string> tab_cells(std::string_view line) {
    std::vector<std::string> cells;
    for (std::size_t at = 0;;) {
        const std::size_t tab = line.find('\t', at);
        cells.emplace_back(line.substr(at, tab == std::string_view::npos ? std::string_view::npos : tab - at));
        if (tab == std::string_view::npos) return cells;
        at = tab + 1;
    }
}

// A count in a file (a depth, nodes, a multiplicity): decimal digits up to 2^64 - 1.
inline std::uint64_t count_in(std::string_view what, std::string_view digits) {
    std::uint64_t n = 0;
    const auto [end, error] = std::from_chars(digits.data(), digits.data() + digits.size(), n);
    if (digits.empty() || error != std::errc{} || end != digits.data() + digits.size())
        throw usage_error{std::string(what) + " " + shown(digits) + " is not a number up to 2^64 - 1"};
    return n;
}

inline void no_positional(const arguments& args) {
    if (!args.positional().empty()) throw usage_error{"unexpected argument " + shown(args.positional().front())};
}

inline bool stderr_is_terminal() {
#ifdef DRAUGHTS_HAVE_ISATTY
    return isatty(STDERR_FILENO) != 0;
#else
    return false;
#endif
}

}  // namespace draughts_cli
