// Games (game.hpp): history, undo, legality of what is played, wins, and every draw rule of
// the draw rules of every federation. Each draw rule is reached exactly at its limit
// and not one move earlier; each test names its article.
//
// Long counts (15 to 60 moves) are played by walk(): quiet moves in generation order that
// keep the material as it is, never repeat a position and keep the game going, so the draw
// the test expects is the only one that can come.

#include "instances.hpp"

#include <draughts/game/game.hpp>
#include <draughts/variants/diagonal.hpp>

#include <doctest/doctest.h>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <random>
#include <string>
#include <string_view>
#include <vector>

using namespace draughts;

namespace {

template <class Variant>
game<Variant> from_fen(std::string_view fen) {
    INFO("FEN: ", fen);
    auto g = game<Variant>::from_fen(fen);
    REQUIRE(g);
    return std::move(*g);
}

template <class Variant>
void play(game<Variant>& g, std::initializer_list<std::string_view> moves) {
    for (const std::string_view text : moves) {
        INFO("ply ", g.ply() + 1, ": ", text);
        const auto r = g.play(text);
        REQUIRE_MESSAGE(r, (r ? std::string() : r.error().what()));
    }
}

template <class Variant>
std::vector<move<Variant>> legal_moves(const position<Variant>& p) {
    move_list<Variant> list;
    generate(p, list);
    return {list.begin(), list.end()};
}

template <class Variant>
bool moves_king(const game<Variant>& g, const move<Variant>& m) {
    return ((g.current().kings() >> m.from) & 1) != 0;
}

template <class Variant>
bool bit_on_main_road(int square_bit) {
    using board = typename Variant::board;
    return on_main_road<board>(board::number(square_bit));
}

// A quiet move that keeps the material, repeats no position and may be played by `allowed`.
template <class Variant, class Allowed>
bool fits(game<Variant>& g, const move<Variant>& m, const Allowed& allowed) {
    return !m.is_capture() && allowed(g, m);
}

enum class last_ply : bool { goes_on, may_end };

template <class Variant, class Allowed>
bool walk_from(game<Variant>& g, int plies, const Allowed& allowed, last_ply last, long& budget) {
    if (plies == 0) return true;
    for (const auto& m : legal_moves(g.current())) {
        if (!fits(g, m, allowed) || --budget < 0) continue;
        REQUIRE(g.play(m));
        const bool may_end = plies == 1 && last == last_ply::may_end;
        if (g.occurrences() == 1 && !has_capture(g.current()) && (may_end || !g.state().is_over()) &&
            walk_from(g, plies - 1, allowed, last, budget))
            return true;
        g.undo();
    }
    return false;
}

// Plays `plies` quiet moves allowed by `allowed`, after each of which the game goes on (the
// last one excepted, if so asked), no position repeats and the next player has no capture
// (so the material stays as it is). Depth first in generation order: the same walk on
// every run.
template <class Variant, class Allowed>
void walk(game<Variant>& g, int plies, const Allowed& allowed, last_ply last = last_ply::goes_on) {
    long budget = 200000;
    const std::size_t start = g.ply();
    REQUIRE(walk_from(g, plies, allowed, last, budget));
    REQUIRE(g.ply() == start + static_cast<std::size_t>(plies));
}

// The first allowed quiet move that keeps the material and repeats no position.
template <class Variant, class Allowed>
void one_move(game<Variant>& g, const Allowed& allowed) {
    for (const auto& m : legal_moves(g.current())) {
        if (!fits(g, m, allowed)) continue;
        REQUIRE(g.play(m));
        if (g.occurrences() == 1 && !has_capture(g.current())) return;
        g.undo();
    }
    FAIL("no move fits");
}

// The rule ends the game `plies` plies from now and not one ply earlier: the game goes on
// after every ply before (walk checks it), and in particular one move short.
template <class Variant, class Allowed>
void check_limit(game<Variant>& g, int plies, draw_rule rule, std::string_view article, const Allowed& allowed) {
    const std::size_t start = g.ply();
    walk(g, plies, allowed, last_ply::may_end);
    const auto last = g.moves().back();
    const auto counters = g.counters();
    REQUIRE(g.undo());
    CHECK(g.state().kind == game_status::ongoing);  // one move short
    REQUIRE(g.play(last));
    CHECK(g.counters() == counters);
    const game_state s = g.state();
    CHECK(s.kind == game_status::draw);
    CHECK(s.rule == rule);
    CHECK(s.name == to_string(rule));
    CHECK(s.article == article);
    CHECK(s.ply == start + static_cast<std::size_t>(plies));
    CHECK(!s.winner);
}

const auto any_quiet_move = [](const auto&, const auto&) { return true; };
const auto kings_move = [](const auto& g, const auto& m) { return moves_king(g, m); };

// Everything a ply restores, to compare before and after.
template <class Variant>
struct snapshot {
    position<Variant> current;
    draw_counters counters;
    std::uint64_t hash;
    game_state state;
    int occurrences;
    std::size_t ply;
    bool operator==(const snapshot&) const = default;
};

template <class Variant>
snapshot<Variant> take(const game<Variant>& g) {
    return {g.current(), g.counters(), g.hash(), g.state(), g.occurrences(), g.ply()};
}

// The Russian rules with every limit at one move, to put two rules in one position.
struct russian_one_move_limits : russian {
    static constexpr std::array draws{
        draw_limit{draw_rule::repetition, 3, "FMJD-64 7.2.3"},
        draw_limit{draw_rule::three_kings_vs_king, 1, "test"},
        draw_limit{draw_rule::kings_only, 1, "test"},
        draw_limit{draw_rule::balance_4_5_pieces, 1, "test"},
        draw_limit{draw_rule::balance_6_7_pieces, 1, "test"},
        draw_limit{draw_rule::three_vs_king_on_main_road, 1, "test"},
        draw_limit{draw_rule::three_pieces_vs_king, 1, "test"},
        draw_limit{draw_rule::two_pieces_vs_king, 1, "test"},
    };
};

// The older international text: 5 moves, not 16, for three pieces against a lone king.
struct international_older_text : international {
    static constexpr std::array draws{
        draw_limit{draw_rule::repetition, 3, "FMJD 6"},
        draw_limit{draw_rule::kings_only, 25, "FMJD 6"},
        draw_limit{draw_rule::three_pieces_vs_king, 5, "FMJD 6 (older text)"},
        draw_limit{draw_rule::two_pieces_vs_king, 5, "FMJD 6"},
    };
};

}  // namespace

// ---------------------------------------------------------------------------------------
// History, legality, undo

TEST_CASE("a new game starts from the start position or a FEN") {
    const game<russian> r;
    CHECK(r.current() == position<russian>::start());
    CHECK(r.setup() == r.current());
    CHECK(r.ply() == 0);
    CHECK(r.moves().empty());
    CHECK(r.hash() == r.current().hash());
    CHECK(r.state() == game_state{});
    CHECK(r.occurrences() == 1);

    const game<international> i;
    CHECK(i.current() == position<international>::start());
    CHECK(i.state().kind == game_status::ongoing);

    const auto f = from_fen<international>("B:W31,K45:B1,2");
    CHECK(f.current().side_to_move() == color::black);
    CHECK(f.current() == *read_fen<international>("B:W31,K45:B1,2"));

    const auto bad = game<international>::from_fen("W:W31:B51");
    REQUIRE(!bad);
    CHECK(bad.error().kind == error_kind::bad_square);  // the FEN reader's own error
}

TEST_CASE("play keeps the move list, the position and the hash") {
    game<russian> g;
    play(g, {"c3-d4", "f6-e5", "d4:f6", "g7:e5"});
    REQUIRE(g.ply() == 4);
    CHECK(g.moves()[2].is_capture());
    CHECK(write_fen(g.current()) == "W:Wa1,c1,e1,g1,b2,d2,f2,h2,a3,e3,g3:Be5,b6,d6,h6,a7,c7,e7,b8,d8,f8,h8");
    CHECK(g.current().count(color::white) == 11);
    CHECK(g.hash() == g.current().hash());
    CHECK(g.setup() == position<russian>::start());

    // Each move of the list replays to the same position.
    auto p = g.setup();
    for (const auto& m : g.moves()) p.play(m);
    CHECK(p == g.current());
}

TEST_CASE("an illegal move returns illegal_move and leaves the game as it was") {
    game<russian> g;
    play(g, {"c3-d4", "f6-e5"});
    const auto before = take(g);
    const auto moves_before = std::vector<move<russian>>(g.moves().begin(), g.moves().end());

    // The compulsory capture with the wrong captured set or a promotion it does not make, and
    // a quiet move of the start position while the capture is compulsory.
    const auto legal = legal_moves(g.current());
    REQUIRE(legal.size() == 1);  // d4:f6
    auto wrong_set = legal.front();
    wrong_set.captured = 0;
    auto wrong_promotion = legal.front();
    wrong_promotion.promotes = true;
    const auto quiet = legal_moves(position<russian>::start()).front();
    for (const auto& m : {wrong_set, wrong_promotion, quiet}) {
        const auto r = g.play(m);
        REQUIRE(!r);
        CHECK(r.error().kind == error_kind::illegal_move);
        CHECK(r.error().message.find("is not a legal move") != std::string::npos);
        CHECK(take(g) == before);
        CHECK(std::vector<move<russian>>(g.moves().begin(), g.moves().end()) == moves_before);
    }

    const auto ok = g.play(legal.front());
    REQUIRE(ok);
    CHECK(*ok == legal.front());
}

TEST_CASE("play(text) returns the parser's reading, or its error unchanged and the game as it was") {
    game<international> g;
    const auto r = g.play("32-28!");
    REQUIRE(r);
    CHECK(r->annotation == "!");
    CHECK(r->played.from_square() == 32);
    CHECK(r->played.to_square() == 28);

    const auto before = take(g);
    for (const std::string_view text : {"", "19-24-", "32-28", "28-23", "1-7", "17-22 y", "50-45"}) {
        CAPTURE(text);
        const auto expected = parse_move(g.current(), text);
        REQUIRE(!expected);
        const auto got = g.play(text);
        REQUIRE(!got);
        CHECK(got.error().kind == expected.error().kind);
        CHECK(got.error().message == expected.error().message);
        CHECK(got.error().line == expected.error().line);
        CHECK(got.error().column == expected.error().column);
        CHECK(take(g) == before);
    }
}

TEST_CASE("undo takes back one move at a time and restores every counter") {
    // Random games from positions where every count runs at some point: the start, lone-king
    // endings, both sides with kings. Every ply is recorded, then taken back one by one.
    const std::vector<std::string_view> russian_fens{
        "W:Wa1,c1,e1,g1,b2,d2,f2,h2,a3,c3,e3,g3:Bb6,d6,f6,h6,a7,c7,e7,g7,b8,d8,f8,h8",
        "W:WKa1,Kc1,e3,g3:BKh8,b8",
        "W:WKc1,Ke1,a3:BKe5",
        "B:WKd2,f2,b2:BKh8,a7,c7,e7",
        "W:WKa1,Kc1,Ke1:BKh2,f4",
    };
    const std::vector<std::string_view> international_fens{
        "W:WK46,K47,36:BK3,12",
        "W:WK33,46,47,48:B1,2,3,K18",
    };
    std::mt19937_64 rng(20240601);
    draw_counters longest{-1, -1, -1, -1, -1, -1};  // to show that every count ran
    int draws = 0;
    int wins = 0;
    const auto run = [&]<class Variant>(game<Variant> g) {
        std::vector<snapshot<Variant>> history{take(g)};
        for (int ply = 0; ply < 160 && !g.state().is_over(); ++ply) {
            const auto moves = legal_moves(g.current());
            REQUIRE(g.play(moves[rng() % moves.size()]));
            CHECK(g.hash() == g.current().hash());
            history.push_back(take(g));
            const draw_counters& c = g.counters();
            longest = {std::max(longest.kings_only, c.kings_only),
                       std::max(longest.three_kings_vs_king, c.three_kings_vs_king),
                       std::max(longest.balance, c.balance),
                       std::max(longest.three_vs_king_on_main_road, c.three_vs_king_on_main_road),
                       std::max(longest.three_pieces_vs_king, c.three_pieces_vs_king),
                       std::max(longest.two_pieces_vs_king, c.two_pieces_vs_king)};
        }
        draws += g.state().kind == game_status::draw;
        wins += g.state().kind == game_status::win;
        // Play on past a draw: the game accepts moves, and undo comes back through them too.
        if (g.state().kind == game_status::draw) {
            const auto moves = legal_moves(g.current());
            const auto drawn = g.state();
            REQUIRE(g.play(moves.front()));
            CHECK(g.state() == drawn);  // the first end of the game stays its end
            history.push_back(take(g));
        }
        for (std::size_t i = history.size() - 1; i > 0; --i) {
            CHECK(take(g) == history[i]);
            REQUIRE(g.undo());
        }
        CHECK(take(g) == history.front());
        CHECK(!g.undo());
        CHECK(take(g) == history.front());
    };
    for (const auto fen : russian_fens)
        for (int game_number = 0; game_number < 8; ++game_number) run(from_fen<russian>(fen));
    for (const auto fen : international_fens)
        for (int game_number = 0; game_number < 8; ++game_number) run(from_fen<international>(fen));
    CHECK(longest.kings_only > 0);
    CHECK(longest.three_kings_vs_king > 0);
    CHECK(longest.balance > 0);
    CHECK(longest.three_vs_king_on_main_road > 0);
    CHECK(longest.three_pieces_vs_king > 0);
    CHECK(longest.two_pieces_vs_king > 0);
    CHECK(draws > 0);
    CHECK(wins > 0);
}

// ---------------------------------------------------------------------------------------
// Wins (a player who cannot move loses)

TEST_CASE("FMJD rules: a win by blockade, the side to move has pieces but no legal move") {
    auto g = from_fen<russian>("B:Wa1:Bb2,d4");
    CHECK(g.state().kind == game_status::ongoing);
    play(g, {"d4-c3"});  // a1 can neither step to b2 nor jump it
    const auto s = g.state();
    CHECK(s.kind == game_status::win);
    CHECK(s.winner == color::black);
    CHECK(s.name == "no legal move");
    CHECK(!s.rule);
    CHECK(s.ply == 1);

    auto i = from_fen<international>("B:W46:B32,41");
    play(i, {"32-37"});  // 46 can neither step to 41 nor jump it, 37 being taken
    CHECK(i.state().kind == game_status::win);
    CHECK(i.state().winner == color::black);
}

TEST_CASE("FMJD rules: a win by capturing the last piece") {
    auto g = from_fen<russian>("W:Wc3:Bd4");
    play(g, {"c3:e5"});
    const auto s = g.state();
    CHECK(s.kind == game_status::win);
    CHECK(s.winner == color::white);
    CHECK(g.current().count(color::black) == 0);

    auto i = from_fen<international>("B:W28:BK5");
    play(i, {"5x37"});
    CHECK(i.state().kind == game_status::win);
    CHECK(i.state().winner == color::black);
}

TEST_CASE("a position without a legal move is a win, even where a draw limit is reached") {
    // White's lone king on the main road against a king and two men: with every limit at one
    // move, Black's first move reaches two limits (kings only, main road) and blocks White.
    auto g = from_fen<russian_one_move_limits>("W:WKb2:Bc3,d4,Kc1");
    play(g, {"b2-a1"});
    CHECK(g.state().kind == game_status::ongoing);
    play(g, {"c1-b2"});
    CHECK(g.counters().kings_only == 2);
    CHECK(g.counters().three_vs_king_on_main_road == 2);
    const auto s = g.state();
    CHECK(s.kind == game_status::win);
    CHECK(s.winner == color::black);

    // The same limits reached where White can still move: a draw.
    auto h = from_fen<russian_one_move_limits>("W:WKb2:Bc3,d4,Kc1");
    play(h, {"b2-a1", "c1-d2"});
    CHECK(h.state().kind == game_status::draw);
    CHECK(h.state().rule == draw_rule::kings_only);
}

// ---------------------------------------------------------------------------------------
// Threefold repetition (FMJD-64 7.2.3, FMJD 6)

TEST_CASE("FMJD-64 7.2.3: threefold repetition, not in a row") {
    auto g = from_fen<russian>("W:Wa1,c1,e1,g1,Ka5:Bb8,d8,f8,h8,Kh4");
    play(g, {"a5-b6", "h4-g5", "b6-a5", "g5-h4"});
    CHECK(g.occurrences() == 2);
    CHECK(g.state().kind == game_status::ongoing);
    // Back again by other squares: the positions in between are not those of the first round.
    play(g, {"a5-d2", "h4-g3", "d2-a5"});
    CHECK(g.occurrences() == 1);
    CHECK(g.state().kind == game_status::ongoing);  // one move short
    play(g, {"g3-h4"});
    CHECK(g.occurrences() == 3);
    const auto s = g.state();
    CHECK(s.kind == game_status::draw);
    CHECK(s.rule == draw_rule::repetition);
    CHECK(s.name == "threefold repetition");
    CHECK(s.article == "FMJD-64 7.2.3");
    CHECK(s.ply == 8);
}

TEST_CASE("FMJD 6: threefold repetition, not in a row") {
    auto g = from_fen<international>("W:W46,47,48,49,50,K33:B1,2,3,4,5,K18");
    play(g, {"33-38", "18-13", "38-33", "13-18", "33-39", "18-12", "39-33"});
    CHECK(g.state().kind == game_status::ongoing);
    play(g, {"12-18"});
    const auto s = g.state();
    CHECK(s.kind == game_status::draw);
    CHECK(s.rule == draw_rule::repetition);
    CHECK(s.article == "FMJD 6");
    CHECK(s.ply == 8);
}

// ---------------------------------------------------------------------------------------
// Russian endings (FMJD-64 7.2.4-7.2.8)

TEST_CASE("FMJD-64 7.2.4: three kings against a lone king, 15 moves of the stronger side") {
    // The lone king keeps off the main road, where 7.2.7 would end the game sooner.
    const auto off_main_road = [](const game<russian>& g, const move<russian>& m) {
        return g.current().side_to_move() == color::white || !bit_on_main_road<russian>(m.to);
    };
    SUBCASE("the stronger side to move when the ending arises: draw on its 15th move, ply 29") {
        auto g = from_fen<russian>("W:WKa1,Kc1,Ke1:BKh2");
        CHECK(g.counters().three_kings_vs_king == 0);
        check_limit(g, 29, draw_rule::three_kings_vs_king, "FMJD-64 7.2.4", off_main_road);
        CHECK(g.counters().three_kings_vs_king == 29);
    }
    SUBCASE("the lone king to move: the stronger side's 15th move is ply 30") {
        auto g = from_fen<russian>("B:WKa1,Kc1,Ke1:BKh2");
        check_limit(g, 30, draw_rule::three_kings_vs_king, "FMJD-64 7.2.4", off_main_road);
    }
    SUBCASE("the count starts after the capture that makes the ending") {
        auto g = from_fen<russian>("W:WKa1,Kc1,Ke1:BKh2,f4");
        CHECK(g.counters().three_kings_vs_king == -1);
        play(g, {"c1:g5"});
        CHECK(g.counters().three_kings_vs_king == 0);
        check_limit(g, 30, draw_rule::three_kings_vs_king, "FMJD-64 7.2.4", off_main_road);
        CHECK(g.state().ply == 31);
    }
    SUBCASE("four kings: a capture that leaves three keeps the count") {
        auto g = from_fen<russian>("B:WKa1,Kc1,Ke1,Kg3:BKh2");
        play(g, {"h2:f4"});  // compulsory: h2 takes g3
        CHECK(g.counters().three_kings_vs_king == 1);
    }
    SUBCASE("a man with the kings is not this ending") {
        const auto g = from_fen<russian>("W:WKa1,Kc1,Ke1,a3:BKh2");
        CHECK(g.counters().three_kings_vs_king == -1);
    }
}

TEST_CASE("FMJD-64 7.2.5: 15 moves of kings only") {
    auto g = from_fen<russian>("W:Wa1,c1,e1,g1,Ka5:Bb8,d8,f8,h8,Kh4");
    SUBCASE("reached after 15 moves of each player, ply 30") {
        check_limit(g, 30, draw_rule::kings_only, "FMJD-64 7.2.5", kings_move);
        CHECK(g.counters().kings_only == 30);
    }
    SUBCASE("a man's move starts the count again") {
        walk(g, 20, kings_move);
        CHECK(g.counters().kings_only == 20);
        const auto men_move = [](const auto& game_, const auto& m) { return !moves_king(game_, m); };
        one_move(g, men_move);
        CHECK(g.counters().kings_only == 0);
        check_limit(g, 30, draw_rule::kings_only, "FMJD-64 7.2.5", kings_move);
        CHECK(g.state().ply == 51);
    }
    SUBCASE("a capture starts the count again") {
        play(g, {"a5-b6", "h4-g5", "b6-c7"});
        CHECK(g.counters().kings_only == 3);
        play(g, {"b8:d6"});
        CHECK(g.counters().kings_only == 0);
    }
}

TEST_CASE("FMJD-64 7.2.5: a promotion is a man's move and starts the count again") {
    auto g = from_fen<russian>("W:WKa1,g7:BKa7");
    play(g, {"a1-b2", "a7-b8"});
    CHECK(g.counters().kings_only == 2);
    play(g, {"g7-h8"});
    CHECK(g.moves().back().promotes);
    CHECK(g.counters().kings_only == 0);
}

TEST_CASE("FMJD-64 7.2.6: both sides with kings, 4 or 5 pieces, 30 moves without capture or promotion") {
    // Men must move now and then, or 7.2.5 (kings only) ends the game first; they may not be
    // crowned, which would change the balance.
    const auto spaced_men_moves = [](const game<russian>& g, const move<russian>& m) {
        if (moves_king(g, m)) return g.counters().kings_only < 26;
        return !m.promotes && g.counters().kings_only >= 20;
    };
    auto g = from_fen<russian>("W:WKe1,a1,c1:BKd8,h8");
    CHECK(g.counters().balance == 0);
    check_limit(g, 60, draw_rule::balance_4_5_pieces, "FMJD-64 7.2.6", spaced_men_moves);
    CHECK(g.counters().balance == 60);
    CHECK(g.counters().kings_only < 30);
}

TEST_CASE("FMJD-64 7.2.6: both sides with kings, 6 or 7 pieces, 60 moves without capture or promotion") {
    const auto spaced_men_moves = [](const game<russian>& g, const move<russian>& m) {
        if (moves_king(g, m)) return g.counters().kings_only < 26;
        return !m.promotes && g.counters().kings_only >= 20;
    };
    auto g = from_fen<russian>("W:WKe1,a1,c1:BKd8,f8,h8");
    CHECK(g.counters().balance == 0);
    check_limit(g, 120, draw_rule::balance_6_7_pieces, "FMJD-64 7.2.6", spaced_men_moves);
}

TEST_CASE("FMJD-64 7.2.6: a capture or a promotion changes the balance, a man's move does not") {
    auto g = from_fen<russian>("W:WKa1,g7,c1:BKh2,a7,b8");  // 6 pieces, both sides with kings
    CHECK(g.counters().balance == 0);
    play(g, {"c1-d2", "a7-b6"});  // men's moves
    CHECK(g.counters().balance == 2);
    CHECK(g.counters().kings_only == 0);
    play(g, {"g7-h8"});  // promotion
    CHECK(g.counters().balance == 0);
    play(g, {"b6-a5", "d2-e3", "a5-b4", "e3-d4", "b4-c3"});
    CHECK(g.counters().balance == 5);
    play(g, {"d4:b2"});  // capture: 6 pieces to 5
    CHECK(g.counters().balance == 0);
    CHECK(detail::balance_pieces(g.current()) == 5);
}

TEST_CASE("FMJD-64 7.2.7: three pieces against a lone king on the main road, 5 moves of the stronger side") {
    // The lone king stays on the main road.
    const auto on_road = [](const game<russian>& g, const move<russian>& m) {
        return g.current().side_to_move() == color::white || bit_on_main_road<russian>(m.to);
    };
    SUBCASE("the stronger side to move: draw on its 5th move, ply 9") {
        auto g = from_fen<russian>("W:WKc1,Ke1,a3:BKe5");
        CHECK(g.counters().three_vs_king_on_main_road == 0);
        check_limit(g, 9, draw_rule::three_vs_king_on_main_road, "FMJD-64 7.2.7", on_road);
    }
    SUBCASE("the lone king to move: ply 10") {
        auto g = from_fen<russian>("B:WKc1,Ke1,a3:BKe5");
        check_limit(g, 10, draw_rule::three_vs_king_on_main_road, "FMJD-64 7.2.7", on_road);
    }
    SUBCASE("three kings: 7.2.7 comes before 7.2.4") {
        auto g = from_fen<russian>("W:WKc1,Ke1,Kg1:BKe5");
        check_limit(g, 9, draw_rule::three_vs_king_on_main_road, "FMJD-64 7.2.7", on_road);
        CHECK(g.counters().three_kings_vs_king == 9);
    }
    SUBCASE("the lone king leaving the main road ends the count; back on it, a new count starts") {
        auto g = from_fen<russian>("W:WKc1,Ke1,a3:BKe5");
        play(g, {"c1-d2", "e5-f6", "d2-c1"});
        CHECK(g.counters().three_vs_king_on_main_road == 3);
        play(g, {"f6-e7"});
        CHECK(g.counters().three_vs_king_on_main_road == -1);
        play(g, {"c1-d2", "e7-f6"});
        CHECK(g.counters().three_vs_king_on_main_road == 0);
        check_limit(g, 9, draw_rule::three_vs_king_on_main_road, "FMJD-64 7.2.7", on_road);
    }
    SUBCASE("a promotion of the stronger side keeps the count") {
        auto g = from_fen<russian>("W:WKc1,Ke1,e7:BKa1");
        play(g, {"c1-d2", "a1-b2", "e7-d8"});
        CHECK(g.counters().three_vs_king_on_main_road == 3);
        CHECK(g.counters().three_kings_vs_king == 0);  // and 7.2.4's ending arises
        check_limit(g, 6, draw_rule::three_vs_king_on_main_road, "FMJD-64 7.2.7", on_road);
    }
}

TEST_CASE("FMJD-64 7.2.8: two pieces or one king against a lone king, 5 moves") {
    SUBCASE("a king and a man: draw after 5 moves of each player, ply 10") {
        auto g = from_fen<russian>("W:WKc1,a3:BKh8");
        CHECK(g.counters().two_pieces_vs_king == 0);
        check_limit(g, 10, draw_rule::two_pieces_vs_king, "FMJD-64 7.2.8", any_quiet_move);
    }
    SUBCASE("two kings, the lone king to move") {
        auto g = from_fen<russian>("B:WKc1,Ke1:BKh8");
        check_limit(g, 10, draw_rule::two_pieces_vs_king, "FMJD-64 7.2.8", any_quiet_move);
    }
    SUBCASE("a king against a king") {
        auto g = from_fen<russian>("W:WKc1:BKh8");
        check_limit(g, 10, draw_rule::two_pieces_vs_king, "FMJD-64 7.2.8", any_quiet_move);
    }
    SUBCASE("the man's promotion keeps the count: a king and a man become two kings") {
        auto g = from_fen<russian>("W:WKa1,g7:BKa7");
        play(g, {"a1-b2", "a7-b8", "g7-h8"});
        CHECK(g.counters().two_pieces_vs_king == 3);
        check_limit(g, 7, draw_rule::two_pieces_vs_king, "FMJD-64 7.2.8", any_quiet_move);
    }
    SUBCASE("the count starts after the capture that makes the ending") {
        auto g = from_fen<russian>("W:WKa1,Kc1,Ke1:BKh2,f4");
        play(g, {"c1:g5"});
        CHECK(g.counters().two_pieces_vs_king == -1);
        auto h = from_fen<russian>("W:WKc1,a3:BKh8,f4");
        play(h, {"c1:g5"});
        CHECK(h.counters().two_pieces_vs_king == 0);
        check_limit(h, 10, draw_rule::two_pieces_vs_king, "FMJD-64 7.2.8", any_quiet_move);
    }
}

// ---------------------------------------------------------------------------------------
// International endings (FMJD 6)

TEST_CASE("FMJD 6: 25 moves of kings only") {
    auto g = from_fen<international>("W:W46,47,48,49,50,K33:B1,2,3,4,5,K18");
    SUBCASE("reached after 25 moves of each player, ply 50") {
        check_limit(g, 50, draw_rule::kings_only, "FMJD 6", kings_move);
    }
    SUBCASE("a man's move starts the count again") {
        walk(g, 31, kings_move);
        const auto men_move = [](const auto& game_, const auto& m) { return !moves_king(game_, m); };
        one_move(g, men_move);
        CHECK(g.counters().kings_only == 0);
        check_limit(g, 50, draw_rule::kings_only, "FMJD 6", kings_move);
    }
    SUBCASE("a capture starts the count again") {
        play(g, {"33-28", "18-23"});
        CHECK(g.counters().kings_only == 2);
        play(g, {"28x19"});
        CHECK(g.counters().kings_only == 0);
    }
}

TEST_CASE("FMJD 6: three pieces with a king against a lone king, 16 moves") {
    SUBCASE("three kings: draw after 16 moves of each player, ply 32") {
        auto g = from_fen<international>("W:WK46,K47,K48:BK3");
        check_limit(g, 32, draw_rule::three_pieces_vs_king, "FMJD 6", any_quiet_move);
    }
    SUBCASE("a king and two men, the lone king to move") {
        auto g = from_fen<international>("B:WK46,36,37:BK3");
        check_limit(g, 32, draw_rule::three_pieces_vs_king, "FMJD 6", any_quiet_move);
    }
    SUBCASE("three men are not this ending") {
        const auto g = from_fen<international>("W:W46,36,37:BK3");
        CHECK(g.counters().three_pieces_vs_king == -1);
    }
    SUBCASE("the lone king's capture leaves two pieces: the 5-move count starts") {
        auto g = from_fen<international>("W:WK33,K49,K50:BK23");
        play(g, {"33-28"});
        CHECK(g.counters().three_pieces_vs_king == 1);
        play(g, {"23x46"});
        CHECK(g.counters().three_pieces_vs_king == -1);
        CHECK(g.counters().two_pieces_vs_king == 0);
        check_limit(g, 10, draw_rule::two_pieces_vs_king, "FMJD 6", any_quiet_move);
        CHECK(g.state().ply == 12);
    }
}

TEST_CASE("FMJD 6: two pieces or one king against a lone king, 5 moves") {
    SUBCASE("a king and a man: ply 10") {
        auto g = from_fen<international>("W:WK46,36:BK3");
        check_limit(g, 10, draw_rule::two_pieces_vs_king, "FMJD 6", any_quiet_move);
    }
    SUBCASE("a king against a king, the second to move") {
        auto g = from_fen<international>("B:WK46:BK3");
        check_limit(g, 10, draw_rule::two_pieces_vs_king, "FMJD 6", any_quiet_move);
    }
    SUBCASE("two men against a king are not this ending") {
        const auto g = from_fen<international>("W:W36,37:BK3");
        CHECK(g.counters().two_pieces_vs_king == -1);
    }
}

TEST_CASE("FMJD-64 7.2: Brazilian takes the draw rules of the 64-square game, as lidraughts does") {
    static_assert(rules_of<brazilian>::draw_limit_of(draw_rule::kings_only).limit == 15);
    static_assert(rules_of<brazilian>::draw_limit_of(draw_rule::three_kings_vs_king).limit == 15);
    static_assert(rules_of<brazilian>::draw_limit_of(draw_rule::three_pieces_vs_king).limit == 0);
    static_assert(rules_of<brazilian>::draw_limit_of(draw_rule::two_pieces_vs_king).limit == 5);
    auto g = from_fen<brazilian>("W:WKc1,Ke1:BKh8");
    check_limit(g, 10, draw_rule::two_pieces_vs_king, "FMJD-64 7.2.8", any_quiet_move);
}

TEST_CASE("FMJD 6: another federation's text is a matter of constants") {
    // The older international text: 5 moves for three pieces against a lone king.
    auto g = from_fen<international_older_text>("W:WK46,K47,K48:BK3");
    check_limit(g, 10, draw_rule::three_pieces_vs_king, "FMJD 6 (older text)", any_quiet_move);
}

// ---------------------------------------------------------------------------------------
// The game ends of the other variants.

TEST_CASE("ACF 1.32.2: English draughts is drawn after 40 moves of each side without a capture or a man's move") {
    auto g = from_fen<english>("B:WK29,K30,K31:BK1,K2,K3");
    check_limit(g, 80, draw_rule::kings_only, "ACF 1.32.2", any_quiet_move);
}

TEST_CASE("ACF 1.32.1: English draughts is drawn on the third occurrence of a position") {
    auto g = from_fen<english>("B:WK29,K30:BK1,K2");
    play(g, {"1-5", "29-25", "5-1", "25-29", "1-5", "29-25", "5-1"});
    CHECK(g.state().kind == game_status::ongoing);
    play(g, {"25-29"});
    const auto s = g.state();
    CHECK(s.kind == game_status::draw);
    CHECK(s.rule == draw_rule::repetition);
    CHECK(s.name == "threefold repetition");
    CHECK(s.article == "ACF 1.32.1");
    CHECK(s.ply == 8);
}

TEST_CASE("FID 9.3: Italian draughts is drawn on the fourth occurrence of a position, not the third") {
    auto g = from_fen<italian>("W:WK29,K30:BK1,K2");
    play(g, {"29-25", "1-5", "25-29", "5-1", "29-25", "1-5", "25-29", "5-1"});
    CHECK(g.occurrences() == 3);
    CHECK(g.state().kind == game_status::ongoing);
    play(g, {"29-25", "1-5", "25-29"});
    CHECK(g.state().kind == game_status::ongoing);
    play(g, {"5-1"});
    CHECK(g.occurrences() == 4);
    const auto s = g.state();
    CHECK(s.kind == game_status::draw);
    CHECK(s.rule == draw_rule::repetition);
    CHECK(s.name == "fourfold repetition");
    CHECK(s.article == "FID 9.3");
}

TEST_CASE("FID 10.4: Italian draughts is drawn after 40 moves of each side without a capture or a man's move") {
    auto g = from_fen<italian>("W:WK29,K30,K31:BK1,K2,K3");
    check_limit(g, 80, draw_rule::kings_only, "FID 10.4", any_quiet_move);
}

TEST_CASE("APCA 26: pool is drawn after 30 plies without a capture or a man's move") {
    auto g = from_fen<pool>("B:WK29,K30:BK1,K2");
    check_limit(g, 30, draw_rule::kings_only, "APCA 26", any_quiet_move);
}

TEST_CASE("antidraughts: the player who cannot move wins") {
    // No pieces left.
    const auto none = from_fen<antidraughts>("W:W:B1,2");
    CHECK(none.state().kind == game_status::win);
    CHECK(none.state().winner == color::white);
    CHECK(none.state().article == "lidraughts antidraughts");
    // Blocked.
    const auto blocked = from_fen<antidraughts>("B:W41,47:B36");
    CHECK(blocked.state().winner == color::black);
    // In international draughts the same positions are lost.
    CHECK(from_fen<international>("W:W:B1,2").state().winner == color::black);
    CHECK(from_fen<international>("B:W41,47:B36").state().winner == color::white);
}

TEST_CASE("breakthrough: the first player to crown a man wins") {
    auto g = from_fen<breakthrough>("W:W7,40:B45");
    CHECK(g.state().kind == game_status::ongoing);
    play(g, {"7-1"});
    const auto s = g.state();
    CHECK(s.kind == game_status::win);
    CHECK(s.winner == color::white);
    CHECK(s.name == "first king");
    CHECK(s.article == "lidraughts breakthrough");
    CHECK(s.ply == 1);
    // International draughts goes on.
    auto i = from_fen<international>("W:W7,40:B45");
    play(i, {"7-1"});
    CHECK(i.state().kind == game_status::ongoing);
}

// ---------------------------------------------------------------------------------------
// draw_history: the counts and repetitions a search keeps along its line.

template <class Variant>
void check_history_follows_games(std::uint64_t seed, std::string_view fen) {
    std::mt19937_64 rng(seed);
    int draws = 0;
    for (int round = 0; round < 40; ++round) {
        auto g = from_fen<Variant>(fen);
        draw_history<Variant> h(g.current());
        std::vector<position<Variant>> line{g.current()};
        for (int ply = 0; ply < 150 && !g.state().is_over(); ++ply) {
            const auto moves = legal_moves(g.current());
            const auto m = moves[rng() % moves.size()];
            const auto before = g.current();
            REQUIRE(g.play(m));
            h.push(before, m, g.current());
            line.push_back(g.current());
            CHECK(h.hash() == g.hash());
            CHECK(h.counts() == g.counters());
            CHECK(h.occurrences() == g.occurrences());
            const auto reached = h.draw(g.current());
            const auto s = g.state();
            CHECK(reached.has_value() == (s.kind == game_status::draw));
            if (reached) {
                CHECK(reached->rule == *s.rule);
                ++draws;
            }
        }
        // Popping back to the root restores every count.
        while (h.plies() > 0) {
            h.pop();
            REQUIRE(g.undo());
            CHECK(h.hash() == g.hash());
            CHECK(h.counts() == g.counters());
        }
    }
    MESSAGE(Variant::name << ": " << draws << " draws found along the lines");
    CHECK(draws > 0);
}

TEST_CASE("draw_history keeps a game's counts, repetitions and draws along a line, pushed and popped") {
    check_history_follows_games<russian>(1, "W:WKa1,Kc1:BKh8");
    check_history_follows_games<international>(2, "W:WK46,K47,48:BK5");
    check_history_follows_games<english>(3, "B:WK29,K30:BK1,K2");
    check_history_follows_games<italian>(4, "W:WK29,K30:BK1,K2");
}

// ---------------------------------------------------------------------------------------
// Frisian endings (Frisian 18, 21)

TEST_CASE("Frisian 18: two kings against a lone king must win within 7 moves of the stronger side") {
    // The lone king seldom survives long enough for a walk of quiet moves (kings capture in
    // eight directions), so the limit is asked of draw_reached with the counts it would have.
    const auto white_to_move = *read_fen<frisian>("W:WK46,K50:BK5");
    const auto black_to_move = *read_fen<frisian>("B:WK46,K50:BK5");
    const auto at = [](const position<frisian>& p, std::int32_t plies) {
        draw_counters c = initial_draw_counters(p);
        c.two_kings_vs_king = plies;
        return draw_reached(p, c, 1);
    };
    // White's 7th move is ply 13 when White moved first, 14 when Black did.
    CHECK(!at(black_to_move, 11));
    REQUIRE(at(black_to_move, 13));
    CHECK(at(black_to_move, 13)->rule == draw_rule::two_kings_vs_king);
    CHECK(at(black_to_move, 13)->article == "Frisian 18");
    CHECK(!at(white_to_move, 12));
    CHECK(at(white_to_move, 14));
    // The count starts where the ending arises and goes on with each move.
    auto g = from_fen<frisian>("W:WK46,K50:BK5");
    CHECK(g.counters().two_kings_vs_king == 0);
    play(g, {"50-6"});
    CHECK(g.counters().two_kings_vs_king == 1);
    CHECK(g.state().kind == game_status::ongoing);
    // With a man beside the kings the rule does not hold.
    CHECK(from_fen<frisian>("W:WK46,K50,36:BK5").counters().two_kings_vs_king == -1);
}

TEST_CASE("Frisian 21: a king against a king is a draw, unless the side to move captures at once") {
    auto g = from_fen<frisian>("W:WK46:BK5");
    auto s = g.state();
    CHECK(s.kind == game_status::draw);
    CHECK(s.rule == draw_rule::king_vs_king);
    CHECK(s.article == "Frisian 21");
    CHECK(s.ply == 0);
    // The king on 46 can take the king on 23: the game goes on, and the capture wins it.
    auto h = from_fen<frisian>("W:WK46:BK23");
    CHECK(h.state().kind == game_status::ongoing);
    play(h, {"46x19"});
    CHECK(h.state().kind == game_status::win);
    CHECK(h.state().winner == color::white);
    // Reached by a capture: two kings against two, one taken.
    auto k = from_fen<frisian>("W:WK46:BK1,K28");
    CHECK(k.state().kind == game_status::ongoing);
    play(k, {"46x19"});
    CHECK(k.state().kind == game_status::draw);
    CHECK(k.state().rule == draw_rule::king_vs_king);
    // International rules have no such article: the same position plays on.
    CHECK(from_fen<international>("W:WK46:BK5").state().kind == game_status::ongoing);
}
