/**
 * `pnpm conformance [stage…] [--only=SUBSTRING] [--update-readme] [--write-known-failures] [--all]`:
 * runs the stages (all by default, or those named, e.g. `tokenize` `tokenize-e`) and prints
 * `<stage>: N/M identical` with the first differing line of each failing file. `--only` keeps the
 * corpus files whose path contains SUBSTRING (a partial run: no README or known-failures update).
 */
import { formatReport, updateReadme, writeKnownFailures } from "./report.js";
import { runStage, type StageResult } from "./runner.js";
import { stageSlug } from "./stage.js";
import { stages } from "../stages/index.js";

const args = process.argv.slice(2);
const onlyArg = args.find((a) => a.startsWith("--only="));
const only = onlyArg?.slice("--only=".length);
const flags = new Set(args.filter((a) => a.startsWith("--") && a !== onlyArg));
if (only !== undefined && (flags.has("--update-readme") || flags.has("--write-known-failures"))) {
  console.error("--only is a partial run: it cannot update the README or the known-failures lists");
  process.exit(2);
}
const wanted = args.filter((a) => !a.startsWith("--")).map(stageSlug);
const unknown = wanted.filter((w) => !stages.some((s) => stageSlug(s.name) === w));
if (unknown.length) {
  console.error(`unknown stage(s): ${unknown.join(", ")}; stages: ${stages.map((s) => stageSlug(s.name)).join(", ")}`);
  process.exit(2);
}
const selected = wanted.length ? stages.filter((s) => wanted.includes(stageSlug(s.name))) : stages;

const results: StageResult[] = [];
for (const stage of selected) {
  const tty = process.stderr.isTTY;
  let last = 0;
  const r = await runStage(stage, (done, total) => {
    const now = Date.now();
    if (done === total || now - last > (tty ? 100 : 10_000)) {
      last = now;
      process.stderr.write(`${tty ? "\r" : ""}${stage.name}: ${done}/${total}${tty ? "" : "\n"}`);
    }
  }, only);
  if (tty) process.stderr.write("\n");
  results.push(r);
  if (flags.has("--write-known-failures")) writeKnownFailures(r);
}
process.stdout.write(formatReport(results, flags.has("--all") ? Infinity : 20));
if (flags.has("--update-readme")) {
  updateReadme(results, new Date().toISOString().slice(0, 10));
  console.log("README.md conformance table updated");
}
