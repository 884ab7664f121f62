// The move generator (generate.hpp) and capture paths (paths.hpp):
// - published move lists, copied here: the exact moves and the exact capture paths;
// - count_moves() and has_moves() against generate() on random positions;
// - replies prepared once for the quiet children of a position, as perft uses them, against
//   count_moves() and generate() on each child;
// - an exhaustive proof that duplicate capture paths need fewest_captures_on_the_diagonals
//   captured pieces, with a mailbox enumerator written here that shares no code with the
//   generator.

#include "support.hpp"

#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <bitset>
#include <map>
#include <tuple>
#include <cstdint>
#include <cstdlib>
#include <random>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

using namespace draughts;

namespace {

// Square geometry by rows and columns, independent of the library's bit layout: row 0 is the
// top row (Black's back row), column 0 is file a, dark squares have an odd row + column, and
// they are numbered 1.. row by row from the top left (PDN).
struct grid {
    int size;
    bool every_square = false;  // play on every square (Turkish), numbered along the rows from the top left

    [[nodiscard]] int columns() const { return every_square ? size : size / 2; }
    [[nodiscard]] bool on_board(int row, int col) const { return row >= 0 && row < size && col >= 0 && col < size; }
    [[nodiscard]] int number(int row, int col) const { return row * columns() + (every_square ? col : col / 2) + 1; }
    [[nodiscard]] int row(int number) const { return (number - 1) / columns(); }
    [[nodiscard]] int col(int number) const {
        if (every_square) return (number - 1) % columns();
        return 2 * ((number - 1) % columns()) + (row(number) % 2 == 0 ? 1 : 0);
    }

    // "28" or "e5" to a square number.
    [[nodiscard]] int parse(std::string_view name) const {
        if (name[0] >= 'a' && name[0] <= 'z')
            return number(size - std::stoi(std::string(name.substr(1))), name[0] - 'a');
        return std::stoi(std::string(name));
    }
};

template <class Variant>
constexpr grid grid_of{Variant::board::width};

template <class Variant>
std::string name_of(int number) {
    return square_name<typename Variant::board>(number, rules_of<Variant>::notation);
}

std::string joined(const std::vector<std::string>& items) {
    std::string s;
    for (const auto& item : items) s += (s.empty() ? "" : " ") + item;
    return s;
}

std::vector<std::string> words(std::string_view text) {
    std::vector<std::string> out;
    std::size_t at = 0;
    while (at < text.size()) {
        const std::size_t end = std::min(text.find(' ', at), text.size());
        if (end > at) out.emplace_back(text.substr(at, end - at));
        at = end + 1;
    }
    return out;
}

// A path as positions.tsv writes it: "28-22", "15x24x13x2", "d2:b4:d6:f4:d2".
template <class Variant>
std::string path_text(const std::vector<int>& squares, bool capture) {
    std::string s;
    for (int n : squares) {
        if (!s.empty()) s += capture ? rules_of<Variant>::capture_separator : '-';
        s += name_of<Variant>(n);
    }
    return s;
}

// A move's identity, PDN 3.0: "from>to {captured squares}".
template <class Variant>
std::string identity_text(int from, int to, std::vector<int> captured) {
    std::sort(captured.begin(), captured.end());
    std::string s = name_of<Variant>(from) + ">" + name_of<Variant>(to) + " {";
    for (std::size_t i = 0; i < captured.size(); ++i) s += (i ? "," : "") + name_of<Variant>(captured[i]);
    return s + "}";
}

template <class Variant>
std::string identity_text(const move<Variant>& m) {
    std::vector<int> captured;
    for (int b : bits(m.captured)) captured.push_back(Variant::board::number(b));
    return identity_text<Variant>(m.from_square(), m.to_square(), captured);
}

// The identity of a published path, worked out on the board: each leg of a canonical path
// passes exactly one piece, the one it captures.
template <class Variant>
std::string identity_of_published(const position<Variant>& p, std::string_view path) {
    const grid g = grid_of<Variant>;
    std::vector<int> squares;
    std::string token;
    for (char c : std::string(path) + '-') {
        if (c == '-' || c == 'x' || c == ':') {
            squares.push_back(g.parse(token));
            token.clear();
        } else {
            token += c;
        }
    }
    std::vector<int> captured;
    const bool capture = path.find_first_of("x:") != std::string_view::npos;
    for (std::size_t i = 0; capture && i + 1 < squares.size(); ++i) {
        const int r0 = g.row(squares[i]), c0 = g.col(squares[i]);
        const int r1 = g.row(squares[i + 1]), c1 = g.col(squares[i + 1]);
        REQUIRE(std::abs(r1 - r0) == std::abs(c1 - c0));
        const int dr = r1 > r0 ? 1 : -1, dc = c1 > c0 ? 1 : -1;
        int passed = 0;
        for (int r = r0 + dr, c = c0 + dc; r != r1; r += dr, c += dc) {
            const auto pc = p.at(g.number(r, c));
            if (pc && g.number(r, c) != squares.front()) {  // the capturing piece has left its square
                CHECK(pc->side != p.side_to_move());
                captured.push_back(g.number(r, c));
                ++passed;
            }
        }
        CHECK(passed == 1);
    }
    return identity_text<Variant>(squares.front(), squares.back(), captured);
}

struct published_moves {
    std::string_view fen;
    std::string_view paths;  // every legal path, space separated, as positions.tsv writes them
    std::size_t distinct;    // moves by (from, to, captured set), from the note column
};

// positions.tsv, international rows. Sources: dctl = rhalbersma/dctl@2186901
// test/src/core/model/international.cpp; pydraughts = AttackingOrDefending/pydraughts@3277325
// test_pydraughts/test_ambiguous_moves.py; PDN 3.0 = wiegerw/pdn doc/grammar.rst.
constexpr std::array<published_moves, 11> international_published{{
    // i01 dctl FrenchTutorial/WhitePawnMoveDirections (3.4): men move forward only
    {"W:W28", "28-22 28-23", 2},
    // i04 dctl FrenchTutorial/WhiteKingMoveRange (3.9): flying king
    {"W:WK28", "28-5 28-6 28-10 28-11 28-14 28-17 28-19 28-22 28-23 28-32 28-33 28-37 28-39 28-41 28-44 28-46 28-50",
     17},
    // i06 dctl FrenchTutorial/PawnJump (4.2)
    {"W:W28,32:B23", "28x19", 1},
    // i07 dctl FrenchTutorial/KingJumpRange (4.3): every landing square
    {"W:WK46:B23", "46x5 46x10 46x14 46x19", 4},
    // i08 dctl FrenchTutorial/PawnJumpContinuation (4.5)
    {"W:W15:B8,19,20", "15x24x13x2", 1},
    // i09 dctl FrenchTutorial/KingJumpContinuation (4.6)
    {"W:WK47:B9,12,33", "47x20x3x17 47x20x3x21 47x20x3x26", 3},
    // i11 dctl FrenchTutorial/QuantityPrecedence (4.13): 3 men beat 2 kings
    {"W:W48:B24,K31,34,K42,43", "48x39x30x19", 1},
    // i13 dctl ItalianOfficialVersion/PawnJumpDirections (4.2): backward, and taking a king
    {"W:W35:B30,K40", "35x24 35x44", 2},
    // i20 dctl ItalianOfficialVersion/NoPassingJumpPromotion (4.15)
    {"W:W15:B9,10", "15x4x13", 1},
    // i21 PDN 3.0 restriction 8 (and pydraughts): same from and to, different captured sets
    {"W:WK47:B14,19,29,31,42", "47x38x20x9x36 47x38x24x13x36", 2},
    // i22 pydraughts: two paths of one move (38x24x13x27x38 and 38x27x13x24x38)
    {"W:WK38:B18,19,32,33", "38x24x13x27x38 38x24x13x27x43 38x24x13x27x49 38x27x13x24x38 38x27x13x24x42 38x27x13x24x47",
     5},
}};

// positions.tsv, Russian rows. Sources: pydraughts = AttackingOrDefending/pydraughts@3277325
// test_pydraughts/; mustitz = mustitz/checkers@9cf2b1b validation/.
constexpr std::array<published_moves, 8> russian_published{{
    // r01 pydraughts test_ambiguous_moves.py: landing rule and two paths of one move
    {"W:WKd2:Bc3,c5,e3,e5", "d2:b4:d6:f4:c1 d2:b4:d6:f4:d2 d2:f4:d6:b4:d2 d2:f4:d6:b4:e1", 3},
    // r02 pydraughts test_ambiguous_moves.py: must land where the capture goes on
    {"W:WKd2:Bc5,e3,e5,f6", "d2:f4:d6:a3 d2:f4:d6:b4 d2:g5:e7:a3 d2:g5:e7:b4", 4},
    // r06 mustitz 009-ws-long-take: a man captures forward and backward, 6 pieces
    {"W:Wa1:Bb2,b4,b6,d6,f4,f2", "a1:c3:a5:c7:e5:g3:e1", 1},
    // r08 mustitz 011-ws-should-take: capture is compulsory
    {"W:Wa3,c1,e1,f4,g1,h6:Bb4,d6,d8", "a3:c5:e7", 1},
    // r12 mustitz 017-wm-moves: flying king
    {"W:WKd4:Bd8", "d4-a1 d4-a7 d4-b2 d4-b6 d4-c3 d4-c5 d4-e3 d4-e5 d4-f2 d4-f6 d4-g1 d4-g7 d4-h8", 13},
    // r14 mustitz 023-wm-take: king capture, free landing
    {"W:WKb2:Be5", "b2:f6 b2:g7 b2:h8", 3},
    // r22 pydraughts test_game.py (issue #28): crowned on f8, captures on as a king
    {"W:Wh6:Bc5,d2,g7", "h6:f8:b4:e1", 1},
    // r26 mustitz 019-wm-lock: a king blocked by its own man
    {"W:WKa1,b2:Bd8", "b2-a3 b2-c3", 2},
}};

template <class Variant>
void check_published(const published_moves& row) {
    CAPTURE(row.fen);
    const auto p = read_fen<Variant>(row.fen);
    REQUIRE(p);
    const std::vector<std::string> expected_paths = words(row.paths);

    move_list<Variant> moves;
    generate(*p, moves, paths::unique);
    std::vector<std::string> identities, expected_identities, found_paths;
    for (const auto& m : moves) {
        identities.push_back(identity_text<Variant>(m));
        const auto all = move_paths(*p, m);
        CHECK(!all.empty());
        CHECK(canonical_path(*p, m) == all.front());
        for (const auto& path : all) found_paths.push_back(path_text<Variant>(path, m.is_capture()));
    }
    for (const auto& path : expected_paths) expected_identities.push_back(identity_of_published(*p, path));

    // The exact set of moves, each once.
    std::sort(identities.begin(), identities.end());
    CHECK(std::adjacent_find(identities.begin(), identities.end()) == identities.end());
    std::sort(expected_identities.begin(), expected_identities.end());
    expected_identities.erase(std::unique(expected_identities.begin(), expected_identities.end()),
                              expected_identities.end());
    CHECK(joined(identities) == joined(expected_identities));
    CHECK(moves.size() == row.distinct);
    CHECK(count_moves(*p, paths::unique) == row.distinct);

    // The exact multiset of paths.
    std::vector<std::string> sorted_expected = expected_paths;
    std::sort(sorted_expected.begin(), sorted_expected.end());
    std::sort(found_paths.begin(), found_paths.end());
    CHECK(joined(found_paths) == joined(sorted_expected));

    move_list<Variant> every;
    generate(*p, every, paths::every);
    CHECK(every.size() == expected_paths.size());
    CHECK(count_moves(*p, paths::every) == expected_paths.size());
}

}  // namespace

TEST_CASE("published international move lists: moves and every capture path") {
    for (const auto& row : international_published) check_published<international>(row);
}

TEST_CASE("published russian move lists: moves and every capture path") {
    for (const auto& row : russian_published) check_published<russian>(row);
}

// ---------------------------------------------------------------------------------------
// count_moves() and has_moves() against generate().

namespace {

template <class Variant>
void check_counts_on_random_positions(int per_shape, std::uint64_t seed) {
    std::mt19937_64 rng(seed);
    int with_captures = 0, with_long_captures = 0, without_moves = 0;
    for (const auto& s : test::shapes) {
        for (int i = 0; i < per_shape; ++i) {
            const auto p = test::random_position<Variant>(rng, s);
            INFO("position " << write_fen(p));
            move_list<Variant> unique, every;
            generate(p, unique, paths::unique);
            generate(p, every, paths::every);
            REQUIRE(count_moves(p, paths::unique) == unique.size());
            REQUIRE(count_moves(p, paths::every) == every.size());
            REQUIRE(has_moves(p) == !unique.empty());
            REQUIRE(unique.empty() == every.empty());
            REQUIRE(unique.size() <= every.size());
            with_captures += !unique.empty() && unique[0].is_capture();
            with_long_captures += !unique.empty() && unique[0].capture_count() >= fewest_captures_for_duplicates<Variant>;
            without_moves += unique.empty();
        }
    }
    // The agreement means something only if the positions reach captures, long captures
    // (where the unique count compares moves) and positions without a move.
    CHECK(with_captures > per_shape);
    CHECK(with_long_captures > 0);
    CHECK(without_moves > 0);
}

}  // namespace

// 5 shapes x 800 positions = 4,000 random positions per variant, either side to move.
TEST_CASE("count_moves and has_moves agree with generate on random russian positions") {
    check_counts_on_random_positions<russian>(800, 11);
}

TEST_CASE("count_moves and has_moves agree with generate on random international positions") {
    check_counts_on_random_positions<international>(800, 12);
}

TEST_CASE("count_moves and has_moves agree with generate on random brazilian positions") {
    check_counts_on_random_positions<brazilian>(800, 13);
}

// ---------------------------------------------------------------------------------------
// Replies prepared once for all the quiet children of a position (perft's last two plies)
// against count_moves() and generate() on each child.

namespace {

// The positions perft makes from the replies (detail::each_child): at the leaves of full
// counting (Leaves), where the men's moves short of the last row are made without a test for
// a crowning, or above them; as FENs, sorted.
template <bool Leaves, class Variant, color Them>
std::vector<std::string> made_by_perft(const position<Variant>& child, const detail::replies<Variant, Them>& replies,
                                       paths mode) {
    std::vector<std::string> made;
    auto collect = [&](const position<Variant>& p) { made.push_back(write_fen(p)); };
    replies.for_each_move(child, mode, detail::each_child<Variant, Them, decltype(collect), Leaves>{child, collect});
    std::sort(made.begin(), made.end());
    return made;
}

template <class Variant, color Them>
void check_replies(const position<Variant>& child, const detail::replies<Variant, Them>& replies, int& with_captures,
                   int& crowning) {
    INFO("child " << write_fen(child));
    for (paths mode : {paths::unique, paths::every}) {
        REQUIRE(replies.count(child, mode) == count_moves(child, mode));
        move_list<Variant> expected;
        generate(child, expected, mode);
        std::vector<move<Variant>> given;
        replies.for_each_move(child, mode, [&](const move<Variant>& m) { given.push_back(m); });
        REQUIRE(test::sorted_keys<Variant>(given) == test::sorted_keys<Variant>({expected.begin(), expected.end()}));
        with_captures += mode == paths::unique && !expected.empty() && expected[0].is_capture();
        // Each move made as perft makes it leaves what play() leaves (FMJD 4.15, Russian
        // 1.5.16: a man is crowned where its move ends on the last row, and only there).
        std::vector<std::string> played;
        for (const auto& m : expected) {
            position<Variant> p = child;
            p.play(m);
            played.push_back(write_fen(p));
            crowning += mode == paths::unique && m.promotes;
        }
        std::sort(played.begin(), played.end());
        REQUIRE(made_by_perft<true>(child, replies, mode) == played);
        REQUIRE(made_by_perft<false>(child, replies, mode) == played);
    }
}

template <class Variant>
void check_replies_on_random_positions(int per_shape, std::uint64_t seed) {
    std::mt19937_64 rng(seed);
    int children = 0, with_captures = 0, crowning = 0;
    for (const auto& s : test::shapes) {
        for (int i = 0; i < per_shape; ++i) {
            const auto p = test::random_position<Variant>(rng, s);
            INFO("position " << write_fen(p));
            detail::for_side_to_move(p, [&]<color Us>() {
                // Replies of the side to move, prepared from p itself (perft's last ply)...
                check_replies(p, detail::replies<Variant, Us>(p), with_captures, crowning);
                // ...and of the other side, prepared once for every quiet child.
                if (detail::fast_generator<Variant, Us>(p).has_capture()) return;
                const detail::replies<Variant, ~Us> them(p);
                move_list<Variant> moves;
                generate(p, moves);
                for (const auto& m : moves) {
                    position<Variant> child = p;
                    child.play(m);
                    check_replies(child, them, with_captures, crowning);
                    ++children;
                }
            });
        }
    }
    // The agreement means something only if many children reach captures.
    CHECK(children > 10 * per_shape);
    CHECK(with_captures > per_shape);
    CHECK(crowning > per_shape);
}

}  // namespace

// 5 shapes x 400 positions per variant, either side to move, and their quiet children.
TEST_CASE_TEMPLATE("replies prepared once agree with count_moves and generate on every quiet child", Variant, russian,
                   international, brazilian) {
    check_replies_on_random_positions<Variant>(400, 21);
}

// The other side's kings in the replies: their survey is made once and kept for each child
// whose move neither empties nor fills a square it read, and made afresh for the others. A
// Black king on 23 (f6) sees 17 squares on an empty board; White's man on 45 ends its
// diagonal to j2, so it has 16 moves. 36-31 stays off its diagonals: 16 kept. 33-28 and
// 33-29 put a man next to it with an empty square behind: it must capture, landing on 32,
// 37, 41 or 46 (four moves) or on 34 or 40 (two, 45 being White's). 45-40 empties the
// square behind 40: one capture, to 45 (FMJD 4.1, capture is compulsory; 4.3, the king
// captures at a distance and lands on any empty square behind the piece).
TEST_CASE("replies keep the other side's king moves only where a move leaves what they read alone") {
    const auto p = read_fen<international>("W:W33,36,45:BK23");
    REQUIRE(p);
    const detail::replies<international, color::black> them(*p);
    move_list<international> moves;
    generate(*p, moves);
    std::map<std::string, std::uint64_t> replies;
    for (const auto& m : moves) {
        position<international> child = *p;
        child.play(m);
        const std::uint64_t count = them.count(child, paths::unique);
        CHECK(them.count(child, paths::every) == count);
        CHECK(count == count_moves(child));
        replies[write_move(*p, m)] = count;
    }
    const std::map<std::string, std::uint64_t> expected{{"33-28", 4}, {"33-29", 2}, {"36-31", 16}, {"45-40", 1}};
    CHECK(replies == expected);
}

// Where the men's longest captures take two pieces, perft makes them from the jump sets,
// without the capture search. White's man on 23 takes 18 and then 8 or 7, ending on 3 or 1,
// its last row: crowned (FMJD 4.15). The man on 38 takes 32 and 21, ending on 16. The man on
// 45 could take 40 alone: ruled out, two pieces must be taken rather than one (FMJD 4.13).
// No capture goes on after two pieces.
TEST_CASE("men's two-piece captures, the longest, are made as play() makes them, crowned on the last row") {
    const auto p = read_fen<international>("W:W23,38,45:B7,8,18,21,32,40");
    REQUIRE(p);
    move_list<international> moves;
    generate(*p, moves);
    std::vector<std::string> written;
    for (const auto& m : moves) written.push_back(write_move(*p, m) + (m.promotes ? " crowned" : ""));
    std::sort(written.begin(), written.end());
    CHECK(written == std::vector<std::string>{"23x1 crowned", "23x3 crowned", "38x16"});
    int with_captures = 0, crowning = 0;
    check_replies(*p, detail::replies<international, color::white>(*p), with_captures, crowning);
    CHECK(with_captures == 1);
    CHECK(crowning == 2);
    for (paths mode : {paths::unique, paths::every}) {
        CHECK(perft<leaf_counting::full>(*p, 1, {.convention = mode}) == 3);
        CHECK(perft<leaf_counting::full>(*p, 3, {.convention = mode}) == perft(*p, 3, {.convention = mode}));
    }
}

// Bulk perft counts the replies to all the quiet steps of the men along one direction at
// once, below a position where neither side could capture and the side to reply has no
// kings (replies::count_after_steps): the step from a to b changes only those squares. Each
// child is made and counted here instead, and the children where the other side must
// capture - over the piece on b, or landing on a (FMJD 4.1) - must be exactly those left out
// for counting one by one.
namespace {

template <class Variant>
void check_steps_counted_at_once(std::uint64_t seed) {
    // The positions of random games from the start: men in contact, as in the games perft's
    // trees hold, where random boards rarely are; kings of the side to move among them.
    std::mt19937_64 rng(seed);
    int positions = 0, with_kings = 0, quiet_children = 0, capturing_children = 0;
    for (int game = 0; game < 40; ++game) {
        position<Variant> p = position<Variant>::start();
        for (int ply = 0; ply < 80; ++ply) {
            INFO("position " << write_fen(p));
            detail::for_side_to_move(p, [&]<color Us>() {
                const detail::replies<Variant, ~Us> them(p);
                if (p.kings(~Us) || detail::fast_generator<Variant, Us>(p).has_capture()) return;
                const auto threats = them.threats(p.empty());
                if (threats.capture_now(p.empty())) return;
                ++positions;
                with_kings += p.kings(Us) != typename Variant::board::bitboard{};
                using rules = detail::rules_for<Variant, Us>;
                const auto check = [&]<direction D>() {
                    using bitboard = typename Variant::board::bitboard;
                    bitboard capturing{};
                    const std::uint64_t at_once =
                        them.template count_after_steps<D>(p.men(Us), p.empty(), threats, capturing);
                    std::uint64_t one_by_one = 0;
                    bitboard must_capture{};
                    for (int to : bits(Variant::board::template step<D>(p.men(Us)) & p.empty())) {
                        const bitboard b = single_bit<bitboard>(to);
                        position<Variant> child = p;
                        child.template play_man_step<Us>(b | Variant::board::template step<reverse(D)>(b));
                        move_list<Variant> replies;
                        generate(child, replies);
                        if (!replies.empty() && replies[0].is_capture()) {
                            must_capture |= b;
                            ++capturing_children;
                        } else {
                            one_by_one += replies.size();
                            ++quiet_children;
                        }
                    }
                    CHECK(at_once == one_by_one);
                    CHECK(capturing == must_capture);
                };
                check.template operator()<rules::forward_left>();
                check.template operator()<rules::forward_right>();
            });
            move_list<Variant> moves;
            generate(p, moves);
            if (moves.empty()) break;
            p.play(moves[std::uniform_int_distribution<std::size_t>(0, moves.size() - 1)(rng)]);
        }
    }
    MESSAGE(Variant::name << ": " << positions << " positions (" << with_kings << " with kings), " << quiet_children
                          << " children counted at once, " << capturing_children << " with a capture");
    CHECK(positions > 200);
    CHECK(with_kings > 10);
    CHECK(quiet_children > 5 * positions);
    CHECK(capturing_children > positions);
}

}  // namespace

TEST_CASE_TEMPLATE("the replies to the men's steps along a direction, counted at once, are those of each child", Variant,
                   russian, international, brazilian, english, pool, canadian) {
    check_steps_counted_at_once<Variant>(31);
}

namespace {

template <class Variant>
void check_no_move(std::string_view fen) {
    CAPTURE(fen);
    const auto p = read_fen<Variant>(fen);
    REQUIRE(p);
    move_list<Variant> moves;
    for (paths mode : {paths::unique, paths::every}) {
        generate(*p, moves, mode);
        CHECK(moves.empty());
        CHECK(count_moves(*p, mode) == 0);
    }
    CHECK_FALSE(has_moves(*p));
}

}  // namespace

TEST_CASE("positions where the side to move has no legal move") {
    // Men blocked: the square ahead is taken and the square behind the enemy piece too.
    check_no_move<russian>("W:Wa1,c1:Ba3,b2,c3,d2,e3");
    check_no_move<russian>("B:Wf6,g7,h6:Bh8");
    check_no_move<brazilian>("W:Wa1,c1:Ba3,b2,c3,d2,e3");
    check_no_move<international>("W:W46:B41,37");
    check_no_move<international>("B:W10,14:B5");
    // A king boxed in by enemy pieces with no empty square behind them.
    check_no_move<russian>("W:WKa1:Bb2,c3");
    check_no_move<international>("B:W34,40,50:BK45");
    // No pieces at all.
    check_no_move<russian>("W:W:Bd8");
    check_no_move<russian>("B:Wc3:B");
    check_no_move<international>("W:W:B1-20");
    check_no_move<brazilian>("B:Wa1:B");
    check_no_move<international>("W:W:B");
}

// ---------------------------------------------------------------------------------------
// Duplicate capture paths need at least fewest_captures_on_the_diagonals captured pieces.
//
// The generator compares a capture with the moves found before only when it takes that
// many pieces. The proof that shorter captures never repeat a move is exhaustive: for one
// capturing piece on an otherwise arbitrary board, enumerate every capture sequence of 1 to
// 3 captures against every placement of the enemy pieces it takes, and show that no two
// different canonical paths have the same (from, to, captured set).
//
// Why every placement of the captured pieces suffices: a legal capture of k pieces is such
// a sequence with the k victims where they stand. Other pieces on the board only take
// continuations away, and so can make any partial sequence a complete one, which is why
// every partial sequence counts, and why the landing rule and the majority rule (which only
// remove sequences) are ignored. The squares a sequence passes or lands on must be empty on
// the real board, so no victim stands on them, not even one captured later; the start square
// is empty once the piece is lifted; a captured piece stays until the move is over (Turkish
// strike), so it can be neither passed nor jumped again; empty squares may be crossed any
// number of times. The victims are placed along the way: at each step choose a direction, a
// distance at which to place a new victim, and a landing square behind it.
//
// A canonical path (PDN 3.0) is the start square, then per capture the square where the
// piece turns, or, where it goes straight on, the square right behind the captured piece;
// the last is the end square. Landing squares of a straight run are one path.
//
// The kinds of piece: a flying king; a man that jumps one square in the four directions
// and stays a man (international, Brazilian); a Russian man crowned when it lands on the
// last row mid-capture, then capturing on as a flying king (1.5.15), for White (crowned on
// row 0) and for Black (crowned on the bottom row).

namespace {

// A set of squares of a board of up to 128: bit n - 1 for square n.
using squares = std::bitset<128>;

[[nodiscard]] std::size_t index(int number) { return static_cast<std::size_t>(number - 1); }

enum class capturer : std::uint8_t { king, man, white_man_crowned_mid_capture, black_man_crowned_mid_capture };

struct duplicate_move {
    int from;
    int to;
    squares captured;    // bit n - 1 for square n
    std::uint64_t path;  // packed canonical path, 8 bits a square, start square excluded
    std::uint64_t other_path;
};

// How the pieces taken and the king's landings go, as the variant's facts say.
struct capture_facts {
    bool removed_at_once = false;  // the pieces taken leave the board at once (Thai)
    bool land_right_behind = false;  // a king lands right behind the piece it takes (Thai)
    bool straight = false;  // pieces capture along rows and files too, two rows or columns a step (Frisian)
    // Every square is played, and pieces capture along rows and files only, men forward and
    // sideways; no capture turns straight back (Turkish).
    bool rook = false;
    bool no_turning_back = false;
};

class capture_enumerator {
public:
    capture_enumerator(grid g, capturer kind, int most_captures, capture_facts facts = {})
        : g_(g),
          kind_(kind),
          most_(most_captures),
          facts_(facts),
          crown_row_(kind == capturer::white_man_crowned_mid_capture   ? 0
                     : kind == capturer::black_man_crowned_mid_capture ? g.size - 1
                                                                       : -1) {}

    // Every sequence from one square; returns the moves that have two canonical paths.
    std::vector<duplicate_move> from(int start) {
        seen_.clear();
        duplicates_.clear();
        start_ = start;
        victims_ = 0;
        extend(g_.row(start), g_.col(start), kind_ == capturer::king, bit(start), 0, -1, 0, 0);
        return duplicates_;
    }

    // Every start square a piece of this kind can stand on.
    std::vector<duplicate_move> from_every_square() {
        std::vector<duplicate_move> all;
        for (int n = 1; n <= g_.size * g_.columns(); ++n) {
            if (g_.row(n) == crown_row_) continue;  // a man there would be a king
            const auto found = from(n);
            all.insert(all.end(), found.begin(), found.end());
        }
        return all;
    }

    [[nodiscard]] std::uint64_t sequences() const { return sequences_; }

private:
    // The diagonals, then the straight lines to the next dark square of a row or column; on
    // a board played on every square, the straight lines to the next square.
    static constexpr std::array<std::pair<int, int>, 8> all_directions{
        {{-1, -1}, {-1, 1}, {1, -1}, {1, 1}, {-2, 0}, {2, 0}, {0, -2}, {0, 2}}};
    static constexpr std::array<std::pair<int, int>, 4> rook_directions{{{-1, 0}, {1, 0}, {0, -1}, {0, 1}}};
    [[nodiscard]] int direction_count() const { return facts_.rook ? 4 : facts_.straight ? 8 : 4; }
    [[nodiscard]] std::pair<int, int> direction_at(int d) const {
        return facts_.rook ? rook_directions[static_cast<std::size_t>(d)] : all_directions[static_cast<std::size_t>(d)];
    }

    static squares bit(int number) { return squares{}.set(static_cast<std::size_t>(number - 1)); }

    // The piece stands on (row, col) after `depth` captures, the last one in direction
    // `last` with the captured piece at (victim_row, victim_col). `visited` holds every
    // square passed or landed on, the start square included.
    void extend(int row, int col, bool king, squares visited, int depth, int last, int victim_row,
                int victim_col) {
        if (depth > 0) record(g_.number(row, col), depth);
        if (depth == most_) return;
        for (int d = 0; d < direction_count(); ++d) {
            const auto [dr, dc] = direction_at(d);
            if (facts_.rook && !king && dr > 0) continue;  // a Turkish man never captures backward
            if (facts_.no_turning_back && depth > 0 && direction_at(last) == std::pair{-dr, -dc}) continue;
            // Straight on: the path notes the square right behind the last captured piece.
            const int noted = depth == 0 ? 0 : path_[static_cast<std::size_t>(depth - 1)];
            if (depth > 0 && d == last)
                path_[static_cast<std::size_t>(depth - 1)] = g_.number(victim_row + dr, victim_col + dc);

            squares passed;
            for (int r = row + dr, c = col + dc; g_.on_board(r, c); r += dr, c += dc) {
                const int n = g_.number(r, c);
                // A captured piece blocks the line, unless it has left the board already.
                if (victims_.test(index(n)) && !facts_.removed_at_once) break;
                if (!visited.test(index(n)) && !victims_.test(index(n)))
                    jump(r, c, dr, dc, d, king, visited | passed, depth);
                if (!king) break;  // a man captures only an adjacent piece
                passed |= bit(n);  // or the square is empty and the king slides on
            }
            if (depth > 0) path_[static_cast<std::size_t>(depth - 1)] = noted;
        }
    }

    // A new victim on (row, col), then every landing square behind it.
    void jump(int row, int col, int dr, int dc, int d, bool king, squares visited, int depth) {
        const squares victim = bit(g_.number(row, col));
        victims_ |= victim;
        for (int r = row + dr, c = col + dc; g_.on_board(r, c); r += dr, c += dc) {
            const int n = g_.number(r, c);
            if (victims_.test(index(n)) && !facts_.removed_at_once) break;
            visited |= bit(n);
            path_[static_cast<std::size_t>(depth)] = n;
            const bool crowned = r == crown_row_;
            extend(r, c, king || crowned, visited, depth + 1, d, row, col);
            // A man lands right behind the piece it takes, and so does a Thai king.
            if (!king || facts_.land_right_behind) break;
        }
        victims_ &= ~victim;
    }

    void record(int to, int depth) {
        ++sequences_;
        std::uint64_t packed = 0;
        for (int i = 0; i < depth; ++i)
            packed |= static_cast<std::uint64_t>(path_[static_cast<std::size_t>(i)]) << (8 * i);
        const squares low_bits{~std::uint64_t{0}};
        const key k{(victims_ & low_bits).to_ullong(), (victims_ >> 64).to_ullong(), to};
        const auto [it, inserted] = seen_.try_emplace(k, packed);
        if (!inserted && it->second != packed) duplicates_.push_back({start_, to, victims_, it->second, packed});
    }

    grid g_;
    capturer kind_;
    int most_;
    capture_facts facts_;
    int crown_row_;  // -1 when the piece is never crowned mid-capture
    int start_ = 0;
    squares victims_;
    std::array<int, 16> path_{};
    using key = std::tuple<std::uint64_t, std::uint64_t, int>;  // the captured set's two words, and `to`
    std::map<key, std::uint64_t> seen_;                          // -> canonical path
    std::vector<duplicate_move> duplicates_;
    std::uint64_t sequences_ = 0;
};

// A packed canonical path in square numbers: "38x24x13x27x38".
std::string packed_path_text(int from, std::uint64_t packed) {
    std::string s = std::to_string(from);
    for (; packed; packed >>= 8) s += "x" + std::to_string(packed & 255);
    return s;
}

// `sequences` is how many sequences the enumeration visits, as counted when it was written
// (a separate script agreed): it guards against an edit that quietly prunes the search.
void check_no_duplicates(int size, capturer kind, std::uint64_t sequences) {
    capture_enumerator e(grid{size}, kind, fewest_captures_on_the_diagonals - 1);
    const auto duplicates = e.from_every_square();
    for (const auto& d : duplicates)
        FAIL_CHECK("two paths of one move with fewer than four captures: "
                   << packed_path_text(d.from, d.path) << " and " << packed_path_text(d.from, d.other_path));
    CHECK(duplicates.empty());
    CHECK(e.sequences() == sequences);
}

}  // namespace

static_assert(fewest_captures_on_the_diagonals == 4);

TEST_CASE("no two capture paths of fewer than four captures make one move: king, 10x10") {
    check_no_duplicates(10, capturer::king, 43684);
}

TEST_CASE("no two capture paths of fewer than four captures make one move: king, 8x8") {
    check_no_duplicates(8, capturer::king, 4580);
}

TEST_CASE("no two capture paths of fewer than four captures make one move: man crowned mid-capture, 8x8") {
    check_no_duplicates(8, capturer::white_man_crowned_mid_capture, 470);
    check_no_duplicates(8, capturer::black_man_crowned_mid_capture, 470);  // the mirror image
}

TEST_CASE("no two capture paths of fewer than four captures make one move: man, 10x10 and 8x8") {
    check_no_duplicates(10, capturer::man, 888);
    check_no_duplicates(8, capturer::man, 384);
}

TEST_CASE("the capture enumerator visits the sequences counted by hand") {
    // One capture of a king on a1 along the long diagonal of 8x8: a victim at distance 1-6
    // and a landing square behind it, 6 + 5 + 4 + 3 + 2 + 1 = 21 sequences.
    capture_enumerator king_8x8(grid{8}, capturer::king, 1);
    CHECK(king_8x8.from(29).empty());
    CHECK(king_8x8.sequences() == 21);
    // A man in the middle of the board captures in four directions.
    capture_enumerator man_10x10(grid{10}, capturer::man, 1);
    CHECK(man_10x10.from(28).empty());
    CHECK(man_10x10.sequences() == 4);
    // Two captures: 4 first jumps, then 3 directions each (the way back is blocked).
    capture_enumerator man_two(grid{10}, capturer::man, 2);
    CHECK(man_two.from(28).empty());
    CHECK(man_two.sequences() == 4 + 4 * 3);
}

// Four captures do make two paths of one move, so the bound is exact: the enumerator finds
// duplicates from many squares, among them those of the published positions (positions.tsv
// r01 and i22), which the generator returns as one move.
TEST_CASE("four captures can make two paths of one move") {
    const grid eight{8};
    capture_enumerator king_8x8(eight, capturer::king, fewest_captures_on_the_diagonals);
    const auto found_8x8 = king_8x8.from_every_square();
    CHECK(!found_8x8.empty());
    const int d2 = eight.parse("d2");
    squares r01;
    for (const char* name : {"c3", "c5", "e3", "e5"}) r01.set(static_cast<std::size_t>(eight.parse(name) - 1));
    CHECK(std::any_of(found_8x8.begin(), found_8x8.end(),
                      [&](const duplicate_move& d) { return d.from == d2 && d.to == d2 && d.captured == r01; }));

    capture_enumerator king_10x10(grid{10}, capturer::king, fewest_captures_on_the_diagonals);
    const auto found_10x10 = king_10x10.from_every_square();
    CHECK(!found_10x10.empty());
    squares i22;
    for (int n : {18, 19, 32, 33}) i22.set(static_cast<std::size_t>(n - 1));
    CHECK(std::any_of(found_10x10.begin(), found_10x10.end(),
                      [&](const duplicate_move& d) { return d.from == 38 && d.to == 38 && d.captured == i22; }));

    const auto r01_position = read_fen<russian>("W:WKd2:Bc3,c5,e3,e5");
    REQUIRE(r01_position);
    CHECK(count_moves(*r01_position, paths::every) == 4);
    CHECK(count_moves(*r01_position, paths::unique) == 3);
}

TEST_CASE("a move list can be reordered and cut as a search orders its moves") {
    // Russian 1.5.14, free choice among captures: two captures of two pieces, two of one.
    const auto p = *read_fen<russian>("W:Wa3,c3,h2:Bb4,d4,g3,f6");
    move_list<russian> moves;
    generate(p, moves);
    auto written = [&] {
        std::vector<std::string> out;
        for (const auto& m : moves) out.push_back(write_move(p, m, {move_form::full}));
        return out;
    };
    REQUIRE(written() == std::vector<std::string>{"c3:e5:g7", "a3:c5:e3", "c3:a5", "h2:f4"});

    std::stable_sort(moves.begin(), moves.end(),
                     [](const auto& a, const auto& b) { return a.capture_count() < b.capture_count(); });
    CHECK(written() == std::vector<std::string>{"c3:a5", "h2:f4", "c3:e5:g7", "a3:c5:e3"});

    std::swap(moves[0], moves[3]);
    CHECK(written() == std::vector<std::string>{"a3:c5:e3", "h2:f4", "c3:e5:g7", "c3:a5"});

    const auto* after = moves.erase(moves.begin() + 1);
    CHECK(after == moves.begin() + 1);
    CHECK(written() == std::vector<std::string>{"a3:c5:e3", "c3:e5:g7", "c3:a5"});

    const auto* longest =
        std::partition(moves.begin(), moves.end(), [](const auto& m) { return m.capture_count() == 2; });
    moves.erase(longest, moves.end());
    CHECK(moves.size() == 2);
    CHECK(written() == std::vector<std::string>{"a3:c5:e3", "c3:e5:g7"});
}
// The bound of every variant, from its facts, is exact: the exhaustive enumeration finds no
// two paths of one move below it, and finds some at it, for the capturing pieces the variant
// has. Where the pieces taken leave the board at once, a king may turn back over the squares
// it emptied: with any landing two pieces are enough (one path lands short of the second
// piece, the other beyond it), with landings right behind each piece three.
template <class Variant>
void check_bound_is_exact() {
    using rules = rules_of<Variant>;
    CAPTURE(Variant::name);
    const bool every_square = Variant::board::played == playing_squares::all;
    const grid g{Variant::board::width, every_square};
    const capture_facts facts{rules::removal == capture_removal::at_once,
                              rules::landing == king_landing::right_behind || !rules::flying_kings,
                              rules::straight_captures, every_square, !rules::capture_reversal};
    const int bound = fewest_captures_for_duplicates<Variant>;
    std::vector<capturer> kinds{capturer::king, capturer::man};
    if constexpr (rules::crowning == mid_capture_crowning::captures_on_as_king)
        kinds.push_back(capturer::white_man_crowned_mid_capture);
    bool found_at_bound = false;
    for (capturer kind : kinds) {
        CAPTURE(static_cast<int>(kind));
        capture_enumerator below(g, kind, bound - 1, facts);
        const auto duplicates = below.from_every_square();
        for (const auto& d : duplicates)
            FAIL_CHECK("two paths of one move below the bound: " << packed_path_text(d.from, d.path) << " and "
                                                                  << packed_path_text(d.from, d.other_path));
        capture_enumerator at(g, kind, bound, facts);
        for (int n = 1; n <= g.size * g.columns() && !found_at_bound; ++n) found_at_bound = !at.from(n).empty();
    }
    CHECK(found_at_bound);
}

TEST_CASE("the duplicate-path bound of every variant is exact") {
    static_assert(fewest_captures_for_duplicates<thai> == 3);
    static_assert(fewest_captures_for_duplicates<russian> == 4);
    static_assert(fewest_captures_for_duplicates<frisian> == 3);  // a triangle: a row and two diagonals
    static_assert(fewest_captures_for_duplicates<turkish> == 4);  // a rectangle of rows and files
    all_variants::for_each([](auto v) {
        if constexpr (decltype(v)::board::width == decltype(v)::board::height) check_bound_is_exact<decltype(v)>();
    });
}

// Kings that fly and land anywhere, with the pieces taken leaving at once: two pieces make
// two paths of one move, the king landing short of the second piece or beyond it.
namespace bounds {
struct at_once_anywhere : international {
    static constexpr rule removal{capture_removal::at_once, "test"};
};
}  // namespace bounds

// And with captures along rows and files too: still two with flying kings landing anywhere,
// three where each piece is taken from right beside it.
namespace bounds {
struct straight_at_once_anywhere : frisian {
    static constexpr rule removal{capture_removal::at_once, "test"};
};
struct straight_at_once_short : frisian {
    static constexpr rule removal{capture_removal::at_once, "test"};
    static constexpr rule flying_kings{false, "test"};
};
}  // namespace bounds

TEST_CASE("the duplicate-path bound with pieces removed at once and kings landing anywhere is two") {
    static_assert(fewest_captures_for_duplicates<bounds::at_once_anywhere> == 2);
    check_bound_is_exact<bounds::at_once_anywhere>();
    static_assert(fewest_captures_for_duplicates<bounds::straight_at_once_anywhere> == 2);
    check_bound_is_exact<bounds::straight_at_once_anywhere>();
    static_assert(fewest_captures_for_duplicates<bounds::straight_at_once_short> == 3);
    check_bound_is_exact<bounds::straight_at_once_short>();
}

// ---------------------------------------------------------------------------------------
// Move keys: 32 bits that identify a legal move within its position.

template <class Variant>
void check_keys_on_random_positions(std::uint64_t seed) {
    std::mt19937_64 rng(seed);
    int shared_ends = 0;
    for (const auto& s : test::shapes) {
        for (int i = 0; i < 300; ++i) {
            const auto p = test::random_position<Variant>(rng, s);
            move_list<Variant> legal;
            generate(p, legal);
            std::vector<move_key> keys;
            for (const auto& m : legal) {
                const move_key k = key_of(legal, m);
                CHECK(key_of(p, m) == k);
                const auto* found = find_move(legal, k);
                REQUIRE(found != nullptr);
                CHECK(*found == m);
                keys.push_back(k);
                shared_ends += k.rank() > 0;
            }
            // Distinct within the position, and the same whatever the order of the list.
            std::sort(keys.begin(), keys.end());
            CHECK(std::adjacent_find(keys.begin(), keys.end()) == keys.end());
            std::reverse(legal.begin(), legal.end());
            for (const auto& m : legal) CHECK(std::binary_search(keys.begin(), keys.end(), key_of(legal, m)));
        }
    }
    MESSAGE(Variant::name << ": " << shared_ends << " moves ranked among captures with the same start and end");
}

TEST_CASE("move keys identify each legal move, whatever the list's order") {
    check_keys_on_random_positions<russian>(41);
    check_keys_on_random_positions<international>(42);
    check_keys_on_random_positions<thai>(43);
    check_keys_on_random_positions<italian>(44);
    // Russian 1.5.6: a king that takes four men around d2 and comes back to d2 - three moves
    // from d2 to d2, told apart by their rank.
    const auto p = *read_fen<russian>("W:WKd2:Bc3,c5,e3,e5");
    move_list<russian> legal;
    generate(p, legal);
    std::vector<std::uint32_t> ranks;
    for (const auto& m : legal)
        if (m.from == m.to) ranks.push_back(key_of(legal, m).rank());
    std::sort(ranks.begin(), ranks.end());
    CHECK(ranks == std::vector<std::uint32_t>{0});  // d2 back to d2: one move (the captured set is one)
    // FID 6.6-6.10: an Italian man takes three men from 3 to 26 over 10 and 17 or over 10 and
    // 19, equal on every step of precedence: two moves with the same start and end.
    const auto italian_game = *read_fen<italian>("B:W6,13,14,18,21,22,25,30,31:B1,2,3,4,7,9");
    move_list<italian> italian_legal;
    generate(italian_game, italian_legal);
    std::vector<std::uint32_t> italian_ranks;
    for (const auto& m : italian_legal)
        if (m.from_square() == 3 && m.to_square() == 26) italian_ranks.push_back(key_of(italian_legal, m).rank());
    std::sort(italian_ranks.begin(), italian_ranks.end());
    CHECK(italian_ranks == std::vector<std::uint32_t>{0, 1});
    // A key of another position finds nothing here.
    const auto q = position<russian>::start();
    move_list<russian> start_moves;
    generate(q, start_moves);
    CHECK(find_move(legal, key_of(start_moves, start_moves[0])) == nullptr);
    static_assert(sizeof(move_key) == 4);
}
