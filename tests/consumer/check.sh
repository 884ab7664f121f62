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
trap 'rm -rf "$work"' EXIT
warnings="-Wall -Wextra -Wpedantic -Wconversion -Wshadow -Werror"

cmake -S "$source_dir" -B "$work/build" -DCMAKE_BUILD_TYPE=Release -DBUILD_TESTING=OFF \
      -DDRAUGHTS_BUILD_EXAMPLES=OFF -DDRAUGHTS_BUILD_BENCHMARKS=OFF -DDRAUGHTS_BUILD_PROGRAMS=OFF >/dev/null
cmake --install "$work/build" --prefix "$work/prefix" >/dev/null

# FetchContent takes a repository: a clone of the committed tree.
git clone -q "$source_dir" "$work/repo"

# Every way with g++; the package with clang++ too (the ways differ in CMake, not in C++).
for compiler in g++ clang++; do
    ways=(find_package subdirectory fetchcontent)
    [ $compiler = g++ ] || ways=(find_package)
    for how in "${ways[@]}"; do
        dir="$work/consumer-$compiler-$how"
        case $how in
            find_package) where=(-DCMAKE_PREFIX_PATH="$work/prefix") ;;
            subdirectory) where=(-DDRAUGHTS_SOURCE="$source_dir") ;;
            fetchcontent) where=(-DDRAUGHTS_SOURCE="file://$work/repo") ;;
        esac
        cmake -S "$source_dir/tests/consumer" -B "$dir" -DCMAKE_CXX_COMPILER=$compiler -DHOW=$how "${where[@]}" \
              -DCMAKE_CXX_FLAGS="$warnings" >/dev/null
        cmake --build "$dir" >/dev/null
        echo "consumer ($compiler, $how): $("$dir/consumer")"
    done
done

# The users' programs, against the installed package, every warning on, as users build them.
# clang's warnings come from its front end and do not change with the optimisation level;
# g++'s flow warnings do.
for compiler in g++ clang++; do
    levels=(-O2 -O3)
    [ $compiler = g++ ] || levels=(-O2)
    for level in "${levels[@]}"; do
        dir="$work/programs-$compiler$level"
        cmake -S "$source_dir/tests/consumer" -B "$dir" -DCMAKE_CXX_COMPILER=$compiler -DHOW=find_package \
              -DCMAKE_PREFIX_PATH="$work/prefix" -DPROGRAMS=ON -DCMAKE_BUILD_TYPE=None \
              -DCMAKE_CXX_FLAGS="$warnings $level" >/dev/null
        cmake --build "$dir" -j2 >/dev/null
        for program in engine replay compare validator; do
            "$dir/$program" >/dev/null || { echo "$program ($compiler $level) failed"; exit 1; }
        done
        echo "users' programs ($compiler $level): built warning-free and ran"
    done
done

# The one header, alone on the include path.
python3 "$source_dir/tools/single_include.py" --check
for compiler in g++ clang++; do
    $compiler -std=c++20 -O1 $warnings -I "$source_dir/single_include" "$source_dir/tests/consumer/single.cpp" \
        -o "$work/single"
    echo "single header ($compiler): $("$work/single")"
done
