#pragma once
// Reading PDN 3.0 files (pdn.fmjd.org) game by game, as text: tags, moves as written and
// the movetext's tree, with the line and column of each, and a syntax error or what was
// tolerated. No variant is known here; pdn/replay.hpp plays what this reads.
//
// Two ways to read. next() gives each game as a pdn_record. visit(v) tells a visitor what
// each game holds in file order, without building anything (as chess-library's PGN reader
// does): a program that wants the tags of a large file, or its moves as text, keeps only
// what it needs.

#include "lexer.hpp"
#include "record.hpp"
#include "../text/error.hpp"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <istream>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace draughts {

// What one game holds, in file order. A visitor derives from this and declares the members
// it wants; the others do nothing. Moves come as written, before any is checked.
struct pdn_visitor {
    void begin_game(std::size_t /*number: 1, 2, ... in the file*/, std::size_t /*line*/) {}
    void tag(pdn_tag) {}
    void move(pdn_move_text, std::string /*strength mark glued to it, or ""*/) {}
    void strength(std::string) {}      // a strength mark written apart from its move
    void nag(std::uint32_t) {}         // $n, of the last move
    void comment(std::string) {}       // before a line's first move, or of the last move
    void begin_variation() {}          // an alternative to the last move, from the position before it
    void end_variation() {}
    void result(std::string) {}        // as written; "-" for a game that ends on a dash
    void note(parse_error) {}          // what was tolerated: literal "\r" text, a tag without a value
    void error(parse_error) {}         // the game's syntax error: no more moves follow (tags and the result may)
    void end_game() {}
};

// ---------------------------------------------------------------------------------------
// Reads games one at a time from a file of any size:
//
//     std::ifstream file("games.pdn", std::ios::binary);
//     draughts::pdn_reader reader(file);
//     while (auto record = reader.next()) { ... }
//
// next() reads only as far as the end of the next game. A game with a syntax error comes
// back with the error and what was read before it, and the reader goes on with the next
// game: a game ends at its result, at a tag after its movetext, or at the end of the input.
class pdn_reader {
public:
    using read_function = detail::pdn_source::read_function;

    // Bytes from a function that fills a buffer and returns how many it wrote, 0 at the end.
    explicit pdn_reader(read_function read, pdn_limits limits = {})
        : lexer_(std::move(read), limits), limits_(limits) {}
    explicit pdn_reader(std::istream& in, pdn_limits limits = {})
        : pdn_reader(
              [&in](char* buffer, std::size_t size) {
                  in.read(buffer, static_cast<std::streamsize>(size));
                  return static_cast<std::size_t>(in.gcount());
              },
              limits) {}
    // Text in memory; it must outlive the reader.
    explicit pdn_reader(std::string_view text, pdn_limits limits = {})
        : pdn_reader(
              [text](char* buffer, std::size_t size) mutable {
                  const std::size_t n = std::min(size, text.size());
                  std::memcpy(buffer, text.data(), n);
                  text.remove_prefix(n);
                  return n;
              },
              limits) {}

    // The next game, or nothing at the end of the input.
    [[nodiscard]] std::optional<pdn_record> next() {
        record_builder builder;
        if (!visit(builder)) return std::nullopt;
        return std::move(builder.record);
    }

    // The next game told to `visitor`; false at the end of the input (nothing was told).
    template <class Visitor>
    bool visit(Visitor& visitor) {
        using kind = detail::pdn_lexer::kind;
        if (done_) return false;
        game<Visitor> g(visitor, limits_);
        for (;;) {
            if (pushed_back_)
                pushed_back_ = false;
            else
                lexer_.next(token_);
            const auto& t = token_;
            if (t.type == kind::end) {
                done_ = true;
                if (!g.started) return false;
                g.finish(t);
                return true;
            }
            if (g.line == 0) g.line = t.line;
            if (!g.started && t.type != kind::comment) {  // comments alone, at the end, are no game
                g.start(++games_);
            }
            if (t.type == kind::tag && g.body_started) {
                pushed_back_ = true;  // the next game's first tag
                g.finish(t);
                return true;
            }
            if (auto escape = lexer_.take_literal_escape(); escape && !g.escape_noted) {
                g.escape_noted = true;
                g.note({error_kind::syntax, "the text \"\\r\" stands in for line ends (damaged export); read as line ends",
                        escape->first, escape->second});
            }
            if (g.take(t)) {
                visitor.end_game();
                return true;
            }
        }
    }

    // Bytes of input consumed so far.
    [[nodiscard]] std::uint64_t bytes_read() const noexcept { return lexer_.offset(); }

private:
    using token = detail::pdn_lexer::token;

    // The visitor that builds a pdn_record.
    struct record_builder : pdn_visitor {
        pdn_record record;
        std::vector<pdn_text_line*> lines;  // the main line, then each open variation

        pdn_text_line& line() { return *lines.back(); }
        void begin_game(std::size_t number, std::size_t at) {
            record.number = number;
            record.line = at;
            lines.assign(1, &record.movetext);
        }
        void tag(pdn_tag t) { record.tags.push_back(std::move(t)); }
        void move(pdn_move_text m, std::string strength) {
            auto& node = line().nodes.emplace_back();
            node.move = std::move(m);
            node.strength = std::move(strength);
        }
        void strength(std::string mark) { line().nodes.back().strength = std::move(mark); }
        void nag(std::uint32_t n) { line().nodes.back().nags.push_back(n); }
        void comment(std::string text) {
            (line().nodes.empty() ? line().comments : line().nodes.back().comments).push_back(std::move(text));
        }
        void begin_variation() { lines.push_back(&line().nodes.back().variations.emplace_back()); }
        void end_variation() { lines.pop_back(); }
        void result(std::string text) { record.result = std::move(text); }
        void note(parse_error e) { record.notes.push_back(std::move(e)); }
        void error(parse_error e) { record.error = std::move(e); }
    };

    // The syntax of the game being read: the open lines, and what waits for the next move.
    // What it finds goes to the visitor.
    template <class Visitor>
    struct game {
        game(Visitor& v, pdn_limits l) : visitor(v), limits(l) {}

        struct open_line {
            bool has_move = false;      // a move was read in it
            bool has_strength = false;  // its last move has a strength mark
            std::size_t line = 0, column = 0;  // where it was opened (a variation)
        };

        Visitor& visitor;
        pdn_limits limits;
        std::vector<open_line> lines = std::vector<open_line>(1);  // the main line, then each open variation
        std::vector<std::string> leading_comments;  // before the game's first other token
        std::vector<parse_error> early_notes;  // found among those comments
        std::size_t line = 0;                 // where the game starts
        bool started = false;                 // something of this game was read
        bool body_started = false;            // its movetext began: a tag now starts the next game
        bool broken = false;                  // after a syntax error: read on to the end of the game
        bool escape_noted = false;
        std::uint64_t number = 0;  // the move number waiting for its move
        bool black_number = false;
        std::optional<token> dash;  // a "-": a move not recorded, or the result if the game ends here

        open_line& current() { return lines.back(); }

        // The first token that is not a comment: the game begins where its first token was.
        void start(std::size_t game_number) {
            started = true;
            visitor.begin_game(game_number, line);
            for (auto& c : leading_comments) visitor.comment(std::move(c));
            for (auto& e : early_notes) visitor.note(std::move(e));
            leading_comments.clear();
            early_notes.clear();
        }

        // Told once the game has begun: a visitor hears nothing of a game before begin_game.
        void note(parse_error e) {
            if (started)
                visitor.note(std::move(e));
            else
                early_notes.push_back(std::move(e));
        }

        void error(const token& t, error_kind k, std::string message) {
            if (!broken) visitor.error(parse_error{k, std::move(message), t.line, t.column});
            broken = true;
        }

        void add_move(const token& t, std::string text, std::string strength) {
            current().has_move = true;
            current().has_strength = !strength.empty();
            visitor.move(pdn_move_text{std::move(text), number, black_number, t.line, t.column}, std::move(strength));
            number = 0;
            black_number = false;
        }

        void flush_dash() {
            if (!dash) return;
            const token d = std::move(*dash);
            dash.reset();
            add_move(d, "-", "");
        }

        // At the end of the input or before the next game's first tag.
        void finish(const token& t) {
            if (dash && lines.size() == 1) {
                dash.reset();
                visitor.result("-");
            }
            flush_dash();
            if (lines.size() > 1 && !broken) {
                const bool at_end = t.type == detail::pdn_lexer::kind::end;
                visitor.error(parse_error{error_kind::unterminated,
                                          std::string("the variation opened here is not closed before ") +
                                              (at_end ? "the end of the input" : "the next game"),
                                          current().line, current().column});
            }
            visitor.end_game();
        }

        // Takes one token; true when it ends the game.
        bool take(const token& t) {
            using kind = detail::pdn_lexer::kind;
            if (t.type != kind::comment && t.type != kind::tag && t.type != kind::error) body_started = true;
            if (t.type == kind::result) {
                if (!broken) {
                    flush_dash();
                    if (lines.size() > 1) {
                        error(t, error_kind::unterminated,
                              "result " + t.text + " inside a variation: a ')' is missing");
                    }
                }
                visitor.result(t.text);
                return true;
            }
            if (t.type == kind::tag) {  // kept after an error too: they say which game it is
                visitor.tag({t.text, t.value, t.value_line, t.value_column});
                if (!t.flag) note({error_kind::syntax, "tag " + t.text + " has no value", t.line, t.column});
                return false;
            }
            if (broken) return false;
            if (t.type == kind::dash) {
                flush_dash();
                dash = t;
                return false;
            }
            flush_dash();
            switch (t.type) {
            case kind::error: error(t, t.error, t.text); break;
            case kind::comment:
                if (started)
                    visitor.comment(t.text);
                else
                    leading_comments.push_back(t.text);
                break;
            case kind::number:
                if (lines.size() == 1 && !current().has_move && t.number > max_first_move_number)
                    error(t, error_kind::number_too_large, "the first move number is too large");
                number = t.number;
                black_number = t.flag;
                break;
            case kind::ellipsis: black_number = true; break;
            case kind::move: add_move(t, t.text, t.value); break;
            case kind::strength:
                // One annotation to a move, whether glued to it or written apart.
                if (!current().has_move) {
                    error(t, error_kind::syntax, "a strength mark before any move");
                } else if (current().has_strength) {
                    error(t, error_kind::syntax, "a second strength mark");
                } else {
                    current().has_strength = true;
                    visitor.strength(t.text);
                }
                break;
            case kind::nag:
                if (!current().has_move)
                    error(t, error_kind::syntax, "a NAG before any move");
                else  // the lexer read at most 0xFFFFFFFF
                    visitor.nag(static_cast<std::uint32_t>(t.number));
                break;
            case kind::open:
                if (!current().has_move) {
                    error(t, error_kind::syntax, "a variation must follow the move it replaces");
                } else if (lines.size() > limits.max_depth) {
                    error(t, error_kind::syntax,
                          "variations nested more than " + std::to_string(limits.max_depth) + " deep");
                } else {
                    lines.push_back({false, false, t.line, t.column});
                    visitor.begin_variation();
                    number = 0;
                    black_number = false;
                }
                break;
            case kind::close:
                if (lines.size() == 1) {
                    error(t, error_kind::syntax, "')' without '('");
                } else {
                    lines.pop_back();
                    visitor.end_variation();
                    number = 0;
                    black_number = false;
                }
                break;
            default: break;
            }
            return false;
        }
    };

    detail::pdn_lexer lexer_;
    pdn_limits limits_;
    token token_;
    bool pushed_back_ = false;
    bool done_ = false;
    std::size_t games_ = 0;
};

}  // namespace draughts
