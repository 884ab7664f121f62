// No move is ever lost: positions with more capture paths than the 512 a move list holds
// inside it (Frisian captures along rows, files and diagonals; Turkish captures where the
// pieces taken leave at once), counted in every mode of perft, listed, read and explained,
// against the naive generator (tests/reference), which shares no code with the library.
// And a search, per variant, for the positions with the most capture paths. The deepest
// case, a king's 875,316 paths, is test_capacity_deep.cpp's.

#include "naive_compare.hpp"
#include "support.hpp"

#include <doctest/doctest.h>

#include <algorithm>
#include <cstdint>
#include <random>
#include <span>
#include <string_view>
#include <vector>

using namespace draughts;

namespace {

// Every mode of perft and the move list, at depths 1 and 2, both conventions, against the
// naive generator's perft.
template <class Variant>
void check_every_mode(std::string_view fen, std::uint64_t paths_at_depth_1) {
    const auto p = read_fen<Variant>(fen);
    REQUIRE(p);
    CAPTURE(fen);
    const naive::board b = test::to_naive(*p, test::naive_rules<Variant>());
    CHECK(naive::perft(b, 1, true) == paths_at_depth_1);
    for (paths convention : {paths::unique, paths::every}) {
        CAPTURE(convention == paths::every);
        move_list<Variant> list;
        generate(*p, list, convention);
        CHECK(list.size() == count_moves(*p, convention));
        for (int depth = 1; depth <= 2; ++depth) {
            CAPTURE(depth);
            const std::uint64_t expected = naive::perft(b, depth, convention == paths::every);
            const perft_options options{.convention = convention};
            CHECK(perft(*p, depth, options) == expected);
            CHECK(perft<leaf_counting::full>(*p, depth, options) == expected);
            CHECK(perft(*p, depth, {.convention = convention, .threads = 2}) == expected);
            std::uint64_t divided = 0, divided_full = 0;
            for (const auto& [m, n] : perft_divide(*p, depth, options)) divided += n;
            for (const auto& [m, n] : perft_divide<leaf_counting::full>(*p, depth, options)) divided_full += n;
            CHECK(divided == expected);
            CHECK(divided_full == expected);
            perft_table<Variant> table(1 << 20);
            CHECK(perft(*p, depth, table, options) == expected);
            std::uint64_t from_units = 0;
            for (const auto& u : perft_units(*p, 1, convention))
                from_units += u.multiplicity * perft(u.start, depth - 1, options);
            CHECK(from_units == expected);
        }
    }
    CHECK(count_moves(*p, paths::every) == paths_at_depth_1);
    test::compare_with_naive(*p, test::naive_rules<Variant>());
    // Every legal move reads back from its own text, and explain() finds it legal.
    move_list<Variant> legal;
    generate(*p, legal);
    const auto texts = write_moves<Variant>(*p, std::span<const move<Variant>>(legal.begin(), legal.size()));
    // explain() searches the piece's paths again for each: a dozen moves, spread over the list.
    const std::size_t explain_every = std::max<std::size_t>(1, legal.size() / 12);
    for (std::size_t i = 0; i < legal.size(); ++i) {
        CAPTURE(texts[i]);
        const auto read = parse_move(*p, texts[i]);
        REQUIRE(read);
        CHECK(read->played == legal[i]);
        if (i % explain_every != 0) continue;
        const auto e = explain(*p, std::string_view(texts[i]));
        REQUIRE(e);
        CHECK(e->legal);
    }
}

}  // namespace

// The positions where the every-path counts were once cut at 512: the depth-1 counts agree
// with the naive generator, which has no list to fill.
TEST_CASE("frisian: 603, 585 and 686 capture paths, every mode of perft, lists, reading and explaining") {
    check_every_mode<frisian>("B:WK3,7,10,12,19,22,25,37,38,40:BK14", 603);
    check_every_mode<frisian>("B:W14,17,19,22,24,28,31,32,40,43:BK15,K25", 585);
    check_every_mode<frisian>("B:WK2,K4,7,8,10,13,22,24,30,31:BK1", 686);
}

TEST_CASE("turkish: 529 capture paths, every mode of perft, lists, reading and explaining") {
    check_every_mode<turkish>("W:WKf7,Ka8:Bf2,e3,a4,c4,g4,d5,h5,f6,b7,d7,Kc8,Kf8", 529);
}

// Hill climbing, per variant, towards the positions with the most capture paths: a piece
// added, removed or moved, kept when the paths do not fall. The list and the counts agree on
// the best found, in both conventions, and so does the naive generator.
TEST_CASE("the positions with the most capture paths, searched per variant: lists, counts and the naive generator agree") {
    all_variants::for_each([&](auto v) {
        using V = decltype(v);
        using board = typename V::board;
        CAPTURE(V::name);
        std::mt19937_64 rng(31);
        std::uniform_int_distribution<int> square_of(1, board::squares);
        std::bernoulli_distribution coin(0.5);
        position<V> best = test::random_position<V>(rng, test::shapes[2]);
        std::uint64_t most = count_moves(best, paths::every);
        for (int step = 0; step < 400; ++step) {
            position<V> q = best;
            const int n = square_of(rng);
            if (q.at(n)) {
                q.remove(n);
            } else {
                const color side = coin(rng) ? color::white : color::black;
                const piece_kind kind = coin(rng) ? piece_kind::king : piece_kind::man;
                const bool crowned_row = (board::square_mask(n) & board::promotion_row(side)) != typename board::bitboard{};
                if (q.count(side) >= rules_of<V>::men_per_side() || (kind == piece_kind::man && crowned_row)) continue;
                q.put(n, {side, kind});
            }
            if (coin(rng)) q.set_side_to_move(~q.side_to_move());
            const std::uint64_t paths_here = count_moves(q, paths::every);
            if (paths_here >= most) {
                best = q;
                most = paths_here;
            }
        }
        MESSAGE(V::name << ": " << most << " capture paths in " << write_fen(best));
        for (paths convention : {paths::unique, paths::every}) {
            move_list<V> list;
            generate(best, list, convention);
            CHECK(list.size() == count_moves(best, convention));
        }
        test::compare_with_naive(best, test::naive_rules<V>());
    });
}
