/**
 * generator (Objects/genobject.c): owns a suspended frame. `send` resumes it in a nested eval
 * loop (the frame is that loop's entry frame); YIELD_VALUE returns from that loop.
 */
import { CO_COROUTINE, CO_ITERABLE_COROUTINE, CO_ASYNC_GENERATOR } from "@pyts/compiler";
import { PyObject, PyType, newStaticType, Py_INCREF, Py_DECREF, Py_XDECREF, keepConstructFast } from "./object.js";
import { None } from "./none.js";
import { PyFrame, clearFrame } from "./frame.js";
import { PyStr, newStr, isStr } from "./str.js";
import {
  PyBaseExceptionObject, PyExc_StopIteration, PyExc_GeneratorExit, PyExc_RuntimeError, PyExc_ValueError, PyExc_TypeError,
  newException, newExceptionArgs, isException, isExceptionType, typeError,
} from "./exceptions.js";
import { evalFrame, pushFrame, makeRaisable, toPyException } from "../eval/ceval.js";
import { isTuple } from "./tuple.js";
import { getField } from "../types/exceptionAttrs.js";
import { tstate } from "../eval/threadState.js";
import { addressOf, addSlotWrappers } from "./typeobject.js";
import { PyObject_Call, PyObject_GetIter, PyObject_GetOptionalAttr, typeName } from "../abstract.js";
import { defMethod, defGetSet } from "./descr.js";
import { checkedMethod, defMethodO, defMethodNoArgs } from "../args.js";
import { gcTrack, gcFinalized } from "./gcstate.js";
import { clearWeakrefs } from "./weaklist.js";
import { warnDeprecated } from "../eval/warnings.js";

export const PyGen_Type = newStaticType("generator", undefined, 0);
export const PyCoro_Type = newStaticType("coroutine", undefined, 0);
export const PyAsyncGen_Type = newStaticType("async_generator", undefined, 0);


export class PyGen extends PyObject {
  declare frame: PyFrame;
  declare running: boolean;
  declare finished: boolean;
  /** Whether the frame has started (the first send must be None). */
  declare started: boolean;
  /** Suspended in `yield from`/`await` (YIELD_VALUE 1): the frame's top of stack is the sub-iterator. */
  declare yieldFrom: boolean;
  declare name: PyStr;
  declare qualname: PyStr;
  /** The generator's own handled-exception state, swapped in while it runs. */
  declare excState: PyObject | null;
  /** While it runs inside its caller's eval loop: the caller's handled exception, restored when it stops. */
  declare callerExc: PyObject | null;
  /** async generators: ag_running_async and ag_closed. */
  declare runningAsync: boolean;
  declare closed: boolean;
  /** async generators: whether sys's asyncgen hooks were applied (ag_hooks_inited), and the finalizer then set (ag_origin_or_finalizer). */
  declare hooksInited: boolean;
  declare finalizer: PyObject | null;
  constructor(frame: PyFrame, type: PyType) {
    super(type);
    this.frame = frame;
    this.running = false;
    this.finished = false;
    this.started = false;
    this.yieldFrom = false;
    this.name = frame.func ? frame.func.name : frame.code.name;
    this.qualname = frame.func ? frame.func.qualname : frame.code.qualname;
    this.excState = null;
    this.callerExc = null;
    this.runningAsync = false;
    this.closed = false;
    this.hooksInited = false;
    this.finalizer = null;
    gcTrack(this);
  }
}

export function makeGenerator(f: PyFrame): PyObject {
  const flags = f.code.flags;
  const type = flags & CO_COROUTINE ? PyCoro_Type : flags & CO_ASYNC_GENERATOR ? PyAsyncGen_Type : PyGen_Type;
  const g = new PyGen(f, type);
  f.gen = g;
  f.isEntry = true;
  f.previous = null;
  return g;
}

/** A coroutine, or a generator decorated with types.coroutine (gen_is_coroutine). */
export function isCoroutine(o: PyObject): o is PyGen {
  return o.ob_type === PyCoro_Type || (o.ob_type === PyGen_Type && ((o as PyGen).frame.code.flags & CO_ITERABLE_COROUTINE) !== 0);
}

function kindName(g: PyGen): string {
  return g.ob_type === PyCoro_Type ? "coroutine" : g.ob_type === PyAsyncGen_Type ? "async generator" : "generator";
}

/** _PyGen_yf: the sub-iterator a `yield from`/`await` is suspended in, or null (borrowed). */
export function genYf(g: PyGen): PyObject | null {
  if (!g.yieldFrom || g.finished || g.running || !g.started) return null;
  const f = g.frame;
  return f.localsplus[f.sp - 1] ?? null;
}

/** Resumes `g` with `v` (or raising `exc`); returns [value, isReturn]. */
export function genSendEx(g: PyGen, v: PyObject | null, exc: PyBaseExceptionObject | null, closing = false): [PyObject, boolean] {
  if (g.running) throw newException(PyExc_ValueError, `${kindName(g)} already executing`);
  if (g.finished) {
    if (g.ob_type === PyCoro_Type && !closing) throw newException(PyExc_RuntimeError, "cannot reuse already awaited coroutine");
    if (exc !== null) throw exc;
    return [(Py_INCREF(None), None), true];
  }
  const f = g.frame;
  if (!g.started && v !== null && v !== None && exc === null) {
    throw newException(PyExc_TypeError, `can't send non-None value to a just-started ${kindName(g)}`);
  }
  g.started = true;
  g.yieldFrom = false;
  // the sent value (None when throwing) is on the stack as the result of the yield
  const val = v ?? None;
  Py_INCREF(val);
  f.localsplus[f.sp++] = val;
  g.running = true;
  const savedExc = tstate.handledExc;
  tstate.handledExc = g.excState;
  tstate.outerExc.push(savedExc);
  let result: PyObject;
  try {
    f.isEntry = true;
    pushFrame(f);
    result = evalFrame(f, exc);
  } catch (e) {
    g.running = false;
    g.finished = true;
    g.excState = tstate.handledExc;
    tstate.handledExc = savedExc;
    tstate.outerExc.pop();
    throw e;
  }
  g.running = false;
  g.excState = tstate.handledExc;
  tstate.handledExc = savedExc;
  tstate.outerExc.pop();
  return [result, g.finished];
}

/**
 * FOR_ITER_GEN / SEND_GEN: starts resuming `o` with `v` (borrowed) when it is a generator (or
 * coroutine, for SEND) that the eval loop can run inline — the frame is pushed on the caller's
 * and returned; null when the ordinary path must run (another type, running, finished, a
 * non-None value sent to a just-started one: those errors come from genSendEx).
 */
export function genEnterInline(o: PyObject, v: PyObject, coroutineToo: boolean): PyFrame | null {
  if (o.ob_type !== PyGen_Type && !(coroutineToo && o.ob_type === PyCoro_Type)) return null;
  const g = o as PyGen;
  if (g.running || g.finished || (!g.started && v !== None)) return null;
  const f = g.frame;
  g.started = true;
  g.yieldFrom = false;
  Py_INCREF(v);
  f.localsplus[f.sp++] = v;
  g.running = true;
  g.callerExc = tstate.handledExc;
  tstate.handledExc = g.excState;
  tstate.outerExc.push(g.callerExc);
  f.isEntry = false;
  try {
    pushFrame(f);
  } catch (e) {
    g.finished = true;
    genLeaveInline(f);
    throw e;
  }
  return f;
}

/** The generator running inline in `f` yielded, returned or raised: its caller's state comes back. */
export function genLeaveInline(f: PyFrame): void {
  const g = f.gen as PyGen;
  g.running = false;
  g.excState = tstate.handledExc;
  tstate.handledExc = g.callerExc;
  tstate.outerExc.pop();
  g.callerExc = null;
  f.isEntry = true;
}

function genIterNext(o: PyObject): PyObject | null {
  const g = o as PyGen;
  const [r, ret] = genSendEx(g, None, null);
  if (ret) {
    if (r !== None) throw stopIterationFor(r);
    return null;
  }
  return r;
}

export function stopIterationFor(value: PyObject): PyBaseExceptionObject {
  Py_INCREF(value);
  return newExceptionArgs(PyExc_StopIteration, value === None ? [] : [value]);
}

export function stopIterationValue(e: PyObject): PyObject {
  const v = getField(e as PyBaseExceptionObject, "value");
  if (v !== null) {
    Py_INCREF(v);
    return v;
  }
  const args = (e as PyBaseExceptionObject).args.items;
  const r = args.length ? args[0]! : None;
  Py_INCREF(r);
  return r;
}

/** The exception `gen.throw(typ[, val])` raises. */
export function throwArgsToException(typ: PyObject, val: PyObject | null): PyBaseExceptionObject {
  if (isException(typ)) {
    if (val !== null && val !== None) typeError("instance exception may not have a separate value");
    Py_INCREF(typ);
    return typ;
  }
  if (isExceptionType(typ)) {
    if (val !== null && val !== None && isException(val) && val.ob_type.isSubtype(typ)) return (Py_INCREF(val), val);
    if (val === null || val === None) return makeRaisable(typ);
    const e = PyObject_Call(typ, isTuple(val) ? val.items : [val], null);
    return e as PyBaseExceptionObject;
  }
  throw newException(PyExc_TypeError, "exceptions must be classes or instances deriving from BaseException, not " + typeName(typ));
}

/** gen_close_iter: closes a sub-iterator; false when that raised (the error is returned). */
function closeIter(yf: PyObject): PyBaseExceptionObject | null {
  try {
    if (yf instanceof PyGen) genClose(yf);
    else {
      const meth = PyObject_GetOptionalAttr(yf, newStr("close"));
      if (meth !== null) {
        const r = PyObject_Call(meth, [], null);
        Py_DECREF(meth);
        Py_DECREF(r);
      }
    }
    return null;
  } catch (e) {
    return toPyException(e);
  }
}

/** _gen_throw: delegates to the sub-iterator of a `yield from`, else raises in the frame. */
export function genThrowExc(g: PyGen, exc: PyBaseExceptionObject, closeOnGenExit: boolean): [PyObject, boolean] {
  const yf = genYf(g);
  if (yf !== null) {
    Py_INCREF(yf);
    try {
      if (exc.ob_type.isSubtype(PyExc_GeneratorExit) && closeOnGenExit) {
        g.running = true;
        const err = closeIter(yf);
        g.running = false;
        if (err !== null) {
          Py_DECREF(exc);
          return genSendEx(g, null, err);
        }
        return genSendEx(g, null, exc);
      }
      let ret: PyObject;
      try {
        g.running = true;
        if (yf instanceof PyGen) {
          const [r, isRet] = genThrowExc(yf, exc, closeOnGenExit);
          g.running = false;
          if (isRet) return genSendEx(g, null, stopIterationFor(r));
          ret = r;
        } else {
          const meth = PyObject_GetOptionalAttr(yf, newStr("throw"));
          if (meth === null) {
            g.running = false;
            return genSendEx(g, null, exc);
          }
          try {
            ret = PyObject_Call(meth, [exc], null);
          } finally {
            Py_DECREF(meth);
          }
        }
      } catch (e) {
        g.running = false;
        return genSendEx(g, null, toPyException(e));
      }
      g.running = false;
      // the sub-iterator yielded: the generator stays suspended in its `yield from`
      g.yieldFrom = true;
      return [ret, false];
    } finally {
      Py_DECREF(yf);
    }
  }
  return genSendEx(g, null, exc);
}

function genThrow(g: PyGen, typ: PyObject, val: PyObject | null): PyObject {
  const exc = throwArgsToException(typ, val);
  const [r, ret] = genThrowExc(g, exc, true);
  if (ret) throw stopIterationFor(r);
  return r;
}

/** gen.close(): None, or the value the generator returned on GeneratorExit. */
export function genClose(g: PyGen): PyObject {
  if (!g.started) {
    g.finished = true;
    return (Py_INCREF(None), None);
  }
  if (g.finished) return (Py_INCREF(None), None);
  const yf = genYf(g);
  let err: PyBaseExceptionObject | null = null;
  if (yf !== null) {
    Py_INCREF(yf);
    g.running = true;
    err = closeIter(yf);
    g.running = false;
    Py_DECREF(yf);
  }
  try {
    const [r, ret] = genSendEx(g, null, err ?? newExceptionArgs(PyExc_GeneratorExit, []), true);
    if (!ret) {
      Py_DECREF(r);
      const msg = g.ob_type === PyAsyncGen_Type ? "async generator ignored GeneratorExit" : `${kindName(g)} ignored GeneratorExit`;
      throw newException(PyExc_RuntimeError, msg);
    }
    return r;
  } catch (e) {
    if (e instanceof PyBaseExceptionObject && e.ob_type.isSubtype(PyExc_GeneratorExit)) {
      Py_DECREF(e);
      return (Py_INCREF(None), None);
    }
    if (e instanceof PyBaseExceptionObject && e.ob_type.isSubtype(PyExc_StopIteration)) return stopIterationValue(e);
    throw e;
  }
}

/** SEND's send: [value, isReturn]. */
export function sendTo(recv: PyObject, v: PyObject): [PyObject, boolean] {
  if (recv instanceof PyGen && recv.ob_type !== PyAsyncGen_Type) return genSendEx(recv, v, null);
  let r: PyObject | null;
  try {
    if (v === None && recv.ob_type.tp_iternext !== null) {
      r = recv.ob_type.tp_iternext(recv);
      if (r === null) return [(Py_INCREF(None), None), true];
    } else {
      const m = recv.ob_type.tp_getattro(recv, newStr("send"));
      r = PyObject_Call(m, [v], null);
      Py_DECREF(m);
    }
  } catch (e) {
    if (e instanceof PyBaseExceptionObject && e.ob_type.isSubtype(PyExc_StopIteration)) {
      const val = stopIterationValue(e);
      return [val, true];
    }
    throw e;
  }
  return [r, false];
}

/** Calls a finalizer hook (abstract.ts's PyObject_Call: set at start-up, a static import would be a cycle). */
let PyObject_CallHook: (f: PyObject, args: PyObject[]) => PyObject = () => {
  throw new Error("generator.ts: call hook not set");
};
/** Reports an error of an async generator's finalizer ("Exception ignored while finalizing generator %R"). */
let unraisableGenHook: (e: PyObject, g: PyGen) => void = () => {};
export function setGenFinalizerHooks(call: typeof PyObject_CallHook, unraisable: typeof unraisableGenHook): void {
  PyObject_CallHook = call;
  unraisableGenHook = unraisable;
}

/** The RuntimeWarning of a coroutine collected before it started (_PyErr_WarnUnawaitedCoroutine). */
let warnUnawaited: (g: PyGen) => void = () => {};
export function setWarnUnawaited(f: typeof warnUnawaited): void {
  warnUnawaited = f;
}

/**
 * _PyGen_Finalize (tp_finalize of generators and coroutines), run by the deallocator and by the
 * cycle collector: a coroutine never started warns that it was never awaited; a suspended
 * generator is closed. The caller holds a reference to `g`.
 */
export function genFinalize(g: PyGen): void {
  if (g.finished) return;
  // an async generator whose hooks set a finalizer (asyncio's loop) is handed to it instead
  if (g.finalizer !== null && !g.closed) {
    try {
      Py_DECREF(PyObject_CallHook(g.finalizer, [g]));
    } catch (e) {
      if (e instanceof PyObject) unraisableGenHook(e, g);
    }
    return;
  }
  try {
    if (g.ob_type === PyCoro_Type && !g.started) warnUnawaited(g);
    else Py_DECREF(genClose(g));
  } catch {
    /* unraisable */
  }
}

function genRepr(o: PyObject): PyObject {
  return newStr(`<${o.ob_type.tp_name} object ${(o as PyGen).qualname.value} at ${addressOf(o)}>`);
}

export function initGenerator(): void {
  PyGen_Type.tp_iter = (o) => (Py_INCREF(o), o);
  PyGen_Type.tp_iternext = genIterNext;
  for (const T of [PyGen_Type, PyCoro_Type, PyAsyncGen_Type]) {
    T.tp_repr = genRepr;
    T.tp_dealloc = (o) => {
      const g = o as PyGen;
      clearWeakrefs(g);
      if (!g.finished && (g.started || g.ob_type === PyCoro_Type || g.finalizer !== null) && !gcFinalized.has(g)) {
        g.ob_refcnt = 1; // resurrected for the finalizer's duration
        genFinalize(g);
        if (--g.ob_refcnt !== 0) return; // resurrected by the finalizer
      }
      // a frame that outlived the generator's execution was handed over to its frame object (exitFrame)
      if (!g.frame.owned) clearFrame(g.frame);
      else g.frame.gen = null;
      Py_XDECREF(g.excState);
      Py_XDECREF(g.finalizer);
    };
    if (T !== PyAsyncGen_Type) {
      defMethodO(T, "send", (self, value) => {
        const g = self as PyGen;
        const [r, ret] = genSendEx(g, value, null);
        if (ret) throw stopIterationFor(r);
        return r;
      });
      defMethod(T, "throw", checkedMethod(`${T.tp_name}.throw`, [1, 3], (self, args) => {
        if (args.length > 1) warnDeprecated("the (type, exc, tb) signature of throw() is deprecated, use the single-arg signature instead.");
        return genThrow(self as PyGen, args[0]!, args[1] ?? null);
      }));
      defMethodNoArgs(T, "close", (self) => genClose(self as PyGen));
    }
    // gen_set_name / gen_set_qualname
    defGetSet(T, "__name__", (o) => (Py_INCREF((o as PyGen).name), (o as PyGen).name), (o, v) => {
      if (v === null || !isStr(v)) typeError("__name__ must be set to a string object");
      Py_INCREF(v);
      const g = o as PyGen, old = g.name;
      g.name = v as PyGen["name"];
      Py_DECREF(old);
    });
    defGetSet(T, "__qualname__", (o) => (Py_INCREF((o as PyGen).qualname), (o as PyGen).qualname), (o, v) => {
      if (v === null || !isStr(v)) typeError("__qualname__ must be set to a string object");
      Py_INCREF(v);
      const g = o as PyGen, old = g.qualname;
      g.qualname = v as PyGen["qualname"];
      Py_DECREF(old);
    });
    // cr_origin: None unless sys.set_coroutine_origin_tracking_depth (not implemented) is set
    if (T === PyCoro_Type) defGetSet(T, "cr_origin", () => None);
    const p = T === PyGen_Type ? "gi" : T === PyCoro_Type ? "cr" : "ag";
    defGetSet(T, `${p}_running`, (o) => ((p === "ag" ? (o as PyGen).runningAsync : (o as PyGen).running) ? trueObj() : falseObj()));
    defGetSet(T, `${p}_frame`, (o) => ((o as PyGen).finished ? None : (Py_INCREF((o as PyGen).frame), (o as PyGen).frame)));
    defGetSet(T, `${p}_code`, (o) => (Py_INCREF((o as PyGen).frame.code), (o as PyGen).frame.code));
    defGetSet(T, `${p}_suspended`, (o) => {
      const g = o as PyGen;
      return g.started && !g.running && !g.finished ? trueObj() : falseObj();
    });
    defGetSet(T, `${p === "gi" ? "gi_yieldfrom" : `${p}_await`}`, (o) => {
      const yf = genYf(o as PyGen) ?? None;
      Py_INCREF(yf);
      return yf;
    });
  }
  addSlotWrappers(PyGen_Type);
  void PyObject_GetIter;
}

let trueObj: () => PyObject = () => None;
let falseObj: () => PyObject = () => None;
export function bindGenBools(t: PyObject, f: PyObject): void {
  trueObj = () => t;
  falseObj = () => f;
}

keepConstructFast(PyGen);
