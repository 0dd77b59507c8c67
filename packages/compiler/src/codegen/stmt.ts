/**
 * Statements (codegen.c `codegen_visit_stmt` and friends): bodies with docstrings and PEP 649
 * deferred annotations, assignments, control flow (if/while/for/async for), return/break/continue
 * with frame-block unwinding, try/except/finally/except*, with/async with, imports, assert.
 */
import type * as ast from "@pyts/parser";
import { None, pyInt, pyTuple } from "../codeObject.js";
import { O } from "../flowgraph/ops.js";
import { getDocstring, keyPlusOne } from "../symtable/symtable.js";
import { CO_FUTURE_ANNOTATIONS, astConstToPy, locOf, type Compiler, type FBlock } from "./compiler.js";
import { NO_LOCATION, type Location } from "./instrSequence.js";
import {
  addYieldFrom, binaryOparg, isConstantSlice, jumpIf, NB_SUBSCR, shouldApplyTwoElementSliceOptimization, sliceTwoParts,
  updateStartLocationToMatchAttr, visitExpr,
} from "./expr.js";
import { leaveAnnotationsScope, setupAnnotationsScope, visitClassDef, visitFunctionDef, visitTypeAlias } from "./function.js";
import { visitMatch } from "./pattern.js";
import { unparseAnnotation } from "./unparse.js";

/** `_PyCompile_CleanDoc`: expand tabs, drop the common margin of lines after the first, strip the first line's indent. */
export function cleanDoc(doc: string): string {
  if (doc.includes("\t")) doc = expandTabs(doc);
  const lines = doc.split("\n");
  let margin = Infinity;
  for (let i = 1; i < lines.length; i++) {
    const l = lines[i]!;
    let indent = 0;
    while (indent < l.length && l[indent] === " ") indent++;
    if (indent < l.length) margin = Math.min(margin, indent);
  }
  if (margin === Infinity) margin = 0;
  const first = lines[0]!.replace(/^ +/, "");
  if (first.length === lines[0]!.length && margin === 0) return doc;
  const rest = lines.slice(1).map((l) => {
    let k = 0;
    while (k < margin && l[k] === " ") k++;
    return l.slice(k);
  });
  return [first, ...rest].join("\n");
}

/** `str.expandtabs(8)`. */
function expandTabs(doc: string): string {
  let out = "";
  let col = 0;
  for (const ch of doc) {
    if (ch === "\t") {
      const n = 8 - (col % 8);
      out += " ".repeat(n);
      col += n;
    } else {
      out += ch;
      col = ch === "\n" || ch === "\r" ? 0 : col + 1;
    }
  }
  return out;
}

export function visitBody(c: Compiler, loc: Location, stmts: ast.stmt[], isInteractive: boolean): void {
  const ste = c.u.ste;
  if (c.futureFeatures & CO_FUTURE_ANNOTATIONS && ste.annotationsUsed) c.addop(loc, O.SETUP_ANNOTATIONS);
  if (!stmts.length) return;
  let firstInstr = 0;
  if (!isInteractive && ste.hasDocstring) {
    firstInstr = 1;
    const st = stmts[0] as ast.Expr;
    c.loadConst(locOf(st.value), { type: "str", value: cleanDoc(getDocstring(stmts)!) });
    c.nameop(NO_LOCATION, "__doc__", "Store");
  }
  for (let i = firstInstr; i < stmts.length; i++) visitStmt(c, stmts[i]!);
  if (!(c.futureFeatures & CO_FUTURE_ANNOTATIONS)) processDeferredAnnotations(c, loc);
}

function processDeferredAnnotations(c: Compiler, loc: Location): void {
  const deferred = c.u.deferredAnnotations;
  const indices = c.u.conditionalAnnotationIndices;
  if (deferred === null) return;
  const scopeType = c.u.scopeType;
  const needSeparateBlock = scopeType === "module";
  if (needSeparateBlock) c.startAnnotationSetup();
  const ste = c.u.ste;
  setupAnnotationsScope(c, loc, keyPlusOne(ste.key), ste.annotationBlock!.name);
  c.addopI(loc, O.BUILD_MAP, 0);
  deferred.forEach((st, i) => {
    const mangled = c.maybeMangle((st.target as ast.Name).id);
    const idx = indices![i]!;
    const notSet = c.newLabel();
    const l = locOf(st);
    if (idx !== -1) {
      c.loadConst(l, pyInt(idx));
      if (scopeType === "class") c.addopName(l, O.LOAD_DEREF, "__conditional_annotations__", "freevars");
      else c.addopName(l, O.LOAD_GLOBAL, "__conditional_annotations__", "names"), patchLoadGlobal(c);
      c.addopI(l, O.CONTAINS_OP, 0);
      c.addopJ(l, O.POP_JUMP_IF_FALSE, notSet);
    }
    visitExpr(c, st.annotation);
    c.addopI(l, O.COPY, 2);
    c.loadConst(l, { type: "str", value: mangled });
    c.addop(loc, O.STORE_SUBSCR);
    c.useLabel(notSet);
  });
  leaveAnnotationsScope(c, loc);
  c.nameop(loc, ste.type === "class" ? "__annotate_func__" : "__annotate__", "Store");
  if (needSeparateBlock) c.endAnnotationSetup();
}

/** ADDOP_NAME(LOAD_GLOBAL) stores the raw index (no <<1): mirror that. */
function patchLoadGlobal(_c: Compiler): void {}

function addDeferredAnnotation(c: Compiler, s: ast.AnnAssign): number | null {
  const u = c.u;
  u.deferredAnnotations ??= [];
  u.conditionalAnnotationIndices ??= [];
  u.deferredAnnotations.push(s);
  let index = -1;
  let result: number | null = null;
  if (u.inConditionalBlock || u.scopeType === "module") {
    index = u.nextConditionalAnnotationIndex++;
    result = index;
  }
  u.conditionalAnnotationIndices.push(index);
  return result;
}

function checkAnnExpr(c: Compiler, e: ast.expr): void {
  visitExpr(c, e);
  c.addop(locOf(e), O.POP_TOP);
}

function checkAnnSubscr(c: Compiler, e: ast.expr): void {
  if (e._type === "Slice") {
    if (e.lower) checkAnnExpr(c, e.lower);
    if (e.upper) checkAnnExpr(c, e.upper);
    if (e.step) checkAnnExpr(c, e.step);
  } else if (e._type === "Tuple") {
    for (const x of e.elts) checkAnnSubscr(c, x);
  } else checkAnnExpr(c, e);
}

function visitAnnAssign(c: Compiler, s: ast.AnnAssign): void {
  const loc = locOf(s);
  const targ = s.target;
  const future = (c.futureFeatures & CO_FUTURE_ANNOTATIONS) !== 0;
  if (s.value) {
    visitExpr(c, s.value);
    visitExpr(c, targ);
  }
  switch (targ._type) {
    case "Name":
      if (s.simple && (c.u.scopeType === "module" || c.u.scopeType === "class")) {
        if (future) {
          c.loadConst(locOf(s.annotation), { type: "str", value: unparseAnnotation(s.annotation) });
          c.addopName(loc, O.LOAD_NAME, "__annotations__");
          c.loadConst(loc, { type: "str", value: c.maybeMangle(targ.id) });
          c.addop(loc, O.STORE_SUBSCR);
        } else {
          const idx = addDeferredAnnotation(c, s);
          if (idx !== null && c.u.ste.hasConditionalAnnotations) {
            if (c.u.scopeType === "class") c.addopName(loc, O.LOAD_DEREF, "__conditional_annotations__", "cellvars");
            else c.addopName(loc, O.LOAD_NAME, "__conditional_annotations__");
            c.loadConst(loc, pyInt(idx));
            c.addopI(loc, O.SET_ADD, 1);
            c.addop(loc, O.POP_TOP);
          }
        }
      }
      break;
    case "Attribute":
      if (!s.value) checkAnnExpr(c, targ.value);
      break;
    case "Subscript":
      if (!s.value) {
        checkAnnExpr(c, targ.value);
        checkAnnSubscr(c, targ.slice);
      }
      break;
  }
}

function visitAugAssign(c: Compiler, s: ast.AugAssign): void {
  const e = s.target;
  let loc = locOf(e);
  switch (e._type) {
    case "Attribute":
      visitExpr(c, e.value);
      c.addopI(loc, O.COPY, 1);
      loc = updateStartLocationToMatchAttr(loc, e);
      c.addopName(loc, O.LOAD_ATTR, e.attr);
      break;
    case "Subscript":
      visitExpr(c, e.value);
      if (shouldApplyTwoElementSliceOptimization(e.slice)) {
        sliceTwoParts(c, e.slice as ast.Slice);
        c.addopI(loc, O.COPY, 3);
        c.addopI(loc, O.COPY, 3);
        c.addopI(loc, O.COPY, 3);
        c.addop(loc, O.BINARY_SLICE);
      } else {
        visitExpr(c, e.slice);
        c.addopI(loc, O.COPY, 2);
        c.addopI(loc, O.COPY, 2);
        c.addopI(loc, O.BINARY_OP, NB_SUBSCR);
      }
      break;
    case "Name":
      c.nameop(loc, e.id, "Load");
      break;
    default:
      throw new Error("SystemError: invalid node type for augmented assignment");
  }
  visitExpr(c, s.value);
  c.addopI(locOf(s), O.BINARY_OP, binaryOparg(s.op, true));
  loc = locOf(e);
  switch (e._type) {
    case "Attribute":
      loc = updateStartLocationToMatchAttr(loc, e);
      c.addopI(loc, O.SWAP, 2);
      c.addopName(loc, O.STORE_ATTR, e.attr);
      break;
    case "Subscript":
      if (shouldApplyTwoElementSliceOptimization(e.slice)) {
        c.addopI(loc, O.SWAP, 4);
        c.addopI(loc, O.SWAP, 3);
        c.addopI(loc, O.SWAP, 2);
        c.addop(loc, O.STORE_SLICE);
      } else {
        c.addopI(loc, O.SWAP, 3);
        c.addopI(loc, O.SWAP, 2);
        c.addop(loc, O.STORE_SUBSCR);
      }
      break;
    case "Name":
      c.nameop(loc, e.id, "Store");
      break;
  }
}

// ---- unwinding ----

function callExitWithNones(c: Compiler, loc: Location): void {
  c.loadConst(loc, None);
  c.loadConst(loc, None);
  c.loadConst(loc, None);
  c.addopI(loc, O.CALL, 3);
}

function popExceptAndReraise(c: Compiler, loc: Location): void {
  c.addopI(loc, O.COPY, 3);
  c.addop(loc, O.POP_EXCEPT);
  c.addopI(loc, O.RERAISE, 1);
}

function unwindFBlock(c: Compiler, ploc: { loc: Location }, info: FBlock, preserveTos: boolean): void {
  switch (info.type) {
    case "WHILE_LOOP": case "EXCEPTION_HANDLER": case "EXCEPTION_GROUP_HANDLER": case "ASYNC_COMPREHENSION_GENERATOR": case "STOP_ITERATION":
      return;
    case "FOR_LOOP":
      if (preserveTos) c.addopI(ploc.loc, O.SWAP, 2);
      c.addop(ploc.loc, O.POP_TOP);
      return;
    case "ASYNC_FOR_LOOP":
      if (preserveTos) c.addopI(ploc.loc, O.SWAP, 2);
      c.addop(ploc.loc, O.POP_TOP);
      return;
    case "TRY_EXCEPT":
      c.addop(ploc.loc, O.POP_BLOCK);
      return;
    case "FINALLY_TRY":
      c.addop(ploc.loc, O.POP_BLOCK);
      if (preserveTos) c.pushFBlock(ploc.loc, "POP_VALUE", -1, -1, null);
      for (const st of info.datum as ast.stmt[]) visitStmt(c, st);
      if (preserveTos) c.popFBlock();
      ploc.loc = NO_LOCATION;
      return;
    case "FINALLY_END":
      if (preserveTos) c.addopI(ploc.loc, O.SWAP, 2);
      c.addop(ploc.loc, O.POP_TOP);
      if (preserveTos) c.addopI(ploc.loc, O.SWAP, 2);
      c.addop(ploc.loc, O.POP_BLOCK);
      c.addop(ploc.loc, O.POP_EXCEPT);
      return;
    case "WITH":
    case "ASYNC_WITH":
      ploc.loc = info.loc;
      c.addop(ploc.loc, O.POP_BLOCK);
      if (preserveTos) {
        c.addopI(ploc.loc, O.SWAP, 3);
        c.addopI(ploc.loc, O.SWAP, 2);
      }
      callExitWithNones(c, ploc.loc);
      if (info.type === "ASYNC_WITH") {
        c.addopI(ploc.loc, O.GET_AWAITABLE, 2);
        c.loadConst(ploc.loc, None);
        addYieldFrom(c, ploc.loc, true);
      }
      c.addop(ploc.loc, O.POP_TOP);
      ploc.loc = NO_LOCATION;
      return;
    case "HANDLER_CLEANUP":
      if (info.datum) c.addop(ploc.loc, O.POP_BLOCK);
      if (preserveTos) c.addopI(ploc.loc, O.SWAP, 2);
      c.addop(ploc.loc, O.POP_BLOCK);
      c.addop(ploc.loc, O.POP_EXCEPT);
      if (info.datum) {
        c.loadConst(ploc.loc, None);
        c.nameop(ploc.loc, info.datum as string, "Store");
        c.nameop(ploc.loc, info.datum as string, "Del");
      }
      return;
    case "POP_VALUE":
      if (preserveTos) c.addopI(ploc.loc, O.SWAP, 2);
      c.addop(ploc.loc, O.POP_TOP);
      return;
  }
}

function unwindFBlockStack(c: Compiler, ploc: { loc: Location }, preserveTos: boolean, wantLoop: boolean): FBlock | null {
  const top = c.topFBlock();
  if (top === null) return null;
  if (top.type === "EXCEPTION_GROUP_HANDLER") c.error(ploc.loc, "'break', 'continue' and 'return' cannot appear in an except* block");
  if (wantLoop && (top.type === "WHILE_LOOP" || top.type === "FOR_LOOP" || top.type === "ASYNC_FOR_LOOP")) return top;
  const copy = { ...top };
  c.popFBlock();
  unwindFBlock(c, ploc, copy, preserveTos);
  const loop = unwindFBlockStack(c, ploc, preserveTos, wantLoop);
  c.u.fblocks.push(copy);
  return loop;
}

function visitReturn(c: Compiler, s: ast.Return): void {
  let loc = locOf(s);
  const preserveTos = s.value !== null && s.value._type !== "Constant";
  const ste = c.u.ste;
  if (!ste.isFunctionLike()) c.error(loc, "'return' outside function");
  if (s.value !== null && ste.coroutine && ste.generator) c.error(loc, "'return' with value in async generator");
  if (preserveTos) visitExpr(c, s.value!);
  else if (s.value !== null) {
    loc = locOf(s.value);
    c.addop(loc, O.NOP);
  }
  if (s.value === null || s.value.lineno !== s.lineno) {
    loc = locOf(s);
    c.addop(loc, O.NOP);
  }
  const ploc = { loc };
  unwindFBlockStack(c, ploc, preserveTos, false);
  if (s.value === null) c.loadConst(ploc.loc, None);
  else if (!preserveTos) c.loadConst(ploc.loc, astConstToPy((s.value as ast.Constant).value));
  c.addop(ploc.loc, O.RETURN_VALUE);
}

function visitBreak(c: Compiler, loc: Location): void {
  const origin = loc;
  c.addop(loc, O.NOP);
  const ploc = { loc };
  const loop = unwindFBlockStack(c, ploc, false, true);
  if (loop === null) c.error(origin, "'break' outside loop");
  unwindFBlock(c, ploc, loop, false);
  c.addopJ(ploc.loc, O.JUMP, loop.exit);
}

function visitContinue(c: Compiler, loc: Location): void {
  const origin = loc;
  c.addop(loc, O.NOP);
  const ploc = { loc };
  const loop = unwindFBlockStack(c, ploc, false, true);
  if (loop === null) c.error(origin, "'continue' not properly in loop");
  c.addopJ(ploc.loc, O.JUMP, loop.block);
}

// ---- control flow ----

function visitIf(c: Compiler, s: ast.If): void {
  const end = c.newLabel();
  const next = s.orelse.length ? c.newLabel() : end;
  jumpIf(c, locOf(s), s.test, next, false);
  for (const st of s.body) visitStmt(c, st);
  if (s.orelse.length) {
    c.addopJ(NO_LOCATION, O.JUMP_NO_INTERRUPT, end);
    c.useLabel(next);
    for (const st of s.orelse) visitStmt(c, st);
  }
  c.useLabel(end);
}

function visitFor(c: Compiler, s: ast.For): void {
  let loc = locOf(s);
  const start = c.newLabel();
  const body = c.newLabel();
  const cleanup = c.newLabel();
  const end = c.newLabel();
  c.pushFBlock(loc, "FOR_LOOP", start, end, null);
  visitExpr(c, s.iter);
  loc = locOf(s.iter);
  c.addop(loc, O.GET_ITER);
  c.useLabel(start);
  c.addopJ(loc, O.FOR_ITER, cleanup);
  c.addop(locOf(s.target), O.NOP);
  c.useLabel(body);
  visitExpr(c, s.target);
  for (const st of s.body) visitStmt(c, st);
  c.addopJ(NO_LOCATION, O.JUMP, start);
  c.useLabel(cleanup);
  c.addop(NO_LOCATION, O.END_FOR);
  c.addop(NO_LOCATION, O.POP_ITER);
  c.popFBlock();
  for (const st of s.orelse) visitStmt(c, st);
  c.useLabel(end);
}

function visitAsyncFor(c: Compiler, s: ast.AsyncFor): void {
  let loc = locOf(s);
  const start = c.newLabel();
  const send = c.newLabel();
  const except = c.newLabel();
  const end = c.newLabel();
  visitExpr(c, s.iter);
  c.addop(locOf(s.iter), O.GET_AITER);
  c.useLabel(start);
  c.pushFBlock(loc, "ASYNC_FOR_LOOP", start, end, null);
  c.addopJ(loc, O.SETUP_FINALLY, except);
  c.addop(loc, O.GET_ANEXT);
  c.loadConst(loc, None);
  c.useLabel(send);
  addYieldFrom(c, loc, true);
  c.addop(loc, O.POP_BLOCK);
  c.addop(loc, O.NOT_TAKEN);
  visitExpr(c, s.target);
  for (const st of s.body) visitStmt(c, st);
  c.addopJ(NO_LOCATION, O.JUMP, start);
  c.popFBlock();
  c.useLabel(except);
  loc = locOf(s.iter);
  c.addopJ(loc, O.END_ASYNC_FOR, send);
  for (const st of s.orelse) visitStmt(c, st);
  c.useLabel(end);
}

function visitWhile(c: Compiler, s: ast.While): void {
  const loop = c.newLabel();
  const end = c.newLabel();
  const anchor = c.newLabel();
  c.useLabel(loop);
  c.pushFBlock(locOf(s), "WHILE_LOOP", loop, end, null);
  jumpIf(c, locOf(s), s.test, anchor, false);
  for (const st of s.body) visitStmt(c, st);
  c.addopJ(NO_LOCATION, O.JUMP, loop);
  c.popFBlock();
  c.useLabel(anchor);
  for (const st of s.orelse) visitStmt(c, st);
  c.useLabel(end);
}

// ---- try ----

function visitTryFinally(c: Compiler, s: ast.Try | ast.TryStar): void {
  let loc = locOf(s);
  const body = c.newLabel();
  const end = c.newLabel();
  const exit = c.newLabel();
  const cleanup = c.newLabel();
  c.addopJ(loc, O.SETUP_FINALLY, end);
  c.useLabel(body);
  c.pushFBlock(loc, "FINALLY_TRY", body, end, s.finalbody);
  if (s.handlers.length) {
    if (s._type === "Try") visitTryExcept(c, s);
    else visitTryStarExcept(c, s);
  } else for (const st of s.body) visitStmt(c, st);
  c.addop(NO_LOCATION, O.POP_BLOCK);
  c.popFBlock();
  for (const st of s.finalbody) visitStmt(c, st);
  c.addopJ(NO_LOCATION, O.JUMP_NO_INTERRUPT, exit);
  c.useLabel(end);
  loc = NO_LOCATION;
  c.addopJ(loc, O.SETUP_CLEANUP, cleanup);
  c.addop(loc, O.PUSH_EXC_INFO);
  c.pushFBlock(loc, "FINALLY_END", end, -1, null);
  // The exception path's copy of the finally body: its warnings were emitted by the first copy.
  c.disableWarning++;
  try {
    for (const st of s.finalbody) visitStmt(c, st);
  } finally {
    c.disableWarning--;
  }
  c.popFBlock();
  c.addopI(loc, O.RERAISE, 0);
  c.useLabel(cleanup);
  popExceptAndReraise(c, loc);
  c.useLabel(exit);
}

function visitTryExcept(c: Compiler, s: ast.Try): void {
  const loc = locOf(s);
  const body = c.newLabel();
  let except = c.newLabel();
  const end = c.newLabel();
  const cleanup = c.newLabel();
  c.addopJ(loc, O.SETUP_FINALLY, except);
  c.useLabel(body);
  c.pushFBlock(loc, "TRY_EXCEPT", body, -1, null);
  for (const st of s.body) visitStmt(c, st);
  c.popFBlock();
  c.addop(NO_LOCATION, O.POP_BLOCK);
  for (const st of s.orelse) visitStmt(c, st);
  c.addopJ(NO_LOCATION, O.JUMP_NO_INTERRUPT, end);
  const n = s.handlers.length;
  c.useLabel(except);
  c.addopJ(NO_LOCATION, O.SETUP_CLEANUP, cleanup);
  c.addop(NO_LOCATION, O.PUSH_EXC_INFO);
  c.pushFBlock(loc, "EXCEPTION_HANDLER", -1, -1, null);
  s.handlers.forEach((handler, i) => {
    const hloc = locOf(handler);
    if (!handler.type && i < n - 1) c.error(hloc, "default 'except:' must be last");
    except = c.newLabel();
    if (handler.type) {
      visitExpr(c, handler.type);
      c.addop(hloc, O.CHECK_EXC_MATCH);
      c.addopJ(hloc, O.POP_JUMP_IF_FALSE, except);
    }
    if (handler.name) {
      const cleanupEnd = c.newLabel();
      const cleanupBody = c.newLabel();
      c.nameop(hloc, handler.name, "Store");
      c.addopJ(hloc, O.SETUP_CLEANUP, cleanupEnd);
      c.useLabel(cleanupBody);
      c.pushFBlock(hloc, "HANDLER_CLEANUP", cleanupBody, -1, handler.name);
      for (const st of handler.body) visitStmt(c, st);
      c.popFBlock();
      c.addop(NO_LOCATION, O.POP_BLOCK);
      c.addop(NO_LOCATION, O.POP_BLOCK);
      c.addop(NO_LOCATION, O.POP_EXCEPT);
      c.loadConst(NO_LOCATION, None);
      c.nameop(NO_LOCATION, handler.name, "Store");
      c.nameop(NO_LOCATION, handler.name, "Del");
      c.addopJ(NO_LOCATION, O.JUMP_NO_INTERRUPT, end);
      c.useLabel(cleanupEnd);
      c.loadConst(NO_LOCATION, None);
      c.nameop(NO_LOCATION, handler.name, "Store");
      c.nameop(NO_LOCATION, handler.name, "Del");
      c.addopI(NO_LOCATION, O.RERAISE, 1);
    } else {
      const cleanupBody = c.newLabel();
      c.addop(hloc, O.POP_TOP);
      c.useLabel(cleanupBody);
      c.pushFBlock(hloc, "HANDLER_CLEANUP", cleanupBody, -1, null);
      for (const st of handler.body) visitStmt(c, st);
      c.popFBlock();
      c.addop(NO_LOCATION, O.POP_BLOCK);
      c.addop(NO_LOCATION, O.POP_EXCEPT);
      c.addopJ(NO_LOCATION, O.JUMP_NO_INTERRUPT, end);
    }
    c.useLabel(except);
  });
  c.popFBlock();
  c.addopI(NO_LOCATION, O.RERAISE, 0);
  c.useLabel(cleanup);
  popExceptAndReraise(c, NO_LOCATION);
  c.useLabel(end);
}

function visitTryStarExcept(c: Compiler, s: ast.TryStar): void {
  const loc = locOf(s);
  const body = c.newLabel();
  let except = c.newLabel();
  const orelse = c.newLabel();
  const end = c.newLabel();
  const cleanup = c.newLabel();
  const reraiseStar = c.newLabel();
  c.addopJ(loc, O.SETUP_FINALLY, except);
  c.useLabel(body);
  c.pushFBlock(loc, "TRY_EXCEPT", body, -1, null);
  for (const st of s.body) visitStmt(c, st);
  c.popFBlock();
  c.addop(NO_LOCATION, O.POP_BLOCK);
  c.addopJ(NO_LOCATION, O.JUMP_NO_INTERRUPT, orelse);
  const n = s.handlers.length;
  c.useLabel(except);
  c.addopJ(NO_LOCATION, O.SETUP_CLEANUP, cleanup);
  c.addop(NO_LOCATION, O.PUSH_EXC_INFO);
  c.pushFBlock(loc, "EXCEPTION_GROUP_HANDLER", -1, -1, null);
  s.handlers.forEach((handler, i) => {
    const hloc = locOf(handler);
    except = c.newLabel();
    const exceptWithError = c.newLabel();
    const noMatch = c.newLabel();
    if (i === 0) {
      c.addopI(hloc, O.BUILD_LIST, 0);
      c.addopI(hloc, O.COPY, 2);
    }
    if (handler.type) {
      visitExpr(c, handler.type);
      c.addop(hloc, O.CHECK_EG_MATCH);
      c.addopI(hloc, O.COPY, 1);
      c.addopJ(hloc, O.POP_JUMP_IF_NONE, noMatch);
    }
    const cleanupEnd = c.newLabel();
    const cleanupBody = c.newLabel();
    if (handler.name) c.nameop(hloc, handler.name, "Store");
    else c.addop(hloc, O.POP_TOP);
    c.addopJ(hloc, O.SETUP_CLEANUP, cleanupEnd);
    c.useLabel(cleanupBody);
    c.pushFBlock(hloc, "HANDLER_CLEANUP", cleanupBody, -1, handler.name);
    for (const st of handler.body) visitStmt(c, st);
    c.popFBlock();
    c.addop(NO_LOCATION, O.POP_BLOCK);
    if (handler.name) {
      c.loadConst(NO_LOCATION, None);
      c.nameop(NO_LOCATION, handler.name, "Store");
      c.nameop(NO_LOCATION, handler.name, "Del");
    }
    c.addopJ(NO_LOCATION, O.JUMP_NO_INTERRUPT, except);
    c.useLabel(cleanupEnd);
    if (handler.name) {
      c.loadConst(NO_LOCATION, None);
      c.nameop(NO_LOCATION, handler.name, "Store");
      c.nameop(NO_LOCATION, handler.name, "Del");
    }
    c.addopI(NO_LOCATION, O.LIST_APPEND, 3);
    c.addop(NO_LOCATION, O.POP_TOP);
    c.addopJ(NO_LOCATION, O.JUMP_NO_INTERRUPT, exceptWithError);
    c.useLabel(except);
    c.addop(NO_LOCATION, O.NOP);
    c.addopJ(NO_LOCATION, O.JUMP_NO_INTERRUPT, exceptWithError);
    c.useLabel(noMatch);
    c.addop(hloc, O.POP_TOP);
    c.useLabel(exceptWithError);
    if (i === n - 1) {
      c.addopI(NO_LOCATION, O.LIST_APPEND, 1);
      c.addopJ(NO_LOCATION, O.JUMP_NO_INTERRUPT, reraiseStar);
    }
  });
  c.popFBlock();
  const reraise = c.newLabel();
  c.useLabel(reraiseStar);
  c.addopI(NO_LOCATION, O.CALL_INTRINSIC_2, 1 /* INTRINSIC_PREP_RERAISE_STAR */);
  c.addopI(NO_LOCATION, O.COPY, 1);
  c.addopJ(NO_LOCATION, O.POP_JUMP_IF_NOT_NONE, reraise);
  c.addop(NO_LOCATION, O.POP_TOP);
  c.addop(NO_LOCATION, O.POP_BLOCK);
  c.addop(NO_LOCATION, O.POP_EXCEPT);
  c.addopJ(NO_LOCATION, O.JUMP_NO_INTERRUPT, end);
  c.useLabel(reraise);
  c.addop(NO_LOCATION, O.POP_BLOCK);
  c.addopI(NO_LOCATION, O.SWAP, 2);
  c.addop(NO_LOCATION, O.POP_EXCEPT);
  c.addopI(NO_LOCATION, O.RERAISE, 0);
  c.useLabel(cleanup);
  popExceptAndReraise(c, NO_LOCATION);
  c.useLabel(orelse);
  for (const st of s.orelse) visitStmt(c, st);
  c.useLabel(end);
}

// ---- with ----

function withExceptFinish(c: Compiler, cleanup: number): void {
  const suppress = c.newLabel();
  c.addop(NO_LOCATION, O.TO_BOOL);
  c.addopJ(NO_LOCATION, O.POP_JUMP_IF_TRUE, suppress);
  c.addopI(NO_LOCATION, O.RERAISE, 2);
  c.useLabel(suppress);
  c.addop(NO_LOCATION, O.POP_TOP);
  c.addop(NO_LOCATION, O.POP_BLOCK);
  c.addop(NO_LOCATION, O.POP_EXCEPT);
  c.addop(NO_LOCATION, O.POP_TOP);
  c.addop(NO_LOCATION, O.POP_TOP);
  c.addop(NO_LOCATION, O.POP_TOP);
  const exit = c.newLabel();
  c.addopJ(NO_LOCATION, O.JUMP_NO_INTERRUPT, exit);
  c.useLabel(cleanup);
  popExceptAndReraise(c, NO_LOCATION);
  c.useLabel(exit);
}

function visitWithInner(c: Compiler, s: ast.With | ast.AsyncWith, pos: number): void {
  const isAsync = s._type === "AsyncWith";
  const item = s.items[pos]!;
  const block = c.newLabel();
  const final = c.newLabel();
  const exit = c.newLabel();
  const cleanup = c.newLabel();
  visitExpr(c, item.context_expr);
  const loc = locOf(item.context_expr);
  c.addopI(loc, O.COPY, 1);
  c.addopI(loc, O.LOAD_SPECIAL, isAsync ? 3 : 1);
  c.addopI(loc, O.SWAP, 2);
  c.addopI(loc, O.SWAP, 3);
  c.addopI(loc, O.LOAD_SPECIAL, isAsync ? 2 : 0);
  c.addopI(loc, O.CALL, 0);
  if (isAsync) {
    c.addopI(loc, O.GET_AWAITABLE, 1);
    c.loadConst(loc, None);
    addYieldFrom(c, loc, true);
  }
  c.addopJ(loc, O.SETUP_WITH, final);
  c.useLabel(block);
  c.pushFBlock(loc, isAsync ? "ASYNC_WITH" : "WITH", block, final, s);
  if (item.optional_vars) visitExpr(c, item.optional_vars);
  else c.addop(loc, O.POP_TOP);
  pos++;
  if (pos === s.items.length) for (const st of s.body) visitStmt(c, st);
  else visitWithInner(c, s, pos);
  if (isAsync) {
    c.popFBlock();
    c.addop(loc, O.POP_BLOCK);
  } else {
    c.addop(NO_LOCATION, O.POP_BLOCK);
    c.popFBlock();
  }
  callExitWithNones(c, loc);
  if (isAsync) {
    c.addopI(loc, O.GET_AWAITABLE, 2);
    c.loadConst(loc, None);
    addYieldFrom(c, loc, true);
  }
  c.addop(loc, O.POP_TOP);
  c.addopJ(loc, O.JUMP, exit);
  c.useLabel(final);
  c.addopJ(loc, O.SETUP_CLEANUP, cleanup);
  c.addop(loc, O.PUSH_EXC_INFO);
  c.addop(loc, O.WITH_EXCEPT_START);
  if (isAsync) {
    c.addopI(loc, O.GET_AWAITABLE, 2);
    c.loadConst(loc, None);
    addYieldFrom(c, loc, true);
  }
  withExceptFinish(c, cleanup);
  c.useLabel(exit);
}

// ---- imports, assert ----

function importAs(c: Compiler, loc: Location, name: string, asname: string): void {
  const parts = name.split(".");
  if (parts.length > 1) {
    for (let i = 1; i < parts.length; i++) {
      c.addopN(loc, O.IMPORT_FROM, parts[i]!, "names");
      if (i === parts.length - 1) break;
      c.addopI(loc, O.SWAP, 2);
      c.addop(loc, O.POP_TOP);
    }
    c.nameop(loc, asname, "Store");
    c.addop(loc, O.POP_TOP);
    return;
  }
  c.nameop(loc, asname, "Store");
}

function visitImport(c: Compiler, s: ast.Import): void {
  const loc = locOf(s);
  for (const alias of s.names) {
    c.loadConst(loc, pyInt(0));
    c.loadConst(loc, None);
    c.addopName(loc, O.IMPORT_NAME, alias.name);
    if (alias.asname) importAs(c, loc, alias.name, alias.asname);
    else {
      const dot = alias.name.indexOf(".");
      c.nameop(loc, dot >= 0 ? alias.name.slice(0, dot) : alias.name, "Store");
    }
  }
}

function visitImportFrom(c: Compiler, s: ast.ImportFrom): void {
  const loc = locOf(s);
  c.loadConst(loc, pyInt(s.level ?? 0));
  c.loadConst(loc, pyTuple(s.names.map((a) => ({ type: "str", value: a.name }))));
  c.addopName(loc, O.IMPORT_NAME, s.module ?? "");
  for (let i = 0; i < s.names.length; i++) {
    const alias = s.names[i]!;
    if (i === 0 && alias.name.startsWith("*")) {
      c.addopI(loc, O.CALL_INTRINSIC_1, 2 /* INTRINSIC_IMPORT_STAR */);
      c.addop(NO_LOCATION, O.POP_TOP);
      return;
    }
    c.addopName(loc, O.IMPORT_FROM, alias.name);
    c.nameop(loc, alias.asname ?? alias.name, "Store");
  }
  c.addop(loc, O.POP_TOP);
}

function visitAssert(c: Compiler, s: ast.Assert): void {
  // Always emitted (even under -O) when the test is a non-empty tuple.
  const t = s.test;
  if (t._type === "Tuple" && t.elts.length > 0) c.warn(locOf(s), "assertion is always true, perhaps remove parentheses?");
  if (c.optimize) return;
  const end = c.newLabel();
  jumpIf(c, locOf(s), s.test, end, true);
  c.addopI(locOf(s), O.LOAD_COMMON_CONSTANT, 0 /* CONSTANT_ASSERTIONERROR */);
  if (s.msg) {
    visitExpr(c, s.msg);
    c.addopI(locOf(s), O.CALL, 0);
  }
  c.addopI(locOf(s.test), O.RAISE_VARARGS, 1);
  c.useLabel(end);
}

function visitStmtExpr(c: Compiler, loc: Location, value: ast.expr): void {
  if (c.interactive && c.stack.length === 0) {
    visitExpr(c, value);
    c.addopI(loc, O.CALL_INTRINSIC_1, 1 /* INTRINSIC_PRINT */);
    c.addop(NO_LOCATION, O.POP_TOP);
    return;
  }
  if (value._type === "Constant") {
    c.addop(loc, O.NOP);
    return;
  }
  visitExpr(c, value);
  c.addop(NO_LOCATION, O.POP_TOP);
}

function conditional(c: Compiler, fn: () => void): void {
  c.u.inConditionalBlock++;
  try {
    fn();
  } finally {
    c.u.inConditionalBlock--;
  }
}

export function visitStmt(c: Compiler, s: ast.stmt): void {
  switch (s._type) {
    case "FunctionDef":
    case "AsyncFunctionDef":
      return visitFunctionDef(c, s);
    case "ClassDef":
      return visitClassDef(c, s);
    case "TypeAlias":
      return visitTypeAlias(c, s);
    case "Return":
      return visitReturn(c, s);
    case "Delete":
      for (const t of s.targets) visitExpr(c, t);
      return;
    case "Assign": {
      const n = s.targets.length;
      visitExpr(c, s.value);
      s.targets.forEach((t, i) => {
        if (i < n - 1) c.addopI(locOf(s), O.COPY, 1);
        visitExpr(c, t);
      });
      return;
    }
    case "AugAssign":
      return visitAugAssign(c, s);
    case "AnnAssign":
      return visitAnnAssign(c, s);
    case "For":
      return conditional(c, () => visitFor(c, s));
    case "AsyncFor":
      return conditional(c, () => visitAsyncFor(c, s));
    case "While":
      return conditional(c, () => visitWhile(c, s));
    case "If":
      return conditional(c, () => visitIf(c, s));
    case "Match":
      return conditional(c, () => visitMatch(c, s));
    case "Raise": {
      let n = 0;
      if (s.exc) {
        visitExpr(c, s.exc);
        n++;
        if (s.cause) {
          visitExpr(c, s.cause);
          n++;
        }
      }
      c.addopI(locOf(s), O.RAISE_VARARGS, n);
      return;
    }
    case "Try":
      return conditional(c, () => (s.finalbody.length ? visitTryFinally(c, s) : visitTryExcept(c, s)));
    case "TryStar":
      return conditional(c, () => (s.finalbody.length ? visitTryFinally(c, s) : visitTryStarExcept(c, s)));
    case "Assert":
      return visitAssert(c, s);
    case "Import":
      return visitImport(c, s);
    case "ImportFrom":
      return visitImportFrom(c, s);
    case "Global":
    case "Nonlocal":
      return;
    case "Expr":
      return visitStmtExpr(c, locOf(s), s.value);
    case "Pass":
      c.addop(locOf(s), O.NOP);
      return;
    case "Break":
      return visitBreak(c, locOf(s));
    case "Continue":
      return visitContinue(c, locOf(s));
    case "With":
    case "AsyncWith":
      return conditional(c, () => visitWithInner(c, s, 0));
  }
}

void isConstantSlice;
