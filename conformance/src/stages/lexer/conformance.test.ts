/**
 * Every field of every token, not just what `python -m tokenize` prints: for each stdlib file
 * and each tokenize case, `list(tokenize.tokenize(BytesIO(src).readline))` in the oracle (type,
 * string, start, end and `line`) against `tokenize()` from @pyts/lexer, compared through a hash
 * of the tuples' reprs; a file that differs is reported with its first differing token.
 */
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { PySyntaxError, reprStr, tokenize, type Token } from "@pyts/lexer";
import { casesCorpus, stdlibCorpus } from "../../harness/corpus.js";
import { loadOracle } from "../../harness/oracle.js";

function tokenRepr(t: Token): string {
  return `(${t.type}, ${reprStr(t.string)}, (${t.start[0]}, ${t.start[1]}), (${t.end[0]}, ${t.end[1]}), ${reprStr(t.line)})`;
}

function pytsLines(bytes: Uint8Array, extraTokens = true): string[] {
  try {
    if (!extraTokens) {
      return tokenize(bytes, { extraTokens }).map(
        (t) => `(${t.exactType}, ${reprStr(t.string)}, (${t.start[0]}, ${t.start[1]}), (${t.end[0]}, ${t.end[1]}), ${reprStr(t.line)})`,
      );
    }
    return tokenize(bytes).map(tokenRepr);
  } catch (e) {
    if (!(e instanceof PySyntaxError)) throw e;
    // The tokenize module rewrites one message of plain SyntaxErrors when it raises TokenError.
    const msg = extraTokens && e.type === "SyntaxError" && e.msg.includes("unterminated triple-quoted string literal") ? "EOF in multi-line string" : e.msg;
    return [`ERROR ${reprStr(msg)}`];
  }
}

const ORACLE_FN = `
import tokenize, io, hashlib, json
import _tokenize
def _pyts_token_lines(data, extra=True):
    try:
        if not extra:
            enc, _ = tokenize.detect_encoding(io.BytesIO(data).readline)
            rl = io.BytesIO(data).readline
            if enc == 'utf-8-sig':
                rl = io.BytesIO(data[3:]).readline
                enc = 'utf-8'
            return [repr(tuple(t)) for t in _tokenize.TokenizerIter(rl, encoding=enc, extra_tokens=False)]
        return [repr(tuple(t)) for t in tokenize.tokenize(io.BytesIO(data).readline)]
    except (SyntaxError, tokenize.TokenError) as e:
        msg = e.args[0] if isinstance(e, tokenize.TokenError) else e.msg
        return ['ERROR ' + repr(msg)]
def _pyts_token_hashes(paths, extra=True):
    out = []
    for p in paths:
        with open(p, 'rb') as f:
            lines = _pyts_token_lines(f.read(), extra)
        out.append(hashlib.sha256('\\n'.join(lines).encode('utf-8', 'surrogatepass')).hexdigest())
    return json.dumps(out)
`;

describe("tokenize(): every TokenInfo field equals the oracle's", async () => {
  const oracle = await loadOracle();
  const files = [...stdlibCorpus(), ...casesCorpus("tokenize")];
  oracle.runPython(ORACLE_FN);
  for (const f of files) oracle.writeFile(`/lexer-conformance/${f.path}`, f.bytes);
  const paths = files.map((f) => `/lexer-conformance/${f.path}`);
  for (const extra of [true, false]) {
    const hashes = JSON.parse(oracle.runPython(`_pyts_token_hashes(${JSON.stringify(paths)}, ${extra ? "True" : "False"})`) as string) as string[];
    it(`${files.length} files, ${extra ? "tokenize module" : "parser mode (_tokenize.TokenizerIter extra_tokens=False)"}`, () => {
      const differing: string[] = [];
      files.forEach((f, i) => {
        const mine = pytsLines(f.bytes, extra);
        const h = createHash("sha256").update(mine.join("\n"), "utf8").digest("hex");
        if (h === hashes[i]) return;
        // An empty source: _tokenize.TokenizerIter(extra_tokens=False) stops without a token (its
        // line buffer was never set), while the lexer gives the parser its ENDMARKER.
        if (!extra && mine.length === 1 && mine[0]!.startsWith("(0, ''") && hashes[i] === createHash("sha256").update("").digest("hex")) return;
        const theirs = JSON.parse(
          oracle.runPython(`import json\njson.dumps(_pyts_token_lines(open(${JSON.stringify(paths[i])}, 'rb').read(), ${extra ? "True" : "False"}))`) as string,
        ) as string[];
        let k = 0;
        while (k < mine.length && mine[k] === theirs[k]) k++;
        differing.push(`${f.path}: token ${k}: expected ${theirs[k]} got ${mine[k]}`);
      });
      expect(differing).toEqual([]);
    });
  }
});
