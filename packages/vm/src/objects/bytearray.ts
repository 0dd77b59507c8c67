/** bytearray (Objects/bytearrayobject.c): a mutable byte buffer; `exports` counts live memoryviews. */
import { PyObject, newStaticType, keepConstructFast, Py_TPFLAGS_BASETYPE, type PyType } from "./object.js";

export const PyByteArray_Type = newStaticType("bytearray", undefined, Py_TPFLAGS_BASETYPE);

export class PyByteArray extends PyObject {
  declare value: Uint8Array;
  declare exports: number;
  /**
   * The over-allocated buffer appends write into (bytearray's ob_alloc), valid while `value` is
   * still the view `grownView` the last append made of it: any other change of `value` (a slice
   * assignment, a pop) gives it up, so a view another object may hold is never written through.
   */
  declare grown: Uint8Array | null;
  declare grownView: Uint8Array | null;
  constructor(type: PyType, value: Uint8Array) {
    super(type);
    this.value = value;
    this.exports = 0;
    this.grown = null;
    this.grownView = null;
  }
}

/**
 * Appends `add` to the bytes of `ba` (its exports already checked) in amortized constant time
 * per byte, growing the buffer by half as PyByteArray_Resize does; `value` stays an exact-length view.
 */
export function byteArrayAppendBytes(ba: PyByteArray, add: Uint8Array | number): void {
  const v = ba.value;
  const n = v.length;
  const k = typeof add === "number" ? 1 : add.length;
  let buf = ba.grown;
  if (buf === null || v !== ba.grownView || buf.length < n + k) {
    const nb = new Uint8Array(Math.max(16, n + k + ((n + k) >> 1)));
    nb.set(v);
    buf = ba.grown = nb;
  }
  if (typeof add === "number") buf[n] = add;
  else buf.set(add, n);
  ba.value = ba.grownView = buf.subarray(0, n + k);
}

export function newByteArray(v: Uint8Array): PyByteArray {
  return new PyByteArray(PyByteArray_Type, v);
}

export function isByteArray(o: PyObject): o is PyByteArray {
  return o.ob_type === PyByteArray_Type || o.ob_type.isSubtype(PyByteArray_Type);
}

PyByteArray_Type.tp_alloc = (t) => new PyByteArray(t, new Uint8Array(0));

keepConstructFast(PyByteArray);
