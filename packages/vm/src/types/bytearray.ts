/** bytearray behaviour (Objects/bytearrayobject.c): the bytes methods returning bytearray, plus mutation. */
import { checkBufferAlloc } from "../memory.js";
import { PyObject, Py_INCREF, newStaticType, PyObject_HashNotImplemented } from "../objects/object.js";
import { None, NotImplemented } from "../objects/none.js";
import { newStr, isStr } from "../objects/str.js";
import { newInt } from "../objects/int.js";
import { PyByteArray, PyByteArray_Type, newByteArray, byteArrayAppendBytes } from "../objects/bytearray.js";
import { PySlice, PySlice_Type, sliceIndices } from "../objects/slice.js";
import { PyExc_ValueError, PyExc_IndexError, PyExc_BufferError, newException, typeError } from "../objects/exceptions.js";
import { addSlotWrappers } from "../objects/typeobject.js";
import { defMethod } from "../objects/descr.js";
import { typeName, asSsize, asCInt, callMethod, PyNumber_AsSsize_t, PyNumber_Index, subscriptIndex } from "../abstract.js";
import { newTuple } from "../objects/tuple.js";
import { newBytes } from "../objects/bytes.js";
import { reprBytes } from "@pyts/lexer";
import { parseArgs, checkedMethod, defMethodO, defMethodNoArgs } from "../args.js";
import { bufferBytes, registerBuffer } from "./buffer.js";
import { defBytesMethods, latin1 } from "./bytesMethods.js";
import { bytesFromArgs, bytesFromIterable, cmpBytes, richResult, newBytesIter, initBytesIterType, bytesContains } from "./bytes.js";
import { percentFormatBytes } from "../percentBytes.js";

export const PyByteArrayIter_Type = newStaticType("bytearray_iterator", undefined, 0);

const V = (o: PyObject): Uint8Array => (o as PyByteArray).value;

/** Replaces the contents (a resize): BufferError while a memoryview holds the buffer. */
function setValue(o: PyObject, v: Uint8Array): void {
  const ba = o as PyByteArray;
  if (ba.exports > 0 && v.length !== ba.value.length) throw newException(PyExc_BufferError, "Existing exports of data: object cannot be re-sized");
  if (ba.exports > 0) ba.value.set(v);
  else ba.value = v;
}

/** Appends to a bytearray's bytes (BufferError while a memoryview of it lives and it grows). */
function growBy(o: PyObject, add: Uint8Array | number): void {
  const ba = o as PyByteArray;
  if (typeof add !== "number" && add.length === 0) return;
  if (ba.exports > 0) throw newException(PyExc_BufferError, "Existing exports of data: object cannot be re-sized");
  byteArrayAppendBytes(ba, add);
}

function byteValue(x: PyObject): number {
  if (x.ob_type.nb_index === null) typeError(`'${typeName(x)}' object cannot be interpreted as an integer`);
  const r = PyNumber_Index(x);
  const v = r.value;
  if (v < 0 || v > 255) throw newException(PyExc_ValueError, "byte must be in range(0, 256)");
  return Number(v);
}

function index(o: PyObject, key: PyObject, what = "bytearray index out of range"): number {
  const n = V(o).length;
  let i = subscriptIndex(key);
  if (i < 0) i += n;
  if (i < 0 || i >= n) throw newException(PyExc_IndexError, what);
  return i;
}

function assignSource(v: PyObject, self: PyObject): Uint8Array {
  if (v === self) return V(self).slice();
  const b = bufferBytes(v);
  if (b !== null) return b.slice();
  if (isStr(v) || v.ob_type.nb_index !== null || v.ob_type.tp_iter === null) typeError("can assign only bytes, buffers, or iterables of ints in range(0, 256)");
  return bytesFromIterable(v, "byte must be in range(0, 256)");
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const r = new Uint8Array(a.length + b.length);
  r.set(a);
  r.set(b, a.length);
  return r;
}

export function initByteArray(): void {
  const T = PyByteArray_Type;
  registerBuffer((o) => (o.ob_type === T || o.ob_type.isSubtype(T) ? V(o) : null));
  T.tp_new = (type) => type.tp_alloc(type);
  T.tp_init = (self, args, kw) => {
    const [src, enc, err] = parseArgs("bytearray", args, kw, ["source", "encoding", "errors"], 0, 0);
    setValue(self, bytesFromArgs("bytearray", src, enc, err));
  };
  T.tp_repr = (o) => newStr(`${typeName(o)}(${reprBytes(V(o))})`);
  T.tp_str = T.tp_repr;
  T.tp_hash = PyObject_HashNotImplemented;
  T.tp_richcompare = (a, b, op) => {
    if (isStr(b)) return NotImplemented;
    const bb = bufferBytes(b);
    if (bb === null) return NotImplemented;
    return richResult(cmpBytes(V(a), bb), op);
  };
  T.sq_length = (o) => V(o).length;
  T.sq_contains = (o, v) => bytesContains(V(o), v);
  T.sq_concat = (a, b) => {
    const bb = bufferBytes(b);
    if (bb === null) typeError(`can't concat ${typeName(b)} to ${typeName(a)}`);
    return newByteArray(concat(V(a), bb!));
  };
  T.sq_repeat = (o, n) => {
    const b = V(o);
    checkBufferAlloc(b.length * n);
    const r = new Uint8Array(b.length * n);
    for (let i = 0; i < n; i++) r.set(b, i * b.length);
    return newByteArray(r);
  };
  T.nb_binary[6] = (a, b) => (a.ob_type === T || a.ob_type.isSubtype(T) ? percentFormatBytes(V(a), b, newByteArray) : NotImplemented);
  // in-place + and * (BINARY_OP 13 + 0, 13 + 5)
  T.nb_inplace[0] = (a, b) => {
    const bb = bufferBytes(b);
    if (bb === null) typeError(`can't concat ${typeName(b)} to ${typeName(a)}`);
    // bytearray_iconcat holds a buffer of the right operand while it resizes the left: `ba += ba`
    // finds its own export
    if (b === a && bb!.length > 0) throw newException(PyExc_BufferError, "Existing exports of data: object cannot be re-sized");
    growBy(a, bb!);
    Py_INCREF(a);
    return a;
  };
  T.nb_inplace[5] = (a, b) => {
    if (b.ob_type.nb_index === null) return NotImplemented;
    const n = Math.max(0, PyNumber_AsSsize_t(b));
    const v = V(a);
    checkBufferAlloc(v.length * n);
    const r = new Uint8Array(v.length * n);
    for (let i = 0; i < n; i++) r.set(v, i * v.length);
    setValue(a, r);
    Py_INCREF(a);
    return a;
  };
  T.mp_subscript = (o, key) => {
    const b = V(o);
    if (key.ob_type === PySlice_Type) {
      const [start, , step, n] = sliceIndices(key as PySlice, b.length);
      const r = new Uint8Array(n);
      for (let k = 0, i = start; k < n; k++, i += step) r[k] = b[i]!;
      return newByteArray(r);
    }
    if (key.ob_type.nb_index === null) typeError(`bytearray indices must be integers or slices, not ${typeName(key)}`);
    return newInt(b[index(o, key)]!);
  };
  T.mp_ass_subscript = (o, key, v) => {
    const b = V(o);
    if (key.ob_type !== PySlice_Type) {
      if (key.ob_type.nb_index === null) typeError(`bytearray indices must be integers or slices, not ${typeName(key)}`);
      if (v === null) {
        const i = index(o, key);
        setValue(o, concat(b.subarray(0, i), b.subarray(i + 1)));
        return;
      }
      const x = byteValue(v);
      b[index(o, key)] = x;
      return;
    }
    const [start, stop, step, n] = sliceIndices(key as PySlice, b.length);
    if (v === null) {
      if (step === 1) {
        setValue(o, concat(b.subarray(0, start), b.subarray(Math.max(start, stop))));
        return;
      }
      const drop = new Set<number>();
      for (let k = 0, i = start; k < n; k++, i += step) drop.add(i);
      setValue(o, b.filter((_, i) => !drop.has(i)));
      return;
    }
    const src = assignSource(v, o);
    if (step === 1) {
      const hi = Math.max(start, stop);
      setValue(o, concat(concat(b.subarray(0, start), src), b.subarray(hi)));
      return;
    }
    if (src.length !== n) throw newException(PyExc_ValueError, `attempt to assign bytes of size ${src.length} to extended slice of size ${n}`);
    for (let k = 0, i = start; k < n; k++, i += step) b[i] = src[k]!;
  };
  T.tp_iter = (o) => newBytesIter(PyByteArrayIter_Type, o, V);
  initBytesIterType(PyByteArrayIter_Type);
  addSlotWrappers(T);
  defBytesMethods(T, { get: V, mk: (_self, v) => newByteArray(v), name: "bytearray" });

  defMethodO(T, "append", (self, item) => {
    const x = byteValue(item);
    growBy(self, x);
    return None;
  });
  defMethodO(T, "extend", (self, src) => {
    let add = bufferBytes(src);
    if (add === null) {
      if (isStr(src)) typeError("expected iterable of integers; got: 'str'");
      if (src.ob_type.tp_iter === null && !src.ob_type.lookup("__getitem__")) typeError(`can't extend bytearray with ${typeName(src)}`);
      add = bytesFromIterable(src);
    }
    growBy(self, add!.slice());
    return None;
  });
  defMethod(T, "insert", checkedMethod("bytearray.insert", [2, 2], (self, args) => {
    const b = V(self);
    let i = asSsize(args[0]!);
    const x = byteValue(args[1]!);
    if (i < 0) i = Math.max(0, i + b.length);
    if (i > b.length) i = b.length;
    if (i === b.length) growBy(self, x);
    else setValue(self, concat(concat(b.subarray(0, i), Uint8Array.of(x)), b.subarray(i)));
    return None;
  }));
  defMethod(T, "pop", checkedMethod("bytearray.pop", [0, 1], (self, args) => {
    let i = args.length ? asSsize(args[0]!) : -1;
    const b = V(self);
    if (b.length === 0) throw newException(PyExc_IndexError, "pop from empty bytearray");
    if (i < 0) i += b.length;
    if (i < 0 || i >= b.length) throw newException(PyExc_IndexError, "pop index out of range");
    const x = b[i]!;
    const ba = self as PyByteArray;
    if (i === b.length - 1 && ba.exports === 0) {
      // the last byte: the same buffer one shorter (its capacity kept for appends)
      ba.value = b.subarray(0, i);
      if (ba.grownView === b) ba.grownView = ba.value;
    } else setValue(self, concat(b.subarray(0, i), b.subarray(i + 1)));
    return newInt(x);
  }));
  defMethodO(T, "remove", (self, item) => {
    const x = byteValue(item);
    const b = V(self);
    const i = b.indexOf(x);
    if (i < 0) throw newException(PyExc_ValueError, "value not found in bytearray");
    setValue(self, concat(b.subarray(0, i), b.subarray(i + 1)));
    return None;
  });
  defMethodNoArgs(T, "reverse", (self) => {
    V(self).reverse();
    return None;
  });
  defMethodNoArgs(T, "clear", (self) => {
    setValue(self, new Uint8Array(0));
    return None;
  });
  defMethodNoArgs(T, "copy", (self) => newByteArray(V(self).slice()));
  defMethodO(T, "resize", (self, size) => {
    const n = asSsize(size);
    if (n < 0) throw newException(PyExc_ValueError, `Can only resize to positive sizes, got ${n}`);
    checkBufferAlloc(n);
    const r = new Uint8Array(n);
    r.set(V(self).subarray(0, n));
    setValue(self, r);
    return None;
  });
  defMethodNoArgs(T, "__alloc__", (self) => newInt(V(self).length + 1));
  // _common_reduce: (type(self), (latin-1 str, "latin-1") below protocol 3, else (bytes,), state)
  const reduce = (self: PyObject, proto: number): PyObject => {
    const state = callMethod(self, "__getstate__", []);
    const b = V(self);
    Py_INCREF(self.ob_type);
    let args: PyObject;
    if (b.length === 0) args = newTuple([]);
    else if (proto < 3) args = newTuple([newStr(latin1(b)), newStr("latin-1")]);
    else args = newTuple([newBytes(b.slice())]);
    return newTuple([self.ob_type, args, state]);
  };
  defMethodNoArgs(T, "__reduce__", (self) => reduce(self, 2));
  defMethod(T, "__reduce_ex__", checkedMethod("bytearray.__reduce_ex__", [0, 1], (self, args) => reduce(self, args.length > 0 ? asCInt(args[0]!) : 0)));
}
