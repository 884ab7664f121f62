#pragma once
// The commands of the draughts program for one variant (commands.hpp), included only by
// the variants' own translation units.

#include "commands.hpp"

#include <chrono>
#include <cstdint>
#include <cstdio>
#include <iostream>
#include <map>
#include <string>

namespace draughts_cli {

template <class Variant>
void variant_commands<Variant>::perft(const arguments& args, int depth, unsigned threads) {
    using namespace draughts;
    const auto start = position_from<Variant>(args);
    perft_options options{.convention = args.has("--paths") ? paths::every : paths::unique, .threads = threads};
    const bool full = args.has("--full");
    // Depths 1..depth; depth 0 alone when asked for it (one node, the position itself).
    for (int d = depth == 0 ? 0 : 1; d <= depth; ++d) {
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
        if (args.has("--divide") && d == depth && d > 0) {
            // Under --paths a move made by several paths comes once per path: each line
            // names its own path.
            std::map<std::string, std::size_t> seen;
            const auto counts = full ? perft_divide<leaf_counting::full>(start, d, options)
                                     : perft_divide(start, d, options);
            for (const auto& [m, n] : counts) {
                const std::string text = write_move(start, m, {move_form::full, squares_of<Variant>(args)});
                const auto ways = move_paths(start, m);
                const std::size_t k = seen[text]++;
                const std::string written =
                    k == 0 || k >= ways.size()
                        ? text
                        : write_path<Variant>(ways[k], true, {move_form::full, squares_of<Variant>(args)});
                if (show_progress) std::fprintf(stderr, "\r\033[K");
                std::cout << written << ' ' << n << '\n';
                nodes += n;
            }
        } else {
            nodes = full ? draughts::perft<leaf_counting::full>(start, d, options) : draughts::perft(start, d, options);
        }
        const std::chrono::duration<double> seconds = std::chrono::steady_clock::now() - began;
        if (show_progress) std::fprintf(stderr, "\r\033[K");
        char line[160];
        std::snprintf(line, sizeof line, "depth %d nodes %llu time %.3f mnps %.2f\n", d,
                      static_cast<unsigned long long>(nodes), seconds.count(),
                      seconds.count() > 0 ? static_cast<double>(nodes) / seconds.count() / 1e6 : 0.0);
        std::cout << line << std::flush;
    }
}

template <class Variant>
void variant_commands<Variant>::moves(const arguments& args) {
    using namespace draughts;
    const auto p = position_from<Variant>(args);
    move_list<Variant> moves;
    generate(p, moves);
    for (const auto& m : moves) std::cout << write_move(p, m, {move_form::full, squares_of<Variant>(args)}) << '\n';
}

template <class Variant>
void variant_commands<Variant>::show(const arguments& args) {
    using namespace draughts;
    const auto p = position_from<Variant>(args);
    std::cout << diagram(p);
    const bool white = p.side_to_move() == color::white;
    std::cout << "\nvariant: " << Variant::name << "\nfen: " << write_fen(p, squares_of<Variant>(args))
              << "\nto move: " << (white ? "White" : "Black") << "\nstate: " << to_string(game<Variant>(p).state())
              << '\n';
    move_list<Variant> moves;
    generate(p, moves);
    std::cout << "moves (" << moves.size() << "):";
    for (const auto& m : moves) std::cout << ' ' << write_move(p, m, {move_form::standard, squares_of<Variant>(args)});
    std::cout << '\n';
}

template <class Variant>
void pdn_commands<Variant>::replay(const draughts::pdn_record& record, pdn_summary& s) {
    using namespace draughts;
    const auto replay = replay_pdn<Variant>(record);
    s.variant = Variant::name;
    s.plies = replay.plies();
    s.fen = write_fen(replay.final_position);
    s.incomplete = replay.incomplete;
    s.state = replay.incomplete ? "incomplete" : to_string(replay.state);
    s.error = replay.error;
}

}  // namespace draughts_cli
