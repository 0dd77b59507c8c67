/**
 * The JIT's code generator: one JavaScript function per code object (shared by code objects
 * compiled to the same source, layout and names: jit/index.ts), a `switch` over instruction
 * offsets whose cases fall through in bytecode order, each case the eval loop's handler for that
 * instruction specialised to its oparg, constants, names and stack depth (the value stack stays
 * in `frame.localsplus`, at indices known here, so the eval loop can take over at any
 * instruction). Instructions the JIT does not do, and those that switch frames (calls of Python
 * functions, returns, generators), end the function: it stores the stack top and returns the
 * instruction's offset, and the eval loop runs that one instruction before entering again.
 *
 * Each case does what the eval loop's case does, in the same order (reference counts, releases,
 * what stays on the stack when something raises): an exception leaves the stack as it was before
 * the raising instruction (operands owned or nulled), `frame.lasti` names that instruction, and
 * the eval loop unwinds from there.
 */
import { opmap as O, stackEffect } from "@pyts/compiler";
import { FRAME_NEUTRAL_COLD_OPS } from "../coldops.js";
import { IMM, inc, dec, xdec, UNFUSED, intOp, inlineOperator, loadAttrInline, storeAttrInline, loadMethodInline, floatSlotOp } from "./snippets.js";
import type { PyCode } from "../../objects/code.js";
import { jumpTarget, type Instr, type Layout } from "./layout.js";
import { fuse, type EmitContext } from "./fuse.js";

/** Arguments (self included) up to which a CALL site calls a plain Python function through R.callPlain0…callPlain5. */
export const MAX_PLAIN_ARGS = 5;


/**
 * The offsets the function can be entered at, each a `case` (an instruction that is not one falls
 * through from the one before, so V8 sees straight-line code between them): the first
 * instructions, jump and exception-handler targets, and where the eval loop resumes after an
 * instruction the function leaves to it (after the POP_TOP that follows it too: the eval loop
 * does that one itself after a call returns). Entered anywhere else, the function returns at once
 * and the eval loop runs that instruction.
 */
function entryPoints(code: PyCode, instrs: Instr[], bodies: string[]): Set<number> {
  const at = new Set<number>();
  for (let k = 0; k < Math.min(2, instrs.length); k++) at.add(instrs[k]!.start);
  for (let h = 0; h < code.exTarget.length; h++) at.add(code.exTarget[h]!);
  for (let k = 0; k < instrs.length; k++) {
    const ins = instrs[k]!;
    const t = jumpTarget(ins);
    if (t >= 0) at.add(t);
    if (ins.op === O.FOR_ITER) at.add(t + 1);
    if (!bodies[k]!.includes("break run")) continue;
    const next = instrs[k + 1];
    if (next === undefined) continue;
    at.add(next.start);
    if (next.op === O.POP_TOP && instrs[k + 2] !== undefined) at.add(instrs[k + 2]!.start);
  }
  return at;
}

/**
 * The body's case labels (code-unit offsets, sparse) renumbered 0, 1, 2… in order, and its jumps
 * (`ip = T; continue;`) made to set the label variable `L` instead: V8 compiles a switch over
 * dense small integers to a jump table, where a switch over sparse offsets is a chain of
 * comparisons walked on every jump. `entries` pairs each real offset with its number (the
 * function's entry table; the unfused copies, at UNFUSED + offset, are reached by jumps only).
 */
function denseLabels(text: string): { body: string; entries: number[] } {
  const dense = new Map<number, number>();
  const cased = text.replace(/\bcase (\d+):/g, (_, off: string) => {
    const k = dense.size;
    dense.set(Number(off), k);
    return `case ${k}:`;
  });
  const body = cased.replace(/\bip = (\d+); continue;/g, (_, off: string) => {
    const k = dense.get(Number(off));
    if (k === undefined) throw new Error(`pyts jit: a jump to ${off}, which is not a label`);
    return `L = ${k}; continue;`;
  });
  const entries: number[] = [];
  for (const [off, k] of dense) if (off < UNFUSED) entries.push(off, k);
  return { body, entries };
}

/** Generates the source of `code`'s JIT function body (see jit/index.ts for its free names). */
export function emitCode(code: PyCode, layout: Layout): string {
  const B = code.nlocalsplus;
  const out: string[] = [];
  // the closure's constants (the same for every code object compiled to this source: names are
  // interned, small ints cached) and what each call reads from its frame's own code object
  const header = new Set<string>();
  const entry = new Set<string>();
  const { instrs, depth } = layout;
  let maxSlot = -1;

  const K = (i: number): string => {
    entry.add("const K = code.consts;");
    return `K[${i}]`;
  };
  const N = (i: number): string => {
    header.add(`const N${i} = code.names[${i}];`);
    return `N${i}`;
  };
  const I = (n: number): string => {
    header.add(`const I${n} = newInt(${n});`);
    return `I${n}`;
  };
  const cx: EmitContext = { B, depth, slot: (i) => `s${(maxSlot = Math.max(maxSlot, i), i)}`, K, N, I };
  const bodies = instrs.map((_, k) => unfused(k));
  const groups = new Map<number, { code: string; count: number }>();
  for (let k = 0; k < instrs.length; k++) {
    const group = depth[instrs[k]!.at]! >= 0 ? fuse(cx, instrs, k) : null;
    if (group === null) continue;
    groups.set(k, group);
    k += group.count - 1;
  }
  const labels = entryPoints(code, instrs, bodies);
  // every offset the code jumps to within the function is a label too
  for (const text of [...bodies, ...[...groups.values()].map((g) => g.code)]) {
    for (const m of text.matchAll(/ip = (\d+); continue;/g)) labels.add(Number(m[1]));
  }
  for (const [k, g] of groups) if (instrs[k + g.count] !== undefined) labels.add(instrs[k + g.count]!.start);
  const label = (ins: Instr): string => (labels.has(ins.start) ? `case ${ins.start}:${ins.at !== ins.start ? ` case ${ins.at}:` : ""}` : "");
  const sides: string[] = [];
  for (let k = 0; k < instrs.length; k++) {
    const ins = instrs[k]!;
    out.push(label(ins));
    const group = groups.get(k);
    if (group === undefined) {
      out.push(bodies[k]!);
      continue;
    }
    // a fused group: its instructions one by one, apart, for its operands of other kinds (the
    // group jumps to UNFUSED + its offset) and for entries (the eval loop, a jump) in its middle
    out.push(group.code);
    const end = k + group.count;
    const parts = [`case ${UNFUSED + ins.start}:`];
    for (let j = k; j < end; j++) {
      if (j > k) parts.push(label(instrs[j]!));
      parts.push(bodies[j]!);
    }
    parts.push(`ip = ${instrs[end]!.start}; continue;`);
    sides.push(parts.join("\n"));
    k = end - 1;
  }
  out.push(...sides);
  const { body, entries } = denseLabels(out.join("\n"));

  /** Instruction `k` alone: the eval loop's handler, specialised. */
  function unfused(k: number): string {
    const ins = instrs[k]!;
    const nextIns = instrs[k + 1];
    const d = depth[ins.at]!;
    if (d < 0) return `{ ip = ${ins.start}; xd = -1; break run; }`;
    const T = B + d;
    // the value stack lives in JS locals, s0 at the bottom: s(-1) is the top
    const s = (i: number): string => cx.slot(d + i);
    const spill = (n: number): string => Array.from({ length: n }, (_, k) => `lp[${B + k}] = s${k};`).join(" ");
    // leaving for the eval loop: the common exit after the loop stores the stack
    const bail = `{ ip = ${ins.start}; xd = ${d}; break run; }`;
    const lasti = `frame.lasti = ${ins.at};`;
    const a = ins.arg;
    const goto = (t: number): string => `{ ip = ${t}; continue; }`;
    return emitInstr() ?? bail;

    // eslint-disable-next-line no-inner-declarations
    function emitInstr(): string | null {
      switch (ins.op) {
        case O.NOP:
        case O.NOT_TAKEN:
        case O.RESUME:
          return "";
        case O.LOAD_FAST:
        case O.LOAD_FAST_BORROW:
          return `{ const v = lp[${a}]; ${inc("v")} ${s(0)} = v; }`;
        case O.LOAD_FAST_CHECK:
          return `{ const v = lp[${a}]; if (v == null) { ${lasti} R.unboundLocal(code, ${a}); } ${inc("v")} ${s(0)} = v; }`;
        case O.LOAD_FAST_LOAD_FAST:
        case O.LOAD_FAST_BORROW_LOAD_FAST_BORROW:
          return `{ const a = lp[${a >> 4}], b = lp[${a & 15}]; ${inc("a")} ${inc("b")} ${s(0)} = a; ${s(1)} = b; }`;
        case O.LOAD_FAST_AND_CLEAR:
          return `${s(0)} = lp[${a}] ?? null; lp[${a}] = null;`;
        case O.STORE_FAST:
          return `${lasti} { const old = lp[${a}]; lp[${a}] = ${s(-1)}; ${s(-1)} = null; ${xdec("old")} }`;
        case O.STORE_FAST_LOAD_FAST:
          return `${lasti} { const old = lp[${a >> 4}]; lp[${a >> 4}] = ${s(-1)}; ${s(-1)} = null; ${xdec("old")}
            const v = lp[${a & 15}]; if (v == null) R.unboundLocal(code, ${a & 15}); ${inc("v")} ${s(-1)} = v; }`;
        case O.STORE_FAST_STORE_FAST:
          return `${lasti} { const o1 = lp[${a >> 4}]; lp[${a >> 4}] = ${s(-1)}; ${xdec("o1")}
            const o2 = lp[${a & 15}]; lp[${a & 15}] = ${s(-2)}; ${s(-1)} = null; ${s(-2)} = null; ${xdec("o2")} }`;
        case O.LOAD_CONST:
          return `{ const v = ${K(a)}; ${inc("v")} ${s(0)} = v; }`;
        case O.LOAD_SMALL_INT:
          return `${s(0)} = ${I(a)};`;
        case O.POP_TOP:
          return `${lasti} { const v = ${s(-1)}; ${s(-1)} = null; ${dec("v")} }`;
        case O.RETURN_VALUE:
          // the value returned as the function's result (no longer on the frame's stack); the
          // frame's ip names this instruction, which the eval loop runs with the value pushed
          // back unless its caller finishes the return itself (ceval.ts runFrameInJit)
          if (d !== 1) return null;
          return `{ const r = ${s(-1)}; ${s(-1)} = null; frame.sp = ${B}; frame.ip = ${ins.start}; return r; }`;
        case O.PUSH_NULL:
          return `${s(0)} = null;`;
        case O.COPY:
          return `{ const v = ${s(-a)}; ${inc("v")} ${s(0)} = v; }`;
        case O.SWAP:
          return `{ const t = ${s(-1)}; ${s(-1)} = ${s(-a)}; ${s(-a)} = t; }`;
        case O.END_FOR:
        case O.POP_ITER:
          return `${lasti} { const v = ${s(-1)}; ${s(-1)} = null; ${xdec("v")} }`;
        case O.TO_BOOL:
          return `{ const v = ${s(-1)}; if (v !== True && v !== False) { ${lasti} ${s(-1)} = R.isTrue(v) ? True : False; ${dec("v")} } }`;
        case O.UNARY_NOT:
          return `${s(-1)} = ${s(-1)} === True ? False : True;`;
        case O.UNARY_NEGATIVE:
          return `${lasti} { const v = ${s(-1)}; ${s(-1)} = R.negative(v); R.DECREF(v); }`;
        case O.BINARY_OP:
          return `${lasti} ${binaryOp()}`;
        case O.COMPARE_OP:
          return `${lasti} ${s(-2)} = R.compareConsume(${s(-2)}, ${s(-1)}, ${a}); ${s(-1)} = null;`;
        case O.IS_OP:
          return `${lasti} { const b = ${s(-1)}, a = ${s(-2)}; ${s(-1)} = null; ${s(-2)} = (a === b) ${a === 1 ? "!==" : "==="} true ? True : False; ${dec("a")} ${dec("b")} }`;
        case O.CONTAINS_OP:
          return `${lasti} { const b = ${s(-1)}, a = ${s(-2)}; const r = R.contains(b, a) ${a === 1 ? "!==" : "==="} true;
            ${s(-1)} = null; ${s(-2)} = r ? True : False; ${dec("a")} ${dec("b")} }`;
        case O.POP_JUMP_IF_FALSE:
          return `${lasti} { const v = ${s(-1)}; ${s(-1)} = null; if (v === False || (v !== True && !R.truthAndRelease(v))) ${goto(jumpTarget(ins))} }`;
        case O.POP_JUMP_IF_TRUE:
          return `${lasti} { const v = ${s(-1)}; ${s(-1)} = null; if (v === True || (v !== False && R.truthAndRelease(v))) ${goto(jumpTarget(ins))} }`;
        case O.POP_JUMP_IF_NONE:
          return `${lasti} { const v = ${s(-1)}; ${s(-1)} = null; if (v === None) ${goto(jumpTarget(ins))} ${dec("v")} }`;
        case O.POP_JUMP_IF_NOT_NONE:
          return `${lasti} { const v = ${s(-1)}; ${s(-1)} = null; if (v !== None) { ${dec("v")} ip = ${jumpTarget(ins)}; continue; } }`;
        case O.JUMP_FORWARD:
          return goto(jumpTarget(ins));
        case O.JUMP_BACKWARD:
          return `${lasti} if (gcState.pending || pendingSignals[0] !== 0) { ${spill(d)} frame.sp = ${T}; R.collectPending(); } ${goto(jumpTarget(ins))}`;
        case O.JUMP_BACKWARD_NO_INTERRUPT:
          return goto(jumpTarget(ins));
        case O.GET_ITER:
          return `${lasti} { const v = ${s(-1)}; ${s(-1)} = R.getIter(v); R.DECREF(v); }`;
        case O.FOR_ITER:
          return `${lasti} ${forIter()}`;
        case O.LOAD_DEREF:
          return `${lasti} { const v = lp[${a}].ref; if (v === null) R.derefError(code, ${a}); ${inc("v")} ${s(0)} = v; }`;
        case O.STORE_DEREF:
          return `${lasti} { const cell = lp[${a}]; const old = cell.ref; cell.ref = ${s(-1)}; ${s(-1)} = null; ${xdec("old")} }`;
        case O.LOAD_GLOBAL:
          return `${lasti} ${loadGlobal()}`;
        case O.LOAD_ATTR:
          return `${lasti} ${loadAttr()}`;
        case O.STORE_ATTR:
          return `${lasti} { const owner = ${s(-1)}, v = ${s(-2)}; let done;
            ${storeAttrInline(ins.at, "owner", N(a), "v", "done")}
            if (!done) R.setAttr(owner, ${N(a)}, v);
            ${s(-1)} = null; ${s(-2)} = null; ${dec("owner")} ${dec("v")} }`;
        case O.BUILD_LIST:
        case O.BUILD_TUPLE: {
          const items = Array.from({ length: a }, (_, i) => s(i - a));
          return `${lasti} { const items = [${items.join(", ")}]; ${items.map((x) => `${x} = null;`).join(" ")} ${s(-a)} = ${ins.op === O.BUILD_LIST ? "newList" : "newTuple"}(items); }`;
        }
        case O.LIST_APPEND:
          return `{ const v = ${s(-1)}; ${s(-1)} = null; ${s(-1 - a)}.items.push(v); }`;
        case O.UNPACK_SEQUENCE:
          return `${lasti} ${unpackSequence()}`;
        case O.STORE_SUBSCR:
          // STORE_SUBSCR_LIST_INT inline: the value's stack reference moves into the list
          return `${lasti} { const key = ${s(-1)}, container = ${s(-2)}, v = ${s(-3)}; ${s(-1)} = ${s(-2)} = ${s(-3)} = null;
            if (container.ob_type === PyList_Type && key.ob_type === PyLong_Type && typeof key.value === "number" && key.value >= 0 && key.value < container.items.length) {
              const xs = container.items, i = key.value, old = xs[i]; xs[i] = v; ${dec("old")} ${dec("key")} ${dec("container")}
            } else R.storeSubscr(container, key, v); }`;
        case O.CALL:
          return `${lasti} ${call()}`;
        case O.CALL_KW:
          return `${lasti} ${callKw()}`;
        case O.MAKE_CELL:
          return `{ const v = lp[${a}] ?? null; lp[${a}] = new R.PyCell(v); }`;
        case O.COPY_FREE_VARS:
          return `R.copyFreeVars(frame, ${a});`;
        case O.BINARY_SLICE:
          // an exact list's or tuple's slice with int or None bounds here; anything else out of line
          return `${lasti} { const r = R.sliceOfSequence(${s(-3)}, ${s(-2)}, ${s(-1)});
            if (r !== null) { const c = ${s(-3)}, lo = ${s(-2)}, hi = ${s(-1)}; ${s(-1)} = ${s(-2)} = null; ${s(-3)} = r; ${dec("lo")} ${dec("hi")} ${dec("c")} }
            else { ${coldOp()} } }`;
        case O.STORE_SLICE: {
          // as the eval loop: the four operands released whether the assignment is done or raises
          const release = `${s(-4)} = ${s(-3)} = ${s(-2)} = ${s(-1)} = null; ${dec("lo")} ${dec("hi")} ${dec("c")} ${dec("v")}`;
          return `${lasti} { const v = ${s(-4)}, c = ${s(-3)}, lo = ${s(-2)}, hi = ${s(-1)}; let done;
            try { done = R.assignSliceOfList(c, lo, hi, v); }
            catch (e) { ${release} throw e; }
            if (done) { ${release} }
            else { ${coldOp()} } }`;
        }
        case O.BUILD_SLICE: {
          const parts = a === 3 ? [s(-3), s(-2), s(-1)] : [s(-2), s(-1)];
          return `{ const x = ${parts[0]}, y = ${parts[1]}, z = ${a === 3 ? parts[2] : "None"};
            ${parts.slice(1).map((p) => `${p} = null;`).join(" ")} ${parts[0]} = R.rt.newSlice(x, y, z); ${dec("x")} ${dec("y")} ${dec("z")} }`;
        }
        default:
          return FRAME_NEUTRAL_COLD_OPS.has(ins.op) ? coldOp() : null;
      }
    }

    /**
     * One of the eval loop's out-of-line opcodes, run by its own handler on the frame's stack:
     * the stack spilled into the frame, the handler run, the new stack read back. When it raises,
     * the stack as the handler left it (popped slots nulled) is what the unwinder releases, so the
     * slots are read back before the exception leaves (the catch below stores them again).
     */
    function coldOp(): string {
      const nd = d + stackEffect(ins.op, a, false);
      const reload = (n: number): string => Array.from({ length: n }, (_, k) => `s${k} = lp[${B + k}];`).join(" ");
      if (nd > 0) cx.slot(nd - 1);
      return `${lasti} ${spill(d)} frame.sp = ${T};
        try { R.execColdOp(${ins.op}, ${a}, frame, lp, ${T}, ${ins.at + 1}); } catch (e) { ${reload(d)} throw e; }
        ${reload(nd)}`;
    }

    function binaryOp(): string {
      if (a === 26) {
        return `{ const b = ${s(-1)}, a = ${s(-2)}; let r = null;
          if (b.ob_type === PyLong_Type && (a.ob_type === PyList_Type || a.ob_type === PyTuple_Type)) {
            const i = b.value, xs = a.items;
            if (typeof i === "number" && i >= 0 && i < xs.length) { r = xs[i]; ${inc("r")} }
          }
          if (r === null) r = R.getItem(a, b);
          ${s(-1)} = null; ${s(-2)} = r; ${dec("a")} ${dec("b")} }`;
      }
      const floatOp = inlineOperator(a);
      const floatPath = floatOp === null ? "" : `if (a.ob_type === PyFloat_Type && b.ob_type === PyFloat_Type) {
          const z = a.value ${floatOp} b.value; ${s(-1)} = null;
          if (a.ob_refcnt === 1) { a.value = z; if (b.ob_refcnt < ${IMM} && --b.ob_refcnt === 0) floatDealloc(b); }
          else if (b.ob_refcnt === 1) { b.value = z; ${s(-2)} = b; if (a.ob_refcnt < ${IMM}) a.ob_refcnt--; }
          else { ${s(-2)} = newFloat(z); if (a.ob_refcnt < ${IMM}) a.ob_refcnt--; if (b.ob_refcnt < ${IMM}) b.ob_refcnt--; }
        } else `;
      // exact ints as JS numbers with a safe-integer result: the result replaces them
      const intPath = floatOp === null ? "" : `if (a.ob_type === PyLong_Type && b.ob_type === PyLong_Type) { let r = null; ${intOp(floatOp)}
          if (r !== null) { ${s(-1)} = null; ${s(-2)} = r; ${dec("a")} ${dec("b")} } else { ${s(-2)} = R.binaryOpConsume(a, b, ${a}); ${s(-1)} = null; } } else `;
      // `+` of two exact strs whose left one only this stack holds (a temporary): appended in place
      const strPath = floatOp !== "+" ? "" : `if (a.ob_type === PyUnicode_Type && b.ob_type === PyUnicode_Type && a.ob_refcnt === 1) {
          R.unicodeAppendInPlace(a, b); ${s(-1)} = null; ${dec("b")}
        } else `;
      const generic = `{ ${s(-2)} = R.binaryOpFromJit(a, b, ${a}); ${s(-1)} = null; }`;
      // //, %, ** and / of floats (and ints as doubles): float's slot directly
      const slotOp = floatSlotOp(a);
      const body = slotOp === null ? generic : `{ let r = null; ${slotOp}
          if (r !== null) { ${s(-1)} = null; ${s(-2)} = r; ${dec("a")} ${dec("b")} } else ${generic} }`;
      return `{ const b = ${s(-1)}, a = ${s(-2)};
        ${floatPath}${intPath}${strPath}${body} }`;
    }

    function forIter(): string {
      const exhausted = jumpTarget(ins) + 1;
      let inPlace = "";
      if (nextIns !== undefined && nextIns.op === O.STORE_FAST && nextIns.start === nextIns.at) {
        // `for i in range(...)`: the loop variable's int takes the new value in place when only it holds it
        const t = nextIns.arg;
        inPlace = `if ((v < -5 || v > 256) && !intIdentity.observed) { const old = lp[${t}];
            if (old != null && old.ob_refcnt === 1 && old.ob_type === PyLong_Type) { old.value = v; ${goto(nextIns.next)} } }`;
      }
      return `{ const it = ${s(-1)}; let next;
        if (it.ob_type === PyRangeIter_Type && typeof it.remaining === "number" && typeof it.next === "number" && typeof it.step === "number") {
          const v = it.next;
          if (it.remaining <= 0) next = null;
          else { it.remaining--; it.next = v + it.step; ${inPlace} next = newInt(v); }
        } else if (it.ob_type === PyListIter_Type || it.ob_type === PyTupleIter_Type) {
          // FOR_ITER_LIST / _TUPLE: the iterator's index over the sequence's items
          const xs = it.seq.items;
          if (it.i < xs.length) { next = xs[it.i++]; ${inc("next")} } else { it.i = Infinity; next = null; }
        } else {
          if (it.ob_type === rt.genType) ${bail}
          next = it.ob_type === PyRangeIter_Type ? PyRangeIter_Type.tp_iternext(it) : R.forIterNext(it);
        }
        if (next === null) ${goto(exhausted)}
        ${s(0)} = next; }`;
    }

    function loadGlobal(): string {
      entry.add("const GC = code.globalCache;");
      const p = ins.at;
      return `{ const g = frame.globals, bi = frame.builtins; let v;
        if (GC.globals[${p}] === g && GC.globalsVersion[${p}] === g.version) {
          const bd = GC.builtins[${p}];
          if (bd === null) v = g.values[GC.index[${p}]];
          else if (bd === bi && GC.builtinsVersion[${p}] === bi.version) v = bi.values[GC.index[${p}]];
          else v = R.loadGlobalFill(GC, ${p}, g, bi, ${N(a >> 1)});
        } else v = R.loadGlobalFill(GC, ${p}, g, bi, ${N(a >> 1)});
        ${inc("v")} ${s(0)} = v;${a & 1 ? ` ${s(1)} = null;` : ""} }`;
    }

    function loadAttr(): string {
      const name = N(a >> 1);
      if (a & 1) {
        return `{ const owner = ${s(-1)}; let cached;
          ${loadMethodInline(ins.at, "owner", name, "cached")}
          if (cached !== null) { ${s(-1)} = cached; ${s(0)} = owner; }
          else {
            const m = R.getMethod(owner, ${name});
            if (R.methodUnbound()) { ${s(-1)} = m; ${s(0)} = owner; }
            else { ${s(-1)} = m; ${s(0)} = null; ${dec("owner")} }
          } }`;
      }
      // LOAD_ATTR_PROPERTY: the getter called as a CALL calls, the stack's reference to owner
      // handed over as its argument (when its frame is left to the eval loop, the result is
      // pushed there as a call's is, and the loop goes on at the next instruction)
      const next = nextIns!.start;
      return `{ const owner = ${s(-1)}; let r;
        ${loadAttrInline(ins.at, "owner", name, "r")}
        if (r !== null) { ${s(-1)} = r; ${dec("owner")} }
        else {
          const fget = R.propertyGetter(code, ${ins.at}, owner, ${name});
          if (fget !== null) {
            lp[${T - 1}] = owner; ${s(-1)} = null; frame.sp = ${T}; frame.ip = ${next};
            r = R.callPropertyFromJit(fget, lp, ${T - 1});
            if (r === null) { ip = ${next}; xd = ${d - 1}; break run; }
            ${s(-1)} = r;
          } else { r = owner.ob_type.tp_getattro(owner, ${name}); ${s(-1)} = r; ${dec("owner")} }
        } }`;
    }

    function unpackSequence(): string {
      const pushes = Array.from({ length: a }, (_, i) => `{ const x = xs[${a - 1 - i}]; ${inc("x")} ${s(-1 + i)} = x; }`);
      return `{ const seq = ${s(-1)}; ${s(-1)} = null;
        if ((seq.ob_type === PyTuple_Type || seq.ob_type === PyList_Type) && seq.items.length === ${a}) {
          const xs = seq.items; ${pushes.join(" ")} ${dec("seq")}
        } else {
          const items = R.unpackAndRelease(seq, ${a});
          ${Array.from({ length: a }, (_, i) => `${s(-1 + i)} = items[${a - 1 - i}];`).join(" ")}
        } }`;
    }

    /**
     * CALL_KW: [callable, self or null, arguments…, the keyword names' tuple]. A Python function
     * called directly (its frame bound by makeFrame with the keywords), anything but a bound method
     * (which the eval loop unpacks) through callNative with the keyword names.
     */
    function callKw(): string {
      const base = T - a - 3;
      const operandsOut = Array.from({ length: a + 3 }, (_, k) => `${s(k - a - 3)} = null;`).join(" ");
      return `{ const callable = ${s(-a - 3)}, self = ${s(-a - 2)}, kwTuple = ${s(-1)}, t = callable.ob_type;
        if (t === PyMethod_Type) ${bail}
        ${spill(d)} ${operandsOut} lp[${T - 1}] = null;
        frame.sp = ${T - 1}; frame.ip = ${ins.next};
        if (t === PyFunction_Type) {
          const r = R.callKwFunctionFromJit(lp, ${base}, ${T - 1}, self != null, kwTuple);
          if (r === null) { ip = ${nextIns!.start}; xd = ${d - a - 3}; break run; }
          ${s(-a - 3)} = r;
        } else ${s(-a - 3)} = R.callNative(lp, ${base}, self != null ? ${base + 1} : ${base + 2}, ${T - 1}, callable, R.kwnamesOf(kwTuple), kwTuple); }`;
    }

    function call(): string {
      const base = T - a - 2;
      const append = a === 1 ? `if (callable === R.listAppend.descr && self != null && self.ob_type === PyList_Type) {
          self.items.push(${s(-1)}); ${s(-1)} = ${s(-2)} = null; ${dec("self")} ${s(-3)} = None;
        } else ` : "";
      // CALL_LEN: len() of an exact list, tuple, dict or str (anything else calls the builtin)
      const len = a === 1 ? `if (callable === R.builtinLen.fn && self == null && (n = lenOf(${s(-1)})) >= 0) {
          const o = ${s(-1)}; ${s(-1)} = null; ${s(-3)} = newInt(n); ${dec("o")}
        } else ` : "";
      // CALL_ISINSTANCE: isinstance(o, C) for a class C whose metaclass is type, when o's type is
      // C or a subclass (otherwise the builtin decides: __class__, tuples, __instancecheck__)
      const isinst = a === 2 ? `if (callable === R.builtinIsinstance.fn && self == null && ${s(-1)}.ob_type === PyType_Type
          && (${s(-2)}.ob_type === ${s(-1)} || ${s(-2)}.ob_type.isSubtype(${s(-1)}))) {
          const o = ${s(-2)}, c = ${s(-1)}; ${s(-1)} = ${s(-2)} = null; ${s(-4)} = True; ${dec("o")} ${dec("c")}
        } else ` : "";
      // CALL_METHOD_DESCRIPTOR_O / _NOARGS: a builtin method's body for one argument or none (or
      // two) run directly (PyMethodDescr.implO/impl0/impl2), the operands released after it in
      // callNative's order; the descriptor is immortal (descr.ts defMethod)
      const entry = a === 0 ? "impl0" : a === 1 ? "implO" : "impl2";
      const argsIn = Array.from({ length: a }, (_, k) => s(k - a));
      const argsOut = argsIn.map((x) => `{ const x = ${x}; ${x} = null; ${dec("x")} }`).join(" ");
      const direct = a <= 2 ? `if (t === PyMethodDescr_Type && self != null && callable.${entry} !== null && self.ob_type === callable.objclass) {
          const r = callable.${entry}(self${argsIn.map((x) => `, ${x}`).join("")});
          ${s(-a - 1)} = null; ${dec("self")} ${argsOut} ${s(-a - 2)} = r;
        } else ` : "";
      const operandsOut = Array.from({ length: a + 2 }, (_, k) => `${s(k - a - 2)} = null;`).join(" ");
      // a Python function, or a class with a Python __init__ (the instance made and __init__ run):
      // called directly (jit/index.ts), its frame perhaps left to the eval loop, which then
      // continues there and returns to this function's next instruction; anything else but a bound
      // method (which the eval loop unpacks) through callNative. The operands are spilled once for
      // the three.
      // a plain call of a Python function (ceval.ts callPlain…) takes the callable's and the
      // arguments' references straight from the stack variables, nothing spilled: the frame's
      // stack is left empty meanwhile, and an exit to the eval loop spills what stays below
      const plain = a <= MAX_PLAIN_ARGS - 1 ? `if (t === PyFunction_Type) {
          frame.sp = ${B}; frame.ip = ${ins.next};
          const r = self != null ? R.callPlain${a + 1}(callable, self${argsIn.map((x) => `, ${x}`).join("")}) : R.callPlain${a}(callable${argsIn.map((x) => `, ${x}`).join("")});
          if (r !== undefined) {
            ${operandsOut}
            if (r === null) { ip = ${nextIns!.start}; xd = ${d - a - 2}; break run; }
            ${s(-a - 2)} = r;
          } else plainDone = false;
        } else if (t === PyType_Type && self == null) {
          frame.sp = ${B}; frame.ip = ${ins.next};
          const r = R.callInitPlain${a}(callable${argsIn.map((x) => `, ${x}`).join("")});
          if (r !== undefined) {
            ${operandsOut}
            if (r === null) { ip = ${nextIns!.start}; xd = ${d - a - 2}; break run; }
            if (r === R.INIT_NOT_NONE) R.raiseInitNotNone();
            ${s(-a - 2)} = r;
          } else plainDone = false;
        } else plainDone = false;
        if (!plainDone) ` : "";
      return `{ const callable = ${s(-a - 2)}, self = ${s(-a - 1)}, t = callable.ob_type;${a === 1 ? " let n = -1;" : ""}${plain ? " let plainDone = true;" : ""}
        if (t === PyMethod_Type) ${bail}
        else ${append}${direct}${len}${isinst}${plain}{
          ${spill(d)} ${operandsOut}
          frame.sp = ${T}; frame.ip = ${ins.next};
          let r;
          if (t === PyFunction_Type) r = R.callFunctionFromJit(lp, ${base}, ${T}, self != null);
          else if (t === PyType_Type && self == null && R.initFunctionOf(callable) !== null) r = R.callInitFromJit(lp, ${base}, ${T});
          else r = R.callNative(lp, ${base}, self != null ? ${base + 1} : ${base + 2}, ${T}, callable, null, null);
          if (r === null) { ip = ${nextIns!.start}; xd = ${d - a - 2}; break run; }
          ${s(-a - 2)} = r;
        } }`;
    }
  }
  // every depth the function may be entered, left or unwound at has its variables
  for (let i = 0; i < depth.length; i++) maxSlot = Math.max(maxSlot, depth[i]! - 1);
  const slots = Array.from({ length: maxSlot + 1 }, (_, k) => k);
  const fill = slots.slice().reverse().map((k) => `case ${k + 1}: s${k} = lp[${B + k}];`).join(" ");
  const spillAll = slots.slice().reverse().map((k) => `case ${k + 1}: lp[${B + k}] = s${k};`).join(" ");
  const n = code.code.length >> 1;
  // the attribute instructions' inline caches (made by compileJit before the factory runs)
  if (body.includes("ACT[")) entry.add("const ac = code.attrCache, ACT = ac.tag, ACS = ac.slot, ACD = ac.descr, ACK = ac.shared, AN = ac.n;");
  return `${[...header].join("\n")}
const LBL = new Int32Array(${n}).fill(-1);
{ const e = [${entries.join(",")}]; for (let k = 0; k < e.length; k += 2) LBL[e[k]] = e[k + 1]; }
return function jit(frame, ip) {
  const code = frame.code;
  ${[...entry].join(" ")}
  const lp = frame.localsplus;
  ${slots.length ? `let ${slots.map((k) => `s${k} = null`).join(", ")};` : ""}
  if (ip < depth.length) switch (depth[ip]) { ${fill} }
  let xd = -1, L = ip < ${n} ? LBL[ip] : -1;
  try {
    run: for (;;) {
      switch (L) {
${body}
        default: return ip;
      }
      throw new Error("pyts jit: ran past the last instruction");
    }
    // the exit to the eval loop at ip: the stack (xd slots deep) back into the frame
    if (xd >= 0) {
      switch (xd) { ${spillAll} }
      frame.sp = ${B} + xd;
    }
    return ip;
  } catch (e) {
    const n = depth[frame.lasti];
    switch (n) { ${spillAll} }
    frame.sp = ${B} + n;
    throw e;
  }
};`;
}
