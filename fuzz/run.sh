#!/usr/bin/env bash
# Runs the built fuzzers side by side, each for SECONDS on a copy of its seed corpus, and
# fails on any finding: a crash, a sanitizer report, a leak, a timeout (10 s for one input)
# or running out of memory (2 GB). It builds nothing: cmake --preset fuzz && cmake --build
# --preset fuzz first.
#
#     fuzz/run.sh SECONDS [TARGET...]      TARGET: fen, move, pdn, hub, dxp (default: all five)
#
# The committed corpus does not grow: each run works on a copy in a temporary directory.
# An input that found something is copied to fuzz/findings/ (DRAUGHTS_FUZZ_FINDINGS) and
# the tail of the fuzzer's log is printed. DRAUGHTS_FUZZ_BUILD names another build directory.
set -euo pipefail

if [[ $# -lt 1 || ! $1 =~ ^[0-9]+$ ]]; then
    echo "usage: $0 SECONDS [fen|move|pdn|hub|dxp]..." >&2
    exit 2
fi
seconds=$1
shift
targets=("$@")
[[ ${#targets[@]} -gt 0 ]] || targets=(fen move pdn hub dxp)

here=$(cd "$(dirname "$0")" && pwd)
build=${DRAUGHTS_FUZZ_BUILD:-$here/../build/fuzz/fuzz}
findings=${DRAUGHTS_FUZZ_FINDINGS:-$here/findings}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

for target in "${targets[@]}"; do
    if [[ ! -x $build/fuzz_$target ]]; then
        echo "fuzz_$target: not built ($build/fuzz_$target missing)" >&2
        exit 1
    fi
done

# Start every target, then collect them in order.
declare -A pids
for target in "${targets[@]}"; do
    mkdir -p "$work/$target/corpus" "$work/$target/artifacts"
    cp "$here/corpus/$target/"* "$work/$target/corpus/"
    echo "fuzz_$target: running for $seconds s"
    "$build/fuzz_$target" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
        -artifact_prefix="$work/$target/artifacts/" "$work/$target/corpus" >"$work/$target/log" 2>&1 &
    pids[$target]=$!
done

status=0
for target in "${targets[@]}"; do
    rc=0
    wait "${pids[$target]}" || rc=$?
    log=$work/$target/log
    # The last status line (executions, coverage, features) and the final statistics.
    echo "fuzz_$target: $(grep -E '^#[0-9]+' "$log" | tail -n 1 || true)"
    grep -E '^stat::(number_of_executed_units|average_exec_per_sec|peak_rss_mb)' "$log" | sed "s/^/fuzz_$target: /" || true

    artifacts=("$work/$target/artifacts/"*)
    if [[ $rc -ne 0 || -e ${artifacts[0]} ]]; then
        status=1
        echo "fuzz_$target: FINDING (exit status $rc)"
        tail -n 60 "$log"
        if [[ -e ${artifacts[0]} ]]; then
            mkdir -p "$findings"
            for a in "${artifacts[@]}"; do
                cp "$a" "$findings/${target}-$(basename "$a")"
                echo "fuzz_$target: input saved as $findings/${target}-$(basename "$a")"
            done
        fi
    else
        echo "fuzz_$target: no finding"
    fi
done
exit $status
