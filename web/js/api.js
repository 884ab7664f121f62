// The JavaScript shape of the library: Board, Move, errors, and the teaching functions, over
// the WebAssembly module (web/src/binding.cpp). Shaped like the Python package (python/)
// where JavaScript has no habit of its own; the rules, the notation and every message are
// the library's. A classic script (the page loads it from file://) that the package's ES
// module also includes: draughtsApi(createDraughtsCore) resolves to the API.

async function draughtsApi(createCore) {
    "use strict";
    const core = await createCore();

    // Every error the library reports: what, where (line, column of the text given), the
    // reader's kind in words, and for a refused move every rule that excludes it.
    class DraughtsError extends Error {
        constructor(e) {
            super(e.message);
            this.name = new.target.name;
            this.kind = e.kind || "";
            this.line = e.line || 0;
            this.column = e.column || 0;
            this.reasons = (e.reasons || []).map((r) => ({ ...r }));
        }
    }
    class VariantError extends DraughtsError {}
    class BoardError extends DraughtsError {}
    class FenError extends DraughtsError {}
    class MoveError extends DraughtsError {}
    class InvalidMoveError extends MoveError {}  // not a move at all: "32-", "x9"
    class IllegalMoveError extends MoveError {}  // a move the rules do not allow here
    class AmbiguousMoveError extends MoveError {}
    class PdnError extends DraughtsError {}
    const errorClasses = {
        variant: VariantError, board: BoardError, fen: FenError, illegal_move: IllegalMoveError,
        ambiguous_move: AmbiguousMoveError, pdn: PdnError, value: DraughtsError,
    };

    // The value of a binding's answer, or its error thrown; `valueError` is the class of a
    // plain value error there (InvalidMoveError where text is read as a move).
    function unwrap(answer, valueError = DraughtsError) {
        if (answer.error === undefined) return answer.value;
        const e = answer.error;
        const type = e.category === "value" ? valueError : errorClasses[e.category] || DraughtsError;
        throw new type(e);
    }

    function count(text) {
        const n = Number(text);
        return Number.isSafeInteger(n) ? n : BigInt(text);
    }

    // A move of a position: square numbers in the variant's numbering, and its text.
    class Move {
        constructor(m) {
            this.from = m.from;
            this.to = m.to;
            this.captured = Object.freeze([...m.captured]);  // ascending
            this.path = Object.freeze([...m.path]);          // start, landings, end
            this.crowned = m.crowned;                        // a man that ends as a king
            this.text = m.text;                              // short unless another move shares it
            this.fullText = m.fullText;                      // the whole path
            Object.freeze(this);
        }
        isCapture() { return this.captured.length > 0; }
        // PDN 3.0: a move is its start, end and the pieces it takes (and its crowning).
        equals(other) {
            return other instanceof Move && other.from === this.from && other.to === this.to &&
                other.crowned === this.crowned && other.captured.length === this.captured.length &&
                other.captured.every((s, i) => s === this.captured[i]);
        }
        // A string equal for equal moves: a Map or Set key.
        get key() { return `${this.from}-${this.to}x${this.captured.join(",")}${this.crowned ? "K" : ""}`; }
        toString() { return this.text; }
        toJSON() {
            return { from: this.from, to: this.to, captured: [...this.captured], path: [...this.path],
                     crowned: this.crowned, text: this.text, fullText: this.fullText };
        }
    }
    const moves = (list) => list.map((m) => new Move(m));

    // Native handles are freed when their Board is collected, or at once by board.delete().
    const registry = typeof FinalizationRegistry === "function"
        ? new FinalizationRegistry((native) => { if (!native.isDeleted()) native.delete(); })
        : null;

    // A game of one variant: its position, the moves played, and what the rules say of it.
    class Board {
        // new Board("russian"), new Board("international", fen), new Board("international",
        // null, { board: "10x8" }): the variant by name, alias or PDN GameType.
        constructor(variant = "international", fen = null, options = {}) {
            if (variant instanceof core.NativeBoard) {  // from copy() or readPdn()
                this._adopt(variant);
                return;
            }
            this._adopt(unwrap(core.newBoard(variant, fen ?? null, options.board ?? null)));
        }
        _adopt(native) {
            this._native = native;
            this._info = native.info();
            if (registry) registry.register(this, native, this);
        }
        get native() {
            if (this._native.isDeleted()) throw new DraughtsError({ message: "this Board was deleted" });
            return this._native;
        }
        // Frees the WebAssembly memory now rather than when the Board is collected.
        delete() {
            if (registry) registry.unregister(this);
            if (!this._native.isDeleted()) this._native.delete();
        }

        get variant() { return this._info.variant; }
        get width() { return this._info.width; }
        get height() { return this._info.height; }
        get squares() { return this._info.squares; }
        // Each cell of the board as drawn from White's side, row by row from the top: its
        // square number, or 0 where play is not.
        get cells() { return [...this._info.cells]; }
        get numeric() { return this._info.numeric; }
        get turn() { return this.native.whiteToMove() ? "white" : "black"; }

        legalMoves() { return moves(this.native.legalMoves()); }
        // A move typed in any notation the variant's PDN allows ("32-28", "c3-d4", "47x24x8x17x6").
        parseMove(text) { return new Move(unwrap(this.native.parseMove(String(text)), InvalidMoveError)); }
        push(move) { return new Move(unwrap(this.native.push(move))); }
        pushMove(text) { return new Move(unwrap(this.native.pushText(String(text)), InvalidMoveError)); }
        pop() {
            const m = this.native.pop();
            return m === null ? null : new Move(m);
        }
        peek() {
            const stack = this.native.moveStack();
            return stack.length ? new Move(stack[stack.length - 1]) : null;
        }
        get moveStack() { return moves(this.native.moveStack()); }

        fen() { return this.native.fen(); }
        setupFen() { return this.native.setupFen(); }
        setFen(fen) { unwrap(this.native.setFen(String(fen)), FenError); }
        copy() { return new Board(this.native.copy()); }
        // [{square, piece}] with piece "w", "b" (men) or "W", "B" (kings).
        pieces() { return this.native.pieces(); }
        pieceAt(square) {
            const found = this.native.pieces().find((p) => p.square === square);
            return found ? found.piece : null;
        }
        squareName(square) { return unwrap(this.native.squareName(square)); }

        // Where the game stands: status "ongoing", "win" or "draw", the winner, the rule and
        // its article, the result as "1-0" and as the variant's PDN scores it.
        result() { return this.native.state(); }
        isGameOver() { return this.native.state().status !== "ongoing"; }

        // Legal or not, and why: each rule at work (kind, sentence, article), the move it
        // is when legal, and the legal moves (the others, when legal). A Move, a path of
        // squares ({path: [32, 23, 14]}), or typed text.
        explain(attempt) {
            const given = typeof attempt === "string" ? attempt
                : attempt instanceof Move ? attempt.toJSON() : attempt;
            const e = unwrap(this.native.explain(given), InvalidMoveError);
            return { legal: e.legal, move: e.move ? new Move(e.move) : null, reasons: e.reasons,
                     others: moves(e.others) };
        }

        // The position as SVG: { move, highlight: [squares], flip, labels: "numbers" |
        // "coordinates" | "none", diagonals }.
        svg(options = {}) {
            const o = { ...options };
            if (o.move instanceof Move) o.move = o.move.toJSON();
            return unwrap(this.native.svg(o));
        }
        toString() { return this.native.diagram(); }

        // Perft at the library's speed (one thread in WebAssembly): a Number, or a BigInt
        // beyond 2^53. { everyPath: count every capture path, hashMb: a table's size }.
        perft(depth, options = {}) { return count(unwrap(this.native.perft({ ...options, depth }))); }
        divide(depth, options = {}) {
            return unwrap(this.native.divide({ ...options, depth }))
                .map((d) => ({ move: new Move(d.move), nodes: count(d.nodes) }));
        }

        // The game as PDN 3.0, with the tags given and the result the rules give.
        pdn(tags = {}) { return unwrap(this.native.pdn(tags)); }
    }

    return {
        Board, Move, DraughtsError, VariantError, BoardError, FenError, MoveError, InvalidMoveError,
        IllegalMoveError, AmbiguousMoveError, PdnError,
        // Every variant: name, aliases, PDN GameType, board, points for a win.
        variants: () => core.variants(),
        // Every fact of a variant in words, with the article that states it.
        ruleSheet: (variant) => unwrap(core.ruleSheet(String(variant)), VariantError),
        // The facts in which two variants differ: {topic, first, second}, each a rule line or
        // null where that variant's sheet lacks the topic.
        diffRules: (first, second) => unwrap(core.ruleDifferences(String(first), String(second)), VariantError),
        variantTable: () => core.variantTable(),
        // One position (the first variant's reading of the FEN, or its start position)
        // under several rule sets: each one's moves, and the rule behind each difference.
        compare: (variantNames, fen = null) => unwrap(core.compare(variantNames, fen ?? null)),
        // The games of PDN text, each replayed under its GameType, or `variant`, or the
        // variant guessed from the text's games: tags, the Board at the end of the main line
        // (its moveStack the game), the first error with its line and column.
        readPdn: (text, options = {}) => unwrap(core.readPdn(String(text), options.variant ?? "")).map((g) => ({
            number: g.number, line: g.line, tags: Object.fromEntries(g.tags.slice().reverse()),
            tagList: g.tags, variant: g.variant, assumed: g.assumed, result: g.result,
            error: g.error ? new PdnError(g.error) : null, notes: g.notes.map((n) => new PdnError(n)),
            incomplete: g.incomplete, text: g.text, board: g.board ? new Board(g.board) : null,
        })),
    };
}
