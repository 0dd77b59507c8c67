/**
 * `pnpm bench tokenize`: tokens per second over the stdlib corpus — pyts's `tokenize`, CPython's
 * `tokenize.tokenize` in the oracle (wasm32), and in a native CPython 3.14 when
 * scripts/native-cpython.sh has installed one — measured side by side in the same run.
 */
import { tokenize } from "../packages/lexer/src/index.js";
import { stdlibCorpus } from "../conformance/src/corpus.js";
import { loadOracle } from "../conformance/src/oracle.js";
import { runNativePython, writeCorpusToDisk, type BenchResult } from "./machine.js";

/** The same measurement in CPython: read every .py under `dir`, tokenize all `rounds` times, best pass. */
const pythonTiming = (dir: string, rounds: number) => `
import tokenize, io, time, json, os
datas = []
for root, _, names in os.walk(${JSON.stringify(dir)}):
    for n in names:
        if n.endswith('.py'):
            with open(os.path.join(root, n), 'rb') as fh:
                datas.append(fh.read())
count = sum(len(list(tokenize.tokenize(io.BytesIO(d).readline))) for d in datas)
best = float('inf')
for _ in range(${rounds}):
    t0 = time.perf_counter()
    for d in datas:
        for _tok in tokenize.tokenize(io.BytesIO(d).readline):
            pass
    best = min(best, time.perf_counter() - t0)
result = json.dumps({"tokens": count, "seconds": best})`;

interface Timing {
  tokens: number;
  seconds: number;
}

export async function run(rounds = 3): Promise<BenchResult> {
  const corpus = stdlibCorpus();
  const lines = corpus.reduce((n, f) => n + new TextDecoder().decode(f.bytes).split("\n").length, 0);

  // pyts: best of `rounds` passes over the corpus, after one warm-up pass.
  let tokens = 0;
  for (const f of corpus) tokens += tokenize(f.bytes).length;
  let pytsBest = Infinity;
  for (let r = 0; r < rounds; r++) {
    const t0 = performance.now();
    for (const f of corpus) tokenize(f.bytes);
    pytsBest = Math.min(pytsBest, (performance.now() - t0) / 1000);
  }

  const oracle = await loadOracle();
  for (const f of corpus) oracle.writeFile(`/bench/${f.path}`, f.bytes);
  const wasm = JSON.parse(oracle.runPython(`${pythonTiming("/bench/stdlib", rounds)}\nresult`) as string) as Timing;
  const nativeOut = runNativePython(`${pythonTiming(`${writeCorpusToDisk(corpus)}/stdlib`, rounds)}\nprint(result)`);
  const native = nativeOut === undefined ? undefined : (JSON.parse(nativeOut) as Timing);

  const rate = (t: Timing) => t.tokens / t.seconds;
  const pyts: Timing = { tokens, seconds: pytsBest };
  const fmt = (n: number) => Math.round(n).toLocaleString("en-US");
  const row = (name: string, t: Timing) => `| ${name} | ${fmt(t.tokens)} | ${t.seconds.toFixed(2)} s | ${fmt(rate(t))} | ${(rate(pyts) / rate(t)).toFixed(2)}× |`;
  const markdown = [
    `| tokenize, ${corpus.length} stdlib files (${fmt(lines)} lines) | tokens | best of ${rounds} | tokens/s | pyts speed relative to it |`,
    "| --- | ---: | ---: | ---: | ---: |",
    row("pyts", pyts),
    row("CPython 3.14.2 (pyodide 314.0.7, wasm32, `tokenize.tokenize`)", wasm),
    ...(native ? [row("CPython 3.14 native x86-64 (`tokenize.tokenize`)", native)] : []),
  ].join("\n");
  return { name: "tokenize", markdown };
}
