#pragma once
// One position under several rule sets: the legal moves each allows, and for every move
// that one allows and another does not, the rule that makes the difference (explain.hpp,
// asked under the variant that forbids it).
//
// The position is given by its pieces on the squares of the board as a grid - file and
// rank, a1 at White's lower left - since the variants number their squares differently
// and do not all play on the same squares: a piece on a square a board does not play on
// is reported, not moved.

#include "../core/position.hpp"
#include "../movegen/generate.hpp"
#include "../movegen/paths.hpp"
#include "../text/notation.hpp"
#include "../text/squares.hpp"
#include "../text/explain.hpp"

#include <algorithm>
#include <compare>
#include <functional>
#include <string>
#include <vector>

namespace draughts {

// A square of the grid: file from 0 (a), rank from 1 (White's side).
struct grid_square {
    int file = 0;
    int rank = 0;
    friend constexpr auto operator<=>(const grid_square&, const grid_square&) noexcept = default;
};

// "c3", "j10".
[[nodiscard]] inline std::string grid_name(grid_square s) {
    return std::string(1, static_cast<char>('a' + s.file)) + std::to_string(s.rank);
}

// The square number of a grid square on a board, 0 where the board has no square there.
template <class Board>
[[nodiscard]] constexpr int number_on(grid_square s) noexcept {
    const bool inside = s.file >= 0 && s.file < Board::width && s.rank >= 1 && s.rank <= Board::height;
    return inside ? Board::number_at(s.file, s.rank) : 0;
}

struct placed_piece {
    grid_square square;
    piece what;
};

// A position by its pieces on the grid, for any board.
struct piece_placement {
    std::vector<placed_piece> pieces;
    color to_move = color::white;
};

template <class Variant>
[[nodiscard]] piece_placement placement_of(const position<Variant>& p) {
    using board = typename Variant::board;
    piece_placement out{{}, p.side_to_move()};
    for (int n = 1; n <= board::squares; ++n)
        if (const auto there = p.at(n)) out.pieces.push_back({{board::file(n), board::rank(n)}, *there});
    return out;
}

// The placement on a variant's board, and the pieces that stand on no square of it.
template <class Variant>
struct placed_position {
    position<Variant> position_on_board;
    std::vector<placed_piece> off_board;
};

template <class Variant>
[[nodiscard]] placed_position<Variant> place(const piece_placement& placement) {
    using board = typename Variant::board;
    placed_position<Variant> out;
    out.position_on_board.set_side_to_move(placement.to_move);
    for (const placed_piece& pp : placement.pieces) {
        const int n = number_on<board>(pp.square);
        const bool crowned_row = pp.what.kind == piece_kind::man && n != 0 &&
                                 (board::square_mask(n) & board::promotion_row(pp.what.side)) != typename board::bitboard{};
        if (n == 0 || crowned_row || !out.position_on_board.try_put(n, pp.what))
            out.off_board.push_back(pp);
    }
    return out;
}

// A move as the grid sees it, so that the variants' moves can be matched: its start, end
// and the pieces it takes (the identity of a move, PDN 3.0), and its squares on the way.
struct grid_move {
    grid_square from, to;
    std::vector<grid_square> captured;  // sorted
    std::vector<grid_square> path;      // from, the squares notation writes, to
    std::string text;                   // in the variant's own notation

    [[nodiscard]] bool same_move(const grid_move& o) const noexcept {
        return from == o.from && to == o.to && captured == o.captured;
    }
};

// One variant's view of the position.
struct variant_moves {
    std::string variant;
    std::vector<grid_move> moves;
    std::vector<placed_piece> off_board;
    // Why a move of the grid is not legal under this variant: the reasons explain() gives,
    // or the square the board lacks.
    std::function<std::vector<reason>(const grid_move&)> why_not;
};

template <class Variant>
[[nodiscard]] variant_moves moves_under(const piece_placement& placement) {
    using board = typename Variant::board;
    const auto placed = place<Variant>(placement);
    const position<Variant>& p = placed.position_on_board;
    const auto grid = [](int n) { return grid_square{board::file(n), board::rank(n)}; };
    variant_moves out{std::string(Variant::name), {}, placed.off_board, {}};
    move_list<Variant> legal;
    generate(p, legal);
    for (const auto& m : legal) {
        grid_move g{grid(m.from_square()), grid(m.to_square()), {}, {}, write_move(p, m)};
        for (int bit : bits(m.captured)) g.captured.push_back(grid(board::number(bit)));
        std::sort(g.captured.begin(), g.captured.end());
        for (int n : canonical_path(p, m)) g.path.push_back(grid(n));
        out.moves.push_back(std::move(g));
    }
    out.why_not = [p](const grid_move& g) {
        std::vector<int> squares;
        for (grid_square s : g.path) {
            const int n = number_on<board>(s);
            if (n == 0)
                return std::vector<reason>{{reason_kind::not_a_move,
                                            grid_name(s) + " is not a square " + std::string(Variant::name) +
                                                " draughts plays on",
                                            {}}};
            squares.push_back(n);
        }
        return explain(p, std::move(squares)).reasons;
    };
    return out;
}

// A move some of the variants allow and others do not, and why each of the others does not.
struct move_difference {
    std::string move;  // in the notation of the first variant that allows it
    std::vector<std::string> legal_in;
    std::vector<std::string> not_in;
    std::vector<std::pair<std::string, std::vector<reason>>> why;  // per variant of not_in
};

struct comparison {
    std::vector<variant_moves> variants;
    std::vector<move_difference> differences;
};

// The differences between the variants' moves, in the order the variants and their moves
// come.
[[nodiscard]] inline comparison compare(std::vector<variant_moves> views) {
    comparison out;
    std::vector<grid_move> seen;
    for (const variant_moves& view : views) {
        for (const grid_move& m : view.moves) {
            if (std::any_of(seen.begin(), seen.end(), [&](const grid_move& s) { return s.same_move(m); })) continue;
            seen.push_back(m);
            move_difference d{m.text, {}, {}, {}};
            for (const variant_moves& other : views) {
                const bool has = std::any_of(other.moves.begin(), other.moves.end(),
                                             [&](const grid_move& o) { return o.same_move(m); });
                (has ? d.legal_in : d.not_in).push_back(other.variant);
                if (!has) d.why.emplace_back(other.variant, other.why_not(m));
            }
            if (!d.not_in.empty()) out.differences.push_back(std::move(d));
        }
    }
    out.variants = std::move(views);
    return out;
}

// The same for variants named as types: compare<russian, brazilian>(placement).
template <class... Variants>
[[nodiscard]] comparison compare(const piece_placement& placement) {
    return compare(std::vector<variant_moves>{moves_under<Variants>(placement)...});
}

}  // namespace draughts
