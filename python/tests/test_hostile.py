"""Random and damaged input through every reader: always a result or a ValueError (or a
TypeError for a file that gives neither bytes nor text), never a crash, and the board as it
was after a refusal."""

import io
import random

import pytest

import draughts
from conftest import ALL_VARIANTS, PDN_SAMPLES

ALPHABET = "WBK:,-x0123456789abcdefghij .!?()[]{}\"\\\n\t\x00é"


def noise(rng, size):
    return "".join(rng.choice(ALPHABET) for _ in range(rng.randrange(size)))


def test_random_fens_and_moves_of_every_variant():
    rng = random.Random(3)
    for variant in ALL_VARIANTS:
        board = draughts.Board(variant)
        start = board.fen()
        for _ in range(600):
            text = noise(rng, 30)
            try:
                draughts.Board(variant, text)
            except draughts.FenError:
                pass
            try:
                board.push_move(text)
                board.pop()
            except draughts.MoveError:
                pass
            try:
                board.explain(text)
            except draughts.MoveError:
                pass
        assert board.fen() == start and board.move_stack == []


def test_mutated_pdn_files():
    rng = random.Random(4)
    samples = [(PDN_SAMPLES / name).read_text() for name in ("annotated.pdn", "russian.pdn", "errors.pdn")]
    for _ in range(1000):
        text = list(rng.choice(samples))
        for _ in range(rng.randrange(1, 8)):
            at = rng.randrange(len(text))
            choice = rng.randrange(3)
            if choice == 0:
                del text[at]
            elif choice == 1:
                text.insert(at, rng.choice(ALPHABET))
            else:
                text[at] = rng.choice(ALPHABET)
        for game in draughts.parse_pdn("".join(text)):
            assert game.error is None or isinstance(game.error, draughts.PdnError)
            if game.ok:
                (again,) = list(draughts.parse_pdn(game.pdn(), variant=game.variant))
                assert again.moves == game.moves


def test_file_objects_that_fail():
    with open(PDN_SAMPLES / "russian.pdn", "rb") as f:
        pass
    with pytest.raises(ValueError):  # read from a closed file
        list(draughts.read_pdn(f))

    class Numbers:
        def read(self, size):
            return 42

    with pytest.raises(TypeError):
        list(draughts.read_pdn(Numbers()))
    # Text in pieces smaller than what the reader asks for, and characters of several bytes.
    text = (PDN_SAMPLES / "annotated.pdn").read_text().replace("Walter", "Wälter")

    class Trickle(io.StringIO):
        def read(self, size=-1):
            return super().read(min(size, 3))

    (game,) = list(draughts.read_pdn(Trickle(text)))
    assert game.ok and game.tags["White"] == "White, Wälter" and len(game.moves) == 19
