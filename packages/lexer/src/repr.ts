/**
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
