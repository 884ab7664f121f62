#pragma once
// Writing PDN 3.0 (pdn.fmjd.org): a game with its tags, its moves in standard notation,
// comments, NAGs and variations, and its result, so that reading it gives it back.

#include "record.hpp"
#include "replay.hpp"
#include "../game/game.hpp"
#include "../text/fen.hpp"

#include <algorithm>
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace draughts {

// ---------------------------------------------------------------------------------------
// Writing (PDN 3.0): the seven standard tags (Event, Site, Date, Round, White, Black,
// Result) with their unknown values when the game has none, GameType, FEN when the game
// does not start from the start position, the other tags in their order; then the moves
// with their numbers, each in standard notation (short, or the full path when the short
// form is ambiguous), comments, NAGs and variations, in lines of at most `line_width`
// characters where the tokens allow; then the result. Reading the text gives the same
// game, but for the tags written for it, a FEN tag of the start position (not written)
// and a missing or "-" result (written as the Result tag's value, or "*"). The moves must
// be legal, as replay_pdn gives them; a '}' in a comment is written as ')'.

struct pdn_write_options {
    std::size_t line_width = 80;
};

namespace detail {

inline void append_escaped(std::string& out, std::string_view value) {
    for (char c : value) {
        if (c == '"' || c == '\\') out += '\\';
        out += c;
    }
}

// Tokens joined by spaces, in lines of bounded width.
class pdn_line_writer {
public:
    explicit pdn_line_writer(std::string& out, std::size_t width) : out_(out), width_(width) {}

    void token(std::string_view text) {
        std::string_view first_line = text.substr(0, text.find('\n'));
        const std::size_t need = prefix_.size() + first_line.size();
        if (column_ > 0 && column_ + 1 + need > width_) {
            out_ += '\n';
            column_ = 0;
        } else if (column_ > 0) {
            out_ += ' ';
            ++column_;
        }
        out_ += prefix_;
        out_ += text;
        const std::size_t newline = text.rfind('\n');
        column_ = newline == std::string_view::npos ? column_ + need : text.size() - newline - 1;
        prefix_.clear();
    }
    void open() { prefix_ += '('; }
    void close() {
        if (!prefix_.empty()) token("");  // an empty variation
        out_ += ')';
        ++column_;
    }
    void end_line() {
        if (column_ > 0) out_ += '\n';
        column_ = 0;
    }

private:
    std::string& out_;
    std::size_t width_;
    std::size_t column_ = 0;
    std::string prefix_;
};

template <class Variant>
class pdn_writer {
public:
    pdn_writer(const pdn_game<Variant>& g, std::string& out, pdn_write_options o)
        : g_(g), out_(out), lines_(out, o.line_width) {}

    void write() {
        tags();
        out_ += '\n';
        line(g_.moves, g_.start, 0, true);
        lines_.token(result());
        lines_.end_line();
    }

private:
    [[nodiscard]] std::string result() const {
        if (is_pdn_result(g_.result)) return g_.result;
        const std::string_view value = trimmed(g_.tag("Result"));
        return is_pdn_result(value) ? std::string(value) : "*";
    }

    void tag(std::string_view name, std::string_view value) {
        out_ += '[';
        out_ += name;
        out_ += " \"";
        append_escaped(out_, value);
        out_ += "\"]\n";
    }

    void tags() {
        static constexpr std::string_view seven[] = {"Event", "Site", "Date", "Round", "White", "Black", "Result"};
        for (std::string_view name : seven) {
            const pdn_tag* t = find(name);
            if (name == "Result")
                tag(name, t && is_pdn_result(trimmed(t->value)) ? trimmed(t->value) : result());
            else
                tag(name, t ? std::string_view(t->value) : name == "Date" ? "????.??.??" : "?");
        }
        const pdn_tag* type = find("GameType");  // kept when it names this variant: "20,W,10,10,N2,0"
        if (type && pdn_game_type_number(type->value) == rules_of<Variant>::pdn_game_type)
            tag("GameType", type->value);
        else if (rules_of<Variant>::pdn_game_type != 0)
            tag("GameType", std::to_string(rules_of<Variant>::pdn_game_type));
        const bool setup = !(g_.start == position<Variant>::start());
        if (setup) tag("FEN", write_fen(g_.start));
        for (const auto& t : g_.tags) {
            if (std::find(std::begin(seven), std::end(seven), t.name) != std::end(seven)) continue;
            if (t.name == "GameType" || t.name == "FEN") continue;
            if (!setup && (t.name == "SetUp" || t.name == "Setup")) continue;
            tag(t.name, t.value);
        }
    }

    [[nodiscard]] const pdn_tag* find(std::string_view name) const {
        for (const auto& t : g_.tags)
            if (t.name == name) return &t;
        return nullptr;
    }

    void comment(const std::string& text) {
        std::string s = "{";
        for (char c : text) s += c == '}' ? ')' : c;  // a comment cannot hold its closing brace
        lines_.token(s + "}");
    }

    void line(const pdn_line<Variant>& l, position<Variant> p, std::size_t ply, bool number_black) {
        for (const auto& c : l.comments) {
            comment(c);
            number_black = true;
        }
        for (const auto& node : l.nodes) {
            const std::size_t from_white = ply + (g_.start.side_to_move() == color::black ? 1 : 0);
            const std::uint64_t first = std::max(g_.first_move_number, std::uint64_t{1});
            const std::string number = std::to_string(first + from_white / 2);
            std::string text = write_move(p, node.move) + node.strength;
            if (p.side_to_move() == color::white)
                text = number + ". " + text;
            else if (number_black)
                text = number + "... " + text;
            lines_.token(text);
            number_black = false;
            for (std::uint32_t nag : node.nags) lines_.token(std::string(1, '$') += std::to_string(nag));
            for (const auto& c : node.comments) {
                comment(c);
                number_black = true;
            }
            for (const auto& v : node.variations) {
                lines_.open();
                line(v, p, ply, true);
                lines_.close();
                number_black = true;
            }
            p.play(node.move);
            ++ply;
        }
    }

    const pdn_game<Variant>& g_;
    std::string& out_;
    pdn_line_writer lines_;
};

}  // namespace detail

// A game's result as PDN writes it: "2-0", "1-1", "0-2" where a win scores 2 points
// (international draughts and its family), "1-0", "1/2-1/2", "0-1" elsewhere; "*" while it
// goes on.
template <class Variant>
[[nodiscard]] std::string pdn_result(const game_state& s) {
    const bool two_points = rules_of<Variant>::points_for_a_win == 2;
    switch (s.kind) {
    case game_status::ongoing: return "*";
    case game_status::draw: return two_points ? "1-1" : "1/2-1/2";
    case game_status::win:
        if (s.winner == color::white) return two_points ? "2-0" : "1-0";
        return two_points ? "0-2" : "0-1";
    }
    return "*";
}

// A game as PDN holds it: its set-up, its moves, and its result from the rules' verdict, with
// the tags given (a Result tag among them is replaced).
template <class Variant>
[[nodiscard]] pdn_game<Variant> to_pdn_game(const game<Variant>& g, std::vector<pdn_tag> tags = {}) {
    pdn_game<Variant> out;
    out.start = g.setup();
    for (const auto& m : g.moves()) out.moves.nodes.push_back({m, {}, {}, {}, {}});
    out.result = pdn_result<Variant>(g.state());
    std::erase_if(tags, [](const pdn_tag& t) { return t.name == "Result"; });
    tags.push_back({"Result", out.result});
    out.tags = std::move(tags);
    return out;
}

// One game, ending with a line end; files put an empty line between games.
template <class Variant>
[[nodiscard]] std::string write_pdn(const pdn_game<Variant>& g, pdn_write_options options = {}) {
    std::string out;
    detail::pdn_writer<Variant>(g, out, options).write();
    return out;
}

}  // namespace draughts
