// One test per rule of the federations' rules, named with its article. Each sets up a small
// position where that rule decides the outcome and asserts the exact list of legal moves,
// written as the rule books write them: the canonical path ("d2:f4:d6"), the captured
// squares in brackets, and "crowned" when the man ends the move as a king.

#include "support.hpp"

#include <doctest/doctest.h>

#include <algorithm>
#include <initializer_list>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

using namespace draughts;

namespace {

template <class Variant>
std::string square(int number) {
    return square_name<typename Variant::board>(number, rules_of<Variant>::notation);
}

// "a3:c5:e7 (b4 d6)", "h6:f8:b4:e1 (c5 d2 g7) crowned", "b7-c8 crowned".
template <class Variant>
std::string text_of(const position<Variant>& p, const move<Variant>& m) {
    using board = typename Variant::board;
    std::string s;
    for (int n : canonical_path(p, m)) {
        if (!s.empty()) s += m.is_capture() ? rules_of<Variant>::capture_separator : '-';
        s += square<Variant>(n);
    }
    if (m.is_capture()) {
        std::vector<int> captured;
        for (int b : bits(m.captured)) captured.push_back(board::number(b));
        // Numbers in order, algebraic squares by file then rank.
        std::sort(captured.begin(), captured.end(), [](int a, int b) {
            if (rules_of<Variant>::notation == square_notation::numeric) return a < b;
            return std::pair(board::file(a), board::rank(a)) < std::pair(board::file(b), board::rank(b));
        });
        s += " (";
        for (std::size_t i = 0; i < captured.size(); ++i) s += (i ? " " : "") + square<Variant>(captured[i]);
        s += ")";
    }
    if (m.promotes) s += " crowned";
    return s;
}

std::string joined(std::vector<std::string> items) {
    std::sort(items.begin(), items.end());
    std::string s;
    for (const auto& item : items) s += (s.empty() ? "" : " | ") + item;
    return s;
}

// Every legal move of the side to move, sorted, one string.
template <class Variant>
std::string legal_moves(const position<Variant>& p, paths mode = paths::unique) {
    move_list<Variant> list;
    generate(p, list, mode);
    std::vector<std::string> texts;
    for (const auto& m : list) texts.push_back(text_of(p, m));
    return joined(texts);
}

template <class Variant>
int number_of(std::string_view name) {
    const auto n = parse_square<typename Variant::board>(name);
    REQUIRE(n);
    return *n;
}

template <class Variant>
position<Variant> setup(std::string_view fen) {
    const auto p = read_fen<Variant>(fen);
    INFO("FEN " << fen);
    REQUIRE(p);
    return *p;
}

template <class Variant>
std::string legal_moves(std::string_view fen, paths mode = paths::unique) {
    return legal_moves(setup<Variant>(fen), mode);
}

// The expected list, in the same order as legal_moves().
std::string moves(std::initializer_list<std::string_view> list) {
    return joined(std::vector<std::string>(list.begin(), list.end()));
}

// Plays the legal move written `text` (as text_of writes it).
template <class Variant>
void play(position<Variant>& p, std::string_view text) {
    move_list<Variant> list;
    generate(p, list);
    for (const auto& m : list) {
        if (text_of(p, m) == text) {
            p.play(m);
            return;
        }
    }
    FAIL("no legal move " << text);
}

}  // namespace

// ---------------------------------------------------------------------------------------
// Common ground.

TEST_CASE("FMJD rules: White moves first, then the players alternate") {
    auto russian_game = position<russian>::start();
    CHECK(russian_game.side_to_move() == color::white);
    CHECK(legal_moves(russian_game) == moves({"a3-b4", "c3-b4", "c3-d4", "e3-d4", "e3-f4", "g3-f4", "g3-h4"}));
    play(russian_game, "c3-d4");
    CHECK(russian_game.side_to_move() == color::black);
    CHECK(legal_moves(russian_game) == moves({"b6-a5", "b6-c5", "d6-c5", "d6-e5", "f6-e5", "f6-g5", "h6-g5"}));
    play(russian_game, "b6-a5");
    CHECK(russian_game.side_to_move() == color::white);

    auto international_game = position<international>::start();
    CHECK(international_game.side_to_move() == color::white);
    CHECK(legal_moves(international_game) ==
          moves({"31-26", "31-27", "32-27", "32-28", "33-28", "33-29", "34-29", "34-30", "35-30"}));
    play(international_game, "32-28");
    CHECK(international_game.side_to_move() == color::black);
    CHECK(legal_moves(international_game) ==
          moves({"16-21", "17-21", "17-22", "18-22", "18-23", "19-23", "19-24", "20-24", "20-25"}));
}

TEST_CASE("FMJD 3.4: a man moves one square diagonally forward, never backward") {
    // c3 may not step back to b2 or d2; h2 on the edge has one square.
    CHECK(legal_moves<russian>("W:Wc3,h2:Ba7,f6") == moves({"c3-b4", "c3-d4", "h2-g3"}));
    // Black's forward is down the board.
    CHECK(legal_moves<russian>("B:Wc3,h2:Ba7,f6") == moves({"a7-b6", "f6-e5", "f6-g5"}));
    CHECK(legal_moves<international>("W:W28:B19") == moves({"28-22", "28-23"}));
    CHECK(legal_moves<international>("B:W28:B19") == moves({"19-23", "19-24"}));
    // A man whose squares ahead are taken (by any piece, with nothing to capture) cannot move.
    CHECK(legal_moves<russian>("W:Wa3,b2,c1:Bb4,c5,h8") == moves({"b2-c3", "c1-d2"}));
}

TEST_CASE("FMJD 3.9: a king moves any distance along a diagonal over empty squares") {
    CHECK(legal_moves<russian>("W:WKd4:Bd8") == moves({"d4-a1", "d4-a7", "d4-b2", "d4-b6", "d4-c3", "d4-c5", "d4-e3",
                                                       "d4-e5", "d4-f2", "d4-f6", "d4-g1", "d4-g7", "d4-h8"}));
    // It stops before any piece: its own men on f6 and b2.
    CHECK(legal_moves<russian>("W:WKd4,b2,f6:Bh8") == moves({"b2-a3", "b2-c3", "d4-a7", "d4-b6", "d4-c3", "d4-c5",
                                                             "d4-e3", "d4-e5", "d4-f2", "d4-g1", "f6-e7", "f6-g7"}));
    // A Black king, an enemy man on a1 with nothing behind it.
    CHECK(legal_moves<russian>("B:Wa1:BKd4") == moves({"d4-a7", "d4-b2", "d4-b6", "d4-c3", "d4-c5", "d4-e3", "d4-e5",
                                                       "d4-f2", "d4-f6", "d4-g1", "d4-g7", "d4-h8"}));
    CHECK(legal_moves<international>("W:WK28") ==
          moves({"28-5", "28-6", "28-10", "28-11", "28-14", "28-17", "28-19", "28-22", "28-23", "28-32", "28-33",
                 "28-37", "28-39", "28-41", "28-44", "28-46", "28-50"}));
}

TEST_CASE("FMJD 4.1: capture is compulsory, so no quiet move is legal beside it") {
    // positions.tsv r08 (mustitz/checkers 011-ws-should-take): five men could move quietly.
    CHECK(legal_moves<russian>("W:Wa3,c1,e1,f4,g1,h6:Bb4,d6,d8") == moves({"a3:c5:e7 (b4 d6)"}));
    CHECK(legal_moves<russian>("B:Wc3,e5:Bd6,h8") == moves({"d6:f4 (e5)"}));
    // A king's capture at a distance forbids the man's quiet move.
    CHECK(legal_moves<russian>("W:WKa1,h2:Bd4") == moves({"a1:e5 (d4)", "a1:f6 (d4)", "a1:g7 (d4)", "a1:h8 (d4)"}));
    CHECK(legal_moves<international>("W:W28,32:B23") == moves({"28x19 (23)"}));
}

TEST_CASE("FMJD 4.2: a man jumps an adjacent piece, forward or backward, to the square behind") {
    // c5 forward and e3 backward; f6 is not adjacent; c3 has b2 right behind it.
    CHECK(legal_moves<russian>("W:Wd4:Bb2,c3,c5,e3,f6") == moves({"d4:b6 (c5)", "d4:f2 (e3)"}));
    // The same, Black to move (the board turned round).
    CHECK(legal_moves<russian>("B:Wc3,d6,f4,f6,g7:Be5") == moves({"e5:c7 (d6)", "e5:g3 (f4)"}));
    // positions.tsv i13 (dctl ItalianOfficialVersion/PawnJumpDirections): a man takes a king too.
    CHECK(legal_moves<international>("W:W35:B30,K40") == moves({"35x24 (30)", "35x44 (40)"}));
}

TEST_CASE("FMJD 4.3: a king captures at a distance and may land on any empty square behind") {
    CHECK(legal_moves<russian>("W:WKb2:Be5") == moves({"b2:f6 (e5)", "b2:g7 (e5)", "b2:h8 (e5)"}));
    // The landing squares end at the next piece.
    CHECK(legal_moves<russian>("W:WKb2:Be5,h8") == moves({"b2:f6 (e5)", "b2:g7 (e5)"}));
    CHECK(legal_moves<russian>("B:Wd4:BKg7") == moves({"g7:a1 (d4)", "g7:b2 (d4)", "g7:c3 (d4)"}));
    // Two pieces in a row cannot be captured: no square between them to land on.
    CHECK(legal_moves<russian>("W:WKa1:Bd4,e5") == moves({"a1-b2", "a1-c3"}));
    // positions.tsv i07 (dctl FrenchTutorial/KingJumpRange).
    CHECK(legal_moves<international>("W:WK46:B23") == moves({"46x5 (23)", "46x10 (23)", "46x14 (23)", "46x19 (23)"}));
}

TEST_CASE("FMJD 4.5, 4.6: a capture must be played to its end") {
    // A man may not stop on e3 with f4 still to take.
    CHECK(legal_moves<russian>("W:Wc1:Bd2,f4") == moves({"c1:e3:g5 (d2 f4)"}));
    CHECK(legal_moves<russian>("B:Wc3,e5:Bf6") == moves({"f6:d4:b2 (c3 e5)"}));
    // positions.tsv r06 (mustitz/checkers 009-ws-long-take): six pieces, forward and backward.
    CHECK(legal_moves<russian>("W:Wa1:Bb2,b4,b6,d6,f2,f4") == moves({"a1:c3:a5:c7:e5:g3:e1 (b2 b4 b6 d6 f2 f4)"}));
    // positions.tsv i08 (dctl FrenchTutorial/PawnJumpContinuation): the man ends on the last row.
    CHECK(legal_moves<international>("W:W15:B8,19,20") == moves({"15x24x13x2 (8 19 20) crowned"}));
    // positions.tsv i09 (dctl FrenchTutorial/KingJumpContinuation): after 33 the king must
    // land on 20, the one square from which it goes on.
    CHECK(legal_moves<international>("W:WK47:B9,12,33") ==
          moves({"47x20x3x17 (9 12 33)", "47x20x3x21 (9 12 33)", "47x20x3x26 (9 12 33)"}));
}

TEST_CASE("FMJD 4.8, Russian 1.5.9: Turkish strike - a captured piece blocks and cannot be jumped twice") {
    // b2 takes d4, then g5 and g3 (landing on f6 and h4). From f2 the line back to the
    // north-west runs into d4, captured but still on the board: it cannot be jumped again
    // (c5 empty behind it) nor passed to take c5 (second position). Removing pieces at once
    // would allow b2:f6:h4:f2:b6 and the like.
    const auto expected = moves({"b2:e5:h2 (d4 g3)", "b2:f6:h4:e1 (d4 g3 g5)", "b2:f6:h4:f2 (d4 g3 g5)"});
    CHECK(legal_moves<russian>("W:WKb2:Bd4,g3,g5") == expected);
    CHECK(legal_moves<russian>("W:WKb2:Bc5,d4,g3,g5") == expected);
    // The same, Black to move.
    CHECK(legal_moves<russian>("B:Wb4,b6,e5,f4:BKg7") ==
          moves({"g7:d4:a7 (b6 e5)", "g7:c3:a5:c7 (b4 b6 e5)", "g7:c3:a5:d8 (b4 b6 e5)"}));
}

TEST_CASE("FMJD 4.8, Russian 1.5.9: the start square may be crossed and landed on again") {
    // positions.tsv r01 (pydraughts test_ambiguous_moves.py): the king crosses d2 on the way
    // to c1 or e1, or ends the move on d2, where it started.
    const auto p = setup<russian>("W:WKd2:Bc3,c5,e3,e5");
    CHECK(legal_moves(p) ==
          moves({"d2:b4:d6:f4:c1 (c3 c5 e3 e5)", "d2:b4:d6:f4:d2 (c3 c5 e3 e5)", "d2:f4:d6:b4:e1 (c3 c5 e3 e5)"}));
    move_list<russian> list;
    generate(p, list);
    CHECK(std::count_if(list.begin(), list.end(), [](const auto& m) { return m.from == m.to; }) == 1);
    // positions.tsv i22 (pydraughts test_ambiguous_moves.py): the same on 10x10; 38x27x13x24x38
    // is a second path of the first move.
    CHECK(legal_moves<international>("W:WK38:B18,19,32,33") ==
          moves({"38x24x13x27x38 (18 19 32 33)", "38x24x13x27x43 (18 19 32 33)", "38x24x13x27x49 (18 19 32 33)",
                 "38x27x13x24x42 (18 19 32 33)", "38x27x13x24x47 (18 19 32 33)"}));
}

TEST_CASE("PDN 3.0: a move is (from, to, captured set); two paths of one move are one move") {
    // positions.tsv r01: d2:b4:d6:f4:d2 and d2:f4:d6:b4:d2 take the same four pieces.
    const auto r01 = setup<russian>("W:WKd2:Bc3,c5,e3,e5");
    move_list<russian> unique, every;
    generate(r01, unique, paths::unique);
    generate(r01, every, paths::every);
    CHECK(unique.size() == 3);
    CHECK(every.size() == 4);
    CHECK(std::count_if(every.begin(), every.end(), [](const auto& m) { return m.from == m.to; }) == 2);
    for (const auto& m : unique) {
        if (m.from == m.to) {
            const std::vector<std::vector<int>> both{{26, 17, 10, 19, 26}, {26, 19, 10, 17, 26}};  // d2 b4 d6 f4 d2
            CHECK(move_paths(r01, m) == both);
        }
    }
    // positions.tsv i21 (PDN 3.0 restriction 8): same start and end, different captured
    // pieces: two moves.
    CHECK(legal_moves<international>("W:WK47:B14,19,29,31,42") ==
          moves({"47x38x20x9x36 (14 29 31 42)", "47x38x24x13x36 (19 29 31 42)"}));
}

TEST_CASE("FMJD rules: a player who cannot move has no legal move") {
    // Blocked: every square ahead taken, and no empty square behind an enemy piece.
    for (const auto fen : {"W:Wa1,c1:Ba3,b2,c3,d2,e3", "B:Wf6,g7,h6:Bh8", "W:WKa1:Bb2,c3"}) {
        const auto p = setup<russian>(fen);
        CHECK(legal_moves(p).empty());
        CHECK_FALSE(has_moves(p));
    }
    // No pieces left.
    for (const auto fen : {"W:W:Bd8", "B:Wc3:B"}) {
        const auto p = setup<russian>(fen);
        CHECK(legal_moves(p).empty());
        CHECK_FALSE(has_moves(p));
    }
    CHECK_FALSE(has_moves(setup<international>("W:W46:B37,41")));
    CHECK_FALSE(has_moves(setup<international>("B:W31-50:B")));
}

// ---------------------------------------------------------------------------------------
// Russian draughts.

TEST_CASE("Russian rules: 12 men each on the first three rows") {
    CHECK(position<russian>::start() ==
          setup<russian>("W:Wa1,c1,e1,g1,b2,d2,f2,h2,a3,c3,e3,g3:Ba7,b6,b8,c7,d6,d8,e7,f6,f8,g7,h6,h8"));
    CHECK(position<russian>::start() == setup<russian>("W:W21-32:B1-12"));
}

TEST_CASE("Russian 1.5.14: free choice among captures, no majority rule") {
    // Taking one piece is legal beside taking three.
    CHECK(legal_moves<russian>("W:Wa3,c1:Bb4,d2,f4,f6") == moves({"a3:c5 (b4)", "c1:e3:g5:e7 (d2 f4 f6)"}));
    CHECK(legal_moves<russian>("B:Wc3,e5,e7:Bf6,h8") == moves({"f6:d4:b2 (c3 e5)", "f6:d8 (e7)"}));
    // No preference for capturing a king, nor for capturing with one.
    CHECK(legal_moves<russian>("W:Wc3,Kf2:Bd4,Kg3") ==
          moves({"c3:e5 (d4)", "f2:a7 (d4)", "f2:b6 (d4)", "f2:c5 (d4)", "f2:h4 (g3)"}));
}

TEST_CASE("Russian 1.5.6: a king must land where the capture goes on; free choice only where none does") {
    // positions.tsv r02 (pydraughts test_ambiguous_moves.py): after e3 the king must stop on
    // f4 or g5 (not h6), after e5 on d6 and after f6 on e7; after c5 it may stop anywhere.
    CHECK(legal_moves<russian>("W:WKd2:Bc5,e3,e5,f6") == moves({"d2:f4:d6:a3 (c5 e3 e5)", "d2:f4:d6:b4 (c5 e3 e5)",
                                                                "d2:g5:e7:a3 (c5 e3 f6)", "d2:g5:e7:b4 (c5 e3 f6)"}));
    CHECK(legal_moves<russian>("B:Wc3,d4,d6,f4:BKe7") == moves({"e7:c5:e3:g5 (d4 d6 f4)", "e7:c5:e3:h6 (d4 d6 f4)",
                                                                "e7:b4:d2:g5 (c3 d6 f4)", "e7:b4:d2:h6 (c3 d6 f4)"}));
    // positions.tsv r14 (mustitz/checkers 023-wm-take): nothing to take after e5, free landing.
    CHECK(legal_moves<russian>("W:WKb2:Be5") == moves({"b2:f6 (e5)", "b2:g7 (e5)", "b2:h8 (e5)"}));
}

TEST_CASE("Russian 1.5.15: a man crowned mid-capture captures on at once as a king") {
    // positions.tsv r22 (pydraughts issue #28): on f8 a man could take nothing more (e7 is
    // empty), a king takes c5 at a distance, must stop on b4 to go on, and takes d2.
    CHECK(legal_moves<russian>("W:Wh6:Bc5,d2,g7") == moves({"h6:f8:b4:e1 (c5 d2 g7) crowned"}));
    CHECK(legal_moves<russian>("B:Wb2,e7,f4:Ba3") == moves({"a3:c1:g5:d8 (b2 e7 f4) crowned"}));
    // Crowned on d8, the king takes e7 and may stop on f6, g5 or h4: it ends off the last
    // row, still a king.
    CHECK(legal_moves<russian>("W:Wb6:Bc7,e7") ==
          moves({"b6:d8:f6 (c7 e7) crowned", "b6:d8:g5 (c7 e7) crowned", "b6:d8:h4 (c7 e7) crowned"}));
    // The crowning belongs to the path that reaches the last row, not to its siblings.
    CHECK(legal_moves<russian>("W:Wd4:Bc5,e5,g7") == moves({"d4:b6 (c5)", "d4:f6:h8 (e5 g7) crowned"}));
}

TEST_CASE("Russian 1.5.16: a man reaching the last row is crowned, and captures as a king from its next move") {
    auto p = setup<russian>("W:Wc7:Ba5,f6");
    CHECK(legal_moves(p) == moves({"c7-b8 crowned", "c7-d8 crowned"}));
    play(p, "c7-d8 crowned");
    CHECK(p.at(number_of<russian>("d8")) == piece{color::white, piece_kind::king});
    play(p, "a5-b4");
    CHECK(legal_moves(p) == moves({"d8:g5 (f6)", "d8:h4 (f6)"}));

    CHECK(legal_moves<russian>("B:Wa5:Bd2") == moves({"d2-c1 crowned", "d2-e1 crowned"}));
    // Crowned by a capture that ends on the last row.
    CHECK(legal_moves<russian>("W:Wb6:Bc7") == moves({"b6:d8 (c7) crowned"}));
    CHECK(legal_moves<russian>("B:Wd2:Bc3") == moves({"c3:e1 (d2) crowned"}));
}

// ---------------------------------------------------------------------------------------
// International draughts.

TEST_CASE("FMJD 2.6: 20 men each, Black on 1-20, White on 31-50") {
    CHECK(position<international>::start() == setup<international>("W:W31-50:B1-20"));
    const auto p = position<international>::start();
    CHECK(p.count(color::white) == 20);
    CHECK(p.count(color::black) == 20);
    CHECK(p.at(1) == piece{color::black, piece_kind::man});
    CHECK(p.at(50) == piece{color::white, piece_kind::man});
    CHECK(!p.at(21));
    CHECK(!p.at(30));
}

TEST_CASE("FMJD 4.13: majority rule counts pieces, a king counts as a man") {
    // positions.tsv i11 (dctl FrenchTutorial/QuantityPrecedence): three men beat two kings
    // (48x37x26).
    CHECK(legal_moves<international>("W:W48:B24,K31,34,K42,43") == moves({"48x39x30x19 (24 34 43)"}));
    CHECK(legal_moves<international>("B:W8,K9,17,K20,27:B3") == moves({"3x12x21x32 (8 17 27)"}));
    // Taking a king or taking a man is a tie (positions.tsv i13).
    CHECK(legal_moves<international>("W:W35:B30,K40") == moves({"35x24 (30)", "35x44 (40)"}));
    // A king's capture of one piece gives way to a man's capture of two.
    CHECK(legal_moves<international>("W:W33,K50:B20,29,44") == moves({"33x24x15 (20 29)"}));
}

TEST_CASE("FMJD 4.14: among captures of the most pieces the choice is free") {
    // Two men take two each; the man on 48 takes only one and may not.
    CHECK(legal_moves<international>("W:W31,33,48:B17,20,27,29,43") == moves({"31x22x11 (17 27)", "33x24x15 (20 29)"}));
}

TEST_CASE("FMJD 4.15: a man passing the last row mid-capture stays a man; it is crowned only where it ends") {
    // positions.tsv i20 (dctl ItalianOfficialVersion/NoPassingJumpPromotion): 15x4 reaches the
    // last row, then takes 9 as a man and ends on 13, a man.
    CHECK(legal_moves<international>("W:W15:B9,10") == moves({"15x4x13 (9 10)"}));
    CHECK(legal_moves<international>("B:W41,42:B36") == moves({"36x47x38 (41 42)"}));
    // On 4 a king could take 18 at a distance; the man cannot, ends there, and is crowned.
    CHECK(legal_moves<international>("W:W15:B10,18") == moves({"15x4 (10) crowned"}));
}

// ---------------------------------------------------------------------------------------
// Brazilian draughts, international rules on the Russian board.

TEST_CASE("Brazilian draughts has the Russian setup and algebraic squares") {
    CHECK(position<brazilian>::start() ==
          setup<brazilian>("W:Wa1,c1,e1,g1,b2,d2,f2,h2,a3,c3,e3,g3:Ba7,b6,b8,c7,d6,d8,e7,f6,f8,g7,h6,h8"));
    CHECK(legal_moves(position<brazilian>::start()) ==
          moves({"a3-b4", "c3-b4", "c3-d4", "e3-d4", "e3-f4", "g3-f4", "g3-h4"}));
}

TEST_CASE("FMJD 4.13: Brazilian draughts has the majority rule, unlike Russian") {
    const std::string_view fen = "W:Wa3,c1:Bb4,d2,f4,f6";
    CHECK(legal_moves<russian>(fen) == moves({"a3:c5 (b4)", "c1:e3:g5:e7 (d2 f4 f6)"}));
    CHECK(legal_moves<brazilian>(fen) == moves({"c1xe3xg5xe7 (d2 f4 f6)"}));
    const std::string_view black = "B:Wc3,e5,e7:Bf6,h8";
    CHECK(legal_moves<russian>(black) == moves({"f6:d4:b2 (c3 e5)", "f6:d8 (e7)"}));
    CHECK(legal_moves<brazilian>(black) == moves({"f6xd4xb2 (c3 e5)"}));
}

TEST_CASE("FMJD 4.15: Brazilian men are crowned only at the end of the move, unlike Russian") {
    // On d8 the Russian man is a king and may land on f6, g5 or h4; the Brazilian man jumps
    // e7 as a man to f6 and ends there uncrowned.
    const std::string_view fen = "W:Wb6:Bc7,e7";
    CHECK(legal_moves<russian>(fen) ==
          moves({"b6:d8:f6 (c7 e7) crowned", "b6:d8:g5 (c7 e7) crowned", "b6:d8:h4 (c7 e7) crowned"}));
    CHECK(legal_moves<brazilian>(fen) == moves({"b6xd8xf6 (c7 e7)"}));
    // On f8 the Brazilian man can take nothing more: it ends there and is crowned.
    const std::string_view r22 = "W:Wh6:Bc5,d2,g7";
    CHECK(legal_moves<russian>(r22) == moves({"h6:f8:b4:e1 (c5 d2 g7) crowned"}));
    CHECK(legal_moves<brazilian>(r22) == moves({"h6xf8 (g7) crowned"}));
    const std::string_view black = "B:Wb2,e7,f4:Ba3";
    CHECK(legal_moves<russian>(black) == moves({"a3:c1:g5:d8 (b2 e7 f4) crowned"}));
    CHECK(legal_moves<brazilian>(black) == moves({"a3xc1 (b2) crowned"}));
}

// ---------------------------------------------------------------------------------------
// The other diagonal variants: each rule where it decides, beside a variant where it does
// not, so that the test shows the fact making the difference.

namespace variations {

// Italian rules where men may take kings.
struct italian_men_take_kings : italian {
    static constexpr rule men_capture_kings{true, "test"};
};
// Italian precedence without its last step, and without its last two.
struct italian_without_6_9 : italian {
    static constexpr capture_precedence precedence = capture_precedence{}
                                                         .then(capture_criterion::most_pieces, "FID 6.6")
                                                         .then(capture_criterion::with_king, "FID 6.7")
                                                         .then(capture_criterion::most_kings, "FID 6.8");
};
struct italian_without_6_8 : italian {
    static constexpr capture_precedence precedence = capture_precedence{}
                                                         .then(capture_criterion::most_pieces, "FID 6.6")
                                                         .then(capture_criterion::with_king, "FID 6.7");
};
struct italian_without_6_7 : italian {
    static constexpr capture_precedence precedence =
        capture_precedence{}.then(capture_criterion::most_pieces, "FID 6.6");
};
// Thai rules with the pieces taken staying until the move ends.
struct thai_removal_at_end : thai {
    static constexpr rule removal{capture_removal::at_end, "test"};
};
// Turkish rules with a capture allowed to turn straight back, with the pieces taken staying
// until the move ends, and with a man crowned mid-capture going on as a king (the reading of
// one rule book).
struct turkish_turning_back : turkish {
    static constexpr rule capture_reversal{true, "test"};
};
struct turkish_removal_at_end : turkish {
    static constexpr rule removal{capture_removal::at_end, "test"};
};
struct turkish_crowned_mid_capture : turkish {
    static constexpr rule crowning{mid_capture_crowning::captures_on_as_king, "test"};
};

}  // namespace variations

TEST_CASE("FID 5.3b: an Italian man may not take a king") {
    // White man d3 (22) before a Black king c4 (18), b5 (13) empty behind it.
    CHECK(legal_moves<italian>("W:W22:BK18") == moves({"22-19"}));
    CHECK(legal_moves<variations::italian_men_take_kings>("W:W22:BK18") == moves({"22x13 (18)"}));
    // The king may: White king d3 takes the king.
    CHECK(legal_moves<italian>("W:WK22:BK18") == moves({"22x13 (18)"}));
}

TEST_CASE("FID 5.3a, 4.7: Italian men capture forward only, kings move one square") {
    // Man d5: forward to c6 and e6, not backward over c4.
    CHECK(legal_moves<italian>("W:W14:B18") == moves({"14-10", "14-11"}));
    CHECK(legal_moves<italian>("W:WK22") == moves({"22-18", "22-19", "22-26", "22-27"}));
}

TEST_CASE("FID 6.6: an Italian capture takes the most pieces") {
    // Man d3 takes c4 and c6 (two); man f3 takes g4 (one).
    CHECK(legal_moves<italian>("W:W22,23:B18,10,20") == moves({"22x13x6 (10 18)"}));
}

TEST_CASE("FID 6.7: with as many pieces, the capture by a king") {
    // Man d3 takes c4, king f3 takes g4: one piece each.
    CHECK(legal_moves<italian>("W:W22,K23:B18,20") == moves({"23x16 (20)"}));
    CHECK(legal_moves<variations::italian_without_6_7>("W:W22,K23:B18,20") == moves({"22x13 (18)", "23x16 (20)"}));
}

TEST_CASE("FID 6.8: with as many pieces, both by a king, the capture of the most kings") {
    CHECK(legal_moves<italian>("W:WK23:B19,K20") == moves({"23x16 (20)"}));
    CHECK(legal_moves<variations::italian_without_6_8>("W:WK23:B19,K20") == moves({"23x14 (19)", "23x16 (20)"}));
}

TEST_CASE("FID 6.9: with as many kings, the capture that meets a king first") {
    // King d3: c4 (a king) then c6, or e4 then g6 (a king): two pieces, one king each.
    CHECK(legal_moves<italian>("W:WK22:BK18,10,19,K12") == moves({"22x13x6 (10 18)"}));
    CHECK(legal_moves<variations::italian_without_6_9>("W:WK22:BK18,10,19,K12") ==
          moves({"22x13x6 (10 18)", "22x15x8 (12 19)"}));
}

TEST_CASE("Czech 4.14: a capture by a king must be taken when there is one") {
    // Man c3 takes d4 and f6 (two pieces); king h2 takes f4 and f6 (two as well): only the king's.
    CHECK(legal_moves<czech>("W:Wc3,Kh2:Bd4,f6,f4") == moves({"h2:e5:g7 (f4 f6)", "h2:e5:h8 (f4 f6)"}));
    // Russian 1.5.14: free choice.
    CHECK(legal_moves<russian>("W:Wc3,Kh2:Bd4,f6,f4") ==
          moves({"c3:e5:g3 (d4 f4)", "c3:e5:g7 (d4 f6)", "h2:e5:g7 (f4 f6)", "h2:e5:h8 (f4 f6)"}));
    // Czech 4.1: men capture forward only; without a king's capture, the man's.
    CHECK(legal_moves<czech>("W:Wc3,Kh2:Bd4,f6,b8") == moves({"c3:e5:g7 (d4 f6)"}));
}

TEST_CASE("FPD 3.1: Spanish captures take the most pieces, then the most kings") {
    // King e4 (14; Spanish squares run from h1): a man on f5 (18) or a king on d5 (19), one
    // piece either way; the king must be taken.
    CHECK(legal_moves<spanish>("W:WKe4:Bf5,Kd5") == moves({"14x23 (19)", "14x28 (19)", "14x32 (19)"}));
    CHECK(legal_moves<spanish>("W:WKe4:Bf5,d5") ==
          moves({"14x21 (18)", "14x25 (18)", "14x23 (19)", "14x28 (19)", "14x32 (19)"}));
}

TEST_CASE("ACF 1.19: an English man that reaches the last row mid-capture is crowned and stops") {
    CHECK(legal_moves<english>("W:W11:B7,6") == moves({"11x2 (7) crowned"}));
    // APCA 22: a pool man captures on as a man, backward too, and is not crowned.
    CHECK(legal_moves<pool>("W:W11:B7,6") == moves({"11x2x9 (6 7)"}));
    // Russian 1.5.15: crowned at once, it captures on as a flying king.
    CHECK(legal_moves<russian>("W:Wf6:Be7,c7") == moves({"f6:d8:a5 (c7 e7) crowned", "f6:d8:b6 (c7 e7) crowned"}));
}

TEST_CASE("ACF 1.17, 1.18: English kings move one square; men move and capture forward only") {
    CHECK(legal_moves<english>("W:WK18") == moves({"18-14", "18-15", "18-22", "18-23"}));
    CHECK(legal_moves<english>("W:W18:B22") == moves({"18-14", "18-15"}));
    CHECK(legal_moves<english>("B:W22:B18") == moves({"18x25 (22)"}));
}

TEST_CASE("mindsports Thai: a king lands right behind each piece, and the pieces leave at once") {
    // King d4 (18) with men c3 and e5 on its long diagonals: it takes one, lands right
    // behind it, turns back over its emptied square and its own start square, and takes the other.
    CHECK(legal_moves<thai>("W:WKd4:Bc3,e5") == moves({"18-11-25 (15 22)", "18-25-11 (15 22)"}));
    // With the pieces staying until the move ends, the first piece taken blocks the way back.
    CHECK(legal_moves<variations::thai_removal_at_end>("W:WKd4:Bc3,e5") == moves({"18-11 (15)", "18-25 (22)"}));
    // The king may not land farther than right behind: from a1 over c3, only d4.
    CHECK(legal_moves<thai>("W:WKa1:Bc3") == moves({"29-18 (22)"}));
    CHECK(legal_moves<russian>("W:WKa1:Bc3") == moves({"a1:d4 (c3)", "a1:e5 (c3)", "a1:f6 (c3)", "a1:g7 (c3)", "a1:h8 (c3)"}));
}

TEST_CASE("mindsports Killer: a king whose last piece taken is a king stops right behind it") {
    CHECK(legal_moves<killer>("W:WK46:BK28") == moves({"46x23 (28)"}));
    CHECK(legal_moves<international>("W:WK46:BK28") ==
          moves({"46x10 (28)", "46x14 (28)", "46x19 (28)", "46x23 (28)", "46x5 (28)"}));
    // A man taken last: anywhere behind it.
    CHECK(legal_moves<killer>("W:WK46:B28") ==
          moves({"46x10 (28)", "46x14 (28)", "46x19 (28)", "46x23 (28)", "46x5 (28)"}));
    // A king taken before the last piece: the king lands where the capture goes on.
    CHECK(legal_moves<killer>("W:WK46:BK28,13") == moves({"46x19x2 (13 28)", "46x19x8 (13 28)"}));
}

// ---------------------------------------------------------------------------------------
// Frisian draughts: captures in eight directions, the value rule.

TEST_CASE("Frisian 7: a man captures along rows and files too, over the next dark square") {
    // 28 takes 29 along its row; an international man only moves.
    CHECK(legal_moves<frisian>("W:W28:B29") == moves({"28x30 (29)"}));
    CHECK(legal_moves<international>("W:W28:B29") == moves({"28-22", "28-23"}));
    // Along its file, backward too, and on along other lines.
    CHECK(legal_moves<frisian>("W:W38:B28") == moves({"38x18 (28)"}));
    CHECK(legal_moves<frisian>("W:W18:B28") == moves({"18x38 (28)"}));
    CHECK(legal_moves<frisian>("W:W38:B28,19") == moves({"38x18x20 (19 28)"}));
    // Men still move diagonally forward only.
    CHECK(legal_moves<frisian>("W:W28:B1") == moves({"28-22", "28-23"}));
}

TEST_CASE("Frisian 9: a king moves on the diagonals only, and captures in eight directions at a distance") {
    CHECK(legal_moves<frisian>("W:WK46:B1") == moves({"46-5", "46-10", "46-14", "46-19", "46-23", "46-28", "46-32",
                                                      "46-37", "46-41"}));
    // Along the bottom row over the king on 49, landing on 50; up the file over 26, anywhere behind it.
    CHECK(legal_moves<frisian>("W:WK46:BK49") == moves({"46x50 (49)"}));
    CHECK(legal_moves<frisian>("W:WK46:B26") == moves({"46x16 (26)", "46x6 (26)"}));
}

TEST_CASE("Frisian 11: the capture of the highest value, a king worth more than a man and less than two") {
    // Two kings (48x37x26) outweigh three men (48x39x30x19); the majority rule takes the men.
    CHECK(legal_moves<frisian>("W:W48:B24,K31,34,K42,43") == moves({"48x37x26 (31 42)"}));
    CHECK(legal_moves<international>("W:W48:B24,K31,34,K42,43") == moves({"48x39x30x19 (24 34 43)"}));
    // A king outweighs a man; under the majority rule both take one piece.
    CHECK(legal_moves<frisian>("W:W35:B30,K40") == moves({"35x44 (40)"}));
    CHECK(legal_moves<international>("W:W35:B30,K40") == moves({"35x24 (30)", "35x44 (40)"}));
    // Two men outweigh a king: 40x29x18 (34 23), not 36x27 (31).
    CHECK(legal_moves<frisian>("W:W36,40:B23,K31,34") == moves({"40x29x18 (23 34)"}));
}

TEST_CASE("Frisian 11: at equal value a king's capture must be taken") {
    // The king on 36 and the man on 45 each take one man: the king's capture, landing anywhere.
    CHECK(legal_moves<frisian>("W:W45,K36:B31,40") == moves({"36x27 (31)", "36x22 (31)", "36x18 (31)", "36x13 (31)",
                                                             "36x9 (31)", "36x4 (31)"}));
    CHECK(legal_moves<international>("W:W45,K36:B31,40") ==
          moves({"36x27 (31)", "36x22 (31)", "36x18 (31)", "36x13 (31)", "36x9 (31)", "36x4 (31)", "45x34 (40)"}));
}

TEST_CASE("Frisian 8: a man passing the king row mid-capture goes on as a man, crowned only where it ends") {
    CHECK(legal_moves<frisian>("W:W12:B8,9") == moves({"12x3x14 (8 9)"}));
    CHECK(legal_moves<frisian>("W:W12:B8") == moves({"12x3 (8) crowned"}));
}

TEST_CASE("Frisian: three men taken round a triangle, either way, are one move with two paths") {
    // 23 takes 29, 33 along the row, and 28, back to 23; or 28, 33 and 29. The generator
    // looks for such repeats from three pieces on (fewest_captures_for_duplicates).
    const auto p = setup<frisian>("B:W28,29,33:B23");
    CHECK(legal_moves(p) == moves({"23x32x34x23 (28 29 33)"}));
    CHECK(count_moves(p, paths::every) == 2);
    move_list<frisian> unique;
    generate(p, unique);
    REQUIRE(unique.size() == 1);
    CHECK(move_paths(p, unique[0]) == std::vector<std::vector<int>>{{23, 32, 34, 23}, {23, 34, 32, 23}});
}

TEST_CASE("Frysk!: the Frisian rules with five men each on the back rows") {
    CHECK(write_fen(position<frysk>::start()) == "W:W46,47,48,49,50:B1,2,3,4,5");
    CHECK(legal_moves(position<frysk>::start()) == moves({"46-41", "47-41", "47-42", "48-42", "48-43", "49-43",
                                                          "49-44", "50-44", "50-45"}));
}

TEST_CASE("Frisian 17: one king makes at most three quiet moves in a row while its side has men") {
    auto p = setup<frisian>("W:WK46,45:B1");
    for (const char* m : {"46-41", "1-7", "41-46", "7-12", "46-41", "12-18"}) play(p, m);
    CHECK(p.run(color::white) == king_run{41, 3});
    // The king on 41 has made three: White must move something else (captures stay open to it).
    CHECK(legal_moves(p) == moves({"45-40"}));
    CHECK(write_fen(p) == "W:WK41,45:B18:+0+341");
    CHECK(legal_moves<international>("W:WK41,45:B18").find("41-") != std::string::npos);
    // A move of another piece ends the run.
    play(p, "45-40");
    CHECK(p.run(color::white) == king_run{});
    play(p, "18-22");
    CHECK(legal_moves(p).find("41-37") != std::string::npos);
    // Another king is free; with no men left the limit is off.
    auto q = setup<frisian>("W:WK46,K50,45:B1");
    q.set_run(color::white, {46, 3});
    CHECK(legal_moves(q).find("46-") == std::string::npos);
    CHECK(legal_moves(q).find("50-44") != std::string::npos);
    CHECK(legal_moves(q).find("45-40") != std::string::npos);
    auto kings_only = setup<frisian>("W:WK46,K50:B1");
    kings_only.set_run(color::white, {46, 3});
    CHECK(legal_moves(kings_only).find("46-41") != std::string::npos);
    // The run is part of the position: its hash and its equality. Taking its king off the
    // board ends it.
    CHECK(q.hash() != setup<frisian>("W:WK46,K50,45:B1").hash());
    CHECK(q != setup<frisian>("W:WK46,K50,45:B1"));
    q.remove(46);
    CHECK(q.run(color::white) == king_run{});
}

// ---------------------------------------------------------------------------------------
// Turkish draughts (dama): every square, along rows and files, pieces leaving at once.

TEST_CASE("Dama: men step one square forward or sideways, never back or on a diagonal") {
    CHECK(legal_moves<turkish>("W:Wd4:Bh8") == moves({"d4-c4", "d4-d5", "d4-e4"}));
    CHECK(legal_moves<turkish>("B:Wa1:Bd4") == moves({"d4-c4", "d4-d3", "d4-e4"}));
    // On the edge, one sideways step fewer; a step onto the last row crowns.
    CHECK(legal_moves<turkish>("W:Wa4:Bh8") == moves({"a4-a5", "a4-b4"}));
    CHECK(legal_moves<turkish>("W:Wc7:Bh8") == moves({"c7-b7", "c7-c8 crowned", "c7-d7"}));
}

TEST_CASE("Dama: men capture forward and sideways over the next square, not backward") {
    // Black men west of, and behind, the man on d4: only the one beside it can be taken.
    CHECK(legal_moves<turkish>("W:Wd4:Bc4,d3") == moves({"d4xb4 (c4)"}));
    CHECK(legal_moves<turkish>("W:Wd4:Bd5") == moves({"d4xd6 (d5)"}));
    CHECK(legal_moves<turkish>("W:Wd4:Bd3") == moves({"d4-c4", "d4-d5", "d4-e4"}));
}

TEST_CASE("Dama: kings move any distance along rows and files, and capture at a distance") {
    CHECK(legal_moves<turkish>("W:WKd4:Bh8") ==
          moves({"d4-a4", "d4-b4", "d4-c4", "d4-d1", "d4-d2", "d4-d3", "d4-d5", "d4-d6", "d4-d7", "d4-d8", "d4-e4",
                 "d4-f4", "d4-g4", "d4-h4"}));
    // Any empty square behind the piece taken.
    CHECK(legal_moves<turkish>("W:WKd1:Bd5") == moves({"d1xd6 (d5)", "d1xd7 (d5)", "d1xd8 (d5)"}));
}

TEST_CASE("Dama: the capture that takes the most pieces, a king counting as a man") {
    // Up the a-file over two men, or sideways over one: the two.
    CHECK(legal_moves<turkish>("W:Wa3:Ba4,a6,b3") == moves({"a3xa5xa7 (a4 a6)"}));
    CHECK(legal_moves<turkish>("W:Wa3:Ba4,a6,Kb3") == moves({"a3xa5xa7 (a4 a6)"}));
    // One king or one man: either may be taken.
    CHECK(legal_moves<turkish>("W:Wd4:BKc4,e4") == moves({"d4xb4 (c4)", "d4xf4 (e4)"}));
}

TEST_CASE("Dama: no capture turns straight back between two jumps") {
    // King d4 between d5 and d2: it takes one; turning back over its own start square to
    // the other is forbidden. Where it were allowed, both would go, in either order.
    CHECK(legal_moves<turkish>("W:WKd4:Bd5,d2") == moves({"d4xd1 (d2)", "d4xd6 (d5)", "d4xd7 (d5)", "d4xd8 (d5)"}));
    CHECK(legal_moves<variations::turkish_turning_back>("W:WKd4:Bd5,d2") ==
          moves({"d4xd1xd6 (d2 d5)", "d4xd1xd7 (d2 d5)", "d4xd1xd8 (d2 d5)", "d4xd6xd1 (d2 d5)"}));
    static_assert(fewest_captures_for_duplicates<variations::turkish_turning_back> == 2);
}

TEST_CASE("Dama: a piece leaves the board as it is taken, so its square may be crossed again") {
    // King c2 takes c3, d5 and e4 round a loop, then crosses c3's square along the third row
    // to take b3. Were the pieces to stay until the move ends, c3 would block.
    CHECK(legal_moves<turkish>("W:WKc2:Bc3,d5,e4,b3") == moves({"c2xc5xe5xe3xa3 (b3 c3 d5 e4)"}));
    CHECK(legal_moves<variations::turkish_removal_at_end>("W:WKc2:Bc3,d5,e4,b3") ==
          moves({"c2xc5xe5xe1 (c3 d5 e4)", "c2xc5xe5xe2 (c3 d5 e4)", "c2xc5xe5xe3 (c3 d5 e4)"}));
}

TEST_CASE("Dama: a king's capture may end on the square of a piece it took earlier in the move") {
    // King a1 takes a3, c5, d4 and b3 round the board, and lands on a3, emptied by its first
    // capture; the move leaves the king there and the board otherwise empty.
    CHECK(legal_moves<turkish>("W:WKa1:Ba3,c5,d4,b3") == moves({"a1xa5xd5xd3xa3 (a3 b3 c5 d4)"}));
    auto p = *read_fen<turkish>("W:WKa1:Ba3,c5,d4,b3");
    p.play(parse_move(p, "a1xa5xd5xd3xa3")->played);
    CHECK(write_fen(p) == "B:WKa3:B");
}

TEST_CASE("Dama: a man reaching the last row mid-capture goes on as a man, crowned where it ends") {
    // c6 takes c7 onto the last row, then d8 along it as a man: one landing, right behind.
    CHECK(legal_moves<turkish>("W:Wc6:Bc7,d8") == moves({"c6xc8xe8 (c7 d8) crowned"}));
    // The other reading: crowned on c8, it flies on along the row.
    CHECK(legal_moves<variations::turkish_crowned_mid_capture>("W:Wc6:Bc7,d8") ==
          moves({"c6xc8xe8 (c7 d8) crowned", "c6xc8xf8 (c7 d8) crowned", "c6xc8xg8 (c7 d8) crowned",
                 "c6xc8xh8 (c7 d8) crowned"}));
}

TEST_CASE("Dama: sixteen men each on the second and third rows, White first") {
    const auto p = position<turkish>::start();
    CHECK(write_fen(p) == "W:Wa2,b2,c2,d2,e2,f2,g2,h2,a3,b3,c3,d3,e3,f3,g3,h3:"
                          "Ba6,b6,c6,d6,e6,f6,g6,h6,a7,b7,c7,d7,e7,f7,g7,h7");
    // Only the front men can move, and only forward: sideways is full.
    CHECK(legal_moves(p) == moves({"a3-a4", "b3-b4", "c3-c4", "d3-d4", "e3-e4", "f3-f4", "g3-g4", "h3-h4"}));
}
