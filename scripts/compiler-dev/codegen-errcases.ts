/** For case files CPython rejects: does pyts (parser + compiler) raise the same SyntaxError (message and position)? */
import { casesCorpus } from "../../conformance/src/harness/corpus.js";
import { loadOracle } from "../../conformance/src/harness/oracle.js";
import { oracleCompile } from "../../conformance/src/stages/compiler/codegen-oracle.js";
import { compile } from "../../packages/compiler/src/compile.js";
const o = await loadOracle();
for (const dir of process.argv.slice(2)) {
  let total = 0, same = 0;
  const bad: string[] = [];
  for (const f of casesCorpus(dir)) {
    const want = oracleCompile(o, f.bytes, f.path);
    if (!want.error) continue;
    total++;
    let got = "no error";
    try {
      compile(f.bytes, f.path, "exec");
    } catch (e) {
      const x = e as { msg?: string; lineno: number; offset: number; end_lineno: number; end_offset: number };
      got = JSON.stringify([x.msg ?? String(e), x.lineno, x.offset, x.end_lineno, x.end_offset]);
    }
    const w = JSON.stringify([want.error.msg, want.error.lineno, want.error.offset, want.error.end_lineno, want.error.end_offset]);
    if (w === got) same++;
    else bad.push(`${f.path}\n    want ${w}\n    got  ${got}`);
  }
  console.log(`${dir}: ${same}/${total} SyntaxErrors identical`);
  for (const b of bad.slice(0, 20)) console.log("  " + b.slice(0, 400));
}
