/**
 * The subject of a match (Modules/_sre/sre.c getstring/getslice): a str as its code points (a
 * Uint16Array when every code point is one UTF-16 unit, else a Uint32Array; the last one made is
 * kept for the next call on the same string), or the bytes of a bytes-like object.
 */
import { PyObject, Py_INCREF } from "../../objects/object.js";
import { isStr, newStr, strIsBmp, PyUnicode_Type, type PyStr } from "../../objects/str.js";
import { newBytes, PyBytes_Type } from "../../objects/bytes.js";
import { bufferBytes } from "../../types/buffer.js";
import { typeError } from "../../objects/exceptions.js";
import type { Chars } from "./chars.js";

export interface Subject {
  chars: Chars;
  isbytes: boolean;
}

let lastValue: string | null = null;
let lastChars: Chars | null = null;

function strChars(o: PyStr): Chars {
  const v = o.value;
  if (v === lastValue && lastChars !== null) return lastChars;
  let out: Chars;
  if (strIsBmp(o)) {
    const a = new Uint16Array(v.length);
    for (let i = 0; i < v.length; i++) a[i] = v.charCodeAt(i);
    out = a;
  } else {
    const a = new Uint32Array(v.length);
    let n = 0;
    for (let i = 0; i < v.length; i++) {
      const u = v.charCodeAt(i);
      if (u >= 0xd800 && u < 0xdc00 && i + 1 < v.length) {
        const lo = v.charCodeAt(i + 1);
        if (lo >= 0xdc00 && lo < 0xe000) {
          a[n++] = 0x10000 + ((u - 0xd800) << 10) + (lo - 0xdc00);
          i++;
          continue;
        }
      }
      a[n++] = u;
    }
    out = a.subarray(0, n);
  }
  lastValue = v;
  lastChars = out;
  return out;
}

/** getstring: the subject's characters, or null when it is neither str nor bytes-like. */
export function getSubject(o: PyObject): Subject | null {
  if (isStr(o)) return { chars: strChars(o), isbytes: false };
  const b = bufferBytes(o);
  if (b === null) return null;
  return { chars: b, isbytes: true };
}

/** getstring with its TypeError. */
export function getSubjectOrRaise(o: PyObject): Subject {
  const s = getSubject(o);
  if (s === null) typeError(`expected string or bytes-like object, got '${o.ob_type.tp_name}'`);
  return s;
}

function codePointsToString(a: Chars, i: number, j: number): string {
  let s = "";
  for (let k = i; k < j; k += 4096) s += String.fromCodePoint(...a.subarray(k, Math.min(j, k + 4096)));
  return s;
}

/** getslice: string[i:j] as a new reference (the string itself when it is all of an exact str/bytes). */
export function getSlice(isbytes: boolean, chars: Chars, string: PyObject, i: number, j: number): PyObject {
  if (isbytes) {
    if (string.ob_type === PyBytes_Type && i === 0 && j === chars.length) {
      Py_INCREF(string);
      return string;
    }
    return newBytes((chars as Uint8Array).slice(i, j));
  }
  const v = (string as PyStr).value;
  if (i === 0 && j === chars.length) {
    if (string.ob_type === PyUnicode_Type) {
      Py_INCREF(string);
      return string;
    }
    return newStr(v);
  }
  if (chars.length === v.length) return newStr(v.substring(i, j));
  return newStr(codePointsToString(chars, i, j));
}
