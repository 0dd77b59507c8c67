/**
 * The numeric kernels of Modules/mathmodule.c that C's libm gives CPython and JS lacks or
 * computes differently: m_tgamma/m_lgamma (Lanczos), erf/erfc, vector_norm (hypot, dist),
 * exact fma, IEEE remainder, nextafter, frexp/ldexp, ulp. Pure functions over doubles.
 */
import { ratioToDouble, powDouble } from "@pyts/lexer";
import { decompose } from "../dtoa.js";

export { decompose };
import { highWord, lowWordZeroed, sin as libmSin, cos as libmCos, exp as libmExp, log as libmLog } from "./libmTrig.js";

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

// m_sinpi's sin and cos arguments lie in [-pi/4, pi/4], where musl's sin and cos (the oracle's
// libm) are their kernels without range reduction; V8's Math.sin/cos round differently there
/** m_sinpi: sin(pi*x), exact at integers, for the reflection formula. */
function sinpi(x: number): number {
  const y = Math.abs(x) % 2.0; // fmod(fabs(x), 2.0), exact
  const n = Math.round(2.0 * y); // round(): y >= 0, so halves go up as in C
  let r: number;
  switch (n) {
    case 0: r = libmSin(PI * y); break;
    case 1: r = libmCos(PI * (y - 0.5)); break;
    case 2: r = libmSin(PI * (1.0 - y)); break; // not -sin(pi*(y-1.0)): 0.0, not -0.0, at y == 1
    case 3: r = -libmCos(PI * (y - 1.5)); break;
    default: r = libmSin(PI * (y - 2.0));
  }
  return copysign(1.0, x) * r;
}

// m_tgamma and m_lgamma call libm's exp, pow and log: musl's exp and log (libmTrig), and for pow the
// nearest-rounded one of @pyts/lexer, as musl's gives but within a hair of a midpoint (V8's
// Math.exp/pow/log are off more often)

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
    r = ((-PI / sinpi(absx) / absx) * libmExp(y)) / lanczosSum(absx);
    r -= z * r;
    if (absx < 140.0) r /= powDouble(y, absx - 0.5);
    else {
      const sp = powDouble(y, absx / 2.0 - 0.25);
      r /= sp;
      r /= sp;
    }
  } else {
    r = lanczosSum(absx) / libmExp(y);
    r += z * r;
    if (absx < 140.0) r *= powDouble(y, absx - 0.5);
    else {
      const sp = powDouble(y, absx / 2.0 - 0.25);
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
  if (absx < 1e-20) return [-libmLog(absx), 0];
  let r = libmLog(lanczosSum(absx)) - LANCZOS_G;
  r += (absx - 0.5) * (libmLog(absx + LANCZOS_G - 0.5) - 1);
  if (x < 0.0) r = LOGPI - libmLog(Math.abs(sinpi(absx))) - libmLog(absx) - r;
  return [r, Number.isFinite(r) ? 0 : ERANGE];
}

// ---- erf, erfc: the platform libm's (fdlibm's s_erf.c, as musl and older glibc have it) ----

// erx = (float)0.84506291151, erf(1) to single precision
const erx = 8.45062911510467529297e-1;
// erf on [0, 0.84375): x + x*P(x²)/Q(x²); efx8 = 8*(2/sqrt(pi) - 1) for |x| < 2**-28
const efx8 = 1.02703333676410069053e0;
const pp0 = 1.28379167095512558561e-1, pp1 = -3.25042107247001499370e-1, pp2 = -2.84817495755985104766e-2;
const pp3 = -5.77027029648944159157e-3, pp4 = -2.37630166566501626084e-5;
const qq1 = 3.97917223959155352819e-1, qq2 = 6.50222499887672944485e-2, qq3 = 5.08130628187576562776e-3;
const qq4 = 1.32494738004321644526e-4, qq5 = -3.96022827877536812320e-6;
// erf on [0.84375, 1.25): erx + P(s)/Q(s), s = |x| - 1
const pa0 = -2.36211856075265944077e-3, pa1 = 4.14856118683748331666e-1, pa2 = -3.72207876035701323847e-1;
const pa3 = 3.18346619901161753674e-1, pa4 = -1.10894694282396677476e-1, pa5 = 3.54783043256182359371e-2;
const pa6 = -2.16637559486879084300e-3;
const qa1 = 1.06420880400844228286e-1, qa2 = 5.40397917702171048937e-1, qa3 = 7.18286544141962662868e-2;
const qa4 = 1.26171219808761642112e-1, qa5 = 1.36370839120290507362e-2, qa6 = 1.19844998467991074170e-2;
// erfc on [1.25, 1/0.35): exp(-x*x - 0.5625 + R(1/x²)/S(1/x²)) / x
const ra0 = -9.86494403484714822705e-3, ra1 = -6.93858572707181764372e-1, ra2 = -1.05586262253232909814e1;
const ra3 = -6.23753324503260060396e1, ra4 = -1.62396669462573470355e2, ra5 = -1.84605092906711035994e2;
const ra6 = -8.12874355063065934246e1, ra7 = -9.81432934416914548592e0;
const sa1 = 1.96512716674392571292e1, sa2 = 1.37657754143519042600e2, sa3 = 4.34565877475229228821e2;
const sa4 = 6.45387271733267880336e2, sa5 = 4.29008140027567833386e2, sa6 = 1.08635005541779435134e2;
const sa7 = 6.57024977031928170135e0, sa8 = -6.04244152148580987438e-2;
// erfc on [1/0.35, 28): the same form, other coefficients
const rb0 = -9.86494292470009928597e-3, rb1 = -7.99283237680523006574e-1, rb2 = -1.77579549177547519889e1;
const rb3 = -1.60636384855821916062e2, rb4 = -6.37566443368389627722e2, rb5 = -1.02509513161107724954e3;
const rb6 = -4.83519191608651397019e2;
const sb1 = 3.03380607434824582924e1, sb2 = 3.25792512996573918826e2, sb3 = 1.53672958608443695994e3;
const sb4 = 3.19985821950859553908e3, sb5 = 2.55305040643316442583e3, sb6 = 4.74528541206955367215e2;
const sb7 = -2.24409524465858183362e1;
const TINY = 2.2250738585072014e-308; // 2**-1022

/** (erf(x) - x) / x on |x| < 0.84375: the rational P(x²)/Q(x²). */
function erfSmallRatio(x: number): number {
  const z = x * x;
  const r = pp0 + z * (pp1 + z * (pp2 + z * (pp3 + z * pp4)));
  const s = 1.0 + z * (qq1 + z * (qq2 + z * (qq3 + z * (qq4 + z * qq5))));
  return r / s;
}

/** erfc(|x|) for 0.84375 <= |x| < 28 (ix: |x|'s high word). */
function erfcMid(ix: number, x: number): number {
  if (ix < 0x3ff40000) {
    // |x| < 1.25: 1 - erx - P/Q
    const s = Math.abs(x) - 1;
    const P = pa0 + s * (pa1 + s * (pa2 + s * (pa3 + s * (pa4 + s * (pa5 + s * pa6)))));
    const Q = 1 + s * (qa1 + s * (qa2 + s * (qa3 + s * (qa4 + s * (qa5 + s * qa6)))));
    return 1 - erx - P / Q;
  }
  x = Math.abs(x);
  const s = 1 / (x * x);
  let R: number, S: number;
  if (ix < 0x4006db6d) {
    // |x| < 1/0.35
    R = ra0 + s * (ra1 + s * (ra2 + s * (ra3 + s * (ra4 + s * (ra5 + s * (ra6 + s * ra7))))));
    S = 1.0 + s * (sa1 + s * (sa2 + s * (sa3 + s * (sa4 + s * (sa5 + s * (sa6 + s * (sa7 + s * sa8)))))));
  } else {
    R = rb0 + s * (rb1 + s * (rb2 + s * (rb3 + s * (rb4 + s * (rb5 + s * rb6)))));
    S = 1.0 + s * (sb1 + s * (sb2 + s * (sb3 + s * (sb4 + s * (sb5 + s * (sb6 + s * sb7))))));
  }
  // exp(-x*x) split as exp(-z*z) * exp((z-x)*(z+x)), z*z exact; libm's exp, not V8's
  const z = lowWordZeroed(x);
  return (libmExp(-z * z - 0.5625) * libmExp((z - x) * (z + x) + R / S)) / x;
}

/** erf: libm's (HAVE_ERF), fdlibm's algorithm. */
export function erf(x: number): number {
  let ix = highWord(x);
  const sign = ix >>> 31;
  ix &= 0x7fffffff;
  if (ix >= 0x7ff00000) return 1 - 2 * sign + 1 / x; // erf(nan) = nan, erf(±inf) = ±1
  if (ix < 0x3feb0000) {
    // |x| < 0.84375; below 2**-28 scaled by 8 to keep subnormals exact
    if (ix < 0x3e300000) return 0.125 * (8 * x + efx8 * x);
    return x + x * erfSmallRatio(x);
  }
  const y = ix < 0x40180000 ? 1 - erfcMid(ix, x) : 1 - TINY; // |x| < 6
  return sign ? -y : y;
}

/** erfc: libm's (HAVE_ERFC), fdlibm's algorithm. */
export function erfc(x: number): number {
  let ix = highWord(x);
  const sign = ix >>> 31;
  ix &= 0x7fffffff;
  if (ix >= 0x7ff00000) return 2 * sign + 1 / x; // erfc(nan) = nan, erfc(+inf) = 0, erfc(-inf) = 2
  if (ix < 0x3feb0000) {
    // |x| < 0.84375
    if (ix < 0x3c700000) return 1.0 - x; // |x| < 2**-56
    const y = erfSmallRatio(x);
    if (sign || ix < 0x3fd00000) return 1.0 - (x + x * y); // x < 1/4
    return 0.5 - (x - 0.5 + x * y);
  }
  if (ix < 0x403c0000) return sign ? 2 - erfcMid(ix, x) : erfcMid(ix, x); // |x| < 28
  return sign ? 2 - TINY : TINY * TINY;
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
