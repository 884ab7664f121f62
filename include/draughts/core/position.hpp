#pragma once
// A position: where the men and kings of each colour stand, and who is to move. Small and
// cheap to copy, so that search copies a position and plays a move on the copy.

#include "move.hpp"
#include "variant.hpp"

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <type_traits>

namespace draughts {

enum class piece_kind : std::uint8_t { man, king };

struct piece {
    color side;
    piece_kind kind;
    friend constexpr bool operator==(piece, piece) noexcept = default;
};

// A king's run of quiet moves, where the variant limits it (Frisian 17): the square the king
// stands on and how many quiet moves in a row it has made there; no run: {0, 0}.
struct king_run {
    int square = 0;
    int moves = 0;

    friend constexpr bool operator==(const king_run&, const king_run&) noexcept = default;
};

namespace detail {

// Zobrist keys from a fixed seed (SplitMix64), so hashes are the same on every machine.
constexpr std::uint64_t splitmix64(std::uint64_t& state) noexcept {
    std::uint64_t z = (state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

// One key per (colour, kind, bit) of a board, and one for Black to move.
template <class Board>
struct zobrist_keys {
    std::array<std::array<std::uint64_t, Board::max_bit_count>, 4> piece_at{};  // [colour * 2 + kind][bit]
    std::uint64_t black_to_move{};
};

template <class Board>
constexpr zobrist_keys<Board> make_zobrist_keys() noexcept {
    zobrist_keys<Board> keys;
    std::uint64_t state = 0x6472617567687473ULL;
    for (auto& table : keys.piece_at)
        for (auto& key : table) key = splitmix64(state);
    keys.black_to_move = splitmix64(state);
    return keys;
}

template <class Board>
inline constexpr zobrist_keys<Board> zobrist = make_zobrist_keys<Board>();

// The key of a king's run: mixed from its colour, length and bit (runs are rare, and only in
// the variants that limit them).
[[nodiscard]] constexpr std::uint64_t run_key(std::size_t colour, int moves, int bit) noexcept {
    std::uint64_t state = std::uint64_t{0x72756e73} ^ (std::uint64_t{colour} << 20) ^
                          (static_cast<std::uint64_t>(moves) << 12) ^ static_cast<std::uint64_t>(bit);
    return splitmix64(state);
}

// A king's run as a position keeps it, and nothing where the variant has no limit.
struct stored_run {
    std::uint8_t bit = 0;
    std::uint8_t moves = 0;
    friend constexpr bool operator==(const stored_run&, const stored_run&) noexcept = default;
};
struct no_runs {
    friend constexpr bool operator==(const no_runs&, const no_runs&) noexcept = default;
};

}  // namespace detail

template <draughts_variant Variant>
class position {
public:
    using variant = Variant;
    using board = typename Variant::board;
    using bitboard = typename board::bitboard;
    using move_type = basic_move<board>;

    // Whether the variant limits a king's run of quiet moves (Frisian 17), so that positions
    // keep the runs.
    static constexpr bool keeps_king_runs = rules_of<Variant>::king_move_limit > 0;

    // An empty board with the variant's first player to move.
    constexpr position() noexcept = default;

    // The start position: men on every row of each side but the empty rows between them (the
    // middle two, three on a board of odd height, unless the variant says otherwise) and
    // those it leaves empty behind them (Turkish: the back row).
    [[nodiscard]] static constexpr position start() noexcept { return start(rules_of<Variant>::empty_rows()); }

    // The same with another number of empty rows, which must leave the same number of rows,
    // at least one, to each side (rules_of<Variant>::fits_start).
    [[nodiscard]] static constexpr position start(int empty_rows) noexcept {
        DRAUGHTS_ASSERT(rules_of<Variant>::fits_start(empty_rows));
        position p;
        p.pieces_[index(color::white)] = rules_of<Variant>::start_rows(color::white, empty_rows);
        p.pieces_[index(color::black)] = rules_of<Variant>::start_rows(color::black, empty_rows);
        return p;
    }

    // From piece sets. The sets must be disjoint subsets of board::all with kings among the
    // pieces; read_fen() checks text from outside, this trusts its caller.
    [[nodiscard]] static constexpr position from_sets(bitboard white, bitboard black, bitboard kings,
                                                      color to_move) noexcept {
        DRAUGHTS_ASSERT((white & black) == bitboard{} && ((white | black) & ~board::all) == bitboard{});
        DRAUGHTS_ASSERT((kings & ~(white | black)) == bitboard{});
        position p;
        p.pieces_[index(color::white)] = white;
        p.pieces_[index(color::black)] = black;
        p.kings_ = kings;
        p.side_ = to_move;
        return p;
    }

    [[nodiscard]] constexpr color side_to_move() const noexcept { return side_; }
    [[nodiscard]] constexpr bitboard pieces(color c) const noexcept { return pieces_[index(c)]; }
    [[nodiscard]] constexpr bitboard kings(color c) const noexcept { return pieces_[index(c)] & kings_; }
    [[nodiscard]] constexpr bitboard men(color c) const noexcept { return pieces_[index(c)] & ~kings_; }
    [[nodiscard]] constexpr bitboard kings() const noexcept { return kings_; }
    [[nodiscard]] constexpr bitboard occupied() const noexcept { return pieces_[0] | pieces_[1]; }
    [[nodiscard]] constexpr bitboard empty() const noexcept { return board::all & ~occupied(); }

    [[nodiscard]] constexpr int count(color c) const noexcept { return popcount(pieces(c)); }
    [[nodiscard]] constexpr int count(color c, piece_kind k) const noexcept {
        return popcount(k == piece_kind::king ? kings(c) : men(c));
    }

    // The piece on a square number, if any; none on a number that is not on the board.
    [[nodiscard]] constexpr std::optional<piece> at(int number) const noexcept {
        if (!board::on_board(number)) return std::nullopt;
        const bitboard b = board::square_mask(number);
        for (color c : {color::white, color::black})
            if (pieces(c) & b) return piece{c, (kings_ & b) ? piece_kind::king : piece_kind::man};
        return std::nullopt;
    }

    // Set-up editing: put a piece on a square number (replacing what stood there), clear it.
    // The number must be on the board (asserted); try_put and try_remove check it and leave
    // the position as it was when it is not.
    constexpr void put(int number, piece p) noexcept {
        remove(number);
        const bitboard b = board::square_mask(number);
        pieces_[index(p.side)] |= b;
        if (p.kind == piece_kind::king) kings_ |= b;
    }
    constexpr void remove(int number) noexcept {
        const bitboard keep = ~board::square_mask(number);
        pieces_[0] &= keep;
        pieces_[1] &= keep;
        kings_ &= keep;
        if constexpr (keeps_king_runs)
            for (detail::stored_run& r : runs_)
                if (r.moves && r.bit == board::bit(number)) r = {};  // the king of the run has gone
    }
    [[nodiscard]] constexpr bool try_put(int number, piece p) noexcept {
        if (!board::on_board(number)) return false;
        put(number, p);
        return true;
    }
    [[nodiscard]] constexpr bool try_remove(int number) noexcept {
        if (!board::on_board(number)) return false;
        remove(number);
        return true;
    }
    constexpr void set_side_to_move(color c) noexcept { side_ = c; }

    // Side c's king's run of quiet moves (Frisian 17); none where the variant has no limit.
    // Playing moves keeps it; a FEN carries it (text/fen.hpp).
    [[nodiscard]] constexpr king_run run(color c) const noexcept {
        if constexpr (keeps_king_runs) {
            const detail::stored_run& r = runs_[index(c)];
            if (r.moves) return {board::number(r.bit), r.moves};
        }
        return {};
    }
    // Sets it, for a position set up with its history: a king of side c stands on r.square
    // and has made r.moves quiet moves in a row, at most the limit ({0, 0}: no run).
    constexpr void set_run(color c, king_run r) noexcept {
        if constexpr (keeps_king_runs) {
            DRAUGHTS_ASSERT(r.moves == 0 || (board::on_board(r.square) && has_bit(kings(c), board::bit(r.square))));
            DRAUGHTS_ASSERT(r.moves >= 0 && r.moves <= rules_of<Variant>::king_move_limit);
            runs_[index(c)] = r.moves ? detail::stored_run{static_cast<std::uint8_t>(board::bit(r.square)),
                                                           static_cast<std::uint8_t>(r.moves)}
                                      : detail::stored_run{};
        }
    }
    // The king of side c that may not make another quiet move: the one whose run has reached
    // the limit while c still has men (Frisian 17). None in most positions and variants.
    [[nodiscard]] constexpr bitboard stopped_king(color c) const noexcept {
        if constexpr (keeps_king_runs) {
            const detail::stored_run& r = runs_[index(c)];
            if (r.moves >= rules_of<Variant>::king_move_limit && men(c)) return single_bit<bitboard>(r.bit);
        }
        return bitboard{};
    }

    // Plays a legal move of the side to move (copy-make: copy the position, then play).
    DRAUGHTS_ALWAYS_INLINE constexpr void play(const move_type& m) noexcept {
        if (side_ == color::white)
            play<color::white>(m);
        else
            play<color::black>(m);
    }

    // The same for a caller that knows the side to move at compile time (a generator).
    template <color Us>
    DRAUGHTS_ALWAYS_INLINE constexpr void play(const move_type& m) noexcept {
        const bitboard from = single_bit<bitboard>(m.from);
        const bitboard to = single_bit<bitboard>(m.to);
        // A move of the side to move, onto an empty square, taking only the opponent's
        // pieces. A king's capture may end where it began, and where pieces leave at once
        // (Turkish, Thai) on the square of a piece it took earlier in the move.
        DRAUGHTS_ASSERT((pieces_[index(Us)] & from) != bitboard{});
        DRAUGHTS_ASSERT(to == from || (occupied() & to & ~m.captured) == bitboard{});
        DRAUGHTS_ASSERT((to & m.captured) == bitboard{} || rules_of<Variant>::removal == capture_removal::at_once);
        DRAUGHTS_ASSERT((m.captured & ~pieces_[index(~Us)]) == bitboard{});
        const bitboard crowned = ((kings_ & from) || m.promotes) ? to : bitboard{};
        if constexpr (keeps_king_runs) run_on<Us>(m, (kings_ & from) != bitboard{});
        pieces_[index(Us)] = (pieces_[index(Us)] & ~from) | to;
        pieces_[index(~Us)] &= ~m.captured;
        kings_ = (kings_ & ~(from | m.captured)) | crowned;
        side_ = ~Us;
    }

    // The same for a man's quiet step, which generators know to be one: cheaper. Given the
    // set of its two squares. A man that steps onto the last row is crowned (FMJD 4.15,
    // Russian 1.5.16); it never steps from there, having no square ahead. A generator that
    // knows the step ends short of that row says so (MayCrown false): no test for a crowning.
    template <color Us, bool MayCrown = true>
    DRAUGHTS_ALWAYS_INLINE constexpr void play_man_step(bitboard from_and_to) noexcept {
        DRAUGHTS_ASSERT(popcount(from_and_to) == 2 && popcount(from_and_to & men(Us)) == 1 &&
                        popcount(from_and_to & occupied()) == 1);
        DRAUGHTS_ASSERT(MayCrown || (from_and_to & board::promotion_row(Us)) == bitboard{});
        pieces_[index(Us)] ^= from_and_to;
        if constexpr (MayCrown) kings_ |= from_and_to & board::promotion_row(Us);
        if constexpr (keeps_king_runs) runs_[index(Us)] = {};
        side_ = ~Us;
    }

    // The same for a man's capture whose pieces leave at the end of the move, given the set
    // of its start and end squares and the pieces taken, kings or men. A man never stands on
    // its last row: it is crowned where it ends there (FMJD 4.15, Russian 1.5.16), and the
    // captures made so cross no last row on the way. MayCrown as for play_man_step.
    template <color Us, bool MayCrown = true>
    DRAUGHTS_ALWAYS_INLINE constexpr void play_man_capture(bitboard from_and_to, bitboard taken) noexcept {
        DRAUGHTS_ASSERT(popcount(from_and_to) == 2 && popcount(from_and_to & men(Us)) == 1 &&
                        popcount(from_and_to & occupied()) == 1);
        DRAUGHTS_ASSERT(taken != bitboard{} && (taken & pieces_[index(~Us)]) == taken);
        DRAUGHTS_ASSERT(MayCrown || (from_and_to & board::promotion_row(Us)) == bitboard{});
        if constexpr (keeps_king_runs) run_on<Us>(move_type{taken, 0, 0, false}, false);
        pieces_[index(Us)] ^= from_and_to;
        pieces_[index(~Us)] ^= taken;
        kings_ &= ~taken;
        if constexpr (MayCrown) kings_ |= from_and_to & board::promotion_row(Us);
        side_ = ~Us;
    }

    // Zobrist hash of the pieces and the side to move.
    [[nodiscard]] constexpr std::uint64_t hash() const noexcept {
        std::uint64_t h = side_ == color::black ? detail::zobrist<board>.black_to_move : 0;
        for (color c : {color::white, color::black}) {
            for (int b : bits(men(c))) h ^= key(c, piece_kind::man, b);
            for (int b : bits(kings(c))) h ^= key(c, piece_kind::king, b);
        }
        return h ^ runs_hash();
    }

    // What playing m does to hash(): position after m has hash() ^ hash_change(m).
    [[nodiscard]] constexpr std::uint64_t hash_change(const move_type& m) const noexcept {
        const bitboard from = single_bit<bitboard>(m.from);
        const piece_kind before = (kings_ & from) ? piece_kind::king : piece_kind::man;
        const piece_kind after = m.promotes ? piece_kind::king : before;
        std::uint64_t h = detail::zobrist<board>.black_to_move;
        h ^= key(side_, before, m.from) ^ key(side_, after, m.to);
        for (int b : bits(m.captured)) h ^= key(~side_, has_bit(kings_, b) ? piece_kind::king : piece_kind::man, b);
        if constexpr (keeps_king_runs) {
            position next = *this;
            next.play(m);
            h ^= runs_hash() ^ next.runs_hash();
        }
        return h;
    }

    friend constexpr bool operator==(const position&, const position&) noexcept = default;

private:
    [[nodiscard]] static constexpr std::size_t index(color c) noexcept { return static_cast<std::size_t>(c); }

    // Frisian 17: a king's quiet move goes on its run (or starts one); any other move of the
    // side ends it; a king taken ends the run of its side.
    template <color Us>
    constexpr void run_on(const move_type& m, bool king_moved) noexcept {
        detail::stored_run& ours = runs_[index(Us)];
        if (king_moved && !m.is_capture()) {
            const int before = ours.moves && ours.bit == m.from ? ours.moves : 0;
            ours = {m.to, static_cast<std::uint8_t>(std::min(before + 1, rules_of<Variant>::king_move_limit.value))};
        } else {
            ours = {};
        }
        detail::stored_run& theirs = runs_[index(~Us)];
        if (theirs.moves && has_bit(m.captured, theirs.bit)) theirs = {};
    }

    [[nodiscard]] constexpr std::uint64_t runs_hash() const noexcept {
        std::uint64_t h = 0;
        if constexpr (keeps_king_runs)
            for (std::size_t c = 0; c < 2; ++c)
                if (runs_[c].moves) h ^= detail::run_key(c, runs_[c].moves, runs_[c].bit);
        return h;
    }
    [[nodiscard]] static constexpr std::uint64_t key(color c, piece_kind k, int bit) noexcept {
        return detail::zobrist<board>.piece_at[index(c) * 2 + static_cast<std::size_t>(k)][static_cast<std::size_t>(bit)];
    }

    std::array<bitboard, 2> pieces_{};  // by colour
    bitboard kings_{};
    color side_ = rules_of<Variant>::first_to_move;
    [[no_unique_address]] std::conditional_t<keeps_king_runs, std::array<detail::stored_run, 2>, detail::no_runs> runs_{};
};

}  // namespace draughts

// Positions as keys of unordered containers, by their Zobrist hash.
template <class Variant>
struct std::hash<draughts::position<Variant>> {
    [[nodiscard]] std::size_t operator()(const draughts::position<Variant>& p) const noexcept {
        return static_cast<std::size_t>(p.hash());
    }
};

