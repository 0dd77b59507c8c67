/**
 * Developer tool: compile Python files (or `-c source`) with pyts and with the oracle and print
 * the first differences, field by field, with a side-by-side instruction listing.
 *   node_modules/.bin/tsx scripts/compiler-dev/codegen-diff.ts [-c SRC | FILE...]
 */
import { readFileSync } from "node:fs";
import { loadOracle } from "../../conformance/src/harness/oracle.js";
import { astFromJson } from "../../conformance/src/stages/parser/astjson.js";
import { codeToOracle, diffCode, disDiff, disWithOffsets, oracleCompile, type OracleCode } from "../../conformance/src/stages/compiler/codegen-oracle.js";
import { compile } from "../../packages/compiler/src/compile.js";
import type { mod } from "../../packages/parser/src/ast/nodes.generated.js";

const args = process.argv.slice(2);
const inputs: { path: string; src: string | Uint8Array }[] = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === "-c") inputs.push({ path: "<string>", src: args[++i]! });
  else inputs.push({ path: args[i]!, src: readFileSync(args[i]!) });
}
const oracle = await loadOracle();
for (const { path, src } of inputs) {
  const want = oracleCompile(oracle, src, path);
  if (want.error) {
    console.log(`${path}: oracle error ${JSON.stringify(want.error)}`);
    continue;
  }
  let got: OracleCode;
  let diffs: string[];
  try {
    const co = compile(astFromJson(want.ast!) as mod, path, "exec");
    got = codeToOracle(co);
    diffs = diffCode(want.marshal!, co);
  } catch (e) {
    console.log(`${path}: pyts threw ${(e as Error).stack}`);
    continue;
  }
  if (!diffs.length) {
    console.log(`${path}: identical`);
    continue;
  }
  console.log(`${path}: ${diffs.length} differences`);
  for (const d of diffs.slice(0, 12)) console.log("  " + d);
  // Side-by-side listing of the first code object that differs in its code.
  const find = (a: OracleCode, b: OracleCode): [OracleCode, OracleCode] | null => {
    if (a.co_code !== b.co_code) return [a, b];
    const sa = a.co_consts.filter((x) => x.t === "code").map((x) => x.v as OracleCode);
    const sb = b.co_consts.filter((x) => x.t === "code").map((x) => x.v as OracleCode);
    for (let i = 0; i < Math.min(sa.length, sb.length); i++) {
      const r = find(sa[i]!, sb[i]!);
      if (r) return r;
    }
    return null;
  };
  const pair = find(want.code!, got);
  if (pair && process.env.DIS !== "0") console.log(`--- ${pair[0].co_qualname}: oracle | pyts\n${disDiff(pair[0], pair[1])}`);
  if (process.env.PYTS) { const f = (a: OracleCode): OracleCode | null => a.co_qualname === process.env.PYTS ? a : a.co_consts.filter((x) => x.t === "code").map((x) => f(x.v as OracleCode)).find((x) => x) ?? null; const m = f(got); if (m) console.log(disWithOffsets(m)); }
}
