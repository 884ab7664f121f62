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
    [[nodiscard]] static constexpr bitboard order_bit(int k) noexcept { return single_bit<bitboard>(bits_in<bitboard> - 1 - k); }

    friend constexpr bool operator==(const capture_summary&, const capture_summary&) noexcept = default;
};

// How a is ranked against b under the precedence: negative when b must be taken rather
// than a, positive the other way round, 0 when the choice between them is free.
template <class Board>
[[nodiscard]] constexpr int compare(const capture_precedence& precedence, const capture_summary<Board>& a,
                                    const capture_summary<Board>& b) noexcept {
    for (const precedence_step& step : precedence) {
        switch (step.criterion) {
        case capture_criterion::most_pieces:
            if (a.pieces != b.pieces) return a.pieces < b.pieces ? -1 : 1;
            break;
        case capture_criterion::with_king:
            if (a.by_king != b.by_king) return a.by_king ? 1 : -1;
            break;
        case capture_criterion::most_kings:
            if (a.kings != b.kings) return a.kings < b.kings ? -1 : 1;
            break;
        case capture_criterion::kings_first:
            if (a.king_order != b.king_order) return a.king_order < b.king_order ? -1 : 1;
            break;
        case capture_criterion::highest_value: {
            // A king counts as two men less a little (Frisian 11): by men plus twice the
            // kings, then, where that is equal, the fewer kings weigh more.
            const int a_value = a.pieces + a.kings, b_value = b.pieces + b.kings;
            if (a_value != b_value) return a_value < b_value ? -1 : 1;
            if (a.kings != b.kings) return a.kings > b.kings ? -1 : 1;
            break;
        }
        }
    }
    return 0;
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
