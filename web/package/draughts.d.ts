// The draughts package: the C++ library's rules of every variant, compiled to WebAssembly.

/** "white" or "black". */
export type Color = "white" | "black";

/** A rule at work: its kind ("majority_rule", "compulsory_capture", ...), a sentence, and
 *  where the variant's rules state it ("FMJD 4.13"; "" when none). */
export interface Reason {
    kind: string;
    sentence: string;
    article: string;
}

export class DraughtsError extends Error {
    /** The reader's error in words ("bad square", "majority rule", ...). */
    kind: string;
    /** Where in the text given (1-based; 0 when not a text position). */
    line: number;
    column: number;
    /** For a refused move: every rule that excludes it. */
    reasons: Reason[];
}
export class VariantError extends DraughtsError {}
export class BoardError extends DraughtsError {}
export class FenError extends DraughtsError {}
export class MoveError extends DraughtsError {}
/** Text that is no move at all. */
export class InvalidMoveError extends MoveError {}
/** A move the rules do not allow in the position. */
export class IllegalMoveError extends MoveError {}
export class AmbiguousMoveError extends MoveError {}
export class PdnError extends DraughtsError {}

/** A move of a position: square numbers in the variant's own numbering, and its text. */
export class Move {
    readonly from: number;
    readonly to: number;
    /** The squares of the pieces it takes, ascending. */
    readonly captured: readonly number[];
    /** Start, the squares it lands on, end. */
    readonly path: readonly number[];
    /** A man that ends the move as a king. */
    readonly crowned: boolean;
    /** Standard notation: short unless another move shares it. */
    readonly text: string;
    /** The whole path. */
    readonly fullText: string;
    isCapture(): boolean;
    /** PDN 3.0: the same start, end, captured pieces (and crowning). */
    equals(other: unknown): boolean;
    /** Equal for equal moves: a Map or Set key. */
    readonly key: string;
    toString(): string;
    toJSON(): object;
}

/** Where the game stands. */
export interface Result {
    status: "ongoing" | "win" | "draw";
    winner: Color | null;
    /** "no legal move", "threefold repetition", ...; "" while ongoing. */
    rule: string;
    article: string;
    ply: number;
    /** "1-0", "0-1", "1/2-1/2" or "*". */
    result: string;
    /** As the variant's PDN scores it ("2-0" where a win is 2 points). */
    pdnResult: string;
    /** "White wins (no legal move)", "draw: ... (article)", "ongoing". */
    text: string;
}

export interface Explanation {
    legal: boolean;
    /** The legal move the attempt is; null when illegal. */
    move: Move | null;
    /** Every rule that excludes the attempt (or, when legal, the others). */
    reasons: Reason[];
    /** The legal moves (the others, for a legal attempt). */
    others: Move[];
}

export interface SvgOptions {
    /** Drawn with its path, the pieces it takes and its crowning. */
    move?: Move | null;
    highlight?: number[];
    /** Black at the bottom. */
    flip?: boolean;
    labels?: "numbers" | "coordinates" | "none";
    /** The board's named diagonals. */
    diagonals?: boolean;
}

export interface PerftOptions {
    /** Count every capture path, not one per (from, to, captured set). */
    everyPath?: boolean;
    /** A hash table of this many megabytes. */
    hashMb?: number;
}

export interface Piece {
    square: number;
    /** "w", "b" men; "W", "B" kings. */
    piece: "w" | "b" | "W" | "B";
}

export class Board {
    /** A game of the variant named (any case, an alias, or a PDN GameType), from its start
     *  position or a FEN; on another board size with { board: "10x8" }. */
    constructor(variant?: string, fen?: string | null, options?: { board?: string });
    readonly variant: string;
    readonly width: number;
    readonly height: number;
    readonly squares: number;
    /** The board as drawn from White's side, row by row from the top: each cell's square
     *  number, or 0 where play is not. */
    readonly cells: number[];
    /** The variant numbers its squares (else algebraic names). */
    readonly numeric: boolean;
    readonly turn: Color;
    legalMoves(): Move[];
    parseMove(text: string): Move;
    push(move: Move): Move;
    pushMove(text: string): Move;
    pop(): Move | null;
    peek(): Move | null;
    readonly moveStack: Move[];
    fen(): string;
    setupFen(): string;
    setFen(fen: string): void;
    copy(): Board;
    pieces(): Piece[];
    pieceAt(square: number): Piece["piece"] | null;
    squareName(square: number): string;
    result(): Result;
    isGameOver(): boolean;
    explain(attempt: Move | string | { path: number[] }): Explanation;
    svg(options?: SvgOptions): string;
    /** The text diagram. */
    toString(): string;
    /** A Number, or a BigInt beyond 2^53. */
    perft(depth: number, options?: PerftOptions): number | bigint;
    divide(depth: number, options?: PerftOptions): { move: Move; nodes: number | bigint }[];
    pdn(tags?: Record<string, string>): string;
    /** Frees the WebAssembly memory now rather than when the Board is collected. */
    delete(): void;
}

export interface VariantInfo {
    name: string;
    aliases: string[];
    /** 0: PDN names no GameType for it. */
    pdnGameType: number;
    width: number;
    height: number;
    numeric: boolean;
    pointsForAWin: number;
}

export interface RuleLine {
    topic: string;
    value: string;
    article: string;
}

export interface RuleDifference {
    topic: string;
    first: RuleLine | null;
    second: RuleLine | null;
}

export interface Comparison {
    variants: { variant: string; moves: string[]; offBoard: string[] }[];
    differences: { move: string; legalIn: string[]; notIn: string[]; why: Record<string, Reason[]> }[];
}

export interface PdnGame {
    number: number;
    line: number;
    /** The first of each tag. */
    tags: Record<string, string>;
    tagList: [string, string][];
    variant: string;
    /** Why the variant was assumed, when no GameType said it. */
    assumed: string;
    result: string;
    error: PdnError | null;
    notes: PdnError[];
    incomplete: boolean;
    /** The game written back as PDN 3.0. */
    text: string;
    /** The position at the end of the main line; its moveStack is the game. */
    board: Board | null;
}

export function variants(): VariantInfo[];
export function ruleSheet(variant: string): RuleLine[];
export function diffRules(first: string, second: string): RuleDifference[];
export function variantTable(): string;
export function compare(variants: string[], fen?: string | null): Comparison;
export function readPdn(text: string, options?: { variant?: string }): PdnGame[];

declare const draughts: {
    Board: typeof Board;
    Move: typeof Move;
    DraughtsError: typeof DraughtsError;
    VariantError: typeof VariantError;
    BoardError: typeof BoardError;
    FenError: typeof FenError;
    MoveError: typeof MoveError;
    InvalidMoveError: typeof InvalidMoveError;
    IllegalMoveError: typeof IllegalMoveError;
    AmbiguousMoveError: typeof AmbiguousMoveError;
    PdnError: typeof PdnError;
    variants: typeof variants;
    ruleSheet: typeof ruleSheet;
    diffRules: typeof diffRules;
    variantTable: typeof variantTable;
    compare: typeof compare;
    readPdn: typeof readPdn;
};
export default draughts;
