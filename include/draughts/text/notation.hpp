#pragma once
// Move text (PDN 3.0): "32-28" and "c3-d4" for quiet moves, "28x19" and "c3:e5"
// for captures (short form), "47x24x8x17x6" and "c3:e5:g3" with the capture path (long
// form: one square per captured piece, where the piece turns or right behind the piece
// where it goes straight on).
//
// Writing gives the short form unless two legal moves share it, then the long form.
// Reading a move is read_move.hpp.

#include "../core/position.hpp"
#include "../movegen/generate.hpp"
#include "../movegen/paths.hpp"
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
// from one search of the capture paths of each piece that makes them (a position with
// hundreds of thousands of paths writes its list in the time of one search).
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
    std::vector<move<Variant>> written_long;
    std::vector<std::size_t> where;  // of each move written long, in `moves`
    for (std::size_t i = 0; i < moves.size(); ++i)
        if (long_form[i]) {
            written_long.push_back(moves[i]);
            where.push_back(i);
        }
    std::vector<int> path;
    detail::for_each_piece_of<move<Variant>>(written_long, [&](int from, const std::vector<std::size_t>& of_piece) {
        detail::for_each_kept_path(
            p, from,
            [&](const auto& c) {
                const auto m = c.as_move();
                for (std::size_t i : of_piece) {
                    if (!(written_long[i] == m)) continue;
                    detail::path_numbers(c, path);
                    std::vector<int>& shortest = first[where[i]];
                    if (shortest.empty() || path < shortest) shortest = path;
                }
            },
            [&] {
                for (std::size_t i : of_piece) first[where[i]].clear();
            });
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

}  // namespace draughts
