/**
 * Double arithmetic as C's libm gives it to CPython, where JS differs: correctly rounded
 * rationals (int true division, `x ** n` with an integer n) and C99 `pow` special cases.
 * Shared by the compiler's constant folding and the VM, so a folded and a computed result agree.
 */

import { powPositive } from "./libm.js";

function bitLength(v: bigint): number {
  return v === 0n ? 0 : v.toString(2).length;
}

/**
 * num / den rounded to the nearest double, ties to even (den > 0); ±Infinity past the range.
 * `tiesAway`: an exact tie rounds away from zero (what libm's pow returns for 10.0 ** 23).
 */
export function ratioToDouble(num: bigint, den: bigint, tiesAway = false): number {
  const neg = num < 0n;
  let n = neg ? -num : num;
  if (n === 0n) return neg ? -0 : 0;
  const shift = 55 - (bitLength(n) - bitLength(den));
  let q: bigint, rem: bigint;
  if (shift >= 0) {
    const s = n << BigInt(shift);
    q = s / den;
    rem = s % den;
  } else {
    const d = den << BigInt(-shift);
    q = n / d;
    rem = n % d;
  }
  let e = -shift; // value ≈ q * 2^e, q has 55 or 56 bits
  const top = bitLength(q) - 1 + e;
  if (top > 1023) return neg ? -Infinity : Infinity;
  const lsb = Math.max(top - 52, -1074);
  const drop = lsb - e;
  let m: bigint;
  if (drop > 0) {
    const D = BigInt(drop);
    m = q >> D;
    const low = q & ((1n << D) - 1n);
    const half = 1n << (D - 1n);
    if (low > half || (low === half && (rem !== 0n || tiesAway || (m & 1n) === 1n))) m += 1n;
  } else m = q << BigInt(-drop);
  void e;
  const r = Number(m) * Math.pow(2, lsb);
  n = 0n;
  return neg ? -r : r;
}

const f64 = new Float64Array(1);
const u64 = new BigUint64Array(f64.buffer);

/** A finite nonzero double as [integer mantissa (signed), binary exponent]. */
function decompose(x: number): [bigint, number] {
  f64[0] = x;
  const bits = u64[0]!;
  const bexp = Number((bits >> 52n) & 0x7ffn);
  let mant = bits & ((1n << 52n) - 1n);
  let e: number;
  if (bexp === 0) e = -1074;
  else {
    mant |= 1n << 52n;
    e = bexp - 1075;
  }
  return [x < 0 ? -mant : mant, e];
}

/**
 * C99 `pow(a, b)` as glibc computes it (within 0.52 ulp: the nearest double but for values within
 * a hair of a midpoint): exact rationals for integer b up to 64, double-double (./libm.ts) otherwise.
 */
export function powDouble(a: number, b: number): number {
  if (b === 0 || a === 1) return 1;
  if (a === -1 && !Number.isFinite(b) && !Number.isNaN(b)) return 1;
  if (!Number.isFinite(a) || !Number.isFinite(b) || a === 0) return Math.pow(a, b);
  // |b| >= 2^64 is an even integer whose power of any |a| other than 1 overflows or underflows
  // (|log a| >= 2^-53, so |b log a| >= 2048): exactly glibc's 0 or inf, never the NaN that
  // b * log(a) in double-double would give
  if (Math.abs(b) >= 2 ** 64) return Math.abs(a) === 1 ? 1 : Math.abs(a) > 1 === b > 0 ? Infinity : 0;
  if (!Number.isInteger(b)) return a > 0 ? powPositive(a, b) : Math.pow(a, b);
  if (b === 1) return a;
  if (b === 2) return a * a;
  if (b === -1) return 1 / a;
  if (Math.abs(b) > 64) {
    const r = powPositive(Math.abs(a), b);
    // a negative base keeps its sign under an odd exponent (|b| > 2^53 is even)
    return a < 0 && b % 2 !== 0 ? -r : r;
  }
  const [m, e] = decompose(a);
  const n = Math.abs(b);
  const num = m ** BigInt(n);
  const exp = e * n;
  if (b > 0) return exp >= 0 ? ratioToDouble(num << BigInt(exp), 1n, true) : ratioToDouble(num, 1n << BigInt(-exp), true);
  // 1 / (num * 2^exp)
  const sign = num < 0n ? -1n : 1n;
  const an = num < 0n ? -num : num;
  return exp >= 0 ? ratioToDouble(sign, an << BigInt(exp), true) : ratioToDouble(sign << BigInt(-exp), an, true);
}

/** A complex operand: [real, imag, isReal] — isReal for an int or float (3.14's mixed-mode rules). */
export type ComplexOperand = readonly [number, number, boolean];

/** _Py_c_prod with C11 Annex G recovery of infinities computed as nan+nanj. */
export function complexProd(re1: number, im1: number, re2: number, im2: number): [number, number] {
  let a = re1, b = im1, c = re2, d = im2;
  const ac = a * c, bd = b * d, ad = a * d, bc = b * c;
  const r: [number, number] = [ac - bd, ad + bc];
  if (Number.isNaN(r[0]) && Number.isNaN(r[1])) {
    const isInf = (x: number) => x === Infinity || x === -Infinity;
    const sgn = (x: number, y: number) => (y < 0 || Object.is(y, -0) ? -Math.abs(x) : Math.abs(x));
    const box = (x: number) => sgn(isInf(x) ? 1 : 0, x);
    const zeroNan = (x: number) => (Number.isNaN(x) ? sgn(0, x) : x);
    let recalc = false;
    if (isInf(a) || isInf(b)) {
      [a, b, c, d] = [box(a), box(b), zeroNan(c), zeroNan(d)];
      recalc = true;
    }
    if (isInf(c) || isInf(d)) {
      [c, d, a, b] = [box(c), box(d), zeroNan(a), zeroNan(b)];
      recalc = true;
    }
    if (!recalc && (isInf(ac) || isInf(bd) || isInf(ad) || isInf(bc))) {
      [a, b, c, d] = [zeroNan(a), zeroNan(b), zeroNan(c), zeroNan(d)];
      recalc = true;
    }
    if (recalc) return [Infinity * (a * c - b * d), Infinity * (a * d + b * c)];
  }
  return r;
}

/** _Py_c_quot (Smith's algorithm); null for a zero divisor. */
export function complexQuot(a0: number, a1: number, b0: number, b1: number): [number, number] | null {
  const abr = Math.abs(b0), abi = Math.abs(b1);
  if (abr >= abi) {
    if (abr === 0) return null;
    const ratio = b1 / b0;
    const denom = b0 + b1 * ratio;
    return [(a0 + a1 * ratio) / denom, (a1 - a0 * ratio) / denom];
  }
  if (abi >= abr) {
    const ratio = b0 / b1;
    const denom = b0 * ratio + b1;
    return [(a0 * ratio + a1) / denom, (a1 * ratio - a0) / denom];
  }
  return [NaN, NaN];
}

/** _Py_rc_quot: a real divided by a complex; null for a zero divisor. */
function realComplexQuot(a: number, b0: number, b1: number): [number, number] | null {
  const abr = Math.abs(b0), abi = Math.abs(b1);
  if (abr >= abi) {
    if (abr === 0) return null;
    const ratio = b1 / b0;
    const denom = b0 + b1 * ratio;
    return [a / denom, (-a * ratio) / denom];
  }
  if (abi >= abr) {
    const ratio = b0 / b1;
    const denom = b0 * ratio + b1;
    return [(a * ratio) / denom, -a / denom];
  }
  return [NaN, NaN];
}

/** complex +, -, *, / (NB_ADD 0, NB_SUBTRACT 10, NB_MULTIPLY 5, NB_TRUE_DIVIDE 11); null: division by zero. */
export function complexBinop(op: number, x: ComplexOperand, y: ComplexOperand): [number, number] | null {
  const [a, b, xr] = x;
  const [c, d, yr] = y;
  switch (op) {
    case 0: return yr ? [a + c, b] : xr ? [a + c, d] : [a + c, b + d];
    case 10: return yr ? [a - c, b] : xr ? [a - c, -d] : [a - c, b - d];
    case 5: return yr ? [a * c, b * c] : xr ? [a * c, a * d] : complexProd(a, b, c, d);
    default:
      if (yr) return c === 0 ? null : [a / c, b / c];
      if (xr) return realComplexQuot(a, c, d);
      return complexQuot(a, b, c, d);
  }
}
