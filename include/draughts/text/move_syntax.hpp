#pragma once
// The syntax of a written move, before it meets a position: its squares, separators and
// annotation (PDN 3.0 and what real files hold), and the squares a written path passes.

#include "../core/board.hpp"
#include "error.hpp"
#include "scanner.hpp"
#include "squares.hpp"

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace draughts::detail {

// The syntax of a move, before it is matched against a position.
struct move_syntax {
    std::vector<int> squares;        // square numbers as written
    bool capture_separator = false;  // "x" or ":" was written
    bool quiet_separator = false;    // "-" was written
    std::vector<std::string> typed;  // each square as it was typed ("c3", "05"), for messages
    std::string text;                // the move as it was typed, without its annotation
    std::string annotation;
    std::size_t start = 0;  // offsets in the text, for messages
};

[[nodiscard]] constexpr bool is_strength_mark(char c) noexcept { return c == '!' || c == '?'; }

// Reads an annotation at the cursor, if any: a strength mark (! ? !! ?? !? ?!), then a win
// or draw mark from Russian printed notation (x or × for a win, = for a draw). What does not
// fit is left for the caller to report.
inline std::string read_annotation(scanner& in) {
    const std::size_t start = in.offset();
    if (is_strength_mark(in.peek())) in.advance(is_strength_mark(in.peek(1)) ? 2 : 1);
    if (in.peek() == 'x' || in.peek() == '=') {
        in.advance();
    } else if (in.rest().substr(0, 2) == "\xC3\x97") {  // "×" in UTF-8
        in.advance(2);
    }
    return std::string(in.since(start));
}

[[nodiscard]] inline bool starts_square(char c) noexcept { return scanner::is_digit(c) || scanner::is_file_letter(c); }

// Where a move's text comes from, which decides one case: after a quiet move, an 'x' glued on
// ("c3-d4x") is the win mark in a game's text, as printed games write it, while a move typed
// alone asks for the mark to stand apart ("c3-d4 x"), as the glued one reads as a capture
// separator whose square was forgotten.
enum class text_origin : bool { game_text, typed };

// Reads "32-28", "28x19", "c3:e5:g7", "05 - 10", "a3b4", and the annotation after it.
template <class Board>
[[nodiscard]] result<move_syntax> read_move_syntax(scanner& in, text_origin source = text_origin::game_text) {
    move_syntax s;
    in.skip_spaces();
    s.start = in.offset();
    if (in.at_end()) return in.error_here(error_kind::empty_input, "no move");
    const bool algebraic = scanner::is_file_letter(in.peek());
    std::size_t square_start = in.offset();
    auto first = read_square<Board>(in);
    if (!first) return first.error();
    s.squares.push_back(*first);
    s.typed.emplace_back(in.since(square_start));
    for (;;) {
        const scanner before = in;
        in.skip_spaces();
        const char c = in.peek();
        if (c == '-' || c == 'x' || c == 'X' || c == ':') {
            const std::size_t separator = in.offset();
            in.advance();
            in.skip_spaces();
            if (!starts_square(in.peek())) {
                if (c == 'x' && s.squares.size() >= 2) {  // no square follows: the Russian win mark
                    const bool glued_to_quiet = separator == before.offset() && !s.capture_separator;
                    if (source == text_origin::typed && glued_to_quiet)
                        return in.error(error_kind::syntax,
                                        "expected a square after 'x' in " +
                                            draughts::quoted(std::string(in.since(s.start)) + std::string(in.rest()), 24),
                                        separator);
                    in = before;
                    break;
                }
                return in.error_here(error_kind::syntax, std::string("expected a square after '") + c + "'");
            }
            (c == '-' ? s.quiet_separator : s.capture_separator) = true;
        } else if (!(algebraic && scanner::is_file_letter(c) && in.offset() == before.offset())) {
            // Algebraic squares may follow each other directly ("a3b4"); anything else ends the move.
            in = before;
            break;
        }
        square_start = in.offset();
        auto next = read_square<Board>(in);
        if (!next) return next.error();
        s.squares.push_back(*next);
        s.typed.emplace_back(in.since(square_start));
    }
    if (s.squares.size() < 2)
        return in.error_here(error_kind::syntax, "expected a separator and a square after the first square");
    s.text = std::string(in.since(s.start));
    in.skip_spaces();
    s.annotation = read_annotation(in);
    return s;
}

// The squares from a (not included) to b (included) along the one line that joins them - a
// diagonal, a row or a file - or none when no line does.
template <class Board>
[[nodiscard]] std::vector<int> line_between(int a, int b) {
    const int df = Board::file(b) - Board::file(a);
    const int dr = Board::rank(b) - Board::rank(a);
    if (a == b || (df != 0 && dr != 0 && df != dr && df != -dr)) return {};
    const direction d = dr == 0   ? (df < 0 ? direction::west : direction::east)
                        : df == 0 ? (dr < 0 ? direction::south : direction::north)
                        : dr > 0  ? (df < 0 ? direction::north_west : direction::north_east)
                                  : (df < 0 ? direction::south_west : direction::south_east);
    std::vector<int> squares;
    for (int n = Board::neighbour(a, d); n != 0; n = Board::neighbour(n, d)) {
        squares.push_back(n);
        if (n == b) return squares;
    }
    return {};
}

// Every square a capture passes over, in order, from its path: the squares of every
// segment, the captured pieces' squares among them. Lets a reader accept intermediate
// squares that are not canonical.
template <class Board>
[[nodiscard]] std::vector<int> passed_squares(const std::vector<int>& path) {
    std::vector<int> squares;
    for (std::size_t i = 0; i + 1 < path.size(); ++i) {
        const std::vector<int> segment = line_between<Board>(path[i], path[i + 1]);
        squares.insert(squares.end(), segment.begin(), segment.end());
    }
    return squares;
}

// The squares of those where the piece could stand once it has captured: not before its
// first captured piece, and not on a captured piece.
template <class Board>
[[nodiscard]] std::vector<int> squares_after_first_capture(const std::vector<int>& path,
                                                           typename Board::bitboard captured) {
    std::vector<int> squares;
    bool captured_one = false;
    for (int n : passed_squares<Board>(path)) {
        if (Board::square_mask(n) & captured)
            captured_one = true;
        else if (captured_one)
            squares.push_back(n);
    }
    return squares;
}

// Whether `wanted` appears in `within` in the same order, gaps allowed.
[[nodiscard]] inline bool is_subsequence(const std::vector<int>& wanted, const std::vector<int>& within) {
    std::size_t i = 0;
    for (int n : within)
        if (i < wanted.size() && wanted[i] == n) ++i;
    return i == wanted.size();
}

// Skips a move number at the cursor ("12." or "12...", PDN 3.0), if there is one.
inline void skip_move_number(scanner& in) {
    std::size_t digits = 0;
    while (scanner::is_digit(in.peek(digits))) ++digits;
    if (digits == 0 || in.peek(digits) != '.') return;
    in.advance(digits);
    while (in.eat('.')) {
    }
}

// Whether the text is a move number and nothing else ("12.", "12...").
[[nodiscard]] inline bool is_move_number(std::string_view text) {
    scanner in(text);
    skip_move_number(in);
    return in.offset() > 0 && in.at_end();
}

// A whole text as one move's syntax, nothing after it but spaces: a move as someone types it,
// perhaps after its number as a game's text writes it ("1. 32-28", "12... 19-23").
template <class Board>
[[nodiscard]] result<move_syntax> read_whole_move_syntax(std::string_view text) {
    scanner in(text);
    in.skip_spaces();
    skip_move_number(in);
    auto syntax = read_move_syntax<Board>(in, text_origin::typed);
    if (!syntax) return syntax.error();
    in.skip_spaces();
    if (!in.at_end())
        return in.error_here(error_kind::trailing_text, "unexpected " + draughts::quoted(in.rest()) + " after the move");
    return syntax;
}

}  // namespace draughts::detail
