/**
 * Stage `run`: `pyts run file.py` against `python3.14 file.py` — the whole pipeline and the VM —
 * on the programs in conformance/cases/run (written for pyts, one feature family each) and
 * conformance/cases/programs. stdout, stderr (tracebacks included) and exit code. Every program
 * runs in three tiers against the oracle — the default JIT threshold, the eval loop alone
 * (PYTS_JIT=0) and every code object JIT-compiled at its first call (PYTS_JIT_THRESHOLD=1) — and
 * once more against native CPython 3.14 run as `python3.14 /abs/path/file.py`, the reference where
 * the two oracles differ (the oracle's harness runs programs in one long-lived interpreter: no
 * atexit, its stdlib at /lib/python314.zip, the namespace cleared before module-level finalizers).
 *
 * One platform difference is mapped, never hidden: the oracle is a 32-bit build, so the refcount
 * it reports for an immortal object is 1879048192 where 64-bit CPython (what pyts is) reports
 * 3221225472; the expected output is rewritten to the 64-bit number. And the file systems differ:
 * the oracle's current directory is /home/pyodide, where the cases are written (cases/run/…), so
 * the absolute path of a module a case imports (a `_case_*` helper, shown in tracebacks and
 * ImportError messages) reads /home/pyodide/cases/… there and <checkout>/conformance/cases/… in
 * pyts: the expected output's prefix is rewritten to this checkout's.
 */
import { spawnSync } from "node:child_process";
import { dirname } from "node:path";
import { runToText } from "../../../../packages/cli/src/commands/run.js";
import { nativeArgv, nativeEnv, nativeStdlibDir } from "../../../../packages/cli/src/nativeCpython.js";
import { stdlibZipPath } from "../../../../packages/vm/src/modules/stdlibZip.js";
import { initHashSecret, setJitThreshold } from "../../../../packages/vm/src/index.js";
import { createHash } from "node:crypto";
import { casesCorpus, casesRoot, runCaseHelpers, runCasePrograms, type CorpusFile } from "../../harness/corpus.js";
import { to64bit } from "../../harness/platform.js";
import type { Outcome, Stage } from "../../harness/stage.js";

/** The programs of the run stages: cases/run (less its helper modules) and cases/programs. */
const programs = (): CorpusFile[] => [...runCasePrograms(), ...casesCorpus("programs")];

/** Runs `file` in pyts as `pyts run` does, under JIT threshold `jit` (-1: the eval loop alone; undefined: the default). */
function runPyts(file: CorpusFile, jit: number | undefined, filename = file.path): Promise<Outcome> {
  // pyts runs with PYTHONHASHSEED=0, as the oracle does (str hashes, hence set orders, agree).
  initHashSecret("0");
  const old = jit === undefined ? undefined : setJitThreshold(jit);
  try {
    return runToText(filename, file.bytes, [], file.fsPath ? [dirname(file.fsPath)] : undefined);
  } finally {
    if (old !== undefined) setJitThreshold(old);
  }
}

/** The files a family of run-like stages runs on, and the fewest it may hold. */
interface Programs {
  readonly corpus: () => CorpusFile[];
  readonly minFiles: number;
  /**
   * Whether the oracle runs each program by its absolute path (/home/pyodide/cases/…, masked to
   * this checkout's) and pyts by the file's, as a user runs a script: linecache then finds the
   * file, so `traceback.format_exc()`, unittest's reports and `inspect.getsource` show its lines.
   * The run stages keep the relative path their cached outcomes were made with.
   */
  readonly absolute: boolean;
}

/** The run stages' programs: cases/run (less its helper modules) and cases/programs. */
const runPrograms: Programs = { corpus: programs, minFiles: 440, absolute: false };

/** The stdlib stages' programs: cases/stdlib, one real use of a stdlib module each (issue #26). */
const stdlibPrograms: Programs = { corpus: () => casesCorpus("stdlib"), minFiles: 60, absolute: true };

/**
 * One tier of a run-like stage against the oracle: `pyts run file.py` under JIT threshold `jit`
 * against the oracle's run of the same file. Tiers naming the same `cacheAs` share one oracle outcome per file.
 */
function oracleTier(name: string, jit: number | undefined, files: Programs, cacheAs?: string): Stage {
  return {
    name,
    ...(cacheAs === undefined ? {} : { cacheAs }),
    corpus: files.corpus,
    minFiles: files.minFiles,
    oracle: (oracle, file) => {
      for (const h of runCaseHelpers()) oracle.writeFile(h.path, h.bytes);
      return oracle.runScript(files.absolute ? `${ORACLE_HOME}${file.path}` : file.path);
    },
    // a case that imports helpers gives what they contain: their bytes are part of its cache key;
    // RUNNER names the version of the oracle's script runner (oracle.ts _pyts_run_script)
    cacheKey: (file) => RUNNER + (files.absolute ? "abs:" : "") + (new TextDecoder().decode(file.bytes).includes("_case_") ? helpersDigest() : ""),
    maskExpected: (out) => ({ ...out, stdout: oracleFs(to64bit(out.stdout)), stderr: oracleFs(out.stderr) }),
    pyts: (file) => runPyts(file, jit, files.absolute ? file.fsPath! : file.path),
  };
}

/**
 * `python3.14 file.py` as a process, by absolute path from the file's own folder, against pyts
 * running the same path: the reference wherever the 32-bit oracle and native CPython differ (the
 * list of files that differ says why each does).
 */
function nativeStage(name: string, files: Programs): Stage {
  return {
    name,
    corpus: files.corpus,
    minFiles: files.minFiles,
    oracle: () => {
      throw new Error(`the stage "${name}" has no oracle outcome`);
    },
    native: (file) => runNative(file),
    // native CPython's stdlib is its own folder, pyts's the pinned zip: the one place a path differs
    maskExpected: (out) => ({ ...out, stdout: nativeFs(out.stdout), stderr: nativeFs(out.stderr) }),
    // the checkout's path is part of what native shows (tracebacks name the file absolutely)
    cacheKey: (file) => NATIVE_RUNNER + file.fsPath + (new TextDecoder().decode(file.bytes).includes("_case_") ? helpersDigest() : ""),
    pyts: (file) => runPyts(file, undefined, file.fsPath!),
  };
}

export const runStages: readonly Stage[] = [
  oracleTier("run", undefined, runPrograms, "run"),
  // the same programs with the JIT off (PYTS_JIT=0), and with every code object compiled at its first call (PYTS_JIT_THRESHOLD=1)
  oracleTier("run, eval loop only", -1, runPrograms, "run"),
  oracleTier("run, JIT at first call", 1, runPrograms, "run"),
  nativeStage("run, native python3.14", runPrograms),
];

/**
 * Stage `stdlib`: programs using the stdlib as users do (conformance/cases/stdlib), run as the run
 * stage runs its own — one tier against the oracle (the JIT tiers are the run stage's business)
 * and once natively.
 */
export const stdlibStages: readonly Stage[] = [oracleTier("stdlib", undefined, stdlibPrograms), nativeStage("stdlib, native python3.14", stdlibPrograms)];

/** How long a program may run natively (a case the oracle finishes at once may not natively: num_complex_pow). */
const NATIVE_TIMEOUT_MS = 60_000;

/** Bumped when what the native run sees changes. */
const NATIVE_RUNNER = "native2:";

function runNative(file: CorpusFile): Outcome {
  const [exe, ...pre] = nativeArgv();
  const r = spawnSync(exe!, [...pre, file.fsPath!], { cwd: dirname(file.fsPath!), env: nativeEnv(), encoding: "utf8", input: "", maxBuffer: 1 << 26, timeout: NATIVE_TIMEOUT_MS });
  if (r.error && (r.error as { code?: string }).code === "ETIMEDOUT") {
    return { stdout: r.stdout ?? "", stderr: `native python3.14 still running after ${NATIVE_TIMEOUT_MS / 1000} s: stopped\n`, exitCode: -1 };
  }
  if (r.error) throw r.error;
  // killed by a signal (an uncaught KeyboardInterrupt ends with SIGINT): the status a shell reports
  return { stdout: r.stdout, stderr: r.stderr, exitCode: r.status ?? (r.signal === "SIGINT" ? 130 : -1) };
}

/**
 * Bumped when the oracle's runner changes what a script sees (2: a real __main__ module; 3: an
 * uncaught exception's frames released before the namespace is cleared; 4: sys hooks reset per program;
 * 5: the asyncgen hooks too, which a failed asyncio.run leaves set in the oracle).
 */
const RUNNER = "runner5:";

/** The oracle's current directory, where a case's `file.path` (cases/…) is written. */
const ORACLE_HOME = "/home/pyodide/";
const ORACLE_CASES = `${ORACLE_HOME}cases/`;
const ORACLE_STDLIB = "/lib/python314.zip";

/**
 * The oracle's absolute paths as pyts's: its case files (under /home/pyodide) as this checkout's,
 * and its stdlib, /lib/python314.zip, as the zip pyts imports it from (the same file).
 */
function oracleFs(text: string): string {
  return text.split(ORACLE_CASES).join(`${casesRoot}/`).split(`${ORACLE_STDLIB}/`).join(`${stdlibZipPath()}/`);
}

/** Native CPython's stdlib folder as pyts's stdlib zip (the same modules: pyodide's zip is CPython's Lib/). */
function nativeFs(text: string): string {
  return text.split(`${nativeStdlibDir()}/`).join(`${stdlibZipPath()}/`);
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
