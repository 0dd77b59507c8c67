/**
 * `\N{...}` lookups: Unicode character names (and the name aliases CPython's `\N{}` accepts).
 * CJK unified ideographs and Hangul syllables are computed; the rest comes from a compact table
 * generated from the oracle's `unicodedata`, loaded on first use.
 */
let table: Map<string, number> | undefined;
let loader: (() => Map<string, number>) | undefined;

/** Installs the table loader (the generated data module registers itself). */
export function setUnicodeNameLoader(f: () => Map<string, number>): void {
  loader = f;
  table = undefined;
}

const JAMO_L = ["G", "GG", "N", "D", "DD", "R", "M", "B", "BB", "S", "SS", "", "J", "JJ", "C", "K", "T", "P", "H"];
const JAMO_V = ["A", "AE", "YA", "YAE", "EO", "E", "YEO", "YE", "O", "WA", "WAE", "OE", "YO", "U", "WEO", "WE", "WI", "YU", "EU", "YI", "I"];
const JAMO_T = ["", "G", "GG", "GS", "N", "NJ", "NH", "D", "L", "LG", "LM", "LB", "LS", "LT", "LP", "LH", "M", "B", "BS", "S", "SS", "NG", "J", "C", "K", "T", "P", "H"];

export function lookupUnicodeName(name: string): number | undefined {
  const n = name.toUpperCase();
  const cjk = /^CJK UNIFIED IDEOGRAPH-([0-9A-F]{4,5})$/.exec(n);
  if (cjk) return parseInt(cjk[1]!, 16);
  if (n.startsWith("HANGUL SYLLABLE ")) {
    const rest = n.slice(16);
    for (let l = 0; l < JAMO_L.length; l++)
      for (let v = 0; v < JAMO_V.length; v++)
        for (let t = 0; t < JAMO_T.length; t++) if (JAMO_L[l]! + JAMO_V[v]! + JAMO_T[t]! === rest) return 0xac00 + (l * 21 + v) * 28 + t;
    return undefined;
  }
  if (!table) table = loader ? loader() : new Map();
  return table.get(n);
}
