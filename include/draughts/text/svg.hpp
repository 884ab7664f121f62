#pragma once
// A position as an SVG diagram, for teaching material and web pages: the board with White
// at the bottom (or Black, flipped), the pieces, and on request a move drawn as a line
// through its landing squares ending in an arrowhead, the pieces it takes drawn faded (they
// stay on the board until the move ends, FMJD 4.8), highlighted squares, square numbers or
// coordinates, and the board's named diagonals.
//
// The output depends on nothing but its input, byte for byte: integer coordinates, a fixed
// order of elements, no time or random identifiers. Every piece is one element of class
// "piece" (with "white" or "black" and "man" or "king"), so that programs can find them.

#include "../core/lines.hpp"
#include "../core/position.hpp"
#include "../core/variant.hpp"

#include <algorithm>
#include <array>
#include <cstdint>
#include <string_view>
#include <string>
#include <vector>

namespace draughts {

enum class square_labels : std::uint8_t { numbers, coordinates, none };

template <class Variant>
struct svg_options {
    using bitboard = typename Variant::board::bitboard;

    std::vector<int> path;     // a move: its start, the squares it lands on, its end (square numbers)
    bitboard taken{};          // the pieces the move takes, drawn faded and crossed out
    bool crowns = false;       // the move crowns its man: a ring where it is crowned
    std::vector<int> highlight;  // squares to mark
    bool flip = false;         // Black at the bottom
    // Square numbers in a corner of each square, files and ranks beside the board, or
    // nothing; by default what the variant's notation uses.
    square_labels labels = rules_of<Variant>::notation == square_notation::numeric ? square_labels::numbers
                                                                                    : square_labels::coordinates;
    bool diagonals = false;  // the board's named lines (core/lines.hpp), with a legend under the board
};

namespace detail {

// A named line's family, the words that name the lines alike: "double" for the lower and
// upper doubles and their short sides.
[[nodiscard]] constexpr std::string_view line_family(const named_line& l) noexcept {
    std::string_view name = l.name.substr(0, l.name.find(','));
    for (std::string_view side : {"lower ", "upper "})
        if (name.starts_with(side)) name.remove_prefix(side.size());
    return name;
}

[[nodiscard]] inline std::string family_colour(const std::vector<std::string_view>& families, std::string_view family) {
    static constexpr std::array<std::string_view, 4> colours{"#2e7d32", "#6a1b9a", "#ef6c00", "#00838f"};
    const auto i = static_cast<std::size_t>(std::find(families.begin(), families.end(), family) - families.begin());
    return std::string(colours[i % colours.size()]);
}

}  // namespace detail

template <class Variant>
[[nodiscard]] std::string svg(const position<Variant>& p, const svg_options<Variant>& o = {}) {
    using board = typename Variant::board;
    constexpr int cell = 50;
    const int margin = o.labels == square_labels::coordinates ? 24 : 4;
    // The named lines by family (the main road, the doubles, ...), each in its colour, and a
    // legend row under the board that names them.
    const auto lines = named_lines<board>();
    std::vector<std::string_view> families;
    if (o.diagonals)
        for (const named_line& l : lines)
            if (std::find(families.begin(), families.end(), detail::line_family(l)) == families.end())
                families.push_back(detail::line_family(l));
    const int legend = families.empty() ? 0 : 26;
    const int width = board::width * cell + 2 * margin;
    const int height = board::height * cell + 2 * margin + legend;
    // The top-left corner of a square on the screen.
    const auto x_of = [&](int file) { return margin + (o.flip ? board::width - 1 - file : file) * cell; };
    const auto y_of = [&](int rank) { return margin + (o.flip ? rank - 1 : board::height - rank) * cell; };
    const auto centre_x = [&](int n) { return x_of(board::file(n)) + cell / 2; };
    const auto centre_y = [&](int n) { return y_of(board::rank(n)) + cell / 2; };
    const auto num = [](int v) { return std::to_string(v); };

    std::string out = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" + num(width) + "\" height=\"" +
                      num(height) + "\" viewBox=\"0 0 " + num(width) + " " + num(height) + "\">\n";
    out += "<defs><marker id=\"arrowhead\" viewBox=\"0 0 10 10\" refX=\"5\" refY=\"5\" markerWidth=\"4\" "
           "markerHeight=\"4\" orient=\"auto-start-reverse\"><path d=\"M 0 0 L 10 5 L 0 10 z\" "
           "fill=\"#1565c0\"/></marker></defs>\n";
    out += "<rect class=\"frame\" x=\"0\" y=\"0\" width=\"" + num(width) + "\" height=\"" + num(height) +
           "\" fill=\"#ffffff\"/>\n";

    // The squares: dark where play is on the dark squares, every square alike otherwise.
    out += "<g class=\"board\">\n";
    for (int rank = board::height; rank >= 1; --rank)
        for (int file = 0; file < board::width; ++file) {
            const bool dark = board::played == playing_squares::all ? (file + rank) % 2 == 0
                                                                     : board::number_at(file, rank) != 0;
            out += "<rect x=\"" + num(x_of(file)) + "\" y=\"" + num(y_of(rank)) + "\" width=\"" + num(cell) +
                   "\" height=\"" + num(cell) + "\" fill=\"" + (dark ? "#b58863" : "#f0d9b5") + "\"/>\n";
        }
    out += "</g>\n";

    if (!o.highlight.empty()) {
        out += "<g class=\"highlight\">\n";
        for (int n : o.highlight)
            if (board::on_board(n))
                out += "<rect x=\"" + num(x_of(board::file(n))) + "\" y=\"" + num(y_of(board::rank(n))) +
                       "\" width=\"" + num(cell) + "\" height=\"" + num(cell) +
                       "\" fill=\"#ffeb3b\" fill-opacity=\"0.6\"/>\n";
        out += "</g>\n";
    }

    if (o.labels == square_labels::coordinates) {
        out += "<g class=\"coordinates\" font-family=\"sans-serif\" font-size=\"13\" fill=\"#333333\" "
               "text-anchor=\"middle\">\n";
        for (int file = 0; file < board::width; ++file)
            out += "<text x=\"" + num(x_of(file) + cell / 2) + "\" y=\"" + num(height - legend - 7) + "\">" +
                   std::string(1, static_cast<char>('a' + file)) + "</text>\n";
        for (int rank = 1; rank <= board::height; ++rank)
            out += "<text x=\"" + num(margin / 2) + "\" y=\"" + num(y_of(rank) + cell / 2 + 5) + "\">" + num(rank) +
                   "</text>\n";
        out += "</g>\n";
    }

    if (!families.empty()) {
        out += "<g class=\"diagonals\" stroke-width=\"3\" stroke-dasharray=\"8 5\" stroke-opacity=\"0.85\">\n";
        for (const named_line& l : lines)
            out += "<line x1=\"" + num(x_of(l.from_file) + cell / 2) + "\" y1=\"" + num(y_of(l.from_rank) + cell / 2) +
                   "\" x2=\"" + num(x_of(l.to_file) + cell / 2) + "\" y2=\"" + num(y_of(l.to_rank) + cell / 2) +
                   "\" stroke=\"" + detail::family_colour(families, detail::line_family(l)) + "\"><title>" +
                   std::string(l.name) + " (" + std::string(l.transliteration) + ")</title></line>\n";
        out += "</g>\n";
        out += "<g class=\"legend\" font-family=\"sans-serif\" font-size=\"12\" fill=\"#333333\">\n";
        const int y = height - legend / 2;
        const int step = (width - 2 * margin) / static_cast<int>(families.size());
        for (std::size_t i = 0; i < families.size(); ++i) {
            const int x = margin + static_cast<int>(i) * step;
            out += "<line x1=\"" + num(x) + "\" y1=\"" + num(y) + "\" x2=\"" + num(x + 18) + "\" y2=\"" + num(y) +
                   "\" stroke=\"" + detail::family_colour(families, families[i]) +
                   "\" stroke-width=\"3\" stroke-dasharray=\"8 5\"/><text x=\"" + num(x + 22) + "\" y=\"" + num(y + 4) +
                   "\">" + std::string(families[i]) + "</text>\n";
        }
        out += "</g>\n";
    }

    out += "<g class=\"pieces\">\n";
    for (int n = 1; n <= board::squares; ++n) {
        const auto there = p.at(n);
        if (!there) continue;
        const bool white = there->side == color::white;
        const bool king = there->kind == piece_kind::king;
        const bool taken = (o.taken & board::square_mask(n)) != typename board::bitboard{};
        out += std::string("<g class=\"piece ") + (white ? "white" : "black") + (king ? " king" : " man") +
               (taken ? " taken\" opacity=\"0.5\"" : "\"") + ">";
        out += "<circle cx=\"" + num(centre_x(n)) + "\" cy=\"" + num(centre_y(n)) + "\" r=\"20\" fill=\"" +
               (white ? "#fafafa" : "#212121") + "\" stroke=\"" + (white ? "#424242" : "#000000") +
               "\" stroke-width=\"2\"/>";
        if (king)
            out += "<circle cx=\"" + num(centre_x(n)) + "\" cy=\"" + num(centre_y(n)) +
                   "\" r=\"10\" fill=\"none\" stroke=\"#c9a227\" stroke-width=\"4\"/>";
        out += "</g>\n";
        // A piece taken but still on the board (the Turkish strike) is crossed out, so that
        // it shows on dark squares as well as light ones.
        if (taken) {
            const auto corner = [&](int dx, int dy) { return num(centre_x(n) + dx) + "\" y1=\"" + num(centre_y(n) + dy); };
            out += "<g class=\"taken-mark\" stroke=\"#c62828\" stroke-width=\"4\" stroke-linecap=\"round\"><line x1=\"" +
                   corner(-13, -13) + "\" x2=\"" + num(centre_x(n) + 13) + "\" y2=\"" + num(centre_y(n) + 13) +
                   "\"/><line x1=\"" + corner(13, -13) + "\" x2=\"" + num(centre_x(n) - 13) + "\" y2=\"" +
                   num(centre_y(n) + 13) + "\"/></g>\n";
        }
    }
    out += "</g>\n";

    // Square numbers above the pieces, light on a dark halo, so that a piece hides none.
    if (o.labels == square_labels::numbers) {
        out += "<g class=\"numbers\" font-family=\"sans-serif\" font-size=\"10\" fill=\"#ffffff\" stroke=\"#3e2723\" "
               "stroke-width=\"2.5\" paint-order=\"stroke\">\n";
        for (int n = 1; n <= board::squares; ++n)
            out += "<text x=\"" + num(x_of(board::file(n)) + 3) + "\" y=\"" + num(y_of(board::rank(n)) + 11) + "\">" +
                   num(n) + "</text>\n";
        out += "</g>\n";
    }

    if (o.path.size() >= 2) {
        std::string points;
        for (int n : o.path)
            if (board::on_board(n)) points += (points.empty() ? "" : " ") + num(centre_x(n)) + "," + num(centre_y(n));
        out += "<polyline class=\"move\" points=\"" + points +
               "\" fill=\"none\" stroke=\"#1565c0\" stroke-width=\"5\" stroke-linejoin=\"round\" "
               "stroke-opacity=\"0.85\" marker-end=\"url(#arrowhead)\"/>\n";
        if (o.crowns) {
            // Where the man is crowned: the first square of its last row on the path where a
            // crowned man captures on as a king (Russian 1.5.15), else where the move ends.
            int crowned = o.path.back();
            if constexpr (rules_of<Variant>::crowning == mid_capture_crowning::captures_on_as_king) {
                const auto mover = p.at(o.path.front());
                for (int n : o.path)
                    if (mover && board::on_board(n) && (board::square_mask(n) & board::promotion_row(mover->side))) {
                        crowned = n;
                        break;
                    }
            }
            if (board::on_board(crowned))
                out += "<circle class=\"crowned\" cx=\"" + num(centre_x(crowned)) + "\" cy=\"" + num(centre_y(crowned)) +
                       "\" r=\"23\" fill=\"none\" stroke=\"#c9a227\" stroke-width=\"4\"><title>crowned</title></circle>\n";
        }
    }
    out += "</svg>\n";
    return out;
}

}  // namespace draughts
