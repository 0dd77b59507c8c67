/**
 * libm.ts against a reference carried to 256 fractional bits in BigInt fixed point: every result
 * must be the nearest double (no neighbour closer to the true value). V8's Math.exp, Math.log and
 * Math.pow fail this on a few percent of the same inputs.
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { expNearest, exp2Nearest, logNearest, powPositive } from "./libm.js";

const BITS = 256n;
const ONE = 1n << BITS;

const f64 = new Float64Array(1);
const u64 = new BigUint64Array(f64.buffer);

/** A finite double exactly as a fixed-point BigInt (truncated below 2^-256). */
function toFix(d: number): bigint {
  f64[0] = Math.abs(d);
  const bits = u64[0]!;
  const be = Number((bits >> 52n) & 0x7ffn);
  const frac = bits & ((1n << 52n) - 1n);
  const mant = be === 0 ? frac : frac | (1n << 52n);
  const shift = BigInt((be === 0 ? 1 : be) - 1075) + BITS;
  const v = shift >= 0n ? mant << shift : mant >> -shift;
  return d < 0 ? -v : v;
}

function neighbours(d: number): [number, number] {
  f64[0] = d;
  const b = u64[0]!;
  u64[0] = b + 1n;
  const up = f64[0]!;
  u64[0] = b - 1n;
  return [up, f64[0]!];
}

/** 2·atanh(s) for a fixed-point |s| < 1/2. */
function atanh2(s: bigint): bigint {
  const s2 = (s * s) >> BITS;
  let term = s;
  let sum = 0n;
  for (let k = 1n; term !== 0n; k += 2n) {
    sum += term / k;
    term = (term * s2) >> BITS;
  }
  return 2n * sum;
}

const LN2 = atanh2(ONE / 3n);

function lnFix(x: number): bigint {
  let e = 0;
  let m = x;
  while (m >= 2) (m /= 2), e++;
  while (m < 1) (m *= 2), e--;
  const mf = toFix(m);
  return BigInt(e) * LN2 + atanh2(((mf - ONE) << BITS) / (mf + ONE));
}

/** exp(t) as [m, k]: m · 2^k, m fixed point in [1/2, 2] (so its precision is relative). */
function expFix(t: bigint): [bigint, number] {
  const k = (t + LN2 / 2n) / LN2 - (t < -LN2 / 2n ? 1n : 0n);
  const r = t - k * LN2;
  let term = ONE;
  let sum = 0n;
  for (let n = 1n; term !== 0n && term !== -1n; n++) {
    sum += term;
    term = (term * r) / (n << BITS);
  }
  return [sum, Number(k)];
}

/** Whether v is at least as near to the true value `ref` as both its neighbours. */
function isNearest(v: number, ref: bigint | [bigint, number]): boolean {
  // an exp result is compared at its own scale: v · 2^-k against m
  const [m, k] = typeof ref === "bigint" ? [ref, 0] : ref;
  const err = (d: number) => {
    const e = toFix(d * 2 ** -k) - m;
    return e < 0n ? -e : e;
  };
  const [up, down] = neighbours(v);
  return err(v) <= err(up) && err(v) <= err(down);
}

/** Doubles spread evenly over [lo, hi] (fast-check's own favour the ends and round values). */
const uniform = (lo: number, hi: number) => fc.integer({ min: 0, max: 2 ** 31 - 1 }).chain((a) => fc.integer({ min: 0, max: 2 ** 21 - 1 }).map((b) => lo + ((hi - lo) * (a * 2 ** 21 + b)) / 2 ** 52));
/** Positive doubles spread over the binades 2^-100 … 2^100. */
const positive = fc.tuple(uniform(1, 2), fc.integer({ min: -100, max: 99 })).map(([m, e]) => m * 2 ** e);

describe("libm: nearest doubles", () => {
  it("log and log2", () => {
    fc.assert(
      fc.property(fc.oneof(positive, fc.double({ min: 1e-30, max: 1e30, noNaN: true })), (x) => {
        fc.pre(x !== 1);
        const ref = lnFix(x);
        expect(isNearest(logNearest(x, 0), ref)).toBe(true);
        expect(isNearest(logNearest(x, 2), (ref << BITS) / LN2)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it("exp and exp2", () => {
    fc.assert(
      fc.property(fc.oneof(uniform(-700, 700), uniform(-1, 1), fc.double({ min: -700, max: 700, noNaN: true })), (x) => {
        expect(isNearest(expNearest(x), expFix(toFix(x)))).toBe(true);
        expect(isNearest(exp2Nearest(x), expFix((toFix(x) * LN2) >> BITS))).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it("pow, near 1 and far from it", () => {
    const base = fc.oneof(positive, uniform(0.999999, 1.000001), fc.double({ min: 1e-5, max: 1e5, noNaN: true }));
    fc.assert(
      fc.property(base, fc.oneof(uniform(-50, 50), fc.double({ min: -1e7, max: 1e7, noNaN: true })), (x, y) => {
        const t = (toFix(y) * lnFix(x)) >> BITS;
        fc.pre(t < 700n * ONE && t > -700n * ONE);
        expect(isNearest(powPositive(x, y), expFix(t))).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it("pow to ±1/2 and ±3/2 (the square-root path)", () => {
    fc.assert(
      fc.property(fc.oneof(positive, fc.double({ min: 1e-150, max: 1e150, noNaN: true })), fc.constantFrom(-1.5, -0.5, 0.5, 1.5), (x, y) => {
        expect(isNearest(powPositive(x, y), expFix((toFix(y) * lnFix(x)) >> BITS))).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });
});
