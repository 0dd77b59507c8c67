/** range objects and their iterator (Objects/rangeobject.c), number-only (bigint ranges not yet). */
import { checkedMethod } from "../args.js";
import { PyObject, Py_INCREF, newStaticType, keepConstructFast } from "../objects/object.js";
import { NotImplemented } from "../objects/none.js";
import { newBool } from "../objects/bool.js";
import { newStr } from "../objects/str.js";
import { newInt, isInt, PyInt } from "../objects/int.js";
import { PySlice, PySlice_Type, sliceIndices } from "../objects/slice.js";
import { PyExc_ValueError, PyExc_IndexError, newException, typeError } from "../objects/exceptions.js";
import { addSlotWrappers } from "../objects/typeobject.js";
import { defMethod, defGetSet } from "../objects/descr.js";
import { asIndex, Py_EQ, Py_NE, typeName, PyObject_RichCompareBool, iterateToArray } from "../abstract.js";
import { hashTuple } from "../hash.js";

export const PyRange_Type = newStaticType("range", undefined, 0);
export const PyRangeIter_Type = newStaticType("range_iterator", undefined, 0);

export class PyRange extends PyObject {
  declare start: number;
  declare stop: number;
  declare step: number;
  declare len: number;
  constructor(start: number, stop: number, step: number) {
    super(PyRange_Type);
    this.start = start;
    this.stop = stop;
    this.step = step;
    this.len = step > 0 ? (start < stop ? Math.floor((stop - start - 1) / step) + 1 : 0) : start > stop ? Math.floor((start - stop - 1) / -step) + 1 : 0;
  }
}

class PyRangeIter extends PyObject {
  declare next: number;
  declare step: number;
  declare remaining: number;
  constructor(start: number, step: number, len: number) {
    super(PyRangeIter_Type);
    this.next = start;
    this.step = step;
    this.remaining = len;
  }
}

function rangeArg(o: PyObject): number {
  if (o.ob_type.nb_index === null) typeError(`'${typeName(o)}' object cannot be interpreted as an integer`);
  return asIndex(o);
}

export function initRange(): void {
  const R = PyRange_Type;
  R.tp_new = (_t, args, kw) => {
    if (kw && kw.length) typeError("range() takes no keyword arguments");
    if (args.length === 0) typeError("range expected at least 1 argument, got 0");
    if (args.length > 3) typeError(`range expected at most 3 arguments, got ${args.length}`);
    let start = 0, stop: number, step = 1;
    if (args.length === 1) stop = rangeArg(args[0]!);
    else {
      start = rangeArg(args[0]!);
      stop = rangeArg(args[1]!);
      if (args.length === 3) step = rangeArg(args[2]!);
    }
    if (step === 0) throw newException(PyExc_ValueError, "range() arg 3 must not be zero");
    return new PyRange(start, stop, step);
  };
  R.tp_repr = (o) => {
    const r = o as PyRange;
    return newStr(r.step === 1 ? `range(${r.start}, ${r.stop})` : `range(${r.start}, ${r.stop}, ${r.step})`);
  };
  R.sq_length = (o) => (o as PyRange).len;
  R.nb_bool = (o) => (o as PyRange).len > 0;
  R.sq_contains = (o, v) => {
    const r = o as PyRange;
    if (v.ob_type === newInt(0).ob_type) {
      const x = Number((v as PyInt).value);
      if (r.step > 0 ? x < r.start || x >= r.stop : x > r.start || x <= r.stop) return false;
      return (x - r.start) % r.step === 0;
    }
    const xs = iterateToArray(o);
    return xs.some((x) => PyObject_RichCompareBool(x, v, Py_EQ));
  };
  R.mp_subscript = (o, key) => {
    const r = o as PyRange;
    if (key.ob_type === PySlice_Type) {
      const [start, stop, step] = sliceIndices(key as PySlice, r.len);
      return new PyRange(r.start + start * r.step, r.start + stop * r.step, r.step * step);
    }
    if (key.ob_type.nb_index === null) typeError(`range indices must be integers or slices, not ${typeName(key)}`);
    let i = asIndex(key);
    if (i < 0) i += r.len;
    if (i < 0 || i >= r.len) throw newException(PyExc_IndexError, "range object index out of range");
    return newInt(r.start + i * r.step);
  };
  R.tp_iter = (o) => {
    const r = o as PyRange;
    return new PyRangeIter(r.start, r.step, r.len);
  };
  R.tp_richcompare = (a, b, op) => {
    if (b.ob_type !== PyRange_Type || (op !== Py_EQ && op !== Py_NE)) return NotImplemented;
    const x = a as PyRange, y = b as PyRange;
    const eq = x.len === y.len && (x.len === 0 || (x.start === y.start && (x.len === 1 || x.step === y.step)));
    return newBool(op === Py_EQ ? eq : !eq);
  };
  R.tp_hash = (o) => {
    const r = o as PyRange;
    const items = r.len === 0 ? [r.len, 0, 0] : r.len === 1 ? [1, r.start, 0] : [r.len, r.start, r.step];
    return hashTuple(r.len === 0 ? [0, hashNone(), hashNone()] : r.len === 1 ? [1, r.start, hashNone()] : items);
  };
  R.tp_dealloc = () => {};
  addSlotWrappers(R);
  defGetSet(R, "start", (o) => newInt((o as PyRange).start));
  defGetSet(R, "stop", (o) => newInt((o as PyRange).stop));
  defGetSet(R, "step", (o) => newInt((o as PyRange).step));
  defMethod(R, "index", checkedMethod("range.index", "o", (self, args) => {
    const r = self as PyRange;
    const v = args[0]!;
    if (isInt(v)) {
      const x = Number((v as PyInt).value);
      const inRange = r.step > 0 ? x >= r.start && x < r.stop : x <= r.start && x > r.stop;
      if (inRange && (x - r.start) % r.step === 0) return newInt((x - r.start) / r.step);
      throw newException(PyExc_ValueError, "range.index(x): x not in range");
    }
    // non-int: _PySequence_IterSearch's message
    if (R.sq_contains!(self, v)) throw newException(PyExc_ValueError, "sequence.index(x): x not in sequence");
    throw newException(PyExc_ValueError, "sequence.index(x): x not in sequence");
  }));
  defMethod(R, "count", checkedMethod("range.count", "o", (self, args) => newInt(R.sq_contains!(self, args[0]!) ? 1 : 0)));
  defMethod(R, "__reversed__", (self) => {
    const r = self as PyRange;
    return new PyRangeIter(r.start + (r.len - 1) * r.step, -r.step, r.len);
  });
  PyRangeIter_Type.tp_iter = (o) => (Py_INCREF(o), o);
  PyRangeIter_Type.tp_iternext = (o) => {
    const it = o as PyRangeIter;
    if (it.remaining <= 0) return null;
    it.remaining--;
    const v = it.next;
    it.next += it.step;
    return newInt(v);
  };
  addSlotWrappers(PyRangeIter_Type);
}

let hashNone: () => number = () => 0;
export function setHashNone(f: () => number): void {
  hashNone = f;
}

keepConstructFast(PyRange, PyRangeIter);
