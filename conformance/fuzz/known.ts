/**
 * Known differences of a fuzzer's reduced run (`conformance/known-failures/fuzz-NAME.txt`: one
 * input per line, as the fuzzer prints it; `#` starts a comment). The reduced run's test fails on
 * a difference not listed and on a listed input that no longer differs: the list only shrinks.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { FuzzResult } from "./fuzzer.js";

const knownPath = (name: string) => join(import.meta.dirname, "..", "known-failures", `fuzz-${name}.txt`);

export function readKnownDifferences(name: string): Set<string> {
  const p = knownPath(name);
  if (!existsSync(p)) return new Set();
  return new Set(readFileSync(p, "utf8").split("\n").map((l) => l.replace(/^#.*/, "").trim()).filter(Boolean));
}

/** The inputs of a run's differences (each difference's first line). */
export function differingInputs(r: FuzzResult): string[] {
  return r.differences.map((d) => d.split("\n")[0]!.trim());
}

export function writeKnownDifferences(name: string, seed: number, r: FuzzResult): void {
  const inputs = differingInputs(r);
  writeFileSync(
    knownPath(name),
    `# fuzz ${name}, seed ${seed}, n ${r.total}: inputs whose outcome pyts does not yet get identical to its reference — each a bug to fix.\n` +
      `# The reduced run's test fails when one listed here passes, and when one not listed differs.\n` +
      inputs.join("\n") +
      (inputs.length ? "\n" : ""),
  );
}
