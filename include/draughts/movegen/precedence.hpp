#pragma once
// Capture precedence at work: the summary of a complete capture that a variant's
// precedence compares, the comparison itself, and the filter that keeps the best captures
// as a search finds them (a better one found later rules out those kept before; the
// collector of collector.hpp acts on its verdicts).

#include "../core/bitboard.hpp"
#include "../core/variant.hpp"

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
