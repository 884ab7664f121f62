"""Timings of the Python module (not a test):

    PYTHONPATH=build/python/python /usr/bin/python3 python/bench/bench.py [--games N] [--cli PATH]

- the legal moves of the start position (Board.legal_moves, each Move with its text);
- random games played to their end through Python (legal_moves, push), in games and plies
  per second;
- perft from Python, in millions of leaves per second, beside the C++ program's figure for
  the same count (`draughts perft`, when --cli or $DRAUGHTS_CLI names one).

Peers, on the same work in international draughts (their "standard" variant), each in a
process of its own as all three packages are named `draughts`: --pydraughts PATH and
--py-draughts PATH, a PYTHONPATH holding that package's source (their GitHub sources;
py-draughts also needs numpy and tqdm, and its easy_logs, which a one-line module giving
logging.getLogger as get_logger stands in for). Their code is not part of this repository.
"""

import argparse
import os
import random
import re
import subprocess
import sys
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


# What each peer is timed on: the legal moves of the start position, and random games to
# their end (at most 400 plies), as for ours. Run in a child process with the peer's path.
PEER_TIMING = {
    "pydraughts": """
import random, time, draughts
board = draughts.Board(variant="standard")
began = time.perf_counter()
for _ in range(REPEAT): board.legal_moves()
legal = (time.perf_counter() - began) / REPEAT
rng = random.Random(1); plies = 0; began = time.perf_counter()
for _ in range(GAMES):
    board = draughts.Board(variant="standard")
    while not board.is_over() and len(board.move_stack) < 400:
        board.push(rng.choice(board.legal_moves())); plies += 1
print(legal, plies, time.perf_counter() - began)
""",
    "py-draughts": """
import random, sys, time, types
for name in ("draughts.server", "draughts.server.server"):  # its web server, not needed here
    module = types.ModuleType(name); module.Server = None; sys.modules[name] = module
from draughts.boards.standard import Board
board = Board()
began = time.perf_counter()
for _ in range(REPEAT): list(board.legal_moves)
legal = (time.perf_counter() - began) / REPEAT
rng = random.Random(1); plies = 0; began = time.perf_counter()
for _ in range(GAMES):
    board = Board(); played = 0
    while not board.game_over and played < 400:
        board.push(rng.choice(list(board.legal_moves))); plies += 1; played += 1
print(legal, plies, time.perf_counter() - began)
""",
}


def time_peer(name, path, games, repeat=200):
    code = PEER_TIMING[name].replace("REPEAT", str(repeat)).replace("GAMES", str(games))
    environment = dict(os.environ, PYTHONPATH=path)
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=environment,
                         cwd="/", timeout=3600)  # away from python/draughts
    if out.returncode != 0:
        return "%s failed: %s" % (name, out.stderr.strip().splitlines()[-1] if out.stderr.strip() else "no output")
    legal, plies, seconds = out.stdout.split()
    plies, seconds = int(plies), float(seconds)
    return ("%-13s legal_moves of the start position: %.1f us a call; %d random games: %.2f s, %d plies, "
            "%.0f plies/s" % (name, float(legal) * 1e6, games, seconds, plies, plies / seconds))


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--cli", default=os.environ.get("DRAUGHTS_CLI"))
    parser.add_argument("--pydraughts", help="PYTHONPATH holding pydraughts' draughts package")
    parser.add_argument("--py-draughts", dest="py_draughts", help="PYTHONPATH holding py-draughts' draughts package")
    parser.add_argument("--peer-games", type=int, default=20, help="random games for each peer (they are slower)")
    args = parser.parse_args()

    for variant in ("russian", "international"):
        per_call = legal_moves_of_start(variant)
        print("%-13s legal_moves of the start position: %.1f us a call" % (variant, per_call * 1e6))
    for variant in ("russian", "international"):
        seconds, plies = random_games(variant, args.games)
        print("%-13s %d random games: %.2f s, %d plies, %.0f plies/s, %.0f games/s"
              % (variant, args.games, seconds, plies, plies / seconds, args.games / seconds))
    for variant, depth in (("russian", 11), ("international", 10)):
        nodes, seconds = perft_rate(variant, depth)
        line = "%-13s perft %d from Python: %d nodes, %.3f s, %.1f Mn/s" % (variant, depth, nodes, seconds,
                                                                            nodes / seconds / 1e6)
        if args.cli:
            c_nodes, c_seconds = cli_perft(args.cli, variant, depth)
            assert c_nodes == nodes
            line += "; the C++ program: %.3f s, %.1f Mn/s" % (c_seconds, c_nodes / max(c_seconds, 1e-9) / 1e6)
        print(line)
    if args.pydraughts or args.py_draughts:
        seconds, plies = random_games("international", args.peer_games)
        print("%-13s %d random international games: %.2f s, %d plies, %.0f plies/s (this package, for the peers)"
              % ("draughts", args.peer_games, seconds, plies, plies / seconds))
    for name, path in (("pydraughts", args.pydraughts), ("py-draughts", args.py_draughts)):
        if path:
            print(time_peer(name, path, args.peer_games))


if __name__ == "__main__":
    main()
