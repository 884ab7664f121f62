#pragma once
// The library's words for the rules: the phrases of the rule sheets, the explanations and
// the errors of the move reader, in one place so that each fact is said one way.

#include "../core/board.hpp"
#include "../core/variant.hpp"
#include "../movegen/precedence.hpp"

#include <algorithm>
#include <array>
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace draughts::detail {

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

// "FMJD" for "FMJD 4.2": the source of an article, for a rule the variant gives no number.
[[nodiscard]] inline std::string source_of(std::string_view article) {
    const std::size_t space = article.rfind(' ');
    if (space == std::string_view::npos || !numbered(article.substr(space + 1))) return std::string(article);
    return std::string(article.substr(0, space));
}

// "1 piece", "2 pieces".
template <class Integer>
[[nodiscard]] std::string count_words(Integer n, const char* one, const char* many) {
    return std::to_string(n) + " " + (n == 1 ? one : many);
}

// "2 men and 1 king": what a capture takes, by kind.
template <class Board>
[[nodiscard]] std::string taken_words(const capture_summary<Board>& s) {
    const int men = s.pieces - s.kings;
    if (s.kings == 0) return count_words(men, "man", "men");
    if (men == 0) return count_words(s.kings, "king", "kings");
    return count_words(men, "man", "men") + " and " + count_words(s.kings, "king", "kings");
}

// Why a capture loses to a better one on a step of precedence, in words with the numbers:
// "the majority rule requires taking 2 pieces, this takes 1". One wording for the reader's
// errors and the explanations.
template <class Board>
[[nodiscard]] std::string precedence_words(capture_criterion criterion, const capture_summary<Board>& worse,
                                           const capture_summary<Board>& better) {
    switch (criterion) {
    case capture_criterion::most_pieces:
        return "the majority rule requires taking " + count_words(better.pieces, "piece", "pieces") + ", this takes " +
               std::to_string(worse.pieces);
    case capture_criterion::with_king: return "a capture with a king comes first, and a king can capture";
    case capture_criterion::most_kings:
        return "the capture that takes the most kings comes first: " + count_words(better.kings, "king", "kings") +
               ", this takes " + std::to_string(worse.kings);
    case capture_criterion::kings_first: return "the capture that meets a king first comes first";
    case capture_criterion::highest_value:
        return "the capture of the highest value comes first: " + taken_words(better) + ", this takes " +
               taken_words(worse);
    }
    return {};
}

}  // namespace draughts::detail
