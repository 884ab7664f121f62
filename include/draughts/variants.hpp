#pragma once
// The rules of each variant as data: a struct of compile-time facts, each with the article
// it comes from. The move generator, notation and game code read these facts; nothing else
// in the library knows a variant by name.
//
// Article numbers: "Russian" = the FSR / FMJD-64 rules of Russian draughts, "FMJD" = the
// FMJD official rules of international draughts; RULES.md in the project's shared
// specification quotes both.

#include "board.hpp"

#include <string_view>

namespace draughts {

// Which captures a player may choose from.
enum class capture_precedence : std::uint8_t {
    free_choice,  // any complete capture sequence
    majority,     // only a sequence that takes the most pieces (kings count as men)
};

enum class square_notation : std::uint8_t { numeric, algebraic };

// One draw rule as a federation's text gives it: its number and the article it comes from. A
// limit of 0 switches the rule off, so another federation's text is a matter of numbers.
struct draw_limit {
    int limit;
    std::string_view article;
};

// The draw rules of a variant (RULES.md section 5), in the order of the Russian articles. A
// limit counts moves of each player ("15 moves" = 15 by each side) unless its comment says
// "the stronger side's moves". game.hpp says, rule by rule, when a count starts and what
// resets it.
struct draw_rules {
    draw_limit repetition;                  // occurrences of the same position, same side to move
    draw_limit three_kings_vs_king;         // the stronger side's moves: three or more kings (and no men)
                                            // against a lone king
    draw_limit kings_only;                  // only kings moved: no man moved, nothing captured
    draw_limit balance_4_5_pieces;          // both sides have kings, 4 or 5 pieces in all, and no capture
                                            // or promotion
    draw_limit balance_6_7_pieces;          // the same with 6 or 7 pieces
    draw_limit three_vs_king_on_main_road;  // the stronger side's moves: three pieces, one at least a king,
                                            // against a lone king on the main road (a1-h8)
    draw_limit three_pieces_vs_king;        // three pieces, one at least a king, against a lone king
    draw_limit two_pieces_vs_king;          // two pieces with a king, or one king, against a lone king
};

struct russian {
    static constexpr std::string_view name = "russian";
    using board = board_8x8;
    static constexpr int men_rows = 3;                    // RULES.md 2: 12 men each
    static constexpr color first_to_move = color::white;  // RULES.md 1
    static constexpr bool men_capture_backward = true;    // RULES.md 1: forward and backward
    static constexpr bool flying_kings = true;            // RULES.md 1: any distance
    static constexpr capture_precedence precedence = capture_precedence::free_choice;  // 1.5.14
    static constexpr bool promotes_mid_capture = true;  // 1.5.15: crowned at once, captures on as a king
    static constexpr square_notation notation = square_notation::algebraic;
    static constexpr char capture_separator = ':';
    static constexpr int pdn_game_type = 25;
    // FMJD-64 7.2.3-7.2.8 (RULES.md section 5): one article per rule, in this order.
    static constexpr draw_rules draws{
        .repetition = {3, "FMJD-64 7.2.3"},
        .three_kings_vs_king = {15, "FMJD-64 7.2.4"},
        .kings_only = {15, "FMJD-64 7.2.5"},
        .balance_4_5_pieces = {30, "FMJD-64 7.2.6"},
        .balance_6_7_pieces = {60, "FMJD-64 7.2.6"},
        .three_vs_king_on_main_road = {5, "FMJD-64 7.2.7"},
        .three_pieces_vs_king = {0, {}},
        .two_pieces_vs_king = {5, "FMJD-64 7.2.8"},
    };
};

struct international {
    static constexpr std::string_view name = "international";
    using board = board_10x10;
    static constexpr int men_rows = 4;                                              // RULES.md 3: 20 men each
    static constexpr color first_to_move = color::white;                            // RULES.md 1
    static constexpr bool men_capture_backward = true;                              // FMJD 4.2
    static constexpr bool flying_kings = true;                                      // FMJD 3.9, 4.3
    static constexpr capture_precedence precedence = capture_precedence::majority;  // FMJD 4.13, 4.14
    static constexpr bool promotes_mid_capture = false;  // FMJD 4.15: passing the last row is not enough
    static constexpr square_notation notation = square_notation::numeric;
    static constexpr char capture_separator = 'x';
    static constexpr int pdn_game_type = 20;
    // FMJD 6 (RULES.md section 5). An older text gives 5 moves for the three-piece endings.
    static constexpr draw_rules draws{
        .repetition = {3, "FMJD 6"},
        .three_kings_vs_king = {0, {}},
        .kings_only = {25, "FMJD 6"},
        .balance_4_5_pieces = {0, {}},
        .balance_6_7_pieces = {0, {}},
        .three_vs_king_on_main_road = {0, {}},
        .three_pieces_vs_king = {16, "FMJD 6"},
        .two_pieces_vs_king = {5, "FMJD 6"},
    };
};

// International rules on the Russian board and setup (RULES.md section 4).
struct brazilian {
    static constexpr std::string_view name = "brazilian";
    using board = board_8x8;
    static constexpr int men_rows = 3;
    static constexpr color first_to_move = color::white;
    static constexpr bool men_capture_backward = true;
    static constexpr bool flying_kings = true;
    static constexpr capture_precedence precedence = capture_precedence::majority;
    static constexpr bool promotes_mid_capture = false;
    static constexpr square_notation notation = square_notation::algebraic;
    static constexpr char capture_separator = 'x';
    static constexpr int pdn_game_type = 26;
    static constexpr draw_rules draws = international::draws;  // RULES.md 4: the international rules
};

// Choosing a variant at run time, for tools: calls f(Variant{}) for the variant with that
// name ("russian", "international", "brazilian") or PDN GameType (25, 20, 26), and returns
// false when there is none.
template <class F>
constexpr bool visit_variant(std::string_view name, F&& f) {
    if (name == russian::name) return f(russian{}), true;
    if (name == international::name) return f(international{}), true;
    if (name == brazilian::name) return f(brazilian{}), true;
    return false;
}

template <class F>
constexpr bool visit_variant(int pdn_game_type, F&& f) {
    if (pdn_game_type == russian::pdn_game_type) return f(russian{}), true;
    if (pdn_game_type == international::pdn_game_type) return f(international{}), true;
    if (pdn_game_type == brazilian::pdn_game_type) return f(brazilian{}), true;
    return false;
}

inline constexpr std::string_view variant_names = "russian, international, brazilian";

}  // namespace draughts
