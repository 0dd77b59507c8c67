/**
 * Function and lambda parameters (python.gram `params`, `lambda_params`): positional-only `/`,
 * defaults, `*args`/bare `*`, keyword-only, `**kwargs`, annotations (`*args: *Ts` too) and
 * per-parameter type comments.
 */
import type * as A from "../ast/nodes.generated.js";
import { mk, type Parser, type Pos, span, tpos } from "./core.js";
import { expression, starExpression } from "./expressions.js";
import { invalidParams, registerLambdaParams } from "./invalid.js";


export function emptyArguments(): A.arguments {
  return { _type: "arguments", posonlyargs: [], args: [], vararg: null, kwonlyargs: [], kw_defaults: [], kwarg: null, defaults: [] };
}

/** Parameters up to (not including) `close` (')' for def, ':' for lambda). */
function parameters(p: Parser, lambda: boolean): A.arguments {
  const close = lambda ? ":" : ")";
  const a = emptyArguments();
  let seenSlash = false;
  let seenStar = false;
  let seenDefault = false;
  let pending: A.arg[] = []; // positional params before '/' is known
  const param = (allowStarAnnotation: boolean): A.arg => {
    const name = p.expectType("NAME");
    let annotation: A.expr | null = null;
    if (!lambda && p.eat(":")) annotation = allowStarAnnotation ? starExpression(p) : expression(p);
    return mk<A.arg>({ _type: "arg", arg: name.string, annotation, type_comment: null, lineno: 0, col_offset: 0, end_lineno: 0, end_col_offset: 0 }, p.extra(name));
  };
  const afterParam = (x: A.arg | null): boolean => {
    // ',' TYPE_COMMENT? | TYPE_COMMENT? &close
    if (p.eat(",")) {
      if (!lambda && p.atType("TYPE_COMMENT")) {
        const tc = p.next();
        if (x) x.type_comment = tc.string;
      }
      return true;
    }
    if (!lambda && p.atType("TYPE_COMMENT")) {
      const tc = p.next();
      if (x) x.type_comment = tc.string;
    }
    if (!p.at(close)) p.fail();
    return false;
  };
  for (;;) {
    if (p.at(close)) break;
    if (p.at("/")) {
      if (seenSlash || seenStar || pending.length === 0) p.fail();
      p.next();
      seenSlash = true;
      a.posonlyargs = pending;
      pending = [];
      if (!afterParam(null)) break;
      continue;
    }
    if (p.at("*")) {
      if (seenStar) p.fail();
      p.next();
      seenStar = true;
      if (p.at(",")) {
        p.next();
        if (p.at(close) || p.at("**")) p.fail();
        continue;
      }
      const v = param(true);
      a.vararg = v;
      if (!afterParam(v)) break;
      continue;
    }
    if (p.at("**")) {
      p.next();
      const k = param(false);
      a.kwarg = k;
      afterParam(k);
      if (!p.at(close)) p.fail();
      break;
    }
    const x = param(false);
    let def: A.expr | null = null;
    if (p.eat("=")) def = expression(p);
    if (seenStar) {
      a.kwonlyargs.push(x);
      a.kw_defaults.push(def as A.expr);
    } else {
      if (def) {
        seenDefault = true;
        a.defaults.push(def);
      } else if (seenDefault) p.fail();
      pending.push(x);
    }
    if (!afterParam(x)) break;
  }
  a.args = pending;
  return a;
}

export function params(p: Parser): A.arguments {
  const save = p.pos;
  const r = p.attempt(() => parameters(p, false));
  if (r) return r;
  if (p.callInvalidRules) {
    p.pos = save;
    invalidParams(p, false);
  }
  return p.fail();
}

export function lambdaParams(p: Parser): A.arguments {
  if (p.at(":")) return emptyArguments();
  const save = p.pos;
  const r = p.attempt(() => parameters(p, true));
  if (r) return r;
  if (p.callInvalidRules) {
    p.pos = save;
    invalidParams(p, true);
  }
  return p.fail();
}

registerLambdaParams(lambdaParams);
