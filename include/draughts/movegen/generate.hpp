#pragma once
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

#include "../core/position.hpp"
#include "capture_search.hpp"
#include "collector.hpp"
#include "fast_generator.hpp"
#include "moves.hpp"

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
