"""The Python module's legal moves equal the C++ draughts program's (`draughts moves`), an
independent build of the library's generator and notation, on random positions of every
variant. Skipped, saying why, when no draughts program is found (conftest.cli_program:
$DRAUGHTS_CLI, build/*/cli/draughts, or PATH)."""

import random
import subprocess

import pytest

import draughts
from conftest import ALL_VARIANTS, cli_program, random_playout

PROGRAM = cli_program()
pytestmark = pytest.mark.skipif(
    PROGRAM is None,
    reason="no draughts program to compare with: build cli/ (cmake --preset dev && cmake --build --preset dev "
           "--target draughts_cli) or set DRAUGHTS_CLI")

POSITIONS_PER_VARIANT = 20


def program_moves(variant, fen):
    out = subprocess.run([PROGRAM, "moves", "--variant", variant, "--fen", fen],
                         capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    return sorted(line for line in out.stdout.splitlines() if line)


@pytest.mark.parametrize("variant", ALL_VARIANTS)
def test_legal_moves_equal_the_programs(variant):
    rng = random.Random(sum(map(ord, variant)))
    checked = 0
    while checked < POSITIONS_PER_VARIANT:
        board = draughts.Board(variant)
        random_playout(board, rng, max_plies=rng.randrange(1, 80))
        ours = sorted(m.full_text for m in board.legal_moves)
        assert ours == program_moves(variant, board.fen()), (variant, board.fen())
        checked += 1
