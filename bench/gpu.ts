/**
 * `pnpm bench gpu`: the tensor engine's own benchmark (packages/gpu/bench/gpu.ts: matmul GFLOP/s
 * and elementwise GB/s, GPU and CPU backends side by side), run as a child process; its Markdown
 * output becomes the README block.
 */
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import type { BenchResult } from "./machine.js";

export async function run(): Promise<BenchResult> {
  const root = join(import.meta.dirname, "..");
  const markdown = execFileSync(join(root, "node_modules", ".bin", "tsx"), [join(root, "packages", "gpu", "bench", "gpu.ts")], {
    cwd: root,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
  }).trim();
  return { name: "gpu", markdown };
}
