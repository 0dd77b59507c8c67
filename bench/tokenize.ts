/** `pnpm bench tokenize`: tokens per second over the stdlib corpus, pyts's `tokenize` against `tokenize.tokenize`. */
import { tokenize } from "../packages/lexer/src/index.js";
import { runCorpusBench } from "./corpus.js";
import type { BenchResult } from "./machine.js";

export async function run(): Promise<BenchResult> {
  const markdown = await runCorpusBench({
    what: "tokenize",
    unit: "tokens",
    pyts: (f) => tokenize(f.bytes).length,
    python: { imports: "import tokenize, io", expr: "sum(1 for _ in tokenize.tokenize(io.BytesIO(d).readline))", label: "tokenize.tokenize" },
  });
  return { name: "tokenize", markdown };
}
