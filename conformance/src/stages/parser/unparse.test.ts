/**
 * `unparse` and `-O 2` against the oracle on a sample of the stdlib (every 8th file), and the
 * round trip parse(unparse(tree)) == tree (type-ignore line numbers aside) on the same files.
 */
import { describe, expect, it } from "vitest";
import { loadOracle } from "../../harness/oracle.js";
import { stdlibCorpus } from "../../harness/corpus.js";
import { dump, parse, unparse } from "../../../../packages/parser/src/index.js";
import type { Module } from "../../../../packages/parser/src/index.js";

describe("unparse and -OO on stdlib files", async () => {
  const oracle = await loadOracle();
  const files = stdlibCorpus().filter((_, i) => i % 8 === 0);
  it.each(files.map((f) => [f.path, f] as const))("%s", (_name, file) => {
    oracle.pyodide.globals.set("_pyts_data", oracle.pyodide.toPy(file.bytes));
    const [expUnparse, expOO] = JSON.parse(
      oracle.runPython(`import ast, json
_t = ast.parse(bytes(_pyts_data), type_comments=True)
json.dumps([ast.unparse(_t), ast.dump(ast.parse(bytes(_pyts_data), optimize=2), include_attributes=True)])`) as string,
    ) as [string, string];
    const tree = parse(file.bytes, { typeComments: true });
    const src = unparse(tree);
    expect(src).toBe(expUnparse);
    // Type-ignore comments move to other lines when unparsed; the statements must round-trip.
    const bodyOnly = (m: Module) => dump({ ...m, type_ignores: [] });
    expect(bodyOnly(parse(src, { typeComments: true }) as Module)).toBe(bodyOnly(tree as Module));
    expect(dump(parse(file.bytes, { optimize: 2 }), { includeAttributes: true, recursionBase: 0 })).toBe(expOO);
  });
});
