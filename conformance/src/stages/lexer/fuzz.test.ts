/**
 * Random messy sources (fast-check, fixed seed) through `pyts tokenize` and `python -m tokenize`:
 * the outputs must be identical, errors included. Also the parser mode against the C tokenizer
 * as `compile()` drives it, where the first error is the tokenizer's.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { tokenizeToText } from "../../../../packages/cli/src/commands/tokenize.js";
import { loadOracle } from "../../harness/oracle.js";

const FRAGMENTS = [
  "if x:\n", "    ", "  ", "\t", "\f", "(", ")", "[", "]", "{", "}", "'", '"', "'''", '"""', "f'", 'f"', "t'", 'rf"', "rb'", "u'",
  "b'", "\\", "\\\n", "\n", "\r\n", "\r", "#", "# c\n", "0x", "0o7", "0b1", "1_", "1e", "1.5j", ".", "...", "€", "\u00a0", "é",
  "\u0001", "!", "=", "!=", ":=", "->", "**=", "x", "abc", "_", "1", "{x!r:>{w}}", "{{", "}}", "\\N{BULLET}", ";", ",",
  ":", "lambda", "\ud83d\ude00", "\x85", "0", "07", "1if", "else", "f'{", "'}'", "{x=}", "{x:", "\\{", "#{",
  "\n    ", "\n  ", "\n\t", "\n\n", "if y:\n    ", "# coding: latin-1\n", "\ufeff", "f'''", '"""\n', "t'{x!r}'",
  "f'{x:{y}}'", "f'{'", "0o", "0b2", "1__", "1e+", "1.", "\\\r\n",  "f'{x:{{y}}}'", "f'''{\n", "\n}'''", "{x!r:}", "!s", "\\\n    ", "\f  ", " \t", "\t ", "t'''{", "'{'", "f'{f'{x}'}'", "{x#",
  "((", "]]", "{1:2}", "\\'", "f\"{'", "rf'{", "\r\n    ", "\n\t\t", "  #", "f'{x=!r:>10}'", "f'{x:=^10}'", "'''\n'''",
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
        // CPython itself crashing ("unexpected error: ... returned a result with an exception set",
        // a SystemError inside _tokenize on some malformed f-strings) is not something to copy.
        if (want.stderr.startsWith("unexpected error:")) continue;
        const got = tokenizeToText("/fuzz/t.py", bytes, exact);
        if (got.stdout !== want.stdout || got.stderr !== want.stderr) {
          const w = (want.stderr + want.stdout).split("\n");
          const g = (got.stderr + got.stdout).split("\n");
          let k = 0;
          while (k < w.length && w[k] === g[k]) k++;
          bad.push(`${JSON.stringify(src)}\n  want ${JSON.stringify(w[k])}\n  got  ${JSON.stringify(g[k])}`);
        }
      }
      expect(bad.slice(0, 10)).toEqual([]);
    });
  }
});

for (const extra of [false, true]) describe(`random sources: every token field == _tokenize.TokenizerIter(extra_tokens=${extra ? "True" : "False"})`, async () => {
  const { PyEncodingError, PySyntaxError, reprStr, tokenize } = await import("@pyts/lexer");
  const oracle = await loadOracle();
  const samples = fc
    .sample(source, { numRuns: Number(process.env.LEXER_FUZZ_RUNS ?? 1500), seed: Number(process.env.LEXER_FUZZ_SEED ?? 4242) })
    .filter((s) => !/\r[^\x00-\x7f]/.test(s) && s.length > 0);
  oracle.writeFile("/fuzz/parser-samples.json", JSON.stringify(samples));
  const expected = JSON.parse(
    oracle.runPython(`import json, io, tokenize, _tokenize
def _lines(data, extra):
    try:
        enc, _ = tokenize.detect_encoding(io.BytesIO(data).readline)
        if enc == 'utf-8-sig':
            data, enc = data[3:], 'utf-8'
        return [repr(tuple(t)) for t in _tokenize.TokenizerIter(io.BytesIO(data).readline, encoding=enc, extra_tokens=extra)]
    except SyntaxError as e:
        return ['ERROR %s %r %r %r %r %r %r' % (type(e).__name__, e.msg, e.lineno, e.offset, e.end_lineno, e.end_offset, e.text)]
    except Exception as e:
        return ['CRASH ' + type(e).__name__]
json.dumps([_lines(s.encode('utf-8'), ${extra ? "True" : "False"}) for s in json.load(open('/fuzz/parser-samples.json', encoding='utf-8'))])`) as string,
  ) as string[][];
  const enc = new TextEncoder();

  it(`${samples.length} sources`, () => {
    const bad: string[] = [];
    samples.forEach((src, i) => {
      const want = expected[i]!;
      if (want.length === 1 && want[0]!.startsWith("CRASH")) return;
      let got: string[];
      try {
        got = tokenize(enc.encode(src), { extraTokens: extra }).filter((t) => t.type !== 68).map(
          (t) => `(${extra ? t.type : t.exactType}, ${reprStr(t.string)}, (${t.start[0]}, ${t.start[1]}), (${t.end[0]}, ${t.end[1]}), ${reprStr(t.line)})`,
        );
      } catch (e) {
        if (!(e instanceof PySyntaxError)) throw e;
        const noPos = e instanceof PyEncodingError;
        const py = (v: number | null) => (v === null || noPos ? "None" : String(v));
        got = [`ERROR ${e.type} ${reprStr(e.msg)} ${py(e.lineno)} ${py(e.offset)} ${py(e.errcode === undefined || e.errcode === "E_EOF" ? e.end_lineno : null)} ${py(e.errcode === undefined ? e.end_offset : null)} ${e.text === null ? "None" : reprStr(e.text)}`];
      }
      if (!extra && want.length === 0 && got.length === 1 && got[0]!.startsWith("(0, ''")) return; // see lexer-conformance.test.ts
      if (JSON.stringify(got) !== JSON.stringify(want)) {
        let k = 0;
        while (k < got.length && got[k] === want[k]) k++;
        bad.push(`${JSON.stringify(src)}\n  want ${want[k]}\n  got  ${got[k]}`);
      }
    });
    expect(bad.slice(0, 10)).toEqual([]);
  });
});

/** Byte-level pieces: BOMs, coding cookies, undecodable bytes, CR, NUL. */
const BYTE_FRAGMENTS: number[][] = [
  [0xef, 0xbb, 0xbf], ...["# coding: latin-1\n", "# -*- coding: cp1252 -*-\n", "# coding: ascii\n", "# coding: utf-8\n", "# coding: koi8-r\n", "#!x\n", "\n", "\r\n",
    "x = '", "'\n", "  ", "# c", "x", "# vim: set fileencoding=utf8 :\n", "coding="].map((s) => [...new TextEncoder().encode(s)]),
  [13], [0xff], [0xe9], [0xc3, 0xa9], [0xe2, 0x82], [0xe2, 0x82, 0xac], [0x80], [0x81], [0],
];

describe("random bytes: pyts tokenize == python -m tokenize (decoding paths)", async () => {
  const oracle = await loadOracle();
  const gen = fc
    .array(fc.oneof(fc.constantFrom(...BYTE_FRAGMENTS), fc.array(fc.integer({ min: 0, max: 255 }), { maxLength: 2 })), { maxLength: 12 })
    .map((a) => new Uint8Array(a.flat()));
  const samples = fc.sample(gen, { numRuns: Number(process.env.LEXER_FUZZ_RUNS ?? 1500), seed: Number(process.env.LEXER_FUZZ_SEED ?? 1618) });
  it(`${samples.length} sources`, () => {
    const bad: string[] = [];
    for (const bytes of samples) {
      oracle.writeFile("/fuzz/b.py", bytes);
      const want = oracle.capture(`import tokenize\ntokenize._main(['/fuzz/b.py'])`);
      if (want.stderr.startsWith("unexpected error:")) continue; // CPython crashing (see above)
      const got = tokenizeToText("/fuzz/b.py", bytes, false);
      if (got.stdout !== want.stdout || got.stderr !== want.stderr) {
        bad.push(`${JSON.stringify([...bytes])}\n  want ${JSON.stringify((want.stderr + want.stdout).slice(0, 200))}\n  got  ${JSON.stringify((got.stderr + got.stdout).slice(0, 200))}`);
      }
    }
    expect(bad.slice(0, 10)).toEqual([]);
  });
});
