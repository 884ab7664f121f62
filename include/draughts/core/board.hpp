#pragma once
// Board geometry, derived at compile time from the board's shape: width and height (4 to
// 20 or more, even or odd), which corner is dark, and where square 1 is. From these: square
// numbers, algebraic coordinates, the bit layout, masks, and the directions a piece can go.
//
// The shape is what the PDN GameType tag says of a board ("20,W,10,10,N2,0": width 10,
// height 10, square 1 in the top left, the lower left corner dark). Play is on the dark
// squares.
//
// Layout (the "ghost square" layout of Moby Dam, dctl and Scan, for any width): the square
// at file f and row r (row 0 at the top, as White sees the board) lives at bit
// (r * stride + f - p) / 2, where stride is the first odd number above the width and p is
// the parity of the dark squares. Each row then has one unused bit at its end, or every
// second row on boards of even width. With that gap a diagonal step is the same shift from
// every square ((stride - 1) / 2 or (stride + 1) / 2 bits), and a diagonal step off the left
// or right edge lands on an unused bit, which no mask of real squares contains. So a whole
// set of pieces moves one diagonal step with one shift and one mask. A straight step along
// a row (two files, to the next dark square) is one bit, and needs a mask of the squares
// it may start from, so that it never wraps from one row to the next.

#include "bitboard.hpp"

#include <array>
#include <cstddef>
#include <cstdint>

namespace draughts {

enum class color : std::uint8_t { white, black };

[[nodiscard]] constexpr color operator~(color c) noexcept { return c == color::white ? color::black : color::white; }

// The directions a piece can go, as White sees the board: north is towards Black. The four
// diagonals first, then the four straight lines; a straight step goes to the next dark
// square, two rows or two files away.
enum class direction : std::uint8_t { north_west, north_east, south_west, south_east, north, south, west, east };

inline constexpr std::array<direction, 4> diagonal_directions{direction::north_west, direction::north_east,
                                                              direction::south_west, direction::south_east};
inline constexpr std::array<direction, 4> straight_directions{direction::north, direction::south, direction::west,
                                                              direction::east};

[[nodiscard]] constexpr direction reverse(direction d) noexcept {
    switch (d) {
    case direction::north_west: return direction::south_east;
    case direction::north_east: return direction::south_west;
    case direction::south_west: return direction::north_east;
    case direction::south_east: return direction::north_west;
    case direction::north: return direction::south;
    case direction::south: return direction::north;
    case direction::west: return direction::east;
    case direction::east: return direction::west;
    }
    return d;
}

[[nodiscard]] constexpr bool is_diagonal(direction d) noexcept {
    switch (d) {
    case direction::north_west:
    case direction::north_east:
    case direction::south_west:
    case direction::south_east: return true;
    case direction::north:
    case direction::south:
    case direction::west:
    case direction::east: return false;
    }
    return false;
}

// Rows and files one step in d moves: rows down (towards White) and files right.
struct step_delta {
    int rows;
    int files;
};

[[nodiscard]] constexpr step_delta delta_of(direction d) noexcept {
    switch (d) {
    case direction::north_west: return {-1, -1};
    case direction::north_east: return {-1, 1};
    case direction::south_west: return {1, -1};
    case direction::south_east: return {1, 1};
    case direction::north: return {-2, 0};
    case direction::south: return {2, 0};
    case direction::west: return {0, -2};
    case direction::east: return {0, 2};
    }
    return {0, 0};
}

// Which colour the corner at White's lower left has: dark in most variants (FMJD 2.2,
// Russian 1.1); light on the Italian, Spanish and Portuguese boards (PDN's invert flag 1).
enum class colouring : std::uint8_t { dark_lower_left, light_lower_left };

// Where square 1 is, as White sees the board; the numbers run along its row away from that
// corner, then row by row away from it (PDN 3.0 GameType notation digits 0-3, given there
// from the first player's side).
enum class first_square : std::uint8_t { top_left, top_right, bottom_left, bottom_right };

template <int Width, int Height = Width, colouring Colouring = colouring::dark_lower_left,
          first_square First = first_square::top_left, class Bitboard = void>
struct board {
    static_assert(Width >= 3 && Height >= 3, "a board has at least three rows and three files");
    static_assert(Width <= 26, "files are named a to z");

    static constexpr int width = Width;    // files
    static constexpr int height = Height;  // rows
    static constexpr colouring colours = Colouring;
    static constexpr first_square numbering = First;

    // The dark squares: file + row (row 0 at the top) has this parity.
    static constexpr int dark_parity = (Colouring == colouring::dark_lower_left ? Height - 1 : Height) % 2;
    static constexpr int stride = Width % 2 == 0 ? Width + 1 : Width + 2;

    [[nodiscard]] static constexpr bool is_dark(int file_index, int row_index) noexcept {
        return (file_index + row_index) % 2 == dark_parity;
    }
    // The dark squares of a row.
    [[nodiscard]] static constexpr int squares_in_row(int row_index) noexcept {
        return is_dark(0, row_index) ? (Width + 1) / 2 : Width / 2;
    }

private:
    [[nodiscard]] static constexpr int layout_bit(int file_index, int row_index) noexcept {
        return (row_index * stride + file_index - dark_parity) / 2;
    }
    [[nodiscard]] static constexpr int count_squares() noexcept {
        int n = 0;
        for (int r = 0; r < Height; ++r) n += squares_in_row(r);
        return n;
    }

public:
    static constexpr int squares = count_squares();  // square numbers run 1..squares
    static constexpr int bit_count = layout_bit(is_dark(Width - 1, Height - 1) ? Width - 1 : Width - 2, Height - 1) + 1;

    using bitboard = std::conditional_t<std::is_void_v<Bitboard>, bitboard_for<bit_count>, Bitboard>;
    static_assert(draughts::bitboard<bitboard>, "a board's bitboard type must be a bitboard (core/bitboard.hpp)");
    static_assert(bit_count <= bits_in<bitboard>, "the board's squares must fit in its bitboard type");

private:
    struct square_place {
        int file = -1;
        int row = -1;
        int bit = -1;
    };

    // Square number -> place, in the order the numbering runs.
    static constexpr std::array<square_place, squares + 1> places = [] {
        std::array<square_place, squares + 1> table{};
        const bool from_top = First == first_square::top_left || First == first_square::top_right;
        const bool from_left = First == first_square::top_left || First == first_square::bottom_left;
        int n = 0;
        for (int i = 0; i < Height; ++i) {
            const int r = from_top ? i : Height - 1 - i;
            for (int j = 0; j < Width; ++j) {
                const int f = from_left ? j : Width - 1 - j;
                if (is_dark(f, r)) table[static_cast<std::size_t>(++n)] = {f, r, layout_bit(f, r)};
            }
        }
        return table;
    }();

    // Bit -> square number, 0 for an unused bit.
    static constexpr std::array<int, bit_count> numbers = [] {
        std::array<int, bit_count> table{};
        for (int n = 1; n <= squares; ++n) table[static_cast<std::size_t>(places[static_cast<std::size_t>(n)].bit)] = n;
        return table;
    }();

public:
    // Whether a square number names a square of this board (1..squares).
    [[nodiscard]] static constexpr bool on_board(int number) noexcept { return number >= 1 && number <= squares; }

    // Square number (1..squares) to its bit, and back.
    [[nodiscard]] static constexpr int bit(int number) noexcept {
        DRAUGHTS_ASSERT(on_board(number));
        return places[static_cast<std::size_t>(number)].bit;
    }
    [[nodiscard]] static constexpr int number(int square_bit) noexcept {
        DRAUGHTS_ASSERT(is_square_bit(square_bit));
        return numbers[static_cast<std::size_t>(square_bit)];
    }
    [[nodiscard]] static constexpr bool is_square_bit(int square_bit) noexcept {
        return square_bit >= 0 && square_bit < bit_count && numbers[static_cast<std::size_t>(square_bit)] != 0;
    }

    // Rows count from 0 at the top (Black's back row); files from 0 = a; ranks from 1 at
    // White's side, as in algebraic notation.
    [[nodiscard]] static constexpr int row(int number) noexcept { return places[static_cast<std::size_t>(number)].row; }
    [[nodiscard]] static constexpr int file(int number) noexcept {
        return places[static_cast<std::size_t>(number)].file;
    }
    [[nodiscard]] static constexpr int rank(int number) noexcept { return Height - row(number); }

    // The square number at a file (0-based) and rank (1-based), or 0 when that is off the
    // board or a light square.
    [[nodiscard]] static constexpr int number_at(int file_index, int rank_number) noexcept {
        if (file_index < 0 || file_index >= Width || rank_number < 1 || rank_number > Height) return 0;
        const int r = Height - rank_number;
        if (!is_dark(file_index, r)) return 0;
        return numbers[static_cast<std::size_t>(layout_bit(file_index, r))];
    }

    [[nodiscard]] static constexpr bitboard square_mask(int number) noexcept { return single_bit<bitboard>(bit(number)); }

    template <class Wanted>
    [[nodiscard]] static constexpr bitboard mask_of(Wanted wanted) noexcept {
        bitboard m{};
        for (int n = 1; n <= squares; ++n)
            if (wanted(n)) m |= square_mask(n);
        return m;
    }

    static constexpr bitboard all = mask_of([](int) { return true; });

    // The dark squares of row r (0 at the top).
    [[nodiscard]] static constexpr bitboard row_mask(int r) noexcept {
        return mask_of([r](int n) { return row(n) == r; });
    }

    // Where each colour's men become kings: White on the top row, Black on the bottom row.
    [[nodiscard]] static constexpr bitboard promotion_row(color c) noexcept {
        return row_mask(c == color::white ? 0 : Height - 1);
    }

    // The first `rows` rows of a colour's own side: where its men start.
    [[nodiscard]] static constexpr bitboard home_rows(color c, int rows) noexcept {
        bitboard m{};
        for (int i = 0; i < rows; ++i) m |= row_mask(c == color::white ? Height - 1 - i : i);
        return m;
    }

    // Bits to shift for one step: negative towards the top (lower bits).
    [[nodiscard]] static constexpr int shift_of(direction d) noexcept {
        const step_delta s = delta_of(d);
        return (s.rows * stride + s.files) / 2;
    }

    // The squares from which a step in direction d stays on the board, where the shift alone
    // does not see to it: straight steps along a row, which would wrap to the next row.
    [[nodiscard]] static constexpr bool needs_edge_mask(direction d) noexcept {
        return d == direction::west || d == direction::east;
    }
    [[nodiscard]] static constexpr bitboard can_step(direction d) noexcept {
        const step_delta s = delta_of(d);
        return mask_of([s](int n) {
            const int f = file(n) + s.files, r = row(n) + s.rows;
            return f >= 0 && f < Width && r >= 0 && r < Height;
        });
    }

    // Every square of a set moved one step in direction D. The result may hold unused bits;
    // callers intersect it with a set of real squares (empty squares, enemy pieces).
    template <direction D>
    [[nodiscard]] static constexpr bitboard step(bitboard b) noexcept {
        constexpr int s = shift_of(D);
        if constexpr (needs_edge_mask(D)) b &= edge_masks[static_cast<std::size_t>(D)];
        if constexpr (s > 0)
            return b << s;
        else
            return b >> -s;
    }

    // n diagonal steps at once. The squares in between are not checked; callers know they
    // are empty.
    template <direction D>
    [[nodiscard]] static constexpr bitboard step(bitboard b, int n) noexcept {
        static_assert(!needs_edge_mask(D), "only steps that need no mask go several at once");
        const int s = shift_of(D) * n;
        return s > 0 ? b << s : b >> -s;
    }

    // One step with the direction known only at run time. For a diagonal on a 64-bit board
    // with room to spare, a rotation does it without a branch: what wraps around lands on
    // bits above the last square.
    [[nodiscard]] static constexpr bitboard step(bitboard b, direction d) noexcept {
        const int s = shift_of(d);
        if constexpr (rotation_steps) {
            if (is_diagonal(d)) return std::rotl(b, s);
        }
        if (needs_edge_mask(d)) b &= edge_masks[static_cast<std::size_t>(d)];
        return s > 0 ? b << s : b >> -s;
    }

    // The squares beyond a square in direction D, to the edge of the board, by bit.
    template <direction D>
    static constexpr std::array<bitboard, bit_count> ray = [] {
        std::array<bitboard, bit_count> rays{};
        for (int b = 0; b < bit_count; ++b) {
            if (!is_square_bit(b)) continue;
            for (bitboard next = step<D>(single_bit<bitboard>(b)) & all; next; next = step<D>(next) & all)
                rays[static_cast<std::size_t>(b)] |= next;
        }
        return rays;
    }();

    // The square of a set nearest to where a step in direction D starts: the lowest bit
    // going south or east, the highest going north or west.
    template <direction D>
    [[nodiscard]] static constexpr int nearest(bitboard b) noexcept {
        if constexpr (shift_of(D) > 0)
            return lowest_bit(b);
        else
            return highest_bit(b);
    }

    // The square number one step from `number` in direction d, or 0 off the board.
    [[nodiscard]] static constexpr int neighbour(int number, direction d) noexcept {
        const step_delta s = delta_of(d);
        const int f = file(number) + s.files, r = row(number) + s.rows;
        if (f < 0 || f >= Width || r < 0 || r >= Height) return 0;
        return number_at(f, Height - r);
    }

private:
    static constexpr std::array<bitboard, 8> edge_masks = [] {
        std::array<bitboard, 8> masks{};
        for (direction d : {direction::west, direction::east})
            masks[static_cast<std::size_t>(d)] = can_step(d);
        return masks;
    }();

    // A diagonal step as a rotation: a 64-bit board whose wrapped bits miss every square.
    static constexpr bool rotation_steps = [] {
        if constexpr (std::is_same_v<bitboard, std::uint64_t>)
            return bit_count + (stride + 1) / 2 <= 64;
        else
            return false;
    }();
};

using board_8x8 = board<8>;
using board_10x10 = board<10>;

}  // namespace draughts
