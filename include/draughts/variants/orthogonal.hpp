#pragma once
// The variants that capture along rows and files as well as on the diagonals, each a struct
// of rule facts with the article that states it (core/variant.hpp says what each fact means).
//
// Article numbers: "Frisian" = the Official Rules for Frisian Draughts (2011) of the Frisian
// draughts federation (Dambûn Frysk Spul); "PDN" = the PDN 3.0 standard's GameType table.

#include "../core/variant.hpp"

#include <array>
#include <string_view>

namespace draughts {

// Frisian draughts: the international board and setup; men and kings capture in eight
// directions, kings move on the diagonals only, and the capture of the highest value must be
// taken, a king's at equal value.
struct frisian {
    static constexpr std::string_view name = "frisian";
    using board = board_10x10;
    static constexpr rule first_to_move{color::white, "Frisian 6"};
    static constexpr rule men_capture_backward{true, "Frisian 7"};
    static constexpr rule straight_captures{true, "Frisian 7"};
    static constexpr rule flying_kings{true, "Frisian 9"};
    static constexpr capture_precedence precedence = capture_precedence{}
                                                         .then(capture_criterion::highest_value, "Frisian 11")
                                                         .then(capture_criterion::with_king, "Frisian 11")
                                                         .otherwise_free("Frisian 11");
    // Frisian 17: at most three quiet moves in a row with one king while the side has men.
    static constexpr rule king_move_limit{3, "Frisian 17"};
    // Frisian 8: a man is crowned where its move ends on the king row, not in passing.
    static constexpr rule crowning{mid_capture_crowning::captures_on_as_man, "Frisian 8"};
    static constexpr square_notation notation = square_notation::numeric;
    static constexpr char capture_separator = 'x';
    static constexpr int pdn_game_type = 40;
    static constexpr int points_for_a_win = 2;  // "2-0", "1-1", "0-2", as Frisian results are written
    // Threefold repetition as lidraughts applies it; the endings of Frisian 18 and 21.
    static constexpr std::array draws{
        draw_limit{draw_rule::repetition, 3, "lidraughts Frisian"},
        draw_limit{draw_rule::two_kings_vs_king, 7, "Frisian 18"},
        draw_limit{draw_rule::king_vs_king, 0, "Frisian 21"},
    };
};

// Frysk! (lidraughts): the Frisian rules with five men each, on the back rows.
struct frysk : frisian {
    static constexpr std::string_view name = "frysk";
    static constexpr std::array<std::string_view, 1> aliases{"frysk!"};
    static constexpr int empty_rows = 8;
    static constexpr int pdn_game_type = 97;
};

}  // namespace draughts
