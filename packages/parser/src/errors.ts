/**
 * Python's SyntaxError family as the parser raises it: type (SyntaxError, IndentationError,
 * TabError), msg, filename, lineno, offset (1-based, characters), text, end_lineno, end_offset —
 * the fields of CPython's exception, with the same meaning.
 */
export type SyntaxErrorType = "SyntaxError" | "IndentationError" | "TabError";

export class PySyntaxError extends Error {
  constructor(
    readonly type: SyntaxErrorType,
    readonly msg: string,
    readonly filename: string,
    readonly lineno: number,
    readonly offset: number,
    readonly text: string | null,
    readonly end_lineno: number,
    readonly end_offset: number,
  ) {
    super(msg);
    this.name = type;
  }
}

/** Thrown by grammar functions when an alternative does not match (never escapes the parser). */
export const NO_MATCH: { readonly noMatch: true } = Object.freeze({ noMatch: true });
export type NoMatch = typeof NO_MATCH;
export const isNoMatch = (e: unknown): e is NoMatch => e === NO_MATCH;
