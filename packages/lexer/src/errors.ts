/**
 * Errors of the tokenizer, shaped like CPython's `SyntaxError` and its subclasses.
 *
 * CPython's C tokenizer reports a problem in one of two ways, and so does pyts:
 *  - a SyntaxError raised at once (`_PyTokenizer_syntaxerror` in Parser/tokenizer/helpers.c):
 *    message, line, and a 1-based `offset` that counts the characters from the line start to the
 *    lexer's cursor;
 *  - a state code left in `tok->done` (`E_EOF`, `E_DEDENT`, `E_TABSPACE`, `E_TOODEEP`,
 *    `E_LINECONT`), which the caller turns into an exception. The `tokenize` module does it in
 *    `_tokenizer_error` (Python/Python-tokenize.c); the parser does it in `_Pypegen_tokenizer_error`
 *    (Parser/pegen_errors.c) with other positions. `PySyntaxError.errcode` keeps the code and
 *    `PySyntaxError.state` the raw lexer positions, so the parser can rebuild its own variant.
 */

/** `tok->done` codes (Include/errcode.h), by name. */
export type ErrCode = "E_OK" | "E_EOF" | "E_ERROR" | "E_DEDENT" | "E_TABSPACE" | "E_TOODEEP" | "E_LINECONT" | "E_DECODE";

/** Raw lexer state at an error, for callers (the parser) that place errors their own way. */
export interface LexerErrorState {
  /** `tok->lineno`. */
  readonly lineno: number;
  /** Byte offsets into the UTF-8 source: `tok->cur`, `tok->buf`, `tok->inp`, `tok->line_start`. */
  readonly cur: number;
  readonly buf: number;
  readonly inp: number;
  readonly lineStart: number;
  /** `tok->level` and the innermost open bracket with its line and byte column, if any. */
  readonly level: number;
  readonly openBracket?: { readonly char: string; readonly lineno: number; readonly col: number };
}

export type SyntaxErrorType = "SyntaxError" | "IndentationError" | "TabError";

export class PySyntaxError extends Error {
  /** Python class name: SyntaxError, IndentationError or TabError. */
  readonly type: SyntaxErrorType;
  readonly msg: string;
  readonly filename: string;
  readonly lineno: number;
  /** 1-based, as CPython's `SyntaxError.offset` (0 where CPython reports 0). */
  readonly offset: number;
  /** null where CPython gives None (errors raised from the lexer's state, decoding errors). */
  readonly end_lineno: number | null;
  readonly end_offset: number | null;
  /** The offending line, or null where CPython gives None. */
  readonly text: string | null;
  /** The `tok->done` code when the error came from the lexer's state rather than a direct raise. */
  readonly errcode: ErrCode | undefined;
  readonly state: LexerErrorState | undefined;

  constructor(init: {
    type?: SyntaxErrorType;
    msg: string;
    filename?: string;
    lineno: number;
    offset: number;
    end_lineno?: number | null;
    end_offset?: number | null;
    text: string | null;
    errcode?: ErrCode;
    state?: LexerErrorState;
  }) {
    super(init.msg);
    this.name = init.type ?? "SyntaxError";
    this.type = init.type ?? "SyntaxError";
    this.msg = init.msg;
    this.filename = init.filename ?? "<string>";
    this.lineno = init.lineno;
    this.offset = init.offset;
    this.end_lineno = init.end_lineno === undefined ? init.lineno : init.end_lineno;
    this.end_offset = init.end_offset === undefined ? init.offset : init.end_offset;
    this.text = init.text;
    this.errcode = init.errcode;
    this.state = init.state;
  }
}

/**
 * A SyntaxError raised while finding the source encoding (`tokenize.detect_encoding`), before any
 * token: `python -m tokenize` prints it as `file: error: msg`, without a position.
 */
export class PyEncodingError extends PySyntaxError {}

/** A warning the lexer emits (CPython: `SyntaxWarning` through the `warnings` module). */
export interface LexerWarning {
  readonly category: "SyntaxWarning" | "DeprecationWarning";
  readonly msg: string;
  readonly lineno: number;
}
