/**
 * The instruction sequence codegen writes (Python/instruction_sequence.c): instructions with
 * source locations, jumps that name labels, and the label → instruction-index map that
 * `applyLabelMap` resolves. The flowgraph builds its CFG from it and hands an optimized one back
 * in the same shape, with each instruction's exception handler filled in for the assembler.
 */
import { opcodeTable } from "../opcodes/index.js";
import type { BasicBlock } from "../flowgraph/cfg.js";

/** A source span: 1-based lines, 0-based UTF-8 byte columns; -1 where unknown. */
export interface Location {
  readonly lineno: number;
  readonly end_lineno: number;
  readonly col_offset: number;
  readonly end_col_offset: number;
}

export const NO_LOCATION: Location = Object.freeze({ lineno: -1, end_lineno: -1, col_offset: -1, end_col_offset: -1 });

export function sameLocation(a: Location, b: Location): boolean {
  return a.lineno === b.lineno && a.end_lineno === b.end_lineno && a.col_offset === b.col_offset && a.end_col_offset === b.end_col_offset;
}

/** The handler of an instruction, as the exception table needs it (`_PyExceptHandlerInfo`). */
export interface ExceptHandlerInfo {
  label: number;
  startdepth: number;
  preserveLasti: boolean;
}

export interface SeqInstr {
  opcode: number;
  oparg: number;
  loc: Location;
  /**
   * Codegen's instructions are made with the CFG's fields (null) so that the flowgraph adopts
   * them as its `CfgInstr`s instead of copying each one.
   */
  target?: BasicBlock | null;
  except?: BasicBlock | null;
  /** Set by the CFG → sequence conversion; label -1 when no handler. */
  handler?: ExceptHandlerInfo;
  /** Offset in code units, set by the assembler. */
  offset?: number;
}

const hasTargetOps = new Set<number>();
for (const info of Object.values(opcodeTable)) {
  if (info.hasJump || info.name === "SETUP_FINALLY" || info.name === "SETUP_CLEANUP" || info.name === "SETUP_WITH") hasTargetOps.add(info.opcode);
}
/** `HAS_TARGET`: jumps and the SETUP_* block pushes (their oparg is a label until assembly). */
export function hasTarget(opcode: number): boolean {
  return hasTargetOps.has(opcode);
}

export class InstructionSequence {
  instrs: SeqInstr[] = [];
  /** label id → index of the instruction it labels. */
  labelMap: number[] = [];
  private nextLabel = 0;
  /** Nested sequences (annotations) injected later at ANNOTATIONS_PLACEHOLDER. */
  annotationsCode: InstructionSequence | null = null;

  newLabel(): number {
    return this.nextLabel++;
  }

  useLabel(label: number): void {
    while (this.labelMap.length <= label) this.labelMap.push(-111);
    this.labelMap[label] = this.instrs.length;
  }

  addop(opcode: number, oparg: number, loc: Location): void {
    this.instrs.push({ opcode, oparg, loc, target: null, except: null });
  }

  /** Inserts one instruction at `pos`, moving labels that pointed at or past it. */
  insertInstruction(pos: number, opcode: number, oparg: number, loc: Location): void {
    this.instrs.splice(pos, 0, { opcode, oparg, loc, target: null, except: null });
    for (let i = 0; i < this.labelMap.length; i++) if (this.labelMap[i]! >= pos) this.labelMap[i]!++;
  }

  /** Replaces instruction `pos` by the whole of `inner` (labels renumbered), as `_PyInstructionSequence_InjectSequence` does. */
  injectSequence(pos: number, inner: InstructionSequence): void {
    const base = this.nextLabel;
    const n = inner.instrs.length;
    const copies = inner.instrs.map((i) => ({ opcode: i.opcode, oparg: hasTarget(i.opcode) ? i.oparg + base : i.oparg, loc: i.loc, target: null, except: null }));
    this.instrs.splice(pos, 1, ...copies);
    for (let i = 0; i < this.labelMap.length; i++) if (this.labelMap[i]! > pos) this.labelMap[i]! += n - 1;
    for (let l = 0; l < inner.labelMap.length; l++) {
      while (this.labelMap.length <= base + l) this.labelMap.push(-111);
      this.labelMap[base + l] = inner.labelMap[l]! + pos;
    }
    this.nextLabel = base + inner.nextLabel;
  }

  /** Turns every jump's label oparg into the index of its target instruction. */
  applyLabelMap(): void {
    for (const instr of this.instrs) {
      if (hasTarget(instr.opcode)) instr.oparg = this.labelMap[instr.oparg]!;
      if (instr.handler && instr.handler.label >= 0) instr.handler.label = this.labelMap[instr.handler.label]!;
    }
    this.labelMap = [];
  }
}

/** `NEXT_LOCATION`: take the location of the instruction that follows (resolved when the CFG is built). */
export const NEXT_LOCATION: Location = Object.freeze({ lineno: -2, end_lineno: -2, col_offset: -2, end_col_offset: -2 });
