/**
 * The _json module (Modules/_json.c, 3.14): `scanstring`, the Scanner type `make_scanner` (what
 * json.scanner uses as c_make_scanner), the Encoder type `make_encoder` (c_make_encoder: one-shot
 * encoding into one string), `encode_basestring` and `encode_basestring_ascii`. Errors are
 * json.decoder.JSONDecodeError with _json.c's messages and positions.
 */
import { PyObject, Py_INCREF, Py_DECREF, newStaticType, keepConstructFast } from "../objects/object.js";
import { gcTrack, gcRegisterType } from "../objects/gcstate.js";
import { None } from "../objects/none.js";
import { True, False } from "../objects/bool.js";
import { newInt, isInt, newIntBig, type PyInt, intToString } from "../objects/int.js";
import { newFloat, isFloat, PyFloat_Type, type PyFloat } from "../objects/float.js";
import { newTuple, isTuple, type PyTuple } from "../objects/tuple.js";
import { newStr, internStr, isStr, type PyStr } from "../objects/str.js";
import { newList, isList, type PyList } from "../objects/list.js";
import { newDict, isDict, dictSetItem, dictGetItem, dictPop, dictClear, dictItems, type PyDict } from "../objects/dict.js";
import { PyModule, newModule } from "../objects/module.js";
import { newCFunction, defGetSet, type MethodImpl } from "../objects/descr.js";
import { PyExc_ValueError, PyExc_RecursionError, newException, typeError, PyBaseExceptionObject } from "../objects/exceptions.js";
import { PyLong_Type } from "../objects/int.js";
import { PyObject_Call, PyObject_IsTrue, getAttrString, asSsize, typeName, newStopIteration, PyObject_Repr, callMethod } from "../abstract.js";
import { noKw, checkPositional, parseArgs, badArgument } from "../args.js";
import { importModuleLevel } from "./importer.js";
import { formatFloatRepr } from "@pyts/parser";

/** Nesting deeper than this raises RecursionError (CPython 3.14 bounds it by the C stack). */
const MAX_NESTING = 20000;

function jsonDecodeError(msg: string, s: PyStr, pos: number): never {
  const name = newStr("json.decoder");
  const from = newTuple([newStr("JSONDecodeError")]);
  let mod: PyObject;
  try {
    mod = importModuleLevel(name, null, from, 0);
  } finally {
    Py_DECREF(name);
    Py_DECREF(from);
  }
  const cls = getAttrString(mod, "JSONDecodeError");
  Py_DECREF(mod);
  const m = newStr(msg), p = newInt(pos);
  let e: PyObject;
  try {
    e = PyObject_Call(cls, [m, s, p], null);
  } finally {
    Py_DECREF(cls);
    Py_DECREF(m);
    Py_DECREF(p);
  }
  throw e;
}

// ---- scanning ---------------------------------------------------------------------------------

/**
 * A Python str as code points are counted: positions in JSON errors and `end` are code-point
 * indexes. Strings without astral characters index directly; others through an array.
 */
class Text {
  readonly js: string;
  readonly cps: number[] | null;
  readonly length: number;
  constructor(readonly obj: PyStr) {
    const s = obj.value;
    this.js = s;
    let astral = false;
    for (let i = 0; i < s.length; i++) {
      const c = s.charCodeAt(i);
      if (c >= 0xd800 && c < 0xdc00 && i + 1 < s.length) {
        const d = s.charCodeAt(i + 1);
        if (d >= 0xdc00 && d < 0xe000) {
          astral = true;
          break;
        }
      }
    }
    if (astral) {
      const cps: number[] = [];
      for (const ch of s) cps.push(ch.codePointAt(0)!);
      // lone surrogates: for..of yields them as single units too
      this.cps = cps;
      this.length = cps.length;
    } else {
      this.cps = null;
      this.length = s.length;
    }
  }
  at(i: number): number {
    return this.cps !== null ? this.cps[i]! : this.js.charCodeAt(i);
  }
  slice(a: number, b: number): string {
    return this.cps !== null ? String.fromCodePoint(...this.cps.slice(a, b)) : this.js.slice(a, b);
  }
}

const hexv = (c: number) => (c >= 0x30 && c <= 0x39 ? c - 0x30 : c >= 0x61 && c <= 0x66 ? c - 0x61 + 10 : c >= 0x41 && c <= 0x46 ? c - 0x41 + 10 : -1);

/** scanstring_unicode: the string starting after the quote at end-1; returns [value, end after the closing quote]. */
function scanString(t: Text, end: number, strict: boolean): [string, number] {
  const begin = end - 1;
  const len = t.length;
  if (end < 0 || len < end) throw newException(PyExc_ValueError, "end is out of bounds");
  const parts: string[] = [];
  for (;;) {
    let c = 0;
    let next = end;
    for (; next < len; next++) {
      c = t.at(next);
      if (c === 0x22 || c === 0x5c) break;
      if (c <= 0x1f && strict) jsonDecodeError("Invalid control character at", t.obj, next);
    }
    if (!(c === 0x22 || c === 0x5c) || next >= len) jsonDecodeError("Unterminated string starting at", t.obj, begin);
    if (next !== end) parts.push(t.slice(end, next));
    next++;
    if (c === 0x22) {
      end = next;
      break;
    }
    if (next === len) jsonDecodeError("Unterminated string starting at", t.obj, begin);
    c = t.at(next);
    if (c !== 0x75) {
      end = next + 1;
      switch (c) {
        case 0x22: case 0x5c: case 0x2f: break;
        case 0x62: c = 8; break;
        case 0x66: c = 12; break;
        case 0x6e: c = 10; break;
        case 0x72: c = 13; break;
        case 0x74: c = 9; break;
        default: c = 0;
      }
      if (c === 0) jsonDecodeError("Invalid \\escape", t.obj, end - 2);
    } else {
      c = 0;
      next++;
      end = next + 4;
      if (end >= len) jsonDecodeError("Invalid \\uXXXX escape", t.obj, next - 1);
      for (; next < end; next++) {
        const v = hexv(t.at(next));
        if (v < 0) jsonDecodeError("Invalid \\uXXXX escape", t.obj, end - 5);
        c = (c << 4) | v;
      }
      if (c >= 0xd800 && c <= 0xdbff && end + 6 < len && t.at(next++) === 0x5c && t.at(next++) === 0x75) {
        let c2 = 0;
        end += 6;
        for (; next < end; next++) {
          const v = hexv(t.at(next));
          if (v < 0) jsonDecodeError("Invalid \\uXXXX escape", t.obj, end - 5);
          c2 = (c2 << 4) | v;
        }
        if (c2 >= 0xdc00 && c2 <= 0xdfff) c = 0x10000 + ((c - 0xd800) << 10) + (c2 - 0xdc00);
        else end -= 6;
      }
    }
    parts.push(String.fromCodePoint(c));
  }
  return [parts.join(""), end];
}

export const PyScanner_Type = newStaticType("_json.Scanner", undefined, 0);
export const PyEncoder_Type = newStaticType("_json.Encoder", undefined, 0);

class ScannerObject extends PyObject {
  declare strict: boolean;
  declare strictObj: PyObject;
  declare objectHook: PyObject;
  declare pairsHook: PyObject;
  declare parseFloat: PyObject;
  declare parseInt: PyObject;
  declare parseConstant: PyObject;
  declare memo: PyDict;
  constructor(strictObj: PyObject, objectHook: PyObject, pairsHook: PyObject, parseFloat: PyObject, parseInt: PyObject, parseConstant: PyObject, strict: boolean) {
    super(PyScanner_Type);
    this.strictObj = strictObj;
    this.objectHook = objectHook;
    this.pairsHook = pairsHook;
    this.parseFloat = parseFloat;
    this.parseInt = parseInt;
    this.parseConstant = parseConstant;
    this.strict = strict;
    this.memo = newDict();
    gcTrack(this);
  }
}

const isWs = (c: number) => c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d;
const isDigit = (c: number) => c >= 0x30 && c <= 0x39;

class Scan {
  depth = 0;
  constructor(readonly sc: ScannerObject, readonly t: Text) {}
  next = 0;

  call1(f: PyObject, s: string): PyObject {
    const a = newStr(s);
    try {
      return PyObject_Call(f, [a], null);
    } finally {
      Py_DECREF(a);
    }
  }

  enter(what: string): void {
    if (++this.depth > MAX_NESTING) {
      throw newException(PyExc_RecursionError, `maximum recursion depth exceeded while decoding a JSON ${what} from a unicode string`);
    }
  }

  once(idx: number): PyObject {
    const t = this.t;
    const len = t.length;
    if (idx < 0) throw newException(PyExc_ValueError, "idx cannot be negative");
    if (idx >= len) throw newStopIteration(newInt(idx));
    const c = t.at(idx);
    switch (c) {
      case 0x22: {
        const [s, end] = scanString(t, idx + 1, this.sc.strict);
        this.next = end;
        return newStr(s);
      }
      case 0x7b: {
        this.enter("object");
        try {
          return this.object(idx + 1);
        } finally {
          this.depth--;
        }
      }
      case 0x5b: {
        this.enter("array");
        try {
          return this.array(idx + 1);
        } finally {
          this.depth--;
        }
      }
      case 0x6e:
        if (idx + 3 < len && t.at(idx + 1) === 0x75 && t.at(idx + 2) === 0x6c && t.at(idx + 3) === 0x6c) {
          this.next = idx + 4;
          Py_INCREF(None);
          return None;
        }
        break;
      case 0x74:
        if (idx + 3 < len && t.at(idx + 1) === 0x72 && t.at(idx + 2) === 0x75 && t.at(idx + 3) === 0x65) {
          this.next = idx + 4;
          Py_INCREF(True);
          return True;
        }
        break;
      case 0x66:
        if (idx + 4 < len && t.slice(idx + 1, idx + 5) === "alse") {
          this.next = idx + 5;
          Py_INCREF(False);
          return False;
        }
        break;
      case 0x4e:
        if (idx + 2 < len && t.at(idx + 1) === 0x61 && t.at(idx + 2) === 0x4e) return this.constant("NaN", idx);
        break;
      case 0x49:
        if (idx + 7 < len && t.slice(idx + 1, idx + 8) === "nfinity") return this.constant("Infinity", idx);
        break;
      case 0x2d:
        if (idx + 8 < len && t.slice(idx + 1, idx + 9) === "Infinity") return this.constant("-Infinity", idx);
        break;
    }
    return this.number(idx);
  }

  constant(name: string, idx: number): PyObject {
    const r = this.call1(this.sc.parseConstant, name);
    this.next = idx + name.length;
    return r;
  }

  number(start: number): PyObject {
    const t = this.t;
    const endIdx = t.length - 1;
    let idx = start;
    if (t.at(idx) === 0x2d) {
      idx++;
      if (idx > endIdx) throw newStopIteration(newInt(start));
    }
    const c = t.at(idx);
    if (c >= 0x31 && c <= 0x39) {
      idx++;
      while (idx <= endIdx && isDigit(t.at(idx))) idx++;
    } else if (c === 0x30) idx++;
    else throw newStopIteration(newInt(start));
    let isFloatNum = false;
    if (idx < endIdx && t.at(idx) === 0x2e && isDigit(t.at(idx + 1))) {
      isFloatNum = true;
      idx += 2;
      while (idx <= endIdx && isDigit(t.at(idx))) idx++;
    }
    if (idx < endIdx && (t.at(idx) === 0x65 || t.at(idx) === 0x45)) {
      const eStart = idx;
      idx++;
      if (idx < endIdx && (t.at(idx) === 0x2d || t.at(idx) === 0x2b)) idx++;
      while (idx <= endIdx && isDigit(t.at(idx))) idx++;
      if (isDigit(t.at(idx - 1))) isFloatNum = true;
      else idx = eStart;
    }
    const numstr = t.slice(start, idx);
    this.next = idx;
    const custom = isFloatNum ? (this.sc.parseFloat !== PyFloat_Type ? this.sc.parseFloat : null) : this.sc.parseInt !== PyLong_Type ? this.sc.parseInt : null;
    if (custom !== null) return this.call1(custom, numstr);
    if (isFloatNum) return newFloat(Number(numstr));
    return numstr.length < 16 ? newInt(Number(numstr)) : newIntBig(BigInt(numstr));
  }

  skipWs(idx: number): number {
    const t = this.t;
    const len = t.length;
    while (idx < len && isWs(t.at(idx))) idx++;
    return idx;
  }

  object(idx: number): PyObject {
    const t = this.t;
    const endIdx = t.length - 1;
    const sc = this.sc;
    const pairs = sc.pairsHook !== None;
    const rval: PyObject = pairs ? newList([]) : newDict();
    try {
      idx = this.skipWs(idx);
      if (idx > endIdx || t.at(idx) !== 0x7d) {
        for (;;) {
          if (idx > endIdx || t.at(idx) !== 0x22) jsonDecodeError("Expecting property name enclosed in double quotes", t.obj, idx);
          const [ks, kend] = scanString(t, idx + 1, sc.strict);
          let key: PyObject = newStr(ks);
          const memo = dictGetItem(sc.memo, key);
          if (memo !== null) {
            Py_DECREF(key);
            Py_INCREF(memo);
            key = memo;
          } else dictSetItem(sc.memo, key, key);
          try {
            idx = this.skipWs(kend);
            if (idx > endIdx || t.at(idx) !== 0x3a) jsonDecodeError("Expecting ':' delimiter", t.obj, idx);
            idx = this.skipWs(idx + 1);
            const val = this.once(idx);
            if (pairs) {
              Py_INCREF(key);
              (rval as PyList).items.push(newTuple([key, val]));
            } else {
              dictSetItem(rval as PyDict, key, val);
              Py_DECREF(val);
            }
          } finally {
            Py_DECREF(key);
          }
          idx = this.skipWs(this.next);
          if (idx <= endIdx && t.at(idx) === 0x7d) break;
          if (idx > endIdx || t.at(idx) !== 0x2c) jsonDecodeError("Expecting ',' delimiter", t.obj, idx);
          const comma = idx;
          idx = this.skipWs(idx + 1);
          if (idx <= endIdx && t.at(idx) === 0x7d) jsonDecodeError("Illegal trailing comma before end of object", t.obj, comma);
        }
      }
    } catch (e) {
      Py_DECREF(rval);
      throw e;
    }
    this.next = idx + 1;
    const hook = pairs ? sc.pairsHook : sc.objectHook !== None ? sc.objectHook : null;
    if (hook === null) return rval;
    const next = this.next;
    try {
      return PyObject_Call(hook, [rval], null);
    } finally {
      Py_DECREF(rval);
      this.next = next;
    }
  }

  array(idx: number): PyObject {
    const t = this.t;
    const endIdx = t.length - 1;
    const rval = newList([]);
    try {
      idx = this.skipWs(idx);
      if (idx > endIdx || t.at(idx) !== 0x5d) {
        for (;;) {
          rval.items.push(this.once(idx));
          idx = this.skipWs(this.next);
          if (idx <= endIdx && t.at(idx) === 0x5d) break;
          if (idx > endIdx || t.at(idx) !== 0x2c) jsonDecodeError("Expecting ',' delimiter", t.obj, idx);
          const comma = idx;
          idx = this.skipWs(idx + 1);
          if (idx <= endIdx && t.at(idx) === 0x5d) jsonDecodeError("Illegal trailing comma before end of array", t.obj, comma);
        }
      }
    } catch (e) {
      Py_DECREF(rval);
      throw e;
    }
    this.next = idx + 1;
    return rval;
  }
}

function scannerCall(o: PyObject, args: PyObject[], kw: string[] | null): PyObject {
  const [s, i] = parseArgs("scanner", args, kw, ["string", "idx"], 2);
  if (!isStr(s!)) badArgument("scanner", "argument 1", "str", s!);
  const idx = asSsize(i!);
  const sc = o as ScannerObject;
  const scan = new Scan(sc, new Text(s));
  try {
    const v = scan.once(idx);
    return newTuple([v, newInt(scan.next)]);
  } finally {
    dictClear(sc.memo);
  }
}

// ---- encoding ---------------------------------------------------------------------------------

const ESC_SHORT: Record<number, string> = { 0x22: '\\"', 0x5c: "\\\\", 8: "\\b", 12: "\\f", 10: "\\n", 13: "\\r", 9: "\\t" };
const u4 = (c: number) => "\\u" + c.toString(16).padStart(4, "0");

/** encode_basestring_ascii's body: the str quoted, every non-ASCII character escaped. */
export function encodeAscii(s: string): string {
  let out = '"';
  let run = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0x20 && c <= 0x7e && c !== 0x22 && c !== 0x5c) continue;
    out += s.slice(run, i) + (ESC_SHORT[c] ?? u4(c));
    run = i + 1;
  }
  return out + s.slice(run) + '"';
}

/** encode_basestring's body: only '"', '\\' and control characters escaped. */
export function encodeUnicode(s: string): string {
  let out = '"';
  let run = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0x20 && c !== 0x22 && c !== 0x5c) continue;
    out += s.slice(run, i) + (ESC_SHORT[c] ?? u4(c));
    run = i + 1;
  }
  return out + s.slice(run) + '"';
}

let cEncodeAscii: PyObject | null = null;
let cEncodeUnicode: PyObject | null = null;

class EncoderObject extends PyObject {
  declare markers: PyObject;
  declare defaultFn: PyObject;
  declare encoder: PyObject;
  declare indent: PyObject;
  declare keySep: PyStr;
  declare itemSep: PyStr;
  declare sortKeys: boolean;
  declare skipKeys: boolean;
  declare allowNan: boolean;
  declare fast: ((s: string) => string) | null;
  constructor(markers: PyObject, defaultFn: PyObject, encoder: PyObject, indent: PyObject, keySep: PyStr, itemSep: PyStr, sortKeys: boolean, skipKeys: boolean, allowNan: boolean) {
    super(PyEncoder_Type);
    this.markers = markers;
    this.defaultFn = defaultFn;
    this.encoder = encoder;
    this.indent = indent;
    this.keySep = keySep;
    this.itemSep = itemSep;
    this.sortKeys = sortKeys;
    this.skipKeys = skipKeys;
    this.allowNan = allowNan;
    this.fast = encoder === cEncodeAscii ? encodeAscii : encoder === cEncodeUnicode ? encodeUnicode : null;
    gcTrack(this);
  }
}

function addNote(e: unknown, note: string): void {
  if (!(e instanceof PyBaseExceptionObject)) return;
  const n = newStr(note);
  try {
    Py_DECREF(callMethod(e, "add_note", [n]));
  } finally {
    Py_DECREF(n);
  }
}

class Enc {
  out: string[] = [];
  depth = 0;
  constructor(readonly e: EncoderObject) {}

  str(s: PyStr): string {
    const e = this.e;
    if (e.fast !== null) return e.fast(s.value);
    const r = PyObject_Call(e.encoder, [s], null);
    if (!isStr(r)) {
      const tn = typeName(r);
      Py_DECREF(r);
      typeError(`encoder() must return a string, not ${tn}`);
    }
    const v = r.value;
    Py_DECREF(r);
    return v;
  }

  float(o: PyFloat): string {
    const v = o.value;
    if (!Number.isFinite(v)) {
      if (!this.e.allowNan) throw newException(PyExc_ValueError, `Out of range float values are not JSON compliant: ${PyObject_Repr(o).value}`);
      return v > 0 ? "Infinity" : v < 0 ? "-Infinity" : "NaN";
    }
    return formatFloatRepr(v);
  }

  enter(): void {
    if (++this.depth > MAX_NESTING) throw newException(PyExc_RecursionError, "maximum recursion depth exceeded while encoding a JSON object");
  }

  /** Adds `o` to the markers (circular reference check); returns its key, or null without markers. */
  mark(o: PyObject): PyObject | null {
    const m = this.e.markers;
    if (m === None) return null;
    const ident = newIntBig(BigInt(idOfObj(o)));
    if (dictGetItem(m as PyDict, ident) !== null) {
      Py_DECREF(ident);
      throw newException(PyExc_ValueError, "Circular reference detected");
    }
    dictSetItem(m as PyDict, ident, o);
    return ident;
  }

  unmark(ident: PyObject | null): void {
    if (ident === null) return;
    const v = dictPop(this.e.markers as PyDict, ident);
    if (v !== null) Py_DECREF(v);
    Py_DECREF(ident);
  }

  obj(o: PyObject, level: number): void {
    const out = this.out;
    if (o === None) out.push("null");
    else if (o === True) out.push("true");
    else if (o === False) out.push("false");
    else if (isStr(o)) out.push(this.str(o));
    else if (isInt(o)) out.push(intToString((o as PyInt).value));
    else if (isFloat(o)) out.push(this.float(o as PyFloat));
    else if (isList(o) || isTuple(o)) this.list(o, level);
    else if (isDict(o)) this.dict(o, level);
    else {
      const ident = this.mark(o);
      const n = PyObject_Call(this.e.defaultFn, [o], null);
      try {
        this.enter();
        try {
          this.obj(n, level);
        } finally {
          this.depth--;
        }
      } catch (err) {
        addNote(err, `when serializing ${typeName(o)} object`);
        throw err;
      } finally {
        Py_DECREF(n);
      }
      this.unmark(ident);
    }
  }

  newline(level: number): string {
    return "\n" + (this.e.indent as PyStr).value.repeat(level);
  }

  list(seq: PyList | PyTuple, level: number): void {
    const items = seq.items.slice();
    const out = this.out;
    if (items.length === 0) {
      out.push("[]");
      return;
    }
    for (const x of items) Py_INCREF(x);
    try {
      const ident = this.mark(seq);
      out.push("[");
      let sep = this.e.itemSep.value;
      const indented = this.e.indent !== None;
      if (indented) {
        level++;
        const nl = this.newline(level);
        sep += nl;
        out.push(nl);
      }
      for (let i = 0; i < items.length; i++) {
        if (i > 0) out.push(sep);
        this.enter();
        try {
          this.obj(items[i]!, level);
        } catch (err) {
          addNote(err, `when serializing ${typeName(seq)} item ${i}`);
          throw err;
        } finally {
          this.depth--;
        }
      }
      this.unmark(ident);
      if (indented) out.push(this.newline(level - 1));
      out.push("]");
    } finally {
      for (const x of items) Py_DECREF(x);
    }
  }

  dict(d: PyDict, level: number): void {
    const out = this.out;
    let items = dictItems(d);
    if (items.length === 0) {
      out.push("{}");
      return;
    }
    const ident = this.mark(d);
    out.push("{");
    let sep = this.e.itemSep.value;
    const indented = this.e.indent !== None;
    if (indented) {
      level++;
      const nl = this.newline(level);
      sep += nl;
      out.push(nl);
    }
    let list: PyList | null = null;
    if (this.e.sortKeys) {
      list = newList(items.map(([k, v]) => (Py_INCREF(k), Py_INCREF(v), newTuple([k, v]))));
      Py_DECREF(callMethod(list, "sort", []));
      items = list.items.map((t) => [(t as PyTuple).items[0]!, (t as PyTuple).items[1]!]);
    } else for (const [k, v] of items) Py_INCREF(k), Py_INCREF(v);
    try {
      let first = true;
      for (const [key, value] of items) {
        let ks: string;
        if (isStr(key)) ks = key.value;
        else if (isFloat(key)) ks = this.float(key as PyFloat);
        else if (key === True) ks = "true";
        else if (key === False) ks = "false";
        else if (key === None) ks = "null";
        else if (isInt(key)) ks = intToString((key as PyInt).value);
        else if (this.e.skipKeys) continue;
        else typeError(`keys must be str, int, float, bool or None, not ${typeName(key)}`);
        if (first) first = false;
        else out.push(sep);
        const kobj = newStr(ks);
        try {
          out.push(this.str(kobj));
        } finally {
          Py_DECREF(kobj);
        }
        out.push(this.e.keySep.value);
        this.enter();
        try {
          this.obj(value, level);
        } catch (err) {
          addNote(err, `when serializing ${typeName(d)} item ${PyObject_Repr(key).value}`);
          throw err;
        } finally {
          this.depth--;
        }
      }
    } finally {
      if (list !== null) Py_DECREF(list);
      else for (const [k, v] of items) Py_DECREF(k), Py_DECREF(v);
    }
    this.unmark(ident);
    if (indented) out.push(this.newline(level - 1));
    out.push("}");
  }
}

import { idOf } from "../objects/typeobject.js";
const idOfObj = (o: PyObject): number => idOf(o);

function encoderCall(o: PyObject, args: PyObject[], kw: string[] | null): PyObject {
  const [obj, lvl] = parseArgs("_iterencode", args, kw, ["obj", "_current_indent_level"], 2);
  const level = asSsize(lvl!);
  const enc = new Enc(o as EncoderObject);
  enc.obj(obj!, level);
  return newTuple([newStr(enc.out.join(""))]);
}

// ---- the module -------------------------------------------------------------------------------

let ready = false;
function initTypes(): void {
  if (ready) return;
  ready = true;
  const S = PyScanner_Type;
  S.tp_new = (_t, args, kw) => {
    const [ctx] = parseArgs("make_scanner", args, kw, ["context"], 1);
    const strictObj = getAttrString(ctx!, "strict");
    let strict: boolean;
    try {
      strict = PyObject_IsTrue(strictObj);
    } catch (e) {
      Py_DECREF(strictObj);
      throw e;
    }
    const got: PyObject[] = [];
    try {
      for (const n of ["object_hook", "object_pairs_hook", "parse_float", "parse_int", "parse_constant"]) got.push(getAttrString(ctx!, n));
    } catch (e) {
      Py_DECREF(strictObj);
      for (const g of got) Py_DECREF(g);
      throw e;
    }
    return new ScannerObject(strictObj, got[0]!, got[1]!, got[2]!, got[3]!, got[4]!, strict);
  };
  S.tp_call = scannerCall;
  const fields = (o: ScannerObject) => [o.strictObj, o.objectHook, o.pairsHook, o.parseFloat, o.parseInt, o.parseConstant, o.memo];
  S.tp_dealloc = (o) => {
    for (const f of fields(o as ScannerObject)) Py_DECREF(f);
  };
  gcRegisterType(S, (o, visit) => {
    for (const f of fields(o as ScannerObject)) visit(f);
  });
  const ro = (T: typeof S, name: string, get: (o: PyObject) => PyObject) => defGetSet(T, name, (o) => {
    const v = get(o);
    Py_INCREF(v);
    return v;
  });
  ro(S, "strict", (o) => (o as ScannerObject).strictObj);
  ro(S, "object_hook", (o) => (o as ScannerObject).objectHook);
  ro(S, "object_pairs_hook", (o) => (o as ScannerObject).pairsHook);
  ro(S, "parse_float", (o) => (o as ScannerObject).parseFloat);
  ro(S, "parse_int", (o) => (o as ScannerObject).parseInt);
  ro(S, "parse_constant", (o) => (o as ScannerObject).parseConstant);

  const E = PyEncoder_Type;
  E.tp_new = (_t, args, kw) => {
    const names = ["markers", "default", "encoder", "indent", "key_separator", "item_separator", "sort_keys", "skipkeys", "allow_nan"];
    const a = parseArgs("make_encoder", args, kw, names, 9);
    const markers = a[0]!;
    if (markers !== None && !isDict(markers)) typeError(`make_encoder() argument 1 must be dict or None, not ${typeName(markers)}`);
    const indent = a[3]!;
    if (indent !== None && !isStr(indent)) typeError(`make_encoder() argument 4 must be str or None, not ${typeName(indent)}`);
    if (!isStr(a[4]!)) badArgument("make_encoder", "argument 5", "str", a[4]!);
    if (!isStr(a[5]!)) badArgument("make_encoder", "argument 6", "str", a[5]!);
    const [sortKeys, skipKeys, allowNan] = [PyObject_IsTrue(a[6]!), PyObject_IsTrue(a[7]!), PyObject_IsTrue(a[8]!)];
    for (const i of [0, 1, 2, 3, 4, 5]) Py_INCREF(a[i]!);
    return new EncoderObject(markers, a[1]!, a[2]!, indent, a[4] as PyStr, a[5] as PyStr, sortKeys, skipKeys, allowNan);
  };
  E.tp_call = encoderCall;
  const efields = (o: EncoderObject) => [o.markers, o.defaultFn, o.encoder, o.indent, o.keySep, o.itemSep];
  E.tp_dealloc = (o) => {
    for (const f of efields(o as EncoderObject)) Py_DECREF(f);
  };
  gcRegisterType(E, (o, visit) => {
    for (const f of efields(o as EncoderObject)) visit(f);
  });
  ro(E, "markers", (o) => (o as EncoderObject).markers);
  ro(E, "default", (o) => (o as EncoderObject).defaultFn);
  ro(E, "encoder", (o) => (o as EncoderObject).encoder);
  ro(E, "indent", (o) => (o as EncoderObject).indent);
  ro(E, "key_separator", (o) => (o as EncoderObject).keySep);
  ro(E, "item_separator", (o) => (o as EncoderObject).itemSep);
}

function basestring(name: string, f: (s: string) => string): MethodImpl {
  return (_s, args, kw) => {
    noKw(name, kw);
    if (args.length !== 1) typeError(`${name}() takes exactly one argument (${args.length} given)`);
    const s = args[0]!;
    if (!isStr(s)) typeError(`first argument must be a string, not ${typeName(s)}`);
    return newStr(f(s.value));
  };
}

export function makeJson(): PyModule {
  initTypes();
  const mod = newModule("_json");
  const d = mod.dict!;
  const def = (name: string, impl: MethodImpl) => {
    const f = newCFunction(name, impl, mod);
    dictSetItem(d, internStr(name), f);
    return f;
  };
  def("scanstring", (_s, args, kw) => {
    noKw("scanstring", kw);
    checkPositional("scanstring", args.length, 2, 3);
    const s = args[0]!;
    if (!isStr(s)) typeError(`first argument must be a string, not ${typeName(s)}`);
    const end = asSsize(args[1]!);
    const strict = args.length > 2 ? PyObject_IsTrue(args[2]!) : true;
    const [v, e] = scanString(new Text(s), end, strict);
    return newTuple([newStr(v), newInt(e)]);
  });
  const a = def("encode_basestring_ascii", basestring("encode_basestring_ascii", encodeAscii));
  const u = def("encode_basestring", basestring("encode_basestring", encodeUnicode));
  cEncodeAscii = a;
  cEncodeUnicode = u;
  dictSetItem(d, internStr("make_scanner"), PyScanner_Type);
  dictSetItem(d, internStr("make_encoder"), PyEncoder_Type);
  return mod;
}

keepConstructFast(ScannerObject, EncoderObject);
