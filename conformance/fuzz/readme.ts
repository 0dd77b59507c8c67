/** The README's fuzz table: one row per fuzzer, each written by `pnpm fuzz NAME --update-readme` from that run. */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { FuzzResult } from "./fuzzer.js";

const readme = join(import.meta.dirname, "..", "..", "README.md");
const BEGIN = "<!-- fuzz:begin -->";
const END = "<!-- fuzz:end -->";
const HEADER = ["| `pnpm fuzz` | identical | command | reference | measured |", "| --- | ---: | --- | --- | --- |"];

/** `n` is what the command asked for (a fuzzer may count fewer cases: the invalid patterns `re` skips, the calls native CPython hangs on). */
export function updateFuzzRow(name: string, seed: number, n: number, r: FuzzResult, reference: string): void {
  const text = readFileSync(readme, "utf8");
  const b = text.indexOf(BEGIN);
  const e = text.indexOf(END);
  if (b < 0 || e < b) throw new Error(`README.md has no ${BEGIN} … ${END} block`);
  const rows = new Map<string, string>();
  for (const line of text.slice(b + BEGIN.length, e).split("\n")) {
    const m = /^\| `([^`]+)` \|/.exec(line);
    if (m && line !== HEADER[0]) rows.set(m[1]!, line);
  }
  const date = new Date().toISOString().slice(0, 10);
  rows.set(name, `| \`${name}\` | ${r.identical.toLocaleString("en-US")}/${r.total.toLocaleString("en-US")} | \`pnpm fuzz ${name} --seed ${seed} --n ${n}\` | ${reference} | ${date} |`);
  const body = [...HEADER, ...[...rows].sort(([a], [b2]) => (a < b2 ? -1 : 1)).map(([, l]) => l)].join("\n");
  writeFileSync(readme, `${text.slice(0, b + BEGIN.length)}\n${body}\n${text.slice(e)}`);
}
