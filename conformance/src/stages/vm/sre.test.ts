/**
 * `_sre` against the oracle through `_sre.compile` (pyts cannot `import re` yet): the oracle's
 * re._parser/re._compiler give the code words for each pattern of sre-cases.ts; the same driver
 * program builds the Patterns from them and prints every result in the oracle and in pyts.
 */
import { describe, it, expect } from "vitest";
import { loadOracle } from "../../harness/oracle.js";
import { runDifferential } from "./sre-harness.js";
import { sreCases } from "./sre-cases.js";

describe("_sre differential", () => {
  it("the fixed table: every result identical to the oracle's", async () => {
    const oracle = await loadOracle();
    const r = runDifferential(oracle, sreCases, 30);
    console.log(`_sre table: ${r.identical}/${r.total} identical, ${r.skipped} invalid patterns skipped`);
    expect(r.differences).toEqual([]);
    expect(r.identical).toBe(r.total);
  }, 300_000);
});
