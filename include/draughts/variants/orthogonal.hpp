#pragma once
// The variants that move or capture along rows and files, each a struct of rule facts with
// the article that states it (core/variant.hpp says what each fact means).
//
// Article numbers: "Frisian" = the Official Rules for Frisian Draughts (2011) of the Frisian
// draughts federation (Dambûn Frysk Spul); "PDN" = the PDN 3.0 standard's GameType table;
// "Dama" = the rules of Turkish draughts (dama) as its rule books give them, by topic, as
// they are not numbered alike.

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

// Turkish draughts (dama): every square of the 8x8 board; men step forward or sideways and
// capture so, kings fly along rows and files; the most pieces must be taken, each piece
// leaving the board as it is jumped, and a capture may not turn straight back.
struct turkish {
    static constexpr std::string_view name = "turkish";
    // Squares numbered from a1 along the ranks (1 = a1, 8 = h1, 9 = a2); notation is algebraic.
    using board = draughts::board<8, 8, colouring::dark_lower_left, first_square::bottom_left, void, playing_squares::all>;
    static constexpr rule first_to_move{color::white, "Dama: the game"};
    // Sixteen men each, on the second and third rows; the back rows stay empty.
    static constexpr int empty_back_rows = 1;
    static constexpr rule man_moves{directions::forward_and_sideways, "Dama: men"};
    static constexpr rule man_captures{directions::forward_and_sideways, "Dama: men"};
    static constexpr rule men_capture_backward{false, "Dama: men"};
    static constexpr rule king_moves{directions::straight, "Dama: kings"};
    static constexpr rule king_captures{directions::straight, "Dama: kings"};
    static constexpr rule flying_kings{true, "Dama: kings"};
    static constexpr capture_precedence precedence = capture_precedence{}
                                                         .then(capture_criterion::most_pieces, "Dama: captures")
                                                         .otherwise_free("Dama: captures");
    static constexpr std::string_view compulsory_capture = "Dama: captures";
    static constexpr std::string_view capture_goes_on = "Dama: captures";
    static constexpr rule removal{capture_removal::at_once, "Dama: captures"};
    static constexpr rule capture_reversal{false, "Dama: captures"};
    // A man crowned where its move ends on the last row; one that reaches it mid-capture goes
    // on capturing along the row as a man. One rule book has it go on as a king: a variant of
    // one's own can say so with crowning{mid_capture_crowning::captures_on_as_king}.
    static constexpr rule crowning{mid_capture_crowning::captures_on_as_man, "Dama: promotion"};
    static constexpr square_notation notation = square_notation::algebraic;
    static constexpr char capture_separator = 'x';
    static constexpr int pdn_game_type = 30;
};

}  // namespace draughts
