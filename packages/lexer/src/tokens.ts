/**
 * The token record the lexer produces: the fields of Python's `tokenize.TokenInfo`, plus the
 * UTF-8 byte columns the parser needs for AST positions (CPython's AST `col_offset`s count bytes,
 * while `tokenize` reports character columns).
 */
export { TokenType, tok_name, EXACT_TOKEN_TYPES } from "./tokens.generated.js";
export type { TokenTypeName } from "./tokens.generated.js";

export interface Token {
  /** `token.<NAME>` number; operators are `OP` (55) here, as in `tokenize`. */
  readonly type: number;
  /** For `OP`, the operator's exact type (`token.EXACT_TOKEN_TYPES`); otherwise equal to `type`. */
  readonly exactType: number;
  /** The token's text. */
  readonly string: string;
  /** 1-based line, 0-based column in characters (code points), as `TokenInfo.start`. */
  readonly start: readonly [line: number, col: number];
  /** As `TokenInfo.end`. */
  readonly end: readonly [line: number, col: number];
  /** The physical line(s) the token is on, as `TokenInfo.line`. */
  readonly line: string;
  /** Start column in UTF-8 bytes (AST `col_offset`). */
  readonly startByte: number;
  /** End column in UTF-8 bytes (AST `end_col_offset`). */
  readonly endByte: number;
  /**
   * For the '}', '!' or ':' closing an f-string/t-string replacement field written with '='
   * (`f"{x=}"`): the expression's source text, as the C lexer's `token->metadata`.
   */
  readonly metadata?: string;
}
