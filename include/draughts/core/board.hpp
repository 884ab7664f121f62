#pragma once
// Board geometry, derived from the board's shape: width and height (3 to 20 or more, even or
// odd), which corner is dark, and where square 1 is. From these: square numbers, algebraic
// coordinates, the bit layout, masks, and the directions a piece can go.
//
// The shape is what the PDN GameType tag says of a board ("20,W,10,10,N2,0": width 10,
// height 10, square 1 in the top left, the lower left corner dark). Play is on the dark
// squares, or on every square (Turkish draughts).
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
//
// A board played on every square has no gap to spare: square (f, r) lives at bit
// r * width + f, a straight step goes to the next square (one bit along a row, `width`
// bits along a file), and every step with a sideways part needs the mask of the squares it
// may start from.
//
// board<W, H, ...> fixes the shape at compile time, the way engines want it; runtime_board
// takes it at run time, for tools that read it from their input. Both derive everything
// from one computation (board_geometry) and answer the same questions.

#include "bitboard.hpp"

#include <array>
#include <cstddef>
#include <cstdint>
#include <type_traits>

namespace draughts {

enum class color : std::uint8_t { white, black };

[[nodiscard]] constexpr color operator~(color c) noexcept { return c == color::white ? color::black : color::white; }

// The directions a piece can go, as White sees the board: north is towards Black. The four
// diagonals first, then the four straight lines; a straight step goes to the next square
// the board plays on: two rows or two files away on the dark squares, the next square on a
// board played on every square.
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

// The two directions at right angles to d, on the same kind of line: the other diagonal,
// or the other straight line. A capture turns into these (or goes straight on).
[[nodiscard]] constexpr std::array<direction, 2> perpendicular(direction d) noexcept {
    switch (d) {
    case direction::north_west:
    case direction::south_east: return {direction::north_east, direction::south_west};
    case direction::north_east:
    case direction::south_west: return {direction::north_west, direction::south_east};
    case direction::north:
    case direction::south: return {direction::west, direction::east};
    case direction::west:
    case direction::east: return {direction::north, direction::south};
    }
    return {d, d};
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

// One step, where `straight` is how far a straight step goes (2 on the dark squares, 1 on
// a board played on every square).
[[nodiscard]] constexpr step_delta delta_of(direction d, int straight) noexcept {
    switch (d) {
    case direction::north_west: return {-1, -1};
    case direction::north_east: return {-1, 1};
    case direction::south_west: return {1, -1};
    case direction::south_east: return {1, 1};
    case direction::north: return {-straight, 0};
    case direction::south: return {straight, 0};
    case direction::west: return {0, -straight};
    case direction::east: return {0, straight};
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

// The squares play is on: the dark ones, as in most variants (FMJD 2.2), or all of them, as
// in Turkish draughts.
enum class playing_squares : std::uint8_t { dark, all };

struct board_shape {
    int width = 8;
    int height = 8;
    colouring colours = colouring::dark_lower_left;
    first_square numbering = first_square::top_left;
    playing_squares played = playing_squares::dark;

    [[nodiscard]] constexpr bool every_square() const noexcept { return played == playing_squares::all; }
    // The stride of the layout: the first odd number above the width on the dark squares,
    // the width itself where every square is played.
    [[nodiscard]] constexpr int stride() const noexcept {
        if (every_square()) return width;
        return width % 2 == 0 ? width + 1 : width + 2;
    }
    // The dark squares: file + row (row 0 at the top) has this parity.
    [[nodiscard]] constexpr int dark_parity() const noexcept {
        return (colours == colouring::dark_lower_left ? height - 1 : height) % 2;
    }
    [[nodiscard]] constexpr bool is_dark(int file, int row) const noexcept {
        return (file + row) % 2 == dark_parity();
    }
    // Whether play is on the square at file and row.
    [[nodiscard]] constexpr bool is_played(int file, int row) const noexcept {
        return every_square() || is_dark(file, row);
    }
    [[nodiscard]] constexpr int layout_bit(int file, int row) const noexcept {
        if (every_square()) return row * width + file;
        return (row * stride() + file - dark_parity()) / 2;
    }
    [[nodiscard]] constexpr int squares() const noexcept {
        int n = 0;
        for (int r = 0; r < height; ++r)
            for (int f = 0; f < width; ++f) n += is_played(f, r);
        return n;
    }
    // The bits the layout spans: the last square's bit, plus one.
    [[nodiscard]] constexpr int bit_count() const noexcept {
        return layout_bit(is_played(width - 1, height - 1) ? width - 1 : width - 2, height - 1) + 1;
    }

    // One step in direction d, in rows and files.
    [[nodiscard]] constexpr step_delta delta(direction d) const noexcept { return delta_of(d, every_square() ? 1 : 2); }
    // Bits to shift for one step: negative towards the top (lower bits).
    [[nodiscard]] constexpr int shift(direction d) const noexcept {
        const step_delta s = delta(d);
        if (every_square()) return s.rows * width + s.files;
        return (s.rows * stride() + s.files) / 2;
    }
    // Whether a step in direction d needs the mask of the squares it may start from, where
    // the shift alone would wrap from one row to the next: straight steps along a row on the
    // dark squares (the diagonals land on the layout's gap), every step with a sideways part
    // on a board played on every square.
    [[nodiscard]] constexpr bool needs_edge_mask(direction d) const noexcept {
        if (every_square()) return delta(d).files != 0;
        return d == direction::west || d == direction::east;
    }
};

// Everything the board answers, worked out once from its shape, into tables of at most
// MaxSquares squares and MaxBits bits.
template <class Bitboard, int MaxSquares, int MaxBits>
struct board_geometry {
    struct square_place {
        int file = -1;
        int row = -1;
        int bit = -1;
    };

    board_shape shape{};
    int squares = 0;
    int bit_count = 0;
    std::array<square_place, static_cast<std::size_t>(MaxSquares) + 1> places{};  // by square number
    std::array<int, static_cast<std::size_t>(MaxBits)> numbers{};                 // by bit; 0 for an unused bit
    Bitboard all{};
    std::array<Bitboard, 2> promotion{};  // by colour: White's the top row, Black's the bottom row
    std::array<Bitboard, 8> can_step{};  // by direction, where a mask is needed
    std::array<std::array<Bitboard, static_cast<std::size_t>(MaxBits)>, 8> rays{};  // by direction, by bit

    // The square number at a file and row, or 0 when that is off the board or light.
    [[nodiscard]] constexpr int number_at_row(int file, int row) const noexcept {
        if (file < 0 || file >= shape.width || row < 0 || row >= shape.height || !shape.is_played(file, row)) return 0;
        return numbers[static_cast<std::size_t>(shape.layout_bit(file, row))];
    }

    // The geometry of a shape, which must fit the tables (board<> checks it at compile time,
    // runtime_board before it takes a shape).
    [[nodiscard]] static constexpr board_geometry of(board_shape s) noexcept {
        board_geometry g;
        g.shape = s;
        g.squares = s.squares();
        g.bit_count = s.bit_count();
        const bool from_top = s.numbering == first_square::top_left || s.numbering == first_square::top_right;
        const bool from_left = s.numbering == first_square::top_left || s.numbering == first_square::bottom_left;
        int n = 0;
        for (int i = 0; i < s.height; ++i) {
            const int r = from_top ? i : s.height - 1 - i;
            for (int j = 0; j < s.width; ++j) {
                const int f = from_left ? j : s.width - 1 - j;
                if (!s.is_played(f, r)) continue;
                const int bit = s.layout_bit(f, r);
                g.places[static_cast<std::size_t>(++n)] = {f, r, bit};
                g.numbers[static_cast<std::size_t>(bit)] = n;
                g.all |= single_bit<Bitboard>(bit);
                if (r == 0) g.promotion[static_cast<std::size_t>(color::white)] |= single_bit<Bitboard>(bit);
                if (r == s.height - 1) g.promotion[static_cast<std::size_t>(color::black)] |= single_bit<Bitboard>(bit);
            }
        }
        for (std::size_t d = 0; d < 8; ++d) {
            const step_delta delta = s.delta(static_cast<direction>(d));
            // A square's ray is its neighbour's square and ray, so the squares are taken
            // neighbour first: the walk stays linear in the squares, which keeps the
            // compile-time evaluation of a 20x20 board within the compilers' step limits.
            for (int i = 0; i < s.height; ++i) {
                const int r = delta.rows > 0 ? s.height - 1 - i : i;
                for (int j = 0; j < s.width; ++j) {
                    const int f = delta.files > 0 ? s.width - 1 - j : j;
                    if (!s.is_played(f, r)) continue;
                    const int next = g.number_at_row(f + delta.files, r + delta.rows);
                    if (!next) continue;
                    const int bit = s.layout_bit(f, r), next_bit = g.places[static_cast<std::size_t>(next)].bit;
                    g.can_step[d] |= single_bit<Bitboard>(bit);
                    g.rays[d][static_cast<std::size_t>(bit)] =
                        g.rays[d][static_cast<std::size_t>(next_bit)] | single_bit<Bitboard>(next_bit);
                }
            }
        }
        return g;
    }
};

// The questions every board answers, from its geometry: Derived is board<...> or
// runtime_board<...>, which give geometry() and the bitboard type.
template <class Derived, class Bitboard>
struct board_queries {
    using bitboard = Bitboard;

    // Whether a square number names a square of this board (1..squares).
    [[nodiscard]] static constexpr bool on_board(int number) noexcept {
        return number >= 1 && number <= Derived::geometry().squares;
    }

    // Square number (1..squares) to its bit, and back.
    [[nodiscard]] static constexpr int bit(int number) noexcept {
        DRAUGHTS_ASSERT(on_board(number));
        return Derived::geometry().places[static_cast<std::size_t>(number)].bit;
    }
    [[nodiscard]] static constexpr int number(int square_bit) noexcept {
        DRAUGHTS_ASSERT(is_square_bit(square_bit));
        return Derived::geometry().numbers[static_cast<std::size_t>(square_bit)];
    }
    [[nodiscard]] static constexpr bool is_square_bit(int square_bit) noexcept {
        return square_bit >= 0 && square_bit < Derived::geometry().bit_count &&
               Derived::geometry().numbers[static_cast<std::size_t>(square_bit)] != 0;
    }

    // Rows count from 0 at the top (Black's back row); files from 0 = a; ranks from 1 at
    // White's side, as in algebraic notation.
    [[nodiscard]] static constexpr int row(int number) noexcept {
        return Derived::geometry().places[static_cast<std::size_t>(number)].row;
    }
    [[nodiscard]] static constexpr int file(int number) noexcept {
        return Derived::geometry().places[static_cast<std::size_t>(number)].file;
    }
    [[nodiscard]] static constexpr int rank(int number) noexcept { return Derived::geometry().shape.height - row(number); }

    // The square number at a file (0-based) and rank (1-based), or 0 when that is off the
    // board or a square play is not on.
    [[nodiscard]] static constexpr int number_at(int file_index, int rank_number) noexcept {
        return Derived::geometry().number_at_row(file_index, Derived::geometry().shape.height - rank_number);
    }

    // The squares of a row that play is on.
    [[nodiscard]] static constexpr int squares_in_row(int row_index) noexcept {
        int n = 0;
        for (int f = 0; f < Derived::geometry().shape.width; ++f) n += Derived::geometry().shape.is_played(f, row_index);
        return n;
    }

    [[nodiscard]] static constexpr bitboard square_mask(int number) noexcept { return single_bit<bitboard>(bit(number)); }

    template <class Wanted>
    [[nodiscard]] static constexpr bitboard mask_of(Wanted wanted) noexcept {
        bitboard m{};
        for (int n = 1; n <= Derived::geometry().squares; ++n)
            if (wanted(n)) m |= square_mask(n);
        return m;
    }

    // The squares of row r (0 at the top).
    [[nodiscard]] static constexpr bitboard row_mask(int r) noexcept {
        return mask_of([r](int n) { return row(n) == r; });
    }

    // Where each colour's men become kings: White on the top row, Black on the bottom row.
    [[nodiscard]] static constexpr bitboard promotion_row(color c) noexcept {
        return Derived::geometry().promotion[static_cast<std::size_t>(c)];
    }

    // The first `rows` rows of a colour's own side: where its men start.
    [[nodiscard]] static constexpr bitboard home_rows(color c, int rows) noexcept {
        bitboard m{};
        for (int i = 0; i < rows; ++i) m |= row_mask(c == color::white ? Derived::geometry().shape.height - 1 - i : i);
        return m;
    }

    // Bits to shift for one step: negative towards the top (lower bits).
    [[nodiscard]] static constexpr int shift_of(direction d) noexcept { return Derived::geometry().shape.shift(d); }
    [[nodiscard]] static constexpr bool needs_edge_mask(direction d) noexcept {
        return Derived::geometry().shape.needs_edge_mask(d);
    }

    [[nodiscard]] static constexpr bitboard can_step(direction d) noexcept {
        return Derived::geometry().can_step[static_cast<std::size_t>(d)];
    }

    // Every square of a set moved one step in direction D. The result may hold unused bits;
    // callers intersect it with a set of real squares (empty squares, enemy pieces).
    template <direction D>
    [[nodiscard]] static constexpr bitboard step(bitboard b) noexcept {
        if (needs_edge_mask(D)) b &= can_step(D);
        return shifted(b, shift_of(D));
    }

    // n diagonal steps at once. The squares in between are not checked; callers know they
    // are empty.
    template <direction D>
    [[nodiscard]] static constexpr bitboard step(bitboard b, int n) noexcept {
        DRAUGHTS_ASSERT(!needs_edge_mask(D));  // only steps that need no mask go several at once
        return shifted(b, shift_of(D) * n);
    }

    // One step with the direction known only at run time.
    [[nodiscard]] static constexpr bitboard step(bitboard b, direction d) noexcept {
        if (needs_edge_mask(d)) b &= can_step(d);
        return shifted(b, shift_of(d));
    }

    // The square of a set nearest to where a step in direction D starts: the lowest bit
    // going south or east, the highest going north or west.
    template <direction D>
    [[nodiscard]] static constexpr int nearest(bitboard b) noexcept {
        if (shift_of(D) > 0)
            return lowest_bit(b);
        else
            return highest_bit(b);
    }

    // The square number one step from `number` in direction d, or 0 off the board.
    [[nodiscard]] static constexpr int neighbour(int number, direction d) noexcept {
        const step_delta s = Derived::geometry().shape.delta(d);
        return Derived::geometry().number_at_row(file(number) + s.files, row(number) + s.rows);
    }

protected:
    [[nodiscard]] static constexpr bitboard shifted(bitboard b, int s) noexcept { return s > 0 ? b << s : b >> -s; }
};

// A board whose shape is fixed at compile time.
template <int Width, int Height = Width, colouring Colouring = colouring::dark_lower_left,
          first_square First = first_square::top_left, class Bitboard = void,
          playing_squares Played = playing_squares::dark>
struct board
    : board_queries<board<Width, Height, Colouring, First, Bitboard, Played>,
                    std::conditional_t<std::is_void_v<Bitboard>,
                                       bitboard_for<board_shape{Width, Height, Colouring, First, Played}.bit_count()>,
                                       Bitboard>> {
    static_assert(Width >= 3 && Height >= 3, "a board has at least three rows and three files");
    static_assert(Width <= 26, "files are named a to z");

    static constexpr board_shape shape{Width, Height, Colouring, First, Played};
    static constexpr int width = Width;    // files
    static constexpr int height = Height;  // rows
    static constexpr colouring colours = Colouring;
    static constexpr first_square numbering = First;
    static constexpr playing_squares played = Played;
    static constexpr int stride = shape.stride();
    static constexpr int squares = shape.squares();      // square numbers run 1..squares
    static constexpr int bit_count = shape.bit_count();  // bits the layout spans
    static constexpr bool is_fixed = true;               // the shape is known at compile time
    // Table sizes: the same, for a fixed board.
    static constexpr int max_squares = squares;
    static constexpr int max_bit_count = bit_count;

    using bitboard = std::conditional_t<std::is_void_v<Bitboard>, bitboard_for<bit_count>, Bitboard>;
    static_assert(draughts::bitboard<bitboard>, "a board's bitboard type must be a bitboard (core/bitboard.hpp)");
    static_assert(bit_count <= bits_in<bitboard>, "the board's squares must fit in its bitboard type");

private:
    static constexpr board_geometry<bitboard, squares, bit_count> geometry_ =
        board_geometry<bitboard, squares, bit_count>::of(shape);

public:
    [[nodiscard]] static constexpr const board_geometry<bitboard, squares, bit_count>& geometry() noexcept {
        return geometry_;
    }

    static constexpr bitboard all = geometry_.all;

    // The squares beyond the square on `from` in direction D, to the edge of the board.
    template <direction D>
    [[nodiscard]] static constexpr bitboard ray(int from) noexcept {
        return geometry_.rays[static_cast<std::size_t>(D)][static_cast<std::size_t>(from)];
    }

    // The steps of board_queries, with the shift a constant of the type: the move
    // generator's hot path.
    template <direction D>
    [[nodiscard]] static constexpr bitboard step(bitboard b) noexcept {
        constexpr int s = board::shift_of(D);
        if constexpr (shape.needs_edge_mask(D)) b &= geometry_.can_step[static_cast<std::size_t>(D)];
        if constexpr (s > 0)
            return b << s;
        else
            return b >> -s;
    }
    template <direction D>
    [[nodiscard]] static constexpr bitboard step(bitboard b, int n) noexcept {
        static_assert(!shape.needs_edge_mask(D), "only steps that need no mask go several at once");
        const int s = board::shift_of(D) * n;
        return s > 0 ? b << s : b >> -s;
    }
    // std::rotl's count: an int in the standard, an unsigned in libc++ before 17 (modulo the
    // width, the same rotation); this converts to either without a sign conversion.
    struct rotation {
        int count;
        constexpr operator int() const noexcept { return count; }
        constexpr operator unsigned() const noexcept { return static_cast<unsigned>(count); }
    };
    // One step with the direction known only at run time. For a diagonal on a 64-bit board
    // with room to spare, a rotation does it without a branch: what wraps around lands on
    // bits above the last square.
    [[nodiscard]] static constexpr bitboard step(bitboard b, direction d) noexcept {
        if constexpr (rotation_steps) {
            if (is_diagonal(d)) return std::rotl(b, rotation{board::shift_of(d)});
        }
        return board_queries<board, bitboard>::step(b, d);
    }
    template <direction D>
    [[nodiscard]] static constexpr int nearest(bitboard b) noexcept {
        if constexpr (board::shift_of(D) > 0)
            return lowest_bit(b);
        else
            return highest_bit(b);
    }

private:
    // A diagonal step as a rotation: a 64-bit board of dark squares whose wrapped bits miss
    // every square.
    static constexpr bool rotation_steps = [] {
        if constexpr (std::is_same_v<bitboard, std::uint64_t> && Played == playing_squares::dark)
            return bit_count + (stride + 1) / 2 <= 64;
        else
            return false;
    }();
};

using board_8x8 = board<8>;
using board_10x10 = board<10>;

// A board whose shape is given at run time, for tools that read it from their input: any
// shape from 3x3 to 20x20, one at a time in a program (take it before using the board, and
// not while another thread uses it). Its generators are the generic ones; engines that know
// their board at compile time use board<>.
template <int MaxSide = 20>
struct runtime_board
    : board_queries<runtime_board<MaxSide>, bitboard_for<MaxSide*(MaxSide + 2) / 2 + 1>> {
    static constexpr int max_side = MaxSide;
    static constexpr bool is_fixed = false;
    // Table sizes: enough for any shape up to MaxSide x MaxSide.
    static constexpr int max_squares = (MaxSide * MaxSide + 1) / 2;
    static constexpr int max_bit_count = MaxSide * (MaxSide + 2) / 2 + 1;
    using bitboard = bitboard_for<max_bit_count>;
    using geometry_type = board_geometry<bitboard, max_squares, max_bit_count>;

    // Takes a shape; false, leaving the board as it was, when it is not one this board holds
    // (a board played on every square must fit the tables made for the dark squares of the
    // largest side: up to 14x14).
    static bool take(board_shape s) noexcept {
        if (s.width < 3 || s.height < 3 || s.width > MaxSide || s.height > MaxSide) return false;
        if (s.squares() > max_squares || s.bit_count() > max_bit_count) return false;
        geometry_ = geometry_type::of(s);
        all = geometry_.all;
        width = s.width;
        height = s.height;
        colours = s.colours;
        numbering = s.numbering;
        played = s.played;
        squares = geometry_.squares;
        bit_count = geometry_.bit_count;
        return true;
    }

    [[nodiscard]] static const geometry_type& geometry() noexcept { return geometry_; }

private:
    static constexpr board_shape first_shape{8, 8, colouring::dark_lower_left, first_square::top_left};
    static inline geometry_type geometry_ = geometry_type::of(first_shape);

public:
    // The shape taken, as board<> states it.
    static inline int width = first_shape.width;
    static inline int height = first_shape.height;
    static inline colouring colours = first_shape.colours;
    static inline first_square numbering = first_shape.numbering;
    static inline playing_squares played = first_shape.played;
    static inline int squares = first_shape.squares();
    static inline int bit_count = first_shape.bit_count();
    static inline bitboard all = geometry_type::of(first_shape).all;

    template <direction D>
    [[nodiscard]] static bitboard ray(int from) noexcept {
        return geometry_.rays[static_cast<std::size_t>(D)][static_cast<std::size_t>(from)];
    }
};

}  // namespace draughts
