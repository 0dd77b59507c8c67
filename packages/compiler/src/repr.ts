/**
 * Python's `repr()` of the constant types a code object can hold, byte for byte as CPython 3.14
 * writes them: `unicode_repr` (quote choice, `\xNN`/`\uNNNN`/`\UNNNNNNNN` for non-printables),
 * `bytes_repr`, `float_repr` (shortest round trip, exponent when the decimal point is < -4 or
 * > 16 digits away: `1e+16`, `1e-05`, `inf`, `-0.0`), `complex_repr`, tuples, frozensets, slices
 * and code objects (`<code object f at 0x…, file "x.py", line 3>`).
 */
import { reprStr } from "@pyts/lexer";
import type { CodeObject, PyConst } from "./codeObject.js";

const hex = (n: number, width: number) => n.toString(16).padStart(width, "0");

/** `repr(str)`: the lexer's (it carries CPython's Unicode 16.0 printable table). */
export { reprStr };

/** `repr(bytes)`. */
export function reprBytes(b: Uint8Array): string {
  let hasSingle = false;
  let hasDouble = false;
  for (const c of b) {
    if (c === 0x27) hasSingle = true;
    else if (c === 0x22) hasDouble = true;
  }
  const quote = hasSingle && !hasDouble ? '"' : "'";
  let out = "b" + quote;
  for (const c of b) {
    if (c === quote.charCodeAt(0) || c === 0x5c) out += "\\" + String.fromCharCode(c);
    else if (c === 0x09) out += "\\t";
    else if (c === 0x0a) out += "\\n";
    else if (c === 0x0d) out += "\\r";
    else if (c < 0x20 || c >= 0x7f) out += "\\x" + hex(c, 2);
    else out += String.fromCharCode(c);
  }
  return out + quote;
}

/**
 * `PyOS_double_to_string(x, 'r', 0, flags)`: the shortest string that round-trips.
 * `addDot0`: Py_DTSF_ADD_DOT_0 (float repr); `sign`: Py_DTSF_SIGN (complex imaginary part).
 */
export function formatFloatRepr(x: number, addDot0 = true, sign = false): string {
  let s: string;
  if (Number.isNaN(x)) s = "nan";
  else if (!Number.isFinite(x)) s = x < 0 ? "-inf" : "inf";
  else {
    const neg = x < 0 || Object.is(x, -0);
    const e = Math.abs(x).toExponential(); // shortest round-trip digits: "d.ddde+N"
    const [mant, expStr] = e.split("e") as [string, string];
    const digits = mant.replace(".", "");
    const exp = Number(expStr); // decimal exponent of the first digit
    const decpt = exp + 1;
    if (decpt <= -4 || decpt > 16) {
      const m = digits.length > 1 ? digits[0] + "." + digits.slice(1) : digits;
      s = m + "e" + (exp < 0 ? "-" : "+") + String(Math.abs(exp)).padStart(2, "0");
    } else if (decpt <= 0) {
      s = "0." + "0".repeat(-decpt) + digits;
    } else if (decpt >= digits.length) {
      s = digits + "0".repeat(decpt - digits.length) + (addDot0 ? ".0" : "");
    } else {
      s = digits.slice(0, decpt) + "." + digits.slice(decpt);
    }
    if (neg) s = "-" + s;
  }
  if (sign && !s.startsWith("-")) s = "+" + s;
  return s;
}

/** `repr(complex)`. */
export function reprComplex(real: number, imag: number): string {
  if (real === 0 && !Object.is(real, -0)) return formatFloatRepr(imag, false) + "j";
  return "(" + formatFloatRepr(real, false) + formatFloatRepr(imag, false, true) + "j)";
}

/**
 * The address pyts shows in `<code object … at 0x…>`: CPython prints the object's memory address;
 * pyts numbers code objects in the order it first shows them (conformance masks addresses).
 */
const codeAddresses = new WeakMap<CodeObject, string>();
let nextAddress = 0x7f0000000000;
export function codeAddress(co: CodeObject): string {
  let a = codeAddresses.get(co);
  if (a === undefined) {
    a = "0x" + nextAddress.toString(16);
    nextAddress += 0x100;
    codeAddresses.set(co, a);
  }
  return a;
}

/** `repr(code)`. */
export function reprCode(co: CodeObject): string {
  return `<code object ${co.co_name} at ${codeAddress(co)}, file "${co.co_filename}", line ${co.co_firstlineno}>`;
}

/** `repr()` of any constant. */
export function reprConst(v: PyConst): string {
  switch (v.type) {
    case "None":
      return "None";
    case "Ellipsis":
      return "Ellipsis";
    case "bool":
      return v.value ? "True" : "False";
    case "int":
      return v.value.toString();
    case "float":
      return formatFloatRepr(v.value);
    case "complex":
      return reprComplex(v.real, v.imag);
    case "str":
      return reprStr(v.value);
    case "bytes":
      return reprBytes(v.value);
    case "tuple":
      if (v.items.length === 1) return "(" + reprConst(v.items[0]!) + ",)";
      return "(" + v.items.map(reprConst).join(", ") + ")";
    case "frozenset":
      return v.items.length === 0 ? "frozenset()" : "frozenset({" + v.items.map(reprConst).join(", ") + "})";
    case "slice":
      return `slice(${reprConst(v.start)}, ${reprConst(v.stop)}, ${reprConst(v.step)})`;
    case "code":
      return reprCode(v.value);
  }
}
