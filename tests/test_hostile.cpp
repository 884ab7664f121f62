// Hostile input for every reader: FEN (fen.hpp), moves (notation.hpp) and PDN (pdn.hpp).
// Text from strangers - a million characters on one line, numbers past every integer type,
// NUL bytes, invalid UTF-8, random bytes, files cut anywhere - gives an error (of the kind
// that names the trouble, where one does) or a bounded result, at once, and never a crash.
// Every message is printable ASCII, so a program may show it as it is.
//
// tests/test_pdn.cpp has the PDN reader's own hostile cases (nesting past the default
// limit, unbalanced brackets, overlong tokens, prefixes of its samples); these go further.
// The fuzzers (fuzz/) look for what no one thought of.

#include "support.hpp"

#include <doctest/doctest.h>

#include <algorithm>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <fstream>
#include <random>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

using namespace draughts;
using namespace std::literals;

namespace {

constexpr std::size_t million = 1'000'000;

std::string repeated(std::string_view s, std::size_t times) {
    std::string out;
    out.reserve(s.size() * times);
    for (std::size_t i = 0; i < times; ++i) out += s;
    return out;
}

// Safe to print on a terminal or in a log line: no control bytes, no bytes of the input's
// unknown encoding (those are written \xNN).
bool printable(std::string_view s) {
    for (char c : s)
        if (c < 0x20 || c > 0x7e) return false;
    return true;
}

// Runs f and checks it took "no time": a generous bound, far below what quadratic work on
// a million characters would take, even under the sanitizers on a busy machine.
template <class F>
void at_once(F&& f) {
    const auto start = std::chrono::steady_clock::now();
    f();
    const std::chrono::duration<double> took = std::chrono::steady_clock::now() - start;
    CHECK(took.count() < 10.0);
}

std::string random_bytes(std::mt19937_64& rng, std::size_t size) {
    std::string s(size, '\0');
    for (char& c : s) c = static_cast<char>(rng());
    return s;
}

std::string random_text(std::mt19937_64& rng, std::size_t size, std::string_view alphabet) {
    std::string s(size, ' ');
    for (char& c : s) c = alphabet[rng() % alphabet.size()];
    return s;
}

// ---------------------------------------------------------------------------------------
// FEN helpers.

template <class Variant>
void check_fen_error(std::string_view text, error_kind kind, std::size_t column) {
    CAPTURE(text.substr(0, 40));
    CAPTURE(text.size());
    const auto r = read_fen<Variant>(text);
    REQUIRE_FALSE(r);
    CHECK(to_string(r.error().kind) == to_string(kind));
    CHECK(r.error().column == column);
    CHECK(printable(r.error().message));
}

// An error that points into the text read (or just past its end) and says, printably, what.
void check_error_in(const parse_error& e, std::string_view text) {
    CHECK(e.column >= 1);
    CHECK(e.column <= text.size() + 1);
    CHECK_FALSE(e.message.empty());
    CHECK(printable(e.message));
}

// An error that points inside the text (or just past it) or a position that writes as a
// FEN that reads back as the same position.
template <class Variant>
bool check_fen_any(std::string_view text) {
    const auto r = read_fen<Variant>(text);
    if (!r) {
        check_error_in(r.error(), text);
        return false;
    }
    const auto back = read_fen<Variant>(write_fen(*r));
    REQUIRE(back);
    CHECK(*back == *r);
    return true;
}

// ---------------------------------------------------------------------------------------
// Move helpers.

template <class Variant>
position<Variant> setup(std::string_view fen) {
    const auto p = read_fen<Variant>(fen);
    REQUIRE(p);
    return *p;
}

constexpr std::string_view international_start = "W:W31-50:B1-20";
constexpr std::string_view eight_by_eight_start = "W:W21-32:B1-12";

template <class Variant>
void check_move_error(std::string_view fen, std::string_view text, error_kind kind, std::size_t column) {
    CAPTURE(text.substr(0, 40));
    CAPTURE(text.size());
    const auto r = parse_move(setup<Variant>(fen), text);
    REQUIRE_FALSE(r);
    CHECK(to_string(r.error().kind) == to_string(kind));
    CHECK(r.error().column == column);
    CHECK(printable(r.error().message));
}

// An error that points inside the text, or a legal move that a game plays from the text
// too; the position is left alone either way.
template <class Variant>
bool check_move_any(const position<Variant>& p, std::string_view text) {
    const position<Variant> before = p;
    const auto r = parse_move(p, text);
    CHECK(p == before);
    if (!r) {
        check_error_in(r.error(), text);
        return false;
    }
    move_list<Variant> legal;
    generate(p, legal);
    CHECK(legal.contains(r->played));
    game<Variant> g(p);
    const auto played = g.play(text);
    REQUIRE(played);
    CHECK(played->played == r->played);
    return true;
}

// ---------------------------------------------------------------------------------------
// PDN helpers.

std::vector<pdn_record> records(std::string_view text, pdn_limits limits = {}) {
    std::vector<pdn_record> all;
    pdn_reader reader(text, limits);
    while (auto r = reader.next()) all.push_back(std::move(*r));
    return all;
}

// Replays a record under its variant (international without a GameType) and, when it
// replays, checks that what the writer writes reads back as the same moves. Returns
// whether it replayed.
bool replay_and_write_back(const pdn_record& r, pdn_limits limits = {}) {
    bool ok = false;
    const auto unknown = visit_pdn_variant(r, "international", [&]<class Variant>(Variant) {
        const auto g = replay_pdn<Variant>(r);
        if (g.error) CHECK(printable(g.error->message));
        if (!g.ok()) return;
        ok = true;
        const auto back = read_pdn<Variant>(write_pdn(g.game), limits);
        REQUIRE(back.size() == 1);
        CHECK(back[0].ok());
        CHECK(back[0].game.moves == g.game.moves);
        CHECK(back[0].game.start == g.game.start);
    });
    if (unknown) CHECK(printable(unknown->message));
    return ok;
}

void check_record_error(const pdn_record& r, error_kind kind, std::string_view message) {
    REQUIRE(r.error);
    CHECK(to_string(r.error->kind) == to_string(kind));
    CHECK(r.error->message == message);
    CHECK(printable(r.error->message));
}

}  // namespace

// =======================================================================================
// FEN

TEST_CASE("FEN: a million characters give an error or a position, at once") {
    const std::string spaces(million, ' ');
    at_once([&] {
        check_fen_error<international>(spaces, error_kind::empty_input, million + 1);
        check_fen_error<international>(std::string(million, 'W'), error_kind::trailing_text, 2);
        check_fen_error<international>(std::string(million, '"'), error_kind::bad_side_to_move, 2);
        check_fen_error<international>("W" + std::string(million, ':'), error_kind::bad_colour, 3);
        check_fen_error<international>("W:W" + std::string(million, 'K'), error_kind::syntax, 5);
        check_fen_error<international>("W:W31" + repeated(",31", million / 3), error_kind::duplicate_square, 7);
        check_fen_error<international>("W:W" + std::string(million, '1'), error_kind::bad_square, 4);
        check_fen_error<international>("W:W1-" + std::string(million, '9'), error_kind::bad_square, 6);
        check_fen_error<russian>("W:Wa" + std::string(million, '1'), error_kind::bad_square, 4);
        check_fen_error<international>("W:W31:B1:H" + std::string(million, '9'), error_kind::number_too_large, 11);
        check_fen_error<international>("W:W" + repeated("K46-50,", million / 7), error_kind::duplicate_square, 12);
    });
    at_once([&] {
        // Spaces around separators are allowed, however many.
        const auto p = read_fen<international>("W:W31" + spaces + ":B1" + spaces);
        REQUIRE(p);
        CHECK(write_fen(*p) == "W:W31:B1");
        // A counter given again and again: a bounded result either way.
        check_fen_any<international>("W:W31:B1" + repeated(":H1", million / 3));
    });
}

TEST_CASE("FEN: huge numbers are too large, never wrapped round to a square or a counter") {
    // 2^32 + 31 and 2^64 + 31 would be square 31 if the digits wrapped round.
    check_fen_error<international>("W:W4294967327:B1", error_kind::bad_square, 4);
    check_fen_error<international>("W:W18446744073709551647:B1", error_kind::bad_square, 4);
    check_fen_error<international>("W:W31-4294967346:B1", error_kind::bad_square, 7);
    check_fen_error<russian>("W:Wa4294967297:Bh8", error_kind::bad_square, 4);  // a1 if wrapped
    check_fen_error<russian>("W:Wa18446744073709551617:Bh8", error_kind::bad_square, 4);
    check_fen_error<international>("W:W31:B1:H4294967296", error_kind::number_too_large, 11);
    check_fen_error<international>("W:W31:B1:F18446744073709551617", error_kind::number_too_large, 11);
    check_fen_error<international>("W:W31:B1:H1000000", error_kind::number_too_large, 11);
    const auto largest = read_fen_record<international>("W:W31:B1:H999999:F999999");
    REQUIRE(largest);
    CHECK(largest->halfmove_clock == 999999u);
    CHECK(largest->move_number == 999999u);
    // Leading zeros do not make a number large.
    const auto zeros = read_fen_record<international>("W:W00000000000000000000031:B1:H0000000000000000000000007");
    REQUIRE(zeros);
    CHECK(write_fen(zeros->setup) == "W:W31:B1");
    CHECK(zeros->halfmove_clock == 7u);
}

TEST_CASE("FEN: NUL bytes and invalid UTF-8 are errors, shown as \\xNN") {
    check_fen_error<international>("\0"s, error_kind::bad_side_to_move, 1);
    check_fen_error<international>(std::string(million, '\0'), error_kind::bad_side_to_move, 1);
    check_fen_error<international>("W\0:W31:B1"s, error_kind::trailing_text, 2);
    check_fen_error<international>("W:W31\0:B1"s, error_kind::trailing_text, 6);
    check_fen_error<international>("W:W31,\0"s, error_kind::syntax, 7);
    check_fen_error<international>("W:W31:B1\0"s, error_kind::trailing_text, 9);
    check_fen_error<international>("W:W31:B1\xff", error_kind::trailing_text, 9);
    check_fen_error<international>("W:W31:B1\xc3", error_kind::trailing_text, 9);             // a cut character
    check_fen_error<international>("W:W31:B1\xc0\xaf", error_kind::trailing_text, 9);         // an overlong '/'
    check_fen_error<international>("W:W31:B1\xed\xa0\x80", error_kind::trailing_text, 9);     // a surrogate
    check_fen_error<international>("\xef\xbb\xbfW:W31:B1", error_kind::bad_side_to_move, 1);  // a byte order mark
    check_fen_error<russian>("W:Wc3:B\xc3\x97", error_kind::syntax, 8);
    check_fen_error<russian>("\"W:Wc3:Bd4\xff\"", error_kind::syntax, 11);  // no closing quote
    const auto r = read_fen<international>("W:W31:B1\xff\xfe");
    REQUIRE_FALSE(r);
    CHECK(r.error().message == "unexpected \"\\xff\\xfe\" after the FEN");
}

TEST_CASE_TEMPLATE("FEN: random bytes and every prefix give an error or a position that reads back", Variant,
                   international, russian, brazilian) {
    std::mt19937_64 rng(20240701);
    constexpr std::string_view alphabet = "WBK:,-.\"H F0123456789abcdefgh ";
    int positions = 0;
    at_once([&] {
        for (int i = 0; i < 10000; ++i) {
            positions += check_fen_any<Variant>(random_bytes(rng, rng() % 48));
            positions += check_fen_any<Variant>(random_text(rng, rng() % 40, alphabet));
        }
    });
    // Random text seldom makes a position (a FEN needs its pieces); the prefixes of whole
    // FENs do, so both outcomes are checked.
    for (std::string_view full :
         {"\"B: W K46-50 ,31, 32 :B1-5,K6.:H12:F34\"", "W:Wa1,c1,Kd4:Bh8,Kb6:H12:F34.", "B:W21-24,K26:B1-3,K9"}) {
        for (std::size_t n = 0; n <= full.size(); ++n) positions += check_fen_any<Variant>(full.substr(0, n));
    }
    CHECK(positions > 0);
}

// =======================================================================================
// Moves

TEST_CASE("moves: a million characters give an error or the move, at once") {
    const auto start = setup<international>(international_start);
    const std::string spaces(million, ' ');
    at_once([&] {
        const auto padded = parse_move(start, "32-28" + spaces);
        REQUIRE(padded);
        CHECK(write_move(start, padded->played) == "32-28");
        check_move_error<international>(international_start, spaces, error_kind::empty_input, million + 1);
        check_move_error<international>(international_start, std::string(million, '3'), error_kind::bad_square, 1);
        check_move_error<russian>(eight_by_eight_start, "c" + std::string(million, '3'), error_kind::bad_square, 1);
        // A path of a third of a million squares that no move fits.
        CHECK_FALSE(check_move_any(start, "32" + repeated("-28", million / 3)));
        CHECK_FALSE(check_move_any(setup<international>("W:WK2:B24,34,28"), "2" + repeated("x30x39", million / 6)));
        // Marks after the move: the move, or an error; never a crash.
        const auto marks = parse_move(start, "32-28" + std::string(million, '!'));
        if (marks) CHECK(write_move(start, marks->played) == "32-28");
        check_move_any(start, "32-28" + repeated(" x", million / 2));
    });
}

TEST_CASE("moves: huge numbers are off the board, never wrapped round to a square") {
    // 2^32 + 32 and 2^64 + 32 would be square 32 if the digits wrapped round.
    check_move_error<international>(international_start, "4294967328-28", error_kind::bad_square, 1);
    check_move_error<international>(international_start, "18446744073709551648-28", error_kind::bad_square, 1);
    check_move_error<international>(international_start, "32-4294967324", error_kind::bad_square, 4);
    check_move_error<russian>(eight_by_eight_start, "c4294967299-d4", error_kind::bad_square, 1);  // c3 if wrapped
    check_move_error<international>(international_start, "0-0", error_kind::bad_square, 1);
    // Leading zeros do not make a number large.
    const auto start = setup<international>(international_start);
    const auto zeros = parse_move(start, "00000000000000000000032-0000000000000000000028");
    REQUIRE(zeros);
    CHECK(write_move(start, zeros->played) == "32-28");
}

TEST_CASE("moves: NUL bytes and invalid UTF-8 are errors, shown as \\xNN") {
    check_move_error<international>(international_start, "\0"s, error_kind::syntax, 1);
    check_move_error<international>(international_start, std::string(million, '\0'), error_kind::syntax, 1);
    check_move_error<international>(international_start, "32-\0"s, error_kind::syntax, 4);
    check_move_error<international>(international_start, "32-28\0"s, error_kind::trailing_text, 6);
    check_move_error<international>(international_start, "32-28\xff", error_kind::trailing_text, 6);
    check_move_error<international>(international_start, "32-28\xc3", error_kind::trailing_text, 6);  // a cut "×"
    check_move_error<international>(international_start, "32-28\xc0\xaf", error_kind::trailing_text, 6);
    check_move_error<russian>(eight_by_eight_start, "c3-d4\xed\xa0\x80", error_kind::trailing_text, 6);
    const auto start = setup<international>(international_start);
    // The bytes after a first square: a syntax error or unexpected text, there.
    for (std::string_view text : {"32\0-28"sv, "32\xff-28"sv,
                                  "32\xc3\x97"
                                  "28"sv}) {
        const auto r = parse_move(start, text);
        REQUIRE_FALSE(r);
        CHECK((r.error().kind == error_kind::syntax || r.error().kind == error_kind::trailing_text));
        CHECK(r.error().column == 3);
        CHECK(printable(r.error().message));
    }
    // "×" whole is the Russian win mark.
    const auto win = parse_move(start, "32-28\xc3\x97");
    REQUIRE(win);
    CHECK(win->annotation == "\xc3\x97");
}

TEST_CASE_TEMPLATE("moves: random bytes against positions of every variant give an error or a legal move", Variant,
                   international, russian, brazilian) {
    std::mt19937_64 rng(20240702);
    constexpr std::string_view alphabet = "0123456789-xX: !?=abcdefghij";
    std::vector<position<Variant>> positions{position<Variant>::start()};
    for (const auto& s : test::shapes)
        for (int i = 0; i < 4; ++i) positions.push_back(test::random_position<Variant>(rng, s));
    int moves = 0;
    at_once([&] {
        for (const auto& p : positions) {
            // The texts of the legal moves, damaged: near misses reach deeper than noise.
            std::vector<std::string> texts;
            move_list<Variant> legal;
            generate(p, legal);
            for (const auto& m : legal) {
                texts.push_back(write_move(p, m));
                texts.push_back(write_move(p, m, {move_form::full}));
            }
            for (int i = 0; i < 1000; ++i) {
                moves += check_move_any(p, random_bytes(rng, rng() % 24));
                moves += check_move_any(p, random_text(rng, rng() % 16, alphabet));
                if (texts.empty()) continue;
                std::string damaged = texts[rng() % texts.size()];
                const std::size_t at = rng() % (damaged.size() + 1);
                const char c = rng() % 4 ? alphabet[rng() % alphabet.size()] : static_cast<char>(rng());
                switch (rng() % 3) {
                case 0: damaged.insert(damaged.begin() + static_cast<std::ptrdiff_t>(at), c); break;
                case 1:
                    if (at < damaged.size()) damaged[at] = c;
                    break;
                default: damaged.erase(std::min(at, damaged.size() - 1), 1); break;
                }
                moves += check_move_any(p, damaged);
            }
        }
    });
    MESSAGE(Variant::name << ": " << moves << " of the texts were legal moves");
    CHECK(moves > 100);
}

// =======================================================================================
// PDN

TEST_CASE("PDN: very long lines") {
    SUBCASE("a million bytes of movetext on one line: read, and replayed to the first wrong move") {
        at_once([] {
            const auto all = records("1. 32-28" + repeated(" 28-32 32-28", million / 12) + " *");
            REQUIRE(all.size() == 1);
            CHECK_FALSE(all[0].error);
            CHECK(all[0].movetext.nodes.size() == 1 + 2 * (million / 12));
            const auto g = replay_pdn<international>(all[0]);
            REQUIRE(g.error);
            CHECK(g.error->kind == error_kind::no_piece);
            CHECK(g.error->line == 1);
            CHECK(g.error->column == 10);
            CHECK(g.plies() == 1);
        });
    }
    SUBCASE("a million blanks, line ends or escaped text before a game: its place is counted") {
        struct padded {
            std::string before;
            std::size_t line, column;
        };
        const padded cases[] = {
            {std::string(million, ' '), 1, million + 4},
            {std::string(million, '\t'), 1, million + 4},
            {std::string(million, '\n'), million + 1, 4},
            {std::string(million, '\r'), million + 1, 4},
            {repeated("\r\n", million / 2), million / 2 + 1, 4},
            {"%" + std::string(million, 'x') + "\n", 2, 4},
            {"[Event" + std::string(million, ' ') + "\"x\"]\n", 2, 4},
            {"{" + std::string(std::size_t{60000}, '\x80') + "} ", 1, 7},  // continuation bytes are no characters
        };
        at_once([&] {
            for (const auto& c : cases) {
                CAPTURE(c.before.substr(0, 10));
                const auto all = records(c.before + "1. 32-28 *");
                REQUIRE(all.size() == 1);
                CHECK_FALSE(all[0].error);
                REQUIRE(all[0].movetext.nodes.size() == 1);
                CHECK(all[0].movetext.nodes[0].move.line == c.line);
                CHECK(all[0].movetext.nodes[0].move.column == c.column);
            }
        });
    }
    SUBCASE("a million comments, NAGs or marks after one move") {
        at_once([] {
            const auto comments = records("1. 32-28" + repeated(" {c}", million / 4) + " *");
            REQUIRE(comments.size() == 1);
            CHECK(comments[0].movetext.nodes.at(0).comments.size() == million / 4);
            const auto nags = records("1. 32-28" + repeated(" $1", million / 3) + " *");
            REQUIRE(nags.size() == 1);
            CHECK(nags[0].movetext.nodes.at(0).nags.size() == million / 3);
            const auto escapes = records(repeated("\\r", million / 2) + "1. 32-28 *");
            REQUIRE(escapes.size() == 1);
            CHECK(escapes[0].notes.size() == 1);  // said once, not half a million times
        });
    }
}

TEST_CASE("PDN: variations, deep and wide, within the limits a caller sets") {
    SUBCASE("1,000 deep under a limit of 1,000: read, replayed, written and read back") {
        const pdn_limits deep{.max_depth = 1000};
        std::string text = "1. 32-28";
        for (int i = 0; i < 1000; ++i) text += i % 2 ? " (1. 32-28" : " (1. 33-28";
        text += std::string(1000, ')') + " *";
        at_once([&] {
            const auto all = records(text, deep);
            REQUIRE(all.size() == 1);
            CHECK_FALSE(all[0].error);
            CHECK(replay_and_write_back(all[0], deep));
        });
        const auto deeper = records("1. 32-28 (1. 33-28" + text.substr(8), deep);
        REQUIRE(deeper.size() == 1);
        check_record_error(deeper[0], error_kind::syntax, "variations nested more than 1000 deep");
    }
    SUBCASE("a limit of 0: no variation at all") {
        const auto all = records("1. 32-28 (1. 33-28) *", {.max_depth = 0});
        REQUIRE(all.size() == 1);
        check_record_error(all[0], error_kind::syntax, "variations nested more than 0 deep");
    }
    SUBCASE("30,000 variations side by side, and 64 deep 300 times over") {
        at_once([] {
            const auto wide = records("1. 32-28" + repeated(" (1. 33-28 {alternative})", 30000) + " *");
            REQUIRE(wide.size() == 1);
            CHECK(wide[0].movetext.nodes.at(0).variations.size() == 30000);
            CHECK(replay_and_write_back(wide[0]));
            const auto nests =
                records("1. 32-28" + repeated(repeated(" (1. 33-28", 64) + std::string(64, ')'), 300) + " *");
            REQUIRE(nests.size() == 1);
            CHECK_FALSE(nests[0].error);
            CHECK(replay_and_write_back(nests[0]));
        });
    }
}

TEST_CASE("PDN: the text limits are exact") {
    const pdn_limits small{.max_depth = 64, .max_text = 10};
    const auto read_one = [&](const std::string& text) {
        const auto all = records(text, small);
        REQUIRE(all.size() == 1);
        return all[0];
    };
    CHECK_FALSE(read_one("1. 32-28 {0123456789} *").error);
    check_record_error(read_one("1. 32-28 {0123456789A} *"), error_kind::number_too_large,
                       "a comment longer than 10 bytes");
    CHECK_FALSE(read_one("[Event \"0123456789\"] 1. 32-28 *").error);
    check_record_error(read_one("[Event \"0123456789A\"] 1. 32-28 *"), error_kind::number_too_large,
                       "the value of tag Event is longer than 10 bytes");
    CHECK_FALSE(read_one("[Event_6789 \"x\"] 1. 32-28 *").error);
    check_record_error(read_one("[Event_6789A \"x\"] 1. 32-28 *"), error_kind::number_too_large,
                       "the tag name is too long");
}

TEST_CASE("PDN: huge numbers are errors, never wrapped round") {
    const auto one = [](const std::string& text) {
        const auto all = records(text);
        REQUIRE(all.size() == 1);
        return all[0];
    };
    // A game begins at most at move 999,999,999; later numbers take up to 18 digits, NAGs
    // up to 2^32 - 1.
    const auto last = replay_pdn<international>(one("999999999. 32-28 *"));
    CHECK(last.ok());
    CHECK(last.game.first_move_number == 999999999u);
    const std::string first_too_large = "the first move number is too large";
    check_record_error(one("1000000000. 32-28 *"), error_kind::number_too_large, first_too_large);
    check_record_error(one("4294967297. 32-28 *"), error_kind::number_too_large, first_too_large);
    CHECK(replay_pdn<international>(one("1. 32-28 4294967297... 19-23 *")).ok());
    CHECK(replay_pdn<international>(one("1. 32-28 999999999999999999... 19-23 *")).ok());
    check_record_error(one("1. 32-28 1000000000000000000... 19-23 *"), error_kind::number_too_large,
                       "move number too large");
    CHECK(one("1. 32-28 $999999999 *").movetext.nodes.at(0).nags == std::vector<std::uint32_t>{999999999});
    check_record_error(one("1. 32-28 $4294967297 *"), error_kind::number_too_large, "NAG number too large");
    check_record_error(one("1. 32-28 $" + std::string(million, '9') + " *"), error_kind::number_too_large,
                       "NAG number too large");
    // Squares: 2^32 + 32 is not 32.
    const auto square = replay_pdn<international>(one("1. 4294967328-28 *"));
    REQUIRE(square.error);
    CHECK(square.error->kind == error_kind::bad_square);
    CHECK(square.plies() == 0);
    // GameType 2^32 + 20 is not international; leading zeros are.
    const auto type = one("[GameType \"4294967316\"] 1. 32-28 *");
    CHECK(replay_pdn<international>(type).error.value().kind == error_kind::unknown_variant);
    CHECK(visit_pdn_variant(type, "international", [](auto) {}).value().kind == error_kind::unknown_variant);
    CHECK(replay_pdn<international>(one("[GameType \"0020\"] 1. 32-28 *")).ok());
    // A FEN tag's counter.
    const auto counter = replay_pdn<international>(one("[FEN \"W:W31:B1:H99999999999\"] 1. 31-26 *"));
    REQUIRE(counter.error);
    CHECK(counter.error->kind == error_kind::number_too_large);
}

TEST_CASE("PDN: NUL bytes, invalid UTF-8 and random bytes") {
    SUBCASE("a million NUL bytes: one broken game, at once") {
        at_once([] {
            const auto all = records(std::string(million, '\0'));
            REQUIRE(all.size() == 1);
            check_record_error(all[0], error_kind::syntax, "unexpected \"\\x00\"");
        });
    }
    SUBCASE("bytes of any encoding in tags and comments are kept, and written back as they were") {
        const std::string text =
            "[Event \"\xff\xfe\xc0\xaf\x00\"]\n[Site \"\xed\xa0\x80\"]\n1. 32-28 {\xe2\x82 \x80\x80} *"s;
        const auto all = records(text);
        REQUIRE(all.size() == 1);
        const auto g = replay_pdn<international>(all[0]);
        REQUIRE(g.ok());
        CHECK(g.game.tag("Event") == "\xff\xfe\xc0\xaf\x00"sv);
        CHECK(g.game.tag("Site") == "\xed\xa0\x80");
        CHECK(g.game.moves.nodes.at(0).comments.at(0) == "\xe2\x82 \x80\x80");
        const auto back = read_pdn<international>(write_pdn(g.game));
        REQUIRE(back.size() == 1);
        CHECK(back[0].game.tag("Event") == g.game.tag("Event"));
        CHECK(back[0].game.moves == g.game.moves);
    }
    SUBCASE("invalid UTF-8 in the movetext is an error that shows the bytes") {
        const std::pair<std::string, std::string_view> cases[] = {
            {"1. 32-28 \xff *", "unexpected \"\\xff\""},
            {"1. 32-28 \xc3", "unexpected \"\\xc3\""},                                   // cut at the end of the file
            {"1. 32-28 \xe2\x82 *", "unexpected \"\\xe2\\x82\""},                        // cut before a space
            {"1. 32-28 \xed\xa0\x80 *", "unexpected \"\\xed\\xa0\\x80\""},               // a surrogate
            {"1. 32-28 \xc0\xaf *", "unexpected \"\\xc0\\xaf\""},                        // an overlong '/'
            {"1. 32-28 \x80\x80\x80\x80\x80 *", "unexpected \"\\x80\\x80\\x80\\x80\""},  // a character at most
        };
        for (const auto& c : cases) {
            CAPTURE(c.first);
            const auto all = records(c.first);
            REQUIRE(all.size() == 1);
            check_record_error(all[0], error_kind::syntax, c.second);
            CHECK(all[0].error->column == 10);
        }
    }
    SUBCASE("a million random bytes, and a million random PDN characters") {
        std::mt19937_64 rng(20240703);
        constexpr std::string_view alphabet = "0123456789-x:()[]{}\"*$!?./ \n\r\\%abcdefghK\xc3\x97";
        for (const std::string& text : {random_bytes(rng, million), random_text(rng, million, alphabet)}) {
            at_once([&] {
                pdn_reader reader(text);
                std::size_t games = 0, replayed = 0;
                while (auto r = reader.next()) {
                    CHECK(r->number == ++games);
                    if (r->error) {
                        CHECK(r->error->line >= 1);
                        CHECK(printable(r->error->message));
                    }
                    replayed += replay_and_write_back(*r);
                }
                CHECK(games > 100);
                CHECK(reader.bytes_read() == text.size());
                MESSAGE(games << " games, " << replayed << " replayed without error");
            });
        }
    }
}

TEST_CASE("PDN: files cut anywhere") {
    const std::string text =
        "[Event \"Cut \\\"here\\\"\"]\r\n[GameType \"20\"]\r\n"
        "{Start} 1. 32-28 19-23 (1... 17-21 2. 37-32 {\xc3\xa9}) 2. 28x19 14x23 $1 3. 37-32!? 1-1\r\n\r\n"
        "[GameType \"25\"]\n[FEN \"W:Wc3,e3,Kg1:Bd6,f6,Kh8\"]\n1. e3-d4 (1. c3-b4 f6-g5) d6-c5 2. d4:b6 *\n\n"
        "[GameType \"26\"]\n1. c3-d4 f6-e5 2. d4xf6 g7xe5 0-2\n";
    SUBCASE("every prefix reads, each game replays under its variant or says why not") {
        std::size_t replayed = 0;
        at_once([&] {
            for (std::size_t n = 0; n <= text.size(); ++n)
                for (const auto& r : records(std::string_view(text).substr(0, n))) replayed += replay_and_write_back(r);
        });
        CHECK(replayed > text.size() / 2);  // most cuts leave a game that replays
        const auto whole = records(text);
        REQUIRE(whole.size() == 3);
        for (const auto& r : whole) CHECK(replay_and_write_back(r));
    }
    SUBCASE("cut inside a character, a comment, a tag, a variation") {
        const std::pair<std::string_view, std::string_view> cases[] = {
            {"1. 32-28 {caf\xc3", "the comment is not closed: '}' is missing"},
            {"[Event \"caf\xc3", "the value of tag Event is not closed on its line"},
            {"[Event", "expected ']' to close tag Event"},
            {"1. 32-28 (1. 33-28", "the variation opened here is not closed before the end of the input"},
            {"1. 32-28 19-", "a lone square 19: a move needs a separator and a second square"},
        };
        for (const auto& c : cases) {
            CAPTURE(c.first);
            const auto all = records(c.first);
            REQUIRE(all.size() == 1);
            REQUIRE(all[0].error);
            CHECK(all[0].error->message == c.second);
        }
    }
    SUBCASE("a stream that fails, or a file that is not there, is an empty file") {
        std::ifstream missing("/nonexistent/draughts/games.pdn", std::ios::binary);
        pdn_reader from_missing(missing);
        CHECK_FALSE(from_missing.next());
        // A source that gives up after 100 bytes: the games up to there, then the end.
        std::size_t at = 0;
        pdn_reader from_failing([&](char* buffer, std::size_t size) {
            const std::size_t n = std::min({size, std::size_t{7}, std::size_t{100} - std::min(at, std::size_t{100})});
            std::copy_n(text.data() + at, n, buffer);
            at += n;
            return n;
        });
        const auto cut = records(std::string_view(text).substr(0, 100));
        for (const auto& expected : cut) {
            const auto r = from_failing.next();
            REQUIRE(r);
            CHECK(r->movetext == expected.movetext);
            CHECK(r->tags == expected.tags);
        }
        CHECK_FALSE(from_failing.next());
    }
}

// Found by fuzz_pdn (fuzz/findings/pdn-crash-154639dadf6dad1cc2691c767d45926bd3fd036d),
// fixed in pdn.hpp: strength marks gathered from several tokens were written glued to
// their move, where they did not read back as one ("32-28 (?) !" became "32-28(?)!",
// rejected as an unreadable move). Now a move takes one annotation, and what reads writes
// back as what it read.
TEST_CASE("PDN: strength marks read back as they were read, or are rejected when read") {
    const std::string finding = "1.32-28 17-21 2.37-3\0 21-26 1-1\n\n1. 33-29 (1. 31-27 16-21) 1... 18-23 "s +
                                std::string(45, '?') + "2. 29x18 12x23 0-2\n"s;
    int read_back = 0;
    for (std::string_view text :
         {"1. 32-28 (?) ! *"sv, "1. 32-28 ???????? ???????? ? *"sv, "1. 32-28 ! ? *"sv, "1. 32-28 !? *"sv,
          "1. 32-28!? *"sv, "1. 32-28 (!?) *"sv, "1. 32-28x! *"sv, std::string_view(finding)}) {
        CAPTURE(text);
        for (const auto& g : read_pdn<international>(text)) {
            if (!g.ok()) {
                CHECK(printable(g.error->message));
                continue;
            }
            const auto back = read_pdn<international>(write_pdn(g.game));
            REQUIRE(back.size() == 1);
            CHECK(back[0].ok());
            CHECK(back[0].game.moves == g.game.moves);
            ++read_back;
        }
    }
    CHECK(read_back >= 4);
}

// Numbers past what a reader takes: a game may begin at move 999,999,999, and the writer
// numbers on from there in what the reader reads back (pdn.hpp, max_first_move_number).
TEST_CASE("PDN writer: games numbered from 999,999,999 read back") {
    const auto g = read_pdn<international>("999999999. 32-28 19-23 28x19 *");
    REQUIRE(g.size() == 1);
    REQUIRE(g[0].ok());
    CHECK(g[0].game.first_move_number == 999'999'999);
    const std::string written = write_pdn(g[0].game);
    CHECK(written.find("1000000000. 28x19") != std::string::npos);
    const auto back = read_pdn<international>(written);
    REQUIRE(back.size() == 1);
    CHECK(back[0].ok());
    CHECK(back[0].game.moves == g[0].game.moves);

    const auto too_large = read_pdn<international>("1000000000. 32-28 *");
    REQUIRE(too_large.size() == 1);
    REQUIRE_FALSE(too_large[0].ok());
    CHECK(too_large[0].error->kind == error_kind::number_too_large);
    CHECK(too_large[0].error->column == 1);
}

// A message names the text it rejects, but a bounded part of it (text.hpp, quoted and
// excerpt): a million digits make an error of a line, not of a megabyte.
TEST_CASE("error messages quote a bounded part of the text") {
    constexpr std::size_t most = 200;
    const auto fen_square = read_fen<international>("W:W" + std::string(million, '1'));
    REQUIRE_FALSE(fen_square);
    CHECK(fen_square.error().kind == error_kind::bad_square);
    CHECK(fen_square.error().message.size() <= most);
    const auto fen_counter = read_fen<international>("W:W31:B1:H" + std::string(million, '9'));
    REQUIRE_FALSE(fen_counter);
    CHECK(fen_counter.error().kind == error_kind::number_too_large);
    CHECK(fen_counter.error().message.size() <= most);
    const auto fen_rank = read_fen<russian>("W:Wa" + std::string(million, '9'));
    REQUIRE_FALSE(fen_rank);
    CHECK(fen_rank.error().message.size() <= most);
    const auto start = setup<international>(international_start);
    const auto move_square = parse_move(start, std::string(million, '3'));
    REQUIRE_FALSE(move_square);
    CHECK(move_square.error().message.size() <= most);
    const auto move_path = parse_move(start, "32" + repeated("-28", million / 3));
    REQUIRE_FALSE(move_path);
    CHECK(move_path.error().message.size() <= most);
}
