#pragma once
// A table of perft counts already made, for hashed perft: a position met again at the same
// remaining depth (transpositions are everywhere in draughts: two men moved in either
// order) is looked up instead of counted again.
//
// It can never give a wrong count: an entry holds the whole position (pieces, side to
// move, and any history the rules keep, as Frisian's king runs), the remaining depth and
// the convention, all compared on a lookup; the hash only chooses the bucket. Its size is
// fixed when it is made, and entries are replaced when buckets fill: a count lost is counted
// again, never guessed. Threads may share one table: each bucket has a lock of its own,
// held for the few words a lookup or a store reads or writes.

#include "../core/position.hpp"
#include "../movegen/generate.hpp"

#include <algorithm>
#include <array>
#include <atomic>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <new>
#include <optional>
#include <thread>
#include <type_traits>

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace draughts {

namespace detail {

// Zeroed memory for a large table, nullptr when there is none. On Linux it is mapped from the
// system with a request for huge pages: a table is stored to all over, and each 4 KB page
// costs a page fault when it is first touched (a 4 GB table, a million of them; where the
// system grants no huge pages, a table much larger than a count needs costs time).
inline void* zeroed_memory(std::size_t bytes) noexcept {
#if defined(__linux__)
    void* memory = mmap(nullptr, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (memory == MAP_FAILED) return nullptr;
    madvise(memory, bytes, MADV_HUGEPAGE);  // a request: without it, 4 KB pages
    return memory;
#else
    return std::calloc(bytes, 1);
#endif
}

inline void release_memory(void* memory, [[maybe_unused]] std::size_t bytes) noexcept {
#if defined(__linux__)
    munmap(memory, bytes);
#else
    std::free(memory);
#endif
}

}  // namespace detail

template <class Variant>
class perft_table {
public:
    // A table of at most `bytes` bytes: the largest power of two of buckets that fits, and
    // one bucket at least.
    // The memory comes zeroed from the system, every bucket empty and unlocked, and is only
    // touched as counts are stored: a table of many gigabytes costs nothing to make.
    explicit perft_table(std::size_t bytes)
        : mask_(std::bit_floor(std::max<std::size_t>(bytes / sizeof(bucket), 1)) - 1),
          buckets_(static_cast<bucket*>(detail::zeroed_memory(size_in_bytes()))) {
        if (!buckets_) throw std::bad_alloc();
    }
    ~perft_table() { detail::release_memory(buckets_, size_in_bytes()); }
    perft_table(const perft_table&) = delete;
    perft_table& operator=(const perft_table&) = delete;

    [[nodiscard]] std::size_t size_in_bytes() const noexcept { return (mask_ + 1) * sizeof(bucket); }
    [[nodiscard]] std::size_t capacity() const noexcept { return (mask_ + 1) * ways; }

    // The count of p at `depth` under `convention`, when the table has it.
    [[nodiscard]] std::optional<std::uint64_t> find(const position<Variant>& p, int depth,
                                                    paths convention) const noexcept {
        const std::uint8_t key = key_of(depth, convention);
        const bucket& b = bucket_of(p);
        const lock held(b.busy);
        for (const entry& e : b.entries)
            if (e.key == key && e.start == p) return e.nodes;
        return std::nullopt;
    }

    // Keeps the count of p at `depth` (1 to 127), in place of the shallowest entry of its
    // bucket: deeper counts cost more to make again.
    void store(const position<Variant>& p, int depth, paths convention, std::uint64_t nodes) noexcept {
        const std::uint8_t key = key_of(depth, convention);
        bucket& b = bucket_of(p);
        const lock held(b.busy);
        entry* replaced = &b.entries[0];
        for (entry& e : b.entries) {
            if (e.key == key && e.start == p) return;  // stored meanwhile by another thread
            if (e.key < replaced->key) replaced = &e;
        }
        *replaced = {p, nodes, key};
    }

    // The entries that hold a count.
    [[nodiscard]] std::size_t used() const noexcept {
        std::size_t n = 0;
        for (std::size_t i = 0; i <= mask_; ++i) {
            const lock held(buckets_[i].busy);
            for (const entry& e : buckets_[i].entries) n += e.key != 0;
        }
        return n;
    }

    void clear() noexcept {
        for (std::size_t i = 0; i <= mask_; ++i) {
            const lock held(buckets_[i].busy);
            buckets_[i].entries = {};
        }
    }

private:
    static constexpr std::size_t ways = 4;

    struct entry {
        position<Variant> start{};
        std::uint64_t nodes = 0;
        std::uint8_t key = 0;  // depth and convention (key_of); 0: empty
    };
    // All bytes zero is an empty, unlocked bucket (an aggregate: its objects begin with the
    // memory calloc gives).
    struct bucket {
        mutable std::atomic<bool> busy{false};
        std::array<entry, ways> entries{};
    };
    static_assert(std::is_aggregate_v<bucket> && std::is_trivially_destructible_v<bucket>);

    // Holds a bucket's lock for its lifetime. Contention is rare (threads are few, buckets
    // many), so waiting spins and yields.
    class lock {
    public:
        explicit lock(std::atomic<bool>& busy) noexcept : busy_(busy) {
            while (busy_.exchange(true, std::memory_order_acquire))
                while (busy_.load(std::memory_order_relaxed)) std::this_thread::yield();
        }
        ~lock() { busy_.store(false, std::memory_order_release); }
        lock(const lock&) = delete;
        lock& operator=(const lock&) = delete;

    private:
        std::atomic<bool>& busy_;
    };

    [[nodiscard]] static constexpr std::uint8_t key_of(int depth, paths convention) noexcept {
        DRAUGHTS_ASSERT(depth >= 1 && depth <= 127);
        return static_cast<std::uint8_t>(depth << 1 | (convention == paths::every ? 1 : 0));
    }
    [[nodiscard]] bucket& bucket_of(const position<Variant>& p) const noexcept {
        return buckets_[static_cast<std::size_t>(p.hash()) & mask_];
    }

    std::size_t mask_;
    bucket* buckets_;
};

}  // namespace draughts
