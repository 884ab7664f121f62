#pragma once
// What each command of the draughts program does for one variant. Declared here, defined
// in commands_impl.hpp, and compiled once per variant in a translation unit of its own
// (variant.cpp.in): the variants build in parallel, and the file with main() compiles no
// move generation at all. A variant without its unit fails to link.

#include "json.hpp"
#include "requests.hpp"

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

// What the commands print, as text or as JSON (--json), each in one place: the code of each
// variant finds the answer, and these write it either way.

// perft's lines: each depth's count as it is made, and the root moves' before the last
// depth's; under --json one object at the end.
class perft_report {
public:
    struct divided {
        std::string move;
        std::uint64_t nodes;
        std::string fen;  // after the move, with --fen-after
    };

    // divide: the root moves asked for (--divide or --fen-after), in the JSON even where the
    // depth is 0 and there are none.
    perft_report(bool json, bool divide, bool fen_after) : json_(json), divide_asked_(divide), fen_after_(fen_after) {
        depths_.begin_array();
        divide_.begin_array();
    }
    void divide(std::vector<divided> lines, std::uint64_t total);
    void depth(int d, std::uint64_t nodes, double seconds);
    // The JSON object, once the last depth is in; nothing for text.
    void finish(std::string_view variant, const std::string& fen, draughts::paths convention);

private:
    bool json_, divide_asked_, fen_after_;
    json_writer depths_, divide_;
};

// explain's answer: legal or not, the rules behind it, and the moves instead (or the others).
struct explain_report {
    std::string move;  // as typed
    bool legal = false;
    std::vector<draughts::reason> reasons;
    std::vector<std::string> listed;
};
void print(const explain_report& r, bool json);

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
    static void perft(const perft_request& r);
    // --split: the units of perft at the request's depth, its split below the position, one
    // line each.
    static void split(const perft_request& r);
    // --units: each unit line of `in` (a file called `name`) with its count.
    static void units(const perft_request& r, std::istream& in, const std::string& name);
    // --sum: the count at the request's depth from counted units of its split, each unit
    // checked against the split, and every unit required once.
    static void sum(const perft_request& r, std::istream& in, const std::string& name);
    // Perft of a FEN (the start position for an empty one), for a suite's row; a bad FEN is a
    // usage_error with the reader's reason.
    static std::uint64_t count(std::string_view fen, int depth, draughts::paths convention, unsigned threads);
    // perft-compare: the user's generator against ours, descending to where they part.
    static int compare(const compare_request& r);
    static void moves(const position_request& r);
    static void show(const position_request& r);
};

// What the teaching commands do for one variant, on its own board.
template <class Variant>
struct teach_commands {
    // explain: whether the move is legal, why, and the moves it lists.
    static explain_report explain(const explain_request& r);
    // compare: the position of the request read as this variant reads it (the start position
    // without a FEN), and the variant's view of any position.
    static draughts::piece_placement placement(const position_request& r);
    static draughts::variant_moves view(const draughts::piece_placement& placement);
    // rules: the variant's rule sheet.
    static std::vector<draughts::rule_line> sheet();
    // svg: the position, and the request's move, as an SVG document.
    static void svg(const svg_request& r);
};

// What the pdn command does for one variant: on the variant's own board only, as a PDN file's
// GameType names the variant.
template <class Variant>
struct pdn_commands {
    // The plies, final position and state of a replayed game, into s.
    static void replay(const draughts::pdn_record& record, pdn_summary& s);
};

}  // namespace draughts_cli
