// Positions (position.hpp): the start positions, set-up editing, play() and the Zobrist
// hash, checked on hand-made positions and on every legal move of many random ones.

#include "support.hpp"

#include <doctest/doctest.h>

#include <array>
#include <cstdint>
#include <optional>
#include <random>
#include <string>
#include <string_view>

using namespace draughts;

namespace {

template <class Variant>
position<Variant> fen(std::string_view text) {
    INFO("FEN: ", text);
    auto r = read_fen<Variant>(text);
    REQUIRE(r);
    return *r;
}

// The one legal move from `from` to `to` (square numbers).
template <class Variant>
move<Variant> legal_move(const position<Variant>& p, int from, int to) {
    move_list<Variant> list;
    generate(p, list);
    std::optional<move<Variant>> found;
    int matches = 0;
    for (const auto& m : list)
        if (m.from_square() == from && m.to_square() == to) {
            found = m;
            ++matches;
        }
    CAPTURE(from);
    CAPTURE(to);
    REQUIRE(matches == 1);
    return *found;
}

constexpr piece white_man{color::white, piece_kind::man};
constexpr piece white_king{color::white, piece_kind::king};
constexpr piece black_man{color::black, piece_kind::man};
constexpr piece black_king{color::black, piece_kind::king};

}  // namespace

// FMJD 2.6: 20 men each, Black on 1-20, White on 31-50.
TEST_CASE("the international start position") {
    const auto p = position<international>::start();
    CHECK(p.side_to_move() == color::white);  // FMJD rules: White moves first
    CHECK(p.count(color::white) == 20);
    CHECK(p.count(color::black) == 20);
    CHECK(p.count(color::white, piece_kind::king) == 0);
    CHECK(p.kings() == 0);
    for (int n = 1; n <= 50; ++n) {
        CAPTURE(n);
        if (n <= 20)
            CHECK(p.at(n) == black_man);
        else if (n >= 31)
            CHECK(p.at(n) == white_man);
        else
            CHECK_FALSE(p.at(n));
    }
}

// Russian rules: 12 men each on the first three rows of each side.
TEST_CASE_TEMPLATE("the 8x8 start position", Variant, russian, brazilian) {
    using board = typename Variant::board;
    const auto p = position<Variant>::start();
    CHECK(p.side_to_move() == color::white);  // White moves first
    CHECK(p.count(color::white) == 12);
    CHECK(p.count(color::black) == 12);
    CHECK(p.kings() == 0);
    const std::array<std::string_view, 12> white{"a1", "c1", "e1", "g1", "b2", "d2",
                                                 "f2", "h2", "a3", "c3", "e3", "g3"};
    const std::array<std::string_view, 12> black{"a7", "b6", "b8", "c7", "d6", "d8",
                                                 "e7", "f6", "f8", "g7", "h6", "h8"};
    typename board::bitboard expected_white{}, expected_black{};
    for (auto name : white) expected_white |= board::square_mask(*parse_square<board>(name));
    for (auto name : black) expected_black |= board::square_mask(*parse_square<board>(name));
    CHECK(p.pieces(color::white) == expected_white);
    CHECK(p.pieces(color::black) == expected_black);
    CHECK(p.men(color::white) == expected_white);
    CHECK(p.occupied() == (expected_white | expected_black));
    CHECK(popcount(p.empty()) == 8);
}

TEST_CASE("an empty position, then put and remove") {
    position<international> p;
    CHECK(p.side_to_move() == color::white);
    CHECK(p.occupied() == 0);
    CHECK(p.empty() == board_10x10::all);
    CHECK(p.count(color::white) == 0);

    p.put(33, white_man);
    p.put(45, white_king);
    p.put(7, black_man);
    p.put(12, black_king);
    CHECK(p.at(33) == white_man);
    CHECK(p.at(45) == white_king);
    CHECK(p.at(7) == black_man);
    CHECK(p.at(12) == black_king);
    CHECK_FALSE(p.at(34));
    CHECK(p.count(color::white) == 2);
    CHECK(p.count(color::black) == 2);
    CHECK(p.count(color::white, piece_kind::man) == 1);
    CHECK(p.count(color::white, piece_kind::king) == 1);
    CHECK(p.men(color::white) == board_10x10::square_mask(33));
    CHECK(p.kings(color::white) == board_10x10::square_mask(45));
    CHECK(p.men(color::black) == board_10x10::square_mask(7));
    CHECK(p.kings(color::black) == board_10x10::square_mask(12));
    CHECK(p.kings() == (board_10x10::square_mask(45) | board_10x10::square_mask(12)));
    CHECK(p.pieces(color::white) == (p.men(color::white) | p.kings(color::white)));
    CHECK(p.occupied() == (p.pieces(color::white) | p.pieces(color::black)));
    CHECK((p.empty() & p.occupied()) == 0);
    CHECK((p.empty() | p.occupied()) == board_10x10::all);

    // put() replaces what stood there, colour and kind
    p.put(45, black_man);
    CHECK(p.at(45) == black_man);
    CHECK(p.kings() == board_10x10::square_mask(12));
    CHECK(p.count(color::white) == 1);
    CHECK(p.count(color::black) == 3);
    p.put(7, black_king);
    CHECK(p.at(7) == black_king);
    CHECK(p.count(color::black, piece_kind::king) == 2);

    p.remove(12);
    p.remove(12);  // removing from an empty square changes nothing
    CHECK_FALSE(p.at(12));
    CHECK(p.kings() == board_10x10::square_mask(7));
    p.remove(33);
    p.remove(45);
    p.remove(7);
    CHECK(p == position<international>{});
}

TEST_CASE_TEMPLATE("every piece on every square, then off again", Variant, international, russian) {
    using board = typename Variant::board;
    for (int n = 1; n <= board::squares; ++n) {
        for (piece pc : {white_man, white_king, black_man, black_king}) {
            CAPTURE(n);
            position<Variant> p;
            p.put(n, pc);
            CHECK(p.at(n) == pc);
            CHECK(p.occupied() == board::square_mask(n));
            CHECK(p.pieces(pc.side) == board::square_mask(n));
            CHECK(p.pieces(~pc.side) == 0);
            CHECK(p.count(pc.side, pc.kind) == 1);
            CHECK(p.kings() == (pc.kind == piece_kind::king ? board::square_mask(n) : 0));
            CHECK(p.empty() == (board::all & ~board::square_mask(n)));
            p.remove(n);
            CHECK(p == position<Variant>{});
        }
    }
}

// The sets a position reports always fit together, whatever was put where.
TEST_CASE_TEMPLATE("the piece sets of random positions are consistent", Variant, international, russian) {
    using board = typename Variant::board;
    std::mt19937_64 rng(99);
    for (const auto& s : test::shapes) {
        for (int i = 0; i < 100; ++i) {
            const auto p = test::random_position<Variant>(rng, s);
            CHECK((p.pieces(color::white) & p.pieces(color::black)) == 0);
            CHECK((p.kings() & ~p.occupied()) == 0);
            CHECK((p.men(color::white) | p.kings(color::white)) == p.pieces(color::white));
            CHECK((p.men(color::black) & p.kings(color::black)) == 0);
            CHECK((p.empty() | p.occupied()) == board::all);
            CHECK(p.count(color::white) ==
                  p.count(color::white, piece_kind::man) + p.count(color::white, piece_kind::king));
            bool matches = true;
            for (int n = 1; n <= board::squares; ++n) {
                const auto b = board::square_mask(n);
                const auto pc = p.at(n);
                if (pc.has_value() != ((p.occupied() & b) != 0)) matches = false;
                if (pc && ((p.pieces(pc->side) & b) == 0 || ((p.kings() & b) != 0) != (pc->kind == piece_kind::king)))
                    matches = false;
            }
            CHECK(matches);
            // the same pieces read back from text hash the same
            CHECK(fen<Variant>(write_fen(p)).hash() == p.hash());
        }
    }
}

TEST_CASE("equality compares the pieces and the side to move") {
    const auto a = fen<international>("W:W31,K45:B1,K2");
    auto b = position<international>{};
    b.put(2, black_king);  // another order of building
    b.put(45, white_king);
    b.put(1, black_man);
    b.put(31, white_man);
    CHECK(a == b);
    CHECK(a == position<international>::from_sets(board_10x10::square_mask(31) | board_10x10::square_mask(45),
                                                  board_10x10::square_mask(1) | board_10x10::square_mask(2),
                                                  board_10x10::square_mask(45) | board_10x10::square_mask(2),
                                                  color::white));

    auto other_side = a;
    other_side.set_side_to_move(color::black);
    CHECK(a != other_side);
    auto other_kind = a;
    other_kind.put(31, white_king);
    CHECK(a != other_kind);
    auto other_colour = a;
    other_colour.put(31, black_man);
    CHECK(a != other_colour);
    auto other_square = a;
    other_square.remove(31);
    other_square.put(32, white_man);
    CHECK(a != other_square);
}

// FMJD 3.4: a man moves one square diagonally forward; the players alternate.
TEST_CASE("play a quiet move") {
    auto p = position<international>::start();
    p.play(legal_move(p, 32, 28));
    CHECK(p == fen<international>("B:W28,31,33-50:B1-20"));
    p.play(legal_move(p, 19, 23));
    CHECK(p == fen<international>("W:W28,31,33-50:B1-18,20,23"));

    auto r = position<russian>::start();
    r.play(legal_move(r, 22, 18));  // c3-d4
    CHECK(r == fen<russian>("B:Wa1,c1,e1,g1,b2,d2,f2,h2,a3,d4,e3,g3:B1-12"));
}

// FMJD 4.8: captured pieces leave the board, kings among them.
TEST_CASE("play a capture") {
    // 28x10: e5 takes f6 and h8 and ends on i9; the pieces elsewhere stay
    auto p = fen<international>("W:W28,48:B23,14,3");
    const auto m = legal_move(p, 28, 10);
    CHECK(m.capture_count() == 2);
    CHECK(m.captured == (board_10x10::square_mask(23) | board_10x10::square_mask(14)));
    CHECK_FALSE(m.promotes);
    p.play(m);
    CHECK(p == fen<international>("B:W10,48:B3"));

    // c3:e5 on 8x8, then Black takes back f6:d4
    auto r = fen<russian>("W:Wc3,a1:Bd4,f6,g7");
    r.play(legal_move(r, 22, 15));  // c3:e5
    CHECK(r == fen<russian>("B:Wa1,e5:Bf6,g7"));
    r.play(legal_move(r, 11, 18));  // f6:d4
    CHECK(r == fen<russian>("W:Wa1:Bd4,g7"));

    // a king takes a king at a distance: the captured king leaves the set of kings too
    auto k = fen<international>("W:WK46:BK37,1");
    k.play(legal_move(k, 46, 23));
    CHECK(k == fen<international>("B:WK23:B1"));
    CHECK(k.kings() == board_10x10::square_mask(23));
}

// FMJD 3.9: a king moves any distance over empty squares, and stays a king.
TEST_CASE("play a king move") {
    auto p = fen<international>("W:WK46,31:B5");
    const auto m = legal_move(p, 46, 14);
    CHECK_FALSE(m.promotes);
    p.play(m);
    CHECK(p == fen<international>("B:WK14,31:B5"));
    p.play(legal_move(p, 5, 10));
    CHECK(p == fen<international>("W:WK14,31:B10"));

    auto r = fen<russian>("B:Wa1:BKh8");
    r.play(legal_move(r, 4, 25));  // h8-b2
    CHECK(r == fen<russian>("W:Wa1:BKb2"));
}

// Russian 1.5.16, FMJD 4.15: a man ending its move on the last row becomes a king.
TEST_CASE("play a promotion") {
    auto r = fen<russian>("W:Wc7:Bh2");
    const auto quiet = legal_move(r, 6, 2);  // c7-d8
    CHECK(quiet.promotes);
    r.play(quiet);
    CHECK(r == fen<russian>("B:WKd8:Bh2"));
    CHECK(r.at(2) == white_king);

    auto black = fen<russian>("B:Wa1:Bb2");
    black.play(legal_move(black, 25, 30));  // b2-c1, Black crowns on rank 1
    CHECK(black == fen<russian>("W:Wa1:BKc1"));

    auto p = fen<international>("W:W12:B8");
    const auto capture = legal_move(p, 12, 3);  // 12x3 ends on the last row
    CHECK(capture.promotes);
    p.play(capture);
    CHECK(p == fen<international>("B:WK3:B"));
}

// Russian 1.5.16, FMJD 4.15: perft plays a man's quiet step, and its capture of one piece,
// without a move object: from the set of its two squares and the piece taken, if any. That
// must leave what play() leaves: the piece taken gone, king or man, and the man crowned
// where it ends on the last row, and only there. A move that ends short of that row is
// also made as the leaves of full counting make it, without the test for a crowning
// (MayCrown false), and must leave the same.
template <class Variant, color Us>
void check_man_move(std::string_view before, int from, int to, std::string_view after) {
    const auto p = fen<Variant>(before);
    const auto m = legal_move(p, from, to);
    auto played = p;
    played.play(m);
    using bitboard = typename position<Variant>::bitboard;
    const bitboard from_and_to = (bitboard{1} << m.from) | (bitboard{1} << m.to);
    const auto made_by = [&]<bool MayCrown>() {
        auto made = p;
        if (m.captured)
            made.template play_man_capture<Us, MayCrown>(from_and_to, m.captured);
        else
            made.template play_man_step<Us, MayCrown>(from_and_to);
        return made;
    };
    const auto made = made_by.template operator()<true>();
    CHECK(made == fen<Variant>(after));
    CHECK(made == played);
    const bool reaches_last_row = (from_and_to & Variant::board::promotion_row(Us)) != bitboard{};
    CHECK(reaches_last_row == m.promotes);
    if (!reaches_last_row) CHECK(made_by.template operator()<false>() == played);
}

TEST_CASE("a man's quiet step as perft plays it: crowned on the last row, nowhere else") {
    check_man_move<russian, color::white>("W:Wc7,e3:Bh2", 6, 2, "B:WKd8,e3:Bh2");    // c7-d8
    check_man_move<russian, color::white>("W:Wc7,e3:Bh2", 23, 19, "B:Wc7,f4:Bh2");   // e3-f4
    check_man_move<russian, color::black>("B:Wa1:Bb2,f6", 25, 30, "W:Wa1:BKc1,f6");  // b2-c1
    check_man_move<russian, color::black>("B:Wa1:Bb2,f6", 11, 16, "W:Wa1:Bb2,g5");   // f6-g5
    check_man_move<international, color::white>("W:W6,33:B45", 6, 1, "B:WK1,33:B45");
    check_man_move<international, color::white>("W:W6,33:B45", 33, 28, "B:W6,28:B45");
    check_man_move<international, color::black>("B:W6:B45", 45, 50, "W:W6:BK50");
}

TEST_CASE("a man's capture of one piece as perft plays it: the piece taken goes, crowned on the last row") {
    check_man_move<russian, color::white>("W:Wc3:Bd4", 22, 15, "B:We5:B");         // c3:e5
    check_man_move<russian, color::white>("W:Wb6:Bc7", 9, 2, "B:WKd8:B");          // b6:d8
    check_man_move<russian, color::black>("B:Wb2,e3:Bc3", 22, 29, "W:We3:BKa1");   // c3:a1
    check_man_move<international, color::white>("W:W28:BK23", 28, 19, "B:W19:B");  // a king taken
    check_man_move<international, color::white>("W:W12:B8", 12, 3, "B:WK3:B");     // 12x3
    check_man_move<international, color::black>("B:W33:B28", 28, 39, "W:W:B39");   // backward
}

// FMJD 4.8 (Turkish strike): the start square is empty during the capture, so a capture
// may end where it began.
TEST_CASE("play a capture that ends on its own start square") {
    // c3:e5:g3:e1:c3 around the diamond d4, f4, f2, d2
    auto r = fen<russian>("W:Wc3:Bd4,f4,f2,d2");
    const auto man = legal_move(r, 22, 22);
    CHECK(man.from == man.to);
    CHECK(man.capture_count() == 4);
    CHECK_FALSE(man.promotes);
    CHECK((r.hash() ^ r.hash_change(man)) == fen<russian>("B:Wc3:B").hash());
    r.play(man);
    CHECK(r == fen<russian>("B:Wc3:B"));

    auto king = fen<russian>("W:WKc3:Bd4,f4,f2,d2,a7");
    const auto around = legal_move(king, 22, 22);
    CHECK(around.capture_count() == 4);
    CHECK((king.hash() ^ king.hash_change(around)) == fen<russian>("B:WKc3:Ba7").hash());
    king.play(around);
    CHECK(king == fen<russian>("B:WKc3:Ba7"));

    // the same on 10x10: 33x24x35x44x33 around 29, 30, 40, 39
    auto p = fen<international>("W:W33:B29,30,39,40");
    const auto m = legal_move(p, 33, 33);
    CHECK(m.capture_count() == 4);
    p.play(m);
    CHECK(p == fen<international>("B:W33:B"));
}

TEST_CASE("hash: equal positions, side to move, kinds") {
    const auto a = fen<international>("W:W31,K45:B1,K2");
    auto b = position<international>{};
    b.put(1, black_man);
    b.put(2, black_king);
    b.put(31, white_man);
    b.put(45, white_king);
    CHECK(a.hash() == b.hash());
    CHECK(position<international>::start().hash() == fen<international>("W:W31-50:B1-20").hash());

    b.set_side_to_move(color::black);
    CHECK(a.hash() != b.hash());
    auto c = a;
    c.put(31, white_king);
    CHECK(a.hash() != c.hash());
    auto d = a;
    d.put(31, black_man);
    CHECK(a.hash() != d.hash());
    CHECK(position<russian>{}.hash() != fen<russian>("B:W:B").hash());
}

// Property test over random positions: play() changes exactly the squares a move names,
// and hash_change() predicts the new hash.
TEST_CASE_TEMPLATE("play and hash_change on every legal move of random positions", Variant, international, russian,
                   brazilian) {
    using board = typename Variant::board;
    std::mt19937_64 rng(7771);
    long moves_checked = 0;
    for (const auto& s : test::shapes) {
        for (int i = 0; i < 400; ++i) {
            const auto p = test::random_position<Variant>(rng, s);
            const color us = p.side_to_move();
            move_list<Variant> list;
            generate(p, list);
            for (const auto& m : list) {
                INFO("FEN: ", write_fen(p), "  move ", m.from_square(), "-", m.to_square());
                auto q = p;
                q.play(m);
                CHECK(q.hash() == (p.hash() ^ p.hash_change(m)));
                CHECK(q.side_to_move() == ~us);
                CHECK((m.captured & ~p.pieces(~us)) == 0);
                CHECK(q.count(~us) == p.count(~us) - m.capture_count());
                CHECK(q.count(us) == p.count(us));

                const bool was_king = p.at(m.from_square())->kind == piece_kind::king;
                const piece moved{us, was_king || m.promotes ? piece_kind::king : piece_kind::man};
                bool others_unchanged = true;
                for (int n = 1; n <= board::squares; ++n) {
                    if (n == m.to_square()) continue;
                    const bool emptied = n == m.from_square() || (m.captured & board::square_mask(n));
                    if (q.at(n) != (emptied ? std::nullopt : p.at(n))) others_unchanged = false;
                }
                CHECK(q.at(m.to_square()) == moved);
                CHECK(others_unchanged);
                ++moves_checked;
            }
        }
    }
    CHECK(moves_checked > 6000);
}

TEST_CASE("a square number off the board is no square: at() finds nothing, try_put and try_remove refuse") {
    auto p = position<russian>::start();
    const auto before = p;
    for (int number : {0, -1, 33, 1000}) {
        CHECK(!p.at(number));
        CHECK(!p.try_put(number, piece{color::white, piece_kind::king}));
        CHECK(!p.try_remove(number));
    }
    CHECK(p == before);
    // Square 1 (b8) holds a Black man at the start; 16 (h5) is empty.
    CHECK(p.at(1) == piece{color::black, piece_kind::man});
    CHECK(!p.at(16));
    CHECK(p.try_put(16, piece{color::white, piece_kind::king}));
    CHECK(p.at(16) == piece{color::white, piece_kind::king});
    CHECK(p.try_remove(1));
    CHECK(!p.at(1));

    auto q = position<international>::start();
    CHECK(!q.at(51));
    CHECK(q.at(50) == piece{color::white, piece_kind::man});
    CHECK(!q.try_put(51, piece{color::black, piece_kind::man}));
    CHECK(q == position<international>::start());
}
