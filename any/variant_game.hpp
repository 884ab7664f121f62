#pragma once
// any_game for one variant (variant_side.hpp), included only by the variants' own
// translation units. Everything here is the library's own work in its own words: this file
// only turns its templates' answers into any_game's strings, numbers and structs.

#include "variant_side.hpp"

#include <draughts/draughts.hpp>

#include <algorithm>
#include <mutex>
#include <new>
#include <span>
#include <string>
#include <utility>
#include <vector>

namespace draughts_any {

// The run-time board is one shape at a time for the whole program (runtime_board's tables
// are static), so a game on it takes its shape before each operation, under a lock that
// keeps another thread's game from changing the shape meanwhile (perft runs without the
// interpreter's lock). Games on a variant's own board take no lock.
inline std::recursive_mutex& runtime_board_lock() {
    static std::recursive_mutex lock;
    return lock;
}

template <class Board>
class board_in_use {
public:
    explicit board_in_use(const draughts::board_shape& shape) {
        if constexpr (!Board::is_fixed) {
            hold_ = std::unique_lock(runtime_board_lock());
            const bool same = Board::width == shape.width && Board::height == shape.height &&
                              Board::colours == shape.colours && Board::numbering == shape.numbering &&
                              Board::played == shape.played;
            if (!same) static_cast<void>(Board::take(shape));  // checked when the game was made
        } else {
            static_cast<void>(shape);
        }
    }

private:
    std::unique_lock<std::recursive_mutex> hold_;
};

inline std::string words(draughts::error_kind k) { return std::string(draughts::to_string(k)); }

// The category of exception for an error of the move reader.
inline error_category move_error_category(draughts::error_kind k) {
    using draughts::error_kind;
    switch (k) {
    case error_kind::ambiguous_move: return error_category::ambiguous_move;
    case error_kind::empty_input:
    case error_kind::syntax:
    case error_kind::trailing_text:
    case error_kind::number_too_large:
    case error_kind::bad_square: return error_category::value;  // not a move at all: InvalidMoveError
    default: return error_category::illegal_move;
    }
}

inline input_error from_parse_error(error_category c, const draughts::parse_error& e) {
    input_error out(c, e.message);
    out.kind = words(e.kind);
    out.line = e.line;
    out.column = e.column;
    return out;
}

inline std::vector<rule_reason> reasons_of(const std::vector<draughts::reason>& reasons) {
    std::vector<rule_reason> out;
    for (const auto& r : reasons) out.push_back({std::string(draughts::to_string(r.kind)), r.sentence, r.article});
    return out;
}

template <class Variant>
class variant_game final : public any_game {
public:
    using board_type = typename Variant::board;
    using position_type = draughts::position<Variant>;
    using move_type = draughts::move<Variant>;

    variant_game(draughts::board_shape shape, const position_type& setup) : shape_(shape), game_(setup) {}

    [[nodiscard]] std::unique_ptr<any_game> copy() const override { return std::make_unique<variant_game>(*this); }
    [[nodiscard]] std::string variant() const override { return std::string(Variant::name); }

    [[nodiscard]] board_shape_info board() const override {
        const board_in_use<board_type> in_use(shape_);
        board_shape_info out{board_type::width, board_type::height, board_type::squares,
                             draughts::rules_of<Variant>::notation == draughts::square_notation::numeric,
                             board_type::played == draughts::playing_squares::all, board_type::is_fixed, {}};
        out.cells.assign(static_cast<std::size_t>(board_type::width * board_type::height), 0);
        for (int n = 1; n <= board_type::squares; ++n)
            out.cells[static_cast<std::size_t>(board_type::row(n) * board_type::width + board_type::file(n))] = n;
        return out;
    }

    [[nodiscard]] std::string square_name(int square) const override {
        const board_in_use<board_type> in_use(shape_);
        if (!board_type::on_board(square))
            throw input_error(error_category::value, "square " + std::to_string(square) + " is not on the board (1-" +
                                                         std::to_string(board_type::squares) + ")");
        return draughts::square_name<board_type>(square, draughts::rules_of<Variant>::notation);
    }

    [[nodiscard]] std::vector<square_move> legal_moves() const override {
        const board_in_use<board_type> in_use(shape_);
        const position_type& p = game_.current();
        draughts::move_list<Variant> moves;
        draughts::generate(p, moves);
        return describe_all(p, std::span<const move_type>(moves.begin(), moves.size()));
    }

    [[nodiscard]] square_move parse_move(std::string_view text) const override {
        const board_in_use<board_type> in_use(shape_);
        return describe(game_.current(), read(text));
    }

    square_move push(const square_move& m) override {
        const board_in_use<board_type> in_use(shape_);
        const position_type& p = game_.current();
        draughts::move_list<Variant> legal;
        draughts::generate(p, legal);
        for (const move_type& candidate : legal)
            if (same(candidate, m)) return play(candidate);
        // Not legal here: the rules that exclude its path, as explain gives them.
        const std::string typed = m.full_text.empty() ? std::to_string(m.from) + "-" + std::to_string(m.to) : m.full_text;
        input_error e(error_category::illegal_move, draughts::quoted(typed, 48) + " is not a legal move here");
        e.kind = words(draughts::error_kind::illegal_move);
        if (valid_path(m.path)) {
            const auto why = draughts::explain(p, m.path);
            e.reasons = reasons_of(why.reasons);
            for (const auto& r : why.reasons)
                e.message += (&r == &why.reasons.front() ? ": " : "; ") + r.sentence +
                             (r.article.empty() ? "" : " (" + r.article + ")");
        }
        throw e;
    }

    square_move push_text(std::string_view text) override {
        const board_in_use<board_type> in_use(shape_);
        return play(read(text));
    }

    std::optional<square_move> pop() override {
        if (played_.empty()) return std::nullopt;
        game_.undo();
        square_move last = std::move(played_.back());
        played_.pop_back();
        return last;
    }

    [[nodiscard]] const std::vector<square_move>& move_stack() const override { return played_; }

    [[nodiscard]] std::string fen() const override {
        const board_in_use<board_type> in_use(shape_);
        return draughts::write_fen(game_.current());
    }
    [[nodiscard]] std::string setup_fen() const override {
        const board_in_use<board_type> in_use(shape_);
        return draughts::write_fen(game_.setup());
    }

    void set_fen(std::string_view fen) override {
        const board_in_use<board_type> in_use(shape_);
        game_ = draughts::game<Variant>(read_position(fen));
        played_.clear();
    }

    [[nodiscard]] bool white_to_move() const override {
        return game_.current().side_to_move() == draughts::color::white;
    }

    [[nodiscard]] std::vector<placed> pieces() const override {
        const board_in_use<board_type> in_use(shape_);
        std::vector<placed> out;
        const position_type& p = game_.current();
        for (int n = 1; n <= board_type::squares; ++n)
            if (const auto there = p.at(n)) {
                const bool white = there->side == draughts::color::white;
                const bool king = there->kind == draughts::piece_kind::king;
                out.push_back({n, king ? (white ? 'W' : 'B') : (white ? 'w' : 'b')});
            }
        return out;
    }

    [[nodiscard]] outcome state() const override {
        const board_in_use<board_type> in_use(shape_);
        const draughts::game_state s = game_.state();
        outcome out;
        out.ply = s.ply;
        out.text = draughts::to_string(s);
        out.rule = std::string(s.name);
        out.article = std::string(s.article);
        switch (s.kind) {
        case draughts::game_status::ongoing:
            out.status = "ongoing";
            out.result = "*";
            break;
        case draughts::game_status::win:
            out.status = "win";
            out.winner = s.winner == draughts::color::white ? "white" : "black";
            out.result = s.winner == draughts::color::white ? "1-0" : "0-1";
            break;
        case draughts::game_status::draw:
            out.status = "draw";
            out.result = "1/2-1/2";
            break;
        }
        out.pdn_result = draughts::pdn_result<Variant>(s);
        return out;
    }

    [[nodiscard]] std::string diagram() const override {
        const board_in_use<board_type> in_use(shape_);
        return draughts::diagram(game_.current());
    }

    [[nodiscard]] std::string svg(const svg_request& r) const override {
        const board_in_use<board_type> in_use(shape_);
        const position_type& p = game_.current();
        draughts::svg_options<Variant> o;
        o.flip = r.flip;
        o.diagonals = r.diagonals;
        if (r.labels == "numbers")
            o.labels = draughts::square_labels::numbers;
        else if (r.labels == "coordinates")
            o.labels = draughts::square_labels::coordinates;
        else if (r.labels == "none")
            o.labels = draughts::square_labels::none;
        else if (!r.labels.empty())
            throw input_error(error_category::value,
                              "labels takes \"numbers\", \"coordinates\" or \"none\", not " + draughts::quoted(r.labels));
        for (int n : r.highlight) {
            if (!board_type::on_board(n))
                throw input_error(error_category::value, "highlight: square " + std::to_string(n) + " is not on the board");
            o.highlight.push_back(n);
        }
        if (r.move) {
            // The move drawn is one of this position's: its path, what it takes, its crowning.
            draughts::move_list<Variant> legal;
            draughts::generate(p, legal);
            const auto found = std::find_if(legal.begin(), legal.end(), [&](const move_type& m) { return same(m, *r.move); });
            if (found == legal.end())
                throw input_error(error_category::illegal_move,
                                  draughts::quoted(r.move->full_text, 48) + " is not a legal move of this position");
            o.path = valid_path(r.move->path) ? r.move->path : draughts::canonical_path(p, *found);
            o.taken = found->captured;
            o.crowns = found->promotes;
        }
        return draughts::svg(p, o);
    }

    [[nodiscard]] std::uint64_t perft(const perft_request& r) const override {
        check(r);
        const board_in_use<board_type> in_use(shape_);
        const auto options = options_of(r);
        if (r.hash_megabytes == 0) return draughts::perft(game_.current(), r.depth, options);
        auto table = make_table(r.hash_megabytes);
        return draughts::perft(game_.current(), r.depth, table, options);
    }

    [[nodiscard]] std::vector<divided_count> divide(const perft_request& r) const override {
        check(r);
        const board_in_use<board_type> in_use(shape_);
        const position_type& p = game_.current();
        const auto options = options_of(r);
        std::vector<std::pair<move_type, std::uint64_t>> counts;
        if (r.hash_megabytes == 0) {
            counts = draughts::perft_divide(p, r.depth, options);
        } else {
            auto table = make_table(r.hash_megabytes);
            counts = draughts::perft_divide(p, r.depth, table, options);
        }
        // The root moves described once; counting every path, a move made by several paths
        // comes once per path, each named by its own path (as the draughts program does).
        draughts::move_list<Variant> roots;
        draughts::generate(p, roots);
        const std::span<const move_type> distinct(roots.begin(), roots.size());
        const std::vector<square_move> described = describe_all(p, distinct);
        const auto ways = r.every_path ? draughts::move_paths<Variant>(p, distinct)
                                       : std::vector<std::vector<std::vector<int>>>{};
        std::vector<std::size_t> paths_given(roots.size());
        std::vector<divided_count> out;
        for (const auto& [m, n] : counts) {
            const auto i = static_cast<std::size_t>(std::find(roots.begin(), roots.end(), m) - roots.begin());
            square_move d = described[i];
            const std::size_t k = paths_given[i]++;
            if (k > 0 && k < (ways.empty() ? 0 : ways[i].size())) {
                d.path = ways[i][k];
                d.full_text = d.text = draughts::write_path<Variant>(d.path, m.is_capture(), {draughts::move_form::full});
            }
            out.push_back({std::move(d), n});
        }
        return out;
    }

    [[nodiscard]] explanation explain(std::string_view text) const override {
        const board_in_use<board_type> in_use(shape_);
        const auto e = draughts::explain(game_.current(), text);
        if (!e) {
            input_error error = from_parse_error(error_category::value, e.error());
            error.message = draughts::quoted(text, 48) + " is not a move: " + error.message;
            throw error;
        }
        return convert(*e);
    }

    [[nodiscard]] explanation explain(const square_move& m) const override {
        const board_in_use<board_type> in_use(shape_);
        if (!valid_path(m.path))
            throw input_error(error_category::value, "the move's path names a square that is not on the board");
        return convert(draughts::explain(game_.current(), m.path));
    }

    [[nodiscard]] std::string pdn(const std::vector<std::pair<std::string, std::string>>& tags) const override {
        if constexpr (board_type::is_fixed) {
            std::vector<draughts::pdn_tag> written;
            for (const auto& [name, value] : tags) {
                const bool name_ok = !name.empty() && std::all_of(name.begin(), name.end(), [](char c) {
                    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_';
                });
                if (!name_ok) throw input_error(error_category::value, "a PDN tag name is letters, digits and _, not " +
                                                                           draughts::quoted(name));
                written.push_back({name, value});
            }
            return draughts::write_pdn(draughts::to_pdn_game(game_, std::move(written)));
        } else {
            static_cast<void>(tags);
            throw input_error(error_category::value,
                              "PDN names a variant's own board only; this game is on a " + std::to_string(board_type::width) +
                                  "x" + std::to_string(board_type::height) + " board");
        }
    }

    // The position of a FEN, or the FEN reader's error as input_error.
    [[nodiscard]] static position_type read_position(std::string_view fen) {
        auto p = draughts::read_fen<Variant>(fen);
        if (!p) {
            input_error e = from_parse_error(error_category::fen, p.error());
            e.message = "bad FEN " + draughts::quoted(fen, 48) + ": " + p.error().what();
            throw e;
        }
        return *p;
    }

private:
    // A legal move of the position, read from text; the reader's error, quoting the text, otherwise.
    [[nodiscard]] move_type read(std::string_view text) const {
        const auto reading = draughts::parse_move(game_.current(), text);
        if (!reading) {
            input_error e = from_parse_error(move_error_category(reading.error().kind), reading.error());
            const std::string typed = draughts::quoted(text, 48);
            if (e.message.find(typed) == std::string::npos) e.message = typed + ": " + e.message;
            // The rules behind a refusal, as explain gives them.
            if (e.category == error_category::illegal_move) {
                const auto why = draughts::explain(game_.current(), text);
                if (why) e.reasons = reasons_of(why->reasons);
            }
            throw e;
        }
        return reading->played;
    }

public:
    // Plays a legal move of the position (replay_pdn's, say).
    square_move play(const move_type& m) {
        square_move d = describe(game_.current(), m);
        played_.reserve(played_.size() + 1);  // room first: nothing below may throw halfway
        const auto done = game_.play(m);
        if (!done) throw from_parse_error(error_category::illegal_move, done.error());
        played_.push_back(d);
        return d;
    }

private:

    [[nodiscard]] static bool same(const move_type& m, const square_move& s) {
        if (m.from_square() != s.from || m.to_square() != s.to || m.promotes != s.crowned) return false;
        std::vector<int> captured;
        for (int bit : draughts::bits(m.captured)) captured.push_back(board_type::number(bit));
        std::sort(captured.begin(), captured.end());
        return captured == s.captured;
    }

    [[nodiscard]] static bool valid_path(const std::vector<int>& path) {
        return path.size() >= 2 && std::all_of(path.begin(), path.end(), [](int n) { return board_type::on_board(n); });
    }

    [[nodiscard]] static square_move describe(const position_type& p, const move_type& m) {
        return describe_all(p, std::span<const move_type>(&m, 1)).front();
    }

    [[nodiscard]] static std::vector<square_move> describe_all(const position_type& p, std::span<const move_type> moves) {
        const std::vector<std::string> texts = draughts::write_moves<Variant>(p, moves, {draughts::move_form::standard});
        std::vector<square_move> out;
        out.reserve(moves.size());
        for (std::size_t i = 0; i < moves.size(); ++i) {
            const move_type& m = moves[i];
            square_move d;
            d.from = m.from_square();
            d.to = m.to_square();
            d.crowned = m.promotes;
            for (int bit : draughts::bits(m.captured)) d.captured.push_back(board_type::number(bit));
            std::sort(d.captured.begin(), d.captured.end());
            d.text = texts[i];
            if (m.is_capture()) {
                d.path = draughts::canonical_path(p, m);
                d.full_text = draughts::write_path<Variant>(d.path, true, {draughts::move_form::full});
            } else {
                d.path = {d.from, d.to};
                d.full_text = d.text;
            }
            out.push_back(std::move(d));
        }
        return out;
    }

    [[nodiscard]] explanation convert(const draughts::explanation<Variant>& e) const {
        const position_type& p = game_.current();
        explanation out;
        out.legal = e.legal;
        if (e.played) out.move = describe(p, *e.played);
        out.reasons = reasons_of(e.reasons);
        out.others = describe_all(p, std::span<const move_type>(e.instead.data(), e.instead.size()));
        return out;
    }

    static void check(const perft_request& r) {
        if (r.depth < 0 || r.depth > 64)
            throw input_error(error_category::value, "depth takes 0 to 64, not " + std::to_string(r.depth));
        if (r.threads < 1 || r.threads > 1024)
            throw input_error(error_category::value, "threads takes 1 to 1024, not " + std::to_string(r.threads));
        if (r.hash_megabytes > (std::size_t{1} << 20))
            throw input_error(error_category::value, "hash_mb takes 0 to 1048576, not " + std::to_string(r.hash_megabytes));
    }

    [[nodiscard]] static draughts::perft_options options_of(const perft_request& r) {
        return {.convention = r.every_path ? draughts::paths::every : draughts::paths::unique, .threads = r.threads};
    }

    [[nodiscard]] static draughts::perft_table<Variant> make_table(std::size_t megabytes) {
        try {
            return draughts::perft_table<Variant>(megabytes << 20);
        } catch (const std::bad_alloc&) {
            throw input_error(error_category::value, "hash_mb " + std::to_string(megabytes) + ": cannot have that much memory");
        }
    }

    draughts::board_shape shape_;
    draughts::game<Variant> game_;
    std::vector<square_move> played_;  // as each move was described before it was played
};

// The shape of a variant's own board.
template <class Board>
[[nodiscard]] draughts::board_shape shape_of() {
    return {Board::width, Board::height, Board::colours, Board::numbering, Board::played};
}

template <class Variant>
std::unique_ptr<any_game> variant_side<Variant>::new_game(std::optional<std::string_view> fen) {
    using game_type = variant_game<Variant>;
    const auto shape = shape_of<typename Variant::board>();
    return std::make_unique<game_type>(shape, fen ? game_type::read_position(*fen) : draughts::position<Variant>::start());
}

template <class Variant>
std::vector<rule_line> variant_side<Variant>::sheet() {
    std::vector<rule_line> out;
    for (const auto& l : draughts::rule_sheet<Variant>())
        out.push_back({std::string(l.topic), l.value, std::string(l.article)});
    return out;
}

template <class Variant>
draughts::piece_placement variant_side<Variant>::placement(std::optional<std::string_view> fen) {
    return draughts::placement_of(fen ? variant_game<Variant>::read_position(*fen) : draughts::position<Variant>::start());
}

template <class Variant>
draughts::variant_moves variant_side<Variant>::view(const draughts::piece_placement& placement) {
    return draughts::moves_under<Variant>(placement);
}

template <class Variant>
void variant_side<Variant>::replay(const draughts::pdn_record& record, pdn_game_read& out) {
    const auto replay = draughts::replay_pdn<Variant>(record);
    out.variant = Variant::name;
    out.incomplete = replay.incomplete;
    if (replay.error) out.error = from_parse_error(error_category::pdn, *replay.error);
    out.notes.clear();
    for (const auto& n : replay.notes) out.notes.push_back(from_parse_error(error_category::pdn, n));
    if (!replay.set_up) return;  // a GameType of another variant, or a bad FEN tag
    auto g = std::make_shared<variant_game<Variant>>(shape_of<typename Variant::board>(), replay.game.start);
    for (const auto& node : replay.game.moves.nodes) static_cast<void>(g->play(node.move));
    out.game = std::move(g);
    out.text = draughts::write_pdn(replay.game);
}

template <class Variant>
std::unique_ptr<any_game> runtime_side<Variant>::new_game(draughts::board_shape shape,
                                                         std::optional<std::string_view> fen) {
    using on_shape = draughts::on_board<Variant, any_board>;
    using game_type = variant_game<on_shape>;
    const std::scoped_lock hold(runtime_board_lock());
    if (!any_board::take(shape))
        throw input_error(error_category::board, "a " + std::to_string(shape.width) + "x" + std::to_string(shape.height) +
                                                     " board is too large for " + std::string(Variant::name) +
                                                     ", played on every square");
    return std::make_unique<game_type>(shape, fen ? game_type::read_position(*fen) : draughts::position<on_shape>::start());
}

}  // namespace draughts_any
