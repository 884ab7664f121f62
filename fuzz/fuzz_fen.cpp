// FEN reader (fen.hpp) on any bytes, under every variant: it gives a position or an error
// that points inside the text, never a crash; a position it gives is one the generator
// handles, and its canonical FEN, in either square notation, reads back to it.

#include "fuzz_support.hpp"

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace {

using namespace draughts;

// What a position read from strangers must still satisfy: disjoint colours on real squares,
// kings among the pieces, and a generator whose entry points agree.
template <class Variant>
void check_position(const position<Variant>& p) {
    using board = typename Variant::board;
    FUZZ_CHECK((p.pieces(color::white) & p.pieces(color::black)) == 0);
    FUZZ_CHECK((p.occupied() & ~board::all) == 0);
    FUZZ_CHECK((p.kings() & ~p.occupied()) == 0);
    FUZZ_CHECK((p.men(color::white) & board::promotion_row(color::white)) == 0);
    FUZZ_CHECK((p.men(color::black) & board::promotion_row(color::black)) == 0);

    move_list<Variant> list;
    generate(p, list);
    FUZZ_CHECK(count_moves(p) == list.size());
    FUZZ_CHECK(has_moves(p) == !list.empty());
    for (const auto& m : list) {
        position<Variant> q = p;
        q.play(m);
        FUZZ_CHECK(q.hash() == (p.hash() ^ p.hash_change(m)));
    }
    // Bulk counting and making every leaf agree (two plies: a few thousand nodes at most).
    FUZZ_CHECK(perft(p, 2) == perft<leaf_counting::full>(p, 2));
}

template <class Variant>
void read(std::string_view text) {
    const auto record = read_fen_record<Variant>(text);
    const auto plain = read_fen<Variant>(text);
    FUZZ_CHECK(record.has_value() == plain.has_value());
    if (!record) {
        fuzz::check_error(record.error(), text.size());
        FUZZ_CHECK(record.error().line == 0);
        FUZZ_CHECK(plain.error().message == record.error().message);
        return;
    }
    const position<Variant>& p = record->setup;
    FUZZ_CHECK(*plain == p);
    for (square_notation notation : {square_notation::numeric, square_notation::algebraic}) {
        const std::string written = write_fen(p, notation);
        const auto back = read_fen<Variant>(written);
        FUZZ_CHECK(back.has_value());
        FUZZ_CHECK(*back == p);
    }
    const auto g = game<Variant>::from_fen(text);
    FUZZ_CHECK(g.has_value());
    FUZZ_CHECK(g->current() == p);
    FUZZ_CHECK(g->hash() == p.hash());
    check_position(p);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    fuzz::fuzzed_variants::for_each([&](auto v) { read<decltype(v)>(text); });
    return 0;
}
