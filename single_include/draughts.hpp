// draughts: the rules of draughts as one header, written from include/draughts by
// tools/single_include.py; edit the headers there and write it again.
//
// MIT License
//
// Copyright (c) 2026 The draughts authors
//
// Permission is hereby granted, free of charge, to any person obtaining a copy
// of this software and associated documentation files (the "Software"), to deal
// in the Software without restriction, including without limitation the rights
// to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
// copies of the Software, and to permit persons to whom the Software is
// furnished to do so, subject to the following conditions:
//
// The above copyright notice and this permission notice shall be included in all
// copies or substantial portions of the Software.
//
// THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
// IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
// FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
// AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
// LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
// OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
// SOFTWARE.
#pragma once

// ---- draughts/core/bitboard.hpp
// Bitboards: a set of squares, one bit a square. std::uint64_t serves every board that fits
// in 64 bits (8x8, 10x10); wider boards (12x12 has 78 bits of layout, 20x20 has 209) take
// wide_bitboard<Words>. What the library needs of a bitboard type is the concept `bitboard`:
// a type without those operations does not compile. The operations on std::uint64_t take
// exactly that type, so a wider integer is never converted to it and silently cut.

#include <array>
#include <bit>
#include <cassert>
#include <compare>
#include <concepts>
#include <type_traits>
#include <cstddef>
#include <cstdint>
#include <iterator>

// For the few small functions of the move generator's hot path that compilers may
// otherwise leave as calls (measured: GCC 12 did, costing a third of perft speed). Not in
// unoptimised or sanitized builds: there forcing the inlining only multiplies compile time
// (measured: minutes per program under AddressSanitizer) and gains nothing.
#if defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(undefined_behavior_sanitizer)
#define DRAUGHTS_SANITIZED 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__)
#define DRAUGHTS_SANITIZED 1
#endif
#if (defined(__GNUC__) || defined(__clang__)) && defined(__OPTIMIZE__) && !defined(DRAUGHTS_SANITIZED)
#define DRAUGHTS_ALWAYS_INLINE [[gnu::always_inline]]
#define DRAUGHTS_LAMBDA_ALWAYS_INLINE __attribute__((always_inline))
#else
#define DRAUGHTS_ALWAYS_INLINE
#define DRAUGHTS_LAMBDA_ALWAYS_INLINE
#endif
// And the opposite, for the rare paths of a hot loop: a call of their own keeps the loop
// small enough for its values to stay in registers.
#if defined(__GNUC__) || defined(__clang__)
#define DRAUGHTS_NOINLINE [[gnu::noinline]]
#else
#define DRAUGHTS_NOINLINE
#endif

// The preconditions of the unchecked functions (a square number on the board, say), tested
// where assert() is (builds without NDEBUG, as the dev preset's), and never in release
// builds, where the hot path must stay as it is. Checked entry points say so in their name
// or return a result.
#define DRAUGHTS_ASSERT(condition) assert(condition)

namespace draughts {

// ---------------------------------------------------------------------------------------
// std::uint64_t

template <std::same_as<std::uint64_t> B>
[[nodiscard]] constexpr int popcount(B b) noexcept {
    return std::popcount(b);
}
template <std::same_as<std::uint64_t> B>
[[nodiscard]] constexpr int lowest_bit(B b) noexcept {
    return std::countr_zero(b);
}
template <std::same_as<std::uint64_t> B>
[[nodiscard]] constexpr int highest_bit(B b) noexcept {
    return 63 - std::countl_zero(b);
}
template <std::same_as<std::uint64_t> B>
[[nodiscard]] constexpr B without_lowest_bit(B b) noexcept {
    return b & (b - 1);
}
template <std::same_as<std::uint64_t> B>
[[nodiscard]] constexpr B only_lowest_bit(B b) noexcept {
    return b & (0 - b);
}

// ---------------------------------------------------------------------------------------
// wide_bitboard<Words>: Words 64-bit words, the lowest first.

template <std::size_t Words>
class wide_bitboard {
    static_assert(Words >= 2, "one word is std::uint64_t");

public:
    constexpr wide_bitboard() noexcept = default;
    // The low bits from a 64-bit value: wide_bitboard{1} is square bit 0.
    constexpr wide_bitboard(std::uint64_t low) noexcept : w_{low} {}  // NOLINT: implicit, as for integers

    [[nodiscard]] constexpr std::uint64_t word(std::size_t i) const noexcept { return w_[i]; }

    constexpr explicit operator bool() const noexcept {
        std::uint64_t any = 0;
        for (std::uint64_t w : w_) any |= w;
        return any != 0;
    }

    friend constexpr wide_bitboard operator&(wide_bitboard a, const wide_bitboard& b) noexcept {
        for (std::size_t i = 0; i < Words; ++i) a.w_[i] &= b.w_[i];
        return a;
    }
    friend constexpr wide_bitboard operator|(wide_bitboard a, const wide_bitboard& b) noexcept {
        for (std::size_t i = 0; i < Words; ++i) a.w_[i] |= b.w_[i];
        return a;
    }
    friend constexpr wide_bitboard operator^(wide_bitboard a, const wide_bitboard& b) noexcept {
        for (std::size_t i = 0; i < Words; ++i) a.w_[i] ^= b.w_[i];
        return a;
    }
    friend constexpr wide_bitboard operator~(wide_bitboard a) noexcept {
        for (std::uint64_t& w : a.w_) w = ~w;
        return a;
    }
    constexpr wide_bitboard& operator&=(const wide_bitboard& b) noexcept { return *this = *this & b; }
    constexpr wide_bitboard& operator|=(const wide_bitboard& b) noexcept { return *this = *this | b; }
    constexpr wide_bitboard& operator^=(const wide_bitboard& b) noexcept { return *this = *this ^ b; }

    // Shifts by 0 to 64 * Words - 1 bits; bits shifted past either end are lost.
    friend constexpr wide_bitboard operator<<(const wide_bitboard& a, int n) noexcept {
        wide_bitboard r;
        const auto words = static_cast<std::size_t>(n / 64);
        const int bits = n % 64;
        for (std::size_t i = Words; i-- > words;) {
            r.w_[i] = a.w_[i - words] << bits;
            if (bits && i > words) r.w_[i] |= a.w_[i - words - 1] >> (64 - bits);
        }
        return r;
    }
    friend constexpr wide_bitboard operator>>(const wide_bitboard& a, int n) noexcept {
        wide_bitboard r;
        const auto words = static_cast<std::size_t>(n / 64);
        const int bits = n % 64;
        for (std::size_t i = 0; i + words < Words; ++i) {
            r.w_[i] = a.w_[i + words] >> bits;
            if (bits && i + words + 1 < Words) r.w_[i] |= a.w_[i + words + 1] << (64 - bits);
        }
        return r;
    }
    constexpr wide_bitboard& operator<<=(int n) noexcept { return *this = *this << n; }
    constexpr wide_bitboard& operator>>=(int n) noexcept { return *this = *this >> n; }

    friend constexpr bool operator==(const wide_bitboard&, const wide_bitboard&) noexcept = default;
    // As the numbers they hold, so that sets sort the same on every bitboard type.
    friend constexpr std::strong_ordering operator<=>(const wide_bitboard& a, const wide_bitboard& b) noexcept {
        for (std::size_t i = Words; i-- > 0;)
            if (a.w_[i] != b.w_[i]) return a.w_[i] <=> b.w_[i];
        return std::strong_ordering::equal;
    }

    [[nodiscard]] friend constexpr int popcount(const wide_bitboard& b) noexcept {
        int n = 0;
        for (std::uint64_t w : b.w_) n += std::popcount(w);
        return n;
    }
    [[nodiscard]] friend constexpr int lowest_bit(const wide_bitboard& b) noexcept {
        for (std::size_t i = 0; i < Words; ++i)
            if (b.w_[i]) return static_cast<int>(64 * i) + std::countr_zero(b.w_[i]);
        return static_cast<int>(64 * Words);
    }
    [[nodiscard]] friend constexpr int highest_bit(const wide_bitboard& b) noexcept {
        for (std::size_t i = Words; i-- > 0;)
            if (b.w_[i]) return static_cast<int>(64 * i) + 63 - std::countl_zero(b.w_[i]);
        return -1;
    }
    [[nodiscard]] friend constexpr wide_bitboard without_lowest_bit(wide_bitboard b) noexcept {
        for (std::uint64_t& w : b.w_)
            if (w) {
                w &= w - 1;
                break;
            }
        return b;
    }
    [[nodiscard]] friend constexpr wide_bitboard only_lowest_bit(const wide_bitboard& b) noexcept {
        wide_bitboard r;
        for (std::size_t i = 0; i < Words; ++i)
            if (b.w_[i]) {
                r.w_[i] = b.w_[i] & (0 - b.w_[i]);
                break;
            }
        return r;
    }

private:
    std::array<std::uint64_t, Words> w_{};
};

// ---------------------------------------------------------------------------------------
// The concept.

// Everything the library does with a set of squares. The operations must give back the
// same type: an integer narrower than int (which promotes) or one converted to another
// integer type does not qualify.
template <class B>
concept bitboard = std::regular<B> && std::totally_ordered<B> && requires(B b, const B c, int n) {
    { B{1} };
    { c & c } -> std::same_as<B>;
    { c | c } -> std::same_as<B>;
    { c ^ c } -> std::same_as<B>;
    { ~c } -> std::same_as<B>;
    { c << n } -> std::same_as<B>;
    { c >> n } -> std::same_as<B>;
    { b &= c } -> std::same_as<B&>;
    { b |= c } -> std::same_as<B&>;
    { b ^= c } -> std::same_as<B&>;
    { static_cast<bool>(c) };
    { popcount(c) } -> std::same_as<int>;
    { lowest_bit(c) } -> std::same_as<int>;
    { highest_bit(c) } -> std::same_as<int>;
    { without_lowest_bit(c) } -> std::same_as<B>;
    { only_lowest_bit(c) } -> std::same_as<B>;
};

// How many bits a bitboard type holds.
template <bitboard B>
inline constexpr int bits_in = static_cast<int>(8 * sizeof(B));

// The set holding only bit `n`.
template <bitboard B>
[[nodiscard]] constexpr B single_bit(int n) noexcept {
    return B{1} << n;
}

// Whether bit `n` of b is set.
template <bitboard B>
[[nodiscard]] constexpr bool has_bit(const B& b, int n) noexcept {
    return static_cast<bool>((b >> n) & B{1});
}

// The smallest bitboard type with at least `bits` bits.
template <int Bits>
using bitboard_for = std::conditional_t<(Bits <= 64), std::uint64_t, wide_bitboard<static_cast<std::size_t>((Bits + 63) / 64)>>;

// Range-for over the set bits of a bitboard, lowest first: for (int bit : bits(b)).
template <bitboard Bitboard>
class bits {
public:
    constexpr explicit bits(Bitboard b) noexcept : b_(b) {}

    class iterator {
    public:
        using value_type = int;
        using difference_type = std::ptrdiff_t;
        constexpr iterator() noexcept = default;
        constexpr explicit iterator(Bitboard b) noexcept : b_(b) {}
        constexpr int operator*() const noexcept { return lowest_bit(b_); }
        constexpr iterator& operator++() noexcept {
            b_ = without_lowest_bit(b_);
            return *this;
        }
        constexpr iterator operator++(int) noexcept {
            iterator old = *this;
            ++*this;
            return old;
        }
        constexpr bool operator==(const iterator&) const noexcept = default;

    private:
        Bitboard b_{};
    };

    constexpr iterator begin() const noexcept { return iterator(b_); }
    constexpr iterator end() const noexcept { return iterator(Bitboard{}); }

private:
    Bitboard b_;
};

static_assert(bitboard<std::uint64_t>);
static_assert(bitboard<wide_bitboard<2>>);
static_assert(!bitboard<std::uint32_t>, "no popcount of its own: a narrower word is not a bitboard");

}  // namespace draughts

// ---- draughts/core/board.hpp
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

// ---- draughts/core/lines.hpp
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

// ---- draughts/core/move.hpp
// A move and a list of moves. A move is what changes on the board: where the
// piece starts and ends, which pieces it captures, and whether it becomes a king. The path
// of a capture is not stored; notation derives it when it is needed (paths.hpp).


#include <cstddef>
#include <cstdint>
#include <optional>

namespace draughts {

template <class Board>
struct basic_move {
    using board = Board;
    using bitboard = typename Board::bitboard;

    bitboard captured;  // the captured pieces; empty for a quiet move
    std::uint8_t from;  // bits of the start and end squares (Board::number gives the square number)
    std::uint8_t to;
    bool promotes;  // a man that ends the move as a king

    [[nodiscard]] constexpr int from_square() const noexcept { return Board::number(from); }
    [[nodiscard]] constexpr int to_square() const noexcept { return Board::number(to); }
    [[nodiscard]] constexpr bool is_capture() const noexcept { return captured != bitboard{}; }
    [[nodiscard]] constexpr int capture_count() const noexcept { return popcount(captured); }

    // PDN 3.0: a move is identified by (from, to, captured set).
    [[nodiscard]] friend constexpr bool operator==(const basic_move& a, const basic_move& b) noexcept {
        return a.from == b.from && a.to == b.to && a.captured == b.captured && a.promotes == b.promotes;
    }
};

// A list of moves that never loses one. Room for 512 moves is kept inside the list, enough
// for every position of play; a position past that (a Frisian king with 875,316 capture paths
// counted one by one, say) moves the list to memory from the heap, grown as needed. So
// generation allocates nothing in play, and no count, list or explanation is ever cut short.
// The one failure left is running out of memory, which ends the program (the list's
// operations are noexcept).
template <class Board>
class basic_move_list {
public:
    using move_type = basic_move<Board>;
    // Quiet moves are bounded by four per empty square (a king from each diagonal), 196 on
    // 10x10; captures by far less in any position of play.
    static constexpr std::size_t inline_capacity =
        Board::max_squares <= 128 ? 512 : 4 * static_cast<std::size_t>(Board::max_squares);

    constexpr basic_move_list() noexcept {}
    constexpr basic_move_list(const basic_move_list& o) noexcept { assign(o); }
    constexpr basic_move_list& operator=(const basic_move_list& o) noexcept {
        if (this != &o) {
            clear();
            assign(o);
        }
        return *this;
    }
    constexpr ~basic_move_list() {
        if (data_ != moves_) [[unlikely]]
            release();
    }

    [[nodiscard]] constexpr std::size_t size() const noexcept { return size_; }
    [[nodiscard]] constexpr bool empty() const noexcept { return size_ == 0; }
    [[nodiscard]] constexpr const move_type& operator[](std::size_t i) const noexcept {
        DRAUGHTS_ASSERT(i < size_);
        return data_[i];
    }
    [[nodiscard]] constexpr const move_type* begin() const noexcept { return data_; }
    [[nodiscard]] constexpr const move_type* end() const noexcept { return data_ + size_; }

    // Reordering, for a search's move ordering: the list's iterators are pointers, so
    // std::sort, std::partition and std::swap work on it. Only the order may change; the
    // moves stay those the generator gave (erase removes some).
    [[nodiscard]] constexpr move_type& operator[](std::size_t i) noexcept {
        DRAUGHTS_ASSERT(i < size_);
        return data_[i];
    }
    [[nodiscard]] constexpr move_type* begin() noexcept { return data_; }
    [[nodiscard]] constexpr move_type* end() noexcept { return data_ + size_; }

    // Removes the moves in [first, last), keeping the order of the rest; returns where the
    // first move after them now stands.
    constexpr move_type* erase(const move_type* first, const move_type* last) noexcept {
        DRAUGHTS_ASSERT(begin() <= first && first <= last && last <= end());
        move_type* to = data_ + (first - data_);
        const move_type* from = last;
        while (from != end()) *to++ = *from++;
        size_ -= static_cast<std::size_t>(last - first);
        return data_ + (first - data_);
    }
    constexpr move_type* erase(const move_type* at) noexcept { return erase(at, at + 1); }

    // Empties the list; memory taken from the heap is kept for the next moves.
    constexpr void clear() noexcept { size_ = 0; }

    constexpr void push_back(const move_type& m) noexcept {
        if (size_ == capacity_) [[unlikely]]
            grow();
        data_[size_++] = m;
    }

    [[nodiscard]] constexpr bool contains(const move_type& m) const noexcept {
        for (const move_type& x : *this)
            if (x == m) return true;
        return false;
    }

private:
    // Out of line: positions of play never come here.
    DRAUGHTS_NOINLINE constexpr void grow() noexcept {
        const std::size_t bigger = 2 * capacity_;
        move_type* more = new move_type[bigger];
        for (std::size_t i = 0; i < size_; ++i) more[i] = data_[i];
        release();
        data_ = more;
        capacity_ = bigger;
    }
    // Out of line too: perft destroys lists at every node, and none of them holds heap memory.
    DRAUGHTS_NOINLINE constexpr void release() noexcept {
        if (data_ != moves_) delete[] data_;
        data_ = moves_;
        capacity_ = inline_capacity;
    }
    constexpr void assign(const basic_move_list& o) noexcept {
        for (const move_type& m : o) push_back(m);
    }

    move_type moves_[inline_capacity];  // left uninitialised: filling it would cost more than generating
    move_type* data_ = moves_;
    std::size_t size_ = 0;
    std::size_t capacity_ = inline_capacity;
};

// The moves a count has met, to tell another path of a move from a new move (the unique
// convention). Counting at perft's last ply makes one of these per position: making it costs
// nothing (the list's room is left uninitialised), and the look-up is inline, in the count's
// own code, so that the count's other values stay in registers (out of line, or behind an
// std::optional, Russian perft lost 4%).
template <class Board>
class seen_moves {
public:
    // Whether m is met for the first time; it is remembered.
    constexpr bool insert(const basic_move<Board>& m) noexcept {
        if (list_.contains(m)) return false;
        list_.push_back(m);
        return true;
    }
    constexpr void clear() noexcept { list_.clear(); }

private:
    basic_move_list<Board> list_;
};

}  // namespace draughts

// ---- draughts/core/variant.hpp
// What a variant is: a struct of compile-time facts, each with the article of the rules it
// comes from. This header gives the vocabulary of those facts, the defaults of the facts a
// variant may leave out, and the concept `draughts_variant` that says which facts a variant
// must state; variants/ holds the variants themselves.
//
// The generator, notation and game code read a variant through rules_of<V>, which fills in
// the defaults; nothing in the library knows a variant by name.


#include <array>
#include <bit>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <string_view>
#include <type_traits>

namespace draughts {

// A rule fact: its value and where the federation's rules state it ("FMJD 4.13").
template <class T>
struct rule {
    T value;
    std::string_view article{};

    constexpr operator T() const noexcept { return value; }  // NOLINT: read as the value it states
};
template <class T>
rule(T, const char*) -> rule<T>;
template <class T>
rule(T) -> rule<T>;

// What happens to a man that reaches its last row in the middle of a capture.
enum class mid_capture_crowning : std::uint8_t {
    captures_on_as_king,  // crowned at once, and captures on as a king (Russian 1.5.15)
    move_ends,            // crowned, and the move ends there (English, Italian, Spanish, Czech, Thai)
    captures_on_as_man,   // stays a man, captures on, is crowned only where the move ends (FMJD 4.15)
};

// When the pieces a capture takes leave the board.
enum class capture_removal : std::uint8_t {
    at_end,   // after the whole move; until then they block, and none is taken twice (FMJD 4.8)
    at_once,  // each as it is taken, so its square may be crossed again (Thai, Turkish)
};

// Where a flying king may land behind a piece it takes.
enum class king_landing : std::uint8_t {
    anywhere_behind,         // any empty square behind it, up to the next piece (FMJD 4.3)
    right_behind,            // the square right behind it, and only there (Thai)
    right_behind_last_king,  // anywhere, except right behind a king taken last (Killer)
};

enum class square_notation : std::uint8_t { numeric, algebraic };

// A set of directions, as White sees the board; Black's are their mirror image, north and
// south swapped (a man's forward is north for White, south for Black).
class direction_set {
public:
    constexpr direction_set() noexcept = default;
    constexpr direction_set(std::initializer_list<direction> directions) noexcept {
        for (direction d : directions) mask |= bit(d);
    }

    [[nodiscard]] constexpr bool contains(direction d) const noexcept { return (mask & bit(d)) != 0; }
    [[nodiscard]] constexpr std::size_t size() const noexcept { return static_cast<std::size_t>(std::popcount(mask)); }
    [[nodiscard]] constexpr bool has_straight() const noexcept {
        for (direction d : straight_directions)
            if (contains(d)) return true;
        return false;
    }
    [[nodiscard]] constexpr bool has_diagonal() const noexcept {
        for (direction d : diagonal_directions)
            if (contains(d)) return true;
        return false;
    }
    [[nodiscard]] friend constexpr direction_set operator|(direction_set a, direction_set b) noexcept {
        direction_set u;
        u.mask = static_cast<std::uint8_t>(a.mask | b.mask);
        return u;
    }
    friend constexpr bool operator==(direction_set, direction_set) noexcept = default;

    // The direction north and south swapped: the same way, seen from the other side.
    [[nodiscard]] static constexpr direction mirrored(direction d) noexcept {
        switch (d) {
        case direction::north_west: return direction::south_west;
        case direction::north_east: return direction::south_east;
        case direction::south_west: return direction::north_west;
        case direction::south_east: return direction::north_east;
        case direction::north: return direction::south;
        case direction::south: return direction::north;
        case direction::west: return direction::west;
        case direction::east: return direction::east;
        }
        return d;
    }

    [[nodiscard]] static constexpr std::uint8_t bit(direction d) noexcept {
        return static_cast<std::uint8_t>(1u << static_cast<unsigned>(d));
    }

    std::uint8_t mask = 0;  // bit d for direction d; public, so that a set can be a template argument
};

namespace directions {
inline constexpr direction_set forward_diagonals{direction::north_west, direction::north_east};
inline constexpr direction_set diagonals{direction::north_west, direction::north_east, direction::south_west,
                                         direction::south_east};
inline constexpr direction_set straight{direction::north, direction::south, direction::west, direction::east};
inline constexpr direction_set forward_and_sideways{direction::north, direction::west, direction::east};
inline constexpr direction_set all = diagonals | straight;
}  // namespace directions

// How a game is won besides a draw.
enum class game_end : std::uint8_t {
    no_move_loses,    // a player who cannot move loses, as in every federation's rules
    no_move_wins,     // a player who cannot move wins (antidraughts)
    first_king_wins,  // the first player to crown a man wins; a player who cannot move loses (breakthrough)
};

// ---------------------------------------------------------------------------------------
// Capture precedence: which of the complete captures a player may choose from.

// One step of the comparison. A capture that is worse on a step than another capture is
// not legal; captures equal on every step are a free choice.
enum class capture_criterion : std::uint8_t {
    most_pieces,   // the capture that takes the most pieces, a king counting as a man (FMJD 4.13)
    with_king,     // a capture made by a king rather than by a man (Italian 6.7, Czech 4.14)
    most_kings,    // the capture that takes the most kings (Italian 6.8, Spanish)
    kings_first,   // the capture that meets the kings it takes earliest, king by king (Italian 6.9)
    highest_value, // the capture of the highest value, a king worth more than one man and less than two:
                   // k kings outweigh 2k - 1 men and fall short of 2k (Frisian 11)
};

struct precedence_step {
    capture_criterion criterion;
    std::string_view article;
};

// The steps in order, each with its article, and the article that leaves the choice free
// among captures equal on every step (or among all captures, when there are no steps).
class capture_precedence {
public:
    static constexpr std::size_t max_steps = 4;

    constexpr capture_precedence() noexcept = default;

    [[nodiscard]] constexpr capture_precedence then(capture_criterion c, std::string_view article) const noexcept {
        capture_precedence p = *this;
        p.steps_[p.count_++] = {c, article};
        return p;
    }
    [[nodiscard]] constexpr capture_precedence otherwise_free(std::string_view article) const noexcept {
        capture_precedence p = *this;
        p.free_choice_ = article;
        return p;
    }

    [[nodiscard]] constexpr std::size_t size() const noexcept { return count_; }
    [[nodiscard]] constexpr const precedence_step& operator[](std::size_t i) const noexcept { return steps_[i]; }
    [[nodiscard]] constexpr const precedence_step* begin() const noexcept { return steps_.data(); }
    [[nodiscard]] constexpr const precedence_step* end() const noexcept { return steps_.data() + count_; }
    [[nodiscard]] constexpr std::string_view free_choice_article() const noexcept { return free_choice_; }

    [[nodiscard]] constexpr bool has(capture_criterion c) const noexcept {
        for (const auto& s : *this)
            if (s.criterion == c) return true;
        return false;
    }
    // Whether the comparison looks at the number of pieces only (or at nothing): then a
    // capture is judged by its count, which the generator's fast paths rely on.
    [[nodiscard]] constexpr bool counts_only() const noexcept {
        for (const auto& s : *this)
            if (s.criterion != capture_criterion::most_pieces) return false;
        return true;
    }
    [[nodiscard]] constexpr bool is_free_choice() const noexcept { return count_ == 0; }

private:
    std::array<precedence_step, max_steps> steps_{};
    std::size_t count_ = 0;
    std::string_view free_choice_{};
};

// Every capture may be chosen (Russian 1.5.14).
[[nodiscard]] constexpr capture_precedence free_choice(std::string_view article) noexcept {
    return capture_precedence{}.otherwise_free(article);
}

// ---------------------------------------------------------------------------------------
// Draw rules: each variant supplies its list, in the order its articles give them.

// The rules that end a game in a draw. When one move reaches two limits at once, the first
// in the variant's list is reported.
enum class draw_rule : std::uint8_t {
    repetition,                  // the same position, same side to move, for the limit-th time
    three_kings_vs_king,         // the stronger side's moves: three or more kings (and no men) against a lone king
    kings_only,                  // moves in a row with no man moved and nothing captured
    balance_4_5_pieces,          // both sides have kings, 4 or 5 pieces in all, and no capture or promotion
    balance_6_7_pieces,          // the same with 6 or 7 pieces
    three_vs_king_on_main_road,  // the stronger side's moves: three pieces, one at least a king, against a lone
                                 // king on the main road (a1-h8)
    three_pieces_vs_king,        // three pieces, one at least a king, against a lone king
    two_pieces_vs_king,          // two pieces with a king, or one king, against a lone king
    two_kings_vs_king,           // the stronger side's moves: two kings (and no men) against a lone king
    king_vs_king,                // a lone king against a lone king, when the side to move cannot capture
};

// One draw rule as a federation's text gives it: the rule, its number (moves of each player
// unless the rule counts the stronger side's moves, or occurrences for repetition; 0 for a
// draw as soon as the situation holds), and its article.
struct draw_limit {
    draw_rule rule;
    int limit;
    std::string_view article;
};

// ---------------------------------------------------------------------------------------
// The concept and the defaults.

namespace detail {

template <class X, class T>
concept fact_of = std::same_as<std::remove_cvref_t<X>, rule<T>> || std::same_as<std::remove_cvref_t<X>, T>;

template <class T>
[[nodiscard]] constexpr rule<T> as_rule(const rule<T>& r) noexcept {
    return r;
}
template <class T>
[[nodiscard]] constexpr rule<T> as_rule(const T& value) noexcept {
    return {value, {}};
}

template <class X>
inline constexpr bool is_draw_list = false;
template <std::size_t N>
inline constexpr bool is_draw_list<std::array<draw_limit, N>> = true;

// A condition as one atomic constraint. A concept that is a conjunction of disjunctions is
// expanded by the compilers' constraint normalisation into every combination: 2^n terms
// for n facts that may be left out (clang++ 14 took a second over nineteen).
[[nodiscard]] consteval bool holds(bool condition) noexcept { return condition; }

}  // namespace detail

// The facts every variant states. A struct that leaves one out is not a variant, and the
// compiler names the fact it misses; a fact of the wrong type is named the same way.
template <class V>
concept draughts_variant = requires {
    { V::name } -> std::convertible_to<std::string_view>;
    typename V::board;
    requires bitboard<typename V::board::bitboard>;
    { V::men_capture_backward } -> detail::fact_of<bool>;
    { V::flying_kings } -> detail::fact_of<bool>;
    { V::precedence } -> std::convertible_to<capture_precedence>;
    { V::crowning } -> detail::fact_of<mid_capture_crowning>;
}
&& detail::holds(!requires { V::straight_captures; } || requires { { V::straight_captures } -> detail::fact_of<bool>; })
&& detail::holds(!requires { V::man_moves; } || requires { { V::man_moves } -> detail::fact_of<direction_set>; })
&& detail::holds(!requires { V::man_captures; } || requires { { V::man_captures } -> detail::fact_of<direction_set>; })
&& detail::holds(!requires { V::king_moves; } || requires { { V::king_moves } -> detail::fact_of<direction_set>; })
&& detail::holds(!requires { V::king_captures; } || requires { { V::king_captures } -> detail::fact_of<direction_set>; })
&& detail::holds(!requires { V::capture_reversal; } || requires { { V::capture_reversal } -> detail::fact_of<bool>; })
&& detail::holds(!requires { V::empty_back_rows; } || requires { { V::empty_back_rows } -> std::convertible_to<int>; })
&& detail::holds(!requires { V::king_move_limit; } || requires { { V::king_move_limit } -> detail::fact_of<int>; })
// The facts with a default, when a variant states them, must be of the right type.
&& detail::holds(!requires { V::first_to_move; } || requires { { V::first_to_move } -> detail::fact_of<color>; })
&& detail::holds(!requires { V::empty_rows; } || requires { { V::empty_rows } -> std::convertible_to<int>; })
&& detail::holds(!requires { V::men_capture_kings; } || requires { { V::men_capture_kings } -> detail::fact_of<bool>; })
&& detail::holds(!requires { V::removal; } || requires { { V::removal } -> detail::fact_of<capture_removal>; })
&& detail::holds(!requires { V::landing; } || requires { { V::landing } -> detail::fact_of<king_landing>; })
&& detail::holds(!requires { V::end; } || requires { { V::end } -> detail::fact_of<game_end>; })
&& detail::holds(!requires { V::notation; } || requires { { V::notation } -> std::convertible_to<square_notation>; })
&& detail::holds(!requires { V::capture_separator; } || requires { { V::capture_separator } -> std::convertible_to<char>; })
&& detail::holds(!requires { V::compulsory_capture; } || requires { { V::compulsory_capture } -> std::convertible_to<std::string_view>; })
&& detail::holds(!requires { V::capture_goes_on; } || requires { { V::capture_goes_on } -> std::convertible_to<std::string_view>; })
&& detail::holds(!requires { V::king_lands_to_go_on; } || requires { { V::king_lands_to_go_on } -> std::convertible_to<std::string_view>; })
&& detail::holds(!requires { V::pdn_game_type; } || requires { { V::pdn_game_type } -> std::convertible_to<int>; })
&& detail::holds(!requires { V::points_for_a_win; } || requires { { V::points_for_a_win } -> std::convertible_to<int>; })
&& detail::holds(!requires { V::draws; } ||
                 requires { requires detail::is_draw_list<std::remove_cvref_t<decltype(V::draws)>>; });

// One line per fact a variant may leave out: its type, its name and its default. A fact
// the variant states is taken with its article; a default has none. (The concept above
// checks the type of each one the variant states.)
#define DRAUGHTS_OPTIONAL_FACT(type, name, default_value)                 \
    static constexpr rule<type> name = [] {                               \
        if constexpr (requires { V::name; })                              \
            return detail::as_rule<type>(V::name);                        \
        else                                                              \
            return rule<type>{default_value, {}};                         \
    }()
// The same for a plain value, without an article.
#define DRAUGHTS_OPTIONAL_VALUE(type, name, default_value)                \
    static constexpr type name = [] {                                     \
        if constexpr (requires { V::name; })                              \
            return static_cast<type>(V::name);                            \
        else                                                              \
            return type{default_value};                                   \
    }()

// A variant's facts, with the defaults of those it leaves out.
template <draughts_variant V>
struct rules_of {
    using board = typename V::board;

    static constexpr rule<bool> men_capture_backward = detail::as_rule<bool>(V::men_capture_backward);
    static constexpr rule<bool> flying_kings = detail::as_rule<bool>(V::flying_kings);
    static constexpr capture_precedence precedence = V::precedence;
    static constexpr rule<mid_capture_crowning> crowning = detail::as_rule<mid_capture_crowning>(V::crowning);

    // Whether men and kings capture along rows and files too, over a piece on the next dark
    // square of the row or file (two files or two rows away) - eight directions in all
    // (Frisian 7, 9) - or on the diagonals only, unless the variant says so.
    DRAUGHTS_OPTIONAL_FACT(bool, straight_captures, false);
    // How many quiet moves in a row one king may make while its side still has men, 0 for no
    // limit, unless the variant says so (Frisian 17: three; a capture, or a move of another
    // piece, starts the count again). History, not pieces: position<V> keeps the count.
    DRAUGHTS_OPTIONAL_FACT(int, king_move_limit, 0);
    static_assert(king_move_limit >= 0 && king_move_limit < 128, "a king's run is counted in a byte");

    static_assert(!straight_captures || men_capture_backward,
                  "men that capture along rows and files capture backward too: every way is theirs");

    // The directions each kind of piece moves and captures in, as White sees the board,
    // unless the variant says so: men step forward on the diagonals (FMJD 3.5) and capture
    // forward, and backward too where they do (FMJD 4.2); kings move and capture every way on
    // the diagonals (FMJD 3.9); where pieces capture along rows and files (Frisian 7, 9),
    // both capture in all eight directions.
    DRAUGHTS_OPTIONAL_FACT(direction_set, man_moves, directions::forward_diagonals);
    static constexpr rule<direction_set> man_captures = [] {
        if constexpr (requires { V::man_captures; })
            return detail::as_rule<direction_set>(V::man_captures);
        else if constexpr (straight_captures)
            return rule<direction_set>{directions::all, straight_captures.article};
        else if constexpr (men_capture_backward)
            return rule<direction_set>{directions::diagonals, men_capture_backward.article};
        else
            return rule<direction_set>{directions::forward_diagonals, men_capture_backward.article};
    }();
    DRAUGHTS_OPTIONAL_FACT(direction_set, king_moves, directions::diagonals);
    static constexpr rule<direction_set> king_captures = [] {
        if constexpr (requires { V::king_captures; })
            return detail::as_rule<direction_set>(V::king_captures);
        else if constexpr (straight_captures)
            return rule<direction_set>{directions::all, straight_captures.article};
        else
            return rule<direction_set>{directions::diagonals, {}};
    }();
    // Whether a capture may turn back the way it came between two jumps, unless the variant
    // says not (Turkish: no 180-degree turn). Where the pieces taken stay until the move
    // ends, the piece just taken blocks the way back anyway.
    DRAUGHTS_OPTIONAL_FACT(bool, capture_reversal, true);

    // White moves first, as in the FMJD's rules, unless the variant says otherwise.
    DRAUGHTS_OPTIONAL_FACT(color, first_to_move, color::white);
    // The rows left empty between the two armies at the start: the middle two, or three on a
    // board of odd height, unless the variant says otherwise.
    [[nodiscard]] static constexpr int empty_rows() noexcept {
        if constexpr (requires { V::empty_rows; })
            return static_cast<int>(V::empty_rows);
        else
            return 2 + board::height % 2;
    }
    // The rows each side leaves empty behind its men at the start: none, unless the variant
    // says otherwise (Turkish: the back row).
    [[nodiscard]] static constexpr int empty_back_rows() noexcept {
        if constexpr (requires { V::empty_back_rows; })
            return static_cast<int>(V::empty_back_rows);
        else
            return 0;
    }
    // Whether a number of empty rows leaves the same number of rows, at least one, to each side.
    [[nodiscard]] static constexpr bool fits_start(int rows_empty) noexcept {
        const int rows = board::height - 2 * empty_back_rows();
        return rows_empty >= 0 && rows_empty < rows && (rows - rows_empty) % 2 == 0;
    }
    [[nodiscard]] static constexpr int men_rows(int rows_empty = empty_rows()) noexcept {
        return (board::height - 2 * empty_back_rows() - rows_empty) / 2;
    }
    // Where a side's men stand at the start.
    [[nodiscard]] static constexpr typename board::bitboard start_rows(color c, int rows_empty = empty_rows()) noexcept {
        return board::home_rows(c, men_rows(rows_empty) + empty_back_rows()) & ~board::home_rows(c, empty_back_rows());
    }
    [[nodiscard]] static constexpr int men_per_side(int rows_empty = empty_rows()) noexcept {
        return popcount(start_rows(color::white, rows_empty));
    }
    static_assert(!board::is_fixed || fits_start(empty_rows()),
                  "the empty rows must leave the same number of rows, at least one, to each side");

    DRAUGHTS_OPTIONAL_FACT(bool, men_capture_kings, true);
    DRAUGHTS_OPTIONAL_FACT(capture_removal, removal, capture_removal::at_end);
    DRAUGHTS_OPTIONAL_FACT(king_landing, landing, king_landing::anywhere_behind);
    DRAUGHTS_OPTIONAL_FACT(game_end, end, game_end::no_move_loses);
    DRAUGHTS_OPTIONAL_VALUE(square_notation, notation, square_notation::numeric);
    DRAUGHTS_OPTIONAL_VALUE(char, capture_separator, 'x');
    // Where the rules say what every variant's rules say: that capturing is compulsory, that
    // a capture goes on while the piece can take more, and that a flying king lands where its
    // capture goes on. Articles only, for explanations; empty where the variant gives none.
    DRAUGHTS_OPTIONAL_VALUE(std::string_view, compulsory_capture, std::string_view{});
    DRAUGHTS_OPTIONAL_VALUE(std::string_view, capture_goes_on, std::string_view{});
    DRAUGHTS_OPTIONAL_VALUE(std::string_view, king_lands_to_go_on, std::string_view{});
    // 0: PDN has no GameType for it.
    DRAUGHTS_OPTIONAL_VALUE(int, pdn_game_type, 0);
    // The other names the variant answers to ("checkers" for English draughts), if any.
    static constexpr auto aliases = [] {
        if constexpr (requires { V::aliases; })
            return V::aliases;
        else
            return std::array<std::string_view, 0>{};
    }();
    // The points of a win in a game's result: 2 where a draw scores 1 (FMJD: "2-0", "1-1",
    // "0-2", PDN 3.0's international results), else 1 ("1-0", "1/2-1/2", "0-1").
    DRAUGHTS_OPTIONAL_VALUE(int, points_for_a_win, 1);
    // No draw rules unless the variant lists some.
    static constexpr auto draws = [] {
        if constexpr (requires { V::draws; })
            return V::draws;
        else
            return std::array<draw_limit, 0>{};
    }();

    [[nodiscard]] static constexpr draw_limit draw_limit_of(draw_rule r) noexcept {
        for (const draw_limit& d : draws)
            if (d.rule == r) return d;
        return {r, 0, {}};
    }
};

#undef DRAUGHTS_OPTIONAL_FACT
#undef DRAUGHTS_OPTIONAL_VALUE

// A variant's rules on another board: international rules on 6x6 or 12x10, English on
// 10x10. The start position fills every row but the middle ones, as many as EmptyRows says,
// or as the variant says when EmptyRows is -1 (its own count, or the middle two, three on a
// board of odd height).
template <draughts_variant Variant, class Board, int EmptyRows = -1>
struct on_board : Variant {
    using board = Board;
};
template <draughts_variant Variant, class Board, int EmptyRows>
    requires(EmptyRows >= 0)
struct on_board<Variant, Board, EmptyRows> : Variant {
    using board = Board;
    static constexpr int empty_rows = EmptyRows;
};

}  // namespace draughts

// ---- draughts/core/position.hpp
// A position: where the men and kings of each colour stand, and who is to move. Small and
// cheap to copy, so that search copies a position and plays a move on the copy.


#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <type_traits>

namespace draughts {

enum class piece_kind : std::uint8_t { man, king };

struct piece {
    color side;
    piece_kind kind;
    friend constexpr bool operator==(piece, piece) noexcept = default;
};

// A king's run of quiet moves, where the variant limits it (Frisian 17): the square the king
// stands on and how many quiet moves in a row it has made there; no run: {0, 0}.
struct king_run {
    int square = 0;
    int moves = 0;

    friend constexpr bool operator==(const king_run&, const king_run&) noexcept = default;
};

namespace detail {

// Zobrist keys from a fixed seed (SplitMix64), so hashes are the same on every machine.
constexpr std::uint64_t splitmix64(std::uint64_t& state) noexcept {
    std::uint64_t z = (state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

// One key per (colour, kind, bit) of a board, and one for Black to move.
template <class Board>
struct zobrist_keys {
    std::array<std::array<std::uint64_t, Board::max_bit_count>, 4> piece_at{};  // [colour * 2 + kind][bit]
    std::uint64_t black_to_move{};
};

template <class Board>
constexpr zobrist_keys<Board> make_zobrist_keys() noexcept {
    zobrist_keys<Board> keys;
    std::uint64_t state = 0x6472617567687473ULL;
    for (auto& table : keys.piece_at)
        for (auto& key : table) key = splitmix64(state);
    keys.black_to_move = splitmix64(state);
    return keys;
}

template <class Board>
inline constexpr zobrist_keys<Board> zobrist = make_zobrist_keys<Board>();

// The key of a king's run: mixed from its colour, length and bit (runs are rare, and only in
// the variants that limit them).
[[nodiscard]] constexpr std::uint64_t run_key(std::size_t colour, int moves, int bit) noexcept {
    std::uint64_t state = std::uint64_t{0x72756e73} ^ (std::uint64_t{colour} << 20) ^
                          (static_cast<std::uint64_t>(moves) << 12) ^ static_cast<std::uint64_t>(bit);
    return splitmix64(state);
}

// A king's run as a position keeps it, and nothing where the variant has no limit.
struct stored_run {
    std::uint8_t bit = 0;
    std::uint8_t moves = 0;
    friend constexpr bool operator==(const stored_run&, const stored_run&) noexcept = default;
};
struct no_runs {
    friend constexpr bool operator==(const no_runs&, const no_runs&) noexcept = default;
};

}  // namespace detail

template <draughts_variant Variant>
class position {
public:
    using variant = Variant;
    using board = typename Variant::board;
    using bitboard = typename board::bitboard;
    using move_type = basic_move<board>;

    // Whether the variant limits a king's run of quiet moves (Frisian 17), so that positions
    // keep the runs.
    static constexpr bool keeps_king_runs = rules_of<Variant>::king_move_limit > 0;

    // An empty board with the variant's first player to move.
    constexpr position() noexcept = default;

    // The start position: men on every row of each side but the empty rows between them (the
    // middle two, three on a board of odd height, unless the variant says otherwise) and
    // those it leaves empty behind them (Turkish: the back row).
    [[nodiscard]] static constexpr position start() noexcept { return start(rules_of<Variant>::empty_rows()); }

    // The same with another number of empty rows, which must leave the same number of rows,
    // at least one, to each side (rules_of<Variant>::fits_start).
    [[nodiscard]] static constexpr position start(int empty_rows) noexcept {
        DRAUGHTS_ASSERT(rules_of<Variant>::fits_start(empty_rows));
        position p;
        p.pieces_[index(color::white)] = rules_of<Variant>::start_rows(color::white, empty_rows);
        p.pieces_[index(color::black)] = rules_of<Variant>::start_rows(color::black, empty_rows);
        return p;
    }

    // From piece sets. The sets must be disjoint subsets of board::all with kings among the
    // pieces; read_fen() checks text from outside, this trusts its caller.
    [[nodiscard]] static constexpr position from_sets(bitboard white, bitboard black, bitboard kings,
                                                      color to_move) noexcept {
        DRAUGHTS_ASSERT((white & black) == bitboard{} && ((white | black) & ~board::all) == bitboard{});
        DRAUGHTS_ASSERT((kings & ~(white | black)) == bitboard{});
        position p;
        p.pieces_[index(color::white)] = white;
        p.pieces_[index(color::black)] = black;
        p.kings_ = kings;
        p.side_ = to_move;
        return p;
    }

    [[nodiscard]] constexpr color side_to_move() const noexcept { return side_; }
    [[nodiscard]] constexpr bitboard pieces(color c) const noexcept { return pieces_[index(c)]; }
    [[nodiscard]] constexpr bitboard kings(color c) const noexcept { return pieces_[index(c)] & kings_; }
    [[nodiscard]] constexpr bitboard men(color c) const noexcept { return pieces_[index(c)] & ~kings_; }
    [[nodiscard]] constexpr bitboard kings() const noexcept { return kings_; }
    [[nodiscard]] constexpr bitboard occupied() const noexcept { return pieces_[0] | pieces_[1]; }
    [[nodiscard]] constexpr bitboard empty() const noexcept { return board::all & ~occupied(); }

    [[nodiscard]] constexpr int count(color c) const noexcept { return popcount(pieces(c)); }
    [[nodiscard]] constexpr int count(color c, piece_kind k) const noexcept {
        return popcount(k == piece_kind::king ? kings(c) : men(c));
    }

    // The piece on a square number, if any; none on a number that is not on the board.
    [[nodiscard]] constexpr std::optional<piece> at(int number) const noexcept {
        if (!board::on_board(number)) return std::nullopt;
        const bitboard b = board::square_mask(number);
        for (color c : {color::white, color::black})
            if (pieces(c) & b) return piece{c, (kings_ & b) ? piece_kind::king : piece_kind::man};
        return std::nullopt;
    }

    // Set-up editing: put a piece on a square number (replacing what stood there), clear it.
    // The number must be on the board (asserted); try_put and try_remove check it and leave
    // the position as it was when it is not.
    constexpr void put(int number, piece p) noexcept {
        remove(number);
        const bitboard b = board::square_mask(number);
        pieces_[index(p.side)] |= b;
        if (p.kind == piece_kind::king) kings_ |= b;
    }
    constexpr void remove(int number) noexcept {
        const bitboard keep = ~board::square_mask(number);
        pieces_[0] &= keep;
        pieces_[1] &= keep;
        kings_ &= keep;
        if constexpr (keeps_king_runs)
            for (detail::stored_run& r : runs_)
                if (r.moves && r.bit == board::bit(number)) r = {};  // the king of the run has gone
    }
    [[nodiscard]] constexpr bool try_put(int number, piece p) noexcept {
        if (!board::on_board(number)) return false;
        put(number, p);
        return true;
    }
    [[nodiscard]] constexpr bool try_remove(int number) noexcept {
        if (!board::on_board(number)) return false;
        remove(number);
        return true;
    }
    constexpr void set_side_to_move(color c) noexcept { side_ = c; }

    // Side c's king's run of quiet moves (Frisian 17); none where the variant has no limit.
    // Playing moves keeps it; a FEN carries it (text/fen.hpp).
    [[nodiscard]] constexpr king_run run(color c) const noexcept {
        if constexpr (keeps_king_runs) {
            const detail::stored_run& r = runs_[index(c)];
            if (r.moves) return {board::number(r.bit), r.moves};
        }
        return {};
    }
    // Sets it, for a position set up with its history: a king of side c stands on r.square
    // and has made r.moves quiet moves in a row, at most the limit ({0, 0}: no run).
    constexpr void set_run(color c, king_run r) noexcept {
        if constexpr (keeps_king_runs) {
            DRAUGHTS_ASSERT(r.moves == 0 || (board::on_board(r.square) && has_bit(kings(c), board::bit(r.square))));
            DRAUGHTS_ASSERT(r.moves >= 0 && r.moves <= rules_of<Variant>::king_move_limit);
            runs_[index(c)] = r.moves ? detail::stored_run{static_cast<std::uint8_t>(board::bit(r.square)),
                                                           static_cast<std::uint8_t>(r.moves)}
                                      : detail::stored_run{};
        }
    }
    // The king of side c that may not make another quiet move: the one whose run has reached
    // the limit while c still has men (Frisian 17). None in most positions and variants.
    [[nodiscard]] constexpr bitboard stopped_king(color c) const noexcept {
        if constexpr (keeps_king_runs) {
            const detail::stored_run& r = runs_[index(c)];
            if (r.moves >= rules_of<Variant>::king_move_limit && men(c)) return single_bit<bitboard>(r.bit);
        }
        return bitboard{};
    }

    // Plays a legal move of the side to move (copy-make: copy the position, then play).
    DRAUGHTS_ALWAYS_INLINE constexpr void play(const move_type& m) noexcept {
        if (side_ == color::white)
            play<color::white>(m);
        else
            play<color::black>(m);
    }

    // The same for a caller that knows the side to move at compile time (a generator).
    template <color Us>
    DRAUGHTS_ALWAYS_INLINE constexpr void play(const move_type& m) noexcept {
        const bitboard from = single_bit<bitboard>(m.from);
        const bitboard to = single_bit<bitboard>(m.to);
        // A move of the side to move, onto an empty square, taking only the opponent's
        // pieces. A king's capture may end where it began, and where pieces leave at once
        // (Turkish, Thai) on the square of a piece it took earlier in the move.
        DRAUGHTS_ASSERT((pieces_[index(Us)] & from) != bitboard{});
        DRAUGHTS_ASSERT(to == from || (occupied() & to & ~m.captured) == bitboard{});
        DRAUGHTS_ASSERT((to & m.captured) == bitboard{} || rules_of<Variant>::removal == capture_removal::at_once);
        DRAUGHTS_ASSERT((m.captured & ~pieces_[index(~Us)]) == bitboard{});
        const bitboard crowned = ((kings_ & from) || m.promotes) ? to : bitboard{};
        if constexpr (keeps_king_runs) run_on<Us>(m, (kings_ & from) != bitboard{});
        pieces_[index(Us)] = (pieces_[index(Us)] & ~from) | to;
        pieces_[index(~Us)] &= ~m.captured;
        kings_ = (kings_ & ~(from | m.captured)) | crowned;
        side_ = ~Us;
    }

    // The same for a man's quiet step, which generators know to be one: cheaper. Given the
    // set of its two squares. A man that steps onto the last row is crowned (FMJD 4.15,
    // Russian 1.5.16); it never steps from there, having no square ahead. A generator that
    // knows the step ends short of that row says so (MayCrown false): no test for a crowning.
    template <color Us, bool MayCrown = true>
    DRAUGHTS_ALWAYS_INLINE constexpr void play_man_step(bitboard from_and_to) noexcept {
        DRAUGHTS_ASSERT(popcount(from_and_to) == 2 && popcount(from_and_to & men(Us)) == 1 &&
                        popcount(from_and_to & occupied()) == 1);
        DRAUGHTS_ASSERT(MayCrown || (from_and_to & board::promotion_row(Us)) == bitboard{});
        pieces_[index(Us)] ^= from_and_to;
        if constexpr (MayCrown) kings_ |= from_and_to & board::promotion_row(Us);
        if constexpr (keeps_king_runs) runs_[index(Us)] = {};
        side_ = ~Us;
    }

    // The same for a man's capture whose pieces leave at the end of the move, given the set
    // of its start and end squares and the pieces taken, kings or men. A man never stands on
    // its last row: it is crowned where it ends there (FMJD 4.15, Russian 1.5.16), and the
    // captures made so cross no last row on the way. MayCrown as for play_man_step.
    template <color Us, bool MayCrown = true>
    DRAUGHTS_ALWAYS_INLINE constexpr void play_man_capture(bitboard from_and_to, bitboard taken) noexcept {
        DRAUGHTS_ASSERT(popcount(from_and_to) == 2 && popcount(from_and_to & men(Us)) == 1 &&
                        popcount(from_and_to & occupied()) == 1);
        DRAUGHTS_ASSERT(taken != bitboard{} && (taken & pieces_[index(~Us)]) == taken);
        DRAUGHTS_ASSERT(MayCrown || (from_and_to & board::promotion_row(Us)) == bitboard{});
        if constexpr (keeps_king_runs) run_on<Us>(move_type{taken, 0, 0, false}, false);
        pieces_[index(Us)] ^= from_and_to;
        pieces_[index(~Us)] ^= taken;
        kings_ &= ~taken;
        if constexpr (MayCrown) kings_ |= from_and_to & board::promotion_row(Us);
        side_ = ~Us;
    }

    // Zobrist hash of the pieces and the side to move.
    [[nodiscard]] constexpr std::uint64_t hash() const noexcept {
        std::uint64_t h = side_ == color::black ? detail::zobrist<board>.black_to_move : 0;
        for (color c : {color::white, color::black}) {
            for (int b : bits(men(c))) h ^= key(c, piece_kind::man, b);
            for (int b : bits(kings(c))) h ^= key(c, piece_kind::king, b);
        }
        return h ^ runs_hash();
    }

    // What playing m does to hash(): position after m has hash() ^ hash_change(m).
    [[nodiscard]] constexpr std::uint64_t hash_change(const move_type& m) const noexcept {
        const bitboard from = single_bit<bitboard>(m.from);
        const piece_kind before = (kings_ & from) ? piece_kind::king : piece_kind::man;
        const piece_kind after = m.promotes ? piece_kind::king : before;
        std::uint64_t h = detail::zobrist<board>.black_to_move;
        h ^= key(side_, before, m.from) ^ key(side_, after, m.to);
        for (int b : bits(m.captured)) h ^= key(~side_, has_bit(kings_, b) ? piece_kind::king : piece_kind::man, b);
        if constexpr (keeps_king_runs) {
            position next = *this;
            next.play(m);
            h ^= runs_hash() ^ next.runs_hash();
        }
        return h;
    }

    friend constexpr bool operator==(const position&, const position&) noexcept = default;

private:
    [[nodiscard]] static constexpr std::size_t index(color c) noexcept { return static_cast<std::size_t>(c); }

    // Frisian 17: a king's quiet move goes on its run (or starts one); any other move of the
    // side ends it; a king taken ends the run of its side.
    template <color Us>
    constexpr void run_on(const move_type& m, bool king_moved) noexcept {
        detail::stored_run& ours = runs_[index(Us)];
        if (king_moved && !m.is_capture()) {
            const int before = ours.moves && ours.bit == m.from ? ours.moves : 0;
            ours = {m.to, static_cast<std::uint8_t>(std::min(before + 1, rules_of<Variant>::king_move_limit.value))};
        } else {
            ours = {};
        }
        detail::stored_run& theirs = runs_[index(~Us)];
        if (theirs.moves && has_bit(m.captured, theirs.bit)) theirs = {};
    }

    [[nodiscard]] constexpr std::uint64_t runs_hash() const noexcept {
        std::uint64_t h = 0;
        if constexpr (keeps_king_runs)
            for (std::size_t c = 0; c < 2; ++c)
                if (runs_[c].moves) h ^= detail::run_key(c, runs_[c].moves, runs_[c].bit);
        return h;
    }
    [[nodiscard]] static constexpr std::uint64_t key(color c, piece_kind k, int bit) noexcept {
        return detail::zobrist<board>.piece_at[index(c) * 2 + static_cast<std::size_t>(k)][static_cast<std::size_t>(bit)];
    }

    std::array<bitboard, 2> pieces_{};  // by colour
    bitboard kings_{};
    color side_ = rules_of<Variant>::first_to_move;
    [[no_unique_address]] std::conditional_t<keeps_king_runs, std::array<detail::stored_run, 2>, detail::no_runs> runs_{};
};

}  // namespace draughts

// Positions as keys of unordered containers, by their Zobrist hash.
template <class Variant>
struct std::hash<draughts::position<Variant>> {
    [[nodiscard]] std::size_t operator()(const draughts::position<Variant>& p) const noexcept {
        return static_cast<std::size_t>(p.hash());
    }
};


// ---- draughts/movegen/moves.hpp
// What the move generators share: the move types of a variant, which capture paths count
// as moves, the directions each kind of piece goes in, and small helpers along a line.


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

// ---- draughts/movegen/precedence.hpp
// Capture precedence at work: the summary of a complete capture that a variant's
// precedence compares, the comparison itself, and the filter that keeps the best captures
// as a search finds them (a better one found later rules out those kept before; the
// collector of collector.hpp acts on its verdicts).


#include <cstdint>
#include <type_traits>

namespace draughts {

// What precedence may ask of a complete capture.
template <class Board>
struct capture_summary {
    using bitboard = typename Board::bitboard;

    int pieces = 0;         // pieces taken, kings counting as men
    int kings = 0;          // kings among them
    bool by_king = false;   // the capturing piece was a king when the move began
    bitboard king_order{};  // bit (bits - 1 - k) set when the k-th piece taken (from 0) was a king

    // The bit of king_order for the k-th piece taken: the earliest king the highest bit,
    // so that comparing king_order as a number compares the kings' places one by one.
    [[nodiscard]] static constexpr bitboard order_bit(int k) noexcept {
        return single_bit<bitboard>(bits_in<bitboard> - 1 - k);
    }

    friend constexpr bool operator==(const capture_summary&, const capture_summary&) noexcept = default;
};

// How a is ranked against b on one step of precedence: negative when b is better there,
// positive when a is, 0 when they are equal on it.
template <class Board>
[[nodiscard]] constexpr int compare(capture_criterion criterion, const capture_summary<Board>& a,
                                    const capture_summary<Board>& b) noexcept {
    const auto order = [](auto x, auto y) { return x < y ? -1 : y < x ? 1 : 0; };
    switch (criterion) {
    case capture_criterion::most_pieces: return order(a.pieces, b.pieces);
    case capture_criterion::with_king: return order(a.by_king, b.by_king);
    case capture_criterion::most_kings: return order(a.kings, b.kings);
    case capture_criterion::kings_first: return order(a.king_order, b.king_order);
    // A king counts as two men less a little (Frisian 11): by men plus twice the kings, then,
    // where that is equal, the fewer kings weigh more.
    case capture_criterion::highest_value:
        if (const int c = order(a.pieces + a.kings, b.pieces + b.kings)) return c;
        return order(b.kings, a.kings);
    }
    return 0;
}

// How a is ranked against b under the precedence: negative when b must be taken rather
// than a, positive the other way round, 0 when the choice between them is free.
template <class Board>
[[nodiscard]] constexpr int compare(const capture_precedence& precedence, const capture_summary<Board>& a,
                                    const capture_summary<Board>& b) noexcept {
    for (const precedence_step& step : precedence)
        if (const int c = compare(step.criterion, a, b)) return c;
    return 0;
}

// The step of the precedence on which a ranks below b: the first where they differ, when
// b is the better there; none when a is not ranked below b.
template <class Board>
[[nodiscard]] constexpr const precedence_step* deciding_step(const capture_precedence& precedence,
                                                             const capture_summary<Board>& a,
                                                             const capture_summary<Board>& b) noexcept {
    for (const precedence_step& step : precedence)
        if (const int c = compare(step.criterion, a, b)) return c < 0 ? &step : nullptr;
    return nullptr;
}

namespace detail {

// What precedence makes of a complete capture, against those kept before it.
enum class capture_verdict : std::uint8_t { drop, keep, keep_and_restart };

// Which complete captures a variant's precedence keeps, as a search delivers them one by one:
// a better one found later rules out those kept before. A capture gives its `pieces()` and,
// where the precedence looks further than the count, its `summary`. Free choice keeps all
// (Russian 1.5.14); a precedence of the count alone compares the counts (FMJD 4.13, 4.14),
// so that a search that keeps no summary can use it too.
template <class Variant>
class precedence_filter {
    static constexpr capture_precedence precedence = rules_of<Variant>::precedence;

public:
    template <class Capture>
    DRAUGHTS_ALWAYS_INLINE constexpr capture_verdict judge(const Capture& c) noexcept {
        if constexpr (precedence.is_free_choice()) {
            return capture_verdict::keep;
        } else if constexpr (precedence.counts_only()) {
            return rank(c.pieces(), best_);
        } else {
            return rank(c.summary, best_);
        }
    }

private:
    // Nothing kept yet ranks below every capture, or with it: the first capture found is kept.
    template <class Rank>
    DRAUGHTS_ALWAYS_INLINE constexpr capture_verdict rank(const Rank& r, Rank& best) noexcept {
        const int c = compare_ranks(r, best);
        if (c < 0) return capture_verdict::drop;
        if (c == 0) return capture_verdict::keep;
        best = r;
        return capture_verdict::keep_and_restart;
    }

    DRAUGHTS_ALWAYS_INLINE static constexpr int compare_ranks(int a, int b) noexcept { return a < b ? -1 : b < a; }
    static constexpr int compare_ranks(const capture_summary<typename Variant::board>& a,
                                       const capture_summary<typename Variant::board>& b) noexcept {
        return compare(precedence, a, b);
    }

    // The best kept so far: its pieces where they alone decide, else its summary.
    std::conditional_t<precedence.counts_only() || precedence.is_free_choice(), int,
                       capture_summary<typename Variant::board>>
        best_{};
};

}  // namespace detail
}  // namespace draughts

// ---- draughts/movegen/capture_search.hpp
// The capture search every variant can use: a depth-first search over (square, man or king,
// pieces taken, empty squares), following the variant's facts - the directions each kind of
// piece captures in, flying or short kings, where a king may land, men that may not take
// kings, what a man reaching its last row mid-capture does, and whether the pieces taken
// leave the board at once or at the end of the move. Each complete capture goes to a sink
// (a capture_collector, or a caller's) with its summary for precedence and its path for
// notation.
//
// Captured pieces that stay until the move ends (FMJD 4.8) are not empty, so they block,
// and they are no longer enemy pieces, so they are not taken twice. Pieces removed at once
// leave their square empty, to be crossed or landed on again. The capturing piece is lifted
// from its start square, which may be crossed or reached again.
//
// fast_generator.hpp has a faster search for the variants whose facts it covers; this one is
// the reference for all of them, and the one notation asks for the paths of a move. Both
// hand their captures to the collector of collector.hpp.


#include <array>
#include <cstddef>
#include <span>
#include <vector>

namespace draughts {

namespace detail {

// A complete capture as the search delivers it.
template <class Board>
struct found_capture {
    using bitboard = typename Board::bitboard;

    int from;  // bits
    int to;
    bitboard captured;
    bool promotes;
    capture_summary<Board> summary;
    std::span<const int> path;  // bits: one square per piece taken, where the piece turns or lands, or right
                                // behind the piece where it goes straight on; the last is `to`

    [[nodiscard]] constexpr int pieces() const noexcept { return summary.pieces; }
    [[nodiscard]] constexpr basic_move<Board> as_move() const noexcept {
        return make_move<Board>(from, to, captured, promotes);
    }
};

template <class Variant, color Us>
class capture_search {
    using rules = rules_of<Variant>;
    using board = typename Variant::board;
    using bitboard = typename board::bitboard;
    using dirs = piece_directions<Variant, Us>;
    using summary = capture_summary<board>;

    static constexpr bool at_once = rules::removal == capture_removal::at_once;

public:
    constexpr capture_search(bitboard men, bitboard kings, bitboard enemy, bitboard enemy_kings,
                             bitboard empty) noexcept
        : men_(men), kings_(kings), enemy_(enemy), enemy_kings_(enemy_kings), empty_(empty) {}

    constexpr explicit capture_search(const position<Variant>& p) noexcept
        : capture_search(p.men(Us), p.kings(Us), p.pieces(~Us), p.kings(~Us), p.empty()) {}

    // Whether any piece can capture: captures are compulsory (FMJD 4.1).
    [[nodiscard]] constexpr bool any() const noexcept {
        bool found = false;
        for_each_direction<dirs::man_captures>([&]<direction D>() {
            const bitboard landings = board::template step<D>(board::template step<D>(men_) & man_victims()) & empty_;
            found = found || landings;
        });
        for (int k : bits(kings_)) found = found || can_take<true>(single_bit<bitboard>(k), bitboard{}, empty_);
        return found;
    }

    // Every complete capture of every piece, to sink.add(found_capture).
    template <class Sink>
    constexpr void run(Sink& sink) const {
        for (int m : bits(men_)) search<Sink>(*this, sink, m, false).start();
        for (int k : bits(kings_)) search<Sink>(*this, sink, k, true).start();
    }

private:
    // The enemy pieces a man may take: all, or only men where men may not take kings
    // (FID 5.3b).
    [[nodiscard]] constexpr bitboard man_victims() const noexcept {
        if constexpr (rules::men_capture_kings)
            return enemy_;
        else
            return enemy_ & ~enemy_kings_;
    }

    // The piece a man or king on `at` can take along D, with a square to land on behind it;
    // none when there is no such piece. A flying king sees along the line to the first piece.
    template <bool King, direction D>
    [[nodiscard]] constexpr bitboard victim_along(bitboard at, bitboard captured, bitboard empty) const noexcept {
        bitboard piece;
        if constexpr (King && rules::flying_kings)
            piece = first_piece<board, D>(lowest_bit(at), empty);
        else
            piece = board::template step<D>(at) & ~empty;
        const bitboard victim = piece & (King ? enemy_ : man_victims()) & ~captured;
        return (board::template step<D>(victim) & empty) ? victim : bitboard{};
    }

    // Whether a piece of that kind on `at` can take anything, in the directions it captures in
    // except Except (the way it came, when it goes straight on: tried apart).
    template <bool King, direction... Except>
    [[nodiscard]] constexpr bool can_take(bitboard at, bitboard captured, bitboard empty) const noexcept {
        bool can = false;
        for_each_direction<capture_directions<King>>([&]<direction D>() {
            if constexpr (((D != Except) && ...)) can = can || victim_along<King, D>(at, captured, empty);
        });
        return can;
    }

    // The same for a piece that came along Came: not straight back where the variant forbids
    // a capture to turn back (Turkish).
    template <bool King, direction Came, direction... Except>
    [[nodiscard]] constexpr bool can_take_after(bitboard at, bitboard captured, bitboard empty) const noexcept {
        if constexpr (rules::capture_reversal)
            return can_take<King, Except...>(at, captured, empty);
        else
            return can_take<King, reverse(Came), Except...>(at, captured, empty);
    }

    // Whether a capture that came along Came may go on along D.
    template <direction Came, direction D>
    static constexpr bool may_follow = rules::capture_reversal || D != reverse(Came);

    // The directions a man or a king captures in.
    template <bool King>
    static constexpr auto capture_directions = [] {
        if constexpr (King)
            return dirs::king_captures;
        else
            return dirs::man_captures;
    }();

    // One piece's captures.
    template <class Sink>
    class search {
    public:
        constexpr search(const capture_search& f, Sink& sink, int from, bool king) noexcept
            : f_(f), sink_(sink), from_(from), started_as_king_(king) {}

        constexpr void start() {
            const bitboard at = single_bit<bitboard>(from_);
            const bitboard empty = f_.empty_ | at;
            if (started_as_king_)
                capture_on<true>(at, {bitboard{}, empty, summary{}});
            else
                capture_on<false>(at, {bitboard{}, empty, summary{}});
        }

    private:
        struct state {
            bitboard captured;
            bitboard empty;  // the lifted start square, and where pieces left at once
            summary taken;
        };

        // A piece of that kind on `at` takes on, in every direction it can (from the start:
        // Came is none of them).
        template <bool King, direction... Came>
        constexpr void capture_on(bitboard at, const state& s) {
            for_each_direction<capture_directions<King>>([&]<direction D>() {
                if constexpr ((may_follow<Came, D> && ...)) {
                    const bitboard victim = f_.template victim_along<King, D>(at, s.captured, s.empty);
                    if (victim) take<King, D>(victim, s);
                }
            });
        }

        // Takes `victim` along D; then lands, and goes on or ends.
        template <bool King, direction D>
        constexpr void take(bitboard victim, const state& before) {
            state s = before;
            s.captured |= victim;
            if constexpr (at_once) s.empty |= victim;
            const bool king_taken = (victim & f_.enemy_kings_) != bitboard{};
            if (king_taken) {
                s.taken.king_order |= summary::order_bit(s.taken.pieces);
                ++s.taken.kings;
            }
            ++s.taken.pieces;

            const bitboard behind = board::template step<D>(victim) & s.empty;
            if constexpr (!King) {
                land_man<D>(behind, s);
            } else {
                bitboard landings = behind;
                if constexpr (rules::flying_kings && rules::landing != king_landing::right_behind) {
                    const int square = lowest_bit(victim);
                    landings = empty_before<board, D>(square, first_piece<board, D>(square, s.empty), s.empty);
                }
                land_king<D>(landings, behind, king_taken, s);
            }
        }

        // A man lands right behind the piece it took along D.
        template <direction D>
        constexpr void land_man(bitboard at, const state& s) {
            const step_on here(*this, at);
            if (at & board::promotion_row(Us)) {
                if constexpr (rules::crowning == mid_capture_crowning::move_ends) {
                    return complete(at, s, true);
                } else if constexpr (rules::crowning == mid_capture_crowning::captures_on_as_king) {
                    // Russian 1.5.15: crowned, it captures on at once as a king.
                    if (f_.template can_take_after<true, D>(at, s.captured, s.empty)) return capture_on<true, D>(at, s);
                    return complete(at, s, true);
                }
            }
            // FMJD 4.15: a man that only passes the last row stays a man; it is crowned
            // where its move ends there.
            if (f_.template can_take_after<false, D>(at, s.captured, s.empty)) return capture_on<false, D>(at, s);
            complete(at, s, (at & board::promotion_row(Us)) != bitboard{});
        }

        // A king lands behind the piece it took along D, on one of `landings`.
        //
        // Landing rule (Russian 1.5.6; under precedence by count it follows from the count):
        // the king may stop on any of them only when from none the capture goes on; otherwise
        // it must land where it goes on. Going on straight ahead is one path whatever square
        // it is thought to land on, so it is tried once, from the farthest landing square, and
        // the path notes the square right behind the piece taken.
        template <direction D>
        constexpr void land_king(bitboard landings, bitboard behind, bool king_taken, const state& s) {
            const bitboard farthest = landings & ~board::template step<reverse(D)>(landings);
            const bitboard ahead = f_.template victim_along<true, D>(farthest, s.captured, s.empty);
            bitboard turning{};
            for (int square : bits(landings)) {
                const bitboard here = single_bit<bitboard>(square);
                if (f_.template can_take_after<true, D, D>(here, s.captured, s.empty)) turning |= here;
            }
            if (!ahead && !turning) {
                // Killer: a king whose last piece taken is a king stops right behind it.
                if constexpr (rules::landing == king_landing::right_behind_last_king)
                    if (king_taken) landings = behind;
                for (int square : bits(landings)) {
                    const bitboard here = single_bit<bitboard>(square);
                    const step_on step(*this, here);
                    complete(here, s, !started_as_king_);
                }
                return;
            }
            if (ahead) {
                const step_on step(*this, behind);
                take<true, D>(ahead, s);
            }
            for (int square : bits(turning)) {
                const bitboard here = single_bit<bitboard>(square);
                const step_on step(*this, here);
                for_each_direction<capture_directions<true>>([&]<direction E>() {
                    if constexpr (E != D && may_follow<D, E>) {
                        const bitboard victim = f_.template victim_along<true, E>(here, s.captured, s.empty);
                        if (victim) take<true, E>(victim, s);
                    }
                });
            }
        }

        constexpr void complete(bitboard at, const state& s, bool promotes) {
            summary taken = s.taken;
            taken.by_king = started_as_king_;
            sink_.add(found_capture<board>{from_, lowest_bit(at), s.captured, promotes, taken,
                                           std::span<const int>(path_.data(), length_)});
        }

        // Notes a square of the path for as long as it lives.
        class step_on {
        public:
            constexpr step_on(search& s, bitboard square) noexcept : s_(s) { s_.path_[s_.length_++] = lowest_bit(square); }
            constexpr ~step_on() { --s_.length_; }
            step_on(const step_on&) = delete;
            step_on& operator=(const step_on&) = delete;

        private:
            search& s_;
        };

        const capture_search& f_;
        Sink& sink_;
        int from_;
        bool started_as_king_;
        std::array<int, board::max_squares + 1> path_{};
        std::size_t length_ = 0;
    };

    bitboard men_;
    bitboard kings_;
    bitboard enemy_;
    bitboard enemy_kings_;
    bitboard empty_;
};

}  // namespace detail
}  // namespace draughts

// ---- draughts/movegen/collector.hpp
// What a capture search does with each complete capture it finds: the one collector both
// searches hand their captures to. It keeps those the variant's precedence keeps
// (precedence_filter), drops what it kept before when a better one comes, and passes each
// kept capture to an output - a move list, a count, or a caller's function - saying whether
// it may repeat a move already kept, so that under paths::unique each move is kept once.


#include <cstdint>

namespace draughts {

// The fewest pieces a capture must take before two of its paths can make one move (same
// start, end and captured set), so that shorter captures are never compared with the moves
// found before. Such paths need a closed circuit of captures, gone round either way. On the
// diagonals, or along rows and files only, with no capture turning straight back, the
// smallest circuit is a rectangle: four pieces. Where pieces capture along rows and files
// and on the diagonals, a triangle closes (a row and two diagonals): three. Where they leave
// at once and a capture may turn back, a king may go back over the squares it emptied: a
// king that lands anywhere behind a piece can take two pieces in either order, landing short
// of the second or beyond it; a king that lands right behind each piece (or moves one
// square) needs three.
// tests/test_generate.cpp proves each bound exact by enumerating every capture sequence.
inline constexpr int fewest_captures_on_the_diagonals = 4;

template <class Variant>
inline constexpr int fewest_captures_for_duplicates = [] {
    using rules = rules_of<Variant>;
    const direction_set lines = rules::man_captures.value | rules::king_captures.value;
    const bool turns_back = rules::removal == capture_removal::at_once && rules::capture_reversal;
    if (turns_back && rules::flying_kings && rules::landing != king_landing::right_behind) return 2;
    if (turns_back || (lines.has_straight() && lines.has_diagonal())) return 3;
    return fewest_captures_on_the_diagonals;
}();

namespace detail {

// A capture (anything with pieces(), as_move() and, where precedence asks, a summary) goes
// to collector.add(c). The fewest pieces a capture that repeats another path takes are a
// fact of the variant (fewest_captures_for_duplicates): shorter ones are never compared.
template <class Variant, class Output>
struct capture_collector {
    Output output;
    paths mode = paths::unique;
    precedence_filter<Variant> filter{};

    template <class Capture>
    DRAUGHTS_ALWAYS_INLINE constexpr void add(const Capture& c) {
        if (!kept(c)) return;
        output.add(c, mode == paths::unique && c.pieces() >= fewest_captures_for_duplicates<Variant>);
    }

    // `n` captures (none, perhaps) of `pieces` pieces that cannot repeat one another (fewer
    // pieces than a repeated path takes): counted without a look at each, where the output
    // is a count.
    template <class Capture>
        requires requires(Output& o) { o.add_many(std::uint64_t{}); }
    DRAUGHTS_ALWAYS_INLINE constexpr void add_many(const Capture& c, std::uint64_t n) {
        if (n && kept(c)) output.add_many(n);
    }

private:
    template <class Capture>
    DRAUGHTS_ALWAYS_INLINE constexpr bool kept(const Capture& c) {
        const capture_verdict verdict = filter.judge(c);
        if (verdict == capture_verdict::keep_and_restart) output.clear();
        return verdict != capture_verdict::drop;
    }
};

// Outputs.

// Into a move list.
template <class Board>
struct list_output {
    basic_move_list<Board>& list;

    constexpr void clear() noexcept { list.clear(); }
    template <class Capture>
    DRAUGHTS_ALWAYS_INLINE constexpr void add(const Capture& c, bool may_repeat) noexcept {
        const auto m = c.as_move();
        if (may_repeat && list.contains(m)) return;
        list.push_back(m);
    }
};

// Counted; the few captures that may repeat a move are kept to compare.
template <class Board>
struct count_output {
    // Not an aggregate: the room for the long captures is left uninitialised (seen_moves).
    constexpr count_output() noexcept {}

    std::uint64_t count = 0;
    seen_moves<Board> long_captures;

    constexpr void clear() noexcept {
        count = 0;
        long_captures.clear();
    }
    template <class Capture>
    DRAUGHTS_ALWAYS_INLINE constexpr void add(const Capture& c, bool may_repeat) noexcept {
        if (may_repeat && !long_captures.insert(c.as_move())) return;
        ++count;
    }
    DRAUGHTS_ALWAYS_INLINE constexpr void add_many(std::uint64_t n) noexcept { count += n; }
};

// To a caller: on(c) for each capture kept, every path of it; restart() where a better one
// rules out those before.
template <class On, class Restart>
struct call_output {
    On& on;
    Restart& restart;

    void clear() { restart(); }
    template <class Capture>
    void add(const Capture& c, bool) {
        on(c);
    }
};

}  // namespace detail
}  // namespace draughts

// ---- draughts/movegen/fast_generator.hpp
// The fast move generator, for the variants whose facts it covers (fast_generator_covers):
// captures on the diagonals ranked by their count alone, the pieces taken leaving at the
// end of the move, men that may take kings, kings that may land anywhere behind a piece.
// It gives exactly the moves of the capture search every variant can use
// (capture_search.hpp), faster: quiet moves of all men at once are a shift and a mask; the
// first two jumps of all men are worked out at once from jump sets; the search runs only
// for kings and where a man's capture goes on.


#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <type_traits>

namespace draughts {

// Whether the fast generator covers a variant's facts: the dark squares, pieces that go on
// the diagonals as in the FMJD's rules, and the facts below. A man crowned when its move ends
// there is the same as one that captures on as a man when men capture forward only: from
// its last row a man has nothing ahead to take.
template <class Variant>
inline constexpr bool fast_generator_covers = [] {
    using rules = rules_of<Variant>;
    const bool diagonal_moves =
        rules::man_moves.value == directions::forward_diagonals && rules::king_moves.value == directions::diagonals &&
        rules::king_captures.value == directions::diagonals &&
        (rules::man_captures.value == directions::forward_diagonals || rules::man_captures.value == directions::diagonals);
    return Variant::board::is_fixed && Variant::board::played == playing_squares::dark && diagonal_moves &&
           rules::precedence.counts_only() && rules::removal == capture_removal::at_end && rules::men_capture_kings &&
           rules::king_move_limit == 0 &&
           rules::landing == king_landing::anywhere_behind &&
           (rules::crowning != mid_capture_crowning::move_ends || rules::man_captures.value != directions::diagonals);
}();

namespace detail {

// A complete capture as the fast search finds it: its count is all the precedence of the
// variants it covers asks of it (collector.hpp).
template <class Board>
struct fast_capture {
    int from;  // bits
    int to;
    typename Board::bitboard captured;
    bool promotes;

    DRAUGHTS_ALWAYS_INLINE [[nodiscard]] constexpr int pieces() const noexcept { return popcount(captured); }
    DRAUGHTS_ALWAYS_INLINE [[nodiscard]] constexpr basic_move<Board> as_move() const noexcept {
        return make_move<Board>(from, to, captured, promotes);
    }
};

// Captures known by their count alone, for the collector's count-only path (add_many).
struct captures_of {
    int count;
    [[nodiscard]] constexpr int pieces() const noexcept { return count; }
};

template <class Variant, color Us>
struct rules_for {
    using board = typename Variant::board;
    using bitboard = typename board::bitboard;
    static constexpr color them = ~Us;
    static constexpr direction forward_left = Us == color::white ? direction::north_west : direction::south_west;
    static constexpr direction forward_right = Us == color::white ? direction::north_east : direction::south_east;
    static constexpr direction backward_left = Us == color::white ? direction::south_west : direction::north_west;
    static constexpr direction backward_right = Us == color::white ? direction::south_east : direction::north_east;
    static constexpr bitboard promotion_row = board::promotion_row(Us);
    static constexpr bool flying_kings = rules_of<Variant>::flying_kings;
    // Russian 1.5.15: a man crowned mid-capture captures on as a king.
    static constexpr bool promotes_mid_capture =
        rules_of<Variant>::crowning == mid_capture_crowning::captures_on_as_king;

    // Whether a man whose move ends on `square` is crowned there.
    [[nodiscard]] static constexpr bool crowns_on(bitboard square) noexcept {
        return (square & promotion_row) != bitboard{};
    }

    template <class F>
    DRAUGHTS_ALWAYS_INLINE static constexpr void for_each_direction(F&& f) {
        f.template operator()<direction::north_west>();
        f.template operator()<direction::north_east>();
        f.template operator()<direction::south_west>();
        f.template operator()<direction::south_east>();
    }

    // FMJD 4.2: men capture backward too where the variant says so.
    template <class F>
    DRAUGHTS_ALWAYS_INLINE static constexpr void for_each_man_capture_direction(F&& f) {
        f.template operator()<forward_left>();
        f.template operator()<forward_right>();
        if constexpr (rules_of<Variant>::man_captures.value == directions::diagonals) {
            f.template operator()<backward_left>();
            f.template operator()<backward_right>();
        }
    }
};

// Everything about one side's moves in one position.
template <class Variant, color Us>
class fast_generator {
    using rules = rules_for<Variant, Us>;
    using board = typename Variant::board;
    using bitboard = typename board::bitboard;

public:
    DRAUGHTS_ALWAYS_INLINE constexpr explicit fast_generator(const position<Variant>& p) noexcept
        : fast_generator(p.men(Us), p.kings(Us), p.pieces(rules::them), p.empty()) {}

    DRAUGHTS_ALWAYS_INLINE constexpr fast_generator(bitboard men, bitboard kings, bitboard enemy, bitboard empty) noexcept
        : men_(men), kings_(kings), enemy_(enemy), empty_(empty) {
        rules::for_each_man_capture_direction([&]<direction D>() DRAUGHTS_LAMBDA_ALWAYS_INLINE {
            constexpr direction back = reverse(D);
            jump_from_[index(D)] = board::template step<back>(board::template step<back>(empty_) & enemy_);
        });
    }

    // Can any piece capture? Captures are compulsory (FMJD 4.1).
    DRAUGHTS_ALWAYS_INLINE [[nodiscard]] constexpr bool has_capture() const noexcept {
        return men_capturing() != bitboard{} || (kings_ && has_king_capture());
    }

    // One look along each diagonal of each king: whether one can capture (an enemy piece at
    // the end of its empty diagonal - next to it, for a king that does not fly - with an
    // empty square behind), how many quiet moves the kings have, and the squares the look
    // read (the empty ones, the first piece and the square behind it): a change of the
    // position that neither empties nor fills one of these leaves the survey as it was.
    struct king_survey {
        bool can_capture = false;
        std::uint64_t steps = 0;
        bitboard seen{};
    };

    DRAUGHTS_ALWAYS_INLINE [[nodiscard]] constexpr king_survey survey_kings() const noexcept {
        king_survey s;
        for (int k : bits(kings_)) {
            rules::for_each_direction([&]<direction D>() DRAUGHTS_LAMBDA_ALWAYS_INLINE {
                const bitboard piece = rules::flying_kings ? first_piece<board, D>(k, empty_)
                                                             : board::template step<D>(single_bit<bitboard>(k)) & ~empty_;
                const bitboard victim = piece & enemy_;
                s.can_capture = s.can_capture || (board::template step<D>(victim) & empty_) != bitboard{};
                const bitboard steps = king_steps<D>(k);
                s.steps += static_cast<std::uint64_t>(popcount(steps));
                s.seen |= steps | piece | board::template step<D>(piece);
            });
        }
        return s;
    }

    DRAUGHTS_ALWAYS_INLINE [[nodiscard]] constexpr bool has_king_capture() const noexcept {
        return survey_kings().can_capture;
    }

    // Men with a capture in at least one direction.
    DRAUGHTS_ALWAYS_INLINE [[nodiscard]] constexpr bitboard men_capturing() const noexcept {
        bitboard from{};
        rules::for_each_man_capture_direction([&]<direction D>()
                                                  DRAUGHTS_LAMBDA_ALWAYS_INLINE { from |= jump_from_[index(D)]; });
        return from & men_;
    }

    DRAUGHTS_ALWAYS_INLINE [[nodiscard]] constexpr std::uint64_t count_man_steps() const noexcept {
        return static_cast<std::uint64_t>(popcount(board::template step<rules::forward_left>(men_) & empty_) +
                                          popcount(board::template step<rules::forward_right>(men_) & empty_));
    }

    [[nodiscard]] constexpr bool has_quiet() const noexcept {
        if ((board::template step<rules::forward_left>(men_) | board::template step<rules::forward_right>(men_)) &
            empty_)
            return true;
        for (direction d : diagonal_directions)
            if (board::step(kings_, d) & empty_) return true;
        return false;
    }

    // Calls visit(move) for every quiet move of the men, of the kings, or of both.
    template <class Visit>
    DRAUGHTS_ALWAYS_INLINE constexpr void men_moves(Visit&& visit) const {
        man_steps<rules::forward_left>(visit);
        man_steps<rules::forward_right>(visit);
    }
    // Inlined, so that a caller's visitor and this generator never need an address. A king's
    // moves are one visit for its four diagonals, as the compiler copies the visitor at each.
    template <class Visit>
    DRAUGHTS_ALWAYS_INLINE constexpr void king_moves(Visit&& visit) const {
        for (int k : bits(kings_)) {
            bitboard targets{};
            rules::for_each_direction([&]<direction D>()
                                          DRAUGHTS_LAMBDA_ALWAYS_INLINE { targets |= king_steps<D>(k); });
            for (int to : bits(targets)) visit(make_move<board>(k, to, bitboard{}, false));
        }
    }
    template <class Visit>
    DRAUGHTS_ALWAYS_INLINE constexpr void quiet_moves(Visit&& visit) const {
        men_moves(visit);
        if (kings_) king_moves(visit);
    }

    // Calls visit(move) for every legal move; when kings can capture, after gathering every
    // capture first (a longer one found later may rule out the earlier ones).
    template <class Visit>
    DRAUGHTS_ALWAYS_INLINE constexpr void for_each_move(paths mode, Visit&& visit) const {
        if (kings_ && has_king_capture()) return all_captures(mode, visit);
        if (!men_capturing()) return quiet_moves(visit);
        men_captures(men_first_jumps(), mode, visit);
    }

    // The same where a capture is due (has_capture() holds).
    template <class Visit>
    DRAUGHTS_ALWAYS_INLINE constexpr void for_each_capture(paths mode, Visit&& visit) const {
        if (kings_) return all_captures(mode, visit);
        men_captures(men_first_jumps(), mode, visit);
    }

    DRAUGHTS_ALWAYS_INLINE [[nodiscard]] constexpr std::uint64_t count(paths mode) const noexcept {
        const king_survey kings = kings_ ? survey_kings() : king_survey{};
        if (kings.can_capture) return count_captures(men_, kings_, enemy_, empty_, mode);
        if (!men_capturing()) return count_man_steps() + kings.steps;
        return count_men_captures(men_first_jumps(), mode);
    }

    // Every legal capture into `found`, by the search out of line: generate() is compiled
    // wherever it is called, and a copy of the search in each place would cost more compile
    // time than the call costs at run time.
    DRAUGHTS_ALWAYS_INLINE constexpr void capture_list(paths mode, basic_move_list<board>& found) const noexcept {
        list_captures(men_, kings_, enemy_, empty_, mode, found);
    }

    // Runs the capture search from every piece that can capture, delivering each complete
    // capture path to the sink.
    //
    // Most captures by men take one or two pieces, and those are found for all men at once
    // from the jump sets: a man that jumps in direction D lands where it can jump again
    // only in another direction than back over the piece just taken, and within two jumps
    // neither the pieces taken nor the emptied start square can be met again, so the jump
    // sets of the position itself decide. The search runs only for kings and from second
    // landings where the capture goes on (or where a Russian man is crowned).
    //
    // Inlined: perft's callers (count_captures, list_captures) have just built the
    // generator, whose sets then stay in registers rather than being read back.
    template <class Sink>
    DRAUGHTS_ALWAYS_INLINE constexpr void captures(Sink& sink) const noexcept {
        if (kings_) {
            for (int k : bits(kings_)) search_from<Sink>(*this, sink, k).king_from_start();
            // Often only the kings can capture: then the men's jump sets are not worked out.
            if (!men_capturing()) return;
        }
        // A sink that counts takes the one- and two-piece captures as two counts, summed
        // without a branch per direction: whether a direction has any mispredicts.
        constexpr bool counts = requires { sink.add_many(captures_of{1}, std::uint64_t{}); };
        std::uint64_t ones = 0;
        std::uint64_t twos = 0;
        const first_jumps j = men_first_jumps();
        rules::for_each_man_capture_direction([&]<direction D1>() DRAUGHTS_LAMBDA_ALWAYS_INLINE {
            bitboard first = j.going_on[index(D1)];
            if constexpr (rules::promotes_mid_capture) {
                for (int l : bits(first & rules::promotion_row))
                    search_from<Sink>(*this, sink, l - 2 * board::shift_of(D1)).template man_from_landing<D1>(l);
                first &= ~rules::promotion_row;
            }
            if (!first) return;
            second_jumps<D1>(first, [&]<direction D2>(bitboard second) DRAUGHTS_LAMBDA_ALWAYS_INLINE {
                const bitboard going_on = going_on_after<D2>(second);
                for (int l : bits(going_on)) {
                    const int start = l - 2 * (board::shift_of(D1) + board::shift_of(D2));
                    search_from<Sink>(*this, sink, start).template man_from_second_landing<D1, D2>(l);
                }
                if constexpr (counts)
                    twos += static_cast<std::uint64_t>(popcount(second & ~going_on));
                else
                    deliver<D1, D2>(sink, second & ~going_on);
            });
        });
        // FMJD 4.13: where the most pieces must be taken, a capture that goes on rules out
        // those of one piece; they are not listed to be dropped one by one.
        if (rules_of<Variant>::precedence.is_free_choice() || counts || !j.any_going_on) {
            rules::for_each_man_capture_direction([&]<direction D>() DRAUGHTS_LAMBDA_ALWAYS_INLINE {
                if constexpr (counts)
                    ones += static_cast<std::uint64_t>(popcount(j.landings[index(D)] & ~j.going_on[index(D)]));
                else
                    deliver<D>(sink, j.landings[index(D)] & ~j.going_on[index(D)]);
            });
        }
        if constexpr (counts) {
            sink.add_many(captures_of{2}, twos);
            sink.add_many(captures_of{1}, ones);
        }
    }

private:
    template <class, color>
    friend class replies;

    [[nodiscard]] static constexpr std::size_t index(direction d) noexcept { return static_cast<std::size_t>(d); }

    // The first jumps of all men at once, by direction: where they land, and where of
    // those the capture goes on.
    struct first_jumps {
        std::array<bitboard, 4> landings{};
        std::array<bitboard, 4> going_on{};
        bitboard any_going_on{};
    };

    DRAUGHTS_ALWAYS_INLINE [[nodiscard]] constexpr first_jumps men_first_jumps() const noexcept {
        std::array<bitboard, 4> landings{};
        rules::for_each_man_capture_direction([&]<direction D>() DRAUGHTS_LAMBDA_ALWAYS_INLINE {
            landings[index(D)] = board::template step<D>(men_ & jump_from_[index(D)], 2);
        });
        return first_jumps_onto(landings);
    }

    // The same, given where the men land by direction.
    DRAUGHTS_ALWAYS_INLINE [[nodiscard]] constexpr first_jumps first_jumps_onto(
        const std::array<bitboard, 4>& landings) const noexcept {
        first_jumps j{landings};
        rules::for_each_man_capture_direction([&]<direction D>() DRAUGHTS_LAMBDA_ALWAYS_INLINE {
            const bitboard going_on = going_on_after<D>(landings[index(D)]);
            j.going_on[index(D)] = going_on;
            j.any_going_on |= going_on;
        });
        return j;
    }

    // The squares of `landed`, where men land by a jump along D, from which their capture
    // goes on: another jump, but not straight back over the piece just taken, which stays on
    // the board until the move ends (FMJD 4.8); or, where a man is crowned on the way, on as
    // a king, which the search decides (Russian 1.5.15).
    template <direction D>
    DRAUGHTS_ALWAYS_INLINE [[nodiscard]] constexpr bitboard going_on_after(bitboard landed) const noexcept {
        const bitboard going_on = landed & jump_from_except<reverse(D)>();
        if constexpr (rules::promotes_mid_capture) return going_on | (landed & rules::promotion_row);
        return going_on;
    }

    // The second jumps of the men that jumped along D1 and landed on `first`, where their
    // capture goes on: f.template operator()<D2>(second) for each direction D2 but straight
    // back, with the squares where they land, from the jump sets (captures() says why they
    // decide).
    template <direction D1, class F>
    DRAUGHTS_ALWAYS_INLINE constexpr void second_jumps(bitboard first, F&& f) const {
        rules::for_each_man_capture_direction([&]<direction D2>() DRAUGHTS_LAMBDA_ALWAYS_INLINE {
            if constexpr (D2 != reverse(D1))
                f.template operator()<D2>(board::template step<D2>(first & jump_from_[index(D2)], 2));
        });
    }

    // The captures when only men can capture, given their first jumps. One-piece captures
    // go straight to visit; so do two-piece ones where no capture goes on after two, under
    // the majority rule with no man crowned on the way (FMJD 4.13: they rule out the
    // one-piece ones; no two of them are one move, fewest_captures_for_duplicates).
    // Otherwise the search gathers all first, since a longer capture found later may rule
    // out the earlier ones.
    template <class Visit>
    DRAUGHTS_ALWAYS_INLINE constexpr void men_captures(const first_jumps& j, paths mode, Visit& visit) const {
        if (j.any_going_on) {
            if constexpr (!rules::promotes_mid_capture && !rules_of<Variant>::precedence.is_free_choice()) {
                if (!goes_on_a_third_time(j)) {
                    // Two passes over the jump sets: none of these may be made before it is
                    // known that no capture goes on (where one does, none of them is a move).
                    const auto make = [&]<direction D1, direction D2>(bitboard ends) DRAUGHTS_LAMBDA_ALWAYS_INLINE {
                        for_each_crowning<Visit>(ends, [&]<bool MayCrown>(bitboard end) DRAUGHTS_LAMBDA_ALWAYS_INLINE {
                            double_capture<D1, D2, MayCrown>(visit, end);
                        });
                    };
                    for_each_second_jump(j, make);
                    return;
                }
            }
            return all_captures(mode, visit);
        }
        rules::for_each_man_capture_direction([&]<direction D>() DRAUGHTS_LAMBDA_ALWAYS_INLINE {
            auto capture = [&]<bool MayCrown>(bitboard landing)
                               DRAUGHTS_LAMBDA_ALWAYS_INLINE { single_capture<D, MayCrown>(visit, landing); };
            for_each_crowning<Visit>(j.landings[index(D)], capture);
        });
    }

    // Calls f.template operator()<MayCrown>(square) for each square of `to` (as a one-bit
    // set), MayCrown true; for a visitor that asks for it (crowning_apart), first the squares
    // short of the last row with MayCrown false, which it then makes without a test for a
    // crowning.
    template <class Visit, class F>
    DRAUGHTS_ALWAYS_INLINE static constexpr void for_each_crowning(bitboard to, F&& f) {
        if constexpr (requires { requires std::remove_cvref_t<Visit>::crowning_apart; }) {
            for (bitboard t = to & ~rules::promotion_row; t; t = without_lowest_bit(t))
                f.template operator()<false>(only_lowest_bit(t));
            to &= rules::promotion_row;
        }
        for (; to; to = without_lowest_bit(to)) f.template operator()<true>(only_lowest_bit(to));
    }

    DRAUGHTS_ALWAYS_INLINE [[nodiscard]] constexpr std::uint64_t count_men_captures(const first_jumps& j,
                                                                                    paths mode) const noexcept {
        const auto count = [](bitboard b) DRAUGHTS_LAMBDA_ALWAYS_INLINE { return static_cast<std::uint64_t>(popcount(b)); };
        if (!j.any_going_on) {
            // Every capture takes one piece: no majority to settle.
            std::uint64_t n = 0;
            rules::for_each_man_capture_direction([&]<direction D>() DRAUGHTS_LAMBDA_ALWAYS_INLINE {
                n += count(j.landings[index(D)]);
            });
            return n;
        }
        // Where a capture goes on, the search counts. Where the most pieces must be taken and
        // a man is not crowned on the way (FMJD 4.15), the two-piece captures are counted here
        // first, from the jump sets as captures() finds them, and the search runs only where
        // one goes on a third time: the call and the sets worked out again cost more than the
        // count (international start, bulk, 6.8% fewer instructions). Inlined so for Russian,
        // the start's count took 2.2% more instructions.
        if constexpr (rules::promotes_mid_capture || rules_of<Variant>::precedence.is_free_choice()) {
            return count_captures(men_, kings_, enemy_, empty_, mode);
        } else {
            std::uint64_t twos = 0;
            bitboard longer{};
            for_each_second_jump(j, [&]<direction, direction D2>(bitboard second) DRAUGHTS_LAMBDA_ALWAYS_INLINE {
                longer |= going_on_after<D2>(second);
                twos += count(second);
            });
            if (longer) return count_captures(men_, kings_, enemy_, empty_, mode);
            return twos;  // FMJD 4.13: two pieces rule out one
        }
    }

    // Calls f.template operator()<D1, D2>(ends) for the men's captures of two pieces, a jump
    // along D1 and then one along D2, with the squares where they end: from the jump sets,
    // for all men at once (captures() says why they decide).
    template <class F>
    DRAUGHTS_ALWAYS_INLINE constexpr void for_each_second_jump(const first_jumps& j, F&& f) const {
        rules::for_each_man_capture_direction([&]<direction D1>() DRAUGHTS_LAMBDA_ALWAYS_INLINE {
            const bitboard first = j.going_on[index(D1)];
            if (!first) return;
            second_jumps<D1>(first, [&]<direction D2>(bitboard second)
                                        DRAUGHTS_LAMBDA_ALWAYS_INLINE { f.template operator()<D1, D2>(second); });
        });
    }

    // Whether some man's capture goes on after two pieces (then the search decides).
    DRAUGHTS_ALWAYS_INLINE [[nodiscard]] constexpr bool goes_on_a_third_time(const first_jumps& j) const noexcept {
        bitboard longer{};
        for_each_second_jump(j, [&]<direction, direction D2>(bitboard second)
                                    DRAUGHTS_LAMBDA_ALWAYS_INLINE { longer |= going_on_after<D2>(second); });
        return longer != bitboard{};
    }

    template <class Visit>
    DRAUGHTS_ALWAYS_INLINE constexpr void all_captures(paths mode, Visit& visit) const {
        basic_move_list<board> found;
        list_captures(men_, kings_, enemy_, empty_, mode, found);
        for (const auto& m : found) visit(m);
    }

    // Built from the four sets, like count_captures, so that the caller's generator never
    // needs an address.
    DRAUGHTS_NOINLINE static constexpr void list_captures(bitboard men, bitboard kings, bitboard enemy, bitboard empty,
                                                          paths mode, basic_move_list<board>& found) noexcept {
        capture_collector<Variant, list_output<board>> collector{{found}, mode};
        fast_generator(men, kings, enemy, empty).captures(collector);
    }

    // The one-piece capture of a man that jumped in direction D and landed on `landing`. A
    // visitor that makes moves may take it as the set of the man's two squares and the
    // piece taken, as with man_step.
    template <direction D, bool MayCrown, class Visit>
    DRAUGHTS_ALWAYS_INLINE static constexpr void single_capture(Visit& visit, bitboard landing) {
        const bitboard taken = board::template step<reverse(D)>(landing);
        const bitboard from = board::template step<reverse(D)>(taken);
        if constexpr (requires { visit.template man_capture<MayCrown>(from | landing, taken); })
            visit.template man_capture<MayCrown>(from | landing, taken);
        else  // FMJD 4.15: crowned only where the move ends.
            visit(make_move<board>(lowest_bit(from), lowest_bit(landing), taken, rules::crowns_on(landing)));
    }

    // The two-piece capture of a man that jumped along D1, then along D2, and ended on `end`;
    // to a visitor that makes moves, as with single_capture.
    template <direction D1, direction D2, bool MayCrown, class Visit>
    DRAUGHTS_ALWAYS_INLINE static constexpr void double_capture(Visit& visit, bitboard end) {
        const bitboard second = board::template step<reverse(D2)>(end);
        const bitboard landing = board::template step<reverse(D2)>(end, 2);
        const bitboard first = board::template step<reverse(D1)>(landing);
        const bitboard from = board::template step<reverse(D1)>(landing, 2);
        if constexpr (requires { visit.template man_capture<MayCrown>(from | end, first | second); })
            visit.template man_capture<MayCrown>(from | end, first | second);
        else  // FMJD 4.15: crowned only where the move ends.
            visit(make_move<board>(lowest_bit(from), lowest_bit(end), first | second, rules::crowns_on(end)));
    }

    // Hands finished one-piece (direction D) or two-piece (D, then D2) captures of men to
    // the sink, given their end squares.
    template <direction D, direction... D2, class Sink>
    DRAUGHTS_ALWAYS_INLINE static constexpr void deliver(Sink& sink, bitboard ends) {
        for (int to : bits(ends)) {
            const bitboard end = single_bit<bitboard>(to);
            bitboard landing = end;  // the first landing
            bitboard captured{};
            ((captured |= board::template step<reverse(D2)>(end),
              landing = board::template step<reverse(D2)>(end, 2)),
             ...);
            captured |= board::template step<reverse(D)>(landing);
            const int from = lowest_bit(board::template step<reverse(D)>(landing, 2));
            // FMJD 4.15: crowned only where the move ends.
            sink.add(fast_capture<board>{from, to, captured, rules::crowns_on(end)});
        }
    }

    // Built from the four sets rather than called on this generator, so that a caller's
    // generator never needs an address and stays in registers.
    DRAUGHTS_NOINLINE [[nodiscard]] static constexpr std::uint64_t count_captures(bitboard men, bitboard kings,
                                                                                  bitboard enemy, bitboard empty,
                                                                                  paths mode) noexcept {
        capture_collector<Variant, count_output<board>> collector{{}, mode};
        fast_generator(men, kings, enemy, empty).captures(collector);
        return collector.output.count;
    }

    // Squares from which a man can capture in some direction other than Except.
    template <direction Except>
    DRAUGHTS_ALWAYS_INLINE [[nodiscard]] constexpr bitboard jump_from_except() const noexcept {
        bitboard from{};
        rules::for_each_man_capture_direction([&]<direction D>() DRAUGHTS_LAMBDA_ALWAYS_INLINE {
            if constexpr (D != Except) from |= jump_from_[index(D)];
        });
        return from;
    }

    // The squares of `from` and the empty squares beyond each along D, up to `Farthest` of
    // them: filled in doubling steps (Kogge-Stone), every square of `from` at once.
    template <direction D, int Farthest>
    DRAUGHTS_ALWAYS_INLINE [[nodiscard]] static constexpr bitboard empty_run(bitboard from, bitboard empty) noexcept {
        bitboard run = from;
        bitboard open = empty;  // then the empty squares with the 2n - 1 squares behind them empty
        for (int n = 1; n <= Farthest; n *= 2) {
            run |= open & board::template step<D>(run, n);
            if (2 * n <= Farthest) open &= board::template step<D>(open, n);
        }
        return run;
    }

    // The squares a king on `square` can move to along D.
    template <direction D>
    DRAUGHTS_ALWAYS_INLINE [[nodiscard]] constexpr bitboard king_steps(int square) const noexcept {
        if constexpr (!rules::flying_kings) return board::template step<D>(single_bit<bitboard>(square)) & empty_;
        return empty_before<board, D>(square, first_piece<board, D>(square, empty_), empty_);
    }

    template <direction D, class Visit>
    DRAUGHTS_ALWAYS_INLINE constexpr void man_steps(Visit& visit) const {
        man_steps_onto<D>(board::template step<D>(men_) & empty_, visit);
    }

    // The quiet steps of men in direction D that end on `to`.
    template <direction D, class Visit>
    DRAUGHTS_ALWAYS_INLINE static constexpr void man_steps_onto(bitboard to, Visit& visit) {
        auto step = [&]<bool MayCrown>(bitboard square)
                        DRAUGHTS_LAMBDA_ALWAYS_INLINE { man_step<D, MayCrown>(visit, square); };
        for_each_crowning<Visit>(to, step);
    }

    // A visitor that makes moves may take a man's quiet step as the set of its two squares
    // (perft does: playing it so is cheaper than playing a move in general).
    template <direction D, bool MayCrown, class Visit>
    DRAUGHTS_ALWAYS_INLINE static constexpr void man_step(Visit& visit, bitboard to) {
        const bitboard from = board::template step<reverse(D)>(to);
        if constexpr (requires { visit.template man_step<MayCrown>(from | to); })
            visit.template man_step<MayCrown>(from | to);
        else
            visit(make_move<board>(lowest_bit(from), lowest_bit(to), bitboard{}, rules::crowns_on(to)));
    }

    // The depth-first search of one piece's captures. The piece kind is explicit in which
    // function runs (man_jumps or king_takes), so a promotion on one path never leaks into
    // a sibling path.
    template <class Sink>
    class search_from {
    public:
        constexpr search_from(const fast_generator& g, Sink& sink, int from) noexcept
            : sink_(sink),
              enemy_(g.enemy_),
              empty_(g.empty_ | single_bit<bitboard>(from)),
              from_(from),
              started_as_man_(has_bit(g.men_, from)) {}

        // A man that has jumped in direction D from its start square and landed on `landing`.
        template <direction D>
        constexpr void man_from_landing(int landing) {
            const bitboard at = single_bit<bitboard>(landing);
            const bitboard victim = board::template step<reverse(D)>(at);
            if constexpr (rules::promotes_mid_capture) {
                if (at & rules::promotion_row) return crowned_at<D>(at, victim);
            }
            man_jumps(at, victim);
        }

        // A man that has jumped in direction D1, then D2, and landed on `landing`.
        template <direction D1, direction D2>
        constexpr void man_from_second_landing(int landing) {
            const bitboard at = single_bit<bitboard>(landing);
            const bitboard first = board::template step<reverse(D2)>(at, 2);
            const bitboard captured = board::template step<reverse(D2)>(at) | board::template step<reverse(D1)>(first);
            if constexpr (rules::promotes_mid_capture) {
                if (at & rules::promotion_row) return crowned_at<D2>(at, captured);
            }
            man_jumps(at, captured);
        }

        constexpr void king_from_start() {
            const bitboard at = single_bit<bitboard>(from_);
            king_from<direction::north_west>(at, bitboard{});
            king_from<direction::north_east>(at, bitboard{});
            king_from<direction::south_west>(at, bitboard{});
            king_from<direction::south_east>(at, bitboard{});
        }

    private:
        // A man at `at` having captured `captured`: jump on, or end the move here.
        constexpr void man_jumps(bitboard at, bitboard captured) {
            bool jumped = false;
            rules::for_each_man_capture_direction([&]<direction D>() DRAUGHTS_LAMBDA_ALWAYS_INLINE {
                const bitboard victim = board::template step<D>(at) & enemy_ & ~captured;
                const bitboard landing = board::template step<D>(victim) & empty_;
                if (!landing) return;
                jumped = true;
                if constexpr (rules::promotes_mid_capture) {
                    // Russian 1.5.15: crowned on the last row, the piece captures on as a king.
                    if (landing & rules::promotion_row) {
                        crowned_at<D>(landing, captured | victim);
                        return;
                    }
                }
                man_jumps(landing, captured | victim);
            });
            // FMJD 4.15: a man that only passes the last row stays a man; it is crowned
            // when its move ends there.
            if (!jumped && captured) complete(at, captured, rules::crowns_on(at));
        }

        // A man just crowned on `at` mid-capture, having jumped in direction D.
        template <direction D>
        constexpr void crowned_at(bitboard at, bitboard captured) {
            constexpr auto turns = perpendicular(D);
            const bool ahead = king_from<D>(at, captured);
            const bool left = king_from<turns[0]>(at, captured);
            const bool right = king_from<turns[1]>(at, captured);
            if (!(ahead || left || right)) complete(at, captured, true);
        }

        // The piece a king at `at` can take along D: the first piece on that diagonal (next
        // to it, for a king that does not fly), an enemy piece not taken yet, with an empty
        // square behind it. None when there is no such piece.
        template <direction D>
        DRAUGHTS_ALWAYS_INLINE [[nodiscard]] constexpr bitboard victim_along(bitboard at,
                                                                             bitboard captured) const noexcept {
            const bitboard piece = rules::flying_kings ? first_piece<board, D>(lowest_bit(at), empty_)
                                                         : board::template step<D>(at) & ~empty_;
            const bitboard victim = piece & enemy_ & ~captured;
            return (board::template step<D>(victim) & empty_) ? victim : bitboard{};
        }

        // The squares of `from` from which a king can capture along D: those that see,
        // along D, an enemy piece not taken yet with an empty square behind it. For a
        // flying king, the squares that see such a piece are filled back from it, for all
        // at once and without a branch: a loop over the squares of `from`, asking each,
        // mispredicts, and cost Woldouby's tree a tenth of its time.
        template <direction D>
        DRAUGHTS_ALWAYS_INLINE [[nodiscard]] constexpr bitboard able_to_capture(bitboard from,
                                                                                bitboard captured) const noexcept {
            const bitboard victims = enemy_ & ~captured & board::template step<reverse(D)>(empty_);
            if constexpr (rules::flying_kings) {
                // A king sees a piece at most this far away: the diagonal also holds the
                // square behind the piece.
                constexpr int farthest = std::min(board::width, board::height) - 2;
                return from & empty_run<reverse(D), farthest>(victims, empty_);
            }
            return from & board::template step<reverse(D)>(victims);
        }

        // A king at `at` captures along D if it can, delivering every continuation to the
        // sink, and returns whether it could. The test is inline and the search out of
        // line: most diagonals the search looks along have nothing to take.
        template <direction D>
        DRAUGHTS_ALWAYS_INLINE constexpr bool king_from(bitboard at, bitboard captured) {
            const bitboard victim = victim_along<D>(at, captured);
            if (victim) king_takes<D>(victim, captured);
            return victim != bitboard{};
        }

        // A king takes `victim` along D, having taken `captured` before.
        //
        // Landing rule (Russian 1.5.6; under the majority rule it follows from the count):
        // behind the captured piece the king may stop on any empty square only when from
        // none of them the capture can go on; otherwise it must land where it goes on.
        // Going on straight ahead is one path whatever the square it is thought to land
        // on, so it is tried once, over the first piece beyond the landing squares. Whether
        // the capture goes on is first asked of all landing squares at once.
        template <direction D>
        constexpr void king_takes(bitboard victim, bitboard captured) {
            const bitboard behind = board::template step<D>(victim) & empty_;
            const int victim_square = lowest_bit(victim);
            // The first piece beyond the landing squares: the one the king may take next
            // straight ahead, read once for both.
            const bitboard beyond = rules::flying_kings ? first_piece<board, D>(victim_square, empty_)
                                                        : board::template step<D>(behind) & ~empty_;
            const bitboard landings =
                rules::flying_kings ? empty_before<board, D>(victim_square, beyond, empty_) : behind;
            captured |= victim;

            constexpr auto turns = perpendicular(D);
            const bitboard next = beyond & enemy_ & ~captured;
            const bitboard ahead = (board::template step<D>(next) & empty_) ? next : bitboard{};
            const bitboard left = able_to_capture<turns[0]>(landings, captured);
            const bitboard right = able_to_capture<turns[1]>(landings, captured);
            if (!(ahead || left || right)) {
                // The move ends here: one move per landing square, counted at once
                // where no path can repeat another.
                if constexpr (requires { sink_.add_many(captures_of{0}, std::uint64_t{}); }) {
                    const int pieces = popcount(captured);
                    if (pieces < fewest_captures_on_the_diagonals) {
                        sink_.add_many(captures_of{pieces}, static_cast<std::uint64_t>(popcount(landings)));
                        return;
                    }
                }
                for (int square : bits(landings)) {
                    complete(single_bit<bitboard>(square), captured, started_as_man_);
                }
                return;
            }
            if (ahead) {
                king_takes<D>(ahead, captured);
            }
            for (int square : bits(left | right)) {
                const bitboard here = single_bit<bitboard>(square);
                if (left & here) king_takes<turns[0]>(victim_along<turns[0]>(here, captured), captured);
                if (right & here) king_takes<turns[1]>(victim_along<turns[1]>(here, captured), captured);
            }
        }

        constexpr void complete(bitboard at, bitboard captured, bool promotes) {
            sink_.add(fast_capture<board>{from_, lowest_bit(at), captured, promotes});
        }

        Sink& sink_;
        bitboard enemy_;
        bitboard empty_;  // the capturing piece's start square is empty during its move
        int from_;
        bool started_as_man_;  // so a king that ends the move here was crowned on the way
    };

    bitboard men_;
    bitboard kings_;
    bitboard enemy_;
    bitboard empty_;
    // By direction: squares from which a man can capture that way (an enemy piece next to
    // it, an empty square behind), for each direction men capture in.
    std::array<bitboard, 4> jump_from_{};
};

// The moves of side Us in any position where its pieces stand as they stand now: the
// replies to each quiet move of the other side, which perft's last two plies count. What
// the moves need from Us's men alone, the squares next to them in each direction, is
// worked out once; the rest comes from the position given. So is the survey of Us's kings,
// kept for each position whose changes it did not read (count). Counts and moves are exactly
// those of fast_generator<Variant, Us>, which does the rest of the work where Us has kings.
template <class Variant, color Us>
class replies {
    using rules = rules_for<Variant, Us>;
    using board = typename Variant::board;
    using bitboard = typename board::bitboard;
    using moves = fast_generator<Variant, Us>;

public:
    static constexpr color side = Us;

    DRAUGHTS_ALWAYS_INLINE constexpr explicit replies(const position<Variant>& p) noexcept
        : men_(p.men(Us)), kings_(p.kings(Us)), enemy_(p.pieces(rules::them)) {
        rules::for_each_direction([&]<direction D>() DRAUGHTS_LAMBDA_ALWAYS_INLINE {
            next_to_men_[moves::index(D)] = board::template step<D>(men_);
        });
        if (kings_) kings_survey_ = moves(men_, kings_, enemy_, p.empty()).survey_kings();
    }

    // fast_generator<Variant, Us>(p).count(mode), for a position p where Us's pieces are as prepared.
    DRAUGHTS_ALWAYS_INLINE [[nodiscard]] constexpr std::uint64_t count(const position<Variant>& p,
                                                                       paths mode) const noexcept {
        const bitboard empty = p.empty();
        const bitboard enemy = p.pieces(rules::them);
        // The kings' quiet moves are those prepared, unless they could capture (the capture
        // search counts then) or the other side's move emptied or filled a square their
        // survey read.
        std::uint64_t king_steps = 0;
        if (kings_) {
            if (kings_survey_.can_capture || ((enemy ^ enemy_) & kings_survey_.seen))
                return count_with_kings(men_, kings_, enemy, empty, mode);
            king_steps = kings_survey_.steps;
        }
        const auto landings = first_landings(enemy, empty);
        if (!any(landings))
            return count_steps(empty) + king_steps;
        const moves g(men_, kings_, enemy, empty);
        return g.count_men_captures(g.first_jumps_onto(landings), mode);
    }

    // fast_generator<Variant, Us>(p).for_each_move(mode, visit), likewise.
    template <class Visit>
    DRAUGHTS_ALWAYS_INLINE constexpr void for_each_move(const position<Variant>& p, paths mode, Visit&& visit) const {
        const bitboard empty = p.empty();
        if (kings_) return moves_with_kings(men_, kings_, p.pieces(rules::them), empty, mode, visit);
        const auto landings = first_landings(p.pieces(rules::them), empty);
        if (!any(landings)) return men_steps(empty, visit);
        const moves g(men_, kings_, p.pieces(rules::them), empty);
        g.men_captures(g.first_jumps_onto(landings), mode, visit);
    }

    // What the other side's quiet steps may give Us's men to take, where Us has no kings,
    // worked out once for all its steps from a position where both sides' pieces stand as
    // prepared: the squares where a piece that arrives can be taken (a man of Us next to it,
    // the square beyond it empty), and those where Us's men land by taking one of the other
    // side's pieces as they stand, empty or not.
    struct step_threats {
        bitboard exposed{};
        bitboard landings{};

        // Whether Us's men could capture now, were it Us's turn.
        [[nodiscard]] constexpr bool capture_now(bitboard empty) const noexcept {
            return (landings & empty) != bitboard{};
        }
    };

    DRAUGHTS_ALWAYS_INLINE [[nodiscard]] constexpr step_threats threats(bitboard empty) const noexcept {
        DRAUGHTS_ASSERT(!kings_);
        step_threats t;
        rules::for_each_man_capture_direction([&]<direction C>() DRAUGHTS_LAMBDA_ALWAYS_INLINE {
            const bitboard next = next_to_men_[moves::index(C)];  // what Us's men would jump along C
            t.exposed |= next & board::template step<reverse(C)>(empty);
            t.landings |= board::template step<C>(next & enemy_);
        });
        return t;
    }

    // The squares b such that a quiet step of the other side's man from a to b along D, one
    // of its forward directions, gives Us's men a capture, below a position where they could
    // not capture (step_threats::capture_now). The step changes those two squares only, so
    // they can take the piece on b, landing beyond it, or straight back onto a (a man of Us
    // next to b along D), or land on a by taking another piece.
    template <direction D>
    DRAUGHTS_ALWAYS_INLINE [[nodiscard]] constexpr bitboard capturing_after_steps(const step_threats& t) const noexcept {
        return t.exposed | next_to_men_[moves::index(reverse(D))] | board::template step<D>(t.landings);
    }

    // The counts of Us's replies summed over the children of the quiet steps of the other
    // side's men (`steppers`) along D, one of its forward directions, below a position where
    // both sides' pieces stand as prepared, Us has no kings and its men could not capture.
    // In the child of a step from a to b, Us's men have the steps they have now, and those
    // onto a, less those onto b. The children where they can capture (capturing_after_steps)
    // are left out of the sum, their b squares set in `capturing` for the caller to count one
    // by one; all the others are counted at once, by popcounts, without making them.
    template <direction D>
    DRAUGHTS_ALWAYS_INLINE [[nodiscard]] constexpr std::uint64_t count_after_steps(bitboard steppers, bitboard empty,
                                                                                   const step_threats& t,
                                                                                   bitboard& capturing) const noexcept {
        DRAUGHTS_ASSERT(!kings_);
        const bitboard ends = board::template step<D>(steppers) & empty;
        const bitboard captures = capturing_after_steps<D>(t);
        capturing = ends & captures;
        const bitboard quiet = ends & ~captures;
        const bitboard starts = board::template step<reverse(D)>(quiet);
        const bitboard left = next_to_men_[moves::index(rules::forward_left)];
        const bitboard right = next_to_men_[moves::index(rules::forward_right)];
        const auto count = [](bitboard b) DRAUGHTS_LAMBDA_ALWAYS_INLINE { return static_cast<std::uint64_t>(popcount(b)); };
        return count(quiet) * count_steps(empty) + count(starts & left) + count(starts & right) -
               count(quiet & left) - count(quiet & right);
    }

    // The men's quiet moves where they have no capture, given the empty squares: the moves
    // of for_each_move where Us has no kings and no capture.
    template <class Visit>
    DRAUGHTS_ALWAYS_INLINE constexpr void men_steps(bitboard empty, Visit&& visit) const {
        DRAUGHTS_ASSERT(!kings_);
        moves::template man_steps_onto<rules::forward_left>(steps<rules::forward_left>(empty), visit);
        moves::template man_steps_onto<rules::forward_right>(steps<rules::forward_right>(empty), visit);
    }

private:
    // Where Us has kings and their survey cannot be kept, the generator does the work, out
    // of line: inlined at every quiet move of perft's last two plies, it was most of what a
    // program calling perft compiled. Here most positions have a capture (a king could
    // capture before the other side's move, or the move put a piece in a king's way), so
    // the capture search runs first, without the survey moves::count asks first, which
    // would look along each king's diagonals twice; a capture found counts at least one move.
    DRAUGHTS_NOINLINE static constexpr std::uint64_t count_with_kings(bitboard men, bitboard kings, bitboard enemy,
                                                                      bitboard empty, paths mode) noexcept {
        if (const std::uint64_t n = moves::count_captures(men, kings, enemy, empty, mode)) return n;
        const moves g(men, kings, enemy, empty);
        return g.count_man_steps() + g.survey_kings().steps;
    }
    template <class Visit>
    DRAUGHTS_NOINLINE static constexpr void moves_with_kings(bitboard men, bitboard kings, bitboard enemy,
                                                             bitboard empty, paths mode, Visit& visit) {
        moves(men, kings, enemy, empty).for_each_move(mode, visit);
    }

    // How many quiet steps the men have, given the empty squares.
    DRAUGHTS_ALWAYS_INLINE [[nodiscard]] constexpr std::uint64_t count_steps(bitboard empty) const noexcept {
        return static_cast<std::uint64_t>(popcount(steps<rules::forward_left>(empty)) +
                                          popcount(steps<rules::forward_right>(empty)));
    }

    // The squares the men step to along D.
    template <direction D>
    DRAUGHTS_ALWAYS_INLINE [[nodiscard]] constexpr bitboard steps(bitboard empty) const noexcept {
        return next_to_men_[moves::index(D)] & empty;
    }

    // Where the men land after jumping one enemy piece, by direction: the landings of
    // generator::men_first_jumps, here from the prepared neighbours of the men.
    DRAUGHTS_ALWAYS_INLINE [[nodiscard]] constexpr std::array<bitboard, 4> first_landings(
        bitboard enemy, bitboard empty) const noexcept {
        std::array<bitboard, 4> landings{};
        rules::for_each_man_capture_direction([&]<direction D>() DRAUGHTS_LAMBDA_ALWAYS_INLINE {
            landings[moves::index(D)] = board::template step<D>(next_to_men_[moves::index(D)] & enemy) & empty;
        });
        return landings;
    }

    [[nodiscard]] static constexpr bool any(const std::array<bitboard, 4>& sets) noexcept {
        return (sets[0] | sets[1] | sets[2] | sets[3]) != bitboard{};
    }

    bitboard men_;
    bitboard kings_;
    bitboard enemy_;  // where the other side's pieces stood before its move
    std::array<bitboard, 4> next_to_men_{};  // by direction
    // Where Us has kings, what they could do before the other side's move.
    typename moves::king_survey kings_survey_{};
};

}  // namespace detail
}  // namespace draughts

// ---- draughts/movegen/generate.hpp
// Legal move generation for every variant, driven by the variant's rule facts.
//
// Three entry points share one model: generate() fills a move list, count_moves() counts
// without building the list (perft's last ply), has_moves() answers "can the side to move
// move at all?". None of them allocates or throws.
//
// Two generators give the moves. The capture search every variant can use
// (capture_search.hpp) with the quiet moves below follows any variant's facts; the fast
// generator (fast_generator.hpp) gives the same moves, faster, for the variants whose facts
// it covers. Tests compare both with a third, deliberately simple generator.


#include <cstdint>
#include <type_traits>

namespace draughts {
namespace detail {

// The moves of side Us in one position under any variant's facts.
template <class Variant, color Us>
class generic_generator {
    using rules = rules_of<Variant>;
    using board = typename Variant::board;
    using bitboard = typename board::bitboard;
    using dirs = piece_directions<Variant, Us>;

public:
    constexpr explicit generic_generator(const position<Variant>& p) noexcept
        : captures_(p), men_(p.men(Us)), kings_(p.kings(Us) & ~p.stopped_king(Us)), empty_(p.empty()) {}

    // Captures are compulsory (FMJD 4.1).
    [[nodiscard]] constexpr bool has_capture() const noexcept { return captures_.any(); }

    [[nodiscard]] constexpr bool has_quiet() const noexcept {
        bool any = false;
        for_each_direction<dirs::man_moves>([&]<direction D>() { any = any || (board::template step<D>(men_) & empty_); });
        for_each_direction<dirs::king_moves>(
            [&]<direction D>() { any = any || (board::template step<D>(kings_) & empty_); });
        return any;
    }

    // Calls visit(move) for every quiet move: the men's, then each king's.
    template <class Visit>
    constexpr void quiet_moves(Visit&& visit) const {
        for_each_direction<dirs::man_moves>([&]<direction D>() {
            for (int to : bits(board::template step<D>(men_) & empty_)) {
                const bitboard target = single_bit<bitboard>(to);
                const int from = lowest_bit(board::template step<reverse(D)>(target));
                visit(make_move<board>(from, to, bitboard{}, (target & board::promotion_row(Us)) != bitboard{}));
            }
        });
        for (int k : bits(kings_)) {
            bitboard targets{};
            for_each_direction<dirs::king_moves>([&]<direction D>() { targets |= king_steps<D>(k); });
            for (int to : bits(targets)) visit(make_move<board>(k, to, bitboard{}, false));
        }
    }

    [[nodiscard]] constexpr std::uint64_t count_quiet() const noexcept {
        std::uint64_t n = 0;
        for_each_direction<dirs::man_moves>([&]<direction D>() {
            n += static_cast<std::uint64_t>(popcount(board::template step<D>(men_) & empty_));
        });
        for (int k : bits(kings_))
            for_each_direction<dirs::king_moves>(
                [&]<direction D>() { n += static_cast<std::uint64_t>(popcount(king_steps<D>(k))); });
        return n;
    }

    constexpr void capture_list(paths mode, basic_move_list<board>& found) const noexcept {
        capture_collector<Variant, list_output<board>> collector{{found}, mode};
        captures_.run(collector);
    }

    template <class Visit>
    constexpr void for_each_move(paths mode, Visit&& visit) const {
        if (!has_capture()) return quiet_moves(visit);
        basic_move_list<board> found;
        capture_list(mode, found);
        for (const auto& m : found) visit(m);
    }

    [[nodiscard]] constexpr std::uint64_t count(paths mode) const noexcept {
        if (!has_capture()) return count_quiet();
        capture_collector<Variant, count_output<board>> collector{{}, mode};
        captures_.run(collector);
        return collector.output.count;
    }

private:
    // The squares a king on `square` can move to along D: to the next piece when kings fly
    // (FMJD 3.9), the next square when they do not.
    template <direction D>
    [[nodiscard]] constexpr bitboard king_steps(int square) const noexcept {
        if constexpr (!rules::flying_kings)
            return board::template step<D>(single_bit<bitboard>(square)) & empty_;
        else
            return empty_before<board, D>(square, first_piece<board, D>(square, empty_), empty_);
    }

    capture_search<Variant, Us> captures_;
    bitboard men_;
    bitboard kings_;  // the kings that may make a quiet move: all but one stopped by its run (Frisian 17)
    bitboard empty_;
};

// The move source of a variant, for side Us: the fast generator where it covers the
// variant's facts, else the generic one. The one interface of both: made from a position;
// has_capture(), has_quiet(), quiet_moves(visit), capture_list(mode, list),
// for_each_move(mode, visit) and count(mode). Perft counts the last two plies at once where
// the source allows it (last_plies.hpp).
template <class Variant, color Us>
using move_source =
    std::conditional_t<fast_generator_covers<Variant>, fast_generator<Variant, Us>, generic_generator<Variant, Us>>;

}  // namespace detail

// Every legal move of the side to move, into `list` (cleared first).
template <class Variant>
constexpr void generate(const position<Variant>& p, move_list<Variant>& list, paths mode = paths::unique) noexcept {
    list.clear();
    detail::for_side_to_move(p, [&]<color Us>() {
        const detail::move_source<Variant, Us> g(p);
        if (g.has_capture()) {
            g.capture_list(mode, list);
        } else {
            g.quiet_moves([&](const move<Variant>& m) { list.push_back(m); });
        }
    });
}

// Calls visit(m) for every legal move m of the side to move, without a list for quiet moves.
template <class Variant, class Visit>
constexpr void for_each_move(const position<Variant>& p, Visit&& visit, paths mode = paths::unique) {
    detail::for_side_to_move(p,
                             [&]<color Us>() { detail::move_source<Variant, Us>(p).for_each_move(mode, visit); });
}

// The number of legal moves, without building them where that can be avoided.
template <class Variant>
[[nodiscard]] constexpr std::uint64_t count_moves(const position<Variant>& p, paths mode = paths::unique) noexcept {
    return detail::for_side_to_move(p,
                                    [&]<color Us>() { return detail::move_source<Variant, Us>(p).count(mode); });
}

// Whether the side to move has a legal move: without one, the game is over.
template <class Variant>
[[nodiscard]] constexpr bool has_moves(const position<Variant>& p) noexcept {
    return detail::for_side_to_move(p, [&]<color Us>() {
        const detail::move_source<Variant, Us> g(p);
        return g.has_capture() || g.has_quiet();
    });
}

// Whether the side to move must capture (captures are compulsory, FMJD 4.1).
template <class Variant>
[[nodiscard]] constexpr bool has_capture(const position<Variant>& p) noexcept {
    return detail::for_side_to_move(p, [&]<color Us>() { return detail::move_source<Variant, Us>(p).has_capture(); });
}

}  // namespace draughts

// ---- draughts/game/draw_rules.hpp
// The draw rules of the federations as data the variants list (core/variant.hpp), and the
// counts they need, kept along a game or a search's line of play.
//
// How the counts work (every rule below says which of these it follows, and why):
// - Counts are kept in plies, one move of one player. "N moves" of a rule means N moves of
//   each player, so the rule is reached after 2N plies; a rule that names the stronger
//   side's Nth move is reached when that side has made N moves.
// - A count for a material situation (a lone king against so much, both sides with kings
//   and so many pieces) starts at 0 in the position where the situation first holds - after
//   the move that created it, or in the set-up position - and the moves that follow are
//   counted. It ends when the situation no longer holds.
// - A position set up from a FEN starts every count there: a FEN does not say what came
//   before. (The lidraughts ":H" counter is not read: lidraughts uses it for several rules
//   at once, so it does not say which count it holds.)


#include <cstdint>
#include <optional>
#include <string_view>

namespace draughts {

// The name of a draw rule as a game state gives it: "threefold repetition".
[[nodiscard]] constexpr std::string_view to_string(draw_rule r, int limit = 3) noexcept {
    switch (r) {
    case draw_rule::repetition:
        return limit == 3 ? "threefold repetition" : limit == 4 ? "fourfold repetition" : "repetition";
    case draw_rule::three_kings_vs_king: return "three or more kings against a lone king";
    case draw_rule::kings_only: return "only kings moved";
    case draw_rule::balance_4_5_pieces: return "unchanged balance with 4 or 5 pieces";
    case draw_rule::balance_6_7_pieces: return "unchanged balance with 6 or 7 pieces";
    case draw_rule::three_vs_king_on_main_road: return "three pieces against a lone king on the main road";
    case draw_rule::three_pieces_vs_king: return "three pieces with a king against a lone king";
    case draw_rule::two_pieces_vs_king: return "two pieces with a king, or one king, against a lone king";
    case draw_rule::two_kings_vs_king: return "two kings against a lone king";
    case draw_rule::king_vs_king: return "a lone king against a lone king";
    }
    return "draw";
}

// How far the count of each draw rule has gone at a position, in plies since it started;
// -1 while the rule's material situation does not hold. next_draw_counters says, rule by
// rule, when each starts and what resets it.
struct draw_counters {
    std::int32_t kings_only = 0;  // since the last man move or capture; also bounds repetition
    std::int32_t three_kings_vs_king = -1;
    std::int32_t balance = -1;  // both sides with kings and 4-7 pieces, since the last capture or promotion
    std::int32_t three_vs_king_on_main_road = -1;
    std::int32_t three_pieces_vs_king = -1;
    std::int32_t two_pieces_vs_king = -1;
    std::int32_t two_kings_vs_king = -1;
    std::int32_t king_vs_king = -1;

    friend constexpr bool operator==(const draw_counters&, const draw_counters&) noexcept = default;
};

namespace detail {

template <class Variant>
[[nodiscard]] constexpr bool is_lone_king(const position<Variant>& p, color c) noexcept {
    return p.count(c) == 1 && p.count(c, piece_kind::king) == 1;
}

// The side that has, against a lone king, material that `fits` (its men, its kings), if any.
template <class Variant, class Fits>
[[nodiscard]] constexpr std::optional<color> against_lone_king(const position<Variant>& p, Fits fits) noexcept {
    for (color c : {color::white, color::black})
        if (is_lone_king(p, ~c) && fits(p.count(c, piece_kind::man), p.count(c, piece_kind::king))) return c;
    return std::nullopt;
}

// FMJD-64 7.2.4: "three kings (or more)". Men are not allowed: where the rules allow men
// beside kings (7.2.7, 7.2.8) they name them.
template <class Variant>
[[nodiscard]] constexpr std::optional<color> three_kings_vs_king(const position<Variant>& p) noexcept {
    return against_lone_king(p, [](int men, int kings) { return men == 0 && kings >= 3; });
}

// Three kings, two kings and a man, or a king and two men (FMJD-64 7.2.7, FMJD 6).
template <class Variant>
[[nodiscard]] constexpr std::optional<color> three_pieces_vs_king(const position<Variant>& p) noexcept {
    return against_lone_king(p, [](int men, int kings) { return kings >= 1 && men + kings == 3; });
}

template <class Variant>
[[nodiscard]] constexpr std::optional<color> three_vs_king_on_main_road(const position<Variant>& p) noexcept {
    const auto stronger = three_pieces_vs_king(p);
    if (stronger && (p.kings(~*stronger) & draughts::main_road<typename Variant::board>())) return stronger;
    return std::nullopt;
}

// Two kings, a king and a man, or one king (FMJD-64 7.2.8, FMJD 6). With a king against a
// king either side may be called the stronger; the count does not need to know.
template <class Variant>
[[nodiscard]] constexpr bool two_pieces_vs_king(const position<Variant>& p) noexcept {
    return against_lone_king(p, [](int men, int kings) { return kings >= 1 && men + kings <= 2; }).has_value();
}

// Frisian 18: two kings, and no men, against a lone king.
template <class Variant>
[[nodiscard]] constexpr std::optional<color> two_kings_vs_king(const position<Variant>& p) noexcept {
    return against_lone_king(p, [](int men, int kings) { return men == 0 && kings == 2; });
}

// Frisian 21: a king against a king.
template <class Variant>
[[nodiscard]] constexpr bool king_vs_king(const position<Variant>& p) noexcept {
    return is_lone_king(p, color::white) && is_lone_king(p, color::black);
}

// FMJD-64 7.2.6: both sides have kings; the number of pieces on the board when 4 to 7, else 0.
template <class Variant>
[[nodiscard]] constexpr int balance_pieces(const position<Variant>& p) noexcept {
    if (!p.kings(color::white) || !p.kings(color::black)) return 0;
    const int pieces = popcount(p.occupied());
    return pieces >= 4 && pieces <= 7 ? pieces : 0;
}

// A count that goes on while its situation holds: -1 when it does not, else one more ply
// (so a situation that has just arisen starts at 0).
[[nodiscard]] constexpr std::int32_t continued(std::int32_t before, bool holds) noexcept {
    return holds ? before + 1 : -1;
}

}  // namespace detail

// The counts in the set-up position: whatever situation holds there starts at 0.
template <class Variant>
[[nodiscard]] constexpr draw_counters initial_draw_counters(const position<Variant>& p) noexcept {
    draw_counters c;
    c.three_kings_vs_king = detail::continued(-1, detail::three_kings_vs_king(p).has_value());
    c.balance = detail::continued(-1, detail::balance_pieces(p) != 0);
    c.three_vs_king_on_main_road = detail::continued(-1, detail::three_vs_king_on_main_road(p).has_value());
    c.three_pieces_vs_king = detail::continued(-1, detail::three_pieces_vs_king(p).has_value());
    c.two_pieces_vs_king = detail::continued(-1, detail::two_pieces_vs_king(p));
    c.two_kings_vs_king = detail::continued(-1, detail::two_kings_vs_king(p).has_value());
    c.king_vs_king = detail::continued(-1, detail::king_vs_king(p));
    return c;
}

// The counts after m, played in `before`, gave `after`: what a game or a search updates at
// every move.
template <class Variant>
[[nodiscard]] constexpr draw_counters next_draw_counters(const draw_counters& c, const position<Variant>& before,
                                                    const move<Variant>& m, const position<Variant>& after) noexcept {
    draw_counters n;

    // FMJD-64 7.2.5, FMJD 6: moves "with kings only, no man moved, nothing captured". Any man
    // move (a promotion is one) or capture starts the run again; both players' moves count.
    const bool king_moved = has_bit(before.kings(), m.from);
    n.kings_only = king_moved && !m.is_capture() ? c.kings_only + 1 : 0;

    // FMJD-64 7.2.6: the balance "has not changed (no capture, no promotion)". A capture or a
    // promotion restarts the count; a man's quiet move does not, it changes no balance.
    const bool balance_changed = m.is_capture() || m.promotes;
    n.balance = detail::balance_pieces(after) == 0 ? -1 : balance_changed ? 0 : c.balance + 1;

    // The lone-king endings run from the moment their material arises, as long as it lasts:
    // a promotion or a capture that keeps the material within the rule (king and man to two
    // kings; four kings to three) goes on with the same count, because the rule's situation
    // has not changed. A capture that leaves the rule (three pieces to two) ends its count
    // and starts the next rule's at 0.
    n.three_kings_vs_king = detail::continued(c.three_kings_vs_king, detail::three_kings_vs_king(after).has_value());
    n.three_vs_king_on_main_road =
        detail::continued(c.three_vs_king_on_main_road, detail::three_vs_king_on_main_road(after).has_value());
    n.three_pieces_vs_king = detail::continued(c.three_pieces_vs_king, detail::three_pieces_vs_king(after).has_value());
    n.two_pieces_vs_king = detail::continued(c.two_pieces_vs_king, detail::two_pieces_vs_king(after));
    n.two_kings_vs_king = detail::continued(c.two_kings_vs_king, detail::two_kings_vs_king(after).has_value());
    n.king_vs_king = detail::continued(c.king_vs_king, detail::king_vs_king(after));
    return n;
}

namespace detail {

// Moves made by `side` in the last `plies` plies, `to_move` being to move now: the plies
// alternate and the last was the other side's.
[[nodiscard]] constexpr std::int32_t moves_by(color side, color to_move, std::int32_t plies) noexcept {
    return side == to_move ? plies / 2 : (plies + 1) / 2;
}

}  // namespace detail

// The draw rule of the variant's list whose limit is reached in position p, with its counts
// and the number of times p has stood on the board (same side to move), if any: the first
// of the list. A position without a legal move is a win, not a draw, so it is never a draw.
template <class Variant>
[[nodiscard]] std::optional<draw_limit> draw_reached(const position<Variant>& p, const draw_counters& c,
                                                     int occurrences) noexcept {
    if constexpr (rules_of<Variant>::draws.empty()) {
        return std::nullopt;
    } else {
        if (!has_moves(p)) return std::nullopt;
        const color to_move = p.side_to_move();
        for (const draw_limit& d : rules_of<Variant>::draws) {
            if (d.limit < 0) continue;
            // "N moves" of each player: both have made N moves after 2N plies.
            const auto each_player = [&](std::int32_t plies) { return plies >= 2 * d.limit; };
            // "By the stronger side's Nth move".
            const auto stronger_side = [&](std::int32_t plies, std::optional<color> stronger) {
                return plies >= 0 && stronger && detail::moves_by(*stronger, to_move, plies) >= d.limit;
            };
            bool reached = false;
            switch (d.rule) {
            // FMJD-64 7.2.3, FMJD 6: the same position, with the same side to move, for the
            // third time (FID 9.3: the fourth), not necessarily in a row.
            case draw_rule::repetition: reached = occurrences >= d.limit; break;
            // FMJD-64 7.2.4: three or more kings against a lone king, not captured "by the 15th
            // move" of the stronger side, counted from when this balance arose. Only the
            // stronger side's moves count, as the article says.
            case draw_rule::three_kings_vs_king:
                reached = stronger_side(c.three_kings_vs_king, detail::three_kings_vs_king(p));
                break;
            // FMJD-64 7.2.5, FMJD 6, ACF 1.32.2, FID 10.4: moves in a row by both players with
            // no man moved and nothing captured.
            case draw_rule::kings_only: reached = each_player(c.kings_only); break;
            // FMJD-64 7.2.6: both sides have kings and the balance has not changed; 4 and 5
            // pieces: 30 moves, 6 and 7 pieces: 60 moves, of each player (the article names no
            // side).
            case draw_rule::balance_4_5_pieces: {
                const int pieces = detail::balance_pieces(p);
                reached = (pieces == 4 || pieces == 5) && each_player(c.balance);
                break;
            }
            case draw_rule::balance_6_7_pieces: {
                const int pieces = detail::balance_pieces(p);
                reached = (pieces == 6 || pieces == 7) && each_player(c.balance);
                break;
            }
            // FMJD-64 7.2.7: three pieces with a king against a lone king on the main road, not
            // won "by the stronger side's 5th move". The count runs while the lone king stays
            // on the main road; off it the rule does not hold, and back on it a new count
            // starts.
            case draw_rule::three_vs_king_on_main_road:
                reached = stronger_side(c.three_vs_king_on_main_road, detail::three_vs_king_on_main_road(p));
                break;
            // FMJD 6: three pieces with a king against a lone king, 16 moves of each player.
            case draw_rule::three_pieces_vs_king: reached = each_player(c.three_pieces_vs_king); break;
            // FMJD-64 7.2.8, FMJD 6: two kings, a king and a man, or a king against a lone
            // king, 5 moves of each player (the articles name no side; with a king against a
            // king there is no stronger one).
            case draw_rule::two_pieces_vs_king: reached = each_player(c.two_pieces_vs_king); break;
            // Frisian 18: two kings against a lone king must win within 7 moves, counted as
            // the stronger side's moves from when the ending arose.
            case draw_rule::two_kings_vs_king:
                reached = stronger_side(c.two_kings_vs_king, detail::two_kings_vs_king(p));
                break;
            // Frisian 21: a king against a king is a draw, unless the side to move captures
            // at once (then it wins); with a limit, after that many moves of each player.
            case draw_rule::king_vs_king:
                reached = c.king_vs_king >= 0 && each_player(c.king_vs_king) && !has_capture(p);
                break;
            }
            if (reached) return d;
        }
        return std::nullopt;
    }
}

}  // namespace draughts

// ---- draughts/text/error.hpp
// One error type for everything that reads text: what went wrong (a kind a program can
// test), a message a person can read, and where (line and column, 1-based; 0 when the
// text has no lines, as in a FEN string).

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <variant>

namespace draughts {

enum class error_kind : std::uint8_t {
    // Text that cannot be read at all.
    empty_input,
    syntax,
    trailing_text,
    number_too_large,
    // Positions (FEN).
    bad_side_to_move,
    bad_colour,
    bad_square,
    duplicate_square,
    man_on_promotion_row,
    too_many_pieces,
    bad_king_run,  // a king's run of moves (Frisian 17) the position cannot have
    // Moves read against a position.
    no_piece,               // the start square is empty or holds the opponent's piece
    capture_is_compulsory,  // a quiet move while a capture exists (FMJD 4.1)
    majority_rule,          // a capture shorter than the longest (FMJD 4.13)
    capture_precedence,     // a capture another ranks above: by a king, more kings, kings met earlier
    capture_must_continue,  // the capture stops where it can go on (FMJD 4.5, Russian 1.5.6)
    man_moves_backward,     // FMJD 3.4
    illegal_move,           // any other move that is not legal
    ambiguous_move,
    // Games (PDN).
    unknown_variant,
    unterminated,
    bad_result,
    incomplete,  // moves or the result were not recorded ("- -", a bare "-")
};

[[nodiscard]] constexpr std::string_view to_string(error_kind k) noexcept {
    switch (k) {
    case error_kind::empty_input: return "empty input";
    case error_kind::syntax: return "syntax error";
    case error_kind::trailing_text: return "unexpected text";
    case error_kind::number_too_large: return "number too large";
    case error_kind::bad_side_to_move: return "bad side to move";
    case error_kind::bad_colour: return "bad colour";
    case error_kind::bad_square: return "bad square";
    case error_kind::duplicate_square: return "square given twice";
    case error_kind::man_on_promotion_row: return "man on its promotion row";
    case error_kind::too_many_pieces: return "too many pieces";
    case error_kind::bad_king_run: return "bad king run";
    case error_kind::no_piece: return "no piece to move";
    case error_kind::capture_is_compulsory: return "capture is compulsory";
    case error_kind::majority_rule: return "majority rule";
    case error_kind::capture_precedence: return "capture precedence";
    case error_kind::capture_must_continue: return "capture must continue";
    case error_kind::man_moves_backward: return "man moves backward";
    case error_kind::illegal_move: return "illegal move";
    case error_kind::ambiguous_move: return "ambiguous move";
    case error_kind::unknown_variant: return "unknown variant";
    case error_kind::unterminated: return "unterminated";
    case error_kind::bad_result: return "bad result";
    case error_kind::incomplete: return "incomplete game";
    }
    return "error";
}

struct parse_error {
    error_kind kind;
    std::string message;
    std::size_t line = 0;
    std::size_t column = 0;

    // "line 3, column 7: message", as much of it as is known.
    [[nodiscard]] std::string what() const {
        std::string s;
        if (line) s += "line " + std::to_string(line) + ", ";
        if (column) s += "column " + std::to_string(column) + ": ";
        return s + message;
    }
};

// A value or the error that prevented it (std::expected arrives with C++23).
template <class T>
class result {
public:
    result(T value) : v_(std::move(value)) {}            // NOLINT: implicit on purpose
    result(parse_error error) : v_(std::move(error)) {}  // NOLINT: implicit on purpose

    [[nodiscard]] bool has_value() const noexcept { return v_.index() == 0; }
    explicit operator bool() const noexcept { return has_value(); }

    [[nodiscard]] T& value() & { return std::get<0>(v_); }
    [[nodiscard]] const T& value() const& { return std::get<0>(v_); }
    [[nodiscard]] T&& value() && { return std::get<0>(std::move(v_)); }
    [[nodiscard]] T& operator*() & { return value(); }
    [[nodiscard]] const T& operator*() const& { return value(); }
    [[nodiscard]] T* operator->() { return &value(); }
    [[nodiscard]] const T* operator->() const { return &value(); }

    [[nodiscard]] const parse_error& error() const& { return std::get<1>(v_); }

private:
    std::variant<T, parse_error> v_;
};

}  // namespace draughts

// ---- draughts/text/scanner.hpp
// A cursor over text for the readers (FEN, moves, PDN): position, column, and small
// helpers that never read past the end.


#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace draughts::detail {

class scanner {
public:
    constexpr explicit scanner(std::string_view text) noexcept : text_(text) {}

    [[nodiscard]] constexpr bool at_end() const noexcept { return pos_ >= text_.size(); }
    [[nodiscard]] constexpr char peek(std::size_t ahead = 0) const noexcept {
        return pos_ + ahead < text_.size() ? text_[pos_ + ahead] : '\0';
    }
    [[nodiscard]] constexpr std::size_t offset() const noexcept { return pos_; }
    [[nodiscard]] constexpr std::size_t column() const noexcept { return pos_ + 1; }
    [[nodiscard]] constexpr std::string_view rest() const noexcept { return text_.substr(pos_); }
    [[nodiscard]] constexpr std::string_view since(std::size_t start) const noexcept {
        return text_.substr(start, pos_ - start);
    }
    constexpr void advance(std::size_t n = 1) noexcept { pos_ = pos_ + n < text_.size() ? pos_ + n : text_.size(); }

    constexpr bool eat(char c) noexcept {
        if (peek() != c || at_end()) return false;
        ++pos_;
        return true;
    }
    constexpr void skip_spaces() noexcept {
        while (!at_end() && is_space(text_[pos_])) ++pos_;
    }

    [[nodiscard]] static constexpr bool is_space(char c) noexcept {
        return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\f' || c == '\v';
    }
    [[nodiscard]] static constexpr bool is_digit(char c) noexcept { return c >= '0' && c <= '9'; }
    [[nodiscard]] static constexpr bool is_lower(char c) noexcept { return c >= 'a' && c <= 'z'; }
    [[nodiscard]] static constexpr bool is_upper(char c) noexcept { return c >= 'A' && c <= 'Z'; }
    // A file letter of a square name, in either case: a to t, the files of boards up to 20
    // wide (so never x, the capture separator).
    [[nodiscard]] static constexpr bool is_file_letter(char c) noexcept {
        return (c >= 'a' && c <= 't') || (c >= 'A' && c <= 'T');
    }

    // A run of digits read as a number: false when there were no digits or the value
    // passed the limit (the digits are consumed either way, so an error can point past them).
    struct number {
        std::uint32_t value = 0;
        bool found = false;      // there were digits
        bool too_large = false;  // ... making more than the limit
        constexpr explicit operator bool() const noexcept { return found && !too_large; }
        constexpr std::uint32_t operator*() const noexcept { return value; }
    };

    constexpr number read_number(std::uint32_t limit) noexcept {
        number n;
        std::uint64_t value = 0;
        while (is_digit(peek())) {
            n.found = true;
            value = value * 10 + static_cast<std::uint64_t>(peek() - '0');
            if (value > limit) n.too_large = true, value = limit;
            ++pos_;
        }
        n.value = static_cast<std::uint32_t>(value);
        return n;
    }

    [[nodiscard]] parse_error error(error_kind kind, std::string message, std::size_t at) const {
        return parse_error{kind, std::move(message), 0, at + 1};
    }
    [[nodiscard]] parse_error error_here(error_kind kind, std::string message) const {
        return error(kind, std::move(message), pos_);
    }

private:
    std::string_view text_;
    std::size_t pos_ = 0;
};

}  // namespace draughts::detail

namespace draughts {

// Text for a message: printable ASCII as it is, anything else as \xNN, cut to a length -
// bounded however long the text that was read.
[[nodiscard]] inline std::string excerpt(std::string_view text, std::size_t max = 24) {
    std::string s;
    constexpr char hex[] = "0123456789abcdef";
    for (std::size_t i = 0; i < text.size() && i < max; ++i) {
        const auto c = static_cast<unsigned char>(text[i]);
        if (c >= 0x20 && c < 0x7f) {
            s += static_cast<char>(c);
        } else {
            s += "\\x";
            s += hex[c >> 4];
            s += hex[c & 15];
        }
    }
    if (text.size() > max) s += "...";
    return s;
}

// The same in quotes, for text that is not a number or a name: how every message of the
// library quotes what it was given, and how a tool can quote what its user typed. The
// headers call it as draughts::quoted: for a std::string, argument-dependent lookup would
// otherwise find std::quoted too wherever <iomanip> is in, and take it.
[[nodiscard]] inline std::string quoted(std::string_view text, std::size_t max = 24) {
    std::string s(1, '"');  // appended to, not "\"" + excerpt(): g++ 12 -O3 warns falsely on that (-Wrestrict)
    s += excerpt(text, max);
    s += '"';
    return s;
}

}  // namespace draughts

// ---- draughts/text/squares.hpp
// Square names: numbers (1-50 on 10x10, 1-32 on 8x8, PDN order) and algebraic names
// (a1-h8, a1-j10), read and written (PDN 3.0).


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

// ---- draughts/text/fen.hpp
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

// ---- draughts/movegen/paths.hpp
// The squares a move passes through, for notation (PDN 3.0): the start square, then one
// square per captured piece - where the piece turns, or the square right behind the
// captured piece where it goes straight on - the last being the end square. Derived on
// demand by searching the captures again, so moves stay small. And a census of the
// captures, path by path, for the explanations of what precedence keeps and excludes.
//
// Every search here runs from one piece where one piece is asked about, and keeps no path
// it is not asked for: a position with hundreds of thousands of capture paths costs the
// time of one search and the memory of a few paths.


#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <type_traits>
#include <utility>
#include <vector>

namespace draughts {

namespace detail {

// What receives the paths of for_each_capture_path: any callable, called through a pointer,
// so that the search - long, and met by every caller - is compiled once per variant and
// side rather than once per caller. None of its callers is on a hot path; perft and the
// move lists take their captures from the collector (collector.hpp).
template <class Board>
class path_receiver {
public:
    template <class F>
    explicit path_receiver(F& f) noexcept
        : object_(const_cast<void*>(static_cast<const void*>(std::addressof(f)))),
          call_([](void* object, const found_capture<Board>& c) { (*static_cast<F*>(object))(c); }) {}
    void add(const found_capture<Board>& c) const { call_(object_, c); }

private:
    void* object_;
    void (*call_)(void*, const found_capture<Board>&);
};

template <class Variant>
void for_each_capture_path(const position<Variant>& p, std::optional<int> from,
                           path_receiver<typename Variant::board> paths) {
    using board = typename Variant::board;
    using bitboard = typename board::bitboard;
    for_side_to_move(p, [&]<color Us>() {
        const bitboard only = from ? single_bit<bitboard>(*from) : board::all;
        capture_search<Variant, Us>(p.men(Us) & only, p.kings(Us) & only, p.pieces(~Us), p.kings(~Us), p.empty())
            .run(paths);
    });
}

// Calls f(c) for every complete capture c of the side to move, whatever precedence makes of
// it: of the piece on `from` (a bit of the board), or of every piece when from is empty.
template <class Variant, class F>
    requires(!std::is_same_v<std::remove_cvref_t<F>, path_receiver<typename Variant::board>>)
void for_each_capture_path(const position<Variant>& p, std::optional<int> from, F&& f) {
    for_each_capture_path(p, from, path_receiver<typename Variant::board>(f));
}

// Calls f(c) for every complete capture c of the piece on `from` (bits) that precedence
// keeps, as the search finds them, and restart() where a better capture rules out those
// before it. For a legal move's piece these are the paths of legal moves: the piece that
// makes a legal move has a capture that ranks with the best of all. (A path of a legal move
// may rank below another path of it, Italian 6.9, and is not kept.)
template <class Variant, class F, class Restart>
void for_each_kept_path(const position<Variant>& p, int from, F&& f, Restart&& restart) {
    capture_collector<Variant, call_output<F, Restart>> collector{{f, restart}, paths::every};
    for_each_capture_path(p, from, [&](const auto& c) { collector.add(c); });
}

// Calls f(from, indices) for each piece that makes some of the captures of `moves`: its
// square (bits) and where its captures stand in the list.
template <class Move, class F>
void for_each_piece_of(std::span<const Move> moves, F&& f) {
    std::vector<std::vector<std::size_t>> by_piece(static_cast<std::size_t>(Move::board::max_bit_count));
    for (std::size_t i = 0; i < moves.size(); ++i)
        if (moves[i].is_capture()) by_piece[moves[i].from].push_back(i);
    for (std::size_t from = 0; from < by_piece.size(); ++from)
        if (!by_piece[from].empty()) f(static_cast<int>(from), by_piece[from]);
}

// A capture's path as square numbers: its start, then one square per piece taken.
template <class Board>
void path_numbers(const found_capture<Board>& c, std::vector<int>& numbers) {
    numbers.clear();
    numbers.push_back(Board::number(c.from));
    for (int bit : c.path) numbers.push_back(Board::number(bit));
}
template <class Board>
[[nodiscard]] std::vector<int> path_numbers(const found_capture<Board>& c) {
    std::vector<int> numbers;
    path_numbers(c, numbers);
    return numbers;
}

}  // namespace detail

// Every capture of the side to move, path by path, as precedence sees them: how many paths
// there are of each summary, the best summary, and so which captures precedence keeps and
// how many paths each step of it excludes - in one search, whatever the paths.
template <class Variant>
class capture_census {
public:
    using board = typename Variant::board;
    using move_type = basic_move<board>;
    using summary = capture_summary<board>;

    // Paths with one summary (as far as the precedence tells summaries apart). The move
    // too, where the precedence may rank two paths of one move apart (Italian 6.9); else
    // the paths of every move with that summary, and `move` is empty.
    struct tally {
        move_type move;
        summary taken;
        std::uint64_t paths;
    };

    // Takes the census, calling on_path(c) for each path of the piece on `from` (bits), if
    // given, as the search finds it.
    template <class OnPath>
    capture_census(const position<Variant>& p, std::optional<int> from, OnPath&& on_path) {
        detail::for_each_capture_path(p, std::nullopt, [&](const detail::found_capture<board>& c) {
            count(paths_apart ? c.as_move() : move_type{}, relevant(c.summary));
            if (from && c.from == *from) on_path(c);
        });
        for (const tally& t : tallies_)
            if (!best_ || compare(precedence, t.taken, *best_) > 0) best_ = t.taken;
    }
    explicit capture_census(const position<Variant>& p) : capture_census(p, std::nullopt, [](const auto&) {}) {}

    [[nodiscard]] bool any() const noexcept { return best_.has_value(); }
    // The best summary of any capture; any() must hold.
    [[nodiscard]] const summary& best() const noexcept { return *best_; }
    [[nodiscard]] const std::vector<tally>& tallies() const noexcept { return tallies_; }

    // Whether precedence keeps the capture m, given the summary of one of its paths: whether
    // the move's best path ranks with the best capture.
    [[nodiscard]] bool kept(const move_type& m, const summary& one_path) const noexcept {
        if (!best_) return false;
        summary s = relevant(one_path);
        if constexpr (paths_apart)
            for (const tally& t : tallies_)
                if (t.move == m && compare(precedence, t.taken, s) > 0) s = t.taken;
        return compare(precedence, s, *best_) == 0;
    }
    [[nodiscard]] bool kept(const tally& t) const noexcept { return kept(t.move, t.taken); }

private:
    static constexpr const capture_precedence& precedence = rules_of<Variant>::precedence;
    // Only the order in which kings are met tells two paths of one move apart.
    static constexpr bool paths_apart = precedence.has(capture_criterion::kings_first);

    // The summary as far as the precedence looks at it.
    [[nodiscard]] static summary relevant(summary s) noexcept {
        if (!paths_apart) s.king_order = {};
        return s;
    }

    void count(const move_type& m, const summary& s) {
        // Paths of one kind tend to come one after another: look at the last first.
        const auto same = [&](const tally& t) { return t.move == m && t.taken == s; };
        if (last_ >= tallies_.size() || !same(tallies_[last_])) {
            last_ = static_cast<std::size_t>(std::find_if(tallies_.begin(), tallies_.end(), same) - tallies_.begin());
            if (last_ == tallies_.size()) tallies_.push_back({m, s, 0});
        }
        ++tallies_[last_].paths;
    }

    std::vector<tally> tallies_;
    std::optional<summary> best_;
    std::size_t last_ = 0;
};

// Every path of each of some legal moves of p as square numbers, each move's in ascending
// order: a quiet move has the single path {from, to}, a capture one path per way of making
// it (usually one). One search of the capture paths for each piece that makes them.
template <class Variant>
[[nodiscard]] std::vector<std::vector<std::vector<int>>> move_paths(const position<Variant>& p,
                                                                    std::span<const move<Variant>> moves) {
    std::vector<std::vector<std::vector<int>>> result(moves.size());
    for (std::size_t i = 0; i < moves.size(); ++i)
        if (!moves[i].is_capture()) result[i] = {{moves[i].from_square(), moves[i].to_square()}};
    detail::for_each_piece_of(moves, [&](int from, const std::vector<std::size_t>& of_piece) {
        detail::for_each_kept_path(
            p, from,
            [&](const auto& c) {
                const auto m = c.as_move();
                for (std::size_t i : of_piece)
                    if (moves[i] == m) result[i].push_back(detail::path_numbers(c));
            },
            [&] {
                for (std::size_t i : of_piece) result[i].clear();
            });
    });
    for (auto& paths_of_move : result) std::sort(paths_of_move.begin(), paths_of_move.end());
    return result;
}

// Every path of a legal move as square numbers, in ascending order.
template <class Variant>
[[nodiscard]] std::vector<std::vector<int>> move_paths(const position<Variant>& p, const move<Variant>& m) {
    return std::move(move_paths(p, std::span<const move<Variant>>(&m, 1)).front());
}

// The one path notation writes for a legal move: the first of move_paths(), found without
// keeping the others.
template <class Variant>
[[nodiscard]] std::vector<int> canonical_path(const position<Variant>& p, const move<Variant>& m) {
    if (!m.is_capture()) return {m.from_square(), m.to_square()};
    std::vector<int> first, path;
    detail::for_each_kept_path(
        p, m.from,
        [&](const auto& c) {
            if (!(c.as_move() == m)) return;
            detail::path_numbers(c, path);
            if (first.empty() || path < first) first.swap(path);
        },
        [&] { first.clear(); });
    return first;
}

}  // namespace draughts

// ---- draughts/text/move_syntax.hpp
// The syntax of a written move, before it meets a position: its squares, separators and
// annotation (PDN 3.0 and what real files hold), and the squares a written path passes.


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

// ---- draughts/text/notation.hpp
// Move text (PDN 3.0): "32-28" and "c3-d4" for quiet moves, "28x19" and "c3:e5"
// for captures (short form), "47x24x8x17x6" and "c3:e5:g3" with the capture path (long
// form: one square per captured piece, where the piece turns or right behind the piece
// where it goes straight on).
//
// Writing gives the short form unless two legal moves share it, then the long form.
// Reading a move is read_move.hpp.


#include <algorithm>
#include <cstddef>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace draughts {

enum class move_form : std::uint8_t {
    standard,  // short unless ambiguous
    full,      // always the capture path
};

struct notation_options {
    move_form form = move_form::standard;
    std::optional<square_notation> squares{};  // default: the variant's own
};

// The text of a path of square numbers, a quiet move's ("32-28") or a capture's
// ("47x24x8x17x6", "c3:e5:g3"), as the variant writes it or in the notation asked for: for a
// path of move_paths() other than the canonical one, say.
template <class Variant>
[[nodiscard]] std::string write_path(const std::vector<int>& squares, bool capture, notation_options o = {}) {
    const square_notation notation = o.squares.value_or(rules_of<Variant>::notation);
    const char separator = capture ? rules_of<Variant>::capture_separator : '-';
    std::string s;
    for (std::size_t i = 0; i < squares.size(); ++i) {
        if (i) s += separator;
        s += square_name<typename Variant::board>(squares[i], notation);
    }
    return s;
}

namespace detail {

// Whether another legal move has the same start and end squares.
template <class Variant>
[[nodiscard]] bool shares_short_form(const move_list<Variant>& legal, const move<Variant>& m) {
    return std::any_of(legal.begin(), legal.end(), [&](const move<Variant>& other) {
        return other.from == m.from && other.to == m.to && !(other == m);
    });
}

}  // namespace detail

// The texts of legal moves of p, in their order. A capture is written short (from x to)
// unless asked for in full or another legal move shares its squares; the long forms come
// from one search of the capture paths of each piece that makes them (a position with
// hundreds of thousands of paths writes its list in the time of one search).
template <class Variant>
[[nodiscard]] std::vector<std::string> write_moves(const position<Variant>& p, std::span<const move<Variant>> moves,
                                                   notation_options o = {}) {
    const square_notation notation = o.squares.value_or(rules_of<Variant>::notation);
    const bool captures =
        std::any_of(moves.begin(), moves.end(), [](const move<Variant>& m) { return m.is_capture(); });
    move_list<Variant> legal;
    if (captures && o.form != move_form::full) generate(p, legal);
    std::vector<bool> long_form(moves.size());
    for (std::size_t i = 0; i < moves.size(); ++i)
        long_form[i] =
            moves[i].is_capture() && (o.form == move_form::full || detail::shares_short_form<Variant>(legal, moves[i]));
    std::vector<std::vector<int>> first(moves.size());  // the first path of each move written long
    std::vector<move<Variant>> written_long;
    std::vector<std::size_t> where;  // of each move written long, in `moves`
    for (std::size_t i = 0; i < moves.size(); ++i)
        if (long_form[i]) {
            written_long.push_back(moves[i]);
            where.push_back(i);
        }
    std::vector<int> path;
    detail::for_each_piece_of<move<Variant>>(written_long, [&](int from, const std::vector<std::size_t>& of_piece) {
        detail::for_each_kept_path(
            p, from,
            [&](const auto& c) {
                const auto m = c.as_move();
                for (std::size_t i : of_piece) {
                    if (!(written_long[i] == m)) continue;
                    detail::path_numbers(c, path);
                    std::vector<int>& shortest = first[where[i]];
                    if (shortest.empty() || path < shortest) shortest = path;
                }
            },
            [&] {
                for (std::size_t i : of_piece) first[where[i]].clear();
            });
    });
    std::vector<std::string> out;
    for (std::size_t i = 0; i < moves.size(); ++i) {
        const move<Variant>& m = moves[i];
        out.push_back(write_path<Variant>(long_form[i] ? first[i] : std::vector<int>{m.from_square(), m.to_square()},
                                          m.is_capture(), {o.form, notation}));
    }
    return out;
}

// The text of a legal move of p.
template <class Variant>
[[nodiscard]] std::string write_move(const position<Variant>& p, const move<Variant>& m, notation_options o = {}) {
    return write_moves<Variant>(p, std::span<const move<Variant>>(&m, 1), o).front();
}

}  // namespace draughts

// ---- draughts/text/rule_words.hpp
// The library's words for the rules: the phrases of the rule sheets, the explanations and
// the errors of the move reader, in one place so that each fact is said one way.


#include <algorithm>
#include <array>
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace draughts::detail {

[[nodiscard]] inline std::string colour_name(color c) { return c == color::white ? "White" : "Black"; }

[[nodiscard]] inline std::string_view criterion_words(capture_criterion c) noexcept {
    switch (c) {
    case capture_criterion::most_pieces: return "most pieces";
    case capture_criterion::with_king: return "by a king";
    case capture_criterion::most_kings: return "most kings";
    case capture_criterion::kings_first: return "kings met first";
    case capture_criterion::highest_value: return "highest value (a king under two men)";
    }
    return "";
}

[[nodiscard]] inline std::string precedence_words(const capture_precedence& p) {
    if (p.is_free_choice()) return "free choice";
    std::string s;
    for (const precedence_step& step : p) s += (s.empty() ? "" : ", then ") + std::string(criterion_words(step.criterion));
    return s;
}

[[nodiscard]] inline std::string_view crowning_words(mid_capture_crowning c) noexcept {
    switch (c) {
    case mid_capture_crowning::captures_on_as_king: return "crowned, captures on as a king";
    case mid_capture_crowning::move_ends: return "crowned, the move ends";
    case mid_capture_crowning::captures_on_as_man: return "stays a man";
    }
    return "";
}

[[nodiscard]] inline std::string_view landing_words(king_landing l) noexcept {
    switch (l) {
    case king_landing::anywhere_behind: return "anywhere behind";
    case king_landing::right_behind: return "right behind each piece";
    case king_landing::right_behind_last_king: return "right behind a king taken last";
    }
    return "";
}

[[nodiscard]] inline std::string_view end_words(game_end e) noexcept {
    switch (e) {
    case game_end::no_move_loses: return "no move loses";
    case game_end::no_move_wins: return "no move wins";
    case game_end::first_king_wins: return "first king wins";
    }
    return "";
}

template <class Board>
[[nodiscard]] std::string board_words() {
    std::string s = std::to_string(Board::width) + "x" + std::to_string(Board::height);
    if (Board::played == playing_squares::all)
        s += " every square";
    else if (Board::colours == colouring::light_lower_left)
        s += " turned";
    return s;
}

// A set of directions as White sees them, in words.
[[nodiscard]] inline std::string directions_words(direction_set set) {
    if (set == directions::forward_diagonals) return "forward on the diagonals";
    if (set == directions::diagonals) return "every way on the diagonals";
    if (set == directions::straight) return "every way along rows and files";
    if (set == directions::forward_and_sideways) return "forward and sideways";
    if (set == directions::all) return "every way on the diagonals, rows and files";
    static constexpr std::array<std::string_view, 8> names{"north-west", "north-east", "south-west", "south-east",
                                                           "north",      "south",      "west",       "east"};
    std::string out;
    for (std::size_t i = 0; i < names.size(); ++i)
        if (set.contains(static_cast<direction>(i))) out += (out.empty() ? "" : ", ") + std::string(names[i]);
    return out.empty() ? "none" : out;
}

template <class V>
[[nodiscard]] std::string notation_words() {
    using rules = rules_of<V>;
    using board = typename V::board;
    const std::string squares = rules::notation == square_notation::algebraic
                                    ? "a1-" + std::string(1, static_cast<char>('a' + board::width - 1)) +
                                          std::to_string(board::height)
                                    : "1-" + std::to_string(board::squares);
    return squares + ", `" + std::string(1, rules::capture_separator) + "`";
}

// "FID 6.6, 6.7": articles joined, the source written once.
[[nodiscard]] inline std::string joined_articles(const std::vector<std::string_view>& articles) {
    std::string out;
    std::string_view last_source;
    std::vector<std::string_view> seen;
    for (std::string_view a : articles) {
        if (a.empty() || std::find(seen.begin(), seen.end(), a) != seen.end()) continue;
        seen.push_back(a);
        const std::size_t space = a.rfind(' ');
        const std::string_view source = space == std::string_view::npos ? std::string_view{} : a.substr(0, space);
        if (!out.empty()) out += ", ";
        out += !out.empty() && source == last_source ? std::string(a.substr(space + 1)) : std::string(a);
        last_source = source;
    }
    return out;
}

// An article worth a table's room: one with a number.
[[nodiscard]] inline bool numbered(std::string_view article) noexcept {
    return article.find_first_of("0123456789") != std::string_view::npos;
}

// "FMJD" for "FMJD 4.2": the source of an article, for a rule the variant gives no number.
[[nodiscard]] inline std::string source_of(std::string_view article) {
    const std::size_t space = article.rfind(' ');
    if (space == std::string_view::npos || !numbered(article.substr(space + 1))) return std::string(article);
    return std::string(article.substr(0, space));
}

// "1 piece", "2 pieces".
template <class Integer>
[[nodiscard]] std::string count_words(Integer n, const char* one, const char* many) {
    return std::to_string(n) + " " + (n == 1 ? one : many);
}

// "2 men and 1 king": what a capture takes, by kind.
template <class Board>
[[nodiscard]] std::string taken_words(const capture_summary<Board>& s) {
    const int men = s.pieces - s.kings;
    if (s.kings == 0) return count_words(men, "man", "men");
    if (men == 0) return count_words(s.kings, "king", "kings");
    return count_words(men, "man", "men") + " and " + count_words(s.kings, "king", "kings");
}

// Why a capture loses to a better one on a step of precedence, in words with the numbers:
// "the majority rule requires taking 2 pieces, this takes 1". One wording for the reader's
// errors and the explanations.
template <class Board>
[[nodiscard]] std::string precedence_words(capture_criterion criterion, const capture_summary<Board>& worse,
                                           const capture_summary<Board>& better) {
    switch (criterion) {
    case capture_criterion::most_pieces:
        return "the majority rule requires taking " + count_words(better.pieces, "piece", "pieces") + ", this takes " +
               std::to_string(worse.pieces);
    case capture_criterion::with_king: return "a capture with a king comes first, and a king can capture";
    case capture_criterion::most_kings:
        return "the capture that takes the most kings comes first: " + count_words(better.kings, "king", "kings") +
               ", this takes " + std::to_string(worse.kings);
    case capture_criterion::kings_first: return "the capture that meets a king first comes first";
    case capture_criterion::highest_value:
        return "the capture of the highest value comes first: " + taken_words(better) + ", this takes " +
               taken_words(worse);
    }
    return {};
}

}  // namespace draughts::detail

// ---- draughts/text/explain.hpp
// Why a move is legal or not, in the words of the rules. For a move someone tries - legal
// or not - the verdict, every rule that excludes it (a kind a program can test, a sentence,
// the variant's article) and the moves the rules leave; for a legal move, the rules that
// excluded the others.
//
// The verdict is the generator's. The reasons come from the same generator run under the
// variant with one rule fact changed - men moving backward, kings flying, pieces leaving the
// board at once, any capture allowed: the fact whose change makes the move legal is the
// rule that forbids it. So an explanation cannot disagree with the moves.


#include <algorithm>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace draughts {

// The rule that excludes a move.
enum class reason_kind : std::uint8_t {
    empty_square,           // nothing stands on the start square
    not_your_piece,         // the piece there is the opponent's
    occupied_square,        // the move ends on a square a piece stands on
    compulsory_capture,     // a move without capture while a capture exists
    majority_rule,          // a capture of fewer pieces than the most there are
    capture_precedence,     // a capture another step of precedence ranks lower (a king's, more kings, ...)
    capture_must_continue,  // the capture stops where it can go on
    king_landing,           // a king lands where the rules do not let it
    man_moves_backward,     // a man moves the way men do not move
    man_captures_backward,  // a man captures the way men do not capture
    man_moves_as_king,      // a man goes where only a king goes
    king_moves_one_square,  // a king flies where kings are short
    man_takes_king,         // a man takes a king where men may not
    taken_piece_blocks,     // the capture passes a piece it took, which stays until the move ends
    no_turning_back,        // the capture turns straight back
    mid_capture_crowning,   // a man crossing the last row mid-capture goes on otherwise than the rules say
    king_move_limit,        // a king moves again after its side's limit of king moves in a row
    not_a_move,             // no rule of the variant takes the piece there
};

[[nodiscard]] constexpr std::string_view to_string(reason_kind k) noexcept {
    switch (k) {
    case reason_kind::empty_square: return "empty_square";
    case reason_kind::not_your_piece: return "not_your_piece";
    case reason_kind::occupied_square: return "occupied_square";
    case reason_kind::compulsory_capture: return "compulsory_capture";
    case reason_kind::majority_rule: return "majority_rule";
    case reason_kind::capture_precedence: return "capture_precedence";
    case reason_kind::capture_must_continue: return "capture_must_continue";
    case reason_kind::king_landing: return "king_landing";
    case reason_kind::man_moves_backward: return "man_moves_backward";
    case reason_kind::man_captures_backward: return "man_captures_backward";
    case reason_kind::man_moves_as_king: return "man_moves_as_king";
    case reason_kind::king_moves_one_square: return "king_moves_one_square";
    case reason_kind::man_takes_king: return "man_takes_king";
    case reason_kind::taken_piece_blocks: return "taken_piece_blocks";
    case reason_kind::no_turning_back: return "no_turning_back";
    case reason_kind::mid_capture_crowning: return "mid_capture_crowning";
    case reason_kind::king_move_limit: return "king_move_limit";
    case reason_kind::not_a_move: return "not_a_move";
    }
    return "";
}

// One rule at work: which, in words, and where the variant's rules state it.
struct reason {
    reason_kind kind;
    std::string sentence;
    std::string article;
};

template <class Variant>
struct explanation {
    bool legal = false;
    std::optional<move<Variant>> played;  // the legal move the attempt is
    // Illegal: every rule that excludes the attempt. Legal: the rules that excluded the
    // other moves, when some were.
    std::vector<reason> reasons;
    std::vector<move<Variant>> instead;  // the legal moves (the others, for a legal attempt)
};

namespace detail::relaxed {

// The set with each direction's mirror image added: forward and backward alike.
[[nodiscard]] constexpr direction_set both_ways(direction_set s) noexcept {
    direction_set out = s;
    for (std::size_t i = 0; i < 8; ++i) {
        const auto d = static_cast<direction>(i);
        if (s.contains(d)) out = out | direction_set{direction_set::mirrored(d)};
    }
    return out;
}

// The variant with one fact changed: each names the rule that forbids what it allows.
template <class V>
struct men_moving_backward : V {
    static constexpr direction_set man_moves = both_ways(rules_of<V>::man_moves.value);
};
template <class V>
struct men_capturing_backward : V {
    static constexpr direction_set man_captures = both_ways(rules_of<V>::man_captures.value);
};
template <class V>
struct men_taking_kings : V {
    static constexpr bool men_capture_kings = true;
};
template <class V>
struct kings_flying : V {
    static constexpr bool flying_kings = true;
    static constexpr king_landing landing = king_landing::anywhere_behind;
};
template <class V>
struct removal_at_once : V {
    static constexpr capture_removal removal = capture_removal::at_once;
};
template <class V>
struct reversal_allowed : V {
    static constexpr bool capture_reversal = true;
};
template <class V>
struct landing_anywhere : V {
    static constexpr king_landing landing = king_landing::anywhere_behind;
};
template <class V>
struct no_king_limit : V {
    static constexpr int king_move_limit = 0;
};
template <class V, mid_capture_crowning C>
struct crowned : V {
    static constexpr mid_capture_crowning crowning = C;
};

}  // namespace detail::relaxed

namespace detail {

// A move as one of the generator's, with the squares it passes.
template <class Board>
struct candidate {
    basic_move<Board> move;
    std::vector<int> path;  // square numbers: from, one per piece taken, to
    capture_summary<Board> summary{};
};

template <class Variant>
class explainer {
    using rules = rules_of<Variant>;
    using board = typename Variant::board;
    using bitboard = typename board::bitboard;

public:
    // `legal`: the legal moves of p where the caller has them.
    explainer(const position<Variant>& p, std::vector<int> written, const move_list<Variant>* legal = nullptr)
        : p_(p), written_(std::move(written)), legal_(legal ? *legal : generated(p)),
          census_(p_, bit_of(written_.front()), [&](const found_capture<board>& c) { collect(c, written_here_); }) {
        collect_quiet(p_, written_here_);
    }

    [[nodiscard]] explanation<Variant> run() const {
        explanation<Variant> out;
        const int from = written_.front();
        const auto piece_there = p_.at(from);
        if (const auto m = legal_match()) {
            out.legal = true;
            out.played = *m;
            for (const auto& other : legal_)
                if (!(other == *m)) out.instead.push_back(other);
            out.reasons = exclusions();
            return out;
        }
        out.instead.assign(legal_.begin(), legal_.end());
        if (!piece_there) {
            out.reasons.push_back({reason_kind::empty_square, "there is no piece on " + name(from), {}});
            return out;
        }
        if (piece_there->side != p_.side_to_move()) {
            out.reasons.push_back({reason_kind::not_your_piece,
                                   name(from) + " holds a " + colour_name(piece_there->side) + " piece, and " +
                                       colour_name(p_.side_to_move()) + " is to move",
                                   {}});
            return out;
        }
        const int to = written_.back();
        if (to != from && p_.at(to)) {
            out.reasons.push_back(
                {reason_kind::occupied_square, name(to) + " is not empty: a move ends on an empty square", {}});
            return out;
        }
        out.reasons = why_not(piece_there->kind);
        return out;
    }

private:
    // The legal move the written squares are, if any. A capture written square by square
    // is the capture with exactly that path, legal or not, before any that only passes them.
    [[nodiscard]] std::optional<move<Variant>> legal_match() const {
        const written_candidates& w = written_here_;
        if (w.exact) return legal_.contains(w.exact->move) ? std::optional(w.exact->move) : std::nullopt;
        if (w.quiet && legal_.contains(w.quiet->move)) return w.quiet->move;
        for (const auto& c : w.first_of_each)
            if (legal_.contains(c.move)) return c.move;
        return std::nullopt;
    }

    // Every reason the attempt is not legal: the first changed rule that makes it legal,
    // with the compulsory capture or the precedence it still breaks; else a capture stopped
    // too soon; else no rule takes the piece there.
    [[nodiscard]] std::vector<reason> why_not(piece_kind kind) const {
        std::vector<reason> found;
        if (reasons_for<Variant>(written_here_, &census_, std::nullopt, found)) return found;
        if (try_relaxations(found)) return found;
        if (kind == piece_kind::man) {
            position<Variant> as_king = p_;
            as_king.put(written_.front(), {p_.side_to_move(), piece_kind::king});
            const std::string words =
                "only a king goes there: men move one square, " + directions_words(rules::man_moves);
            if (try_under<Variant>(as_king, reason{reason_kind::man_moves_as_king, words, man_article()}, found))
                return found;
        }
        if (auto stopped = stopped_capture(); !stopped.empty()) return stopped;
        std::string sentence = "no rule of " + std::string(Variant::name) + " draughts takes the piece on " +
                               name(written_.front()) + " to " + name(written_.back());
        if (written_.size() > 2) sentence += " this way";
        return {{reason_kind::not_a_move, sentence, {}}};
    }

    [[nodiscard]] bool try_relaxations(std::vector<reason>& found) const {
        using namespace relaxed;
        const auto attempt = [&]<class R>(reason why) { return try_under<R>(convert<R>(p_), std::move(why), found); };
        if constexpr (both_ways(rules::man_moves.value) != rules::man_moves.value)
            if (attempt.template operator()<men_moving_backward<Variant>>(
                    {reason_kind::man_moves_backward, "men move " + directions_words(rules::man_moves), man_article()}))
                return true;
        if constexpr (both_ways(rules::man_captures.value) != rules::man_captures.value)
            if (attempt.template operator()<men_capturing_backward<Variant>>(
                    {reason_kind::man_captures_backward, "men capture " + directions_words(rules::man_captures),
                     article_or_source(rules::man_captures.article)}))
                return true;
        if constexpr (!rules::men_capture_kings)
            if (attempt.template operator()<men_taking_kings<Variant>>(
                    {reason_kind::man_takes_king, "a man may not take a king",
                     article_or_source(rules::men_capture_kings.article)}))
                return true;
        if constexpr (!rules::flying_kings)
            if (attempt.template operator()<kings_flying<Variant>>({reason_kind::king_moves_one_square,
                                                                    "kings move one square at a time",
                                                                    article_or_source(rules::flying_kings.article)}))
                return true;
        if constexpr (rules::removal == capture_removal::at_end)
            if (attempt.template operator()<removal_at_once<Variant>>(
                    {reason_kind::taken_piece_blocks,
                     "a piece taken stays on the board until the move ends, and may not be jumped again or passed "
                     "(the Turkish strike)",
                     article_or_source(rules::removal.article)}))
                return true;
        if constexpr (!rules::capture_reversal)
            if (attempt.template operator()<reversal_allowed<Variant>>(
                    {reason_kind::no_turning_back, "a capture may not turn straight back between two jumps",
                     article_or_source(rules::capture_reversal.article)}))
                return true;
        if constexpr (rules::flying_kings && rules::landing != king_landing::anywhere_behind)
            if (attempt.template operator()<landing_anywhere<Variant>>(
                    {reason_kind::king_landing,
                     rules::landing == king_landing::right_behind
                         ? "a king lands right behind each piece it takes"
                         : "a king that takes a king last stops right behind it",
                     article_or_source(rules::landing.article)}))
                return true;
        if constexpr (rules::king_move_limit > 0)
            if (attempt.template operator()<no_king_limit<Variant>>(
                    {reason_kind::king_move_limit,
                     "a king may make " + std::to_string(rules::king_move_limit.value) +
                         " moves in a row at most while its side has men",
                     article_or_source(rules::king_move_limit.article)}))
                return true;
        const reason crowning_reason{
            reason_kind::mid_capture_crowning,
            "a man that reaches the last row mid-capture: " + std::string(crowning_words(rules::crowning)),
            article_or_source(rules::crowning.article)};
        if constexpr (rules::crowning != mid_capture_crowning::captures_on_as_king)
            if (attempt.template operator()<crowned<Variant, mid_capture_crowning::captures_on_as_king>>(
                    crowning_reason))
                return true;
        if constexpr (rules::crowning != mid_capture_crowning::move_ends)
            if (attempt.template operator()<crowned<Variant, mid_capture_crowning::move_ends>>(crowning_reason))
                return true;
        if constexpr (rules::crowning != mid_capture_crowning::captures_on_as_man)
            if (attempt.template operator()<crowned<Variant, mid_capture_crowning::captures_on_as_man>>(
                    crowning_reason))
                return true;
        return false;
    }

    // The moves the written squares may be under some rules: the capture with exactly the
    // written path, the quiet move, and the first path of each capture that fits them.
    struct written_candidates {
        std::optional<candidate<board>> exact, quiet;
        std::vector<candidate<board>> first_of_each;  // in the order the search finds them
    };

    // Notes a capture path of the written piece that ends where the written squares do.
    void collect(const found_capture<board>& c, written_candidates& w) const {
        if (c.to != bit_of(written_.back())) return;
        candidate<board> k{c.as_move(), path_numbers(c), c.summary};
        if (written_exactly(k)) {
            if (!w.exact) w.exact = std::move(k);
        } else if (fits(k) && std::none_of(w.first_of_each.begin(), w.first_of_each.end(),
                                           [&](const candidate<board>& f) { return f.move == k.move; })) {
            w.first_of_each.push_back(std::move(k));
        }
    }
    template <class R>
    void collect_quiet(const position<R>& q, written_candidates& w) const {
        if (written_.size() != 2) return;
        for_side_to_move(q, [&]<color Us>() {
            move_source<R, Us>(q).quiet_moves([&](const basic_move<board>& m) {
                if (!w.quiet && m.from_square() == written_.front() && m.to_square() == written_.back())
                    w.quiet = candidate<board>{m, {m.from_square(), m.to_square()}, {}};
            });
        });
    }

    // Whether the attempt is a move under rules R (the variant, or it with one fact
    // changed, as `why` says) once captures are neither compulsory nor ranked; if so, the
    // reasons it is not legal: `why`, and the compulsory capture or the precedence it breaks.
    template <class R>
    [[nodiscard]] bool try_under(const position<R>& q, std::optional<reason> why, std::vector<reason>& found) const {
        written_candidates w;
        collect_quiet(q, w);
        if (w.quiet) return reasons_for<R>(w, nullptr, std::move(why), found);
        const capture_census<R> census(q, bit_of(written_.front()), [&](const found_capture<board>& c) { collect(c, w); });
        return reasons_for<R>(w, &census, std::move(why), found);
    }

    // The reasons the attempt is not legal, given the moves it may be under rules R and (for
    // a capture) R's census: the move it is - the exact path, else the quiet move, else the
    // first capture that fits and precedence keeps, else the first that fits. A pointer, not
    // an optional: a quiet move never asks for the census, which g++ 12 at -O3 cannot see
    // through an empty optional (a false -Wmaybe-uninitialized).
    template <class R>
    [[nodiscard]] bool reasons_for(const written_candidates& w, const capture_census<R>* census,
                                   std::optional<reason> why, std::vector<reason>& found) const {
        const auto kept = [&](const candidate<board>& c) { return census->kept(c.move, c.summary); };
        const candidate<board>* fitting = w.exact ? &*w.exact : w.quiet ? &*w.quiet : nullptr;
        for (const auto& k : w.first_of_each)
            if (!fitting && kept(k)) fitting = &k;
        if (!fitting && !w.first_of_each.empty()) fitting = &w.first_of_each.front();
        if (!fitting) return false;
        if (why) found.push_back(std::move(*why));
        const bool captures_exist = !legal_.empty() && legal_[0].is_capture();
        if (!fitting->move.is_capture() && captures_exist)
            found.push_back({reason_kind::compulsory_capture, "a capture is possible, and capturing is compulsory",
                             compulsory_article()});
        if (fitting->move.is_capture() && !kept(*fitting))
            if (auto r = precedence_reason(fitting->summary, census->best())) found.push_back(std::move(*r));
        return !found.empty();
    }

    // Why a capture loses to another under the variant's precedence, with the numbers.
    [[nodiscard]] static std::optional<reason> precedence_reason(const capture_summary<board>& a,
                                                                 const capture_summary<board>& b) {
        const precedence_step* step = deciding_step(rules::precedence, a, b);
        if (!step) return std::nullopt;
        return reason{step->criterion == capture_criterion::most_pieces ? reason_kind::majority_rule
                                                                        : reason_kind::capture_precedence,
                      precedence_words(step->criterion, a, b), std::string(step->article)};
    }

    // For a legal move: the rules that excluded the moves the variant would otherwise allow -
    // the quiet moves, then the captures each step of the precedence excluded, with what the
    // legal captures take.
    [[nodiscard]] std::vector<reason> exclusions() const {
        std::vector<reason> out;
        if (legal_.empty() || !legal_[0].is_capture()) return out;
        std::size_t quiet = 0;
        for_side_to_move(p_, [&]<color Us>() {
            move_source<Variant, Us>(p_).quiet_moves([&](const move<Variant>&) { ++quiet; });
        });
        if (quiet > 0)
            out.push_back({reason_kind::compulsory_capture,
                           "capturing is compulsory: " + count_words(static_cast<int>(quiet), "move", "moves") +
                               " without capture excluded",
                           compulsory_article()});
        if (!census_.any()) return out;
        const auto& b = census_.best();
        for (const precedence_step& step : rules::precedence) {
            std::uint64_t excluded = 0;  // paths of captures the precedence excludes at this step
            for (const auto& t : census_.tallies())
                if (!census_.kept(t) && deciding_step(rules::precedence, t.taken, b) == &step)
                    excluded += t.paths;
            if (excluded == 0) continue;
            std::string what;  // what the legal captures do that these do not
            switch (step.criterion) {
            case capture_criterion::most_pieces:
                what = "a capture must take " + count_words(b.pieces, "piece", "pieces");
                break;
            case capture_criterion::with_king: what = "a capture with a king comes first"; break;
            case capture_criterion::most_kings:
                what = "a capture must take " + count_words(b.kings, "king", "kings");
                break;
            case capture_criterion::kings_first: what = "the capture that meets a king first comes first"; break;
            case capture_criterion::highest_value: what = "a capture must take " + taken_words(b); break;
            }
            const bool majority = step.criterion == capture_criterion::most_pieces;
            out.push_back({majority ? reason_kind::majority_rule : reason_kind::capture_precedence,
                           std::string(majority ? "the majority rule" : "capture precedence") + " excludes " +
                               count_words(excluded, "capture", "captures") + ": " + what,
                           std::string(step.article)});
        }
        return out;
    }

    // The capture cut short: the written squares lie on a legal capture's way after its
    // first piece taken (it must go on from there), or beside it on a king's line behind a
    // piece taken (the king must land where it can go on). Where no legal capture goes that
    // way, a capture precedence excludes may: then it must go on, and precedence still
    // excludes where it goes (international 32x21 of W:W32:B10,17,19,27,28 must go on to
    // 32x21x12, which the majority rule excludes for 32x23x14x5).
    [[nodiscard]] std::vector<reason> stopped_capture() const {
        const std::string article = rules::capture_goes_on.empty() ? source() : std::string(rules::capture_goes_on);
        const std::string landing_article =
            rules::king_lands_to_go_on.empty() ? article : std::string(rules::king_lands_to_go_on);
        const int stop = written_.back();
        const bool king = (p_.kings(p_.side_to_move()) & board::square_mask(written_.front())) != bitboard{};
        const std::vector<int> after_start(written_.begin() + 1, written_.end());
        const std::vector<int> between(written_.begin() + 1, written_.end() - 1);
        using found = std::pair<reason, capture_summary<board>>;  // the reason, and what the capture takes
        const auto goes_on = [&](const candidate<board>& c) {
            return found{reason{reason_kind::capture_must_continue,
                                "the capture must go on from " + name(stop) + ": " + full(c), article},
                         c.summary};
        };
        // The first capture of the piece each of the three readings finds, in order, among the
        // legal captures ([0]) and among those precedence excludes ([1]), in one search.
        std::optional<found> turns_there[2], lands_short[2], passes_there[2];
        for_each_written_path<Variant>(p_, [&](const candidate<board>& c) {
            const std::size_t i = legal_.contains(c.move) ? 0 : 1;
            // A square the capture turns at or goes on from: stopping there stops too soon.
            if (!turns_there[i] && std::find(c.path.begin() + 1, c.path.end() - 1, stop) != c.path.end() - 1 &&
                is_subsequence(after_start, passed_squares<board>(c.path)))
                turns_there[i] = goes_on(c);
            // Only a flying king chooses where it lands: its other landings behind a piece it
            // took, before the square the capture went on from and past it along the line.
            if (!lands_short[i] && rules::flying_kings && king) {
                std::vector<int> passed;
                for (std::size_t k = 0; k + 2 < c.path.size() && !lands_short[i]; ++k) {
                    const std::vector<int> segment = line_between<board>(c.path[k], c.path[k + 1]);
                    std::vector<int> landings;
                    bool behind = false;
                    for (int n : segment) {
                        if (n != c.path[k + 1] && behind) landings.push_back(n);
                        behind = behind || (board::square_mask(n) & c.move.captured) != bitboard{};
                    }
                    const std::vector<int> beyond = empty_run_beyond(c.path[k], c.path[k + 1]);
                    landings.insert(landings.end(), beyond.begin(), beyond.end());
                    if (std::find(landings.begin(), landings.end(), stop) != landings.end() &&
                        is_subsequence(between, passed))
                        lands_short[i] = found{reason{reason_kind::king_landing,
                                                      "a king must land where its capture goes on: on " +
                                                          name(c.path[k + 1]) + ", for " + full(c),
                                                      landing_article},
                                               c.summary};
                    passed.insert(passed.end(), segment.begin(), segment.end());
                }
            }
            if (!passes_there[i] &&
                is_subsequence(after_start, squares_after_first_capture<board>(c.path, c.move.captured)))
                passes_there[i] = goes_on(c);
        });
        for (const std::size_t i : {std::size_t{0}, std::size_t{1}}) {
            const std::optional<found>& first =
                turns_there[i] ? turns_there[i] : lands_short[i] ? lands_short[i] : passes_there[i];
            if (!first) continue;
            std::vector<reason> out{first->first};
            if (i == 1 && census_.any())
                if (auto r = precedence_reason(first->second, census_.best())) out.push_back(std::move(*r));
            return out;
        }
        return {};
    }

    // The empty squares past `landing` on the line from `from` through it.
    [[nodiscard]] std::vector<int> empty_run_beyond(int from, int landing) const {
        const std::vector<int> line = line_between<board>(from, landing);
        if (line.empty()) return {};
        const int before = line.size() >= 2 ? line[line.size() - 2] : from;
        const int file_step = board::file(landing) - board::file(before);
        const int rank_step = board::rank(landing) - board::rank(before);
        std::vector<int> run;
        for (int n = board::number_at(board::file(landing) + file_step, board::rank(landing) + rank_step);
             n != 0 && !p_.at(n); n = board::number_at(board::file(n) + file_step, board::rank(n) + rank_step))
            run.push_back(n);
        return run;
    }

    // Calls f(c) for every capture path of the written piece, precedence aside, as a
    // candidate with its squares (one path kept at a time).
    template <class R, class F>
    void for_each_written_path(const position<R>& q, F&& f) const {
        for_each_capture_path(q, bit_of(written_.front()), [&](const found_capture<board>& c) {
            f(candidate<board>{c.as_move(), path_numbers(c), c.summary});
        });
    }

    [[nodiscard]] static int bit_of(int square) noexcept { return board::bit(square); }
    [[nodiscard]] static move_list<Variant> generated(const position<Variant>& p) noexcept {
        move_list<Variant> legal;
        generate(p, legal);
        return legal;
    }

    // Whether the written squares are this move: its start and end, and any squares written
    // between them on its way, in order.
    [[nodiscard]] bool fits(const candidate<board>& c) const {
        if (c.path.front() != written_.front() || c.path.back() != written_.back()) return false;
        if (written_.size() == 2) return true;
        if (!c.move.is_capture()) return false;
        const std::vector<int> between(written_.begin() + 1, written_.end() - 1);
        return is_subsequence(between, passed_squares<board>(c.path));
    }

    // Whether the squares written are a capture's whole path, square by square.
    [[nodiscard]] bool written_exactly(const candidate<board>& c) const {
        return written_.size() > 2 && c.move.is_capture() && c.path == written_;
    }

    template <class R>
    [[nodiscard]] position<R> convert(const position<Variant>& p) const {
        auto q = position<R>::from_sets(p.pieces(color::white), p.pieces(color::black), p.kings(), p.side_to_move());
        if constexpr (position<R>::keeps_king_runs && position<Variant>::keeps_king_runs)
            for (color c : {color::white, color::black}) q.set_run(c, p.run(c));
        return q;
    }

    [[nodiscard]] static std::string source() { return source_of(rules::men_capture_backward.article); }
    [[nodiscard]] static std::string article_or_source(std::string_view article) {
        return article.empty() ? source() : std::string(article);
    }
    [[nodiscard]] static std::string man_article() { return article_or_source(rules::man_moves.article); }
    [[nodiscard]] static std::string compulsory_article() { return article_or_source(rules::compulsory_capture); }
    [[nodiscard]] std::string name(int square) const { return square_name<board>(square, rules::notation); }
    [[nodiscard]] std::string full(const move<Variant>& m) const { return write_move(p_, m, {move_form::full}); }
    // A capture as the variant writes it in full: a legal one by write_move (its path as the
    // move lists give it), another by the path found.
    [[nodiscard]] std::string full(const candidate<board>& c) const {
        return legal_.contains(c.move) ? full(c.move) : write_path<Variant>(c.path, true);
    }

    const position<Variant>& p_;
    std::vector<int> written_;
    move_list<Variant> legal_;
    written_candidates written_here_;  // under the variant's rules
    capture_census<Variant> census_;   // of the variant's captures
};

}  // namespace detail

// Why the move through `squares` (its start, any squares on its way, its end) is legal or
// not in p. The squares must be the board's.
template <class Variant>
[[nodiscard]] explanation<Variant> explain(const position<Variant>& p, std::vector<int> squares) {
    DRAUGHTS_ASSERT(squares.size() >= 2);
    return detail::explainer<Variant>(p, std::move(squares)).run();
}

// The same for a move as text, in any notation parse_move reads ("32-28", "c3:e5:g7"); an
// error when the text is not a move at all.
template <class Variant>
[[nodiscard]] result<explanation<Variant>> explain(const position<Variant>& p, std::string_view text) {
    auto syntax = detail::read_whole_move_syntax<typename Variant::board>(text);
    if (!syntax) return syntax.error();
    return explain(p, std::move(syntax->squares));
}

}  // namespace draughts

// ---- draughts/text/read_move.hpp
// Reading a move against a position (PDN 3.0 and what real files hold): either form, both
// separators, numeric or algebraic squares, leading zeros, partial paths and captures
// written with "-", whenever exactly one legal move fits; the candidates when several do.
// When none does, the reason is explain()'s - the rule that forbids the move, with its
// article - so that the reader and the explanations never disagree. Annotations after the
// move (! ? !! ?? !? ?!, and from Russian printed notation "x" or "×" for a win and "=" for a
// draw) come back separately.


#include <algorithm>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace draughts {

// A move read from text, with the annotation that followed it ("", "!", "?!", "x", "=" ...).
template <class Variant>
struct move_reading {
    move<Variant> played;
    std::string annotation;
};

namespace detail {

// The error kind of the reader for the rule explain() names first.
[[nodiscard]] constexpr error_kind error_of(reason_kind k) noexcept {
    switch (k) {
    case reason_kind::empty_square:
    case reason_kind::not_your_piece: return error_kind::no_piece;
    case reason_kind::compulsory_capture: return error_kind::capture_is_compulsory;
    case reason_kind::majority_rule: return error_kind::majority_rule;
    case reason_kind::capture_precedence: return error_kind::capture_precedence;
    case reason_kind::capture_must_continue:
    case reason_kind::king_landing: return error_kind::capture_must_continue;
    case reason_kind::man_moves_backward: return error_kind::man_moves_backward;
    default: return error_kind::illegal_move;
    }
}

template <class Variant>
class move_matcher {
    using board = typename Variant::board;

public:
    move_matcher(const position<Variant>& p, const move_syntax& s) : p_(p), s_(s) { generate(p, legal_); }

    result<move<Variant>> match() const {
        std::vector<move<Variant>> candidates;
        for (const auto& m : legal_)
            if (m.from_square() == s_.squares.front() && m.to_square() == s_.squares.back()) candidates.push_back(m);
        if (s_.squares.size() > 2) {
            candidates = through_written_squares(candidates);
        } else if (candidates.size() > 1) {
            // "d6:b8" is the whole path of a one-piece capture, even beside a longer capture
            // with the same start and end, and the long form write_move gives it.
            std::vector<move<Variant>> exact;
            for (const auto& m : candidates)
                if (m.capture_count() <= 1) exact.push_back(m);
            if (!exact.empty()) candidates = exact;
        }
        if (candidates.size() == 1) return candidates.front();
        if (candidates.empty()) return why_illegal();
        return error(error_kind::ambiguous_move, written_text() + " is ambiguous: " + moves_words(candidates));
    }

private:
    // Long and partial forms: a move whose path is exactly the written squares; else the
    // written intermediate squares, in order, on the path - as canonical squares, then
    // anywhere the piece passes. One search of the piece's paths.
    std::vector<move<Variant>> through_written_squares(const std::vector<move<Variant>>& candidates) const {
        if (candidates.empty()) return {};
        enum fit : int { exact, canonical, passed, none };
        std::vector<int> best(candidates.size(), none);  // each candidate's closest fit
        const std::vector<int> between(s_.squares.begin() + 1, s_.squares.end() - 1);
        std::vector<int> path, after_start;
        detail::for_each_kept_path(
            p_, candidates.front().from,
            [&](const found_capture<board>& c) {
                const auto m = c.as_move();
                const auto at = std::find(candidates.begin(), candidates.end(), m);
                if (at == candidates.end()) return;
                int& closest = best[static_cast<std::size_t>(at - candidates.begin())];
                path_numbers(c, path);
                after_start.assign(path.begin() + 1, path.end());
                const int how = path == s_.squares                      ? exact
                                : is_subsequence(between, after_start) ? canonical
                                : is_subsequence(between, passed_squares<board>(path)) ? passed
                                                                                        : none;
                closest = std::min(closest, how);
            },
            [&] { std::fill(best.begin(), best.end(), none); });
        const int closest = *std::min_element(best.begin(), best.end());
        std::vector<move<Variant>> fitting;
        for (std::size_t i = 0; i < candidates.size(); ++i)
            if (closest != none && best[i] == closest) fitting.push_back(candidates[i]);
        return fitting;
    }

    // No legal move fits: the rules that forbid it, as explain() gives them, and the legal
    // moves where the rule is which capture to make.
    parse_error why_illegal() const {
        const explanation<Variant> e = explainer<Variant>(p_, s_.squares, &legal_).run();
        if (e.legal || e.reasons.empty() || e.reasons.front().kind == reason_kind::not_a_move) return not_legal();
        std::string message;
        bool name_captures = false;
        for (const reason& r : e.reasons) {
            message += (message.empty() ? "" : "; ") + r.sentence + (r.article.empty() ? "" : " (" + r.article + ")");
            name_captures = name_captures || r.kind == reason_kind::compulsory_capture ||
                            r.kind == reason_kind::majority_rule || r.kind == reason_kind::capture_precedence ||
                            r.kind == reason_kind::mid_capture_crowning;
        }
        if (name_captures) message += ": " + moves_words(e.instead);
        return error(error_of(e.reasons.front().kind), message);
    }

    // "c3-d4" is not a legal move, saying how the variant names its squares when the move
    // was typed another way.
    [[nodiscard]] parse_error not_legal() const {
        std::string message = written_text() + " is not a legal move";
        const bool typed_algebraic = scanner::is_file_letter(s_.typed.front().front());
        const square_notation own = rules_of<Variant>::notation;
        if (typed_algebraic && own == square_notation::numeric) {
            message += "; " + std::string(Variant::name) + " draughts numbers its squares 1-" +
                       std::to_string(board::squares) + " (";
            for (std::size_t i = 0; i < s_.typed.size(); ++i)
                message += (i ? ", " : "") + excerpt(s_.typed[i]) + " is " + name(s_.squares[i]);
            message += ")";
        }
        return error(error_kind::illegal_move, message);
    }

    // Moves in full, a few of them at most, so that a message stays a line.
    [[nodiscard]] std::string moves_words(const std::vector<move<Variant>>& moves) const {
        constexpr std::size_t shown = 6;
        std::vector<move<Variant>> some(moves.begin(), moves.begin() + static_cast<std::ptrdiff_t>(std::min(moves.size(), shown)));
        std::string out;
        for (const std::string& text : write_moves<Variant>(p_, some, {move_form::full}))
            out += (out.empty() ? "" : ", ") + text;
        if (moves.size() > shown) out += " and " + std::to_string(moves.size() - shown) + " more";
        return out;
    }

    [[nodiscard]] std::string name(int square) const { return square_name<board>(square, rules_of<Variant>::notation); }
    // The move as it was typed, quoted and cut to a length.
    [[nodiscard]] std::string written_text() const { return draughts::quoted(s_.text, 48); }
    [[nodiscard]] parse_error error(error_kind kind, std::string message) const {
        return parse_error{kind, std::move(message), 0, s_.start + 1};
    }

    const position<Variant>& p_;
    const move_syntax& s_;
    move_list<Variant> legal_;
};

}  // namespace detail

// Reads one move of the side to move of p from text such as "32-28", "c3:e5", "47x24x8x17x6!".
template <class Variant>
[[nodiscard]] result<move_reading<Variant>> parse_move(const position<Variant>& p, std::string_view text) {
    auto syntax = detail::read_whole_move_syntax<typename Variant::board>(text);
    if (!syntax) return syntax.error();
    auto m = detail::move_matcher<Variant>(p, *syntax).match();
    if (!m) return m.error();
    return move_reading<Variant>{*m, std::move(syntax->annotation)};
}

}  // namespace draughts

// ---- draughts/game/game.hpp
// A game: the moves played from a start position, and what the rules make of them - whether
// the game goes on, who has won, or which draw rule ended it and in which article
// (FMJD-64 7.2, FMJD 6 and the other federations' articles).
//
// Each ply keeps one small history entry (position, hash, draw counters, and the draw once
// one is reached), so undo() restores everything exactly by dropping the last entry, and
// repetition compares hashes first and whole positions only when the hashes match.
//
// The draw rules and their counts are in draw_rules.hpp.
// - The game ends at the first position where a limit is reached; moves played after it are
//   still accepted, because real game records sometimes go on past a draw, and state() keeps
//   reporting the end that came first.


#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace draughts {

enum class game_status : std::uint8_t { ongoing, win, draw };

// Where a game stands.
struct game_state {
    game_status kind = game_status::ongoing;
    std::optional<color> winner;    // a win: the side that made the last move
    std::optional<draw_rule> rule;  // a draw: the rule that made it
    std::string_view name;          // a draw: the rule's name; a win: "no legal move"
    std::string_view article;       // a draw: where the variant's rules give it ("FMJD-64 7.2.5")
    std::size_t ply = 0;            // moves played when the game ended; while it goes on, moves played

    [[nodiscard]] bool is_over() const noexcept { return kind != game_status::ongoing; }
    friend bool operator==(const game_state&, const game_state&) = default;
};

// "ongoing", "White wins (no legal move)", "draw: threefold repetition (FMJD-64 7.2.3)".
[[nodiscard]] inline std::string to_string(const game_state& s) {
    switch (s.kind) {
    case game_status::ongoing: return "ongoing";
    case game_status::win:
        return std::string(s.winner == color::white ? "White" : "Black") + " wins (" + std::string(s.name) + ")";
    case game_status::draw: return "draw: " + std::string(s.name) + " (" + std::string(s.article) + ")";
    }
    return "unknown";
}

template <class Variant>
class game {
public:
    using variant = Variant;
    using position_type = position<Variant>;
    using move_type = move<Variant>;

    // From the start position, or from any position (a FEN, a problem).
    game() : game(position_type::start()) {}
    explicit game(const position_type& setup) : entries_{entry{setup, setup.hash(), initial_draw_counters(setup)}} {
        entries_.front().draw = draw_reached(0);
    }

    // From a FEN; the FEN reader's error when the text is not a position.
    [[nodiscard]] static result<game> from_fen(std::string_view fen) {
        auto setup = read_fen<Variant>(fen);
        if (!setup) return setup.error();
        return game(*setup);
    }

    // Plays a legal move of the side to move. Anything else returns illegal_move and leaves
    // the game as it was.
    [[nodiscard]] result<move_type> play(const move_type& m) {
        move_list<Variant> legal;
        generate(current(), legal);
        if (!legal.contains(m)) {
            const std::string text = write_path<Variant>({m.from_square(), m.to_square()}, m.is_capture());
            return parse_error{error_kind::illegal_move, text + " is not a legal move"};
        }
        push(m);
        return m;
    }

    // Reads a move of the side to move ("32-28", "c3:e5", "47x24x8x17x6!") and plays it. Returns
    // what parse_move returns: the move and its annotation, or the parser's error, and then
    // the game is as it was.
    [[nodiscard]] result<move_reading<Variant>> play(std::string_view text) {
        auto reading = parse_move(current(), text);
        if (reading) push(reading->played);
        return reading;
    }

    // Takes back the last move; false when no move has been played.
    bool undo() noexcept {
        if (moves_.empty()) return false;
        moves_.pop_back();
        entries_.pop_back();
        return true;
    }

    [[nodiscard]] const position_type& setup() const noexcept { return entries_.front().pos; }
    [[nodiscard]] const position_type& current() const noexcept { return entries_.back().pos; }
    [[nodiscard]] std::span<const move_type> moves() const noexcept { return moves_; }
    [[nodiscard]] std::size_t ply() const noexcept { return moves_.size(); }
    [[nodiscard]] std::uint64_t hash() const noexcept { return entries_.back().hash; }
    [[nodiscard]] const draw_counters& counters() const noexcept { return entries_.back().counters; }

    // How many times the current position (pieces and side to move) has stood on the board.
    [[nodiscard]] int occurrences() const noexcept { return occurrences(entries_.size() - 1); }

    // Ongoing, a win, or a draw with its rule. A win is what the variant's rules make of a
    // player who cannot move (a loss in the federations' rules; a win in antidraughts) or of the first king
    // (breakthrough). A position without a legal move is a win even when a draw limit is
    // reached in it. A draw, once reached, stays the game's end (with the ply it came at)
    // through any moves played after.
    [[nodiscard]] game_state state() const {
        const entry& e = entries_.back();
        if (e.draw) {
            const draw_limit d = rules_of<Variant>::draw_limit_of(e.draw->rule);
            return {game_status::draw, std::nullopt, d.rule, to_string(d.rule, d.limit), d.article, e.draw->ply};
        }
        const color to_move = e.pos.side_to_move();
        if constexpr (rules_of<Variant>::end == game_end::first_king_wins) {
            // The side that has just moved first, as its king is the newer one.
            for (color c : {~to_move, to_move})
                if (e.pos.kings(c)) return {game_status::win, c, std::nullopt, "first king", rules_of<Variant>::end.article, ply()};
        }
        if (!has_moves(e.pos)) {
            if constexpr (rules_of<Variant>::end == game_end::no_move_wins)
                return {game_status::win, to_move, std::nullopt, "no legal move", rules_of<Variant>::end.article, ply()};
            else
                return {game_status::win, ~to_move, std::nullopt, "no legal move", rules_of<Variant>::end.article, ply()};
        }
        return {game_status::ongoing, std::nullopt, std::nullopt, {}, {}, ply()};
    }

private:
    struct reached_draw {
        draw_rule rule;
        std::size_t ply;
    };

    struct entry {
        position_type pos;
        std::uint64_t hash;
        draw_counters counters;
        std::optional<reached_draw> draw{};  // the first draw of the game, once reached
    };

    void push(const move_type& m) {
        // Room first, so that nothing below can throw halfway.
        entries_.reserve(entries_.size() + 1);
        moves_.reserve(moves_.size() + 1);
        const entry& last = entries_.back();
        entry next{last.pos, last.hash ^ last.pos.hash_change(m), {}, last.draw};
        next.pos.play(m);
        next.counters = next_draw_counters(last.counters, last.pos, m, next.pos);
        entries_.push_back(next);
        moves_.push_back(m);
        if (!entries_.back().draw) entries_.back().draw = draw_reached(entries_.size() - 1);
    }

    [[nodiscard]] int occurrences(std::size_t index) const noexcept {
        const entry& e = entries_[index];
        // Only positions since the last man move or capture can repeat: men never go back
        // and captured pieces never return. Same side to move: every second ply.
        const auto since = static_cast<std::size_t>(e.counters.kings_only);
        int count = 1;
        for (std::size_t back = 2; back <= since; back += 2) {
            const entry& earlier = entries_[index - back];
            if (earlier.hash == e.hash && earlier.pos == e.pos) ++count;
        }
        return count;
    }

    // The draw rule whose limit is reached in entries_[index], if any: the first of the
    // variant's list. A position without a legal move is a win, not a draw, so it is never a
    // draw here.
    [[nodiscard]] std::optional<reached_draw> draw_reached(std::size_t index) const {
        const entry& e = entries_[index];
        if (const auto d = draughts::draw_reached(e.pos, e.counters, occurrences(index)))
            return reached_draw{d->rule, index};
        return std::nullopt;
    }

    std::vector<entry> entries_;  // entries_[i]: after i moves; entries_[0] is the set-up
    std::vector<move_type> moves_;
};

}  // namespace draughts

// ---- draughts/game/history.hpp
// Draw and repetition tracking inside a search: the hashes and draw counts along the line
// of play from a root, pushed and popped per node, without game<V>'s checks and allocations.
// A search asks at each node whether a draw rule of the variant is reached there.
//
// Repetitions are found by hash alone (64-bit Zobrist keys), as searches do; game<V>
// compares whole positions too, for a game's record.


#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>

namespace draughts {

template <class Variant, std::size_t MaxPlies = 1024>
class draw_history {
public:
    // The root of the line: a game's current position and its counts, or a set-up position.
    explicit draw_history(const position<Variant>& root) noexcept
        : draw_history(root, initial_draw_counters(root)) {}
    draw_history(const position<Variant>& root, const draw_counters& counts) noexcept {
        entries_[0] = {root.hash(), counts};
    }

    // The move m played in `before`, giving `after`. At most MaxPlies moves on the line.
    void push(const position<Variant>& before, const move<Variant>& m, const position<Variant>& after) noexcept {
        DRAUGHTS_ASSERT(size_ < MaxPlies);
        const entry& last = entries_[size_];
        entries_[++size_] = {last.hash ^ before.hash_change(m), next_draw_counters(last.counts, before, m, after)};
    }
    void pop() noexcept {
        DRAUGHTS_ASSERT(size_ > 0);
        --size_;
    }

    [[nodiscard]] std::size_t plies() const noexcept { return size_; }
    [[nodiscard]] std::uint64_t hash() const noexcept { return entries_[size_].hash; }
    [[nodiscard]] const draw_counters& counts() const noexcept { return entries_[size_].counts; }

    // How many times the current position has stood on the line, by hash: only positions
    // since the last man move or capture can repeat, every second ply.
    [[nodiscard]] int occurrences() const noexcept {
        const entry& e = entries_[size_];
        const auto since = static_cast<std::size_t>(e.counts.kings_only);
        int count = 1;
        for (std::size_t back = 2; back <= since && back <= size_; back += 2)
            count += entries_[size_ - back].hash == e.hash;
        return count;
    }

    // The draw rule reached at the current position `now` (the position after the moves
    // pushed), if any.
    [[nodiscard]] std::optional<draw_limit> draw(const position<Variant>& now) const noexcept {
        return draw_reached(now, counts(), occurrences());
    }

private:
    struct entry {
        std::uint64_t hash = 0;
        draw_counters counts{};
    };
    std::array<entry, MaxPlies + 1> entries_{};
    std::size_t size_ = 0;
};

}  // namespace draughts

// ---- draughts/movegen/move_key.hpp
// A legal move as 32 bits, for a search's transposition and killer tables: its start and end
// squares, whether it captures, and - among the legal moves of its position with the same
// start and end, which only a few long captures share - its rank by captured set. The key
// does not depend on the order of the move list, so a search may sort its moves as it likes.
// find_move gives the move back from the legal moves of a position, or nothing when no legal
// move there has that key (a killer from another position, say).


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

// ---- draughts/pdn/record.hpp
// A PDN game as written (PDN 3.0, pdn.fmjd.org): its tags and its movetext as a tree of
// moves, comments, NAGs, strength marks and variations, before any move is matched against
// a position. The reader (pdn/reader.hpp) gives it; the replay (pdn/replay.hpp) plays it.


#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace draughts {

// ---------------------------------------------------------------------------------------
// A game as written: the syntax layer's result, the same for every variant.

// A tag pair. The value holds the bytes of the file, whatever their encoding, with the
// escapes \" and \\ resolved. Where the value starts is kept for messages (0 for a tag
// written without a value, "[Empty]"); it is not part of the tag's identity.
struct pdn_tag {
    std::string name;
    std::string value;
    std::size_t line = 0;
    std::size_t column = 0;

    friend bool operator==(const pdn_tag& a, const pdn_tag& b) noexcept {
        return a.name == b.name && a.value == b.value;
    }
};

// A move as written, before it is matched against a position.
struct pdn_move_text {
    std::string text;           // "32-28", "1- 7", "c3:e5", "47x24x8x17x6"; "-" for a move not recorded
    std::uint64_t number = 0;   // the move number written before it, 0 for none
    bool black_number = false;  // the number was written "23..." or "23. ..."
    std::size_t line = 0;
    std::size_t column = 0;

    friend bool operator==(const pdn_move_text&, const pdn_move_text&) = default;
};

template <class Move>
struct basic_pdn_line;

// A move with what the file says about it.
template <class Move>
struct basic_pdn_node {
    Move move;
    std::string strength;                          // "!", "?!", "(?)", and the Russian "x" (wins), "=" (draw)
    std::vector<std::uint32_t> nags;               // $1, $2 ... in order
    std::vector<std::string> comments;             // after the move, as written between the braces
    std::vector<basic_pdn_line<Move>> variations;  // alternatives to this move, from the position before it

    friend bool operator==(const basic_pdn_node&, const basic_pdn_node&) = default;
};

// A line of play: the main line of a game, or a variation.
template <class Move>
struct basic_pdn_line {
    std::vector<std::string> comments;  // before the first move
    std::vector<basic_pdn_node<Move>> nodes;

    friend bool operator==(const basic_pdn_line&, const basic_pdn_line&) = default;
};

using pdn_text_line = basic_pdn_line<pdn_move_text>;

// One game of a file as text.
struct pdn_record {
    std::size_t number = 0;     // 1, 2, ... in file order
    std::size_t line = 0;       // where the game starts
    std::vector<pdn_tag> tags;  // in file order
    pdn_text_line movetext;
    std::string result;  // the terminator as written: "2-0", "1/2-1/2", "*", "-"; empty when there is none
    std::optional<parse_error> error;  // a syntax error; the movetext holds what came before it
    std::vector<parse_error> notes;    // what was tolerated: literal "\r" text, a tag without a value

    // The first tag of that name, or null.
    [[nodiscard]] const pdn_tag* find(std::string_view name) const noexcept {
        for (const auto& t : tags)
            if (t.name == name) return &t;
        return nullptr;
    }
    // The value of the first tag of that name, or "".
    [[nodiscard]] std::string_view tag(std::string_view name) const noexcept {
        const pdn_tag* t = find(name);
        return t ? std::string_view(t->value) : std::string_view();
    }
};

// Bounds that keep hostile input from exhausting the stack or the memory.
struct pdn_limits {
    std::size_t max_depth = 64;      // variations inside variations
    std::size_t max_text = 1 << 16;  // bytes of one comment, tag name or tag value
};

// Move numbers: a game begins at most at move 999,999,999, and a number of up to 18 digits
// is read, so that whatever the writer numbers on from there reads back.
inline constexpr std::uint64_t max_first_move_number = 999'999'999;
inline constexpr std::size_t max_move_number_digits = 18;

}  // namespace draughts

// ---- draughts/pdn/lexer.hpp
// PDN 3.0's tokens (pdn.fmjd.org): tag pairs, comments, variations' parentheses, NAGs, move
// numbers, moves, strength marks and results, each with its line and column, from bytes
// read in blocks. It knows no variant and no game: pdn/reader.hpp puts tokens together.


#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

namespace draughts {

namespace detail {

// ---------------------------------------------------------------------------------------
// Bytes in, with line and column. Columns count characters of UTF-8 text (bytes of other
// encodings, but for 0x80-0xBF); a CRLF, LF or lone CR ends a line.
class pdn_source {
public:
    using read_function = std::function<std::size_t(char*, std::size_t)>;
    static constexpr std::size_t lookahead = 256;  // bytes peek() can see past the cursor

    explicit pdn_source(read_function read) : read_(std::move(read)), buffer_(std::size_t{1} << 16) {
        if (peek(0) == 0xEF && peek(1) == 0xBB && peek(2) == 0xBF) pos_ += 3, offset_ += 3;  // a byte order mark
    }

    // The byte `ahead` bytes past the cursor (ahead < lookahead), or -1 past the end.
    int peek(std::size_t ahead = 0) {
        if (pos_ + ahead < end_) [[likely]]
            return static_cast<unsigned char>(buffer_[pos_ + ahead]);
        while (pos_ + ahead >= end_) {
            if (eof_) return -1;
            refill();
        }
        return static_cast<unsigned char>(buffer_[pos_ + ahead]);
    }

    // The next n bytes, which peek() has seen.
    [[nodiscard]] std::string_view view(std::size_t n) const noexcept {
        return {buffer_.data() + pos_, std::min(n, end_ - pos_)};
    }

    void advance() {
        const int c = peek();
        if (c < 0) return;
        ++pos_;
        ++offset_;
        if (c == '\n' || (c == '\r' && peek() != '\n')) {
            ++line_;
            column_ = 1;
        } else if (c != '\r' && (c & 0xC0) != 0x80) {
            ++column_;
        }
    }
    void advance(std::size_t n) {
        while (n--) advance();
    }

    [[nodiscard]] std::size_t line() const noexcept { return line_; }
    [[nodiscard]] std::size_t column() const noexcept { return column_; }
    [[nodiscard]] std::uint64_t offset() const noexcept { return offset_; }

private:
    void refill() {
        if (pos_ > 0) {
            std::memmove(buffer_.data(), buffer_.data() + pos_, end_ - pos_);
            end_ -= pos_;
            pos_ = 0;
        }
        const std::size_t n = read_(buffer_.data() + end_, buffer_.size() - end_);
        if (n == 0) eof_ = true;
        end_ += std::min(n, buffer_.size() - end_);
    }

    read_function read_;
    std::vector<char> buffer_;
    std::size_t pos_ = 0;
    std::size_t end_ = 0;
    bool eof_ = false;
    std::size_t line_ = 1;
    std::size_t column_ = 1;
    std::uint64_t offset_ = 0;
};

// ---------------------------------------------------------------------------------------
// Tokens of PDN text.
class pdn_lexer {
public:
    enum class kind : std::uint8_t {
        end,
        tag,
        comment,
        open,
        close,
        nag,
        number,
        ellipsis,
        move,
        strength,
        dash,
        result,
        error
    };

    struct token {
        kind type = kind::end;
        std::string text;          // tag name, comment, move, result, strength mark, error message
        std::string value;         // tag value; the strength mark written right after a move
        bool flag = false;         // a tag with a value; a move number written "23..."
        std::uint64_t number = 0;  // NAG or move number
        error_kind error = error_kind::syntax;
        std::size_t line = 0, column = 0;              // where the token starts
        std::size_t value_line = 0, value_column = 0;  // where a tag value starts
    };

    pdn_lexer(pdn_source::read_function read, pdn_limits limits) : in_(std::move(read)), limits_(limits) {}

    void next(token& t) {
        skip_blanks();
        t.type = kind::end;
        t.text.clear();
        t.value.clear();
        t.flag = false;
        t.number = 0;
        t.value_line = t.value_column = 0;
        t.line = in_.line();
        t.column = in_.column();
        const int c = in_.peek();
        if (c < 0) return;
        switch (c) {
        case '[': return tag(t);
        case '{': return comment(t);
        case '}': return fail(t, "'}' without '{'", 1);
        case ')': return single(t, kind::close);
        case '(': {
            if (const std::size_t n = paren_strength(0)) return take(t, kind::strength, n);
            return single(t, kind::open);
        }
        case '$': return nag(t);
        case '*': return take(t, kind::result, 1);
        case '!':
        case '?': {
            const std::size_t n = annotation(0);
            if (!is_delimiter(in_.peek(n))) return fail(t, "unreadable strength mark", n);
            return take(t, kind::strength, n);
        }
        case '.': {
            std::size_t n = 0;
            while (in_.peek(n) == '.' && n < 8) ++n;
            if (n >= 2) return single(t, kind::ellipsis, n);
            return fail(t, "a stray '.'", 1);
        }
        case '-':
            if (is_delimiter(in_.peek(1))) return take(t, kind::dash, 1);
            return fail(t, "unexpected '-'", 1);
        case '"': return fail(t, "a string outside a tag", 1);
        default: break;
        }
        if (scanner::is_digit(static_cast<char>(c))) return digits(t);
        if (scanner::is_lower(static_cast<char>(c)) && scanner::is_digit(static_cast<char>(in_.peek(1))))
            return read_move(t);
        // Skip one whole UTF-8 character, so the message shows it.
        std::size_t n = 1;
        while (n < 4 && (in_.peek(n) & 0xC0) == 0x80) ++n;
        std::string bytes;
        for (std::size_t i = 0; i < n; ++i) bytes += static_cast<char>(in_.peek(i));
        return fail(t, "unexpected " + draughts::quoted(bytes), n);
    }

    // Where the two characters "\r" (or "\n") stood in place of a line end, once per call.
    std::optional<std::pair<std::size_t, std::size_t>> take_literal_escape() {
        return std::exchange(literal_escape_, std::nullopt);
    }

    [[nodiscard]] std::uint64_t offset() const noexcept { return in_.offset(); }

private:
    static constexpr std::string_view results[] = {"1/2-1/2", "2-0", "0-2", "1-1", "0-0", "1-0", "0-1"};
    static constexpr std::size_t max_move = 96;  // bytes of a move as written, within the lookahead

    [[nodiscard]] static bool is_space(int c) noexcept { return c >= 0 && scanner::is_space(static_cast<char>(c)); }
    [[nodiscard]] static bool is_digit(int c) noexcept { return c >= '0' && c <= '9'; }
    [[nodiscard]] static bool is_lower(int c) noexcept { return c >= 'a' && c <= 'z'; }
    [[nodiscard]] static bool is_strength_mark(int c) noexcept { return c == '!' || c == '?'; }

    // The length of an annotation at `at`: a strength mark of one or two of ! and ?, a
    // Russian win or draw mark (x, ×, =), or both; or a parenthesised strength such as
    // "(!?!!!)". 0 when there is none.
    std::size_t annotation(std::size_t at) {
        if (const std::size_t n = paren_strength(at)) return n;
        std::size_t n = 0;
        while (is_strength_mark(in_.peek(at + n)) && n < 2) ++n;
        if (in_.peek(at + n) == 'x' || in_.peek(at + n) == '=') {
            ++n;
        } else if (in_.peek(at + n) == 0xC3 && in_.peek(at + n + 1) == 0x97) {  // "×" in UTF-8
            n += 2;
        }
        for (std::size_t k = 0; k < 2 && is_strength_mark(in_.peek(at + n)); ++k) ++n;
        return n;
    }
    [[nodiscard]] static bool is_name_char(int c) noexcept {
        return is_digit(c) || is_lower(c) || (c >= 'A' && c <= 'Z') || c == '_';
    }
    // What may follow a move, a result or a dash.
    [[nodiscard]] static bool is_delimiter(int c) noexcept {
        constexpr std::string_view others = "[]{}()%$*\\";
        return c < 0 || is_space(c) || others.find(static_cast<char>(c)) != std::string_view::npos;
    }

    void skip_blanks() {
        for (;;) {
            const int c = in_.peek();
            if (is_space(c)) {
                in_.advance();
            } else if (c == '%') {  // an escape line: ignored to its end
                while (in_.peek() >= 0 && in_.peek() != '\n' && in_.peek() != '\r') in_.advance();
            } else if (c == '\\' && (in_.peek(1) == 'r' || in_.peek(1) == 'n')) {
                // The text of a line end instead of a line end: damage some exporters leave.
                if (!literal_escape_) literal_escape_.emplace(in_.line(), in_.column());
                in_.advance(2);
            } else {
                return;
            }
        }
    }

    void take(token& t, kind k, std::size_t n) {
        t.type = k;
        t.text = in_.view(n);
        in_.advance(n);
    }
    void single(token& t, kind k, std::size_t n = 1) {
        t.type = k;
        in_.advance(n);
    }
    void fail(token& t, std::string message, std::size_t skip, error_kind e = error_kind::syntax) {
        t.type = kind::error;
        t.error = e;
        t.text = std::move(message);
        in_.advance(skip);
    }

    // "(!?)" at `at`: its length, or 0.
    std::size_t paren_strength(std::size_t at) {
        if (in_.peek(at) != '(') return 0;
        std::size_t n = 1;
        while (is_strength_mark(in_.peek(at + n)) && n < 9) ++n;
        return n > 1 && in_.peek(at + n) == ')' ? n + 1 : 0;
    }

    void tag(token& t) {
        in_.advance();  // '['
        skip_blanks();
        while (is_name_char(in_.peek()) && t.text.size() < limits_.max_text) {
            t.text += static_cast<char>(in_.peek());
            in_.advance();
        }
        if (t.text.empty()) {
            const auto [at_line, at_column] = std::pair(t.line, t.column);
            fail_in_tag(t, "expected a tag name after '['");
            t.line = at_line, t.column = at_column;
            return;
        }
        if (is_name_char(in_.peek())) return fail_in_tag(t, "the tag name is too long", error_kind::number_too_large);
        skip_blanks();
        if (in_.peek() == '"') {
            in_.advance();
            t.flag = true;
            t.value_line = in_.line();
            t.value_column = in_.column();
            for (;;) {
                int c = in_.peek();
                if (c < 0 || c == '\n' || c == '\r')
                    return fail_in_tag(t, "the value of tag " + t.text + " is not closed on its line",
                                       error_kind::unterminated);
                if (c == '"') break;
                if (c == '\\' && (in_.peek(1) == '"' || in_.peek(1) == '\\')) {
                    in_.advance();
                    c = in_.peek();
                }
                if (t.value.size() == limits_.max_text)
                    return fail_in_tag(
                        t,
                        "the value of tag " + t.text + " is longer than " + std::to_string(limits_.max_text) + " bytes",
                        error_kind::number_too_large);
                t.value += static_cast<char>(c);
                in_.advance();
            }
            in_.advance();  // the closing quote
            skip_blanks();
        }
        if (in_.peek() != ']') return fail_in_tag(t, "expected ']' to close tag " + t.text);
        in_.advance();
        t.type = kind::tag;
    }

    // A broken tag: the rest of its line goes with it.
    void fail_in_tag(token& t, std::string message, error_kind e = error_kind::syntax) {
        t.type = kind::error;
        t.error = e;
        t.text = std::move(message);
        t.line = in_.line();
        t.column = in_.column();
        while (in_.peek() >= 0 && in_.peek() != '\n' && in_.peek() != '\r' && in_.peek() != ']') in_.advance();
        if (in_.peek() == ']') in_.advance();
    }

    void comment(token& t) {
        in_.advance();  // '{'
        bool too_long = false;
        for (;;) {
            const int c = in_.peek();
            if (c < 0) {
                t.type = kind::error;
                t.error = error_kind::unterminated;
                t.text = "the comment is not closed: '}' is missing";
                return;
            }
            in_.advance();
            if (c == '}') break;
            if (t.text.size() < limits_.max_text)
                t.text += static_cast<char>(c);
            else
                too_long = true;
        }
        t.type = kind::comment;
        if (too_long) {
            t.type = kind::error;
            t.error = error_kind::number_too_large;
            t.text = "a comment longer than " + std::to_string(limits_.max_text) + " bytes";
        }
    }

    void nag(token& t) {
        std::size_t n = 1;
        std::uint64_t value = 0;
        while (is_digit(in_.peek(n)) && n < 12) value = value * 10 + static_cast<std::uint64_t>(in_.peek(n++) - '0');
        if (n == 1) return fail(t, "expected a number after '$'", 1);
        if (n > 10 || value > 0xFFFFFFFFu) return fail(t, "NAG number too large", n, error_kind::number_too_large);
        t.number = static_cast<std::uint32_t>(value);
        single(t, kind::nag, n);
    }

    // A result, a move number or a move.
    void digits(token& t) {
        if (const std::size_t n = result_length(0)) return take(t, kind::result, n);
        std::size_t n = 0;
        while (is_digit(in_.peek(n)) && n < 20) ++n;
        if (in_.peek(n) != '.') return read_move(t);
        if (n > max_move_number_digits) return fail(t, "move number too large", n, error_kind::number_too_large);
        for (std::size_t i = 0; i < n; ++i) t.number = t.number * 10 + static_cast<std::uint64_t>(in_.peek(i) - '0');
        std::size_t dots = 0;
        while (in_.peek(n + dots) == '.' && dots < 8) ++dots;
        t.flag = dots >= 2;
        single(t, kind::number, n + dots);
    }

    // Where a square that starts at `at` ends, or 0 when none starts there. Digits that a
    // dot follows are a move number, not a square. (Too many digits are a square off the
    // board, said when the move is read; a run past max_move makes the move too long.)
    std::size_t square_end(std::size_t at) {
        std::size_t i = at;
        if (is_lower(in_.peek(i))) ++i;
        const std::size_t digits_start = i;
        while (is_digit(in_.peek(i)) && i < pdn_source::lookahead - 32) ++i;
        if (i == digits_start || in_.peek(i) == '.') return 0;
        return i;
    }

    // The length of the result that starts at `at`, or 0.
    std::size_t result_length(std::size_t at) {
        if (in_.peek(at + 1) != '-' && in_.peek(at + 1) != '/') return 0;  // most moves: quickly
        for (std::string_view r : results) {
            bool match = true;
            for (std::size_t i = 0; i < r.size() && match; ++i) match = in_.peek(at + i) == r[i];
            if (match && is_delimiter(in_.peek(at + r.size()))) return r.size();
        }
        return 0;
    }

    // Squares and separators, then the annotation. The squares of one move are all numeric
    // or all algebraic, so "h4:f6x 1-0" is a move with a win mark, then a result. A space
    // may follow a separator only to pad a one-digit square to two columns ("1- 7").
    void read_move(token& t) {
        const bool algebraic = is_lower(in_.peek());
        std::size_t end = square_end(0);
        if (end == 0) return fail(t, "expected a move", 1);
        const std::size_t first = end;
        while (end < max_move) {
            const int c = in_.peek(end);
            if (c == '-' || c == 'x' || c == 'X' || c == ':') {
                std::size_t start = end + 1;
                if (in_.peek(start) == ' ') {
                    ++start;
                    if (!is_digit(in_.peek(start)) || is_digit(in_.peek(start + 1))) break;
                }
                const std::size_t next = square_end(start);
                if (next == 0 || is_lower(in_.peek(start)) != algebraic || result_length(start)) break;
                end = next;
            } else if (algebraic && is_lower(c)) {  // "a3b4"
                const std::size_t next = square_end(end);
                if (next == 0) break;
                end = next;
            } else {
                break;
            }
        }
        if (end >= max_move) return fail(t, "a move longer than " + std::to_string(max_move) + " bytes", end);
        if (end == first) {
            const std::string square(in_.view(end));
            return fail(t, "a lone square " + square + ": a move needs a separator and a second square", end);
        }
        // The annotation right after the move, if any.
        const std::size_t mark = end + annotation(end);
        if (!is_delimiter(in_.peek(mark))) {
            std::size_t junk = mark;
            while (!is_delimiter(in_.peek(junk)) && junk < max_move) ++junk;
            return fail(t, "unreadable move " + draughts::quoted(in_.view(junk)), junk);
        }
        t.type = kind::move;
        t.text = in_.view(end);
        t.value = in_.view(mark).substr(end);
        in_.advance(mark);
    }

    pdn_source in_;
    pdn_limits limits_;
    std::optional<std::pair<std::size_t, std::size_t>> literal_escape_;
};

}  // namespace detail

}  // namespace draughts

// ---- draughts/pdn/reader.hpp
// Reading PDN 3.0 files (pdn.fmjd.org) game by game, as text: tags, moves as written and
// the movetext's tree, with the line and column of each, and a syntax error or what was
// tolerated. No variant is known here; pdn/replay.hpp plays what this reads.
//
// Two ways to read. next() gives each game as a pdn_record. visit(v) tells a visitor what
// each game holds in file order, without building anything (as chess-library's PGN reader
// does): a program that wants the tags of a large file, or its moves as text, keeps only
// what it needs.


#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <istream>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace draughts {

// What one game holds, in file order. A visitor derives from this and declares the members
// it wants; the others do nothing. Moves come as written, before any is checked.
struct pdn_visitor {
    void begin_game(std::size_t /*number: 1, 2, ... in the file*/, std::size_t /*line*/) {}
    void tag(pdn_tag) {}
    void move(pdn_move_text, std::string /*strength mark glued to it, or ""*/) {}
    void strength(std::string) {}      // a strength mark written apart from its move
    void nag(std::uint32_t) {}         // $n, of the last move
    void comment(std::string) {}       // before a line's first move, or of the last move
    void begin_variation() {}          // an alternative to the last move, from the position before it
    void end_variation() {}
    void result(std::string) {}        // as written; "-" for a game that ends on a dash
    void note(parse_error) {}          // what was tolerated: literal "\r" text, a tag without a value
    void error(parse_error) {}         // the game's syntax error: no more moves follow (tags and the result may)
    void end_game() {}
};

// ---------------------------------------------------------------------------------------
// Reads games one at a time from a file of any size:
//
//     std::ifstream file("games.pdn", std::ios::binary);
//     draughts::pdn_reader reader(file);
//     while (auto record = reader.next()) { ... }
//
// next() reads only as far as the end of the next game. A game with a syntax error comes
// back with the error and what was read before it, and the reader goes on with the next
// game: a game ends at its result, at a tag after its movetext, or at the end of the input.
class pdn_reader {
public:
    using read_function = detail::pdn_source::read_function;

    // Bytes from a function that fills a buffer and returns how many it wrote, 0 at the end.
    explicit pdn_reader(read_function read, pdn_limits limits = {})
        : lexer_(std::move(read), limits), limits_(limits) {}
    explicit pdn_reader(std::istream& in, pdn_limits limits = {})
        : pdn_reader(
              [&in](char* buffer, std::size_t size) {
                  in.read(buffer, static_cast<std::streamsize>(size));
                  return static_cast<std::size_t>(in.gcount());
              },
              limits) {}
    // Text in memory; it must outlive the reader.
    explicit pdn_reader(std::string_view text, pdn_limits limits = {})
        : pdn_reader(
              [text](char* buffer, std::size_t size) mutable {
                  const std::size_t n = std::min(size, text.size());
                  std::memcpy(buffer, text.data(), n);
                  text.remove_prefix(n);
                  return n;
              },
              limits) {}

    // The next game, or nothing at the end of the input.
    [[nodiscard]] std::optional<pdn_record> next() {
        record_builder builder;
        if (!visit(builder)) return std::nullopt;
        return std::move(builder.record);
    }

    // The next game told to `visitor`; false at the end of the input (nothing was told).
    template <class Visitor>
    bool visit(Visitor& visitor) {
        using kind = detail::pdn_lexer::kind;
        if (done_) return false;
        game<Visitor> g(visitor, limits_);
        for (;;) {
            if (pushed_back_)
                pushed_back_ = false;
            else
                lexer_.next(token_);
            const auto& t = token_;
            if (t.type == kind::end) {
                done_ = true;
                if (!g.started) return false;
                g.finish(t);
                return true;
            }
            if (g.line == 0) g.line = t.line;
            if (!g.started && t.type != kind::comment) {  // comments alone, at the end, are no game
                g.start(++games_);
            }
            if (t.type == kind::tag && g.body_started) {
                pushed_back_ = true;  // the next game's first tag
                g.finish(t);
                return true;
            }
            if (auto escape = lexer_.take_literal_escape(); escape && !g.escape_noted) {
                g.escape_noted = true;
                g.note({error_kind::syntax, "the text \"\\r\" stands in for line ends (damaged export); read as line ends",
                        escape->first, escape->second});
            }
            if (g.take(t)) {
                visitor.end_game();
                return true;
            }
        }
    }

    // Bytes of input consumed so far.
    [[nodiscard]] std::uint64_t bytes_read() const noexcept { return lexer_.offset(); }

private:
    using token = detail::pdn_lexer::token;

    // The visitor that builds a pdn_record.
    struct record_builder : pdn_visitor {
        pdn_record record;
        std::vector<pdn_text_line*> lines;  // the main line, then each open variation

        pdn_text_line& line() { return *lines.back(); }
        void begin_game(std::size_t number, std::size_t at) {
            record.number = number;
            record.line = at;
            lines.assign(1, &record.movetext);
        }
        void tag(pdn_tag t) { record.tags.push_back(std::move(t)); }
        void move(pdn_move_text m, std::string strength) {
            auto& node = line().nodes.emplace_back();
            node.move = std::move(m);
            node.strength = std::move(strength);
        }
        void strength(std::string mark) { line().nodes.back().strength = std::move(mark); }
        void nag(std::uint32_t n) { line().nodes.back().nags.push_back(n); }
        void comment(std::string text) {
            (line().nodes.empty() ? line().comments : line().nodes.back().comments).push_back(std::move(text));
        }
        void begin_variation() { lines.push_back(&line().nodes.back().variations.emplace_back()); }
        void end_variation() { lines.pop_back(); }
        void result(std::string text) { record.result = std::move(text); }
        void note(parse_error e) { record.notes.push_back(std::move(e)); }
        void error(parse_error e) { record.error = std::move(e); }
    };

    // The syntax of the game being read: the open lines, and what waits for the next move.
    // What it finds goes to the visitor.
    template <class Visitor>
    struct game {
        game(Visitor& v, pdn_limits l) : visitor(v), limits(l) {}

        struct open_line {
            bool has_move = false;      // a move was read in it
            bool has_strength = false;  // its last move has a strength mark
            std::size_t line = 0, column = 0;  // where it was opened (a variation)
        };

        Visitor& visitor;
        pdn_limits limits;
        std::vector<open_line> lines = std::vector<open_line>(1);  // the main line, then each open variation
        std::vector<std::string> leading_comments;  // before the game's first other token
        std::vector<parse_error> early_notes;  // found among those comments
        std::size_t line = 0;                 // where the game starts
        bool started = false;                 // something of this game was read
        bool body_started = false;            // its movetext began: a tag now starts the next game
        bool broken = false;                  // after a syntax error: read on to the end of the game
        bool escape_noted = false;
        std::uint64_t number = 0;  // the move number waiting for its move
        bool black_number = false;
        std::optional<token> dash;  // a "-": a move not recorded, or the result if the game ends here

        open_line& current() { return lines.back(); }

        // The first token that is not a comment: the game begins where its first token was.
        void start(std::size_t game_number) {
            started = true;
            visitor.begin_game(game_number, line);
            for (auto& c : leading_comments) visitor.comment(std::move(c));
            for (auto& e : early_notes) visitor.note(std::move(e));
            leading_comments.clear();
            early_notes.clear();
        }

        // Told once the game has begun: a visitor hears nothing of a game before begin_game.
        void note(parse_error e) {
            if (started)
                visitor.note(std::move(e));
            else
                early_notes.push_back(std::move(e));
        }

        void error(const token& t, error_kind k, std::string message) {
            if (!broken) visitor.error(parse_error{k, std::move(message), t.line, t.column});
            broken = true;
        }

        void add_move(const token& t, std::string text, std::string strength) {
            current().has_move = true;
            current().has_strength = !strength.empty();
            visitor.move(pdn_move_text{std::move(text), number, black_number, t.line, t.column}, std::move(strength));
            number = 0;
            black_number = false;
        }

        void flush_dash() {
            if (!dash) return;
            const token d = std::move(*dash);
            dash.reset();
            add_move(d, "-", "");
        }

        // At the end of the input or before the next game's first tag.
        void finish(const token& t) {
            if (dash && lines.size() == 1) {
                dash.reset();
                visitor.result("-");
            }
            flush_dash();
            if (lines.size() > 1 && !broken) {
                const bool at_end = t.type == detail::pdn_lexer::kind::end;
                visitor.error(parse_error{error_kind::unterminated,
                                          std::string("the variation opened here is not closed before ") +
                                              (at_end ? "the end of the input" : "the next game"),
                                          current().line, current().column});
            }
            visitor.end_game();
        }

        // Takes one token; true when it ends the game.
        bool take(const token& t) {
            using kind = detail::pdn_lexer::kind;
            if (t.type != kind::comment && t.type != kind::tag && t.type != kind::error) body_started = true;
            if (t.type == kind::result) {
                if (!broken) {
                    flush_dash();
                    if (lines.size() > 1) {
                        error(t, error_kind::unterminated,
                              "result " + t.text + " inside a variation: a ')' is missing");
                    }
                }
                visitor.result(t.text);
                return true;
            }
            if (t.type == kind::tag) {  // kept after an error too: they say which game it is
                visitor.tag({t.text, t.value, t.value_line, t.value_column});
                if (!t.flag) note({error_kind::syntax, "tag " + t.text + " has no value", t.line, t.column});
                return false;
            }
            if (broken) return false;
            if (t.type == kind::dash) {
                flush_dash();
                dash = t;
                return false;
            }
            flush_dash();
            switch (t.type) {
            case kind::error: error(t, t.error, t.text); break;
            case kind::comment:
                if (started)
                    visitor.comment(t.text);
                else
                    leading_comments.push_back(t.text);
                break;
            case kind::number:
                if (lines.size() == 1 && !current().has_move && t.number > max_first_move_number)
                    error(t, error_kind::number_too_large, "the first move number is too large");
                number = t.number;
                black_number = t.flag;
                break;
            case kind::ellipsis: black_number = true; break;
            case kind::move: add_move(t, t.text, t.value); break;
            case kind::strength:
                // One annotation to a move, whether glued to it or written apart.
                if (!current().has_move) {
                    error(t, error_kind::syntax, "a strength mark before any move");
                } else if (current().has_strength) {
                    error(t, error_kind::syntax, "a second strength mark");
                } else {
                    current().has_strength = true;
                    visitor.strength(t.text);
                }
                break;
            case kind::nag:
                if (!current().has_move)
                    error(t, error_kind::syntax, "a NAG before any move");
                else  // the lexer read at most 0xFFFFFFFF
                    visitor.nag(static_cast<std::uint32_t>(t.number));
                break;
            case kind::open:
                if (!current().has_move) {
                    error(t, error_kind::syntax, "a variation must follow the move it replaces");
                } else if (lines.size() > limits.max_depth) {
                    error(t, error_kind::syntax,
                          "variations nested more than " + std::to_string(limits.max_depth) + " deep");
                } else {
                    lines.push_back({false, false, t.line, t.column});
                    visitor.begin_variation();
                    number = 0;
                    black_number = false;
                }
                break;
            case kind::close:
                if (lines.size() == 1) {
                    error(t, error_kind::syntax, "')' without '('");
                } else {
                    lines.pop_back();
                    visitor.end_variation();
                    number = 0;
                    black_number = false;
                }
                break;
            default: break;
            }
            return false;
        }
    };

    detail::pdn_lexer lexer_;
    pdn_limits limits_;
    token token_;
    bool pushed_back_ = false;
    bool done_ = false;
    std::size_t games_ = 0;
};

}  // namespace draughts

// ---- draughts/variants/diagonal.hpp
// The variants played on the diagonals, each a struct of rule facts with the article that
// states it (core/variant.hpp says what each fact means and which may be left out).
//
// Article numbers: "Russian" = the FSR / FMJD-64 rules of Russian draughts; "FMJD" = the
// FMJD official rules of international draughts; "ACF" = the American Checker Federation's
// rules of checkers; "FID" = the Italian federation's technical rules; "FPD" = the Portuguese
// federation's rules of classical draughts; "Czech" = the Czech draughts federation's rules;
// "APCA" = the American Pool Checkers Association's rules of play; "PDN" = the PDN 3.0
// standard's GameType table. Where a variant comes from one source without article numbers
// (Thai, Killer, antidraughts, breakthrough), the source is named.


#include <array>
#include <string_view>

namespace draughts {

struct russian {
    static constexpr std::string_view name = "russian";
    using board = board_8x8;
    static constexpr rule men_capture_backward{true, "Russian 1.5.3"};
    static constexpr rule flying_kings{true, "Russian 1.4.5"};
    static constexpr capture_precedence precedence = free_choice("Russian 1.5.14");
    static constexpr rule crowning{mid_capture_crowning::captures_on_as_king, "Russian 1.5.15"};
    static constexpr rule removal{capture_removal::at_end, "Russian 1.5.9"};
    static constexpr std::string_view capture_goes_on = "Russian 1.5.5";
    static constexpr std::string_view king_lands_to_go_on = "Russian 1.5.6";
    static constexpr square_notation notation = square_notation::algebraic;
    static constexpr char capture_separator = ':';
    static constexpr int pdn_game_type = 25;
    // FMJD-64 7.2.3-7.2.8, in the articles' order.
    static constexpr std::array draws{
        draw_limit{draw_rule::repetition, 3, "FMJD-64 7.2.3"},
        draw_limit{draw_rule::three_kings_vs_king, 15, "FMJD-64 7.2.4"},
        draw_limit{draw_rule::kings_only, 15, "FMJD-64 7.2.5"},
        draw_limit{draw_rule::balance_4_5_pieces, 30, "FMJD-64 7.2.6"},
        draw_limit{draw_rule::balance_6_7_pieces, 60, "FMJD-64 7.2.6"},
        draw_limit{draw_rule::three_vs_king_on_main_road, 5, "FMJD-64 7.2.7"},
        draw_limit{draw_rule::two_pieces_vs_king, 5, "FMJD-64 7.2.8"},
    };
};

struct international {
    static constexpr std::string_view name = "international";
    using board = board_10x10;
    static constexpr rule men_capture_backward{true, "FMJD 4.2"};
    static constexpr rule flying_kings{true, "FMJD 3.9"};
    static constexpr capture_precedence precedence =
        capture_precedence{}.then(capture_criterion::most_pieces, "FMJD 4.13").otherwise_free("FMJD 4.14");
    static constexpr rule crowning{mid_capture_crowning::captures_on_as_man, "FMJD 4.15"};
    static constexpr rule removal{capture_removal::at_end, "FMJD 4.8"};
    static constexpr std::string_view compulsory_capture = "FMJD 4.1";
    static constexpr std::string_view capture_goes_on = "FMJD 4.5, 4.6";
    static constexpr square_notation notation = square_notation::numeric;
    static constexpr char capture_separator = 'x';
    static constexpr int pdn_game_type = 20;
    static constexpr int points_for_a_win = 2;  // FMJD: a win 2 points, a draw 1
    // FMJD 6. An older text gives 5 moves for the three-piece endings.
    static constexpr std::array draws{
        draw_limit{draw_rule::repetition, 3, "FMJD 6"},
        draw_limit{draw_rule::kings_only, 25, "FMJD 6"},
        draw_limit{draw_rule::three_pieces_vs_king, 16, "FMJD 6"},
        draw_limit{draw_rule::two_pieces_vs_king, 5, "FMJD 6"},
    };
};

// International rules on the Russian board and setup. The draw rules are those of the
// 64-square game (FMJD-64 7.2), as lidraughts applies them to Brazilian draughts; the
// Brazilian confederation's own text was not found.
struct brazilian {
    static constexpr std::string_view name = "brazilian";
    using board = board_8x8;
    static constexpr rule men_capture_backward{true, "FMJD 4.2"};
    static constexpr rule flying_kings{true, "FMJD 3.9"};
    static constexpr capture_precedence precedence = international::precedence;
    static constexpr rule crowning{mid_capture_crowning::captures_on_as_man, "FMJD 4.15"};
    static constexpr rule removal{capture_removal::at_end, "FMJD 4.8"};
    static constexpr std::string_view compulsory_capture = international::compulsory_capture;
    static constexpr std::string_view capture_goes_on = international::capture_goes_on;
    static constexpr square_notation notation = square_notation::algebraic;
    static constexpr char capture_separator = 'x';
    static constexpr int pdn_game_type = 26;
    static constexpr auto draws = russian::draws;
};

// English draughts, American checkers: Black moves first, men move and capture forward only,
// kings move one square.
struct english {
    static constexpr std::string_view name = "english";
    static constexpr std::array<std::string_view, 2> aliases{"checkers", "american"};
    using board = board_8x8;
    static constexpr rule first_to_move{color::black, "PDN GameType 21"};
    static constexpr rule men_capture_backward{false, "ACF 1.18"};
    static constexpr rule flying_kings{false, "ACF 1.17"};
    static constexpr capture_precedence precedence = free_choice("ACF 1.20");
    static constexpr rule crowning{mid_capture_crowning::move_ends, "ACF 1.19"};
    static constexpr square_notation notation = square_notation::numeric;
    static constexpr char capture_separator = 'x';
    static constexpr int pdn_game_type = 21;
    static constexpr std::array draws{
        draw_limit{draw_rule::repetition, 3, "ACF 1.32.1"},
        draw_limit{draw_rule::kings_only, 40, "ACF 1.32.2"},
    };
};

// Italian draughts: the board turned (the dark corner at each player's right), short kings,
// men that may not take kings, and four steps of precedence.
struct italian {
    static constexpr std::string_view name = "italian";
    // FID 2.3: the corner at each player's right is dark; 2.4: square 1 in the top left.
    using board = draughts::board<8, 8, colouring::light_lower_left, first_square::top_left>;
    static constexpr rule first_to_move{color::white, "FID 3.4"};
    static constexpr rule men_capture_backward{false, "FID 5.3a"};
    static constexpr rule men_capture_kings{false, "FID 5.3b"};
    static constexpr rule flying_kings{false, "FID 4.7"};
    static constexpr capture_precedence precedence = capture_precedence{}
                                                         .then(capture_criterion::most_pieces, "FID 6.6")
                                                         .then(capture_criterion::with_king, "FID 6.7")
                                                         .then(capture_criterion::most_kings, "FID 6.8")
                                                         .then(capture_criterion::kings_first, "FID 6.9")
                                                         .otherwise_free("FID 6.10");
    static constexpr rule crowning{mid_capture_crowning::move_ends, "FID"};
    static constexpr square_notation notation = square_notation::numeric;
    static constexpr char capture_separator = 'x';
    static constexpr int pdn_game_type = 22;
    static constexpr std::array draws{
        draw_limit{draw_rule::repetition, 4, "FID 9.3"},
        draw_limit{draw_rule::kings_only, 40, "FID 10.4"},
    };
};

// Spanish draughts (Damas clásicas): the turned board, numbered from White's lower right,
// flying kings, men capturing forward only, the most pieces and then the most kings.
struct spanish {
    static constexpr std::string_view name = "spanish";
    // FPD 2.1.5: each player's lower right corner is dark; square 1 is there, and the numbers
    // run right to left, row by row (PDN GameType 24: N1).
    using board = draughts::board<8, 8, colouring::light_lower_left, first_square::bottom_right>;
    static constexpr rule men_capture_backward{false, "FPD 2.2"};
    static constexpr rule flying_kings{true, "FPD 2.2"};
    static constexpr capture_precedence precedence = capture_precedence{}
                                                         .then(capture_criterion::most_pieces, "FPD 3.1")
                                                         .then(capture_criterion::most_kings, "FPD 3.1")
                                                         .otherwise_free("FPD 3.1");
    static constexpr rule crowning{mid_capture_crowning::move_ends, "FPD"};
    static constexpr square_notation notation = square_notation::numeric;
    static constexpr char capture_separator = 'x';
    static constexpr int pdn_game_type = 24;
    static constexpr std::array draws{
        draw_limit{draw_rule::repetition, 3, "FPD 3.2"},
    };
};

// Portuguese draughts: the Portuguese federation's rules, which are the Spanish ones.
struct portuguese : spanish {
    static constexpr std::string_view name = "portuguese";
    static constexpr int pdn_game_type = 28;
};

// Czech draughts: flying kings, men capturing forward only, and a capture by a king must be
// taken when there is one.
struct czech {
    static constexpr std::string_view name = "czech";
    using board = board_8x8;
    static constexpr rule men_capture_backward{false, "Czech 4.1"};
    static constexpr rule flying_kings{true, "Czech 3.9"};
    static constexpr capture_precedence precedence =
        capture_precedence{}.then(capture_criterion::with_king, "Czech 4.14").otherwise_free("Czech 4.14");
    static constexpr rule crowning{mid_capture_crowning::move_ends, "Czech"};
    static constexpr square_notation notation = square_notation::algebraic;
    static constexpr char capture_separator = ':';
    static constexpr int pdn_game_type = 29;
    static constexpr std::array draws{
        draw_limit{draw_rule::repetition, 3, "Czech"},
    };
};

// American pool checkers: Black moves first, men capture backward, flying kings, free choice,
// and a man crosses the last row mid-capture as a man.
struct pool {
    static constexpr std::string_view name = "pool";
    using board = board_8x8;
    static constexpr rule first_to_move{color::black, "APCA 7"};
    static constexpr rule men_capture_backward{true, "APCA 14"};
    static constexpr rule flying_kings{true, "APCA 15"};
    static constexpr capture_precedence precedence = free_choice("APCA 20");
    static constexpr rule crowning{mid_capture_crowning::captures_on_as_man, "APCA 22"};
    static constexpr rule removal{capture_removal::at_end, "APCA 19"};
    static constexpr square_notation notation = square_notation::numeric;
    static constexpr char capture_separator = 'x';
    static constexpr int pdn_game_type = 23;
    // APCA 26: 30 reversible plies, 15 moves of each player.
    static constexpr std::array draws{
        draw_limit{draw_rule::repetition, 3, "APCA 26"},
        draw_limit{draw_rule::kings_only, 15, "APCA 26"},
    };
};

// Thai draughts (Mak-hot), as mindsports.nl gives it: 8 men each on two rows, men capturing
// forward only, and a flying king that lands right behind each piece it takes, the pieces
// leaving the board as they are taken.
struct thai {
    static constexpr std::string_view name = "thai";
    using board = board_8x8;
    static constexpr int empty_rows = 4;
    static constexpr rule first_to_move{color::white, "mindsports.nl Thai"};
    static constexpr rule men_capture_backward{false, "mindsports.nl Thai"};
    static constexpr rule flying_kings{true, "mindsports.nl Thai"};
    static constexpr rule landing{king_landing::right_behind, "mindsports.nl Thai"};
    static constexpr rule removal{capture_removal::at_once, "mindsports.nl Thai"};
    static constexpr capture_precedence precedence = free_choice("mindsports.nl Thai");
    static constexpr rule crowning{mid_capture_crowning::move_ends, "mindsports.nl Thai"};
    static constexpr square_notation notation = square_notation::numeric;
    static constexpr char capture_separator = '-';
    static constexpr int pdn_game_type = 31;
    static constexpr std::array draws{
        draw_limit{draw_rule::repetition, 3, "mindsports.nl Thai"},
    };
};

// Killer draughts (mindsports.nl): international draughts, except that a king that takes a
// king as the last piece of its capture must stop right behind it.
struct killer : international {
    static constexpr std::string_view name = "killer";
    static constexpr rule landing{king_landing::right_behind_last_king, "mindsports.nl Killer"};
    static constexpr int pdn_game_type = 0;
};

// Canadian draughts: the international rules on 12x12, 30 men each.
struct canadian : international {
    static constexpr std::string_view name = "canadian";
    using board = draughts::board<12>;
    static constexpr int pdn_game_type = 27;
};

// Antidraughts (lidraughts): the international rules, where a player who cannot move wins.
struct antidraughts : international {
    static constexpr std::string_view name = "antidraughts";
    static constexpr rule end{game_end::no_move_wins, "lidraughts antidraughts"};
    static constexpr int pdn_game_type = 98;
    static constexpr std::array draws{
        draw_limit{draw_rule::repetition, 3, "FMJD 6"},
    };
};

// Breakthrough (lidraughts): the international rules, where the first player to crown a man
// wins. No draw rules.
struct breakthrough : international {
    static constexpr std::string_view name = "breakthrough";
    static constexpr rule end{game_end::first_king_wins, "lidraughts breakthrough"};
    static constexpr int pdn_game_type = 96;
    static constexpr std::array<draw_limit, 0> draws{};
};

}  // namespace draughts

// ---- draughts/variants/orthogonal.hpp
// The variants that move or capture along rows and files, each a struct of rule facts with
// the article that states it (core/variant.hpp says what each fact means).
//
// Article numbers: "Frisian" = the Official Rules for Frisian Draughts (2011) of the Frisian
// draughts federation (Dambûn Frysk Spul); "PDN" = the PDN 3.0 standard's GameType table;
// "Dama" = the rules of Turkish draughts (dama) as its rule books give them, by topic, as
// they are not numbered alike.


#include <array>
#include <string_view>

namespace draughts {

// Frisian draughts: the international board and setup; men and kings capture in eight
// directions, kings move on the diagonals only, and the capture of the highest value must be
// taken, a king's at equal value.
struct frisian {
    static constexpr std::string_view name = "frisian";
    using board = board_10x10;
    static constexpr rule first_to_move{color::white, "Frisian 6"};
    static constexpr rule men_capture_backward{true, "Frisian 7"};
    static constexpr rule straight_captures{true, "Frisian 7"};
    static constexpr rule flying_kings{true, "Frisian 9"};
    static constexpr capture_precedence precedence = capture_precedence{}
                                                         .then(capture_criterion::highest_value, "Frisian 11")
                                                         .then(capture_criterion::with_king, "Frisian 11")
                                                         .otherwise_free("Frisian 11");
    // Frisian 17: at most three quiet moves in a row with one king while the side has men.
    static constexpr rule king_move_limit{3, "Frisian 17"};
    // Frisian 8: a man is crowned where its move ends on the king row, not in passing.
    static constexpr rule crowning{mid_capture_crowning::captures_on_as_man, "Frisian 8"};
    static constexpr square_notation notation = square_notation::numeric;
    static constexpr char capture_separator = 'x';
    static constexpr int pdn_game_type = 40;
    static constexpr int points_for_a_win = 2;  // "2-0", "1-1", "0-2", as Frisian results are written
    // Threefold repetition as lidraughts applies it; the endings of Frisian 18 and 21.
    static constexpr std::array draws{
        draw_limit{draw_rule::repetition, 3, "lidraughts Frisian"},
        draw_limit{draw_rule::two_kings_vs_king, 7, "Frisian 18"},
        draw_limit{draw_rule::king_vs_king, 0, "Frisian 21"},
    };
};

// Frysk! (lidraughts): the Frisian rules with five men each, on the back rows.
struct frysk : frisian {
    static constexpr std::string_view name = "frysk";
    static constexpr std::array<std::string_view, 1> aliases{"frysk!"};
    static constexpr int empty_rows = 8;
    static constexpr int pdn_game_type = 97;
};

// Turkish draughts (dama): every square of the 8x8 board; men step forward or sideways and
// capture so, kings fly along rows and files; the most pieces must be taken, each piece
// leaving the board as it is jumped, and a capture may not turn straight back.
struct turkish {
    static constexpr std::string_view name = "turkish";
    // Squares numbered from a1 along the ranks (1 = a1, 8 = h1, 9 = a2); notation is algebraic.
    using board = draughts::board<8, 8, colouring::dark_lower_left, first_square::bottom_left, void, playing_squares::all>;
    static constexpr rule first_to_move{color::white, "Dama: the game"};
    // Sixteen men each, on the second and third rows; the back rows stay empty.
    static constexpr int empty_back_rows = 1;
    static constexpr rule man_moves{directions::forward_and_sideways, "Dama: men"};
    static constexpr rule man_captures{directions::forward_and_sideways, "Dama: men"};
    static constexpr rule men_capture_backward{false, "Dama: men"};
    static constexpr rule king_moves{directions::straight, "Dama: kings"};
    static constexpr rule king_captures{directions::straight, "Dama: kings"};
    static constexpr rule flying_kings{true, "Dama: kings"};
    static constexpr capture_precedence precedence = capture_precedence{}
                                                         .then(capture_criterion::most_pieces, "Dama: captures")
                                                         .otherwise_free("Dama: captures");
    static constexpr std::string_view compulsory_capture = "Dama: captures";
    static constexpr std::string_view capture_goes_on = "Dama: captures";
    static constexpr rule removal{capture_removal::at_once, "Dama: captures"};
    static constexpr rule capture_reversal{false, "Dama: captures"};
    // A man crowned where its move ends on the last row; one that reaches it mid-capture goes
    // on capturing along the row as a man. One rule book has it go on as a king: a variant of
    // one's own can say so with crowning{mid_capture_crowning::captures_on_as_king}.
    static constexpr rule crowning{mid_capture_crowning::captures_on_as_man, "Dama: promotion"};
    static constexpr square_notation notation = square_notation::algebraic;
    static constexpr char capture_separator = 'x';
    static constexpr int pdn_game_type = 30;
};

}  // namespace draughts

// ---- draughts/variants/list.hpp
// Every variant the library plays, in one list: choosing one at run time by name or PDN
// GameType, and the names tools print, all come from it.


#include <array>
#include <cstddef>
#include <string>
#include <string_view>

namespace draughts {

template <class... Variants>
struct variant_list {
    static constexpr std::size_t size = sizeof...(Variants);

    // Calls f(V{}) for each variant, in order.
    template <class F>
    static constexpr void for_each(F&& f) {
        (f(Variants{}), ...);
    }
};

using all_variants = variant_list<russian, international, brazilian, english, italian, spanish, portuguese, czech,
                                  pool, thai, killer, canadian, antidraughts, breakthrough, frisian, frysk, turkish>;

namespace detail {

[[nodiscard]] constexpr char lower(char c) noexcept { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; }

[[nodiscard]] constexpr bool same_name(std::string_view a, std::string_view b) noexcept {
    if (a.size() != b.size()) return false;
    for (std::size_t i = 0; i < a.size(); ++i)
        if (lower(a[i]) != lower(b[i])) return false;
    return true;
}

}  // namespace detail

// Whether a variant answers to a name: its own or an alias, in any case.
template <class V>
[[nodiscard]] constexpr bool is_named(std::string_view name) noexcept {
    if (detail::same_name(name, V::name)) return true;
    for (std::string_view alias : rules_of<V>::aliases)
        if (detail::same_name(name, alias)) return true;
    return false;
}

// Choosing a variant at run time, for tools: calls f(Variant{}) for the variant with that
// name (any case, or an alias) and returns true, or returns false when there is none.
template <class F>
constexpr bool visit_variant(std::string_view name, F&& f) {
    bool found = false;
    all_variants::for_each([&](auto v) {
        if (!found && is_named<decltype(v)>(name)) {
            found = true;
            f(v);
        }
    });
    return found;
}

// The same by PDN GameType (25, 20, 26, ...).
template <class F>
constexpr bool visit_variant(int pdn_game_type, F&& f) {
    bool found = false;
    all_variants::for_each([&](auto v) {
        if (!found && pdn_game_type != 0 && rules_of<decltype(v)>::pdn_game_type == pdn_game_type) {
            found = true;
            f(v);
        }
    });
    return found;
}

// "russian, international, brazilian, ...": the names of every variant, in the list's order.
[[nodiscard]] inline std::string variant_names() {
    std::string names;
    all_variants::for_each([&](auto v) {
        if (!names.empty()) names += ", ";
        names += decltype(v)::name;
    });
    return names;
}

}  // namespace draughts

// ---- draughts/pdn/replay.hpp
// PDN games played (PDN 3.0, pdn.fmjd.org): each move of a record matched against the legal
// moves of its position under one variant's rules, every variation from where it branches;
// the variant a GameType tag names, or the one a file without it most likely holds.


#include <algorithm>
#include <array>
#include <cstddef>
#include <concepts>
#include <cstdint>
#include <functional>
#include <iterator>
#include <optional>
#include <ranges>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace draughts {

// ---------------------------------------------------------------------------------------
// A game as moves: the replay layer's result, for one variant.

template <class Variant>
using pdn_line = basic_pdn_line<move<Variant>>;

template <class Variant>
using pdn_node = basic_pdn_node<move<Variant>>;

template <class Variant>
struct pdn_game {
    std::vector<pdn_tag> tags;                             // in file order
    position<Variant> start = position<Variant>::start();  // from the [FEN] tag, if any
    std::uint64_t first_move_number = 1;                   // the number of the first move
    pdn_line<Variant> moves;                               // the main line
    std::string result;                                    // the terminator as written, "" for none

    [[nodiscard]] std::string_view tag(std::string_view name) const noexcept {
        for (const auto& t : tags)
            if (t.name == name) return t.value;
        return {};
    }

    friend bool operator==(const pdn_game&, const pdn_game&) = default;
};

// What replaying a record gives.
template <class Variant>
struct pdn_replay {
    pdn_game<Variant> game;            // up to the first error, if any
    bool set_up = false;               // the GameType and FEN tags allowed the game to start
    position<Variant> final_position;  // after the last main-line move read (when set_up)
    std::optional<parse_error> error;  // the first illegal, ambiguous or unreadable move, or syntax error
    std::vector<parse_error> notes;    // what the reader tolerated or resolved: the syntax layer's, then the replay's
    bool incomplete = false;           // moves ("- -") or the result ("-") were not recorded; a note says where
    game_state state;                  // where the main line read leaves the game: won, drawn by a rule, or on

    [[nodiscard]] std::size_t plies() const noexcept { return game.moves.nodes.size(); }
    [[nodiscard]] bool ok() const noexcept { return !error.has_value(); }
};

namespace detail {

// The game type a GameType value starts with: "20" and "20,W,10,10,N2,0" both give 20.
[[nodiscard]] inline std::optional<int> pdn_game_type_number(std::string_view value) {
    scanner in(value);
    in.skip_spaces();
    const auto n = in.read_number(9999);
    if (!n) return std::nullopt;
    in.skip_spaces();
    if (!in.at_end() && in.peek() != ',') return std::nullopt;
    return static_cast<int>(*n);
}

[[nodiscard]] inline std::string_view trimmed(std::string_view s) noexcept {
    while (!s.empty() && scanner::is_space(s.front())) s.remove_prefix(1);
    while (!s.empty() && scanner::is_space(s.back())) s.remove_suffix(1);
    return s;
}

[[nodiscard]] inline bool is_pdn_result(std::string_view s) noexcept {
    for (std::string_view r : {"2-0", "1-1", "0-2", "1-0", "1/2-1/2", "0-1", "0-0", "*"})
        if (s == r) return true;
    return false;
}

template <class Variant>
class pdn_replayer {
    using board = typename Variant::board;
    using position_type = position<Variant>;
    using move_type = move<Variant>;

public:
    explicit pdn_replayer(const pdn_record& r) : r_(r) {}

    pdn_replay<Variant> run() && {
        out_.game.tags = r_.tags;
        out_.game.result = r_.result;
        out_.notes = r_.notes;
        out_.final_position = out_.game.start;
        if (!setup()) return std::move(out_);
        out_.set_up = true;
        out_.final_position = out_.game.start;
        if (!r_.movetext.nodes.empty() && r_.movetext.nodes.front().move.number != 0)
            out_.game.first_move_number = r_.movetext.nodes.front().move.number;
        if (line(r_.movetext, out_.game.start, 0, out_.game.moves, &out_.final_position) && r_.error)
            out_.error = r_.error;
        // A bare "-" result, or a Result tag "-" and no result at all: not finished, or not recorded.
        if (r_.result == "-" || (r_.result.empty() && trimmed(r_.tag("Result")) == "-")) {
            out_.incomplete = true;
            note(error_kind::incomplete, "the result is '-': the game was not finished, or its result not recorded", 0,
                 0);
        }
        const std::string_view tag = trimmed(r_.tag("Result"));
        if (is_pdn_result(r_.result) && r_.result != "*" && is_pdn_result(tag) && tag != "*" && tag != r_.result)
            note(error_kind::bad_result,
                 "the Result tag says " + std::string(tag) + ", the movetext ends with " + r_.result, 0, 0);
        // The rules' verdict on the main line: its moves replayed as a game.
        draughts::game<Variant> g(out_.game.start);
        for (const auto& node : out_.game.moves.nodes) (void)g.play(node.move);
        out_.state = g.state();
        return std::move(out_);
    }

private:
    // The variant the GameType tag names, and the start position the FEN tag sets up.
    bool setup() {
        if (const pdn_tag* t = r_.find("GameType")) {
            const auto type = pdn_game_type_number(t->value);
            if (!type || *type != rules_of<Variant>::pdn_game_type)
                return fail(parse_error{error_kind::unknown_variant,
                                        "GameType " + draughts::quoted(t->value) + " is not " +
                                            std::string(Variant::name) + " draughts (" +
                                            std::to_string(rules_of<Variant>::pdn_game_type) + ")",
                                        t->line, t->column});
        }
        if (const pdn_tag* t = r_.find("FEN")) {
            auto fen = read_fen_record<Variant>(t->value);
            if (!fen) {
                parse_error e = fen.error();
                e.message = "FEN: " + e.message;
                e.line = t->line;
                e.column = t->column + (e.column ? e.column - 1 : 0);
                return fail(std::move(e));
            }
            out_.game.start = fen->setup;
        }
        return true;
    }

    // Plays the moves of `in` from p into `out`, each variation from where it branches.
    // False at the first error. `ply` counts from the start of the game; `reached` is set
    // to the position after each move when `in` is the main line, and null otherwise.
    bool line(const pdn_text_line& in, position_type p, std::size_t ply, pdn_line<Variant>& out,
              position_type* reached) {
        out.comments = in.comments;
        out.nodes.reserve(in.nodes.size());
        for (std::size_t i = 0; i < in.nodes.size(); ++i, ++ply) {
            const auto& t = in.nodes[i];
            if (t.move.text == "-") {
                if (reached) out_.incomplete = true;
                note(error_kind::incomplete,
                     "moves not recorded ('-') from here; " + std::to_string(out.nodes.size()) + " plies read" +
                         (reached ? "" : " in this variation"),
                     t.move.line, t.move.column);
                break;
            }
            const auto m = match(p, in, i, ply);
            if (!m) return false;
            const position_type before = p;
            p.play(*m);
            if (reached) *reached = p;
            auto& node = out.nodes.emplace_back();
            node.move = *m;
            node.strength = t.strength;
            node.nags = t.nags;
            node.comments = t.comments;
            for (const auto& v : t.variations)
                if (!line(v, before, ply, node.variations.emplace_back(), nullptr)) return false;
        }
        return true;
    }

    // The number of a ply, and whether it is Black's, as the file numbers it.
    [[nodiscard]] std::pair<std::uint64_t, bool> numbering(std::size_t ply) const {
        const std::size_t from_white = ply + (out_.game.start.side_to_move() == color::black ? 1 : 0);
        return {out_.game.first_move_number + from_white / 2, from_white % 2 == 1};
    }

    // The legal move that node i of `in` names in p, or nothing after recording the error.
    std::optional<move_type> match(const position_type& p, const pdn_text_line& in, std::size_t i, std::size_t ply) {
        const pdn_move_text& t = in.nodes[i].move;
        auto m = read(p, t);
        if (m) return *m;
        if (m.error().kind == error_kind::ambiguous_move) {
            if (auto chosen = resolve(p, in, i)) {
                note(error_kind::ambiguous_move,
                     describe(t, ply) + m.error().message + "; only " + write_move(p, *chosen, {move_form::full}) +
                         " lets the game go on legally, and is read",
                     t.line, t.column);
                return chosen;
            }
        }
        parse_error e = m.error();
        e.message = describe(t, ply) + e.message;
        e.line = t.line;
        e.column = t.column + (e.column ? e.column - 1 : 0);
        fail(std::move(e));
        return std::nullopt;
    }

    [[nodiscard]] std::string describe(const pdn_move_text& t, std::size_t ply) const {
        auto [number, black] = numbering(ply);
        if (t.number != 0) number = t.number, black = t.black_number;  // as the file says
        return "ply " + std::to_string(ply + 1) + " (" + std::to_string(number) + (black ? "... " : ". ") + t.text +
               "): ";
    }

    [[nodiscard]] static result<move_type> read(const position_type& p, const pdn_move_text& t) {
        scanner in(t.text);
        auto syntax = read_move_syntax<board>(in);
        if (!syntax) return syntax.error();
        in.skip_spaces();
        if (!in.at_end()) return in.error_here(error_kind::trailing_text, "unexpected " + draughts::quoted(in.rest()));
        return move_matcher<Variant>(p, *syntax).match();
    }

    // PDN 3.0: a short capture that two legal moves share (same squares, different
    // captured pieces) is read as the one that lets the rest of the line replay legally,
    // when exactly one does.
    std::optional<move_type> resolve(const position_type& p, const pdn_text_line& in, std::size_t i) const {
        const auto candidates = short_form_candidates(p, in.nodes[i].move);
        std::optional<move_type> chosen;
        std::size_t fitting = 0;
        std::size_t budget = 20000;  // moves read ahead, so that no input can make this slow
        for (const auto& m : candidates) {
            position_type q = p;
            q.play(m);
            if (continues(q, in, i + 1, budget)) ++fitting, chosen = m;
        }
        if (fitting == 1) return chosen;
        return std::nullopt;
    }

    // The legal moves a two-square text names: those with that start and end square.
    [[nodiscard]] static std::vector<move_type> short_form_candidates(const position_type& p, const pdn_move_text& t) {
        scanner in(t.text);
        const auto syntax = read_move_syntax<board>(in);
        std::vector<move_type> found;
        if (!syntax || syntax->squares.size() != 2) return found;
        move_list<Variant> legal;
        generate(p, legal);
        for (const auto& m : legal)
            if (m.from_square() == syntax->squares.front() && m.to_square() == syntax->squares.back())
                found.push_back(m);
        return found;
    }

    // Whether the moves of `in` from node i on replay legally from p.
    bool continues(position_type p, const pdn_text_line& in, std::size_t i, std::size_t& budget) const {
        for (; i < in.nodes.size(); ++i) {
            if (budget == 0) return false;
            --budget;
            const pdn_move_text& t = in.nodes[i].move;
            if (t.text == "-") return true;
            const auto m = read(p, t);
            if (!m) {
                if (m.error().kind != error_kind::ambiguous_move) return false;
                for (const auto& c : short_form_candidates(p, t)) {
                    position_type q = p;
                    q.play(c);
                    if (continues(q, in, i + 1, budget)) return true;
                }
                return false;
            }
            p.play(*m);
        }
        return true;
    }

    void note(error_kind k, std::string message, std::size_t at_line, std::size_t at_column) {
        out_.notes.push_back(parse_error{k, std::move(message), at_line, at_column});
    }
    bool fail(parse_error e) {
        if (!out_.error) out_.error = std::move(e);
        return false;
    }

    const pdn_record& r_;
    pdn_replay<Variant> out_;
};

}  // namespace detail

// Plays a game read by pdn_reader under Variant's rules. A GameType tag that names another
// variant is an error (kind unknown_variant); without the tag the caller's choice stands.
template <class Variant>
[[nodiscard]] pdn_replay<Variant> replay_pdn(const pdn_record& record) {
    return detail::pdn_replayer<Variant>(record).run();
}

// The variant the records of a file that have no GameType tag most likely hold, all of them
// at once, so that one file's games are read under one set of rules, and why. Their
// squares narrow it down: algebraic squares are the 8x8 games that write them (Russian);
// square numbers beyond 50 Canadian, beyond 32 international. Numbers up to 32 leave the
// numbered 8x8 games (Russian read with numbers, English) and international draughts; of
// those, the rules under which most games replay without error, and where as many do,
// English when the first move comes from Black's side of the board (squares 1-12: Black
// moves first), else Russian, else international. With no squares at all, international
// draughts, PDN's first GameType. The first `most` games without the tag decide.
struct variant_guess {
    std::string_view name;
    std::string reason;
};

// A template, as is the one-record form below: the guess replays games under three
// variants' rules, compiled only where a program guesses, not in every file that includes
// the library.
template <std::ranges::input_range Records>
    requires std::same_as<std::ranges::range_value_t<Records>, pdn_record>
[[nodiscard]] variant_guess guess_variant(const Records& records, std::size_t most = 50) {
    bool letters = false;
    int highest = 0;
    int first = 0;  // the first square of the first move of the first game that has one
    std::size_t looked_at = 0;
    const auto read = [&](std::string_view text, bool moves) {
        for (std::size_t i = 0; i < text.size(); ++i) {
            const char c = text[i];
            if (c >= 'a' && c <= 'h' && i + 1 < text.size() && text[i + 1] >= '1' && text[i + 1] <= '9') letters = true;
            if (c < '0' || c > '9') continue;
            int n = 0;
            for (; i < text.size() && text[i] >= '0' && text[i] <= '9'; ++i) n = std::min(n * 10 + (text[i] - '0'), 1000);
            --i;
            if (moves && first == 0) first = n;
            highest = std::max(highest, n);
        }
    };
    std::vector<const pdn_record*> untyped;
    for (const pdn_record& r : records) {
        if (r.find("GameType") || looked_at == most) continue;
        ++looked_at;
        untyped.push_back(&r);
        if (const pdn_tag* fen = r.find("FEN"))  // past the side to move, the pieces' squares
            read(std::string_view(fen->value).substr(std::min(fen->value.find(':'), fen->value.size())), false);
        for (const auto& node : r.movetext.nodes) read(node.move.text, true);
    }
    const std::string have = looked_at == 1 ? "the game has" : "the games have";
    if (letters) return {"russian", have + " algebraic squares"};
    if (highest > 50) return {"canadian", have + " squares beyond 50"};
    if (highest > 32) return {"international", have + " squares beyond 32"};
    if (highest == 0) return {"international", "nothing says otherwise"};
    // Squares up to 32: the rules under which most games replay.
    const auto replayed = [&]<class V>(V) {
        std::size_t ok = 0;
        for (const pdn_record* r : untyped) ok += replay_pdn<V>(*r).ok() ? 1u : 0u;
        return ok;
    };
    struct candidate {
        std::string_view name;
        std::size_t ok;
    };
    const bool black_first = first >= 1 && first <= 12;
    std::array<candidate, 3> ranked{candidate{"english", replayed(english{})}, candidate{"russian", replayed(russian{})},
                                    candidate{"international", replayed(international{})}};
    if (!black_first) std::swap(ranked[0], ranked[1]);
    const candidate best = *std::max_element(ranked.begin(), ranked.end(),
                                             [](const candidate& a, const candidate& b) { return a.ok < b.ok; });
    std::string reason = have + " squares up to 32, and " + std::to_string(best.ok) + " of " +
                         std::to_string(looked_at) + " replay under these rules";
    if (best.name == "english" && black_first) reason += "; the first move comes from squares 1-12, Black's side";
    return {best.name, reason};
}

// The same for one record.
template <std::same_as<pdn_record> Record>
[[nodiscard]] variant_guess guess_variant(const Record& record) {
    return guess_variant(std::span<const pdn_record>(&record, 1));
}

// Calls f(Variant{}) for the variant the record's GameType names, or the one named
// `fallback` ("russian", "international", ...) when it has no GameType; with an empty
// fallback, the variant guess_variant finds. Returns the error when the GameType or the
// fallback names no variant of this library.
template <class F>
std::optional<parse_error> visit_pdn_variant(const pdn_record& record, std::string_view fallback, F&& f) {
    if (const pdn_tag* t = record.find("GameType")) {
        const auto type = detail::pdn_game_type_number(t->value);
        if (type && visit_variant(*type, f)) return std::nullopt;
        return parse_error{error_kind::unknown_variant,
                           "GameType " + draughts::quoted(t->value) + " is not a variant this library plays (" +
                               variant_names() + ")",
                           t->line, t->column};
    }
    if (fallback.empty()) fallback = guess_variant(record).name;
    if (visit_variant(fallback, f)) return std::nullopt;
    return parse_error{error_kind::unknown_variant,
                       "unknown variant " + draughts::quoted(fallback) + " (" + variant_names() + ")",
                       record.line, 0};
}

// Every game of a text, under Variant's rules.
template <class Variant>
[[nodiscard]] std::vector<pdn_replay<Variant>> read_pdn(std::string_view text, pdn_limits limits = {}) {
    std::vector<pdn_replay<Variant>> games;
    pdn_reader reader(text, limits);
    while (auto record = reader.next()) games.push_back(replay_pdn<Variant>(*record));
    return games;
}

}  // namespace draughts

// ---- draughts/pdn/writer.hpp
// Writing PDN 3.0 (pdn.fmjd.org): a game with its tags, its moves in standard notation,
// comments, NAGs and variations, and its result, so that reading it gives it back.


#include <algorithm>
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace draughts {

// ---------------------------------------------------------------------------------------
// Writing (PDN 3.0): the seven standard tags (Event, Site, Date, Round, White, Black,
// Result) with their unknown values when the game has none, GameType, FEN when the game
// does not start from the start position, the other tags in their order; then the moves
// with their numbers, each in standard notation (short, or the full path when the short
// form is ambiguous), comments, NAGs and variations, in lines of at most `line_width`
// characters where the tokens allow; then the result. Reading the text gives the same
// game, but for the tags written for it, a FEN tag of the start position (not written)
// and a missing or "-" result (written as the Result tag's value, or "*"). The moves must
// be legal, as replay_pdn gives them; a '}' in a comment is written as ')'.

struct pdn_write_options {
    std::size_t line_width = 80;
};

namespace detail {

inline void append_escaped(std::string& out, std::string_view value) {
    for (char c : value) {
        if (c == '"' || c == '\\') out += '\\';
        out += c;
    }
}

// Tokens joined by spaces, in lines of bounded width.
class pdn_line_writer {
public:
    explicit pdn_line_writer(std::string& out, std::size_t width) : out_(out), width_(width) {}

    void token(std::string_view text) {
        std::string_view first_line = text.substr(0, text.find('\n'));
        const std::size_t need = prefix_.size() + first_line.size();
        if (column_ > 0 && column_ + 1 + need > width_) {
            out_ += '\n';
            column_ = 0;
        } else if (column_ > 0) {
            out_ += ' ';
            ++column_;
        }
        out_ += prefix_;
        out_ += text;
        const std::size_t newline = text.rfind('\n');
        column_ = newline == std::string_view::npos ? column_ + need : text.size() - newline - 1;
        prefix_.clear();
    }
    void open() { prefix_ += '('; }
    void close() {
        if (!prefix_.empty()) token("");  // an empty variation
        out_ += ')';
        ++column_;
    }
    void end_line() {
        if (column_ > 0) out_ += '\n';
        column_ = 0;
    }

private:
    std::string& out_;
    std::size_t width_;
    std::size_t column_ = 0;
    std::string prefix_;
};

template <class Variant>
class pdn_writer {
public:
    pdn_writer(const pdn_game<Variant>& g, std::string& out, pdn_write_options o)
        : g_(g), out_(out), lines_(out, o.line_width) {}

    void write() {
        tags();
        out_ += '\n';
        line(g_.moves, g_.start, 0, true);
        lines_.token(result());
        lines_.end_line();
    }

private:
    [[nodiscard]] std::string result() const {
        if (is_pdn_result(g_.result)) return g_.result;
        const std::string_view value = trimmed(g_.tag("Result"));
        return is_pdn_result(value) ? std::string(value) : "*";
    }

    void tag(std::string_view name, std::string_view value) {
        out_ += '[';
        out_ += name;
        out_ += " \"";
        append_escaped(out_, value);
        out_ += "\"]\n";
    }

    void tags() {
        static constexpr std::string_view seven[] = {"Event", "Site", "Date", "Round", "White", "Black", "Result"};
        for (std::string_view name : seven) {
            const pdn_tag* t = find(name);
            if (name == "Result")
                tag(name, t && is_pdn_result(trimmed(t->value)) ? trimmed(t->value) : result());
            else
                tag(name, t ? std::string_view(t->value) : name == "Date" ? "????.??.??" : "?");
        }
        const pdn_tag* type = find("GameType");  // kept when it names this variant: "20,W,10,10,N2,0"
        if (type && pdn_game_type_number(type->value) == rules_of<Variant>::pdn_game_type)
            tag("GameType", type->value);
        else if (rules_of<Variant>::pdn_game_type != 0)
            tag("GameType", std::to_string(rules_of<Variant>::pdn_game_type));
        const bool setup = !(g_.start == position<Variant>::start());
        if (setup) tag("FEN", write_fen(g_.start));
        for (const auto& t : g_.tags) {
            if (std::find(std::begin(seven), std::end(seven), t.name) != std::end(seven)) continue;
            if (t.name == "GameType" || t.name == "FEN") continue;
            if (!setup && (t.name == "SetUp" || t.name == "Setup")) continue;
            tag(t.name, t.value);
        }
    }

    [[nodiscard]] const pdn_tag* find(std::string_view name) const {
        for (const auto& t : g_.tags)
            if (t.name == name) return &t;
        return nullptr;
    }

    void comment(const std::string& text) {
        std::string s = "{";
        for (char c : text) s += c == '}' ? ')' : c;  // a comment cannot hold its closing brace
        lines_.token(s + "}");
    }

    void line(const pdn_line<Variant>& l, position<Variant> p, std::size_t ply, bool number_black) {
        for (const auto& c : l.comments) {
            comment(c);
            number_black = true;
        }
        for (const auto& node : l.nodes) {
            const std::size_t from_white = ply + (g_.start.side_to_move() == color::black ? 1 : 0);
            const std::uint64_t first = std::max(g_.first_move_number, std::uint64_t{1});
            const std::string number = std::to_string(first + from_white / 2);
            std::string text = write_move(p, node.move) + node.strength;
            if (p.side_to_move() == color::white)
                text = number + ". " + text;
            else if (number_black)
                text = number + "... " + text;
            lines_.token(text);
            number_black = false;
            for (std::uint32_t nag : node.nags) lines_.token(std::string(1, '$') += std::to_string(nag));
            for (const auto& c : node.comments) {
                comment(c);
                number_black = true;
            }
            for (const auto& v : node.variations) {
                lines_.open();
                line(v, p, ply, true);
                lines_.close();
                number_black = true;
            }
            p.play(node.move);
            ++ply;
        }
    }

    const pdn_game<Variant>& g_;
    std::string& out_;
    pdn_line_writer lines_;
};

}  // namespace detail

// A game's result as PDN writes it: "2-0", "1-1", "0-2" where a win scores 2 points
// (international draughts and its family), "1-0", "1/2-1/2", "0-1" elsewhere; "*" while it
// goes on.
template <class Variant>
[[nodiscard]] std::string pdn_result(const game_state& s) {
    const bool two_points = rules_of<Variant>::points_for_a_win == 2;
    switch (s.kind) {
    case game_status::ongoing: return "*";
    case game_status::draw: return two_points ? "1-1" : "1/2-1/2";
    case game_status::win:
        if (s.winner == color::white) return two_points ? "2-0" : "1-0";
        return two_points ? "0-2" : "0-1";
    }
    return "*";
}

// A game as PDN holds it: its set-up, its moves, and its result from the rules' verdict, with
// the tags given (a Result tag among them is replaced).
template <class Variant>
[[nodiscard]] pdn_game<Variant> to_pdn_game(const game<Variant>& g, std::vector<pdn_tag> tags = {}) {
    pdn_game<Variant> out;
    out.start = g.setup();
    for (const auto& m : g.moves()) out.moves.nodes.push_back({m, {}, {}, {}, {}});
    out.result = pdn_result<Variant>(g.state());
    std::erase_if(tags, [](const pdn_tag& t) { return t.name == "Result"; });
    tags.push_back({"Result", out.result});
    out.tags = std::move(tags);
    return out;
}

// One game, ending with a line end; files put an empty line between games.
template <class Variant>
[[nodiscard]] std::string write_pdn(const pdn_game<Variant>& g, pdn_write_options options = {}) {
    std::string out;
    detail::pdn_writer<Variant>(g, out, options).write();
    return out;
}

}  // namespace draughts

// ---- draughts/pdn/pdn.hpp
// PDN 3.0 game files (PDN 3.0, pdn.fmjd.org): read them, check every move,
// write them.
//
// Two layers. The syntax layer (pdn_reader) splits a byte stream into games and each game
// into tags and a movetext tree - moves as written with their line and column, move numbers,
// comments, NAGs, strength marks, nested variations, the result - without knowing a
// variant. It reads one game at a time, so memory is bounded by the largest game, and it
// bounds nesting depth and the length of every token, so hostile input gives an error.
// The replay layer (replay_pdn<Variant>) plays each move of a game on its position: it
// matches the text against the legal moves, validates each variation from the position
// where it branches, and gives the game as moves, or the first error with line, column
// and reason. write_pdn writes a game as PDN 3.0 asks, so that reading it gives it back.
//
// What real files hold is read as it is (real game collections): a UTF-8 byte
// order mark, CRLF, LF or CR line ends, bytes in any encoding inside tags and comments
// (kept as bytes), tags split over lines or all on one line, a tag without a value
// ("[Empty]"), escaped quotes, "1.32-28", "23..." and "1. ... 7-12", "1- 7", "05",
// both capture separators, numeric squares on 8x8, short, long and partial captures,
// strength marks as "!?" or "(!?)", Russian win and draw marks, "- -" for moves that were
// not recorded and a bare "-" result (the game is then marked incomplete), a result glued
// to the next tag, a game without a result, chess-style results in international files.
// Damage is read only where its reading is plain, and then said in the game's notes (the
// text "\r" in place of line ends, a tag without a value, an ambiguous short capture that
// only one reading lets go on); a move is never read unless it is legal.
//
// One header per layer: record.hpp (a game as written), lexer.hpp (tokens), reader.hpp
// (games as text, one at a time), replay.hpp (games as moves, and the variant guessed),
// writer.hpp (games as text again).


// ---- draughts/movegen/last_plies.hpp
// The last plies of a count (perft), for any move source, and the two last plies at once for
// the fast generator: the capability counts_last_two_plies<Variant> declares. Below a quiet
// move the other side's pieces are as they were, so their replies are prepared once for all
// the children, and in bulk counting often summed over all of them at once; below a capture
// they are worked out afresh; and the last ply is counted without making its moves (bulk)
// or each move made (full).


#include <cstdint>
#include <type_traits>

namespace draughts {

enum class leaf_counting : std::uint8_t { bulk, full };

// Whether the variant's move source counts the last two plies of a perft at once (the fast
// generator's replies, below); the others give their moves one ply at a time.
template <class Variant>
inline constexpr bool counts_last_two_plies = fast_generator_covers<Variant>;

namespace detail {

// Makes the compiler compute a made leaf position it would otherwise prove unused: "full"
// counting must really make every leaf. Register operands where the bitboard is one word,
// so nothing is stored; a wider position goes through memory.
template <class Variant>
inline void keep(const position<Variant>& p) noexcept {
#if defined(__GNUC__) || defined(__clang__)
    if constexpr (std::is_same_v<typename Variant::board::bitboard, std::uint64_t>) {
        asm volatile(""
                     :
                     : "r"(p.pieces(color::white)), "r"(p.pieces(color::black)), "r"(p.kings()),
                       "r"(static_cast<unsigned>(p.side_to_move())));
    } else {
        asm volatile("" : : "r"(&p) : "memory");
    }
#else
    static_cast<void>(static_cast<const volatile position<Variant>&>(p));
#endif
}

// Hands each child of `parent`, made from the moves a generator gives, to on_child: the
// one place perft plays a move. Where the children are leaves of full counting, the men's
// moves that end short of the last row are given apart (crowning_apart), so that those
// leaves are made without a test for a crowning; above the leaves, where each child has
// its own moves to count, the second loop over a direction costs more than it saves.
template <class Variant, color Us, class OnChild, bool Leaves = false>
struct each_child {
    static constexpr bool crowning_apart = Leaves;
    const position<Variant> parent;  // a copy, not a reference, so that it may stay in registers
    OnChild on_child;

    DRAUGHTS_ALWAYS_INLINE void operator()(const move<Variant>& m) noexcept {
        position<Variant> child = parent;
        child.template play<Us>(m);
        on_child(child);
    }
    template <bool MayCrown>
    DRAUGHTS_ALWAYS_INLINE void man_step(typename Variant::board::bitboard from_and_to) noexcept {
        position<Variant> child = parent;
        child.template play_man_step<Us, MayCrown>(from_and_to);
        on_child(child);
    }
    template <bool MayCrown>
    DRAUGHTS_ALWAYS_INLINE void man_capture(typename Variant::board::bitboard from_and_to,
                                            typename Variant::board::bitboard taken) noexcept {
        position<Variant> child = parent;
        child.template play_man_capture<Us, MayCrown>(from_and_to, taken);
        on_child(child);
    }
};

// Calls on_child(child) for every child of p, from the variant's move source.
template <class Variant, color Us, class OnChild>
DRAUGHTS_ALWAYS_INLINE inline void for_each_child(const position<Variant>& p, paths convention,
                                                  OnChild on_child) noexcept {
    move_source<Variant, Us>(p).for_each_move(convention, each_child<Variant, Us, OnChild>{p, on_child});
}

// The moves of side Us in each position given, worked out afresh: for last_ply where
// nothing can be prepared ahead, as after a capture, which takes pieces of the other side.
template <class Variant, color Us>
struct moves_afresh {
    static constexpr color side = Us;

    DRAUGHTS_ALWAYS_INLINE std::uint64_t count(const position<Variant>& p, paths mode) const noexcept {
        return fast_generator<Variant, Us>(p).count(mode);
    }
    template <class Visit>
    DRAUGHTS_ALWAYS_INLINE void for_each_move(const position<Variant>& p, paths mode, Visit&& visit) const {
        fast_generator<Variant, Us>(p).for_each_move(mode, visit);
    }
};

// The leaves below p, each made, of the moves give(visit) hands to the visitor.
template <class Variant, color Us, class Give>
DRAUGHTS_ALWAYS_INLINE inline std::uint64_t leaves_made(const position<Variant>& p, Give give) noexcept {
    std::uint64_t leaves = 0;
    auto on_leaf = [&](const position<Variant>& leaf) DRAUGHTS_LAMBDA_ALWAYS_INLINE {
        keep(leaf);
        ++leaves;
    };
    give(each_child<Variant, Us, decltype(on_leaf), true>{p, on_leaf});
    return leaves;
}

// The last ply: the moves of p's side to move, given as replies prepared ahead or as
// moves_afresh, counted (bulk) or each made (full).
template <leaf_counting Counting, class Variant, class Moves>
DRAUGHTS_ALWAYS_INLINE inline std::uint64_t last_ply(const position<Variant>& p, const Moves& moves,
                                                     paths convention) noexcept {
    if constexpr (Counting == leaf_counting::bulk) {
        return moves.count(p, convention);
    } else {
        return leaves_made<Variant, Moves::side>(
            p, [&](auto&& visit) DRAUGHTS_LAMBDA_ALWAYS_INLINE { moves.for_each_move(p, convention, visit); });
    }
}

// The last ply below one child of a capture, out of line: a call per child costs less than
// a copy of the whole generator at every place a capture is made (compile time: each copy
// is compiled in every program that calls perft). The pieces go in registers.
template <leaf_counting Counting, class Variant, color Us>
DRAUGHTS_NOINLINE std::uint64_t last_ply_of(typename Variant::board::bitboard white,
                                            typename Variant::board::bitboard black,
                                            typename Variant::board::bitboard kings, paths convention) noexcept {
    return last_ply<Counting>(position<Variant>::from_sets(white, black, kings, Us), moves_afresh<Variant, Us>{},
                              convention);
}

// The last two plies below a position where a capture is due.
template <class Variant, color Us, leaf_counting Counting>
DRAUGHTS_NOINLINE std::uint64_t last_two_plies_after_captures(const position<Variant>& p, paths convention) noexcept {
    std::uint64_t nodes = 0;
    auto on_child = [&](const position<Variant>& child) DRAUGHTS_LAMBDA_ALWAYS_INLINE {
        nodes += last_ply_of<Counting, Variant, ~Us>(child.pieces(color::white), child.pieces(color::black),
                                                     child.kings(), convention);
    };
    fast_generator<Variant, Us>(p).for_each_capture(convention, each_child<Variant, Us, decltype(on_child)>{p, on_child});
    return nodes;
}

// The last two plies below a position with no capture to make, for the quiet moves of the
// men or of the kings: the hottest loop, in a function of its own so that its values stay
// in registers. A quiet move leaves the other side's pieces as they were, so their replies
// are prepared once for all the children. Positions without kings, most of them, have a
// copy of the loop where the kings are a constant (none), so that every branch for kings
// is compiled away; the kings' moves have a function of their own, as one loop holding
// both took the compiler longer than two. Where the other side has no kings and could not
// capture, which of the men's steps give it a capture is known for all of them at once
// (replies::capturing_after_steps): in bulk counting the replies to the others are summed
// at once (replies::count_after_steps), and only the children where a step gives a capture
// are made, to be counted one by one; in full counting the others' leaves are made from the
// replying men's steps without a test for a capture, in a loop of their own: a branch
// choosing, child by child, mispredicts (international full 2.4%, Russian full 3.0% slower).
template <class Variant, color Us, leaf_counting Counting, bool AnyKings, bool KingMoves>
DRAUGHTS_NOINLINE std::uint64_t last_two_quiet_plies(const position<Variant>& given, paths convention) noexcept {
    const position<Variant> p =
        AnyKings ? given : position<Variant>::from_sets(given.pieces(color::white), given.pieces(color::black), {}, Us);
    const replies<Variant, ~Us> them(p);
    std::uint64_t nodes = 0;
    if constexpr (!KingMoves) {
        if (!p.kings(~Us)) {
            const auto threats = them.threats(p.empty());
            if (!threats.capture_now(p.empty())) {
                using rules = rules_for<Variant, Us>;
                using board = typename Variant::board;
                const auto steps = [&]<direction D>() DRAUGHTS_LAMBDA_ALWAYS_INLINE {
                    if constexpr (Counting == leaf_counting::bulk) {
                        typename board::bitboard capturing{};
                        nodes += them.template count_after_steps<D>(p.men(Us), p.empty(), threats, capturing);
                        for (; capturing; capturing = without_lowest_bit(capturing)) {
                            const auto to = only_lowest_bit(capturing);
                            position<Variant> child = p;
                            child.template play_man_step<Us>(to | board::template step<reverse(D)>(to));
                            nodes += them.count(child, convention);
                        }
                    } else {
                        const auto capturing = them.template capturing_after_steps<D>(threats);
                        const auto ends = board::template step<D>(p.men(Us)) & p.empty();
                        for (auto quiet = ends & ~capturing; quiet; quiet = without_lowest_bit(quiet)) {
                            const auto to = only_lowest_bit(quiet);
                            position<Variant> child = p;
                            child.template play_man_step<Us>(to | board::template step<reverse(D)>(to));
                            nodes += leaves_made<Variant, ~Us>(
                                child, [&](auto&& visit)
                                           DRAUGHTS_LAMBDA_ALWAYS_INLINE { them.men_steps(child.empty(), visit); });
                        }
                        for (auto capture = ends & capturing; capture; capture = without_lowest_bit(capture)) {
                            const auto to = only_lowest_bit(capture);
                            position<Variant> child = p;
                            child.template play_man_step<Us>(to | board::template step<reverse(D)>(to));
                            nodes += last_ply<Counting>(child, them, convention);
                        }
                    }
                };
                steps.template operator()<rules::forward_left>();
                steps.template operator()<rules::forward_right>();
                return nodes;
            }
        }
    }
    auto on_child = [&](const position<Variant>& child)
                        DRAUGHTS_LAMBDA_ALWAYS_INLINE { nodes += last_ply<Counting>(child, them, convention); };
    using children = each_child<Variant, Us, decltype(on_child)>;
    if constexpr (KingMoves)
        fast_generator<Variant, Us>(p).king_moves(children{p, on_child});
    else
        fast_generator<Variant, Us>(p).men_moves(children{p, on_child});
    return nodes;
}

// The last two plies below a position without kings, the common case: decided inline.
template <class Variant, color Us, leaf_counting Counting>
DRAUGHTS_ALWAYS_INLINE inline std::uint64_t last_two_plies_without_kings(const position<Variant>& p,
                                                                         paths convention) noexcept {
    if (fast_generator<Variant, Us>(p).men_capturing())
        return last_two_plies_after_captures<Variant, Us, Counting>(p, convention);
    return last_two_quiet_plies<Variant, Us, Counting, false, false>(p, convention);
}

template <class Variant, color Us, leaf_counting Counting>
DRAUGHTS_NOINLINE std::uint64_t last_two_plies(const position<Variant>& p, paths convention) noexcept {
    if (!p.kings()) return last_two_plies_without_kings<Variant, Us, Counting>(p, convention);
    if (fast_generator<Variant, Us>(p).has_capture())
        return last_two_plies_after_captures<Variant, Us, Counting>(p, convention);
    const std::uint64_t nodes = last_two_quiet_plies<Variant, Us, Counting, true, false>(p, convention);
    return p.kings(Us) ? nodes + last_two_quiet_plies<Variant, Us, Counting, true, true>(p, convention) : nodes;
}

// last_two_plies, with a position without kings sent to its loop inline, without a call.
template <class Variant, color Us, leaf_counting Counting>
DRAUGHTS_ALWAYS_INLINE inline std::uint64_t last_two_plies_quickly(const position<Variant>& p,
                                                                   paths convention) noexcept {
    return p.kings() ? last_two_plies<Variant, Us, Counting>(p, convention)
                     : last_two_plies_without_kings<Variant, Us, Counting>(p, convention);
}

}  // namespace detail
}  // namespace draughts

// ---- draughts/perft/table.hpp
// A table of perft counts already made, for hashed perft: a position met again at the same
// remaining depth (transpositions are everywhere in draughts: two men moved in either
// order) is looked up instead of counted again.
//
// It can never give a wrong count: an entry holds the whole position (pieces, side to
// move, and any history the rules keep, as Frisian's king runs), the remaining depth and
// the convention, all compared on a lookup; the hash only chooses the bucket. Its size is
// fixed when it is made, and entries are replaced when buckets fill: a count lost is counted
// again, never guessed. Threads may share one table: each bucket has a lock of its own,
// held for the few words a lookup or a store reads or writes.


#include <algorithm>
#include <array>
#include <atomic>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <new>
#include <optional>
#include <thread>
#include <type_traits>

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace draughts {

namespace detail {

// Zeroed memory for a large table, nullptr when there is none. On Linux it is mapped from the
// system with a request for huge pages: a table is stored to all over, and each 4 KB page
// costs a page fault when it is first touched (a 4 GB table, a million of them; where the
// system grants no huge pages, a table much larger than a count needs costs time).
inline void* zeroed_memory(std::size_t bytes) noexcept {
#if defined(__linux__)
    void* memory = mmap(nullptr, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (memory == MAP_FAILED) return nullptr;
    madvise(memory, bytes, MADV_HUGEPAGE);  // a request: without it, 4 KB pages
    return memory;
#else
    return std::calloc(bytes, 1);
#endif
}

inline void release_memory(void* memory, [[maybe_unused]] std::size_t bytes) noexcept {
#if defined(__linux__)
    munmap(memory, bytes);
#else
    std::free(memory);
#endif
}

}  // namespace detail

template <class Variant>
class perft_table {
public:
    // A table of at most `bytes` bytes: the largest power of two of buckets that fits, and
    // one bucket at least.
    // The memory comes zeroed from the system, every bucket empty and unlocked, and is only
    // touched as counts are stored: a table of many gigabytes costs nothing to make.
    explicit perft_table(std::size_t bytes)
        : mask_(std::bit_floor(std::max<std::size_t>(bytes / sizeof(bucket), 1)) - 1),
          buckets_(static_cast<bucket*>(detail::zeroed_memory(size_in_bytes()))) {
        if (!buckets_) throw std::bad_alloc();
    }
    ~perft_table() { detail::release_memory(buckets_, size_in_bytes()); }
    perft_table(const perft_table&) = delete;
    perft_table& operator=(const perft_table&) = delete;

    [[nodiscard]] std::size_t size_in_bytes() const noexcept { return (mask_ + 1) * sizeof(bucket); }
    [[nodiscard]] std::size_t capacity() const noexcept { return (mask_ + 1) * ways; }

    // The count of p at `depth` under `convention`, when the table has it.
    [[nodiscard]] std::optional<std::uint64_t> find(const position<Variant>& p, int depth,
                                                    paths convention) const noexcept {
        const std::uint8_t key = key_of(depth, convention);
        const bucket& b = bucket_of(p);
        const lock held(b.busy);
        for (const entry& e : b.entries)
            if (e.key == key && e.start == p) return e.nodes;
        return std::nullopt;
    }

    // Keeps the count of p at `depth` (1 to 127), in place of the shallowest entry of its
    // bucket: deeper counts cost more to make again.
    void store(const position<Variant>& p, int depth, paths convention, std::uint64_t nodes) noexcept {
        const std::uint8_t key = key_of(depth, convention);
        bucket& b = bucket_of(p);
        const lock held(b.busy);
        entry* replaced = &b.entries[0];
        for (entry& e : b.entries) {
            if (e.key == key && e.start == p) return;  // stored meanwhile by another thread
            if (e.key < replaced->key) replaced = &e;
        }
        *replaced = {p, nodes, key};
    }

    // The entries that hold a count.
    [[nodiscard]] std::size_t used() const noexcept {
        std::size_t n = 0;
        for (std::size_t i = 0; i <= mask_; ++i) {
            const lock held(buckets_[i].busy);
            for (const entry& e : buckets_[i].entries) n += e.key != 0;
        }
        return n;
    }

    void clear() noexcept {
        for (std::size_t i = 0; i <= mask_; ++i) {
            const lock held(buckets_[i].busy);
            buckets_[i].entries = {};
        }
    }

private:
    static constexpr std::size_t ways = 4;

    struct entry {
        position<Variant> start{};
        std::uint64_t nodes = 0;
        std::uint8_t key = 0;  // depth and convention (key_of); 0: empty
    };
    // All bytes zero is an empty, unlocked bucket (an aggregate: its objects begin with the
    // memory calloc gives).
    struct bucket {
        mutable std::atomic<bool> busy{false};
        std::array<entry, ways> entries{};
    };
    static_assert(std::is_aggregate_v<bucket> && std::is_trivially_destructible_v<bucket>);

    // Holds a bucket's lock for its lifetime. Contention is rare (threads are few, buckets
    // many), so waiting spins and yields.
    class lock {
    public:
        explicit lock(std::atomic<bool>& busy) noexcept : busy_(busy) {
            while (busy_.exchange(true, std::memory_order_acquire))
                while (busy_.load(std::memory_order_relaxed)) std::this_thread::yield();
        }
        ~lock() { busy_.store(false, std::memory_order_release); }
        lock(const lock&) = delete;
        lock& operator=(const lock&) = delete;

    private:
        std::atomic<bool>& busy_;
    };

    [[nodiscard]] static constexpr std::uint8_t key_of(int depth, paths convention) noexcept {
        DRAUGHTS_ASSERT(depth >= 1 && depth <= 127);
        return static_cast<std::uint8_t>(depth << 1 | (convention == paths::every ? 1 : 0));
    }
    [[nodiscard]] bucket& bucket_of(const position<Variant>& p) const noexcept {
        return buckets_[static_cast<std::size_t>(p.hash()) & mask_];
    }

    std::size_t mask_;
    bucket* buckets_;
};

}  // namespace draughts

// ---- draughts/perft/perft.hpp
// Perft: the number of move sequences of a given length from a position, the standard
// check of a move generator against published counts.
//
// Counting: bulk (the last ply counts moves without making them) or full (every leaf move
// is made), a template argument rather than an option: full counting is for timing the
// making of moves, and compiled only by the programs that ask for it (it would be a third of
// what every program that calls perft compiles). Convention: one move per (from, to,
// captured set), or every capture path.
// Hashed perft (perft(p, depth, table)) takes the counts of positions met again from a
// perft_table (table.hpp).
// Counters are 64-bit: enough for every published count of these variants (international
// depth 12 is about 1.1e10; 2^64 is about 1.8e19).


#include <algorithm>
#include <atomic>
#include <cstdint>
#include <functional>
#include <thread>
#include <utility>
#include <vector>

namespace draughts {

struct perft_options {
    paths convention = paths::unique;
    unsigned threads = 1;
    // Called now and then from the calling thread with (subtrees done, subtrees in all).
    std::function<void(std::size_t, std::size_t)> progress{};
};

namespace detail {

// WebAssembly built without threads (Emscripten without -pthread) has the calling thread
// only: there perft counts every subtree on it, whatever `threads` asks. Its C++ library
// (libc++ 14) has no std::jthread either, hence the joining thread below.
#if defined(__EMSCRIPTEN__) && !defined(__EMSCRIPTEN_PTHREADS__)
inline constexpr bool helper_threads = false;
#else
inline constexpr bool helper_threads = true;
#endif

class joining_thread {
public:
    template <class F>
    explicit joining_thread(F&& f) : thread_(std::forward<F>(f)) {}
    joining_thread(joining_thread&&) noexcept = default;
    joining_thread& operator=(joining_thread&&) = delete;
    joining_thread(const joining_thread&) = delete;
    joining_thread& operator=(const joining_thread&) = delete;
    ~joining_thread() {
        if (thread_.joinable()) thread_.join();
    }

private:
    std::thread thread_;
};

// The plies above the last two, or above the last where the variant's move source does not
// count two at once: one loop for every variant, over the children its move source gives.
template <class Variant, color Us, leaf_counting Counting>
DRAUGHTS_NOINLINE std::uint64_t perft_nodes(const position<Variant>& p, int depth, paths convention) noexcept {
    if constexpr (counts_last_two_plies<Variant>) {
        if (depth == 1)
            return last_ply_of<Counting, Variant, Us>(p.pieces(color::white), p.pieces(color::black), p.kings(),
                                                      convention);
        if (depth == 2) return last_two_plies<Variant, Us, Counting>(p, convention);
    } else if (depth == 1 && Counting == leaf_counting::bulk) {
        return move_source<Variant, Us>(p).count(convention);
    }
    std::uint64_t nodes = 0;
    for_each_child<Variant, Us>(p, convention, [&](const position<Variant>& child) DRAUGHTS_LAMBDA_ALWAYS_INLINE {
        if constexpr (counts_last_two_plies<Variant>) {
            if (depth > 3)
                nodes += perft_nodes<Variant, ~Us, Counting>(child, depth - 1, convention);
            else
                nodes += last_two_plies_quickly<Variant, ~Us, Counting>(child, convention);
        } else if (depth == 1) {
            keep(child);
            ++nodes;
        } else {
            nodes += perft_nodes<Variant, ~Us, Counting>(child, depth - 1, convention);
        }
    });
    return nodes;
}

template <leaf_counting Counting, class Variant>
std::uint64_t perft_serial(const position<Variant>& p, int depth, paths convention) noexcept {
    if (depth <= 0) return 1;
    return for_side_to_move(p, [&]<color Us>() { return perft_nodes<Variant, Us, Counting>(p, depth, convention); });
}

// Hashed perft looks up positions this many plies above the leaves or more; the last two
// plies are left to the loops that count them without making a position to look up.
inline constexpr int hashed_from_depth = 3;

// Perft of a position of side Us, looking up and keeping the counts of positions with
// hashed_from_depth plies or more to go.
template <class Variant, color Us>
std::uint64_t hashed_perft_nodes(const position<Variant>& p, int depth, paths convention,
                                 perft_table<Variant>& table) noexcept {
    if (depth < hashed_from_depth) return perft_nodes<Variant, Us, leaf_counting::bulk>(p, depth, convention);
    if (const auto known = table.find(p, depth, convention)) return *known;
    std::uint64_t nodes = 0;
    const auto on_child = [&](const position<Variant>& child) {
        nodes += hashed_perft_nodes<Variant, ~Us>(child, depth - 1, convention, table);
    };
    for_each_child<Variant, Us>(p, convention, on_child);
    table.store(p, depth, convention, nodes);
    return nodes;
}

template <class Variant>
std::uint64_t hashed_perft_serial(const position<Variant>& p, int depth, paths convention,
                                  perft_table<Variant>& table) noexcept {
    if (depth <= 0) return 1;
    return for_side_to_move(
        p, [&]<color Us>() { return hashed_perft_nodes<Variant, Us>(p, depth, convention, table); });
}

// A subtree to count: a position `depth` plies above the leaves, under root move `root`.
template <class Variant>
struct perft_task {
    position<Variant> start;
    int depth;
    std::size_t root;
    std::uint64_t nodes = 0;
};

// Splits the tree below the root moves into subtrees, deeper until there are enough to
// keep every thread busy to the end even when subtrees differ in size.
template <class Variant>
std::vector<perft_task<Variant>> split(const position<Variant>& p, const move_list<Variant>& roots, int depth,
                                       const perft_options& o) {
    std::vector<perft_task<Variant>> tasks;
    for (std::size_t i = 0; i < roots.size(); ++i) {
        position<Variant> child = p;
        child.play(roots[i]);
        tasks.push_back({child, depth - 1, i});
    }
    const std::size_t enough = helper_threads && o.threads > 1 ? 64 * std::size_t{o.threads} : 0;
    while (tasks.size() < enough && !tasks.empty() && tasks.front().depth > 2) {
        std::vector<perft_task<Variant>> deeper;
        for (const auto& t : tasks) {
            move_list<Variant> moves;
            generate(t.start, moves, o.convention);
            for (const auto& m : moves) {
                position<Variant> child = t.start;
                child.play(m);
                deeper.push_back({child, t.depth - 1, t.root});
            }
        }
        tasks = std::move(deeper);
    }
    return tasks;
}

// Leaf count per root move, in the order generate() gives them, each subtree counted by
// count(start, depth) on as many threads as the options ask.
template <class Variant, class Count>
std::vector<std::pair<move<Variant>, std::uint64_t>> divide(const position<Variant>& p, int depth,
                                                            const perft_options& o, Count count) {
    std::vector<std::pair<move<Variant>, std::uint64_t>> result;
    if (depth <= 0) return result;
    move_list<Variant> roots;
    generate(p, roots, o.convention);
    for (const auto& m : roots) result.emplace_back(m, 0);

    auto tasks = split(p, roots, depth, o);
    std::atomic<std::size_t> next{0};
    std::atomic<std::size_t> done{0};
    auto work = [&] {
        for (std::size_t i; (i = next.fetch_add(1, std::memory_order_relaxed)) < tasks.size();) {
            tasks[i].nodes = count(tasks[i].start, tasks[i].depth);
            done.fetch_add(1, std::memory_order_release);
        }
    };
    std::vector<joining_thread> helpers;
    const unsigned helper_count = helper_threads ? std::max(1u, o.threads) - 1 : 0;
    helpers.reserve(helper_count);
    for (unsigned t = 0; t < helper_count; ++t) helpers.emplace_back(work);
    if (o.progress) {
        // The calling thread works too, and reports between its subtrees.
        for (std::size_t i; (i = next.fetch_add(1, std::memory_order_relaxed)) < tasks.size();) {
            tasks[i].nodes = count(tasks[i].start, tasks[i].depth);
            o.progress(done.fetch_add(1, std::memory_order_acq_rel) + 1, tasks.size());
        }
    } else {
        work();
    }
    helpers.clear();  // joins
    for (const auto& t : tasks) result[t.root].second += t.nodes;
    return result;
}

}  // namespace detail

// Leaf count per root move, in the order generate() gives them. With depth 0 there are no
// root moves to divide by, and the result is empty.
template <leaf_counting Counting = leaf_counting::bulk, class Variant>
std::vector<std::pair<move<Variant>, std::uint64_t>> perft_divide(const position<Variant>& p, int depth,
                                                                  const perft_options& o = {}) {
    return detail::divide(p, depth, o, [&](const position<Variant>& start, int d) {
        return detail::perft_serial<Counting>(start, d, o.convention);
    });
}

// The same, hashed: counts of positions met again are taken from the table (perft_table),
// which may be shared by the threads and kept from one call to the next.
template <class Variant>
std::vector<std::pair<move<Variant>, std::uint64_t>> perft_divide(const position<Variant>& p, int depth,
                                                                  perft_table<Variant>& table,
                                                                  const perft_options& o = {}) {
    return detail::divide(p, depth, o, [&](const position<Variant>& start, int d) {
        return detail::hashed_perft_serial(start, d, o.convention, table);
    });
}

// The number of move sequences of `depth` plies from p: perft(p, 6), or
// perft<leaf_counting::full>(p, 6) to make every leaf move as well.
template <leaf_counting Counting = leaf_counting::bulk, class Variant>
std::uint64_t perft(const position<Variant>& p, int depth, const perft_options& o = {}) {
    if (o.threads <= 1 && !o.progress) return detail::perft_serial<Counting>(p, depth, o.convention);
    if (depth <= 0) return 1;
    std::uint64_t nodes = 0;
    for (const auto& [m, n] : perft_divide<Counting>(p, depth, o)) nodes += n;
    return nodes;
}

// The same count, hashed: perft(p, 14, table) with a perft_table<Variant> table(bytes).
// Leaves are counted in bulk (a count taken from the table makes no moves).
template <class Variant>
std::uint64_t perft(const position<Variant>& p, int depth, perft_table<Variant>& table, const perft_options& o = {}) {
    if (o.threads <= 1 && !o.progress) return detail::hashed_perft_serial(p, depth, o.convention, table);
    if (depth <= 0) return 1;
    std::uint64_t nodes = 0;
    for (const auto& [m, n] : perft_divide(p, depth, table, o)) nodes += n;
    return nodes;
}

}  // namespace draughts

// ---- draughts/perft/units.hpp
// Perft split into work units, for counts too deep for one machine: the distinct positions
// some plies below the root, each with the number of move sequences that reach it. Perft of
// the root at depth d is the sum, over the units, of multiplicity times perft of the unit at
// the depth left; the units can be counted anywhere, in any order, by any program.


#include <cstddef>
#include <cstdint>
#include <unordered_map>
#include <vector>

namespace draughts {

template <class Variant>
struct perft_unit {
    position<Variant> start;
    std::uint64_t multiplicity = 0;  // the move sequences from the root that reach it
};

// The distinct positions `plies` plies below p under the convention, in the order they are
// first reached, each with the move sequences that reach it (a position reached by
// transposition is one unit). A line that ends before `plies` plies leaves no unit: it adds
// nothing to a deeper count. plies 0: p itself, once.
template <class Variant>
std::vector<perft_unit<Variant>> perft_units(const position<Variant>& p, int plies,
                                             paths convention = paths::unique) {
    std::vector<perft_unit<Variant>> units{{p, 1}};
    for (int ply = 0; ply < plies; ++ply) {
        std::vector<perft_unit<Variant>> next;
        std::unordered_map<position<Variant>, std::size_t> index;
        move_list<Variant> moves;
        for (const auto& unit : units) {
            generate(unit.start, moves, convention);
            for (const auto& m : moves) {
                position<Variant> child = unit.start;
                child.play(m);
                const auto [at, added] = index.try_emplace(child, next.size());
                if (added) next.push_back({child, 0});
                next[at->second].multiplicity += unit.multiplicity;
            }
        }
        units = std::move(next);
    }
    return units;
}

}  // namespace draughts

// ---- draughts/protocol/common.hpp
// What the engine protocols (hub.hpp, dxp.hpp) share: a position as one letter per square
// after the side to move, and a move given as its start, end and captured squares turned
// into the legal move of a position. Text only: no I/O.


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

// ---- draughts/protocol/dxp.hpp
// DamExchange (DXP), the protocol of two draughts programs playing a game of international
// draughts over a connection (the DamExchange protocol description by Harm Jetten and Stef
// Keetman, published by Mesander: "Layer 2 protocol description" and one page per message;
// quoted below as "DXP layer 2" and "DXP <MESSAGE>"), as text: messages read and written,
// the GAMEREQ position, and moves. No I/O: a program sends and receives the messages
// (DXP layer 1 frames each with a terminating NUL, which is not part of the text here).
//
// Every field has a fixed width: numbers with leading zeros, names padded with blanks to 32
// characters. A message is 1 to 127 characters of ASCII 1-127 (DXP layer 2).


#include <cstdint>
#include <optional>
#include <type_traits>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace draughts {

// DXP's colours: 'W' white, 'Z' (zwart) black.
// GAMEREQ 'R' (DXP GAMEREQ): version (2), the initiator's name (32), the follower's colour
// (1), thinking time in minutes (3), number of moves (3, 0: no limit), starting position (1:
// 'A' the start position with White to move, 'B' a position follows: colour to move (1),
// then one letter per square 1-50 (50)).
struct dxp_game_request {
    int version = 1;
    std::string initiator_name;
    color follower_color = color::black;
    int thinking_minutes = 0;
    int moves = 0;
    // 'B': the colour to move and the 50 squares, as read_dxp_position reads them; none: 'A'.
    std::optional<std::string> setup;
    friend bool operator==(const dxp_game_request&, const dxp_game_request&) = default;
};

// GAMEACC 'A' (DXP GAMEACC): the follower's name (32), the acceptance code (1).
enum class dxp_acceptance : std::uint8_t {
    accepted,             // '0'
    version_not_handled,  // '1': the GAMEREQ's protocol version is not the one expected
    declined_this_game,   // '2': not this game, but another
    declined_all_games,   // '3'
};
struct dxp_game_accept {
    std::string follower_name;
    dxp_acceptance acceptance = dxp_acceptance::accepted;
    friend bool operator==(const dxp_game_accept&, const dxp_game_accept&) = default;
};

// MOVE 'M' (DXP MOVE): the seconds used (4), from (2), to (2), number captured (2, at most
// 20), then each captured square (2 each, in any order).
struct dxp_move {
    int seconds = 0;
    int from = 0;
    int to = 0;
    std::vector<int> captured;
    friend bool operator==(const dxp_move&, const dxp_move&) = default;
};

// GAMEEND 'E' (DXP GAMEEND): the reason (1), the stop code (1).
enum class dxp_end_reason : std::uint8_t { unspecified, i_resign, draw, i_win };  // '0'-'3'
enum class dxp_stop_code : std::uint8_t { next_game_welcome, stop_entirely };     // '0', '1'
struct dxp_game_end {
    dxp_end_reason reason = dxp_end_reason::unspecified;
    dxp_stop_code stop = dxp_stop_code::next_game_welcome;
    friend bool operator==(const dxp_game_end&, const dxp_game_end&) = default;
};

// CHAT 'C' (DXP CHAT): free text, 1 to 126 characters.
struct dxp_chat {
    std::string text;
    friend bool operator==(const dxp_chat&, const dxp_chat&) = default;
};

// BACKREQ 'B' (DXP BACKREQ): the move number to go back to (3, 001-999), the colour to move
// there (1).
struct dxp_back_request {
    int move_number = 1;
    color to_move = color::white;
    friend bool operator==(const dxp_back_request&, const dxp_back_request&) = default;
};

// BACKACC 'K' (DXP BACKACC): the acceptance code (1). The three codes are as other DXP
// implementations read them; the page itself was not at hand.
enum class dxp_back_acceptance : std::uint8_t { accepted, not_supported, declined };  // '0'-'2'
struct dxp_back_accept {
    dxp_back_acceptance acceptance = dxp_back_acceptance::accepted;
    friend bool operator==(const dxp_back_accept&, const dxp_back_accept&) = default;
};

using dxp_message = std::variant<dxp_game_request, dxp_game_accept, dxp_move, dxp_game_end, dxp_chat,
                                 dxp_back_request, dxp_back_accept>;

namespace detail::dxp {

inline constexpr std::size_t name_width = 32;
inline constexpr std::size_t max_message = 127;  // DXP layer 2
inline constexpr std::size_t max_chat = 126;     // DXP CHAT
inline constexpr int max_captured = 20;          // DXP MOVE

// A cursor over one message: fixed-width fields, errors naming the message and the field.
class fields {
public:
    fields(std::string_view text, std::string_view message) : text_(text), message_(message) {}

    [[nodiscard]] parse_error error(error_kind kind, const std::string& what, std::size_t at) const {
        return parse_error{kind, "DXP " + std::string(message_) + ": " + what + " in " + draughts::quoted(text_, 60), 0, at + 1};
    }
    [[nodiscard]] std::size_t offset() const noexcept { return at_; }
    [[nodiscard]] bool at_end() const noexcept { return at_ >= text_.size(); }

    // The next `width` characters, or an error saying the message ends before the field.
    [[nodiscard]] result<std::string_view> take(std::size_t width, std::string_view field) {
        if (text_.size() - at_ < width)
            return error(error_kind::incomplete,
                         "the message ends before its " + std::string(field) + " (" + std::to_string(width) +
                             (width == 1 ? " character)" : " characters)"),
                         text_.size());
        const std::string_view s = text_.substr(at_, width);
        at_ += width;
        return s;
    }
    // A number of exactly `width` digits, leading zeros included, within [low, high].
    [[nodiscard]] result<int> number(std::size_t width, std::string_view field, int low, int high) {
        const std::size_t start = at_;
        auto s = take(width, field);
        if (!s) return s.error();
        int n = 0;
        for (char c : *s) {
            if (!scanner::is_digit(c))
                return error(error_kind::syntax,
                             "the " + std::string(field) + " must be " + std::to_string(width) + " digits, not " +
                                 draughts::quoted(*s),
                             start);
            n = n * 10 + (c - '0');
        }
        if (n < low || n > high)
            return error(field.find("square") != std::string_view::npos ? error_kind::bad_square : error_kind::syntax,
                         "the " + std::string(field) + " " + std::string(*s) + " is not in " + padded(low, width) +
                             "-" + padded(high, width),
                         start);
        return n;
    }
    // One character out of `allowed`, as its index there.
    [[nodiscard]] result<int> code(std::string_view field, std::string_view allowed) {
        const std::size_t start = at_;
        auto s = take(1, field);
        if (!s) return s.error();
        const std::size_t i = allowed.find((*s)[0]);
        if (i == std::string_view::npos) {
            std::string choices;
            for (char c : allowed) choices += (choices.empty() ? "" : ", ") + std::string(1, c);
            return error((allowed == "WZ") ? error_kind::bad_colour : error_kind::syntax,
                         "the " + std::string(field) + " must be one of " + choices + ", not " + draughts::quoted(*s), start);
        }
        return static_cast<int>(i);
    }
    [[nodiscard]] std::optional<parse_error> end() const {
        if (at_end()) return std::nullopt;
        return error(error_kind::trailing_text, "unexpected " + draughts::quoted(text_.substr(at_)) + " after the last field",
                     at_);
    }

    [[nodiscard]] static std::string padded(int n, std::size_t width) {
        std::string s = std::to_string(n);
        return std::string(width > s.size() ? width - s.size() : 0, '0') + s;
    }

private:
    std::string_view text_;
    std::string_view message_;
    std::size_t at_ = 1;  // after the header
};

// A name: 32 characters, blanks added on the right (DXP GAMEREQ, GAMEACC); read without them.
[[nodiscard]] inline result<std::string> name(fields& in) {
    auto s = in.take(name_width, "name");
    if (!s) return s.error();
    std::string_view n = *s;
    while (!n.empty() && n.back() == ' ') n.remove_suffix(1);
    return std::string(n);
}

[[nodiscard]] inline color colour_of(int index) noexcept { return index == 0 ? color::white : color::black; }
[[nodiscard]] inline char colour_letter(color c) noexcept { return c == color::white ? 'W' : 'Z'; }

}  // namespace detail::dxp

// The letters of the GAMEREQ position: the colour to move 'W' or 'Z', then per square 'w'
// and 'z' men, 'W' and 'Z' kings, 'e' empty (as Scan 3.1 and other DXP programs write it;
// DXP GAMEREQ gives the layout).
inline constexpr position_letters dxp_letters{"DXP", 'W', 'Z', 'w', 'z', 'W', 'Z', 'e'};

// Reads one DXP message (its text, without layer 1's terminating NUL). Errors name the
// message, the field and its column: a field of the wrong width or characters, a code out of
// its range, a message too long or with anything after its last field.
[[nodiscard]] inline result<dxp_message> read_dxp(std::string_view text) {
    using detail::dxp::fields;
    if (text.empty()) return parse_error{error_kind::empty_input, "empty DXP message", 0, 0};
    for (std::size_t i = 0; i < text.size(); ++i) {
        const auto c = static_cast<unsigned char>(text[i]);
        if (c == 0 || c > 127)
            return parse_error{error_kind::syntax,
                               "a DXP message holds ASCII characters 1-127, not " + excerpt(text.substr(i, 1)), 0,
                               i + 1};
    }
    if (text.size() > detail::dxp::max_message)
        return parse_error{error_kind::trailing_text,
                           "a DXP message has at most 127 characters, not " + std::to_string(text.size()), 0,
                           detail::dxp::max_message + 1};
    switch (text[0]) {
    case 'R': {
        fields in(text, "GAMEREQ");
        dxp_game_request m;
        auto version = in.number(2, "version", 0, 99);
        if (!version) return version.error();
        auto name = detail::dxp::name(in);
        if (!name) return name.error();
        auto follower = in.code("follower colour", "WZ");
        if (!follower) return follower.error();
        auto minutes = in.number(3, "thinking time", 0, 999);
        if (!minutes) return minutes.error();
        auto moves = in.number(3, "number of moves", 0, 999);
        if (!moves) return moves.error();
        auto start = in.code("starting position", "AB");
        if (!start) return start.error();
        m.version = *version;
        m.initiator_name = std::move(*name);
        m.follower_color = detail::dxp::colour_of(*follower);
        m.thinking_minutes = *minutes;
        m.moves = *moves;
        if (*start == 1) {
            const std::size_t at = in.offset();
            auto to_move = in.code("colour to move", "WZ");
            if (!to_move) return to_move.error();
            auto squares = in.take(50, "position");
            if (!squares) return squares.error();
            for (std::size_t i = 0; i < squares->size(); ++i)
                if (std::string_view("wzWZe").find((*squares)[i]) == std::string_view::npos)
                    return in.error(error_kind::syntax,
                                    "square " + std::to_string(i + 1) + " of the position is " +
                                        detail::quoted_char((*squares)[i]) + ", expected one of w, z, W, Z, e",
                                    at + 1 + i);
            m.setup = std::string(text.substr(at, 51));
        }
        if (auto e = in.end()) return *e;
        return dxp_message{std::move(m)};
    }
    case 'A': {
        fields in(text, "GAMEACC");
        auto name = detail::dxp::name(in);
        if (!name) return name.error();
        auto code = in.code("acceptance code", "0123");
        if (!code) return code.error();
        if (auto e = in.end()) return *e;
        return dxp_message{dxp_game_accept{std::move(*name), static_cast<dxp_acceptance>(*code)}};
    }
    case 'M': {
        fields in(text, "MOVE");
        dxp_move m;
        auto seconds = in.number(4, "time", 0, 9999);
        if (!seconds) return seconds.error();
        auto from = in.number(2, "from square", 1, 50);
        if (!from) return from.error();
        auto to = in.number(2, "to square", 1, 50);
        if (!to) return to.error();
        auto count = in.number(2, "number captured", 0, detail::dxp::max_captured);
        if (!count) return count.error();
        m.seconds = *seconds;
        m.from = *from;
        m.to = *to;
        for (int i = 0; i < *count; ++i) {
            auto square = in.number(2, "captured square", 1, 50);
            if (!square) return square.error();
            m.captured.push_back(*square);
        }
        if (auto e = in.end()) return *e;
        return dxp_message{std::move(m)};
    }
    case 'E': {
        fields in(text, "GAMEEND");
        auto reason = in.code("reason", "0123");
        if (!reason) return reason.error();
        auto stop = in.code("stop code", "01");
        if (!stop) return stop.error();
        if (auto e = in.end()) return *e;
        return dxp_message{
            dxp_game_end{static_cast<dxp_end_reason>(*reason), static_cast<dxp_stop_code>(*stop)}};
    }
    case 'C': {
        if (text.size() < 2)
            return parse_error{error_kind::incomplete, "DXP CHAT: the message has no text (1 to 126 characters)", 0,
                               2};
        return dxp_message{dxp_chat{std::string(text.substr(1))}};
    }
    case 'B': {
        fields in(text, "BACKREQ");
        auto number = in.number(3, "move number", 1, 999);
        if (!number) return number.error();
        auto colour = in.code("colour to move", "WZ");
        if (!colour) return colour.error();
        if (auto e = in.end()) return *e;
        return dxp_message{dxp_back_request{*number, detail::dxp::colour_of(*colour)}};
    }
    case 'K': {
        fields in(text, "BACKACC");
        auto code = in.code("acceptance code", "012");
        if (!code) return code.error();
        if (auto e = in.end()) return *e;
        return dxp_message{dxp_back_accept{static_cast<dxp_back_acceptance>(*code)}};
    }
    default:
        return parse_error{error_kind::syntax,
                           "unknown DXP message type " + detail::quoted_char(text[0]) +
                               " (expected R, A, M, E, C, B or K)",
                           0, 1};
    }
}

namespace detail::dxp {

[[nodiscard]] inline bool is_dxp_text(std::string_view s) noexcept {
    for (char c : s)
        if (static_cast<unsigned char>(c) == 0 || static_cast<unsigned char>(c) > 127) return false;
    return true;
}
[[nodiscard]] inline bool fits(int n, std::size_t width) noexcept {
    int most = 1;
    for (std::size_t i = 0; i < width; ++i) most *= 10;
    return n >= 0 && n < most;
}

}  // namespace detail::dxp

// Whether write_dxp can write m so that read_dxp reads it back: numbers within their fields'
// widths and ranges, names of at most 32 characters not ending in a blank, chat text of 1 to
// 126 characters, all ASCII 1-127, a setup as read_dxp reads one. Every message read_dxp
// gives is writable.
[[nodiscard]] inline bool dxp_writable(const dxp_message& message) {
    using namespace detail::dxp;
    auto name_ok = [](const std::string& n) {
        return n.size() <= name_width && is_dxp_text(n) && (n.empty() || n.back() != ' ');
    };
    return std::visit(
        [&](const auto& m) {
            using T = std::decay_t<decltype(m)>;
            if constexpr (std::is_same_v<T, dxp_game_request>) {
                if (m.setup) {
                    if (m.setup->size() != 51 || ((*m.setup)[0] != 'W' && (*m.setup)[0] != 'Z')) return false;
                    for (std::size_t i = 1; i < 51; ++i)
                        if (std::string_view("wzWZe").find((*m.setup)[i]) == std::string_view::npos) return false;
                }
                return fits(m.version, 2) && name_ok(m.initiator_name) && fits(m.thinking_minutes, 3) &&
                       fits(m.moves, 3);
            } else if constexpr (std::is_same_v<T, dxp_game_accept>) {
                return name_ok(m.follower_name) && static_cast<int>(m.acceptance) <= 3;
            } else if constexpr (std::is_same_v<T, dxp_move>) {
                auto square_ok = [](int n) { return n >= 1 && n <= 50; };
                bool ok = fits(m.seconds, 4) && square_ok(m.from) && square_ok(m.to) &&
                          m.captured.size() <= static_cast<std::size_t>(max_captured);
                for (int n : m.captured) ok = ok && square_ok(n);
                return ok;
            } else if constexpr (std::is_same_v<T, dxp_game_end>) {
                return static_cast<int>(m.reason) <= 3 && static_cast<int>(m.stop) <= 1;
            } else if constexpr (std::is_same_v<T, dxp_chat>) {
                return !m.text.empty() && m.text.size() <= max_chat && is_dxp_text(m.text);
            } else if constexpr (std::is_same_v<T, dxp_back_request>) {
                return m.move_number >= 1 && m.move_number <= 999;
            } else {
                return static_cast<int>(m.acceptance) <= 2;
            }
        },
        message);
}

// The text of a message, every field at its width: read_dxp(write_dxp(m)) == m for every
// message dxp_writable accepts.
[[nodiscard]] inline std::string write_dxp(const dxp_message& message) {
    using namespace detail::dxp;
    auto number = [](int n, std::size_t width) { return fields::padded(n, width); };
    auto padded_name = [](const std::string& n) {
        return n + std::string(n.size() < name_width ? name_width - n.size() : 0, ' ');
    };
    return std::visit(
        [&](const auto& m) -> std::string {
            using T = std::decay_t<decltype(m)>;
            if constexpr (std::is_same_v<T, dxp_game_request>) {
                std::string s = "R" + number(m.version, 2) + padded_name(m.initiator_name) +
                                colour_letter(m.follower_color) + number(m.thinking_minutes, 3) + number(m.moves, 3);
                return m.setup ? s + 'B' + *m.setup : s + 'A';
            } else if constexpr (std::is_same_v<T, dxp_game_accept>) {
                return "A" + padded_name(m.follower_name) + static_cast<char>('0' + static_cast<int>(m.acceptance));
            } else if constexpr (std::is_same_v<T, dxp_move>) {
                std::string s = "M" + number(m.seconds, 4) + number(m.from, 2) + number(m.to, 2) +
                                number(static_cast<int>(m.captured.size()), 2);
                for (int n : m.captured) s += number(n, 2);
                return s;
            } else if constexpr (std::is_same_v<T, dxp_game_end>) {
                return std::string{'E', static_cast<char>('0' + static_cast<int>(m.reason)),
                                   static_cast<char>('0' + static_cast<int>(m.stop))};
            } else if constexpr (std::is_same_v<T, dxp_chat>) {
                return "C" + m.text;
            } else if constexpr (std::is_same_v<T, dxp_back_request>) {
                return "B" + number(m.move_number, 3) + colour_letter(m.to_move);
            } else {
                return std::string{'K', static_cast<char>('0' + static_cast<int>(m.acceptance))};
            }
        },
        message);
}

// --- Positions and moves: international draughts (DXP plays it alone) --------------------

// The GAMEREQ setup (colour to move, then 50 squares) as a position, and back.
template <class Variant = international>
[[nodiscard]] result<position<Variant>> read_dxp_position(std::string_view setup) {
    static_assert(Variant::board::squares == 50, "DXP positions have 50 squares");
    return detail::read_position_letters<Variant>(setup, dxp_letters);
}
template <class Variant = international>
[[nodiscard]] std::string write_dxp_position(const position<Variant>& p) {
    static_assert(Variant::board::squares == 50, "DXP positions have 50 squares");
    return detail::write_position_letters(p, dxp_letters);
}

// The starting position of a GAMEREQ: the start position for 'A' (DXP GAMEREQ: "with white
// to move first"), else its setup.
template <class Variant = international>
[[nodiscard]] result<position<Variant>> dxp_start_position(const dxp_game_request& r) {
    if (!r.setup) return position<Variant>::start();
    return read_dxp_position<Variant>(*r.setup);
}

// A GAMEREQ for a game from p: 'A' for the start position with White to move, else 'B'.
template <class Variant = international>
[[nodiscard]] dxp_game_request dxp_request_for(const position<Variant>& p, std::string initiator_name,
                                               color follower, int thinking_minutes, int moves) {
    dxp_game_request r{1, std::move(initiator_name), follower, thinking_minutes, moves, std::nullopt};
    if (!(p == position<Variant>::start())) r.setup = write_dxp_position(p);
    return r;
}

// The legal move of p a MOVE names (find_legal_move: captured squares in any order).
template <class Variant = international>
[[nodiscard]] result<move<Variant>> find_dxp_move(const position<Variant>& p, const dxp_move& m) {
    static_assert(Variant::board::squares == 50, "DXP moves have squares 1-50");
    std::string written = std::to_string(m.from) + (m.captured.empty() ? "-" : "x") + std::to_string(m.to);
    for (int n : m.captured) written += "x" + std::to_string(n);
    return find_legal_move(p, protocol_move{m.from, m.to, m.captured}, written);
}

// The MOVE of a legal move, the captured squares in increasing order.
template <class Variant = international>
[[nodiscard]] dxp_move to_dxp_move(const move<Variant>& m, int seconds = 0) {
    static_assert(Variant::board::squares == 50, "DXP moves have squares 1-50");
    protocol_move pm = to_protocol_move<Variant>(m);
    return dxp_move{seconds, pm.from, pm.to, std::move(pm.captured)};
}

}  // namespace draughts

// ---- draughts/protocol/hub.hpp
// The Hub protocol, version 2 (Fabien Letouzey, "Hub protocol for draughts, version 2", as
// Scan 3.1 and Hub 2.1 use it; quoted below as "Hub 2"), as text: messages read from a line
// and written back, positions, and moves. No I/O: a program sends and receives the lines.
//
// A line is "<command> <name>=<value> ...": a value in double quotes when it holds a space,
// '=' or nothing (Hub 2, general syntax); the protocol has no escapes, so a value never
// holds a double quote. An argument without "=value" is a flag. Engines and GUIs ignore
// what they do not know (Hub 2, general syntax): the reader keeps unknown commands and
// arguments, and the writer writes them back.


#include <charconv>
#include <cstdint>
#include <iomanip>
#include <iterator>
#include <limits>
#include <locale>
#include <optional>
#include <sstream>
#include <string>
#include <string_view>
#include <system_error>
#include <type_traits>
#include <variant>
#include <vector>

namespace draughts {

// An argument as written: a flag has an empty value (Hub 2: "you can consider that the value
// is the empty string").
struct hub_argument {
    std::string name;
    std::string value;
    friend bool operator==(const hub_argument&, const hub_argument&) = default;
};

// Commands of the GUI (Hub 2, command summary).
struct hub_hub {
    friend bool operator==(const hub_hub&, const hub_hub&) = default;
};
struct hub_set_param {
    std::string name;
    std::string value;
    friend bool operator==(const hub_set_param&, const hub_set_param&) = default;
};
struct hub_init {
    friend bool operator==(const hub_init&, const hub_init&) = default;
};
// "pos pos=<position> [moves=<moves>]": the position as read_hub_position reads it, and the
// moves played from it (for repetitions), as hub move texts.
struct hub_pos {
    std::string position;
    std::vector<std::string> moves;
    friend bool operator==(const hub_pos&, const hub_pos&) = default;
};
// "level": times in seconds; the meaningful combinations are one of depth, nodes, move-time,
// infinite, or time with moves or inc (Hub 2, step 2).
struct hub_level {
    std::optional<std::int64_t> depth;
    std::optional<std::int64_t> nodes;
    std::optional<double> move_time;
    std::optional<std::int64_t> moves;
    std::optional<double> time;
    std::optional<double> inc;
    bool infinite = false;
    friend bool operator==(const hub_level&, const hub_level&) = default;
};
enum class hub_search_mode : std::uint8_t { think, ponder, analyze };
struct hub_go {
    hub_search_mode mode = hub_search_mode::think;
    friend bool operator==(const hub_go&, const hub_go&) = default;
};
struct hub_ponder_hit {
    friend bool operator==(const hub_ponder_hit&, const hub_ponder_hit&) = default;
};
struct hub_stop {
    friend bool operator==(const hub_stop&, const hub_stop&) = default;
};
struct hub_new_game {
    friend bool operator==(const hub_new_game&, const hub_new_game&) = default;
};
struct hub_ping {
    friend bool operator==(const hub_ping&, const hub_ping&) = default;
};
struct hub_quit {
    friend bool operator==(const hub_quit&, const hub_quit&) = default;
};

// Answers of the engine.
struct hub_id {
    std::optional<std::string> name, version, author, country;
    friend bool operator==(const hub_id&, const hub_id&) = default;
};
// An engine parameter (Hub 2: type bool, int and real with min and max, string, enum with
// values). Kept as strings: the Hub GUI itself handles every parameter as a string.
struct hub_param {
    std::string name;
    std::optional<std::string> value, type, min, max, values;
    friend bool operator==(const hub_param&, const hub_param&) = default;
};
struct hub_wait {
    friend bool operator==(const hub_wait&, const hub_wait&) = default;
};
struct hub_ready {
    friend bool operator==(const hub_ready&, const hub_ready&) = default;
};
// Search information: Scan's fields (Hub 2, step 4); any subset, others kept as unknown.
struct hub_info {
    std::optional<std::int64_t> depth;
    std::optional<double> mean_depth;
    std::optional<double> score;  // in men
    std::optional<std::int64_t> nodes;
    std::optional<double> time;  // seconds
    std::optional<double> nps;   // millions of nodes per second
    std::optional<std::vector<std::string>> pv;
    friend bool operator==(const hub_info&, const hub_info&) = default;
};
struct hub_done {
    std::string move;
    std::optional<std::string> ponder;
    friend bool operator==(const hub_done&, const hub_done&) = default;
};
struct hub_pong {
    friend bool operator==(const hub_pong&, const hub_pong&) = default;
};
struct hub_error {
    std::optional<std::string> message;
    friend bool operator==(const hub_error&, const hub_error&) = default;
};
// A command this library does not know, by its name; its arguments are the message's others.
struct hub_unknown {
    std::string name;
    friend bool operator==(const hub_unknown&, const hub_unknown&) = default;
};

using hub_command = std::variant<hub_hub, hub_set_param, hub_init, hub_pos, hub_level, hub_go, hub_ponder_hit,
                                 hub_stop, hub_new_game, hub_ping, hub_quit, hub_id, hub_param, hub_wait,
                                 hub_ready, hub_info, hub_done, hub_pong, hub_error, hub_unknown>;

// One line: the command, and the arguments it has that this library does not know, in the
// order they came.
struct hub_message {
    hub_command command;
    std::vector<hub_argument> others{};
    friend bool operator==(const hub_message&, const hub_message&) = default;
};

namespace detail::hub {

// Scan's scanner (Hub 2 reference code): blanks are the C spaces; a name or an unquoted
// value is a run of anything else but control characters, '=' and '"'.
[[nodiscard]] constexpr bool is_blank(char c) noexcept { return scanner::is_space(c); }
[[nodiscard]] constexpr bool is_name_char(char c) noexcept {
    const auto u = static_cast<unsigned char>(c);
    return u > 0x20 && u != 0x7f && c != '=' && c != '"';
}
[[nodiscard]] constexpr bool is_name(std::string_view s) noexcept {
    if (s.empty()) return false;
    for (char c : s)
        if (!is_name_char(c)) return false;
    return true;
}

// An argument as read, with where its parts start (0-based) for the errors.
struct read_argument {
    std::string name;
    std::string value;
    bool has_value = false;
    std::size_t name_at = 0;
    std::size_t value_at = 0;
};

[[nodiscard]] inline parse_error error_at(error_kind kind, std::string message, std::size_t at) {
    return parse_error{kind, std::move(message), 0, at + 1};
}

[[nodiscard]] inline std::string name_run(scanner& in) {
    const std::size_t start = in.offset();
    while (!in.at_end() && is_name_char(in.peek())) in.advance();
    return std::string(in.since(start));
}

// The command's name and its arguments.
[[nodiscard]] inline result<std::vector<read_argument>> tokens(std::string_view line, std::string& command,
                                                               std::size_t& command_at) {
    scanner in(line);
    in.skip_spaces();
    if (in.at_end()) return error_at(error_kind::empty_input, "empty Hub line", 0);
    command_at = in.offset();
    command = name_run(in);
    if (command.empty())
        return error_at(error_kind::syntax, "expected a command, not " + quoted_char(in.peek()), in.offset());
    std::vector<read_argument> arguments;
    for (;;) {
        const std::size_t before = in.offset();
        in.skip_spaces();
        if (in.at_end()) return arguments;
        if (in.offset() == before)
            return error_at(error_kind::syntax, "expected a space before " + draughts::quoted(in.rest(), 12), in.offset());
        read_argument a;
        a.name_at = in.offset();
        a.name = name_run(in);
        if (a.name.empty())
            return error_at(error_kind::syntax, "expected an argument name, not " + draughts::quoted(in.rest(), 12),
                            in.offset());
        scanner ahead = in;  // blanks before '=' belong to it; before another argument, to the loop
        ahead.skip_spaces();
        if (!ahead.eat('=')) {
            arguments.push_back(std::move(a));
            continue;
        }
        in = ahead;
        in.skip_spaces();
        a.has_value = true;
        a.value_at = in.offset();
        if (in.eat('"')) {
            const std::size_t start = in.offset();
            while (!in.at_end() && in.peek() != '"') in.advance();
            if (in.at_end())
                return error_at(error_kind::unterminated, "the value of " + a.name + " has no closing quote",
                                a.value_at);
            a.value = std::string(in.since(start));
            in.advance();
        } else {
            a.value = name_run(in);
            if (a.value.empty())
                return error_at(error_kind::syntax,
                                "expected a value after " + a.name + "=" +
                                    (in.at_end() ? std::string() : ", not " + draughts::quoted(in.rest(), 12)),
                                in.offset());
        }
        arguments.push_back(std::move(a));
    }
}

// Moves separated by blanks, as in moves="..." and pv="...".
[[nodiscard]] inline std::vector<std::string> split_moves(std::string_view s) {
    std::vector<std::string> out;
    std::size_t i = 0;
    while (i < s.size()) {
        while (i < s.size() && is_blank(s[i])) ++i;
        const std::size_t start = i;
        while (i < s.size() && !is_blank(s[i])) ++i;
        if (i > start) out.emplace_back(s.substr(start, i - start));
    }
    return out;
}

// Strict numbers: digits, a sign for the integers and the reals, a fraction and an exponent
// for the reals; no "inf" or "nan", so every number read compares equal to itself.
[[nodiscard]] inline bool is_real_text(std::string_view s) noexcept {
    std::size_t i = 0;
    if (i < s.size() && (s[i] == '-' || s[i] == '+')) ++i;
    std::size_t digits = 0;
    while (i < s.size() && scanner::is_digit(s[i])) ++i, ++digits;
    if (i < s.size() && s[i] == '.') {
        ++i;
        while (i < s.size() && scanner::is_digit(s[i])) ++i, ++digits;
    }
    if (digits == 0) return false;
    if (i < s.size() && (s[i] == 'e' || s[i] == 'E')) {
        ++i;
        if (i < s.size() && (s[i] == '-' || s[i] == '+')) ++i;
        std::size_t exponent = 0;
        while (i < s.size() && scanner::is_digit(s[i])) ++i, ++exponent;
        if (exponent == 0) return false;
    }
    return i == s.size();
}

// A number is_real_text accepts, as a double; none when out of range. Where the C++ library
// has no floating-point charconv (libc++ before 17, Emscripten's among them), a stream in
// the classic locale reads it.
[[nodiscard]] inline std::optional<double> read_real(std::string_view v) {
    const std::size_t skip = !v.empty() && v[0] == '+' ? 1 : 0;  // neither reader takes a '+'
#if defined(__cpp_lib_to_chars)
    double x = 0;
    const auto [end, ec] = std::from_chars(v.data() + skip, v.data() + v.size(), x);
    if (ec != std::errc{} || end != v.data() + v.size()) return std::nullopt;
    return x;
#else
    std::istringstream in{std::string(v.substr(skip))};
    in.imbue(std::locale::classic());
    double x = 0;
    if (!(in >> x) || in.peek() != std::char_traits<char>::eof()) return std::nullopt;
    return x;
#endif
}

// The shortest text that reads back as the same double.
[[nodiscard]] inline std::string write_real(double x) {
#if defined(__cpp_lib_to_chars)
    char buffer[64];
    const auto [end, ec] = std::to_chars(buffer, buffer + sizeof buffer, x);
    return ec == std::errc{} ? std::string(buffer, static_cast<std::size_t>(end - buffer)) : "0";
#else
    std::string out;
    for (int digits = 1; digits <= std::numeric_limits<double>::max_digits10; ++digits) {
        std::ostringstream text;
        text.imbue(std::locale::classic());
        text << std::setprecision(digits) << x;
        out = text.str();
        if (read_real(out) == x) break;
    }
    return out;
#endif
}

class command_reader {
public:
    command_reader(std::string command, std::vector<read_argument> arguments)
        : command_(std::move(command)), arguments_(std::move(arguments)), used_(arguments_.size()) {}

    // The argument of that name, if given; an error when it is given twice.
    [[nodiscard]] result<const read_argument*> find(std::string_view name) {
        const read_argument* found = nullptr;
        for (std::size_t i = 0; i < arguments_.size(); ++i) {
            if (arguments_[i].name != name) continue;
            if (found)
                return error_at(error_kind::syntax, command_ + ": " + std::string(name) + " is given twice",
                                arguments_[i].name_at);
            found = &arguments_[i];
            used_[i] = true;
        }
        return found;
    }

    [[nodiscard]] std::optional<parse_error> text(std::string_view name, std::optional<std::string>& out) {
        auto a = find(name);
        if (!a) return a.error();
        if (*a) out = (*a)->value;
        return std::nullopt;
    }
    [[nodiscard]] std::optional<parse_error> required_text(std::string_view name, std::string& out) {
        std::optional<std::string> value;
        if (auto e = text(name, value)) return e;
        if (!value)
            return error_at(error_kind::incomplete, command_ + " needs " + std::string(name) + "=...", 0);
        out = std::move(*value);
        return std::nullopt;
    }
    [[nodiscard]] std::optional<parse_error> flag(std::string_view name, bool& out) {
        auto a = find(name);
        if (!a) return a.error();
        out = *a != nullptr;
        return std::nullopt;
    }
    [[nodiscard]] std::optional<parse_error> moves(std::string_view name, std::optional<std::vector<std::string>>& out) {
        auto a = find(name);
        if (!a) return a.error();
        if (*a) out = split_moves((*a)->value);
        return std::nullopt;
    }
    [[nodiscard]] std::optional<parse_error> integer(std::string_view name, std::optional<std::int64_t>& out) {
        auto a = find(name);
        if (!a) return a.error();
        if (!*a) return std::nullopt;
        const std::string& v = (*a)->value;
        std::int64_t n = 0;
        const auto [end, ec] = std::from_chars(v.data(), v.data() + v.size(), n);
        if (v.empty() || ec != std::errc{} || end != v.data() + v.size())
            return error_at(ec == std::errc::result_out_of_range ? error_kind::number_too_large : error_kind::syntax,
                            command_ + ": " + std::string(name) + " must be a whole number, not " + draughts::quoted(v),
                            (*a)->has_value ? (*a)->value_at : (*a)->name_at);
        out = n;
        return std::nullopt;
    }
    [[nodiscard]] std::optional<parse_error> real(std::string_view name, std::optional<double>& out) {
        auto a = find(name);
        if (!a) return a.error();
        if (!*a) return std::nullopt;
        const std::string& v = (*a)->value;
        const std::size_t at = (*a)->has_value ? (*a)->value_at : (*a)->name_at;
        if (!is_real_text(v))
            return error_at(error_kind::syntax, command_ + ": " + std::string(name) + " must be a number, not " + draughts::quoted(v),
                            at);
        const auto x = read_real(v);
        if (!x)
            return error_at(error_kind::number_too_large,
                            command_ + ": " + std::string(name) + " is out of range: " + draughts::quoted(v), at);
        out = *x;
        return std::nullopt;
    }

    // The arguments no field took.
    [[nodiscard]] std::vector<hub_argument> others() const {
        std::vector<hub_argument> out;
        for (std::size_t i = 0; i < arguments_.size(); ++i)
            if (!used_[i]) out.push_back({arguments_[i].name, arguments_[i].value});
        return out;
    }

private:
    std::string command_;
    std::vector<read_argument> arguments_;
    std::vector<bool> used_;
};

// The names of the commands, in the order of hub_command's alternatives.
inline constexpr std::string_view command_names[] = {
    "hub", "set-param", "init", "pos",  "level", "go",    "ponder-hit", "stop", "new-game", "ping",
    "quit", "id",       "param", "wait", "ready", "info", "done",       "pong", "error"};
static_assert(std::size(command_names) + 1 == std::variant_size_v<hub_command>);

template <std::size_t I = 0>
[[nodiscard]] hub_command empty_command(std::size_t index) {
    if constexpr (I + 1 < std::variant_size_v<hub_command>) {
        if (index == I) return hub_command{std::in_place_index<I>};
        return empty_command<I + 1>(index);
    } else {
        return hub_command{std::in_place_index<I>};
    }
}

// Fills the fields of a known command.
[[nodiscard]] inline std::optional<parse_error> read_fields(hub_command& command, command_reader& r,
                                                            std::size_t command_at, const std::string& name) {
    auto located = [&](std::optional<parse_error> e) {
        if (e && e->column == 1) e->column = command_at + 1;  // a missing argument: point at the command
        return e;
    };
    return std::visit(
        [&](auto& c) -> std::optional<parse_error> {
            using T = std::decay_t<decltype(c)>;
            if constexpr (std::is_same_v<T, hub_set_param>) {
                if (auto e = located(r.required_text("name", c.name))) return e;
                return located(r.required_text("value", c.value));
            } else if constexpr (std::is_same_v<T, hub_pos>) {
                if (auto e = located(r.required_text("pos", c.position))) return e;
                std::optional<std::vector<std::string>> moves;
                if (auto e = r.moves("moves", moves)) return e;
                if (moves) c.moves = std::move(*moves);
                return std::nullopt;
            } else if constexpr (std::is_same_v<T, hub_level>) {
                if (auto e = r.integer("depth", c.depth)) return e;
                if (auto e = r.integer("nodes", c.nodes)) return e;
                if (auto e = r.real("move-time", c.move_time)) return e;
                if (auto e = r.integer("moves", c.moves)) return e;
                if (auto e = r.real("time", c.time)) return e;
                if (auto e = r.real("inc", c.inc)) return e;
                return r.flag("infinite", c.infinite);
            } else if constexpr (std::is_same_v<T, hub_go>) {
                // Exactly one mode (Hub 2, step 3).
                constexpr std::string_view modes[] = {"think", "ponder", "analyze"};
                int found = 0;
                for (std::size_t i = 0; i < 3; ++i) {
                    bool given = false;
                    if (auto e = r.flag(modes[i], given)) return e;
                    if (given) {
                        c.mode = static_cast<hub_search_mode>(i);
                        ++found;
                    }
                }
                if (found != 1)
                    return error_at(found ? error_kind::syntax : error_kind::incomplete,
                                    "go takes one of think, ponder and analyze", command_at);
                return std::nullopt;
            } else if constexpr (std::is_same_v<T, hub_id>) {
                if (auto e = r.text("name", c.name)) return e;
                if (auto e = r.text("version", c.version)) return e;
                if (auto e = r.text("author", c.author)) return e;
                return r.text("country", c.country);
            } else if constexpr (std::is_same_v<T, hub_param>) {
                if (auto e = located(r.required_text("name", c.name))) return e;
                if (auto e = r.text("value", c.value)) return e;
                if (auto e = r.text("type", c.type)) return e;
                if (auto e = r.text("min", c.min)) return e;
                if (auto e = r.text("max", c.max)) return e;
                return r.text("values", c.values);
            } else if constexpr (std::is_same_v<T, hub_info>) {
                if (auto e = r.integer("depth", c.depth)) return e;
                if (auto e = r.real("mean-depth", c.mean_depth)) return e;
                if (auto e = r.real("score", c.score)) return e;
                if (auto e = r.integer("nodes", c.nodes)) return e;
                if (auto e = r.real("time", c.time)) return e;
                if (auto e = r.real("nps", c.nps)) return e;
                return r.moves("pv", c.pv);
            } else if constexpr (std::is_same_v<T, hub_done>) {
                if (auto e = located(r.required_text("move", c.move))) return e;
                return r.text("ponder", c.ponder);
            } else if constexpr (std::is_same_v<T, hub_error>) {
                return r.text("message", c.message);
            } else if constexpr (std::is_same_v<T, hub_unknown>) {
                c.name = name;
                return std::nullopt;
            } else {
                return std::nullopt;  // no arguments of its own
            }
        },
        command);
}

// A value as Hub 2 writes it: bare when it is a name, else in double quotes.
inline void put_value(std::string& line, std::string_view value) {
    if (is_name(value)) {
        line += value;
    } else {
        line += '"';
        line += value;
        line += '"';
    }
}
inline void put_text(std::string& line, std::string_view name, std::string_view value) {
    line += ' ';
    line += name;
    line += '=';
    put_value(line, value);
}
inline void put(std::string& line, std::string_view name, const std::optional<std::string>& value) {
    if (value) put_text(line, name, *value);
}
inline void put(std::string& line, std::string_view name, const std::optional<std::int64_t>& value) {
    if (value) put_text(line, name, std::to_string(*value));
}
// A real number as write_real gives it.
inline void put(std::string& line, std::string_view name, const std::optional<double>& value) {
    if (!value) return;
    put_text(line, name, write_real(*value));
}
inline void put_moves(std::string& line, std::string_view name, const std::vector<std::string>& moves) {
    std::string joined;
    for (const std::string& m : moves) joined += (joined.empty() ? "" : " ") + m;
    put_text(line, name, joined);
}
inline void put_flag(std::string& line, std::string_view name) {
    line += ' ';
    line += name;
}

}  // namespace detail::hub

// Reads one line of the Hub protocol (without its line end). Unknown commands and arguments
// are kept; a known argument given twice, a known one without the value it needs or with a
// value of the wrong kind, a missing closing quote, or a line that is not
// "<command> <name>=<value> ..." is an error with its column.
[[nodiscard]] inline result<hub_message> read_hub(std::string_view line) {
    std::string name;
    std::size_t command_at = 0;
    auto arguments = detail::hub::tokens(line, name, command_at);
    if (!arguments) return arguments.error();
    std::size_t index = std::size(detail::hub::command_names);  // hub_unknown
    for (std::size_t i = 0; i < std::size(detail::hub::command_names); ++i)
        if (detail::hub::command_names[i] == name) index = i;
    hub_message m{detail::hub::empty_command(index)};
    detail::hub::command_reader reader(name, std::move(*arguments));
    if (auto e = detail::hub::read_fields(m.command, reader, command_at, name)) return *e;
    m.others = reader.others();
    return m;
}

namespace detail::hub {

// The arguments each command knows, in the order of hub_command's alternatives: an unknown
// argument of the same name could not be written beside them.
[[nodiscard]] inline bool is_known_argument(std::size_t command, std::string_view name) {
    static constexpr std::string_view set_param[] = {"name", "value"};
    static constexpr std::string_view pos[] = {"pos", "moves"};
    static constexpr std::string_view level[] = {"depth", "nodes", "move-time", "moves", "time", "inc", "infinite"};
    static constexpr std::string_view go[] = {"think", "ponder", "analyze"};
    static constexpr std::string_view id[] = {"name", "version", "author", "country"};
    static constexpr std::string_view param[] = {"name", "value", "type", "min", "max", "values"};
    static constexpr std::string_view info[] = {"depth", "mean-depth", "score", "nodes", "time", "nps", "pv"};
    static constexpr std::string_view done[] = {"move", "ponder"};
    static constexpr std::string_view error[] = {"message"};
    auto in = [&](const auto& names) {
        for (std::string_view n : names)
            if (n == name) return true;
        return false;
    };
    switch (command) {
    case 1: return in(set_param);
    case 3: return in(pos);
    case 4: return in(level);
    case 5: return in(go);
    case 11: return in(id);
    case 12: return in(param);
    case 15: return in(info);
    case 16: return in(done);
    case 18: return in(error);
    default: return false;
    }
}

}  // namespace detail::hub

// Whether write_hub can write m so that read_hub reads it back: the names are Hub names,
// no value holds a double quote (Hub 2 has no escapes), and no move is empty or holds a
// blank. Every message read_hub gives is writable.
[[nodiscard]] inline bool hub_writable(const hub_message& m) {
    using detail::hub::is_name;
    auto value_ok = [](std::string_view v) { return v.find('"') == std::string_view::npos; };
    // A list is written as one value, its moves apart by a space: a move holds no blank.
    auto moves_ok = [&](const std::vector<std::string>& moves) {
        for (const std::string& mv : moves)
            if (mv.empty() || !value_ok(mv) ||
                std::any_of(mv.begin(), mv.end(), [](char c) { return detail::hub::is_blank(c); }))
                return false;
        return true;
    };
    for (const hub_argument& a : m.others)
        if (!is_name(a.name) || !value_ok(a.value) || detail::hub::is_known_argument(m.command.index(), a.name))
            return false;
    return std::visit(
        [&](const auto& c) {
            using T = std::decay_t<decltype(c)>;
            auto opt_ok = [&](const std::optional<std::string>& v) { return !v || value_ok(*v); };
            if constexpr (std::is_same_v<T, hub_set_param>) return value_ok(c.name) && value_ok(c.value);
            else if constexpr (std::is_same_v<T, hub_pos>) return value_ok(c.position) && moves_ok(c.moves);
            else if constexpr (std::is_same_v<T, hub_id>)
                return opt_ok(c.name) && opt_ok(c.version) && opt_ok(c.author) && opt_ok(c.country);
            else if constexpr (std::is_same_v<T, hub_param>)
                return value_ok(c.name) && opt_ok(c.value) && opt_ok(c.type) && opt_ok(c.min) && opt_ok(c.max) &&
                       opt_ok(c.values);
            else if constexpr (std::is_same_v<T, hub_info>) return !c.pv || moves_ok(*c.pv);
            else if constexpr (std::is_same_v<T, hub_done>) return value_ok(c.move) && opt_ok(c.ponder);
            else if constexpr (std::is_same_v<T, hub_error>) return opt_ok(c.message);
            else if constexpr (std::is_same_v<T, hub_unknown>)
                return is_name(c.name) && std::find(std::begin(detail::hub::command_names),
                                                    std::end(detail::hub::command_names),
                                                    c.name) == std::end(detail::hub::command_names);
            else return true;
        },
        m.command);
}

// The line of a message (without a line end), its known arguments in the order of Hub 2's
// examples, then the others. read_hub(write_hub(m)) == m for every message hub_writable
// accepts.
[[nodiscard]] inline std::string write_hub(const hub_message& m) {
    using namespace detail::hub;
    std::string line;
    std::visit(
        [&](const auto& c) {
            using T = std::decay_t<decltype(c)>;
            if constexpr (std::is_same_v<T, hub_unknown>) {
                line = c.name;
            } else {
                line = command_names[m.command.index()];
            }
            if constexpr (std::is_same_v<T, hub_set_param>) {
                put_text(line, "name", c.name);
                put_text(line, "value", c.value);
            } else if constexpr (std::is_same_v<T, hub_pos>) {
                put_text(line, "pos", c.position);
                if (!c.moves.empty()) put_moves(line, "moves", c.moves);
            } else if constexpr (std::is_same_v<T, hub_level>) {
                put(line, "depth", c.depth);
                put(line, "nodes", c.nodes);
                put(line, "move-time", c.move_time);
                put(line, "moves", c.moves);
                put(line, "time", c.time);
                put(line, "inc", c.inc);
                if (c.infinite) put_flag(line, "infinite");
            } else if constexpr (std::is_same_v<T, hub_go>) {
                constexpr std::string_view modes[] = {"think", "ponder", "analyze"};
                put_flag(line, modes[static_cast<std::size_t>(c.mode)]);
            } else if constexpr (std::is_same_v<T, hub_id>) {
                put(line, "name", c.name);
                put(line, "version", c.version);
                put(line, "author", c.author);
                put(line, "country", c.country);
            } else if constexpr (std::is_same_v<T, hub_param>) {
                put_text(line, "name", c.name);
                put(line, "value", c.value);
                put(line, "type", c.type);
                put(line, "min", c.min);
                put(line, "max", c.max);
                put(line, "values", c.values);
            } else if constexpr (std::is_same_v<T, hub_info>) {
                put(line, "depth", c.depth);
                put(line, "mean-depth", c.mean_depth);
                put(line, "score", c.score);
                put(line, "nodes", c.nodes);
                put(line, "time", c.time);
                put(line, "nps", c.nps);
                if (c.pv) put_moves(line, "pv", *c.pv);
            } else if constexpr (std::is_same_v<T, hub_done>) {
                put_text(line, "move", c.move);
                put(line, "ponder", c.ponder);
            } else if constexpr (std::is_same_v<T, hub_error>) {
                put(line, "message", c.message);
            }
        },
        m.command);
    for (const hub_argument& a : m.others) {
        if (a.value.empty()) put_flag(line, a.name);
        else put_text(line, a.name, a.value);
    }
    return line;
}

// --- Positions and moves -------------------------------------------------------------------

// Hub 2, step 1: the side to move ('W' or 'B'), then one letter per square in the order of
// the square numbers: 'w' and 'b' men, 'W' and 'B' kings, 'e' empty. 51 letters on 10x10;
// on another board, one per square of it.
inline constexpr position_letters hub_letters{"Hub", 'W', 'B', 'w', 'b', 'W', 'B', 'e'};

template <class Variant>
[[nodiscard]] result<position<Variant>> read_hub_position(std::string_view text) {
    return detail::read_position_letters<Variant>(text, hub_letters);
}

template <class Variant>
[[nodiscard]] std::string write_hub_position(const position<Variant>& p) {
    return detail::write_position_letters(p, hub_letters);
}

// Scan 3.1's names of the variants it plays (its "variant" parameter, as in Hub 2's example
// "normal killer bt frisian losing"), for the variants of this library that are those
// games; an empty name for the others.
template <class Variant>
[[nodiscard]] constexpr std::string_view hub_variant_name() noexcept {
    if constexpr (std::is_same_v<Variant, international>) return "normal";
    else if constexpr (std::is_same_v<Variant, killer>) return "killer";
    else if constexpr (std::is_same_v<Variant, breakthrough>) return "bt";
    else if constexpr (std::is_same_v<Variant, frisian>) return "frisian";
    else if constexpr (std::is_same_v<Variant, antidraughts>) return "losing";
    else return "";
}

// A Hub move: "32-28" for a quiet move; "from x to x captured x ..." for a capture, the
// captured squares in any order (Hub 2, step 1: "28x19x23").
template <class Variant>
[[nodiscard]] result<protocol_move> read_hub_move(std::string_view text) {
    using board = typename Variant::board;
    detail::scanner in(text);
    if (in.at_end()) return in.error_here(error_kind::empty_input, "empty Hub move");
    std::vector<int> squares;
    char separator = 0;
    for (;;) {
        const std::size_t start = in.offset();
        const auto n = in.read_number(9999);
        if (!n.found)
            return in.error_here(error_kind::syntax, "expected a square number in the Hub move " + draughts::quoted(text) +
                                                         (in.at_end() ? "" : ", not " + draughts::quoted(in.rest(), 1)));
        if (!n || *n < 1 || *n > static_cast<unsigned>(board::squares))
            return in.error(error_kind::bad_square,
                            "square " + excerpt(in.since(start)) + " is off the board (1-" +
                                std::to_string(board::squares) + ")",
                            start);
        squares.push_back(static_cast<int>(*n));
        if (in.at_end()) break;
        const char c = in.peek();
        if ((c != '-' && c != 'x') || (separator && c != separator))
            return in.error_here(error_kind::syntax, "unexpected " + draughts::quoted(in.rest(), 1) + " in the Hub move " +
                                                         draughts::quoted(text) + " (32-28, or 28x19x23 for a capture)");
        separator = c;
        in.advance();
    }
    if (squares.size() < 2)
        return parse_error{error_kind::syntax, "a Hub move has at least two squares, not " + draughts::quoted(text), 0, 1};
    if (separator == '-' && squares.size() > 2)
        return parse_error{error_kind::syntax,
                           "a quiet Hub move has two squares (32-28), not " + draughts::quoted(text), 0, 1};
    if (separator == 'x' && squares.size() < 3)
        return parse_error{error_kind::syntax,
                           "a Hub capture names the captured pieces after its start and end (28x19x23), not " +
                               draughts::quoted(text),
                           0, 1};
    return protocol_move{squares[0], squares[1], std::vector<int>(squares.begin() + 2, squares.end())};
}

// A Hub move of p's side to move: THE legal move with its squares (find_legal_move).
template <class Variant>
[[nodiscard]] result<move<Variant>> parse_hub_move(const position<Variant>& p, std::string_view text) {
    auto given = read_hub_move<Variant>(text);
    if (!given) return given.error();
    return find_legal_move(p, *given, text);
}

// The Hub text of a move: "32-28", or "28x19x23" with the captured squares in increasing order.
template <class Variant>
[[nodiscard]] std::string write_hub_move(const move<Variant>& m) {
    const protocol_move pm = to_protocol_move<Variant>(m);
    std::string s = std::to_string(pm.from) + (m.is_capture() ? 'x' : '-') + std::to_string(pm.to);
    for (int n : pm.captured) s += 'x' + std::to_string(n);
    return s;
}

}  // namespace draughts

// ---- draughts/teach/compare.hpp
// One position under several rule sets: the legal moves each allows, and for every move
// that one allows and another does not, the rule that makes the difference (explain.hpp,
// asked under the variant that forbids it).
//
// The position is given by its pieces on the squares of the board as a grid - file and
// rank, a1 at White's lower left - since the variants number their squares differently
// and do not all play on the same squares: a piece on a square a board does not play on
// is reported, not moved.


#include <algorithm>
#include <compare>
#include <functional>
#include <string>
#include <vector>

namespace draughts {

// A square of the grid: file from 0 (a), rank from 1 (White's side).
struct grid_square {
    int file = 0;
    int rank = 0;
    friend constexpr auto operator<=>(const grid_square&, const grid_square&) noexcept = default;
};

// "c3", "j10".
[[nodiscard]] inline std::string grid_name(grid_square s) {
    return std::string(1, static_cast<char>('a' + s.file)) + std::to_string(s.rank);
}

// The square number of a grid square on a board, 0 where the board has no square there.
template <class Board>
[[nodiscard]] constexpr int number_on(grid_square s) noexcept {
    const bool inside = s.file >= 0 && s.file < Board::width && s.rank >= 1 && s.rank <= Board::height;
    return inside ? Board::number_at(s.file, s.rank) : 0;
}

struct placed_piece {
    grid_square square;
    piece what;
};

// A position by its pieces on the grid, for any board.
struct piece_placement {
    std::vector<placed_piece> pieces;
    color to_move = color::white;
};

template <class Variant>
[[nodiscard]] piece_placement placement_of(const position<Variant>& p) {
    using board = typename Variant::board;
    piece_placement out{{}, p.side_to_move()};
    for (int n = 1; n <= board::squares; ++n)
        if (const auto there = p.at(n)) out.pieces.push_back({{board::file(n), board::rank(n)}, *there});
    return out;
}

// The placement on a variant's board, and the pieces that stand on no square of it.
template <class Variant>
struct placed_position {
    position<Variant> position_on_board;
    std::vector<placed_piece> off_board;
};

template <class Variant>
[[nodiscard]] placed_position<Variant> place(const piece_placement& placement) {
    using board = typename Variant::board;
    placed_position<Variant> out;
    out.position_on_board.set_side_to_move(placement.to_move);
    for (const placed_piece& pp : placement.pieces) {
        const int n = number_on<board>(pp.square);
        const bool crowned_row = pp.what.kind == piece_kind::man && n != 0 &&
                                 (board::square_mask(n) & board::promotion_row(pp.what.side)) != typename board::bitboard{};
        if (n == 0 || crowned_row || !out.position_on_board.try_put(n, pp.what))
            out.off_board.push_back(pp);
    }
    return out;
}

// A move as the grid sees it, so that the variants' moves can be matched: its start, end
// and the pieces it takes (the identity of a move, PDN 3.0), and its squares on the way.
struct grid_move {
    grid_square from, to;
    std::vector<grid_square> captured;  // sorted
    std::vector<grid_square> path;      // from, the squares notation writes, to
    std::string text;                   // in the variant's own notation

    [[nodiscard]] bool same_move(const grid_move& o) const noexcept {
        return from == o.from && to == o.to && captured == o.captured;
    }
};

// One variant's view of the position.
struct variant_moves {
    std::string variant;
    std::vector<grid_move> moves;
    std::vector<placed_piece> off_board;
    // Why a move of the grid is not legal under this variant: the reasons explain() gives,
    // or the square the board lacks.
    std::function<std::vector<reason>(const grid_move&)> why_not;
};

template <class Variant>
[[nodiscard]] variant_moves moves_under(const piece_placement& placement) {
    using board = typename Variant::board;
    const auto placed = place<Variant>(placement);
    const position<Variant>& p = placed.position_on_board;
    const auto grid = [](int n) { return grid_square{board::file(n), board::rank(n)}; };
    variant_moves out{std::string(Variant::name), {}, placed.off_board, {}};
    move_list<Variant> legal;
    generate(p, legal);
    for (const auto& m : legal) {
        grid_move g{grid(m.from_square()), grid(m.to_square()), {}, {}, write_move(p, m)};
        for (int bit : bits(m.captured)) g.captured.push_back(grid(board::number(bit)));
        std::sort(g.captured.begin(), g.captured.end());
        for (int n : canonical_path(p, m)) g.path.push_back(grid(n));
        out.moves.push_back(std::move(g));
    }
    out.why_not = [p](const grid_move& g) {
        std::vector<int> squares;
        for (grid_square s : g.path) {
            const int n = number_on<board>(s);
            if (n == 0)
                return std::vector<reason>{{reason_kind::not_a_move,
                                            grid_name(s) + " is not a square " + std::string(Variant::name) +
                                                " draughts plays on",
                                            {}}};
            squares.push_back(n);
        }
        return explain(p, std::move(squares)).reasons;
    };
    return out;
}

// A move some of the variants allow and others do not, and why each of the others does not.
struct move_difference {
    std::string move;  // in the notation of the first variant that allows it
    std::vector<std::string> legal_in;
    std::vector<std::string> not_in;
    std::vector<std::pair<std::string, std::vector<reason>>> why;  // per variant of not_in
};

struct comparison {
    std::vector<variant_moves> variants;
    std::vector<move_difference> differences;
};

// The differences between the variants' moves, in the order the variants and their moves
// come.
[[nodiscard]] inline comparison compare(std::vector<variant_moves> views) {
    comparison out;
    std::vector<grid_move> seen;
    for (const variant_moves& view : views) {
        for (const grid_move& m : view.moves) {
            if (std::any_of(seen.begin(), seen.end(), [&](const grid_move& s) { return s.same_move(m); })) continue;
            seen.push_back(m);
            move_difference d{m.text, {}, {}, {}};
            for (const variant_moves& other : views) {
                const bool has = std::any_of(other.moves.begin(), other.moves.end(),
                                             [&](const grid_move& o) { return o.same_move(m); });
                (has ? d.legal_in : d.not_in).push_back(other.variant);
                if (!has) d.why.emplace_back(other.variant, other.why_not(m));
            }
            if (!d.not_in.empty()) out.differences.push_back(std::move(d));
        }
    }
    out.variants = std::move(views);
    return out;
}

// The same for variants named as types: compare<russian, brazilian>(placement).
template <class... Variants>
[[nodiscard]] comparison compare(const piece_placement& placement) {
    return compare(std::vector<variant_moves>{moves_under<Variants>(placement)...});
}

}  // namespace draughts

// ---- draughts/teach/rule_sheet.hpp
// The rules of a variant in words, from the facts the generator runs on, so that a rule
// sheet can never disagree with the moves: one line per fact with its article, and a table
// of how the variants differ.


#include <algorithm>
#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace draughts {

// One fact of a variant in words.
struct rule_line {
    std::string_view topic;  // "kings", "which capture", ...
    std::string value;       // "fly: any distance along a free line"
    std::string_view article;
};

// Every fact of a variant, in words, with the article that states it.
template <draughts_variant V>
[[nodiscard]] std::vector<rule_line> rule_sheet() {
    using rules = rules_of<V>;
    using board = typename V::board;
    std::vector<rule_line> lines;
    lines.push_back({"board", detail::board_words<board>(), {}});
    lines.push_back({"men each", std::to_string(rules::men_per_side()) + " on " + std::to_string(rules::men_rows()) +
                                     " rows",
                     {}});
    lines.push_back({"first to move", detail::colour_name(rules::first_to_move), rules::first_to_move.article});
    lines.push_back({"capturing", "compulsory", rules::compulsory_capture});
    lines.push_back({"a capture goes on while the piece can take more", "yes", rules::capture_goes_on});
    lines.push_back({"men capture backward", rules::men_capture_backward ? "yes" : "no",
                     rules::men_capture_backward.article});
    if (rules::king_captures.value.has_diagonal())
        lines.push_back({"captures along rows and files too", rules::straight_captures ? "yes" : "no",
                         rules::straight_captures.article});
    lines.push_back({"men move", detail::directions_words(rules::man_moves), rules::man_moves.article});
    lines.push_back({"men capture", detail::directions_words(rules::man_captures), rules::man_captures.article});
    lines.push_back({"kings move", detail::directions_words(rules::king_moves), rules::king_moves.article});
    lines.push_back({"kings capture", detail::directions_words(rules::king_captures), rules::king_captures.article});
    lines.push_back(
        {"men may take kings", rules::men_capture_kings ? "yes" : "no", rules::men_capture_kings.article});
    lines.push_back({"kings", rules::flying_kings ? "fly" : "one square", rules::flying_kings.article});
    if (rules::flying_kings)
        lines.push_back({"a king lands", std::string(detail::landing_words(rules::landing)), rules::landing.article});
    if (rules::flying_kings)
        lines.push_back({"a king lands where its capture goes on", "yes", rules::king_lands_to_go_on});
    if (rules::king_move_limit > 0)
        lines.push_back({"one king's moves in a row while its side has men",
                         "at most " + std::to_string(rules::king_move_limit.value), rules::king_move_limit.article});
    lines.push_back({"which capture", detail::precedence_words(rules::precedence),
                     rules::precedence.size() ? rules::precedence[0].article : rules::precedence.free_choice_article()});
    lines.push_back({"man on the last row mid-capture", std::string(detail::crowning_words(rules::crowning)),
                     rules::crowning.article});
    lines.push_back({"captured pieces leave", rules::removal == capture_removal::at_end ? "at the end" : "at once",
                     rules::removal.article});
    lines.push_back({"a capture may turn straight back", rules::capture_reversal ? "yes" : "no",
                     rules::capture_reversal.article});
    lines.push_back({"game end", std::string(detail::end_words(rules::end)), rules::end.article});
    for (const draw_limit& d : rules::draws)
        lines.push_back({to_string(d.rule, d.limit),
                         d.limit == 0                         ? "a draw at once"
                         : d.rule == draw_rule::repetition ? "a draw when the position occurs " + std::to_string(d.limit) + " times"
                                                           : "a draw after " + std::to_string(d.limit) + " moves",
                         d.article});
    lines.push_back({"squares, capture separator", detail::notation_words<V>(), {}});
    lines.push_back({"PDN GameType", rules::pdn_game_type ? std::to_string(rules::pdn_game_type) : "none", {}});
    return lines;
}

// How the variants of a list differ, as a Markdown table: a row per variant, a column per
// fact; each cell the fact's value, with its article where the rules give it a number.
template <class List = all_variants>
[[nodiscard]] std::string variant_table_markdown() {
    std::string out =
        "| variant | board, men | first | men capture backward | kings | which capture | man crossing the last row "
        "mid-capture | captured pieces leave | squares | GameType |\n"
        "| --- | --- | --- | --- | --- | --- | --- | --- | --- | ---: |\n";
    const auto with = [](std::string value, std::string_view article) {
        return detail::numbered(article) ? value + " (" + std::string(article) + ")" : value;
    };
    List::for_each([&](auto v) {
        using V = decltype(v);
        using rules = rules_of<V>;
        std::string kings = with(rules::flying_kings ? "fly" : "one square", rules::flying_kings.article);
        if (rules::landing != king_landing::anywhere_behind)
            kings += ", land " + with(std::string(detail::landing_words(rules::landing)), rules::landing.article);
        std::string backward = with(rules::men_capture_backward ? "yes" : "no", rules::men_capture_backward.article);
        if (rules::straight_captures)
            backward += "; men and kings capture along rows and files too" +
                        (detail::numbered(rules::straight_captures.article)
                             ? " (" + std::string(rules::straight_captures.article) + ")"
                             : std::string());
        if (rules::man_moves.value != directions::forward_diagonals || rules::king_moves.value != directions::diagonals)
            backward += "; men move " + detail::directions_words(rules::man_moves) + ", kings " +
                        detail::directions_words(rules::king_moves);
        if (!rules::capture_reversal) backward += "; no capture turns straight back";
        if (!rules::men_capture_kings)
            backward += "; men may not take kings" +
                        (detail::numbered(rules::men_capture_kings.article)
                             ? " (" + std::string(rules::men_capture_kings.article) + ")"
                             : std::string());
        std::vector<std::string_view> precedence_articles;
        for (const precedence_step& step : rules::precedence) precedence_articles.push_back(step.article);
        if (rules::precedence.is_free_choice()) precedence_articles.push_back(rules::precedence.free_choice_article());
        const std::string which = detail::precedence_words(rules::precedence) +
                                  (detail::joined_articles(precedence_articles).empty() ||
                                           !detail::numbered(detail::joined_articles(precedence_articles))
                                       ? std::string()
                                       : " (" + detail::joined_articles(precedence_articles) + ")");
        std::string name(V::name);
        if (rules::end != game_end::no_move_loses) name += " (" + std::string(detail::end_words(rules::end)) + ")";
        out += "| " + name + " | " + detail::board_words<typename V::board>() + ", " +
               std::to_string(rules::men_per_side()) + " | " + detail::colour_name(rules::first_to_move) + " | " +
               backward + " | " + kings + " | " + which + " | " +
               with(std::string(detail::crowning_words(rules::crowning)), rules::crowning.article) + " | " +
               with(rules::removal == capture_removal::at_end ? "at the end" : "at once", rules::removal.article) +
               " | " + detail::notation_words<V>() + " | " +
               (rules::pdn_game_type ? std::to_string(rules::pdn_game_type) : "-") + " |\n";
    });
    return out;
}

// A topic on which two rule sheets differ: each sheet's line, none where a sheet lacks the
// topic.
struct rule_difference {
    std::string_view topic;
    std::optional<rule_line> first;
    std::optional<rule_line> second;
};

// The facts in which two rule sheets differ, topic by topic in the first sheet's order; a
// topic only the second sheet has comes after the topic it follows there.
[[nodiscard]] inline std::vector<rule_difference> rule_differences(const std::vector<rule_line>& first,
                                                                   const std::vector<rule_line>& second) {
    std::vector<std::string_view> topics;
    for (const rule_line& l : first) topics.push_back(l.topic);
    std::size_t next = 0;
    for (const rule_line& l : second) {
        const auto at = std::find(topics.begin(), topics.end(), l.topic);
        if (at != topics.end())
            next = static_cast<std::size_t>(at - topics.begin()) + 1;
        else
            topics.insert(topics.begin() + static_cast<std::ptrdiff_t>(next++), l.topic);
    }
    const auto line_of = [](const std::vector<rule_line>& sheet, std::string_view topic) -> std::optional<rule_line> {
        for (const rule_line& l : sheet)
            if (l.topic == topic) return l;
        return std::nullopt;
    };
    std::vector<rule_difference> out;
    for (std::string_view topic : topics) {
        auto a = line_of(first, topic), b = line_of(second, topic);
        if (a && b && a->value == b->value) continue;
        out.push_back({topic, std::move(a), std::move(b)});
    }
    return out;
}

}  // namespace draughts

// ---- draughts/text/diagram.hpp
// A position as text, the board as White sees it, for terminals and logs:
//
//         a b c d e f g h
//      8    b   b   b   b
//      7  b   b   b   b
//     ...
//
// w and W are White's men and kings, b and B Black's, '.' an empty dark square. The files'
// letters stand above the board and the ranks on its left, as algebraic notation names them;
// a variant that numbers its squares gets each row's numbers on the right.


#include <cstddef>
#include <string>

namespace draughts {

struct diagram_options {
    bool numbers = true;  // the square numbers beside each row, for a variant that numbers its squares
};

template <class Variant>
[[nodiscard]] std::string diagram(const position<Variant>& p, diagram_options o = {}) {
    using board = typename Variant::board;
    const bool numbers = o.numbers && rules_of<Variant>::notation == square_notation::numeric;
    const auto right_aligned = [](int value, std::size_t width) {
        std::string s = std::to_string(value);
        return std::string(width > s.size() ? width - s.size() : 0, ' ') + s;
    };
    const std::size_t number_width = std::to_string(board::squares).size();
    std::string out = "   ";
    for (int f = 0; f < board::width; ++f) out += std::string(" ") + static_cast<char>('a' + f);
    out += '\n';
    for (int rank = board::height; rank >= 1; --rank) {
        std::string line = right_aligned(rank, 2) + " ";
        std::string row_numbers;
        for (int f = 0; f < board::width; ++f) {
            const int n = board::number_at(f, rank);
            char c = ' ';
            if (n != 0) {
                c = '.';
                if (const auto piece_there = p.at(n)) {
                    c = piece_there->side == color::white ? 'w' : 'b';
                    if (piece_there->kind == piece_kind::king) c = static_cast<char>(c - 'a' + 'A');
                }
                row_numbers += " " + right_aligned(n, number_width);
            }
            line += std::string(" ") + c;
        }
        if (numbers) line += "   " + row_numbers;
        while (line.back() == ' ') line.pop_back();
        out += line + '\n';
    }
    return out;
}

}  // namespace draughts

// ---- draughts/text/svg.hpp
// A position as an SVG diagram, for teaching material and web pages: the board with White
// at the bottom (or Black, flipped), the pieces, and on request a move drawn as a line
// through its landing squares ending in an arrowhead, the pieces it takes drawn faded (they
// stay on the board until the move ends, FMJD 4.8), highlighted squares, square numbers or
// coordinates, and the board's named diagonals.
//
// The output depends on nothing but its input, byte for byte: integer coordinates, a fixed
// order of elements, no time or random identifiers. Every piece is one element of class
// "piece" (with "white" or "black" and "man" or "king"), so that programs can find them.


#include <algorithm>
#include <array>
#include <cstdint>
#include <string_view>
#include <string>
#include <vector>

namespace draughts {

enum class square_labels : std::uint8_t { numbers, coordinates, none };

template <class Variant>
struct svg_options {
    using bitboard = typename Variant::board::bitboard;

    std::vector<int> path;     // a move: its start, the squares it lands on, its end (square numbers)
    bitboard taken{};          // the pieces the move takes, drawn faded and crossed out
    bool crowns = false;       // the move crowns its man: a ring where it is crowned
    std::vector<int> highlight;  // squares to mark
    bool flip = false;         // Black at the bottom
    // Square numbers in a corner of each square, files and ranks beside the board, or
    // nothing; by default what the variant's notation uses.
    square_labels labels = rules_of<Variant>::notation == square_notation::numeric ? square_labels::numbers
                                                                                    : square_labels::coordinates;
    bool diagonals = false;  // the board's named lines (core/lines.hpp), with a legend under the board
};

namespace detail {

// A named line's family, the words that name the lines alike: "double" for the lower and
// upper doubles and their short sides.
[[nodiscard]] constexpr std::string_view line_family(const named_line& l) noexcept {
    std::string_view name = l.name.substr(0, l.name.find(','));
    for (std::string_view side : {"lower ", "upper "})
        if (name.starts_with(side)) name.remove_prefix(side.size());
    return name;
}

[[nodiscard]] inline std::string family_colour(const std::vector<std::string_view>& families, std::string_view family) {
    static constexpr std::array<std::string_view, 4> colours{"#2e7d32", "#6a1b9a", "#ef6c00", "#00838f"};
    const auto i = static_cast<std::size_t>(std::find(families.begin(), families.end(), family) - families.begin());
    return std::string(colours[i % colours.size()]);
}

}  // namespace detail

template <class Variant>
[[nodiscard]] std::string svg(const position<Variant>& p, const svg_options<Variant>& o = {}) {
    using board = typename Variant::board;
    constexpr int cell = 50;
    const int margin = o.labels == square_labels::coordinates ? 24 : 4;
    // The named lines by family (the main road, the doubles, ...), each in its colour, and a
    // legend row under the board that names them.
    const auto lines = named_lines<board>();
    std::vector<std::string_view> families;
    if (o.diagonals)
        for (const named_line& l : lines)
            if (std::find(families.begin(), families.end(), detail::line_family(l)) == families.end())
                families.push_back(detail::line_family(l));
    const int legend = families.empty() ? 0 : 26;
    const int width = board::width * cell + 2 * margin;
    const int height = board::height * cell + 2 * margin + legend;
    // The top-left corner of a square on the screen.
    const auto x_of = [&](int file) { return margin + (o.flip ? board::width - 1 - file : file) * cell; };
    const auto y_of = [&](int rank) { return margin + (o.flip ? rank - 1 : board::height - rank) * cell; };
    const auto centre_x = [&](int n) { return x_of(board::file(n)) + cell / 2; };
    const auto centre_y = [&](int n) { return y_of(board::rank(n)) + cell / 2; };
    const auto num = [](int v) { return std::to_string(v); };

    std::string out = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" + num(width) + "\" height=\"" +
                      num(height) + "\" viewBox=\"0 0 " + num(width) + " " + num(height) + "\">\n";
    out += "<defs><marker id=\"arrowhead\" viewBox=\"0 0 10 10\" refX=\"5\" refY=\"5\" markerWidth=\"4\" "
           "markerHeight=\"4\" orient=\"auto-start-reverse\"><path d=\"M 0 0 L 10 5 L 0 10 z\" "
           "fill=\"#1565c0\"/></marker></defs>\n";
    out += "<rect class=\"frame\" x=\"0\" y=\"0\" width=\"" + num(width) + "\" height=\"" + num(height) +
           "\" fill=\"#ffffff\"/>\n";

    // The squares: dark where play is on the dark squares, every square alike otherwise.
    out += "<g class=\"board\">\n";
    for (int rank = board::height; rank >= 1; --rank)
        for (int file = 0; file < board::width; ++file) {
            const bool dark = board::played == playing_squares::all ? (file + rank) % 2 == 0
                                                                     : board::number_at(file, rank) != 0;
            out += "<rect x=\"" + num(x_of(file)) + "\" y=\"" + num(y_of(rank)) + "\" width=\"" + num(cell) +
                   "\" height=\"" + num(cell) + "\" fill=\"" + (dark ? "#b58863" : "#f0d9b5") + "\"/>\n";
        }
    out += "</g>\n";

    if (!o.highlight.empty()) {
        out += "<g class=\"highlight\">\n";
        for (int n : o.highlight)
            if (board::on_board(n))
                out += "<rect x=\"" + num(x_of(board::file(n))) + "\" y=\"" + num(y_of(board::rank(n))) +
                       "\" width=\"" + num(cell) + "\" height=\"" + num(cell) +
                       "\" fill=\"#ffeb3b\" fill-opacity=\"0.6\"/>\n";
        out += "</g>\n";
    }

    if (o.labels == square_labels::coordinates) {
        out += "<g class=\"coordinates\" font-family=\"sans-serif\" font-size=\"13\" fill=\"#333333\" "
               "text-anchor=\"middle\">\n";
        for (int file = 0; file < board::width; ++file)
            out += "<text x=\"" + num(x_of(file) + cell / 2) + "\" y=\"" + num(height - legend - 7) + "\">" +
                   std::string(1, static_cast<char>('a' + file)) + "</text>\n";
        for (int rank = 1; rank <= board::height; ++rank)
            out += "<text x=\"" + num(margin / 2) + "\" y=\"" + num(y_of(rank) + cell / 2 + 5) + "\">" + num(rank) +
                   "</text>\n";
        out += "</g>\n";
    }

    if (!families.empty()) {
        out += "<g class=\"diagonals\" stroke-width=\"3\" stroke-dasharray=\"8 5\" stroke-opacity=\"0.85\">\n";
        for (const named_line& l : lines)
            out += "<line x1=\"" + num(x_of(l.from_file) + cell / 2) + "\" y1=\"" + num(y_of(l.from_rank) + cell / 2) +
                   "\" x2=\"" + num(x_of(l.to_file) + cell / 2) + "\" y2=\"" + num(y_of(l.to_rank) + cell / 2) +
                   "\" stroke=\"" + detail::family_colour(families, detail::line_family(l)) + "\"><title>" +
                   std::string(l.name) + " (" + std::string(l.transliteration) + ")</title></line>\n";
        out += "</g>\n";
        out += "<g class=\"legend\" font-family=\"sans-serif\" font-size=\"12\" fill=\"#333333\">\n";
        const int y = height - legend / 2;
        const int step = (width - 2 * margin) / static_cast<int>(families.size());
        for (std::size_t i = 0; i < families.size(); ++i) {
            const int x = margin + static_cast<int>(i) * step;
            out += "<line x1=\"" + num(x) + "\" y1=\"" + num(y) + "\" x2=\"" + num(x + 18) + "\" y2=\"" + num(y) +
                   "\" stroke=\"" + detail::family_colour(families, families[i]) +
                   "\" stroke-width=\"3\" stroke-dasharray=\"8 5\"/><text x=\"" + num(x + 22) + "\" y=\"" + num(y + 4) +
                   "\">" + std::string(families[i]) + "</text>\n";
        }
        out += "</g>\n";
    }

    out += "<g class=\"pieces\">\n";
    for (int n = 1; n <= board::squares; ++n) {
        const auto there = p.at(n);
        if (!there) continue;
        const bool white = there->side == color::white;
        const bool king = there->kind == piece_kind::king;
        const bool taken = (o.taken & board::square_mask(n)) != typename board::bitboard{};
        out += std::string("<g class=\"piece ") + (white ? "white" : "black") + (king ? " king" : " man") +
               (taken ? " taken\" opacity=\"0.5\"" : "\"") + ">";
        out += "<circle cx=\"" + num(centre_x(n)) + "\" cy=\"" + num(centre_y(n)) + "\" r=\"20\" fill=\"" +
               (white ? "#fafafa" : "#212121") + "\" stroke=\"" + (white ? "#424242" : "#000000") +
               "\" stroke-width=\"2\"/>";
        if (king)
            out += "<circle cx=\"" + num(centre_x(n)) + "\" cy=\"" + num(centre_y(n)) +
                   "\" r=\"10\" fill=\"none\" stroke=\"#c9a227\" stroke-width=\"4\"/>";
        out += "</g>\n";
        // A piece taken but still on the board (the Turkish strike) is crossed out, so that
        // it shows on dark squares as well as light ones.
        if (taken) {
            const auto corner = [&](int dx, int dy) { return num(centre_x(n) + dx) + "\" y1=\"" + num(centre_y(n) + dy); };
            out += "<g class=\"taken-mark\" stroke=\"#c62828\" stroke-width=\"4\" stroke-linecap=\"round\"><line x1=\"" +
                   corner(-13, -13) + "\" x2=\"" + num(centre_x(n) + 13) + "\" y2=\"" + num(centre_y(n) + 13) +
                   "\"/><line x1=\"" + corner(13, -13) + "\" x2=\"" + num(centre_x(n) - 13) + "\" y2=\"" +
                   num(centre_y(n) + 13) + "\"/></g>\n";
        }
    }
    out += "</g>\n";

    // Square numbers above the pieces, light on a dark halo, so that a piece hides none.
    if (o.labels == square_labels::numbers) {
        out += "<g class=\"numbers\" font-family=\"sans-serif\" font-size=\"10\" fill=\"#ffffff\" stroke=\"#3e2723\" "
               "stroke-width=\"2.5\" paint-order=\"stroke\">\n";
        for (int n = 1; n <= board::squares; ++n)
            out += "<text x=\"" + num(x_of(board::file(n)) + 3) + "\" y=\"" + num(y_of(board::rank(n)) + 11) + "\">" +
                   num(n) + "</text>\n";
        out += "</g>\n";
    }

    if (o.path.size() >= 2) {
        std::string points;
        for (int n : o.path)
            if (board::on_board(n)) points += (points.empty() ? "" : " ") + num(centre_x(n)) + "," + num(centre_y(n));
        out += "<polyline class=\"move\" points=\"" + points +
               "\" fill=\"none\" stroke=\"#1565c0\" stroke-width=\"5\" stroke-linejoin=\"round\" "
               "stroke-opacity=\"0.85\" marker-end=\"url(#arrowhead)\"/>\n";
        if (o.crowns) {
            // Where the man is crowned: the first square of its last row on the path where a
            // crowned man captures on as a king (Russian 1.5.15), else where the move ends.
            int crowned = o.path.back();
            if constexpr (rules_of<Variant>::crowning == mid_capture_crowning::captures_on_as_king) {
                const auto mover = p.at(o.path.front());
                for (int n : o.path)
                    if (mover && board::on_board(n) && (board::square_mask(n) & board::promotion_row(mover->side))) {
                        crowned = n;
                        break;
                    }
            }
            if (board::on_board(crowned))
                out += "<circle class=\"crowned\" cx=\"" + num(centre_x(crowned)) + "\" cy=\"" + num(centre_y(crowned)) +
                       "\" r=\"23\" fill=\"none\" stroke=\"#c9a227\" stroke-width=\"4\"><title>crowned</title></circle>\n";
        }
    }
    out += "</svg>\n";
    return out;
}

}  // namespace draughts

// ---- draughts/draughts.hpp
// The whole library: #include <draughts/draughts.hpp>.

