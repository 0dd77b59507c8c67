/**
 * `\N{...}` lookups: Unicode character names (case-insensitive, as CPython's `\N` escape).
 * Hangul syllables are computed; `PREFIX-<HEX>` names (CJK ideographs, Tangut, …) come from
 * ranges; the rest from a front-coded table generated from the oracle's `unicodedata`, decoded on
 * the first lookup.
 */
import { NAME_RANGES, PACKED_NAMES } from "./unicodeNames.generated.js";

let table: Map<string, number> | undefined;

function decodeTable(): Map<string, number> {
  const m = new Map<string, number>();
  let prev = "";
  for (const line of PACKED_NAMES.split("\n")) {
    const a = line.indexOf(";");
    const b = line.lastIndexOf(";");
    const k = parseInt(line.slice(0, a), 36);
    const name = prev.slice(0, k) + line.slice(a + 1, b);
    m.set(name, parseInt(line.slice(b + 1), 36));
    prev = name;
  }
  return m;
}

const JAMO_L = ["G", "GG", "N", "D", "DD", "R", "M", "B", "BB", "S", "SS", "", "J", "JJ", "C", "K", "T", "P", "H"];
const JAMO_V = ["A", "AE", "YA", "YAE", "EO", "E", "YEO", "YE", "O", "WA", "WAE", "OE", "YO", "U", "WEO", "WE", "WI", "YU", "EU", "YI", "I"];
const JAMO_T = ["", "G", "GG", "GS", "N", "NJ", "NH", "D", "L", "LG", "LM", "LB", "LS", "LT", "LP", "LH", "M", "B", "BS", "S", "SS", "NG", "J", "C", "K", "T", "P", "H"];

export function lookupUnicodeName(name: string): number | undefined {
  const n = name.toUpperCase();
  if (n.startsWith("HANGUL SYLLABLE ")) {
    const rest = n.slice(16);
    for (let l = 0; l < JAMO_L.length; l++)
      for (let v = 0; v < JAMO_V.length; v++)
        for (let t = 0; t < JAMO_T.length; t++) if (JAMO_L[l]! + JAMO_V[v]! + JAMO_T[t]! === rest) return 0xac00 + (l * 21 + v) * 28 + t;
    return undefined;
  }
  const hx = /^(.*)-([0-9A-F]{4,6})$/.exec(n);
  if (hx) {
    const cp = parseInt(hx[2]!, 16);
    const ranges = NAME_RANGES[hx[1]!];
    if (ranges && ranges.some(([a, b]) => cp >= a && cp <= b) && hx[2] === cp.toString(16).toUpperCase().padStart(4, "0")) return cp;
  }
  table ??= decodeTable();
  return table.get(n);
}

let byCodePoint: Map<number, string> | undefined;

/** The Unicode name of a code point (what `unicodedata.name` gives), or undefined. */
export function unicodeNameOf(cp: number): string | undefined {
  if (cp >= 0xac00 && cp <= 0xd7a3) {
    const s = cp - 0xac00;
    return `HANGUL SYLLABLE ${JAMO_L[Math.floor(s / 588)]}${JAMO_V[Math.floor((s % 588) / 28)]}${JAMO_T[s % 28]}`;
  }
  for (const prefix in NAME_RANGES) {
    if (NAME_RANGES[prefix]!.some(([a, b]) => cp >= a && cp <= b)) return `${prefix}-${cp.toString(16).toUpperCase().padStart(4, "0")}`;
  }
  if (byCodePoint === undefined) {
    table ??= decodeTable();
    byCodePoint = new Map();
    for (const [n, c] of table) byCodePoint.set(c, n);
  }
  return byCodePoint.get(cp);
}
