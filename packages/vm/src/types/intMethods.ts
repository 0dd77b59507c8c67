/**
 * int's methods beyond the slots (Objects/longobject.c): to_bytes/from_bytes, as_integer_ratio,
 * __round__ and friends, __divmod__/__pow__ with a modulus; int(str) parsing with CPython's
 * underscore, prefix and digit-limit rules (sys.set_int_max_str_digits).
 */
import { PyObject, type PyType } from "../objects/object.js";
import { None, NotImplemented } from "../objects/none.js";
import { PyInt, PyLong_Type, newInt, newIntBig, isInt, intFloorDiv, intMod, normBig } from "../objects/int.js";
import { PyBytes, newBytes, isBytes } from "../objects/bytes.js";
import { PyStr, isStr } from "../objects/str.js";
import { PyExc_OverflowError, PyExc_ValueError, PyExc_ZeroDivisionError, newException, typeError } from "../objects/exceptions.js";
import { defMethod, defClassMethod, defSlotWrapper } from "../objects/descr.js";
import { PyNumber_Index, typeName, iterateToArray } from "../abstract.js";
import { parseArgs, checkedMethod, defMethodNoArgs } from "../args.js";
import { normalizeNumberString, longLong } from "./numbers.js";
import { intLiteralLimit } from "@pyts/parser";

type IntV = number | bigint;

/** sys.int_info.default_max_str_digits. */
export const DEFAULT_MAX_STR_DIGITS = 4300;
/** sys.get_int_max_str_digits() (0: unlimited): the parser's object, so that int literals in source see the same limit. */
export const intStrLimit = intLiteralLimit;
intStrLimit.maxDigits = DEFAULT_MAX_STR_DIGITS;

export function checkIntStrDigits(ndigits: number, fromString: boolean): void {
  const lim = intStrLimit.maxDigits;
  if (lim > 0 && ndigits > lim) {
    const detail = fromString ? `: value has ${ndigits} digits` : "";
    throw newException(PyExc_ValueError, `Exceeds the limit (${lim} digits) for integer string conversion${detail}; use sys.set_int_max_str_digits() to increase the limit`);
  }
}

let reprOf: (o: PyObject) => string = () => "";
let tupleOf: (items: PyObject[]) => PyObject = () => None;
let callType: (cls: PyObject, args: PyObject[]) => PyObject = () => None;
let bytesFrom: (o: PyObject) => Uint8Array = () => new Uint8Array(0);
export function bindIntMethodHooks(h: { repr: typeof reprOf; tuple: typeof tupleOf; call: typeof callType; bytesFrom: typeof bytesFrom }): void {
  reprOf = h.repr;
  tupleOf = h.tuple;
  callType = h.call;
  bytesFrom = h.bytesFrom;
}

/** PyLong_FromString on an already decoded text; `shown` is the repr for the error message. */
export function parseIntText(text: string, base: number, shown: string): IntV {
  const bad = (): never => {
    throw newException(PyExc_ValueError, `invalid literal for int() with base ${base}: ${shown}`);
  };
  let s = normalizeNumberString(text);
  let i = 0;
  const n = s.length;
  const isSpace = (c: string | undefined) => c !== undefined && /\s/.test(c);
  while (isSpace(s[i])) i++;
  let neg = false;
  if (s[i] === "+" || s[i] === "-") neg = s[i++] === "-";
  let b = base;
  const c0 = s[i], c1 = s[i + 1]?.toLowerCase();
  if (b === 0) {
    if (c0 !== "0") b = 10;
    else if (c1 === "x") b = 16;
    else if (c1 === "o") b = 8;
    else if (c1 === "b") b = 2;
    else {
      // "0" followed by zeros/underscores only
      let j = i + 1;
      let prevUnderscore = false;
      for (; j < n && (s[j] === "0" || s[j] === "_"); j++) {
        if (s[j] === "_" && prevUnderscore) bad();
        prevUnderscore = s[j] === "_";
      }
      if (prevUnderscore) bad();
      while (isSpace(s[j])) j++;
      if (j !== n) bad();
      return 0;
    }
  }
  let allowLeadingUnderscore = false;
  if (c0 === "0" && ((b === 16 && c1 === "x") || (b === 8 && c1 === "o") || (b === 2 && c1 === "b"))) {
    i += 2;
    allowLeadingUnderscore = true;
  }
  if (allowLeadingUnderscore && s[i] === "_") i++;
  let digits = "";
  let prevUnderscore = false;
  for (; i < n; i++) {
    const ch = s[i]!;
    if (ch === "_") {
      if (prevUnderscore || digits === "") bad();
      prevUnderscore = true;
      continue;
    }
    const code = ch.charCodeAt(0);
    const d = code >= 48 && code <= 57 ? code - 48 : code >= 97 && code <= 122 ? code - 87 : code >= 65 && code <= 90 ? code - 55 : 99;
    if (d >= b) break;
    digits += ch;
    prevUnderscore = false;
  }
  if (digits === "" || prevUnderscore) bad();
  while (isSpace(s[i])) i++;
  if (i !== n) bad();
  if ((b & (b - 1)) !== 0) checkIntStrDigits(digits.length, true);
  s = "";
  let r: bigint;
  if (b === 10) r = BigInt(digits);
  else if (b === 16 || b === 8 || b === 2) r = BigInt((b === 16 ? "0x" : b === 8 ? "0o" : "0b") + digits);
  else {
    r = 0n;
    const B = BigInt(b);
    for (const ch of digits.toLowerCase()) {
      const code = ch.charCodeAt(0);
      r = r * B + BigInt(code <= 57 ? code - 48 : code - 87);
    }
  }
  return normBig(neg ? -r : r);
}

/** int(x, base) / int(str): text from a str or bytes object. */
export function parseIntObject(x: PyObject, base: number): IntV {
  if (isStr(x)) {
    const v = (x as PyStr).value;
    const cut = [...v].length > 200 ? [...v].slice(0, 200).join("") : v;
    return parseIntText(v, base, reprOf(cut === v ? x : strObj(cut)));
  }
  const bytes = (x as PyBytes).value;
  let text = "";
  for (const c of bytes) text += String.fromCharCode(c);
  return parseIntText(text, base, reprOf(x));
}

let strObj: (s: string) => PyObject = () => None;
export function setIntStrObj(f: (s: string) => PyObject): void {
  strObj = f;
}

function val(o: PyObject): IntV {
  if (!isInt(o)) typeError(`descriptor requires an 'int' object but received a '${typeName(o)}'`);
  return (o as PyInt).value;
}

function byteorderArg(fname: string, o: PyObject | null): boolean {
  if (o === null) return false;
  if (!isStr(o)) typeError(`${fname}() argument 'byteorder' must be str, not ${typeName(o)}`);
  const s = (o as PyStr).value;
  if (s !== "little" && s !== "big") throw newException(PyExc_ValueError, "byteorder must be either 'little' or 'big'");
  return s === "little";
}

function signedArg(o: PyObject | null): boolean {
  return o !== null && o.ob_type.nb_bool !== null ? o.ob_type.nb_bool(o) : o !== null && isInt(o) ? (o as PyInt).value !== 0 : false;
}

function toBytes(v: bigint, length: number, little: boolean, signed: boolean): Uint8Array {
  if (!signed && v < 0n) throw newException(PyExc_OverflowError, "can't convert negative int to unsigned");
  const bits = BigInt(length * 8);
  if (signed ? v < -(1n << (bits - 1n)) || v >= 1n << (bits - 1n) || (length === 0 && v !== 0n) : v >= 1n << bits) {
    throw newException(PyExc_OverflowError, "int too big to convert");
  }
  const u = BigInt.asUintN(length * 8, v);
  const out = new Uint8Array(length);
  if (length <= 8) {
    let w = u;
    for (let i = 0; i < length; i++) {
      out[little ? i : length - 1 - i] = Number(w & 0xffn);
      w >>= 8n;
    }
    return out;
  }
  // through one hex string: shifting the bigint a byte at a time is quadratic in its length
  const hex = u.toString(16).padStart(length * 2, "0");
  for (let i = 0; i < length; i++) out[little ? length - 1 - i : i] = parseInt(hex.substr(i * 2, 2), 16);
  return out;
}

/** round(int, ndigits) for negative ndigits: half-even at 10**-ndigits. */
function roundInt(v: IntV, n: number): PyObject {
  if (n >= 0) return newIntBig(v);
  const p = 10n ** BigInt(-n);
  const x = BigInt(v);
  let q = x / p, r = x % p;
  if (r < 0n) {
    r += p;
    q -= 1n;
  }
  if (2n * r > p || (2n * r === p && (q & 1n) === 1n)) q += 1n;
  return newIntBig(q * p);
}

/** Three-argument pow on ints (long_pow with a modulus). */
export function intModPow(b: IntV, e: IntV, m: IntV): PyObject {
  let base = BigInt(b), ex = BigInt(e);
  const md = BigInt(m);
  if (md === 0n) throw newException(PyExc_ValueError, "pow() 3rd argument cannot be 0");
  const amd = md < 0n ? -md : md;
  if (ex < 0n) {
    base = modInverse(((base % amd) + amd) % amd, amd);
    ex = -ex;
  }
  let r = 1n % amd;
  base %= amd;
  while (ex > 0n) {
    if (ex & 1n) r = (r * base) % amd;
    base = (base * base) % amd;
    ex >>= 1n;
  }
  if (r < 0n) r += amd;
  if (md < 0n && r !== 0n) r -= amd;
  return newIntBig(r);
}

function modInverse(a: bigint, m: bigint): bigint {
  let [r0, r1] = [a, m];
  let [s0, s1] = [1n, 0n];
  while (r1 !== 0n) {
    const q = r0 / r1;
    [r0, r1] = [r1, r0 - q * r1];
    [s0, s1] = [s1, s0 - q * s1];
  }
  if (r0 !== 1n) throw newException(PyExc_ValueError, "base is not invertible for the given modulus");
  return ((s0 % m) + m) % m;
}

export function initIntMethods(intPow: (a: IntV, b: IntV) => PyObject): void {
  const L = PyLong_Type;
  defMethodNoArgs(L, "as_integer_ratio", (self) => tupleOf([newIntBig(val(self)), newInt(1)]));
  defMethodNoArgs(L, "__trunc__", longLong);
  defMethodNoArgs(L, "__floor__", longLong);
  defMethodNoArgs(L, "__ceil__", longLong);
  defMethodNoArgs(L, "__getnewargs__", (self) => tupleOf([newIntBig(val(self))]));
  defMethodNoArgs(L, "__sizeof__", (self) => {
    const v = val(self);
    const a = v < 0 ? -BigInt(v) : BigInt(v);
    const ndigits = Math.max(1, Math.ceil(a.toString(2).length / 30));
    return newInt(24 + 4 * (ndigits - (a === 0n ? 1 : 0)) + (a === 0n ? 4 : 0));
  });
  defMethod(L, "__round__", checkedMethod("int.__round__", [0, 1], (self, args) => {
    const v = val(self);
    if (args.length === 0 || args[0] === None) return longLong(self);
    const idx = PyNumber_Index(args[0]!).value;
    return roundInt(v, typeof idx === "bigint" ? (idx < 0n ? -1e9 : 1e9) : idx);
  }));
  const divmodPair = (a: IntV, b: IntV): PyObject => {
    if (b === 0 || b === 0n) throw newException(PyExc_ZeroDivisionError, "division by zero");
    return tupleOf([intFloorDiv(a, b), intMod(a, b)]);
  };
  defSlotWrapper(L, "__divmod__", (self, args) => (isInt(args[0]!) ? divmodPair(val(self), (args[0] as PyInt).value) : NotImplemented));
  defSlotWrapper(L, "__rdivmod__", (self, args) => (isInt(args[0]!) ? divmodPair((args[0] as PyInt).value, val(self)) : NotImplemented));
  const pow3 = (a: PyObject, b: PyObject, m: PyObject | null): PyObject => {
    if (!isInt(a) || !isInt(b)) return NotImplemented;
    if (m === null || m === None) return intPow((a as PyInt).value, (b as PyInt).value);
    if (!isInt(m)) return NotImplemented;
    return intModPow((a as PyInt).value, (b as PyInt).value, (m as PyInt).value);
  };
  defSlotWrapper(L, "__pow__", (self, args, kw) => {
    const [o, m] = parseArgs("__pow__", args, kw, ["value", "mod"], 1);
    return pow3(self, o!, m);
  });
  defSlotWrapper(L, "__rpow__", (self, args, kw) => {
    const [o, m] = parseArgs("__rpow__", args, kw, ["value", "mod"], 1);
    return pow3(o!, self, m);
  });
  defMethod(L, "to_bytes", (self, args, kw) => {
    const [len, order, signed] = parseArgs("to_bytes", args, kw, ["length", "byteorder", "signed"], 0, 0, 2);
    let length = 1;
    if (len !== null) {
      const l = PyNumber_Index(len).value;
      if (l < 0) throw newException(PyExc_ValueError, "length argument must be non-negative");
      length = Number(l);
    }
    const little = byteorderArg("to_bytes", order);
    return newBytes(toBytes(BigInt(val(self)), length, little, signedArg(signed)));
  });
  defClassMethod(L, "from_bytes", (cls, args, kw) => {
    const [src, order, signed] = parseArgs("from_bytes", args, kw, ["bytes", "byteorder", "signed"], 1, 0, 2);
    const little = byteorderArg("from_bytes", order);
    const data = isBytes(src!) ? (src as PyBytes).value : bytesFrom(src!);
    let v = 0n;
    for (let i = 0; i < data.length; i++) v = (v << 8n) | BigInt(data[little ? data.length - 1 - i : i]!);
    if (signedArg(signed) && data.length > 0) v = BigInt.asIntN(data.length * 8, v);
    const r = newIntBig(v);
    return cls === PyLong_Type ? r : callType(cls, [r]);
  });
  void iterateToArray;
}

export type { PyType };
