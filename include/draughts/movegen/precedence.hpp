#pragma once
// Capture precedence at work: the summary of a complete capture that a variant's
// precedence compares, the comparison itself, and the filter that keeps the best captures
// as a search finds them (a better one found later rules out those kept before).

#include "../core/bitboard.hpp"
#include "../core/variant.hpp"

#include <cstdint>

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

// Which complete captures to keep, as a search delivers them one by one.
template <class Board>
class ranking_filter {
public:
    enum verdict : std::uint8_t { drop, keep, keep_and_restart };

    constexpr explicit ranking_filter(const capture_precedence& precedence) noexcept : precedence_(precedence) {}

    constexpr verdict judge(const capture_summary<Board>& s) noexcept {
        if (precedence_.is_free_choice()) return keep;
        if (!any_) {
            any_ = true;
            best_ = s;
            return keep;
        }
        const int c = compare(precedence_, s, best_);
        if (c < 0) return drop;
        if (c == 0) return keep;
        best_ = s;
        return keep_and_restart;
    }

private:
    capture_precedence precedence_;
    capture_summary<Board> best_{};
    bool any_ = false;
};

}  // namespace detail
}  // namespace draughts
