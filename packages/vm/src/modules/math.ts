/** The math module (Modules/mathmodule.c), the common subset: constants, rounding, powers/logs, trig, integer functions. */
import { PyObject, Py_DECREF } from "../objects/object.js";
import { newFloat, isFloat, type PyFloat } from "../objects/float.js";
import { newInt, newIntBig, isInt, type PyInt } from "../objects/int.js";
import { newBool } from "../objects/bool.js";
import { internStr } from "../objects/str.js";
import { dictSetItem } from "../objects/dict.js";
import { PyModule, newModule } from "../objects/module.js";
import { newCFunction, type MethodImpl } from "../objects/descr.js";
import { PyExc_ValueError, PyExc_OverflowError, newException, typeError } from "../objects/exceptions.js";
import { typeName, iterateToArray, PyNumber_BinaryOp, callMethod } from "../abstract.js";
import { parseArgs } from "../args.js";
import { formatFloatRepr } from "@pyts/parser";

function toDouble(o: PyObject, fname: string): number {
  if (isFloat(o)) return (o as PyFloat).value;
  if (isInt(o)) {
    const v = Number((o as PyInt).value);
    if (!Number.isFinite(v)) throw newException(PyExc_OverflowError, "int too large to convert to float");
    return v;
  }
  if (o.ob_type.nb_float !== null) return (o.ob_type.nb_float(o) as PyFloat).value;
  if (o.ob_type.nb_index !== null) return Number((o.ob_type.nb_index(o) as PyInt).value);
  typeError(`must be real number, not ${typeName(o)}`);
  void fname;
}

function domainError(): never {
  throw newException(PyExc_ValueError, "math domain error");
}

function bigOf(o: PyObject, fname: string): bigint {
  if (!isInt(o)) typeError(`'${typeName(o)}' object cannot be interpreted as an integer`);
  void fname;
  return BigInt((o as PyInt).value);
}

export function makeMath(): PyModule {
  const mod = newModule("math");
  const d = mod.dict!;
  const def = (name: string, impl: MethodImpl) => dictSetItem(d, internStr(name), newCFunction(name, impl, mod));
  const f1 = (name: string, fn: (x: number) => number, domain?: (x: number) => boolean, msg?: (x: number) => string) =>
    def(name, (_s, args) => {
      if (args.length !== 1) typeError(`math.${name}() takes exactly one argument (${args.length} given)`);
      const x = toDouble(args[0]!, name);
      if (domain && !domain(x)) {
        if (msg) throw newException(PyExc_ValueError, msg(x));
        domainError();
      }
      const r = fn(x);
      if (Number.isNaN(r) && !Number.isNaN(x)) domainError();
      if (!Number.isFinite(r) && Number.isFinite(x)) throw newException(PyExc_OverflowError, "math range error");
      return newFloat(r);
    });
  dictSetItem(d, internStr("pi"), newFloat(Math.PI));
  dictSetItem(d, internStr("e"), newFloat(Math.E));
  dictSetItem(d, internStr("tau"), newFloat(2 * Math.PI));
  dictSetItem(d, internStr("inf"), newFloat(Infinity));
  dictSetItem(d, internStr("nan"), newFloat(NaN));
  f1("sqrt", Math.sqrt, (x) => x >= 0 || Number.isNaN(x), (x) => `expected a nonnegative input, got ${formatFloatRepr(x)}`);
  f1("exp", Math.exp);
  f1("sin", Math.sin);
  f1("cos", Math.cos);
  f1("tan", Math.tan);
  f1("asin", Math.asin);
  f1("acos", Math.acos);
  f1("atan", Math.atan);
  f1("sinh", Math.sinh);
  f1("cosh", Math.cosh);
  f1("tanh", Math.tanh);
  f1("log2", Math.log2, (x) => x > 0, () => "expected a positive input");
  f1("log10", Math.log10, (x) => x > 0, () => "expected a positive input");
  f1("fabs", Math.abs);
  f1("degrees", (x) => (x * 180) / Math.PI);
  f1("radians", (x) => (x * Math.PI) / 180);
  def("atan2", (_s, args) => newFloat(Math.atan2(toDouble(args[0]!, "atan2"), toDouble(args[1]!, "atan2"))));
  def("hypot", (_s, args) => newFloat(Math.hypot(...args.map((a) => toDouble(a, "hypot")))));
  def("pow", (_s, args) => newFloat(Math.pow(toDouble(args[0]!, "pow"), toDouble(args[1]!, "pow"))));
  def("log", (_s, args) => {
    const x = args[0]!;
    let lx: number;
    if (isInt(x) && typeof (x as PyInt).value === "bigint") {
      const v = (x as PyInt).value as bigint;
      if (v <= 0n) throw newException(PyExc_ValueError, "expected a positive input");
      const s = v.toString(2);
      lx = Math.log(Number.parseInt(s.slice(0, 53), 2)) + (s.length - Math.min(53, s.length)) * Math.LN2;
    } else {
      const v = toDouble(x, "log");
      if (!(v > 0)) throw newException(PyExc_ValueError, "expected a positive input");
      lx = Math.log(v);
    }
    if (args.length > 1) {
      const b = toDouble(args[1]!, "log");
      if (!(b > 0) || b === 1) domainError();
      return newFloat(lx / Math.log(b));
    }
    return newFloat(lx);
  });
  const intRound = (name: string, fn: (x: number) => number, dunder: string) =>
    def(name, (_s, args) => {
      const x = args[0]!;
      if (isInt(x)) return newIntBig((x as PyInt).value);
      if (!isFloat(x) && x.ob_type.lookup(dunder) !== null) return callMethod(x, dunder, []);
      const v = fn(toDouble(x, name));
      if (Number.isNaN(v)) throw newException(PyExc_ValueError, "cannot convert float NaN to integer");
      if (!Number.isFinite(v)) throw newException(PyExc_OverflowError, "cannot convert float infinity to integer");
      return Number.isSafeInteger(v) ? newInt(v === 0 ? 0 : v) : newIntBig(BigInt(v));
    });
  intRound("floor", Math.floor, "__floor__");
  intRound("ceil", Math.ceil, "__ceil__");
  intRound("trunc", Math.trunc, "__trunc__");
  def("isnan", (_s, args) => newBool(Number.isNaN(toDouble(args[0]!, "isnan"))));
  def("isinf", (_s, args) => {
    const v = toDouble(args[0]!, "isinf");
    return newBool(v === Infinity || v === -Infinity);
  });
  def("isfinite", (_s, args) => newBool(Number.isFinite(toDouble(args[0]!, "isfinite"))));
  def("copysign", (_s, args) => {
    const x = Math.abs(toDouble(args[0]!, "copysign"));
    const y = toDouble(args[1]!, "copysign");
    return newFloat(y < 0 || Object.is(y, -0) ? -x : x);
  });
  def("isclose", (_s, args, kw) => {
    const [a, b, rt, at] = parseArgs("isclose", args, kw, ["a", "b", "rel_tol", "abs_tol"], 2);
    const x = toDouble(a!, "isclose"), y = toDouble(b!, "isclose");
    const rel = rt ? toDouble(rt, "isclose") : 1e-9, abs = at ? toDouble(at, "isclose") : 0;
    if (rel < 0 || abs < 0) throw newException(PyExc_ValueError, "tolerances must be non-negative");
    if (x === y) return newBool(true);
    if (!Number.isFinite(x) || !Number.isFinite(y)) return newBool(false);
    const diff = Math.abs(y - x);
    return newBool(diff <= Math.abs(rel * y) || diff <= Math.abs(rel * x) || diff <= abs);
  });
  def("gcd", (_s, args) => {
    let g = 0n;
    for (const a of args) {
      let v = bigOf(a, "gcd");
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
      let v = bigOf(a, "lcm");
      if (v < 0n) v = -v;
      if (v === 0n) return newInt(0);
      let x = l, y = v;
      while (y) [x, y] = [y, x % y];
      l = (l / x) * v;
    }
    return newIntBig(l);
  });
  def("factorial", (_s, args) => {
    const n = bigOf(args[0]!, "factorial");
    if (n < 0n) throw newException(PyExc_ValueError, "factorial() not defined for negative values");
    let r = 1n;
    for (let i = 2n; i <= n; i++) r *= i;
    return newIntBig(r);
  });
  def("comb", (_s, args) => {
    const n = bigOf(args[0]!, "comb"), k = bigOf(args[1]!, "comb");
    if (n < 0n || k < 0n) throw newException(PyExc_ValueError, `${n < 0n ? "n" : "k"} must be a non-negative integer`);
    if (k > n) return newInt(0);
    let r = 1n;
    const kk = k < n - k ? k : n - k;
    for (let i = 0n; i < kk; i++) r = (r * (n - i)) / (i + 1n);
    return newIntBig(r);
  });
  def("perm", (_s, args) => {
    const n = bigOf(args[0]!, "perm");
    const k = args.length > 1 ? bigOf(args[1]!, "perm") : n;
    if (k > n) return newInt(0);
    let r = 1n;
    for (let i = 0n; i < k; i++) r *= n - i;
    return newIntBig(r);
  });
  def("isqrt", (_s, args) => {
    const n = bigOf(args[0]!, "isqrt");
    if (n < 0n) throw newException(PyExc_ValueError, "isqrt() argument must be nonnegative");
    if (n < 2n) return newIntBig(n);
    let x = BigInt(Math.floor(Math.sqrt(Number(n))));
    while (x * x > n) x--;
    while ((x + 1n) * (x + 1n) <= n) x++;
    return newIntBig(x);
  });
  def("prod", (_s, args, kw) => {
    const [it, start] = parseArgs("prod", args, kw, ["iterable", "start"], 1, 1);
    let acc: PyObject = start ?? newInt(1);
    for (const x of iterateToArray(it!)) {
      const r = PyNumber_BinaryOp(acc, x, 5);
      Py_DECREF(x);
      acc = r;
    }
    return acc;
  });
  def("fsum", (_s, args) => {
    // Shewchuk's exact summation (msum), as mathmodule.c
    const partials: number[] = [];
    for (const o of iterateToArray(args[0]!)) {
      let x = toDouble(o, "fsum");
      let i = 0;
      for (let y of partials) {
        if (Math.abs(x) < Math.abs(y)) [x, y] = [y, x];
        const hi = x + y;
        const lo = y - (hi - x);
        if (lo) partials[i++] = lo;
        x = hi;
      }
      partials.length = i;
      partials.push(x);
    }
    let n = partials.length;
    let hi = 0;
    if (n > 0) {
      hi = partials[--n]!;
      let lo = 0;
      while (n > 0) {
        const x = hi;
        const y = partials[--n]!;
        hi = x + y;
        const yr = hi - x;
        lo = y - yr;
        if (lo) break;
      }
      if (n > 0 && ((lo < 0 && partials[n - 1]! < 0) || (lo > 0 && partials[n - 1]! > 0))) {
        const y = lo * 2;
        const x = hi + y;
        const yr = x - hi;
        if (y === yr) hi = x;
      }
    }
    return newFloat(hi);
  });
  return mod;
}
