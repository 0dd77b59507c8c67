/**
 * `pnpm bench [name…] [--update-readme]`: runs the benchmarks in bench/<name>.ts (all when none
 * is named) and prints their tables with the date and machine; `--update-readme` writes them into
 * README.md between `<!-- bench:<name>:begin -->` and `<!-- bench:<name>:end -->`.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { machineDescription, type BenchResult } from "../bench/machine.js";

const root = join(import.meta.dirname, "..");
const available = readdirSync(join(root, "bench"))
  .filter((f) => f.endsWith(".ts") && f !== "machine.ts")
  .map((f) => f.slice(0, -3));
const args = process.argv.slice(2);
const update = args.includes("--update-readme");
const names = args.filter((a) => !a.startsWith("--"));
for (const n of names) {
  if (!available.includes(n)) {
    console.error(`unknown benchmark '${n}'; available: ${available.join(", ")}`);
    process.exit(2);
  }
}

const date = new Date().toISOString().slice(0, 10);
const machine = machineDescription();
for (const name of names.length ? names : available) {
  const mod = (await import(join(root, "bench", `${name}.ts`))) as { run(): Promise<BenchResult> };
  const r = await mod.run();
  // Headings inside a benchmark's output sit below the README's "## Benchmarks".
  const block = `${r.markdown.replace(/^(#+) /gm, "$1## ")}\n\nMeasured ${date} on ${machine}.`;
  console.log(`## ${name}\n\n${block}\n`);
  if (update) {
    const p = join(root, "README.md");
    const text = readFileSync(p, "utf8");
    const b = `<!-- bench:${name}:begin -->`;
    const e = `<!-- bench:${name}:end -->`;
    const i = text.indexOf(b);
    const j = text.indexOf(e);
    if (i < 0 || j < i) {
      console.error(`README.md has no ${b} … ${e} block; not updated`);
      continue;
    }
    writeFileSync(p, `${text.slice(0, i + b.length)}\n${block}\n${text.slice(j)}`);
  }
}
