#pragma once
// The last plies of a count (perft), for any move source, and the two last plies at once for
// the fast generator: the capability counts_last_two_plies<Variant> declares. Below a quiet
// move the other side's pieces are as they were, so their replies are prepared once for all
// the children, and in bulk counting often summed over all of them at once; below a capture
// they are worked out afresh; and the last ply is counted without making its moves (bulk)
// or each move made (full).

#include "../core/position.hpp"
#include "fast_generator.hpp"
#include "generate.hpp"

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
