// Reading text: FEN positions and moves, items per second.
#include "rate.hpp"

#include <draughts/draughts.hpp>

#include <catch2/catch.hpp>

#include <random>
#include <string>
#include <vector>

using namespace draughts;

namespace {

// The texts of every legal move of positions met along random games.
template <class Variant>
struct sample {
    std::vector<std::string> fens;
    std::vector<std::pair<position<Variant>, std::string>> moves;
};

template <class Variant>
sample<Variant> collect(int games) {
    sample<Variant> s;
    std::mt19937_64 rng(7);
    for (int g = 0; g < games; ++g) {
        auto p = position<Variant>::start();
        for (int ply = 0; ply < 60; ++ply) {
            move_list<Variant> list;
            generate(p, list);
            if (list.empty()) break;
            s.fens.push_back(write_fen(p));
            for (const auto& m : list) s.moves.emplace_back(p, write_move(p, m));
            p.play(list[rng() % list.size()]);
        }
    }
    return s;
}

template <class Variant>
void parsing_rates(std::string_view name) {
    const auto s = collect<Variant>(50);
    bench::print_rate(std::string(name) + ": read_fen", "FENs", static_cast<double>(s.fens.size()), [&] {
        std::size_t ok = 0;
        for (const auto& f : s.fens) ok += read_fen<Variant>(f).has_value();
        return ok;
    });
    bench::print_rate(std::string(name) + ": parse_move", "moves", static_cast<double>(s.moves.size()), [&] {
        std::size_t ok = 0;
        for (const auto& [p, text] : s.moves) ok += parse_move(p, text).has_value();
        return ok;
    });
}

}  // namespace

TEST_CASE("parsing rates", "[parse]") {
    parsing_rates<international>("international");
    parsing_rates<russian>("russian");
}

TEST_CASE("parsing", "[parse]") {
    const auto start = position<international>::start();
    BENCHMARK("read_fen, international start") { return read_fen<international>("W:W31-50:B1-20").has_value(); };
    BENCHMARK("parse_move 32-28") { return parse_move(start, "32-28").has_value(); };
}
