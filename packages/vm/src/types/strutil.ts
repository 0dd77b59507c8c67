/** Shared pieces of str's methods: argument type checks with CPython's messages, index helpers. */
import type { PyObject } from "../objects/object.js";
import { None } from "../objects/none.js";
import { PyStr, isStr, strLen, strIsBmp } from "../objects/str.js";
import { typeError } from "../objects/exceptions.js";
import { typeName, asIndex } from "../abstract.js";
import { codePoints, fromCodePoints } from "../unicodectype.js";

export function S(o: PyObject): string {
  return (o as PyStr).value;
}

/** `<fname>() argument <n> must be str, not <type>`. */
export function argStr(fname: string, o: PyObject, n: number | string = 1): string {
  if (!isStr(o)) typeError(`${fname}() argument ${typeof n === "number" ? n : `'${n}'`} must be str, not ${argTypeName(o)}`);
  return (o as PyStr).value;
}

/** _PyArg_BadArgument's type name: "None" for None. */
export function argTypeName(o: PyObject): string {
  return o === None ? "None" : typeName(o);
}

/** _PyEval_SliceIndex: None → dflt. */
export function sliceIndexArg(o: PyObject | undefined | null, dflt: number): number {
  if (o === undefined || o === null || o === None) return dflt;
  if (o.ob_type.nb_index === null) typeError("slice indices must be integers or None or have an __index__ method");
  return asIndex(o);
}

/** _PyEval_SliceIndexNotNone: as sliceIndexArg, None not accepted (list.index, tuple.index). */
export function sliceIndexNotNone(o: PyObject): number {
  if (o.ob_type.nb_index === null) typeError("slice indices must be integers or have an __index__ method");
  return asIndex(o);
}

/** ADJUST_INDICES. */
export function adjustIndices(start: number, end: number, len: number): [number, number] {
  if (end > len) end = len;
  else if (end < 0) {
    end += len;
    if (end < 0) end = 0;
  }
  if (start < 0) {
    start += len;
    if (start < 0) start = 0;
  }
  return [start, end];
}

/** A str value's code points, or its UTF-16 units when every code point is one unit. */
export function cpArray(o: PyStr): number[] {
  return codePoints(o.value);
}

/** The substring of code points [start, end) (end ≤ length). */
export function cpSlice(o: PyStr, start: number, end: number): string {
  if (start >= end) return "";
  if (strIsBmp(o)) return o.value.slice(start, end);
  return fromCodePoints(codePoints(o.value).slice(start, end));
}

/** Converts a UTF-16 offset in `s` to a code point offset. */
export function unitToCp(s: string, unit: number): number {
  let n = unit;
  for (let i = 0; i < unit - 1; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0xd800 && c < 0xdc00) {
      const d = s.charCodeAt(i + 1);
      if (d >= 0xdc00 && d < 0xe000) {
        n--;
        i++;
      }
    }
  }
  return n;
}

export function lenOf(o: PyObject): number {
  return strLen(o as PyStr);
}
