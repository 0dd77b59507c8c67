/**
 * `pyts run` gives the VM a JS stack deep enough that recursion through every way native code
 * re-enters Python (eval/recursionPaths.ts) reaches the recursion limit where native CPython 3.14
 * does, with CPython's RecursionError, traceback and exit status — at the default limit and at a
 * raised one (where CPython's own 8 MB C stack gives out first on some paths: those it reports as
 * "Stack overflow" are left out). Compared with native CPython (skipped without it): the oracle,
 * CPython as wasm, crashes on deep native re-entry itself. The program's standard streams and
 * exit status pass through the worker thread unchanged.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { NATIVE_REENTRY_PATHS } from "../../vm/src/eval/recursionPaths.js";
import { native, pyts, type ProcessResult } from "./nativeCpython.js";

const dir = mkdtempSync(join(tmpdir(), "pyts-recursion-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const BUMP = "depth = 0\ndef bump():\n    global depth\n    depth += 1\n";

/** Every path in turn at recursion limit `limit`, printing how deep each got and its error. */
function everyPath(limit: number): string {
  return `import sys
sys.setrecursionlimit(${limit})
${BUMP}for name, body in ${JSON.stringify(NATIVE_REENTRY_PATHS)}.items():
    ns = {"bump": bump}
    exec(compile(body, "<" + name + ">", "exec"), ns)
    depth = 0
    try:
        ns["start"]()
        print(name, "no error")
    except RecursionError as e:
        print(name, depth, e)
`;
}

function both(name: string, source: string): { got: ProcessResult; want: ProcessResult } {
  const file = join(dir, `${name}.py`);
  writeFileSync(file, source);
  return { got: pyts(["run", file]), want: native([file]) };
}

describe(`recursion through native re-entry under pyts run, as native CPython`, () => {
  it("every path reaches the default limit where CPython does", () => {
    const { got, want } = both("every_path", everyPath(1000));
    expect(want.stdout.split("\n")).toHaveLength(Object.keys(NATIVE_REENTRY_PATHS).length + 1);
    expect(got).toEqual(want);
  });

  it("every path reaches a raised limit (3000)", () => {
    const { got, want } = both("every_path_3000", everyPath(3000));
    const gotLines = got.stdout.split("\n");
    const wantLines = want.stdout.split("\n");
    expect(gotLines).toHaveLength(wantLines.length);
    // CPython's C stack, not its limit, ends these (at a depth that varies from run to run)
    const compared = wantLines.map((line, i) => (line.includes("Stack overflow") ? null : [gotLines[i], line]));
    expect(compared.filter((c) => c === null).length).toBeLessThan(5);
    for (const c of compared) if (c !== null) expect(c[0]).toBe(c[1]);
    expect([got.stderr, got.exitCode]).toEqual([want.stderr, want.exitCode]);
  });

  // (paths with two Python frames a level — a decorator's wrapper, a generator expression, exec's
  // '<string>' module — reach half as many levels, in CPython as here)
  for (const path of ["__eq__ in a dict lookup", "sort key", "decorator wrapper", "__format__", "list(generator)", "exec()"]) {
    it(`uncaught through ${path}: the whole traceback`, () => {
      const { got, want } = both(path.replace(/\W+/g, "_"), `${BUMP}${NATIVE_REENTRY_PATHS[path]}\nstart()\n`);
      expect(want.stderr).toContain("RecursionError: maximum recursion depth exceeded");
      expect(got).toEqual(want);
    });
  }

  it("standard input, stdout, stderr and the exit status pass through the worker", () => {
    const code = "import sys\nprint(input('name? '))\nprint('err', file=sys.stderr)\nprint(sys.stdin.readline(), end='')\nprint(input())\nsys.exit(3)";
    const input = "one\ntwo\nthree\n";
    const got = pyts(["run", "-c", code], input);
    expect(got).toEqual(native(["-c", code], input));
    expect(got.exitCode).toBe(3);
  });
});
