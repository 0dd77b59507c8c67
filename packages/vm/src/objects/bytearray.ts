/** bytearray (Objects/bytearrayobject.c): a mutable byte buffer; `exports` counts live memoryviews. */
import { PyObject, newStaticType, keepConstructFast, Py_TPFLAGS_BASETYPE, type PyType } from "./object.js";

export const PyByteArray_Type = newStaticType("bytearray", undefined, Py_TPFLAGS_BASETYPE);

export class PyByteArray extends PyObject {
  declare value: Uint8Array;
  declare exports: number;
  constructor(type: PyType, value: Uint8Array) {
    super(type);
    this.value = value;
    this.exports = 0;
  }
}

export function newByteArray(v: Uint8Array): PyByteArray {
  return new PyByteArray(PyByteArray_Type, v);
}

export function isByteArray(o: PyObject): o is PyByteArray {
  return o.ob_type === PyByteArray_Type || o.ob_type.isSubtype(PyByteArray_Type);
}

PyByteArray_Type.tp_alloc = (t) => new PyByteArray(t, new Uint8Array(0));

keepConstructFast(PyByteArray);
