#!/usr/bin/env bash
# The deep perft counts of bench/deep-perft.tsv, each by two methods that share nothing but
# the move generator: counted directly (every leaf, no table) or with the hashed perft
# (--hash), and split into work units that are counted one by one and summed (--split,
# --units, --sum: the transpositions merged before the count). Prints the table's rows, with
# both methods' times, and fails when two methods disagree. Build first:
# cmake --preset release && cmake --build --preset release
#
#     bench/deep-perft.sh [ROW...]     rows by number (1 = the first); default: every row
#     DRAUGHTS=path/to/draughts  THREADS=n (default 2)
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
draughts=${DRAUGHTS:-$here/../build/release/cli/draughts}
threads=${THREADS:-2}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# variant, convention, depth, first method, second method (direct, hashed, or split:PLIES:
# units of PLIES plies below, each counted hashed), the table's megabytes for the hashed ones
rows=(
    "international unique 11 direct hashed 256"
    "international unique 12 direct hashed 512"
    "international unique 13 direct hashed 2048"
    "international unique 14 direct hashed 8192"
    "international all 12 direct hashed 512"
    "international all 13 direct hashed 2048"
    "russian unique 11 direct hashed 256"
    "russian unique 12 direct hashed 512"
    "russian unique 13 direct hashed 512"
    "russian unique 14 direct hashed 1024"
    "russian all 14 direct hashed 1024"
    "russian unique 15 direct hashed 2048"
    "russian all 15 direct hashed 2048"
    "russian unique 16 hashed split:6 8192"
    "russian unique 17 hashed split:6 12288"
)

# Prints "nodes seconds" of one method.
count() {
    local variant=$1 convention=$2 depth=$3 method=$4
    local paths=()
    [ "$convention" = all ] && paths=(--paths)
    local began nodes
    began=$(date +%s.%N)
    case $method in
        direct)
            nodes=$("$draughts" perft --variant "$variant" --depth "$depth" --only --threads "$threads" "${paths[@]}" |
                awk '{ print $4 }') ;;
        hashed)
            nodes=$("$draughts" perft --variant "$variant" --depth "$depth" --only --threads "$threads" \
                "${paths[@]}" --hash "$hash" | awk '{ print $4 }') ;;
        split:*)
            local plies=${method#split:}
            "$draughts" perft --variant "$variant" --depth "$depth" --split "$plies" "${paths[@]}" > "$work/units"
            "$draughts" perft --variant "$variant" --units "$work/units" --threads "$threads" --hash "$hash" \
                > "$work/counted"
            nodes=$("$draughts" perft --variant "$variant" --depth "$depth" --split "$plies" "${paths[@]}" \
                --sum "$work/counted" | awk '{ print $4 }') ;;
    esac
    echo "$nodes $(awk -v a="$began" -v b="$(date +%s.%N)" 'BEGIN { printf "%.1f", b - a }')"
}

describe() {
    case $1 in
        direct) echo "direct, $threads threads" ;;
        hashed) echo "hashed, $hash MB, $threads threads" ;;
        split:*) echo "split ${1#split:} plies, units hashed ($hash MB, $threads threads), summed" ;;
    esac
}

selected=("$@")
[ ${#selected[@]} -gt 0 ] || selected=($(seq 1 ${#rows[@]}))
printf 'variant\tconvention\tfen\tdepth\tnodes\tfirst method\tseconds\tsecond method\tseconds\n'
status=0
for i in "${selected[@]}"; do
    read -r variant convention depth first second hash <<<"${rows[i - 1]}"
    read -r a a_seconds < <(count "$variant" "$convention" "$depth" "$first")
    read -r b b_seconds < <(count "$variant" "$convention" "$depth" "$second")
    nodes=$a
    if [ "$a" != "$b" ]; then
        nodes="DISAGREE $a $b"
        status=1
    fi
    printf '%s\t%s\tstart\t%s\t%s\t%s\t%s\t%s\t%s\n' "$variant" "$convention" "$depth" "$nodes" \
        "$(describe "$first")" "$a_seconds" "$(describe "$second")" "$b_seconds"
done
exit $status
