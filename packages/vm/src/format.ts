/**
 * The format-spec mini-language (Python/formatter_unicode.c) for int, float and str, and
 * printf-style `%` formatting of str (Objects/unicodeobject.c PyUnicode_Format).
 */
import { PyObject, Py_DECREF } from "./objects/object.js";
import { None } from "./objects/none.js";
import { PyStr, newStr, isStr } from "./objects/str.js";
import { PyInt, isInt } from "./objects/int.js";
import { PyFloat, isFloat } from "./objects/float.js";
import { PyTuple, isTuple } from "./objects/tuple.js";
import { isDict } from "./objects/dict.js";
import { PyExc_ValueError, newException, typeError } from "./objects/exceptions.js";
import { PyObject_Str, PyObject_Repr, PyObject_Call, typeName, PyObject_GetItem, asIndex } from "./abstract.js";
import { formatFloatRepr } from "@pyts/parser";

interface Spec {
  fill: string;
  align: string;
  sign: string;
  alt: boolean;
  zero: boolean;
  width: number;
  grouping: string;
  precision: number;
  type: string;
}

function parseSpec(spec: string): Spec {
  const m = /^(?:(.)?([<>=^]))?([+\- ])?(z)?(#)?(0)?(\d+)?([,_])?(?:\.(\d+))?([bcdeEfFgGnosxX%])?$/su.exec(spec);
  if (!m) throw newException(PyExc_ValueError, "Invalid format specifier '" + spec + "' for object of type 'str'");
  return {
    fill: m[1] ?? (m[6] && !m[2] ? "0" : " "),
    align: m[2] ?? (m[6] ? "=" : ""),
    sign: m[3] ?? "-",
    alt: !!m[5],
    zero: !!m[6],
    width: m[7] ? Number(m[7]) : 0,
    grouping: m[8] ?? "",
    precision: m[9] !== undefined ? Number(m[9]) : -1,
    type: m[10] ?? "",
  };
}

function group(intPart: string, sep: string, every = 3): string {
  if (!sep) return intPart;
  let out = "";
  for (let i = 0; i < intPart.length; i++) {
    if (i > 0 && (intPart.length - i) % every === 0) out += sep;
    out += intPart[i];
  }
  return out;
}

function pad(body: string, sign: string, s: Spec, defaultAlign: string): string {
  const align = s.align || defaultAlign;
  const len = [...sign + body].length;
  if (len >= s.width) return sign + body;
  const n = s.width - len;
  if (align === "=") return sign + s.fill.repeat(n) + body;
  if (align === "<") return sign + body + s.fill.repeat(n);
  if (align === ">") return s.fill.repeat(n) + sign + body;
  const left = Math.floor(n / 2);
  return s.fill.repeat(left) + sign + body + s.fill.repeat(n - left);
}

function signOf(neg: boolean, s: Spec): string {
  return neg ? "-" : s.sign === "+" ? "+" : s.sign === " " ? " " : "";
}

export function formatInt(v: number | bigint, spec: string): string {
  const s = parseSpec(spec);
  if ("eEfFgG%".includes(s.type) && s.type !== "") return formatFloatSpec(Number(v), s);
  const neg = v < 0;
  const a = neg ? -BigInt(v) : BigInt(v);
  let body: string;
  let prefix = "";
  switch (s.type) {
    case "b": body = a.toString(2); prefix = "0b"; break;
    case "o": body = a.toString(8); prefix = "0o"; break;
    case "x": body = a.toString(16); prefix = "0x"; break;
    case "X": body = a.toString(16).toUpperCase(); prefix = "0X"; break;
    case "c": body = String.fromCodePoint(Number(a)); break;
    default: body = a.toString(10);
  }
  if (s.precision >= 0) throw newException(PyExc_ValueError, "Precision not allowed in integer format specifier");
  const every = "bxXo".includes(s.type) && s.type !== "" ? 4 : 3;
  if (s.zero && s.align === "=" && s.grouping) {
    const signS = signOf(neg, s) + (s.alt ? prefix : "");
    let w = s.width - signS.length;
    let g = group(body, s.grouping, every);
    while (g.length < w) {
      body = "0" + body;
      g = group(body, s.grouping, every);
    }
    return signS + g;
  }
  body = group(body, s.grouping, every);
  return pad(body, signOf(neg, s) + (s.alt ? prefix : ""), s, ">");
}

/** x.toFixed(prec) with Python's round-half-even on exact ties (JS rounds ties up). */
export function toFixedEven(a: number, prec: number): string {
  const r = a.toFixed(prec);
  if (prec > 80 || a >= 1e21) return r;
  const full = a.toFixed(Math.min(100, prec + 30));
  const dot = full.indexOf(".");
  const tail = full.slice(dot + 1 + prec);
  if (!/^50*$/.test(tail)) return r;
  // exact tie: round to even
  const kept = prec === 0 ? full.slice(0, dot) : full.slice(0, dot + 1 + prec);
  const lastDigit = Number(kept[kept.length - 1]);
  if (lastDigit % 2 === 0) return kept;
  return r;
}

function formatFloatSpec(x: number, s: Spec): string {
  const neg = x < 0 || Object.is(x, -0);
  const a = Math.abs(x);
  let body: string;
  let t = s.type;
  let prec = s.precision;
  if (!Number.isFinite(a)) body = Number.isNaN(a) ? "nan" : "inf";
  else if (t === "f" || t === "F") body = toFixedEven(a, prec < 0 ? 6 : prec);
  else if (t === "%") body = toFixedEven(a * 100, prec < 0 ? 6 : prec) + "%";
  else if (t === "e" || t === "E") body = expFormat(a, prec < 0 ? 6 : prec);
  else if (t === "g" || t === "G" || t === "n") {
    const p = prec < 0 ? 6 : prec === 0 ? 1 : prec;
    body = gFormat(a, p, s.alt);
  } else if (t === "") {
    if (prec < 0) body = formatFloatRepr(a);
    else {
      body = gFormat(a, prec === 0 ? 1 : prec, s.alt);
      if (!/[.e]/.test(body) && Number.isFinite(a)) body += ".0";
    }
  } else throw newException(PyExc_ValueError, `Unknown format code '${t}' for object of type 'float'`);
  if (t === "E" || t === "G" || t === "F") body = body.toUpperCase();
  if (s.grouping && Number.isFinite(a)) {
    const [ip, ...rest] = body.split(".");
    body = group(ip!, s.grouping) + (rest.length ? "." + rest.join(".") : "");
  }
  return pad(body, signOf(neg && !Number.isNaN(x), s), s, ">");
}

function expFormat(a: number, prec: number): string {
  const e = a.toExponential(prec);
  return e.replace(/e([+-])(\d)$/, "e$10$2");
}

function gFormat(a: number, p: number, alt: boolean): string {
  if (a === 0) return alt ? "0." + "0".repeat(p - 1) : "0";
  const exp = Math.floor(Math.log10(a));
  const rounded = Number(a.toExponential(p - 1));
  const e2 = rounded === 0 ? 0 : Math.floor(Math.log10(rounded));
  const X = Number.isFinite(e2) ? e2 : exp;
  let out: string;
  if (X >= -4 && X < p) {
    out = toFixedEven(a, Math.max(0, p - 1 - X));
    if (!alt && out.includes(".")) out = out.replace(/\.?0+$/, "");
  } else {
    out = expFormat(a, p - 1);
    if (!alt) out = out.replace(/\.?0+e/, "e");
  }
  return out;
}

export function formatStr(v: string, spec: string): string {
  if (spec === "") return v;
  const s = parseSpec(spec);
  if (s.type !== "" && s.type !== "s") throw newException(PyExc_ValueError, `Unknown format code '${s.type}' for object of type 'str'`);
  if (s.sign !== "-" || (spec.match(/[+ ]/) && !s.align)) {
    if (spec.includes("+") || spec.includes(" ")) throw newException(PyExc_ValueError, "Sign not allowed in string format specifier");
  }
  if (s.align === "=") throw newException(PyExc_ValueError, "'=' alignment not allowed in string format specifier");
  const body = s.precision >= 0 ? [...v].slice(0, s.precision).join("") : v;
  return pad(body, "", s, "<");
}

/** format(value, spec) → str (new reference). */
export function formatObject(v: PyObject, specObj: PyObject | null): PyObject {
  const spec = specObj === null ? "" : (specObj as PyStr).value;
  if (isStr(v) && v.ob_type.lookup("__format__") === PyStrFormat()) return newStr(formatStr((v as PyStr).value, spec));
  if (v.ob_type.lookup("__format__") === null) typeError("no __format__");
  if (isInt(v) && v.ob_type.lookup("__format__") === PyIntFormat()) {
    if (spec === "") return PyObject_Str(v);
    return newStr(formatInt((v as PyInt).value, spec));
  }
  if (isFloat(v) && v.ob_type.lookup("__format__") === PyFloatFormat()) {
    if (spec === "") return PyObject_Str(v);
    return newStr(formatFloatSpec((v as PyFloat).value, parseSpec(spec)));
  }
  const m = v.ob_type.tp_getattro(v, newStr("__format__"));
  const r = PyObject_Call(m, [specObj ?? newStr("")], null);
  Py_DECREF(m);
  if (!isStr(r)) typeError(`__format__ must return a str, not ${typeName(r)}`);
  return r;
}

let PyStrFormat: () => PyObject | null = () => null;
let PyIntFormat: () => PyObject | null = () => null;
let PyFloatFormat: () => PyObject | null = () => null;
export function bindFormatDescrs(s: PyObject | null, i: PyObject | null, f: PyObject | null): void {
  PyStrFormat = () => s;
  PyIntFormat = () => i;
  PyFloatFormat = () => f;
}

export { formatFloatSpec, parseSpec };

/** str % args (printf-style). */
export function percentFormat(fmt: PyStr, args: PyObject): PyObject {
  const f = fmt.value;
  const items = isTuple(args) ? (args as PyTuple).items : [args];
  const useMapping = !isTuple(args) && isDict(args);
  let ai = 0;
  let out = "";
  const next = (): PyObject => {
    if (ai >= items.length) typeError("not enough arguments for format string");
    return items[ai++]!;
  };
  for (let i = 0; i < f.length; i++) {
    const c = f[i]!;
    if (c !== "%") {
      out += c;
      continue;
    }
    const m = /^(?:\(([^)]*)\))?([-+ #0]*)(\*|\d+)?(?:\.(\*|\d+))?([hlL])?(.)/s.exec(f.slice(i + 1));
    if (!m) throw newException(PyExc_ValueError, "incomplete format");
    i += m[0].length;
    const conv = m[6]!;
    if (conv === "%") {
      out += "%";
      continue;
    }
    const flags = m[2] ?? "";
    let width = m[3] === "*" ? asIndex(next()) : m[3] ? Number(m[3]) : 0;
    const precS = m[4] === "*" ? String(asIndex(next())) : m[4];
    const v = m[1] !== undefined ? PyObject_GetItem(args, newStr(m[1])) : useMapping ? args : next();
    let body: string;
    let numeric = false;
    let neg = false;
    switch (conv) {
      case "s": body = PyObject_Str(v).value; break;
      case "r": body = PyObject_Repr(v).value; break;
      case "a": body = PyObject_Repr(v).value; break;
      case "c": body = isStr(v) ? (v as PyStr).value : String.fromCodePoint(Number((v as PyInt).value)); break;
      case "d": case "i": case "u": case "x": case "X": case "o": {
        let n: number | bigint;
        if (isInt(v)) n = (v as PyInt).value;
        else if (isFloat(v) && "diu".includes(conv)) n = Math.trunc((v as PyFloat).value);
        else if (v.ob_type.nb_index !== null || v.ob_type.nb_int !== null) n = asIndex(v);
        else typeError(`%${conv} format: ${"diu".includes(conv) ? "a real number" : "an integer"} is required, not ${typeName(v)}`);
        numeric = true;
        neg = n < 0;
        const a = neg ? -BigInt(n) : BigInt(n);
        body = conv === "x" ? a.toString(16) : conv === "X" ? a.toString(16).toUpperCase() : conv === "o" ? a.toString(8) : a.toString();
        if (flags.includes("#") && conv !== "d" && conv !== "i" && conv !== "u") body = (conv === "o" ? "0o" : conv === "x" ? "0x" : "0X") + body;
        if (precS !== undefined) body = body.padStart(Number(precS), "0");
        break;
      }
      case "f": case "F": case "e": case "E": case "g": case "G": {
        if (!isFloat(v) && !isInt(v)) typeError(`must be real number, not ${typeName(v)}`);
        const x = isFloat(v) ? (v as PyFloat).value : Number((v as PyInt).value);
        numeric = true;
        neg = x < 0 || Object.is(x, -0);
        body = formatFloatSpec(Math.abs(x), parseSpec(`${flags.includes("#") ? "#" : ""}.${precS ?? 6}${conv}`));
        break;
      }
      default:
        throw newException(PyExc_ValueError, `unsupported format character '${conv}' (0x${conv.charCodeAt(0).toString(16)}) at index ${i - m[0].length + m[0].length - 1}`);
    }
    let sign = "";
    if (numeric) sign = neg ? "-" : flags.includes("+") ? "+" : flags.includes(" ") ? " " : "";
    const len = sign.length + [...body].length;
    if (len < width) {
      if (flags.includes("-")) body = sign + body + " ".repeat(width - len);
      else if (flags.includes("0") && numeric) body = sign + "0".repeat(width - len) + body;
      else body = " ".repeat(width - len) + sign + body;
    } else body = sign + body;
    out += body;
    width = 0;
  }
  if (ai < items.length && !useMapping && isTuple(args)) typeError("not all arguments converted during string formatting");
  if (!isTuple(args) && !useMapping && ai === 0 && items.length === 1) typeError("not all arguments converted during string formatting");
  return newStr(out);
}

void None;
