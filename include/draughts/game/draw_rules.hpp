#pragma once
// The draw rules of the federations as data the variants list (core/variant.hpp), and the
// counts they need, kept along a game or a search's line of play.
//
// How the counts work (every rule below says which of these it follows, and why):
// - Counts are kept in plies, one move of one player. "N moves" of a rule means N moves of
//   each player, so the rule is reached after 2N plies; a rule that names the stronger
//   side's Nth move is reached when that side has made N moves.
// - A count for a material situation (a lone king against so much, both sides with kings
//   and so many pieces) starts at 0 in the position where the situation first holds - after
//   the move that created it, or in the set-up position - and the moves that follow are
//   counted. It ends when the situation no longer holds.
// - A position set up from a FEN starts every count there: a FEN does not say what came
//   before. (The lidraughts ":H" counter is not read: lidraughts uses it for several rules
//   at once, so it does not say which count it holds.)

#include "../core/lines.hpp"
#include "../core/position.hpp"
#include "../core/variant.hpp"
#include "../movegen/generate.hpp"

#include <cstdint>
#include <optional>
#include <string_view>

namespace draughts {

// The name of a draw rule as a game state gives it: "threefold repetition".
[[nodiscard]] constexpr std::string_view to_string(draw_rule r, int limit = 3) noexcept {
    switch (r) {
    case draw_rule::repetition:
        return limit == 3 ? "threefold repetition" : limit == 4 ? "fourfold repetition" : "repetition";
    case draw_rule::three_kings_vs_king: return "three or more kings against a lone king";
    case draw_rule::kings_only: return "only kings moved";
    case draw_rule::balance_4_5_pieces: return "unchanged balance with 4 or 5 pieces";
    case draw_rule::balance_6_7_pieces: return "unchanged balance with 6 or 7 pieces";
    case draw_rule::three_vs_king_on_main_road: return "three pieces against a lone king on the main road";
    case draw_rule::three_pieces_vs_king: return "three pieces with a king against a lone king";
    case draw_rule::two_pieces_vs_king: return "two pieces with a king, or one king, against a lone king";
    case draw_rule::two_kings_vs_king: return "two kings against a lone king";
    case draw_rule::king_vs_king: return "a lone king against a lone king";
    }
    return "draw";
}

// How far the count of each draw rule has gone at a position, in plies since it started;
// -1 while the rule's material situation does not hold. next_draw_counters says, rule by
// rule, when each starts and what resets it.
struct draw_counters {
    std::int32_t kings_only = 0;  // since the last man move or capture; also bounds repetition
    std::int32_t three_kings_vs_king = -1;
    std::int32_t balance = -1;  // both sides with kings and 4-7 pieces, since the last capture or promotion
    std::int32_t three_vs_king_on_main_road = -1;
    std::int32_t three_pieces_vs_king = -1;
    std::int32_t two_pieces_vs_king = -1;
    std::int32_t two_kings_vs_king = -1;
    std::int32_t king_vs_king = -1;

    friend constexpr bool operator==(const draw_counters&, const draw_counters&) noexcept = default;
};

namespace detail {

template <class Variant>
[[nodiscard]] constexpr bool is_lone_king(const position<Variant>& p, color c) noexcept {
    return p.count(c) == 1 && p.count(c, piece_kind::king) == 1;
}

// The side that has, against a lone king, material that `fits` (its men, its kings), if any.
template <class Variant, class Fits>
[[nodiscard]] constexpr std::optional<color> against_lone_king(const position<Variant>& p, Fits fits) noexcept {
    for (color c : {color::white, color::black})
        if (is_lone_king(p, ~c) && fits(p.count(c, piece_kind::man), p.count(c, piece_kind::king))) return c;
    return std::nullopt;
}

// FMJD-64 7.2.4: "three kings (or more)". Men are not allowed: where the rules allow men
// beside kings (7.2.7, 7.2.8) they name them.
template <class Variant>
[[nodiscard]] constexpr std::optional<color> three_kings_vs_king(const position<Variant>& p) noexcept {
    return against_lone_king(p, [](int men, int kings) { return men == 0 && kings >= 3; });
}

// Three kings, two kings and a man, or a king and two men (FMJD-64 7.2.7, FMJD 6).
template <class Variant>
[[nodiscard]] constexpr std::optional<color> three_pieces_vs_king(const position<Variant>& p) noexcept {
    return against_lone_king(p, [](int men, int kings) { return kings >= 1 && men + kings == 3; });
}

template <class Variant>
[[nodiscard]] constexpr std::optional<color> three_vs_king_on_main_road(const position<Variant>& p) noexcept {
    const auto stronger = three_pieces_vs_king(p);
    if (stronger && (p.kings(~*stronger) & draughts::main_road<typename Variant::board>())) return stronger;
    return std::nullopt;
}

// Two kings, a king and a man, or one king (FMJD-64 7.2.8, FMJD 6). With a king against a
// king either side may be called the stronger; the count does not need to know.
template <class Variant>
[[nodiscard]] constexpr bool two_pieces_vs_king(const position<Variant>& p) noexcept {
    return against_lone_king(p, [](int men, int kings) { return kings >= 1 && men + kings <= 2; }).has_value();
}

// Frisian 18: two kings, and no men, against a lone king.
template <class Variant>
[[nodiscard]] constexpr std::optional<color> two_kings_vs_king(const position<Variant>& p) noexcept {
    return against_lone_king(p, [](int men, int kings) { return men == 0 && kings == 2; });
}

// Frisian 21: a king against a king.
template <class Variant>
[[nodiscard]] constexpr bool king_vs_king(const position<Variant>& p) noexcept {
    return is_lone_king(p, color::white) && is_lone_king(p, color::black);
}

// FMJD-64 7.2.6: both sides have kings; the number of pieces on the board when 4 to 7, else 0.
template <class Variant>
[[nodiscard]] constexpr int balance_pieces(const position<Variant>& p) noexcept {
    if (!p.kings(color::white) || !p.kings(color::black)) return 0;
    const int pieces = popcount(p.occupied());
    return pieces >= 4 && pieces <= 7 ? pieces : 0;
}

// A count that goes on while its situation holds: -1 when it does not, else one more ply
// (so a situation that has just arisen starts at 0).
[[nodiscard]] constexpr std::int32_t continued(std::int32_t before, bool holds) noexcept {
    return holds ? before + 1 : -1;
}

}  // namespace detail

// The counts in the set-up position: whatever situation holds there starts at 0.
template <class Variant>
[[nodiscard]] constexpr draw_counters initial_draw_counters(const position<Variant>& p) noexcept {
    draw_counters c;
    c.three_kings_vs_king = detail::continued(-1, detail::three_kings_vs_king(p).has_value());
    c.balance = detail::continued(-1, detail::balance_pieces(p) != 0);
    c.three_vs_king_on_main_road = detail::continued(-1, detail::three_vs_king_on_main_road(p).has_value());
    c.three_pieces_vs_king = detail::continued(-1, detail::three_pieces_vs_king(p).has_value());
    c.two_pieces_vs_king = detail::continued(-1, detail::two_pieces_vs_king(p));
    c.two_kings_vs_king = detail::continued(-1, detail::two_kings_vs_king(p).has_value());
    c.king_vs_king = detail::continued(-1, detail::king_vs_king(p));
    return c;
}

// The counts after m, played in `before`, gave `after`: what a game or a search updates at
// every move.
template <class Variant>
[[nodiscard]] constexpr draw_counters next_draw_counters(const draw_counters& c, const position<Variant>& before,
                                                    const move<Variant>& m, const position<Variant>& after) noexcept {
    draw_counters n;

    // FMJD-64 7.2.5, FMJD 6: moves "with kings only, no man moved, nothing captured". Any man
    // move (a promotion is one) or capture starts the run again; both players' moves count.
    const bool king_moved = has_bit(before.kings(), m.from);
    n.kings_only = king_moved && !m.is_capture() ? c.kings_only + 1 : 0;

    // FMJD-64 7.2.6: the balance "has not changed (no capture, no promotion)". A capture or a
    // promotion restarts the count; a man's quiet move does not, it changes no balance.
    const bool balance_changed = m.is_capture() || m.promotes;
    n.balance = detail::balance_pieces(after) == 0 ? -1 : balance_changed ? 0 : c.balance + 1;

    // The lone-king endings run from the moment their material arises, as long as it lasts:
    // a promotion or a capture that keeps the material within the rule (king and man to two
    // kings; four kings to three) goes on with the same count, because the rule's situation
    // has not changed. A capture that leaves the rule (three pieces to two) ends its count
    // and starts the next rule's at 0.
    n.three_kings_vs_king = detail::continued(c.three_kings_vs_king, detail::three_kings_vs_king(after).has_value());
    n.three_vs_king_on_main_road =
        detail::continued(c.three_vs_king_on_main_road, detail::three_vs_king_on_main_road(after).has_value());
    n.three_pieces_vs_king = detail::continued(c.three_pieces_vs_king, detail::three_pieces_vs_king(after).has_value());
    n.two_pieces_vs_king = detail::continued(c.two_pieces_vs_king, detail::two_pieces_vs_king(after));
    n.two_kings_vs_king = detail::continued(c.two_kings_vs_king, detail::two_kings_vs_king(after).has_value());
    n.king_vs_king = detail::continued(c.king_vs_king, detail::king_vs_king(after));
    return n;
}

namespace detail {

// Moves made by `side` in the last `plies` plies, `to_move` being to move now: the plies
// alternate and the last was the other side's.
[[nodiscard]] constexpr std::int32_t moves_by(color side, color to_move, std::int32_t plies) noexcept {
    return side == to_move ? plies / 2 : (plies + 1) / 2;
}

}  // namespace detail

// The draw rule of the variant's list whose limit is reached in position p, with its counts
// and the number of times p has stood on the board (same side to move), if any: the first
// of the list. A position without a legal move is a win, not a draw, so it is never a draw.
template <class Variant>
[[nodiscard]] std::optional<draw_limit> draw_reached(const position<Variant>& p, const draw_counters& c,
                                                     int occurrences) noexcept {
    if constexpr (rules_of<Variant>::draws.empty()) {
        return std::nullopt;
    } else {
        if (!has_moves(p)) return std::nullopt;
        const color to_move = p.side_to_move();
        for (const draw_limit& d : rules_of<Variant>::draws) {
            if (d.limit < 0) continue;
            // "N moves" of each player: both have made N moves after 2N plies.
            const auto each_player = [&](std::int32_t plies) { return plies >= 2 * d.limit; };
            // "By the stronger side's Nth move".
            const auto stronger_side = [&](std::int32_t plies, std::optional<color> stronger) {
                return plies >= 0 && stronger && detail::moves_by(*stronger, to_move, plies) >= d.limit;
            };
            bool reached = false;
            switch (d.rule) {
            // FMJD-64 7.2.3, FMJD 6: the same position, with the same side to move, for the
            // third time (FID 9.3: the fourth), not necessarily in a row.
            case draw_rule::repetition: reached = occurrences >= d.limit; break;
            // FMJD-64 7.2.4: three or more kings against a lone king, not captured "by the 15th
            // move" of the stronger side, counted from when this balance arose. Only the
            // stronger side's moves count, as the article says.
            case draw_rule::three_kings_vs_king:
                reached = stronger_side(c.three_kings_vs_king, detail::three_kings_vs_king(p));
                break;
            // FMJD-64 7.2.5, FMJD 6, ACF 1.32.2, FID 10.4: moves in a row by both players with
            // no man moved and nothing captured.
            case draw_rule::kings_only: reached = each_player(c.kings_only); break;
            // FMJD-64 7.2.6: both sides have kings and the balance has not changed; 4 and 5
            // pieces: 30 moves, 6 and 7 pieces: 60 moves, of each player (the article names no
            // side).
            case draw_rule::balance_4_5_pieces: {
                const int pieces = detail::balance_pieces(p);
                reached = (pieces == 4 || pieces == 5) && each_player(c.balance);
                break;
            }
            case draw_rule::balance_6_7_pieces: {
                const int pieces = detail::balance_pieces(p);
                reached = (pieces == 6 || pieces == 7) && each_player(c.balance);
                break;
            }
            // FMJD-64 7.2.7: three pieces with a king against a lone king on the main road, not
            // won "by the stronger side's 5th move". The count runs while the lone king stays
            // on the main road; off it the rule does not hold, and back on it a new count
            // starts.
            case draw_rule::three_vs_king_on_main_road:
                reached = stronger_side(c.three_vs_king_on_main_road, detail::three_vs_king_on_main_road(p));
                break;
            // FMJD 6: three pieces with a king against a lone king, 16 moves of each player.
            case draw_rule::three_pieces_vs_king: reached = each_player(c.three_pieces_vs_king); break;
            // FMJD-64 7.2.8, FMJD 6: two kings, a king and a man, or a king against a lone
            // king, 5 moves of each player (the articles name no side; with a king against a
            // king there is no stronger one).
            case draw_rule::two_pieces_vs_king: reached = each_player(c.two_pieces_vs_king); break;
            // Frisian 18: two kings against a lone king must win within 7 moves, counted as
            // the stronger side's moves from when the ending arose.
            case draw_rule::two_kings_vs_king:
                reached = stronger_side(c.two_kings_vs_king, detail::two_kings_vs_king(p));
                break;
            // Frisian 21: a king against a king is a draw, unless the side to move captures
            // at once (then it wins); with a limit, after that many moves of each player.
            case draw_rule::king_vs_king:
                reached = c.king_vs_king >= 0 && each_player(c.king_vs_king) && !has_capture(p);
                break;
            }
            if (reached) return d;
        }
        return std::nullopt;
    }
}

}  // namespace draughts
