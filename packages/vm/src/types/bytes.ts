/** bytes behaviour: repr, comparison, hashing, indexing, concatenation, decode and a few methods. */
import { PyObject, Py_INCREF } from "../objects/object.js";
import { NotImplemented } from "../objects/none.js";
import { newBool } from "../objects/bool.js";
import { newStr, isStr, type PyStr } from "../objects/str.js";
import { newInt, isInt } from "../objects/int.js";
import { newList } from "../objects/list.js";
import { PyBytes, PyBytes_Type, newBytes, isBytes } from "../objects/bytes.js";
import { PySlice, PySlice_Type, sliceIndices } from "../objects/slice.js";
import { PyExc_ValueError, PyExc_UnicodeDecodeError, newException, typeError } from "../objects/exceptions.js";
import { addSlotWrappers } from "../objects/typeobject.js";
import { defMethod } from "../objects/descr.js";
import { Py_EQ, Py_NE, Py_LT, Py_LE, Py_GT, iterateToArray, typeName, asIndex } from "../abstract.js";
import { siphash13 } from "../hash.js";
import { reprBytes } from "@pyts/parser";
import { seqIndex } from "./sequenceUtil.js";
import { parseArgs } from "../args.js";
import { decodeBytes, encodeStr } from "../codecs.js";

function B(o: PyObject): Uint8Array {
  return (o as PyBytes).value;
}

function cmp(a: Uint8Array, b: Uint8Array): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) if (a[i] !== b[i]) return a[i]! < b[i]! ? -1 : 1;
  return a.length - b.length;
}

/** Encodes str as UTF-8 (strict). */
export function encodeUtf8(s: string): Uint8Array {
  return new TextEncoder().encode(s);
}

export function initBytes(): void {
  const T = PyBytes_Type;
  T.tp_new = (_t, args, kw) => {
    const [src, enc] = parseArgs("bytes", args, kw, ["source", "encoding", "errors"], 0, 3);
    if (src === null) return newBytes(new Uint8Array(0));
    if (isStr(src)) {
      if (enc === null) typeError("string argument without an encoding");
      if (!isStr(enc)) typeError(`bytes() argument 'encoding' must be str, not ${typeName(enc)}`);
      return newBytes(encodeStr((src as PyStr).value, (enc as PyStr).value, "strict"));
    }
    if (isInt(src)) return newBytes(new Uint8Array(asIndex(src)));
    if (isBytes(src)) return (Py_INCREF(src), src);
    const items = iterateToArray(src).map((x) => {
      const v = asIndex(x);
      if (v < 0 || v > 255) throw newException(PyExc_ValueError, "bytes must be in range(0, 256)");
      return v;
    });
    return newBytes(Uint8Array.from(items));
  };
  T.tp_repr = (o) => newStr(reprBytes(B(o)));
  T.tp_hash = (o) => siphash13(B(o));
  T.tp_richcompare = (a, b, op) => {
    if (!isBytes(b)) return NotImplemented;
    const c = cmp(B(a), B(b));
    return newBool(op === Py_EQ ? c === 0 : op === Py_NE ? c !== 0 : op === Py_LT ? c < 0 : op === Py_LE ? c <= 0 : op === Py_GT ? c > 0 : c >= 0);
  };
  T.sq_length = (o) => B(o).length;
  T.sq_contains = (o, v) => {
    const b = B(o);
    if (isInt(v)) return b.includes(asIndex(v));
    if (!isBytes(v)) typeError(`a bytes-like object is required, not '${typeName(v)}'`);
    const n = B(v);
    outer: for (let i = 0; i + n.length <= b.length; i++) {
      for (let j = 0; j < n.length; j++) if (b[i + j] !== n[j]) continue outer;
      return true;
    }
    return false;
  };
  T.sq_concat = (a, b) => {
    if (!isBytes(b)) typeError(`can't concat ${typeName(b)} to bytes`);
    const r = new Uint8Array(B(a).length + B(b).length);
    r.set(B(a));
    r.set(B(b), B(a).length);
    return newBytes(r);
  };
  T.sq_repeat = (o, n) => {
    const b = B(o);
    const r = new Uint8Array(b.length * n);
    for (let i = 0; i < n; i++) r.set(b, i * b.length);
    return newBytes(r);
  };
  T.mp_subscript = (o, key) => {
    const b = B(o);
    if (key.ob_type === PySlice_Type) {
      const [start, , step, n] = sliceIndices(key as PySlice, b.length);
      const r = new Uint8Array(n);
      for (let k = 0, i = start; k < n; k++, i += step) r[k] = b[i]!;
      return newBytes(r);
    }
    return newInt(b[seqIndex(key, b.length, "index")]!);
  };
  T.tp_iter = (o) => {
    const l = newList(Array.from(B(o), (x) => newInt(x)));
    return l.ob_type.tp_iter!(l);
  };
  addSlotWrappers(T);
  defMethod(T, "decode", (self, args, kw) => {
    const [enc, err] = parseArgs("decode", args, kw, ["encoding", "errors"], 0, 0);
    if (enc !== null && !isStr(enc)) typeError(`decode() argument 'encoding' must be str, not ${typeName(enc)}`);
    if (err !== null && !isStr(err)) typeError(`decode() argument 'errors' must be str, not ${typeName(err)}`);
    return newStr(decodeBytes(B(self), enc === null ? "utf-8" : (enc as PyStr).value, err === null ? "strict" : (err as PyStr).value, () => (Py_INCREF(self), self)));
  });
  defMethod(T, "hex", (self) => newStr(Array.from(B(self), (x) => x.toString(16).padStart(2, "0")).join("")));
  defMethod(T, "startswith", (self, args) => newBool(isBytes(args[0]!) && cmp(B(self).subarray(0, B(args[0]!).length), B(args[0]!)) === 0));
  defMethod(T, "endswith", (self, args) => newBool(isBytes(args[0]!) && B(self).length >= B(args[0]!).length && cmp(B(self).subarray(B(self).length - B(args[0]!).length), B(args[0]!)) === 0));
  defMethod(T, "upper", (self) => newBytes(B(self).map((x) => (x >= 97 && x <= 122 ? x - 32 : x))));
  defMethod(T, "lower", (self) => newBytes(B(self).map((x) => (x >= 65 && x <= 90 ? x + 32 : x))));
  defMethod(T, "join", (self, args) => {
    const parts = iterateToArray(args[0]!).map((x) => B(x));
    const sep = B(self);
    const total = parts.reduce((n, p) => n + p.length, 0) + Math.max(0, parts.length - 1) * sep.length;
    const r = new Uint8Array(total);
    let off = 0;
    parts.forEach((p, i) => {
      if (i) {
        r.set(sep, off);
        off += sep.length;
      }
      r.set(p, off);
      off += p.length;
    });
    return newBytes(r);
  });
}
