/**
 * The match statement (PEP 634; python.gram "Match statement"): soft keywords `match`/`case`/`_`,
 * patterns built into MatchValue/MatchSingleton/MatchSequence/MatchMapping/MatchClass/MatchStar/
 * MatchAs/MatchOr nodes.
 */
import type * as A from "../ast/nodes.generated.js";
import { LOAD, mk, type Parser, type Pos, span, tpos } from "./core.js";
import { expression as expressionFn, namedExpression, starNamedExpression } from "./expressions.js";
import { exprName } from "./invalid.js";
import { strings } from "./strings.js";
import { numberToken } from "./numbers.js";
import { block } from "./statements.js";
import { PyComplexValue } from "../ast/constant.js";


export function matchStmt(p: Parser): A.stmt {
  const kw = p.tok;
  if (kw.type !== "NAME" || kw.string !== "match") p.fail();
  p.next();
  const subject = subjectExpr(p);
  if (p.callInvalidRules && p.atType("NEWLINE")) p.raiseOnLast("expected ':'");
  p.expect(":");
  p.expectType("NEWLINE");
  if (p.callInvalidRules && !p.atType("INDENT")) p.raiseAtToken(`expected an indented block after 'match' statement on line ${kw.lineno}`, p.tok, "IndentationError");
  p.expectType("INDENT");
  const cases: A.match_case[] = [];
  while (p.atName("case")) cases.push(caseBlock(p));
  if (cases.length === 0) p.fail();
  p.expectType("DEDENT");
  return mk<A.Match>({ _type: "Match", subject, cases, lineno: 0, col_offset: 0, end_lineno: 0, end_col_offset: 0 }, p.extra(kw));
}

function subjectExpr(p: Parser): A.expr {
  const st = p.tok;
  const first = starNamedExpression(p);
  if (p.at(",")) {
    const elts = [first];
    while (p.eat(",")) {
      if (p.at(":")) break;
      elts.push(starNamedExpression(p));
    }
    return mk<A.Tuple>({ _type: "Tuple", elts, ctx: LOAD, lineno: 0, col_offset: 0, end_lineno: 0, end_col_offset: 0 }, p.extra(st));
  }
  if (first._type === "Starred") p.fail();
  return first;
}

function caseBlock(p: Parser): A.match_case {
  const kw = p.next();
  const pattern = patterns(p);
  const guard = p.eat("if") ? namedExpression(p) : null;
  if (p.callInvalidRules && p.atType("NEWLINE")) p.raiseOnLast("expected ':'");
  p.expect(":");
  const body = block(p, { kind: `'case' statement on line ${kw.lineno}`, tok: kw });
  return { _type: "match_case", pattern, guard, body };
}

/** patterns: open_sequence_pattern | pattern */
function patterns(p: Parser): A.pattern {
  const st = p.tok;
  const first = maybeStarPattern(p);
  if (p.at(",")) {
    const items = [first];
    while (p.eat(",")) {
      if (p.at(":") || p.at("if")) break;
      items.push(maybeStarPattern(p));
    }
    return mk<A.MatchSequence>({ _type: "MatchSequence", patterns: items, lineno: 0, col_offset: 0, end_lineno: 0, end_col_offset: 0 }, p.extra(st));
  }
  if (first._type === "MatchStar") p.fail();
  return first;
}

function maybeStarPattern(p: Parser): A.pattern {
  if (p.at("*")) {
    const star = p.next();
    const n = p.expectType("NAME");
    return mk<A.MatchStar>({ _type: "MatchStar", name: n.string === "_" ? null : n.string, lineno: 0, col_offset: 0, end_lineno: 0, end_col_offset: 0 }, span(tpos(star), tpos(n)));
  }
  return pattern(p);
}

/** pattern: as_pattern | or_pattern */
function pattern(p: Parser): A.pattern {
  const st = p.tok;
  const or = orPattern(p);
  if (p.at("as")) {
    p.next();
    if (p.callInvalidRules) {
      if (p.atName("_")) p.raiseRange("cannot use '_' as a target", p.tok);
      const save = p.pos;
      const ok = p.tok.type === "NAME" && !(p.isOp(p.peek(1), ".") || p.isOp(p.peek(1), "(") || p.isOp(p.peek(1), "="));
      if (!ok) {
        const a = p.attempt(() => expressionFn(p));
        if (a) p.raiseRange(`cannot use ${exprName(a)} as pattern target`, a);
      }
      p.pos = save;
    }
    const n = p.expectType("NAME");
    if (n.string === "_") p.fail();
    if (p.at(".") || p.at("(") || p.at("=")) p.fail();
    return mk<A.MatchAs>({ _type: "MatchAs", pattern: or, name: n.string, lineno: 0, col_offset: 0, end_lineno: 0, end_col_offset: 0 }, p.extra(st));
  }
  return or;
}

function orPattern(p: Parser): A.pattern {
  const st = p.tok;
  const first = closedPattern(p);
  if (!p.at("|")) return first;
  const items = [first];
  while (p.eat("|")) items.push(closedPattern(p));
  return mk<A.MatchOr>({ _type: "MatchOr", patterns: items, lineno: 0, col_offset: 0, end_lineno: 0, end_col_offset: 0 }, p.extra(st));
}

function signedNumber(p: Parser): A.expr {
  const t = p.tok;
  if (p.at("-")) {
    p.next();
    const n = p.expectType("NUMBER");
    const c = mk<A.Constant>({ _type: "Constant", value: numberToken(p, n), kind: null, lineno: 0, col_offset: 0, end_lineno: 0, end_col_offset: 0 }, tpos(n));
    return mk<A.UnaryOp>({ _type: "UnaryOp", op: { _type: "USub" }, operand: c, lineno: 0, col_offset: 0, end_lineno: 0, end_col_offset: 0 }, span(tpos(t), tpos(n)));
  }
  const n = p.expectType("NUMBER");
  return mk<A.Constant>({ _type: "Constant", value: numberToken(p, n), kind: null, lineno: 0, col_offset: 0, end_lineno: 0, end_col_offset: 0 }, tpos(n));
}

/** literal_expr: signed numbers, complex numbers, strings (returns the value expression). */
function literalExpr(p: Parser): A.expr | "None" | "True" | "False" {
  const t = p.tok;
  if (t.type === "NUMBER" || p.at("-")) {
    const real = signedNumber(p);
    if (p.at("+") || p.at("-")) {
      const op = p.next();
      const n = p.expectType("NUMBER");
      const imag = mk<A.Constant>({ _type: "Constant", value: numberToken(p, n), kind: null, lineno: 0, col_offset: 0, end_lineno: 0, end_col_offset: 0 }, tpos(n));
      if (!(imag.value instanceof PyComplexValue)) p.raiseAt("imaginary number required in complex literal", imag);
      if (real._type === "Constant" && real.value instanceof PyComplexValue) p.raiseAt("real number required in complex literal", real);
      if (real._type === "UnaryOp" && real.operand._type === "Constant" && real.operand.value instanceof PyComplexValue) p.raiseAt("real number required in complex literal", real.operand);
      return mk<A.BinOp>({ _type: "BinOp", left: real, op: { _type: op.string === "+" ? "Add" : "Sub" }, right: imag, lineno: 0, col_offset: 0, end_lineno: 0, end_col_offset: 0 }, span(real, imag));
    }
    return real;
  }
  if (t.type === "STRING" || t.type === "FSTRING_START" || t.type === "TSTRING_START") {
    // f-strings are accepted here; the compiler rejects them ("patterns may only match literals…").
    return strings(p);
  }
  if (p.at("None") || p.at("True") || p.at("False")) return p.next().string as "None" | "True" | "False";
  return p.fail();
}

function nameOrAttr(p: Parser): A.expr {
  const n = p.expectType("NAME");
  let e: A.expr = mk<A.Name>({ _type: "Name", id: n.string, ctx: LOAD, lineno: 0, col_offset: 0, end_lineno: 0, end_col_offset: 0 }, tpos(n));
  while (p.at(".")) {
    p.next();
    const a = p.expectType("NAME");
    e = mk<A.Attribute>({ _type: "Attribute", value: e, attr: a.string, ctx: LOAD, lineno: 0, col_offset: 0, end_lineno: 0, end_col_offset: 0 }, span(e, tpos(a)));
  }
  return e;
}

function closedPattern(p: Parser): A.pattern {
  const t = p.tok;
  if (t.type === "NUMBER" || p.at("-") || t.type === "STRING" || t.type === "FSTRING_START" || t.type === "TSTRING_START" || p.at("None") || p.at("True") || p.at("False")) {
    const lit = literalExpr(p);
    if (typeof lit === "string") {
      const value = lit === "None" ? null : lit === "True";
      return mk<A.MatchSingleton>({ _type: "MatchSingleton", value, lineno: 0, col_offset: 0, end_lineno: 0, end_col_offset: 0 }, tpos(t));
    }
    return mk<A.MatchValue>({ _type: "MatchValue", value: lit, lineno: 0, col_offset: 0, end_lineno: 0, end_col_offset: 0 }, lit);
  }
  if (t.type === "NAME") {
    const e = nameOrAttr(p);
    if (p.at("(")) return classPattern(p, e);
    if (e._type === "Name") {
      if (e.id === "_") return mk<A.MatchAs>({ _type: "MatchAs", pattern: null, name: null, lineno: 0, col_offset: 0, end_lineno: 0, end_col_offset: 0 }, e);
      if (p.at("=")) p.fail();
      return mk<A.MatchAs>({ _type: "MatchAs", pattern: null, name: e.id, lineno: 0, col_offset: 0, end_lineno: 0, end_col_offset: 0 }, e);
    }
    if (p.at("=")) p.fail();
    return mk<A.MatchValue>({ _type: "MatchValue", value: e, lineno: 0, col_offset: 0, end_lineno: 0, end_col_offset: 0 }, e);
  }
  if (p.at("(")) {
    const open = p.next();
    if (p.at(")")) return mk<A.MatchSequence>({ _type: "MatchSequence", patterns: [], lineno: 0, col_offset: 0, end_lineno: 0, end_col_offset: 0 }, span(tpos(open), tpos(p.next())));
    const first = maybeStarPattern(p);
    if (p.at(")") && first._type !== "MatchStar") {
      p.next();
      return first; // group_pattern
    }
    const items = [first];
    p.expect(",");
    while (!p.at(")")) {
      items.push(maybeStarPattern(p));
      if (!p.eat(",")) break;
    }
    const close = p.expect(")");
    return mk<A.MatchSequence>({ _type: "MatchSequence", patterns: items, lineno: 0, col_offset: 0, end_lineno: 0, end_col_offset: 0 }, span(tpos(open), tpos(close)));
  }
  if (p.at("[")) {
    const open = p.next();
    const items: A.pattern[] = [];
    while (!p.at("]")) {
      items.push(maybeStarPattern(p));
      if (!p.eat(",")) break;
    }
    const close = p.expect("]");
    return mk<A.MatchSequence>({ _type: "MatchSequence", patterns: items, lineno: 0, col_offset: 0, end_lineno: 0, end_col_offset: 0 }, span(tpos(open), tpos(close)));
  }
  if (p.at("{")) return mappingPattern(p);
  return p.fail();
}

function mappingPattern(p: Parser): A.pattern {
  const open = p.expect("{");
  const keys: A.expr[] = [];
  const pats: A.pattern[] = [];
  let rest: string | null = null;
  while (!p.at("}")) {
    if (p.at("**")) {
      p.next();
      const n = p.expectType("NAME");
      if (n.string === "_") p.fail();
      rest = n.string;
      p.eat(",");
      break;
    }
    let key: A.expr;
    if (p.tok.type === "NAME") {
      key = nameOrAttr(p);
      if (key._type !== "Attribute") p.fail();
    } else {
      const t = p.tok;
      const lit = literalExpr(p);
      key = typeof lit === "string" ? mk<A.Constant>({ _type: "Constant", value: lit === "None" ? null : lit === "True", kind: null, lineno: 0, col_offset: 0, end_lineno: 0, end_col_offset: 0 }, tpos(t)) : lit;
    }
    p.expect(":");
    keys.push(key);
    pats.push(pattern(p));
    if (!p.eat(",")) break;
  }
  const close = p.expect("}");
  return mk<A.MatchMapping>({ _type: "MatchMapping", keys, patterns: pats, rest, lineno: 0, col_offset: 0, end_lineno: 0, end_col_offset: 0 }, span(tpos(open), tpos(close)));
}

function classPattern(p: Parser, cls: A.expr): A.pattern {
  p.expect("(");
  const patterns: A.pattern[] = [];
  const kwdAttrs: string[] = [];
  const kwdPatterns: A.pattern[] = [];
  while (!p.at(")")) {
    if (p.tok.type === "NAME" && p.isOp(p.peek(1), "=")) {
      const n = p.next();
      p.next();
      kwdAttrs.push(n.string);
      kwdPatterns.push(pattern(p));
    } else {
      if (kwdAttrs.length > 0) {
        if (p.callInvalidRules) {
          const first = pattern(p);
          let last = first;
          while (p.eat(",")) {
            const x = p.attempt(() => pattern(p));
            if (!x) break;
            last = x;
          }
          p.raiseRange("positional patterns follow keyword patterns", first, last);
        }
        p.fail();
      }
      patterns.push(pattern(p));
    }
    if (!p.eat(",")) break;
  }
  p.expect(")");
  return mk<A.MatchClass>({ _type: "MatchClass", cls, patterns, kwd_attrs: kwdAttrs, kwd_patterns: kwdPatterns, lineno: 0, col_offset: 0, end_lineno: 0, end_col_offset: 0 }, p.extra(cls));
}
