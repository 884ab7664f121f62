// Board geometry (board.hpp) and square names (squares.hpp): every square through every
// conversion, the diagonal steps and the masks, each checked against a naive row/column
// model of the board written here from FMJD 2.4 and 2.6 and PDN 3.0.

#include "support.hpp"

#include <doctest/doctest.h>

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

using namespace draughts;

namespace {

// The board as a player sees it, from its shape alone: the dark squares, the corner of the
// first square, numbers running along the rows away from it (PDN 3.0 GameType). Written
// here from rows and columns, without the library's tables.
template <class Board>
struct naive_board {
    static constexpr int width = Board::width;
    static constexpr int height = Board::height;
    std::vector<int> file_of{0};
    std::vector<int> rank_of{0};
    std::vector<std::vector<int>> number_of = std::vector<std::vector<int>>(width, std::vector<int>(height + 1));

    naive_board() {
        const bool dark_lower_left = Board::colours == colouring::dark_lower_left;
        const auto corner = Board::numbering;
        const bool from_top = corner == first_square::top_left || corner == first_square::top_right;
        const bool from_left = corner == first_square::top_left || corner == first_square::bottom_left;
        int n = 0;
        for (int i = 0; i < height; ++i) {
            const int rank = from_top ? height - i : i + 1;
            for (int j = 0; j < width; ++j) {
                const int file = from_left ? j : width - 1 - j;
                // a1 (file 0, rank 1) is dark, or light on a turned board
                const bool dark = ((file + rank - 1) % 2 == 0) == dark_lower_left;
                if (!dark) continue;
                ++n;
                file_of.push_back(file);
                rank_of.push_back(rank);
                number_of[static_cast<std::size_t>(file)][static_cast<std::size_t>(rank)] = n;
            }
        }
    }

    [[nodiscard]] int squares() const { return static_cast<int>(file_of.size()) - 1; }
    [[nodiscard]] int file(int n) const { return file_of[static_cast<std::size_t>(n)]; }
    [[nodiscard]] int rank(int n) const { return rank_of[static_cast<std::size_t>(n)]; }
    [[nodiscard]] int row(int n) const { return height - rank(n); }

    [[nodiscard]] int at(int file_index, int rank_number) const {
        if (file_index < 0 || file_index >= width || rank_number < 1 || rank_number > height) return 0;
        return number_of[static_cast<std::size_t>(file_index)][static_cast<std::size_t>(rank_number)];
    }

    // The ghost-square layout: (row * stride + file - p) / 2, stride the first odd number
    // above the width, p the parity of the dark squares counted from the top left.
    [[nodiscard]] int bit(int n) const {
        const int stride = width % 2 == 0 ? width + 1 : width + 2;
        const int top_left_parity = (row(n) + file(n)) % 2;
        return (row(n) * stride + file(n) - top_left_parity) / 2;
    }

    // North is towards Black (higher ranks), west towards the a-file; a straight step goes
    // two rows or two files, to the next dark square.
    [[nodiscard]] int neighbour(int n, direction d) const {
        switch (d) {
        case direction::north_west: return at(file(n) - 1, rank(n) + 1);
        case direction::north_east: return at(file(n) + 1, rank(n) + 1);
        case direction::south_west: return at(file(n) - 1, rank(n) - 1);
        case direction::south_east: return at(file(n) + 1, rank(n) - 1);
        case direction::north: return at(file(n), rank(n) + 2);
        case direction::south: return at(file(n), rank(n) - 2);
        case direction::west: return at(file(n) - 2, rank(n));
        case direction::east: return at(file(n) + 2, rank(n));
        }
        return 0;
    }

    [[nodiscard]] std::string algebraic(int n) const {
        return std::string(1, static_cast<char>('a' + file(n))) + std::to_string(rank(n));
    }
};

template <class Board>
typename Board::bitboard naive_mask(int n, const naive_board<Board>& nb) {
    return single_bit<typename Board::bitboard>(nb.bit(n));
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
        // n diagonal steps at once land where n single steps do, as long as they stay on the board
        if constexpr (is_diagonal(D)) {
            int k = 1, along = to;
            for (; along; ++k, along = nb.neighbour(along, D))
                CHECK(Board::template step<D>(Board::square_mask(n), k) == Board::square_mask(along));
        }
    }
    CHECK((Board::template step<D>(Board::all) & Board::all) == expected);
}

}  // namespace

// Every shape the tests walk: square and rectangular, even and odd, both colourings, square 1
// in each corner, one word and several.
#define DRAUGHTS_TEST_BOARDS                                                                                         \
    board_8x8, board_10x10, board<4>, board<6>, board<12>, board<20>, board<7, 7>, board<9, 8>,                      \
        board<10, 11, colouring::light_lower_left>, board<8, 8, colouring::light_lower_left, first_square::top_left>, \
        board<8, 8, colouring::light_lower_left, first_square::bottom_right>,                                        \
        board<5, 11, colouring::dark_lower_left, first_square::top_right>,                                           \
        board<13, 6, colouring::light_lower_left, first_square::bottom_left>, board<3, 3>

TEST_CASE_TEMPLATE("every square number through bit, coordinates and names and back", Board, DRAUGHTS_TEST_BOARDS) {
    const naive_board<Board> nb;
    CHECK(Board::squares == nb.squares());
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

TEST_CASE_TEMPLATE("number_at is 0 exactly on light squares and off the board", Board, DRAUGHTS_TEST_BOARDS) {
    const naive_board<Board> nb;
    for (int file = -2; file < Board::width + 2; ++file)
        for (int rank = -1; rank <= Board::height + 2; ++rank) {
            CAPTURE(file);
            CAPTURE(rank);
            CHECK(Board::number_at(file, rank) == nb.at(file, rank));
        }
}

// FMJD 2.6: 1 = b10, 5 = j10, 46 = a1, 50 = i1.
// The direction helpers, for each of the eight: reverse goes back, perpendicular gives the
// two ways across on the same kind of line, each the other's reverse.
TEST_CASE("reverse and perpendicular directions") {
    for (const auto& lines : {diagonal_directions, straight_directions})
        for (direction d : lines) {
            CAPTURE(static_cast<int>(d));
            CHECK(reverse(reverse(d)) == d);
            CHECK(reverse(d) != d);
            CHECK(is_diagonal(reverse(d)) == is_diagonal(d));
            const auto [left, right] = perpendicular(d);
            CHECK(right == reverse(left));
            for (direction across : {left, right}) {
                CHECK(is_diagonal(across) == is_diagonal(d));
                CHECK(across != d);
                CHECK(across != reverse(d));
            }
            CHECK(perpendicular(reverse(d)) == perpendicular(d));
        }
    CHECK(perpendicular(direction::north_west) == std::array{direction::north_east, direction::south_west});
    CHECK(perpendicular(direction::east) == std::array{direction::north, direction::south});
}

TEST_CASE("international square anchors") {
    using B = board_10x10;
    const std::array<std::pair<int, std::string_view>, 6> anchors{
        {{1, "b10"}, {5, "j10"}, {6, "a9"}, {46, "a1"}, {50, "i1"}, {45, "j2"}}};
    for (const auto& anchor : anchors) {
        CAPTURE(anchor.first);
        CHECK(square_name<B>(anchor.first, square_notation::algebraic) == anchor.second);
        CHECK(*parse_square<B>(anchor.second) == anchor.first);
    }
    // PDN 3.0: leading zeros are accepted
    CHECK(*parse_square<B>("05") == 5);
    CHECK(*parse_square<B>("0046") == 46);
}

// PDN 3.0: 1 = b8, 4 = h8, 5 = a7, 29 = a1, 32 = g1; the Russian setup.
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

// FID 2.3, 2.4: the Italian board has its dark corner at each player's right and square 1
// in the top left, a8; PDN GameType 22 (N2, inverted).
TEST_CASE("italian square anchors") {
    using B = italian::board;
    const std::array<std::pair<int, std::string_view>, 6> anchors{
        {{1, "a8"}, {4, "g8"}, {5, "b7"}, {8, "h7"}, {29, "b1"}, {32, "h1"}}};
    for (const auto& anchor : anchors) {
        CAPTURE(anchor.first);
        CHECK(square_name<B>(anchor.first, square_notation::algebraic) == anchor.second);
        CHECK(*parse_square<B>(anchor.second) == anchor.first);
    }
    // a corner square: one diagonal neighbour
    CHECK(B::neighbour(1, direction::south_east) == 5);
    CHECK(B::neighbour(1, direction::south_west) == 0);
    CHECK(B::neighbour(32, direction::north_west) == 28);
    CHECK(B::neighbour(32, direction::north_east) == 0);
}

// FPD 2.1.5: the Spanish and Portuguese boards number from White's lower right, h1, right to
// left and row by row up; PDN GameType 24 and 28 (N1, inverted).
TEST_CASE("spanish and portuguese square anchors") {
    using B = spanish::board;
    const std::array<std::pair<int, std::string_view>, 6> anchors{
        {{1, "h1"}, {2, "f1"}, {4, "b1"}, {5, "g2"}, {8, "a2"}, {32, "a8"}}};
    for (const auto& anchor : anchors) {
        CAPTURE(anchor.first);
        CHECK(square_name<B>(anchor.first, square_notation::algebraic) == anchor.second);
        CHECK(*parse_square<B>(anchor.second) == anchor.first);
    }
    static_assert(std::is_same_v<portuguese::board, spanish::board>);
}

TEST_CASE_TEMPLATE("neighbours and steps agree with rows and columns", Board, DRAUGHTS_TEST_BOARDS) {
    const naive_board<Board> nb;
    using bitboard = typename Board::bitboard;
    for (int n = 1; n <= Board::squares; ++n) {
        for (direction d : {direction::north_west, direction::north_east, direction::south_west, direction::south_east,
                            direction::north, direction::south, direction::west, direction::east}) {
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
    check_whole_board_step<Board, direction::north>(nb);
    check_whole_board_step<Board, direction::south>(nb);
    check_whole_board_step<Board, direction::west>(nb);
    check_whole_board_step<Board, direction::east>(nb);

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

TEST_CASE_TEMPLATE("masks agree with the board", Board, DRAUGHTS_TEST_BOARDS) {
    const naive_board<Board> nb;
    using bitboard = typename Board::bitboard;

    bitboard all{};
    for (int n = 1; n <= Board::squares; ++n) all |= naive_mask(n, nb);
    CHECK(Board::all == all);
    CHECK(popcount(Board::all) == Board::squares);

    // no ghost bit is a square: every bit of the bitboard, square or not
    for (int b = 0; b < bits_in<bitboard>; ++b) {
        CAPTURE(b);
        const bool is_square = has_bit(all, b);
        CHECK(Board::is_square_bit(b) == is_square);
        CHECK(has_bit(Board::all, b) == is_square);
    }
    CHECK_FALSE(Board::is_square_bit(-1));

    for (int r = 0; r < Board::height; ++r) {
        CAPTURE(r);
        bitboard row{};
        for (int n = 1; n <= Board::squares; ++n)
            if (nb.row(n) == r) row |= naive_mask(n, nb);
        CHECK(Board::row_mask(r) == row);
        CHECK(popcount(row) == Board::squares_in_row(r));
    }

    // where a colour's men are crowned: the far rank (PDN 3.0)
    bitboard rank_top{}, rank_bottom{};
    for (int n = 1; n <= Board::squares; ++n) {
        if (nb.rank(n) == Board::height) rank_top |= naive_mask(n, nb);
        if (nb.rank(n) == 1) rank_bottom |= naive_mask(n, nb);
    }
    CHECK(Board::promotion_row(color::white) == rank_top);
    CHECK(Board::promotion_row(color::black) == rank_bottom);

    for (int rows = 0; rows <= Board::height / 2; ++rows) {
        CAPTURE(rows);
        bitboard white{}, black{};
        for (int n = 1; n <= Board::squares; ++n) {
            if (nb.rank(n) <= rows) white |= naive_mask(n, nb);
            if (nb.rank(n) > Board::height - rows) black |= naive_mask(n, nb);
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
    // PDN 3.0: off the board or not a dark square
    const std::array<bad, 11> international_cases{{
        {"51", error_kind::bad_square, 1, "off the board"},
        {"0", error_kind::bad_square, 1, "off the board"},
        {"99999999999", error_kind::bad_square, 1, "off the board"},
        {"k1", error_kind::bad_square, 1, "off the board"},
        {"a11", error_kind::bad_square, 1, "off the board"},
        {"a2", error_kind::bad_square, 1, "light square"},
        {"b1", error_kind::bad_square, 1, "light square"},
        {"", error_kind::syntax, 1, "expected a square"},
        {"x", error_kind::syntax, 1, "expected a square, not \"x\""},  // x separates, never a file
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
        {"x", error_kind::syntax, 1, "expected a square, not \"x\""},
        {"1x", error_kind::trailing_text, 2, "\"x\""},
        {"B", error_kind::syntax, 2, "rank"},
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

TEST_CASE("parse_square reads square names in capitals as users type them (C3 is c3)") {
    CHECK(*parse_square<board_8x8>("A1") == *parse_square<board_8x8>("a1"));
    CHECK(*parse_square<board_8x8>("C3") == *parse_square<board_8x8>("c3"));
    CHECK(*parse_square<board_10x10>("J10") == *parse_square<board_10x10>("j10"));
    const auto light = parse_square<board_8x8>("B1");
    REQUIRE_FALSE(light);
    CHECK(light.error().message.find("light square") != std::string::npos);
}

// A rank too large to read is still a rank off the board, as "a11" is.
TEST_CASE("a huge rank is off the board, not a missing rank") {
    const auto r = parse_square<board_10x10>("a100");
    REQUIRE_FALSE(r);
    CHECK(to_string(r.error().kind) == to_string(error_kind::bad_square));
    CHECK(r.error().column == 1);
    CHECK(r.error().message.find("off the board") != std::string::npos);
}
