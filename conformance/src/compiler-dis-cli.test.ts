/**
 * `pyts dis file.py` against `python3.14 -m dis file.py` on the 559 stdlib files: pyts parses,
 * compiles and disassembles (packages/cli/src/commands/dis.ts); the oracle runs `dis.main([path])`
 * on the same bytes written at the same path. Masks only code-object addresses and frozenset
 * element order (ARCHITECTURE.md §1). Every STRIDE-th file also runs with `-C -O -P -S`.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { disToText, type DisOptions } from "../../packages/cli/src/commands/dis.js";
import { stdlibCorpus } from "./corpus.js";
import { loadOracle, type Oracle } from "./oracle.js";

const STRIDE = Number(process.env.PYTS_DIS_ALL_STRIDE ?? 4);
const PLAIN: DisOptions = { showCaches: false, showOffsets: false, showPositions: false, adaptive: false };
const ALL: DisOptions = { showCaches: true, showOffsets: true, showPositions: true, adaptive: true };

/** Sorts the elements inside every `frozenset({...})` (their order follows the platform's str hash). */
function sortFrozensets(s: string): string {
  let out = "";
  let i = 0;
  for (;;) {
    const j = s.indexOf("frozenset({", i);
    if (j < 0) return out + s.slice(i);
    out += s.slice(i, j + 11);
    i = j + 11;
    const items: string[] = [];
    let cur = "";
    let depth = 0;
    let quote = "";
    for (; i < s.length; i++) {
      const c = s[i]!;
      if (quote) {
        cur += c;
        if (c === "\\") cur += s[++i] ?? "";
        else if (c === quote) quote = "";
        continue;
      }
      if (c === "'" || c === '"') {
        quote = c;
        cur += c;
        continue;
      }
      if (c === "(" || c === "[" || c === "{") depth++;
      else if (c === ")" || c === "]" || c === "}") {
        if (depth === 0) break;
        depth--;
      }
      if (depth === 0 && c === "," && s[i + 1] === " ") {
        items.push(cur);
        cur = "";
        i++;
        continue;
      }
      cur += c;
    }
    items.push(cur);
    out += items.map(sortFrozensets).sort().join(", ");
  }
}
const mask = (s: string) => sortFrozensets(s.replace(/ at 0x[0-9a-f]+,/g, " at 0x?,"));

let oracle: Oracle;
const want = new Map<string, { plain: string; all: string | null; stderr: string }>();

beforeAll(async () => {
  oracle = await loadOracle();
  const files = stdlibCorpus();
  for (const f of files) oracle.writeFile(`/${f.path}`, f.bytes);
  oracle.pyodide.globals.set("_pyts_dis_paths", JSON.stringify(files.map((f) => `/${f.path}`)));
  const raw = JSON.parse(
    oracle.runPython(String.raw`
import dis, io, sys, json
def _pyts_dis_main(args):
    out, err = io.StringIO(), io.StringIO()
    old = sys.stdout, sys.stderr
    sys.stdout, sys.stderr = out, err
    try:
        dis.main(args)
    except SystemExit:
        pass
    finally:
        sys.stdout, sys.stderr = old
    return out.getvalue(), err.getvalue()
_r = []
for _k, _p in enumerate(json.loads(_pyts_dis_paths)):
    _o, _e = _pyts_dis_main([_p])
    _a = _pyts_dis_main(['-C', '-O', '-P', '-S', _p])[0] if _k % ${STRIDE} == 0 else None
    _r.append([_p, _o, _a, _e])
json.dumps(_r)`) as string,
  ) as [string, string, string | null, string][];
  for (const [p, plain, all, stderr] of raw) want.set(p, { plain, all, stderr });
});

describe("pyts dis file.py vs python -m dis (559 stdlib files)", () => {
  it("stdout identical", () => {
    const failures: string[] = [];
    let nAll = 0;
    let failAll = 0;
    for (const f of stdlibCorpus()) {
      const path = `/${f.path}`;
      const w = want.get(path)!;
      const got = disToText(path, f.bytes, PLAIN);
      if (got.exitCode !== 0 || mask(got.stdout) !== mask(w.plain)) failures.push(`${f.path}: ${got.stderr.slice(0, 200)}`);
      if (w.all !== null) {
        nAll++;
        const a = disToText(path, f.bytes, ALL);
        if (mask(a.stdout) !== mask(w.all)) {
          failAll++;
          failures.push(`${f.path} (-C -O -P -S)`);
        }
      }
    }
    console.log(`pyts dis file.py: ${want.size - (failures.length - failAll)}/${want.size} identical; with -C -O -P -S: ${nAll - failAll}/${nAll}`);
    expect(failures).toEqual([]);
  });
});
