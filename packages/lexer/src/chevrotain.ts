/**
 * The token vocabulary as chevrotain token types, for parsers written with chevrotain's DSL:
 * one `TokenType` per CPython token type (`token.tok_name`), operators carrying their exact type
 * (LPAR, EQUAL, …) with OP as their category, so `CONSUME(OP)` or `CONSUME(LPAR)` both work.
 * `toChevrotainTokens` turns the lexer's tokens into chevrotain `IToken`s (offsets are UTF-8 byte
 * columns within the line; lines and columns 1-based as chevrotain expects).
 *
 * The scanning itself is not a chevrotain `Lexer`: it is the hand-written port of CPython's C
 * lexer in lexer.ts, which is what makes positions, f-string splitting and error messages exact.
 */
import { Lexer as ChevrotainLexer, createToken, createTokenInstance } from "chevrotain";
import type { IToken, TokenType as ChevrotainTokenType } from "chevrotain";
import { TokenType, tok_name } from "./tokens.generated.js";
import type { Token } from "./tokens.js";

const byNumber = new Map<number, ChevrotainTokenType>();

/** `OP`: the category of every operator token type. */
export const OpCategory: ChevrotainTokenType = createToken({ name: "OP", pattern: ChevrotainLexer.NA });
byNumber.set(TokenType.OP, OpCategory);

for (const [num, name] of Object.entries(tok_name)) {
  const n = Number(num);
  if (n === TokenType.OP) continue;
  const isOperator = n > TokenType.DEDENT && n < TokenType.OP;
  byNumber.set(n, createToken({ name, pattern: ChevrotainLexer.NA, ...(isOperator ? { categories: [OpCategory] } : {}) }));
}

/** The chevrotain token type for a `token.<NAME>` number (exact operator types included). */
export function chevrotainTokenType(type: number): ChevrotainTokenType {
  const t = byNumber.get(type);
  if (t === undefined) throw new RangeError(`no token type ${type}`);
  return t;
}

/** All chevrotain token types, in `token` number order (for a parser's vocabulary). */
export const chevrotainVocabulary: readonly ChevrotainTokenType[] = [...byNumber.entries()].sort((a, b) => a[0] - b[0]).map((e) => e[1]);

/** The lexer's tokens as chevrotain tokens (operators by their exact type). */
export function toChevrotainTokens(tokens: readonly Token[]): IToken[] {
  return tokens.map((t) =>
    createTokenInstance(
      chevrotainTokenType(t.exactType),
      t.string,
      t.startByte,
      t.endByte,
      t.start[0],
      t.end[0],
      t.start[1] + 1,
      t.end[1],
    ),
  );
}
