/** The case corpora keep to the rules the stages rely on. */
import { basename, dirname } from "node:path";
import { describe, expect, it } from "vitest";
import { STDLIB_MODULE_NAMES } from "../../../packages/vm/src/modules/stdlibNames.generated.js";
import { casesCorpus, isCaseHelper, runCasePrograms } from "./corpus.js";

describe("case corpora", () => {
  it("no program or helper shadows a stdlib module (its folder is sys.path[0]: python3.14 would import it in the stdlib's place)", () => {
    const names = new Set(STDLIB_MODULE_NAMES);
    const shadowing = [...casesCorpus("run"), ...casesCorpus("programs"), ...casesCorpus("stdlib")]
      .filter((f) => dirname(f.path).split("/").length === 2 && names.has(basename(f.path, ".py")))
      .map((f) => f.path);
    expect(shadowing).toEqual([]);
  });

  it("helper modules are the _case_ files and folders, and never counted as programs", () => {
    const programs = runCasePrograms().map((f) => f.path);
    expect(programs.filter(isCaseHelper)).toEqual([]);
    expect(programs).not.toContain("cases/run/_case_lcg.py");
    expect(casesCorpus("run").filter((f) => isCaseHelper(f.path)).length).toBeGreaterThan(0);
  });
});
