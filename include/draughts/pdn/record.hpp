#pragma once
// A PDN game as written (PDN 3.0, pdn.fmjd.org): its tags and its movetext as a tree of
// moves, comments, NAGs, strength marks and variations, before any move is matched against
// a position. The reader (pdn/reader.hpp) gives it; the replay (pdn/replay.hpp) plays it.

#include "../text/error.hpp"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
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

}  // namespace draughts
