/**
 * The _decimal module (Modules/_decimal/_decimal.c, 3.14): `Decimal`, `Context`, the signals as
 * exception classes, the current context in a ContextVar, `localcontext`. The arithmetic is
 * `decimal/mpd.ts` and `decimal/transcend.ts` (what libmpdec is to CPython), formatting
 * `decimal/format.ts`; the methods of Decimal and Context are `decimal/methods.ts`.
 */
import { PyObject, PyType, PyType_Type, PyBaseObject_Type, newStaticType, keepConstructFast, Py_INCREF, Py_DECREF } from "../objects/object.js";
import { None, NotImplemented } from "../objects/none.js";
import { internStr, newStr, isStr, type PyStr } from "../objects/str.js";
import { newInt, newIntBig, isInt, type PyInt } from "../objects/int.js";
import { newFloat, isFloat, type PyFloat } from "../objects/float.js";
import { newBool, True, False } from "../objects/bool.js";
import { newTuple, isTuple, type PyTuple } from "../objects/tuple.js";
import { newList, isList, type PyList } from "../objects/list.js";
import { newDict, dictSetItem, type PyDict } from "../objects/dict.js";
import { PyModule, newModule } from "../objects/module.js";
import { defMethod, defGetSet } from "../objects/descr.js";
import {
  typeError, newException, newExceptionArgs, PyExc_ValueError, PyExc_OverflowError, PyExc_ArithmeticError, PyExc_ZeroDivisionError,
  PyExc_TypeError, PyExc_AttributeError, PyExc_KeyError, PyExc_RuntimeError,
} from "../objects/exceptions.js";
import { addSlotWrappers, typeNew } from "../objects/typeobject.js";
import { PyObject_Call, callMethod, getAttrString, PyObject_IsTrue, PyObject_GetIter, PyIter_Next, iterateToArray, isInstanceOfType, PyObject_Hash, typeName } from "../abstract.js";
import { parseArgs } from "../args.js";
import { importModuleLevel } from "./importer.js";
import { PyContextVar_Type } from "./_contextvars.js";
import * as M from "./decimal/mpd.js";
import { type Dec, type Ctx } from "./decimal/mpd.js";
import { initDecimalMethods } from "./decimal/methods.js";
import { initContext, buildModule } from "./decimal/context.js";

// ---------------------------------------------------------------- objects

export const PyDec_Type = newStaticType("decimal.Decimal");
export const PyContext_Type = newStaticType("decimal.Context");
const PySignalDictMixin_Type = newStaticType("decimal.SignalDictMixin");
const PyContextManager_Type = newStaticType("decimal.ContextManager");

export class PyDec extends PyObject {
  declare d: Dec;
  constructor(type: PyType) {
    super(type);
    this.d = ZERO;
  }
}
keepConstructFast(PyDec);

export class PyDecContext extends PyObject {
  declare c: Ctx;
  declare traps: number;
  declare capitals: number;
  declare flagsDict: PyObject | null;
  declare trapsDict: PyObject | null;
  constructor(type: PyType) {
    super(type);
    this.c = { prec: 28, round: M.ROUND_HALF_EVEN, emax: 999999, emin: -999999, clamp: 0, status: 0 };
    this.traps = M.IEEE_Invalid | M.DivisionByZero | M.Overflow;
    this.capitals = 1;
    this.flagsDict = null;
    this.trapsDict = null;
  }
}
keepConstructFast(PyDecContext);

class PySignalDict extends PyObject {
  declare ctx: PyDecContext | null;
  declare traps: boolean;
  constructor(type: PyType) {
    super(type);
    this.ctx = null;
    this.traps = false;
  }
}
keepConstructFast(PySignalDict);

class PyContextManager extends PyObject {
  declare local: PyDecContext;
  declare global: PyDecContext | null;
  constructor(type: PyType, local: PyDecContext) {
    super(type);
    this.local = local;
    this.global = null;
  }
}
keepConstructFast(PyContextManager);

const ZERO: Dec = M.mk(0, 0n, 0);

export function isDec(o: PyObject): o is PyDec {
  return o instanceof PyDec && (o.ob_type === PyDec_Type || o.ob_type.isSubtype(PyDec_Type));
}
export function isContext(o: PyObject): o is PyDecContext {
  return o instanceof PyDecContext && (o.ob_type === PyContext_Type || o.ob_type.isSubtype(PyContext_Type));
}

export function newDec(d: Dec, type: PyType = PyDec_Type): PyDec {
  if (type === PyDec_Type) {
    const o = new PyDec(type);
    o.d = d;
    return o;
  }
  const o = type.tp_alloc(type) as PyDec;
  o.d = d;
  return o;
}

// ---------------------------------------------------------------- signals

/** The signal classes and conditions, made by makeSignals. */
export const sig = {
  DecimalException: null as unknown as PyType,
  Clamped: null as unknown as PyType,
  InvalidOperation: null as unknown as PyType,
  ConversionSyntax: null as unknown as PyType,
  DivisionByZero: null as unknown as PyType,
  DivisionImpossible: null as unknown as PyType,
  DivisionUndefined: null as unknown as PyType,
  Inexact: null as unknown as PyType,
  InvalidContext: null as unknown as PyType,
  Rounded: null as unknown as PyType,
  Subnormal: null as unknown as PyType,
  Overflow: null as unknown as PyType,
  Underflow: null as unknown as PyType,
  FloatOperation: null as unknown as PyType,
};
/** signal_map: (class, flag bits) in CPython's order; cond_map for the InvalidOperation conditions. */
let signalMap: [PyType, number, string][] = [];
let condMap: [PyType, number][] = [];

function makeClass(name: string, bases: PyType[]): PyType {
  const ns = newDict();
  dictSetItem(ns, internStr("__module__"), internStr("decimal"));
  return typeNew(PyType_Type, name, bases, ns, []);
}

function makeSignals(): void {
  const s = sig;
  s.DecimalException = makeClass("DecimalException", [PyExc_ArithmeticError]);
  s.Clamped = makeClass("Clamped", [s.DecimalException]);
  s.InvalidOperation = makeClass("InvalidOperation", [s.DecimalException]);
  s.DivisionByZero = makeClass("DivisionByZero", [s.DecimalException, PyExc_ZeroDivisionError]);
  s.Inexact = makeClass("Inexact", [s.DecimalException]);
  s.Rounded = makeClass("Rounded", [s.DecimalException]);
  s.Subnormal = makeClass("Subnormal", [s.DecimalException]);
  s.Overflow = makeClass("Overflow", [s.Inexact, s.Rounded]);
  s.Underflow = makeClass("Underflow", [s.Inexact, s.Rounded, s.Subnormal]);
  s.FloatOperation = makeClass("FloatOperation", [s.DecimalException, PyExc_TypeError]);
  s.ConversionSyntax = makeClass("ConversionSyntax", [s.InvalidOperation]);
  s.DivisionImpossible = makeClass("DivisionImpossible", [s.InvalidOperation]);
  s.DivisionUndefined = makeClass("DivisionUndefined", [s.InvalidOperation, PyExc_ZeroDivisionError]);
  s.InvalidContext = makeClass("InvalidContext", [s.InvalidOperation]);
  signalMap = [
    [s.InvalidOperation, M.IEEE_Invalid, "InvalidOperation"],
    [s.FloatOperation, M.FloatOperation, "FloatOperation"],
    [s.DivisionByZero, M.DivisionByZero, "DivisionByZero"],
    [s.Overflow, M.Overflow, "Overflow"],
    [s.Underflow, M.Underflow, "Underflow"],
    [s.Subnormal, M.Subnormal, "Subnormal"],
    [s.Inexact, M.Inexact, "Inexact"],
    [s.Rounded, M.Rounded, "Rounded"],
    [s.Clamped, M.Clamped, "Clamped"],
  ];
  condMap = [
    [s.InvalidOperation, M.InvalidOperation],
    [s.ConversionSyntax, M.ConversionSyntax],
    [s.DivisionImpossible, M.DivisionImpossible],
    [s.DivisionUndefined, M.DivisionUndefined],
    [s.InvalidContext, M.InvalidContext],
  ];
}

/** flags_as_list: the conditions, then the signals other than InvalidOperation. */
function flagsAsList(flags: number): PyList {
  const items: PyObject[] = [];
  for (const [t, f] of condMap) if (flags & f) items.push(t);
  for (let i = 1; i < signalMap.length; i++) if (flags & signalMap[i]![1]) items.push(signalMap[i]![0]);
  for (const t of items) Py_INCREF(t);
  return newList(items);
}

/** dec_addstatus: record `status`, raise the first trapped signal with the list of the trapped ones. */
export function addStatus(ctx: PyDecContext, status: number): void {
  ctx.c.status |= status;
  const trapped = status & ctx.traps;
  if (trapped === 0) return;
  let ex: PyType = sig.InvalidOperation;
  for (const [t, f] of signalMap) {
    if (trapped & f) {
      ex = t;
      break;
    }
  }
  throw newExceptionArgs(ex, [flagsAsList(trapped)]);
}

/** The flag bits of a signal class (a key of flags/traps), or -1. */
function signalBits(o: PyObject): number {
  for (const [t, f] of signalMap) if (o === t) return f;
  return -1;
}

// ---------------------------------------------------------------- the current context

let contextVar: PyObject | null = null;
export let defaultTemplate: PyDecContext;
let basicTemplate: PyDecContext;
let extendedTemplate: PyDecContext;

function copyContext(src: PyDecContext, type: PyType = PyContext_Type): PyDecContext {
  const c = type === PyContext_Type ? new PyDecContext(type) : (type.tp_alloc(type) as PyDecContext);
  c.c = { ...src.c };
  c.traps = src.traps;
  c.capitals = src.capitals;
  return c;
}

/** The current context (borrowed): a copy of DefaultContext set on first use. */
export function current(): PyDecContext {
  const v = callMethod(contextVar!, "get", [None]);
  if (v !== None) {
    Py_DECREF(v);
    return v as PyDecContext;
  }
  const c = copyContext(defaultTemplate);
  c.c.status = 0;
  setCurrent(c);
  Py_DECREF(c);
  return c;
}

function setCurrent(c: PyObject): void {
  const tok = callMethod(contextVar!, "set", [c]);
  Py_DECREF(tok);
}

/** A `context=` argument: None for the current one, else a Context. */
export function ctxArg(o: PyObject | null): PyDecContext {
  if (o === null || o === None) return current();
  if (!isContext(o)) typeError("optional argument must be a context");
  return o;
}

// ---------------------------------------------------------------- conversions

const WS = /^[\s\u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+|[\s\u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+$/g;

/** A string's value (exact), or null for a syntax error. */
export function decFromString(s: string, strip = true): Dec | null {
  let t = strip ? s.replace(WS, "") : s;
  // Unicode decimal digits are their ASCII ones
  t = t.replace(/\p{Nd}/gu, (ch) => {
    const cp = ch.codePointAt(0)!;
    if (cp < 128) return ch;
    // every Nd block is a run of ten from its zero
    for (let z = cp; z > cp - 10; z--) {
      if (!/\p{Nd}/u.test(String.fromCodePoint(z - 1))) return String((cp - z) % 10);
    }
    return String((cp - (cp - 9)) % 10);
  });
  t = t.replace(/_/g, "");
  if (/[^\x21-\x7e]/.test(t)) return null;
  return M.parseDecimal(t);
}

export function decFromBigInt(v: bigint): Dec {
  return v < 0n ? M.mk(1, -v, 0) : M.mk(0, v, 0);
}

export function intValue(o: PyInt): bigint {
  return BigInt(o.value);
}

/** A float's exact value. */
export function decFromDouble(x: number): Dec {
  if (Number.isNaN(x)) {
    const f = new Float64Array([x]);
    void f;
    return M.nan(0);
  }
  const sign = x < 0 || Object.is(x, -0) ? 1 : 0;
  if (!Number.isFinite(x)) return M.inf(sign);
  let a = Math.abs(x);
  if (a === 0) return M.mk(sign, 0n, 0);
  // a = m * 2**e with m an odd integer
  let e = 0;
  while (!Number.isInteger(a)) {
    a *= 2;
    e--;
  }
  let m = BigInt(a);
  while (e < 0 && (m & 1n) === 0n) {
    m >>= 1n;
    e++;
  }
  if (e >= 0) return M.mk(sign, m << BigInt(e), 0);
  return M.mk(sign, m * 5n ** BigInt(-e), e);
}

/** convert_op: a Decimal or an int as a Dec, or null (NotImplemented). */
export function convertOp(o: PyObject): Dec | null {
  if (isDec(o)) return o.d;
  if (isInt(o)) return decFromBigInt(intValue(o));
  return null;
}

/** convert_op_raise: a Decimal or an int, or TypeError. */
export function convertRaise(o: PyObject): Dec {
  const d = convertOp(o);
  if (d === null) typeError(`conversion from ${typeName(o)} to Decimal is not supported`);
  return d;
}

/** A Decimal from a tuple or list (sign, digits, exponent). */
function decFromTuple(o: PyObject): Dec {
  const items = isTuple(o) ? (o as PyTuple).items : (o as PyList).items;
  if (items.length !== 3) throw newException(PyExc_ValueError, "argument must be a sequence of length 3");
  const [s, digits, e] = items as [PyObject, PyObject, PyObject];
  if (!isInt(s) || (intValue(s as PyInt) !== 0n && intValue(s as PyInt) !== 1n)) {
    throw newException(PyExc_ValueError, "sign must be an integer with the value 0 or 1");
  }
  const sign = Number(intValue(s as PyInt));
  let kind = M.FINITE;
  let exp = 0;
  if (isStr(e)) {
    const v = (e as PyStr).value;
    if (v === "F") kind = M.INF;
    else if (v === "n") kind = M.NAN;
    else if (v === "N") kind = M.SNAN;
    else throw newException(PyExc_ValueError, "string argument in the third position must be 'F', 'n' or 'N'");
  } else if (isInt(e)) {
    const v = intValue(e as PyInt);
    exp = v > 9n * 10n ** 18n ? 9e18 : v < -(9n * 10n ** 18n) ? -9e18 : Number(v);
  } else throw newException(PyExc_ValueError, "exponent must be an integer");
  if (!isTuple(digits) && !isList(digits)) throw newException(PyExc_ValueError, "coefficient must be a tuple of digits");
  let str = "";
  for (const d of (digits as PyTuple).items) {
    if (!isInt(d)) throw newException(PyExc_ValueError, "coefficient must be a tuple of digits");
    const v = intValue(d as PyInt);
    if (v < 0n || v > 9n) throw newException(PyExc_ValueError, "coefficient must be a tuple of digits");
    str += v.toString();
  }
  if (kind === M.INF) return M.inf(sign);
  const coeff = str === "" ? 0n : BigInt(str);
  return M.mk(sign, coeff, kind === M.FINITE ? exp : 0, kind);
}

/** PyDecType_FromObjectExact / the context's create_decimal (rounded when `round`). */
export function decFromObject(v: PyObject, ctx: PyDecContext, round: boolean): Dec {
  let d: Dec;
  if (isDec(v)) d = v.d;
  else if (isStr(v)) {
    const p = decFromString((v as PyStr).value, !round);
    if (p === null) {
      addStatus(ctx, M.ConversionSyntax);
      return M.nan();
    }
    d = p;
  } else if (isInt(v)) d = decFromBigInt(intValue(v as PyInt));
  else if (isTuple(v) || isList(v)) d = decFromTuple(v);
  else if (isFloat(v)) {
    addStatus(ctx, M.FloatOperation);
    d = decFromDouble((v as PyFloat).value);
  } else typeError(`conversion from ${typeName(v)} to Decimal is not supported`);
  if (d.kind === M.NAN || d.kind === M.SNAN) {
    // a payload longer than the precision allows is a syntax error
    const max = round ? ctx.c.prec - ctx.c.clamp : M.MAX_PREC;
    if (d.coeff !== 0n && M.ndigits(d.coeff) > max) {
      addStatus(ctx, M.ConversionSyntax);
      return M.nan();
    }
    return d;
  }
  if (!round) return d;
  return apply(ctx, (c) => M.finalize(d, c));
}

/** Runs an operation on a copy of the context's numbers and adds the status it raised. */
export function apply<T>(ctx: PyDecContext, f: (c: Ctx) => T): T {
  const c = ctx.c;
  const saved = c.status;
  c.status = 0;
  let r: T;
  try {
    r = f(c);
  } finally {
    const st = c.status;
    c.status = saved;
    if (st) addStatus(ctx, st);
  }
  return r;
}

// ---------------------------------------------------------------- Decimal

const P61 = (1n << 61n) - 1n;
const INV10 = modPow(10n, P61 - 2n, P61);
function modPow(b: bigint, e: bigint, m: bigint): bigint {
  let r = 1n;
  b %= m;
  while (e > 0n) {
    if (e & 1n) r = (r * b) % m;
    b = (b * b) % m;
    e >>= 1n;
  }
  return r;
}

function decHash(o: PyDec): number | bigint {
  const d = o.d;
  if (d.kind === M.SNAN) typeError("Cannot hash a signaling NaN value");
  if (d.kind === M.NAN) return PyBaseObject_Type.tp_hash!(o);
  if (d.kind === M.INF) return d.sign ? -314159 : 314159;
  const e = d.exp >= 0 ? modPow(10n, BigInt(d.exp), P61) : modPow(INV10, BigInt(-d.exp), P61);
  let h = (d.coeff * e) % P61;
  if (d.sign) h = -h;
  if (h === -1n) h = -2n;
  return h >= -(2n ** 53n) && h <= 2n ** 53n ? Number(h) : h;
}

function decNew(type: PyType, args: PyObject[], kw: string[] | null): PyObject {
  const [value, context] = parseArgs("Decimal", args, kw, ["value", "context"], 0);
  const ctx = ctxArg(context);
  if (value === null) return newDec(ZERO, type);
  if (isDec(value) && type === PyDec_Type && value.ob_type === PyDec_Type) {
    Py_INCREF(value);
    return value;
  }
  return newDec(decFromObject(value, ctx, false), type);
}

export function decStr(d: Dec, ctx: PyDecContext | null = null): string {
  const caps = (ctx ?? current()).capitals === 1;
  return M.toString(d, false, caps);
}

/** mpd to an int, rounding as `round` says; ValueError/OverflowError for NaN/Infinity. */
export function decToInt(d: Dec, round: number): PyObject {
  if (d.kind === M.NAN || d.kind === M.SNAN) throw newException(PyExc_ValueError, "cannot convert NaN to integer");
  if (d.kind === M.INF) throw newException(PyExc_OverflowError, "cannot convert Infinity to integer");
  const r = M.rescale(d, 0, round).d;
  const v = r.exp > 0 ? r.coeff * M.pow10(r.exp) : r.coeff;
  return newIntBig(r.sign ? -v : v);
}

function decFloat(d: Dec): number {
  if (d.kind === M.SNAN) throw newException(PyExc_ValueError, "cannot convert signaling NaN to float");
  if (d.kind === M.NAN) return d.sign ? -NaN : NaN;
  const s = M.toString(d, false, false);
  const v = Number(s);
  return v;
}

/** Compare a Decimal with another object for rich comparison; null when not comparable (NotImplemented). */
function richCompare(a: PyDec, w: PyObject, op: number): PyObject {
  const ctx = current();
  let b: Dec | null = convertOp(w);
  let ad = a.d;
  if (b === null) {
    if (isFloat(w)) {
      if (op === 2 || op === 3) ctx.c.status |= M.FloatOperation;
      else addStatus(ctx, M.FloatOperation);
      b = decFromDouble((w as PyFloat).value);
    } else if (w.ob_type.tp_name === "complex" && (op === 2 || op === 3)) {
      const c = w as unknown as { real: number; imag: number };
      if (c.imag !== 0) return NotImplemented;
      ctx.c.status |= M.FloatOperation;
      b = decFromDouble(c.real);
    } else if (isRational(w)) {
      // compare a * denominator with numerator, both exact
      const num = getAttrString(w, "numerator"), den = getAttrString(w, "denominator");
      const nv = intValue(num as PyInt), dv = intValue(den as PyInt);
      Py_DECREF(num);
      Py_DECREF(den);
      if (ad.kind === M.FINITE) ad = M.mk(ad.sign, ad.coeff * (dv < 0n ? -dv : dv), ad.exp);
      b = decFromBigInt(dv < 0n ? -nv : nv);
    } else return NotImplemented;
  }
  if (M.isNan(ad) || M.isNan(b)) {
    if (ad.kind === M.SNAN || b.kind === M.SNAN || (op !== 2 && op !== 3)) addStatus(ctx, M.InvalidOperation);
    return newBool(op === 3);
  }
  const r = M.cmp(ad, b);
  let res: boolean;
  switch (op) {
    case 0: res = r < 0; break;
    case 1: res = r <= 0; break;
    case 2: res = r === 0; break;
    case 3: res = r !== 0; break;
    case 4: res = r > 0; break;
    default: res = r >= 0;
  }
  return newBool(res);
}

let rationalType: PyObject | null = null;
function isRational(o: PyObject): boolean {
  if (isInt(o)) return false;
  if (rationalType === null) {
    const numbers = importModuleLevel(internStr("numbers"), null, null, 0);
    rationalType = getAttrString(numbers, "Rational");
    Py_DECREF(numbers);
  }
  const r = callMethod(rationalType, "__instancecheck__", [o]);
  const ok = r === True;
  Py_DECREF(r);
  return ok;
}

/** A binary operator: both operands Decimal or int, else NotImplemented. */
function binop(f: (c: Ctx, a: Dec, b: Dec) => Dec) {
  return (v: PyObject, w: PyObject): PyObject => {
    const a = convertOp(v), b = convertOp(w);
    if (a === null || b === null) return NotImplemented;
    const ctx = current();
    return newDec(apply(ctx, (c) => f(c, a, b)));
  };
}

function initDecimal(): void {
  const T = PyDec_Type;
  T.tp_doc = "Decimal(value='0', context=None)\n--\n\nConstruct a new Decimal object. 'value' can be an integer, string, tuple,\nor another Decimal object. If no value is given, return Decimal('0'). The\ncontext does not affect the conversion and is only passed to determine if\nthe InvalidOperation trap is active.\n\n";
  T.tp_alloc = (t) => new PyDec(t);
  T.tp_new = decNew;
  T.tp_repr = (o) => newStr(`Decimal('${decStr((o as PyDec).d)}')`);
  T.tp_str = (o) => newStr(decStr((o as PyDec).d));
  T.tp_hash = (o) => decHash(o as PyDec);
  T.tp_richcompare = (v, w, op) => richCompare(v as PyDec, w, op);
  T.nb_binary[0] = binop(M.add);
  T.nb_binary[10] = binop(M.sub);
  T.nb_binary[5] = binop(M.mul);
  T.nb_binary[11] = binop(M.div);
  T.nb_binary[2] = binop(M.divint);
  T.nb_binary[6] = binop(M.rem);
  T.nb_bool = (o) => !M.isZero((o as PyDec).d);
  T.nb_negative = (o) => newDec(apply(current(), (c) => M.minus(c, (o as PyDec).d)));
  T.nb_positive = (o) => newDec(apply(current(), (c) => M.plus(c, (o as PyDec).d)));
  T.nb_absolute = (o) => newDec(apply(current(), (c) => M.abs(c, (o as PyDec).d)));
  T.nb_int = (o) => decToInt((o as PyDec).d, M.ROUND_DOWN);
  T.nb_float = (o) => newFloat(decFloat((o as PyDec).d));
}

export { decFloat, flagsAsList, signalBits };

export function setTemplates(d: PyDecContext, b: PyDecContext, e: PyDecContext): void {
  defaultTemplate = d;
  basicTemplate = b;
  extendedTemplate = e;
}
export const signalMapOf = (): [PyType, number, string][] => signalMap;
export { copyContext, setCurrent, PySignalDict, PySignalDictMixin_Type, PyContextManager, PyContextManager_Type, basicTemplate, extendedTemplate };

let ready = false;

/** The module's entry point (registered in run.ts). */
export function makeDecimal(): PyModule {
  // per interpreter: the heap types (signals, SignalDict, DecimalTuple) and the context variable
  makeSignals();
  rationalType = null;
  contextVar = PyObject_Call(PyContextVar_Type, [internStr("decimal_context")]);
  if (!ready) {
    ready = true;
    initDecimal();
    initDecimalMethods();
    initContext();
    addSlotWrappers(PyDec_Type);
    addSlotWrappers(PyContext_Type);
    addSlotWrappers(PySignalDictMixin_Type);
    addSlotWrappers(PyContextManager_Type);
  }
  return buildModule();
}
