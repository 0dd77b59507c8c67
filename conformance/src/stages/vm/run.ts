/**
 * Stage `run`: `pyts run file.py` against `python3.14 file.py` — the whole pipeline and the VM —
 * on the programs in conformance/cases/run (written for pyts, one feature family each) and
 * conformance/cases/programs. stdout, stderr (tracebacks included) and exit code.
 *
 * One platform difference is mapped, never hidden: the oracle is a 32-bit build, so the refcount
 * it reports for an immortal object is 1879048192 where 64-bit CPython (what pyts is) reports
 * 3221225472; the expected output is rewritten to the 64-bit number. And the file systems differ:
 * the oracle's current directory is /home/pyodide, where the cases are written (cases/run/…), so
 * the absolute path of a module a case imports (a `_case_*` helper, shown in tracebacks and
 * ImportError messages) reads /home/pyodide/cases/… there and <checkout>/conformance/cases/… in
 * pyts: the expected output's prefix is rewritten to this checkout's.
 */
import { dirname } from "node:path";
import { runToText } from "../../../../packages/cli/src/commands/run.js";
import { initHashSecret } from "../../../../packages/vm/src/index.js";
import { createHash } from "node:crypto";
import { casesCorpus, casesRoot, inCasePackage, runCaseHelpers } from "../../harness/corpus.js";
import { to64bit } from "../../harness/platform.js";
import type { Stage } from "../../harness/stage.js";

export const runStages: readonly Stage[] = [
  {
    name: "run",
    corpus: () => [...casesCorpus("run").filter((f) => !inCasePackage(f.path)), ...casesCorpus("programs")],
    oracle: (oracle, file) => {
      for (const h of runCaseHelpers()) oracle.writeFile(h.path, h.bytes);
      return oracle.runScript(file.path);
    },
    // a case that imports helpers gives what they contain: their bytes are part of its cache key;
    // RUNNER names the version of the oracle's script runner (oracle.ts _pyts_run_script)
    cacheKey: (file) => RUNNER + (new TextDecoder().decode(file.bytes).includes("_case_") ? helpersDigest() : ""),
    maskExpected: (out) => ({ ...out, stdout: oracleFs(to64bit(out.stdout)), stderr: oracleFs(out.stderr) }),
    // pyts runs with PYTHONHASHSEED=0, as the oracle does (str hashes, hence set orders, agree).
    pyts: (file) => (initHashSecret("0"), runToText(file.path, file.bytes, [], file.fsPath ? [dirname(file.fsPath)] : undefined)),
  },
];

/**
 * Bumped when the oracle's runner changes what a script sees (2: a real __main__ module; 3: an
 * uncaught exception's frames released before the namespace is cleared; 4: sys hooks reset per program).
 */
const RUNNER = "runner4:";

const ORACLE_CASES = "/home/pyodide/cases/";

/** The oracle's absolute paths of case files, as this checkout's. */
function oracleFs(text: string): string {
  return text.split(ORACLE_CASES).join(`${casesRoot}/`);
}

let digest: string | undefined;
function helpersDigest(): string {
  if (digest === undefined) {
    const h = createHash("sha256");
    for (const f of runCaseHelpers()) h.update(f.path).update("\0").update(f.bytes).update("\0");
    digest = h.digest("hex");
  }
  return digest;
}
