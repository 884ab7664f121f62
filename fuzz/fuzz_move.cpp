// Move parser (notation.hpp) and explain() on any text, against positions built from the input. A move it
// reads is legal, writes back as text that reads as the same move, and plays and takes back
// on a game without a trace; a move it rejects leaves the game as it was.
//
// Input: byte 0 picks the variant (fuzz::fuzzed_variants, modulo their number) and how the
// position is built (0-2, after dividing by their number); byte 1 holds the length n of the set-up bytes (low 7 bits) and, for the piece
// set-up, the side to move (high bit); then n set-up bytes; the rest is the move text.
//   build 0: moves from the start position, each byte choosing one of the legal moves;
//   build 1: the set-up bytes are a FEN (input that is not a position is skipped);
//   build 2: each set-up byte puts a piece: square (low 6 bits, modulo the squares),
//            colour (bit 6), king (bit 7); men on their promotion row are left out.

#include "../tests/snapshot.hpp"
#include "fuzz_support.hpp"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace {

using namespace draughts;

template <class Variant>
std::optional<position<Variant>> build(int how, std::uint8_t side, std::string_view setup) {
    using board = typename Variant::board;
    switch (how) {
    case 0: {
        auto p = position<Variant>::start();
        for (char c : setup) {
            move_list<Variant> legal;
            generate(p, legal);
            if (legal.empty()) break;
            p.play(legal[static_cast<unsigned char>(c) % legal.size()]);
        }
        return p;
    }
    case 1: {
        auto p = read_fen<Variant>(setup);
        if (!p) return std::nullopt;
        return *p;
    }
    default: {
        const int most = rules_of<Variant>::men_per_side();
        position<Variant> p;
        for (char c : setup) {
            const auto byte = static_cast<unsigned char>(c);
            const int square = (byte & 63) % board::squares + 1;
            const piece what{(byte & 64) ? color::black : color::white,
                             (byte & 128) ? piece_kind::king : piece_kind::man};
            if (p.at(square) || p.count(what.side) == most) continue;
            if (what.kind == piece_kind::man && (board::square_mask(square) & board::promotion_row(what.side)))
                continue;
            p.put(square, what);
        }
        p.set_side_to_move(side ? color::black : color::white);
        return p;
    }
    }
}

template <class Variant>
void check_reads_back(const position<Variant>& p, const move<Variant>& m, notation_options o) {
    const std::string text = write_move(p, m, o);
    const auto back = parse_move(p, text);
    FUZZ_CHECK(back.has_value());
    FUZZ_CHECK(back->played == m);
    FUZZ_CHECK(back->annotation.empty());
}

template <class Variant>
void run(int how, std::uint8_t side, std::string_view setup, std::string_view text) {
    const auto built = build<Variant>(how, side, setup);
    if (!built) return;
    const position<Variant>& p = *built;
    const position<Variant> untouched = p;

    game<Variant> g(p);
    const test::snapshot<Variant> before(g);

    const auto reading = parse_move(p, text);
    FUZZ_CHECK(p == untouched);

    // explain() reads the same text: a move parse_move takes is legal to it; any move it
    // calls illegal comes with a reason; its verdict is the generator's.
    const auto explained = explain(p, text);
    FUZZ_CHECK(p == untouched);
    if (reading) FUZZ_CHECK(explained.has_value() && explained->legal);
    if (explained && explained->legal) {
        move_list<Variant> all;
        generate(p, all);
        FUZZ_CHECK(explained->played.has_value() && all.contains(*explained->played));
    }
    if (explained && !explained->legal) FUZZ_CHECK(!explained->reasons.empty());

    auto played = g.play(text);
    FUZZ_CHECK(played.has_value() == reading.has_value());
    if (!reading) {
        fuzz::check_error(reading.error(), text.size());
        FUZZ_CHECK(played.error().kind == reading.error().kind);
        FUZZ_CHECK(test::snapshot<Variant>(g) == before);  // a rejected move changes nothing
        return;
    }
    const move<Variant>& m = reading->played;
    FUZZ_CHECK(played->played == m);
    FUZZ_CHECK(played->annotation == reading->annotation);

    move_list<Variant> legal;
    generate(p, legal);
    FUZZ_CHECK(legal.contains(m));

    const square_notation other =
        rules_of<Variant>::notation == square_notation::numeric ? square_notation::algebraic : square_notation::numeric;
    for (const move_form form : {move_form::standard, move_form::full})
        for (const square_notation notation : {rules_of<Variant>::notation, other}) check_reads_back(p, m, {form, notation});

    // The game after the move: the position play() gives, the hash from scratch.
    position<Variant> after = p;
    after.play(m);
    FUZZ_CHECK(g.ply() == 1);
    FUZZ_CHECK(g.current() == after);
    FUZZ_CHECK(g.hash() == after.hash());
    FUZZ_CHECK(g.moves().back() == m);
    (void)g.state();
    FUZZ_CHECK(g.undo());
    FUZZ_CHECK(test::snapshot<Variant>(g) == before);
    FUZZ_CHECK(!g.undo());

    // The same by move rather than by text.
    FUZZ_CHECK(g.play(m).has_value());
    FUZZ_CHECK(g.current() == after);
    FUZZ_CHECK(g.undo());
    FUZZ_CHECK(test::snapshot<Variant>(g) == before);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size < 2) return 0;
    const int how = static_cast<int>(data[0] / fuzz::fuzzed_variants::size % 3);
    const std::size_t setup_size = std::min<std::size_t>(data[1] & 127, size - 2);
    const auto side = static_cast<std::uint8_t>(data[1] >> 7);
    const std::string_view setup(reinterpret_cast<const char*>(data) + 2, setup_size);
    const std::string_view text(reinterpret_cast<const char*>(data) + 2 + setup_size, size - 2 - setup_size);
    fuzz::with_variant(data[0], [&]<class Variant>(Variant) { run<Variant>(how, side, setup, text); });
    return 0;
}
