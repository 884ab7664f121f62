// Perft against published counts (../shared/reference/perft.tsv, copied here so that the
// project stands on its own). "all" counts every capture path, "unique" one move per
// (from, to, captured set), RULES.md section 1. Deeper counts are checked by the
// benchmarks and the CLI, not in the unit suite.

#include "support.hpp"

#include <doctest/doctest.h>

#include <array>
#include <cstdint>
#include <string_view>

using namespace draughts;

namespace {

struct published {
    int depth;
    std::uint64_t nodes;
};

template <class Variant, std::size_t N>
void check(std::string_view fen, paths convention, const std::array<published, N>& counts) {
    const auto p = read_fen<Variant>(fen);
    REQUIRE(p);
    for (const published& row : counts) {
        CAPTURE(row.depth);
        CHECK(perft(*p, row.depth, {.convention = convention}) == row.nodes);
        if (row.depth <= 5)
            CHECK(perft(*p, row.depth, {.convention = convention, .counting = leaf_counting::full}) == row.nodes);
    }
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
        CHECK(perft(p, 6, {.counting = leaf_counting::full, .threads = threads}) == 167140);
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
