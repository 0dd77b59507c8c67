/**
 * `pnpm fuzz format`: `format(value, spec)` and `spec % value` for format specs and %-conversions
 * generated from their grammars ([[fill]align][sign][z][#][0][width][grouping][.precision[grouping]][type]
 * and %[flags][width][.precision]type), over ints, floats, complex numbers, strs and bools,
 * compared with native CPython 3.14.
 */
import { compareExpressions } from "./calls.js";
import type { Fuzzer } from "./fuzzer.js";
import { Rng } from "./rng.js";

const VALUES = ["0", "7", "-42", "1234567", "2**70", "-2**70", "True", "0.0", "-0.0", "3.14159", "-1234.5678", "1e20", "1.5e-7", "float('inf')", "float('nan')", "(1+2j)", "-3.5j", "'abc'", "''"];

function spec(rng: Rng): string {
  let s = "";
  if (rng.chance(0.3)) {
    if (rng.chance(0.5)) s += rng.pick(["*", "x", "0", " ", "_"]);
    s += rng.pick(["<", ">", "^", "="]);
  }
  if (rng.chance(0.3)) s += rng.pick(["+", "-", " "]);
  if (rng.chance(0.1)) s += "z";
  if (rng.chance(0.2)) s += "#";
  if (rng.chance(0.2)) s += "0";
  if (rng.chance(0.5)) s += String(rng.int(15));
  if (rng.chance(0.25)) s += rng.pick([",", "_"]);
  if (rng.chance(0.4)) {
    s += `.${rng.int(10)}`;
    if (rng.chance(0.15)) s += rng.pick([",", "_"]);
  }
  if (rng.chance(0.7)) s += rng.pick(["b", "c", "d", "o", "x", "X", "n", "e", "E", "f", "F", "g", "G", "%", "s", "r", "a"]);
  return s;
}

function percent(rng: Rng): string {
  let s = "%";
  for (const f of ["#", "0", "-", " ", "+"]) if (rng.chance(0.15)) s += f;
  if (rng.chance(0.4)) s += String(rng.int(12));
  if (rng.chance(0.3)) s += `.${rng.int(8)}`;
  return s + rng.pick(["d", "i", "o", "u", "x", "X", "e", "E", "f", "F", "g", "G", "c", "r", "s", "a", "%"]);
}

export function formatCalls(seed: number, n: number): string[] {
  const rng = new Rng(seed);
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const v = rng.pick(VALUES);
    out.push(rng.chance(0.7) ? `format(${v}, ${JSON.stringify(spec(rng))})` : `${JSON.stringify(percent(rng))} % (${v},)`);
  }
  return out;
}

const fuzzer: Fuzzer = {
  name: "format",
  defaultN: 10_000,
  testN: 1_500,
  run: (ctx) => compareExpressions("format", ctx, formatCalls(ctx.seed, ctx.n), { reference: "native" }),
};
export default fuzzer;
