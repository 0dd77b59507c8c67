/** None, NotImplemented and Ellipsis: immortal singletons of their own types. */
import { PyObject, newStaticType, makeImmortal } from "./object.js";
import { PyBaseObject_Type } from "./object.js";

export const PyNone_Type = newStaticType("NoneType", PyBaseObject_Type, 0);
export const PyNotImplemented_Type = newStaticType("NotImplementedType", PyBaseObject_Type, 0);
export const PyEllipsis_Type = newStaticType("ellipsis", PyBaseObject_Type, 0);

export const None = makeImmortal(new PyObject(PyNone_Type));
export const NotImplemented = makeImmortal(new PyObject(PyNotImplemented_Type));
export const Ellipsis = makeImmortal(new PyObject(PyEllipsis_Type));

PyNone_Type.tp_repr = () => strConst("None");
PyNotImplemented_Type.tp_repr = () => strConst("NotImplemented");
PyEllipsis_Type.tp_repr = () => strConst("Ellipsis");
PyNone_Type.nb_bool = () => false;
/** hash(None): none_hash's constant (Objects/object.c, since 3.12), the same in every process. */
export const NONE_HASH = 0xfca86420;
PyNone_Type.tp_hash = () => NONE_HASH;

let strConst: (s: string) => PyObject = () => {
  throw new Error("str not ready");
};
/** Wires the interned-str maker in (called by str.ts, which loads after this file). */
export function setStrConst(f: (s: string) => PyObject): void {
  strConst = f;
}
