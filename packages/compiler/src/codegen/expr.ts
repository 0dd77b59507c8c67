/**
 * Expressions (codegen.c `codegen_visit_expr` and helpers): names, constants, operators,
 * comparisons and conditional jumps (`jumpIf`), boolean operators, containers with star
 * unpacking, subscripts and slices, attributes (with the zero-argument `super()` forms),
 * f-strings and t-strings, yield/await.
 */
import type * as ast from "@pyts/parser";
import type { PyConst } from "../codeObject.js";
import { None } from "../codeObject.js";
import { O } from "../flowgraph/ops.js";
import { GLOBAL_IMPLICIT, FREE } from "../symtable/symtable.js";
import { astConstToPy, locOf, type Compiler } from "./compiler.js";
import { NO_LOCATION, type Location } from "./instrSequence.js";
import { visitCall, callHelper } from "./call.js";
import { visitComprehension } from "./comprehension.js";
import { visitLambda } from "./function.js";
import { checkCompare, checkIndex, checkSubscripter } from "./checks.js";

export const STACK_USE_GUIDELINE = 30;

const NB: Record<string, number> = {
  Add: 0, BitAnd: 1, FloorDiv: 2, LShift: 3, MatMult: 4, Mult: 5, Mod: 6, BitOr: 7, Pow: 8, RShift: 9, Sub: 10, Div: 11, BitXor: 12,
};
export const NB_SUBSCR = 26;

export function binaryOparg(op: ast.operator, inplace: boolean): number {
  return NB[op._type]! + (inplace ? 13 : 0);
}

const Py_LT = 0, Py_LE = 1, Py_EQ = 2, Py_NE = 3, Py_GT = 4, Py_GE = 5;
const COMPARE_MASKS = [2, 2 | 8, 8, 1 | 2 | 4, 4, 4 | 8];

export function addCompare(c: Compiler, loc: Location, op: ast.cmpop): void {
  let cmp: number;
  switch (op._type) {
    case "Eq": cmp = Py_EQ; break;
    case "NotEq": cmp = Py_NE; break;
    case "Lt": cmp = Py_LT; break;
    case "LtE": cmp = Py_LE; break;
    case "Gt": cmp = Py_GT; break;
    case "GtE": cmp = Py_GE; break;
    case "Is": c.addopI(loc, O.IS_OP, 0); return;
    case "IsNot": c.addopI(loc, O.IS_OP, 1); return;
    case "In": c.addopI(loc, O.CONTAINS_OP, 0); return;
    case "NotIn": c.addopI(loc, O.CONTAINS_OP, 1); return;
  }
  c.addopI(loc, O.COMPARE_OP, (cmp << 5) | COMPARE_MASKS[cmp]!);
}

export function compareOparg(op: "Gt" | "GtE" | "Eq"): number {
  const cmp = op === "Gt" ? Py_GT : op === "GtE" ? Py_GE : Py_EQ;
  return (cmp << 5) | COMPARE_MASKS[cmp]!;
}

export function jumpIf(c: Compiler, loc: Location, e: ast.expr, next: number, cond: boolean): void {
  switch (e._type) {
    case "UnaryOp":
      if (e.op._type === "Not") return jumpIf(c, loc, e.operand, next, !cond);
      break;
    case "BoolOp": {
      const s = e.values;
      const n = s.length - 1;
      const cond2 = e.op._type === "Or";
      let next2 = next;
      if (cond2 !== cond) next2 = c.newLabel();
      for (let i = 0; i < n; i++) jumpIf(c, loc, s[i]!, next2, cond2);
      jumpIf(c, loc, s[n]!, next, cond);
      if (next2 !== next) c.useLabel(next2);
      return;
    }
    case "IfExp": {
      const end = c.newLabel();
      const next2 = c.newLabel();
      jumpIf(c, loc, e.test, next2, false);
      jumpIf(c, loc, e.body, next, cond);
      c.addopJ(NO_LOCATION, O.JUMP_NO_INTERRUPT, end);
      c.useLabel(next2);
      jumpIf(c, loc, e.orelse, next, cond);
      c.useLabel(end);
      return;
    }
    case "Compare": {
      const n = e.ops.length - 1;
      if (n > 0) {
        checkCompare(c, e);
        const cleanup = c.newLabel();
        const l = locOf(e);
        visitExpr(c, e.left);
        for (let i = 0; i < n; i++) {
          visitExpr(c, e.comparators[i]!);
          c.addopI(l, O.SWAP, 2);
          c.addopI(l, O.COPY, 2);
          addCompare(c, l, e.ops[i]!);
          c.addop(l, O.TO_BOOL);
          c.addopJ(l, O.POP_JUMP_IF_FALSE, cleanup);
        }
        visitExpr(c, e.comparators[n]!);
        addCompare(c, l, e.ops[n]!);
        c.addop(l, O.TO_BOOL);
        c.addopJ(l, cond ? O.POP_JUMP_IF_TRUE : O.POP_JUMP_IF_FALSE, next);
        const end = c.newLabel();
        c.addopJ(NO_LOCATION, O.JUMP_NO_INTERRUPT, end);
        c.useLabel(cleanup);
        c.addop(l, O.POP_TOP);
        if (!cond) c.addopJ(NO_LOCATION, O.JUMP_NO_INTERRUPT, next);
        c.useLabel(end);
        return;
      }
      break;
    }
  }
  visitExpr(c, e);
  c.addop(locOf(e), O.TO_BOOL);
  c.addopJ(locOf(e), cond ? O.POP_JUMP_IF_TRUE : O.POP_JUMP_IF_FALSE, next);
}

function visitIfExp(c: Compiler, e: ast.IfExp): void {
  const end = c.newLabel();
  const next = c.newLabel();
  jumpIf(c, locOf(e), e.test, next, false);
  visitExpr(c, e.body);
  c.addopJ(NO_LOCATION, O.JUMP_NO_INTERRUPT, end);
  c.useLabel(next);
  visitExpr(c, e.orelse);
  c.useLabel(end);
}

function visitBoolOp(c: Compiler, e: ast.BoolOp): void {
  const loc = locOf(e);
  const jumpi = e.op._type === "And" ? O.JUMP_IF_FALSE : O.JUMP_IF_TRUE;
  const end = c.newLabel();
  const s = e.values;
  const n = s.length - 1;
  for (let i = 0; i < n; i++) {
    visitExpr(c, s[i]!);
    c.addopJ(loc, jumpi, end);
    c.addop(loc, O.POP_TOP);
  }
  visitExpr(c, s[n]!);
  c.useLabel(end);
}

export function starunpackHelper(
  c: Compiler, loc: Location, elts: ast.expr[], injectedArg: string | null, pushed: number,
  build: number, add: number, extend: number, tuple: boolean,
): void {
  let n = elts.length;
  const big = n + pushed + (injectedArg ? 1 : 0) > STACK_USE_GUIDELINE;
  const seenStar = elts.some((e) => e._type === "Starred");
  if (!seenStar && !big) {
    for (const e of elts) visitExpr(c, e);
    if (injectedArg) {
      c.nameop(loc, injectedArg, "Load");
      n++;
    }
    c.addopI(loc, tuple ? O.BUILD_TUPLE : build, n + pushed);
    return;
  }
  let sequenceBuilt = false;
  if (big) {
    c.addopI(loc, build, pushed);
    sequenceBuilt = true;
  }
  elts.forEach((elt, i) => {
    if (elt._type === "Starred") {
      if (!sequenceBuilt) {
        c.addopI(loc, build, i + pushed);
        sequenceBuilt = true;
      }
      visitExpr(c, elt.value);
      c.addopI(loc, extend, 1);
    } else {
      visitExpr(c, elt);
      if (sequenceBuilt) c.addopI(loc, add, 1);
    }
  });
  if (injectedArg) {
    c.nameop(loc, injectedArg, "Load");
    c.addopI(loc, add, 1);
  }
  if (tuple) c.addopI(loc, O.CALL_INTRINSIC_1, 6 /* INTRINSIC_LIST_TO_TUPLE */);
}

function unpackHelper(c: Compiler, loc: Location, elts: ast.expr[]): void {
  const n = elts.length;
  let seenStar = false;
  elts.forEach((elt, i) => {
    if (elt._type === "Starred" && !seenStar) {
      if (i >= 1 << 8 || n - i - 1 >= 0x7fffffff >> 8) c.error(loc, "too many expressions in star-unpacking assignment");
      c.addopI(loc, O.UNPACK_EX, i + ((n - i - 1) << 8));
      seenStar = true;
    } else if (elt._type === "Starred") {
      c.error(loc, "multiple starred expressions in assignment");
    }
  });
  if (!seenStar) c.addopI(loc, O.UNPACK_SEQUENCE, n);
}

function assignmentHelper(c: Compiler, loc: Location, elts: ast.expr[]): void {
  unpackHelper(c, loc, elts);
  for (const elt of elts) visitExpr(c, elt._type !== "Starred" ? elt : elt.value);
}

function subdict(c: Compiler, e: ast.Dict, begin: number, end: number): void {
  const n = end - begin;
  const big = n * 2 > STACK_USE_GUIDELINE;
  const loc = locOf(e);
  if (big) c.addopI(loc, O.BUILD_MAP, 0);
  for (let i = begin; i < end; i++) {
    visitExpr(c, e.keys[i]!);
    visitExpr(c, e.values[i]!);
    if (big) c.addopI(loc, O.MAP_ADD, 1);
  }
  if (!big) c.addopI(loc, O.BUILD_MAP, n);
}

function visitDict(c: Compiler, e: ast.Dict): void {
  const loc = locOf(e);
  const n = e.values.length;
  let haveDict = false;
  let elements = 0;
  for (let i = 0; i < n; i++) {
    const isUnpacking = e.keys[i] === null;
    if (isUnpacking) {
      if (elements) {
        subdict(c, e, i - elements, i);
        if (haveDict) c.addopI(loc, O.DICT_UPDATE, 1);
        haveDict = true;
        elements = 0;
      }
      if (!haveDict) {
        c.addopI(loc, O.BUILD_MAP, 0);
        haveDict = true;
      }
      visitExpr(c, e.values[i]!);
      c.addopI(loc, O.DICT_UPDATE, 1);
    } else if (elements * 2 > STACK_USE_GUIDELINE) {
      subdict(c, e, i - elements, i + 1);
      if (haveDict) c.addopI(loc, O.DICT_UPDATE, 1);
      haveDict = true;
      elements = 0;
    } else {
      elements++;
    }
  }
  if (elements) {
    subdict(c, e, n - elements, n);
    if (haveDict) c.addopI(loc, O.DICT_UPDATE, 1);
    haveDict = true;
  }
  if (!haveDict) c.addopI(loc, O.BUILD_MAP, 0);
}

function visitCompare(c: Compiler, e: ast.Compare): void {
  const loc = locOf(e);
  checkCompare(c, e);
  visitExpr(c, e.left);
  const n = e.ops.length - 1;
  if (n === 0) {
    visitExpr(c, e.comparators[0]!);
    addCompare(c, loc, e.ops[0]!);
    return;
  }
  const cleanup = c.newLabel();
  for (let i = 0; i < n; i++) {
    visitExpr(c, e.comparators[i]!);
    c.addopI(loc, O.SWAP, 2);
    c.addopI(loc, O.COPY, 2);
    addCompare(c, loc, e.ops[i]!);
    c.addopI(loc, O.COPY, 1);
    c.addop(loc, O.TO_BOOL);
    c.addopJ(loc, O.POP_JUMP_IF_FALSE, cleanup);
    c.addop(loc, O.POP_TOP);
  }
  visitExpr(c, e.comparators[n]!);
  addCompare(c, loc, e.ops[n]!);
  const end = c.newLabel();
  c.addopJ(NO_LOCATION, O.JUMP_NO_INTERRUPT, end);
  c.useLabel(cleanup);
  c.addopI(loc, O.SWAP, 2);
  c.addop(loc, O.POP_TOP);
  c.useLabel(end);
}

/** `update_start_location_to_match_attr`. */
export function updateStartLocationToMatchAttr(loc: Location, attr: ast.Attribute): Location {
  if (loc.lineno !== attr.end_lineno) {
    let lineno = attr.end_lineno;
    let col = loc.col_offset;
    let endCol = loc.end_col_offset;
    const len = [...attr.attr].length;
    if (len <= attr.end_col_offset) col = attr.end_col_offset - len;
    else {
      col = -1;
      endCol = -1;
    }
    const endLineno = Math.max(lineno, loc.end_lineno);
    if (lineno === endLineno) endCol = Math.max(col, endCol);
    return { lineno, end_lineno: endLineno, col_offset: col, end_col_offset: endCol };
  }
  return loc;
}

/** `can_optimize_super_call`. */
export function canOptimizeSuperCall(c: Compiler, attr: ast.Attribute): boolean {
  const e = attr.value;
  if (e._type !== "Call" || e.func._type !== "Name" || e.func.id !== "super" || attr.attr === "__class__" || e.keywords.length !== 0) return false;
  const numArgs = e.args.length;
  const superName = e.func.id;
  if (c.u.ste.getScope(superName) !== GLOBAL_IMPLICIT) return false;
  if (c.st.top.getScope(superName) !== 0) return false;
  if (numArgs === 2) return !e.args.some((a) => a._type === "Starred");
  if (numArgs !== 0) return false;
  if (c.u.argcount === 0 && c.u.posonlyargcount === 0) return false;
  return c.getRefType("__class__") === FREE;
}

export function loadArgsForSuper(c: Compiler, e: ast.Call): void {
  const loc = locOf(e);
  c.nameop(locOf(e.func), (e.func as ast.Name).id, "Load");
  if (e.args.length === 2) {
    visitExpr(c, e.args[0]!);
    visitExpr(c, e.args[1]!);
    return;
  }
  c.nameop(loc, "__class__", "Load");
  c.nameop(loc, c.u.varnames.keys()[0]!, "Load");
}

function maybeAddStaticAttributeToClass(c: Compiler, e: ast.Attribute): void {
  if (e.value._type !== "Name" || e.ctx._type !== "Store" || e.value.id !== "self") return;
  for (let i = c.stack.length; i >= 0; i--) {
    const u = i === c.stack.length ? c.u : c.stack[i]!;
    if (u.scopeType === "class") {
      u.staticAttributes!.add(e.attr);
      break;
    }
  }
}

function visitAttribute(c: Compiler, e: ast.Attribute): void {
  let loc = locOf(e);
  if (e.ctx._type === "Load" && canOptimizeSuperCall(c, e)) {
    const call = e.value as ast.Call;
    loadArgsForSuper(c, call);
    c.addopName(loc, call.args.length ? O.LOAD_SUPER_ATTR : "LOAD_ZERO_SUPER_ATTR", e.attr);
    loc = updateStartLocationToMatchAttr(loc, e);
    c.addop(loc, O.NOP);
    return;
  }
  maybeAddStaticAttributeToClass(c, e);
  visitExpr(c, e.value);
  loc = updateStartLocationToMatchAttr(locOf(e), e);
  switch (e.ctx._type) {
    case "Load": c.addopName(loc, O.LOAD_ATTR, e.attr); break;
    case "Store": c.addopName(loc, O.STORE_ATTR, e.attr); break;
    case "Del": c.addopName(loc, O.DELETE_ATTR, e.attr); break;
  }
}

export function isConstantSlice(s: ast.expr): boolean {
  return s._type === "Slice" && (s.lower === null || s.lower._type === "Constant") && (s.upper === null || s.upper._type === "Constant") && (s.step === null || s.step._type === "Constant");
}

export function shouldApplyTwoElementSliceOptimization(s: ast.expr): boolean {
  return !isConstantSlice(s) && s._type === "Slice" && s.step === null;
}

export function sliceTwoParts(c: Compiler, s: ast.Slice): void {
  if (s.lower) visitExpr(c, s.lower);
  else c.loadConst(locOf(s), None);
  if (s.upper) visitExpr(c, s.upper);
  else c.loadConst(locOf(s), None);
}

function visitSlice(c: Compiler, s: ast.Slice): void {
  if (isConstantSlice(s)) {
    const v = (x: ast.expr | null): PyConst => (x ? astConstToPy((x as ast.Constant).value) : None);
    c.loadConst(locOf(s), { type: "slice", start: v(s.lower), stop: v(s.upper), step: v(s.step) });
    return;
  }
  sliceTwoParts(c, s);
  let n = 2;
  if (s.step) {
    n++;
    visitExpr(c, s.step);
  }
  c.addopI(locOf(s), O.BUILD_SLICE, n);
}

function visitSubscript(c: Compiler, e: ast.Subscript): void {
  const loc = locOf(e);
  const ctx = e.ctx._type;
  if (ctx === "Load") {
    checkSubscripter(c, e.value);
    checkIndex(c, e.value, e.slice);
  }
  visitExpr(c, e.value);
  if (shouldApplyTwoElementSliceOptimization(e.slice) && ctx !== "Del") {
    sliceTwoParts(c, e.slice as ast.Slice);
    c.addop(loc, ctx === "Load" ? O.BINARY_SLICE : O.STORE_SLICE);
    return;
  }
  visitExpr(c, e.slice);
  if (ctx === "Load") c.addopI(loc, O.BINARY_OP, NB_SUBSCR);
  else if (ctx === "Store") c.addop(loc, O.STORE_SUBSCR);
  else c.addop(loc, O.DELETE_SUBSCR);
}

export function addopYield(c: Compiler, loc: Location): void {
  const ste = c.u.ste;
  if (ste.generator && ste.coroutine) c.addopI(loc, O.CALL_INTRINSIC_1, 4 /* INTRINSIC_ASYNC_GEN_WRAP */);
  c.addopI(loc, O.YIELD_VALUE, 0);
  c.addopI(loc, O.RESUME, 1 /* RESUME_AFTER_YIELD */);
}

export function addYieldFrom(c: Compiler, loc: Location, isAwait: boolean): void {
  const send = c.newLabel();
  const fail = c.newLabel();
  const exit = c.newLabel();
  c.useLabel(send);
  c.addopJ(loc, O.SEND, exit);
  c.addopJ(loc, O.SETUP_FINALLY, fail);
  c.addopI(loc, O.YIELD_VALUE, 1);
  c.addop(NO_LOCATION, O.POP_BLOCK);
  c.addopI(loc, O.RESUME, isAwait ? 3 : 2);
  c.addopJ(loc, O.JUMP_NO_INTERRUPT, send);
  c.useLabel(fail);
  c.addop(loc, O.CLEANUP_THROW);
  c.useLabel(exit);
  c.addop(loc, O.END_SEND);
}

function visitJoinedStr(c: Compiler, e: ast.JoinedStr): void {
  const loc = locOf(e);
  const n = e.values.length;
  if (n > STACK_USE_GUIDELINE) {
    c.loadConst(loc, { type: "str", value: "" });
    c.addopName(loc, "LOAD_METHOD", "join");
    c.addopI(loc, O.BUILD_LIST, 0);
    for (const v of e.values) {
      visitExpr(c, v);
      c.addopI(loc, O.LIST_APPEND, 1);
    }
    c.addopI(loc, O.CALL, 1);
    return;
  }
  for (const v of e.values) visitExpr(c, v);
  if (n > 1) c.addopI(loc, O.BUILD_STRING, n);
  else if (n === 0) c.loadConst(loc, { type: "str", value: "" });
}

function conversionOparg(conv: number): number {
  switch (conv) {
    case 115: return 1; // 's'
    case 114: return 2; // 'r'
    case 97: return 3; // 'a'
    default: throw new Error(`SystemError: Unrecognized conversion character ${conv}`);
  }
}

function visitFormattedValue(c: Compiler, e: ast.FormattedValue): void {
  visitExpr(c, e.value);
  const loc = locOf(e);
  if (e.conversion !== -1) c.addopI(loc, O.CONVERT_VALUE, conversionOparg(e.conversion));
  if (e.format_spec) {
    visitExpr(c, e.format_spec);
    c.addop(loc, O.FORMAT_WITH_SPEC);
  } else c.addop(loc, O.FORMAT_SIMPLE);
}

function visitTemplateStr(c: Compiler, e: ast.TemplateStr): void {
  const loc = locOf(e);
  let lastWasInterpolation = true;
  let stringslen = 0;
  for (const v of e.values) {
    if (v._type === "Interpolation") {
      if (lastWasInterpolation) {
        c.loadConst(loc, { type: "str", value: "" });
        stringslen++;
      }
      lastWasInterpolation = true;
    } else {
      visitExpr(c, v);
      stringslen++;
      lastWasInterpolation = false;
    }
  }
  if (lastWasInterpolation) {
    c.loadConst(loc, { type: "str", value: "" });
    stringslen++;
  }
  c.addopI(loc, O.BUILD_TUPLE, stringslen);
  let n = 0;
  for (const v of e.values) {
    if (v._type === "Interpolation") {
      visitExpr(c, v);
      n++;
    }
  }
  c.addopI(loc, O.BUILD_TUPLE, n);
  c.addop(loc, O.BUILD_TEMPLATE);
}

function visitInterpolation(c: Compiler, e: ast.Interpolation): void {
  const loc = locOf(e);
  visitExpr(c, e.value);
  c.loadConst(loc, astConstToPy(e.str));
  let oparg = 2;
  if (e.format_spec) {
    oparg++;
    visitExpr(c, e.format_spec);
  }
  if (e.conversion !== -1) oparg |= conversionOparg(e.conversion) << 2;
  c.addopI(loc, O.BUILD_INTERPOLATION, oparg);
}

export function visitExpr(c: Compiler, e: ast.expr): void {
  const loc = locOf(e);
  switch (e._type) {
    case "NamedExpr":
      visitExpr(c, e.value);
      c.addopI(loc, O.COPY, 1);
      visitExpr(c, e.target);
      break;
    case "BoolOp":
      return visitBoolOp(c, e);
    case "BinOp":
      visitExpr(c, e.left);
      visitExpr(c, e.right);
      c.addopI(loc, O.BINARY_OP, binaryOparg(e.op, false));
      break;
    case "UnaryOp":
      visitExpr(c, e.operand);
      if (e.op._type === "UAdd") c.addopI(loc, O.CALL_INTRINSIC_1, 5 /* INTRINSIC_UNARY_POSITIVE */);
      else if (e.op._type === "Not") {
        c.addop(loc, O.TO_BOOL);
        c.addop(loc, O.UNARY_NOT);
      } else c.addop(loc, e.op._type === "Invert" ? O.UNARY_INVERT : O.UNARY_NEGATIVE);
      break;
    case "Lambda":
      return visitLambda(c, e);
    case "IfExp":
      return visitIfExp(c, e);
    case "Dict":
      return visitDict(c, e);
    case "Set":
      return starunpackHelper(c, loc, e.elts, null, 0, O.BUILD_SET, O.SET_ADD, O.SET_UPDATE, false);
    case "GeneratorExp":
    case "ListComp":
    case "SetComp":
    case "DictComp":
      return visitComprehension(c, e);
    case "Yield":
      if (!c.isFunctionLike()) c.error(loc, "'yield' outside function");
      if (e.value) visitExpr(c, e.value);
      else c.loadConst(loc, None);
      addopYield(c, loc);
      break;
    case "YieldFrom":
      if (!c.isFunctionLike()) c.error(loc, "'yield from' outside function");
      if (c.u.scopeType === "async_function") c.error(loc, "'yield from' inside async function");
      visitExpr(c, e.value);
      c.addop(loc, O.GET_YIELD_FROM_ITER);
      c.loadConst(loc, None);
      addYieldFrom(c, loc, false);
      break;
    case "Await":
      visitExpr(c, e.value);
      c.addopI(loc, O.GET_AWAITABLE, 0);
      c.loadConst(loc, None);
      addYieldFrom(c, loc, true);
      break;
    case "Compare":
      return visitCompare(c, e);
    case "Call":
      return visitCall(c, e);
    case "Constant":
      c.loadConst(loc, astConstToPy(e.value));
      break;
    case "JoinedStr":
      return visitJoinedStr(c, e);
    case "TemplateStr":
      return visitTemplateStr(c, e);
    case "FormattedValue":
      return visitFormattedValue(c, e);
    case "Interpolation":
      return visitInterpolation(c, e);
    case "Attribute":
      return visitAttribute(c, e);
    case "Subscript":
      return visitSubscript(c, e);
    case "Starred":
      if (e.ctx._type === "Store") c.error(loc, "starred assignment target must be in a list or tuple");
      c.error(loc, "can't use starred expression here");
      break;
    case "Slice":
      return visitSlice(c, e);
    case "Name":
      return c.nameop(loc, e.id, e.ctx._type);
    case "List":
      if (e.ctx._type === "Store") return assignmentHelper(c, loc, e.elts);
      if (e.ctx._type === "Load") return starunpackHelper(c, loc, e.elts, null, 0, O.BUILD_LIST, O.LIST_APPEND, O.LIST_EXTEND, false);
      for (const x of e.elts) visitExpr(c, x);
      break;
    case "Tuple":
      if (e.ctx._type === "Store") return assignmentHelper(c, loc, e.elts);
      if (e.ctx._type === "Load") return starunpackHelper(c, loc, e.elts, null, 0, O.BUILD_LIST, O.LIST_APPEND, O.LIST_EXTEND, true);
      for (const x of e.elts) visitExpr(c, x);
      break;
  }
}

export { callHelper };
