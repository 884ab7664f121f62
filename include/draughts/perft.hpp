#pragma once
// Perft: the number of move sequences of a given length from a position, the standard
// check of a move generator against published counts.
//
// Counting: bulk (the last ply counts moves without making them) or full (every leaf move
// is made). Convention: one move per (from, to, captured set), or every capture path.
// Counters are 64-bit: enough for every published count of these variants (international
// depth 12 is about 1.1e10; 2^64 is about 1.8e19).

#include "generate.hpp"
#include "position.hpp"

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <functional>
#include <thread>
#include <utility>
#include <vector>

namespace draughts {

enum class leaf_counting : std::uint8_t { bulk, full };

struct perft_options {
    paths convention = paths::unique;
    leaf_counting counting = leaf_counting::bulk;
    unsigned threads = 1;
    // Called now and then from the calling thread with (subtrees done, subtrees in all).
    std::function<void(std::size_t, std::size_t)> progress{};
};

namespace detail {

// Makes the compiler compute a made leaf position it would otherwise prove unused: "full"
// counting must really make every leaf. Register operands, so nothing is stored.
template <class Variant>
inline void keep(const position<Variant>& p) noexcept {
#if defined(__GNUC__) || defined(__clang__)
    asm volatile(""
                 :
                 : "r"(p.pieces(color::white)), "r"(p.pieces(color::black)), "r"(p.kings()),
                   "r"(static_cast<unsigned>(p.side_to_move())));
#else
    static_cast<void>(static_cast<const volatile position<Variant>&>(p));
#endif
}

template <class Variant, color Us, leaf_counting Counting>
std::uint64_t perft_nodes(const position<Variant>& p, int depth, paths convention) noexcept;

// What full counting does with each move of the last ply: make it, count it.
template <class Variant, color Us>
struct leaf_visit {
    const position<Variant>& parent;
    std::uint64_t nodes = 0;

    DRAUGHTS_ALWAYS_INLINE void operator()(const move<Variant>& m) noexcept {
        position<Variant> child = parent;
        child.template play<Us>(m);
        keep(child);
        ++nodes;
    }
    DRAUGHTS_ALWAYS_INLINE void man_step(int from, int to) noexcept {
        position<Variant> child = parent;
        child.template play_man_step<Us>(from, to);
        keep(child);
        ++nodes;
    }
};

// What perft does with each move of a node at least three plies above the leaves: make
// it, count its subtree.
template <class Variant, color Us, leaf_counting Counting>
struct perft_visit {
    const position<Variant>& parent;
    int depth;  // of the children, at least 2
    paths convention;
    std::uint64_t nodes = 0;

    DRAUGHTS_ALWAYS_INLINE void operator()(const move<Variant>& m) noexcept {
        position<Variant> child = parent;
        child.template play<Us>(m);
        nodes += perft_nodes<Variant, ~Us, Counting>(child, depth, convention);
    }
    DRAUGHTS_ALWAYS_INLINE void man_step(int from, int to) noexcept {
        position<Variant> child = parent;
        child.template play_man_step<Us>(from, to);
        nodes += perft_nodes<Variant, ~Us, Counting>(child, depth, convention);
    }
};

// What perft does with each move two plies above the leaves: make it, count (bulk) or
// make (full) the child's moves. Kept apart from the nodes above, so that this, the
// hottest loop, is a small function of its own.
template <class Variant, color Us, leaf_counting Counting>
struct frontier_visit {
    const position<Variant>& parent;
    paths convention;
    std::uint64_t nodes = 0;

    DRAUGHTS_ALWAYS_INLINE void operator()(const move<Variant>& m) noexcept {
        position<Variant> child = parent;
        child.template play<Us>(m);
        count(child);
    }
    DRAUGHTS_ALWAYS_INLINE void man_step(int from, int to) noexcept {
        position<Variant> child = parent;
        child.template play_man_step<Us>(from, to);
        count(child);
    }

private:
    DRAUGHTS_ALWAYS_INLINE void count(const position<Variant>& child) noexcept {
        const generator<Variant, ~Us> g(child);
        if constexpr (Counting == leaf_counting::bulk) {
            nodes += g.count(convention);
        } else {
            leaf_visit<Variant, ~Us> leaves{child};
            g.for_each_move(convention, leaves);
            nodes += leaves.nodes;
        }
    }
};

template <class Variant, color Us, leaf_counting Counting>
DRAUGHTS_NOINLINE std::uint64_t perft_frontier(const position<Variant>& p, paths convention) noexcept {
    frontier_visit<Variant, Us, Counting> visit{p, convention};
    generator<Variant, Us>(p).for_each_move(convention, visit);
    return visit.nodes;
}

template <class Variant, color Us, leaf_counting Counting>
std::uint64_t perft_nodes(const position<Variant>& p, int depth, paths convention) noexcept {
    if (depth == 2) return perft_frontier<Variant, Us, Counting>(p, convention);
    const generator<Variant, Us> g(p);
    if (depth == 1) {
        if constexpr (Counting == leaf_counting::bulk) {
            return g.count(convention);
        } else {
            leaf_visit<Variant, Us> leaves{p};
            g.for_each_move(convention, leaves);
            return leaves.nodes;
        }
    }
    perft_visit<Variant, Us, Counting> visit{p, depth - 1, convention};
    g.for_each_move(convention, visit);
    return visit.nodes;
}

template <class Variant>
std::uint64_t perft_serial(const position<Variant>& p, int depth, const perft_options& o) noexcept {
    if (depth <= 0) return 1;
    return for_side_to_move(p, [&]<color Us>() {
        return o.counting == leaf_counting::bulk
                   ? perft_nodes<Variant, Us, leaf_counting::bulk>(p, depth, o.convention)
                   : perft_nodes<Variant, Us, leaf_counting::full>(p, depth, o.convention);
    });
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
    const std::size_t enough = o.threads > 1 ? 64 * std::size_t{o.threads} : 0;
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

}  // namespace detail

// Leaf count per root move, in the order generate() gives them. With depth 0 there are no
// root moves to divide by, and the result is empty.
template <class Variant>
std::vector<std::pair<move<Variant>, std::uint64_t>> perft_divide(const position<Variant>& p, int depth,
                                                                  const perft_options& o = {}) {
    std::vector<std::pair<move<Variant>, std::uint64_t>> result;
    if (depth <= 0) return result;
    move_list<Variant> roots;
    generate(p, roots, o.convention);
    for (const auto& m : roots) result.emplace_back(m, 0);

    auto tasks = detail::split(p, roots, depth, o);
    std::atomic<std::size_t> next{0};
    std::atomic<std::size_t> done{0};
    auto work = [&] {
        for (std::size_t i; (i = next.fetch_add(1, std::memory_order_relaxed)) < tasks.size();) {
            tasks[i].nodes = detail::perft_serial(tasks[i].start, tasks[i].depth, o);
            done.fetch_add(1, std::memory_order_release);
        }
    };
    std::vector<std::jthread> helpers;
    for (unsigned t = 1; t < std::max(1u, o.threads); ++t) helpers.emplace_back(work);
    if (o.progress) {
        // The calling thread works too, and reports between its subtrees.
        for (std::size_t i; (i = next.fetch_add(1, std::memory_order_relaxed)) < tasks.size();) {
            tasks[i].nodes = detail::perft_serial(tasks[i].start, tasks[i].depth, o);
            o.progress(done.fetch_add(1, std::memory_order_acq_rel) + 1, tasks.size());
        }
    } else {
        work();
    }
    helpers.clear();  // joins
    for (const auto& t : tasks) result[t.root].second += t.nodes;
    return result;
}

template <class Variant>
std::uint64_t perft(const position<Variant>& p, int depth, const perft_options& o = {}) {
    if (o.threads <= 1 && !o.progress) return detail::perft_serial(p, depth, o);
    if (depth <= 0) return 1;
    std::uint64_t nodes = 0;
    for (const auto& [m, n] : perft_divide(p, depth, o)) nodes += n;
    return nodes;
}

}  // namespace draughts
