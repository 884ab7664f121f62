#pragma once
// Board geometry, derived at compile time from the board size: square numbers, algebraic
// coordinates, bit layout, masks and the four diagonal directions.
//
// Layout (the "ghost square" layout of Moby Dam, dctl and Scan): the dark squares are
// numbered row by row from Black's side, 1 = b8 (b10) at the top left, as in PDN. Square
// number n lives at bit (n - 1) + (n - 1) / Size: after every two rows one bit is left
// unused. With that gap a diagonal step is the same shift from every square (Size / 2 or
// Size / 2 + 1), and a step off the left or right edge lands on an unused bit, which no
// mask of real squares contains. So a whole set of pieces moves with one shift and one mask.

#include "bitboard.hpp"

#include <array>
#include <cstdint>
#include <type_traits>

namespace draughts {

enum class color : std::uint8_t { white, black };

[[nodiscard]] constexpr color operator~(color c) noexcept { return c == color::white ? color::black : color::white; }

// The four diagonal directions, as White sees the board: north is towards Black.
enum class direction : std::uint8_t { north_west, north_east, south_west, south_east };

inline constexpr std::array<direction, 4> all_directions{direction::north_west, direction::north_east,
                                                         direction::south_west, direction::south_east};

[[nodiscard]] constexpr direction reverse(direction d) noexcept {
    switch (d) {
    case direction::north_west: return direction::south_east;
    case direction::north_east: return direction::south_west;
    case direction::south_west: return direction::north_east;
    default: return direction::north_west;
    }
}

template <int Size, class Bitboard = std::uint64_t>
struct board {
    static_assert(Size >= 4 && Size % 2 == 0, "draughts boards have an even number of rows");

    using bitboard = Bitboard;

    static constexpr int size = Size;                // rows and files
    static constexpr int columns = Size / 2;         // dark squares in a row
    static constexpr int squares = Size * Size / 2;  // square numbers run 1..squares
    static constexpr int stride = Size + 1;          // two rows and one unused bit

    // Whether a square number names a square of this board (1..squares).
    [[nodiscard]] static constexpr bool on_board(int number) noexcept { return number >= 1 && number <= squares; }

    // Square number (1..squares) to its bit, and back.
    [[nodiscard]] static constexpr int bit(int number) noexcept {
        DRAUGHTS_ASSERT(on_board(number));
        const int index = number - 1;
        return index + index / Size;
    }
    [[nodiscard]] static constexpr int number(int square_bit) noexcept { return square_bit - square_bit / stride + 1; }
    static constexpr int bit_count = bit(squares) + 1;
    static_assert(bit_count + columns + 1 <= 8 * static_cast<int>(sizeof(Bitboard)),
                  "a step off the bottom row must still fit in the bitboard");

    [[nodiscard]] static constexpr bool is_square_bit(int square_bit) noexcept {
        return square_bit >= 0 && square_bit < bit_count && square_bit % stride != stride - 1;
    }

    // Rows count from 0 at the top (Black's back row); files from 0 = a; ranks from 1 at
    // White's side, as in algebraic notation.
    [[nodiscard]] static constexpr int row(int number) noexcept { return (number - 1) / columns; }
    [[nodiscard]] static constexpr int file(int number) noexcept {
        return 2 * ((number - 1) % columns) + (row(number) % 2 == 0 ? 1 : 0);
    }
    [[nodiscard]] static constexpr int rank(int number) noexcept { return Size - row(number); }

    // The square number at a file (0-based) and rank (1-based), or 0 when that is off the
    // board or a light square.
    [[nodiscard]] static constexpr int number_at(int file_index, int rank_number) noexcept {
        if (file_index < 0 || file_index >= Size || rank_number < 1 || rank_number > Size) return 0;
        const int r = Size - rank_number;
        if ((file_index + r) % 2 == 0) return 0;
        return r * columns + file_index / 2 + 1;
    }

    [[nodiscard]] static constexpr bitboard square_mask(int number) noexcept { return bitboard{1} << bit(number); }

    [[nodiscard]] static constexpr bitboard mask_of(bool (*wanted)(int number)) noexcept {
        bitboard m{};
        for (int n = 1; n <= squares; ++n)
            if (wanted(n)) m |= square_mask(n);
        return m;
    }

    static constexpr bitboard all = mask_of([](int) { return true; });

    [[nodiscard]] static constexpr bitboard row_mask(int r) noexcept {
        bitboard m{};
        for (int n = r * columns + 1; n <= (r + 1) * columns; ++n) m |= square_mask(n);
        return m;
    }

    // Where each colour's men become kings: White on the top row, Black on the bottom row.
    [[nodiscard]] static constexpr bitboard promotion_row(color c) noexcept {
        return row_mask(c == color::white ? 0 : Size - 1);
    }

    // The first `rows` rows of a colour's own side: where its men start.
    [[nodiscard]] static constexpr bitboard home_rows(color c, int rows) noexcept {
        bitboard m{};
        for (int i = 0; i < rows; ++i) m |= row_mask(c == color::white ? Size - 1 - i : i);
        return m;
    }

    // Bits to shift for one step: negative towards the top (lower numbers).
    [[nodiscard]] static constexpr int shift_of(direction d) noexcept {
        switch (d) {
        case direction::north_west: return -(columns + 1);
        case direction::north_east: return -columns;
        case direction::south_west: return columns;
        default: return columns + 1;
        }
    }

    // Every square of a set moved one step in direction D. The result may hold unused bits;
    // callers intersect it with a set of real squares (empty squares, enemy pieces).
    template <direction D>
    [[nodiscard]] static constexpr bitboard step(bitboard b) noexcept {
        constexpr int s = shift_of(D);
        if constexpr (s > 0)
            return b << s;
        else
            return b >> -s;
    }

    // n steps at once. The squares in between are not checked; callers know they are empty.
    template <direction D>
    [[nodiscard]] static constexpr bitboard step(bitboard b, int n) noexcept {
        const int s = shift_of(D) * n;
        return s > 0 ? b << s : b >> -s;
    }

    // One step with the direction known only at run time. On a 64-bit board a rotation does
    // it without a branch: what wraps around lands on bits above the last square.
    [[nodiscard]] static constexpr bitboard step(bitboard b, direction d) noexcept {
        const int s = shift_of(d);
        if constexpr (std::is_same_v<bitboard, std::uint64_t>) {
            static_assert(64 - (columns + 1) >= bit_count, "wrapped bits must miss the board");
            return std::rotl(b, s);
        } else {
            return s > 0 ? b << s : b >> -s;
        }
    }

    // The squares beyond a square in direction D, to the edge of the board, by bit.
    template <direction D>
    static constexpr std::array<bitboard, bit_count> ray = [] {
        std::array<bitboard, bit_count> rays{};
        for (int b = 0; b < bit_count; ++b) {
            if (!is_square_bit(b)) continue;
            for (bitboard next = step<D>(bitboard{1} << b) & all; next; next = step<D>(next) & all)
                rays[static_cast<std::size_t>(b)] |= next;
        }
        return rays;
    }();

    // The square of a set nearest to where a step in direction D starts: the lowest bit
    // going south, the highest going north.
    template <direction D>
    [[nodiscard]] static constexpr int nearest(bitboard b) noexcept {
        if constexpr (shift_of(D) > 0)
            return lowest_bit(b);
        else
            return highest_bit(b);
    }

    // The square number one step from `number` in direction d, or 0 off the board.
    [[nodiscard]] static constexpr int neighbour(int number, direction d) noexcept {
        const bitboard next = step(square_mask(number), d) & all;
        return next ? board::number(lowest_bit(next)) : 0;
    }
};

using board_8x8 = board<8>;
using board_10x10 = board<10>;

}  // namespace draughts
