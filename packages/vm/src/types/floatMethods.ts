/**
 * float's methods beyond the slots (Objects/floatobject.c): hex/fromhex, from_number,
 * __getformat__, __round__ (double_round), __divmod__, __pow__ with a modulus.
 */
import { PyObject } from "../objects/object.js";
import { None, NotImplemented } from "../objects/none.js";
import { PyInt, isInt } from "../objects/int.js";
import { PyFloat, PyFloat_Type, newFloat, isFloat } from "../objects/float.js";
import { PyStr, newStr, isStr } from "../objects/str.js";
import { PyExc_OverflowError, PyExc_ValueError, PyExc_ZeroDivisionError, newException, typeError } from "../objects/exceptions.js";
import { defMethod, defClassMethod, defSlotWrapper } from "../objects/descr.js";
import { PyNumber_Index, typeName } from "../abstract.js";
import { parseArgs, checkedMethod, defMethodNoArgs, badArgument } from "../args.js";
import { ratioToDouble } from "@pyts/lexer";
import { dtoaDigits } from "../dtoa.js";
import { floatDivmod, intToFloat, floatAsDouble } from "./numbers.js";

const f64 = new Float64Array(1);
const u64 = new BigUint64Array(f64.buffer);

/** float.hex() (float_hex). */
export function floatHex(x: number): string {
  if (Number.isNaN(x)) return "nan";
  if (!Number.isFinite(x)) return x < 0 ? "-inf" : "inf";
  const neg = x < 0 || Object.is(x, -0);
  if (x === 0) return neg ? "-0x0.0p+0" : "0x0.0p+0";
  f64[0] = Math.abs(x);
  const bits = u64[0]!;
  const bexp = Number((bits >> 52n) & 0x7ffn);
  const mant = (bits & ((1n << 52n) - 1n)).toString(16).padStart(13, "0");
  const lead = bexp === 0 ? "0" : "1";
  const e = bexp === 0 ? -1022 : bexp - 1023;
  return `${neg ? "-" : ""}0x${lead}.${mant}p${e < 0 ? "-" : "+"}${Math.abs(e)}`;
}

/** float.fromhex(s) (float_fromhex). */
export function floatFromHex(s: string): number {
  const invalid = (): never => {
    throw newException(PyExc_ValueError, "invalid hexadecimal floating-point string");
  };
  const t = s.replace(/^\s+|\s+$/g, "");
  const special = /^([+-]?)(inf|infinity|nan)$/i.exec(t);
  if (special) {
    const v = special[2]!.toLowerCase() === "nan" ? NaN : Infinity;
    return special[1] === "-" ? -v : v;
  }
  const m = /^([+-]?)(?:0x)?([0-9a-f]*)(?:\.([0-9a-f]*))?(?:p([+-]?\d+))?$/i.exec(t);
  if (!m) invalid();
  const ip = m![2] ?? "", fp = m![3] ?? "";
  if (ip.length + fp.length === 0) invalid();
  const neg = m![1] === "-";
  let M = BigInt("0x0" + ip + fp);
  let exp = m![4] === undefined ? 0 : Number(m![4]);
  exp -= 4 * fp.length;
  let r: number;
  if (M === 0n) r = 0;
  else {
    const bits = M.toString(2).length;
    if (exp + bits > 1100) throw newException(PyExc_OverflowError, "hexadecimal value too large to represent as a float");
    if (exp + bits < -1200) r = 0;
    else r = exp >= 0 ? ratioToDouble(M << BigInt(exp), 1n) : ratioToDouble(M, 1n << BigInt(-exp));
    M = 0n;
  }
  if (!Number.isFinite(r)) throw newException(PyExc_OverflowError, "hexadecimal value too large to represent as a float");
  return neg ? -r : r;
}

/** double_round (Objects/floatobject.c): correctly rounded via dtoa mode 3, half-even. */
export function roundDouble(x: number, ndigits: number): number {
  if (!Number.isFinite(x) || x === 0) return x;
  if (ndigits > 323) return x;
  if (ndigits < -308) return 0.0 * x;
  const { digits, decpt } = dtoaDigits(x, 3, ndigits);
  const r = digits === "" ? 0 : Number(`${digits}e${decpt - digits.length}`);
  if (!Number.isFinite(r)) throw newException(PyExc_OverflowError, "rounded value too large to represent");
  return x < 0 ? -r : r;
}

function fval(o: PyObject): number {
  if (!isFloat(o)) typeError(`descriptor requires a 'float' object but received a '${typeName(o)}'`);
  return (o as PyFloat).value;
}

function operand(o: PyObject): number | null {
  if (isFloat(o)) return (o as PyFloat).value;
  if (isInt(o)) return intToFloat((o as PyInt).value);
  return null;
}

/** float_pow with a modulus argument: TypeError unless NotImplemented first. */
/** float_pow with a modulus: refused before either operand is looked at (whatever their types). */
export function floatPow3(_v: PyObject, _w: PyObject, _z: PyObject): PyObject {
  typeError("pow() 3rd argument not allowed unless all arguments are integers");
}

let tupleOf: (items: PyObject[]) => PyObject = () => None;
let callType: (cls: PyObject, args: PyObject[]) => PyObject = () => None;
export function bindFloatMethodHooks(h: { tuple: typeof tupleOf; call: typeof callType }): void {
  tupleOf = h.tuple;
  callType = h.call;
}

export function initFloatMethods(): void {
  const F = PyFloat_Type;
  defMethodNoArgs(F, "hex", (self) => newStr(floatHex(fval(self))));
  defClassMethod(F, "fromhex", checkedMethod("float.fromhex", "o", (cls, args) => {
    if (!isStr(args[0]!)) typeError("bad argument type for built-in operation");
    const r = newFloat(floatFromHex((args[0] as PyStr).value));
    return cls === PyFloat_Type ? r : callType(cls, [r]);
  }));
  defClassMethod(F, "from_number", checkedMethod("float.from_number", "o", (cls, args) => {
    const r = newFloat(floatAsDouble(args[0]!));
    return cls === PyFloat_Type ? r : callType(cls, [r]);
  }));
  defClassMethod(F, "__getformat__", checkedMethod("float.__getformat__", "o", (_cls, args) => {
    const a = args[0]!;
    if (!isStr(a)) badArgument("__getformat__", "argument", "str", a);
    const s = (a as PyStr).value;
    if (s !== "double" && s !== "float") throw newException(PyExc_ValueError, "__getformat__() argument 1 must be 'double' or 'float'");
    return newStr("IEEE, little-endian");
  }));
  defMethodNoArgs(F, "__getnewargs__", (self) => tupleOf([newFloat(fval(self))]));
  defMethod(F, "__round__", checkedMethod("float.__round__", [0, 1], (self, args) => {
    const nd = args.length > 0 ? args[0]! : null;
    const x = fval(self);
    if (nd === null || nd === None) return roundToInt(x);
    const n = PyNumber_Index(nd).value;
    return newFloat(roundDouble(x, typeof n === "bigint" ? (n > 0n ? 1e9 : -1e9) : n));
  }));
  const divmodPair = (a: number, b: number): PyObject => {
    if (b === 0) throw newException(PyExc_ZeroDivisionError, "division by zero");
    const [q, r] = floatDivmod(a, b);
    return tupleOf([newFloat(q), newFloat(r)]);
  };
  defSlotWrapper(F, "__divmod__", (self, args) => {
    const w = operand(args[0]!);
    return w === null ? NotImplemented : divmodPair(fval(self), w);
  });
  defSlotWrapper(F, "__rdivmod__", (self, args) => {
    const v = operand(args[0]!);
    return v === null ? NotImplemented : divmodPair(v, fval(self));
  });
  const powSlot = F.nb_binary[8]!;
  defSlotWrapper(F, "__pow__", (self, args, kw) => {
    const [o, m] = parseArgs("__pow__", args, kw, ["value", "mod"], 1);
    return m === null || m === None ? powSlot(self, o!) : floatPow3(self, o!, m);
  });
  defSlotWrapper(F, "__rpow__", (self, args, kw) => {
    const [o, m] = parseArgs("__rpow__", args, kw, ["value", "mod"], 1);
    return m === null || m === None ? powSlot(o!, self) : floatPow3(o!, self, m);
  });
}

/** round(x) of a float: half-even to an int. */
export function roundToInt(v: number): PyObject {
  if (Number.isNaN(v)) throw newException(PyExc_ValueError, "cannot convert float NaN to integer");
  if (!Number.isFinite(v)) throw newException(PyExc_OverflowError, "cannot convert float infinity to integer");
  let r = Math.round(v);
  if (Math.abs(v - Math.trunc(v)) === 0.5) r = 2 * Math.round(v / 2);
  return PyFloat_Type.nb_int!(newFloat(r));
}
