/**
 * AST preprocessing before the symbol table (Python/ast_preprocess.c, 3.14): `__debug__` becomes
 * a constant, `-OO` drops docstrings, `"%s" % (a,)`-style formatting with only %s/%r/%a becomes
 * an f-string, and negative/complex constants in match patterns are folded. Everything else is
 * folded later, in the flowgraph. It also emits PEP 765's warnings for `return`, `break` and
 * `continue` that would leave a finally block.
 */
import type * as ast from "@pyts/parser";
import { PyComplexValue } from "@pyts/parser";
import { NODE_SPECS } from "@pyts/parser";

type AnyNode = { _type: string } & Record<string, unknown>;

function isNode(v: unknown): v is AnyNode {
  return typeof v === "object" && v !== null && "_type" in v;
}

function constantNode(value: ast.Constant["value"], loc: { lineno: number; col_offset: number; end_lineno: number; end_col_offset: number }): ast.Constant {
  return { _type: "Constant", value, kind: null, lineno: loc.lineno, col_offset: loc.col_offset, end_lineno: loc.end_lineno, end_col_offset: loc.end_col_offset };
}

const NOLOC = { lineno: -1, col_offset: -1, end_lineno: -1, end_col_offset: -1 };

function parseFormat(fmt: string[], pos: { p: number }, arg: ast.expr): ast.FormattedValue | null {
  let p = pos.p;
  const len = fmt.length;
  let ch = "";
  const next = (): boolean => {
    if (p >= len) return false;
    ch = fmt[p++]!;
    return true;
  };
  let flags = 0;
  for (;;) {
    if (!next()) return null;
    if (ch === "-") flags |= 1;
    else if (ch === "+" || ch === " " || ch === "#" || ch === "0") flags |= 2;
    else break;
  }
  let width = -1;
  let prec = -1;
  if (ch >= "0" && ch <= "9") {
    width = 0;
    let digits = 0;
    while (ch >= "0" && ch <= "9") {
      width = width * 10 + Number(ch);
      if (!next()) return null;
      if (++digits >= 3) return null;
    }
  }
  if (ch === ".") {
    if (!next()) return null;
    prec = 0;
    if (ch >= "0" && ch <= "9") {
      let digits = 0;
      while (ch >= "0" && ch <= "9") {
        prec = prec * 10 + Number(ch);
        if (!next()) return null;
        if (++digits >= 3) return null;
      }
    }
  }
  pos.p = p;
  if (ch !== "s" && ch !== "r" && ch !== "a") return null;
  if (flags & 2) return null;
  let spec = "";
  if (!(flags & 1) && width > 0) spec += ">";
  if (width >= 0) spec += String(width);
  if (prec >= 0) spec += `.${prec}`;
  const formatSpec = spec ? constantNode(spec, NOLOC) : null;
  return {
    _type: "FormattedValue", value: arg, conversion: ch.charCodeAt(0), format_spec: formatSpec,
    lineno: arg.lineno, col_offset: arg.col_offset, end_lineno: arg.end_lineno, end_col_offset: arg.end_col_offset,
  };
}

function optimizeFormat(node: ast.BinOp, fmtStr: string, elts: ast.expr[]): ast.expr {
  const fmt = [...fmtStr];
  const seq: ast.expr[] = [];
  const pos = { p: 0 };
  let cnt = 0;
  for (;;) {
    // parse_literal
    const start = pos.p;
    let p = pos.p;
    let hasPercents = false;
    while (p < fmt.length) {
      if (fmt[p] !== "%") p++;
      else if (p + 1 < fmt.length && fmt[p + 1] === "%") {
        hasPercents = true;
        p += 2;
      } else break;
    }
    pos.p = p;
    if (p !== start) {
      let str = fmt.slice(start, p).join("");
      if (hasPercents) str = str.split("%%").join("%");
      seq.push(constantNode(str, NOLOC));
    }
    if (pos.p >= fmt.length) break;
    if (cnt >= elts.length) return node;
    pos.p++;
    const expr = parseFormat(fmt, pos, elts[cnt]!);
    cnt++;
    if (!expr) return node;
    seq.push(expr);
  }
  if (cnt < elts.length) return node;
  return { _type: "JoinedStr", values: seq, lineno: node.lineno, col_offset: node.col_offset, end_lineno: node.end_lineno, end_col_offset: node.end_col_offset };
}

function foldMatchValue(e: ast.expr): ast.expr {
  // `-1`, `-1.5`, `1+2j`, `-1-2j` in patterns are folded to constants.
  if (e._type === "UnaryOp" && e.op._type === "USub" && e.operand._type === "Constant") {
    const v = e.operand.value;
    let r: ast.Constant["value"] | undefined;
    if (typeof v === "bigint") r = -v;
    else if (typeof v === "number") r = -v;
    else if (v instanceof PyComplexValue) r = new PyComplexValue(-v.real, -v.imag);
    if (r !== undefined) return constantNode(r, e);
  }
  if (e._type === "BinOp" && (e.op._type === "Add" || e.op._type === "Sub")) {
    const l = foldMatchValue(e.left);
    const r = e.right;
    if (l._type === "Constant" && r._type === "Constant" && r.value instanceof PyComplexValue) {
      const lv = l.value;
      const re = typeof lv === "bigint" ? Number(lv) : typeof lv === "number" ? lv : null;
      if (re !== null) {
        const sign = e.op._type === "Add" ? 1 : -1;
        return constantNode(new PyComplexValue(re + sign * r.value.real, sign * r.value.imag), e);
      }
    }
  }
  return e;
}

export interface PreprocessOptions {
  optimize: number;
  /** PEP 765's SyntaxWarnings (`'return' in a 'finally' block`), at the statement. */
  warn?: (node: ast.stmt, msg: string) => void;
}

/** PEP 765 context (`ControlFlowInFinallyContext`): pushed for finally bodies, function bodies and loop bodies. */
interface CfContext {
  inFinally: boolean;
  inFuncdef: boolean;
  inLoop: boolean;
}

/** The context a field's statements are visited in, or null where it stays the enclosing one. */
function cfContextFor(type: string, field: string): CfContext | null {
  if (field === "body" && (type === "FunctionDef" || type === "AsyncFunctionDef")) return { inFinally: false, inFuncdef: true, inLoop: false };
  if (field === "body" && (type === "For" || type === "AsyncFor" || type === "While")) return { inFinally: false, inFuncdef: false, inLoop: true };
  if (field === "finalbody") return { inFinally: true, inFuncdef: false, inLoop: false };
  return null;
}

/** Field types that never hold a node this pass rewrites or descends into (builtins and operator singletons). */
const LEAF_FIELD_TYPES = new Set(["identifier", "int", "string", "constant", "expr_context", "boolop", "operator", "unaryop", "cmpop"]);

/** A field that may hold child nodes: its name, whether it is a list, and the PEP 765 context its statements get. */
interface ChildField {
  readonly name: string;
  readonly list: boolean;
  readonly cf: CfContext | null;
}

/** Per node type, the fields that may hold child nodes (computed once). */
const CHILD_FIELDS: Record<string, readonly ChildField[]> = Object.fromEntries(
  Object.entries(NODE_SPECS).map(([type, spec]) => [
    type,
    (spec.fields as readonly (readonly string[])[])
      .filter((f) => !LEAF_FIELD_TYPES.has(f[1]!))
      .map((f) => ({ name: f[0]!, list: f[2] === "*" || f[2] === "?*", cf: cfContextFor(type, f[0]!) })),
  ]),
);

/** Rewrites the tree in place (children first, as CPython's post-order visitor). */
export function preprocessAst(mod: ast.mod, opts: PreprocessOptions): void {
  const cf: CfContext[] = [];
  const warn = opts.warn;
  const debug = opts.optimize === 0;
  const visit = (n: AnyNode): AnyNode => {
    const t = n._type;
    if (warn && cf.length) {
      // before_return / before_loop_exit (Python/ast_preprocess.c), before the statement's children.
      const top = cf[cf.length - 1]!;
      if (t === "Return" && top.inFinally && !top.inFuncdef) warn(n as unknown as ast.stmt, "'return' in a 'finally' block");
      else if ((t === "Break" || t === "Continue") && top.inFinally && !top.inLoop) warn(n as unknown as ast.stmt, `'${t === "Break" ? "break" : "continue"}' in a 'finally' block`);
    }
    // The most frequent node types, with their children visited directly (same order as the
    // generic loop below, which handles every other type).
    switch (t) {
      case "Name": {
        const name = n as unknown as ast.Name;
        if (name.id === "__debug__" && name.ctx._type === "Load") return constantNode(debug, name) as unknown as AnyNode;
        return n;
      }
      case "Constant":
        return n;
      case "Attribute": case "Starred": case "Expr": case "keyword": {
        const x = n as unknown as { value: AnyNode };
        const r = visit(x.value);
        if (r !== x.value) x.value = r;
        return n;
      }
      case "Call": {
        const c = n as unknown as { func: AnyNode; args: AnyNode[]; keywords: AnyNode[] };
        const r = visit(c.func);
        if (r !== c.func) c.func = r;
        visitList(c.args);
        visitList(c.keywords);
        return n;
      }
      case "Assign": {
        const a = n as unknown as { targets: AnyNode[]; value: AnyNode };
        visitList(a.targets);
        const r = visit(a.value);
        if (r !== a.value) a.value = r;
        return n;
      }
      case "Subscript": {
        const x = n as unknown as { value: AnyNode; slice: AnyNode };
        let r = visit(x.value);
        if (r !== x.value) x.value = r;
        r = visit(x.slice);
        if (r !== x.slice) x.slice = r;
        return n;
      }
      case "Tuple": case "List":
        visitList((n as unknown as { elts: AnyNode[] }).elts);
        return n;
      case "Compare": {
        const c = n as unknown as { left: AnyNode; comparators: AnyNode[] };
        const r = visit(c.left);
        if (r !== c.left) c.left = r;
        visitList(c.comparators);
        return n;
      }
      case "arg": {
        const a = n as unknown as { annotation: AnyNode | null };
        if (a.annotation !== null) {
          const r = visit(a.annotation);
          if (r !== a.annotation) a.annotation = r;
        }
        return n;
      }
      case "Return": {
        const x = n as unknown as { value: AnyNode | null };
        if (x.value !== null) {
          const r = visit(x.value);
          if (r !== x.value) x.value = r;
        }
        return n;
      }
    }
    const fields = CHILD_FIELDS[t];
    if (fields !== undefined) {
      for (let f = 0; f < fields.length; f++) {
        const field = fields[f]!;
        const v = n[field.name];
        // Child fields hold a node, a list of nodes, or null (an absent optional / a `**` dict key);
        // a child is stored back only when it was replaced.
        if (v === null || v === undefined) continue;
        const ctx = warn ? field.cf : null;
        if (ctx) cf.push(ctx);
        if (field.list) {
          const list = v as (AnyNode | null)[];
          for (let i = 0; i < list.length; i++) {
            const child = list[i]!;
            if (child === null) continue;
            const r = visit(child);
            if (r !== child) list[i] = r;
          }
        } else {
          const r = visit(v as AnyNode);
          if (r !== v) n[field.name] = r;
        }
        if (ctx) cf.pop();
      }
    }
    switch (t) {
      case "Name": {
        const name = n as unknown as ast.Name;
        if (name.id === "__debug__" && name.ctx._type === "Load") return constantNode(debug, name) as unknown as AnyNode;
        break;
      }
      case "BinOp": {
        const b = n as unknown as ast.BinOp;
        if (b.left._type === "Constant" && b.op._type === "Mod" && typeof b.left.value === "string" && b.right._type === "Tuple" && !b.right.elts.some((x) => x._type === "Starred")) {
          return optimizeFormat(b, b.left.value, b.right.elts) as unknown as AnyNode;
        }
        break;
      }
      case "MatchValue": {
        const m = n as unknown as ast.MatchValue;
        m.value = foldMatchValue(m.value);
        break;
      }
    }
    return n;
  };
  const visitList = (list: AnyNode[]): void => {
    for (let i = 0; i < list.length; i++) {
      const child = list[i]!;
      const r = visit(child);
      if (r !== child) list[i] = r;
    }
  };
  if (opts.optimize >= 2) stripDocstrings(mod);
  visit(mod as unknown as AnyNode);
}

function stripDocstrings(mod: ast.mod): void {
  const strip = (body: ast.stmt[]): void => {
    const f = body[0];
    if (f && f._type === "Expr" && f.value._type === "Constant" && typeof f.value.value === "string") {
      body.shift();
      if (body.length === 0) body.push({ _type: "Pass", lineno: f.lineno, col_offset: f.col_offset, end_lineno: f.lineno, end_col_offset: f.col_offset + 4 });
    }
  };
  const walk = (n: unknown): void => {
    if (Array.isArray(n)) return n.forEach(walk);
    if (!isNode(n)) return;
    if (n._type === "Module" || n._type === "FunctionDef" || n._type === "AsyncFunctionDef" || n._type === "ClassDef") strip((n as unknown as { body: ast.stmt[] }).body);
    for (const v of Object.values(n)) if (typeof v === "object") walk(v);
  };
  walk(mod);
}
