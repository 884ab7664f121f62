#pragma once
// The library's generators against the deliberately naive generator of tests/reference
// (written from the rules texts, sharing no code): the moves (from, to, captured set,
// promotes) in both conventions, every capture path's squares, the move count and "any
// legal move?". Where the fast generator covers a variant, the generic one is compared with
// it too, so both are checked on every variant they serve.

#include "reference/naive_generator.hpp"
#include "support.hpp"

#include <doctest/doctest.h>

#include <algorithm>
#include <map>
#include <random>
#include <string>
#include <tuple>
#include <vector>

namespace test {

// A step of capture precedence, as the naive generator takes it.
inline naive::criterion naive_criterion(capture_criterion c) {
    switch (c) {
    case capture_criterion::most_pieces: return naive::criterion::most_pieces;
    case capture_criterion::with_king: return naive::criterion::with_king;
    case capture_criterion::most_kings: return naive::criterion::most_kings;
    case capture_criterion::kings_first: return naive::criterion::kings_first;
    case capture_criterion::highest_value: return naive::criterion::value;
    }
    return naive::criterion::most_pieces;
}

// A variant's facts, as the naive generator takes them.
template <class Variant>
naive::rules naive_rules() {
    using rules = rules_of<Variant>;
    using board = typename Variant::board;
    naive::rules r;
    r.width = board::width;
    r.height = board::height;
    r.dark_lower_left = board::colours == colouring::dark_lower_left;
    r.first_corner = static_cast<int>(board::numbering);
    r.men_capture_backward = rules::men_capture_backward;
    r.flying_kings = rules::flying_kings;
    r.men_capture_kings = rules::men_capture_kings;
    r.crown = rules::crowning == mid_capture_crowning::captures_on_as_king ? naive::crowning::captures_on_as_king
              : rules::crowning == mid_capture_crowning::move_ends        ? naive::crowning::move_ends
                                                                          : naive::crowning::captures_on_as_man;
    r.removed_at_once = rules::removal == capture_removal::at_once;
    r.straight_captures = rules::straight_captures;
    r.king_move_limit = rules::king_move_limit;
    r.turkish = board::played == playing_squares::all;
    r.king_landing = rules::landing == king_landing::right_behind ? naive::landing::right_behind
                     : rules::landing == king_landing::right_behind_last_king
                         ? naive::landing::right_behind_last_king
                         : naive::landing::anywhere;
    for (const precedence_step& s : rules::precedence) r.precedence.push_back(naive_criterion(s.criterion));
    return r;
}

template <class Variant>
naive::board to_naive(const position<Variant>& p, const naive::rules& r) {
    naive::board b{r, std::vector<naive::piece>(Variant::board::squares + 1, naive::piece::empty),
                   p.side_to_move() == color::white};
    for (int n = 1; n <= Variant::board::squares; ++n) {
        if (const auto pc = p.at(n)) {
            const bool king = pc->kind == piece_kind::king;
            b.squares[static_cast<std::size_t>(n)] = pc->side == color::white
                                                         ? (king ? naive::piece::white_king : naive::piece::white_man)
                                                         : (king ? naive::piece::black_king : naive::piece::black_man);
        }
    }
    for (color c : {color::white, color::black}) {
        const std::size_t i = c == color::white ? 0 : 1;
        b.run_square[i] = p.run(c).square;
        b.run_moves[i] = p.run(c).moves;
    }
    return b;
}

// A move as both generators can say it: from, to, sorted captured squares, promotes.
using move_key = std::tuple<int, int, std::vector<int>, bool>;

template <class Variant>
move_key key_of(const move<Variant>& m) {
    std::vector<int> captured;
    for (int b : bits(m.captured)) captured.push_back(Variant::board::number(b));
    std::sort(captured.begin(), captured.end());
    return {m.from_square(), m.to_square(), captured, m.promotes};
}

struct compared {
    std::map<move_key, int> moves;  // move -> number of paths
    std::map<move_key, std::vector<std::vector<int>>> paths;
};

// Each move's paths from move_paths(); the list of every path must count the same (past
// the 512 moves a list holds inside it too).
template <class Variant>
compared library_view(const position<Variant>& p) {
    compared c;
    move_list<Variant> unique;
    generate(p, unique, paths::unique);
    for (const auto& m : unique) {
        auto& found = c.paths[key_of<Variant>(m)];
        found = move_paths(p, m);
        c.moves[key_of<Variant>(m)] = static_cast<int>(found.size());
    }
    move_list<Variant> every;
    generate(p, every, paths::every);
    std::map<move_key, int> counted;
    for (const auto& m : every) ++counted[key_of<Variant>(m)];
    REQUIRE(counted == c.moves);
    return c;
}

inline compared naive_view(const naive::board& b) {
    compared c;
    for (const auto& m : naive::legal_paths(b)) {
        const move_key k{m.from, m.to, m.captured, m.promotes};
        ++c.moves[k];
        c.paths[k].push_back(m.path);
    }
    for (auto& [k, list] : c.paths) std::sort(list.begin(), list.end());
    return c;
}

// Where the fast generator serves a variant, the generic one gives the same moves and counts.
template <class Variant>
void check_generic_agrees(const position<Variant>& p) {
    if constexpr (fast_generator_covers<Variant>) {
        detail::for_side_to_move(p, [&]<color Us>() {
            const detail::fast_generator<Variant, Us> fast(p);
            const detail::generic_generator<Variant, Us> generic(p);
            for (paths mode : {paths::unique, paths::every}) {
                std::vector<move<Variant>> a, b;
                fast.for_each_move(mode, [&](const move<Variant>& m) { a.push_back(m); });
                generic.for_each_move(mode, [&](const move<Variant>& m) { b.push_back(m); });
                REQUIRE(sorted_keys<Variant>(a) == sorted_keys<Variant>(b));
                REQUIRE(fast.count(mode) == generic.count(mode));
            }
            REQUIRE(fast.has_capture() == generic.has_capture());
            REQUIRE(fast.has_quiet() == generic.has_quiet());
        });
    }
}

// What the comparisons reached, so that a test can require the hard cases.
struct reach {
    int positions = 0;
    int captures = 0;
    int multi_path = 0;
    int crowned = 0;
};

template <class Variant>
reach compare_with_naive(const position<Variant>& p, const naive::rules& r) {
    reach seen;
    const compared mine = library_view(p);
    const compared theirs = naive_view(to_naive(p, r));
    INFO("position " << write_fen(p));
    REQUIRE(mine.moves == theirs.moves);
    REQUIRE(mine.paths == theirs.paths);

    std::uint64_t path_count = 0;
    for (const auto& [k, n] : mine.moves) path_count += static_cast<std::uint64_t>(n);
    REQUIRE(count_moves(p, paths::every) == path_count);
    REQUIRE(count_moves(p, paths::unique) == mine.moves.size());
    REQUIRE(has_moves(p) == !mine.moves.empty());
    check_generic_agrees(p);

    ++seen.positions;
    for (const auto& [k, n] : mine.moves) {
        seen.captures += !std::get<2>(k).empty();
        seen.multi_path += n > 1;
        seen.crowned += std::get<3>(k) && !std::get<2>(k).empty();
    }
    return seen;
}

template <class Variant>
reach compare_on_random_positions(const naive::rules& r, int per_shape, std::uint64_t seed) {
    std::mt19937_64 rng(seed);
    reach total;
    for (const auto& s : shapes) {
        for (int i = 0; i < per_shape; ++i) {
            const reach one = compare_with_naive(random_position<Variant>(rng, s), r);
            total.positions += one.positions;
            total.captures += one.captures;
            total.multi_path += one.multi_path;
            total.crowned += one.crowned;
        }
    }
    MESSAGE(Variant::name << ": " << total.positions << " positions, " << total.captures << " captures, "
                          << total.multi_path << " moves with several paths, " << total.crowned
                          << " captures that crown");
    return total;
}

}  // namespace test
