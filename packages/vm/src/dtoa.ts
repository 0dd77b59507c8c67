/**
 * `PyOS_double_to_string` (Python/pystrtod.c format_float_short) over exact decimal digits:
 * `_Py_dg_dtoa` modes 0 (shortest), 2 (n significant digits) and 3 (n digits after the point)
 * computed with bigints, rounding half-even on the exact binary value as David Gay's dtoa does.
 */

export interface DtsFlags {
  /** Py_DTSF_SIGN: '+' before a non-negative number. */
  sign?: boolean;
  /** Py_DTSF_ADD_DOT_0: an integral result gets ".0". */
  addDot0?: boolean;
  /** Py_DTSF_ALT: '#' alternate form (keep the point and trailing zeros). */
  alt?: boolean;
  /** Py_DTSF_NO_NEG_0: 'z' — a result that rounds to zero loses its minus sign. */
  noNeg0?: boolean;
}

const f64 = new Float64Array(1);
const u64 = new BigUint64Array(f64.buffer);

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

/** |x| (finite, nonzero) as num / den exactly. */
function fraction(x: number): [bigint, bigint] {
  const [m, e] = decompose(Math.abs(x));
  return e >= 0 ? [m << BigInt(e), 1n] : [m, 1n << BigInt(-e)];
}

/** round-half-even of num/den. */
function divRound(num: bigint, den: bigint): bigint {
  const q = num / den;
  const r2 = (num % den) * 2n;
  if (r2 > den || (r2 === den && (q & 1n) === 1n)) return q + 1n;
  return q;
}

function pow10(n: number): bigint {
  return 10n ** BigInt(n);
}

/** `_Py_dg_dtoa(|x|, mode, n)`: digits without trailing zeros and the decimal point position. */
export function dtoaDigits(x: number, mode: 0 | 2 | 3, n: number): { digits: string; decpt: number } {
  if (x === 0) return { digits: "0", decpt: 1 };
  if (mode === 0) {
    const [mant, exp] = Math.abs(x).toExponential().split("e") as [string, string];
    return { digits: mant.replace(".", ""), decpt: Number(exp) + 1 };
  }
  const [num, den] = fraction(x);
  if (mode === 3) {
    const N = n >= 0 ? divRound(num * pow10(n), den) : divRound(num, den * pow10(-n));
    if (N === 0n) return { digits: "", decpt: -n };
    const s = N.toString();
    return { digits: s.replace(/0+$/, ""), decpt: s.length - n };
  }
  // mode 2: n significant digits
  let k = Math.floor(Math.log10(Math.abs(x))) + 1;
  for (;;) {
    const sh = n - k;
    const N = sh >= 0 ? divRound(num * pow10(sh), den) : divRound(num, den * pow10(-sh));
    const s = N.toString();
    if (s.length > n) {
      if (N === pow10(n) && s.length === n + 1) return { digits: "1", decpt: k + 1 };
      k++;
      continue;
    }
    if (s.length < n) {
      k--;
      continue;
    }
    return { digits: s.replace(/0+$/, ""), decpt: k };
  }
}

/** `PyOS_double_to_string(x, code, precision, flags)` for code in e E f F g G r (and '%' done by callers). */
export function doubleToString(x: number, code: string, precision: number, flags: DtsFlags = {}): string {
  const upper = code === "E" || code === "F" || code === "G";
  let c = code.toLowerCase();
  let neg = x < 0 || Object.is(x, -0);
  let body: string;
  if (Number.isNaN(x)) return (flags.sign ? "+" : "") + (upper ? "NAN" : "nan");
  if (!Number.isFinite(x)) body = upper ? "INF" : "inf";
  else {
    let mode: 0 | 2 | 3;
    let prec = precision;
    if (c === "e") {
      mode = 2;
      prec++;
    } else if (c === "f") mode = 3;
    else if (c === "g") {
      mode = 2;
      if (prec === 0) prec = 1;
    } else {
      mode = 0;
      c = "r";
    }
    const { digits, decpt: d0 } = dtoaDigits(x, mode, prec);
    if (flags.noNeg0 && neg && /^0*$/.test(digits)) neg = false;
    body = layout(digits, d0, c, prec, !!flags.addDot0, !!flags.alt);
    if (upper) body = body.toUpperCase();
  }
  return (neg ? "-" : flags.sign ? "+" : "") + body;
}

function layout(digits: string, decpt0: number, c: string, precision: number, addDot0: boolean, alt: boolean): string {
  let decpt = decpt0;
  const len = digits.length;
  let vEnd = len;
  let useExp = false;
  if (c === "e") {
    useExp = true;
    vEnd = precision;
  } else if (c === "f") vEnd = decpt + precision;
  else if (c === "g") {
    if (decpt <= -4 || decpt > (addDot0 ? precision - 1 : precision)) useExp = true;
    if (alt) vEnd = precision;
  } else if (decpt <= -4 || decpt > 16) useExp = true;
  let exp = 0;
  if (useExp) {
    exp = decpt - 1;
    decpt = 1;
  }
  const vStart = decpt <= 0 ? decpt - 1 : 0;
  if (!useExp && addDot0) vEnd = vEnd > decpt ? vEnd : decpt + 1;
  else vEnd = vEnd > decpt ? vEnd : decpt;
  let p = "";
  if (decpt <= 0) p += "0".repeat(decpt - vStart) + "." + "0".repeat(-decpt);
  else p += "0".repeat(-vStart);
  if (decpt > 0 && decpt <= len) p += digits.slice(0, decpt) + "." + digits.slice(decpt);
  else p += digits;
  if (len < decpt) p += "0".repeat(decpt - len) + "." + "0".repeat(vEnd - decpt);
  else p += "0".repeat(Math.max(0, vEnd - len));
  if (p.endsWith(".") && !alt) p = p.slice(0, -1);
  if (useExp) p += "e" + (exp < 0 ? "-" : "+") + String(Math.abs(exp)).padStart(2, "0");
  return p;
}
