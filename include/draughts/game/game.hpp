#pragma once
// A game: the moves played from a start position, and what the rules make of them - whether
// the game goes on, who has won, or which draw rule ended it and in which article
// (FMJD-64 7.2, FMJD 6 and the other federations' articles).
//
// Each ply keeps one small history entry (position, hash, draw counters, and the draw once
// one is reached), so undo() restores everything exactly by dropping the last entry, and
// repetition compares hashes first and whole positions only when the hashes match.
//
// The draw rules and their counts are in draw_rules.hpp.
// - The game ends at the first position where a limit is reached; moves played after it are
//   still accepted, because real game records sometimes go on past a draw, and state() keeps
//   reporting the end that came first.

#include "../text/error.hpp"
#include "../text/fen.hpp"
#include "../movegen/generate.hpp"
#include "../text/read_move.hpp"
#include "../core/position.hpp"
#include "draw_rules.hpp"
#include "../core/variant.hpp"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace draughts {

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

template <class Variant>
class game {
public:
    using variant = Variant;
    using position_type = position<Variant>;
    using move_type = move<Variant>;

    // From the start position, or from any position (a FEN, a problem).
    game() : game(position_type::start()) {}
    explicit game(const position_type& setup) : entries_{entry{setup, setup.hash(), initial_draw_counters(setup)}} {
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
            const std::string text = write_path<Variant>({m.from_square(), m.to_square()}, m.is_capture());
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
        next.counters = next_draw_counters(last.counters, last.pos, m, next.pos);
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
        const entry& e = entries_[index];
        if (const auto d = draughts::draw_reached(e.pos, e.counters, occurrences(index)))
            return reached_draw{d->rule, index};
        return std::nullopt;
    }

    std::vector<entry> entries_;  // entries_[i]: after i moves; entries_[0] is the set-up
    std::vector<move_type> moves_;
};

}  // namespace draughts
