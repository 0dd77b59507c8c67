/**
 * Comprehensions (codegen.c `codegen_comprehension` and the generator helpers): list, set and
 * dict comprehensions are inlined into the enclosing code (PEP 709) with their bound names
 * pushed and restored around them; generator expressions (and comprehensions in class-visible
 * annotation scopes) become nested code objects called with the outermost iterator.
 */
import type * as ast from "@pyts/parser";
import { None } from "../codeObject.js";
import { O } from "../flowgraph/ops.js";
import { CELL, DEF_LOCAL, DEF_NONLOCAL, FREE, SCOPE_OFFSET, type SymtableEntry } from "../symtable/symtable.js";
import { locOf, type Compiler } from "./compiler.js";
import { NO_LOCATION, type Location } from "./instrSequence.js";
import { addYieldFrom, addopYield, jumpIf, visitExpr } from "./expr.js";
import { makeClosure, wrapInStopiterationHandler } from "./function.js";

type CompType = "genexp" | "list" | "set" | "dict";

interface InlinedState {
  pushedLocals: string[] | null;
  tempSymbols: Map<string, number> | null;
  fastHidden: Set<string> | null;
  cleanup: number;
}

function comprehensionGenerator(c: Compiler, loc: Location, gens: ast.comprehension[], genIndex: number, depth: number, elt: ast.expr, val: ast.expr | null, type: CompType, iterOnStack: boolean): void {
  const gen = gens[genIndex]!;
  if (gen.is_async) asyncComprehensionGenerator(c, loc, gens, genIndex, depth, elt, val, type, iterOnStack);
  else syncComprehensionGenerator(c, loc, gens, genIndex, depth, elt, val, type, iterOnStack);
}

function emitElement(c: Compiler, elt: ast.expr, val: ast.expr | null, type: CompType, depth: number): Location {
  let eltLoc = locOf(elt);
  switch (type) {
    case "genexp":
      visitExpr(c, elt);
      addopYield(c, eltLoc);
      c.addop(eltLoc, O.POP_TOP);
      break;
    case "list":
      visitExpr(c, elt);
      c.addopI(eltLoc, O.LIST_APPEND, depth + 1);
      break;
    case "set":
      visitExpr(c, elt);
      c.addopI(eltLoc, O.SET_ADD, depth + 1);
      break;
    case "dict":
      visitExpr(c, elt);
      visitExpr(c, val!);
      eltLoc = { lineno: elt.lineno, end_lineno: val!.end_lineno, col_offset: elt.col_offset, end_col_offset: val!.end_col_offset };
      c.addopI(eltLoc, O.MAP_ADD, depth + 1);
      break;
  }
  return eltLoc;
}

function syncComprehensionGenerator(c: Compiler, loc: Location, gens: ast.comprehension[], genIndex: number, depth: number, elt: ast.expr, val: ast.expr | null, type: CompType, iterOnStack: boolean): void {
  let start = c.newLabel();
  const ifCleanup = c.newLabel();
  const anchor = c.newLabel();
  const gen = gens[genIndex]!;
  if (!iterOnStack) {
    if (genIndex === 0) {
      c.addopI(loc, O.LOAD_FAST, 0);
    } else {
      const elts = gen.iter._type === "List" || gen.iter._type === "Tuple" ? gen.iter.elts : null;
      if (elts && elts.length === 1 && elts[0]!._type !== "Starred") {
        visitExpr(c, elts[0]!);
        start = -1;
      }
      if (start >= 0) {
        visitExpr(c, gen.iter);
        c.addop(locOf(gen.iter), O.GET_ITER);
      }
    }
  }
  if (start >= 0) {
    depth++;
    c.useLabel(start);
    c.addopJ(locOf(gen.iter), O.FOR_ITER, anchor);
  }
  visitExpr(c, gen.target);
  for (const e of gen.ifs) jumpIf(c, loc, e, ifCleanup, false);
  if (++genIndex < gens.length) comprehensionGenerator(c, loc, gens, genIndex, depth, elt, val, type, false);
  let eltLoc = locOf(elt);
  if (genIndex >= gens.length) eltLoc = emitElement(c, elt, val, type, depth);
  c.useLabel(ifCleanup);
  if (start >= 0) {
    c.addopJ(eltLoc, O.JUMP, start);
    c.useLabel(anchor);
    c.addop(NO_LOCATION, O.END_FOR);
    c.addop(NO_LOCATION, O.POP_ITER);
  }
}

function asyncComprehensionGenerator(c: Compiler, loc: Location, gens: ast.comprehension[], genIndex: number, depth: number, elt: ast.expr, val: ast.expr | null, type: CompType, iterOnStack: boolean): void {
  const start = c.newLabel();
  const send = c.newLabel();
  const except = c.newLabel();
  const ifCleanup = c.newLabel();
  const gen = gens[genIndex]!;
  if (!iterOnStack) {
    if (genIndex === 0) c.addopI(loc, O.LOAD_FAST, 0);
    else {
      visitExpr(c, gen.iter);
      c.addop(locOf(gen.iter), O.GET_AITER);
    }
  }
  c.useLabel(start);
  c.pushFBlock(loc, "ASYNC_COMPREHENSION_GENERATOR", start, -1, null);
  c.addopJ(loc, O.SETUP_FINALLY, except);
  c.addop(loc, O.GET_ANEXT);
  c.loadConst(loc, None);
  c.useLabel(send);
  addYieldFrom(c, loc, true);
  c.addop(loc, O.POP_BLOCK);
  visitExpr(c, gen.target);
  for (const e of gen.ifs) jumpIf(c, loc, e, ifCleanup, false);
  depth++;
  if (++genIndex < gens.length) comprehensionGenerator(c, loc, gens, genIndex, depth, elt, val, type, false);
  let eltLoc = locOf(elt);
  if (genIndex >= gens.length) eltLoc = emitElement(c, elt, val, type, depth);
  c.useLabel(ifCleanup);
  c.addopJ(eltLoc, O.JUMP, start);
  c.popFBlock();
  c.useLabel(except);
  c.addopJ(loc, O.END_ASYNC_FOR, send);
}

function tweakInlinedComprehensionScopes(c: Compiler, entry: SymtableEntry, state: InlinedState): void {
  const u = c.u;
  const inClassBlock = u.ste.type === "class" && !u.inInlinedComp;
  u.inInlinedComp++;
  for (const [k, symbol] of entry.symbols) {
    const scope = (symbol >> SCOPE_OFFSET) & 0xf;
    const outsymbol = u.ste.getSymbol(k);
    const outsc = (outsymbol >> SCOPE_OFFSET) & 0xf;
    if ((scope !== outsc && scope !== FREE && !(scope === CELL && outsc === FREE)) || inClassBlock) {
      state.tempSymbols ??= new Map();
      u.ste.symbols.set(k, symbol);
      state.tempSymbols.set(k, outsymbol);
    }
    if ((symbol & DEF_LOCAL && !(symbol & DEF_NONLOCAL)) || inClassBlock) {
      if (!u.ste.isFunctionLike()) {
        const orig = u.fasthidden.get(k);
        if (orig !== true) {
          u.fasthidden.set(k, true);
          state.fastHidden ??= new Set();
          state.fastHidden.add(k);
        }
      }
    }
  }
}

function pushInlinedComprehensionLocals(c: Compiler, loc: Location, comp: SymtableEntry, state: InlinedState): void {
  const inClassBlock = c.u.ste.type === "class" && !c.u.inInlinedComp;
  const outer = c.u.ste;
  for (const [k, symbol] of comp.symbols) {
    const scope = (symbol >> SCOPE_OFFSET) & 0xf;
    const outsc = (outer.getSymbol(k) >> SCOPE_OFFSET) & 0xf;
    if ((symbol & DEF_LOCAL && !(symbol & DEF_NONLOCAL)) || inClassBlock) {
      state.pushedLocals ??= [];
      c.addopName(loc, O.LOAD_FAST_AND_CLEAR, k, "varnames");
      if (scope === CELL) c.addopName(loc, O.MAKE_CELL, k, outsc === FREE ? "freevars" : "cellvars");
      state.pushedLocals.push(k);
    }
  }
  if (state.pushedLocals) {
    c.addopI(loc, O.SWAP, state.pushedLocals.length + 1);
    state.cleanup = c.newLabel();
    c.addopJ(loc, O.SETUP_FINALLY, state.cleanup);
  }
}

function restoreInlinedComprehensionLocals(c: Compiler, loc: Location, state: InlinedState): void {
  const n = state.pushedLocals!.length;
  c.addopI(loc, O.SWAP, n + 1);
  for (let i = n - 1; i >= 0; i--) c.addopName(loc, O.STORE_FAST_MAYBE_NULL, state.pushedLocals![i]!, "varnames");
}

function popInlinedComprehensionState(c: Compiler, loc: Location, state: InlinedState): void {
  if (state.pushedLocals) {
    c.addop(NO_LOCATION, O.POP_BLOCK);
    const end = c.newLabel();
    c.addopJ(NO_LOCATION, O.JUMP_NO_INTERRUPT, end);
    c.useLabel(state.cleanup);
    c.addopI(NO_LOCATION, O.SWAP, 2);
    c.addop(NO_LOCATION, O.POP_TOP);
    restoreInlinedComprehensionLocals(c, loc, state);
    c.addopI(NO_LOCATION, O.RERAISE, 0);
    c.useLabel(end);
    restoreInlinedComprehensionLocals(c, loc, state);
    state.pushedLocals = null;
  }
  c.u.inInlinedComp--;
  if (state.tempSymbols) for (const [k, v] of state.tempSymbols) c.u.ste.symbols.set(k, v);
  if (state.fastHidden) for (const k of state.fastHidden) c.u.fasthidden.set(k, false);
}

export function visitComprehension(c: Compiler, e: ast.GeneratorExp | ast.ListComp | ast.SetComp | ast.DictComp): void {
  const type: CompType = e._type === "GeneratorExp" ? "genexp" : e._type === "ListComp" ? "list" : e._type === "SetComp" ? "set" : "dict";
  const name = type === "genexp" ? "<genexpr>" : type === "list" ? "<listcomp>" : type === "set" ? "<setcomp>" : "<dictcomp>";
  const elt = e._type === "DictComp" ? e.key : e.elt;
  const val = e._type === "DictComp" ? e.value : null;
  const entry = c.st.lookup(e);
  const isInlined = entry.compInlined;
  const isAsyncComprehension = entry.coroutine;
  const loc = locOf(e);
  const outermost = e.generators[0]!;
  const state: InlinedState = { pushedLocals: null, tempSymbols: null, fastHidden: null, cleanup: -1 };
  if (isInlined) {
    visitExpr(c, outermost.iter);
    c.addop(locOf(outermost.iter), outermost.is_async ? O.GET_AITER : O.GET_ITER);
    tweakInlinedComprehensionScopes(c, entry, state);
    pushInlinedComprehensionLocals(c, loc, entry, state);
  } else {
    c.enterScope(name, "comprehension", e, e.lineno, null, { argcount: 1 });
  }
  if (type !== "genexp") {
    c.addopI(loc, type === "list" ? O.BUILD_LIST : type === "set" ? O.BUILD_SET : O.BUILD_MAP, 0);
    if (isInlined) c.addopI(loc, O.SWAP, 2);
  }
  comprehensionGenerator(c, loc, e.generators, 0, 0, elt, val, type, isInlined);
  if (isInlined) {
    popInlinedComprehensionState(c, loc, state);
    return;
  }
  if (type !== "genexp") c.addop(loc, O.RETURN_VALUE);
  if (type === "genexp") wrapInStopiterationHandler(c);
  const co = c.optimizeAndAssemble(true);
  c.exitScope();
  makeClosure(c, loc, co, 0);
  visitExpr(c, outermost.iter);
  c.addop(locOf(outermost.iter), outermost.is_async ? O.GET_AITER : O.GET_ITER);
  c.addopI(loc, O.CALL, 0);
  if (isAsyncComprehension && type !== "genexp") {
    c.addopI(loc, O.GET_AWAITABLE, 0);
    c.loadConst(loc, None);
    addYieldFrom(c, loc, true);
  }
}
