/**
 * The shape of a code object's bytecode as the JIT needs it: its instructions (EXTENDED_ARG
 * prefixes folded, as the eval loop decodes them), their jump targets, and the value-stack depth
 * before each one (CPython's bytecode has one depth per instruction; the flow analysis here is the
 * one flowgraph.c's stackdepth() does, over the final code and its exception table).
 */
import { opmap as O, stackEffect, cacheSize } from "@pyts/compiler";
import type { PyCode } from "../../objects/code.js";

export interface Instr {
  /** Code unit where the instruction starts (its first EXTENDED_ARG, if any). */
  start: number;
  /** Code unit of the opcode itself: the frame's lasti while it runs. */
  at: number;
  op: number;
  arg: number;
  /** Code unit of the next instruction (past the caches). */
  next: number;
}

export interface Layout {
  instrs: Instr[];
  /** Value-stack depth before the instruction at each code unit `start` and `at`; -1 where never reached. */
  depth: Int32Array;
}

/** The code unit a jump instruction goes to, or -1 for any other instruction. */
export function jumpTarget(ins: Instr): number {
  switch (ins.op) {
    case O.JUMP_FORWARD:
    case O.POP_JUMP_IF_FALSE:
    case O.POP_JUMP_IF_TRUE:
    case O.POP_JUMP_IF_NONE:
    case O.POP_JUMP_IF_NOT_NONE:
    case O.FOR_ITER:
    case O.SEND:
      return ins.next + ins.arg;
    case O.JUMP_BACKWARD:
    case O.JUMP_BACKWARD_NO_INTERRUPT:
      return ins.next - ins.arg;
    default:
      return -1;
  }
}

const NO_FALLTHROUGH = new Set<number>([
  O.JUMP_FORWARD, O.JUMP_BACKWARD, O.JUMP_BACKWARD_NO_INTERRUPT, O.RETURN_VALUE, O.RAISE_VARARGS, O.RERAISE,
]);

export function decode(bc: Uint8Array): Instr[] {
  const out: Instr[] = [];
  const n = bc.length >> 1;
  let i = 0;
  while (i < n) {
    const start = i;
    let op = bc[i << 1]!;
    let arg = bc[(i << 1) + 1]!;
    while (op === O.EXTENDED_ARG && i + 1 < n) {
      i++;
      op = bc[i << 1]!;
      arg = (arg << 8) | bc[(i << 1) + 1]!;
    }
    const next = i + 1 + cacheSize(op);
    out.push({ start, at: i, op, arg, next });
    i = next;
  }
  return out;
}

/** The instructions and stack depths of `code`, or null when its depths are not consistent. */
export function layoutOf(code: PyCode): Layout | null {
  const bc = code.code;
  const instrs = decode(bc);
  const byStart = new Map<number, Instr>();
  for (const ins of instrs) byStart.set(ins.start, ins);
  const depth = new Int32Array(bc.length >> 1).fill(-1);
  const work: [number, number][] = [[0, 0]];
  for (let h = 0; h < code.exTarget.length; h++) {
    const dl = code.exDepthLasti[h]!;
    work.push([code.exTarget[h]!, (dl >> 1) + (dl & 1) + 1]);
  }
  while (work.length > 0) {
    const [start, d] = work.pop()!;
    const ins = byStart.get(start);
    if (ins === undefined) return null;
    const seen = depth[ins.at]!;
    if (seen >= 0) {
      if (seen !== d) return null;
      continue;
    }
    depth[ins.at] = d;
    const t = jumpTarget(ins);
    if (t >= 0) work.push([t, d + stackEffect(ins.op, ins.arg, true)]);
    if (ins.op === O.FOR_ITER) work.push([t + 1, d]); // exhausted: past END_FOR, the iterator kept
    if (!NO_FALLTHROUGH.has(ins.op) && ins.next < bc.length >> 1) work.push([ins.next, d + stackEffect(ins.op, ins.arg, false)]);
  }
  // entered at an EXTENDED_ARG prefix, the instruction's depth
  for (const ins of instrs) if (ins.start !== ins.at) depth[ins.start] = depth[ins.at]!;
  return { instrs, depth };
}
