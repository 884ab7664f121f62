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

#include <cstdint>
#include <string>
#include <vector>

namespace draughts {

enum class square_labels : std::uint8_t { numbers, coordinates, none };

template <class Variant>
struct svg_options {
    using bitboard = typename Variant::board::bitboard;

    std::vector<int> path;     // a move: its start, the squares it lands on, its end (square numbers)
    bitboard taken{};          // the pieces the move takes, drawn faded
    std::vector<int> highlight;  // squares to mark
    bool flip = false;         // Black at the bottom
    // Square numbers in a corner of each square, files and ranks beside the board, or
    // nothing; by default what the variant's notation uses.
    square_labels labels = rules_of<Variant>::notation == square_notation::numeric ? square_labels::numbers
                                                                                    : square_labels::coordinates;
    bool diagonals = false;  // the board's named lines (core/lines.hpp)
};

template <class Variant>
[[nodiscard]] std::string svg(const position<Variant>& p, const svg_options<Variant>& o = {}) {
    using board = typename Variant::board;
    constexpr int cell = 50;
    const int margin = o.labels == square_labels::coordinates ? 24 : 4;
    const int width = board::width * cell + 2 * margin;
    const int height = board::height * cell + 2 * margin;
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

    if (o.labels == square_labels::numbers) {
        out += "<g class=\"numbers\" font-family=\"sans-serif\" font-size=\"10\" fill=\"#f5f5f5\">\n";
        for (int n = 1; n <= board::squares; ++n)
            out += "<text x=\"" + num(x_of(board::file(n)) + 3) + "\" y=\"" + num(y_of(board::rank(n)) + 11) + "\">" +
                   num(n) + "</text>\n";
        out += "</g>\n";
    } else if (o.labels == square_labels::coordinates) {
        out += "<g class=\"coordinates\" font-family=\"sans-serif\" font-size=\"13\" fill=\"#333333\" "
               "text-anchor=\"middle\">\n";
        for (int file = 0; file < board::width; ++file)
            out += "<text x=\"" + num(x_of(file) + cell / 2) + "\" y=\"" + num(height - 7) + "\">" +
                   std::string(1, static_cast<char>('a' + file)) + "</text>\n";
        for (int rank = 1; rank <= board::height; ++rank)
            out += "<text x=\"" + num(margin / 2) + "\" y=\"" + num(y_of(rank) + cell / 2 + 5) + "\">" + num(rank) +
                   "</text>\n";
        out += "</g>\n";
    }

    if (o.diagonals) {
        out += "<g class=\"diagonals\" stroke=\"#2e7d32\" stroke-width=\"3\" stroke-dasharray=\"8 5\" "
               "stroke-opacity=\"0.8\">\n";
        for (const named_line& l : named_lines<board>())
            out += "<line x1=\"" + num(x_of(l.from_file) + cell / 2) + "\" y1=\"" + num(y_of(l.from_rank) + cell / 2) +
                   "\" x2=\"" + num(x_of(l.to_file) + cell / 2) + "\" y2=\"" + num(y_of(l.to_rank) + cell / 2) +
                   "\"><title>" + std::string(l.name) + " (" + std::string(l.transliteration) + ")</title></line>\n";
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
               (taken ? " taken\" opacity=\"0.35\"" : "\"") + ">";
        out += "<circle cx=\"" + num(centre_x(n)) + "\" cy=\"" + num(centre_y(n)) + "\" r=\"20\" fill=\"" +
               (white ? "#fafafa" : "#212121") + "\" stroke=\"" + (white ? "#424242" : "#000000") +
               "\" stroke-width=\"2\"/>";
        if (king)
            out += "<circle cx=\"" + num(centre_x(n)) + "\" cy=\"" + num(centre_y(n)) +
                   "\" r=\"10\" fill=\"none\" stroke=\"#c9a227\" stroke-width=\"4\"/>";
        out += "</g>\n";
    }
    out += "</g>\n";

    if (o.path.size() >= 2) {
        std::string points;
        for (int n : o.path)
            if (board::on_board(n)) points += (points.empty() ? "" : " ") + num(centre_x(n)) + "," + num(centre_y(n));
        out += "<polyline class=\"move\" points=\"" + points +
               "\" fill=\"none\" stroke=\"#1565c0\" stroke-width=\"5\" stroke-linejoin=\"round\" "
               "stroke-opacity=\"0.85\" marker-end=\"url(#arrowhead)\"/>\n";
    }
    out += "</svg>\n";
    return out;
}

}  // namespace draughts
