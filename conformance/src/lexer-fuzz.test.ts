/**
 * Random messy sources (fast-check, fixed seed) through `pyts tokenize` and `python -m tokenize`:
 * the outputs must be identical, errors included. Also the parser mode against the C tokenizer
 * as `compile()` drives it, where the first error is the tokenizer's.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { tokenizeToText } from "../../packages/cli/src/commands/tokenize.js";
import { loadOracle } from "./oracle.js";

const FRAGMENTS = [
  "if x:\n", "    ", "  ", "\t", "\f", "(", ")", "[", "]", "{", "}", "'", '"', "'''", '"""', "f'", 'f"', "t'", 'rf"', "rb'", "u'",
  "b'", "\\", "\\\n", "\n", "\r\n", "\r", "#", "# c\n", "0x", "0o7", "0b1", "1_", "1e", "1.5j", ".", "...", "€", "\u00a0", "é",
  "\u0001", "!", "=", "!=", ":=", "->", "**=", "x", "abc", "_", "1", "{x!r:>{w}}", "{{", "}}", "\\N{BULLET}", ";", ",",
  ":", "lambda", "\ud83d\ude00", "\x85", "0", "07", "1if", "else", "f'{", "'}'", "{x=}", "{x:", "\\{", "#{",
  "\n    ", "\n  ", "\n\t", "\n\n", "if y:\n    ", "# coding: latin-1\n", "\ufeff", "f'''", '"""\n', "t'{x!r}'",
  "f'{x:{y}}'", "f'{'", "0o", "0b2", "1__", "1e+", "1.", "\\\r\n",
];

const source = fc
  .array(fc.oneof({ weight: 8, arbitrary: fc.constantFrom(...FRAGMENTS) }, { weight: 1, arbitrary: fc.string({ maxLength: 3 }) }), { maxLength: 30 })
  .map((parts) => parts.join(""));

describe("random sources: pyts tokenize == python -m tokenize", async () => {
  const oracle = await loadOracle();
  // Known divergence: a lone '\r' directly before a non-ASCII character makes CPython build an
  // operator token from '\r' and the first byte of the character, whose strict UTF-8 decoding
  // then fails with UnicodeDecodeError (an "unexpected error" with a traceback); pyts does not
  // reproduce that crash. Such samples are left out.
  const samples = fc.sample(source, { numRuns: 1500, seed: 3141 }).filter((s) => !/\r[^\x00-\x7f]/.test(s));
  const enc = new TextEncoder();
  for (const exact of [false, true]) {
    it(`${samples.length} sources${exact ? " (-e)" : ""}`, () => {
      const bad: string[] = [];
      for (const src of samples) {
        const bytes = enc.encode(src);
        oracle.writeFile("/fuzz/t.py", bytes);
        const want = oracle.capture(`import tokenize\ntokenize._main([${exact ? "'-e', " : ""}'/fuzz/t.py'])`);
        const got = tokenizeToText("/fuzz/t.py", bytes, exact);
        if (got.stdout !== want.stdout || got.stderr !== want.stderr) {
          bad.push(`${JSON.stringify(src)}\n  want ${JSON.stringify(want.stderr || want.stdout.slice(-200))}\n  got  ${JSON.stringify(got.stderr || got.stdout.slice(-200))}`);
        }
      }
      expect(bad.slice(0, 10)).toEqual([]);
    });
  }
});
