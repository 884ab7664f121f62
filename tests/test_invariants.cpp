// Invariants of the generator, the hash, notation and games, checked mechanically on
// thousands of random positions of every variant (the shapes of tests/support.hpp): what
// must hold whatever the position, so that a fast path that drifts from the others is
// caught here even where no published count reaches it.
//
// Each test draws its own positions from a fixed seed and counts what it met, so a
// generator change that stops reaching captures, promotions or blocked positions shows.

#include "snapshot.hpp"
#include "support.hpp"

#include <doctest/doctest.h>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <random>
#include <string>
#include <utility>
#include <vector>

using namespace draughts;

namespace {

constexpr int per_shape = 600;  // 5 shapes: 3,000 positions per variant and test

// Calls f(p, rng) for per_shape random positions of each shape; the variant's name is
// part of the seed, so that Russian and Brazilian (one board) meet different positions.
template <class Variant, class F>
void for_random_positions(std::uint64_t seed, F&& f, int count = per_shape) {
    std::mt19937_64 rng(seed * 1000 + Variant::name.size());
    for (const auto& s : test::shapes)
        for (int i = 0; i < count; ++i) f(test::random_position<Variant>(rng, s), rng);
}

// The colour-mirrored twin: the board turned half a turn (square n to squares + 1 - n, so
// each side's promotion row becomes the other's), the colours and the side to move swapped.
template <class Variant>
int mirrored_square(int number) {
    return Variant::board::squares + 1 - number;
}

template <class Variant>
typename Variant::board::bitboard mirrored_set(typename Variant::board::bitboard set) {
    using board = typename Variant::board;
    typename board::bitboard out{};
    for (int b : bits(set)) out |= board::square_mask(mirrored_square<Variant>(board::number(b)));
    return out;
}

template <class Variant>
position<Variant> mirrored(const position<Variant>& p) {
    using board = typename Variant::board;
    position<Variant> q;
    for (int n = 1; n <= board::squares; ++n)
        if (const auto at = p.at(n)) q.put(mirrored_square<Variant>(n), piece{~at->side, at->kind});
    q.set_side_to_move(~p.side_to_move());
    return q;
}

template <class Variant>
move<Variant> mirrored_move(const move<Variant>& m) {
    using board = typename Variant::board;
    move<Variant> out = m;
    out.from = static_cast<std::uint8_t>(board::bit(mirrored_square<Variant>(m.from_square())));
    out.to = static_cast<std::uint8_t>(board::bit(mirrored_square<Variant>(m.to_square())));
    out.captured = mirrored_set<Variant>(m.captured);
    return out;
}

template <class Variant>
std::vector<move<Variant>> moves_of(const position<Variant>& p, paths mode = paths::unique) {
    move_list<Variant> list;
    generate(p, list, mode);
    return {list.begin(), list.end()};
}

// Perft the slow way: make every move with generate() and play(), count the last ply with
// generate() too. Independent of perft.hpp's visitors and bulk counting.
template <class Variant>
std::uint64_t perft_by_lists(const position<Variant>& p, int depth, paths mode) {
    const auto moves = moves_of(p, mode);
    if (depth == 1) return moves.size();
    std::uint64_t nodes = 0;
    for (const auto& m : moves) {
        position<Variant> child = p;
        child.play(m);
        nodes += perft_by_lists(child, depth - 1, mode);
    }
    return nodes;
}

}  // namespace

// ---------------------------------------------------------------------------------------
// The hash.

TEST_CASE_TEMPLATE("the hash after each move, kept up move by move, equals the hash from scratch", Variant,
                   international, russian, brazilian, frisian) {
    long plies = 0, captures = 0, promotions = 0;
    for_random_positions<Variant>(101, [&](position<Variant> p, std::mt19937_64& rng) {
        // Every move of the position, then a random line of up to 16 plies from it.
        for (const auto& m : moves_of(p)) {
            position<Variant> q = p;
            q.play(m);
            REQUIRE(q.hash() == (p.hash() ^ p.hash_change(m)));
        }
        std::uint64_t h = p.hash();
        for (int ply = 0; ply < 16; ++ply) {
            const auto moves = moves_of(p);
            if (moves.empty()) break;
            const auto& m = moves[rng() % moves.size()];
            INFO("FEN: ", write_fen(p), "  move ", write_move(p, m, {move_form::full}));
            h ^= p.hash_change(m);
            p.play(m);
            REQUIRE(h == p.hash());
            ++plies;
            captures += m.is_capture();
            promotions += m.promotes;
        }
    });
    MESSAGE(Variant::name << ": " << plies << " plies, " << captures << " captures, " << promotions << " promotions");
    CHECK(plies > 20000);
    CHECK(captures > 2000);
    CHECK(promotions > 200);
}

// ---------------------------------------------------------------------------------------
// The generator's entry points agree: a list, a count, a visit, "any move?".

TEST_CASE_TEMPLATE("count_moves, for_each_move and has_moves agree with generate, both conventions", Variant,
                   international, russian, brazilian) {
    int without_moves = 0, with_captures = 0, with_extra_paths = 0;
    for_random_positions<Variant>(102, [&](const position<Variant>& p, std::mt19937_64&) {
        INFO("FEN: ", write_fen(p));
        const auto unique = moves_of(p, paths::unique);
        const auto every = moves_of(p, paths::every);
        for (const auto& [mode, list] : {std::pair(paths::unique, &unique), std::pair(paths::every, &every)}) {
            CHECK(count_moves(p, mode) == list->size());
            std::vector<move<Variant>> visited;
            for_each_move(
                p, [&](const move<Variant>& m) { visited.push_back(m); }, mode);
            CHECK(test::sorted_keys<Variant>(visited) == test::sorted_keys<Variant>(*list));
        }
        CHECK(has_moves(p) == !unique.empty());
        CHECK(unique.empty() == every.empty());
        // Unique moves are the distinct moves of every path, no more, no fewer.
        auto distinct = test::sorted_keys<Variant>(every);
        distinct.erase(std::unique(distinct.begin(), distinct.end()), distinct.end());
        CHECK(distinct == test::sorted_keys<Variant>(unique));
        without_moves += unique.empty();
        with_captures += !unique.empty() && unique[0].is_capture();
        with_extra_paths += every.size() > unique.size();
    });
    MESSAGE(Variant::name << ": " << without_moves << " without a move, " << with_captures << " with captures, "
                          << with_extra_paths << " with several paths to one move");
    CHECK(without_moves > 0);
    CHECK(with_captures > 1000);
}

// ---------------------------------------------------------------------------------------
// Perft: bulk and full counting, perft.hpp and plain lists, a position and its twin.

TEST_CASE_TEMPLATE("bulk and full perft agree, and agree with counting by move lists", Variant, international, russian,
                   brazilian, english) {
    std::uint64_t nodes = 0;
    int position_index = 0;
    for_random_positions<Variant>(103, [&](const position<Variant>& p, std::mt19937_64&) {
        // Depth 3 for every tenth position keeps the test within seconds under the sanitizers.
        const int depth = position_index++ % 10 == 0 ? 3 : 2;
        INFO("FEN: ", write_fen(p), "  depth ", depth);
        for (paths mode : {paths::unique, paths::every}) {
            const std::uint64_t bulk = perft(p, depth, {.convention = mode});
            CHECK(perft<leaf_counting::full>(p, depth, {.convention = mode}) == bulk);
            CHECK(perft_by_lists(p, depth, mode) == bulk);
            nodes += bulk;
        }
    });
    MESSAGE(Variant::name << ": " << nodes << " leaves counted");
    CHECK(nodes > 100000);
}

TEST_CASE_TEMPLATE("a position and its colour-mirrored twin have the same moves and the same perft", Variant,
                   international, russian, brazilian) {
    int position_index = 0;
    for_random_positions<Variant>(104, [&](const position<Variant>& p, std::mt19937_64&) {
        const position<Variant> twin = mirrored(p);
        INFO("FEN: ", write_fen(p), "  twin: ", write_fen(twin));
        REQUIRE(mirrored(twin) == p);
        // The moves correspond one to one, square for mirrored square.
        for (paths mode : {paths::unique, paths::every}) {
            std::vector<move<Variant>> expected;
            for (const auto& m : moves_of(p, mode)) expected.push_back(mirrored_move<Variant>(m));
            CHECK(test::sorted_keys<Variant>(moves_of(twin, mode)) == test::sorted_keys<Variant>(expected));
        }
        const int depth = position_index++ % 10 == 0 ? 3 : 2;
        for (paths mode : {paths::unique, paths::every})
            CHECK(perft(twin, depth, {.convention = mode}) == perft(p, depth, {.convention = mode}));
    });
    // The start positions are their own twins but for the side to move.
    const auto start = position<Variant>::start();
    auto black_to_move = start;
    black_to_move.set_side_to_move(color::black);
    CHECK(mirrored(start) == black_to_move);
    CHECK(perft(black_to_move, 4) == perft(start, 4));
}

// Every generated move reads back from its text: tests/test_notation.cpp, "round trips".

// ---------------------------------------------------------------------------------------
// Games: playing then undoing a move restores everything.

TEST_CASE_TEMPLATE("playing then undoing moves in a game restores everything", Variant, international, russian,
                   brazilian, frisian) {
    // Games of up to 30 plies: fewer starting positions than the other tests, as many plies.
    constexpr int games_per_shape = 200;
    long plies = 0, draws = 0, wins = 0;
    for_random_positions<Variant>(
        106,
        [&](const position<Variant>& p, std::mt19937_64& rng) {
            game<Variant> g(p);
            INFO("FEN: ", write_fen(p));
            // A random line, each move played by value or by its text; kings that shuffle reach
            // the draw rules, so half the lines prefer king moves.
            const bool prefer_kings = rng() % 2 == 0;
            std::vector<test::snapshot<Variant>> before;
            for (int ply = 0; ply < 30; ++ply) {
                const auto moves = moves_of(g.current());
                if (moves.empty()) break;
                auto m = moves[rng() % moves.size()];
                if (prefer_kings)
                    for (const auto& k : moves)
                        if (g.current().kings() & (typename Variant::board::bitboard{1} << k.from)) m = k;
                before.emplace_back(g);
                if (ply % 2)
                    REQUIRE(g.play(m));
                else
                    REQUIRE(g.play(write_move(g.current(), m)));
                // The game's incremental hash is the hash of its position.
                CHECK(g.hash() == g.current().hash());
                CHECK(g.moves().back() == m);
                // An illegal move changes nothing: the move just played, again, from the wrong side.
                const test::snapshot<Variant> after(g);
                if (!moves_of(g.current()).empty() &&
                    !(g.current().occupied() & (typename Variant::board::bitboard{1} << m.from))) {
                    CHECK_FALSE(g.play(m));
                    CHECK(test::snapshot<Variant>(g) == after);
                }
                ++plies;
            }
            const auto end = g.state();
            draws += end.kind == game_status::draw;
            wins += end.kind == game_status::win;
            while (!before.empty()) {
                REQUIRE(g.undo());
                CHECK(test::snapshot<Variant>(g) == before.back());
                before.pop_back();
            }
            CHECK_FALSE(g.undo());
            CHECK(g.current() == p);
        },
        games_per_shape);
    MESSAGE(Variant::name << ": " << plies << " plies played and taken back; lines ending in " << wins << " wins, "
                          << draws << " draws");
    // Frisian lines end sooner: pieces that capture in eight directions take the board empty
    // faster.
    CHECK(plies > (rules_of<Variant>::straight_captures ? 12000 : 15000));
    CHECK(wins > 0);
    CHECK(draws > 0);
}
