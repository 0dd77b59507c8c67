/** Text report, known-failure lists and the README table. */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { StageResult } from "./runner.js";
import { stageSlug } from "./stage.js";

export const repoRoot = join(import.meta.dirname, "..", "..", "..");
const knownRoot = join(repoRoot, "conformance", "known-failures");

export function formatReport(results: readonly StageResult[], maxListed = 20): string {
  let out = "";
  for (const r of results) {
    out += `${r.stage}: ${r.identical}/${r.total} identical (${r.seconds.toFixed(1)} s)\n`;
    for (const d of r.details ?? []) out += `  ${d}\n`;
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

/**
 * A stage's known failures as a matcher: each line of its list names one file (test), except a
 * line `PREFIX: * reason`, which stands for every entry whose path starts with `PREFIX.` (libtest:
 * all the tests of a module that cannot be imported yet). `has` says whether a path is listed;
 * `unused` which lines match no path of `paths` (an entry that no longer names anything).
 */
export function knownFailures(stage: string): { has: (path: string) => boolean; unused: (paths: readonly string[]) => string[] } {
  const exact = new Set<string>();
  const prefixes: string[] = [];
  for (const line of readKnownFailures(stage)) {
    const m = /^(\S+): \*(\s|$)/.exec(line);
    if (m) prefixes.push(m[1]!);
    else exact.add(line);
  }
  const has = (path: string): boolean => exact.has(path) || prefixes.some((p) => path.startsWith(`${p}.`));
  return {
    has,
    unused: (paths) => {
      const all = new Set(paths);
      return [...[...exact].filter((e) => !all.has(e)), ...prefixes.filter((p) => !paths.some((q) => q.startsWith(`${p}.`))).map((p) => `${p}: *`)];
    },
  };
}

export function writeKnownFailures(r: StageResult): void {
  const failing = r.knownFailureLines ? [...r.knownFailureLines] : r.files.filter((f) => !f.identical).map((f) => f.path);
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

/**
 * The counts one full run measured (`pnpm test`'s conformance test, or `pnpm conformance` of every
 * stage), with when and on what: the README's table is written from this file only.
 */
export interface ConformanceReport {
  readonly date: string;
  /** `git rev-parse --short HEAD`, with `+changes` when the work tree differed from it. */
  readonly commit: string;
  readonly node: string;
  readonly stages: readonly { readonly stage: string; readonly identical: number; readonly total: number; readonly reference: string }[];
}

export const reportPath = join(repoRoot, ".cache", "conformance", "report.json");

function commitOf(): string {
  try {
    const head = execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: repoRoot, encoding: "utf8" }).trim();
    const dirty = execFileSync("git", ["status", "--porcelain", "--untracked-files=no"], { cwd: repoRoot, encoding: "utf8" }).trim() !== "";
    return dirty ? `${head}+changes` : head;
  } catch {
    return "unknown";
  }
}

/** Writes the report of a run of every stage (`results` in stage order); returns it. */
export function writeReport(results: readonly StageResult[], referenceOf: (stage: string) => string): ConformanceReport {
  const report: ConformanceReport = {
    date: new Date().toISOString().slice(0, 10),
    commit: commitOf(),
    node: process.version,
    stages: results.map((r) => ({ stage: r.stage, identical: r.identical, total: r.total, reference: referenceOf(r.stage) })),
  };
  mkdirSync(dirname(reportPath), { recursive: true });
  writeFileSync(reportPath, `${JSON.stringify(report, null, 1)}\n`);
  return report;
}

export function readReport(): ConformanceReport {
  if (!existsSync(reportPath)) throw new Error(`${reportPath}: no report yet; run \`pnpm test\` or \`pnpm conformance\` (every stage) first`);
  return JSON.parse(readFileSync(reportPath, "utf8")) as ConformanceReport;
}

const BEGIN = "<!-- conformance:begin -->";
const END = "<!-- conformance:end -->";

/** The table's rows as the README shows them: one per stage, in the run's order. */
export function tableRows(report: ConformanceReport): string[] {
  return [
    "| stage | identical | | reference |",
    "| --- | --- | --- | --- |",
    ...report.stages.map((r) => `| \`${r.stage}\` | ${r.identical}/${r.total} | ${r.total === r.identical ? "all identical" : `${r.total - r.identical} differ`} | ${r.reference} |`),
  ];
}

/** The README's conformance block: the table, then the line saying which run measured it. */
function block(report: ConformanceReport): string {
  return `${tableRows(report).join("\n")}\n\nMeasured by one run of every stage on ${report.date} at commit ${report.commit} (Node ${report.node}).`;
}

/** The table rows the README holds now (between its markers, without the "Measured" line). */
export function readmeTableRows(): string[] {
  const text = readFileSync(join(repoRoot, "README.md"), "utf8");
  const b = text.indexOf(BEGIN);
  const e = text.indexOf(END);
  if (b < 0 || e < b) throw new Error(`README.md has no ${BEGIN} … ${END} block`);
  return text.slice(b + BEGIN.length, e).split("\n").filter((l) => l.startsWith("|"));
}

/** Writes the README's conformance block from `report`. */
export function updateReadme(report: ConformanceReport): void {
  const p = join(repoRoot, "README.md");
  const text = readFileSync(p, "utf8");
  const b = text.indexOf(BEGIN);
  const e = text.indexOf(END);
  if (b < 0 || e < b) throw new Error(`README.md has no ${BEGIN} … ${END} block`);
  writeFileSync(p, `${text.slice(0, b + BEGIN.length)}\n${block(report)}\n${text.slice(e)}`);
}
