/**
 * The CFG passes of Python/flowgraph.c, in 3.14's order: `optimizeCodeUnit` (inline small exit
 * blocks, unreachable code, line numbers, constant loads and folding, jump threading, swaps,
 * nop/jump cleanup, unused constants, LOAD_FAST_CHECK, superinstructions, cold blocks) and
 * `optimizedCfgToInstructionSequence` (pseudo jumps, stack depth, localsplus prefix, pseudo ops,
 * jump direction, borrowed loads).
 */
import type { PyConst } from "../codeObject.js";
import { False, True } from "../codeObject.js";
import { NO_LOCATION, type InstructionSequence } from "../codegen/instrSequence.js";
import { ConstIndex } from "../codegen/constCache.js";
import {
  BasicBlock, CfgBuilder, cfgToInstructionSequence, copyInstr, labelExceptionTargets, markExceptHandlers,
  nextNonemptyBlock, translateJumpLabelsToTargets, type CfgInstr,
} from "./cfg.js";
import { O, hasConst, hasEvalBreak, hasJump, hasTarget, isBlockPush, isConditionalJump, isScopeExit, isUnconditionalJump, netEffect, numPopped, numPushed } from "./ops.js";
import { constTruth, evalBinop, evalUnary, isSmallInt, makeFrozenset } from "./fold.js";

/** The constants of the unit being optimized, as a growable list deduplicated by key. */
export class ConstList {
  private index: ConstIndex | null = null;
  private list: PyConst[];
  constructor(items: PyConst[]) {
    this.list = items;
  }
  get items(): PyConst[] {
    return this.list;
  }
  set items(v: PyConst[]) {
    this.list = v;
    this.index = null;
  }
  add(c: PyConst): number {
    if (!this.index) {
      const index = new ConstIndex();
      this.list.forEach((x, i) => {
        if (index.get(x) === undefined) index.set(x, i);
      });
      this.index = index;
    }
    const i = this.index.get(c);
    if (i !== undefined) return i;
    this.list.push(c);
    this.index.set(c, this.list.length - 1);
    return this.list.length - 1;
  }
}

const setOp0 = (i: CfgInstr, op: number): void => {
  i.opcode = op;
  i.oparg = 0;
};
const setOp1 = (i: CfgInstr, op: number, arg: number): void => {
  i.opcode = op;
  i.oparg = arg;
};

function resetVisited(g: CfgBuilder): void {
  for (let b: BasicBlock | null = g.entryblock; b; b = b.next) b.visited = false;
}

function checkCfg(g: CfgBuilder): void {
  for (let b: BasicBlock | null = g.entryblock; b; b = b.next) {
    const instrs = b.instrs;
    for (let i = 0; i < instrs.length - 1; i++) {
      const op = instrs[i]!.opcode;
      if (hasJump(op) || isScopeExit(op)) throw new Error("SystemError: malformed control flow graph.");
    }
  }
}

function removeUnreachable(g: CfgBuilder): void {
  for (let b: BasicBlock | null = g.entryblock; b; b = b.next) b.predecessors = 0;
  resetVisited(g);
  const stack: BasicBlock[] = [g.entryblock];
  g.entryblock.predecessors = 1;
  g.entryblock.visited = true;
  while (stack.length) {
    const b = stack.pop()!;
    if (b.next && b.hasFallthrough()) {
      if (!b.next.visited) {
        stack.push(b.next);
        b.next.visited = true;
      }
      b.next.predecessors++;
    }
    for (const instr of b.instrs) {
      if (hasJump(instr.opcode) || isBlockPush(instr.opcode)) {
        const t = instr.target!;
        if (!t.visited) {
          stack.push(t);
          t.visited = true;
        }
        t.predecessors++;
      }
    }
  }
  for (let b: BasicBlock | null = g.entryblock; b; b = b.next) {
    if (b.predecessors === 0) {
      b.compact([]);
      b.exceptHandler = false;
    }
  }
}

function basicblockRemoveRedundantNops(bb: BasicBlock): number {
  // Compacts in place: slot `dst` is written only after slot `src` >= dst was read.
  const instrs = bb.instrs;
  let dst = 0;
  let prevLineno = -1;
  const n = instrs.length;
  for (let src = 0; src < n; src++) {
    const instr = instrs[src]!;
    const lineno = instr.loc.lineno;
    if (instr.opcode === O.NOP) {
      if (lineno < 0) continue;
      if (prevLineno === lineno) continue;
      if (src < n - 1) {
        const nextLineno = instrs[src + 1]!.loc.lineno;
        if (nextLineno === lineno) continue;
        if (nextLineno < 0) {
          instrs[src + 1]!.loc = instr.loc;
          continue;
        }
      } else {
        const next = nextNonemptyBlock(bb.next);
        if (next) {
          let nextLoc = NO_LOCATION;
          for (const ni of next.instrs) {
            if (ni.opcode === O.NOP && ni.loc.lineno < 0) continue;
            nextLoc = ni.loc;
            break;
          }
          if (lineno === nextLoc.lineno) continue;
        }
      }
    }
    instrs[dst++] = instr;
    prevLineno = lineno;
  }
  bb.truncate(dst);
  return n - dst;
}

function removeRedundantNops(g: CfgBuilder): number {
  let changes = 0;
  for (let b: BasicBlock | null = g.entryblock; b; b = b.next) changes += basicblockRemoveRedundantNops(b);
  return changes;
}

function removeRedundantNopsAndPairs(g: CfgBuilder): void {
  let done = false;
  while (!done) {
    done = true;
    let prev: CfgInstr | null = null;
    let instr: CfgInstr | null = null;
    for (let b: BasicBlock | null = g.entryblock; b; b = b.next) {
      basicblockRemoveRedundantNops(b);
      if (b.label >= 0) instr = null;
      for (const cur of b.instrs) {
        prev = instr;
        instr = cur;
        const prevOp = prev ? prev.opcode : 0;
        const prevArg = prev ? prev.oparg : 0;
        let redundant = false;
        if (cur.opcode === O.POP_TOP) {
          if (prevOp === O.LOAD_CONST || prevOp === O.LOAD_SMALL_INT) redundant = true;
          else if (prevOp === O.COPY && prevArg === 1) redundant = true;
        }
        if (redundant) {
          setOp0(prev!, O.NOP);
          setOp0(cur, O.NOP);
          done = false;
        }
      }
      if ((instr && hasJump(instr.opcode)) || !b.hasFallthrough()) instr = null;
    }
  }
}

function removeRedundantJumps(g: CfgBuilder): number {
  let changes = 0;
  for (let b: BasicBlock | null = g.entryblock; b; b = b.next) {
    const last = b.last();
    if (!last) continue;
    if (isUnconditionalJump(last.opcode)) {
      const jumpTarget = nextNonemptyBlock(last.target);
      if (!jumpTarget) throw new Error("SystemError: jump with NULL target");
      const next = nextNonemptyBlock(b.next);
      if (jumpTarget === next) {
        changes++;
        setOp0(last, O.NOP);
      }
    }
  }
  return changes;
}

function removeRedundantNopsAndJumps(g: CfgBuilder): void {
  for (;;) {
    const nops = removeRedundantNops(g);
    const jumps = removeRedundantJumps(g);
    if (nops + jumps === 0) break;
  }
}

const hasNoLineno = (b: BasicBlock): boolean => b.instrs.every((i) => i.loc.lineno < 0);
const MAX_COPY_SIZE = 4;

function inlineSmallOrNoLinenoBlocks(g: CfgBuilder): void {
  let changes: boolean;
  do {
    changes = false;
    for (let bb: BasicBlock | null = g.entryblock; bb; bb = bb.next) {
      const last = bb.last();
      if (!last || !isUnconditionalJump(last.opcode)) continue;
      const target = last.target!;
      const smallExit = target.exitsScope() && target.instrs.length <= MAX_COPY_SIZE;
      const noLinenoNoFallthrough = hasNoLineno(target) && !target.hasFallthrough();
      if (smallExit || noLinenoNoFallthrough) {
        const removedJumpOpcode = last.opcode;
        setOp0(last, O.NOP);
        for (const i of target.instrs) bb.instrs.push(copyInstr(i));
        if (noLinenoNoFallthrough) {
          const nl = bb.last()!;
          if (isUnconditionalJump(nl.opcode) && removedJumpOpcode === O.JUMP) nl.opcode = O.JUMP;
        }
        target.predecessors--;
        changes = true;
      }
    }
  } while (changes);
}

function isExitOrEvalCheckWithoutLineno(b: BasicBlock): boolean {
  if (b.exitsScope() || b.instrs.some((i) => hasEvalBreak(i.opcode))) return hasNoLineno(b);
  return false;
}

function duplicateExitsWithoutLineno(g: CfgBuilder): void {
  let nextLbl = g.maxLabel() + 1;
  for (let b: BasicBlock | null = g.entryblock; b; b = b.next) {
    const last = b.last();
    if (!last) continue;
    if (hasJump(last.opcode)) {
      const target = nextNonemptyBlock(last.target)!;
      if (isExitOrEvalCheckWithoutLineno(target) && target.predecessors > 1) {
        const nt = g.newBlock();
        for (const i of target.instrs) nt.instrs.push(copyInstr(i));
        nt.instrs[0]!.loc = last.loc;
        last.target = nt;
        target.predecessors--;
        nt.predecessors = 1;
        nt.next = target.next;
        nt.label = nextLbl++;
        target.next = nt;
      }
    }
  }
  for (let b: BasicBlock | null = g.entryblock; b; b = b.next) {
    if (b.hasFallthrough() && b.next && b.instrs.length > 0) {
      if (isExitOrEvalCheckWithoutLineno(b.next)) b.next.instrs[0]!.loc = b.last()!.loc;
    }
  }
}

function propagateLineNumbers(g: CfgBuilder): void {
  for (let b: BasicBlock | null = g.entryblock; b; b = b.next) {
    const last = b.last();
    if (!last) continue;
    let prev = NO_LOCATION;
    for (const i of b.instrs) {
      if (i.loc.lineno === -1) i.loc = prev;
      else prev = i.loc;
    }
    if (b.hasFallthrough() && b.next!.predecessors === 1) {
      if (b.next!.instrs.length > 0 && b.next!.instrs[0]!.loc.lineno === -1) b.next!.instrs[0]!.loc = prev;
    }
    if (hasJump(last.opcode)) {
      const t = last.target!;
      if (t.predecessors === 1 && t.instrs.length && t.instrs[0]!.loc.lineno === -1) t.instrs[0]!.loc = prev;
    }
  }
}

function resolveLineNumbers(g: CfgBuilder): void {
  duplicateExitsWithoutLineno(g);
  propagateLineNumbers(g);
}

// ---- constants ----

const loadsConst = (op: number): boolean => op === O.LOAD_CONST || op === O.LOAD_SMALL_INT;

function getConstValue(op: number, oparg: number, consts: ConstList): PyConst {
  if (op === O.LOAD_SMALL_INT) return { type: "int", value: BigInt(oparg) };
  return consts.items[oparg]!;
}

function maybeMakeLoadSmallInt(instr: CfgInstr, c: PyConst): boolean {
  if (c.type === "int" && isSmallInt(c.value)) {
    setOp1(instr, O.LOAD_SMALL_INT, Number(c.value));
    return true;
  }
  return false;
}

function instrMakeLoadConst(instr: CfgInstr, c: PyConst, consts: ConstList): void {
  if (maybeMakeLoadSmallInt(instr, c)) return;
  setOp1(instr, O.LOAD_CONST, consts.add(c));
}

function getConstLoadingInstrs(bb: BasicBlock, start: number, size: number): CfgInstr[] | null {
  const out: CfgInstr[] = new Array(size);
  for (; start >= 0 && size > 0; start--) {
    const instr = bb.instrs[start]!;
    if (instr.opcode === O.NOP) continue;
    if (!loadsConst(instr.opcode)) return null;
    out[--size] = instr;
  }
  return size === 0 ? out : null;
}

function nopOut(instrs: CfgInstr[]): void {
  for (const i of instrs) {
    setOp0(i, O.NOP);
    i.loc = NO_LOCATION;
  }
}

const STACK_USE_GUIDELINE = 30;

function foldTupleOfConstants(bb: BasicBlock, i: number, consts: ConstList): void {
  const instr = bb.instrs[i]!;
  const n = instr.oparg;
  if (n > STACK_USE_GUIDELINE) return;
  const ins = getConstLoadingInstrs(bb, i - 1, n);
  if (!ins) return;
  const items = ins.map((x) => getConstValue(x.opcode, x.oparg, consts));
  nopOut(ins);
  instrMakeLoadConst(instr, { type: "tuple", items }, consts);
}

function foldConstantIntrinsicListToTuple(bb: BasicBlock, i: number, consts: ConstList): void {
  const intrinsic = bb.instrs[i]!;
  let constsFound = 0;
  let expectAppend = true;
  for (let pos = i - 1; pos >= 0; pos--) {
    const instr = bb.instrs[pos]!;
    const { opcode, oparg } = instr;
    if (opcode === O.NOP) continue;
    if (opcode === O.BUILD_LIST && oparg === 0) {
      if (!expectAppend) return;
      const items: PyConst[] = new Array(constsFound);
      for (let np = i - 1; np >= pos; np--) {
        const ins = bb.instrs[np]!;
        if (ins.opcode === O.NOP) continue;
        if (loadsConst(ins.opcode)) items[--constsFound] = getConstValue(ins.opcode, ins.oparg, consts);
        nopOut([ins]);
      }
      instrMakeLoadConst(intrinsic, { type: "tuple", items }, consts);
      return;
    }
    if (expectAppend) {
      if (opcode !== O.LIST_APPEND || oparg !== 1) return;
    } else {
      if (!loadsConst(opcode)) return;
      constsFound++;
    }
    expectAppend = !expectAppend;
  }
}

const MIN_CONST_SEQUENCE_SIZE = 3;

function optimizeListsAndSets(bb: BasicBlock, i: number, nextop: number, consts: ConstList): void {
  const instr = bb.instrs[i]!;
  const containsOrIter = nextop === O.GET_ITER || nextop === O.CONTAINS_OP;
  const n = instr.oparg;
  if (n > STACK_USE_GUIDELINE || (n < MIN_CONST_SEQUENCE_SIZE && !containsOrIter)) return;
  const ins = getConstLoadingInstrs(bb, i - 1, n);
  if (!ins) {
    if (containsOrIter && instr.opcode === O.BUILD_LIST) setOp1(instr, O.BUILD_TUPLE, instr.oparg);
    return;
  }
  const items = ins.map((x) => getConstValue(x.opcode, x.oparg, consts));
  const result: PyConst = instr.opcode === O.BUILD_SET ? makeFrozenset(items) : { type: "tuple", items };
  const index = consts.add(result);
  nopOut(ins);
  if (containsOrIter) {
    setOp1(instr, O.LOAD_CONST, index);
  } else {
    const isList = instr.opcode === O.BUILD_LIST;
    bb.instrs[i - 2]!.loc = instr.loc;
    setOp1(bb.instrs[i - 2]!, instr.opcode, 0);
    setOp1(bb.instrs[i - 1]!, O.LOAD_CONST, index);
    setOp1(bb.instrs[i]!, isList ? O.LIST_EXTEND : O.SET_UPDATE, 1);
  }
}

function foldConstBinop(bb: BasicBlock, i: number, consts: ConstList): void {
  const binop = bb.instrs[i]!;
  const ins = getConstLoadingInstrs(bb, i - 1, 2);
  if (!ins) return;
  const lhs = getConstValue(ins[0]!.opcode, ins[0]!.oparg, consts);
  const rhs = getConstValue(ins[1]!.opcode, ins[1]!.oparg, consts);
  const r = evalBinop(lhs, binop.oparg, rhs);
  if (r === null) return;
  nopOut(ins);
  instrMakeLoadConst(binop, r, consts);
}

function foldConstUnaryop(bb: BasicBlock, i: number, consts: ConstList): void {
  const unaryop = bb.instrs[i]!;
  const ins = getConstLoadingInstrs(bb, i - 1, 1);
  if (!ins) return;
  const operand = getConstValue(ins[0]!.opcode, ins[0]!.oparg, consts);
  const r = evalUnary(operand, unaryop.opcode, unaryop.oparg);
  if (r === null) return;
  nopOut(ins);
  instrMakeLoadConst(unaryop, r, consts);
}

function basicblockOptimizeLoadConst(bb: BasicBlock, consts: ConstList): void {
  let opcode = 0;
  let oparg = 0;
  for (let i = 0; i < bb.instrs.length; i++) {
    const inst = bb.instrs[i]!;
    if (inst.opcode === O.LOAD_CONST) maybeMakeLoadSmallInt(inst, consts.items[inst.oparg]!);
    const isCopyOfLoadConst = opcode === O.LOAD_CONST && inst.opcode === O.COPY && inst.oparg === 1;
    if (!isCopyOfLoadConst) {
      opcode = inst.opcode;
      oparg = inst.oparg;
    }
    if (opcode !== O.LOAD_CONST && opcode !== O.LOAD_SMALL_INT) continue;
    const nextop = i + 1 < bb.instrs.length ? bb.instrs[i + 1]!.opcode : 0;
    switch (nextop) {
      case O.POP_JUMP_IF_FALSE:
      case O.POP_JUMP_IF_TRUE:
      case O.JUMP_IF_FALSE:
      case O.JUMP_IF_TRUE: {
        const isTrue = constTruth(getConstValue(opcode, oparg, consts));
        if (nextop === O.POP_JUMP_IF_FALSE || nextop === O.POP_JUMP_IF_TRUE) setOp0(inst, O.NOP);
        const jumpIfTrue = nextop === O.POP_JUMP_IF_TRUE || nextop === O.JUMP_IF_TRUE;
        if (isTrue === jumpIfTrue) bb.instrs[i + 1]!.opcode = O.JUMP;
        else setOp0(bb.instrs[i + 1]!, O.NOP);
        break;
      }
      case O.IS_OP: {
        const cnt = getConstValue(opcode, oparg, consts);
        if (cnt.type !== "None") break;
        if (bb.instrs.length <= i + 2) break;
        const isInstr = bb.instrs[i + 1]!;
        let jumpInstr = bb.instrs[i + 2]!;
        if (jumpInstr.opcode === O.TO_BOOL) {
          setOp0(jumpInstr, O.NOP);
          if (bb.instrs.length <= i + 3) break;
          jumpInstr = bb.instrs[i + 3]!;
        }
        let invert = isInstr.oparg !== 0;
        if (jumpInstr.opcode === O.POP_JUMP_IF_FALSE) invert = !invert;
        else if (jumpInstr.opcode !== O.POP_JUMP_IF_TRUE) break;
        setOp0(inst, O.NOP);
        setOp0(isInstr, O.NOP);
        jumpInstr.opcode = invert ? O.POP_JUMP_IF_NOT_NONE : O.POP_JUMP_IF_NONE;
        break;
      }
      case O.TO_BOOL: {
        const isTrue = constTruth(getConstValue(opcode, oparg, consts));
        const index = consts.add(isTrue ? True : False);
        setOp0(inst, O.NOP);
        setOp1(bb.instrs[i + 1]!, O.LOAD_CONST, index);
        break;
      }
    }
  }
}

function jumpThread(bb: BasicBlock, inst: CfgInstr, target: CfgInstr, opcode: number): number {
  if (inst.target !== target.target) {
    setOp0(inst, O.NOP);
    bb.addJump(opcode, target.target!, target.loc);
    return 1;
  }
  return 0;
}

const INTRINSIC_UNARY_POSITIVE = 5;
const INTRINSIC_LIST_TO_TUPLE = 6;

function optimizeBasicBlock(bb: BasicBlock, consts: ConstList): void {
  const nop: CfgInstr = { opcode: O.NOP, oparg: 0, loc: NO_LOCATION, target: null, except: null };
  for (let i = 0; i < bb.instrs.length; i++) {
    const inst = bb.instrs[i]!;
    const opcode = inst.opcode;
    const oparg = inst.oparg;
    const target = hasTarget(opcode) ? inst.target!.instrs[0]! : nop;
    const nextop = i + 1 < bb.instrs.length ? bb.instrs[i + 1]!.opcode : 0;
    switch (opcode) {
      case O.BUILD_TUPLE:
        if (nextop === O.UNPACK_SEQUENCE && oparg === bb.instrs[i + 1]!.oparg) {
          if (oparg === 1) {
            setOp0(inst, O.NOP);
            setOp0(bb.instrs[i + 1]!, O.NOP);
            continue;
          }
          if (oparg === 2 || oparg === 3) {
            setOp0(inst, O.NOP);
            bb.instrs[i + 1]!.opcode = O.SWAP;
            continue;
          }
        }
        foldTupleOfConstants(bb, i, consts);
        break;
      case O.BUILD_LIST:
      case O.BUILD_SET:
        optimizeListsAndSets(bb, i, nextop, consts);
        break;
      case O.POP_JUMP_IF_NOT_NONE:
      case O.POP_JUMP_IF_NONE:
      case O.POP_JUMP_IF_FALSE:
      case O.POP_JUMP_IF_TRUE:
        if (target.opcode === O.JUMP) i -= jumpThread(bb, inst, target, inst.opcode);
        break;
      case O.JUMP_IF_FALSE:
      case O.JUMP_IF_TRUE: {
        const same = opcode;
        const other = opcode === O.JUMP_IF_FALSE ? O.JUMP_IF_TRUE : O.JUMP_IF_FALSE;
        if (target.opcode === O.JUMP || target.opcode === same) {
          i -= jumpThread(bb, inst, target, same);
          continue;
        }
        if (target.opcode === other) {
          inst.target = inst.target!.next;
          i--;
          continue;
        }
        break;
      }
      case O.JUMP:
      case O.JUMP_NO_INTERRUPT:
        if (target.opcode === O.JUMP) {
          i -= jumpThread(bb, inst, target, O.JUMP);
          continue;
        }
        if (target.opcode === O.JUMP_NO_INTERRUPT) {
          i -= jumpThread(bb, inst, target, opcode);
          continue;
        }
        break;
      case O.STORE_FAST:
        if (opcode === nextop && oparg === bb.instrs[i + 1]!.oparg && inst.loc.lineno === bb.instrs[i + 1]!.loc.lineno) {
          inst.opcode = O.POP_TOP;
          inst.oparg = 0;
        }
        break;
      case O.SWAP:
        if (oparg === 1) setOp0(inst, O.NOP);
        break;
      case O.LOAD_GLOBAL:
        if (nextop === O.PUSH_NULL && (oparg & 1) === 0) {
          setOp1(inst, O.LOAD_GLOBAL, oparg | 1);
          setOp0(bb.instrs[i + 1]!, O.NOP);
        }
        break;
      case O.COMPARE_OP:
        if (nextop === O.TO_BOOL) {
          setOp0(inst, O.NOP);
          setOp1(bb.instrs[i + 1]!, O.COMPARE_OP, oparg | 16);
          continue;
        }
        break;
      case O.CONTAINS_OP:
      case O.IS_OP:
        if (nextop === O.TO_BOOL) {
          setOp0(inst, O.NOP);
          setOp1(bb.instrs[i + 1]!, opcode, oparg);
          continue;
        }
        if (nextop === O.UNARY_NOT) {
          setOp0(inst, O.NOP);
          setOp1(bb.instrs[i + 1]!, opcode, oparg ^ 1);
          continue;
        }
        break;
      case O.TO_BOOL:
        if (nextop === O.TO_BOOL) {
          setOp0(inst, O.NOP);
          continue;
        }
        break;
      case O.UNARY_NOT:
        if (nextop === O.TO_BOOL) {
          setOp0(inst, O.NOP);
          setOp0(bb.instrs[i + 1]!, O.UNARY_NOT);
          continue;
        }
        if (nextop === O.UNARY_NOT) {
          setOp0(inst, O.NOP);
          setOp0(bb.instrs[i + 1]!, O.NOP);
          continue;
        }
        foldConstUnaryop(bb, i, consts);
        break;
      case O.UNARY_INVERT:
      case O.UNARY_NEGATIVE:
        foldConstUnaryop(bb, i, consts);
        break;
      case O.CALL_INTRINSIC_1:
        if (oparg === INTRINSIC_LIST_TO_TUPLE) {
          if (nextop === O.GET_ITER) setOp0(inst, O.NOP);
          else foldConstantIntrinsicListToTuple(bb, i, consts);
        } else if (oparg === INTRINSIC_UNARY_POSITIVE) {
          foldConstUnaryop(bb, i, consts);
        }
        break;
      case O.BINARY_OP:
        foldConstBinop(bb, i, consts);
        break;
    }
  }
  for (let i = 0; i < bb.instrs.length; i++) {
    if (bb.instrs[i]!.opcode === O.SWAP) {
      i = swaptimize(bb, i);
      applyStaticSwaps(bb, i);
    }
  }
}

function swaptimize(block: BasicBlock, ix: number): number {
  const ins = block.instrs;
  let depth = ins[ix]!.oparg;
  let len = 0;
  let more = false;
  const limit = ins.length - ix;
  while (++len < limit) {
    const op = ins[ix + len]!.opcode;
    if (op === O.SWAP) {
      depth = Math.max(depth, ins[ix + len]!.oparg);
      more = true;
    } else if (op !== O.NOP) break;
  }
  if (!more) return ix;
  const stack = Array.from({ length: depth }, (_, i) => i);
  for (let i = 0; i < len; i++) {
    if (ins[ix + i]!.opcode === O.SWAP) {
      const a = ins[ix + i]!.oparg;
      const top = stack[0]!;
      stack[0] = stack[a - 1]!;
      stack[a - 1] = top;
    }
  }
  const VISITED = -1;
  let current = len - 1;
  for (let i = 0; i < depth; i++) {
    if (stack[i] === VISITED || stack[i] === i) continue;
    let j = i;
    for (;;) {
      if (j) {
        const t = ins[ix + current--]!;
        t.opcode = O.SWAP;
        t.oparg = j + 1;
      }
      if (stack[j] === VISITED) break;
      const nextJ = stack[j]!;
      stack[j] = VISITED;
      j = nextJ;
    }
  }
  while (0 <= current) setOp0(ins[ix + current--]!, O.NOP);
  return ix + len - 1;
}

const swappable = (op: number): boolean => op === O.STORE_FAST || op === O.STORE_FAST_MAYBE_NULL || op === O.POP_TOP;
const storesTo = (i: CfgInstr): number => (i.opcode === O.STORE_FAST || i.opcode === O.STORE_FAST_MAYBE_NULL ? i.oparg : -1);

function nextSwappableInstruction(block: BasicBlock, i: number, lineno: number): number {
  while (++i < block.instrs.length) {
    const ins = block.instrs[i]!;
    if (0 <= lineno && ins.loc.lineno !== lineno) return -1;
    if (ins.opcode === O.NOP) continue;
    if (swappable(ins.opcode)) return i;
    return -1;
  }
  return -1;
}

function applyStaticSwaps(block: BasicBlock, i: number): void {
  for (; 0 <= i; i--) {
    const swap = block.instrs[i]!;
    if (swap.opcode !== O.SWAP) {
      if (swap.opcode === O.NOP || swappable(swap.opcode)) continue;
      return;
    }
    const j = nextSwappableInstruction(block, i, -1);
    if (j < 0) return;
    let k = j;
    const lineno = block.instrs[j]!.loc.lineno;
    for (let count = swap.oparg - 1; 0 < count; count--) {
      k = nextSwappableInstruction(block, k, lineno);
      if (k < 0) return;
    }
    const sj = storesTo(block.instrs[j]!);
    const sk = storesTo(block.instrs[k]!);
    if (sj >= 0 || sk >= 0) {
      if (sj === sk) return;
      for (let idx = j + 1; idx < k; idx++) {
        const s = storesTo(block.instrs[idx]!);
        if (s >= 0 && (s === sj || s === sk)) return;
      }
    }
    setOp0(swap, O.NOP);
    const tmp = block.instrs[j]!;
    block.instrs[j] = block.instrs[k]!;
    block.instrs[k] = tmp;
  }
}

function optimizeCfg(g: CfgBuilder, consts: ConstList): void {
  checkCfg(g);
  inlineSmallOrNoLinenoBlocks(g);
  removeUnreachable(g);
  resolveLineNumbers(g);
  for (let b: BasicBlock | null = g.entryblock; b; b = b.next) basicblockOptimizeLoadConst(b, consts);
  for (let b: BasicBlock | null = g.entryblock; b; b = b.next) optimizeBasicBlock(b, consts);
  removeRedundantNopsAndPairs(g);
  removeUnreachable(g);
  removeRedundantNopsAndJumps(g);
}

function removeUnusedConsts(g: CfgBuilder, consts: ConstList): void {
  const n = consts.items.length;
  if (n === 0) return;
  const used = new Array<boolean>(n).fill(false);
  used[0] = true;
  for (let b: BasicBlock | null = g.entryblock; b; b = b.next) for (const i of b.instrs) if (hasConst(i.opcode)) used[i.oparg] = true;
  const map = new Array<number>(n).fill(-1);
  const kept: PyConst[] = [];
  for (let i = 0; i < n; i++) if (used[i]) {
    map[i] = kept.length;
    kept.push(consts.items[i]!);
  }
  if (kept.length === n) return;
  consts.items = kept;
  for (let b: BasicBlock | null = g.entryblock; b; b = b.next) for (const i of b.instrs) if (hasConst(i.opcode)) i.oparg = map[i.oparg]!;
}

/** Merges the (lo, hi) halves of an unsafe-locals mask into `b`'s; queues `b` when it grew. */
function maybePush(b: BasicBlock, lo: number, hi: number, stack: BasicBlock[]): void {
  const bothLo = (b.unsafeLo | lo) >>> 0;
  const bothHi = (b.unsafeHi | hi) >>> 0;
  if (b.unsafeLo !== bothLo || b.unsafeHi !== bothHi) {
    b.unsafeLo = bothLo;
    b.unsafeHi = bothHi;
    if (!b.visited) {
      stack.push(b);
      b.visited = true;
    }
  }
}

function scanBlockForLocals(b: BasicBlock, stack: BasicBlock[]): void {
  // The 64-bit mask of CPython's `unsafe_locals_mask` as two 32-bit halves (no BigInt per instruction).
  let lo = b.unsafeLo;
  let hi = b.unsafeHi;
  for (const instr of b.instrs) {
    if (instr.except) maybePush(instr.except, lo, hi, stack);
    const arg = instr.oparg;
    if (arg >= 64) continue;
    const bit = (1 << (arg & 31)) >>> 0;
    switch (instr.opcode) {
      case O.DELETE_FAST: case O.LOAD_FAST_AND_CLEAR: case O.STORE_FAST_MAYBE_NULL:
        if (arg < 32) lo = (lo | bit) >>> 0;
        else hi = (hi | bit) >>> 0;
        break;
      case O.STORE_FAST: case O.LOAD_FAST_CHECK:
        if (arg < 32) lo = (lo & ~bit) >>> 0;
        else hi = (hi & ~bit) >>> 0;
        break;
      case O.LOAD_FAST:
        if ((arg < 32 ? lo : hi) & bit) instr.opcode = O.LOAD_FAST_CHECK;
        if (arg < 32) lo = (lo & ~bit) >>> 0;
        else hi = (hi & ~bit) >>> 0;
        break;
    }
  }
  if (b.next && b.hasFallthrough()) maybePush(b.next, lo, hi, stack);
  const last = b.last();
  if (last && hasJump(last.opcode)) maybePush(last.target!, lo, hi, stack);
}

function fastScanManyLocals(g: CfgBuilder, nlocals: number): void {
  const states = new Array<number>(nlocals - 64).fill(0);
  let blocknum = 0;
  for (let b: BasicBlock | null = g.entryblock; b; b = b.next) {
    blocknum++;
    for (const instr of b.instrs) {
      const arg = instr.oparg;
      if (arg < 64) continue;
      switch (instr.opcode) {
        case O.DELETE_FAST: case O.LOAD_FAST_AND_CLEAR: case O.STORE_FAST_MAYBE_NULL:
          states[arg - 64] = blocknum - 1;
          break;
        case O.STORE_FAST:
          states[arg - 64] = blocknum;
          break;
        case O.LOAD_FAST:
          if (states[arg - 64] !== blocknum) instr.opcode = O.LOAD_FAST_CHECK;
          states[arg - 64] = blocknum;
          break;
      }
    }
  }
}

function addChecksForLoadsOfUninitializedVariables(g: CfgBuilder, nlocals: number, nparams: number): void {
  if (nlocals === 0) return;
  if (nlocals > 64) {
    fastScanManyLocals(g, nlocals);
    nlocals = 64;
  }
  resetVisited(g);
  const stack: BasicBlock[] = [];
  let lo = 0;
  let hi = 0;
  for (let i = nparams; i < nlocals; i++) {
    if (i < 32) lo = (lo | (1 << i)) >>> 0;
    else hi = (hi | (1 << (i - 32))) >>> 0;
  }
  maybePush(g.entryblock, lo, hi, stack);
  for (let b: BasicBlock | null = g.entryblock; b; b = b.next) scanBlockForLocals(b, stack);
  while (stack.length) {
    const b = stack.pop()!;
    b.visited = false;
    scanBlockForLocals(b, stack);
  }
}

function makeSuperInstruction(a: CfgInstr, b: CfgInstr, superOp: number): void {
  const l1 = a.loc.lineno;
  const l2 = b.loc.lineno;
  if (l1 >= 0 && l2 >= 0 && l1 !== l2) return;
  if (a.oparg >= 16 || b.oparg >= 16) return;
  setOp1(a, superOp, (a.oparg << 4) | b.oparg);
  setOp0(b, O.NOP);
}

function insertSuperinstructions(g: CfgBuilder): void {
  for (let b: BasicBlock | null = g.entryblock; b; b = b.next) {
    for (let i = 0; i < b.instrs.length; i++) {
      const inst = b.instrs[i]!;
      const nextop = i + 1 < b.instrs.length ? b.instrs[i + 1]!.opcode : 0;
      if (inst.opcode === O.LOAD_FAST && nextop === O.LOAD_FAST) makeSuperInstruction(inst, b.instrs[i + 1]!, O.LOAD_FAST_LOAD_FAST);
      else if (inst.opcode === O.STORE_FAST && nextop === O.LOAD_FAST) makeSuperInstruction(inst, b.instrs[i + 1]!, O.STORE_FAST_LOAD_FAST);
      else if (inst.opcode === O.STORE_FAST && nextop === O.STORE_FAST) makeSuperInstruction(inst, b.instrs[i + 1]!, O.STORE_FAST_STORE_FAST);
    }
  }
  removeRedundantNops(g);
}

function markWarm(g: CfgBuilder): void {
  resetVisited(g);
  const stack: BasicBlock[] = [g.entryblock];
  g.entryblock.visited = true;
  while (stack.length) {
    const b = stack.pop()!;
    b.warm = true;
    const next = b.next;
    if (next && b.hasFallthrough() && !next.visited) {
      stack.push(next);
      next.visited = true;
    }
    for (const instr of b.instrs) {
      if (hasJump(instr.opcode) && !instr.target!.visited) {
        stack.push(instr.target!);
        instr.target!.visited = true;
      }
    }
  }
}

function markCold(g: CfgBuilder): void {
  markWarm(g);
  resetVisited(g);
  const stack: BasicBlock[] = [];
  for (let b: BasicBlock | null = g.entryblock; b; b = b.next) {
    if (b.exceptHandler) {
      stack.push(b);
      b.visited = true;
    }
  }
  while (stack.length) {
    const b = stack.pop()!;
    b.cold = true;
    const next = b.next;
    if (next && b.hasFallthrough() && !next.warm && !next.visited) {
      stack.push(next);
      next.visited = true;
    }
    for (const instr of b.instrs) {
      if (hasJump(instr.opcode)) {
        const t = instr.target!;
        if (!t.warm && !t.visited) {
          stack.push(t);
          t.visited = true;
        }
      }
    }
  }
}

function pushColdBlocksToEnd(g: CfgBuilder): void {
  const entry = g.entryblock;
  if (entry.next === null) return;
  markCold(g);
  let nextLbl = g.maxLabel() + 1;
  for (let b: BasicBlock | null = entry; b; b = b.next) {
    if (b.cold && b.hasFallthrough() && b.next && b.next.warm) {
      const ej = g.newBlock();
      if (b.next.label < 0) b.next.label = nextLbl++;
      ej.addJump(O.JUMP_NO_INTERRUPT, b.next, NO_LOCATION);
      ej.cold = true;
      ej.next = b.next;
      ej.predecessors = 1;
      b.next = ej;
    }
  }
  let coldBlocks: BasicBlock | null = null;
  let coldTail: BasicBlock | null = null;
  let b: BasicBlock = entry;
  while (b.next) {
    while (b.next && !b.next.cold) b = b.next;
    if (b.next === null) break;
    let bEnd: BasicBlock = b.next;
    while (bEnd.next && bEnd.next.cold) bEnd = bEnd.next;
    if (coldBlocks === null) coldBlocks = b.next;
    else coldTail!.next = b.next;
    coldTail = bEnd;
    b.next = bEnd.next;
    bEnd.next = null;
  }
  b.next = coldBlocks;
  if (coldBlocks !== null) removeRedundantNopsAndJumps(g);
}

/** `_PyCfg_OptimizeCodeUnit`. */
export function optimizeCodeUnit(g: CfgBuilder, consts: ConstList, nlocals: number, nparams: number): void {
  translateJumpLabelsToTargets(g);
  markExceptHandlers(g);
  labelExceptionTargets(g);
  optimizeCfg(g, consts);
  removeUnusedConsts(g, consts);
  addChecksForLoadsOfUninitializedVariables(g, nlocals, nparams);
  insertSuperinstructions(g);
  pushColdBlocksToEnd(g);
  resolveLineNumbers(g);
}

function convertPseudoConditionalJumps(g: CfgBuilder): void {
  for (let b: BasicBlock | null = g.entryblock; b; b = b.next) {
    for (let i = 0; i < b.instrs.length; i++) {
      const instr = b.instrs[i]!;
      if (instr.opcode === O.JUMP_IF_FALSE || instr.opcode === O.JUMP_IF_TRUE) {
        instr.opcode = instr.opcode === O.JUMP_IF_FALSE ? O.POP_JUMP_IF_FALSE : O.POP_JUMP_IF_TRUE;
        const loc = instr.loc;
        b.instrs.splice(i, 0, { opcode: O.COPY, oparg: 1, loc, target: null, except: instr.except }, { opcode: O.TO_BOOL, oparg: 0, loc, target: null, except: instr.except });
        i += 2;
      }
    }
  }
}

function stackdepthPush(stack: BasicBlock[], b: BasicBlock, depth: number): void {
  if (!(b.startdepth < 0 || b.startdepth === depth)) throw new Error("ValueError: Invalid CFG, inconsistent stackdepth");
  if (b.startdepth < depth && b.startdepth < 100) {
    b.startdepth = depth;
    stack.push(b);
  }
}

export function calculateStackdepth(g: CfgBuilder): number {
  for (let b: BasicBlock | null = g.entryblock; b; b = b.next) b.startdepth = -2147483648;
  const stack: BasicBlock[] = [];
  let maxdepth = 0;
  stackdepthPush(stack, g.entryblock, 0);
  while (stack.length) {
    const b = stack.pop()!;
    let depth = b.startdepth;
    let next = b.next;
    for (const instr of b.instrs) {
      const eff = isBlockPush(instr.opcode) ? 0 : netEffect(instr.opcode, instr.oparg, false);
      const newDepth = depth + eff;
      if (newDepth < 0) throw new Error("ValueError: Invalid CFG, stack underflow");
      maxdepth = Math.max(maxdepth, depth);
      if (hasTarget(instr.opcode) && instr.opcode !== O.END_ASYNC_FOR) {
        const te = netEffect(instr.opcode, instr.oparg, true);
        const targetDepth = depth + te;
        maxdepth = Math.max(maxdepth, depth);
        stackdepthPush(stack, instr.target!, targetDepth);
      }
      depth = newDepth;
      if (isUnconditionalJump(instr.opcode) || isScopeExit(instr.opcode)) {
        next = null;
        break;
      }
    }
    if (next !== null) stackdepthPush(stack, next, depth);
  }
  return maxdepth;
}

/** What `prepare_localsplus` needs to know about the unit's variables. */
export interface LocalsPlusInfo {
  varnames: string[];
  cellvars: string[];
  freevars: string[];
  firstlineno: number;
}

const CO_GENERATOR_LIKE = 0x20 | 0x80 | 0x200;

function prepareLocalsplus(umd: LocalsPlusInfo, g: CfgBuilder, codeFlags: number): number {
  const nlocals = umd.varnames.length;
  const ncellvars = umd.cellvars.length;
  const nfreevars = umd.freevars.length;
  let nlocalsplus = nlocals + ncellvars + nfreevars;
  const noffsets = ncellvars + nfreevars;
  const fixed = Array.from({ length: noffsets }, (_, i) => nlocals + i);
  umd.cellvars.forEach((name, cellindex) => {
    const vi = umd.varnames.indexOf(name);
    if (vi >= 0) fixed[cellindex] = vi;
  });
  // insert_prefix_instructions
  const entry = g.entryblock;
  const mk = (opcode: number, oparg: number, loc = NO_LOCATION): CfgInstr => ({ opcode, oparg, loc, target: null, except: null });
  if (codeFlags & CO_GENERATOR_LIKE) {
    const loc = { lineno: umd.firstlineno, end_lineno: umd.firstlineno, col_offset: -1, end_col_offset: -1 };
    entry.instrs.splice(0, 0, mk(O.RETURN_GENERATOR, 0, loc), mk(O.POP_TOP, 0, loc));
  }
  if (ncellvars) {
    const sorted = new Array<number>(nlocals + ncellvars).fill(0);
    for (let i = 0; i < ncellvars; i++) sorted[fixed[i]!] = i + 1;
    let ncellsused = 0;
    for (let i = 0; ncellsused < ncellvars; i++) {
      const oldindex = sorted[i]! - 1;
      if (oldindex === -1) continue;
      entry.instrs.splice(ncellsused, 0, mk(O.MAKE_CELL, oldindex));
      ncellsused++;
    }
  }
  if (nfreevars) entry.instrs.splice(0, 0, mk(O.COPY_FREE_VARS, nfreevars));
  // fix_cell_offsets
  let numdropped = 0;
  for (let i = 0; i < noffsets; i++) {
    if (fixed[i] === i + nlocals) fixed[i]! -= numdropped;
    else numdropped++;
  }
  for (let b: BasicBlock | null = g.entryblock; b; b = b.next) {
    for (const inst of b.instrs) {
      switch (inst.opcode) {
        case O.MAKE_CELL: case O.LOAD_CLOSURE: case O.LOAD_DEREF: case O.STORE_DEREF: case O.DELETE_DEREF: case O.LOAD_FROM_DICT_OR_DEREF:
          inst.oparg = fixed[inst.oparg]!;
      }
    }
  }
  nlocalsplus -= numdropped;
  return nlocalsplus;
}

function convertPseudoOps(g: CfgBuilder): void {
  for (let b: BasicBlock | null = g.entryblock; b; b = b.next) {
    for (const instr of b.instrs) {
      if (isBlockPush(instr.opcode)) setOp0(instr, O.NOP);
      else if (instr.opcode === O.LOAD_CLOSURE) instr.opcode = O.LOAD_FAST;
      else if (instr.opcode === O.STORE_FAST_MAYBE_NULL) instr.opcode = O.STORE_FAST;
    }
  }
  removeRedundantNopsAndJumps(g);
}

function normalizeJumps(g: CfgBuilder): void {
  for (let b: BasicBlock | null = g.entryblock; b; b = b.next) b.visited = false;
  for (let b: BasicBlock | null = g.entryblock; b; b = b.next) {
    b.visited = true;
    const last = b.last();
    if (!last || !isConditionalJump(last.opcode)) continue;
    const isForward = !last.target!.visited;
    if (isForward) {
      b.addop(O.NOT_TAKEN, 0, last.loc);
      continue;
    }
    let reversed = 0;
    switch (last.opcode) {
      case O.POP_JUMP_IF_NOT_NONE: reversed = O.POP_JUMP_IF_NONE; break;
      case O.POP_JUMP_IF_NONE: reversed = O.POP_JUMP_IF_NOT_NONE; break;
      case O.POP_JUMP_IF_FALSE: reversed = O.POP_JUMP_IF_TRUE; break;
      case O.POP_JUMP_IF_TRUE: reversed = O.POP_JUMP_IF_FALSE; break;
    }
    const target = last.target!;
    const bj = g.newBlock();
    bj.addop(O.NOT_TAKEN, 0, last.loc);
    bj.addJump(O.JUMP, target, last.loc);
    bj.startdepth = target.startdepth;
    last.opcode = reversed;
    last.target = b.next;
    bj.cold = b.cold;
    bj.next = b.next;
    b.next = bj;
  }
}

const NOT_LOCAL = -1;
const DUMMY = -1;
const SUPPORT_KILLED = 1, STORED_AS_LOCAL = 2, REF_UNCONSUMED = 4;

/**
 * The abstract stack of `optimize_load_fast`: each entry is a reference (the instruction that
 * pushed it, the local it came from), kept as two parallel number stacks.
 */
class RefStack {
  // Grow-only arrays (reused for every block); `size` entries are live.
  instr: number[] = [];
  local: number[] = [];
  size = 0;
  push(instr: number, local: number): void {
    const n = this.size++;
    if (n === this.instr.length) {
      this.instr.push(instr);
      this.local.push(local);
    } else {
      this.instr[n] = instr;
      this.local[n] = local;
    }
  }
  /** Pops the top; returns its instruction (its local is left in `poppedLocal`). */
  pop(): number {
    const n = --this.size;
    this.poppedLocal = this.local[n]!;
    return this.instr[n]!;
  }
  poppedLocal = NOT_LOCAL;
  clear(): void {
    this.size = 0;
  }
}

function killLocal(refs: RefStack, flags: number[], local: number): void {
  const locals = refs.local;
  for (let k = 0; k < refs.size; k++) if (locals[k] === local) flags[refs.instr[k]!] |= SUPPORT_KILLED;
}

function storeLocal(refs: RefStack, flags: number[], local: number, instr: number): void {
  killLocal(refs, flags, local);
  if (instr !== DUMMY) flags[instr] |= STORED_AS_LOCAL;
}

function visitOnce(blocks: BasicBlock[], t: BasicBlock): void {
  if (!t.visited) {
    t.visited = true;
    blocks.push(t);
  }
}

function optimizeLoadFast(g: CfgBuilder): void {
  for (let b: BasicBlock | null = g.entryblock; b; b = b.next) b.visited = false;
  const blocks: BasicBlock[] = [g.entryblock];
  g.entryblock.startdepth = 0;
  g.entryblock.visited = true;
  const refs = new RefStack();
  const flags: number[] = [];
  while (blocks.length) {
    const block = blocks.pop()!;
    const instrs = block.instrs;
    while (flags.length < instrs.length) flags.push(0);
    flags.fill(0, 0, instrs.length);
    refs.clear();
    for (let i = 0; i < block.startdepth; i++) refs.push(DUMMY, NOT_LOCAL);
    for (let i = 0; i < instrs.length; i++) {
      const instr = instrs[i]!;
      const opcode = instr.opcode;
      const oparg = instr.oparg;
      switch (opcode) {
        case O.LOAD_FAST: refs.push(i, oparg); break;
        case O.LOAD_FAST_AND_CLEAR: killLocal(refs, flags, oparg); refs.push(i, oparg); break;
        case O.DELETE_FAST: killLocal(refs, flags, oparg); break;
        case O.LOAD_FAST_LOAD_FAST: refs.push(i, oparg >> 4); refs.push(i, oparg & 15); break;
        case O.STORE_FAST: storeLocal(refs, flags, oparg, refs.pop()); break;
        case O.STORE_FAST_LOAD_FAST: storeLocal(refs, flags, oparg >> 4, refs.pop()); refs.push(i, oparg & 15); break;
        case O.STORE_FAST_STORE_FAST: storeLocal(refs, flags, oparg >> 4, refs.pop()); storeLocal(refs, flags, oparg & 15, refs.pop()); break;
        case O.COPY: {
          const k = refs.size - oparg;
          refs.push(refs.instr[k]!, refs.local[k]!);
          break;
        }
        case O.SWAP: {
          const idx = refs.size - oparg;
          const top = refs.size - 1;
          const ti = refs.instr[idx]!;
          const tl = refs.local[idx]!;
          refs.instr[idx] = refs.instr[top]!;
          refs.local[idx] = refs.local[top]!;
          refs.instr[top] = ti;
          refs.local[top] = tl;
          break;
        }
        case O.GET_ANEXT: case O.GET_LEN: case O.IMPORT_FROM: case O.MATCH_KEYS: case O.MATCH_MAPPING: case O.MATCH_SEQUENCE: case O.WITH_EXCEPT_START: {
          const net = netEffect(opcode, oparg, false);
          // CPython's loop here reuses `i` as its counter, so these references point at the
          // block's first instructions (0, 1, …) rather than at this one. Kept for parity.
          for (let k = 0; k < net; k++) refs.push(k, NOT_LOCAL);
          break;
        }
        case O.DICT_MERGE: case O.DICT_UPDATE: case O.LIST_APPEND: case O.LIST_EXTEND: case O.MAP_ADD: case O.RERAISE: case O.SET_ADD: case O.SET_UPDATE: {
          const net = -netEffect(opcode, oparg, false);
          for (let k = 0; k < net; k++) refs.pop();
          break;
        }
        case O.CHECK_EXC_MATCH: refs.pop(); refs.push(i, NOT_LOCAL); break;
        case O.LOAD_SPECIAL: {
          // Pushes the special method and (conservatively) its owner again.
          const selfInstr = refs.pop();
          const selfLocal = refs.poppedLocal;
          refs.push(i, NOT_LOCAL);
          refs.push(selfInstr, selfLocal);
          break;
        }
        case O.FORMAT_SIMPLE:
        case O.GET_YIELD_FROM_ITER:
          // May return its operand unchanged: the reference stays the operand's.
          break;
        case O.FOR_ITER: visitOnce(blocks, instr.target!); refs.push(i, NOT_LOCAL); break;
        case O.LOAD_ATTR: case O.LOAD_SUPER_ATTR: {
          const selfInstr = refs.pop();
          const selfLocal = refs.poppedLocal;
          if (opcode === O.LOAD_SUPER_ATTR) {
            refs.pop();
            refs.pop();
          }
          refs.push(i, NOT_LOCAL);
          if (oparg & 1) refs.push(selfInstr, selfLocal);
          break;
        }
        case O.SEND: visitOnce(blocks, instr.target!); refs.pop(); refs.push(i, NOT_LOCAL); break;
        default: {
          const np = numPopped(opcode, oparg);
          const nu = numPushed(opcode, oparg);
          if (hasTarget(opcode)) visitOnce(blocks, instr.target!);
          if (!isBlockPush(opcode)) {
            for (let k = 0; k < np; k++) refs.pop();
            for (let k = 0; k < nu; k++) refs.push(i, NOT_LOCAL);
          }
        }
      }
    }
    const term = block.last();
    if (term && block.next && !(isUnconditionalJump(term.opcode) || isScopeExit(term.opcode))) visitOnce(blocks, block.next);
    for (let k = 0; k < refs.size; k++) {
      const r = refs.instr[k]!;
      if (r !== -1) flags[r] |= REF_UNCONSUMED;
    }
    for (let i = 0; i < instrs.length; i++) {
      const instr = instrs[i]!;
      if (!flags[i]) {
        if (instr.opcode === O.LOAD_FAST) instr.opcode = O.LOAD_FAST_BORROW;
        else if (instr.opcode === O.LOAD_FAST_LOAD_FAST) instr.opcode = O.LOAD_FAST_BORROW_LOAD_FAST_BORROW;
      }
    }
  }
}

/** `_PyCfg_OptimizedCfgToInstructionSequence`: returns the sequence, stack depth and nlocalsplus. */
export function optimizedCfgToInstructionSequence(g: CfgBuilder, umd: LocalsPlusInfo, codeFlags: number): { seq: InstructionSequence; stackdepth: number; nlocalsplus: number } {
  convertPseudoConditionalJumps(g);
  const stackdepth = calculateStackdepth(g);
  const nlocalsplus = prepareLocalsplus(umd, g, codeFlags);
  convertPseudoOps(g);
  normalizeJumps(g);
  optimizeLoadFast(g);
  return { seq: cfgToInstructionSequence(g), stackdepth, nlocalsplus };
}

export { isUnconditionalJump };
