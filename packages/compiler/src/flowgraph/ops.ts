/**
 * Opcode facts the flowgraph and assembler need (Include/internal/pycore_opcode_utils.h and the
 * generated metadata): jump/exit/block-push classes, inline cache sizes, instruction sizes, and
 * how many stack items each instruction pops and pushes (`_PyOpcode_num_popped/pushed`).
 */
import { opcodeInfo, opcodeTable, opmap, type OpcodeInfo } from "../opcodes/index.js";

export const O = opmap;

// Per-opcode lookup arrays (the passes ask these questions millions of times).
const NOPS = 512;
const JUMP = new Uint8Array(NOPS);
const ARG = new Uint8Array(NOPS);
const CACHE = new Uint8Array(NOPS);
const EFFECT: (OpcodeInfo["effect"] | undefined)[] = new Array(NOPS);
const EFFECT_JUMP: (OpcodeInfo["effect"] | undefined)[] = new Array(NOPS);
for (const info of Object.values(opcodeTable) as OpcodeInfo[]) {
  JUMP[info.opcode] = info.hasJump ? 1 : 0;
  ARG[info.opcode] = info.hasArg ? 1 : 0;
  CACHE[info.opcode] = info.cache;
  EFFECT[info.opcode] = info.effect;
  EFFECT_JUMP[info.opcode] = info.effectJump;
}

export const isBlockPush = (op: number): boolean => op === O.SETUP_FINALLY || op === O.SETUP_CLEANUP || op === O.SETUP_WITH;
export const hasJump = (op: number): boolean => JUMP[op] === 1;
export const hasTarget = (op: number): boolean => JUMP[op] === 1 || isBlockPush(op);
export const hasArg = (op: number): boolean => ARG[op] === 1;
export const hasConst = (op: number): boolean => op === O.LOAD_CONST;
export const isUnconditionalJump = (op: number): boolean =>
  op === O.JUMP || op === O.JUMP_NO_INTERRUPT || op === O.JUMP_FORWARD || op === O.JUMP_BACKWARD || op === O.JUMP_BACKWARD_NO_INTERRUPT;
export const isScopeExit = (op: number): boolean => op === O.RETURN_VALUE || op === O.RAISE_VARARGS || op === O.RERAISE;
export const isConditionalJump = (op: number): boolean =>
  op === O.POP_JUMP_IF_FALSE || op === O.POP_JUMP_IF_TRUE || op === O.POP_JUMP_IF_NONE || op === O.POP_JUMP_IF_NOT_NONE;
export const isTerminator = (op: number): boolean => hasJump(op) || isScopeExit(op);
/** `OPCODE_HAS_EVAL_BREAK`. */
export const hasEvalBreak = (op: number): boolean =>
  op === O.JUMP || op === O.JUMP_BACKWARD || op === O.CALL || op === O.CALL_KW || op === O.CALL_FUNCTION_EX || op === O.RESUME;

export function cacheSize(op: number): number {
  return CACHE[op]!;
}

/** `_PyCompile_InstrSize`: EXTENDED_ARGs + the instruction + its caches, in code units. */
export function instrSize(op: number, oparg: number): number {
  const ext = oparg > 0xffffff ? 3 : oparg > 0xffff ? 2 : oparg > 0xff ? 1 : 0;
  return ext + 1 + cacheSize(op);
}

/** `_opcode.stack_effect(op, oparg, jump=…)` from the generated table. */
export function netEffect(op: number, oparg: number, jump: boolean): number {
  const e = (jump ? EFFECT_JUMP : EFFECT)[op];
  if (!e) throw new Error(`invalid opcode or oparg: ${op}`);
  return e[0] + e[1] * oparg + e[2] * (oparg & 1) + e[3] * (oparg >> 8);
}

/** `_PyOpcode_num_popped`. */
export function numPopped(op: number, oparg: number): number {
  switch (op) {
    case O.BINARY_OP: case O.COMPARE_OP: case O.CONTAINS_OP: case O.IS_OP: case O.IMPORT_NAME:
    case O.FORMAT_WITH_SPEC: case O.SET_FUNCTION_ATTRIBUTE: case O.CALL_INTRINSIC_2: case O.BUILD_TEMPLATE:
    case O.CHECK_EG_MATCH: case O.CHECK_EXC_MATCH: case O.END_SEND: case O.STORE_ATTR: case O.DELETE_SUBSCR:
    case O.END_ASYNC_FOR:
      return 2;
    case O.BINARY_SLICE: case O.STORE_SUBSCR: case O.CLEANUP_THROW: case O.MATCH_CLASS:
      return 3;
    case O.STORE_SLICE: case O.CALL_FUNCTION_EX:
      return 4;
    case O.BUILD_LIST: case O.BUILD_SET: case O.BUILD_TUPLE: case O.BUILD_STRING: case O.BUILD_SLICE: case O.RAISE_VARARGS:
      return oparg;
    case O.BUILD_MAP:
      return oparg * 2;
    case O.BUILD_INTERPOLATION:
      return 2 + (oparg & 1);
    case O.CALL:
      return 2 + oparg;
    case O.CALL_KW:
      return 3 + oparg;
    case O.COPY:
      return oparg;
    case O.SWAP:
      return oparg;
    case O.RERAISE:
      return oparg + 1;
    case O.LIST_APPEND: case O.SET_ADD: case O.LIST_EXTEND: case O.SET_UPDATE:
      return oparg + 1;
    case O.MAP_ADD:
      return oparg + 2;
    case O.DICT_MERGE: case O.DICT_UPDATE:
      return oparg + 1;
    case O.LOAD_SUPER_ATTR:
      return 3;
    case O.STORE_FAST_STORE_FAST:
      return 2;
    case O.WITH_EXCEPT_START:
      return 5;
    case O.GET_ANEXT: case O.GET_LEN: case O.IMPORT_FROM: case O.MATCH_MAPPING: case O.MATCH_SEQUENCE:
      return 1;
    case O.MATCH_KEYS:
      return 2;
    case O.SEND:
      return 2;
    case O.UNPACK_SEQUENCE: case O.UNPACK_EX:
      return 1;
    default: {
      const fixed = FIXED_POPPED[op]!;
      if (fixed >= 0) return fixed;
      const info = opcodeInfo(op);
      if (!info) return 0;
      const eff = netEffect(op, oparg, false);
      // Single-input instructions (TO_BOOL, UNARY_*, GET_ITER, LOAD_ATTR, …) and the pure pushes.
      const n = eff > 0 ? (ONE_IN_PUSHERS.has(op) ? 1 : 0) : eff === 0 ? (ZERO_IN_ZERO_OUT.has(op) ? 0 : 1) : -eff;
      // The answer does not depend on oparg when the stack effect does not: remember it.
      const e = EFFECT[op];
      if (e && e[1] === 0 && e[2] === 0 && e[3] === 0) FIXED_POPPED[op] = n;
      return n;
    }
  }
}

/** `numPopped`'s default case per opcode once known (-1: not yet, or it depends on oparg). */
const FIXED_POPPED = new Int16Array(NOPS).fill(-1);

export function numPushed(op: number, oparg: number): number {
  return numPopped(op, oparg) + netEffect(op, oparg, false);
}

const ONE_IN_PUSHERS = new Set<number>([O.LOAD_ATTR, O.PUSH_EXC_INFO, O.LOAD_SPECIAL, O.FOR_ITER, O.UNPACK_SEQUENCE, O.UNPACK_EX, O.COPY]);
const ZERO_IN_ZERO_OUT = new Set<number>([
  O.NOP, O.NOT_TAKEN, O.RESUME, O.EXTENDED_ARG, O.JUMP, O.JUMP_NO_INTERRUPT, O.JUMP_FORWARD, O.JUMP_BACKWARD,
  O.JUMP_BACKWARD_NO_INTERRUPT, O.MAKE_CELL, O.COPY_FREE_VARS, O.DELETE_FAST, O.DELETE_DEREF, O.DELETE_GLOBAL,
  O.DELETE_NAME, O.SETUP_ANNOTATIONS, O.SETUP_FINALLY, O.SETUP_CLEANUP, O.SETUP_WITH, O.POP_BLOCK, O.CACHE,
  O.ANNOTATIONS_PLACEHOLDER,
]);

void opcodeTable;
