/**
 * Python's `repr` for the values an AST carries: str, bytes, int, float, complex, None, bools,
 * Ellipsis. One place for these rules; `dump` and `unparse` use them.
 */
import { Ellipsis, PyBytesValue, PyComplexValue, type ConstantValue } from "./ast/constant.js";

const NON_PRINTABLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}\p{Zl}\p{Zp}\p{Zs}]/u;

/** `repr(str)`: quotes chosen like CPython, non-printable characters escaped. */
export function reprStr(s: string): string {
  const quote = s.includes("'") && !s.includes('"') ? '"' : "'";
  let out = quote;
  for (const ch of s) {
    const cp = ch.codePointAt(0)!;
    if (ch === quote || ch === "\\") out += "\\" + ch;
    else if (ch === "\t") out += "\\t";
    else if (ch === "\n") out += "\\n";
    else if (ch === "\r") out += "\\r";
    else if (cp < 0x20 || cp === 0x7f) out += "\\x" + cp.toString(16).padStart(2, "0");
    else if (cp < 0x7f) out += ch;
    else if (ch !== " " && NON_PRINTABLE.test(ch)) {
      if (cp <= 0xff) out += "\\x" + cp.toString(16).padStart(2, "0");
      else if (cp <= 0xffff) out += "\\u" + cp.toString(16).padStart(4, "0");
      else out += "\\U" + cp.toString(16).padStart(8, "0");
    } else out += ch;
  }
  return out + quote;
}

/** `repr(bytes)`. */
export function reprBytes(b: Uint8Array): string {
  let hasSingle = false;
  let hasDouble = false;
  for (const c of b) {
    if (c === 0x27) hasSingle = true;
    else if (c === 0x22) hasDouble = true;
  }
  const quote = hasSingle && !hasDouble ? 0x22 : 0x27;
  let out = "b" + String.fromCharCode(quote);
  for (const c of b) {
    if (c === quote || c === 0x5c) out += "\\" + String.fromCharCode(c);
    else if (c === 0x09) out += "\\t";
    else if (c === 0x0a) out += "\\n";
    else if (c === 0x0d) out += "\\r";
    else if (c < 0x20 || c >= 0x7f) out += "\\x" + c.toString(16).padStart(2, "0");
    else out += String.fromCharCode(c);
  }
  return out + String.fromCharCode(quote);
}

/**
 * `float.__repr__` ("r" format): the shortest digits that round-trip; positional when the decimal
 * exponent is in [-4, 16), otherwise `d.ddde+XX`. `addDot0` appends ".0" to integral values.
 */
export function formatFloatRepr(x: number, addDot0 = true): string {
  if (Number.isNaN(x)) return "nan";
  if (x === Infinity) return "inf";
  if (x === -Infinity) return "-inf";
  if (x === 0) return (Object.is(x, -0) ? "-0" : "0") + (addDot0 ? ".0" : "");
  const sign = x < 0 ? "-" : "";
  const [mant, expStr] = Math.abs(x).toExponential().split("e") as [string, string];
  const digits = mant.replace(".", "");
  const exp = Number(expStr); // value = 0.digits * 10^(exp+1)
  let body: string;
  if (exp >= -4 && exp < 16) {
    if (exp < 0) body = "0." + "0".repeat(-exp - 1) + digits;
    else if (digits.length <= exp + 1) body = digits + "0".repeat(exp + 1 - digits.length) + (addDot0 ? ".0" : "");
    else body = digits.slice(0, exp + 1) + "." + digits.slice(exp + 1);
  } else {
    const m = digits.length > 1 ? digits[0] + "." + digits.slice(1) : digits;
    const e = Math.abs(exp);
    body = m + "e" + (exp < 0 ? "-" : "+") + (e < 10 ? "0" + e : String(e));
  }
  return sign + body;
}

/** `complex.__repr__`. */
export function reprComplex(c: PyComplexValue): string {
  const im = formatFloatRepr(c.imag, false);
  if (c.real === 0 && !Object.is(c.real, -0)) return im + "j";
  const re = formatFloatRepr(c.real, false);
  const imSigned = im.startsWith("-") ? im : "+" + im;
  return "(" + re + imSigned + "j)";
}

/** `repr()` of any constant value. */
export function reprConstant(v: ConstantValue): string {
  if (v === null) return "None";
  if (v === true) return "True";
  if (v === false) return "False";
  if (v === Ellipsis) return "Ellipsis";
  if (typeof v === "bigint") return v.toString();
  if (typeof v === "number") return formatFloatRepr(v);
  if (typeof v === "string") return reprStr(v);
  if (v instanceof PyBytesValue) return reprBytes(v.bytes);
  return reprComplex(v);
}
