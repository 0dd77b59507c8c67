/**
 * The parser's state and primitives: a cursor over the token array (with `fill`, the furthest
 * token looked at, which is where CPython reports a generic "invalid syntax"), token tests,
 * backtracking, node construction and SyntaxError raising.
 *
 * Grammar rules are plain functions `(p: Parser) => node` in the sibling files; a rule that does
 * not match throws NO_MATCH, and `p.attempt` restores the cursor (PEG's ordered choice).
 */
import { NO_MATCH, isNoMatch, syntaxError, type SyntaxErrorType } from "../errors.js";
import type * as A from "../ast/nodes.generated.js";
import type { PToken, TokenBuffer } from "./tokenStream.js";

export interface Pos {
  lineno: number;
  col_offset: number;
  end_lineno: number;
  end_col_offset: number;
}

export type Mode = "exec" | "eval" | "single" | "func_type";

export const LOAD: A.Load = Object.freeze({ _type: "Load" });
export const STORE: A.Store = Object.freeze({ _type: "Store" });
export const DEL: A.Del = Object.freeze({ _type: "Del" });

/** Position of a token, as AST attributes. */
export function tpos(t: PToken): Pos {
  return { lineno: t.lineno, col_offset: t.col, end_lineno: t.endLineno, end_col_offset: t.endCol };
}

/**
 * Sets the position attributes of a freshly built node (no copy: this runs for every node). The
 * node literal lists them already (as zeros) so that they are in-object fields of its shape:
 * adding them afterwards would allocate a property store per node.
 */
export const mk = <T extends A.AST>(node: T, pos: Pos): T => {
  const n = node as unknown as Pos;
  n.lineno = pos.lineno;
  n.col_offset = pos.col_offset;
  n.end_lineno = pos.end_lineno;
  n.end_col_offset = pos.end_col_offset;
  return node;
};

/** From the start of `a` to the end of `b`. */
export function span(a: Pos, b: Pos): Pos {
  return { lineno: a.lineno, col_offset: a.col_offset, end_lineno: b.end_lineno, end_col_offset: b.end_col_offset };
}

const isWhitespaceToken = (type: string): boolean => type === "NEWLINE" || type === "INDENT" || type === "DEDENT" || type === "ENDMARKER";

/**
 * CPython's parser gives up ("Parser stack overflowed") when its rule nesting passes MAXSTACK
 * (6000); a module-level expression statement starts about 30 rules deep. Here `level` counts
 * pegen's recursive steps above that base (unary prefixes, `not`, `**` and lambda twice, nested
 * conditional expressions…), so the limit is the difference.
 */
export const MAXSTACK = 5970;

export class Parser {
  pos = 0;
  /** One past the furthest token index examined. */
  fill = 0;
  /** Second pass: the invalid_* rules are active. */
  callInvalidRules = false;
  /** Nesting depth of recursive rules, checked against MAXSTACK. */
  level = 0;
  /** Expressions written inside parentheses (for `(a) = 1`, `(x): int`, starred checks). */
  readonly parenthesized = new WeakSet<object>();
  /** Feature version minor (3.x); only used for the checks CPython makes. */
  featureVersion = 14;

  private lines: readonly string[] | (() => readonly string[]);

  constructor(
    readonly buf: TokenBuffer,
    readonly filename: string,
    readonly mode: Mode,
    sourceLines: readonly string[] | (() => readonly string[]),
  ) {
    this.lines = sourceLines;
  }

  /** The source's lines (computed on first use). */
  get sourceLines(): readonly string[] {
    if (typeof this.lines === "function") this.lines = this.lines();
    return this.lines;
  }

  /** The current token (marks it examined). */
  get tok(): PToken {
    const pos = this.pos;
    const tokens = this.buf.tokens;
    if (pos < tokens.length) {
      if (pos >= this.fill) this.fill = pos + 1;
      return tokens[pos]!;
    }
    const t = this.buf.get(this.pos);
    const idx = Math.min(this.pos, this.buf.tokens.length - 1);
    if (idx >= this.fill) this.fill = idx + 1;
    return t;
  }

  /** Bracket level after token i. */
  levelAt(i: number): number {
    return this.buf.get(i).level ?? 0;
  }

  /** Pass-2 memo for disjunction: position → [node, end position] (or null for no match). */
  readonly memoDisjunction = new Map<number, [unknown, number] | null>();

  /** Token at an absolute index. */
  tokenAt(i: number): PToken {
    return this.buf.get(i);
  }

  /** Token k places ahead (marks it examined). */
  peek(k: number): PToken {
    const t = this.buf.get(this.pos + k);
    const idx = Math.min(this.pos + k, this.buf.tokens.length - 1);
    if (idx >= this.fill) this.fill = idx + 1;
    return t;
  }

  /** Is the current token the operator or keyword `s`? */
  at(s: string): boolean {
    const t = this.tok;
    return (t.type === "OP" || t.type === "KEYWORD") && t.string === s;
  }

  atType(type: string): boolean {
    return this.tok.type === type;
  }

  /** A NAME token with this text (soft keywords). */
  atName(s: string): boolean {
    const t = this.tok;
    return t.type === "NAME" && t.string === s;
  }

  isOp(t: PToken, s: string): boolean {
    return (t.type === "OP" || t.type === "KEYWORD") && t.string === s;
  }

  next(): PToken {
    const t = this.tok;
    if (t.type !== "ENDMARKER") this.pos++;
    return t;
  }

  eat(s: string): PToken | null {
    if (this.at(s)) return this.next();
    return null;
  }

  expect(s: string): PToken {
    if (this.at(s)) return this.next();
    throw NO_MATCH;
  }

  expectType(type: string): PToken {
    if (this.tok.type === type) return this.next();
    throw NO_MATCH;
  }

  fail(): never {
    throw NO_MATCH;
  }

  /** Runs `f`; if it does not match, restores the cursor and returns null. */
  attempt<T>(f: () => T): T | null {
    const save = this.pos;
    try {
      return f();
    } catch (e) {
      if (isNoMatch(e)) {
        this.pos = save;
        return null;
      }
      throw e;
    }
  }

  /** Runs `f` and restores the cursor: a lookahead. */
  lookahead(f: () => unknown): boolean {
    const save = this.pos;
    try {
      f();
      return true;
    } catch (e) {
      if (isNoMatch(e)) return false;
      throw e;
    } finally {
      this.pos = save;
    }
  }

  /** The last consumed token that is not NEWLINE/INDENT/DEDENT (CPython's EXTRA end). */
  lastToken(): PToken {
    let i = this.pos - 1;
    while (i > 0 && isWhitespaceToken(this.buf.get(i).type)) i--;
    return this.buf.get(Math.max(i, 0));
  }

  /** Position from `start` to the last consumed non-whitespace token. */
  extra(start: Pos | PToken): Pos {
    const e = this.lastToken();
    if ("col_offset" in start) return { lineno: start.lineno, col_offset: start.col_offset, end_lineno: e.endLineno, end_col_offset: e.endCol };
    return { lineno: start.lineno, col_offset: start.col, end_lineno: e.endLineno, end_col_offset: e.endCol };
  }

  enter(): void {
    if (++this.level > MAXSTACK) this.raiseStackOverflow();
  }

  leave(): void {
    this.level--;
  }

  raiseStackOverflow(): never {
    throw new ParserStackOverflow();
  }

  /**
   * SyntaxWarnings, in order: the lexer's (as its tokens are fetched) and the parser's (invalid
   * escapes, as string actions run). The second, error-reporting pass adds none of its own.
   */
  get warnings(): { msg: string; lineno: number }[] {
    return this.buf.warnings;
  }

  warn(msg: string, t: PToken, lineno = t.lineno): void {
    if (!this.callInvalidRules) this.buf.warnings.push({ msg, lineno });
  }

  /** Source text between two (line, character column) positions. */
  sourceSlice(l1: number, c1: number, l2: number, c2: number): string {
    const cps = (l: number): string[] => Array.from(this.sourceLines[l - 1] ?? "");
    if (l1 === l2) return cps(l1).slice(c1, c2).join("");
    let out = cps(l1).slice(c1).join("");
    for (let l = l1 + 1; l < l2; l++) out += this.sourceLines[l - 1] ?? "";
    return out + cps(l2).slice(0, c2).join("");
  }

  // ---- SyntaxErrors -------------------------------------------------------------------------

  /** Character offset (1-based) of a byte column on a line. */
  charOffset(lineno: number, byteCol: number): number {
    const line = this.sourceLines[lineno - 1];
    if (line === undefined) return byteCol + 1;
    const bytes = new TextEncoder().encode(line);
    return new TextDecoder().decode(bytes.subarray(0, byteCol)).length + 1;
  }

  /** The source line as CPython's error shows it (its tokenizer translates \r\n and \r to \n). */
  lineText(lineno: number): string | null {
    const l = this.sourceLines[lineno - 1];
    if (l === undefined) return null;
    return l.endsWith("\r\n") ? l.slice(0, -2) + "\n" : l.endsWith("\r") ? l.slice(0, -1) + "\n" : l;
  }

  /** Raise at a token range (CPython's RAISE_SYNTAX_ERROR_KNOWN_RANGE on tokens). */
  raiseAtTokens(msg: string, a: PToken, b: PToken = a, type: SyntaxErrorType = "SyntaxError"): never {
    throw syntaxError(type, msg, this.filename, a.lineno, a.charCol + 1, this.lineText(a.lineno), b.endLineno, b.endCharCol + 1);
  }

  /** Raise at a node range (RAISE_SYNTAX_ERROR_KNOWN_LOCATION / KNOWN_RANGE on nodes). */
  raiseAt(msg: string, a: Pos, b: Pos = a, type: SyntaxErrorType = "SyntaxError"): never {
    throw syntaxError(
      type,
      msg,
      this.filename,
      a.lineno,
      this.charOffset(a.lineno, a.col_offset),
      this.lineText(a.lineno),
      b.end_lineno,
      this.charOffset(b.end_lineno, b.end_col_offset),
    );
  }

  /** Position (line, 1-based char offset) of a token's start/end, or a node's. */
  private startOf(a: Pos | PToken, cursor = false): [number, number] {
    if ("charCol" in a) {
      if (a.col < 0) return [a.lineno, cursor ? this.cursorOffset(a.lineno, a) : 0];
      return [a.lineno, a.charCol + 1];
    }
    return [a.lineno, this.charOffset(a.lineno, a.col_offset)];
  }

  private endOf(b: Pos | PToken, cursor = false): [number, number] {
    if ("charCol" in b) {
      if (b.endCol < 0) return [b.endLineno, cursor ? -1 : 0];
      return [b.endLineno, b.endCharCol + 1];
    }
    return [b.end_lineno, this.charOffset(b.end_lineno, b.end_col_offset)];
  }

  /** For tokens without columns (INDENT/DEDENT/ENDMARKER): CPython uses tok->cur - line_start. */
  cursorOffset(lineno: number, t?: PToken): number {
    const line = this.sourceLines[lineno - 1] ?? "";
    const last = this.buf.tokens[this.buf.tokens.length - 1];
    if (last && last.type === "ENDMARKER") return Array.from(line).length;
    if (t && t.type === "DEDENT") {
      // DEDENTs at the end of input sit on the last line, after its NEWLINE: the cursor is at the end.
      let i = this.buf.tokens.indexOf(t) - 1;
      while (i >= 0 && this.buf.tokens[i]!.type === "DEDENT") i--;
      const prev = this.buf.tokens[i];
      if (prev && prev.type === "NEWLINE" && prev.lineno === t.lineno) return Array.from(line).length;
    }
    const m = /^[ \t\f]*/.exec(line)![0];
    return m.length;
  }

  /** RAISE_SYNTAX_ERROR_KNOWN_RANGE(a, b) / KNOWN_LOCATION(a) (b = a). */
  raiseRange(msg: string, a: Pos | PToken, b: Pos | PToken = a, type: SyntaxErrorType = "SyntaxError"): never {
    const [l1, o1] = this.startOf(a);
    const [l2, o2] = this.endOf(b);
    throw syntaxError(type, msg, this.filename, l1, o1, this.lineText(l1), l2, o2);
  }

  /** The furthest token fetched (CPython: p->tokens[p->fill - 1]). */
  lastFetched(): PToken {
    return this.buf.get(Math.max(0, Math.min(this.fill, this.buf.tokens.length) - 1));
  }

  /** RAISE_SYNTAX_ERROR_STARTING_FROM(a): from a to the tokenizer's current position. */
  raiseStartingFrom(msg: string, a: Pos | PToken): never {
    const [l1, o1] = this.startOf(a);
    const t = this.lastFetched();
    const endOff = t.endCol < 0 ? -1 : t.endCharCol;
    throw syntaxError("SyntaxError", msg, this.filename, l1, o1, this.lineText(l1), t.endLineno, endOff);
  }

  /** `_PyPegen_raise_error` at token t: a token without columns is placed at the tokenizer's cursor. */
  raiseAtToken(msg: string, t: PToken, type: SyntaxErrorType = "SyntaxError"): never {
    const [l1, o1] = this.startOf(t, true);
    const [l2, o2] = this.endOf(t, true);
    throw syntaxError(type, msg, this.filename, l1, o1, this.lineText(l1), l2, o2);
  }

  /** RAISE_SYNTAX_ERROR / RAISE_INDENTATION_ERROR: at the last token fetched. */
  raiseOnLast(msg: string, type: SyntaxErrorType = "SyntaxError"): never {
    return this.raiseAtToken(msg, this.lastFetched(), type);
  }

  /** RAISE_SYNTAX_ERROR_ON_NEXT_TOKEN: at the token at the cursor. */
  raiseOnNext(msg: string): never {
    return this.raiseAtToken(msg, this.tok);
  }

  /** Raise at a start position with no known end (end = start + 1 character... as CPython: end = offset of start). */
  raiseAtStart(msg: string, a: Pos): never {
    const off = this.charOffset(a.lineno, a.col_offset);
    throw syntaxError("SyntaxError", msg, this.filename, a.lineno, off, this.lineText(a.lineno), a.lineno, off);
  }
}

/** The parser's own recursion limit: turned into CPython's error by the driver. */
export class ParserStackOverflow extends Error {}
