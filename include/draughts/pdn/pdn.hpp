#pragma once
// PDN 3.0 game files (PDN 3.0, pdn.fmjd.org): read them, check every move,
// write them.
//
// Two layers. The syntax layer (pdn_reader) splits a byte stream into games and each game
// into tags and a movetext tree - moves as written with their line and column, move numbers,
// comments, NAGs, strength marks, nested variations, the result - without knowing a
// variant. It reads one game at a time, so memory is bounded by the largest game, and it
// bounds nesting depth and the length of every token, so hostile input gives an error.
// The replay layer (replay_pdn<Variant>) plays each move of a game on its position: it
// matches the text against the legal moves, validates each variation from the position
// where it branches, and gives the game as moves, or the first error with line, column
// and reason. write_pdn writes a game as PDN 3.0 asks, so that reading it gives it back.
//
// What real files hold is read as it is (real game collections): a UTF-8 byte
// order mark, CRLF, LF or CR line ends, bytes in any encoding inside tags and comments
// (kept as bytes), tags split over lines or all on one line, a tag without a value
// ("[Empty]"), escaped quotes, "1.32-28", "23..." and "1. ... 7-12", "1- 7", "05",
// both capture separators, numeric squares on 8x8, short, long and partial captures,
// strength marks as "!?" or "(!?)", Russian win and draw marks, "- -" for moves that were
// not recorded and a bare "-" result (the game is then marked incomplete), a result glued
// to the next tag, a game without a result, chess-style results in international files.
// Damage is read only where its reading is plain, and then said in the game's notes (the
// text "\r" in place of line ends, a tag without a value, an ambiguous short capture that
// only one reading lets go on); a move is never read unless it is legal.

#include "../text/error.hpp"
#include "../text/fen.hpp"
#include "../movegen/generate.hpp"
#include "../text/read_move.hpp"
#include "../core/position.hpp"
#include "../game/game.hpp"
#include "../text/scanner.hpp"
#include "../variants/list.hpp"

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <functional>
#include <istream>
#include <iterator>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace draughts {

// ---------------------------------------------------------------------------------------
// A game as written: the syntax layer's result, the same for every variant.

// A tag pair. The value holds the bytes of the file, whatever their encoding, with the
// escapes \" and \\ resolved. Where the value starts is kept for messages (0 for a tag
// written without a value, "[Empty]"); it is not part of the tag's identity.
struct pdn_tag {
    std::string name;
    std::string value;
    std::size_t line = 0;
    std::size_t column = 0;

    friend bool operator==(const pdn_tag& a, const pdn_tag& b) noexcept {
        return a.name == b.name && a.value == b.value;
    }
};

// A move as written, before it is matched against a position.
struct pdn_move_text {
    std::string text;           // "32-28", "1- 7", "c3:e5", "47x24x8x17x6"; "-" for a move not recorded
    std::uint64_t number = 0;   // the move number written before it, 0 for none
    bool black_number = false;  // the number was written "23..." or "23. ..."
    std::size_t line = 0;
    std::size_t column = 0;

    friend bool operator==(const pdn_move_text&, const pdn_move_text&) = default;
};

template <class Move>
struct basic_pdn_line;

// A move with what the file says about it.
template <class Move>
struct basic_pdn_node {
    Move move;
    std::string strength;                          // "!", "?!", "(?)", and the Russian "x" (wins), "=" (draw)
    std::vector<std::uint32_t> nags;               // $1, $2 ... in order
    std::vector<std::string> comments;             // after the move, as written between the braces
    std::vector<basic_pdn_line<Move>> variations;  // alternatives to this move, from the position before it

    friend bool operator==(const basic_pdn_node&, const basic_pdn_node&) = default;
};

// A line of play: the main line of a game, or a variation.
template <class Move>
struct basic_pdn_line {
    std::vector<std::string> comments;  // before the first move
    std::vector<basic_pdn_node<Move>> nodes;

    friend bool operator==(const basic_pdn_line&, const basic_pdn_line&) = default;
};

using pdn_text_line = basic_pdn_line<pdn_move_text>;

// One game of a file as text.
struct pdn_record {
    std::size_t number = 0;     // 1, 2, ... in file order
    std::size_t line = 0;       // where the game starts
    std::vector<pdn_tag> tags;  // in file order
    pdn_text_line movetext;
    std::string result;  // the terminator as written: "2-0", "1/2-1/2", "*", "-"; empty when there is none
    std::optional<parse_error> error;  // a syntax error; the movetext holds what came before it
    std::vector<parse_error> notes;    // what was tolerated: literal "\r" text, a tag without a value

    // The first tag of that name, or null.
    [[nodiscard]] const pdn_tag* find(std::string_view name) const noexcept {
        for (const auto& t : tags)
            if (t.name == name) return &t;
        return nullptr;
    }
    // The value of the first tag of that name, or "".
    [[nodiscard]] std::string_view tag(std::string_view name) const noexcept {
        const pdn_tag* t = find(name);
        return t ? std::string_view(t->value) : std::string_view();
    }
};

// Bounds that keep hostile input from exhausting the stack or the memory.
struct pdn_limits {
    std::size_t max_depth = 64;      // variations inside variations
    std::size_t max_text = 1 << 16;  // bytes of one comment, tag name or tag value
};

// Move numbers: a game begins at most at move 999,999,999, and a number of up to 18 digits
// is read, so that whatever the writer numbers on from there reads back.
inline constexpr std::uint64_t max_first_move_number = 999'999'999;
inline constexpr std::size_t max_move_number_digits = 18;

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

// ---------------------------------------------------------------------------------------
// Reads games one at a time from a file of any size:
//
//     std::ifstream file("games.pdn", std::ios::binary);
//     draughts::pdn_reader reader(file);
//     while (auto record = reader.next()) { ... }
//
// next() reads only as far as the end of the next game. A game with a syntax error comes
// back with the error and what was read before it, and the reader goes on with the next
// game: a game ends at its result, at a tag after its movetext, or at the end of the input.
class pdn_reader {
public:
    using read_function = detail::pdn_source::read_function;

    // Bytes from a function that fills a buffer and returns how many it wrote, 0 at the end.
    explicit pdn_reader(read_function read, pdn_limits limits = {})
        : lexer_(std::move(read), limits), limits_(limits) {}
    explicit pdn_reader(std::istream& in, pdn_limits limits = {})
        : pdn_reader(
              [&in](char* buffer, std::size_t size) {
                  in.read(buffer, static_cast<std::streamsize>(size));
                  return static_cast<std::size_t>(in.gcount());
              },
              limits) {}
    // Text in memory; it must outlive the reader.
    explicit pdn_reader(std::string_view text, pdn_limits limits = {})
        : pdn_reader(
              [text](char* buffer, std::size_t size) mutable {
                  const std::size_t n = std::min(size, text.size());
                  std::memcpy(buffer, text.data(), n);
                  text.remove_prefix(n);
                  return n;
              },
              limits) {}

    // The next game, or nothing at the end of the input.
    [[nodiscard]] std::optional<pdn_record> next() {
        using kind = detail::pdn_lexer::kind;
        if (done_) return std::nullopt;
        game g(limits_);
        for (;;) {
            if (pushed_back_)
                pushed_back_ = false;
            else
                lexer_.next(token_);
            const auto& t = token_;
            if (t.type == kind::end) {
                done_ = true;
                if (!g.started) return std::nullopt;
                g.finish(t);
                return std::move(g.record);
            }
            if (g.record.line == 0) g.record.line = t.line;
            if (!g.started && t.type != kind::comment) {  // comments alone, at the end, are no game
                g.started = true;
                g.record.number = ++games_;
            }
            if (t.type == kind::tag && g.body_started) {
                pushed_back_ = true;  // the next game's first tag
                g.finish(t);
                return std::move(g.record);
            }
            if (auto escape = lexer_.take_literal_escape(); escape && !g.escape_noted) {
                g.escape_noted = true;
                g.record.notes.push_back(
                    {error_kind::syntax, "the text \"\\r\" stands in for line ends (damaged export); read as line ends",
                     escape->first, escape->second});
            }
            if (g.take(t)) return std::move(g.record);
        }
    }

    // Bytes of input consumed so far.
    [[nodiscard]] std::uint64_t bytes_read() const noexcept { return lexer_.offset(); }

private:
    using token = detail::pdn_lexer::token;

    // The game being read: a stack of open lines, and what waits for the next move.
    struct game {
        explicit game(pdn_limits l) : limits(l) { lines.push_back(&record.movetext); }
        game(const game&) = delete;  // `lines` points into `record`
        game& operator=(const game&) = delete;

        pdn_record record;
        pdn_limits limits;
        std::vector<pdn_text_line*> lines;                        // the main line, then each open variation
        std::vector<std::pair<std::size_t, std::size_t>> opened;  // where each open variation began
        bool started = false;                                     // something of this game was read
        bool body_started = false;                                // its movetext began: a tag now starts the next game
        bool broken = false;  // after a syntax error: read on to the end of the game
        bool escape_noted = false;
        std::uint64_t number = 0;  // the move number waiting for its move
        bool black_number = false;
        std::optional<token> dash;  // a "-": a move not recorded, or the result if the game ends here

        pdn_text_line& line() { return *lines.back(); }

        void error(const token& t, error_kind k, std::string message) {
            if (!broken) record.error = parse_error{k, std::move(message), t.line, t.column};
            broken = true;
        }

        void add_move(const token& t, std::string text, std::string strength) {
            auto& node = line().nodes.emplace_back();
            node.move = pdn_move_text{std::move(text), number, black_number, t.line, t.column};
            node.strength = std::move(strength);
            number = 0;
            black_number = false;
        }

        void flush_dash() {
            if (!dash) return;
            const token d = std::move(*dash);
            dash.reset();
            add_move(d, "-", "");
        }

        // At the end of the input or before the next game's first tag.
        void finish(const token& t) {
            if (dash && lines.size() == 1) {
                record.result = "-";
                dash.reset();
            }
            flush_dash();
            if (lines.size() > 1 && !broken) {
                const auto [at_line, at_column] = opened.back();
                const bool at_end = t.type == detail::pdn_lexer::kind::end;
                record.error = parse_error{error_kind::unterminated,
                                           std::string("the variation opened here is not closed before ") +
                                               (at_end ? "the end of the input" : "the next game"),
                                           at_line, at_column};
            }
        }

        // Takes one token; true when it ends the game.
        bool take(const token& t) {
            using kind = detail::pdn_lexer::kind;
            if (t.type != kind::comment && t.type != kind::tag && t.type != kind::error) body_started = true;
            if (t.type == kind::result) {
                if (!broken) {
                    flush_dash();
                    if (lines.size() > 1) {
                        error(t, error_kind::unterminated,
                              "result " + t.text + " inside a variation: a ')' is missing");
                    }
                }
                record.result = t.text;
                return true;
            }
            if (t.type == kind::tag) {  // kept after an error too: they say which game it is
                record.tags.push_back({t.text, t.value, t.value_line, t.value_column});
                if (!t.flag)
                    record.notes.push_back({error_kind::syntax, "tag " + t.text + " has no value", t.line, t.column});
                return false;
            }
            if (broken) return false;
            if (t.type == kind::dash) {
                flush_dash();
                dash = t;
                return false;
            }
            flush_dash();
            switch (t.type) {
            case kind::error: error(t, t.error, t.text); break;
            case kind::comment:
                if (line().nodes.empty())
                    line().comments.push_back(t.text);
                else
                    line().nodes.back().comments.push_back(t.text);
                break;
            case kind::number:
                if (lines.size() == 1 && line().nodes.empty() && t.number > max_first_move_number)
                    error(t, error_kind::number_too_large, "the first move number is too large");
                number = t.number;
                black_number = t.flag;
                break;
            case kind::ellipsis: black_number = true; break;
            case kind::move: add_move(t, t.text, t.value); break;
            case kind::strength:
                // One annotation to a move, whether glued to it or written apart.
                if (line().nodes.empty())
                    error(t, error_kind::syntax, "a strength mark before any move");
                else if (!line().nodes.back().strength.empty())
                    error(t, error_kind::syntax, "a second strength mark");
                else
                    line().nodes.back().strength = t.text;
                break;
            case kind::nag:
                if (line().nodes.empty())
                    error(t, error_kind::syntax, "a NAG before any move");
                else  // the lexer read at most 0xFFFFFFFF
                    line().nodes.back().nags.push_back(static_cast<std::uint32_t>(t.number));
                break;
            case kind::open:
                if (line().nodes.empty()) {
                    error(t, error_kind::syntax, "a variation must follow the move it replaces");
                } else if (lines.size() > limits.max_depth) {
                    error(t, error_kind::syntax,
                          "variations nested more than " + std::to_string(limits.max_depth) + " deep");
                } else {
                    lines.push_back(&line().nodes.back().variations.emplace_back());
                    opened.emplace_back(t.line, t.column);
                    number = 0;
                    black_number = false;
                }
                break;
            case kind::close:
                if (lines.size() == 1) {
                    error(t, error_kind::syntax, "')' without '('");
                } else {
                    lines.pop_back();
                    opened.pop_back();
                    number = 0;
                    black_number = false;
                }
                break;
            default: break;
            }
            return false;
        }
    };

    detail::pdn_lexer lexer_;
    pdn_limits limits_;
    token token_;
    bool pushed_back_ = false;
    bool done_ = false;
    std::size_t games_ = 0;
};

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

[[nodiscard]] inline variant_guess guess_variant(std::span<const pdn_record> records, std::size_t most = 50) {
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
        for (const pdn_record* r : untyped) ok += replay_pdn<V>(*r).ok() ? 1 : 0;
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
[[nodiscard]] inline variant_guess guess_variant(const pdn_record& record) {
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

// ---------------------------------------------------------------------------------------
// Writing (PDN 3.0): the seven standard tags (Event, Site, Date, Round, White, Black,
// Result) with their unknown values when the game has none, GameType, FEN when the game
// does not start from the start position, the other tags in their order; then the moves
// with their numbers, each in standard notation (short, or the full path when the short
// form is ambiguous), comments, NAGs and variations, in lines of at most `line_width`
// characters where the tokens allow; then the result. Reading the text gives the same
// game, but for the tags written for it, a FEN tag of the start position (not written)
// and a missing or "-" result (written as the Result tag's value, or "*"). The moves must
// be legal, as replay_pdn gives them; a '}' in a comment is written as ')'.

struct pdn_write_options {
    std::size_t line_width = 80;
};

namespace detail {

inline void append_escaped(std::string& out, std::string_view value) {
    for (char c : value) {
        if (c == '"' || c == '\\') out += '\\';
        out += c;
    }
}

// Tokens joined by spaces, in lines of bounded width.
class pdn_line_writer {
public:
    explicit pdn_line_writer(std::string& out, std::size_t width) : out_(out), width_(width) {}

    void token(std::string_view text) {
        std::string_view first_line = text.substr(0, text.find('\n'));
        const std::size_t need = prefix_.size() + first_line.size();
        if (column_ > 0 && column_ + 1 + need > width_) {
            out_ += '\n';
            column_ = 0;
        } else if (column_ > 0) {
            out_ += ' ';
            ++column_;
        }
        out_ += prefix_;
        out_ += text;
        const std::size_t newline = text.rfind('\n');
        column_ = newline == std::string_view::npos ? column_ + need : text.size() - newline - 1;
        prefix_.clear();
    }
    void open() { prefix_ += '('; }
    void close() {
        if (!prefix_.empty()) token("");  // an empty variation
        out_ += ')';
        ++column_;
    }
    void end_line() {
        if (column_ > 0) out_ += '\n';
        column_ = 0;
    }

private:
    std::string& out_;
    std::size_t width_;
    std::size_t column_ = 0;
    std::string prefix_;
};

template <class Variant>
class pdn_writer {
public:
    pdn_writer(const pdn_game<Variant>& g, std::string& out, pdn_write_options o)
        : g_(g), out_(out), lines_(out, o.line_width) {}

    void write() {
        tags();
        out_ += '\n';
        line(g_.moves, g_.start, 0, true);
        lines_.token(result());
        lines_.end_line();
    }

private:
    [[nodiscard]] std::string result() const {
        if (is_pdn_result(g_.result)) return g_.result;
        const std::string_view value = trimmed(g_.tag("Result"));
        return is_pdn_result(value) ? std::string(value) : "*";
    }

    void tag(std::string_view name, std::string_view value) {
        out_ += '[';
        out_ += name;
        out_ += " \"";
        append_escaped(out_, value);
        out_ += "\"]\n";
    }

    void tags() {
        static constexpr std::string_view seven[] = {"Event", "Site", "Date", "Round", "White", "Black", "Result"};
        for (std::string_view name : seven) {
            const pdn_tag* t = find(name);
            if (name == "Result")
                tag(name, t && is_pdn_result(trimmed(t->value)) ? trimmed(t->value) : result());
            else
                tag(name, t ? std::string_view(t->value) : name == "Date" ? "????.??.??" : "?");
        }
        const pdn_tag* type = find("GameType");  // kept when it names this variant: "20,W,10,10,N2,0"
        if (type && pdn_game_type_number(type->value) == rules_of<Variant>::pdn_game_type)
            tag("GameType", type->value);
        else if (rules_of<Variant>::pdn_game_type != 0)
            tag("GameType", std::to_string(rules_of<Variant>::pdn_game_type));
        const bool setup = !(g_.start == position<Variant>::start());
        if (setup) tag("FEN", write_fen(g_.start));
        for (const auto& t : g_.tags) {
            if (std::find(std::begin(seven), std::end(seven), t.name) != std::end(seven)) continue;
            if (t.name == "GameType" || t.name == "FEN") continue;
            if (!setup && (t.name == "SetUp" || t.name == "Setup")) continue;
            tag(t.name, t.value);
        }
    }

    [[nodiscard]] const pdn_tag* find(std::string_view name) const {
        for (const auto& t : g_.tags)
            if (t.name == name) return &t;
        return nullptr;
    }

    void comment(const std::string& text) {
        std::string s = "{";
        for (char c : text) s += c == '}' ? ')' : c;  // a comment cannot hold its closing brace
        lines_.token(s + "}");
    }

    void line(const pdn_line<Variant>& l, position<Variant> p, std::size_t ply, bool number_black) {
        for (const auto& c : l.comments) {
            comment(c);
            number_black = true;
        }
        for (const auto& node : l.nodes) {
            const std::size_t from_white = ply + (g_.start.side_to_move() == color::black ? 1 : 0);
            const std::uint64_t first = std::max(g_.first_move_number, std::uint64_t{1});
            const std::string number = std::to_string(first + from_white / 2);
            std::string text = write_move(p, node.move) + node.strength;
            if (p.side_to_move() == color::white)
                text = number + ". " + text;
            else if (number_black)
                text = number + "... " + text;
            lines_.token(text);
            number_black = false;
            for (std::uint32_t nag : node.nags) lines_.token(std::string(1, '$') += std::to_string(nag));
            for (const auto& c : node.comments) {
                comment(c);
                number_black = true;
            }
            for (const auto& v : node.variations) {
                lines_.open();
                line(v, p, ply, true);
                lines_.close();
                number_black = true;
            }
            p.play(node.move);
            ++ply;
        }
    }

    const pdn_game<Variant>& g_;
    std::string& out_;
    pdn_line_writer lines_;
};

}  // namespace detail

// A game's result as PDN writes it: "2-0", "1-1", "0-2" where a win scores 2 points
// (international draughts and its family), "1-0", "1/2-1/2", "0-1" elsewhere; "*" while it
// goes on.
template <class Variant>
[[nodiscard]] std::string pdn_result(const game_state& s) {
    const bool two_points = rules_of<Variant>::points_for_a_win == 2;
    switch (s.kind) {
    case game_status::ongoing: return "*";
    case game_status::draw: return two_points ? "1-1" : "1/2-1/2";
    case game_status::win:
        if (s.winner == color::white) return two_points ? "2-0" : "1-0";
        return two_points ? "0-2" : "0-1";
    }
    return "*";
}

// A game as PDN holds it: its set-up, its moves, and its result from the rules' verdict, with
// the tags given (a Result tag among them is replaced).
template <class Variant>
[[nodiscard]] pdn_game<Variant> to_pdn_game(const game<Variant>& g, std::vector<pdn_tag> tags = {}) {
    pdn_game<Variant> out;
    out.start = g.setup();
    for (const auto& m : g.moves()) out.moves.nodes.push_back({m, {}, {}, {}, {}});
    out.result = pdn_result<Variant>(g.state());
    std::erase_if(tags, [](const pdn_tag& t) { return t.name == "Result"; });
    tags.push_back({"Result", out.result});
    out.tags = std::move(tags);
    return out;
}

// One game, ending with a line end; files put an empty line between games.
template <class Variant>
[[nodiscard]] std::string write_pdn(const pdn_game<Variant>& g, pdn_write_options options = {}) {
    std::string out;
    detail::pdn_writer<Variant>(g, out, options).write();
    return out;
}

}  // namespace draughts
