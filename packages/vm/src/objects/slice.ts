/** slice objects and index normalisation (Objects/sliceobject.c). */
import { PyObject, newStaticType, Py_INCREF, Py_DECREF, keepConstructFast } from "./object.js";
import { None } from "./none.js";
import { newStr } from "./str.js";
import { PyExc_ValueError, newException, typeError } from "./exceptions.js";
import { asIndex, reprString, PyObject_Hash } from "../abstract.js";
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
  else {
    start = sliceIndexOf(s.start);
    if (start < 0) {
      start += len;
      if (start < lower) start = lower;
    } else if (start > upper) start = upper;
  }
  if (s.stop === None) stop = step < 0 ? lower : upper;
  else {
    stop = sliceIndexOf(s.stop);
    if (stop < 0) {
      stop += len;
      if (stop < lower) stop = lower;
    } else if (stop > upper) stop = upper;
  }
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
PySlice_Type.tp_new = (_t, args) => {
  if (args.length === 1) return newSlice(None, args[0]!, None);
  if (args.length === 2) return newSlice(args[0]!, args[1]!, None);
  if (args.length === 3) return newSlice(args[0]!, args[1]!, args[2]!);
  typeError(`slice expected at least 1 argument, got ${args.length}`);
};

keepConstructFast(PySlice);

// slice_hash (3.12+): the tuple hash of (start, stop, step)
PySlice_Type.tp_hash = (o) => {
  const s = o as PySlice;
  return hashTuple([PyObject_Hash(s.start), PyObject_Hash(s.stop), PyObject_Hash(s.step)]);
};
