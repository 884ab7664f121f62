// The match's arbiter for every variant of the library (arbiter.hpp): a game<V> kept by the
// rules, Hub 2 positions and moves read with the library's protocol layer, illegal moves
// explained by it, games written by its PDN writer.

#include "arbiter.hpp"

#include "instances.hpp"

#include <draughts/draughts.hpp>

#include <istream>
#include <iterator>
#include <sstream>

namespace draughts_match {
namespace {

using draughts::quoted;

template <class Variant>
class rules_game final : public game_arbiter {
public:
    explicit rules_game(draughts::game<Variant> g) : game_(std::move(g)) {}

    [[nodiscard]] side to_move() const override {
        return game_.current().side_to_move() == draughts::color::white ? side::white : side::black;
    }
    [[nodiscard]] std::size_t plies() const override { return game_.ply(); }
    [[nodiscard]] std::string hub_setup() const override { return draughts::write_hub_position(game_.setup()); }
    [[nodiscard]] std::vector<std::string> hub_moves() const override {
        std::vector<std::string> out;
        for (const auto& m : game_.moves()) out.push_back(draughts::write_hub_move<Variant>(m));
        return out;
    }
    [[nodiscard]] std::optional<std::string> play_hub_move(std::string_view text) override {
        const auto m = draughts::parse_hub_move(game_.current(), text);
        if (!m) return m.error().message;
        const auto played = game_.play(*m);
        if (!played) return played.error().message;
        return std::nullopt;
    }
    [[nodiscard]] verdict state() const override {
        const draughts::game_state s = game_.state();
        if (!s.is_over()) return {};
        verdict v{true, outcome::draw, draughts::to_string(s)};
        if (s.kind == draughts::game_status::win) {
            v.result = s.winner == draughts::color::white ? outcome::white_wins : outcome::black_wins;
            if (!s.article.empty()) v.reason += " (" + std::string(s.article) + ")";
        }
        return v;
    }
    [[nodiscard]] std::string pdn(const std::vector<tag>& tags, outcome result) const override {
        std::vector<draughts::pdn_tag> pdn_tags;
        for (const tag& t : tags) pdn_tags.push_back({t.name, t.value});
        draughts::pdn_game<Variant> g = draughts::to_pdn_game(game_, std::move(pdn_tags));
        // The arbiter's result, which may be a forfeit the rules of play know nothing of.
        g.result = result_of(result);
        for (auto& t : g.tags)
            if (t.name == "Result") t.value = g.result;
        return draughts::write_pdn(g);
    }

    // The result as the variant's PDN writes it (draughts::pdn_result), for the arbiter's outcome.
    [[nodiscard]] static std::string result_of(outcome o) {
        draughts::game_state s;
        s.kind = o == outcome::draw ? draughts::game_status::draw : draughts::game_status::win;
        if (o != outcome::draw) s.winner = o == outcome::white_wins ? draughts::color::white : draughts::color::black;
        return draughts::pdn_result<Variant>(s);
    }

private:
    draughts::game<Variant> game_;
};

[[nodiscard]] std::string trimmed(std::string_view s) {
    const std::size_t first = s.find_first_not_of(" \t\r\n");
    if (first == std::string_view::npos) return "";
    const std::size_t last = s.find_last_not_of(" \t\r\n");
    return std::string(s.substr(first, last - first + 1));
}

// The moves of a move-list line: its words, without move numbers ("1.", "12...") and results.
[[nodiscard]] std::vector<std::string> move_words(const std::string& line) {
    std::istringstream words(line);
    std::vector<std::string> out;
    for (std::string w; words >> w;)
        if (!draughts::detail::is_move_number(w) && !draughts::detail::is_pdn_result(w)) out.push_back(w);
    return out;
}

template <class Variant>
class rules_variant final : public variant_arbiter {
public:
    [[nodiscard]] std::string name() const override { return std::string(Variant::name); }
    [[nodiscard]] std::string hub_name() const override {
        const std::string_view hub = draughts::hub_variant_name<Variant>();
        return std::string(hub.empty() ? Variant::name : hub);
    }
    [[nodiscard]] std::string result_text(outcome o) const override {
        return rules_game<Variant>::result_of(o);
    }

    [[nodiscard]] std::unique_ptr<game_arbiter> new_game(const opening& o) const override {
        auto g = o.fen.empty() ? draughts::result<draughts::game<Variant>>(draughts::game<Variant>())
                               : draughts::game<Variant>::from_fen(o.fen);
        if (!g) throw arbiter_error{o.where + ": bad FEN " + quoted(o.fen, 60) + ": " + g.error().message};
        for (const std::string& text : o.moves) {
            if (g->state().is_over())
                throw arbiter_error{o.where + ": the game is over before " + quoted(text, 30) + " (" +
                                    draughts::to_string(g->state()) + ")"};
            const auto played = g->play(std::string_view(text));
            if (!played)
                throw arbiter_error{o.where + ": " + quoted(text, 30) + " is not a legal move of " + name() + ": " +
                                    played.error().message};
        }
        if (g->state().is_over())
            throw arbiter_error{o.where + ": the opening leaves nothing to play (" + draughts::to_string(g->state()) +
                                ")"};
        return std::make_unique<rules_game<Variant>>(std::move(*g));
    }

    [[nodiscard]] std::vector<opening> read_openings(std::istream& in, const std::string& file) const override {
        const std::string text{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
        std::vector<opening> out;
        if (is_pdn(text)) {
            draughts::pdn_reader reader{std::string_view(text)};
            while (const auto record = reader.next()) {
                const std::string where = file + " game " + std::to_string(record->number);
                const auto replay = draughts::replay_pdn<Variant>(*record);
                if (!replay.ok())
                    throw arbiter_error{where + " (line " + std::to_string(replay.error->line) + "): " +
                                        replay.error->message};
                opening o{replay.game.start == draughts::position<Variant>::start()
                              ? std::string()
                              : draughts::write_fen(replay.game.start),
                          {}, where};
                auto p = replay.game.start;
                for (const auto& node : replay.game.moves.nodes) {
                    o.moves.push_back(draughts::write_move(p, node.move));
                    p.play(node.move);
                }
                out.push_back(std::move(o));
            }
        } else {
            std::istringstream lines(text);
            std::size_t number = 0;
            for (std::string line; std::getline(lines, line);) {
                ++number;
                const std::string content = trimmed(line);
                if (content.empty() || content[0] == '#') continue;
                opening o{{}, {}, file + " line " + std::to_string(number)};
                if ((content[0] == 'W' || content[0] == 'B') && content.find(':') != std::string::npos)
                    o.fen = content;
                else
                    o.moves = move_words(content);
                out.push_back(std::move(o));
            }
        }
        for (const opening& o : out) (void)new_game(o);  // every opening played through now, not mid-match
        if (out.empty()) throw arbiter_error{file + " holds no openings"};
        return out;
    }

private:
    // PDN where a line starts with a tag.
    [[nodiscard]] static bool is_pdn(const std::string& text) {
        std::istringstream lines(text);
        for (std::string line; std::getline(lines, line);)
            if (trimmed(line).starts_with('[')) return true;
        return false;
    }
};

}  // namespace

std::unique_ptr<variant_arbiter> arbiter_for(std::string_view name) {
    std::unique_ptr<variant_arbiter> found;
    draughts::all_variants::for_each([&](auto v) {
        using V = decltype(v);
        if (found) return;
        const std::string_view hub = draughts::hub_variant_name<V>();
        if (draughts::is_named<V>(name) || (!hub.empty() && hub == name)) found = std::make_unique<rules_variant<V>>();
    });
    return found;
}

std::string arbiter_names() { return draughts::variant_names(); }

}  // namespace draughts_match
