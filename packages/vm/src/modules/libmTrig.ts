/**
 * musl's elementary functions that CPython's math module calls and V8's Math.* rounds differently
 * (the oracle is CPython in pyodide, whose libm is musl): the __sin/__cos/__tan kernels with
 * __rem_pio2, sinh/cosh/tanh over expm1/exp, asinh/acosh/atanh over log1p/log, log1p, expm1 and
 * log10 (FreeBSD msun's algorithms, as musl has them), and musl's exp (ARM optimized-routines,
 * table-driven; not always the nearest double), and musl's hypot (which complex abs() and `**` use).
 * musl's log (ARM's too) stands in as @pyts/lexer's nearest-rounded logNearest.
 */
import { logNearest } from "@pyts/lexer";

// a double's two 32-bit words through one shared view
const wordF64 = new Float64Array(1);
const wordU32 = new Uint32Array(wordF64.buffer);
const HI = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1 ? 1 : 0; // little-endian: word 1
const LO = 1 - HI;

/** GET_HIGH_WORD: sign, exponent and top 20 mantissa bits, as an unsigned 32-bit int. */
export function highWord(x: number): number {
  wordF64[0] = x;
  return wordU32[HI]!;
}

function lowWord(x: number): number {
  wordF64[0] = x;
  return wordU32[LO]!;
}

/** INSERT_WORDS(hi, lo). */
function fromWords(hi: number, lo: number): number {
  wordU32[HI] = hi >>> 0;
  wordU32[LO] = lo >>> 0;
  return wordF64[0]!;
}

/** SET_LOW_WORD(x, 0): 21 mantissa bits, so products of two such are exact. */
export function lowWordZeroed(x: number): number {
  wordF64[0] = x;
  wordU32[LO] = 0;
  return wordF64[0]!;
}

// ---- __sin, __cos, __tan: kernels on [-pi/4, pi/4], x + y the reduced argument ----

const S1 = -1.66666666666666324348e-1, S2 = 8.33333333332248946124e-3, S3 = -1.98412698298579493134e-4;
const S4 = 2.75573137070700676789e-6, S5 = -2.50507602534068634195e-8, S6 = 1.58969099521155010221e-10;

function kernelSin(x: number, y: number, iy: 0 | 1): number {
  const z = x * x;
  const w = z * z;
  const r = S2 + z * (S3 + z * S4) + z * w * (S5 + z * S6);
  const v = z * x;
  if (iy === 0) return x + v * (S1 + z * r);
  return x - (z * (0.5 * y - v * r) - y - v * S1);
}

const C1 = 4.16666666666666019037e-2, C2 = -1.38888888888741095749e-3, C3 = 2.48015872894767294178e-5;
const C4 = -2.75573143513906633035e-7, C5 = 2.08757232129817482790e-9, C6 = -1.13596475577881948265e-11;

// FreeBSD's k_cos.c (1 - z/2 split exactly), not old fdlibm's qx variant that V8 keeps
function kernelCos(x: number, y: number): number {
  const z = x * x;
  const w = z * z;
  const r = z * (C1 + z * (C2 + z * C3)) + w * w * (C4 + z * (C5 + z * C6));
  const hz = 0.5 * z;
  const v = 1.0 - hz;
  return v + (1.0 - v - hz + (z * r - x * y));
}

const T = [
  3.33333333333334091986e-1, 1.33333333333201242699e-1, 5.39682539762260521377e-2, 2.18694882948595424599e-2,
  8.86323982359930005737e-3, 3.59207910759131235356e-3, 1.45620945432529025516e-3, 5.88041240820264096874e-4,
  2.46463134818469906812e-4, 7.81794442939557092300e-5, 7.14072491382608190305e-5, -1.85586374855275456654e-5,
  2.59073051863633712884e-5,
] as const;
const PIO4 = 7.85398163397448278999e-1, PIO4LO = 3.06161699786838301793e-17;

/** __tan(x, y, odd): tan(x + y), or -1/tan(x + y) when odd. */
function kernelTan(x: number, y: number, odd: 0 | 1): number {
  const hx = highWord(x);
  const big = (hx & 0x7fffffff) >= 0x3fe59428; // |x| >= 0.6744
  const neg = hx >>> 31 === 1;
  if (big) {
    if (neg) {
      x = -x;
      y = -y;
    }
    x = PIO4 - x + (PIO4LO - y);
    y = 0.0;
  }
  const z = x * x;
  let w = z * z;
  let r = T[1] + w * (T[3] + w * (T[5] + w * (T[7] + w * (T[9] + w * T[11]))));
  let v = z * (T[2] + w * (T[4] + w * (T[6] + w * (T[8] + w * (T[10] + w * T[12])))));
  let s = z * x;
  r = y + z * (s * (r + v) + y) + s * T[0];
  w = x + r;
  if (big) {
    s = 1 - 2 * odd;
    v = s - 2.0 * (x + (r - (w * w) / (w + s)));
    return neg ? -v : v;
  }
  if (odd === 0) return w;
  // -1/(x + r) accurately: split w and -1/w into high parts
  const w0 = lowWordZeroed(w);
  v = r - (w0 - x); // w0 + v == r + x
  const a = -1.0 / w;
  const a0 = lowWordZeroed(a);
  return a0 + a * (1.0 + a0 * w0 + a0 * v);
}

// ---- __rem_pio2: x - n*pi/2 as y0 + y1, |y0 + y1| <= pi/4 (about) ----

const TOINT = 1.5 / 2 ** -52;
const INVPIO2 = 6.36619772367581382433e-1;
const PIO2_1 = 1.57079632673412561417e+0, PIO2_1T = 6.07710050650619224932e-11;
const PIO2_2 = 6.07710050630396597660e-11, PIO2_2T = 2.02226624879595063154e-21;
const PIO2_3 = 2.02226624871116645580e-21, PIO2_3T = 8.47842766036889956997e-32;
const PIO4_EXACT = 7.853981633974483e-1; // 0x1.921fb54442d18p-1

const Y = [0, 0];

/** One step x -/+ k*pio2_1 for the small multiples of pi/2 (|x| <= 9pi/4). */
function reduceSmall(x: number, k: number): number {
  const z = x - k * PIO2_1;
  Y[0] = z - k * PIO2_1T;
  Y[1] = z - Y[0]! - k * PIO2_1T;
  return k;
}

function remPio2(x: number): number {
  const hx = highWord(x);
  const neg = hx >>> 31 === 1;
  const ix = hx & 0x7fffffff;
  const s = neg ? -1 : 1;
  if (ix <= 0x400f6a7a) {
    // |x| ~<= 5pi/4
    if ((ix & 0xfffff) !== 0x921fb) {
      // not |x| ~= pi/2 or 2pi/2 (cancellation: medium case)
      return reduceSmall(x, ix <= 0x4002d97c ? s : 2 * s);
    }
  } else if (ix <= 0x401c463b) {
    // |x| ~<= 9pi/4
    if (ix <= 0x4015fdbc) {
      if (ix !== 0x4012d97c) return reduceSmall(x, 3 * s); // not |x| ~= 3pi/2
    } else if (ix !== 0x401921fb) return reduceSmall(x, 4 * s); // not |x| ~= 4pi/2
  } else if (ix >= 0x413921fb) {
    // |x| ~>= 2^20 pi/2
    if (ix >= 0x7ff00000) {
      Y[0] = Y[1] = x - x;
      return 0;
    }
    return remPio2Large(x);
  }
  // medium: n = rint(x/(pi/2)), then x - n*pi/2 in up to three rounds of 33 + 53 bits
  let fn = x * INVPIO2 + TOINT - TOINT;
  let r = x - fn * PIO2_1;
  let w = fn * PIO2_1T; // 1st round, good to 85 bits
  if (r - w < -PIO4_EXACT) {
    fn--;
    r = x - fn * PIO2_1;
    w = fn * PIO2_1T;
  } else if (r - w > PIO4_EXACT) {
    fn++;
    r = x - fn * PIO2_1;
    w = fn * PIO2_1T;
  }
  Y[0] = r - w;
  const ex = ix >>> 20;
  let ey = (highWord(Y[0]!) >>> 20) & 0x7ff;
  if (ex - ey > 16) {
    // 2nd round, good to 118 bits
    let t = r;
    w = fn * PIO2_2;
    r = t - w;
    w = fn * PIO2_2T - (t - r - w);
    Y[0] = r - w;
    ey = (highWord(Y[0]!) >>> 20) & 0x7ff;
    if (ex - ey > 49) {
      // 3rd round, good to 151 bits
      t = r;
      w = fn * PIO2_3;
      r = t - w;
      w = fn * PIO2_3T - (t - r - w);
      Y[0] = r - w;
    }
  }
  Y[1] = r - Y[0]! - w;
  return fn;
}

// __rem_pio2_large's job (Payne-Hanek) done exactly in BigInt: x*2/pi with 2/pi to FRAC_BITS bits,
// whose error is below 2^-200 for any double; y0 + y1 is then x - n*pi/2 rounded to 106 bits,
// which is what musl's fq[] sums give
const FRAC_BITS = 1400n;
let twoOverPi = 0n; // floor(2/pi * 2^FRAC_BITS)
let pio2Fixed = 0n; // floor(pi/2 * 2^FRAC_BITS)

/** Machin: pi = 16 atan(1/5) - 4 atan(1/239), in fixed point with `bits` fraction bits. */
function piFixed(bits: bigint): bigint {
  const one = 1n << (bits + 16n);
  const atanInv = (m: bigint): bigint => {
    let sum = 0n, term = one / m, k = 1n, sign = 1n;
    const m2 = m * m;
    while (term !== 0n) {
      sum += (sign * term) / k;
      term /= m2;
      k += 2n;
      sign = -sign;
    }
    return sum;
  };
  return (16n * atanInv(5n) - 4n * atanInv(239n)) >> 16n;
}

function remPio2Large(x: number): number {
  if (twoOverPi === 0n) {
    const pi = piFixed(FRAC_BITS + 64n);
    twoOverPi = (1n << (2n * FRAC_BITS + 65n)) / pi;
    pio2Fixed = pi >> 65n;
  }
  // |x| = m * 2^bexp exactly
  wordF64[0] = Math.abs(x);
  const bexp = (wordU32[HI]! >>> 20) - 1075;
  const m = (BigInt(wordU32[HI]! & 0xfffff | 0x100000) << 32n) | BigInt(wordU32[LO]!);
  const one = 1n << FRAC_BITS;
  // q = |x|*2/pi mod 8 in fixed point; n = round(q), f = q - n in [-1/2, 1/2]
  const p = m * twoOverPi;
  const q = (bexp >= 0 ? p << BigInt(bexp) : p >> BigInt(-bexp)) & ((8n << FRAC_BITS) - 1n);
  let n = q >> FRAC_BITS;
  let f = q - (n << FRAC_BITS);
  if (f >= one >> 1n) {
    f -= one;
    n += 1n;
  }
  // y = f * pi/2, 2*FRAC_BITS fraction bits; round to a double pair
  const prod = f * pio2Fixed;
  const negProd = prod < 0n;
  const mag = negProd ? -prod : prod;
  const shift = Math.max(0, mag.toString(2).length - 120);
  const top = mag >> BigInt(shift);
  const hi = Number(top);
  const lo = Number(top - BigInt(hi));
  const scale = 2 ** (shift - 2 * Number(FRAC_BITS));
  let y0 = hi * scale, y1 = lo * scale;
  if (negProd) {
    y0 = -y0;
    y1 = -y1;
  }
  let nn = Number(n & 7n);
  if (x < 0) {
    y0 = -y0;
    y1 = -y1;
    nn = -nn;
  }
  Y[0] = y0;
  Y[1] = y1;
  return nn;
}

// ---- sin, cos, tan ----

export function sin(x: number): number {
  const ix = highWord(x) & 0x7fffffff;
  if (ix <= 0x3fe921fb) {
    if (ix < 0x3e500000) return x; // |x| < 2^-26
    return kernelSin(x, 0.0, 0);
  }
  if (ix >= 0x7ff00000) return x - x;
  const n = remPio2(x);
  switch (n & 3) {
    case 0: return kernelSin(Y[0]!, Y[1]!, 1);
    case 1: return kernelCos(Y[0]!, Y[1]!);
    case 2: return -kernelSin(Y[0]!, Y[1]!, 1);
    default: return -kernelCos(Y[0]!, Y[1]!);
  }
}

export function cos(x: number): number {
  const ix = highWord(x) & 0x7fffffff;
  if (ix <= 0x3fe921fb) {
    if (ix < 0x3e46a09e) return 1.0; // |x| < 2^-27 * sqrt(2)
    return kernelCos(x, 0.0);
  }
  if (ix >= 0x7ff00000) return x - x;
  const n = remPio2(x);
  switch (n & 3) {
    case 0: return kernelCos(Y[0]!, Y[1]!);
    case 1: return -kernelSin(Y[0]!, Y[1]!, 1);
    case 2: return -kernelCos(Y[0]!, Y[1]!);
    default: return kernelSin(Y[0]!, Y[1]!, 1);
  }
}

export function tan(x: number): number {
  const ix = highWord(x) & 0x7fffffff;
  if (ix <= 0x3fe921fb) {
    if (ix < 0x3e400000) return x; // |x| < 2^-27
    return kernelTan(x, 0.0, 0);
  }
  if (ix >= 0x7ff00000) return x - x;
  const n = remPio2(x);
  return kernelTan(Y[0]!, Y[1]!, (n & 1) as 0 | 1);
}

// ---- expm1, log1p, log10 ----

const O_THRESHOLD = 7.09782712893383973096e+2;
const LN2_HI = 6.93147180369123816490e-1, LN2_LO = 1.90821492927058770002e-10;
const INVLN2 = 1.44269504088896338700e+0;
const Q1 = -3.33333333333331316428e-2, Q2 = 1.58730158725481460165e-3, Q3 = -7.93650757867487942473e-5;
const Q4 = 4.00821782732936239552e-6, Q5 = -2.01099218183624371326e-7;

export function expm1(x: number): number {
  const hx = highWord(x) & 0x7fffffff;
  const neg = x < 0 || Object.is(x, -0);
  if (hx >= 0x4043687a) {
    // |x| >= 56 ln2
    if (Number.isNaN(x)) return x;
    if (neg) return -1;
    if (x > O_THRESHOLD) return x * 2 ** 1023;
  }
  let k: number, c = 0;
  if (hx > 0x3fd62e42) {
    // |x| > ln2/2: argument reduction x = hi - lo + k ln2
    let hi: number, lo: number;
    if (hx < 0x3ff0a2b2) {
      // |x| < 1.5 ln2
      k = neg ? -1 : 1;
      hi = neg ? x + LN2_HI : x - LN2_HI;
      lo = neg ? -LN2_LO : LN2_LO;
    } else {
      k = Math.trunc(INVLN2 * x + (neg ? -0.5 : 0.5));
      hi = x - k * LN2_HI;
      lo = k * LN2_LO;
    }
    x = hi - lo;
    c = hi - x - lo;
  } else if (hx < 0x3c900000) {
    return x; // |x| < 2^-54
  } else k = 0;
  const hfx = 0.5 * x;
  const hxs = x * hfx;
  const r1 = 1.0 + hxs * (Q1 + hxs * (Q2 + hxs * (Q3 + hxs * (Q4 + hxs * Q5))));
  const t = 3.0 - r1 * hfx;
  let e = hxs * ((r1 - t) / (6.0 - x * t));
  if (k === 0) return x - (x * e - hxs);
  e = x * (e - c) - c;
  e -= hxs;
  if (k === -1) return 0.5 * (x - e) - 0.5;
  if (k === 1) {
    if (x < -0.25) return -2.0 * (e - (x + 0.5));
    return 1.0 + 2.0 * (x - e);
  }
  const twopk = fromWords((0x3ff + k) << 20, 0);
  if (k < 0 || k > 56) {
    const y = x - e + 1.0;
    return (k === 1024 ? y * 2.0 * 2 ** 1023 : y * twopk) - 1.0;
  }
  const tmk = fromWords((0x3ff - k) << 20, 0); // 2^-k
  if (k < 20) return (x - e + (1 - tmk)) * twopk;
  return (x - (e + tmk) + 1) * twopk;
}

const LG1 = 6.666666666666735130e-1, LG2 = 3.999999999940941908e-1, LG3 = 2.857142874366239149e-1;
const LG4 = 2.222219843214978396e-1, LG5 = 1.818357216161805012e-1, LG6 = 1.531383769920937332e-1;
const LG7 = 1.479819860511658591e-1;

/** k_log1p's R(s): log(1+f) = f - f*f/2 + s*(f*f/2 + R), s = f/(2+f). */
function logPolyR(s: number): number {
  const z = s * s;
  const w = z * z;
  const t1 = w * (LG2 + w * (LG4 + w * LG6));
  const t2 = z * (LG1 + w * (LG3 + w * (LG5 + w * LG7)));
  return t2 + t1;
}

export function log1p(x: number): number {
  const hx = highWord(x);
  let k = 1, c = 0, f = 0;
  if (hx < 0x3fda827a || hx >>> 31 === 1) {
    // 1+x < sqrt(2)+
    if (hx >= 0xbff00000) {
      // x <= -1.0
      if (x === -1) return -Infinity;
      return NaN;
    }
    if (((hx << 1) >>> 0) < 0x3ca00000 * 2) return x; // |x| < 2^-53
    if (hx <= 0xbfd2bec4) {
      // sqrt(2)/2- <= 1+x < sqrt(2)+
      k = 0;
      f = x;
    }
  } else if (hx >= 0x7ff00000) return x;
  if (k !== 0) {
    const u = 1 + x;
    let hu = highWord(u) + (0x3ff00000 - 0x3fe6a09e);
    k = (hu >>> 20) - 0x3ff;
    // correction term ~ log(1+x) - log(u)
    if (k < 54) {
      c = k >= 2 ? 1 - (u - x) : x - (u - 1);
      c /= u;
    } else c = 0;
    // u into [sqrt(2)/2, sqrt(2)]
    hu = (hu & 0x000fffff) + 0x3fe6a09e;
    f = fromWords(hu, lowWord(u)) - 1;
  }
  const hfsq = 0.5 * f * f;
  const s = f / (2.0 + f);
  const R = logPolyR(s);
  return s * (hfsq + R) + (k * LN2_LO + c) - hfsq + f + k * LN2_HI;
}

const IVLN10HI = 4.34294481878168880939e-1, IVLN10LO = 2.50829467116452752298e-11;
const LOG10_2HI = 3.01029995663611771306e-1, LOG10_2LO = 3.69423907715893078616e-13;

export function log10(x: number): number {
  let hx = highWord(x);
  let k = 0;
  if (hx < 0x00100000 || hx >>> 31 === 1) {
    if (x === 0) return -Infinity;
    if (hx >>> 31 === 1) return NaN;
    // subnormal: scale up
    k -= 54;
    x *= 2 ** 54;
    hx = highWord(x);
  } else if (hx >= 0x7ff00000) return x;
  else if (x === 1) return 0;
  // x into [sqrt(2)/2, sqrt(2)]
  hx += 0x3ff00000 - 0x3fe6a09e;
  k += (hx >>> 20) - 0x3ff;
  hx = (hx & 0x000fffff) + 0x3fe6a09e;
  x = fromWords(hx, lowWord(x));
  const f = x - 1.0;
  const hfsq = 0.5 * f * f;
  const s = f / (2.0 + f);
  const R = logPolyR(s);
  // hi + lo = f - hfsq + s*(hfsq+R) ~ log(1+f), hi with 21 bits
  const hi = lowWordZeroed(f - hfsq);
  const lo = f - hi - hfsq + s * (hfsq + R);
  let valHi = hi * IVLN10HI;
  const y = k * LOG10_2HI;
  let valLo = k * LOG10_2LO + (lo + hi) * IVLN10LO + lo * IVLN10HI;
  const w = y + valHi;
  valLo += y - w + valHi;
  valHi = w;
  return valLo + valHi;
}

// ---- exp ----

// exp_data.c's table: 2^(k/128) ~= EXP_H[k] * (1 + EXP_T[k]), EXP_H[k] the nearest double
const EXP_T: readonly number[] = [
  0.0, 9.447885451727066e-17, -1.507066976926039e-17, -5.679155082825012e-17,
  4.9997448722726326e-17, -4.823683599994895e-17, 7.357846871247418e-18, 5.773230223741951e-17,
  8.189317638195515e-17, 5.326891139980878e-17, 1.6665881442326747e-18, -1.128113245461828e-17,
  -7.402825309426177e-17, -3.578659767309563e-18, -6.170654745608695e-17, 2.919139999949279e-17,
  -2.7939114859515733e-17, -5.399285355184285e-17, 4.776959425256223e-17, -7.927701432338473e-17,
  9.341710609905046e-17, -5.534520675707472e-17, 4.585670326662351e-17, 2.8582430411116143e-17,
  7.826573258636076e-17, 4.053626906769216e-17, 2.823784425951061e-17, -7.882802262487991e-17,
  3.2904726646008416e-17, -1.5792094703347882e-18, 4.721368121170128e-17, 1.3045277096919659e-17,
  3.3484623336251524e-17, 3.8611199774925664e-17, 5.527550048505249e-17, -3.927184172445234e-17,
  -6.346552106729483e-17, -8.684417614865944e-17, -1.5456342819397733e-17, -8.70763476495455e-17,
  3.750854201303127e-17, -6.616854503526488e-17, -5.346099009198751e-18, -2.443726321015018e-17,
  2.1023049675215714e-18, 7.771067937501065e-17, 1.3357510088834541e-17, 6.938291696959204e-17,
  1.9572585293112036e-17, 6.632256961675804e-17, -5.478069123926778e-17, -4.140839310392624e-17,
  -2.1571477251208752e-17, -3.8287766552120535e-17, 6.663804589232195e-17, 2.3936187400285282e-17,
  5.68648095791174e-17, 1.1264523354521684e-18, 7.007875046906994e-17, -5.0119214278381254e-17,
  -4.8923067513522756e-17, -3.5260089953269434e-17, -6.872303720902018e-17, 5.001446664133532e-18,
  -6.835808657661922e-17, -1.1307344092910212e-17, -8.416011634717156e-18, -2.9247977035436566e-17,
  -2.092304381843353e-17, -3.9778645875427124e-17, -3.833464968654295e-17, 5.763611164480894e-17,
  -2.3591094770850053e-17, 7.260074661098575e-17, 9.50689710108796e-18, -4.272956133839906e-17,
  -6.735219232374683e-17, -2.8396044410430936e-17, -7.226635472101257e-17, 5.786121003395918e-17,
  5.1548301170786783e-17, -9.416257568878152e-18, 2.4253985766689806e-17, -6.604314051707707e-17,
  -6.432131775424189e-18, -1.2204007601863921e-17, -6.336161863401293e-17, -3.7800879246373815e-17,
  1.5341410053603723e-17, 1.2932855580427452e-17, -4.123367330661149e-17, 4.703083974463456e-17,
  -6.152602891550265e-17, 5.827849326195279e-17, 3.540948262646183e-17, -3.2741571320938764e-17,
  4.875160526227062e-17, -5.718569790077838e-17, -4.719539664590972e-18, -5.773451958805706e-17,
  -1.0772487078934056e-17, -6.221808618533911e-17, 1.821405440362259e-17, -6.155536546227639e-17,
  1.685487290628973e-17, 5.3581249177694816e-17, 3.621615935336894e-17, 8.588379527574144e-18,
  1.01562190116415e-17, -2.869134889187244e-17, -5.495118966122005e-17, -5.56965572431627e-17,
  1.790126907604513e-17, -3.2211766346200164e-17, 5.265370768556274e-17, 3.5089866402403033e-17,
  -3.266924100901318e-17, -4.3657593008079375e-17, 1.7963932659833022e-17, 3.4300925275214166e-17,
  -5.545065618639427e-17, -5.149009745457733e-17, 5.336805878514151e-17, 3.498978661192973e-17,
  4.5784915277060095e-17, -5.241934575393899e-17, 2.0414278897578303e-17, 4.124842848606488e-18,
];
const EXP_H: readonly number[] = [
  1.0, 1.0054299011128027, 1.0108892860517005, 1.016378314910953,
  1.0218971486541166, 1.0274459491187637, 1.0330248790212284, 1.0386341019613787,
  1.0442737824274138, 1.0499440858006872, 1.0556451783605572, 1.061377227289262,
  1.0671404006768237, 1.0729348675259756, 1.0787607977571199, 1.0846183622133092,
  1.0905077326652577, 1.0964290818163769, 1.102382583307841, 1.1083684117236787,
  1.1143867425958924, 1.1204377524096067, 1.1265216186082418, 1.1326385195987192,
  1.1387886347566916, 1.1449721444318042, 1.1511892299529827, 1.1574400736337511,
  1.1637248587775775, 1.1700437696832502, 1.1763969916502812, 1.182784710984341,
  1.189207115002721, 1.1956643920398273, 1.202156731452703, 1.2086843236265816,
  1.215247359980469, 1.2218460329727576, 1.22848053610687, 1.2351510639369334,
  1.241857812073484, 1.2486009771892048, 1.255380757024691, 1.2621973503942507,
  1.2690509571917332, 1.275941778396392, 1.2828700160787783, 1.2898358734066657,
  1.2968395546510096, 1.3038812651919358, 1.3109612115247644, 1.318079601266064,
  1.3252366431597413, 1.3324325470831615, 1.339667524053303, 1.3469417862329458,
  1.3542555469368927, 1.3616090206382248, 1.3690024229745905, 1.3764359707545302,
  1.383909881963832, 1.3914243757719262, 1.3989796725383112, 1.4065759938190154,
  1.4142135623730951, 1.4218926021691656, 1.42961333839197, 1.4373759974489824,
  1.4451808069770467, 1.4530279958490526, 1.460917794180647, 1.4688504333369818,
  1.4768261459394993, 1.4848451658727524, 1.4929077282912648, 1.5010140696264256,
  1.5091644275934228, 1.5173590411982147, 1.5255981507445384, 1.533881997840956,
  1.5422108254079407, 1.550584877685, 1.559004400237837, 1.567469639965553,
  1.5759808451078865, 1.5845382652524937, 1.593142151342267, 1.6017927556826934,
  1.6104903319492543, 1.6192351351948637, 1.6280274218573478, 1.6368674497669644,
  1.645755478153965, 1.6546917676561943, 1.6636765803267364, 1.6727101796415966,
  1.681792830507429, 1.6909247992693053, 1.7001063537185235, 1.709337763100463,
  1.718619298122478, 1.7279512309618377, 1.7373338352737062, 1.746767386199169,
  1.7562521603732995, 1.7657884359332727, 1.7753764925265212, 1.785016611318935,
  1.7947090750031072, 1.804454167806624, 1.8142521755003989, 1.8241033854070534,
  1.8340080864093424, 1.843966568958626, 1.8539791250833855, 1.864046048397789,
  1.8741676341103, 1.8843441790323345, 1.8945759815869656, 1.9048633418176741,
  1.9152065613971474, 1.925605943636125, 1.9360617934922943, 1.9465744175792332,
  1.9571441241754002, 1.9677712232331759, 1.978456026387951, 1.9891988469672663,
];

const EXP_INVLN2N = 184.6649652337873; // 0x1.71547652b82fep0 * 128
const EXP_NEGLN2HIN = -0.005415212348111709, EXP_NEGLN2LON = -1.2864023111638346e-14;
const EXP_SHIFT = 6755399441055744; // 0x1.8p52
const EXP_C2 = 0.49999999999996786, EXP_C3 = 0.16666666666665886;
const EXP_C4 = 0.0416666808410674, EXP_C5 = 0.008333335853059549;

/** musl's exp (ARM optimized-routines, 128-entry table, within 0.51 ulp): not always the nearest. */
export function exp(x: number): number {
  let abstop = (highWord(x) >>> 20) & 0x7ff;
  if (abstop < 0x3c9 || abstop >= 0x408) {
    if (abstop < 0x3c9) return 1.0 + x; // |x| < 2^-54
    if (abstop >= 0x409) {
      // |x| >= 1024
      if (x === -Infinity) return 0.0;
      if (abstop >= 0x7ff) return 1.0 + x;
      return x < 0 ? 0.0 : Infinity;
    }
    abstop = 0; // 512 <= |x| < 1024: scale may overflow or underflow, see below
  }
  // x = k ln2/128 + r, |r| <= ln2/256; exp(x) = 2^(k/128) * exp(r)
  const kd = x * EXP_INVLN2N + EXP_SHIFT - EXP_SHIFT;
  const r = x + kd * EXP_NEGLN2HIN + kd * EXP_NEGLN2LON;
  const idx = kd & 127;
  const e = (kd - idx) / 128;
  const r2 = r * r;
  const tmp = EXP_T[idx]! + r + r2 * (EXP_C2 + r * EXP_C3) + r2 * r2 * (EXP_C4 + r * EXP_C5);
  if (abstop !== 0) {
    const scale = EXP_H[idx]! * 2 ** e;
    return scale + scale * tmp;
  }
  if (kd >= 0) {
    // scale's exponent may overflow: compute with 2^-1009 and scale back
    const scale = EXP_H[idx]! * 2 ** (e - 1009);
    return 2 ** 1009 * (scale + scale * tmp);
  }
  // k < 0: a subnormal result rounds once, from a result computed near 1
  const scale = EXP_H[idx]! * 2 ** (e + 1022);
  let y = scale + scale * tmp;
  if (y < 1.0) {
    let lo = scale - y + scale * tmp;
    const hi = 1.0 + y;
    lo = 1.0 - hi + y + lo;
    y = hi + lo - 1.0;
    if (y === 0) y = 0.0;
  }
  return 2 ** -1022 * y;
}

// ---- sinh, cosh, tanh ----

/** libm's log (musl's stand-in, see the header) for a finite positive x; JS's otherwise. */
export function log(x: number): number {
  return x > 0 && x < Infinity ? logNearest(x, 0) : Math.log(x);
}

/** __expo2: exp(x)/2 * sign for x near the overflow threshold, as exp(x - k ln2) * 2^(k-1). */
function expo2(x: number, sign: number): number {
  const KLN2 = 1416.0996898839683; // 0x1.62066151add8bp+10, k = 2043
  const scale = fromWords((0x3ff + 1021) << 20, 0); // 2^(k/2)
  return exp(x - KLN2) * (sign * scale) * scale;
}

export function sinh(x: number): number {
  const h = x < 0 || Object.is(x, -0) ? -0.5 : 0.5;
  const absx = Math.abs(x);
  const w = highWord(absx);
  if (w < 0x40862e42) {
    // |x| < log(DBL_MAX)
    const t = expm1(absx);
    if (w < 0x3ff00000) {
      if (w < 0x3ff00000 - (26 << 20)) return x;
      return h * (2 * t - (t * t) / (t + 1));
    }
    return h * (t + t / (t + 1));
  }
  if (Number.isNaN(x)) return x;
  return expo2(absx, 2 * h);
}

export function cosh(x: number): number {
  const absx = Math.abs(x);
  const w = highWord(absx);
  if (w < 0x3fe62e42) {
    // |x| < log(2)
    if (w < 0x3ff00000 - (26 << 20)) return 1;
    const t = expm1(absx);
    return 1 + (t * t) / (2 * (1 + t));
  }
  if (w < 0x40862e42) {
    // |x| < log(DBL_MAX)
    const t = exp(absx);
    return 0.5 * (t + 1 / t);
  }
  if (Number.isNaN(x)) return x;
  return expo2(absx, 1.0);
}

export function tanh(x: number): number {
  const neg = x < 0 || Object.is(x, -0);
  const ax = Math.abs(x);
  const w = highWord(ax);
  let t: number;
  if (w > 0x3fe193ea) {
    // |x| > log(3)/2
    if (w > 0x40340000) {
      if (Number.isNaN(x)) return x;
      t = 1; // |x| > 20
    } else {
      t = expm1(2 * ax);
      t = 1 - 2 / (t + 2);
    }
  } else if (w > 0x3fd058ae) {
    // |x| > log(5/3)/2
    t = expm1(2 * ax);
    t = t / (t + 2);
  } else if (w >= 0x00100000) {
    t = expm1(-2 * ax);
    t = -t / (t + 2);
  } else t = ax; // subnormal
  return neg ? -t : t;
}

// ---- asinh, acosh, atanh ----

const LN2 = 0.693147180559945309417232121458176568;

export function asinh(x: number): number {
  const hx = highWord(x);
  const e = (hx >>> 20) & 0x7ff;
  const neg = hx >>> 31 === 1;
  let a = Math.abs(x);
  if (e >= 0x3ff + 26) a = log(a) + LN2; // |x| >= 2^26 (and inf, nan)
  else if (e >= 0x3ff + 1) a = log(2 * a + 1 / (Math.sqrt(a * a + 1) + a)); // |x| >= 2
  else if (e >= 0x3ff - 26) a = log1p(a + (a * a) / (Math.sqrt(a * a + 1) + 1)); // |x| >= 2^-26
  return neg ? -a : a;
}

export function acosh(x: number): number {
  const e = (highWord(x) >>> 20) & 0x7ff; // x < 1 (negatives too) ends in NaN from log1p or log
  if (e < 0x3ff + 1) return log1p(x - 1 + Math.sqrt((x - 1) * (x - 1) + 2 * (x - 1))); // |x| < 2
  if (e < 0x3ff + 26) return log(2 * x - 1 / (x + Math.sqrt(x * x - 1))); // |x| < 2^26
  return log(x) + LN2;
}

export function atanh(x: number): number {
  const hx = highWord(x);
  const e = (hx >>> 20) & 0x7ff;
  const neg = hx >>> 31 === 1;
  let y = Math.abs(x);
  if (e < 0x3ff - 1) {
    // |x| < 0.5
    if (e >= 0x3ff - 32) y = 0.5 * log1p(2 * y + (2 * y * y) / (1 - y)); // |x| >= 2^-32
  } else y = 0.5 * log1p(2 * (y / (1 - y)));
  return neg ? -y : y;
}

/** Veltkamp's split constant: 2^27 + 1. */
const SPLIT = 134217729;

/**
 * musl's hypot: the larger magnitude first, scaled by 2^±700 when an operand is near the ends of
 * the range, and the square root of x² + y² summed from the exact double-double squares (Dekker's
 * split), so the result is the correctly rounded root of an almost exact sum. CPython's complex
 * abs() and `**` call the C library's hypot (math.hypot has an algorithm of its own).
 */
export function hypot(x: number, y: number): number {
  let ax = Math.abs(x), ay = Math.abs(y);
  // C99: an infinity wins over a NaN
  if (ax === Infinity || ay === Infinity) return Infinity;
  if (Number.isNaN(ax) || Number.isNaN(ay)) return NaN;
  if (ax < ay) {
    const t = ax;
    ax = ay;
    ay = t;
  }
  if (ay === 0) return ax;
  const ex = highWord(ax) >>> 20, ey = highWord(ay) >>> 20;
  if (ex - ey > 64) return ax + ay;
  let z = 1;
  if (ex > 0x3ff + 510) {
    z = 2 ** 700;
    ax *= 2 ** -700;
    ay *= 2 ** -700;
  } else if (ey < 0x3ff - 450) {
    z = 2 ** -700;
    ax *= 2 ** 700;
    ay *= 2 ** 700;
  }
  // sq(): hi = v², lo its rounding error, from v split into halves whose products are exact
  const xc = ax * SPLIT, xh = ax - xc + xc, xl = ax - xh;
  const hx = ax * ax, lx = xh * xh - hx + 2 * xh * xl + xl * xl;
  const yc = ay * SPLIT, yh = ay - yc + yc, yl = ay - yh;
  const hy = ay * ay, ly = yh * yh - hy + 2 * yh * yl + yl * yl;
  return z * Math.sqrt(ly + lx + hy + hx);
}
