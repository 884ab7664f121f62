"""Timings of the Python module (not a test):

    PYTHONPATH=build/python/python /usr/bin/python3 python/bench/bench.py [--games N] [--cli PATH]

- the legal moves of the start position and of middle-game positions (Board.legal_moves,
  each Move with its text);
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


def middle_game_fens(count=20, ply=30, seed=2):
    """International positions after `ply` random moves from the start, games still on."""
    rng = random.Random(seed)
    fens = []
    while len(fens) < count:
        board = draughts.Board("international")
        for _ in range(ply):
            if board.is_game_over():
                break
            board.push(rng.choice(board.legal_moves))
        if not board.is_game_over():
            fens.append(board.fen())
    return fens


def legal_moves_of(fens, repeat=200):
    boards = [draughts.Board("international", fen) for fen in fens]
    seconds = best_of(3, lambda: [b.legal_moves for _ in range(repeat) for b in boards])
    return seconds / repeat / len(boards)


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
boards = [draughts.Board(variant="standard", fen=fen) for fen in FENS]
began = time.perf_counter()
for _ in range(REPEAT // 10):
    for b in boards: b.legal_moves()
middle = (time.perf_counter() - began) / (REPEAT // 10) / len(boards)
rng = random.Random(1); plies = 0; began = time.perf_counter()
for _ in range(GAMES):
    board = draughts.Board(variant="standard")
    while not board.is_over() and len(board.move_stack) < 400:
        board.push(rng.choice(board.legal_moves())); plies += 1
games = time.perf_counter() - began
def perft(board, depth):
    if depth == 0: return 1
    nodes = 0
    for m in board.legal_moves():
        board.push(m); nodes += perft(board, depth - 1); board.pop()
    return nodes
began = time.perf_counter()
nodes = perft(draughts.Board(variant="standard"), DEPTH)
print(legal, middle, plies, games, nodes, time.perf_counter() - began)
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
boards = [Board.from_fen(fen) for fen in FENS]
began = time.perf_counter()
for _ in range(REPEAT // 10):
    for b in boards: list(b.legal_moves)
middle = (time.perf_counter() - began) / (REPEAT // 10) / len(boards)
rng = random.Random(1); plies = 0; began = time.perf_counter()
for _ in range(GAMES):
    board = Board(); played = 0
    while not board.game_over and played < 400:
        board.push(rng.choice(list(board.legal_moves))); plies += 1; played += 1
games = time.perf_counter() - began
def perft(board, depth):
    if depth == 0: return 1
    nodes = 0
    for m in list(board.legal_moves):
        board.push(m); nodes += perft(board, depth - 1); board.pop()
    return nodes
began = time.perf_counter()
nodes = perft(Board(), DEPTH)
print(legal, middle, plies, games, nodes, time.perf_counter() - began)
""",
}


def time_peer(name, path, games, fens, depth, repeat=200):
    """The peer's figures: (legal_moves at the start, in the middle game, seconds a call;
    plies and seconds of the random games; perft nodes and seconds)."""
    code = (PEER_TIMING[name].replace("REPEAT", str(repeat)).replace("GAMES", str(games))
            .replace("FENS", repr(fens)).replace("DEPTH", str(depth)))
    environment = dict(os.environ, PYTHONPATH=path)
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=environment,
                         cwd="/", timeout=3600)  # away from python/draughts
    if out.returncode != 0:
        raise RuntimeError("%s failed: %s" % (name, out.stderr.strip().splitlines()[-1] if out.stderr.strip()
                                              else "no output"))
    legal, middle, plies, seconds, nodes, perft_seconds = out.stdout.split()
    return float(legal), float(middle), int(plies), float(seconds), int(nodes), float(perft_seconds)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--cli", default=os.environ.get("DRAUGHTS_CLI"))
    parser.add_argument("--pydraughts", help="PYTHONPATH holding pydraughts' draughts package")
    parser.add_argument("--py-draughts", dest="py_draughts", help="PYTHONPATH holding py-draughts' draughts package")
    parser.add_argument("--peer-games", type=int, default=20, help="random games for each peer (they are slower)")
    parser.add_argument("--peer-depth", type=int, default=6, help="perft depth from the start for the peers")
    args = parser.parse_args()

    for variant in ("russian", "international"):
        per_call = legal_moves_of_start(variant)
        print("%-13s legal_moves of the start position: %.1f us a call" % (variant, per_call * 1e6))
    for variant in ("russian", "international"):
        seconds, plies = random_games(variant, args.games)
        print("%-13s %d random games: %.2f s, %d plies, %.0f plies/s, %.0f games/s"
              % (variant, args.games, seconds, plies, plies / seconds, args.games / seconds))
    for variant, depth in (("russian", 12), ("international", 11)):
        nodes, seconds = perft_rate(variant, depth)
        line = "%-13s perft %d from Python: %d nodes, %.3f s, %.1f Mn/s" % (variant, depth, nodes, seconds,
                                                                            nodes / seconds / 1e6)
        if args.cli:
            c_nodes, c_seconds = cli_perft(args.cli, variant, depth)
            assert c_nodes == nodes
            line += "; the C++ program: %.3f s, %.1f Mn/s" % (c_seconds, c_nodes / max(c_seconds, 1e-9) / 1e6)
        print(line)
    if not (args.pydraughts or args.py_draughts):
        return
    # Side by side, international: each row's work for this package, then for each peer.
    fens = middle_game_fens()
    start = legal_moves_of_start("international")
    middle = legal_moves_of(fens)
    seconds, plies = random_games("international", args.peer_games)
    board = draughts.Board("international")
    began = time.perf_counter()
    nodes = board.perft(args.peer_depth)
    perft_seconds = time.perf_counter() - began
    rows = {"draughts": (start, middle, plies, seconds, nodes, perft_seconds)}
    for name, path in (("pydraughts", args.pydraughts), ("py-draughts", args.py_draughts)):
        if path:
            rows[name] = time_peer(name, path, args.peer_games, fens, args.peer_depth)
            if rows[name][4] != nodes:
                print("%s counts %d leaves at depth %d, this package %d" % (name, rows[name][4], args.peer_depth, nodes))
    print("%-13s %12s %12s %14s %14s" % ("", "start us", "middle us", "games plies/s", "perft %d ms" % args.peer_depth))
    for name, (a, b, p, s_, n, t) in rows.items():
        print("%-13s %12.2f %12.2f %14.0f %14.2f" % (name, a * 1e6, b * 1e6, p / s_, t * 1e3))
    ours = rows["draughts"]
    for name, (a, b, p, s_, n, t) in rows.items():
        if name != "draughts":
            print("%-13s x this package: start %.0f, middle %.0f, games %.0f, perft %.0f"
                  % (name, a / ours[0], b / ours[1], (ours[2] / ours[3]) / (p / s_), t / ours[5]))

if __name__ == "__main__":
    main()
