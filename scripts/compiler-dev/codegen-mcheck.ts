/** Developer tool: first differing byte between the oracle's marshal.dumps(compile(FILE)) and pyts dumps(compile(FILE)). */
import { readFileSync } from "node:fs";
import { loadOracle } from "../../conformance/src/harness/oracle.js";
import { oracleCompile } from "../../conformance/src/stages/compiler/codegen-oracle.js";
import { compile } from "../../packages/compiler/src/compile.js";
import { dumps } from "../../packages/compiler/src/marshal/dumps.js";
import { pyCode } from "../../packages/compiler/src/codeObject.js";
const o = await loadOracle();
const path = process.argv[2]!;
const src = readFileSync(path);
const want = oracleCompile(o, src, path);
const got = Buffer.from(dumps(pyCode(compile(src, path, "exec")))).toString("hex");
let i = 0;
while (i < got.length && got[i] === want.marshal![i]) i++;
console.log("first diff at byte", i / 2, "\nwant", want.marshal!.slice(Math.max(0, i - 40), i + 80), "\ngot ", got.slice(Math.max(0, i - 40), i + 80));
