#pragma once
// A move and a list of moves. A move is what changes on the board: where the
// piece starts and ends, which pieces it captures, and whether it becomes a king. The path
// of a capture is not stored; notation derives it when it is needed (paths.hpp).

#include "bitboard.hpp"

#include <cstddef>
#include <cstdint>
#include <optional>

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

// A list of moves that never loses one. Room for 512 moves is kept inside the list, enough
// for every position of play; a position past that (a Frisian king with 875,316 capture paths
// counted one by one, say) moves the list to memory from the heap, grown as needed. So
// generation allocates nothing in play, and no count, list or explanation is ever cut short.
// The one failure left is running out of memory, which ends the program (the list's
// operations are noexcept).
template <class Board>
class basic_move_list {
public:
    using move_type = basic_move<Board>;
    // Quiet moves are bounded by four per empty square (a king from each diagonal), 196 on
    // 10x10; captures by far less in any position of play.
    static constexpr std::size_t inline_capacity =
        Board::max_squares <= 128 ? 512 : 4 * static_cast<std::size_t>(Board::max_squares);

    constexpr basic_move_list() noexcept {}
    constexpr basic_move_list(const basic_move_list& o) noexcept { assign(o); }
    constexpr basic_move_list& operator=(const basic_move_list& o) noexcept {
        if (this != &o) {
            clear();
            assign(o);
        }
        return *this;
    }
    constexpr ~basic_move_list() {
        if (data_ != moves_) [[unlikely]]
            release();
    }

    [[nodiscard]] constexpr std::size_t size() const noexcept { return size_; }
    [[nodiscard]] constexpr bool empty() const noexcept { return size_ == 0; }
    [[nodiscard]] constexpr const move_type& operator[](std::size_t i) const noexcept {
        DRAUGHTS_ASSERT(i < size_);
        return data_[i];
    }
    [[nodiscard]] constexpr const move_type* begin() const noexcept { return data_; }
    [[nodiscard]] constexpr const move_type* end() const noexcept { return data_ + size_; }

    // Reordering, for a search's move ordering: the list's iterators are pointers, so
    // std::sort, std::partition and std::swap work on it. Only the order may change; the
    // moves stay those the generator gave (erase removes some).
    [[nodiscard]] constexpr move_type& operator[](std::size_t i) noexcept {
        DRAUGHTS_ASSERT(i < size_);
        return data_[i];
    }
    [[nodiscard]] constexpr move_type* begin() noexcept { return data_; }
    [[nodiscard]] constexpr move_type* end() noexcept { return data_ + size_; }

    // Removes the moves in [first, last), keeping the order of the rest; returns where the
    // first move after them now stands.
    constexpr move_type* erase(const move_type* first, const move_type* last) noexcept {
        DRAUGHTS_ASSERT(begin() <= first && first <= last && last <= end());
        move_type* to = data_ + (first - data_);
        const move_type* from = last;
        while (from != end()) *to++ = *from++;
        size_ -= static_cast<std::size_t>(last - first);
        return data_ + (first - data_);
    }
    constexpr move_type* erase(const move_type* at) noexcept { return erase(at, at + 1); }

    // Empties the list; memory taken from the heap is kept for the next moves.
    constexpr void clear() noexcept { size_ = 0; }

    constexpr void push_back(const move_type& m) noexcept {
        if (size_ == capacity_) [[unlikely]]
            grow();
        data_[size_++] = m;
    }

    [[nodiscard]] constexpr bool contains(const move_type& m) const noexcept {
        for (const move_type& x : *this)
            if (x == m) return true;
        return false;
    }

private:
    // Out of line: positions of play never come here.
    DRAUGHTS_NOINLINE constexpr void grow() noexcept {
        const std::size_t bigger = 2 * capacity_;
        move_type* more = new move_type[bigger];
        for (std::size_t i = 0; i < size_; ++i) more[i] = data_[i];
        release();
        data_ = more;
        capacity_ = bigger;
    }
    // Out of line too: perft destroys lists at every node, and none of them holds heap memory.
    DRAUGHTS_NOINLINE constexpr void release() noexcept {
        if (data_ != moves_) delete[] data_;
        data_ = moves_;
        capacity_ = inline_capacity;
    }
    constexpr void assign(const basic_move_list& o) noexcept {
        for (const move_type& m : o) push_back(m);
    }

    move_type moves_[inline_capacity];  // left uninitialised: filling it would cost more than generating
    move_type* data_ = moves_;
    std::size_t size_ = 0;
    std::size_t capacity_ = inline_capacity;
};

// The moves a count has met, to tell another path of a move from a new move (the unique
// convention). Counting at perft's last ply makes one of these per position: making it costs
// nothing (the list's room is left uninitialised), and the look-up is inline, in the count's
// own code, so that the count's other values stay in registers (out of line, or behind an
// std::optional, Russian perft lost 4%).
template <class Board>
class seen_moves {
public:
    // Whether m is met for the first time; it is remembered.
    constexpr bool insert(const basic_move<Board>& m) noexcept {
        if (list_.contains(m)) return false;
        list_.push_back(m);
        return true;
    }
    constexpr void clear() noexcept { list_.clear(); }

private:
    basic_move_list<Board> list_;
};

}  // namespace draughts
