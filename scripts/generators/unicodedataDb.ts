/**
 * The `unicodedata` module's database (Modules/unicodedata_db.h, Unicode 16.0), from the oracle's
 * own `unicodedata`: per code point its record (category, bidirectional class, combining class,
 * East Asian width, mirrored) as runs [start, record index] over the distinct records; the
 * decimal/digit/numeric values as entries [code point, decimal, digit, numeric text]; the
 * decompositions (Hangul syllables, computed, left out) as "hex;text" lines. Names come from the
 * parser's table (packages/parser/src/unicodeNames.generated.ts), which `\N{...}` shares.
 */
import type { Generator } from "./index.js";
import { GENERATED_HEADER } from "./index.js";

const SCRIPT = String.raw`import unicodedata as u, json
recs = {}
runs = []
prev = None
nums = []
decomp = []
for cp in range(0x110000):
    c = chr(cp)
    r = (u.category(c), u.bidirectional(c), u.combining(c), u.east_asian_width(c), u.mirrored(c))
    i = recs.setdefault(r, len(recs))
    if i != prev:
        runs.append(cp); runs.append(i); prev = i
    n = u.numeric(c, None)
    if n is not None:
        nums.append([cp, u.decimal(c, -1), u.digit(c, -1), str(n)])
    d = u.decomposition(c)
    if d and not (0xAC00 <= cp <= 0xD7A3):
        decomp.append('%x;%s' % (cp, d))
json.dumps({'version': u.unidata_version, 'records': [list(r) for r in sorted(recs, key=recs.get)], 'runs': runs, 'nums': nums, 'decomp': decomp})`;

export const unicodedataDbGenerator: Generator = {
  path: "packages/vm/src/modules/unicodedata.generated.ts",
  generate(oracle) {
    const data = JSON.parse(oracle.runPython(SCRIPT) as string) as {
      version: string;
      records: [string, string, number, string, number][];
      runs: number[];
      nums: [number, number, number, string][];
      decomp: string[];
    };
    let out = GENERATED_HEADER("unicodedataDb.ts");
    out += `export const UNIDATA_VERSION = ${JSON.stringify(data.version)};\n`;
    out += "/** Distinct records: [category, bidirectional, combining, east_asian_width, mirrored]. */\n";
    out += `export const RECORDS: readonly (readonly [string, string, number, string, number])[] = ${JSON.stringify(data.records)};\n`;
    out += "/** [first code point, record index] pairs, ascending: each run lasts until the next. */\n";
    out += `export const RECORD_RUNS: readonly number[] = ${JSON.stringify(data.runs)};\n`;
    out += "/** [code point, decimal (-1: none), digit (-1: none), numeric as Python's str(float)]. */\n";
    out += `export const NUMERIC: readonly (readonly [number, number, number, string])[] = ${JSON.stringify(data.nums)};\n`;
    out += "/** \"hex;decomposition\" lines (Hangul syllables are computed). */\n";
    out += `export const DECOMPOSITIONS = ${JSON.stringify(data.decomp.join("\n"))};\n`;
    return out;
  },
};
