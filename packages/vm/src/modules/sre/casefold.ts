/**
 * The case mappings SRE uses (Modules/_sre/sre.c): sre_lower_ascii, the C-locale
 * sre_lower_locale/sre_upper_locale, and sre_lower_unicode/sre_upper_unicode, which are
 * Py_UNICODE_TOLOWER/TOUPPER: the simple mapping, or for a character with a special (multi-char)
 * mapping its first character, as _PyUnicode_ToLowercase/_PyUnicode_ToUppercase return.
 */
import * as db from "../../unicodedb.generated.js";

function build(runs: readonly number[], multi: readonly (readonly [number, readonly number[]])[]): { bmp: Uint32Array; astral: Map<number, number> } {
  const bmp = new Uint32Array(0x10000);
  for (let i = 0; i < 0x10000; i++) bmp[i] = i;
  const astral = new Map<number, number>();
  const set = (c: number, v: number) => {
    if (c < 0x10000) bmp[c] = v;
    else astral.set(c, v);
  };
  for (let i = 0; i < runs.length; i += 4) {
    const start = runs[i]!, count = runs[i + 1]!, stride = runs[i + 2]!, delta = runs[i + 3]!;
    for (let k = 0; k < count; k++) set(start + k * stride, start + k * stride + delta);
  }
  for (const [c, v] of multi) set(c, v[0]!);
  return { bmp, astral };
}

let lowerT: ReturnType<typeof build> | null = null;
let upperT: ReturnType<typeof build> | null = null;

export function lowerUnicode(ch: number): number {
  const t = (lowerT ??= build(db.LOWER_RUNS, db.LOWER_MULTI));
  if (ch < 0x10000) return t.bmp[ch]!;
  return t.astral.get(ch) ?? ch;
}

export function upperUnicode(ch: number): number {
  const t = (upperT ??= build(db.UPPER_RUNS, db.UPPER_MULTI));
  if (ch < 0x10000) return t.bmp[ch]!;
  return t.astral.get(ch) ?? ch;
}

export function lowerAscii(ch: number): number {
  return ch >= 65 && ch <= 90 ? ch + 32 : ch;
}

/** sre_lower_locale in the C locale (only ASCII letters have case). */
export function lowerLocale(ch: number): number {
  return ch >= 65 && ch <= 90 ? ch + 32 : ch;
}

export function upperLocale(ch: number): number {
  return ch >= 97 && ch <= 122 ? ch - 32 : ch;
}

/** char_loc_ignore */
export function charLocIgnore(pattern: number, ch: number): boolean {
  return ch === pattern || lowerLocale(ch) === pattern || upperLocale(ch) === pattern;
}
