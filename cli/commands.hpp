#pragma once
// What each command of the draughts program does for one variant. Declared here, defined
// in commands_impl.hpp, and compiled once per variant in a translation unit of its own
// (variant.cpp.in): the variants build in parallel, and the file with main() compiles no
// move generation at all. A variant without its unit fails to link.

#include "arguments.hpp"
#include "json.hpp"

#include "instances.hpp"

#include <cstddef>
#include <cstdint>
#include <iosfwd>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace draughts_cli {

// "kind: sentence (article)", the article left out where the variant gives none.
inline std::string reason_line(const draughts::reason& r) {
    return std::string(draughts::to_string(r.kind)) + ": " + r.sentence + (r.article.empty() ? "" : " (" + r.article + ")");
}

// The same reasons in JSON: an array of {kind, sentence, article}.
inline void write_reasons(json_writer& out, const std::vector<draughts::reason>& reasons) {
    out.begin_array();
    for (const draughts::reason& r : reasons)
        out.begin_object()
            .field("kind", draughts::to_string(r.kind))
            .field("sentence", r.sentence)
            .field("article", r.article)
            .end_object();
    out.end_array();
}

// The board of --board when it is not the variant's own.
using any_board = draughts::runtime_board<>;

// One game of a PDN file, replayed under its variant's rules.
struct pdn_summary {
    std::size_t number = 0;
    std::string white, black, result;
    std::string fen;                     // after the last move read; none when the game could not be set up
    std::string state = "not replayed";  // a GameType of no variant here, or a bad FEN tag
    std::string variant;  // the rules it was read under
    std::string assumed;  // why, when no GameType tag or --variant said so
    std::size_t plies = 0;
    bool incomplete = false;
    std::optional<draughts::parse_error> error;
};

template <class Variant>
struct variant_commands {
    // One line per depth 1..depth; --divide, --paths and --full as the help says.
    static void perft(const arguments& args, int depth, unsigned threads);
    // --split: the units of perft at `depth`, `plies` below the position, one line each.
    static void split(const arguments& args, int depth, int plies);
    // --units: each unit line of `in` (a file called `name`) with its count.
    static void units(const arguments& args, std::istream& in, const std::string& name, unsigned threads);
    // --sum: the count at `depth` from counted units of the split `plies` below the
    // position, each unit checked against the split, and every unit required once.
    static void sum(const arguments& args, int depth, int plies, std::istream& in, const std::string& name);
    // Perft of a FEN (the start position for an empty one), for a suite's row; a bad FEN is a
    // usage_error with the reader's reason.
    static std::uint64_t count(std::string_view fen, int depth, draughts::paths convention, unsigned threads);
    // perft-compare: the user's generator against ours, descending to where they part.
    static int compare(const arguments& args, int depth, const std::vector<std::string>& command);
    static void moves(const arguments& args);
    static void show(const arguments& args);
};

// What the teaching commands do for one variant, on its own board.
template <class Variant>
struct teach_commands {
    // explain: exit 0 for a legal move, 1 for an illegal one.
    static int explain(const arguments& args);
    // compare: the position of --fen read as this variant reads it (the start position
    // without one), and the variant's view of any position.
    static draughts::piece_placement placement(const arguments& args);
    static draughts::variant_moves view(const draughts::piece_placement& placement);
    // rules: the variant's rule sheet.
    static std::vector<draughts::rule_line> sheet();
    // svg: the position, and the move of --move, as an SVG document.
    static void svg(const arguments& args);
};

// What the pdn command does for one variant: on the variant's own board only, as a PDN file's
// GameType names the variant.
template <class Variant>
struct pdn_commands {
    // The plies, final position and state of a replayed game, into s.
    static void replay(const draughts::pdn_record& record, pdn_summary& s);
};

}  // namespace draughts_cli
