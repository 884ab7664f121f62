#pragma once
// A move and a fixed-capacity list of moves. A move is what changes on the board: where the
// piece starts and ends, which pieces it captures, and whether it becomes a king. The path
// of a capture is not stored; notation derives it when it is needed (paths.hpp).

#include "bitboard.hpp"

#include <cstddef>
#include <cstdint>

namespace draughts {

template <class Board>
struct basic_move {
    using board = Board;
    using bitboard = typename Board::bitboard;

    bitboard captured;  // the captured pieces; empty for a quiet move
    std::uint8_t from;  // bits of the start and end squares (Board::number gives the square number)
    std::uint8_t to;
    bool promotes;  // a man that ends the move as a king

    [[nodiscard]] constexpr int from_square() const noexcept { return Board::number(from); }
    [[nodiscard]] constexpr int to_square() const noexcept { return Board::number(to); }
    [[nodiscard]] constexpr bool is_capture() const noexcept { return captured != bitboard{}; }
    [[nodiscard]] constexpr int capture_count() const noexcept { return popcount(captured); }

    // PDN 3.0: a move is identified by (from, to, captured set).
    [[nodiscard]] friend constexpr bool operator==(const basic_move& a, const basic_move& b) noexcept {
        return a.from == b.from && a.to == b.to && a.captured == b.captured && a.promotes == b.promotes;
    }
};

// Room for every legal move of any position. Quiet moves are bounded by four per empty
// square (one king from each diagonal), at most 196 on 10x10; captures by far less in any
// position that arises in play. Generation never writes past the end: a list that would
// overflow keeps its first `capacity` moves and says so with overflowed().
template <class Board>
class basic_move_list {
public:
    using move_type = basic_move<Board>;
    static constexpr std::size_t capacity =
        Board::max_squares <= 128 ? 512 : 4 * static_cast<std::size_t>(Board::max_squares);

    constexpr basic_move_list() noexcept {}

    [[nodiscard]] constexpr std::size_t size() const noexcept { return size_; }
    [[nodiscard]] constexpr bool empty() const noexcept { return size_ == 0; }
    [[nodiscard]] constexpr bool overflowed() const noexcept { return overflowed_; }
    [[nodiscard]] constexpr const move_type& operator[](std::size_t i) const noexcept {
        DRAUGHTS_ASSERT(i < size_);
        return moves_[i];
    }
    [[nodiscard]] constexpr const move_type* begin() const noexcept { return moves_; }
    [[nodiscard]] constexpr const move_type* end() const noexcept { return moves_ + size_; }

    // Reordering, for a search's move ordering: the list's iterators are pointers, so
    // std::sort, std::partition and std::swap work on it. Only the order may change; the
    // moves stay those the generator gave (erase removes some).
    [[nodiscard]] constexpr move_type& operator[](std::size_t i) noexcept {
        DRAUGHTS_ASSERT(i < size_);
        return moves_[i];
    }
    [[nodiscard]] constexpr move_type* begin() noexcept { return moves_; }
    [[nodiscard]] constexpr move_type* end() noexcept { return moves_ + size_; }

    // Removes the moves in [first, last), keeping the order of the rest; returns where the
    // first move after them now stands.
    constexpr move_type* erase(const move_type* first, const move_type* last) noexcept {
        DRAUGHTS_ASSERT(begin() <= first && first <= last && last <= end());
        move_type* to = moves_ + (first - moves_);
        const move_type* from = last;
        while (from != end()) *to++ = *from++;
        size_ -= static_cast<std::size_t>(last - first);
        return moves_ + (first - moves_);
    }
    constexpr move_type* erase(const move_type* at) noexcept { return erase(at, at + 1); }

    constexpr void clear() noexcept {
        size_ = 0;
        overflowed_ = false;
    }

    constexpr void push_back(const move_type& m) noexcept {
        if (size_ < capacity)
            moves_[size_++] = m;
        else
            overflowed_ = true;
    }

    [[nodiscard]] constexpr bool contains(const move_type& m) const noexcept {
        for (const move_type& x : *this)
            if (x == m) return true;
        return false;
    }

private:
    move_type moves_[capacity];  // left uninitialised: filling it would cost more than generating
    std::size_t size_ = 0;
    bool overflowed_ = false;
};

}  // namespace draughts
