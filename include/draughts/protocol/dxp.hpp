#pragma once
// DamExchange (DXP), the protocol of two draughts programs playing a game of international
// draughts over a connection (the DamExchange protocol description by Harm Jetten and Stef
// Keetman, published by Mesander: "Layer 2 protocol description" and one page per message;
// quoted below as "DXP layer 2" and "DXP <MESSAGE>"), as text: messages read and written,
// the GAMEREQ position, and moves. No I/O: a program sends and receives the messages
// (DXP layer 1 frames each with a terminating NUL, which is not part of the text here).
//
// Every field has a fixed width: numbers with leading zeros, names padded with blanks to 32
// characters. A message is 1 to 127 characters of ASCII 1-127 (DXP layer 2).

#include "../variants/diagonal.hpp"
#include "common.hpp"

#include <cstdint>
#include <optional>
#include <type_traits>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace draughts {

// DXP's colours: 'W' white, 'Z' (zwart) black.
// GAMEREQ 'R' (DXP GAMEREQ): version (2), the initiator's name (32), the follower's colour
// (1), thinking time in minutes (3), number of moves (3, 0: no limit), starting position (1:
// 'A' the start position with White to move, 'B' a position follows: colour to move (1),
// then one letter per square 1-50 (50)).
struct dxp_game_request {
    int version = 1;
    std::string initiator_name;
    color follower_color = color::black;
    int thinking_minutes = 0;
    int moves = 0;
    // 'B': the colour to move and the 50 squares, as read_dxp_position reads them; none: 'A'.
    std::optional<std::string> setup;
    friend bool operator==(const dxp_game_request&, const dxp_game_request&) = default;
};

// GAMEACC 'A' (DXP GAMEACC): the follower's name (32), the acceptance code (1).
enum class dxp_acceptance : std::uint8_t {
    accepted,             // '0'
    version_not_handled,  // '1': the GAMEREQ's protocol version is not the one expected
    declined_this_game,   // '2': not this game, but another
    declined_all_games,   // '3'
};
struct dxp_game_accept {
    std::string follower_name;
    dxp_acceptance acceptance = dxp_acceptance::accepted;
    friend bool operator==(const dxp_game_accept&, const dxp_game_accept&) = default;
};

// MOVE 'M' (DXP MOVE): the seconds used (4), from (2), to (2), number captured (2, at most
// 20), then each captured square (2 each, in any order).
struct dxp_move {
    int seconds = 0;
    int from = 0;
    int to = 0;
    std::vector<int> captured;
    friend bool operator==(const dxp_move&, const dxp_move&) = default;
};

// GAMEEND 'E' (DXP GAMEEND): the reason (1), the stop code (1).
enum class dxp_end_reason : std::uint8_t { unspecified, i_resign, draw, i_win };  // '0'-'3'
enum class dxp_stop_code : std::uint8_t { next_game_welcome, stop_entirely };     // '0', '1'
struct dxp_game_end {
    dxp_end_reason reason = dxp_end_reason::unspecified;
    dxp_stop_code stop = dxp_stop_code::next_game_welcome;
    friend bool operator==(const dxp_game_end&, const dxp_game_end&) = default;
};

// CHAT 'C' (DXP CHAT): free text, 1 to 126 characters.
struct dxp_chat {
    std::string text;
    friend bool operator==(const dxp_chat&, const dxp_chat&) = default;
};

// BACKREQ 'B' (DXP BACKREQ): the move number to go back to (3, 001-999), the colour to move
// there (1).
struct dxp_back_request {
    int move_number = 1;
    color to_move = color::white;
    friend bool operator==(const dxp_back_request&, const dxp_back_request&) = default;
};

// BACKACC 'K' (DXP BACKACC): the acceptance code (1). The three codes are as other DXP
// implementations read them; the page itself was not at hand.
enum class dxp_back_acceptance : std::uint8_t { accepted, not_supported, declined };  // '0'-'2'
struct dxp_back_accept {
    dxp_back_acceptance acceptance = dxp_back_acceptance::accepted;
    friend bool operator==(const dxp_back_accept&, const dxp_back_accept&) = default;
};

using dxp_message = std::variant<dxp_game_request, dxp_game_accept, dxp_move, dxp_game_end, dxp_chat,
                                 dxp_back_request, dxp_back_accept>;

namespace detail::dxp {

inline constexpr std::size_t name_width = 32;
inline constexpr std::size_t max_message = 127;  // DXP layer 2
inline constexpr std::size_t max_chat = 126;     // DXP CHAT
inline constexpr int max_captured = 20;          // DXP MOVE

// A cursor over one message: fixed-width fields, errors naming the message and the field.
class fields {
public:
    fields(std::string_view text, std::string_view message) : text_(text), message_(message) {}

    [[nodiscard]] parse_error error(error_kind kind, const std::string& what, std::size_t at) const {
        return parse_error{kind, "DXP " + std::string(message_) + ": " + what + " in " + draughts::quoted(text_, 60), 0, at + 1};
    }
    [[nodiscard]] std::size_t offset() const noexcept { return at_; }
    [[nodiscard]] bool at_end() const noexcept { return at_ >= text_.size(); }

    // The next `width` characters, or an error saying the message ends before the field.
    [[nodiscard]] result<std::string_view> take(std::size_t width, std::string_view field) {
        if (text_.size() - at_ < width)
            return error(error_kind::incomplete,
                         "the message ends before its " + std::string(field) + " (" + std::to_string(width) +
                             (width == 1 ? " character)" : " characters)"),
                         text_.size());
        const std::string_view s = text_.substr(at_, width);
        at_ += width;
        return s;
    }
    // A number of exactly `width` digits, leading zeros included, within [low, high].
    [[nodiscard]] result<int> number(std::size_t width, std::string_view field, int low, int high) {
        const std::size_t start = at_;
        auto s = take(width, field);
        if (!s) return s.error();
        int n = 0;
        for (char c : *s) {
            if (!scanner::is_digit(c))
                return error(error_kind::syntax,
                             "the " + std::string(field) + " must be " + std::to_string(width) + " digits, not " +
                                 draughts::quoted(*s),
                             start);
            n = n * 10 + (c - '0');
        }
        if (n < low || n > high)
            return error(field.find("square") != std::string_view::npos ? error_kind::bad_square : error_kind::syntax,
                         "the " + std::string(field) + " " + std::string(*s) + " is not in " + padded(low, width) +
                             "-" + padded(high, width),
                         start);
        return n;
    }
    // One character out of `allowed`, as its index there.
    [[nodiscard]] result<int> code(std::string_view field, std::string_view allowed) {
        const std::size_t start = at_;
        auto s = take(1, field);
        if (!s) return s.error();
        const std::size_t i = allowed.find((*s)[0]);
        if (i == std::string_view::npos) {
            std::string choices;
            for (char c : allowed) choices += (choices.empty() ? "" : ", ") + std::string(1, c);
            return error((allowed == "WZ") ? error_kind::bad_colour : error_kind::syntax,
                         "the " + std::string(field) + " must be one of " + choices + ", not " + draughts::quoted(*s), start);
        }
        return static_cast<int>(i);
    }
    [[nodiscard]] std::optional<parse_error> end() const {
        if (at_end()) return std::nullopt;
        return error(error_kind::trailing_text, "unexpected " + draughts::quoted(text_.substr(at_)) + " after the last field",
                     at_);
    }

    [[nodiscard]] static std::string padded(int n, std::size_t width) {
        std::string s = std::to_string(n);
        return std::string(width > s.size() ? width - s.size() : 0, '0') + s;
    }

private:
    std::string_view text_;
    std::string_view message_;
    std::size_t at_ = 1;  // after the header
};

// A name: 32 characters, blanks added on the right (DXP GAMEREQ, GAMEACC); read without them.
[[nodiscard]] inline result<std::string> name(fields& in) {
    auto s = in.take(name_width, "name");
    if (!s) return s.error();
    std::string_view n = *s;
    while (!n.empty() && n.back() == ' ') n.remove_suffix(1);
    return std::string(n);
}

[[nodiscard]] inline color colour_of(int index) noexcept { return index == 0 ? color::white : color::black; }
[[nodiscard]] inline char colour_letter(color c) noexcept { return c == color::white ? 'W' : 'Z'; }

}  // namespace detail::dxp

// The letters of the GAMEREQ position: the colour to move 'W' or 'Z', then per square 'w'
// and 'z' men, 'W' and 'Z' kings, 'e' empty (as Scan 3.1 and other DXP programs write it;
// DXP GAMEREQ gives the layout).
inline constexpr position_letters dxp_letters{"DXP", 'W', 'Z', 'w', 'z', 'W', 'Z', 'e'};

// Reads one DXP message (its text, without layer 1's terminating NUL). Errors name the
// message, the field and its column: a field of the wrong width or characters, a code out of
// its range, a message too long or with anything after its last field.
[[nodiscard]] inline result<dxp_message> read_dxp(std::string_view text) {
    using detail::dxp::fields;
    if (text.empty()) return parse_error{error_kind::empty_input, "empty DXP message", 0, 0};
    for (std::size_t i = 0; i < text.size(); ++i) {
        const auto c = static_cast<unsigned char>(text[i]);
        if (c == 0 || c > 127)
            return parse_error{error_kind::syntax,
                               "a DXP message holds ASCII characters 1-127, not " + excerpt(text.substr(i, 1)), 0,
                               i + 1};
    }
    if (text.size() > detail::dxp::max_message)
        return parse_error{error_kind::trailing_text,
                           "a DXP message has at most 127 characters, not " + std::to_string(text.size()), 0,
                           detail::dxp::max_message + 1};
    switch (text[0]) {
    case 'R': {
        fields in(text, "GAMEREQ");
        dxp_game_request m;
        auto version = in.number(2, "version", 0, 99);
        if (!version) return version.error();
        auto name = detail::dxp::name(in);
        if (!name) return name.error();
        auto follower = in.code("follower colour", "WZ");
        if (!follower) return follower.error();
        auto minutes = in.number(3, "thinking time", 0, 999);
        if (!minutes) return minutes.error();
        auto moves = in.number(3, "number of moves", 0, 999);
        if (!moves) return moves.error();
        auto start = in.code("starting position", "AB");
        if (!start) return start.error();
        m.version = *version;
        m.initiator_name = std::move(*name);
        m.follower_color = detail::dxp::colour_of(*follower);
        m.thinking_minutes = *minutes;
        m.moves = *moves;
        if (*start == 1) {
            const std::size_t at = in.offset();
            auto to_move = in.code("colour to move", "WZ");
            if (!to_move) return to_move.error();
            auto squares = in.take(50, "position");
            if (!squares) return squares.error();
            for (std::size_t i = 0; i < squares->size(); ++i)
                if (std::string_view("wzWZe").find((*squares)[i]) == std::string_view::npos)
                    return in.error(error_kind::syntax,
                                    "square " + std::to_string(i + 1) + " of the position is " +
                                        detail::quoted_char((*squares)[i]) + ", expected one of w, z, W, Z, e",
                                    at + 1 + i);
            m.setup = std::string(text.substr(at, 51));
        }
        if (auto e = in.end()) return *e;
        return dxp_message{std::move(m)};
    }
    case 'A': {
        fields in(text, "GAMEACC");
        auto name = detail::dxp::name(in);
        if (!name) return name.error();
        auto code = in.code("acceptance code", "0123");
        if (!code) return code.error();
        if (auto e = in.end()) return *e;
        return dxp_message{dxp_game_accept{std::move(*name), static_cast<dxp_acceptance>(*code)}};
    }
    case 'M': {
        fields in(text, "MOVE");
        dxp_move m;
        auto seconds = in.number(4, "time", 0, 9999);
        if (!seconds) return seconds.error();
        auto from = in.number(2, "from square", 1, 50);
        if (!from) return from.error();
        auto to = in.number(2, "to square", 1, 50);
        if (!to) return to.error();
        auto count = in.number(2, "number captured", 0, detail::dxp::max_captured);
        if (!count) return count.error();
        m.seconds = *seconds;
        m.from = *from;
        m.to = *to;
        for (int i = 0; i < *count; ++i) {
            auto square = in.number(2, "captured square", 1, 50);
            if (!square) return square.error();
            m.captured.push_back(*square);
        }
        if (auto e = in.end()) return *e;
        return dxp_message{std::move(m)};
    }
    case 'E': {
        fields in(text, "GAMEEND");
        auto reason = in.code("reason", "0123");
        if (!reason) return reason.error();
        auto stop = in.code("stop code", "01");
        if (!stop) return stop.error();
        if (auto e = in.end()) return *e;
        return dxp_message{
            dxp_game_end{static_cast<dxp_end_reason>(*reason), static_cast<dxp_stop_code>(*stop)}};
    }
    case 'C': {
        if (text.size() < 2)
            return parse_error{error_kind::incomplete, "DXP CHAT: the message has no text (1 to 126 characters)", 0,
                               2};
        return dxp_message{dxp_chat{std::string(text.substr(1))}};
    }
    case 'B': {
        fields in(text, "BACKREQ");
        auto number = in.number(3, "move number", 1, 999);
        if (!number) return number.error();
        auto colour = in.code("colour to move", "WZ");
        if (!colour) return colour.error();
        if (auto e = in.end()) return *e;
        return dxp_message{dxp_back_request{*number, detail::dxp::colour_of(*colour)}};
    }
    case 'K': {
        fields in(text, "BACKACC");
        auto code = in.code("acceptance code", "012");
        if (!code) return code.error();
        if (auto e = in.end()) return *e;
        return dxp_message{dxp_back_accept{static_cast<dxp_back_acceptance>(*code)}};
    }
    default:
        return parse_error{error_kind::syntax,
                           "unknown DXP message type " + detail::quoted_char(text[0]) +
                               " (expected R, A, M, E, C, B or K)",
                           0, 1};
    }
}

namespace detail::dxp {

[[nodiscard]] inline bool is_dxp_text(std::string_view s) noexcept {
    for (char c : s)
        if (static_cast<unsigned char>(c) == 0 || static_cast<unsigned char>(c) > 127) return false;
    return true;
}
[[nodiscard]] inline bool fits(int n, std::size_t width) noexcept {
    int most = 1;
    for (std::size_t i = 0; i < width; ++i) most *= 10;
    return n >= 0 && n < most;
}

}  // namespace detail::dxp

// Whether write_dxp can write m so that read_dxp reads it back: numbers within their fields'
// widths and ranges, names of at most 32 characters not ending in a blank, chat text of 1 to
// 126 characters, all ASCII 1-127, a setup as read_dxp reads one. Every message read_dxp
// gives is writable.
[[nodiscard]] inline bool dxp_writable(const dxp_message& message) {
    using namespace detail::dxp;
    auto name_ok = [](const std::string& n) {
        return n.size() <= name_width && is_dxp_text(n) && (n.empty() || n.back() != ' ');
    };
    return std::visit(
        [&](const auto& m) {
            using T = std::decay_t<decltype(m)>;
            if constexpr (std::is_same_v<T, dxp_game_request>) {
                if (m.setup) {
                    if (m.setup->size() != 51 || ((*m.setup)[0] != 'W' && (*m.setup)[0] != 'Z')) return false;
                    for (std::size_t i = 1; i < 51; ++i)
                        if (std::string_view("wzWZe").find((*m.setup)[i]) == std::string_view::npos) return false;
                }
                return fits(m.version, 2) && name_ok(m.initiator_name) && fits(m.thinking_minutes, 3) &&
                       fits(m.moves, 3);
            } else if constexpr (std::is_same_v<T, dxp_game_accept>) {
                return name_ok(m.follower_name) && static_cast<int>(m.acceptance) <= 3;
            } else if constexpr (std::is_same_v<T, dxp_move>) {
                auto square_ok = [](int n) { return n >= 1 && n <= 50; };
                bool ok = fits(m.seconds, 4) && square_ok(m.from) && square_ok(m.to) &&
                          m.captured.size() <= static_cast<std::size_t>(max_captured);
                for (int n : m.captured) ok = ok && square_ok(n);
                return ok;
            } else if constexpr (std::is_same_v<T, dxp_game_end>) {
                return static_cast<int>(m.reason) <= 3 && static_cast<int>(m.stop) <= 1;
            } else if constexpr (std::is_same_v<T, dxp_chat>) {
                return !m.text.empty() && m.text.size() <= max_chat && is_dxp_text(m.text);
            } else if constexpr (std::is_same_v<T, dxp_back_request>) {
                return m.move_number >= 1 && m.move_number <= 999;
            } else {
                return static_cast<int>(m.acceptance) <= 2;
            }
        },
        message);
}

// The text of a message, every field at its width: read_dxp(write_dxp(m)) == m for every
// message dxp_writable accepts.
[[nodiscard]] inline std::string write_dxp(const dxp_message& message) {
    using namespace detail::dxp;
    auto number = [](int n, std::size_t width) { return fields::padded(n, width); };
    auto padded_name = [](const std::string& n) {
        return n + std::string(n.size() < name_width ? name_width - n.size() : 0, ' ');
    };
    return std::visit(
        [&](const auto& m) -> std::string {
            using T = std::decay_t<decltype(m)>;
            if constexpr (std::is_same_v<T, dxp_game_request>) {
                std::string s = "R" + number(m.version, 2) + padded_name(m.initiator_name) +
                                colour_letter(m.follower_color) + number(m.thinking_minutes, 3) + number(m.moves, 3);
                return m.setup ? s + 'B' + *m.setup : s + 'A';
            } else if constexpr (std::is_same_v<T, dxp_game_accept>) {
                return "A" + padded_name(m.follower_name) + static_cast<char>('0' + static_cast<int>(m.acceptance));
            } else if constexpr (std::is_same_v<T, dxp_move>) {
                std::string s = "M" + number(m.seconds, 4) + number(m.from, 2) + number(m.to, 2) +
                                number(static_cast<int>(m.captured.size()), 2);
                for (int n : m.captured) s += number(n, 2);
                return s;
            } else if constexpr (std::is_same_v<T, dxp_game_end>) {
                return std::string{'E', static_cast<char>('0' + static_cast<int>(m.reason)),
                                   static_cast<char>('0' + static_cast<int>(m.stop))};
            } else if constexpr (std::is_same_v<T, dxp_chat>) {
                return "C" + m.text;
            } else if constexpr (std::is_same_v<T, dxp_back_request>) {
                return "B" + number(m.move_number, 3) + colour_letter(m.to_move);
            } else {
                return std::string{'K', static_cast<char>('0' + static_cast<int>(m.acceptance))};
            }
        },
        message);
}

// --- Positions and moves: international draughts (DXP plays it alone) --------------------

// The GAMEREQ setup (colour to move, then 50 squares) as a position, and back.
template <class Variant = international>
[[nodiscard]] result<position<Variant>> read_dxp_position(std::string_view setup) {
    static_assert(Variant::board::squares == 50, "DXP positions have 50 squares");
    return detail::read_position_letters<Variant>(setup, dxp_letters);
}
template <class Variant = international>
[[nodiscard]] std::string write_dxp_position(const position<Variant>& p) {
    static_assert(Variant::board::squares == 50, "DXP positions have 50 squares");
    return detail::write_position_letters(p, dxp_letters);
}

// The starting position of a GAMEREQ: the start position for 'A' (DXP GAMEREQ: "with white
// to move first"), else its setup.
template <class Variant = international>
[[nodiscard]] result<position<Variant>> dxp_start_position(const dxp_game_request& r) {
    if (!r.setup) return position<Variant>::start();
    return read_dxp_position<Variant>(*r.setup);
}

// A GAMEREQ for a game from p: 'A' for the start position with White to move, else 'B'.
template <class Variant = international>
[[nodiscard]] dxp_game_request dxp_request_for(const position<Variant>& p, std::string initiator_name,
                                               color follower, int thinking_minutes, int moves) {
    dxp_game_request r{1, std::move(initiator_name), follower, thinking_minutes, moves, std::nullopt};
    if (!(p == position<Variant>::start())) r.setup = write_dxp_position(p);
    return r;
}

// The legal move of p a MOVE names (find_legal_move: captured squares in any order).
template <class Variant = international>
[[nodiscard]] result<move<Variant>> find_dxp_move(const position<Variant>& p, const dxp_move& m) {
    static_assert(Variant::board::squares == 50, "DXP moves have squares 1-50");
    std::string written = std::to_string(m.from) + (m.captured.empty() ? "-" : "x") + std::to_string(m.to);
    for (int n : m.captured) written += "x" + std::to_string(n);
    return find_legal_move(p, protocol_move{m.from, m.to, m.captured}, written);
}

// The MOVE of a legal move, the captured squares in increasing order.
template <class Variant = international>
[[nodiscard]] dxp_move to_dxp_move(const move<Variant>& m, int seconds = 0) {
    static_assert(Variant::board::squares == 50, "DXP moves have squares 1-50");
    protocol_move pm = to_protocol_move<Variant>(m);
    return dxp_move{seconds, pm.from, pm.to, std::move(pm.captured)};
}

}  // namespace draughts
