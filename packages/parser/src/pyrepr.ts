/**
 * Python's `repr` for the values an AST carries: str, bytes, int, float, complex, None, bools,
 * Ellipsis. One place for these rules; `dump` and `unparse` use them.
 */
import { formatFloatRepr, reprBytes, reprComplex as reprComplexParts, reprStr } from "@pyts/lexer";
import { Ellipsis, PyBytesValue, type PyComplexValue, type ConstantValue } from "./ast/constant.js";

/** The literal reprs themselves live in the lexer, shared by the whole pipeline. */
export { formatFloatRepr, reprBytes, reprStr };

/** `complex.__repr__` of an AST complex constant. */
export function reprComplex(c: PyComplexValue): string {
  return reprComplexParts(c.real, c.imag);
}

/** `repr()` of any constant value. */
export function reprConstant(v: ConstantValue): string {
  if (v === null) return "None";
  if (v === true) return "True";
  if (v === false) return "False";
  if (v === Ellipsis) return "Ellipsis";
  if (typeof v === "bigint") return v.toString();
  if (typeof v === "number") return formatFloatRepr(v);
  if (typeof v === "string") return reprStr(v);
  if (v instanceof PyBytesValue) return reprBytes(v.bytes);
  return reprComplex(v);
}
