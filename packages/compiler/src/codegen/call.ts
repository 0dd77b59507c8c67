/**
 * Calls (codegen.c `codegen_call`, `codegen_call_helper_impl`): the plain CALL / CALL_KW
 * sequence, CALL_FUNCTION_EX for star arguments, the LOAD_ATTR-method and `super()` forms,
 * and the inlined `all()` / `any()` / `tuple()` of a generator expression.
 */
import type * as ast from "@pyts/parser";
import { False, True, type PyConst } from "../codeObject.js";
import { O } from "../flowgraph/ops.js";
import { DEF_IMPORT } from "../symtable/symtable.js";
import { locOf, type Compiler } from "./compiler.js";
import { checkCaller } from "./checks.js";
import { NO_LOCATION, type Location } from "./instrSequence.js";
import {
  STACK_USE_GUIDELINE, addCompare, canOptimizeSuperCall, loadArgsForSuper, starunpackHelper, updateStartLocationToMatchAttr, visitExpr,
} from "./expr.js";

function validateKeywords(c: Compiler, keywords: ast.keyword[]): void {
  for (let i = 0; i < keywords.length; i++) {
    const key = keywords[i]!;
    if (key.arg === null) continue;
    for (let j = i + 1; j < keywords.length; j++) {
      const other = keywords[j]!;
      if (other.arg && other.arg === key.arg) c.error(locOf(other), `keyword argument repeated: ${key.arg}`);
    }
  }
}

function callSimpleKwHelper(c: Compiler, loc: Location, keywords: ast.keyword[]): void {
  const names: PyConst = { type: "tuple", items: keywords.map((k) => ({ type: "str", value: k.arg! })) };
  c.loadConst(loc, names);
}

function subkwargs(c: Compiler, loc: Location, keywords: ast.keyword[], begin: number, end: number): void {
  const n = end - begin;
  const big = n * 2 > STACK_USE_GUIDELINE;
  if (big) c.addopI(NO_LOCATION, O.BUILD_MAP, 0);
  for (let i = begin; i < end; i++) {
    const kw = keywords[i]!;
    c.loadConst(loc, { type: "str", value: kw.arg! });
    visitExpr(c, kw.value);
    if (big) c.addopI(NO_LOCATION, O.MAP_ADD, 1);
  }
  if (!big) c.addopI(loc, O.BUILD_MAP, n);
}

export function callHelper(c: Compiler, loc: Location, n: number, args: ast.expr[], injectedArg: string | null, keywords: ast.keyword[]): void {
  validateKeywords(c, keywords);
  let nelts = args.length;
  const nkwelts = keywords.length;
  const exCall = nelts + nkwelts * 2 > STACK_USE_GUIDELINE || args.some((a) => a._type === "Starred") || keywords.some((k) => k.arg === null);
  if (!exCall) {
    for (const a of args) visitExpr(c, a);
    if (injectedArg) {
      c.nameop(loc, injectedArg, "Load");
      nelts++;
    }
    if (nkwelts) {
      for (const k of keywords) visitExpr(c, k.value);
      callSimpleKwHelper(c, loc, keywords);
      c.addopI(loc, O.CALL_KW, n + nelts + nkwelts);
    } else {
      c.addopI(loc, O.CALL, n + nelts);
    }
    return;
  }
  if (n === 0 && nelts === 1 && args[0]!._type === "Starred") {
    visitExpr(c, args[0]!.value);
  } else {
    starunpackHelper(c, loc, args, injectedArg, n, O.BUILD_LIST, O.LIST_APPEND, O.LIST_EXTEND, true);
  }
  if (nkwelts) {
    let haveDict = false;
    let nseen = 0;
    for (let i = 0; i < nkwelts; i++) {
      const kw = keywords[i]!;
      if (kw.arg === null) {
        if (nseen) {
          subkwargs(c, loc, keywords, i - nseen, i);
          if (haveDict) c.addopI(loc, O.DICT_MERGE, 1);
          haveDict = true;
          nseen = 0;
        }
        if (!haveDict) {
          c.addopI(loc, O.BUILD_MAP, 0);
          haveDict = true;
        }
        visitExpr(c, kw.value);
        c.addopI(loc, O.DICT_MERGE, 1);
      } else nseen++;
    }
    if (nseen) {
      subkwargs(c, loc, keywords, nkwelts - nseen, nkwelts);
      if (haveDict) c.addopI(loc, O.DICT_MERGE, 1);
    }
  }
  if (nkwelts === 0) c.addop(loc, O.PUSH_NULL);
  c.addop(loc, O.CALL_FUNCTION_EX);
}

function isImportOriginated(c: Compiler, e: ast.expr): boolean {
  if (e._type !== "Name") return false;
  return (c.st.top.getSymbol(e.id) & DEF_IMPORT) !== 0;
}

function maybeOptimizeMethodCall(c: Compiler, e: ast.Call): boolean {
  const meth = e.func;
  const args = e.args;
  const kwds = e.keywords;
  if (meth._type !== "Attribute" || meth.ctx._type !== "Load") return false;
  if (isImportOriginated(c, meth.value)) return false;
  const argsl = args.length;
  const kwdsl = kwds.length;
  if (argsl + kwdsl + (kwdsl !== 0 ? 1 : 0) >= STACK_USE_GUIDELINE) return false;
  if (args.some((a) => a._type === "Starred")) return false;
  if (kwds.some((k) => k.arg === null)) return false;
  let loc = locOf(meth);
  if (canOptimizeSuperCall(c, meth)) {
    const call = meth.value as ast.Call;
    loadArgsForSuper(c, call);
    c.addopName(loc, call.args.length ? "LOAD_SUPER_METHOD" : "LOAD_ZERO_SUPER_METHOD", meth.attr);
    loc = updateStartLocationToMatchAttr(loc, meth);
    c.addop(loc, O.NOP);
  } else {
    visitExpr(c, meth.value);
    loc = updateStartLocationToMatchAttr(loc, meth);
    c.addopName(loc, "LOAD_METHOD", meth.attr);
  }
  for (const a of args) visitExpr(c, a);
  if (kwdsl) {
    for (const k of kwds) visitExpr(c, k.value);
    callSimpleKwHelper(c, loc, kwds);
    loc = updateStartLocationToMatchAttr(locOf(e), meth);
    c.addopI(loc, O.CALL_KW, argsl + kwdsl);
  } else {
    loc = updateStartLocationToMatchAttr(locOf(e), meth);
    c.addopI(loc, O.CALL, argsl);
  }
  return true;
}

const CONSTANT_BUILTIN_TUPLE = 2;
const CONSTANT_BUILTIN_ALL = 3;
const CONSTANT_BUILTIN_ANY = 4;

function maybeOptimizeFunctionCall(c: Compiler, e: ast.Call, end: number): boolean {
  const func = e.func;
  if (!(func._type === "Name" && e.args.length === 1 && e.keywords.length === 0 && e.args[0]!._type === "GeneratorExp")) return false;
  const loc = locOf(func);
  let optimized = false;
  const skip = c.newLabel();
  let constOparg = -1;
  let initialRes: PyConst | null = null;
  let continueJump = -1;
  if (func.id === "all") {
    constOparg = CONSTANT_BUILTIN_ALL;
    initialRes = True;
    continueJump = O.POP_JUMP_IF_TRUE;
  } else if (func.id === "any") {
    constOparg = CONSTANT_BUILTIN_ANY;
    initialRes = False;
    continueJump = O.POP_JUMP_IF_FALSE;
  } else if (func.id === "tuple") {
    constOparg = CONSTANT_BUILTIN_TUPLE;
  }
  if (constOparg !== -1) {
    c.addopI(loc, O.COPY, 1);
    c.addopI(loc, O.LOAD_COMMON_CONSTANT, constOparg);
    addCompare(c, loc, { _type: "Is" });
    c.addopJ(loc, O.POP_JUMP_IF_FALSE, skip);
    c.addop(loc, O.POP_TOP);
    if (constOparg === CONSTANT_BUILTIN_TUPLE) c.addopI(loc, O.BUILD_LIST, 0);
    visitExpr(c, e.args[0]!);
    const loop = c.newLabel();
    const cleanup = c.newLabel();
    c.useLabel(loop);
    c.addopJ(loc, O.FOR_ITER, cleanup);
    if (constOparg === CONSTANT_BUILTIN_TUPLE) {
      c.addopI(loc, O.LIST_APPEND, 2);
      c.addopJ(loc, O.JUMP, loop);
    } else {
      c.addop(loc, O.TO_BOOL);
      c.addopJ(loc, continueJump, loop);
    }
    c.addop(NO_LOCATION, O.POP_ITER);
    if (constOparg !== CONSTANT_BUILTIN_TUPLE) c.loadConst(loc, initialRes === True ? False : True);
    c.addopJ(loc, O.JUMP, end);
    c.useLabel(cleanup);
    c.addop(NO_LOCATION, O.END_FOR);
    c.addop(NO_LOCATION, O.POP_ITER);
    if (constOparg === CONSTANT_BUILTIN_TUPLE) c.addopI(loc, O.CALL_INTRINSIC_1, 6);
    else c.loadConst(loc, initialRes!);
    optimized = true;
    c.addopJ(loc, O.JUMP, end);
  }
  c.useLabel(skip);
  return optimized;
}

export function visitCall(c: Compiler, e: ast.Call): void {
  validateKeywords(c, e.keywords);
  if (maybeOptimizeMethodCall(c, e)) return;
  checkCaller(c, e.func);
  const skipNormalCall = c.newLabel();
  visitExpr(c, e.func);
  maybeOptimizeFunctionCall(c, e, skipNormalCall);
  c.addop(locOf(e.func), O.PUSH_NULL);
  callHelper(c, locOf(e), 0, e.args, null, e.keywords);
  c.useLabel(skipNormalCall);
}
