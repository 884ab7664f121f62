// Two implementations that agree: the library's generators against the deliberately naive
// mailbox generator of tests/reference (naive_compare.hpp says what is compared), on 10,000
// random positions of every variant, both sides to move, and along real game trees. The
// naive generator states each variant's rules itself (naive::russian, ...); that they are
// the library's facts is checked too.

#include "naive_compare.hpp"

#include <doctest/doctest.h>

#include <string_view>
#include <vector>

using namespace draughts;
using test::compare_on_random_positions;

namespace {

// The naive generator's statement of a variant's rules is what the library's facts say.
void check_same_rules(const naive::rules& stated, const naive::rules& from_facts) {
    CHECK(stated.width == from_facts.width);
    CHECK(stated.height == from_facts.height);
    CHECK(stated.dark_lower_left == from_facts.dark_lower_left);
    CHECK(stated.first_corner == from_facts.first_corner);
    CHECK(stated.men_capture_backward == from_facts.men_capture_backward);
    CHECK(stated.flying_kings == from_facts.flying_kings);
    CHECK(stated.men_capture_kings == from_facts.men_capture_kings);
    CHECK(stated.crown == from_facts.crown);
    CHECK(stated.removed_at_once == from_facts.removed_at_once);
    CHECK(stated.king_landing == from_facts.king_landing);
    CHECK(stated.precedence == from_facts.precedence);
    CHECK(stated.straight_captures == from_facts.straight_captures);
    CHECK(stated.king_move_limit == from_facts.king_move_limit);
    CHECK(stated.turkish == from_facts.turkish);
}

// 5 shapes x 2,000 positions = 10,000 positions, with the naive generator's own rules.
template <class Variant>
void agree_on_random_positions(const naive::rules& stated, std::uint64_t seed) {
    check_same_rules(stated, test::naive_rules<Variant>());
    const auto seen = compare_on_random_positions<Variant>(stated, 2000, seed);
    // The comparison is only worth something if the positions reach the hard cases.
    CHECK(seen.positions == 10000);
    CHECK(seen.captures > 2000);
    CHECK(seen.crowned > 100);
}

}  // namespace

TEST_CASE("russian: the library and the naive generator agree on 10,000 random positions") {
    agree_on_random_positions<russian>(naive::russian, 1);
}
TEST_CASE("international: the library and the naive generator agree on 10,000 random positions") {
    agree_on_random_positions<international>(naive::international, 2);
}
TEST_CASE("brazilian: the library and the naive generator agree on 10,000 random positions") {
    agree_on_random_positions<brazilian>(naive::brazilian, 3);
}
TEST_CASE("english: the library and the naive generator agree on 10,000 random positions") {
    agree_on_random_positions<english>(naive::english, 4);
}
TEST_CASE("italian: the library and the naive generator agree on 10,000 random positions") {
    agree_on_random_positions<italian>(naive::italian, 5);
}
TEST_CASE("spanish: the library and the naive generator agree on 10,000 random positions") {
    agree_on_random_positions<spanish>(naive::spanish, 6);
}
TEST_CASE("portuguese: the library and the naive generator agree on 10,000 random positions") {
    agree_on_random_positions<portuguese>(naive::spanish, 7);
}
TEST_CASE("czech: the library and the naive generator agree on 10,000 random positions") {
    agree_on_random_positions<czech>(naive::czech, 8);
}
TEST_CASE("pool: the library and the naive generator agree on 10,000 random positions") {
    agree_on_random_positions<pool>(naive::pool, 9);
}
TEST_CASE("thai: the library and the naive generator agree on 10,000 random positions") {
    agree_on_random_positions<thai>(naive::thai, 10);
}
TEST_CASE("killer: the library and the naive generator agree on 10,000 random positions") {
    agree_on_random_positions<killer>(naive::killer, 11);
}
TEST_CASE("canadian: the library and the naive generator agree on 10,000 random positions") {
    agree_on_random_positions<canadian>(naive::canadian, 12);
}
TEST_CASE("antidraughts: the library and the naive generator agree on 10,000 random positions") {
    agree_on_random_positions<antidraughts>(naive::international, 13);
}
TEST_CASE("breakthrough: the library and the naive generator agree on 10,000 random positions") {
    agree_on_random_positions<breakthrough>(naive::international, 14);
}
TEST_CASE("frisian: the library and the naive generator agree on 10,000 random positions") {
    agree_on_random_positions<frisian>(naive::frisian, 15);
}
TEST_CASE("frysk: the library and the naive generator agree on 10,000 random positions") {
    agree_on_random_positions<frysk>(naive::frisian, 16);
}
TEST_CASE("turkish: the library and the naive generator agree on 10,000 random positions") {
    agree_on_random_positions<turkish>(naive::turkish, 17);
}

// Captures along rows and files under other facts than Frisian's: pieces removed at once
// and a Russian crowning on 8x8; short kings, men that may not take kings and free choice on
// 9x8; the value rule alone on 10x8.
namespace straight {
struct at_once_crowned_on : frisian {
    static constexpr std::string_view name = "straight, at once, crowned on 8x8";
    using board = board_8x8;
    static constexpr rule removal{capture_removal::at_once, "test"};
    static constexpr rule crowning{mid_capture_crowning::captures_on_as_king, "test"};
};
struct short_kings_free : frisian {
    static constexpr std::string_view name = "straight, short kings, free choice on 9x8";
    using board = draughts::board<9, 8>;
    static constexpr rule flying_kings{false, "test"};
    static constexpr rule men_capture_kings{false, "test"};
    static constexpr capture_precedence precedence = free_choice("test");
};
struct value_only : frisian {
    static constexpr std::string_view name = "straight, value only on 10x8";
    using board = draughts::board<10, 8>;
    static constexpr capture_precedence precedence =
        capture_precedence{}.then(capture_criterion::highest_value, "test");
};
}  // namespace straight

TEST_CASE("captures along rows and files under other facts: both generators agree") {
    using test::naive_rules;
    agree_on_random_positions<straight::at_once_crowned_on>(naive_rules<straight::at_once_crowned_on>(), 17);
    agree_on_random_positions<straight::short_kings_free>(naive_rules<straight::short_kings_free>(), 18);
    agree_on_random_positions<straight::value_only>(naive_rules<straight::value_only>(), 19);
}

// Perft from the start by both generators, where nothing is published (Frysk!), and where
// it is (Frisian: the conventions part at depth 4).
TEST_CASE("frisian and frysk: the naive generator's perft is the library's") {
    for (const bool every : {false, true}) {
        const paths mode = every ? paths::every : paths::unique;
        CHECK(naive::perft(naive::start(naive::frisian, 4), 4, every) ==
              perft(position<frisian>::start(), 4, {.convention = mode}));
        CHECK(naive::perft(naive::start(naive::frisian, 1), 6, every) ==
              perft(position<frysk>::start(), 6, {.convention = mode}));
    }
    CHECK(naive::perft(naive::start(naive::frisian, 4), 4, false) == 3874);
    CHECK(naive::perft(naive::start(naive::frisian, 4), 4, true) == 3880);
}

// Turkish draughts has no published perft: both generators count it from the start, and the
// rule books' disputed alternative (a man crowned mid-capture goes on as a king), as a user
// would state it in a variant of their own, is compared on random positions too.
namespace turkish_alternative {
struct crowned_mid_capture : turkish {
    static constexpr std::string_view name = "turkish, crowned mid-capture";
    static constexpr rule crowning{mid_capture_crowning::captures_on_as_king, "Dama: promotion (one rule book)"};
};
}  // namespace turkish_alternative

TEST_CASE("turkish: the naive generator's perft is the library's, and the alternative crowning agrees") {
    for (const bool every : {false, true}) {
        const paths mode = every ? paths::every : paths::unique;
        CHECK(naive::perft(naive::start(naive::turkish, 2, 1), 6, every) ==
              perft(position<turkish>::start(), 6, {.convention = mode}));
    }
    CHECK(perft(position<turkish>::start(), 6) == 931312);
    using alternative = turkish_alternative::crowned_mid_capture;
    agree_on_random_positions<alternative>(test::naive_rules<alternative>(), 20);
}

// Walk real game trees too: positions reached by play, not only drawn at random.
TEST_CASE("russian: both generators agree along every node of perft depth 5 from the start") {
    std::vector<position<russian>> frontier{position<russian>::start()};
    for (int ply = 0; ply < 5; ++ply) {
        std::vector<position<russian>> next;
        for (const auto& p : frontier) {
            test::compare_with_naive(p, naive::russian);
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
