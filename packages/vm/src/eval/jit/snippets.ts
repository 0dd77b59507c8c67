/**
 * Pieces of generated code both jit/emit.ts and jit/fuse.ts write: reference-count updates, the
 * int arithmetic fast path, the JS operator of a BINARY_OP that floats and ints compute inline,
 * and the case labels of fused groups' unfused copies.
 */
import { IMMORTAL_REFCNT } from "../../objects/object.js";

export const IMM = IMMORTAL_REFCNT;
export const inc = (v: string): string => `if (${v}.ob_refcnt < ${IMM}) ${v}.ob_refcnt++;`;
export const dec = (v: string): string => `if (${v}.ob_refcnt < ${IMM} && --${v}.ob_refcnt === 0) ${v}.ob_type.tp_dealloc(${v});`;
export const xdec = (v: string): string => `if (${v} != null && ${v}.ob_refcnt < ${IMM} && --${v}.ob_refcnt === 0) ${v}.ob_type.tp_dealloc(${v});`;

/** Case labels of fused groups' unfused copies: UNFUSED + the group's first offset. */
export const UNFUSED = 1 << 24;

/** The JS operator of BINARY_OP `oparg` when it is +, -, * or their in-place forms; else null. */
export function inlineOperator(oparg: number): string | null {
  const op = oparg >= 13 ? oparg - 13 : oparg;
  return op === 0 ? "+" : op === 10 ? "-" : op === 5 ? "*" : null;
}

/**
 * `a OP b` (+, -, *) on two exact ints held as JS numbers, into `r` when the result is a safe
 * integer too (intAdd/intSub/intMul's first case; -0 from a product is 0).
 */
export function intOp(fop: string): string {
  return `{ const x = a.value, y = b.value;
    if (typeof x === "number" && typeof y === "number") { const z = x ${fop} y; if (z <= ${Number.MAX_SAFE_INTEGER} && z >= -${Number.MAX_SAFE_INTEGER}) r = newInt(z === 0 ? 0 : z); } }`;
}
