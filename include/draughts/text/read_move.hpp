#pragma once
// Reading a move against a position (PDN 3.0 and what real files hold): either form, both
// separators, numeric or algebraic squares, leading zeros, partial paths and captures
// written with "-", whenever exactly one legal move fits; the candidates when several do.
// When none does, the reason is explain()'s - the rule that forbids the move, with its
// article - so that the reader and the explanations never disagree. Annotations after the
// move (! ? !! ?? !? ?!, and from Russian printed notation "x" or "×" for a win and "=" for a
// draw) come back separately.

#include "../core/position.hpp"
#include "../movegen/generate.hpp"
#include "../movegen/paths.hpp"
#include "error.hpp"
#include "explain.hpp"
#include "move_syntax.hpp"
#include "notation.hpp"
#include "scanner.hpp"

#include <algorithm>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace draughts {

// A move read from text, with the annotation that followed it ("", "!", "?!", "x", "=" ...).
template <class Variant>
struct move_reading {
    move<Variant> played;
    std::string annotation;
};

namespace detail {

// The error kind of the reader for the rule explain() names first.
[[nodiscard]] constexpr error_kind error_of(reason_kind k) noexcept {
    switch (k) {
    case reason_kind::empty_square:
    case reason_kind::not_your_piece: return error_kind::no_piece;
    case reason_kind::compulsory_capture: return error_kind::capture_is_compulsory;
    case reason_kind::majority_rule: return error_kind::majority_rule;
    case reason_kind::capture_precedence: return error_kind::capture_precedence;
    case reason_kind::capture_must_continue:
    case reason_kind::king_landing: return error_kind::capture_must_continue;
    case reason_kind::man_moves_backward: return error_kind::man_moves_backward;
    default: return error_kind::illegal_move;
    }
}

template <class Variant>
class move_matcher {
    using board = typename Variant::board;

public:
    move_matcher(const position<Variant>& p, const move_syntax& s) : p_(p), s_(s) { generate(p, legal_); }

    result<move<Variant>> match() const {
        std::vector<move<Variant>> candidates;
        for (const auto& m : legal_)
            if (m.from_square() == s_.squares.front() && m.to_square() == s_.squares.back()) candidates.push_back(m);
        if (s_.squares.size() > 2) {
            candidates = through_written_squares(candidates);
        } else if (candidates.size() > 1) {
            // "d6:b8" is the whole path of a one-piece capture, even beside a longer capture
            // with the same start and end, and the long form write_move gives it.
            std::vector<move<Variant>> exact;
            for (const auto& m : candidates)
                if (m.capture_count() <= 1) exact.push_back(m);
            if (!exact.empty()) candidates = exact;
        }
        if (candidates.size() == 1) return candidates.front();
        if (candidates.empty()) return why_illegal();
        return error(error_kind::ambiguous_move, written_text() + " is ambiguous: " + moves_words(candidates));
    }

private:
    // Long and partial forms: a move whose path is exactly the written squares; else the
    // written intermediate squares, in order, on the path - as canonical squares, then
    // anywhere the piece passes. One search of the piece's paths.
    std::vector<move<Variant>> through_written_squares(const std::vector<move<Variant>>& candidates) const {
        if (candidates.empty()) return {};
        enum fit : int { exact, canonical, passed, none };
        std::vector<int> best(candidates.size(), none);  // each candidate's closest fit
        const std::vector<int> between(s_.squares.begin() + 1, s_.squares.end() - 1);
        std::vector<int> path, after_start;
        detail::for_each_kept_path(
            p_, candidates.front().from,
            [&](const found_capture<board>& c) {
                const auto m = c.as_move();
                const auto at = std::find(candidates.begin(), candidates.end(), m);
                if (at == candidates.end()) return;
                int& closest = best[static_cast<std::size_t>(at - candidates.begin())];
                path_numbers(c, path);
                after_start.assign(path.begin() + 1, path.end());
                const int how = path == s_.squares                      ? exact
                                : is_subsequence(between, after_start) ? canonical
                                : is_subsequence(between, passed_squares<board>(path)) ? passed
                                                                                        : none;
                closest = std::min(closest, how);
            },
            [&] { std::fill(best.begin(), best.end(), none); });
        const int closest = *std::min_element(best.begin(), best.end());
        std::vector<move<Variant>> fitting;
        for (std::size_t i = 0; i < candidates.size(); ++i)
            if (closest != none && best[i] == closest) fitting.push_back(candidates[i]);
        return fitting;
    }

    // No legal move fits: the rules that forbid it, as explain() gives them, and the legal
    // moves where the rule is which capture to make.
    parse_error why_illegal() const {
        const explanation<Variant> e = explainer<Variant>(p_, s_.squares, &legal_).run();
        if (e.legal || e.reasons.empty() || e.reasons.front().kind == reason_kind::not_a_move) return not_legal();
        std::string message;
        bool name_captures = false;
        for (const reason& r : e.reasons) {
            message += (message.empty() ? "" : "; ") + r.sentence + (r.article.empty() ? "" : " (" + r.article + ")");
            name_captures = name_captures || r.kind == reason_kind::compulsory_capture ||
                            r.kind == reason_kind::majority_rule || r.kind == reason_kind::capture_precedence ||
                            r.kind == reason_kind::mid_capture_crowning;
        }
        if (name_captures) message += ": " + moves_words(e.instead);
        return error(error_of(e.reasons.front().kind), message);
    }

    // "c3-d4" is not a legal move, saying how the variant names its squares when the move
    // was typed another way.
    [[nodiscard]] parse_error not_legal() const {
        std::string message = written_text() + " is not a legal move";
        const bool typed_algebraic = scanner::is_file_letter(s_.typed.front().front());
        const square_notation own = rules_of<Variant>::notation;
        if (typed_algebraic && own == square_notation::numeric) {
            message += "; " + std::string(Variant::name) + " draughts numbers its squares 1-" +
                       std::to_string(board::squares) + " (";
            for (std::size_t i = 0; i < s_.typed.size(); ++i)
                message += (i ? ", " : "") + excerpt(s_.typed[i]) + " is " + name(s_.squares[i]);
            message += ")";
        }
        return error(error_kind::illegal_move, message);
    }

    // Moves in full, a few of them at most, so that a message stays a line.
    [[nodiscard]] std::string moves_words(const std::vector<move<Variant>>& moves) const {
        constexpr std::size_t shown = 6;
        std::vector<move<Variant>> some(moves.begin(), moves.begin() + static_cast<std::ptrdiff_t>(std::min(moves.size(), shown)));
        std::string out;
        for (const std::string& text : write_moves<Variant>(p_, some, {move_form::full}))
            out += (out.empty() ? "" : ", ") + text;
        if (moves.size() > shown) out += " and " + std::to_string(moves.size() - shown) + " more";
        return out;
    }

    [[nodiscard]] std::string name(int square) const { return square_name<board>(square, rules_of<Variant>::notation); }
    // The move as it was typed, quoted and cut to a length.
    [[nodiscard]] std::string written_text() const { return draughts::quoted(s_.text, 48); }
    [[nodiscard]] parse_error error(error_kind kind, std::string message) const {
        return parse_error{kind, std::move(message), 0, s_.start + 1};
    }

    const position<Variant>& p_;
    const move_syntax& s_;
    move_list<Variant> legal_;
};

}  // namespace detail

// Reads one move of the side to move of p from text such as "32-28", "c3:e5", "47x24x8x17x6!".
template <class Variant>
[[nodiscard]] result<move_reading<Variant>> parse_move(const position<Variant>& p, std::string_view text) {
    auto syntax = detail::read_whole_move_syntax<typename Variant::board>(text);
    if (!syntax) return syntax.error();
    auto m = detail::move_matcher<Variant>(p, *syntax).match();
    if (!m) return m.error();
    return move_reading<Variant>{*m, std::move(syntax->annotation)};
}

}  // namespace draughts
