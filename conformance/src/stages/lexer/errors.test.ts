/**
 * The lexer's parser mode (`extraTokens: false`) against the oracle's `compile()`: for sources
 * whose first problem is one the C tokenizer raises itself, the SyntaxError must agree in class,
 * message, line, offsets and text. (Errors the parser positions itself from `tok->done`, such as
 * E_EOF or E_DEDENT, are the parser's business and are not listed here.)
 */
import { describe, expect, it } from "vitest";
import { PySyntaxError, TokenStream, decodeSourceForCompile, tokenize } from "@pyts/lexer";
import { loadOracle } from "../../harness/oracle.js";

const enc = new TextEncoder();

/** Sources (as JS strings, UTF-8 encoded) whose compile() error comes from the tokenizer. */
const SOURCES: readonly string[] = [
  "€ = 1\n",
  "a€b = 1\n",
  "x = 1\u00a0\n",
  "x = a\u200bb\n",
  "abc\u2028 = 1\n",
  "x = 1abc\n",
  "x = 1_000_\n",
  "x = 0777\n",
  "x = 00123\n",
  "x = 0_7\n",
  "x = 0x\n",
  "x = 0xg\n",
  "x = 0x1g\n",
  "x = 0o8\n",
  "x = 0o\n",
  "x = 0o1a\n",
  "x = 0b2\n",
  "x = 0b\n",
  "x = 0b1z\n",
  "x = 1__0\n",
  "x = 1e\n",
  "x = 1e+\n",
  "x = 1.5e-x\n",
  "x = 1.5j2\n",
  "x = 1jk\n",
  "x = 1.5_\n",
  "x = .5abc\n",
  "x = 5.abc\n",
  ")\n",
  "x = 1]\n",
  "x = {1: 2}}\n",
  "(]\n",
  "x = (1,\n2]\n",
  "x = [1, {2)]\n",
  "x = " + "(".repeat(201) + ")".repeat(201) + "\n",
  "x = 'abc\n",
  'x = "abc\\"\n',
  "x = '''abc\n\ndef\n",
  "def f():\n    return '''abc\n",
  "x = f'abc\n",
  "x = f'''abc\n",
  "x = t'abc\n",
  "x = f'{a'\n",
  "x = f'{a!r'\n",
  "x = f'a}b'\n",
  "x = f'{)}'\n",
  "x = f'{a:{b:{c:{d}}}}'\n",
  "x = f'{a:\n}'\n",
  "x = ub''\n",
  "x = bf''\n",
  "x = ft''\n",
  "x = 1 \u0001\n",
  "if x:\n    y = 1 $ 2\n",
  "x = a @@@ \u0007\n",
];

interface PyErr {
  type: string;
  msg: string;
  lineno: number;
  offset: number;
  end_lineno: number | null;
  end_offset: number | null;
  text: string | null;
}

describe("parser-mode lexer errors match compile()", async () => {
  const oracle = await loadOracle();
  const expected = JSON.parse(
    oracle.runPython(`import json
_srcs = json.loads(${JSON.stringify(JSON.stringify(SOURCES))})
_out = []
for _s in _srcs:
    try:
        compile(_s.encode('utf-8'), '<string>', 'exec')
        _out.append(None)
    except SyntaxError as e:
        _out.append(dict(type=type(e).__name__, msg=e.msg, lineno=e.lineno, offset=e.offset,
                         end_lineno=e.end_lineno, end_offset=e.end_offset, text=e.text))
json.dumps(_out)`) as string,
  ) as (PyErr | null)[];

  SOURCES.forEach((src, i) => {
    it(JSON.stringify(src).slice(0, 60), () => {
      let got: PyErr | null = null;
      try {
        tokenize(enc.encode(src), { extraTokens: false });
      } catch (e) {
        if (!(e instanceof PySyntaxError)) throw e;
        got = {
          type: e.type,
          msg: e.msg,
          lineno: e.lineno,
          offset: e.offset,
          end_lineno: e.end_lineno,
          end_offset: e.end_offset,
          text: e.text,
        };
      }
      const want = expected[i] ?? null;
      // Only the tokenizer's own errors are compared; a parser-level error means the lexer must pass.
      if (want !== null && want.msg === "invalid syntax") {
        expect(got).toBeNull();
      } else {
        expect(got).toEqual(want);
      }
      // The string tokenizer (what compile() really drives) must agree as well.
      let gotString: PyErr | null = null;
      try {
        const stream = new TokenStream(decodeSourceForCompile(enc.encode(src)).text, { extraTokens: false, input: "string" });
        while (stream.next() !== null);
      } catch (e) {
        if (!(e instanceof PySyntaxError)) throw e;
        gotString = { type: e.type, msg: e.msg, lineno: e.lineno, offset: e.offset, end_lineno: e.end_lineno, end_offset: e.end_offset, text: e.text };
      }
      expect(gotString).toEqual(got);
    });
  });
});

/** Messages the C tokenizer raises itself (`_PyTokenizer_syntaxerror`). */
const LEXER_MESSAGE =
  /^(invalid (character|non-printable character|decimal literal|hexadecimal literal|octal literal|binary literal|imaginary literal|digit)|leading zeros|unmatched '|closing parenthesis|too many nested|unterminated |[ft]-string: (expecting '\}'$|single '\}'|unmatched|expressions nested|newlines are not allowed)|'[a-z]' and '[a-z]' prefixes|source code cannot)/;

const FUZZ_FRAGMENTS = [
  "x", " ", "  ", "\n", "\n    ", "(", ")", "[", "]", "{", "}", "'", '"', "'''", "f'", "t'", "rb'", "ub'", "1", "0", "07", "0x", "0o8",
  "0b2", "1_", "1e", "1j", "1if", "1abc", ".", "€", "\u00a0", "\u0001", "=", ":", ",", "f'{x", "}'", "{x:", "\\N{DASH}", "#", "\\",
  "lambda", "é", "\u200b", "if x:", "else", "+",
];

describe("parser-mode lexer errors on random sources match compile()", async () => {
  const fc = (await import("fast-check")).default;
  const oracle = await loadOracle();
  const source = fc.array(fc.constantFrom(...FUZZ_FRAGMENTS), { maxLength: 24 }).map((p) => p.join("") + "\n");
  const samples = fc.sample(source, { numRuns: 3000, seed: 2718 });
  oracle.writeFile("/lexer-errors/samples.json", JSON.stringify(samples));
  const expected = JSON.parse(
    oracle.runPython(`import json
_out = []
for _s in json.load(open('/lexer-errors/samples.json', encoding='utf-8')):
    try:
        compile(_s.encode('utf-8'), '<string>', 'exec')
        _out.append(None)
    except SyntaxError as e:
        _out.append(dict(type=type(e).__name__, msg=e.msg, lineno=e.lineno, offset=e.offset,
                         end_lineno=e.end_lineno, end_offset=e.end_offset, text=e.text))
    except Exception as e:
        _out.append(dict(type=type(e).__name__, msg=str(e), lineno=0, offset=0, end_lineno=None, end_offset=None, text=None))
json.dumps(_out)`) as string,
  ) as (PyErr | null)[];

  it(`${samples.length} sources`, () => {
    const bad: string[] = [];
    let compared = 0;
    samples.forEach((src, i) => {
      const want = expected[i] ?? null;
      if (want === null || !LEXER_MESSAGE.test(want.msg)) return;
      compared++;
      let got: PyErr | null = null;
      try {
        tokenize(enc.encode(src), { extraTokens: false });
      } catch (e) {
        if (!(e instanceof PySyntaxError)) throw e;
        got = { type: e.type, msg: e.msg, lineno: e.lineno, offset: e.offset, end_lineno: e.end_lineno, end_offset: e.end_offset, text: e.text };
      }
      if (JSON.stringify(got) !== JSON.stringify(want)) bad.push(`${JSON.stringify(src)}\n  want ${JSON.stringify(want)}\n  got  ${JSON.stringify(got)}`);
    });
    expect(compared).toBeGreaterThan(300);
    expect(bad.slice(0, 10)).toEqual([]);
  });
});
