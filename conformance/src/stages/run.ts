/**
 * Stage `run`: `pyts run file.py` against `python3.14 file.py` — the whole pipeline and the VM —
 * on the programs in conformance/cases/run (written for pyts, one feature family each) and
 * conformance/cases/programs. stdout, stderr (tracebacks included) and exit code.
 *
 * One platform difference is mapped, never hidden: the oracle is a 32-bit build, so the refcount
 * it reports for an immortal object is 1879048192 where 64-bit CPython (what pyts is) reports
 * 3221225472; the expected output is rewritten to the 64-bit number.
 */
import { dirname } from "node:path";
import { runToText } from "../../../packages/cli/src/commands/run.js";
import { initHashSecret } from "../../../packages/vm/src/index.js";
import { casesCorpus } from "../corpus.js";
import { to64bit } from "../platform.js";
import type { Stage } from "../stage.js";

export const runStages: readonly Stage[] = [
  {
    name: "run",
    corpus: () => [...casesCorpus("run"), ...casesCorpus("programs")],
    oracle: (oracle, file) => oracle.runScript(file.path),
    maskExpected: (out) => ({ ...out, stdout: to64bit(out.stdout) }),
    // pyts runs with PYTHONHASHSEED=0, as the oracle does (str hashes, hence set orders, agree).
    pyts: (file) => (initHashSecret("0"), runToText(file.path, file.bytes, [], file.fsPath ? [dirname(file.fsPath)] : undefined)),
  },
];
