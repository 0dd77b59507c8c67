/** NUMBER tokens to Python values: int (bigint), float (number), imaginary (complex). */
import { PyComplexValue, type ConstantValue } from "../ast/constant.js";
import { syntaxError } from "../errors.js";
import type { Parser } from "./core.js";
import type { PToken } from "./tokenStream.js";

/**
 * The int/str conversion limit (sys.set_int_max_str_digits; 0: none). The VM's `intStrLimit` is
 * this object, so a decimal int literal in source is checked against the running program's limit.
 */
export const intLiteralLimit = { maxDigits: 4300 };

/** _PY_LONG_MAX_STR_DIGITS_THRESHOLD: shorter literals are never checked. */
const STR_DIGITS_CHECK_THRESHOLD = 640;

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

/**
 * `_PyPegen_number_token`: a decimal int literal past the digit limit is PyLong_FromString's
 * ValueError turned into a SyntaxError on the token's lines (columns -1: offsets 0).
 */
export function numberToken(p: Parser, t: PToken): ConstantValue {
  const text = t.string;
  const max = intLiteralLimit.maxDigits;
  if (max > 0 && text.length > STR_DIGITS_CHECK_THRESHOLD && /^[0-9_]+$/.test(text)) {
    const digits = text.length - (text.match(/_/g)?.length ?? 0);
    if (digits > max) {
      const msg = `Exceeds the limit (${max} digits) for integer string conversion: value has ${digits} digits; use sys.set_int_max_str_digits() to increase the limit - Consider hexadecimal for huge integer literals to avoid decimal conversion limits.`;
      throw syntaxError("SyntaxError", msg, p.filename, t.lineno, 0, p.lineText(t.lineno), t.endLineno, 0);
    }
  }
  return parseNumber(text);
}

function parseFloatLiteral(s: string): number {
  return Number(s);
}
