#pragma once
// The library's templates for every variant of the list, made once for our own programs
// (the test suite, the draughts program) in a translation unit per variant (instance.cpp.in,
// built in parallel), and declared here for every file that uses them. The declarations
// come from the library's list of variants (variants/list.hpp), which CMake reads.

#include <draughts/instantiate.hpp>

#ifndef DRAUGHTS_INSTANTIATING
#include "declared_variants.hpp"
#endif
