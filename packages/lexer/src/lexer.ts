/**
 * The lexer: CPython 3.14's C tokenizer (Parser/lexer/lexer.c, `tok_get_normal_mode` and
 * `tok_get_fstring_mode`) rebuilt over a UTF-8 byte buffer, with the same state (`tok_state`):
 * the cursor, the line buffer that `tok_underflow_readline` refills, the indentation stacks, the
 * bracket stack and the f-string/t-string mode stack. Following the C code step by step is what
 * makes every token boundary, every error message and every error position identical.
 *
 * Two flavours, as in CPython: `extraTokens` (what the `tokenize` module sees: COMMENT and NL
 * tokens, no number/identifier/bracket checks) and the parser's (errors for bad literals,
 * invalid characters, unmatched brackets; no COMMENT/NL).
 *
 * Positions are byte offsets into `SourceBuffer.bytes`; `nextToken` fills a reusable `RawToken`.
 */
import { TokenType as T } from "./tokens.generated.js";
import { PySyntaxError } from "./errors.js";
import type { ErrCode, LexerWarning } from "./errors.js";
import type { SourceBuffer } from "./source.js";
import { isPrintable, isXidContinue, isXidStart } from "./unicode.js";
import { oneChar, threeChars, twoChars } from "./operators.js";

export const EOF = -1;
const TABSIZE = 8;
const ALTTABSIZE = 1;
const MAXINDENT = 100;
const MAXLEVEL = 200;
const MAXFSTRINGLEVEL = 150;
const MAX_EXPR_NESTING = 3;

const REGULAR = 0;
const FSTRING = 1;

/** One entry of `tok_mode_stack`. */
class TokMode {
  kind = REGULAR;
  quote = 0;
  quoteSize = 0;
  raw = false;
  /** True for t-strings (`TSTRING_*` tokens). */
  tstring = false;
  /** Byte offset of the f-string's prefix, its line start, and its line number. */
  start = -1;
  multiLineStart = -1;
  lineStart = 0;
  curlyDepth = 0;
  exprStartDepth = -1;
  inFormatSpec = false;
  inDebug = false;
  /** Start of the current replacement-field expression (after '{'), or -1 (no buffer). */
  lastExprStart = -1;
  /** End of that expression once a '}', '!' or ':' closed it, or -1. */
  lastExprEnd = -1;
}

/** The token being produced (C's `struct token` plus the type). */
export interface RawToken {
  type: number;
  /** Byte offsets of the token text, or -1 when it has none (INDENT/DEDENT in parser mode, ENDMARKER). */
  start: number;
  end: number;
  lineno: number;
  endLineno: number;
  /** Byte columns (`tok->starting_col_offset`, `tok->col_offset`), -1 without text. */
  colOffset: number;
  endColOffset: number;
  /** Bracket nesting level when the token was made. */
  level: number;
  /** For the '=' debug form of f-strings: the expression text (C: `token->metadata`). */
  metadata: string | null;
}

export function newRawToken(): RawToken {
  return { type: 0, start: -1, end: -1, lineno: 0, endLineno: 0, colOffset: -1, endColOffset: -1, level: 0, metadata: null };
}

const isDigit = (c: number) => c >= 48 && c <= 57;
const isXDigit = (c: number) => (c >= 48 && c <= 57) || (c >= 97 && c <= 102) || (c >= 65 && c <= 70);
const isPotentialIdentifierStart = (c: number) =>
  (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c === 95 || c >= 128;
const isPotentialIdentifierChar = (c: number) =>
  (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 95 || c >= 128;
const lower = (c: number) => (c >= 65 && c <= 90 ? c + 32 : c);

export class Lexer {
  readonly src: SourceBuffer;
  private readonly b: Uint8Array;
  private readonly n: number;
  readonly extraTokens: boolean;

  // Buffer and cursor (byte offsets; -1 stands for NULL).
  buf = 0;
  cur = 0;
  inp = 0;
  start = -1;
  lineStart = 0;
  multiLineStart = 0;
  firstLineno = 0;
  lineno = 0;
  colOffset = 0;
  startingColOffset = -1;
  done: ErrCode = "E_OK";
  implicitNewline = false;

  // Indentation.
  atbol = true;
  pendin = 0;
  indent = 0;
  private readonly indstack: number[] = [0];
  private readonly altindstack: number[] = [0];

  // Brackets.
  level = 0;
  readonly parenstack: number[] = [];
  readonly parenlinenostack: number[] = [];
  readonly parencolstack: number[] = [];

  contLine = false;
  commentNewline = false;

  // f-string modes; index 0 is the regular mode.
  private readonly modes: TokMode[] = [new TokMode()];
  modeIndex = 0;

  /** The SyntaxError raised, once `done` is E_ERROR. */
  error: PySyntaxError | null = null;
  readonly warnings: LexerWarning[] = [];
  filename = "<string>";

  /** `tok->type_comments`: produce TYPE_COMMENT / TYPE_IGNORE tokens (the parser with type_comments=True). */
  readonly typeComments: boolean;

  /** The string tokenizer (`tok_underflow_string`, as `compile(str)`) instead of the readline one. */
  readonly stringInput: boolean;

  constructor(src: SourceBuffer, extraTokens: boolean, typeComments = false, stringInput = false) {
    this.src = src;
    this.b = src.bytes;
    this.n = src.bytes.length;
    this.extraTokens = extraTokens;
    this.typeComments = typeComments;
    this.stringInput = stringInput;
  }

  // ---- Reading characters -------------------------------------------------------------------

  /** `tok_underflow_string`: the next line of an in-memory source; the buffer restarts at it unless inside a token. */
  private underflowString(): boolean {
    if (this.inp >= this.n) {
      this.done = "E_EOF";
      return false;
    }
    if (this.start < 0) this.buf = this.cur;
    const nl = this.b.indexOf(10, this.inp);
    this.inp = nl < 0 ? this.n : nl + 1;
    this.implicitNewline = false;
    this.lineno++;
    this.colOffset = 0;
    return true;
  }

  /** `tok_underflow_readline`: bring the next line into the buffer. */
  private underflow(): boolean {
    if (this.stringInput) return this.underflowString();
    const reset = this.start < 0 && this.modeIndex === 0;
    if (reset) {
      this.buf = this.cur = this.inp;
    }
    if (this.inp >= this.n) {
      // C moved `inp` back to the start of the emptied buffer, behind `line_start`: from here on
      // the current line reads as empty.
      if (reset) this.lineStart = this.inp;
      this.done = "E_EOF";
      return false;
    }
    const nl = this.b.indexOf(10, this.inp);
    this.inp = nl < 0 ? this.n : nl + 1;
    this.implicitNewline = nl === this.src.implicitNewlineAt;
    this.lineno++;
    this.colOffset = 0;
    return true;
  }

  /** `tok_nextc`. */
  nextc(): number {
    for (;;) {
      if (this.cur !== this.inp) {
        this.colOffset++;
        return this.b[this.cur++]!;
      }
      if (this.done !== "E_OK") return EOF;
      if (!this.underflow()) {
        this.cur = this.inp;
        return EOF;
      }
      this.lineStart = this.cur;
      const z = this.src.firstNull;
      if (z >= 0 && z >= this.lineStart && z < this.inp) {
        this.syntaxError("source code cannot contain null bytes");
        this.cur = this.inp;
        return EOF;
      }
    }
  }

  /** `tok_backup`. */
  backup(c: number): void {
    if (c !== EOF) {
      this.cur--;
      this.colOffset--;
    }
  }

  // ---- Errors -------------------------------------------------------------------------------

  /** `_syntaxerror_range`: message at the cursor (or at the given character columns). */
  syntaxError(msg: string, colOffset = -1, endColOffset = -1): number {
    if (this.done === "E_ERROR") return T.ERRORTOKEN;
    const ls = this.lineStart;
    let col = colOffset;
    if (col === -1) col = this.src.chars(ls, Math.max(ls, this.cur));
    const end = endColOffset === -1 ? col : endColOffset;
    let lineEnd = this.b.indexOf(10, ls);
    if (lineEnd < 0 || lineEnd > this.inp) lineEnd = this.inp;
    this.error = new PySyntaxError({
      msg,
      filename: this.filename,
      lineno: this.lineno,
      offset: col,
      end_lineno: this.lineno,
      end_offset: end,
      text: this.src.slice(ls, lineEnd),
    });
    this.done = "E_ERROR";
    return T.ERRORTOKEN;
  }

  private indentError(): number {
    this.done = "E_TABSPACE";
    this.cur = this.inp;
    return T.ERRORTOKEN;
  }

  private warn(msg: string, category: LexerWarning["category"] = "SyntaxWarning"): void {
    this.warnings.push({ category, msg, lineno: this.lineno });
  }

  private prefixChar(): string {
    return this.modes[this.modeIndex]!.tstring ? "t" : "f";
  }

  // ---- Token setup --------------------------------------------------------------------------

  private make(tok: RawToken, type: number, pStart: number, pEnd: number): number {
    tok.type = type;
    tok.level = this.level;
    tok.lineno = type === T.STRING || type === T.FSTRING_MIDDLE || type === T.TSTRING_MIDDLE ? this.firstLineno : this.lineno;
    tok.endLineno = this.lineno;
    tok.start = pStart;
    tok.end = pEnd;
    if (pStart >= 0 && pEnd >= 0) {
      tok.colOffset = this.startingColOffset;
      tok.endColOffset = this.colOffset;
    } else {
      tok.colOffset = tok.endColOffset = -1;
    }
    return type;
  }

  // ---- Helpers of the normal mode -----------------------------------------------------------

  private lookahead(test: string): boolean {
    let i = 0;
    for (;;) {
      const c = this.nextc();
      let res = false;
      if (i === test.length) {
        res = !isPotentialIdentifierChar(c);
      } else if (c === test.charCodeAt(i)) {
        i++;
        continue;
      }
      this.backup(c);
      while (i > 0) {
        i--;
        this.backup(test.charCodeAt(i));
      }
      return res;
    }
  }

  private verifyEndOfNumber(c: number, kind: string): boolean {
    if (this.extraTokens) return true;
    let r = false;
    if (c === 97) r = this.lookahead("nd");
    else if (c === 101) r = this.lookahead("lse");
    else if (c === 102) r = this.lookahead("or");
    else if (c === 105) {
      const c2 = this.nextc();
      if (c2 === 102 || c2 === 110 || c2 === 115) r = true;
      this.backup(c2);
    } else if (c === 111) r = this.lookahead("r");
    else if (c === 110) r = this.lookahead("ot");
    if (r) {
      this.backup(c);
      this.warn(`invalid ${kind} literal`);
      this.nextc();
    } else if (c < 128 && c !== EOF && isPotentialIdentifierChar(c)) {
      this.backup(c);
      this.syntaxError(`invalid ${kind} literal`);
      return false;
    }
    return true;
  }

  /** PEP 3131 check of a NAME with non-ASCII bytes (parser mode only). */
  private verifyIdentifier(): boolean {
    if (this.extraTokens) return true;
    const s = this.src.slice(this.start, this.cur);
    let idx = 0;
    let invalidAt = -1;
    let ch = 0;
    for (const chStr of s) {
      const cp = chStr.codePointAt(0)!;
      const ok = idx === 0 ? isXidStart(cp) || cp === 95 : isXidContinue(cp);
      if (!ok) {
        invalidAt = idx;
        ch = cp;
        break;
      }
      idx++;
    }
    if (invalidAt < 0) return true;
    const len = [...s].length;
    if (invalidAt + 1 < len) {
      this.cur = this.src.byteAfterChars(this.start, invalidAt + 1);
    }
    const hex = ch.toString(16).toUpperCase().padStart(4, "0");
    if (isPrintable(ch)) this.syntaxError(`invalid character '${String.fromCodePoint(ch)}' (U+${hex})`);
    else this.syntaxError(`invalid non-printable character U+${hex}`);
    return false;
  }

  /** `tok_decimal_tail`: digits with single underscores; returns the char after, or 0 on error. */
  private decimalTail(): number {
    let c: number;
    for (;;) {
      do {
        c = this.nextc();
      } while (isDigit(c));
      if (c !== 95) break;
      c = this.nextc();
      if (!isDigit(c)) {
        this.backup(c);
        this.syntaxError("invalid decimal literal");
        return 0;
      }
    }
    return c;
  }

  /** `tok_continuation_line`: after a backslash. Returns -1 on error. */
  private continuationLine(): number {
    let c = this.nextc();
    if (c === 13) c = this.nextc();
    if (c !== 10) {
      this.done = "E_LINECONT";
      return -1;
    }
    c = this.nextc();
    if (c === EOF) {
      this.done = "E_EOF";
      this.cur = this.inp;
      return -1;
    }
    this.backup(c);
    return c;
  }

  // ---- f-string expression bookkeeping ------------------------------------------------------

  /** `_PyLexer_update_ftstring_expr` for '{', '}', '!', ':'. */
  private updateFstringExpr(c: number): void {
    const mode = this.modes[this.modeIndex]!;
    if (c === 123) {
      mode.lastExprStart = this.cur;
      mode.lastExprEnd = -1;
    } else if (c !== 58 || mode.lastExprEnd === -1) {
      // '}' and '!' always end the expression; ':' only the first time.
      mode.lastExprEnd = this.start;
    }
  }

  /** `set_ftstring_expr`: the expression text of `{expr=}` (and of every t-string field). */
  private setFstringExpr(tok: RawToken): void {
    const mode = this.modes[this.modeIndex]!;
    if (!(mode.inDebug || mode.tstring) || tok.metadata !== null) return;
    if (mode.lastExprStart < 0) return;
    const end = mode.lastExprEnd < 0 ? this.start : mode.lastExprEnd;
    const text = this.src.slice(mode.lastExprStart, end);
    // Comments (a '#' outside string literals) are dropped up to their newline.
    let hash = false;
    let inString = false;
    let quote = "";
    for (let i = 0; i < text.length; i++) {
      const ch = text[i]!;
      if (ch === "\\") {
        i++;
        continue;
      }
      if (ch === '"' || ch === "'") {
        if (!inString) {
          inString = true;
          quote = ch;
        } else if (ch === quote) inString = false;
        continue;
      }
      if (ch === "#" && !inString) {
        hash = true;
        break;
      }
    }
    if (!hash) {
      tok.metadata = text;
      return;
    }
    let out = "";
    inString = false;
    quote = "";
    for (let i = 0; i < text.length; i++) {
      const ch = text[i]!;
      if (ch === '"' || ch === "'") {
        if (!inString) {
          inString = true;
          quote = ch;
        } else if (ch === quote) inString = false;
        out += ch;
      } else if (ch === "#" && !inString) {
        while (i < text.length && text[i] !== "\n") i++;
        if (i < text.length) out += "\n";
      } else {
        out += ch;
      }
    }
    tok.metadata = out;
  }

  // ---- The modes ----------------------------------------------------------------------------

  /** `tok_get`: the next token into `tok`; returns its type (ERRORTOKEN on error). */
  nextToken(tok: RawToken): number {
    tok.metadata = null;
    const mode = this.modes[this.modeIndex]!;
    if (mode.kind === REGULAR) return this.normalMode(mode, tok);
    return this.fstringMode(mode, tok);
  }

  private normalMode(current: TokMode, tok: RawToken): number {
    let c: number;
    let blankline = false;
    for (;;) {
      // nextline:
      this.start = -1;
      this.startingColOffset = -1;
      blankline = false;

      if (this.atbol) {
        let col = 0;
        let altcol = 0;
        this.atbol = false;
        let contLineCol = 0;
        for (;;) {
          c = this.nextc();
          if (c === 32) {
            col++;
            altcol++;
          } else if (c === 9) {
            col = (Math.trunc(col / TABSIZE) + 1) * TABSIZE;
            altcol = (Math.trunc(altcol / ALTTABSIZE) + 1) * ALTTABSIZE;
          } else if (c === 12) {
            col = altcol = 0;
          } else if (c === 92) {
            contLineCol = contLineCol ? contLineCol : col;
            if ((c = this.continuationLine()) === -1) return this.make(tok, T.ERRORTOKEN, -1, -1);
          } else if (c === EOF && this.error !== null) {
            return this.make(tok, T.ERRORTOKEN, -1, -1);
          } else {
            break;
          }
        }
        this.backup(c);
        if (c === 35 || c === 10 || c === 13) {
          blankline = true;
        }
        if (!blankline && this.level === 0) {
          col = contLineCol ? contLineCol : col;
          altcol = contLineCol ? contLineCol : altcol;
          const top = this.indstack[this.indent]!;
          if (col === top) {
            if (altcol !== this.altindstack[this.indent]) return this.make(tok, this.indentError(), -1, -1);
          } else if (col > top) {
            if (this.indent + 1 >= MAXINDENT) {
              this.done = "E_TOODEEP";
              this.cur = this.inp;
              return this.make(tok, T.ERRORTOKEN, -1, -1);
            }
            if (altcol <= this.altindstack[this.indent]!) return this.make(tok, this.indentError(), -1, -1);
            this.pendin++;
            this.indent++;
            this.indstack[this.indent] = col;
            this.altindstack[this.indent] = altcol;
          } else {
            while (this.indent > 0 && col < this.indstack[this.indent]!) {
              this.pendin--;
              this.indent--;
            }
            if (col !== this.indstack[this.indent]) {
              this.done = "E_DEDENT";
              this.cur = this.inp;
              return this.make(tok, T.ERRORTOKEN, -1, -1);
            }
            if (altcol !== this.altindstack[this.indent]) return this.make(tok, this.indentError(), -1, -1);
          }
        }
      }

      this.start = this.cur;
      this.startingColOffset = this.colOffset;

      if (this.pendin !== 0) {
        if (this.pendin < 0) {
          this.pendin++;
          if (this.extraTokens) return this.make(tok, T.DEDENT, this.cur, this.cur);
          return this.make(tok, T.DEDENT, -1, -1);
        }
        this.pendin--;
        if (this.extraTokens) return this.make(tok, T.INDENT, this.buf, this.cur);
        return this.make(tok, T.INDENT, -1, -1);
      }

      // Peek ahead at the next character.
      c = this.nextc();
      this.backup(c);

      // again:
      for (;;) {
        this.start = -1;
        do {
          c = this.nextc();
        } while (c === 32 || c === 9 || c === 12);
        this.start = this.cur - 1;
        this.startingColOffset = this.colOffset - 1;

        if (c === 35) {
          while (c !== EOF && c !== 10 && c !== 13) c = this.nextc();
          if (this.typeComments) {
            const r = this.typeComment(c, blankline, tok);
            if (r >= 0) return r;
          }
          if (this.extraTokens) {
            const p = this.start;
            this.backup(c);
            this.commentNewline = blankline;
            return this.make(tok, T.COMMENT, p, this.cur);
          }
        }

        if (c === EOF) {
          if (this.level) return this.make(tok, T.ERRORTOKEN, -1, -1);
          return this.make(tok, this.done === "E_EOF" ? T.ENDMARKER : T.ERRORTOKEN, -1, -1);
        }

        // Identifier, or a string prefix.
        if (isPotentialIdentifierStart(c)) {
          let sawB = false, sawR = false, sawU = false, sawF = false, sawT = false;
          for (;;) {
            if (!sawB && (c === 98 || c === 66)) sawB = true;
            else if (!sawU && (c === 117 || c === 85)) sawU = true;
            else if (!sawR && (c === 114 || c === 82)) sawR = true;
            else if (!sawF && (c === 102 || c === 70)) sawF = true;
            else if (!sawT && (c === 116 || c === 84)) sawT = true;
            else break;
            c = this.nextc();
            if (c === 34 || c === 39) {
              if (this.prefixError(sawB, sawR, sawU, sawF, sawT)) return this.make(tok, T.ERRORTOKEN, -1, -1);
              if (sawF || sawT) return this.fstringQuote(c, tok);
              return this.letterQuote(c, tok);
            }
          }
          let nonascii = false;
          while (isPotentialIdentifierChar(c)) {
            if (c >= 128) nonascii = true;
            c = this.nextc();
          }
          this.backup(c);
          if (nonascii && !this.verifyIdentifier()) return this.make(tok, T.ERRORTOKEN, -1, -1);
          return this.make(tok, T.NAME, this.start, this.cur);
        }

        if (c === 13) c = this.nextc();

        // Newline.
        if (c === 10) {
          this.atbol = true;
          if (blankline || this.level > 0) {
            if (this.extraTokens) {
              if (this.commentNewline) this.commentNewline = false;
              return this.make(tok, T.NL, this.start, this.cur);
            }
            break; // goto nextline
          }
          if (this.commentNewline && this.extraTokens) {
            this.commentNewline = false;
            return this.make(tok, T.NL, this.start, this.cur);
          }
          this.contLine = false;
          return this.make(tok, T.NEWLINE, this.start, this.cur - 1);
        }

        // Period or number starting with period.
        if (c === 46) {
          c = this.nextc();
          if (isDigit(c)) return this.number(tok, c, "fraction");
          if (c === 46) {
            c = this.nextc();
            if (c === 46) return this.make(tok, T.ELLIPSIS, this.start, this.cur);
            this.backup(c);
            this.backup(46);
          } else {
            this.backup(c);
          }
          return this.make(tok, T.DOT, this.start, this.cur);
        }

        if (isDigit(c)) return this.number(tok, c, "start");

        // f_string_quote / letter_quote for a quote with no prefix.
        if (c === 34 || c === 39) return this.letterQuote(c, tok);

        // Line continuation.
        if (c === 92) {
          if ((c = this.continuationLine()) === -1) return this.make(tok, T.ERRORTOKEN, -1, -1);
          this.contLine = true;
          continue; // goto again
        }

        return this.punctuation(c, current, tok);
      }
    }
  }

  /**
   * A comment matching "# type: " (each space: zero or more spaces or tabs) becomes TYPE_COMMENT,
   * or TYPE_IGNORE for "ignore" followed by the end or a non-alphanumeric ASCII character.
   * Returns -1 when the comment is an ordinary one.
   */
  private typeComment(c: number, blankline: boolean, tok: RawToken): number {
    const b = this.b;
    const prefix = "# type: ";
    let p = this.start;
    let col = this.startingColOffset;
    let k = 0;
    while (k < prefix.length && p < this.cur) {
      const pc = prefix.charCodeAt(k);
      if (pc === 32) {
        while (b[p] === 32 || b[p] === 9) {
          p++;
          col++;
        }
      } else if (pc === b[p]) {
        p++;
        col++;
      } else {
        break;
      }
      k++;
    }
    if (k < prefix.length) return -1;
    const ignoreEnd = p + 6;
    const ignoreEndCol = col + 6;
    this.backup(c);
    const isAlnum = (x: number) => (x >= 48 && x <= 57) || (x >= 65 && x <= 90) || (x >= 97 && x <= 122);
    const isIgnore =
      this.cur >= ignoreEnd &&
      this.src.slice(p, ignoreEnd) === "ignore" &&
      !(this.cur > ignoreEnd && (b[ignoreEnd]! >= 128 || isAlnum(b[ignoreEnd]!)));
    let type: number;
    if (isIgnore) {
      const pEnd = this.cur;
      // A type-ignore alone on its line takes the newline too (after its text was delimited).
      if (blankline) {
        this.nextc();
        this.atbol = true;
      }
      type = this.make(tok, T.TYPE_IGNORE, ignoreEnd, pEnd);
      tok.colOffset = ignoreEndCol;
    } else {
      type = this.make(tok, T.TYPE_COMMENT, p, this.cur);
      tok.colOffset = col;
    }
    tok.endColOffset = this.colOffset;
    return type;
  }

  private prefixError(b: boolean, r: boolean, u: boolean, f: boolean, t: boolean): boolean {
    let pair: [string, string] | null = null;
    if (u && b) pair = ["u", "b"];
    else if (u && r) pair = ["u", "r"];
    else if (u && f) pair = ["u", "f"];
    else if (u && t) pair = ["u", "t"];
    else if (b && f) pair = ["b", "f"];
    else if (b && t) pair = ["b", "t"];
    else if (f && t) pair = ["f", "t"];
    if (pair === null) return false;
    this.syntaxError(
      `'${pair[0]}' and '${pair[1]}' prefixes are incompatible`,
      this.start + 1 - this.lineStart,
      this.cur - this.lineStart,
    );
    return true;
  }

  private punctuation(c: number, current: TokMode, tok: RawToken): number {
    const insideF = this.modeIndex > 0;
    if ((c === 58 || c === 125 || c === 33 || c === 123) && insideF && current.exprStartDepth >= 0) {
      const cursor = current.curlyDepth - (c !== 123 ? 1 : 0);
      const cursorValid = cursor === 0 || (cursor === 1 && (current.inDebug || current.inFormatSpec));
      if (cursorValid) {
        this.updateFstringExpr(c);
        if (c !== 123) this.setFstringExpr(tok);
      }
      if (c === 58 && cursor === current.exprStartDepth) {
        current.kind = FSTRING;
        current.inFormatSpec = true;
        return this.make(tok, T.COLON, this.start, this.cur);
      }
    }

    // Two- and three-character operators.
    {
      const c2 = this.nextc();
      let t2 = twoChars(c, c2);
      if (t2 !== T.OP) {
        const c3 = this.nextc();
        const t3 = threeChars(c, c2, c3);
        if (t3 !== T.OP) t2 = t3;
        else this.backup(c3);
        return this.make(tok, t2, this.start, this.cur);
      }
      this.backup(c2);
    }

    switch (c) {
      case 40:
      case 91:
      case 123:
        if (this.level >= MAXLEVEL) return this.make(tok, this.syntaxError("too many nested parentheses"), -1, -1);
        this.parenstack[this.level] = c;
        this.parenlinenostack[this.level] = this.lineno;
        this.parencolstack[this.level] = this.start - this.lineStart;
        this.level++;
        if (insideF) current.curlyDepth++;
        break;
      case 41:
      case 93:
      case 125: {
        if (insideF && !current.curlyDepth && c === 125) {
          return this.make(tok, this.syntaxError(`${this.prefixChar()}-string: single '}' is not allowed`), -1, -1);
        }
        if (!this.extraTokens && !this.level) {
          return this.make(tok, this.syntaxError(`unmatched '${String.fromCharCode(c)}'`), -1, -1);
        }
        if (this.level > 0) {
          this.level--;
          const opening = this.parenstack[this.level]!;
          if (
            !this.extraTokens &&
            !((opening === 40 && c === 41) || (opening === 91 && c === 93) || (opening === 123 && c === 125))
          ) {
            if (insideF && opening === 123) {
              const previous = current.curlyDepth - 1;
              if (previous === current.exprStartDepth) {
                return this.make(tok, this.syntaxError(`${this.prefixChar()}-string: unmatched '${String.fromCharCode(c)}'`), -1, -1);
              }
            }
            const o = String.fromCharCode(opening);
            const cl = String.fromCharCode(c);
            if (this.parenlinenostack[this.level] !== this.lineno) {
              return this.make(
                tok,
                this.syntaxError(
                  `closing parenthesis '${cl}' does not match opening parenthesis '${o}' on line ${this.parenlinenostack[this.level]}`,
                ),
                -1,
                -1,
              );
            }
            return this.make(tok, this.syntaxError(`closing parenthesis '${cl}' does not match opening parenthesis '${o}'`), -1, -1);
          }
        }
        if (insideF) {
          current.curlyDepth--;
          if (current.curlyDepth < 0) {
            return this.make(tok, this.syntaxError(`${this.prefixChar()}-string: unmatched '${String.fromCharCode(c)}'`), -1, -1);
          }
          if (c === 125 && current.curlyDepth === current.exprStartDepth) {
            current.exprStartDepth--;
            current.kind = FSTRING;
            current.inFormatSpec = false;
            current.inDebug = false;
          }
        }
        break;
      }
      default:
        break;
    }

    if (!isPrintable(c)) {
      const hex = c.toString(16).toUpperCase().padStart(4, "0");
      return this.make(tok, this.syntaxError(`invalid non-printable character U+${hex}`), -1, -1);
    }

    // INSIDE_FSTRING_EXPR_AT_TOP: an '=' directly inside the replacement field.
    if (c === 61 && current.curlyDepth - current.exprStartDepth === 1) current.inDebug = true;

    return this.make(tok, oneChar(c), this.start, this.cur);
  }

  /** The number scanner; `entry` says where lexer.c's gotos enter it. */
  private number(tok: RawToken, first: number, entry: "start" | "fraction"): number {
    let c = first;
    let state: "fraction" | "exponent" | "imaginary" | "end" | "afterInt" = "afterInt";
    if (entry === "fraction") {
      state = "fraction";
    } else if (c === 48) {
      c = this.nextc();
      if (c === 120 || c === 88) {
        c = this.nextc();
        do {
          if (c === 95) c = this.nextc();
          if (!isXDigit(c)) {
            this.backup(c);
            return this.make(tok, this.syntaxError("invalid hexadecimal literal"), -1, -1);
          }
          do {
            c = this.nextc();
          } while (isXDigit(c));
        } while (c === 95);
        if (!this.verifyEndOfNumber(c, "hexadecimal")) return this.make(tok, T.ERRORTOKEN, -1, -1);
        state = "end";
      } else if (c === 111 || c === 79) {
        c = this.nextc();
        do {
          if (c === 95) c = this.nextc();
          if (c < 48 || c >= 56) {
            if (isDigit(c)) {
              return this.make(tok, this.syntaxError(`invalid digit '${String.fromCharCode(c)}' in octal literal`), -1, -1);
            }
            this.backup(c);
            return this.make(tok, this.syntaxError("invalid octal literal"), -1, -1);
          }
          do {
            c = this.nextc();
          } while (c >= 48 && c < 56);
        } while (c === 95);
        if (isDigit(c)) {
          return this.make(tok, this.syntaxError(`invalid digit '${String.fromCharCode(c)}' in octal literal`), -1, -1);
        }
        if (!this.verifyEndOfNumber(c, "octal")) return this.make(tok, T.ERRORTOKEN, -1, -1);
        state = "end";
      } else if (c === 98 || c === 66) {
        c = this.nextc();
        do {
          if (c === 95) c = this.nextc();
          if (c !== 48 && c !== 49) {
            if (isDigit(c)) {
              return this.make(tok, this.syntaxError(`invalid digit '${String.fromCharCode(c)}' in binary literal`), -1, -1);
            }
            this.backup(c);
            return this.make(tok, this.syntaxError("invalid binary literal"), -1, -1);
          }
          do {
            c = this.nextc();
          } while (c === 48 || c === 49);
        } while (c === 95);
        if (isDigit(c)) {
          return this.make(tok, this.syntaxError(`invalid digit '${String.fromCharCode(c)}' in binary literal`), -1, -1);
        }
        if (!this.verifyEndOfNumber(c, "binary")) return this.make(tok, T.ERRORTOKEN, -1, -1);
        state = "end";
      } else {
        let nonzero = false;
        for (;;) {
          if (c === 95) {
            c = this.nextc();
            if (!isDigit(c)) {
              this.backup(c);
              return this.make(tok, this.syntaxError("invalid decimal literal"), -1, -1);
            }
          }
          if (c !== 48) break;
          c = this.nextc();
        }
        const zerosEnd = this.cur;
        if (isDigit(c)) {
          nonzero = true;
          c = this.decimalTail();
          if (c === 0) return this.make(tok, T.ERRORTOKEN, -1, -1);
        }
        if (c === 46) {
          c = this.nextc();
          state = "fraction";
        } else if (c === 101 || c === 69) {
          state = "exponent";
        } else if (c === 106 || c === 74) {
          state = "imaginary";
        } else if (nonzero && !this.extraTokens) {
          this.backup(c);
          return this.make(
            tok,
            this.syntaxError(
              "leading zeros in decimal integer literals are not permitted; use an 0o prefix for octal integers",
              this.start + 1 - this.lineStart,
              zerosEnd - this.lineStart,
            ),
            -1,
            -1,
          );
        } else {
          if (!this.verifyEndOfNumber(c, "decimal")) return this.make(tok, T.ERRORTOKEN, -1, -1);
          state = "end";
        }
      }
    } else {
      c = this.decimalTail();
      if (c === 0) return this.make(tok, T.ERRORTOKEN, -1, -1);
      if (c === 46) {
        c = this.nextc();
        state = "fraction";
      } else {
        state = "afterInt";
      }
    }

    if (state === "fraction") {
      if (isDigit(c)) {
        c = this.decimalTail();
        if (c === 0) return this.make(tok, T.ERRORTOKEN, -1, -1);
      }
      state = "afterInt";
    }
    if (state === "afterInt") {
      if (c === 101 || c === 69) state = "exponent";
      else if (c === 106 || c === 74) state = "imaginary";
      else {
        if (!this.verifyEndOfNumber(c, "decimal")) return this.make(tok, T.ERRORTOKEN, -1, -1);
        state = "end";
      }
    }
    if (state === "exponent") {
      const e = c;
      c = this.nextc();
      if (c === 43 || c === 45) {
        c = this.nextc();
        if (!isDigit(c)) {
          this.backup(c);
          return this.make(tok, this.syntaxError("invalid decimal literal"), -1, -1);
        }
      } else if (!isDigit(c)) {
        this.backup(c);
        if (!this.verifyEndOfNumber(e, "decimal")) return this.make(tok, T.ERRORTOKEN, -1, -1);
        this.backup(e);
        return this.make(tok, T.NUMBER, this.start, this.cur);
      }
      c = this.decimalTail();
      if (c === 0) return this.make(tok, T.ERRORTOKEN, -1, -1);
      if (c === 106 || c === 74) state = "imaginary";
      else {
        if (!this.verifyEndOfNumber(c, "decimal")) return this.make(tok, T.ERRORTOKEN, -1, -1);
        state = "end";
      }
    }
    if (state === "imaginary") {
      c = this.nextc();
      if (!this.verifyEndOfNumber(c, "imaginary")) return this.make(tok, T.ERRORTOKEN, -1, -1);
    }
    this.backup(c);
    return this.make(tok, T.NUMBER, this.start, this.cur);
  }

  /** `f_string_quote`: the start of an f-string or t-string; `c` is its quote. */
  private fstringQuote(c: number, tok: RawToken): number {
    const quote = c;
    let quoteSize = 1;
    this.firstLineno = this.lineno;
    this.multiLineStart = this.lineStart;
    const afterQuote = this.nextc();
    if (afterQuote === quote) {
      const afterAfter = this.nextc();
      if (afterAfter === quote) quoteSize = 3;
      else {
        this.backup(afterAfter);
        this.backup(afterQuote);
      }
    }
    if (afterQuote !== quote) this.backup(afterQuote);

    const pStart = this.start;
    const pEnd = this.cur;
    if (this.modeIndex + 1 >= MAXFSTRINGLEVEL) {
      return this.make(tok, this.syntaxError("too many nested f-strings or t-strings"), -1, -1);
    }
    this.modeIndex++;
    let m = this.modes[this.modeIndex];
    if (m === undefined) {
      m = new TokMode();
      this.modes[this.modeIndex] = m;
    }
    m.kind = FSTRING;
    m.quote = quote;
    m.quoteSize = quoteSize;
    m.start = this.start;
    m.multiLineStart = this.lineStart;
    m.lineStart = this.lineno;
    m.lastExprStart = -1;
    m.lastExprEnd = -1;
    m.inFormatSpec = false;
    m.inDebug = false;
    const p0 = lower(this.b[this.start]!);
    const p1 = lower(this.b[this.start + 1]!);
    m.raw = p0 === 114 || p1 === 114;
    m.tstring = p0 === 116 || p1 === 116;
    m.curlyDepth = 0;
    m.exprStartDepth = -1;
    return this.make(tok, m.tstring ? T.TSTRING_START : T.FSTRING_START, pStart, pEnd);
  }

  /** `letter_quote`: a string literal (not f/t); `c` is its quote. */
  private letterQuote(c: number, tok: RawToken): number {
    const quote = c;
    let quoteSize = 1;
    let endQuoteSize = 0;
    let hasEscapedQuote = false;
    this.firstLineno = this.lineno;
    this.multiLineStart = this.lineStart;

    c = this.nextc();
    if (c === quote) {
      c = this.nextc();
      if (c === quote) quoteSize = 3;
      else endQuoteSize = 1;
    }
    if (c !== quote) this.backup(c);

    while (endQuoteSize !== quoteSize) {
      c = this.nextc();
      if (this.done === "E_ERROR") return this.make(tok, T.ERRORTOKEN, -1, -1);
      if (this.done === "E_DECODE") break;
      if (c === EOF || (quoteSize === 1 && c === 10)) {
        this.cur = this.start + 1;
        this.lineStart = this.multiLineStart;
        const start = this.lineno;
        this.lineno = this.firstLineno;
        if (this.modeIndex > 0) {
          const m = this.modes[this.modeIndex]!;
          if (m.quote === quote && m.quoteSize === quoteSize) {
            return this.make(tok, this.syntaxError(`${this.prefixChar()}-string: expecting '}'`), -1, -1);
          }
        }
        if (quoteSize === 3) {
          this.syntaxError(`unterminated triple-quoted string literal (detected at line ${start})`);
          return this.make(tok, T.ERRORTOKEN, -1, -1);
        }
        if (hasEscapedQuote) {
          this.syntaxError(`unterminated string literal (detected at line ${start}); perhaps you escaped the end quote?`);
        } else {
          this.syntaxError(`unterminated string literal (detected at line ${start})`);
        }
        return this.make(tok, T.ERRORTOKEN, -1, -1);
      }
      if (c === quote) {
        endQuoteSize++;
      } else {
        endQuoteSize = 0;
        if (c === 92) {
          c = this.nextc();
          if (c === quote) hasEscapedQuote = true;
          if (c === 13) c = this.nextc();
        }
      }
    }
    return this.make(tok, T.STRING, this.start, this.cur);
  }

  private fstringMode(current: TokMode, tok: RawToken): number {
    let endQuoteSize = 0;
    let unicodeEscape = false;
    const middleType = current.tstring ? T.TSTRING_MIDDLE : T.FSTRING_MIDDLE;

    this.start = this.cur;
    this.firstLineno = this.lineno;
    this.startingColOffset = this.colOffset;

    const startChar = this.nextc();
    if (startChar === 123) {
      const peek1 = this.nextc();
      this.backup(peek1);
      this.backup(startChar);
      if (peek1 !== 123) {
        current.exprStartDepth++;
        if (current.exprStartDepth >= MAX_EXPR_NESTING) {
          return this.make(tok, this.syntaxError(`${this.prefixChar()}-string: expressions nested too deeply`), -1, -1);
        }
        current.kind = REGULAR;
        return this.normalMode(current, tok);
      }
    } else {
      this.backup(startChar);
    }

    // At the end of the string?
    let atEnd = true;
    for (let i = 0; i < current.quoteSize; i++) {
      const q = this.nextc();
      if (q !== current.quote) {
        this.backup(q);
        atEnd = false;
        break;
      }
    }
    if (atEnd) {
      current.lastExprStart = -1;
      current.lastExprEnd = -1;
      const pStart = this.start;
      const pEnd = this.cur;
      this.modeIndex--;
      return this.make(tok, current.tstring ? T.TSTRING_END : T.FSTRING_END, pStart, pEnd);
    }

    // f_string_middle:
    this.multiLineStart = this.lineStart;
    while (endQuoteSize !== current.quoteSize) {
      const c = this.nextc();
      if (this.done === "E_ERROR" || this.done === "E_DECODE") return this.make(tok, T.ERRORTOKEN, -1, -1);
      const inFormatSpec = current.inFormatSpec && current.exprStartDepth >= 0;

      if (c === EOF || (current.quoteSize === 1 && c === 10)) {
        if (inFormatSpec && c === 10) {
          if (current.quoteSize === 1) {
            const k = this.prefixChar();
            return this.make(
              tok,
              this.syntaxError(`${k}-string: newlines are not allowed in format specifiers for single quoted ${k}-strings`),
              -1,
              -1,
            );
          }
          this.backup(c);
          current.kind = REGULAR;
          current.inFormatSpec = false;
          return this.make(tok, middleType, this.start, this.cur);
        }
        this.cur = current.start + 1;
        this.lineStart = current.multiLineStart;
        const start = this.lineno;
        this.lineno = current.lineStart;
        const k = this.prefixChar();
        if (current.quoteSize === 3) {
          this.syntaxError(`unterminated triple-quoted ${k}-string literal (detected at line ${start})`);
          return this.make(tok, T.ERRORTOKEN, -1, -1);
        }
        return this.make(tok, this.syntaxError(`unterminated ${k}-string literal (detected at line ${start})`), -1, -1);
      }

      if (c === current.quote) {
        endQuoteSize++;
        continue;
      }
      endQuoteSize = 0;

      if (c === 123) {
        this.updateFstringExpr(c);
        const peek = this.nextc();
        if (peek !== 123 || inFormatSpec) {
          this.backup(peek);
          this.backup(c);
          current.exprStartDepth++;
          if (current.exprStartDepth >= MAX_EXPR_NESTING) {
            return this.make(tok, this.syntaxError(`${this.prefixChar()}-string: expressions nested too deeply`), -1, -1);
          }
          current.kind = REGULAR;
          current.inFormatSpec = false;
          return this.make(tok, middleType, this.start, this.cur);
        }
        return this.make(tok, middleType, this.start, this.cur - 1);
      } else if (c === 125) {
        if (unicodeEscape) return this.make(tok, middleType, this.start, this.cur);
        const peek = this.nextc();
        const cursor = current.curlyDepth;
        if (peek === 125 && !inFormatSpec && cursor === 0) {
          return this.make(tok, middleType, this.start, this.cur - 1);
        }
        this.backup(peek);
        this.backup(c);
        current.kind = REGULAR;
        current.inFormatSpec = false;
        return this.make(tok, middleType, this.start, this.cur);
      } else if (c === 92) {
        let peek = this.nextc();
        if (peek === 13) peek = this.nextc();
        if (peek === 123 || peek === 125) {
          if (!current.raw) {
            const ch = String.fromCharCode(peek);
            this.warn(
              `"\\${ch}" is an invalid escape sequence. Such sequences will not work in the future. Did you mean "\\\\${ch}"? A raw string is also an option.`,
            );
          }
          this.backup(peek);
          continue;
        }
        if (!current.raw) {
          if (peek === 78) {
            peek = this.nextc();
            if (peek === 123) unicodeEscape = true;
            else this.backup(peek);
          }
        }
      }
    }

    for (let i = 0; i < current.quoteSize; i++) this.backup(current.quote);
    return this.make(tok, middleType, this.start, this.cur);
  }
}
