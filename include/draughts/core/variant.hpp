#pragma once
// What a variant is: a struct of compile-time facts, each with the article of the rules it
// comes from. This header gives the vocabulary of those facts, the defaults of the facts a
// variant may leave out, and the concept `draughts_variant` that says which facts a variant
// must state; variants/ holds the variants themselves.
//
// The generator, notation and game code read a variant through rules_of<V>, which fills in
// the defaults; nothing in the library knows a variant by name.

#include "board.hpp"

#include <array>
#include <bit>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <string_view>
#include <type_traits>

namespace draughts {

// A rule fact: its value and where the federation's rules state it ("FMJD 4.13").
template <class T>
struct rule {
    T value;
    std::string_view article{};

    constexpr operator T() const noexcept { return value; }  // NOLINT: read as the value it states
};
template <class T>
rule(T, const char*) -> rule<T>;
template <class T>
rule(T) -> rule<T>;

// What happens to a man that reaches its last row in the middle of a capture.
enum class mid_capture_crowning : std::uint8_t {
    captures_on_as_king,  // crowned at once, and captures on as a king (Russian 1.5.15)
    move_ends,            // crowned, and the move ends there (English, Italian, Spanish, Czech, Thai)
    captures_on_as_man,   // stays a man, captures on, is crowned only where the move ends (FMJD 4.15)
};

// When the pieces a capture takes leave the board.
enum class capture_removal : std::uint8_t {
    at_end,   // after the whole move; until then they block, and none is taken twice (FMJD 4.8)
    at_once,  // each as it is taken, so its square may be crossed again (Thai, Turkish)
};

// Where a flying king may land behind a piece it takes.
enum class king_landing : std::uint8_t {
    anywhere_behind,         // any empty square behind it, up to the next piece (FMJD 4.3)
    right_behind,            // the square right behind it, and only there (Thai)
    right_behind_last_king,  // anywhere, except right behind a king taken last (Killer)
};

enum class square_notation : std::uint8_t { numeric, algebraic };

// A set of directions, as White sees the board; Black's are their mirror image, north and
// south swapped (a man's forward is north for White, south for Black).
class direction_set {
public:
    constexpr direction_set() noexcept = default;
    constexpr direction_set(std::initializer_list<direction> directions) noexcept {
        for (direction d : directions) mask |= bit(d);
    }

    [[nodiscard]] constexpr bool contains(direction d) const noexcept { return (mask & bit(d)) != 0; }
    [[nodiscard]] constexpr std::size_t size() const noexcept { return static_cast<std::size_t>(std::popcount(mask)); }
    [[nodiscard]] constexpr bool has_straight() const noexcept {
        for (direction d : straight_directions)
            if (contains(d)) return true;
        return false;
    }
    [[nodiscard]] constexpr bool has_diagonal() const noexcept {
        for (direction d : diagonal_directions)
            if (contains(d)) return true;
        return false;
    }
    [[nodiscard]] friend constexpr direction_set operator|(direction_set a, direction_set b) noexcept {
        direction_set u;
        u.mask = static_cast<std::uint8_t>(a.mask | b.mask);
        return u;
    }
    friend constexpr bool operator==(direction_set, direction_set) noexcept = default;

    // The direction north and south swapped: the same way, seen from the other side.
    [[nodiscard]] static constexpr direction mirrored(direction d) noexcept {
        switch (d) {
        case direction::north_west: return direction::south_west;
        case direction::north_east: return direction::south_east;
        case direction::south_west: return direction::north_west;
        case direction::south_east: return direction::north_east;
        case direction::north: return direction::south;
        case direction::south: return direction::north;
        case direction::west: return direction::west;
        case direction::east: return direction::east;
        }
        return d;
    }

    [[nodiscard]] static constexpr std::uint8_t bit(direction d) noexcept {
        return static_cast<std::uint8_t>(1u << static_cast<unsigned>(d));
    }

    std::uint8_t mask = 0;  // bit d for direction d; public, so that a set can be a template argument
};

namespace directions {
inline constexpr direction_set forward_diagonals{direction::north_west, direction::north_east};
inline constexpr direction_set diagonals{direction::north_west, direction::north_east, direction::south_west,
                                         direction::south_east};
inline constexpr direction_set straight{direction::north, direction::south, direction::west, direction::east};
inline constexpr direction_set forward_and_sideways{direction::north, direction::west, direction::east};
inline constexpr direction_set all = diagonals | straight;
}  // namespace directions

// How a game is won besides a draw.
enum class game_end : std::uint8_t {
    no_move_loses,    // a player who cannot move loses, as in every federation's rules
    no_move_wins,     // a player who cannot move wins (antidraughts)
    first_king_wins,  // the first player to crown a man wins; a player who cannot move loses (breakthrough)
};

// ---------------------------------------------------------------------------------------
// Capture precedence: which of the complete captures a player may choose from.

// One step of the comparison. A capture that is worse on a step than another capture is
// not legal; captures equal on every step are a free choice.
enum class capture_criterion : std::uint8_t {
    most_pieces,   // the capture that takes the most pieces, a king counting as a man (FMJD 4.13)
    with_king,     // a capture made by a king rather than by a man (Italian 6.7, Czech 4.14)
    most_kings,    // the capture that takes the most kings (Italian 6.8, Spanish)
    kings_first,   // the capture that meets the kings it takes earliest, king by king (Italian 6.9)
    highest_value, // the capture of the highest value, a king worth more than one man and less than two:
                   // k kings outweigh 2k - 1 men and fall short of 2k (Frisian 11)
};

struct precedence_step {
    capture_criterion criterion;
    std::string_view article;
};

// The steps in order, each with its article, and the article that leaves the choice free
// among captures equal on every step (or among all captures, when there are no steps).
class capture_precedence {
public:
    static constexpr std::size_t max_steps = 4;

    constexpr capture_precedence() noexcept = default;

    [[nodiscard]] constexpr capture_precedence then(capture_criterion c, std::string_view article) const noexcept {
        capture_precedence p = *this;
        p.steps_[p.count_++] = {c, article};
        return p;
    }
    [[nodiscard]] constexpr capture_precedence otherwise_free(std::string_view article) const noexcept {
        capture_precedence p = *this;
        p.free_choice_ = article;
        return p;
    }

    [[nodiscard]] constexpr std::size_t size() const noexcept { return count_; }
    [[nodiscard]] constexpr const precedence_step& operator[](std::size_t i) const noexcept { return steps_[i]; }
    [[nodiscard]] constexpr const precedence_step* begin() const noexcept { return steps_.data(); }
    [[nodiscard]] constexpr const precedence_step* end() const noexcept { return steps_.data() + count_; }
    [[nodiscard]] constexpr std::string_view free_choice_article() const noexcept { return free_choice_; }

    [[nodiscard]] constexpr bool has(capture_criterion c) const noexcept {
        for (const auto& s : *this)
            if (s.criterion == c) return true;
        return false;
    }
    // Whether the comparison looks at the number of pieces only (or at nothing): then a
    // capture is judged by its count, which the generator's fast paths rely on.
    [[nodiscard]] constexpr bool counts_only() const noexcept {
        for (const auto& s : *this)
            if (s.criterion != capture_criterion::most_pieces) return false;
        return true;
    }
    [[nodiscard]] constexpr bool is_free_choice() const noexcept { return count_ == 0; }

private:
    std::array<precedence_step, max_steps> steps_{};
    std::size_t count_ = 0;
    std::string_view free_choice_{};
};

// Every capture may be chosen (Russian 1.5.14).
[[nodiscard]] constexpr capture_precedence free_choice(std::string_view article) noexcept {
    return capture_precedence{}.otherwise_free(article);
}

// ---------------------------------------------------------------------------------------
// Draw rules: each variant supplies its list, in the order its articles give them.

// The rules that end a game in a draw. When one move reaches two limits at once, the first
// in the variant's list is reported.
enum class draw_rule : std::uint8_t {
    repetition,                  // the same position, same side to move, for the limit-th time
    three_kings_vs_king,         // the stronger side's moves: three or more kings (and no men) against a lone king
    kings_only,                  // moves in a row with no man moved and nothing captured
    balance_4_5_pieces,          // both sides have kings, 4 or 5 pieces in all, and no capture or promotion
    balance_6_7_pieces,          // the same with 6 or 7 pieces
    three_vs_king_on_main_road,  // the stronger side's moves: three pieces, one at least a king, against a lone
                                 // king on the main road (a1-h8)
    three_pieces_vs_king,        // three pieces, one at least a king, against a lone king
    two_pieces_vs_king,          // two pieces with a king, or one king, against a lone king
    two_kings_vs_king,           // the stronger side's moves: two kings (and no men) against a lone king
    king_vs_king,                // a lone king against a lone king, when the side to move cannot capture
};

// One draw rule as a federation's text gives it: the rule, its number (moves of each player
// unless the rule counts the stronger side's moves, or occurrences for repetition; 0 for a
// draw as soon as the situation holds), and its article.
struct draw_limit {
    draw_rule rule;
    int limit;
    std::string_view article;
};

// ---------------------------------------------------------------------------------------
// The concept and the defaults.

namespace detail {

template <class X, class T>
concept fact_of = std::same_as<std::remove_cvref_t<X>, rule<T>> || std::same_as<std::remove_cvref_t<X>, T>;

template <class T>
[[nodiscard]] constexpr rule<T> as_rule(const rule<T>& r) noexcept {
    return r;
}
template <class T>
[[nodiscard]] constexpr rule<T> as_rule(const T& value) noexcept {
    return {value, {}};
}

template <class X>
inline constexpr bool is_draw_list = false;
template <std::size_t N>
inline constexpr bool is_draw_list<std::array<draw_limit, N>> = true;

// A condition as one atomic constraint. A concept that is a conjunction of disjunctions is
// expanded by the compilers' constraint normalisation into every combination: 2^n terms
// for n facts that may be left out (clang++ 14 took a second over nineteen).
[[nodiscard]] consteval bool holds(bool condition) noexcept { return condition; }

}  // namespace detail

// The facts every variant states. A struct that leaves one out is not a variant, and the
// compiler names the fact it misses; a fact of the wrong type is named the same way.
template <class V>
concept draughts_variant = requires {
    { V::name } -> std::convertible_to<std::string_view>;
    typename V::board;
    requires bitboard<typename V::board::bitboard>;
    { V::men_capture_backward } -> detail::fact_of<bool>;
    { V::flying_kings } -> detail::fact_of<bool>;
    { V::precedence } -> std::convertible_to<capture_precedence>;
    { V::crowning } -> detail::fact_of<mid_capture_crowning>;
}
&& detail::holds(!requires { V::straight_captures; } || requires { { V::straight_captures } -> detail::fact_of<bool>; })
&& detail::holds(!requires { V::man_moves; } || requires { { V::man_moves } -> detail::fact_of<direction_set>; })
&& detail::holds(!requires { V::man_captures; } || requires { { V::man_captures } -> detail::fact_of<direction_set>; })
&& detail::holds(!requires { V::king_moves; } || requires { { V::king_moves } -> detail::fact_of<direction_set>; })
&& detail::holds(!requires { V::king_captures; } || requires { { V::king_captures } -> detail::fact_of<direction_set>; })
&& detail::holds(!requires { V::capture_reversal; } || requires { { V::capture_reversal } -> detail::fact_of<bool>; })
&& detail::holds(!requires { V::empty_back_rows; } || requires { { V::empty_back_rows } -> std::convertible_to<int>; })
&& detail::holds(!requires { V::king_move_limit; } || requires { { V::king_move_limit } -> detail::fact_of<int>; })
// The facts with a default, when a variant states them, must be of the right type.
&& detail::holds(!requires { V::first_to_move; } || requires { { V::first_to_move } -> detail::fact_of<color>; })
&& detail::holds(!requires { V::empty_rows; } || requires { { V::empty_rows } -> std::convertible_to<int>; })
&& detail::holds(!requires { V::men_capture_kings; } || requires { { V::men_capture_kings } -> detail::fact_of<bool>; })
&& detail::holds(!requires { V::removal; } || requires { { V::removal } -> detail::fact_of<capture_removal>; })
&& detail::holds(!requires { V::landing; } || requires { { V::landing } -> detail::fact_of<king_landing>; })
&& detail::holds(!requires { V::end; } || requires { { V::end } -> detail::fact_of<game_end>; })
&& detail::holds(!requires { V::notation; } || requires { { V::notation } -> std::convertible_to<square_notation>; })
&& detail::holds(!requires { V::capture_separator; } || requires { { V::capture_separator } -> std::convertible_to<char>; })
&& detail::holds(!requires { V::compulsory_capture; } || requires { { V::compulsory_capture } -> std::convertible_to<std::string_view>; })
&& detail::holds(!requires { V::capture_goes_on; } || requires { { V::capture_goes_on } -> std::convertible_to<std::string_view>; })
&& detail::holds(!requires { V::king_lands_to_go_on; } || requires { { V::king_lands_to_go_on } -> std::convertible_to<std::string_view>; })
&& detail::holds(!requires { V::pdn_game_type; } || requires { { V::pdn_game_type } -> std::convertible_to<int>; })
&& detail::holds(!requires { V::points_for_a_win; } || requires { { V::points_for_a_win } -> std::convertible_to<int>; })
&& detail::holds(!requires { V::draws; } ||
                 requires { requires detail::is_draw_list<std::remove_cvref_t<decltype(V::draws)>>; });

// One line per fact a variant may leave out: its type, its name and its default. A fact
// the variant states is taken with its article; a default has none. (The concept above
// checks the type of each one the variant states.)
#define DRAUGHTS_OPTIONAL_FACT(type, name, default_value)                 \
    static constexpr rule<type> name = [] {                               \
        if constexpr (requires { V::name; })                              \
            return detail::as_rule<type>(V::name);                        \
        else                                                              \
            return rule<type>{default_value, {}};                         \
    }()
// The same for a plain value, without an article.
#define DRAUGHTS_OPTIONAL_VALUE(type, name, default_value)                \
    static constexpr type name = [] {                                     \
        if constexpr (requires { V::name; })                              \
            return static_cast<type>(V::name);                            \
        else                                                              \
            return type{default_value};                                   \
    }()

// A variant's facts, with the defaults of those it leaves out.
template <draughts_variant V>
struct rules_of {
    using board = typename V::board;

    static constexpr rule<bool> men_capture_backward = detail::as_rule<bool>(V::men_capture_backward);
    static constexpr rule<bool> flying_kings = detail::as_rule<bool>(V::flying_kings);
    static constexpr capture_precedence precedence = V::precedence;
    static constexpr rule<mid_capture_crowning> crowning = detail::as_rule<mid_capture_crowning>(V::crowning);

    // Whether men and kings capture along rows and files too, over a piece on the next dark
    // square of the row or file (two files or two rows away) - eight directions in all
    // (Frisian 7, 9) - or on the diagonals only, unless the variant says so.
    DRAUGHTS_OPTIONAL_FACT(bool, straight_captures, false);
    // How many quiet moves in a row one king may make while its side still has men, 0 for no
    // limit, unless the variant says so (Frisian 17: three; a capture, or a move of another
    // piece, starts the count again). History, not pieces: position<V> keeps the count.
    DRAUGHTS_OPTIONAL_FACT(int, king_move_limit, 0);
    static_assert(king_move_limit >= 0 && king_move_limit < 128, "a king's run is counted in a byte");

    static_assert(!straight_captures || men_capture_backward,
                  "men that capture along rows and files capture backward too: every way is theirs");

    // The directions each kind of piece moves and captures in, as White sees the board,
    // unless the variant says so: men step forward on the diagonals (FMJD 3.5) and capture
    // forward, and backward too where they do (FMJD 4.2); kings move and capture every way on
    // the diagonals (FMJD 3.9); where pieces capture along rows and files (Frisian 7, 9),
    // both capture in all eight directions.
    DRAUGHTS_OPTIONAL_FACT(direction_set, man_moves, directions::forward_diagonals);
    static constexpr rule<direction_set> man_captures = [] {
        if constexpr (requires { V::man_captures; })
            return detail::as_rule<direction_set>(V::man_captures);
        else if constexpr (straight_captures)
            return rule<direction_set>{directions::all, straight_captures.article};
        else if constexpr (men_capture_backward)
            return rule<direction_set>{directions::diagonals, men_capture_backward.article};
        else
            return rule<direction_set>{directions::forward_diagonals, men_capture_backward.article};
    }();
    DRAUGHTS_OPTIONAL_FACT(direction_set, king_moves, directions::diagonals);
    static constexpr rule<direction_set> king_captures = [] {
        if constexpr (requires { V::king_captures; })
            return detail::as_rule<direction_set>(V::king_captures);
        else if constexpr (straight_captures)
            return rule<direction_set>{directions::all, straight_captures.article};
        else
            return rule<direction_set>{directions::diagonals, {}};
    }();
    // Whether a capture may turn back the way it came between two jumps, unless the variant
    // says not (Turkish: no 180-degree turn). Where the pieces taken stay until the move
    // ends, the piece just taken blocks the way back anyway.
    DRAUGHTS_OPTIONAL_FACT(bool, capture_reversal, true);

    // White moves first, as in the FMJD's rules, unless the variant says otherwise.
    DRAUGHTS_OPTIONAL_FACT(color, first_to_move, color::white);
    // The rows left empty between the two armies at the start: the middle two, or three on a
    // board of odd height, unless the variant says otherwise.
    [[nodiscard]] static constexpr int empty_rows() noexcept {
        if constexpr (requires { V::empty_rows; })
            return static_cast<int>(V::empty_rows);
        else
            return 2 + board::height % 2;
    }
    // The rows each side leaves empty behind its men at the start: none, unless the variant
    // says otherwise (Turkish: the back row).
    [[nodiscard]] static constexpr int empty_back_rows() noexcept {
        if constexpr (requires { V::empty_back_rows; })
            return static_cast<int>(V::empty_back_rows);
        else
            return 0;
    }
    // Whether a number of empty rows leaves the same number of rows, at least one, to each side.
    [[nodiscard]] static constexpr bool fits_start(int rows_empty) noexcept {
        const int rows = board::height - 2 * empty_back_rows();
        return rows_empty >= 0 && rows_empty < rows && (rows - rows_empty) % 2 == 0;
    }
    [[nodiscard]] static constexpr int men_rows(int rows_empty = empty_rows()) noexcept {
        return (board::height - 2 * empty_back_rows() - rows_empty) / 2;
    }
    // Where a side's men stand at the start.
    [[nodiscard]] static constexpr typename board::bitboard start_rows(color c, int rows_empty = empty_rows()) noexcept {
        return board::home_rows(c, men_rows(rows_empty) + empty_back_rows()) & ~board::home_rows(c, empty_back_rows());
    }
    [[nodiscard]] static constexpr int men_per_side(int rows_empty = empty_rows()) noexcept {
        return popcount(start_rows(color::white, rows_empty));
    }
    static_assert(!board::is_fixed || fits_start(empty_rows()),
                  "the empty rows must leave the same number of rows, at least one, to each side");

    DRAUGHTS_OPTIONAL_FACT(bool, men_capture_kings, true);
    DRAUGHTS_OPTIONAL_FACT(capture_removal, removal, capture_removal::at_end);
    DRAUGHTS_OPTIONAL_FACT(king_landing, landing, king_landing::anywhere_behind);
    DRAUGHTS_OPTIONAL_FACT(game_end, end, game_end::no_move_loses);
    DRAUGHTS_OPTIONAL_VALUE(square_notation, notation, square_notation::numeric);
    DRAUGHTS_OPTIONAL_VALUE(char, capture_separator, 'x');
    // Where the rules say what every variant's rules say: that capturing is compulsory, that
    // a capture goes on while the piece can take more, and that a flying king lands where its
    // capture goes on. Articles only, for explanations; empty where the variant gives none.
    DRAUGHTS_OPTIONAL_VALUE(std::string_view, compulsory_capture, std::string_view{});
    DRAUGHTS_OPTIONAL_VALUE(std::string_view, capture_goes_on, std::string_view{});
    DRAUGHTS_OPTIONAL_VALUE(std::string_view, king_lands_to_go_on, std::string_view{});
    // 0: PDN has no GameType for it.
    DRAUGHTS_OPTIONAL_VALUE(int, pdn_game_type, 0);
    // The other names the variant answers to ("checkers" for English draughts), if any.
    static constexpr auto aliases = [] {
        if constexpr (requires { V::aliases; })
            return V::aliases;
        else
            return std::array<std::string_view, 0>{};
    }();
    // The points of a win in a game's result: 2 where a draw scores 1 (FMJD: "2-0", "1-1",
    // "0-2", PDN 3.0's international results), else 1 ("1-0", "1/2-1/2", "0-1").
    DRAUGHTS_OPTIONAL_VALUE(int, points_for_a_win, 1);
    // No draw rules unless the variant lists some.
    static constexpr auto draws = [] {
        if constexpr (requires { V::draws; })
            return V::draws;
        else
            return std::array<draw_limit, 0>{};
    }();

    [[nodiscard]] static constexpr draw_limit draw_limit_of(draw_rule r) noexcept {
        for (const draw_limit& d : draws)
            if (d.rule == r) return d;
        return {r, 0, {}};
    }
};

#undef DRAUGHTS_OPTIONAL_FACT
#undef DRAUGHTS_OPTIONAL_VALUE

// A variant's rules on another board: international rules on 6x6 or 12x10, English on
// 10x10. The start position fills every row but the middle ones, as many as EmptyRows says,
// or as the variant says when EmptyRows is -1 (its own count, or the middle two, three on a
// board of odd height).
template <draughts_variant Variant, class Board, int EmptyRows = -1>
struct on_board : Variant {
    using board = Board;
};
template <draughts_variant Variant, class Board, int EmptyRows>
    requires(EmptyRows >= 0)
struct on_board<Variant, Board, EmptyRows> : Variant {
    using board = Board;
    static constexpr int empty_rows = EmptyRows;
};

}  // namespace draughts
