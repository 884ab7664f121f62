#pragma once
// One error type for everything that reads text: what went wrong (a kind a program can
// test), a message a person can read, and where (line and column, 1-based; 0 when the
// text has no lines, as in a FEN string).

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <variant>

namespace draughts {

enum class error_kind : std::uint8_t {
    // Text that cannot be read at all.
    empty_input,
    syntax,
    trailing_text,
    number_too_large,
    // Positions (FEN).
    bad_side_to_move,
    bad_colour,
    bad_square,
    duplicate_square,
    man_on_promotion_row,
    too_many_pieces,
    bad_king_run,  // a king's run of moves (Frisian 17) the position cannot have
    // Moves read against a position.
    no_piece,               // the start square is empty or holds the opponent's piece
    capture_is_compulsory,  // a quiet move while a capture exists (FMJD 4.1)
    majority_rule,          // a capture shorter than the longest (FMJD 4.13)
    capture_precedence,     // a capture another ranks above: by a king, more kings, kings met earlier
    capture_must_continue,  // the capture stops where it can go on (FMJD 4.5, Russian 1.5.6)
    man_moves_backward,     // FMJD 3.4
    illegal_move,           // any other move that is not legal
    ambiguous_move,
    // Games (PDN).
    unknown_variant,
    unterminated,
    bad_result,
    incomplete,  // moves or the result were not recorded ("- -", a bare "-")
};

[[nodiscard]] constexpr std::string_view to_string(error_kind k) noexcept {
    switch (k) {
    case error_kind::empty_input: return "empty input";
    case error_kind::syntax: return "syntax error";
    case error_kind::trailing_text: return "unexpected text";
    case error_kind::number_too_large: return "number too large";
    case error_kind::bad_side_to_move: return "bad side to move";
    case error_kind::bad_colour: return "bad colour";
    case error_kind::bad_square: return "bad square";
    case error_kind::duplicate_square: return "square given twice";
    case error_kind::man_on_promotion_row: return "man on its promotion row";
    case error_kind::too_many_pieces: return "too many pieces";
    case error_kind::bad_king_run: return "bad king run";
    case error_kind::no_piece: return "no piece to move";
    case error_kind::capture_is_compulsory: return "capture is compulsory";
    case error_kind::majority_rule: return "majority rule";
    case error_kind::capture_precedence: return "capture precedence";
    case error_kind::capture_must_continue: return "capture must continue";
    case error_kind::man_moves_backward: return "man moves backward";
    case error_kind::illegal_move: return "illegal move";
    case error_kind::ambiguous_move: return "ambiguous move";
    case error_kind::unknown_variant: return "unknown variant";
    case error_kind::unterminated: return "unterminated";
    case error_kind::bad_result: return "bad result";
    case error_kind::incomplete: return "incomplete game";
    }
    return "error";
}

struct parse_error {
    error_kind kind;
    std::string message;
    std::size_t line = 0;
    std::size_t column = 0;

    // "line 3, column 7: message", as much of it as is known.
    [[nodiscard]] std::string what() const {
        std::string s;
        if (line) s += "line " + std::to_string(line) + ", ";
        if (column) s += "column " + std::to_string(column) + ": ";
        return s + message;
    }
};

// A value or the error that prevented it (std::expected arrives with C++23).
template <class T>
class result {
public:
    result(T value) : v_(std::move(value)) {}            // NOLINT: implicit on purpose
    result(parse_error error) : v_(std::move(error)) {}  // NOLINT: implicit on purpose

    [[nodiscard]] bool has_value() const noexcept { return v_.index() == 0; }
    explicit operator bool() const noexcept { return has_value(); }

    [[nodiscard]] T& value() & { return std::get<0>(v_); }
    [[nodiscard]] const T& value() const& { return std::get<0>(v_); }
    [[nodiscard]] T&& value() && { return std::get<0>(std::move(v_)); }
    [[nodiscard]] T& operator*() & { return value(); }
    [[nodiscard]] const T& operator*() const& { return value(); }
    [[nodiscard]] T* operator->() { return &value(); }
    [[nodiscard]] const T* operator->() const { return &value(); }

    [[nodiscard]] const parse_error& error() const& { return std::get<1>(v_); }

private:
    std::variant<T, parse_error> v_;
};

}  // namespace draughts
