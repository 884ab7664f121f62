#pragma once
// The fast move generator, for the variants whose facts it covers (fast_generator_covers):
// captures on the diagonals ranked by their count alone, the pieces taken leaving at the
// end of the move, men that may take kings, kings that may land anywhere behind a piece.
// It gives exactly the moves of the capture search every variant can use
// (capture_search.hpp), faster: quiet moves of all men at once are a shift and a mask; the
// first two jumps of all men are worked out at once from jump sets; the search runs only
// for kings and where a man's capture goes on.

#include "../core/bitboard.hpp"
#include "../core/board.hpp"
#include "../core/move.hpp"
#include "../core/position.hpp"
#include "../core/variant.hpp"
#include "capture_search.hpp"
#include "collector.hpp"
#include "moves.hpp"

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
