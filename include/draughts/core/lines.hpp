#pragma once
// The board's named diagonals, as data: the main road, the doubles, the triples and the
// kosyaks of the 64-square board (FMJD rules of 64-square draughts 2.3; the Russian rules
// 1.2), and the main road and the doubles of the 100-square board, with their Russian names
// and English glosses. A draw rule speaks of the main road (FMJD-64 7.2.7), so the main
// road is a rule fact, not only a teaching aid.
//
// The names belong to the board with the dark corner at White's left; other boards have
// no named lines here. A line runs between two squares given by file (0 = a) and rank
// (1 = White's side); the short sides of the double, the triple and the kosyak are two
// lines each.

#include "board.hpp"

#include <array>
#include <cstddef>
#include <span>
#include <string_view>

namespace draughts {

struct named_line {
    std::string_view name;             // "main road"
    std::string_view russian;          // "большая дорога"
    std::string_view transliteration;  // "bolshaya doroga"
    int from_file, from_rank, to_file, to_rank;
};

namespace detail {

inline constexpr std::array<named_line, 13> lines_8x8{{
    {"main road", "большая дорога", "bolshaya doroga", 0, 1, 7, 8},
    {"lower double", "нижний двойник", "nizhniy dvoynik", 6, 1, 0, 7},
    {"upper double", "верхний двойник", "verkhniy dvoynik", 7, 2, 1, 8},
    {"double, short side", "двойник", "dvoynik", 6, 1, 7, 2},
    {"double, short side", "двойник", "dvoynik", 0, 7, 1, 8},
    {"lower triple", "нижний тройник", "nizhniy troynik", 2, 1, 7, 6},
    {"upper triple", "верхний тройник", "verkhniy troynik", 0, 3, 5, 8},
    {"triple, short side", "тройник", "troynik", 0, 3, 2, 1},
    {"triple, short side", "тройник", "troynik", 5, 8, 7, 6},
    {"lower kosyak", "нижний косяк", "nizhniy kosyak", 4, 1, 0, 5},
    {"upper kosyak", "верхний косяк", "verkhniy kosyak", 3, 8, 7, 4},
    {"kosyak, short side", "косяк", "kosyak", 4, 1, 7, 4},
    {"kosyak, short side", "косяк", "kosyak", 0, 5, 3, 8},
}};

// 10x10: the main road 46-5, the lower double 6-50 and the upper double 1-45.
inline constexpr std::array<named_line, 3> lines_10x10{{
    {"main road", "большая дорога", "bolshaya doroga", 0, 1, 9, 10},
    {"lower double", "нижний двойник", "nizhniy dvoynik", 0, 9, 8, 1},
    {"upper double", "верхний двойник", "verkhniy dvoynik", 1, 10, 9, 2},
}};

}  // namespace detail

// The named lines of a board: none for a board the names do not belong to.
template <class Board>
[[nodiscard]] constexpr std::span<const named_line> named_lines() noexcept {
    if constexpr (Board::is_fixed && Board::colours == colouring::dark_lower_left &&
                  Board::played == playing_squares::dark) {
        if constexpr (Board::width == 8 && Board::height == 8) return detail::lines_8x8;
        if constexpr (Board::width == 10 && Board::height == 10) return detail::lines_10x10;
    }
    return {};
}

// The squares of a line, from its first end to its other.
template <class Board>
[[nodiscard]] constexpr typename Board::bitboard line_squares(const named_line& l) noexcept {
    typename Board::bitboard squares{};
    const int file_step = l.to_file > l.from_file ? 1 : -1;
    const int rank_step = l.to_rank > l.from_rank ? 1 : -1;
    for (int f = l.from_file, r = l.from_rank;; f += file_step, r += rank_step) {
        if (const int n = Board::number_at(f, r)) squares |= Board::square_mask(n);
        if (f == l.to_file) break;
    }
    return squares;
}

// The main road: the long diagonal from the dark corner at White's left (a1-h8 on 8x8,
// 46-5 on 10x10), on any board where play is on the dark squares from that corner.
namespace detail {
template <class Board>
[[nodiscard]] constexpr typename Board::bitboard main_road_squares() noexcept {
    return Board::mask_of([](int n) { return Board::file(n) == Board::rank(n) - 1; });
}
template <class Board>
inline constexpr typename Board::bitboard fixed_main_road = main_road_squares<Board>();
}  // namespace detail

template <class Board>
[[nodiscard]] constexpr typename Board::bitboard main_road() noexcept {
    if constexpr (Board::is_fixed)
        return detail::fixed_main_road<Board>;
    else
        return detail::main_road_squares<Board>();
}

template <class Board>
[[nodiscard]] constexpr bool on_main_road(int square) noexcept {
    return Board::on_board(square) && (main_road<Board>() & Board::square_mask(square)) != typename Board::bitboard{};
}

}  // namespace draughts
