/** tuple: an immutable JS array of owned references. `()` is immortal. */
import { trashcanBegin, trashcanEnd } from "./trashcan.js";
import { PyObject, newStaticType, makeImmortal, Py_DECREF, Py_TPFLAGS_TUPLE_SUBCLASS, Py_TPFLAGS_BASETYPE, type PyType, keepConstructFast } from "./object.js";
import { gcTrack } from "./gcstate.js";

export const PyTuple_Type = newStaticType("tuple", undefined, Py_TPFLAGS_BASETYPE | Py_TPFLAGS_TUPLE_SUBCLASS);

export class PyTuple extends PyObject {
  declare items: PyObject[];
  constructor(type: PyType, items: PyObject[]) {
    super(type);
    this.items = items;
    if (items.length !== 0) gcTrack(this);
  }
}

export const EmptyTuple = makeImmortal(new PyTuple(PyTuple_Type, []));

/** A tuple that steals the references in `items`. */
export function newTuple(items: PyObject[]): PyTuple {
  if (items.length === 0) return EmptyTuple;
  return new PyTuple(PyTuple_Type, items);
}

/**
 * An iterator's result tuple (enumerate's en_result, zip's ob_result, a dict items iterator's
 * di_result): when only the iterator holds `cached`, it is reused with `items` (stolen) in place
 * of its old ones, which are released after (CPython's recycling: no allocation per step, and
 * the last items stay referenced until the next step); otherwise a new tuple of `items`.
 */
export function recycleResultTuple(cached: PyTuple | null, items: PyObject[]): PyTuple {
  if (cached === null || cached.ob_refcnt !== 1) return newTuple(items);
  cached.ob_refcnt++;
  const old = cached.items;
  cached.items = items;
  for (const x of old) Py_DECREF(x);
  return cached;
}

export function isTuple(o: PyObject): o is PyTuple {
  return (o.ob_type.tp_flags & Py_TPFLAGS_TUPLE_SUBCLASS) !== 0;
}

function tupleDealloc(o: PyObject): void {
  if (!trashcanBegin(o, tupleDealloc)) return;
  try {
    const items = (o as PyTuple).items;
    for (let i = items.length - 1; i >= 0; i--) Py_DECREF(items[i]!);
  } finally {
    trashcanEnd();
  }
}
PyTuple_Type.tp_dealloc = tupleDealloc;
PyTuple_Type.tp_alloc = (t) => new PyTuple(t, []);

keepConstructFast(PyTuple);
