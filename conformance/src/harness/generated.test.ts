import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { generators } from "../../../scripts/generators/index.js";
import { loadOracle } from "./oracle.js";

const root = join(import.meta.dirname, "..", "..", "..");

describe("generated files are what the oracle gives today", () => {
  for (const g of generators) {
    it(g.path, async () => {
      const oracle = await loadOracle();
      expect(readFileSync(join(root, g.path), "utf8")).toBe(g.generate(oracle));
    });
  }
});
