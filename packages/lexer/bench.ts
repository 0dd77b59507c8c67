/**
 * Tokenizer speed on the stdlib corpus (559 files of the oracle's python_stdlib.zip), against the
 * oracle's own `tokenize.tokenize` (CPython 3.14 in WebAssembly) on the same files.
 * Run: node_modules/.bin/tsx packages/lexer/bench.ts [--no-oracle]
 */
import { stdlibCorpus } from "../../conformance/src/harness/corpus.js";
import { loadOracle } from "../../conformance/src/harness/oracle.js";
import { tokenize } from "./src/index.js";

const files = stdlibCorpus();
const bytes = files.reduce((n, f) => n + f.bytes.length, 0);
let best = Infinity;
let count = 0;
for (let round = 0; round < 5; round++) {
  const t0 = performance.now();
  count = 0;
  for (const f of files) count += tokenize(f.bytes).length;
  best = Math.min(best, performance.now() - t0);
}
console.log(`pyts:   ${files.length} files, ${(bytes / 1e6).toFixed(1)} MB, ${count} tokens in ${best.toFixed(0)} ms (best of 5)`);

if (!process.argv.includes("--no-oracle")) {
  const oracle = await loadOracle();
  for (const f of files) oracle.writeFile(`/bench/${f.path}`, f.bytes);
  oracle.runPython(`import tokenize, os
_bench_paths = [os.path.join(r, n) for r, _, ns in os.walk('/bench') for n in ns]`);
  const t1 = performance.now();
  const n = oracle.runPython(`_n = 0
for _p in _bench_paths:
    with open(_p, 'rb') as _f:
        _n += len(list(tokenize.tokenize(_f.readline)))
_n`) as number;
  const oracleMs = performance.now() - t1;
  console.log(`oracle: ${n} tokens in ${oracleMs.toFixed(0)} ms — pyts is ${(oracleMs / best).toFixed(1)}x faster`);
}
