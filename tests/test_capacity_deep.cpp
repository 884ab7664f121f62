// The deepest of the capacity cases (test_capacity.cpp has the others): a Frisian king that
// takes all twenty pieces by 875,316 paths (30 moves). The move list holds every path, the
// count without a list agrees, and the paths of every move come from one search of the
// piece. Each of its four searches visits every path, so this program is compiled optimised
// and without sanitizers in every build (tests/CMakeLists.txt): at -O0 under
// AddressSanitizer three of them took two and a half minutes, where the suite's other cases
// take seconds. It makes the library's templates itself, optimised, rather than link the
// debug build's instances.

#include <draughts/draughts.hpp>

#include <doctest/doctest.h>

#include <cstdint>
#include <span>

using namespace draughts;

TEST_CASE("frisian: a king taking twenty pieces by 875,316 paths") {
    const auto p = read_fen<frisian>("W:WK20:B3,8,11,K12,K13,K14,17,24,K26,27,K28,30,33,K34,35,37,K39,K42,K44,K48");
    REQUIRE(p);
    move_list<frisian> every, unique;
    generate(*p, every, paths::every);
    generate(*p, unique, paths::unique);
    CHECK(every.size() == 875316);
    CHECK(unique.size() == 30);
    CHECK(count_moves(*p, paths::every) == 875316);
    std::uint64_t paths_of_moves = 0;
    for (const auto& m : unique) CHECK(m.capture_count() == 20);
    for (const auto& ways : move_paths(*p, std::span<const move<frisian>>(unique.begin(), unique.size())))
        paths_of_moves += ways.size();
    CHECK(paths_of_moves == 875316);
}
