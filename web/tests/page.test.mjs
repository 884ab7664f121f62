// The teaching page (build/web/page) in a real Chromium (Debian's /usr/bin/chromium, driven
// by playwright-core; `npm install --prefix web/tests` fetches it, no browser download): a
// teacher's session, asserting what the page shows, with screenshots saved beside the build
// (build/web/screenshots). The page is opened from its folder (file://), as a teacher
// without a server would, and must ask for nothing over the network.

import assert from "node:assert/strict";
import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { after, before, test } from "node:test";
import { fileURLToPath, pathToFileURL } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const built = process.env.DRAUGHTS_WEB || path.resolve(here, "../../build/web");
const chromiumPath = process.env.CHROMIUM || "/usr/bin/chromium";
const shots = path.join(built, "screenshots");

let chromium = null;
try {
    ({ chromium } = await import("playwright-core"));
} catch {
    chromium = null;
}
const skip = !chromium ? "playwright-core is not installed (npm install --prefix web/tests)"
    : !existsSync(chromiumPath) ? `no Chromium at ${chromiumPath} (apt-get install chromium)` : false;
// CI sets DRAUGHTS_WEB_REQUIRE: there a test that cannot run fails.
if (skip && process.env.DRAUGHTS_WEB_REQUIRE) throw new Error(skip);

let browser, page;
const requests = [];
const pageErrors = [];  // exceptions the page's scripts threw

before(async () => {
    if (skip) return;
    mkdirSync(shots, { recursive: true });
    browser = await chromium.launch({
        executablePath: chromiumPath,
        args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
               "--disable-component-update", "--disable-sync"],
    });
    page = await browser.newPage({ viewport: { width: 1100, height: 900 } });
    page.on("request", (r) => requests.push(r.url()));
    page.on("pageerror", (e) => pageErrors.push(String(e)));
    await page.goto(pathToFileURL(path.join(built, "page/index.html")).href);
    await page.waitForSelector("body[data-ready=true]", { timeout: 30000 });
});

after(async () => {
    if (browser) await browser.close();
});

const text = (selector) => page.locator(selector).innerText();
const square = (name) => page.locator(`.square[title="${name}"]`);
const shot = (name) => page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });

async function setUp(variant, fen) {
    await page.selectOption("#variant", variant);
    await page.click("#tab-setup");
    await page.fill("#fen", fen);
    await page.click("#set-fen");
    await page.click("#tab-play");
}

test("the page opens from its folder into a usable board, with no network", { skip }, async () => {
    const timing = await page.evaluate(() => ({ ready: window.draughtsPage.sinceNavigationMs, squares: document.querySelectorAll(".square").length }));
    assert.equal(timing.squares, 50);  // international, the default
    console.log(`# opened to a usable board in ${timing.ready.toFixed(0)} ms`);
    assert.match(await text("#state"), /White to move/);
    const measured = await page.evaluate(() => {
        const b = new window.draughtsPage.draughts.Board("international");
        for (let i = 0; i < 200; ++i) b.legalMoves(), b.explain("31-27");  // the JIT warmed up
        const t0 = performance.now();
        for (let i = 0; i < 1000; ++i) b.legalMoves();
        const t1 = performance.now();
        for (let i = 0; i < 1000; ++i) b.explain("31-27");
        const t2 = performance.now();
        b.delete();
        return { legalMoves: (t1 - t0) / 1000, explain: (t2 - t1) / 1000 };
    });
    console.log(`# in the browser: legalMoves ${(measured.legalMoves * 1000).toFixed(0)} us, explain ${(measured.explain * 1000).toFixed(0)} us`);
    await shot("start");
});

test("a Russian man's backward move is explained, with the rule and its article", { skip }, async () => {
    await setUp("russian", "W:Wd4:Bh8");
    assert.equal(await page.inputValue("#fen"), "W:Wd4:Bh8");
    await square("d4").click();
    assert.equal(await page.locator(".square.target").count(), 2);  // c5 and e5
    await square("c3").click();
    const box = await text("#explanation");
    assert.match(box, /d4-c3 is not legal here/);
    assert.match(box, /men move forward on the diagonals \(Russian\)/);
    assert.match(box, /Legal instead:/);
    assert.deepEqual(await page.locator("#explanation .instead button").allInnerTexts(), ["d4-c5", "d4-e5"]);
    await shot("explained");
    // The legal move offered instead is played from the explanation.
    await page.click("#explanation .instead button >> text=d4-c5");
    assert.deepEqual(await page.locator("#moves li").allInnerTexts(), ["d4-c5"]);
});

test("a capture with two paths to one square: the teacher chooses", { skip }, async () => {
    // The king on 1 reaches 25 over 12 and 3 or over 18 and 9: taking 7, 8 and 20, or 7, 13 and 20.
    await setUp("international", "W:WK1:B7,8,13,20,24,37");
    await square("1").click();
    await square("25").click();
    assert.equal(await page.locator("#choice").isVisible(), true);
    assert.deepEqual((await page.locator("#choice-list button").allInnerTexts()).sort(), ["1x12x3x25", "1x18x9x25"]);
    await shot("choice");
    await page.click("#choice-list button >> text=1x18x9x25");
    assert.deepEqual(await page.locator("#moves li").allInnerTexts(), ["1x18x9x25"]);
    assert.equal(await page.inputValue("#fen"), "B:WK25:B8,24,37");
    // Undo and redo.
    await page.click("#undo");
    assert.equal(await page.locator("#moves li").count(), 0);
    await page.click("#redo");
    assert.deepEqual(await page.locator("#moves li").allInnerTexts(), ["1x18x9x25"]);
});

test("compare: Russian, Brazilian and international where the majority rule and crowning differ", { skip }, async () => {
    await setUp("russian", "W:Wc3,f6:Bd4,b6,d6,e7");  // FMJD 4.13 and 4.15 both at work
    await page.click("#tab-compare");
    for (const v of ["russian", "brazilian", "international"])
        await page.locator(`#compare-variants input[value="${v}"]`).check();
    await page.click("#run-compare");
    const result = await text("#compare-result");
    assert.match(result, /russian\s+2: f6:a5 c3:a5/);
    assert.match(result, /brazilian\s+1: c3xa5/);
    assert.match(result, /f6:a5 legal in russian; not in international, brazilian/);
    assert.match(result, /brazilian: a man that reaches the last row mid-capture: stays a man \(FMJD 4\.15\)/);
    assert.match(result, /brazilian: the majority rule requires taking 3 pieces, this takes 2 \(FMJD 4\.13\)/);
    await shot("compare");
});

test("a rule sheet and the difference of two", { skip }, async () => {
    await page.click("#tab-rules");
    await page.selectOption("#sheet-variant", "international");
    const sheet = await text("#rules-result");
    assert.match(sheet, /which capture\s+most pieces\s+FMJD 4\.13/);
    await page.selectOption("#diff-variant", "russian");
    const diff = await text("#rules-result");
    assert.match(diff, /kings capture|which capture/);
    assert.match(diff, /Russian 1\.5\.14/);
    await shot("rules");
});

test("export: the SVG with the last move, the FEN and the PDN", { skip }, async () => {
    await page.selectOption("#variant", "international");
    await page.click("#tab-play");
    await page.fill("#move-text", "32-28");
    await page.click("#play-move");
    await page.fill("#move-text", "19-23x");
    await page.click("#play-move");
    assert.match(await text("#explanation"), /"19-23x"/);
    await page.click("#tab-export");
    const svg = await page.inputValue("#export-svg");
    assert.match(svg, /^<svg /);
    assert.match(svg, /arrowhead/);
    assert.match(await page.getAttribute("#download-svg", "href"), /^blob:/);
    assert.match(await page.inputValue("#export-pdn"), /1\. 32-28 \*/);
    assert.match(await page.inputValue("#export-fen"), /^B:W/);
    await shot("export");
});

test("the editor and a phone-width screen", { skip }, async () => {
    await page.click("#tab-setup");
    await page.selectOption("#to-move", "W");
    await page.click("#clear");
    await page.check("#edit");
    await square("28").click();
    await square("28").click();  // a white king
    await square("19").click();
    await square("19").click();
    await square("19").click();  // a black man
    assert.equal(await page.inputValue("#fen"), "W:WK28:B19");
    await page.uncheck("#edit");
    await page.setViewportSize({ width: 380, height: 800 });
    const fits = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    assert.ok(fits, "the page scrolls sideways at 380 px");
    await shot("phone");
    // Keyboard: a square focused, then an arrow key moves the focus on.
    await square("28").focus();
    await page.keyboard.press("ArrowUp");
    assert.notEqual(await page.evaluate(() => document.activeElement.title), "28");
});

test("a board of another size, or the build's word that it has none", { skip }, async () => {
    await page.setViewportSize({ width: 1100, height: 900 });
    await page.selectOption("#variant", "international");
    await page.fill("#board-size", "10x8");
    await page.locator("#board-size").dispatchEvent("change");
    const runtimeBoards = await page.evaluate(() => {
        try {
            new window.draughtsPage.draughts.Board("international", null, { board: "10x8" }).delete();
            return true;
        } catch {
            return false;
        }
    });
    if (runtimeBoards) {
        assert.equal(await page.locator(".square").count(), 40);
        assert.match(await text("#state"), /White to move/);
    } else {
        assert.match(await text("#explanation"), /on its own board only/);
    }
    await page.fill("#board-size", "");
    await page.locator("#board-size").dispatchEvent("change");
    assert.equal(await page.locator(".square").count(), 50);
});

test("the page's scripts threw nothing", { skip }, () => {
    assert.deepEqual(pageErrors, []);
});

test("nothing was asked of the network", { skip }, () => {
    const remote = requests.filter((u) => !/^(file|data|blob):/.test(u));
    assert.deepEqual(remote, []);
});
