// A generator author's use of the library: perft by root move, written as the library writes
// moves, to compare with another generator's. Public API only.
#include <draughts/draughts.hpp>

#include <cstdint>
#include <cstdio>

int main() {
    using namespace draughts;
    const auto p = position<international>::start();
    std::uint64_t sum = 0;
    for (const auto& [m, n] : perft_divide(p, 4)) {
        std::printf("%s %llu\n", write_move(p, m).c_str(), static_cast<unsigned long long>(n));
        sum += n;
    }
    std::printf("total %llu\n", static_cast<unsigned long long>(sum));
    return sum == 4265 && perft(p, 4) == sum ? 0 : 1;
}
