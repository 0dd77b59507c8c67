/**
 * Fused instruction groups for the JIT (jit/emit.ts): operands pushed by LOAD_FAST_BORROW,
 * LOAD_CONST or LOAD_SMALL_INT and consumed at once by the next instruction are read in place —
 * borrowed, so no reference is taken and released — as the eval loop's fused dispatches do
 * (eval/fastops.ts binaryOpBorrowed): `a OP b` on ints and floats, list/tuple `x[i]`, `a < b`
 * feeding a conditional jump, `local.attr` from an instance dict and `local.attr = value` into it,
 * `if local:` on None, bools and ints. When the operands are not of those kinds, the group runs
 * its instructions one by one (unfused), as it does when the eval loop or a jump enters it in the
 * middle.
 */
import { opmap as O } from "@pyts/compiler";
import { jumpTarget, type Instr } from "./layout.js";
import { dec, UNFUSED, intOp, inlineOperator, loadAttrInline, storeAttrInline, floatSlotOp } from "./snippets.js";

export interface EmitContext {
  /** Number of local slots before the value stack (co_nlocalsplus). */
  B: number;
  depth: Int32Array;
  /** The variable of stack slot `i` (0 at the bottom). */
  slot(i: number): string;
  K(i: number): string;
  N(i: number): string;
  I(n: number): string;
}

/** An operand of a fused group: a JS expression, owned (a stack slot) or borrowed. */
interface Operand {
  expr: string;
  owned: boolean;
}

const COMPARE_JS = ["<", "<=", "==", "!=", ">", ">="];

/** A borrowed operand pushed by instruction `ins` (null when it pushes something else). */
function pushed(cx: EmitContext, ins: Instr): Operand | null {
  if (ins.start !== ins.at) return null;
  switch (ins.op) {
    case O.LOAD_FAST_BORROW:
      return { expr: `lp[${ins.arg}]`, owned: false };
    case O.LOAD_CONST:
      return { expr: cx.K(ins.arg), owned: false };
    case O.LOAD_SMALL_INT:
      return { expr: cx.I(ins.arg), owned: false };
    default:
      return null;
  }
}

/** The group starting at instruction `k`: its code and how many instructions it covers; or null. */
export function fuse(cx: EmitContext, instrs: Instr[], k: number): { code: string; count: number } | null {
  const head = instrs[k]!;
  const d = cx.depth[head.at]!;
  let operands: Operand[];
  let consumer: number;
  if (head.op === O.LOAD_FAST_BORROW_LOAD_FAST_BORROW && head.start === head.at) {
    operands = [{ expr: `lp[${head.arg >> 4}]`, owned: false }, { expr: `lp[${head.arg & 15}]`, owned: false }];
    consumer = k + 1;
  } else {
    const first = pushed(cx, head);
    if (first === null) return null;
    const next = instrs[k + 1];
    if (next === undefined) return null;
    if (head.op === O.LOAD_FAST_BORROW && next.op === O.LOAD_ATTR && (next.arg & 1) === 0 && next.start === next.at) {
      // `local.attr` read from the instance dict without taking a reference to the local
      const code = `{ frame.lasti = ${head.at}; const o = ${first.expr}; let r;
        ${loadAttrInline(next.at, "o", cx.N(next.arg >> 1), "r")}
        if (r !== null) ${cx.slot(d)} = r;
        else { ip = ${UNFUSED + head.start}; continue; } }`;
      return { code, count: 2 };
    }
    if (head.op === O.LOAD_FAST_BORROW) {
      const branch = fuseBranch(cx, instrs, k, first.expr);
      if (branch !== null) return branch;
    }
    const second = pushed(cx, next);
    if (second !== null) {
      operands = [first, second];
      consumer = k + 2;
    } else {
      if (d < 1) return null;
      operands = [{ expr: cx.slot(d - 1), owned: true }, first];
      consumer = k + 1;
    }
  }
  const c = instrs[consumer];
  if (c === undefined || c.start !== c.at) return null;
  const unfused = `ip = ${UNFUSED + head.start}; continue;`;
  // the stack slot the group's result goes to (the first operand's)
  const out = cx.slot(operands[0]!.owned ? d - 1 : d);
  const [a, b] = operands as [Operand, Operand];
  const bind = `const a = ${a.expr}, b = ${b.expr};`;
  if (c.op === O.BINARY_OP) {
    const op = c.arg;
    const fop = inlineOperator(op);
    let fast = "";
    const slotOp = floatSlotOp(op);
    if (slotOp !== null) fast = `${slotOp}
        if (r === null) `;
    if (fop !== null) {
      // an owned float only the stack holds takes the result in place
      const inPlace = a.owned ? `if (a.ob_refcnt === 1) { a.value = a.value ${fop} b.value; r = a; } else ` : "";
      // `+` of two exact strs whose left one is a temporary only the stack holds: appended in place
      const strInPlace = a.owned && fop === "+" ? `else if (a.ob_type === PyUnicode_Type && b.ob_type === PyUnicode_Type && a.ob_refcnt === 1) { R.unicodeAppendInPlace(a, b); r = a; }
        ` : "";
      fast = `if (a.ob_type === PyFloat_Type && b.ob_type === PyFloat_Type) { ${inPlace}r = newFloat(a.value ${fop} b.value); }
        else if (a.ob_type === PyLong_Type && b.ob_type === PyLong_Type) ${intOp(fop)}
        ${strInPlace}if (r === null) `;
    }
    const release = a.owned ? `if (r !== a) { ${dec("a")} }` : "";
    // frame.lasti names the group's first instruction, as the eval loop's fused dispatch does (and
    // the stack depth the unwinder would store back is the one before the group)
    const code = `{ frame.lasti = ${head.at}; ${bind} let r = null; ${fast}r = R.binaryOpBorrowed(a, b, ${op});
      if (r !== null) { ${release} ${out} = r; }
      else { ${unfused} } }`;
    return { code, count: consumer - k + 1 };
  }
  if (c.op === O.COMPARE_OP && (c.arg & 16) !== 0) {
    const j = instrs[consumer + 1];
    if (j === undefined || j.start !== j.at || (j.op !== O.POP_JUMP_IF_FALSE && j.op !== O.POP_JUMP_IF_TRUE)) return null;
    const cmp = COMPARE_JS[c.arg >> 5]!;
    const release = a.owned ? dec("a") : "";
    const onTrue = j.op === O.POP_JUMP_IF_TRUE;
    const code = `{ frame.lasti = ${head.at}; ${bind} let t; const ta = a.ob_type, tb = b.ob_type;
      if ((ta === PyLong_Type && tb === PyLong_Type) || (ta === PyFloat_Type && tb === PyFloat_Type)) t = a.value ${cmp} b.value;
      else { const r = R.compareFast(a, b, ${c.arg >> 5}); t = r === null ? null : r === True; }
      if (t !== null) { ${a.owned ? `${out} = null; ` : ""}${release} if (${onTrue ? "t" : "!t"}) { ip = ${jumpTarget(j)}; continue; } }
      else { ${unfused} } }`;
    return { code, count: consumer - k + 2 };
  }
  if (c.op === O.STORE_ATTR && !b.owned) {
    // `local.attr = value` into the instance dict (or a __slots__ cell) with the local borrowed
    // and the value too when a local or constant pushed it (the store takes its own reference);
    // anything storeInstanceAttr declines (descriptors, other kinds of objects) runs unfused
    const release = a.owned ? `${out} = null; ${dec("a")}` : "";
    const code = `{ frame.lasti = ${head.at}; ${bind}
      let done; ${storeAttrInline(c.at, "b", cx.N(c.arg), "a", "done")}
      if (done) { ${release} }
      else { ${unfused} } }`;
    return { code, count: consumer - k + 1 };
  }
  return null;
}

/**
 * `if local:` / `if local is None:` — LOAD_FAST_BORROW, TO_BOOL (for POP_JUMP_IF_FALSE/TRUE), the
 * conditional jump: the local tested in place, without a reference taken and released, when it is
 * None, a bool, an exact int, str or list (other objects' truth runs unfused, where it may call
 * __bool__).
 */
function fuseBranch(cx: EmitContext, instrs: Instr[], k: number, local: string): { code: string; count: number } | null {
  const head = instrs[k]!;
  let j = instrs[k + 1];
  if (j === undefined || j.start !== j.at) return null;
  if (j.op === O.POP_JUMP_IF_NONE || j.op === O.POP_JUMP_IF_NOT_NONE) {
    const code = `{ if ((${local} === None) === ${j.op === O.POP_JUMP_IF_NONE}) { ip = ${jumpTarget(j)}; continue; } }`;
    return { code, count: 2 };
  }
  if (j.op !== O.TO_BOOL) return null;
  j = instrs[k + 2];
  if (j === undefined || j.start !== j.at || (j.op !== O.POP_JUMP_IF_FALSE && j.op !== O.POP_JUMP_IF_TRUE)) return null;
  const code = `{ const v = ${local}; let t;
    if (v === True) t = true; else if (v === False || v === None) t = false;
    else if (v.ob_type === PyLong_Type) t = v.value !== 0 && v.value !== 0n;
    else if (v.ob_type === PyUnicode_Type) t = v.value.length !== 0;
    else if (v.ob_type === PyList_Type) t = v.items.length !== 0;
    else { ip = ${UNFUSED + head.start}; continue; }
    if (${j.op === O.POP_JUMP_IF_TRUE ? "t" : "!t"}) { ip = ${jumpTarget(j)}; continue; } }`;
  return { code, count: 3 };
}
