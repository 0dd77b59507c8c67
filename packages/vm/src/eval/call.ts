/**
 * Binding call arguments to a Python function's parameters (CPython's `initialize_locals` in
 * Python/ceval.c), with CPython's error messages, producing a ready frame.
 */
import { CO_VARARGS, CO_VARKEYWORDS } from "@pyts/compiler";
import { PyObject, IMMORTAL_REFCNT } from "../objects/object.js";
import { PyFunction } from "../objects/function.js";
import { PyFrame, acquireFrame, clearFrame, recycleFrame } from "../objects/frame.js";
import { newTuple } from "../objects/tuple.js";
import { newDict, dictSetItem, dictGetStr, dictItems } from "../objects/dict.js";
import { internStr, type PyStr } from "../objects/str.js";
import { typeError } from "../objects/exceptions.js";
import { generateSuggestion } from "@pyts/parser";


function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}

function nameList(names: string[]): string {
  const q = names.map((n) => `'${n}'`);
  if (q.length === 1) return q[0]!;
  if (q.length === 2) return `${q[0]} and ${q[1]}`;
  return q.slice(0, -1).join(", ") + ", and " + q[q.length - 1];
}

/**
 * CALL's fast path (CPython's `_PyEvalFramePushAndInit`, which steals the arguments): when `nargs`
 * positional arguments bind to `func`'s positional parameters — all of them, or the first ones
 * with the defaults for the rest — a frame holding them: the references move from the caller's
 * stack slots `args[argOffset…]`, which are left null (the defaults get new references); else
 * null (nothing moved; makeFrame binds them).
 */
export function makeFrameStealingArgs(func: PyFunction, args: (PyObject | null)[], argOffset: number, nargs: number): PyFrame | null {
  const code = func.code;
  const argcount = code.argcount;
  if (nargs > argcount || (code.flags & (CO_VARARGS | CO_VARKEYWORDS)) !== 0 || code.kwonlyargcount !== 0) return null;
  let defs: PyObject[] | null = null;
  if (nargs < argcount) {
    defs = func.defaults === null ? null : func.defaults.items;
    if (defs === null || nargs < argcount - defs.length) return null;
  }
  const f = acquireFrame(code, func, func.globals, func.builtins);
  const lp = f.localsplus;
  for (let i = 0; i < nargs; i++) {
    lp[i] = args[argOffset + i]!;
    args[argOffset + i] = null;
  }
  if (defs !== null) bindDefaults(lp, defs, nargs, argcount);
  return f;
}

/** The positional parameters `nargs..argcount` of a frame's locals bound to the trailing `defs` (new references). */
export function bindDefaults(lp: (PyObject | null)[], defs: PyObject[], nargs: number, argcount: number): void {
  const m = argcount - defs.length;
  for (let i = nargs; i < argcount; i++) {
    const d = defs[i - m]!;
    if (d.ob_refcnt < IMMORTAL_REFCNT) d.ob_refcnt++;
    lp[i] = d;
  }
}

/** A frame for calling `func` with `args` (borrowed; keyword values at the tail named by kwnames). */
export function makeFrame(func: PyFunction, args: PyObject[], argOffset: number, nargsTotal: number, kwnames: string[] | null): PyFrame {
  const code = func.code;
  const f = acquireFrame(code, func, func.globals, func.builtins);
  const lp = f.localsplus;
  const nkw = kwnames === null ? 0 : kwnames.length;
  const npos = nargsTotal - nkw;
  const argcount = code.argcount;
  const kwonly = code.kwonlyargcount;
  const flags = code.flags;
  const total = argcount + kwonly;
  // fast path: exact positional arguments, no defaults needed
  if (nkw === 0 && npos === argcount && (flags & (CO_VARARGS | CO_VARKEYWORDS)) === 0 && kwonly === 0) {
    for (let i = 0; i < npos; i++) {
      const v = args[argOffset + i]!;
      if (v.ob_refcnt < IMMORTAL_REFCNT) v.ob_refcnt++;
      lp[i] = v;
    }
    return f;
  }
  // fast path: fewer positional arguments than parameters, the rest from the defaults
  if (nkw === 0 && npos < argcount && (flags & (CO_VARARGS | CO_VARKEYWORDS)) === 0 && kwonly === 0 && func.defaults !== null) {
    const defs = func.defaults.items;
    const m = argcount - defs.length;
    if (npos >= m) {
      for (let i = 0; i < npos; i++) {
        const v = args[argOffset + i]!;
        if (v.ob_refcnt < IMMORTAL_REFCNT) v.ob_refcnt++;
        lp[i] = v;
      }
      for (let i = npos; i < argcount; i++) {
        const d = defs[i - m]!;
        if (d.ob_refcnt < IMMORTAL_REFCNT) d.ob_refcnt++;
        lp[i] = d;
      }
      return f;
    }
  }
  const qual = func.qualname.value;
  let kwdict: ReturnType<typeof newDict> | null = null;
  let slot = total;
  if (flags & CO_VARARGS) slot++;
  if (flags & CO_VARKEYWORDS) {
    kwdict = newDict();
    lp[slot] = kwdict;
  }
  const n = Math.min(npos, argcount);
  for (let i = 0; i < n; i++) {
    const v = args[argOffset + i]!;
    if (v.ob_refcnt < IMMORTAL_REFCNT) v.ob_refcnt++;
    lp[i] = v;
  }
  if (flags & CO_VARARGS) {
    const extra: PyObject[] = [];
    for (let i = n; i < npos; i++) {
      const v = args[argOffset + i]!;
      if (v.ob_refcnt < IMMORTAL_REFCNT) v.ob_refcnt++;
      extra.push(v);
    }
    lp[total] = newTuple(extra);
  }
  const names = code.localsplusnames;
  for (let k = 0; k < nkw; k++) {
    const kw = kwnames![k]!;
    const v = args[argOffset + npos + k]!;
    let j = -1;
    for (let i = code.posonlyargcount; i < total; i++) {
      if (names[i]!.value === kw) {
        j = i;
        break;
      }
    }
    if (j < 0) {
      if (kwdict !== null) {
        dictSetItem(kwdict, internStr(kw), v);
        continue;
      }
      for (let i = 0; i < code.posonlyargcount; i++) {
        if (names[i]!.value === kw) {
          // positional-only passed by keyword
          // positional_only_passed_as_keyword: in the parameters' order
          const po: string[] = [];
          for (let ii = 0; ii < code.posonlyargcount; ii++) if (kwnames!.includes(names[ii]!.value)) po.push(names[ii]!.value);
          clear(f);
          typeError(`${qual}() got some positional-only arguments passed as keyword arguments: '${po.join(", ")}'`);
        }
      }
      clear(f);
      // 3.14's suggestion: the closest of the parameters a keyword may name
      const candidates: string[] = [];
      for (let i = code.posonlyargcount; i < code.argcount + code.kwonlyargcount; i++) candidates.push(names[i]!.value);
      const hint = candidates.length > 0 ? generateSuggestion(candidates, kw) : null;
      typeError(`${qual}() got an unexpected keyword argument '${kw}'${hint === null ? "" : `. Did you mean '${hint}'?`}`);
    }
    if (lp[j] != null) {
      clear(f);
      typeError(`${qual}() got multiple values for argument '${kw}'`);
    }
    if (v.ob_refcnt < IMMORTAL_REFCNT) v.ob_refcnt++;
    lp[j] = v;
  }
  if (npos > argcount && !(flags & CO_VARARGS)) {
    const defcount = func.defaults ? func.defaults.items.length : 0;
    let kwonlyGiven = 0;
    for (let i = argcount; i < total; i++) if (lp[i] != null) kwonlyGiven++;
    const takes = defcount ? `from ${argcount - defcount} to ${argcount} positional arguments` : plural(argcount, "positional argument");
    const given = kwonlyGiven
      ? `${npos} positional argument${npos === 1 ? "" : "s"} (and ${plural(kwonlyGiven, "keyword-only argument")}) were given`
      : `${npos} ${npos === 1 ? "was" : "were"} given`;
    clear(f);
    typeError(`${qual}() takes ${takes} but ${given}`);
  }
  // defaults for missing positionals
  if (npos < argcount) {
    const defs = func.defaults ? func.defaults.items : [];
    const m = argcount - defs.length;
    const missing: string[] = [];
    for (let i = npos; i < m; i++) if (lp[i] == null) missing.push(names[i]!.value);
    if (missing.length) {
      clear(f);
      typeError(`${qual}() missing ${missing.length} required positional argument${missing.length === 1 ? "" : "s"}: ${nameList(missing)}`);
    }
    for (let i = Math.max(npos, m); i < argcount; i++) {
      if (lp[i] == null) {
        const d = defs[i - m]!;
        if (d.ob_refcnt < IMMORTAL_REFCNT) d.ob_refcnt++;
        lp[i] = d;
      }
    }
  }
  if (kwonly > 0) {
    const missing: string[] = [];
    for (let i = argcount; i < total; i++) {
      if (lp[i] != null) continue;
      const d = func.kwdefaults ? dictGetStr(func.kwdefaults, names[i]!) : null;
      if (d !== null) {
        if (d.ob_refcnt < IMMORTAL_REFCNT) d.ob_refcnt++;
        lp[i] = d;
      } else missing.push(names[i]!.value);
    }
    if (missing.length) {
      clear(f);
      typeError(`${qual}() missing ${missing.length} required keyword-only argument${missing.length === 1 ? "" : "s"}: ${nameList(missing)}`);
    }
  }
  return f;
}

/** A binding error: the frame releases what it was given so far, and the function (_PyEvalFrameClearAndPop). */
function clear(f: PyFrame): void {
  clearFrame(f);
  recycleFrame(f);
}

export { dictItems };
export type { PyStr };
