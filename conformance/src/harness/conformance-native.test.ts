/** Conformance against native CPython 3.14, and the stdlib programs (stageTests.ts says how the stages are split). */
import { describe } from "vitest";
import { stageTests } from "./stageTests.js";

describe("conformance with CPython 3.14: native runs and the stdlib", () => {
  stageTests(["run, native python3.14", "stdlib", "stdlib, native python3.14"]);
});
