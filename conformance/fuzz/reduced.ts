/** The reduced run of a fuzzer as a test: seed 1, `testN` cases, differences exactly the known ones. */
import { describe, expect, it } from "vitest";
import { fuzzContext } from "./context.js";
import type { Fuzzer } from "./fuzzer.js";
import { differingInputs, readKnownDifferences } from "./known.js";

export function reducedRunTest(fuzzer: Fuzzer): void {
  describe(`fuzz ${fuzzer.name} (reduced run: seed 1, n ${fuzzer.testN})`, () => {
    it("differs from its reference only where conformance/known-failures lists it, and nowhere it lists", { timeout: 600_000 }, async () => {
      const r = await fuzzer.run(fuzzContext(1, fuzzer.testN));
      console.log(`${fuzzer.name}: ${r.identical}/${r.total} identical (seed 1)`);
      expect(r.failed ?? false, `the run failed: ${JSON.stringify(r.counts)}`).toBe(false);
      const known = readKnownDifferences(fuzzer.name);
      const got = differingInputs(r);
      expect({ unexpected: r.differences.filter((d) => !known.has(d.split("\n")[0]!.trim())), fixed: [...known].filter((k) => !got.includes(k)) }).toEqual({ unexpected: [], fixed: [] });
    });
  });
}
