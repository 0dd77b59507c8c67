/**
 * The cycle collector's list of container objects (CPython's GC generations, reduced): containers
 * (list, dict, set, tuple, function, cell, bound method, generator, exception, class instances)
 * are appended here when created (`_PyObject_GC_TRACK`); objects that died (ob_refcnt 0) are
 * dropped whenever the list is scanned. modules/gc.ts holds the collector itself.
 *
 * CPython's generation-0 count is container allocations minus deallocations (PyObject_GC_Del
 * decrements it), so a loop whose containers die at once never triggers a collection. Here the
 * count is the young list's live entries: when the list outgrows `checkAt` it is pruned, and a
 * collection is due only if more than threshold0 containers are still alive.
 */
import { Py_DECREF, Py_TPFLAGS_HEAPTYPE, type PyObject, type PyType } from "./object.js";

export interface GcState {
  /**
   * Containers created since the last collection (generation 0), in creation order: the first
   * `youngLen` entries (the rest null), so that pruning never shrinks the array V8 then regrows.
   */
  young: (PyObject | null)[];
  youngLen: number;
  /** Containers that survived a collection, in creation order. */
  old: PyObject[];
  /** gc.freeze()'s permanent generation: containers no collection scans. */
  permanent: PyObject[];
  /** Live young containers beyond which an automatic collection is due (gc.get_threshold()[0]; 0: never). */
  threshold0: number;
  /** Young list length at which it is next pruned to count the live entries. */
  checkAt: number;
  /** gc.enable()/disable(). */
  enabled: boolean;
  /** An automatic collection is due: run at the next eval-breaker point. */
  pending: boolean;
  /** The old generation's size after the last full collection (automatic full collections wait for it to grow tenfold). */
  oldAfterFull: number;
}

/**
 * Signals that arrived and are not yet handled, polled at the eval breaker with the collector's
 * `pending` (JUMP_BACKWARD, frame pushes, blocking sleeps): slot 0 counts SIGINTs. Shared memory,
 * so the thread that receives the signal (`pyts run`'s main thread, while the program runs on a
 * worker: packages/cli runThread.ts) sets it while this one runs; `sharedSignalBuffer` is what it
 * is handed.
 */
export const sharedSignalBuffer: ArrayBufferLike = typeof SharedArrayBuffer === "function" ? new SharedArrayBuffer(4) : new ArrayBuffer(4);
export const pendingSignals = new Int32Array(sharedSignalBuffer);

export const gcState: GcState = { young: [], youngLen: 0, old: [], permanent: [], threshold0: 2000, checkAt: 2000, enabled: true, pending: false, oldAfterFull: 0 };

/** Objects whose finalizer (`__del__`) already ran (PEP 442's _PyGC_FINALIZED bit). */
export const gcFinalized = new WeakSet<PyObject>();

/**
 * Whether `o`'s attribute dict stands for a class instance's inline values (a heap type's
 * instance whose builtin base has no dict slot of its own); set by the collector (modules/gc.ts).
 */
export let inlineValuesOwner: (o: PyObject) => boolean = () => false;
export function setInlineValuesOwner(f: (o: PyObject) => boolean): void {
  inlineValuesOwner = f;
}

export function gcTrack(o: PyObject): void {
  const y = gcState.young;
  const n = gcState.youngLen;
  if (n < y.length) y[n] = o;
  else y.push(o);
  gcState.youngLen = n + 1;
  if (n >= gcState.checkAt) youngOutgrown();
}

/** Drops the dead entries of the young list (in place, order kept); returns how many are alive. */
export function pruneYoung(): number {
  const y = gcState.young;
  const n = gcState.youngLen;
  let w = 0;
  for (let i = 0; i < n; i++) {
    const o = y[i]!;
    if (o.ob_refcnt > 0) y[w++] = o;
  }
  for (let i = w; i < n; i++) y[i] = null;
  gcState.youngLen = w;
  return w;
}

/** The young list's entries (a copy). */
export function youngEntries(): PyObject[] {
  return gcState.young.slice(0, gcState.youngLen) as PyObject[];
}

function youngOutgrown(): void {
  const t = gcState.threshold0;
  const live = pruneYoung();
  if (t > 0 && live > t) gcState.pending = true;
  // prune again after a quarter of the threshold more at least (amortized), or once it could be exceeded
  gcState.checkAt = t > 0 ? Math.max(t, live + (t >> 2)) : live + 2000;
}

/** The young list after a collection (or a reset). */
export function resetYoung(): void {
  const y = gcState.young;
  if (y.length > 1 << 16) gcState.young = [];
  else for (let i = 0; i < gcState.youngLen; i++) y[i] = null;
  gcState.youngLen = 0;
  gcState.checkAt = gcState.threshold0 > 0 ? gcState.threshold0 : 2000;
}

/** A visit function handed to tp_traverse. */
export type GcVisit = (o: PyObject) => void;
/** tp_traverse of a container type defined outside the collector (iterators, views). */
export type GcTraverse = (o: PyObject, visit: GcVisit) => void;

const typeTraverse = new Map<PyType, GcTraverse>();
/** gcTypeTraverse's answers per type (null: none), emptied when a type registers. */
const resolved = new Map<PyType, GcTraverse | null>();

/**
 * Makes `type` a GC container type (Py_TPFLAGS_HAVE_GC) whose instances own the references
 * `traverse` visits; each instance still calls gcTrack when created (`_PyObject_GC_TRACK`).
 */
export function gcRegisterType(type: PyType, traverse: GcTraverse): void {
  typeTraverse.set(type, traverse);
  resolved.clear();
}

const typeClear = new Map<PyType, (o: PyObject) => void>();

/**
 * Gives a container type registered with gcRegisterType a tp_clear: what the collector calls to
 * drop the references of an unreachable instance (a cycle made only of such objects is broken).
 */
export function gcRegisterClear(type: PyType, clear: (o: PyObject) => void): void {
  typeClear.set(type, clear);
}

/** The registered tp_clear of `o`'s type or the nearest base that has one. */
export function gcTypeClear(o: PyObject): ((o: PyObject) => void) | null {
  for (let t: PyType | null = o.ob_type; t !== null; t = t.tp_base) {
    const f = typeClear.get(t);
    if (f !== undefined) return f;
  }
  return null;
}

/** The registered tp_traverse of `o`'s type or the nearest base that has one (a subclass inherits it). */
export function gcTypeTraverse(o: PyObject): GcTraverse | null {
  const type = o.ob_type;
  let f = resolved.get(type);
  if (f === undefined) {
    f = null;
    for (let t: PyType | null = type; t !== null && f === null; t = t.tp_base) f = typeTraverse.get(t) ?? null;
    resolved.set(type, f);
  }
  return f;
}

/**
 * Registers a descriptor type whose instances hold their class in `objclass` (d_type): one made
 * for a class owns a reference to it, which its traverse visits and its dealloc releases; a
 * builtin type's descriptors are immortal and hold a static type.
 */
export function gcRegisterClassDescr(type: PyType): void {
  const ownedClass = (o: PyObject): PyType | null => {
    const t = (o as PyObject & { objclass: PyType }).objclass;
    return (t.tp_flags & Py_TPFLAGS_HEAPTYPE) !== 0 ? t : null;
  };
  gcRegisterType(type, (o, visit) => {
    const t = ownedClass(o);
    if (t !== null) visit(t);
  });
  type.tp_dealloc = (o) => {
    const t = ownedClass(o);
    if (t !== null) Py_DECREF(t);
  };
}
