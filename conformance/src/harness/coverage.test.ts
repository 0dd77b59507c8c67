import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { auditCoverage } from "./coverage.js";

// issue #5: the run cases together use every AST node kind, target/operator/argument form and builtin type
describe("cases/run coverage", () => {
  const r = auditCoverage(join(dirname(fileURLToPath(import.meta.url)), "..", "..", "cases", "run"));
  it("parses every case", () => expect(r.parseErrors).toEqual([]));
  it("uses every stmt/expr/operator/pattern/type_param node kind", () => expect(r.missingNodes).toEqual([]));
  it("uses every target, operator, argument, slice and conversion form", () => expect(r.missingForms).toEqual([]));
  it("uses every builtin type of the issue's list", () => expect(r.missingTypes).toEqual([]));
});
