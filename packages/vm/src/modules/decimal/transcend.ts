/**
 * exp, ln, log10 and power for `_decimal`, correctly rounded as libmpdec rounds them with
 * `allcr` set: an approximation in BigInt fixed point with a bounded error, widened until both
 * ends of its error interval round to the same result (Ziv's loop).
 */
import {
  type Ctx, type Dec, FINITE, INF, NAN, SNAN, mk, inf, ndigits, pow10, adjusted, etiny, finalize, checkNans, invalid,
  isZero, isIntegerValue, div, cmp, Inexact, Rounded, DivisionByZero, ROUND_HALF_EVEN, sub,
} from "./mpd.js";

// ---------------------------------------------------------------- fixed point helpers

/** atanh(1/k) * 10**W. */
function atanhInv(k: bigint, W: number): bigint {
  const one = pow10(W);
  const k2 = k * k;
  let power = one / k;
  let sum = power;
  for (let i = 3n; power !== 0n; i += 2n) {
    power /= k2;
    sum += power / i;
  }
  return sum;
}

const lnCache = new Map<string, bigint>();
function cached(name: string, W: number, f: (W: number) => bigint): bigint {
  const key = name + W;
  let v = lnCache.get(key);
  if (v === undefined) {
    v = f(W + 5) / pow10(5);
    if (lnCache.size > 64) lnCache.clear();
    lnCache.set(key, v);
  }
  return v;
}
const ln2 = (W: number): bigint => cached("ln2", W, (w) => 2n * atanhInv(3n, w));
const ln10 = (W: number): bigint => cached("ln10", W, (w) => 3n * 2n * atanhInv(3n, w) + 2n * atanhInv(9n, w));

/** ln(m / 10**W) * 10**W for m / 10**W in [1, 10) (error a few units). */
function lnMantissa(m: bigint, W: number): bigint {
  const one = pow10(W);
  // m = 2**k * u with u near 1
  let k = 0;
  let u = m;
  const lim = (one * 141421n) / 100000n;
  while (u > lim) {
    u >>= 1n;
    k++;
  }
  // ln(u) = 2 atanh(t), t = (u - 1) / (u + 1)
  const t = ((u - one) * one) / (u + one);
  const t2 = (t * t) / one;
  let power = t;
  let sum = t;
  for (let i = 3n; power !== 0n; i += 2n) {
    power = (power * t2) / one;
    sum += power / i;
  }
  return 2n * sum + BigInt(k) * ln2(W);
}

/** ln(c * 10**e) * 10**W. */
function lnFixed(c: bigint, e: number, W: number): bigint {
  const nd = ndigits(c);
  const adj = e + nd - 1;
  const g = 6;
  const Wg = W + g;
  const m = nd - 1 > Wg ? c / pow10(nd - 1 - Wg) : c * pow10(Wg - (nd - 1));
  let r = lnMantissa(m, Wg);
  if (adj !== 0) {
    const extra = String(Math.abs(adj)).length;
    r += (BigInt(adj) * ln10(Wg + extra)) / pow10(extra);
  }
  return r / pow10(g);
}

/** exp(X / 10**S) as A * 10**e with a relative error below about 10**-W. */
function expFixed(X: bigint, S: number, W: number): { a: bigint; e: number } {
  // X/10**S = n ln10 + r
  const g = 10;
  const Wg = W + g;
  // bring X to scale Wg (+ room for n)
  const xs = S > Wg ? (S - Wg > ndigits(X) + 2 ? 0n : X / pow10(S - Wg)) : X * pow10(Wg - S);
  const nEst = Number(xs / pow10(Wg)) / Math.LN10;
  const n = Math.round(nEst);
  const extra = String(Math.abs(n)).length;
  const r = xs - (BigInt(n) * ln10(Wg + extra)) / pow10(extra);
  // exp(r), |r| < ~1.2: halve k times, Taylor, square k times
  const k = Math.max(4, Math.ceil(Math.sqrt(Wg)));
  const Wk = Wg + Math.ceil(k * 0.302) + 2;
  const one = pow10(Wk);
  const rr = (r * pow10(Wk - Wg)) >> BigInt(k);
  let term = one;
  let sum = one;
  for (let i = 1n; term !== 0n; i++) {
    term = (term * rr) / (one * i);
    sum += term;
  }
  for (let i = 0; i < k; i++) sum = (sum * sum) / one;
  return { a: sum / pow10(Wk - W), e: n - W };
}

/**
 * Ziv's loop: `approx(W)` gives A, e with |value - A*10**e| < err * 10**e and A of about W
 * digits; the result is the value rounded to ctx when both ends agree.
 */
function ziv(ctx: Ctx, sign: number, start: number, approx: (W: number) => { a: bigint; e: number }, err = 4n): Dec {
  let W = start;
  for (let iter = 0; ; iter++) {
    const { a, e } = approx(W);
    const lo = mk(sign, (a - err) * 10n + 1n, e - 1);
    const hi = mk(sign, (a + err) * 10n - 1n, e - 1);
    const c1: Ctx = { ...ctx, status: 0 };
    const c2: Ctx = { ...ctx, status: 0 };
    const r1 = finalize(lo, c1), r2 = finalize(hi, c2);
    if ((r1.kind === r2.kind && r1.coeff === r2.coeff && r1.exp === r2.exp) || iter >= 3) {
      const c3: Ctx = { ...ctx, status: 0 };
      const r = iter >= 3 ? finalize(mk(sign, a * 10n + 1n, e - 1), c3) : r1;
      ctx.status |= (iter >= 3 ? c3.status : c1.status) | Inexact | Rounded;
      return r;
    }
    W = W * 2 + 10;
  }
}

// ---------------------------------------------------------------- exp, ln, log10

/** A decimal's value as a double (infinite when out of range). */
function approxLog10(a: Dec): number {
  const s = a.coeff.toString();
  const lead = Number(s.slice(0, 17)) / 10 ** (Math.min(17, s.length) - 1);
  return Math.log10(lead) + adjusted(a);
}

export function exp(ctx: Ctx, a: Dec): Dec {
  if (a.kind !== FINITE) {
    const n = checkNans(ctx, a);
    if (n) return n;
    return a.sign ? mk(0, 0n, 0) : a;
  }
  if (a.coeff === 0n) return mk(0, 1n, 0);
  const adj = adjusted(a);
  const p = ctx.prec;
  if (adj < -(p + 3)) {
    // 1 +/- a tiny amount
    const k = p + 4;
    return withInexact(ctx, finalize(mk(0, pow10(k) + (a.sign ? -1n : 1n), -k), ctx));
  }
  // |a| beyond what any context can hold: overflow or underflow at once
  const bound = (Math.max(Math.abs(ctx.emax), Math.abs(etiny(ctx))) + 2) * 2.31;
  if (adj > 19 || Math.abs(approxValue(a)) > bound) {
    if (a.sign === 0) return withInexact(ctx, finalize(mk(0, 1n, ctx.emax + 5), ctx));
    return withInexact(ctx, finalize(mk(0, 1n, etiny(ctx) - 5), ctx));
  }
  const X = a.sign ? -a.coeff : a.coeff;
  return ziv(ctx, 0, p + 3 + Math.max(0, adj), (W) => {
    const S = -a.exp;
    return S >= 0 ? expFixed(X, S, W) : expFixed(X * pow10(-S), 0, W);
  });
}

function approxValue(a: Dec): number {
  const v = 10 ** approxLog10(a);
  return a.sign ? -v : v;
}

function withInexact(ctx: Ctx, d: Dec): Dec {
  ctx.status |= Inexact | Rounded;
  return d;
}

export function ln(ctx: Ctx, a: Dec): Dec {
  if (a.kind !== FINITE) {
    const n = checkNans(ctx, a);
    if (n) return n;
    return a.sign ? invalid(ctx) : a;
  }
  if (a.coeff === 0n) return inf(1);
  if (a.sign) return invalid(ctx);
  if (isOne(a)) return mk(0, 0n, 0);
  const mag = lnMagnitude(a);
  return zivSigned(ctx, Math.max(2, ctx.prec + 3 - mag), (W) => lnFixed(a.coeff, a.exp, W));
}

/** Whether a is exactly 1. */
function isOne(a: Dec): boolean {
  return a.kind === FINITE && a.sign === 0 && a.exp <= 0 && a.coeff === pow10(-a.exp);
}

/** About log10 |ln a| (how many leading zero digits a fixed-point ln would show). */
function lnMagnitude(a: Dec): number {
  const c: Ctx = { prec: 1000, round: ROUND_HALF_EVEN, emax: 9e17, emin: -9e17, clamp: 0, status: 0 };
  const d = sub(c, a, mk(0, 1n, 0));
  const ad = adjusted(d);
  if (ad < -2) return ad;
  const l = Math.abs(approxLog10(a) * Math.LN10);
  return l > 0 ? Math.floor(Math.log10(l)) : 0;
}

function zivSigned(ctx: Ctx, start: number, approx: (W: number) => bigint): Dec {
  // the sign is known after the first approximation (the value is never 0 here)
  const first = approx(start);
  const sign = first < 0n ? 1 : 0;
  return ziv(ctx, sign, start, (W) => {
    const v = W === start ? first : approx(W);
    return { a: v < 0n ? -v : v, e: -W };
  });
}

export function log10(ctx: Ctx, a: Dec): Dec {
  if (a.kind !== FINITE) {
    const n = checkNans(ctx, a);
    if (n) return n;
    return a.sign ? invalid(ctx) : a;
  }
  if (a.coeff === 0n) return inf(1);
  if (a.sign) return invalid(ctx);
  // an exact power of ten gives an exact integer
  const s = a.coeff.toString();
  if (/^10*$/.test(s)) {
    const v = adjusted(a);
    return finalize(mk(v < 0 ? 1 : 0, BigInt(Math.abs(v)), 0), ctx);
  }
  const mag = lnMagnitude(a);
  return zivSigned(ctx, Math.max(2, ctx.prec + 3 - Math.min(mag, 0) + String(Math.abs(adjusted(a))).length), (W) => {
    const v = lnFixed(a.coeff, a.exp, W + 3);
    return (v * pow10(W + 3)) / ln10(W + 3) / pow10(3);
  });
}

// ---------------------------------------------------------------- power

export function pow(ctx: Ctx, a: Dec, b: Dec): Dec {
  const n = checkNans(ctx, a, b);
  if (n) return n;
  const bInt = isIntegerValue(b);
  const odd = bInt && isOdd(b);
  const resSign = a.sign && odd ? 1 : 0;
  if (b.kind === FINITE && b.coeff === 0n) {
    if (isZero(a)) return invalid(ctx);
    if (a.sign && a.kind === FINITE && !bInt) return invalid(ctx);
    return mk(0, 1n, 0);
  }
  if (a.sign && !isZero(a) && !bInt) return invalid(ctx);
  if (a.kind === INF) {
    if (b.sign) return mk(resSign, 0n, 0);
    return inf(resSign);
  }
  if (isZero(a)) {
    if (b.sign) return inf(resSign);
    return mk(resSign, 0n, 0);
  }
  if (b.kind === INF) {
    // |a| against 1
    const c = cmp(mk(0, a.coeff, a.exp), mk(0, 1n, 0));
    if (c === 0) {
      ctx.status |= Inexact | Rounded;
      return finalize(mk(0, pow10(ctx.prec - 1), 1 - ctx.prec), ctx);
    }
    if ((c < 0) === (b.sign === 0)) return mk(0, 0n, 0);
    return inf(0);
  }
  if (bInt) return powInt(ctx, a, b, resSign);
  // a > 0, b not an integer: exp(b ln a) to full precision, always inexact
  if (isOne(a)) {
    ctx.status |= Inexact | Rounded;
    return finalize(mk(0, pow10(ctx.prec - 1), 1 - ctx.prec), ctx);
  }
  return powReal(ctx, a, b, 0);
}

function isOdd(b: Dec): boolean {
  if (b.exp > 0 || -b.exp >= ndigits(b.coeff)) return false;
  const q = b.coeff / pow10(-b.exp);
  return (q & 1n) === 1n;
}

/** a**b through exp(b ln|a|): result sign given. */
function powReal(ctx: Ctx, a: Dec, b: Dec, sign: number): Dec {
  const est = approxLog10(a) * approxValue(b);
  if (!Number.isFinite(est) || est > ctx.emax + 2) return withInexact(ctx, finalize(mk(sign, 1n, ctx.emax + 5), ctx));
  if (est < etiny(ctx) - 3) return withInexact(ctx, finalize(mk(sign, 1n, etiny(ctx) - 5), ctx));
  const bAdj = adjusted(b);
  // b ln a below the precision: 1 +/- a tiny amount
  const lnMag = lnMagnitude(a);
  if (bAdj + lnMag < -(ctx.prec + 3)) {
    const k = ctx.prec + 4;
    const neg = (b.sign === 1) !== (cmp(a, mk(0, 1n, 0)) < 0);
    return withInexact(ctx, finalize(mk(sign, pow10(k) + (neg ? -1n : 1n), -k), ctx));
  }
  return ziv(ctx, sign, ctx.prec + 3, (W) => {
    // L = ln|a| with enough digits that b * L is good to W + 2 places
    const extra = Math.max(0, bAdj + 2) + String(Math.abs(Math.round(est))).length;
    const WL = W + extra + 4;
    const L = lnFixed(a.coeff, a.exp, WL);
    const prod = L * (b.sign ? -b.coeff : b.coeff);
    const S = WL - b.exp;
    return S >= 0 ? expFixed(prod, S, W + 2) : expFixed(prod * pow10(-S), 0, W + 2);
  }, 8n);
}

/** a**b for an integral b. */
function powInt(ctx: Ctx, a: Dec, b: Dec, sign: number): Dec {
  const nb = b.exp >= 0 ? b.coeff * pow10(b.exp) : b.coeff / pow10(-b.exp);
  const nd = ndigits(a.coeff);
  if (isOne(mk(0, a.coeff, a.exp)) && a.exp === 0) return mk(sign, 1n, 0);
  const size = BigInt(nd) * nb;
  if (size <= 20000n) {
    const k = Number(nb);
    const c = a.coeff ** nb;
    const e = a.exp * k;
    if (b.sign === 0) return finalize(mk(sign, c, e), ctx);
    // 1 / a**|b|
    return div(ctx, mk(0, 1n, 0), mk(sign, c, e));
  }
  if (b.sign === 0) {
    // binary powering keeping prec + 20 digits, with a sticky digit for what was cut
    const keep = ctx.prec + 20;
    let r = 1n, re = 0, base = a.coeff, be = 0, inexact = false;
    let k = nb;
    const cut = (c: bigint, e: number): [bigint, number] => {
      const nd2 = ndigits(c);
      if (nd2 <= keep) return [c, e];
      const p = pow10(nd2 - keep);
      if (c % p !== 0n) inexact = true;
      return [c / p, e + nd2 - keep];
    };
    while (k > 0n) {
      if (k & 1n) [r, re] = cut(r * base, re + be);
      k >>= 1n;
      if (k > 0n) [base, be] = cut(base * base, be * 2);
    }
    const e = re + a.exp * Number(nb);
    if (!inexact) return finalize(mk(sign, r, e), ctx);
    return withInexact(ctx, finalize(mk(sign, r * 10n + 1n, e - 1), ctx));
  }
  // a negative power of an exactly computable power: 1 / a**|b|
  let c = a.coeff, ce = a.exp;
  while (c % 10n === 0n) {
    c /= 10n;
    ce++;
  }
  if (c === 1n || BigInt(ndigits(c)) * nb <= 20000n) return div(ctx, mk(0, 1n, 0), mk(sign, c === 1n ? 1n : c ** nb, ce * Number(nb)));
  return powReal(ctx, mk(0, a.coeff, a.exp), b, sign);
}

/** pow(a, b, m) for integers: (a**b) % m. */
export function powMod(ctx: Ctx, a: Dec, b: Dec, m: Dec): Dec {
  const n = checkNans(ctx, a, b, m);
  if (n) return n;
  if (!isIntegerValue(a) || !isIntegerValue(b) || !isIntegerValue(m)) return invalid(ctx);
  if (b.sign && !isZero(b)) return invalid(ctx);
  if (isZero(m)) return invalid(ctx);
  const toInt = (d: Dec): bigint => (d.exp >= 0 ? d.coeff * pow10(d.exp) : d.coeff / pow10(-d.exp));
  const mv = toInt(m);
  if (ndigits(mv) > ctx.prec) return invalid(ctx);
  const bv = toInt(b);
  if (isZero(a) && bv === 0n) return invalid(ctx);
  let base = toInt(a) % mv;
  let e = bv;
  let r = 1n % mv;
  while (e > 0n) {
    if (e & 1n) r = (r * base) % mv;
    base = (base * base) % mv;
    e >>= 1n;
  }
  const sign = a.sign && (bv & 1n) === 1n ? 1 : 0;
  return mk(sign, r, 0);
}

export { NAN, SNAN, INF, DivisionByZero };
