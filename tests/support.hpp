#pragma once
// Shared helpers of the test programs: random positions of every shape.

#include "instances.hpp"

#include <draughts/draughts.hpp>

#include <algorithm>
#include <cstdint>
#include <filesystem>
#include <random>
#include <string>
#include <tuple>
#include <vector>

namespace test {

using namespace draughts;

// The shapes the random positions take, so that every corner of the rules is reached:
// crowded and sparse boards, no kings and many, men one step from their promotion row.
struct shape {
    int pieces_min;
    int pieces_max;
    double king_share;        // chance that a piece is a king
    bool men_near_promotion;  // men drawn to the two rows before their promotion row
};

inline constexpr shape shapes[] = {
    {16, 40, 0.0, false},  // middle game, men only
    {8, 30, 0.15, false},  // some kings
    {2, 8, 0.6, false},    // endgame, king heavy
    {4, 16, 0.1, true},    // men about to be crowned (mid-capture crowning)
    {10, 24, 0.4, true},   // everything at once
};

// The n-th set bit of b, from the lowest (n from 0).
template <class Bitboard>
int nth_bit(Bitboard b, int n) {
    for (; n > 0; --n) b = without_lowest_bit(b);
    return lowest_bit(b);
}

template <class Variant>
position<Variant> random_position(std::mt19937_64& rng, const shape& s) {
    using board = typename Variant::board;
    using bitboard_type = typename board::bitboard;
    const int most_per_side = rules_of<Variant>::men_per_side();
    std::uniform_int_distribution<int> count_of(s.pieces_min, std::min(s.pieces_max, 2 * most_per_side));
    std::uniform_int_distribution<int> square_of(1, board::squares);
    std::bernoulli_distribution king(s.king_share);
    std::bernoulli_distribution white(0.5);

    position<Variant> p;
    const int wanted = count_of(rng);
    for (int placed = 0, tries = 0; placed < wanted && tries < 10000; ++tries) {
        const color c = white(rng) ? color::white : color::black;
        if (p.count(c) == most_per_side) continue;
        const bool is_king = king(rng);
        int n = square_of(rng);
        if (!is_king && s.men_near_promotion) {
            // one or two rows short of the promotion row
            const int row =
                c == color::white ? 1 + static_cast<int>(rng() % 2) : board::height - 2 - static_cast<int>(rng() % 2);
            const bitboard_type near = board::row_mask(row);
            n = board::number(nth_bit(near, static_cast<int>(rng() % static_cast<unsigned>(popcount(near)))));
        }
        if (p.at(n)) continue;
        if (!is_king && (board::square_mask(n) & board::promotion_row(c))) continue;
        p.put(n, piece{c, is_king ? piece_kind::king : piece_kind::man});
        ++placed;
    }
    p.set_side_to_move(white(rng) ? color::white : color::black);
    // Where the variant limits a king's run (Frisian 17), half the time a king of a side has
    // one, of any length up to the limit.
    if constexpr (position<Variant>::keeps_king_runs) {
        for (color c : {color::white, color::black}) {
            if (!p.kings(c) || white(rng)) continue;
            const int k = nth_bit(p.kings(c), static_cast<int>(rng() % static_cast<unsigned>(popcount(p.kings(c)))));
            const int limit = rules_of<Variant>::king_move_limit;
            p.set_run(c, {board::number(k), 1 + static_cast<int>(rng() % static_cast<unsigned>(limit))});
        }
    }
    return p;
}

// A move list's identities (from, to, captured set, promotion), sorted: to compare move
// lists as sets.
template <class Variant>
std::vector<std::tuple<std::uint8_t, std::uint8_t, typename Variant::board::bitboard, bool>> sorted_keys(
    const std::vector<move<Variant>>& moves) {
    std::vector<std::tuple<std::uint8_t, std::uint8_t, typename Variant::board::bitboard, bool>> keys;
    for (const auto& m : moves) keys.emplace_back(m.from, m.to, m.captured, m.promotes);
    std::sort(keys.begin(), keys.end());
    return keys;
}

}  // namespace test
