// Perft in node against the draughts program on the same positions: the WebAssembly
// package's speed beside the native one's.
//
//   node web/bench.mjs [BUILD] [PROGRAM]    BUILD: build/web (default); PROGRAM: a draughts
//                                           program (cli/) to time beside it, if given

import { execFileSync } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";

const build = process.argv[2] || "build/web";
const program = process.argv[3] || "";
const { Board } = (await import(pathToFileURL(path.resolve(build, "package/draughts.mjs")))).default;

const rows = [
    ["russian", null, 12],
    ["international", null, 9],
    ["international", "W:W25,27,28,30,32,33,34,35,37,38:B12,13,14,16,18,19,21,23,24,26", 13],
];
console.log("| position | depth | nodes | node (s) | Mn/s | program (s) | Mn/s | program / node |");
console.log("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
for (const [variant, fen, depth] of rows) {
    const board = new Board(variant, fen);
    const t0 = performance.now();
    const nodes = board.perft(depth);
    const seconds = (performance.now() - t0) / 1000;
    let theirs = ["", "", ""];
    if (program) {
        const args = ["perft", "--variant", variant, "--depth", String(depth), ...(fen ? ["--fen", fen] : [])];
        const line = execFileSync(program, args, { encoding: "utf8" }).split("\n").find((l) => l.startsWith(`depth ${depth} `));
        const [, count, time] = /nodes (\d+) time ([\d.]+)/.exec(line);
        if (Number(count) !== Number(nodes)) throw new Error(`${variant} ${fen}: ${nodes} here, ${count} from the program`);
        theirs = [time, (Number(count) / Number(time) / 1e6).toFixed(1), (Number(time) / seconds).toFixed(2)];
    }
    const name = `${variant} ${fen ? "Woldouby" : "start"}`;
    console.log(`| ${name} | ${depth} | ${nodes} | ${seconds.toFixed(3)} | ${(Number(nodes) / seconds / 1e6).toFixed(1)} | ${theirs.join(" | ")} |`);
    board.delete();
}
