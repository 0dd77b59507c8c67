/**
 * decimal.Context (its attributes, checks and methods), the flags/traps SignalDict, the
 * ContextManager of localcontext(), and the module object of _decimal.
 */
import { PyObject, PyType, PyType_Type, Py_INCREF, Py_DECREF } from "../../objects/object.js";
import { None } from "../../objects/none.js";
import { internStr, newStr, isStr, type PyStr } from "../../objects/str.js";
import { newInt, newIntBig, isInt, type PyInt } from "../../objects/int.js";
import { isFloat, type PyFloat } from "../../objects/float.js";
import { newBool, True, False } from "../../objects/bool.js";
import { newTuple, isTuple, type PyTuple } from "../../objects/tuple.js";
import { newList, isList, type PyList } from "../../objects/list.js";
import { newDict, dictSetItem, isDict, type PyDict } from "../../objects/dict.js";
import { PyModule, newModule } from "../../objects/module.js";
import { defMethod, defGetSet, newCFunction } from "../../objects/descr.js";
import { typeError, newException, newExceptionArgs, PyExc_ValueError, PyExc_KeyError } from "../../objects/exceptions.js";
import { typeNew } from "../../objects/typeobject.js";
import { PyObject_Call, PyObject_IsTrue, getAttrString, iterateToArray, typeName, PyObject_Repr } from "../../abstract.js";
import { parseArgs } from "../../args.js";
import { importModuleLevel } from "../importer.js";
import * as M from "./mpd.js";
import * as T from "./transcend.js";
import { type Dec, type Ctx } from "./mpd.js";
import {
  PyDec_Type, PyContext_Type, PyDecContext, PySignalDict, PySignalDictMixin_Type, PyContextManager, PyContextManager_Type, sig,
  newDec, current, setCurrent, copyContext, apply, convertRaise, decFromObject, decFromDouble, decFromBigInt, intValue, isContext,
  isDec, signalBits, signalMapOf, setTemplates, defaultTemplate, basicTemplate, extendedTemplate, addStatus,
} from "../_decimal.js";
import { UNARY, BINARY, PREDICATES, numberClass, isNormal, isSubnormal, copySign, compareTotal, sameQuantum, roundingArg, setDecimalTuple, asTuple } from "./methods.js";

let signalDictType: PyType | null = null;

const ctxSelf = (o: PyObject): PyDecContext => {
  if (!isContext(o)) typeError(`descriptor requires a 'decimal.Context' object but received a '${typeName(o)}'`);
  return o;
};

// ---------------------------------------------------------------- SignalDict

const SIGNAL_KEY_ERR = "valid values for signals are:\n  [InvalidOperation, FloatOperation, DivisionByZero,\n   Overflow, Underflow, Subnormal, Inexact, Rounded,\n   Clamped]";

function sdBits(o: PySignalDict): number {
  const c = o.ctx!;
  return o.traps ? c.traps : c.c.status;
}
function sdSet(o: PySignalDict, bits: number): void {
  const c = o.ctx!;
  if (o.traps) c.traps = bits;
  else c.c.status = bits;
}

function signalDictOf(ctx: PyDecContext, traps: boolean): PyObject {
  const have = traps ? ctx.trapsDict : ctx.flagsDict;
  if (have !== null) {
    Py_INCREF(have);
    return have;
  }
  const t = signalDictType!;
  const d = t.tp_alloc(t) as PySignalDict;
  d.ctx = ctx;
  d.traps = traps;
  if (traps) ctx.trapsDict = d;
  else ctx.flagsDict = d;
  Py_INCREF(d);
  return d;
}

function keyBits(key: PyObject): number {
  const b = signalBits(key);
  if (b < 0) throw newExceptionArgs(PyExc_KeyError, [newStr(SIGNAL_KEY_ERR)]);
  return b;
}

function initSignalDict(): void {
  const S = PySignalDictMixin_Type;
  S.tp_alloc = (t) => new PySignalDict(t);
  S.tp_new = (t) => t.tp_alloc(t);
  S.mp_subscript = (o, key) => newBool((sdBits(o as PySignalDict) & keyBits(key)) !== 0);
  S.mp_ass_subscript = (o, key, v) => {
    if (v === null) throw newException(PyExc_ValueError, "signal keys cannot be deleted");
    const b = keyBits(key);
    const on = PyObject_IsTrue(v);
    const s = o as PySignalDict;
    sdSet(s, on ? sdBits(s) | b : sdBits(s) & ~b);
  };
  S.sq_length = () => signalMapOf().length;
  S.tp_iter = () => {
    const keys = signalMapOf().map(([t]) => (Py_INCREF(t), t as PyObject));
    const l = newList(keys);
    const it = PyObject_Call(getAttrString(l, "__iter__"), []);
    Py_DECREF(l);
    return it;
  };
  S.tp_repr = (o) => {
    const b = sdBits(o as PySignalDict);
    const parts = signalMapOf().map(([t, f]) => `<class 'decimal.${t.tp_name}'>:${b & f ? "True" : "False"}`);
    return newStr("{" + parts.join(", ") + "}");
  };
  defMethod(S, "copy", (o, args, kw) => {
    parseArgs("copy", args, kw, [], 0);
    const b = sdBits(o as PySignalDict);
    const d = newDict();
    for (const [t, f] of signalMapOf()) dictSetItem(d, t, newBool((b & f) !== 0));
    return d;
  });
}

/** Flags from a list of signals or a mapping of every signal to a truth value. */
function flagsFromObject(o: PyObject): number {
  if (isList(o) || isTuple(o)) {
    let bits = 0;
    for (const k of (o as PyList).items) bits |= keyBits(k);
    return bits;
  }
  if (o instanceof PySignalDict) return sdBits(o);
  if (isDict(o)) {
    const keys = iterateToArray(o);
    let bits = 0;
    if (keys.length !== signalMapOf().length) throw newExceptionArgs(PyExc_KeyError, [newStr("invalid signal dict")]);
    for (const k of keys) {
      const b = keyBits(k);
      const v = PyObject_Call(getAttrString(o, "__getitem__"), [k]);
      if (PyObject_IsTrue(v)) bits |= b;
      Py_DECREF(v);
      Py_DECREF(k);
    }
    return bits;
  }
  typeError("argument must be a signal dict");
}

// ---------------------------------------------------------------- Context attributes

function asSsize(v: PyObject): number {
  if (!isInt(v)) typeError("an integer is required");
  const b = intValue(v as PyInt);
  if (b > 9223372036854775807n || b < -9223372036854775808n) typeError("an integer is required");
  return Number(b);
}

function setPrec(c: PyDecContext, v: PyObject): void {
  const x = asSsize(v);
  if (x < 1 || x > M.MAX_PREC) throw newException(PyExc_ValueError, "valid range for prec is [1, MAX_PREC]");
  c.c.prec = x;
}
function setEmin(c: PyDecContext, v: PyObject): void {
  const x = asSsize(v);
  if (x > 0 || x < M.MIN_EMIN) throw newException(PyExc_ValueError, "valid range for Emin is [MIN_EMIN, 0]");
  c.c.emin = x;
}
function setEmax(c: PyDecContext, v: PyObject): void {
  const x = asSsize(v);
  if (x < 0 || x > M.MAX_EMAX) throw newException(PyExc_ValueError, "valid range for Emax is [0, MAX_EMAX]");
  c.c.emax = x;
}
function setRounding(c: PyDecContext, v: PyObject): void {
  c.c.round = roundingArg(v === None ? internStr("x") : v, c);
}
function setCapitals(c: PyDecContext, v: PyObject): void {
  const x = asSsize(v);
  if (x !== 0 && x !== 1) throw newException(PyExc_ValueError, "valid values for capitals are 0 or 1");
  c.capitals = x;
}
function setClamp(c: PyDecContext, v: PyObject): void {
  const x = asSsize(v);
  if (x !== 0 && x !== 1) throw newException(PyExc_ValueError, "valid values for clamp are 0 or 1");
  c.c.clamp = x;
}

const CTX_ATTRS: [string, (c: PyDecContext, v: PyObject) => void][] = [
  ["prec", setPrec],
  ["rounding", setRounding],
  ["Emin", setEmin],
  ["Emax", setEmax],
  ["capitals", setCapitals],
  ["clamp", setClamp],
  ["flags", (c, v) => (c.c.status = flagsFromObject(v))],
  ["traps", (c, v) => (c.traps = flagsFromObject(v))],
];

/** The signal names in libmpdec's flag order, InvalidOperation once (mpd_lsnprint_signals). */
function signalNames(bits: number): string[] {
  const names: string[] = [];
  const order: [number, string][] = [
    [M.Clamped, "Clamped"], [M.ConversionSyntax, "InvalidOperation"], [M.DivisionByZero, "DivisionByZero"],
    [M.DivisionImpossible, "InvalidOperation"], [M.DivisionUndefined, "InvalidOperation"], [M.FpuError, "InvalidOperation"],
    [M.Inexact, "Inexact"], [M.InvalidContext, "InvalidOperation"], [M.InvalidOperation, "InvalidOperation"],
    [M.MallocError, "InvalidOperation"], [M.FloatOperation, "FloatOperation"], [M.Overflow, "Overflow"],
    [M.Rounded, "Rounded"], [M.Subnormal, "Subnormal"], [M.Underflow, "Underflow"],
  ];
  let invalidDone = false;
  for (const [f, n] of order) {
    if (!(bits & f)) continue;
    if (n === "InvalidOperation") {
      if (invalidDone) continue;
      invalidDone = true;
    }
    names.push(n);
  }
  return names;
}

function contextRepr(c: PyDecContext): string {
  const x = c.c;
  return `Context(prec=${x.prec}, rounding=${M.ROUNDING_NAMES[x.round]}, Emin=${x.emin}, Emax=${x.emax}, capitals=${c.capitals}, clamp=${x.clamp}, flags=[${signalNames(x.status).join(", ")}], traps=[${signalNames(c.traps).join(", ")}])`;
}

/** The signal classes whose bits are set, in signal_map order (for __reduce__). */
function signalList(bits: number): PyObject {
  const items: PyObject[] = [];
  for (const [t, f] of signalMapOf()) if (bits & f) items.push((Py_INCREF(t), t));
  return newList(items);
}

// ---------------------------------------------------------------- Context methods

function ctxMethod(name: string, n: number, f: (ctx: PyDecContext, args: PyObject[]) => PyObject): void {
  defMethod(PyContext_Type, name, (o, args, kw) => {
    if (kw !== null && kw.length > 0) typeError(`${name}() takes no keyword arguments`);
    if (args.length !== n) {
      if (n === 1) typeError(`Context.${name}() takes exactly one argument (${args.length} given)`);
      typeError(`function takes exactly ${n} arguments (${args.length} given)`);
    }
    return f(ctxSelf(o), args);
  });
}

function initContextMethods(): void {
  const unary: [string, (c: Ctx, a: Dec) => Dec][] = [
    ...UNARY,
    ["abs", M.abs],
    ["minus", M.minus],
    ["plus", M.plus],
    ["to_integral", (c, a) => M.toIntegral(c, a, c.round, false)],
    ["to_integral_value", (c, a) => M.toIntegral(c, a, c.round, false)],
    ["to_integral_exact", (c, a) => M.toIntegral(c, a, c.round, true)],
  ];
  for (const [name, f] of unary) ctxMethod(name, 1, (ctx, [a]) => {
    const x = convertRaise(a!);
    return newDec(apply(ctx, (c) => f(c, x)));
  });
  const binary: [string, (c: Ctx, a: Dec, b: Dec) => Dec][] = [
    ...BINARY,
    ["add", M.add],
    ["subtract", M.sub],
    ["multiply", M.mul],
    ["divide", M.div],
    ["divide_int", M.divint],
    ["remainder", M.rem],
    ["quantize", (c, a, b) => M.quantize(c, a, b)],
  ];
  for (const [name, f] of binary) ctxMethod(name, 2, (ctx, [a, b]) => {
    const x = convertRaise(a!), y = convertRaise(b!);
    return newDec(apply(ctx, (c) => f(c, x, y)));
  });
  ctxMethod("divmod", 2, (ctx, [a, b]) => {
    const x = convertRaise(a!), y = convertRaise(b!);
    const [q, r] = apply(ctx, (c) => M.divmod(c, x, y));
    return newTuple([newDec(q), newDec(r)]);
  });
  ctxMethod("fma", 3, (ctx, [a, b, d]) => {
    const x = convertRaise(a!), y = convertRaise(b!), z = convertRaise(d!);
    return newDec(apply(ctx, (c) => M.fma(c, x, y, z)));
  });
  defMethod(PyContext_Type, "power", (o, args, kw) => {
    const [a, b, modulo] = parseArgs("power", args, kw, ["a", "b", "modulo"], 2);
    const ctx = ctxSelf(o);
    const x = convertRaise(a!), y = convertRaise(b!);
    if (modulo === null || modulo === None) return newDec(apply(ctx, (c) => T.pow(c, x, y)));
    const m = convertRaise(modulo);
    return newDec(apply(ctx, (c) => T.powMod(c, x, y, m)));
  });
  for (const [name, f] of PREDICATES) ctxMethod(name, 1, (_ctx, [a]) => newBool(f(convertRaise(a!))));
  ctxMethod("is_normal", 1, (ctx, [a]) => newBool(isNormal(convertRaise(a!), ctx.c)));
  ctxMethod("is_subnormal", 1, (ctx, [a]) => newBool(isSubnormal(convertRaise(a!), ctx.c)));
  ctxMethod("number_class", 1, (ctx, [a]) => newStr(numberClass(convertRaise(a!), ctx.c)));
  ctxMethod("to_sci_string", 1, (ctx, [a]) => newStr(M.toString(convertRaise(a!), false, ctx.capitals === 1)));
  ctxMethod("to_eng_string", 1, (ctx, [a]) => newStr(M.toString(convertRaise(a!), true, ctx.capitals === 1)));
  ctxMethod("canonical", 1, (_ctx, [a]) => {
    if (!isDec(a!)) typeError("argument must be a Decimal");
    Py_INCREF(a!);
    return a!;
  });
  ctxMethod("copy_abs", 1, (_ctx, [a]) => {
    const x = convertRaise(a!);
    return newDec(M.mk(0, x.coeff, x.exp, x.kind));
  });
  ctxMethod("copy_negate", 1, (_ctx, [a]) => {
    const x = convertRaise(a!);
    return newDec(M.mk(1 - x.sign, x.coeff, x.exp, x.kind));
  });
  ctxMethod("copy_decimal", 1, (_ctx, [a]) => newDec(convertRaise(a!)));
  ctxMethod("copy_sign", 2, (_ctx, [a, b]) => newDec(copySign(convertRaise(a!), convertRaise(b!))));
  ctxMethod("compare_total", 2, (_ctx, [a, b]) => newDec(compareTotal(convertRaise(a!), convertRaise(b!), false)));
  ctxMethod("compare_total_mag", 2, (_ctx, [a, b]) => newDec(compareTotal(convertRaise(a!), convertRaise(b!), true)));
  ctxMethod("same_quantum", 2, (_ctx, [a, b]) => newBool(sameQuantum(convertRaise(a!), convertRaise(b!))));
  ctxMethod("radix", 0, () => newDec(M.mk(0, 10n, 0)));
  ctxMethod("Etiny", 0, (ctx) => newIntBig(M.etiny(ctx.c)));
  ctxMethod("Etop", 0, (ctx) => newIntBig(M.etop(ctx.c)));
  ctxMethod("clear_flags", 0, (ctx) => ((ctx.c.status = 0), None));
  ctxMethod("clear_traps", 0, (ctx) => ((ctx.traps = 0), None));
  ctxMethod("copy", 0, (ctx) => copyContext(ctx, ctx.ob_type));
  ctxMethod("__copy__", 0, (ctx) => copyContext(ctx, ctx.ob_type));
  ctxMethod("_apply", 1, (ctx, [a]) => newDec(decFromObject(a!, ctx, true)));
  ctxMethod("apply", 1, (ctx, [a]) => newDec(decFromObject(a!, ctx, true)));
  ctxMethod("__reduce__", 0, (ctx) => {
    const x = ctx.c;
    Py_INCREF(ctx.ob_type);
    return newTuple([ctx.ob_type, newTuple([newIntBig(x.prec), newStr(M.ROUNDING_NAMES[x.round]!), newIntBig(x.emin), newIntBig(x.emax), newInt(ctx.capitals), newInt(x.clamp), signalList(x.status), signalList(ctx.traps)])]);
  });
  defMethod(PyContext_Type, "create_decimal", (o, args, kw) => {
    const [num] = parseArgs("create_decimal", args, kw, ["num"], 0);
    const ctx = ctxSelf(o);
    if (num === null) return newDec(M.mk(0, 0n, 0));
    return newDec(decFromObject(num, ctx, true));
  });
  defMethod(PyContext_Type, "create_decimal_from_float", (o, args, kw) => {
    const [f] = parseArgs("create_decimal_from_float", args, kw, ["f"], 1);
    const ctx = ctxSelf(o);
    let d: Dec;
    if (isInt(f!)) d = decFromBigInt(intValue(f as PyInt));
    else if (isFloat(f!)) d = decFromDouble((f as PyFloat).value);
    else typeError("argument must be int or float");
    return newDec(apply(ctx, (c) => M.finalize(d, c)));
  });
}

function contextInit(o: PyObject, args: PyObject[], kw: string[] | null): void {
  const vals = parseArgs("Context", args, kw, CTX_ATTRS.map(([n]) => n), 0);
  const c = ctxSelf(o);
  for (let i = 0; i < CTX_ATTRS.length; i++) {
    const v = vals[i];
    if (v !== null && v !== undefined && v !== None) CTX_ATTRS[i]![1](c, v);
  }
}

export function initContext(): void {
  initSignalDict();
  const C = PyContext_Type;
  C.tp_alloc = (t) => new PyDecContext(t);
  C.tp_new = (t) => {
    const c = t.tp_alloc(t) as PyDecContext;
    if (defaultTemplate) {
      c.c = { ...defaultTemplate.c, status: 0 };
      c.traps = defaultTemplate.traps;
      c.capitals = defaultTemplate.capitals;
    }
    return c;
  };
  C.tp_init = contextInit;
  C.tp_repr = (o) => newStr(contextRepr(o as PyDecContext));
  const getters: [string, (c: PyDecContext) => PyObject][] = [
    ["prec", (c) => newIntBig(c.c.prec)],
    ["rounding", (c) => newStr(M.ROUNDING_NAMES[c.c.round]!)],
    ["Emin", (c) => newIntBig(c.c.emin)],
    ["Emax", (c) => newIntBig(c.c.emax)],
    ["capitals", (c) => newInt(c.capitals)],
    ["clamp", (c) => newInt(c.c.clamp)],
    ["flags", (c) => signalDictOf(c, false)],
    ["traps", (c) => signalDictOf(c, true)],
  ];
  for (let i = 0; i < getters.length; i++) {
    const [name, get] = getters[i]!;
    const set = CTX_ATTRS[i]![1];
    defGetSet(C, name, (o) => get(ctxSelf(o)), (o, v) => {
      if (v === null) throw newException(PyExc_AttributeError_, "context attributes cannot be deleted");
      set(ctxSelf(o), v);
    });
  }
  initContextMethods();
  const CM = PyContextManager_Type;
  defMethod(CM, "__enter__", (o, args, kw) => {
    parseArgs("__enter__", args, kw, [], 0);
    const m = o as PyContextManager;
    const g = current();
    Py_INCREF(g);
    m.global = g;
    setCurrent(m.local);
    Py_INCREF(m.local);
    return m.local;
  });
  defMethod(CM, "__exit__", (o, args) => {
    void args;
    const m = o as PyContextManager;
    if (m.global) setCurrent(m.global);
    return None;
  });
}

import { PyExc_AttributeError as PyExc_AttributeError_ } from "../../objects/exceptions.js";

// ---------------------------------------------------------------- module

function makeTemplate(prec: number, round: number, traps: number, clamp = 0, emax = 999999, emin = -999999): PyDecContext {
  const c = new PyDecContext(PyContext_Type);
  c.c = { prec, round, emax, emin, clamp, status: 0 };
  c.traps = traps;
  return c;
}


function localcontext(_m: PyObject, args: PyObject[], kw: string[] | null): PyObject {
  const nkw = kw?.length ?? 0;
  const npos = args.length - nkw;
  const names = ["ctx", ...CTX_ATTRS.map(([n]) => n)];
  for (const k of kw ?? []) if (!names.includes(k)) typeError(`this function got an unexpected keyword argument '${k}'`);
  if (npos > 1) typeError(`localcontext() takes at most 1 positional argument (${npos} given)`);
  let base: PyObject | null = npos === 1 ? args[0]! : null;
  const ci = kw?.indexOf("ctx") ?? -1;
  if (ci >= 0) base = args[npos + ci]!;
  const src = base === null || base === None ? current() : base;
  if (!isContext(src)) typeError("optional argument must be a context");
  const local = copyContext(src);
  for (let k = 0; k < nkw; k++) {
    const name = kw![k]!;
    if (name === "ctx") continue;
    const a = CTX_ATTRS.find(([n]) => n === name)!;
    a[1](local, args[npos + k]!);
  }
  return new PyContextManager(PyContextManager_Type, local);
}

export function buildModule(): PyModule {
  {
    const basicTraps = M.IEEE_Invalid | M.DivisionByZero | M.Overflow | M.Underflow | M.Clamped;
    setTemplates(
      makeTemplate(28, M.ROUND_HALF_EVEN, M.IEEE_Invalid | M.DivisionByZero | M.Overflow),
      makeTemplate(9, M.ROUND_HALF_UP, basicTraps),
      makeTemplate(9, M.ROUND_HALF_EVEN, 0),
    );
    const abc = importModuleLevel(internStr("collections.abc"), null, newTuple([internStr("MutableMapping")]), 0);
    const mm = getAttrString(abc, "MutableMapping");
    const ns = newDict();
    dictSetItem(ns, internStr("__module__"), internStr("abc"));
    signalDictType = PyObject_Call(getAttrString(mm, "__class__"), [internStr("SignalDict"), newTuple([PySignalDictMixin_Type, mm]), ns]) as PyType;
    const coll = importModuleLevel(internStr("collections"), null, newTuple([internStr("namedtuple")]), 0);
    const nt = getAttrString(coll, "namedtuple");
    setDecimalTuple(PyObject_Call(nt, [internStr("DecimalTuple"), internStr("sign digits exponent"), internStr("decimal")], ["module"]));
  }
  const mod = newModule("decimal");
  const d = mod.dict!;
  const put = (k: string, v: PyObject): void => dictSetItem(d, internStr(k), v);
  put("__doc__", internStr("C decimal arithmetic module"));
  put("__version__", internStr("1.70"));
  put("__libmpdec_version__", internStr("2.5.1"));
  put("Decimal", PyDec_Type);
  put("Context", PyContext_Type);
  put("DecimalTuple", decTupleRef());
  for (const [k, v] of Object.entries(sig)) put(k, v);
  put("DefaultContext", defaultTemplate);
  put("BasicContext", basicTemplate);
  put("ExtendedContext", extendedTemplate);
  put("MAX_PREC", newIntBig(999999999999999999n));
  put("MAX_EMAX", newIntBig(999999999999999999n));
  put("MIN_EMIN", newIntBig(-999999999999999999n));
  put("MIN_ETINY", newIntBig(-1999999999999999997n));
  put("IEEE_CONTEXT_MAX_BITS", newInt(512));
  put("HAVE_THREADS", True);
  put("HAVE_CONTEXTVAR", True);
  M.ROUNDING_NAMES.forEach((n) => put(n, internStr(n)));
  put("getcontext", newCFunction("getcontext", () => {
    const c = current();
    Py_INCREF(c);
    return c;
  }, mod));
  put("setcontext", newCFunction("setcontext", (_m, args) => {
    if (args.length !== 1) typeError(`setcontext() takes exactly one argument (${args.length} given)`);
    let v = args[0]!;
    if (!isContext(v)) typeError("argument must be a context");
    if (v === defaultTemplate || v === basicTemplate || v === extendedTemplate) {
      const c = copyContext(v as PyDecContext);
      c.c.status = 0;
      v = c;
      setCurrent(v);
      Py_DECREF(v);
    } else setCurrent(v);
    return None;
  }, mod));
  put("localcontext", newCFunction("localcontext", localcontext, mod));
  put("IEEEContext", newCFunction("IEEEContext", (_m, args) => {
    if (args.length !== 1) typeError(`IEEEContext() takes exactly one argument (${args.length} given)`);
    const bits = asSsize(args[0]!);
    if (bits <= 0 || bits > 512 || bits % 32 !== 0) throw newException(PyExc_ValueError, "argument must be a multiple of 32, with a maximum of 512");
    const emax = 3 * 2 ** (bits / 16 + 3);
    return makeTemplate(9 * (bits / 32) - 2, M.ROUND_HALF_EVEN, 0, 1, emax, 1 - emax);
  }, mod));
  void addStatus;
  void PyType_Type;
  void typeNew;
  void PyObject_Repr;
  void False;
  void isStr;
  return mod;
}

import { decimalTupleType } from "./methods.js";
function decTupleRef(): PyObject {
  Py_INCREF(decimalTupleType!);
  return decimalTupleType!;
}
export type { PyStr, PyTuple, PyDict };
void asTuple;
