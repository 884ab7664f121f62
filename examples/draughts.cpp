// draughts: perft, legal moves and board diagrams from the command line.
//
// The interface is a contract that scripts and tests rely on (DESIGN.md):
//   draughts perft --variant V [--fen FEN] --depth N [--divide] [--paths] [--threads N] [--full]
//   draughts moves --variant V [--fen FEN]
//   draughts show  --variant V [--fen FEN]
//   draughts pdn [--json] [--variant V] FILE...
// Exit status 0 on success, 2 with a one-line message on stderr for bad arguments or FEN;
// pdn exits with 1 when a game is invalid.

#include "cli/commands.hpp"

#include <draughts/draughts.hpp>

#include <cstdio>
#include <fstream>
#include <iostream>
#include <string>
#include <string_view>
#include <vector>

namespace {

using namespace draughts;
using namespace draughts_cli;

constexpr std::string_view general_help = R"(usage: draughts <command> [options]

Commands:
  perft   count the move sequences of each length from a position
  moves   list every legal move of a position, in long form
  show    draw a position, its state and its legal moves
  pdn     read PDN files, check every move, one line per game

Run "draughts <command> --help" for the options of a command.
Variants: russian, international, brazilian.
)";

constexpr std::string_view perft_help =
    R"(usage: draughts perft --variant V [--fen FEN] --depth N [--divide] [--paths] [--threads N] [--full]

Prints one line per depth d = 1..N:  depth <d> nodes <count> time <seconds> mnps <rate>

  --variant V   russian, international or brazilian
  --fen FEN     the position (PDN FEN); default: the start position
  --depth N     the deepest depth to count (0-64)
  --divide      also one line per root move (long form and count) for the last depth
  --paths       count every capture path; default: one per (from, to, captured set)
  --full        make every leaf move instead of counting the last ply in bulk
  --threads N   split the work over N threads (default 1)
)";

constexpr std::string_view moves_help = R"(usage: draughts moves --variant V [--fen FEN]

Prints every legal move, one per line, in long form (from, one square per captured
piece, to) and nothing else.

  --variant V   russian, international or brazilian
  --fen FEN     the position (PDN FEN); default: the start position
)";

constexpr std::string_view pdn_help = R"(usage: draughts pdn [--json] [--variant V] FILE...

Reads every game of the files and checks every move, the moves of variations too.
Prints one line per game: its number, players, result tag, plies of the main line,
state after them, final position (FEN), and the first error with line and column.
Exit status 1 when a game is invalid, 0 otherwise (an unfinished game is not invalid).

  --json        one JSON object per game instead: file, game, white, black, result,
                plies, fen, state, incomplete, error (null or {line, column, message})
  --variant V   the variant of games without a GameType tag (default international)
)";

constexpr std::string_view show_help = R"(usage: draughts show --variant V [--fen FEN]

Draws the board with coordinates, then the side to move, the game state and the
legal moves in standard notation.

  --variant V   russian, international or brazilian
  --fen FEN     the position (PDN FEN); default: the start position
)";

// Runs f(Variant{}) for the --variant the user named.
template <class F>
void with_variant(const arguments& args, F&& f) {
    const auto name = args.value("--variant");
    if (!name) throw usage_error{std::string("missing --variant (") + variant_names() + ")"};
    if (!visit_variant(std::string_view(*name), f))
        throw usage_error{"unknown variant " + shown(*name) + " (" + variant_names() + ")"};
}

int run_perft(const arguments& args) {
    if (args.help()) return std::cout << perft_help, 0;
    no_positional(args);
    if (!args.has("--depth")) throw usage_error{"missing --depth"};
    const int depth = static_cast<int>(args.number("--depth", 0, 64, 0));
    const unsigned threads = static_cast<unsigned>(args.number("--threads", 1, 256, 1));
    with_variant(args, [&](auto variant) { variant_commands<decltype(variant)>::perft(args, depth, threads); });
    return 0;
}

int run_moves(const arguments& args) {
    if (args.help()) return std::cout << moves_help, 0;
    no_positional(args);
    with_variant(args, [&](auto variant) { variant_commands<decltype(variant)>::moves(args); });
    return 0;
}

int run_show(const arguments& args) {
    if (args.help()) return std::cout << show_help, 0;
    no_positional(args);
    with_variant(args, [&](auto variant) { variant_commands<decltype(variant)>::show(args); });
    return 0;
}

// A JSON string: quotes, backslashes and control characters escaped; bytes that are not
// UTF-8 (cp1251 names in old Russian files) read as Latin-1, so the output stays UTF-8.
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

pdn_summary summarise(const pdn_record& record, std::string_view fallback_variant) {
    pdn_summary s{record.number,
                  std::string(record.tag("White")),
                  std::string(record.tag("Black")),
                  std::string(record.tag("Result")),
                  "",
                  "",
                  0,
                  false,
                  std::nullopt};
    const auto unknown_variant = visit_pdn_variant(
        record, fallback_variant, [&](auto variant) { variant_commands<decltype(variant)>::replay(record, s); });
    if (unknown_variant) s.error = unknown_variant;
    return s;
}

void print_summary(const std::string& file, const pdn_summary& s, bool json) {
    if (json) {
        std::cout << "{\"file\":" << json_string(file) << ",\"game\":" << s.number
                  << ",\"white\":" << json_string(s.white) << ",\"black\":" << json_string(s.black)
                  << ",\"result\":" << json_string(s.result) << ",\"plies\":" << s.plies
                  << ",\"fen\":" << json_string(s.fen) << ",\"state\":" << json_string(s.state)
                  << ",\"incomplete\":" << (s.incomplete ? "true" : "false") << ",\"error\":";
        if (s.error)
            std::cout << "{\"line\":" << s.error->line << ",\"column\":" << s.error->column
                      << ",\"message\":" << json_string(s.error->message) << '}';
        else
            std::cout << "null";
        std::cout << "}\n";
        return;
    }
    std::cout << file << " game " << s.number << ": " << s.white << " - " << s.black << ", result "
              << (s.result.empty() ? "none" : s.result) << ", " << s.plies << " plies, " << s.state;
    if (!s.fen.empty()) std::cout << ", fen " << s.fen;
    if (s.error) std::cout << ", error at " << s.error->what();
    std::cout << '\n';
}

int run_pdn(const arguments& args) {
    if (args.help()) return std::cout << pdn_help, 0;
    if (args.positional().empty()) throw usage_error{"no PDN file given"};
    const std::string variant = args.value("--variant").value_or(std::string(international::name));
    if (!visit_variant(std::string_view(variant), [](auto) {}))
        throw usage_error{"unknown variant " + shown(variant) + " (" + variant_names() + ")"};
    // Open every file first: a missing file is a bad argument, reported before any output.
    std::vector<std::ifstream> files;
    for (const auto& name : args.positional()) {
        files.emplace_back(name, std::ios::binary);
        if (!files.back()) throw usage_error{"cannot read " + shown(name)};
    }
    bool all_valid = true;
    for (std::size_t i = 0; i < files.size(); ++i) {
        pdn_reader reader(files[i]);
        while (const auto record = reader.next()) {
            const auto s = summarise(*record, variant);
            all_valid = all_valid && !s.error;
            print_summary(args.positional()[i], s, args.has("--json"));
        }
    }
    return all_valid ? 0 : 1;
}

}  // namespace

int main(int argc, char** argv) {
    std::vector<std::string_view> args(argv + 1, argv + argc);
    try {
        if (args.empty()) throw usage_error{"no command (perft, moves, show, pdn); see draughts --help"};
        if (args[0] == "--help" || args[0] == "-h" || args[0] == "help") return std::cout << general_help, 0;
        const std::string_view command = args[0];
        const std::vector<std::string_view> rest(args.begin() + 1, args.end());
        if (command == "perft")
            return run_perft(
                arguments(rest, {"--divide", "--paths", "--full"}, {"--variant", "--fen", "--depth", "--threads"}));
        if (command == "moves") return run_moves(arguments(rest, {}, {"--variant", "--fen"}));
        if (command == "show") return run_show(arguments(rest, {}, {"--variant", "--fen"}));
        if (command == "pdn") return run_pdn(arguments(rest, {"--json"}, {"--variant"}));
        throw usage_error{"unknown command " + shown(command) + " (perft, moves, show, pdn)"};
    } catch (const usage_error& e) {
        std::cerr << "draughts: " << e.message << '\n';
        return 2;
    }
}
