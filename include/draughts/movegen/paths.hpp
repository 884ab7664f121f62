#pragma once
// The squares a move passes through, for notation (PDN 3.0): the start square, then one
// square per captured piece - where the piece turns, or the square right behind the
// captured piece where it goes straight on - the last being the end square. Derived on
// demand by searching the captures again, so moves stay small. And a census of the
// captures, path by path, for the explanations of what precedence keeps and excludes.
//
// Every search here runs from one piece where one piece is asked about, and keeps no path
// it is not asked for: a position with hundreds of thousands of capture paths costs the
// time of one search and the memory of a few paths.

#include "../core/position.hpp"
#include "capture_search.hpp"
#include "moves.hpp"
#include "collector.hpp"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <type_traits>
#include <utility>
#include <vector>

namespace draughts {

namespace detail {

// What receives the paths of for_each_capture_path: any callable, called through a pointer,
// so that the search - long, and met by every caller - is compiled once per variant and
// side rather than once per caller. None of its callers is on a hot path; perft and the
// move lists take their captures from the collector (collector.hpp).
template <class Board>
class path_receiver {
public:
    template <class F>
    explicit path_receiver(F& f) noexcept
        : object_(const_cast<void*>(static_cast<const void*>(std::addressof(f)))),
          call_([](void* object, const found_capture<Board>& c) { (*static_cast<F*>(object))(c); }) {}
    void add(const found_capture<Board>& c) const { call_(object_, c); }

private:
    void* object_;
    void (*call_)(void*, const found_capture<Board>&);
};

template <class Variant>
void for_each_capture_path(const position<Variant>& p, std::optional<int> from,
                           path_receiver<typename Variant::board> paths) {
    using board = typename Variant::board;
    using bitboard = typename board::bitboard;
    for_side_to_move(p, [&]<color Us>() {
        const bitboard only = from ? single_bit<bitboard>(*from) : board::all;
        capture_search<Variant, Us>(p.men(Us) & only, p.kings(Us) & only, p.pieces(~Us), p.kings(~Us), p.empty())
            .run(paths);
    });
}

// Calls f(c) for every complete capture c of the side to move, whatever precedence makes of
// it: of the piece on `from` (a bit of the board), or of every piece when from is empty.
template <class Variant, class F>
    requires(!std::is_same_v<std::remove_cvref_t<F>, path_receiver<typename Variant::board>>)
void for_each_capture_path(const position<Variant>& p, std::optional<int> from, F&& f) {
    for_each_capture_path(p, from, path_receiver<typename Variant::board>(f));
}

// Calls f(c) for every complete capture c of the piece on `from` (bits) that precedence
// keeps, as the search finds them, and restart() where a better capture rules out those
// before it. For a legal move's piece these are the paths of legal moves: the piece that
// makes a legal move has a capture that ranks with the best of all. (A path of a legal move
// may rank below another path of it, Italian 6.9, and is not kept.)
template <class Variant, class F, class Restart>
void for_each_kept_path(const position<Variant>& p, int from, F&& f, Restart&& restart) {
    capture_collector<Variant, call_output<F, Restart>> collector{{f, restart}, paths::every};
    for_each_capture_path(p, from, [&](const auto& c) { collector.add(c); });
}

// Calls f(from, indices) for each piece that makes some of the captures of `moves`: its
// square (bits) and where its captures stand in the list.
template <class Move, class F>
void for_each_piece_of(std::span<const Move> moves, F&& f) {
    std::vector<std::vector<std::size_t>> by_piece(static_cast<std::size_t>(Move::board::max_bit_count));
    for (std::size_t i = 0; i < moves.size(); ++i)
        if (moves[i].is_capture()) by_piece[moves[i].from].push_back(i);
    for (std::size_t from = 0; from < by_piece.size(); ++from)
        if (!by_piece[from].empty()) f(static_cast<int>(from), by_piece[from]);
}

// A capture's path as square numbers: its start, then one square per piece taken.
template <class Board>
void path_numbers(const found_capture<Board>& c, std::vector<int>& numbers) {
    numbers.clear();
    numbers.push_back(Board::number(c.from));
    for (int bit : c.path) numbers.push_back(Board::number(bit));
}
template <class Board>
[[nodiscard]] std::vector<int> path_numbers(const found_capture<Board>& c) {
    std::vector<int> numbers;
    path_numbers(c, numbers);
    return numbers;
}

}  // namespace detail

// Every capture of the side to move, path by path, as precedence sees them: how many paths
// there are of each summary, the best summary, and so which captures precedence keeps and
// how many paths each step of it excludes - in one search, whatever the paths.
template <class Variant>
class capture_census {
public:
    using board = typename Variant::board;
    using move_type = basic_move<board>;
    using summary = capture_summary<board>;

    // Paths with one summary (as far as the precedence tells summaries apart). The move
    // too, where the precedence may rank two paths of one move apart (Italian 6.9); else
    // the paths of every move with that summary, and `move` is empty.
    struct tally {
        move_type move;
        summary taken;
        std::uint64_t paths;
    };

    // Takes the census, calling on_path(c) for each path of the piece on `from` (bits), if
    // given, as the search finds it.
    template <class OnPath>
    capture_census(const position<Variant>& p, std::optional<int> from, OnPath&& on_path) {
        detail::for_each_capture_path(p, std::nullopt, [&](const detail::found_capture<board>& c) {
            count(paths_apart ? c.as_move() : move_type{}, relevant(c.summary));
            if (from && c.from == *from) on_path(c);
        });
        for (const tally& t : tallies_)
            if (!best_ || compare(precedence, t.taken, *best_) > 0) best_ = t.taken;
    }
    explicit capture_census(const position<Variant>& p) : capture_census(p, std::nullopt, [](const auto&) {}) {}

    [[nodiscard]] bool any() const noexcept { return best_.has_value(); }
    // The best summary of any capture; any() must hold.
    [[nodiscard]] const summary& best() const noexcept { return *best_; }
    [[nodiscard]] const std::vector<tally>& tallies() const noexcept { return tallies_; }

    // Whether precedence keeps the capture m, given the summary of one of its paths: whether
    // the move's best path ranks with the best capture.
    [[nodiscard]] bool kept(const move_type& m, const summary& one_path) const noexcept {
        if (!best_) return false;
        summary s = relevant(one_path);
        if constexpr (paths_apart)
            for (const tally& t : tallies_)
                if (t.move == m && compare(precedence, t.taken, s) > 0) s = t.taken;
        return compare(precedence, s, *best_) == 0;
    }
    [[nodiscard]] bool kept(const tally& t) const noexcept { return kept(t.move, t.taken); }

private:
    static constexpr const capture_precedence& precedence = rules_of<Variant>::precedence;
    // Only the order in which kings are met tells two paths of one move apart.
    static constexpr bool paths_apart = precedence.has(capture_criterion::kings_first);

    // The summary as far as the precedence looks at it.
    [[nodiscard]] static summary relevant(summary s) noexcept {
        if (!paths_apart) s.king_order = {};
        return s;
    }

    void count(const move_type& m, const summary& s) {
        // Paths of one kind tend to come one after another: look at the last first.
        const auto same = [&](const tally& t) { return t.move == m && t.taken == s; };
        if (last_ >= tallies_.size() || !same(tallies_[last_])) {
            last_ = static_cast<std::size_t>(std::find_if(tallies_.begin(), tallies_.end(), same) - tallies_.begin());
            if (last_ == tallies_.size()) tallies_.push_back({m, s, 0});
        }
        ++tallies_[last_].paths;
    }

    std::vector<tally> tallies_;
    std::optional<summary> best_;
    std::size_t last_ = 0;
};

// Every path of each of some legal moves of p as square numbers, each move's in ascending
// order: a quiet move has the single path {from, to}, a capture one path per way of making
// it (usually one). One search of the capture paths for each piece that makes them.
template <class Variant>
[[nodiscard]] std::vector<std::vector<std::vector<int>>> move_paths(const position<Variant>& p,
                                                                    std::span<const move<Variant>> moves) {
    std::vector<std::vector<std::vector<int>>> result(moves.size());
    for (std::size_t i = 0; i < moves.size(); ++i)
        if (!moves[i].is_capture()) result[i] = {{moves[i].from_square(), moves[i].to_square()}};
    detail::for_each_piece_of(moves, [&](int from, const std::vector<std::size_t>& of_piece) {
        detail::for_each_kept_path(
            p, from,
            [&](const auto& c) {
                const auto m = c.as_move();
                for (std::size_t i : of_piece)
                    if (moves[i] == m) result[i].push_back(detail::path_numbers(c));
            },
            [&] {
                for (std::size_t i : of_piece) result[i].clear();
            });
    });
    for (auto& paths_of_move : result) std::sort(paths_of_move.begin(), paths_of_move.end());
    return result;
}

// Every path of a legal move as square numbers, in ascending order.
template <class Variant>
[[nodiscard]] std::vector<std::vector<int>> move_paths(const position<Variant>& p, const move<Variant>& m) {
    return std::move(move_paths(p, std::span<const move<Variant>>(&m, 1)).front());
}

// The one path notation writes for a legal move: the first of move_paths(), found without
// keeping the others.
template <class Variant>
[[nodiscard]] std::vector<int> canonical_path(const position<Variant>& p, const move<Variant>& m) {
    if (!m.is_capture()) return {m.from_square(), m.to_square()};
    std::vector<int> first, path;
    detail::for_each_kept_path(
        p, m.from,
        [&](const auto& c) {
            if (!(c.as_move() == m)) return;
            detail::path_numbers(c, path);
            if (first.empty() || path < first) first.swap(path);
        },
        [&] { first.clear(); });
    return first;
}

}  // namespace draughts
