/**
 * Conformance as tests: every stage on its whole corpus. A file fails its stage's test when it
 * differs from its reference and is not in conformance/known-failures/<stage>.txt — and when it is
 * listed there but now passes (the list must shrink as bugs are fixed).
 *
 * The stages are spread over several test files (conformance-*.test.ts) so that vitest's workers
 * run them side by side; each stage's result is written to .cache/conformance/stages/ with the id
 * of the vitest run that measured it (its main process, the parent of every worker), and
 * readme.test.ts, which runs after every other file (its project's groupOrder), writes the report
 * from this run's results and fails when the README's table is not what they measured.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";
import { knownFailures } from "./report.js";
import { runStage, type StageResult } from "./runner.js";
import { stageSlug } from "./stage.js";
import { stages } from "../stages/index.js";

const resultsDir = join(import.meta.dirname, "..", "..", "..", ".cache", "conformance", "stages");
const resultPath = (stage: string) => join(resultsDir, `${stageSlug(stage)}.json`);

/** The vitest run a worker belongs to: its main process (workers are its forks, vitest.config's pool). */
export function vitestRunId(): number {
  return process.ppid;
}

/** One test per stage named (in stages/index.ts's order), each writing its result for readme.test.ts. */
export function stageTests(names: readonly string[]): void {
  for (const name of names) {
    const stage = stages.find((s) => s.name === name);
    if (stage === undefined) throw new Error(`no stage ${JSON.stringify(name)} in stages/index.ts`);
    it(stage.name, { timeout: 1_800_000 }, async () => {
      const r = await runStage(stage);
      mkdirSync(resultsDir, { recursive: true });
      writeFileSync(resultPath(stage.name), JSON.stringify({ run: vitestRunId(), result: r }));
      const known = knownFailures(stage.name);
      console.log(`${r.stage}: ${r.identical}/${r.total} identical`);
      const unexpectedFailures = r.files.filter((f) => !f.identical && !known.has(f.path)).map((f) => `${f.path}: ${f.firstDifference}`);
      const unexpectedPasses = r.files.filter((f) => f.identical && known.has(f.path)).map((f) => f.path);
      const missing = known.unused(r.files.map((f) => f.path)).filter((l) => stage.knownInScope?.(l) ?? true);
      expect({ unexpectedFailures, unexpectedPasses, knownButNotInCorpus: missing }).toEqual({
        unexpectedFailures: [],
        unexpectedPasses: [],
        knownButNotInCorpus: [],
      });
    });
  }
}

/** This vitest run's result of every stage, in stages/index.ts's order; a stage that did not run in it is missing. */
export function thisRunsResults(): { results: StageResult[]; missing: string[] } {
  const results: StageResult[] = [];
  const missing: string[] = [];
  for (const s of stages) {
    const p = resultPath(s.name);
    const saved = existsSync(p) ? (JSON.parse(readFileSync(p, "utf8")) as { run: number; result: StageResult }) : undefined;
    if (saved !== undefined && saved.run === vitestRunId()) results.push(saved.result);
    else missing.push(s.name);
  }
  return { results, missing };
}
