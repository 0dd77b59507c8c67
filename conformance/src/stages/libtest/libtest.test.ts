/**
 * The libtest stage's parts: runner.py's per-test outcomes (run natively on a module of our own
 * with every kind of outcome), the parsing of its output, the names of doctests, and the known
 * failures' `test.test_X: *` lines.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { nativeArgv, nativeEnv } from "../../../../packages/cli/src/nativeCpython.js";
import { libtestModules, parseRunnerOutput, unitPath } from "./libtest.js";
import { knownFailures } from "../../harness/report.js";

const dir = mkdtempSync(join(tmpdir(), "pyts-libtest-test-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const MODULE = `import unittest
class A(unittest.TestCase):
    def test_ok(self): pass
    def test_fail(self): self.assertEqual(1, 2)
    def test_error(self): 1/0
    @unittest.skip("no")
    def test_skip(self): pass
    @unittest.expectedFailure
    def test_xfail(self): self.fail()
    @unittest.expectedFailure
    def test_xpass(self): pass
    def test_sub_fail(self):
        for i in range(3):
            with self.subTest(i=i):
                self.assertLess(i, 2)
    def test_sub_ok(self):
        for i in range(3):
            with self.subTest(i=i):
                pass
    def test_sub_skip(self):
        with self.subTest(i=0):
            self.skipTest("inner")
class B(unittest.TestCase):
    @classmethod
    def setUpClass(cls): raise RuntimeError("class set-up")
    def test_never(self): pass
@unittest.skip("whole class")
class C(unittest.TestCase):
    def test_c(self): pass
`;

describe("the libtest stage", () => {
  it("runner.py: one line per test, natively", () => {
    writeFileSync(join(dir, "lt_sample.py"), MODULE);
    const [exe, ...pre] = nativeArgv();
    const r = spawnSync(exe!, [...pre, join(import.meta.dirname, "runner.py"), "lt_sample"], { cwd: dir, env: { ...nativeEnv(), PYTHONPATH: dir }, encoding: "utf8" });
    const { statuses, completed } = parseRunnerOutput(r.stdout);
    expect(completed).toBe(true);
    expect(statuses).toEqual({
      "lt_sample.A.test_ok": "ok",
      "lt_sample.A.test_fail": "fail",
      "lt_sample.A.test_error": "error",
      "lt_sample.A.test_skip": "skip",
      "lt_sample.A.test_xfail": "xfail",
      "lt_sample.A.test_xpass": "xpass",
      "lt_sample.A.test_sub_fail": "fail",
      "lt_sample.A.test_sub_ok": "ok",
      "lt_sample.A.test_sub_skip": "ok",
      "setUpClass_(lt_sample.B)": "error",
      "lt_sample.C.test_c": "skip",
    });
    expect(r.stdout).toContain("@@libtest done 10 4 3 2 2\n");
    expect(r.stderr).toContain("ZeroDivisionError");
  });

  it("a run cut short has no done line", () => {
    expect(parseRunnerOutput("@@libtest ok a.b\nnoise @@libtest fail x\n")).toEqual({ statuses: { "a.b": "ok" }, completed: false });
  });

  it("doctests are named under their module", () => {
    expect(unitPath("test_json", "test.test_json.test_decode.T.test_x")).toBe("test.test_json.test_decode.T.test_x");
    expect(unitPath("test_json", "json.encoder.JSONEncoder.encode")).toBe("test.test_json.json.encoder.JSONEncoder.encode");
  });

  it("the module list: issue #26's modules and test_re, each once", () => {
    const ms = libtestModules(true);
    expect(ms.length).toBe(69);
    const ci = libtestModules(false);
    expect(ci.length).toBeGreaterThanOrEqual(10);
    for (const m of ci) expect(ms).toContain(m);
    expect(new Set(ms).size).toBe(ms.length);
    for (const m of ["test_json", "test_urlparse", "test_builtin", "test_grammar", "test_re"]) expect(ms).toContain(m);
  });

  it("known failures: one test a line, or a module's every test", () => {
    const k = knownFailures("libtest");
    const paths = libtestModules(true).map((m) => `test.${m}.Case.test_x`);
    // every line of the stage's list names a module or test the stage runs
    expect(k.unused(paths).filter((l) => l.endsWith(": *"))).toEqual([]);
  });
});
