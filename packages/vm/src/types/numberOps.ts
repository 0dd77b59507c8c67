/**
 * divmod() and three-argument pow() dispatch (Objects/abstract.c binary_op1 / ternary_op for
 * nb_divmod and nb_power), over the types' __divmod__/__rdivmod__ and __pow__ methods.
 */
import { PyObject, PyType } from "../objects/object.js";
import { NotImplemented } from "../objects/none.js";
import { PyInt, PyLong_Type, isInt } from "../objects/int.js";
import { PyFloat_Type } from "../objects/float.js";
import { PyComplex_Type, isComplex } from "../objects/complex.js";
import { PyExc_ValueError, newException, typeError } from "../objects/exceptions.js";
import { PyObject_Call, typeName } from "../abstract.js";
import { intModPow } from "./intMethods.js";
import { floatPow3 } from "./floatMethods.js";

/** Calls the descriptor `f` found on a type as a method of `self`. */
function callDescr(f: PyObject, self: PyObject, args: PyObject[]): PyObject {
  const get = f.ob_type.tp_descr_get;
  if (get === null) return PyObject_Call(f, [self, ...args], null);
  const bound = get(f, self, self.ob_type);
  return PyObject_Call(bound, args, null);
}

/** binary_op1 over a dunder pair: v.name(w), then w.rname(v) (the subclass first when it overrides). */
export function binaryDunder(v: PyObject, w: PyObject, name: string, rname: string): PyObject {
  const vt = v.ob_type, wt = w.ob_type;
  const fv = vt.lookup(name);
  let fw = wt !== vt ? wt.lookup(rname) : null;
  if (fw !== null && fw === vt.lookup(rname)) fw = null;
  if (fv !== null) {
    if (fw !== null && wt.isSubtype(vt)) {
      const x = callDescr(fw, w, [v]);
      if (x !== NotImplemented) return x;
      fw = null;
    }
    const x = callDescr(fv, v, [w]);
    if (x !== NotImplemented) return x;
  }
  if (fw !== null) return callDescr(fw, w, [v]);
  return NotImplemented;
}

export function PyNumber_Divmod(v: PyObject, w: PyObject): PyObject {
  const r = binaryDunder(v, w, "__divmod__", "__rdivmod__");
  if (r !== NotImplemented) return r;
  typeError(`unsupported operand type(s) for divmod(): '${typeName(v)}' and '${typeName(w)}'`);
}

/** The builtin nb_power a type inherits unchanged, or null when it defines its own __pow__. */
function builtinPow3(t: PyType): ((v: PyObject, w: PyObject, z: PyObject) => PyObject) | null {
  for (const [base, f] of builtins) {
    if ((t === base || t.isSubtype(base)) && t.lookup("__pow__") === base.lookup("__pow__")) return f;
  }
  return null;
}

const builtins: [PyType, (v: PyObject, w: PyObject, z: PyObject) => PyObject][] = [
  [PyLong_Type, (v, w, z) => (isInt(v) && isInt(w) && isInt(z) ? intModPow((v as PyInt).value, (w as PyInt).value, (z as PyInt).value) : NotImplemented)],
  [PyFloat_Type, floatPow3],
  [PyComplex_Type, (v, w) => {
    const ok = (o: PyObject) => isComplex(o) || isInt(o) || o.ob_type === PyFloat_Type || o.ob_type.isSubtype(PyFloat_Type);
    if (!ok(v) || !ok(w)) return NotImplemented;
    throw newException(PyExc_ValueError, "complex modulo");
  }],
];

/** pow(v, w, z) with z not None (ternary_op). */
export function PyNumber_Power3(v: PyObject, w: PyObject, z: PyObject): PyObject {
  const slot = (t: PyType, self: PyObject): ((v: PyObject, w: PyObject, z: PyObject) => PyObject) | null => {
    const b = builtinPow3(t);
    if (b !== null) return b;
    const f = t.lookup("__pow__");
    if (f === null && self === v) return null;
    // slot_nb_power: self.__pow__(other, mod), or other.__rpow__(self, mod) from the right (3.14)
    if (self === v) return (a, b2, c) => callDescr(f!, a, [b2, c]);
    const rf = t.lookup("__rpow__");
    return rf === null ? null : (a, b2, c) => callDescr(rf, b2, [a, c]);
  };
  const vt = v.ob_type, wt = w.ob_type, zt = z.ob_type;
  const sv = slot(vt, v);
  let sw = wt !== vt ? slot(wt, w) : null;
  if (sv !== null) {
    if (sw !== null && wt.isSubtype(vt)) {
      const x = sw(v, w, z);
      if (x !== NotImplemented) return x;
      sw = null;
    }
    const x = sv(v, w, z);
    if (x !== NotImplemented) return x;
  }
  if (sw !== null) {
    const x = sw(v, w, z);
    if (x !== NotImplemented) return x;
  }
  if (zt !== vt && zt !== wt) {
    const sz = slot(zt, z);
    if (sz !== null) {
      const x = sz(v, w, z);
      if (x !== NotImplemented) return x;
    }
  }
  typeError(`unsupported operand type(s) for ** or pow(): '${typeName(v)}', '${typeName(w)}', '${typeName(z)}'`);
}
