// The Hub reader (protocol/hub.hpp) on any line: a message it reads is writable, writes as a
// line that reads back as the same message, and writes the same line again. The Hub
// positions and moves in it (pos=, moves=, move=, ponder=, pv=) are read against the
// variants Scan plays and matched against positions without a crash: a position read writes
// back as the same text, a move matched is legal and writes as a Hub move that matches it
// again.

#include "fuzz_support.hpp"

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace {

using namespace draughts;

template <class Variant>
void check_move(const position<Variant>& p, std::string_view text) {
    const auto m = parse_hub_move(p, text);
    if (!m) {
        fuzz::check_error(m.error(), text.size());
        return;
    }
    move_list<Variant> legal;
    generate(p, legal);
    FUZZ_CHECK(legal.contains(*m));
    const auto again = parse_hub_move(p, write_hub_move<Variant>(*m));
    FUZZ_CHECK(again.has_value() && *again == *m);
}

template <class Variant>
void check_position(const hub_message& message) {
    const auto* pos = std::get_if<hub_pos>(&message.command);
    // Moves are matched against the position of the message, else the start position.
    position<Variant> p = position<Variant>::start();
    if (pos) {
        const auto read = read_hub_position<Variant>(pos->position);
        if (read) {
            FUZZ_CHECK(write_hub_position(*read) == pos->position);
            p = *read;
        } else {
            fuzz::check_error(read.error(), pos->position.size());
        }
    }
    std::vector<std::string> moves;
    if (pos) moves = pos->moves;
    if (const auto* done = std::get_if<hub_done>(&message.command)) {
        moves.push_back(done->move);
        if (done->ponder) moves.push_back(*done->ponder);
    }
    if (const auto* info = std::get_if<hub_info>(&message.command); info && info->pv) moves = *info->pv;
    for (const std::string& text : moves) {
        check_move(p, text);
        // Play it when legal: the next move is matched against the position after it.
        const auto m = parse_hub_move(p, text);
        if (!m) break;
        p.play(*m);
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view line(reinterpret_cast<const char*>(data), size);
    const auto message = read_hub(line);
    if (!message) {
        fuzz::check_error(message.error(), line.size());
        return 0;
    }
    FUZZ_CHECK(hub_writable(*message));
    const std::string written = write_hub(*message);
    const auto again = read_hub(written);
    FUZZ_CHECK(again.has_value());
    FUZZ_CHECK(*again == *message);
    FUZZ_CHECK(write_hub(*again) == written);
    // Scan's 10x10 games: the position and moves as each reads them.
    check_position<international>(*message);
    check_position<frisian>(*message);
    check_position<killer>(*message);
    return 0;
}
