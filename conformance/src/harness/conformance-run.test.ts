/** Conformance of the VM: the run stage's three tiers against the oracle (stageTests.ts says how the stages are split). */
import { describe } from "vitest";
import { stageTests } from "./stageTests.js";

describe("conformance with CPython 3.14: run", () => {
  stageTests(["run", "run, eval loop only", "run, JIT at first call"]);
});
