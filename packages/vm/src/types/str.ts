/** str behaviour (Objects/unicodeobject.c): construction, operators, indexing, iteration; the methods live in strMethods.ts. */
import { PyObject, PyType, Py_INCREF, Py_DECREF, newStaticType, keepConstructFast } from "../objects/object.js";
import { None, NotImplemented } from "../objects/none.js";
import { gcTrack, gcRegisterType } from "../objects/gcstate.js";
import { newBool } from "../objects/bool.js";
import { PyStr, PyUnicode_Type, newStr, latin1Str, isStr, strHash, strLen, strIsBmp, unicodeConcat } from "../objects/str.js";
import { newBytes, isBytes, type PyBytes } from "../objects/bytes.js";
import { PySlice, PySlice_Type, sliceIndices } from "../objects/slice.js";
import { typeError } from "../objects/exceptions.js";
import { addSlotWrappers } from "../objects/typeobject.js";
import { defMethod } from "../objects/descr.js";
import { Py_EQ, Py_NE, Py_LT, Py_LE, Py_GT, PyObject_Str, typeName, PyNumber_AsSsize_t } from "../abstract.js";
import { reprStr } from "@pyts/lexer";
import { parseArgs, defMethodO, badArgument } from "../args.js";
import { seqIndex } from "./sequenceUtil.js";
import { initStrMethods } from "./strMethods.js";
import { argTypeName } from "./strutil.js";
import { encodeStr, decodeBytes } from "../codecs.js";
import { bufferBytes } from "./buffer.js";

export const PyUnicodeIter_Type = newStaticType("str_iterator", undefined, 0);
export const PyUnicodeASCIIIter_Type = newStaticType("str_ascii_iterator", undefined, 0);

/** A str's iterator: the string and a UTF-16 index into it (a surrogate pair is one step). */
class PyStrIter extends PyObject {
  declare s: string;
  declare i: number;
  constructor(s: string, ascii: boolean) {
    super(ascii ? PyUnicodeASCIIIter_Type : PyUnicodeIter_Type);
    this.s = s;
    this.i = 0;
    gcTrack(this); // unicodeiter is a GC container (its string holds no references)
  }
}

/** The next character of a str iterator as a str (a Latin-1 one shared), or null at the end. */
function strIterNext(it: PyStrIter): PyObject | null {
  const s = it.s, i = it.i;
  if (i >= s.length) return null;
  const c = s.charCodeAt(i);
  if (c < 256) {
    it.i = i + 1;
    return latin1Str(c);
  }
  if (c >= 0xd800 && c < 0xdc00 && i + 1 < s.length) {
    const d = s.charCodeAt(i + 1);
    if (d >= 0xdc00 && d < 0xe000) {
      it.i = i + 2;
      return newStr(s.slice(i, i + 2));
    }
  }
  it.i = i + 1;
  return newStr(s[i]!);
}

function isAsciiString(s: string): boolean {
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) > 0x7f) return false;
  return true;
}

function S(o: PyObject): string {
  return (o as PyStr).value;
}

function cmpStr(a: string, b: string): number {
  // code point order (UTF-16 order differs only for astral vs U+E000..FFFF)
  if (a === b) return 0;
  const ai = a[Symbol.iterator](), bi = b[Symbol.iterator]();
  for (;;) {
    const x = ai.next(), y = bi.next();
    if (x.done) return y.done ? 0 : -1;
    if (y.done) return 1;
    const cx = x.value.codePointAt(0)!, cy = y.value.codePointAt(0)!;
    if (cx !== cy) return cx < cy ? -1 : 1;
  }
}

/** Slice a JS string by Python (code point) indices. */
export function strSlice(o: PyStr, start: number, stop: number, step: number, n: number): string {
  if (strIsBmp(o)) {
    const s = o.value;
    if (step === 1) return s.slice(start, stop);
    let r = "";
    for (let k = 0, i = start; k < n; k++, i += step) r += s[i];
    return r;
  }
  const cps = Array.from(o.value);
  let r = "";
  for (let k = 0, i = start; k < n; k++, i += step) r += cps[i];
  return r;
}

function strGetItem(o: PyObject, key: PyObject): PyObject {
  const s = o as PyStr;
  if (key.ob_type === PySlice_Type) {
    const [start, stop, step, n] = sliceIndices(key as PySlice, strLen(s));
    // the whole of an exact str is the str itself (unicode_result_unchanged)
    if (start === 0 && step === 1 && n === strLen(s) && s.ob_type === PyUnicode_Type) {
      Py_INCREF(s);
      return s;
    }
    return newStr(strSlice(s, start, stop, step, n));
  }
  if (key.ob_type.nb_index === null) typeError(`string indices must be integers, not '${typeName(key)}'`);
  const i = seqIndex(key, strLen(s), "string");
  return newStr(strIsBmp(s) ? s.value[i]! : Array.from(s.value)[i]!);
}

export function initStr(): void {
  const T = PyUnicode_Type;
  T.tp_alloc = (t) => new PyStr(t, "");
  T.tp_new = (type: PyType, args, kwnames) => {
    if (args.length > 3) typeError(`str expected at most 3 arguments, got ${args.length}`);
    const [x, enc, err] = parseArgs("str", args, kwnames, ["object", "encoding", "errors"], 0, 0);
    let v: string;
    if (x === null) v = "";
    else if (enc === null && err === null) {
      // unicode_new_impl: str(x) is what PyObject_Str gives (x itself for an exact str)
      const r = PyObject_Str(x);
      if (type === PyUnicode_Type) return r;
      v = r.value;
      Py_DECREF(r);
    } else {
      // unicode_new's own messages name None's type (the clinic's would say "None")
      if (enc !== null && !isStr(enc)) typeError(`str() argument 'encoding' must be str, not ${typeName(enc)}`);
      if (err !== null && !isStr(err)) typeError(`str() argument 'errors' must be str, not ${typeName(err)}`);
      const b = bufferBytes(x);
      if (b === null) {
        if (isStr(x)) typeError("decoding str is not supported");
        typeError(`decoding to str: need a bytes-like object, ${typeName(x)} found`);
      }
      v = decodeBytes(b, enc === null ? "utf-8" : S(enc), err === null ? "strict" : S(err), () => (isBytes(x) ? (Py_INCREF(x), x) : newBytes(b)));
    }
    if (type === PyUnicode_Type) return newStr(v);
    const o = type.tp_alloc(type) as PyStr;
    o.value = v;
    return o;
  };
  T.tp_repr = (o) => newStr(reprStr(S(o)));
  T.tp_str = (o) => (o.ob_type === PyUnicode_Type ? (Py_INCREF(o), o) : newStr(S(o)));
  T.tp_hash = (o) => strHash(o as PyStr);
  T.tp_richcompare = (a, b, op) => {
    if (!isStr(b)) return NotImplemented;
    const x = S(a), y = S(b);
    if (op === Py_EQ) return newBool(x === y);
    if (op === Py_NE) return newBool(x !== y);
    const c = cmpStr(x, y);
    return newBool(op === Py_LT ? c < 0 : op === Py_LE ? c <= 0 : op === Py_GT ? c > 0 : c >= 0);
  };
  T.sq_length = (o) => strLen(o as PyStr);
  T.sq_contains = (o, v) => {
    if (!isStr(v)) typeError(`'in <string>' requires string as left operand, not ${typeName(v)}`);
    return S(o).includes(S(v));
  };
  T.sq_concat = (a, b) => {
    if (!isStr(b)) typeError(`can only concatenate str (not "${typeName(b)}") to str`);
    return unicodeConcat(a as PyStr, b as PyStr);
  };
  // unicode_repeat: once is the string itself (an exact str's)
  T.sq_repeat = (o, n) => (n === 1 && o.ob_type === PyUnicode_Type ? (Py_INCREF(o), o) : newStr(S(o).repeat(n)));
  T.nb_binary[6] = (a, b) => (isStr(a) ? percentFormatHook(a as PyStr, b) : NotImplemented);
  T.mp_subscript = strGetItem;
  T.tp_iter = (o) => new PyStrIter(S(o), isAsciiString(S(o)));
  for (const I of [PyUnicodeIter_Type, PyUnicodeASCIIIter_Type]) {
    I.tp_iter = (o) => (Py_INCREF(o), o);
    I.tp_iternext = (o) => strIterNext(o as PyStrIter);
    gcRegisterType(I, () => {});
    addSlotWrappers(I);
  }
  addSlotWrappers(T);

  initStrMethods();
  defMethod(T, "format", (self, args, kw) => strFormatHook(self as PyStr, args, kw));
  defMethodO(T, "format_map", (self, mapping) => strFormatMapHook(self as PyStr, mapping));
  defMethodO(T, "__format__", (self, spec) => {
    if (!isStr(spec)) badArgument("__format__", "argument", "str", spec);
    if (S(spec) === "") return PyObject_Str(self);
    return formatStrHook(S(self), S(spec));
  });
  defMethod(T, "encode", (self, args, kw) => {
    const [enc, err] = parseArgs("encode", args, kw, ["encoding", "errors"], 0, 0);
    if (enc !== null && !isStr(enc)) typeError(`encode() argument 'encoding' must be str, not ${argTypeName(enc)}`);
    if (err !== null && !isStr(err)) typeError(`encode() argument 'errors' must be str, not ${argTypeName(err)}`);
    return newBytes(encodeStr(S(self), enc === null ? "utf-8" : S(enc), err === null ? "strict" : S(err)));
  });
}

let percentFormatHook: (s: PyStr, args: PyObject) => PyObject = () => NotImplemented;
let strFormatHook: (s: PyStr, args: PyObject[], kw: string[] | null) => PyObject = () => None;
let strFormatMapHook: (s: PyStr, mapping: PyObject) => PyObject = () => None;
let formatStrHook: (s: string, spec: string) => PyObject = () => None;
export function bindStrHooks(h: { percent: typeof percentFormatHook; format: typeof strFormatHook; formatMap: typeof strFormatMapHook; formatStr: typeof formatStrHook }): void {
  percentFormatHook = h.percent;
  strFormatHook = h.format;
  strFormatMapHook = h.formatMap;
  formatStrHook = h.formatStr;
}

keepConstructFast(PyStrIter);
