// The library as the one header single_include/draughts.hpp, nothing else on the include path.
#include "draughts.hpp"

#include <cstdio>

int main() {
    const auto nodes = draughts::perft(draughts::position<draughts::english>::start(), 6);
    std::printf("english perft 6 = %llu\n", static_cast<unsigned long long>(nodes));
    return nodes == 36768 ? 0 : 1;
}
