/**
 * The `tokenize` module's view of the lexer: Python/Python-tokenize.c (`tokenizeriter_next`) on
 * top of `Lexer`. It turns byte positions into character columns (with the same line cache and
 * column arithmetic as CPython), builds each token's `line`, applies the `extra_tokens`
 * adjustments (operators as OP, NEWLINE strings, trailing DEDENT/ENDMARKER positions), and turns
 * the lexer's failures into the exceptions `_tokenizer_error` raises.
 */
import { TokenType as T, EXACT_TOKEN_TYPES } from "./tokens.generated.js";
import type { Token } from "./tokens.js";
import { PySyntaxError } from "./errors.js";
import type { LexerWarning } from "./errors.js";
import { Lexer, newRawToken } from "./lexer.js";
import type { RawToken } from "./lexer.js";
import { SourceBuffer } from "./source.js";
import { decodeSource } from "./decode.js";

export interface TokenizeOptions {
  /**
   * true (default): the `tokenize` module's token stream (COMMENT, NL, operators as OP, the
   * lexer's lenient mode). false: what CPython's parser sees (no COMMENT/NL; number, identifier
   * and bracket checks on; INDENT/DEDENT/ENDMARKER without text or columns).
   */
  readonly extraTokens?: boolean;
  /**
   * Parser mode only: turn `# type: ...` comments into TYPE_COMMENT and `# type: ignore...` into
   * TYPE_IGNORE tokens, as the C lexer does for `ast.parse(..., type_comments=True)`.
   */
  readonly typeComments?: boolean;
  /**
   * "file" (default): the readline tokenizer that `tokenize` and running a file use (an implicit
   * final newline; the line buffer kept across lines inside f-strings). "string": the tokenizer
   * `compile(str)`, `ast.parse` and `exec` use (`_PyTokenizer_FromString`): pass text already
   * decoded and newline-translated (`decodeSourceForCompile`, or `translateNewlines` for str);
   * no newline is added, the buffer restarts at every line read outside a token.
   */
  readonly input?: "file" | "string";
  /** File name for errors (default "<string>"). */
  readonly filename?: string;
}

const isStringLit = (t: number) => t === T.STRING || t === T.FSTRING_MIDDLE || t === T.TSTRING_MIDDLE;

/** An iterator over the tokens of decoded text, as `_tokenize.TokenizerIter`. */
export class TokenStream {
  readonly lexer: Lexer;
  private readonly src: SourceBuffer;
  private readonly raw: RawToken = newRawToken();
  private readonly extra: boolean;
  private finished = false;
  /** The current line's text, sliced on first use (null until then). */
  private lastLine: string | null = null;
  private lastLineStart = 0;
  private lastLineno = 0;
  private byteColOffsetDiff = 0;

  constructor(text: string, options: TokenizeOptions = {}) {
    const stringInput = options.input === "string";
    this.src = new SourceBuffer(text, !stringInput);
    this.extra = options.extraTokens ?? true;
    this.lexer = new Lexer(this.src, this.extra, options.typeComments ?? false, stringInput);
    if (options.filename !== undefined) this.lexer.filename = options.filename;
  }

  /** Warnings (SyntaxWarning) the lexer emitted so far, in order. */
  get warnings(): readonly LexerWarning[] {
    return this.lexer.warnings;
  }

  // The token `advance` produced (read by `next`, and directly by the parser's token buffer).
  /** `token.<NAME>` number (OP for operators in `tokenize` mode) and the exact type. */
  type = 0;
  exactType = 0;
  string = "";
  startLine = 0;
  /** Character columns, as `TokenInfo.start[1]` / `end[1]`. */
  startCol = -1;
  endLine = 0;
  endCol = -1;
  /** UTF-8 byte columns. */
  startByte = -1;
  endByte = -1;
  private lineStart = 0;
  private lineEnd = 0;
  private lineEmpty = false;

  /** The next token, or null after ENDMARKER. Throws `PySyntaxError`. */
  next(): Token | null {
    if (!this.advance()) return null;
    return {
      type: this.type,
      exactType: this.exactType,
      string: this.string,
      start: [this.startLine, this.startCol],
      end: [this.endLine, this.endCol],
      line: this.line,
      startByte: this.startByte,
      endByte: this.endByte,
      ...(this.raw.metadata !== null ? { metadata: this.raw.metadata } : {}),
    };
  }

  /** The physical line(s) of the token `advance` produced, as `TokenInfo.line`. */
  get line(): string {
    if (this.lineEmpty) return "";
    if (this.lastLine === null) this.lastLine = this.src.slice(this.lineStart, this.lineEnd);
    return this.lastLine;
  }

  /**
   * Lexes the next token into this stream's fields (`type`, `string`, `startLine`…) without
   * building a `Token`; false after ENDMARKER. Throws `PySyntaxError`.
   */
  advance(): boolean {
    if (this.finished) return false;
    const lx = this.lexer;
    const raw = this.raw;
    const src = this.src;
    let type = lx.nextToken(raw);
    if (type === T.ERRORTOKEN) {
      this.finished = true;
      throw this.tokenizerError();
    }
    let str = raw.start < 0 || raw.end < 0 ? "" : src.slice(raw.start, raw.end);
    const isTrailing = type === T.ENDMARKER || (type === T.DEDENT && lx.done === "E_EOF");
    const lineStart = isStringLit(type) ? lx.multiLineStart : lx.lineStart;

    let lineChanged = true;
    if (this.extra && isTrailing) {
      this.lineEmpty = true;
    } else {
      this.lineEmpty = false;
      let lineEnd = lx.inp;
      if (lineEnd - lineStart >= 1 && lx.implicitNewline) lineEnd--;
      if (lx.lineno !== this.lastLineno) {
        this.lineStart = lineStart;
        this.lineEnd = lineEnd;
        this.lastLine = null;
        this.lastLineStart = lineStart;
        this.byteColOffsetDiff = 0;
      } else {
        lineChanged = false;
      }
    }

    let lineno = isStringLit(type) ? lx.firstLineno : lx.lineno;
    let endLineno = lx.lineno;
    this.lastLineno = lineno;

    let col = -1;
    let endCol = -1;
    let byteOffset = -1;
    if (raw.start >= 0 && raw.start >= lineStart) {
      byteOffset = raw.start - lineStart;
      if (lineChanged) {
        col = src.chars(this.lastLineStart, this.lastLineStart + byteOffset);
        this.byteColOffsetDiff = byteOffset - col;
      } else {
        col = byteOffset - this.byteColOffsetDiff;
      }
    }
    if (raw.end >= 0 && raw.end >= lx.lineStart) {
      const endByteOffset = raw.end - lx.lineStart;
      if (lineno === endLineno) {
        const base = this.lastLineStart;
        // A token starting before the line (an INDENT whose text begins in an f-string's earlier
        // lines) makes CPython count from byte -1, one byte before the line's text: one more char.
        const tokenCol =
          byteOffset < 0
            ? 1 + src.chars(base, Math.max(base, base + endByteOffset))
            : src.chars(base + byteOffset, Math.max(base + byteOffset, base + endByteOffset));
        endCol = col + tokenCol;
        this.byteColOffsetDiff += raw.end - raw.start - tokenCol;
      } else {
        endCol = src.chars(lx.lineStart, lx.lineStart + endByteOffset);
        this.byteColOffsetDiff += endByteOffset - endCol;
      }
    }

    let exactType = type;
    if (this.extra) {
      if (isTrailing) {
        lineno = endLineno = lineno + 1;
        col = endCol = 0;
      }
      if (type > T.DEDENT && type < T.OP) {
        type = T.OP;
        exactType = EXACT_TOKEN_TYPES[str] ?? T.OP;
      } else if (type === T.OP) {
        exactType = EXACT_TOKEN_TYPES[str] ?? T.OP;
      } else if (type === T.NEWLINE) {
        // With an implicit final newline CPython keeps the C token's own text ('' or a lone '\r').
        if (!lx.implicitNewline) str = src.bytes[lx.start] === 13 ? "\r\n" : "\n";
        endCol++;
      } else if (type === T.NL) {
        if (lx.implicitNewline) str = "";
      }
    } else if (type > T.DEDENT && type <= T.OP) {
      exactType = type;
      type = T.OP;
    }
    if (raw.type === T.ENDMARKER) this.finished = true;

    this.type = type;
    this.exactType = exactType;
    this.string = str;
    this.startLine = lineno;
    this.startCol = col;
    this.endLine = endLineno;
    this.endCol = endCol;
    this.startByte = raw.colOffset;
    this.endByte = raw.endColOffset;
    return true;
  }

  /** `_tokenizer_error`: the exception for an ERRORTOKEN. */
  private tokenizerError(): PySyntaxError {
    const lx = this.lexer;
    if (lx.error !== null) return lx.error;
    const src = this.src;
    const state = {
      lineno: lx.lineno,
      cur: lx.cur,
      buf: lx.buf,
      inp: lx.inp,
      lineStart: lx.lineStart,
      level: lx.level,
      ...(lx.level > 0
        ? {
            openBracket: {
              char: String.fromCharCode(lx.parenstack[lx.level - 1]!),
              lineno: lx.parenlinenostack[lx.level - 1]!,
              col: lx.parencolstack[lx.level - 1]!,
            },
          }
        : {}),
    };
    if (lx.done === "E_EOF") {
      return new PySyntaxError({
        msg: "unexpected EOF in multi-line statement",
        filename: lx.filename,
        lineno: lx.lineno,
        offset: Math.max(0, lx.inp - lx.buf),
        end_lineno: lx.lineno,
        end_offset: null,
        text: null,
        errcode: "E_EOF",
        state,
      });
    }
    let msg = "unknown tokenization error";
    let type: "SyntaxError" | "IndentationError" | "TabError" = "SyntaxError";
    switch (lx.done) {
      case "E_DEDENT":
        msg = "unindent does not match any outer indentation level";
        type = "IndentationError";
        break;
      case "E_TABSPACE":
        msg = "inconsistent use of tabs and spaces in indentation";
        type = "TabError";
        break;
      case "E_TOODEEP":
        msg = "too many levels of indentation";
        type = "IndentationError";
        break;
      case "E_LINECONT":
        msg = "unexpected character after line continuation character";
        break;
      default:
        break;
    }
    const lineEnd = Math.max(lx.buf, lx.inp - 1);
    const errorLine = src.slice(lx.buf, lineEnd);
    const offset = src.chars(lx.buf, lineEnd) + (lx.inp - lx.buf >= 1 ? 1 : 0);
    return new PySyntaxError({
      type,
      msg,
      filename: lx.filename,
      lineno: lx.lineno,
      offset,
      end_lineno: null,
      end_offset: null,
      text: errorLine,
      errcode: lx.done,
      state,
    });
  }
}

function collect(stream: TokenStream, out: Token[]): Token[] {
  for (let t = stream.next(); t !== null; t = stream.next()) out.push(t);
  return out;
}

/**
 * `tokenize.generate_tokens`: the tokens of decoded source text (no ENCODING token).
 * Throws `PySyntaxError` as the C tokenizer raises it.
 */
export function generateTokens(text: string, options: TokenizeOptions = {}): Token[] {
  return collect(new TokenStream(text, options), []);
}

/** The ENCODING token `tokenize.tokenize` yields first. */
export function encodingToken(encoding: string): Token {
  return { type: T.ENCODING, exactType: T.ENCODING, string: encoding, start: [0, 0], end: [0, 0], line: "", startByte: 0, endByte: 0 };
}

/**
 * `list(tokenize.tokenize(io.BytesIO(bytes).readline))`: decodes (PEP 263), then ENCODING and
 * every token. With `extraTokens: false`, the parser's stream (no ENCODING/COMMENT/NL).
 */
export function tokenize(bytes: Uint8Array, options: TokenizeOptions = {}): Token[] {
  const decoded = decodeSource(bytes, options.filename);
  const out: Token[] = [];
  if (options.extraTokens ?? true) out.push(encodingToken(decoded.encoding));
  return collect(new TokenStream(decoded.text, options), out);
}
