#pragma once
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
