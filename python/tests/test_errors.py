"""Bad input gives a Python exception with a clear message, never a crash; each is a
ValueError (or a TypeError for a wrong type), and a refused move leaves the board exactly as
it was."""

import pytest

import draughts


def snapshot(board):
    return board.fen(), list(board.move_stack), [str(m) for m in board.legal_moves]


def test_exception_classes():
    for name in ("VariantError", "BoardError", "FenError", "MoveError", "PdnError"):
        assert issubclass(getattr(draughts, name), ValueError)
    for name in ("InvalidMoveError", "IllegalMoveError", "AmbiguousMoveError"):
        assert issubclass(getattr(draughts, name), draughts.MoveError)


def test_unknown_variant():
    with pytest.raises(draughts.VariantError) as e:
        draughts.Board("chess")
    assert "'chess'" in str(e.value) or '"chess"' in str(e.value)
    assert "international" in str(e.value)
    with pytest.raises(draughts.VariantError):
        draughts.rule_sheet("go")
    with pytest.raises(draughts.VariantError):
        draughts.compare(["russian", "checkerz"])


@pytest.mark.parametrize("fen", [
    "",
    "X:W31-50:B1-20",
    "W:W31-51:B1-20",
    "W:W31,31:B1",
    "W:W1:B50",  # a white man on its promotion row
    "W:Wzz:B1",
    "just text",
])
def test_bad_fen(fen):
    with pytest.raises(draughts.FenError) as e:
        draughts.Board("international", fen)
    assert str(e.value).startswith("bad FEN")
    assert e.value.kind


def test_bad_fen_leaves_the_board_as_it_was():
    board = draughts.Board("international")
    board.push_move("32-28")
    before = snapshot(board)
    with pytest.raises(draughts.FenError):
        board.set_fen("W:W31-50:B1-60")
    assert snapshot(board) == before


def test_illegal_move_quotes_the_text_and_gives_the_rules():
    board = draughts.Board("international")
    before = snapshot(board)
    with pytest.raises(draughts.IllegalMoveError) as e:
        board.push_move("32-26")
    assert '"32-26"' in str(e.value)
    assert snapshot(board) == before
    # A man moving backward while a capture exists breaks two rules (the C++ suite's case).
    board = draughts.Board("international", "W:W32,38:B28")
    before = snapshot(board)
    with pytest.raises(draughts.IllegalMoveError) as e:
        board.push_move("38-42")
    assert [r.kind for r in e.value.reasons] == ["man_moves_backward", "compulsory_capture"]
    assert e.value.reasons[1].article == "FMJD 4.1"
    assert e.value.kind == "man moves backward"
    assert snapshot(board) == before


def test_compulsory_capture_and_majority_refusals():
    board = draughts.Board("international", "W:W32,38:B28")
    before = snapshot(board)
    with pytest.raises(draughts.IllegalMoveError) as e:
        board.push_move("38-33")
    assert snapshot(board) == before
    assert [r.kind for r in e.value.reasons] == ["compulsory_capture"]
    assert "32x23" in str(e.value)
    board = draughts.Board("international", "W:W32:B28,18,27")
    with pytest.raises(draughts.IllegalMoveError) as e:
        board.push_move("32x21")
    assert e.value.reasons[0].kind == "majority_rule"
    assert e.value.reasons[0].article == "FMJD 4.13"
    assert "32x21" in str(e.value)


def test_ambiguous_move():
    # The C++ suite's case: a king takes the same pieces two ways to the same square.
    board = draughts.Board("international", "W:WK46:B8,11,12,41")
    before = snapshot(board)
    with pytest.raises(draughts.AmbiguousMoveError) as e:
        board.push_move("46x16")
    assert "46x16" in str(e.value)
    assert "46x19x2x16" in str(e.value) and "46x23x7x16" in str(e.value)
    assert snapshot(board) == before
    with pytest.raises(draughts.AmbiguousMoveError):
        board.parse_move("46x16")
    assert str(board.push_move("46x19x2x16")) == "46x19x2x16"  # the whole path is not ambiguous


def test_text_that_is_no_move():
    board = draughts.Board("international")
    for text in ("", "hello", "32-", "99-98", "32-28-"):
        with pytest.raises(draughts.MoveError) as e:
            board.push_move(text)
        if text:
            assert repr(text)[1:-1] in str(e.value) or text in str(e.value)
    assert board.move_stack == []


def test_push_of_a_move_from_another_position():
    board = draughts.Board("international")
    move = board.parse_move("32-28")
    board.push(move)
    before = snapshot(board)
    with pytest.raises(draughts.IllegalMoveError) as e:
        board.push(move)  # White's move, Black to move now
    assert "32-28" in str(e.value)
    assert snapshot(board) == before


def test_wrong_types():
    board = draughts.Board("international")
    with pytest.raises(TypeError) as e:
        board.push("32-28")
    assert "push_move" in str(e.value)
    with pytest.raises(TypeError):
        board.push_move(3228)
    with pytest.raises(TypeError):
        draughts.Board(5)
    with pytest.raises(TypeError):
        board.explain(12)
    with pytest.raises(TypeError):
        board.perft("deep")
    assert board.move_stack == []


def test_bad_perft_arguments():
    board = draughts.Board("international")
    with pytest.raises(ValueError):
        board.perft(-1)
    with pytest.raises(ValueError):
        board.perft(3, threads=0)
    with pytest.raises(ValueError):
        board.divide(65)


def test_explain_of_text_that_is_no_move():
    board = draughts.Board("international")
    with pytest.raises(draughts.MoveError) as e:
        board.explain("hello")
    assert "hello" in str(e.value)
