#pragma once
// Move text (PDN 3.0): "32-28" and "c3-d4" for quiet moves, "28x19" and "c3:e5"
// for captures (short form), "47x24x8x17x6" and "c3:e5:g3" with the capture path (long
// form: one square per captured piece, where the piece turns or right behind the piece
// where it goes straight on).
//
// Writing gives the short form unless two legal moves share it, then the long form.
// Reading takes either form, both separators, numeric or algebraic squares, leading zeros,
// partial paths and captures written with "-", whenever exactly one legal move fits; it
// says why when none does, and lists the candidates when several do. Annotations after
// the move (! ? !! ?? !? ?!, and from Russian printed notation "x" or "×" for a win and "="
// for a draw) come back separately.

#include "../core/position.hpp"
#include "../movegen/capture_search.hpp"
#include "../movegen/generate.hpp"
#include "../movegen/paths.hpp"
#include "error.hpp"
#include "scanner.hpp"
#include "squares.hpp"

#include <algorithm>
#include <cstddef>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace draughts {

enum class move_form : std::uint8_t {
    standard,  // short unless ambiguous
    full,      // always the capture path
};

struct notation_options {
    move_form form = move_form::standard;
    std::optional<square_notation> squares{};  // default: the variant's own
};

// The text of a path of square numbers, a quiet move's ("32-28") or a capture's
// ("47x24x8x17x6", "c3:e5:g3"), as the variant writes it or in the notation asked for: for a
// path of move_paths() other than the canonical one, say.
template <class Variant>
[[nodiscard]] std::string write_path(const std::vector<int>& squares, bool capture, notation_options o = {}) {
    const square_notation notation = o.squares.value_or(rules_of<Variant>::notation);
    const char separator = capture ? rules_of<Variant>::capture_separator : '-';
    std::string s;
    for (std::size_t i = 0; i < squares.size(); ++i) {
        if (i) s += separator;
        s += square_name<typename Variant::board>(squares[i], notation);
    }
    return s;
}

namespace detail {

// Whether another legal move has the same start and end squares.
template <class Variant>
[[nodiscard]] bool shares_short_form(const move_list<Variant>& legal, const move<Variant>& m) {
    return std::any_of(legal.begin(), legal.end(), [&](const move<Variant>& other) {
        return other.from == m.from && other.to == m.to && !(other == m);
    });
}

}  // namespace detail

// The texts of legal moves of p, in their order. A capture is written short (from x to)
// unless asked for in full or another legal move shares its squares; the long forms come
// from one search of the capture paths for them all (a position with hundreds of thousands
// of paths writes its list in the time of one search).
template <class Variant>
[[nodiscard]] std::vector<std::string> write_moves(const position<Variant>& p, std::span<const move<Variant>> moves,
                                                   notation_options o = {}) {
    const square_notation notation = o.squares.value_or(rules_of<Variant>::notation);
    const bool captures =
        std::any_of(moves.begin(), moves.end(), [](const move<Variant>& m) { return m.is_capture(); });
    move_list<Variant> legal;
    if (captures && o.form != move_form::full) generate(p, legal);
    std::vector<bool> long_form(moves.size());
    for (std::size_t i = 0; i < moves.size(); ++i)
        long_form[i] =
            moves[i].is_capture() && (o.form == move_form::full || detail::shares_short_form<Variant>(legal, moves[i]));
    std::vector<std::vector<int>> first(moves.size());  // the first path of each move written long
    if (std::find(long_form.begin(), long_form.end(), true) != long_form.end())
        detail::for_each_capture(
            p,
            [&](const auto& c) {
                const auto m = c.as_move();
                for (std::size_t i = 0; i < moves.size(); ++i) {
                    if (!long_form[i] || !(moves[i] == m)) continue;
                    auto path = detail::path_numbers(c);
                    if (first[i].empty() || path < first[i]) first[i] = std::move(path);
                }
            },
            [&] {
                for (auto& path : first) path.clear();
            });
    std::vector<std::string> out;
    for (std::size_t i = 0; i < moves.size(); ++i) {
        const move<Variant>& m = moves[i];
        out.push_back(write_path<Variant>(long_form[i] ? first[i] : std::vector<int>{m.from_square(), m.to_square()},
                                          m.is_capture(), {o.form, notation}));
    }
    return out;
}

// The text of a legal move of p.
template <class Variant>
[[nodiscard]] std::string write_move(const position<Variant>& p, const move<Variant>& m, notation_options o = {}) {
    return write_moves<Variant>(p, std::span<const move<Variant>>(&m, 1), o).front();
}

// A move read from text, with the annotation that followed it ("", "!", "?!", "x", "=" ...).
template <class Variant>
struct move_reading {
    move<Variant> played;
    std::string annotation;
};

namespace detail {

// "1 piece", "2 pieces".
[[nodiscard]] inline std::string count_words(int n, const char* one, const char* many) {
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

// The syntax of a move, before it is matched against a position.
struct move_syntax {
    std::vector<int> squares;        // square numbers as written
    bool capture_separator = false;  // "x" or ":" was written
    bool quiet_separator = false;    // "-" was written
    std::vector<std::string> typed;  // each square as it was typed ("c3", "05"), for messages
    std::string text;                // the move as it was typed, without its annotation
    std::string annotation;
    std::size_t start = 0;  // offsets in the text, for messages
};

[[nodiscard]] constexpr bool is_strength_mark(char c) noexcept { return c == '!' || c == '?'; }

// Reads an annotation at the cursor, if any: a strength mark (! ? !! ?? !? ?!), then a win
// or draw mark from Russian printed notation (x or × for a win, = for a draw). What does not
// fit is left for the caller to report.
inline std::string read_annotation(scanner& in) {
    const std::size_t start = in.offset();
    if (is_strength_mark(in.peek())) in.advance(is_strength_mark(in.peek(1)) ? 2 : 1);
    if (in.peek() == 'x' || in.peek() == '=') {
        in.advance();
    } else if (in.rest().substr(0, 2) == "\xC3\x97") {  // "×" in UTF-8
        in.advance(2);
    }
    return std::string(in.since(start));
}

[[nodiscard]] inline bool starts_square(char c) noexcept { return scanner::is_digit(c) || scanner::is_lower(c); }

// Reads "32-28", "28x19", "c3:e5:g7", "05 - 10", "a3b4", and the annotation after it.
template <class Board>
[[nodiscard]] result<move_syntax> read_move_syntax(scanner& in) {
    move_syntax s;
    in.skip_spaces();
    s.start = in.offset();
    if (in.at_end()) return in.error_here(error_kind::empty_input, "no move");
    const bool algebraic = scanner::is_lower(in.peek());
    std::size_t square_start = in.offset();
    auto first = read_square<Board>(in);
    if (!first) return first.error();
    s.squares.push_back(*first);
    s.typed.emplace_back(in.since(square_start));
    for (;;) {
        const scanner before = in;
        in.skip_spaces();
        const char c = in.peek();
        if (c == '-' || c == 'x' || c == 'X' || c == ':') {
            in.advance();
            in.skip_spaces();
            if (!starts_square(in.peek())) {
                if (c == 'x' && s.squares.size() >= 2) {  // no square follows: the Russian win mark
                    in = before;
                    break;
                }
                return in.error_here(error_kind::syntax, std::string("expected a square after '") + c + "'");
            }
            (c == '-' ? s.quiet_separator : s.capture_separator) = true;
        } else if (!(algebraic && scanner::is_lower(c) && in.offset() == before.offset())) {
            // Algebraic squares may follow each other directly ("a3b4"); anything else ends the move.
            in = before;
            break;
        }
        square_start = in.offset();
        auto next = read_square<Board>(in);
        if (!next) return next.error();
        s.squares.push_back(*next);
        s.typed.emplace_back(in.since(square_start));
    }
    if (s.squares.size() < 2)
        return in.error_here(error_kind::syntax, "expected a separator and a square after the first square");
    s.text = std::string(in.since(s.start));
    in.skip_spaces();
    s.annotation = read_annotation(in);
    return s;
}

// The squares from a (not included) to b (included) along the one line that joins them - a
// diagonal, a row or a file - or none when no line does.
template <class Board>
[[nodiscard]] std::vector<int> line_between(int a, int b) {
    const int df = Board::file(b) - Board::file(a);
    const int dr = Board::rank(b) - Board::rank(a);
    if (a == b || (df != 0 && dr != 0 && df != dr && df != -dr)) return {};
    const direction d = dr == 0   ? (df < 0 ? direction::west : direction::east)
                        : df == 0 ? (dr < 0 ? direction::south : direction::north)
                        : dr > 0  ? (df < 0 ? direction::north_west : direction::north_east)
                                  : (df < 0 ? direction::south_west : direction::south_east);
    std::vector<int> squares;
    for (int n = Board::neighbour(a, d); n != 0; n = Board::neighbour(n, d)) {
        squares.push_back(n);
        if (n == b) return squares;
    }
    return {};
}

// Every square a capture passes over, in order, from its path: the squares of every
// segment, the captured pieces' squares among them. Lets a reader accept intermediate
// squares that are not canonical.
template <class Board>
[[nodiscard]] std::vector<int> passed_squares(const std::vector<int>& path) {
    std::vector<int> squares;
    for (std::size_t i = 0; i + 1 < path.size(); ++i) {
        const std::vector<int> segment = line_between<Board>(path[i], path[i + 1]);
        squares.insert(squares.end(), segment.begin(), segment.end());
    }
    return squares;
}

// The squares of those where the piece could stand once it has captured: not before its
// first captured piece, and not on a captured piece.
template <class Board>
[[nodiscard]] std::vector<int> squares_after_first_capture(const std::vector<int>& path,
                                                           typename Board::bitboard captured) {
    std::vector<int> squares;
    bool captured_one = false;
    for (int n : passed_squares<Board>(path)) {
        if (Board::square_mask(n) & captured)
            captured_one = true;
        else if (captured_one)
            squares.push_back(n);
    }
    return squares;
}

// Whether `wanted` appears in `within` in the same order, gaps allowed.
[[nodiscard]] inline bool is_subsequence(const std::vector<int>& wanted, const std::vector<int>& within) {
    std::size_t i = 0;
    for (int n : within)
        if (i < wanted.size() && wanted[i] == n) ++i;
    return i == wanted.size();
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
        std::string list;
        for (const auto& m : candidates) list += (list.empty() ? "" : ", ") + full(m);
        return error(error_kind::ambiguous_move, written_text() + " is ambiguous: " + list);
    }

private:
    // Long and partial forms: a move whose path is exactly the written squares; else the
    // written intermediate squares, in order, on the path - as canonical squares, then
    // anywhere the piece passes.
    std::vector<move<Variant>> through_written_squares(const std::vector<move<Variant>>& candidates) const {
        const std::vector<int> between(s_.squares.begin() + 1, s_.squares.end() - 1);
        enum class fit { exact, canonical, passed };
        for (fit how : {fit::exact, fit::canonical, fit::passed}) {
            std::vector<move<Variant>> fitting;
            for (const auto& m : candidates) {
                for (const auto& path : move_paths(p_, m)) {
                    const bool fits = how == fit::exact ? path == s_.squares
                                      : how == fit::canonical
                                          ? is_subsequence(between, std::vector<int>(path.begin() + 1, path.end()))
                                          : is_subsequence(between, passed_squares<board>(path));
                    if (fits) {
                        fitting.push_back(m);
                        break;
                    }
                }
            }
            if (!fitting.empty()) return fitting;
        }
        return {};
    }

    // No legal move fits: say why, as precisely as the position allows.
    parse_error why_illegal() const {
        const int from = s_.squares.front();
        const int to = s_.squares.back();
        const color us = p_.side_to_move();
        const auto piece_there = p_.at(from);
        if (!piece_there) return error(error_kind::no_piece, "there is no piece on " + typed(0));
        if (piece_there->side != us)
            return error(error_kind::no_piece,
                         typed(0) + " holds a " + colour_name(~us) + " piece, and " + colour_name(us) + " is to move");

        const bool captures_exist = !legal_.empty() && legal_[0].is_capture();
        if (captures_exist) {
            // Stopped where the capture goes on (FMJD 4.5, Russian 1.5.6): the written
            // squares lie on the way of a legal capture, after its first captured piece.
            const std::vector<int> written(s_.squares.begin() + 1, s_.squares.end());
            for (const auto& m : legal_) {
                if (m.from_square() != from) continue;
                for (const auto& path : move_paths(p_, m)) {
                    if (is_subsequence(written, squares_after_first_capture<board>(path, m.captured)))
                        return error(error_kind::capture_must_continue,
                                     "the capture must go on from " + typed(s_.squares.size() - 1) + ": " + full(m));
                }
            }
            std::optional<parse_error> reason;
            detail::for_side_to_move(p_, [&]<color Us>() {
                // A capture that precedence rules out (FMJD 4.13, FID 6.6-6.9, Czech 4.14):
                // the step of the comparison where it loses to the captures that are legal.
                using entry = typename capture_path_sink<Variant>::entry;
                std::vector<entry> legal_paths, all_paths;
                capture_path_sink<Variant> legal_sink{legal_paths};
                capture_path_sink<Variant> all_sink{all_paths, ranking_filter<board>{capture_precedence{}}};
                const capture_finder<Variant, Us> finder(p_);
                finder.run(legal_sink);
                finder.run(all_sink);
                for (const entry& e : all_paths) {
                    if (reason || e.move.from_square() != from || e.move.to_square() != to || legal_paths.empty())
                        continue;
                    if (const auto why = precedence_reason(e, legal_paths.front())) reason = why;
                }
                // A quiet move while a capture exists (FMJD 4.1).
                generic_generator<Variant, Us>(p_).quiet_moves([&](const move<Variant>& m) {
                    if (!reason && s_.squares.size() == 2 && m.from_square() == from && m.to_square() == to)
                        reason = error(error_kind::capture_is_compulsory, "capture is compulsory: " + full(legal_[0]));
                });
            });
            if (reason) return *reason;
            return not_legal();
        }
        if (piece_there->kind == piece_kind::man && s_.squares.size() == 2) {
            const bool backward =
                us == color::white ? board::rank(to) < board::rank(from) : board::rank(to) > board::rank(from);
            if (backward) return error(error_kind::man_moves_backward, "men do not move backward");
        }
        return not_legal();
    }

    // "c3-d4" is not a legal move, saying how the variant names its squares when the move
    // was typed another way.
    [[nodiscard]] parse_error not_legal() const {
        std::string message = written_text() + " is not a legal move";
        const bool typed_algebraic = scanner::is_lower(s_.typed.front().front());
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

    // A square as it was typed.
    [[nodiscard]] std::string typed(std::size_t i) const { return excerpt(s_.typed[i]); }

    // Why a capture loses to a legal one under the variant's precedence: the step that
    // decides, in words with its numbers. None when it does not lose.
    template <class Entry>
    [[nodiscard]] std::optional<parse_error> precedence_reason(const Entry& ruled_out, const Entry& legal) const {
        const precedence_step* step = deciding_step(rules_of<Variant>::precedence, ruled_out.summary, legal.summary);
        if (!step) return std::nullopt;
        const std::string article = step->article.empty() ? "" : " (" + std::string(step->article) + ")";
        return error(
            step->criterion == capture_criterion::most_pieces ? error_kind::majority_rule
                                                              : error_kind::capture_precedence,
            precedence_words(step->criterion, ruled_out.summary, legal.summary) + article + ": " + full(legal.move));
    }

    [[nodiscard]] std::string name(int square) const { return square_name<board>(square, rules_of<Variant>::notation); }
    [[nodiscard]] static std::string colour_name(color c) { return c == color::white ? "White" : "Black"; }
    [[nodiscard]] std::string full(const move<Variant>& m) const { return write_move(p_, m, {move_form::full}); }
    // The move as it was typed, quoted and cut to a length.
    [[nodiscard]] std::string written_text() const { return quoted(s_.text, 48); }
    [[nodiscard]] parse_error error(error_kind kind, std::string message) const {
        return parse_error{kind, std::move(message), 0, s_.start + 1};
    }

    const position<Variant>& p_;
    const move_syntax& s_;
    move_list<Variant> legal_;
};

// A whole text as one move's syntax, nothing after it but spaces.
template <class Board>
[[nodiscard]] result<move_syntax> read_whole_move_syntax(std::string_view text) {
    scanner in(text);
    auto syntax = read_move_syntax<Board>(in);
    if (!syntax) return syntax.error();
    in.skip_spaces();
    if (!in.at_end())
        return in.error_here(error_kind::trailing_text, "unexpected " + quoted(in.rest()) + " after the move");
    return syntax;
}

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
