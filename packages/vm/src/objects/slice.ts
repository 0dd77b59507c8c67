/** slice objects and index normalisation (Objects/sliceobject.c). */
import { PyObject, newStaticType, Py_INCREF, Py_DECREF, keepConstructFast } from "./object.js";
import { None } from "./none.js";
import { newStr } from "./str.js";
import { PyExc_ValueError, newException, typeError } from "./exceptions.js";
import { asIndex, reprString, PyObject_Hash, PyNumber_Index, PyObject_RichCompare, Py_EQ, Py_NE } from "../abstract.js";
import { NotImplemented } from "./none.js";
import { True, False } from "./bool.js";
import { newTuple } from "./tuple.js";
import { newIntBig } from "./int.js";
import { defMethod } from "./descr.js";
import { defReadonlyMember } from "./member.js";
import { addSlotWrappers } from "./typeobject.js";
import { checkedMethod } from "../args.js";
import { hashTuple } from "../hash.js";

export const PySlice_Type = newStaticType("slice", undefined, 0);

export class PySlice extends PyObject {
  declare start: PyObject;
  declare stop: PyObject;
  declare step: PyObject;
  constructor(start: PyObject, stop: PyObject, step: PyObject) {
    super(PySlice_Type);
    this.start = start;
    this.stop = stop;
    this.step = step;
  }
}

export function newSlice(start: PyObject, stop: PyObject, step: PyObject): PySlice {
  Py_INCREF(start);
  Py_INCREF(stop);
  Py_INCREF(step);
  return new PySlice(start, stop, step);
}

function sliceIndexOf(o: PyObject): number {
  if (o.ob_type.nb_index === null) typeError("slice indices must be integers or None or have an __index__ method");
  return asIndex(o);
}

/** A slice index for a sequence of `len`: counted from the end when negative, then kept in [lower, upper]. */
export function adjustIndex(i: number, len: number, lower: number, upper: number): number {
  if (i < 0) return i + len < lower ? lower : i + len;
  return i > upper ? upper : i;
}

/** PySlice_GetIndicesEx: [start, stop, step, length] for a sequence of `len`. */
export function sliceIndices(s: PySlice, len: number): [number, number, number, number] {
  let step = 1;
  if (s.step !== None) {
    step = sliceIndexOf(s.step);
    if (step === 0) throw newException(PyExc_ValueError, "slice step cannot be zero");
  }
  const lower = step < 0 ? -1 : 0;
  const upper = step < 0 ? len - 1 : len;
  let start: number, stop: number;
  if (s.start === None) start = step < 0 ? upper : lower;
  else start = adjustIndex(sliceIndexOf(s.start), len, lower, upper);
  if (s.stop === None) stop = step < 0 ? lower : upper;
  else stop = adjustIndex(sliceIndexOf(s.stop), len, lower, upper);
  let n = 0;
  if (step < 0) {
    if (stop < start) n = Math.floor((start - stop - 1) / -step) + 1;
  } else if (start < stop) n = Math.floor((stop - start - 1) / step) + 1;
  return [start, stop, step, n];
}

PySlice_Type.tp_repr = (o) => {
  const s = o as PySlice;
  return newStr(`slice(${reprString(s.start)}, ${reprString(s.stop)}, ${reprString(s.step)})`);
};
PySlice_Type.tp_dealloc = (o) => {
  const s = o as PySlice;
  Py_DECREF(s.start);
  Py_DECREF(s.stop);
  Py_DECREF(s.step);
};
PySlice_Type.tp_new = (_t, args, kw) => {
  if (kw !== null && kw.length > 0) typeError("slice() takes no keyword arguments");
  if (args.length === 1) return newSlice(None, args[0]!, None);
  if (args.length === 2) return newSlice(args[0]!, args[1]!, None);
  if (args.length === 3) return newSlice(args[0]!, args[1]!, args[2]!);
  if (args.length === 0) typeError("slice expected at least 1 argument, got 0");
  typeError(`slice expected at most 3 arguments, got ${args.length}`);
};

/** evaluate_slice_index: an index for _PySlice_GetLongIndices. */
function longSliceIndex(o: PyObject): bigint {
  if (o.ob_type.nb_index === null) typeError("slice indices must be integers or None or have an __index__ method");
  const r = PyNumber_Index(o);
  const v = BigInt(r.value);
  Py_DECREF(r);
  return v;
}

/**
 * _PySlice_GetLongIndices: start, stop and step of the slice for a sequence of `length` (>= 0),
 * as arbitrary-size integers (slice.indices(), range slicing).
 */
export function sliceLongIndices(s: PySlice, length: bigint): [bigint, bigint, bigint] {
  let step = 1n;
  if (s.step !== None) {
    step = longSliceIndex(s.step);
    if (step === 0n) throw newException(PyExc_ValueError, "slice step cannot be zero");
  }
  const neg = step < 0n;
  const lower = neg ? -1n : 0n;
  const upper = neg ? length - 1n : length;
  const clamp = (o: PyObject, dflt: bigint): bigint => {
    if (o === None) return dflt;
    let v = longSliceIndex(o);
    if (v < 0n) {
      v += length;
      if (v < lower) v = lower;
    } else if (v > upper) v = upper;
    return v;
  };
  const start = clamp(s.start, neg ? upper : lower);
  const stop = clamp(s.stop, neg ? lower : upper);
  return [start, stop, step];
}

/** The slice type's members, indices(), comparisons and __reduce__ (sliceobject.c). */
export function initSlice(): void {
  const S = PySlice_Type;
  defReadonlyMember(S, "start", (o) => ref((o as PySlice).start));
  defReadonlyMember(S, "stop", (o) => ref((o as PySlice).stop));
  defReadonlyMember(S, "step", (o) => ref((o as PySlice).step));
  defMethod(S, "indices", checkedMethod("slice.indices", "o", (self, args) => {
    const n = PyNumber_Index(args[0]!);
    const length = BigInt(n.value);
    Py_DECREF(n);
    if (length < 0n) throw newException(PyExc_ValueError, "length should not be negative");
    return newTuple(sliceLongIndices(self as PySlice, length).map((v) => newIntBig(v)));
  }));
  defMethod(S, "__reduce__", checkedMethod("slice.__reduce__", "noargs", (self) => {
    const sl = self as PySlice;
    Py_INCREF(S);
    return newTuple([S, newTuple([ref(sl.start), ref(sl.stop), ref(sl.step)])]);
  }));
  S.tp_richcompare = (v, w, op) => {
    if (v.ob_type !== PySlice_Type || w.ob_type !== PySlice_Type) return NotImplemented;
    if (v === w && (op === Py_EQ || op === Py_NE)) return op === Py_EQ ? ref(True) : ref(False);
    const a = v as PySlice, b = w as PySlice;
    const t1 = newTuple([ref(a.start), ref(a.stop), ref(a.step)]);
    const t2 = newTuple([ref(b.start), ref(b.stop), ref(b.step)]);
    try {
      return PyObject_RichCompare(t1, t2, op);
    } finally {
      Py_DECREF(t1);
      Py_DECREF(t2);
    }
  };
  addSlotWrappers(S);
}

function ref<T extends PyObject>(o: T): T {
  Py_INCREF(o);
  return o;
}

keepConstructFast(PySlice);

// slice_hash (3.12+): the tuple hash of (start, stop, step)
PySlice_Type.tp_hash = (o) => {
  const s = o as PySlice;
  return hashTuple([PyObject_Hash(s.start), PyObject_Hash(s.stop), PyObject_Hash(s.step)]);
};
