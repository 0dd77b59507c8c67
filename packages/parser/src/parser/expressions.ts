/**
 * Expressions (python.gram "EXPRESSIONS" through "PRIMARY ELEMENTS"): star_expressions down to
 * atoms, with comprehensions, lambdas, calls, subscripts and slices. Binary operator chains are
 * loops (left-associative, as CPython's left-recursive rules build them), never recursion.
 */
import type * as A from "../ast/nodes.generated.js";
import { Ellipsis } from "../ast/constant.js";
import { DEL, LOAD, MAXSTACK, STORE, mk, type Parser, type Pos, span, tpos } from "./core.js";
import { numberToken } from "./numbers.js";
import type { PToken } from "./tokenStream.js";
import { strings } from "./strings.js";
import { lambdaParams } from "./params.js";
import {
  invalidArguments,
  invalidComprehension,
  invalidExpression,
  invalidExpressionChecks,
  invalidForIfClause,
  invalidGroup,
  invalidKwarg,
  invalidNamedExpression,
  invalidDict,
  registerAtom,
  registerStarNamed,
  raiseInvalidTarget,
} from "./invalid.js";
import { NO_MATCH, isNoMatch } from "../errors.js";

type Ctx = A.expr_context;


export function startPos(n: Pos): Pos {
  return n;
}

// ---- tuples and star expressions ---------------------------------------------------------------

/** star_expressions: a tuple without parentheses when there is a comma. */
export function starExpressions(p: Parser): A.expr {
  const st = p.tok;
  const first = starExpression(p);
  if (!p.at(",")) return first;
  const elts = [first];
  while (p.eat(",")) {
    if (!startsExpression(p)) break;
    elts.push(starExpression(p));
  }
  return mk<A.Tuple>({ _type: "Tuple", elts, ctx: LOAD, lineno: 0, col_offset: 0, end_lineno: 0, end_col_offset: 0 }, p.extra(st));
}

/** star_expression: '*' bitwise_or | expression */
export function starExpression(p: Parser): A.expr {
  if (p.at("*")) {
    const star = p.next();
    const value = bitwiseOr(p);
    return mk<A.Starred>({ _type: "Starred", value, ctx: LOAD, lineno: 0, col_offset: 0, end_lineno: 0, end_col_offset: 0 }, p.extra(star));
  }
  return expression(p);
}

/** star_named_expressions (inside displays) */
export function starNamedExpression(p: Parser): A.expr {
  if (p.at("*")) {
    const star = p.next();
    const value = bitwiseOr(p);
    return mk<A.Starred>({ _type: "Starred", value, ctx: LOAD, lineno: 0, col_offset: 0, end_lineno: 0, end_col_offset: 0 }, p.extra(star));
  }
  return namedExpression(p);
}

/** Can an expression start at the current token? (used after a trailing comma) */
export function startsExpression(p: Parser): boolean {
  const t = p.tok;
  switch (t.type) {
    case "NAME":
    case "NUMBER":
    case "STRING":
    case "FSTRING_START":
    case "TSTRING_START":
      return true;
    case "KEYWORD":
      return ["not", "lambda", "await", "None", "True", "False", "yield"].includes(t.string) && t.string !== "yield";
    case "OP":
      return ["(", "[", "{", "-", "+", "~", "*", "..."].includes(t.string);
    default:
      return false;
  }
}

/** named_expression: NAME ':=' expression | expression !':=' */
export function namedExpression(p: Parser): A.expr {
  const t = p.tok;
  if (t.type === "NAME" && p.isOp(p.peek(1), ":=")) {
    p.next();
    p.next();
    const value = expression(p);
    const target = mk<A.Name>({ _type: "Name", id: t.string, ctx: STORE, lineno: 0, col_offset: 0, end_lineno: 0, end_col_offset: 0 }, tpos(t));
    return mk<A.NamedExpr>({ _type: "NamedExpr", target, value, lineno: 0, col_offset: 0, end_lineno: 0, end_col_offset: 0 }, p.extra(t));
  }
  if (p.callInvalidRules) invalidNamedExpression(p);
  const e = expression(p);
  if (p.at(":=")) {
    if (p.callInvalidRules) invalidExpressionChecks.namedExpression(p, e);
    p.fail();
  }
  return e;
}

/**
 * expression: disjunction 'if' disjunction 'else' expression | disjunction | lambdef.
 * Chains of conditional expressions and lambdas (`a if b else c if d else …`, `lambda: lambda: …`)
 * are parsed in a loop and built from the right, so their depth costs no JS stack.
 */
export function expression(p: Parser): A.expr {
  type Frame = { kind: "if"; st: PToken; body: A.expr; test: A.expr } | { kind: "lambda"; kw: PToken; args: A.arguments };
  const frames: Frame[] = [];
  let levels = 1;
  p.level += 1;
  try {
    let result: A.expr;
    for (;;) {
      if (p.callInvalidRules) invalidExpression(p);
      if (p.level > MAXSTACK) p.raiseStackOverflow();
      if (p.at("lambda")) {
        const kw = p.next();
        const args = lambdaParams(p);
        p.expect(":");
        frames.push({ kind: "lambda", kw, args });
        p.level += 2;
        levels += 2;
        continue;
      }
      const st = p.tok;
      const body = disjunction(p);
      if (p.at("if")) {
        // Not a conditional expression when no 'else' follows (e.g. a comprehension's 'if').
        const save = p.pos;
        p.next();
        const test = p.attempt(() => disjunction(p));
        if (test && p.eat("else")) {
          frames.push({ kind: "if", st, body, test });
          p.level += 1;
          levels += 1;
          continue;
        }
        p.pos = save;
      }
      result = body;
      break;
    }
    for (let i = frames.length - 1; i >= 0; i--) {
      const f = frames[i]!;
      if (f.kind === "if") result = mk<A.IfExp>({ _type: "IfExp", test: f.test, body: f.body, orelse: result, lineno: 0, col_offset: 0, end_lineno: 0, end_col_offset: 0 }, p.extra(f.st));
      else result = mk<A.Lambda>({ _type: "Lambda", args: f.args, body: result, lineno: 0, col_offset: 0, end_lineno: 0, end_col_offset: 0 }, p.extra(f.kw));
    }
    return result;
  } finally {
    p.level -= levels;
  }
}

export function lambdef(p: Parser): A.expr {
  if (!p.at("lambda")) p.fail();
  return expression(p);
}

function boolChain(p: Parser, op: "or" | "and", sub: (p: Parser) => A.expr): A.expr {
  const st = p.tok;
  const first = sub(p);
  if (!p.at(op)) return first;
  const values = [first];
  while (p.at(op)) {
    // PEG: a failed `op operand` ends the loop where it started
    const save = p.pos;
    p.next();
    try {
      values.push(sub(p));
    } catch (e) {
      if (!isNoMatch(e)) throw e;
      p.pos = save;
      break;
    }
  }
  if (values.length === 1) return first;
  const opNode: A.boolop = op === "or" ? { _type: "Or" } : { _type: "And" };
  return mk<A.BoolOp>({ _type: "BoolOp", op: opNode, values, lineno: 0, col_offset: 0, end_lineno: 0, end_col_offset: 0 }, p.extra(st));
}

export function disjunction(p: Parser): A.expr {
  if (!p.callInvalidRules) return boolChain(p, "or", conjunction);
  const start = p.pos;
  const m = p.memoDisjunction.get(start);
  if (m !== undefined) {
    if (m === null) throw NO_MATCH;
    p.pos = m[1];
    return m[0] as A.expr;
  }
  try {
    const e = boolChain(p, "or", conjunction);
    p.memoDisjunction.set(start, [e, p.pos]);
    return e;
  } catch (err) {
    if (isNoMatch(err)) p.memoDisjunction.set(start, null);
    throw err;
  }
}

function conjunction(p: Parser): A.expr {
  return boolChain(p, "and", inversion);
}

/** inversion: 'not' inversion | comparison — iterative over repeated 'not'. */
function inversion(p: Parser): A.expr {
  if (!p.at("not")) {
    if (p.level > MAXSTACK) p.raiseStackOverflow();
    return comparison(p);
  }
  const nots: Pos[] = [];
  while (p.at("not")) {
    nots.push(tpos(p.next()));
    if (nots.length > 200000) p.raiseStackOverflow();
  }
  if (nots.length > 0) p.level += nots.length;
  try {
    if (p.level > MAXSTACK) p.raiseStackOverflow();
    let e = comparison(p);
    const end = p.extra(e);
    for (let i = nots.length - 1; i >= 0; i--) e = mk<A.UnaryOp>({ _type: "UnaryOp", op: { _type: "Not" }, operand: e, lineno: 0, col_offset: 0, end_lineno: 0, end_col_offset: 0 }, span(nots[i]!, end));
    return e;
  } finally {
    p.level -= nots.length;
  }
}

const CMP_OPS: Record<string, A.cmpop["_type"]> = {
  "==": "Eq",
  "!=": "NotEq",
  "<": "Lt",
  "<=": "LtE",
  ">": "Gt",
  ">=": "GtE",
  in: "In",
  is: "Is",
};

function comparison(p: Parser): A.expr {
  const st = p.tok;
  const left = bitwiseOr(p);
  let ops: A.cmpop[] | null = null;
  let comparators: A.expr[] = [];
  for (;;) {
    const t = p.tok;
    let op: A.cmpop["_type"] | undefined;
    if (t.type === "OP" || t.type === "KEYWORD") {
      if (t.string === "not") {
        if (p.isOp(p.peek(1), "in")) {
          p.next();
          op = "NotIn";
        }
      } else if (t.string === "is") {
        if (p.isOp(p.peek(1), "not")) {
          p.next();
          op = "IsNot";
        } else op = "Is";
      } else op = CMP_OPS[t.string];
    }
    if (op === undefined) break;
    const save = op === "NotIn" || op === "IsNot" ? p.pos - 1 : p.pos;
    p.next();
    let right: A.expr;
    try {
      right = bitwiseOr(p);
    } catch (e) {
      if (!isNoMatch(e)) throw e;
      p.pos = save;
      break;
    }
    if (ops === null) {
      ops = [];
      comparators = [];
    }
    ops.push({ _type: op } as A.cmpop);
    comparators.push(right);
  }
  if (ops === null) return left;
  return mk<A.Compare>({ _type: "Compare", left, ops, comparators, lineno: 0, col_offset: 0, end_lineno: 0, end_col_offset: 0 }, p.extra(st));
}

const BIN_LEVELS: readonly Record<string, A.operator["_type"]>[] = [
  { "|": "BitOr" },
  { "^": "BitXor" },
  { "&": "BitAnd" },
  { "<<": "LShift", ">>": "RShift" },
  { "+": "Add", "-": "Sub" },
  { "*": "Mult", "/": "Div", "//": "FloorDiv", "%": "Mod", "@": "MatMult" },
];

function binLevel(p: Parser, level: number): A.expr {
  if (level === BIN_LEVELS.length) return factor(p);
  const ops = BIN_LEVELS[level]!;
  const st = p.tok;
  let left = binLevel(p, level + 1);
  for (;;) {
    const t = p.tok;
    if (t.type !== "OP") break;
    const op = ops[t.string];
    if (op === undefined) break;
    const opPos = p.pos;
    p.next();
    if (p.callInvalidRules && level >= 4 && p.at("not")) {
      const save = p.pos;
      const notTok = p.next();
      const b = p.attempt(() => inversion(p));
      if (b) p.raiseRange("'not' after an operator must be parenthesized", notTok, b);
      p.pos = save;
    }
    let right: A.expr;
    try {
      right = binLevel(p, level + 1);
    } catch (e) {
      if (!isNoMatch(e)) throw e;
      p.pos = opPos;
      break;
    }
    left = mk<A.BinOp>({ _type: "BinOp", left, op: { _type: op } as A.operator, right, lineno: 0, col_offset: 0, end_lineno: 0, end_col_offset: 0 }, p.extra(st));
  }
  return left;
}

export function bitwiseOr(p: Parser): A.expr {
  return binLevel(p, 0);
}

/** factor: '+' factor | '-' factor | '~' factor | power — iterative over the prefix operators. */
function factor(p: Parser): A.expr {
  const t0 = p.tok;
  if (t0.type !== "OP" || (t0.string !== "-" && t0.string !== "+" && t0.string !== "~")) {
    if (p.level > MAXSTACK) p.raiseStackOverflow();
    return power(p);
  }
  const prefix: [A.unaryop["_type"], Pos][] = [];
  for (;;) {
    const t = p.tok;
    if (t.type !== "OP") break;
    const op = t.string === "-" ? "USub" : t.string === "+" ? "UAdd" : t.string === "~" ? "Invert" : undefined;
    if (!op) break;
    p.next();
    if (p.callInvalidRules && p.at("not")) {
      const save = p.pos;
      const notTok = p.next();
      const b = p.attempt(() => factor(p));
      if (b) p.raiseRange("'not' after an operator must be parenthesized", notTok, b);
      p.pos = save;
    }
    prefix.push([op, tpos(t)]);
  }
  if (prefix.length + p.level > MAXSTACK) p.raiseStackOverflow();
  p.level += prefix.length;
  let e: A.expr;
  try {
    e = power(p);
  } finally {
    p.level -= prefix.length;
  }
  const end = p.extra(e);
  for (let i = prefix.length - 1; i >= 0; i--) {
    const [op, pos] = prefix[i]!;
    e = mk<A.UnaryOp>({ _type: "UnaryOp", op: { _type: op } as A.unaryop, operand: e, lineno: 0, col_offset: 0, end_lineno: 0, end_col_offset: 0 }, span(pos, end));
  }
  return e;
}

/**
 * power: await_primary '**' factor — right-associative, parsed as a loop over
 * `** [unary prefixes] await_primary` segments and built from the right.
 */
function power(p: Parser): A.expr {
  type Segment = { st: PToken; prefixes: [A.unaryop["_type"], PToken][]; base: A.expr };
  const st0 = p.tok;
  const base0 = awaitPrimary(p);
  if (!p.at("**")) return base0;
  const segments: Segment[] = [{ st: st0, prefixes: [], base: base0 }];
  let levels = 0;
  try {
    while (p.at("**")) {
      p.next();
      const prefixes: [A.unaryop["_type"], PToken][] = [];
      for (;;) {
        const t = p.tok;
        if (t.type !== "OP") break;
        const op = t.string === "-" ? "USub" : t.string === "+" ? "UAdd" : t.string === "~" ? "Invert" : undefined;
        if (!op) break;
        p.next();
        if (p.callInvalidRules && p.at("not")) {
          const save = p.pos;
          const notTok = p.next();
          const b = p.attempt(() => factor(p));
          if (b) p.raiseRange("'not' after an operator must be parenthesized", notTok, b);
          p.pos = save;
        }
        prefixes.push([op, t]);
      }
      p.level += 2 + prefixes.length;
      levels += 2 + prefixes.length;
      if (p.level > MAXSTACK) p.raiseStackOverflow();
      const st = p.tok;
      segments.push({ st, prefixes, base: awaitPrimary(p) });
    }
  } finally {
    p.level -= levels;
  }
  const last = segments[segments.length - 1]!;
  let right: A.expr = last.base;
  const end = p.extra(right);
  const wrap = (seg: Segment, e: A.expr): A.expr => {
    for (let i = seg.prefixes.length - 1; i >= 0; i--) {
      const [op, t] = seg.prefixes[i]!;
      e = mk<A.UnaryOp>({ _type: "UnaryOp", op: { _type: op } as A.unaryop, operand: e, lineno: 0, col_offset: 0, end_lineno: 0, end_col_offset: 0 }, span(tpos(t), end));
    }
    return e;
  };
  right = wrap(last, right);
  for (let i = segments.length - 2; i >= 0; i--) {
    const seg = segments[i]!;
    right = mk<A.BinOp>({ _type: "BinOp", left: seg.base, op: { _type: "Pow" }, right, lineno: 0, col_offset: 0, end_lineno: 0, end_col_offset: 0 }, span(tpos(seg.st), end));
    right = wrap(seg, right);
  }
  return right;
}

function awaitPrimary(p: Parser): A.expr {
  if (p.at("await")) {
    const kw = p.next();
    const value = primary(p);
    return mk<A.Await>({ _type: "Await", value, lineno: 0, col_offset: 0, end_lineno: 0, end_col_offset: 0 }, p.extra(kw));
  }
  return primary(p);
}

/** primary: atom followed by '.' NAME, calls, subscripts (a loop). */
export function primary(p: Parser): A.expr {
  const st = p.tok;
  let e = atom(p);
  for (;;) {
    const t = p.tok;
    if (t.type !== "OP") break;
    if (t.string === ".") {
      if (p.peek(1).type !== "NAME") break;
      p.next();
      const name = p.expectType("NAME");
      e = mk<A.Attribute>({ _type: "Attribute", value: e, attr: name.string, ctx: LOAD, lineno: 0, col_offset: 0, end_lineno: 0, end_col_offset: 0 }, p.extra(st));
    } else if (t.string === "(") {
      const save = p.pos;
      try {
        e = call(p, e, st);
      } catch (err) {
        if (!isNoMatch(err)) throw err;
        p.pos = save;
        break;
      }
    } else if (t.string === "[") {
      const save = p.pos;
      let slice: A.expr;
      try {
        p.next();
        slice = slices(p);
        p.expect("]");
      } catch (err) {
        if (!isNoMatch(err)) throw err;
        p.pos = save;
        break;
      }
      e = mk<A.Subscript>({ _type: "Subscript", value: e, slice, ctx: LOAD, lineno: 0, col_offset: 0, end_lineno: 0, end_col_offset: 0 }, p.extra(st));
    } else break;
  }
  return e;
}

function call(p: Parser, func: A.expr, st: PToken): A.expr {
  const open = p.expect("(");
  const afterOpen = p.pos;
  if (p.callInvalidRules) {
    // `primary genexp` comes before `primary '(' arguments ')'`: its invalid_comprehension too
    invalidComprehension(p, open);
    p.pos = afterOpen;
  }
  let parsed: { args: A.expr[]; keywords: A.keyword[]; genexp?: boolean };
  try {
    parsed = callArguments(p, open);
    if (!parsed.genexp) p.expect(")");
  } catch (e) {
    if (isNoMatch(e) && p.callInvalidRules) invalidArguments(p, afterOpen);
    throw e;
  }
  const { args, keywords } = parsed;
  return mk<A.Call>({ _type: "Call", func, args, keywords, lineno: 0, col_offset: 0, end_lineno: 0, end_col_offset: 0 }, p.extra(st));
}

/** arguments (calls and class bases), up to but not including ')'. */
export function callArguments(p: Parser, genexpOpen?: PToken): { args: A.expr[]; keywords: A.keyword[]; genexp?: boolean } {
  const args: A.expr[] = [];
  const keywords: A.keyword[] = [];
  while (!p.at(")")) {
    const t = p.tok;
    if (p.callInvalidRules) invalidKwarg(p);
    if (p.at("*")) {
      if (keywords.some((k) => k.arg === null)) p.fail();
      p.next();
      if (p.callInvalidRules && !p.lookahead(() => expression(p))) p.raiseOnLast("Invalid star expression");
      const value = expression(p);
      args.push(mk<A.Starred>({ _type: "Starred", value, ctx: LOAD, lineno: 0, col_offset: 0, end_lineno: 0, end_col_offset: 0 }, p.extra(t)));
    } else if (p.at("**")) {
      p.next();
      const value = expression(p);
      keywords.push(mk<A.keyword>({ _type: "keyword", arg: null, value, lineno: 0, col_offset: 0, end_lineno: 0, end_col_offset: 0 }, p.extra(t)));
    } else if (t.type === "NAME" && p.isOp(p.peek(1), "=")) {
      p.next();
      p.next();
      const value = expression(p);
      keywords.push(mk<A.keyword>({ _type: "keyword", arg: t.string, value, lineno: 0, col_offset: 0, end_lineno: 0, end_col_offset: 0 }, p.extra(t)));
    } else {
      const e = t.type === "NAME" && p.isOp(p.peek(1), ":=") ? namedExpression(p) : expression(p);
      if (p.at(":=")) p.fail();
      if (genexpOpen && args.length === 0 && keywords.length === 0 && (p.at("for") || (p.at("async") && p.isOp(p.peek(1), "for")))) {
        // f(x for x in y): the generator expression is the sole argument, spanning the call's parentheses
        const generators = forIfClauses(p);
        const close = p.expect(")");
        return { args: [mk<A.GeneratorExp>({ _type: "GeneratorExp", elt: e, generators, lineno: 0, col_offset: 0, end_lineno: 0, end_col_offset: 0 }, span(tpos(genexpOpen), tpos(close)))], keywords: [], genexp: true };
      }
      if (p.at("for") || p.at("async")) {
        if (p.callInvalidRules) invalidExpressionChecks.unparenthesizedGenexp(p, e);
        p.fail();
      }
      if (keywords.length > 0 && keywords.some((k) => k.arg === null) && p.callInvalidRules) {
        invalidExpressionChecks.positionalAfterKwUnpack(p, e);
      }
      if (keywords.length > 0 && p.callInvalidRules) invalidExpressionChecks.positionalAfterKeyword(p, e, keywords);
      if (keywords.length > 0) p.fail();
      args.push(e);
    }
    if (!p.eat(",")) break;
  }
  return { args, keywords };
}

/** slices: slice !',' | ','.(slice | starred_expression)+ [','] */
function slices(p: Parser): A.expr {
  const st = p.tok;
  const first = sliceOrStarred(p);
  // `a=slice !','`: a lone starred expression is not a slice, so it still makes a one-element tuple
  if (!p.at(",") && first._type !== "Starred") return first;
  const elts = [first];
  while (p.eat(",")) {
    if (p.at("]")) break;
    elts.push(sliceOrStarred(p));
  }
  return mk<A.Tuple>({ _type: "Tuple", elts, ctx: LOAD, lineno: 0, col_offset: 0, end_lineno: 0, end_col_offset: 0 }, p.extra(st));
}

function sliceOrStarred(p: Parser): A.expr {
  if (p.at("*") && p.callInvalidRules) {
    const save = p.pos;
    p.attempt(() => {
      const star = p.next();
      expression(p);
      p.expect("=");
      const b = expression(p);
      p.raiseRange("cannot assign to iterable argument unpacking", star, b);
    });
    p.pos = save;
  }
  if (p.at("*")) {
    const star = p.next();
    if (p.callInvalidRules && !p.lookahead(() => expression(p))) p.raiseOnLast("Invalid star expression");
    const value = bitwiseOr(p);
    return mk<A.Starred>({ _type: "Starred", value, ctx: LOAD, lineno: 0, col_offset: 0, end_lineno: 0, end_col_offset: 0 }, p.extra(star));
  }
  const start = p.tok;
  let lower: A.expr | null = null;
  if (!p.at(":")) {
    lower = namedExpression(p);
    if (!p.at(":")) return lower;
    if (lower._type === "NamedExpr" && !p.parenthesized.has(lower)) p.fail();
  }
  p.expect(":");
  let upper: A.expr | null = null;
  let step: A.expr | null = null;
  if (!p.at(":") && !p.at(",") && !p.at("]")) upper = expression(p);
  if (p.eat(":")) {
    if (!p.at(",") && !p.at("]")) step = expression(p);
  }
  return mk<A.Slice>({ _type: "Slice", lower, upper, step, lineno: 0, col_offset: 0, end_lineno: 0, end_col_offset: 0 }, p.extra(start));
}

// ---- atoms ---------------------------------------------------------------------------------------

export function atom(p: Parser): A.expr {
  const t = p.tok;
  switch (t.type) {
    case "NAME":
      p.next();
      return mk<A.Name>({ _type: "Name", id: normalizeName(t.string), ctx: LOAD, lineno: 0, col_offset: 0, end_lineno: 0, end_col_offset: 0 }, tpos(t));
    case "NUMBER":
      p.next();
      return mk<A.Constant>({ _type: "Constant", value: numberToken(p, t), kind: null, lineno: 0, col_offset: 0, end_lineno: 0, end_col_offset: 0 }, tpos(t));
    case "STRING":
    case "FSTRING_START":
    case "TSTRING_START":
      return strings(p);
    case "KEYWORD":
      if (t.string === "None" || t.string === "True" || t.string === "False") {
        p.next();
        const value = t.string === "None" ? null : t.string === "True";
        return mk<A.Constant>({ _type: "Constant", value, kind: null, lineno: 0, col_offset: 0, end_lineno: 0, end_col_offset: 0 }, tpos(t));
      }
      break;
    case "OP":
      if (t.string === "(") return parenAtom(p);
      if (t.string === "[") return listAtom(p);
      if (t.string === "{") return braceAtom(p);
      if (t.string === "...") {
        p.next();
        return mk<A.Constant>({ _type: "Constant", value: Ellipsis, kind: null, lineno: 0, col_offset: 0, end_lineno: 0, end_col_offset: 0 }, tpos(t));
      }
      break;
  }
  return p.fail();
}

/** NFKC-normalizes non-ASCII identifiers, as CPython's parser does. */
export function normalizeName(s: string): string {
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) > 127) return s.normalize("NFKC");
  return s;
}

function parenAtom(p: Parser): A.expr {
  if (!p.callInvalidRules) return parenAtomInner(p);
  const save = p.pos;
  invalidComprehension(p, p.next());
  p.pos = save;
  try {
    return parenAtomInner(p);
  } catch (e) {
    if (isNoMatch(e)) {
      p.pos = save;
      invalidGroup(p);
    }
    throw e;
  }
}

function parenAtomInner(p: Parser): A.expr {
  const open = p.expect("(");
  if (p.at(")")) {
    const close = p.next();
    return mk<A.Tuple>({ _type: "Tuple", elts: [], ctx: LOAD, lineno: 0, col_offset: 0, end_lineno: 0, end_col_offset: 0 }, span(tpos(open), tpos(close)));
  }
  if (p.at("yield")) {
    const y = yieldExpr(p);
    p.expect(")");
    p.parenthesized.add(y);
    return y;
  }
  const first = starNamedExpression(p);
  if (p.at("for") || p.at("async")) {
    if (first._type === "Starred") p.fail();
    const generators = forIfClauses(p);
    const close = p.expect(")");
    return mk<A.GeneratorExp>({ _type: "GeneratorExp", elt: first, generators, lineno: 0, col_offset: 0, end_lineno: 0, end_col_offset: 0 }, span(tpos(open), tpos(close)));
  }
  if (p.at(")")) {
    p.next();
    if (first._type === "Starred") p.fail();
    p.parenthesized.add(first);
    return first;
  }
  p.expect(",");
  const elts = [first];
  while (!p.at(")")) {
    elts.push(starNamedExpression(p));
    if (!p.eat(",")) break;
  }
  const close = p.expect(")");
  return mk<A.Tuple>({ _type: "Tuple", elts, ctx: LOAD, lineno: 0, col_offset: 0, end_lineno: 0, end_col_offset: 0 }, span(tpos(open), tpos(close)));
}

function listAtom(p: Parser): A.expr {
  const open = p.expect("[");
  if (p.callInvalidRules) invalidComprehension(p, open);
  if (p.at("]")) {
    const close = p.next();
    return mk<A.List>({ _type: "List", elts: [], ctx: LOAD, lineno: 0, col_offset: 0, end_lineno: 0, end_col_offset: 0 }, span(tpos(open), tpos(close)));
  }
  const first = starNamedExpression(p);
  if ((p.at("for") || p.at("async")) && first._type !== "Starred") {
    const generators = forIfClauses(p);
    const close = p.expect("]");
    return mk<A.ListComp>({ _type: "ListComp", elt: first, generators, lineno: 0, col_offset: 0, end_lineno: 0, end_col_offset: 0 }, span(tpos(open), tpos(close)));
  }
  const elts = [first];
  while (p.eat(",")) {
    if (p.at("]")) break;
    elts.push(starNamedExpression(p));
  }
  const close = p.expect("]");
  return mk<A.List>({ _type: "List", elts, ctx: LOAD, lineno: 0, col_offset: 0, end_lineno: 0, end_col_offset: 0 }, span(tpos(open), tpos(close)));
}

function braceAtom(p: Parser): A.expr {
  if (!p.callInvalidRules) return braceAtomInner(p);
  const save = p.pos;
  try {
    return braceAtomInner(p);
  } catch (e) {
    if (isNoMatch(e)) {
      p.pos = save + 1;
      invalidDict(p);
    }
    throw e;
  }
}

function braceAtomInner(p: Parser): A.expr {
  const open = p.expect("{");
  if (p.callInvalidRules) invalidComprehension(p, open);
  if (p.at("}")) {
    const close = p.next();
    return mk<A.Dict>({ _type: "Dict", keys: [], values: [], lineno: 0, col_offset: 0, end_lineno: 0, end_col_offset: 0 }, span(tpos(open), tpos(close)));
  }
  // dict: first item is '**' or `expression ':'`
  if (p.at("**")) return dictRest(p, open, null);
  const first = starNamedExpression(p);
  if (p.at(":") && first._type !== "Starred" && !(first._type === "NamedExpr" && !p.parenthesized.has(first))) {
    p.next();
    const value = expression(p);
    if (p.at("for") || p.at("async")) {
      const generators = forIfClauses(p);
      const close = p.expect("}");
      return mk<A.DictComp>({ _type: "DictComp", key: first, value, generators, lineno: 0, col_offset: 0, end_lineno: 0, end_col_offset: 0 }, span(tpos(open), tpos(close)));
    }
    return dictRest(p, open, [first, value]);
  }
  if ((p.at("for") || p.at("async")) && first._type !== "Starred") {
    const generators = forIfClauses(p);
    const close = p.expect("}");
    return mk<A.SetComp>({ _type: "SetComp", elt: first, generators, lineno: 0, col_offset: 0, end_lineno: 0, end_col_offset: 0 }, span(tpos(open), tpos(close)));
  }
  const elts = [first];
  while (p.eat(",")) {
    if (p.at("}")) break;
    elts.push(starNamedExpression(p));
  }
  const close = p.expect("}");
  return mk<A.Set>({ _type: "Set", elts, lineno: 0, col_offset: 0, end_lineno: 0, end_col_offset: 0 }, span(tpos(open), tpos(close)));
}

function dictRest(p: Parser, open: import("./tokenStream.js").PToken, first: [A.expr, A.expr] | null): A.expr {
  const keys: (A.expr | null)[] = [];
  const values: A.expr[] = [];
  if (first) {
    keys.push(first[0]);
    values.push(first[1]);
    if (!p.eat(",")) {
      const close = p.expect("}");
      return mk<A.Dict>({ _type: "Dict", keys, values, lineno: 0, col_offset: 0, end_lineno: 0, end_col_offset: 0 }, span(tpos(open), tpos(close)));
    }
  }
  while (!p.at("}")) {
    if (p.eat("**")) {
      keys.push(null);
      values.push(bitwiseOr(p));
    } else {
      keys.push(expression(p));
      p.expect(":");
      values.push(expression(p));
    }
    if (!p.eat(",")) break;
  }
  const close = p.expect("}");
  return mk<A.Dict>({ _type: "Dict", keys, values, lineno: 0, col_offset: 0, end_lineno: 0, end_col_offset: 0 }, span(tpos(open), tpos(close)));
}

/** for_if_clauses */
export function forIfClauses(p: Parser): A.comprehension[] {
  const out: A.comprehension[] = [];
  while (p.at("for") || (p.at("async") && p.isOp(p.peek(1), "for"))) {
    const clauseStart = p.pos;
    const isAsync = p.eat("async") ? 1 : 0;
    p.expect("for");
    const target = p.callInvalidRules ? p.attempt(() => starTargets(p, STORE)) : starTargets(p, STORE);
    if (!target || !p.at("in")) {
      if (p.callInvalidRules) {
        p.pos = clauseStart;
        invalidForIfClause(p);
      }
      p.fail();
    }
    p.expect("in");
    const iter = disjunction(p);
    const ifs: A.expr[] = [];
    while (p.eat("if")) ifs.push(disjunction(p));
    out.push({ _type: "comprehension", target, iter, ifs, is_async: isAsync });
  }
  if (out.length === 0) p.fail();
  return out;
}

/** yield_expr */
export function yieldExpr(p: Parser): A.expr {
  const kw = p.expect("yield");
  if (p.eat("from")) {
    const value = expression(p);
    return mk<A.YieldFrom>({ _type: "YieldFrom", value, lineno: 0, col_offset: 0, end_lineno: 0, end_col_offset: 0 }, p.extra(kw));
  }
  if (startsExpression(p)) {
    const value = starExpressions(p);
    return mk<A.Yield>({ _type: "Yield", value, lineno: 0, col_offset: 0, end_lineno: 0, end_col_offset: 0 }, p.extra(kw));
  }
  return mk<A.Yield>({ _type: "Yield", value: null, lineno: 0, col_offset: 0, end_lineno: 0, end_col_offset: 0 }, tpos(kw));
}

// ---- targets ---------------------------------------------------------------------------------------

/** star_targets: as used by for/comprehensions/with-as: a tuple without parens when commas. */
export function starTargets(p: Parser, ctx: Ctx): A.expr {
  const st = p.tok;
  const first = starTarget(p, ctx);
  if (!p.at(",")) return first;
  const elts = [first];
  while (p.eat(",")) {
    const t = p.attempt(() => starTarget(p, ctx));
    if (!t) break;
    elts.push(t);
  }
  return mk<A.Tuple>({ _type: "Tuple", elts, ctx, lineno: 0, col_offset: 0, end_lineno: 0, end_col_offset: 0 }, p.extra(st));
}

export function starTarget(p: Parser, ctx: Ctx): A.expr {
  if (p.at("*")) {
    const star = p.next();
    if (p.at("*")) p.fail();
    const value = starTarget(p, ctx);
    return mk<A.Starred>({ _type: "Starred", value, ctx, lineno: 0, col_offset: 0, end_lineno: 0, end_col_offset: 0 }, p.extra(star));
  }
  const e = primary(p);
  const out = toTarget(p, e, ctx);
  if (!out) p.fail();
  return out;
}

/** Turns an expression parsed as Load into a target with `ctx`, or null when it cannot be one. */
export function toTarget(p: Parser, e: A.expr, ctx: Ctx): A.expr | null {
  switch (e._type) {
    case "Name":
    case "Attribute":
    case "Subscript": {
      const n = { ...e, ctx } as A.expr;
      if (p.parenthesized.has(e)) p.parenthesized.add(n);
      return n;
    }
    case "Starred": {
      if (ctx === DEL) return null;
      const value = toTarget(p, e.value, ctx);
      return value && { ...e, value, ctx };
    }
    case "Tuple":
    case "List": {
      const elts: A.expr[] = [];
      for (const x of e.elts) {
        const t = toTarget(p, x, ctx);
        if (!t) return null;
        elts.push(t);
      }
      return { ...e, elts, ctx };
    }
    default:
      return null;
  }
}

registerAtom(atom);
registerStarNamed(starNamedExpression);
void raiseInvalidTarget;
