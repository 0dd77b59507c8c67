/** `pnpm bench parse`: source lines per second parsed into an AST — pyts's `parse` against `ast.parse`. */
import { parse } from "../packages/parser/src/index.js";
import { runCorpusBench } from "./corpus.js";
import type { BenchResult } from "./machine.js";

const lineCount = (bytes: Uint8Array) => bytes.reduce((n, b) => n + (b === 10 ? 1 : 0), 0);

export async function run(): Promise<BenchResult> {
  const markdown = await runCorpusBench({
    what: "parse to AST",
    unit: "lines",
    pyts: (f) => (parse(f.bytes, { filename: f.path, mode: "exec" }), lineCount(f.bytes)),
    python: { imports: "import ast", expr: "(ast.parse(d, p), d.count(b'\\n'))[1]", label: "ast.parse" },
  });
  return { name: "parse", markdown };
}
