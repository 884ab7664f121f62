// The JavaScript package (build/web/package) under node's own test runner: its answers are
// the C++ library's. Legal moves and perft counts of random positions of every variant are
// compared with the draughts program (DRAUGHTS_CLI, a native build of cli/); the rules'
// reasons and articles are those of tests/test_teach.cpp.
//
//   DRAUGHTS_WEB=build/web DRAUGHTS_CLI=build/dev/cli/draughts node --test web/tests/

import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { test } from "node:test";
import { fileURLToPath, pathToFileURL } from "node:url";

const repository = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const built = process.env.DRAUGHTS_WEB || path.join(repository, "build/web");
const draughts = (await import(pathToFileURL(path.join(built, "package/draughts.mjs")))).default;
const { Board, Move } = draughts;

const cli = process.env.DRAUGHTS_CLI || "";
const noCli = cli === "" || !existsSync(cli) ? "no draughts program to compare with (set DRAUGHTS_CLI)" : false;
// CI sets DRAUGHTS_WEB_REQUIRE: there a test that cannot run fails.
if (noCli && process.env.DRAUGHTS_WEB_REQUIRE) throw new Error(noCli);

// A small deterministic generator, so that a failure names a position that comes back.
function random(seed) {
    let s = seed >>> 0;
    return (n) => {
        s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
        return s % n;
    };
}

function randomPlayout(board, next, plies) {
    for (let i = 0; i < plies && !board.isGameOver(); ++i) {
        const moves = board.legalMoves();
        board.push(moves[next(moves.length)]);
    }
}

// The variants this build plays (DRAUGHTS_BINDING_VARIANTS): all 17 unless it chose fewer.
const builtVariants = process.env.DRAUGHTS_WEB_VARIANTS ? process.env.DRAUGHTS_WEB_VARIANTS.split(",") : null;
let runtimeBoards = true;
try {
    new Board("international", null, { board: "10x8" }).delete();
} catch (e) {
    if (!(e instanceof draughts.BoardError)) throw e;
    runtimeBoards = false;
}

// The package README's example (web/package/README.md), run as it is written there, its
// import of "draughts" aimed at the built module; the values its comments give, asserted.
test("the package README's example runs as written", async () => {
    const readme = readFileSync(path.join(repository, "web/package/README.md"), "utf8");
    const blocks = [...readme.matchAll(/^```js\n([\s\S]*?)^```$/gm)].map((m) => m[1]);
    assert.equal(blocks.length, 1);
    const module = JSON.stringify(pathToFileURL(path.join(built, "package/draughts.mjs")).href);
    assert.match(blocks[0], /^import .* from "draughts";$/m);
    const folder = mkdtempSync(path.join(os.tmpdir(), "draughts-readme-"));
    const example = path.join(folder, "example.mjs");
    writeFileSync(example, blocks[0].replace(/from "draughts";/, `from ${module};`) + "export { board };\n");
    const logged = [];
    const log = console.log;
    console.log = (...items) => logged.push(items);
    let board;
    try {
        ({ board } = await import(pathToFileURL(example)));
    } finally {
        console.log = log;
        rmSync(folder, { recursive: true });
    }
    assert.equal(logged.length, 1);  // the refused move's message and reasons
    assert.equal(logged[0][0], '"d4-e5": d4 holds a White piece, and Black is to move');
    assert.equal(logged[0][1][0].kind, "not_your_piece");
    assert.equal(board.fen(), new Board("russian").fen());  // c3-d4 taken back
    assert.deepEqual(board.legalMoves().map(String).slice(0, 2), ["c3-b4", "e3-d4"]);
    assert.equal(board.explain("c3-b2").legal, false);
    assert.equal(board.perft(6), 37986);
});

test("every variant of the library, with its facts", () => {
    const all = draughts.variants();
    if (builtVariants && builtVariants.length < 17) assert.deepEqual(all.map((v) => v.name).sort(), [...builtVariants].sort());
    else assert.equal(all.length, 17);
    const byName = Object.fromEntries(all.map((v) => [v.name, v]));
    assert.deepEqual([byName.international.width, byName.international.height, byName.international.pdnGameType],
                     [10, 10, 20]);
    assert.equal(byName.russian.pdnGameType, 25);
    assert.equal(byName.russian.numeric, false);
    for (const v of all) {
        const board = new Board(v.name);
        assert.equal(board.variant, v.name);
        assert.equal(board.cells.length, v.width * v.height);
        assert.equal(board.cells.filter((n) => n > 0).length, board.squares);
        board.delete();
    }
});

test("the start positions: legal moves, turn, FEN, perft's published counts", () => {
    const international = new Board("international");
    assert.equal(international.turn, "white");
    assert.deepEqual(international.legalMoves().map(String).sort(),
                     ["31-26", "31-27", "32-27", "32-28", "33-28", "33-29", "34-29", "34-30", "35-30"]);
    assert.deepEqual([1, 2, 3, 4, 5].map((d) => international.perft(d)), [9, 81, 658, 4265, 27117]);
    const russian = new Board("russian");
    assert.deepEqual([1, 2, 3, 4, 5, 6].map((d) => russian.perft(d)), [7, 49, 302, 1469, 7482, 37986]);
    assert.equal(new Board("russian", russian.fen()).fen(), russian.fen());
    // By alias and by PDN GameType.
    assert.equal(new Board("20").variant, "international");
});

test("push, pushMove, pop, peek, moveStack, copy", () => {
    const board = new Board("international");
    const m = board.pushMove("32-28");
    assert.ok(m instanceof Move);
    assert.deepEqual([m.from, m.to, m.captured.length, m.text], [32, 28, 0, "32-28"]);
    assert.equal(board.turn, "black");
    board.push(board.legalMoves().find((x) => x.text === "19-23"));
    const copy = board.copy();
    assert.deepEqual(board.moveStack.map(String), ["32-28", "19-23"]);
    const capture = board.pushMove("28x19");
    assert.deepEqual([...capture.captured], [23]);
    assert.ok(capture.isCapture());
    assert.ok(board.peek().equals(capture));
    assert.equal(board.peek().key, capture.key);
    assert.ok(board.pop().equals(capture));
    assert.equal(board.fen(), copy.fen());
    assert.equal(copy.moveStack.length, 2);
    assert.equal(new Board().pop(), null);
});

test("bad input: an error that quotes it, and the board as it was", () => {
    const board = new Board("russian");
    const before = board.fen();
    assert.throws(() => board.pushMove("c3-e5"), (e) => e instanceof draughts.IllegalMoveError &&
        e instanceof draughts.MoveError && e instanceof draughts.DraughtsError &&
        e.message === '"c3-e5": only a king goes there: men move one square, forward on the diagonals (Russian)');
    assert.throws(() => board.pushMove("c3-d5"), (e) => e instanceof draughts.InvalidMoveError &&
        e.message === '"c3-d5": d5 is a light square');
    assert.throws(() => board.pushMove("c3-"), (e) => e instanceof draughts.InvalidMoveError && e.message.includes('"c3-"'));
    assert.throws(() => board.pushMove(""), draughts.InvalidMoveError);
    assert.throws(() => new Board("chess"), (e) => e instanceof draughts.VariantError && e.message.includes('"chess"'));
    assert.throws(() => new Board("russian", "W:Wz9"), (e) => e instanceof draughts.FenError && e.message.includes("W:Wz9"));
    assert.throws(() => board.setFen("nonsense"), draughts.FenError);
    assert.throws(() => new Board("international", null, { board: "99x99" }), draughts.BoardError);
    assert.throws(() => board.push({ from: "a", to: 1 }), draughts.DraughtsError);
    assert.throws(() => board.push({ from: 29, to: 25, captured: [] }), draughts.IllegalMoveError);  // 25 is taken
    assert.throws(() => board.svg({ labels: "roman" }), (e) => e.message.includes('"roman"'));
    assert.throws(() => board.squareName(33), draughts.DraughtsError);
    assert.equal(board.fen(), before);
    assert.equal(board.moveStack.length, 0);
    board.delete();
    assert.throws(() => board.fen(), /deleted/);
});

test("explain: the rule and its article, and the legal moves instead (tests/test_teach.cpp)", () => {
    const board = new Board("international", "W:W32,38:B28");
    const e = board.explain("38-33");
    assert.equal(e.legal, false);
    assert.deepEqual(e.reasons.map((r) => [r.kind, r.article]), [["compulsory_capture", "FMJD 4.1"]]);
    assert.deepEqual(e.others.map(String), ["32x23"]);
    const legal = board.explain(board.legalMoves()[0]);
    assert.equal(legal.legal, true);
    assert.equal(legal.move.text, "32x23");
    const majority = new Board("international", "W:W32:B28,18,27").explain("32x21");
    assert.equal(majority.reasons[0].kind, "majority_rule");
    assert.equal(majority.reasons[0].sentence, "the majority rule requires taking 2 pieces, this takes 1");
    assert.equal(majority.reasons[0].article, "FMJD 4.13");
    // A Russian man does not move backward (it captures backward).
    const backward = new Board("russian", "W:Wd4:Bh8").explain("d4-c3");
    assert.deepEqual(backward.reasons.map((r) => r.kind), ["man_moves_backward"]);
    assert.deepEqual(backward.others.map(String).sort(), ["d4-c5", "d4-e5"]);
    // A path of squares, as a board's clicks give it.
    assert.equal(board.explain({ path: [32, 23] }).legal, true);
    assert.throws(() => board.explain("x"), draughts.InvalidMoveError);
});

test("compare: the same position under several rule sets, and the rule behind each difference", () => {
    const c = draughts.compare(["russian", "brazilian"], "W:Wc3:Bd4,f6,b6,d6");
    assert.deepEqual(c.variants.map((v) => v.variant), ["russian", "brazilian"]);
    assert.equal(c.differences.length, 1);
    const [d] = c.differences;
    assert.equal(d.move, "c3:g7");
    assert.deepEqual([d.legalIn, d.notIn], [["russian"], ["brazilian"]]);
    assert.equal(d.why.brazilian[0].kind, "majority_rule");
    assert.equal(d.why.brazilian[0].sentence, "the majority rule requires taking 3 pieces, this takes 2");
    const crowning = draughts.compare(["russian", "brazilian"], "W:Wf6:Be7,b6");
    assert.deepEqual(crowning.differences.map((x) => x.move), ["f6:a5", "f6xd8"]);
    assert.equal(crowning.differences[0].why.brazilian[0].article, "FMJD 4.15");
    assert.equal(crowning.differences[1].why.russian[0].article, "Russian 1.5.15");
    assert.throws(() => draughts.compare(["russian", "brazilian"], "not a fen"), draughts.FenError);
});

test("rule sheets and their differences, every fact with its article", () => {
    for (const v of draughts.variants()) assert.ok(draughts.ruleSheet(v.name).every((l) => l.topic && l.value));
    const diff = Object.fromEntries(draughts.diffRules("russian", "brazilian").map((d) => [d.topic, d]));
    assert.deepEqual([diff["which capture"].first.value, diff["which capture"].first.article], ["free choice", "Russian 1.5.14"]);
    assert.deepEqual([diff["which capture"].second.value, diff["which capture"].second.article], ["most pieces", "FMJD 4.13"]);
    assert.equal(diff["man on the last row mid-capture"].second.article, "FMJD 4.15");
    assert.equal(diff.kings, undefined);
    assert.deepEqual(draughts.diffRules("international", "international"), []);
    assert.throws(() => draughts.diffRules("russian", "chess"), draughts.VariantError);
    assert.match(draughts.variantTable(), /\| international \|/);
});

test("SVG and the text diagram", () => {
    const board = new Board("international");
    const m = board.legalMoves()[0];
    const svg = board.svg({ move: m, flip: true, labels: "coordinates", diagonals: true });
    assert.match(svg, /^<svg /);
    assert.ok(svg.trimEnd().endsWith("</svg>"));
    assert.ok(String(board).length > 100);
});

test("PDN: read, replayed, written back; errors with line and column", () => {
    const [game] = draughts.readPdn('[GameType "20"]\n[White "A"]\n1. 32-28 19-23 2. 28x19 14x23 *\n');
    assert.equal(game.variant, "international");
    assert.equal(game.tags.White, "A");
    assert.equal(game.error, null);
    assert.deepEqual(game.board.moveStack.map(String), ["32-28", "19-23", "28x19", "14x23"]);
    const [bad] = draughts.readPdn('[GameType "20"]\n1. 32-28 19-23 2. 28-22 *\n');
    assert.ok(bad.error instanceof draughts.PdnError);
    assert.deepEqual([bad.error.line, bad.error.column], [2, 19]);
    assert.match(bad.error.message, /capturing is compulsory \(FMJD 4\.1\): 28x19/);
    assert.equal(bad.board.moveStack.length, 2);
    const written = new Board("international");
    written.pushMove("32-28");
    assert.match(written.pdn({ White: "A" }), /\[White "A"\][\s\S]*1\. 32-28 \*/);
    // Without GameType the variant is guessed once from all the games, and said so.
    const games = draughts.readPdn(readFileSync(path.join(repository, "tests/pdn/russian.pdn"), "utf8"));
    assert.equal(games.length, 4);
    assert.ok(games.every((g) => g.variant === "russian" && g.assumed.includes("algebraic squares")));
    assert.equal(games[2].board.result().text, "White wins (no legal move)");
});

test("boards of other sizes", { skip: !runtimeBoards && "built without boards of other sizes (DRAUGHTS_RUNTIME_BOARDS=OFF)" }, () => {
    const board = new Board("international", null, { board: "10x8" });
    assert.deepEqual([board.width, board.height, board.numeric], [10, 8, true]);
    assert.ok(board.legalMoves().length > 0);
});

test("perft with every path and a hash table agrees with perft without", () => {
    const board = new Board("international", "W:WK46:B9,10,11,12,13,19,20,21,22,23,29,30,31,32,33");
    const plain = board.perft(3);
    assert.equal(board.perft(3, { hashMb: 4 }), plain);
    assert.ok(board.perft(1, { everyPath: true }) >= board.perft(1));
    const divided = board.divide(2);
    assert.equal(divided.reduce((n, d) => n + d.nodes, 0), board.perft(2));
});

test("legal moves and perft equal the C++ draughts program's on random positions of every variant",
     { skip: noCli }, () => {
    for (const v of draughts.variants()) {
        const next = random([...v.name].reduce((n, c) => n + c.charCodeAt(0), 0));
        for (let i = 0; i < 8; ++i) {
            const board = new Board(v.name);
            randomPlayout(board, next, 1 + next(80));
            const fen = board.fen();
            const theirs = execFileSync(cli, ["moves", "--variant", v.name, "--fen", fen], { encoding: "utf8" })
                .split("\n").filter(Boolean).sort();
            assert.deepEqual(board.legalMoves().map((m) => m.fullText).sort(), theirs, `${v.name} ${fen}`);
            if (i < 2) {
                const perft = execFileSync(cli, ["perft", "--variant", v.name, "--fen", fen, "--depth", "3"],
                                           { encoding: "utf8" });
                const nodes = Number(/depth 3 nodes (\d+)/.exec(perft)[1]);
                assert.equal(board.perft(3), nodes, `${v.name} ${fen}`);
            }
            board.delete();
        }
    }
});
