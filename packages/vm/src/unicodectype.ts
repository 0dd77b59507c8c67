/**
 * Character properties and case mappings (Objects/unicodectype.c) over the generated tables of
 * CPython 3.14's Unicode database, and the whole-string case operations of
 * Objects/unicodeobject.c (do_upper, do_lower with final sigma, do_title, do_capitalize,
 * do_swapcase, do_casefold) on arrays of code points.
 */
import * as db from "./unicodedb.generated.js";
import { isPrintable, isXidStart, isXidContinue } from "@pyts/lexer";

function inRanges(ranges: readonly number[], cp: number): boolean {
  let lo = 0;
  let hi = (ranges.length >> 1) - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (cp < ranges[2 * mid]!) hi = mid - 1;
    else if (cp > ranges[2 * mid + 1]!) lo = mid + 1;
    else return true;
  }
  return false;
}

export const isAlpha = (c: number): boolean => (c < 0x80 ? (c | 0x20) >= 97 && (c | 0x20) <= 122 : inRanges(db.ALPHA_RANGES, c));
export const isDecimal = (c: number): boolean => (c < 0x80 ? c >= 48 && c <= 57 : inRanges(db.DECIMAL_RANGES, c));
export const isDigit = (c: number): boolean => (c < 0x80 ? c >= 48 && c <= 57 : inRanges(db.DIGIT_RANGES, c));
export const isNumeric = (c: number): boolean => (c < 0x80 ? c >= 48 && c <= 57 : inRanges(db.NUMERIC_RANGES, c));
export const isSpace = (c: number): boolean => (c < 0x80 ? (c >= 9 && c <= 13) || (c >= 0x1c && c <= 0x20) : inRanges(db.SPACE_RANGES, c));
export const isLower = (c: number): boolean => (c < 0x80 ? c >= 97 && c <= 122 : inRanges(db.LOWER_RANGES, c));
export const isUpper = (c: number): boolean => (c < 0x80 ? c >= 65 && c <= 90 : inRanges(db.UPPER_RANGES, c));
export const isTitle = (c: number): boolean => c >= 0x80 && inRanges(db.TITLE_RANGES, c);
export const isCased = (c: number): boolean => (c < 0x80 ? (c | 0x20) >= 97 && (c | 0x20) <= 122 : inRanges(db.CASED_RANGES, c));
export const isCaseIgnorable = (c: number): boolean => inRanges(db.CASEIGNORABLE_RANGES, c);
export const isAlnum = (c: number): boolean => isAlpha(c) || isDecimal(c) || isDigit(c) || isNumeric(c);
export { isPrintable, isXidStart, isXidContinue };

/** Py_UNICODE_ISLINEBREAK: the boundaries of str.splitlines. */
export function isLinebreak(c: number): boolean {
  return c === 10 || c === 13 || c === 11 || c === 12 || c === 0x1c || c === 0x1d || c === 0x1e || c === 0x85 || c === 0x2028 || c === 0x2029;
}

type CaseMap = Map<number, readonly number[]>;

function buildMap(runs: readonly number[], multi: readonly (readonly [number, readonly number[]])[]): CaseMap {
  const m: CaseMap = new Map();
  for (let i = 0; i < runs.length; i += 4) {
    const start = runs[i]!, count = runs[i + 1]!, stride = runs[i + 2]!, delta = runs[i + 3]!;
    for (let k = 0; k < count; k++) m.set(start + k * stride, [start + k * stride + delta]);
  }
  for (const [c, v] of multi) m.set(c, v);
  return m;
}

let maps: { upper: CaseMap; lower: CaseMap; title: CaseMap; fold: CaseMap } | null = null;
function M(): NonNullable<typeof maps> {
  return (maps ??= {
    upper: buildMap(db.UPPER_RUNS, db.UPPER_MULTI),
    lower: buildMap(db.LOWER_RUNS, db.LOWER_MULTI),
    title: buildMap(db.TITLE_RUNS, db.TITLE_MULTI),
    fold: buildMap(db.CASEFOLD_RUNS, db.CASEFOLD_MULTI),
  });
}

function push(out: number[], m: CaseMap, c: number): void {
  const v = m.get(c);
  if (v === undefined) out.push(c);
  else for (const x of v) out.push(x);
}

/** Code points of a JS string (lone surrogates stay single code points). */
export function codePoints(s: string): number[] {
  const out: number[] = [];
  for (let i = 0; i < s.length; i++) {
    const u = s.charCodeAt(i);
    if (u >= 0xd800 && u < 0xdc00 && i + 1 < s.length) {
      const lo = s.charCodeAt(i + 1);
      if (lo >= 0xdc00 && lo < 0xe000) {
        out.push(0x10000 + ((u - 0xd800) << 10) + (lo - 0xdc00));
        i++;
        continue;
      }
    }
    out.push(u);
  }
  return out;
}

export function fromCodePoints(cps: readonly number[]): string {
  let s = "";
  for (let i = 0; i < cps.length; i += 4096) s += String.fromCodePoint(...cps.slice(i, i + 4096));
  return s;
}

function finalSigma(cps: readonly number[], i: number): number {
  let j = i - 1;
  while (j >= 0 && isCaseIgnorable(cps[j]!)) j--;
  let final = j >= 0 && isCased(cps[j]!);
  if (final && i + 1 < cps.length) {
    j = i + 1;
    while (j < cps.length && isCaseIgnorable(cps[j]!)) j++;
    final = j === cps.length || !isCased(cps[j]!);
  }
  return final ? 0x3c2 : 0x3c3;
}

function lowerAt(out: number[], cps: readonly number[], i: number): void {
  const c = cps[i]!;
  if (c === 0x3a3) out.push(finalSigma(cps, i));
  else push(out, M().lower, c);
}

export function strUpper(cps: readonly number[]): number[] {
  const out: number[] = [];
  for (const c of cps) push(out, M().upper, c);
  return out;
}

export function strLower(cps: readonly number[]): number[] {
  const out: number[] = [];
  for (let i = 0; i < cps.length; i++) lowerAt(out, cps, i);
  return out;
}

export function strCasefold(cps: readonly number[]): number[] {
  const out: number[] = [];
  for (const c of cps) push(out, M().fold, c);
  return out;
}

export function strTitle(cps: readonly number[]): number[] {
  const out: number[] = [];
  let prevCased = false;
  for (let i = 0; i < cps.length; i++) {
    const c = cps[i]!;
    if (prevCased) lowerAt(out, cps, i);
    else push(out, M().title, c);
    prevCased = isCased(c);
  }
  return out;
}

export function strCapitalize(cps: readonly number[]): number[] {
  const out: number[] = [];
  for (let i = 0; i < cps.length; i++) {
    if (i === 0) push(out, M().title, cps[0]!);
    else lowerAt(out, cps, i);
  }
  return out;
}

export function strSwapcase(cps: readonly number[]): number[] {
  const out: number[] = [];
  for (let i = 0; i < cps.length; i++) {
    const c = cps[i]!;
    if (isUpper(c)) lowerAt(out, cps, i);
    else if (isLower(c)) push(out, M().upper, c);
    else out.push(c);
  }
  return out;
}

export function strIsTitle(cps: readonly number[]): boolean {
  let cased = false, prev = false;
  for (const c of cps) {
    if (isUpper(c) || isTitle(c)) {
      if (prev) return false;
      prev = cased = true;
    } else if (isLower(c)) {
      if (!prev) return false;
      prev = cased = true;
    } else prev = false;
  }
  return cased;
}

export function strIsLower(cps: readonly number[]): boolean {
  let cased = false;
  for (const c of cps) {
    if (isUpper(c) || isTitle(c)) return false;
    if (!cased && isLower(c)) cased = true;
  }
  return cased;
}

export function strIsUpper(cps: readonly number[]): boolean {
  let cased = false;
  for (const c of cps) {
    if (isLower(c) || isTitle(c)) return false;
    if (!cased && isUpper(c)) cased = true;
  }
  return cased;
}
