#pragma once
// Perft: the number of move sequences of a given length from a position, the standard
// check of a move generator against published counts.
//
// Counting: bulk (the last ply counts moves without making them) or full (every leaf move
// is made), a template argument rather than an option: full counting is for timing the
// making of moves, and compiled only by the programs that ask for it (it would be a third of
// what every program that calls perft compiles). Convention: one move per (from, to,
// captured set), or every capture path.
// Hashed perft (perft(p, depth, table)) takes the counts of positions met again from a
// perft_table (table.hpp).
// Counters are 64-bit: enough for every published count of these variants (international
// depth 12 is about 1.1e10; 2^64 is about 1.8e19).

#include "../movegen/generate.hpp"
#include "../movegen/last_plies.hpp"
#include "../core/position.hpp"
#include "table.hpp"

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <functional>
#include <thread>
#include <utility>
#include <vector>

namespace draughts {

struct perft_options {
    paths convention = paths::unique;
    unsigned threads = 1;
    // Called now and then from the calling thread with (subtrees done, subtrees in all).
    std::function<void(std::size_t, std::size_t)> progress{};
};

namespace detail {

// WebAssembly built without threads (Emscripten without -pthread) has the calling thread
// only: there perft counts every subtree on it, whatever `threads` asks. Its C++ library
// (libc++ 14) has no std::jthread either, hence the joining thread below.
#if defined(__EMSCRIPTEN__) && !defined(__EMSCRIPTEN_PTHREADS__)
inline constexpr bool helper_threads = false;
#else
inline constexpr bool helper_threads = true;
#endif

class joining_thread {
public:
    template <class F>
    explicit joining_thread(F&& f) : thread_(std::forward<F>(f)) {}
    joining_thread(joining_thread&&) noexcept = default;
    joining_thread& operator=(joining_thread&&) = delete;
    joining_thread(const joining_thread&) = delete;
    joining_thread& operator=(const joining_thread&) = delete;
    ~joining_thread() {
        if (thread_.joinable()) thread_.join();
    }

private:
    std::thread thread_;
};

// The plies above the last two, or above the last where the variant's move source does not
// count two at once: one loop for every variant, over the children its move source gives.
template <class Variant, color Us, leaf_counting Counting>
DRAUGHTS_NOINLINE std::uint64_t perft_nodes(const position<Variant>& p, int depth, paths convention) noexcept {
    if constexpr (counts_last_two_plies<Variant>) {
        if (depth == 1)
            return last_ply_of<Counting, Variant, Us>(p.pieces(color::white), p.pieces(color::black), p.kings(),
                                                      convention);
        if (depth == 2) return last_two_plies<Variant, Us, Counting>(p, convention);
    } else if (depth == 1 && Counting == leaf_counting::bulk) {
        return move_source<Variant, Us>(p).count(convention);
    }
    std::uint64_t nodes = 0;
    for_each_child<Variant, Us>(p, convention, [&](const position<Variant>& child) DRAUGHTS_LAMBDA_ALWAYS_INLINE {
        if constexpr (counts_last_two_plies<Variant>) {
            if (depth > 3)
                nodes += perft_nodes<Variant, ~Us, Counting>(child, depth - 1, convention);
            else
                nodes += last_two_plies_quickly<Variant, ~Us, Counting>(child, convention);
        } else if (depth == 1) {
            keep(child);
            ++nodes;
        } else {
            nodes += perft_nodes<Variant, ~Us, Counting>(child, depth - 1, convention);
        }
    });
    return nodes;
}

template <leaf_counting Counting, class Variant>
std::uint64_t perft_serial(const position<Variant>& p, int depth, paths convention) noexcept {
    if (depth <= 0) return 1;
    return for_side_to_move(p, [&]<color Us>() { return perft_nodes<Variant, Us, Counting>(p, depth, convention); });
}

// Hashed perft looks up positions this many plies above the leaves or more; the last two
// plies are left to the loops that count them without making a position to look up.
inline constexpr int hashed_from_depth = 3;

// Perft of a position of side Us, looking up and keeping the counts of positions with
// hashed_from_depth plies or more to go.
template <class Variant, color Us>
std::uint64_t hashed_perft_nodes(const position<Variant>& p, int depth, paths convention,
                                 perft_table<Variant>& table) noexcept {
    if (depth < hashed_from_depth) return perft_nodes<Variant, Us, leaf_counting::bulk>(p, depth, convention);
    if (const auto known = table.find(p, depth, convention)) return *known;
    std::uint64_t nodes = 0;
    const auto on_child = [&](const position<Variant>& child) {
        nodes += hashed_perft_nodes<Variant, ~Us>(child, depth - 1, convention, table);
    };
    for_each_child<Variant, Us>(p, convention, on_child);
    table.store(p, depth, convention, nodes);
    return nodes;
}

template <class Variant>
std::uint64_t hashed_perft_serial(const position<Variant>& p, int depth, paths convention,
                                  perft_table<Variant>& table) noexcept {
    if (depth <= 0) return 1;
    return for_side_to_move(
        p, [&]<color Us>() { return hashed_perft_nodes<Variant, Us>(p, depth, convention, table); });
}

// A subtree to count: a position `depth` plies above the leaves, under root move `root`.
template <class Variant>
struct perft_task {
    position<Variant> start;
    int depth;
    std::size_t root;
    std::uint64_t nodes = 0;
};

// Splits the tree below the root moves into subtrees, deeper until there are enough to
// keep every thread busy to the end even when subtrees differ in size.
template <class Variant>
std::vector<perft_task<Variant>> split(const position<Variant>& p, const move_list<Variant>& roots, int depth,
                                       const perft_options& o) {
    std::vector<perft_task<Variant>> tasks;
    for (std::size_t i = 0; i < roots.size(); ++i) {
        position<Variant> child = p;
        child.play(roots[i]);
        tasks.push_back({child, depth - 1, i});
    }
    const std::size_t enough = helper_threads && o.threads > 1 ? 64 * std::size_t{o.threads} : 0;
    while (tasks.size() < enough && !tasks.empty() && tasks.front().depth > 2) {
        std::vector<perft_task<Variant>> deeper;
        for (const auto& t : tasks) {
            move_list<Variant> moves;
            generate(t.start, moves, o.convention);
            for (const auto& m : moves) {
                position<Variant> child = t.start;
                child.play(m);
                deeper.push_back({child, t.depth - 1, t.root});
            }
        }
        tasks = std::move(deeper);
    }
    return tasks;
}

// Leaf count per root move, in the order generate() gives them, each subtree counted by
// count(start, depth) on as many threads as the options ask.
template <class Variant, class Count>
std::vector<std::pair<move<Variant>, std::uint64_t>> divide(const position<Variant>& p, int depth,
                                                            const perft_options& o, Count count) {
    std::vector<std::pair<move<Variant>, std::uint64_t>> result;
    if (depth <= 0) return result;
    move_list<Variant> roots;
    generate(p, roots, o.convention);
    for (const auto& m : roots) result.emplace_back(m, 0);

    auto tasks = split(p, roots, depth, o);
    std::atomic<std::size_t> next{0};
    std::atomic<std::size_t> done{0};
    auto work = [&] {
        for (std::size_t i; (i = next.fetch_add(1, std::memory_order_relaxed)) < tasks.size();) {
            tasks[i].nodes = count(tasks[i].start, tasks[i].depth);
            done.fetch_add(1, std::memory_order_release);
        }
    };
    std::vector<joining_thread> helpers;
    const unsigned helper_count = helper_threads ? std::max(1u, o.threads) - 1 : 0;
    helpers.reserve(helper_count);
    for (unsigned t = 0; t < helper_count; ++t) helpers.emplace_back(work);
    if (o.progress) {
        // The calling thread works too, and reports between its subtrees.
        for (std::size_t i; (i = next.fetch_add(1, std::memory_order_relaxed)) < tasks.size();) {
            tasks[i].nodes = count(tasks[i].start, tasks[i].depth);
            o.progress(done.fetch_add(1, std::memory_order_acq_rel) + 1, tasks.size());
        }
    } else {
        work();
    }
    helpers.clear();  // joins
    for (const auto& t : tasks) result[t.root].second += t.nodes;
    return result;
}

}  // namespace detail

// Leaf count per root move, in the order generate() gives them. With depth 0 there are no
// root moves to divide by, and the result is empty.
template <leaf_counting Counting = leaf_counting::bulk, class Variant>
std::vector<std::pair<move<Variant>, std::uint64_t>> perft_divide(const position<Variant>& p, int depth,
                                                                  const perft_options& o = {}) {
    return detail::divide(p, depth, o, [&](const position<Variant>& start, int d) {
        return detail::perft_serial<Counting>(start, d, o.convention);
    });
}

// The same, hashed: counts of positions met again are taken from the table (perft_table),
// which may be shared by the threads and kept from one call to the next.
template <class Variant>
std::vector<std::pair<move<Variant>, std::uint64_t>> perft_divide(const position<Variant>& p, int depth,
                                                                  perft_table<Variant>& table,
                                                                  const perft_options& o = {}) {
    return detail::divide(p, depth, o, [&](const position<Variant>& start, int d) {
        return detail::hashed_perft_serial(start, d, o.convention, table);
    });
}

// The number of move sequences of `depth` plies from p: perft(p, 6), or
// perft<leaf_counting::full>(p, 6) to make every leaf move as well.
template <leaf_counting Counting = leaf_counting::bulk, class Variant>
std::uint64_t perft(const position<Variant>& p, int depth, const perft_options& o = {}) {
    if (o.threads <= 1 && !o.progress) return detail::perft_serial<Counting>(p, depth, o.convention);
    if (depth <= 0) return 1;
    std::uint64_t nodes = 0;
    for (const auto& [m, n] : perft_divide<Counting>(p, depth, o)) nodes += n;
    return nodes;
}

// The same count, hashed: perft(p, 14, table) with a perft_table<Variant> table(bytes).
// Leaves are counted in bulk (a count taken from the table makes no moves).
template <class Variant>
std::uint64_t perft(const position<Variant>& p, int depth, perft_table<Variant>& table, const perft_options& o = {}) {
    if (o.threads <= 1 && !o.progress) return detail::hashed_perft_serial(p, depth, o.convention, table);
    if (depth <= 0) return 1;
    std::uint64_t nodes = 0;
    for (const auto& [m, n] : perft_divide(p, depth, table, o)) nodes += n;
    return nodes;
}

}  // namespace draughts
