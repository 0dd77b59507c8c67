/**
 * Python's SyntaxError family (SyntaxError, IndentationError, TabError) — the lexer's
 * `PySyntaxError`, so tokenizer and parser errors are one type — and the parser's internal
 * "no match" signal.
 */
import { PySyntaxError, type SyntaxErrorType } from "@pyts/lexer";

export { PySyntaxError };
export type { SyntaxErrorType };

/** Builds a PySyntaxError from CPython's fields (offsets 1-based, in characters). */
export function syntaxError(
  type: SyntaxErrorType,
  msg: string,
  filename: string,
  lineno: number,
  offset: number,
  text: string | null,
  end_lineno: number,
  end_offset: number,
): PySyntaxError {
  return new PySyntaxError({ type, msg, filename, lineno, offset, text, end_lineno, end_offset });
}

/** Thrown by grammar functions when an alternative does not match (never escapes the parser). */
export const NO_MATCH: { readonly noMatch: true } = Object.freeze({ noMatch: true });
export type NoMatch = typeof NO_MATCH;
export const isNoMatch = (e: unknown): e is NoMatch => e === NO_MATCH;
