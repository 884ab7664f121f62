"""Teaching through Python: explain, compare and the rule sheets give the library's reasons,
sentences and articles (the cases of tests/test_teach.cpp)."""

import pytest

import draughts


def test_explain_an_illegal_move():
    board = draughts.Board("international", "W:W32,38:B28")
    e = board.explain("38-33")
    assert not e.legal and not e
    assert e.move is None
    assert [(r.kind, r.article) for r in e.reasons] == [("compulsory_capture", "FMJD 4.1")]
    assert [str(m) for m in e.others] == ["32x23"]
    assert "illegal" in str(e)
    twice = board.explain("38-42")
    assert [r.kind for r in twice.reasons] == ["man_moves_backward", "compulsory_capture"]


def test_explain_a_legal_move_and_a_move_object():
    board = draughts.Board("international", "W:W32,38:B28")
    e = board.explain("32x23")
    assert e.legal and e
    assert str(e.move) == "32x23"
    assert e.reasons[0].sentence == "capturing is compulsory: 2 moves without capture excluded"
    assert e.others == []
    same = board.explain(board.legal_moves[0])
    assert same.legal and same.move == e.move


def test_explain_names_the_square_and_the_piece():
    board = draughts.Board("international", "W:W32,38:B28")
    e = board.explain("37-31")
    assert (e.reasons[0].kind, e.reasons[0].sentence) == ("empty_square", "there is no piece on 37")
    russian = draughts.Board("russian", "W:Wc3,b2:Bh8")
    e = russian.explain("b2-c3")
    assert e.reasons[0].kind == "occupied_square"
    assert sorted(str(m) for m in e.others) == ["b2-a3", "c3-b4", "c3-d4"]


def test_explain_majority_rule():
    board = draughts.Board("international", "W:W32:B28,18,27")
    e = board.explain("32x21")
    assert e.reasons[0].kind == "majority_rule"
    assert e.reasons[0].sentence == "the majority rule requires taking 2 pieces, this takes 1"
    assert e.reasons[0].article == "FMJD 4.13"
    assert [str(m) for m in e.others] == ["32x12"]


def test_every_legal_move_explains_as_legal(rng):
    for variant in ("russian", "international", "italian", "frisian", "turkish"):
        board = draughts.Board(variant)
        for _ in range(30):
            if board.is_game_over():
                break
            for m in board.legal_moves:
                assert board.explain(m).legal
                assert board.explain(m.full_text).legal
            board.push(rng.choice(board.legal_moves))


def test_compare_russian_and_brazilian():
    c = draughts.compare(["russian", "brazilian"], "W:Wc3:Bd4,f6,b6,d6")
    assert [v.variant for v in c.variants] == ["russian", "brazilian"]
    (d,) = c.differences
    assert d.move == "c3:g7"
    assert d.legal_in == ["russian"] and d.not_in == ["brazilian"]
    (reason,) = d.why["brazilian"]
    assert reason.kind == "majority_rule"
    assert reason.sentence == "the majority rule requires taking 3 pieces, this takes 2"
    crowning = draughts.compare(["russian", "brazilian"], "W:Wf6:Be7,b6")
    assert [d.move for d in crowning.differences] == ["f6:a5", "f6xd8"]
    assert crowning.differences[0].why["brazilian"][0].article == "FMJD 4.15"
    assert crowning.differences[1].why["russian"][0].article == "Russian 1.5.15"


def test_compare_from_the_start_position_and_across_boards():
    same = draughts.compare(["russian", "brazilian", "pool"])
    assert same.differences == []
    assert all(len(v.moves) == 7 for v in same.variants)
    with pytest.raises(draughts.FenError):
        draughts.compare(["russian", "brazilian"], "not a fen")


def test_rule_sheets():
    for v in draughts.variants():
        sheet = draughts.rule_sheet(v.name)
        assert sheet, v.name
        assert all(line.topic and line.value for line in sheet)
    international = draughts.rule_sheet("international")
    assert any(line.article.startswith("FMJD") for line in international)
    assert "international" in draughts.variant_table()


def test_rule_differences():
    # Russian 1.5.14 leaves the choice of capture free; FMJD 4.13 (Brazilian) asks for the
    # most pieces. Russian 1.5.15 crowns a man mid-capture; FMJD 4.15 leaves it a man.
    diff = {d.topic: d for d in draughts.rule_differences("russian", "brazilian")}
    assert diff["which capture"].first.value == "free choice"
    assert diff["which capture"].first.article == "Russian 1.5.14"
    assert diff["which capture"].second.value == "most pieces"
    assert diff["which capture"].second.article == "FMJD 4.13"
    assert diff["man on the last row mid-capture"].second.article == "FMJD 4.15"
    assert "kings" not in diff  # both fly
    assert draughts.rule_differences("international", "international") == []
    with pytest.raises(draughts.VariantError):
        draughts.rule_differences("russian", "chess")
