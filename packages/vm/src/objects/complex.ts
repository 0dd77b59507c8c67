/** complex: a pair of JS numbers (Objects/complexobject.c's Py_complex). */
import { PyObject, newStaticType, Py_TPFLAGS_BASETYPE, type PyType, keepConstructFast } from "./object.js";

export const PyComplex_Type = newStaticType("complex", undefined, Py_TPFLAGS_BASETYPE);

export class PyComplex extends PyObject {
  declare real: number;
  declare imag: number;
  constructor(type: PyType, real: number, imag: number) {
    super(type);
    this.real = real;
    this.imag = imag;
  }
}

export function newComplex(real: number, imag: number): PyComplex {
  return new PyComplex(PyComplex_Type, real, imag);
}

export function isComplex(o: PyObject): o is PyComplex {
  return o.ob_type === PyComplex_Type || o.ob_type.isSubtype(PyComplex_Type);
}

keepConstructFast(PyComplex);
