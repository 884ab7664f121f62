#pragma once
// Prints what a benchmark is for: items per second, the median of a few timed runs.
// Catch2's BENCHMARK gives the time of one call; these lines give the rate to quote.

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <string_view>
#include <vector>

namespace bench {

template <class F>
double print_rate(std::string_view what, std::string_view unit, double items_per_run, F&& run, int runs = 5) {
    std::vector<double> seconds;
    for (int i = 0; i < runs; ++i) {
        const auto start = std::chrono::steady_clock::now();
        run();
        seconds.push_back(std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
    }
    std::sort(seconds.begin(), seconds.end());
    const double median = seconds[seconds.size() / 2];
    const double rate = items_per_run / median;
    std::printf("%-58.*s %14.0f %-6.*s %8.4f s  %9.2f M%.*s/s\n", static_cast<int>(what.size()), what.data(),
                items_per_run, static_cast<int>(unit.size()), unit.data(), median, rate / 1e6,
                static_cast<int>(unit.size()), unit.data());
    return rate;
}

}  // namespace bench
