/**
 * Native 64-bit CPython 3.14, the second oracle, for tests that compare with it, and the `pyts`
 * command run the same way (the built one, packages/cli/dist: vitest's global set-up,
 * scripts/test-build.ts, rebuilds it when a source is newer). It is a required part of set-up: scripts/setup.sh
 * unpacks it from Debian's packages into .cache/cpython314 (scripts/native-cpython.sh), or
 * `PYTS_NATIVE_PYTHON` names a python3.14 executable on a machine without Debian's packages. No
 * test skips for its absence: a test that needs it fails, saying how to get it.
 */
import { spawnSync, type SpawnSyncReturns } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";

export const root = join(import.meta.dirname, "..", "..", "..");
const sysroot = join(root, ".cache", "cpython314", "sysroot", "usr");
const unpacked = join(sysroot, "bin", "python3.14");
/** A python3.14 named by the environment, used as it is (its own PYTHONHOME and libraries). */
const named = process.env.PYTS_NATIVE_PYTHON || null;

/** Throws, saying how to get it, when no native CPython 3.14 is there. */
export function requireNative(): void {
  if (named !== null ? !existsSync(named) : !existsSync(unpacked)) {
    throw new Error(
      named !== null
        ? `PYTS_NATIVE_PYTHON=${named}: no such file (it must name a native CPython 3.14 executable)`
        : "native CPython 3.14 is missing: run `bash scripts/native-cpython.sh` (Debian's packages), or set PYTS_NATIVE_PYTHON to a python3.14 executable",
    );
  }
}

/** A process's whole effect. */
export interface ProcessResult {
  stdout: string;
  stderr: string;
  exitCode: number;
}

function result(r: SpawnSyncReturns<string>): ProcessResult {
  // killed by a signal (an uncaught KeyboardInterrupt ends with SIGINT): the status a shell reports
  const exitCode = r.status ?? (r.signal === "SIGINT" ? 130 : -1);
  return { stdout: r.stdout, stderr: r.stderr, exitCode };
}

/** The command line that starts native CPython (the unpacked one through its own loader and libraries). */
export function nativeArgv(): string[] {
  requireNative();
  if (named !== null) return [named];
  return [join(sysroot, "lib64", "ld-linux-x86-64.so.2"), "--library-path", join(sysroot, "lib", "x86_64-linux-gnu"), unpacked];
}
let stdlibDir: string | undefined;
/** The folder of native CPython's own stdlib (where its tracebacks through stdlib modules point). */
export function nativeStdlibDir(): string {
  if (stdlibDir === undefined) {
    const [exe, ...pre] = nativeArgv();
    const r = spawnSync(exe!, [...pre, "-c", "import os; print(os.path.dirname(os.__file__))"], { env: nativeEnv(), encoding: "utf8" });
    stdlibDir = r.stdout.trim();
  }
  return stdlibDir;
}

/** Its environment: PYTHONHASHSEED=0, as the oracle's, and nothing of the caller's but PATH. */
export function nativeEnv(): Record<string, string> {
  const env: Record<string, string> = { PYTHONHASHSEED: "0", PATH: process.env.PATH ?? "" };
  if (named === null) env.PYTHONHOME = sysroot;
  return env;
}
/** The command line that starts pyts: the built CLI, as a user runs it (a third of tsx's start-up from the sources). */
export const pytsArgv = (): string[] => [process.execPath, join(root, "packages", "cli", "dist", "main.js")];

/** `python3.14 args…` with PYTHONHASHSEED=0 and standard input `input` (default empty). */
export function native(args: string[], input = ""): ProcessResult {
  const [exe, ...pre] = nativeArgv();
  return result(spawnSync(exe!, [...pre, ...args], { env: nativeEnv(), encoding: "utf8", input }));
}

/** The command line and environment of native CPython or pyts, with PYTHONUNBUFFERED unset (the streams' own buffering). */
function buffered(which: "native" | "pyts"): { argv: string[]; env: Record<string, string> } {
  const env: Record<string, string> = which === "native" ? nativeEnv() : { ...(process.env as Record<string, string>), PYTHONHASHSEED: "0" };
  delete env.PYTHONUNBUFFERED;
  return { argv: which === "native" ? nativeArgv() : pytsArgv(), env };
}

/**
 * What `python3.14 args… 2>&1 | cat` (`which` "native") or `pyts args… 2>&1 | cat` shows: both
 * streams into one pipe, so the order their buffering gives; `env` is added to the environment.
 */
export function merged(which: "native" | "pyts", args: string[], env: Record<string, string> = {}): ProcessResult {
  const c = buffered(which);
  return result(spawnSync("sh", ["-c", '"$@" 2>&1', "sh", ...c.argv, ...args], { env: { ...c.env, ...env }, encoding: "utf8", input: "" }));
}

/** `python3.14 args… | true` (or pyts): standard output a pipe its reader closes at once; stderr and the status. */
export function closedStdout(which: "native" | "pyts", args: string[]): ProcessResult {
  const c = buffered(which);
  // bash reports the writer's status (not true's)
  return result(spawnSync("bash", ["--norc", "--noprofile", "-c", '"$@" | true; exit ${PIPESTATUS[0]}', "bash", ...c.argv, ...args], { env: c.env, encoding: "utf8", input: "" }));
}

/** `pyts args…`, with standard input `input` (default empty). */
export function pyts(args: string[], input = ""): ProcessResult {
  const [exe, ...pre] = pytsArgv();
  return result(spawnSync(exe!, [...pre, ...args], { env: { ...process.env, PYTHONHASHSEED: "0" }, encoding: "utf8", input }));
}
