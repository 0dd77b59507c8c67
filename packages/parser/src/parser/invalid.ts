/**
 * The second pass's specialised errors (python.gram's invalid_* rules, 3.14 wording). The first
 * pass never calls these; when it fails, the driver reparses with `callInvalidRules` set and the
 * checks below raise CPython's message at CPython's location. Each check mirrors one invalid_*
 * rule (named in its comment) and is called where that rule is an alternative in the grammar.
 */
import type * as A from "../ast/nodes.generated.js";
import { Ellipsis } from "../ast/constant.js";
import type { Parser, Pos } from "./core.js";
import type { PToken } from "./tokenStream.js";
import { syntaxError } from "../errors.js";
import { bitwiseOr, disjunction, expression, forIfClauses, starExpressions, yieldExpr, startsExpression } from "./expressions.js";

/** `_PyPegen_get_expr_name`. */
export function exprName(e: A.expr): string {
  switch (e._type) {
    case "Attribute":
      return "attribute";
    case "Subscript":
      return "subscript";
    case "Starred":
      return "starred";
    case "Name":
      return "name";
    case "List":
      return "list";
    case "Tuple":
      return "tuple";
    case "Lambda":
      return "lambda";
    case "Call":
      return "function call";
    case "BoolOp":
    case "BinOp":
    case "UnaryOp":
      return "expression";
    case "GeneratorExp":
      return "generator expression";
    case "Yield":
    case "YieldFrom":
      return "yield expression";
    case "Await":
      return "await expression";
    case "ListComp":
      return "list comprehension";
    case "SetComp":
      return "set comprehension";
    case "DictComp":
      return "dict comprehension";
    case "Dict":
      return "dict literal";
    case "Set":
      return "set display";
    case "JoinedStr":
    case "FormattedValue":
      return "f-string expression";
    case "TemplateStr":
    case "Interpolation":
      return "t-string expression";
    case "Constant":
      if (e.value === null) return "None";
      if (e.value === true) return "True";
      if (e.value === false) return "False";
      if (e.value === Ellipsis) return "ellipsis";
      return "literal";
    case "Compare":
      return "comparison";
    case "IfExp":
      return "conditional expression";
    case "NamedExpr":
      return "named expression";
    case "Slice":
      return "slice";
  }
}

export type TargetsKind = "star" | "del" | "for";

/** `_PyPegen_get_invalid_target`. */
export function invalidTarget(e: A.expr, kind: TargetsKind): A.expr | null {
  switch (e._type) {
    case "List":
    case "Tuple":
      for (const x of e.elts) {
        const c = invalidTarget(x, kind);
        if (c) return c;
      }
      return null;
    case "Starred":
      if (kind === "del") return e;
      return invalidTarget(e.value, kind);
    case "Compare":
      if (kind === "for") return e.ops[0]!._type === "In" ? invalidTarget(e.left, kind) : null;
      return e;
    case "Name":
    case "Subscript":
    case "Attribute":
      return null;
    default:
      return e;
  }
}

/** RAISE_SYNTAX_ERROR_INVALID_TARGET. */
export function raiseInvalidTarget(p: Parser, kind: TargetsKind, e: A.expr): never {
  const t = invalidTarget(e, kind);
  if (t) p.raiseRange(`${kind === "del" ? "cannot delete" : "cannot assign to"} ${exprName(t)}`, t);
  return p.fail();
}

/** Runs `f` with the invalid rules off (the `_without_invalid` rules). */
export function withoutInvalid<T>(p: Parser, f: () => T): T {
  const saved = p.callInvalidRules;
  p.callInvalidRules = false;
  try {
    return f();
  } finally {
    p.callInvalidRules = saved;
  }
}

const LEGACY = new Set(["print", "exec"]);
const SOFT_KEYWORDS = new Set(["_", "case", "match", "type"]);

function lastComprehensionItem(c: A.comprehension): A.expr {
  return c.ifs.length ? c.ifs[c.ifs.length - 1]! : c.iter;
}

/** invalid_expression and invalid_legacy_expression: tried before every `expression`. */
export function invalidExpression(p: Parser): void {
  const save = p.pos;
  const t0 = p.tok;
  try {
    // STRING (!STRING expression_without_invalid)+ STRING
    if (t0.type === "STRING") {
      p.attempt(() => {
        p.next();
        const items: A.expr[] = [];
        while (p.tok.type !== "STRING") {
          const e = p.attempt(() => withoutInvalid(p, () => expression(p)));
          if (!e) break;
          items.push(e);
        }
        if (items.length && p.tok.type === "STRING") p.raiseRange("invalid syntax. Is this intended to be part of the string?", items[0]!, items[items.length - 1]!);
        p.fail();
      });
      p.pos = save;
    }
    // !(NAME STRING | SOFT_KEYWORD) a=disjunction b=expression_without_invalid
    if (!startsExpression(p)) {
      if (t0.type === "KEYWORD" && (t0.string === "pass" || t0.string === "break" || t0.string === "continue")) {
        const t1 = p.peek(1);
        if (p.isOp(t1, "if")) {
          p.attempt(() => {
            p.next();
            p.next();
            disjunction(p);
            p.expect("else");
            if (!startsSimpleStmt(p)) p.fail();
            p.raiseRange("expected expression before 'if', but statement is given", t0);
          });
        }
      }
      return;
    }
    const t1 = t0.type === "NAME" ? p.peek(1) : t0;
    const nameString = t0.type === "NAME" && (t1.type === "STRING" || t1.type === "FSTRING_START" || t1.type === "TSTRING_START");
    const soft = t0.type === "NAME" && SOFT_KEYWORDS.has(t0.string);
    const a = p.attempt(() => disjunction(p));
    if (a) {
      const afterA = p.pos;
      if (!nameString && !soft && startsExpression(p) && !p.at("yield")) {
        const b = p.attempt(() => withoutInvalid(p, () => expression(p)));
        if (b) {
          const isLegacy = a._type === "Name" && LEGACY.has(a.id);
          if (!isLegacy && p.levelAt(p.pos - 1) > 0) p.raiseRange("invalid syntax. Perhaps you forgot a comma?", a, b);
        }
        p.pos = afterA;
      }
      // a=disjunction 'if' b=disjunction !('else'|':')
      if (p.at("if")) {
        p.next();
        const b = p.attempt(() => disjunction(p));
        if (b) {
          if (!p.at("else") && !p.at(":")) p.raiseRange("expected 'else' after 'if' expression", a, b);
          if (p.at("else")) {
            p.next();
            const ok = p.lookahead(() => expression(p));
            if (!ok) p.raiseOnNext("expected expression after 'else', but statement is given");
          }
        }
      }
      p.pos = save;
    }
    // 'lambda' [lambda_params] ':' &(FSTRING_MIDDLE|TSTRING_MIDDLE)
    if (p.at("lambda")) {
      p.attempt(() => {
        const kw = p.next();
        lambdaParamsFn!(p);
        const colon = p.expect(":");
        if (p.tok.type === "FSTRING_MIDDLE") p.raiseRange("f-string: lambda expressions are not allowed without parentheses", kw, colon);
        if (p.tok.type === "TSTRING_MIDDLE") p.raiseRange("t-string: lambda expressions are not allowed without parentheses", kw, colon);
        p.fail();
      });
      p.pos = save;
    }
    // invalid_legacy_expression: a=NAME !'(' b=star_expressions
    if (t0.type === "NAME" && LEGACY.has(t0.string) && !p.isOp(t1, "(")) {
      p.attempt(() => {
        p.next();
        const b = withoutInvalid(p, () => starExpressions(p));
        p.raiseRange(`Missing parentheses in call to '${t0.string}'. Did you mean ${t0.string}(...)?`, t0, b);
      });
      p.pos = save;
    }
  } finally {
    p.pos = save;
  }
}

function startsSimpleStmt(p: Parser): boolean {
  return startsExpression(p) || ["pass", "break", "continue", "return", "raise", "del", "assert", "global", "nonlocal", "import", "from", "yield"].some((k) => p.at(k));
}

/** invalid_named_expression (alternatives 2 and 3; alternative 1 is checked after the expression). */
export function invalidNamedExpression(p: Parser): void {
  const save = p.pos;
  const t0 = p.tok;
  try {
    if (t0.type === "NAME" && p.isOp(p.peek(1), "=")) {
      p.attempt(() => {
        p.next();
        p.next();
        const b = bitwiseOr(p);
        if (!p.at("=") && !p.at(":=")) p.raiseRange("invalid syntax. Maybe you meant '==' or ':=' instead of '='?", t0, b);
        p.fail();
      });
      p.pos = save;
    }
    // !(list|tuple|genexp|'True'|'None'|'False') a=bitwise_or b='=' bitwise_or !('='|':=')
    if (p.at("True") || p.at("None") || p.at("False")) return;
    if (p.at("(") || p.at("[")) {
      const lead = p.attempt(() => withoutInvalid(p, () => atomFn!(p)));
      p.pos = save;
      if (lead && (lead._type === "List" || lead._type === "GeneratorExp" || (lead._type === "Tuple" && !p.parenthesized.has(lead)))) return;
    }
    p.attempt(() => {
      const a = bitwiseOr(p);
      if (!p.at("=")) p.fail();
      p.next();
      bitwiseOr(p);
      if (p.at("=") || p.at(":=")) p.fail();
      p.raiseRange(`cannot assign to ${exprName(a)} here. Maybe you meant '==' instead of '='?`, a);
    });
  } finally {
    p.pos = save;
  }
}

let lambdaParamsFn: ((p: Parser) => unknown) | undefined;
export function registerLambdaParams(f: (p: Parser) => unknown): void {
  lambdaParamsFn = f;
}

let atomFn: ((p: Parser) => A.expr) | undefined;
export function registerAtom(f: (p: Parser) => A.expr): void {
  atomFn = f;
}

/** invalid_kwarg, invalid_starred_expression: before each call argument. */
export function invalidKwarg(p: Parser): void {
  const save = p.pos;
  const t0 = p.tok;
  try {
    if ((p.at("True") || p.at("False") || p.at("None")) && p.isOp(p.peek(1), "=")) {
      p.raiseRange(`cannot assign to ${t0.string}`, t0, p.peek(1));
    }
    if (t0.type === "NAME" && p.isOp(p.peek(1), "=")) {
      p.attempt(() => {
        p.next();
        const eq = p.next();
        expression(p);
        if (!p.at("for") && !p.at("async")) p.fail();
        forIfClauses(p);
        p.raiseRange("invalid syntax. Maybe you meant '==' or ':=' instead of '='?", t0, eq);
      });
      p.pos = save;
      return;
    }
    if (p.at("**")) {
      p.attempt(() => {
        p.next();
        expression(p);
        p.expect("=");
        const b = expression(p);
        p.raiseRange("cannot assign to keyword argument unpacking", t0, b);
      });
      p.pos = save;
      return;
    }
    if (p.at("*")) {
      p.attempt(() => {
        p.next();
        expression(p);
        p.expect("=");
        const b = expression(p);
        p.raiseRange("cannot assign to iterable argument unpacking", t0, b);
      });
      p.pos = save;
      return;
    }
    p.attempt(() => {
      const a = expression(p);
      const eq = p.expect("=");
      p.raiseRange('expression cannot contain assignment, perhaps you meant "=="?', a, eq);
    });
  } finally {
    p.pos = save;
  }
}

export interface ArgItem {
  kind: "pos" | "star" | "kw" | "dstar";
  node: A.expr;
  start: PToken;
  /** The comma before this item, if any. */
  comma: PToken | null;
  kwName?: PToken;
}

/** invalid_arguments: after the call's arguments failed to parse. */
export function invalidArguments(p: Parser, openIdx: number): void {
  p.pos = openIdx;
  const items: ArgItem[] = [];
  let comma: PToken | null = null;
  let stopped: "close" | "for" | "other" = "other";
  // Parse as many `item ,` as possible, leniently.
  for (;;) {
    if (p.at(")")) {
      stopped = "close";
      break;
    }
    const start = p.tok;
    const it = p.attempt((): ArgItem => {
      if (p.at("*")) {
        p.next();
        return { kind: "star", node: expression(p), start, comma };
      }
      if (p.at("**")) {
        p.next();
        return { kind: "dstar", node: expression(p), start, comma };
      }
      if (start.type === "NAME" && p.isOp(p.peek(1), "=")) {
        p.next();
        p.next();
        if (p.at(",") || p.at(")")) p.raiseRange("expected argument value expression", start, p.tokenAt(p.pos - 1));
        return { kind: "kw", node: expression(p), start, comma, kwName: start };
      }
      const e = p.attempt(() => {
        const n = p.tok;
        if (n.type === "NAME" && p.isOp(p.peek(1), ":=")) {
          p.pos -= 0;
        }
        return expression(p);
      });
      if (!e) p.fail();
      return { kind: "pos", node: e, start, comma };
    });
    if (!it) break;
    if (p.at("for") || p.at("async")) {
      // a generator expression without parentheses
      const gens = p.attempt(() => forIfClauses(p));
      if (gens) {
        const last = lastComprehensionItem(gens[gens.length - 1]!);
        const positional = items.filter((x) => x.kind === "pos" || x.kind === "star");
        if (items.length === 0 && p.at(",")) p.raiseRange("Generator expression must be parenthesized", it.node, last);
        if (items.length > 0 && it.kind === "pos") {
          if (positional.length + 1 > 1 || items.length > 0) p.raiseRange("Generator expression must be parenthesized", it.node, last);
        }
        stopped = "for";
        break;
      }
    }
    items.push(it);
    if (!p.at(",")) break;
    comma = p.next();
  }
  // iterable argument unpacking follows keyword argument unpacking
  let seenDstar = false;
  for (const it of items) {
    if (it.kind === "dstar") seenDstar = true;
    else if (it.kind === "star" && seenDstar && it.comma) p.raiseStartingFrom("iterable argument unpacking follows keyword argument unpacking", it.comma);
  }
  // positional argument follows keyword argument [unpacking]
  let seenKw = false;
  let seenUnpack = false;
  for (const it of items) {
    if (it.kind === "kw") seenKw = true;
    else if (it.kind === "dstar") {
      seenKw = true;
      seenUnpack = true;
    } else if (it.kind === "pos" && seenKw) {
      p.raiseOnLast(seenUnpack ? "positional argument follows keyword argument unpacking" : "positional argument follows keyword argument");
    }
  }
  void stopped;
}

/** invalid_comprehension for `[`, `(`, `{` displays. */
export function invalidComprehension(p: Parser, open: PToken): void {
  const save = p.pos;
  try {
    if (p.at("**") && (open.string === "[" || open.string === "(")) {
      // 3.14: handled by the generic rule
    }
    if (p.at("*")) {
      p.attempt(() => {
        const star = p.next();
        const v = bitwiseOr(p);
        if (!p.at("for") && !p.at("async")) p.fail();
        forIfClauses(p);
        p.raiseRange("iterable unpacking cannot be used in comprehension", star, v);
      });
      p.pos = save;
    }
    if (open.string === "[" || open.string === "{") {
      p.attempt(() => {
        const a = starNamedOrFail(p);
        const comma = p.expect(",");
        if (p.at("for") || p.at("async")) {
          forIfClauses(p);
          p.raiseRange("did you forget parentheses around the comprehension target?", a, comma);
        }
        const rest: A.expr[] = [];
        for (;;) {
          rest.push(starNamedOrFail(p));
          if (!p.eat(",")) break;
          if (p.at("for") || p.at("async")) break;
        }
        if (!p.at("for") && !p.at("async")) p.fail();
        forIfClauses(p);
        p.raiseRange("did you forget parentheses around the comprehension target?", a, rest[rest.length - 1]!);
      });
      p.pos = save;
    }
    if (open.string === "{" && p.at("**")) {
      p.attempt(() => {
        const ds = p.next();
        bitwiseOr(p);
        if (!p.at("for") && !p.at("async")) p.fail();
        forIfClauses(p);
        p.expect("}");
        p.raiseRange("dict unpacking cannot be used in dict comprehension", ds);
      });
      p.pos = save;
    }
  } finally {
    p.pos = save;
  }
}

let starNamedFn: ((p: Parser) => A.expr) | undefined;
export function registerStarNamed(f: (p: Parser) => A.expr): void {
  starNamedFn = f;
}
function starNamedOrFail(p: Parser): A.expr {
  return starNamedFn!(p);
}

/** invalid_for_if_clause / invalid_for_target inside comprehensions. */
export function invalidForIfClause(p: Parser): void {
  const save = p.pos;
  try {
    if (p.at("async")) p.next();
    if (!p.at("for")) return;
    p.next();
    const afterFor = p.pos;
    const ok = p.attempt(() => {
      bitwiseOr(p);
      while (p.eat(",")) {
        if (p.at("in")) break;
        bitwiseOr(p);
      }
      return true;
    });
    if (ok && !p.at("in")) p.raiseOnLast("'in' expected after for-loop variables");
    p.pos = afterFor;
    const e = p.attempt(() => starExpressions(p));
    if (e) raiseInvalidTarget(p, "for", e);
  } finally {
    p.pos = save;
  }
}

/** Parameters (invalid_parameters, invalid_star_etc, invalid_kwds, invalid_default, lambda variants). */
export function invalidParams(p: Parser, lambda: boolean): void {
  const close = lambda ? ":" : ")";
  const save = p.pos;
  let seenSlash: PToken | null = null;
  let seenStar: PToken | null = null;
  let seenKwargs = false;
  let seenDefault = false;
  let count = 0;
  const skipParam = (): Pos | null => {
    const n = p.tok;
    if (n.type !== "NAME") return null;
    p.next();
    if (!lambda && p.at(":")) {
      p.next();
      const e = p.attempt(() => expression(p));
      if (!e) return null;
    }
    return p.extra(n);
  };
  try {
    for (;;) {
      if (p.at(close)) return;
      const t = p.tok;
      if (seenKwargs) {
        if (t.type === "NAME" || p.at("*") || p.at("**") || p.at("/")) {
          p.raiseRange(`arguments cannot follow var-keyword argument`, t);
        }
        return;
      }
      if (p.at("/")) {
        if (count === 0 && !seenStar && p.isOp(p.peek(1), ",")) p.raiseRange("at least one argument must precede /", t);
        if (seenSlash) p.raiseRange("/ may appear only once", t);
        if (seenStar) p.raiseRange("/ must be ahead of *", t);
        seenSlash = t;
        p.next();
        if (p.at("*") && seenDefault) p.raiseRange("expected comma between / and *", p.tok);
        if (p.at("*")) p.raiseRange("expected comma between / and *", p.tok);
        if (!p.eat(",")) return;
        continue;
      }
      if (p.at("(") && !lambda) {
        const open = p.next();
        const inner = p.attempt(() => {
          let any = false;
          while (p.tok.type === "NAME") {
            skipParam();
            any = true;
            if (!p.eat(",")) break;
          }
          if (!any) p.fail();
          return p.expect(")");
        });
        if (inner) p.raiseRange("Function parameters cannot be parenthesized", open, inner);
        return;
      }
      if (p.at("(") && lambda) {
        const open = p.next();
        const inner = p.attempt(() => {
          let any = false;
          while (p.tok.type === "NAME") {
            p.next();
            any = true;
            if (!p.eat(",")) break;
          }
          if (!any) p.fail();
          return p.expect(")");
        });
        if (inner) p.raiseRange("Lambda expression parameters cannot be parenthesized", open, inner);
        return;
      }
      if (p.at("*")) {
        if (seenStar) p.raiseRange("* argument may appear only once", t);
        seenStar = t;
        p.next();
        if (p.at(close) || (p.at(",") && (p.isOp(p.peek(1), close) || p.isOp(p.peek(1), "**")))) {
          if (lambda) p.raiseOnLast("named arguments must follow bare *");
          p.raiseRange("named arguments must follow bare *", t);
        }
        if (p.at(",")) {
          p.next();
          if (!lambda && p.atType("TYPE_COMMENT")) p.raiseOnLast("bare * has associated type comment");
          continue;
        }
        if (!skipParam()) return;
        if (p.at("=")) p.raiseRange("var-positional argument cannot have default value", p.tok);
        if (!p.eat(",")) return;
        continue;
      }
      if (p.at("**")) {
        p.next();
        if (!skipParam()) return;
        if (p.at("=")) p.raiseRange("var-keyword argument cannot have default value", p.tok);
        seenKwargs = true;
        if (!p.eat(",")) return;
        continue;
      }
      const pos = skipParam();
      if (!pos) return;
      count++;
      if (p.at("=")) {
        const eq = p.next();
        if (p.at(",") || p.at(close)) p.raiseRange("expected default value expression", eq);
        const d = p.attempt(() => expression(p));
        if (!d) return;
        if (!seenStar) seenDefault = true;
      } else if (seenDefault && !seenStar) {
        p.raiseRange("parameter without a default follows parameter with a default", pos);
      }
      if (!p.eat(",")) {
        if (p.at("/") && !seenStar) continue;
        return;
      }
    }
  } finally {
    p.pos = save;
  }
}

export const invalidExpressionChecks = {
  /** invalid_named_expression alternative 1: a=expression ':=' expression */
  namedExpression(p: Parser, e: A.expr): void {
    p.raiseRange(`cannot use assignment expressions with ${exprName(e)}`, e);
  },
  missingElse(_p: Parser, _body: A.expr, _test: A.expr): void {},
  unparenthesizedGenexp(_p: Parser, _e: A.expr): void {},
  positionalAfterKwUnpack(_p: Parser, _e: A.expr): void {},
  positionalAfterKeyword(_p: Parser, _e: A.expr, _kws: A.keyword[]): void {},
};

/** invalid_group: '(' starred_expression ')' | '(' '**' expression ')' */
export function invalidGroup(p: Parser): void {
  const save = p.pos;
  try {
    p.next();
    if (p.at("*")) {
      p.attempt(() => {
        const star = p.next();
        expression(p);
        const end = p.tokenAt(p.pos - 1);
        p.expect(")");
        p.raiseRange("cannot use starred expression here", star, end);
      });
    } else if (p.at("**")) {
      p.attempt(() => {
        const ds = p.next();
        expression(p);
        p.expect(")");
        p.raiseRange("cannot use double starred expression here", ds);
      });
    }
  } finally {
    p.pos = save;
  }
}

export { yieldExpr };

// ---- statements --------------------------------------------------------------------------------

let starTargetsFn: ((p: Parser) => A.expr) | undefined;
let starNamedExprFn: ((p: Parser) => A.expr) | undefined;
export function registerTargets(starTargets: (p: Parser) => A.expr, starNamed: (p: Parser) => A.expr): void {
  starTargetsFn = starTargets;
  starNamedExprFn = starNamed;
}

const AUG = new Set(["+=", "-=", "*=", "@=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=", "**=", "//="]);

/** invalid_assignment (alternatives in grammar order). */
export function invalidAssignment(p: Parser): void {
  const save = p.pos;
  try {
    // a=invalid_ann_assign_target ':' expression
    if (p.at("(") || p.at("[")) {
      p.attempt(() => {
        const e = atomFn!(p);
        if (!(e._type === "List" || (e._type === "Tuple" && !p.parenthesized.has(e)) || (e._type === "Tuple" && p.parenthesized.has(e)))) p.fail();
        if (!p.at(":")) p.fail();
        p.next();
        expression(p);
        p.raiseRange(`only single target (not ${exprName(e)}) can be annotated`, e);
      });
      p.pos = save;
    }
    // a=star_named_expression ',' star_named_expressions* ':' expression
    p.attempt(() => {
      const a = starNamedExprFn!(p);
      p.expect(",");
      for (;;) {
        const x = p.attempt(() => starNamedExprFn!(p));
        if (!x) break;
        if (!p.eat(",")) break;
      }
      p.expect(":");
      expression(p);
      p.raiseRange("only single target (not tuple) can be annotated", a);
    });
    p.pos = save;
    // a=expression ':' expression
    p.attempt(() => {
      const a = expression(p);
      p.expect(":");
      expression(p);
      p.raiseRange("illegal target for annotation", a);
    });
    p.pos = save;
    // (star_targets '=')* a=star_expressions '=' | (star_targets '=')* a=yield_expr '='
    const skipTargets = () => {
      for (;;) {
        const ok = p.attempt(() => {
          starTargetsFn!(p);
          p.expect("=");
          return true;
        });
        if (!ok) break;
      }
    };
    skipTargets();
    const afterTargets = p.pos;
    p.attempt(() => {
      const a = starExpressions(p);
      p.expect("=");
      raiseInvalidTarget(p, "star", a);
    });
    p.pos = afterTargets;
    if (p.at("yield")) {
      p.attempt(() => {
        const a = yieldExpr(p);
        p.expect("=");
        p.raiseRange("assignment to yield expression not possible", a);
      });
    }
    p.pos = save;
    // a=star_expressions augassign annotated_rhs
    p.attempt(() => {
      const a = starExpressions(p);
      if (!(p.tok.type === "OP" && AUG.has(p.tok.string))) p.fail();
      p.next();
      if (p.at("yield")) yieldExpr(p);
      else starExpressions(p);
      p.raiseRange(`'${exprName(a)}' is an illegal expression for augmented assignment`, a);
    });
  } finally {
    p.pos = save;
  }
}

/** invalid_double_starred_kvpairs / invalid_kvpair, after a dict display failed to parse. */
export function invalidDict(p: Parser): void {
  const save = p.pos;
  try {
    let first = true;
    for (;;) {
      if (p.at("**")) {
        p.next();
        if (!p.attempt(() => bitwiseOr(p))) return;
      } else {
        const key = p.attempt(() => expression(p));
        if (!key) return;
        if (!p.at(":")) {
          if (!first) {
            throw syntaxError("SyntaxError", "':' expected after dictionary key", p.filename, key.lineno, p.charOffset(key.lineno, key.end_col_offset - 1), p.lineText(key.lineno), key.end_lineno, 0);
          }
          return;
        }
        const colonTok = p.next();
        if (p.at("*")) {
          const star = p.tok;
          p.attempt(() => {
            p.next();
            bitwiseOr(p);
            p.raiseStartingFrom("cannot use a starred expression in a dictionary value", star);
          });
          return;
        }
        if (p.at("}") || p.at(",")) p.raiseRange("expression expected after dictionary key and ':'", colonTok);
        if (!p.attempt(() => expression(p))) return;
      }
      first = false;
      if (!p.eat(",")) return;
      if (p.at("}")) return;
    }
  } finally {
    p.pos = save;
  }
}
