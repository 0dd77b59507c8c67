/**
 * Fuzzer for `_sre`: random patterns from a grammar of the whole `re` syntax (groups, named groups,
 * backreferences, lookarounds, lazy and possessive quantifiers, classes, inline and scoped flags)
 * with random flags × random subjects. The oracle's re._parser/re._compiler turn each pattern into
 * _sre.compile's arguments; one driver program (match/search/fullmatch/findall/finditer/split/sub
 * and errors) runs in the oracle and in pyts and every case's output must be equal. Patterns the
 * oracle's compiler rejects cannot reach the engine yet (pyts has no `re`): counted as skipped.
 */
import type { Fuzzer, FuzzContext, FuzzResult } from "./fuzzer.js";
import { runDifferential, pyStr, pyBytes, type SreCase } from "../src/stages/vm/sre-harness.js";

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const I = 2, L = 4, M = 8, S = 16, X = 64, A = 256;

class Gen {
  constructor(private r: () => number, private bytes: boolean) {}
  int(n: number): number {
    return Math.floor(this.r() * n);
  }
  pick<T>(xs: readonly T[]): T {
    return xs[this.int(xs.length)]!;
  }
  chance(p: number): boolean {
    return this.r() < p;
  }
  groups = 0;
  names: string[] = [];
  /** Characters of the subjects (and pattern literals). */
  get alphabet(): string[] {
    return this.bytes ? ["a", "b", "c", "A", "B", " ", "\n", "1", "_", "\xe9", "\xc9", "-"] : ["a", "b", "c", "A", "B", " ", "\n", "1", "_", "é", "É", "K", "k", "\u212a", "ß", "ſ", "s", "S", "\u0661", "-", "\u{1f600}"];
  }
  literal(): string {
    const c = this.pick(this.alphabet);
    if (c === "\n") return "\\n";
    if (c === " ") return this.chance(0.5) ? " " : "\\ ";
    if (c === "-") return "-";
    return c;
  }
  classItem(): string {
    switch (this.int(6)) {
      case 0: {
        const a = this.pick(["a", "A", "0", "\xe0", "b"]);
        const b = this.pick(["c", "z", "Z", "9", "\xff", "k"]);
        return a <= b ? `${a}-${b}` : `${b}-${a}`;
      }
      case 1:
        return this.pick(["\\d", "\\w", "\\s", "\\D", "\\W", "\\S"]);
      case 2:
        return this.pick(["\\n", "\\-", "\\]", "\\\\", "\\x41", "."]);
      default:
        return this.literal().replace(/^\\ $/, " ");
    }
  }
  cls(): string {
    let s = "[";
    if (this.chance(0.3)) s += "^";
    const n = 1 + this.int(3);
    for (let i = 0; i < n; i++) s += this.classItem();
    return s + "]";
  }
  quant(): string {
    let q = this.pick(["*", "+", "?", "*", "+", "?", "{2}", "{1,2}", "{0,}", "{,2}", "{2,3}", "{0}", "{1}", "{3,}"]);
    const m = this.int(5);
    if (m === 0) q += "?";
    else if (m === 1) q += "+";
    return q;
  }
  /** A fixed-width piece for lookbehinds. */
  fixed(depth: number): string {
    const n = 1 + this.int(2);
    let s = "";
    for (let i = 0; i < n; i++) {
      const k = this.int(5);
      if (k === 0) s += this.cls();
      else if (k === 1) s += this.pick(["\\d", "\\w", ".", "\\b"]);
      else if (k === 2 && depth < 2) s += `(${this.fixed(depth + 1)})`.replace(/^\(/, () => (this.groups++, "("));
      else s += this.literal();
    }
    return s;
  }
  atom(depth: number): string {
    const k = this.int(depth >= 3 ? 6 : 20);
    switch (k) {
      case 0: case 1: case 2: case 3:
        return this.literal();
      case 4:
        return this.pick([".", "^", "$", "\\A", "\\Z", "\\b", "\\B"]);
      case 5:
        return this.pick(["\\d", "\\w", "\\s", "\\D", "\\W", "\\S"]);
      case 6: case 7:
        return this.cls();
      case 8: case 9: {
        this.groups++;
        return `(${this.alt(depth + 1)})`;
      }
      case 10:
        return `(?:${this.alt(depth + 1)})`;
      case 11: {
        const name = "g" + this.names.length;
        this.names.push(name);
        this.groups++;
        return `(?P<${name}>${this.alt(depth + 1)})`;
      }
      case 12:
        if (this.groups > 0) return this.chance(0.5) ? `\\${1 + this.int(this.groups)}` : this.names.length ? `(?P=${this.pick(this.names)})` : "\\1";
        return this.literal();
      case 13:
        return `(?${this.pick(["=", "!"])}${this.alt(depth + 1)})`;
      case 14:
        return `(?${this.pick(["<=", "<!"])}${this.fixed(depth + 1)})`;
      case 15:
        return `(?>${this.alt(depth + 1)})`;
      case 16:
        if (this.groups > 0) {
          const ref = this.names.length && this.chance(0.3) ? this.pick(this.names) : String(1 + this.int(this.groups));
          return `(?(${ref})${this.seq(depth + 1)}${this.chance(0.6) ? "|" + this.seq(depth + 1) : ""})`;
        }
        return this.literal();
      case 17: {
        const f = this.pick(this.bytes ? ["i", "m", "s", "x", "-i", "i-s"] : ["i", "m", "s", "x", "a", "-i", "i-s", "u"]);
        return `(?${f}:${this.alt(depth + 1)})`;
      }
      default:
        return this.literal();
    }
  }
  piece(depth: number): string {
    const a = this.atom(depth);
    if (this.chance(0.3) && !/^(\^|\$|\\[AZbB])$/.test(a)) return a + this.quant();
    return a;
  }
  seq(depth: number): string {
    const n = this.int(4);
    let s = "";
    for (let i = 0; i < n; i++) s += this.piece(depth);
    return s;
  }
  alt(depth: number): string {
    let s = this.seq(depth);
    while (this.chance(0.25)) s += "|" + this.seq(depth);
    return s;
  }
  pattern(): string {
    let s = "";
    if (this.chance(0.1)) s += `(?${this.pick(this.bytes ? ["i", "m", "s", "x", "L"] : ["i", "m", "s", "x", "a", "u"])})`;
    return s + this.alt(0);
  }
  subject(): string {
    const n = this.int(9);
    let s = "";
    for (let i = 0; i < n; i++) s += this.pick(this.alphabet);
    return s;
  }
}

function makeCases(seed: number, n: number): SreCase[] {
  const r = mulberry32(seed);
  const cases: SreCase[] = [];
  for (let i = 0; i < n; i++) {
    const bytes = r() < 0.2;
    const g = new Gen(r, bytes);
    const pat = g.pattern();
    const flags = bytes ? g.pick([0, 0, I, M, S, I | L, L, X]) : g.pick([0, 0, 0, I, M, S, A, I | A, I | M, X]);
    const subjects = [g.subject(), g.subject(), g.subject()];
    const lit = bytes ? pyBytes : pyStr;
    const subs = subjects.map(lit);
    // bytes-like subjects other than bytes
    if (bytes && g.chance(0.2)) subs[0] = `bytearray(${subs[0]})`;
    if (bytes && g.chance(0.1)) subs[1] = `memoryview(${subs[1]})`;
    cases.push({ pattern: lit(pat), flags, subjects: subs });
  }
  return cases;
}

const BATCH = 500;

const fuzzer: Fuzzer = {
  name: "re",
  reference: "oracle (CPython 3.14.2)",
  defaultN: 20000,
  testN: 200,
  async run(ctx: FuzzContext): Promise<FuzzResult> {
    const oracle = await ctx.oracle();
    const cases = makeCases(ctx.seed, ctx.n);
    let identical = 0, total = 0, skipped = 0;
    const differences: string[] = [];
    for (let i = 0; i < cases.length; i += BATCH) {
      const r = runDifferential(oracle, cases.slice(i, i + BATCH), 20 - differences.length);
      identical += r.identical;
      total += r.total;
      skipped += r.skipped;
      differences.push(...r.differences);
    }
    // invalid patterns are not compared yet (their errors come from re._parser, not the engine):
    // counted apart, never as identical
    return { identical, total, differences, counts: { compiled: total, invalid_skipped: skipped } };
  },
};

export default fuzzer;
