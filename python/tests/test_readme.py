"""The examples of python/README.md, run as they are written there: each ```python block in
turn, in one namespace, as a reader types them in one session. The values the README's
comments give are asserted after the block that shows them."""

import re
import shutil

import pytest

from conftest import PDN_SAMPLES, REPOSITORY, needs_runtime_boards

import draughts

README = REPOSITORY / "python" / "README.md"


def readme_blocks():
    return re.findall(r"^```python\n(.*?)^```$", README.read_text(encoding="utf-8"), re.MULTILINE | re.DOTALL)


def test_the_readme_has_its_four_examples():
    assert len(readme_blocks()) == 4  # the tour, an error, teaching, PDN


@needs_runtime_boards  # the tour plays a variant on a board of another size (10x8)
def test_the_readme_examples_run_as_written(tmp_path, monkeypatch, capsys):
    # The PDN example reads "games.pdn" from where it runs.
    shutil.copy(PDN_SAMPLES / "russian.pdn", tmp_path / "games.pdn")
    monkeypatch.chdir(tmp_path)
    tour, error, teaching, pdn = readme_blocks()
    names = {}

    exec(compile(tour, "python/README.md (the tour)", "exec"), names)
    assert [str(m) for m in draughts.Board("russian").legal_moves][:2] == ["c3-b4", "e3-d4"]
    assert (names["capture"].full_text, names["capture"].crowned) == ("h6:f8:b4:e1", True)
    assert draughts.Board("international").perft(7) == 1049442

    exec(compile(error, "python/README.md (an error)", "exec"), names)
    assert capsys.readouterr().out.splitlines()[-1] == (
        '"38-33": a capture is possible, and capturing is compulsory (FMJD 4.1): 32x23')
    assert names["board"].fen() == "W:W32,38:B28"  # the refused move left the board as it was
    with pytest.raises(draughts.IllegalMoveError) as refused:
        names["board"].push_move("38-33")
    assert refused.value.reasons[0].kind == "compulsory_capture"

    exec(compile(teaching, "python/README.md (teaching)", "exec"), names)
    exec(compile(pdn, "python/README.md (PDN)", "exec"), names)
    assert names["game"].tags.get("Event") == "Set-up, Black to move"  # the last game of the file, read
