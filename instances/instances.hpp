#pragma once
// The library's templates for every variant of the list, made once for our own programs
// (the test suite, the draughts program) in a translation unit per variant (instance.cpp.in,
// built in parallel), and declared here for every file that uses them.

#include <draughts/instantiate.hpp>

#define DRAUGHTS_EVERY_VARIANT(X)                                                                                    \
    X(draughts::russian)                                                                                             \
    X(draughts::international)                                                                                       \
    X(draughts::brazilian)                                                                                           \
    X(draughts::english)                                                                                             \
    X(draughts::italian)                                                                                             \
    X(draughts::spanish)                                                                                             \
    X(draughts::portuguese)                                                                                          \
    X(draughts::czech)                                                                                               \
    X(draughts::pool)                                                                                                \
    X(draughts::thai)                                                                                                \
    X(draughts::killer)                                                                                              \
    X(draughts::canadian)                                                                                            \
    X(draughts::antidraughts)                                                                                        \
    X(draughts::breakthrough)                                                                                        \
    X(draughts::frisian)                                                                                             \
    X(draughts::frysk)

#ifndef DRAUGHTS_INSTANTIATING
DRAUGHTS_EVERY_VARIANT(DRAUGHTS_DECLARE_VARIANT)
#endif
