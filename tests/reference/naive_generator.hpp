// A deliberately simple second move generator, used only by tests to cross-check the
// library's bitboard generator. It is written from the rules text (RULES.md sections 1-4,
// PDN 3.0 path notation) and shares no code with the library: a mailbox board, row and
// column arithmetic, plain depth-first search. Obviously correct beats fast here.
#pragma once

#include <algorithm>
#include <array>
#include <cstddef>
#include <utility>
#include <vector>

namespace naive {

struct rules {
    int size;                   // 8 or 10 (board is size x size, dark squares only)
    bool men_capture_backward;  // true for russian, international, brazilian
    bool flying_kings;          // true for all three
    bool majority;              // international/brazilian: only captures taking the most pieces (kings count as men)
    bool promote_mid_capture;   // russian 1.5.15: a man reaching the last row mid-capture becomes a king and continues
                                // as a king
};
inline constexpr rules russian{8, true, true, false, true};
inline constexpr rules brazilian{8, true, true, true, false};
inline constexpr rules international{10, true, true, true, false};

enum class piece : char { empty, white_man, white_king, black_man, black_king };

struct board {
    rules r;
    std::vector<piece> squares;  // indexed by square NUMBER 1..N, N = size*size/2; index 0 unused
    bool white_to_move = true;
};

struct move {
    int from = 0, to = 0;       // square numbers
    std::vector<int> captured;  // captured square numbers, sorted ascending (empty for a quiet move)
    bool promotes = false;      // a man that ends the move as a king
    std::vector<int> path;      // canonical path: from, one square per captured piece, to. Quiet move: {from, to}
};

namespace detail {

// A diagonal direction as a step in rows and columns. Row 0 is the top row as White sees
// the board (Black's side), so White's forward is row_step = -1.
struct direction {
    int row_step;
    int col_step;
    bool operator==(const direction&) const = default;
};
inline constexpr std::array<direction, 4> all_directions{{{-1, -1}, {-1, +1}, {+1, -1}, {+1, +1}}};

// Geometry of the numbered dark squares: numbers run row by row from the top row, left
// to right. On the top row (row 0) the dark squares are the odd columns (1 = b8 / b10),
// on the next row the even columns (a7 / a9), and so on alternately.
inline int squares_per_row(const rules& r) { return r.size / 2; }
inline int row_of(const rules& r, int square) { return (square - 1) / squares_per_row(r); }
inline int col_of(const rules& r, int square) {
    const int index_in_row = (square - 1) % squares_per_row(r);
    const bool top_pattern = row_of(r, square) % 2 == 0;
    return 2 * index_in_row + (top_pattern ? 1 : 0);
}

// The square one diagonal step away, or 0 when that step leaves the board.
inline int neighbour(const rules& r, int square, direction d) {
    const int row = row_of(r, square) + d.row_step;
    const int col = col_of(r, square) + d.col_step;
    if (row < 0 || row >= r.size || col < 0 || col >= r.size) return 0;
    return row * squares_per_row(r) + col / 2 + 1;  // a diagonal step stays on dark squares
}

inline bool is_white(piece p) { return p == piece::white_man || p == piece::white_king; }
inline bool is_black(piece p) { return p == piece::black_man || p == piece::black_king; }
inline bool is_king(piece p) { return p == piece::white_king || p == piece::black_king; }

// The row where a man of this colour promotes: the far side from its own.
inline bool is_last_row(const rules& r, int square, bool white) {
    return row_of(r, square) == (white ? 0 : r.size - 1);
}
inline int forward_row_step(bool white) { return white ? -1 : +1; }

// One jump inside a capture: the piece taken, where the mover landed, and the direction.
struct jump {
    int captured;
    int landing;
    direction dir;
};

// Depth-first search over all capture sequences of one piece.
class capture_search {
public:
    capture_search(const board& b, int from)
        : r_(b.r),
          squares_(b.squares),
          white_(b.white_to_move),
          from_(from),
          started_as_king_(is_king(b.squares[static_cast<std::size_t>(from)])),
          jumped_(b.squares.size(), false) {
        // The mover's start square counts as empty during the whole move (it may be
        // crossed or landed on again).
        squares_[static_cast<std::size_t>(from)] = piece::empty;
    }

    // Every completed capture sequence of the piece, as moves (possibly repeated paths).
    std::vector<move> run() {
        extend(from_, started_as_king_, false);
        return std::move(found_);
    }

private:
    const rules& r_;
    std::vector<piece> squares_;  // pieces on the board; jumped pieces stay until the move ends
    bool white_;
    int from_;
    bool started_as_king_;
    std::vector<bool> jumped_;  // Turkish strike: a jumped piece can't be jumped again and blocks
    std::vector<jump> jumps_;   // the sequence so far
    std::vector<move> found_;

    bool is_empty(int square) const { return squares_[static_cast<std::size_t>(square)] == piece::empty; }
    bool is_enemy(int square) const {
        const piece p = squares_[static_cast<std::size_t>(square)];
        return white_ ? is_black(p) : is_white(p);
    }

    // A man captures forward, and backward too where the rules say so; a king everywhere.
    bool may_capture_towards(direction d, bool as_king) const {
        return as_king || r_.men_capture_backward || d.row_step == forward_row_step(white_);
    }

    // The capture available from `square` in direction `d`: returns the square of the
    // piece it would take (0 if none) and fills `landings` with the squares it may land on.
    int capture_in_direction(int square, direction d, bool as_king, std::vector<int>& landings) const {
        landings.clear();
        if (!may_capture_towards(d, as_king)) return 0;
        const bool long_range = as_king && r_.flying_kings;
        int target = neighbour(r_, square, d);
        // A flying king approaches over any number of empty squares.
        while (long_range && target != 0 && is_empty(target)) target = neighbour(r_, target, d);
        if (target == 0 || !is_enemy(target) || jumped_[static_cast<std::size_t>(target)]) return 0;
        // Land on the empty squares right behind the piece, up to the next occupied one
        // (jumped pieces are still on the board, so they stop the king too).
        for (int land = neighbour(r_, target, d); land != 0 && is_empty(land); land = neighbour(r_, land, d)) {
            landings.push_back(land);
            if (!long_range) break;
        }
        return landings.empty() ? 0 : target;
    }

    bool can_capture_from(int square, bool as_king) const {
        std::vector<int> landings;
        for (direction d : all_directions)
            if (capture_in_direction(square, d, as_king, landings) != 0) return true;
        return false;
    }

    void extend(int square, bool as_king, bool promoted_on_the_way) {
        bool continued = false;
        std::vector<int> landings;
        for (direction d : all_directions) {
            const int target = capture_in_direction(square, d, as_king, landings);
            if (target == 0) continue;
            jumped_[static_cast<std::size_t>(target)] = true;
            // King landing rule (Russian 1.5.6; under the majority rule it changes
            // nothing): if the capture can go on from some landing squares, the king
            // must land on one of those. A man has a single landing square anyway.
            std::vector<int> allowed;
            for (int land : landings)
                if (can_capture_from(land, as_king)) allowed.push_back(land);
            if (allowed.empty()) allowed = landings;
            for (int land : allowed) {
                // Russian 1.5.15: a man reaching the last row becomes a king at once and
                // goes on capturing as a king. Elsewhere it stays a man until the move ends.
                const bool crowned_now = !as_king && r_.promote_mid_capture && is_last_row(r_, land, white_);
                jumps_.push_back({target, land, d});
                extend(land, as_king || crowned_now, promoted_on_the_way || crowned_now);
                jumps_.pop_back();
                continued = true;
            }
            jumped_[static_cast<std::size_t>(target)] = false;
        }
        // A capture must be played to its end: record only sequences that cannot go on.
        if (!continued && !jumps_.empty()) record(square, promoted_on_the_way);
    }

    void record(int final_square, bool promoted_on_the_way) {
        move m;
        m.from = from_;
        m.to = final_square;
        // A man promotes if it was crowned on the way (Russian) or ends on the last row.
        m.promotes = !started_as_king_ && (promoted_on_the_way || is_last_row(r_, final_square, white_));
        // PDN 3.0 canonical path: one square per captured piece. Where the mover goes on
        // straight to the next capture, name the square right behind the captured piece
        // (so landing anywhere on that line is one path); otherwise where it landed.
        m.path.push_back(from_);
        for (std::size_t i = 0; i < jumps_.size(); ++i) {
            const jump& j = jumps_[i];
            const bool goes_straight_on = i + 1 < jumps_.size() && jumps_[i + 1].dir == j.dir;
            m.path.push_back(goes_straight_on ? neighbour(r_, j.captured, j.dir) : j.landing);
            m.captured.push_back(j.captured);
        }
        std::sort(m.captured.begin(), m.captured.end());
        found_.push_back(std::move(m));
    }
};

inline bool belongs_to_side_to_move(const board& b, piece p) { return b.white_to_move ? is_white(p) : is_black(p); }

inline std::vector<move> all_captures(const board& b) {
    std::vector<move> captures;
    const int square_count = b.r.size * b.r.size / 2;
    for (int from = 1; from <= square_count; ++from) {
        const piece p = b.squares[static_cast<std::size_t>(from)];
        if (!belongs_to_side_to_move(b, p)) continue;
        for (move& m : capture_search(b, from).run()) captures.push_back(std::move(m));
    }
    // Several landings before going straight on give the same canonical path: keep one.
    std::sort(captures.begin(), captures.end(), [](const move& a, const move& c) { return a.path < c.path; });
    captures.erase(
        std::unique(captures.begin(), captures.end(), [](const move& a, const move& c) { return a.path == c.path; }),
        captures.end());
    return captures;
}

inline std::vector<move> all_quiet_moves(const board& b) {
    std::vector<move> quiet;
    const rules& r = b.r;
    const int square_count = r.size * r.size / 2;
    for (int from = 1; from <= square_count; ++from) {
        const piece p = b.squares[static_cast<std::size_t>(from)];
        if (!belongs_to_side_to_move(b, p)) continue;
        for (direction d : all_directions) {
            // Men step one square forward; kings fly over any number of empty squares.
            if (!is_king(p) && d.row_step != forward_row_step(b.white_to_move)) continue;
            const bool long_range = is_king(p) && r.flying_kings;
            for (int to = neighbour(r, from, d); to != 0 && b.squares[static_cast<std::size_t>(to)] == piece::empty;
                 to = neighbour(r, to, d)) {
                move m;
                m.from = from;
                m.to = to;
                m.promotes = !is_king(p) && is_last_row(r, to, b.white_to_move);
                m.path = {from, to};
                quiet.push_back(std::move(m));
                if (!long_range) break;
            }
        }
    }
    return quiet;
}

}  // namespace detail

// Every legal capture PATH (or every quiet move when no capture exists) of the side to move.
// Two results are different paths iff their canonical `path` vectors differ.
inline std::vector<move> legal_paths(const board& b) {
    std::vector<move> captures = detail::all_captures(b);
    if (captures.empty()) return detail::all_quiet_moves(b);  // capture is compulsory
    if (b.r.majority) {
        // FMJD 4.13/4.14: only the captures taking the most pieces; a king counts as one.
        std::size_t most = 0;
        for (const move& m : captures) most = std::max(most, m.captured.size());
        std::erase_if(captures, [most](const move& m) { return m.captured.size() < most; });
    }
    return captures;
}

}  // namespace naive
