/**
 * int: a JS number while the value is a safe integer, a bigint beyond (invisible to Python).
 * Small ints -5..256 are cached and immortal, as in CPython.
 */
import { PyObject, newStaticType, makeImmortal, Py_TPFLAGS_LONG_SUBCLASS, Py_TPFLAGS_BASETYPE, type PyType, keepConstructFast } from "./object.js";

export const PyLong_Type = newStaticType("int", undefined, Py_TPFLAGS_BASETYPE | Py_TPFLAGS_LONG_SUBCLASS);

export class PyInt extends PyObject {
  declare value: number | bigint;
  constructor(type: PyType, value: number | bigint) {
    super(type);
    this.value = value;
  }
}

const SMALL: PyInt[] = [];
for (let i = -5; i <= 256; i++) SMALL.push(makeImmortal(new PyInt(PyLong_Type, i)));

/**
 * Whether id() was ever taken of an exact int. Until then an int that only a loop variable holds
 * may take the loop's next value in place (eval loop FOR_ITER_RANGE): nothing can tell the
 * difference. Once an int's identity has been observed, every value is a new object, as in CPython.
 */
export const intIdentity = { observed: false };

/** A new reference to the int `v` (cached when small). `v` must be a safe integer when a number. */
export function newInt(v: number): PyInt {
  if (v >= -5 && v <= 256 && (v | 0) === v) return SMALL[v + 5]!;
  const o = freeInts.pop();
  if (o === undefined) return new PyInt(PyLong_Type, v);
  o.ob_refcnt = 1;
  o.value = v;
  return o;
}

/**
 * CPython 3.14's int free list (compact ints, `_Py_FREELIST_FREE(ints, …)` in long_dealloc):
 * exact ints released to refcount zero are kept and reused by newInt, which then allocates
 * nothing. Reuse is what CPython's allocator does with the freed memory too (an id() may repeat).
 */
const freeInts: PyInt[] = [];
const MAX_FREE_INTS = 100;

PyLong_Type.tp_dealloc = (o) => {
  if (o.ob_type === PyLong_Type && freeInts.length < MAX_FREE_INTS) freeInts.push(o as PyInt);
};

/** An int from a bigint or number, narrowing to a number when safe. */
export function newIntBig(v: bigint | number): PyInt {
  if (typeof v === "number") return newInt(v);
  if (v >= -9007199254740991n && v <= 9007199254740991n) return newInt(Number(v));
  return new PyInt(PyLong_Type, v);
}

/** Normalizes a bigint result: a number when safe. */
export function normBig(v: bigint): number | bigint {
  return v >= -9007199254740991n && v <= 9007199254740991n ? Number(v) : v;
}

export function isInt(o: PyObject): o is PyInt {
  return (o.ob_type.tp_flags & Py_TPFLAGS_LONG_SUBCLASS) !== 0;
}

export function isExactInt(o: PyObject): o is PyInt {
  return o.ob_type === PyLong_Type;
}

export function intAdd(a: number | bigint, b: number | bigint): PyInt {
  if (typeof a === "number" && typeof b === "number") {
    const r = a + b;
    // an integral double (both operands are safe integers): only the range needs checking
    if (r <= 9007199254740991 && r >= -9007199254740991) return newInt(r);
  }
  return newIntBig(BigInt(a) + BigInt(b));
}

export function intSub(a: number | bigint, b: number | bigint): PyInt {
  if (typeof a === "number" && typeof b === "number") {
    const r = a - b;
    // an integral double (both operands are safe integers): only the range needs checking
    if (r <= 9007199254740991 && r >= -9007199254740991) return newInt(r);
  }
  return newIntBig(BigInt(a) - BigInt(b));
}

export function intMul(a: number | bigint, b: number | bigint): PyInt {
  if (typeof a === "number" && typeof b === "number") {
    const r = a * b;
    if (r <= 9007199254740991 && r >= -9007199254740991) return newInt(r === 0 ? 0 : r);
    // the double product rounds a safe exact product to itself, so this one is not safe
    return new PyInt(PyLong_Type, BigInt(a) * BigInt(b));
  }
  return newIntBig(BigInt(a) * BigInt(b));
}

/** Floor division (Python semantics); b must be nonzero. */
export function intFloorDiv(a: number | bigint, b: number | bigint): PyInt {
  if (typeof a === "number" && typeof b === "number") {
    const r = Math.floor(a / b);
    // exact for safe ints except when the quotient is not representable: verify
    if (Number.isSafeInteger(r) && Math.abs(a) < 2 ** 52) return newInt(r === 0 ? 0 : r);
  }
  const A = BigInt(a), B = BigInt(b);
  let q = A / B;
  if ((A % B !== 0n) && ((A < 0n) !== (B < 0n))) q -= 1n;
  return newIntBig(q);
}

/** Python modulo (sign of the divisor); b must be nonzero. */
export function intMod(a: number | bigint, b: number | bigint): PyInt {
  if (typeof a === "number" && typeof b === "number") {
    let r = a % b;
    if (r !== 0 && (r < 0) !== (b < 0)) r += b;
    return newInt(r === 0 ? 0 : r);
  }
  if (typeof b === "number" && b > 0) {
    // a positive safe modulus: the remainder is a safe integer in (-b, b)
    const r = Number((a as bigint) % BigInt(b));
    return newInt(r < 0 ? r + b : r);
  }
  const A = BigInt(a), B = BigInt(b);
  let r = A % B;
  if (r !== 0n && (r < 0n) !== (B < 0n)) r += B;
  return newIntBig(r);
}

export function intCompare(a: number | bigint, b: number | bigint): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** int → float with CPython's OverflowError boundary (caller raises when Infinity). */
export function intToDouble(v: number | bigint): number {
  return typeof v === "number" ? v : Number(v);
}

export function intToString(v: number | bigint): string {
  return typeof v === "number" ? String(v) : v.toString();
}

keepConstructFast(PyInt);
