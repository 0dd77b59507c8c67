/**
 * libm's pow, exp, exp2, log and log2 (and cosh over them) as glibc gives them to CPython: within
 * 0.52 ulp, so the nearest double except within a hair of a midpoint, where V8's Math.pow, exp and
 * log are one ulp off in 1–10% of cases. Each result is carried to about 100 bits in double-double
 * arithmetic (./doubleDouble.ts; log reduced by a 96-entry table, exp by a 64-entry one, both built
 * at load time with the same arithmetic, to short series), then rounded once.
 */

import { R, twoProd, mul, add, div } from "./doubleDouble.js";

// ---- constants and tables, computed once at load time in double-double ----

/** 2·atanh(s) = log((1 + s) / (1 - s)) for a small double-double s: its odd series, `terms` long. */
function atanh2(sh: number, sl: number, terms: number): void {
  mul(sh, sl, sh, sl);
  const s2h = R[0]!, s2l = R[1]!;
  let ph = 0, pl = 0;
  for (let k = terms; k >= 1; k--) {
    // p = p * s² + 1 / (2k - 1)
    mul(ph, pl, s2h, s2l);
    const th = R[0]!, tl = R[1]!;
    div(1, 0, 2 * k - 1, 0);
    add(th, tl, R[0]!, R[1]!);
    ph = R[0]!;
    pl = R[1]!;
  }
  mul(ph, pl, sh, sl);
  R[0] *= 2;
  R[1] *= 2;
}

// 1/3, and log 2 = 2·atanh(1/3)
div(1, 0, 3, 0);
const THIRD_H = R[0]!, THIRD_L = R[1]!;
atanh2(THIRD_H, THIRD_L, 48);
const LN2_H = R[0]!, LN2_L = R[1]!;

/**
 * The log table: for a mantissa m in [0.6875, 1.4375) (x's, halved past √2), c = 0.6875 +
 * (i + 1/2)/128 near m, and log c.
 */
const LOG_N = 128;
const LOG_LO = 0.6875;
const LOG_SIZE = 96;
const LOGC_H = new Float64Array(LOG_SIZE);
const LOGC_L = new Float64Array(LOG_SIZE);
for (let i = 0; i < LOG_SIZE; i++) {
  const c = LOG_LO + (i + 0.5) / LOG_N;
  // log c = 2·atanh((c - 1) / (c + 1)), with |c - 1| / (c + 1) < 1/4
  div(c - 1, 0, c + 1, 0);
  atanh2(R[0]!, R[1]!, 48);
  LOGC_H[i] = R[0]!;
  LOGC_L[i] = R[1]!;
}

/** R = (hi, lo) = exp(r) for |r| small, by its Taylor series `terms` long. */
function expSeries(rh: number, rl: number, terms: number): void {
  let ph = 1, pl = 0;
  for (let k = terms; k >= 1; k--) {
    // p = 1 + p * r / k
    mul(ph, pl, rh, rl);
    div(R[0]!, R[1]!, k, 0);
    add(1, 0, R[0]!, R[1]!);
    ph = R[0]!;
    pl = R[1]!;
  }
  R[0] = ph;
  R[1] = pl;
}

/** The exp table: 2^(j/64) for j in [0, 64). */
const EXP_N = 64;
const EXP2_H = new Float64Array(EXP_N);
const EXP2_L = new Float64Array(EXP_N);
for (let j = 0; j < EXP_N; j++) {
  // 2^(j/64) = exp(j·log2/64), reduced to exp(j·log2/1024)^16
  mul(LN2_H, LN2_L, j / 1024, 0);
  expSeries(R[0]!, R[1]!, 30);
  for (let k = 0; k < 4; k++) mul(R[0]!, R[1]!, R[0]!, R[1]!);
  EXP2_H[j] = R[0]!;
  EXP2_L[j] = R[1]!;
}

const INV_LN2_64 = EXP_N / LN2_H;

// a double's bits (the high word holds the sign, exponent and top of the mantissa)
const F64 = new Float64Array(1);
const U32 = new Uint32Array(F64.buffer);
const HI = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1 ? 1 : 0; // little-endian: word 1

/** 2^k for the normal exponents k in [-1022, 1023], at k + 1022. */
const POW2 = new Float64Array(2046);
for (let k = -1022, p = 2 ** -1022; k <= 1023; k++, p *= 2) POW2[k + 1022] = p;

/** R = log x, for a finite x > 0. */
function logDD(x: number): void {
  // x = m · 2^e with m in [1, 2), from the bits, then m in [1/√2, √2)
  let e = 0;
  if (x < 2.2250738585072014e-308) {
    x *= 18014398509481984; // 2^54: a subnormal made normal
    e = -54;
  }
  F64[0] = x;
  const hw = U32[HI]!;
  e += ((hw >>> 20) & 0x7ff) - 1023;
  U32[HI] = (hw & 0xfffff) | 0x3ff00000;
  let m = F64[0]!;
  if (m > Math.SQRT2) {
    // x near 1 has e = 0, so nothing cancels against e·log 2
    m /= 2;
    e++;
  }
  if (m === 1) {
    // a power of two: e·log 2 (0 for 1)
    mul(LN2_H, LN2_L, e, 0);
    return;
  }
  // log m = log c + 2·atanh(s), s = (m - c) / (m + c) (m - c is exact), |s| < 2^-8; near 1
  // (|m - 1| < 1/128) with c = 1 and no table, so a tiny log m keeps its relative precision
  const near1 = Math.abs(m - 1) < 1 / LOG_N;
  const i = Math.floor((m - LOG_LO) * LOG_N);
  const c = near1 ? 1 : LOG_LO + (i + 0.5) / LOG_N;
  add(m, 0, c, 0); // m + c exactly, as a pair (either may be the larger)
  div(m - c, 0, R[0]!, R[1]!);
  const sh = R[0]!, sl = R[1]!;
  // 2·atanh(s) = 2s + 2s³·(1/3 + s²/5 + s⁴/7 + …): s³/3 in double-double, the rest (under
  // 2^-17 of the sum) in double
  twoProd(sh, sh);
  const s2h = R[0]!, s2l = R[1]! + 2 * sh * sl;
  const rest = s2h * (1 / 5 + s2h * (1 / 7 + s2h * (1 / 9 + s2h * (1 / 11 + s2h / 13))));
  add(THIRD_H, THIRD_L, rest, 0);
  mul(R[0]!, R[1]!, s2h, s2l);
  mul(R[0]!, R[1]!, sh, sl);
  add(2 * sh, 2 * sl, 2 * R[0]!, 2 * R[1]!);
  if (!near1) add(R[0]!, R[1]!, LOGC_H[i]!, LOGC_L[i]!);
  const lmh = R[0]!, lml = R[1]!;
  // log x = e·log 2 + log m
  mul(LN2_H, LN2_L, e, 0);
  add(R[0]!, R[1]!, lmh, lml);
}

/** exp(th + tl) rounded to nearest (subnormal results included), Infinity on overflow. */
function expDD(th: number, tl: number): number {
  if (th > 709.8) return Infinity;
  if (th < -746) return 0; // under 2^-1076: rounds to zero
  // exp t = 2^(q + j/64) · exp(r), r = t - n·log2/64, |r| <= log2/128:
  // exp r = 1 + r + r²/2 (double-double) + r³·(1/6 + r/24 + …) (double)
  const n = Math.round(th * INV_LN2_64);
  const j = n & (EXP_N - 1);
  const q = n >> 6; // (n - j) / 64
  mul(LN2_H / EXP_N, LN2_L / EXP_N, n, 0);
  add(th, tl, -R[0]!, -R[1]!);
  const rh = R[0]!, rl = R[1]!;
  twoProd(rh, rh);
  const r2h = R[0]! / 2, r2l = (R[1]! + 2 * rh * rl) / 2;
  const r3 = rh * rh * rh * (1 / 6 + rh * (1 / 24 + rh * (1 / 120 + rh * (1 / 720 + rh * (1 / 5040 + rh * (1 / 40320 + rh / 362880))))));
  add(rh, rl, r2h, r2l);
  add(R[0]!, R[1]!, r3, 0);
  add(1, 0, R[0]!, R[1]!);
  mul(R[0]!, R[1]!, EXP2_H[j]!, EXP2_L[j]!);
  // hi + lo rounded to nearest (the pair is normalized); scaling by 2^q is exact in range
  const r = R[0]! + R[1]!;
  if (q > 1023) return r * POW2[2045]! * POW2[q - 1023 + 1022]!;
  if (q >= -1021) return r * POW2[q + 1022]!;
  // a subnormal result: hi + lo in units of 2^-1074 (exact scalings), rounded once, ties to even
  const k = q + 1074;
  if (k < -2) return 0;
  const hs = R[0]! * POW2[k + 1022]!, ls = R[1]! * POW2[k + 1022]!;
  const f = Math.floor(hs);
  const frac = hs - f + ls;
  const units = frac > 0.5 || (frac === 0.5 && f % 2 === 1) ? f + 1 : f;
  return units * 5e-324;
}

/** x ** y for finite x > 0 and finite y: the nearest double, Infinity on overflow. */
export function powPositive(x: number, y: number): number {
  if (y === -1.5 || y === -0.5 || y === 0.5 || y === 1.5) {
    const r = halfPower(x, y);
    if (r === r) return r;
  }
  logDD(x);
  mul(R[0]!, R[1]!, y, 0);
  return expDD(R[0]!, R[1]!);
}

/**
 * x ** y for y = ±1/2, ±3/2 through the square root instead of log and exp, a quarter of the
 * work (n-body's `d ** -1.5`): √x to about 106 bits (the correctly rounded root s and the exact
 * residual x − s², Dekker's product), times x for the 3/2 powers, the reciprocal for the negative
 * ones, each in double-double, then rounded once — the nearest double as powPositive's general
 * path gives it. NaN (the general path then) where an intermediate could leave the normal range.
 */
function halfPower(x: number, y: number): number {
  if (!(x >= 2 ** -600 && x <= 2 ** 600)) return NaN;
  const s = Math.sqrt(x);
  twoProd(s, s);
  const ds = (x - R[0]! - R[1]!) / (2 * s);
  let h = s + ds;
  let l = ds - (h - s);
  if (y === 1.5 || y === -1.5) {
    mul(h, l, x, 0);
    h = R[0]!;
    l = R[1]!;
  }
  if (y > 0) return h + l;
  div(1, 0, h, l);
  return R[0]! + R[1]!;
}

/** exp(x), the nearest double (libm's exp, within 0.51 ulp, gives the same but for near-midpoints). */
export function expNearest(x: number): number {
  if (!(Math.abs(x) <= 746)) return Math.exp(x); // NaN, ±Infinity, overflow, zero
  if (x === 0) return 1;
  return expDD(x, 0);
}

/** 2 ** x, the nearest double. */
export function exp2Nearest(x: number): number {
  if (!(Math.abs(x) <= 1023)) return Math.pow(2, x);
  if (Number.isInteger(x)) return Math.pow(2, x);
  mul(LN2_H, LN2_L, x, 0);
  return expDD(R[0]!, R[1]!);
}

/**
 * log(x) or log2(x) (`base` 0 or 2) for a finite x > 0, the nearest double (libm's, within 0.52
 * ulp, the same but for near-midpoints; its log10 is an older, less exact algorithm, as V8's).
 */
export function logNearest(x: number, base: 0 | 2): number {
  if (x === 1) return 0;
  logDD(x);
  if (base === 2) div(R[0]!, R[1]!, LN2_H, LN2_L);
  return R[0]! + R[1]!;
}
