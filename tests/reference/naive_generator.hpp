// A deliberately simple second move generator, used only by tests to cross-check the
// library's generators. It is written from the rules texts (the federations' articles and
// the PDN 3.0 path notation) and shares no code with the library: a mailbox board of rows
// and columns, plain depth-first search, every rule a plain test where it applies.
// Obviously correct beats fast here.
#pragma once

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <tuple>
#include <string_view>
#include <utility>
#include <vector>

namespace naive {

// What a man that reaches its last row in the middle of a capture does.
enum class crowning {
    captures_on_as_king,  // Russian 1.5.15: crowned, goes on capturing as a king
    move_ends,            // English, Italian, Spanish, Czech, Thai: crowned, the move ends there
    captures_on_as_man,   // FMJD 4.15: goes on as a man; crowned only if the move ends there
};

// Where a flying king may land behind a piece it takes.
enum class landing {
    anywhere,                // any empty square behind it, up to the next piece
    right_behind,            // Thai: only the square right behind it
    right_behind_last_king,  // Killer: right behind a king taken as the last piece of the move
};

// The steps of capture precedence, compared in order; a capture worse on a step is illegal.
enum class criterion {
    most_pieces,  // FMJD 4.13: the most pieces, a king counting as a man
    with_king,    // Italian 6.7, Czech 4.14: a capture by a king before one by a man
    most_kings,   // Italian 6.8, Spanish: the most kings taken
    kings_first,  // Italian 6.9: the kings met earliest, king by king
    value,        // Frisian 11: men 100 and kings 199 (a king between one man and two), the highest total
};

struct rules {
    int width = 8;
    int height = 8;
    bool dark_lower_left = true;  // the corner at White's lower left is dark (false: Italian, Spanish boards)
    int first_corner = 0;         // square 1, as White sees the board: 0 top left, 1 top right, 2 bottom left,
                                  // 3 bottom right; numbers run along the rows away from it
    bool men_capture_backward = true;
    bool flying_kings = true;
    bool men_capture_kings = true;  // Italian 5.3b: false
    crowning crown = crowning::captures_on_as_man;
    bool removed_at_once = false;  // Thai: captured pieces leave the board as they are taken
    landing king_landing = landing::anywhere;
    std::vector<criterion> precedence{};  // empty: free choice
    bool straight_captures = false;  // Frisian 7, 9: men and kings capture along rows and files too
    int king_move_limit = 0;  // Frisian 17: quiet moves in a row one king may make while its side has men; 0: any
    // Turkish draughts (dama): play on every square; men step and capture one square forward or
    // sideways, kings go along rows and files only; no capture turns straight back.
    bool turkish = false;
};

// The variants, from their rules texts.
inline const rules russian{8, 8, true, 0, true, true, true, crowning::captures_on_as_king};
inline const rules brazilian{8, 8, true, 0, true, true, true, crowning::captures_on_as_man, false, landing::anywhere,
                             {criterion::most_pieces}};
inline const rules international{10, 10, true, 0, true, true, true, crowning::captures_on_as_man, false,
                                 landing::anywhere, {criterion::most_pieces}};
inline const rules english{8, 8, true, 0, false, false, true, crowning::move_ends};
inline const rules italian{8,
                           8,
                           false,
                           0,
                           false,
                           false,
                           false,
                           crowning::move_ends,
                           false,
                           landing::anywhere,
                           {criterion::most_pieces, criterion::with_king, criterion::most_kings, criterion::kings_first}};
inline const rules spanish{8, 8, false, 3, false, true, true, crowning::move_ends, false, landing::anywhere,
                           {criterion::most_pieces, criterion::most_kings}};
inline const rules czech{8, 8, true, 0, false, true, true, crowning::move_ends, false, landing::anywhere,
                         {criterion::with_king}};
inline const rules pool{8, 8, true, 0, true, true, true, crowning::captures_on_as_man};
inline const rules thai{8, 8, true, 0, false, true, true, crowning::move_ends, true, landing::right_behind};
inline const rules killer{10, 10, true, 0, true, true, true, crowning::captures_on_as_man, false,
                          landing::right_behind_last_king, {criterion::most_pieces}};
inline const rules canadian{12, 12, true, 0, true, true, true, crowning::captures_on_as_man, false,
                            landing::anywhere, {criterion::most_pieces}};
inline const rules frisian{10, 10, true, 0, true, true, true, crowning::captures_on_as_man, false,
                           landing::anywhere, {criterion::value, criterion::with_king}, true, 3};
// Squares numbered from a1 along the ranks: first corner 2, bottom left.
inline const rules turkish{8, 8, true, 2, false, true, true, crowning::captures_on_as_man, true, landing::anywhere,
                           {criterion::most_pieces}, false, 0, true};

enum class piece : char { empty, white_man, white_king, black_man, black_king };

// The dark squares of a board, numbered as the rules say.
class geometry {
public:
    explicit geometry(const rules& r) : r_(r) {
        const bool from_top = r.first_corner == 0 || r.first_corner == 1;
        const bool from_left = r.first_corner == 0 || r.first_corner == 2;
        number_.assign(static_cast<std::size_t>(r.width * r.height), 0);
        places_.push_back({-1, -1});  // square numbers start at 1
        for (int i = 0; i < r.height; ++i) {
            const int row = from_top ? i : r.height - 1 - i;
            for (int j = 0; j < r.width; ++j) {
                const int col = from_left ? j : r.width - 1 - j;
                if (!is_dark(row, col)) continue;
                places_.push_back({row, col});
                number_[index(row, col)] = static_cast<int>(places_.size()) - 1;
            }
        }
    }

    // Rows from 0 at the top (Black's side, as White sees the board), columns from 0 at the left.
    [[nodiscard]] bool is_dark(int row, int col) const {
        if (r_.turkish) return true;  // every square is played
        // The lower-left corner (row height - 1, column 0) is dark, or light on a turned board.
        const bool like_corner = (row - (r_.height - 1) + col) % 2 == 0;
        return like_corner == r_.dark_lower_left;
    }
    [[nodiscard]] int squares() const { return static_cast<int>(places_.size()) - 1; }
    [[nodiscard]] int row(int square) const { return places_[static_cast<std::size_t>(square)].first; }
    [[nodiscard]] int col(int square) const { return places_[static_cast<std::size_t>(square)].second; }
    // The square at (row, col), or 0 off the board.
    [[nodiscard]] int at(int row, int col) const {
        if (row < 0 || row >= r_.height || col < 0 || col >= r_.width) return 0;
        return number_[index(row, col)];
    }

private:
    [[nodiscard]] std::size_t index(int row, int col) const { return static_cast<std::size_t>(row * r_.width + col); }

    rules r_;
    std::vector<std::pair<int, int>> places_;
    std::vector<int> number_;
};

struct board {
    rules r;
    std::vector<piece> squares;  // indexed by square NUMBER 1..N; index 0 unused
    bool white_to_move = true;
    // Frisian 17, by colour (0 White, 1 Black): the square of the king that made the last
    // quiet moves of its side, and how many it made in a row (0: none).
    std::array<int, 2> run_square{};
    std::array<int, 2> run_moves{};
};

struct move {
    int from = 0, to = 0;       // square numbers
    std::vector<int> captured;  // captured square numbers, sorted ascending (empty for a quiet move)
    bool promotes = false;      // a man that ends the move as a king
    std::vector<int> path;      // canonical path: from, one square per captured piece, to. Quiet move: {from, to}
    // What precedence compares.
    bool by_king = false;
    int kings_taken = 0;
    std::vector<int> king_places;  // the places (0, 1, ...) in the order of capture of the kings taken
};

namespace detail {

// A direction as a step in rows and columns; White's forward is row_step = -1. The four
// diagonals, then the four straight lines, whose next square of the same colour is two rows
// or two columns away.
struct direction {
    int row_step;
    int col_step;
    bool operator==(const direction&) const = default;
};
inline constexpr std::array<direction, 4> all_directions{{{-1, -1}, {-1, +1}, {+1, -1}, {+1, +1}}};
inline constexpr std::array<direction, 8> eight_directions{
    {{-1, -1}, {-1, +1}, {+1, -1}, {+1, +1}, {-2, 0}, {+2, 0}, {0, -2}, {0, +2}}};

// Turkish: along rows and files, to the very next square.
inline constexpr std::array<direction, 4> rook_directions{{{-1, 0}, {+1, 0}, {0, -1}, {0, +1}}};

// The directions pieces capture in under the rules.
inline std::vector<direction> capture_directions(const rules& r) {
    if (r.turkish) return {rook_directions.begin(), rook_directions.end()};
    if (r.straight_captures) return {eight_directions.begin(), eight_directions.end()};
    return {all_directions.begin(), all_directions.end()};
}

// The directions pieces make quiet moves in.
inline std::vector<direction> move_directions(const rules& r) {
    if (r.turkish) return {rook_directions.begin(), rook_directions.end()};
    return {all_directions.begin(), all_directions.end()};
}

inline bool is_white(piece p) { return p == piece::white_man || p == piece::white_king; }
inline bool is_black(piece p) { return p == piece::black_man || p == piece::black_king; }
inline bool is_king(piece p) { return p == piece::white_king || p == piece::black_king; }

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
    capture_search(const board& b, const geometry& g, int from)
        : r_(b.r),
          g_(g),
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
    const geometry& g_;
    std::vector<piece> squares_;  // pieces on the board; taken pieces stay until the move ends, unless
                                  // the rules remove them at once
    bool white_;
    int from_;
    bool started_as_king_;
    std::vector<bool> jumped_;  // pieces taken so far: none is taken twice
    std::vector<jump> jumps_;   // the sequence so far
    std::vector<move> found_;

    int neighbour(int square, direction d) const {
        return g_.at(g_.row(square) + d.row_step, g_.col(square) + d.col_step);
    }
    bool is_empty(int square) const { return squares_[static_cast<std::size_t>(square)] == piece::empty; }
    bool is_enemy(int square) const {
        const piece p = squares_[static_cast<std::size_t>(square)];
        return white_ ? is_black(p) : is_white(p);
    }
    bool is_last_row(int square) const { return g_.row(square) == (white_ ? 0 : r_.height - 1); }

    // A man captures forward, and backward too where the rules say so; a king everywhere.
    // Sideways along a row only where men capture backward too (Frisian 7: every way).
    bool may_capture_towards(direction d, bool as_king) const {
        if (!as_king && r_.turkish) return d.row_step * forward_row_step(white_) >= 0;  // forward or sideways
        return as_king || r_.men_capture_backward || d.row_step * forward_row_step(white_) > 0;
    }

    // The capture available from `square` in direction `d`: returns the square of the
    // piece it would take (0 if none) and fills `landings` with the squares it may land on
    // (before the landing rules choose among them).
    int capture_in_direction(int square, direction d, bool as_king, std::vector<int>& landings) const {
        landings.clear();
        if (!may_capture_towards(d, as_king)) return 0;
        const bool long_range = as_king && r_.flying_kings;
        int target = neighbour(square, d);
        // A flying king approaches over any number of empty squares.
        while (long_range && target != 0 && is_empty(target)) target = neighbour(target, d);
        if (target == 0 || !is_enemy(target) || jumped_[static_cast<std::size_t>(target)]) return 0;
        // Italian 5.3b: a man takes only men.
        if (!as_king && !r_.men_capture_kings && is_king(squares_[static_cast<std::size_t>(target)])) return 0;
        // Land on the empty squares right behind the piece, up to the next occupied one
        // (taken pieces still on the board stop the king too). Thai: only right behind.
        for (int land = neighbour(target, d); land != 0 && is_empty(land); land = neighbour(land, d)) {
            landings.push_back(land);
            if (!long_range || r_.king_landing == landing::right_behind) break;
        }
        return landings.empty() ? 0 : target;
    }

    // Takes the piece on `target`: marks it, and empties its square when pieces leave at once.
    void take(int target) {
        jumped_[static_cast<std::size_t>(target)] = true;
        if (r_.removed_at_once) {
            taken_away_.emplace_back(target, squares_[static_cast<std::size_t>(target)]);
            squares_[static_cast<std::size_t>(target)] = piece::empty;
        }
    }
    void untake(int target) {
        jumped_[static_cast<std::size_t>(target)] = false;
        if (r_.removed_at_once) {
            squares_[static_cast<std::size_t>(target)] = taken_away_.back().second;
            taken_away_.pop_back();
        }
    }
    std::vector<std::pair<int, piece>> taken_away_;

    // `came`: the direction of the jump that landed there, which a Turkish capture may not
    // turn straight back along.
    bool can_capture_from(int square, bool as_king, direction came) const {
        std::vector<int> landings;
        for (direction d : capture_directions(r_)) {
            if (r_.turkish && d == direction{-came.row_step, -came.col_step}) continue;
            if (capture_in_direction(square, d, as_king, landings) != 0) return true;
        }
        return false;
    }

    void extend(int square, bool as_king, bool crowned_on_the_way) {
        bool continued = false;
        std::vector<int> landings;
        for (direction d : capture_directions(r_)) {
            // Turkish: no capture turns straight back the way it came.
            if (r_.turkish && !jumps_.empty() && d == direction{-jumps_.back().dir.row_step, -jumps_.back().dir.col_step})
                continue;
            const int target = capture_in_direction(square, d, as_king, landings);
            if (target == 0) continue;
            const bool king_taken = is_king(squares_[static_cast<std::size_t>(target)]);
            take(target);
            // Landing rule (Russian 1.5.6): if the capture can go on from some landing
            // squares, the piece must land on one of those. A man has one landing square.
            std::vector<int> allowed;
            for (int land : landings)
                if (can_go_on_from(land, as_king, d)) allowed.push_back(land);
            const bool ends_here = allowed.empty();
            if (ends_here) {
                allowed = landings;
                // Killer: a king whose last piece taken is a king stops right behind it.
                if (as_king && king_taken && r_.king_landing == landing::right_behind_last_king)
                    allowed = {landings.front()};
            }
            for (int land : allowed) {
                jumps_.push_back({target, land, d});
                continued = true;
                const bool reaches_last_row = !as_king && is_last_row(land);
                if (reaches_last_row && r_.crown == crowning::move_ends) {
                    record(land, true);
                } else if (reaches_last_row && r_.crown == crowning::captures_on_as_king) {
                    extend(land, true, true);
                } else {
                    extend(land, as_king, crowned_on_the_way);
                }
                jumps_.pop_back();
            }
            untake(target);
        }
        // A capture must be played to its end: record only sequences that cannot go on.
        if (!continued && !jumps_.empty()) record(square, crowned_on_the_way || (!started_as_king_ && is_last_row(square)));
    }

    // Whether, landed on `land` (the piece just taken already marked), the piece can take
    // again: as what it then is.
    bool can_go_on_from(int land, bool as_king, direction came) const {
        if (!as_king && is_last_row(land)) {
            if (r_.crown == crowning::move_ends) return false;
            if (r_.crown == crowning::captures_on_as_king) return can_capture_from(land, true, came);
        }
        return can_capture_from(land, as_king, came);
    }

    void record(int final_square, bool promotes) {
        move m;
        m.from = from_;
        m.to = final_square;
        m.promotes = !started_as_king_ && promotes;
        m.by_king = started_as_king_;
        // PDN 3.0 canonical path: one square per captured piece. Where the mover goes on
        // straight to the next capture, name the square right behind the captured piece
        // (so landing anywhere on that line is one path); otherwise where it landed.
        m.path.push_back(from_);
        for (std::size_t i = 0; i < jumps_.size(); ++i) {
            const jump& j = jumps_[i];
            const bool goes_straight_on = i + 1 < jumps_.size() && jumps_[i + 1].dir == j.dir;
            m.path.push_back(goes_straight_on ? neighbour(j.captured, j.dir) : j.landing);
            m.captured.push_back(j.captured);
            // The piece on that square before the move began: the board as it was given.
            if (is_king(original(j.captured))) {
                ++m.kings_taken;
                m.king_places.push_back(static_cast<int>(i));
            }
        }
        std::sort(m.captured.begin(), m.captured.end());
        found_.push_back(std::move(m));
    }

    piece original(int square) const {
        for (const auto& [s, p] : taken_away_)
            if (s == square) return p;
        return squares_[static_cast<std::size_t>(square)];
    }
};

inline bool belongs_to_side_to_move(const board& b, piece p) { return b.white_to_move ? is_white(p) : is_black(p); }

// How capture a ranks against capture c under the precedence steps: negative when c must be
// taken rather than a.
inline int rank_against(const std::vector<criterion>& steps, const move& a, const move& c) {
    for (criterion s : steps) {
        switch (s) {
        case criterion::most_pieces:
            if (a.captured.size() != c.captured.size()) return a.captured.size() < c.captured.size() ? -1 : 1;
            break;
        case criterion::with_king:
            if (a.by_king != c.by_king) return a.by_king ? 1 : -1;
            break;
        case criterion::most_kings:
            if (a.kings_taken != c.kings_taken) return a.kings_taken < c.kings_taken ? -1 : 1;
            break;
        case criterion::kings_first:
            // The king met earlier wins, king by king; with fewer kings, running out is later.
            for (std::size_t i = 0; i < std::max(a.king_places.size(), c.king_places.size()); ++i) {
                if (i >= a.king_places.size()) return -1;
                if (i >= c.king_places.size()) return 1;
                if (a.king_places[i] != c.king_places[i]) return a.king_places[i] < c.king_places[i] ? 1 : -1;
            }
            break;
        case criterion::value: {
            const auto value = [](const move& m) {
                const int kings = m.kings_taken;
                return 100 * (static_cast<int>(m.captured.size()) - kings) + 199 * kings;
            };
            if (value(a) != value(c)) return value(a) < value(c) ? -1 : 1;
            break;
        }
        }
    }
    return 0;
}

inline std::vector<move> all_captures(const board& b, const geometry& g) {
    std::vector<move> captures;
    for (int from = 1; from <= g.squares(); ++from) {
        const piece p = b.squares[static_cast<std::size_t>(from)];
        if (!belongs_to_side_to_move(b, p)) continue;
        for (move& m : capture_search(b, g, from).run()) captures.push_back(std::move(m));
    }
    // Several landings before going straight on give the same canonical path: keep one.
    std::sort(captures.begin(), captures.end(), [](const move& a, const move& c) { return a.path < c.path; });
    captures.erase(
        std::unique(captures.begin(), captures.end(), [](const move& a, const move& c) { return a.path == c.path; }),
        captures.end());
    return captures;
}

// Frisian 17: whether the king on `from` has made as many quiet moves in a row as its side
// may while it has men.
inline bool king_stopped(const board& b, int from) {
    const std::size_t side = b.white_to_move ? 0 : 1;
    if (b.r.king_move_limit == 0 || b.run_square[side] != from || b.run_moves[side] < b.r.king_move_limit) return false;
    const piece own_man = b.white_to_move ? piece::white_man : piece::black_man;
    return std::find(b.squares.begin(), b.squares.end(), own_man) != b.squares.end();
}

inline std::vector<move> all_quiet_moves(const board& b, const geometry& g) {
    std::vector<move> quiet;
    const rules& r = b.r;
    for (int from = 1; from <= g.squares(); ++from) {
        const piece p = b.squares[static_cast<std::size_t>(from)];
        if (!belongs_to_side_to_move(b, p)) continue;
        if (is_king(p) && king_stopped(b, from)) continue;
        for (direction d : move_directions(r)) {
            // Men step one square forward (Turkish: or sideways); kings fly over any number of
            // empty squares.
            const int forward = forward_row_step(b.white_to_move);
            if (!is_king(p) && d.row_step != forward && !(r.turkish && d.row_step == 0)) continue;
            const bool long_range = is_king(p) && r.flying_kings;
            for (int to = g.at(g.row(from) + d.row_step, g.col(from) + d.col_step);
                 to != 0 && b.squares[static_cast<std::size_t>(to)] == piece::empty;
                 to = g.at(g.row(to) + d.row_step, g.col(to) + d.col_step)) {
                move m;
                m.from = from;
                m.to = to;
                m.promotes = !is_king(p) && g.row(to) == (b.white_to_move ? 0 : r.height - 1);
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
    const geometry g(b.r);
    std::vector<move> captures = detail::all_captures(b, g);
    if (captures.empty()) return detail::all_quiet_moves(b, g);  // capture is compulsory
    // Precedence: keep the captures no other capture ranks above.
    std::vector<move> best;
    for (const move& m : captures) {
        if (!best.empty()) {
            const int c = detail::rank_against(b.r.precedence, m, best.front());
            if (c < 0) continue;
            if (c > 0) best.clear();
        }
        best.push_back(m);
    }
    return best;
}

// The start position: `rows` rows of men each, Black on the top rows, White on the bottom,
// behind them `back` empty rows (Turkish: 1).
inline board start(const rules& r, int rows, int back = 0) {
    const geometry g(r);
    board b{r, std::vector<piece>(static_cast<std::size_t>(g.squares()) + 1, piece::empty), true};
    for (int n = 1; n <= g.squares(); ++n) {
        if (g.row(n) >= back && g.row(n) < back + rows) b.squares[static_cast<std::size_t>(n)] = piece::black_man;
        if (g.row(n) < r.height - back && g.row(n) >= r.height - back - rows)
            b.squares[static_cast<std::size_t>(n)] = piece::white_man;
    }
    return b;
}

// The position after a legal move.
inline board play(board b, const move& m) {
    piece p = b.squares[static_cast<std::size_t>(m.from)];
    // Frisian 17: a king's quiet move goes on its run; any other move ends it; a king taken
    // ends its side's run.
    const std::size_t us = b.white_to_move ? 0 : 1, them = 1 - us;
    if (detail::is_king(p) && m.captured.empty()) {
        const int before = b.run_square[us] == m.from ? b.run_moves[us] : 0;
        b.run_moves[us] = std::min(before + 1, std::max(b.r.king_move_limit, 1));
        b.run_square[us] = m.to;
    } else {
        b.run_moves[us] = 0;
        b.run_square[us] = 0;
    }
    if (std::find(m.captured.begin(), m.captured.end(), b.run_square[them]) != m.captured.end()) {
        b.run_moves[them] = 0;
        b.run_square[them] = 0;
    }
    b.squares[static_cast<std::size_t>(m.from)] = piece::empty;
    for (int c : m.captured) b.squares[static_cast<std::size_t>(c)] = piece::empty;
    if (m.promotes) p = b.white_to_move ? piece::white_king : piece::black_king;
    b.squares[static_cast<std::size_t>(m.to)] = p;
    b.white_to_move = !b.white_to_move;
    return b;
}

// Perft: the leaves `depth` moves down, counting every path of a capture, or one move per
// (from, to, captured set) when `every_path` is false.
inline std::uint64_t perft(const board& b, int depth, bool every_path) {
    if (depth == 0) return 1;
    std::vector<move> moves = legal_paths(b);
    if (!every_path) {
        const auto key = [](const move& m) { return std::tie(m.from, m.to, m.captured, m.promotes); };
        std::sort(moves.begin(), moves.end(), [&](const move& a, const move& c) { return key(a) < key(c); });
        moves.erase(std::unique(moves.begin(), moves.end(), [&](const move& a, const move& c) { return key(a) == key(c); }),
                    moves.end());
    }
    if (depth == 1) return moves.size();
    std::uint64_t n = 0;
    for (const move& m : moves) n += perft(play(b, m), depth - 1, every_path);
    return n;
}

}  // namespace naive
