#pragma once
// Why a move is legal or not, in the words of the rules. For a move someone tries - legal
// or not - the verdict, every rule that excludes it (a kind a program can test, a sentence,
// the variant's article) and the moves the rules leave; for a legal move, the rules that
// excluded the others.
//
// The verdict is the generator's. The reasons come from the same generator run under the
// variant with one rule fact changed - men moving backward, kings flying, pieces leaving the
// board at once, any capture allowed: the fact whose change makes the move legal is the
// rule that forbids it. So an explanation cannot disagree with the moves.

#include "../core/position.hpp"
#include "../core/variant.hpp"
#include "../movegen/generate.hpp"
#include "../movegen/paths.hpp"
#include "move_syntax.hpp"
#include "notation.hpp"
#include "rule_words.hpp"

#include <algorithm>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace draughts {

// The rule that excludes a move.
enum class reason_kind : std::uint8_t {
    empty_square,           // nothing stands on the start square
    not_your_piece,         // the piece there is the opponent's
    occupied_square,        // the move ends on a square a piece stands on
    compulsory_capture,     // a move without capture while a capture exists
    majority_rule,          // a capture of fewer pieces than the most there are
    capture_precedence,     // a capture another step of precedence ranks lower (a king's, more kings, ...)
    capture_must_continue,  // the capture stops where it can go on
    king_landing,           // a king lands where the rules do not let it
    man_moves_backward,     // a man moves the way men do not move
    man_captures_backward,  // a man captures the way men do not capture
    man_moves_as_king,      // a man goes where only a king goes
    king_moves_one_square,  // a king flies where kings are short
    man_takes_king,         // a man takes a king where men may not
    taken_piece_blocks,     // the capture passes a piece it took, which stays until the move ends
    no_turning_back,        // the capture turns straight back
    mid_capture_crowning,   // a man crossing the last row mid-capture goes on otherwise than the rules say
    king_move_limit,        // a king moves again after its side's limit of king moves in a row
    not_a_move,             // no rule of the variant takes the piece there
};

[[nodiscard]] constexpr std::string_view to_string(reason_kind k) noexcept {
    switch (k) {
    case reason_kind::empty_square: return "empty_square";
    case reason_kind::not_your_piece: return "not_your_piece";
    case reason_kind::occupied_square: return "occupied_square";
    case reason_kind::compulsory_capture: return "compulsory_capture";
    case reason_kind::majority_rule: return "majority_rule";
    case reason_kind::capture_precedence: return "capture_precedence";
    case reason_kind::capture_must_continue: return "capture_must_continue";
    case reason_kind::king_landing: return "king_landing";
    case reason_kind::man_moves_backward: return "man_moves_backward";
    case reason_kind::man_captures_backward: return "man_captures_backward";
    case reason_kind::man_moves_as_king: return "man_moves_as_king";
    case reason_kind::king_moves_one_square: return "king_moves_one_square";
    case reason_kind::man_takes_king: return "man_takes_king";
    case reason_kind::taken_piece_blocks: return "taken_piece_blocks";
    case reason_kind::no_turning_back: return "no_turning_back";
    case reason_kind::mid_capture_crowning: return "mid_capture_crowning";
    case reason_kind::king_move_limit: return "king_move_limit";
    case reason_kind::not_a_move: return "not_a_move";
    }
    return "";
}

// One rule at work: which, in words, and where the variant's rules state it.
struct reason {
    reason_kind kind;
    std::string sentence;
    std::string article;
};

template <class Variant>
struct explanation {
    bool legal = false;
    std::optional<move<Variant>> played;  // the legal move the attempt is
    // Illegal: every rule that excludes the attempt. Legal: the rules that excluded the
    // other moves, when some were.
    std::vector<reason> reasons;
    std::vector<move<Variant>> instead;  // the legal moves (the others, for a legal attempt)
};

namespace detail::relaxed {

// The set with each direction's mirror image added: forward and backward alike.
[[nodiscard]] constexpr direction_set both_ways(direction_set s) noexcept {
    direction_set out = s;
    for (std::size_t i = 0; i < 8; ++i) {
        const auto d = static_cast<direction>(i);
        if (s.contains(d)) out = out | direction_set{direction_set::mirrored(d)};
    }
    return out;
}

// The variant with one fact changed: each names the rule that forbids what it allows.
template <class V>
struct men_moving_backward : V {
    static constexpr direction_set man_moves = both_ways(rules_of<V>::man_moves.value);
};
template <class V>
struct men_capturing_backward : V {
    static constexpr direction_set man_captures = both_ways(rules_of<V>::man_captures.value);
};
template <class V>
struct men_taking_kings : V {
    static constexpr bool men_capture_kings = true;
};
template <class V>
struct kings_flying : V {
    static constexpr bool flying_kings = true;
    static constexpr king_landing landing = king_landing::anywhere_behind;
};
template <class V>
struct removal_at_once : V {
    static constexpr capture_removal removal = capture_removal::at_once;
};
template <class V>
struct reversal_allowed : V {
    static constexpr bool capture_reversal = true;
};
template <class V>
struct landing_anywhere : V {
    static constexpr king_landing landing = king_landing::anywhere_behind;
};
template <class V>
struct no_king_limit : V {
    static constexpr int king_move_limit = 0;
};
template <class V, mid_capture_crowning C>
struct crowned : V {
    static constexpr mid_capture_crowning crowning = C;
};

}  // namespace detail::relaxed

namespace detail {

// A move as one of the generator's, with the squares it passes.
template <class Board>
struct candidate {
    basic_move<Board> move;
    std::vector<int> path;  // square numbers: from, one per piece taken, to
    capture_summary<Board> summary{};
};

template <class Variant>
class explainer {
    using rules = rules_of<Variant>;
    using board = typename Variant::board;
    using bitboard = typename board::bitboard;

public:
    // `legal`: the legal moves of p where the caller has them.
    explainer(const position<Variant>& p, std::vector<int> written, const move_list<Variant>* legal = nullptr)
        : p_(p), written_(std::move(written)), legal_(legal ? *legal : generated(p)),
          census_(p_, bit_of(written_.front()), [&](const found_capture<board>& c) { collect(c, written_here_); }) {
        collect_quiet(p_, written_here_);
    }

    [[nodiscard]] explanation<Variant> run() const {
        explanation<Variant> out;
        const int from = written_.front();
        const auto piece_there = p_.at(from);
        if (const auto m = legal_match()) {
            out.legal = true;
            out.played = *m;
            for (const auto& other : legal_)
                if (!(other == *m)) out.instead.push_back(other);
            out.reasons = exclusions();
            return out;
        }
        out.instead.assign(legal_.begin(), legal_.end());
        if (!piece_there) {
            out.reasons.push_back({reason_kind::empty_square, "there is no piece on " + name(from), {}});
            return out;
        }
        if (piece_there->side != p_.side_to_move()) {
            out.reasons.push_back({reason_kind::not_your_piece,
                                   name(from) + " holds a " + colour_name(piece_there->side) + " piece, and " +
                                       colour_name(p_.side_to_move()) + " is to move",
                                   {}});
            return out;
        }
        const int to = written_.back();
        if (to != from && p_.at(to)) {
            out.reasons.push_back(
                {reason_kind::occupied_square, name(to) + " is not empty: a move ends on an empty square", {}});
            return out;
        }
        out.reasons = why_not(piece_there->kind);
        return out;
    }

private:
    // The legal move the written squares are, if any. A capture written square by square
    // is the capture with exactly that path, legal or not, before any that only passes them.
    [[nodiscard]] std::optional<move<Variant>> legal_match() const {
        const written_candidates& w = written_here_;
        if (w.exact) return legal_.contains(w.exact->move) ? std::optional(w.exact->move) : std::nullopt;
        if (w.quiet && legal_.contains(w.quiet->move)) return w.quiet->move;
        for (const auto& c : w.first_of_each)
            if (legal_.contains(c.move)) return c.move;
        return std::nullopt;
    }

    // Every reason the attempt is not legal: the first changed rule that makes it legal,
    // with the compulsory capture or the precedence it still breaks; else a capture stopped
    // too soon; else no rule takes the piece there.
    [[nodiscard]] std::vector<reason> why_not(piece_kind kind) const {
        std::vector<reason> found;
        if (reasons_for<Variant>(written_here_, &census_, std::nullopt, found)) return found;
        if (try_relaxations(found)) return found;
        if (kind == piece_kind::man) {
            position<Variant> as_king = p_;
            as_king.put(written_.front(), {p_.side_to_move(), piece_kind::king});
            const std::string words =
                "only a king goes there: men move one square, " + directions_words(rules::man_moves);
            if (try_under<Variant>(as_king, reason{reason_kind::man_moves_as_king, words, man_article()}, found))
                return found;
        }
        if (auto stopped = stopped_capture(); !stopped.empty()) return stopped;
        std::string sentence = "no rule of " + std::string(Variant::name) + " draughts takes the piece on " +
                               name(written_.front()) + " to " + name(written_.back());
        if (written_.size() > 2) sentence += " this way";
        return {{reason_kind::not_a_move, sentence, {}}};
    }

    [[nodiscard]] bool try_relaxations(std::vector<reason>& found) const {
        using namespace relaxed;
        const auto attempt = [&]<class R>(reason why) { return try_under<R>(convert<R>(p_), std::move(why), found); };
        if constexpr (both_ways(rules::man_moves.value) != rules::man_moves.value)
            if (attempt.template operator()<men_moving_backward<Variant>>(
                    {reason_kind::man_moves_backward, "men move " + directions_words(rules::man_moves), man_article()}))
                return true;
        if constexpr (both_ways(rules::man_captures.value) != rules::man_captures.value)
            if (attempt.template operator()<men_capturing_backward<Variant>>(
                    {reason_kind::man_captures_backward, "men capture " + directions_words(rules::man_captures),
                     article_or_source(rules::man_captures.article)}))
                return true;
        if constexpr (!rules::men_capture_kings)
            if (attempt.template operator()<men_taking_kings<Variant>>(
                    {reason_kind::man_takes_king, "a man may not take a king",
                     article_or_source(rules::men_capture_kings.article)}))
                return true;
        if constexpr (!rules::flying_kings)
            if (attempt.template operator()<kings_flying<Variant>>({reason_kind::king_moves_one_square,
                                                                    "kings move one square at a time",
                                                                    article_or_source(rules::flying_kings.article)}))
                return true;
        if constexpr (rules::removal == capture_removal::at_end)
            if (attempt.template operator()<removal_at_once<Variant>>(
                    {reason_kind::taken_piece_blocks,
                     "a piece taken stays on the board until the move ends, and may not be jumped again or passed "
                     "(the Turkish strike)",
                     article_or_source(rules::removal.article)}))
                return true;
        if constexpr (!rules::capture_reversal)
            if (attempt.template operator()<reversal_allowed<Variant>>(
                    {reason_kind::no_turning_back, "a capture may not turn straight back between two jumps",
                     article_or_source(rules::capture_reversal.article)}))
                return true;
        if constexpr (rules::flying_kings && rules::landing != king_landing::anywhere_behind)
            if (attempt.template operator()<landing_anywhere<Variant>>(
                    {reason_kind::king_landing,
                     rules::landing == king_landing::right_behind
                         ? "a king lands right behind each piece it takes"
                         : "a king that takes a king last stops right behind it",
                     article_or_source(rules::landing.article)}))
                return true;
        if constexpr (rules::king_move_limit > 0)
            if (attempt.template operator()<no_king_limit<Variant>>(
                    {reason_kind::king_move_limit,
                     "a king may make " + std::to_string(rules::king_move_limit.value) +
                         " moves in a row at most while its side has men",
                     article_or_source(rules::king_move_limit.article)}))
                return true;
        const reason crowning_reason{
            reason_kind::mid_capture_crowning,
            "a man that reaches the last row mid-capture: " + std::string(crowning_words(rules::crowning)),
            article_or_source(rules::crowning.article)};
        if constexpr (rules::crowning != mid_capture_crowning::captures_on_as_king)
            if (attempt.template operator()<crowned<Variant, mid_capture_crowning::captures_on_as_king>>(
                    crowning_reason))
                return true;
        if constexpr (rules::crowning != mid_capture_crowning::move_ends)
            if (attempt.template operator()<crowned<Variant, mid_capture_crowning::move_ends>>(crowning_reason))
                return true;
        if constexpr (rules::crowning != mid_capture_crowning::captures_on_as_man)
            if (attempt.template operator()<crowned<Variant, mid_capture_crowning::captures_on_as_man>>(
                    crowning_reason))
                return true;
        return false;
    }

    // The moves the written squares may be under some rules: the capture with exactly the
    // written path, the quiet move, and the first path of each capture that fits them.
    struct written_candidates {
        std::optional<candidate<board>> exact, quiet;
        std::vector<candidate<board>> first_of_each;  // in the order the search finds them
    };

    // Notes a capture path of the written piece that ends where the written squares do.
    void collect(const found_capture<board>& c, written_candidates& w) const {
        if (c.to != bit_of(written_.back())) return;
        candidate<board> k{c.as_move(), path_numbers(c), c.summary};
        if (written_exactly(k)) {
            if (!w.exact) w.exact = std::move(k);
        } else if (fits(k) && std::none_of(w.first_of_each.begin(), w.first_of_each.end(),
                                           [&](const candidate<board>& f) { return f.move == k.move; })) {
            w.first_of_each.push_back(std::move(k));
        }
    }
    template <class R>
    void collect_quiet(const position<R>& q, written_candidates& w) const {
        if (written_.size() != 2) return;
        for_side_to_move(q, [&]<color Us>() {
            move_source<R, Us>(q).quiet_moves([&](const basic_move<board>& m) {
                if (!w.quiet && m.from_square() == written_.front() && m.to_square() == written_.back())
                    w.quiet = candidate<board>{m, {m.from_square(), m.to_square()}, {}};
            });
        });
    }

    // Whether the attempt is a move under rules R (the variant, or it with one fact
    // changed, as `why` says) once captures are neither compulsory nor ranked; if so, the
    // reasons it is not legal: `why`, and the compulsory capture or the precedence it breaks.
    template <class R>
    [[nodiscard]] bool try_under(const position<R>& q, std::optional<reason> why, std::vector<reason>& found) const {
        written_candidates w;
        collect_quiet(q, w);
        if (w.quiet) return reasons_for<R>(w, nullptr, std::move(why), found);
        const capture_census<R> census(q, bit_of(written_.front()), [&](const found_capture<board>& c) { collect(c, w); });
        return reasons_for<R>(w, &census, std::move(why), found);
    }

    // The reasons the attempt is not legal, given the moves it may be under rules R and (for
    // a capture) R's census: the move it is - the exact path, else the quiet move, else the
    // first capture that fits and precedence keeps, else the first that fits. A pointer, not
    // an optional: a quiet move never asks for the census, which g++ 12 at -O3 cannot see
    // through an empty optional (a false -Wmaybe-uninitialized).
    template <class R>
    [[nodiscard]] bool reasons_for(const written_candidates& w, const capture_census<R>* census,
                                   std::optional<reason> why, std::vector<reason>& found) const {
        const auto kept = [&](const candidate<board>& c) { return census->kept(c.move, c.summary); };
        const candidate<board>* fitting = w.exact ? &*w.exact : w.quiet ? &*w.quiet : nullptr;
        for (const auto& k : w.first_of_each)
            if (!fitting && kept(k)) fitting = &k;
        if (!fitting && !w.first_of_each.empty()) fitting = &w.first_of_each.front();
        if (!fitting) return false;
        if (why) found.push_back(std::move(*why));
        const bool captures_exist = !legal_.empty() && legal_[0].is_capture();
        if (!fitting->move.is_capture() && captures_exist)
            found.push_back({reason_kind::compulsory_capture, "a capture is possible, and capturing is compulsory",
                             compulsory_article()});
        if (fitting->move.is_capture() && !kept(*fitting))
            if (auto r = precedence_reason(fitting->summary, census->best())) found.push_back(std::move(*r));
        return !found.empty();
    }

    // Why a capture loses to another under the variant's precedence, with the numbers.
    [[nodiscard]] static std::optional<reason> precedence_reason(const capture_summary<board>& a,
                                                                 const capture_summary<board>& b) {
        const precedence_step* step = deciding_step(rules::precedence, a, b);
        if (!step) return std::nullopt;
        return reason{step->criterion == capture_criterion::most_pieces ? reason_kind::majority_rule
                                                                        : reason_kind::capture_precedence,
                      precedence_words(step->criterion, a, b), std::string(step->article)};
    }

    // For a legal move: the rules that excluded the moves the variant would otherwise allow -
    // the quiet moves, then the captures each step of the precedence excluded, with what the
    // legal captures take.
    [[nodiscard]] std::vector<reason> exclusions() const {
        std::vector<reason> out;
        if (legal_.empty() || !legal_[0].is_capture()) return out;
        std::size_t quiet = 0;
        for_side_to_move(p_, [&]<color Us>() {
            move_source<Variant, Us>(p_).quiet_moves([&](const move<Variant>&) { ++quiet; });
        });
        if (quiet > 0)
            out.push_back({reason_kind::compulsory_capture,
                           "capturing is compulsory: " + count_words(static_cast<int>(quiet), "move", "moves") +
                               " without capture excluded",
                           compulsory_article()});
        if (!census_.any()) return out;
        const auto& b = census_.best();
        for (const precedence_step& step : rules::precedence) {
            std::uint64_t excluded = 0;  // paths of captures the precedence excludes at this step
            for (const auto& t : census_.tallies())
                if (!census_.kept(t) && deciding_step(rules::precedence, t.taken, b) == &step)
                    excluded += t.paths;
            if (excluded == 0) continue;
            std::string what;  // what the legal captures do that these do not
            switch (step.criterion) {
            case capture_criterion::most_pieces:
                what = "a capture must take " + count_words(b.pieces, "piece", "pieces");
                break;
            case capture_criterion::with_king: what = "a capture with a king comes first"; break;
            case capture_criterion::most_kings:
                what = "a capture must take " + count_words(b.kings, "king", "kings");
                break;
            case capture_criterion::kings_first: what = "the capture that meets a king first comes first"; break;
            case capture_criterion::highest_value: what = "a capture must take " + taken_words(b); break;
            }
            const bool majority = step.criterion == capture_criterion::most_pieces;
            out.push_back({majority ? reason_kind::majority_rule : reason_kind::capture_precedence,
                           std::string(majority ? "the majority rule" : "capture precedence") + " excludes " +
                               count_words(excluded, "capture", "captures") + ": " + what,
                           std::string(step.article)});
        }
        return out;
    }

    // The capture cut short: the written squares lie on a legal capture's way after its
    // first piece taken (it must go on from there), or beside it on a king's line behind a
    // piece taken (the king must land where it can go on). Where no legal capture goes that
    // way, a capture precedence excludes may: then it must go on, and precedence still
    // excludes where it goes (international 32x21 of W:W32:B10,17,19,27,28 must go on to
    // 32x21x12, which the majority rule excludes for 32x23x14x5).
    [[nodiscard]] std::vector<reason> stopped_capture() const {
        const std::string article = rules::capture_goes_on.empty() ? source() : std::string(rules::capture_goes_on);
        const std::string landing_article =
            rules::king_lands_to_go_on.empty() ? article : std::string(rules::king_lands_to_go_on);
        const int stop = written_.back();
        const bool king = (p_.kings(p_.side_to_move()) & board::square_mask(written_.front())) != bitboard{};
        const std::vector<int> after_start(written_.begin() + 1, written_.end());
        const std::vector<int> between(written_.begin() + 1, written_.end() - 1);
        using found = std::pair<reason, capture_summary<board>>;  // the reason, and what the capture takes
        const auto goes_on = [&](const candidate<board>& c) {
            return found{reason{reason_kind::capture_must_continue,
                                "the capture must go on from " + name(stop) + ": " + full(c), article},
                         c.summary};
        };
        // The first capture of the piece each of the three readings finds, in order, among the
        // legal captures ([0]) and among those precedence excludes ([1]), in one search.
        std::optional<found> turns_there[2], lands_short[2], passes_there[2];
        for_each_written_path<Variant>(p_, [&](const candidate<board>& c) {
            const std::size_t i = legal_.contains(c.move) ? 0 : 1;
            // A square the capture turns at or goes on from: stopping there stops too soon.
            if (!turns_there[i] && std::find(c.path.begin() + 1, c.path.end() - 1, stop) != c.path.end() - 1 &&
                is_subsequence(after_start, passed_squares<board>(c.path)))
                turns_there[i] = goes_on(c);
            // Only a flying king chooses where it lands: its other landings behind a piece it
            // took, before the square the capture went on from and past it along the line.
            if (!lands_short[i] && rules::flying_kings && king) {
                std::vector<int> passed;
                for (std::size_t k = 0; k + 2 < c.path.size() && !lands_short[i]; ++k) {
                    const std::vector<int> segment = line_between<board>(c.path[k], c.path[k + 1]);
                    std::vector<int> landings;
                    bool behind = false;
                    for (int n : segment) {
                        if (n != c.path[k + 1] && behind) landings.push_back(n);
                        behind = behind || (board::square_mask(n) & c.move.captured) != bitboard{};
                    }
                    const std::vector<int> beyond = empty_run_beyond(c.path[k], c.path[k + 1]);
                    landings.insert(landings.end(), beyond.begin(), beyond.end());
                    if (std::find(landings.begin(), landings.end(), stop) != landings.end() &&
                        is_subsequence(between, passed))
                        lands_short[i] = found{reason{reason_kind::king_landing,
                                                      "a king must land where its capture goes on: on " +
                                                          name(c.path[k + 1]) + ", for " + full(c),
                                                      landing_article},
                                               c.summary};
                    passed.insert(passed.end(), segment.begin(), segment.end());
                }
            }
            if (!passes_there[i] &&
                is_subsequence(after_start, squares_after_first_capture<board>(c.path, c.move.captured)))
                passes_there[i] = goes_on(c);
        });
        for (const std::size_t i : {std::size_t{0}, std::size_t{1}}) {
            const std::optional<found>& first =
                turns_there[i] ? turns_there[i] : lands_short[i] ? lands_short[i] : passes_there[i];
            if (!first) continue;
            std::vector<reason> out{first->first};
            if (i == 1 && census_.any())
                if (auto r = precedence_reason(first->second, census_.best())) out.push_back(std::move(*r));
            return out;
        }
        return {};
    }

    // The empty squares past `landing` on the line from `from` through it.
    [[nodiscard]] std::vector<int> empty_run_beyond(int from, int landing) const {
        const std::vector<int> line = line_between<board>(from, landing);
        if (line.empty()) return {};
        const int before = line.size() >= 2 ? line[line.size() - 2] : from;
        const int file_step = board::file(landing) - board::file(before);
        const int rank_step = board::rank(landing) - board::rank(before);
        std::vector<int> run;
        for (int n = board::number_at(board::file(landing) + file_step, board::rank(landing) + rank_step);
             n != 0 && !p_.at(n); n = board::number_at(board::file(n) + file_step, board::rank(n) + rank_step))
            run.push_back(n);
        return run;
    }

    // Calls f(c) for every capture path of the written piece, precedence aside, as a
    // candidate with its squares (one path kept at a time).
    template <class R, class F>
    void for_each_written_path(const position<R>& q, F&& f) const {
        for_each_capture_path(q, bit_of(written_.front()), [&](const found_capture<board>& c) {
            f(candidate<board>{c.as_move(), path_numbers(c), c.summary});
        });
    }

    [[nodiscard]] static int bit_of(int square) noexcept { return board::bit(square); }
    [[nodiscard]] static move_list<Variant> generated(const position<Variant>& p) noexcept {
        move_list<Variant> legal;
        generate(p, legal);
        return legal;
    }

    // Whether the written squares are this move: its start and end, and any squares written
    // between them on its way, in order.
    [[nodiscard]] bool fits(const candidate<board>& c) const {
        if (c.path.front() != written_.front() || c.path.back() != written_.back()) return false;
        if (written_.size() == 2) return true;
        if (!c.move.is_capture()) return false;
        const std::vector<int> between(written_.begin() + 1, written_.end() - 1);
        return is_subsequence(between, passed_squares<board>(c.path));
    }

    // Whether the squares written are a capture's whole path, square by square.
    [[nodiscard]] bool written_exactly(const candidate<board>& c) const {
        return written_.size() > 2 && c.move.is_capture() && c.path == written_;
    }

    template <class R>
    [[nodiscard]] position<R> convert(const position<Variant>& p) const {
        auto q = position<R>::from_sets(p.pieces(color::white), p.pieces(color::black), p.kings(), p.side_to_move());
        if constexpr (position<R>::keeps_king_runs && position<Variant>::keeps_king_runs)
            for (color c : {color::white, color::black}) q.set_run(c, p.run(c));
        return q;
    }

    [[nodiscard]] static std::string source() { return source_of(rules::men_capture_backward.article); }
    [[nodiscard]] static std::string article_or_source(std::string_view article) {
        return article.empty() ? source() : std::string(article);
    }
    [[nodiscard]] static std::string man_article() { return article_or_source(rules::man_moves.article); }
    [[nodiscard]] static std::string compulsory_article() { return article_or_source(rules::compulsory_capture); }
    [[nodiscard]] std::string name(int square) const { return square_name<board>(square, rules::notation); }
    [[nodiscard]] std::string full(const move<Variant>& m) const { return write_move(p_, m, {move_form::full}); }
    // A capture as the variant writes it in full: a legal one by write_move (its path as the
    // move lists give it), another by the path found.
    [[nodiscard]] std::string full(const candidate<board>& c) const {
        return legal_.contains(c.move) ? full(c.move) : write_path<Variant>(c.path, true);
    }

    const position<Variant>& p_;
    std::vector<int> written_;
    move_list<Variant> legal_;
    written_candidates written_here_;  // under the variant's rules
    capture_census<Variant> census_;   // of the variant's captures
};

}  // namespace detail

// Why the move through `squares` (its start, any squares on its way, its end) is legal or
// not in p. The squares must be the board's.
template <class Variant>
[[nodiscard]] explanation<Variant> explain(const position<Variant>& p, std::vector<int> squares) {
    DRAUGHTS_ASSERT(squares.size() >= 2);
    return detail::explainer<Variant>(p, std::move(squares)).run();
}

// The same for a move as text, in any notation parse_move reads ("32-28", "c3:e5:g7"); an
// error when the text is not a move at all.
template <class Variant>
[[nodiscard]] result<explanation<Variant>> explain(const position<Variant>& p, std::string_view text) {
    auto syntax = detail::read_whole_move_syntax<typename Variant::board>(text);
    if (!syntax) return syntax.error();
    return explain(p, std::move(syntax->squares));
}

}  // namespace draughts
