#pragma once
// PDN FEN, the position text players and tools exchange (PDN 3.0):
// "W:W31-50:B1-20" - side to move, then each colour's pieces; K marks a king.
//
// Read: numeric or algebraic squares, ranges and K-ranges (numeric), surrounding quotes,
// a trailing dot, spaces around separators, an empty side, the ":H<n>:F<n>" counters, and
// where a variant limits a king's run of quiet moves (Frisian 17) each side's run as
// lidraughts writes it, Black's first: ":+128+0" - Black's king on 28 has made one quiet move
// in a row, White has no run (a count without its square names the side's only king).
// Rejected, with the column: an unknown side or colour letter, a square off the board or
// light, a square given twice, a man on the row where it would have been crowned, more
// pieces of a colour than the setup holds, a run the position cannot have, and anything
// after the last field.

#include "../core/position.hpp"
#include "error.hpp"
#include "scanner.hpp"
#include "squares.hpp"

#include <algorithm>
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace draughts {

template <class Variant>
struct fen_record {
    position<Variant> setup;
    std::optional<std::uint32_t> halfmove_clock;  // ":H" (lidraughts): plies since a capture or man move
    std::optional<std::uint32_t> move_number;     // ":F": the number of the next move
};

namespace detail {

template <class Variant>
class fen_reader {
    using board = typename Variant::board;

public:
    explicit fen_reader(std::string_view text) : in_(text) {}

    result<fen_record<Variant>> read() {
        in_.skip_spaces();
        if (in_.at_end()) return in_.error_here(error_kind::empty_input, "empty FEN");
        const bool quoted_text = in_.eat('"');
        in_.skip_spaces();

        const char side = in_.peek();
        if (side != 'W' && side != 'B')
            return in_.error_here(error_kind::bad_side_to_move,
                                  "the side to move must be W or B, not " + draughts::quoted(in_.rest(), 1));
        record_.setup.set_side_to_move(side == 'W' ? color::white : color::black);
        in_.advance();
        const std::size_t after_side = in_.offset();

        std::array<bool, 2> colour_seen{};
        for (;;) {
            in_.skip_spaces();
            if (!in_.eat(':')) break;
            in_.skip_spaces();
            const std::size_t field_start = in_.offset();
            const char letter = in_.peek();
            if (letter == 'W' || letter == 'B') {
                const color c = letter == 'W' ? color::white : color::black;
                auto& seen = colour_seen[static_cast<std::size_t>(c)];
                if (seen)
                    return in_.error(error_kind::syntax,
                                     std::string(letter == 'W' ? "White" : "Black") + " pieces are given twice",
                                     field_start);
                seen = true;
                in_.advance();
                if (auto e = read_pieces(c)) return *e;
            } else if (letter == 'H' || letter == 'F') {
                in_.advance();
                const std::size_t number_start = in_.offset();
                const auto n = in_.read_number(999999);
                if (n.too_large)
                    return in_.error(error_kind::number_too_large,
                                     "the counter " + excerpt(in_.since(number_start)) + " is too large", number_start);
                if (!n) return in_.error_here(error_kind::syntax, std::string("expected a number after ") + letter);
                (letter == 'H' ? record_.halfmove_clock : record_.move_number) = *n;
            } else if (letter == '+') {
                if (runs_) return in_.error(error_kind::syntax, "the king runs are given twice", field_start);
                if (auto e = read_runs()) return *e;
            } else {
                return in_.error_here(error_kind::bad_colour,
                                      "expected W or B before a list of pieces, not " + draughts::quoted(in_.rest(), 1));
            }
        }

        in_.eat('.');
        in_.skip_spaces();
        if (quoted_text) {
            if (!in_.eat('"')) return in_.error_here(error_kind::syntax, "missing closing quote");
            in_.skip_spaces();
        }
        if (!in_.at_end())
            return in_.error_here(error_kind::trailing_text, "unexpected " + draughts::quoted(in_.rest()) + " after the FEN");
        // "W" alone is not an empty board: the pieces are missing (W:W:B writes none).
        if (!colour_seen[0] && !colour_seen[1])
            return parse_error{error_kind::syntax,
                               "expected the pieces after the side to move, as in W:W31,32:B1,2 (W:W:B for none)", 0,
                               after_side + 1};
        if (runs_)
            for (const written_run& r : *runs_)
                if (auto e = set_run(r)) return *e;
        return record_;
    }

private:
    // A king's run as written: its side, moves, square (0: not given) and where it starts.
    struct written_run {
        color side;
        int moves = 0;
        int square = 0;
        std::size_t at = 0;
        std::string_view text{};  // as written, for the errors
    };

    // "+<moves>[<square>]" for Black, then for White. A count is one digit: a run never
    // passes the variant's limit.
    std::optional<parse_error> read_runs() {
        std::array<written_run, 2> runs{written_run{color::black}, written_run{color::white}};
        for (written_run& r : runs) {
            in_.skip_spaces();
            r.at = in_.offset();
            if (!in_.eat('+'))
                return in_.error_here(error_kind::syntax, std::string("expected '+' before ") +
                                                              (r.side == color::white ? "White's" : "Black's") +
                                                              " king run");
            in_.skip_spaces();
            if (!scanner::is_digit(in_.peek()))
                return in_.error_here(error_kind::syntax, "expected the number of king moves after '+'");
            r.moves = in_.peek() - '0';
            in_.advance();
            in_.skip_spaces();
            if (scanner::is_digit(in_.peek()) || scanner::is_lower(in_.peek())) {
                auto square = read_square<board>(in_, file_letters::lower_case);
                if (!square) return square.error();
                r.square = *square;
            }
            r.text = in_.since(r.at);
        }
        runs_ = runs;
        return std::nullopt;
    }

    // A run the pieces allow: the variant limits runs, the count is within the limit, and
    // the square holds a king of that side (a count without a square: the side's only king).
    std::optional<parse_error> set_run(const written_run& r) {
        using rules = rules_of<Variant>;
        position<Variant>& pos = record_.setup;
        const std::string side = r.side == color::white ? "White" : "Black";
        const std::string written = draughts::quoted(r.text) + ": ";
        if constexpr (!position<Variant>::keeps_king_runs) {
            return in_.error(error_kind::bad_king_run,
                             written + std::string(Variant::name) +
                                 " draughts does not limit a king's moves in a row, so a FEN of it has no king runs",
                             r.at);
        } else {
            if (r.moves == 0) {
                if (r.square != 0)
                    return in_.error(error_kind::bad_king_run, written + side + "'s run of 0 moves names a king", r.at);
                return std::nullopt;
            }
            if (r.moves > rules::king_move_limit)
                return in_.error(error_kind::bad_king_run,
                                 written + side + "'s king makes " + std::to_string(r.moves) +
                                     " moves in a row, at most " + std::to_string(rules::king_move_limit.value) + " (" +
                                     std::string(rules::king_move_limit.article) + ")",
                                 r.at);
            int square = r.square;
            if (square == 0) {
                if (popcount(pos.kings(r.side)) != 1)
                    return in_.error(error_kind::bad_king_run,
                                     written + side + " has " + std::to_string(popcount(pos.kings(r.side))) +
                                         " kings: the run must name its king's square",
                                     r.at);
                square = board::number(lowest_bit(pos.kings(r.side)));
            } else if (!has_bit(pos.kings(r.side), board::bit(square))) {
                return in_.error(error_kind::bad_king_run,
                                 written + "no " + side + " king on " + square_name<board>(square, rules::notation) +
                                     " to have made the run",
                                 r.at);
            }
            pos.set_run(r.side, {square, r.moves});
            return std::nullopt;
        }
    }

    // The list after a colour letter: items separated by commas, possibly none at all.
    std::optional<parse_error> read_pieces(color c) {
        in_.skip_spaces();
        const char next = in_.peek();
        if (in_.at_end() || next == ':' || next == '.' || next == '"') return std::nullopt;  // an empty side
        for (;;) {
            in_.skip_spaces();
            if (auto e = read_item(c)) return e;
            in_.skip_spaces();
            if (!in_.eat(',')) return std::nullopt;
        }
    }

    // "31", "K31", "a1", "Ka1", "31-35", "K31-35".
    std::optional<parse_error> read_item(color c) {
        const bool king = in_.eat('K');
        const std::size_t start = in_.offset();
        const bool numeric = scanner::is_digit(in_.peek());
        auto first = read_square<board>(in_, file_letters::lower_case);
        if (!first) return first.error();
        int last = *first;
        in_.skip_spaces();
        if (in_.peek() == '-') {
            if (!numeric) return in_.error_here(error_kind::syntax, "ranges take square numbers");
            in_.advance();
            in_.skip_spaces();
            if (!scanner::is_digit(in_.peek()))
                return in_.error_here(error_kind::syntax, "expected a square number after '-'");
            auto end = read_square<board>(in_, file_letters::lower_case);
            if (!end) return end.error();
            if (*end < *first)
                return in_.error(error_kind::syntax, "a range must go up: " + std::string(in_.since(start)), start);
            last = *end;
        }
        for (int n = *first; n <= last; ++n)
            if (auto e = place(n, piece{c, king ? piece_kind::king : piece_kind::man}, start)) return e;
        return std::nullopt;
    }

    std::optional<parse_error> place(int number, piece p, std::size_t at) {
        position<Variant>& pos = record_.setup;
        const std::string name = square_name<board>(number, rules_of<Variant>::notation);
        if (pos.at(number)) return in_.error(error_kind::duplicate_square, "square " + name + " is given twice", at);
        // PDN 3.0: a man cannot stand where it would already have been crowned.
        if (p.kind == piece_kind::man && (board::square_mask(number) & board::promotion_row(p.side)))
            return in_.error(error_kind::man_on_promotion_row,
                             std::string(p.side == color::white ? "a White" : "a Black") + " man on " + name +
                                 " would already be a king",
                             at);
        const int most = rules_of<Variant>::men_per_side();
        if (pos.count(p.side) == most)
            return in_.error(error_kind::too_many_pieces,
                             std::string(p.side == color::white ? "White" : "Black") + " has more than " +
                                 std::to_string(most) + " pieces",
                             at);
        pos.put(number, p);
        return std::nullopt;
    }

    scanner in_;
    fen_record<Variant> record_;
    std::optional<std::array<written_run, 2>> runs_;
};

}  // namespace detail

template <class Variant>
[[nodiscard]] result<fen_record<Variant>> read_fen_record(std::string_view text) {
    return detail::fen_reader<Variant>(text).read();
}

template <class Variant>
[[nodiscard]] result<position<Variant>> read_fen(std::string_view text) {
    auto record = read_fen_record<Variant>(text);
    if (!record) return record.error();
    return record->setup;
}

// The canonical FEN: the variant's square notation, pieces listed from White's side of the
// board, no ranges, no counters, and the king runs (Frisian 17) where a side has one.
// Reading it gives back the same position.
template <class Variant>
[[nodiscard]] std::string write_fen(const position<Variant>& p,
                                    square_notation notation = rules_of<Variant>::notation) {
    using board = typename Variant::board;
    std::string s = p.side_to_move() == color::white ? "W" : "B";
    for (color c : {color::white, color::black}) {
        std::vector<int> squares;
        for (int b : bits(p.pieces(c))) squares.push_back(board::number(b));
        if (notation == square_notation::algebraic) {
            std::sort(squares.begin(), squares.end(), [](int a, int b) {
                return std::pair(board::rank(a), board::file(a)) < std::pair(board::rank(b), board::file(b));
            });
        } else {
            std::sort(squares.begin(), squares.end());
        }
        s += c == color::white ? ":W" : ":B";
        bool first = true;
        for (int n : squares) {
            if (!first) s += ',';
            first = false;
            if (p.kings(c) & board::square_mask(n)) s += 'K';
            s += square_name<board>(n, notation);
        }
    }
    if (p.run(color::white).moves || p.run(color::black).moves) {
        s += ':';
        for (color c : {color::black, color::white}) {
            const king_run r = p.run(c);
            s += '+' + std::to_string(r.moves);
            if (r.moves) s += square_name<board>(r.square, notation);
        }
    }
    return s;
}

}  // namespace draughts
