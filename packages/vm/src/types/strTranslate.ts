/**
 * str.translate (Objects/unicodeobject.c, _PyUnicode_TranslateCharmap with errors "ignore"): the
 * same sequence of table lookups as CPython — an ASCII string first through the fast loop that
 * asks the table once per distinct character (unicode_fast_translate), then character by
 * character, a deleted run looked up ahead to its end (the character ending it asked twice) —
 * with an exact dict's lookups made without raising KeyError (PyMapping_GetOptionalItem), and
 * the result gathered in pieces joined once (linear; appending a character at a time to one JS
 * string made each step copy it when the string was flattened).
 */
import type { PyObject } from "../objects/object.js";
import { Py_DECREF } from "../objects/object.js";
import { None } from "../objects/none.js";
import { PyStr, newStr, isStr, strIsBmp } from "../objects/str.js";
import { newInt, isInt } from "../objects/int.js";
import { PyDict_Type, dictGetItem, type PyDict } from "../objects/dict.js";
import { PyExc_ValueError, PyExc_LookupError, newException, typeError, PyBaseExceptionObject } from "../objects/exceptions.js";
import { asIndex, PyObject_GetItem } from "../abstract.js";
import { Py_INCREF } from "../objects/object.js";
import * as U from "../unicodectype.js";

/** Not in the table (1:1), or the new reference the table gave (None: delete). */
const MISSING = null;

/** charmaptranslate_lookup: the table's value for code point `c` (new reference), null when it has none; the value checked. */
function lookup(table: PyObject, c: number): PyObject | null {
  const key = newInt(c);
  let v: PyObject | null;
  if (table.ob_type === PyDict_Type) {
    v = dictGetItem(table as PyDict, key);
    Py_DECREF(key);
    if (v === null) return MISSING;
    Py_INCREF(v);
  } else {
    try {
      v = PyObject_GetItem(table, key);
    } catch (e) {
      if (e instanceof PyBaseExceptionObject && e.ob_type.isSubtype(PyExc_LookupError)) return MISSING;
      throw e;
    } finally {
      Py_DECREF(key);
    }
  }
  if (v === None || isStr(v)) return v;
  if (isInt(v)) {
    let x: number;
    try {
      x = asIndex(v);
    } catch (e) {
      Py_DECREF(v);
      throw e;
    }
    if (x < 0 || x > 0x10ffff) {
      Py_DECREF(v);
      throw newException(PyExc_ValueError, "character mapping must be in range(0x110000)");
    }
    return v;
  }
  Py_DECREF(v);
  typeError("character mapping must return integer, None or str");
}

/** The text a (checked, non-None) table value stands for. */
const valueText = (v: PyObject): string => (isStr(v) ? (v as PyStr).value : String.fromCodePoint(asIndex(v)));

const ASCII_CHARS: string[] = Array.from({ length: 128 }, (_, i) => String.fromCharCode(i));
/** A fast-loop cache entry: not looked up yet, deleted, or the one ASCII character it becomes. */
const UNKNOWN = -1, DELETED = -2;

/**
 * unicode_fast_translate's cache entry for ASCII character `c`: the ASCII character it maps to, or
 * DELETED; UNKNOWN when the value leaves the fast loop (a non-ASCII or longer replacement).
 */
function fastEntry(table: PyObject, c: number): number {
  const v = lookup(table, c);
  if (v === MISSING) return c;
  let r = UNKNOWN;
  if (v === None) r = DELETED;
  else if (isStr(v)) {
    const s = (v as PyStr).value;
    if (s.length === 1 && s.charCodeAt(0) < 128) r = s.charCodeAt(0);
  } else {
    const x = asIndex(v);
    if (x < 128) r = x;
  }
  Py_DECREF(v);
  return r;
}

export function strTranslate(self: PyObject, table: PyObject): PyObject {
  const s = (self as PyStr).value;
  const parts: string[] = [];
  let i = 0;
  if (isAscii(s)) {
    const cache = new Int32Array(128).fill(UNKNOWN);
    for (; i < s.length; i++) {
      const c = s.charCodeAt(i);
      let r = cache[c]!;
      if (r === UNKNOWN) {
        r = fastEntry(table, c);
        if (r === UNKNOWN) break;
        cache[c] = r;
      }
      if (r !== DELETED) parts.push(ASCII_CHARS[r]!);
    }
    if (i === s.length) return newStr(parts.join(""));
  }
  // the rest, a code point at a time (i: a UTF-16 index; the ASCII prefix has one unit a character)
  const cps = strIsBmp(self as PyStr) ? null : U.codePoints(s.slice(i));
  const n = cps === null ? s.length : cps.length;
  let k = cps === null ? i : 0;
  const at = (j: number): number => (cps === null ? s.charCodeAt(j) : cps[j]!);
  while (k < n) {
    const c = at(k);
    const v = lookup(table, c);
    if (v === MISSING) {
      parts.push(String.fromCodePoint(c));
      k++;
      continue;
    }
    if (v !== None) {
      parts.push(valueText(v));
      Py_DECREF(v);
      k++;
      continue;
    }
    Py_DECREF(v);
    // a deleted character: the run of deleted ones after it found by looking each up
    k++;
    while (k < n) {
      const x = lookup(table, at(k));
      if (x !== MISSING) Py_DECREF(x);
      if (x !== None) break;
      k++;
    }
  }
  return newStr(parts.join(""));
}

function isAscii(s: string): boolean {
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) > 0x7f) return false;
  return true;
}
