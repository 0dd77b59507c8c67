/** `pnpm gen`: regenerate every generated file from the oracle. */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { loadOracle } from "../conformance/src/harness/oracle.js";
import { generators } from "./generators/index.js";

const root = join(import.meta.dirname, "..");
const oracle = await loadOracle();
for (const g of generators) {
  writeFileSync(join(root, g.path), g.generate(oracle));
  console.log(`wrote ${g.path}`);
}
