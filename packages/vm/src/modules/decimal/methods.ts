/**
 * Decimal's methods (the dec_methods table of _decimal.c): the operations with an optional
 * context, the predicates, conversions (as_tuple, as_integer_ratio, __round__, __format__,
 * from_float, from_number), pickling and copying.
 */
import { PyObject, PyType, Py_INCREF, Py_DECREF } from "../../objects/object.js";
import { None, NotImplemented } from "../../objects/none.js";
import { newStr, isStr, internStr, type PyStr } from "../../objects/str.js";
import { newInt, newIntBig, isInt, type PyInt } from "../../objects/int.js";
import { newFloat, isFloat, type PyFloat } from "../../objects/float.js";
import { newBool } from "../../objects/bool.js";
import { newTuple } from "../../objects/tuple.js";
import { newComplex } from "../../objects/complex.js";
import { defMethod, defGetSet, defClassMethod, defSlotWrapper } from "../../objects/descr.js";
import { typeError, newException, PyExc_ValueError, PyExc_OverflowError, PyExc_TypeError } from "../../objects/exceptions.js";
import { PyObject_Call, typeName } from "../../abstract.js";
import { parseArgs } from "../../args.js";
import * as M from "./mpd.js";
import * as T from "./transcend.js";
import { type Dec, type Ctx } from "./mpd.js";
import { formatDecimal, FormatError } from "./format.js";
import {
  PyDec_Type, type PyDec, type PyDecContext, isDec, newDec, current, ctxArg, apply, convertRaise, convertOp, decToInt, decFloat,
  decFromDouble, decFromBigInt, intValue, decStr, addStatus, isContext,
} from "../_decimal.js";

export let decimalTupleType: PyObject | null = null;
export function setDecimalTuple(t: PyObject): void {
  decimalTupleType = t;
}

const self = (o: PyObject): PyDec => {
  if (!isDec(o)) typeError(`descriptor requires a 'decimal.Decimal' object but received a '${typeName(o)}'`);
  return o;
};

/** A rounding argument: None or one of the ROUND_* strings. */
export function roundingArg(o: PyObject | null, ctx: PyDecContext): number {
  if (o === null || o === None) return ctx.c.round;
  if (isStr(o)) {
    const i = M.ROUNDING_NAMES.indexOf((o as PyStr).value);
    if (i >= 0) return i;
  }
  typeError("valid values for rounding are:\n  [ROUND_CEILING, ROUND_FLOOR, ROUND_UP, ROUND_DOWN,\n   ROUND_HALF_UP, ROUND_HALF_DOWN, ROUND_HALF_EVEN,\n   ROUND_05UP]");
}

/** The unary operations with an optional context (name, operation). */
export const UNARY: [string, (c: Ctx, a: Dec) => Dec][] = [
  ["exp", T.exp],
  ["ln", T.ln],
  ["log10", T.log10],
  ["logb", M.logb],
  ["logical_invert", (c, a) => M.logical(c, a, null, "invert")],
  ["next_minus", M.nextMinus],
  ["next_plus", M.nextPlus],
  ["normalize", M.reduce],
  ["sqrt", M.sqrt],
];

/** The binary operations taking (other, context=None). */
export const BINARY: [string, (c: Ctx, a: Dec, b: Dec) => Dec][] = [
  ["compare", M.compare],
  ["compare_signal", M.compareSignal],
  ["max", (c, a, b) => M.maxMin(c, a, b, true, false)],
  ["max_mag", (c, a, b) => M.maxMin(c, a, b, true, true)],
  ["min", (c, a, b) => M.maxMin(c, a, b, false, false)],
  ["min_mag", (c, a, b) => M.maxMin(c, a, b, false, true)],
  ["next_toward", M.nextToward],
  ["remainder_near", M.remNear],
  ["logical_and", (c, a, b) => M.logical(c, a, b, "and")],
  ["logical_or", (c, a, b) => M.logical(c, a, b, "or")],
  ["logical_xor", (c, a, b) => M.logical(c, a, b, "xor")],
  ["rotate", M.rotate],
  ["scaleb", M.scaleb],
  ["shift", M.shift],
];

export function numberClass(a: Dec, c: Ctx): string {
  if (a.kind === M.SNAN) return "sNaN";
  if (a.kind === M.NAN) return "NaN";
  const s = a.sign ? "-" : "+";
  if (a.kind === M.INF) return s + "Infinity";
  if (a.coeff === 0n) return s + "Zero";
  if (M.adjusted(a) < c.emin) return s + "Subnormal";
  return s + "Normal";
}

export function isNormal(a: Dec, c: Ctx): boolean {
  return a.kind === M.FINITE && a.coeff !== 0n && M.adjusted(a) >= c.emin;
}
export function isSubnormal(a: Dec, c: Ctx): boolean {
  return a.kind === M.FINITE && a.coeff !== 0n && M.adjusted(a) < c.emin;
}

/** The predicates taking no arguments. */
export const PREDICATES: [string, (a: Dec) => boolean][] = [
  ["is_canonical", () => true],
  ["is_finite", (a) => a.kind === M.FINITE],
  ["is_infinite", (a) => a.kind === M.INF],
  ["is_nan", (a) => a.kind >= M.NAN],
  ["is_qnan", (a) => a.kind === M.NAN],
  ["is_snan", (a) => a.kind === M.SNAN],
  ["is_signed", (a) => a.sign === 1],
  ["is_zero", (a) => a.kind === M.FINITE && a.coeff === 0n],
];

export function copySign(a: Dec, b: Dec): Dec {
  return M.mk(b.sign, a.coeff, a.exp, a.kind);
}

export function compareTotal(a: Dec, b: Dec, mag: boolean): Dec {
  if (mag) {
    a = M.mk(0, a.coeff, a.exp, a.kind);
    b = M.mk(0, b.coeff, b.exp, b.kind);
  }
  const r = M.cmpTotal(a, b);
  return M.mk(r < 0 ? 1 : 0, r === 0 ? 0n : 1n, 0);
}

/** as_integer_ratio. */
function integerRatio(d: Dec): PyObject {
  if (d.kind === M.INF) throw newException(PyExc_OverflowError, "cannot convert Infinity to integer ratio");
  if (d.kind !== M.FINITE) throw newException(PyExc_ValueError, "cannot convert NaN to integer ratio");
  let n = d.coeff, den = 1n;
  if (d.exp >= 0) n *= M.pow10(d.exp);
  else den = M.pow10(-d.exp);
  const g = gcd(n, den);
  n /= g;
  den /= g;
  if (n === 0n) den = 1n;
  return newTuple([newIntBig(d.sign ? -n : n), newIntBig(den)]);
}

function gcd(a: bigint, b: bigint): bigint {
  while (b !== 0n) [a, b] = [b, a % b];
  return a < 0n ? -a : a;
}

export function asTuple(d: Dec): PyObject {
  const digits: PyObject[] = [];
  if (d.kind === M.INF) digits.push(newInt(0));
  else if (d.kind !== M.FINITE && d.coeff === 0n) {
    // a NaN without payload: no digits
  } else for (const ch of d.coeff.toString()) digits.push(newInt(ch.charCodeAt(0) - 48));
  const exp = d.kind === M.INF ? internStr("F") : d.kind === M.NAN ? internStr("n") : d.kind === M.SNAN ? internStr("N") : newIntBig(d.exp);
  const args = [newInt(d.sign), newTuple(digits), exp];
  return PyObject_Call(decimalTupleType!, args);
}

function round(o: PyDec, args: PyObject[], kw: string[] | null): PyObject {
  const [n] = parseArgs("__round__", args, kw, ["ndigits"], 0);
  const d = o.d;
  const ctx = current();
  if (n !== null && n !== None) {
    if (!isInt(n)) typeError("optional arg must be an integer");
    const k = intValue(n as PyInt);
    const q = M.mk(0, 1n, Number(-k));
    return newDec(apply(ctx, (c) => M.quantize(c, d, q)));
  }
  return decToInt(d, M.ROUND_HALF_EVEN);
}

function toIntegralMethod(name: string, exact: boolean) {
  return (o: PyObject, args: PyObject[], kw: string[] | null): PyObject => {
    const [rounding, context] = parseArgs(name, args, kw, ["rounding", "context"], 0);
    const ctx = ctxArg(context);
    const r = roundingArg(rounding, ctx);
    return newDec(apply(ctx, (c) => M.toIntegral(c, self(o).d, r, exact)));
  };
}

/** Decimal.from_float / from_number: an exact Decimal of cls. */
function fromNumber(cls: PyType, v: PyObject, name: string): PyObject {
  let d: Dec;
  if (isInt(v)) d = decFromBigInt(intValue(v as PyInt));
  else if (isFloat(v)) d = decFromDouble((v as PyFloat).value);
  else if (name === "from_number" && isDec(v)) d = v.d;
  else typeError(name === "from_float" ? "argument must be int or float" : "conversion from " + typeName(v) + " to Decimal is not supported");
  const r = newDec(d);
  if (cls === PyDec_Type) return r;
  const x = PyObject_Call(cls, [r]);
  Py_DECREF(r);
  return x;
}

/** Decimal.__pow__ with an optional modulo. */
export function powOp(v: PyObject, w: PyObject, m: PyObject | null): PyObject {
  const a = convertOp(v), b = convertOp(w);
  if (a === null || b === null) return NotImplemented;
  const ctx = current();
  if (m === null || m === None) return newDec(apply(ctx, (c) => T.pow(c, a, b)));
  const mm = convertOp(m);
  if (mm === null) return NotImplemented;
  return newDec(apply(ctx, (c) => T.powMod(c, a, b, mm)));
}

function divmodOp(v: PyObject, w: PyObject): PyObject {
  const a = convertOp(v), b = convertOp(w);
  if (a === null || b === null) return NotImplemented;
  const ctx = current();
  const [q, r] = apply(ctx, (c) => M.divmod(c, a, b));
  return newTuple([newDec(q), newDec(r)]);
}

export function formatMethod(d: Dec, spec: string, ctx: PyDecContext): string {
  try {
    return formatDecimal(d, spec, ctx.c.round, ctx.capitals === 1);
  } catch (e) {
    if (e instanceof FormatError) throw newException(PyExc_ValueError, e.message);
    throw e;
  }
}

export function initDecimalMethods(): void {
  const D = PyDec_Type;
  for (const [name, f] of UNARY) {
    defMethod(D, name, (o, args, kw) => {
      const [context] = parseArgs(name, args, kw, ["context"], 0);
      const ctx = ctxArg(context);
      const a = self(o).d;
      return newDec(apply(ctx, (c) => f(c, a)));
    });
  }
  for (const [name, f] of BINARY) {
    defMethod(D, name, (o, args, kw) => {
      const [other, context] = parseArgs(name, args, kw, ["other", "context"], 1);
      const ctx = ctxArg(context);
      const a = self(o).d, b = convertRaise(other!);
      return newDec(apply(ctx, (c) => f(c, a, b)));
    });
  }
  for (const [name, f] of PREDICATES) defMethod(D, name, (o, args, kw) => {
    parseArgs(name, args, kw, [], 0);
    return newBool(f(self(o).d));
  });
  defMethod(D, "is_normal", (o, args, kw) => {
    const [context] = parseArgs("is_normal", args, kw, ["context"], 0);
    return newBool(isNormal(self(o).d, ctxArg(context).c));
  });
  defMethod(D, "is_subnormal", (o, args, kw) => {
    const [context] = parseArgs("is_subnormal", args, kw, ["context"], 0);
    return newBool(isSubnormal(self(o).d, ctxArg(context).c));
  });
  defMethod(D, "number_class", (o, args, kw) => {
    const [context] = parseArgs("number_class", args, kw, ["context"], 0);
    return newStr(numberClass(self(o).d, ctxArg(context).c));
  });
  defMethod(D, "to_eng_string", (o, args, kw) => {
    const [context] = parseArgs("to_eng_string", args, kw, ["context"], 0);
    return newStr(M.toString(self(o).d, true, ctxArg(context).capitals === 1));
  });
  defMethod(D, "quantize", (o, args, kw) => {
    const [exp, rounding, context] = parseArgs("quantize", args, kw, ["exp", "rounding", "context"], 1);
    const ctx = ctxArg(context);
    const r = roundingArg(rounding, ctx);
    const a = self(o).d, b = convertRaise(exp!);
    return newDec(apply(ctx, (c) => M.quantize(c, a, b, r)));
  });
  defMethod(D, "same_quantum", (o, args, kw) => {
    const [other, context] = parseArgs("same_quantum", args, kw, ["other", "context"], 1);
    ctxArg(context);
    return newBool(sameQuantum(self(o).d, convertRaise(other!)));
  });
  defMethod(D, "copy_sign", (o, args, kw) => {
    const [other, context] = parseArgs("copy_sign", args, kw, ["other", "context"], 1);
    ctxArg(context);
    return newDec(copySign(self(o).d, convertRaise(other!)));
  });
  for (const [name, mag] of [["compare_total", false], ["compare_total_mag", true]] as const) {
    defMethod(D, name, (o, args, kw) => {
      const [other, context] = parseArgs(name, args, kw, ["other", "context"], 1);
      ctxArg(context);
      return newDec(compareTotal(self(o).d, convertRaise(other!), mag));
    });
  }
  defMethod(D, "fma", (o, args, kw) => {
    const [other, third, context] = parseArgs("fma", args, kw, ["other", "third", "context"], 2);
    const ctx = ctxArg(context);
    const a = self(o).d, b = convertRaise(other!), c3 = convertRaise(third!);
    return newDec(apply(ctx, (c) => M.fma(c, a, b, c3)));
  });
  defMethod(D, "to_integral", toIntegralMethod("to_integral", false));
  defMethod(D, "to_integral_value", toIntegralMethod("to_integral_value", false));
  defMethod(D, "to_integral_exact", toIntegralMethod("to_integral_exact", true));
  const noargs = (name: string, f: (d: Dec, o: PyDec) => PyObject): void => {
    defMethod(D, name, (o, args, kw) => {
      parseArgs(name, args, kw, [], 0);
      return f(self(o).d, self(o));
    });
  };
  noargs("adjusted", (d) => newIntBig(d.kind === M.FINITE ? M.adjusted(d) : 0));
  noargs("canonical", (_d, o) => (Py_INCREF(o), o));
  noargs("conjugate", (_d, o) => (Py_INCREF(o), o));
  noargs("radix", () => newDec(M.mk(0, 10n, 0)));
  noargs("copy_abs", (d) => newDec(M.mk(0, d.coeff, d.exp, d.kind)));
  noargs("copy_negate", (d) => newDec(M.mk(1 - d.sign, d.coeff, d.exp, d.kind)));
  noargs("as_tuple", (d) => asTuple(d));
  noargs("as_integer_ratio", (d) => integerRatio(d));
  noargs("__copy__", (_d, o) => (Py_INCREF(o), o));
  noargs("__floor__", (d) => decToInt(d, M.ROUND_FLOOR));
  noargs("__ceil__", (d) => decToInt(d, M.ROUND_CEILING));
  noargs("__trunc__", (d) => decToInt(d, M.ROUND_DOWN));
  noargs("__complex__", (d) => newComplex(decFloat(d), 0));
  noargs("__sizeof__", (d) => newInt(104 + 8 * Math.ceil(M.ndigits(d.coeff) / 19)));
  noargs("__reduce__", (_d, o) => {
    Py_INCREF(o.ob_type);
    return newTuple([o.ob_type, newTuple([newStr(decStr(o.d))])]);
  });
  defMethod(D, "__deepcopy__", (o, args, kw) => {
    parseArgs("__deepcopy__", args, kw, ["memo"], 1);
    Py_INCREF(o);
    return o;
  });
  defMethod(D, "__round__", (o, args, kw) => round(self(o), args, kw));
  defMethod(D, "__format__", (o, args, kw) => {
    const [spec, override] = parseArgs("__format__", args, kw, ["format_spec", "override"], 1);
    if (!isStr(spec!)) typeError(`__format__() argument 1 must be str, not ${typeName(spec!)}`);
    void override;
    return newStr(formatMethod(self(o).d, (spec as PyStr).value, current()));
  });
  defSlotWrapper(D, "__pow__", (o, args, kw) => {
    const [w, m] = parseArgs("__pow__", args, kw, ["value", "mod"], 1);
    return powOp(o, w!, m);
  });
  defSlotWrapper(D, "__rpow__", (o, args, kw) => {
    const [w, m] = parseArgs("__rpow__", args, kw, ["value", "mod"], 1);
    return powOp(w!, o, m);
  });
  D.nb_binary[8] = (v, w) => powOp(v, w, null);
  defSlotWrapper(D, "__divmod__", (o, args, kw) => {
    const [w] = parseArgs("__divmod__", args, kw, ["value"], 1);
    return divmodOp(o, w!);
  });
  defSlotWrapper(D, "__rdivmod__", (o, args, kw) => {
    const [w] = parseArgs("__rdivmod__", args, kw, ["value"], 1);
    return divmodOp(w!, o);
  });
  defClassMethod(D, "from_float", (cls, args, kw) => {
    const [f] = parseArgs("from_float", args, kw, ["f"], 1);
    return fromNumber(cls as PyType, f!, "from_float");
  });
  defClassMethod(D, "from_number", (cls, args, kw) => {
    const [n] = parseArgs("from_number", args, kw, ["number"], 1);
    return fromNumber(cls as PyType, n!, "from_number");
  });
  defGetSet(D, "real", (o) => (Py_INCREF(o), o));
  defGetSet(D, "imag", () => newDec(M.mk(0, 0n, 0)));
  void isContext;
  void addStatus;
  void PyExc_TypeError;
  void newFloat;
}

export function sameQuantum(a: Dec, b: Dec): boolean {
  if (a.kind !== M.FINITE || b.kind !== M.FINITE) {
    return (M.isNan(a) && M.isNan(b)) || (a.kind === M.INF && b.kind === M.INF);
  }
  return a.exp === b.exp;
}
