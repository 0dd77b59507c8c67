/**
 * The code check of _sre.compile (Modules/_sre/sre.c _validate): the words must have the shapes
 * re._compiler emits (skips inside bounds, sets ending in FAILURE, branches whose JUMPs agree),
 * or compile raises RuntimeError("invalid SRE code") before the engine could run off the list.
 */
import * as C from "./constants.js";

class Bad extends Error {}

function fail(): never {
  throw new Bad();
}

function validateCharset(code: Uint32Array, pc: number, end: number): void {
  while (pc < end) {
    const op = code[pc++]!;
    switch (op) {
      case C.OP_NEGATE:
        break;
      case C.OP_LITERAL:
        if (pc >= end) fail();
        pc++;
        break;
      case C.OP_RANGE:
      case C.OP_RANGE_UNI_IGNORE:
        if (pc + 2 > end) fail();
        pc += 2;
        break;
      case C.OP_CHARSET:
        if (8 > end - pc) fail();
        pc += 8;
        break;
      case C.OP_BIGCHARSET: {
        if (pc >= end) fail();
        const n = code[pc++]!;
        if (64 > end - pc) fail();
        for (let i = 0; i < 256; i++) if (((code[pc + (i >>> 2)]! >>> ((i & 3) * 8)) & 255) >= n) fail();
        pc += 64;
        if (n * 8 > end - pc) fail();
        pc += n * 8;
        break;
      }
      case C.OP_CATEGORY:
        if (pc >= end) fail();
        if (code[pc++]! > C.CATEGORY_UNI_NOT_LINEBREAK) fail();
        break;
      default:
        fail();
    }
  }
}

/** Returns 1 when the block ends in a JUMP, else 0; throws Bad. */
function validateInner(code: Uint32Array, pc: number, end: number, groups: number): number {
  if (pc > end) fail();
  const arg = (): number => {
    if (pc >= end) fail();
    return code[pc++]!;
  };
  const skip = (adj = 0): number => {
    if (pc >= end) fail();
    const s = code[pc]!;
    if (s - adj > end - pc) fail();
    pc++;
    return s;
  };
  while (pc < end) {
    const op = arg();
    switch (op) {
      case C.OP_MARK:
        if (arg() > 2 * groups + 1) fail();
        break;
      case C.OP_LITERAL:
      case C.OP_NOT_LITERAL:
      case C.OP_LITERAL_IGNORE:
      case C.OP_NOT_LITERAL_IGNORE:
      case C.OP_LITERAL_UNI_IGNORE:
      case C.OP_NOT_LITERAL_UNI_IGNORE:
      case C.OP_LITERAL_LOC_IGNORE:
      case C.OP_NOT_LITERAL_LOC_IGNORE:
        arg();
        break;
      case C.OP_SUCCESS:
      case C.OP_FAILURE:
      case C.OP_ANY:
      case C.OP_ANY_ALL:
        break;
      case C.OP_AT:
        if (arg() > C.AT_UNI_NON_BOUNDARY) fail();
        break;
      case C.OP_IN:
      case C.OP_IN_IGNORE:
      case C.OP_IN_UNI_IGNORE:
      case C.OP_IN_LOC_IGNORE: {
        const s = skip();
        validateCharset(code, pc, pc + s - 2);
        if (code[pc + s - 2] !== C.OP_FAILURE) fail();
        pc += s - 1;
        break;
      }
      case C.OP_INFO: {
        const s = skip();
        const newcode = pc + s - 1;
        const flags = arg();
        arg();
        arg();
        if (flags & ~(C.SRE_INFO_PREFIX | C.SRE_INFO_LITERAL | C.SRE_INFO_CHARSET)) fail();
        if (flags & C.SRE_INFO_PREFIX && flags & C.SRE_INFO_CHARSET) fail();
        if (flags & C.SRE_INFO_LITERAL && !(flags & C.SRE_INFO_PREFIX)) fail();
        if (flags & C.SRE_INFO_PREFIX) {
          const plen = arg();
          arg();
          if (plen > newcode - pc) fail();
          pc += plen;
          if (plen > newcode - pc) fail();
          for (let i = 0; i < plen; i++) if (code[pc + i]! >= plen) fail();
          pc += plen;
        }
        if (flags & C.SRE_INFO_CHARSET) {
          validateCharset(code, pc, newcode - 1);
          if (code[newcode - 1] !== C.OP_FAILURE) fail();
          pc = newcode;
        } else if (pc !== newcode) fail();
        break;
      }
      case C.OP_BRANCH: {
        let target = -1;
        for (;;) {
          const s = skip();
          if (s === 0) break;
          validateInner(code, pc, pc + s - 3, groups);
          pc += s - 3;
          if (arg() !== C.OP_JUMP) fail();
          const s2 = skip();
          if (target < 0) target = pc + s2 - 1;
          else if (pc + s2 - 1 !== target) fail();
        }
        if (pc !== target) fail();
        break;
      }
      case C.OP_REPEAT_ONE:
      case C.OP_MIN_REPEAT_ONE:
      case C.OP_POSSESSIVE_REPEAT_ONE: {
        const s = skip();
        const min = arg(), max = arg();
        if (min > max || max > C.SRE_MAXREPEAT) fail();
        validateInner(code, pc, pc + s - 4, groups);
        pc += s - 4;
        if (arg() !== C.OP_SUCCESS) fail();
        break;
      }
      case C.OP_REPEAT:
      case C.OP_POSSESSIVE_REPEAT: {
        const s = skip();
        const min = arg(), max = arg();
        if (min > max || max > C.SRE_MAXREPEAT) fail();
        validateInner(code, pc, pc + s - 3, groups);
        pc += s - 3;
        const op2 = arg();
        if (op === C.OP_POSSESSIVE_REPEAT) {
          if (op2 !== C.OP_SUCCESS) fail();
        } else if (op2 !== C.OP_MAX_UNTIL && op2 !== C.OP_MIN_UNTIL) fail();
        break;
      }
      case C.OP_ATOMIC_GROUP: {
        const s = skip();
        validateInner(code, pc, pc + s - 2, groups);
        pc += s - 2;
        if (arg() !== C.OP_SUCCESS) fail();
        break;
      }
      case C.OP_GROUPREF:
      case C.OP_GROUPREF_IGNORE:
      case C.OP_GROUPREF_UNI_IGNORE:
      case C.OP_GROUPREF_LOC_IGNORE:
        if (arg() >= groups) fail();
        break;
      case C.OP_GROUPREF_EXISTS: {
        if (arg() >= groups) fail();
        let s = skip(1);
        pc--;
        let rc = validateInner(code, pc + 1, pc + s - 1, groups);
        if (rc === 1) {
          pc += s - 2;
          s = skip();
          rc = validateInner(code, pc, pc + s - 1, groups);
        }
        if (rc) fail();
        pc += s - 1;
        break;
      }
      case C.OP_ASSERT:
      case C.OP_ASSERT_NOT: {
        const s = skip();
        arg();
        pc--;
        validateInner(code, pc + 1, pc + s - 2, groups);
        pc += s - 2;
        if (arg() !== C.OP_SUCCESS) fail();
        break;
      }
      case C.OP_JUMP:
        if (pc + 1 !== end) fail();
        return 1;
      default:
        fail();
    }
  }
  return 0;
}

export function validateCode(code: Uint32Array, groups: number): boolean {
  const end = code.length;
  if (groups < 0 || groups > C.SRE_MAXGROUPS || end === 0 || code[end - 1] !== C.OP_SUCCESS) return false;
  try {
    validateInner(code, 0, end - 1, groups);
    return true;
  } catch (e) {
    if (e instanceof Bad) return false;
    throw e;
  }
}
