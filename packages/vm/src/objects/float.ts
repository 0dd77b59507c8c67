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

export function newFloat(v: number): PyFloat {
  return new PyFloat(PyFloat_Type, v);
}

export function isFloat(o: PyObject): o is PyFloat {
  return o.ob_type === PyFloat_Type || o.ob_type.isSubtype(PyFloat_Type);
}

keepConstructFast(PyFloat);
