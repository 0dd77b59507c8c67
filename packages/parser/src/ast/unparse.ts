/**
 * `ast.unparse` (Lib/_ast_unparse.py, 3.14): source text for a tree, with the same precedence
 * rules, parenthesization, quoting choices and spacing, so the output matches CPython's byte for
 * byte.
 */
import { isPrintable } from "@pyts/lexer";
import type * as A from "./nodes.generated.js";
import { Ellipsis, PyComplexValue, type ConstantValue } from "./constant.js";
import { reprConstant, reprStr } from "../pyrepr.js";

const P = {
  NAMED_EXPR: 1, TUPLE: 2, YIELD: 3, TEST: 4, OR: 5, AND: 6, NOT: 7, CMP: 8, EXPR: 9, BOR: 9, BXOR: 10,
  BAND: 11, SHIFT: 12, ARITH: 13, TERM: 14, FACTOR: 15, POWER: 16, AWAIT: 17, ATOM: 18,
} as const;
const nextP = (p: number) => Math.min(p + 1, P.ATOM);

const INFSTR = "1e309";
const SINGLE_QUOTES = ["'", '"'];
const MULTI_QUOTES = ['"""', "'''"];
const ALL_QUOTES = [...SINGLE_QUOTES, ...MULTI_QUOTES];

const UNOP: Record<string, string> = { Invert: "~", Not: "not", UAdd: "+", USub: "-" };
const BINOP: Record<string, string> = {
  Add: "+", Sub: "-", Mult: "*", MatMult: "@", Div: "/", Mod: "%", LShift: "<<", RShift: ">>", BitOr: "|", BitXor: "^", BitAnd: "&", FloorDiv: "//", Pow: "**",
};
const BINOP_PREC: Record<string, number> = {
  "+": P.ARITH, "-": P.ARITH, "*": P.TERM, "@": P.TERM, "/": P.TERM, "%": P.TERM, "<<": P.SHIFT, ">>": P.SHIFT, "|": P.BOR, "^": P.BXOR, "&": P.BAND, "//": P.TERM, "**": P.POWER,
};
const CMPOPS: Record<string, string> = { Eq: "==", NotEq: "!=", Lt: "<", LtE: "<=", Gt: ">", GtE: ">=", Is: "is", IsNot: "is not", In: "in", NotIn: "not in" };

/** `c.encode("unicode_escape").decode("ascii")` for one character. */
function unicodeEscape(c: string): string {
  const cp = c.codePointAt(0)!;
  if (c === "\\") return "\\\\";
  if (c === "\t") return "\\t";
  if (c === "\n") return "\\n";
  if (c === "\r") return "\\r";
  if (cp < 0x20 || (cp >= 0x7f && cp < 0x100)) return "\\x" + cp.toString(16).padStart(2, "0");
  if (cp < 0x10000) return "\\u" + cp.toString(16).padStart(4, "0");
  return "\\U" + cp.toString(16).padStart(8, "0");
}

function writeConstant(v: ConstantValue): string {
  if (typeof v === "number" || v instanceof PyComplexValue) {
    return reprConstant(v).replaceAll("inf", INFSTR).replaceAll("nan", `(${INFSTR}-${INFSTR})`);
  }
  return reprConstant(v);
}

class Unparser {
  private source: string[] = [];
  private readonly precedences = new Map<object, number>();
  private typeIgnores = new Map<number, string>();
  private indent = 0;
  private inTryStar = false;
  private inInteractive = false;

  visit(node: A.AST): string {
    this.source = [];
    this.traverse(node);
    return this.source.join("");
  }

  private write(...text: string[]): void {
    this.source.push(...text);
  }

  private interleave<T>(inter: () => void, f: (x: T) => void, seq: readonly T[]): void {
    seq.forEach((x, i) => {
      if (i > 0) inter();
      f(x);
    });
  }

  private itemsView<T>(f: (x: T) => void, items: readonly T[]): void {
    if (items.length === 1) {
      f(items[0]!);
      this.write(",");
    } else this.interleave(() => this.write(", "), f, items);
  }

  private maybeNewline(): void {
    if (this.source.length) this.write("\n");
  }

  private fill(text = "", allowSemicolon = true): void {
    if (this.inInteractive && !this.indent && allowSemicolon) {
      if (this.source.length) this.write("; ");
      this.write(text);
    } else {
      this.maybeNewline();
      this.write("    ".repeat(this.indent) + text);
    }
  }

  private buffered(f: () => void): string[] {
    const original = this.source;
    const buffer: string[] = [];
    this.source = buffer;
    try {
      f();
    } finally {
      this.source = original;
    }
    return buffer;
  }

  private block(f: () => void, extra?: string | null): void {
    this.write(":");
    if (extra) this.write(extra);
    this.indent++;
    f();
    this.indent--;
  }

  private delimit(start: string, end: string, f: () => void): void {
    this.write(start);
    f();
    this.write(end);
  }

  private delimitIf(start: string, end: string, cond: boolean, f: () => void): void {
    if (cond) this.delimit(start, end, f);
    else f();
  }

  private requireParens(prec: number, node: object, f: () => void): void {
    this.delimitIf("(", ")", this.getPrecedence(node) > prec, f);
  }

  private getPrecedence(node: object): number {
    return this.precedences.get(node) ?? P.TEST;
  }

  private setPrecedence(prec: number, ...nodes: (object | null | undefined)[]): void {
    for (const n of nodes) if (n) this.precedences.set(n, prec);
  }

  private getRawDocstring(node: A.AST): A.Constant | null {
    if (!(node._type === "AsyncFunctionDef" || node._type === "FunctionDef" || node._type === "ClassDef" || node._type === "Module") || node.body.length < 1) return null;
    const st = node.body[0]!;
    if (st._type !== "Expr") return null;
    const v = st.value;
    return v._type === "Constant" && typeof v.value === "string" ? v : null;
  }

  private getTypeComment(node: A.AST & Partial<A.Located> & { type_comment?: string | null }): string | null {
    const comment = (node.lineno !== undefined ? this.typeIgnores.get(node.lineno) : undefined) || node.type_comment;
    return comment !== null && comment !== undefined ? ` # type: ${comment}` : null;
  }

  traverse(node: A.AST | readonly A.AST[] | null | undefined): void {
    if (node === null || node === undefined) return;
    if (Array.isArray(node)) {
      for (const x of node) this.traverse(x as A.AST);
      return;
    }
    const n = node as A.AST;
    const m = (this as unknown as Record<string, (n: A.AST) => void>)["visit_" + n._type];
    if (!m) throw new Error(`unparse: no visitor for ${n._type}`);
    m.call(this, n);
  }

  private writeDocstringAndTraverseBody(node: A.Module | A.Interactive | A.FunctionDef | A.AsyncFunctionDef | A.ClassDef): void {
    const doc = this.getRawDocstring(node);
    if (doc) {
      this.writeDocstring(doc);
      this.traverse(node.body.slice(1));
    } else this.traverse(node.body);
  }

  visit_Module(node: A.Module): void {
    this.typeIgnores = new Map(node.type_ignores.map((t) => [t.lineno, `ignore${t.tag}`]));
    try {
      this.writeDocstringAndTraverseBody(node);
    } finally {
      this.typeIgnores.clear();
    }
  }
  visit_Interactive(node: A.Interactive): void {
    this.inInteractive = true;
    try {
      this.writeDocstringAndTraverseBody(node);
    } finally {
      this.inInteractive = false;
    }
  }
  visit_Expression(node: A.Expression): void {
    this.traverse(node.body);
  }
  visit_FunctionType(node: A.FunctionType): void {
    this.delimit("(", ")", () => this.interleave(() => this.write(", "), (x: A.expr) => this.traverse(x), node.argtypes));
    this.write(" -> ");
    this.traverse(node.returns);
  }
  visit_Expr(node: A.Expr): void {
    this.fill();
    this.setPrecedence(P.YIELD, node.value);
    this.traverse(node.value);
  }
  visit_NamedExpr(node: A.NamedExpr): void {
    this.requireParens(P.NAMED_EXPR, node, () => {
      this.setPrecedence(P.ATOM, node.target, node.value);
      this.traverse(node.target);
      this.write(" := ");
      this.traverse(node.value);
    });
  }
  visit_Import(node: A.Import): void {
    this.fill("import ");
    this.interleave(() => this.write(", "), (x: A.alias) => this.traverse(x), node.names);
  }
  visit_ImportFrom(node: A.ImportFrom): void {
    this.fill("from ");
    this.write(".".repeat(node.level ?? 0));
    if (node.module) this.write(node.module);
    this.write(" import ");
    this.interleave(() => this.write(", "), (x: A.alias) => this.traverse(x), node.names);
  }
  visit_Assign(node: A.Assign): void {
    this.fill();
    for (const t of node.targets) {
      this.setPrecedence(P.TUPLE, t);
      this.traverse(t);
      this.write(" = ");
    }
    this.traverse(node.value);
    const tc = this.getTypeComment(node);
    if (tc) this.write(tc);
  }
  visit_AugAssign(node: A.AugAssign): void {
    this.fill();
    this.traverse(node.target);
    this.write(" " + BINOP[node.op._type] + "= ");
    this.traverse(node.value);
  }
  visit_AnnAssign(node: A.AnnAssign): void {
    this.fill();
    this.delimitIf("(", ")", !node.simple && node.target._type === "Name", () => this.traverse(node.target));
    this.write(": ");
    this.traverse(node.annotation);
    if (node.value) {
      this.write(" = ");
      this.traverse(node.value);
    }
  }
  visit_Return(node: A.Return): void {
    this.fill("return");
    if (node.value) {
      this.write(" ");
      this.traverse(node.value);
    }
  }
  visit_Pass(): void {
    this.fill("pass");
  }
  visit_Break(): void {
    this.fill("break");
  }
  visit_Continue(): void {
    this.fill("continue");
  }
  visit_Delete(node: A.Delete): void {
    this.fill("del ");
    this.interleave(() => this.write(", "), (x: A.expr) => this.traverse(x), node.targets);
  }
  visit_Assert(node: A.Assert): void {
    this.fill("assert ");
    this.traverse(node.test);
    if (node.msg) {
      this.write(", ");
      this.traverse(node.msg);
    }
  }
  visit_Global(node: A.Global): void {
    this.fill("global ");
    this.interleave(() => this.write(", "), (x: string) => this.write(x), node.names);
  }
  visit_Nonlocal(node: A.Nonlocal): void {
    this.fill("nonlocal ");
    this.interleave(() => this.write(", "), (x: string) => this.write(x), node.names);
  }
  visit_Await(node: A.Await): void {
    this.requireParens(P.AWAIT, node, () => {
      this.write("await");
      if (node.value) {
        this.write(" ");
        this.setPrecedence(P.ATOM, node.value);
        this.traverse(node.value);
      }
    });
  }
  visit_Yield(node: A.Yield): void {
    this.requireParens(P.YIELD, node, () => {
      this.write("yield");
      if (node.value) {
        this.write(" ");
        this.setPrecedence(P.ATOM, node.value);
        this.traverse(node.value);
      }
    });
  }
  visit_YieldFrom(node: A.YieldFrom): void {
    this.requireParens(P.YIELD, node, () => {
      this.write("yield from ");
      this.setPrecedence(P.ATOM, node.value);
      this.traverse(node.value);
    });
  }
  visit_Raise(node: A.Raise): void {
    this.fill("raise");
    if (!node.exc) {
      if (node.cause) throw new Error("ValueError: Node can't use cause without an exception.");
      return;
    }
    this.write(" ");
    this.traverse(node.exc);
    if (node.cause) {
      this.write(" from ");
      this.traverse(node.cause);
    }
  }
  private doVisitTry(node: A.Try | A.TryStar): void {
    this.fill("try", false);
    this.block(() => this.traverse(node.body));
    for (const ex of node.handlers) this.traverse(ex);
    if (node.orelse.length) {
      this.fill("else", false);
      this.block(() => this.traverse(node.orelse));
    }
    if (node.finalbody.length) {
      this.fill("finally", false);
      this.block(() => this.traverse(node.finalbody));
    }
  }
  visit_Try(node: A.Try): void {
    const prev = this.inTryStar;
    this.inTryStar = false;
    try {
      this.doVisitTry(node);
    } finally {
      this.inTryStar = prev;
    }
  }
  visit_TryStar(node: A.TryStar): void {
    const prev = this.inTryStar;
    this.inTryStar = true;
    try {
      this.doVisitTry(node);
    } finally {
      this.inTryStar = prev;
    }
  }
  visit_ExceptHandler(node: A.ExceptHandler): void {
    this.fill(this.inTryStar ? "except*" : "except", false);
    if (node.type) {
      this.write(" ");
      this.traverse(node.type);
    }
    if (node.name) {
      this.write(" as ");
      this.write(node.name);
    }
    this.block(() => this.traverse(node.body));
  }
  visit_ClassDef(node: A.ClassDef): void {
    this.maybeNewline();
    for (const d of node.decorator_list) {
      this.fill("@", false);
      this.traverse(d);
    }
    this.fill("class " + node.name, false);
    this.typeParamsHelper(node.type_params);
    this.delimitIf("(", ")", node.bases.length > 0 || node.keywords.length > 0, () => {
      let comma = false;
      for (const e of [...node.bases, ...node.keywords]) {
        if (comma) this.write(", ");
        else comma = true;
        this.traverse(e);
      }
    });
    this.block(() => this.writeDocstringAndTraverseBody(node));
  }
  visit_FunctionDef(node: A.FunctionDef): void {
    this.functionHelper(node, "def");
  }
  visit_AsyncFunctionDef(node: A.AsyncFunctionDef): void {
    this.functionHelper(node, "async def");
  }
  private functionHelper(node: A.FunctionDef | A.AsyncFunctionDef, suffix: string): void {
    this.maybeNewline();
    for (const d of node.decorator_list) {
      this.fill("@", false);
      this.traverse(d);
    }
    this.fill(suffix + " " + node.name, false);
    this.typeParamsHelper(node.type_params);
    this.delimit("(", ")", () => this.traverse(node.args));
    if (node.returns) {
      this.write(" -> ");
      this.traverse(node.returns);
    }
    this.block(() => this.writeDocstringAndTraverseBody(node), this.getTypeComment(node));
  }
  private typeParamsHelper(tps: A.type_param[] | null | undefined): void {
    if (tps && tps.length > 0) this.delimit("[", "]", () => this.interleave(() => this.write(", "), (x: A.type_param) => this.traverse(x), tps));
  }
  visit_TypeVar(node: A.TypeVar): void {
    this.write(node.name);
    if (node.bound) {
      this.write(": ");
      this.traverse(node.bound);
    }
    if (node.default_value) {
      this.write(" = ");
      this.traverse(node.default_value);
    }
  }
  visit_TypeVarTuple(node: A.TypeVarTuple): void {
    this.write("*" + node.name);
    if (node.default_value) {
      this.write(" = ");
      this.traverse(node.default_value);
    }
  }
  visit_ParamSpec(node: A.ParamSpec): void {
    this.write("**" + node.name);
    if (node.default_value) {
      this.write(" = ");
      this.traverse(node.default_value);
    }
  }
  visit_TypeAlias(node: A.TypeAlias): void {
    this.fill("type ");
    this.traverse(node.name);
    this.typeParamsHelper(node.type_params);
    this.write(" = ");
    this.traverse(node.value);
  }
  visit_For(node: A.For): void {
    this.forHelper("for ", node);
  }
  visit_AsyncFor(node: A.AsyncFor): void {
    this.forHelper("async for ", node);
  }
  private forHelper(fill: string, node: A.For | A.AsyncFor): void {
    this.fill(fill, false);
    this.setPrecedence(P.TUPLE, node.target);
    this.traverse(node.target);
    this.write(" in ");
    this.traverse(node.iter);
    this.block(() => this.traverse(node.body), this.getTypeComment(node));
    if (node.orelse.length) {
      this.fill("else", false);
      this.block(() => this.traverse(node.orelse));
    }
  }
  visit_If(node: A.If): void {
    this.fill("if ", false);
    this.traverse(node.test);
    this.block(() => this.traverse(node.body));
    let n: A.If = node;
    while (n.orelse.length === 1 && n.orelse[0]!._type === "If") {
      n = n.orelse[0] as A.If;
      const cur = n;
      this.fill("elif ", false);
      this.traverse(cur.test);
      this.block(() => this.traverse(cur.body));
    }
    if (n.orelse.length) {
      const cur = n;
      this.fill("else", false);
      this.block(() => this.traverse(cur.orelse));
    }
  }
  visit_While(node: A.While): void {
    this.fill("while ", false);
    this.traverse(node.test);
    this.block(() => this.traverse(node.body));
    if (node.orelse.length) {
      this.fill("else", false);
      this.block(() => this.traverse(node.orelse));
    }
  }
  visit_With(node: A.With): void {
    this.fill("with ", false);
    this.interleave(() => this.write(", "), (x: A.withitem) => this.traverse(x), node.items);
    this.block(() => this.traverse(node.body), this.getTypeComment(node));
  }
  visit_AsyncWith(node: A.AsyncWith): void {
    this.fill("async with ", false);
    this.interleave(() => this.write(", "), (x: A.withitem) => this.traverse(x), node.items);
    this.block(() => this.traverse(node.body), this.getTypeComment(node));
  }

  private strLiteralHelper(string: string, quoteTypes: readonly string[] = ALL_QUOTES, escapeSpecialWhitespace = false): [string, string[]] {
    const escapeChar = (c: string): string => {
      if (!escapeSpecialWhitespace && (c === "\n" || c === "\t")) return c;
      if (c === "\\" || !isPrintable(c.codePointAt(0)!)) return unicodeEscape(c);
      return c;
    };
    let escaped = Array.from(string).map(escapeChar).join("");
    let possible = [...quoteTypes];
    if (escaped.includes("\n")) possible = possible.filter((q) => MULTI_QUOTES.includes(q));
    possible = possible.filter((q) => !escaped.includes(q));
    if (possible.length === 0) {
      const r = reprStr(string);
      const quote = quoteTypes.find((q) => q.includes(r[0]!)) ?? r[0]!;
      return [r.slice(1, -1), [quote]];
    }
    if (escaped) {
      const last = escaped[escaped.length - 1];
      possible = [...possible.filter((q) => q[0] !== last), ...possible.filter((q) => q[0] === last)];
      if (possible[0]![0] === last) escaped = escaped.slice(0, -1) + "\\" + last;
    }
    return [escaped, possible];
  }

  private writeStrAvoidingBackslashes(string: string, quoteTypes: readonly string[] = ALL_QUOTES): void {
    const [s, qs] = this.strLiteralHelper(string, quoteTypes);
    this.write(`${qs[0]}${s}${qs[0]}`);
  }

  private ftstringHelper(parts: [string, boolean][]): void {
    let newParts: string[] = [];
    let quoteTypes = [...ALL_QUOTES];
    let fallback = false;
    for (const [v, isConstant] of parts) {
      let value = v;
      if (isConstant) {
        const [val, nq] = this.strLiteralHelper(value, quoteTypes, true);
        value = val;
        if (!nq.some((q) => quoteTypes.includes(q))) {
          fallback = true;
          break;
        }
        quoteTypes = nq;
      } else {
        if (value.includes("\n")) quoteTypes = quoteTypes.filter((q) => MULTI_QUOTES.includes(q));
        const nq = quoteTypes.filter((q) => !value.includes(q));
        if (nq.length) quoteTypes = nq;
      }
      newParts.push(value);
    }
    if (fallback) {
      quoteTypes = ["'''"];
      newParts = [];
      for (const [v, isConstant] of parts) {
        let value = v;
        if (isConstant) value = reprStr('"' + value).slice(2, -1);
        newParts.push(value);
      }
    }
    this.write(`${quoteTypes[0]}${newParts.join("")}${quoteTypes[0]}`);
  }

  private writeFtstring(values: A.expr[], prefix: string): void {
    this.write(prefix);
    const parts: [string, boolean][] = values.map((v) => [this.buffered(() => this.writeFtstringInner(v)).join(""), v._type === "Constant"]);
    this.ftstringHelper(parts);
  }
  visit_JoinedStr(node: A.JoinedStr): void {
    this.writeFtstring(node.values, "f");
  }
  visit_TemplateStr(node: A.TemplateStr): void {
    this.writeFtstring(node.values, "t");
  }
  private writeFtstringInner(node: A.expr, isFormatSpec = false): void {
    if (node._type === "JoinedStr") {
      for (const v of node.values) this.writeFtstringInner(v, isFormatSpec);
    } else if (node._type === "Constant" && typeof node.value === "string") {
      let value = node.value.replaceAll("{", "{{").replaceAll("}", "}}");
      if (isFormatSpec) value = value.replaceAll("\\", "\\\\").replaceAll("'", "\\'").replaceAll('"', '\\"').replaceAll("\n", "\\n");
      this.write(value);
    } else if (node._type === "FormattedValue") this.visit_FormattedValue(node);
    else if (node._type === "Interpolation") this.visit_Interpolation(node);
    else throw new Error(`ValueError: Unexpected node inside JoinedStr, ${node._type}`);
  }
  private writeInterpolation(node: A.FormattedValue | A.Interpolation, useStrAttr: boolean): void {
    this.delimit("{", "}", () => {
      let expr: string;
      if (useStrAttr) expr = (node as A.Interpolation).str as string;
      else {
        const u = new Unparser();
        u.setPrecedence(nextP(P.TEST), node.value);
        expr = u.visit(node.value);
      }
      if (expr.startsWith("{")) this.write(" ");
      this.write(expr);
      if (node.conversion !== -1) this.write(`!${String.fromCharCode(node.conversion)}`);
      if (node.format_spec) {
        this.write(":");
        this.writeFtstringInner(node.format_spec, true);
      }
    });
  }
  visit_FormattedValue(node: A.FormattedValue): void {
    this.writeInterpolation(node, false);
  }
  visit_Interpolation(node: A.Interpolation): void {
    this.writeInterpolation(node, node.str !== null && node.str !== undefined);
  }
  visit_Name(node: A.Name): void {
    this.write(node.id);
  }
  private writeDocstring(node: A.Constant): void {
    this.fill("", false);
    if (node.kind === "u") this.write("u");
    this.writeStrAvoidingBackslashes(node.value as string, MULTI_QUOTES);
  }
  visit_Constant(node: A.Constant): void {
    if (node.value === Ellipsis) this.write("...");
    else {
      if (node.kind === "u") this.write("u");
      this.write(writeConstant(node.value));
    }
  }
  visit_List(node: A.List): void {
    this.delimit("[", "]", () => this.interleave(() => this.write(", "), (x: A.expr) => this.traverse(x), node.elts));
  }
  visit_ListComp(node: A.ListComp): void {
    this.delimit("[", "]", () => {
      this.traverse(node.elt);
      this.traverse(node.generators);
    });
  }
  visit_GeneratorExp(node: A.GeneratorExp): void {
    this.delimit("(", ")", () => {
      this.traverse(node.elt);
      this.traverse(node.generators);
    });
  }
  visit_SetComp(node: A.SetComp): void {
    this.delimit("{", "}", () => {
      this.traverse(node.elt);
      this.traverse(node.generators);
    });
  }
  visit_DictComp(node: A.DictComp): void {
    this.delimit("{", "}", () => {
      this.traverse(node.key);
      this.write(": ");
      this.traverse(node.value);
      this.traverse(node.generators);
    });
  }
  visit_comprehension(node: A.comprehension): void {
    this.write(node.is_async ? " async for " : " for ");
    this.setPrecedence(P.TUPLE, node.target);
    this.traverse(node.target);
    this.write(" in ");
    this.setPrecedence(nextP(P.TEST), node.iter, ...node.ifs);
    this.traverse(node.iter);
    for (const c of node.ifs) {
      this.write(" if ");
      this.traverse(c);
    }
  }
  visit_IfExp(node: A.IfExp): void {
    this.requireParens(P.TEST, node, () => {
      this.setPrecedence(nextP(P.TEST), node.body, node.test);
      this.traverse(node.body);
      this.write(" if ");
      this.traverse(node.test);
      this.write(" else ");
      this.setPrecedence(P.TEST, node.orelse);
      this.traverse(node.orelse);
    });
  }
  visit_Set(node: A.Set): void {
    if (node.elts.length) this.delimit("{", "}", () => this.interleave(() => this.write(", "), (x: A.expr) => this.traverse(x), node.elts));
    else this.write("{*()}");
  }
  visit_Dict(node: A.Dict): void {
    const items = node.keys.map((k, i) => [k, node.values[i]!] as const);
    this.delimit("{", "}", () =>
      this.interleave(
        () => this.write(", "),
        ([k, v]: readonly [A.expr | null, A.expr]) => {
          if (k === null) {
            this.write("**");
            this.setPrecedence(P.EXPR, v);
            this.traverse(v);
          } else {
            this.traverse(k);
            this.write(": ");
            this.traverse(v);
          }
        },
        items,
      ),
    );
  }
  visit_Tuple(node: A.Tuple): void {
    this.delimitIf("(", ")", node.elts.length === 0 || this.getPrecedence(node) > P.TUPLE, () => this.itemsView((x: A.expr) => this.traverse(x), node.elts));
  }
  visit_UnaryOp(node: A.UnaryOp): void {
    const op = UNOP[node.op._type]!;
    const prec = op === "not" ? P.NOT : P.FACTOR;
    this.requireParens(prec, node, () => {
      this.write(op);
      if (prec !== P.FACTOR) this.write(" ");
      this.setPrecedence(prec, node.operand);
      this.traverse(node.operand);
    });
  }
  visit_BinOp(node: A.BinOp): void {
    const op = BINOP[node.op._type]!;
    const prec = BINOP_PREC[op]!;
    this.requireParens(prec, node, () => {
      const [lp, rp] = op === "**" ? [nextP(prec), prec] : [prec, nextP(prec)];
      this.setPrecedence(lp, node.left);
      this.traverse(node.left);
      this.write(` ${op} `);
      this.setPrecedence(rp, node.right);
      this.traverse(node.right);
    });
  }
  visit_Compare(node: A.Compare): void {
    this.requireParens(P.CMP, node, () => {
      this.setPrecedence(nextP(P.CMP), node.left, ...node.comparators);
      this.traverse(node.left);
      node.ops.forEach((o, i) => {
        this.write(" " + CMPOPS[o._type] + " ");
        this.traverse(node.comparators[i]);
      });
    });
  }
  visit_BoolOp(node: A.BoolOp): void {
    const op = node.op._type === "And" ? "and" : "or";
    let prec: number = op === "and" ? P.AND : P.OR;
    this.requireParens(prec, node, () => {
      this.interleave(
        () => this.write(` ${op} `),
        (v: A.expr) => {
          prec = nextP(prec);
          this.setPrecedence(prec, v);
          this.traverse(v);
        },
        node.values,
      );
    });
  }
  visit_Attribute(node: A.Attribute): void {
    this.setPrecedence(P.ATOM, node.value);
    this.traverse(node.value);
    if (node.value._type === "Constant" && (typeof node.value.value === "bigint" || typeof node.value.value === "boolean")) this.write(" ");
    this.write(".");
    this.write(node.attr);
  }
  visit_Call(node: A.Call): void {
    this.setPrecedence(P.ATOM, node.func);
    this.traverse(node.func);
    this.delimit("(", ")", () => {
      let comma = false;
      for (const e of [...node.args, ...node.keywords]) {
        if (comma) this.write(", ");
        else comma = true;
        this.traverse(e);
      }
    });
  }
  visit_Subscript(node: A.Subscript): void {
    this.setPrecedence(P.ATOM, node.value);
    this.traverse(node.value);
    this.delimit("[", "]", () => {
      if (node.slice._type === "Tuple" && node.slice.elts.length) this.itemsView((x: A.expr) => this.traverse(x), node.slice.elts);
      else this.traverse(node.slice);
    });
  }
  visit_Starred(node: A.Starred): void {
    this.write("*");
    this.setPrecedence(P.EXPR, node.value);
    this.traverse(node.value);
  }
  visit_Slice(node: A.Slice): void {
    if (node.lower) this.traverse(node.lower);
    this.write(":");
    if (node.upper) this.traverse(node.upper);
    if (node.step) {
      this.write(":");
      this.traverse(node.step);
    }
  }
  visit_Match(node: A.Match): void {
    this.fill("match ", false);
    this.traverse(node.subject);
    this.block(() => this.traverse(node.cases));
  }
  visit_arg(node: A.arg): void {
    this.write(node.arg);
    if (node.annotation) {
      this.write(": ");
      this.traverse(node.annotation);
    }
  }
  visit_arguments(node: A.arguments): void {
    let first = true;
    const all = [...node.posonlyargs, ...node.args];
    const defaults: (A.expr | null)[] = [...Array(all.length - node.defaults.length).fill(null), ...node.defaults];
    all.forEach((a, i) => {
      if (first) first = false;
      else this.write(", ");
      this.traverse(a);
      const d = defaults[i];
      if (d) {
        this.write("=");
        this.traverse(d);
      }
      if (i + 1 === node.posonlyargs.length) this.write(", /");
    });
    if (node.vararg || node.kwonlyargs.length) {
      if (first) first = false;
      else this.write(", ");
      this.write("*");
      if (node.vararg) {
        this.write(node.vararg.arg);
        if (node.vararg.annotation) {
          this.write(": ");
          this.traverse(node.vararg.annotation);
        }
      }
    }
    node.kwonlyargs.forEach((a, i) => {
      this.write(", ");
      this.traverse(a);
      const d = node.kw_defaults[i];
      if (d) {
        this.write("=");
        this.traverse(d);
      }
    });
    if (node.kwarg) {
      if (first) first = false;
      else this.write(", ");
      this.write("**" + node.kwarg.arg);
      if (node.kwarg.annotation) {
        this.write(": ");
        this.traverse(node.kwarg.annotation);
      }
    }
  }
  visit_keyword(node: A.keyword): void {
    if (node.arg === null) this.write("**");
    else {
      this.write(node.arg);
      this.write("=");
    }
    this.traverse(node.value);
  }
  visit_Lambda(node: A.Lambda): void {
    this.requireParens(P.TEST, node, () => {
      this.write("lambda");
      const buffer = this.buffered(() => this.traverse(node.args));
      if (buffer.length) this.write(" ", ...buffer);
      this.write(": ");
      this.setPrecedence(P.TEST, node.body);
      this.traverse(node.body);
    });
  }
  visit_alias(node: A.alias): void {
    this.write(node.name);
    if (node.asname) this.write(" as " + node.asname);
  }
  visit_withitem(node: A.withitem): void {
    this.traverse(node.context_expr);
    if (node.optional_vars) {
      this.write(" as ");
      this.traverse(node.optional_vars);
    }
  }
  visit_match_case(node: A.match_case): void {
    this.fill("case ", false);
    this.traverse(node.pattern);
    if (node.guard) {
      this.write(" if ");
      this.traverse(node.guard);
    }
    this.block(() => this.traverse(node.body));
  }
  visit_MatchValue(node: A.MatchValue): void {
    this.traverse(node.value);
  }
  visit_MatchSingleton(node: A.MatchSingleton): void {
    this.write(writeConstant(node.value));
  }
  visit_MatchSequence(node: A.MatchSequence): void {
    this.delimit("[", "]", () => this.interleave(() => this.write(", "), (x: A.pattern) => this.traverse(x), node.patterns));
  }
  visit_MatchStar(node: A.MatchStar): void {
    this.write(`*${node.name ?? "_"}`);
  }
  visit_MatchMapping(node: A.MatchMapping): void {
    this.delimit("{", "}", () => {
      this.interleave(
        () => this.write(", "),
        (i: number) => {
          this.traverse(node.keys[i]);
          this.write(": ");
          this.traverse(node.patterns[i]);
        },
        node.keys.map((_, i) => i),
      );
      if (node.rest !== null) {
        if (node.keys.length) this.write(", ");
        this.write(`**${node.rest}`);
      }
    });
  }
  visit_MatchClass(node: A.MatchClass): void {
    this.setPrecedence(P.ATOM, node.cls);
    this.traverse(node.cls);
    this.delimit("(", ")", () => {
      this.interleave(() => this.write(", "), (x: A.pattern) => this.traverse(x), node.patterns);
      if (node.kwd_attrs.length) {
        if (node.patterns.length) this.write(", ");
        this.interleave(
          () => this.write(", "),
          (i: number) => {
            this.write(`${node.kwd_attrs[i]}=`);
            this.traverse(node.kwd_patterns[i]);
          },
          node.kwd_attrs.map((_, i) => i),
        );
      }
    });
  }
  visit_MatchAs(node: A.MatchAs): void {
    if (node.name === null) this.write("_");
    else if (node.pattern === null) this.write(node.name);
    else
      this.requireParens(P.TEST, node, () => {
        this.setPrecedence(P.BOR, node.pattern);
        this.traverse(node.pattern);
        this.write(` as ${node.name}`);
      });
  }
  visit_MatchOr(node: A.MatchOr): void {
    this.requireParens(P.BOR, node, () => {
      this.setPrecedence(nextP(P.BOR), ...node.patterns);
      this.interleave(() => this.write(" | "), (x: A.pattern) => this.traverse(x), node.patterns);
    });
  }
}

/** `ast.unparse(node)`. */
export function unparse(node: A.AST): string {
  return new Unparser().visit(node);
}
