/**
 * The cycle collector (Python/gc.c, reduced) and the `gc` module.
 *
 * Containers are listed in objects/gcstate.ts as they are created. A collection takes the live
 * containers of the generations collected, sets each one's gc_refs to its refcount, subtracts
 * the references the candidates hold to each other (tp_traverse, here `traverse`), and keeps
 * whatever is reachable from a container with gc_refs left over (referenced from outside). The
 * rest is cyclic garbage, handled in CPython's order: weak references to it cleared (callbacks
 * run), finalizers (`__del__`, once per object, PEP 442), resurrected objects kept, then tp_clear
 * on each to break the cycles, which frees them by ordinary reference counting.
 *
 * What is counted matches CPython 3.14: tuples holding no container are untracked and not
 * counted; a class instance's `__dict__` is part of the instance (inline values); a class
 * counts with the dict and the tuples it holds in CPython (typeObjectsCount).
 * Automatic collections run when more than `threshold0` young containers are alive (see
 * objects/gcstate.ts), at the next eval-breaker point (JUMP_BACKWARD, a call), as in CPython, though
 * CPython 3.14's incremental collection of the old generation is not modelled, so *when* cyclic
 * garbage with finalizers is reclaimed automatically can differ; `gc.collect()` is exact.
 */
import { PyObject, PyType, Py_INCREF, Py_DECREF, Py_XDECREF, Py_TPFLAGS_HEAPTYPE } from "../objects/object.js";
import { None } from "../objects/none.js";
import { True, False } from "../objects/bool.js";
import { newInt } from "../objects/int.js";
import { internStr, newStr } from "../objects/str.js";
import { PyList, newList } from "../objects/list.js";
import { PyTuple, newTuple } from "../objects/tuple.js";
import { PyDict, dictClear, dictSetItem, newDict } from "../objects/dict.js";
import { PySet, setClear, setItems } from "../objects/set.js";
import { PyFunction, PyMethod, PyCell } from "../objects/function.js";
import { PyGen, genFinalize } from "../objects/generator.js";
import { PyFrame, PyFrameLocalsProxy, clearFrameLocals, frameExtraLocals } from "../objects/frame.js";
import { PyTraceback } from "../objects/traceback.js";
import { PySeqIter } from "../types/listTuple.js";
import { PySimpleNamespace_Type } from "../types/namespace.js";
import { PyBaseExceptionObject, PyExc_ValueError, PyExc_OverflowError, PyExc_KeyboardInterrupt, newException, newExceptionArgs, typeError } from "../objects/exceptions.js";
import { PyModule, newModule } from "../objects/module.js";
import { newCFunction, PyWrapperObject, type MethodImpl } from "../objects/descr.js";
import { gcState, pendingSignals, gcFinalized, gcTypeTraverse, gcTypeClear, pruneYoung, resetYoung, youngEntries, setInlineValuesOwner, inlineValuesOwner } from "../objects/gcstate.js";
import { PyWeakReference, weakrefLists, unlink } from "../objects/weaklist.js";
import { asCInt, asIndex, indexValue, PyNumber_AsSsize_t, PyObject_Call, typeName } from "../abstract.js";
import { typeClear } from "../objects/typeobject.js";
import { clearSlots, type SlottedObject } from "../objects/member.js";

type Visit = (o: PyObject) => void;

/** tp_traverse: the references `o` owns to other objects. */
function traverse(o: PyObject, visit: Visit): void {
  if (o.constructor === PyObject) {
    // a class instance of object's layout (the most common container): none of the layouts below
    const f = gcTypeTraverse(o);
    if (f !== null) f(o, visit);
  } else if (o instanceof PyList || o instanceof PyTuple) {
    const items = o.items;
    for (let i = 0; i < items.length; i++) visit(items[i]!);
  } else if (o instanceof PyDict) {
    const k = o.keys, v = o.values;
    for (let i = 0; i < k.length; i++) {
      const key = k[i];
      if (key != null) {
        visit(key);
        const val = v[i];
        if (val != null) visit(val);
      }
    }
  } else if (o instanceof PySet) {
    for (const x of setItems(o)) visit(x);
  } else if (o instanceof PyFunction) {
    if (o.defaults) visit(o.defaults);
    if (o.kwdefaults) visit(o.kwdefaults);
    if (o.closure) visit(o.closure);
    visit(o.doc);
    if (o.annotations) visit(o.annotations);
  } else if (o instanceof PyMethod) {
    visit(o.func);
    visit(o.self);
  } else if (o instanceof PyCell) {
    if (o.ref !== null) visit(o.ref);
  } else if (o instanceof PyGen) {
    const f = o.frame;
    if (!f.owned && !f.cleared) {
      const lp = f.localsplus;
      for (let i = 0; i < f.sp; i++) {
        const x = lp[i];
        if (x != null) visit(x);
      }
      if (f.func !== null) visit(f.func);
    }
  } else if (o instanceof PyFrame) {
    // a frame object that outlived its execution (an executing frame is not tracked)
    if (o.back !== null) visit(o.back);
    const extra = frameExtraLocals.get(o);
    if (extra !== undefined) visit(extra);
    if (!o.cleared) {
      const lp = o.localsplus;
      for (let i = 0; i < o.sp; i++) {
        const x = lp[i];
        if (x != null) visit(x);
      }
      if (o.func !== null) visit(o.func);
    }
  } else if (o instanceof PyFrameLocalsProxy) {
    visit(o.frame);
  } else if (o instanceof PySeqIter) {
    visit(o.seq);
  } else if (o instanceof PyWeakReference) {
    if (o.wr_callback !== null) visit(o.wr_callback);
  } else if (o instanceof PyTraceback) {
    if (o.tb_next !== null) visit(o.tb_next);
    if (o.tb_frame !== null) visit(o.tb_frame);
  } else if (o instanceof PyBaseExceptionObject) {
    visit(o.args);
    if (o.traceback) visit(o.traceback);
    if (o.cause) visit(o.cause);
    if (o.context) visit(o.context);
    if (o.fields !== null) for (const v of o.fields.values()) visit(v);
  } else if (o instanceof PyType) {
    // type_traverse: a heap type owns its dict's values, its __mro__'s classes (itself among
    // them), tp_base and __bases__ (each counted once, as typeNew took them)
    for (const v of o.tp_dict.values()) visit(v);
    if (!o.tp_cleared) for (const t of o.tp_mro) visit(t);
    if (o.tp_base !== null) visit(o.tp_base);
    for (const b of o.tp_bases) visit(b);
  } else {
    const f = gcTypeTraverse(o);
    if (f !== null) f(o, visit);
  }
  const d = o.dict;
  if (d !== null && d !== undefined) {
    // an untracked attribute dict is the instance's inline values: its contents are the
    // instance's references (as subtype_traverse visits inline values)
    if (d.tracked) visit(d);
    else traverse(d, visit);
  }
  // `__slots__` cells (subtype_traverse visits the members)
  const cells = (o as SlottedObject).ob_slots;
  if (cells !== undefined) {
    for (let i = 0; i < cells.length; i++) {
      const v = cells[i];
      if (v != null) visit(v);
    }
  }
  // an instance of a heap type owns a reference to its class (subtype_traverse)
  const t = o.ob_type;
  if ((t.tp_flags & Py_TPFLAGS_HEAPTYPE) !== 0) visit(t);
}

/** tp_clear: drops the references that can take part in a cycle. */
function clear(o: PyObject): void {
  // subtype_clear: the `__slots__` cells, before the base type's own tp_clear
  clearSlots(o);
  if (o instanceof PyList) {
    const items = o.items;
    o.items = [];
    for (let i = items.length - 1; i >= 0; i--) Py_DECREF(items[i]!);
  } else if (o instanceof PyDict) {
    dictClear(o);
  } else if (o instanceof PySet) {
    setClear(o);
  } else if (o instanceof PyFunction) {
    const { defaults, kwdefaults, closure, annotations } = o;
    o.defaults = o.kwdefaults = o.closure = o.annotations = null;
    Py_XDECREF(defaults);
    Py_XDECREF(kwdefaults);
    const doc = o.doc;
    o.doc = None;
    Py_DECREF(doc);
    const d = o.dict;
    o.dict = null;
    Py_XDECREF(d);
    Py_XDECREF(closure);
    Py_XDECREF(annotations);
    return;
  } else if (o instanceof PyCell) {
    const r = o.ref;
    o.ref = null;
    Py_XDECREF(r);
  } else if (o instanceof PyWeakReference) {
    // weakref_tp_clear: the reference goes dead and lets go of its callback
    unlink(o);
    const cb = o.wr_callback;
    o.wr_callback = null;
    Py_XDECREF(cb);
  } else if (o instanceof PyFrame) {
    clearFrameLocals(o);
    const extra = frameExtraLocals.get(o);
    if (extra !== undefined) {
      frameExtraLocals.delete(o);
      Py_DECREF(extra);
    }
  } else if (o instanceof PyTraceback) {
    const { tb_next, tb_frame } = o;
    o.tb_next = null;
    o.tb_frame = null;
    Py_XDECREF(tb_next);
    Py_XDECREF(tb_frame);
  } else if (o instanceof PyType) {
    typeClear(o);
    return;
  } else if (o instanceof PyBaseExceptionObject) {
    const d = o.dict;
    o.dict = null;
    Py_XDECREF(d);
    const { traceback, cause, context } = o;
    o.traceback = o.cause = o.context = null;
    Py_XDECREF(traceback);
    Py_XDECREF(cause);
    Py_XDECREF(context);
    return;
  } else {
    const f = gcTypeClear(o);
    if (f !== null) f(o);
  }
  if (o.dict !== null && o.dict !== undefined && !(o instanceof PyModule)) {
    const d = o.dict;
    o.dict = null;
    Py_DECREF(d);
  }
}

/** A GC-type object: one the collector may track (tuples count only when they hold one). */
function isContainer(o: PyObject): boolean {
  return o instanceof PyList || o instanceof PyDict || o instanceof PySet || o instanceof PyFunction || o instanceof PyMethod
    || o instanceof PyCell || o instanceof PyGen || o instanceof PyBaseExceptionObject || o instanceof PyFrame || o instanceof PyTraceback || o instanceof PyFrameLocalsProxy
    || o instanceof PySeqIter || o instanceof PyWeakReference || gcTypeTraverse(o) !== null
    || (o instanceof PyTuple && tupleTracked(o))
    || (o.ob_type.tp_flags & Py_TPFLAGS_HEAPTYPE) !== 0
    || (o instanceof PyType && (o.tp_flags & Py_TPFLAGS_HEAPTYPE) !== 0);
}

/** _PyTuple_MaybeUntrack: a tuple stays tracked only while it holds a (tracked) container. */
function tupleTracked(t: PyTuple): boolean {
  for (const x of t.items) if (x !== t && isContainer(x)) return true;
  return false;
}

/** gc.is_tracked(). */
export function isTracked(o: PyObject): boolean {
  if (o.ob_refcnt >= 0x3fffffff && o instanceof PyTuple) return false;
  if (o instanceof PyTuple) return o.items.length > 0;
  if (o instanceof PyFrame) return o.owned;
  return isContainer(o);
}

/** Live, distinct containers of `gen`, dropping dead entries from the list in place. */
function liveOf(list: PyObject[], seen: Set<PyObject>): PyObject[] {
  let w = 0;
  for (let i = 0; i < list.length; i++) {
    const o = list[i]!;
    if (o.ob_refcnt <= 0 || seen.has(o)) continue;
    seen.add(o);
    list[w++] = o;
  }
  list.length = w;
  return list;
}

/** The live, distinct containers of the old generation, then the young one (pruning both). */
function liveTracked(): PyObject[] {
  const seen = new Set<PyObject>();
  return [...liveOf(gcState.old, seen), ...liveOf(youngEntries(), seen)];
}

/**
 * The live, distinct containers of `lists` as a collection's candidates, each one's reference
 * count set aside in `refcnts` and replaced by its candidate number (-1 - index) until
 * restoreRefcnts: while the counts are borrowed (no Python code runs), a referent's candidate is
 * found without a map, and a negative count tells a candidate from any other object.
 */
function takeCandidates(lists: PyObject[][], refcnts: number[]): PyObject[] {
  const candidates: PyObject[] = [];
  for (const list of lists) {
    for (let i = 0; i < list.length; i++) {
      const o = list[i]!;
      const rc = o.ob_refcnt;
      if (rc <= 0) continue; // dead, or a candidate listed twice
      o.ob_refcnt = -1 - candidates.length;
      refcnts.push(rc);
      candidates.push(o);
    }
  }
  return candidates;
}

function restoreRefcnts(candidates: PyObject[], refcnts: number[]): void {
  for (let i = 0; i < candidates.length; i++) candidates[i]!.ob_refcnt = refcnts[i]!;
}

/** The candidate number of `r` while the counts are borrowed (takeCandidates), else -1. */
function candidateIndex(candidates: PyObject[], r: PyObject): number {
  const e = r.ob_refcnt;
  if (e >= 0) return -1;
  const j = -1 - e;
  return j < candidates.length && candidates[j] === r ? j : -1;
}

let collecting = false;

export const gcStats = { collections: [0, 0, 0], collected: [0, 0, 0], uncollectable: [0, 0, 0] };

/** Runs a collection of generation 0 (young) or 2 (everything); returns the number of unreachable objects found. */
export function collect(generation: number): number {
  if (collecting) return 0;
  collecting = true;
  try {
    runCallbacks("start", generation, 0, 0);
    const refcnts: number[] = [];
    let candidates: PyObject[];
    let reachable: Uint8Array;
    try {
      candidates = takeCandidates(generation >= 1 ? [gcState.old, youngEntries()] : [youngEntries()], refcnts);
      reachable = markReachable(candidates, refcnts);
    } finally {
      restoreRefcnts(candidates!, refcnts);
    }
    resetYoung();
    gcState.pending = false;
    const n = collectCandidates(candidates, reachable, generation >= 1);
    // the next automatic full collection waits for the old generation to grow tenfold past
    // this size (so full collections stay geometric: linear time overall)
    if (generation >= 1) gcState.oldAfterFull = gcState.old.length;
    gcStats.collections[generation]!++;
    gcStats.collected[generation]! += n;
    runCallbacks("stop", generation, n, 0);
    return n;
  } finally {
    collecting = false;
  }
}

/**
 * gc.c's subtract_refs and move_unreachable over the candidates (their counts borrowed, see
 * takeCandidates): each one's gc_refs is its reference count less the references the
 * candidates hold to it; whatever is reachable from one with gc_refs left over (referenced from
 * outside) is marked.
 */
function markReachable(candidates: PyObject[], refcnts: number[]): Uint8Array {
  const n = candidates.length;
  const gcRefs = Int32Array.from(refcnts);
  const subtract = (r: PyObject) => {
    const j = candidateIndex(candidates, r);
    if (j >= 0) gcRefs[j]!--;
  };
  for (let i = 0; i < n; i++) traverse(candidates[i]!, subtract);
  const reachable = new Uint8Array(n);
  const stack: PyObject[] = [];
  for (let i = 0; i < n; i++) {
    if (gcRefs[i]! > 0) {
      reachable[i] = 1;
      stack.push(candidates[i]!);
    }
  }
  const mark = (r: PyObject) => {
    const j = candidateIndex(candidates, r);
    if (j >= 0 && reachable[j] === 0) {
      reachable[j] = 1;
      stack.push(r);
    }
  };
  while (stack.length) traverse(stack.pop()!, mark);
  return reachable;
}

function collectCandidates(candidates: PyObject[], reachable: Uint8Array, full: boolean): number {
  const survivors: PyObject[] = [];
  let unreachable: PyObject[] = [];
  for (let i = 0; i < candidates.length; i++) (reachable[i] ? survivors : unreachable).push(candidates[i]!);
  // survivors move to the old generation (a young collection's candidates are not in it yet; a
  // full one's old list was rebuilt from the live candidates, so it is replaced)
  if (full) gcState.old = survivors;
  else for (const o of survivors) gcState.old.push(o);
  if (unreachable.length === 0) return 0;
  // handle_weakrefs: weak references to the garbage are cleared, and so are those in it; the
  // callbacks of the weak references outside the garbage run, and each such reference that
  // its callback left unreferenced counts as collected
  let n = handleWeakrefs(unreachable);
  // finalize_garbage: each finalizer runs with its object held; whatever a finalizer releases for
  // good is deallocated at once and drops out of the garbage (CPython untracks it)
  for (const o of unreachable) {
    if (o.ob_refcnt <= 0 || gcFinalized.has(o)) continue;
    if (o instanceof PyGen) {
      if (o.finished) continue;
      gcFinalized.add(o);
      Py_INCREF(o);
      genFinalize(o);
      Py_DECREF(o);
      continue;
    }
    const fin = o.ob_type.tp_finalize;
    if (fin !== null && (o.ob_type.tp_flags & Py_TPFLAGS_HEAPTYPE) !== 0) {
      gcFinalized.add(o);
      Py_INCREF(o);
      try {
        fin(o);
      } catch (e) {
        unraisable(e, o, "finalizer");
        if (e instanceof PyObject) Py_DECREF(e); // the exception's traceback would keep the object alive
      }
      Py_DECREF(o);
    }
  }
  // handle_resurrected_objects: anything now referenced from outside the garbage survives
  const alive = unreachable.filter((o) => o.ob_refcnt > 0);
  const inGarbage = new Map<PyObject, number>();
  for (const o of alive) inGarbage.set(o, o.ob_refcnt);
  for (const o of alive) {
    traverse(o, (r) => {
      const n = inGarbage.get(r);
      if (n !== undefined) inGarbage.set(r, n - 1);
    });
  }
  const resurrected = new Set<PyObject>();
  const rstack: PyObject[] = [];
  for (const o of alive) if (inGarbage.get(o)! > 0) {
    resurrected.add(o);
    rstack.push(o);
  }
  while (rstack.length) {
    traverse(rstack.pop()!, (r) => {
      if (inGarbage.has(r) && !resurrected.has(r)) {
        resurrected.add(r);
        rstack.push(r);
      }
    });
  }
  const garbage = alive.filter((o) => !resurrected.has(o));
  for (const o of resurrected) gcState.old.push(o);
  for (const o of garbage) if (counted(o, garbage)) n += o instanceof PyType ? typeObjectsCount(o) : 1;
  if ((debugFlags & DEBUG_SAVEALL) !== 0 && garbageList !== null) {
    // DEBUG_SAVEALL: the garbage goes to gc.garbage instead of being freed
    for (const o of garbage) {
      Py_INCREF(o);
      garbageList.items.push(o);
    }
    return n;
  }
  // delete_garbage: tp_clear on each in turn, held meanwhile; the cycles break and reference
  // counting frees them (one that survives its clear stays, as in CPython)
  for (const o of garbage) {
    if (o.ob_refcnt <= 0) continue;
    Py_INCREF(o);
    clear(o);
    Py_DECREF(o);
    if (o.ob_refcnt > 0) gcState.old.push(o);
  }
  return n;
}

/** gc.c's handle_weakrefs: returns how many weak references were freed once their callbacks ran. */
function handleWeakrefs(unreachable: PyObject[]): number {
  const inGarbage = new Set<PyObject>(unreachable);
  // a weak reference in the garbage is cleared first: its callback must never run
  for (const o of unreachable) if (o instanceof PyWeakReference) unlink(o);
  const toCall: PyWeakReference[] = [];
  for (const o of unreachable) {
    const list = weakrefLists.get(o);
    if (list === undefined) continue;
    weakrefLists.delete(o);
    for (const r of list) {
      r.wr_object = null; // _PyWeakref_ClearRef: the callback stays with the reference
      if (r.wr_callback === null || inGarbage.has(r) || r.ob_refcnt <= 0) continue;
      Py_INCREF(r);
      toCall.push(r);
    }
  }
  let freed = 0;
  for (const r of toCall) {
    const cb = r.wr_callback;
    if (cb !== null) {
      try {
        Py_DECREF(PyObject_Call(cb, [r], null));
      } catch (e) {
        unraisable(e, cb, "weakref callback");
        if (e instanceof PyObject) Py_DECREF(e);
      }
    }
    Py_DECREF(r);
    if (r.ob_refcnt <= 0) freed++;
  }
  return freed;
}

/**
 * The objects a heap type stands for in CPython's count: the type, its dict, its __mro__ tuple
 * (which holds the type) and its __bases__ tuple when that holds a heap type (a tuple of static
 * types alone is untracked).
 */
function typeObjectsCount(t: PyType): number {
  return 3 + (t.tp_bases.some((b) => (b.tp_flags & Py_TPFLAGS_HEAPTYPE) !== 0) ? 1 : 0);
}

/** Whether CPython would count `o` among the unreachable objects (see the file comment). */
function counted(o: PyObject, garbage: PyObject[]): boolean {
  if (o instanceof PyTuple) return tupleTracked(o);
  if (o instanceof PyDict && o.ob_refcnt <= 2) {
    for (const g of garbage) if (g !== o && g.dict === o && inlineValuesOwner(g)) return false;
  }
  return true;
}

// gcstate.ts inlineValuesOwner: a heap type's instance whose dict is not a slot of its builtin
// base, answered once per type (PyType.tp_inline_values)
setInlineValuesOwner((o) => {
  const t = o.ob_type;
  if (t.tp_inline_values < 0) t.tp_inline_values = (t.tp_flags & Py_TPFLAGS_HEAPTYPE) !== 0 && !ownDictSlot(o) ? 1 : 0;
  return t.tp_inline_values === 1;
});

/**
 * Whether `o`'s dict is a separate object because its builtin base has a dict slot of its own
 * (func_dict, BaseException's dict, cm_dict, ns_dict) rather than the instance's inline values.
 */
function ownDictSlot(o: PyObject): boolean {
  return o instanceof PyFunction || o instanceof PyBaseExceptionObject || o instanceof PyWrapperObject || o.ob_type.isSubtype(PySimpleNamespace_Type);
}

/** Reports an exception a finalizer (given its object) or a weakref callback (given the callback) raised. */
let unraisable: (e: unknown, o: PyObject, kind: "finalizer" | "weakref callback" | "gc callback") => void = () => {};
export function setGcUnraisable(f: typeof unraisable): void {
  unraisable = f;
}

let callbacksList: PyList | null = null;
/** gc.garbage, and gc.set_debug()'s flags (DEBUG_SAVEALL is the one acted on). */
let garbageList: PyList | null = null;
let debugFlags = 0;
const DEBUG_SAVEALL = 32;
function runCallbacks(phase: string, generation: number, collected: number, uncollectable: number): void {
  if (callbacksList === null || callbacksList.items.length === 0) return;
  const info = newDict();
  dictSetItem(info, internStr("generation"), newInt(generation));
  dictSetItem(info, internStr("collected"), newInt(collected));
  dictSetItem(info, internStr("uncollectable"), newInt(uncollectable));
  const ph = newStr(phase);
  // invoke_gc_callback: an exception from a callback is reported, not raised
  for (const cb of callbacksList.items.slice()) {
    try {
      Py_DECREF(PyObject_Call(cb, [ph, info], null));
    } catch (e) {
      unraisable(e, cb, "gc callback");
    }
  }
  Py_DECREF(ph);
  Py_DECREF(info);
}

/**
 * The default SIGINT handler's work (signal_default_int_handler): KeyboardInterrupt, raised in
 * whatever the program runs now. The flag is cleared first, so a handler's own code runs on.
 */
export function raisePendingSignal(): void {
  Atomics.store(pendingSignals, 0, 0);
  if (sigintHandler !== null) {
    sigintHandler();
    return;
  }
  throw newExceptionArgs(PyExc_KeyboardInterrupt, []);
}

/** A Python-level SIGINT handler (`signal.signal(SIGINT, f)`, modules/_signal.ts), or null for default_int_handler's KeyboardInterrupt. */
let sigintHandler: (() => void) | null = null;
export function setSigintHandler(f: (() => void) | null): void {
  sigintHandler = f;
}

/** The eval breaker's work (gcState.pending or a pending signal): an interrupt raised, the automatic collection due run. */
export function collectPending(): void {
  if (pendingSignals[0] !== 0) raisePendingSignal();
  if (!gcState.pending) return;
  gcState.pending = false;
  if (!gcState.enabled || collecting) return;
  collect(gcState.old.length > 10 * Math.max(gcState.threshold0, gcState.oldAfterFull) ? 2 : 0);
}

const GC_NOARGS = new Set(["enable", "disable", "isenabled", "get_threshold", "get_count", "get_debug", "get_stats", "freeze", "unfreeze", "get_freeze_count"]);
const GC_ONEARG = new Set(["is_tracked", "is_finalized", "set_debug"]);

/**
 * A builtin function's METH_NOARGS (`arity` 0) or METH_O (1) checks: "gc.isenabled() takes no
 * arguments (1 given)", "gc.is_tracked() takes exactly one argument (0 given)", no keywords.
 */
export function checkedConvention(qualname: string, arity: number, impl: MethodImpl): MethodImpl {
  if (arity < 0) return impl;
  return (self, args, kw) => {
    if (kw !== null && kw.length > 0) typeError(`${qualname}() takes no keyword arguments`);
    if (args.length !== arity) typeError(arity === 0 ? `${qualname}() takes no arguments (${args.length} given)` : `${qualname}() takes exactly one argument (${args.length} given)`);
    return impl(self, args, kw);
  };
}

/** PyArg_ParseTuple's "i": a C int, OverflowError past 32 bits. */
function parseTupleInt(o: PyObject): number {
  const v = indexValue(o);
  if (v > 2147483647) throw newException(PyExc_OverflowError, "signed integer is greater than maximum");
  if (v < -2147483648) throw newException(PyExc_OverflowError, "signed integer is less than minimum");
  return Number(v);
}

/**
 * The one optional argument `name` of a clinic function `fname(name=...)`: positional or by
 * keyword; "fname() takes at most 1 argument (N given)", "fname() got an unexpected keyword
 * argument 'k'". Null when absent.
 */
function optionalArg(fname: string, name: string, args: PyObject[], kw: string[] | null): PyObject | null {
  const nkw = kw === null ? 0 : kw.length;
  if (args.length > 1) typeError(`${fname}() takes at most 1 argument (${args.length} given)`);
  if (nkw === 1 && kw![0] !== name) typeError(`${fname}() got an unexpected keyword argument '${kw![0]}'`);
  return args.length ? args[0]! : null;
}

export function makeGc(): PyModule {
  const mod = newModule("gc");
  const d = mod.dict!;
  // METH_NOARGS and METH_O functions check their counts as CPython's calling conventions do
  const def = (name: string, impl: MethodImpl) => dictSetItem(d, internStr(name), newCFunction(name, checkedConvention(`gc.${name}`, GC_NOARGS.has(name) ? 0 : GC_ONEARG.has(name) ? 1 : -1, impl), mod));
  const garbage = newList([]);
  dictSetItem(d, internStr("garbage"), garbage);
  callbacksList = newList([]);
  dictSetItem(d, internStr("callbacks"), callbacksList);
  garbageList = garbage;
  Py_DECREF(garbage);
  for (const [k, v] of [["DEBUG_STATS", 1], ["DEBUG_COLLECTABLE", 2], ["DEBUG_UNCOLLECTABLE", 4], ["DEBUG_SAVEALL", 32], ["DEBUG_LEAK", 38]] as const) {
    dictSetItem(d, internStr(k), newInt(v));
  }
  // collect(generation=2), Argument Clinic's keyword parsing: at most one argument, only `generation`
  def("collect", (_s, args, kw) => {
    const a = optionalArg("collect", "generation", args, kw);
    const gen = a === null ? 2 : asCInt(a);
    if (gen < 0 || gen > 2) throw newException(PyExc_ValueError, "invalid generation");
    return newInt(collect(gen === 0 ? 0 : 2));
  });
  def("enable", () => ((gcState.enabled = true), None));
  def("disable", () => ((gcState.enabled = false), None));
  def("isenabled", () => (gcState.enabled ? True : False));
  def("get_threshold", () => newTuple([newInt(gcState.threshold0), newInt(10), newInt(0)]));
  // set_threshold(threshold0, [threshold1, [threshold2]]): optional groups, positional only
  def("set_threshold", (_s, args, kw) => {
    if (kw !== null && kw.length > 0) typeError("set_threshold() takes no keyword arguments");
    if (args.length < 1 || args.length > 3) typeError("gc.set_threshold requires 1 to 3 arguments");
    const values = args.map(parseTupleInt);
    gcState.threshold0 = values[0]!;
    // a lower threshold is checked from the next container on
    if (gcState.threshold0 > 0) gcState.checkAt = Math.min(gcState.checkAt, gcState.threshold0);
    return None;
  });
  def("get_count", () => newTuple([newInt(pruneYoung()), newInt(0), newInt(0)]));
  def("set_debug", (_s, args) => {
    if (args.length !== 1) typeError(`gc.set_debug() takes exactly one argument (${args.length} given)`);
    debugFlags = asIndex(args[0]!);
    return None;
  });
  def("get_debug", () => newInt(debugFlags));
  // get_objects(generation=None): the live tracked containers (young: generation 0, older: 1 and 2)
  def("get_objects", (_s, args, kw) => {
    const a = optionalArg("get_objects", "generation", args, kw);
    if (a !== null && a !== None && a.ob_type.nb_index === null) typeError(`argument should be integer or None, not '${typeName(a)}'`);
    const gen = a === null || a === None ? -1 : PyNumber_AsSsize_t(a);
    if (gen >= 3) throw newException(PyExc_ValueError, `generation parameter must be less than the number of available generations (3)`);
    if (gen < -1) throw newException(PyExc_ValueError, "generation parameter cannot be negative");
    const seen = new Set<PyObject>();
    const lists = gen === 0 ? [youngEntries()] : gen === 1 ? [] : gen === 2 ? [gcState.old] : [gcState.old, youngEntries()];
    const out: PyObject[] = [];
    for (const list of lists) {
      for (const o of liveOf(list, seen)) {
        if (!isTracked(o)) continue;
        Py_INCREF(o);
        out.push(o);
      }
    }
    return newList(out);
  });
  // get_referrers(*objs): the live tracked containers that refer to any of them
  def("get_referrers", (_s, args) => {
    const targets = new Set<PyObject>(args);
    const live = liveTracked();
    // a class instance's __dict__ is its inline values in CPython: the instance is the referrer
    const inline = new Set<PyObject>();
    for (const o of live) if (o.dict && inlineValuesOwner(o)) inline.add(o.dict);
    const out: PyObject[] = [];
    for (const o of live) {
      if (inline.has(o)) continue;
      let hit = false;
      const visit = (r: PyObject) => {
        if (targets.has(r)) hit = true;
      };
      traverse(o, visit);
      if (o.dict && inline.has(o.dict)) traverse(o.dict, visit);
      if (hit && isTracked(o)) {
        Py_INCREF(o);
        out.push(o);
      }
    }
    return newList(out);
  });
  // freeze(): everything tracked so far moves to a permanent generation no collection scans
  def("freeze", () => {
    for (const o of liveTracked()) gcState.permanent.push(o);
    gcState.old = [];
    resetYoung();
    return None;
  });
  def("unfreeze", () => {
    const seen = new Set<PyObject>();
    for (const o of liveOf(gcState.permanent, seen)) gcState.old.push(o);
    gcState.permanent = [];
    return None;
  });
  def("get_freeze_count", () => newInt(liveOf(gcState.permanent, new Set()).length));
  def("is_tracked", (_s, args) => (isTracked(args[0]!) ? True : False));
  def("is_finalized", (_s, args) => (gcFinalized.has(args[0]!) ? True : False));
  def("get_referents", (_s, args) => {
    const out: PyObject[] = [];
    for (const a of args) traverse(a, (r) => {
      if (isTracked(r) || r instanceof PyTuple) {
        Py_INCREF(r);
        out.push(r);
      }
    });
    return newList(out);
  });
  def("get_stats", () => newList([0, 1, 2].map((g) => {
    const s = newDict();
    dictSetItem(s, internStr("collections"), newInt(gcStats.collections[g]!));
    dictSetItem(s, internStr("collected"), newInt(gcStats.collected[g]!));
    dictSetItem(s, internStr("uncollectable"), newInt(0));
    return s;
  })));
  return mod;
}
