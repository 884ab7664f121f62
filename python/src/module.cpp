// The Python module draughts._draughts: a thin pybind11 layer over any_game (any_game.hpp),
// which holds everything the rules say. This file names things as a python-chess user
// expects them and turns input_error into the package's exceptions.

#include "any_game.hpp"

#include <pybind11/functional.h>
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <algorithm>
#include <cstring>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace py = pybind11;
using namespace draughts_any;

namespace {

// The package's exception classes, made in PYBIND11_MODULE.
struct exception_types {
    py::object variant, board, fen, move, invalid_move, illegal_move, ambiguous_move, pdn;
};
exception_types& errors() {
    static exception_types* types = new exception_types();  // left to the interpreter's exit
    return *types;
}

py::object exception_class(error_category c) {
    switch (c) {
    case error_category::variant: return errors().variant;
    case error_category::board: return errors().board;
    case error_category::fen: return errors().fen;
    case error_category::illegal_move: return errors().illegal_move;
    case error_category::ambiguous_move: return errors().ambiguous_move;
    case error_category::pdn: return errors().pdn;
    case error_category::value: return errors().invalid_move;
    }
    return py::reinterpret_borrow<py::object>(PyExc_ValueError);
}

// The exception object for an input_error, with what a program can test: kind, line,
// column and the rules behind a refused move.
py::object exception_of(const input_error& e, std::optional<error_category> as = std::nullopt) {
    py::object type = exception_class(as.value_or(e.category));
    py::object exc = type(e.message);
    exc.attr("message") = e.message;
    exc.attr("kind") = e.kind;
    exc.attr("line") = e.line;
    exc.attr("column") = e.column;
    exc.attr("reasons") = py::cast(e.reasons);
    return exc;
}

// Errors of values that are not moves (an unknown square, a bad labels word) are plain
// ValueErrors here; input_error's `value` category is for move text that is no move.
template <class F>
auto values_checked(F&& f) {
    try {
        return f();
    } catch (const input_error& e) {
        if (e.category != error_category::value) throw;
        throw py::value_error(e.message);
    }
}

std::string move_repr(const square_move& m) {
    return "<Move " + m.text + (m.full_text != m.text ? " (" + m.full_text + ")" : "") + ">";
}

std::size_t move_hash(const square_move& m) {
    std::size_t h = std::hash<int>()(m.from) * 31 + std::hash<int>()(m.to);
    for (int c : m.captured) h = h * 131 + std::hash<int>()(c);
    return h * 2 + (m.crowned ? 1 : 0);
}

py::object winner_of(const outcome& o) {
    if (o.winner == "white") return py::bool_(true);
    if (o.winner == "black") return py::bool_(false);
    return py::none();
}

// The Board: a game, from its start position or a FEN, with its moves.
struct board_handle {
    std::unique_ptr<any_game> game;
    // The move stack's Move objects, each made once, when it is played: playing loops read
    // move_stack every ply, and making every played move afresh each time cost more than the
    // ply itself. Only push, push_move, pop and set_fen change the stack, and they keep this.
    py::list played;

    explicit board_handle(std::unique_ptr<any_game> g) : game(std::move(g)) {
        for (const auto& m : game->move_stack()) played.append(py::cast(m));
    }
    any_game& g() const { return *game; }

    py::object push(const square_move& m) { return remember(g().push(m)); }
    py::object push_text(const std::string& text) { return remember(g().push_text(text)); }
    py::object pop() {
        if (!g().pop()) throw py::index_error("pop from an empty move stack");
        return played.attr("pop")();
    }
    void set_fen(const std::string& fen) {
        g().set_fen(fen);
        played = py::list();
    }

private:
    py::object remember(square_move m) {
        py::object move = py::cast(std::move(m));
        played.append(move);
        return move;
    }
};

board_handle make_board(const std::string& variant, std::optional<std::string> fen, py::object board) {
    std::optional<board_size> size;
    if (!board.is_none()) {
        if (py::isinstance<py::str>(board)) {
            size = read_board_size(board.cast<std::string>());
        } else if (py::isinstance<py::tuple>(board) && py::len(board) == 2 &&
                   py::isinstance<py::int_>(board.cast<py::tuple>()[0]) &&
                   py::isinstance<py::int_>(board.cast<py::tuple>()[1])) {
            const auto t = board.cast<py::tuple>();
            const auto side = [](py::handle n) {  // a number too large for an int is no board either
                int overflow = 0;
                const long long v = PyLong_AsLongLongAndOverflow(n.ptr(), &overflow);
                return overflow != 0 || v < 0 || v > 1000 ? 0 : static_cast<int>(v);
            };
            size = board_size{side(t[0]), side(t[1])};
        } else {
            throw py::type_error("board takes \"WIDTHxHEIGHT\" (\"10x8\") or a tuple (width, height), not " +
                                 std::string(py::str(py::repr(board))));
        }
    }
    std::optional<std::string_view> fen_text;
    if (fen) fen_text = *fen;
    return board_handle(new_game(variant, fen_text, size));
}

perft_request request(int depth, unsigned threads, std::size_t hash_mb, bool paths) {
    return {depth, threads, hash_mb, paths};
}

// A copy of the game to count on, made under the interpreter's lock, so that another thread
// may play on the board while the count runs without it.
std::unique_ptr<any_game> snapshot(const board_handle& b) { return b.g().copy(); }

// PDN games, one at a time, as a Python iterator.
struct pdn_iterator {
    std::unique_ptr<pdn_games> games;
    py::object keep_alive;  // the file object read from, if any
};

py::object pdn_game_object(pdn_game_read&& g);

// A Python file object's bytes, `size` at most at a time, for the PDN reader (called with
// the interpreter's lock held: the iterator's __next__ holds it).
std::function<std::size_t(char*, std::size_t)> reading(py::object file) {
    auto pending = std::make_shared<std::string>();  // bytes read but not yet given
    return [file, pending](char* buffer, std::size_t size) -> std::size_t {
        if (pending->empty()) {
            py::object chunk = file.attr("read")(size);
            if (py::isinstance<py::bytes>(chunk))
                *pending = chunk.cast<std::string>();
            else if (py::isinstance<py::str>(chunk))  // a file opened in text mode: its characters as UTF-8
                *pending = py::reinterpret_steal<py::object>(
                               PyUnicode_AsEncodedString(chunk.ptr(), "utf-8", "surrogateescape"))
                               .cast<std::string>();
            else
                throw py::type_error("the PDN file's read() gave neither bytes nor str");
        }
        // A str of `size` characters may be more bytes than the buffer holds: the rest waits.
        const std::size_t n = std::min(size, pending->size());
        std::memcpy(buffer, pending->data(), n);
        pending->erase(0, n);
        return n;
    };
}

}  // namespace

PYBIND11_MODULE(_draughts, m) {
    m.doc() = "The rules of draughts: seventeen variants, legal moves, FEN, PDN, games, perft and teaching "
              "(the C++ library draughts, through pybind11).";

    // Exceptions: each a ValueError, so that `except ValueError` catches bad input.
    py::object value_error = py::reinterpret_borrow<py::object>(PyExc_ValueError);
    auto make = [&](const char* name, py::object base, const char* doc) {
        py::object type = py::reinterpret_steal<py::object>(
            PyErr_NewExceptionWithDoc((std::string("draughts.") + name).c_str(), doc, base.ptr(), nullptr));
        if (!type) throw py::error_already_set();
        m.attr(name) = type;
        return type;
    };
    errors().variant = make("VariantError", value_error, "A variant name no variant answers to.");
    errors().board = make("BoardError", value_error, "A board size the library does not hold (each side 3-20).");
    errors().fen = make("FenError", value_error, "A FEN that is not a position of the variant.");
    errors().move = make("MoveError", value_error, "A move that cannot be played here (the base of the three below).");
    errors().invalid_move = make("InvalidMoveError", errors().move, "Text that is not a move at all.");
    errors().illegal_move = make("IllegalMoveError", errors().move,
                                 "A move the rules do not allow here; `reasons` says which rules.");
    errors().ambiguous_move = make("AmbiguousMoveError", errors().move,
                                   "Text that more than one legal move fits: write the whole path.");
    errors().pdn = make("PdnError", value_error, "A PDN game that cannot be read or replayed; `line` and `column` say where.");
    py::register_exception_translator([](std::exception_ptr p) {
        try {
            if (p) std::rethrow_exception(p);
        } catch (const input_error& e) {
            py::object exc = exception_of(e);
            PyErr_SetObject(exc.get_type().ptr(), exc.ptr());
        }
    });

    m.attr("WHITE") = true;
    m.attr("BLACK") = false;

    py::class_<rule_reason>(m, "Reason", "A rule at work: its kind, a sentence, and the variant's article.")
        .def_readonly("kind", &rule_reason::kind, "The rule's kind: 'majority_rule', 'compulsory_capture', ...")
        .def_readonly("sentence", &rule_reason::sentence)
        .def_readonly("article", &rule_reason::article, "Where the variant's rules state it ('FMJD 4.13'); '' when none.")
        .def("__str__", [](const rule_reason& r) {
            return r.kind + ": " + r.sentence + (r.article.empty() ? "" : " (" + r.article + ")");
        })
        .def("__repr__", [](const rule_reason& r) { return "<Reason " + r.kind + ": " + r.sentence + ">"; });

    py::class_<square_move>(m, "Move",
                            "A legal move of a position: square numbers (the variant's numbering) and its text "
                            "in the variant's notation. Get them from Board.legal_moves or Board.parse_move.")
        .def_readonly("from_square", &square_move::from)
        .def_readonly("to_square", &square_move::to)
        .def_property_readonly("captured", [](const square_move& s) { return py::tuple(py::cast(s.captured)); },
                               "The squares of the pieces it takes, ascending.")
        .def_property_readonly("path", [](const square_move& s) { return py::tuple(py::cast(s.path)); },
                               "Start, the squares it lands on, end.")
        .def_readonly("crowned", &square_move::crowned, "A man that ends the move as a king.")
        .def_readonly("text", &square_move::text, "Standard notation: short unless another move shares it.")
        .def_readonly("full_text", &square_move::full_text, "The whole path.")
        .def("is_capture", [](const square_move& s) { return !s.captured.empty(); })
        .def("__str__", [](const square_move& s) { return s.text; })
        .def("__repr__", &move_repr)
        .def("__eq__",
             [](const square_move& a, py::object b) {
                 return py::isinstance<square_move>(b) && a.same_move(b.cast<const square_move&>());
             })
        .def("__ne__",
             [](const square_move& a, py::object b) {
                 return !(py::isinstance<square_move>(b) && a.same_move(b.cast<const square_move&>()));
             })
        .def("__hash__", &move_hash);

    py::class_<outcome>(m, "Outcome", "How a game ended: the winner, or the draw rule, and its article.")
        .def_property_readonly("winner", &winner_of, "True for White, False for Black, None for a draw.")
        .def_readonly("status", &outcome::status, "'win' or 'draw' ('ongoing' while the game goes on).")
        .def_readonly("rule", &outcome::rule, "'no legal move', 'first king', or the draw rule.")
        .def_readonly("article", &outcome::article)
        .def_readonly("ply", &outcome::ply, "Moves played when the game ended.")
        .def_readonly("pdn_result", &outcome::pdn_result, "The result as the variant's PDN scores it ('2-0' ...).")
        .def("result", [](const outcome& o) { return o.result; }, "'1-0', '0-1' or '1/2-1/2'.")
        .def("__str__", [](const outcome& o) { return o.text; })
        .def("__repr__", [](const outcome& o) { return "<Outcome " + o.text + ">"; });

    py::class_<explanation>(m, "Explanation", "Whether a move is legal, and every rule that says why not.")
        .def_readonly("legal", &explanation::legal)
        .def_readonly("move", &explanation::move, "The legal move the attempt is, or None.")
        .def_readonly("reasons", &explanation::reasons)
        .def_readonly("others", &explanation::others,
                      "The legal moves: the others for a legal attempt, the ones to play instead otherwise.")
        .def("__bool__", [](const explanation& e) { return e.legal; })
        .def("__str__", [](const explanation& e) {
            std::string out = e.legal ? "legal" : "illegal";
            for (const auto& r : e.reasons)
                out += "\n" + r.kind + ": " + r.sentence + (r.article.empty() ? "" : " (" + r.article + ")");
            std::string list;
            for (const auto& o : e.others) list += (list.empty() ? "" : " ") + o.text;
            return out + "\n" + (e.legal ? "others: " : "instead: ") + (list.empty() ? "none" : list);
        })
        .def("__repr__", [](const explanation& e) {
            return std::string("<Explanation ") + (e.legal ? "legal" : "illegal") + ", " +
                   std::to_string(e.reasons.size()) + " reasons>";
        });

    py::class_<variant_info>(m, "VariantInfo", "A variant: its name, other names, PDN GameType and board.")
        .def_readonly("name", &variant_info::name)
        .def_readonly("aliases", &variant_info::aliases)
        .def_readonly("pdn_game_type", &variant_info::pdn_game_type, "0 where PDN gives it no GameType.")
        .def_readonly("width", &variant_info::width)
        .def_readonly("height", &variant_info::height)
        .def_readonly("numeric", &variant_info::numeric, "Whether it numbers its squares (else a1..h8 names).")
        .def_readonly("points_for_a_win", &variant_info::points_for_a_win)
        .def("__repr__", [](const variant_info& v) {
            return "<VariantInfo " + v.name + " GameType " + std::to_string(v.pdn_game_type) + " " +
                   std::to_string(v.width) + "x" + std::to_string(v.height) + ">";
        });

    py::class_<rule_line>(m, "RuleLine", "One fact of a variant in words, with the article that states it.")
        .def_readonly("topic", &rule_line::topic)
        .def_readonly("value", &rule_line::value)
        .def_readonly("article", &rule_line::article)
        .def("__str__", [](const rule_line& l) {
            return l.topic + ": " + l.value + (l.article.empty() ? "" : " (" + l.article + ")");
        })
        .def("__repr__", [](const rule_line& l) { return "<RuleLine " + l.topic + ": " + l.value + ">"; });

    py::class_<rule_difference>(m, "RuleDifference",
                                "A topic on which two rule sheets differ: each variant's line, None where its sheet "
                                "lacks the topic.")
        .def_readonly("topic", &rule_difference::topic)
        .def_readonly("first", &rule_difference::first)
        .def_readonly("second", &rule_difference::second)
        .def("__repr__", [](const rule_difference& d) { return "<RuleDifference " + d.topic + ">"; });

    py::class_<compared_variant>(m, "ComparedVariant")
        .def_readonly("variant", &compared_variant::variant)
        .def_readonly("moves", &compared_variant::moves, "The legal moves, in the variant's notation.")
        .def_readonly("off_board", &compared_variant::off_board, "Pieces on no square of its board.");
    py::class_<compared_move>(m, "MoveDifference", "A move some variants allow and others do not, and why.")
        .def_readonly("move", &compared_move::move)
        .def_readonly("legal_in", &compared_move::legal_in)
        .def_readonly("not_in", &compared_move::not_in)
        .def_property_readonly("why", [](const compared_move& c) {
            py::dict out;
            for (const auto& [variant, reasons] : c.why) out[py::str(variant)] = py::cast(reasons);
            return out;
        }, "For each variant of not_in, the rules that exclude the move.");
    py::class_<comparison>(m, "Comparison", "One position under several rule sets.")
        .def_readonly("variants", &comparison::variants)
        .def_readonly("differences", &comparison::differences);

    py::class_<board_handle>(m, "Board",
                             "A game of draughts: a position, the moves that led to it, and the rules' verdict.")
        .def(py::init(&make_board), py::arg("variant") = "russian", py::arg("fen") = py::none(),
             py::arg("board") = py::none(),
             "Board(variant='russian', fen=None, board=None): the variant by name, alias or PDN GameType, from its "
             "start position or a FEN, on its own board or one of another size (board='10x8' or (10, 8)).")
        .def_property_readonly("variant", [](const board_handle& b) { return b.g().variant(); })
        .def_property_readonly("width", [](const board_handle& b) { return b.g().board().width; })
        .def_property_readonly("height", [](const board_handle& b) { return b.g().board().height; })
        .def_property_readonly("squares", [](const board_handle& b) { return b.g().board().squares; },
                               "How many squares play is on: they are numbered 1..squares.")
        .def_property_readonly("legal_moves", [](const board_handle& b) { return b.g().legal_moves(); },
                               "The legal moves of the side to move, a list of Move.")
        .def_property_readonly("turn", [](const board_handle& b) { return b.g().white_to_move(); },
                               "WHITE (True) or BLACK (False): the side to move.")
        .def_property_readonly("move_stack", [](const board_handle& b) { return b.played.attr("copy")(); },
                               "The moves played since the set-up, first first.")
        .def("parse_move", [](const board_handle& b, const std::string& text) { return b.g().parse_move(text); },
             py::arg("text"),
             "The legal move that text names ('c3-d4', '32-28', 'c3:e5:g3', '47x24x8x17x6'); InvalidMoveError, "
             "IllegalMoveError or AmbiguousMoveError, quoting the text, otherwise.")
        .def("push",
             [](board_handle& b, py::object move) {
                 if (!py::isinstance<square_move>(move))
                     throw py::type_error("push takes a Move (from legal_moves or parse_move), not " +
                                          std::string(py::str(py::type::of(move).attr("__name__"))) +
                                          "; for text use push_move('c3-d4')");
                 return b.push(move.cast<const square_move&>());
             },
             py::arg("move"), "Plays a legal move; IllegalMoveError, the board unchanged, otherwise.")
        .def("push_move", [](board_handle& b, const std::string& text) { return b.push_text(text); },
             py::arg("text"), "Reads a move as parse_move does and plays it; returns the Move.")
        .def("pop",
             [](board_handle& b) { return b.pop(); },
             "Takes back the last move and returns it; IndexError when none was played.")
        .def("peek",
             [](const board_handle& b) -> py::object {
                 if (b.played.empty()) throw py::index_error("peek at an empty move stack");
                 return b.played[b.played.size() - 1];
             },
             "The last move played; IndexError when none was.")
        .def("fen", [](const board_handle& b) { return b.g().fen(); }, "The position as PDN FEN.")
        .def("set_fen", [](board_handle& b, const std::string& fen) { b.set_fen(fen); }, py::arg("fen"),
             "A new game from this FEN (the move stack is emptied); FenError, the board unchanged, otherwise.")
        .def("setup_fen", [](const board_handle& b) { return b.g().setup_fen(); },
             "The FEN of the position the game started from.")
        .def("copy", [](const board_handle& b) { return board_handle(b.g().copy()); }, "An independent copy, moves and all.")
        .def("__copy__", [](const board_handle& b) { return board_handle(b.g().copy()); })
        .def("__deepcopy__", [](const board_handle& b, py::object) { return board_handle(b.g().copy()); })
        .def("piece_at",
             [](const board_handle& b, int square) -> py::object {
                 values_checked([&] { return b.g().square_name(square); });
                 for (const placed& p : b.g().pieces())
                     if (p.square == square) return py::str(std::string(1, p.piece));
                 return py::none();
             },
             py::arg("square"), "'w', 'b' (men), 'W', 'B' (kings) or None.")
        .def("pieces",
             [](const board_handle& b) {
                 py::dict out;
                 for (const placed& p : b.g().pieces()) out[py::int_(p.square)] = py::str(std::string(1, p.piece));
                 return out;
             },
             "{square: 'w' | 'b' | 'W' | 'B'} for every piece.")
        .def("square_name",
             [](const board_handle& b, int square) { return values_checked([&] { return b.g().square_name(square); }); },
             py::arg("square"), "The square's name in the variant's notation ('c3', or '22').")
        .def("is_game_over", [](const board_handle& b) { return b.g().state().status != "ongoing"; },
             "Whether the game has ended: no legal move, a first king, or a draw rule.")
        .def("result", [](const board_handle& b) { return b.g().state().result; }, "'1-0', '0-1', '1/2-1/2' or '*'.")
        .def("outcome",
             [](const board_handle& b) -> std::optional<outcome> {
                 auto o = b.g().state();
                 if (o.status == "ongoing") return std::nullopt;
                 return o;
             },
             "The Outcome once the game has ended, None before.")
        .def("perft",
             [](const board_handle& b, int depth, unsigned threads, std::size_t hash_mb, bool paths) {
                 auto counted = snapshot(b);
                 const auto r = request(depth, threads, hash_mb, paths);
                 return values_checked([&] {
                     py::gil_scoped_release unlocked;
                     return counted->perft(r);
                 });
             },
             py::arg("depth"), py::arg("threads") = 1, py::arg("hash_mb") = 0, py::arg("paths") = false,
             "The number of move sequences of `depth` plies, at C++ speed, the interpreter's lock released. "
             "paths=True counts every capture path; the default, one move per (from, to, captured set).")
        .def("divide",
             [](const board_handle& b, int depth, unsigned threads, std::size_t hash_mb, bool paths) {
                 auto counted = snapshot(b);
                 const auto r = request(depth, threads, hash_mb, paths);
                 const auto counts = values_checked([&] {
                     py::gil_scoped_release unlocked;
                     return counted->divide(r);
                 });
                 py::list out;
                 for (const auto& c : counts) out.append(py::make_tuple(c.move, c.nodes));
                 return out;
             },
             py::arg("depth"), py::arg("threads") = 1, py::arg("hash_mb") = 0, py::arg("paths") = false,
             "perft per root move: a list of (Move, count); with paths=True, one entry per capture path.")
        .def("explain",
             [](const board_handle& b, py::object what) {
                 if (py::isinstance<square_move>(what)) return b.g().explain(what.cast<const square_move&>());
                 if (py::isinstance<py::str>(what)) return b.g().explain(what.cast<std::string>());
                 throw py::type_error("explain takes a Move or text ('c3-d4'), not " +
                                      std::string(py::str(py::type::of(what).attr("__name__"))));
             },
             py::arg("move"),
             "Whether the move is legal here, every rule that excludes it (kind, sentence, article), and the legal "
             "moves left.")
        .def("svg",
             [](const board_handle& b, std::optional<square_move> move, bool flip, std::string labels,
                std::vector<int> highlight, bool diagonals) {
                 svg_request r{std::move(move), std::move(highlight), flip, std::move(labels), diagonals};
                 return values_checked([&] { return b.g().svg(r); });
             },
             py::arg("move") = py::none(), py::arg("flip") = false, py::arg("labels") = "",
             py::arg("highlight") = std::vector<int>{}, py::arg("diagonals") = false,
             "The position as an SVG document, with a move's path, squares highlighted, Black at the bottom "
             "(flip), labels 'numbers', 'coordinates' or 'none', and the board's named diagonals.")
        .def("_repr_svg_", [](const board_handle& b) { return b.g().svg({}); })
        .def("pdn",
             [](const board_handle& b, py::object tags) {
                 std::vector<std::pair<std::string, std::string>> list;
                 if (!tags.is_none())
                     for (auto item : tags.cast<py::dict>())
                         list.emplace_back(py::str(item.first), py::str(item.second));
                 return values_checked([&] { return b.g().pdn(list); });
             },
             py::arg("tags") = py::none(),
             "The game as PDN: tags given ({'White': ..., 'Event': ...}), the moves, and the result the rules give.")
        // Pickled as its variant, set-up, moves and board size: a Board goes to another
        // process (multiprocessing) and comes back the same game.
        .def(py::pickle(
            [](const board_handle& b) {
                const auto shape = b.g().board();
                py::list moves;
                for (const auto& played : b.g().move_stack()) moves.append(played.full_text);
                py::object size = shape.own ? py::object(py::none()) : py::object(py::make_tuple(shape.width, shape.height));
                return py::make_tuple(b.g().variant(), b.g().setup_fen(), moves, size);
            },
            [](const py::tuple& state) {
                if (state.size() != 4) throw py::value_error("not a pickled Board");
                board_handle b = make_board(state[0].cast<std::string>(), state[1].cast<std::string>(), state[3]);
                for (auto text : state[2]) static_cast<void>(b.push_text(text.cast<std::string>()));
                return b;
            }))
        .def("__str__", [](const board_handle& b) { return b.g().diagram(); })
        .def("__repr__", [](const board_handle& b) {
            const auto shape = b.g().board();
            return "Board(" + std::string(py::repr(py::str(b.g().variant()))) +
                   ", fen=" + std::string(py::repr(py::str(b.g().fen()))) +
                   (shape.own ? "" : ", board='" + std::to_string(shape.width) + "x" + std::to_string(shape.height) + "'") +
                   ")";
        });

    py::class_<pdn_iterator>(m, "PdnReader", "PDN games read one at a time (read_pdn, parse_pdn).")
        .def("__iter__", [](pdn_iterator& it) -> pdn_iterator& { return it; })
        .def("__next__", [](pdn_iterator& it) {
            auto g = it.games->next();
            if (!g) throw py::stop_iteration();
            return pdn_game_object(std::move(*g));
        });

    m.def("variants", &variants, "Every variant: name, aliases, PDN GameType, board.");
    m.def("rule_sheet", &rule_sheet, py::arg("variant"),
          "Every fact of a variant in words, with the article that states it: a list of RuleLine.");
    m.def("rule_differences", &rule_differences, py::arg("first"), py::arg("second"),
          "The facts in which two variants' rules differ, each with its article: a list of RuleDifference.");
    m.def("variant_table", &variant_table_markdown, "How the variants differ, as a Markdown table.");
    m.def(
        "compare",
        [](const std::vector<std::string>& names, std::optional<std::string> fen) {
            std::optional<std::string_view> f;
            if (fen) f = *fen;
            return values_checked([&] { return compare(names, f); });
        },
        py::arg("variants"), py::arg("fen") = py::none(),
        "One position (the first variant's reading of the FEN, or its start position) under several rule "
        "sets, and the rule behind each difference.");
    m.def(
        "read_pdn",
        [](py::object source, std::string variant) {
            if (py::hasattr(source, "read"))
                return pdn_iterator{pdn_games::from_function(reading(source), variant), source};
            py::object path = py::module_::import("os").attr("fspath")(source);
            if (!py::isinstance<py::str>(path)) path = path.attr("decode")("utf-8", "surrogateescape");
            return pdn_iterator{pdn_games::open_file(path.cast<std::string>(), variant), py::none()};
        },
        py::arg("source"), py::arg("variant") = "",
        "The games of a PDN file (a path, or a file object opened for reading), one at a time: an iterator of "
        "PdnGame. Each is read under its GameType, or `variant`, or the variant guessed from the file's games.");
    m.def(
        "parse_pdn",
        [](std::string text, std::string variant) { return pdn_iterator{pdn_games::from_text(std::move(text), variant), py::none()}; },
        py::arg("text"), py::arg("variant") = "", "The games of PDN text, as read_pdn gives them.");
}

namespace {

py::object pdn_game_object(pdn_game_read&& g) {
    py::object types = py::module_::import("draughts._draughts");
    py::dict d;
    d["number"] = g.number;
    d["line"] = g.line;
    py::dict tags;
    for (const auto& [name, value] : g.tags)
        if (!tags.contains(name)) tags[py::str(name)] = py::str(value);
    d["tags"] = tags;
    d["variant"] = g.variant;
    d["assumed"] = g.assumed;
    d["result"] = g.result;
    d["error"] = g.error ? exception_of(*g.error, error_category::pdn) : py::none();
    py::list notes;
    for (const auto& n : g.notes) notes.append(exception_of(n, error_category::pdn));
    d["notes"] = notes;
    d["incomplete"] = g.incomplete;
    d["text"] = g.text;
    d["board"] = g.game ? py::cast(board_handle(g.game->copy())) : py::none();
    return py::module_::import("draughts").attr("PdnGame")(**d);
}

}  // namespace
