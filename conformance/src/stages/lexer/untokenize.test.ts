/**
 * `untokenize` against `tokenize.untokenize` (full-input mode) on every stdlib file and tokenize
 * case that tokenizes: the rebuilt bytes must be identical (compared by hash).
 */
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { PySyntaxError, tokenize, untokenizeBytes } from "@pyts/lexer";
import { casesCorpus, stdlibCorpus } from "../../harness/corpus.js";
import { loadOracle } from "../../harness/oracle.js";

describe("untokenize(tokenize(src)) equals tokenize.untokenize's", async () => {
  const oracle = await loadOracle();
  const files = [...stdlibCorpus(), ...casesCorpus("tokenize")];
  for (const f of files) oracle.writeFile(`/lexer-untokenize/${f.path}`, f.bytes);
  const paths = files.map((f) => `/lexer-untokenize/${f.path}`);
  oracle.writeFile("/lexer-untokenize/paths.json", JSON.stringify(paths));
  const hashes = JSON.parse(
    oracle.runPython(`import json, tokenize, hashlib, io
_out = []
for _p in json.load(open('/lexer-untokenize/paths.json')):
    try:
        with open(_p, 'rb') as _f:
            _b = tokenize.untokenize(list(tokenize.tokenize(_f.readline)))
        _out.append(hashlib.sha256(_b).hexdigest())
    except Exception as e:
        _out.append(None)
json.dumps(_out)`) as string,
  ) as (string | null)[];

  it(`${files.length} files`, () => {
    const bad: string[] = [];
    let compared = 0;
    files.forEach((f, i) => {
      const want = hashes[i];
      if (want === null || want === undefined) return;
      let out: Uint8Array | string;
      try {
        out = untokenizeBytes(tokenize(f.bytes));
      } catch (e) {
        if (e instanceof PySyntaxError) {
          bad.push(`${f.path}: ${e.msg}`);
          return;
        }
        throw e;
      }
      compared++;
      const h = createHash("sha256").update(out).digest("hex");
      if (h !== want) bad.push(f.path);
    });
    expect(compared).toBeGreaterThan(550);
    expect(bad).toEqual([]);
  });
});
