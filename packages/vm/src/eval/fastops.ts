/**
 * The eval loop's fast paths for exact ints and floats (CPython's BINARY_OP_ADD_INT,
 * BINARY_OP_MULTIPLY_FLOAT, COMPARE_OP_FLOAT… specializations, done as type checks on the
 * operands): results identical to the generic slots in types/numbers.ts, without their
 * dispatch. Each returns null when the operands or operator are not covered (or the result
 * needs the generic path, e.g. an error); the caller then goes the generic way.
 */
import { IMMORTAL_REFCNT, type PyObject } from "../objects/object.js";
import { PyList_Type, type PyList } from "../objects/list.js";
import { PyTuple_Type } from "../objects/tuple.js";
import { PyLong_Type, intAdd, intSub, intMul, intFloorDiv, intMod, newInt, type PyInt } from "../objects/int.js";
import { PyFloat_Type, newFloat, type PyFloat } from "../objects/float.js";
import { True, False } from "../objects/bool.js";
import { PyUnicode_Type, unicodeConcat, type PyStr } from "../objects/str.js";
import { PyNumber_BinaryOp, PyObject_RichCompare, PyObject_IsTrue } from "../abstract.js";

/** BINARY_OP on exact int/float operands: a new reference, or null. */
export function binaryOpFast(a: PyObject, b: PyObject, oparg: number): PyObject | null {
  const op = oparg >= 13 ? oparg - 13 : oparg;
  const ta = a.ob_type, tb = b.ob_type;
  if (ta === PyLong_Type && tb === PyLong_Type) {
    const x = (a as PyInt).value, y = (b as PyInt).value;
    switch (op) {
      case 0: return intAdd(x, y);
      case 10: return intSub(x, y);
      case 5: return intMul(x, y);
      case 2: return y === 0 || y === 0n ? null : intFloorDiv(x, y);
      case 6: return y === 0 || y === 0n ? null : intMod(x, y);
      case 1: // &
        if (typeof x === "number" && typeof y === "number" && x >= 0 && y >= 0 && x <= 0x7fffffff && y <= 0x7fffffff) return newInt(x & y);
        return null;
      case 7: // |
        if (typeof x === "number" && typeof y === "number" && x >= 0 && y >= 0 && x <= 0x7fffffff && y <= 0x7fffffff) return newInt(x | y);
        return null;
      case 12: // ^
        if (typeof x === "number" && typeof y === "number" && x >= 0 && y >= 0 && x <= 0x7fffffff && y <= 0x7fffffff) return newInt(x ^ y);
        return null;
      case 11: // int / int: both exact doubles, so JS division is correctly rounded like CPython's
        if (typeof x === "number" && typeof y === "number" && y !== 0) return newFloat(x / y);
        return null;
      default:
        return null;
    }
  }
  let x: number, y: number;
  if (ta === PyFloat_Type) x = (a as PyFloat).value;
  else if (ta === PyLong_Type && typeof (a as PyInt).value === "number") x = (a as PyInt).value as number;
  else return null;
  if (tb === PyFloat_Type) y = (b as PyFloat).value;
  else if (tb === PyLong_Type && typeof (b as PyInt).value === "number") y = (b as PyInt).value as number;
  else return null;
  switch (op) {
    case 0: return newFloat(x + y);
    case 10: return newFloat(x - y);
    case 5: return newFloat(x * y);
    case 11: return y === 0 ? null : newFloat(x / y);
    default: return null;
  }
}

/** COMPARE_OP (op = oparg >> 5) on exact int/float operands: True/False, or null. */
export function compareFast(a: PyObject, b: PyObject, op: number): PyObject | null {
  const ta = a.ob_type, tb = b.ob_type;
  let x: number | bigint, y: number | bigint;
  if (ta === PyLong_Type) x = (a as PyInt).value;
  else if (ta === PyFloat_Type) x = (a as PyFloat).value;
  else return null;
  if (tb === PyLong_Type) y = (b as PyInt).value;
  else if (tb === PyFloat_Type) y = (b as PyFloat).value;
  else return null;
  // a bigint against a float needs CPython's exact comparison: the generic path
  if ((typeof x === "bigint" || typeof y === "bigint") && (ta === PyFloat_Type || tb === PyFloat_Type)) return null;
  let r: boolean;
  switch (op) {
    case 0: r = x < y; break;
    case 1: r = x <= y; break;
    case 2: r = x == y; break; // eslint-disable-line eqeqeq -- number/bigint mix compares by value
    case 3: r = x != y; break; // eslint-disable-line eqeqeq
    case 4: r = x > y; break;
    default: r = x >= y;
  }
  return r ? True : False;
}

/** Whether BINARY_OP `oparg` is one that floatOp computes (+, -, *, and their in-place forms). */
export function floatOpConsumes(oparg: number): boolean {
  return oparg === 0 || oparg === 10 || oparg === 5 || oparg === 13 || oparg === 23 || oparg === 18;
}

/** BINARY_OP `oparg` (one floatOpConsumes accepts) on two doubles. */
export function floatOp(x: number, y: number, oparg: number): number {
  const op = oparg >= 13 ? oparg - 13 : oparg;
  return op === 0 ? x + y : op === 10 ? x - y : x * y;
}

/**
 * BINARY_OP `oparg` on operands the caller only borrows (locals read by the LOAD_FAST_BORROW
 * before the BINARY_OP, fused into its dispatch): an exact list or tuple indexed in range by a
 * non-negative exact int (CPython's BINARY_OP_SUBSCR_LIST_INT / _TUPLE_INT), two exact strs
 * joined (BINARY_OP_ADD_UNICODE), or binaryOpFast's int and float arithmetic. A new reference, or null for the unfused path.
 */
export function binaryOpBorrowed(a: PyObject, b: PyObject, oparg: number): PyObject | null {
  if (oparg === 26) {
    if (b.ob_type !== PyLong_Type || (a.ob_type !== PyList_Type && a.ob_type !== PyTuple_Type)) return null;
    const i = (b as PyInt).value, xs = (a as PyList).items;
    if (typeof i !== "number" || i < 0 || i >= xs.length) return null;
    const r = xs[i]!;
    if (r.ob_refcnt < IMMORTAL_REFCNT) r.ob_refcnt++;
    return r;
  }
  // BINARY_OP_ADD_UNICODE: two exact strs
  if ((oparg === 0 || oparg === 13) && a.ob_type === PyUnicode_Type && b.ob_type === PyUnicode_Type) return unicodeConcat(a as PyStr, b as PyStr);
  return binaryOpFast(a, b, oparg);
}

/**
 * BINARY_OP `oparg` on two operands whose stack references are handed over: the result (a new
 * reference) after both are released — an exact float only the stack holds takes a float result
 * in place, as BINARY_OP_{ADD,SUBTRACT,MULTIPLY}_FLOAT does. When the operation raises, neither is
 * released (they stay on the stack for the unwinder). The JIT's out-of-line BINARY_OP.
 */
export function binaryOpConsume(a: PyObject, b: PyObject, oparg: number): PyObject {
  if (a.ob_type === PyFloat_Type && b.ob_type === PyFloat_Type && floatOpConsumes(oparg)) {
    const z = floatOp((a as PyFloat).value, (b as PyFloat).value, oparg);
    if (a.ob_refcnt === 1) {
      (a as PyFloat).value = z;
      if (b.ob_refcnt < IMMORTAL_REFCNT && --b.ob_refcnt === 0) b.ob_type.tp_dealloc(b);
      return a;
    }
    if (a.ob_refcnt < IMMORTAL_REFCNT) a.ob_refcnt--;
    if (b.ob_refcnt === 1) {
      (b as PyFloat).value = z;
      return b;
    }
    if (b.ob_refcnt < IMMORTAL_REFCNT) b.ob_refcnt--;
    return newFloat(z);
  }
  const r = binaryOpBorrowed(a, b, oparg) ?? PyNumber_BinaryOp(a, b, oparg);
  if (a.ob_refcnt < IMMORTAL_REFCNT && --a.ob_refcnt === 0) a.ob_type.tp_dealloc(a);
  if (b.ob_refcnt < IMMORTAL_REFCNT && --b.ob_refcnt === 0) b.ob_type.tp_dealloc(b);
  return r;
}

/**
 * COMPARE_OP `oparg` (its bool-conversion bit included) on two operands whose stack references are
 * handed over: the result after both are released (neither when the comparison raises).
 */
export function compareConsume(a: PyObject, b: PyObject, oparg: number): PyObject {
  let r = compareFast(a, b, oparg >> 5);
  if (r === null) {
    r = PyObject_RichCompare(a, b, oparg >> 5);
    if (oparg & 16 && r !== True && r !== False) {
      let t: boolean;
      try {
        t = PyObject_IsTrue(r);
      } finally {
        if (r.ob_refcnt < IMMORTAL_REFCNT && --r.ob_refcnt === 0) r.ob_type.tp_dealloc(r);
      }
      r = t ? True : False;
    }
  }
  if (a.ob_refcnt < IMMORTAL_REFCNT && --a.ob_refcnt === 0) a.ob_type.tp_dealloc(a);
  if (b.ob_refcnt < IMMORTAL_REFCNT && --b.ob_refcnt === 0) b.ob_type.tp_dealloc(b);
  return r;
}
