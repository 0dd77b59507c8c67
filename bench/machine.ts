/** Describes the machine a benchmark ran on, for the README. */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { cpus, totalmem } from "node:os";

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
 * Runs a Python program with the native 64-bit CPython 3.14 that scripts/native-cpython.sh
 * unpacks under .cache/cpython314, returning its stdout; undefined when it is not installed.
 */
export function runNativePython(code: string): string | undefined {
  const sysroot = join(repoRoot, ".cache", "cpython314", "sysroot");
  const python = join(sysroot, "usr", "bin", "python3.14");
  if (!existsSync(python)) return undefined;
  return execFileSync(
    join(sysroot, "usr", "lib64", "ld-linux-x86-64.so.2"),
    ["--library-path", join(sysroot, "usr", "lib", "x86_64-linux-gnu"), python, "-c", code],
    { encoding: "utf8", env: { ...process.env, PYTHONHOME: join(sysroot, "usr"), PYTHONHASHSEED: "0" }, maxBuffer: 1 << 26 },
  );
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
