/** Times pyts's compile() (parse included) over the 559 stdlib files. */
import { stdlibCorpus } from "../../conformance/src/harness/corpus.js";
import { compile } from "../../packages/compiler/src/compile.js";
import { parse } from "@pyts/parser";
const files = stdlibCorpus();
let t0 = performance.now();
const trees = files.map((f) => parse(f.bytes, { filename: f.path }));
const tParse = performance.now() - t0;
t0 = performance.now();
for (let i = 0; i < files.length; i++) compile(trees[i]!, files[i]!.path, "exec");
const tCompile = performance.now() - t0;
console.log(`parse ${tParse.toFixed(0)} ms, compile (symtable+codegen+flowgraph+assemble) ${tCompile.toFixed(0)} ms for ${files.length} files`);
