/** Conformance on CPython's own Lib/test (stageTests.ts says how the stages are split). */
import { describe } from "vitest";
import { stageTests } from "./stageTests.js";

describe("conformance with CPython 3.14: Lib/test", () => {
  stageTests(["libtest"]);
});
