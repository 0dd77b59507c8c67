/**
 * Operator recognition, as `_PyToken_OneChar`, `_PyToken_TwoChars` and `_PyToken_ThreeChars`
 * (Parser/token.c): built from the generated `EXACT_TOKEN_TYPES` table. The C tables also map
 * "<>" to NOTEQUAL (PEP 401's Barry-as-FLUFL spelling; the parser decides whether to accept it).
 */
import { EXACT_TOKEN_TYPES, TokenType } from "./tokens.generated.js";

const one = new Int32Array(128).fill(TokenType.OP);
const two = new Map<number, number>();
const three = new Map<number, number>();

for (const [op, type] of Object.entries(EXACT_TOKEN_TYPES)) {
  if (op.length === 1) one[op.charCodeAt(0)] = type;
  else if (op.length === 2) two.set(op.charCodeAt(0) * 256 + op.charCodeAt(1), type);
  else if (op.length === 3) three.set((op.charCodeAt(0) * 256 + op.charCodeAt(1)) * 256 + op.charCodeAt(2), type);
}
two.set(60 * 256 + 62, TokenType.NOTEQUAL);

export function oneChar(c: number): number {
  return c >= 0 && c < 128 ? one[c]! : TokenType.OP;
}

export function twoChars(c1: number, c2: number): number {
  if (c1 < 0 || c2 < 0 || c1 >= 128 || c2 >= 128) return TokenType.OP;
  return two.get(c1 * 256 + c2) ?? TokenType.OP;
}

export function threeChars(c1: number, c2: number, c3: number): number {
  if (c1 < 0 || c2 < 0 || c3 < 0 || c1 >= 128 || c2 >= 128 || c3 >= 128) return TokenType.OP;
  return three.get((c1 * 256 + c2) * 256 + c3) ?? TokenType.OP;
}
