/**
 * `pnpm bench growth [--n=N] [--reps=R] [--only=SUBSTRING] [--pyts=BIN --no-build]`: the runtime library's speed and how it
 * grows. Every case of bench/growth/cases.ts (the methods of str, bytes, bytearray, list, tuple,
 * dict and set, and the common builtins) is timed at n and 8n elements in pyts (`pyts run`, the
 * built bundles) and in a native CPython 3.14 (scripts/native-cpython.sh), each running the same
 * generated Python script per size (time.process_time around the statement, the best of R runs).
 * Reported per case: both times, pyts/native, and each interpreter's growth exponent
 * log(t(8n)/t(n))/log 8 (1 for linear, ~1.09 for n log n at these sizes, 2 for quadratic); a case
 * whose pyts exponent exceeds CPython's by more than 0.35 (and is above 1.3) is flagged.
 * `--pyts=BIN` runs another build's bin/pyts.js (a copy of an earlier one, to compare), and
 * `--no-build` skips `pnpm build`.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runNativePython, type BenchResult } from "./machine.js";
import { GROWTH_CASES, timingScript, parseTimings, type GrowthCase } from "./growth/cases.js";

const root = join(import.meta.dirname, "..");
const arg = (name: string, dflt: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? dflt;
const geomean = (xs: number[]) => Math.exp(xs.reduce((s, x) => s + Math.log(x), 0) / xs.length);
/** A pyts exponent this much above CPython's (and above FLAG_MIN) is flagged. */
const FLAG_MARGIN = 0.35;
const FLAG_MIN = 1.3;
/** Cases slower than this at n (pyts) run once at 8n; slower than SKIP_8N, not at all. */
const SLOW_N = 1;
const SKIP_8N = 8;

function buildPackages(): void {
  const pm = process.env.npm_execpath;
  execFileSync(pm ? process.execPath : "corepack", pm ? [pm, "build"] : ["pnpm", "build"], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, COREPACK_INTEGRITY_KEYS: "0" },
  });
}

function runPyts(path: string): string {
  const bin = arg("pyts", "");
  return execFileSync(bin ? process.execPath : join(root, "node_modules", ".bin", "pyts"), bin ? [bin, "run", path] : ["run", path], { encoding: "utf8", maxBuffer: 1 << 26, env: { ...process.env, PYTHONHASHSEED: "0" } });
}

const exponent = (a: number, b: number) => Math.log(b / a) / Math.log(8);
const fmt = (s: number) => (Number.isNaN(s) ? "err" : s === Infinity ? "–" : s < 0.01 ? `${(s * 1e3).toFixed(3)} ms` : `${(s * 1e3).toFixed(1)} ms`);

export interface GrowthRow {
  readonly k: GrowthCase;
  readonly pn: number;
  readonly p8: number;
  readonly nn: number;
  readonly n8: number;
}

export async function run(): Promise<BenchResult> {
  const n = Number(arg("n", "40000"));
  const reps = Number(arg("reps", "3"));
  const only = arg("only", "");
  const cases = GROWTH_CASES.filter((k) => k.name.includes(only));
  if (!process.argv.includes("--no-build")) buildPackages();
  const dir = mkdtempSync(join(tmpdir(), "pyts-growth-"));
  const timings = (size: number, repsOf: Map<string, number>, skip: Set<string>) => {
    const path = join(dir, `growth_${size}.py`);
    const code = timingScript(cases, size, reps, repsOf, skip);
    writeFileSync(path, code);
    console.error(`growth: n = ${size}: pyts…`);
    const pyts = parseTimings(runPyts(path));
    console.error(`growth: n = ${size}: native CPython…`);
    const nativeOut = runNativePython(code);
    if (nativeOut === undefined) throw new Error("native CPython 3.14 is missing: run `bash scripts/native-cpython.sh`");
    return { pyts, native: parseTimings(nativeOut) };
  };
  const small = timings(n, new Map(), new Set());
  const repsOf = new Map<string, number>();
  const skip = new Set<string>();
  for (const [name, t] of small.pyts) {
    if (t > SKIP_8N) skip.add(name);
    else if (t > SLOW_N) repsOf.set(name, 1);
  }
  const big = timings(8 * n, repsOf, skip);
  const rows: GrowthRow[] = cases.map((k) => ({
    k,
    pn: small.pyts.get(k.name) ?? NaN,
    p8: skip.has(k.name) ? Infinity : (big.pyts.get(k.name) ?? NaN),
    nn: small.native.get(k.name) ?? NaN,
    n8: big.native.get(k.name) ?? NaN,
  }));
  return { name: "growth", markdown: report(rows, n, reps) };
}

/** The README block: headline numbers, the flagged cases, the 20 slowest against native, then every case. */
export function report(rows: readonly GrowthRow[], n: number, reps: number): string {
  const ok = rows.filter((r) => [r.pn, r.p8, r.nn, r.n8].every((x) => Number.isFinite(x) && x > 0));
  const ratio = (r: GrowthRow) => r.p8 / r.n8;
  const flagged = rows.filter((r) => r.p8 === Infinity || (ok.includes(r) && exponent(r.pn, r.p8) > Math.max(FLAG_MIN, exponent(r.nn, r.n8) + FLAG_MARGIN)));
  const failed = rows.filter((r) => Number.isNaN(r.pn) || Number.isNaN(r.p8));
  const line = (r: GrowthRow) => {
    const ep = ok.includes(r) ? exponent(r.pn, r.p8).toFixed(2) : "–";
    const en = ok.includes(r) ? exponent(r.nn, r.n8).toFixed(2) : "–";
    const rt = ok.includes(r) ? ratio(r).toFixed(1) : "–";
    return `| ${r.k.name.replace(/\|/g, "\\|")} | ${fmt(r.pn)} | ${fmt(r.p8)} | ${fmt(r.nn)} | ${fmt(r.n8)} | ${rt} | ${ep} | ${en} |${flagged.includes(r) ? " **superlinear**" : ""}`;
  };
  const head = [`| case | pyts n | pyts 8n | native n | native 8n | pyts/native (8n) | growth pyts | growth native |`, "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"];
  const slowest = [...ok].sort((a, b) => ratio(b) - ratio(a)).slice(0, 20);
  const over10 = ok.filter((r) => ratio(r) > 10).length;
  return [
    `**${ok.length} cases, geometric mean pyts/native ${geomean(ok.map(ratio)).toFixed(2)}** (at 8n; ${over10} cases above 10×). n = ${n.toLocaleString("en-US")} and 8n; best of ${reps} runs each; growth exponent log(t(8n)/t(n))/log 8 (1 linear, about 1.09 n log n, 2 quadratic).`,
    "",
    flagged.length ? `Growing faster than CPython (exponent above ${FLAG_MIN} and CPython's + ${FLAG_MARGIN}): ${flagged.map((r) => `\`${r.k.name}\``).join(", ")}.` : "No case grows faster than in CPython.",
    failed.length ? `\nRaised in pyts or CPython: ${failed.map((r) => `\`${r.k.name}\``).join(", ")}.` : "",
    "",
    "### The 20 slowest against native CPython",
    "",
    ...head,
    ...slowest.map(line),
    "",
    "<details><summary>Every case</summary>",
    "",
    ...head,
    ...rows.map(line),
    "",
    "</details>",
    "",
    "Times are CPU seconds of the statement alone (`time.process_time` inside each interpreter, so that a busy machine still gives comparable numbers; pyts's include V8's compiler and GC threads; no process start), pyts through `pyts run` (the built bundles). Cases are in bench/growth/cases.ts.",
  ].join("\n");
}
