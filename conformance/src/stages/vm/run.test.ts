/**
 * run stage: each conformance/cases/run/*.py is compiled by the oracle (CPython 3.14.2),
 * marshalled, loaded by pyts's marshal and executed by the pyts VM; stdout, stderr and the exit
 * code must be identical to the oracle running the same code object as `__main__`.
 *
 * Platform differences are mapped explicitly, never hidden: the oracle is a 32-bit build, so an
 * immortal object's refcount reads 1879048192 there and 3221225472 on 64-bit CPython (what pyts
 * reports); `sys.maxsize` likewise. Cases print such values only through `sys.getrefcount`, and
 * the comparison rewrites the oracle's 32-bit immortal count to the 64-bit one.
 *
 * The oracle executes `marshal.loads(marshal.dumps(code))`, exactly the object pyts loads: marshal
 * sorts frozenset constants, so a set literal's iteration order after the round trip can differ
 * from the compile-time object `python file.py` would run.
 */
import { readFileSync } from "node:fs";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, it, expect, beforeAll } from "vitest";
import { marshal } from "@pyts/compiler";
import { runCode, initHashSecret } from "@pyts/vm";
import { stdlibZipPath } from "../../../../packages/vm/src/modules/stdlibZip.js";
import { to64bit } from "../../harness/platform.js";
import { readKnownFailures } from "../../harness/report.js";
import { loadOracle, type Oracle } from "../../harness/oracle.js";
import { runCaseHelpers, runCasePrograms } from "../../harness/corpus.js";

const here = dirname(fileURLToPath(import.meta.url));
const casesDir = join(here, "..", "..", "..", "cases", "run");

export interface RunOutcome {
  stdout: string;
  stderr: string;
  exitCode: number;
}

const ORACLE_RUNNER = `
import sys, io, json, marshal, traceback, base64, os, importlib
def _pyts_write_helper(name, src):
    if os.path.dirname(name):
        os.makedirs(os.path.dirname(name), exist_ok=True)
    with open(name, "w") as f:
        f.write(src)
def _pyts_run_case(name, src, round_trip=True):
    import gc
    _pyts_reset_hooks()
    gc.collect()  # no garbage of the previous case (as oracle.ts's runners)
    with open(name, "w") as f:
        f.write(src)
    if os.getcwd() not in sys.path:
        sys.path.insert(0, os.getcwd())
    importlib.invalidate_caches()
    for m in [m for m in sys.modules if m.startswith("_case_")]:
        del sys.modules[m]
    code = compile(src, name, "exec")
    data = marshal.dumps(code)
    out, err = io.StringIO(), io.StringIO()
    old = sys.stdout, sys.stderr
    old_argv = sys.argv
    old_stdin = sys.stdin
    sys.argv = [name]
    sys.stdin = io.TextIOWrapper(io.BytesIO(b""), encoding="utf-8")
    sys.stdout, sys.stderr = out, err
    exit_code = 0
    main, old_main = _pyts_main_module(name)
    g = main.__dict__
    try:
        try:
            exec(marshal.loads(data) if round_trip else code, g)
        except SystemExit as e:
            c = e.code
            if c is None:
                exit_code = 0
            elif isinstance(c, int):
                exit_code = c & 0xff
            else:
                print(c, file=sys.stderr)
                exit_code = 1
        except BaseException as e:
            traceback.print_exception(type(e), e, e.__traceback__.tb_next)
            exit_code = 1
        g.clear()
    finally:
        sys.modules["__main__"] = old_main
        sys.stdout, sys.stderr = old
        sys.argv = old_argv
        sys.stdin = old_stdin
    return json.dumps({"stdout": out.getvalue(), "stderr": err.getvalue(), "exit": exit_code,
                       "marshal": base64.b64encode(data).decode()})
`;

/** The oracle's result for one case plus the marshalled code object it ran. */
export function oracleRun(oracle: Oracle, name: string, src: string, roundTrip = true): RunOutcome & { marshal: Uint8Array } {
  const r = JSON.parse(oracle.runPython(`_pyts_run_case(${JSON.stringify(name)}, ${JSON.stringify(src)}, ${roundTrip ? "True" : "False"})`) as string) as {
    stdout: string; stderr: string; exit: number; marshal: string;
  };
  return { stdout: r.stdout, stderr: r.stderr, exitCode: r.exit, marshal: new Uint8Array(Buffer.from(r.marshal, "base64")) };
}

/** Runs marshalled code in pyts with captured I/O (PYTHONHASHSEED=0, like the oracle). */
export function pytsRun(name: string, src: string, data: Uint8Array): RunOutcome {
  initHashSecret("0");
  const code = marshal.loadsCode(data);
  let stdout = "";
  let stderr = "";
  const { exitCode } = runCode(code, {
    argv: [name],
    path: [casesDir],
    source: src,
    // the oracle's stdin is empty: input() sees end of file (never the test runner's own stdin)
    readLine: () => null,
    writeStdout: (s) => {
      stdout += s;
    },
    writeStderr: (s) => {
      stderr += s;
    },
  });
  return { stdout, stderr, exitCode };
}


/** The oracle's absolute paths of helpers, as pyts's, and its stdlib (/lib/python314.zip) as the zip pyts imports it from. */
function oracleFs(text: string): string {
  return text.split("/home/pyodide/").join(`${casesDir}/`).split("/lib/python314.zip/").join(`${stdlibZipPath()}/`);
}

/** Case programs (helper modules left out by corpus.ts's one rule, isCaseHelper). */
const cases = runCasePrograms().map((f) => f.path.slice("cases/run/".length)).sort();
/** Cases the run stage lists as known failures: here they must not crash the host, nothing more. */
const known = new Set([...readKnownFailures("run")].filter((p) => p.startsWith("cases/run/")).map((p) => p.slice("cases/run/".length)));
/** The helpers' paths relative to cases/run (`_case_x.py`, `_case_pkg/__init__.py`, …). */
const helpers = runCaseHelpers().map((f) => f.path.slice("cases/run/".length));

function writeHelpers(oracle: Oracle): void {
  for (const h of helpers) oracle.runPython(`_pyts_write_helper(${JSON.stringify(h)}, ${JSON.stringify(readFileSync(join(casesDir, h), "utf8"))})`);
}

describe("run: oracle-compiled code objects executed by the pyts VM", () => {
  let oracle: Oracle;
  const results: string[] = [];
  beforeAll(async () => {
    oracle = await loadOracle();
    oracle.runPython(ORACLE_RUNNER);
    writeHelpers(oracle);
  });

  for (const file of cases) {
    it(file, () => {
      const src = readFileSync(join(casesDir, file), "utf8");
      const exp = oracleRun(oracle, file, src);
      let got: RunOutcome;
      try {
        got = pytsRun(file, src, exp.marshal);
      } catch (e) {
        results.push(`${file}: CRASH`);
        throw e;
      }
      // the oracle's helpers are in its current directory, /home/pyodide; pyts's in cases/run
      const want = { stdout: oracleFs(to64bit(exp.stdout)), stderr: oracleFs(to64bit(exp.stderr)), exitCode: exp.exitCode };
      const same = got.stdout === want.stdout && got.stderr === want.stderr && got.exitCode === want.exitCode;
      results.push(`${file}: ${same ? "identical" : "DIFFERENT"}`);
      if (known.has(file)) return;
      // (the JIT tiers are the run stages' business: "run, JIT at first call", "run, eval loop only")
      expect({ stdout: got.stdout, stderr: got.stderr, exitCode: got.exitCode }).toEqual(want);
    });
  }

  it("summary", () => {
    const ok = results.filter((r) => r.endsWith("identical")).length;
    console.log(`run: ${ok}/${cases.length} identical`);
    expect(results.length).toBe(cases.length);
  });
});
