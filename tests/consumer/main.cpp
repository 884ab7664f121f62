// Uses the library through its one include: perft of the Russian start position.
#include <draughts/draughts.hpp>

#include <cstdio>

int main() {
    const auto start = draughts::position<draughts::russian>::start();
    const auto nodes = draughts::perft(start, 6);
    std::printf("russian perft 6 = %llu\n", static_cast<unsigned long long>(nodes));
    return nodes == 37986 ? 0 : 1;
}
