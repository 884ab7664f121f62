#pragma once
// A game: the moves played from a start position, and what the rules make of them - whether
// the game goes on, who has won, or which draw rule ended it and in which article
// (FMJD-64 7.2, FMJD 6 and the other federations' articles).
//
// Each ply keeps one small history entry (position, hash, draw counters, and the draw once
// one is reached), so undo() restores everything exactly by dropping the last entry, and
// repetition compares hashes first and whole positions only when the hashes match.
//
// How the counts work (every rule below says which of these it follows, and why):
// - Counts are kept in plies, one move of one player. "N moves" of a rule means N moves of
//   each player, so the rule is reached after 2N plies; a rule that names the
//   stronger side's Nth move is reached when that side has made N moves.
// - A count for a material situation (a lone king against so much, both sides with kings
//   and so many pieces) starts at 0 in the position where the situation first holds - after
//   the move that created it, or in the set-up position - and the moves that follow are
//   counted. It ends when the situation no longer holds.
// - A game set up from a FEN starts every count at the set-up position: a FEN does not say
//   what came before. (The lidraughts ":H" counter is not read: lidraughts uses it for
//   several rules at once, so it does not say which count it holds.)
// - The game ends at the first position where a limit is reached; moves played after it are
//   still accepted, because real game records sometimes go on past a draw, and state() keeps
//   reporting the end that came first.

#include "../text/error.hpp"
#include "../text/fen.hpp"
#include "../movegen/generate.hpp"
#include "../text/notation.hpp"
#include "../core/position.hpp"
#include "../core/variant.hpp"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

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
    }
    return "draw";
}

enum class game_status : std::uint8_t { ongoing, win, draw };

// Where a game stands.
struct game_state {
    game_status kind = game_status::ongoing;
    std::optional<color> winner;    // a win: the side that made the last move
    std::optional<draw_rule> rule;  // a draw: the rule that made it
    std::string_view name;          // a draw: the rule's name; a win: "no legal move"
    std::string_view article;       // a draw: where the variant's rules give it ("FMJD-64 7.2.5")
    std::size_t ply = 0;            // moves played when the game ended; while it goes on, moves played

    [[nodiscard]] bool is_over() const noexcept { return kind != game_status::ongoing; }
    friend bool operator==(const game_state&, const game_state&) = default;
};

// "ongoing", "White wins (no legal move)", "draw: threefold repetition (FMJD-64 7.2.3)".
[[nodiscard]] inline std::string to_string(const game_state& s) {
    switch (s.kind) {
    case game_status::ongoing: return "ongoing";
    case game_status::win:
        return std::string(s.winner == color::white ? "White" : "Black") + " wins (" + std::string(s.name) + ")";
    case game_status::draw: return "draw: " + std::string(s.name) + " (" + std::string(s.article) + ")";
    }
    return "unknown";
}

// How far the count of each draw rule has gone at a position, in plies since it started;
// -1 while the rule's material situation does not hold. game.hpp's rules say when each
// starts and what resets it.
struct draw_counters {
    std::int32_t kings_only = 0;  // since the last man move or capture; also bounds repetition
    std::int32_t three_kings_vs_king = -1;
    std::int32_t balance = -1;  // both sides with kings and 4-7 pieces, since the last capture or promotion
    std::int32_t three_vs_king_on_main_road = -1;
    std::int32_t three_pieces_vs_king = -1;
    std::int32_t two_pieces_vs_king = -1;

    friend constexpr bool operator==(const draw_counters&, const draw_counters&) noexcept = default;
};

namespace detail {

// The main road (Russian "bolshak"): the long diagonal from the corner at White's left,
// a1-h8 on 8x8 (46-5 on 10x10).
template <class Board>
[[nodiscard]] constexpr typename Board::bitboard main_road_squares() noexcept {
    return Board::mask_of([](int n) { return Board::file(n) == Board::rank(n) - 1; });
}
template <class Board>
inline constexpr typename Board::bitboard fixed_main_road = main_road_squares<Board>();
template <class Board>
[[nodiscard]] constexpr typename Board::bitboard main_road() noexcept {
    if constexpr (Board::is_fixed)
        return fixed_main_road<Board>;
    else
        return main_road_squares<Board>();
}

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
    if (stronger && (p.kings(~*stronger) & main_road<typename Variant::board>())) return stronger;
    return std::nullopt;
}

// Two kings, a king and a man, or one king (FMJD-64 7.2.8, FMJD 6). With a king against a
// king either side may be called the stronger; the count does not need to know.
template <class Variant>
[[nodiscard]] constexpr bool two_pieces_vs_king(const position<Variant>& p) noexcept {
    return against_lone_king(p, [](int men, int kings) { return kings >= 1 && men + kings <= 2; }).has_value();
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

// The counts in the set-up position: whatever situation holds there starts at 0.
template <class Variant>
[[nodiscard]] constexpr draw_counters initial_counters(const position<Variant>& p) noexcept {
    draw_counters c;
    c.three_kings_vs_king = continued(-1, three_kings_vs_king(p).has_value());
    c.balance = continued(-1, balance_pieces(p) != 0);
    c.three_vs_king_on_main_road = continued(-1, three_vs_king_on_main_road(p).has_value());
    c.three_pieces_vs_king = continued(-1, three_pieces_vs_king(p).has_value());
    c.two_pieces_vs_king = continued(-1, two_pieces_vs_king(p));
    return c;
}

// The counts after m, played in `before`, gave `after`.
template <class Variant>
[[nodiscard]] constexpr draw_counters next_counters(const draw_counters& c, const position<Variant>& before,
                                                    const move<Variant>& m, const position<Variant>& after) noexcept {
    using bitboard = typename Variant::board::bitboard;
    draw_counters n;

    // FMJD-64 7.2.5, FMJD 6: moves "with kings only, no man moved, nothing captured". Any man
    // move (a promotion is one) or capture starts the run again; both players' moves count.
    const bool king_moved = (before.kings() & (bitboard{1} << m.from)) != 0;
    n.kings_only = king_moved && !m.is_capture() ? c.kings_only + 1 : 0;

    // FMJD-64 7.2.6: the balance "has not changed (no capture, no promotion)". A capture or a
    // promotion restarts the count; a man's quiet move does not, it changes no balance.
    const bool balance_changed = m.is_capture() || m.promotes;
    n.balance = balance_pieces(after) == 0 ? -1 : balance_changed ? 0 : c.balance + 1;

    // The lone-king endings run from the moment their material arises, as long as it lasts:
    // a promotion or a capture that keeps the material within the rule (king and man to two
    // kings; four kings to three) goes on with the same count, because the rule's situation
    // has not changed. A capture that leaves the rule (three pieces to two) ends its count
    // and starts the next rule's at 0.
    n.three_kings_vs_king = continued(c.three_kings_vs_king, three_kings_vs_king(after).has_value());
    n.three_vs_king_on_main_road =
        continued(c.three_vs_king_on_main_road, three_vs_king_on_main_road(after).has_value());
    n.three_pieces_vs_king = continued(c.three_pieces_vs_king, three_pieces_vs_king(after).has_value());
    n.two_pieces_vs_king = continued(c.two_pieces_vs_king, two_pieces_vs_king(after));
    return n;
}

// Moves made by `side` in the last `plies` plies, `to_move` being to move now: the plies
// alternate and the last was the other side's.
[[nodiscard]] constexpr std::int32_t moves_by(color side, color to_move, std::int32_t plies) noexcept {
    return side == to_move ? plies / 2 : (plies + 1) / 2;
}

}  // namespace detail

template <class Variant>
class game {
public:
    using variant = Variant;
    using position_type = position<Variant>;
    using move_type = move<Variant>;

    // From the start position, or from any position (a FEN, a problem).
    game() : game(position_type::start()) {}
    explicit game(const position_type& setup) : entries_{entry{setup, setup.hash(), detail::initial_counters(setup)}} {
        entries_.front().draw = draw_reached(0);
    }

    // From a FEN; the FEN reader's error when the text is not a position.
    [[nodiscard]] static result<game> from_fen(std::string_view fen) {
        auto setup = read_fen<Variant>(fen);
        if (!setup) return setup.error();
        return game(*setup);
    }

    // Plays a legal move of the side to move. Anything else returns illegal_move and leaves
    // the game as it was.
    [[nodiscard]] result<move_type> play(const move_type& m) {
        move_list<Variant> legal;
        generate(current(), legal);
        if (!legal.contains(m)) {
            const char separator = m.is_capture() ? rules_of<Variant>::capture_separator : '-';
            const std::string text =
                detail::join_squares<Variant>({m.from_square(), m.to_square()}, separator, rules_of<Variant>::notation);
            return parse_error{error_kind::illegal_move, text + " is not a legal move"};
        }
        push(m);
        return m;
    }

    // Reads a move of the side to move ("32-28", "c3:e5", "47x24x8x17x6!") and plays it. Returns
    // what parse_move returns: the move and its annotation, or the parser's error, and then
    // the game is as it was.
    [[nodiscard]] result<move_reading<Variant>> play(std::string_view text) {
        auto reading = parse_move(current(), text);
        if (reading) push(reading->played);
        return reading;
    }

    // Takes back the last move; false when no move has been played.
    bool undo() noexcept {
        if (moves_.empty()) return false;
        moves_.pop_back();
        entries_.pop_back();
        return true;
    }

    [[nodiscard]] const position_type& setup() const noexcept { return entries_.front().pos; }
    [[nodiscard]] const position_type& current() const noexcept { return entries_.back().pos; }
    [[nodiscard]] std::span<const move_type> moves() const noexcept { return moves_; }
    [[nodiscard]] std::size_t ply() const noexcept { return moves_.size(); }
    [[nodiscard]] std::uint64_t hash() const noexcept { return entries_.back().hash; }
    [[nodiscard]] const draw_counters& counters() const noexcept { return entries_.back().counters; }

    // How many times the current position (pieces and side to move) has stood on the board.
    [[nodiscard]] int occurrences() const noexcept { return occurrences(entries_.size() - 1); }

    // Ongoing, a win, or a draw with its rule. A win is what the variant's rules make of a
    // player who cannot move (a loss in the federations' rules; a win in antidraughts) or of the first king
    // (breakthrough). A position without a legal move is a win even when a draw limit is
    // reached in it. A draw, once reached, stays the game's end (with the ply it came at)
    // through any moves played after.
    [[nodiscard]] game_state state() const {
        const entry& e = entries_.back();
        if (e.draw) {
            const draw_limit d = rules_of<Variant>::draw_limit_of(e.draw->rule);
            return {game_status::draw, std::nullopt, d.rule, to_string(d.rule, d.limit), d.article, e.draw->ply};
        }
        const color to_move = e.pos.side_to_move();
        if constexpr (rules_of<Variant>::end == game_end::first_king_wins) {
            // The side that has just moved first, as its king is the newer one.
            for (color c : {~to_move, to_move})
                if (e.pos.kings(c)) return {game_status::win, c, std::nullopt, "first king", rules_of<Variant>::end.article, ply()};
        }
        if (!has_moves(e.pos)) {
            if constexpr (rules_of<Variant>::end == game_end::no_move_wins)
                return {game_status::win, to_move, std::nullopt, "no legal move", rules_of<Variant>::end.article, ply()};
            else
                return {game_status::win, ~to_move, std::nullopt, "no legal move", rules_of<Variant>::end.article, ply()};
        }
        return {game_status::ongoing, std::nullopt, std::nullopt, {}, {}, ply()};
    }

private:
    struct reached_draw {
        draw_rule rule;
        std::size_t ply;
    };

    struct entry {
        position_type pos;
        std::uint64_t hash;
        draw_counters counters;
        std::optional<reached_draw> draw{};  // the first draw of the game, once reached
    };

    void push(const move_type& m) {
        // Room first, so that nothing below can throw halfway.
        entries_.reserve(entries_.size() + 1);
        moves_.reserve(moves_.size() + 1);
        const entry& last = entries_.back();
        entry next{last.pos, last.hash ^ last.pos.hash_change(m), {}, last.draw};
        next.pos.play(m);
        next.counters = detail::next_counters(last.counters, last.pos, m, next.pos);
        entries_.push_back(next);
        moves_.push_back(m);
        if (!entries_.back().draw) entries_.back().draw = draw_reached(entries_.size() - 1);
    }

    [[nodiscard]] int occurrences(std::size_t index) const noexcept {
        const entry& e = entries_[index];
        // Only positions since the last man move or capture can repeat: men never go back
        // and captured pieces never return. Same side to move: every second ply.
        const auto since = static_cast<std::size_t>(e.counters.kings_only);
        int count = 1;
        for (std::size_t back = 2; back <= since; back += 2) {
            const entry& earlier = entries_[index - back];
            if (earlier.hash == e.hash && earlier.pos == e.pos) ++count;
        }
        return count;
    }

    // The draw rule whose limit is reached in entries_[index], if any: the first of the
    // variant's list. A position without a legal move is a win, not a draw, so it is never a
    // draw here.
    [[nodiscard]] std::optional<reached_draw> draw_reached(std::size_t index) const {
        if constexpr (rules_of<Variant>::draws.empty()) {
            return std::nullopt;
        } else {
            const entry& e = entries_[index];
            if (!has_moves(e.pos)) return std::nullopt;
            for (const draw_limit& d : rules_of<Variant>::draws)
                if (d.limit > 0 && reached(d, index)) return reached_draw{d.rule, index};
            return std::nullopt;
        }
    }

    // Whether the limit of one draw rule is reached in entries_[index].
    [[nodiscard]] bool reached(const draw_limit& d, std::size_t index) const {
        const entry& e = entries_[index];
        const draw_counters& c = e.counters;
        const color to_move = e.pos.side_to_move();
        // "N moves" of each player: both have made N moves after 2N plies.
        const auto each_player = [&](std::int32_t plies) { return plies >= 2 * d.limit; };
        // "By the stronger side's Nth move".
        const auto stronger_side = [&](std::int32_t plies, std::optional<color> stronger) {
            return plies >= 0 && stronger && detail::moves_by(*stronger, to_move, plies) >= d.limit;
        };
        switch (d.rule) {
        // FMJD-64 7.2.3, FMJD 6: the same position, with the same side to move, for the third
        // time (FID 9.3: the fourth), not necessarily in a row.
        case draw_rule::repetition: return occurrences(index) >= d.limit;
        // FMJD-64 7.2.4: three or more kings against a lone king, not captured "by the 15th
        // move" of the stronger side, counted from when this balance arose. Only the
        // stronger side's moves count, as the article says.
        case draw_rule::three_kings_vs_king:
            return stronger_side(c.three_kings_vs_king, detail::three_kings_vs_king(e.pos));
        // FMJD-64 7.2.5, FMJD 6, ACF 1.32.2, FID 10.4: moves in a row by both players with no
        // man moved and nothing captured.
        case draw_rule::kings_only: return each_player(c.kings_only);
        // FMJD-64 7.2.6: both sides have kings and the balance has not changed; 4 and 5
        // pieces: 30 moves, 6 and 7 pieces: 60 moves, of each player (the article names no
        // side).
        case draw_rule::balance_4_5_pieces: {
            const int pieces = detail::balance_pieces(e.pos);
            return (pieces == 4 || pieces == 5) && each_player(c.balance);
        }
        case draw_rule::balance_6_7_pieces: {
            const int pieces = detail::balance_pieces(e.pos);
            return (pieces == 6 || pieces == 7) && each_player(c.balance);
        }
        // FMJD-64 7.2.7: three pieces with a king against a lone king on the main road, not
        // won "by the stronger side's 5th move". The count runs while the lone king stays on
        // the main road; off it the rule does not hold, and back on it a new count starts.
        case draw_rule::three_vs_king_on_main_road:
            return stronger_side(c.three_vs_king_on_main_road, detail::three_vs_king_on_main_road(e.pos));
        // FMJD 6: three pieces with a king against a lone king, 16 moves of each player.
        case draw_rule::three_pieces_vs_king: return each_player(c.three_pieces_vs_king);
        // FMJD-64 7.2.8, FMJD 6: two kings, a king and a man, or a king against a lone king,
        // 5 moves of each player (the articles name no side; with a king against a king
        // there is no stronger one).
        case draw_rule::two_pieces_vs_king: return each_player(c.two_pieces_vs_king);
        }
        return false;
    }

    std::vector<entry> entries_;  // entries_[i]: after i moves; entries_[0] is the set-up
    std::vector<move_type> moves_;
};

}  // namespace draughts
