"""The Board API as a python-chess user would try it: moves, push and pop, FEN, copies, the
game's end, text and SVG."""

import copy

import pytest

import draughts
from conftest import HAS_RUNTIME_BOARDS, needs_runtime_boards


def test_start_position_and_legal_moves():
    board = draughts.Board()  # Russian draughts by default
    assert board.variant == "russian"
    assert board.turn == draughts.WHITE
    moves = board.legal_moves
    assert sorted(str(m) for m in moves) == ["a3-b4", "c3-b4", "c3-d4", "e3-d4", "e3-f4", "g3-f4", "g3-h4"]
    assert all(isinstance(m, draughts.Move) for m in moves)
    assert board.fen() == "W:Wa1,c1,e1,g1,b2,d2,f2,h2,a3,c3,e3,g3:Bb6,d6,f6,h6,a7,c7,e7,g7,b8,d8,f8,h8"
    assert board.move_stack == []
    assert not board.is_game_over()
    assert board.result() == "*"
    assert board.outcome() is None


def test_move_fields():
    board = draughts.Board("russian", "W:Wh6:Bc5,d2,g7")  # a man crowned mid-capture (README)
    (capture,) = board.legal_moves
    assert capture.full_text == "h6:f8:b4:e1"
    assert capture.is_capture()
    assert capture.crowned
    assert len(capture.captured) == 3
    assert capture.path[0] == capture.from_square and capture.path[-1] == capture.to_square
    assert [board.square_name(s) for s in capture.path] == ["h6", "f8", "b4", "e1"]
    assert sorted(board.square_name(s) for s in capture.captured) == ["c5", "d2", "g7"]
    assert "h6" in repr(capture)
    board.push(capture)
    assert board.fen() == "B:WKe1:B"
    assert board.piece_at(capture.to_square) == "W"


def test_move_equality_and_hash():
    a = draughts.Board("international")
    b = draughts.Board("international")
    assert a.legal_moves == b.legal_moves
    assert len(set(a.legal_moves) | set(b.legal_moves)) == 9
    m = a.parse_move("32-28")
    assert m == a.legal_moves[[str(x) for x in a.legal_moves].index("32-28")]
    assert m != a.parse_move("33-28")
    assert m != "32-28"
    assert {m: 1}[b.parse_move("32-28")] == 1


def test_push_pop_peek_move_stack():
    board = draughts.Board("international")
    start = board.fen()
    first = board.push_move("32-28")
    second = board.push(board.parse_move("19-23"))
    assert board.move_stack == [first, second]
    assert board.peek() == second
    assert board.turn == draughts.WHITE
    assert board.pop() == second
    assert board.pop() == first
    assert board.fen() == start
    with pytest.raises(IndexError):
        board.pop()
    with pytest.raises(IndexError):
        board.peek()


def test_move_stack_is_the_boards_own():
    # A list of its own each time, as the board keeps its moves apart: changing it changes
    # nothing on the board, and every way the stack changes (push, push_move, pop, set_fen)
    # shows in the next one.
    board = draughts.Board("russian")
    played = board.push_move("c3-d4")
    stack = board.move_stack
    stack.clear()
    assert board.move_stack == [played]
    board.push(board.legal_moves[0])
    board.pop()
    assert board.move_stack == [played] and board.peek() == played
    board.set_fen(board.fen())
    assert board.move_stack == []
    with pytest.raises(draughts.IllegalMoveError):
        board.push_move("a3-b4")  # not legal after the set-up: Black to move
    assert board.move_stack == []


def test_parse_move_reads_every_form():
    board = draughts.Board("international")
    assert str(board.parse_move("32-28")) == "32-28"
    russian = draughts.Board("russian")
    assert str(russian.parse_move("c3-d4")) == "c3-d4"
    assert russian.parse_move("c3-d4") == russian.parse_move("22-18")  # numbers too


def test_fen_and_set_fen():
    board = draughts.Board("international")
    board.push_move("32-28")
    fen = board.fen()
    other = draughts.Board("international", fen)
    assert other.fen() == fen
    assert other.move_stack == []
    board.set_fen("W:W31-50:B1-20")
    assert board.move_stack == []
    assert board.fen() == draughts.Board("international").fen()
    assert board.setup_fen() == board.fen()


def test_copy_is_independent():
    board = draughts.Board("russian")
    board.push_move("c3-d4")
    for other in (board.copy(), copy.copy(board), copy.deepcopy(board)):
        assert other.fen() == board.fen()
        assert other.move_stack == board.move_stack
        other.push(other.legal_moves[0])
        assert other.fen() != board.fen()
        assert len(board.move_stack) == 1


def test_game_over_win_and_outcome():
    # White to move with no piece left: Black has won (FMJD 1.3-style: no legal move loses).
    board = draughts.Board("international", "W:W:B1")
    assert board.legal_moves == []
    assert board.is_game_over()
    assert board.result() == "0-1"
    outcome = board.outcome()
    assert outcome.winner is draughts.BLACK
    assert outcome.status == "win"
    assert outcome.rule == "no legal move"
    assert outcome.result() == "0-1"
    assert outcome.pdn_result == "0-2"  # international scores a win 2 points in PDN
    # Antidraughts: the side that cannot move wins.
    anti = draughts.Board("antidraughts", "W:W:B1")
    assert anti.outcome().winner is draughts.WHITE
    assert anti.result() == "1-0"


def test_draw_by_repetition_names_its_rule_and_article():
    board = draughts.Board("international", "W:WK46:BK1")
    for _ in range(3):
        for text in ("46-41", "1-6", "41-46", "6-1"):
            if board.is_game_over():
                break
            board.push_move(text)
    assert board.is_game_over()
    outcome = board.outcome()
    assert outcome.winner is None
    assert outcome.status == "draw"
    assert board.result() == "1/2-1/2"
    assert outcome.rule
    assert outcome.article
    assert outcome.rule in str(outcome)
    assert outcome.rule == "threefold repetition" and outcome.article == "FMJD 6"
    assert outcome.ply == len(board.move_stack) == 8


def test_variants_list():
    infos = draughts.variants()
    names = [v.name for v in infos]
    assert len(infos) == 17
    assert names[:2] == ["russian", "international"]
    by_name = {v.name: v for v in infos}
    assert by_name["international"].pdn_game_type == 20
    assert by_name["russian"].pdn_game_type == 25
    assert "checkers" in by_name["english"].aliases
    assert (by_name["canadian"].width, by_name["canadian"].height) == (12, 12)
    for v in infos:
        board = draughts.Board(v.name)
        assert board.variant == v.name
        for alias in v.aliases:
            assert draughts.Board(alias).variant == v.name
        if v.pdn_game_type:
            assert draughts.Board(str(v.pdn_game_type)).variant == v.name
    assert draughts.Board("INTERNATIONAL").variant == "international"


def test_text_diagram_and_svg():
    board = draughts.Board("russian")
    text = str(board)
    assert "a b c d e f g h" in text
    assert text.count("w") == 12 and text.count("b") >= 12
    svg = board._repr_svg_()
    assert svg.lstrip().startswith("<svg") or svg.lstrip().startswith("<?xml")
    assert "</svg>" in svg
    move = board.parse_move("c3-d4")
    drawn = board.svg(move=move, flip=True, labels="numbers", highlight=[22], diagonals=True)
    assert "</svg>" in drawn and drawn != svg
    with pytest.raises(ValueError):
        board.svg(labels="roman")
    assert repr(board).startswith("Board('russian', fen=")


@needs_runtime_boards
def test_custom_board_sizes():
    board = draughts.Board("international", board="10x8")
    assert (board.width, board.height) == (10, 8)
    assert len(board.legal_moves) == 9
    assert "board='10x8'" in repr(board)
    board.push(board.legal_moves[0])
    copied = board.copy()
    assert copied.fen() == board.fen()
    assert draughts.Board("international", board="10x10").height == 10  # its own board
    with pytest.raises(draughts.BoardError):
        draughts.Board("international", board="10x21")
    with pytest.raises(draughts.BoardError):
        draughts.Board("international", board="ten by eight")
    with pytest.raises(TypeError):
        draughts.Board("international", board=10)
    with pytest.raises(TypeError):
        draughts.Board("international", board=("10", "8"))
    with pytest.raises(draughts.BoardError):
        draughts.Board("international", board=(10, 2**70))
    with pytest.raises(ValueError):
        board.pdn()  # PDN names a variant's own board only


def test_pieces_and_squares():
    board = draughts.Board("international")
    pieces = board.pieces()
    assert len(pieces) == 40
    assert pieces[1] == "b" and pieces[50] == "w"
    assert board.piece_at(25) is None
    assert board.squares == 50
    with pytest.raises(ValueError):
        board.piece_at(51)
    with pytest.raises(ValueError):
        board.square_name(0)


def test_pickle_keeps_the_game(rng):
    import pickle

    games = [("russian", None), ("frisian", None)] + ([("international", "10x8")] if HAS_RUNTIME_BOARDS else [])
    for variant, size in games:
        board = draughts.Board(variant, board=size)
        for _ in range(40):
            if board.is_game_over():
                break
            board.push(rng.choice(board.legal_moves))
        again = pickle.loads(pickle.dumps(board))
        assert again.fen() == board.fen()
        assert again.move_stack == board.move_stack
        assert again.setup_fen() == board.setup_fen()
        assert (again.width, again.height) == (board.width, board.height)
        assert again.result() == board.result()
