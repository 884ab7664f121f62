#pragma once
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

#include "../core/position.hpp"
#include "../core/variant.hpp"
#include "moves.hpp"
#include "precedence.hpp"

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
