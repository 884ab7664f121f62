// Perft speed: leaves per second, bulk counting (the last ply counted, not made) and full
// counting (every leaf made), single thread, from the start positions and from Woldouby.
#include "rate.hpp"

#include <draughts/draughts.hpp>

#include <catch2/catch.hpp>

using namespace draughts;

namespace {

template <class Variant>
void rates(std::string_view name, const position<Variant>& p, int bulk_depth, int full_depth) {
    const auto bulk = static_cast<double>(perft(p, bulk_depth));
    const auto full = static_cast<double>(perft<leaf_counting::full>(p, full_depth));
    bench::print_rate(std::string(name) + ", bulk, depth " + std::to_string(bulk_depth), "leaves", bulk,
                      [&] { return perft(p, bulk_depth); });
    bench::print_rate(std::string(name) + ", full, depth " + std::to_string(full_depth), "leaves", full,
                      [&] { return perft<leaf_counting::full>(p, full_depth); });
}

const auto woldouby = *read_fen<international>("W:B12,13,14,16,18,19,21,23,24,26:W25,27,28,30,32,33,34,35,37,38");

}  // namespace

TEST_CASE("perft rates", "[perft]") {
    rates("international start", position<international>::start(), 9, 8);
    rates("russian start", position<russian>::start(), 10, 9);
    rates("brazilian start", position<brazilian>::start(), 10, 9);
    rates("woldouby", woldouby, 12, 11);
}

TEST_CASE("perft", "[perft]") {
    const auto international_start = position<international>::start();
    const auto russian_start = position<russian>::start();
    BENCHMARK("international start, bulk, depth 6") { return perft(international_start, 6); };
    BENCHMARK("international start, full, depth 6") {
        return perft<leaf_counting::full>(international_start, 6);
    };
    BENCHMARK("russian start, bulk, depth 7") { return perft(russian_start, 7); };
    BENCHMARK("russian start, full, depth 7") { return perft<leaf_counting::full>(russian_start, 7); };
    BENCHMARK("woldouby, bulk, depth 9") { return perft(woldouby, 9); };
}
