/** Runs the compiler check over the project's own case folders (conformance/cases/<dir>/**.py). */
import { casesCorpus } from "../../conformance/src/harness/corpus.js";
import { checkFile } from "../../conformance/src/stages/compiler/codegen-stdlib.js";
for (const dir of process.argv.slice(2)) {
  const files = casesCorpus(dir);
  let ok = 0;
  let oracleErr = 0;
  const bad: string[] = [];
  for (const f of files) {
    const r = await checkFile(f.path, f.bytes);
    if (r.identical) ok++;
    else if (r.cause === "oracle SyntaxError") oracleErr++;
    else bad.push(`${f.path}: ${r.cause} ${r.detail.slice(0, 200)}`);
  }
  console.log(`${dir}: ${ok}/${files.length - oracleErr} identical (${oracleErr} are SyntaxErrors in CPython)`);
  for (const b of bad.slice(0, 15)) console.log("  " + b);
}
