/** `pnpm bench compile`: source lines per second compiled to code objects — pyts's `compile` against `compile()`. */
import { compile } from "../packages/compiler/src/index.js";
import { runCorpusBench } from "./corpus.js";
import type { BenchResult } from "./machine.js";

const lineCount = (bytes: Uint8Array) => bytes.reduce((n, b) => n + (b === 10 ? 1 : 0), 0);

export async function run(): Promise<BenchResult> {
  const markdown = await runCorpusBench({
    what: "compile source to code objects",
    unit: "lines",
    pyts: (f) => (compile(f.bytes, f.path, "exec"), lineCount(f.bytes)),
    python: { imports: "", expr: "(compile(d, p, 'exec', dont_inherit=True), d.count(b'\\n'))[1]", label: "compile()" },
  });
  return { name: "compile", markdown };
}
