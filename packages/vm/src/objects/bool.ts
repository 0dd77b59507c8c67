/** bool: a subclass of int with two immortal instances. */
import { newStaticType, makeImmortal } from "./object.js";
import { PyInt, PyLong_Type } from "./int.js";

export const PyBool_Type = newStaticType("bool", PyLong_Type, 0);
PyBool_Type.tp_flags |= PyLong_Type.tp_flags & ~(1 << 10);

export const True = makeImmortal(new PyInt(PyBool_Type, 1));
export const False = makeImmortal(new PyInt(PyBool_Type, 0));

export function newBool(b: boolean): PyInt {
  return b ? True : False;
}
