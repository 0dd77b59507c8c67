/**
 * Python's `repr()` of the constant types a code object can hold, byte for byte as CPython 3.14
 * writes them: `unicode_repr` (quote choice, `\xNN`/`\uNNNN`/`\UNNNNNNNN` for non-printables),
 * `bytes_repr`, `float_repr` (shortest round trip, exponent when the decimal point is < -4 or
 * > 16 digits away: `1e+16`, `1e-05`, `inf`, `-0.0`), `complex_repr`, tuples, frozensets, slices
 * and code objects (`<code object f at 0x…, file "x.py", line 3>`).
 */
import { formatFloatRepr, reprBytes, reprComplex, reprStr } from "@pyts/lexer";
import type { CodeObject, PyConst } from "./codeObject.js";

/** The literal reprs live in the lexer (one place for the pipeline); re-exported for dis and the VM. */
export { formatFloatRepr, reprBytes, reprComplex, reprStr };

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
