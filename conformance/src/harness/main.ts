/**
 * `pnpm conformance [stage…] [--only=SUBSTRING] [--write-known-failures] [--all]`: runs the stages
 * (all by default, or those named, e.g. `tokenize` `tokenize-e`) and prints `<stage>: N/M
 * identical` with the first differing line of each failing file. `--only` keeps the corpus files
 * whose path contains SUBSTRING (a partial run: no known-failures update). A run of every stage
 * writes the report (.cache/conformance/report.json), as `pnpm test` does.
 *
 * `pnpm conformance --update-readme` runs nothing: it writes the README's table from the report
 * of the last run of every stage, so the README says only what a run measured.
 */
import { formatReport, readReport, updateReadme, writeKnownFailures, writeReport, reportPath } from "./report.js";
import { runStage, type StageResult } from "./runner.js";
import { stageReference, stageSlug } from "./stage.js";
import { stages } from "../stages/index.js";

const args = process.argv.slice(2);
if (args.length === 1 && args[0] === "--update-readme") {
  const report = readReport();
  updateReadme(report);
  console.log(`README.md conformance table written from ${reportPath} (${report.date}, ${report.commit})`);
  process.exit(0);
}
const onlyArg = args.find((a) => a.startsWith("--only="));
const only = onlyArg?.slice("--only=".length);
const flags = new Set(args.filter((a) => a.startsWith("--") && a !== onlyArg));
if (flags.has("--update-readme")) {
  console.error("--update-readme takes no other argument: it writes the README from the last full run's report");
  process.exit(2);
}
if (only !== undefined && flags.has("--write-known-failures")) {
  console.error("--only is a partial run: it cannot update the known-failures lists");
  process.exit(2);
}
const wanted = args.filter((a) => !a.startsWith("--")).map((a) => stageSlug(a).toLowerCase());
const unknown = wanted.filter((w) => !stages.some((s) => stageSlug(s.name).toLowerCase() === w));
if (unknown.length) {
  console.error(`unknown stage(s): ${unknown.join(", ")}; stages: ${stages.map((s) => stageSlug(s.name)).join(", ")}`);
  process.exit(2);
}
const selected = wanted.length ? stages.filter((s) => wanted.includes(stageSlug(s.name).toLowerCase())) : stages;

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
if (only === undefined && selected.length === stages.length) {
  writeReport(results, (name) => stageReference(stages.find((s) => s.name === name)!));
  console.log(`report written: ${reportPath}`);
}
