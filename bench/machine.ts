/** Describes the machine a benchmark ran on, for the README. */
import { nativeArgv, nativeEnv } from "../packages/cli/src/nativeCpython.js";
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { cpus, totalmem, tmpdir } from "node:os";

export function machineDescription(): string {
  let model = cpus()[0]?.model ?? "unknown CPU";
  try {
    const m = /model name\s*:\s*(.+)/.exec(readFileSync("/proc/cpuinfo", "utf8"));
    if (m) model = m[1]!.trim();
  } catch {
    /* not Linux */
  }
  return `${model}, ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
}

export interface BenchResult {
  /** Benchmark name as `pnpm bench <name>` takes it. */
  readonly name: string;
  /** A Markdown table (or a few lines) for the README. */
  readonly markdown: string;
}


const repoRoot = join(import.meta.dirname, "..");

/**
 * Runs a Python program with the native 64-bit CPython 3.14 (packages/cli's nativeCpython: the
 * one set-up unpacks, or PYTS_NATIVE_PYTHON), returning its stdout.
 */
export function runNativePython(code: string): string | undefined {
  const [exe, ...pre] = nativeArgv();
  return execFileSync(exe!, [...pre, "-c", code], { encoding: "utf8", env: { ...process.env, ...nativeEnv() }, maxBuffer: 1 << 26 });
}

/** Writes corpus files under .cache/bench-corpus (for a native CPython to read); returns that folder. */
export function writeCorpusToDisk(files: readonly { path: string; bytes: Uint8Array }[]): string {
  const root = join(repoRoot, ".cache", "bench-corpus");
  for (const f of files) {
    const p = join(root, f.path);
    mkdirSync(dirname(p), { recursive: true });
    writeFileSync(p, f.bytes);
  }
  return root;
}

/** CPU seconds (user + system, threads included) and wall seconds of one process running `argv`; its stdout. */
export function wholeProcess(argv: string[], env: Record<string, string> = {}, cwd = repoRoot): { cpu: number; wall: number; stdout: string } {
  const timing = join(tmpdir(), `pyts-bench-time-${process.pid}.txt`);
  const stdout = execFileSync("/usr/bin/time", ["-f", "%e %U %S", "-o", timing, ...argv], {
    cwd,
    encoding: "utf8",
    env: { ...process.env, PYTHONHASHSEED: "0", ...env },
    stdio: ["ignore", "pipe", "inherit"],
    maxBuffer: 1 << 26,
  });
  const [wall, user, sys] = readFileSync(timing, "utf8").trim().split("\n").pop()!.split(" ").map(Number);
  return { cpu: user! + sys!, wall: wall!, stdout };
}

