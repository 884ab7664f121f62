#pragma once
// Square names: numbers (1-50 on 10x10, 1-32 on 8x8, PDN order) and algebraic names
// (a1-h8, a1-j10), read and written (PDN 3.0).

#include "../core/board.hpp"
#include "error.hpp"
#include "scanner.hpp"
#include "../core/variant.hpp"

#include <string>
#include <string_view>

namespace draughts {

template <class Board>
[[nodiscard]] std::string square_name(int number, square_notation notation) {
    if (notation == square_notation::numeric) return std::to_string(number);
    std::string s(1, static_cast<char>('a' + Board::file(number)));
    return s + std::to_string(Board::rank(number));
}

namespace detail {

// Whether a square name may be written in capitals: a typed move may ("C3-D4"), a FEN may
// not, where W, B and K are its own letters (PDN 3.0 writes squares in lower case).
enum class file_letters : bool { lower_case, either_case };

// Reads one square name, numeric (leading zeros allowed) or algebraic, at the cursor.
template <class Board>
[[nodiscard]] result<int> read_square(scanner& in, file_letters letters = file_letters::either_case) {
    const std::size_t start = in.offset();
    if (scanner::is_digit(in.peek())) {
        const auto n = in.read_number(9999);
        if (!n || *n < 1 || *n > static_cast<unsigned>(Board::squares))
            return in.error(
                error_kind::bad_square,
                "square " + excerpt(in.since(start)) + " is off the board (1-" + std::to_string(Board::squares) + ")",
                start);
        return static_cast<int>(*n);
    }
    if (letters == file_letters::either_case ? scanner::is_file_letter(in.peek()) : scanner::is_lower(in.peek())) {
        const int file = in.peek() - (scanner::is_upper(in.peek()) ? 'A' : 'a');
        in.advance();
        const auto rank = in.read_number(99);
        if (!rank.found) return in.error(error_kind::syntax, "expected a rank after the file letter", in.offset());
        const int number = rank.too_large ? 0 : Board::number_at(file, static_cast<int>(*rank));
        if (number == 0) {
            const std::string name = excerpt(in.since(start));
            const bool on_board = file < Board::width && *rank >= 1 && *rank <= static_cast<unsigned>(Board::height);
            return in.error(error_kind::bad_square, name + (on_board ? " is a light square" : " is off the board"),
                            start);
        }
        return number;
    }
    if (in.at_end()) return in.error_here(error_kind::syntax, "expected a square at the end");
    return in.error_here(error_kind::syntax, "expected a square, not " + draughts::quoted(in.rest(), 12));
}

}  // namespace detail

// A whole text as one square name.
template <class Board>
[[nodiscard]] result<int> parse_square(std::string_view text) {
    detail::scanner in(text);
    auto square = detail::read_square<Board>(in);
    if (square && !in.at_end())
        return in.error_here(error_kind::trailing_text,
                             "unexpected " + draughts::quoted(in.rest()) + " after the square");
    return square;
}

}  // namespace draughts
