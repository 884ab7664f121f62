// Perft against published counts, copied here with their sources. "all" counts every capture path, "unique" one move per
// (from, to, captured set). Deeper counts are checked by the benchmarks and the CLI, not in
// the unit suite. The sources: dctl's traversal tests (which cite damforum and shashki.com
// for each table) and OEIS A133046 for English checkers.

#include "support.hpp"

#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <random>
#include <set>
#include <string>
#include <string_view>

using namespace draughts;

namespace {

struct published {
    int depth;
    std::uint64_t nodes;
};

template <class Variant, std::size_t N>
void check(const position<Variant>& p, paths convention, const std::array<published, N>& counts) {
    for (const published& row : counts) {
        CAPTURE(row.depth);
        CHECK(perft(p, row.depth, {.convention = convention}) == row.nodes);
        if (row.depth <= 5)
            CHECK(perft<leaf_counting::full>(p, row.depth, {.convention = convention}) == row.nodes);
    }
}

template <class Variant, std::size_t N>
void check(std::string_view fen, paths convention, const std::array<published, N>& counts) {
    const auto p = read_fen<Variant>(fen);
    REQUIRE(p);
    check<Variant>(*p, convention, counts);
}

template <class Variant, std::size_t N>
void check_start(paths convention, const std::array<published, N>& counts) {
    check<Variant>(position<Variant>::start(), convention, counts);
}

constexpr std::string_view international_start = "W:W31-50:B1-20";
constexpr std::string_view eight_by_eight_start = "W:W21-32:B1-12";  // numeric 8x8 squares
constexpr std::string_view woldouby = "W:B12,13,14,16,18,19,21,23,24,26:W25,27,28,30,32,33,34,35,37,38";
constexpr std::string_view front_rows = "W:B16,17,18,19,20:W31,32,33,34,35";

}  // namespace

// dctl board_10x10.cpp, citing damforum and shashki.com.
TEST_CASE("international start position, every path and unique") {
    check<international>(
        international_start, paths::every,
        std::array<published, 7>{{{1, 9}, {2, 81}, {3, 658}, {4, 4265}, {5, 27117}, {6, 167140}, {7, 1049442}}});
    check<international>(
        international_start, paths::unique,
        std::array<published, 7>{{{1, 9}, {2, 81}, {3, 658}, {4, 4265}, {5, 27117}, {6, 167140}, {7, 1049442}}});
}

// dctl board_08x08.cpp, citing shashki.com. Depth 8 is the first where the conventions part.
TEST_CASE("russian start position, every path and unique") {
    check<russian>(eight_by_eight_start, paths::every,
                   std::array<published, 8>{
                       {{1, 7}, {2, 49}, {3, 302}, {4, 1469}, {5, 7482}, {6, 37986}, {7, 190146}, {8, 929905}}});
    check<russian>(eight_by_eight_start, paths::unique,
                   std::array<published, 8>{
                       {{1, 7}, {2, 49}, {3, 302}, {4, 1469}, {5, 7482}, {6, 37986}, {7, 190146}, {8, 929899}}});
}

TEST_CASE("brazilian start position, every path and unique") {
    check<brazilian>(eight_by_eight_start, paths::every,
                     std::array<published, 8>{
                         {{1, 7}, {2, 49}, {3, 302}, {4, 1469}, {5, 7473}, {6, 37628}, {7, 187302}, {8, 907836}}});
    check<brazilian>(eight_by_eight_start, paths::unique,
                     std::array<published, 8>{
                         {{1, 7}, {2, 49}, {3, 302}, {4, 1469}, {5, 7473}, {6, 37628}, {7, 187302}, {8, 907830}}});
}

// dctl international/fmjd.cpp, citing damforum: a capture-heavy middle game.
TEST_CASE("woldouby position, unique") {
    // clang-format off
    check<international>(woldouby, paths::unique,
                         std::array<published, 11>{{{1, 6}, {2, 12}, {3, 30}, {4, 73}, {5, 215}, {6, 590}, {7, 1944},
                                                    {8, 6269}, {9, 22369}, {10, 88050}, {11, 377436}}});
    // clang-format on
}

// dctl international/shashki.cpp, citing shashki.com: front rows only, every path.
TEST_CASE("front rows position, every path") {
    check<international>(
        front_rows, paths::every,
        std::array<published, 9>{
            {{1, 9}, {2, 81}, {3, 534}, {4, 2538}, {5, 9052}, {6, 29999}, {7, 98971}, {8, 310315}, {9, 1008317}}});
}

// ---------------------------------------------------------------------------------------
// The other variants, from their start positions and from published positions.

// OEIS A133046 (every path) and dctl board_08x08.cpp citing shashki.com: Black moves first.
TEST_CASE("english start position, Black to move, every path and unique") {
    CHECK(write_fen(position<english>::start()) == "B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12");
    constexpr std::array<published, 8> counts{
        {{1, 7}, {2, 49}, {3, 302}, {4, 1469}, {5, 7361}, {6, 36768}, {7, 179740}, {8, 845931}}};
    check_start<english>(paths::every, counts);
    check_start<english>(paths::unique, counts);
}

// dctl board_08x08.cpp: Italian (FID numbering, square 1 in the top left of the turned board).
TEST_CASE("italian start position, unique") {
    CHECK(write_fen(position<italian>::start()) == "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12");
    check_start<italian>(paths::unique, std::array<published, 8>{{{1, 7}, {2, 49}, {3, 302}, {4, 1469}, {5, 7361},
                                                                  {6, 36473}, {7, 177532}, {8, 828783}}});
}

// dctl italian/gilbert.cpp: three positions of the Italian rules' whole precedence.
TEST_CASE("italian positions, every path") {
    check<italian>("W:W30,26,27,22,23,24,17,18,20:B14,15,16,9,11,5,6,1,3", paths::every,
                   std::array<published, 10>{{{1, 5},
                                              {2, 13},
                                              {3, 42},
                                              {4, 107},
                                              {5, 360},
                                              {6, 1099},
                                              {7, 3736},
                                              {8, 12495},
                                              {9, 43686},
                                              {10, 164177}}});
    check<italian>("B:W30,21,22,17,20,K6:B25,28,9,5,1,3", paths::every,
                   std::array<published, 6>{{{1, 6}, {2, 47}, {3, 271}, {4, 1916}, {5, 10810}, {6, 73137}}});
    check<italian>("W:WK27,K28,17,20,9,K12,8:B21,24,K19,K13,14,K11,4", paths::every,
                   std::array<published, 5>{{{1, 13}, {2, 112}, {3, 828}, {4, 6756}, {5, 46241}}});
}

// dctl board_08x08.cpp: Spanish; the start position in the federation's numbering.
TEST_CASE("spanish and portuguese start position, every path and unique") {
    CHECK(write_fen(position<spanish>::start()) == "W:W1,2,3,4,5,6,7,8,9,10,11,12:B21,22,23,24,25,26,27,28,29,30,31,32");
    constexpr std::array<published, 8> counts{
        {{1, 7}, {2, 49}, {3, 302}, {4, 1469}, {5, 7361}, {6, 36473}, {7, 177532}, {8, 828783}}};
    check_start<spanish>(paths::every, counts);
    check_start<spanish>(paths::unique, counts);
    check_start<portuguese>(paths::unique, counts);
}

// dctl board_08x08.cpp: Czech.
TEST_CASE("czech start position, every path and unique") {
    constexpr std::array<published, 8> counts{
        {{1, 7}, {2, 49}, {3, 302}, {4, 1469}, {5, 7361}, {6, 36768}, {7, 179740}, {8, 845931}}};
    check_start<czech>(paths::every, counts);
    check_start<czech>(paths::unique, counts);
}

// dctl board_08x08.cpp citing shashki.com: pool, where the conventions part at depth 8.
TEST_CASE("pool start position, every path and unique") {
    check_start<pool>(paths::every, std::array<published, 8>{{{1, 7}, {2, 49}, {3, 302}, {4, 1469}, {5, 7482},
                                                              {6, 37986}, {7, 190146}, {8, 929902}}});
    check_start<pool>(paths::unique, std::array<published, 8>{{{1, 7}, {2, 49}, {3, 302}, {4, 1469}, {5, 7482},
                                                               {6, 37986}, {7, 190146}, {8, 929896}}});
}

// dctl walk/Root.cpp (ThaiNative): 8 men each on two rows.
TEST_CASE("thai start position, unique") {
    CHECK(write_fen(position<thai>::start()) == "W:W25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8");
    check_start<thai>(paths::unique, std::array<published, 6>{
                                         {{1, 7}, {2, 49}, {3, 392}, {4, 3136}, {5, 26592}, {6, 218695}}});
}

// dctl board_10x10.cpp and killer/letouzey.cpp: the start position (as international to
// depth 11), Random178 and Woldouby, where the king's halt makes the difference.
TEST_CASE("killer positions") {
    check_start<killer>(paths::every, std::array<published, 6>{
                                          {{1, 9}, {2, 81}, {3, 658}, {4, 4265}, {5, 27117}, {6, 167140}}});
    check<killer>("B:BK17,K24:W6,9,10,11,20,21,22,23,30,K31,33,37,41,42,43,44,46", paths::unique,
                  std::array<published, 5>{{{1, 14}, {2, 55}, {3, 1168}, {4, 5165}, {5, 84326}}});
    check<killer>(woldouby, paths::unique,
                  std::array<published, 10>{{{1, 6},
                                             {2, 12},
                                             {3, 30},
                                             {4, 73},
                                             {5, 215},
                                             {6, 590},
                                             {7, 1944},
                                             {8, 6269},
                                             {9, 22369},
                                             {10, 88043}}});
}

// dctl board_large.cpp citing damforum: 12x12, 30 men each.
TEST_CASE("canadian start position, unique") {
    check_start<canadian>(paths::unique, std::array<published, 5>{{{1, 11}, {2, 121}, {3, 1222}, {4, 10053}, {5, 79049}}});
}

// antidraughts and breakthrough move as international draughts.
TEST_CASE("antidraughts and breakthrough start positions, unique") {
    constexpr std::array<published, 5> counts{{{1, 9}, {2, 81}, {3, 658}, {4, 4265}, {5, 27117}}};
    check_start<antidraughts>(paths::unique, counts);
    check_start<breakthrough>(paths::unique, counts);
}

// ---------------------------------------------------------------------------------------
// The rules on boards of other sizes (dctl board_06x06.cpp, board_rectangular.cpp and
// board_large.cpp, citing the damforum threads "Perft for arbitrary board sizes", "Perft on
// rectangular boards" and "Perft on large boards").

// dctl board_10x10.cpp, citing damforum. Depth 4 is the first where the conventions part: a
// black man takes three white men round a triangle (a row and two diagonals), either way.
TEST_CASE("frisian start position, every path and unique") {
    check<frisian>(international_start, paths::every,
                   std::array<published, 6>{{{1, 9}, {2, 81}, {3, 658}, {4, 3880}, {5, 21345}, {6, 103584}}});
    check<frisian>(international_start, paths::unique,
                   std::array<published, 6>{{{1, 9}, {2, 81}, {3, 658}, {4, 3874}, {5, 21265}, {6, 102431}}});
    CHECK(write_fen(position<frisian>::start()) == write_fen(*read_fen<frisian>(international_start)));
}

TEST_CASE("international rules on 6x6, English on 6x6") {
    check_start<on_board<international, board<6>>>(
        paths::unique, std::array<published, 9>{{{1, 5},
                                                 {2, 25},
                                                 {3, 106},
                                                 {4, 369},
                                                 {5, 1301},
                                                 {6, 4214},
                                                 {7, 12912},
                                                 {8, 39526},
                                                 {9, 113614}}});
    check_start<on_board<english, board<6>>>(paths::every, std::array<published, 9>{{{1, 5},
                                                                                       {2, 25},
                                                                                       {3, 106},
                                                                                       {4, 369},
                                                                                       {5, 1271},
                                                                                       {6, 4104},
                                                                                       {7, 12495},
                                                                                       {8, 37474},
                                                                                       {9, 104013}}});
}

// The same rules on a board taken at run time: runtime_board gives the counts board<> does.
template <class Variant, std::size_t N>
void check_on_runtime_board(board_shape shape, const std::array<published, N>& counts) {
    using any = runtime_board<>;
    CAPTURE(shape.width);
    CAPTURE(shape.height);
    REQUIRE(any::take(shape));
    check_start<on_board<Variant, any>>(paths::unique, counts);
}

TEST_CASE("international rules on rectangular boards at run time: 10x8, 8x10, 10x11, 10x12, 12x10, 14x14") {
    constexpr auto light = colouring::light_lower_left;
    constexpr auto dark = colouring::dark_lower_left;
    check_on_runtime_board<international>(
        {10, 8, dark}, std::array<published, 6>{{{1, 9}, {2, 81}, {3, 658}, {4, 4265}, {5, 27117}, {6, 167140}}});
    check_on_runtime_board<international>(
        {8, 10, light}, std::array<published, 6>{{{1, 7}, {2, 49}, {3, 302}, {4, 1469}, {5, 7473}, {6, 37628}}});
    // An odd height: three empty rows between the armies.
    check_on_runtime_board<international>(
        {10, 11, light}, std::array<published, 5>{{{1, 9}, {2, 81}, {3, 810}, {4, 7583}, {5, 74602}}});
    check_on_runtime_board<international>(
        {10, 12, light}, std::array<published, 6>{{{1, 9}, {2, 81}, {3, 658}, {4, 4265}, {5, 27117}, {6, 167140}}});
    check_on_runtime_board<international>(
        {12, 10, dark}, std::array<published, 5>{{{1, 11}, {2, 121}, {3, 1222}, {4, 10053}, {5, 79049}}});
    check_on_runtime_board<international>({14, 14, dark},
                                          std::array<published, 4>{{{1, 13}, {2, 169}, {3, 2042}, {4, 20513}}});
    // And the boards of the fixed tests above.
    check_on_runtime_board<international>(
        {6, 6, dark}, std::array<published, 7>{{{1, 5}, {2, 25}, {3, 106}, {4, 369}, {5, 1301}, {6, 4214}, {7, 12912}}});
    check_on_runtime_board<international>(
        {12, 12, dark}, std::array<published, 4>{{{1, 11}, {2, 121}, {3, 1222}, {4, 10053}}});
}

// A fixed odd board too: international rules on 10x11, three empty rows.
TEST_CASE("international rules on a fixed board of odd height, 10x11") {
    check_start<on_board<international, board<10, 11, colouring::light_lower_left>>>(
        paths::unique, std::array<published, 5>{{{1, 9}, {2, 81}, {3, 810}, {4, 7583}, {5, 74602}}});
}

TEST_CASE("divide sums to perft, with and without threads") {
    const auto p = position<international>::start();
    for (unsigned threads : {1u, 2u, 3u}) {
        CAPTURE(threads);
        const auto parts = perft_divide(p, 6, {.threads = threads});
        REQUIRE(parts.size() == 9);
        std::uint64_t sum = 0;
        for (const auto& [m, n] : parts) sum += n;
        CHECK(sum == 167140);
        CHECK(perft(p, 6, {.threads = threads}) == 167140);
        CHECK(perft<leaf_counting::full>(p, 6, {.threads = threads}) == 167140);
    }
    CHECK(perft(p, 0) == 1);
    CHECK(perft_divide(p, 0).empty());
}

TEST_CASE("progress is reported once per subtree, the last call complete") {
    std::size_t calls = 0, last_done = 0, last_total = 0;
    const auto n =
        perft(position<russian>::start(), 6, {.threads = 2, .progress = [&](std::size_t done, std::size_t total) {
                                                  ++calls;
                                                  last_done = done;
                                                  last_total = total;
                                              }});
    CHECK(n == 37986);
    CHECK(calls >= 1);
    CHECK(last_done <= last_total);
}

// Hashed perft (perft_table): a count taken from the table is the count of the very
// position and depth asked, whatever the table's size. A table of one bucket sends every
// position to the same four entries, so that any lookup that trusted the hash alone would
// show here; one of a megabyte keeps most counts.
TEST_CASE("hashed perft equals perft on random positions of every variant, both conventions") {
    std::mt19937_64 rng(20261203);
    all_variants::for_each([&](auto v) {
        using V = decltype(v);
        CAPTURE(V::name);
        perft_table<V> one_bucket(1), megabyte(1 << 20);
        REQUIRE(one_bucket.capacity() == 4);
        for (int i = 0; i < 12; ++i) {
            const auto p = test::random_position<V>(rng, test::shapes[static_cast<std::size_t>(i) % std::size(test::shapes)]);
            CAPTURE(write_fen(p));
            for (paths convention : {paths::unique, paths::every}) {
                const std::uint64_t expected = perft(p, 4, {.convention = convention});
                CHECK(perft(p, 4, one_bucket, {.convention = convention}) == expected);
                CHECK(perft(p, 4, megabyte, {.convention = convention}) == expected);
                CHECK(perft(p, 4, megabyte, {.convention = convention}) == expected);  // now from the table
            }
        }
        CHECK(megabyte.used() > 0);
    });
}

TEST_CASE("hashed perft: published counts, threads sharing a table, divide, a table kept across depths") {
    const auto russian_root = position<russian>::start();
    perft_table<russian> table(4 << 20);
    // Russian start, unique: published 1469, 7482, 37986, 190146, 929899 at depths 4-8.
    constexpr std::array<std::uint64_t, 5> russian_counts{1469, 7482, 37986, 190146, 929899};
    for (int depth = 4; depth <= 8; ++depth)
        CHECK(perft(russian_root, depth, table) == russian_counts[static_cast<std::size_t>(depth - 4)]);
    const auto used = table.used();
    CHECK(used > 0);
    table.clear();
    CHECK(table.used() == 0);
    CHECK(used <= table.capacity());

    // International start, 1049442 at depth 7 (published, unique and every path alike), 167140
    // at 6; one table shared by three threads.
    perft_table<international> shared(1 << 20);
    const auto international_root = position<international>::start();
    for (unsigned threads : {1u, 3u}) {
        CAPTURE(threads);
        CHECK(perft(international_root, 7, shared, {.threads = threads}) == 1049442);
        const auto parts = perft_divide(international_root, 6, shared, {.threads = threads});
        std::uint64_t sum = 0;
        for (const auto& [m, n] : parts) sum += n;
        CHECK(parts.size() == 9);
        CHECK(sum == 167140);
    }
    CHECK(perft(international_root, 0, shared) == 1);
}

// Work units (perft_units): perft at depth d is the sum over the units k plies below of
// multiplicity times perft of the unit at d - k, in both conventions; a position reached by
// transposition is one unit.
TEST_CASE("perft units add up to perft in every variant, split at every ply") {
    all_variants::for_each([&](auto v) {
        using V = decltype(v);
        CAPTURE(V::name);
        const auto start = position<V>::start();
        for (paths convention : {paths::unique, paths::every}) {
            const std::uint64_t expected = perft(start, 4, {.convention = convention});
            for (int plies = 0; plies <= 4; ++plies) {
                CAPTURE(plies);
                const auto units = perft_units(start, plies, convention);
                std::uint64_t sum = 0, sequences = 0;
                std::set<std::string> distinct;
                for (const auto& u : units) {
                    sum += u.multiplicity * perft(u.start, 4 - plies, {.convention = convention});
                    sequences += u.multiplicity;
                    distinct.insert(write_fen(u.start));
                }
                CHECK(sum == expected);
                CHECK(sequences == perft(start, plies, {.convention = convention}));
                CHECK(distinct.size() == units.size());
            }
        }
    });
    // Russian start: 1469 sequences of 4 plies reach fewer positions, transpositions merged.
    const auto units = perft_units(position<russian>::start(), 4);
    CHECK(units.size() < 1469);
    CHECK(std::any_of(units.begin(), units.end(), [](const auto& u) { return u.multiplicity > 1; }));
}
