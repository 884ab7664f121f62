#pragma once
// A cursor over text for the readers (FEN, moves, PDN): position, column, and small
// helpers that never read past the end.

#include "error.hpp"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace draughts::detail {

class scanner {
public:
    constexpr explicit scanner(std::string_view text) noexcept : text_(text) {}

    [[nodiscard]] constexpr bool at_end() const noexcept { return pos_ >= text_.size(); }
    [[nodiscard]] constexpr char peek(std::size_t ahead = 0) const noexcept {
        return pos_ + ahead < text_.size() ? text_[pos_ + ahead] : '\0';
    }
    [[nodiscard]] constexpr std::size_t offset() const noexcept { return pos_; }
    [[nodiscard]] constexpr std::size_t column() const noexcept { return pos_ + 1; }
    [[nodiscard]] constexpr std::string_view rest() const noexcept { return text_.substr(pos_); }
    [[nodiscard]] constexpr std::string_view since(std::size_t start) const noexcept {
        return text_.substr(start, pos_ - start);
    }
    constexpr void advance(std::size_t n = 1) noexcept { pos_ = pos_ + n < text_.size() ? pos_ + n : text_.size(); }

    constexpr bool eat(char c) noexcept {
        if (peek() != c || at_end()) return false;
        ++pos_;
        return true;
    }
    constexpr void skip_spaces() noexcept {
        while (!at_end() && is_space(text_[pos_])) ++pos_;
    }

    [[nodiscard]] static constexpr bool is_space(char c) noexcept {
        return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\f' || c == '\v';
    }
    [[nodiscard]] static constexpr bool is_digit(char c) noexcept { return c >= '0' && c <= '9'; }
    [[nodiscard]] static constexpr bool is_lower(char c) noexcept { return c >= 'a' && c <= 'z'; }
    [[nodiscard]] static constexpr bool is_upper(char c) noexcept { return c >= 'A' && c <= 'Z'; }
    // A file letter of a square name, in either case: a to t, the files of boards up to 20
    // wide (so never x, the capture separator).
    [[nodiscard]] static constexpr bool is_file_letter(char c) noexcept {
        return (c >= 'a' && c <= 't') || (c >= 'A' && c <= 'T');
    }

    // A run of digits read as a number: false when there were no digits or the value
    // passed the limit (the digits are consumed either way, so an error can point past them).
    struct number {
        std::uint32_t value = 0;
        bool found = false;      // there were digits
        bool too_large = false;  // ... making more than the limit
        constexpr explicit operator bool() const noexcept { return found && !too_large; }
        constexpr std::uint32_t operator*() const noexcept { return value; }
    };

    constexpr number read_number(std::uint32_t limit) noexcept {
        number n;
        std::uint64_t value = 0;
        while (is_digit(peek())) {
            n.found = true;
            value = value * 10 + static_cast<std::uint64_t>(peek() - '0');
            if (value > limit) n.too_large = true, value = limit;
            ++pos_;
        }
        n.value = static_cast<std::uint32_t>(value);
        return n;
    }

    [[nodiscard]] parse_error error(error_kind kind, std::string message, std::size_t at) const {
        return parse_error{kind, std::move(message), 0, at + 1};
    }
    [[nodiscard]] parse_error error_here(error_kind kind, std::string message) const {
        return error(kind, std::move(message), pos_);
    }

private:
    std::string_view text_;
    std::size_t pos_ = 0;
};

}  // namespace draughts::detail

namespace draughts {

// Text for a message: printable ASCII as it is, anything else as \xNN, cut to a length -
// bounded however long the text that was read.
[[nodiscard]] inline std::string excerpt(std::string_view text, std::size_t max = 24) {
    std::string s;
    constexpr char hex[] = "0123456789abcdef";
    for (std::size_t i = 0; i < text.size() && i < max; ++i) {
        const auto c = static_cast<unsigned char>(text[i]);
        if (c >= 0x20 && c < 0x7f) {
            s += static_cast<char>(c);
        } else {
            s += "\\x";
            s += hex[c >> 4];
            s += hex[c & 15];
        }
    }
    if (text.size() > max) s += "...";
    return s;
}

// The same in quotes, for text that is not a number or a name: how every message of the
// library quotes what it was given, and how a tool can quote what its user typed. The
// headers call it as draughts::quoted: for a std::string, argument-dependent lookup would
// otherwise find std::quoted too wherever <iomanip> is in, and take it.
[[nodiscard]] inline std::string quoted(std::string_view text, std::size_t max = 24) {
    std::string s(1, '"');  // appended to, not "\"" + excerpt(): g++ 12 -O3 warns falsely on that (-Wrestrict)
    s += excerpt(text, max);
    s += '"';
    return s;
}

}  // namespace draughts
