#pragma once
// What each command of the draughts program is asked to do: the words of its line (the
// `arguments` read against its syntax) read once into typed values and checked - numbers in
// their ranges, options that exclude each other - before any variant is chosen. The commands'
// code for each variant (commands_impl.hpp) reads these, never the command line. What
// depends on the variant (its name, whether a board or a number of empty rows fits it, a FEN,
// moves, squares) is checked where the variant is known.

#include "arguments.hpp"

#include <draughts/draughts.hpp>

#include <cstddef>
#include <limits>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace draughts_cli {

// The board of --board when it is not the variant's own.
using any_board = draughts::runtime_board<>;

// "--variant V", which a command that reads a position cannot go without.
inline std::string variant_of(const arguments& args) {
    const auto name = args.value("--variant");
    if (!name) throw usage_error{"missing --variant (" + draughts::variant_names() + ")"};
    return *name;
}

// Names apart by commas ("russian,brazilian"), empty names left out.
inline std::vector<std::string> split_names(std::string_view list) {
    std::vector<std::string> names;
    std::size_t at = 0;
    while (at <= list.size()) {
        const std::size_t end = std::min(list.find(',', at), list.size());
        if (end > at) names.emplace_back(list.substr(at, end - at));
        at = end + 1;
    }
    return names;
}

// The shape --board gives: width and height, each from 3 to the run-time board's largest side.
struct board_size {
    int width = 0, height = 0;
    std::string typed;  // for messages

    static std::optional<board_size> read(const arguments& args) {
        const auto text = args.value("--board");
        if (!text) return std::nullopt;
        const auto bad = usage_error{"--board takes WIDTHxHEIGHT, each from 3 to " +
                                     std::to_string(any_board::max_side) + ", not " + shown(*text)};
        const std::size_t x = text->find('x');
        if (x == std::string::npos) throw bad;
        const auto side = [&](std::string_view digits) {
            if (digits.empty() || digits.size() > 2 || digits.find_first_not_of("0123456789") != std::string_view::npos)
                throw bad;
            const int n = std::stoi(std::string(digits));
            if (n < 3 || n > any_board::max_side) throw bad;
            return n;
        };
        return board_size{side(std::string_view(*text).substr(0, x)), side(std::string_view(*text).substr(x + 1)), *text};
    }
};

// The position a command works on: the variant's on --board, from --fen or the start with
// --empty-rows rows between the armies, after the moves of --moves; its squares written as
// numbers with --numeric.
struct position_request {
    std::string variant;
    std::optional<board_size> board;
    std::optional<std::string> fen;
    std::optional<int> empty_rows;
    std::optional<std::string> moves;
    bool numeric = false;

    // The options of a command line, under `variant` (--variant's, or the first of compare's).
    static position_request read(const arguments& args, std::string variant) {
        position_request r;
        r.variant = std::move(variant);
        r.board = board_size::read(args);
        r.fen = args.value("--fen");
        if (r.fen && args.has("--empty-rows")) throw usage_error{"--empty-rows is for the start position, not with --fen"};
        if (args.has("--empty-rows")) r.empty_rows = static_cast<int>(args.number("--empty-rows", 0, 99, 0));
        r.moves = args.value("--moves");
        r.numeric = args.has("--numeric");
        return r;
    }
};

// perft, in each of its forms: counts of the position to --depth, or its work units
// (--split, --sum), or the count of a file of units (--units).
struct perft_request {
    position_request position;
    int depth = 0;
    unsigned threads = 1;
    std::size_t hash_megabytes = 0;  // 0: no table
    draughts::paths convention = draughts::paths::unique;
    bool only = false, divide = false, fen_after = false, full = false, json = false;
    std::optional<int> split;          // --split D: D plies below the position
    std::optional<std::string> sum;    // --sum FILE, with --split
    std::optional<std::string> units;  // --units FILE, without --depth

    static perft_request read(const arguments& args) {
        perft_request r;
        r.threads = static_cast<unsigned>(args.number("--threads", 1, 256, 1));
        if (args.has("--hash") && args.has("--full"))
            throw usage_error{"--full makes every leaf move, which --hash does not: not both"};
        r.hash_megabytes = static_cast<std::size_t>(args.number("--hash", 1, 1 << 20, 0));
        r.convention = args.has("--paths") ? draughts::paths::every : draughts::paths::unique;
        r.full = args.has("--full");
        r.units = args.value("--units");
        r.position = position_request::read(args, variant_of(args));
        if (r.units) return r;
        if (!args.has("--depth")) throw usage_error{"missing --depth"};
        r.depth = static_cast<int>(args.number("--depth", 0, 64, 0));
        r.sum = args.value("--sum");
        if (r.sum && !args.has("--split")) throw usage_error{"--sum needs the --split its units came from"};
        if (args.has("--split")) r.split = static_cast<int>(args.number("--split", 0, r.depth, 0));
        r.only = args.has("--only");
        r.divide = args.has("--divide");
        r.fen_after = args.has("--fen-after");
        r.json = args.has("--json");
        return r;
    }
};

// perft --suite FILE: the rows of a perft suite, each counted and checked.
struct suite_request {
    std::string file;
    unsigned threads = 1;
    long max_nodes = std::numeric_limits<long>::max();

    static suite_request read(const arguments& args) {
        return {*args.value("--suite"), static_cast<unsigned>(args.number("--threads", 1, 256, 1)),
                args.number("--max-nodes", 0, std::numeric_limits<long>::max(), std::numeric_limits<long>::max())};
    }
};

// perft-compare: another generator's counts of the position, to --depth, and the command
// that gives them (the words after "--").
struct compare_request {
    position_request position;
    int depth = 1;
    std::vector<std::string> command;

    static compare_request read(const arguments& args) {
        compare_request r;
        r.command = args.passthrough();
        if (r.command.empty()) throw usage_error{"no command after -- to compare with"};
        if (!args.has("--depth")) throw usage_error{"missing --depth"};
        r.depth = static_cast<int>(args.number("--depth", 1, 64, 1));
        r.position = position_request::read(args, variant_of(args));
        return r;
    }
};

// explain: one move of the position, as typed.
struct explain_request {
    position_request position;
    std::string move;
    bool json = false;

    static explain_request read(const arguments& args) {
        return {position_request::read(args, variant_of(args)), args.positional().front(), args.has("--json")};
    }
};

// compare: one position under two variants or more, read as the first reads it.
struct variants_request {
    std::vector<std::string> variants;
    position_request position;
    bool json = false;

    static variants_request read(const arguments& args) {
        const auto list = args.value("--variants");
        if (!list) throw usage_error{"missing --variants (two or more of " + draughts::variant_names() + ")"};
        variants_request r;
        r.variants = split_names(*list);
        if (r.variants.size() < 2) throw usage_error{"--variants " + shown(*list) + " names fewer than two variants"};
        r.position = position_request::read(args, r.variants.front());
        r.json = args.has("--json");
        return r;
    }
};

// rules: one variant's sheet, the difference of two, or the table of them all.
struct rules_request {
    std::optional<std::string> variant;
    std::optional<std::vector<std::string>> diff;  // two names
    bool table = false, markdown = false;

    static rules_request read(const arguments& args) {
        rules_request r;
        r.markdown = args.has("--markdown");
        r.table = args.has("--table");
        if (r.table) return r;
        if (const auto pair = args.value("--diff")) {
            r.diff = split_names(*pair);
            if (r.diff->size() != 2) throw usage_error{"--diff takes two variants: --diff V1 V2, not " + shown(*pair)};
            return r;
        }
        r.variant = args.value("--variant");
        if (!r.variant) throw usage_error{"missing --variant, --diff or --table"};
        return r;
    }
};

// svg: the position, and a move, drawn.
struct svg_request {
    position_request position;
    std::optional<std::string> move;
    std::optional<draughts::square_labels> labels;  // the variant's own without
    std::optional<std::string> highlight;            // squares as typed, read on the variant's board
    bool flip = false, diagonals = false;

    static svg_request read(const arguments& args) {
        svg_request r;
        r.position = position_request::read(args, variant_of(args));
        r.move = args.value("--move");
        if (const auto labels = args.value("--labels")) {
            if (*labels == "numbers")
                r.labels = draughts::square_labels::numbers;
            else if (*labels == "coordinates")
                r.labels = draughts::square_labels::coordinates;
            else if (*labels == "none")
                r.labels = draughts::square_labels::none;
            else
                throw usage_error{"--labels takes numbers, coordinates or none, not " + shown(*labels)};
        }
        r.highlight = args.value("--highlight");
        r.flip = args.has("--flip");
        r.diagonals = args.has("--diagonals");
        return r;
    }
};

// pdn: the games of PDN files ("-": standard input), under --variant where a game has no
// GameType tag.
struct pdn_request {
    std::vector<std::string> files;
    std::optional<std::string> variant;
    bool json = false;

    static pdn_request read(const arguments& args) {
        pdn_request r{args.positional(), args.value("--variant"), args.has("--json")};
        if (r.variant && !draughts::visit_variant(std::string_view(*r.variant), [](auto) {}))
            throw usage_error{"unknown variant " + shown(*r.variant) + " (" + draughts::variant_names() + ")"};
        return r;
    }
};

// The position of --fen, or the start position with --empty-rows rows between the armies.
template <class Variant>
draughts::position<Variant> position_from(const position_request& r) {
    using rules = draughts::rules_of<Variant>;
    if (!r.fen) {
        const int empty = r.empty_rows.value_or(rules::empty_rows());
        if (!rules::fits_start(empty))
            throw usage_error{"--empty-rows " + std::to_string(empty) + " does not leave the same number of rows to " +
                              "each side of a board " + std::to_string(Variant::board::height) + " rows high"};
        return draughts::position<Variant>::start(empty);
    }
    auto p = draughts::read_fen<Variant>(*r.fen);
    if (!p) throw usage_error{"bad FEN: " + p.error().what()};
    return *p;
}

// The squares the program writes: the variant's own, or its numbers with --numeric (many 8x8
// files number the squares, 1 = b8 to 32 = g1).
template <class Variant>
draughts::square_notation squares_of(const position_request& r) {
    return r.numeric ? draughts::square_notation::numeric : draughts::rules_of<Variant>::notation;
}

}  // namespace draughts_cli
