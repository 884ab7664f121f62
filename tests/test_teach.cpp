// Teaching: explain() names the rule that excludes a move, with the variant's article;
// compare() shows one position under several rule sets and the rule behind each
// difference.

#include <draughts/draughts.hpp>

#include "naive_compare.hpp"
#include "support.hpp"

#include <doctest/doctest.h>

#include <algorithm>
#include <cstdlib>
#include <map>
#include <random>
#include <set>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

using namespace draughts;

namespace {

template <class V>
position<V> at(std::string_view fen) {
    const auto p = read_fen<V>(fen);
    REQUIRE_MESSAGE(p, fen);
    return *p;
}

// The explanation of a move written as text, which must read as a move.
template <class V>
explanation<V> why(std::string_view fen, std::string_view move) {
    const auto e = explain(at<V>(fen), move);
    REQUIRE_MESSAGE(e, move);
    return *e;
}

template <class V>
std::vector<std::string> texts(const position<V>& p, const std::vector<move<V>>& moves) {
    std::vector<std::string> out;
    for (const auto& m : moves) out.push_back(write_move(p, m));
    std::sort(out.begin(), out.end());
    return out;
}

// An illegal move with one reason: its kind, sentence and article.
template <class V>
void one_reason(std::string_view fen, std::string_view move, reason_kind kind, std::string_view sentence,
                std::string_view article, std::vector<std::string> instead) {
    INFO(V::name << " " << fen << " " << move);
    const auto e = why<V>(fen, move);
    CHECK_FALSE(e.legal);
    REQUIRE(e.reasons.size() == 1);
    CHECK(e.reasons[0].kind == kind);
    CHECK(e.reasons[0].sentence == sentence);
    CHECK(e.reasons[0].article == article);
    CHECK(texts(at<V>(fen), e.instead) == instead);
}

}  // namespace

TEST_CASE("explain: the square, the piece, the landing square") {
    one_reason<international>("W:W32,38:B28", "37-31", reason_kind::empty_square, "there is no piece on 37", "",
                              {"32x23"});
    one_reason<international>("W:W32,38:B28", "28-33", reason_kind::not_your_piece,
                              "28 holds a Black piece, and White is to move", "", {"32x23"});
    one_reason<russian>("W:Wc3,b2:Bh8", "b2-c3", reason_kind::occupied_square,
                        "c3 is not empty: a move ends on an empty square", "", {"b2-a3", "c3-b4", "c3-d4"});
}

TEST_CASE("explain: capturing is compulsory (FMJD 4.1)") {
    const auto e = why<international>("W:W32,38:B28", "38-33");
    CHECK_FALSE(e.legal);
    REQUIRE(e.reasons.size() == 1);
    CHECK(e.reasons[0].kind == reason_kind::compulsory_capture);
    CHECK(e.reasons[0].article == "FMJD 4.1");
    // A man moving backward while a capture exists breaks two rules.
    const auto twice = why<international>("W:W32,38:B28", "38-42");
    REQUIRE(twice.reasons.size() == 2);
    CHECK(twice.reasons[0].kind == reason_kind::man_moves_backward);
    CHECK(twice.reasons[1].kind == reason_kind::compulsory_capture);
    // The forced capture, from the other side: the quiet moves it excluded.
    const auto forced = why<international>("W:W32,38:B28", "32x23");
    CHECK(forced.legal);
    REQUIRE(forced.reasons.size() == 1);
    CHECK(forced.reasons[0].kind == reason_kind::compulsory_capture);
    CHECK(forced.reasons[0].sentence == "capturing is compulsory: 2 moves without capture excluded");
    CHECK(forced.instead.empty());
}

TEST_CASE("explain: precedence, with its numbers") {
    // FMJD 4.13: 32x21 takes one piece where 32x23x12 takes two.
    one_reason<international>("W:W32:B28,18,27", "32x21", reason_kind::majority_rule,
                              "the majority rule requires taking 2 pieces, this takes 1", "FMJD 4.13", {"32x12"});
    const auto legal = why<international>("W:W32:B28,18,27", "32x12");
    CHECK(legal.legal);
    REQUIRE(legal.reasons.size() == 1);
    CHECK(legal.reasons[0].kind == reason_kind::majority_rule);
    CHECK(legal.reasons[0].sentence == "the majority rule excludes 1 capture: a capture must take 2 pieces");
    // Frisian 11: a king is worth more than a man.
    one_reason<frisian>("W:W28:B22,K23", "28x17", reason_kind::capture_precedence,
                        "the capture of the highest value comes first: 1 king, this takes 1 man", "Frisian 11",
                        {"28x19"});
    // FID 6.9: two captures by the king, each of a man and a king; the king met first wins.
    one_reason<italian>("W:WKd3:BKe4,g6,c4,Kc6", "22x13x6", reason_kind::capture_precedence,
                        "the capture that meets a king first comes first", "FID 6.9", {"22x8"});
    const auto first_king = why<italian>("W:WKd3:BKe4,g6,c4,Kc6", "22x15x8");
    CHECK(first_king.legal);
    REQUIRE(first_king.reasons.size() == 2);
    CHECK(first_king.reasons[0].sentence == "capturing is compulsory: 2 moves without capture excluded");
    CHECK(first_king.reasons[1].kind == reason_kind::capture_precedence);
    CHECK(first_king.reasons[1].sentence ==
          "capture precedence excludes 1 capture: the capture that meets a king first comes first");
    CHECK(first_king.reasons[1].article == "FID 6.9");
    // Russian 1.5.14: free choice, nothing to explain.
    CHECK(why<russian>("W:Wc3:Bd4,f6,b6,d6", "c3:a5").legal);
}

TEST_CASE("explain: a capture goes on; a king lands where it goes on") {
    one_reason<international>("W:W32:B28,18,27", "32x23", reason_kind::capture_must_continue,
                              "the capture must go on from 23: 32x23x12", "FMJD 4.5, 4.6", {"32x12"});
    one_reason<russian>("W:WKa1:Bc3,d6", "a1:e5", reason_kind::capture_must_continue,
                        "the capture must go on from e5: a1:e5:b8", "Russian 1.5.5", {"a1:b8", "a1:c7"});
    for (const char* stop : {"a1:g7", "a1:d4", "a1:h8"})
        one_reason<russian>("W:WKa1:Bc3,d6", stop, reason_kind::king_landing,
                            "a king must land where its capture goes on: on e5, for a1:e5:b8", "Russian 1.5.6",
                            {"a1:b8", "a1:c7"});
    // Thai: right behind each piece taken, whether the capture goes on or not.
    one_reason<thai>("W:WK29:B22", "29-15", reason_kind::king_landing, "a king lands right behind each piece it takes",
                     "mindsports.nl Thai", {"29-18"});
    one_reason<thai>("W:WK29:B22,11", "29-15", reason_kind::king_landing,
                     "a king must land where its capture goes on: on 18, for 29-18-8", "mindsports.nl Thai", {"29-8"});
}

TEST_CASE("explain: a capture stopped short on the way of one precedence excludes must go on, and is excluded") {
    // FMJD 4.5, 4.6: the man on 32 that takes 27 must go on from 21 (to 12); and FMJD 4.13:
    // that capture takes 2 pieces where 32x23x14x5 takes 3.
    const auto e = why<international>("W:W32:B10,17,19,27,28", "32x21");
    CHECK_FALSE(e.legal);
    REQUIRE(e.reasons.size() == 2);
    CHECK(e.reasons[0].kind == reason_kind::capture_must_continue);
    CHECK(e.reasons[0].sentence == "the capture must go on from 21: 32x21x12");
    CHECK(e.reasons[0].article == "FMJD 4.5, 4.6");
    CHECK(e.reasons[1].kind == reason_kind::majority_rule);
    CHECK(e.reasons[1].sentence == "the majority rule requires taking 3 pieces, this takes 2");
    CHECK(e.reasons[1].article == "FMJD 4.13");
    CHECK(texts(at<international>("W:W32:B10,17,19,27,28"), e.instead) == std::vector<std::string>{"32x5"});
}

TEST_CASE("explain: how men and kings go") {
    one_reason<russian>("W:Wc3:Bh8", "c3-b2", reason_kind::man_moves_backward, "men move forward on the diagonals",
                        "Russian", {"c3-b4", "c3-d4"});
    one_reason<russian>("W:Wc3:Bh8", "c3-e5", reason_kind::man_moves_as_king,
                        "only a king goes there: men move one square, forward on the diagonals", "Russian",
                        {"c3-b4", "c3-d4"});
    one_reason<english>("B:W14:B18", "18x9", reason_kind::man_captures_backward, "men capture forward on the diagonals",
                        "ACF 1.18", {"18-22", "18-23"});
    one_reason<english>("B:WK5:BK14", "14-5", reason_kind::occupied_square,
                        "5 is not empty: a move ends on an empty square", "", {"14-10", "14-17", "14-18", "14-9"});
    one_reason<english>("B:WK5:BK14", "14-23", reason_kind::king_moves_one_square, "kings move one square at a time",
                        "ACF 1.17", {"14-10", "14-17", "14-18", "14-9"});
    one_reason<italian>("W:W22:BK18", "22x13", reason_kind::man_takes_king, "a man may not take a king", "FID 5.3b",
                        {"22-19"});
    one_reason<turkish>("W:Wd4:Bh8", "d4-d3", reason_kind::man_moves_backward, "men move forward and sideways",
                        "Dama: men", {"d4-c4", "d4-d5", "d4-e4"});
}

TEST_CASE("explain: pieces taken, turning back, crowning mid-capture") {
    // FMJD 4.8: the king would cross 31's piece, taken and still on the board.
    one_reason<international>("W:W7,11,K50:BK15,K27,K34,39,40,42,45", "50x22x31x48x25", reason_kind::taken_piece_blocks,
                              "a piece taken stays on the board until the move ends, and may not be jumped again or "
                              "passed (the Turkish strike)",
                              "FMJD 4.8", {"50x48"});
    one_reason<turkish>("W:WKd4:Bd6,d2", "d4xd8xd1", reason_kind::no_turning_back,
                        "a capture may not turn straight back between two jumps", "Dama: captures",
                        {"d4xd1", "d4xd7", "d4xd8"});
    // Russian 1.5.15 against FMJD 4.15, both ways.
    one_reason<brazilian>("W:Wf6:Be7,b6", "f6xd8xa5", reason_kind::mid_capture_crowning,
                          "a man that reaches the last row mid-capture: stays a man", "FMJD 4.15", {"f6xd8"});
    one_reason<russian>("W:Wf6:Be7,b6", "f6:d8", reason_kind::mid_capture_crowning,
                        "a man that reaches the last row mid-capture: crowned, captures on as a king", "Russian 1.5.15",
                        {"f6:a5"});
    // English: crowned, the move ends.
    one_reason<english>("W:W10:B7,8", "10x3x12", reason_kind::mid_capture_crowning,
                        "a man that reaches the last row mid-capture: crowned, the move ends", "ACF 1.19", {"10x3"});
}

TEST_CASE("explain: Frisian's three king moves in a row (Frisian 17)") {
    auto p = at<frisian>("W:WK28,47:B1");
    p.set_run(color::white, {28, 3});
    const auto e = explain(p, std::vector<int>{28, 22});
    CHECK_FALSE(e.legal);
    REQUIRE(e.reasons.size() == 1);
    CHECK(e.reasons[0].kind == reason_kind::king_move_limit);
    CHECK(e.reasons[0].article == "Frisian 17");
    // Without men the king moves freely.
    auto kings_only = at<frisian>("W:WK28:B1");
    kings_only.set_run(color::white, {28, 3});
    CHECK(explain(kings_only, std::vector<int>{28, 22}).legal);
}

TEST_CASE("explain: text that is no move is an error, quoting it") {
    const auto e = explain(position<russian>::start(), "c3-");
    REQUIRE_FALSE(e);
    CHECK(e.error().kind == error_kind::syntax);
}

// Every legal move explains as legal, written in full; every other start and end square of
// a piece of the side to move explains as illegal, with a reason.
template <class V>
void explains_every_move(int positions) {
    using board = typename V::board;
    std::mt19937_64 rng(2026);
    int illegal = 0;
    for (int i = 0; i < positions; ++i) {
        const auto p =
            test::random_position<V>(rng, test::shapes[static_cast<std::size_t>(i) % std::size(test::shapes)]);
        move_list<V> legal;
        generate(p, legal);
        for (const auto& m : legal) {
            INFO(V::name << " " << write_fen(p) << " " << write_move(p, m));
            const auto e = explain(p, canonical_path(p, m));
            REQUIRE(e.legal);
            REQUIRE(e.played.has_value());
            REQUIRE(legal.contains(*e.played));
        }
        for (int from : bits(p.pieces(p.side_to_move())))
            for (int to = 1; to <= board::squares; ++to) {
                const std::vector<int> squares{board::number(from), to};
                const auto e = explain(p, squares);
                const bool is_legal = std::any_of(legal.begin(), legal.end(), [&](const move<V>& m) {
                    return m.from_square() == squares[0] && m.to_square() == to;
                });
                INFO(V::name << " " << write_fen(p) << " " << squares[0] << "-" << to);
                REQUIRE(e.legal == is_legal);
                if (!is_legal) {
                    ++illegal;
                    REQUIRE_FALSE(e.reasons.empty());
                }
            }
    }
    CHECK(illegal > 0);
}

TEST_CASE("explain: every move of random positions, legal and not") {
    explains_every_move<russian>(20);
    explains_every_move<international>(10);
    explains_every_move<english>(20);
    explains_every_move<italian>(20);
    explains_every_move<turkish>(10);
    explains_every_move<frisian>(5);
}

TEST_CASE("compare: Russian and Brazilian, majority and crowning mid-capture") {
    const auto c = compare<russian, brazilian>(placement_of(at<russian>("W:Wc3:Bd4,f6,b6,d6")));
    REQUIRE(c.differences.size() == 1);
    CHECK(c.differences[0].move == "c3:g7");
    CHECK(c.differences[0].legal_in == std::vector<std::string>{"russian"});
    CHECK(c.differences[0].not_in == std::vector<std::string>{"brazilian"});
    REQUIRE(c.differences[0].why.size() == 1);
    REQUIRE(c.differences[0].why[0].second.size() == 1);
    CHECK(c.differences[0].why[0].second[0].kind == reason_kind::majority_rule);
    CHECK(c.differences[0].why[0].second[0].sentence == "the majority rule requires taking 3 pieces, this takes 2");

    const auto crowning = compare<russian, brazilian>(placement_of(at<russian>("W:Wf6:Be7,b6")));
    REQUIRE(crowning.differences.size() == 2);
    CHECK(crowning.differences[0].move == "f6:a5");
    CHECK(crowning.differences[0].why[0].second[0].kind == reason_kind::mid_capture_crowning);
    CHECK(crowning.differences[0].why[0].second[0].article == "FMJD 4.15");
    CHECK(crowning.differences[1].move == "f6xd8");
    CHECK(crowning.differences[1].why[0].second[0].article == "Russian 1.5.15");
}

TEST_CASE("compare: international and killer, English and pool, a board without the squares") {
    const auto killer_case = compare<international, killer>(placement_of(at<international>("W:WK46:B37,K28")));
    CHECK(killer_case.variants[0].moves.size() == 5);
    CHECK(killer_case.variants[1].moves.size() == 1);
    REQUIRE(killer_case.differences.size() == 4);
    for (const auto& d : killer_case.differences) CHECK(d.why[0].second[0].kind == reason_kind::king_landing);

    const auto pool_case = compare<english, pool>(placement_of(at<english>("B:W14,22:B18")));
    REQUIRE(pool_case.differences.size() == 1);
    CHECK(pool_case.differences[0].move == "18x9");
    CHECK(pool_case.differences[0].why[0].second[0].kind == reason_kind::man_captures_backward);
    CHECK(pool_case.differences[0].why[0].second[0].article == "ACF 1.18");

    // Italian plays on the other colour's squares: c3 and d4 are not on its board.
    const auto turned = compare<russian, italian>(placement_of(at<russian>("W:Wc3:Bd4")));
    CHECK(turned.variants[1].off_board.size() == 2);
    REQUIRE(turned.differences.size() == 1);
    CHECK(turned.differences[0].why[0].second[0].sentence == "c3 is not a square italian draughts plays on");
}

namespace {

// A line's squares by their algebraic names, in ascending order of number.
template <class Board>
std::vector<std::string> line_names(const named_line& l) {
    std::vector<std::string> out;
    for (int bit : bits(line_squares<Board>(l)))
        out.push_back(square_name<Board>(Board::number(bit), square_notation::algebraic));
    std::sort(out.begin(), out.end());
    return out;
}

template <class Board>
const named_line& line_named(std::string_view name, std::size_t nth = 0) {
    for (const named_line& l : named_lines<Board>())
        if (l.name == name && nth-- == 0) return l;
    FAIL("no line " << name);
    return named_lines<Board>().front();
}

}  // namespace

TEST_CASE("named lines of the 64-square board (FMJD-64 2.3, Russian 1.2)") {
    using B = board_8x8;
    CHECK(named_lines<B>().size() == 13);
    CHECK(line_names<B>(line_named<B>("main road")) ==
          std::vector<std::string>{"a1", "b2", "c3", "d4", "e5", "f6", "g7", "h8"});
    CHECK(line_named<B>("main road").russian == "большая дорога");
    CHECK(line_names<B>(line_named<B>("lower double")) ==
          std::vector<std::string>{"a7", "b6", "c5", "d4", "e3", "f2", "g1"});
    CHECK(line_names<B>(line_named<B>("upper double")) ==
          std::vector<std::string>{"b8", "c7", "d6", "e5", "f4", "g3", "h2"});
    CHECK(line_names<B>(line_named<B>("double, short side", 1)) == std::vector<std::string>{"a7", "b8"});
    CHECK(line_names<B>(line_named<B>("lower triple")) == std::vector<std::string>{"c1", "d2", "e3", "f4", "g5", "h6"});
    CHECK(line_names<B>(line_named<B>("upper triple")) == std::vector<std::string>{"a3", "b4", "c5", "d6", "e7", "f8"});
    CHECK(line_names<B>(line_named<B>("triple, short side")) == std::vector<std::string>{"a3", "b2", "c1"});
    CHECK(line_names<B>(line_named<B>("lower kosyak")) == std::vector<std::string>{"a5", "b4", "c3", "d2", "e1"});
    CHECK(line_names<B>(line_named<B>("upper kosyak")) == std::vector<std::string>{"d8", "e7", "f6", "g5", "h4"});
    CHECK(line_names<B>(line_named<B>("kosyak, short side", 1)) == std::vector<std::string>{"a5", "b6", "c7", "d8"});
    CHECK(on_main_road<B>(29));       // a1
    CHECK_FALSE(on_main_road<B>(1));  // b8
    CHECK(named_lines<typename italian::board>().empty());
}

TEST_CASE("named lines of the 100-square board: the main road 46-5, the doubles 6-50 and 1-45") {
    using B = board_10x10;
    const auto numbers = [](const named_line& l) {
        std::vector<int> out;
        for (int bit : bits(line_squares<B>(l))) out.push_back(B::number(bit));
        std::sort(out.begin(), out.end());
        return out;
    };
    CHECK(numbers(line_named<B>("main road")) == std::vector<int>{5, 10, 14, 19, 23, 28, 32, 37, 41, 46});
    CHECK(numbers(line_named<B>("lower double")) == std::vector<int>{6, 11, 17, 22, 28, 33, 39, 44, 50});
    CHECK(numbers(line_named<B>("upper double")) == std::vector<int>{1, 7, 12, 18, 23, 29, 34, 40, 45});
}

// Every variant: a move without capture while a capture exists is refused by the
// compulsory capture with the variant's article (or its source where it gives no number),
// and a man stepping backward by the men's directions.
TEST_CASE("explain: compulsory capture and men's directions in every variant") {
    all_variants::for_each([]<class V>(V) {
        using rules = rules_of<V>;
        const std::string compulsory_article = rules::compulsory_capture.empty()
                                                   ? detail::source_of(rules::men_capture_backward.article)
                                                   : std::string(rules::compulsory_capture);
        std::mt19937_64 rng(7);
        bool compulsory_seen = false, backward_seen = false;
        for (int tries = 0; tries < 400 && !(compulsory_seen && backward_seen); ++tries) {
            auto p = position<V>::start();
            for (int ply = 0; ply < 12; ++ply) {
                move_list<V> legal;
                generate(p, legal);
                if (legal.empty()) break;
                const auto& chosen = legal[static_cast<std::size_t>(rng() % legal.size())];
                const bool capture_now = legal[0].is_capture();
                INFO(V::name << " " << write_fen(p));
                if (capture_now && !compulsory_seen) {
                    // A man's step forward, had captures not been compulsory.
                    detail::for_side_to_move(p, [&]<color Us>() {
                        detail::generic_generator<V, Us>(p).quiet_moves([&](const move<V>& quiet) {
                            if (compulsory_seen) return;
                            const auto e = explain(p, std::vector<int>{quiet.from_square(), quiet.to_square()});
                            CHECK_FALSE(e.legal);
                            REQUIRE_FALSE(e.reasons.empty());
                            CHECK(e.reasons.back().kind == reason_kind::compulsory_capture);
                            CHECK(e.reasons.back().article == compulsory_article);
                            compulsory_seen = true;
                        });
                    });
                }
                if (!capture_now && !backward_seen) {
                    // A man's step the mirror image of a legal one: backward.
                    for (const auto& m : legal) {
                        if (!p.at(m.from_square()) || p.at(m.from_square())->kind != piece_kind::man) continue;
                        using board = typename V::board;
                        const int back_file = 2 * board::file(m.from_square()) - board::file(m.to_square());
                        const int back_rank = 2 * board::rank(m.from_square()) - board::rank(m.to_square());
                        const bool inside =
                            back_file >= 0 && back_file < board::width && back_rank >= 1 && back_rank <= board::height;
                        const int back = inside ? board::number_at(back_file, back_rank) : 0;
                        if (back == 0 || p.at(back) || back == m.to_square()) continue;
                        const auto e = explain(p, std::vector<int>{m.from_square(), back});
                        CHECK_FALSE(e.legal);
                        REQUIRE_FALSE(e.reasons.empty());
                        CHECK(e.reasons[0].kind == reason_kind::man_moves_backward);
                        backward_seen = true;
                        break;
                    }
                }
                p.play(chosen);
            }
        }
        INFO(V::name);
        CHECK(compulsory_seen);
        CHECK(backward_seen);
    });
}

// Every reason kind in every variant, against the naive generator of tests/reference: on
// random positions, every start and end square of a piece of the side to move, and every
// capture path the naive generator finds under the variant's rules or under them with one
// fact changed, is explained. A rule shows up exactly in the variants that have it
// (kinds_of), always with the variant's article (articles_of); a capture the precedence
// excludes names the step that decides, with the numbers the naive generator counts; a
// quiet move while a capture exists is refused by the compulsory capture alone; a legal
// forced capture counts the quiet moves it excluded.
namespace {

// The reasons a variant's rules can give, from its facts.
template <class V>
std::set<reason_kind> kinds_of() {
    using rules = rules_of<V>;
    using detail::relaxed::both_ways;
    std::set<reason_kind> k{reason_kind::empty_square,          reason_kind::not_your_piece,
                            reason_kind::occupied_square,       reason_kind::compulsory_capture,
                            reason_kind::capture_must_continue, reason_kind::man_moves_backward,
                            reason_kind::mid_capture_crowning,  reason_kind::not_a_move};
    for (const precedence_step& s : rules::precedence)
        k.insert(s.criterion == capture_criterion::most_pieces ? reason_kind::majority_rule
                                                               : reason_kind::capture_precedence);
    k.insert(rules::flying_kings ? reason_kind::king_landing : reason_kind::king_moves_one_square);
    // A man lacks one fact to go as a short king that takes what men take (backward steps or
    // captures, each its own reason); a flying king, or one that takes kings men may not, is
    // more than one fact away.
    if (rules::flying_kings || !rules::men_capture_kings) k.insert(reason_kind::man_moves_as_king);
    // A short king lands two squares on from where it jumps, never where a piece it took
    // stands: only a flying king can meet a taken piece again.
    if (rules::removal == capture_removal::at_end && rules::flying_kings) k.insert(reason_kind::taken_piece_blocks);
    if (both_ways(rules::man_captures.value) != rules::man_captures.value) k.insert(reason_kind::man_captures_backward);
    if (!rules::men_capture_kings) k.insert(reason_kind::man_takes_king);
    if (!rules::capture_reversal) k.insert(reason_kind::no_turning_back);
    if (rules::king_move_limit > 0) k.insert(reason_kind::king_move_limit);
    return k;
}

// The articles a reason of that kind cites in the variant: the fact's own article, or the
// variant's source where the rules give the fact no number.
template <class V>
std::set<std::string> articles_of(reason_kind kind) {
    using rules = rules_of<V>;
    const auto own = [](std::string_view article) {
        return article.empty() ? detail::source_of(rules::men_capture_backward.article) : std::string(article);
    };
    switch (kind) {
    case reason_kind::empty_square:
    case reason_kind::not_your_piece:
    case reason_kind::occupied_square:
    case reason_kind::not_a_move: return {""};
    case reason_kind::compulsory_capture: return {own(rules::compulsory_capture)};
    case reason_kind::majority_rule:
    case reason_kind::capture_precedence: {
        std::set<std::string> steps;
        for (const precedence_step& s : rules::precedence) steps.insert(std::string(s.article));
        return steps;
    }
    case reason_kind::capture_must_continue: return {own(rules::capture_goes_on)};
    case reason_kind::king_landing:
        return {own(rules::landing.article), rules::king_lands_to_go_on.empty()
                                                 ? own(rules::capture_goes_on)
                                                 : std::string(rules::king_lands_to_go_on)};
    case reason_kind::man_moves_backward:
    case reason_kind::man_moves_as_king: return {own(rules::man_moves.article)};
    case reason_kind::man_captures_backward: return {own(rules::man_captures.article)};
    case reason_kind::king_moves_one_square: return {own(rules::flying_kings.article)};
    case reason_kind::man_takes_king: return {own(rules::men_capture_kings.article)};
    case reason_kind::taken_piece_blocks: return {own(rules::removal.article)};
    case reason_kind::no_turning_back: return {own(rules::capture_reversal.article)};
    case reason_kind::mid_capture_crowning: return {own(rules::crowning.article)};
    case reason_kind::king_move_limit: return {own(rules::king_move_limit.article)};
    }
    return {};
}

std::string counted(std::size_t n, const char* one, const char* many) {
    return std::to_string(n) + " " + (n == 1 ? one : many);
}

// "2 men and 1 king": what a naive capture takes, by kind.
std::string taken_words(const naive::move& m) {
    const auto kings = static_cast<std::size_t>(m.kings_taken);
    const std::size_t men = m.captured.size() - kings;
    if (kings == 0) return counted(men, "man", "men");
    if (men == 0) return counted(kings, "king", "kings");
    return counted(men, "man", "men") + " and " + counted(kings, "king", "kings");
}

// The reason the precedence gives against capture a, which ranks below the legal capture
// best: the first step on which it is worse, in the variant's words, with its article.
template <class V>
std::pair<capture_criterion, reason> precedence_against(const naive::move& a, const naive::move& best) {
    for (const precedence_step& s : rules_of<V>::precedence) {
        if (naive::detail::rank_against({test::naive_criterion(s.criterion)}, a, best) == 0) continue;
        const std::string article(s.article);
        const auto step = [&](reason_kind kind, std::string sentence) {
            return std::pair(s.criterion, reason{kind, std::move(sentence), article});
        };
        switch (s.criterion) {
        case capture_criterion::most_pieces:
            return step(reason_kind::majority_rule, "the majority rule requires taking " +
                                                        counted(best.captured.size(), "piece", "pieces") +
                                                        ", this takes " + std::to_string(a.captured.size()));
        case capture_criterion::with_king:
            return step(reason_kind::capture_precedence, "a capture with a king comes first, and a king can capture");
        case capture_criterion::most_kings:
            return step(reason_kind::capture_precedence,
                        "the capture that takes the most kings comes first: " +
                            counted(static_cast<std::size_t>(best.kings_taken), "king", "kings") + ", this takes " +
                            std::to_string(a.kings_taken));
        case capture_criterion::kings_first:
            return step(reason_kind::capture_precedence, "the capture that meets a king first comes first");
        case capture_criterion::highest_value:
            return step(reason_kind::capture_precedence, "the capture of the highest value comes first: " +
                                                             taken_words(best) + ", this takes " + taken_words(a));
        }
    }
    FAIL("no precedence step excludes the capture");
    return {};
}

// The same rules with one fact changed, for captures the variant does not allow.
std::vector<naive::rules> relaxed_rules(const naive::rules& r) {
    std::vector<naive::rules> out;
    const auto with = [&](auto change) {
        naive::rules changed = r;
        change(changed);
        out.push_back(changed);
    };
    with([](naive::rules& c) { c.men_capture_backward = true; });
    with([](naive::rules& c) { c.men_capture_kings = true; });
    with([](naive::rules& c) { c.removed_at_once = !c.removed_at_once; });
    with([](naive::rules& c) { c.king_landing = naive::landing::anywhere; });
    with([](naive::rules& c) { c.flying_kings = true; });
    for (naive::crowning crown :
         {naive::crowning::captures_on_as_king, naive::crowning::move_ends, naive::crowning::captures_on_as_man})
        with([&](naive::rules& c) { c.crown = crown; });
    return out;
}

template <class V>
struct kinds_seen {
    std::map<reason_kind, std::string> first;        // kind -> the first position and move that gave it
    std::map<capture_criterion, std::string> steps;  // the steps of precedence that excluded a capture
    int positions = 0;
    int attempts = 0;
};

std::string path_text(const std::vector<int>& squares) {
    std::string out;
    for (int s : squares) out += (out.empty() ? "" : "/") + std::to_string(s);
    return out;
}

// The explanation of an attempt, whose reasons must be the variant's, with its articles.
template <class V>
explanation<V> explain_checked(const position<V>& p, const std::vector<int>& squares, kinds_seen<V>& seen) {
    ++seen.attempts;
    auto e = explain(p, squares);
    if (e.legal) return e;
    REQUIRE_FALSE(e.reasons.empty());
    for (const reason& r : e.reasons) {
        INFO(to_string(r.kind) << ": " << r.sentence << " (" << r.article << ")");
        CHECK(kinds_of<V>().count(r.kind) == 1);
        CHECK(articles_of<V>(r.kind).count(r.article) == 1);
        if (!seen.first.count(r.kind))
            seen.first[r.kind] = write_fen(p) + " " + path_text(squares) + ": " + r.sentence + " (" + r.article + ")";
    }
    return e;
}

template <class V>
position<V> random_for_explaining(const kinds_seen<V>& seen, std::mt19937_64& rng) {
    using board = typename V::board;
    auto p =
        test::random_position<V>(rng, test::shapes[static_cast<std::size_t>(seen.positions) % std::size(test::shapes)]);
    // Frisian 17: half the time, a king of the side to move has made its moves in a row.
    if constexpr (position<V>::keeps_king_runs) {
        const auto kings = p.kings(p.side_to_move());
        if (kings != typename board::bitboard{} && rng() % 2 == 0)
            p.set_run(p.side_to_move(), {board::number(lowest_bit(kings)), rules_of<V>::king_move_limit.value});
    }
    return p;
}

// Positions random ones rarely reach: Italian 6.9, two captures by a king that take a man
// and a king each, the king met first in one of them.
template <class V>
std::vector<std::string_view> rare_positions() {
    if constexpr (std::is_same_v<V, italian>) return {"W:WKd3:BKe4,g6,c4,Kc6"};
    return {};
}

template <class V>
void explains_against_naive(const position<V>& p, kinds_seen<V>& seen) {
    using board = typename V::board;
    ++seen.positions;
    const naive::rules rules = test::naive_rules<V>();
    const naive::board b = test::to_naive(p, rules);
    const naive::geometry g(rules);
    const std::vector<naive::move> legal = naive::legal_paths(b);
    const auto legal_path = [&](const std::vector<int>& path) {
        return std::any_of(legal.begin(), legal.end(), [&](const naive::move& m) { return m.path == path; });
    };
    INFO(V::name << " " << write_fen(p));
    const bool captures_exist = !legal.empty() && !legal.front().captured.empty();
    const auto quiet = naive::detail::all_quiet_moves(b, g);

    // The legal moves; a forced capture names the quiet moves it excluded, then the
    // captures each step of the precedence excluded, with what the legal ones take.
    const auto captures = naive::detail::all_captures(b, g);
    std::vector<reason> excluded;
    if (captures_exist && !quiet.empty())
        excluded.push_back(
            {reason_kind::compulsory_capture,
             "capturing is compulsory: " + counted(quiet.size(), "move", "moves") + " without capture excluded",
             *articles_of<V>(reason_kind::compulsory_capture).begin()});
    if (captures_exist)
        for (const precedence_step& s : rules_of<V>::precedence) {
            const auto n =
                static_cast<std::size_t>(std::count_if(captures.begin(), captures.end(), [&](const naive::move& c) {
                    return !legal_path(c.path) && precedence_against<V>(c, legal.front()).first == s.criterion;
                }));
            if (n == 0) continue;
            const naive::move& best = legal.front();
            const std::string rule =
                s.criterion == capture_criterion::most_pieces ? "the majority rule" : "capture precedence";
            std::string what;
            switch (s.criterion) {
            case capture_criterion::most_pieces:
                what = "a capture must take " + counted(best.captured.size(), "piece", "pieces");
                break;
            case capture_criterion::with_king: what = "a capture with a king comes first"; break;
            case capture_criterion::most_kings:
                what = "a capture must take " + counted(static_cast<std::size_t>(best.kings_taken), "king", "kings");
                break;
            case capture_criterion::kings_first: what = "the capture that meets a king first comes first"; break;
            case capture_criterion::highest_value: what = "a capture must take " + taken_words(best); break;
            }
            excluded.push_back({s.criterion == capture_criterion::most_pieces ? reason_kind::majority_rule
                                                                              : reason_kind::capture_precedence,
                                rule + " excludes " + counted(n, "capture", "captures") + ": " + what,
                                std::string(s.article)});
        }
    for (const naive::move& m : legal) {
        const auto e = explain(p, m.path);
        INFO(path_text(m.path));
        REQUIRE(e.legal);
        REQUIRE(e.reasons.size() == excluded.size());
        for (std::size_t i = 0; i < excluded.size(); ++i) {
            CHECK(e.reasons[i].kind == excluded[i].kind);
            CHECK(e.reasons[i].sentence == excluded[i].sentence);
            CHECK(e.reasons[i].article == excluded[i].article);
        }
    }
    const auto legal_between = [&](int from, int to) {
        return std::any_of(legal.begin(), legal.end(),
                           [&](const naive::move& m) { return m.from == from && m.to == to; });
    };
    // Quiet moves while a capture exists: the compulsory capture, alone (where the two
    // squares are not a legal capture's, written short).
    if (captures_exist)
        for (const naive::move& m : quiet) {
            if (legal_between(m.from, m.to)) continue;
            const auto e = explain(p, m.path);
            INFO(path_text(m.path));
            CHECK_FALSE(e.legal);
            REQUIRE(e.reasons.size() == 1);
            CHECK(e.reasons[0].kind == reason_kind::compulsory_capture);
            CHECK(articles_of<V>(reason_kind::compulsory_capture).count(e.reasons[0].article) == 1);
        }
    // Captures the precedence excludes: the step that decides, with the naive numbers. Two
    // squares name any capture between them: the legal one, or another with its numbers.
    for (const naive::move& m : captures) {
        if (legal_path(m.path)) continue;
        INFO(path_text(m.path));
        const auto e = explain_checked(p, m.path, seen);
        const bool short_form = m.path.size() == 2;
        const bool one_between = std::count_if(captures.begin(), captures.end(), [&](const naive::move& c) {
                                     return c.from == m.from && c.to == m.to;
                                 }) == 1;
        CHECK(e.legal == (short_form && legal_between(m.from, m.to)));
        if (e.legal || (short_form && !one_between)) continue;
        REQUIRE(e.reasons.size() == 1);
        const auto [step, expected] = precedence_against<V>(m, legal.front());
        seen.steps.emplace(
            step, write_fen(p) + " " + path_text(m.path) + ": " + expected.sentence + " (" + expected.article + ")");
        CHECK(e.reasons[0].kind == expected.kind);
        CHECK(e.reasons[0].sentence == expected.sentence);
        CHECK(e.reasons[0].article == expected.article);
    }
    // Captures under the rules with one fact changed.
    for (const naive::rules& r : relaxed_rules(rules)) {
        naive::board changed = b;
        changed.r = r;
        for (const naive::move& m : naive::detail::all_captures(changed, naive::geometry(r)))
            if (!legal_path(m.path)) explain_checked(p, m.path, seen);
    }
    // Every end square on a line from a piece of the side to move, one off its lines, and
    // one from every other square.
    for (int from = 1; from <= board::squares; ++from) {
        bool off_line_tried = false;
        for (int to = 1; to <= board::squares; ++to) {
            if (to == from) continue;
            const bool own = p.at(from) && p.at(from)->side == p.side_to_move();
            const int files = std::abs(board::file(to) - board::file(from));
            const int ranks = std::abs(board::rank(to) - board::rank(from));
            const bool on_line = files == ranks || files == 0 || ranks == 0;
            if (own && !on_line && std::exchange(off_line_tried, true)) continue;
            if (!own && (to != from % board::squares + 1)) continue;
            const bool is_legal = std::any_of(legal.begin(), legal.end(),
                                              [&](const naive::move& m) { return m.from == from && m.to == to; });
            INFO(from << "-" << to);
            CHECK(explain_checked(p, {from, to}, seen).legal == is_legal);
        }
    }
}

}  // namespace

TEST_CASE("explain: every rule in every variant that has it, with its article and numbers") {
    all_variants::for_each([]<class V>(V) {
        kinds_seen<V> seen;
        std::mt19937_64 rng(19);
        const std::set<reason_kind> wanted = kinds_of<V>();
        const auto all_seen = [&] {
            return std::all_of(wanted.begin(), wanted.end(), [&](reason_kind k) { return seen.first.count(k) == 1; }) &&
                   std::all_of(rules_of<V>::precedence.begin(), rules_of<V>::precedence.end(),
                               [&](const precedence_step& s) { return seen.steps.count(s.criterion) == 1; });
        };
        for (std::string_view fen : rare_positions<V>()) explains_against_naive(at<V>(fen), seen);
        while (seen.positions < 600 && !all_seen()) explains_against_naive(random_for_explaining(seen, rng), seen);
        INFO(V::name << ": " << seen.positions << " positions, " << seen.attempts << " attempts");
        if (std::getenv("DRAUGHTS_SHOW_REASONS"))
            MESSAGE(V::name << ": " << seen.positions << " positions, " << seen.attempts << " attempts");
        for (reason_kind k : wanted) {
            INFO(to_string(k));
            CHECK(seen.first.count(k) == 1);
        }
        for (const precedence_step& s : rules_of<V>::precedence) {
            INFO(s.article);
            CHECK(seen.steps.count(s.criterion) == 1);
        }
        if (std::getenv("DRAUGHTS_SHOW_REASONS"))
            for (const auto& [kind, example] : seen.first)
                MESSAGE(V::name << " " << to_string(kind) << ": " << example);
        if (std::getenv("DRAUGHTS_SHOW_REASONS"))
            for (const auto& [step, example] : seen.steps) MESSAGE(V::name << " precedence step: " << example);
    });
}
