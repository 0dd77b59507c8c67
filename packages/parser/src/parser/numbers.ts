/** NUMBER tokens to Python values: int (bigint), float (number), imaginary (complex). */
import { PyComplexValue, type ConstantValue } from "../ast/constant.js";

export function parseNumber(text: string): ConstantValue {
  const s = text.replace(/_/g, "");
  const last = s[s.length - 1];
  if (last === "j" || last === "J") return new PyComplexValue(0, parseFloatLiteral(s.slice(0, -1)));
  if (s.length > 1 && s[0] === "0") {
    const k = s[1]!.toLowerCase();
    if (k === "x" || k === "o" || k === "b") return BigInt("0" + k + s.slice(2));
  }
  if (/^[0-9]+$/.test(s)) return BigInt(s);
  return parseFloatLiteral(s);
}

function parseFloatLiteral(s: string): number {
  return Number(s);
}
