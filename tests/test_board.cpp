// Board geometry (board.hpp) and square names (squares.hpp): every square through every
// conversion, the diagonal steps and the masks, each checked against a naive row/column
// model of the board written here from RULES.md sections 2, 3 and 6.

#include "support.hpp"

#include <doctest/doctest.h>

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>

using namespace draughts;

namespace {

// The board as a player sees it: dark squares counted row by row from Black's side, left
// to right, starting at the top left dark square (RULES.md 3 and 6: 1 = b10 / b8).
template <class Board>
struct naive_board {
    static constexpr int size = Board::width;
    std::array<int, Board::squares + 1> file_of{};
    std::array<int, Board::squares + 1> rank_of{};
    std::array<std::array<int, size + 1>, size> number_of{};  // [file][rank], 0 = none

    naive_board() {
        int n = 0;
        for (int row = 0; row < size; ++row)
            for (int file = 0; file < size; ++file)
                if ((file + row) % 2 == 1) {  // a10 / a8 is light, b10 / b8 dark
                    ++n;
                    file_of[static_cast<std::size_t>(n)] = file;
                    rank_of[static_cast<std::size_t>(n)] = size - row;
                    number_of[static_cast<std::size_t>(file)][static_cast<std::size_t>(size - row)] = n;
                }
    }

    [[nodiscard]] int file(int n) const { return file_of[static_cast<std::size_t>(n)]; }
    [[nodiscard]] int rank(int n) const { return rank_of[static_cast<std::size_t>(n)]; }
    [[nodiscard]] int row(int n) const { return size - rank(n); }

    [[nodiscard]] int at(int file_index, int rank_number) const {
        if (file_index < 0 || file_index >= size || rank_number < 1 || rank_number > size) return 0;
        return number_of[static_cast<std::size_t>(file_index)][static_cast<std::size_t>(rank_number)];
    }

    // One ghost bit after every two rows: a row holds size / 2 squares.
    [[nodiscard]] int bit(int n) const { return row(n) * (size / 2) + file(n) / 2 + row(n) / 2; }

    // North is towards Black (higher ranks), west towards the a-file.
    [[nodiscard]] int neighbour(int n, direction d) const {
        const int df = d == direction::north_west || d == direction::south_west ? -1 : 1;
        const int dr = d == direction::north_west || d == direction::north_east ? 1 : -1;
        return at(file(n) + df, rank(n) + dr);
    }

    [[nodiscard]] std::string algebraic(int n) const {
        return std::string(1, static_cast<char>('a' + file(n))) + std::to_string(rank(n));
    }
};

template <class Board>
typename Board::bitboard naive_mask(int n, const naive_board<Board>& nb) {
    return typename Board::bitboard{1} << nb.bit(n);
}

// step<D> needs the direction at compile time.
template <class Board, direction D>
void check_whole_board_step(const naive_board<Board>& nb) {
    using bitboard = typename Board::bitboard;
    CAPTURE(static_cast<int>(D));
    bitboard expected{};
    for (int n = 1; n <= Board::squares; ++n) {
        CAPTURE(n);
        const int to = nb.neighbour(n, D);
        if (to) expected |= Board::square_mask(to);
        // one square alone: its neighbour, or nothing on the board off an edge
        CHECK((Board::template step<D>(Board::square_mask(n)) & Board::all) ==
              (to ? Board::square_mask(to) : bitboard{}));
        // n steps at once land where n single steps do, as long as they stay on the board
        int k = 1, along = to;
        for (; along; ++k, along = nb.neighbour(along, D))
            CHECK(Board::template step<D>(Board::square_mask(n), k) == Board::square_mask(along));
    }
    CHECK((Board::template step<D>(Board::all) & Board::all) == expected);
}

}  // namespace

TEST_CASE_TEMPLATE("every square number through bit, coordinates and names and back", Board, board_8x8, board_10x10) {
    const naive_board<Board> nb;
    for (int n = 1; n <= Board::squares; ++n) {
        CAPTURE(n);
        CHECK(Board::number(Board::bit(n)) == n);
        CHECK(Board::bit(n) == nb.bit(n));
        CHECK(Board::is_square_bit(Board::bit(n)));
        CHECK(Board::square_mask(n) == naive_mask(n, nb));

        CHECK(Board::file(n) == nb.file(n));
        CHECK(Board::rank(n) == nb.rank(n));
        CHECK(Board::row(n) == nb.row(n));
        CHECK(Board::number_at(Board::file(n), Board::rank(n)) == n);

        const std::string numeric = square_name<Board>(n, square_notation::numeric);
        const std::string algebraic = square_name<Board>(n, square_notation::algebraic);
        CHECK(numeric == std::to_string(n));
        CHECK(algebraic == nb.algebraic(n));
        const auto from_numeric = parse_square<Board>(numeric);
        const auto from_algebraic = parse_square<Board>(algebraic);
        REQUIRE(from_numeric);
        REQUIRE(from_algebraic);
        CHECK(*from_numeric == n);
        CHECK(*from_algebraic == n);
    }
}

TEST_CASE_TEMPLATE("number_at is 0 exactly on light squares and off the board", Board, board_8x8, board_10x10) {
    const naive_board<Board> nb;
    for (int file = -2; file < Board::width + 2; ++file)
        for (int rank = -1; rank <= Board::width + 2; ++rank) {
            CAPTURE(file);
            CAPTURE(rank);
            CHECK(Board::number_at(file, rank) == nb.at(file, rank));
        }
}

// RULES.md 3: 1 = b10, 5 = j10, 46 = a1, 50 = i1.
TEST_CASE("international square anchors") {
    using B = board_10x10;
    const std::array<std::pair<int, std::string_view>, 6> anchors{
        {{1, "b10"}, {5, "j10"}, {6, "a9"}, {46, "a1"}, {50, "i1"}, {45, "j2"}}};
    for (const auto& anchor : anchors) {
        CAPTURE(anchor.first);
        CHECK(square_name<B>(anchor.first, square_notation::algebraic) == anchor.second);
        CHECK(*parse_square<B>(anchor.second) == anchor.first);
    }
    // RULES.md 6: leading zeros are accepted
    CHECK(*parse_square<B>("05") == 5);
    CHECK(*parse_square<B>("0046") == 46);
}

// RULES.md 6: 1 = b8, 4 = h8, 5 = a7, 29 = a1, 32 = g1; RULES.md 2: the Russian setup.
TEST_CASE("eight by eight square anchors and the Russian start squares") {
    using B = board_8x8;
    const std::array<std::pair<int, std::string_view>, 6> anchors{
        {{1, "b8"}, {2, "d8"}, {4, "h8"}, {5, "a7"}, {29, "a1"}, {32, "g1"}}};
    for (const auto& anchor : anchors) {
        CAPTURE(anchor.first);
        CHECK(square_name<B>(anchor.first, square_notation::algebraic) == anchor.second);
        CHECK(*parse_square<B>(anchor.second) == anchor.first);
    }
    const std::array<std::string_view, 12> white_start{"a1", "c1", "e1", "g1", "b2", "d2",
                                                       "f2", "h2", "a3", "c3", "e3", "g3"};
    const std::array<int, 12> numbers{29, 30, 31, 32, 25, 26, 27, 28, 21, 22, 23, 24};
    for (std::size_t i = 0; i < white_start.size(); ++i) {
        CAPTURE(white_start[i]);
        CHECK(*parse_square<B>(white_start[i]) == numbers[i]);
    }
}

TEST_CASE_TEMPLATE("neighbours and steps agree with rows and columns", Board, board_8x8, board_10x10) {
    const naive_board<Board> nb;
    using bitboard = typename Board::bitboard;
    for (int n = 1; n <= Board::squares; ++n) {
        for (direction d : diagonal_directions) {
            CAPTURE(n);
            CAPTURE(static_cast<int>(d));
            const int to = nb.neighbour(n, d);
            CHECK(Board::neighbour(n, d) == to);
            CHECK((Board::step(Board::square_mask(n), d) & Board::all) == (to ? Board::square_mask(to) : bitboard{}));
            if (to) CHECK(Board::neighbour(to, reverse(d)) == n);
        }
    }
    check_whole_board_step<Board, direction::north_west>(nb);
    check_whole_board_step<Board, direction::north_east>(nb);
    check_whole_board_step<Board, direction::south_west>(nb);
    check_whole_board_step<Board, direction::south_east>(nb);

    // the run-time step of a whole set is the compile-time one, edges included
    CHECK((Board::step(Board::all, direction::north_west) & Board::all) ==
          (Board::template step<direction::north_west>(Board::all) & Board::all));
    CHECK((Board::step(Board::all, direction::south_east) & Board::all) ==
          (Board::template step<direction::south_east>(Board::all) & Board::all));
}

TEST_CASE("edge squares have no neighbour beyond the edge") {
    using B = board_10x10;
    CHECK(B::neighbour(46, direction::south_west) == 0);  // a1, the corner
    CHECK(B::neighbour(46, direction::north_west) == 0);
    CHECK(B::neighbour(46, direction::south_east) == 0);
    CHECK(B::neighbour(46, direction::north_east) == 41);
    CHECK(B::neighbour(5, direction::north_east) == 0);  // j10, the other corner
    CHECK(B::neighbour(5, direction::south_east) == 0);
    CHECK(B::neighbour(5, direction::south_west) == 10);
    CHECK(B::neighbour(15, direction::south_east) == 0);  // j8: the right edge
    CHECK(B::neighbour(16, direction::south_west) == 0);  // a7: the left edge
    using R = board_8x8;
    CHECK(R::neighbour(29, direction::north_east) == 25);  // a1-b2
    CHECK(R::neighbour(4, direction::south_west) == 8);    // h8-g7
    CHECK(R::neighbour(12, direction::north_east) == 0);   // h6: the right edge
}

TEST_CASE_TEMPLATE("masks agree with the board", Board, board_8x8, board_10x10) {
    const naive_board<Board> nb;
    using bitboard = typename Board::bitboard;

    bitboard all{};
    for (int n = 1; n <= Board::squares; ++n) all |= naive_mask(n, nb);
    CHECK(Board::all == all);
    CHECK(popcount(Board::all) == Board::squares);

    // no ghost bit is a square: every bit of the word, square or not
    for (int b = 0; b < 64; ++b) {
        CAPTURE(b);
        const bool is_square = (all >> b) & 1;
        CHECK(Board::is_square_bit(b) == is_square);
        CHECK(((Board::all >> b) & 1) == (is_square ? 1u : 0u));
    }
    CHECK_FALSE(Board::is_square_bit(-1));

    for (int r = 0; r < Board::width; ++r) {
        CAPTURE(r);
        bitboard row{};
        for (int n = 1; n <= Board::squares; ++n)
            if (nb.row(n) == r) row |= naive_mask(n, nb);
        CHECK(Board::row_mask(r) == row);
        CHECK(popcount(row) == (Board::width / 2));
    }

    // where a colour's men are crowned: the far rank (RULES.md 6)
    bitboard rank_top{}, rank_bottom{};
    for (int n = 1; n <= Board::squares; ++n) {
        if (nb.rank(n) == Board::width) rank_top |= naive_mask(n, nb);
        if (nb.rank(n) == 1) rank_bottom |= naive_mask(n, nb);
    }
    CHECK(Board::promotion_row(color::white) == rank_top);
    CHECK(Board::promotion_row(color::black) == rank_bottom);

    for (int rows = 0; rows <= Board::width / 2; ++rows) {
        CAPTURE(rows);
        bitboard white{}, black{};
        for (int n = 1; n <= Board::squares; ++n) {
            if (nb.rank(n) <= rows) white |= naive_mask(n, nb);
            if (nb.rank(n) > Board::width - rows) black |= naive_mask(n, nb);
        }
        CHECK(Board::home_rows(color::white, rows) == white);
        CHECK(Board::home_rows(color::black, rows) == black);
    }
}

TEST_CASE("parse_square rejects what is not a square, saying where") {
    struct bad {
        std::string_view text;
        error_kind kind;
        std::size_t column;
        std::string_view says;  // part of the message
    };
    // RULES.md 6: off the board or not a dark square
    const std::array<bad, 11> international_cases{{
        {"51", error_kind::bad_square, 1, "off the board"},
        {"0", error_kind::bad_square, 1, "off the board"},
        {"99999999999", error_kind::bad_square, 1, "off the board"},
        {"k1", error_kind::bad_square, 1, "off the board"},
        {"a11", error_kind::bad_square, 1, "off the board"},
        {"a2", error_kind::bad_square, 1, "light square"},
        {"b1", error_kind::bad_square, 1, "light square"},
        {"", error_kind::syntax, 1, "expected a square"},
        {"x", error_kind::syntax, 2, "rank"},
        {"1x", error_kind::trailing_text, 2, "\"x\""},
        {"46 ", error_kind::trailing_text, 3, "after the square"},
    }};
    for (const auto& c : international_cases) {
        CAPTURE(c.text);
        const auto r = parse_square<board_10x10>(c.text);
        REQUIRE_FALSE(r);
        CHECK(to_string(r.error().kind) == to_string(c.kind));  // by name, readable on failure
        CHECK(r.error().column == c.column);
        CHECK(r.error().line == 0);
        CHECK(r.error().message.find(c.says) != std::string::npos);
    }
    const std::array<bad, 9> eight_by_eight_cases{{
        {"33", error_kind::bad_square, 1, "off the board"},
        {"i1", error_kind::bad_square, 1, "off the board"},
        {"a9", error_kind::bad_square, 1, "off the board"},
        {"a2", error_kind::bad_square, 1, "light square"},
        {"b1", error_kind::bad_square, 1, "light square"},
        {"", error_kind::syntax, 1, "expected a square"},
        {"x", error_kind::syntax, 2, "rank"},
        {"1x", error_kind::trailing_text, 2, "\"x\""},
        {"A1", error_kind::syntax, 1, "expected a square"},
    }};
    for (const auto& c : eight_by_eight_cases) {
        CAPTURE(c.text);
        const auto r = parse_square<board_8x8>(c.text);
        REQUIRE_FALSE(r);
        CHECK(to_string(r.error().kind) == to_string(c.kind));
        CHECK(r.error().column == c.column);
        CHECK(r.error().message.find(c.says) != std::string::npos);
    }
}

// A rank too large to read is still a rank off the board, as "a11" is.
TEST_CASE("a huge rank is off the board, not a missing rank") {
    const auto r = parse_square<board_10x10>("a100");
    REQUIRE_FALSE(r);
    CHECK(to_string(r.error().kind) == to_string(error_kind::bad_square));
    CHECK(r.error().column == 1);
    CHECK(r.error().message.find("off the board") != std::string::npos);
}
