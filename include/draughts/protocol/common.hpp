#pragma once
// What the engine protocols (hub.hpp, dxp.hpp) share: a position as one letter per square
// after the side to move, and a move given as its start, end and captured squares turned
// into the legal move of a position. Text only: no I/O.

#include "../core/position.hpp"
#include "../movegen/generate.hpp"
#include "../text/error.hpp"
#include "../text/explain.hpp"
#include "../text/notation.hpp"
#include "../text/read_move.hpp"
#include "../text/scanner.hpp"

#include <algorithm>
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace draughts {

// The letters of a protocol's position text: the side to move first, then one per square in
// the order of the square numbers.
struct position_letters {
    std::string_view protocol;  // for the messages: "Hub", "DXP"
    char white_to_move, black_to_move;
    char white_man, black_man, white_king, black_king, empty;
};

// A move as the protocols send it: start, end and the squares of the captured pieces (in any
// order; none for a quiet move). The path is not given, and need not be: a move is its
// start, end and captured set (PDN 3.0), so it names at most one legal move but where two
// differ only in crowning.
struct protocol_move {
    int from = 0;
    int to = 0;
    std::vector<int> captured;

    friend bool operator==(const protocol_move&, const protocol_move&) = default;
};

namespace detail {

[[nodiscard]] inline std::string quoted_char(char c) { return draughts::quoted(std::string_view(&c, 1)); }

// Reads a position written as letters; `at` is where the text starts in its message, so that
// errors point into the message.
template <class Variant>
[[nodiscard]] result<position<Variant>> read_position_letters(std::string_view text, const position_letters& l,
                                                              std::size_t at = 0) {
    using board = typename Variant::board;
    const auto expected = static_cast<std::size_t>(board::squares) + 1;
    const std::string what = std::string(l.protocol) + " position";
    if (text.size() != expected)
        return parse_error{error_kind::syntax,
                           "a " + what + " of " + std::string(Variant::name) + " draughts has " +
                               std::to_string(expected) + " characters (the side to move, then one per square), not " +
                               std::to_string(text.size()) + ": " + draughts::quoted(text, 60),
                           0, at + 1};
    position<Variant> p;
    if (text[0] == l.white_to_move) {
        p.set_side_to_move(color::white);
    } else if (text[0] == l.black_to_move) {
        p.set_side_to_move(color::black);
    } else {
        return parse_error{error_kind::bad_side_to_move,
                           "the side to move of a " + what + " must be " + std::string(1, l.white_to_move) + " or " +
                               std::string(1, l.black_to_move) + ", not " + quoted_char(text[0]),
                           0, at + 1};
    }
    const int most = rules_of<Variant>::men_per_side();
    for (int square = 1; square <= board::squares; ++square) {
        const auto i = static_cast<std::size_t>(square);
        const char c = text[i];
        const std::size_t column = at + i + 1;
        if (c == l.empty) continue;
        piece pc{};
        if (c == l.white_man) pc = {color::white, piece_kind::man};
        else if (c == l.black_man) pc = {color::black, piece_kind::man};
        else if (c == l.white_king) pc = {color::white, piece_kind::king};
        else if (c == l.black_king) pc = {color::black, piece_kind::king};
        else
            return parse_error{error_kind::syntax,
                               "square " + std::to_string(square) + " of a " + what + " is " + quoted_char(c) +
                                   ", expected one of " + std::string{l.white_man, l.black_man, l.white_king,
                                                                      l.black_king, l.empty},
                               0, column};
        const std::string side = pc.side == color::white ? "White" : "Black";
        // As a FEN (PDN 3.0): no man where it would have been crowned, no more pieces than a side has.
        if (pc.kind == piece_kind::man && (board::square_mask(square) & board::promotion_row(pc.side)))
            return parse_error{error_kind::man_on_promotion_row,
                               "a " + side + " man on " + std::to_string(square) + " would already be a king", 0,
                               column};
        if (p.count(pc.side) == most)
            return parse_error{error_kind::too_many_pieces,
                               side + " has more than " + std::to_string(most) + " pieces", 0, column};
        p.put(square, pc);
    }
    return p;
}

template <class Variant>
[[nodiscard]] std::string write_position_letters(const position<Variant>& p, const position_letters& l) {
    using board = typename Variant::board;
    std::string s(1, p.side_to_move() == color::white ? l.white_to_move : l.black_to_move);
    for (int square = 1; square <= board::squares; ++square) {
        const auto pc = p.at(square);
        if (!pc) s += l.empty;
        else if (pc->side == color::white) s += pc->kind == piece_kind::man ? l.white_man : l.white_king;
        else s += pc->kind == piece_kind::man ? l.black_man : l.black_king;
    }
    return s;
}

[[nodiscard]] inline std::string squares_words(const std::vector<int>& squares) {
    std::string s;
    for (int n : squares) s += (s.empty() ? "" : ", ") + std::to_string(n);
    return s.empty() ? "none" : s;
}

template <class Board>
[[nodiscard]] std::vector<int> captured_numbers(const basic_move<Board>& m) {
    std::vector<int> out;
    for (int b : bits(m.captured)) out.push_back(Board::number(b));
    std::sort(out.begin(), out.end());
    return out;
}

}  // namespace detail

// The protocol form of a legal move: its squares, the captured ones in increasing order.
template <class Variant>
[[nodiscard]] protocol_move to_protocol_move(const move<Variant>& m) {
    return {m.from_square(), m.to_square(), detail::captured_numbers(m)};
}

// The legal move of p that starts, ends and captures where `given` says, the captured squares
// in any order. Errors: a square off the board or captured twice, no legal move with those
// squares (the rule that forbids it, as explain() words it, or the captures the legal moves
// from there to there make), or several (the ambiguous ones, in full). `written` is the move
// as the protocol wrote it, for the messages.
template <class Variant>
[[nodiscard]] result<move<Variant>> find_legal_move(const position<Variant>& p, const protocol_move& given,
                                                    std::string_view written) {
    using board = typename Variant::board;
    using bitboard = typename board::bitboard;
    const std::string text = draughts::quoted(written, 60);
    auto error = [&](error_kind kind, std::string message) { return parse_error{kind, std::move(message), 0, 0}; };
    std::vector<int> all{given.from, given.to};
    all.insert(all.end(), given.captured.begin(), given.captured.end());
    for (int n : all)
        if (!board::on_board(n))
            return error(error_kind::bad_square, text + ": square " + std::to_string(n) + " is off the board (1-" +
                                                     std::to_string(board::squares) + ")");
    bitboard captured{};
    for (int n : given.captured) {
        if (captured & board::square_mask(n))
            return error(error_kind::duplicate_square, text + ": square " + std::to_string(n) + " is captured twice");
        captured |= board::square_mask(n);
    }
    move_list<Variant> legal;
    generate(p, legal);
    std::vector<move<Variant>> same_squares, matching;
    for (const auto& m : legal) {
        if (m.from_square() != given.from || m.to_square() != given.to) continue;
        same_squares.push_back(m);
        if (m.captured == captured) matching.push_back(m);
    }
    if (matching.size() == 1) return matching.front();
    if (matching.size() > 1) {
        std::string list;
        for (const std::string& m : write_moves<Variant>(p, matching, {move_form::full}))
            list += (list.empty() ? "" : ", ") + m;
        return error(error_kind::ambiguous_move, text + " is ambiguous: " + list);
    }
    if (!same_squares.empty()) {
        // The piece may go there, taking other pieces.
        std::string takes;
        for (const auto& m : same_squares)
            takes += (takes.empty() ? "" : "; ") + detail::squares_words(detail::captured_numbers(m));
        std::vector<int> sorted = given.captured;
        std::sort(sorted.begin(), sorted.end());
        return error(error_kind::illegal_move,
                     text + " is not a legal move: it captures " + detail::squares_words(sorted) + ", and the legal " +
                         (same_squares.size() == 1 ? "move" : "moves") + " from " + std::to_string(given.from) +
                         " to " + std::to_string(given.to) + (same_squares.size() == 1 ? " captures " : " capture ") +
                         takes);
    }
    // None from there to there: the rule that forbids it, as the move reader words it.
    const explanation<Variant> e = detail::explainer<Variant>(p, {given.from, given.to}, &legal).run();
    if (e.legal || e.reasons.empty() || e.reasons.front().kind == reason_kind::not_a_move)
        return error(error_kind::illegal_move, text + " is not a legal move");
    std::string message;
    for (const reason& r : e.reasons)
        message += (message.empty() ? "" : "; ") + r.sentence + (r.article.empty() ? "" : " (" + r.article + ")");
    return error(detail::error_of(e.reasons.front().kind), text + " is not a legal move: " + message);
}

}  // namespace draughts
