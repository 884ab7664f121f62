#pragma once
// The few operations the library needs from a bitboard type. std::uint64_t serves the 8x8
// and 10x10 boards; a wider board (12x12) brings its own type with these overloads.

#include <bit>
#include <cassert>
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

[[nodiscard]] constexpr int popcount(std::uint64_t b) noexcept { return std::popcount(b); }
[[nodiscard]] constexpr int lowest_bit(std::uint64_t b) noexcept { return std::countr_zero(b); }
[[nodiscard]] constexpr int highest_bit(std::uint64_t b) noexcept { return 63 - std::countl_zero(b); }
[[nodiscard]] constexpr std::uint64_t without_lowest_bit(std::uint64_t b) noexcept { return b & (b - 1); }
[[nodiscard]] constexpr std::uint64_t only_lowest_bit(std::uint64_t b) noexcept { return b & (0 - b); }

// Range-for over the set bits of a bitboard, lowest first: for (int bit : bits(b)).
template <class Bitboard>
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

}  // namespace draughts
