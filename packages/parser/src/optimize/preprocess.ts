/**
 * AST preprocessing (Python/ast_preprocess.c, `_PyAST_Preprocess`) as `ast.parse(optimize=N)`
 * runs it for N > 0. In 3.14 general constant folding lives in the CFG optimizer; what remains
 * here: `__debug__` → False; `"%s…" % (a, …)` → an f-string (JoinedStr) when every unit is a
 * simple %s/%r/%a; negative and complex numbers of match patterns folded into constants; and at
 * N ≥ 2 docstrings removed (a body left empty gets a `pass`).
 */
import type * as A from "../ast/nodes.generated.js";
import { NODE_SPECS } from "../ast/nodes.generated.js";
import { PyComplexValue, type ConstantValue } from "../ast/constant.js";

const NOPOS = { lineno: -1, col_offset: -1, end_lineno: -1, end_col_offset: -1 };

type Node = A.AST & Record<string, unknown>;

function isDocstring(body: A.stmt[]): boolean {
  const st = body[0];
  return st !== undefined && st._type === "Expr" && st.value._type === "Constant" && typeof st.value.value === "string";
}

function makeConst(node: A.expr, value: ConstantValue): A.Constant {
  return { _type: "Constant", value, kind: null, lineno: node.lineno, col_offset: node.col_offset, end_lineno: node.end_lineno, end_col_offset: node.end_col_offset };
}

export function preprocess(tree: A.mod, optimize: number): A.mod {
  const foldBody = (body: A.stmt[]): A.stmt[] => {
    if (optimize >= 2 && isDocstring(body)) {
      const doc = body[0]!;
      body = body.slice(1);
      if (body.length === 0) {
        body = [{ _type: "Pass", lineno: doc.lineno, col_offset: doc.col_offset, end_lineno: doc.lineno, end_col_offset: doc.col_offset + 4 }];
      }
    }
    return body;
  };

  const transform = (node: Node): Node => {
    switch (node._type) {
      case "Name":
        if ((node as unknown as A.Name).ctx._type === "Load" && (node as unknown as A.Name).id === "__debug__") return makeConst(node as unknown as A.expr, !optimize) as unknown as Node;
        break;
      case "BinOp":
        return foldBinop(node as unknown as A.BinOp) as unknown as Node;
      case "MatchValue": {
        const m = node as unknown as A.MatchValue;
        m.value = foldMatchConst(m.value);
        break;
      }
      case "MatchMapping": {
        const m = node as unknown as A.MatchMapping;
        m.keys = m.keys.map(foldMatchConst);
        break;
      }
    }
    return node;
  };

  // Children before parents, without recursion (trees can be thousands of levels deep): list the
  // nodes in pre-order, then transform them in reverse, writing each result back into its slot.
  interface Entry {
    node: Node;
    parent: Node | null;
    field: string;
    index: number;
  }
  const order: Entry[] = [];
  const stack: Entry[] = [{ node: tree as Node, parent: null, field: "", index: -1 }];
  while (stack.length) {
    const e = stack.pop()!;
    order.push(e);
    const node = e.node;
    if (node._type === "Module" || node._type === "FunctionDef" || node._type === "AsyncFunctionDef" || node._type === "ClassDef") {
      node.body = foldBody(node.body as A.stmt[]);
    }
    for (const [name, , quant] of NODE_SPECS[node._type].fields) {
      const v = node[name];
      if (quant === "*" || quant === "?*") {
        if (Array.isArray(v)) v.forEach((x, i) => {
          if (x && typeof x === "object" && "_type" in x) stack.push({ node: x as Node, parent: node, field: name, index: i });
        });
      } else if (v && typeof v === "object" && "_type" in v) stack.push({ node: v as Node, parent: node, field: name, index: -1 });
    }
  }
  for (let i = order.length - 1; i >= 0; i--) {
    const e = order[i]!;
    const r = transform(e.node);
    if (r !== e.node && e.parent) {
      if (e.index >= 0) (e.parent[e.field] as Node[])[e.index] = r;
      else e.parent[e.field] = r;
    }
  }
  return tree;
}

function negate(v: ConstantValue): ConstantValue | undefined {
  if (typeof v === "bigint") return -v;
  if (typeof v === "boolean") return -BigInt(v ? 1 : 0);
  if (typeof v === "number") return -v;
  if (v instanceof PyComplexValue) return new PyComplexValue(-v.real, -v.imag);
  return undefined;
}

function toComplex(v: ConstantValue): PyComplexValue | undefined {
  if (typeof v === "bigint") return new PyComplexValue(Number(v), 0);
  if (typeof v === "boolean") return new PyComplexValue(v ? 1 : 0, 0);
  if (typeof v === "number") return new PyComplexValue(v, 0);
  if (v instanceof PyComplexValue) return v;
  return undefined;
}

function addSub(l: ConstantValue, r: ConstantValue, add: boolean): ConstantValue | undefined {
  if (typeof l === "bigint" && typeof r === "bigint") return add ? l + r : l - r;
  if ((typeof l === "bigint" || typeof l === "number") && (typeof r === "bigint" || typeof r === "number")) {
    return add ? Number(l) + Number(r) : Number(l) - Number(r);
  }
  const a = toComplex(l);
  const b = toComplex(r);
  if (!a || !b) return undefined;
  if (!(l instanceof PyComplexValue)) {
    // real ± complex: complex(real) ± c, where complex(real) has imag +0.0
    return add ? new PyComplexValue(a.real + b.real, 0 + b.imag) : new PyComplexValue(a.real - b.real, 0 - b.imag);
  }
  return add ? new PyComplexValue(a.real + b.real, a.imag + b.imag) : new PyComplexValue(a.real - b.real, a.imag - b.imag);
}

/** `fold_const_match_patterns`. */
function foldMatchConst(e: A.expr): A.expr {
  if (e._type === "UnaryOp" && e.op._type === "USub" && e.operand._type === "Constant") {
    const v = negate(e.operand.value);
    return v === undefined ? e : makeConst(e, v);
  }
  if (e._type === "BinOp" && (e.op._type === "Add" || e.op._type === "Sub") && e.right._type === "Constant") {
    const left = foldMatchConst(e.left);
    e.left = left;
    if (left._type === "Constant") {
      const v = addSub(left.value, e.right.value, e.op._type === "Add");
      return v === undefined ? e : makeConst(e, v);
    }
  }
  return e;
}

/** `fold_binop`: only `str % tuple` → f-string remains in 3.14. */
function foldBinop(node: A.BinOp): A.expr {
  const lhs = node.left;
  const rhs = node.right;
  if (lhs._type !== "Constant" || node.op._type !== "Mod" || rhs._type !== "Tuple" || typeof lhs.value !== "string") return node;
  if (rhs.elts.some((e) => e._type === "Starred")) return node;
  return optimizeFormat(node, lhs.value, rhs.elts);
}

function optimizeFormat(node: A.BinOp, fmt: string, elts: A.expr[]): A.expr {
  const f = Array.from(fmt);
  let pos = 0;
  let cnt = 0;
  const seq: A.expr[] = [];
  for (;;) {
    // parse_literal
    const start = pos;
    let hasPercents = false;
    while (pos < f.length) {
      if (f[pos] !== "%") pos++;
      else if (pos + 1 < f.length && f[pos + 1] === "%") {
        hasPercents = true;
        pos += 2;
      } else break;
    }
    if (pos !== start) {
      let str = f.slice(start, pos).join("");
      if (hasPercents) str = str.replaceAll("%%", "%");
      seq.push({ _type: "Constant", value: str, kind: null, ...NOPOS });
    }
    if (pos >= f.length) break;
    if (cnt >= elts.length) return node;
    const arg = elts[cnt++]!;
    const r = parseFormat(f, pos, arg);
    if (!r) return node;
    pos = r.pos;
    seq.push(r.node);
  }
  if (cnt < elts.length) return node;
  return { _type: "JoinedStr", values: seq, lineno: node.lineno, col_offset: node.col_offset, end_lineno: node.end_lineno, end_col_offset: node.end_col_offset };
}

const MAXDIGITS = 3;

function parseFormat(f: string[], pos: number, arg: A.expr): { pos: number; node: A.expr } | null {
  // simple_format_arg_parse; pos is at '%'
  pos++;
  let ch: string;
  const nextc = (): boolean => {
    if (pos >= f.length) return false;
    ch = f[pos++]!;
    return true;
  };
  let ljust = false;
  let width = -1;
  let prec = -1;
  for (;;) {
    if (!nextc()) return null;
    if (ch! === "-") ljust = true;
    else if (ch! === "+" || ch! === " " || ch! === "#" || ch! === "0") continue;
    else break;
  }
  const isDigit = (c: string) => c >= "0" && c <= "9";
  if (isDigit(ch!)) {
    width = 0;
    let digits = 0;
    while (isDigit(ch!)) {
      width = width * 10 + Number(ch!);
      if (!nextc()) return null;
      if (++digits >= MAXDIGITS) return null;
    }
  }
  if (ch! === ".") {
    if (!nextc()) return null;
    prec = 0;
    if (isDigit(ch!)) {
      let digits = 0;
      while (isDigit(ch!)) {
        prec = prec * 10 + Number(ch!);
        if (!nextc()) return null;
        if (++digits >= MAXDIGITS) return null;
      }
    }
  }
  const spec = ch!;
  if (spec !== "s" && spec !== "r" && spec !== "a") return null;
  let buf = "";
  if (!ljust && width > 0) buf += ">";
  if (width >= 0) buf += String(width);
  if (prec >= 0) buf += "." + String(prec);
  const formatSpec: A.expr | null = buf ? { _type: "Constant", value: buf, kind: null, ...NOPOS } : null;
  return {
    pos,
    node: {
      _type: "FormattedValue",
      value: arg,
      conversion: spec.charCodeAt(0),
      format_spec: formatSpec,
      lineno: arg.lineno,
      col_offset: arg.col_offset,
      end_lineno: arg.end_lineno,
      end_col_offset: arg.end_col_offset,
    },
  };
}
