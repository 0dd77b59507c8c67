import { loadOracle } from "./oracle.js";
import { codeToOracle, diffCode, oracleCompile } from "./compiler-codegen-oracle.js";
import { compile } from "../../packages/compiler/src/compile.js";
const o = await loadOracle();
const cases: [string, "exec" | "eval" | "single"][] = [
  ["1 + x", "eval"], ["[i for i in x]", "eval"], ["lambda: y", "eval"], ["(yield)", "eval"],
  ["x = 1", "single"], ["x", "single"], ["if x:\n    y\n", "single"], ["for i in x: i\n", "single"], ["def f(): pass\n", "single"], ["1; 2", "single"],
];
for (const [src, mode] of cases) {
  const want = oracleCompile(o, src, "<s>", mode);
  if (want.error) { console.log(mode, JSON.stringify(src), "oracle error", want.error.msg); continue; }
  try {
    const d = diffCode(want.code!, codeToOracle(compile(src, "<s>", mode)));
    console.log(mode, JSON.stringify(src), d.length ? d.slice(0, 3).join("\n    ") : "identical");
  } catch (e) { console.log(mode, JSON.stringify(src), "threw", (e as Error).message); }
}
