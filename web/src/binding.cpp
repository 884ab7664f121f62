// The WebAssembly module: a thin embind layer over any_game (any/any_game.hpp) that speaks
// plain JavaScript values. Every call answers {value} or {error}: a C++ exception never
// crosses into JavaScript, and the JavaScript wrapper (web/js/api.js) turns an error into
// its own Error class. The rules, the notation and every message are the library's.

#include "any_game.hpp"

#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <algorithm>
#include <initializer_list>
#include <cstdint>
#include <memory>
#include <new>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace {

using emscripten::val;
using namespace draughts_any;

// A value of the library's layer as JavaScript holds it: a number, a string, or a plain
// object of the same fields (camelCase); a vector of them as an array.
val value_of(int n) { return val(n); }
val value_of(const std::string& s) { return val(s); }
val value_of(const square_move& m);
val value_of(const rule_reason& r);
val value_of(const rule_line& l);
val array_of(const std::vector<square_move>& moves);

template <class T>
val array_of(const std::vector<T>& items) {
    val out = val::array();
    for (const T& x : items) out.call<void>("push", value_of(x));
    return out;
}

// Moves go across as JSON text, parsed in one call: built field by field through val, the
// nine moves of the international start took 136 us in Chromium, nearly all of it in calls.
void put_json(std::string& out, const std::string& text) {
    out += '"';
    for (const char c : text) {
        if (c == '"' || c == '\\') out += '\\';
        if (static_cast<unsigned char>(c) < 0x20) {
            static constexpr char hex[] = "0123456789abcdef";
            out += "\\u00";
            out += hex[(c >> 4) & 0xf];
            out += hex[c & 0xf];
            continue;
        }
        out += c;
    }
    out += '"';
}

void put_json(std::string& out, const std::vector<int>& squares) {
    out += '[';
    for (std::size_t i = 0; i < squares.size(); ++i) out += (i ? "," : "") + std::to_string(squares[i]);
    out += ']';
}

void put_json(std::string& out, const square_move& m) {
    out += "{\"from\":" + std::to_string(m.from) + ",\"to\":" + std::to_string(m.to) + ",\"captured\":";
    put_json(out, m.captured);
    out += ",\"path\":";
    put_json(out, m.path);
    out += m.crowned ? ",\"crowned\":true,\"text\":" : ",\"crowned\":false,\"text\":";
    put_json(out, m.text);
    out += ",\"fullText\":";
    put_json(out, m.full_text);
    out += '}';
}

val parsed(const std::string& json) { return val::global("JSON").call<val>("parse", json); }

val value_of(const square_move& m) {
    std::string json;
    put_json(json, m);
    return parsed(json);
}

val array_of(const std::vector<square_move>& moves) {
    std::string json = "[";
    for (const square_move& m : moves) {
        if (json.size() > 1) json += ',';
        put_json(json, m);
    }
    return parsed(json + "]");
}

// An object of string fields.
val text_object(std::initializer_list<std::pair<const char*, const std::string*>> fields) {
    val out = val::object();
    for (const auto& [name, value] : fields) out.set(name, *value);
    return out;
}

val value_of(const rule_reason& r) {
    return text_object({{"kind", &r.kind}, {"sentence", &r.sentence}, {"article", &r.article}});
}

val value_of(const rule_line& l) {
    return text_object({{"topic", &l.topic}, {"value", &l.value}, {"article", &l.article}});
}

const char* category_name(error_category c) {
    switch (c) {
    case error_category::variant: return "variant";
    case error_category::board: return "board";
    case error_category::fen: return "fen";
    case error_category::illegal_move: return "illegal_move";
    case error_category::ambiguous_move: return "ambiguous_move";
    case error_category::pdn: return "pdn";
    case error_category::value: return "value";
    }
    return "value";
}

val error_value(const input_error& e) {
    val out = val::object();
    out.set("category", std::string(category_name(e.category)));
    out.set("message", e.message);
    out.set("kind", e.kind);
    out.set("line", static_cast<double>(e.line));
    out.set("column", static_cast<double>(e.column));
    out.set("reasons", array_of(e.reasons));
    return out;
}

val failed(const input_error& e) {
    val out = val::object();
    out.set("error", error_value(e));
    return out;
}

// f() as {value: f()}, or its error as {error}.
template <class F>
val guarded(F&& f) {
    try {
        val out = val::object();
        out.set("value", f());
        return out;
    } catch (const input_error& e) {
        return failed(e);
    } catch (const std::bad_alloc&) {
        return failed(input_error(error_category::value, "out of memory"));
    } catch (const std::exception& e) {
        return failed(input_error(error_category::value, e.what()));
    }
}

// A value the caller gave where an integer is asked for, checked.
int integer(const val& v, const char* what) {
    if (!v.isNumber()) throw input_error(error_category::value, std::string(what) + " takes a number");
    const double d = v.as<double>();
    if (d != static_cast<double>(static_cast<int>(d)))
        throw input_error(error_category::value, std::string(what) + " takes a whole number, not " + std::to_string(d));
    return static_cast<int>(d);
}

std::vector<int> integers(const val& v, const char* what) {
    std::vector<int> out;
    if (v.isUndefined() || v.isNull()) return out;
    if (!val::global("Array").call<bool>("isArray", v))
        throw input_error(error_category::value, std::string(what) + " takes an array of square numbers");
    const auto n = v["length"].as<unsigned>();
    for (unsigned i = 0; i < n; ++i) out.push_back(integer(v[i], what));
    return out;
}

std::string text(const val& v, const char* what) {
    if (!v.isString()) throw input_error(error_category::value, std::string(what) + " takes a string");
    return v.as<std::string>();
}

std::optional<std::string> optional_text(const val& v, const char* what) {
    if (v.isUndefined() || v.isNull()) return std::nullopt;
    return text(v, what);
}

// A move as JavaScript holds it (one this module gave, or an object of the same fields).
square_move move_of(const val& v) {
    if (v.isNull() || v.typeOf().as<std::string>() != "object")
        throw input_error(error_category::value, "a move is an object with from, to and captured");
    square_move m;
    m.path = integers(v["path"], "a move's path");
    // A path alone ({path: [32, 23, 14]}, as a board's clicks give it) names its ends.
    const bool path_only = v["from"].isUndefined() && v["to"].isUndefined() && m.path.size() >= 2;
    m.from = path_only ? m.path.front() : integer(v["from"], "a move's from");
    m.to = path_only ? m.path.back() : integer(v["to"], "a move's to");
    m.captured = integers(v["captured"], "a move's captured");
    std::sort(m.captured.begin(), m.captured.end());
    m.crowned = v["crowned"].isTrue();
    if (v["fullText"].isString()) m.full_text = v["fullText"].as<std::string>();
    return m;
}

bool option_flag(const val& options, const char* name) {
    return !options.isUndefined() && !options.isNull() && options[name].isTrue();
}

val option(const val& options, const char* name) {
    if (options.isUndefined() || options.isNull()) return val::undefined();
    return options[name];
}

val outcome_value(const outcome& o) {
    val out = val::object();
    out.set("status", o.status);
    out.set("winner", o.winner.empty() ? val::null() : val(o.winner));
    out.set("rule", o.rule);
    out.set("article", o.article);
    out.set("ply", static_cast<double>(o.ply));
    out.set("result", o.result);
    out.set("pdnResult", o.pdn_result);
    out.set("text", o.text);
    return out;
}

perft_request perft_request_of(const val& options) {
    perft_request r;
    r.depth = integer(option(options, "depth"), "depth");
    const val hash = option(options, "hashMb");
    if (!hash.isUndefined() && !hash.isNull()) {
        const int mb = integer(hash, "hashMb");
        if (mb < 0) throw input_error(error_category::value, "hashMb takes 0 or more, not " + std::to_string(mb));
        r.hash_megabytes = static_cast<std::size_t>(mb);
    }
    r.every_path = option_flag(options, "everyPath");
    return r;  // one thread: WebAssembly here has no others
}

// A game handle: the JavaScript Board holds one.
class native_board {
public:
    explicit native_board(std::unique_ptr<any_game> game) : game_(std::move(game)) {}

    [[nodiscard]] native_board copy() const { return native_board(game_->copy()); }

    [[nodiscard]] val info() const {
        const board_shape_info b = game_->board();
        val out = val::object();
        out.set("variant", game_->variant());
        out.set("width", b.width);
        out.set("height", b.height);
        out.set("squares", b.squares);
        out.set("numeric", b.numeric);
        out.set("everySquare", b.every_square);
        out.set("own", b.own);
        out.set("cells", array_of(b.cells));
        return out;
    }

    [[nodiscard]] val square_name(int square) const { return guarded([&] { return game_->square_name(square); }); }
    [[nodiscard]] val legal_moves() const { return array_of(game_->legal_moves()); }
    [[nodiscard]] val parse_move(const std::string& t) const {
        return guarded([&] { return value_of(game_->parse_move(t)); });
    }
    val push(const val& m) {
        return guarded([&] { return value_of(game_->push(move_of(m))); });
    }
    val push_text(const std::string& t) {
        return guarded([&] { return value_of(game_->push_text(t)); });
    }
    val pop() {
        const auto m = game_->pop();
        return m ? value_of(*m) : val::null();
    }
    [[nodiscard]] val move_stack() const { return array_of(game_->move_stack()); }
    [[nodiscard]] std::string fen() const { return game_->fen(); }
    [[nodiscard]] std::string setup_fen() const { return game_->setup_fen(); }
    val set_fen(const std::string& fen) {
        return guarded([&] {
            game_->set_fen(fen);
            return val::undefined();
        });
    }
    [[nodiscard]] bool white_to_move() const { return game_->white_to_move(); }
    [[nodiscard]] val pieces() const {
        val out = val::array();
        for (const placed& p : game_->pieces()) {
            val piece = val::object();
            piece.set("square", p.square);
            piece.set("piece", std::string(1, p.piece));
            out.call<void>("push", piece);
        }
        return out;
    }
    [[nodiscard]] val state() const { return outcome_value(game_->state()); }
    [[nodiscard]] std::string diagram() const { return game_->diagram(); }

    [[nodiscard]] val svg(const val& options) const {
        return guarded([&] {
            svg_request r;
            const val move = option(options, "move");
            if (!move.isUndefined() && !move.isNull()) r.move = move_of(move);
            r.highlight = integers(option(options, "highlight"), "highlight");
            r.flip = option_flag(options, "flip");
            r.diagonals = option_flag(options, "diagonals");
            if (const auto labels = optional_text(option(options, "labels"), "labels")) r.labels = *labels;
            return game_->svg(r);
        });
    }

    // Counts as decimal text: the wrapper gives a Number, or a BigInt beyond 2^53.
    [[nodiscard]] val perft(const val& options) const {
        return guarded([&] { return std::to_string(game_->perft(perft_request_of(options))); });
    }
    [[nodiscard]] val divide(const val& options) const {
        return guarded([&] {
            val out = val::array();
            for (const divided_count& d : game_->divide(perft_request_of(options))) {
                val row = val::object();
                row.set("move", value_of(d.move));
                row.set("nodes", std::to_string(d.nodes));
                out.call<void>("push", row);
            }
            return out;
        });
    }

    [[nodiscard]] val explain(const val& attempt) const {
        return guarded([&] {
            const explanation e = attempt.isString() ? game_->explain(attempt.as<std::string>()) : game_->explain(move_of(attempt));
            val out = val::object();
            out.set("legal", e.legal);
            out.set("move", e.move ? value_of(*e.move) : val::null());
            out.set("reasons", array_of(e.reasons));
            out.set("others", array_of(e.others));
            return out;
        });
    }

    [[nodiscard]] val pdn(const val& tags) const {
        return guarded([&] {
            std::vector<std::pair<std::string, std::string>> list;
            if (!tags.isUndefined() && !tags.isNull()) {
                const val keys = val::global("Object").call<val>("keys", tags);
                const auto n = keys["length"].as<unsigned>();
                for (unsigned i = 0; i < n; ++i) {
                    const std::string name = keys[i].as<std::string>();
                    list.emplace_back(name, text(tags[name], "a PDN tag's value"));
                }
            }
            return game_->pdn(list);
        });
    }

private:
    std::unique_ptr<any_game> game_;
};

val new_board(const val& variant, const val& fen, const val& board) {
    return guarded([&] {
        const std::string name = text(variant, "the variant");
        const auto f = optional_text(fen, "the FEN");
        std::optional<board_size> size;
        if (const auto b = optional_text(board, "board")) size = read_board_size(*b);
        std::optional<std::string_view> fen_view;
        if (f) fen_view = *f;
        return val(native_board(new_game(name, fen_view, size)));
    });
}

val variant_list() {
    val out = val::array();
    for (const variant_info& i : variants()) {
        val v = val::object();
        v.set("name", i.name);
        v.set("aliases", array_of(i.aliases));
        v.set("pdnGameType", i.pdn_game_type);
        v.set("width", i.width);
        v.set("height", i.height);
        v.set("numeric", i.numeric);
        v.set("pointsForAWin", i.points_for_a_win);
        out.call<void>("push", v);
    }
    return out;
}

val sheet(const std::string& variant) {
    return guarded([&] { return array_of(rule_sheet(variant)); });
}

val differences(const std::string& first, const std::string& second) {
    return guarded([&] {
        val out = val::array();
        for (const rule_difference& d : rule_differences(first, second)) {
            val row = val::object();
            row.set("topic", d.topic);
            row.set("first", d.first ? value_of(*d.first) : val::null());
            row.set("second", d.second ? value_of(*d.second) : val::null());
            out.call<void>("push", row);
        }
        return out;
    });
}

val compared(const val& names, const val& fen) {
    return guarded([&] {
        if (!val::global("Array").call<bool>("isArray", names))
            throw input_error(error_category::value, "compare takes an array of variant names");
        std::vector<std::string> list;
        const auto n = names["length"].as<unsigned>();
        for (unsigned i = 0; i < n; ++i) list.push_back(text(names[i], "a variant name"));
        const auto f = optional_text(fen, "the FEN");
        std::optional<std::string_view> fen_view;
        if (f) fen_view = *f;
        const comparison c = compare(list, fen_view);
        val out = val::object();
        val variants_out = val::array();
        for (const compared_variant& v : c.variants) {
            val row = val::object();
            row.set("variant", v.variant);
            row.set("moves", array_of(v.moves));
            row.set("offBoard", array_of(v.off_board));
            variants_out.call<void>("push", row);
        }
        val differences_out = val::array();
        for (const compared_move& m : c.differences) {
            val row = val::object();
            row.set("move", m.move);
            row.set("legalIn", array_of(m.legal_in));
            row.set("notIn", array_of(m.not_in));
            val why = val::object();
            for (const auto& [variant, reasons] : m.why) why.set(variant, array_of(reasons));
            row.set("why", why);
            differences_out.call<void>("push", row);
        }
        out.set("variants", variants_out);
        out.set("differences", differences_out);
        return out;
    });
}

// Every game of PDN text, each read under its GameType, or `variant`, or the variant guessed
// from the text's games (as the draughts program does).
val read_pdn(const std::string& pdn_text, const std::string& variant) {
    return guarded([&] {
        val out = val::array();
        const auto games = pdn_games::from_text(pdn_text, variant);
        while (auto g = games->next()) {
            val row = val::object();
            row.set("number", static_cast<double>(g->number));
            row.set("line", static_cast<double>(g->line));
            val tags = val::array();
            for (const auto& [name, value] : g->tags) tags.call<void>("push", array_of(std::vector<std::string>{name, value}));
            row.set("tags", tags);
            row.set("variant", g->variant);
            row.set("assumed", g->assumed);
            row.set("result", g->result);
            row.set("error", g->error ? error_value(*g->error) : val::null());
            val notes = val::array();
            for (const auto& note : g->notes) notes.call<void>("push", error_value(note));
            row.set("notes", notes);
            row.set("incomplete", g->incomplete);
            row.set("text", g->text);
            row.set("board", g->game ? val(native_board(g->game->copy())) : val::null());
            out.call<void>("push", row);
        }
        return out;
    });
}

}  // namespace

EMSCRIPTEN_BINDINGS(draughts) {
    using namespace emscripten;
    class_<native_board>("NativeBoard")
        .function("copy", &native_board::copy)
        .function("info", &native_board::info)
        .function("squareName", &native_board::square_name)
        .function("legalMoves", &native_board::legal_moves)
        .function("parseMove", &native_board::parse_move)
        .function("push", &native_board::push)
        .function("pushText", &native_board::push_text)
        .function("pop", &native_board::pop)
        .function("moveStack", &native_board::move_stack)
        .function("fen", &native_board::fen)
        .function("setupFen", &native_board::setup_fen)
        .function("setFen", &native_board::set_fen)
        .function("whiteToMove", &native_board::white_to_move)
        .function("pieces", &native_board::pieces)
        .function("state", &native_board::state)
        .function("diagram", &native_board::diagram)
        .function("svg", &native_board::svg)
        .function("perft", &native_board::perft)
        .function("divide", &native_board::divide)
        .function("explain", &native_board::explain)
        .function("pdn", &native_board::pdn);
    function("newBoard", &new_board);
    function("variants", &variant_list);
    function("ruleSheet", &sheet);
    function("ruleDifferences", &differences);
    function("variantTable", &variant_table_markdown);
    function("compare", &compared);
    function("readPdn", &read_pdn);
}
