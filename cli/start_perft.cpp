// The README's main job: perft of the Russian and international start positions to the
// published deep counts (Russian 544770444 at depth 12, international 1665861398 at depth
// 11), each block under a line that says which it is, one line per depth as `draughts perft`
// prints them. A program of its own, so that the main job compiles the library for the two
// variants it counts and not the whole draughts program.

#include "perft_line.hpp"

#include <draughts/draughts.hpp>

#include <chrono>
#include <iostream>

namespace {

template <class Variant>
void count_from_start(const char* heading, int deepest) {
    std::cout << heading << '\n' << std::flush;
    const auto start = draughts::position<Variant>::start();
    for (int depth = 1; depth <= deepest; ++depth) {
        const auto began = std::chrono::steady_clock::now();
        const std::uint64_t nodes = draughts::perft(start, depth);
        const std::chrono::duration<double> seconds = std::chrono::steady_clock::now() - began;
        std::cout << draughts_cli::perft_line(depth, nodes, seconds.count()) << std::flush;
    }
}

}  // namespace

int main() {
    count_from_start<draughts::russian>("Russian draughts, start position, depths 1-12 (published: 544770444 at 12)", 12);
    count_from_start<draughts::international>(
        "International draughts, start position, depths 1-11 (published: 1665861398 at 11)", 11);
}
