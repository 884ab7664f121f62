#pragma once
// The line perft prints for a depth, "depth <d> nodes <count> time <seconds> mnps <rate>":
// the contract of `draughts perft` and of the README's main job.

#include <cstdint>
#include <cstdio>
#include <string>

namespace draughts_cli {

// The rate in millions of leaves a second, 0 for a count too quick to time.
[[nodiscard]] inline double mnps(std::uint64_t nodes, double seconds) {
    return seconds > 0 ? static_cast<double>(nodes) / seconds / 1e6 : 0.0;
}

[[nodiscard]] inline std::string perft_line(int depth, std::uint64_t nodes, double seconds) {
    char text[160];
    std::snprintf(text, sizeof text, "depth %d nodes %llu time %.3f mnps %.2f\n", depth,
                  static_cast<unsigned long long>(nodes), seconds, mnps(nodes, seconds));
    return text;
}

}  // namespace draughts_cli
