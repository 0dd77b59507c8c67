import type { Oracle } from "../src/oracle.js";

export interface FuzzContext {
  seed: number;            // the PRNG seed (use a small seeded PRNG of your own, e.g. mulberry32; never Math.random)
  n: number;               // how many cases/calls to generate
  oracle: () => Promise<Oracle>;   // lazily loads the pyodide oracle (import type { Oracle } from "../src/oracle.js")
  native: string;          // shell command prefix running native CPython 3.14 (from scripts/native-cpython.sh)
}
export interface FuzzResult {
  identical: number;       // cases whose outcome equals the reference's
  total: number;           // cases run (== n normally)
  differences: string[];   // the first differences (at most ~20), each human-readable: input, expected, got
  counts?: Record<string, number>;  // extra named counters (e.g. host_crashes, hangs, internal_errors)
  failed?: boolean;        // true when the run must fail regardless of identical/total (e.g. any host crash)
}
export interface Fuzzer { name: string; defaultN: number; testN: number; run(ctx: FuzzContext): Promise<FuzzResult>; }
