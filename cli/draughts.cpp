// draughts: perft, legal moves and board diagrams from the command line.
//
// The interface is a contract that scripts and tests rely on:
//   draughts perft --variant V [--fen FEN] --depth N [--divide] [--paths] [--threads N] [--full]
//   draughts moves --variant V [--fen FEN]
//   draughts show  --variant V [--fen FEN]
//   draughts pdn [--json] [--variant V] FILE...
//   draughts match --first COMMAND --second COMMAND (--tc T | --move-time S | --depth N) ...
// perft, moves and show also take --board WxH and --empty-rows N, and every option
// "--name=value"; each option may be given once.
// Exit status 0 on success, 2 with a one-line message on stderr for bad arguments or FEN;
// pdn exits with 1 when a game is invalid.

#include "commands.hpp"
#include "match/match.hpp"
#include "perft_line.hpp"

#include <draughts/draughts.hpp>

#include <cstdio>
#include <algorithm>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace draughts_cli {

std::string json_string(std::string_view text) {
    std::string out = "\"";
    auto hex4 = [&](unsigned v) {
        char buffer[8];
        std::snprintf(buffer, sizeof buffer, "\\u%04x", v);
        out += buffer;
    };
    for (std::size_t i = 0; i < text.size();) {
        const auto c = static_cast<unsigned char>(text[i]);
        if (c == '"' || c == '\\') {
            out += '\\';
            out += static_cast<char>(c);
            ++i;
        } else if (c < 0x20) {
            hex4(c);
            ++i;
        } else if (c < 0x80) {
            out += static_cast<char>(c);
            ++i;
        } else {
            // The length of a valid UTF-8 sequence starting here, or 0.
            const std::size_t n = c >= 0xF0 && c < 0xF5 ? 4 : c >= 0xE0 ? 3 : c >= 0xC2 && c < 0xE0 ? 2 : 0;
            bool valid = n != 0 && i + n <= text.size();
            for (std::size_t k = 1; valid && k < n; ++k)
                valid = (static_cast<unsigned char>(text[i + k]) & 0xC0) == 0x80;
            if (valid) {
                out.append(text.substr(i, n));
                i += n;
            } else {
                hex4(c);
                ++i;
            }
        }
    }
    return out + "\"";
}

void perft_report::divide(std::vector<divided> lines, std::uint64_t total) {
    // Sorted by the moves' texts, for diffing with another program's lines.
    std::sort(lines.begin(), lines.end(), [](const divided& a, const divided& b) { return a.move < b.move; });
    for (const divided& l : lines) {
        if (json_) {
            divide_.begin_object().field("move", l.move).field("nodes", l.nodes);
            if (fen_after_) divide_.field("fen", l.fen);
            divide_.end_object();
        } else {
            std::cout << l.move << ' ' << l.nodes << (fen_after_ ? " " + l.fen : std::string()) << '\n';
        }
    }
    if (!json_) std::cout << "\ntotal " << total << "\n\n";
}

void perft_report::depth(int d, std::uint64_t nodes, double seconds) {
    if (!json_) {
        std::cout << perft_line(d, nodes, seconds) << std::flush;
        return;
    }
    depths_.begin_object()
        .field("depth", d)
        .field("nodes", nodes)
        .key("seconds")
        .value(seconds, 3)
        .key("mnps")
        .value(mnps(nodes, seconds), 2)
        .end_object();
}

void perft_report::finish(std::string_view variant, const std::string& fen, draughts::paths convention) {
    if (!json_) return;
    json_writer out;
    out.begin_object()
        .field("variant", variant)
        .field("fen", fen)
        .field("convention", convention == draughts::paths::every ? "every path" : "unique");
    out.field("depths", depths_.end_array());
    if (divide_asked_) out.field("divide", divide_.end_array());
    std::cout << out.end_object().text() << '\n';
}

void print(const explain_report& r, bool json) {
    if (json) {
        json_writer out;
        out.begin_object().field("move", r.move).field("legal", r.legal).key("reasons");
        write_reasons(out, r.reasons);
        out.field(r.legal ? "others" : "instead", r.listed).end_object();
        std::cout << out.text() << '\n';
        return;
    }
    std::cout << (r.legal ? "legal" : "illegal") << '\n';
    for (const draughts::reason& why : r.reasons) std::cout << reason_line(why) << '\n';
    std::string list;
    for (const auto& m : r.listed) list += (list.empty() ? "" : " ") + m;
    std::cout << (r.legal ? "others: " : "instead: ") << (list.empty() ? "none" : list) << '\n';
}

}  // namespace draughts_cli

namespace {

using namespace draughts;
using namespace draughts_cli;

// "russian, international, brazilian, english (or checkers, american), ...": every variant
// of the library's list, with its other names.
std::string variants_help() {
    std::string out;
    all_variants::for_each([&](auto v) {
        using V = decltype(v);
        if (!out.empty()) out += ", ";
        out += V::name;
        std::string aliases;
        for (std::string_view alias : rules_of<V>::aliases) aliases += (aliases.empty() ? "" : ", ") + std::string(alias);
        if (!aliases.empty()) out += " (or " + aliases + ")";
    });
    return out;
}

// Folds a list of words to lines of at most `width` characters, each after `indent`.
std::string folded(const std::string& words, std::size_t width, const std::string& indent) {
    std::string out, line;
    std::size_t start = 0;
    while (start < words.size()) {
        std::size_t end = words.find(' ', start);
        if (end == std::string::npos) end = words.size();
        const std::string word = words.substr(start, end - start);
        if (!line.empty() && indent.size() + line.size() + 1 + word.size() > width) {
            out += indent + line + "\n";
            line.clear();
        }
        line += (line.empty() ? "" : " ") + word;
        start = end + 1;
    }
    return out + indent + line + "\n";
}

// The options every command with a variant takes.
constexpr std::string_view position_options = R"(  --variant V        the rules (draughts --help lists them; any case)
  --fen FEN          the position (PDN FEN); default: the start position
  --board WxH        the variant's rules on a board W files wide and H rows high, each 3-20
                     (the variant's colouring and numbering); default: the variant's board
  --empty-rows N     the rows left empty between the armies at the start; default: the
                     middle two (three for an odd height), or what the variant says
  --numeric          write square numbers, for a variant that writes algebraic squares
)";

const std::string perft_help =
    std::string(R"(usage: draughts perft --variant V [--fen FEN] [--moves "M1 M2 ..."] --depth N [--only] [--divide]
                     [--fen-after] [--paths] [--threads N] [--full] [--hash MB] [--json] [--numeric]
                     [--board WxH] [--empty-rows N]
       draughts perft --variant V [--fen FEN] [--moves "M1 M2 ..."] --depth N --split D [--sum FILE]
       draughts perft --variant V --units FILE [--threads N] [--hash MB]

Prints one line per depth d = 1..N (with N = 0, the line of depth 0, one node):
  depth <d> nodes <count> time <seconds> mnps <rate>
With --divide, before the line of depth N: one line per root move, sorted, then a blank
line and the total, for diffing with another generator's:
  <move> <count>
  (blank)
  total <count>
  (blank)

)") + std::string(position_options) +
    R"(  --moves "M1 M2"    play these moves first (any notation the program reads)
  --depth N          the deepest depth to count (0-64)
  --only             count depth N alone
  --divide           one line per root move (long form and count) for depth N
  --fen-after        the same, each with the FEN after its move: <move> <count> <fen>
  --paths            count every capture path; default: one per (from, to, captured set)
  --full             make every leaf move instead of counting the last ply in bulk
  --threads N        split the work over N threads (default 1)
  --hash MB          keep counts of positions met again in a table of MB megabytes, shared
                     by the threads and kept from one depth to the next (each entry holds
                     its whole position: a count is never taken for another position's)
  --json             one JSON object: variant, fen, convention, depths, divide
Options take "--name value" or "--name=value", each once.

Work units, for counts too deep for one machine:
  --split D          print the distinct positions D plies below (D <= N), one line each,
                     tab-separated: <fen> <depth N-D> <multiplicity> <convention>, where
                     the multiplicity counts the move sequences that reach the position
  --units FILE       count each unit line of FILE ("-": standard input) and print it with
                     its count as a fifth cell (--threads and --hash apply; no --depth)
  --sum FILE         with the --split (and position, --paths) the units came from: check
                     that FILE holds each unit once, counted, and print
                     depth <N> nodes <sum of multiplicity x count> units <n>

usage: draughts perft --suite FILE [--max-nodes N] [--threads N]

Runs every row of a perft suite: tab-separated variant, FEN, depth, nodes and convention
("unique" or "all"), or the columns a first row names (variant, convention, fen, depth,
nodes, as in published perft tables). One line per row, then a summary:
  pass  line <n>: <variant>: <convention> depth <d> nodes <count>
  FAIL  line <n>: <variant>: ..., counted <count>
  skip  line <n>: <variant>: ... (over --max-nodes)
  error line <n>: <variant>: <reason>
A FEN cell that starts with "initial" or "start" is the start position.
  <p> passed, <f> failed, <s> skipped, <e> errors
Exit status 1 when a row fails or cannot be read.
)";

const std::string moves_help = std::string(R"(usage: draughts moves --variant V [--fen FEN] [--moves "M1 M2 ..."] [--board WxH]
                     [--empty-rows N]

Prints every legal move, one per line, in long form (from, one square per captured
piece, to) and nothing else.

)") + std::string(position_options) + R"(  --moves "M1 M2"    play these moves first (any notation the program reads)
)";

constexpr std::string_view pdn_help = R"(usage: draughts pdn [--json] [--variant V] FILE...

Reads every game of the files and checks every move, the moves of variations too.
Prints one line per game: its number, players, result tag, plies of the main line,
state after them, final position (FEN), and the first error with line and column.
Exit status 1 when a game is invalid, 0 otherwise (an unfinished game is not invalid).

  FILE "-" is standard input.
  --json        one JSON object per game instead: file, game, white, black, result,
                plies, variant, assumed (null, or why the variant was guessed), fen, state,
                incomplete, error (null or {line, column, message})
  --variant V   the variant of games without a GameType tag; without it, the variant is
                guessed from what each game holds (algebraic squares, numbers past 32 or
                50, which side moves first), and the line says so
)";

const std::string show_help = std::string(R"(usage: draughts show --variant V [--fen FEN] [--moves "M1 M2 ..."] [--board WxH]
                    [--empty-rows N]

Draws the board with coordinates, then the side to move, the game state and the
legal moves in standard notation.

)") + std::string(position_options) + R"(  --moves "M1 M2"    play these moves first (any notation the program reads)
)";

// Runs f(Variant{}) for the variant of the request, on its board: the variant's own when
// it names none or names its size, else the run-time board in that shape, with the variant's
// colouring and numbering.
template <class F>
void with_variant(const position_request& r, F&& f) {
    const bool found = visit_variant(std::string_view(r.variant), [&](auto v) {
        using V = decltype(v);
        using own = typename V::board;
        if (!r.board || (r.board->width == own::width && r.board->height == own::height)) return f(v);
        if (!any_board::take({r.board->width, r.board->height, own::colours, own::numbering, own::played}))
            throw usage_error{"--board " + shown(r.board->typed) + " is too large for " + std::string(V::name) +
                              ", played on every square"};
        f(on_board<V, any_board>{});
    });
    if (!found) throw usage_error{"unknown variant " + shown(r.variant) + " (" + variant_names() + ")"};
}

// A perft suite: tab-separated rows of variant, FEN, depth and expected nodes, and a
// convention ("unique", or "all" for every capture path), in that order or in the order a
// first row of column names gives (variant, convention, fen, depth, nodes: the layout of
// published perft tables, whose other columns are left alone). Blank lines and lines
// starting with # are skipped. A variant may carry its own board's size ("canadian_12x12");
// a FEN cell that starts with "initial" or "start" is the start position.
// Prints one line per row and a summary; 1 when a row fails or cannot be read.
int run_suite(const suite_request& r) {
    const std::string& file = r.file;
    std::error_code error;
    if (std::filesystem::is_directory(file, error)) throw usage_error{"cannot read " + shown(file) + ": a directory"};
    std::ifstream in(file);
    if (!in) throw usage_error{"cannot read " + shown(file)};
    std::vector<std::string> columns{"variant", "fen", "depth", "nodes", "convention"};
    std::size_t passed = 0, failed = 0, skipped = 0, errors = 0;
    std::string text;
    for (std::size_t line = 1; std::getline(in, text); ++line) {
        if (!text.empty() && text.back() == '\r') text.pop_back();
        if (text.empty() || text[0] == '#') continue;
        const std::vector<std::string> cells = tab_cells(text);
        if (cells[0] == "variant") {
            // A row of column names must name what a row needs.
            for (std::string_view needed : {"fen", "depth", "nodes"})
                if (std::find(cells.begin(), cells.end(), needed) == cells.end())
                    throw usage_error{shown(file) + " line " + std::to_string(line) + ": the column names lack " +
                                      std::string(needed) + " (variant, fen, depth, nodes and convention)"};
            columns = cells;
            continue;
        }
        const auto cell = [&](std::string_view name) -> std::string {
            for (std::size_t i = 0; i < columns.size() && i < cells.size(); ++i)
                if (columns[i] == name) return cells[i];
            return "";
        };
        std::string where = "line " + std::to_string(line) + ": ";
        try {
            const std::string variant = cell("variant"), convention = cell("convention"), fen = cell("fen");
            where += variant + ": ";
            if (fen.empty()) throw usage_error{"no FEN"};
            if (convention != "" && convention != "unique" && convention != "all")
                throw usage_error{"convention " + shown(convention) + " is neither unique nor all"};
            const std::uint64_t depth = count_in("depth", cell("depth")), expected = count_in("nodes", cell("nodes"));
            if (depth > 64) throw usage_error{"depth " + std::to_string(depth) + " is over 64"};
            const std::string row = (convention.empty() ? "unique" : convention) + " depth " + std::to_string(depth) +
                                    " nodes " + std::to_string(expected);
            if (expected > static_cast<std::uint64_t>(r.max_nodes)) {
                ++skipped;
                std::cout << "skip  " << where << row << " (over --max-nodes)\n";
                continue;
            }
            std::uint64_t counted = 0;
            const auto count = [&](auto v) {
                const bool start = fen.starts_with("initial") || fen.starts_with("start");
                counted = variant_commands<decltype(v)>::count(start ? std::string_view{} : fen, static_cast<int>(depth),
                                                               convention == "all" ? paths::every : paths::unique,
                                                               r.threads);
            };
            bool found = visit_variant(std::string_view(variant), count);
            // "canadian_12x12": the variant on its own board.
            const std::size_t cut = variant.rfind('_');
            if (!found && cut != std::string::npos)
                found = visit_variant(std::string_view(variant).substr(0, cut), [&](auto v) {
                    using board = typename decltype(v)::board;
                    if (variant.substr(cut + 1) != std::to_string(board::width) + "x" + std::to_string(board::height))
                        throw usage_error{"unknown variant " + shown(variant) + ": not the board of " +
                                          variant.substr(0, cut)};
                    count(v);
                });
            if (!found) throw usage_error{"unknown variant " + shown(variant) + " (" + variant_names() + ")"};
            if (counted == expected) {
                ++passed;
                std::cout << "pass  " << where << row << '\n';
            } else {
                ++failed;
                std::cout << "FAIL  " << where << row << ", counted " << counted << '\n';
            }
        } catch (const usage_error& e) {
            ++errors;
            std::cout << "error " << where << e.message << '\n';
        }
        std::cout << std::flush;
    }
    if (passed + failed + skipped + errors == 0) throw usage_error{shown(file) + " holds no rows to count"};
    std::cout << passed << " passed, " << failed << " failed, " << skipped << " skipped, " << errors << " errors\n";
    return failed + errors == 0 ? 0 : 1;
}

// The file an option names, "-" for standard input, open for reading.
struct input_file {
    std::string name;
    std::ifstream file;
    std::istream* stream;

    explicit input_file(const std::string& path) : name(path == "-" ? "standard input" : path), stream(&std::cin) {
        if (path == "-") return;
        file.open(path);
        if (!file) throw usage_error{"cannot read " + shown(path)};
        stream = &file;
    }
};

int run_perft(const arguments& args) {
    if (args.has("--suite")) return run_suite(suite_request::read(args));
    const perft_request r = perft_request::read(args);
    if (r.units) {
        input_file in(*r.units);
        with_variant(r.position, [&](auto variant) { variant_commands<decltype(variant)>::units(r, *in.stream, in.name); });
    } else if (r.sum) {
        input_file in(*r.sum);
        with_variant(r.position, [&](auto variant) { variant_commands<decltype(variant)>::sum(r, *in.stream, in.name); });
    } else if (r.split) {
        with_variant(r.position, [&](auto variant) { variant_commands<decltype(variant)>::split(r); });
    } else {
        with_variant(r.position, [&](auto variant) { variant_commands<decltype(variant)>::perft(r); });
    }
    return 0;
}

const std::string compare_help = std::string(R"(usage: draughts perft-compare --variant V [--fen FEN] [--moves "M1 M2 ..."] --depth N
                             [--numeric] [--board WxH] [--empty-rows N] -- COMMAND [ARGS...]

Compares another move generator with this one. Runs COMMAND ARGS... DEPTH FEN, which
prints one line "<move> <count>" per root move (any notation this program reads; a total
line is left alone), compares its counts with ours, follows the first move whose counts
differ down to depth 1, and prints where the two part:
  depth <d>[ after <moves>]: ours <count>, theirs <count>
    <move>: ours <count>, theirs <count>      (the move followed)
  parted at: <moves from the root>
  fen: <the position where they part>
  only ours: <moves> / only theirs: <moves> / twice in theirs: <moves>
  calls: <how many times COMMAND ran>
or "agree: depth N, <count> nodes". A move of theirs that is not legal here is one only
they have, as they wrote it. One call per depth at most. Exit status 0 when they agree, 1
when they part, 2 on bad arguments or lines without a count ("cannot read: ...").
One move per (from, to, captured set), as this program counts by default.

)") + std::string(position_options);

int run_compare(const arguments& args) {
    const compare_request r = compare_request::read(args);
    int status = 0;
    with_variant(r.position, [&](auto variant) { status = variant_commands<decltype(variant)>::compare(r); });
    return status;
}

int run_moves(const arguments& args) {
    const auto r = position_request::read(args, variant_of(args));
    with_variant(r, [&](auto variant) { variant_commands<decltype(variant)>::moves(r); });
    return 0;
}

int run_show(const arguments& args) {
    const auto r = position_request::read(args, variant_of(args));
    with_variant(r, [&](auto variant) { variant_commands<decltype(variant)>::show(r); });
    return 0;
}

const std::string explain_help = std::string(R"text(usage: draughts explain --variant V [--fen FEN] [--moves "M1 M2 ..."] MOVE [--json]

Says whether MOVE (any notation: 32-28, 28x19, c3:e5:g7, a partial capture path) is legal,
and why not: one line per rule that excludes it, "<kind>: <sentence> (<article>)", then
"instead: <the legal moves>". For a legal move, the rules that excluded the others, then
"others: <the other legal moves>". Exit status 0 legal, 1 illegal, 2 bad arguments.

  --variant V        the rules (draughts --help lists them; any case)
  --fen FEN          the position (PDN FEN); default: the start position
  --moves "M1 ..."   moves played first
  --numeric          write square numbers, for a variant that writes algebraic squares
  --json             one JSON object: move, legal, reasons (kind, sentence, article), instead
)text");

const std::string compare_rules_help = std::string(R"text(usage: draughts compare --variants V1,V2[,...] [--fen FEN] [--moves "M1 M2 ..."] [--json]

The legal moves of one position under each variant (a block per variant: its name and
moves, and any piece on a square its board does not play on), then a line per move that
some allow and others do not: "<move> legal in <variants> not in <variants>: <rule>".
The position is the FEN (or the start, after --moves) read as the first variant reads it,
and placed on each board by file and rank.
)text");

const std::string rules_help = std::string(R"text(usage: draughts rules --variant V [--markdown]
       draughts rules --diff V1 V2 [--markdown]
       draughts rules --table

The rules of a variant, one fact a line with the article that states it; with --diff, the
facts in which two variants differ; with --table, how every variant differs (Markdown).
)text");

const std::string svg_help = std::string(R"text(usage: draughts svg --variant V [--fen FEN] [--moves "M1 M2 ..."] [--move MOVE] [--flip]
                    [--labels numbers|coordinates|none] [--diagonals] [--highlight SQUARES]

Writes the position as an SVG document to standard output, byte for byte the same for the
same arguments.

  --move MOVE        a legal move, drawn as a line through its landing squares with an
                     arrowhead; the pieces it takes drawn faded
  --flip             Black at the bottom
  --labels L         square numbers in the squares, files and ranks beside the board, or
                     none; default: as the variant writes its squares
  --diagonals        the board's named lines (the main road, the doubles, ...)
  --highlight S      squares to mark, separated by commas: "22,27" or "c3,e5"
)text");

// Runs f(Variant{}) for a variant named on the command line, on its own board.
template <class F>
void with_named_variant(std::string_view name, F&& f) {
    if (!visit_variant(name, f))
        throw usage_error{"unknown variant " + shown(name) + " (" + variant_names() + ")"};
}

int run_explain(const arguments& args) {
    const explain_request r = explain_request::read(args);
    explain_report answer;
    with_named_variant(r.position.variant, [&](auto v) { answer = teach_commands<decltype(v)>::explain(r); });
    print(answer, r.json);
    return answer.legal ? 0 : 1;
}

// compare's answer: each variant's moves, then the moves that some allow and others not,
// with the rules behind them; or the same as one JSON object.
void print(const comparison& c, bool json) {
    const auto piece_words = [](const placed_piece& pp) {
        return std::string(pp.what.side == color::white ? "White " : "Black ") +
               (pp.what.kind == piece_kind::king ? "king" : "man") + " on " + grid_name(pp.square);
    };
    const auto reasons_text = [](const std::vector<reason>& reasons) {
        std::string out;
        for (const reason& why : reasons) out += (out.empty() ? "" : "; ") + reason_line(why);
        return out.empty() ? std::string("the same squares make another move there") : out;
    };
    if (json) {
        json_writer out;
        out.begin_object().key("variants").begin_array();
        for (const variant_moves& v : c.variants) {
            std::vector<std::string> moves, off_board;
            for (const auto& m : v.moves) moves.push_back(m.text);
            for (const auto& pp : v.off_board) off_board.push_back(piece_words(pp));
            out.begin_object().field("variant", v.variant).field("moves", moves).field("off_board", off_board).end_object();
        }
        out.end_array().key("differences").begin_array();
        for (const move_difference& d : c.differences) {
            out.begin_object().field("move", d.move).field("legal_in", d.legal_in).field("not_in", d.not_in);
            out.key("why").begin_object();
            for (const auto& [variant, reasons] : d.why) {
                out.key(variant);
                write_reasons(out, reasons);
            }
            out.end_object().end_object();
        }
        std::cout << out.end_array().end_object().text() << '\n';
        return;
    }
    for (const variant_moves& v : c.variants) {
        std::cout << v.variant << " (" << v.moves.size() << (v.moves.size() == 1 ? " move" : " moves") << "):";
        for (const grid_move& m : v.moves) std::cout << ' ' << m.text;
        std::cout << '\n';
        for (const placed_piece& pp : v.off_board)
            std::cout << "  not on the " << v.variant << " board: " << piece_words(pp) << '\n';
    }
    std::cout << '\n';
    if (c.differences.empty()) std::cout << "the same moves under every rule set\n";
    for (const move_difference& d : c.differences) {
        const auto joined = [](const std::vector<std::string>& items) {
            std::string out;
            for (const auto& n : items) out += (out.empty() ? "" : ", ") + n;
            return out.empty() ? std::string("none") : out;
        };
        std::cout << d.move << " legal in " << joined(d.legal_in) << " not in " << joined(d.not_in) << ": ";
        if (d.why.size() == 1) {
            std::cout << reasons_text(d.why.front().second) << '\n';
        } else {
            for (std::size_t j = 0; j < d.why.size(); ++j)
                std::cout << (j ? "; " : "") << d.why[j].first << ": " << reasons_text(d.why[j].second);
            std::cout << '\n';
        }
    }
}

int run_compare_rules(const arguments& args) {
    const variants_request r = variants_request::read(args);
    piece_placement placement;
    with_named_variant(r.variants.front(), [&](auto v) { placement = teach_commands<decltype(v)>::placement(r.position); });
    std::vector<variant_moves> views;
    for (const auto& name : r.variants)
        with_named_variant(name, [&](auto v) { views.push_back(teach_commands<decltype(v)>::view(placement)); });
    print(draughts::compare(std::move(views)), r.json);
    return 0;
}

int run_svg(const arguments& args) {
    const svg_request r = svg_request::read(args);
    with_named_variant(r.position.variant, [&](auto v) { teach_commands<decltype(v)>::svg(r); });
    return 0;
}

// A rule sheet as text or Markdown.
std::string sheet_text(std::string_view name, const std::vector<rule_line>& lines, bool markdown) {
    std::string out;
    if (markdown) {
        out += "# The rules of " + std::string(name) + " draughts\n\n"
               "Generated by `draughts rules --variant " + std::string(name) + " --markdown` from the facts the move "
               "generator runs on.\n\n| rule | value | article |\n| --- | --- | --- |\n";
        for (const rule_line& l : lines)
            out += "| " + std::string(l.topic) + " | " + l.value + " | " + std::string(l.article) + " |\n";
        return out;
    }
    for (const rule_line& l : lines)
        out += std::string(l.topic) + ": " + l.value + (l.article.empty() ? "" : " (" + std::string(l.article) + ")") + "\n";
    return out;
}

// The facts in which two rule sheets differ (rule_differences), as text or Markdown.
std::string sheet_difference(std::string_view a_name, const std::vector<rule_line>& a, std::string_view b_name,
                             const std::vector<rule_line>& b, bool markdown) {
    const auto words = [](const std::optional<rule_line>& l) {
        if (!l) return std::string("-");
        return l->value + (l->article.empty() ? "" : " (" + std::string(l->article) + ")");
    };
    std::string out;
    if (markdown)
        out += "# " + std::string(a_name) + " and " + std::string(b_name) + " draughts: the differences\n\n"
               "Generated by `draughts rules --diff " + std::string(a_name) + " " + std::string(b_name) +
               " --markdown`.\n\n| rule | " + std::string(a_name) + " | " + std::string(b_name) + " |\n| --- | --- | --- |\n";
    const auto differences = rule_differences(a, b);
    for (const auto& [topic, x, y] : differences) {
        if (markdown)
            out += "| " + std::string(topic) + " | " + words(x) + " | " + words(y) + " |\n";
        else
            out += std::string(topic) + ": " + std::string(a_name) + " " + words(x) + "; " + std::string(b_name) + " " +
                   words(y) + "\n";
    }
    if (differences.empty()) out += "no rule differs\n";
    return out;
}

int run_rules(const arguments& args) {
    const rules_request r = rules_request::read(args);
    if (r.table) {
        std::cout << variant_table_markdown();
        return 0;
    }
    if (r.diff) {
        std::vector<rule_line> a, b;
        std::string a_name, b_name;
        with_named_variant((*r.diff)[0], [&](auto v) { a = teach_commands<decltype(v)>::sheet(); a_name = decltype(v)::name; });
        with_named_variant((*r.diff)[1], [&](auto v) { b = teach_commands<decltype(v)>::sheet(); b_name = decltype(v)::name; });
        std::cout << sheet_difference(a_name, a, b_name, b, r.markdown);
        return 0;
    }
    with_named_variant(*r.variant, [&](auto v) {
        std::cout << sheet_text(decltype(v)::name, teach_commands<decltype(v)>::sheet(), r.markdown);
    });
    return 0;
}

// A game read under the rules its GameType tag names, or else `variant` (--variant's, or the
// file's guess, when `assumed` says why).
pdn_summary summarise(const pdn_record& record, std::string_view variant, std::string_view assumed) {
    pdn_summary s;
    s.number = record.number;
    s.white = record.tag("White");
    s.black = record.tag("Black");
    s.result = record.tag("Result");
    if (!record.find("GameType")) s.assumed = assumed;
    const auto unknown_variant = visit_pdn_variant(
        record, variant, [&](auto v) { pdn_commands<decltype(v)>::replay(record, s); });
    if (unknown_variant) s.error = unknown_variant;
    return s;
}

void print_summary(const std::string& file, const pdn_summary& s, bool json) {
    if (json) {
        json_writer out;
        out.begin_object()
            .field("file", file)
            .field("game", s.number)
            .field("white", s.white)
            .field("black", s.black)
            .field("result", s.result)
            .field("plies", s.plies)
            .field("variant", s.variant);
        // null where there is nothing to say: no guess made, no position set up.
        out.key("assumed");
        if (s.assumed.empty()) out.null(); else out.value(s.assumed);
        out.key("fen");
        if (s.fen.empty()) out.null(); else out.value(s.fen);
        out.field("state", s.state).field("incomplete", s.incomplete).key("error");
        if (s.error)
            out.begin_object()
                .field("line", s.error->line)
                .field("column", s.error->column)
                .field("message", s.error->message)
                .end_object();
        else
            out.null();
        std::cout << out.end_object().text() << '\n';
        return;
    }
    std::cout << file << " game " << s.number << ": " << s.white << " - " << s.black << ", result "
              << (s.result.empty() ? "none" : s.result) << ", " << s.plies << " plies, " << s.state;
    if (!s.assumed.empty())
        std::cout << ", read as " << s.variant << " (no GameType tag: " << s.assumed << "; --variant chooses)";
    if (!s.fen.empty()) std::cout << ", fen " << s.fen;
    if (s.error) std::cout << ", error at " << s.error->what();
    std::cout << '\n';
}

int run_pdn(const arguments& args) {
    const pdn_request r = pdn_request::read(args);
    const std::string variant = r.variant.value_or("");
    // Open every file first: a missing file is a bad argument, reported before any output.
    // "-" is standard input.
    std::vector<std::ifstream> files;
    for (const auto& name : r.files) {
        if (name == "-") {
            files.emplace_back();
            continue;
        }
        std::error_code error;
        if (std::filesystem::is_directory(name, error)) throw usage_error{"cannot read " + shown(name) + ": a directory"};
        files.emplace_back(name, std::ios::binary);
        if (!files.back()) throw usage_error{"cannot read " + shown(name)};
    }
    bool all_valid = true;
    for (std::size_t i = 0; i < files.size(); ++i) {
        std::istream& in = r.files[i] == "-" ? std::cin : static_cast<std::istream&>(files[i]);
        pdn_reader reader(in);
        const auto report = [&](const pdn_record& record, std::string_view rules, std::string_view assumed) {
            const auto s = summarise(record, rules, assumed);
            all_valid = all_valid && !s.error;
            print_summary(r.files[i], s, r.json);
        };
        if (!variant.empty()) {
            while (const auto record = reader.next()) report(*record, variant, "");
            continue;
        }
        // Without --variant, the games without a GameType tag are read under one variant
        // for the whole file, guessed from them all.
        std::vector<pdn_record> records;
        while (auto record = reader.next()) records.push_back(std::move(*record));
        const variant_guess guess = guess_variant(records);
        for (const pdn_record& record : records) report(record, guess.name, guess.reason);
    }
    return all_valid ? 0 : 1;
}

// The options of the commands that read a position.
const std::vector<option> position_syntax{{"--variant"}, {"--fen"}, {"--board"}, {"--empty-rows"}, {"--moves"},
                                          {"--numeric", 0}};

std::vector<option> with_position(std::vector<option> more) {
    more.insert(more.begin(), position_syntax.begin(), position_syntax.end());
    return more;
}

// The program's commands, in the order of its help: the one list of them, each with what its
// line may hold. main() reads the line against it, and the command runs on what was read.
struct command {
    std::string_view name;
    std::string_view summary;  // its line in draughts --help
    std::string_view help;     // draughts <name> --help
    syntax accepts;
    int (*run)(const arguments&);
};

const command commands[] = {
    {"perft", "count the move sequences of each length from a position", perft_help,
     {with_position({{"--depth"}, {"--threads"}, {"--hash"}, {"--divide", 0}, {"--paths", 0}, {"--full", 0},
                     {"--only", 0}, {"--fen-after", 0}, {"--json", 0}, {"--suite"}, {"--max-nodes"}, {"--split"},
                     {"--units"}, {"--sum"}})},
     run_perft},
    {"perft-compare", "compare another generator's perft with ours, and find where they part", compare_help,
     {.options = with_position({{"--depth"}}), .passthrough = true},
     run_compare},
    {"moves", "list every legal move of a position, in long form", moves_help, {position_syntax}, run_moves},
    {"show", "draw a position, its state and its legal moves", show_help, {position_syntax}, run_show},
    {"pdn", "read PDN files, check every move, one line per game", pdn_help,
     {{{"--json", 0}, {"--variant"}}, "PDN files", 1, std::size_t(-1), "no PDN file given"},
     run_pdn},
    {"explain", "say why a move is legal or not, with the rule and its article", explain_help,
     {{{"--variant"}, {"--fen"}, {"--moves"}, {"--json", 0}, {"--numeric", 0}}, "move", 1, 1, "no move to explain"},
     run_explain},
    {"compare", "one position under several rule sets, and the rule behind each difference", compare_rules_help,
     {{{"--variants"}, {"--fen"}, {"--moves"}, {"--json", 0}}},
     run_compare_rules},
    {"rules", "a variant's rules with their articles, or how two variants differ", rules_help,
     {{{"--variant"}, {"--diff", 2, "two variants: --diff V1 V2"}, {"--markdown", 0}, {"--table", 0}}},
     run_rules},
    {"svg", "draw a position, and a move, as an SVG diagram", svg_help,
     {{{"--variant"}, {"--fen"}, {"--moves"}, {"--move"}, {"--labels"}, {"--highlight"}, {"--flip", 0},
       {"--diagonals", 0}}},
     run_svg},
    {"match", "play two engines (Hub or DXP) against each other, the rules as arbiter", draughts_match::match_help,
     draughts_match::match_syntax(), draughts_match::run_match},
};

// --help or -h among a command's own options: those before "--", after which perft-compare
// passes the words to another program.
bool asks_for_help(const std::vector<std::string_view>& rest) {
    for (const std::string_view word : rest) {
        if (word == "--") return false;
        if (word == "--help" || word == "-h") return true;
    }
    return false;
}

// "perft, perft-compare, moves, ...".
std::string command_names() {
    std::string out;
    for (const command& c : commands) out += (out.empty() ? "" : ", ") + std::string(c.name);
    return out;
}

std::string general_help() {
    std::string out = "usage: draughts <command> [options]\n\nCommands:\n";
    for (const command& c : commands)
        out += "  " + std::string(c.name) + std::string(c.name.size() < 8 ? 8 - c.name.size() : 2, ' ') +
               std::string(c.summary) + "\n";
    return out + "\nRun \"draughts <command> --help\" for the options of a command.\n\nVariants (any case):\n" +
           folded(variants_help() + ".", 88, "  ") +
           "  american is American checkers, the English game; American pool checkers is pool.\n";
}

}  // namespace

int main(int argc, char** argv) {
    std::vector<std::string_view> args(argv + 1, argv + argc);
    try {
        if (args.empty()) throw usage_error{"no command (" + command_names() + "); see draughts --help"};
        if (args[0] == "--help" || args[0] == "-h" || args[0] == "help") return std::cout << general_help(), 0;
        const std::vector<std::string_view> rest(args.begin() + 1, args.end());
        for (const command& c : commands)
            if (c.name == args[0]) return asks_for_help(rest) ? (std::cout << c.help, 0) : c.run(arguments(rest, c.accepts));
        throw usage_error{"unknown command " + shown(args[0]) + " (" + command_names() + ")"};
    } catch (const usage_error& e) {
        std::cerr << "draughts: " << e.message << '\n';
        return 2;
    }
}
