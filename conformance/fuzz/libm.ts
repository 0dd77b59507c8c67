/**
 * `pnpm fuzz libm`: the `math` functions pyts computes as the oracle's libm (musl) does — exp,
 * the trigonometric and hyperbolic functions and their inverses, log1p, expm1, log10, cbrt, erf,
 * erfc, gamma, lgamma, atan2 — on random arguments (uniform on several ranges, random binary
 * exponents, and the special values), compared with the oracle (CPython 3.14.2 over musl). The
 * functions pyts rounds as glibc does (pow, exp2, log, log2 and float `**`) are `pnpm fuzz
 * libm-glibc`, against native CPython.
 */
import { compareExpressions } from "./calls.js";
import type { Fuzzer } from "./fuzzer.js";
import { Rng } from "./rng.js";

export const MUSL_FUNCTIONS = ["exp", "sin", "cos", "tan", "sinh", "cosh", "tanh", "asinh", "acosh", "atanh", "log1p", "expm1", "log10", "asin", "acos", "atan", "cbrt", "erf", "erfc", "gamma", "lgamma"];

/** A random double as Python source: a spread of magnitudes, signs and special values. */
export function randomDouble(rng: Rng): string {
  const k = rng.int(10);
  let x: number;
  if (k === 0) return rng.pick(["0.0", "-0.0", "float('inf')", "float('-inf')", "float('nan')", "1.0", "-1.0", "5e-324", "1.7976931348623157e308"]);
  else if (k <= 3) x = (rng.next() * 2 - 1) * 10;
  else if (k <= 5) x = rng.next() * 2 - 1;
  else if (k <= 7) x = (rng.chance(0.5) ? -1 : 1) * (1 + rng.next()) * 2 ** (rng.int(120) - 60);
  else x = (rng.chance(0.5) ? -1 : 1) * (1 + rng.next()) * 2 ** (rng.int(2000) - 1000);
  const t = `${x}`;
  // a float literal always (an integral value printed without its point would be an int)
  return /[.e]/.test(t) ? t : `${t}.0`;
}

export function libmCalls(seed: number, n: number, functions: readonly string[], binary: readonly string[]): string[] {
  const rng = new Rng(seed);
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    if (binary.length && rng.chance(binary.length / (functions.length + binary.length))) {
      const f = rng.pick(binary);
      out.push(f === "**" ? `${randomDouble(rng)} ** ${randomDouble(rng)}` : `math.${f}(${randomDouble(rng)}, ${randomDouble(rng)})`);
    } else out.push(`math.${rng.pick(functions)}(${randomDouble(rng)})`);
  }
  return out;
}

const fuzzer: Fuzzer = {
  name: "libm",
  reference: "oracle (CPython 3.14.2 over musl)",
  defaultN: 40_000,
  testN: 2_000,
  run: async (ctx) => compareExpressions("libm", ctx, libmCalls(ctx.seed, ctx.n, MUSL_FUNCTIONS, ["atan2"]), { reference: "oracle", prelude: "import math" }),
};
export default fuzzer;
