#!/usr/bin/env bash
# Installs draughts and builds the consumer project every way users take it with g++, and
# from the installed package with clang++; builds the four users' programs (an engine, a PDN
# tool, a teacher's comparison, a perft validator) against the installed package with the
# warnings users turn on, at -O2 and -O3 with g++ and -O2 with clang++, and runs them; and builds a
# program from single_include/draughts.hpp alone. Run from anywhere; fails on the first
# failure.
set -euo pipefail
source_dir=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d)
trap 'kill $(jobs -p) 2>/dev/null || true; wait; rm -rf "$work"' EXIT
warnings="-Wall -Wextra -Wpedantic -Wconversion -Wshadow -Werror"

cmake -S "$source_dir" -B "$work/build" -DCMAKE_BUILD_TYPE=Release -DBUILD_TESTING=OFF \
      -DDRAUGHTS_BUILD_EXAMPLES=OFF -DDRAUGHTS_BUILD_BENCHMARKS=OFF -DDRAUGHTS_BUILD_PROGRAMS=OFF >/dev/null
cmake --install "$work/build" --prefix "$work/prefix" >/dev/null

# FetchContent takes a repository: a clone of the committed tree.
git clone -q "$source_dir" "$work/repo"

# The builds below are independent and mostly of one file each: they run side by side, each
# with its output in a log of its own, and are collected in order, failing on the first
# failure.
names=()
pids=()
run() {  # run NAME COMMAND...: in the background
    names+=("$1")
    local log="$work/$1.log"
    shift
    ("$@") > "$log" 2>&1 &
    pids+=("$!")
}
collect_all() {
    local i
    for i in "${!names[@]}"; do
        wait "${pids[$i]}" || { cat "$work/${names[$i]}.log"; echo "${names[$i]}: failed"; exit 1; }
        cat "$work/${names[$i]}.log"
    done
}

# Every way with g++; the package with clang++ too (the ways differ in CMake, not in C++).
consumer() {
    local compiler=$1 how=$2 dir="$work/consumer-$1-$2" where
    case $how in
        find_package) where=(-DCMAKE_PREFIX_PATH="$work/prefix") ;;
        subdirectory) where=(-DDRAUGHTS_SOURCE="$source_dir") ;;
        fetchcontent) where=(-DDRAUGHTS_SOURCE="file://$work/repo") ;;
    esac
    cmake -S "$source_dir/tests/consumer" -B "$dir" -DCMAKE_CXX_COMPILER="$compiler" -DHOW="$how" "${where[@]}" \
          -DCMAKE_CXX_FLAGS="$warnings" >/dev/null
    cmake --build "$dir" >/dev/null
    echo "consumer ($compiler, $how): $("$dir/consumer")"
}
for how in find_package subdirectory fetchcontent; do run "consumer-g++-$how" consumer g++ $how; done
run "consumer-clang++-find_package" consumer clang++ find_package

# The users' programs, against the installed package, every warning on, as users build them.
# clang's warnings come from its front end and do not change with the optimisation level;
# g++'s flow warnings do.
programs() {
    local compiler=$1 level=$2 dir="$work/programs-$1$2" program
    cmake -S "$source_dir/tests/consumer" -B "$dir" -DCMAKE_CXX_COMPILER="$compiler" -DHOW=find_package \
          -DCMAKE_PREFIX_PATH="$work/prefix" -DPROGRAMS=ON -DCMAKE_BUILD_TYPE=None \
          -DCMAKE_CXX_FLAGS="$warnings $level" >/dev/null
    cmake --build "$dir" -j2 >/dev/null
    for program in engine replay compare validator; do
        "$dir/$program" >/dev/null || { echo "$program ($compiler $level) failed"; return 1; }
    done
    echo "users' programs ($compiler $level): built warning-free and ran"
}
run "programs-g++-O2" programs g++ -O2
run "programs-g++-O3" programs g++ -O3
run "programs-clang++-O2" programs clang++ -O2

# The one header, alone on the include path.
python3 "$source_dir/tools/single_include.py" --check
single() {
    $1 -std=c++20 -O1 $warnings -I "$source_dir/single_include" "$source_dir/tests/consumer/single.cpp" -o "$work/single-$1"
    echo "single header ($1): $("$work/single-$1")"
}
run "single-g++" single g++
run "single-clang++" single clang++

collect_all
