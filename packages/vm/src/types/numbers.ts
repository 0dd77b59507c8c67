/** int, bool and float behaviour (Objects/longobject.c, boolobject.c, floatobject.c). */
import { PyObject, PyType, Py_INCREF, Py_DECREF } from "../objects/object.js";
import { None, NotImplemented } from "../objects/none.js";
import { PyBool_Type, True, False, newBool } from "../objects/bool.js";
import {
  PyInt, PyLong_Type, newInt, newIntBig, isInt, intAdd, intSub, intMul, intFloorDiv, intMod, intCompare, normBig,
} from "../objects/int.js";
import { PyFloat, PyFloat_Type, newFloat, isFloat } from "../objects/float.js";
import { PyStr, newStr, newStrFresh, isStr } from "../objects/str.js";
import { PyExc_ZeroDivisionError, PyExc_OverflowError, PyExc_ValueError, PyExc_MemoryError, newException, typeError } from "../objects/exceptions.js";
import { addSlotWrappers } from "../objects/typeobject.js";
import { defGetSet } from "../objects/descr.js";
import { hashInt, hashFloat } from "../hash.js";
import { Py_EQ, Py_NE, Py_LT, Py_LE, Py_GT, Py_GE, PyObject_IsTrue, PyObject_Repr, typeName, PyNumber_Index } from "../abstract.js";
import { formatFloatRepr } from "@pyts/parser";
import { powDouble, ratioToDouble } from "@pyts/lexer";
import { parseArgs, defMethodNoArgs, noKw, checkPositional } from "../args.js";
import { warnDeprecated } from "../eval/warnings.js";
import { isBytes, newBytes, type PyBytes } from "../objects/bytes.js";
import { isByteArray } from "../objects/bytearray.js";
import { bufferBytes } from "./buffer.js";
import { intStrLimit, checkIntStrDigits, parseIntObject } from "./intMethods.js";

function latin1(b: Uint8Array): string {
  let t = "";
  for (const c of b) t += String.fromCharCode(c);
  return t;
}

let bytesRepr: (b: PyBytes) => string = () => "";
export function setBytesRepr(f: (b: PyBytes) => string): void {
  bytesRepr = f;
}

type IntV = number | bigint;

function cmpResult(c: number, op: number): PyObject {
  switch (op) {
    case Py_LT: return newBool(c < 0);
    case Py_LE: return newBool(c <= 0);
    case Py_EQ: return newBool(c === 0);
    case Py_NE: return newBool(c !== 0);
    case Py_GT: return newBool(c > 0);
    default: return newBool(c >= 0);
  }
}

function zeroDiv(msg: string): never {
  throw newException(PyExc_ZeroDivisionError, msg);
}

function isZero(v: IntV): boolean {
  return v === 0 || v === 0n;
}

export function intPow(a: IntV, b: IntV): PyObject {
  if (b < 0) {
    if (isZero(a)) zeroDiv("zero to a negative power");
    return newFloat(powDouble(intToFloat(a), intToFloat(b)));
  }
  if (typeof a === "number" && typeof b === "number") {
    const r = Math.pow(a, b);
    if (Number.isSafeInteger(r)) return newInt(r);
  }
  return newIntBig(BigInt(a) ** BigInt(b));
}

function intTrueDiv(a: IntV, b: IntV): PyObject {
  if (isZero(b)) zeroDiv("division by zero");
  if (typeof a === "number" && typeof b === "number" && Math.abs(a) <= 2 ** 53 && Math.abs(b) <= 2 ** 53) return newFloat(a / b);
  const A = BigInt(a), B = BigInt(b);
  const r = B < 0n ? ratioToDouble(-A, -B) : ratioToDouble(A, B);
  if (Number.isFinite(r)) return newFloat(r);
  throw newException(PyExc_OverflowError, "integer division result too large for a float");
}

function shiftCount(b: IntV, left = false): number {
  if (b < 0) throw newException(PyExc_ValueError, "negative shift count");
  if (left && b > 0x7fffffffffffffffn) throw newException(PyExc_OverflowError, "too many digits in integer");
  if (left && b > 2 ** 32) throw newException(PyExc_MemoryError, "");
  if (b > 2 ** 40) return 2 ** 40;
  return Number(b);
}

/** int's number slots in nb order; null where int_as_number has none (matmul). */
const intBinary: (((a: IntV, b: IntV) => PyObject) | null)[] = [
  intAdd, // add
  (a, b) => (typeof a === "number" && typeof b === "number" && a >= 0 && b >= 0 && a <= 0x7fffffff && b <= 0x7fffffff ? newInt(a & b) : newIntBig(BigInt(a) & BigInt(b))),
  (a, b) => (isZero(b) ? zeroDiv("division by zero") : intFloorDiv(a, b)),
  (a, b) => {
    if (isZero(a) && b >= 0) return newInt(0);
    const n = shiftCount(b, true);
    if (typeof a === "number" && n < 31 && Math.abs(a) < 2 ** 21) return newInt(a * 2 ** n);
    return newIntBig(BigInt(a) << BigInt(n));
  },
  null, // matmul
  intMul,
  (a, b) => (isZero(b) ? zeroDiv("division by zero") : intMod(a, b)),
  (a, b) => (typeof a === "number" && typeof b === "number" && a >= 0 && b >= 0 && a <= 0x7fffffff && b <= 0x7fffffff ? newInt(a | b) : newIntBig(BigInt(a) | BigInt(b))),
  intPow,
  (a, b) => {
    const n = shiftCount(b);
    // |a| < 2^53: a / 2^1023 is still a nonzero double, so its floor is -1 for any negative a
    if (typeof a === "number") return newInt(Math.floor(a / 2 ** Math.min(n, 1023)));
    return newIntBig(BigInt(a) >> BigInt(n));
  },
  intSub,
  intTrueDiv,
  (a, b) => (typeof a === "number" && typeof b === "number" && a >= 0 && b >= 0 && a <= 0x7fffffff && b <= 0x7fffffff ? newInt(a ^ b) : newIntBig(BigInt(a) ^ BigInt(b))),
];

/** float's number slots in nb order; null where float_as_number has none (the bitwise ones, matmul). */
const floatBinary: (((a: number, b: number) => PyObject) | null)[] = [
  (a, b) => newFloat(a + b),
  null,
  (a, b) => {
    if (b === 0) zeroDiv("division by zero");
    return newFloat(floatDivmod(a, b)[0]);
  },
  null,
  null,
  (a, b) => newFloat(a * b),
  (a, b) => {
    if (b === 0) zeroDiv("division by zero");
    return newFloat(floatDivmod(a, b)[1]);
  },
  null,
  (a, b) => {
    const r = floatPowResult(a, b);
    if (r === "zero") zeroDiv("zero to a negative power");
    if (r === "range") throw newException(PyExc_OverflowError, "(34, 'Numerical result out of range')");
    return r;
  },
  null,
  (a, b) => newFloat(a - b),
  (a, b) => {
    if (b === 0) zeroDiv("division by zero");
    return newFloat(a / b);
  },
  null,
];

/** float_pow on doubles: the result (a complex for a negative base to a fractional power), or the error it raises. */
function floatPowResult(a: number, b: number): PyObject | "zero" | "range" {
  // 0.0 ** -inf is inf: float_pow sorts out an infinite exponent before a zero base
  if (a === 0 && b < 0 && b !== -Infinity) return "zero";
  if (a < 0 && Number.isFinite(a) && Number.isFinite(b) && !Number.isInteger(b)) return complexPowHook(a, b);
  const r = powDouble(a, b);
  if (!Number.isFinite(r) && Number.isFinite(a) && Number.isFinite(b)) return "range";
  return newFloat(r);
}

/**
 * BINARY_OP `op` (nb order: //, %, ** or / — the others the JIT computes itself) on two doubles, as
 * float's slot computes it once its operands are doubles (asFloatOperand): the result, a new
 * reference; null where the slot raises (a zero divisor, a pow out of range), for the caller's
 * path that raises it at its own instruction.
 */
export function floatBinaryOp(op: number, a: number, b: number): PyObject | null {
  if (op === 8) {
    const r = floatPowResult(a, b);
    return typeof r === "string" ? null : r;
  }
  return b === 0 ? null : floatBinary[op]!(a, b);
}

let complexPowHook: (a: number, b: number) => PyObject = () => typeError("complex not supported");
export function setComplexPow(f: typeof complexPowHook): void {
  complexPowHook = f;
}

/** float divmod as CPython's float_divmod. */
export function floatDivmod(vx: number, wx: number): [number, number] {
  let mod = vx % wx;
  let div = (vx - mod) / wx;
  if (mod !== 0) {
    if (wx < 0 !== mod < 0) {
      mod += wx;
      div -= 1.0;
    }
  } else mod = wx < 0 ? -0.0 : 0.0;
  let floordiv: number;
  if (div !== 0) {
    floordiv = Math.floor(div);
    if (div - floordiv > 0.5) floordiv += 1.0;
  } else {
    const q = vx / wx;
    floordiv = q < 0 || Object.is(q, -0) ? -0.0 : 0.0;
  }
  return [floordiv, mod];
}

/** An int as a float (OverflowError when too large). */
export function intToFloat(v: IntV): number {
  const r = typeof v === "number" ? v : Number(v);
  if (!Number.isFinite(r)) throw newException(PyExc_OverflowError, "int too large to convert to float");
  return r;
}

/** The number value of an int or float operand, or null when neither. */
function asFloatOperand(o: PyObject): number | null {
  if (isFloat(o)) return (o as PyFloat).value;
  if (isInt(o)) return intToFloat((o as PyInt).value);
  return null;
}

export function intRepr(o: PyObject): PyStr {
  const v = (o as PyInt).value;
  if (typeof v === "bigint" && intStrLimit.maxDigits > 0) {
    // cheap bound first: a bigint of n bits has at least floor((n-1)*log10(2))+1 digits
    const bits = (v < 0n ? -v : v).toString(16).length * 4;
    if (bits * 0.30103 > intStrLimit.maxDigits - 2) {
      const s = v.toString();
      checkIntStrDigits(s.length - (v < 0n ? 1 : 0), false);
      return newStrFresh(s);
    }
  }
  return newStrFresh(typeof v === "number" ? String(v) : v.toString());
}

let reprQuote: (s: string) => string = (s) => `'${s}'`;
export function setReprQuote(f: (s: string) => string): void {
  reprQuote = f;
}

function intNew(type: PyType, args: PyObject[], kwnames: string[] | null): PyObject {
  if (args.length - (kwnames?.length ?? 0) > 2) typeError(`int expected at most 2 arguments, got ${args.length - (kwnames?.length ?? 0)}`);
  const [x, base] = parseArgs("int", args, kwnames, ["x", "base"], 0, 1);
  let v: IntV;
  if (x === null) {
    if (base !== null) typeError("int() missing string argument");
    v = 0;
  } else if (base !== null) {
    const isBA = isByteArray(x);
    if (!isStr(x) && !isBytes(x) && !isBA) typeError("int() can't convert non-string with explicit base");
    const bi = PyNumber_Index(base).value;
    const b = typeof bi === "bigint" ? -1 : bi;
    if (b !== 0 && (b < 2 || b > 36)) throw newException(PyExc_ValueError, "int() base must be >= 2 and <= 36, or 0");
    v = isBA ? parseIntBuffer(bufferBytes(x)!, b) : parseIntObject(x, b);
  } else if (isInt(x) && x.ob_type.nb_int === PyLong_Type.nb_int) {
    // PyNumber_Long: an exact int is the result itself (a subclass's own __int__ is called below)
    if (x.ob_type === PyLong_Type && type === PyLong_Type) return (Py_INCREF(x), x);
    v = (x as PyInt).value;
  } else if (isFloat(x) && x.ob_type.nb_int === PyFloat_Type.nb_int) v = (F_nb_int(x) as PyInt).value;
  else if (isStr(x) || isBytes(x)) v = parseIntObject(x, 10);
  else if (x.ob_type.nb_int !== null) {
    const r = x.ob_type.nb_int(x);
    if (!isInt(r)) typeError(`__int__ returned non-int (type ${typeName(r)})`);
    v = (r as PyInt).value;
  } else if (x.ob_type.nb_index !== null) v = PyNumber_Index(x).value;
  else {
    // PyNumber_Long: a bytearray or any other buffer is parsed as its bytes
    const bb = bufferBytes(x);
    if (bb === null) typeError(`int() argument must be a string, a bytes-like object or a real number, not '${typeName(x)}'`);
    v = parseIntBuffer(bb!, 10);
  }
  if (type === PyLong_Type) return newIntBig(v);
  const o = type.tp_alloc(type) as PyInt;
  o.value = v;
  return o;
}

const F_nb_int = (o: PyObject): PyObject => PyFloat_Type.nb_int!(o);

/** int() of a buffer's bytes (_PyLong_FromBytes: its errors show them as a bytes object). */
function parseIntBuffer(data: Uint8Array, base: number): IntV {
  const b = newBytes(data.slice());
  try {
    return parseIntObject(b, base);
  } finally {
    Py_DECREF(b);
  }
}

function floatNew(type: PyType, args: PyObject[], kwnames: string[] | null): PyObject {
  if (kwnames !== null && kwnames.length > 0) typeError("float() takes no keyword arguments");
  if (args.length > 1) typeError(`float expected at most 1 argument, got ${args.length}`);
  const x = args.length ? args[0]! : null;
  let v = 0;
  if (x !== null) {
    // PyNumber_Float: an exact float is the result itself
    if (x.ob_type === PyFloat_Type && type === PyFloat_Type) return (Py_INCREF(x), x);
    // (a subclass's own __float__ is called below, as PyNumber_Float's nb_float)
    if (isFloat(x) && x.ob_type.nb_float === PyFloat_Type.nb_float) v = (x as PyFloat).value;
    else if (isInt(x) && x.ob_type.nb_float === PyLong_Type.nb_float) v = intToFloat((x as PyInt).value);
    else if (isStr(x)) v = parseFloatString((x as PyStr).value);
    else if (isBytes(x)) v = parseFloatString(latin1(x.value), reprQuote === null ? "" : bytesRepr(x));
    else if (x.ob_type.nb_float !== null) {
      const r = x.ob_type.nb_float(x);
      if (!isFloat(r)) typeError(`${typeName(x)}.__float__ returned non-float (type ${typeName(r)})`);
      v = (r as PyFloat).value;
    }
    else if (x.ob_type.nb_index !== null) v = intToFloat(PyNumber_Index(x).value);
    else {
      // PyFloat_FromString: a bytearray or any other buffer is parsed as its bytes
      const bb = bufferBytes(x);
      if (bb === null) typeError(`float() argument must be a string or a real number, not '${typeName(x)}'`);
      v = parseFloatString(latin1(bb!), PyObject_Repr(x).value);
    }
  }
  if (type === PyFloat_Type) return newFloat(v);
  const o = type.tp_alloc(type) as PyFloat;
  o.value = v;
  return o;
}

/** Unicode decimal digits to ASCII and Unicode whitespace to ' ' (_PyUnicode_TransformDecimalAndSpaceToASCII). */
export function normalizeNumberString(s: string): string {
  if (/^[\x00-\x7f]*$/.test(s)) return s;
  let out = "";
  for (const ch of s) {
    const cp = ch.codePointAt(0)!;
    if (cp < 128) out += ch;
    else if (/\p{Nd}/u.test(ch)) {
      let start = cp;
      while (start > 0 && /\p{Nd}/u.test(String.fromCodePoint(start - 1))) start--;
      out += String((cp - start) % 10);
    } else if (/\s/u.test(ch)) out += " ";
    else out += "?";
  }
  return out;
}

const FLOAT_PREFIX = /^[+-]?(?:(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?|(?:inf(?:inity)?|nan))/i;

/** PyOS_string_to_double's partial parse from index i: [value, end] or null when no number starts there. */
export function floatPrefix(s: string, i: number): [number, number] | null {
  const m = FLOAT_PREFIX.exec(s.slice(i));
  if (m === null) return null;
  const t = m[0].toLowerCase();
  const neg = t.startsWith("-");
  const body = t.replace(/^[+-]/, "");
  let v: number;
  if (body.startsWith("inf")) v = Infinity;
  else if (body === "nan") v = NaN;
  else v = Number(body);
  return [neg ? -v : v, i + m[0].length];
}

/** float(str): surrounding whitespace, underscores between digits, inf/nan (float_from_string_inner). */
export function parseFloatString(s0: string, shown?: string): number {
  const fail = (): never => {
    throw newException(PyExc_ValueError, `could not convert string to float: ${shown ?? reprQuote(s0)}`);
  };
  let s = normalizeNumberString(s0).replace(/^\s+|\s+$/g, "");
  if (s.includes("_")) {
    if (!/^[^_]*(?:(?<=\d)_(?=\d)[^_]*)*$/.test(s)) fail();
    s = s.replace(/_/g, "");
  }
  const r = floatPrefix(s, 0);
  if (r === null || r[1] !== s.length) fail();
  return r![0];
}

export function initNumbers(): void {
  const L = PyLong_Type;
  L.tp_alloc = (t) => new PyInt(t, 0);
  L.tp_new = intNew;
  L.tp_repr = intRepr;
  L.tp_hash = (o) => hashInt((o as PyInt).value);
  L.tp_richcompare = (a, b, op) => {
    if (!isInt(b)) {
      return NotImplemented;
    }
    return cmpResult(intCompare((a as PyInt).value, (b as PyInt).value), op);
  };
  for (let i = 0; i < 13; i++) {
    const f = intBinary[i];
    if (!f) continue;
    L.nb_binary[i] = (a, b) => (isInt(a) && isInt(b) ? f((a as PyInt).value, (b as PyInt).value) : NotImplemented);
  }
  L.nb_bool = (o) => !isZero((o as PyInt).value);
  L.nb_negative = (o) => {
    const v = (o as PyInt).value;
    return typeof v === "number" ? newInt(v === 0 ? 0 : -v) : newIntBig(-v);
  };
  L.nb_positive = longLong;
  L.nb_invert = (o) => {
    const v = (o as PyInt).value;
    return typeof v === "number" ? newIntBig(-v - 1) : newIntBig(-v - 1n);
  };
  L.nb_absolute = (o) => {
    const v = (o as PyInt).value;
    if (v >= 0) return longLong(o);
    return typeof v === "number" ? newInt(-v) : newIntBig(-v);
  };
  L.nb_index = longLong;
  L.nb_int = L.nb_index;
  L.nb_float = (o) => newFloat(intToFloat((o as PyInt).value));
  addSlotWrappers(L);
  defMethodNoArgs(L, "bit_length", (self) => {
    const v = (self as PyInt).value;
    const a = v < 0 ? -BigInt(v) : BigInt(v);
    return newInt(a === 0n ? 0 : a.toString(2).length);
  });
  defMethodNoArgs(L, "bit_count", (self) => {
    const v = (self as PyInt).value;
    const a = v < 0 ? -BigInt(v) : BigInt(v);
    return newInt([...a.toString(2)].filter((c) => c === "1").length);
  });
  defMethodNoArgs(L, "conjugate", longLong);
  defMethodNoArgs(L, "is_integer", () => True);
  defGetSet(L, "real", longLong);
  defGetSet(L, "imag", () => newInt(0));
  defGetSet(L, "numerator", longLong);
  defGetSet(L, "denominator", () => newInt(1));

  const B = PyBool_Type;
  B.tp_repr = (o) => newStr(o === True ? "True" : "False");
  B.tp_new = (_t, args, kwnames) => {
    // bool_new / bool_vectorcall: no keywords, then at most one argument
    noKw("bool", kwnames);
    checkPositional("bool", args.length, 0, 1);
    return args.length === 0 ? False : newBool(PyObject_IsTrue(args[0]!));
  };
  const boolOp = (i: number, f: (a: boolean, b: boolean) => boolean) => {
    const intSlot = L.nb_binary[i]!;
    B.nb_binary[i] = (a, b) => (a.ob_type === PyBool_Type && b.ob_type === PyBool_Type ? newBool(f(a === True, b === True)) : intSlot(a, b));
  };
  boolOp(1, (a, b) => a && b);
  boolOp(7, (a, b) => a || b);
  boolOp(12, (a, b) => a !== b);
  // bool_invert (3.12+): deprecated, then int's inversion
  const intInvert = L.nb_invert!;
  B.nb_invert = (o) => {
    warnDeprecated("Bitwise inversion '~' on bool is deprecated and will be removed in Python 3.16. This returns the bitwise inversion of the underlying int object and is usually not what you expect from negating a bool. Use the 'not' operator for boolean negation or ~int(x) if you really want the bitwise inversion of the underlying int.");
    return intInvert(o);
  };
  addSlotWrappers(B);

  const F = PyFloat_Type;
  F.tp_alloc = (t) => new PyFloat(t, 0);
  F.tp_new = floatNew;
  F.tp_repr = (o) => newStr(formatFloatRepr((o as PyFloat).value));
  F.tp_hash = (o) => {
    const v = (o as PyFloat).value;
    if (Number.isNaN(v)) return hashPointer(o);
    return hashFloat(v);
  };
  F.tp_richcompare = (a, b, op) => {
    const x = (a as PyFloat).value;
    if (isFloat(b)) return floatCompare(x, (b as PyFloat).value, op, a, b);
    if (isInt(b)) {
      if (Number.isNaN(x)) return newBool(op === Py_NE);
      return cmpResult(-compareIntFloat((b as PyInt).value, x), op);
    }
    return NotImplemented;
  };
  for (let i = 0; i < 13; i++) {
    const f = floatBinary[i];
    if (!f) continue;
    F.nb_binary[i] = (a, b) => {
      const x = asFloatOperand(a);
      const y = asFloatOperand(b);
      if (x === null || y === null) return NotImplemented;
      return f(x, y);
    };
  }
  F.nb_bool = (o) => (o as PyFloat).value !== 0;
  F.nb_negative = (o) => newFloat(-(o as PyFloat).value);
  F.nb_positive = floatFloat;
  F.nb_absolute = (o) => newFloat(Math.abs((o as PyFloat).value));
  F.nb_int = (o) => {
    const f = (o as PyFloat).value;
    if (Number.isNaN(f)) throw newException(PyExc_ValueError, "cannot convert float NaN to integer");
    if (!Number.isFinite(f)) throw newException(PyExc_OverflowError, "cannot convert float infinity to integer");
    const t = Math.trunc(f);
    return Number.isSafeInteger(t) ? newInt(t === 0 ? 0 : t) : newIntBig(BigInt(t));
  };
  F.nb_float = floatFloat;
  addSlotWrappers(F);
  defMethodNoArgs(F, "is_integer", (self) => newBool(Number.isInteger((self as PyFloat).value)));
  defMethodNoArgs(F, "__trunc__", (self) => F.nb_int!(self));
  defMethodNoArgs(F, "__floor__", (self) => F.nb_int!(newFloat(Math.floor((self as PyFloat).value))));
  defMethodNoArgs(F, "__ceil__", (self) => F.nb_int!(newFloat(Math.ceil((self as PyFloat).value))));
  defMethodNoArgs(F, "conjugate", floatFloat);
  defGetSet(F, "real", floatFloat);
  defGetSet(F, "imag", () => newFloat(0));
  defMethodNoArgs(F, "as_integer_ratio", (self) => {
    const v = (self as PyFloat).value;
    if (!Number.isFinite(v)) throw newException(Number.isNaN(v) ? PyExc_ValueError : PyExc_OverflowError, Number.isNaN(v) ? "cannot convert NaN to integer ratio" : "cannot convert Infinity to integer ratio");
    let n = v, d = 1n;
    while (!Number.isInteger(n)) {
      n *= 2;
      d *= 2n;
    }
    return tupleHook([newIntBig(BigInt(n)), newIntBig(d)]);
  });
  void None;
  void Py_INCREF;
  void Py_DECREF;
}

let tupleHook: (items: PyObject[]) => PyObject = () => None;
export function setNumbersTupleHook(f: typeof tupleHook): void {
  tupleHook = f;
}

let hashPointer: (o: PyObject) => number | bigint = () => 0;
export function setHashPointer(f: typeof hashPointer): void {
  hashPointer = f;
}

function intToFloatForCompare(v: IntV): number {
  return typeof v === "number" ? v : Number(v);
}

/** Compares an int with a finite float exactly (float_richcompare's big-int path): -1, 0 or 1. */
function compareIntFloat(v: IntV, f: number): number {
  if (typeof v === "number") return v < f ? -1 : v > f ? 1 : 0;
  if (!Number.isFinite(f)) return f > 0 ? -1 : 1;
  const fl = Math.floor(f);
  const bf = BigInt(fl);
  if (v < bf) return -1;
  if (v > bf) return 1;
  return fl === f ? 0 : -1;
}

function floatCompare(x: number, y: number, op: number, _a: PyObject, _b: PyObject): PyObject {
  if (Number.isNaN(x) || Number.isNaN(y)) return newBool(op === Py_NE);
  return cmpResult(x < y ? -1 : x > y ? 1 : 0, op);
}

/** long_long: an exact int itself, a subclass's value (a bool's too) as a new exact int. */
export function longLong(o: PyObject): PyObject {
  if (o.ob_type === PyLong_Type) return (Py_INCREF(o), o);
  return newIntBig((o as PyInt).value);
}

/** float_float: an exact float itself, a subclass's value as a new exact float. */
function floatFloat(o: PyObject): PyObject {
  if (o.ob_type === PyFloat_Type) return (Py_INCREF(o), o);
  return newFloat((o as PyFloat).value);
}

/**
 * PyFloat_AsDouble's conversion: a float's value (a subclass's too), else the type's nb_float —
 * an int's value, or a class's own `__float__`, which must give a float — else `__index__`; null
 * for anything else (callers raise their own TypeError: floatAsDouble's is PyFloat_AsDouble's).
 */
export function floatValueOf(o: PyObject): number | null {
  if (isFloat(o)) return (o as PyFloat).value;
  const t = o.ob_type;
  if (isInt(o) && t.nb_float === PyLong_Type.nb_float) return intToFloat((o as PyInt).value);
  if (t.nb_float !== null) {
    const r = t.nb_float(o);
    if (!isFloat(r)) typeError(`${typeName(o)}.__float__ returned non-float (type ${typeName(r)})`);
    return (r as PyFloat).value;
  }
  if (t.nb_index !== null) return intToFloat(PyNumber_Index(o).value);
  return null;
}

/** PyFloat_AsDouble: floatValueOf, or "must be real number" for anything else. */
export function floatAsDouble(o: PyObject): number {
  const v = floatValueOf(o);
  if (v === null) typeError(`must be real number, not ${typeName(o)}`);
  return v;
}
