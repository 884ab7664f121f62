#pragma once
// The rules of a variant in words, from the facts the generator runs on, so that a rule
// sheet can never disagree with the moves: one line per fact with its article, and a table
// of how the variants differ.

#include "../core/variant.hpp"
#include "../game/draw_rules.hpp"
#include "../text/rule_words.hpp"
#include "../variants/list.hpp"

#include <algorithm>
#include <array>
#include <optional>
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

// A topic on which two rule sheets differ: each sheet's line, none where a sheet lacks the
// topic.
struct rule_difference {
    std::string_view topic;
    std::optional<rule_line> first;
    std::optional<rule_line> second;
};

// The facts in which two rule sheets differ, topic by topic in the first sheet's order; a
// topic only the second sheet has comes after the topic it follows there.
[[nodiscard]] inline std::vector<rule_difference> rule_differences(const std::vector<rule_line>& first,
                                                                   const std::vector<rule_line>& second) {
    std::vector<std::string_view> topics;
    for (const rule_line& l : first) topics.push_back(l.topic);
    std::size_t next = 0;
    for (const rule_line& l : second) {
        const auto at = std::find(topics.begin(), topics.end(), l.topic);
        if (at != topics.end())
            next = static_cast<std::size_t>(at - topics.begin()) + 1;
        else
            topics.insert(topics.begin() + static_cast<std::ptrdiff_t>(next++), l.topic);
    }
    const auto line_of = [](const std::vector<rule_line>& sheet, std::string_view topic) -> std::optional<rule_line> {
        for (const rule_line& l : sheet)
            if (l.topic == topic) return l;
        return std::nullopt;
    };
    std::vector<rule_difference> out;
    for (std::string_view topic : topics) {
        auto a = line_of(first, topic), b = line_of(second, topic);
        if (a && b && a->value == b->value) continue;
        out.push_back({topic, std::move(a), std::move(b)});
    }
    return out;
}

}  // namespace draughts
