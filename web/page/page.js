// The teaching page: a board of any variant, played, set up, compared and explained by the
// library (draughts-api.js over the WebAssembly module). The page draws nothing the library
// does not: the board is the library's SVG, with a button over each square to click.
"use strict";

(async function page() {
    const started = performance.now();
    const draughts = await draughtsApi(createDraughtsCore);
    const $ = (id) => document.getElementById(id);
    const element = (tag, properties = {}, children = []) => {
        const e = Object.assign(document.createElement(tag), properties);
        for (const c of children) e.append(c);
        return e;
    };
    const articleOf = (r) => (r.article ? ` (${r.article})` : "");

    const variants = draughts.variants();
    let board = null;       // the game on the board
    let redo = [];          // moves taken back, the last first
    let selected = 0;       // the square whose piece is picked up
    let editing = false;
    let geometry = null;    // where the SVG draws the squares

    // ---- the board ------------------------------------------------------------------

    function newBoard(fen = null) {
        const size = $("board-size").value.trim();
        const next = new draughts.Board($("variant").value, fen, size ? { board: size } : {});
        if (board) board.delete();
        board = next;
        redo = [];
        selected = 0;
        clearMessages();
        render();
    }

    function svgOptions() {
        return { flip: $("flip").checked, labels: $("labels").value || undefined, diagonals: $("diagonals").checked };
    }

    // The squares to mark: the piece picked up and where it may go, or the last move.
    function highlighted() {
        if (selected) return [selected, ...new Set(board.legalMoves().filter((m) => m.from === selected).map((m) => m.to))];
        const last = board.peek();
        return last ? [last.from, last.to] : [];
    }

    // The SVG's own geometry: its size, and the first square's corner and side.
    function readGeometry(svg) {
        const first = svg.querySelector("g.board rect");
        return {
            width: Number(svg.getAttribute("width")), height: Number(svg.getAttribute("height")),
            margin: Number(first.getAttribute("x")), cell: Number(first.getAttribute("width")),
        };
    }

    function pieceWords(p) {
        return { w: "white man", W: "white king", b: "black man", B: "black king" }[p] || "empty";
    }

    function render() {
        const area = $("board");
        const marked = highlighted();
        area.innerHTML = board.svg({ ...svgOptions(), highlight: marked });
        const svg = area.querySelector("svg");
        geometry = readGeometry(svg);
        svg.removeAttribute("width");
        svg.removeAttribute("height");
        svg.setAttribute("aria-hidden", "true");
        const pieces = new Map(board.pieces().map((p) => [p.square, p.piece]));
        const targets = new Set(selected ? marked.slice(1) : []);
        const flip = $("flip").checked;
        const cells = board.cells;
        const overlay = element("div", { className: "squares" });
        cells.forEach((square, i) => {
            if (!square) return;
            const row = Math.floor(i / board.width), file = i % board.width;
            const x = geometry.margin + (flip ? board.width - 1 - file : file) * geometry.cell;
            const y = geometry.margin + (flip ? board.height - 1 - row : row) * geometry.cell;
            const name = board.squareName(square);
            const b = element("button", {
                className: "square" + (square === selected ? " selected" : "") + (targets.has(square) ? " target" : ""),
                title: name,
            });
            b.dataset.square = square;
            b.setAttribute("aria-label", `${name}: ${pieceWords(pieces.get(square))}` +
                (targets.has(square) ? ", a move ends here" : "") + (square === selected ? ", picked up" : ""));
            Object.assign(b.style, {
                left: `${(100 * x) / geometry.width}%`, top: `${(100 * y) / geometry.height}%`,
                width: `${(100 * geometry.cell) / geometry.width}%`, height: `${(100 * geometry.cell) / geometry.height}%`,
            });
            b.addEventListener("click", () => clicked(square));
            b.addEventListener("keydown", (e) => arrowKey(e, i));
            overlay.append(b);
        });
        area.append(overlay);
        area.style.aspectRatio = `${geometry.width} / ${geometry.height}`;
        renderState();
        renderMoves();
        $("fen").value = board.fen();
        $("to-move").value = board.turn === "white" ? "W" : "B";
        if (!$("export").hidden) renderExport();
    }

    // Arrow keys move between the squares play is on, as drawn.
    function arrowKey(e, index) {
        const steps = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
        if (e.key === "Escape") {
            selected = 0;
            render();
            return;
        }
        if (!steps[e.key]) return;
        e.preventDefault();
        const flip = $("flip").checked ? -1 : 1;
        let [dx, dy] = steps[e.key];
        dx *= flip;
        dy *= flip;
        let row = Math.floor(index / board.width), file = index % board.width;
        const cells = board.cells;
        for (;;) {
            row += dy;
            file += dx;
            if (row < 0 || row >= board.height || file < 0 || file >= board.width) return;
            // A diagonal board's neighbour in a row is two files on; take the next played cell.
            const square = cells[row * board.width + file] || cells[row * board.width + file + (dx || 1)] || 0;
            if (square) {
                document.querySelector(`.square[data-square="${square}"]`)?.focus();
                return;
            }
        }
    }

    function renderState() {
        const r = board.result();
        const turn = board.turn === "white" ? "White" : "Black";
        $("state").textContent = r.status === "ongoing" ? `${turn} to move.` : `${r.text}.`;
        $("state").className = r.status === "ongoing" ? "" : "over";
    }

    function renderMoves() {
        const list = $("moves");
        list.innerHTML = "";
        const stack = board.moveStack;
        const blackFirst = board.setupFen().startsWith("B");
        const all = blackFirst ? [null, ...stack] : stack;
        for (let i = 0; i < all.length; i += 2) {
            const text = [all[i] ? all[i].text : "...", all[i + 1] ? all[i + 1].text : ""].join(" ").trim();
            list.append(element("li", { textContent: text }));
        }
        $("undo").disabled = stack.length === 0;
        $("redo").disabled = redo.length === 0;
    }

    function clearMessages() {
        $("explanation").hidden = true;
        $("choice").hidden = true;
    }

    // Why an attempt is illegal, with the rules' articles, and the legal moves instead.
    function showExplanation(e, attempt) {
        const box = $("explanation");
        box.innerHTML = "";
        box.hidden = false;
        box.className = "explanation " + (e.legal ? "legal" : "illegal");
        box.append(element("p", { className: "verdict", textContent: e.legal ? `${attempt} is legal.` : `${attempt} is not legal here.` }));
        const reasons = element("ul", { className: "reasons" });
        for (const r of e.reasons) {
            const li = element("li", { textContent: r.sentence });
            if (r.article) li.append(" ", element("span", { className: "article", textContent: `(${r.article})` }));
            reasons.append(li);
        }
        box.append(reasons);
        if (!e.legal && e.others.length) {
            box.append(element("p", { textContent: "Legal instead:" }));
            const moves = element("div", { className: "instead" });
            for (const m of e.others) {
                const b = element("button", { textContent: m.text, title: m.fullText });
                b.addEventListener("click", () => play(m));
                moves.append(b);
            }
            box.append(moves);
        }
    }

    function play(move) {
        board.push(move);
        redo = [];
        selected = 0;
        clearMessages();
        render();
    }

    function attempt(from, to) {
        const e = board.explain({ path: [from, to] });
        if (e.legal) return play(e.move);
        showExplanation(e, `${board.squareName(from)}-${board.squareName(to)}`);
        selected = 0;
        render();
    }

    // A click on a square: edit it, pick up a piece, or move the piece picked up there.
    function clicked(square) {
        if (editing) return editSquare(square);
        $("choice").hidden = true;
        const piece = board.pieceAt(square);
        const own = piece && (piece.toLowerCase() === "w") === (board.turn === "white");
        if (!selected) {
            if (!piece) return;
            if (!own) {
                showExplanation({ legal: false, reasons: [{ sentence: `it is ${board.turn}'s turn: that piece is not ${board.turn}'s`, article: "" }],
                                  others: board.legalMoves() }, board.squareName(square));
                return;
            }
            selected = square;
            $("explanation").hidden = true;
            render();
            return;
        }
        if (square === selected) {
            selected = 0;
            render();
            return;
        }
        if (own && !board.legalMoves().some((m) => m.from === selected && m.to === square)) {
            selected = square;  // another piece picked up
            render();
            return;
        }
        const candidates = board.legalMoves().filter((m) => m.from === selected && m.to === square);
        if (candidates.length === 1) return play(candidates[0]);
        if (candidates.length > 1) return choose(candidates);
        attempt(selected, square);
    }

    // Several captures from the piece end on the square: the teacher picks one by its path.
    function choose(candidates) {
        const list = $("choice-list");
        list.innerHTML = "";
        for (const m of candidates) {
            const b = element("button", { textContent: m.fullText, title: `takes ${m.captured.map((s) => board.squareName(s)).join(", ")}` });
            b.addEventListener("click", () => play(m));
            b.addEventListener("mouseenter", () => preview(m));
            b.addEventListener("focus", () => preview(m));
            list.append(b);
        }
        $("choice").hidden = false;
        list.querySelector("button").focus();
    }

    function preview(move) {
        const svg = board.svg({ ...svgOptions(), move });
        const current = $("board").querySelector("svg");
        const drawn = element("div");
        drawn.innerHTML = svg;
        const next = drawn.querySelector("svg");
        next.removeAttribute("width");
        next.removeAttribute("height");
        next.setAttribute("aria-hidden", "true");
        current.replaceWith(next);
    }

    // ---- setting up -----------------------------------------------------------------

    const cycle = ["", "w", "W", "b", "B"];
    function editSquare(square) {
        const pieces = new Map(board.pieces().map((p) => [p.square, p.piece]));
        const now = pieces.get(square) || "";
        const next = cycle[(cycle.indexOf(now) + 1) % cycle.length];
        if (next) pieces.set(square, next); else pieces.delete(square);
        setPosition($("to-move").value, pieces);
    }

    // A FEN of the pieces given (PDN 3.0: side, white pieces, black pieces; K for a king).
    function setPosition(side, pieces) {
        const list = (colour) => [...pieces].filter(([, p]) => p.toLowerCase() === colour)
            .map(([s, p]) => (p === p.toUpperCase() ? "K" : "") + board.squareName(s)).join(",");
        const fen = `${side}:W${list("w")}:B${list("b")}`;
        try {
            board.setFen(fen);
            redo = [];
            clearMessages();
        } catch (e) {
            showError(e);
        }
        render();
    }

    function showError(e) {
        const box = $("explanation");
        box.hidden = false;
        box.className = "explanation illegal";
        box.innerHTML = "";
        box.append(element("p", { className: "verdict", textContent: e.message }));
        if (e.reasons && e.reasons.length) {
            const ul = element("ul", { className: "reasons" });
            for (const r of e.reasons) ul.append(element("li", { textContent: r.sentence + articleOf(r) }));
            box.append(ul);
        }
    }

    // ---- compare and rules ----------------------------------------------------------

    function renderCompareChoices() {
        const set = $("compare-variants");
        set.querySelectorAll("label").forEach((l) => l.remove());
        const defaults = new Set([board.variant, board.variant === "international" ? "brazilian" : "international"]);
        for (const v of variants) {
            const box = element("input", { type: "checkbox", value: v.name, checked: defaults.has(v.name) });
            set.append(element("label", {}, [box, ` ${v.name}`]));
        }
    }

    function runCompare() {
        const names = [...$("compare-variants").querySelectorAll("input:checked")].map((b) => b.value);
        const out = $("compare-result");
        out.innerHTML = "";
        if (names.length < 2 || names.length > 4) {
            out.append(element("p", { className: "error", textContent: "Choose two to four rule sets." }));
            return;
        }
        // The first rule set reads the position: the board's own variant when chosen.
        names.sort((a, b) => (a === board.variant ? -1 : b === board.variant ? 1 : 0));
        let c;
        try {
            c = draughts.compare(names, board.fen());
        } catch (e) {
            out.append(element("p", { className: "error", textContent: e.message }));
            return;
        }
        const table = element("table", { className: "compared" });
        table.append(element("tr", {}, [element("th", { textContent: "rule set" }), element("th", { textContent: "legal moves" })]));
        for (const v of c.variants) {
            const moves = v.moves.length ? v.moves.join(" ") : "none";
            const off = v.offBoard.length ? ` (off its board: ${v.offBoard.join(", ")})` : "";
            table.append(element("tr", {}, [element("td", { textContent: v.variant }),
                                            element("td", { textContent: `${v.moves.length}: ${moves}${off}` })]));
        }
        out.append(table);
        if (!c.differences.length) {
            out.append(element("p", { textContent: "The same moves under every rule set chosen." }));
            return;
        }
        const list = element("ul", { className: "differences" });
        for (const d of c.differences) {
            const li = element("li", {}, [element("strong", { textContent: d.move }),
                                          ` legal in ${d.legalIn.join(", ")}; not in ${d.notIn.join(", ")}`]);
            const why = element("ul");
            for (const [variant, reasons] of Object.entries(d.why))
                for (const r of reasons) why.append(element("li", { textContent: `${variant}: ${r.sentence}${articleOf(r)}` }));
            li.append(why);
            list.append(li);
        }
        out.append(list);
    }

    function renderRules() {
        const out = $("rules-result");
        out.innerHTML = "";
        const name = $("sheet-variant").value, other = $("diff-variant").value;
        const table = element("table", { className: "rules" });
        if (!other) {
            table.append(element("tr", {}, ["rule", "value", "article"].map((t) => element("th", { textContent: t }))));
            for (const l of draughts.ruleSheet(name))
                table.append(element("tr", {}, [l.topic, l.value, l.article].map((t) => element("td", { textContent: t }))));
        } else {
            table.append(element("tr", {}, ["rule", name, other].map((t) => element("th", { textContent: t }))));
            const words = (l) => (l ? l.value + articleOf(l) : "-");
            const rows = draughts.diffRules(name, other);
            for (const d of rows)
                table.append(element("tr", {}, [d.topic, words(d.first), words(d.second)].map((t) => element("td", { textContent: t }))));
            if (!rows.length) out.append(element("p", { textContent: "No rule differs." }));
        }
        out.append(table);
    }

    // ---- export ---------------------------------------------------------------------

    function renderExport() {
        let svg;
        const last = board.peek();
        if ($("export-last-move").checked && last) {
            const before = board.copy();  // the last move drawn on the position it was played from
            before.pop();
            svg = before.svg({ ...svgOptions(), move: last });
            before.delete();
        } else {
            svg = board.svg(svgOptions());
        }
        $("export-preview").innerHTML = svg;
        $("export-svg").value = svg;
        const link = $("download-svg");
        if (link.href.startsWith("blob:")) URL.revokeObjectURL(link.href);
        link.href = URL.createObjectURL(new Blob([svg], { type: "image/svg+xml" }));
        $("export-fen").value = board.fen();
        try {
            $("export-pdn").value = board.pdn({ Event: "Draughts rules page" });
        } catch (e) {
            $("export-pdn").value = e.message;
        }
    }

    function copy(id) {
        const area = $(id);
        area.select();
        if (navigator.clipboard) navigator.clipboard.writeText(area.value).catch(() => document.execCommand("copy"));
        else document.execCommand("copy");
    }

    // ---- wiring ---------------------------------------------------------------------

    for (const v of variants) {
        const label = `${v.name} (${v.width}x${v.height})`;
        $("variant").append(element("option", { value: v.name, textContent: label }));
        $("sheet-variant").append(element("option", { value: v.name, textContent: v.name }));
        $("diff-variant").append(element("option", { value: v.name, textContent: v.name }));
    }
    $("variant").value = "international";

    const guarded = (f) => (...args) => {
        try {
            f(...args);
        } catch (e) {
            if (!(e instanceof draughts.DraughtsError)) throw e;
            showError(e);
        }
    };
    $("variant").addEventListener("change", guarded(() => {
        newBoard();
        $("sheet-variant").value = board.variant;
        renderCompareChoices();
        renderRules();
    }));
    $("board-size").addEventListener("change", guarded(() => newBoard()));
    for (const id of ["labels", "flip", "diagonals"]) $(id).addEventListener("change", guarded(render));
    $("play-move").addEventListener("click", guarded(() => {
        const text = $("move-text").value;
        try {
            play(board.parseMove(text));
            $("move-text").value = "";
        } catch (e) {
            if (!(e instanceof draughts.MoveError)) throw e;
            let why = null;
            try {
                why = board.explain(text);
            } catch {
                showError(e);  // not a move at all: the reader's message
                return;
            }
            showExplanation(why, text);
        }
    }));
    $("undo").addEventListener("click", guarded(() => {
        const m = board.pop();
        if (m) redo.push(m);
        selected = 0;
        clearMessages();
        render();
    }));
    $("redo").addEventListener("click", guarded(() => {
        const m = redo.pop();
        if (!m) return;
        board.push(m);
        selected = 0;
        clearMessages();
        render();
    }));
    $("restart").addEventListener("click", guarded(() => newBoard(board.setupFen())));
    $("set-fen").addEventListener("click", guarded(() => {
        board.setFen($("fen").value);
        redo = [];
        selected = 0;
        clearMessages();
        render();
    }));
    $("start-position").addEventListener("click", guarded(() => newBoard()));
    $("clear").addEventListener("click", guarded(() => setPosition($("to-move").value, new Map())));
    $("edit").addEventListener("change", () => {
        editing = $("edit").checked;
        selected = 0;
        render();
    });
    $("to-move").addEventListener("change", guarded(() => {
        setPosition($("to-move").value, new Map(board.pieces().map((p) => [p.square, p.piece])));
    }));
    $("run-compare").addEventListener("click", guarded(runCompare));
    $("sheet-variant").addEventListener("change", guarded(renderRules));
    $("diff-variant").addEventListener("change", guarded(renderRules));
    $("export-last-move").addEventListener("change", guarded(renderExport));
    $("copy-fen").addEventListener("click", () => copy("export-fen"));
    $("copy-pdn").addEventListener("click", () => copy("export-pdn"));

    // Tabs: one panel shown; arrow keys move between the tabs.
    const tabs = [...document.querySelectorAll('[role="tab"]')];
    function showTab(tab) {
        for (const t of tabs) {
            const on = t === tab;
            t.setAttribute("aria-selected", String(on));
            t.tabIndex = on ? 0 : -1;
            $(t.getAttribute("aria-controls")).hidden = !on;
        }
        if (tab.id === "tab-export") renderExport();
        if (tab.id === "tab-rules") renderRules();
    }
    tabs.forEach((t, i) => {
        t.addEventListener("click", guarded(() => showTab(t)));
        t.addEventListener("keydown", (e) => {
            const step = e.key === "ArrowRight" ? 1 : e.key === "ArrowLeft" ? -1 : 0;
            if (!step) return;
            const next = tabs[(i + step + tabs.length) % tabs.length];
            showTab(next);
            next.focus();
        });
    });

    newBoard();
    $("sheet-variant").value = board.variant;
    renderCompareChoices();
    showTab(tabs[0]);
    // For the browser tests and the curious: the time from opening to a usable board.
    window.draughtsPage = { draughts, get board() { return board; }, readyMs: performance.now() - started,
                            sinceNavigationMs: performance.now() };
    document.body.dataset.ready = "true";
})();
