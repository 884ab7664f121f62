#pragma once
// Draw and repetition tracking inside a search: the hashes and draw counts along the line
// of play from a root, pushed and popped per node, without game<V>'s checks and allocations.
// A search asks at each node whether a draw rule of the variant is reached there.
//
// Repetitions are found by hash alone (64-bit Zobrist keys), as searches do; game<V>
// compares whole positions too, for a game's record.

#include "../core/position.hpp"
#include "../core/variant.hpp"
#include "draw_rules.hpp"

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>

namespace draughts {

template <class Variant, std::size_t MaxPlies = 1024>
class draw_history {
public:
    // The root of the line: a game's current position and its counts, or a set-up position.
    explicit draw_history(const position<Variant>& root) noexcept
        : draw_history(root, initial_draw_counters(root)) {}
    draw_history(const position<Variant>& root, const draw_counters& counts) noexcept {
        entries_[0] = {root.hash(), counts};
    }

    // The move m played in `before`, giving `after`. At most MaxPlies moves on the line.
    void push(const position<Variant>& before, const move<Variant>& m, const position<Variant>& after) noexcept {
        DRAUGHTS_ASSERT(size_ < MaxPlies);
        const entry& last = entries_[size_];
        entries_[++size_] = {last.hash ^ before.hash_change(m), next_draw_counters(last.counts, before, m, after)};
    }
    void pop() noexcept {
        DRAUGHTS_ASSERT(size_ > 0);
        --size_;
    }

    [[nodiscard]] std::size_t plies() const noexcept { return size_; }
    [[nodiscard]] std::uint64_t hash() const noexcept { return entries_[size_].hash; }
    [[nodiscard]] const draw_counters& counts() const noexcept { return entries_[size_].counts; }

    // How many times the current position has stood on the line, by hash: only positions
    // since the last man move or capture can repeat, every second ply.
    [[nodiscard]] int occurrences() const noexcept {
        const entry& e = entries_[size_];
        const auto since = static_cast<std::size_t>(e.counts.kings_only);
        int count = 1;
        for (std::size_t back = 2; back <= since && back <= size_; back += 2)
            count += entries_[size_ - back].hash == e.hash;
        return count;
    }

    // The draw rule reached at the current position `now` (the position after the moves
    // pushed), if any.
    [[nodiscard]] std::optional<draw_limit> draw(const position<Variant>& now) const noexcept {
        return draw_reached(now, counts(), occurrences());
    }

private:
    struct entry {
        std::uint64_t hash = 0;
        draw_counters counts{};
    };
    std::array<entry, MaxPlies + 1> entries_{};
    std::size_t size_ = 0;
};

}  // namespace draughts
