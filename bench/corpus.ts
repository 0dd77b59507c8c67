/**
 * One measurement shape shared by the stage benchmarks (tokenize, parse, compile): a pyts function
 * and a CPython snippet each run over the whole stdlib corpus, best of N passes, in the oracle
 * (wasm32) and — when scripts/native-cpython.sh has installed one — a native CPython 3.14, all in
 * the same run.
 */
import { stdlibCorpus, type CorpusFile } from "../conformance/src/harness/corpus.js";
import { loadOracle } from "../conformance/src/harness/oracle.js";
import { runNativePython, writeCorpusToDisk } from "./machine.js";

export interface CorpusBench {
  /** What is measured, e.g. "tokenize". */
  readonly what: string;
  /** The unit counted, e.g. "tokens" or "lines". */
  readonly unit: string;
  /** pyts's work on one file; returns how many units it counted. */
  pyts(file: CorpusFile): number;
  /** The CPython call on one file's bytes `d` (a Python expression counting units), and the name shown. */
  readonly python: { expr: string; label: string; imports: string };
}

interface Timing {
  units: number;
  seconds: number;
}

/** CPython's side: read every .py under `dir`, evaluate `expr` for each (`d` bytes, `p` path), best pass. */
const pythonTiming = (b: CorpusBench, dir: string, rounds: number) => `
import time, json, os
${b.python.imports}
files = []
for root, _, names in os.walk(${JSON.stringify(dir)}):
    for n in sorted(names):
        if n.endswith('.py'):
            p = os.path.join(root, n)
            with open(p, 'rb') as fh:
                files.append((p, fh.read()))
units = 0
best = float('inf')
for _ in range(${rounds}):
    units = 0
    t0 = time.perf_counter()
    for p, d in files:
        units += ${b.python.expr}
    best = min(best, time.perf_counter() - t0)
result = json.dumps({"units": units, "seconds": best})`;

export async function runCorpusBench(b: CorpusBench, rounds = 3): Promise<string> {
  const corpus = stdlibCorpus();
  const lines = corpus.reduce((n, f) => n + new TextDecoder().decode(f.bytes).split("\n").length, 0);

  let units = 0;
  for (const f of corpus) units += b.pyts(f); // warm-up pass
  let best = Infinity;
  for (let r = 0; r < rounds; r++) {
    const t0 = performance.now();
    units = 0;
    for (const f of corpus) units += b.pyts(f);
    best = Math.min(best, (performance.now() - t0) / 1000);
  }
  const pyts: Timing = { units, seconds: best };

  const oracle = await loadOracle();
  for (const f of corpus) oracle.writeFile(`/bench/${f.path}`, f.bytes);
  const wasm = JSON.parse(oracle.runPython(`${pythonTiming(b, "/bench/stdlib", rounds)}\nresult`) as string) as Timing;
  const nativeOut = runNativePython(`${pythonTiming(b, `${writeCorpusToDisk(corpus)}/stdlib`, rounds)}\nprint(result)`);
  const native = nativeOut === undefined ? undefined : (JSON.parse(nativeOut) as Timing);

  const rate = (t: Timing) => t.units / t.seconds;
  const fmt = (n: number) => Math.round(n).toLocaleString("en-US");
  const row = (name: string, t: Timing) =>
    `| ${name} | ${fmt(t.units)} | ${t.seconds.toFixed(2)} s | ${fmt(rate(t))} | ${(rate(pyts) / rate(t)).toFixed(2)}× |`;
  return [
    `| ${b.what}, ${corpus.length} stdlib files (${fmt(lines)} lines) | ${b.unit} | best of ${rounds} | ${b.unit}/s | pyts speed relative to it |`,
    "| --- | ---: | ---: | ---: | ---: |",
    row("pyts", pyts),
    row(`CPython 3.14.2 (pyodide 314.0.7, wasm32, \`${b.python.label}\`)`, wasm),
    ...(native ? [row(`CPython 3.14 native x86-64 (\`${b.python.label}\`)`, native)] : []),
  ].join("\n");
}
