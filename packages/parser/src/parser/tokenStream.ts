/**
 * The token stream the grammar reads, filled lazily from the lexer's parser-mode stream (no
 * COMMENT/NL), as CPython's parser pulls tokens from its tokenizer: a tokenizer error surfaces
 * only when the parser reaches it. Hard keywords become KEYWORD. With type comments on, comments
 * of the form `# type: ...` become TYPE_COMMENT tokens (followed by a NEWLINE when alone on a line
 * at bracket level 0, as Parser/lexer/lexer.c does), and `# type: ignore...` ones are collected
 * as TypeIgnore entries. Comments are found in the gaps between tokens, where nothing but
 * whitespace, line continuations and comments can be.
 */
import { tok_name, TokenStream, type Token } from "@pyts/lexer";

export interface PToken {
  /** tok_name of the type (OP for operators), or KEYWORD for a hard keyword. */
  type: string;
  string: string;
  lineno: number;
  /** UTF-8 byte column (-1 for INDENT/DEDENT/ENDMARKER, as the C tokenizer gives). */
  col: number;
  endLineno: number;
  endCol: number;
  /** Character columns (for SyntaxError offsets). */
  charCol: number;
  endCharCol: number;
  /** Bracket nesting level after this token (the C tokenizer's token->level). */
  level?: number;
}

/** Python's hard keywords (keyword.kwlist). */
export const KEYWORDS = new Set([
  "False", "None", "True", "and", "as", "assert", "async", "await", "break", "class", "continue", "def", "del",
  "elif", "else", "except", "finally", "for", "from", "global", "if", "import", "in", "is", "lambda", "nonlocal",
  "not", "or", "pass", "raise", "return", "try", "while", "with", "yield",
]);

export interface LexerStream {
  next(): Token | null;
  /** The lexer's warnings so far, in order (a TokenStream's). */
  readonly warnings?: readonly { category: string; msg: string; lineno: number }[];
}

const TYPE_PREFIX = /^#[ \t]*type:[ \t]*/;
const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** A lazily filled array of parser tokens. */
export class TokenBuffer {
  readonly tokens: PToken[] = [];
  readonly typeIgnores: { lineno: number; tag: string }[] = [];
  private done = false;
  private error: unknown = null;
  private readonly scanComments: boolean;
  /** End (line, byte col) of the last real token, for comment gaps. */
  private lastLine = 1;
  private lastCol = 0;
  private level = 0;
  private readonly pendingWs: PToken[] = [];
  private lineBytes = new Map<number, Uint8Array>();

  private lines: readonly string[] | (() => readonly string[]);

  constructor(
    private readonly stream: LexerStream,
    typeComments: boolean,
    sourceLines: readonly string[] | (() => readonly string[]),
    sourceText: string,
  ) {
    this.lines = sourceLines;
    this.scanComments = typeComments && /#[ \t]*type:/.test(sourceText);
  }

  /** The source's lines (computed on first use: only type comments need them here). */
  private get sourceLines(): readonly string[] {
    if (typeof this.lines === "function") this.lines = this.lines();
    return this.lines;
  }

  /** Token i (the last token, ENDMARKER, for any index past the end). */
  get(i: number): PToken {
    while (this.tokens.length <= i && !this.done) this.fill();
    return this.tokens[Math.min(i, this.tokens.length - 1)]!;
  }

  /** Pulls every remaining token (CPython's check for tokenizer errors after a syntax error). */
  drain(): void {
    while (!this.done) this.fill();
  }

  get exhausted(): boolean {
    return this.done;
  }

  private pull(): TokenFields | null {
    if (this.error !== null) throw this.error;
    try {
      const s = this.stream;
      // A lexer TokenStream fills its fields in place: no Token object per token.
      if (s instanceof TokenStream) return s.advance() ? s : null;
      return s.next();
    } catch (e) {
      this.error = e;
      throw e;
    }
  }

  /** SyntaxWarnings of the lexer (forwarded as tokens are pulled) and of the parser, in order. */
  readonly warnings: { msg: string; lineno: number }[] = [];
  private lexerWarningsSeen = 0;

  private forwardLexerWarnings(): void {
    const lw = this.stream.warnings;
    if (!lw) return;
    while (this.lexerWarningsSeen < lw.length) {
      const w = lw[this.lexerWarningsSeen++]!;
      if (w.category === "SyntaxWarning") this.warnings.push({ msg: w.msg, lineno: w.lineno });
    }
  }

  private fill(): void {
    let t: TokenFields | null;
    try {
      t = this.pull();
    } finally {
      this.forwardLexerWarnings();
    }
    if (t === null) {
      this.done = true;
      return;
    }
    let type: string = tok_name[t.type] ?? "OP";
    if (type === "NAME" && KEYWORDS.has(t.string)) type = "KEYWORD";
    if (type === "ENDMARKER") this.done = true;
    if (type === "OP") {
      if (t.string === "(" || t.string === "[" || t.string === "{") this.level++;
      else if (t.string === ")" || t.string === "]" || t.string === "}") this.level--;
    }
    const pt = mk(t, type, t.string, this.level);
    if (!this.scanComments) {
      this.tokens.push(pt);
      return;
    }
    if ((type === "INDENT" || type === "DEDENT") && pt.col < 0) {
      this.pendingWs.push(pt);
      return;
    }
    if (type === "ENDMARKER") {
      this.gapComments(this.sourceLines.length + 1, 0);
    } else this.gapComments(pt.lineno, pt.col);
    for (const w of this.pendingWs) this.tokens.push(w);
    this.pendingWs.length = 0;
    if (type === "NEWLINE" && t.string.startsWith("#")) {
      this.comment(t.string, pt.lineno, pt.col, pt.charCol, false);
      pt.string = "";
    }
    this.tokens.push(pt);
    if (type === "NEWLINE") {
      this.lastLine = pt.lineno + 1;
      this.lastCol = 0;
    } else if (pt.endCol >= 0) {
      this.lastLine = pt.endLineno;
      this.lastCol = pt.endCol;
    }
  }

  private bytesOf(line: number): Uint8Array {
    let b = this.lineBytes.get(line);
    if (!b) {
      b = encoder.encode(this.sourceLines[line - 1] ?? "");
      this.lineBytes.set(line, b);
    }
    return b;
  }

  /** Comments between the last token's end and (line, col). */
  private gapComments(line: number, col: number): void {
    for (let l = this.lastLine; l <= line && l <= this.sourceLines.length; l++) {
      const bytes = this.bytesOf(l);
      const from = l === this.lastLine ? this.lastCol : 0;
      const to = l === line ? Math.min(col, bytes.length) : bytes.length;
      let blank = from === 0;
      for (let i = from; i < to; i++) {
        const c = bytes[i]!;
        if (c === 0x23) {
          let end = bytes.length;
          while (end > i && (bytes[end - 1] === 0x0a || bytes[end - 1] === 0x0d)) end--;
          const text = decoder.decode(bytes.subarray(i, end));
          const charCol = decoder.decode(bytes.subarray(0, i)).length;
          if (blank && i > 0) {
            for (let k = 0; k < i; k++) if (bytes[k] !== 0x20 && bytes[k] !== 0x09 && bytes[k] !== 0x0c) blank = false;
          }
          this.comment(text, l, i, charCol, blank, bytes.subarray(end));
          break;
        }
        if (c !== 0x20 && c !== 0x09 && c !== 0x0c && c !== 0x0a && c !== 0x0d) blank = false;
      }
    }
    this.lastLine = line;
    this.lastCol = col;
  }

  private comment(text: string, lineno: number, col: number, charCol: number, blank: boolean, eol?: Uint8Array): void {
    const m = TYPE_PREFIX.exec(text);
    if (!m) return;
    const rest = text.slice(m[0].length);
    const isIgnore = rest.startsWith("ignore") && !(rest.length > 6 && /[A-Za-z0-9\u0080-\uffff]/.test(rest[6]!));
    if (isIgnore) {
      let tag = rest.slice(6);
      if (blank && eol && eol.length > 0) tag += "\n";
      this.typeIgnores.push({ lineno, tag });
      return;
    }
    const endCol = col + encoder.encode(text).length;
    const endCharCol = charCol + text.length;
    // The C token starts at the type text, after "# type:" and its spaces.
    const startCol = col + encoder.encode(m[0]).length;
    const startCharCol = charCol + m[0].length;
    const tc: PToken = { type: "TYPE_COMMENT", string: rest, lineno, col: startCol, endLineno: lineno, endCol, charCol: startCharCol, endCharCol };
    this.tokens.push(tc);
    if (blank && this.level === 0) {
      this.tokens.push({ type: "NEWLINE", string: "", lineno, col: endCol, endLineno: lineno, endCol: endCol + 1, charCol: endCharCol, endCharCol: endCharCol + 1 });
    }
  }
}

/** What the buffer reads of a lexer token: a `Token`, or a `TokenStream` holding the current one. */
type TokenFields = Token | TokenStream;

/** One object shape for every token (`level` included from the start). */
function mk(t: TokenFields, type: string, string: string, level: number): PToken {
  let lineno, charCol, endLineno, endCharCol;
  if (t instanceof TokenStream) {
    lineno = t.startLine;
    charCol = t.startCol;
    endLineno = t.endLine;
    endCharCol = t.endCol;
  } else {
    lineno = t.start[0];
    charCol = t.start[1];
    endLineno = t.end[0];
    endCharCol = t.end[1];
  }
  // The C NEWLINE token spans the newline character; `tokenize`'s character end does not.
  const newlineEnd = type === "NEWLINE" && t.endByte > t.startByte && endCharCol >= 0 ? 1 : 0;
  return {
    type,
    string,
    lineno,
    col: t.startByte,
    endLineno,
    endCol: t.endByte,
    charCol,
    endCharCol: endCharCol + newlineEnd,
    level,
  };
}
