/** bytes (Objects/bytesobject.c): an immutable Uint8Array; `b''` is immortal. */
import { PyObject, newStaticType, makeImmortal, Py_TPFLAGS_BYTES_SUBCLASS, Py_TPFLAGS_BASETYPE, type PyType, keepConstructFast } from "./object.js";

export const PyBytes_Type = newStaticType("bytes", undefined, Py_TPFLAGS_BASETYPE | Py_TPFLAGS_BYTES_SUBCLASS);

export class PyBytes extends PyObject {
  declare value: Uint8Array;
  constructor(type: PyType, value: Uint8Array) {
    super(type);
    this.value = value;
  }
}

export const EmptyBytes = makeImmortal(new PyBytes(PyBytes_Type, new Uint8Array(0)));

export function newBytes(v: Uint8Array): PyBytes {
  return v.length === 0 ? EmptyBytes : new PyBytes(PyBytes_Type, v);
}

export function isBytes(o: PyObject): o is PyBytes {
  return (o.ob_type.tp_flags & Py_TPFLAGS_BYTES_SUBCLASS) !== 0;
}

PyBytes_Type.tp_alloc = (t) => new PyBytes(t, new Uint8Array(0));

keepConstructFast(PyBytes);
