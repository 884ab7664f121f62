#!/usr/bin/env bash
# Installs draughts and builds the consumer project every way users take it, with g++ and
# clang++. Run from anywhere; fails on the first failure.
set -euo pipefail
source_dir=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

cmake -S "$source_dir" -B "$work/build" -DCMAKE_BUILD_TYPE=Release -DBUILD_TESTING=OFF \
      -DDRAUGHTS_BUILD_EXAMPLES=OFF -DDRAUGHTS_BUILD_BENCHMARKS=OFF >/dev/null
cmake --install "$work/build" --prefix "$work/prefix" >/dev/null

# FetchContent takes a repository: a clone of the committed tree.
git clone -q "$source_dir" "$work/repo"

for compiler in g++ clang++; do
    for how in find_package subdirectory fetchcontent; do
        dir="$work/consumer-$compiler-$how"
        case $how in
            find_package) where=(-DCMAKE_PREFIX_PATH="$work/prefix") ;;
            subdirectory) where=(-DDRAUGHTS_SOURCE="$source_dir") ;;
            fetchcontent) where=(-DDRAUGHTS_SOURCE="file://$work/repo") ;;
        esac
        cmake -S "$source_dir/tests/consumer" -B "$dir" -DCMAKE_CXX_COMPILER=$compiler -DHOW=$how "${where[@]}" \
              -DCMAKE_CXX_FLAGS="-Wall -Wextra -Werror" >/dev/null
        cmake --build "$dir" >/dev/null
        echo "consumer ($compiler, $how): $("$dir/consumer")"
    done
done
