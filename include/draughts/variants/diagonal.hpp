#pragma once
// The variants played on the diagonals, each a struct of rule facts with the article that
// states it (core/variant.hpp says what each fact means and which may be left out).
//
// Article numbers: "Russian" = the FSR / FMJD-64 rules of Russian draughts; "FMJD" = the
// FMJD official rules of international draughts; "ACF" = the American Checker Federation's
// rules of checkers; "FID" = the Italian federation's technical rules; "FPD" = the Portuguese
// federation's rules of classical draughts; "Czech" = the Czech draughts federation's rules;
// "APCA" = the American Pool Checkers Association's rules of play; "PDN" = the PDN 3.0
// standard's GameType table. Where a variant comes from one source without article numbers
// (Thai, Killer, antidraughts, breakthrough), the source is named.

#include "../core/variant.hpp"

#include <array>
#include <string_view>

namespace draughts {

struct russian {
    static constexpr std::string_view name = "russian";
    using board = board_8x8;
    static constexpr rule men_capture_backward{true, "Russian 1.5.3"};
    static constexpr rule flying_kings{true, "Russian 1.4.5"};
    static constexpr capture_precedence precedence = free_choice("Russian 1.5.14");
    static constexpr rule crowning{mid_capture_crowning::captures_on_as_king, "Russian 1.5.15"};
    static constexpr rule removal{capture_removal::at_end, "Russian 1.5.9"};
    static constexpr std::string_view capture_goes_on = "Russian 1.5.5";
    static constexpr std::string_view king_lands_to_go_on = "Russian 1.5.6";
    static constexpr square_notation notation = square_notation::algebraic;
    static constexpr char capture_separator = ':';
    static constexpr int pdn_game_type = 25;
    // FMJD-64 7.2.3-7.2.8, in the articles' order.
    static constexpr std::array draws{
        draw_limit{draw_rule::repetition, 3, "FMJD-64 7.2.3"},
        draw_limit{draw_rule::three_kings_vs_king, 15, "FMJD-64 7.2.4"},
        draw_limit{draw_rule::kings_only, 15, "FMJD-64 7.2.5"},
        draw_limit{draw_rule::balance_4_5_pieces, 30, "FMJD-64 7.2.6"},
        draw_limit{draw_rule::balance_6_7_pieces, 60, "FMJD-64 7.2.6"},
        draw_limit{draw_rule::three_vs_king_on_main_road, 5, "FMJD-64 7.2.7"},
        draw_limit{draw_rule::two_pieces_vs_king, 5, "FMJD-64 7.2.8"},
    };
};

struct international {
    static constexpr std::string_view name = "international";
    using board = board_10x10;
    static constexpr rule men_capture_backward{true, "FMJD 4.2"};
    static constexpr rule flying_kings{true, "FMJD 3.9"};
    static constexpr capture_precedence precedence =
        capture_precedence{}.then(capture_criterion::most_pieces, "FMJD 4.13").otherwise_free("FMJD 4.14");
    static constexpr rule crowning{mid_capture_crowning::captures_on_as_man, "FMJD 4.15"};
    static constexpr rule removal{capture_removal::at_end, "FMJD 4.8"};
    static constexpr std::string_view compulsory_capture = "FMJD 4.1";
    static constexpr std::string_view capture_goes_on = "FMJD 4.5, 4.6";
    static constexpr square_notation notation = square_notation::numeric;
    static constexpr char capture_separator = 'x';
    static constexpr int pdn_game_type = 20;
    static constexpr int points_for_a_win = 2;  // FMJD: a win 2 points, a draw 1
    // FMJD 6. An older text gives 5 moves for the three-piece endings.
    static constexpr std::array draws{
        draw_limit{draw_rule::repetition, 3, "FMJD 6"},
        draw_limit{draw_rule::kings_only, 25, "FMJD 6"},
        draw_limit{draw_rule::three_pieces_vs_king, 16, "FMJD 6"},
        draw_limit{draw_rule::two_pieces_vs_king, 5, "FMJD 6"},
    };
};

// International rules on the Russian board and setup. The draw rules are those of the
// 64-square game (FMJD-64 7.2), as lidraughts applies them to Brazilian draughts; the
// Brazilian confederation's own text was not found.
struct brazilian {
    static constexpr std::string_view name = "brazilian";
    using board = board_8x8;
    static constexpr rule men_capture_backward{true, "FMJD 4.2"};
    static constexpr rule flying_kings{true, "FMJD 3.9"};
    static constexpr capture_precedence precedence = international::precedence;
    static constexpr rule crowning{mid_capture_crowning::captures_on_as_man, "FMJD 4.15"};
    static constexpr rule removal{capture_removal::at_end, "FMJD 4.8"};
    static constexpr std::string_view compulsory_capture = international::compulsory_capture;
    static constexpr std::string_view capture_goes_on = international::capture_goes_on;
    static constexpr square_notation notation = square_notation::algebraic;
    static constexpr char capture_separator = 'x';
    static constexpr int pdn_game_type = 26;
    static constexpr auto draws = russian::draws;
};

// English draughts, American checkers: Black moves first, men move and capture forward only,
// kings move one square.
struct english {
    static constexpr std::string_view name = "english";
    static constexpr std::array<std::string_view, 2> aliases{"checkers", "american"};
    using board = board_8x8;
    static constexpr rule first_to_move{color::black, "PDN GameType 21"};
    static constexpr rule men_capture_backward{false, "ACF 1.18"};
    static constexpr rule flying_kings{false, "ACF 1.17"};
    static constexpr capture_precedence precedence = free_choice("ACF 1.20");
    static constexpr rule crowning{mid_capture_crowning::move_ends, "ACF 1.19"};
    static constexpr square_notation notation = square_notation::numeric;
    static constexpr char capture_separator = 'x';
    static constexpr int pdn_game_type = 21;
    static constexpr std::array draws{
        draw_limit{draw_rule::repetition, 3, "ACF 1.32.1"},
        draw_limit{draw_rule::kings_only, 40, "ACF 1.32.2"},
    };
};

// Italian draughts: the board turned (the dark corner at each player's right), short kings,
// men that may not take kings, and four steps of precedence.
struct italian {
    static constexpr std::string_view name = "italian";
    // FID 2.3: the corner at each player's right is dark; 2.4: square 1 in the top left.
    using board = draughts::board<8, 8, colouring::light_lower_left, first_square::top_left>;
    static constexpr rule first_to_move{color::white, "FID 3.4"};
    static constexpr rule men_capture_backward{false, "FID 5.3a"};
    static constexpr rule men_capture_kings{false, "FID 5.3b"};
    static constexpr rule flying_kings{false, "FID 4.7"};
    static constexpr capture_precedence precedence = capture_precedence{}
                                                         .then(capture_criterion::most_pieces, "FID 6.6")
                                                         .then(capture_criterion::with_king, "FID 6.7")
                                                         .then(capture_criterion::most_kings, "FID 6.8")
                                                         .then(capture_criterion::kings_first, "FID 6.9")
                                                         .otherwise_free("FID 6.10");
    static constexpr rule crowning{mid_capture_crowning::move_ends, "FID"};
    static constexpr square_notation notation = square_notation::numeric;
    static constexpr char capture_separator = 'x';
    static constexpr int pdn_game_type = 22;
    static constexpr std::array draws{
        draw_limit{draw_rule::repetition, 4, "FID 9.3"},
        draw_limit{draw_rule::kings_only, 40, "FID 10.4"},
    };
};

// Spanish draughts (Damas clásicas): the turned board, numbered from White's lower right,
// flying kings, men capturing forward only, the most pieces and then the most kings.
struct spanish {
    static constexpr std::string_view name = "spanish";
    // FPD 2.1.5: each player's lower right corner is dark; square 1 is there, and the numbers
    // run right to left, row by row (PDN GameType 24: N1).
    using board = draughts::board<8, 8, colouring::light_lower_left, first_square::bottom_right>;
    static constexpr rule men_capture_backward{false, "FPD 2.2"};
    static constexpr rule flying_kings{true, "FPD 2.2"};
    static constexpr capture_precedence precedence = capture_precedence{}
                                                         .then(capture_criterion::most_pieces, "FPD 3.1")
                                                         .then(capture_criterion::most_kings, "FPD 3.1")
                                                         .otherwise_free("FPD 3.1");
    static constexpr rule crowning{mid_capture_crowning::move_ends, "FPD"};
    static constexpr square_notation notation = square_notation::numeric;
    static constexpr char capture_separator = 'x';
    static constexpr int pdn_game_type = 24;
    static constexpr std::array draws{
        draw_limit{draw_rule::repetition, 3, "FPD 3.2"},
    };
};

// Portuguese draughts: the Portuguese federation's rules, which are the Spanish ones.
struct portuguese : spanish {
    static constexpr std::string_view name = "portuguese";
    static constexpr int pdn_game_type = 28;
};

// Czech draughts: flying kings, men capturing forward only, and a capture by a king must be
// taken when there is one.
struct czech {
    static constexpr std::string_view name = "czech";
    using board = board_8x8;
    static constexpr rule men_capture_backward{false, "Czech 4.1"};
    static constexpr rule flying_kings{true, "Czech 3.9"};
    static constexpr capture_precedence precedence =
        capture_precedence{}.then(capture_criterion::with_king, "Czech 4.14").otherwise_free("Czech 4.14");
    static constexpr rule crowning{mid_capture_crowning::move_ends, "Czech"};
    static constexpr square_notation notation = square_notation::algebraic;
    static constexpr char capture_separator = ':';
    static constexpr int pdn_game_type = 29;
    static constexpr std::array draws{
        draw_limit{draw_rule::repetition, 3, "Czech"},
    };
};

// American pool checkers: Black moves first, men capture backward, flying kings, free choice,
// and a man crosses the last row mid-capture as a man.
struct pool {
    static constexpr std::string_view name = "pool";
    using board = board_8x8;
    static constexpr rule first_to_move{color::black, "APCA 7"};
    static constexpr rule men_capture_backward{true, "APCA 14"};
    static constexpr rule flying_kings{true, "APCA 15"};
    static constexpr capture_precedence precedence = free_choice("APCA 20");
    static constexpr rule crowning{mid_capture_crowning::captures_on_as_man, "APCA 22"};
    static constexpr rule removal{capture_removal::at_end, "APCA 19"};
    static constexpr square_notation notation = square_notation::numeric;
    static constexpr char capture_separator = 'x';
    static constexpr int pdn_game_type = 23;
    // APCA 26: 30 reversible plies, 15 moves of each player.
    static constexpr std::array draws{
        draw_limit{draw_rule::repetition, 3, "APCA 26"},
        draw_limit{draw_rule::kings_only, 15, "APCA 26"},
    };
};

// Thai draughts (Mak-hot), as mindsports.nl gives it: 8 men each on two rows, men capturing
// forward only, and a flying king that lands right behind each piece it takes, the pieces
// leaving the board as they are taken.
struct thai {
    static constexpr std::string_view name = "thai";
    using board = board_8x8;
    static constexpr int empty_rows = 4;
    static constexpr rule first_to_move{color::white, "mindsports.nl Thai"};
    static constexpr rule men_capture_backward{false, "mindsports.nl Thai"};
    static constexpr rule flying_kings{true, "mindsports.nl Thai"};
    static constexpr rule landing{king_landing::right_behind, "mindsports.nl Thai"};
    static constexpr rule removal{capture_removal::at_once, "mindsports.nl Thai"};
    static constexpr capture_precedence precedence = free_choice("mindsports.nl Thai");
    static constexpr rule crowning{mid_capture_crowning::move_ends, "mindsports.nl Thai"};
    static constexpr square_notation notation = square_notation::numeric;
    static constexpr char capture_separator = '-';
    static constexpr int pdn_game_type = 31;
    static constexpr std::array draws{
        draw_limit{draw_rule::repetition, 3, "mindsports.nl Thai"},
    };
};

// Killer draughts (mindsports.nl): international draughts, except that a king that takes a
// king as the last piece of its capture must stop right behind it.
struct killer : international {
    static constexpr std::string_view name = "killer";
    static constexpr rule landing{king_landing::right_behind_last_king, "mindsports.nl Killer"};
    static constexpr int pdn_game_type = 0;
};

// Canadian draughts: the international rules on 12x12, 30 men each.
struct canadian : international {
    static constexpr std::string_view name = "canadian";
    using board = draughts::board<12>;
    static constexpr int pdn_game_type = 27;
};

// Antidraughts (lidraughts): the international rules, where a player who cannot move wins.
struct antidraughts : international {
    static constexpr std::string_view name = "antidraughts";
    static constexpr rule end{game_end::no_move_wins, "lidraughts antidraughts"};
    static constexpr int pdn_game_type = 98;
    static constexpr std::array draws{
        draw_limit{draw_rule::repetition, 3, "FMJD 6"},
    };
};

// Breakthrough (lidraughts): the international rules, where the first player to crown a man
// wins. No draw rules.
struct breakthrough : international {
    static constexpr std::string_view name = "breakthrough";
    static constexpr rule end{game_end::first_king_wins, "lidraughts breakthrough"};
    static constexpr int pdn_game_type = 96;
    static constexpr std::array<draw_limit, 0> draws{};
};

}  // namespace draughts
