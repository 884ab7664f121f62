#pragma once
// A legal move as 32 bits, for a search's transposition and killer tables: its start and end
// squares, whether it captures, and - among the legal moves of its position with the same
// start and end, which only a few long captures share - its rank by captured set. The key
// does not depend on the order of the move list, so a search may sort its moves as it likes.
// find_move gives the move back from the legal moves of a position, or nothing when no legal
// move there has that key (a killer from another position, say).

#include "../core/position.hpp"
#include "generate.hpp"
#include "moves.hpp"

#include <compare>
#include <cstdint>

namespace draughts {

struct move_key {
    std::uint32_t value = 0;  // bits 0-7 the start square's bit, 8-15 the end's, 16 a capture, 17-31 the rank

    [[nodiscard]] constexpr int from() const noexcept { return static_cast<int>(value & 0xff); }
    [[nodiscard]] constexpr int to() const noexcept { return static_cast<int>((value >> 8) & 0xff); }
    [[nodiscard]] constexpr bool is_capture() const noexcept { return ((value >> 16) & 1) != 0; }
    [[nodiscard]] constexpr std::uint32_t rank() const noexcept { return value >> 17; }

    friend constexpr auto operator<=>(const move_key&, const move_key&) noexcept = default;
};

namespace detail {

template <class Board>
[[nodiscard]] constexpr move_key make_key(const basic_move<Board>& m, std::uint32_t rank) noexcept {
    return {static_cast<std::uint32_t>(m.from) | (static_cast<std::uint32_t>(m.to) << 8) |
            (m.is_capture() ? std::uint32_t{1} << 16 : 0) | (rank << 17)};
}

// Whether two moves share their start and end squares and a's captured set sorts before b's.
template <class Board>
[[nodiscard]] constexpr bool ranks_before(const basic_move<Board>& a, const basic_move<Board>& b) noexcept {
    return a.from == b.from && a.to == b.to && a.captured < b.captured;
}

}  // namespace detail

// The key of m, a move of `legal` (the legal moves of its position, in any order).
template <class Board>
[[nodiscard]] constexpr move_key key_of(const basic_move_list<Board>& legal, const basic_move<Board>& m) noexcept {
    std::uint32_t rank = 0;
    if (m.is_capture())
        for (const auto& other : legal) rank += detail::ranks_before(other, m) ? 1 : 0;
    return detail::make_key(m, rank);
}

// The key of m, a legal move of p: a quiet move's at once, a capture's from p's captures.
template <class Variant>
[[nodiscard]] move_key key_of(const position<Variant>& p, const move<Variant>& m) noexcept {
    if (!m.is_capture()) return detail::make_key(m, 0);
    move_list<Variant> legal;
    generate(p, legal);
    return key_of(legal, m);
}

// The move of `legal` with that key, or null when there is none.
template <class Board>
[[nodiscard]] constexpr const basic_move<Board>* find_move(const basic_move_list<Board>& legal, move_key k) noexcept {
    for (const auto& m : legal)
        if (m.from == k.from() && m.to == k.to() && m.is_capture() == k.is_capture() && key_of(legal, m) == k)
            return &m;
    return nullptr;
}

}  // namespace draughts
