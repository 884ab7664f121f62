#!/usr/bin/env bash
# The README's speed table: each perft run RUNS times (default 5) with the release build of
# the draughts program, and the median rate of its deepest line, in millions of leaves per
# second; then two threads against one, from pairs run back to back. Build first:
# cmake --preset release && cmake --build --preset release
#
#     bench/perft-table.sh [RUNS]          DRAUGHTS=path/to/draughts to use another build
#
# The runs go round the rows, one run of each row per round, so that a slow spell of the
# machine falls on every row alike rather than on all the runs of one.
set -euo pipefail

runs=${1:-5}
here=$(cd "$(dirname "$0")" && pwd)
draughts=${DRAUGHTS:-$here/../build/release/cli/draughts}
woldouby="W:B12,13,14,16,18,19,21,23,24,26:W25,27,28,30,32,33,34,35,37,38"

names=(
    "international start, bulk"
    "international start, full"
    "Woldouby, bulk"
    "Russian start, bulk"
    "Russian start, full"
    "international start, bulk, 2 threads"
    "Russian start, bulk, 2 threads"
)
commands=(
    "--variant international --depth 11"
    "--variant international --depth 10 --full"
    "--variant international --fen $woldouby --depth 15"
    "--variant russian --depth 12"
    "--variant russian --depth 11 --full"
    "--variant international --depth 11 --threads 2"
    "--variant russian --depth 12 --threads 2"
)
pair="--variant international --depth 11"  # one thread, then two, back to back

# Prints "nodes seconds rate" of the deepest line of one run.
deepest() {
    "$draughts" perft "$@" | awk '{ nodes = $4; time = $6; rate = $8 } END { print nodes, time, rate }'
}

# Of a list of numbers separated by spaces: the list sorted, and its median.
sorted() { tr ' ' '\n' | sed '/^$/d' | sort -n | tr '\n' ' ' | sed 's/ $//'; }
median() { sorted | tr ' ' '\n' | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

rates=() nodes=() ratios=""
for ((i = 0; i < runs; ++i)); do
    for r in "${!commands[@]}"; do
        read -ra args <<<"${commands[r]}"
        read -r n _ rate < <(deepest "${args[@]}")
        nodes[r]=$n
        rates[r]="${rates[r]:-} $rate"
    done
    read -ra args <<<"$pair"
    read -r _ _ one < <(deepest "${args[@]}")
    read -r _ _ two < <(deepest "${args[@]}" --threads 2)
    ratios+=" $(awk -v a="$one" -v b="$two" 'BEGIN { printf "%.2f", b / a }')"
done

echo "| position, counting | command | leaves | median Mn/s | runs (Mn/s) |"
echo "| --- | --- | --- | ---: | --- |"
for r in "${!commands[@]}"; do
    printf '| %s | `draughts perft %s` | %s | %s | %s |\n' "${names[r]}" "${commands[r]}" "${nodes[r]}" \
        "$(median <<<"${rates[r]}")" "$(sorted <<<"${rates[r]}")"
done
printf '\nTwo threads against one, `draughts perft %s` then with `--threads 2`, back to back: median %s (%s)\n' \
    "$pair" "$(median <<<"$ratios")" "$(sorted <<<"$ratios")"
