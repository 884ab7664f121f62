#pragma once
// PDN games played (PDN 3.0, pdn.fmjd.org): each move of a record matched against the legal
// moves of its position under one variant's rules, every variation from where it branches;
// the variant a GameType tag names, or the one a file without it most likely holds.

#include "reader.hpp"
#include "record.hpp"
#include "../core/position.hpp"
#include "../game/game.hpp"
#include "../movegen/generate.hpp"
#include "../text/error.hpp"
#include "../text/fen.hpp"
#include "../text/read_move.hpp"
#include "../variants/list.hpp"

#include <algorithm>
#include <array>
#include <cstddef>
#include <concepts>
#include <cstdint>
#include <functional>
#include <iterator>
#include <optional>
#include <ranges>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace draughts {

// ---------------------------------------------------------------------------------------
// A game as moves: the replay layer's result, for one variant.

template <class Variant>
using pdn_line = basic_pdn_line<move<Variant>>;

template <class Variant>
using pdn_node = basic_pdn_node<move<Variant>>;

template <class Variant>
struct pdn_game {
    std::vector<pdn_tag> tags;                             // in file order
    position<Variant> start = position<Variant>::start();  // from the [FEN] tag, if any
    std::uint64_t first_move_number = 1;                   // the number of the first move
    pdn_line<Variant> moves;                               // the main line
    std::string result;                                    // the terminator as written, "" for none

    [[nodiscard]] std::string_view tag(std::string_view name) const noexcept {
        for (const auto& t : tags)
            if (t.name == name) return t.value;
        return {};
    }

    friend bool operator==(const pdn_game&, const pdn_game&) = default;
};

// What replaying a record gives.
template <class Variant>
struct pdn_replay {
    pdn_game<Variant> game;            // up to the first error, if any
    bool set_up = false;               // the GameType and FEN tags allowed the game to start
    position<Variant> final_position;  // after the last main-line move read (when set_up)
    std::optional<parse_error> error;  // the first illegal, ambiguous or unreadable move, or syntax error
    std::vector<parse_error> notes;    // what the reader tolerated or resolved: the syntax layer's, then the replay's
    bool incomplete = false;           // moves ("- -") or the result ("-") were not recorded; a note says where
    game_state state;                  // where the main line read leaves the game: won, drawn by a rule, or on

    [[nodiscard]] std::size_t plies() const noexcept { return game.moves.nodes.size(); }
    [[nodiscard]] bool ok() const noexcept { return !error.has_value(); }
};

namespace detail {

// The game type a GameType value starts with: "20" and "20,W,10,10,N2,0" both give 20.
[[nodiscard]] inline std::optional<int> pdn_game_type_number(std::string_view value) {
    scanner in(value);
    in.skip_spaces();
    const auto n = in.read_number(9999);
    if (!n) return std::nullopt;
    in.skip_spaces();
    if (!in.at_end() && in.peek() != ',') return std::nullopt;
    return static_cast<int>(*n);
}

[[nodiscard]] inline std::string_view trimmed(std::string_view s) noexcept {
    while (!s.empty() && scanner::is_space(s.front())) s.remove_prefix(1);
    while (!s.empty() && scanner::is_space(s.back())) s.remove_suffix(1);
    return s;
}

[[nodiscard]] inline bool is_pdn_result(std::string_view s) noexcept {
    for (std::string_view r : {"2-0", "1-1", "0-2", "1-0", "1/2-1/2", "0-1", "0-0", "*"})
        if (s == r) return true;
    return false;
}

template <class Variant>
class pdn_replayer {
    using board = typename Variant::board;
    using position_type = position<Variant>;
    using move_type = move<Variant>;

public:
    explicit pdn_replayer(const pdn_record& r) : r_(r) {}

    pdn_replay<Variant> run() && {
        out_.game.tags = r_.tags;
        out_.game.result = r_.result;
        out_.notes = r_.notes;
        out_.final_position = out_.game.start;
        if (!setup()) return std::move(out_);
        out_.set_up = true;
        out_.final_position = out_.game.start;
        if (!r_.movetext.nodes.empty() && r_.movetext.nodes.front().move.number != 0)
            out_.game.first_move_number = r_.movetext.nodes.front().move.number;
        if (line(r_.movetext, out_.game.start, 0, out_.game.moves, &out_.final_position) && r_.error)
            out_.error = r_.error;
        // A bare "-" result, or a Result tag "-" and no result at all: not finished, or not recorded.
        if (r_.result == "-" || (r_.result.empty() && trimmed(r_.tag("Result")) == "-")) {
            out_.incomplete = true;
            note(error_kind::incomplete, "the result is '-': the game was not finished, or its result not recorded", 0,
                 0);
        }
        const std::string_view tag = trimmed(r_.tag("Result"));
        if (is_pdn_result(r_.result) && r_.result != "*" && is_pdn_result(tag) && tag != "*" && tag != r_.result)
            note(error_kind::bad_result,
                 "the Result tag says " + std::string(tag) + ", the movetext ends with " + r_.result, 0, 0);
        // The rules' verdict on the main line: its moves replayed as a game.
        draughts::game<Variant> g(out_.game.start);
        for (const auto& node : out_.game.moves.nodes) (void)g.play(node.move);
        out_.state = g.state();
        return std::move(out_);
    }

private:
    // The variant the GameType tag names, and the start position the FEN tag sets up.
    bool setup() {
        if (const pdn_tag* t = r_.find("GameType")) {
            const auto type = pdn_game_type_number(t->value);
            if (!type || *type != rules_of<Variant>::pdn_game_type)
                return fail(parse_error{error_kind::unknown_variant,
                                        "GameType " + draughts::quoted(t->value) + " is not " +
                                            std::string(Variant::name) + " draughts (" +
                                            std::to_string(rules_of<Variant>::pdn_game_type) + ")",
                                        t->line, t->column});
        }
        if (const pdn_tag* t = r_.find("FEN")) {
            auto fen = read_fen_record<Variant>(t->value);
            if (!fen) {
                parse_error e = fen.error();
                e.message = "FEN: " + e.message;
                e.line = t->line;
                e.column = t->column + (e.column ? e.column - 1 : 0);
                return fail(std::move(e));
            }
            out_.game.start = fen->setup;
        }
        return true;
    }

    // Plays the moves of `in` from p into `out`, each variation from where it branches.
    // False at the first error. `ply` counts from the start of the game; `reached` is set
    // to the position after each move when `in` is the main line, and null otherwise.
    bool line(const pdn_text_line& in, position_type p, std::size_t ply, pdn_line<Variant>& out,
              position_type* reached) {
        out.comments = in.comments;
        out.nodes.reserve(in.nodes.size());
        for (std::size_t i = 0; i < in.nodes.size(); ++i, ++ply) {
            const auto& t = in.nodes[i];
            if (t.move.text == "-") {
                if (reached) out_.incomplete = true;
                note(error_kind::incomplete,
                     "moves not recorded ('-') from here; " + std::to_string(out.nodes.size()) + " plies read" +
                         (reached ? "" : " in this variation"),
                     t.move.line, t.move.column);
                break;
            }
            const auto m = match(p, in, i, ply);
            if (!m) return false;
            const position_type before = p;
            p.play(*m);
            if (reached) *reached = p;
            auto& node = out.nodes.emplace_back();
            node.move = *m;
            node.strength = t.strength;
            node.nags = t.nags;
            node.comments = t.comments;
            for (const auto& v : t.variations)
                if (!line(v, before, ply, node.variations.emplace_back(), nullptr)) return false;
        }
        return true;
    }

    // The number of a ply, and whether it is Black's, as the file numbers it.
    [[nodiscard]] std::pair<std::uint64_t, bool> numbering(std::size_t ply) const {
        const std::size_t from_white = ply + (out_.game.start.side_to_move() == color::black ? 1 : 0);
        return {out_.game.first_move_number + from_white / 2, from_white % 2 == 1};
    }

    // The legal move that node i of `in` names in p, or nothing after recording the error.
    std::optional<move_type> match(const position_type& p, const pdn_text_line& in, std::size_t i, std::size_t ply) {
        const pdn_move_text& t = in.nodes[i].move;
        auto m = read(p, t);
        if (m) return *m;
        if (m.error().kind == error_kind::ambiguous_move) {
            if (auto chosen = resolve(p, in, i)) {
                note(error_kind::ambiguous_move,
                     describe(t, ply) + m.error().message + "; only " + write_move(p, *chosen, {move_form::full}) +
                         " lets the game go on legally, and is read",
                     t.line, t.column);
                return chosen;
            }
        }
        parse_error e = m.error();
        e.message = describe(t, ply) + e.message;
        e.line = t.line;
        e.column = t.column + (e.column ? e.column - 1 : 0);
        fail(std::move(e));
        return std::nullopt;
    }

    [[nodiscard]] std::string describe(const pdn_move_text& t, std::size_t ply) const {
        auto [number, black] = numbering(ply);
        if (t.number != 0) number = t.number, black = t.black_number;  // as the file says
        return "ply " + std::to_string(ply + 1) + " (" + std::to_string(number) + (black ? "... " : ". ") + t.text +
               "): ";
    }

    [[nodiscard]] static result<move_type> read(const position_type& p, const pdn_move_text& t) {
        scanner in(t.text);
        auto syntax = read_move_syntax<board>(in);
        if (!syntax) return syntax.error();
        in.skip_spaces();
        if (!in.at_end()) return in.error_here(error_kind::trailing_text, "unexpected " + draughts::quoted(in.rest()));
        return move_matcher<Variant>(p, *syntax).match();
    }

    // PDN 3.0: a short capture that two legal moves share (same squares, different
    // captured pieces) is read as the one that lets the rest of the line replay legally,
    // when exactly one does.
    std::optional<move_type> resolve(const position_type& p, const pdn_text_line& in, std::size_t i) const {
        const auto candidates = short_form_candidates(p, in.nodes[i].move);
        std::optional<move_type> chosen;
        std::size_t fitting = 0;
        std::size_t budget = 20000;  // moves read ahead, so that no input can make this slow
        for (const auto& m : candidates) {
            position_type q = p;
            q.play(m);
            if (continues(q, in, i + 1, budget)) ++fitting, chosen = m;
        }
        if (fitting == 1) return chosen;
        return std::nullopt;
    }

    // The legal moves a two-square text names: those with that start and end square.
    [[nodiscard]] static std::vector<move_type> short_form_candidates(const position_type& p, const pdn_move_text& t) {
        scanner in(t.text);
        const auto syntax = read_move_syntax<board>(in);
        std::vector<move_type> found;
        if (!syntax || syntax->squares.size() != 2) return found;
        move_list<Variant> legal;
        generate(p, legal);
        for (const auto& m : legal)
            if (m.from_square() == syntax->squares.front() && m.to_square() == syntax->squares.back())
                found.push_back(m);
        return found;
    }

    // Whether the moves of `in` from node i on replay legally from p.
    bool continues(position_type p, const pdn_text_line& in, std::size_t i, std::size_t& budget) const {
        for (; i < in.nodes.size(); ++i) {
            if (budget == 0) return false;
            --budget;
            const pdn_move_text& t = in.nodes[i].move;
            if (t.text == "-") return true;
            const auto m = read(p, t);
            if (!m) {
                if (m.error().kind != error_kind::ambiguous_move) return false;
                for (const auto& c : short_form_candidates(p, t)) {
                    position_type q = p;
                    q.play(c);
                    if (continues(q, in, i + 1, budget)) return true;
                }
                return false;
            }
            p.play(*m);
        }
        return true;
    }

    void note(error_kind k, std::string message, std::size_t at_line, std::size_t at_column) {
        out_.notes.push_back(parse_error{k, std::move(message), at_line, at_column});
    }
    bool fail(parse_error e) {
        if (!out_.error) out_.error = std::move(e);
        return false;
    }

    const pdn_record& r_;
    pdn_replay<Variant> out_;
};

}  // namespace detail

// Plays a game read by pdn_reader under Variant's rules. A GameType tag that names another
// variant is an error (kind unknown_variant); without the tag the caller's choice stands.
template <class Variant>
[[nodiscard]] pdn_replay<Variant> replay_pdn(const pdn_record& record) {
    return detail::pdn_replayer<Variant>(record).run();
}

// The variant the records of a file that have no GameType tag most likely hold, all of them
// at once, so that one file's games are read under one set of rules, and why. Their
// squares narrow it down: algebraic squares are the 8x8 games that write them (Russian);
// square numbers beyond 50 Canadian, beyond 32 international. Numbers up to 32 leave the
// numbered 8x8 games (Russian read with numbers, English) and international draughts; of
// those, the rules under which most games replay without error, and where as many do,
// English when the first move comes from Black's side of the board (squares 1-12: Black
// moves first), else Russian, else international. With no squares at all, international
// draughts, PDN's first GameType. The first `most` games without the tag decide.
struct variant_guess {
    std::string_view name;
    std::string reason;
};

// A template, as is the one-record form below: the guess replays games under three
// variants' rules, compiled only where a program guesses, not in every file that includes
// the library.
template <std::ranges::input_range Records>
    requires std::same_as<std::ranges::range_value_t<Records>, pdn_record>
[[nodiscard]] variant_guess guess_variant(const Records& records, std::size_t most = 50) {
    bool letters = false;
    int highest = 0;
    int first = 0;  // the first square of the first move of the first game that has one
    std::size_t looked_at = 0;
    const auto read = [&](std::string_view text, bool moves) {
        for (std::size_t i = 0; i < text.size(); ++i) {
            const char c = text[i];
            if (c >= 'a' && c <= 'h' && i + 1 < text.size() && text[i + 1] >= '1' && text[i + 1] <= '9') letters = true;
            if (c < '0' || c > '9') continue;
            int n = 0;
            for (; i < text.size() && text[i] >= '0' && text[i] <= '9'; ++i) n = std::min(n * 10 + (text[i] - '0'), 1000);
            --i;
            if (moves && first == 0) first = n;
            highest = std::max(highest, n);
        }
    };
    std::vector<const pdn_record*> untyped;
    for (const pdn_record& r : records) {
        if (r.find("GameType") || looked_at == most) continue;
        ++looked_at;
        untyped.push_back(&r);
        if (const pdn_tag* fen = r.find("FEN"))  // past the side to move, the pieces' squares
            read(std::string_view(fen->value).substr(std::min(fen->value.find(':'), fen->value.size())), false);
        for (const auto& node : r.movetext.nodes) read(node.move.text, true);
    }
    const std::string have = looked_at == 1 ? "the game has" : "the games have";
    if (letters) return {"russian", have + " algebraic squares"};
    if (highest > 50) return {"canadian", have + " squares beyond 50"};
    if (highest > 32) return {"international", have + " squares beyond 32"};
    if (highest == 0) return {"international", "nothing says otherwise"};
    // Squares up to 32: the rules under which most games replay.
    const auto replayed = [&]<class V>(V) {
        std::size_t ok = 0;
        for (const pdn_record* r : untyped) ok += replay_pdn<V>(*r).ok() ? 1u : 0u;
        return ok;
    };
    struct candidate {
        std::string_view name;
        std::size_t ok;
    };
    const bool black_first = first >= 1 && first <= 12;
    std::array<candidate, 3> ranked{candidate{"english", replayed(english{})}, candidate{"russian", replayed(russian{})},
                                    candidate{"international", replayed(international{})}};
    if (!black_first) std::swap(ranked[0], ranked[1]);
    const candidate best = *std::max_element(ranked.begin(), ranked.end(),
                                             [](const candidate& a, const candidate& b) { return a.ok < b.ok; });
    std::string reason = have + " squares up to 32, and " + std::to_string(best.ok) + " of " +
                         std::to_string(looked_at) + " replay under these rules";
    if (best.name == "english" && black_first) reason += "; the first move comes from squares 1-12, Black's side";
    return {best.name, reason};
}

// The same for one record.
template <std::same_as<pdn_record> Record>
[[nodiscard]] variant_guess guess_variant(const Record& record) {
    return guess_variant(std::span<const pdn_record>(&record, 1));
}

// Calls f(Variant{}) for the variant the record's GameType names, or the one named
// `fallback` ("russian", "international", ...) when it has no GameType; with an empty
// fallback, the variant guess_variant finds. Returns the error when the GameType or the
// fallback names no variant of this library.
template <class F>
std::optional<parse_error> visit_pdn_variant(const pdn_record& record, std::string_view fallback, F&& f) {
    if (const pdn_tag* t = record.find("GameType")) {
        const auto type = detail::pdn_game_type_number(t->value);
        if (type && visit_variant(*type, f)) return std::nullopt;
        return parse_error{error_kind::unknown_variant,
                           "GameType " + draughts::quoted(t->value) + " is not a variant this library plays (" +
                               variant_names() + ")",
                           t->line, t->column};
    }
    if (fallback.empty()) fallback = guess_variant(record).name;
    if (visit_variant(fallback, f)) return std::nullopt;
    return parse_error{error_kind::unknown_variant,
                       "unknown variant " + draughts::quoted(fallback) + " (" + variant_names() + ")",
                       record.line, 0};
}

// Every game of a text, under Variant's rules.
template <class Variant>
[[nodiscard]] std::vector<pdn_replay<Variant>> read_pdn(std::string_view text, pdn_limits limits = {}) {
    std::vector<pdn_replay<Variant>> games;
    pdn_reader reader(text, limits);
    while (auto record = reader.next()) games.push_back(replay_pdn<Variant>(*record));
    return games;
}

}  // namespace draughts
