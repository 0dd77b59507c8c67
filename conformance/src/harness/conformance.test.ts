/**
 * Conformance as a test: every stage on its whole corpus. A file fails the test when it differs
 * from the oracle and is not in conformance/known-failures/<stage>.txt — and when it is listed
 * there but now passes (the list must shrink as bugs are fixed).
 */
import { describe, expect, it } from "vitest";
import { readKnownFailures } from "./report.js";
import { runStage } from "./runner.js";
import { stages } from "../stages/index.js";

describe("conformance with CPython 3.14.2", () => {
  for (const stage of stages) {
    it(stage.name, { timeout: 1_800_000 }, async () => {
      const r = await runStage(stage);
      const known = readKnownFailures(stage.name);
      console.log(`${r.stage}: ${r.identical}/${r.total} identical`);
      const unexpectedFailures = r.files.filter((f) => !f.identical && !known.has(f.path)).map((f) => `${f.path}: ${f.firstDifference}`);
      const unexpectedPasses = r.files.filter((f) => f.identical && known.has(f.path)).map((f) => f.path);
      const missing = [...known].filter((p) => !r.files.some((f) => f.path === p));
      expect({ unexpectedFailures, unexpectedPasses, knownButNotInCorpus: missing }).toEqual({
        unexpectedFailures: [],
        unexpectedPasses: [],
        knownButNotInCorpus: [],
      });
    });
  }
});
