/**
 * The format-spec mini-language (Python/formatter_unicode.c) for int, float and str, and
 * printf-style `%` formatting of str (Objects/unicodeobject.c PyUnicode_Format).
 */
import { PyObject, Py_INCREF, Py_DECREF } from "./objects/object.js";
import { None } from "./objects/none.js";
import { PyStr, newStr, isStr } from "./objects/str.js";
import { PyInt, isInt } from "./objects/int.js";
import { PyFloat, isFloat } from "./objects/float.js";
import { PyTuple, isTuple } from "./objects/tuple.js";
import { isDict } from "./objects/dict.js";
import { PyExc_ValueError, newException, typeError } from "./objects/exceptions.js";
import { PyObject_Str, PyObject_Repr, PyObject_Call, typeName, PyObject_GetItem, asIndex } from "./abstract.js";
import { doubleToString } from "./dtoa.js";
import { PyExc_OverflowError } from "./objects/exceptions.js";
import { checkIntStrDigits } from "./types/intMethods.js";

interface Spec {
  fill: string;
  align: string;
  sign: string;
  noNeg0: boolean;
  alt: boolean;
  width: number;
  /** ',' or '_' (or "" for none); '_' with b/o/x/X groups by four. */
  grouping: string;
  /** ',' or '_' after the precision (3.14): groups the fraction's digits by three, from the point. */
  fracGrouping: string;
  precision: number;
  type: string;
}

function valueError(msg: string): never {
  throw newException(PyExc_ValueError, msg);
}

function codeText(c: string): string {
  const n = c.codePointAt(0)!;
  return n > 32 && n < 128 ? c : `\\x${n.toString(16)}`;
}

/** parse_internal_render_format_spec (Python/formatter_unicode.c). */
function parseSpec(spec: string, typeName: string, defaultType: string, defaultAlign: string): Spec {
  const cs = [...spec];
  const isAlign = (c: string | undefined) => c === "<" || c === ">" || c === "=" || c === "^";
  const s: Spec = { fill: " ", align: defaultAlign, sign: "", noNeg0: false, alt: false, width: -1, grouping: "", fracGrouping: "", precision: -1, type: defaultType };
  let pos = 0;
  let fillSpecified = false, alignSpecified = false;
  if (cs.length >= 2 && isAlign(cs[1])) {
    s.align = cs[1]!;
    s.fill = cs[0]!;
    fillSpecified = alignSpecified = true;
    pos = 2;
  } else if (cs.length >= 1 && isAlign(cs[0])) {
    s.align = cs[0]!;
    alignSpecified = true;
    pos = 1;
  }
  if (cs[pos] === "+" || cs[pos] === "-" || cs[pos] === " ") s.sign = cs[pos++]!;
  if (cs[pos] === "z") (s.noNeg0 = true), pos++;
  if (cs[pos] === "#") (s.alt = true), pos++;
  if (!fillSpecified && cs[pos] === "0") {
    s.fill = "0";
    if (!alignSpecified && defaultAlign === ">") s.align = "=";
    pos++;
  }
  const integer = (): number => {
    let t = "";
    while (pos < cs.length && cs[pos]! >= "0" && cs[pos]! <= "9") t += cs[pos++];
    if (t.length > 18 || (t !== "" && Number(t) > 2 ** 63 - 1)) valueError("Too many decimal digits in format string");
    return t === "" ? -1 : Number(t);
  };
  s.width = integer();
  if (cs[pos] === ",") (s.grouping = ","), pos++;
  if (cs[pos] === "_") {
    if (s.grouping !== "") valueError("Cannot specify both ',' and '_'.");
    s.grouping = "_";
    pos++;
  }
  if (cs[pos] === "," && s.grouping === "_") valueError("Cannot specify both ',' and '_'.");
  if (cs[pos] === ".") {
    pos++;
    s.precision = integer();
    if (cs[pos] === "," || cs[pos] === "_") {
      s.fracGrouping = cs[pos++]!;
      if ((cs[pos] === "," || cs[pos] === "_") && cs[pos] !== s.fracGrouping) valueError("Cannot specify both ',' and '_'.");
    }
    if (s.precision < 0 && s.fracGrouping === "") valueError("Format specifier missing precision");
  }
  if (cs.length - pos > 1) valueError(`Invalid format specifier '${spec}' for object of type '${typeName}'`);
  if (cs.length - pos === 1) s.type = cs[pos]!;
  if (s.grouping) {
    if ("defgEG%F".includes(s.type) || s.type === "") {
      /* allowed */
    } else if ("boxX".includes(s.type) && s.grouping === "_") {
      /* every four digits */
    } else valueError(`Cannot specify '${s.grouping}' with '${codeText(s.type)}'.`);
  }
  // the fraction's separator is refused only with 'n' (other types without a fraction ignore it)
  if (s.fracGrouping && s.type === "n") valueError(`Cannot specify '${s.fracGrouping}' with 'n'.`);
  return s;
}

function unknownCode(type: string, typeName: string): never {
  valueError(`Unknown format code '${codeText(type)}' for object of type '${typeName}'`);
}

/** Inserts separators every `every` digits; with a zero fill pads the digits to `minWidth` (grouped). */
function groupDigits(digits: string, sep: string, every: number, minWidth: number, zeroFill: boolean): string {
  const grp = (d: string) => {
    if (!sep) return d;
    let out = "";
    for (let i = 0; i < d.length; i++) {
      if (i > 0 && (d.length - i) % every === 0) out += sep;
      out += d[i];
    }
    return out;
  };
  let d = digits;
  let g = grp(d);
  if (zeroFill) {
    while (g.length < minWidth) {
      d = "0" + d;
      g = grp(d);
    }
    if (sep && g[0] === sep) g = "0" + g;
  }
  return g;
}

function signChar(neg: boolean, sign: string): string {
  return neg ? "-" : sign === "+" ? "+" : sign === " " ? " " : "";
}

/** calc_number_widths + fill_number: sign, prefix, grouped digits, remainder, padded to the spec. */
function layoutNumber(neg: boolean, prefix: string, digits: string, remainder: string, s: Spec, every: number): string {
  const sign = signChar(neg, s.sign);
  const zeroFill = s.align === "=" && s.fill === "0";
  const minWidth = zeroFill ? s.width - sign.length - prefix.length - [...remainder].length : 0;
  const body = prefix + groupDigits(digits, s.grouping, every, minWidth, zeroFill) + remainder;
  return pad(body, sign, s);
}

function pad(body: string, sign: string, s: Spec): string {
  const len = [...sign + body].length;
  if (len >= s.width) return sign + body;
  const n = s.width - len;
  if (s.align === "=") return sign + s.fill.repeat(n) + body;
  if (s.align === "<") return sign + body + s.fill.repeat(n);
  if (s.align === ">") return s.fill.repeat(n) + sign + body;
  const left = Math.floor(n / 2);
  return s.fill.repeat(left) + sign + body + s.fill.repeat(n - left);
}

/** format(int, spec) for a nonempty spec. */
export function formatInt(v: number | bigint, spec: string, typeName = "int"): string {
  const s = parseSpec(spec, typeName, "d", ">");
  switch (s.type) {
    case "b": case "c": case "d": case "o": case "x": case "X": case "n":
      break;
    case "e": case "E": case "f": case "F": case "g": case "G": case "%":
      return formatDouble(intToFloatForFormat(v), s);
    default:
      unknownCode(s.type, typeName);
  }
  if (s.precision >= 0) valueError("Precision not allowed in integer format specifier");
  if (s.noNeg0) valueError("Negative zero coercion (z) not allowed in integer format specifier");
  if (s.type === "c") {
    if (s.sign) valueError("Sign not allowed with integer format specifier 'c'");
    if (s.alt) valueError("Alternate form (#) not allowed with integer format specifier 'c'");
    // format_long_internal takes the value as a C long first
    if (v >= 9223372036854775808n || v < -9223372036854775808n) throw newException(PyExc_OverflowError, "Python int too large to convert to C long");
    if (v < 0 || v > 0x10ffff) throw newException(PyExc_OverflowError, "%c arg not in range(0x110000)");
    return pad(String.fromCodePoint(Number(v)), "", { ...s, align: s.align === "=" ? "=" : s.align });
  }
  const neg = v < 0;
  const a = neg ? -BigInt(v) : BigInt(v);
  const base = s.type === "b" ? 2 : s.type === "o" ? 8 : s.type === "x" || s.type === "X" ? 16 : 10;
  let digits = a.toString(base);
  // _PyLong_FormatWriter: a decimal conversion is bounded by sys.get_int_max_str_digits()
  if (base === 10) checkIntStrDigits(digits.length, false);
  if (s.type === "X") digits = digits.toUpperCase();
  const prefix = s.alt && base !== 10 ? "0" + (s.type === "b" ? "b" : s.type === "o" ? "o" : s.type === "x" ? "x" : "X") : "";
  return layoutNumber(neg, prefix, digits, "", s, base === 10 ? 3 : 4);
}

let intToFloatForFormat: (v: number | bigint) => number = (v) => Number(v);
export function setIntToFloatForFormat(f: (v: number | bigint) => number): void {
  intToFloatForFormat = f;
}

/** format_float_internal: a double under a parsed spec. */
function formatDouble(x: number, s: Spec): string {
  let type = s.type;
  let addDot0 = false;
  let defaultPrecision = 6;
  if (type === "") {
    addDot0 = true;
    type = "r";
    defaultPrecision = 0;
  }
  if (type === "n") type = "g";
  let val = x;
  let pct = false;
  if (type === "%") {
    type = "f";
    val *= 100;
    pct = true;
  }
  let precision = s.precision;
  if (precision < 0) precision = defaultPrecision;
  else if (type === "r") type = "g";
  let buf = doubleToString(val, type, precision, { addDot0, alt: s.alt, noNeg0: s.noNeg0 });
  if (pct) buf += "%";
  return layoutFloatText(buf, s);
}

function layoutFloatText(buf: string, s: Spec): string {
  const neg = buf.startsWith("-");
  const t = neg ? buf.slice(1) : buf;
  const m = /^\d*/.exec(t)![0];
  let remainder = t.slice(m.length);
  if (s.fracGrouping && remainder.startsWith(".")) {
    // the fraction's digits grouped by three from the point (the exponent or '%' after them kept)
    const frac = /^\d*/.exec(remainder.slice(1))![0];
    const groups = frac.match(/\d{1,3}/g) ?? [];
    remainder = "." + groups.join(s.fracGrouping) + remainder.slice(1 + frac.length);
  }
  return layoutNumber(neg, "", m, remainder, m === "" ? { ...s, grouping: "" } : s, 3);
}

/** format(float, spec) for a nonempty spec. */
export function formatFloat(x: number, spec: string, typeName = "float"): string {
  const s = parseSpec(spec, typeName, "", ">");
  if (!["", "e", "E", "f", "F", "g", "G", "n", "%"].includes(s.type)) unknownCode(s.type, typeName);
  return formatDouble(x, s);
}

/** format(complex, spec) for a nonempty spec (format_complex_internal). */
export function formatComplex(re: number, im: number, spec: string, typeName = "complex"): string {
  const s = parseSpec(spec, typeName, "", ">");
  if (!["", "e", "E", "f", "F", "g", "G", "n"].includes(s.type)) unknownCode(s.type, typeName);
  if (s.fill === "0") valueError("Zero padding is not allowed in complex format specifier");
  if (s.align === "=") valueError("'=' alignment flag is not allowed in complex format specifier");
  let type = s.type;
  let defaultPrecision = 6;
  let skipRe = false, parens = false;
  if (type === "") {
    type = "r";
    defaultPrecision = 0;
    if (re === 0 && !Object.is(re, -0)) skipRe = true;
    else parens = true;
  }
  if (type === "n") type = "g";
  let precision = s.precision;
  if (precision < 0) precision = defaultPrecision;
  else if (type === "r") type = "g";
  const flags = { alt: s.alt, noNeg0: s.noNeg0 };
  const inner: Spec = { ...s, fill: " ", align: "<", width: -1 };
  const reText = skipRe ? "" : layoutFloatText(doubleToString(re, type, precision, flags), inner);
  const imText = layoutFloatText(doubleToString(im, type, precision, flags), skipRe ? inner : { ...inner, sign: "+" });
  const body = (parens ? "(" : "") + reText + imText + "j" + (parens ? ")" : "");
  return pad(body, "", s);
}

/** format(str, spec) for a nonempty spec. */
export function formatStr(v: string, spec: string): string {
  if (spec === "") return v;
  const s = parseSpec(spec, "str", "s", "<");
  if (s.type !== "s") unknownCode(s.type, "str");
  if (s.sign) valueError(s.sign === " " ? "Space not allowed in string format specifier" : "Sign not allowed in string format specifier");
  if (s.noNeg0) valueError("Negative zero coercion (z) not allowed in string format specifier");
  if (s.alt) valueError("Alternate form (#) not allowed in string format specifier");
  if (s.align === "=") valueError("'=' alignment not allowed in string format specifier");
  const body = s.precision >= 0 ? [...v].slice(0, s.precision).join("") : v;
  return pad(body, "", s);
}

/** format(value, spec) → str (new reference). */
export function formatObject(v: PyObject, specObj: PyObject | null): PyObject {
  if (specObj !== null && !isStr(specObj)) typeError(`format() argument 2 must be str, not ${specObj === None ? "None" : typeName(specObj)}`);
  const spec = specObj === null ? "" : (specObj as PyStr).value;
  if (isStr(v) && v.ob_type.lookup("__format__") === PyStrFormat()) return spec === "" ? PyObject_Str(v) : newStr(formatStr((v as PyStr).value, spec));
  if (v.ob_type.lookup("__format__") === null) typeError("no __format__");
  if (isInt(v) && v.ob_type.lookup("__format__") === PyIntFormat()) {
    if (spec === "") return PyObject_Str(v);
    return newStr(formatInt((v as PyInt).value, spec, typeName(v)));
  }
  if (isFloat(v) && v.ob_type.lookup("__format__") === PyFloatFormat()) {
    if (spec === "") return PyObject_Str(v);
    return newStr(formatFloat((v as PyFloat).value, spec, typeName(v)));
  }
  // _PyObject_LookupSpecial: looked up on the type (a class's own __format__ is object's, for the class)
  const m = v.ob_type.lookup("__format__")!;
  const bound = m.ob_type.tp_descr_get !== null ? m.ob_type.tp_descr_get(m, v, v.ob_type) : (Py_INCREF(m), m);
  const r = PyObject_Call(bound, [specObj ?? newStr("")], null);
  Py_DECREF(bound);
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


void None;
