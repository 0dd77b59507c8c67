/**
 * Every field of every token, not just what `python -m tokenize` prints: for each stdlib file
 * and each tokenize case, `list(tokenize.tokenize(BytesIO(src).readline))` in the oracle (type,
 * string, start, end and `line`) against `tokenize()` from @pyts/lexer, compared through a hash
 * of the tuples' reprs; a file that differs is reported with its first differing token.
 */
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { PySyntaxError, reprStr, tokenize, type Token } from "@pyts/lexer";
import { casesCorpus, stdlibCorpus } from "./corpus.js";
import { loadOracle } from "./oracle.js";

function tokenRepr(t: Token): string {
  return `(${t.type}, ${reprStr(t.string)}, (${t.start[0]}, ${t.start[1]}), (${t.end[0]}, ${t.end[1]}), ${reprStr(t.line)})`;
}

function pytsLines(bytes: Uint8Array): string[] {
  try {
    return tokenize(bytes).map(tokenRepr);
  } catch (e) {
    if (!(e instanceof PySyntaxError)) throw e;
    // The tokenize module rewrites one message of plain SyntaxErrors when it raises TokenError.
    const msg = e.type === "SyntaxError" && e.msg.includes("unterminated triple-quoted string literal") ? "EOF in multi-line string" : e.msg;
    return [`ERROR ${reprStr(msg)}`];
  }
}

const ORACLE_FN = `
import tokenize, io, hashlib, json
def _pyts_token_lines(data):
    try:
        return [repr(tuple(t)) for t in tokenize.tokenize(io.BytesIO(data).readline)]
    except (SyntaxError, tokenize.TokenError) as e:
        msg = e.args[0] if isinstance(e, tokenize.TokenError) else e.msg
        return ['ERROR ' + repr(msg)]
def _pyts_token_hashes(paths):
    out = []
    for p in paths:
        with open(p, 'rb') as f:
            lines = _pyts_token_lines(f.read())
        out.append(hashlib.sha256('\\n'.join(lines).encode('utf-8', 'surrogatepass')).hexdigest())
    return json.dumps(out)
`;

describe("tokenize(): every TokenInfo field equals the oracle's", async () => {
  const oracle = await loadOracle();
  const files = [...stdlibCorpus(), ...casesCorpus("tokenize")];
  oracle.runPython(ORACLE_FN);
  for (const f of files) oracle.writeFile(`/lexer-conformance/${f.path}`, f.bytes);
  const paths = files.map((f) => `/lexer-conformance/${f.path}`);
  const hashes = JSON.parse(oracle.runPython(`_pyts_token_hashes(${JSON.stringify(paths)})`) as string) as string[];

  it(`${files.length} files`, () => {
    const differing: string[] = [];
    files.forEach((f, i) => {
      const mine = pytsLines(f.bytes);
      const h = createHash("sha256").update(mine.join("\n"), "utf8").digest("hex");
      if (h === hashes[i]) return;
      const theirs = JSON.parse(
        oracle.runPython(`import json\njson.dumps(_pyts_token_lines(open(${JSON.stringify(paths[i])}, 'rb').read()))`) as string,
      ) as string[];
      let k = 0;
      while (k < mine.length && mine[k] === theirs[k]) k++;
      differing.push(`${f.path}: token ${k}: expected ${theirs[k]} got ${mine[k]}`);
    });
    expect(differing).toEqual([]);
  });
});
