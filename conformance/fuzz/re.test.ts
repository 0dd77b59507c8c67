import { it, expect } from "vitest";
import fuzzer from "./re.js";
import { loadOracle } from "../src/oracle.js";

it(`re fuzzer: ${fuzzer.testN} cases, seed 1, no differences`, async () => {
  const r = await fuzzer.run({ seed: 1, n: fuzzer.testN, oracle: loadOracle, native: "" });
  console.log(`re fuzz: ${r.identical}/${r.total} identical`, r.counts);
  expect(r.differences).toEqual([]);
  expect(r.identical).toBe(r.total);
}, 600_000);
