"""Perft through Python against the published counts the C++ suite checks (tests/test_perft.cpp:
dctl's traversal tests citing damforum and shashki.com, and OEIS A133046), at shallow depths,
in both conventions: one move per (from, to, captured set), and every capture path
(paths=True). Frysk and Turkish have no published counts there, so none here."""

import pytest

import draughts
from conftest import needs_runtime_boards

INTERNATIONAL_START = "W:W31-50:B1-20"
EIGHT_BY_EIGHT_START = "W:W21-32:B1-12"
WOLDOUBY = "W:B12,13,14,16,18,19,21,23,24,26:W25,27,28,30,32,33,34,35,37,38"
FRONT_ROWS = "W:B16,17,18,19,20:W31,32,33,34,35"

# (variant, FEN or None for the start position, convention, counts from depth 1)
PUBLISHED = [
    ("international", INTERNATIONAL_START, "every", [9, 81, 658, 4265, 27117, 167140]),
    ("international", INTERNATIONAL_START, "unique", [9, 81, 658, 4265, 27117, 167140]),
    ("russian", EIGHT_BY_EIGHT_START, "every", [7, 49, 302, 1469, 7482, 37986, 190146, 929905]),
    ("russian", EIGHT_BY_EIGHT_START, "unique", [7, 49, 302, 1469, 7482, 37986, 190146, 929899]),
    ("brazilian", EIGHT_BY_EIGHT_START, "every", [7, 49, 302, 1469, 7473, 37628, 187302, 907836]),
    ("brazilian", EIGHT_BY_EIGHT_START, "unique", [7, 49, 302, 1469, 7473, 37628, 187302, 907830]),
    ("international", WOLDOUBY, "unique", [6, 12, 30, 73, 215, 590, 1944, 6269, 22369]),
    ("international", FRONT_ROWS, "every", [9, 81, 534, 2538, 9052, 29999, 98971]),
    ("english", None, "every", [7, 49, 302, 1469, 7361, 36768, 179740, 845931]),
    ("english", None, "unique", [7, 49, 302, 1469, 7361, 36768, 179740, 845931]),
    ("italian", None, "unique", [7, 49, 302, 1469, 7361, 36473, 177532, 828783]),
    ("italian", "W:W30,26,27,22,23,24,17,18,20:B14,15,16,9,11,5,6,1,3", "every",
     [5, 13, 42, 107, 360, 1099, 3736, 12495]),
    ("italian", "B:W30,21,22,17,20,K6:B25,28,9,5,1,3", "every", [6, 47, 271, 1916, 10810, 73137]),
    ("italian", "W:WK27,K28,17,20,9,K12,8:B21,24,K19,K13,14,K11,4", "every", [13, 112, 828, 6756, 46241]),
    ("spanish", None, "every", [7, 49, 302, 1469, 7361, 36473, 177532, 828783]),
    ("spanish", None, "unique", [7, 49, 302, 1469, 7361, 36473, 177532, 828783]),
    ("portuguese", None, "unique", [7, 49, 302, 1469, 7361, 36473, 177532, 828783]),
    ("czech", None, "every", [7, 49, 302, 1469, 7361, 36768, 179740, 845931]),
    ("czech", None, "unique", [7, 49, 302, 1469, 7361, 36768, 179740, 845931]),
    ("pool", None, "every", [7, 49, 302, 1469, 7482, 37986, 190146, 929902]),
    ("pool", None, "unique", [7, 49, 302, 1469, 7482, 37986, 190146, 929896]),
    ("thai", None, "unique", [7, 49, 392, 3136, 26592, 218695]),
    ("killer", None, "every", [9, 81, 658, 4265, 27117, 167140]),
    ("killer", "B:BK17,K24:W6,9,10,11,20,21,22,23,30,K31,33,37,41,42,43,44,46", "unique",
     [14, 55, 1168, 5165, 84326]),
    ("killer", WOLDOUBY, "unique", [6, 12, 30, 73, 215, 590, 1944, 6269, 22369, 88043]),
    ("canadian", None, "unique", [11, 121, 1222, 10053, 79049]),
    ("antidraughts", None, "unique", [9, 81, 658, 4265, 27117]),
    ("breakthrough", None, "unique", [9, 81, 658, 4265, 27117]),
    ("frisian", INTERNATIONAL_START, "every", [9, 81, 658, 3880, 21345, 103584]),
    ("frisian", INTERNATIONAL_START, "unique", [9, 81, 658, 3874, 21265, 102431]),
]


@pytest.mark.parametrize("variant,fen,convention,counts", PUBLISHED,
                         ids=["%s-%s-%s" % (v, "start" if f is None else f[:12], c) for v, f, c, _ in PUBLISHED])
def test_published_counts(variant, fen, convention, counts):
    board = draughts.Board(variant, fen)
    for depth, nodes in enumerate(counts, start=1):
        assert board.perft(depth, paths=(convention == "every")) == nodes, (variant, fen, convention, depth)


# The international rules on boards taken at run time, in international's colouring (the
# draughts program's --board), from the C++ suite's runtime-board test.
RUNTIME_BOARDS = [
    ("10x8", [9, 81, 658, 4265, 27117, 167140]),
    ("12x10", [11, 121, 1222, 10053, 79049]),
    ("14x14", [13, 169, 2042, 20513]),
    ("6x6", [5, 25, 106, 369, 1301, 4214, 12912]),
    ("12x12", [11, 121, 1222, 10053]),
]


@needs_runtime_boards
@pytest.mark.parametrize("size,counts", RUNTIME_BOARDS, ids=[s for s, _ in RUNTIME_BOARDS])
def test_runtime_boards(size, counts):
    board = draughts.Board("international", board=size)
    assert (board.width, board.height) == tuple(int(n) for n in size.split("x"))
    for depth, nodes in enumerate(counts, start=1):
        assert board.perft(depth) == nodes, (size, depth)


@needs_runtime_boards
def test_boards_of_different_shapes_side_by_side():
    # The run-time board is one shape at a time inside the library: each board takes its own
    # before it counts, so interleaving them gives each its own counts.
    small = draughts.Board("international", board="6x6")
    wide = draughts.Board("international", board=(10, 8))
    own = draughts.Board("international")
    for _ in range(2):
        assert small.perft(4) == 369
        assert wide.perft(4) == 4265
        assert own.perft(4) == 4265
        assert len(small.legal_moves) == 5


def test_threads_and_hash_give_the_same_counts():
    board = draughts.Board("international")
    assert board.perft(6, threads=2) == 167140
    assert board.perft(6, hash_mb=4) == 167140
    assert board.perft(6, threads=2, hash_mb=4) == 167140
    assert board.perft(0) == 1


def test_divide_sums_to_perft_in_both_conventions():
    board = draughts.Board("russian", EIGHT_BY_EIGHT_START)
    parts = board.divide(5)
    assert len(parts) == 7
    assert sum(n for _, n in parts) == 7482
    assert all(isinstance(m, draughts.Move) for m, _ in parts)
    assert board.divide(0) == []
    # Every path: a move made by several paths is one entry per path, each with its path.
    frisian = draughts.Board("frisian")
    for _ in range(3):  # three plies in, where Frisian captures part the conventions
        frisian.push(frisian.legal_moves[0])
    assert sum(n for _, n in frisian.divide(3, paths=True)) == frisian.perft(3, paths=True)
    assert sum(n for _, n in frisian.divide(3)) == frisian.perft(3)


def test_perft_releases_the_interpreter():
    # perft takes the interpreter's lock off while it counts: this thread goes on running
    # Python while another thread's perft runs. Were the lock held, it could not take a turn
    # until the count ended.
    import threading

    board = draughts.Board("international")
    counted = []
    worker = threading.Thread(target=lambda: counted.append(board.perft(8)))
    spins = 0
    worker.start()
    while worker.is_alive():
        spins += 1
    worker.join()
    assert spins > 50
    assert counted[0] == sum(n for _, n in board.divide(8, threads=2))


@needs_runtime_boards
def test_threads_counting_on_boards_of_different_shapes():
    # Python threads counting at once on boards of several shapes (the interpreter's lock
    # released): the run-time board's lock lets one count at a time, each in its own shape.
    import threading

    expected = {"6x6": 4214, "10x8": 167140, "12x10": 79049}
    depths = {"6x6": 6, "10x8": 6, "12x10": 5}
    results = {}

    def count(size):
        board = draughts.Board("international", board=size)
        results[size] = [board.perft(depths[size]) for _ in range(3)]

    threads = [threading.Thread(target=count, args=(size,)) for size in expected] + \
        [threading.Thread(target=lambda: results.setdefault("own", draughts.Board("international").perft(6)))]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    for size, nodes in expected.items():
        assert results[size] == [nodes] * 3, size
    assert results["own"] == 167140
