/**
 * Conformance as a test: every stage on its whole corpus. A file fails the test when it differs
 * from its reference and is not in conformance/known-failures/<stage>.txt — and when it is listed
 * there but now passes (the list must shrink as bugs are fixed). A run of every stage writes its
 * counts to the report (.cache/conformance/report.json, which `pnpm conformance --update-readme`
 * copies into the README), and the last test fails when the README's table is not what this run
 * measured.
 */
import { describe, expect, it } from "vitest";
import { knownFailures, readmeTableRows, tableRows, writeReport } from "./report.js";
import { runStage, type StageResult } from "./runner.js";
import { stageReference } from "./stage.js";
import { stages } from "../stages/index.js";

describe("conformance with CPython 3.14", () => {
  const results: StageResult[] = [];
  for (const stage of stages) {
    it(stage.name, { timeout: 1_800_000 }, async () => {
      const r = await runStage(stage);
      results.push(r);
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

  it("the README's conformance table is what this run measured", () => {
    expect(results.map((r) => r.stage), "every stage ran (a filtered run checks nothing here)").toEqual(stages.map((s) => s.name));
    const report = writeReport(results, (name) => stageReference(stages.find((s) => s.name === name)!));
    expect(readmeTableRows(), "README.md's table (write it with `pnpm conformance --update-readme` after this run)").toEqual(tableRows(report));
  });
});
