/**
 * Measures the compiler on the stdlib corpus: each of the 559 files is compiled by pyts and every
 * code object compared with the oracle's through code.proto, field by field (`diffCode` in
 * codegen-oracle.ts). Prints "code objects identical: N/559" and the failures grouped
 * by their first differing field. Oracle outputs are cached in .cache/codegen-oracle/.
 *   node_modules/.bin/tsx conformance/src/stages/compiler/codegen-stdlib.ts [filter]
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { stdlibCorpus } from "../../harness/corpus.js";
import { loadOracle, type Oracle } from "../../harness/oracle.js";
import { astFromJson } from "../parser/astjson.js";
import { diffCode, oracleCompile, type OracleResult } from "./codegen-oracle.js";
import { compile } from "../../../../packages/compiler/src/compile.js";
import { dumps } from "../../../../packages/compiler/src/marshal/dumps.js";
import { dis } from "../../../../packages/compiler/src/dis/dis.js";
import { pyCode, type CodeObject } from "../../../../packages/compiler/src/codeObject.js";
import type { mod } from "../../../../packages/parser/src/ast/nodes.generated.js";

const cacheDir = join(import.meta.dirname, "..", "..", "..", "..", ".cache", "codegen-oracle-v2");
mkdirSync(cacheDir, { recursive: true });

let oracle: Oracle | undefined;
async function oracleFor(path: string, bytes: Uint8Array, optimize = -1): Promise<OracleResult> {
  const key = createHash("sha256").update(path).update(bytes).update(String(optimize)).digest("hex").slice(0, 32);
  const file = join(cacheDir, `${key}.json`);
  if (existsSync(file)) return JSON.parse(readFileSync(file, "utf8")) as OracleResult;
  oracle ??= await loadOracle();
  const r = oracleCompile(oracle, bytes, path, "exec", optimize);
  writeFileSync(file, JSON.stringify(r));
  return r;
}

export interface FileResult {
  path: string;
  identical: boolean;
  cause: string;
  detail: string;
  /** marshal.dumps bytes identical (pyts dumps of the pyts code object vs the oracle's). */
  marshalIdentical?: boolean;
  /** dis.dis text identical (addresses in code object reprs normalized). */
  disIdentical?: boolean;
}

const normalizeDis = (t: string): string => t.replace(/ at 0x[0-9a-f]+/g, " at 0x?");

/** Which AST pyts compiles: the pyts parser's (default) or the oracle's, rebuilt by astFromJson. */
export type AstSource = "pyts" | "oracle";

export async function checkFile(path: string, bytes: Uint8Array, astSource: AstSource = "pyts", optimize = -1): Promise<FileResult> {
  const want = await oracleFor(path, bytes, optimize);
  if (want.error) return { path, identical: false, cause: "oracle SyntaxError", detail: want.error.msg };
  let co: CodeObject;
  try {
    co = astSource === "oracle" ? compile(astFromJson(want.ast!) as mod, path, "exec") : compile(bytes, path, "exec", { optimize: Math.max(0, optimize) });
  } catch (e) {
    const msg = (e as Error).message;
    return { path, identical: false, cause: `pyts threw: ${msg.slice(0, 60)}`, detail: (e as Error).stack?.split("\n").slice(0, 4).join(" | ") ?? msg };
  }
  let marshalIdentical: boolean | undefined;
  let disIdentical: boolean | undefined;
  try {
    marshalIdentical = Buffer.from(dumps(pyCode(co))).toString("hex") === want.marshal;
  } catch {
    marshalIdentical = false;
  }
  try {
    disIdentical = normalizeDis(dis(co)) === normalizeDis(want.dis ?? "");
  } catch {
    disIdentical = false;
  }
  const diffs = diffCode(want.marshal!, co, 1);
  if (!diffs.length) return { path, identical: true, cause: "", detail: "", marshalIdentical, disIdentical };
  const first = diffs[0]!;
  const field = first.split(": ")[0]!.match(/co_\w+/g)?.pop() ?? "?";
  return { path, identical: false, cause: `differs: ${field}`, detail: first.slice(0, 400), marshalIdentical, disIdentical };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const filter = process.argv[2];
  const files = stdlibCorpus().filter((f) => !filter || f.path.includes(filter));
  const results: FileResult[] = [];
  const astSource: AstSource = process.env.AST === "oracle" ? "oracle" : "pyts";
  const optimize = Number(process.env.OPTIMIZE ?? -1);
  for (const f of files) results.push(await checkFile(f.path, f.bytes, astSource, optimize));
  const ok = results.filter((r) => r.identical).length;
  console.log(`code objects identical: ${ok}/${files.length} stdlib files (AST from ${astSource === "pyts" ? "the pyts parser" : "the oracle"})`);
  console.log(`marshal.dumps bytes identical: ${results.filter((r) => r.marshalIdentical).length}/${files.length}`);
  console.log(`dis.dis text identical: ${results.filter((r) => r.disIdentical).length}/${files.length}`);
  if (process.env.SHOWDIS) for (const r of results) if (!r.disIdentical || !r.marshalIdentical) console.log(`  ${r.path}: marshal ${r.marshalIdentical} dis ${r.disIdentical}`);
  const byCause = new Map<string, FileResult[]>();
  for (const r of results) if (!r.identical) byCause.set(r.cause, [...(byCause.get(r.cause) ?? []), r]);
  for (const [cause, rs] of [...byCause].sort((a, b) => b[1].length - a[1].length)) {
    console.log(`${String(rs.length).padStart(4)}  ${cause}`);
    for (const r of rs.slice(0, Number(process.env.SHOW ?? 2))) console.log(`        ${r.path}: ${r.detail.slice(0, 300)}`);
  }
}
