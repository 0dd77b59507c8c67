/**
 * `pnpm fuzz NAME [--seed S] [--n N] [--write-known]`: runs one differential fuzzer of this folder
 * (NAME.ts) and prints `NAME: K/N identical (seed S)`, its counters and the first 20 differences;
 * exits 1 when anything differs or the fuzzer says the run failed. `--write-known` writes the
 * differing inputs to conformance/known-failures/fuzz-NAME.txt (for the reduced run's test, which
 * uses seed 1 and the fuzzer's testN). `--update-readme` writes the fuzzer's row of the README's
 * fuzz table from this run (so the README quotes only what this command prints). `pnpm fuzz
 * --list` names them.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import type { Fuzzer } from "./fuzzer.js";
import { fuzzContext } from "./context.js";
import { writeKnownDifferences } from "./known.js";
import { updateFuzzRow } from "./readme.js";

const here = import.meta.dirname;
const names = readdirSync(here)
  .filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts") && !["fuzzer.ts", "main.ts", "context.ts", "calls.ts", "rng.ts", "values.ts", "known.ts", "reduced.ts", "readme.ts"].includes(f))
  .map((f) => f.slice(0, -3))
  .sort();

const args = process.argv.slice(2);
if (args.length === 0 || args[0] === "--list") {
  console.log(`fuzzers: ${names.join(", ")}`);
  process.exit(args.length === 0 ? 2 : 0);
}
const name = args[0]!;
if (!names.includes(name)) {
  console.error(`unknown fuzzer ${name}; fuzzers: ${names.join(", ")}`);
  process.exit(2);
}
const opt = (flag: string): number | undefined => {
  const i = args.indexOf(flag);
  return i < 0 ? undefined : Number(args[i + 1]);
};
const fuzzer = ((await import(join(here, `${name}.ts`))) as { default: Fuzzer }).default;
const seed = opt("--seed") ?? 1;
const n = opt("--n") ?? fuzzer.defaultN;
const t0 = performance.now();
const r = await fuzzer.run(fuzzContext(seed, n));
console.log(`${name}: ${r.identical}/${r.total} identical (seed ${seed}, ${((performance.now() - t0) / 1000).toFixed(1)} s)`);
for (const [k, v] of Object.entries(r.counts ?? {})) console.log(`  ${k}: ${v}`);
for (const d of r.differences.slice(0, 20)) console.log(`  ${d}`);
if (r.differences.length > 20) console.log(`  … and ${r.differences.length - 20} more`);
if (args.includes("--write-known")) writeKnownDifferences(name, seed, r);
if (args.includes("--update-readme")) updateFuzzRow(name, seed, n, r, fuzzer.reference ?? "native CPython 3.14");
process.exit(r.failed || r.identical !== r.total ? 1 : 0);
