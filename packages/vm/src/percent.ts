/**
 * printf-style formatting: `str % args` (Objects/unicodeobject.c PyUnicode_Format) and
 * `bytes % args` (Objects/bytesobject.c _PyBytes_FormatEx) share the parser and the
 * number / padding rules; they differ in the conversions they accept and in the result type.
 */
import { PyObject, Py_DECREF, Py_INCREF } from "./objects/object.js";
import { None } from "./objects/none.js";
import { PyStr, newStr, isStr, strLen, PyUnicode_Type } from "./objects/str.js";
import { PyInt, isInt, PyLong_Type } from "./objects/int.js";
import { PyFloat, isFloat } from "./objects/float.js";
import { PyTuple, isTuple } from "./objects/tuple.js";
import { PyExc_ValueError, PyExc_OverflowError, PyExc_TypeError, newException, typeError, PyBaseExceptionObject } from "./objects/exceptions.js";
import { PyObject_Str, PyObject_Repr, typeName, PyObject_GetItem, PyNumber_Index, getAttrString, PyObject_Call } from "./abstract.js";
import { doubleToString } from "./dtoa.js";
import { checkIntStrDigits } from "./types/intMethods.js";
import { codePoints } from "./unicodectype.js";

const F_LJUST = 1, F_SIGN = 2, F_BLANK = 4, F_ALT = 8, F_ZERO = 16;

interface Arg {
  ch: string;
  flags: number;
  width: number;
  prec: number;
  sign: boolean;
}

/** What differs between str % and bytes %. */
export interface PercentTarget {
  /** The conversion of one argument to text (each code unit one output unit for bytes). */
  convert(ch: string, v: PyObject, arg: Arg): string | null;
  isMappingArg(args: PyObject): boolean;
  /** The key object of %(key)s. */
  key(text: string): PyObject;
  /** "string" or "bytes" (in "not all arguments converted during … formatting"). */
  what: string;
  /** The TypeError for a float conversion of a non-number. */
  floatError(v: PyObject): string;
}

function isNumber(v: PyObject): boolean {
  const t = v.ob_type;
  return t.nb_index !== null || t.nb_int !== null || t.nb_float !== null || t.tp_name === "complex";
}

/** The int for %d/%i/%u (int()) or %o/%x/%X (__index__); null: wrong type. */
function toLong(v: PyObject, ch: string): bigint | number {
  const wrong = (): never =>
    typeError("oxX".includes(ch) ? `%${ch} format: an integer is required, not ${typeName(v)}` : `%${ch} format: a real number is required, not ${typeName(v)}`);
  if (isInt(v)) return (v as PyInt).value;
  if (!isNumber(v)) wrong();
  try {
    if ("oxX".includes(ch)) {
      const r = PyNumber_Index(v);
      const x = r.value;
      Py_DECREF(r);
      return x;
    }
    if (isFloat(v)) {
      const f = (v as PyFloat).value;
      if (!Number.isFinite(f)) throw newException(Number.isNaN(f) ? PyExc_ValueError : PyExc_OverflowError, Number.isNaN(f) ? "cannot convert float NaN to integer" : "cannot convert float infinity to integer");
      return BigInt(Math.trunc(f));
    }
    const r = PyObject_Call(PyLong_Type as unknown as PyObject, [v], null) as PyInt;
    const x = r.value;
    Py_DECREF(r);
    return x;
  } catch (e) {
    if (e instanceof PyBaseExceptionObject && e.ob_type === PyExc_TypeError) wrong();
    throw e;
  }
}

/** _PyUnicode_FormatLong: sign, optional 0x/0o prefix, zero-padded digits to `prec`. */
function formatLong(n: bigint | number, alt: boolean, prec: number, ch: string): string {
  const neg = n < 0;
  const a = neg ? -BigInt(n) : BigInt(n);
  let digits = ch === "o" ? a.toString(8) : ch === "x" || ch === "X" ? a.toString(16) : a.toString(10);
  if (typeof n === "bigint" && ch !== "o" && ch !== "x" && ch !== "X") checkIntStrDigits(digits.length, false);
  if (prec > digits.length) digits = "0".repeat(prec - digits.length) + digits;
  let prefix = alt && ch === "o" ? "0o" : alt && (ch === "x" || ch === "X") ? "0x" : "";
  let s = (neg ? "-" : "") + prefix + digits;
  if (ch === "X") s = s.toUpperCase();
  void prefix;
  return s;
}

function formatFloat(v: PyObject, arg: Arg, target: PercentTarget): string {
  let x: number;
  if (isFloat(v)) x = (v as PyFloat).value;
  else if (isInt(v)) x = Number((v as PyInt).value);
  else {
    const t = v.ob_type;
    if (t.nb_float !== null) x = (t.nb_float(v) as PyFloat).value;
    else if (t.nb_index !== null) x = Number(PyNumber_Index(v).value);
    else typeError(target.floatError(v));
  }
  return doubleToString(x!, arg.ch, arg.prec < 0 ? 6 : arg.prec, { alt: (arg.flags & F_ALT) !== 0 });
}

/** formatchar of str %c. */
function formatChar(v: PyObject): string {
  if (isStr(v)) {
    const c = codePoints((v as PyStr).value);
    if (c.length === 1) return (v as PyStr).value;
    typeError(`%c requires an int or a unicode character, not a string of length ${c.length}`);
  }
  if (!isInt(v) && v.ob_type.nb_index === null) typeError(`%c requires an int or a unicode character, not ${typeName(v)}`);
  const r = PyNumber_Index(v);
  const x = r.value;
  Py_DECREF(r);
  if (x < 0 || x > 0x10ffff) throw newException(PyExc_OverflowError, "%c arg not in range(0x110000)");
  return String.fromCodePoint(Number(x));
}

export const strTarget: PercentTarget = {
  isMappingArg: (args) => args.ob_type.mp_subscript !== null && !isTuple(args) && !isStr(args),
  key: (text) => newStr(text),
  what: "string",
  floatError: (v) => `must be real number, not ${typeName(v)}`,
  convert(ch, v, arg) {
    switch (ch) {
      case "s":
        return PyObject_Str(v).value;
      case "r":
        return PyObject_Repr(v).value;
      case "a":
        return (asciiHook(v) as PyStr).value;
      case "c":
        return formatChar(v);
    }
    void arg;
    return null;
  },
};

/** The shared engine: returns the formatted text (code points as JS string). */
export function percentFormatText(fmt: string, args: PyObject, target: PercentTarget, unsupported: (ch: string, index: number) => never): string {
  const isTup = isTuple(args);
  let arglen = isTup ? (args as PyTuple).items.length : -1;
  let argidx = isTup ? 0 : -2;
  let cur = args;
  const dict = target.isMappingArg(args) ? args : null;
  const nextArg = (): PyObject => {
    if (argidx < arglen) {
      const i = argidx++;
      return arglen < 0 ? cur : (cur as PyTuple).items[i]!;
    }
    typeError("not enough arguments for format string");
  };
  let out = "";
  const n = fmt.length;
  let pos = 0;
  while (pos < n) {
    const pct = fmt.indexOf("%", pos);
    if (pct < 0) {
      out += fmt.slice(pos);
      break;
    }
    out += fmt.slice(pos, pct);
    pos = pct + 1;
    if (fmt[pos] === "%") {
      out += "%";
      pos++;
      continue;
    }
    const arg: Arg = { ch: "", flags: 0, width: -1, prec: -1, sign: false };
    let cnt = n - pos;
    const read = (): string => {
      const c = String.fromCodePoint(fmt.codePointAt(pos)!);
      pos += c.length;
      if (c.length === 2) cnt--;
      return c;
    };
    if (fmt[pos] === "(") {
      if (dict === null) typeError("format requires a mapping");
      pos++;
      cnt--;
      const keystart = pos;
      let pcount = 1;
      while (pcount > 0 && cnt > 0) {
        const c = fmt[pos];
        if (c === ")") pcount--;
        else if (c === "(") pcount++;
        pos++;
        cnt--;
      }
      if (cnt < 0 || pcount > 0) throw newException(PyExc_ValueError, "incomplete format key");
      const key = target.key(fmt.slice(keystart, pos - 1));
      cur = PyObject_GetItem(dict!, key);
      Py_DECREF(key);
      arglen = -1;
      argidx = -2;
    }
    while (--cnt >= 0) {
      arg.ch = read();
      const f = "-+ #0".indexOf(arg.ch);
      if (f < 0) break;
      arg.flags |= [F_LJUST, F_SIGN, F_BLANK, F_ALT, F_ZERO][f]!;
    }
    // a '*' width is a Py_ssize_t (PyLong_AsSsize_t), a '*' precision a C int (PyLong_AsInt)
    const starArg = (prec: boolean): number => {
      const v = nextArg();
      if (!isInt(v)) typeError("* wants int");
      const x = (v as PyInt).value;
      const limit = prec ? 2147483648n : 9223372036854775808n;
      if (x >= limit || x < -limit) throw newException(PyExc_OverflowError, `Python int too large to convert to C ${prec ? "int" : "ssize_t"}`);
      return Number(x);
    };
    const isDigit = (c: string) => c >= "0" && c <= "9";
    if (arg.ch === "*") {
      arg.width = starArg(false);
      if (arg.width < 0) {
        arg.flags |= F_LJUST;
        arg.width = -arg.width;
      }
      if (--cnt >= 0) arg.ch = read();
    } else if (isDigit(arg.ch)) {
      arg.width = Number(arg.ch);
      while (--cnt >= 0) {
        arg.ch = read();
        if (!isDigit(arg.ch)) break;
        arg.width = arg.width * 10 + Number(arg.ch);
        if (arg.width > 2 ** 63) throw newException(PyExc_ValueError, "width too big");
      }
    }
    if (arg.ch === ".") {
      arg.prec = 0;
      if (--cnt >= 0) arg.ch = read();
      if (arg.ch === "*") {
        arg.prec = starArg(true);
        if (arg.prec < 0) arg.prec = 0;
        if (--cnt >= 0) arg.ch = read();
      } else if (isDigit(arg.ch)) {
        arg.prec = Number(arg.ch);
        while (--cnt >= 0) {
          arg.ch = read();
          if (!isDigit(arg.ch)) break;
          arg.prec = arg.prec * 10 + Number(arg.ch);
          if (arg.prec > 2 ** 31) throw newException(PyExc_ValueError, "precision too big");
        }
      }
    }
    if (cnt >= 0 && (arg.ch === "h" || arg.ch === "l" || arg.ch === "L")) {
      if (--cnt >= 0) arg.ch = read();
    }
    if (cnt < 0) throw newException(PyExc_ValueError, "incomplete format");
    const v = nextArg();
    let str: string;
    switch (arg.ch) {
      case "d": case "i": case "u": case "o": case "x": case "X":
        str = formatLong(toLong(v, arg.ch), (arg.flags & F_ALT) !== 0, arg.prec, arg.ch);
        arg.sign = true;
        break;
      case "e": case "E": case "f": case "F": case "g": case "G":
        str = formatFloat(v, arg, target);
        arg.sign = true;
        break;
      default: {
        const r = target.convert(arg.ch, v, arg);
        if (r === null) unsupported(arg.ch, pos - 1);
        str = r!;
      }
    }
    out += outputArg(str, arg);
  }
  if (argidx < arglen && dict === null) typeError(`not all arguments converted during ${target.what} formatting`);
  return out;
}

/** unicode_format_arg_output: precision truncation for s/r/a/b, sign, 0x prefix, padding. */
function outputArg(str: string, arg: Arg): string {
  const fill = arg.sign && arg.flags & F_ZERO ? "0" : " ";
  let cps = codePoints(str);
  if ("srab".includes(arg.ch)) {
    if (arg.prec >= 0 && cps.length > arg.prec) cps = cps.slice(0, arg.prec);
  }
  let body = String.fromCodePoint(...cps);
  let len = cps.length;
  let signchar = "";
  if (arg.sign) {
    const c = body[0];
    if (c === "-" || c === "+") {
      signchar = c;
      body = body.slice(1);
      len--;
    } else if (arg.flags & F_SIGN) signchar = "+";
    else if (arg.flags & F_BLANK) signchar = " ";
    else arg.sign = false;
  }
  let width = Math.max(arg.width, len);
  let out = "";
  if (arg.sign) {
    if (fill !== " ") out += signchar;
    if (width > len) width--;
  }
  let prefix = "";
  if (arg.flags & F_ALT && "xXo".includes(arg.ch)) {
    prefix = body.slice(0, 2);
    body = body.slice(2);
    if (fill !== " ") out += prefix;
    width -= 2;
    if (width < 0) width = 0;
    len -= 2;
  }
  if (width > len && !(arg.flags & F_LJUST)) {
    out += fill.repeat(width - len);
    width = len;
  }
  if (fill === " ") {
    if (arg.sign) out += signchar;
    out += prefix;
  }
  out += body;
  if (width > len) out += " ".repeat(width - len);
  return out;
}

/** str % args. */
export function percentFormat(fmt: PyStr, args: PyObject): PyObject {
  // one %s directive and nothing else, of an exact str that needs no padding or truncation: the
  // str itself (unicode_format_arg_output writes it whole into the empty _PyUnicodeWriter)
  const m = /^%-?(\d*)(?:\.(\d+))?s$/.exec(fmt.value);
  if (m !== null) {
    const arg = isTuple(args) ? ((args as PyTuple).items.length === 1 ? (args as PyTuple).items[0]! : null) : args;
    if (arg !== null && arg.ob_type === PyUnicode_Type) {
      const len = strLen(arg as PyStr);
      if ((m[1] === "" || Number(m[1]) <= len) && (m[2] === undefined || Number(m[2]) >= len)) return (Py_INCREF(arg), arg);
    }
  }
  return newStr(
    percentFormatText(fmt.value, args, strTarget, (ch, index) => {
      const c = ch.codePointAt(0)!;
      throw newException(PyExc_ValueError, `unsupported format character '${c >= 32 && c <= 126 ? ch : "?"}' (0x${c.toString(16)}) at index ${index}`);
    }),
  );
}

let asciiHook: (o: PyObject) => PyObject = PyObject_Repr;
export function bindPercentAscii(f: (o: PyObject) => PyObject): void {
  asciiHook = f;
}

void None;
void getAttrString;
