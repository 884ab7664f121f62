#pragma once
// The commands of the draughts program for one variant (commands.hpp), included only by
// the variants' own translation units.

#include "commands.hpp"

#include <algorithm>
#include <charconv>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <iostream>
#include <map>
#include <new>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <tuple>
#include <unordered_map>
#include <vector>

namespace draughts_cli {

// The position --fen or the start give, after the moves of --moves, each read as the
// library reads a typed move and played in turn.
template <class Variant>
draughts::position<Variant> position_after_moves(const position_request& r) {
    auto p = position_from<Variant>(r);
    const auto& typed = r.moves;
    if (!typed) return p;
    std::size_t at = 0;
    while (at < typed->size()) {
        const std::size_t end = std::min(typed->find(' ', at), typed->size());
        const std::string_view text = std::string_view(*typed).substr(at, end - at);
        at = end + 1;
        // A move number standing alone ("1.", "12..."), as moves are written in a game.
        if (text.empty() || draughts::detail::is_move_number(text)) continue;
        const auto reading = draughts::parse_move(p, text);
        if (!reading) {
            std::string_view before = std::string_view(*typed).substr(0, end - text.size());
            while (!before.empty() && before.back() == ' ') before.remove_suffix(1);
            throw usage_error{"--moves: " + shown(text) + (before.empty() ? "" : " after " + shown(before)) + ": " +
                              reading.error().message};
        }
        p.play(reading->played);
    }
    return p;
}

// The table of --hash, of its size in megabytes, made in `table`; none without the option.
template <class Variant>
void make_table(std::optional<draughts::perft_table<Variant>>& table, const perft_request& r) {
    const std::size_t megabytes = r.hash_megabytes;
    if (megabytes == 0) return;
    try {
        table.emplace(megabytes << 20);
    } catch (const std::bad_alloc&) {
        throw usage_error{"--hash " + std::to_string(megabytes) + ": cannot have that much memory"};
    }
}

// Perft of p, hashed when there is a table.
template <class Variant>
std::uint64_t count_nodes(const draughts::position<Variant>& p, int depth,
                          std::optional<draughts::perft_table<Variant>>& table,
                          const draughts::perft_options& options) {
    return table ? draughts::perft(p, depth, *table, options) : draughts::perft(p, depth, options);
}

// The convention of a unit line, in the words of a perft suite.
inline std::string_view convention_word(draughts::paths convention) {
    return convention == draughts::paths::every ? "all" : "unique";
}

// A line of a file of units (--split writes them, --units counts them, --sum adds them up):
// tab-separated FEN, plies left, multiplicity and convention; a counted unit adds its count.
template <class Variant>
struct unit_line {
    draughts::position<Variant> start;
    int depth = 0;
    std::uint64_t multiplicity = 0;
    draughts::paths convention = draughts::paths::unique;
    std::uint64_t nodes = 0;

    // The unit of a line of `columns` cells (4, or 5 for a counted one); a usage_error naming
    // the line and what is wrong in it otherwise.
    static unit_line read(const std::string& text, std::size_t columns, const std::string& where) {
        try {
            const auto cells = tab_cells(text);
            if (cells.size() != columns)
                throw usage_error{std::to_string(cells.size()) + " tab-separated cells, not " +
                                  std::to_string(columns) +
                                  (columns == 4 ? " (FEN, depth, multiplicity, convention)"
                                                : " (FEN, depth, multiplicity, convention, nodes)")};
            unit_line u;
            const auto p = draughts::read_fen<Variant>(cells[0]);
            if (!p) throw usage_error{"bad FEN: " + p.error().what()};
            u.start = *p;
            const std::uint64_t depth = count_in("depth", cells[1]);
            if (depth > 64) throw usage_error{"depth " + std::to_string(depth) + " is over 64"};
            u.depth = static_cast<int>(depth);
            u.multiplicity = count_in("multiplicity", cells[2]);
            if (cells[3] != "unique" && cells[3] != "all")
                throw usage_error{"convention " + shown(cells[3]) + " is neither unique nor all"};
            u.convention = cells[3] == "all" ? draughts::paths::every : draughts::paths::unique;
            if (columns == 5) u.nodes = count_in("nodes", cells[4]);
            return u;
        } catch (const usage_error& e) {
            throw usage_error{where + ": " + e.message};
        }
    }
};

template <class Variant>
void variant_commands<Variant>::split(const perft_request& r) {
    using namespace draughts;
    const auto start = position_after_moves<Variant>(r.position);
    const paths convention = r.convention;
    const int depth = r.depth, plies = *r.split;
    const auto units = draughts::perft_units(start, plies, convention);
    std::uint64_t sequences = 0;
    for (const auto& u : units) sequences += u.multiplicity;
    std::cout << "# perft units: " << Variant::name << ' ' << write_fen(start, squares_of<Variant>(r.position)) << " depth "
              << depth << ", split " << plies << " plies below: " << units.size() << " units, " << sequences
              << " move sequences\n";
    for (const auto& u : units)
        std::cout << write_fen(u.start, squares_of<Variant>(r.position)) << '\t' << depth - plies << '\t' << u.multiplicity
                  << '\t' << convention_word(convention) << '\n';
}

template <class Variant>
void variant_commands<Variant>::units(const perft_request& r, std::istream& in, const std::string& name) {
    std::optional<draughts::perft_table<Variant>> table;
    make_table(table, r);
    std::string text;
    for (std::size_t line = 1; std::getline(in, text); ++line) {
        if (!text.empty() && text.back() == '\r') text.pop_back();
        if (text.empty() || text[0] == '#') {
            std::cout << text << '\n';
            continue;
        }
        const auto u = unit_line<Variant>::read(text, 4, name + " line " + std::to_string(line));
        const auto nodes = count_nodes(u.start, u.depth, table, {.convention = u.convention, .threads = r.threads});
        std::cout << text << '\t' << nodes << '\n' << std::flush;
    }
}

template <class Variant>
void variant_commands<Variant>::sum(const perft_request& r, std::istream& in, const std::string& name) {
    using namespace draughts;
    const auto start = position_after_moves<Variant>(r.position);
    const paths convention = r.convention;
    const int depth = r.depth, plies = *r.split;
    const auto units = draughts::perft_units(start, plies, convention);
    std::unordered_map<position<Variant>, std::size_t> index;
    for (std::size_t i = 0; i < units.size(); ++i) index.emplace(units[i].start, i);
    std::vector<bool> counted(units.size(), false);
    std::uint64_t total = 0;
    std::string text;
    for (std::size_t line = 1; std::getline(in, text); ++line) {
        if (!text.empty() && text.back() == '\r') text.pop_back();
        if (text.empty() || text[0] == '#') continue;
        const std::string where = name + " line " + std::to_string(line);
        const auto u = unit_line<Variant>::read(text, 5, where);
        const auto found = index.find(u.start);
        if (found == index.end())
            throw usage_error{where + ": " + shown(write_fen(u.start)) + " is not a unit of this split"};
        const auto& unit = units[found->second];
        if (counted[found->second]) throw usage_error{where + ": the unit " + shown(write_fen(u.start)) + " again"};
        if (u.depth != depth - plies || u.multiplicity != unit.multiplicity || u.convention != convention)
            throw usage_error{where + ": the unit is depth " + std::to_string(depth - plies) + ", multiplicity " +
                              std::to_string(unit.multiplicity) + ", " + std::string(convention_word(convention)) +
                              " in this split"};
        counted[found->second] = true;
        std::uint64_t product = 0;
        if (__builtin_mul_overflow(u.multiplicity, u.nodes, &product) || __builtin_add_overflow(total, product, &total))
            throw usage_error{where + ": the total passes 2^64 - 1"};
    }
    const auto missing = std::find(counted.begin(), counted.end(), false);
    if (missing != counted.end())
        throw usage_error{name + ": " + std::to_string(std::count(counted.begin(), counted.end(), false)) + " of " +
                          std::to_string(units.size()) + " units not counted, the first " +
                          shown(write_fen(units[static_cast<std::size_t>(missing - counted.begin())].start))};
    std::cout << "depth " << depth << " nodes " << total << " units " << units.size() << '\n';
}

template <class Variant>
void variant_commands<Variant>::perft(const perft_request& r) {
    using namespace draughts;
    const auto start = position_after_moves<Variant>(r.position);
    perft_options options{.convention = r.convention, .threads = r.threads};
    std::optional<draughts::perft_table<Variant>> table;
    make_table(table, r);
    const bool full = r.full, json = r.json, fen_after = r.fen_after;
    const int depth = r.depth;
    const notation_options written{move_form::full, squares_of<Variant>(r.position)};
    // Depths 1..depth, or depth alone with --only; depth 0 alone when asked for it (one node,
    // the position itself).
    const int first = depth == 0 || r.only ? depth : 1;
    perft_report report(json, r.divide || fen_after, fen_after);
    for (int d = first; d <= depth; ++d) {
        const auto began = std::chrono::steady_clock::now();
        // A progress line on a terminal, once a depth has run for a second.
        const bool show_progress = stderr_is_terminal();
        if (show_progress) {
            options.progress = [&, d](std::size_t done, std::size_t total) {
                const std::chrono::duration<double> spent = std::chrono::steady_clock::now() - began;
                if (spent.count() > 1.0)
                    std::fprintf(stderr, "\rdepth %d: %zu/%zu subtrees, %.0f s", d, done, total, spent.count());
            };
        }
        std::uint64_t nodes = 0;
        if ((r.divide || fen_after) && d == depth && d > 0) {
            // One line per root move, sorted by its text for diffing with another program's.
            // Under --paths a move made by several paths comes once per path: each line names
            // its own path.
            const auto counts = table  ? perft_divide(start, d, *table, options)
                                : full ? perft_divide<leaf_counting::full>(start, d, options)
                                       : perft_divide(start, d, options);
            // The root moves' texts and paths, from one search for them all: under --paths a
            // move of several paths comes once per path, and every path of a move leads to
            // the same position, so to the same count.
            move_list<Variant> roots;
            generate(start, roots);
            const std::span<const move<Variant>> distinct(roots.begin(), roots.size());
            const auto texts = write_moves<Variant>(start, distinct, written);
            const auto ways = options.convention == paths::every ? move_paths<Variant>(start, distinct)
                                                                 : std::vector<std::vector<std::vector<int>>>{};
            std::vector<std::size_t> paths_given(roots.size());
            std::vector<perft_report::divided> lines;
            for (const auto& [m, n] : counts) {
                const auto i = static_cast<std::size_t>(std::find(roots.begin(), roots.end(), m) - roots.begin());
                const std::size_t k = paths_given[i]++;
                auto after = start;
                after.play(m);
                lines.push_back({k == 0 || ways.empty() || k >= ways[i].size() ? texts[i]
                                                                                   : write_path<Variant>(ways[i][k], true, written),
                                 n,
                                 fen_after ? write_fen(after, squares_of<Variant>(r.position)) : std::string()});
                nodes += n;
            }
            if (show_progress) std::fprintf(stderr, "\r\033[K");
            report.divide(lines, nodes);
        } else {
            nodes =
                full ? draughts::perft<leaf_counting::full>(start, d, options) : count_nodes(start, d, table, options);
        }
        const std::chrono::duration<double> seconds = std::chrono::steady_clock::now() - began;
        if (show_progress) std::fprintf(stderr, "\r\033[K");
        report.depth(d, nodes, seconds.count());
    }
    report.finish(Variant::name, write_fen(start), options.convention);
}

template <class Variant>
std::uint64_t variant_commands<Variant>::count(std::string_view fen, int depth, draughts::paths convention,
                                               unsigned threads) {
    if (fen.empty())
        return draughts::perft(draughts::position<Variant>::start(), depth,
                               {.convention = convention, .threads = threads});
    const auto p = draughts::read_fen<Variant>(fen);
    if (!p) throw usage_error{"bad FEN: " + p.error().what()};
    return draughts::perft(*p, depth, {.convention = convention, .threads = threads});
}

// The output of COMMAND ARGS... DEPTH FEN, each word passed as it is (POSIX shells).
inline std::string output_of(const std::vector<std::string>& command, int depth, const std::string& fen) {
#if defined(__unix__) || defined(__APPLE__)
    const auto quoted_word = [](const std::string& word) {
        std::string out = "'";
        for (char c : word) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
        return out + "'";
    };
    std::string line;
    for (const auto& word : command) line += quoted_word(word) + ' ';
    line += std::to_string(depth) + ' ' + quoted_word(fen);
    FILE* pipe = popen(line.c_str(), "r");
    if (!pipe) throw usage_error{"cannot run " + shown(command.front())};
    std::string out;
    char buffer[4096];
    for (std::size_t n; (n = std::fread(buffer, 1, sizeof buffer, pipe)) > 0;) out.append(buffer, n);
    if (pclose(pipe) != 0)
        throw usage_error{shown(command.front()) + " failed at depth " + std::to_string(depth) + " of " + fen};
    return out;
#else
    static_cast<void>(depth);
    static_cast<void>(fen);
    throw usage_error{"perft-compare runs " + shown(command.front()) +
                      " through a POSIX shell, which this system lacks"};
#endif
}

template <class Variant>
int variant_commands<Variant>::compare(const compare_request& r) {
    using namespace draughts;
    auto p = position_after_moves<Variant>(r.position);
    const notation_options written{move_form::full, squares_of<Variant>(r.position)};
    const int depth = r.depth;
    const std::vector<std::string>& command = r.command;
    std::string parted;  // the moves from the root to p
    int calls = 0;
    for (int d = depth;; --d) {
        const auto ours = perft_divide(p, d);
        // Theirs: "<move> <count>" lines in any notation the library reads; a total line, and
        // blank lines, are left alone.
        ++calls;
        const std::string out = output_of(command, d, write_fen(p));
        std::vector<std::pair<move<Variant>, std::uint64_t>> theirs;
        std::vector<std::string> unreadable, not_ours, twice;
        std::uint64_t not_ours_nodes = 0;
        std::size_t at = 0;
        while (at < out.size()) {
            const std::size_t end = std::min(out.find('\n', at), out.size());
            std::string_view text = std::string_view(out).substr(at, end - at);
            at = end + 1;
            while (!text.empty() && (text.back() == '\r' || text.back() == ' ')) text.remove_suffix(1);
            if (text.empty() || text.starts_with("total") || text.starts_with("depth")) continue;
            const std::size_t space = text.rfind(' ');
            std::uint64_t n = 0;
            const auto digits = text.substr(space == std::string_view::npos ? 0 : space + 1);
            const auto [last, error] = std::from_chars(digits.data(), digits.data() + digits.size(), n);
            if (space == std::string_view::npos || error != std::errc{} || last != digits.data() + digits.size()) {
                unreadable.emplace_back(text);
                continue;
            }
            // A move that is none of ours here is one only they have, as they wrote it.
            const auto reading = parse_move(p, text.substr(0, space));
            if (!reading) {
                not_ours.emplace_back(text.substr(0, space));
                not_ours_nodes += n;
                continue;
            }
            const auto same = [&](const auto& entry) { return entry.first == reading->played; };
            if (std::find_if(theirs.begin(), theirs.end(), same) != theirs.end())
                twice.push_back(write_move(p, reading->played, written));
            else
                theirs.emplace_back(reading->played, n);
        }
        if (!unreadable.empty()) {
            for (const auto& text : unreadable) std::cout << "cannot read: " << text << '\n';
            std::cout << "fen: " << write_fen(p) << "\ncalls: " << calls << '\n';
            return 2;
        }
        std::uint64_t our_total = 0, their_total = not_ours_nodes;
        for (const auto& [m, n] : ours) our_total += n;
        for (const auto& [m, n] : theirs) their_total += n;
        std::cout << "depth " << d << (parted.empty() ? "" : " after" + parted) << ": ours " << our_total << ", theirs "
                  << their_total << '\n';
        // Moves one has and the other lacks end the search here.
        std::vector<std::string> only_ours, only_theirs = not_ours;
        for (const auto& o : ours)
            if (std::none_of(theirs.begin(), theirs.end(), [&](const auto& t) { return t.first == o.first; }))
                only_ours.push_back(write_move(p, o.first, written));
        for (const auto& t : theirs)
            if (std::none_of(ours.begin(), ours.end(), [&](const auto& o) { return o.first == t.first; }))
                only_theirs.push_back(write_move(p, t.first, written));
        const auto list = [](const std::vector<std::string>& moves) {
            std::string joined;
            for (const auto& m : moves) joined += " " + m;
            return joined;
        };
        if (!only_ours.empty() || !only_theirs.empty() || !twice.empty()) {
            std::cout << "parted at:" << (parted.empty() ? " the root" : parted) << "\nfen: " << write_fen(p) << '\n';
            if (!only_ours.empty()) std::cout << "only ours:" << list(only_ours) << '\n';
            if (!only_theirs.empty()) std::cout << "only theirs:" << list(only_theirs) << '\n';
            if (!twice.empty()) std::cout << "twice in theirs:" << list(twice) << '\n';
            std::cout << "calls: " << calls << '\n';
            return 1;
        }
        // The same moves: follow the first whose counts differ.
        const auto differs = std::find_if(ours.begin(), ours.end(), [&](const auto& o) {
            return std::find_if(theirs.begin(), theirs.end(), [&](const auto& t) {
                       return t.first == o.first;
                   })->second != o.second;
        });
        if (differs == ours.end()) {
            if (parted.empty()) {
                std::cout << "agree: depth " << depth << ", " << our_total << " nodes\ncalls: " << calls << '\n';
                return 0;
            }
            std::cout << "parted at:" << parted << "\nfen: " << write_fen(p)
                      << "\nevery count agrees here, though the count above differed: theirs changed between calls\n"
                      << "calls: " << calls << '\n';
            return 1;
        }
        const std::string text = write_move(p, differs->first, written);
        if (d == 1) {  // a count above one at the last ply: a move given more than once
            std::cout << "parted at:" << (parted.empty() ? " the root" : parted) << "\nfen: " << write_fen(p)
                      << "\ncounted more than once in theirs: " << text << "\ncalls: " << calls << '\n';
            return 1;
        }
        const auto their_count = std::find_if(theirs.begin(), theirs.end(), [&](const auto& t) {
                                     return t.first == differs->first;
                                 })->second;
        std::cout << "  " << text << ": ours " << differs->second << ", theirs " << their_count << '\n';
        p.play(differs->first);
        parted += " " + text;
    }
}

template <class Variant>
void variant_commands<Variant>::moves(const position_request& r) {
    using namespace draughts;
    const auto p = position_after_moves<Variant>(r);
    move_list<Variant> moves;
    generate(p, moves);
    for (const std::string& text : write_moves<Variant>(p, moves, {move_form::full, squares_of<Variant>(r)}))
        std::cout << text << '\n';
}

template <class Variant>
void variant_commands<Variant>::show(const position_request& r) {
    using namespace draughts;
    const auto p = position_after_moves<Variant>(r);
    std::cout << diagram(p);
    const bool white = p.side_to_move() == color::white;
    std::cout << "\nvariant: " << Variant::name << "\nfen: " << write_fen(p, squares_of<Variant>(r))
              << "\nto move: " << (white ? "White" : "Black") << "\nstate: " << to_string(game<Variant>(p).state())
              << '\n';
    move_list<Variant> moves;
    generate(p, moves);
    std::cout << "moves (" << moves.size() << "):";
    for (const std::string& text : write_moves<Variant>(p, moves, {move_form::standard, squares_of<Variant>(r)}))
        std::cout << ' ' << text;
    std::cout << '\n';
}

template <class Variant>
explain_report teach_commands<Variant>::explain(const explain_request& r) {
    using namespace draughts;
    const auto p = position_after_moves<Variant>(r.position);
    const auto e = draughts::explain(p, r.move);
    if (!e) throw usage_error{shown(r.move) + " is not a move: " + e.error().message};
    // The moves in the order of their squares (from, then to, then the pieces taken).
    std::vector<move<Variant>> instead = e->instead;
    std::sort(instead.begin(), instead.end(), [](const move<Variant>& a, const move<Variant>& b) {
        return std::tuple(a.from_square(), a.to_square(), a.captured) < std::tuple(b.from_square(), b.to_square(), b.captured);
    });
    return {r.move, e->legal, e->reasons,
            write_moves<Variant>(p, instead, {move_form::standard, squares_of<Variant>(r.position)})};
}

template <class Variant>
draughts::piece_placement teach_commands<Variant>::placement(const position_request& r) {
    return draughts::placement_of(position_after_moves<Variant>(r));
}

template <class Variant>
draughts::variant_moves teach_commands<Variant>::view(const draughts::piece_placement& placement) {
    return draughts::moves_under<Variant>(placement);
}

template <class Variant>
std::vector<draughts::rule_line> teach_commands<Variant>::sheet() {
    return draughts::rule_sheet<Variant>();
}

template <class Variant>
void teach_commands<Variant>::svg(const svg_request& r) {
    using namespace draughts;
    const auto p = position_after_moves<Variant>(r.position);
    svg_options<Variant> o;
    o.flip = r.flip;
    o.diagonals = r.diagonals;
    if (r.labels) o.labels = *r.labels;
    if (const auto& typed = r.move) {
        const auto reading = parse_move(p, *typed);
        if (!reading) throw usage_error{"--move " + shown(*typed) + ": " + reading.error().message};
        o.path = canonical_path(p, reading->played);
        o.taken = reading->played.captured;
        o.crowns = reading->played.promotes;
    }
    if (const auto& typed = r.highlight) {
        std::string_view rest = *typed;
        while (!rest.empty()) {
            const std::size_t end = std::min(rest.find_first_of(", "), rest.size());
            const std::string_view name = rest.substr(0, end);
            rest.remove_prefix(std::min(end + 1, rest.size()));
            if (name.empty()) continue;
            const auto square = parse_square<typename Variant::board>(name);
            if (!square) throw usage_error{"--highlight: " + shown(name) + ": " + square.error().message};
            o.highlight.push_back(*square);
        }
    }
    std::cout << draughts::svg(p, o);
}

template <class Variant>
void pdn_commands<Variant>::replay(const draughts::pdn_record& record, pdn_summary& s) {
    using namespace draughts;
    const auto replay = replay_pdn<Variant>(record);
    s.variant = Variant::name;
    s.plies = replay.plies();
    s.incomplete = replay.incomplete;
    s.error = replay.error;
    if (!replay.set_up) return;  // a GameType of another variant, or a bad FEN tag: no position to give
    s.fen = write_fen(replay.final_position);
    s.state = replay.incomplete ? "incomplete" : to_string(replay.state);
}

}  // namespace draughts_cli
