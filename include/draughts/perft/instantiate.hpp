#pragma once
// The perft templates of a variant, declared or made (instantiate.hpp makes all of a
// variant's templates; this part is apart so that perft can be made in a file that includes
// nothing else). Perft's hot loops are inlined into few functions, and what else the file
// holds changes how the compiler arranges them: made beside the whole library, Russian perft
// ran 4% slower than made alone.

#include "perft.hpp"
#include "table.hpp"
#include "units.hpp"

#include <cstdint>
#include <utility>
#include <vector>

// EXTERN is `extern` to declare the templates, empty to make them.
#define DRAUGHTS_PERFT_TEMPLATES(EXTERN, V, COUNTING)                                                              \
    EXTERN template std::uint64_t draughts::perft<COUNTING, V>(const draughts::position<V>&, int,                  \
                                                               const draughts::perft_options&);                      \
    EXTERN template std::vector<std::pair<draughts::move<V>, std::uint64_t>> draughts::perft_divide<COUNTING, V>(  \
        const draughts::position<V>&, int, const draughts::perft_options&);
// perft_table's class and its counts.
#define DRAUGHTS_PERFT_TABLE_TEMPLATES(EXTERN, V)                                                                    \
    EXTERN template std::uint64_t draughts::perft<V>(const draughts::position<V>&, int, draughts::perft_table<V>&,    \
                                                     const draughts::perft_options&);                                \
    EXTERN template std::vector<std::pair<draughts::move<V>, std::uint64_t>> draughts::perft_divide<V>(             \
        const draughts::position<V>&, int, draughts::perft_table<V>&, const draughts::perft_options&);                \
    EXTERN template class draughts::perft_table<V>;
// The counts the bindings give: bulk, with a table or without.
#define DRAUGHTS_PERFT_BULK_TEMPLATES(EXTERN, V)                                                                     \
    DRAUGHTS_PERFT_TEMPLATES(EXTERN, V, draughts::leaf_counting::bulk)                                              \
    DRAUGHTS_PERFT_TABLE_TEMPLATES(EXTERN, V)
// All of them: every leaf made too, and the work units of a split count, in the order in
// which the programs' perft was measured (the compiler lays the code out in this order).
#define DRAUGHTS_PERFT_VARIANT_TEMPLATES(EXTERN, V)                                                                  \
    DRAUGHTS_PERFT_TEMPLATES(EXTERN, V, draughts::leaf_counting::bulk)                                              \
    DRAUGHTS_PERFT_TEMPLATES(EXTERN, V, draughts::leaf_counting::full)                                              \
    DRAUGHTS_PERFT_TABLE_TEMPLATES(EXTERN, V)                                                                        \
    EXTERN template std::vector<draughts::perft_unit<V>> draughts::perft_units<V>(const draughts::position<V>&, int, \
                                                                                  draughts::paths);
