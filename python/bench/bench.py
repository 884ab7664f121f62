"""Timings of the Python module (not a test):

    PYTHONPATH=build/python/python /usr/bin/python3 python/bench/bench.py [--games N] [--cli PATH]

- the legal moves of the start position (Board.legal_moves, each Move with its text);
- random games played to their end through Python (legal_moves, push), in games and plies
  per second;
- perft from Python, in millions of leaves per second, beside the C++ program's figure for
  the same count (`draughts perft`, when --cli or $DRAUGHTS_CLI names one).

Peers (pydraughts, py-draughts) are timed on the same work when importable from PYTHONPATH
(`--peers`); their code is not part of this repository.
"""

import argparse
import os
import random
import re
import subprocess
import time

import draughts


def best_of(runs, f):
    best = float("inf")
    for _ in range(runs):
        began = time.perf_counter()
        f()
        best = min(best, time.perf_counter() - began)
    return best


def legal_moves_of_start(variant, repeat=2000):
    board = draughts.Board(variant)
    seconds = best_of(3, lambda: [board.legal_moves for _ in range(repeat)])
    return seconds / repeat


def random_games(variant, games, seed=1):
    rng = random.Random(seed)
    plies = 0
    began = time.perf_counter()
    for _ in range(games):
        board = draughts.Board(variant)
        while not board.is_game_over() and len(board.move_stack) < 400:
            board.push(rng.choice(board.legal_moves))
            plies += 1
    return time.perf_counter() - began, plies


def perft_rate(variant, depth, threads=1):
    board = draughts.Board(variant)
    nodes = 0

    def run():
        nonlocal nodes
        nodes = board.perft(depth, threads=threads)

    seconds = best_of(3, run)
    return nodes, seconds


def cli_perft(program, variant, depth):
    out = subprocess.run([program, "perft", "--variant", variant, "--depth", str(depth), "--only"],
                         capture_output=True, text=True, check=True).stdout
    m = re.search(r"depth (\d+) nodes (\d+) time ([\d.]+) mnps ([\d.]+)", out)
    return int(m.group(2)), float(m.group(3))


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--cli", default=os.environ.get("DRAUGHTS_CLI"))
    args = parser.parse_args()

    for variant in ("russian", "international"):
        per_call = legal_moves_of_start(variant)
        print("%-13s legal_moves of the start position: %.1f us a call" % (variant, per_call * 1e6))
    for variant in ("russian", "international"):
        seconds, plies = random_games(variant, args.games)
        print("%-13s %d random games: %.2f s, %d plies, %.0f plies/s, %.0f games/s"
              % (variant, args.games, seconds, plies, plies / seconds, args.games / seconds))
    for variant, depth in (("russian", 8), ("international", 6), ("international", 7)):
        nodes, seconds = perft_rate(variant, depth)
        line = "%-13s perft %d from Python: %d nodes, %.3f s, %.1f Mn/s" % (variant, depth, nodes, seconds,
                                                                            nodes / seconds / 1e6)
        if args.cli:
            c_nodes, c_seconds = cli_perft(args.cli, variant, depth)
            assert c_nodes == nodes
            line += "; the C++ program: %.3f s, %.1f Mn/s" % (c_seconds, c_nodes / max(c_seconds, 1e-9) / 1e6)
        print(line)


if __name__ == "__main__":
    main()
