/**
 * Function-like definitions (codegen.c `codegen_function`, `codegen_lambda`, `codegen_class`,
 * `codegen_typealias`): defaults, PEP 649 `__annotate__` functions, PEP 695 generic-parameter
 * scopes, closures (`makeClosure`), decorators, class bodies with `__static_attributes__`,
 * `__classdictcell__` and `__classcell__`.
 */
import type * as ast from "@pyts/parser";
import type { CodeObject } from "../codeObject.js";
import { CO_FAST_FREE, None, pyInt, pyTuple } from "../codeObject.js";
import { O } from "../flowgraph/ops.js";
import { getDocstring, keyPlusOne } from "../symtable/symtable.js";
import { CO_FUTURE_ANNOTATIONS, codePointCompare, locOf, type Compiler } from "./compiler.js";
import { NO_LOCATION, type Location } from "./instrSequence.js";
import { callHelper, compareOparg, visitExpr } from "./expr.js";
import { cleanDoc, visitStmt, visitBody } from "./stmt.js";
import { unparseAnnotation } from "./unparse.js";

const MAKE_FUNCTION_DEFAULTS = 0x01;
const MAKE_FUNCTION_KWDEFAULTS = 0x02;
const MAKE_FUNCTION_ANNOTATIONS = 0x04;
const MAKE_FUNCTION_CLOSURE = 0x08;
const MAKE_FUNCTION_ANNOTATE = 0x10;

export function makeClosure(c: Compiler, loc: Location, co: CodeObject, flags: number): void {
  const nfree = co.co_freevars.length;
  if (nfree) {
    const kinds = co.co_localspluskinds;
    for (let i = 0; i < co.co_localsplusnames.length; i++) {
      if (!(kinds[i]! & CO_FAST_FREE)) continue;
      const name = co.co_localsplusnames[i]!;
      c.addopI(loc, O.LOAD_CLOSURE, c.lookupArg(co, name));
    }
    flags |= MAKE_FUNCTION_CLOSURE;
    c.addopI(loc, O.BUILD_TUPLE, nfree);
  }
  c.loadConst(loc, { type: "code", value: co });
  c.addop(loc, O.MAKE_FUNCTION);
  if (flags & MAKE_FUNCTION_CLOSURE) c.addopI(loc, O.SET_FUNCTION_ATTRIBUTE, MAKE_FUNCTION_CLOSURE);
  if (flags & MAKE_FUNCTION_ANNOTATIONS) c.addopI(loc, O.SET_FUNCTION_ATTRIBUTE, MAKE_FUNCTION_ANNOTATIONS);
  if (flags & MAKE_FUNCTION_ANNOTATE) c.addopI(loc, O.SET_FUNCTION_ATTRIBUTE, MAKE_FUNCTION_ANNOTATE);
  if (flags & MAKE_FUNCTION_KWDEFAULTS) c.addopI(loc, O.SET_FUNCTION_ATTRIBUTE, MAKE_FUNCTION_KWDEFAULTS);
  if (flags & MAKE_FUNCTION_DEFAULTS) c.addopI(loc, O.SET_FUNCTION_ATTRIBUTE, MAKE_FUNCTION_DEFAULTS);
}

export function wrapInStopiterationHandler(c: Compiler): void {
  const handler = c.newLabel();
  c.seq.insertInstruction(0, O.SETUP_CLEANUP, handler, NO_LOCATION);
  c.loadConst(NO_LOCATION, None);
  c.addop(NO_LOCATION, O.RETURN_VALUE);
  c.useLabel(handler);
  c.addopI(NO_LOCATION, O.CALL_INTRINSIC_1, 3 /* INTRINSIC_STOPITERATION_ERROR */);
  c.addopI(NO_LOCATION, O.RERAISE, 1);
}

function kwonlyDefaults(c: Compiler, loc: Location, args: ast.arg[], defaults: (ast.expr | null)[]): boolean {
  let count = 0;
  args.forEach((arg, i) => {
    const d = defaults[i];
    if (d) {
      count++;
      c.loadConst(loc, { type: "str", value: c.maybeMangle(arg.arg) });
      visitExpr(c, d);
    }
  });
  if (count) {
    c.addopI(loc, O.BUILD_MAP, count);
    return true;
  }
  return false;
}

function defaultArguments(c: Compiler, loc: Location, args: ast.arguments): number {
  let flags = 0;
  if (args.defaults.length > 0) {
    for (const d of args.defaults) visitExpr(c, d);
    c.addopI(loc, O.BUILD_TUPLE, args.defaults.length);
    flags |= MAKE_FUNCTION_DEFAULTS;
  }
  if (args.kwonlyargs.length && kwonlyDefaults(c, loc, args.kwonlyargs, args.kw_defaults)) flags |= MAKE_FUNCTION_KWDEFAULTS;
  return flags;
}

/** `codegen_setup_annotations_scope`. */
export function setupAnnotationsScope(c: Compiler, loc: Location, key: object, name: string): void {
  c.enterScope(name, "annotations", key, loc.lineno, null, { posonlyargcount: 1 });
  c.addopI(loc, O.LOAD_FAST, 0);
  c.loadConst(loc, pyInt(2));
  c.addopI(loc, O.COMPARE_OP, compareOparg("Gt"));
  const body = c.newLabel();
  c.addopJ(loc, O.POP_JUMP_IF_FALSE, body);
  c.addopI(loc, O.LOAD_COMMON_CONSTANT, 1 /* CONSTANT_NOTIMPLEMENTEDERROR */);
  c.addopI(loc, O.RAISE_VARARGS, 1);
  c.useLabel(body);
}

/** `codegen_leave_annotations_scope`: the code object's first local is renamed `format`. */
export function leaveAnnotationsScope(c: Compiler, loc: Location): void {
  c.addop(loc, O.RETURN_VALUE);
  const co = c.optimizeAndAssemble(true);
  const names = [...co.co_localsplusnames];
  names[0] = "format";
  const renamed: CodeObject = { ...co, co_localsplusnames: names, co_varnames: co.co_varnames.map((n, i) => (i === 0 ? "format" : n)) };
  c.exitScope();
  makeClosure(c, loc, renamed, 0);
}

function argannotation(c: Compiler, id: string, annotation: ast.expr | null, loc: Location): number {
  if (!annotation) return 0;
  c.loadConst(loc, { type: "str", value: c.maybeMangle(id) });
  if (c.futureFeatures & CO_FUTURE_ANNOTATIONS) {
    c.loadConst(locOf(annotation), { type: "str", value: unparseAnnotation(annotation) });
  } else if (annotation._type === "Starred") {
    visitExpr(c, annotation.value);
    c.addopI(loc, O.UNPACK_SEQUENCE, 1);
  } else visitExpr(c, annotation);
  return 1;
}

function annotationsInScope(c: Compiler, loc: Location, args: ast.arguments, returns: ast.expr | null): number {
  let n = 0;
  for (const a of args.args) n += argannotation(c, a.arg, a.annotation, loc);
  for (const a of args.posonlyargs) n += argannotation(c, a.arg, a.annotation, loc);
  if (args.vararg && args.vararg.annotation) n += argannotation(c, args.vararg.arg, args.vararg.annotation, loc);
  for (const a of args.kwonlyargs) n += argannotation(c, a.arg, a.annotation, loc);
  if (args.kwarg && args.kwarg.annotation) n += argannotation(c, args.kwarg.arg, args.kwarg.annotation, loc);
  n += argannotation(c, "return", returns, loc);
  return n;
}

function functionAnnotations(c: Compiler, loc: Location, args: ast.arguments, returns: ast.expr | null): number {
  const ste = c.st.lookupOptional(args);
  if (!ste) return 0;
  if (ste.annotationsUsed) {
    setupAnnotationsScope(c, loc, args, ste.name);
    const n = annotationsInScope(c, loc, args, returns);
    c.addopI(loc, O.BUILD_MAP, n);
    leaveAnnotationsScope(c, loc);
    return MAKE_FUNCTION_ANNOTATE;
  }
  return 0;
}

function typeParamBoundOrDefault(c: Compiler, e: ast.expr, name: string, key: object, allowStarred: boolean): void {
  c.loadConst(locOf(e), pyTuple([pyInt(1)]));
  setupAnnotationsScope(c, locOf(e), key, name);
  if (allowStarred && e._type === "Starred") {
    visitExpr(c, e.value);
    c.addopI(locOf(e), O.UNPACK_SEQUENCE, 1);
  } else visitExpr(c, e);
  c.addop(locOf(e), O.RETURN_VALUE);
  const co = c.optimizeAndAssemble(true);
  c.exitScope();
  makeClosure(c, locOf(e), co, MAKE_FUNCTION_DEFAULTS);
}

function typeParams(c: Compiler, tps: ast.type_param[]): void {
  let seenDefault = false;
  for (const tp of tps) {
    const loc = locOf(tp);
    c.loadConst(loc, { type: "str", value: tp.name });
    if (tp._type === "TypeVar") {
      if (tp.bound) {
        typeParamBoundOrDefault(c, tp.bound, tp.name, tp, false);
        c.addopI(loc, O.CALL_INTRINSIC_2, tp.bound._type === "Tuple" ? 3 : 2);
      } else c.addopI(loc, O.CALL_INTRINSIC_1, 7 /* INTRINSIC_TYPEVAR */);
      if (tp.default_value) {
        seenDefault = true;
        typeParamBoundOrDefault(c, tp.default_value, tp.name, keyPlusOne(tp), false);
        c.addopI(loc, O.CALL_INTRINSIC_2, 5 /* INTRINSIC_SET_TYPEPARAM_DEFAULT */);
      } else if (seenDefault) c.error(loc, `non-default type parameter '${tp.name}' follows default type parameter`);
    } else {
      c.addopI(loc, O.CALL_INTRINSIC_1, tp._type === "TypeVarTuple" ? 9 : 8);
      if (tp.default_value) {
        typeParamBoundOrDefault(c, tp.default_value, tp.name, tp, tp._type === "TypeVarTuple");
        c.addopI(loc, O.CALL_INTRINSIC_2, 5);
        seenDefault = true;
      } else if (seenDefault) c.error(loc, `non-default type parameter '${tp.name}' follows default type parameter`);
    }
    c.addopI(loc, O.COPY, 1);
    c.nameop(loc, tp.name, "Store");
  }
  c.addopI(locOf(tps[0]!), O.BUILD_TUPLE, tps.length);
}

function functionBody(c: Compiler, s: ast.FunctionDef | ast.AsyncFunctionDef, funcflags: number, firstlineno: number): void {
  const args = s.args;
  c.enterScope(s.name, s._type === "AsyncFunctionDef" ? "async_function" : "function", s, firstlineno, null, {
    argcount: args.args.length, posonlyargcount: args.posonlyargs.length, kwonlyargcount: args.kwonlyargs.length,
  });
  const ste = c.u.ste;
  let firstInstr = 0;
  if (ste.hasDocstring) {
    firstInstr = 1;
    c.addConst({ type: "str", value: cleanDoc(getDocstring(s.body)!) });
  }
  const start = c.newLabel();
  c.useLabel(start);
  const addStopIteration = ste.coroutine || ste.generator;
  if (addStopIteration) c.pushFBlock(NO_LOCATION, "STOP_ITERATION", start, -1, null);
  for (let i = firstInstr; i < s.body.length; i++) visitStmt(c, s.body[i]!);
  if (addStopIteration) {
    wrapInStopiterationHandler(c);
    c.popFBlock();
  }
  const co = c.optimizeAndAssemble(true);
  c.exitScope();
  makeClosure(c, locOf(s), co, funcflags);
}

function decorators(c: Compiler, decos: ast.expr[]): void {
  for (const d of decos) visitExpr(c, d);
}

function applyDecorators(c: Compiler, decos: ast.expr[]): void {
  for (let i = decos.length - 1; i >= 0; i--) c.addopI(locOf(decos[i]!), O.CALL, 0);
}

export function visitFunctionDef(c: Compiler, s: ast.FunctionDef | ast.AsyncFunctionDef): void {
  const decos = s.decorator_list;
  decorators(c, decos);
  const firstlineno = decos.length ? decos[0]!.lineno : s.lineno;
  const loc = locOf(s);
  const isGeneric = s.type_params.length > 0;
  let funcflags = defaultArguments(c, loc, s.args);
  let numTypeparamArgs = 0;
  if (isGeneric) {
    if (funcflags & MAKE_FUNCTION_DEFAULTS) numTypeparamArgs++;
    if (funcflags & MAKE_FUNCTION_KWDEFAULTS) numTypeparamArgs++;
    if (numTypeparamArgs === 2) c.addopI(loc, O.SWAP, 2);
    c.enterScope(`<generic parameters of ${s.name}>`, "annotations", s.type_params, firstlineno, null, { argcount: numTypeparamArgs });
    typeParams(c, s.type_params);
    for (let i = 0; i < numTypeparamArgs; i++) c.addopI(loc, O.LOAD_FAST, i);
  }
  funcflags |= functionAnnotations(c, loc, s.args, s.returns);
  functionBody(c, s, funcflags, firstlineno);
  if (isGeneric) {
    c.addopI(loc, O.SWAP, 2);
    c.addopI(loc, O.CALL_INTRINSIC_2, 4 /* INTRINSIC_SET_FUNCTION_TYPE_PARAMS */);
    const co = c.optimizeAndAssemble(false);
    c.exitScope();
    makeClosure(c, loc, co, 0);
    if (numTypeparamArgs > 0) {
      c.addopI(loc, O.SWAP, numTypeparamArgs + 1);
      c.addopI(loc, O.CALL, numTypeparamArgs - 1);
    } else {
      c.addop(loc, O.PUSH_NULL);
      c.addopI(loc, O.CALL, 0);
    }
  }
  applyDecorators(c, decos);
  c.nameop(loc, s.name, "Store");
}

export function visitLambda(c: Compiler, e: ast.Lambda): void {
  const args = e.args;
  const loc = locOf(e);
  const funcflags = defaultArguments(c, loc, args);
  c.enterScope("<lambda>", "lambda", e, e.lineno, null, {
    argcount: args.args.length, posonlyargcount: args.posonlyargs.length, kwonlyargcount: args.kwonlyargs.length,
  });
  visitExpr(c, e.body);
  let co: CodeObject;
  if (c.u.ste.generator) co = c.optimizeAndAssemble(false);
  else {
    c.addop(locOf(e.body), O.RETURN_VALUE);
    co = c.optimizeAndAssemble(true);
  }
  c.exitScope();
  makeClosure(c, loc, co, funcflags);
}

function classBody(c: Compiler, s: ast.ClassDef, firstlineno: number): void {
  c.enterScope(s.name, "class", s, firstlineno, s.name, {});
  const loc: Location = { lineno: firstlineno, end_lineno: firstlineno, col_offset: 0, end_col_offset: 0 };
  c.nameop(loc, "__name__", "Load");
  c.nameop(loc, "__module__", "Store");
  c.loadConst(loc, { type: "str", value: c.u.qualname });
  c.nameop(loc, "__qualname__", "Store");
  c.loadConst(loc, pyInt(c.u.firstlineno));
  c.nameop(loc, "__firstlineno__", "Store");
  if (s.type_params.length > 0) {
    c.nameop(loc, ".type_params", "Load");
    c.nameop(loc, "__type_params__", "Store");
  }
  const ste = c.u.ste;
  if (ste.needsClassdict) {
    c.addop(loc, O.LOAD_LOCALS);
    c.addopN(loc, O.STORE_DEREF, "__classdict__", "cellvars");
  }
  if (ste.hasConditionalAnnotations) {
    c.addopI(loc, O.BUILD_SET, 0);
    c.addopN(loc, O.STORE_DEREF, "__conditional_annotations__", "cellvars");
  }
  visitBody(c, loc, s.body, false);
  const attrs = [...c.u.staticAttributes!].sort(codePointCompare);
  c.loadConst(NO_LOCATION, pyTuple(attrs.map((a) => ({ type: "str", value: a }))));
  c.nameop(NO_LOCATION, "__static_attributes__", "Store");
  if (ste.needsClassdict) {
    c.addopI(NO_LOCATION, O.LOAD_CLOSURE, c.u.cellvars.get("__classdict__")!);
    c.nameop(NO_LOCATION, "__classdictcell__", "Store");
  }
  if (ste.needsClassClosure) {
    c.addopI(NO_LOCATION, O.LOAD_CLOSURE, c.u.cellvars.get("__class__")!);
    c.addopI(NO_LOCATION, O.COPY, 1);
    c.nameop(NO_LOCATION, "__classcell__", "Store");
  } else c.loadConst(NO_LOCATION, None);
  c.addop(NO_LOCATION, O.RETURN_VALUE);
  const co = c.optimizeAndAssemble(true);
  c.exitScope();
  const l = locOf(s);
  c.addop(l, O.LOAD_BUILD_CLASS);
  c.addop(l, O.PUSH_NULL);
  makeClosure(c, l, co, 0);
  c.loadConst(l, { type: "str", value: s.name });
}

export function visitClassDef(c: Compiler, s: ast.ClassDef): void {
  const decos = s.decorator_list;
  decorators(c, decos);
  const firstlineno = decos.length ? decos[0]!.lineno : s.lineno;
  const loc = locOf(s);
  const isGeneric = s.type_params.length > 0;
  if (isGeneric) {
    c.enterScope(`<generic parameters of ${s.name}>`, "annotations", s.type_params, firstlineno, s.name, {});
    typeParams(c, s.type_params);
    c.nameop(loc, ".type_params", "Store");
  }
  classBody(c, s, firstlineno);
  if (isGeneric) {
    c.nameop(loc, ".type_params", "Load");
    c.addopI(loc, O.CALL_INTRINSIC_1, 10 /* INTRINSIC_SUBSCRIPT_GENERIC */);
    c.nameop(loc, ".generic_base", "Store");
    callHelper(c, loc, 2, s.bases, ".generic_base", s.keywords);
    const co = c.optimizeAndAssemble(false);
    c.exitScope();
    makeClosure(c, loc, co, 0);
    c.addop(loc, O.PUSH_NULL);
    c.addopI(loc, O.CALL, 0);
  } else {
    callHelper(c, loc, 2, s.bases, null, s.keywords);
  }
  applyDecorators(c, decos);
  c.nameop(loc, s.name, "Store");
}

function typealiasBody(c: Compiler, s: ast.TypeAlias): void {
  const loc = locOf(s);
  const name = (s.name as ast.Name).id;
  c.loadConst(loc, pyTuple([pyInt(1)]));
  setupAnnotationsScope(c, loc, s, name);
  visitExpr(c, s.value);
  c.addop(loc, O.RETURN_VALUE);
  const co = c.optimizeAndAssemble(false);
  c.exitScope();
  makeClosure(c, loc, co, MAKE_FUNCTION_DEFAULTS);
  c.addopI(loc, O.BUILD_TUPLE, 3);
  c.addopI(loc, O.CALL_INTRINSIC_1, 11 /* INTRINSIC_TYPEALIAS */);
}

export function visitTypeAlias(c: Compiler, s: ast.TypeAlias): void {
  const loc = locOf(s);
  const name = (s.name as ast.Name).id;
  const isGeneric = s.type_params.length > 0;
  if (isGeneric) {
    c.enterScope(`<generic parameters of ${name}>`, "annotations", s.type_params, loc.lineno, null, {});
    c.loadConst(loc, { type: "str", value: name });
    typeParams(c, s.type_params);
  } else {
    c.loadConst(loc, { type: "str", value: name });
    c.loadConst(loc, None);
  }
  typealiasBody(c, s);
  if (isGeneric) {
    const co = c.optimizeAndAssemble(false);
    c.exitScope();
    makeClosure(c, loc, co, 0);
    c.addop(loc, O.PUSH_NULL);
    c.addopI(loc, O.CALL, 0);
  }
  c.nameop(loc, name, "Store");
}

export { MAKE_FUNCTION_ANNOTATIONS };
