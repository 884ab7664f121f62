#pragma once
// A game of any variant, chosen by name at run time, spoken in strings, square numbers and
// small structs: the layer the bindings (python/, web/) put their thin wrappers on. The
// library's templates stay behind it: each variant's side is compiled in a translation unit
// of its own (variant.cpp.in), as the draughts program does (cli/).
//
// Nothing here knows Python or JavaScript; errors are input_error exceptions, which a
// binding turns into its own.

#include <cstddef>
#include <cstdint>
#include <exception>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace draughts_any {

// A move as a binding shows it: square numbers (1..squares, the variant's own numbering)
// and its text in the variant's notation.
struct square_move {
    int from = 0;
    int to = 0;
    std::vector<int> captured;  // the pieces it takes, ascending
    std::vector<int> path;      // start, the squares it lands on, end (the path notation writes)
    bool crowned = false;       // a man that ends the move as a king
    std::string text;           // standard notation: short unless another move shares it
    std::string full_text;      // the whole path

    // PDN 3.0: a move is its start, end and the pieces it takes (and, here, its crowning).
    [[nodiscard]] bool same_move(const square_move& o) const noexcept {
        return from == o.from && to == o.to && captured == o.captured && crowned == o.crowned;
    }
};

// A rule at work: explain's reason_kind as a word, the sentence, the variant's article.
struct rule_reason {
    std::string kind;
    std::string sentence;
    std::string article;
};

// What went wrong with something a user gave; `category` says which exception a binding
// raises.
enum class error_category { variant, board, fen, illegal_move, ambiguous_move, pdn, value };

struct input_error : std::exception {
    error_category category = error_category::value;
    std::string message;
    std::string kind;  // the reader's error_kind in words ("bad square", "majority rule", ...)
    std::size_t line = 0;
    std::size_t column = 0;
    std::vector<rule_reason> reasons;  // for a refused move: every rule that excludes it

    input_error() = default;
    input_error(error_category c, std::string m) : category(c), message(std::move(m)) {}
    [[nodiscard]] const char* what() const noexcept override { return message.c_str(); }
};

// Where the game stands (game_state in the library's words).
struct outcome {
    std::string status;  // "ongoing", "win", "draw"
    std::string winner;  // "white", "black", or "" for none
    std::string rule;    // "no legal move", "first king", or the draw rule ("threefold repetition")
    std::string article;
    std::size_t ply = 0;     // moves played when it ended
    std::string result;      // "1-0", "0-1", "1/2-1/2", "*"
    std::string pdn_result;  // as the variant's PDN scores it ("2-0" where a win is 2 points)
    std::string text;        // "White wins (no legal move)", "draw: ... (article)", "ongoing"
};

struct explanation {
    bool legal = false;
    std::optional<square_move> move;   // the legal move the attempt is
    std::vector<rule_reason> reasons;  // every rule that excludes it (or the others, when legal)
    std::vector<square_move> others;   // the legal moves (the others, for a legal attempt)
};

struct divided_count {
    square_move move;
    std::uint64_t nodes = 0;
};

struct perft_request {
    int depth = 0;
    unsigned threads = 1;
    std::size_t hash_megabytes = 0;  // 0: no table
    bool every_path = false;         // count every capture path, not one per (from, to, captured set)
};

struct svg_request {
    std::optional<square_move> move;  // drawn with its path, the pieces it takes, its crowning
    std::vector<int> highlight;
    bool flip = false;
    std::string labels;  // "numbers", "coordinates", "none", or "" for the variant's own
    bool diagonals = false;
};

struct board_shape_info {
    int width = 0;
    int height = 0;
    int squares = 0;
    bool numeric = true;        // the variant numbers its squares (else algebraic names)
    bool every_square = false;  // play on every square (Turkish)
    bool own = true;            // the variant's own board (false: --board's run-time board)
    // The board as drawn from White's side, row by row from the top: each cell's square
    // number, or 0 for a square play is not on.
    std::vector<int> cells;
};

// A piece on a square: 'w', 'b' men, 'W', 'B' kings.
struct placed {
    int square = 0;
    char piece = ' ';
};

class any_game {
public:
    virtual ~any_game() = default;

    [[nodiscard]] virtual std::unique_ptr<any_game> copy() const = 0;
    [[nodiscard]] virtual std::string variant() const = 0;
    [[nodiscard]] virtual board_shape_info board() const = 0;
    [[nodiscard]] virtual std::string square_name(int square) const = 0;  // throws for a square not on the board

    [[nodiscard]] virtual std::vector<square_move> legal_moves() const = 0;
    // A typed move of the side to move ("32-28", "c3:e5", "47x24x8x17x6!"); input_error otherwise.
    [[nodiscard]] virtual square_move parse_move(std::string_view text) const = 0;
    // Plays a legal move; input_error (illegal_move), the game as it was, otherwise.
    virtual square_move push(const square_move& m) = 0;
    virtual square_move push_text(std::string_view text) = 0;
    // Takes back the last move; nothing when none was played.
    virtual std::optional<square_move> pop() = 0;
    [[nodiscard]] virtual const std::vector<square_move>& move_stack() const = 0;

    [[nodiscard]] virtual std::string fen() const = 0;
    [[nodiscard]] virtual std::string setup_fen() const = 0;
    // A new game from the position; input_error (fen), the game as it was, for a bad FEN.
    virtual void set_fen(std::string_view fen) = 0;
    [[nodiscard]] virtual bool white_to_move() const = 0;
    [[nodiscard]] virtual std::vector<placed> pieces() const = 0;
    [[nodiscard]] virtual outcome state() const = 0;

    [[nodiscard]] virtual std::string diagram() const = 0;
    [[nodiscard]] virtual std::string svg(const svg_request& r) const = 0;

    // At C++ speed; a binding may release its interpreter lock around these: they touch
    // only this game, which the caller must not change meanwhile.
    [[nodiscard]] virtual std::uint64_t perft(const perft_request& r) const = 0;
    [[nodiscard]] virtual std::vector<divided_count> divide(const perft_request& r) const = 0;

    // explain (teach/explain.hpp): legal or not, and why, for typed text or a move's path.
    [[nodiscard]] virtual explanation explain(std::string_view text) const = 0;
    [[nodiscard]] virtual explanation explain(const square_move& m) const = 0;

    // The game as PDN (PDN 3.0), its Result tag from the rules' verdict.
    [[nodiscard]] virtual std::string pdn(const std::vector<std::pair<std::string, std::string>>& tags) const = 0;
};

// A game of the variant named (any case, an alias, or a PDN GameType number as text) from
// its start position or a FEN, on its own board or one `width` x `height` with the variant's
// colouring and numbering (the draughts program's --board). input_error otherwise.
struct board_size {
    int width = 0;
    int height = 0;
};
[[nodiscard]] std::unique_ptr<any_game> new_game(std::string_view variant, std::optional<std::string_view> fen,
                                                 std::optional<board_size> board = std::nullopt);
// "10x8" to a size, each side 3..20; input_error (board) otherwise.
[[nodiscard]] board_size read_board_size(std::string_view text);

struct variant_info {
    std::string name;
    std::vector<std::string> aliases;
    int pdn_game_type = 0;  // 0: PDN names no GameType for it
    int width = 0;
    int height = 0;
    bool numeric = true;
    int points_for_a_win = 1;
};
[[nodiscard]] std::vector<variant_info> variants();

struct rule_line {
    std::string topic;
    std::string value;
    std::string article;
};
[[nodiscard]] std::vector<rule_line> rule_sheet(std::string_view variant);
// The facts in which two variants' rule sheets differ (teach/rule_sheet.hpp): each variant's
// line, none where its sheet lacks the topic.
struct rule_difference {
    std::string topic;
    std::optional<rule_line> first;
    std::optional<rule_line> second;
};
[[nodiscard]] std::vector<rule_difference> rule_differences(std::string_view first, std::string_view second);
[[nodiscard]] std::string variant_table_markdown();

// teach/compare.hpp: one position (the first variant's reading of `fen`, or its start
// position) under several rule sets, and the rule behind each difference.
struct compared_variant {
    std::string variant;
    std::vector<std::string> moves;      // in the variant's own notation
    std::vector<std::string> off_board;  // "White man on c3": pieces on no square of its board
};
struct compared_move {
    std::string move;
    std::vector<std::string> legal_in;
    std::vector<std::string> not_in;
    std::vector<std::pair<std::string, std::vector<rule_reason>>> why;
};
struct comparison {
    std::vector<compared_variant> variants;
    std::vector<compared_move> differences;
};
[[nodiscard]] comparison compare(const std::vector<std::string>& variants, std::optional<std::string_view> fen);

// PDN: games read one at a time, each replayed under the variant its GameType names, or the
// one given, or (neither) the one guess_variant finds for the file's games without the tag,
// as the draughts program does.
struct pdn_game_read {
    std::size_t number = 0;  // 1-based, in the file
    std::size_t line = 0;    // where it starts
    std::vector<std::pair<std::string, std::string>> tags;
    std::string variant;  // the rules it was read under ("" when none could be)
    std::string assumed;  // why, when no GameType tag or caller said so
    std::string result;   // the terminator as written ("" for none)
    std::shared_ptr<any_game> game;  // the main line up to the first error; none when it could not be set up
    std::optional<input_error> error;  // the first error (line and column)
    std::vector<input_error> notes;    // what the reader tolerated
    bool incomplete = false;
    std::string text;  // the game written back (PDN 3.0) as far as it was read, comments and variations too
};

class pdn_games {
public:
    // From a file, or from text in memory.
    [[nodiscard]] static std::unique_ptr<pdn_games> open_file(const std::string& path, std::string variant);
    [[nodiscard]] static std::unique_ptr<pdn_games> from_text(std::string text, std::string variant);
    // From a function that fills a buffer and returns how many bytes it wrote, 0 at the end.
    using read_function = std::function<std::size_t(char*, std::size_t)>;
    [[nodiscard]] static std::unique_ptr<pdn_games> from_function(read_function read, std::string variant);
    virtual ~pdn_games() = default;
    // The next game, or nothing at the end.
    [[nodiscard]] virtual std::optional<pdn_game_read> next() = 0;
};

}  // namespace draughts_any
