/**
 * CPython 3.14's borrowed stack references, as `sys.getrefcount` observes them.
 *
 * CPython's LOAD_FAST_BORROW pushes a `_PyStackRef` tagged as borrowed: no INCREF, and the
 * consumer's PyStackRef_CLOSE does no DECREF. The compiler (flowgraph.c `optimize_load_fast`,
 * packages/compiler/src/flowgraph/optimize.ts) only emits it when the reference is consumed inside
 * its basic block while the local still holds the object. The tag travels with the stackref: COPY,
 * SWAP, LOAD_ATTR/LOAD_SPECIAL/LOAD_SUPER_ATTR's `self`, FORMAT_SIMPLE of a str and
 * GET_YIELD_FROM_ITER of a generator move it; a Python-to-Python CALL moves argument stackrefs into
 * the callee's parameters (and `f_funcobj`), where they stay borrowed (a LOAD_FAST of such a local
 * DUPs the tag, STORE_FAST moves it) until the frame ends or is copied into a generator / frame
 * object (PyStackRef_MakeHeapSafe).
 *
 * pyts's value stack owns every reference (ceval.ts takes one at LOAD_FAST_BORROW, releases it at
 * the consumer), so object lifetimes are the same as CPython's — a borrowed reference never
 * outlives the local that holds the object — and only the count read while such a reference is
 * live differs. `borrowedRefs(o)` counts those live references (found by re-running the
 * compiler's analysis over the block of each active frame's current instruction, on demand:
 * nothing of this runs in the eval loop), and `sys.getrefcount` reports `ob_refcnt` minus it.
 */
import { opmap as O, numPopped, numPushed, cacheSize, CO_VARARGS, CO_VARKEYWORDS } from "@pyts/compiler";
import type { PyObject } from "../objects/object.js";
import type { PyCode } from "../objects/code.js";
import type { PyFrame } from "../objects/frame.js";
import { PyUnicode_Type } from "../objects/str.js";
import { tstate } from "./threadState.js";
import { isTuple } from "../objects/tuple.js";
import { isDict, dictItems } from "../objects/dict.js";


/** A value-stack entry of the analysis: owned (or unknown), NULL, or borrowed from local `src`. */
const OWNED = -1;
const NULL_ENTRY = -2;
/** Borrowed entries: `src` is the local; `cond` says when the reference is really the local's object. */
interface Borrowed {
  src: number;
  /** 0: always; 1: only if the object is an exact str (FORMAT_SIMPLE); 2: only if the local itself is borrowed (LOAD_FAST's DUP). */
  cond: number;
}
type Entry = number | Borrowed;

const leadersCache = new WeakMap<PyCode, Uint8Array>();

/** Code-unit indices that start a basic block: jump targets, after jumps and exits, handlers. */
function leaders(code: PyCode): Uint8Array {
  let l = leadersCache.get(code);
  if (l !== undefined) return l;
  const bc = code.code;
  const n = bc.length >> 1;
  l = new Uint8Array(n + 1);
  l[0] = 1;
  for (const t of code.exTarget) if (t <= n) l[t] = 1;
  for (let i = 0; i < n; ) {
    let op = bc[i << 1]!;
    let arg = bc[(i << 1) + 1]!;
    let j = i + 1;
    while (op === O.EXTENDED_ARG && j < n) {
      op = bc[j << 1]!;
      arg = (arg << 8) | bc[(j << 1) + 1]!;
      j++;
    }
    const next = j + cacheSize(op);
    switch (op) {
      case O.JUMP_FORWARD:
        l[Math.min(n, next + arg)] = 1;
        l[Math.min(n, next)] = 1;
        break;
      case O.JUMP_BACKWARD:
      case O.JUMP_BACKWARD_NO_INTERRUPT:
        l[Math.max(0, next - arg)] = 1;
        l[Math.min(n, next)] = 1;
        break;
      case O.POP_JUMP_IF_FALSE: case O.POP_JUMP_IF_TRUE: case O.POP_JUMP_IF_NONE: case O.POP_JUMP_IF_NOT_NONE:
      case O.FOR_ITER: case O.SEND:
        l[Math.min(n, next + arg)] = 1;
        l[Math.min(n, next)] = 1;
        break;
      case O.RETURN_VALUE: case O.RAISE_VARARGS: case O.RERAISE: case O.RETURN_GENERATOR:
        l[Math.min(n, next)] = 1;
        break;
    }
    i = next;
  }
  leadersCache.set(code, l);
  return l;
}

/**
 * The value-stack entries pushed since the start of the block holding `lasti`, as they are when
 * the instruction at `lasti` starts (entries below the block start are owned: CPython never
 * borrows across a block boundary). `borrowedLocal(i)` says whether local i holds a borrowed
 * reference (a parameter of a callee, see above).
 */
function entriesAt(code: PyCode, lasti: number): Entry[] {
  const bc = code.code;
  const lead = leaders(code);
  let start = lasti;
  while (start > 0 && !lead[start]) start--;
  // an EXTENDED_ARG prefix of the leader belongs to it; decoding from `start` handles that
  const stack: Entry[] = [];
  const pop = (): Entry => (stack.length ? stack.pop()! : OWNED);
  for (let i = start; i < lasti; ) {
    let op = bc[i << 1]!;
    let arg = bc[(i << 1) + 1]!;
    let j = i + 1;
    while (op === O.EXTENDED_ARG) {
      op = bc[j << 1]!;
      arg = (arg << 8) | bc[(j << 1) + 1]!;
      j++;
    }
    if (j > lasti) break; // lasti is inside this instruction's EXTENDED_ARG prefix
    i = j + cacheSize(op);
    switch (op) {
      case O.LOAD_FAST_BORROW:
        stack.push({ src: arg, cond: 0 });
        break;
      case O.LOAD_FAST_BORROW_LOAD_FAST_BORROW:
        stack.push({ src: arg >> 4, cond: 0 }, { src: arg & 15, cond: 0 });
        break;
      case O.LOAD_FAST:
      case O.LOAD_FAST_CHECK:
        stack.push({ src: arg, cond: 2 });
        break;
      case O.LOAD_FAST_LOAD_FAST:
        stack.push({ src: arg >> 4, cond: 2 }, { src: arg & 15, cond: 2 });
        break;
      case O.STORE_FAST_LOAD_FAST:
        pop();
        stack.push({ src: arg & 15, cond: 2 });
        break;
      case O.PUSH_NULL:
        stack.push(NULL_ENTRY);
        break;
      case O.LOAD_GLOBAL:
        stack.push(OWNED);
        if (arg & 1) stack.push(NULL_ENTRY);
        break;
      case O.COPY: {
        const k = stack.length - arg;
        stack.push(k >= 0 ? stack[k]! : OWNED);
        break;
      }
      case O.SWAP: {
        while (stack.length < arg) stack.unshift(OWNED);
        const k = stack.length - arg;
        const t = stack[k]!;
        stack[k] = stack[stack.length - 1]!;
        stack[stack.length - 1] = t;
        break;
      }
      case O.LOAD_ATTR: {
        const self = pop();
        stack.push(OWNED);
        if (arg & 1) stack.push(self);
        break;
      }
      case O.LOAD_SUPER_ATTR: {
        const self = pop();
        pop();
        pop();
        stack.push(OWNED);
        if (arg & 1) stack.push(self);
        break;
      }
      case O.LOAD_SPECIAL: {
        const self = pop();
        stack.push(OWNED, self);
        break;
      }
      case O.FORMAT_SIMPLE: {
        const v = pop();
        stack.push(typeof v === "number" ? v : { src: v.src, cond: v.cond === 0 ? 1 : v.cond });
        break;
      }
      case O.END_SEND: {
        const v = pop();
        pop();
        stack.push(v);
        break;
      }
      case O.GET_ANEXT: case O.GET_LEN: case O.IMPORT_FROM: case O.MATCH_KEYS: case O.MATCH_MAPPING:
      case O.MATCH_SEQUENCE: case O.WITH_EXCEPT_START:
        for (let k = numPushed(op, arg) - numPopped(op, arg); k > 0; k--) stack.push(OWNED);
        break;
      case O.DICT_MERGE: case O.DICT_UPDATE: case O.LIST_APPEND: case O.LIST_EXTEND: case O.MAP_ADD:
      case O.SET_ADD: case O.SET_UPDATE:
        for (let k = numPopped(op, arg) - numPushed(op, arg); k > 0; k--) pop();
        break;
      case O.FOR_ITER:
        stack.push(OWNED);
        break;
      default: {
        const np = numPopped(op, arg), nu = numPushed(op, arg);
        for (let k = 0; k < np; k++) pop();
        for (let k = 0; k < nu; k++) stack.push(OWNED);
      }
    }
  }
  return stack;
}

function decodeAt(code: PyCode, lasti: number): [number, number] {
  const bc = code.code;
  const op = bc[lasti << 1]!;
  let arg = bc[(lasti << 1) + 1]!;
  // lasti points at the instruction itself; its EXTENDED_ARG prefixes come before it
  for (let k = lasti - 1, shift = 8; k >= 0 && bc[k << 1] === O.EXTENDED_ARG; k--, shift += 8) arg |= bc[(k << 1) + 1]! << shift;
  return [op, arg];
}

/** Per active frame: which locals hold borrowed references (parameters of a Python-to-Python call). */
function borrowedLocals(f: PyFrame, cache: Map<PyFrame, Set<number> | null>): Set<number> | null {
  if (cache.has(f)) return cache.get(f)!;
  cache.set(f, null);
  const c = f.previous;
  if (f.isEntry || c === null || c.cleared || c.lasti < 0) return null;
  const [op, oparg] = decodeAt(c.code, c.lasti);
  if (op !== O.CALL && op !== O.CALL_KW) return null;
  const e = entriesAt(c.code, c.lasti);
  const callerBorrowed = borrowedLocals(c, cache);
  const nOperands = oparg + 2 + (op === O.CALL_KW ? 1 : 0);
  const objs: PyObject[] = [];
  for (let k = Math.max(0, e.length - nOperands); k < e.length; k++) {
    const o = liveObject(c, e[k]!, callerBorrowed);
    if (o !== null) objs.push(o);
  }
  if (objs.length === 0) return null;
  const set = new Set<number>();
  const lp = f.localsplus;
  const nl = f.code.nlocals;
  const named = f.code.argcount + f.code.kwonlyargcount;
  for (const o of objs) {
    let inParams = false;
    for (let i = 0; i < nl; i++) if (lp[i] === o) inParams = true;
    if (!inParams) continue;
    let inNamed = false;
    for (let i = 0; i < named; i++) if (lp[i] === o) inNamed = true;
    // an argument collected into *args or **kwargs: a new reference there, the stackref closed
    if (!inNamed && inCollected(f, o)) continue;
    // the borrowed stackref is in the callee; locals it was moved or DUPed into are borrowed too
    for (let i = 0; i < nl; i++) if (lp[i] === o) set.add(i);
  }
  cache.set(f, set.size ? set : null);
  return cache.get(f)!;
}

/** Is `o` in the frame's *args tuple or among its **kwargs values? */
function inCollected(f: PyFrame, o: PyObject): boolean {
  const code = f.code;
  let slot = code.argcount + code.kwonlyargcount;
  const lp = f.localsplus;
  if (code.flags & CO_VARARGS) {
    const t = lp[slot++];
    if (t != null && isTuple(t) && t.items.includes(o)) return true;
  }
  if (code.flags & CO_VARKEYWORDS) {
    const d = lp[slot];
    if (d != null && isDict(d)) for (const [, v] of dictItems(d)) if (v === o) return true;
  }
  return false;
}

/** The object a borrowed entry refers to, or null when the entry is owned / not borrowed after all. */
function liveObject(f: PyFrame, e: Entry, borrowedLocal: Set<number> | null): PyObject | null {
  if (typeof e === "number") return null;
  const o = f.localsplus[e.src];
  if (o == null) return null;
  if (e.cond === 1 && o.ob_type !== PyUnicode_Type) return null;
  if (e.cond === 2 && (borrowedLocal === null || !borrowedLocal.has(e.src))) return null;
  return o;
}

/**
 * How many of `o`'s references are, in CPython, borrowed stackrefs (counted in `ob_refcnt` by pyts):
 * entries of active frames' value stacks, and callee locals holding a borrowed argument.
 */
export function borrowedRefs(o: PyObject): number {
  let n = 0;
  const cache = new Map<PyFrame, Set<number> | null>();
  let callee: PyFrame | null = null;
  for (let f = tstate.frame; f !== null; callee = f, f = f.previous) {
    if (f.cleared || f.lasti < 0) continue;
    const bl = borrowedLocals(f, cache);
    if (bl !== null) for (const i of bl) if (f.localsplus[i] === o) n++;
    if (f.func === o && calleeFuncBorrowed(f, cache)) n++;
    const e = entriesAt(f.code, f.lasti);
    let top = e.length;
    // a Python-to-Python CALL handed its operands to the callee frame (counted there); an inline
    // CALL_FUNCTION_EX, its callable (f_funcobj, see calleeFuncBorrowed), the rest released
    if (callee !== null && !callee.isEntry && callee.previous === f) {
      const [op, oparg] = decodeAt(f.code, f.lasti);
      top = Math.max(0, top - handedOperands(op, oparg));
    }
    for (let k = 0; k < top; k++) if (liveObject(f, e[k]!, bl) === o) n++;
  }
  return n;
}

/** Was the callee's function object passed as a borrowed stackref (it becomes `f_funcobj`)? */
function calleeFuncBorrowed(f: PyFrame, cache: Map<PyFrame, Set<number> | null>): boolean {
  const c = f.previous;
  if (f.isEntry || c === null || c.cleared || c.lasti < 0) return false;
  const [op, oparg] = decodeAt(c.code, c.lasti);
  const n = handedOperands(op, oparg);
  if (n === 0) return false;
  const e = entriesAt(c.code, c.lasti);
  const k = e.length - n;
  return k >= 0 && liveObject(c, e[k]!, borrowedLocals(c, cache)) === f.func;
}

/** The value-stack operands an instruction that pushes a Python frame inline takes (callable first); 0 for others. */
function handedOperands(op: number, oparg: number): number {
  if (op === O.CALL) return oparg + 2;
  if (op === O.CALL_KW) return oparg + 3;
  // callable, self or NULL, callargs, kwargs or NULL
  if (op === O.CALL_FUNCTION_EX) return 4;
  return 0;
}
