#!/usr/bin/env bash
# What a user's build pays for the library: the seconds (user CPU, best of RUNS, default 3)
# and the peak memory to compile, at -O2 with g++ and clang++, a file that includes
# <draughts/draughts.hpp> and calls perft for one variant, the same for two variants with
# perft_divide, and the README's example. Then the draughts program's whole build.
#
#     bench/compile-time.sh [RUNS]
set -euo pipefail

runs=${1:-3}
here=$(cd "$(dirname "$0")" && pwd)
root=$here/..
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

cat >"$work/one_variant.cpp" <<'CPP'
#include <draughts/draughts.hpp>
#include <iostream>
int main() { std::cout << draughts::perft(draughts::position<draughts::russian>::start(), 6) << '\n'; }
CPP
cat >"$work/two_variants.cpp" <<'CPP'
#include <draughts/draughts.hpp>
#include <iostream>
int main() {
    using namespace draughts;
    std::cout << perft(position<russian>::start(), 6) << '\n';
    for (const auto& [m, n] : perft_divide(position<international>::start(), 5)) std::cout << n << '\n';
}
CPP
cp "$root/examples/tour.cpp" "$work/readme_example.cpp"

# Prints "seconds megabytes": the best time of the runs, and that run's peak memory.
measure() {
    local best="" memory=""
    for ((i = 0; i < runs; ++i)); do
        /usr/bin/time -o "$work/time" -f '%U %M' "$@"
        read -r seconds kilobytes <"$work/time"
        if [ -z "$best" ] || awk -v a="$seconds" -v b="$best" 'BEGIN { exit !(a < b) }'; then
            best=$seconds memory=$((kilobytes / 1024))
        fi
    done
    echo "$best $memory"
}

echo "| file | g++ -O2 (s, MB) | clang++ -O2 (s, MB) |"
echo "| --- | ---: | ---: |"
for file in one_variant two_variants readme_example; do
    read -r gs gm < <(measure g++ -std=c++20 -O2 -I"$root/include" -c "$work/$file.cpp" -o "$work/$file.o")
    read -r cs cm < <(measure clang++ -std=c++20 -O2 -I"$root/include" -c "$work/$file.cpp" -o "$work/$file.o")
    echo "| $file.cpp | $gs, $gm | $cs, $cm |"
done

# The draughts program as the release preset builds it, from nothing, on every core.
cmake -S "$root" -B "$work/build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DDRAUGHTS_NATIVE=ON \
    -DDRAUGHTS_BUILD_TESTS=OFF -DDRAUGHTS_BUILD_BENCHMARKS=OFF >/dev/null
start=$(date +%s.%N)
cmake --build "$work/build" --target draughts_cli -j"$(nproc)" >/dev/null
echo
echo "The draughts program, release, $(nproc) jobs: $(awk -v a="$start" -v b="$(date +%s.%N)" 'BEGIN { printf "%.1f", b - a }') s"
