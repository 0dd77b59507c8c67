/**
 * The sequence iterator (Objects/iterobject.c's `iterator` type): what iter() gives for an object
 * with `__getitem__` but no `__iter__` — it asks for items 0, 1, 2… until IndexError or
 * StopIteration, then drops the sequence.
 */
import { PyObject, newStaticType, Py_INCREF, Py_XDECREF, keepConstructFast } from "../objects/object.js";
import { newInt } from "../objects/int.js";
import { PyBaseExceptionObject, PyExc_IndexError, PyExc_StopIteration } from "../objects/exceptions.js";
import { addSlotWrappers } from "../objects/typeobject.js";
import { PyObject_GetItem } from "../abstract.js";

export const PySeqIter_Type = newStaticType("iterator", undefined, 0);

export class PySeqIterObject extends PyObject {
  declare seq: PyObject | null;
  declare index: number;
  constructor(seq: PyObject) {
    super(PySeqIter_Type);
    this.seq = seq;
    this.index = 0;
  }
}
keepConstructFast(PySeqIterObject);

/** PySeqIter_New: takes a new reference to `seq`. */
export function newSeqIterator(seq: PyObject): PySeqIterObject {
  Py_INCREF(seq);
  return new PySeqIterObject(seq);
}

export function initSeqIter(): void {
  const T = PySeqIter_Type;
  T.tp_iter = (o) => (Py_INCREF(o), o);
  T.tp_iternext = (o) => {
    const it = o as PySeqIterObject;
    if (it.seq === null) return null;
    const key = newInt(it.index);
    try {
      const v = PyObject_GetItem(it.seq, key);
      it.index++;
      return v;
    } catch (e) {
      if (e instanceof PyBaseExceptionObject && (e.ob_type.isSubtype(PyExc_IndexError) || e.ob_type.isSubtype(PyExc_StopIteration))) {
        Py_XDECREF(e);
        const s = it.seq;
        it.seq = null;
        Py_XDECREF(s);
        return null;
      }
      throw e;
    }
  };
  T.tp_dealloc = (o) => Py_XDECREF((o as PySeqIterObject).seq);
  addSlotWrappers(T);
}
