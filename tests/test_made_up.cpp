// Made-up variants no federation plays, drawn from the whole space of facts a variant can
// state (each combination the concept allows: board shape, colouring and numbering, men
// capturing backward or not, flying or short kings, men that may take kings or not, the
// three ways of crowning mid-capture, the two of removing captured pieces, the three king
// landings, and precedence keys of every step), each compared with the naive generator on
// 10,000 random positions. The generators must follow the facts they are given, not the
// variants they were tried on.
//
// The draw is fixed (a seed below), so every run tests the same variants; DRAUGHTS_MADE_UP_PART
// picks one of the test programs that share them out, built in parallel.

#include "naive_compare.hpp"

#include <doctest/doctest.h>

#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>
#include <tuple>
#include <utility>

using namespace draughts;

#ifndef DRAUGHTS_MADE_UP_PART
#define DRAUGHTS_MADE_UP_PART 0
#endif

namespace made_up {

// The boards the facts may be played on.
using boards = std::tuple<board_8x8, board_10x10, board<6>, board<12>, board<7, 7>, board<9, 8>,
                          board<10, 11, colouring::light_lower_left>,
                          board<8, 8, colouring::light_lower_left, first_square::bottom_right>>;

// Precedence keys: free choice, and steps in several orders.
constexpr std::array<capture_precedence, 6> precedences{
    capture_precedence{},
    capture_precedence{}.then(capture_criterion::most_pieces, "test"),
    capture_precedence{}.then(capture_criterion::with_king, "test"),
    capture_precedence{}.then(capture_criterion::most_pieces, "test").then(capture_criterion::most_kings, "test"),
    capture_precedence{}
        .then(capture_criterion::most_pieces, "test")
        .then(capture_criterion::with_king, "test")
        .then(capture_criterion::most_kings, "test")
        .then(capture_criterion::kings_first, "test"),
    capture_precedence{}.then(capture_criterion::kings_first, "test").then(capture_criterion::most_pieces, "test"),
};

struct facts {
    std::size_t board;
    bool backward;
    bool flying;
    bool men_take_kings;
    mid_capture_crowning crowning;
    capture_removal removal;
    king_landing landing;
    std::size_t precedence;
};

inline constexpr std::size_t count = 12;  // variants drawn
inline constexpr std::size_t parts = 2;   // test programs sharing them

// `count` combinations drawn from every combination of the facts, by a fixed sequence of
// pseudo-random numbers (SplitMix64). The boards and the precedence keys, the facts of most
// values, take each value in turn from a random start, so that the draw reaches them all.
constexpr std::array<facts, count> draw() {
    std::array<facts, count> out{};
    std::uint64_t state = 0x6d6164652d7570ULL;
    const auto next = [&state](std::uint64_t n) { return draughts::detail::splitmix64(state) % n; };
    const std::size_t first_board = next(std::tuple_size_v<boards>);
    const std::size_t first_precedence = next(precedences.size());
    for (std::size_t i = 0; i < count; ++i) {
        facts& f = out[i];
        f.board = (first_board + i) % std::tuple_size_v<boards>;
        f.precedence = (first_precedence + 5 * i) % precedences.size();
        f.backward = next(2) == 1;
        f.flying = next(2) == 1;
        f.men_take_kings = next(2) == 1;
        f.crowning = static_cast<mid_capture_crowning>(next(3));
        f.removal = static_cast<capture_removal>(next(2));
        f.landing = static_cast<king_landing>(next(3));
    }
    return out;
}

inline constexpr std::array<facts, count> drawn = draw();

template <std::size_t I>
struct variant {
    static constexpr facts f = drawn[I];
    static constexpr std::string_view name = "made up";
    using board = std::tuple_element_t<f.board, boards>;
    static constexpr bool men_capture_backward = f.backward;
    static constexpr bool flying_kings = f.flying;
    static constexpr bool men_capture_kings = f.men_take_kings;
    static constexpr mid_capture_crowning crowning = f.crowning;
    static constexpr capture_removal removal = f.removal;
    static constexpr king_landing landing = f.landing;
    static constexpr capture_precedence precedence = precedences[f.precedence];
};

}  // namespace made_up

namespace {

template <std::size_t I>
void agree() {
    using V = made_up::variant<I>;
    CAPTURE(I);
    const auto seen = test::compare_on_random_positions<V>(test::naive_rules<V>(), 2000, 100 + I);
    CHECK(seen.positions == 10000);
    CHECK(seen.captures > 1000);
}

template <std::size_t... I>
void agree_on_part(std::index_sequence<I...>) {
    (agree<DRAUGHTS_MADE_UP_PART + made_up::parts * I>(), ...);
}

}  // namespace

TEST_CASE("made-up variants: the library and the naive generator agree on 10,000 random positions each") {
    agree_on_part(std::make_index_sequence<made_up::count / made_up::parts>{});
}

#if DRAUGHTS_MADE_UP_PART == 0
// The draw reaches every value of every fact, so that no fact goes untested.
TEST_CASE("made-up variants: the draw reaches every value of every fact") {
    std::array<int, 2> backward{}, flying{}, men_take_kings{}, removal{};
    std::array<int, 3> crowning{}, landing{};
    std::array<int, made_up::precedences.size()> precedence{};
    std::array<int, std::tuple_size_v<made_up::boards>> board{};
    for (const auto& f : made_up::drawn) {
        ++backward[f.backward];
        ++flying[f.flying];
        ++men_take_kings[f.men_take_kings];
        ++removal[static_cast<std::size_t>(f.removal)];
        ++crowning[static_cast<std::size_t>(f.crowning)];
        ++landing[static_cast<std::size_t>(f.landing)];
        ++precedence[f.precedence];
        ++board[f.board];
    }
    const auto all_reached = [](const auto& counts) {
        for (int n : counts)
            if (n == 0) return false;
        return true;
    };
    CHECK(all_reached(backward));
    CHECK(all_reached(flying));
    CHECK(all_reached(men_take_kings));
    CHECK(all_reached(removal));
    CHECK(all_reached(crowning));
    CHECK(all_reached(landing));
    CHECK(all_reached(precedence));
    CHECK(all_reached(board));
}
#endif
