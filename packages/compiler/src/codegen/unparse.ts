/**
 * `_PyAST_ExprAsUnicode` (Python/ast_unparse.c): the source text of an annotation, as stored
 * under `from __future__ import annotations`. Operator precedence decides the parentheses, as
 * in CPython's unparser.
 */
import type * as ast from "@pyts/parser";
import { reprConstant, reprStr } from "@pyts/parser";
import { Ellipsis as AstEllipsis } from "@pyts/parser";

const PR = { TUPLE: 0, TEST: 1, OR: 2, AND: 3, NOT: 4, CMP: 5, EXPR: 6, BOR: 6, BXOR: 7, BAND: 8, SHIFT: 9, ARITH: 10, TERM: 11, FACTOR: 12, POWER: 13, AWAIT: 14, ATOM: 15 };

const BINOP: Record<string, [string, number]> = {
  Add: ["+", PR.ARITH], Sub: ["-", PR.ARITH], Mult: ["*", PR.TERM], MatMult: ["@", PR.TERM], Div: ["/", PR.TERM], Mod: ["%", PR.TERM],
  LShift: ["<<", PR.SHIFT], RShift: [">>", PR.SHIFT], BitOr: ["|", PR.BOR], BitXor: ["^", PR.BXOR], BitAnd: ["&", PR.BAND],
  FloorDiv: ["//", PR.TERM], Pow: ["**", PR.POWER],
};
const CMP: Record<string, string> = { Eq: "==", NotEq: "!=", Lt: "<", LtE: "<=", Gt: ">", GtE: ">=", Is: "is", IsNot: "is not", In: "in", NotIn: "not in" };

function u(e: ast.expr, level: number): string {
  switch (e._type) {
    case "BoolOp": {
      const pr = e.op._type === "And" ? PR.AND : PR.OR;
      const s = e.values.map((v) => u(v, pr + 1)).join(e.op._type === "And" ? " and " : " or ");
      return level > pr ? `(${s})` : s;
    }
    case "BinOp": {
      const [op, pr] = BINOP[e.op._type]!;
      const rassoc = e.op._type === "Pow";
      const s = `${u(e.left, rassoc ? pr + 1 : pr)} ${op} ${u(e.right, rassoc ? pr : pr + 1)}`;
      return level > pr ? `(${s})` : s;
    }
    case "UnaryOp": {
      const [op, pr] = e.op._type === "Not" ? ["not ", PR.NOT] : e.op._type === "Invert" ? ["~", PR.FACTOR] : e.op._type === "UAdd" ? ["+", PR.FACTOR] : ["-", PR.FACTOR];
      const s = `${op}${u(e.operand, pr as number)}`;
      return level > (pr as number) ? `(${s})` : s;
    }
    case "Lambda": {
      const s = `lambda${e.args.args.length || e.args.posonlyargs.length || e.args.vararg || e.args.kwonlyargs.length || e.args.kwarg ? " " + args(e.args) : ""}: ${u(e.body, PR.TEST)}`;
      return level > PR.TEST ? `(${s})` : s;
    }
    case "IfExp": {
      const s = `${u(e.body, PR.TEST + 1)} if ${u(e.test, PR.TEST + 1)} else ${u(e.orelse, PR.TEST)}`;
      return level > PR.TEST ? `(${s})` : s;
    }
    case "Dict":
      return `{${e.keys.map((k, i) => (k ? `${u(k, PR.TEST)}: ${u(e.values[i]!, PR.TEST)}` : `**${u(e.values[i]!, PR.EXPR)}`)).join(", ")}}`;
    case "Set":
      return e.elts.length ? `{${e.elts.map((x) => u(x, PR.TEST)).join(", ")}}` : "{*()}";
    case "ListComp":
      return `[${u(e.elt, PR.TEST)}${comps(e.generators)}]`;
    case "SetComp":
      return `{${u(e.elt, PR.TEST)}${comps(e.generators)}}`;
    case "DictComp":
      return `{${u(e.key, PR.TEST)}: ${u(e.value, PR.TEST)}${comps(e.generators)}}`;
    case "GeneratorExp":
      return `(${u(e.elt, PR.TEST)}${comps(e.generators)})`;
    case "Await": {
      const s = `await ${u(e.value, PR.ATOM)}`;
      return level > PR.AWAIT ? `(${s})` : s;
    }
    case "Yield":
      return `(yield${e.value ? " " + u(e.value, PR.TEST) : ""})`;
    case "YieldFrom":
      return `(yield from ${u(e.value, PR.TEST)})`;
    case "Compare": {
      let s = u(e.left, PR.CMP + 1);
      e.ops.forEach((op, i) => (s += ` ${CMP[op._type]} ${u(e.comparators[i]!, PR.CMP + 1)}`));
      return level > PR.CMP ? `(${s})` : s;
    }
    case "Call": {
      const parts = e.args.map((a) => (e.args.length === 1 && e.keywords.length === 0 && a._type === "GeneratorExp" ? u(a, PR.TEST).slice(1, -1) : u(a, PR.TEST)));
      for (const k of e.keywords) parts.push(k.arg ? `${k.arg}=${u(k.value, PR.TEST)}` : `**${u(k.value, PR.EXPR)}`);
      return `${u(e.func, PR.ATOM)}(${parts.join(", ")})`;
    }
    case "Constant":
      if (e.value === null || typeof e.value === "boolean") return e.value === null ? "None" : e.value ? "True" : "False";
      if (e.value === AstEllipsis) return "...";
      return reprConstant(e.value).replace(/^inf$/, "1e309");
    case "JoinedStr":
      return `f${reprStr(fstringBody(e.values))}`;
    case "TemplateStr":
      return `t${reprStr(fstringBody(e.values))}`;
    case "FormattedValue":
    case "Interpolation":
      return `f${reprStr(fstringElement(e))}`;
    case "Attribute": {
      let v = u(e.value, PR.ATOM);
      if (e.value._type === "Constant" && typeof e.value.value === "bigint") v += " ";
      return `${v}.${e.attr}`;
    }
    case "Subscript": {
      const sl = e.slice._type === "Tuple" && e.slice.elts.length ? e.slice.elts.map((x) => u(x, PR.TEST)).join(", ") + (e.slice.elts.length === 1 ? "," : "") : u(e.slice, PR.TUPLE);
      return `${u(e.value, PR.ATOM)}[${sl}]`;
    }
    case "Starred":
      return `*${u(e.value, PR.EXPR)}`;
    case "Name":
      return e.id;
    case "List":
      return `[${e.elts.map((x) => u(x, PR.TEST)).join(", ")}]`;
    case "Tuple": {
      if (!e.elts.length) return "()";
      const s = e.elts.map((x) => u(x, PR.TEST)).join(", ") + (e.elts.length === 1 ? "," : "");
      return level > PR.TUPLE ? `(${s})` : s;
    }
    case "Slice":
      return `${e.lower ? u(e.lower, PR.TEST) : ""}:${e.upper ? u(e.upper, PR.TEST) : ""}${e.step ? ":" + u(e.step, PR.TEST) : ""}`;
    case "NamedExpr": {
      const s = `${u(e.target, PR.ATOM)} := ${u(e.value, PR.ATOM)}`;
      return level > PR.TUPLE ? `(${s})` : s;
    }
  }
}

/** ast_unparse.c `build_fstring_body`: literal parts with braces doubled, replacement fields. */
function fstringBody(values: ast.expr[]): string {
  return values.map(fstringElement).join("");
}

function fstringElement(e: ast.expr): string {
  if (e._type === "Constant") return String(e.value).replace(/\{/g, "{{").replace(/\}/g, "}}");
  if (e._type === "JoinedStr" || e._type === "TemplateStr") return fstringBody(e.values);
  if (e._type === "FormattedValue" || e._type === "Interpolation") {
    const expr = e._type === "Interpolation" && typeof e.str === "string" ? e.str : u(e.value, PR.TEST + 1);
    let s = expr.startsWith("{") ? `{ ${expr}` : `{${expr}`;
    if (e.conversion > 0) s += `!${String.fromCharCode(e.conversion)}`;
    if (e.format_spec) s += `:${fstringElement(e.format_spec)}`;
    return `${s}}`;
  }
  return u(e, PR.TEST + 1);
}

function comps(gens: ast.comprehension[]): string {
  return gens.map((g) => `${g.is_async ? " async" : ""} for ${u(g.target, PR.TUPLE)} in ${u(g.iter, PR.TEST + 1)}${g.ifs.map((i) => ` if ${u(i, PR.TEST + 1)}`).join("")}`).join("");
}

function args(a: ast.arguments): string {
  const parts: string[] = [];
  const pos = [...a.posonlyargs, ...a.args];
  const firstDefault = pos.length - a.defaults.length;
  pos.forEach((p, i) => {
    parts.push(i >= firstDefault ? `${p.arg}=${u(a.defaults[i - firstDefault]!, PR.TEST)}` : p.arg);
    if (a.posonlyargs.length && i === a.posonlyargs.length - 1) parts.push("/");
  });
  if (a.vararg || a.kwonlyargs.length) parts.push(a.vararg ? `*${a.vararg.arg}` : "*");
  a.kwonlyargs.forEach((k, i) => parts.push(a.kw_defaults[i] ? `${k.arg}=${u(a.kw_defaults[i]!, PR.TEST)}` : k.arg));
  if (a.kwarg) parts.push(`**${a.kwarg.arg}`);
  return parts.join(", ");
}

export function unparseAnnotation(e: ast.expr): string {
  return u(e, PR.TEST);
}
