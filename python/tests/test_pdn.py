"""PDN through Python: the samples the C++ suite reads (tests/pdn/), streamed from a path, a
file object or text; games written back and read again; damaged files reported with line
and column, reading going on with the next game."""

import io

import pytest

import draughts
from conftest import PDN_SAMPLES


def test_annotated_game_from_a_path():
    (game,) = list(draughts.read_pdn(PDN_SAMPLES / "annotated.pdn"))
    assert game.ok and game.error is None
    assert game.variant == "international"  # its GameType tag, 20
    assert game.assumed == ""
    assert game.tags["White"] == "White, Walter"
    assert game.tags["Result"] == "2-0"
    assert game.result == "2-0"
    assert len(game.moves) == 19
    assert str(game.moves[0]) == "32-28"
    board = game.board()
    assert board.variant == "international"
    assert len(board.move_stack) == 19
    assert "<PdnGame 1" in repr(game)


def test_russian_games_guess_their_variant_as_the_cli_does():
    games = list(draughts.read_pdn(str(PDN_SAMPLES / "russian.pdn")))
    assert len(games) == 4
    # The counts and positions the C++ suite checks for this file (tests/test_pdn.cpp).
    expected = [
        (15, "B:Wa1,e1,g1,f2,h2,a3,c3,d4,f4:Bh4,a5,d6,a7,c7,e7,b8,d8,f8,h8"),
        (6, "W:Wa1,c1,e1,g1,b2,d2,f2,h2,a3,e3,h4:Bf4,b6,d6,h6,a7,c7,e7,b8,d8,f8,h8"),
        (5, "B:Wb2,Kd8:B"),
        (3, "W:We3:Ba3"),
    ]
    for game, (plies, fen) in zip(games, expected):
        assert game.error is None, game.error
        assert game.variant == "russian"
        assert "algebraic" in game.assumed  # no GameType tag: the reason for the guess
        assert len(game.moves) == plies
        assert game.board().fen() == fen
    assert games[2].moves[0].crowned


def test_errors_with_line_and_column_and_reading_goes_on():
    games = list(draughts.read_pdn(PDN_SAMPLES / "errors.pdn", variant="international"))
    assert len(games) == 10
    # kind, line, column, plies read before the mistake: as the C++ suite expects them.
    expected = [
        ("man moves backward", 4, 19, 2),
        ("capture is compulsory", 7, 19, 2),
        ("majority rule", 11, 4, 0),
        ("ambiguous move", 15, 4, 0),
        ("bad square", 18, 19, 2),
        ("no piece to move", 21, 19, 2),
        ("illegal move", 24, 14, 1),
        ("unterminated", 27, 26, 1),
        ("syntax error", 30, 10, 1),
    ]
    for game, (kind, line, column, plies) in zip(games, expected):
        assert isinstance(game.error, draughts.PdnError)
        assert isinstance(game.error, ValueError)
        assert (game.error.kind, game.error.line, game.error.column) == (kind, line, column), game.error
        assert len(game.moves) == plies
        with pytest.raises(draughts.PdnError) as raised:
            game.raise_error()
        assert raised.value.line == line
    assert str(games[0].error).startswith("ply 3 (2. 28-32): ")
    assert games[9].ok and len(games[9].moves) == 4


def test_streaming_from_file_objects_and_text():
    text = (PDN_SAMPLES / "russian.pdn").read_text()
    from_path = [g.board().fen() for g in draughts.read_pdn(PDN_SAMPLES / "russian.pdn")]
    with open(PDN_SAMPLES / "russian.pdn", "rb") as f:
        assert [g.board().fen() for g in draughts.read_pdn(f)] == from_path
    with open(PDN_SAMPLES / "russian.pdn", encoding="utf-8") as f:
        assert [g.board().fen() for g in draughts.read_pdn(f)] == from_path
    assert [g.board().fen() for g in draughts.read_pdn(io.StringIO(text))] == from_path
    assert [g.board().fen() for g in draughts.parse_pdn(text)] == from_path
    # An iterator: one game at a time.
    reader = draughts.read_pdn(PDN_SAMPLES / "russian.pdn")
    assert iter(reader) is reader
    first = next(reader)
    assert first.number == 1
    assert len(list(reader)) == 3


def test_many_games_stream():
    one = (PDN_SAMPLES / "annotated.pdn").read_text()
    count = 0
    for game in draughts.parse_pdn("\n".join([one] * 300)):
        assert game.ok
        count += 1
    assert count == 300


def test_round_trip_through_the_writer():
    for name, variant in (("annotated.pdn", ""), ("russian.pdn", "")):
        for game in draughts.read_pdn(PDN_SAMPLES / name, variant=variant):
            written = game.pdn()
            (again,) = list(draughts.parse_pdn(written, variant=game.variant))
            assert again.ok, again.error
            assert again.moves == game.moves
            assert again.board().fen() == game.board().fen()
            for tag in ("Event", "White", "Black"):
                if tag in game.tags:
                    assert again.tags[tag] == game.tags[tag]


def test_board_written_as_pdn_with_its_result():
    board = draughts.Board("russian")
    for text in ("c3-d4", "f6-g5", "g3-h4"):
        board.push_move(text)
    written = board.pdn({"White": "Ivanov", "Black": "Petrov", "Event": "Club"})
    assert '[White "Ivanov"]' in written
    assert '[Result "*"]' in written
    assert '[GameType "25"]' in written
    (game,) = list(draughts.parse_pdn(written))
    assert game.moves == board.move_stack
    assert game.board().fen() == board.fen()
    # A finished game carries the rules' result.
    won = draughts.Board("international", "W:W28:B23")
    won.push(won.legal_moves[0])
    assert won.is_game_over()
    text = won.pdn()
    assert '[Result "2-0"]' in text and text.rstrip().endswith("2-0")
    (again,) = list(draughts.parse_pdn(text))
    assert again.ok and again.board().fen() == won.fen()
    with pytest.raises(ValueError):
        board.pdn({"bad name": "x"})


@pytest.mark.parametrize("damaged", [
    "[Event \"cut",
    "[Event \"x\"]\n1. 32-28 (19-23",
    "1. 32-28 {never closed",
    "\x00\x01\x02 1. ??? 2-0",
    "[GameType \"77\"]\n1. 32-28 *",
    "[FEN \"W:W99:B1\"]\n1. 32-28 *",
    "1. " + "32-28 28-32 " * 50,
    "[" * 1000,
    "(" * 200 + "32-28",
])
def test_damaged_pdn_gives_errors_not_crashes(damaged):
    games = list(draughts.parse_pdn(damaged, variant="international"))
    for game in games:
        assert game.error is None or isinstance(game.error, draughts.PdnError)
        if game.error is not None:
            assert str(game.error)
            if game._board is None:
                with pytest.raises(draughts.PdnError):
                    game.board()


def test_unknown_gametype_and_missing_file():
    (game,) = list(draughts.parse_pdn("[GameType \"77\"]\n1. 32-28 *"))
    assert game.error is not None and game.error.kind == "unknown variant"
    with pytest.raises(draughts.PdnError):
        game.board()
    with pytest.raises(draughts.PdnError) as e:
        draughts.read_pdn("/no/such/file.pdn")
    assert "file.pdn" in str(e.value)
    with pytest.raises(draughts.PdnError) as e:
        draughts.read_pdn(PDN_SAMPLES)
    assert "a directory" in str(e.value)
    with pytest.raises(draughts.VariantError):
        draughts.parse_pdn("1. 32-28 *", variant="chess")
