// Move generation on fixed positions: middle games with and without captures, and king
// endings. Moves generated per second, and positions per second for counting alone.
#include "rate.hpp"

#include <draughts/draughts.hpp>

#include <catch2/catch.hpp>

#include <string_view>
#include <vector>

using namespace draughts;

namespace {

template <class Variant>
std::vector<position<Variant>> read_all(std::initializer_list<std::string_view> fens) {
    std::vector<position<Variant>> positions;
    for (auto fen : fens) positions.push_back(*read_fen<Variant>(fen));
    return positions;
}

const auto international_positions = read_all<international>({
    "W:B12,13,14,16,18,19,21,23,24,26:W25,27,28,30,32,33,34,35,37,38",  // Woldouby
    "W:W27,28,31,32,33,34,36,37,38,39,40,41,42,43,45:B6,7,8,9,11,12,13,14,16,17,18,19,20,22,24",
    "B:W26,27,28,30,32,33,35,37,38,39,43:B3,7,8,11,12,13,14,16,17,19,21,22,23",
    "W:WK47:B9,12,33",                       // a king capture with three landing squares
    "W:WK38:B18,19,32,33",                   // duplicate capture paths
    "W:WK1,K4,K27,K33,K46:BK5,K15,K39,K44",  // kings only
    "B:WK6,K12,K23,K34,K45,28,29:BK10,K24,K36,K47,17,18",
});

const auto russian_positions = read_all<russian>({
    "W:Wa1,c1,e1,g1,b2,d2,f2,a3,e3,g3,d4:Bb6,d6,f6,h6,a7,c7,e7,g7,b8,d8,h8,c5",
    "B:Wa1,c1,e1,b2,f2,h2,a3,c3,g3,b4,f4:Bb6,d6,h6,a7,c7,e7,g7,d8,f8,c5,e5",
    "W:WKd2:Bc3,c5,e3,e5",  // the landing rule and duplicate paths
    "W:Wh6:Bc5,d2,g7",      // crowned mid-capture
    "W:WKa1,Kc3,Kh6:BKb8,Kf8,Kh2",
});

template <class Variant>
void generation_rates(std::string_view name, const std::vector<position<Variant>>& positions) {
    std::size_t moves_per_round = 0;
    for (const auto& p : positions) moves_per_round += count_moves(p);
    constexpr int rounds = 200000;
    bench::print_rate(std::string(name) + ": generate", "moves", static_cast<double>(moves_per_round) * rounds, [&] {
        std::size_t n = 0;
        move_list<Variant> list;
        for (int r = 0; r < rounds; ++r)
            for (const auto& p : positions) {
                generate(p, list);
                n += list.size();
            }
        return n;
    });
    bench::print_rate(std::string(name) + ": count_moves", "positions", static_cast<double>(positions.size()) * rounds,
                      [&] {
                          std::uint64_t n = 0;
                          for (int r = 0; r < rounds; ++r)
                              for (const auto& p : positions) n += count_moves(p);
                          return n;
                      });
}

}  // namespace

TEST_CASE("move generation rates", "[generate]") {
    generation_rates("international middle games and endings", international_positions);
    generation_rates("russian middle games and endings", russian_positions);
}

// One Frisian king against twenty pieces, found by a search for the most capture paths: the
// capture of all twenty has 875,316 paths and 30 moves (sets of pieces and end squares).
// Counting every path, generating the moves and writing them each take one search and keep
// no path longer than it takes to compare it.
TEST_CASE("an extreme Frisian capture", "[generate]") {
    const auto p = *read_fen<frisian>("W:WK20:B3,8,11,K12,K13,K14,17,24,K26,27,K28,30,33,K34,35,37,K39,K42,K44,K48");
    move_list<frisian> list;
    generate(p, list);
    REQUIRE(list.size() == 30);
    bench::print_rate(
        "frisian extreme: perft 1, every path", "paths", 875316.0,
        [&] { return perft(p, 1, {.convention = paths::every}); }, 3);
    bench::print_rate(
        "frisian extreme: generate", "moves", 30.0,
        [&] {
            generate(p, list);
            return list.size();
        },
        3);
    bench::print_rate(
        "frisian extreme: write_moves, full form", "moves", 30.0,
        [&] { return write_moves<frisian>(p, list, {move_form::full}).size(); }, 3);
}

TEST_CASE("move generation", "[generate]") {
    BENCHMARK("international: generate all positions") {
        std::size_t n = 0;
        move_list<international> list;
        for (const auto& p : international_positions) {
            generate(p, list);
            n += list.size();
        }
        return n;
    };
    BENCHMARK("russian: generate all positions") {
        std::size_t n = 0;
        move_list<russian> list;
        for (const auto& p : russian_positions) {
            generate(p, list);
            n += list.size();
        }
        return n;
    };
}
