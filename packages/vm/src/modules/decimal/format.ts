/**
 * Decimal.__format__: the format specification mini-language for decimals (fill, align, sign,
 * 'z', '#', '0', width, ',' / '_' grouping, precision with fractional grouping, and the types
 * e E f F g G n %), in the C locale for 'n'.
 */
import { type Dec, FINITE, INF, mk, ndigits, adjusted, rescale, toString } from "./mpd.js";

interface Spec {
  fill: string;
  align: string;
  sign: string;
  noNeg0: boolean;
  alt: boolean;
  zeropad: boolean;
  width: number;
  thousands: string;
  precision: number | null;
  fracSep: string;
  type: string | null;
  grouping: number[];
  decimalPoint: string;
}

const SPEC_RE = /^(?:([\s\S])?([<>=^]))?([-+ ])?(z)?(#)?(0)?(\d+)?([,_])?(?:\.(?=[\d,_])(\d+)?([,_])?)?([eEfFgGn%])?$/u;

export class FormatError extends Error {}

function parseSpec(spec: string): Spec {
  const m = SPEC_RE.exec(spec);
  if (m === null) throw new FormatError("invalid format string");
  const zeropad = m[6] !== undefined;
  let fill = m[1];
  let align = m[2];
  if (zeropad && fill === undefined && align === undefined) {
    fill = "0";
    align = "=";
  }
  const s: Spec = {
    fill: fill ?? " ",
    align: align ?? ">",
    sign: m[3] ?? "-",
    noNeg0: m[4] !== undefined,
    alt: m[5] !== undefined,
    zeropad: zeropad && m[1] === undefined && m[2] === undefined,
    width: m[7] !== undefined ? Number(m[7]) : 0,
    thousands: m[8] ?? "",
    precision: m[9] !== undefined ? Number(m[9]) : null,
    fracSep: m[10] ?? "",
    type: m[11] ?? null,
    grouping: [3, 0],
    decimalPoint: ".",
  };
  if (s.precision === 0 && (s.type === null || "gGn".includes(s.type))) s.precision = 1;
  if (s.type === "n") {
    if (m[8] !== undefined) throw new FormatError("invalid format string");
    s.type = "g";
    s.thousands = "";
    s.grouping = [];
  }
  return s;
}

function formatSign(neg: boolean, spec: Spec): string {
  if (neg) return "-";
  return spec.sign === " " || spec.sign === "+" ? spec.sign : "";
}

function align(sign: string, body: string, spec: Spec): string {
  const n = spec.width - [...sign].length - [...body].length;
  const padding = n > 0 ? spec.fill.repeat(n) : "";
  switch (spec.align) {
    case "<": return sign + body + padding;
    case "=": return sign + padding + body;
    case "^": {
      const half = Math.floor([...padding].length / 2);
      return padding.slice(0, half) + sign + body + padding.slice(half);
    }
    default: return padding + sign + body;
  }
}

function groupLengths(grouping: number[]): number[] | "repeat" {
  if (grouping.length === 0) return [];
  return "repeat";
}

function insertThousands(digits: string, spec: Spec, minWidth: number): string {
  const sep = spec.thousands;
  const groups: string[] = [];
  const lens = groupLengths(spec.grouping);
  if (lens === "repeat" && sep !== "") {
    for (;;) {
      const l = Math.min(Math.max(digits.length, minWidth, 1), 3);
      groups.push("0".repeat(Math.max(0, l - digits.length)) + digits.slice(-l));
      digits = digits.slice(0, Math.max(0, digits.length - l));
      minWidth -= l;
      if (digits === "" && minWidth <= 0) break;
      minWidth -= sep.length;
    }
  } else {
    const l = Math.max(digits.length, minWidth, 1);
    groups.push("0".repeat(l - digits.length) + digits);
  }
  return groups.reverse().join(sep);
}

/** format(d, spec) with the context's rounding and capitals. */
export function formatDecimal(d0: Dec, specStr: string, rounding: number, capitals: boolean): string {
  const spec = parseSpec(specStr);
  let d = d0;
  if (d.kind !== FINITE) {
    const sign = formatSign(d.sign === 1, spec);
    let body = toString(mk(0, d.coeff, d.exp, d.kind), false, true);
    if (d.kind === INF) body = "Infinity";
    if (spec.type === "%") body += "%";
    return align(sign, body, spec);
  }
  const type = spec.type ?? (capitals ? "G" : "g");
  if (type === "%") d = mk(d.sign, d.coeff, d.exp + 2);
  const prec = spec.precision;
  if (prec !== null) {
    if (type === "e" || type === "E") d = roundSig(d, prec + 1, rounding);
    else if (type === "f" || type === "F" || type === "%") d = rescale(d, -prec, rounding).d;
    else if ((type === "g" || type === "G") && ndigits(d.coeff) > prec) d = roundSig(d, prec, rounding);
  }
  if (d.coeff === 0n && d.exp > 0 && (type === "f" || type === "F" || type === "%")) d = rescale(d, 0, rounding).d;
  const neg = d.coeff === 0n && spec.noNeg0 ? false : d.sign === 1;
  const digits = d.coeff.toString();
  const leftdigits = d.exp + digits.length;
  let dotplace: number;
  if (type === "e" || type === "E") dotplace = d.coeff === 0n && prec !== null ? 1 - prec : 1;
  else if (type === "f" || type === "F" || type === "%") dotplace = leftdigits;
  else dotplace = d.exp <= 0 && leftdigits > -6 ? leftdigits : 1;
  let intpart: string, fracpart: string;
  if (dotplace < 0) {
    intpart = "0";
    fracpart = "0".repeat(-dotplace) + digits;
  } else if (dotplace > digits.length) {
    intpart = digits + "0".repeat(dotplace - digits.length);
    fracpart = "";
  } else {
    intpart = digits.slice(0, dotplace) || "0";
    fracpart = digits.slice(dotplace);
  }
  const exp = leftdigits - dotplace;
  const sign = formatSign(neg, spec);
  if (fracpart && spec.fracSep) {
    const parts: string[] = [];
    for (let i = 0; i < fracpart.length; i += 3) parts.push(fracpart.slice(i, i + 3));
    fracpart = parts.join(spec.fracSep);
  }
  if (fracpart || spec.alt) fracpart = spec.decimalPoint + fracpart;
  if (exp !== 0 || type === "e" || type === "E") {
    const echar = type === "E" || type === "G" ? "E" : "e";
    fracpart += echar + (exp >= 0 ? "+" : "-") + String(Math.abs(exp));
  }
  if (type === "%") fracpart += "%";
  const minWidth = spec.zeropad ? spec.width - fracpart.length - sign.length : 0;
  intpart = insertThousands(intpart, spec, minWidth);
  return align(sign, intpart + fracpart, spec);
}

function roundSig(d: Dec, places: number, rounding: number): Dec {
  if (d.kind !== FINITE || d.coeff === 0n) return d;
  const adj = adjusted(d);
  let ans = rescale(d, adj + 1 - places, rounding).d;
  if (adjusted(ans) !== adj) ans = rescale(ans, adjusted(ans) + 1 - places, rounding).d;
  return ans;
}
