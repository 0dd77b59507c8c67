/** complex behaviour (Objects/complexobject.c, 3.14 mixed-mode arithmetic). */
import { PyObject, PyType } from "../objects/object.js";
import { powDouble } from "@pyts/lexer";
import * as libm from "../modules/libmTrig.js";
import { NotImplemented, None } from "../objects/none.js";
import { newBool } from "../objects/bool.js";
import { PyInt, isInt } from "../objects/int.js";
import { PyFloat, newFloat, isFloat } from "../objects/float.js";
import { PyComplex, PyComplex_Type, newComplex, isComplex } from "../objects/complex.js";
import { PyStr, newStr, isStr } from "../objects/str.js";
import { PyExc_ZeroDivisionError, PyExc_OverflowError, PyExc_ValueError, PyExc_AttributeError, newException, typeError } from "../objects/exceptions.js";
import { addSlotWrappers, idOf } from "../objects/typeobject.js";
import { defMethod, defGetSet, defClassMethod, defSlotWrapper } from "../objects/descr.js";
import { hashFloat, hashInt, hashFromBigInt } from "../hash.js";
import { Py_EQ, Py_NE, PyObject_RichCompare, typeName, callSpecial } from "../abstract.js";
import { reprComplex, complexBinop, complexProd, complexQuot } from "@pyts/lexer";
import { parseArgs, checkedMethod, defMethodO, defMethodNoArgs, badArgument } from "../args.js";
import { intToFloat, floatPrefix, normalizeNumberString, setComplexPow, floatValueOf } from "./numbers.js";

type C = [number, number];

function zeroDiv(): never {
  throw newException(PyExc_ZeroDivisionError, "division by zero");
}

export function cQuot(a: C, b: C): C {
  return complexQuot(a[0], a[1], b[0], b[1]) ?? zeroDiv();
}

function cProd(a: C, b: C): C {
  return complexProd(a[0], a[1], b[0], b[1]);
}

function cPowu(x: C, n: number): C {
  let r: C = [1, 0];
  let p = x;
  let mask = 1;
  while (n >= mask) {
    if (Math.floor(n / mask) % 2 === 1) r = cProd(r, p);
    mask *= 2;
    p = cProd(p, p);
  }
  return r;
}

function powError(): never {
  throw newException(PyExc_ZeroDivisionError, "zero to a negative or complex power");
}

/** complex_pow without the modulo check. */
export function cPow(a: C, b: C): C {
  let p: C;
  if (b[1] === 0 && b[0] === Math.floor(b[0]) && Math.abs(b[0]) <= 100) {
    const n = b[0];
    if (n >= 0) p = cPowu(a, n);
    else {
      const d = cPowu(a, -n);
      if (d[0] === 0 && d[1] === 0) powError();
      p = cQuot([1, 0], d);
    }
  } else if (b[0] === 0 && b[1] === 0) p = [1, 0];
  else if (a[0] === 0 && a[1] === 0) {
    if (b[1] !== 0 || b[0] < 0) powError();
    p = [0, 0];
  } else {
    // _Py_c_pow with the oracle's libm (pow, exp, log, cos, sin as its musl computes them)
    const vabs = libm.hypot(a[0], a[1]);
    let len = powDouble(vabs, b[0]);
    const at = Math.atan2(a[1], a[0]);
    let phase = at * b[0];
    if (b[1] !== 0) {
      len *= libm.exp(-at * b[1]);
      phase += b[1] * libm.log(vabs);
    }
    p = [len * libm.cos(phase), len * libm.sin(phase)];
  }
  if (Math.abs(p[0]) === Infinity || Math.abs(p[1]) === Infinity) throw newException(PyExc_OverflowError, "complex exponentiation");
  return p;
}

/** An operand as [re, im, isReal], or null when not a number complex arithmetic accepts. */
function operand(o: PyObject): [number, number, boolean] | null {
  if (isComplex(o)) return [o.real, o.imag, false];
  if (isFloat(o)) return [(o as PyFloat).value, 0, true];
  if (isInt(o)) return [intToFloat((o as PyInt).value), 0, true];
  return null;
}

export function complexAbs(re: number, im: number): number {
  if (!Number.isFinite(re) || !Number.isFinite(im)) {
    if (Math.abs(re) === Infinity || Math.abs(im) === Infinity) return Infinity;
    return NaN;
  }
  const r = libm.hypot(re, im);
  if (!Number.isFinite(r)) throw newException(PyExc_OverflowError, "absolute value too large");
  return r;
}

function binary(f: (a: [number, number, boolean], b: [number, number, boolean]) => C): (v: PyObject, w: PyObject) => PyObject {
  return (v, w) => {
    const a = operand(v), b = operand(w);
    if (a === null || b === null) return NotImplemented;
    const [re, im] = f(a, b);
    return newComplex(re, im);
  };
}

const arith = (op: number) => binary((a, b) => complexBinop(op, a, b) ?? zeroDiv());
const add = arith(0);
const sub = arith(10);
const mul = arith(5);
const div = arith(11);
const pow = binary((a, b) => cPow([a[0], a[1]], [b[0], b[1]]));

/** Hash of a complex (complex_hash): hash(re) + 1000003 * hash(im), wrapped to 64 bits. */
function complexHash(o: PyComplex): number | bigint {
  const h = (x: number) => (Number.isNaN(x) ? hashInt(Number(BigInt(idOf(o)) >> 4n)) : hashFloat(x));
  return hashFromBigInt(BigInt.asIntN(64, BigInt(h(o.real)) + 1000003n * BigInt(h(o.imag))));
}

/** Removes underscores the way _Py_string_to_number_with_underscores does; null when misplaced. */
function stripUnderscores(s: string): string | null {
  if (!s.includes("_")) return s;
  let out = "";
  let prev = "";
  for (const ch of s) {
    if (ch === "_") {
      if (!(prev >= "0" && prev <= "9")) return null;
    } else {
      if (prev === "_" && !(ch >= "0" && ch <= "9")) return null;
      out += ch;
    }
    prev = ch;
  }
  return prev === "_" ? null : out;
}

/** complex(str) (complex_from_string_inner). */
export function parseComplexString(src: string, reprQuote: (s: string) => string): C {
  const t = stripUnderscores(normalizeNumberString(src));
  if (t === null) throw newException(PyExc_ValueError, `could not convert string to complex: ${reprQuote(src)}`);
  const bad = (): never => {
    throw newException(PyExc_ValueError, "complex() arg is a malformed string");
  };
  const isSpace = (c: string | undefined) => c !== undefined && /\s/.test(c);
  let i = 0;
  while (isSpace(t[i])) i++;
  let bracket = false;
  if (t[i] === "(") {
    bracket = true;
    i++;
    while (isSpace(t[i])) i++;
  }
  let x = 0, y = 0;
  const first = floatPrefix(t, i);
  if (first !== null) {
    i = first[1];
    if (t[i] === "+" || t[i] === "-") {
      x = first[0];
      const second = floatPrefix(t, i);
      if (second !== null) [y, i] = second;
      else y = t[i++] === "+" ? 1 : -1;
      if (t[i] !== "j" && t[i] !== "J") bad();
      i++;
    } else if (t[i] === "j" || t[i] === "J") {
      i++;
      y = first[0];
    } else x = first[0];
  } else {
    if (t[i] === "+" || t[i] === "-") y = t[i++] === "+" ? 1 : -1;
    else y = 1;
    if (t[i] !== "j" && t[i] !== "J") bad();
    i++;
  }
  while (isSpace(t[i])) i++;
  if (bracket) {
    if (t[i] !== ")") bad();
    i++;
    while (isSpace(t[i])) i++;
  }
  if (i !== t.length) bad();
  return [x, y];
}

let quote: (s: string) => string = (s) => `'${s}'`;

/** __complex__ of o when its type defines one (checked to return a complex). */
function trySpecial(o: PyObject): C | null {
  const m = o.ob_type.lookup("__complex__");
  if (m === null) return null;
  const r = callSpecial(o, m, []);
  if (!isComplex(r)) typeError(`__complex__ returned non-complex (type ${typeName(r)})`);
  return [r.real, r.imag];
}

function complexNew(type: PyType, args: PyObject[], kwnames: string[] | null): PyObject {
  const [r, i] = parseArgs("complex", args, kwnames, ["real", "imag"], 0, 0);
  let v: C;
  if (i === null) {
    if (r === null) v = [0, 0];
    else if (r.ob_type === PyComplex_Type && type === PyComplex_Type) return r;
    else if (isStr(r)) v = parseComplexString((r as PyStr).value, quote);
    else {
      const sp = isComplex(r) ? [r.real, r.imag] as C : trySpecial(r);
      if (sp !== null) v = sp;
      else {
        const x = floatValueOf(r);
        if (x === null) typeError(`complex() argument must be a string or a number, not ${typeName(r)}`);
        v = [x, 0];
      }
    }
  } else {
    const part = (o: PyObject, name: string): C => {
      if (isComplex(o)) return [o.real, o.imag];
      const x = floatValueOf(o);
      if (x === null) typeError(`complex() argument '${name}' must be a real number, not ${typeName(o)}`);
      return [x, 0];
    };
    const cr = r === null ? [0, 0] as C : part(r, "real");
    const ci = part(i, "imag");
    v = [isComplex(i) ? cr[0] - ci[1] : cr[0], r !== null && isComplex(r) ? ci[0] + cr[1] : ci[0]];
  }
  if (type === PyComplex_Type) return newComplex(v[0], v[1]);
  const o = type.tp_alloc(type) as PyComplex;
  o.real = v[0];
  o.imag = v[1];
  return o;
}

function self(o: PyObject): PyComplex {
  if (!isComplex(o)) typeError(`descriptor requires a 'complex' object but received a '${typeName(o)}'`);
  return o;
}

export function initComplex(reprQuote: (s: string) => string, format: (o: PyComplex, spec: string) => string): void {
  quote = reprQuote;
  const T = PyComplex_Type;
  T.tp_alloc = (t) => new PyComplex(t, 0, 0);
  T.tp_new = complexNew;
  T.tp_repr = (o) => newStr(reprComplex((o as PyComplex).real, (o as PyComplex).imag));
  T.tp_hash = (o) => complexHash(o as PyComplex);
  T.tp_richcompare = (v, w, op) => {
    if (op !== Py_EQ && op !== Py_NE) return NotImplemented;
    const a = v as PyComplex;
    let equal: boolean;
    if (isInt(w)) {
      if (a.imag === 0) return PyObject_RichCompare(newFloat(a.real), w, op);
      equal = false;
    } else if (isFloat(w)) equal = a.real === (w as PyFloat).value && a.imag === 0;
    else if (isComplex(w)) equal = a.real === w.real && a.imag === w.imag;
    else return NotImplemented;
    return newBool(equal === (op === Py_EQ));
  };
  T.nb_binary[0] = add;
  T.nb_binary[10] = sub;
  T.nb_binary[5] = mul;
  T.nb_binary[11] = div;
  T.nb_binary[8] = pow;
  T.nb_bool = (o) => (o as PyComplex).real !== 0 || (o as PyComplex).imag !== 0;
  T.nb_negative = (o) => newComplex(-(o as PyComplex).real, -(o as PyComplex).imag);
  T.nb_positive = (o) => newComplex((o as PyComplex).real, (o as PyComplex).imag);
  T.nb_absolute = (o) => newFloat(complexAbs((o as PyComplex).real, (o as PyComplex).imag));
  addSlotWrappers(T);
  defMethodNoArgs(T, "conjugate", (o) => newComplex(self(o).real, -self(o).imag));
  defMethodNoArgs(T, "__complex__", (o) => newComplex(self(o).real, self(o).imag));
  defMethodNoArgs(T, "__getnewargs__", (o) => tupleOf([newFloat(self(o).real), newFloat(self(o).imag)]));
  defMethodO(T, "__format__", (o, spec) => {
    if (!isStr(spec)) badArgument("__format__", "argument", "str", spec);
    return newStr(format(self(o), spec.value));
  });
  defClassMethod(T, "from_number", checkedMethod("complex.from_number", "o", (cls, args) => {
    const o = args[0]!;
    let v: C;
    if (isComplex(o)) v = [o.real, o.imag];
    else {
      const sp = trySpecial(o);
      const x = sp === null ? floatValueOf(o) : null;
      if (sp === null && x === null) typeError(`must be real number, not ${typeName(o)}`);
      v = sp ?? [x!, 0];
    }
    if (cls === PyComplex_Type) return newComplex(v[0], v[1]);
    return callType(cls, [newComplex(v[0], v[1])]);
  }));
  const readonly = () => {
    throw newException(PyExc_AttributeError, "readonly attribute");
  };
  defGetSet(T, "real", (o) => newFloat((o as PyComplex).real), readonly);
  defGetSet(T, "imag", (o) => newFloat((o as PyComplex).imag), readonly);
  const pow3 = (v: PyObject, w: PyObject, m: PyObject | null): PyObject => {
    if (m === null || m === None) return pow(v, w);
    if (operand(v) === null || operand(w) === null) return NotImplemented;
    throw newException(PyExc_ValueError, "complex modulo");
  };
  defSlotWrapper(T, "__pow__", (o, args, kw) => {
    const [w, m] = parseArgs("__pow__", args, kw, ["value", "mod"], 1);
    return pow3(o, w!, m);
  });
  defSlotWrapper(T, "__rpow__", (o, args, kw) => {
    const [w, m] = parseArgs("__rpow__", args, kw, ["value", "mod"], 1);
    return pow3(w!, o, m);
  });
  setComplexPow((a, b) => {
    const [re, im] = cPow([a, 0], [b, 0]);
    return newComplex(re, im);
  });
}

let tupleOf: (items: PyObject[]) => PyObject = () => NotImplemented;
let callType: (cls: PyObject, args: PyObject[]) => PyObject = () => NotImplemented;
export function bindComplexHooks(h: { tuple: typeof tupleOf; call: typeof callType }): void {
  tupleOf = h.tuple;
  callType = h.call;
}
