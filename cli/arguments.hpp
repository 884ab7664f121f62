#pragma once
// The command line of the draughts program: its options, checked against what a command
// accepts, and the one-line error that bad arguments give.

#include <draughts/draughts.hpp>

#include <charconv>
#include <cstddef>
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

// An option a command takes: a flag (no value), or a value of one word or of several
// ("--diff V1 V2", "--sprt E0 E1 A B"), which may also be written as one word, its parts
// apart by commas ("--sprt=0,5,0.05,0.05"), and is kept so. `takes` says what the value is,
// for the message when words are missing.
struct option {
    std::string_view name{};
    int words = 1;  // 0: a flag
    std::string_view takes = "a value";
};

// What a command's line holds besides "draughts <command>": its options; other words (files,
// a move) where `operand` names them, at least `fewest` of them (`missing` says so when there
// are fewer) and at most `most`; and, with `passthrough`, after "--" another program's
// command line, left alone.
struct syntax {
    std::vector<option> options{};
    std::string_view operand{};  // empty: no other words
    std::size_t fewest = 0, most = 0;
    std::string_view missing{};
    bool passthrough = false;
};

// A command line read against its command's syntax: the parsed request each command runs on.
class arguments {
public:
    // Options as "--name value" or "--name=value"; each at most once.
    arguments(const std::vector<std::string_view>& args, const syntax& accepted) {
        for (std::size_t i = 0; i < args.size(); ++i) {
            const std::string_view a = args[i];
            if (a == "--" && accepted.passthrough) {
                passthrough_.assign(args.begin() + static_cast<std::ptrdiff_t>(i) + 1, args.end());
                break;
            }
            const std::size_t equals = a.starts_with("--") ? a.find('=') : std::string_view::npos;
            const std::string_view name = a.substr(0, equals);
            const option* o = nullptr;
            for (const option& known : accepted.options)
                if (known.name == name) o = &known;
            if (o && o->words == 0) {
                if (equals != std::string_view::npos) throw usage_error{shown(name) + " takes no value"};
                set(name, "");
            } else if (o && equals != std::string_view::npos) {
                set(name, a.substr(equals + 1));
            } else if (o) {
                i = read_value(args, i, *o);
            } else if (a.starts_with("-") && a != "-") {  // "-" alone names standard input
                throw usage_error{"unknown option " + shown(a)};
            } else {
                positional_.emplace_back(a);
            }
        }
        if (accepted.operand.empty() && !positional_.empty())
            throw usage_error{"unexpected argument " + shown(positional_.front())};
        if (positional_.size() < accepted.fewest) throw usage_error{std::string(accepted.missing)};
        if (!accepted.operand.empty() && positional_.size() > accepted.most)
            throw usage_error{"unexpected argument " + shown(positional_[accepted.most]) + " (" +
                              (accepted.most == 1 ? "one " : "at most " + std::to_string(accepted.most) + " ") +
                              std::string(accepted.operand) + ")"};
    }

    [[nodiscard]] bool has(std::string_view name) const { return values_.count(std::string(name)) != 0; }
    [[nodiscard]] std::optional<std::string> value(std::string_view name) const {
        const auto it = values_.find(std::string(name));
        return it == values_.end() ? std::nullopt : std::optional<std::string>(it->second);
    }
    [[nodiscard]] const std::vector<std::string>& positional() const { return positional_; }
    // The words after "--", where the command passes them to another program.
    [[nodiscard]] const std::vector<std::string>& passthrough() const { return passthrough_; }

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
    // The value of option o after args[i]: its next word, or its next o.words words joined
    // by commas (one word holding a comma is the value written so). Returns the last word read.
    std::size_t read_value(const std::vector<std::string_view>& args, std::size_t i, const option& o) {
        if (i + 1 < args.size() && (o.words == 1 || args[i + 1].find(',') != std::string_view::npos)) {
            set(o.name, args[i + 1]);
            return i + 1;
        }
        std::string joined, typed;
        std::size_t last = i;
        while (last + 1 < args.size() && last - i < static_cast<std::size_t>(o.words) && !args[last + 1].starts_with("--")) {
            ++last;
            joined += (joined.empty() ? "" : ",") + std::string(args[last]);
            typed += (typed.empty() ? "" : " ") + std::string(args[last]);
        }
        if (last - i < static_cast<std::size_t>(o.words))
            throw usage_error{std::string(o.name) + " takes " + std::string(o.takes) +
                              (typed.empty() ? "" : ", not " + shown(typed))};
        set(o.name, joined);
        return last;
    }

    void set(std::string_view name, std::string_view value) {
        if (!values_.emplace(std::string(name), std::string(value)).second)
            throw usage_error{shown(name) + " is given twice"};
    }

    std::map<std::string, std::string> values_;
    std::vector<std::string> positional_;
    std::vector<std::string> passthrough_;
};

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

inline bool stderr_is_terminal() {
#ifdef DRAUGHTS_HAVE_ISATTY
    return isatty(STDERR_FILENO) != 0;
#else
    return false;
#endif
}

}  // namespace draughts_cli
