import { knownFailuresPath } from "../../harness/report.js";
/**
 * Stage `libtest`: CPython 3.14's own test suite (Debian's libpython3.14-testsuite, the `test`
 * package of native CPython's Lib/) as the measure of breadth. Each module of modules.txt is run
 * by runner.py (our own unittest driver: one line per test) natively and under `pyts run`, each
 * from a fresh empty current directory (tests write their files there). The stage's units are
 * the tests that pass natively: one passes when it passes under pyts too. A test that passes
 * natively and not under pyts must be listed in conformance/known-failures/libtest.txt (one test
 * id a line, `# reason`), or, while its module cannot even be imported under pyts, a line
 * `test.test_X: * <the import error>` stands for all the module's tests; a listed test that
 * passes fails the stage, as in every stage. See README.md beside this file.
 *
 * Native outcomes are cached by module, native version, test-suite version and runner under
 * .cache/libtest/results/. pyts runs as the built CLI (packages/cli/dist, `pnpm build`): a build
 * older than the sources fails the stage rather than measuring stale code.
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, realpathSync, rmSync, statSync, symlinkSync, unlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { CorpusFile } from "../../harness/corpus.js";
import type { FileResult, StageResult } from "../../harness/runner.js";
import type { Stage } from "../../harness/stage.js";
import { nativeArgv, nativeEnv } from "../../../../packages/cli/src/nativeCpython.js";

const here = import.meta.dirname;
const root = join(here, "..", "..", "..", "..");
const RUNNER = join(here, "runner.py");
const cacheDir = join(root, ".cache", "libtest");
/** The folder on pyts's path: only `test`, a link to native CPython's Lib/test (pyts's stdlib is pyodide's zip). */
const libDir = join(cacheDir, "lib");
const sysroot = join(root, ".cache", "cpython314", "sysroot", "usr");

/** How long one module may run under pyts, and natively (some natively take a minute). */
export const PYTS_TIMEOUT_MS = 120_000;
const NATIVE_TIMEOUT_MS = 900_000;

/**
 * The modules of Lib/test the stage runs (modules.txt): all of them with `all` (`PYTS_LIBTEST=all`,
 * the measure the stage's README reports), else those marked `ci` there — the part `pnpm test`
 * runs, which keeps CI within its time (the whole list takes far longer under pyts than CI has).
 */
export function libtestModules(all = process.env.PYTS_LIBTEST === "all"): string[] {
  return readFileSync(join(here, "modules.txt"), "utf8")
    .split("\n")
    .map((l) => l.replace(/#.*/, "").trim())
    .filter(Boolean)
    .map((l) => l.split(/\s+/))
    .filter((w) => all || w.includes("ci"))
    .map((w) => w[0]!);
}

/** Whether a known-failures line is about one of `modules` (`test.test_X: *` or `test.test_X.…`). */
export function knownLineInModules(line: string, modules: readonly string[]): boolean {
  const m = /^test\.(test_[A-Za-z0-9_]+)[.:]/.exec(line.trim());
  return m !== null && modules.includes(m[1]!);
}

/** A test's outcome as runner.py prints it. */
export type TestStatus = "ok" | "fail" | "error" | "skip" | "xfail" | "xpass";
const PASSED: ReadonlySet<TestStatus> = new Set(["ok", "xfail"]);

/** One module's run. */
export interface ModuleRun {
  readonly statuses: Readonly<Record<string, TestStatus>>;
  /** Whether the runner got to its end (its `done` line). */
  readonly completed: boolean;
  readonly exitCode: number;
  readonly seconds: number;
  /** When it did not complete: why (the last line of stderr, or the timeout). */
  readonly reason: string;
  /** The first exception line its stderr shows (`ModuleNotFoundError: No module named '_struct'`), if any. */
  readonly firstError?: string;
}

/** Parses runner.py's output. */
export function parseRunnerOutput(stdout: string): { statuses: Record<string, TestStatus>; completed: boolean } {
  const statuses: Record<string, TestStatus> = {};
  let completed = false;
  for (const line of stdout.split("\n")) {
    const m = /^@@libtest (ok|fail|error|skip|xfail|xpass|done) ?(.*)$/.exec(line);
    if (!m) continue;
    if (m[1] === "done") completed = true;
    else statuses[m[2]!] = m[1] as TestStatus;
  }
  return { statuses, completed };
}

function lastLine(text: string): string {
  const lines = text.split("\n").map((l) => l.trim()).filter(Boolean);
  return (lines[lines.length - 1] ?? "").replace(/#/g, "").slice(0, 200);
}

function runModule(argv: readonly string[], env: Record<string, string>, module: string, timeoutMs: number): ModuleRun {
  const cwd = mkdtempSync(join(tmpdir(), "pyts-libtest-"));
  const t0 = performance.now();
  try {
    const r = spawnSync(argv[0]!, [...argv.slice(1), RUNNER, `test.${module}`], { cwd, env, encoding: "utf8", input: "", timeout: timeoutMs, maxBuffer: 1 << 28, killSignal: "SIGKILL" });
    const seconds = (performance.now() - t0) / 1000;
    const { statuses, completed } = parseRunnerOutput(r.stdout ?? "");
    const timedOut = (r.error as { code?: string } | undefined)?.code === "ETIMEDOUT";
    if (r.error && !timedOut) throw r.error;
    const reason = completed ? "" : timedOut ? `still running after ${timeoutMs / 1000} s: stopped` : lastLine(r.stderr ?? "") || `exit status ${r.status ?? r.signal}`;
    const firstError = /^[A-Za-z_.]*(?:Error|Exception|Interrupt|Exit)\b.*$/m.exec(r.stderr ?? "")?.[0].replace(/#/g, "").slice(0, 200);
    return { statuses, completed, exitCode: r.status ?? -1, seconds, reason, ...(firstError !== undefined ? { firstError } : {}) };
  } finally {
    rmSync(cwd, { recursive: true, force: true });
  }
}

/**
 * A test's name in the stage: its unittest id, which starts with its module's name for a test
 * method; a doctest's id is the docstring's owner (`json.encoder.JSONEncoder.encode`), so it is
 * put under its module's name, where a module's `test.test_X: *` entry finds it.
 */
export function unitPath(module: string, id: string): string {
  const prefix = `test.${module}.`;
  return id.startsWith(prefix) ? id : `${prefix}${id}`;
}

/** Makes `link` a symbolic link to `target` (replacing another link; concurrent checkouts make the same one). */
function ensureLink(link: string, target: string): void {
  try {
    if (lstatSync(link).isSymbolicLink() && readlinkSync(link) === target) return;
    unlinkSync(link);
  } catch {
    // not there yet
  }
  try {
    symlinkSync(target, link);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== "EEXIST") throw e;
  }
}

/**
 * Native CPython as an executable of its own (.cache/libtest/native/bin/python3.14, a script that
 * starts the unpacked interpreter through its loader with --argv0 itself), so that sys.executable
 * works: Lib/test runs children with it (script_helper, subprocess), which the unpacked binary
 * cannot be run as directly (it needs its own glibc). Its prefix is found from its place, as an
 * installed python's: lib is a link to the sysroot's. PYTS_NATIVE_PYTHON names one that runs as it is.
 */
function nativeExecutable(): string[] {
  if (process.env.PYTS_NATIVE_PYTHON) return nativeArgv();
  nativeArgv(); // fails, saying how to get it, when native CPython is missing
  const real = realpathSync(sysroot);
  const dir = join(cacheDir, "native");
  mkdirSync(join(dir, "bin"), { recursive: true });
  ensureLink(join(dir, "lib"), join(real, "lib"));
  const exe = join(dir, "bin", "python3.14");
  const script = `#!/bin/sh\nexec ${real}/lib64/ld-linux-x86-64.so.2 --argv0 "$0" --library-path ${real}/lib/x86_64-linux-gnu ${real}/bin/python3.14 "$@"\n`;
  if (!existsSync(exe) || readFileSync(exe, "utf8") !== script) writeFileSync(exe, script, { mode: 0o755 });
  return [exe];
}

/** Where Lib/test is (the native interpreter's), for pyts's path. */
function testPackage(): string {
  const dir = join(sysroot, "lib", "python3.14", "test");
  if (!existsSync(join(dir, "__init__.py"))) {
    throw new Error(`${dir}: no Lib/test; run \`bash scripts/native-cpython.sh\` (it unpacks Debian's libpython3.14-testsuite)`);
  }
  return realpathSync(dir);
}

/** The test suite's version: the Debian package's (its .deb's name). */
function suiteVersion(): string {
  const debs = join(root, ".cache", "cpython314", "debs");
  const deb = existsSync(debs) ? readdirSync(debs).find((f) => f.startsWith("libpython3.14-testsuite_")) : undefined;
  return deb?.split("_")[1] ?? "unknown";
}

let nativeKey: string | undefined;
/** The native results' cache folder: by native version, test-suite version and runner. */
function nativeResultsDir(exe: readonly string[]): string {
  if (nativeKey === undefined) {
    const v = spawnSync(exe[0]!, [...exe.slice(1), "-c", "import sys; print(sys.version.split()[0])"], { encoding: "utf8", env: libtestNativeEnv() }).stdout.trim();
    const runner = createHash("sha256").update(readFileSync(RUNNER)).digest("hex").slice(0, 12);
    nativeKey = `native-${v}-suite-${suiteVersion()}-runner-${runner}`;
  }
  return join(cacheDir, "results", nativeKey);
}

function libtestNativeEnv(): Record<string, string> {
  const env = nativeEnv();
  // the wrapper's place gives the prefix (PYTHONHOME would also reach the children run with -E/-I: they ignore it)
  if (!process.env.PYTS_NATIVE_PYTHON) delete env.PYTHONHOME;
  return env;
}

function nativeRun(exe: readonly string[], module: string): ModuleRun {
  const p = join(nativeResultsDir(exe), `${module}.json`);
  if (existsSync(p)) return JSON.parse(readFileSync(p, "utf8")) as ModuleRun;
  const r = runModule(exe, libtestNativeEnv(), module, NATIVE_TIMEOUT_MS);
  mkdirSync(join(p, ".."), { recursive: true });
  writeFileSync(p, JSON.stringify(r));
  return r;
}

/** Throws when packages/cli/dist is older than a source file of the packages it bundles. */
function checkBuild(): string {
  const main = join(root, "packages", "cli", "dist", "main.js");
  if (!existsSync(main)) throw new Error("packages/cli/dist/main.js is missing: run `pnpm build` (the libtest stage runs the built pyts)");
  const built = statSync(main).mtimeMs;
  const newer = (dir: string): string | null => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const p = join(dir, e.name);
      if (e.isDirectory()) {
        const n = newer(p);
        if (n !== null) return n;
      } else if (e.name.endsWith(".ts") && !e.name.endsWith(".test.ts") && statSync(p).mtimeMs > built) return p;
    }
    return null;
  };
  for (const pkg of readdirSync(join(root, "packages"))) {
    const src = join(root, "packages", pkg, "src");
    const n = existsSync(src) ? newer(src) : null;
    if (n !== null) throw new Error(`packages/cli/dist is older than ${n}: run \`pnpm build\` (the libtest stage runs the built pyts)`);
  }
  return main;
}

function pytsRun(main: string, module: string): ModuleRun {
  const env: Record<string, string> = { ...(process.env as Record<string, string>), PYTHONHASHSEED: "0", PYTHONPATH: libDir };
  return runModule([process.execPath, main, "run"], env, module, PYTS_TIMEOUT_MS);
}

async function run(onProgress: ((done: number, total: number) => void) | undefined, only: string | undefined): Promise<StageResult> {
  const t0 = performance.now();
  const main = checkBuild();
  mkdirSync(libDir, { recursive: true });
  ensureLink(join(libDir, "test"), testPackage());
  const exe = nativeExecutable();
  const modules = libtestModules().filter((m) => only === undefined || m.includes(only));
  const files: FileResult[] = [];
  const details: string[] = [];
  const table: string[] = ["| module | passing under pyts | passing natively | run natively |", "| --- | ---: | ---: | ---: |"];
  const knownLines: string[] = [];
  let identical = 0;
  let nativeTotal = 0;
  let nativeSeconds = 0;
  let pytsSeconds = 0;
  for (const [k, module] of modules.entries()) {
    const want = nativeRun(exe, module);
    const got = pytsRun(main, module);
    nativeSeconds += want.seconds;
    pytsSeconds += got.seconds;
    const passing = Object.keys(want.statuses).filter((id) => PASSED.has(want.statuses[id]!));
    let passed = 0;
    const failing: string[] = [];
    const moduleLines: string[] = [];
    for (const test of passing) {
      const s = got.statuses[test];
      const id = unitPath(module, test);
      if (s !== undefined && PASSED.has(s)) {
        passed++;
        files.push({ path: id, identical: true });
        continue;
      }
      failing.push(id);
      const firstDifference = s !== undefined ? `native ${want.statuses[id]}, pyts ${s}` : got.completed ? "native passes, pyts did not run it" : `pyts: ${got.reason}`;
      files.push({ path: id, identical: false, firstDifference });
      moduleLines.push(`${id}  # pyts: ${s ?? "not run"}${got.completed ? "" : `; ${got.reason}`}`);
    }
    // a module none of whose tests pass is one line, with the first error it printed (most often its import's)
    if (failing.length > 0 && passed === 0) knownLines.push(`test.${module}: * ${got.completed || Object.keys(got.statuses).length > 0 ? (got.firstError ?? "no test passes") : got.reason}`);
    else knownLines.push(...moduleLines);
    identical += passed;
    nativeTotal += passing.length;
    const ran = Object.keys(want.statuses).length;
    table.push(`| \`${module}\` | ${passed} | ${passing.length} | ${ran} |`);
    details.push(
      `test.${module}: ${passed}/${passing.length} under pyts (natively ${passing.length} of ${ran} pass, ${want.seconds.toFixed(1)} s; pyts ${got.seconds.toFixed(1)} s${got.completed ? "" : `: ${got.reason}`})`,
    );
    onProgress?.(k + 1, modules.length);
  }
  table.push(`| all ${modules.length} | ${identical} | ${nativeTotal} | |`);
  // the per-module table the stage's README shows (written by every run, of all modules or the ci part)
  writeFileSync(join(cacheDir, `table-${only === undefined && modules.length === libtestModules(true).length ? "all" : "part"}.md`), `${table.join("\n")}\n`);
  details.push(`natively ${nativeTotal} tests pass in ${modules.length} modules (${nativeSeconds.toFixed(0)} s when not cached); pyts ${pytsSeconds.toFixed(1)} s`);
  // a run of part of the list keeps the other modules' lines as they are
  const known = knownFailuresPath("libtest");
  const others = existsSync(known) ? readFileSync(known, "utf8").split("\n").filter((l) => /^test\./.test(l) && !knownLineInModules(l, modules)) : [];
  const knownFailureLines = [...knownLines, ...others].sort((a, b) => a.localeCompare(b));
  return { stage: "libtest", total: files.length, identical, files, seconds: (performance.now() - t0) / 1000, details, knownFailureLines };
}

export const libtestStage: Stage = {
  name: "libtest",
  reference: "native CPython 3.14: Lib/test (Debian's libpython3.14-testsuite), tests passing natively",
  // the stage's units are tests, known only once the modules have run natively: it runs itself
  corpus: (): CorpusFile[] => libtestModules().map((m) => ({ path: `test.${m}`, bytes: new Uint8Array(0) })),
  minFiles: 10,
  knownInScope: (line: string) => knownLineInModules(line, libtestModules()),
  oracle: () => {
    throw new Error("the libtest stage has no oracle outcome: its reference is native CPython");
  },
  pyts: () => {
    throw new Error("the libtest stage runs whole modules (its run())");
  },
  run,
};
