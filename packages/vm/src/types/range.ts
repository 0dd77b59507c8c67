/**
 * range objects and their iterators (Objects/rangeobject.c). Bounds are Python ints of any size:
 * a field is a JS number while it is a safe integer and a bigint beyond. Iteration takes the
 * range_iterator type when start, stop, step and the length fit in a C long (as on 64-bit
 * CPython), longrange_iterator otherwise.
 */
import { checkedMethod } from "../args.js";
import { PyObject, Py_INCREF, Py_DECREF, newStaticType, keepConstructFast } from "../objects/object.js";
import { NotImplemented } from "../objects/none.js";
import { newBool, PyBool_Type } from "../objects/bool.js";
import { newStr } from "../objects/str.js";
import { newInt, newIntBig, PyInt, PyLong_Type } from "../objects/int.js";
import { newTuple } from "../objects/tuple.js";
import { PySlice, PySlice_Type, sliceLongIndices } from "../objects/slice.js";
import { PyExc_ValueError, PyExc_IndexError, PyExc_OverflowError, newException, typeError } from "../objects/exceptions.js";
import { addSlotWrappers } from "../objects/typeobject.js";
import { defMethod } from "../objects/descr.js";
import { defReadonlyMember } from "../objects/member.js";
import { Py_EQ, Py_NE, typeName, PyObject_RichCompareBool, PyObject_GetIter, PyIter_Next, PyNumber_Index, PyObject_Hash } from "../abstract.js";
import { hashTuple } from "../hash.js";

export const PyRange_Type = newStaticType("range", undefined, 0);
export const PyRangeIter_Type = newStaticType("range_iterator", undefined, 0);
export const PyLongRangeIter_Type = newStaticType("longrange_iterator", undefined, 0);

type Int = number | bigint;

const LONG_MAX = 2n ** 63n - 1n;
const LONG_MIN = -(2n ** 63n);

/** A safe integer as a number, anything larger as a bigint. */
function norm(v: bigint): Int {
  return v >= -9007199254740991n && v <= 9007199254740991n ? Number(v) : v;
}

const big = (v: Int): bigint => (typeof v === "bigint" ? v : BigInt(v));

/** compute_range_length. */
function rangeLength(start: Int, stop: Int, step: Int): Int {
  if (typeof start === "number" && typeof stop === "number" && typeof step === "number" && Number.isSafeInteger(stop - start)) {
    if (step > 0) return start < stop ? Math.floor((stop - start - 1) / step) + 1 : 0;
    return start > stop ? Math.floor((start - stop - 1) / -step) + 1 : 0;
  }
  let lo = big(start), hi = big(stop), st = big(step);
  if (st < 0n) {
    [lo, hi] = [hi, lo];
    st = -st;
  }
  return lo >= hi ? 0 : norm((hi - lo - 1n) / st + 1n);
}

export class PyRange extends PyObject {
  declare start: Int;
  declare stop: Int;
  declare step: Int;
  declare len: Int;
  constructor(start: Int, stop: Int, step: Int) {
    super(PyRange_Type);
    this.start = start;
    this.stop = stop;
    this.step = step;
    this.len = rangeLength(start, stop, step);
  }
}

/** range_iterator (numbers) and longrange_iterator (bigints or numbers). */
export class PyRangeIter extends PyObject {
  declare next: Int;
  declare step: Int;
  declare remaining: Int;
  constructor(type: typeof PyRangeIter_Type, start: Int, step: Int, len: Int) {
    super(type);
    this.next = start;
    this.step = step;
    this.remaining = len;
  }
}

/** compute_item: start + i * step. */
function item(r: PyRange, i: Int): Int {
  if (typeof i === "number" && typeof r.start === "number" && typeof r.step === "number") {
    const p = i * r.step;
    if (Number.isSafeInteger(p) && Number.isSafeInteger(r.start + p)) return r.start + p;
  }
  return norm(big(r.start) + big(i) * big(r.step));
}

/** range_contains_long. */
function containsLong(r: PyRange, ob: Int): boolean {
  if (typeof ob === "number" && typeof r.start === "number" && typeof r.stop === "number" && typeof r.step === "number" && Number.isSafeInteger(ob - r.start)) {
    if (r.step > 0 ? !(r.start <= ob && ob < r.stop) : !(r.stop < ob && ob <= r.start)) return false;
    return (ob - r.start) % r.step === 0;
  }
  const x = big(ob), start = big(r.start), stop = big(r.stop), step = big(r.step);
  if (step > 0n ? !(start <= x && x < stop) : !(stop < x && x <= start)) return false;
  return (x - start) % step === 0n;
}

function intValue(o: PyObject): Int {
  const v = (o as PyInt).value;
  return typeof v === "bigint" ? norm(v) : v;
}

const isIntOrBool = (o: PyObject) => o.ob_type === PyLong_Type || o.ob_type === PyBool_Type;

/** PyNumber_Index as an Int. */
function indexValue(o: PyObject): Int {
  const r = PyNumber_Index(o);
  const v = intValue(r);
  Py_DECREF(r);
  return v;
}

const fitsLong = (v: Int) => typeof v === "number" ? Math.abs(v) <= 9007199254740991 : v >= LONG_MIN && v <= LONG_MAX;

/** Values of an iterator fit JS numbers: the first and last item and the step are safe integers. */
function numberIter(type: typeof PyRangeIter_Type, start: bigint, step: bigint, len: bigint): PyRangeIter {
  const last = start + (len > 0n ? len - 1n : 0n) * step;
  const safe = [start, step, last, len].every((v) => v >= -9007199254740991n && v <= 9007199254740991n);
  return safe ? new PyRangeIter(type, Number(start), Number(step), Number(len)) : new PyRangeIter(type, start, step, len);
}

/** range_iter: the C-long fast iterator when start, stop, step and the length allow it. */
function rangeIter(r: PyRange): PyRangeIter {
  if (typeof r.start === "number" && typeof r.stop === "number" && typeof r.step === "number" && typeof r.len === "number") {
    return new PyRangeIter(PyRangeIter_Type, r.start, r.step, r.len);
  }
  const start = big(r.start), stop = big(r.stop), step = big(r.step), len = big(r.len);
  let fast = fitsLong(start) && fitsLong(stop) && fitsLong(step) && len <= LONG_MAX;
  if (fast && len > 0n) fast = step > 0n ? stop <= LONG_MAX - (step - 1n) : stop >= LONG_MIN + (-1n - step);
  return numberIter(fast ? PyRangeIter_Type : PyLongRangeIter_Type, start, step, len);
}

/** range_reverse. */
function rangeReverse(r: PyRange): PyRangeIter {
  const start = big(r.start), stop = big(r.stop), step = big(r.step), len = big(r.len);
  let fast = fitsLong(start) && fitsLong(stop) && fitsLong(step) && step !== LONG_MIN && len <= LONG_MAX;
  if (fast) fast = step > 0n ? start - LONG_MIN >= step : LONG_MAX - start >= -step;
  const first = start + (len - 1n) * step;
  return numberIter(fast ? PyRangeIter_Type : PyLongRangeIter_Type, len > 0n ? first : start - step, -step, len);
}

/** _PySequence_IterSearch over the range's items: [count, first index] of items equal to v. */
function iterSearch(o: PyObject, v: PyObject, stopAtFirst: boolean): [number, number] {
  const it = PyObject_GetIter(o);
  let count = 0, first = -1, i = 0;
  try {
    for (let x = PyIter_Next(it); x !== null; x = PyIter_Next(it), i++) {
      const eq = PyObject_RichCompareBool(x, v, Py_EQ);
      Py_DECREF(x);
      if (eq) {
        if (first < 0) first = i;
        count++;
        if (stopAtFirst) break;
      }
    }
  } finally {
    Py_DECREF(it);
  }
  return [count, first];
}

/** len(range): the exact length up to sys.maxsize (sq_length's JS number is exact only to 2**53). */
export function rangeLenObject(o: PyRange): PyObject {
  if (typeof o.len === "bigint" && o.len > LONG_MAX) throw newException(PyExc_OverflowError, "Python int too large to convert to C ssize_t");
  return newIntBig(o.len);
}

export function initRange(): void {
  const R = PyRange_Type;
  R.tp_new = (_t, args, kw) => {
    if (kw && kw.length) typeError("range() takes no keyword arguments");
    if (args.length === 0) typeError("range expected at least 1 argument, got 0");
    if (args.length > 3) typeError(`range expected at most 3 arguments, got ${args.length}`);
    if (args.length === 1) return new PyRange(0, indexValue(args[0]!), 1);
    const start = indexValue(args[0]!);
    const stop = indexValue(args[1]!);
    const step = args.length === 3 ? indexValue(args[2]!) : 1;
    if (step === 0) throw newException(PyExc_ValueError, "range() arg 3 must not be zero");
    return new PyRange(start, stop, step);
  };
  R.tp_repr = (o) => {
    const r = o as PyRange;
    return newStr(r.step === 1 ? `range(${r.start}, ${r.stop})` : `range(${r.start}, ${r.stop}, ${r.step})`);
  };
  R.sq_length = (o) => {
    const n = (o as PyRange).len;
    if (typeof n === "bigint" && n > LONG_MAX) throw newException(PyExc_OverflowError, "Python int too large to convert to C ssize_t");
    return Number(n);
  };
  R.nb_bool = (o) => (o as PyRange).len !== 0;
  R.sq_contains = (o, v) => (isIntOrBool(v) ? containsLong(o as PyRange, intValue(v)) : iterSearch(o, v, true)[0] > 0);
  R.mp_subscript = (o, key) => {
    const r = o as PyRange;
    if (key.ob_type === PySlice_Type) {
      // compute_slice
      const [start, stop, step] = sliceLongIndices(key as PySlice, big(r.len));
      return new PyRange(item(r, norm(start)), item(r, norm(stop)), norm(step * big(r.step)));
    }
    if (key.ob_type.nb_index === null) typeError(`range indices must be integers or slices, not ${typeName(key)}`);
    let i = indexValue(key);
    // compute_range_item
    if (typeof i === "number" && typeof r.len === "number") {
      if (i < 0) i += r.len;
      if (i < 0 || i >= r.len) throw newException(PyExc_IndexError, "range object index out of range");
    } else {
      let b = big(i);
      if (b < 0n) b += big(r.len);
      if (b < 0n || b >= big(r.len)) throw newException(PyExc_IndexError, "range object index out of range");
      i = norm(b);
    }
    return newIntBig(item(r, i));
  };
  R.tp_iter = (o) => rangeIter(o as PyRange);
  R.tp_richcompare = (a, b, op) => {
    if (b.ob_type !== PyRange_Type || (op !== Py_EQ && op !== Py_NE)) return NotImplemented;
    const x = a as PyRange, y = b as PyRange;
    // range_equals: lengths, then (when not empty) starts, then (when longer than 1) steps
    const eq = x === y || (x.len === y.len && (x.len === 0 || (x.start === y.start && (x.len === 1 || x.step === y.step))));
    return newBool(op === Py_EQ ? eq : !eq);
  };
  R.tp_hash = (o) => {
    // range_hash: the hash of (len, start, step), None for what the length makes irrelevant
    const r = o as PyRange;
    const h = (v: Int) => {
      const n = newIntBig(v);
      const x = PyObject_Hash(n);
      Py_DECREF(n);
      return x;
    };
    return hashTuple(r.len === 0 ? [h(0), hashNone(), hashNone()] : r.len === 1 ? [h(1), h(r.start), hashNone()] : [h(r.len), h(r.start), h(r.step)]);
  };
  R.tp_dealloc = () => {};
  addSlotWrappers(R);
  defReadonlyMember(R, "start", (o) => newIntBig((o as PyRange).start));
  defReadonlyMember(R, "stop", (o) => newIntBig((o as PyRange).stop));
  defReadonlyMember(R, "step", (o) => newIntBig((o as PyRange).step));
  defMethod(R, "index", checkedMethod("range.index", "o", (self, args) => {
    const r = self as PyRange;
    const v = args[0]!;
    if (!isIntOrBool(v)) {
      const [, first] = iterSearch(self, v, true);
      if (first < 0) throw newException(PyExc_ValueError, "sequence.index(x): x not in sequence");
      return newInt(first);
    }
    const x = intValue(v);
    if (!containsLong(r, x)) throw newException(PyExc_ValueError, "range.index(x): x not in range");
    if (typeof x === "number" && typeof r.start === "number" && typeof r.step === "number" && Number.isSafeInteger(x - r.start)) return newInt((x - r.start) / r.step);
    return newIntBig((big(x) - big(r.start)) / big(r.step));
  }));
  defMethod(R, "count", checkedMethod("range.count", "o", (self, args) => {
    const v = args[0]!;
    if (isIntOrBool(v)) return newInt(containsLong(self as PyRange, intValue(v)) ? 1 : 0);
    return newInt(iterSearch(self, v, false)[0]);
  }));
  defMethod(R, "__reversed__", checkedMethod("range.__reversed__", "noargs", (self) => rangeReverse(self as PyRange)));
  defMethod(R, "__reduce__", checkedMethod("range.__reduce__", "noargs", (self) => {
    const r = self as PyRange;
    Py_INCREF(R);
    return newTuple([R, newTuple([newIntBig(r.start), newIntBig(r.stop), newIntBig(r.step)])]);
  }));
  for (const IT of [PyRangeIter_Type, PyLongRangeIter_Type]) {
    IT.tp_iter = (o) => (Py_INCREF(o), o);
    IT.tp_iternext = (o) => {
      const it = o as PyRangeIter;
      if (typeof it.remaining === "number" && typeof it.next === "number" && typeof it.step === "number") {
        if (it.remaining <= 0) return null;
        it.remaining--;
        const v = it.next;
        it.next += it.step;
        return newInt(v);
      }
      if (big(it.remaining) <= 0n) return null;
      it.remaining = norm(big(it.remaining) - 1n);
      const v = it.next;
      it.next = norm(big(it.next) + big(it.step));
      return newIntBig(v);
    };
    defMethod(IT, "__length_hint__", checkedMethod(`${IT.tp_name}.__length_hint__`, "noargs", (self) => newIntBig((self as PyRangeIter).remaining)));
    addSlotWrappers(IT);
  }
}

let hashNone: () => number = () => 0;
export function setHashNone(f: () => number): void {
  hashNone = f;
}

keepConstructFast(PyRange, PyRangeIter);
