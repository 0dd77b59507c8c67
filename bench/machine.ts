/** Describes the machine a benchmark ran on, for the README. */
import { readFileSync } from "node:fs";
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
