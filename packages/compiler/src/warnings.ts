/**
 * SyntaxWarnings of compilation (CPython: `_PyErr_EmitSyntaxWarning`, Python/errors.c), in the
 * order CPython emits them: the lexer's and parser's (invalid escapes, `1if`), then the AST
 * preprocessing's (PEP 765: `'return' in a 'finally' block`), then codegen's (`_PyCompile_Warn`:
 * `"is" with 'int' literal`, `'tuple' object is not callable`, …). Each goes to the
 * `CompileOptions.warn` handler; a handler that throws (the `warnings` filter's "error" action)
 * ends the compilation with its exception — CPython raises a SyntaxError at the warning's
 * location then, `syntaxErrorFromWarning` builds it.
 */
import type * as ast from "@pyts/parser";
import { PyBytesValue, PyComplexValue } from "@pyts/parser";
import { PySyntaxError } from "@pyts/lexer";

export interface CompileWarning {
  readonly category: "SyntaxWarning";
  readonly msg: string;
  readonly filename: string;
  readonly lineno: number;
  /** 1-based columns, as a SyntaxError's; null for the lexer's and parser's warnings (pyts keeps their line only). */
  readonly offset: number | null;
  readonly end_lineno: number | null;
  readonly end_offset: number | null;
}

export type WarningHandler = (w: CompileWarning) => void;

/** The SyntaxError CPython raises instead of a compiler-stage warning the filters turn into an error. */
export function syntaxErrorFromWarning(w: CompileWarning): PySyntaxError {
  return new PySyntaxError({
    msg: w.msg, filename: w.filename, lineno: w.lineno, offset: w.offset ?? 0,
    end_lineno: w.end_lineno, end_offset: w.end_offset, text: null,
  });
}

/** `type(value).__name__` of a constant (`Py_TYPE(e->v.Constant.value)->tp_name`). */
export function constantTypeName(v: ast.Constant["value"]): string {
  if (v === null) return "NoneType";
  switch (typeof v) {
    case "boolean": return "bool";
    case "bigint": return "int";
    case "number": return "float";
    case "string": return "str";
    case "symbol": return "ellipsis";
  }
  if (v instanceof PyComplexValue) return "complex";
  if (v instanceof PyBytesValue) return "bytes";
  // Folded constants (tuple, frozenset) only appear after the flowgraph; not in the AST.
  return "object";
}

/** `infer_type` (Python/codegen.c): the type an expression certainly evaluates to, or null. */
export function inferTypeName(e: ast.expr): string | null {
  switch (e._type) {
    case "Tuple": return "tuple";
    case "List": case "ListComp": return "list";
    case "Dict": case "DictComp": return "dict";
    case "Set": case "SetComp": return "set";
    case "GeneratorExp": return "generator";
    case "Lambda": return "function";
    case "TemplateStr": return "string.templatelib.Template";
    case "Interpolation": return "string.templatelib.Interpolation";
    case "JoinedStr": case "FormattedValue": return "str";
    case "Constant": return constantTypeName(e.value);
    default: return null;
  }
}
