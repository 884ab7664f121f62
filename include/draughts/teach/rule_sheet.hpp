#pragma once
// The rules of a variant in words, from the facts the generator runs on, so that a rule
// sheet can never disagree with the moves: one line per fact with its article, and a table
// of how the variants differ.

#include "../core/variant.hpp"
#include "../game/draw_rules.hpp"
#include "../variants/list.hpp"

#include <algorithm>
#include <array>
#include <string>
#include <string_view>
#include <vector>

namespace draughts {

// One fact of a variant in words.
struct rule_line {
    std::string_view topic;  // "kings", "which capture", ...
    std::string value;       // "fly: any distance along a free line"
    std::string_view article;
};

namespace detail {

[[nodiscard]] inline std::string colour_name(color c) { return c == color::white ? "White" : "Black"; }

[[nodiscard]] inline std::string_view criterion_words(capture_criterion c) noexcept {
    switch (c) {
    case capture_criterion::most_pieces: return "most pieces";
    case capture_criterion::with_king: return "by a king";
    case capture_criterion::most_kings: return "most kings";
    case capture_criterion::kings_first: return "kings met first";
    case capture_criterion::highest_value: return "highest value (a king under two men)";
    }
    return "";
}

[[nodiscard]] inline std::string precedence_words(const capture_precedence& p) {
    if (p.is_free_choice()) return "free choice";
    std::string s;
    for (const precedence_step& step : p) s += (s.empty() ? "" : ", then ") + std::string(criterion_words(step.criterion));
    return s;
}

[[nodiscard]] inline std::string_view crowning_words(mid_capture_crowning c) noexcept {
    switch (c) {
    case mid_capture_crowning::captures_on_as_king: return "crowned, captures on as a king";
    case mid_capture_crowning::move_ends: return "crowned, the move ends";
    case mid_capture_crowning::captures_on_as_man: return "stays a man";
    }
    return "";
}

[[nodiscard]] inline std::string_view landing_words(king_landing l) noexcept {
    switch (l) {
    case king_landing::anywhere_behind: return "anywhere behind";
    case king_landing::right_behind: return "right behind each piece";
    case king_landing::right_behind_last_king: return "right behind a king taken last";
    }
    return "";
}

[[nodiscard]] inline std::string_view end_words(game_end e) noexcept {
    switch (e) {
    case game_end::no_move_loses: return "no move loses";
    case game_end::no_move_wins: return "no move wins";
    case game_end::first_king_wins: return "first king wins";
    }
    return "";
}

template <class Board>
[[nodiscard]] std::string board_words() {
    std::string s = std::to_string(Board::width) + "x" + std::to_string(Board::height);
    if (Board::played == playing_squares::all)
        s += " every square";
    else if (Board::colours == colouring::light_lower_left)
        s += " turned";
    return s;
}

// A set of directions as White sees them, in words.
[[nodiscard]] inline std::string directions_words(direction_set set) {
    if (set == directions::forward_diagonals) return "forward on the diagonals";
    if (set == directions::diagonals) return "every way on the diagonals";
    if (set == directions::straight) return "every way along rows and files";
    if (set == directions::forward_and_sideways) return "forward and sideways";
    if (set == directions::all) return "every way on the diagonals, rows and files";
    static constexpr std::array<std::string_view, 8> names{"north-west", "north-east", "south-west", "south-east",
                                                           "north",      "south",      "west",       "east"};
    std::string out;
    for (std::size_t i = 0; i < names.size(); ++i)
        if (set.contains(static_cast<direction>(i))) out += (out.empty() ? "" : ", ") + std::string(names[i]);
    return out.empty() ? "none" : out;
}

template <class V>
[[nodiscard]] std::string notation_words() {
    using rules = rules_of<V>;
    using board = typename V::board;
    const std::string squares = rules::notation == square_notation::algebraic
                                    ? "a1-" + std::string(1, static_cast<char>('a' + board::width - 1)) +
                                          std::to_string(board::height)
                                    : "1-" + std::to_string(board::squares);
    return squares + ", `" + std::string(1, rules::capture_separator) + "`";
}

}  // namespace detail

// Every fact of a variant, in words, with the article that states it.
template <draughts_variant V>
[[nodiscard]] std::vector<rule_line> rule_sheet() {
    using rules = rules_of<V>;
    using board = typename V::board;
    std::vector<rule_line> lines;
    lines.push_back({"board", detail::board_words<board>(), {}});
    lines.push_back({"men each", std::to_string(rules::men_per_side()) + " on " + std::to_string(rules::men_rows()) +
                                     " rows",
                     {}});
    lines.push_back({"first to move", detail::colour_name(rules::first_to_move), rules::first_to_move.article});
    lines.push_back({"capturing", "compulsory", rules::compulsory_capture});
    lines.push_back({"a capture goes on while the piece can take more", "yes", rules::capture_goes_on});
    lines.push_back({"men capture backward", rules::men_capture_backward ? "yes" : "no",
                     rules::men_capture_backward.article});
    if (rules::king_captures.value.has_diagonal())
        lines.push_back({"captures along rows and files too", rules::straight_captures ? "yes" : "no",
                         rules::straight_captures.article});
    lines.push_back({"men move", detail::directions_words(rules::man_moves), rules::man_moves.article});
    lines.push_back({"men capture", detail::directions_words(rules::man_captures), rules::man_captures.article});
    lines.push_back({"kings move", detail::directions_words(rules::king_moves), rules::king_moves.article});
    lines.push_back({"kings capture", detail::directions_words(rules::king_captures), rules::king_captures.article});
    lines.push_back(
        {"men may take kings", rules::men_capture_kings ? "yes" : "no", rules::men_capture_kings.article});
    lines.push_back({"kings", rules::flying_kings ? "fly" : "one square", rules::flying_kings.article});
    if (rules::flying_kings)
        lines.push_back({"a king lands", std::string(detail::landing_words(rules::landing)), rules::landing.article});
    if (rules::flying_kings)
        lines.push_back({"a king lands where its capture goes on", "yes", rules::king_lands_to_go_on});
    if (rules::king_move_limit > 0)
        lines.push_back({"one king's moves in a row while its side has men",
                         "at most " + std::to_string(rules::king_move_limit.value), rules::king_move_limit.article});
    lines.push_back({"which capture", detail::precedence_words(rules::precedence),
                     rules::precedence.size() ? rules::precedence[0].article : rules::precedence.free_choice_article()});
    lines.push_back({"man on the last row mid-capture", std::string(detail::crowning_words(rules::crowning)),
                     rules::crowning.article});
    lines.push_back({"captured pieces leave", rules::removal == capture_removal::at_end ? "at the end" : "at once",
                     rules::removal.article});
    lines.push_back({"a capture may turn straight back", rules::capture_reversal ? "yes" : "no",
                     rules::capture_reversal.article});
    lines.push_back({"game end", std::string(detail::end_words(rules::end)), rules::end.article});
    for (const draw_limit& d : rules::draws)
        lines.push_back({to_string(d.rule, d.limit),
                         d.limit == 0                         ? "a draw at once"
                         : d.rule == draw_rule::repetition ? "a draw when the position occurs " + std::to_string(d.limit) + " times"
                                                           : "a draw after " + std::to_string(d.limit) + " moves",
                         d.article});
    lines.push_back({"squares, capture separator", detail::notation_words<V>(), {}});
    lines.push_back({"PDN GameType", rules::pdn_game_type ? std::to_string(rules::pdn_game_type) : "none", {}});
    return lines;
}

namespace detail {

// "FID 6.6, 6.7": articles joined, the source written once.
[[nodiscard]] inline std::string joined_articles(const std::vector<std::string_view>& articles) {
    std::string out;
    std::string_view last_source;
    std::vector<std::string_view> seen;
    for (std::string_view a : articles) {
        if (a.empty() || std::find(seen.begin(), seen.end(), a) != seen.end()) continue;
        seen.push_back(a);
        const std::size_t space = a.rfind(' ');
        const std::string_view source = space == std::string_view::npos ? std::string_view{} : a.substr(0, space);
        if (!out.empty()) out += ", ";
        out += !out.empty() && source == last_source ? std::string(a.substr(space + 1)) : std::string(a);
        last_source = source;
    }
    return out;
}

// An article worth a table's room: one with a number.
[[nodiscard]] inline bool numbered(std::string_view article) noexcept {
    return article.find_first_of("0123456789") != std::string_view::npos;
}

}  // namespace detail

// How the variants of a list differ, as a Markdown table: a row per variant, a column per
// fact; each cell the fact's value, with its article where the rules give it a number.
template <class List = all_variants>
[[nodiscard]] std::string variant_table_markdown() {
    std::string out =
        "| variant | board, men | first | men capture backward | kings | which capture | man crossing the last row "
        "mid-capture | captured pieces leave | squares | GameType |\n"
        "| --- | --- | --- | --- | --- | --- | --- | --- | --- | ---: |\n";
    const auto with = [](std::string value, std::string_view article) {
        return detail::numbered(article) ? value + " (" + std::string(article) + ")" : value;
    };
    List::for_each([&](auto v) {
        using V = decltype(v);
        using rules = rules_of<V>;
        std::string kings = with(rules::flying_kings ? "fly" : "one square", rules::flying_kings.article);
        if (rules::landing != king_landing::anywhere_behind)
            kings += ", land " + with(std::string(detail::landing_words(rules::landing)), rules::landing.article);
        std::string backward = with(rules::men_capture_backward ? "yes" : "no", rules::men_capture_backward.article);
        if (rules::straight_captures)
            backward += "; men and kings capture along rows and files too" +
                        (detail::numbered(rules::straight_captures.article)
                             ? " (" + std::string(rules::straight_captures.article) + ")"
                             : std::string());
        if (rules::man_moves.value != directions::forward_diagonals || rules::king_moves.value != directions::diagonals)
            backward += "; men move " + detail::directions_words(rules::man_moves) + ", kings " +
                        detail::directions_words(rules::king_moves);
        if (!rules::capture_reversal) backward += "; no capture turns straight back";
        if (!rules::men_capture_kings)
            backward += "; men may not take kings" +
                        (detail::numbered(rules::men_capture_kings.article)
                             ? " (" + std::string(rules::men_capture_kings.article) + ")"
                             : std::string());
        std::vector<std::string_view> precedence_articles;
        for (const precedence_step& step : rules::precedence) precedence_articles.push_back(step.article);
        if (rules::precedence.is_free_choice()) precedence_articles.push_back(rules::precedence.free_choice_article());
        const std::string which = detail::precedence_words(rules::precedence) +
                                  (detail::joined_articles(precedence_articles).empty() ||
                                           !detail::numbered(detail::joined_articles(precedence_articles))
                                       ? std::string()
                                       : " (" + detail::joined_articles(precedence_articles) + ")");
        std::string name(V::name);
        if (rules::end != game_end::no_move_loses) name += " (" + std::string(detail::end_words(rules::end)) + ")";
        out += "| " + name + " | " + detail::board_words<typename V::board>() + ", " +
               std::to_string(rules::men_per_side()) + " | " + detail::colour_name(rules::first_to_move) + " | " +
               backward + " | " + kings + " | " + which + " | " +
               with(std::string(detail::crowning_words(rules::crowning)), rules::crowning.article) + " | " +
               with(rules::removal == capture_removal::at_end ? "at the end" : "at once", rules::removal.article) +
               " | " + detail::notation_words<V>() + " | " +
               (rules::pdn_game_type ? std::to_string(rules::pdn_game_type) : "-") + " |\n";
    });
    return out;
}

}  // namespace draughts
