/**
 * The control-flow graph of one code unit (Python/flowgraph.c, first part): basic blocks built
 * from an instruction sequence (`cfgFromInstructionSequence`), the label/handler preprocessing,
 * and the conversion back to a sequence with exception-handler info per instruction.
 */
import { InstructionSequence, NO_LOCATION, type ExceptHandlerInfo, type Location } from "../codegen/instrSequence.js";
import { O, hasTarget, isBlockPush, isScopeExit, isTerminator, isUnconditionalJump, hasJump } from "./ops.js";

export interface CfgInstr {
  opcode: number;
  oparg: number;
  loc: Location;
  target: BasicBlock | null;
  except: BasicBlock | null;
}

export class BasicBlock {
  label = -1;
  instrs: CfgInstr[] = [];
  next: BasicBlock | null = null;
  exceptStack: BasicBlock[] | null = null;
  /** `b_unsafe_locals_mask` (64 bits) as its low and high 32-bit halves. */
  unsafeLo = 0;
  unsafeHi = 0;
  predecessors = 0;
  startdepth = -1;
  preserveLasti = false;
  visited = false;
  exceptHandler = false;
  cold = false;
  warm = false;
  /**
   * What CPython's `b_instr` array still holds past `b_iused` after instructions were removed:
   * the `i_except` of the instruction that last occupied each slot. `basicblock_addop` does not
   * set `i_except`, so an instruction appended later inherits it (or NULL for a fresh slot).
   */
  staleExcept: (BasicBlock | null)[] = [];

  last(): CfgInstr | null {
    return this.instrs.length ? this.instrs[this.instrs.length - 1]! : null;
  }
  addop(opcode: number, oparg: number, loc: Location): void {
    this.instrs.push({ opcode, oparg, loc, target: null, except: this.staleExcept[this.instrs.length] ?? null });
  }
  addJump(opcode: number, target: BasicBlock, loc: Location): void {
    this.instrs.push({ opcode, oparg: target.label, loc, target, except: this.staleExcept[this.instrs.length] ?? null });
  }
  /** Replaces the live instructions by a compacted list, remembering what the freed slots held. */
  compact(kept: CfgInstr[]): void {
    this.remember(kept.length);
    this.instrs = kept;
  }
  /** Keeps the first `n` instructions (the list was compacted in place), remembering what the freed slots held. */
  truncate(n: number): void {
    const instrs = this.instrs;
    if (n === instrs.length) return;
    this.remember(n);
    instrs.length = n;
  }
  /** Records the handlers of the slots from `n` on (filled densely: no holes in `staleExcept`). */
  private remember(n: number): void {
    const instrs = this.instrs;
    const stale = this.staleExcept;
    while (stale.length < n) stale.push(null);
    for (let i = n; i < instrs.length; i++) {
      if (i < stale.length) stale[i] = instrs[i]!.except;
      else stale.push(instrs[i]!.except);
    }
  }
  exitsScope(): boolean {
    const l = this.last();
    return !!l && isScopeExit(l.opcode);
  }
  noFallthrough(): boolean {
    const l = this.last();
    return !!l && (isScopeExit(l.opcode) || isUnconditionalJump(l.opcode));
  }
  hasFallthrough(): boolean {
    return !this.noFallthrough();
  }
}

export const copyInstr = (i: CfgInstr): CfgInstr => ({ opcode: i.opcode, oparg: i.oparg, loc: i.loc, target: i.target, except: i.except });

export class CfgBuilder {
  entryblock: BasicBlock;
  blocks: BasicBlock[] = [];
  private curblock: BasicBlock;
  private currentLabel = -1;

  constructor() {
    this.entryblock = this.curblock = this.newBlock();
  }

  newBlock(): BasicBlock {
    const b = new BasicBlock();
    this.blocks.push(b);
    return b;
  }

  private currentBlockIsTerminated(): boolean {
    const last = this.curblock.last();
    if (last && isTerminator(last.opcode)) return true;
    if (this.currentLabel >= 0) {
      if (last || this.curblock.label >= 0) return true;
      this.curblock.label = this.currentLabel;
      this.currentLabel = -1;
    }
    return false;
  }

  private maybeStartNewBlock(): void {
    if (this.currentBlockIsTerminated()) {
      const b = this.newBlock();
      b.label = this.currentLabel;
      this.currentLabel = -1;
      this.curblock.next = b;
      this.curblock = b;
    }
  }

  useLabel(lbl: number): void {
    this.currentLabel = lbl;
    this.maybeStartNewBlock();
  }

  addop(opcode: number, oparg: number, loc: Location): void {
    this.maybeStartNewBlock();
    this.curblock.addop(opcode, oparg, loc);
  }

  /** Appends an instruction object as it is (one of codegen's, adopted: see `SeqInstr`). */
  adopt(instr: CfgInstr): void {
    this.maybeStartNewBlock();
    this.curblock.instrs.push(instr);
  }

  *iter(): Generator<BasicBlock> {
    for (let b: BasicBlock | null = this.entryblock; b; b = b.next) yield b;
  }

  maxLabel(): number {
    let lbl = -1;
    for (let b: BasicBlock | null = this.entryblock; b; b = b.next) if (b.label > lbl) lbl = b.label;
    return lbl;
  }
}

export function cfgFromInstructionSequence(seq: InstructionSequence): CfgBuilder {
  seq.applyLabelMap();
  const g = new CfgBuilder();
  const instrs = seq.instrs;
  const isTarget = new Uint8Array(instrs.length + 1);
  for (const instr of instrs) if (hasTarget(instr.opcode)) isTarget[instr.oparg] = 1;
  for (let i = 0; i < instrs.length; i++) {
    if (isTarget[i]) g.useLabel(i);
    const instr = instrs[i]!;
    // Fresh blocks have no stale handlers: the instruction keeps `except: null`.
    if (instr.target === null && instr.except === null) g.adopt(instr as CfgInstr);
    else g.addop(instr.opcode, instr.oparg, instr.loc);
  }
  return g;
}

export function nextNonemptyBlock(b: BasicBlock | null): BasicBlock | null {
  while (b && b.instrs.length === 0) b = b.next;
  return b;
}

export function translateJumpLabelsToTargets(g: CfgBuilder): void {
  const label2block = new Map<number, BasicBlock>();
  for (let b: BasicBlock | null = g.entryblock; b; b = b.next) if (b.label >= 0) label2block.set(b.label, b);
  for (let b: BasicBlock | null = g.entryblock; b; b = b.next) {
    for (const instr of b.instrs) {
      if (hasTarget(instr.opcode)) {
        const t = label2block.get(instr.oparg);
        if (!t) throw new Error(`compiler: no block for label ${instr.oparg}`);
        instr.target = t;
      }
    }
  }
}

export function markExceptHandlers(g: CfgBuilder): void {
  for (let b: BasicBlock | null = g.entryblock; b; b = b.next) for (const instr of b.instrs) if (isBlockPush(instr.opcode)) instr.target!.exceptHandler = true;
}

function resetVisited(g: CfgBuilder): void {
  for (let b: BasicBlock | null = g.entryblock; b; b = b.next) b.visited = false;
}

export function labelExceptionTargets(g: CfgBuilder): void {
  resetVisited(g);
  const todo: BasicBlock[] = [g.entryblock];
  g.entryblock.visited = true;
  g.entryblock.exceptStack = [];
  while (todo.length) {
    const b = todo.pop()!;
    let exceptStack: BasicBlock[] | null = b.exceptStack!;
    b.exceptStack = null;
    let handler: BasicBlock | null = exceptStack.length ? exceptStack[exceptStack.length - 1]! : null;
    let lastYieldExceptDepth = -1;
    for (let i = 0; i < b.instrs.length; i++) {
      const instr = b.instrs[i]!;
      if (isBlockPush(instr.opcode)) {
        const t = instr.target!;
        if (!t.visited) {
          t.exceptStack = [...exceptStack!];
          todo.push(t);
          t.visited = true;
        }
        if (instr.opcode === O.SETUP_WITH || instr.opcode === O.SETUP_CLEANUP) t.preserveLasti = true;
        exceptStack!.push(t);
        handler = t;
      } else if (instr.opcode === O.POP_BLOCK) {
        exceptStack!.pop();
        handler = exceptStack!.length ? exceptStack![exceptStack!.length - 1]! : null;
        instr.opcode = O.NOP;
        instr.oparg = 0;
      } else if (hasJump(instr.opcode)) {
        instr.except = handler;
        const t = instr.target!;
        if (!t.visited) {
          if (b.hasFallthrough()) {
            t.exceptStack = [...exceptStack!];
          } else {
            t.exceptStack = exceptStack;
            exceptStack = null;
          }
          todo.push(t);
          t.visited = true;
        }
      } else if (instr.opcode === O.YIELD_VALUE) {
        instr.except = handler;
        lastYieldExceptDepth = exceptStack!.length;
      } else if (instr.opcode === O.RESUME) {
        instr.except = handler;
        if (instr.oparg !== 0) {
          if (lastYieldExceptDepth === 1) instr.oparg |= 4;
          lastYieldExceptDepth = -1;
        }
      } else {
        instr.except = handler;
      }
    }
    if (b.hasFallthrough() && b.next && !b.next.visited) {
      b.next.exceptStack = exceptStack;
      todo.push(b.next);
      b.next.visited = true;
    }
  }
}

/** Numbers the blocks and writes them out as a sequence, each instruction with its handler. */
/** The handler record of every instruction outside a try block (never mutated: label -1 needs no mapping). */
const NO_HANDLER: ExceptHandlerInfo = Object.freeze({ label: -1, startdepth: 0, preserveLasti: false });

export function cfgToInstructionSequence(g: CfgBuilder): InstructionSequence {
  const seq = new InstructionSequence();
  // Blocks are numbered in order (their labels); a label resolves to the index of its block's
  // first instruction, as `applyLabelMap` would map it, so jumps and handlers get indices directly.
  const start: number[] = [];
  let lbl = 0;
  let n = 0;
  for (let b: BasicBlock | null = g.entryblock; b; b = b.next) {
    b.label = lbl++;
    start.push(n);
    n += b.instrs.length;
  }
  // One handler record per handler block (the assembler only reads them).
  const handlers: (ExceptHandlerInfo | undefined)[] = new Array(lbl);
  const out = seq.instrs;
  for (let b: BasicBlock | null = g.entryblock; b; b = b.next) {
    for (const instr of b.instrs) {
      if (hasTarget(instr.opcode)) instr.oparg = instr.target!.label;
      const h = instr.except;
      let handler = NO_HANDLER;
      if (h) {
        handler = handlers[h.label] ??= { label: start[h.label]!, startdepth: h.startdepth, preserveLasti: h.preserveLasti };
      }
      out.push({ opcode: instr.opcode, oparg: hasTarget(instr.opcode) ? start[instr.oparg]! : instr.oparg, loc: instr.loc, handler, offset: 0 });
    }
  }
  return seq;
}

export { NO_LOCATION };
