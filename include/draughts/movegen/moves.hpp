#pragma once
// What the move generators share: the move types of a variant, which capture paths count
// as moves, the directions each kind of piece goes in, and small helpers along a line.

#include "../core/bitboard.hpp"
#include "../core/board.hpp"
#include "../core/move.hpp"
#include "../core/position.hpp"
#include "../core/variant.hpp"

#include <array>
#include <cstddef>
#include <cstdint>
#include <utility>

namespace draughts {

// Which capture paths count as moves. Two paths with the same start, end and captured set
// are one move (the identity PDN 3.0 and every strong engine use); the "every path"
// convention of some published perft tables counts each path.
enum class paths : std::uint8_t { unique, every };

template <class Variant>
using move_list = basic_move_list<typename Variant::board>;

template <class Variant>
using move = basic_move<typename Variant::board>;

namespace detail {

template <class Board>
DRAUGHTS_ALWAYS_INLINE [[nodiscard]] constexpr basic_move<Board> make_move(int from, int to,
                                                                           typename Board::bitboard captured,
                                                                           bool promotes) noexcept {
    return {captured, static_cast<std::uint8_t>(from), static_cast<std::uint8_t>(to), promotes};
}

// The directions of a set as side Us goes them, in a constant array for for_each_direction:
// White's in the order of the enum, Black's their mirror images in the same order (so that
// Black's forward-left comes where White's does).
template <direction_set Set, color Us>
inline constexpr auto directions_of = [] {
    std::array<direction, Set.size()> out{};
    std::size_t n = 0;
    for (std::size_t i = 0; i < 8; ++i) {
        const auto d = static_cast<direction>(i);
        if (Set.contains(d)) out[n++] = Us == color::white ? d : direction_set::mirrored(d);
    }
    return out;
}();

// The directions each kind of piece of side Us moves and captures in: the variant's facts
// (rules_of says what they are where a variant does not state them).
template <class Variant, color Us>
struct piece_directions {
    using rules = rules_of<Variant>;

    static constexpr auto man_moves = directions_of<rules::man_moves.value, Us>;
    static constexpr auto man_captures = directions_of<rules::man_captures.value, Us>;
    // Kings go every way alike, in the order of the enum for both sides.
    static constexpr auto king_moves = directions_of<rules::king_moves.value, color::white>;
    static constexpr auto king_captures = directions_of<rules::king_captures.value, color::white>;
};

// Calls f.template operator()<D>() for each direction D of a constant array, in order.
template <const auto& Directions, class F>
DRAUGHTS_ALWAYS_INLINE constexpr void for_each_direction(F&& f) {
    [&]<std::size_t... I>(std::index_sequence<I...>) DRAUGHTS_LAMBDA_ALWAYS_INLINE {
        (f.template operator()<Directions[I]>(), ...);
    }(std::make_index_sequence<Directions.size()>{});
}

// Along the line from `square` in direction D: the first square that is not empty (a
// one-bit set, none when the way is free to the edge), and the empty squares before it.
template <class Board, direction D>
DRAUGHTS_ALWAYS_INLINE [[nodiscard]] constexpr typename Board::bitboard first_piece(
    int square, typename Board::bitboard empty) noexcept {
    const auto pieces = Board::template ray<D>(square) & ~empty;
    return pieces ? single_bit<typename Board::bitboard>(Board::template nearest<D>(pieces))
                  : typename Board::bitboard{};
}

template <class Board, direction D>
DRAUGHTS_ALWAYS_INLINE [[nodiscard]] constexpr typename Board::bitboard empty_before(
    int square, typename Board::bitboard piece, typename Board::bitboard empty) noexcept {
    const auto ray = Board::template ray<D>(square);
    return piece ? ray & ~Board::template ray<D>(lowest_bit(piece)) & empty : ray;
}

// Calls f.template operator()<Us>() with the side to move as a compile-time colour.
template <class Variant, class F>
constexpr decltype(auto) for_side_to_move(const position<Variant>& p, F&& f) {
    if (p.side_to_move() == color::white) return f.template operator()<color::white>();
    return f.template operator()<color::black>();
}

}  // namespace detail
}  // namespace draughts
