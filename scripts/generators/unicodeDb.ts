/**
 * The parts of CPython's Unicode database (Objects/unicodetype_db.h, Unicode 16.0) that str's
 * methods need, from the oracle: the character classes behind `str.isalpha`, `isdecimal`,
 * `isdigit`, `isnumeric`, `isspace`, `islower`, `isupper`, `istitle` and the Cased /
 * Case_Ignorable properties (final sigma, `title`), as sorted inclusive ranges; and the full case
 * mappings (`upper`, `lower`, `title`, `casefold` of one character, special casing included).
 * One-character mappings are stored as runs [start, count, stride, delta]; longer ones as a table.
 */
import type { Generator } from "./index.js";
import { GENERATED_HEADER } from "./index.js";

type Ranges = number[];
interface Data {
  ranges: Record<string, Ranges>;
  maps: Record<string, [number, number[]][]>;
}

const CLASSES = ["alpha", "decimal", "digit", "numeric", "space", "lower", "upper", "title", "cased", "caseIgnorable"] as const;
const MAPS = ["upper", "lower", "title", "casefold"] as const;

function runs(entries: [number, number[]][]): { runs: number[]; multi: [number, number[]][] } {
  const singles = entries.filter(([, m]) => m.length === 1).map(([c, m]) => [c, m[0]! - c] as const);
  const multi = entries.filter(([, m]) => m.length !== 1);
  const out: number[] = [];
  let i = 0;
  while (i < singles.length) {
    const [start, delta] = singles[i]!;
    let count = 1;
    let stride = 1;
    if (i + 1 < singles.length && singles[i + 1]![1] === delta && singles[i + 1]![0] - start <= 2) {
      stride = singles[i + 1]![0] - start;
      while (i + count < singles.length && singles[i + count]![1] === delta && singles[i + count]![0] === start + count * stride) count++;
    }
    out.push(start, count, stride, delta);
    i += count;
  }
  return { runs: out, multi };
}

export const unicodeDbGenerator: Generator = {
  path: "packages/vm/src/unicodedb.generated.ts",
  generate(oracle) {
    const data = JSON.parse(
      oracle.runPython(`import json, unicodedata
def _ranges(pred):
    out = []
    start = None
    for c in range(0x110000):
        if pred(c):
            if start is None:
                start = c
        elif start is not None:
            out.append(start); out.append(c - 1); start = None
    if start is not None:
        out.append(start); out.append(0x10FFFF)
    return out
def _cased(c):
    s = chr(c)
    return s.islower() or s.isupper() or unicodedata.category(s) == 'Lt'
def _ignorable(c):
    s = chr(c)
    if _cased(c):
        return ('A\\u03a3' + s).lower()[1] == '\\u03c2'
    return ('A' + s + '\\u03a3').lower()[-1] == '\\u03c2'
def _maps(f):
    out = []
    for c in range(0x110000):
        s = chr(c)
        m = f(s)
        if m != s:
            out.append([c, [ord(x) for x in m]])
    return out
json.dumps({
  "ranges": {
    "alpha": _ranges(lambda c: chr(c).isalpha()),
    "decimal": _ranges(lambda c: chr(c).isdecimal()),
    "digit": _ranges(lambda c: chr(c).isdigit()),
    "numeric": _ranges(lambda c: chr(c).isnumeric()),
    "space": _ranges(lambda c: chr(c).isspace()),
    "lower": _ranges(lambda c: chr(c).islower()),
    "upper": _ranges(lambda c: chr(c).isupper()),
    "title": _ranges(lambda c: unicodedata.category(chr(c)) == 'Lt'),
    "cased": _ranges(_cased),
    "caseIgnorable": _ranges(_ignorable),
  },
  "maps": {
    "upper": _maps(str.upper),
    "lower": _maps(str.lower),
    "title": _maps(str.title),
    "casefold": _maps(str.casefold),
  },
})`) as string,
    ) as Data;
    const fmt = (xs: number[]) => {
      const lines: string[] = [];
      for (let i = 0; i < xs.length; i += 16) lines.push("  " + xs.slice(i, i + 16).map((x) => (x < 0 ? "-0x" + (-x).toString(16) : "0x" + x.toString(16))).join(", ") + ",");
      return lines.join("\n");
    };
    let out = GENERATED_HEADER("unicodeDb.ts");
    for (const k of CLASSES) {
      out += `\n/** Code points of the class "${k}", as inclusive [start, end] pairs. */\n`;
      out += `export const ${k.toUpperCase()}_RANGES: readonly number[] = [\n${fmt(data.ranges[k]!)}\n];\n`;
    }
    for (const k of MAPS) {
      const r = runs(data.maps[k]!);
      out += `\n/** One-character "${k}" mappings as runs [start, count, stride, delta]. */\n`;
      out += `export const ${k.toUpperCase()}_RUNS: readonly number[] = [\n${fmt(r.runs)}\n];\n`;
      out += `\n/** Longer "${k}" mappings: code point → code points. */\n`;
      out += `export const ${k.toUpperCase()}_MULTI: readonly (readonly [number, readonly number[]])[] = [\n`;
      for (const [c, m] of r.multi) out += `  [0x${c.toString(16)}, [${m.map((x) => "0x" + x.toString(16)).join(", ")}]],\n`;
      out += `];\n`;
    }
    return out;
  },
};
