#pragma once
// A position as text, the board as White sees it, for terminals and logs:
//
//         a b c d e f g h
//      8    b   b   b   b
//      7  b   b   b   b
//     ...
//
// w and W are White's men and kings, b and B Black's, '.' an empty dark square. The files'
// letters stand above the board and the ranks on its left, as algebraic notation names them;
// a variant that numbers its squares gets each row's numbers on the right.

#include "../core/position.hpp"
#include "../core/variant.hpp"

#include <cstddef>
#include <string>

namespace draughts {

struct diagram_options {
    bool numbers = true;  // the square numbers beside each row, for a variant that numbers its squares
};

template <class Variant>
[[nodiscard]] std::string diagram(const position<Variant>& p, diagram_options o = {}) {
    using board = typename Variant::board;
    const bool numbers = o.numbers && rules_of<Variant>::notation == square_notation::numeric;
    const auto right_aligned = [](int value, std::size_t width) {
        std::string s = std::to_string(value);
        return std::string(width > s.size() ? width - s.size() : 0, ' ') + s;
    };
    const std::size_t number_width = std::to_string(board::squares).size();
    std::string out = "   ";
    for (int f = 0; f < board::width; ++f) out += std::string(" ") + static_cast<char>('a' + f);
    out += '\n';
    for (int rank = board::height; rank >= 1; --rank) {
        std::string line = right_aligned(rank, 2) + " ";
        std::string row_numbers;
        for (int f = 0; f < board::width; ++f) {
            const int n = board::number_at(f, rank);
            char c = ' ';
            if (n != 0) {
                c = '.';
                if (const auto piece_there = p.at(n)) {
                    c = piece_there->side == color::white ? 'w' : 'b';
                    if (piece_there->kind == piece_kind::king) c = static_cast<char>(c - 'a' + 'A');
                }
                row_numbers += " " + right_aligned(n, number_width);
            }
            line += std::string(" ") + c;
        }
        if (numbers) line += "   " + row_numbers;
        while (line.back() == ' ') line.pop_back();
        out += line + '\n';
    }
    return out;
}

}  // namespace draughts
