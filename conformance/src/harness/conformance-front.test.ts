/** Conformance of the front end: tokenize, ast and dis on the stdlib (stageTests.ts says how the stages are split). */
import { describe } from "vitest";
import { stageTests } from "./stageTests.js";

describe("conformance with CPython 3.14: tokenize, ast, dis", () => {
  stageTests(["tokenize", "tokenize -e", "ast -a", "ast -O 1", "ast -m eval", "dis", "dis -C -O -P -S"]);
});
