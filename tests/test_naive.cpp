// Two implementations that agree: the bitboard generator against the deliberately naive
// mailbox generator of tests/reference (written from RULES.md, sharing no code), on many
// random positions of every variant and shape, both sides to move. Compared: the moves
// (from, to, captured set, promotes) in both conventions, every capture path's squares,
// the move count and "any legal move?".

#include "reference/naive_generator.hpp"
#include "support.hpp"

#include <doctest/doctest.h>

#include <map>
#include <random>
#include <string>
#include <tuple>
#include <vector>

using namespace draughts;

namespace {

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

template <class Variant>
compared library_view(const position<Variant>& p) {
    compared c;
    move_list<Variant> every;
    generate(p, every, paths::every);
    for (const auto& m : every) ++c.moves[key_of<Variant>(m)];
    move_list<Variant> unique;
    generate(p, unique, paths::unique);
    for (const auto& m : unique) c.paths[key_of<Variant>(m)] = move_paths(p, m);
    return c;
}

compared naive_view(const naive::board& b) {
    compared c;
    for (const auto& m : naive::legal_paths(b)) {
        const move_key k{m.from, m.to, m.captured, m.promotes};
        ++c.moves[k];
        c.paths[k].push_back(m.path);
    }
    for (auto& [k, list] : c.paths) std::sort(list.begin(), list.end());
    return c;
}

template <class Variant>
void compare_on_random_positions(const naive::rules& r, int per_shape, std::uint64_t seed) {
    std::mt19937_64 rng(seed);
    int captures = 0, multi_path = 0, crowned = 0;
    for (const auto& s : test::shapes) {
        for (int i = 0; i < per_shape; ++i) {
            const auto p = test::random_position<Variant>(rng, s);
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

            for (const auto& [k, n] : mine.moves) {
                captures += !std::get<2>(k).empty();
                multi_path += n > 1;
                crowned += std::get<3>(k) && !std::get<2>(k).empty();
            }
        }
    }
    // The comparison is only worth something if the positions reach the hard cases.
    MESSAGE(captures << " captures, " << multi_path << " moves with several paths, " << crowned
                     << " captures that crown");
    CHECK(captures > 1000);
    CHECK(crowned > 50);
}

}  // namespace

// 5 shapes x 2,000 positions = 10,000 positions per variant.
TEST_CASE("russian: bitboard and naive generators agree on 10,000 random positions") {
    compare_on_random_positions<russian>(naive::russian, 2000, 1);
}

TEST_CASE("international: bitboard and naive generators agree on 10,000 random positions") {
    compare_on_random_positions<international>(naive::international, 2000, 2);
}

TEST_CASE("brazilian: bitboard and naive generators agree on 10,000 random positions") {
    compare_on_random_positions<brazilian>(naive::brazilian, 2000, 3);
}

// Walk real game trees too: positions reached by play, not only drawn at random.
TEST_CASE("russian: both generators agree along every node of perft depth 5 from the start") {
    std::vector<position<russian>> frontier{position<russian>::start()};
    for (int ply = 0; ply < 5; ++ply) {
        std::vector<position<russian>> next;
        for (const auto& p : frontier) {
            REQUIRE(library_view(p).moves == naive_view(to_naive(p, naive::russian)).moves);
            move_list<russian> moves;
            generate(p, moves);
            for (const auto& m : moves) {
                auto child = p;
                child.play(m);
                next.push_back(child);
            }
        }
        frontier = std::move(next);
    }
    CHECK(frontier.size() == 7482);
}

// Not in an anonymous namespace: a variant's facts are read where the code needs them, and
// the unused ones would be warned about with internal linkage.
namespace made_up {

// A variant no federation plays, made of the other value of every fact: kings that move
// one square, men that capture forward only, free choice, no crowning mid-capture. The
// generator must follow the facts it is given, not the three variants it was tried on.
struct short_kings {
    static constexpr std::string_view name = "short kings";
    using board = board_8x8;
    static constexpr int men_rows = 3;
    static constexpr color first_to_move = color::white;
    static constexpr bool men_capture_backward = false;
    static constexpr bool flying_kings = false;
    static constexpr capture_precedence precedence = capture_precedence::free_choice;
    static constexpr bool promotes_mid_capture = false;
    static constexpr square_notation notation = square_notation::numeric;
    static constexpr char capture_separator = 'x';
    static constexpr int pdn_game_type = 0;
    static constexpr draw_rules draws = russian::draws;
};

}  // namespace made_up

TEST_CASE("a variant of other facts: bitboard and naive generators agree on 10,000 random positions") {
    compare_on_random_positions<made_up::short_kings>(naive::rules{8, false, false, false, false}, 2000, 4);
}
