"""Shared helpers for the draughts Python tests.

Run with the interpreter the module is built for, the built package on PYTHONPATH::

    PYTHONPATH=build/python/python /usr/bin/python3 -m pytest python/tests
"""

import os
import pathlib
import random
import shutil

import pytest

import draughts

REPOSITORY = pathlib.Path(__file__).resolve().parents[2]
PDN_SAMPLES = REPOSITORY / "tests" / "pdn"

ALL_VARIANTS = [v.name for v in draughts.variants()]


def random_playout(board, rng, max_plies=300):
    """Plays random legal moves until the game ends or max_plies; returns the plies played."""
    plies = 0
    while plies < max_plies and not board.is_game_over():
        board.push(rng.choice(board.legal_moves))
        plies += 1
    return plies


def cli_program():
    """The C++ draughts program to compare with: $DRAUGHTS_CLI, a build of this repository's
    cli/, or `draughts` on PATH; None when there is none."""
    named = os.environ.get("DRAUGHTS_CLI")
    if named:
        return named if os.access(named, os.X_OK) else None
    for build in sorted((REPOSITORY / "build").glob("*/cli/draughts")):
        if os.access(build, os.X_OK):
            return str(build)
    return shutil.which("draughts")


@pytest.fixture
def rng():
    return random.Random(20261205)


def _has_runtime_boards():
    try:
        draughts.Board("international", board="10x8")
        return True
    except draughts.BoardError:
        return False


# For the tests of boards of other sizes: a build with DRAUGHTS_RUNTIME_BOARDS=OFF has none.
HAS_RUNTIME_BOARDS = _has_runtime_boards()
needs_runtime_boards = pytest.mark.skipif(not HAS_RUNTIME_BOARDS,
                                          reason="built without boards of other sizes (DRAUGHTS_RUNTIME_BOARDS=OFF)")


def pytest_sessionfinish(session, exitstatus):
    """With DRAUGHTS_PYTHON_REQUIRE=1 (CI's run of the python preset) a skipped test fails the
    run: there, the program to compare with and the boards of other sizes must both be built."""
    if os.environ.get("DRAUGHTS_PYTHON_REQUIRE") != "1":
        return
    reporter = session.config.pluginmanager.get_plugin("terminalreporter")
    skipped = reporter.stats.get("skipped", []) if reporter else []
    if skipped:
        reporter.write_line(f"DRAUGHTS_PYTHON_REQUIRE=1: {len(skipped)} tests were skipped, none may be")
        session.exitstatus = 1
