/**
 * The arithmetic under `_decimal` (what libmpdec is to CPython's Modules/_decimal): decimal
 * floating point numbers as (sign, coefficient, exponent) with a BigInt coefficient, and the
 * operations of the General Decimal Arithmetic specification, each rounded to a context and
 * recording the conditions it raised in the context's status word. Raising a trapped condition
 * as a Python exception is the module's job (`_decimal.ts`), not this file's.
 */

/** Kinds of value: finite, infinite, quiet NaN, signaling NaN. */
export const FINITE = 0, INF = 1, NAN = 2, SNAN = 3;

export interface Dec {
  sign: number; // 0 or 1
  coeff: bigint; // the coefficient (the payload of a NaN, 0n: none)
  exp: number;
  kind: number;
}

// libmpdec's status bits
export const Clamped = 1, ConversionSyntax = 2, DivisionByZero = 4, DivisionImpossible = 8, DivisionUndefined = 16,
  FpuError = 32, Inexact = 64, InvalidContext = 128, InvalidOperation = 256, MallocError = 512, FloatOperation = 1024,
  Overflow = 2048, Rounded = 4096, Subnormal = 8192, Underflow = 16384;
export const IEEE_Invalid = ConversionSyntax | DivisionImpossible | DivisionUndefined | FpuError | InvalidContext | InvalidOperation | MallocError;

export const ROUND_UP = 0, ROUND_DOWN = 1, ROUND_CEILING = 2, ROUND_FLOOR = 3, ROUND_HALF_UP = 4, ROUND_HALF_DOWN = 5,
  ROUND_HALF_EVEN = 6, ROUND_05UP = 7;
export const ROUNDING_NAMES = ["ROUND_UP", "ROUND_DOWN", "ROUND_CEILING", "ROUND_FLOOR", "ROUND_HALF_UP", "ROUND_HALF_DOWN", "ROUND_HALF_EVEN", "ROUND_05UP"];

export interface Ctx {
  prec: number;
  round: number;
  emax: number;
  emin: number;
  clamp: number;
  status: number;
}

export const MAX_PREC = 999999999999999999;
export const MAX_EMAX = 999999999999999999;
export const MIN_EMIN = -999999999999999999;
export const MIN_ETINY = MIN_EMIN - (MAX_PREC - 1);

const p10cache: bigint[] = [];
export function pow10(n: number): bigint {
  if (n < 256) {
    let v = p10cache[n];
    if (v === undefined) p10cache[n] = v = 10n ** BigInt(n);
    return v;
  }
  return 10n ** BigInt(n);
}

/** The number of decimal digits of a coefficient (1 for 0). */
export function ndigits(c: bigint): number {
  if (c < 0n) c = -c;
  if (c < 10n) return 1;
  if (c < 0x20000000000000n) return String(Number(c)).length;
  return c.toString().length;
}

export const mk = (sign: number, coeff: bigint, exp: number, kind = FINITE): Dec => ({ sign, coeff, exp, kind });
export const isSpecial = (a: Dec): boolean => a.kind !== FINITE;
export const isNan = (a: Dec): boolean => a.kind >= NAN;
export const isZero = (a: Dec): boolean => a.kind === FINITE && a.coeff === 0n;
export const adjusted = (a: Dec): number => (a.kind === FINITE ? a.exp + ndigits(a.coeff) - 1 : 0);
export const etiny = (c: Ctx): number => c.emin - c.prec + 1;
export const etop = (c: Ctx): number => c.emax - c.prec + 1;

export function nan(sign = 0, payload = 0n): Dec {
  return mk(sign, payload, 0, NAN);
}
const qnan = (): Dec => nan();
export const inf = (sign: number): Dec => mk(sign, 0n, 0, INF);

// ---------------------------------------------------------------- parsing and printing

const NUM_RE = /^([+-])?(?:(\d+)(?:\.(\d*))?|\.(\d+))(?:[eE]([+-]?\d+))?$/;
const SPECIAL_RE = /^([+-])?(?:(inf|infinity)|(s?nan)(\d*))$/i;

/** A Decimal from a numeric string (already stripped and with '_' removed), or null. */
export function parseDecimal(s: string): Dec | null {
  const m = NUM_RE.exec(s);
  if (m) {
    const sign = m[1] === "-" ? 1 : 0;
    const intpart = m[2] ?? "";
    const frac = m[3] ?? m[4] ?? "";
    let exp = 0;
    if (m[5] !== undefined) {
      const e = BigInt(m[5]);
      // an exponent beyond what can be represented: a huge one saturates
      exp = e > 9n * 10n ** 18n ? 9e18 : e < -(9n * 10n ** 18n) ? -9e18 : Number(e);
    }
    const digits = intpart + frac;
    return mk(sign, BigInt(digits), exp - frac.length);
  }
  const n = SPECIAL_RE.exec(s);
  if (n) {
    const sign = n[1] === "-" ? 1 : 0;
    if (n[2] !== undefined) return inf(sign);
    const kind = n[3]!.length === 4 ? SNAN : NAN;
    const payload = n[4] ? BigInt(n[4]) : 0n;
    return mk(sign, payload, 0, kind);
  }
  return null;
}

/** to-scientific-string / to-engineering-string. */
export function toString(a: Dec, eng: boolean, capitals: boolean): string {
  const sign = a.sign ? "-" : "";
  if (a.kind === INF) return sign + "Infinity";
  if (a.kind === NAN) return sign + "NaN" + (a.coeff ? a.coeff.toString() : "");
  if (a.kind === SNAN) return sign + "sNaN" + (a.coeff ? a.coeff.toString() : "");
  const digits = a.coeff.toString();
  const leftdigits = a.exp + digits.length;
  let dotplace: number;
  if (a.exp <= 0 && leftdigits > -6) dotplace = leftdigits;
  else if (!eng) dotplace = 1;
  else if (a.coeff === 0n) dotplace = ((leftdigits + 1) % 3 + 3) % 3 - 1;
  else dotplace = ((leftdigits - 1) % 3 + 3) % 3 + 1;
  let intpart: string, fracpart: string;
  if (dotplace <= 0) {
    intpart = "0";
    fracpart = "." + "0".repeat(-dotplace) + digits;
  } else if (dotplace >= digits.length) {
    intpart = digits + "0".repeat(dotplace - digits.length);
    fracpart = "";
  } else {
    intpart = digits.slice(0, dotplace);
    fracpart = "." + digits.slice(dotplace);
  }
  let exp = "";
  if (leftdigits !== dotplace) {
    const e = leftdigits - dotplace;
    exp = (capitals ? "E" : "e") + (e >= 0 ? "+" : "-") + String(Math.abs(e));
  }
  return sign + intpart + fracpart + exp;
}

// ---------------------------------------------------------------- rounding

/**
 * Whether to add one to `q` after dropping digits whose value is `r` out of `unit` (the value
 * one unit of the kept last digit stands for): the rounding modes of the specification.
 */
function roundUp(mode: number, sign: number, q: bigint, r: bigint, unit: bigint): boolean {
  if (r === 0n) return false;
  switch (mode) {
    case ROUND_DOWN: return false;
    case ROUND_UP: return true;
    case ROUND_CEILING: return sign === 0;
    case ROUND_FLOOR: return sign === 1;
    case ROUND_05UP: { const d = q % 10n; return d === 0n || d === 5n; }
    default: {
      const twice = 2n * r;
      if (twice > unit) return true;
      if (twice < unit) return false;
      if (mode === ROUND_HALF_UP) return true;
      if (mode === ROUND_HALF_DOWN) return false;
      return (q & 1n) === 1n;
    }
  }
}

/** The coefficient `c` with its last `drop` digits rounded off; `inexact` tells whether any were non-zero. */
export function roundCoeff(c: bigint, drop: number, sign: number, mode: number): { q: bigint; inexact: boolean } {
  if (drop <= 0) return { q: c, inexact: false };
  const nd = ndigits(c);
  if (drop > nd + 1) {
    // every digit dropped: what is left rounds like a tiny non-zero remainder
    if (c === 0n) return { q: 0n, inexact: false };
    return { q: roundUp(mode, sign, 0n, 1n, 10n) ? 1n : 0n, inexact: true };
  }
  const unit = pow10(drop);
  let q = c / unit;
  const r = c % unit;
  if (roundUp(mode, sign, q, r, unit)) q += 1n;
  return { q, inexact: r !== 0n };
}

/** The overflow result of the specification for a sign and the context's rounding. */
function overflowResult(sign: number, ctx: Ctx): Dec {
  ctx.status |= Overflow | Inexact | Rounded;
  const m = ctx.round;
  if (m === ROUND_HALF_UP || m === ROUND_HALF_EVEN || m === ROUND_HALF_DOWN || m === ROUND_UP) return inf(sign);
  if (sign === 0) {
    if (m === ROUND_CEILING) return inf(0);
  } else if (m === ROUND_FLOOR) return inf(1);
  return mk(sign, pow10(ctx.prec) - 1n, ctx.emax - ctx.prec + 1);
}

/** A NaN's payload cut to prec - clamp digits. */
export function fixNan(a: Dec, ctx: Ctx): Dec {
  const max = ctx.prec - ctx.clamp;
  if (a.coeff !== 0n && ndigits(a.coeff) > max) return mk(a.sign, max <= 0 ? 0n : a.coeff % pow10(max), 0, a.kind);
  return a;
}

/** _mpd_qfinalize: round `a` to the context's precision and fit its exponent in range. */
export function finalize(a: Dec, ctx: Ctx): Dec {
  if (a.kind !== FINITE) return isNan(a) ? fixNan(a, ctx) : a;
  const Etiny = etiny(ctx), Etop = etop(ctx);
  if (a.coeff === 0n) {
    const expMax = ctx.clamp ? Etop : ctx.emax;
    const e = Math.min(Math.max(a.exp, Etiny), expMax);
    if (e !== a.exp) {
      ctx.status |= Clamped;
      return mk(a.sign, 0n, e);
    }
    return a;
  }
  const nd = ndigits(a.coeff);
  let expMin = nd + a.exp - ctx.prec;
  if (expMin > Etop) return overflowResult(a.sign, ctx);
  const subnormal = expMin < Etiny;
  if (subnormal) expMin = Etiny;
  if (a.exp < expMin) {
    const { q, inexact } = roundCoeff(a.coeff, expMin - a.exp, a.sign, ctx.round);
    let coeff = q;
    if (ndigits(coeff) > ctx.prec) {
      coeff /= 10n;
      expMin += 1;
    }
    let ans: Dec;
    if (expMin > Etop) {
      ans = overflowResult(a.sign, ctx);
    } else ans = mk(a.sign, coeff, expMin);
    if (inexact && subnormal) ctx.status |= Underflow;
    if (subnormal) ctx.status |= Subnormal;
    if (inexact) ctx.status |= Inexact;
    ctx.status |= Rounded;
    if (ans.kind === FINITE && ans.coeff === 0n) ctx.status |= Clamped;
    return ans;
  }
  if (subnormal) ctx.status |= Subnormal;
  if (ctx.clamp === 1 && a.exp > Etop) {
    ctx.status |= Clamped;
    return mk(a.sign, a.coeff * pow10(a.exp - Etop), Etop);
  }
  return a;
}

// ---------------------------------------------------------------- NaN handling

/** The NaN result of an operation with a NaN operand (sNaN first), or null when none is a NaN. */
export function checkNans(ctx: Ctx, a: Dec, b: Dec | null = null, c: Dec | null = null): Dec | null {
  const ops = c ? [a, b!, c] : b ? [a, b] : [a];
  for (const x of ops) {
    if (x.kind === SNAN) {
      ctx.status |= InvalidOperation;
      return fixNan(mk(x.sign, x.coeff, 0, NAN), ctx);
    }
  }
  for (const x of ops) if (x.kind === NAN) return fixNan(x, ctx);
  return null;
}

export function invalid(ctx: Ctx, cond = InvalidOperation): Dec {
  ctx.status |= cond;
  return qnan();
}

// ---------------------------------------------------------------- comparison

/** The numeric order of two non-NaN values: -1, 0, 1. */
export function cmp(a: Dec, b: Dec): number {
  if (a.kind === INF || b.kind === INF) {
    const va = a.kind === INF ? (a.sign ? -1 : 1) : 0;
    const vb = b.kind === INF ? (b.sign ? -1 : 1) : 0;
    if (va !== vb) return va < vb ? -1 : 1;
    if (va !== 0) return 0;
    // one of them is finite
    if (a.kind === INF) return a.sign ? -1 : 1;
    return b.sign ? 1 : -1;
  }
  const az = a.coeff === 0n, bz = b.coeff === 0n;
  if (az && bz) return 0;
  if (az) return b.sign ? 1 : -1;
  if (bz) return a.sign ? -1 : 1;
  if (a.sign !== b.sign) return a.sign ? -1 : 1;
  const r = cmpAbs(a, b);
  return a.sign ? -r : r;
}

/** |a| against |b| for finite values. */
export function cmpAbs(a: Dec, b: Dec): number {
  const aa = adjusted(a), ab = adjusted(b);
  if (a.coeff === 0n || b.coeff === 0n) {
    if (a.coeff === b.coeff) return 0;
    return a.coeff === 0n ? -1 : 1;
  }
  if (aa !== ab) return aa < ab ? -1 : 1;
  let ca = a.coeff, cb = b.coeff;
  if (a.exp > b.exp) ca *= pow10(a.exp - b.exp);
  else if (b.exp > a.exp) cb *= pow10(b.exp - a.exp);
  return ca < cb ? -1 : ca > cb ? 1 : 0;
}

export function compare(ctx: Ctx, a: Dec, b: Dec): Dec {
  const n = checkNans(ctx, a, b);
  if (n) return n;
  const r = cmp(a, b);
  return mk(r < 0 ? 1 : 0, r === 0 ? 0n : 1n, 0);
}

export function compareSignal(ctx: Ctx, a: Dec, b: Dec): Dec {
  if (isNan(a) || isNan(b)) {
    ctx.status |= InvalidOperation;
    const n = checkNans(ctx, a, b)!;
    return n;
  }
  return compare(ctx, a, b);
}

/** compare-total: -1, 0, 1 in the total order. */
export function cmpTotal(a: Dec, b: Dec): number {
  if (a.sign !== b.sign) return a.sign ? -1 : 1;
  const s = a.sign ? -1 : 1;
  const rank = (x: Dec): number => (x.kind === FINITE ? 0 : x.kind === INF ? 1 : x.kind === SNAN ? 2 : 3);
  const ra = rank(a), rb = rank(b);
  if (ra !== rb) return ra < rb ? -s : s;
  if (ra >= 2) return a.coeff < b.coeff ? -s : a.coeff > b.coeff ? s : 0;
  if (ra === 1) return 0;
  const r = cmpAbs(a, b);
  if (r !== 0) return r * s;
  if (a.exp !== b.exp) return a.exp < b.exp ? -s : s;
  return 0;
}

// ---------------------------------------------------------------- the four operations

export function plus(ctx: Ctx, a: Dec): Dec {
  const n = checkNans(ctx, a);
  if (n) return n;
  if (isZero(a) && ctx.round !== ROUND_FLOOR) a = mk(0, 0n, a.exp);
  return finalize(a, ctx);
}
export function minus(ctx: Ctx, a: Dec): Dec {
  const n = checkNans(ctx, a);
  if (n) return n;
  const s = isZero(a) && ctx.round !== ROUND_FLOOR ? 0 : 1 - a.sign;
  return finalize(mk(s, a.coeff, a.exp, a.kind), ctx);
}
export function abs(ctx: Ctx, a: Dec): Dec {
  const n = checkNans(ctx, a);
  if (n) return n;
  return finalize(mk(0, a.coeff, a.exp, a.kind), ctx);
}

/** The exact sum (no rounding), for finite a and b. */
function addExact(a: Dec, b: Dec, round: number, prec = 0): Dec {
  if (prec > 0 && (a.coeff === 0n) !== (b.coeff === 0n)) {
    // x + 0: x padded to the zero's exponent, though never past prec + 1 digits
    const [x, z] = a.coeff === 0n ? [b, a] : [a, b];
    if (x.exp > z.exp) {
      const pad = Math.min(x.exp - z.exp, Math.max(0, prec + 1 - ndigits(x.coeff)));
      return mk(x.sign, x.coeff * pow10(pad), x.exp - pad);
    }
  }
  const e = Math.min(a.exp, b.exp);
  const va = (a.sign ? -a.coeff : a.coeff) * pow10(a.exp - e);
  const vb = (b.sign ? -b.coeff : b.coeff) * pow10(b.exp - e);
  const v = va + vb;
  if (v === 0n) {
    const sign = a.sign === b.sign ? a.sign : round === ROUND_FLOOR ? 1 : 0;
    return mk(sign, 0n, e);
  }
  return mk(v < 0n ? 1 : 0, v < 0n ? -v : v, e);
}

export function add(ctx: Ctx, a: Dec, b: Dec): Dec {
  if (a.kind !== FINITE || b.kind !== FINITE) {
    const n = checkNans(ctx, a, b);
    if (n) return n;
    if (a.kind === INF) {
      if (b.kind === INF && a.sign !== b.sign) return invalid(ctx);
      return a;
    }
    return b;
  }
  // an operand wholly below the other's last digit and rounding digit only matters as a sticky digit
  if (a.coeff !== 0n && b.coeff !== 0n) {
    const aa = adjusted(a), ab = adjusted(b);
    const ea = Math.min(a.exp, aa - ctx.prec - 1) - 1, eb = Math.min(b.exp, ab - ctx.prec - 1) - 1;
    if (ab < ea) return finalize(addExact(a, mk(b.sign, 1n, ea), ctx.round), ctx);
    if (aa < eb) return finalize(addExact(mk(a.sign, 1n, eb), b, ctx.round), ctx);
  }
  return finalize(addExact(a, b, ctx.round, ctx.prec), ctx);
}

export function sub(ctx: Ctx, a: Dec, b: Dec): Dec {
  if (isNan(b) && !isNan(a)) {
    const n = checkNans(ctx, a, b);
    if (n) return n;
  }
  return add(ctx, a, b.kind >= NAN ? b : mk(1 - b.sign, b.coeff, b.exp, b.kind));
}

export function mul(ctx: Ctx, a: Dec, b: Dec): Dec {
  const sign = a.sign ^ b.sign;
  if (a.kind !== FINITE || b.kind !== FINITE) {
    const n = checkNans(ctx, a, b);
    if (n) return n;
    if (a.kind === INF) return isZero(b) ? invalid(ctx) : inf(sign);
    return isZero(a) ? invalid(ctx) : inf(sign);
  }
  return finalize(mk(sign, a.coeff * b.coeff, a.exp + b.exp), ctx);
}

export function div(ctx: Ctx, a: Dec, b: Dec): Dec {
  const sign = a.sign ^ b.sign;
  if (a.kind !== FINITE || b.kind !== FINITE) {
    const n = checkNans(ctx, a, b);
    if (n) return n;
    if (a.kind === INF) return b.kind === INF ? invalid(ctx) : inf(sign);
    // b is infinite
    ctx.status |= Clamped;
    return mk(sign, 0n, etiny(ctx));
  }
  if (b.coeff === 0n) {
    if (a.coeff === 0n) return invalid(ctx, DivisionUndefined);
    ctx.status |= DivisionByZero;
    return inf(sign);
  }
  const ideal = a.exp - b.exp;
  if (a.coeff === 0n) return finalize(mk(sign, 0n, ideal), ctx);
  // scale so that the quotient has prec+1 digits at least
  const shift = ndigits(b.coeff) - ndigits(a.coeff) + ctx.prec + 1;
  let ca = a.coeff, cb = b.coeff;
  if (shift >= 0) ca *= pow10(shift);
  else cb *= pow10(-shift);
  let q = ca / cb;
  const r = ca % cb;
  let exp = ideal - shift;
  if (r !== 0n) {
    // a sticky digit for correct rounding
    q = q * 10n + 1n;
    exp -= 1;
  } else {
    // exact: strip trailing zeros down to the ideal exponent
    while (exp < ideal && q % 10n === 0n) {
      q /= 10n;
      exp += 1;
    }
  }
  return finalize(mk(sign, q, exp), ctx);
}

/**
 * The integer quotient and remainder of finite a by finite non-zero b, or null when the quotient
 * needs more than prec digits (DivisionImpossible).
 */
function divmodFinite(ctx: Ctx, a: Dec, b: Dec): { q: bigint; r: Dec } | null {
  const e = Math.min(a.exp, b.exp);
  if (a.coeff !== 0n && adjusted(a) - adjusted(b) > ctx.prec) return null;
  // |a| < |b|: quotient 0, remainder a (at the smaller exponent)
  if (a.coeff === 0n || adjusted(a) < adjusted(b)) return { q: 0n, r: mk(a.sign, a.coeff * pow10(a.exp - e), e) };
  const ca = a.coeff * pow10(a.exp - e), cb = b.coeff * pow10(b.exp - e);
  const q = ca / cb;
  if (q !== 0n && ndigits(q) > ctx.prec) return null;
  const rc = ca % cb;
  return { q, r: mk(a.sign, rc, e) };
}

export function divint(ctx: Ctx, a: Dec, b: Dec): Dec {
  const sign = a.sign ^ b.sign;
  if (a.kind !== FINITE || b.kind !== FINITE) {
    const n = checkNans(ctx, a, b);
    if (n) return n;
    if (a.kind === INF) return b.kind === INF ? invalid(ctx) : inf(sign);
    return mk(sign, 0n, 0);
  }
  if (b.coeff === 0n) {
    if (a.coeff === 0n) return invalid(ctx, DivisionUndefined);
    ctx.status |= DivisionByZero;
    return inf(sign);
  }
  const d = divmodFinite(ctx, a, b);
  if (!d) return invalid(ctx, DivisionImpossible);
  return finalize(mk(sign, d.q, 0), ctx);
}

export function rem(ctx: Ctx, a: Dec, b: Dec): Dec {
  if (a.kind !== FINITE || b.kind !== FINITE) {
    const n = checkNans(ctx, a, b);
    if (n) return n;
    if (a.kind === INF) return invalid(ctx);
    return finalize(a, ctx);
  }
  if (b.coeff === 0n) return invalid(ctx, a.coeff === 0n ? DivisionUndefined : InvalidOperation);
  const d = divmodFinite(ctx, a, b);
  if (!d) return invalid(ctx, DivisionImpossible);
  return finalize(d.r, ctx);
}

export function divmod(ctx: Ctx, a: Dec, b: Dec): [Dec, Dec] {
  const sign = a.sign ^ b.sign;
  if (a.kind !== FINITE || b.kind !== FINITE) {
    const n = checkNans(ctx, a, b);
    if (n) return [n, n];
    if (a.kind === INF) {
      if (b.kind === INF) {
        const x = invalid(ctx);
        return [x, x];
      }
      const x = invalid(ctx);
      return [inf(sign), x];
    }
    return [mk(sign, 0n, 0), finalize(a, ctx)];
  }
  if (b.coeff === 0n) {
    if (a.coeff === 0n) {
      const x = invalid(ctx, DivisionUndefined);
      return [x, x];
    }
    ctx.status |= DivisionByZero | InvalidOperation;
    return [inf(sign), qnan()];
  }
  const d = divmodFinite(ctx, a, b);
  if (!d) {
    const x = invalid(ctx, DivisionImpossible);
    return [x, x];
  }
  return [finalize(mk(sign, d.q, 0), ctx), finalize(d.r, ctx)];
}

export function remNear(ctx: Ctx, a: Dec, b: Dec): Dec {
  if (a.kind !== FINITE || b.kind !== FINITE) {
    const n = checkNans(ctx, a, b);
    if (n) return n;
    if (a.kind === INF) return invalid(ctx);
    return finalize(a, ctx);
  }
  if (b.coeff === 0n) return invalid(ctx, a.coeff === 0n ? DivisionUndefined : InvalidOperation);
  const e = Math.min(a.exp, b.exp);
  if (a.coeff !== 0n && adjusted(a) - adjusted(b) > ctx.prec) return invalid(ctx, DivisionImpossible);
  // |a| < |b| / 10: a itself (at the smaller exponent)
  if (a.coeff === 0n || adjusted(a) < adjusted(b) - 1) return finalize(mk(a.sign, a.coeff * pow10(a.exp - e), e), ctx);
  const ca = a.coeff * pow10(a.exp - e), cb = b.coeff * pow10(b.exp - e);
  let q = ca / cb;
  let r = ca % cb;
  // nearest integer quotient, ties to even
  if (2n * r > cb || (2n * r === cb && (q & 1n) === 1n)) {
    q += 1n;
    r -= cb;
  }
  if (q !== 0n && ndigits(q) > ctx.prec) return invalid(ctx, DivisionImpossible);
  let sign = a.sign;
  if (r < 0n) {
    sign = 1 - sign;
    r = -r;
  }
  return finalize(mk(sign, r, e), ctx);
}

export function fma(ctx: Ctx, a: Dec, b: Dec, c: Dec): Dec {
  // 0 * Infinity is invalid before any NaN of the third operand
  if ((a.kind === INF && isZero(b)) || (b.kind === INF && isZero(a))) return invalid(ctx);
  if (a.kind !== FINITE || b.kind !== FINITE || c.kind >= NAN) {
    const n = checkNans(ctx, a, b, c);
    if (n) return n;
  }
  const product = a.kind === FINITE && b.kind === FINITE ? mk(a.sign ^ b.sign, a.coeff * b.coeff, a.exp + b.exp) : inf(a.sign ^ b.sign);
  return add(ctx, product, c);
}

// ---------------------------------------------------------------- quantize and integers

export function quantize(ctx: Ctx, a: Dec, b: Dec, round = ctx.round): Dec {
  if (a.kind !== FINITE || b.kind !== FINITE) {
    const n = checkNans(ctx, a, b);
    if (n) return n;
    if (a.kind === INF && b.kind === INF) return a;
    return invalid(ctx);
  }
  const e = b.exp;
  if (!(etiny(ctx) <= e && e <= ctx.emax)) return invalid(ctx);
  if (a.coeff === 0n) return finalize(mk(a.sign, 0n, e), ctx);
  const adj = adjusted(a);
  if (adj > ctx.emax) return invalid(ctx);
  if (adj - e + 1 > ctx.prec) return invalid(ctx);
  const r = rescale(a, e, round);
  if (ndigits(r.d.coeff) > ctx.prec) return invalid(ctx);
  if (r.d.coeff !== 0n && adjusted(r.d) > ctx.emax) return invalid(ctx);
  if (r.d.coeff !== 0n && adjusted(r.d) < ctx.emin) ctx.status |= Subnormal;
  if (r.inexact) ctx.status |= Inexact;
  if (r.d.exp > a.exp && !(r.d.coeff === 0n && a.coeff === 0n)) ctx.status |= Rounded;
  else if (r.inexact) ctx.status |= Rounded;
  return finalize(r.d, ctx);
}

/** a at exponent e, rounded (no context). */
export function rescale(a: Dec, e: number, round: number): { d: Dec; inexact: boolean } {
  if (a.exp >= e) return { d: mk(a.sign, a.coeff * pow10(a.exp - e), e), inexact: false };
  const { q, inexact } = roundCoeff(a.coeff, e - a.exp, a.sign, round);
  return { d: mk(a.sign, q, e), inexact };
}

export function toIntegral(ctx: Ctx, a: Dec, round: number, exact: boolean): Dec {
  if (a.kind !== FINITE) {
    const n = checkNans(ctx, a);
    if (n) return n;
    return a;
  }
  if (a.exp >= 0) return a;
  const r = rescale(a, 0, round);
  if (exact && a.coeff !== 0n) {
    ctx.status |= Rounded;
    if (r.inexact) ctx.status |= Inexact;
  }
  return r.d;
}

export function reduce(ctx: Ctx, a: Dec): Dec {
  const n = checkNans(ctx, a);
  if (n) return n;
  const d = finalize(a, ctx);
  if (d.kind !== FINITE) return d;
  if (d.coeff === 0n) return mk(d.sign, 0n, 0);
  let c = d.coeff, e = d.exp;
  const emax = ctx.clamp ? etop(ctx) : ctx.emax;
  while (c % 10n === 0n && e < emax) {
    c /= 10n;
    e++;
  }
  return mk(d.sign, c, e);
}

// ---------------------------------------------------------------- min/max, next

export function maxMin(ctx: Ctx, a: Dec, b: Dec, isMax: boolean, mag: boolean): Dec {
  if (isNan(a) || isNan(b)) {
    if (a.kind === SNAN || b.kind === SNAN) return checkNans(ctx, a, b)!;
    if (isNan(a) && !isNan(b)) return finalize(b, ctx);
    if (isNan(b) && !isNan(a)) return finalize(a, ctx);
    return checkNans(ctx, a, b)!;
  }
  let c = mag ? cmpMag(a, b) : cmp(a, b);
  if (c === 0) c = cmpTotal(a, b);
  const pick = isMax ? (c < 0 ? b : a) : c > 0 ? b : a;
  return finalize(pick, ctx);
}

function cmpMag(a: Dec, b: Dec): number {
  return cmp(mk(0, a.coeff, a.exp, a.kind), mk(0, b.coeff, b.exp, b.kind));
}

export function nextMinus(ctx: Ctx, a: Dec): Dec {
  const n = checkNans(ctx, a);
  if (n) return n;
  if (a.kind === INF) return a.sign ? a : mk(0, pow10(ctx.prec) - 1n, etop(ctx));
  const c2: Ctx = { ...ctx, round: ROUND_FLOOR, status: 0 };
  const f = finalize(a, c2);
  if (f.kind === FINITE && cmp(f, a) !== 0) return f;
  return add(c2, a, mk(1, 1n, etiny(ctx) - 1));
}

export function nextPlus(ctx: Ctx, a: Dec): Dec {
  const n = checkNans(ctx, a);
  if (n) return n;
  if (a.kind === INF) return a.sign ? mk(1, pow10(ctx.prec) - 1n, etop(ctx)) : a;
  const c2: Ctx = { ...ctx, round: ROUND_CEILING, status: 0 };
  const f = finalize(a, c2);
  if (f.kind === FINITE && cmp(f, a) !== 0) return f;
  return add(c2, a, mk(0, 1n, etiny(ctx) - 1));
}

export function nextToward(ctx: Ctx, a: Dec, b: Dec): Dec {
  const n = checkNans(ctx, a, b);
  if (n) return n;
  const c = cmp(a, b);
  if (c === 0) return mk(b.sign, a.coeff, a.exp, a.kind);
  const r = c < 0 ? nextPlus(ctx, a) : nextMinus(ctx, a);
  if (r.kind === INF) ctx.status |= Overflow | Inexact | Rounded;
  else if (r.kind === FINITE && adjusted(r) < ctx.emin) {
    ctx.status |= Underflow | Subnormal | Inexact | Rounded;
    if (r.coeff === 0n) ctx.status |= Clamped;
  }
  return r;
}

// ---------------------------------------------------------------- scaleb, logb, shift, rotate

export function isIntegerValue(a: Dec): boolean {
  if (a.kind !== FINITE) return false;
  if (a.exp >= 0 || a.coeff === 0n) return true;
  if (-a.exp >= ndigits(a.coeff)) return false;
  return a.coeff % pow10(-a.exp) === 0n;
}

/** An integral Decimal's value as a JS number (|v| < 2**53 expected by callers), or null. */
export function toSmallInt(a: Dec): number | null {
  if (!isIntegerValue(a)) return null;
  let v = a.exp >= 0 ? a.coeff * pow10(Math.min(a.exp, 40)) : -a.exp > ndigits(a.coeff) ? 0n : a.coeff / pow10(-a.exp);
  if (a.sign) v = -v;
  if (v > 9007199254740991n || v < -9007199254740991n) return v > 0n ? Infinity : -Infinity;
  return Number(v);
}

export function scaleb(ctx: Ctx, a: Dec, b: Dec): Dec {
  const n = checkNans(ctx, a, b);
  if (n) return n;
  if (b.kind === INF || (b.kind === FINITE && b.exp !== 0)) return invalid(ctx);
  const lim = 2 * (ctx.emax + ctx.prec);
  const v = toSmallInt(b)!;
  if (v > lim || v < -lim) return invalid(ctx);
  if (a.kind === INF) return a;
  return finalize(mk(a.sign, a.coeff, a.exp + v), ctx);
}

export function logb(ctx: Ctx, a: Dec): Dec {
  const n = checkNans(ctx, a);
  if (n) return n;
  if (a.kind === INF) return inf(0);
  if (a.coeff === 0n) {
    ctx.status |= DivisionByZero;
    return inf(1);
  }
  const adj = adjusted(a);
  return finalize(mk(adj < 0 ? 1 : 0, BigInt(Math.abs(adj)), 0), ctx);
}

function shiftArg(ctx: Ctx, b: Dec): number | null {
  if (b.kind !== FINITE || b.exp !== 0) return null;
  const v = toSmallInt(b)!;
  if (v > ctx.prec || v < -ctx.prec) return null;
  return v;
}

export function shift(ctx: Ctx, a: Dec, b: Dec): Dec {
  const n = checkNans(ctx, a, b);
  if (n) return n;
  const s = shiftArg(ctx, b);
  if (s === null) return invalid(ctx);
  if (a.kind === INF) return a;
  let c = a.coeff;
  const mod = pow10(ctx.prec);
  if (s >= 0) c = (c * pow10(s)) % mod;
  else c = (c % mod) / pow10(-s);
  return mk(a.sign, c, a.exp);
}

export function rotate(ctx: Ctx, a: Dec, b: Dec): Dec {
  const n = checkNans(ctx, a, b);
  if (n) return n;
  let s = shiftArg(ctx, b);
  if (s === null) return invalid(ctx);
  if (a.kind === INF) return a;
  const p = ctx.prec;
  const c = a.coeff % pow10(p);
  if (s < 0) s += p;
  const hi = c / pow10(p - s), lo = c % pow10(p - s);
  return mk(a.sign, lo * pow10(s) + hi, a.exp);
}

// ---------------------------------------------------------------- logical operations

function logicalDigits(a: Dec): string | null {
  if (a.kind !== FINITE || a.sign !== 0 || a.exp !== 0) return null;
  const s = a.coeff.toString();
  return /^[01]+$/.test(s) ? s : null;
}

export function logical(ctx: Ctx, a: Dec, b: Dec | null, op: "and" | "or" | "xor" | "invert"): Dec {
  const da = logicalDigits(a), db = b ? logicalDigits(b) : "0";
  if (da === null || db === null) return invalid(ctx);
  const p = ctx.prec;
  const fit = (s: string): string => (s.length > p ? s.slice(s.length - p) : s.padStart(p, "0"));
  const x = fit(da), y = fit(db);
  let out = "";
  for (let i = 0; i < p; i++) {
    const u = x.charCodeAt(i) - 48, v = y.charCodeAt(i) - 48;
    const r = op === "and" ? u & v : op === "or" ? u | v : op === "xor" ? u ^ v : 1 - u;
    out += r;
  }
  return mk(0, BigInt(out), 0);
}

// ---------------------------------------------------------------- square root

export function sqrt(ctx: Ctx, a: Dec): Dec {
  if (a.kind !== FINITE) {
    const n = checkNans(ctx, a);
    if (n) return n;
    if (a.sign) return invalid(ctx);
    return a;
  }
  const ideal = Math.floor(a.exp / 2);
  if (a.coeff === 0n) return finalize(mk(a.sign, 0n, ideal), ctx);
  if (a.sign) return invalid(ctx);
  const prec = ctx.prec;
  // c * 10**e with e even and c having at least 2*prec+2 digits
  let e = a.exp;
  let c = a.coeff;
  let shift = 2 * prec + 2 - ndigits(c);
  if (shift < 0) shift = 0;
  if ((e - shift) % 2 !== 0) shift += 1;
  c *= pow10(shift);
  e -= shift;
  let r = isqrt(c);
  let exact = r * r === c;
  let re = e / 2;
  if (exact) {
    while (re < ideal && r % 10n === 0n) {
      r /= 10n;
      re++;
    }
  } else {
    r = r * 10n + 1n; // sticky digit: the root is strictly between r and r+1
    re -= 1;
    exact = false;
  }
  const c2: Ctx = { ...ctx, round: ROUND_HALF_EVEN };
  const d = finalize(mk(0, r, re), c2);
  ctx.status |= c2.status;
  // a root that is exact but too long was rounded: finalize said so
  return d;
}

export function isqrt(n: bigint): bigint {
  if (n < 2n) return n;
  let x = 1n << BigInt((n.toString(2).length >> 1) + 1);
  // Newton's iteration from an estimate (exact for large n too)
  for (;;) {
    const y = (x + n / x) >> 1n;
    if (y >= x) {
      // settle
      while (x * x > n) x -= 1n;
      while ((x + 1n) * (x + 1n) <= n) x += 1n;
      return x;
    }
    x = y;
  }
}
