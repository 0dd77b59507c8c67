/** bytes behaviour (Objects/bytesobject.c): construction, repr, comparison, hashing, indexing, iteration, operators; methods in bytesMethods.ts. */
import { checkBufferAlloc } from "../memory.js";
import { PyObject, Py_INCREF, Py_DECREF, newStaticType, keepConstructFast, type PyType } from "../objects/object.js";
import { None, NotImplemented } from "../objects/none.js";
import { gcTrack, gcRegisterType } from "../objects/gcstate.js";
import { newBool } from "../objects/bool.js";
import { newStr, isStr, type PyStr } from "../objects/str.js";
import { newInt, isInt } from "../objects/int.js";
import { PyBytes, PyBytes_Type, newBytes, isBytes } from "../objects/bytes.js";
import { PySlice, PySlice_Type, sliceIndices } from "../objects/slice.js";
import { newTuple } from "../objects/tuple.js";
import { PyExc_ValueError, PyExc_IndexError, newException, typeError, PyBaseExceptionObject } from "../objects/exceptions.js";
import { addSlotWrappers } from "../objects/typeobject.js";
import { Py_EQ, Py_NE, Py_LT, Py_LE, Py_GT, typeName, asIndex, PyObject_GetIter, PyIter_Next, PyNumber_Index, PyNumber_AsSsize_t, PyObject_Call, subscriptIndex } from "../abstract.js";
import { siphash13 } from "../hash.js";
import { reprBytes } from "@pyts/lexer";
import { seqIndex } from "./sequenceUtil.js";
import { parseArgs, defMethodNoArgs, badArgument } from "../args.js";
import { encodeStr } from "../codecs.js";
import { bufferBytes } from "./buffer.js";
import { defBytesMethods } from "./bytesMethods.js";
import { percentFormatBytes } from "../percentBytes.js";

export const PyBytesIter_Type = newStaticType("bytes_iterator", undefined, 0);

class PyBytesIter extends PyObject {
  declare seq: PyObject;
  declare get: (o: PyObject) => Uint8Array;
  declare i: number;
  constructor(type: PyType, seq: PyObject, get: (o: PyObject) => Uint8Array) {
    super(type);
    this.seq = seq;
    this.get = get;
    this.i = 0;
    gcTrack(this); // bytes and bytearray iterators are GC containers (striter_traverse visits the sequence)
  }
}

/** An iterator over the bytes of `seq` (bytes_iterator / bytearray_iterator). */
export function newBytesIter(type: PyType, seq: PyObject, get: (o: PyObject) => Uint8Array): PyObject {
  Py_INCREF(seq);
  return new PyBytesIter(type, seq, get);
}

export function initBytesIterType(I: PyType): void {
  I.tp_iter = (o) => (Py_INCREF(o), o);
  I.tp_iternext = (o) => {
    const it = o as PyBytesIter;
    const b = it.get(it.seq);
    return it.i < b.length ? newInt(b[it.i++]!) : null;
  };
  I.tp_dealloc = (o) => Py_DECREF((o as PyBytesIter).seq);
  gcRegisterType(I, (o, visit) => visit((o as PyBytesIter).seq));
  addSlotWrappers(I);
}

function B(o: PyObject): Uint8Array {
  return (o as PyBytes).value;
}

export function cmpBytes(a: Uint8Array, b: Uint8Array): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) if (a[i] !== b[i]) return a[i]! < b[i]! ? -1 : 1;
  return a.length - b.length;
}

export function richResult(c: number, op: number): PyObject {
  return newBool(op === Py_EQ ? c === 0 : op === Py_NE ? c !== 0 : op === Py_LT ? c < 0 : op === Py_LE ? c <= 0 : op === Py_GT ? c > 0 : c >= 0);
}

/** Encodes str as UTF-8 (strict). */
export function encodeUtf8(s: string): Uint8Array {
  return encodeStr(s, "utf-8", "strict");
}

/** The bytes of an iterable of ints in range(256) (bytes(iterable), bytearray(iterable), extend). */
export function bytesFromIterable(src: PyObject, rangeMsg = "bytes must be in range(0, 256)"): Uint8Array {
  const it = PyObject_GetIter(src);
  const out: number[] = [];
  try {
    for (let x = PyIter_Next(it); x !== null; x = PyIter_Next(it)) {
      try {
        if (x.ob_type.nb_index === null) typeError(`'${typeName(x)}' object cannot be interpreted as an integer`);
        const r = PyNumber_Index(x);
        const v = r.value;
        Py_DECREF(r);
        if (v < 0 || v > 255) throw newException(PyExc_ValueError, rangeMsg);
        out.push(Number(v));
      } finally {
        Py_DECREF(x);
      }
    }
  } finally {
    Py_DECREF(it);
  }
  return Uint8Array.from(out);
}

/** The shared argument handling of bytes(source, encoding, errors) and bytearray(...). */
export function bytesFromArgs(name: string, src: PyObject | null, enc: PyObject | null, err: PyObject | null): Uint8Array {
  if (enc !== null && !isStr(enc)) badArgument(name, "argument 'encoding'", "str", enc);
  if (err !== null && !isStr(err)) badArgument(name, "argument 'errors'", "str", err);
  if (src === null) {
    if (enc !== null || err !== null) typeError(enc !== null ? "encoding without a string argument" : "errors without a string argument");
    return new Uint8Array(0);
  }
  if (isStr(src)) {
    if (enc === null) typeError("string argument without an encoding");
    if (!isStr(enc!)) badArgument(name, "argument 'encoding'", "str", enc!);
    if (err !== null && !isStr(err)) badArgument(name, "argument 'errors'", "str", err);
    return encodeStr((src as PyStr).value, (enc as PyStr).value, err === null ? "strict" : (err as PyStr).value);
  }
  if (enc !== null) typeError("encoding without a string argument");
  if (err !== null) typeError("errors without a string argument");
  const buf = bufferBytes(src);
  if (buf !== null) return buf.slice();
  if (src.ob_type.nb_index !== null) {
    const n = PyNumber_AsSsize_t(src);
    if (n < 0) throw newException(PyExc_ValueError, "negative count");
    checkBufferAlloc(n);
    return new Uint8Array(n);
  }
  try {
    return bytesFromIterable(src);
  } catch (e) {
    if (e instanceof PyBaseExceptionObject && e.ob_type.tp_name === "TypeError" && src.ob_type.tp_iter === null && !src.ob_type.lookup("__getitem__")) {
      typeError(`cannot convert '${typeName(src)}' object to ${name}`);
    }
    throw e;
  }
}

export function initBytes(): void {
  const T = PyBytes_Type;
  T.tp_new = (type, args, kw) => {
    const [src, enc, err] = parseArgs("bytes", args, kw, ["source", "encoding", "errors"], 0, 0);
    let v: Uint8Array;
    if (src !== null && enc === null && err === null && !isStr(src) && !isBytes(src)) {
      const m = src.ob_type.lookup("__bytes__");
      if (m !== null) {
        const f = PyObject_Call(m, [src], null);
        if (!isBytes(f)) typeError(`__bytes__ returned non-bytes (type ${typeName(f)})`);
        v = B(f);
      } else v = bytesFromArgs("bytes", src, enc, err);
    } else if (src !== null && isBytes(src) && enc === null && err === null) {
      if (type === PyBytes_Type && src.ob_type === PyBytes_Type) return (Py_INCREF(src), src);
      v = B(src);
    } else v = bytesFromArgs("bytes", src, enc, err);
    if (type === PyBytes_Type) return newBytes(v);
    const o = type.tp_alloc(type) as PyBytes;
    o.value = v;
    return o;
  };
  T.tp_repr = (o) => newStr(reprBytes(B(o)));
  T.tp_str = (o) => newStr(reprBytes(B(o)));
  T.tp_hash = (o) => siphash13(B(o));
  T.tp_richcompare = (a, b, op) => {
    if (!isBytes(b)) return NotImplemented;
    return richResult(cmpBytes(B(a), B(b)), op);
  };
  T.sq_length = (o) => B(o).length;
  T.sq_contains = (o, v) => bytesContains(B(o), v);
  T.sq_concat = (a, b) => {
    const bb = bufferBytes(b);
    if (bb === null) typeError(`can't concat ${typeName(b)} to ${typeName(a)}`);
    // bytes_concat's end cases: with an empty operand, the other itself when it is exact bytes
    if (B(a).length === 0 && b.ob_type === PyBytes_Type) return (Py_INCREF(b), b);
    if (bb!.length === 0 && a.ob_type === PyBytes_Type) return (Py_INCREF(a), a);
    const r = new Uint8Array(B(a).length + bb!.length);
    r.set(B(a));
    r.set(bb!, B(a).length);
    return newBytes(r);
  };
  T.sq_repeat = (o, n) => {
    const b = B(o);
    if (n === 1 && o.ob_type === PyBytes_Type) return (Py_INCREF(o), o);
    checkBufferAlloc(b.length * n);
    const r = new Uint8Array(b.length * n);
    for (let i = 0; i < n; i++) r.set(b, i * b.length);
    return newBytes(r);
  };
  T.nb_binary[6] = (a, b) => (isBytes(a) ? percentFormatBytes(B(a), b, newBytes) : NotImplemented);
  T.mp_subscript = (o, key) => {
    const b = B(o);
    if (key.ob_type === PySlice_Type) {
      const [start, , step, n] = sliceIndices(key as PySlice, b.length);
      if (step === 1 && n === b.length && o.ob_type === PyBytes_Type) return (Py_INCREF(o), o);
      const r = new Uint8Array(n);
      for (let k = 0, i = start; k < n; k++, i += step) r[k] = b[i]!;
      return newBytes(r);
    }
    if (key.ob_type.nb_index === null) typeError(`byte indices must be integers or slices, not ${typeName(key)}`);
    let i = subscriptIndex(key);
    if (i < 0) i += b.length;
    if (i < 0 || i >= b.length) throw newException(PyExc_IndexError, "index out of range");
    return newInt(b[i]!);
  };
  T.tp_iter = (o) => newBytesIter(PyBytesIter_Type, o, B);
  initBytesIterType(PyBytesIter_Type);
  addSlotWrappers(T);
  defBytesMethods(T, { get: B, mk: (_self, v) => newBytes(v), name: "bytes" });
  defMethodNoArgs(T, "__getnewargs__", (self) => newTuple([newBytes(B(self).slice())]));
  defMethodNoArgs(T, "__bytes__", (self) => (self.ob_type === PyBytes_Type ? (Py_INCREF(self), self) : newBytes(B(self))));
  void None;
}

/** `x in b` for bytes-like b. */
export function bytesContains(b: Uint8Array, v: PyObject): boolean {
  const vb = bufferBytes(v);
  if (vb === null) {
    if (v.ob_type.nb_index === null) typeError(`a bytes-like object is required, not '${typeName(v)}'`);
    const x = asIndex(v);
    if (x < 0 || x > 255) throw newException(PyExc_ValueError, "byte must be in range(0, 256)");
    return b.includes(x);
  }
  const n = vb;
  outer: for (let i = 0; i + n.length <= b.length; i++) {
    for (let j = 0; j < n.length; j++) if (b[i + j] !== n[j]) continue outer;
    return true;
  }
  return false;
}

keepConstructFast(PyBytesIter);
void isInt;
