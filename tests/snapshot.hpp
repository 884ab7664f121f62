#pragma once
// What a game lets its caller see, to compare a game before and after: shared by the
// invariant tests and the move fuzzer, which both check that undo and rejected input
// leave a game exactly as it was.

#include <draughts/draughts.hpp>

#include <cstddef>
#include <cstdint>
#include <vector>

namespace test {

template <class Variant>
struct snapshot {
    draughts::position<Variant> current;
    std::uint64_t hash;
    draughts::draw_counters counters;
    draughts::game_state state;
    std::size_t ply;
    int occurrences;
    std::vector<draughts::move<Variant>> moves;

    explicit snapshot(const draughts::game<Variant>& g)
        : current(g.current()),
          hash(g.hash()),
          counters(g.counters()),
          state(g.state()),
          ply(g.ply()),
          occurrences(g.occurrences()),
          moves(g.moves().begin(), g.moves().end()) {}
    friend bool operator==(const snapshot&, const snapshot&) = default;
};

}  // namespace test
