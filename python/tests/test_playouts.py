"""Random games of every variant played to their end through Python: each game's verdict is
consistent with its position (no legal move means the game is over, with the right winner;
a draw names its rule and article), FEN round-trips, and taking every move back returns to
the start."""

import random

import pytest

import draughts
from conftest import ALL_VARIANTS, needs_runtime_boards, random_playout

GAMES_PER_VARIANT = 100


def check_verdict(board):
    outcome = board.outcome()
    moves = board.legal_moves
    assert board.is_game_over() == (outcome is not None)
    if not moves:
        assert outcome is not None, board.fen()
        assert outcome.status == "win"
        assert outcome.rule in ("no legal move", "first king")
        if outcome.rule == "no legal move":
            # The side to move cannot move: it has lost, or won where the rules turn that
            # round (antidraughts).
            loser_wins = board.variant == "antidraughts"
            assert outcome.winner == (board.turn if loser_wins else not board.turn)
    if outcome is None:
        assert moves, board.fen()
        assert board.result() == "*"
        return
    assert outcome.status in ("win", "draw")
    if outcome.status == "draw":
        assert outcome.winner is None
        assert board.result() == "1/2-1/2"
        assert outcome.rule and outcome.article
    else:
        assert outcome.winner in (True, False)
        assert board.result() == ("1-0" if outcome.winner else "0-1")
    assert outcome.ply <= len(board.move_stack)


@pytest.mark.parametrize("variant", ALL_VARIANTS)
def test_random_games_to_the_end(variant):
    rng = random.Random(hash(variant) % 1000 + 17)
    ended = 0
    for _ in range(GAMES_PER_VARIANT):
        board = draughts.Board(variant)
        start = board.fen()
        plies = random_playout(board, rng, max_plies=400)
        check_verdict(board)
        ended += board.is_game_over()
        # The position reads back from its FEN with the same moves.
        again = draughts.Board(variant, board.fen())
        assert again.fen() == board.fen()
        assert sorted(m.full_text for m in again.legal_moves) == sorted(m.full_text for m in board.legal_moves)
        # Every move taken back: the start position again.
        for _ in range(plies):
            board.pop()
        assert board.fen() == start
    assert ended > 0, "no random game of %s reached its end in 400 plies" % variant


@needs_runtime_boards
def test_random_games_on_a_board_of_another_size():
    rng = random.Random(5)
    for size in ("10x8", "8x12"):
        for _ in range(5):
            board = draughts.Board("international", board=size)
            random_playout(board, rng, max_plies=300)
            check_verdict(board)
            assert draughts.Board("international", board.fen(), board=size).fen() == board.fen()


def test_moves_of_every_variant_read_back_from_their_text():
    rng = random.Random(11)
    for variant in ALL_VARIANTS:
        board = draughts.Board(variant)
        for _ in range(60):
            if board.is_game_over():
                break
            for m in board.legal_moves:
                assert board.parse_move(m.full_text) == m
                assert board.parse_move(m.text) == m
            board.push(rng.choice(board.legal_moves))
