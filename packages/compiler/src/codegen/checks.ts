/**
 * Codegen's SyntaxWarnings for expressions that certainly fail at run time (Python/codegen.c
 * `check_caller`, `check_subscripter`, `check_index`, `codegen_check_compare`), each emitted
 * before the expression's code, at the location CPython gives it.
 */
import type * as ast from "@pyts/parser";
import { inferTypeName } from "../warnings.js";
import { locOf, type Compiler } from "./compiler.js";

/** `f()` where `f` is a literal or display: `'tuple' object is not callable; perhaps you missed a comma?`. */
export function checkCaller(c: Compiler, e: ast.expr): void {
  switch (e._type) {
    case "Constant": case "Tuple": case "List": case "ListComp": case "Dict": case "DictComp": case "Set": case "SetComp":
    case "GeneratorExp": case "JoinedStr": case "TemplateStr": case "FormattedValue": case "Interpolation":
      c.warn(locOf(e), `'${inferTypeName(e)}' object is not callable; perhaps you missed a comma?`);
  }
}

/** `v[i]` (load) where `v` can't be subscripted: `'int' object is not subscriptable; …`. */
export function checkSubscripter(c: Compiler, e: ast.expr): void {
  switch (e._type) {
    case "Constant": {
      const v = e.value;
      const t = inferTypeName(e);
      if (!(v === null || t === "ellipsis" || t === "int" || t === "bool" || t === "float" || t === "complex")) return;
      break;
    }
    case "Set": case "SetComp": case "GeneratorExp": case "TemplateStr": case "Interpolation": case "Lambda":
      break;
    default:
      return;
  }
  c.warn(locOf(e), `'${inferTypeName(e)}' object is not subscriptable; perhaps you missed a comma?`);
}

/** `seq[i]` (load) with a sequence `seq` and an index that is certainly not an int or slice. */
export function checkIndex(c: Compiler, e: ast.expr, s: ast.expr): void {
  const indexType = inferTypeName(s);
  if (indexType === null || indexType === "int" || indexType === "bool") return;
  switch (e._type) {
    case "Constant": {
      const t = inferTypeName(e);
      if (t !== "str" && t !== "bytes") return;
      break;
    }
    case "Tuple": case "List": case "ListComp": case "JoinedStr": case "FormattedValue":
      break;
    default:
      return;
  }
  c.warn(locOf(e), `${inferTypeName(e)} indices must be integers or slices, not ${indexType}; perhaps you missed a comma?`);
}

/** `check_is_arg`: not a constant (a tuple of constants counts as one), or a named singleton (None, True, False, ...). */
function isArgOk(e: ast.expr): boolean {
  if (e._type === "Tuple") return !e.elts.every((x) => x._type === "Constant");
  if (e._type !== "Constant") return true;
  const v = e.value;
  return v === null || typeof v === "boolean" || typeof v === "symbol";
}

/** `x is 1`: `"is" with 'int' literal. Did you mean "=="?` (the first such pair of a chain). */
export function checkCompare(c: Compiler, e: ast.Compare): void {
  let left = isArgOk(e.left);
  let leftExpr = e.left;
  for (let i = 0; i < e.ops.length; i++) {
    const op = e.ops[i]!._type;
    const rightExpr = e.comparators[i]!;
    const right = isArgOk(rightExpr);
    if ((op === "Is" || op === "IsNot") && (!left || !right)) {
      const literal = !left ? leftExpr : rightExpr;
      const t = inferTypeName(literal);
      c.warn(locOf(e), op === "Is" ? `"is" with '${t}' literal. Did you mean "=="?` : `"is not" with '${t}' literal. Did you mean "!="?`);
      return;
    }
    left = right;
    leftExpr = rightExpr;
  }
}
