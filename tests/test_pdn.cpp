// PDN games (pdn.hpp), PDN 3.0 and the PDN 3.0 standard: the syntax layer reads
// what real files hold, the replay layer checks every move (variations from where they
// branch) and says where and why a game is wrong, the writer writes what reads back the
// same, hostile input gives errors and not crashes, and every file of a corpus of real
// games reads as recorded below - each rejected game with what is wrong with the game itself.
//
// Samples written for these tests are in tests/pdn/. The corpus of real games is not ours
// to ship: its tests run when CMake is given it (DRAUGHTS_PDN_CORPUS, a folder with its
// MANIFEST.tsv) and say so when it is not.

#include "naive_compare.hpp"
#include "support.hpp"

#include <draughts/pdn/pdn.hpp>

#include <doctest/doctest.h>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <map>
#include <optional>
#include <random>
#include <sstream>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

using namespace draughts;

namespace {

std::string read_file(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    REQUIRE(in);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

// A sample of tests/pdn/.
std::string sample(std::string_view name) {
    return read_file(std::filesystem::path(__FILE__).parent_path() / "pdn" / name);
}

std::vector<pdn_record> records(std::string_view text, pdn_limits limits = {}) {
    std::vector<pdn_record> all;
    pdn_reader reader(text, limits);
    while (auto r = reader.next()) all.push_back(std::move(*r));
    return all;
}

pdn_record one_record(std::string_view text) {
    auto all = records(text);
    REQUIRE(all.size() == 1);
    return all.front();
}

template <class Variant>
pdn_replay<Variant> one_game(std::string_view text) {
    const auto record = one_record(text);
    return replay_pdn<Variant>(record);
}

template <class Variant>
std::string fen_of(const pdn_replay<Variant>& g) {
    return write_fen(g.final_position);
}

std::string what(const std::optional<parse_error>& e) { return e ? e->what() : "no error"; }

std::string repeated(std::string_view s, int times) {
    std::string out;
    for (int i = 0; i < times; ++i) out += s;
    return out;
}

// The moves of a line in long form, for readable comparisons.
template <class Variant>
std::vector<std::string> long_moves(const pdn_line<Variant>& line, position<Variant> p) {
    std::vector<std::string> out;
    for (const auto& node : line.nodes) {
        out.push_back(write_move(p, node.move, {move_form::full}));
        p.play(node.move);
    }
    return out;
}

}  // namespace

// ---------------------------------------------------------------------------------------
// The syntax layer.

TEST_CASE("PDN tags: file order, values as bytes, escapes, real-file layouts") {
    const auto r = one_record(
        "[Event       \"Padded \\\"quoted\\\" \\\\ name\"]\n"
        "[\nSite \"split over lines\"]\n"
        "[White \"\xcf\xee\xeb\xee\xf3\xf1\xee\xe2\"] [Black \"D\\'Almeida\"]\n"  // cp1251 bytes, an unknown escape
        "[Empty]\n"
        "[Round \"\"] 1.32-28 *");
    REQUIRE(r.tags.size() == 6);
    CHECK(r.tags[0].name == "Event");
    CHECK(r.tags[0].value == "Padded \"quoted\" \\ name");
    CHECK(r.tags[0].line == 1);
    CHECK(r.tags[0].column == 15);
    CHECK(r.tags[1].name == "Site");
    CHECK(r.tags[1].line == 3);
    CHECK(r.tag("White") == "\xcf\xee\xeb\xee\xf3\xf1\xee\xe2");
    CHECK(r.tag("Black") == "D\\'Almeida");
    CHECK(r.tags[4].name == "Empty");
    CHECK(r.tags[4].value.empty());
    CHECK(r.tags[4].line == 0);
    CHECK(r.tag("Round").empty());
    CHECK(r.find("Round") != nullptr);
    CHECK(r.find("Date") == nullptr);
    CHECK_FALSE(r.error);
    REQUIRE(r.notes.size() == 1);  // the tag without a value is read, and said
    CHECK(r.notes[0].line == 5);
    CHECK(r.movetext.nodes.size() == 1);
    CHECK(r.result == "*");
}

TEST_CASE("PDN movetext: numbers, comments, NAGs, strength marks, nested variations") {
    const auto r = one_record(sample("annotated.pdn"));
    CHECK_FALSE(r.error);
    CHECK(r.number == 1);
    CHECK(r.line == 3);  // the escape lines before the tags are not part of it
    CHECK(r.tags.size() == 9);
    CHECK(r.result == "2-0");
    const auto& main = r.movetext;
    REQUIRE(main.comments.size() == 1);
    CHECK(main.comments[0] == " A short game for the reader's tests. ");
    REQUIRE(main.nodes.size() == 19);
    CHECK(main.nodes[0].move == pdn_move_text{"32-28", 1, false, 13, 45});
    CHECK(main.nodes[1].move == pdn_move_text{"18-23", 0, false, 13, 51});
    CHECK(main.nodes[3].move == pdn_move_text{"12-18", 2, true, 14, 52});  // "2... 12-18"
    // 2. 37-32 (2. 33-29? 23x32 3. 37x28 { back to equality } (3. 38x27 $2) )
    REQUIRE(main.nodes[2].variations.size() == 1);
    const auto& v = main.nodes[2].variations[0];
    REQUIRE(v.nodes.size() == 3);
    CHECK(v.nodes[0].move.text == "33-29");
    CHECK(v.nodes[0].strength == "?");
    CHECK(v.nodes[2].comments == std::vector<std::string>{" back to equality "});
    REQUIRE(v.nodes[2].variations.size() == 1);
    CHECK(v.nodes[2].variations[0].nodes[0].move.text == "38x27");
    CHECK(v.nodes[2].variations[0].nodes[0].nags == std::vector<std::uint32_t>{2});
    CHECK(main.nodes[6].strength == "!");
    CHECK(main.nodes[8].nags == std::vector<std::uint32_t>{1});
    CHECK(main.nodes[16].strength == "(?)");
    CHECK(main.nodes[18].comments == std::vector<std::string>{"the end"});
}

TEST_CASE("PDN results, game boundaries and empty games") {
    SUBCASE("every result token, in either federation's style") {
        for (std::string_view result : {"2-0", "1-1", "0-2", "1-0", "0-1", "1/2-1/2", "0-0", "*"}) {
            CAPTURE(result);
            const auto r = one_record("1. 32-28 19-23 " + std::string(result));
            CHECK(r.result == result);
            CHECK(r.movetext.nodes.size() == 2);
            CHECK_FALSE(r.error);
        }
    }
    SUBCASE("a result is a whole token: 1-10 and 2-07 are moves") {
        const auto r = one_record("1. 1-10 2-07 *");
        REQUIRE(r.movetext.nodes.size() == 2);
        CHECK(r.movetext.nodes[0].move.text == "1-10");
        CHECK(r.movetext.nodes[1].move.text == "2-07");
    }
    SUBCASE("games end at their result, at a tag after the movetext, or at the end") {
        const auto all = records(
            "[Event \"a\"]\n1. 32-28 *\n"
            "[Event \"b\"]\n1. 33-28\n"               // no result: the next tag starts the next game
            "[Event \"c\"]\n[Result \"1-0\"]\n1-0\n"  // tags and a result
            "1. 34-29 0-1[Event \"d\"] 1. 35-30"      // a result glued to the next tag; no result at the end
            "\n{ a comment after the last move }\n");
        REQUIRE(all.size() == 5);
        CHECK(all[0].result == "*");
        CHECK(all[1].result.empty());
        CHECK(all[1].movetext.nodes.size() == 1);
        CHECK(all[2].tag("Event") == "c");
        CHECK(all[2].movetext.nodes.empty());
        CHECK(all[2].result == "1-0");
        CHECK(all[3].tags.empty());
        CHECK(all[3].result == "0-1");
        CHECK(all[4].tag("Event") == "d");
        CHECK(all[4].movetext.nodes.size() == 1);
        CHECK(all[4].movetext.nodes[0].comments.size() == 1);
        CHECK(records("1. 32-28 * {a comment after the last game is not a game}").size() == 1);
        const auto commented = records("1. 32-28 *\n\n{ a comment before the game }\n[Event \"e\"] 1. 33-28 *");
        REQUIRE(commented.size() == 2);
        CHECK(commented[1].line == 3);
        CHECK(commented[1].movetext.comments == std::vector<std::string>{" a comment before the game "});
        for (std::size_t i = 0; i < all.size(); ++i) CHECK(all[i].number == i + 1);
    }
    SUBCASE("movetexts without tags, separated by their results") {
        const auto all = records("1. 32-28 19-23 2-0 1. 33-28 1-1\n1. 34-29 0-2");
        REQUIRE(all.size() == 3);
        CHECK(all[1].movetext.nodes[0].move.text == "33-28");
        CHECK(all[2].result == "0-2");
    }
    SUBCASE("a number without a move, and a game that is only a result") {
        const auto all = records("1. 32-28 2. ... {comment} * 1. 2-0");
        REQUIRE(all.size() == 2);
        CHECK(all[0].movetext.nodes.size() == 1);
        CHECK(all[0].movetext.nodes[0].comments == std::vector<std::string>{"comment"});
        CHECK(all[1].movetext.nodes.empty());
        CHECK(all[1].result == "2-0");
    }
    SUBCASE("'- -' for moves not recorded; a bare '-' at the end is the result") {
        const auto all = records("1. - - 2. - - 1/2-1/2\n1. 32-28 19-23 -\n\n[Event \"next\"] 1. 32-28 -");
        REQUIRE(all.size() == 3);
        CHECK(all[0].movetext.nodes.size() == 4);
        CHECK(all[0].movetext.nodes[0].move.text == "-");
        CHECK(all[0].result == "1/2-1/2");
        CHECK(all[1].movetext.nodes.size() == 2);
        CHECK(all[1].result == "-");
        CHECK(all[2].result == "-");
    }
}

TEST_CASE("PDN text as real files hold it") {
    SUBCASE("a byte order mark, CRLF, LF and lone CR line ends") {
        const auto r = one_record("\xEF\xBB\xBF[Event \"x\"]\r\n\r\n1. 32-28\r19-23\n2. 99-94 *");
        CHECK(r.tags[0].line == 1);
        CHECK(r.tags[0].column == 9);  // the byte order mark takes no column
        REQUIRE(r.movetext.nodes.size() == 3);
        CHECK(r.movetext.nodes[1].move.line == 4);
        CHECK(r.movetext.nodes[2].move.line == 5);
        CHECK(r.movetext.nodes[2].move.column == 4);
    }
    SUBCASE("numbers glued to moves, padded squares, zeros, tabs, ellipses") {
        const auto r = one_record("1.32-28 1- 7\t2.\t35x 4 14x23 3. 05-10 4. ... 7-12 5...07-11 *");
        REQUIRE(r.movetext.nodes.size() == 7);
        CHECK(r.movetext.nodes[0].move == pdn_move_text{"32-28", 1, false, 1, 3});
        CHECK(r.movetext.nodes[1].move.text == "1- 7");  // a one-digit square padded to two columns
        CHECK(r.movetext.nodes[2].move.text == "35x 4");
        CHECK(r.movetext.nodes[4].move.text == "05-10");
        CHECK(r.movetext.nodes[5].move.number == 4);
        CHECK(r.movetext.nodes[5].move.black_number);
        CHECK(r.movetext.nodes[6].move.number == 5);
        CHECK(r.movetext.nodes[6].move.black_number);
        CHECK(r.movetext.nodes[6].move.text == "07-11");
    }
    SUBCASE("strength marks and Russian win and draw marks are annotations") {
        const auto r =
            one_record("1. c3-d4! f6-g5?! 2. g3-h4(!?) g5-f4 !! 3. e3:g5x h6:f4= 4. b2xa3\xC3\x97 h4:f6x 1-0");
        REQUIRE(r.movetext.nodes.size() == 8);
        const std::vector<std::string> marks{"!", "?!", "(!?)", "!!", "x", "=", "\xC3\x97", "x"};
        for (std::size_t i = 0; i < marks.size(); ++i) CHECK(r.movetext.nodes[i].strength == marks[i]);
        CHECK(r.movetext.nodes[4].move.text == "e3:g5");
        CHECK(r.movetext.nodes[7].move.text == "h4:f6");  // "x 1-0": the win mark, then the result
        CHECK(r.result == "1-0");
    }
    SUBCASE("escape lines, and the text \\r where line ends should be") {
        const auto r = one_record("% a PDN escape line\n[Event \"x\"]\\r\n1. 32-28\\r 19-23 *\\r\n");
        CHECK(r.tag("Event") == "x");
        CHECK(r.movetext.nodes.size() == 2);
        CHECK_FALSE(r.error);
        REQUIRE(r.notes.size() == 1);  // tolerated, and said once
        CHECK(r.notes[0].line == 2);
        CHECK(r.notes[0].column == 12);
    }
    SUBCASE("columns count characters of UTF-8 text") {
        const auto r = one_record("{\xD0\x9F\xD1\x80\xD0\xB8} 1. 32-28 , *");  // "{При} 1. 32-28 , *"
        REQUIRE(r.error);
        CHECK(r.error->column == 16);
    }
}

// ---------------------------------------------------------------------------------------
// The replay layer.

TEST_CASE("PDN replay: plies and final positions") {
    const auto g = one_game<international>(sample("annotated.pdn"));
    CHECK(what(g.error) == "no error");
    CHECK(g.plies() == 19);
    CHECK(fen_of(g) == "B:W31,32,33,35,36,37,38,39,42,43,44,45,46,47,48,49:B1,2,3,4,5,6,8,10,11,12,13,15,16,17,18,24");
    CHECK(g.notes.empty());
    CHECK_FALSE(g.incomplete);
    CHECK(g.game.result == "2-0");
    CHECK(g.game.tag("Annotator") == "tests");
    // Variations hold moves too, each from the position where it branches.
    const auto& v = g.game.moves.nodes[2].variations.at(0);
    auto branch = position<international>::start();
    branch.play(g.game.moves.nodes[0].move);
    branch.play(g.game.moves.nodes[1].move);
    CHECK(long_moves(v, branch) == std::vector<std::string>{"33-29", "23x32", "37x28"});
}

TEST_CASE("PDN replay: Russian games, algebraic and numeric squares, set-ups, crowning") {
    const auto text = sample("russian.pdn");
    const auto all = records(text);
    REQUIRE(all.size() == 4);
    struct expected {
        std::size_t plies;
        std::string_view fen;
    };
    const expected games[] = {
        {15, "B:Wa1,e1,g1,f2,h2,a3,c3,d4,f4:Bh4,a5,d6,a7,c7,e7,b8,d8,f8,h8"},
        {6, "W:Wa1,c1,e1,g1,b2,d2,f2,h2,a3,e3,h4:Bf4,b6,d6,h6,a7,c7,e7,b8,d8,f8,h8"},  // "22-18" = c3-d4
        {5, "B:Wb2,Kd8:B"},  // b6:h4 is crowned on d8 and captures on as a king (Russian 1.5.15)
        {3, "W:We3:Ba3"},    // from [FEN "B:..."], "1... d6-c5"
    };
    for (std::size_t i = 0; i < all.size(); ++i) {
        CAPTURE(i);
        const auto g = replay_pdn<russian>(all[i]);
        CHECK(what(g.error) == "no error");
        CHECK(g.plies() == games[i].plies);
        CHECK(fen_of(g) == games[i].fen);
    }
    const auto crowned = replay_pdn<russian>(all[2]);
    CHECK(crowned.game.moves.nodes[0].move.promotes);
    CHECK(crowned.game.moves.nodes[4].strength == "x");
}

// Frisian 17: the FEN tag carries the kings' runs, so a game set up mid-run replays with the
// limit in force, and the writer keeps them.
TEST_CASE("PDN replay: a Frisian set-up with kings' runs in its FEN tag") {
    const std::string head = "[GameType \"40\"]\n[FEN \"W:WK31,47:BK10:+310+331\"]\n";
    const auto stopped = one_game<frisian>(head + "1. 31-36 *");
    REQUIRE(stopped.error);
    CHECK(to_string(stopped.error->kind) == to_string(error_kind::illegal_move));
    const auto g = one_game<frisian>(head + "1. 47-42 10-5 2. 31-36 *");
    CHECK(what(g.error) == "no error");
    CHECK(fen_of(g) == "B:WK36,42:BK5:+35+136");
    CHECK(g.game.start.run(color::white) == king_run{31, 3});
    const std::string written = write_pdn(g.game);
    CHECK(written.find("[FEN \"W:WK31,47:BK10:+310+331\"]") != std::string::npos);
    const auto back = one_game<frisian>(written);
    CHECK(what(back.error) == "no error");
    CHECK(back.game.start == g.game.start);
}

TEST_CASE("PDN replay: the looser move forms of real files") {
    // PDN 3.0: a capture written with '-', zero-padded and space-padded squares, a
    // partial path - each read when exactly one legal move fits.
    const auto g = one_game<international>(
        "1. 32-28 19-23 2. 28-19 14x23 3. 34-29 23x34 4. 40x29 09-14 5. 29-23 18x29 6. 33x24 20x29 7. 39-33 "
        "3- 9 8. 33x24 *");
    CHECK(what(g.error) == "no error");
    CHECK(g.plies() == 15);
    CHECK(g.notes.empty());
    CHECK(g.game.moves.nodes[2].move.is_capture());
    CHECK(fen_of(g) == "B:W24,31,35,36,37,38,41,42,43,44,45,46,47,48,49,50:B1,2,4,5,6,7,8,9,10,11,12,13,14,15,16,17");
    const auto long_form = one_game<international>("[FEN \"W:WK46:B8,11,12,41\"]\n1. 46x19x2x16 *");
    CHECK(what(long_form.error) == "no error");
}

TEST_CASE("PDN replay: the variant comes from GameType, or from the caller") {
    const auto variant_of = [](std::string_view text, std::string_view fallback) {
        std::string name;
        const auto e = visit_pdn_variant(one_record(text), fallback, [&](auto v) { name = decltype(v)::name; });
        return e ? "error: " + e->what() : name;
    };
    CHECK(variant_of("[GameType \"20\"] 1. 32-28 *", "russian") == "international");
    CHECK(variant_of("[GameType \"20,W,10,10,N2,0\"] *", "russian") == "international");
    CHECK(variant_of("[GameType \"25\"] 1. c3-d4 *", "international") == "russian");
    CHECK(variant_of("[GameType \"26\"] 1. c3-d4 *", "international") == "brazilian");
    CHECK(variant_of("1. c3-d4 *", "brazilian") == "brazilian");
    CHECK(variant_of("[GameType \"21\"] 1. 11-15 *", "russian") == "english");
    CHECK(variant_of("[GameType \"22\"] 1. 21-17 *", "russian") == "italian");
    CHECK(variant_of("[GameType \"24\"] *", "russian") == "spanish");
    CHECK(variant_of("[GameType \"28\"] *", "russian") == "portuguese");
    CHECK(variant_of("[GameType \"29\"] *", "russian") == "czech");
    CHECK(variant_of("[GameType \"23\"] *", "russian") == "pool");
    CHECK(variant_of("[GameType \"31\"] *", "russian") == "thai");
    CHECK(variant_of("[GameType \"27\"] *", "russian") == "canadian");
    CHECK(variant_of("[GameType \"98\"] *", "russian") == "antidraughts");
    CHECK(variant_of("[GameType \"96\"] *", "russian") == "breakthrough");
    CHECK(variant_of("1. 11-15 *", "Checkers") == "english");
    CHECK(variant_of("[GameType \"40\"] 1. 32-28 *", "russian") == "frisian");
    CHECK(variant_of("[GameType \"30\"] 1. d3-d4 *", "russian") == "turkish");
    CHECK(variant_of("[GameType \"41\"] 1. 32-28 *", "russian") ==
          "error: line 1, column 12: GameType \"41\" is not a variant this library plays (" + variant_names() + ")");
    CHECK(variant_of("1. 32-28 *", "dameo").find("unknown variant \"dameo\"") != std::string::npos);

    // A typed replay checks the tag too.
    const auto g = one_game<russian>("[GameType \"20\"]\n1. 32-28 *");
    REQUIRE(g.error);
    CHECK(to_string(g.error->kind) == to_string(error_kind::unknown_variant));
    CHECK(g.error->line == 1);
    CHECK(g.plies() == 0);

    // Brazilian: international rules on the Russian board (international rules on the Russian board).
    const auto b = one_game<brazilian>("[GameType \"26\"]\n1. c3-d4 f6-e5 2. d4xf6 g7xe5 *");
    CHECK(what(b.error) == "no error");
    CHECK(b.plies() == 4);
    // Turkish: algebraic squares on every square; a step sideways, then a man's capture up
    // its file over two men onto the last row, where it is crowned. A diagonal step is no move.
    const auto t = one_game<turkish>("[GameType \"30\"]\n1. d3-d4 e6-e5 2. d4-e4 d6-d5 3. e4xe6xe8 *");
    CHECK(what(t.error) == "no error");
    REQUIRE(t.plies() == 5);
    CHECK(write_fen(t.final_position).find(",Ke8") != std::string::npos);
    const auto wrong = one_game<turkish>("[GameType \"30\"]\n1. d3-c4 *");
    CHECK(wrong.error);
}

TEST_CASE("PDN replay: every mistake is reported with line, column and reason, and reading goes on") {
    const auto all = records(sample("errors.pdn"));
    REQUIRE(all.size() == 10);
    struct expected {
        error_kind kind;
        std::size_t line;
        std::size_t column;
        std::size_t plies;  // read before the mistake
        std::string_view message;
    };
    const expected games[] = {
        {error_kind::man_moves_backward, 4, 19, 2, "ply 3 (2. 28-32): men move forward on the diagonals (FMJD)"},
        {error_kind::capture_is_compulsory, 7, 19, 2, "ply 3 (2. 33-29): a capture is possible, and capturing is compulsory (FMJD 4.1): 28x19"},
        {error_kind::majority_rule, 11, 4, 0,
         "ply 1 (1. 32x21): the majority rule requires taking 2 pieces, this takes 1 (FMJD 4.13): 32x23x12"},
        {error_kind::ambiguous_move, 15, 4, 0, "ply 1 (1. 46x16): \"46x16\" is ambiguous: 46x19x2x16, 46x23x7x16"},
        {error_kind::bad_square, 18, 19, 2, "ply 3 (2. 56-51): square 56 is off the board (1-50)"},
        {error_kind::no_piece, 21, 19, 2, "ply 3 (2. 27-22): there is no piece on 27"},
        {error_kind::illegal_move, 24, 14, 1, "ply 1 (1. 31-28): \"31-28\" is not a legal move"},
        {error_kind::unterminated, 27, 26, 1, "result 2-0 inside a variation: a ')' is missing"},
        {error_kind::syntax, 30, 10, 1, "')' without '('"},
    };
    for (std::size_t i = 0; i < std::size(games); ++i) {
        CAPTURE(i);
        const auto g = replay_pdn<international>(all[i]);
        REQUIRE(g.error);
        CHECK(to_string(g.error->kind) == to_string(games[i].kind));
        CHECK(g.error->line == games[i].line);
        CHECK(g.error->column == games[i].column);
        CHECK(g.error->message == games[i].message);
        CHECK(g.plies() == games[i].plies);
    }
    const auto last = replay_pdn<international>(all[9]);
    CHECK(what(last.error) == "no error");
    CHECK(last.plies() == 4);
}

TEST_CASE("PDN replay: variations are checked from the position where they branch") {
    SUBCASE("nested variations, each from its own branch point") {
        // 1... 19-23 is legal only instead of 18-23, and 2. 28x19 only after it.
        const auto g =
            one_game<international>("1. 32-28 (1. 33-28 17-22 (1... 18-22)) 18-23 (1... 19-23 2. 28x19) 2. 37-32 *");
        CHECK(what(g.error) == "no error");
        CHECK(g.plies() == 3);
        const auto start = position<international>::start();
        const auto& first = g.game.moves.nodes[0].variations.at(0);
        CHECK(long_moves(first, start) == std::vector<std::string>{"33-28", "17-22"});
        auto after = start;
        after.play(first.nodes[0].move);
        CHECK(long_moves(first.nodes[1].variations.at(0), after) == std::vector<std::string>{"18-22"});
        auto second = start;
        second.play(g.game.moves.nodes[0].move);
        CHECK(long_moves(g.game.moves.nodes[1].variations.at(0), second) == std::vector<std::string>{"19-23", "28x19"});
    }
    SUBCASE("a wrong move deep in a variation makes the game wrong, at that move") {
        const auto g = one_game<international>("1. 32-28 18-23 (1... 19-23 2. 28x19 (2. 28-22 14x34)) 2. 37-32 *");
        REQUIRE(g.error);
        CHECK(to_string(g.error->kind) == to_string(error_kind::capture_is_compulsory));
        CHECK(g.error->line == 1);
        CHECK(g.error->column == 41);
    }
}

TEST_CASE("PDN replay: an ambiguous short capture") {
    // PDN 3.0: report it; resolve it when exactly one candidate lets the game go on, and say so.
    const std::string setup = "[FEN \"W:WK46:B8,11,12,41\"]\n";
    SUBCASE("resolved by the next move") {
        for (const auto& [rest, path] : {std::pair{"12-17", "46x19x2x16"}, std::pair{"8-13", "46x23x7x16"}}) {
            const auto g = one_game<international>(setup + "1. 46x16 " + rest + " *");
            CHECK(what(g.error) == "no error");
            CHECK(g.plies() == 2);
            CHECK(write_move(g.game.start, g.game.moves.nodes[0].move, {move_form::full}) == path);
            REQUIRE(g.notes.size() == 1);
            CHECK(to_string(g.notes[0].kind) == to_string(error_kind::ambiguous_move));
            CHECK(g.notes[0].line == 2);
            CHECK(g.notes[0].column == 4);
            const std::string resolved = "only " + std::string(path) + " lets the game go on legally, and is read";
            CHECK(g.notes[0].message.ends_with(resolved));
        }
    }
    SUBCASE("not resolved: the game ends there, or neither candidate goes on") {
        for (std::string_view rest : {"*", "20-25 *"}) {
            const auto g = one_game<international>(setup + "1. 46x16 " + std::string(rest));
            REQUIRE(g.error);
            CHECK(to_string(g.error->kind) == to_string(error_kind::ambiguous_move));
            CHECK(g.plies() == 0);
        }
    }
    SUBCASE("the long form needs no help") {
        const auto g = one_game<international>(setup + "1. 46x23x16 *");
        CHECK(what(g.error) == "no error");
        CHECK(g.notes.empty());
    }
    SUBCASE("Russian") {
        const auto g = one_game<russian>("[FEN \"W:WKa5:Bb4,b6,d6,f6\"]\n1. a5:h8 d6-c5 *");
        CHECK(what(g.error) == "no error");
        CHECK(write_move(g.game.start, g.game.moves.nodes[0].move, {move_form::full}) == "a5:c3:h8");
        CHECK(g.notes.size() == 1);
    }
}

TEST_CASE("PDN replay: incomplete records are said to be incomplete") {
    SUBCASE("moves not recorded") {
        const auto g = one_game<russian>("1. - - 2. - - 1/2-1/2");
        CHECK(g.incomplete);
        CHECK(g.ok());
        CHECK(g.plies() == 0);
        REQUIRE(g.notes.size() == 1);
        CHECK(to_string(g.notes[0].kind) == to_string(error_kind::incomplete));
        CHECK(g.notes[0].column == 4);
    }
    SUBCASE("the moves stop being known: nothing after them can be checked") {
        const auto g = one_game<international>("1. 32-28 19-23 2. - - 3. 99-98 *");
        CHECK(g.incomplete);
        CHECK(g.plies() == 2);
        CHECK(fen_of(g) == write_fen(one_game<international>("1. 32-28 19-23 *").final_position));
    }
    SUBCASE("a bare '-' result, or a Result tag '-' and no result") {
        for (std::string_view text : {"1. 32-28 19-23 -", "[Result \"-\"] 1. 32-28 19-23"}) {
            const auto g = one_game<international>(text);
            CHECK(g.incomplete);
            CHECK(g.ok());
            CHECK(g.plies() == 2);
        }
    }
    SUBCASE("a Result tag and a result that disagree are read, and said") {
        const auto g = one_game<international>("[Result \"0-1\"] 1. 32-28 1-0");
        CHECK(g.ok());
        CHECK_FALSE(g.incomplete);
        REQUIRE(g.notes.size() == 1);
        CHECK(g.notes[0].message == "the Result tag says 0-1, the movetext ends with 1-0");
    }
}

// ---------------------------------------------------------------------------------------
// Reading a stream.

TEST_CASE("PDN reader: any size, one game at a time, whatever the chunks") {
    const std::string game = "[Event \"stream\"]\n1. 32-28 19-23 2. 28x19 14x23 *\n\n";
    SUBCASE("an endless source: the reader takes only what the games need") {
        std::size_t served = 0;
        pdn_reader reader([&](char* buffer, std::size_t size) {
            for (std::size_t i = 0; i < size; ++i) buffer[i] = game[(served + i) % game.size()];
            served += size;
            return size;
        });
        for (std::size_t n = 1; n <= 3000; ++n) {
            auto r = reader.next();
            REQUIRE(r);
            CHECK(r->number == n);
            CHECK(r->movetext.nodes.size() == 4);
        }
        CHECK(reader.bytes_read() <= 3000 * game.size());
        CHECK(served <= reader.bytes_read() + (std::size_t{1} << 16));  // a buffer ahead, no more
    }
    SUBCASE("a stream, a string and one byte at a time give the same records") {
        const std::string text = sample("annotated.pdn") + sample("russian.pdn") + sample("errors.pdn");
        const auto from_string = records(text);
        std::istringstream stream(text);
        pdn_reader from_stream(stream);
        std::size_t at = 0;
        pdn_reader bytewise([&](char* buffer, std::size_t size) {
            if (at == text.size() || size == 0) return std::size_t{0};
            buffer[0] = text[at++];
            return std::size_t{1};
        });
        REQUIRE(from_string.size() == 15);
        for (const auto& expected : from_string) {
            for (pdn_reader* reader : {&from_stream, &bytewise}) {
                const auto r = reader->next();
                REQUIRE(r);
                CHECK(r->number == expected.number);
                CHECK(r->tags == expected.tags);
                CHECK(r->movetext == expected.movetext);
                CHECK(r->result == expected.result);
                CHECK(what(r->error) == what(expected.error));
            }
        }
        CHECK_FALSE(from_stream.next());
        CHECK_FALSE(bytewise.next());
    }
}

// A visitor that writes down what it is told, one line an event.
struct event_log : pdn_visitor {
    std::vector<std::string> events;
    void begin_game(std::size_t number, std::size_t line) {
        events.push_back("game " + std::to_string(number) + " at line " + std::to_string(line));
    }
    void tag(pdn_tag t) { events.push_back("tag " + t.name + "=" + t.value); }
    void move(pdn_move_text m, std::string strength) {
        events.push_back("move " + std::to_string(m.number) + (m.black_number ? "... " : ". ") + m.text + strength + " at " +
                         std::to_string(m.line) + ":" + std::to_string(m.column));
    }
    void strength(std::string mark) { events.push_back("strength " + mark); }
    void nag(std::uint32_t n) { events.push_back("nag " + std::to_string(n)); }
    void comment(std::string text) { events.push_back("comment " + text); }
    void begin_variation() { events.push_back("("); }
    void end_variation() { events.push_back(")"); }
    void result(std::string text) { events.push_back("result " + text); }
    void note(parse_error e) { events.push_back("note " + e.message); }
    void error(parse_error e) {
        events.push_back("error " + e.message + " at " + std::to_string(e.line) + ":" + std::to_string(e.column));
    }
    void end_game() { events.push_back("end"); }
};

TEST_CASE("PDN reader: a visitor is told each game in file order, and nothing is built") {
    SUBCASE("every kind of event, in the order of the text") {
        const std::string text = "{before} [Event \"e\"]\n1. 32-28! 19-23 ?! 2. 28x19 (2. 33-29 $4 {why}) 14x23 2-0\n"
                                 "[Event \"f\"][Empty]\n1. 32-28 ( 33-29 ) ! ) *";
        pdn_reader reader(text);
        event_log log;
        REQUIRE(reader.visit(log));
        CHECK(log.events == std::vector<std::string>{
                                "game 1 at line 1", "comment before", "tag Event=e", "move 1. 32-28! at 2:4",
                                "move 0. 19-23 at 2:11", "strength ?!", "move 2. 28x19 at 2:23", "(",
                                "move 2. 33-29 at 2:33", "nag 4", "comment why", ")", "move 0. 14x23 at 2:49",
                                "result 2-0", "end"});
        event_log second;
        REQUIRE(reader.visit(second));
        CHECK(second.events == std::vector<std::string>{
                                   "game 2 at line 3", "tag Event=f", "tag Empty=", "note tag Empty has no value",
                                   "move 1. 32-28 at 4:4", "(", "move 0. 33-29 at 4:12", ")", "strength !",
                                   "error ')' without '(' at 4:22", "result *", "end"});
        event_log none;
        CHECK_FALSE(reader.visit(none));
        CHECK(none.events.empty());
    }
    SUBCASE("nothing of a game before it begins: comments and a note found between them wait for it") {
        pdn_reader reader(std::string_view(R"({c}\r\n{d}[Event "e"] 1. 32-28 *)"));
        event_log log;
        REQUIRE(reader.visit(log));
        CHECK(log.events == std::vector<std::string>{
                                "game 1 at line 1", "comment c", "comment d",
                                "note the text \"\\r\" stands in for line ends (damaged export); read as line ends",
                                "tag Event=e", "move 1. 32-28 at 1:26", "result *", "end"});
    }
    SUBCASE("a visitor of tags alone reads what next() reads, and the two mix") {
        struct tags_only : pdn_visitor {
            std::vector<pdn_tag> tags;
            void tag(pdn_tag t) { tags.push_back(std::move(t)); }
        };
        const std::string text = sample("annotated.pdn") + sample("russian.pdn") + sample("errors.pdn");
        const auto all = records(text);
        REQUIRE(all.size() == 15);
        pdn_reader reader(text);
        for (const auto& expected : all) {
            CAPTURE(expected.number);
            if (expected.number % 2 == 0) {
                const auto r = reader.next();
                REQUIRE(r);
                CHECK(r->number == expected.number);
                CHECK(r->movetext == expected.movetext);
            } else {
                tags_only v;
                REQUIRE(reader.visit(v));
                CHECK(v.tags == expected.tags);
            }
        }
        tags_only after;
        CHECK_FALSE(reader.visit(after));
    }
}

TEST_CASE("PDN reader: hostile input gives errors, not crashes") {
    SUBCASE("deep nesting stops at the limit") {
        const auto r = one_record("1. 32-28" + repeated(" (1. 32-28", 100000));
        REQUIRE(r.error);
        CHECK(r.error->message == "variations nested more than 64 deep");
        CHECK(r.error->column == 9 + 64 * 10 + 1);  // at the 65th parenthesis
    }
    SUBCASE("nesting within the limit is read, replayed and written") {
        std::string text = "1. 32-28";
        for (int i = 0; i < 64; ++i) text += i % 2 ? " (1. 32-28" : " (1. 33-28";
        text += std::string(64, ')') + " *";
        const auto g = one_game<international>(text);
        CHECK(what(g.error) == "no error");
        const auto back = read_pdn<international>(write_pdn(g.game));
        REQUIRE(back.size() == 1);
        CHECK(back[0].game.moves == g.game.moves);
    }
    SUBCASE("unbalanced parentheses and braces") {
        const std::pair<std::string, std::string_view> cases[] = {
            {std::string(100000, '('), "a variation must follow the move it replaces"},
            {std::string(100000, ')'), "')' without '('"},
            {"1. 32-28 (19-23", "the variation opened here is not closed before the end of the input"},
            {"1. 32-28 { no end" + std::string(200000, '.'), "the comment is not closed: '}' is missing"},
            {"1. 32-28 {" + std::string(100000, 'a') + "} *", "a comment longer than 65536 bytes"},
            {"1. 32-28 } *", "'}' without '{'"},
            {"[Event \"" + std::string(100000, 'a') + "\"]", "the value of tag Event is longer than 65536 bytes"},
            {"[Event \"no end\n1. 32-28 *", "the value of tag Event is not closed on its line"},
            {"[" + std::string(100000, 'E') + " \"x\"]", "the tag name is too long"},
            {"1. " + std::string(200, '7') + "-28 *", "a move longer than 96 bytes"},
            {"1. 32-28" + repeated("-19-23", 20) + " *", "a move longer than 96 bytes"},
            {"12345678901. 32-28 *", "the first move number is too large"},
            {"1. 32-28 1234567890123456789... 19-23 *", "move number too large"},
            {"1. 32-28 $99999999999 *", "NAG number too large"},
            {std::string("1. 32-28 \0\xff *", 13), "unexpected \"\\x00\""},
            {"1. 32 *", "a lone square 32: a move needs a separator and a second square"},
        };
        for (const auto& c : cases) {
            const std::string& text = c.first;
            const std::string_view message = c.second;
            CAPTURE(text.substr(0, 60));
            const auto all = records(text);
            REQUIRE_FALSE(all.empty());
            REQUIRE(all[0].error);
            CHECK(all[0].error->message == message);
            CHECK(all[0].error->line >= 1);
        }
    }
    SUBCASE("every prefix of the samples") {
        const std::string text = sample("annotated.pdn") + sample("russian.pdn");
        for (std::size_t n = 0; n <= text.size(); ++n) {
            for (const auto& r : records(std::string_view(text).substr(0, n))) {
                const auto g = replay_pdn<international>(r);
                if (g.ok()) CHECK(read_pdn<international>(write_pdn(g.game)).at(0).ok());
            }
        }
    }
    SUBCASE("random damage: whatever reads, writes back as what it read") {
        const std::string text = sample("annotated.pdn") + sample("errors.pdn");
        constexpr std::string_view alphabet = "0123456789-x:()[]{}\"*$!?./ \n\\%abcdefghK";
        std::mt19937_64 rng(20240501);
        int readable = 0;
        for (int round = 0; round < 1500; ++round) {
            std::string damaged = text;
            const int edits = 1 + static_cast<int>(rng() % 8);
            for (int e = 0; e < edits; ++e) {
                const std::size_t at = rng() % damaged.size();
                const char c = rng() % 4 == 0 ? static_cast<char>(rng() % 256) : alphabet[rng() % alphabet.size()];
                switch (rng() % 3) {
                case 0: damaged[at] = c; break;
                case 1: damaged.insert(damaged.begin() + static_cast<std::ptrdiff_t>(at), c); break;
                default: damaged.erase(at, 1 + rng() % 4); break;
                }
            }
            for (const auto& r : records(damaged)) {
                const auto g = replay_pdn<international>(r);
                if (!g.ok()) continue;
                ++readable;
                const auto back = read_pdn<international>(write_pdn(g.game));
                REQUIRE(back.size() == 1);
                CHECK(what(back[0].error) == "no error");
                CHECK(back[0].game.moves == g.game.moves);
                CHECK(back[0].game.start == g.game.start);
            }
        }
        CHECK(readable > 1000);
    }
}

// ---------------------------------------------------------------------------------------
// Writing.

TEST_CASE("PDN replay: without GameType, the variant guessed from the squares, and why") {
    const auto guess = [](std::string_view text) {
        const auto g = guess_variant(one_record(text));
        return std::string(g.name) + ": " + g.reason;
    };
    CHECK(guess("1. c3-d4 f6-e5 *") == "russian: the game has algebraic squares");
    CHECK(guess("1. 32-28 19-23 2. 37-32 *") == "international: the game has squares beyond 32");
    CHECK(guess("1. 11-15 23-19 *") == "english: the game has squares up to 32, and 1 of 1 replay under these rules; "
                                       "the first move comes from squares 1-12, Black's side");
    CHECK(guess("1. 22-18 11-15 *") == "russian: the game has squares up to 32, and 1 of 1 replay under these rules");
    // Squares up to 32 that only international draughts plays: 32-28 is White's first move there.
    CHECK(guess("1. 32-28 19-23 *") ==
          "international: the game has squares up to 32, and 1 of 1 replay under these rules");
    CHECK(guess("[FEN \"W:W60,61:B5\"] 1. 60-55 *") == "canadian: the game has squares beyond 50");
    CHECK(guess("[FEN \"W:Wc3:Bh8\"] 1. c3-d4 *") == "russian: the game has algebraic squares");
    CHECK(guess("*") == "international: nothing says otherwise");
    // visit_pdn_variant with no fallback takes the guess; a GameType still comes first.
    const auto variant_of = [](std::string_view text) {
        std::string name;
        const auto e = visit_pdn_variant(one_record(text), "", [&](auto v) { name = decltype(v)::name; });
        return e ? "error: " + e->what() : name;
    };
    CHECK(variant_of("1. 11-15 23-19 *") == "english");
    CHECK(variant_of("[GameType \"22\"] 1. 21-17 *") == "italian");
}

TEST_CASE("PDN replay: the rules' verdict on the main line") {
    // FMJD 5.1: White takes Black's last piece and wins.
    const auto won = one_game<international>("[FEN \"W:W28:B23,1\"]\n1. 28x19 1-6 2. 19-13 6-11 3. 13-8 11-17 "
                                             "4. 8-3 17-21 5. 3x26 *");
    REQUIRE(what(won.error) == "no error");
    CHECK(won.state.kind == game_status::win);
    CHECK(won.state.winner == color::white);
    CHECK(won.state.ply == 9);
    CHECK(pdn_result<international>(won.state) == "2-0");
    CHECK(pdn_result<russian>(won.state) == "1-0");
    const auto going_on = one_game<international>("1. 32-28 *");
    CHECK(going_on.state.kind == game_status::ongoing);
    CHECK(pdn_result<international>(going_on.state) == "*");
    // FMJD-64 7.2.3: the position stands for the third time, a draw.
    const auto drawn = one_game<russian>("[FEN \"W:WKa1:BKf8\"]\n1. a1-b2 f8-e7 2. b2-a1 e7-f8 3. a1-b2 f8-e7 "
                                         "4. b2-a1 e7-f8 *");
    REQUIRE(what(drawn.error) == "no error");
    CHECK(drawn.state.kind == game_status::draw);
    CHECK(drawn.state.rule == draw_rule::repetition);
    CHECK(drawn.state.ply == 8);
    CHECK(pdn_result<russian>(drawn.state) == "1/2-1/2");
    game_state black_wins;
    black_wins.kind = game_status::win;
    black_wins.winner = color::black;
    CHECK(pdn_result<international>(black_wins) == "0-2");
    CHECK(pdn_result<english>(black_wins) == "0-1");
    CHECK(pdn_result<international>(drawn.state) == "1-1");
}

TEST_CASE("PDN writer: a game played through game<V>, with its result from the rules") {
    auto g = *game<international>::from_fen("W:W28:B23,1");
    for (const char* m : {"28x19", "1-6", "19-13", "6-11", "13-8", "11-17", "8-3", "17-21", "3x26"}) REQUIRE(g.play(m));
    const auto out = to_pdn_game(g, {{"White", "A"}, {"Black", "B"}, {"Result", "*"}});
    CHECK(out.result == "2-0");
    CHECK(out.tag("Result") == "2-0");
    const std::string text = write_pdn(out);
    CHECK(text.find("[White \"A\"]\n[Black \"B\"]\n[Result \"2-0\"]\n") != std::string::npos);
    CHECK(text.ends_with("\n1. 28x19 1-6 2. 19-13 6-11 3. 13-8 11-17 4. 8-3 17-21 5. 3x26 2-0\n"));
    const auto back = read_pdn<international>(text);
    REQUIRE(back.size() == 1);
    CHECK(what(back[0].error) == "no error");
    CHECK(back[0].game.moves == out.moves);
    CHECK(back[0].state == g.state());
}

TEST_CASE("PDN writer: the PDN 3.0 layout") {
    SUBCASE("tags in order, numbers after comments and variations, NAGs, the result") {
        const auto g = one_game<international>(
            "[White \"A \\\"quoted\\\" name \\\\ here\"]\n[Black \"B\"]\n[Opening \"Kort\"]\n[Result \"1-1\"]\n"
            "[GameType \"20\"]\n{Start} 1. 32-28 18-23 {reply} 2. 37-32 (2. 33-29? 23x32 3. 37x28) 2... 12-18 $3 *");
        CHECK(write_pdn(g.game) ==
              "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n"
              "[White \"A \\\"quoted\\\" name \\\\ here\"]\n[Black \"B\"]\n[Result \"1-1\"]\n[GameType \"20\"]\n"
              "[Opening \"Kort\"]\n\n"
              "{Start} 1. 32-28 18-23 {reply} 2. 37-32 (2. 33-29? 23x32 3. 37x28) 2... 12-18 $3\n*\n");
    }
    SUBCASE("a set-up: FEN, the first number, Black to move") {
        const auto g = one_game<international>("[FEN \"B:W31,32,33:B8,12\"]\n[SetUp \"1\"]\n23... 12-17 24. 33-28 *");
        const std::string text = write_pdn(g.game);
        CHECK(text.find("[GameType \"20\"]\n[FEN \"B:W31,32,33:B8,12\"]\n[SetUp \"1\"]\n\n23... 12-17 24. 33-28 *\n") !=
              std::string::npos);
    }
    SUBCASE("short notation unless ambiguous, then the full path; Russian writes ':' and a1-h8") {
        const auto g = one_game<international>("[FEN \"W:WK46:B8,11,12,41\"]\n1. 46x16 12-17 *");
        CHECK(write_pdn(g.game).ends_with("\n1. 46x19x2x16 12-17 *\n"));
        const auto r = one_game<russian>("1. 22-18 11-15 2. 18x11 8x15 *");
        CHECK(write_pdn(r.game).ends_with("\n1. c3-d4 f6-e5 2. d4:f6 g7:e5 *\n"));
    }
    SUBCASE("no result, or '-': the Result tag's value, else '*'") {
        CHECK(write_pdn(one_game<international>("[Result \"2-0\"] 1. 32-28").game).ends_with("1. 32-28 2-0\n"));
        CHECK(write_pdn(one_game<international>("[Result \"-\"] 1. 32-28 -").game).ends_with("1. 32-28 *\n"));
    }
    SUBCASE("lines of at most 80 characters") {
        const auto text = write_pdn(one_game<international>(sample("annotated.pdn")).game);
        std::istringstream lines(text);
        for (std::string line; std::getline(lines, line);) CHECK(line.size() <= 80);
    }
}

namespace {

// Reading what the writer wrote gives the same game: the same moves, comments, NAGs,
// variations, set-up, first move number and result; the same tags but for those the
// writer adds (the seven standard tags, GameType) or leaves out (a FEN of the start
// position). And writing that again gives the same text.
template <class Variant>
void check_round_trip(const pdn_replay<Variant>& original) {
    const std::string text = write_pdn(original.game);
    const auto back = read_pdn<Variant>(text);
    REQUIRE(back.size() == 1);
    const auto& g = back[0];
    CHECK(what(g.error) == "no error");
    CHECK(g.game.moves == original.game.moves);
    CHECK(g.game.start == original.game.start);
    CHECK(g.game.first_move_number == original.game.first_move_number);
    CHECK(g.final_position == original.final_position);
    if (original.game.result != "" && original.game.result != "-") CHECK(g.game.result == original.game.result);
    for (const auto& t : original.game.tags) {
        if (t.name == "FEN" || t.name == "SetUp" || t.name == "Setup") continue;
        CAPTURE(t.name);
        if (t.name == "Result") {
            if (detail::is_pdn_result(detail::trimmed(t.value))) CHECK(g.game.tag(t.name) == detail::trimmed(t.value));
            continue;
        }
        CHECK(g.game.tag(t.name) == t.value);
    }
    CHECK(write_pdn(g.game) == text);
}

}  // namespace

TEST_CASE("PDN writer: reading what it wrote gives the same games") {
    for (const auto& g : read_pdn<international>(sample("annotated.pdn"))) check_round_trip(g);
    for (const auto& r : records(sample("russian.pdn"))) check_round_trip(replay_pdn<russian>(r));
    for (const auto& g : read_pdn<international>(sample("errors.pdn")))
        if (g.ok()) check_round_trip(g);
}

// ---------------------------------------------------------------------------------------
// The corpus: real files nobody here wrote, where CMake was given them.

namespace {

std::filesystem::path corpus_dir() { return DRAUGHTS_PDN_CORPUS; }

bool have_corpus() {
    if (!corpus_dir().empty() && std::filesystem::exists(corpus_dir() / "MANIFEST.tsv")) return true;
    MESSAGE("skipped: no PDN corpus (configure with -DDRAUGHTS_PDN_CORPUS=<folder with MANIFEST.tsv>)");
    return false;
}

// A game the reader rejects, and what is wrong with the game itself.
struct rejection {
    std::size_t game;
    error_kind kind;
    std::size_t line;
    std::size_t column;
    std::size_t plies_unread;  // plies the corpus's survey replayed that this reader does not read
    std::string_view why;
};

// A file of games of a variant played here.
struct corpus_file {
    std::string name;
    std::string_view variant;  // for games without a GameType tag
    std::size_t games;
    std::vector<rejection> rejected{};
    std::vector<std::size_t> incomplete{};
    std::string_view games_note{};        // why MANIFEST.tsv counts another number of games
    std::vector<std::size_t> resolved{};  // games with an ambiguous short capture that only one reading lets go on
};

std::vector<corpus_file> corpus_files() {
    std::vector<corpus_file> f{
        {"international/bruno__1er_Open_International_Allinges_2007.pdn", "international", 45},
        {"international/bruno__29eme_Open_d_Avignon_2014.pdn", "international", 97},
        {"international/bruno__2eme_Open_national_du_Leman.pdn", "international", 147},
        {"international/bruno__48th_Polish_Team_Championship.pdn",
         "international",
         82,
         {{41, error_kind::syntax, 88, 1, 80, "a stray '[' alone on the line before the game's tags: a typo"},
          {81, error_kind::syntax, 174, 1, 110, "the game's tags begin with \"[[\": a typo"}},
         {17, 19, 28, 45, 47, 79}},  // a bare "-" result, or [Result "-"] and no result
        {"international/bruno__Championnat_de_France_2021.pdn", "international", 58},
        {"international/bruno__Match_Samb-Buggy2.pdn", "international", 6},
        {"international/bruno__Mini.pdn", "international", 6},
        {"international/bruno__Moby_vs_Programs.pdn", "international", 9},
        {"international/bruno__Montpellier_Open_Serie_A.pdn", "international", 56},
        {"international/bruno__Montpellier_Open_Serie_B.pdn", "international", 49},
        {"international/bruno__Partie_avec_FEN1.pdn", "international", 4},
        {"international/bruno__Sijbrands_vs_Andreiko.pdn", "international", 20},
        {"international/bruno__Van_der_Wal_vs_Wiersma.pdn", "international", 20},
        {"international/edge-backslash-r-in-movetext__bruno__Mini.pdn", "international", 6},
        {"international/edge-backslash-r__bruno__4th_African_BLITZ_Championship_2024.pdn",
         "international",
         48,
         {{37, error_kind::syntax, 747, 1, 141,
           "its tags were machine-translated, HTML entities and spaces included "
           "(\"[&#x00c9;v&#x00e9;nement\", \"[Type de jeu\"): they are not PDN tag names"}}},
        {"international/edge-backslash-r__bruno__ChapionnatSurinam2025.pdn",
         "international",
         98,
         {{11, error_kind::syntax, 212, 1, 119, "its Event tag lost its '[': the line reads Event \"...\"]"}},
         {},
         "MANIFEST counts 99 games, one without a result: the damaged header of game 11 counted as a game"},
        {"international/edge-backslash-r__bruno__World_Title_Match_Women_2024.pdn",
         "international",
         2,
         {{2, error_kind::no_piece, 29, 45, 120,
           "the variation (1... 5-10) follows White's first move, so it replaces it, yet it is a Black "
           "move; and as Black's first move 5-10 is illegal too (10 holds a Black man)"}}},
        {"international/edge-encoding-latin1__wiegerw-pdn__40Camp.DamaInternazionaleAssoluto.orig.pdn", "international",
         45},
        {"international/edge-encoding-latin1__wiegerw-pdn__nk2003-amsterdam.orig.pdn", "international", 33},
        {"international/edge-fail-ellipsis-stray-dot__wiegerw-pdn__Cat.A1.pdn",
         "international",
         35,
         {{30, error_kind::syntax, 405, 36, 0,
           "a stray '.' between the last move and the result (\"8-3 . 1-0\"); the PDN repository keeps "
           "the file among those that must fail"}}},
        {"international/edge-fail-nonstandard-results__wiegerw-pdn__delfts.pdn",
         "international",
         2,
         {{1, error_kind::illegal_move, 26, 69, 0,
           "its result is the match score 4-6, which PDN does not know, so it reads as a move"},
          {2, error_kind::no_piece, 53, 35, 0, "its result is the match score 1-9, which reads as a move"}}},
        {"international/edge-fail-orphan-movetext__wiegerw-pdn__Cat.C1.pdn",
         "international",
         46,
         {{46, error_kind::illegal_move, 611, 1, 0,
           "an orphan movetext \"36x27 1-0\" after the last problem: no tags, no FEN, so from the start "
           "position, where 36x27 is no move"}}},
        {"international/edge-illegal-move__bruno__BrunoVsScan31.pdn",
         "international",
         11,
         {{11, error_kind::no_piece, 183, 28, 0,
           "ply 64 is written 17-11 where Black is to move and must capture 32x43: the record is corrupt"}}},
        {"international/edge-syntax-alphanumeric-move__wiegerw-pdn.pdn",
         "international",
         1,
         {{1, error_kind::illegal_move, 1, 3, 0,
           "a grammar test, not a game: on 10x10 a3b4 is 36-31, and 31 holds a White man"}}},
        {"international/edge-syntax-escaped-quote__wiegerw-pdn.pdn", "international", 1},
        {"international/edge-syntax-fen-variants__wiegerw-pdn.pdn",
         "international",
         3,
         {{1, error_kind::bad_side_to_move, 1, 7, 0,
           "[FEN \"?:W29,13,11:B22,4,2\"] gives no side to move (PDN 3.0: W or B)"}}},
        {"international/edge-syntax-gameterminator__wiegerw-pdn.pdn", "international", 1},
        {"international/edge-syntax-movestrength__wiegerw-pdn.pdn", "international", 1},
        {"international/edge-syntax-nested-comment__wiegerw-pdn.pdn",
         "international",
         1,
         {{1, error_kind::syntax, 1, 46, 0,
           "\"{ nested { comment } }\": PDN comments do not nest, so the last '}' is stray (the PDN "
           "repository lists the file among those that must fail)"}}},
        {"international/edge-syntax-nested-variation__wiegerw-pdn.pdn", "international", 1},
        {"international/edge-syntax-percent-line-comment__wiegerw-pdn.pdn", "international", 1},
        {"international/edge-syntax-unicode-tags__wiegerw-pdn.pdn", "international", 1},
        {"international/edge-tag-split-across-lines__bruno__TOURNOI_DES_CHAMPION_REGIONAUX.pdn",
         "international",
         12,
         {},
         {},
         "MANIFEST counts 13 games, one without a result: the lone '[' of the split tag counted as a game; "
         "the file has 12 Event tags"},
        {"international/lidraughts__PdnIOPerfTest_longPdn.pdn", "international", 1},
        {"international/wiegerw-draughts__wiersma.pdn", "international", 34},
        {"international/wiegerw-pdn__090417ronde12.pdn", "international", 7},
        {"international/wiegerw-pdn__40Camp.DamaInternazionaleAssoluto.pdn", "international", 45},
        {"international/wiegerw-pdn__Cat.B1.pdn", "international", 37},
        {"international/wiegerw-pdn__Cat.D1.pdn", "international", 19},
        {"international/wiegerw-pdn__DUTCH96H.pdn", "international", 13},
        {"international/wiegerw-pdn__PROF2.pdn", "international", 16},
        {"international/wiegerw-pdn__PWCP_2.pdn", "international", 51},
        {"international/wiegerw-pdn__PWCP_2a.pdn", "international", 59},
        {"international/wiegerw-pdn__candidate95.pdn", "international", 8},
        {"international/wiegerw-pdn__kurnik.pdn", "international", 4},
        {"international/wiegerw-pdn__nk2003-amsterdam.pdn", "international", 33},
        {"international/wiegerw-pdn__nk_ronde_01.pdn", "international", 7},
        {"international/wiegerw-pdn__nk_ronde_02.pdn", "international", 7},
        {"international/wiegerw-pdn__rk_ronde_12.pdn", "international", 7},
        {"international/wiegerw-pdn__schildpad.pdn",
         "international",
         34,
         {},
         {},
         {},
         {3, 7}},  // game 3 ply 69 36x16 and game 7 ply 111 4x24, as the corpus's survey says
        {"international/wiegerw-pdn__windragon.pdn", "international", 1},
        {"international/wiegerw-pdn__wk2003.pdn", "international", 23},
        {"other/pydraughts-lidraughts__brazilian.pdn", "brazilian", 25},
        {"other/pydraughts-lidraughts__antidraughts.pdn", "international", 25},  // GameType 98
        {"other/pydraughts-lidraughts__breakthrough.pdn", "international", 25},  // GameType 96
        {"other/pydraughts-lidraughts__frysk.pdn", "international", 25},         // GameType 97
        {"other/pydraughts-lidraughts__frisian_movetext_only.pdn", "frisian", 14},
        {"other/czech__wiegerw-pdn__mrcd2000kval.pdn", "czech", 40},
        {"other/czech__wiegerw-pdn__mrcd2006.pdn", "czech", 44},
        {"other/czech__wiegerw-pdn__mrcd2007.pdn", "czech", 102},
        {"other/czech__wiegerw-pdn__mrdrcd07.pdn", "czech", 72},
        {"other/czech__wiegerw-pdn__mrdrcd08.pdn", "czech", 40},
        {"other/english__wiegerw-pdn__OCA_2.0.pdn", "english", 43},
        {"other/english__wiegerw-pdn__Principles_of_Strategy.pdn", "english", 16},
        {"other/english__wiegerw-pdn__Tricks_traps_and_shots.pdn",
         "english",
         91,
         {},
         {},
         {},
         {57, 90}},  // game 57 ply 37 10x26 and game 90 ply 22 32x7: a man's two ways, one lets the game go on
        {"other/english__wiegerw-pdn__goulds.pdn",
         "english",
         262,
         {{93, error_kind::man_on_promotion_row, 837, 17, 0,
           "Gould's problem 88 puts a White man on 3, Black's back row, where it would be a king: its K is missing"}}},
        {"other/english__wiegerw-pdn__inferno.pdn", "english", 68},
        {"other/italian__wiegerw-pdn__Campionato_Assoluto_2005.pdn",
         "italian",
         53,
         {{46, error_kind::ambiguous_move, 753, 43, 0,
           "the game ends with 3x26, which the man makes over 10 and 17 or over 10 and 19, taking other men of "
           "equal rank: the record does not say which"}}},
        {"russian/draughts_corpus_engine__russian2012_excerpt.pdn", "russian", 2},
        {"russian/edge-encoding-cp1251__wiegerw-pdn__abatsiev.orig.pdn", "russian", 56, {}, {36}},
        {"russian/edge-encoding-cp866__wiegerw-pdn__ussr1947.orig.pdn", "russian", 54},
        {"russian/pydraughts-lidraughts__russian_movetext_only.pdn", "russian", 9},
        {"russian/wiegerw-pdn__abatsiev.pdn", "russian", 56, {}, {36}},  // "1. - - 2. - - ... 25. - -"
        {"russian/wiegerw-pdn__ussr1947.pdn", "russian", 153},
    };
    // The Moby Dam book files: real games, all clean.
    const std::pair<const char*, std::size_t> mobydam[] = {
        {"babasy1", 43},  {"babasy2", 42}, {"babasy3", 49},  {"babasy4", 49}, {"babasy5", 41},  {"babasy6", 47},
        {"babasy7", 30},  {"babasy8", 30}, {"diversen", 13}, {"flankgam", 5}, {"flankopn", 8},  {"loi20", 22},
        {"loi21", 24},    {"loi22", 18},   {"loi23", 12},    {"loi24", 18},   {"opening1", 44}, {"opening2", 46},
        {"sijbgant", 6},  {"sur01", 77},   {"sur06", 73},    {"sur11", 61},   {"sur16", 66},    {"toprest1", 27},
        {"toprest2", 26}, {"wierswal", 20}};
    for (const auto& [name, games] : mobydam)
        f.push_back({std::string("international/mobydam__") + name + ".pdn", "international", games});
    return f;
}

// Files of variants this library does not play. They must read without a syntax error;
// how many of their games happen to replay under the rules they are read with is
// recorded, so that a change shows.
struct foreign_file {
    std::string_view name;
    std::string_view variant;  // read with
    std::size_t games;
    std::size_t clean;
    std::string_view why;
};

const foreign_file foreign_files[] = {
    {"other/pydraughts-playstrategy__american.pdn", "russian", 30, 6,
     "American checkers with algebraic squares seen from the first player's side, who plays White; read under "
     "Russian rules"},
};

struct manifest_row {
    std::size_t games = 0;
    std::optional<std::size_t> plies;  // none where the survey did not replay the games
};

std::map<std::string, manifest_row> read_manifest() {
    std::map<std::string, manifest_row> rows;
    std::istringstream in(read_file(corpus_dir() / "MANIFEST.tsv"));
    std::string line;
    std::getline(in, line);  // file variant games plies_replayed ...
    while (std::getline(in, line)) {
        std::istringstream fields(line);
        std::string name, variant, games, plies;
        std::getline(fields, name, '\t');
        std::getline(fields, variant, '\t');
        std::getline(fields, games, '\t');
        std::getline(fields, plies, '\t');
        rows[name] = {std::stoul(games), plies.empty() ? std::nullopt : std::optional(std::stoul(plies))};
    }
    return rows;
}

template <class Variant>
naive::board naive_board(const position<Variant>& p) {
    return test::to_naive(p, test::naive_rules<Variant>());
}

// The naive generator of tests/reference, which shares no code with the library, finds
// every main-line move among the legal moves of its position.
template <class Variant>
bool naive_agrees(const pdn_replay<Variant>& r) {
    auto p = r.game.start;
    for (const auto& node : r.game.moves.nodes) {
        const auto& m = node.move;
        std::vector<int> captured;
        for (int b : bits(m.captured)) captured.push_back(Variant::board::number(b));
        std::sort(captured.begin(), captured.end());
        const auto legal = naive::legal_paths(naive_board(p));
        if (std::none_of(legal.begin(), legal.end(), [&](const naive::move& n) {
                return n.from == m.from_square() && n.to == m.to_square() && n.captured == captured &&
                       n.promotes == m.promotes;
            }))
            return false;
        p.play(m);
    }
    return p == r.final_position;
}

struct file_reading {
    std::vector<pdn_record> records;
    std::map<std::size_t, parse_error> errors;  // by game number
    std::vector<std::size_t> incomplete;
    std::vector<std::size_t> resolved;
    std::size_t plies = 0;  // read, in all games
    std::size_t clean = 0;
};

// Reads a corpus file; `check` sees every clean game.
template <class Check>
file_reading read_corpus_file(const std::string& name, std::string_view variant, Check&& check) {
    file_reading out;
    std::ifstream in(corpus_dir() / name, std::ios::binary);
    REQUIRE(in);
    pdn_reader reader(in);
    while (auto r = reader.next()) {
        const auto e = visit_pdn_variant(*r, variant, [&](auto v) {
            const auto g = replay_pdn<decltype(v)>(*r);
            out.plies += g.plies();
            if (g.incomplete) out.incomplete.push_back(r->number);
            if (std::any_of(g.notes.begin(), g.notes.end(),
                            [](const parse_error& n) { return n.kind == error_kind::ambiguous_move; }))
                out.resolved.push_back(r->number);
            if (g.error)
                out.errors.emplace(r->number, *g.error);
            else
                ++out.clean, check(g);
        });
        if (e) out.errors.emplace(r->number, *e);
        out.records.push_back(std::move(*r));
    }
    return out;
}

}  // namespace

TEST_CASE("PDN corpus: every game of the variants played here reads as recorded") {
    if (!have_corpus()) return;
    const auto manifest = read_manifest();
    std::size_t clean = 0, naive_checked = 0;
    for (const auto& f : corpus_files()) {
        CAPTURE(f.name);
        const auto reading = read_corpus_file(f.name, f.variant, [&](const auto& g) {
            // Every third clean game against the naive generator, so that the sanitizer build stays quick.
            if (clean++ % 3 == 0) {
                CHECK(naive_agrees(g));
                ++naive_checked;
            }
        });
        CHECK(reading.records.size() == f.games);
        std::size_t unread = 0;
        for (const auto& r : f.rejected) {
            CAPTURE(r.game);
            CAPTURE(r.why);
            const auto e = reading.errors.find(r.game);
            REQUIRE(e != reading.errors.end());
            CHECK(to_string(e->second.kind) == to_string(r.kind));
            CHECK(e->second.line == r.line);
            CHECK(e->second.column == r.column);
            unread += r.plies_unread;
        }
        for (const auto& e : reading.errors) {
            const std::size_t number = e.first;
            CAPTURE(number);
            CAPTURE(e.second.what());
            CHECK(std::any_of(f.rejected.begin(), f.rejected.end(),
                              [&](const rejection& r) { return r.game == number; }));
        }
        CHECK(reading.clean == f.games - f.rejected.size());
        CHECK(reading.incomplete == f.incomplete);
        CHECK(reading.resolved == f.resolved);
        // The corpus's survey replayed the same plies with its own move generator.
        const auto row = manifest.find(f.name);
        REQUIRE(row != manifest.end());
        if (row->second.plies) CHECK(reading.plies + unread == *row->second.plies);
        if (f.games_note.empty()) CHECK(reading.records.size() == row->second.games);
    }
    CHECK(naive_checked > 800);
    MESSAGE("corpus: " << clean << " clean games of the variants played here, " << naive_checked
                       << " of them checked move by move against the naive generator");
}

TEST_CASE("PDN corpus: files of other variants read without a syntax error") {
    if (!have_corpus()) return;
    for (const auto& f : foreign_files) {
        CAPTURE(f.name);
        CAPTURE(f.why);
        const auto reading = read_corpus_file(std::string(f.name), f.variant, [](const auto&) {});
        CHECK(reading.records.size() == f.games);
        CHECK(reading.clean == f.clean);
        for (const auto& r : reading.records) {
            CAPTURE(r.number);
            CHECK(what(r.error) == "no error");
        }
    }
}

TEST_CASE("PDN corpus: every clean game writes and reads back the same") {
    if (!have_corpus()) return;
    std::size_t checked = 0;
    for (const auto& f : corpus_files()) {
        CAPTURE(f.name);
        read_corpus_file(f.name, f.variant, [&](const auto& g) {
            check_round_trip(g);
            std::istringstream lines(write_pdn(g.game));
            for (std::string line; std::getline(lines, line);)  // but tags, and lines with a long comment
                if (!line.starts_with('[') && line.find_first_of("{}") == std::string::npos) CHECK(line.size() <= 80);
            ++checked;
        });
    }
    CHECK(checked > 1200);
}

TEST_CASE("PDN corpus: every file of the corpus is covered above") {
    if (!have_corpus()) return;
    std::vector<std::string> listed;
    for (const auto& f : corpus_files()) listed.push_back(f.name);
    for (const auto& f : foreign_files) listed.emplace_back(f.name);
    std::sort(listed.begin(), listed.end());
    std::vector<std::string> in_manifest;
    for (const auto& [name, row] : read_manifest()) in_manifest.push_back(name);
    CHECK(listed == in_manifest);
    std::size_t files = 0;
    for (const auto& entry : std::filesystem::recursive_directory_iterator(corpus_dir()))
        files += entry.path().extension() == ".pdn";
    CHECK(files == in_manifest.size());
}
