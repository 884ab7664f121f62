// The DXP reader (protocol/dxp.hpp) on any message: a message it reads is writable, writes
// with every field at its width as a text that reads back as the same message, and writes
// the same text again. A GAMEREQ's position is read without a crash and writes back as the
// same text; a MOVE is matched against that position (else the start position) without a
// crash, and a move matched is legal and its MOVE matches it again.

#include "fuzz_support.hpp"

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <variant>

namespace {

using namespace draughts;

void check_move(const position<international>& p, const dxp_move& given) {
    const auto m = find_dxp_move(p, given);
    if (!m) {
        FUZZ_CHECK(!m.error().message.empty());
        return;
    }
    move_list<international> legal;
    generate(p, legal);
    FUZZ_CHECK(legal.contains(*m));
    const dxp_move back = to_dxp_move(*m, given.seconds);
    FUZZ_CHECK(dxp_writable(back));
    const auto again = find_dxp_move(p, back);
    FUZZ_CHECK(again.has_value() && *again == *m);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    // A MOVE may follow a GAMEREQ in the same input, after a NUL (DXP layer 1's terminator).
    const std::size_t nul = text.find('\0');
    const std::string_view first = text.substr(0, nul);
    const auto message = read_dxp(first);
    if (!message) {
        fuzz::check_error(message.error(), first.size());
        return 0;
    }
    FUZZ_CHECK(dxp_writable(*message));
    const std::string written = write_dxp(*message);
    const auto again = read_dxp(written);
    FUZZ_CHECK(again.has_value());
    FUZZ_CHECK(*again == *message);
    FUZZ_CHECK(write_dxp(*again) == written);

    position<international> p = position<international>::start();
    if (const auto* request = std::get_if<dxp_game_request>(&*message)) {
        const auto start = dxp_start_position(*request);
        if (start) {
            if (request->setup) FUZZ_CHECK(write_dxp_position(*start) == *request->setup);
            p = *start;
        } else {
            fuzz::check_error(start.error(), 51);
        }
    }
    if (const auto* move = std::get_if<dxp_move>(&*message)) check_move(p, *move);
    if (nul != std::string_view::npos) {
        const auto second = read_dxp(text.substr(nul + 1));
        if (second)
            if (const auto* move = std::get_if<dxp_move>(&*second)) check_move(p, *move);
    }
    return 0;
}
