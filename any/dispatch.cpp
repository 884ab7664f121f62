// Choosing a variant at run time (variants/list.hpp's visit_variant over the variants built
// here), the PDN stream, and what spans several variants (compare). The variants' own work
// is in their units (variant.cpp.in); this file compiles no move generation of its own.

#include "variant_side.hpp"

#include "built_variants.hpp"

#include <draughts/draughts.hpp>

#include <deque>
#include <filesystem>
#include <fstream>
#include <memory>
#include <string>
#include <system_error>
#include <type_traits>
#include <utility>

namespace draughts_any {

namespace {

// Every variant built here, with its other names, for a message.
std::string names_built() {
    std::string out;
    built_variants::for_each([&](auto v) {
        using V = decltype(v);
        if (!out.empty()) out += ", ";
        out += V::name;
    });
    return out;
}

input_error unknown_variant(std::string_view name) {
    input_error e(error_category::variant, "unknown variant " + draughts::quoted(name, 48) + " (" + names_built() + ")");
    e.kind = "unknown variant";
    return e;
}

// Calls f(Variant{}) for the variant named (any case, an alias) or whose PDN GameType the
// name is ("20"); false when none.
template <class F>
bool visit_named(std::string_view name, F&& f) {
    bool found = false;
    built_variants::for_each([&](auto v) {
        if (!found && draughts::is_named<decltype(v)>(name)) {
            found = true;
            f(v);
        }
    });
    if (found || name.empty() || name.find_first_not_of("0123456789") != std::string_view::npos || name.size() > 4)
        return found;
    const int type = std::stoi(std::string(name));
    built_variants::for_each([&](auto v) {
        if (!found && type != 0 && draughts::rules_of<decltype(v)>::pdn_game_type == type) {
            found = true;
            f(v);
        }
    });
    return found;
}

template <class F>
void with_variant(std::string_view name, F&& f) {
    if (!visit_named(name, f)) throw unknown_variant(name);
}

std::string piece_words(const draughts::placed_piece& pp) {
    return std::string(pp.what.side == draughts::color::white ? "White " : "Black ") +
           (pp.what.kind == draughts::piece_kind::king ? "king" : "man") + " on " + draughts::grid_name(pp.square);
}

}  // namespace

board_size read_board_size(std::string_view text) {
    const auto bad = [&] {
        return input_error(error_category::board, "a board is WIDTHxHEIGHT, each from 3 to " +
                                                      std::to_string(any_board::max_side) + ", not " +
                                                      draughts::quoted(text, 48));
    };
    const std::size_t x = text.find('x');
    if (x == std::string_view::npos) throw bad();
    const auto side = [&](std::string_view digits) {
        if (digits.empty() || digits.size() > 2 || digits.find_first_not_of("0123456789") != std::string_view::npos)
            throw bad();
        const int n = std::stoi(std::string(digits));
        if (n < 3 || n > any_board::max_side) throw bad();
        return n;
    };
    return {side(text.substr(0, x)), side(text.substr(x + 1))};
}

std::unique_ptr<any_game> new_game(std::string_view variant, std::optional<std::string_view> fen,
                                   std::optional<board_size> size) {
    std::unique_ptr<any_game> out;
    with_variant(variant, [&](auto v) {
        using V = decltype(v);
        using own = typename V::board;
        if (!size || (size->width == own::width && size->height == own::height)) {
            out = variant_side<V>::new_game(fen);
            return;
        }
        if (size->width < 3 || size->height < 3 || size->width > any_board::max_side ||
            size->height > any_board::max_side)
            throw input_error(error_category::board, "a board's sides are each from 3 to " +
                                                         std::to_string(any_board::max_side) + ", not " +
                                                         std::to_string(size->width) + "x" +
                                                         std::to_string(size->height));
#ifdef DRAUGHTS_ANY_NO_RUNTIME_BOARDS
        static_cast<void>(fen);
        throw input_error(error_category::board, "this build plays each variant on its own board only (" +
                                                     std::to_string(own::width) + "x" + std::to_string(own::height) +
                                                     "): DRAUGHTS_RUNTIME_BOARDS was OFF");
#else
        // The variant's rules in that shape, with its colouring and numbering (as --board).
        out = runtime_side<V>::new_game({size->width, size->height, own::colours, own::numbering, own::played}, fen);
#endif
    });
    return out;
}

std::vector<variant_info> variants() {
    std::vector<variant_info> out;
    built_variants::for_each([&](auto v) {
        using V = decltype(v);
        using rules = draughts::rules_of<V>;
        variant_info i;
        i.name = V::name;
        for (std::string_view alias : rules::aliases) i.aliases.emplace_back(alias);
        i.pdn_game_type = rules::pdn_game_type;
        i.width = V::board::width;
        i.height = V::board::height;
        i.numeric = rules::notation == draughts::square_notation::numeric;
        i.points_for_a_win = rules::points_for_a_win;
        out.push_back(std::move(i));
    });
    return out;
}

std::vector<rule_line> rule_sheet(std::string_view variant) {
    std::vector<rule_line> out;
    with_variant(variant, [&](auto v) { out = variant_side<decltype(v)>::sheet(); });
    return out;
}

std::vector<rule_difference> rule_differences(std::string_view first, std::string_view second) {
    const std::vector<rule_line> a = rule_sheet(first), b = rule_sheet(second);
    // The library's lines, viewing the strings of a and b.
    const auto lines = [](const std::vector<rule_line>& sheet) {
        std::vector<draughts::rule_line> out;
        for (const rule_line& l : sheet) out.push_back({l.topic, l.value, l.article});
        return out;
    };
    const auto ours = [](const std::optional<draughts::rule_line>& l) -> std::optional<rule_line> {
        if (!l) return std::nullopt;
        return rule_line{std::string(l->topic), l->value, std::string(l->article)};
    };
    std::vector<rule_difference> out;
    for (const auto& d : draughts::rule_differences(lines(a), lines(b)))
        out.push_back({std::string(d.topic), ours(d.first), ours(d.second)});
    return out;
}

std::string variant_table_markdown() { return draughts::variant_table_markdown(); }

comparison compare(const std::vector<std::string>& names, std::optional<std::string_view> fen) {
    if (names.empty()) throw input_error(error_category::value, "compare needs at least one variant");
    draughts::piece_placement placement;
    with_variant(names.front(), [&](auto v) { placement = variant_side<decltype(v)>::placement(fen); });
    std::vector<draughts::variant_moves> views;
    for (const auto& name : names)
        with_variant(name, [&](auto v) { views.push_back(variant_side<decltype(v)>::view(placement)); });
    const draughts::comparison c = draughts::compare(std::move(views));
    comparison out;
    for (const auto& v : c.variants) {
        compared_variant cv{v.variant, {}, {}};
        for (const auto& m : v.moves) cv.moves.push_back(m.text);
        for (const auto& pp : v.off_board) cv.off_board.push_back(piece_words(pp));
        out.variants.push_back(std::move(cv));
    }
    for (const auto& d : c.differences) {
        compared_move cm{d.move, d.legal_in, d.not_in, {}};
        for (const auto& [variant, reasons] : d.why) {
            std::vector<rule_reason> rs;
            for (const auto& r : reasons) rs.push_back({std::string(draughts::to_string(r.kind)), r.sentence, r.article});
            cm.why.emplace_back(variant, std::move(rs));
        }
        out.differences.push_back(std::move(cm));
    }
    return out;
}

namespace {

// Games one at a time. Without a variant named, the games without a GameType tag are read
// under one variant for the whole input, which guess_variant finds from the first 50 of
// them (all it looks at): those are held back until it has seen them, the rest stream.
class pdn_stream final : public pdn_games {
public:
    pdn_stream(std::unique_ptr<std::istream> in, std::string text, read_function read, std::string variant)
        : in_(std::move(in)), text_(std::move(text)), variant_(std::move(variant)),
          reader_(in_     ? draughts::pdn_reader(*in_)
                  : read ? draughts::pdn_reader(std::move(read))
                         : draughts::pdn_reader(std::string_view(text_))) {
        if (!variant_.empty()) {
            // The variant's own name, so that a GameType number or an alias reads as the rest.
            with_variant(variant_, [&](auto v) { variant_ = decltype(v)::name; });
            guessed_ = true;
        }
    }

    std::optional<pdn_game_read> next() override {
        if (!guessed_) guess();
        std::optional<draughts::pdn_record> record;
        if (!held_.empty()) {
            record = std::move(held_.front());
            held_.pop_front();
        } else {
            record = reader_.next();
        }
        if (!record) return std::nullopt;
        return replay(*record);
    }

private:
    void guess() {
        guessed_ = true;
        constexpr std::size_t most = 50;  // guess_variant's default: the first 50 games without the tag
        std::size_t untyped = 0;
        while (untyped < most) {
            auto record = reader_.next();
            if (!record) break;
            if (!record->find("GameType")) ++untyped;
            held_.push_back(std::move(*record));
        }
        const std::vector<draughts::pdn_record> all(held_.begin(), held_.end());
        const draughts::variant_guess g = draughts::guess_variant(all, most);
        guess_ = std::string(g.name);
        reason_ = g.reason;
    }

    pdn_game_read replay(const draughts::pdn_record& record) {
        pdn_game_read out;
        out.number = record.number;
        out.line = record.line;
        for (const auto& t : record.tags) out.tags.emplace_back(t.name, t.value);
        out.result = record.result;
        const std::string fallback = variant_.empty() ? guess_ : variant_;
        if (!record.find("GameType") && variant_.empty()) out.assumed = reason_;
        const auto unknown = draughts::visit_pdn_variant(record, fallback, [&](auto v) {
            // Only the variants built here (all of the list unless the build chose fewer).
            if constexpr (is_built<decltype(v)>())
                variant_side<decltype(v)>::replay(record, out);
            else
                out.error = unknown_variant(decltype(v)::name);
        });
        if (unknown) out.error = input_error_of(*unknown);
        return out;
    }

    template <class V>
    static constexpr bool is_built() {
        bool built = false;
        built_variants::for_each([&](auto b) { built = built || std::is_same_v<decltype(b), V>; });
        return built;
    }

    static input_error input_error_of(const draughts::parse_error& e) {
        input_error out(error_category::pdn, e.message);
        out.kind = std::string(draughts::to_string(e.kind));
        out.line = e.line;
        out.column = e.column;
        return out;
    }

    std::unique_ptr<std::istream> in_;
    std::string text_;
    std::string variant_;
    draughts::pdn_reader reader_;
    bool guessed_ = false;
    std::string guess_, reason_;
    std::deque<draughts::pdn_record> held_;
};

}  // namespace

std::unique_ptr<pdn_games> pdn_games::open_file(const std::string& path, std::string variant) {
    std::error_code error;
    if (std::filesystem::is_directory(path, error)) {  // which an ifstream opens, and reads as empty
        input_error e(error_category::pdn, "cannot read " + draughts::quoted(path, 200) + ": a directory");
        e.kind = "cannot read";
        throw e;
    }
    auto in = std::make_unique<std::ifstream>(path, std::ios::binary);
    if (!*in) {
        input_error e(error_category::pdn, "cannot read " + draughts::quoted(path, 200));
        e.kind = "cannot read";
        throw e;
    }
    return std::make_unique<pdn_stream>(std::move(in), std::string(), nullptr, std::move(variant));
}

std::unique_ptr<pdn_games> pdn_games::from_text(std::string text, std::string variant) {
    return std::make_unique<pdn_stream>(nullptr, std::move(text), nullptr, std::move(variant));
}

std::unique_ptr<pdn_games> pdn_games::from_function(read_function read, std::string variant) {
    return std::make_unique<pdn_stream>(nullptr, std::string(), std::move(read), std::move(variant));
}

}  // namespace draughts_any
