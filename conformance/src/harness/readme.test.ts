/**
 * The README's conformance table is what this run measured: runs after every other test file
 * (vitest.config.ts: its project's groupOrder), reads the stages' results this vitest run wrote
 * (stageTests.ts), writes the report (.cache/conformance/report.json, which `pnpm conformance
 * --update-readme` copies into the README) and compares the README's table with it.
 */
import { describe, expect, it } from "vitest";
import { readmeTableRows, tableRows, writeReport } from "./report.js";
import { stageReference } from "./stage.js";
import { thisRunsResults } from "./stageTests.js";
import { stages } from "../stages/index.js";

describe("conformance with CPython 3.14", () => {
  it("the README's conformance table is what this run measured", () => {
    const { results, missing } = thisRunsResults();
    expect(missing, "stages this vitest run did not measure (a filtered run checks nothing here)").toEqual([]);
    const report = writeReport(results, (name) => stageReference(stages.find((s) => s.name === name)!));
    expect(readmeTableRows(), "README.md's table (write it with `pnpm conformance --update-readme` after this run)").toEqual(tableRows(report));
  });
});
