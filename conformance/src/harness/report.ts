/** Text report, known-failure lists and the README table. */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { StageResult } from "./runner.js";
import { stageSlug } from "./stage.js";

export const repoRoot = join(import.meta.dirname, "..", "..", "..");
const knownRoot = join(repoRoot, "conformance", "known-failures");

export function formatReport(results: readonly StageResult[], maxListed = 20): string {
  let out = "";
  for (const r of results) {
    out += `${r.stage}: ${r.identical}/${r.total} identical (${r.seconds.toFixed(1)} s)\n`;
    const failing = r.files.filter((f) => !f.identical);
    for (const f of failing.slice(0, maxListed)) out += `  ${f.path}: ${f.firstDifference}\n`;
    if (failing.length > maxListed) out += `  … and ${failing.length - maxListed} more\n`;
  }
  return out;
}

export function knownFailuresPath(stage: string): string {
  return join(knownRoot, `${stageSlug(stage)}.txt`);
}

/** The files a stage is known to fail on (one path per line; `#` starts a comment). */
export function readKnownFailures(stage: string): Set<string> {
  const p = knownFailuresPath(stage);
  if (!existsSync(p)) return new Set();
  return new Set(
    readFileSync(p, "utf8")
      .split("\n")
      .map((l) => l.replace(/#.*/, "").trim())
      .filter(Boolean),
  );
}

export function writeKnownFailures(r: StageResult): void {
  const failing = r.files.filter((f) => !f.identical).map((f) => f.path);
  const p = knownFailuresPath(r.stage);
  if (failing.length === 0) {
    if (existsSync(p)) writeFileSync(p, "");
    return;
  }
  writeFileSync(
    p,
    `# ${r.stage}: files pyts does not yet get identical to CPython 3.14 — each one a bug to fix.\n` +
      `# The conformance test fails when a file listed here passes, and when one not listed fails.\n` +
      failing.join("\n") +
      "\n",
  );
}

const BEGIN = "<!-- conformance:begin -->";
const END = "<!-- conformance:end -->";

/** Replaces the rows of the README's conformance table for the stages in `results`, keeping the others. */
export function updateReadme(results: readonly StageResult[], date: string): void {
  const p = join(repoRoot, "README.md");
  const text = readFileSync(p, "utf8");
  const b = text.indexOf(BEGIN);
  const e = text.indexOf(END);
  if (b < 0 || e < b) throw new Error(`README.md has no ${BEGIN} … ${END} block`);
  const rows = new Map<string, string>();
  for (const line of text.slice(b + BEGIN.length, e).split("\n")) {
    const m = /^\| `([^`]+)` \|/.exec(line);
    if (m) rows.set(m[1]!, line);
  }
  for (const r of results) {
    rows.set(r.stage, `| \`${r.stage}\` | ${r.identical}/${r.total} | ${r.total === r.identical ? "all identical" : `${r.total - r.identical} differ`} | ${date} |`);
  }
  const table = ["| stage | identical to CPython 3.14.2 | | measured |", "| --- | --- | --- | --- |", ...rows.values()].join("\n");
  writeFileSync(p, `${text.slice(0, b + BEGIN.length)}\n${table}\n${text.slice(e)}`);
}
