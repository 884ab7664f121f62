#pragma once
// PDN 3.0's tokens (pdn.fmjd.org): tag pairs, comments, variations' parentheses, NAGs, move
// numbers, moves, strength marks and results, each with its line and column, from bytes
// read in blocks. It knows no variant and no game: pdn/reader.hpp puts tokens together.

#include "record.hpp"
#include "../text/error.hpp"
#include "../text/scanner.hpp"

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

namespace draughts {

namespace detail {

// ---------------------------------------------------------------------------------------
// Bytes in, with line and column. Columns count characters of UTF-8 text (bytes of other
// encodings, but for 0x80-0xBF); a CRLF, LF or lone CR ends a line.
class pdn_source {
public:
    using read_function = std::function<std::size_t(char*, std::size_t)>;
    static constexpr std::size_t lookahead = 256;  // bytes peek() can see past the cursor

    explicit pdn_source(read_function read) : read_(std::move(read)), buffer_(std::size_t{1} << 16) {
        if (peek(0) == 0xEF && peek(1) == 0xBB && peek(2) == 0xBF) pos_ += 3, offset_ += 3;  // a byte order mark
    }

    // The byte `ahead` bytes past the cursor (ahead < lookahead), or -1 past the end.
    int peek(std::size_t ahead = 0) {
        if (pos_ + ahead < end_) [[likely]]
            return static_cast<unsigned char>(buffer_[pos_ + ahead]);
        while (pos_ + ahead >= end_) {
            if (eof_) return -1;
            refill();
        }
        return static_cast<unsigned char>(buffer_[pos_ + ahead]);
    }

    // The next n bytes, which peek() has seen.
    [[nodiscard]] std::string_view view(std::size_t n) const noexcept {
        return {buffer_.data() + pos_, std::min(n, end_ - pos_)};
    }

    void advance() {
        const int c = peek();
        if (c < 0) return;
        ++pos_;
        ++offset_;
        if (c == '\n' || (c == '\r' && peek() != '\n')) {
            ++line_;
            column_ = 1;
        } else if (c != '\r' && (c & 0xC0) != 0x80) {
            ++column_;
        }
    }
    void advance(std::size_t n) {
        while (n--) advance();
    }

    [[nodiscard]] std::size_t line() const noexcept { return line_; }
    [[nodiscard]] std::size_t column() const noexcept { return column_; }
    [[nodiscard]] std::uint64_t offset() const noexcept { return offset_; }

private:
    void refill() {
        if (pos_ > 0) {
            std::memmove(buffer_.data(), buffer_.data() + pos_, end_ - pos_);
            end_ -= pos_;
            pos_ = 0;
        }
        const std::size_t n = read_(buffer_.data() + end_, buffer_.size() - end_);
        if (n == 0) eof_ = true;
        end_ += std::min(n, buffer_.size() - end_);
    }

    read_function read_;
    std::vector<char> buffer_;
    std::size_t pos_ = 0;
    std::size_t end_ = 0;
    bool eof_ = false;
    std::size_t line_ = 1;
    std::size_t column_ = 1;
    std::uint64_t offset_ = 0;
};

// ---------------------------------------------------------------------------------------
// Tokens of PDN text.
class pdn_lexer {
public:
    enum class kind : std::uint8_t {
        end,
        tag,
        comment,
        open,
        close,
        nag,
        number,
        ellipsis,
        move,
        strength,
        dash,
        result,
        error
    };

    struct token {
        kind type = kind::end;
        std::string text;          // tag name, comment, move, result, strength mark, error message
        std::string value;         // tag value; the strength mark written right after a move
        bool flag = false;         // a tag with a value; a move number written "23..."
        std::uint64_t number = 0;  // NAG or move number
        error_kind error = error_kind::syntax;
        std::size_t line = 0, column = 0;              // where the token starts
        std::size_t value_line = 0, value_column = 0;  // where a tag value starts
    };

    pdn_lexer(pdn_source::read_function read, pdn_limits limits) : in_(std::move(read)), limits_(limits) {}

    void next(token& t) {
        skip_blanks();
        t.type = kind::end;
        t.text.clear();
        t.value.clear();
        t.flag = false;
        t.number = 0;
        t.value_line = t.value_column = 0;
        t.line = in_.line();
        t.column = in_.column();
        const int c = in_.peek();
        if (c < 0) return;
        switch (c) {
        case '[': return tag(t);
        case '{': return comment(t);
        case '}': return fail(t, "'}' without '{'", 1);
        case ')': return single(t, kind::close);
        case '(': {
            if (const std::size_t n = paren_strength(0)) return take(t, kind::strength, n);
            return single(t, kind::open);
        }
        case '$': return nag(t);
        case '*': return take(t, kind::result, 1);
        case '!':
        case '?': {
            const std::size_t n = annotation(0);
            if (!is_delimiter(in_.peek(n))) return fail(t, "unreadable strength mark", n);
            return take(t, kind::strength, n);
        }
        case '.': {
            std::size_t n = 0;
            while (in_.peek(n) == '.' && n < 8) ++n;
            if (n >= 2) return single(t, kind::ellipsis, n);
            return fail(t, "a stray '.'", 1);
        }
        case '-':
            if (is_delimiter(in_.peek(1))) return take(t, kind::dash, 1);
            return fail(t, "unexpected '-'", 1);
        case '"': return fail(t, "a string outside a tag", 1);
        default: break;
        }
        if (scanner::is_digit(static_cast<char>(c))) return digits(t);
        if (scanner::is_lower(static_cast<char>(c)) && scanner::is_digit(static_cast<char>(in_.peek(1))))
            return read_move(t);
        // Skip one whole UTF-8 character, so the message shows it.
        std::size_t n = 1;
        while (n < 4 && (in_.peek(n) & 0xC0) == 0x80) ++n;
        std::string bytes;
        for (std::size_t i = 0; i < n; ++i) bytes += static_cast<char>(in_.peek(i));
        return fail(t, "unexpected " + draughts::quoted(bytes), n);
    }

    // Where the two characters "\r" (or "\n") stood in place of a line end, once per call.
    std::optional<std::pair<std::size_t, std::size_t>> take_literal_escape() {
        return std::exchange(literal_escape_, std::nullopt);
    }

    [[nodiscard]] std::uint64_t offset() const noexcept { return in_.offset(); }

private:
    static constexpr std::string_view results[] = {"1/2-1/2", "2-0", "0-2", "1-1", "0-0", "1-0", "0-1"};
    static constexpr std::size_t max_move = 96;  // bytes of a move as written, within the lookahead

    [[nodiscard]] static bool is_space(int c) noexcept { return c >= 0 && scanner::is_space(static_cast<char>(c)); }
    [[nodiscard]] static bool is_digit(int c) noexcept { return c >= '0' && c <= '9'; }
    [[nodiscard]] static bool is_lower(int c) noexcept { return c >= 'a' && c <= 'z'; }
    [[nodiscard]] static bool is_strength_mark(int c) noexcept { return c == '!' || c == '?'; }

    // The length of an annotation at `at`: a strength mark of one or two of ! and ?, a
    // Russian win or draw mark (x, ×, =), or both; or a parenthesised strength such as
    // "(!?!!!)". 0 when there is none.
    std::size_t annotation(std::size_t at) {
        if (const std::size_t n = paren_strength(at)) return n;
        std::size_t n = 0;
        while (is_strength_mark(in_.peek(at + n)) && n < 2) ++n;
        if (in_.peek(at + n) == 'x' || in_.peek(at + n) == '=') {
            ++n;
        } else if (in_.peek(at + n) == 0xC3 && in_.peek(at + n + 1) == 0x97) {  // "×" in UTF-8
            n += 2;
        }
        for (std::size_t k = 0; k < 2 && is_strength_mark(in_.peek(at + n)); ++k) ++n;
        return n;
    }
    [[nodiscard]] static bool is_name_char(int c) noexcept {
        return is_digit(c) || is_lower(c) || (c >= 'A' && c <= 'Z') || c == '_';
    }
    // What may follow a move, a result or a dash.
    [[nodiscard]] static bool is_delimiter(int c) noexcept {
        constexpr std::string_view others = "[]{}()%$*\\";
        return c < 0 || is_space(c) || others.find(static_cast<char>(c)) != std::string_view::npos;
    }

    void skip_blanks() {
        for (;;) {
            const int c = in_.peek();
            if (is_space(c)) {
                in_.advance();
            } else if (c == '%') {  // an escape line: ignored to its end
                while (in_.peek() >= 0 && in_.peek() != '\n' && in_.peek() != '\r') in_.advance();
            } else if (c == '\\' && (in_.peek(1) == 'r' || in_.peek(1) == 'n')) {
                // The text of a line end instead of a line end: damage some exporters leave.
                if (!literal_escape_) literal_escape_.emplace(in_.line(), in_.column());
                in_.advance(2);
            } else {
                return;
            }
        }
    }

    void take(token& t, kind k, std::size_t n) {
        t.type = k;
        t.text = in_.view(n);
        in_.advance(n);
    }
    void single(token& t, kind k, std::size_t n = 1) {
        t.type = k;
        in_.advance(n);
    }
    void fail(token& t, std::string message, std::size_t skip, error_kind e = error_kind::syntax) {
        t.type = kind::error;
        t.error = e;
        t.text = std::move(message);
        in_.advance(skip);
    }

    // "(!?)" at `at`: its length, or 0.
    std::size_t paren_strength(std::size_t at) {
        if (in_.peek(at) != '(') return 0;
        std::size_t n = 1;
        while (is_strength_mark(in_.peek(at + n)) && n < 9) ++n;
        return n > 1 && in_.peek(at + n) == ')' ? n + 1 : 0;
    }

    void tag(token& t) {
        in_.advance();  // '['
        skip_blanks();
        while (is_name_char(in_.peek()) && t.text.size() < limits_.max_text) {
            t.text += static_cast<char>(in_.peek());
            in_.advance();
        }
        if (t.text.empty()) {
            const auto [at_line, at_column] = std::pair(t.line, t.column);
            fail_in_tag(t, "expected a tag name after '['");
            t.line = at_line, t.column = at_column;
            return;
        }
        if (is_name_char(in_.peek())) return fail_in_tag(t, "the tag name is too long", error_kind::number_too_large);
        skip_blanks();
        if (in_.peek() == '"') {
            in_.advance();
            t.flag = true;
            t.value_line = in_.line();
            t.value_column = in_.column();
            for (;;) {
                int c = in_.peek();
                if (c < 0 || c == '\n' || c == '\r')
                    return fail_in_tag(t, "the value of tag " + t.text + " is not closed on its line",
                                       error_kind::unterminated);
                if (c == '"') break;
                if (c == '\\' && (in_.peek(1) == '"' || in_.peek(1) == '\\')) {
                    in_.advance();
                    c = in_.peek();
                }
                if (t.value.size() == limits_.max_text)
                    return fail_in_tag(
                        t,
                        "the value of tag " + t.text + " is longer than " + std::to_string(limits_.max_text) + " bytes",
                        error_kind::number_too_large);
                t.value += static_cast<char>(c);
                in_.advance();
            }
            in_.advance();  // the closing quote
            skip_blanks();
        }
        if (in_.peek() != ']') return fail_in_tag(t, "expected ']' to close tag " + t.text);
        in_.advance();
        t.type = kind::tag;
    }

    // A broken tag: the rest of its line goes with it.
    void fail_in_tag(token& t, std::string message, error_kind e = error_kind::syntax) {
        t.type = kind::error;
        t.error = e;
        t.text = std::move(message);
        t.line = in_.line();
        t.column = in_.column();
        while (in_.peek() >= 0 && in_.peek() != '\n' && in_.peek() != '\r' && in_.peek() != ']') in_.advance();
        if (in_.peek() == ']') in_.advance();
    }

    void comment(token& t) {
        in_.advance();  // '{'
        bool too_long = false;
        for (;;) {
            const int c = in_.peek();
            if (c < 0) {
                t.type = kind::error;
                t.error = error_kind::unterminated;
                t.text = "the comment is not closed: '}' is missing";
                return;
            }
            in_.advance();
            if (c == '}') break;
            if (t.text.size() < limits_.max_text)
                t.text += static_cast<char>(c);
            else
                too_long = true;
        }
        t.type = kind::comment;
        if (too_long) {
            t.type = kind::error;
            t.error = error_kind::number_too_large;
            t.text = "a comment longer than " + std::to_string(limits_.max_text) + " bytes";
        }
    }

    void nag(token& t) {
        std::size_t n = 1;
        std::uint64_t value = 0;
        while (is_digit(in_.peek(n)) && n < 12) value = value * 10 + static_cast<std::uint64_t>(in_.peek(n++) - '0');
        if (n == 1) return fail(t, "expected a number after '$'", 1);
        if (n > 10 || value > 0xFFFFFFFFu) return fail(t, "NAG number too large", n, error_kind::number_too_large);
        t.number = static_cast<std::uint32_t>(value);
        single(t, kind::nag, n);
    }

    // A result, a move number or a move.
    void digits(token& t) {
        if (const std::size_t n = result_length(0)) return take(t, kind::result, n);
        std::size_t n = 0;
        while (is_digit(in_.peek(n)) && n < 20) ++n;
        if (in_.peek(n) != '.') return read_move(t);
        if (n > max_move_number_digits) return fail(t, "move number too large", n, error_kind::number_too_large);
        for (std::size_t i = 0; i < n; ++i) t.number = t.number * 10 + static_cast<std::uint64_t>(in_.peek(i) - '0');
        std::size_t dots = 0;
        while (in_.peek(n + dots) == '.' && dots < 8) ++dots;
        t.flag = dots >= 2;
        single(t, kind::number, n + dots);
    }

    // Where a square that starts at `at` ends, or 0 when none starts there. Digits that a
    // dot follows are a move number, not a square. (Too many digits are a square off the
    // board, said when the move is read; a run past max_move makes the move too long.)
    std::size_t square_end(std::size_t at) {
        std::size_t i = at;
        if (is_lower(in_.peek(i))) ++i;
        const std::size_t digits_start = i;
        while (is_digit(in_.peek(i)) && i < pdn_source::lookahead - 32) ++i;
        if (i == digits_start || in_.peek(i) == '.') return 0;
        return i;
    }

    // The length of the result that starts at `at`, or 0.
    std::size_t result_length(std::size_t at) {
        if (in_.peek(at + 1) != '-' && in_.peek(at + 1) != '/') return 0;  // most moves: quickly
        for (std::string_view r : results) {
            bool match = true;
            for (std::size_t i = 0; i < r.size() && match; ++i) match = in_.peek(at + i) == r[i];
            if (match && is_delimiter(in_.peek(at + r.size()))) return r.size();
        }
        return 0;
    }

    // Squares and separators, then the annotation. The squares of one move are all numeric
    // or all algebraic, so "h4:f6x 1-0" is a move with a win mark, then a result. A space
    // may follow a separator only to pad a one-digit square to two columns ("1- 7").
    void read_move(token& t) {
        const bool algebraic = is_lower(in_.peek());
        std::size_t end = square_end(0);
        if (end == 0) return fail(t, "expected a move", 1);
        const std::size_t first = end;
        while (end < max_move) {
            const int c = in_.peek(end);
            if (c == '-' || c == 'x' || c == 'X' || c == ':') {
                std::size_t start = end + 1;
                if (in_.peek(start) == ' ') {
                    ++start;
                    if (!is_digit(in_.peek(start)) || is_digit(in_.peek(start + 1))) break;
                }
                const std::size_t next = square_end(start);
                if (next == 0 || is_lower(in_.peek(start)) != algebraic || result_length(start)) break;
                end = next;
            } else if (algebraic && is_lower(c)) {  // "a3b4"
                const std::size_t next = square_end(end);
                if (next == 0) break;
                end = next;
            } else {
                break;
            }
        }
        if (end >= max_move) return fail(t, "a move longer than " + std::to_string(max_move) + " bytes", end);
        if (end == first) {
            const std::string square(in_.view(end));
            return fail(t, "a lone square " + square + ": a move needs a separator and a second square", end);
        }
        // The annotation right after the move, if any.
        const std::size_t mark = end + annotation(end);
        if (!is_delimiter(in_.peek(mark))) {
            std::size_t junk = mark;
            while (!is_delimiter(in_.peek(junk)) && junk < max_move) ++junk;
            return fail(t, "unreadable move " + draughts::quoted(in_.view(junk)), junk);
        }
        t.type = kind::move;
        t.text = in_.view(end);
        t.value = in_.view(mark).substr(end);
        in_.advance(mark);
    }

    pdn_source in_;
    pdn_limits limits_;
    std::optional<std::pair<std::size_t, std::size_t>> literal_escape_;
};

}  // namespace detail

}  // namespace draughts
