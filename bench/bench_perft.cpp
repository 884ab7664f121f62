// Perft speed: leaves per second, bulk and full counting.
#include <draughts/draughts.hpp>

#include <catch2/catch.hpp>

#include <chrono>
#include <cstdio>

using namespace draughts;

TEST_CASE("perft, start positions", "[perft]") {
    const auto international_start = position<international>::start();
    const auto russian_start = position<russian>::start();
    BENCHMARK("international start, depth 6, bulk") { return perft(international_start, 6); };
    BENCHMARK("russian start, depth 7, bulk") { return perft(russian_start, 7); };
}
