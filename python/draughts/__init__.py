"""The rules of draughts: seventeen variants, legal moves, FEN, PDN, games, perft and teaching.

A thin layer over the C++ library draughts (its module ``draughts._draughts``, built with
pybind11)::

    >>> import draughts
    >>> board = draughts.Board("russian")
    >>> sorted(str(m) for m in board.legal_moves)[:3]
    ['a3-b4', 'c3-b4', 'c3-d4']
    >>> board.push_move("c3-d4")
    <Move c3-d4>
"""

from ._draughts import (  # noqa: F401
    BLACK,
    WHITE,
    AmbiguousMoveError,
    Board,
    BoardError,
    Comparison,
    ComparedVariant,
    Explanation,
    FenError,
    IllegalMoveError,
    InvalidMoveError,
    Move,
    MoveDifference,
    MoveError,
    Outcome,
    PdnError,
    PdnReader,
    Reason,
    RuleDifference,
    RuleLine,
    VariantError,
    VariantInfo,
    compare,
    parse_pdn,
    read_pdn,
    rule_differences,
    rule_sheet,
    variant_table,
    variants,
)

__version__ = "0.1.0"


class PdnGame:
    """One game of a PDN file, replayed under its variant's rules (read_pdn, parse_pdn).

    ``error`` is None, or the PdnError of the first move or text that could not be read,
    with its ``line`` and ``column``; the game holds the moves before it.
    """

    __slots__ = ("number", "line", "tags", "variant", "assumed", "result", "error", "notes",
                 "incomplete", "text", "_board")

    def __init__(self, *, number, line, tags, variant, assumed, result, error, notes, incomplete, text, board):
        self.number = number
        self.line = line
        self.tags = tags
        self.variant = variant
        self.assumed = assumed
        self.result = result
        self.error = error
        self.notes = notes
        self.incomplete = incomplete
        self.text = text
        self._board = board

    @property
    def ok(self):
        """Whether every move was read and played."""
        return self.error is None

    @property
    def moves(self):
        """The main line's moves, as far as they were read."""
        return [] if self._board is None else self._board.move_stack

    def board(self):
        """A Board after the main line's last move read (its moves in move_stack).

        PdnError when the game could not be set up (a GameType of no variant, a bad FEN tag).
        """
        if self._board is None:
            raise self.error if self.error is not None else PdnError("the game could not be set up")
        return self._board.copy()

    def raise_error(self):
        """Raises the game's PdnError, if it has one."""
        if self.error is not None:
            raise self.error

    def pdn(self):
        """The game written back as PDN 3.0, comments and variations too, as far as it was read."""
        return self.text

    def __repr__(self):
        white, black = self.tags.get("White", "?"), self.tags.get("Black", "?")
        state = "ok" if self.error is None else "error at line %d, column %d" % (self.error.line, self.error.column)
        return "<PdnGame %d %s - %s, %s, %d plies, %s>" % (self.number, white, black, self.variant or "no variant",
                                                          len(self.moves), state)


__all__ = [name for name in dir() if not name.startswith("_")]
