#pragma once
// The squares a move passes through, for notation (PDN 3.0): the start square, then one
// square per captured piece - where the piece turns, or the square right behind the
// captured piece where it goes straight on - the last being the end square. Derived on
// demand by searching the captures again, so moves stay small.

#include "../core/position.hpp"
#include "capture_search.hpp"
#include "moves.hpp"

#include <algorithm>
#include <vector>

namespace draughts {

namespace detail {

// Calls f(c) for every complete capture c of the side to move that the variant's precedence
// keeps, as the search finds them, and restart() where a better capture rules out those
// before it (a path of a legal move may rank below another path of it: Italian 6.9).
template <class Variant, class F, class Restart>
void for_each_capture(const position<Variant>& p, F&& f, Restart&& restart) {
    using board = typename Variant::board;
    struct sink {
        F& f;
        Restart& restart;
        ranking_filter<board> filter{rules_of<Variant>::precedence};
        void add(const found_capture<board>& c) {
            const auto verdict = filter.judge(c.summary);
            if (verdict == ranking_filter<board>::drop) return;
            if (verdict == ranking_filter<board>::keep_and_restart) restart();
            f(c);
        }
    } captures{f, restart};
    for_side_to_move(p, [&]<color Us>() { capture_finder<Variant, Us>(p).run(captures); });
}

// A capture's path as square numbers: its start, then one square per piece taken.
template <class Board>
[[nodiscard]] std::vector<int> path_numbers(const found_capture<Board>& c) {
    std::vector<int> numbers{Board::number(c.from)};
    for (int bit : c.path) numbers.push_back(Board::number(bit));
    return numbers;
}

}  // namespace detail

// Every path of a legal move as square numbers, in ascending order. A quiet move has the
// single path {from, to}; a capture has one path per way of making it (usually one).
template <class Variant>
[[nodiscard]] std::vector<std::vector<int>> move_paths(const position<Variant>& p, const move<Variant>& m) {
    if (!m.is_capture()) return {{m.from_square(), m.to_square()}};
    std::vector<std::vector<int>> result;
    detail::for_each_capture(
        p,
        [&](const auto& c) {
            if (c.as_move() == m) result.push_back(detail::path_numbers(c));
        },
        [&] { result.clear(); });
    std::sort(result.begin(), result.end());
    return result;
}

// The one path notation writes for a move: the first of move_paths(), found without
// keeping the others.
template <class Variant>
[[nodiscard]] std::vector<int> canonical_path(const position<Variant>& p, const move<Variant>& m) {
    if (!m.is_capture()) return {m.from_square(), m.to_square()};
    std::vector<int> first;
    detail::for_each_capture(
        p,
        [&](const auto& c) {
            if (!(c.as_move() == m)) return;
            auto path = detail::path_numbers(c);
            if (first.empty() || path < first) first = std::move(path);
        },
        [&] { first.clear(); });
    return first;
}

}  // namespace draughts
