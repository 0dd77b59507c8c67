/** The math module (Modules/mathmodule.c, 3.14's function list and messages). */
import { PyObject, Py_DECREF } from "../objects/object.js";
import { None } from "../objects/none.js";
import { newFloat, PyFloat_Type, type PyFloat } from "../objects/float.js";
import { newInt, newIntBig, isInt, type PyInt } from "../objects/int.js";
import { newBool } from "../objects/bool.js";
import { internStr, isStr } from "../objects/str.js";
import { newTuple } from "../objects/tuple.js";
import { dictSetItem } from "../objects/dict.js";
import { PyModule, newModule } from "../objects/module.js";
import { newCFunction, type MethodImpl } from "../objects/descr.js";
import { PyExc_ValueError, PyExc_OverflowError, PyExc_ZeroDivisionError, newException, typeError } from "../objects/exceptions.js";
import { typeName, iterateToArray, PyNumber_BinaryOp, callMethod, PyNumber_Index } from "../abstract.js";
import { parseArgs, checkArgCount } from "../args.js";
import { formatFloatRepr } from "@pyts/parser";
import { ratioToDouble, powDouble, exp2Nearest, logNearest } from "@pyts/lexer";
import { intToFloat, floatAsDouble } from "../types/numbers.js";
import * as libm from "./libmTrig.js";
import {
  EDOM, ERANGE, copysign, decompose, frexp, ldexp, tgamma, lgamma, erf, erfc, vectorNorm, remainder, fmaExact, nextafterSteps, ulp,
} from "./mathHelpers.js";

/** PyFloat_AsDouble for math's arguments. */
const toDouble = floatAsDouble;

function valueError(msg: string): never {
  throw newException(PyExc_ValueError, msg);
}

function rangeError(): never {
  throw newException(PyExc_OverflowError, "math range error");
}

/** is_error: EDOM → ValueError; ERANGE → OverflowError unless it was an underflow. */
function checkErrno(r: number, errno: number, domainMsg: string): void {
  if (errno === EDOM) valueError(domainMsg);
  if (errno === ERANGE && Math.abs(r) >= 1.5) rangeError();
}

function bigOf(o: PyObject): bigint {
  return BigInt(PyNumber_Index(o).value);
}

function isqrt(n: bigint): bigint {
  if (n < 2n) return n;
  const d = Number(n);
  let x: bigint;
  if (Number.isFinite(d)) x = BigInt(Math.floor(Math.sqrt(d)));
  else {
    // past a double's range: start from 2**ceil(bits/2), above the root (Newton descends from there)
    x = 1n << BigInt(Math.ceil(n.toString(16).length * 4 / 2) + 1);
  }
  if (x === 0n) x = 1n;
  for (;;) {
    const y = (x + n / x) >> 1n;
    if (y >= x) break;
    x = y;
  }
  while (x * x > n) x--;
  while ((x + 1n) * (x + 1n) <= n) x++;
  return x;
}

function productRange(lo: bigint, hi: bigint): bigint {
  // product of lo..hi inclusive, by binary splitting
  if (lo > hi) return 1n;
  if (hi - lo < 8n) {
    let r = 1n;
    for (let i = lo; i <= hi; i++) r *= i;
    return r;
  }
  const mid = (lo + hi) >> 1n;
  return productRange(lo, mid) * productRange(mid + 1n, hi);
}

const SSIZE_MAX = 9223372036854775807n;

/** loghelper: log of an int of any size (as CPython: frexp then log(m) + log(2) * e). */
function logHelper(o: PyObject, f: (x: number) => number): number {
  if (isInt(o)) {
    const v = BigInt((o as PyInt).value);
    if (v <= 0n) valueError("expected a positive input");
    const x = Number(v);
    if (Number.isFinite(x)) return f(x);
    const bits = v.toString(2).length;
    const m = ratioToDouble(v, 1n << BigInt(bits));
    return f(m) + f(2.0) * bits;
  }
  return math1(o, f, false, "expected a positive input, got ");
}

// libm's log2 (nearly correctly rounded) for a finite positive x; JS's otherwise
const log2 = (x: number): number => (x > 0 && x < Infinity ? logNearest(x, 2) : Math.log2(x));

/** math_1: a one-argument libm function with CPython's error mapping. */
function math1(o: PyObject, f: (x: number) => number, canOverflow: boolean, expected: string | null): number {
  const x = toDouble(o);
  const r = f(x);
  const domain = (): never => valueError(expected === null ? "math domain error" : expected + formatFloatRepr(x));
  if (Number.isNaN(r) && !Number.isNaN(x)) domain();
  if (!Number.isFinite(r) && !Number.isNaN(r) && Number.isFinite(x)) {
    if (canOverflow) rangeError();
    domain();
  }
  return r;
}

function mathPow(x: number, y: number): number {
  let r: number;
  if (!Number.isFinite(x) || !Number.isFinite(y)) {
    if (Number.isNaN(x)) r = y === 0 ? 1 : x;
    else if (Number.isNaN(y)) r = x === 1 ? 1 : y;
    else if (!Number.isFinite(x)) {
      const oddY = Number.isFinite(y) && Math.abs(y) % 2 === 1;
      if (y > 0) r = oddY ? x : Math.abs(x);
      else if (y === 0) r = 1;
      else r = oddY ? copysign(0, x) : 0;
    } else if (Math.abs(x) === 1) r = 1;
    else if (y > 0 && Math.abs(x) > 1) r = y;
    else if (y < 0 && Math.abs(x) < 1) r = -y;
    else r = 0;
    return r;
  }
  r = powDouble(x, y);
  if (!Number.isFinite(r)) {
    if (Number.isNaN(r) || x === 0) valueError("math domain error");
    rangeError();
  }
  return r;
}

/** 2**x: exact scaling of 2**frac(x) (sqrt(2) for halves, which libm's exp2 rounds correctly too). */
function exp2(x: number): number {
  if (!Number.isFinite(x)) return Math.pow(2, x);
  // the nearest integer, so that the fraction x - n (|f| <= 1/2) is exact: x - floor(x) lost the
  // low bits of a tiny negative x (2**-3e-10 came out an ulp off)
  const n = Math.round(x);
  const f = x - n;
  if (n > 1100) return Infinity;
  if (n < -1200) return 0;
  const base = f === 0 ? 1 : f === 0.5 ? Math.SQRT2 : f === -0.5 ? Math.SQRT1_2 : exp2Nearest(f);
  return ldexp(base, n);
}

function sequenceItems(o: PyObject, fname: string, argn: number): PyObject[] {
  void fname;
  void argn;
  return iterateToArray(o);
}

function intRound(name: string, dunder: string, fn: (x: number) => number): MethodImpl {
  return (_s, args) => {
    if (args.length !== 1) typeError(`math.${name}() takes exactly one argument (${args.length} given)`);
    const x = args[0]!;
    if (x.ob_type === PyFloat_Type) return floatToInt(fn((x as PyFloat).value));
    if (isInt(x) && x.ob_type.lookup(dunder) === null) return newIntBig((x as PyInt).value);
    if (x.ob_type.lookup(dunder) !== null) return callMethod(x, dunder, []);
    if (dunder === "__trunc__") typeError(`type ${typeName(x)} doesn't define __trunc__ method`);
    return floatToInt(fn(toDouble(x)));
  };
}

function floatToInt(v: number): PyObject {
  if (Number.isNaN(v)) valueError("cannot convert float NaN to integer");
  if (!Number.isFinite(v)) throw newException(PyExc_OverflowError, "cannot convert float infinity to integer");
  return Number.isSafeInteger(v) ? newInt(v === 0 ? 0 : v) : newIntBig(BigInt(v));
}

/** math.fsum: Shewchuk's exact summation with mathmodule.c's special-value handling. */
function fsum(it: PyObject): number {
  const p: number[] = [];
  let specialSum = 0, infSum = 0;
  for (const o of iterateToArray(it)) {
    let x: number;
    try {
      x = toDouble(o);
    } finally {
      Py_DECREF(o);
    }
    const xsave = x;
    let i = 0;
    for (let j = 0; j < p.length; j++) {
      let y = p[j]!;
      if (Math.abs(x) < Math.abs(y)) [x, y] = [y, x];
      const hi = x + y;
      const yr = hi - x;
      const lo = y - yr;
      if (lo !== 0) p[i++] = lo;
      x = hi;
    }
    p.length = i;
    if (x !== 0) {
      if (!Number.isFinite(x)) {
        if (Number.isFinite(xsave)) throw newException(PyExc_OverflowError, "intermediate overflow in fsum");
        if (!Number.isNaN(xsave)) infSum += xsave;
        specialSum += xsave;
        p.length = 0;
      } else p.push(x);
    }
  }
  if (specialSum !== 0) {
    if (Number.isNaN(infSum)) valueError("-inf + inf in fsum");
    return specialSum;
  }
  let n = p.length;
  let hi = 0;
  if (n > 0) {
    hi = p[--n]!;
    let lo = 0;
    while (n > 0) {
      const x = hi;
      const y = p[--n]!;
      hi = x + y;
      const yr = hi - x;
      lo = y - yr;
      if (lo !== 0) break;
    }
    if (n > 0 && ((lo < 0 && p[n - 1]! < 0) || (lo > 0 && p[n - 1]! > 0))) {
      const y = lo * 2;
      const x = hi + y;
      const yr = x - hi;
      if (y === yr) hi = x;
    }
  }
  return hi;
}

export function makeMath(): PyModule {
  const mod = newModule("math");
  const d = mod.dict!;
  const def = (name: string, impl: MethodImpl) => dictSetItem(d, internStr(name), newCFunction(name, impl, mod));
  const one = (name: string, f: (x: PyObject) => PyObject) =>
    def(name, (_s, args, kw) => {
      if ((kw?.length ?? 0) > 0) typeError(`math.${name}() takes no keyword arguments`);
      if (args.length !== 1) typeError(`math.${name}() takes exactly one argument (${args.length} given)`);
      return f(args[0]!);
    });
  const f1 = (name: string, fn: (x: number) => number, canOverflow = false, expected: string | null = null) =>
    one(name, (o) => newFloat(math1(o, fn, canOverflow, expected)));
  const two = (name: string, f: (a: PyObject, b: PyObject) => PyObject) =>
    def(name, (_s, args) => {
      checkArgCount(name, args, 2, 2);
      return f(args[0]!, args[1]!);
    });

  for (const [k, v] of [["pi", Math.PI], ["e", Math.E], ["tau", 2 * Math.PI], ["inf", Infinity], ["nan", NaN]] as const) {
    dictSetItem(d, internStr(k), newFloat(v));
  }
  f1("acos", Math.acos, false, "expected a number in range from -1 up to 1, got ");
  f1("acosh", libm.acosh, false, "expected argument value not less than 1, got ");
  f1("asin", Math.asin, false, "expected a number in range from -1 up to 1, got ");
  f1("asinh", libm.asinh);
  f1("atan", Math.atan);
  f1("atanh", libm.atanh, false, "expected a number between -1 and 1, got ");
  f1("cbrt", Math.cbrt);
  f1("cos", libm.cos, false, "expected a finite input, got ");
  f1("cosh", libm.cosh, true);
  f1("exp", libm.exp, true);
  f1("exp2", exp2, true);
  f1("expm1", libm.expm1, true);
  f1("fabs", Math.abs);
  f1("log1p", libm.log1p, false, "expected argument value > -1, got ");
  f1("sin", libm.sin, false, "expected a finite input, got ");
  f1("sinh", libm.sinh, true);
  f1("sqrt", Math.sqrt, false, "expected a nonnegative input, got ");
  f1("tan", libm.tan, false, "expected a finite input, got ");
  f1("tanh", libm.tanh);
  const withErrno = (name: string, fn: (x: number) => [number, number], expected: string | null) =>
    one(name, (o) => {
      const x = toDouble(o);
      const [r, errno] = fn(x);
      checkErrno(r, errno, expected === null ? "math domain error" : expected + formatFloatRepr(x));
      return newFloat(r);
    });
  withErrno("gamma", tgamma, "expected a noninteger or positive integer, got ");
  withErrno("lgamma", lgamma, "expected a noninteger or positive integer, got ");
  withErrno("erf", (x) => [erf(x), 0], null);
  withErrno("erfc", (x) => [erfc(x), 0], null);
  one("degrees", (o) => newFloat(toDouble(o) * (180.0 / Math.PI)));
  one("radians", (o) => newFloat(toDouble(o) * (Math.PI / 180.0)));

  const math2 = (name: string, fn: (x: number, y: number) => number) =>
    two(name, (a, b) => {
      const x = toDouble(a), y = toDouble(b);
      const r = fn(x, y);
      if (Number.isNaN(r) && !Number.isNaN(x) && !Number.isNaN(y)) valueError("math domain error");
      if (!Number.isFinite(r) && !Number.isNaN(r) && Number.isFinite(x) && Number.isFinite(y)) rangeError();
      return newFloat(r);
    });
  math2("atan2", Math.atan2);
  math2("copysign", copysign);
  math2("remainder", remainder);
  two("fmod", (a, b) => {
    const x = toDouble(a), y = toDouble(b);
    if (!Number.isFinite(y) && !Number.isNaN(y) && Number.isFinite(x)) return newFloat(x);
    const r = x % y;
    if (Number.isNaN(r) && !Number.isNaN(x) && !Number.isNaN(y)) valueError("math domain error");
    return newFloat(r);
  });
  two("pow", (a, b) => newFloat(mathPow(toDouble(a), toDouble(b))));
  def("fma", (_s, args) => {
    checkArgCount("fma", args, 3, 3);
    const [x, y, z] = args.map(toDouble) as [number, number, number];
    const r = fmaExact(x, y, z);
    if (Number.isFinite(r)) return newFloat(r);
    if (Number.isNaN(r)) {
      if (!Number.isNaN(x) && !Number.isNaN(y) && !Number.isNaN(z)) valueError("invalid operation in fma");
    } else if (Number.isFinite(x) && Number.isFinite(y) && Number.isFinite(z)) {
      throw newException(PyExc_OverflowError, "overflow in fma");
    }
    return newFloat(r);
  });

  def("log", (_s, args) => {
    checkArgCount("log", args, 1, 2);
    const num = logHelper(args[0]!, libm.log);
    if (args.length === 1) return newFloat(num);
    const den = logHelper(args[1]!, libm.log);
    if (den === 0) throw newException(PyExc_ZeroDivisionError, "division by zero");
    return newFloat(num / den);
  });
  one("log2", (o) => newFloat(logHelper(o, log2)));
  one("log10", (o) => newFloat(logHelper(o, libm.log10)));

  def("hypot", (_s, args) => {
    let max = 0, nan = false;
    const vec = args.map((a) => {
      const x = Math.abs(toDouble(a));
      if (Number.isNaN(x)) nan = true;
      if (x > max) max = x;
      return x;
    });
    return newFloat(vectorNorm(vec, max, nan));
  });
  def("dist", (_s, args) => {
    checkArgCount("dist", args, 2, 2);
    const p = sequenceItems(args[0]!, "dist", 1), q = sequenceItems(args[1]!, "dist", 2);
    if (p.length !== q.length) valueError("both points must have the same number of dimensions");
    let max = 0, nan = false;
    const vec = p.map((a, i) => {
      const x = Math.abs(toDouble(a) - toDouble(q[i]!));
      if (Number.isNaN(x)) nan = true;
      if (x > max) max = x;
      return x;
    });
    return newFloat(vectorNorm(vec, max, nan));
  });

  def("floor", intRound("floor", "__floor__", Math.floor));
  def("ceil", intRound("ceil", "__ceil__", Math.ceil));
  def("trunc", intRound("trunc", "__trunc__", Math.trunc));
  one("isnan", (o) => newBool(Number.isNaN(toDouble(o))));
  one("isinf", (o) => {
    const v = toDouble(o);
    return newBool(v === Infinity || v === -Infinity);
  });
  one("isfinite", (o) => newBool(Number.isFinite(toDouble(o))));
  one("frexp", (o) => {
    const [m, e] = frexp(toDouble(o));
    return newTuple([newFloat(m), newInt(e)]);
  });
  two("ldexp", (a, b) => {
    const x = toDouble(a);
    if (!isInt(b)) typeError("Expected an int as second argument to ldexp.");
    const e = BigInt((b as PyInt).value);
    if (x === 0 || !Number.isFinite(x)) return newFloat(x);
    const r = ldexp(x, e > 5000n ? 5000 : e < -5000n ? -5000 : Number(e));
    if (!Number.isFinite(r)) rangeError();
    return newFloat(r);
  });
  one("modf", (o) => {
    const x = toDouble(o);
    if (!Number.isFinite(x)) {
      if (Number.isNaN(x)) return newTuple([newFloat(x), newFloat(x)]);
      return newTuple([newFloat(copysign(0, x)), newFloat(x)]);
    }
    const ip = Math.trunc(x);
    return newTuple([newFloat(copysign(x - ip, x)), newFloat(copysign(ip, x))]);
  });
  def("nextafter", (_s, args, kw) => {
    const nkw = kw?.length ?? 0;
    if (args.length - nkw > 2) typeError(`nextafter() takes exactly 2 positional arguments (${args.length - nkw} given)`);
    const [a, b, st] = parseArgs("nextafter", args, kw, ["x", "y", "steps"], 2);
    const x = toDouble(a!), y = toDouble(b!);
    let steps = 1n;
    if (st !== null && st !== None) {
      steps = bigOf(st);
      if (steps < 0n) valueError("steps must be a non-negative integer");
    }
    return newFloat(nextafterSteps(x, y, steps));
  });
  one("ulp", (o) => newFloat(ulp(toDouble(o))));
  def("isclose", (_s, args, kw) => {
    const nkw = kw?.length ?? 0;
    if (args.length - nkw > 2) typeError(`isclose() takes exactly 2 positional arguments (${args.length - nkw} given)`);
    const [a, b, rt, at] = parseArgs("isclose", args, kw, ["a", "b", "rel_tol", "abs_tol"], 2);
    const x = toDouble(a!), y = toDouble(b!);
    const rel = rt ? toDouble(rt) : 1e-9, abs = at ? toDouble(at) : 0;
    if (rel < 0 || abs < 0) valueError("tolerances must be non-negative");
    if (x === y) return newBool(true);
    if (!Number.isFinite(x) || !Number.isFinite(y)) return newBool(false);
    const diff = Math.abs(y - x);
    return newBool(diff <= Math.abs(rel * y) || diff <= Math.abs(rel * x) || diff <= abs);
  });

  def("gcd", (_s, args) => {
    let g = 0n;
    for (const a of args) {
      let v = bigOf(a);
      if (v < 0n) v = -v;
      let x = g;
      while (v) [x, v] = [v, x % v];
      g = x;
    }
    return newIntBig(g);
  });
  def("lcm", (_s, args) => {
    let l = 1n;
    for (const a of args) {
      let v = bigOf(a);
      if (v < 0n) v = -v;
      if (l === 0n) continue;
      if (v === 0n) {
        l = 0n;
        continue;
      }
      let x = l, y = v;
      while (y) [x, y] = [y, x % y];
      l = (l / x) * v;
    }
    return newIntBig(l);
  });
  one("factorial", (o) => {
    const n = bigOf(o);
    if (n < 0n) valueError("factorial() not defined for negative values");
    if (n > SSIZE_MAX) throw newException(PyExc_OverflowError, `factorial() argument should not exceed ${SSIZE_MAX}`);
    return newIntBig(productRange(2n, n));
  });
  const nk = (n: bigint, k: bigint) => {
    if (n < 0n) valueError("n must be a non-negative integer");
    if (k < 0n) valueError("k must be a non-negative integer");
  };
  def("comb", (_s, args) => {
    checkArgCount("comb", args, 2, 2);
    const n = bigOf(args[0]!), k0 = bigOf(args[1]!);
    nk(n, k0);
    if (k0 > n) return newInt(0);
    const k = k0 < n - k0 ? k0 : n - k0;
    if (k > SSIZE_MAX) throw newException(PyExc_OverflowError, `min(n - k, k) must not exceed ${SSIZE_MAX}`);
    if (k > 100000n) throw newException(PyExc_OverflowError, `min(n - k, k) must not exceed ${SSIZE_MAX}`);
    return newIntBig(productRange(n - k + 1n, n) / productRange(2n, k));
  });
  def("perm", (_s, args) => {
    checkArgCount("perm", args, 1, 2);
    const n = bigOf(args[0]!);
    if (args.length < 2 || args[1] === None) {
      // math_perm_impl: perm(n) is factorial(n), with its checks
      if (n < 0n) valueError("factorial() not defined for negative values");
      if (n > SSIZE_MAX) throw newException(PyExc_OverflowError, `factorial() argument should not exceed ${SSIZE_MAX}`);
      return newIntBig(productRange(2n, n));
    }
    const k = bigOf(args[1]!);
    nk(n, k);
    if (k > n) return newInt(0);
    if (k > SSIZE_MAX) throw newException(PyExc_OverflowError, `k must not exceed ${SSIZE_MAX}`);
    return newIntBig(productRange(n - k + 1n, n));
  });
  one("isqrt", (o) => {
    const n = bigOf(o);
    if (n < 0n) valueError("isqrt() argument must be nonnegative");
    return newIntBig(isqrt(n));
  });
  def("prod", (_s, args, kw) => {
    const nkw = kw?.length ?? 0;
    if (args.length - nkw !== 1) typeError(`prod() takes exactly 1 positional argument (${args.length - nkw} given)`);
    const [it, start] = parseArgs("prod", args, kw, ["iterable", "start"], 1);
    let acc: PyObject = start ?? newInt(1);
    for (const x of iterateToArray(it!)) {
      const r = PyNumber_BinaryOp(acc, x, 5);
      Py_DECREF(x);
      acc = r;
    }
    return acc;
  });
  def("sumprod", (_s, args) => {
    checkArgCount("sumprod", args, 2, 2);
    const p = iterateToArray(args[0]!), q = iterateToArray(args[1]!);
    if (p.length !== q.length) valueError("Inputs are not the same length");
    // exact when every term is an int or a finite float (CPython's extended precision path)
    const exact = p.every((x, i) => (isInt(x) || x.ob_type === PyFloat_Type) && (isInt(q[i]!) || q[i]!.ob_type === PyFloat_Type));
    if (exact && p.some((x, i) => x.ob_type === PyFloat_Type || q[i]!.ob_type === PyFloat_Type)) {
      const vals = p.map((x, i) => [x, q[i]!].map((o) => (isInt(o) ? intToFloat((o as PyInt).value) : (o as PyFloat).value)) as [number, number]);
      if (vals.every(([a, b]) => Number.isFinite(a) && Number.isFinite(b))) {
        let num = 0n;
        let e = 0;
        const terms = vals.filter(([a, b]) => a !== 0 && b !== 0).map(([a, b]) => {
          const [ma, ea] = decompose(a);
          const [mb, eb] = decompose(b);
          return [ma * mb, ea + eb] as [bigint, number];
        });
        if (terms.length) {
          e = Math.min(...terms.map((t) => t[1]));
          for (const [m, te] of terms) num += m << BigInt(te - e);
        }
        const r = num === 0n ? 0 : e >= 0 ? ratioToDouble(num << BigInt(e), 1n) : ratioToDouble(num, 1n << BigInt(-e));
        return newFloat(r);
      }
    }
    let acc: PyObject = newInt(0);
    for (let i = 0; i < p.length; i++) {
      const t = PyNumber_BinaryOp(p[i]!, q[i]!, 5);
      acc = PyNumber_BinaryOp(acc, t, 0);
    }
    return acc;
  });
  one("fsum", (o) => newFloat(fsum(o)));
  void isStr;
  return mod;
}
