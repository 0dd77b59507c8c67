/**
 * The cmath module (Modules/cmathmodule.c): the finite-argument formulas of CPython's complex
 * functions and their errno mapping. The special-value tables for infinite and nan parts are not
 * yet ported: such arguments go through the same formulas.
 */
import { PyObject } from "../objects/object.js";
import { newFloat } from "../objects/float.js";
import { newBool } from "../objects/bool.js";
import { internStr } from "../objects/str.js";
import { newTuple } from "../objects/tuple.js";
import { dictSetItem } from "../objects/dict.js";
import { PyModule, newModule } from "../objects/module.js";
import { newCFunction, type MethodImpl } from "../objects/descr.js";
import { newComplex, isComplex } from "../objects/complex.js";
import { PyExc_ValueError, PyExc_OverflowError, newException, typeError } from "../objects/exceptions.js";
import { typeName, callSpecial } from "../abstract.js";
import { parseArgs, checkArgCount } from "../args.js";
import { floatAsDouble } from "../types/numbers.js";
import { cQuot, complexAbs } from "../types/complex.js";
import { copysign, ldexp } from "./mathHelpers.js";
import * as libm from "./libmTrig.js";
const { hypot } = libm;

type C = [number, number];

const DBL_MAX = 1.7976931348623157e308;
const DBL_MIN = 2.2250738585072014e-308;
const CM_LARGE_DOUBLE = DBL_MAX / 4;
const CM_SQRT_LARGE_DOUBLE = Math.sqrt(CM_LARGE_DOUBLE);
const CM_LOG_LARGE_DOUBLE = libm.log(CM_LARGE_DOUBLE);
const CM_SQRT_DBL_MIN = Math.sqrt(DBL_MIN);
const LN2 = 0.6931471805599453;
const LN10 = 2.302585092994046;

class CmathError {
  constructor(readonly errno: "EDOM" | "ERANGE") {}
}


function toComplex(o: PyObject): C {
  if (isComplex(o)) return [o.real, o.imag];
  const m = o.ob_type.lookup("__complex__");
  if (m !== null) {
    const r = callSpecial(o, m, []);
    if (!isComplex(r)) typeError(`__complex__ returned non-complex (type ${typeName(r)})`);
    return [r.real, r.imag];
  }
  return [floatAsDouble(o), 0];
}

function sqrt(z: C): C {
  if (z[0] === 0 && z[1] === 0) return [0, z[1]];
  let ax = Math.abs(z[0]);
  const ay = Math.abs(z[1]);
  let s: number;
  if (ax < DBL_MIN && ay < DBL_MIN) {
    ax = ldexp(ax, 53);
    s = ldexp(Math.sqrt(ax + hypot(ax, ldexp(ay, 53))), -27);
  } else {
    ax /= 8;
    s = 2 * Math.sqrt(ax + hypot(ax, ay / 8));
  }
  const d = ay / (2 * s);
  return z[0] >= 0 ? [s, copysign(d, z[1])] : [d, copysign(s, z[1])];
}

function overflowCheck(r: C): C {
  if (Math.abs(r[0]) === Infinity || Math.abs(r[1]) === Infinity) throw new CmathError("ERANGE");
  return r;
}

function exp(z: C): C {
  let r: C;
  if (z[0] > CM_LOG_LARGE_DOUBLE) {
    const l = libm.exp(z[0] - 1);
    r = [l * libm.cos(z[1]) * Math.E, l * libm.sin(z[1]) * Math.E];
  } else {
    const l = libm.exp(z[0]);
    r = [l * libm.cos(z[1]), l * libm.sin(z[1])];
  }
  return overflowCheck(r);
}

function log(z: C): C {
  const ax = Math.abs(z[0]), ay = Math.abs(z[1]);
  let re: number;
  if (ax > CM_LARGE_DOUBLE || ay > CM_LARGE_DOUBLE) re = libm.log(hypot(ax / 2, ay / 2)) + LN2;
  else if (ax < DBL_MIN && ay < DBL_MIN) {
    if (ax > 0 || ay > 0) re = libm.log(hypot(ldexp(ax, 53), ldexp(ay, 53))) - 53 * LN2;
    else throw new CmathError("EDOM");
  } else {
    const h = hypot(ax, ay);
    if (h >= 0.71 && h <= 1.73) {
      const am = ax > ay ? ax : ay, an = ax > ay ? ay : ax;
      re = libm.log1p((am - 1) * (am + 1) + an * an) / 2;
    } else re = libm.log(h);
  }
  return [re, Math.atan2(z[1], z[0])];
}

function cosh(z: C): C {
  let r: C;
  if (Math.abs(z[0]) > CM_LOG_LARGE_DOUBLE) {
    const x1 = z[0] - copysign(1, z[0]);
    r = [libm.cos(z[1]) * libm.cosh(x1) * Math.E, libm.sin(z[1]) * libm.sinh(x1) * Math.E];
  } else r = [libm.cos(z[1]) * libm.cosh(z[0]), libm.sin(z[1]) * libm.sinh(z[0])];
  return overflowCheck(r);
}

function sinh(z: C): C {
  let r: C;
  if (Math.abs(z[0]) > CM_LOG_LARGE_DOUBLE) {
    const x1 = z[0] - copysign(1, z[0]);
    r = [libm.cos(z[1]) * libm.sinh(x1) * Math.E, libm.sin(z[1]) * libm.cosh(x1) * Math.E];
  } else r = [libm.cos(z[1]) * libm.sinh(z[0]), libm.sin(z[1]) * libm.cosh(z[0])];
  return overflowCheck(r);
}

function tanh(z: C): C {
  if (Math.abs(z[0]) > CM_SQRT_LARGE_DOUBLE) {
    return [copysign(1, z[0]), 4 * libm.sin(z[1]) * libm.cos(z[1]) * libm.exp(-2 * Math.abs(z[0]))];
  }
  const tx = libm.tanh(z[0]), ty = libm.tan(z[1]), cx = 1 / libm.cosh(z[0]);
  const txty = tx * ty;
  const denom = 1 + txty * txty;
  return [(tx * (1 + ty * ty)) / denom, ((ty / denom) * cx) * cx];
}

function acos(z: C): C {
  if (Math.abs(z[0]) > CM_LARGE_DOUBLE || Math.abs(z[1]) > CM_LARGE_DOUBLE) {
    const l = libm.log(hypot(z[0] / 2, z[1] / 2)) + LN2 * 2;
    return [Math.atan2(Math.abs(z[1]), z[0]), z[0] < 0 ? -copysign(l, z[1]) : copysign(l, -z[1])];
  }
  const s1 = sqrt([1 - z[0], -z[1]]);
  const s2 = sqrt([1 + z[0], z[1]]);
  return [2 * Math.atan2(s1[0], s2[0]), libm.asinh(s2[0] * s1[1] - s2[1] * s1[0])];
}

function acosh(z: C): C {
  if (Math.abs(z[0]) > CM_LARGE_DOUBLE || Math.abs(z[1]) > CM_LARGE_DOUBLE) {
    return [libm.log(hypot(z[0] / 2, z[1] / 2)) + LN2 * 2, Math.atan2(z[1], z[0])];
  }
  const s1 = sqrt([z[0] - 1, z[1]]);
  const s2 = sqrt([z[0] + 1, z[1]]);
  return [libm.asinh(s1[0] * s2[0] + s1[1] * s2[1]), 2 * Math.atan2(s1[1], s2[0])];
}

function asinh(z: C): C {
  if (Math.abs(z[0]) > CM_LARGE_DOUBLE || Math.abs(z[1]) > CM_LARGE_DOUBLE) {
    const l = libm.log(hypot(z[0] / 2, z[1] / 2)) + LN2 * 2;
    return [z[1] >= 0 ? copysign(l, z[0]) : -copysign(l, -z[0]), Math.atan2(z[1], Math.abs(z[0]))];
  }
  const s1 = sqrt([1 + z[1], -z[0]]);
  const s2 = sqrt([1 - z[1], z[0]]);
  return [libm.asinh(s1[0] * s2[1] - s2[0] * s1[1]), Math.atan2(z[1], s1[0] * s2[0] - s1[1] * s2[1])];
}

function atanh(z: C): C {
  if (z[0] < 0) {
    const r = atanh([-z[0], -z[1]]);
    return [-r[0], -r[1]];
  }
  const ay = Math.abs(z[1]);
  if (z[0] > CM_SQRT_LARGE_DOUBLE || ay > CM_SQRT_LARGE_DOUBLE) {
    const h = hypot(z[0] / 2, z[1] / 2);
    return [z[0] / 4 / h / h, -copysign(Math.PI / 2, -z[1])];
  }
  if (z[0] === 1 && ay < CM_SQRT_DBL_MIN) {
    if (ay === 0) throw new CmathError("EDOM");
    return [-libm.log(Math.sqrt(ay) / Math.sqrt(hypot(ay, 2))), copysign(Math.atan2(2, -ay) / 2, z[1])];
  }
  return [libm.log1p((4 * z[0]) / ((1 - z[0]) * (1 - z[0]) + ay * ay)) / 4, -Math.atan2(-2 * z[1], (1 - z[0]) * (1 + z[0]) - ay * ay) / 2];
}

const rot = (f: (z: C) => C) => (z: C): C => {
  const s = f([-z[1], z[0]]);
  return [s[1], -s[0]];
};

export function makeCmath(): PyModule {
  const mod = newModule("cmath");
  const d = mod.dict!;
  const def = (name: string, impl: MethodImpl) => dictSetItem(d, internStr(name), newCFunction(name, impl, mod));
  const run = <T>(f: () => T): T => {
    try {
      return f();
    } catch (e) {
      if (e instanceof CmathError) {
        throw e.errno === "EDOM" ? newException(PyExc_ValueError, "math domain error") : newException(PyExc_OverflowError, "math range error");
      }
      throw e;
    }
  };
  const f1 = (name: string, fn: (z: C) => C) =>
    def(name, (_s, args) => {
      if (args.length !== 1) typeError(`cmath.${name}() takes exactly one argument (${args.length} given)`);
      const z = toComplex(args[0]!);
      const r = run(() => fn(z));
      return newComplex(r[0], r[1]);
    });
  for (const [k, v] of [["pi", Math.PI], ["e", Math.E], ["tau", 2 * Math.PI], ["inf", Infinity], ["nan", NaN]] as const) {
    dictSetItem(d, internStr(k), newFloat(v));
  }
  dictSetItem(d, internStr("infj"), newComplex(0, Infinity));
  dictSetItem(d, internStr("nanj"), newComplex(0, NaN));
  f1("sqrt", sqrt);
  f1("exp", exp);
  f1("cosh", cosh);
  f1("sinh", sinh);
  f1("tanh", tanh);
  f1("cos", (z) => cosh([-z[1], z[0]]));
  f1("sin", rot(sinh));
  f1("tan", rot(tanh));
  f1("acos", acos);
  f1("acosh", acosh);
  f1("asinh", asinh);
  f1("asin", rot(asinh));
  f1("atanh", atanh);
  f1("atan", rot(atanh));
  f1("log10", (z) => {
    const r = log(z);
    return [r[0] / LN10, r[1] / LN10];
  });
  def("log", (_s, args) => {
    checkArgCount("log", args, 1, 2);
    const z = toComplex(args[0]!);
    const r = run(() => {
      const lz = log(z);
      if (args.length === 1) return lz;
      return cQuot(lz, log(toComplex(args[1]!)));
    });
    return newComplex(r[0], r[1]);
  });
  def("phase", (_s, args) => {
    if (args.length !== 1) typeError(`cmath.phase() takes exactly one argument (${args.length} given)`);
    const z = toComplex(args[0]!);
    return newFloat(Math.atan2(z[1], z[0]));
  });
  def("polar", (_s, args) => {
    if (args.length !== 1) typeError(`cmath.polar() takes exactly one argument (${args.length} given)`);
    const z = toComplex(args[0]!);
    const r = hypot(z[0], z[1]);
    if (!Number.isFinite(r) && Number.isFinite(z[0]) && Number.isFinite(z[1])) throw newException(PyExc_OverflowError, "math range error");
    return newTuple([newFloat(r), newFloat(Math.atan2(z[1], z[0]))]);
  });
  def("rect", (_s, args) => {
    checkArgCount("rect", args, 2, 2);
    const r = toComplex(args[0]!)[0], phi = toComplex(args[1]!)[0];
    if (phi === 0) return newComplex(r, r * phi);
    return newComplex(r * libm.cos(phi), r * libm.sin(phi));
  });
  const pred = (name: string, f: (z: C) => boolean) =>
    def(name, (_s, args) => {
      if (args.length !== 1) typeError(`cmath.${name}() takes exactly one argument (${args.length} given)`);
      return newBool(f(toComplex(args[0]!)));
    });
  pred("isfinite", (z) => Number.isFinite(z[0]) && Number.isFinite(z[1]));
  pred("isnan", (z) => Number.isNaN(z[0]) || Number.isNaN(z[1]));
  pred("isinf", (z) => Math.abs(z[0]) === Infinity || Math.abs(z[1]) === Infinity);
  def("isclose", (_s, args, kw) => {
    const nkw = kw?.length ?? 0;
    if (args.length - nkw > 2) typeError(`isclose() takes exactly 2 positional arguments (${args.length - nkw} given)`);
    const [a0, b0, rt, at] = parseArgs("isclose", args, kw, ["a", "b", "rel_tol", "abs_tol"], 2);
    const a = toComplex(a0!), b = toComplex(b0!);
    const rel = rt ? toComplex(rt)[0] : 1e-9, abs = at ? toComplex(at)[0] : 0;
    if (rel < 0 || abs < 0) throw newException(PyExc_ValueError, "tolerances must be non-negative");
    if (a[0] === b[0] && a[1] === b[1]) return newBool(true);
    if ([...a, ...b].some((x) => Math.abs(x) === Infinity)) return newBool(false);
    const diff = complexAbs(a[0] - b[0], a[1] - b[1]);
    return newBool(diff <= rel * complexAbs(b[0], b[1]) || diff <= rel * complexAbs(a[0], a[1]) || diff <= abs);
  });
  return mod;
}
