// The engine protocols (protocol/hub.hpp, protocol/dxp.hpp): every message kind read and
// written back, with the exact texts of the specifications' examples (Hub protocol version 2,
// the DamExchange layer 2 pages); malformed messages with their error texts; positions as
// letters; protocol moves matched to the legal move of real positions.

// First, as a user's file may have it: the headers' own quoted must not lose to std::quoted
// (argument-dependent lookup finds it for a std::string), which <iomanip> declares.
#include <iomanip>

#include "support.hpp"

#include <doctest/doctest.h>

#include <string>
#include <string_view>
#include <variant>
#include <vector>

using namespace draughts;

namespace {

template <class Variant = international>
position<Variant> setup(std::string_view fen) {
    const auto p = read_fen<Variant>(fen);
    INFO("FEN " << fen);
    REQUIRE(p);
    return *p;
}

// Reads a line, checks it writes back as `written` and reads back to the same message.
hub_message hub_round_trip(std::string_view line, std::string_view written) {
    INFO("line " << line);
    const auto m = read_hub(line);
    if (!m) FAIL(m.error().what());
    CHECK(hub_writable(*m));
    CHECK(write_hub(*m) == written);
    const auto again = read_hub(write_hub(*m));
    REQUIRE(again);
    CHECK(*again == *m);
    return *m;
}

std::string hub_failure(std::string_view line) {
    const auto m = read_hub(line);
    REQUIRE_FALSE(m);
    return m.error().what();
}

dxp_message dxp_round_trip(std::string_view text, std::string_view written) {
    INFO("message " << text);
    const auto m = read_dxp(text);
    if (!m) FAIL(m.error().what());
    CHECK(dxp_writable(*m));
    CHECK(write_dxp(*m) == written);
    const auto again = read_dxp(write_dxp(*m));
    REQUIRE(again);
    CHECK(*again == *m);
    return *m;
}

std::string dxp_failure(std::string_view text) {
    const auto m = read_dxp(text);
    REQUIRE_FALSE(m);
    return m.error().what();
}

template <class Variant = international>
std::string hub_move_error(const position<Variant>& p, std::string_view text) {
    const auto m = parse_hub_move(p, text);
    REQUIRE_FALSE(m);
    return m.error().what();
}

}  // namespace

TEST_CASE("Hub: the initialisation of Hub 2's example, message by message") {
    CHECK(std::holds_alternative<hub_hub>(hub_round_trip("hub", "hub").command));
    const hub_message id =
        hub_round_trip("id name=Scan version=3.1 author=\"Fabien Letouzey\" country=France",
                       "id name=Scan version=3.1 author=\"Fabien Letouzey\" country=France");
    CHECK(std::get<hub_id>(id.command) == hub_id{"Scan", "3.1", "Fabien Letouzey", "France"});
    const hub_message param = hub_round_trip(
        "param name=variant value=normal type=enum values=\"normal killer bt frisian losing\"",
        "param name=variant value=normal type=enum values=\"normal killer bt frisian losing\"");
    CHECK(std::get<hub_param>(param.command).values == "normal killer bt frisian losing");
    hub_round_trip("param name=book value=true type=bool", "param name=book value=true type=bool");
    hub_round_trip("wait", "wait");
    CHECK(std::get<hub_set_param>(hub_round_trip("set-param name=variant value=frisian",
                                                 "set-param name=variant value=frisian")
                                      .command) == hub_set_param{"variant", "frisian"});
    hub_round_trip("init", "init");
    hub_round_trip("ready", "ready");
}

TEST_CASE("Hub: searches, answers and the other commands") {
    const hub_message pos = hub_round_trip("pos pos=Wbbbbbbbbbbbbbbbbbbbbeeeeeeeeeewwwwwwwwwwwwwwwwwwww",
                                           "pos pos=Wbbbbbbbbbbbbbbbbbbbbeeeeeeeeeewwwwwwwwwwwwwwwwwwww");
    CHECK(std::get<hub_pos>(pos.command).moves.empty());
    const hub_message with_moves =
        hub_round_trip("pos pos=BeeeWWeeeeeeeeeeeeeeeeeeeweeeeeeeeewweBeeeeeeeeeBee moves=\"38-15 5-41 48-26\"",
                       "pos pos=BeeeWWeeeeeeeeeeeeeeeeeeeweeeeeeeeewweBeeeeeeeeeBee moves=\"38-15 5-41 48-26\"");
    CHECK(std::get<hub_pos>(with_moves.command).moves == std::vector<std::string>{"38-15", "5-41", "48-26"});

    CHECK(std::get<hub_level>(hub_round_trip("level move-time=1", "level move-time=1").command).move_time == 1.0);
    const hub_level level =
        std::get<hub_level>(hub_round_trip("level moves=9 time=291.587", "level moves=9 time=291.587").command);
    CHECK(level.moves == 9);
    CHECK(level.time == 291.587);
    hub_round_trip("level time=60 inc=0.5", "level time=60 inc=0.5");
    hub_round_trip("level depth=12", "level depth=12");
    hub_round_trip("level nodes=1000000", "level nodes=1000000");
    CHECK(std::get<hub_level>(hub_round_trip("level infinite", "level infinite").command).infinite);

    CHECK(std::get<hub_go>(hub_round_trip("go think", "go think").command).mode == hub_search_mode::think);
    CHECK(std::get<hub_go>(hub_round_trip("go ponder", "go ponder").command).mode == hub_search_mode::ponder);
    CHECK(std::get<hub_go>(hub_round_trip("go analyze", "go analyze").command).mode == hub_search_mode::analyze);

    const std::string info_line =
        "info depth=21 mean-depth=20.8 score=-0.01 nodes=31261613 time=3.906 nps=8 pv=\"32-28 17-22 28x17x22 "
        "12x21x17\"";
    const hub_info info = std::get<hub_info>(
        hub_round_trip("info depth=21 mean-depth=20.8 score=-0.01 nodes=31261613 time=3.906 nps=8.0 "
                       "pv=\"32-28 17-22 28x17x22 12x21x17\"",
                       info_line)
            .command);
    CHECK(info.depth == 21);
    CHECK(info.score == -0.01);
    CHECK(info.nodes == 31261613);
    CHECK(info.pv == std::vector<std::string>{"32-28", "17-22", "28x17x22", "12x21x17"});
    CHECK(std::get<hub_done>(hub_round_trip("done move=32-28 ponder=17-22", "done move=32-28 ponder=17-22").command) ==
          hub_done{"32-28", "17-22"});
    hub_round_trip("done move=32-28", "done move=32-28");
    hub_round_trip("ping", "ping");
    hub_round_trip("pong", "pong");
    hub_round_trip("ponder-hit", "ponder-hit");
    hub_round_trip("stop", "stop");
    hub_round_trip("new-game", "new-game");
    hub_round_trip("quit", "quit");
    CHECK(std::get<hub_error>(hub_round_trip("error message=\"illegal move\"", "error message=\"illegal move\"").command)
              .message == "illegal move");
}

TEST_CASE("Hub: spaces, quotes, flags, and unknown commands and arguments are kept") {
    // Blanks around '=' and between arguments carry no meaning (Hub 2, general syntax).
    hub_round_trip("  set-param   name = book  value =\"\"  ", "set-param name=book value=\"\"");
    hub_round_trip("set-param name=x value=\"a=b\"", "set-param name=x value=\"a=b\"");
    const hub_message unknown = hub_round_trip("hello to=you  flag x=\"two words\"", "hello to=you flag x=\"two words\"");
    CHECK(std::get<hub_unknown>(unknown.command).name == "hello");
    CHECK(unknown.others == std::vector<hub_argument>{{"to", "you"}, {"flag", ""}, {"x", "two words"}});
    const hub_message kept = hub_round_trip("go think extra=1 nice", "go think extra=1 nice");
    CHECK(kept.others == std::vector<hub_argument>{{"extra", "1"}, {"nice", ""}});
    const hub_message other = hub_round_trip("analyse depth=3 multipv=2", "analyse depth=3 multipv=2");
    CHECK(std::get<hub_unknown>(other.command).name == "analyse");
    CHECK(other.others.size() == 2);
    // A message made by a program, written as Hub 2 writes it.
    hub_message made{hub_pos{write_hub_position(position<international>::start()), {"32-28", "19-23"}}};
    CHECK(write_hub(made) ==
          "pos pos=Wbbbbbbbbbbbbbbbbbbbbeeeeeeeeeewwwwwwwwwwwwwwwwwwww moves=\"32-28 19-23\"");
    CHECK(write_hub({hub_level{std::nullopt, std::nullopt, std::nullopt, 40, 299.5, 2.0, false}}) ==
          "level moves=40 time=299.5 inc=2");
    // What Hub 2 cannot write: a double quote in a value, an unknown argument named like a known one.
    CHECK_FALSE(hub_writable({hub_error{"say \"hi\""}}));
    CHECK_FALSE(hub_writable({hub_go{}, {{"ponder", ""}}}));
    CHECK_FALSE(hub_writable({hub_unknown{"go"}}));
}

TEST_CASE("Hub: malformed lines say what and where") {
    CHECK(hub_failure("") == "column 1: empty Hub line");
    CHECK(hub_failure("=x") == "column 1: expected a command, not \"=\"");
    CHECK(hub_failure("pos pos=\"Wbbb") == "column 9: the value of pos has no closing quote");
    CHECK(hub_failure("pos pos=") == "column 9: expected a value after pos=");
    CHECK(hub_failure("pos moves=\"32-28\"") == "column 1: pos needs pos=...");
    CHECK(hub_failure("level depth=ten") == "column 13: level: depth must be a whole number, not \"ten\"");
    CHECK(hub_failure("level time=nan") == "column 12: level: time must be a number, not \"nan\"");
    CHECK(hub_failure("level time=1e999") == "column 12: level: time is out of range: \"1e999\"");
    CHECK(hub_failure("level depth=1 depth=2") == "column 15: level: depth is given twice");
    CHECK(hub_failure("go") == "column 1: go takes one of think, ponder and analyze");
    CHECK(hub_failure("go think ponder") == "column 1: go takes one of think, ponder and analyze");
    CHECK(hub_failure("hello \"quoted\"") == "column 7: expected an argument name, not \"\"quoted\"\"");
    CHECK(hub_failure("done ponder=17-22") == "column 1: done needs move=...");
    CHECK(hub_failure("id name=\"Scan\"x") == "column 15: expected a space before \"x\"");
    CHECK(hub_failure("ping \x01") == "column 6: expected an argument name, not \"\\x01\"");
    CHECK(read_hub("level depth=ten").error().kind == error_kind::syntax);
    CHECK(read_hub("done").error().kind == error_kind::incomplete);
}

TEST_CASE("Hub positions") {
    const auto start = position<international>::start();
    CHECK(write_hub_position(start) == "Wbbbbbbbbbbbbbbbbbbbbeeeeeeeeeewwwwwwwwwwwwwwwwwwww");
    CHECK(*read_hub_position<international>("Wbbbbbbbbbbbbbbbbbbbbeeeeeeeeeewwwwwwwwwwwwwwwwwwww") == start);
    // Hub 2's second example: kings of both colours, Black to move.
    const auto kings = read_hub_position<international>("BeeeWWeeeeeeeeeeeeeeeeeeeweeeeeeeeewweBeeeeeeeeeBee");
    REQUIRE(kings);
    CHECK(write_fen(*kings) == "B:WK4,K5,25,35,36:BK38,K48");
    CHECK(write_hub_position(*kings) == "BeeeWWeeeeeeeeeeeeeeeeeeeweeeeeeeeewweBeeeeeeeeeBee");
    // The 10x10 variants Scan plays, and an 8x8 board: one letter per square.
    CHECK(write_hub_position(position<frisian>::start()) == "Wbbbbbbbbbbbbbbbbbbbbeeeeeeeeeewwwwwwwwwwwwwwwwwwww");
    CHECK(write_hub_position(position<brazilian>::start()) == "Wbbbbbbbbbbbbeeeeeeeewwwwwwwwwwww");
    CHECK(hub_variant_name<international>() == "normal");
    CHECK(hub_variant_name<breakthrough>() == "bt");
    CHECK(hub_variant_name<antidraughts>() == "losing");
    CHECK(hub_variant_name<russian>().empty());

    auto error = [](std::string_view text) {
        const auto p = read_hub_position<international>(text);
        REQUIRE_FALSE(p);
        return p.error().what();
    };
    CHECK(error("Wbbb") ==
          "column 1: a Hub position of international draughts has 51 characters (the side to move, then one per "
          "square), not 4: \"Wbbb\"");
    CHECK(error("wbbbbbbbbbbbbbbbbbbbbeeeeeeeeeewwwwwwwwwwwwwwwwwwww") ==
          "column 1: the side to move of a Hub position must be W or B, not \"w\"");
    CHECK(error("Wbbbbbbbbbbbbbbbbbbbbeeeeeeeeeewwwwwwwwwwwwwwwwwwwx") ==
          "column 51: square 50 of a Hub position is \"x\", expected one of wbWBe");
    CHECK(error("Ww" + std::string(49, 'e')) ==
          "column 2: a White man on 1 would already be a king");
    const auto brazilian_error = read_hub_position<brazilian>("Wbbbbbbbbbbbbbbbbbbbbeeeeeeeeeewwwwwwwwwwwwwwwwwwww");
    REQUIRE_FALSE(brazilian_error);
    CHECK(brazilian_error.error().message.starts_with("a Hub position of brazilian draughts has 33 characters"));
}

TEST_CASE("Hub moves matched against positions") {
    const auto start = position<international>::start();
    CHECK(write_hub_move<international>(*parse_hub_move(start, "32-28")) == "32-28");

    // A man takes two pieces: the captured squares come in any order.
    const auto two = setup("W:W37:B32,22,23");
    const auto taken = parse_hub_move(two, "37x17x32x22");
    REQUIRE(taken);
    CHECK(write_move(two, *taken, {move_form::full}) == "37x28x17");
    CHECK(*parse_hub_move(two, "37x17x22x32") == *taken);
    CHECK(write_hub_move<international>(*taken) == "37x17x22x32");

    // Hub 2's own example capture "28x19x23": from 28 to 19 taking 23.
    const auto single = setup("W:W28:B23,1");
    CHECK(write_move(single, *parse_hub_move(single, "28x19x23")) == "28x19");

    // A man goes round four of five pieces either way: two paths, one move (PDN 3.0: a move
    // is its squares and captured set), so the Hub text names it.
    const auto ring = setup("W:W28:B22,23,12,13,32,33");
    REQUIRE(move_paths(ring, *parse_hub_move(ring, "28x37x23x13x12x22x32")).size() == 2);
    CHECK(write_hub_move<international>(*parse_hub_move(ring, "28x37x32x22x12x13x23")) == "28x37x12x13x22x23x32");

    CHECK(hub_move_error(two, "37x17x22") ==
          "\"37x17x22\" is not a legal move: it captures 22, and the legal move from 37 to 17 captures 22, 32");
    CHECK(hub_move_error(two, "37-28") ==
          "\"37-28\" is not a legal move: the capture must go on from 28: 37x28x17 (FMJD 4.5, 4.6)");
    CHECK(hub_move_error(two, "37x17x22x32x32") == "\"37x17x22x32x32\": square 32 is captured twice");
    CHECK(hub_move_error(start, "28x19x23") == "\"28x19x23\" is not a legal move: there is no piece on 28");
    CHECK(hub_move_error(start, "17-22") ==
          "\"17-22\" is not a legal move: 17 holds a Black piece, and White is to move");
    CHECK(hub_move_error(start, "37x17x22x99") == "column 10: square 99 is off the board (1-50)");
    CHECK(hub_move_error(start, "31-27x") ==
          "column 6: unexpected \"x\" in the Hub move \"31-27x\" (32-28, or 28x19x23 for a capture)");
    CHECK(hub_move_error(start, "28x19") ==
          "column 1: a Hub capture names the captured pieces after its start and end (28x19x23), not \"28x19\"");
    CHECK(parse_hub_move(start, "17-22").error().kind == error_kind::no_piece);
    CHECK(parse_hub_move(two, "37-28").error().kind == error_kind::capture_must_continue);
    CHECK(parse_hub_move(two, "37x17x22").error().kind == error_kind::illegal_move);
}

TEST_CASE("DXP: the examples of the DamExchange pages, field by field") {
    const auto request = std::get<dxp_game_request>(
        dxp_round_trip("R01Tornado voor Windows 4.0        W060065A", "R01Tornado voor Windows 4.0        W060065A"));
    CHECK(request == dxp_game_request{1, "Tornado voor Windows 4.0", color::white, 60, 65, std::nullopt});
    CHECK(std::get<dxp_game_accept>(dxp_round_trip("ATornado voor Windows 4.0        0",
                                                   "ATornado voor Windows 4.0        0")) ==
          dxp_game_accept{"Tornado voor Windows 4.0", dxp_acceptance::accepted});
    CHECK(std::get<dxp_move>(dxp_round_trip("M0012061100", "M0012061100")) == dxp_move{12, 6, 11, {}});
    CHECK(std::get<dxp_move>(dxp_round_trip("M001205250422122320", "M001205250422122320")) ==
          dxp_move{12, 5, 25, {22, 12, 23, 20}});
    CHECK(std::get<dxp_game_end>(dxp_round_trip("E00", "E00")) == dxp_game_end{});
    CHECK(std::get<dxp_game_end>(dxp_round_trip("E21", "E21")) ==
          dxp_game_end{dxp_end_reason::draw, dxp_stop_code::stop_entirely});
    CHECK(std::get<dxp_chat>(dxp_round_trip("CWhat do you think about move 35?", "CWhat do you think about move 35?"))
              .text == "What do you think about move 35?");
    CHECK(std::get<dxp_back_request>(dxp_round_trip("B005Z", "B005Z")) == dxp_back_request{5, color::black});
    CHECK(std::get<dxp_back_accept>(dxp_round_trip("K1", "K1")).acceptance == dxp_back_acceptance::not_supported);
}

TEST_CASE("DXP: GAMEREQ with a position, and positions") {
    const auto start = position<international>::start();
    const dxp_game_request from_start = dxp_request_for(start, "draughts", color::black, 5, 0);
    CHECK(write_dxp(from_start) == "R01draughts                        Z005000A");
    CHECK(*dxp_start_position(from_start) == start);

    const auto p = setup("B:W12,20,22,23:BK5");
    const dxp_game_request r = dxp_request_for(p, "draughts", color::white, 120, 75);
    CHECK(write_dxp_position(p) == "ZeeeeZeeeeeeweeeeeeewewweeeeeeeeeeeeeeeeeeeeeeeeeee");
    const std::string text = write_dxp(r);
    CHECK(text == "R01draughts                        W120075BZeeeeZeeeeeeweeeeeeewewweeeeeeeeeeeeeeeeeeeeeeeeeee");
    CHECK(text.size() == 1 + 2 + 32 + 1 + 3 + 3 + 1 + 1 + 50);
    dxp_round_trip(text, text);
    CHECK(*dxp_start_position(std::get<dxp_game_request>(*read_dxp(text))) == p);
    CHECK(write_dxp_position(start) == "Wzzzzzzzzzzzzzzzzzzzzeeeeeeeeeewwwwwwwwwwwwwwwwwwww");

    const auto bad = read_dxp_position("Wwzzzzzzzzzzzzzzzzzzzeeeeeeeeeewwwwwwwwwwwwwwwwwwww");
    REQUIRE_FALSE(bad);
    CHECK(bad.error().what() == "column 2: a White man on 1 would already be a king");
}

TEST_CASE("DXP: malformed messages say which field and where") {
    CHECK(dxp_failure("") == "empty DXP message");
    CHECK(dxp_failure("X00") == "column 1: unknown DXP message type \"X\" (expected R, A, M, E, C, B or K)");
    CHECK(dxp_failure("M00120611") ==
          "column 10: DXP MOVE: the message ends before its number captured (2 characters) in \"M00120611\"");
    CHECK(dxp_failure("M0012061101") ==
          "column 12: DXP MOVE: the message ends before its captured square (2 characters) in \"M0012061101\"");
    CHECK(dxp_failure("M00120a1100") ==
          "column 6: DXP MOVE: the from square must be 2 digits, not \"0a\" in \"M00120a1100\"");
    CHECK(dxp_failure("M0012511100") ==
          "column 6: DXP MOVE: the from square 51 is not in 01-50 in \"M0012511100\"");
    CHECK(dxp_failure("M0012061121") ==
          "column 10: DXP MOVE: the number captured 21 is not in 00-20 in \"M0012061121\"");
    CHECK(dxp_failure("M00120611000") == "column 12: DXP MOVE: unexpected \"0\" after the last field in \"M00120611000\"");
    CHECK(dxp_failure("R01Tornado voor Windows 4.0        X060065A") ==
          "column 36: DXP GAMEREQ: the follower colour must be one of W, Z, not \"X\" in \"R01Tornado voor Windows "
          "4.0        X060065A\"");
    CHECK(dxp_failure("R01Tornado voor Windows 4.0        W060065C") ==
          "column 43: DXP GAMEREQ: the starting position must be one of A, B, not \"C\" in \"R01Tornado voor Windows "
          "4.0        W060065C\"");
    CHECK(dxp_failure("R01Tornado voor Windows 4.0        W060065BWzzz") ==
          "column 48: DXP GAMEREQ: the message ends before its position (50 characters) in \"R01Tornado voor Windows "
          "4.0        W060065BWzzz\"");
    CHECK(dxp_failure("ATornado") ==
          "column 9: DXP GAMEACC: the message ends before its name (32 characters) in \"ATornado\"");
    CHECK(dxp_failure("ATornado voor Windows 4.0        4") ==
          "column 34: DXP GAMEACC: the acceptance code must be one of 0, 1, 2, 3, not \"4\" in \"ATornado voor Windows "
          "4.0        4\"");
    CHECK(dxp_failure("E4") == "column 2: DXP GAMEEND: the reason must be one of 0, 1, 2, 3, not \"4\" in \"E4\"");
    CHECK(dxp_failure("E0") == "column 3: DXP GAMEEND: the message ends before its stop code (1 character) in \"E0\"");
    CHECK(dxp_failure("C") == "column 2: DXP CHAT: the message has no text (1 to 126 characters)");
    CHECK(dxp_failure("C" + std::string(127, 'a')) == "column 128: a DXP message has at most 127 characters, not 128");
    CHECK(dxp_failure("B000W") == "column 2: DXP BACKREQ: the move number 000 is not in 001-999 in \"B000W\"");
    CHECK(dxp_failure("B005") ==
          "column 5: DXP BACKREQ: the message ends before its colour to move (1 character) in \"B005\"");
    CHECK(dxp_failure("K3") == "column 2: DXP BACKACC: the acceptance code must be one of 0, 1, 2, not \"3\" in \"K3\"");
    CHECK(dxp_failure("Cna\xc3\xafve") == "column 4: a DXP message holds ASCII characters 1-127, not \\xc3");
    CHECK(read_dxp("M0012511100").error().kind == error_kind::bad_square);
    CHECK(read_dxp("E0").error().kind == error_kind::incomplete);
}

TEST_CASE("DXP moves matched against positions") {
    // The MOVE page's example 5x25 taking 23, 22, 12 and 20, played by a Black king.
    const auto p = setup("B:W12,20,22,23:BK5");
    const auto m = find_dxp_move(p, std::get<dxp_move>(*read_dxp("M001205250422122320")));
    REQUIRE(m);
    CHECK(write_move(p, *m, {move_form::full}) == "5x28x17x3x25");
    CHECK(write_dxp(to_dxp_move(*m, 12)) == "M001205250412202223");
    CHECK(write_dxp(to_dxp_move(*parse_hub_move(position<international>::start(), "32-28"), 3)) == "M0003322800");

    const auto missing = find_dxp_move(p, dxp_move{0, 5, 25, {22, 12, 23}});
    REQUIRE_FALSE(missing);
    CHECK(missing.error().what() ==
          "\"5x25x22x12x23\" is not a legal move: it captures 12, 22, 23, and the legal move from 5 to 25 captures "
          "12, 20, 22, 23");
    const auto empty = find_dxp_move(position<international>::start(), dxp_move{0, 28, 23, {}});
    REQUIRE_FALSE(empty);
    CHECK(empty.error().kind == error_kind::no_piece);
}

TEST_CASE("Hub: moves in quotes hold anything but blanks and quotes (a fuzzer's finding)") {
    const hub_message m = hub_round_trip("pos pos=x moves=\"72-28 17-y mov=\x01\"", "pos pos=x moves=\"72-28 17-y mov=\x01\"");
    CHECK(std::get<hub_pos>(m.command).moves == std::vector<std::string>{"72-28", "17-y", "mov=\x01"});
    CHECK_FALSE(hub_writable({hub_pos{"x", {"32-28 19-23"}}}));
    CHECK_FALSE(hub_writable({hub_pos{"x", {""}}}));
}
