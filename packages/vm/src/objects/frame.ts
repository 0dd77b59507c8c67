/**
 * frame (Objects/frameobject.c + the interpreter frame of pycore_frame.h in one): the code,
 * namespaces, and one preallocated array holding the fast locals, cells and free variables
 * followed by the value stack (`localsplus`; `sp` indexes the stack top). `ip` is the code-unit
 * index of the next instruction, `lasti` the one being executed.
 */
import { PyObject, newStaticType, Py_INCREF, Py_XDECREF, keepConstructFast, IMMORTAL_REFCNT } from "./object.js";
import type { PyCode } from "./code.js";
import type { PyDict } from "./dict.js";
import type { PyFunction } from "./function.js";
import { gcTrack } from "./gcstate.js";

export const PyFrame_Type = newStaticType("frame", undefined, 0);

/** The most value-stack slots a frame allocates when it is made (see the constructor). */
const MAX_PREALLOCATED_STACK = 1 << 16;

export class PyFrame extends PyObject {
  declare code: PyCode;
  declare func: PyFunction | null;
  declare globals: PyDict;
  declare builtins: PyDict;
  /** The locals mapping for module and class bodies (null in optimized frames). */
  declare locals: PyObject | null;
  declare localsplus: (PyObject | null)[];
  declare sp: number;
  declare ip: number;
  declare lasti: number;
  declare previous: PyFrame | null;
  /** Set when this frame is the first of a JS-level eval call: returning from it leaves the loop. */
  declare isEntry: boolean;
  /** The generator/coroutine owning this frame, if any. */
  declare gen: PyObject | null;
  /** The frame has finished executing (locals released). */
  declare cleared: boolean;
  /**
   * For an `__init__` frame pushed by CALL on a class (CPython's CALL_ALLOC_AND_ENTER_INIT and
   * its init-check shim frame): the new instance (a reference), pushed to the caller when
   * `__init__` returns None.
   */
  declare initSelf: PyObject | null;
  /**
   * While a generator this frame resumed from FOR_ITER/SEND runs in the same eval loop: how far
   * past `ip` this frame continues when the generator returns (CPython's return_offset).
   */
  declare returnOffset: number;
  /**
   * f_back once the frame finished while a frame-object reference outlived it (a counted
   * reference to the caller's frame, taken as CPython's take_ownership does); null otherwise.
   */
  declare back: PyFrame | null;
  /** The frame outlived its execution and is tracked by the cycle collector (take_ownership). */
  declare owned: boolean;
  constructor(code: PyCode, func: PyFunction | null, globals: PyDict, builtins: PyDict, locals: PyObject | null) {
    super(PyFrame_Type);
    this.code = code;
    // the frame owns its function (CPython's f_funcobj), released by clearFrame
    if (func !== null) Py_INCREF(func);
    this.func = func;
    this.globals = globals;
    this.builtins = builtins;
    this.locals = locals;
    // built by push so the array is PACKED (not HOLEY) from the start
    // a stack size set by code.replace() past anything the compiler makes (2**31 - 1) is not
    // allocated up front: slots are pushed in order, so the array grows if it is ever reached
    const n = code.nlocalsplus + (code.stacksize <= MAX_PREALLOCATED_STACK ? code.stacksize : MAX_PREALLOCATED_STACK);
    const lp: (PyObject | null)[] = [];
    for (let i = 0; i < n; i++) lp.push(null);
    this.localsplus = lp;
    this.sp = code.nlocalsplus;
    this.ip = 0;
    this.lasti = -1;
    this.previous = null;
    this.isEntry = false;
    this.gen = null;
    this.cleared = false;
    this.initSelf = null;
    this.returnOffset = 0;
    this.back = null;
    this.owned = false;
  }
}

export const PyFrameLocalsProxy_Type = newStaticType("FrameLocalsProxy", undefined, 0);

/** `frame.f_locals` of an optimized frame (PEP 667): a write-through view of its fast locals (types/frame.ts). */
export class PyFrameLocalsProxy extends PyObject {
  declare frame: PyFrame;
  constructor(frame: PyFrame) {
    super(PyFrameLocalsProxy_Type);
    Py_INCREF(frame);
    this.frame = frame;
    gcTrack(this);
  }
}

/** Whether any frame ever had extra locals (spares the frame returns a WeakMap probe until then). */
let anyExtraLocals = false;

const extraLocalsMap = new WeakMap<PyFrame, PyDict>();

/** Names bound through a FrameLocalsProxy that are not fast locals (CPython's f_extra_locals). */
export const frameExtraLocals = {
  get: (f: PyFrame): PyDict | undefined => extraLocalsMap.get(f),
  has: (f: PyFrame): boolean => extraLocalsMap.has(f),
  delete: (f: PyFrame): boolean => extraLocalsMap.delete(f),
  set(f: PyFrame, d: PyDict): void {
    anyExtraLocals = true;
    extraLocalsMap.set(f, d);
  },
};

/**
 * A frame from `code`'s free list reinitialised for a new call, or a new one. Only frames that
 * nothing else references are recycled (see `recycleFrame`).
 */
export function acquireFrame(code: PyCode, func: PyFunction, globals: PyDict, builtins: PyDict): PyFrame {
  const n = code.nFreeFrames;
  if (n === 0) return new PyFrame(code, func, globals, builtins, null);
  const f = code.freeFrames[n - 1]!;
  code.freeFrames[n - 1] = null;
  code.nFreeFrames = n - 1;
  // recycleFrame took it cleared (its stack empty, `sp` at its base) with one reference, no
  // locals dict or generator, `previous` and `func` dropped: the rest is set here
  if (func.ob_refcnt < IMMORTAL_REFCNT) func.ob_refcnt++;
  f.func = func;
  f.globals = globals;
  f.builtins = builtins;
  f.ip = 0;
  f.lasti = -1;
  f.isEntry = false;
  f.cleared = false;
  f.initSelf = null;
  return f;
}


/** Returns a finished, cleared frame to its code's free list when no one else holds it. */
export function recycleFrame(f: PyFrame): void {
  if (f.ob_refcnt !== 1 || f.gen !== null || f.locals !== null || f.dict !== null || (anyExtraLocals && frameExtraLocals.has(f))) return;
  const code = f.code;
  const n = code.nFreeFrames;
  if (n < code.freeFrames.length) {
    f.previous = null;
    f.func = null;
    code.freeFrames[n] = f;
    code.nFreeFrames = n + 1;
  }
}

/**
 * The frame finished executing (return or exception). Its value stack is released; when a frame
 * object reference exists besides the executing one (a traceback, `sys._getframe()`), the frame
 * keeps its locals, as CPython's frame object takes ownership of the interpreter frame
 * (frameobject.c take_ownership), and they are released when that last reference goes (tp_dealloc).
 * Returns whether the frame may be recycled.
 */
export function exitFrame(f: PyFrame): boolean {
  if (f.ob_refcnt <= 1) {
    clearFrame(f);
    return true;
  }
  takeOwnership(f);
  if (f.gen !== null) {
    // a generator's frame: the frame object takes it over and the generator lets go of it (its
    // gi_frame is None from now on, and the frame's f_generator); `gen` stays set for the eval
    // loop's return to the caller, and is dropped when the generator is deallocated
    releaseStack(f);
    f.ob_refcnt--; // the generator's reference
    return false;
  }
  releaseStack(f);
  f.ob_refcnt--; // the executing reference
  return false;
}

function releaseStack(f: PyFrame): void {
  const lp = f.localsplus;
  const base = f.code.nlocalsplus;
  for (let i = f.sp - 1; i >= base; i--) {
    const v = lp[i];
    lp[i] = null;
    if (v != null && v.ob_refcnt < IMMORTAL_REFCNT && --v.ob_refcnt === 0) v.ob_type.tp_dealloc(v);
  }
  f.sp = base;
}

/**
 * take_ownership (Objects/frameobject.c): the frame object outlives its execution. Its f_back
 * becomes a counted reference to the caller's frame (so the caller's locals outlive it in turn),
 * and the collector tracks it from now on.
 */
function takeOwnership(f: PyFrame): void {
  if (f.owned) return;
  f.owned = true;
  const prev = f.previous;
  if (prev !== null) {
    if (prev.ob_refcnt < IMMORTAL_REFCNT) prev.ob_refcnt++;
    f.back = prev;
  }
  gcTrack(f);
}

/** The locals and value stack of a frame that outlived its execution (frame_tp_clear, frame.clear()). */
export function clearFrameLocals(f: PyFrame): void {
  const lp = f.localsplus;
  for (let i = f.sp - 1; i >= 0; i--) {
    const v = lp[i];
    if (v != null) {
      lp[i] = null;
      if (v != null && v.ob_refcnt < IMMORTAL_REFCNT && --v.ob_refcnt === 0) v.ob_type.tp_dealloc(v);
    }
  }
  f.sp = f.code.nlocalsplus;
}

/** Releases the frame's locals and stack (the frame is done). */
export function clearFrame(f: PyFrame): void {
  if (f.cleared) return;
  f.cleared = true;
  const lp = f.localsplus;
  const n = f.sp;
  // top of the value stack first, then locals from the last to the first (CPython's order)
  for (let i = n - 1; i >= 0; i--) {
    const v = lp[i];
    if (v != null) {
      lp[i] = null;
      if (v != null && v.ob_refcnt < IMMORTAL_REFCNT && --v.ob_refcnt === 0) v.ob_type.tp_dealloc(v);
    }
  }
  f.sp = f.code.nlocalsplus;
  // f_funcobj goes last; the pointer stays for introspection of the finished frame
  if (f.func !== null) Py_XDECREF(f.func);
}

PyFrame_Type.tp_dealloc = (o) => {
  const f = o as PyFrame;
  clearFrame(f);
  const back = f.back;
  f.back = null;
  Py_XDECREF(back);
  const extra = anyExtraLocals ? frameExtraLocals.get(f) : undefined;
  if (extra !== undefined) {
    frameExtraLocals.delete(f);
    Py_XDECREF(extra);
  }
};

keepConstructFast(PyFrame, PyFrameLocalsProxy);
