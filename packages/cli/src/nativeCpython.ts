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

/** `python3.14 args…` with PYTHONHASHSEED=0 and standard input `input` (default empty). */
export function native(args: string[], input = ""): ProcessResult {
  return result(
    spawnSync(join(sysroot, "lib64", "ld-linux-x86-64.so.2"), ["--library-path", join(sysroot, "lib", "x86_64-linux-gnu"), python, ...args], {
      env: { PYTHONHOME: sysroot, PYTHONHASHSEED: "0", PATH: process.env.PATH ?? "" },
      encoding: "utf8",
      input,
    }),
  );
}

/** `pyts args…` from the sources (tsx), with standard input `input` (default empty). */
export function pyts(args: string[], input = ""): ProcessResult {
  return result(
    spawnSync(process.execPath, [join(root, "node_modules", "tsx", "dist", "cli.mjs"), join(root, "packages", "cli", "src", "main.ts"), ...args], {
      env: { ...process.env, PYTHONHASHSEED: "0" },
      encoding: "utf8",
      input,
    }),
  );
}
