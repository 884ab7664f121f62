#pragma once
// What a capture search does with each complete capture it finds: the one collector both
// searches hand their captures to. It keeps those the variant's precedence keeps
// (precedence_filter), drops what it kept before when a better one comes, and passes each
// kept capture to an output - a move list, a count, or a caller's function - saying whether
// it may repeat a move already kept, so that under paths::unique each move is kept once.

#include "../core/move.hpp"
#include "../core/variant.hpp"
#include "moves.hpp"
#include "precedence.hpp"

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
