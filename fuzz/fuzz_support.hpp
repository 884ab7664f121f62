#pragma once
// What the fuzz targets share: a check that stops the run with a message (libFuzzer saves
// the input that made it fail), and the run-time choice of a variant from a byte.

#include <draughts/draughts.hpp>

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string_view>

namespace fuzz {

// An invariant the library promises. A failed check is a finding, like a crash: abort()
// makes libFuzzer write the input to an artifact file.
[[noreturn]] inline void failed(const char* what, const char* file, int line) {
    std::fprintf(stderr, "%s:%d: invariant broken: %s\n", file, line, what);
    std::abort();
}

#define FUZZ_CHECK(condition)                                             \
    do {                                                                  \
        if (!(condition)) ::fuzz::failed(#condition, __FILE__, __LINE__); \
    } while (false)

// The variants the readers are fuzzed with: one of each board and numbering the readers
// know (10x10 and 12x12 numbered, 8x8 algebraic, the turned boards numbered from either
// corner, Black moving first) and of each way of taking pieces (along rows and files too:
// Frisian). Not all sixteen: each costs the fuzzers' build a copy of its generators.
using fuzzed_variants = draughts::variant_list<draughts::international, draughts::russian, draughts::frisian,
                                               draughts::english, draughts::italian, draughts::spanish,
                                               draughts::thai, draughts::canadian>;

// Calls f(Variant{}) for one of them, chosen by a byte.
template <class F>
void with_variant(std::uint8_t choice, F&& f) {
    std::size_t i = 0;
    fuzzed_variants::for_each([&](auto v) {
        if (i++ == choice % fuzzed_variants::size) f(v);
    });
}

// Calls f(Variant{}) for the one whose PDN GameType this is, if any.
template <class F>
void with_game_type(int game_type, F&& f) {
    fuzzed_variants::for_each([&](auto v) {
        if (draughts::rules_of<decltype(v)>::pdn_game_type == game_type) f(v);
    });
}

// Every error points inside the text it read, or just past its end, and says something.
inline void check_error(const draughts::parse_error& e, std::size_t text_size) {
    FUZZ_CHECK(!e.message.empty());
    FUZZ_CHECK(e.column <= text_size + 1);
    FUZZ_CHECK(draughts::to_string(e.kind) != "error");
}

}  // namespace fuzz
