/**
 * `pnpm bench tokenize`: tokens per second over the stdlib corpus, pyts's `tokenize` and CPython's
 * `tokenize.tokenize` in the oracle, measured side by side in the same process and run.
 */
import { tokenize } from "../packages/lexer/src/index.js";
import { stdlibCorpus } from "../conformance/src/corpus.js";
import { loadOracle } from "../conformance/src/oracle.js";
import type { BenchResult } from "./machine.js";

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

  // The oracle: the same files, the same number of passes, timed inside Python.
  const oracle = await loadOracle();
  for (const f of corpus) oracle.writeFile(`/bench/${f.path}`, f.bytes);
  const out = JSON.parse(
    oracle.runPython(`
import tokenize, io, time, json, os
datas = []
for root, _, names in os.walk('/bench/stdlib'):
    for n in names:
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
json.dumps({"tokens": count, "seconds": best, "files": len(datas)})
`) as string,
  ) as { tokens: number; seconds: number; files: number };

  const pytsRate = tokens / pytsBest;
  const oracleRate = out.tokens / out.seconds;
  const fmt = (n: number) => Math.round(n).toLocaleString("en-US");
  const markdown = [
    `| tokenize, ${corpus.length} stdlib files (${fmt(lines)} lines) | tokens | best of ${rounds} | tokens/s |`,
    "| --- | ---: | ---: | ---: |",
    `| pyts | ${fmt(tokens)} | ${pytsBest.toFixed(2)} s | ${fmt(pytsRate)} |`,
    `| CPython 3.14.2 (pyodide, wasm32) | ${fmt(out.tokens)} | ${out.seconds.toFixed(2)} s | ${fmt(oracleRate)} |`,
    `| **pyts / oracle speed** | | | **${(pytsRate / oracleRate).toFixed(2)}×** |`,
  ].join("\n");
  return { name: "tokenize", markdown };
}
