/**
 * Properties of the tokenizer (fast-check):
 *  - on any input, text or bytes, in either mode, it returns tokens or throws `PySyntaxError`,
 *    never anything else;
 *  - on well-formed sources laid out with spaces, `untokenize(tokenize(src))` is `src` again;
 *  - token positions never go backwards.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PySyntaxError } from "./errors.js";
import { generateTokens, tokenize } from "./tokenize.js";
import { untokenize } from "./untokenize.js";
import { TokenType as T } from "./tokens.generated.js";

const FRAGMENTS = [
  "if x:\n", "    ", "  ", "\t", "\f", "(", ")", "[", "]", "{", "}", "'", '"', "'''", '"""', "f'", 'f"', "t'", 'rf"', "rb'", "u'",
  "b'", "\\", "\\\n", "\n", "\r\n", "\r", "#", "# c\n", "0x", "0o7", "0b1", "1_", "1e", "1.5j", ".", "...", "€", "\u00a0", "é",
  "\u0000", "\u0001", "!", "=", "!=", ":=", "->", "**=", "x", "abc", "_", "1", "{x!r:>{w}}", "{{", "}}", "\\N{BULLET}", ";", ",",
  "lambda", "\ud83d\ude00", "\u2028", "\x85", "\ufeff",
];

const messySource = fc.array(fc.oneof(fc.constantFrom(...FRAGMENTS), fc.string({ maxLength: 4 }), fc.string({ unit: "grapheme", maxLength: 3 }), fc.string({ unit: "binary", maxLength: 3 })), {
  maxLength: 40,
}).map((parts) => parts.join(""));

function onlySyntaxErrors(run: () => unknown): void {
  try {
    run();
  } catch (e) {
    if (!(e instanceof PySyntaxError)) throw e;
  }
}

describe("tokenize never throws anything but PySyntaxError", () => {
  it("on messy text, both modes", () => {
    fc.assert(
      fc.property(messySource, fc.boolean(), (src, extraTokens) => {
        onlySyntaxErrors(() => generateTokens(src, { extraTokens }));
      }),
      { numRuns: 3000 },
    );
  });
  it("on arbitrary bytes, both modes", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), fc.boolean(), (bytes, extraTokens) => {
        onlySyntaxErrors(() => tokenize(bytes, { extraTokens }));
      }),
      { numRuns: 3000 },
    );
  });
});

const ATOMS = ["x", "y1", "_z", "é", "1", "0x1f", "1.5e-3j", "'s'", '"d"', "b'\\x00'", 'f"a{x}b"', "t'{y!r}'", "(", ")", "[", "]", "+", "-", "**", "//=", "->", ":=", "==", ",", ".", "...", "lambda", ":"];

/** A well-formed source: consistent indentation, tokens separated by spaces, brackets balanced per line. */
const layoutSource = fc
  .array(
    fc.record({
      dedentTo: fc.nat({ max: 3 }),
      indentMore: fc.boolean(),
      atoms: fc.array(fc.constantFrom(...ATOMS.filter((a) => !"()[]".includes(a))), { minLength: 1, maxLength: 6 }),
      gaps: fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 6, maxLength: 6 }),
      paren: fc.boolean(),
      comment: fc.option(fc.constantFrom("# note", "#", "# é €"), { nil: undefined }),
      blankAfter: fc.boolean(),
    }),
    { minLength: 1, maxLength: 12 },
  )
  .map((lines) => {
    let level = 0;
    const out: string[] = [];
    lines.forEach((l, i) => {
      if (i > 0 && l.indentMore) level = Math.min(level + 1, 4);
      else level = Math.min(level, l.dedentTo);
      let body = l.atoms[0]!;
      for (let k = 1; k < l.atoms.length; k++) body += " ".repeat(l.gaps[k]!) + l.atoms[k]!;
      if (l.paren) body = `( ${body} )`;
      if (l.comment !== undefined) body += "  " + l.comment;
      out.push("    ".repeat(level) + body);
      if (l.blankAfter) out.push("");
    });
    return out.join("\n") + "\n";
  });

describe("untokenize(tokenize(src)) === src", () => {
  it("for sources laid out with spaces", () => {
    fc.assert(
      fc.property(layoutSource, (src) => {
        expect(untokenize(generateTokens(src))).toBe(src);
      }),
      { numRuns: 1000 },
    );
  });
});

describe("token positions", () => {
  it("never go backwards and stay inside the source", () => {
    fc.assert(
      fc.property(layoutSource, (src) => {
        const toks = generateTokens(src);
        let prev: readonly [number, number] = [1, 0];
        for (const t of toks) {
          if (t.type === T.ENDMARKER || t.type === T.DEDENT) continue;
          expect(t.start[0] > prev[0] || (t.start[0] === prev[0] && t.start[1] >= prev[1])).toBe(true);
          expect(t.end[0] > t.start[0] || t.end[1] >= t.start[1]).toBe(true);
          prev = t.end;
        }
      }),
      { numRuns: 500 },
    );
  });
});
