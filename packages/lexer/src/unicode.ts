/**
 * Character classes from the generated tables (CPython 3.14's Unicode 16.0): printable
 * (`str.isprintable`) and the PEP 3131 identifier classes. ASCII is answered without a search.
 */
import { NONPRINTABLE_RANGES, XID_CONTINUE_RANGES, XID_START_RANGES } from "./unicode.generated.js";

function inRanges(ranges: readonly number[], cp: number): boolean {
  // Binary search over inclusive [start, end] pairs.
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

/** `Py_UNICODE_ISPRINTABLE` / `str.isprintable()` for one code point. */
export function isPrintable(cp: number): boolean {
  if (cp < 0x80) return cp >= 0x20 && cp < 0x7f;
  return !inRanges(NONPRINTABLE_RANGES, cp);
}

/** XID_Start, or '_'. */
export function isXidStart(cp: number): boolean {
  if (cp < 0x80) return (cp >= 97 && cp <= 122) || (cp >= 65 && cp <= 90) || cp === 95;
  return inRanges(XID_START_RANGES, cp);
}

/** XID_Continue. */
export function isXidContinue(cp: number): boolean {
  if (cp < 0x80) return (cp >= 97 && cp <= 122) || (cp >= 65 && cp <= 90) || (cp >= 48 && cp <= 57) || cp === 95;
  return inRanges(XID_CONTINUE_RANGES, cp);
}
