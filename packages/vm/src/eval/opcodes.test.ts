/**
 * The eval loop's `case N: /* NAME *\/` tags (evalFrame and coldops.ts' execColdOp) against
 * the generated opcode table: every tag's number is that opcode's number, and every real opcode
 * CPython 3.14's compiler emits has a handler (instrumented/specialized forms and
 * CACHE/RESERVED/ENTER_EXECUTOR excluded).
 */
import { readFileSync } from "node:fs";
import { describe, it, expect } from "vitest";
import { opmap, MIN_INSTRUMENTED_OPCODE } from "@pyts/compiler";

const src = readFileSync(new URL("./ceval.ts", import.meta.url), "utf8");
const cold = readFileSync(new URL("./coldops.ts", import.meta.url), "utf8");
// the loop itself and its out-of-line rarer opcodes (execColdOp)
const main = src.slice(src.indexOf("export function evalFrame"), src.indexOf("function truthAndRelease")) + cold.slice(cold.indexOf("export function execColdOp"), cold.indexOf("function formatValue"));
const tags = [...main.matchAll(/case (\d+): \/\* ([A-Z_0-9]+) \*\//g)].map((m) => [Number(m[1]), m[2]!] as const);

describe("eval loop opcode coverage", () => {
  it("every case tag matches the opcode table", () => {
    const table = opmap as Record<string, number>;
    const wrong = tags.filter(([n, name]) => table[name] !== n);
    expect(wrong).toEqual([]);
  });

  it("every emitted opcode has a case", () => {
    const handled = new Set(tags.map(([, name]) => name));
    const excluded = new Set(["CACHE", "RESERVED", "ENTER_EXECUTOR", "INTERPRETER_EXIT"]);
    const missing = Object.entries(opmap as Record<string, number>)
      .filter(([name, n]) => n < MIN_INSTRUMENTED_OPCODE && !excluded.has(name) && !handled.has(name))
      .map(([name]) => name);
    expect(missing).toEqual([]);
  });
});
