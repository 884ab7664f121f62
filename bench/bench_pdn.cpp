// PDN reading speed on the real-game corpus: games per second and megabytes per second,
// for the syntax layer alone and for reading with every move checked; and writing.
//
// The corpus of real games is not part of the project: its folder is given with the
// environment variable DRAUGHTS_CORPUS; without it the benchmarks say so and measure nothing.
#include <draughts/draughts.hpp>
#include <draughts/pdn/pdn.hpp>

#include <catch2/catch.hpp>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

using namespace draughts;

namespace {

struct corpus_file {
    std::string text;
    std::string variant;  // for games without a GameType tag
};

std::filesystem::path corpus_dir() {
    if (const char* dir = std::getenv("DRAUGHTS_CORPUS")) return dir;
    return {};
}

const std::vector<corpus_file>& corpus() {
    static const std::vector<corpus_file> files = [] {
        std::vector<corpus_file> all;
        std::error_code error;
        for (const auto& entry : std::filesystem::recursive_directory_iterator(corpus_dir(), error)) {
            if (entry.path().extension() != ".pdn") continue;
            std::ifstream in(entry.path(), std::ios::binary);
            std::ostringstream text;
            text << in.rdbuf();
            const auto folder = entry.path().parent_path().filename().string();
            all.push_back({text.str(), folder == "russian" ? "russian" : "international"});
        }
        std::sort(all.begin(), all.end(), [](const auto& a, const auto& b) { return a.text < b.text; });
        return all;
    }();
    return files;
}

struct tally {
    std::size_t games = 0;
    std::size_t plies = 0;
    std::size_t bytes = 0;
};

// Every game of the corpus: split and tokenised only.
tally read_syntax() {
    tally t;
    for (const auto& f : corpus()) {
        pdn_reader reader(f.text);
        while (auto r = reader.next()) ++t.games, t.plies += r->movetext.nodes.size();
        t.bytes += f.text.size();
    }
    return t;
}

// Every game of the corpus, every move matched against the legal moves of its position.
tally read_and_check() {
    tally t;
    for (const auto& f : corpus()) {
        pdn_reader reader(f.text);
        while (auto r = reader.next()) {
            ++t.games;
            (void)visit_pdn_variant(*r, f.variant, [&](auto v) { t.plies += replay_pdn<decltype(v)>(*r).plies(); });
        }
        t.bytes += f.text.size();
    }
    return t;
}

template <class F>
void report(const char* what, F&& run) {
    tally t{};
    int rounds = 0;
    const auto start = std::chrono::steady_clock::now();
    double seconds = 0;
    do {
        t = run();
        ++rounds;
        seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    } while (seconds < 1.0);
    const double per_round = seconds / rounds;
    std::printf("pdn %-22s %zu games, %zu plies, %.2f MB: %.0f games/s, %.1f MB/s, %.2f Mplies/s\n", what, t.games,
                t.plies, static_cast<double>(t.bytes) / 1e6, static_cast<double>(t.games) / per_round,
                static_cast<double>(t.bytes) / 1e6 / per_round, static_cast<double>(t.plies) / 1e6 / per_round);
}

}  // namespace

TEST_CASE("PDN reading, the corpus", "[pdn]") {
    if (corpus().empty()) {
        WARN("no PDN corpus (set DRAUGHTS_CORPUS to its folder): nothing measured");
        return;
    }
    report("syntax only:", read_syntax);
    report("every move checked:", read_and_check);
    BENCHMARK("syntax only") { return read_syntax().games; };
    BENCHMARK("every move checked") { return read_and_check().games; };
}

TEST_CASE("PDN writing, the corpus", "[pdn]") {
    if (corpus().empty()) return;
    std::vector<pdn_game<international>> games;
    for (const auto& f : corpus()) {
        if (f.variant != "international") continue;
        pdn_reader reader(f.text);
        while (auto r = reader.next())
            if (auto g = replay_pdn<international>(*r); g.ok()) games.push_back(std::move(g.game));
    }
    const auto write_all = [&] {
        tally t;
        for (const auto& g : games) ++t.games, t.plies += g.moves.nodes.size(), t.bytes += write_pdn(g).size();
        return t;
    };
    report("write (MB written):", write_all);
    BENCHMARK("write international games") { return write_all().bytes; };
}
