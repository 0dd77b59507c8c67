/**
 * No builtin method grows faster than its complexity class: every case of `pnpm bench growth`
 * (bench/growth/cases.ts: the methods of str, bytes, bytearray, list, tuple, dict, set and the
 * common builtins) is timed in pyts alone at n = 2000 and 8n, and its growth exponent
 * log(t(8n)/t(n))/log 8 must stay at most 1.6 (linear cases) or 1.75 (n log n): a quadratic one
 * (str.translate building its result by copying, bytearray.append reallocating per byte) reads 2.
 * Best of several runs; a case over the limit is measured again with more runs before it fails,
 * so that a GC pause or a busy machine does not fail it.
 */
import { describe, expect, it } from "vitest";
import { parse } from "@pyts/parser";
import { compile } from "@pyts/compiler";
import { runCode } from "./run.js";
import { GROWTH_CASES, timingScript, parseTimings, type GrowthCase } from "../../../bench/growth/cases.js";

const N = 2000;

function timings(cases: readonly GrowthCase[], n: number, reps: number): Map<string, number> {
  const src = timingScript(cases, n, reps);
  const code = compile(parse(new TextEncoder().encode(src), { filename: "<growth>", mode: "exec" }), "<growth>", "exec");
  let out = "";
  runCode(code, { writeStdout: (s) => (out += s), writeStderr: (s) => (out += s), argv: ["<growth>"] });
  return parseTimings(out);
}

function exponents(cases: readonly GrowthCase[], reps: number): Map<string, number> {
  const a = timings(cases, N, reps);
  const b = timings(cases, 8 * N, reps);
  const e = new Map<string, number>();
  // a floor of 20 µs at n: below it the timer and the call around the statement dominate
  for (const k of cases) e.set(k.name, Math.log(b.get(k.name)! / Math.max(a.get(k.name)!, 2e-5)) / Math.log(8));
  return e;
}

const limit = (k: GrowthCase) => (k.cls === "nlogn" ? 1.75 : 1.6);

describe("growth of the builtin methods", () => {
  it("every case runs in pyts", () => {
    const t = timings(GROWTH_CASES, 10, 1);
    const failed = GROWTH_CASES.filter((k) => !Number.isFinite(t.get(k.name)));
    expect(failed.map((k) => k.name)).toEqual([]);
  });
  it("no case grows faster than its class (n and 8n)", () => {
    const first = exponents(GROWTH_CASES, 3);
    const suspects = GROWTH_CASES.filter((k) => first.get(k.name)! > limit(k));
    const again = suspects.length ? exponents(suspects, 7) : new Map<string, number>();
    const over = suspects.filter((k) => again.get(k.name)! > limit(k)).map((k) => `${k.name}: ${again.get(k.name)!.toFixed(2)}`);
    expect(over).toEqual([]);
  });
});
