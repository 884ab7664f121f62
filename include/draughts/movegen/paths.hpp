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

// Every path of a legal move as square numbers, in ascending order. A quiet move has the
// single path {from, to}; a capture has one path per way of making it (usually one).
template <class Variant>
[[nodiscard]] std::vector<std::vector<int>> move_paths(const position<Variant>& p, const move<Variant>& m) {
    using board = typename Variant::board;
    if (!m.is_capture()) return {{m.from_square(), m.to_square()}};
    std::vector<typename detail::capture_path_sink<Variant>::entry> found;
    detail::for_side_to_move(p, [&]<color Us>() {
        detail::capture_path_sink<Variant> sink{found};
        detail::capture_finder<Variant, Us>(p).run(sink);
    });
    std::vector<std::vector<int>> result;
    for (const auto& e : found) {
        if (!(e.move == m)) continue;
        std::vector<int> numbers;
        for (int bit : e.squares) numbers.push_back(board::number(bit));
        result.push_back(std::move(numbers));
    }
    std::sort(result.begin(), result.end());
    return result;
}

// The one path notation writes for a move: the first of move_paths().
template <class Variant>
[[nodiscard]] std::vector<int> canonical_path(const position<Variant>& p, const move<Variant>& m) {
    auto all = move_paths(p, m);
    return all.empty() ? std::vector<int>{} : std::move(all.front());
}

}  // namespace draughts
