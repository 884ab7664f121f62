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

// Calls f(Variant{}) for one of the three variants, by the library's run-time choice.
template <class F>
void with_variant(std::uint8_t choice, F&& f) {
    constexpr int game_types[] = {draughts::international::pdn_game_type, draughts::russian::pdn_game_type,
                                  draughts::brazilian::pdn_game_type};
    draughts::visit_variant(game_types[choice % 3], f);
}

// Every error points inside the text it read, or just past its end, and says something.
inline void check_error(const draughts::parse_error& e, std::size_t text_size) {
    FUZZ_CHECK(!e.message.empty());
    FUZZ_CHECK(e.column <= text_size + 1);
    FUZZ_CHECK(draughts::to_string(e.kind) != "error");
}

}  // namespace fuzz
