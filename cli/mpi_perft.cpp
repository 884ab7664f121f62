// draughts-mpi-perft: perft spread over the processes of an MPI job, for counts too deep for
// one machine.
//
//   mpirun -np 64 draughts-mpi-perft --variant international --depth 15 [--split D]
//                                    [--fen FEN] [--paths] [--hash MB] [--threads N]
//
// Every process works out the same units (perft_units: the distinct positions D plies below
// the root, each with the move sequences that reach it), then takes the next unit not yet
// taken from a counter that process 0 keeps in an MPI window (an atomic fetch-and-add), so
// that a process given large units takes fewer of them: dynamic load balancing without a
// process that only hands out work. Each process counts its units, hashed with a table of
// its own when --hash is given, and the counts are added up on process 0, which prints
//
//   depth <N> nodes <count> units <U> processes <P> time <seconds>
//   process <r> units <u> nodes <count> time <seconds>      (one line per process)
//
// The count is exactly the single-process perft's: the same generator, summed over a
// partition of the move sequences.

#include "requests.hpp"

#include "instances.hpp"

#include <mpi.h>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <iostream>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace {

using draughts_cli::arguments;
using draughts_cli::perft_request;
using draughts_cli::shown;
using draughts_cli::usage_error;

struct outcome {
    std::uint64_t nodes = 0;        // this process's share: multiplicity times count, summed
    std::uint64_t units_taken = 0;  // the units this process counted
    std::uint64_t units = 0;        // the units in all
    double seconds = 0;
};

// The units of the root, and the next one this process takes, until none is left. The split
// is --split, or the fewest plies that give every process 16 units or more.
template <class Variant>
outcome count(const perft_request& r, int processes, MPI_Win counter) {
    const auto root = draughts_cli::position_from<Variant>(r.position);
    const int depth = r.depth;
    const draughts::perft_options options{.convention = r.convention, .threads = r.threads};
    std::optional<draughts::perft_table<Variant>> table;
    if (r.hash_megabytes > 0) table.emplace(r.hash_megabytes << 20);
    const auto began = std::chrono::steady_clock::now();
    int plies = r.split.value_or(0);
    auto units = draughts::perft_units(root, plies, options.convention);
    while (!r.split && plies < depth && units.size() < 16 * static_cast<std::size_t>(processes))
        units = draughts::perft_units(root, ++plies, options.convention);
    outcome o{.units = units.size()};
    const std::uint64_t one = 1;
    for (;;) {
        std::uint64_t next = 0;
        MPI_Fetch_and_op(&one, &next, MPI_UINT64_T, 0, 0, MPI_SUM, counter);
        MPI_Win_flush(0, counter);
        if (next >= units.size()) break;
        const auto& unit = units[next];
        const std::uint64_t nodes = table ? draughts::perft(unit.start, depth - plies, *table, options)
                                          : draughts::perft(unit.start, depth - plies, options);
        o.nodes += unit.multiplicity * nodes;
        ++o.units_taken;
    }
    o.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - began).count();
    return o;
}

int run(const std::vector<std::string_view>& words, int rank, int processes) {
    // The request and its position read before the processes work together: every one fails
    // alike on bad arguments, before any waits for another.
    const perft_request request = perft_request::read(
        arguments(words, {{{"--variant"}, {"--fen"}, {"--depth"}, {"--split"}, {"--hash"}, {"--threads"}, {"--paths", 0}}}));
    const std::string_view name = request.position.variant;
    if (!draughts::visit_variant(name, [&](auto v) { static_cast<void>(draughts_cli::position_from<decltype(v)>(request.position)); }))
        throw usage_error{"unknown variant " + shown(name) + " (" + draughts::variant_names() + ")"};
    const int depth = request.depth;

    // The counter of units taken, in a window on process 0.
    std::uint64_t* taken = nullptr;
    MPI_Win counter;
    MPI_Win_allocate(rank == 0 ? MPI_Aint{sizeof(std::uint64_t)} : MPI_Aint{0}, sizeof(std::uint64_t), MPI_INFO_NULL,
                     MPI_COMM_WORLD, &taken, &counter);
    MPI_Win_lock_all(0, counter);
    if (rank == 0) {
        *taken = 0;
        MPI_Win_sync(counter);
    }
    MPI_Barrier(MPI_COMM_WORLD);

    outcome mine;
    draughts::visit_variant(name, [&](auto v) { mine = count<decltype(v)>(request, processes, counter); });
    MPI_Win_unlock_all(counter);
    MPI_Win_free(&counter);

    // Each process's units and nodes, and time, gathered on process 0.
    const std::size_t all = rank == 0 ? static_cast<std::size_t>(processes) : 0;
    const std::uint64_t counted[2] = {mine.units_taken, mine.nodes};
    std::vector<std::uint64_t> counts(2 * all);
    std::vector<double> seconds(all);
    MPI_Gather(counted, 2, MPI_UINT64_T, counts.data(), 2, MPI_UINT64_T, 0, MPI_COMM_WORLD);
    MPI_Gather(&mine.seconds, 1, MPI_DOUBLE, seconds.data(), 1, MPI_DOUBLE, 0, MPI_COMM_WORLD);
    if (rank == 0) {
        std::uint64_t nodes = 0;
        for (std::size_t r = 0; r < all; ++r) nodes += counts[2 * r + 1];
        std::printf("depth %d nodes %llu units %llu processes %d time %.3f\n", depth,
                    static_cast<unsigned long long>(nodes), static_cast<unsigned long long>(mine.units), processes,
                    *std::max_element(seconds.begin(), seconds.end()));
        for (std::size_t r = 0; r < all; ++r)
            std::printf("process %zu units %llu nodes %llu time %.3f\n", r,
                        static_cast<unsigned long long>(counts[2 * r]),
                        static_cast<unsigned long long>(counts[2 * r + 1]), seconds[r]);
    }
    return 0;
}

}  // namespace

int main(int argc, char** argv) {
    MPI_Init(&argc, &argv);
    int rank = 0, processes = 1;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &processes);
    int status = 0;
    try {
        status = run(std::vector<std::string_view>(argv + 1, argv + argc), rank, processes);
    } catch (const usage_error& e) {
        // Every process reads the same arguments and fails alike; one says so.
        if (rank == 0) std::cerr << "draughts-mpi-perft: " << e.message << '\n';
        status = 2;
    }
    MPI_Finalize();
    return status;
}
