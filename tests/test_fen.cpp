// PDN FEN (fen.hpp), PDN 3.0: every accepted form gives exactly the pieces it
// names, every rejected form says what is wrong and at which column, and what write_fen
// writes reads back to the same position.

#include "support.hpp"

#include <doctest/doctest.h>

#include <array>
#include <cstddef>
#include <initializer_list>
#include <random>
#include <string>
#include <string_view>

using namespace draughts;

namespace {

struct pieces_of {
    std::initializer_list<int> men;
    std::initializer_list<int> kings;
};

// A position from square numbers, built with put() rather than read from text.
template <class Variant>
position<Variant> make(color to_move, pieces_of white, pieces_of black) {
    position<Variant> p;
    for (int n : white.men) p.put(n, {color::white, piece_kind::man});
    for (int n : white.kings) p.put(n, {color::white, piece_kind::king});
    for (int n : black.men) p.put(n, {color::black, piece_kind::man});
    for (int n : black.kings) p.put(n, {color::black, piece_kind::king});
    p.set_side_to_move(to_move);
    return p;
}

template <class Variant>
position<Variant> read_ok(std::string_view text) {
    INFO("FEN: ", text);
    auto r = read_fen<Variant>(text);
    REQUIRE_MESSAGE(r.has_value(), (r ? std::string() : r.error().what()));
    return *r;
}

struct rejected {
    std::string_view text;
    error_kind kind;
    std::size_t column;  // 1-based, where the message points
};

template <class Variant, std::size_t N>
void check_rejections(const std::array<rejected, N>& cases) {
    for (const auto& c : cases) {
        CAPTURE(c.text);
        const auto record = read_fen_record<Variant>(c.text);
        REQUIRE_FALSE(record.has_value());  // no half-built position: the result is only the error
        CHECK(to_string(record.error().kind) == to_string(c.kind));  // by name, readable on failure
        CHECK(record.error().column == c.column);
        CHECK(record.error().line == 0);
        CHECK_FALSE(record.error().message.empty());
        const auto p = read_fen<Variant>(c.text);
        REQUIRE_FALSE(p.has_value());
        CHECK(to_string(p.error().kind) == to_string(c.kind));
        CHECK(p.error().column == c.column);
        CHECK(p.error().message == record.error().message);
    }
}

}  // namespace

// PDN 3.0: "W:W31,32,K45:B1,2" - side to move, each colour's pieces, K marks a king.
TEST_CASE("numeric squares and kings") {
    const auto p = read_ok<international>("W:W31,32,K45:B1,2");
    CHECK(p == make<international>(color::white, {{31, 32}, {45}}, {{1, 2}, {}}));
    CHECK(p.at(45) == piece{color::white, piece_kind::king});
    CHECK(p.at(31) == piece{color::white, piece_kind::man});
    CHECK(p.at(2) == piece{color::black, piece_kind::man});
    CHECK_FALSE(p.at(3));
    CHECK(p.count(color::white) == 3);
    CHECK(p.count(color::black) == 2);

    CHECK(read_ok<international>("W:WK31,K50:BK1") == make<international>(color::white, {{}, {31, 50}}, {{}, {1}}));
}

// PDN 3.0: ranges (numeric only); "K" before a range makes all of it kings.
TEST_CASE("ranges and king ranges") {
    CHECK(read_ok<international>("W:W31-50:B1-20") == position<international>::start());
    CHECK(read_ok<international>("W:W31-33,K34-35,40:B1-2,K3-3") ==
          make<international>(color::white, {{31, 32, 33, 40}, {34, 35}}, {{1, 2}, {3}}));
    CHECK(read_ok<international>("B:WK1-5:BK46-50") ==
          make<international>(color::black, {{}, {1, 2, 3, 4, 5}}, {{}, {46, 47, 48, 49, 50}}));
    // numeric ranges on 8x8 too
    CHECK(read_ok<russian>("W:W21-32:B1-12") == position<russian>::start());
    CHECK(read_ok<brazilian>("W:W21-32:B1-12") == position<brazilian>::start());
    // PDN 3.0: as many pieces as the setup holds is allowed, one more is not (below)
    CHECK(read_ok<international>("W:W11-30:BK41-50,K1-10").count(color::white) == 20);
    CHECK(read_ok<russian>("B:W5-16:BK17-28").count(color::black) == 12);
}

// PDN 3.0: algebraic squares for 8x8, and the numeric ones many files use (29 = a1).
TEST_CASE("algebraic and numeric squares on 8x8") {
    // a1 = 29, c1 = 30, d4 = 18, h8 = 4
    const auto expected = make<russian>(color::white, {{29, 30}, {18}}, {{4}, {}});
    CHECK(read_ok<russian>("W:Wa1,c1,Kd4:Bh8") == expected);
    CHECK(read_ok<russian>("W:W29,30,K18:B4") == expected);
    CHECK(read_ok<russian>("W:W29,c1,K18:Bh8") == expected);  // mixed in one list
    CHECK(read_ok<brazilian>("W:Wa1,c1,Kd4:Bh8") == make<brazilian>(color::white, {{29, 30}, {18}}, {{4}, {}}));
    // algebraic names work on 10x10 as well: a1 = 46, j10 = 5
    CHECK(read_ok<international>("W:Wa1:Bj10") == make<international>(color::white, {{46}, {}}, {{5}, {}}));
}

// PDN 3.0: surrounding quotes, a trailing dot, spaces around separators, an empty side.
TEST_CASE("the loose forms real files use") {
    const auto expected = make<international>(color::white, {{31, 32}, {45}}, {{1, 2}, {}});
    CHECK(read_ok<international>("\"W:W31,32,K45:B1,2\"") == expected);
    CHECK(read_ok<international>("W:W31,32,K45:B1,2.") == expected);
    CHECK(read_ok<international>("\"W:W31,32,K45:B1,2.\"") == expected);
    CHECK(read_ok<international>("  W : W31 , 32 , K45 : B 1 ,2  ") == expected);
    CHECK(read_ok<international>(" \" W:W 31, 32,K45 :B1, 2 \" ") == expected);
    CHECK(read_ok<international>("W:W031,32,K045:B01,0002") == expected);  // leading zeros
    CHECK(read_ok<international>("W:B1,2:W31,32,K45") == expected);        // colours in either order
    CHECK(read_ok<international>("W:W31 - 33:B1") == make<international>(color::white, {{31, 32, 33}, {}}, {{1}, {}}));

    CHECK(read_ok<international>("W:W31:B") == make<international>(color::white, {{31}, {}}, {{}, {}}));
    CHECK(read_ok<international>("W:W:B1") == make<international>(color::white, {{}, {}}, {{1}, {}}));
    CHECK(read_ok<international>("W:W:B") == position<international>{});
    CHECK(read_ok<international>("W:W31:B.") == make<international>(color::white, {{31}, {}}, {{}, {}}));
    CHECK(read_ok<russian>("\"W:Wa1:B\"") == make<russian>(color::white, {{29}, {}}, {{}, {}}));
}

TEST_CASE("both sides to move") {
    const auto white = read_ok<international>("W:W31:B1");
    const auto black = read_ok<international>("B:W31:B1");
    CHECK(white.side_to_move() == color::white);
    CHECK(black.side_to_move() == color::black);
    CHECK(white != black);
    CHECK(white.pieces(color::white) == black.pieces(color::white));
    CHECK(read_ok<russian>("B:Wa1:Bh8").side_to_move() == color::black);
}

// PDN 3.0: the lidraughts counters ":H0:F1", read as move counters.
TEST_CASE("the halfmove clock and move number") {
    const auto r = read_fen_record<international>("W:W31-50:B1-20:H0:F1");
    REQUIRE(r);
    CHECK(r->setup == position<international>::start());
    CHECK(r->halfmove_clock == 0u);
    CHECK(r->move_number == 1u);

    const auto later = read_fen_record<russian>("B:WKa1:BKh8:H12:F37.");
    REQUIRE(later);
    CHECK(later->setup == make<russian>(color::black, {{}, {29}}, {{}, {4}}));
    CHECK(later->halfmove_clock == 12u);
    CHECK(later->move_number == 37u);

    const auto none = read_fen_record<international>("W:W31:B1");
    REQUIRE(none);
    CHECK_FALSE(none->halfmove_clock);
    CHECK_FALSE(none->move_number);

    // read_fen takes the same text and keeps the position only
    CHECK(read_ok<international>("W:W31-50:B1-20:H0:F1") == position<international>::start());
}

// Frisian 17 limits a king's run of quiet moves while its side has men, so a Frisian
// position has history beyond its pieces; lidraughts writes it after the counters, Black's
// run first: "+<moves><square>", "+0" for none.
TEST_CASE("Frisian king runs (Frisian 17), as lidraughts writes them") {
    const auto r = read_fen_record<frisian>("W:WK28,47:BK3,9:H0:F5:+23+328");
    REQUIRE(r);
    CHECK(r->setup.run(color::black) == king_run{3, 2});
    CHECK(r->setup.run(color::white) == king_run{28, 3});
    CHECK(r->move_number == 5u);
    // The king on 28 has made its three moves: only the man moves.
    move_list<frisian> moves;
    generate(r->setup, moves);
    CHECK(moves.size() == 2);
    for (const auto& m : moves) CHECK(m.from_square() == 47);
    CHECK(write_fen(r->setup) == "W:WK28,47:BK3,9:+23+328");
    CHECK(read_ok<frisian>(write_fen(r->setup)) == r->setup);
    // Runs differ, positions differ: same pieces, other hash.
    const auto fresh = read_ok<frisian>("W:WK28,47:BK3,9");
    CHECK_FALSE(fresh == r->setup);
    CHECK(fresh.hash() != r->setup.hash());
    CHECK(write_fen(fresh) == "W:WK28,47:BK3,9");
    CHECK(read_ok<frisian>("W:WK28,47:BK3,9:+0+0") == fresh);
    // A count without a square: the side's only king. Spaces as elsewhere.
    CHECK(read_ok<frisian>("W:WK28,47:BK3,9:+2+1").run(color::white) == king_run{28, 1});
    CHECK(read_ok<frisian>("W:WK28,47:BK3,9: +0 + 1 28").run(color::white) == king_run{28, 1});
    // Frysk! keeps the same history; its runs read and write the same way.
    CHECK(read_ok<frysk>("B:WK46,47:BK5,1:+15+0").run(color::black) == king_run{5, 1});
}

TEST_CASE("Frisian king runs from a game's moves, written and read back") {
    // Each side's king goes back and forth three times; Black has no men, so its run does
    // not stop it, while White's king must rest.
    auto p = read_ok<frisian>("W:WK36,47:BK5");
    for (const std::string_view text : {"36-31", "5-10", "31-36", "10-5", "36-31", "5-10"}) {
        const auto m = parse_move(p, text);
        REQUIRE_MESSAGE(m, text);
        p.play(m->played);
        const auto written = write_fen(p);
        INFO(written);
        CHECK(read_ok<frisian>(written) == p);
    }
    CHECK(write_fen(p) == "W:WK31,47:BK10:+310+331");
    move_list<frisian> moves;
    generate(p, moves);
    REQUIRE(moves.size() == 2);
    for (const auto& m : moves) CHECK(m.from_square() == 47);
}

TEST_CASE("rejected Frisian king runs, each with its kind and column") {
    check_rejections<frisian>(std::array<rejected, 9>{{
        {"W:WK28,47:BK3,10:+4+0", error_kind::bad_king_run, 18},    // past the limit of 3
        {"W:WK28,47:BK3,10:+0+129", error_kind::bad_king_run, 20},  // no White king on 29
        {"W:WK28,47:BK3,10:+110+0", error_kind::bad_king_run, 18},  // 10 holds a man
        {"W:WK28,K29:B10:+0+1", error_kind::bad_king_run, 18},      // two kings: which one
        {"W:WK28,47:BK3,10:+03+0", error_kind::bad_king_run, 18},   // a run of 0 naming a king
        {"W:WK28,47:BK3,10:+0", error_kind::syntax, 20},            // White's run missing
        {"W:WK28,47:BK3,10:+x+0", error_kind::syntax, 19},          // no count
        {"W:WK28,47:BK3,10:+0+0:+0+0", error_kind::syntax, 23},     // given twice
        {"W:WK28,47:BK3,10:+0+151", error_kind::bad_square, 22},    // off the board
    }});
    // Variants without the limit have no runs to write.
    check_rejections<international>(std::array<rejected, 1>{{
        {"W:WK28:BK3:+0+0", error_kind::bad_king_run, 12},
    }});
}

// PDN 3.0: reject with a clear message and the position in the text.
TEST_CASE("rejected FEN on 10x10, each with its kind and column") {
    check_rejections<international>(std::array<rejected, 27>{{
        {"", error_kind::empty_input, 1},
        {"   ", error_kind::empty_input, 4},
        {"X:W31:B1", error_kind::bad_side_to_move, 1},  // unknown side letter
        {"w:W31:B1", error_kind::bad_side_to_move, 1},
        {"\"\"", error_kind::bad_side_to_move, 2},
        {"W:X31:B1", error_kind::bad_colour, 3},  // unknown colour letter
        {"W:W31:R1", error_kind::bad_colour, 7},
        {"W:W51:B1", error_kind::bad_square, 4},  // off the board
        {"W:W0:B1", error_kind::bad_square, 4},
        {"W:W31-51:B1", error_kind::bad_square, 7},
        {"W:Wa2:B1", error_kind::bad_square, 4},  // a light square
        {"W:Wk1:B1", error_kind::bad_square, 4},
        {"W:W99999999999999999999:B1", error_kind::bad_square, 4},  // a huge number
        {"W:W31,31:B1", error_kind::duplicate_square, 7},           // the same square twice
        {"W:W31,K31:B1", error_kind::duplicate_square, 8},
        {"W:W31-35,33:B1", error_kind::duplicate_square, 10},
        {"W:W31:B31", error_kind::duplicate_square, 8},      // across colours
        {"W:W31:B1:W32", error_kind::syntax, 10},            // a colour given twice
        {"W:W3:B20", error_kind::man_on_promotion_row, 4},   // PDN 3.0: White man on 1-5
        {"W:W31:B46", error_kind::man_on_promotion_row, 8},  // Black man on 46-50
        {"W:W31:B41-50", error_kind::man_on_promotion_row, 8},
        {"W:W11-31:B1", error_kind::too_many_pieces, 4},  // 21 White pieces
        {"W:W31-50,K30:B1", error_kind::too_many_pieces, 11},
        {"W:W31:B1 x", error_kind::trailing_text, 10},  // garbage after the last field
        {"\"W:W31:B1", error_kind::syntax, 10},         // a missing closing quote
        {"W:W50-31:B1", error_kind::syntax, 4},         // a descending range
        {"W:W31-:B1", error_kind::syntax, 7},
    }});
    check_rejections<international>(std::array<rejected, 8>{{
        {"W:W31:B1;", error_kind::trailing_text, 9},
        {"W:W31:B1..", error_kind::trailing_text, 10},
        {"\"W:W31:B1\".", error_kind::trailing_text, 11},
        {"W:W31 32:B1", error_kind::trailing_text, 7},
        {"W:W31,:B1", error_kind::syntax, 7},
        {"W:WK:B1", error_kind::syntax, 5},
        {"W:W31:B1:H", error_kind::syntax, 11},
        {"W:W31:B1:F1x", error_kind::trailing_text, 12},
    }});
}

// PDN 3.0: the same rules with algebraic squares.
TEST_CASE("rejected FEN on 8x8, each with its kind and column") {
    check_rejections<russian>(std::array<rejected, 13>{{
        {"W:Wi1:Bh8", error_kind::bad_square, 4},  // off the board
        {"W:Wa9:Bh8", error_kind::bad_square, 4},
        {"W:W33:B1", error_kind::bad_square, 4},
        {"W:Wa2:Bh8", error_kind::bad_square, 4},  // a light square
        {"W:Wa1:Bb8,b7", error_kind::bad_square, 11},
        {"W:Wa1:Ba1", error_kind::duplicate_square, 8},      // across colours
        {"W:Wa1,29:Bh8", error_kind::duplicate_square, 7},   // a1 = 29
        {"W:Wb8:Bh6", error_kind::man_on_promotion_row, 4},  // PDN 3.0: White man on rank 8
        {"W:Wa1:Bc1", error_kind::man_on_promotion_row, 8},  // Black man on rank 1
        {"W:W5-17:B1", error_kind::too_many_pieces, 4},      // 13 White pieces
        {"W:Wa1,c1,e1,g1,b2,d2,f2,h2,a3,c3,e3,g3,Kb4:B", error_kind::too_many_pieces, 41},
        {"W:Wa1-c3:Bh8", error_kind::syntax, 6},  // an algebraic range
        {"W:Wa1:Bh8 -", error_kind::syntax, 11},
    }});
    check_rejections<brazilian>(std::array<rejected, 3>{{
        {"W:Wb8:Bh6", error_kind::man_on_promotion_row, 4},
        {"W:W1-12:B", error_kind::man_on_promotion_row, 4},
        {"B:W:B1-13", error_kind::too_many_pieces, 6},
    }});
}

// A counter too large to hold is a number too large, not a missing number.
TEST_CASE("an oversized move counter is reported as too large") {
    check_rejections<international>(std::array<rejected, 1>{{
        {"W:W31:B1:H99999999", error_kind::number_too_large, 11},
    }});
}

// PDN 3.0: write algebraic for Russian by default; the international form is numeric.
TEST_CASE("the canonical FEN of the start positions") {
    CHECK(write_fen(position<international>::start()) ==
          "W:W31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50"
          ":B1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20");
    CHECK(write_fen(position<russian>::start()) ==
          "W:Wa1,c1,e1,g1,b2,d2,f2,h2,a3,c3,e3,g3:Bb6,d6,f6,h6,a7,c7,e7,g7,b8,d8,f8,h8");
    CHECK(write_fen(position<brazilian>::start()) ==
          "W:Wa1,c1,e1,g1,b2,d2,f2,h2,a3,c3,e3,g3:Bb6,d6,f6,h6,a7,c7,e7,g7,b8,d8,f8,h8");
    CHECK(write_fen(position<russian>::start(), square_notation::numeric) ==
          "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12");

    CHECK(write_fen(make<international>(color::black, {{31}, {45}}, {{}, {1}})) == "B:W31,K45:BK1");
    CHECK(write_fen(make<russian>(color::black, {{29}, {18}}, {{}, {4}})) == "B:Wa1,Kd4:BKh8");
    CHECK(write_fen(position<international>{}) == "W:W:B");
}

TEST_CASE_TEMPLATE("write_fen reads back to the same position", Variant, international, russian, brazilian) {
    std::mt19937_64 rng(20240611);
    int checked = 0;
    for (const auto& s : test::shapes) {
        for (int i = 0; i < 400; ++i) {
            const auto p = test::random_position<Variant>(rng, s);
            for (square_notation notation : {rules_of<Variant>::notation, square_notation::numeric, square_notation::algebraic}) {
                const std::string text = write_fen(p, notation);
                INFO("FEN: ", text);
                const auto back = read_fen<Variant>(text);
                REQUIRE(back);
                CHECK(*back == p);
            }
            // and the same text in the loose dress of a real file
            const std::string loose = "\"" + write_fen(p) + ":H3:F20.\"";
            const auto record = read_fen_record<Variant>(loose);
            REQUIRE(record);
            CHECK(record->setup == p);
            CHECK(record->halfmove_clock == 3u);
            CHECK(record->move_number == 20u);
            ++checked;
        }
    }
    CHECK(checked == 2000);
}

TEST_CASE("diagrams: the board as White sees it, with the square numbers of a numbered variant") {
    CHECK(diagram(position<russian>::start()) ==
          "    a b c d e f g h\n"
          " 8    b   b   b   b\n"
          " 7  b   b   b   b\n"
          " 6    b   b   b   b\n"
          " 5  .   .   .   .\n"
          " 4    .   .   .   .\n"
          " 3  w   w   w   w\n"
          " 2    w   w   w   w\n"
          " 1  w   w   w   w\n");
    // English draughts numbers from Black's side: 1-4 on the row White sees last,
    // Black's double corner 1 and 5, White's single corner 29.
    CHECK(diagram(*read_fen<english>("B:WK1,29:B12")) ==
          "    a b c d e f g h\n"
          " 8    W   .   .   .     1  2  3  4\n"
          " 7  .   .   .   .       5  6  7  8\n"
          " 6    .   .   .   b     9 10 11 12\n"
          " 5  .   .   .   .      13 14 15 16\n"
          " 4    .   .   .   .    17 18 19 20\n"
          " 3  .   .   .   .      21 22 23 24\n"
          " 2    .   .   .   .    25 26 27 28\n"
          " 1  w   .   .   .      29 30 31 32\n");
    const std::string international_start = diagram(position<international>::start());
    CHECK(international_start.starts_with("    a b c d e f g h i j\n"
                                          "10    b   b   b   b   b     1  2  3  4  5\n"));
    CHECK(international_start.ends_with(" 1  w   w   w   w   w      46 47 48 49 50\n"));
    CHECK(diagram(position<international>::start(), {.numbers = false}).ends_with(" 1  w   w   w   w   w\n"));
}

TEST_CASE("PDN 3.0 FEN: a side to move without pieces is an error, not an empty board; errors quote the text") {
    const auto alone = read_fen<russian>("W");
    REQUIRE_FALSE(alone);
    CHECK(alone.error().kind == error_kind::syntax);
    CHECK(alone.error().column == 2);
    CHECK(alone.error().message ==
          "expected the pieces after the side to move, as in W:W31,32:B1,2 (W:W:B for none)");
    CHECK(read_fen<russian>("W:W:B"));  // an empty board, written as one
    const auto doubled = read_fen<international>("W:WKK3:B");
    REQUIRE_FALSE(doubled);
    CHECK(doubled.error().column == 5);
    CHECK(doubled.error().message == "expected a square, not \"K3:B\"");
    // Square names in a FEN are lower case: there W, B and K are the FEN's own letters.
    CHECK_FALSE(read_fen<russian>("W:WC3:Bd4"));
}
