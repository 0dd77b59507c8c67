/** float: a boxed JS number. */
import { PyObject, newStaticType, type PyType, keepConstructFast } from "./object.js";

export const PyFloat_Type = newStaticType("float");

export class PyFloat extends PyObject {
  declare value: number;
  constructor(type: PyType, value: number) {
    super(type);
    this.value = value;
  }
}

/**
 * CPython's float free list (Py_floats_MAXFREELIST): exact floats released to refcount zero are
 * kept and reused by newFloat, which then allocates nothing (V8 rewrites the value in place).
 */
const freeFloats: PyFloat[] = [];
const MAX_FREE_FLOATS = 100;

export function newFloat(v: number): PyFloat {
  const f = freeFloats.pop();
  if (f === undefined) return new PyFloat(PyFloat_Type, v);
  f.ob_refcnt = 1;
  f.value = v;
  return f;
}

/** An exact float's deallocation: back to the free list while it has room. */
export function floatDealloc(f: PyFloat): void {
  if (freeFloats.length < MAX_FREE_FLOATS) freeFloats.push(f);
}

PyFloat_Type.tp_dealloc = (o) => {
  if (o.ob_type === PyFloat_Type) floatDealloc(o as PyFloat);
};

export function isFloat(o: PyObject): o is PyFloat {
  return o.ob_type === PyFloat_Type || o.ob_type.isSubtype(PyFloat_Type);
}

keepConstructFast(PyFloat);
