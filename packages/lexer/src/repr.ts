/**
 * Python's reprs of literal values, one place for the whole pipeline (dump, unparse, dis, the VM).
 *
 * `repr(str)` exactly as CPython's `unicode_repr` (Objects/unicodeobject.c): single quotes unless
 * the text contains ' and no ", backslash escapes for the quote, '\\', '\t', '\n', '\r', other
 * ASCII controls and DEL as \xhh, and non-ASCII code points that `str.isprintable()` rejects as
 * \xhh, \uhhhh or \Uhhhhhhhh. Lone surrogates in a JS string count as code points, as in Python.
 */
import { isPrintable } from "./unicode.js";

const hex = (n: number, width: number) => n.toString(16).padStart(width, "0");

export function reprStr(s: string): string {
  const quote = s.includes("'") && !s.includes('"') ? '"' : "'";
  let out = quote;
  let plainFrom = 0;
  let i = 0;
  const n = s.length;
  while (i < n) {
    const u = s.charCodeAt(i);
    if (u >= 0x20 && u < 0x7f && u !== 0x5c && u !== quote.charCodeAt(0)) {
      i++;
      continue;
    }
    let cp = u;
    let width = 1;
    if (u >= 0xd800 && u < 0xdc00 && i + 1 < n) {
      const lo = s.charCodeAt(i + 1);
      if (lo >= 0xdc00 && lo < 0xe000) {
        cp = 0x10000 + ((u - 0xd800) << 10) + (lo - 0xdc00);
        width = 2;
      }
    }
    let esc: string | null;
    if (cp === 0x5c) esc = "\\\\";
    else if (cp === quote.charCodeAt(0)) esc = "\\" + quote;
    else if (cp === 9) esc = "\\t";
    else if (cp === 10) esc = "\\n";
    else if (cp === 13) esc = "\\r";
    else if (cp < 0x20 || cp === 0x7f) esc = "\\x" + hex(cp, 2);
    else if (cp < 0x7f) esc = null;
    else if (isPrintable(cp)) esc = null;
    else if (cp < 0x100) esc = "\\x" + hex(cp, 2);
    else if (cp < 0x10000) esc = "\\u" + hex(cp, 4);
    else esc = "\\U" + hex(cp, 8);
    if (esc !== null) {
      out += s.slice(plainFrom, i) + esc;
      plainFrom = i + width;
    }
    i += width;
  }
  return out + s.slice(plainFrom) + quote;
}

/** Length of a string in code points (how Python's `%-Ns` pads). */
export function codePointLength(s: string): number {
  let n = s.length;
  for (let i = 0; i < s.length; i++) {
    const u = s.charCodeAt(i);
    if (u >= 0xd800 && u < 0xdc00 && i + 1 < s.length) {
      const lo = s.charCodeAt(i + 1);
      if (lo >= 0xdc00 && lo < 0xe000) {
        n--;
        i++;
      }
    }
  }
  return n;
}

/** `repr(bytes)`. */
export function reprBytes(b: Uint8Array): string {
  let hasSingle = false;
  let hasDouble = false;
  for (const c of b) {
    if (c === 0x27) hasSingle = true;
    else if (c === 0x22) hasDouble = true;
  }
  const quote = hasSingle && !hasDouble ? '"' : "'";
  let out = "b" + quote;
  for (const c of b) {
    if (c === quote.charCodeAt(0) || c === 0x5c) out += "\\" + String.fromCharCode(c);
    else if (c === 0x09) out += "\\t";
    else if (c === 0x0a) out += "\\n";
    else if (c === 0x0d) out += "\\r";
    else if (c < 0x20 || c >= 0x7f) out += "\\x" + hex(c, 2);
    else out += String.fromCharCode(c);
  }
  return out + quote;
}

/**
 * `PyOS_double_to_string(x, 'r', 0, flags)`: the shortest string that round-trips.
 * `addDot0`: Py_DTSF_ADD_DOT_0 (float repr); `sign`: Py_DTSF_SIGN (complex imaginary part).
 */
export function formatFloatRepr(x: number, addDot0 = true, sign = false): string {
  let s: string;
  if (Number.isNaN(x)) s = "nan";
  else if (!Number.isFinite(x)) s = x < 0 ? "-inf" : "inf";
  else {
    const neg = x < 0 || Object.is(x, -0);
    const e = Math.abs(x).toExponential(); // shortest round-trip digits: "d.ddde+N"
    const [mant, expStr] = e.split("e") as [string, string];
    const digits = mant.replace(".", "");
    const exp = Number(expStr); // decimal exponent of the first digit
    const decpt = exp + 1;
    if (decpt <= -4 || decpt > 16) {
      const m = digits.length > 1 ? digits[0] + "." + digits.slice(1) : digits;
      s = m + "e" + (exp < 0 ? "-" : "+") + String(Math.abs(exp)).padStart(2, "0");
    } else if (decpt <= 0) {
      s = "0." + "0".repeat(-decpt) + digits;
    } else if (decpt >= digits.length) {
      s = digits + "0".repeat(decpt - digits.length) + (addDot0 ? ".0" : "");
    } else {
      s = digits.slice(0, decpt) + "." + digits.slice(decpt);
    }
    if (neg) s = "-" + s;
  }
  if (sign && !s.startsWith("-")) s = "+" + s;
  return s;
}

/** `repr(complex)`. */
export function reprComplex(real: number, imag: number): string {
  if (real === 0 && !Object.is(real, -0)) return formatFloatRepr(imag, false) + "j";
  return "(" + formatFloatRepr(real, false) + formatFloatRepr(imag, false, true) + "j)";
}
