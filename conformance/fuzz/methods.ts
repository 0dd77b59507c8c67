/**
 * `pnpm fuzz methods`: every public method of str, bytes, bytearray, list, tuple, dict, set,
 * frozenset and range — the names native CPython 3.14 lists for the type, so a method pyts lacks
 * counts as a difference — called on a few receivers with 0–2 arguments from values.ts, compared
 * with native CPython 3.14.
 */
import { compareExpressions, runNative } from "./calls.js";
import type { FuzzContext, Fuzzer } from "./fuzzer.js";
import { Rng } from "./rng.js";
import { VALUES } from "./values.js";

const RECEIVERS: Readonly<Record<string, readonly string[]>> = {
  str: ["'hello world'", "'abc'", "''", "'A1_b'", "' 42 '", "'\\u00e9t\\u00e9'", "'a\\tb\\nc'", "'%s-%d'"],
  bytes: ["b'hello world'", "b''", "b'ab'", "b' 42 '"],
  bytearray: ["bytearray(b'hello')", "bytearray()"],
  list: ["[3, 1, 2]", "[]", "['b', 'a']"],
  tuple: ["(1, 2, 1)", "()"],
  dict: ["{'a': 1, 'b': 2}", "{}"],
  set: ["{1, 2, 3}", "set()"],
  frozenset: ["frozenset({1, 2})"],
  range: ["range(10)", "range(1, 10, 3)"],
};

/** The public method names of each type, as native CPython 3.14 has them. */
function methodNames(ctx: FuzzContext): Record<string, string[]> {
  const program = `import json\nprint(json.dumps({t: [m for m in dir(eval(t)) if not m.startswith('_') and callable(getattr(eval(t), m))] for t in ${JSON.stringify(Object.keys(RECEIVERS))}}))\n`;
  return JSON.parse(runNative(ctx, program, "methods-names")) as Record<string, string[]>;
}

export function methodCalls(seed: number, n: number, names: Record<string, string[]>): string[] {
  const rng = new Rng(seed);
  const types = Object.keys(RECEIVERS).sort();
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const t = rng.pick(types);
    const m = rng.pick(names[t]!);
    const args = Array.from({ length: rng.int(3) }, () => rng.pick(VALUES));
    out.push(`(${rng.pick(RECEIVERS[t]!)}).${m}(${args.join(", ")})`);
  }
  return out;
}

const fuzzer: Fuzzer = {
  name: "methods",
  defaultN: 34_000,
  testN: 1_500,
  run: (ctx) => compareExpressions("methods", ctx, methodCalls(ctx.seed, ctx.n, methodNames(ctx)), { reference: "native" }),
};
export default fuzzer;
