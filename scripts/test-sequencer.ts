/**
 * The order vitest starts test files in: the longest first, so that the two workers end together
 * (on a fresh clone vitest has no durations of its own and starts the largest files first, which
 * left a 20-minute file to the end). LONGEST lists the files that take a minute or more, longest
 * first, as a run on CI's two cores measured them (2026-12-03); every other file follows in
 * vitest's own order, and a later group (vitest.config.ts's projects) still runs after this one.
 */
import { relative } from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";

const LONGEST = [
  "conformance/src/stages/compiler/codegen.test.ts",
  "conformance/src/harness/conformance-run.test.ts",
  "conformance/src/harness/conformance-front.test.ts",
  "conformance/src/harness/conformance-native.test.ts",
  "conformance/src/stages/vm/run.test.ts",
  "conformance/src/harness/conformance-libtest.test.ts",
  "conformance/src/stages/compiler/pyc-run.test.ts",
  "packages/vm/src/modules/_ast.test.ts",
  "conformance/src/stages/compiler/marshal.test.ts",
  "conformance/src/stages/lexer/fuzz.test.ts",
  "conformance/src/stages/lexer/conformance.test.ts",
  "packages/cli/src/commands/buffering.test.ts",
  "packages/cli/src/runThread.test.ts",
  "packages/cli/src/commands/interpreterOptions.test.ts",
  "packages/cli/src/robust.test.ts",
];

export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const base = await super.sort(files);
    const rank = (f: TestSpecification) => {
      const i = LONGEST.indexOf(relative(this.ctx.config.root, f.moduleId));
      return i < 0 ? LONGEST.length : i;
    };
    const group = (f: TestSpecification) => f.project.config.sequence.groupOrder;
    return base.map((f, i) => ({ f, i })).sort((a, b) => group(a.f) - group(b.f) || rank(a.f) - rank(b.f) || a.i - b.i).map(({ f }) => f);
  }
}
