/**
 * The numeric kernels of Modules/mathmodule.c that C's libm gives CPython and JS lacks or
 * computes differently: m_tgamma/m_lgamma (Lanczos), erf/erfc, vector_norm (hypot, dist),
 * exact fma, IEEE remainder, nextafter, frexp/ldexp, ulp. Pure functions over doubles.
 */
import { ratioToDouble } from "@pyts/lexer";

export const EDOM = 33;
export const ERANGE = 34;

const f64 = new Float64Array(1);
const u64 = new BigUint64Array(f64.buffer);

export function copysign(x: number, y: number): number {
  return y < 0 || Object.is(y, -0) || (Number.isNaN(y) && signBit(y)) ? -Math.abs(x) : Math.abs(x);
}

function signBit(x: number): boolean {
  f64[0] = x;
  return u64[0]! >> 63n === 1n;
}

/** A finite nonzero double as [signed integer mantissa, exponent]: x == m * 2**e exactly. */
export function decompose(x: number): [bigint, number] {
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
  return [bits >> 63n === 1n ? -mant : mant, e];
}

/** m * 2**e rounded to a double (±Infinity past the range). */
export function scaled(m: bigint, e: number): number {
  if (m === 0n) return 0;
  return e >= 0 ? ratioToDouble(m << BigInt(e), 1n) : ratioToDouble(m, 1n << BigInt(-e));
}

export function frexp(x: number): [number, number] {
  if (x === 0 || !Number.isFinite(x)) return [x, 0];
  const [m, e] = decompose(x);
  const bits = (m < 0n ? -m : m).toString(2).length;
  const exp = e + bits;
  return [scaled(m, -bits), exp];
}

export function ldexp(x: number, exp: number): number {
  if (x === 0 || !Number.isFinite(x)) return x;
  if (exp > 2200) return copysign(Infinity, x);
  if (exp < -2200) return copysign(0, x);
  const [m, e] = decompose(x);
  const r = scaled(m, e + exp);
  return r === 0 ? copysign(0, x) : r;
}

const LANCZOS_G = 6.024680040776729583740234375;
const LANCZOS_G_MINUS_HALF = 5.524680040776729583740234375;
const LANCZOS_NUM = [
  23531376880.410759688572007674451636754734846804940, 42919803642.649098768957899047001988850926355848959,
  35711959237.355668049440185451547166705960488635843, 17921034426.037209699919755754458931112671403265390,
  6039542586.3520280050642916443072979210699388420708, 1439720407.3117216736632230727949123939715485786772,
  248874557.86205415651146038641322942321632125127801, 31426415.585400194380614231628318205362874684987640,
  2876370.6289353724412254090516208496135991145378768, 186056.26539522349504029498971604569928220784236328,
  8071.6720023658162106380029022722506138218516325024, 210.82427775157934587250973392071336271166969580291,
  2.5066282746310002701649081771338373386264310793408,
];
const LANCZOS_DEN = [0.0, 39916800.0, 120543840.0, 150917976.0, 105258076.0, 45995730.0, 13339535.0, 2637558.0, 357423.0, 32670.0, 1925.0, 66.0, 1.0];
const PI = 3.141592653589793;
const LOGPI = 1.144729885849400174143427351353058711647;

function lanczosSum(x: number): number {
  let num = 0, den = 0;
  if (x < 5.0) {
    for (let i = 12; i >= 0; i--) {
      num = num * x + LANCZOS_NUM[i]!;
      den = den * x + LANCZOS_DEN[i]!;
    }
  } else {
    for (let i = 0; i < 13; i++) {
      num = num / x + LANCZOS_NUM[i]!;
      den = den / x + LANCZOS_DEN[i]!;
    }
  }
  return num / den;
}

function sinpi(x: number): number {
  const y = Math.abs(x) % 2.0;
  const n = Math.round(2.0 * y);
  let r: number;
  switch (n) {
    case 0: r = Math.sin(PI * y); break;
    case 1: r = Math.cos(PI * (y - 0.5)); break;
    case 2: r = Math.sin(PI * (1.0 - y)); break;
    case 3: r = -Math.cos(PI * (y - 1.5)); break;
    default: r = Math.sin(PI * (y - 2.0));
  }
  return copysign(1.0, x) * r;
}

/** m_tgamma: [result, errno]. */
export function tgamma(x: number): [number, number] {
  if (!Number.isFinite(x)) {
    if (Number.isNaN(x) || x > 0) return [x, 0];
    return [NaN, EDOM];
  }
  if (x === 0) return [copysign(Infinity, x), EDOM];
  if (x === Math.floor(x)) {
    if (x < 0) return [NaN, EDOM];
    if (x <= 23) {
      let r = 1;
      for (let i = 2; i < x; i++) r *= i;
      return [r, 0];
    }
  }
  const absx = Math.abs(x);
  if (absx < 1e-20) {
    const r = 1.0 / x;
    return [r, Number.isFinite(r) ? 0 : ERANGE];
  }
  if (absx > 200.0) {
    if (x < 0.0) return [0.0 / sinpi(x), 0];
    return [Infinity, ERANGE];
  }
  const y = absx + LANCZOS_G_MINUS_HALF;
  let z: number;
  if (absx > LANCZOS_G_MINUS_HALF) z = y - absx - LANCZOS_G_MINUS_HALF;
  else z = y - LANCZOS_G_MINUS_HALF - absx;
  z = (z * LANCZOS_G) / y;
  let r: number;
  if (x < 0.0) {
    r = ((-PI / sinpi(absx) / absx) * Math.exp(y)) / lanczosSum(absx);
    r -= z * r;
    if (absx < 140.0) r /= Math.pow(y, absx - 0.5);
    else {
      const sp = Math.pow(y, absx / 2.0 - 0.25);
      r /= sp;
      r /= sp;
    }
  } else {
    r = lanczosSum(absx) / Math.exp(y);
    r += z * r;
    if (absx < 140.0) r *= Math.pow(y, absx - 0.5);
    else {
      const sp = Math.pow(y, absx / 2.0 - 0.25);
      r *= sp;
      r *= sp;
    }
  }
  return [r, Number.isFinite(r) ? 0 : ERANGE];
}

/** m_lgamma: [result, errno]. */
export function lgamma(x: number): [number, number] {
  if (!Number.isFinite(x)) return [Number.isNaN(x) ? x : Infinity, 0];
  if (x === Math.floor(x) && x <= 2.0) return x <= 0 ? [Infinity, EDOM] : [0, 0];
  const absx = Math.abs(x);
  if (absx < 1e-20) return [-Math.log(absx), 0];
  let r = Math.log(lanczosSum(absx)) - LANCZOS_G;
  r += (absx - 0.5) * (Math.log(absx + LANCZOS_G - 0.5) - 1);
  if (x < 0.0) r = LOGPI - Math.log(Math.abs(sinpi(absx))) - Math.log(absx) - r;
  return [r, Number.isFinite(r) ? 0 : ERANGE];
}

const SQRTPI = 1.772453850905516027298167483341145182798;

function erfSeries(x: number): number {
  const x2 = x * x;
  let acc = 0.0;
  let fk = 25 + 0.5;
  for (let i = 0; i < 25; i++) {
    acc = 2.0 + (x2 * acc) / fk;
    fk -= 1.0;
  }
  return (acc * x * Math.exp(-x2)) / SQRTPI;
}

function erfcContfrac(x: number): number {
  if (x >= 30.0) return 0.0;
  const x2 = x * x;
  let a = 0.0, da = 0.5, p = 1.0, pLast = 0.0, q = da + x2, qLast = 1.0;
  for (let i = 0; i < 50; i++) {
    a += da;
    da += 2.0;
    const b = da + x2;
    let temp = p;
    p = b * p - a * pLast;
    pLast = temp;
    temp = q;
    q = b * q - a * qLast;
    qLast = temp;
  }
  return ((p / q) * x * Math.exp(-x2)) / SQRTPI;
}

/** erf (mathmodule.c's series / continued fraction). */
export function erf(x: number): number {
  if (Number.isNaN(x)) return x;
  const absx = Math.abs(x);
  if (absx < 1.5) return erfSeries(x);
  const cf = erfcContfrac(absx);
  return x > 0.0 ? 1.0 - cf : cf - 1.0;
}

export function erfc(x: number): number {
  if (Number.isNaN(x)) return x;
  const absx = Math.abs(x);
  if (absx < 1.5) return 1.0 - erfSeries(x);
  const cf = erfcContfrac(absx);
  return x > 0.0 ? cf : 2.0 - cf;
}

/** Exact product as hi + lo (Dekker's two-product; no overflow for the scaled inputs used). */
function twoProduct(a: number, b: number): [number, number] {
  const hi = a * b;
  const split = (v: number): [number, number] => {
    const c = 134217729 * v;
    const h = c - (c - v);
    return [h, v - h];
  };
  const [ah, al] = split(a);
  const [bh, bl] = split(b);
  const lo = ah * bh - hi + ah * bl + al * bh + al * bl;
  return [hi, lo];
}

/** vector_norm: the accurate Euclidean norm of |coordinates| (hypot, dist). */
export function vectorNorm(vec: number[], max: number, foundNan: boolean): number {
  if (max === Infinity) return max;
  if (foundNan) return NaN;
  if (max === 0 || vec.length <= 1) return max;
  const maxE = frexp(max)[1];
  if (maxE < -1023) {
    const DBL_MIN = 2.2250738585072014e-308;
    return DBL_MIN * vectorNorm(vec.map((x) => x / DBL_MIN), max / DBL_MIN, foundNan);
  }
  const scale = ldexp(1.0, -maxE);
  let csum = 1.0, frac1 = 0.0, frac2 = 0.0;
  for (const v of vec) {
    const x = v * scale;
    const [hi, lo] = twoProduct(x, x);
    const s = csum + hi;
    const slo = csum - s + hi;
    csum = s;
    frac1 += lo;
    frac2 += slo;
  }
  let h = Math.sqrt(csum - 1.0 + (frac1 + frac2));
  const [phi, plo] = twoProduct(-h, h);
  const s = csum + phi;
  const slo = csum - s + phi;
  csum = s;
  frac1 += plo;
  frac2 += slo;
  const x = csum - 1.0 + (frac1 + frac2);
  h += x / (2.0 * h);
  return h / scale;
}

/** m_remainder: IEEE 754 remainder. */
export function remainder(x: number, y: number): number {
  if (Number.isFinite(x) && Number.isFinite(y)) {
    if (y === 0) return NaN;
    const absx = Math.abs(x), absy = Math.abs(y);
    const m = absx % absy;
    const c = absy - m;
    let r: number;
    if (m < c) r = m;
    else if (m > c) r = -c;
    else r = m - 2.0 * ((0.5 * (absx - m)) % absy);
    return copysign(1.0, x) * r;
  }
  if (Number.isNaN(x)) return x;
  if (Number.isNaN(y)) return y;
  if (!Number.isFinite(x)) return NaN;
  return x;
}

/** Exact x*y + z, rounded once ([result] as a double; NaN/inf follow IEEE). */
export function fmaExact(x: number, y: number, z: number): number {
  if (!Number.isFinite(x) || !Number.isFinite(y)) return x * y + z;
  if (!Number.isFinite(z)) return z;
  if (x === 0 || y === 0) return x * y + z;
  if (z === 0) {
    const [mx, ex] = decompose(x);
    const [my, ey] = decompose(y);
    return scaled(mx * my, ex + ey);
  }
  const [mx, ex] = decompose(x);
  const [my, ey] = decompose(y);
  const [mz, ez] = decompose(z);
  const ep = ex + ey;
  const e = Math.min(ep, ez);
  const sum = ((mx * my) << BigInt(ep - e)) + (mz << BigInt(ez - e));
  if (sum === 0n) return 0;
  return scaled(sum, e);
}

export function nextafter(x: number, y: number): number {
  if (Number.isNaN(x) || Number.isNaN(y)) return NaN;
  if (x === y) return y;
  if (x === 0) return y > 0 ? 5e-324 : -5e-324;
  f64[0] = x;
  const up = (y > x) === (x > 0);
  u64[0] = up ? u64[0]! + 1n : u64[0]! - 1n;
  return f64[0]!;
}

/** nextafter repeated `steps` times (math.nextafter(x, y, steps=n)), clamped at y. */
export function nextafterSteps(x: number, y: number, steps: bigint): number {
  if (Number.isNaN(x)) return x;
  if (Number.isNaN(y)) return y;
  if (steps === 0n || x === y) return steps === 0n ? x : y;
  // walk in the ordered-integer representation of doubles
  const ord = (v: number): bigint => {
    f64[0] = v;
    const b = u64[0]!;
    return b >> 63n === 1n ? -(b & ((1n << 63n) - 1n)) : b;
  };
  const fromOrd = (o: bigint): number => {
    u64[0] = o < 0n ? (-o) | (1n << 63n) : o;
    return f64[0]!;
  };
  const ox = ord(x), oy = ord(y);
  const diff = oy > ox ? oy - ox : ox - oy;
  if (steps >= diff) return y;
  return fromOrd(oy > ox ? ox + steps : ox - steps);
}

export function ulp(x: number): number {
  if (Number.isNaN(x)) return x;
  x = Math.abs(x);
  if (x === Infinity) return x;
  const x2 = nextafter(x, Infinity);
  if (x2 === Infinity) return x - nextafter(x, -Infinity);
  return x2 - x;
}
