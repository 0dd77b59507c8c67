/**
 * Native 64-bit CPython 3.14 for tests that compare with it (scripts/native-cpython.sh unpacks it
 * into .cache/cpython314; without it those tests are skipped, saying so), and the `pyts` command
 * run from the sources the same way.
 */
import { spawnSync, type SpawnSyncReturns } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";

export const root = join(import.meta.dirname, "..", "..", "..");
const sysroot = join(root, ".cache", "cpython314", "sysroot", "usr");
const python = join(sysroot, "bin", "python3.14");
export const haveNative = existsSync(python);

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

const nativeArgv = () => [join(sysroot, "lib64", "ld-linux-x86-64.so.2"), "--library-path", join(sysroot, "lib", "x86_64-linux-gnu"), python];
const nativeEnv = () => ({ PYTHONHOME: sysroot, PYTHONHASHSEED: "0", PATH: process.env.PATH ?? "" });
const pytsArgv = () => [process.execPath, join(root, "node_modules", "tsx", "dist", "cli.mjs"), join(root, "packages", "cli", "src", "main.ts")];

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

/** `pyts args…` from the sources (tsx), with standard input `input` (default empty). */
export function pyts(args: string[], input = ""): ProcessResult {
  const [exe, ...pre] = pytsArgv();
  return result(spawnSync(exe!, [...pre, ...args], { env: { ...process.env, PYTHONHASHSEED: "0" }, encoding: "utf8", input }));
}
