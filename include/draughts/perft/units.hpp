#pragma once
// Perft split into work units, for counts too deep for one machine: the distinct positions
// some plies below the root, each with the number of move sequences that reach it. Perft of
// the root at depth d is the sum, over the units, of multiplicity times perft of the unit at
// the depth left; the units can be counted anywhere, in any order, by any program.

#include "../core/position.hpp"
#include "../movegen/generate.hpp"

#include <cstddef>
#include <cstdint>
#include <unordered_map>
#include <vector>

namespace draughts {

template <class Variant>
struct perft_unit {
    position<Variant> start;
    std::uint64_t multiplicity = 0;  // the move sequences from the root that reach it
};

// The distinct positions `plies` plies below p under the convention, in the order they are
// first reached, each with the move sequences that reach it (a position reached by
// transposition is one unit). A line that ends before `plies` plies leaves no unit: it adds
// nothing to a deeper count. plies 0: p itself, once.
template <class Variant>
std::vector<perft_unit<Variant>> perft_units(const position<Variant>& p, int plies,
                                             paths convention = paths::unique) {
    std::vector<perft_unit<Variant>> units{{p, 1}};
    for (int ply = 0; ply < plies; ++ply) {
        std::vector<perft_unit<Variant>> next;
        std::unordered_map<position<Variant>, std::size_t> index;
        move_list<Variant> moves;
        for (const auto& unit : units) {
            generate(unit.start, moves, convention);
            for (const auto& m : moves) {
                position<Variant> child = unit.start;
                child.play(m);
                const auto [at, added] = index.try_emplace(child, next.size());
                if (added) next.push_back({child, 0});
                next[at->second].multiplicity += unit.multiplicity;
            }
        }
        units = std::move(next);
    }
    return units;
}

}  // namespace draughts
