#!/usr/bin/env bash
# The README's speed table: each perft run RUNS times (default 5) with the release build of
# the draughts program, and the median rate of its deepest line, in millions of leaves per
# second; then two threads against one, from pairs run back to back. Build first:
# cmake --preset release && cmake --build --preset release
#
#     bench/perft-table.sh [RUNS]          DRAUGHTS=path/to/draughts to use another build
set -euo pipefail

runs=${1:-5}
here=$(cd "$(dirname "$0")" && pwd)
draughts=${DRAUGHTS:-$here/../build/release/examples/draughts}
woldouby="W:B12,13,14,16,18,19,21,23,24,26:W25,27,28,30,32,33,34,35,37,38"

# Prints "nodes seconds rate" of the deepest line of one run.
deepest() {
    "$draughts" perft "$@" | awk '{ nodes = $4; time = $6; rate = $8 } END { print nodes, time, rate }'
}

median() { sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

row() {
    local name=$1
    shift
    local rates=() nodes=""
    for ((i = 0; i < runs; ++i)); do
        read -r nodes _ rate < <(deepest "$@")
        rates+=("$rate")
    done
    printf '| %s | `draughts perft %s` | %s | %s | %s |\n' "$name" "$*" "$nodes" \
        "$(printf '%s\n' "${rates[@]}" | median)" "$(printf '%s\n' "${rates[@]}" | sort -n | tr '\n' ' ' | sed 's/ $//')"
}

# Two threads against one, each pair run back to back so that both see the same machine:
# the ratio of every pair, and their median.
speedup() {
    local ratios=() one two
    for ((i = 0; i < runs; ++i)); do
        read -r _ _ one < <(deepest "$@")
        read -r _ _ two < <(deepest "$@" --threads 2)
        ratios+=("$(awk -v a="$one" -v b="$two" 'BEGIN { printf "%.2f", b / a }')")
    done
    printf '\nTwo threads against one, `draughts perft %s` then with `--threads 2`, back to back: median %s (%s)\n' \
        "$*" "$(printf '%s\n' "${ratios[@]}" | median)" "$(printf '%s\n' "${ratios[@]}" | sort -n | tr '\n' ' ' | sed 's/ $//')"
}

echo "| position, counting | command | leaves | median Mn/s | runs (Mn/s) |"
echo "| --- | --- | --- | ---: | --- |"
row "international start, bulk" --variant international --depth 11
row "international start, full" --variant international --depth 10 --full
row "Woldouby, bulk" --variant international --fen "$woldouby" --depth 15
row "Russian start, bulk" --variant russian --depth 12
row "Russian start, full" --variant russian --depth 11 --full
row "international start, bulk, 2 threads" --variant international --depth 11 --threads 2
row "Russian start, bulk, 2 threads" --variant russian --depth 12 --threads 2
speedup --variant international --depth 11
