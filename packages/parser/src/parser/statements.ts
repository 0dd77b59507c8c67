/**
 * Statements (python.gram "GENERAL STATEMENTS", "SIMPLE STATEMENTS", "COMPOUND STATEMENTS"):
 * blocks, assignments of every kind, imports, def/class with decorators and type parameters,
 * if/while/for/with/try (except*), match (patterns.ts), `type` aliases. In the second pass
 * (`p.callInvalidRules`) the invalid_* rules of each statement run where the grammar has them.
 */
import type * as A from "../ast/nodes.generated.js";
import { DEL, LOAD, STORE, mk, type Parser, type Pos, span, tpos } from "./core.js";
import {
  bitwiseOr,
  callArguments,
  expression,
  namedExpression,
  starExpressions,
  starTargets,
  starTarget,
  startsExpression,
  toTarget,
  yieldExpr,
  starNamedExpression,
  primary,
} from "./expressions.js";
import { emptyArguments, params } from "./params.js";
import { matchStmt } from "./patterns.js";
import { exprName, invalidArguments, invalidAssignment, invalidExpression, raiseInvalidTarget, registerTargets, withoutInvalid } from "./invalid.js";
import type { PToken } from "./tokenStream.js";
import { isNoMatch } from "../errors.js";


/** statements: statement+ (until DEDENT / ENDMARKER) */
export function statements(p: Parser): A.stmt[] {
  const out: A.stmt[] = [];
  while (!p.atType("DEDENT") && !p.atType("ENDMARKER")) {
    const save = p.pos;
    const r = p.attempt(() => statement(p));
    if (!r) {
      p.pos = save;
      break;
    }
    for (const s of r) out.push(s);
  }
  return out;
}

/** statement: compound_stmt | simple_stmts */
export function statement(p: Parser): A.stmt[] {
  const c = compoundStmt(p);
  if (c) return [c];
  return simpleStmts(p);
}

/** simple_stmts: ';'.simple_stmt+ [';'] NEWLINE */
export function simpleStmts(p: Parser): A.stmt[] {
  const out = [simpleStmt(p)];
  while (p.eat(";")) {
    if (p.atType("NEWLINE")) break;
    out.push(simpleStmt(p));
  }
  p.expectType("NEWLINE");
  return out;
}

const AUG_OPS: Record<string, A.operator["_type"]> = {
  "+=": "Add",
  "-=": "Sub",
  "*=": "Mult",
  "@=": "MatMult",
  "/=": "Div",
  "%=": "Mod",
  "&=": "BitAnd",
  "|=": "BitOr",
  "^=": "BitXor",
  "<<=": "LShift",
  ">>=": "RShift",
  "**=": "Pow",
  "//=": "FloorDiv",
};

export function simpleStmt(p: Parser): A.stmt {
  if (!p.callInvalidRules) return simpleStmtInner(p);
  const save = p.pos;
  const r = p.attempt(() => simpleStmtInner(p));
  if (r) return r;
  p.pos = save;
  if (!p.at("del") && !p.at("import") && !p.at("from") && !p.at("return") && !p.at("raise") && !p.at("assert") && !p.at("global") && !p.at("nonlocal")) invalidAssignment(p);
  p.pos = save;
  return simpleStmtInner(p);
}

function simpleStmtInner(p: Parser): A.stmt {
  const t = p.tok;
  if (p.callInvalidRules && t.type === "KEYWORD" && (t.string === "pass" || t.string === "break" || t.string === "continue")) invalidExpression(p);
  if (t.type === "KEYWORD") {
    switch (t.string) {
      case "return": {
        p.next();
        const value = startsExpression(p) ? starExpressions(p) : null;
        return mk<A.Return>({ _type: "Return", value, lineno: 0, col_offset: 0, end_lineno: 0, end_col_offset: 0 }, p.extra(t));
      }
      case "raise": {
        p.next();
        if (!startsExpression(p)) return mk<A.Raise>({ _type: "Raise", exc: null, cause: null, lineno: 0, col_offset: 0, end_lineno: 0, end_col_offset: 0 }, p.extra(t));
        const exc = expression(p);
        let cause: A.expr | null = null;
        if (p.eat("from")) cause = expression(p);
        return mk<A.Raise>({ _type: "Raise", exc, cause, lineno: 0, col_offset: 0, end_lineno: 0, end_col_offset: 0 }, p.extra(t));
      }
      case "pass":
        p.next();
        return mk<A.Pass>({ _type: "Pass", lineno: 0, col_offset: 0, end_lineno: 0, end_col_offset: 0 }, tpos(t));
      case "break":
        p.next();
        return mk<A.Break>({ _type: "Break", lineno: 0, col_offset: 0, end_lineno: 0, end_col_offset: 0 }, tpos(t));
      case "continue":
        p.next();
        return mk<A.Continue>({ _type: "Continue", lineno: 0, col_offset: 0, end_lineno: 0, end_col_offset: 0 }, tpos(t));
      case "del":
        return delStmt(p);
      case "assert": {
        p.next();
        const test = expression(p);
        const msg = p.eat(",") ? expression(p) : null;
        return mk<A.Assert>({ _type: "Assert", test, msg, lineno: 0, col_offset: 0, end_lineno: 0, end_col_offset: 0 }, p.extra(t));
      }
      case "global":
      case "nonlocal": {
        p.next();
        const names = [p.expectType("NAME").string];
        while (p.eat(",")) names.push(p.expectType("NAME").string);
        return t.string === "global" ? mk<A.Global>({ _type: "Global", names, lineno: 0, col_offset: 0, end_lineno: 0, end_col_offset: 0 }, p.extra(t)) : mk<A.Nonlocal>({ _type: "Nonlocal", names, lineno: 0, col_offset: 0, end_lineno: 0, end_col_offset: 0 }, p.extra(t));
      }
      case "import":
        return importName(p);
      case "from":
        return importFrom(p);
    }
  }
  if (t.type === "NAME" && t.string === "type" && p.peek(1).type === "NAME") {
    const r = p.attempt(() => typeAlias(p));
    if (r) return r;
  }
  // assignment | star_expressions
  const first = p.at("yield") ? yieldExpr(p) : starExpressions(p);
  if (p.at(":")) return annAssign(p, t, first);
  if (p.at("=")) {
    const targets: A.expr[] = [];
    let value = first;
    while (p.at("=")) {
      p.next();
      const target = toTarget(p, value, STORE);
      if (!target || (p.parenthesized.has(value) && value._type === "Starred")) p.fail();
      targets.push(target);
      value = p.at("yield") ? yieldExpr(p) : starExpressions(p);
    }
    let typeComment: string | null = null;
    if (p.atType("TYPE_COMMENT")) typeComment = p.next().string;
    return mk<A.Assign>({ _type: "Assign", targets, value, type_comment: typeComment, lineno: 0, col_offset: 0, end_lineno: 0, end_col_offset: 0 }, p.extra(t));
  }
  const aug = p.tok.type === "OP" ? AUG_OPS[p.tok.string] : undefined;
  if (aug) {
    if (!(first._type === "Name" || first._type === "Attribute" || first._type === "Subscript")) p.fail();
    p.next();
    const value = p.at("yield") ? yieldExpr(p) : starExpressions(p);
    return mk<A.AugAssign>({ _type: "AugAssign", target: toTarget(p, first, STORE)!, op: { _type: aug } as A.operator, value, lineno: 0, col_offset: 0, end_lineno: 0, end_col_offset: 0 }, p.extra(t));
  }
  return mk<A.Expr>({ _type: "Expr", value: first, lineno: 0, col_offset: 0, end_lineno: 0, end_col_offset: 0 }, p.extra(t));
}

function annAssign(p: Parser, start: PToken, target: A.expr): A.stmt {
  const paren = p.parenthesized.has(target);
  if (!(target._type === "Name" || target._type === "Attribute" || target._type === "Subscript")) p.fail();
  p.expect(":");
  const annotation = expression(p);
  let value: A.expr | null = null;
  if (p.eat("=")) value = p.at("yield") ? yieldExpr(p) : starExpressions(p);
  const simple = target._type === "Name" && !paren ? 1 : 0;
  return mk<A.AnnAssign>({ _type: "AnnAssign", target: toTarget(p, target, STORE)!, annotation, value, simple, lineno: 0, col_offset: 0, end_lineno: 0, end_col_offset: 0 }, p.extra(start));
}

function delStmt(p: Parser): A.stmt {
  const save = p.pos;
  try {
    return delStmtInner(p);
  } catch (e) {
    if (isNoMatch(e) && p.callInvalidRules) {
      p.pos = save + 1;
      const a = p.attempt(() => starExpressions(p));
      if (a) raiseInvalidTarget(p, "del", a);
    }
    throw e;
  }
}

function delStmtInner(p: Parser): A.stmt {
  const kw = p.expect("del");
  const targets: A.expr[] = [];
  for (;;) {
    const e = primary(p);
    const t = toTarget(p, e, DEL);
    if (!t) p.fail();
    targets.push(t);
    if (!p.eat(",")) break;
    if (p.at(";") || p.atType("NEWLINE")) break;
  }
  if (!p.at(";") && !p.atType("NEWLINE")) p.fail();
  return mk<A.Delete>({ _type: "Delete", targets, lineno: 0, col_offset: 0, end_lineno: 0, end_col_offset: 0 }, p.extra(kw));
}

function dottedName(p: Parser): { name: string; first: PToken } {
  const first = p.expectType("NAME");
  let name = first.string;
  while (p.at(".") && p.peek(1).type === "NAME") {
    p.next();
    name += "." + p.next().string;
  }
  return { name, first };
}

function importName(p: Parser): A.stmt {
  const kw = p.expect("import");
  if (p.callInvalidRules) {
    const save = p.pos;
    p.attempt(() => {
      dottedName(p);
      while (p.eat(",")) dottedName(p);
      p.expect("from");
      dottedName(p);
      p.raiseStartingFrom("Did you mean to use 'from ... import ...' instead?", kw);
    });
    p.pos = save;
    if (p.atType("NEWLINE")) p.raiseStartingFrom("Expected one or more names after 'import'", p.tok);
  }
  const names: A.alias[] = [];
  do {
    const { name, first } = dottedName(p);
    let asname: string | null = null;
    if (p.callInvalidRules && p.at("as")) invalidImportTarget(p);
    if (p.eat("as")) asname = p.expectType("NAME").string;
    names.push(mk<A.alias>({ _type: "alias", name, asname, lineno: 0, col_offset: 0, end_lineno: 0, end_col_offset: 0 }, p.extra(first)));
  } while (p.eat(","));
  return mk<A.Import>({ _type: "Import", names, lineno: 0, col_offset: 0, end_lineno: 0, end_col_offset: 0 }, p.extra(kw));
}

function importFrom(p: Parser): A.stmt {
  const kw = p.expect("from");
  let level = 0;
  while (p.at(".") || p.at("...")) level += p.next().string.length;
  let module: string | null = null;
  if (!p.at("import")) module = dottedName(p).name;
  else if (level === 0) p.fail();
  p.expect("import");
  const names: A.alias[] = [];
  if (p.at("*")) {
    const star = p.next();
    names.push(mk<A.alias>({ _type: "alias", name: "*", asname: null, lineno: 0, col_offset: 0, end_lineno: 0, end_col_offset: 0 }, tpos(star)));
  } else {
    const paren = p.eat("(");
    if (p.callInvalidRules && !paren && p.atType("NEWLINE")) p.raiseStartingFrom("Expected one or more names after 'import'", p.tok);
    do {
      if (paren && p.at(")")) break;
      if (!paren && names.length > 0 && p.atType("NEWLINE")) {
        if (p.callInvalidRules) p.raiseOnLast("trailing comma not allowed without surrounding parentheses");
        p.fail();
      }
      const n = p.expectType("NAME");
      let asname: string | null = null;
      if (p.callInvalidRules && p.at("as")) invalidImportTarget(p);
      if (p.eat("as")) asname = p.expectType("NAME").string;
      names.push(mk<A.alias>({ _type: "alias", name: n.string, asname, lineno: 0, col_offset: 0, end_lineno: 0, end_col_offset: 0 }, p.extra(n)));
    } while (p.eat(","));
    if (paren) p.expect(")");
    else if (p.tokenAt(p.pos - 1).string === ",") {
      if (p.callInvalidRules && p.atType("NEWLINE")) p.raiseOnLast("trailing comma not allowed without surrounding parentheses");
      p.fail();
    }
    if (names.length === 0) p.fail();
  }
  return mk<A.ImportFrom>({ _type: "ImportFrom", module, names, level, lineno: 0, col_offset: 0, end_lineno: 0, end_col_offset: 0 }, p.extra(kw));
}

function typeAlias(p: Parser): A.stmt {
  const kw = p.next();
  const n = p.expectType("NAME");
  const name = mk<A.Name>({ _type: "Name", id: n.string, ctx: STORE, lineno: 0, col_offset: 0, end_lineno: 0, end_col_offset: 0 }, tpos(n));
  const typeParams = p.at("[") ? typeParamsRule(p, true) : [];
  p.expect("=");
  const value = expression(p);
  return mk<A.TypeAlias>({ _type: "TypeAlias", name, type_params: typeParams, value, lineno: 0, col_offset: 0, end_lineno: 0, end_col_offset: 0 }, p.extra(kw));
}

/** type_params: '[' ','.type_param+ [','] ']' */
export function typeParamsRule(p: Parser, inAlias = false): A.type_param[] {
  p.expect("[");
  if (p.callInvalidRules && p.at("]")) {
    if (inAlias) p.peek(1);
    p.raiseStartingFrom("Type parameter list cannot be empty", p.tok);
  }
  const out: A.type_param[] = [];
  while (!p.at("]")) {
    const t = p.tok;
    if (p.eat("*")) {
      const n = p.expectType("NAME");
      if (p.callInvalidRules && p.at(":")) invalidTypeParamBound(p, "TypeVarTuple");
      const d = p.eat("=") ? (p.at("*") ? starExpressionAsDefault(p) : expression(p)) : null;
      out.push(mk<A.TypeVarTuple>({ _type: "TypeVarTuple", name: n.string, default_value: d, lineno: 0, col_offset: 0, end_lineno: 0, end_col_offset: 0 }, p.extra(t)));
    } else if (p.eat("**")) {
      const n = p.expectType("NAME");
      if (p.callInvalidRules && p.at(":")) invalidTypeParamBound(p, "ParamSpec");
      const d = p.eat("=") ? expression(p) : null;
      out.push(mk<A.ParamSpec>({ _type: "ParamSpec", name: n.string, default_value: d, lineno: 0, col_offset: 0, end_lineno: 0, end_col_offset: 0 }, p.extra(t)));
    } else {
      const n = p.expectType("NAME");
      const bound = p.eat(":") ? expression(p) : null;
      const d = p.eat("=") ? expression(p) : null;
      out.push(mk<A.TypeVar>({ _type: "TypeVar", name: n.string, bound, default_value: d, lineno: 0, col_offset: 0, end_lineno: 0, end_col_offset: 0 }, p.extra(t)));
    }
    if (!p.eat(",")) break;
  }
  p.expect("]");
  if (out.length === 0) p.fail();
  return out;
}

function starExpressionAsDefault(p: Parser): A.expr {
  const star = p.next();
  const value = bitwiseOr(p);
  return mk<A.Starred>({ _type: "Starred", value, ctx: LOAD, lineno: 0, col_offset: 0, end_lineno: 0, end_col_offset: 0 }, span(tpos(star), value));
}

// ---- compound statements ----------------------------------------------------------------------------

export function compoundStmt(p: Parser): A.stmt | null {
  const t = p.tok;
  if (t.type === "KEYWORD") {
    switch (t.string) {
      case "def":
        return functionDef(p, []);
      case "if":
        return ifStmt(p, "if");
      case "class":
        return classDef(p, []);
      case "with":
        return withStmt(p, null);
      case "for":
        return forStmt(p, null);
      case "try":
        return tryStmt(p);
      case "while":
        return whileStmt(p);
      case "async": {
        const n = p.peek(1);
        if (p.isOp(n, "def")) return functionDef(p, []);
        if (p.isOp(n, "with")) return withStmt(p, p.next());
        if (p.isOp(n, "for")) return forStmt(p, p.next());
        return null;
      }
    }
  } else if (t.type === "OP" && t.string === "@") {
    return decorated(p);
  } else if (t.type === "NAME" && t.string === "match") {
    return p.attempt(() => matchStmt(p));
  }
  return null;
}

/** block: NEWLINE INDENT statements DEDENT | simple_stmts */
export function block(p: Parser, owner?: { kind: string; tok: PToken }): A.stmt[] {
  if (p.atType("NEWLINE")) {
    p.next();
    if (!p.atType("INDENT")) {
      if (p.callInvalidRules) {
        const msg = owner ? `expected an indented block after ${owner.kind}` : "expected an indented block";
        p.raiseOnLast(msg, "IndentationError");
      }
      p.fail();
    }
    p.next();
    const body = statements(p);
    if (body.length === 0) p.fail();
    p.expectType("DEDENT");
    return body;
  }
  return simpleStmts(p);
}

function colon(p: Parser): PToken {
  if (p.at(":")) return p.next();
  if (p.callInvalidRules && p.atType("NEWLINE")) p.raiseOnLast("expected ':'");
  return p.fail();
}

/** A forced token (`&&':'`): anything else is "expected ':'" at once, in either pass. */
function forcedColon(p: Parser): PToken {
  if (p.at(":")) return p.next();
  return p.raiseRange("expected ':'", p.tok);
}

function decorated(p: Parser): A.stmt {
  const decorators: A.expr[] = [];
  while (p.eat("@")) {
    decorators.push(namedExpression(p));
    p.expectType("NEWLINE");
  }
  if (p.at("class")) return classDef(p, decorators);
  if (p.at("def") || (p.at("async") && p.isOp(p.peek(1), "def"))) return functionDef(p, decorators);
  return p.fail();
}

function functionDef(p: Parser, decorators: A.expr[]): A.stmt {
  const start = p.tok;
  const isAsync = p.eat("async") !== null;
  const defTok = p.expect("def");
  const name = p.expectType("NAME");
  const typeParams = (p.at("[") ? p.attempt(() => typeParamsRule(p)) : null) ?? [];
  if (p.callInvalidRules && !p.at("(")) p.raiseRange("expected '('", p.tok);
  p.expect("(");
  const args = p.at(")") ? emptyArguments() : params(p);
  p.expect(")");
  let returns: A.expr | null = null;
  if (p.at("->")) {
    returns = p.attempt(() => {
      p.next();
      return expression(p);
    });
  }
  if (p.callInvalidRules) forcedColon(p);
  else colon(p);
  if (p.callInvalidRules && p.atType("TYPE_COMMENT") && p.peek(1).type === "NEWLINE" && p.peek(2).type === "TYPE_COMMENT" && p.peek(3).type === "NEWLINE" && p.peek(4).type === "INDENT") {
    p.raiseOnLast("Cannot have two type comments on def");
  }
  let typeComment: string | null = null;
  // func_type_comment: NEWLINE TYPE_COMMENT &(NEWLINE INDENT) | TYPE_COMMENT
  if (p.atType("NEWLINE") && p.peek(1).type === "TYPE_COMMENT" && p.peek(2).type === "NEWLINE" && p.peek(3).type === "INDENT") {
    p.next();
    typeComment = p.next().string;
  } else if (p.atType("TYPE_COMMENT")) typeComment = p.next().string;
  const body = block(p, { kind: `function definition on line ${defTok.lineno}`, tok: defTok });
  const fields = { name: name.string, args, body, decorator_list: decorators, returns, type_comment: typeComment, type_params: typeParams };
  if (isAsync) return mk<A.AsyncFunctionDef>({ _type: "AsyncFunctionDef", ...fields, lineno: 0, col_offset: 0, end_lineno: 0, end_col_offset: 0 }, p.extra(start));
  return mk<A.FunctionDef>({ _type: "FunctionDef", ...fields, lineno: 0, col_offset: 0, end_lineno: 0, end_col_offset: 0 }, p.extra(start));
}

function classDef(p: Parser, decorators: A.expr[]): A.stmt {
  const kw = p.expect("class");
  const name = p.expectType("NAME");
  const typeParams = p.at("[") ? typeParamsRule(p) : [];
  let bases: A.expr[] = [];
  let keywords: A.keyword[] = [];
  if (p.eat("(")) {
    const afterOpen = p.pos;
    try {
      const r = callArguments(p);
      bases = r.args;
      keywords = r.keywords;
      p.expect(")");
    } catch (e) {
      if (isNoMatch(e) && p.callInvalidRules) invalidArguments(p, afterOpen);
      throw e;
    }
  }
  if (p.callInvalidRules && p.atType("NEWLINE")) p.raiseOnLast("expected ':'");
  colon(p);
  const body = block(p, { kind: `class definition on line ${kw.lineno}`, tok: kw });
  return mk<A.ClassDef>({ _type: "ClassDef", name: name.string, bases, keywords, body, decorator_list: decorators, type_params: typeParams, lineno: 0, col_offset: 0, end_lineno: 0, end_col_offset: 0 }, p.extra(kw));
}

function ifStmt(p: Parser, which: "if" | "elif"): A.stmt {
  const kw = p.expect(which);
  const test = namedExpression(p);
  colon(p);
  const body = block(p, { kind: `'${which}' statement on line ${kw.lineno}`, tok: kw });
  let orelse: A.stmt[] = [];
  if (p.at("elif")) orelse = [ifStmt(p, "elif")];
  else if (p.at("else")) orelse = elseBlock(p);
  return mk<A.If>({ _type: "If", test, body, orelse, lineno: 0, col_offset: 0, end_lineno: 0, end_col_offset: 0 }, p.extra(kw));
}

function elseBlock(p: Parser): A.stmt[] {
  const kw = p.expect("else");
  forcedColon(p);
  const body = block(p, { kind: `'else' statement on line ${kw.lineno}`, tok: kw });
  if (p.callInvalidRules && p.at("elif")) p.raiseOnLast("'elif' block follows an 'else' block");
  return body;
}

function whileStmt(p: Parser): A.stmt {
  const kw = p.expect("while");
  const test = namedExpression(p);
  colon(p);
  const body = block(p, { kind: `'while' statement on line ${kw.lineno}`, tok: kw });
  const orelse = p.at("else") ? elseBlock(p) : [];
  return mk<A.While>({ _type: "While", test, body, orelse, lineno: 0, col_offset: 0, end_lineno: 0, end_col_offset: 0 }, p.extra(kw));
}

function forStmt(p: Parser, asyncTok: PToken | null): A.stmt {
  const kw = p.expect("for");
  const afterFor = p.pos;
  const target = p.callInvalidRules ? p.attempt(() => starTargets(p, STORE)) : starTargets(p, STORE);
  if (!target || !p.at("in")) {
    if (p.callInvalidRules) {
      p.pos = afterFor;
      const a = p.attempt(() => starExpressions(p));
      if (a) raiseInvalidTarget(p, "for", a);
    }
    p.fail();
  }
  p.expect("in");
  const iter = starExpressions(p);
  colon(p);
  const typeComment = p.atType("TYPE_COMMENT") ? p.next().string : null;
  const body = block(p, { kind: `'for' statement on line ${kw.lineno}`, tok: kw });
  const orelse = p.at("else") ? elseBlock(p) : [];
  const fields = { target, iter, body, orelse, type_comment: typeComment };
  if (asyncTok) return mk<A.AsyncFor>({ _type: "AsyncFor", ...fields, lineno: 0, col_offset: 0, end_lineno: 0, end_col_offset: 0 }, p.extra(asyncTok));
  return mk<A.For>({ _type: "For", ...fields, lineno: 0, col_offset: 0, end_lineno: 0, end_col_offset: 0 }, p.extra(kw));
}

function withStmt(p: Parser, asyncTok: PToken | null): A.stmt {
  const kw = p.expect("with");
  let items: A.withitem[] | null = null;
  let typeComment: string | null = null;
  if (p.at("(")) {
    items = p.attempt(() => {
      p.next();
      const out = [withItemPlain(p)];
      while (p.eat(",")) {
        if (p.at(")")) break;
        out.push(withItemPlain(p));
      }
      p.expect(")");
      if (!p.at(":")) p.fail();
      return out;
    });
  }
  if (!items) {
    const afterWith = p.pos;
    try {
      items = [withItemPlain(p)];
      while (p.eat(",")) items.push(withItemPlain(p));
      if (!p.at(":")) p.fail();
    } catch (e) {
      if (isNoMatch(e) && p.callInvalidRules) {
        p.pos = afterWith;
        p.attempt(() => {
          for (;;) {
            expression(p);
            if (p.eat("as")) starTarget(p, STORE);
            if (!p.eat(",")) break;
          }
          if (p.atType("NEWLINE")) p.raiseOnLast("expected ':'");
          p.fail();
        });
        p.pos = afterWith;
        p.attempt(() => {
          p.expect("(");
          for (;;) {
            starExpressions(p);
            if (p.eat("as")) starTarget(p, STORE);
            if (!p.eat(",")) break;
            if (p.at(")")) break;
          }
          p.expect(")");
          if (p.atType("NEWLINE")) p.raiseOnLast("expected ':'");
          p.fail();
        });
      }
      throw e;
    }
    colon(p);
    if (p.atType("TYPE_COMMENT")) typeComment = p.next().string;
  } else colon(p);
  const body = block(p, { kind: `'with' statement on line ${kw.lineno}`, tok: kw });
  if (asyncTok) return mk<A.AsyncWith>({ _type: "AsyncWith", items, body, type_comment: typeComment, lineno: 0, col_offset: 0, end_lineno: 0, end_col_offset: 0 }, p.extra(asyncTok));
  return mk<A.With>({ _type: "With", items, body, type_comment: typeComment, lineno: 0, col_offset: 0, end_lineno: 0, end_col_offset: 0 }, p.extra(kw));
}

function withItemPlain(p: Parser): A.withitem {
  const contextExpr = expression(p);
  if (p.at("as")) {
    const save = p.pos;
    p.next();
    const t = p.attempt(() => {
      const target = starTargetOne(p);
      if (!(p.at(",") || p.at(")") || p.at(":"))) p.fail();
      return target;
    });
    if (t) return { _type: "withitem", context_expr: contextExpr, optional_vars: t };
    p.pos = save;
    if (p.callInvalidRules) {
      p.next();
      const a = p.attempt(() => expression(p));
      if (a && (p.at(",") || p.at(")") || p.at(":"))) raiseInvalidTarget(p, "star", a);
      p.pos = save;
    }
    p.fail();
  }
  return { _type: "withitem", context_expr: contextExpr, optional_vars: null };
}

/** star_target: one target (a tuple needs parentheses). */
function starTargetOne(p: Parser): A.expr {
  return starTarget(p, STORE);
}

function tryStmt(p: Parser): A.stmt {
  const kw = p.expect("try");
  forcedColon(p);
  const body = block(p, { kind: `'try' statement on line ${kw.lineno}`, tok: kw });
  const handlers: A.excepthandler[] = [];
  let star: boolean | null = null;
  while (p.at("except")) {
    const ek = p.next();
    const isStar = p.eat("*") !== null;
    if (star !== null && star !== isStar) {
      if (star) p.raiseRange("cannot have both 'except' and 'except*' on the same 'try'", ek);
      p.raiseRange("cannot have both 'except' and 'except*' on the same 'try'", ek, p.tokenAt(p.pos - 1));
    }
    star = isStar;
    let type: A.expr | null = null;
    let name: string | null = null;
    if (p.callInvalidRules && !isStar && p.atType("NEWLINE")) p.raiseOnLast("expected ':'");
    if (!p.at(":")) {
      const st = p.tok;
      const first = expression(p);
      if (p.at(",")) {
        // PEP 758: except A, B: (no 'as')
        const elts = [first];
        while (p.eat(",")) {
          if (p.at(":")) break;
          elts.push(expression(p));
        }
        type = mk<A.Tuple>({ _type: "Tuple", elts, ctx: LOAD, lineno: 0, col_offset: 0, end_lineno: 0, end_col_offset: 0 }, p.extra(st));
        if (p.at("as")) {
          if (p.callInvalidRules) {
            p.next();
            if (p.atType("NAME") && p.isOp(p.peek(1), ":")) {
              p.peek(1);
              p.raiseStartingFrom("multiple exception types must be parenthesized when using 'as'", first);
            }
          }
          p.fail();
        }
      } else {
        type = first;
        if (p.at("as")) {
          p.next();
          if (p.callInvalidRules && !(p.atType("NAME") && (p.isOp(p.peek(1), ":") || p.peek(1).type === "NEWLINE"))) {
            const save = p.pos;
            const a = p.attempt(() => expression(p));
            if (a && p.at(":")) p.raiseRange(`cannot use except${isStar ? "*" : ""} statement with ${exprName(a)}`, a);
            p.pos = save;
          }
          name = p.expectType("NAME").string;
        }
      }
    } else if (isStar) {
      if (p.callInvalidRules) p.raiseOnLast("expected one or more exception types");
      p.fail();
    }
    colon(p);
    const hbody = block(p, { kind: `'except${isStar ? "*" : ""}' statement on line ${ek.lineno}`, tok: ek });
    handlers.push(mk<A.ExceptHandler>({ _type: "ExceptHandler", type, name, body: hbody, lineno: 0, col_offset: 0, end_lineno: 0, end_col_offset: 0 }, p.extra(ek)));
  }
  const orelse = handlers.length > 0 && p.at("else") ? elseBlock(p) : [];
  let finalbody: A.stmt[] = [];
  if (p.at("finally")) {
    const fk = p.next();
    forcedColon(p);
    finalbody = block(p, { kind: `'finally' statement on line ${fk.lineno}`, tok: fk });
  }
  if (handlers.length === 0 && finalbody.length === 0) {
    if (p.callInvalidRules) {
      p.tok;
      p.raiseOnLast("expected 'except' or 'finally' block");
    }
    p.fail();
  }
  if (star) return mk<A.TryStar>({ _type: "TryStar", body, handlers, orelse, finalbody, lineno: 0, col_offset: 0, end_lineno: 0, end_col_offset: 0 }, p.extra(kw));
  return mk<A.Try>({ _type: "Try", body, handlers, orelse, finalbody, lineno: 0, col_offset: 0, end_lineno: 0, end_col_offset: 0 }, p.extra(kw));
}

export { starNamedExpression };

/** invalid_dotted_as_name / invalid_import_from_as_name: `as` followed by something not a NAME target. */
function invalidImportTarget(p: Parser): void {
  const save = p.pos;
  p.next();
  const n = p.tok;
  const n1 = p.peek(1);
  if (n.type === "NAME" && (p.isOp(n1, ",") || p.isOp(n1, ")") || p.isOp(n1, ";") || n1.type === "NEWLINE")) {
    p.pos = save;
    return;
  }
  const a = p.attempt(() => expression(p));
  if (a) p.raiseRange(`cannot use ${exprName(a)} as import target`, a);
  p.pos = save;
}

/** invalid_type_param: a bound on TypeVarTuple / ParamSpec. */
function invalidTypeParamBound(p: Parser, what: string): void {
  const colonTok = p.next();
  const e = expression(p);
  p.raiseStartingFrom(e._type === "Tuple" ? `cannot use constraints with ${what}` : `cannot use bound with ${what}`, colonTok);
}

registerTargets((p) => starTargets(p, STORE), starNamedExpression);
void withoutInvalid;
void span;
void bitwiseOr;

