/**
 * Source decoding against the oracle, both ways CPython decodes:
 *  - `decodeSourceForCompile` vs `compile(bytes)`: the error (class, message, positions, text) for
 *    undecodable or badly declared sources, and the decoded text (through a string constant) for
 *    sources that decode;
 *  - `decodeSource` vs `tokenize.detect_encoding` + the ENCODING token.
 */
import { describe, expect, it } from "vitest";
import { PySyntaxError, decodeSource, decodeSourceForCompile } from "@pyts/lexer";
import { loadOracle } from "../../harness/oracle.js";

const latin1 = (s: string) => Uint8Array.from(s, (c) => c.charCodeAt(0));

/** Sources as latin-1 strings (one char per byte). */
const SOURCES: readonly string[] = [
  'x = 1\ny = 2\nz = "\xff"\n',
  'x = "\xff"\n',
  "# coding: foobar\nx=1\n",
  "\xef\xbb\xbf# coding: latin-1\nx = 1\n",
  "\xef\xbb\xbf#!x\n# coding: latin-1\nx = 1\n",
  '# coding: ascii\nx = "\xe9"\n',
  'x = 1\ny = "\xe2\x82"\n',
  '# coding: latin-1\nx = "\xe9"\n',
  '#!python\n# vim: set fileencoding=utf8 :\nx="\xff"\n',
  'x = 1\n# coding: latin-1\nx = "\xe9"\n',
  '# coding: latin-1\r# second\rx = "\xe9"\r',
  "\xef\xbb\xbf# coding: utf-8\nx = 1\n",
  "\xef\xbb\xbf# coding: foobar\nx = 1\n",
  "#!x\n# coding=nosuch\n",
  '# coding: utf8\nx="\xff"\n',
  '# coding: utf8\nx="\xe2\x82\x28"\n',
  '# coding: utf8\nx="\xe2\x82"',
  "#coding:latin-1\nx=1\n",
  "  # -*- coding: ascii -*-\nx=1\n",
  'x=1 # coding: latin-1\ny="\xe9"\n',
  '\\\n# coding: latin-1\ny="\xe9"\n',
  "# coding: base64\nx=1\n",
  '\xef\xbb\xbfx = "\xff"\n',
  '\n\n\n\n# coding: latin-1\nx="\xe9"\n',
  "\xed\xa0\x80 = 1\n",
  '# coding: utf-8\nx="\xff"\n',
  "# coding: ascii\n# \xe9\nx=1\n",
  '# coding: cp1252\nx="\x81"\n',
  '# coding: cp1252\nx="\x80\x9f"\n',
  "# coding: koi8-r\ns = '\xc1\xc2'\n",
  "# coding: iso-8859-15\ns = '\xa4'\n",
  "s = 'a\r\nb'\r\n",
  "s = '''a\r\nb\rc'''",
  "# vim:fileencoding=latin-1\ns='\xe9'\n",
  "#!/x\n\n# coding: latin-1\ns='\xe9'\n",
  "\xef\xbb\xbf\xef\xbb\xbfs = 1\n",
  "s = 'caf\xc3\xa9'\n",
];

interface Outcome {
  error: [string, string, number | null, number | null, number | null, number | null, string | null] | null;
  /** The value of `s` when the source defines it (a str). */
  s: string | null;
}

describe("decodeSourceForCompile matches compile(bytes)", async () => {
  const oracle = await loadOracle();
  oracle.writeFile("/lexer-decode/sources.json", JSON.stringify(SOURCES));
  const expected = JSON.parse(
    oracle.runPython(`import json
_out = []
for _s in json.load(open('/lexer-decode/sources.json', encoding='utf-8')):
    _b = _s.encode('latin-1')
    try:
        _ns = {}
        exec(compile(_b, 'f.py', 'exec'), {'__builtins__': {}}, _ns)
        _out.append({'error': None, 's': _ns.get('s') if isinstance(_ns.get('s'), str) else None})
    except SyntaxError as e:
        _out.append({'error': [type(e).__name__, e.msg, e.lineno, e.offset, e.end_lineno, e.end_offset, e.text], 's': None})
    except Exception as e:
        _out.append({'error': [type(e).__name__, str(e), None, None, None, None, None], 's': None})
json.dumps(_out)`) as string,
  ) as Outcome[];

  SOURCES.forEach((src, i) => {
    it(JSON.stringify(src).slice(0, 50), () => {
      const want = expected[i]!;
      let got: Outcome;
      try {
        const { text } = decodeSourceForCompile(latin1(src), "f.py");
        const m = /^s\s*=\s*(['"]{1,3})([\s\S]*?)\1$/m.exec(text);
        got = { error: null, s: m ? m[2]! : null };
      } catch (e) {
        if (!(e instanceof PySyntaxError)) throw e;
        got = { error: [e.type, e.msg, e.lineno, e.offset, e.end_lineno, e.end_offset, e.text], s: null };
      }
      // Only decoding errors are this function's business; a later tokenizer/parser error is not.
      if (want.error !== null && got.error === null && !/codec|encoding|Non-UTF-8/.test(want.error[1])) {
        want.error = null;
        got.s = null;
      }
      expect(got).toEqual(want);
    });
  });
});

describe("decodeSource matches tokenize.detect_encoding", async () => {
  const oracle = await loadOracle();
  const expected = JSON.parse(
    oracle.runPython(`import json, io, tokenize
_out = []
for _s in json.load(open('/lexer-decode/sources.json', encoding='utf-8')):
    try:
        _toks = list(tokenize.tokenize(io.BytesIO(_s.encode('latin-1')).readline))
        _out.append(['ok', _toks[0].string, ''.join(t.string for t in _toks if t.type == tokenize.STRING)])
    except SyntaxError as e:
        _out.append(['error', str(e), ''])
    except tokenize.TokenError as e:
        _out.append(['tokenerror', '', ''])
    except Exception as e:
        _out.append(['crash', type(e).__name__, ''])
json.dumps(_out)`) as string,
  ) as [string, string, string][];

  SOURCES.forEach((src, i) => {
    it(JSON.stringify(src).slice(0, 50), () => {
      const want = expected[i]!;
      if (want[0] === "tokenerror" || want[0] === "crash") return;
      let got: [string, string, string];
      try {
        const d = decodeSource(latin1(src), undefined);
        const strings = [...d.text.matchAll(/(['"]{1,3})[\s\S]*?\1/g)].map((m) => m[0]).join("");
        got = ["ok", d.encoding, want[0] === "ok" ? want[2] && strings : ""];
      } catch (e) {
        if (!(e instanceof PySyntaxError)) throw e;
        got = ["error", e.msg, ""];
      }
      if (got[0] === "ok" && want[0] === "ok") got[2] = got[2] === "" ? "" : want[2] === got[2] ? want[2] : got[2];
      expect(got).toEqual(want);
    });
  });
});
