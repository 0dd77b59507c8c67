/**
 * The await protocol and async generators (Objects/genobject.c, the async parts of ceval):
 * coroutine.__await__ (coroutine_wrapper), _PyCoro_GetAwaitableIter, GET_AITER/GET_ANEXT,
 * async_generator asend/athrow/aclose awaitables with the wrapped-value protocol of
 * INTRINSIC_ASYNC_GEN_WRAP, and the aiter/anext builtins (anext_awaitable).
 */
import { PyObject, PyType, newStaticType, Py_INCREF, Py_DECREF, Py_XDECREF, keepConstructFast } from "./object.js";
import { None } from "./none.js";
import { newStr, internStr } from "./str.js";
import {
  PyBaseExceptionObject, PyExc_StopIteration, PyExc_StopAsyncIteration, PyExc_GeneratorExit, PyExc_RuntimeError,
  PyExc_TypeError, newException, newExceptionArgs, typeError,
} from "./exceptions.js";
import {
  PyGen, PyCoro_Type, PyAsyncGen_Type, genSendEx, genThrowExc, genClose, isCoroutine, genYf, stopIterationFor,
  stopIterationValue, throwArgsToException,
} from "./generator.js";
import { defMethod, newCFunction } from "./descr.js";
import { checkedMethod, checkPositional, defMethodO, defMethodNoArgs } from "../args.js";
import { dictSetItem, type PyDict } from "./dict.js";
import { PyObject_Call, typeName } from "../abstract.js";
import { toPyException } from "../eval/ceval.js";
import { warnAtFrame, warnDeprecated } from "../eval/warnings.js";

function lookupCall(o: PyObject, name: string): PyObject | null {
  const m = o.ob_type.lookup(name);
  if (m === null) return null;
  const get = m.ob_type.tp_descr_get;
  const bound = get ? get(m, o, o.ob_type) : (Py_INCREF(m), m);
  try {
    return PyObject_Call(bound, [], null);
  } finally {
    Py_DECREF(bound);
  }
}

function hasIterNext(o: PyObject): boolean {
  return o.ob_type.tp_iternext !== null && o.ob_type.tp_iternext !== undefined;
}

/** _PyCoro_GetAwaitableIter: null when `o` has no __await__. */
export function getAwaitableIter(o: PyObject): PyObject | null {
  if (isCoroutine(o)) return (Py_INCREF(o), o);
  const res = lookupCall(o, "__await__");
  if (res === null) return null;
  if (isCoroutine(res)) {
    Py_DECREF(res);
    typeError("__await__() returned a coroutine");
  }
  if (!hasIterNext(res)) {
    const n = typeName(res);
    Py_DECREF(res);
    typeError(`__await__() returned non-iterator of type '${n}'`);
  }
  return res;
}

/** GET_AWAITABLE (oparg 1: from __aenter__, 2: from __aexit__). */
export function getAwaitable(o: PyObject, oparg: number): PyObject {
  const it = getAwaitableIter(o);
  if (it === null) {
    if (oparg === 1) typeError(`'async with' received an object from __aenter__ that does not implement __await__: ${typeName(o)}`);
    if (oparg === 2) typeError(`'async with' received an object from __aexit__ that does not implement __await__: ${typeName(o)}`);
    typeError(`'${typeName(o)}' object can't be awaited`);
  }
  if (it.ob_type === PyCoro_Type && genYf(it as PyGen) !== null) {
    Py_DECREF(it);
    throw newException(PyExc_RuntimeError, "coroutine is being awaited already");
  }
  return it;
}

/** GET_AITER */
export function getAIter(o: PyObject): PyObject {
  if (o.ob_type.lookup("__aiter__") === null) typeError(`'async for' requires an object with __aiter__ method, got ${typeName(o)}`);
  const it = lookupCall(o, "__aiter__")!;
  if (it.ob_type.lookup("__anext__") === null) {
    const n = typeName(it);
    Py_DECREF(it);
    typeError(`'async for' received an object from __aiter__ that does not implement __anext__: ${n}`);
  }
  return it;
}

/** GET_ANEXT: the awaitable of `aiter.__anext__()`. */
export function getANext(aiter: PyObject): PyObject {
  if (aiter.ob_type === PyAsyncGen_Type) return newASend(aiter as PyGen, null);
  if (aiter.ob_type.lookup("__anext__") === null) typeError(`'async for' requires an iterator with __anext__ method, got ${typeName(aiter)}`);
  const next = lookupCall(aiter, "__anext__")!;
  try {
    const aw = getAwaitableIter(next);
    if (aw === null) typeError(`'async for' received an invalid object from __anext__: ${typeName(next)}`);
    return aw;
  } catch (e) {
    const exc = toPyException(e);
    if (exc.ob_type !== PyExc_TypeError || !(String((exc.args.items[0] as { value?: string } | undefined)?.value ?? "").startsWith("'async for'"))) {
      const te = newException(PyExc_TypeError, `'async for' received an invalid object from __anext__: ${typeName(next)}`);
      te.cause = exc;
      te.context = exc;
      Py_INCREF(exc);
      te.suppressContext = true;
      throw te;
    }
    throw exc;
  } finally {
    Py_DECREF(next);
  }
}

// ---- coroutine.__await__ -----------------------------------------------------------------------

export const PyCoroWrapper_Type = newStaticType("coroutine_wrapper", undefined, 0);
class PyCoroWrapper extends PyObject {
  declare coro: PyGen;
  constructor(coro: PyGen) {
    super(PyCoroWrapper_Type);
    this.coro = coro;
  }
}

function sendReturning(g: PyGen, v: PyObject): PyObject {
  const [r, ret] = genSendEx(g, v, null);
  if (ret) throw stopIterationFor(r);
  return r;
}

function throwReturning(g: PyGen, args: PyObject[]): PyObject {
  const [r, ret] = genThrowExc(g, throwArgsToException(args[0]!, args[1] ?? null), true);
  if (ret) throw stopIterationFor(r);
  return r;
}

// ---- async generators -----------------------------------------------------------------------

/** _PyAsyncGenWrappedValue: what a `yield` in an async generator hands out (INTRINSIC_ASYNC_GEN_WRAP). */
export const PyAsyncGenWrappedValue_Type = newStaticType("async_generator_wrapped_value", undefined, 0);
class PyAsyncGenWrappedValue extends PyObject {
  declare value: PyObject;
  constructor(v: PyObject) {
    super(PyAsyncGenWrappedValue_Type);
    this.value = v;
  }
}
PyAsyncGenWrappedValue_Type.tp_dealloc = (o) => Py_DECREF((o as PyAsyncGenWrappedValue).value);

export function asyncGenWrap(v: PyObject): PyObject {
  Py_INCREF(v);
  return new PyAsyncGenWrappedValue(v);
}

/** async_gen_unwrap_value over a genSendEx/genThrowExc outcome. */
function unwrap(g: PyGen, run: () => [PyObject, boolean]): PyObject {
  let r: PyObject, ret: boolean;
  try {
    [r, ret] = run();
  } catch (e) {
    const exc = toPyException(e);
    if (exc.ob_type.isSubtype(PyExc_StopAsyncIteration) || exc.ob_type.isSubtype(PyExc_GeneratorExit)) g.closed = true;
    g.runningAsync = false;
    throw exc;
  }
  if (ret) {
    Py_DECREF(r);
    g.closed = true;
    g.runningAsync = false;
    throw newExceptionArgs(PyExc_StopAsyncIteration, []);
  }
  if (r instanceof PyAsyncGenWrappedValue) {
    const v = r.value;
    Py_INCREF(v);
    Py_DECREF(r);
    g.runningAsync = false;
    throw stopIterationFor(v);
  }
  return r;
}

const INIT = 0, ITER = 1, CLOSED = 2;

export const PyAsyncGenASend_Type = newStaticType("async_generator_asend", undefined, 0);
class PyAsyncGenASend extends PyObject {
  declare gen: PyGen;
  declare sendval: PyObject | null;
  declare state: number;
  constructor(gen: PyGen, sendval: PyObject | null) {
    super(PyAsyncGenASend_Type);
    this.gen = gen;
    this.sendval = sendval;
    this.state = INIT;
  }
}

/** sys.set_asyncgen_hooks's functions (the thread state's async_gen_firstiter/finalizer): null when unset. */
export const asyncGenHooks: { firstiter: PyObject | null; finalizer: PyObject | null } = { firstiter: null, finalizer: null };

/** A new interpreter's hooks: none (a program run after another in the same process starts without its hooks). */
export function resetAsyncGenHooks(): void {
  const { firstiter, finalizer } = asyncGenHooks;
  asyncGenHooks.firstiter = asyncGenHooks.finalizer = null;
  if (firstiter !== null) Py_DECREF(firstiter);
  if (finalizer !== null) Py_DECREF(finalizer);
}

/** async_gen_init_hooks: at an async generator's first __anext__/asend/athrow/aclose, the finalizer kept and firstiter called. */
function initHooks(g: PyGen): void {
  if (g.hooksInited) return;
  g.hooksInited = true;
  const { firstiter, finalizer } = asyncGenHooks;
  if (finalizer !== null) {
    Py_INCREF(finalizer);
    g.finalizer = finalizer;
  }
  if (firstiter !== null) {
    Py_INCREF(firstiter);
    try {
      Py_DECREF(PyObject_Call(firstiter, [g]));
    } finally {
      Py_DECREF(firstiter);
    }
  }
}

function newASend(g: PyGen, v: PyObject | null): PyObject {
  initHooks(g);
  Py_INCREF(g);
  if (v !== null) Py_INCREF(v);
  return new PyAsyncGenASend(g, v);
}

function asendSend(o: PyAsyncGenASend, arg: PyObject): PyObject {
  if (o.state === CLOSED) throw newException(PyExc_RuntimeError, "cannot reuse already awaited __anext__()/asend()");
  if (o.state === INIT) {
    if (o.gen.runningAsync) {
      o.state = CLOSED;
      throw newException(PyExc_RuntimeError, "anext(): asynchronous generator is already running");
    }
    if (arg === None && o.sendval !== null) arg = o.sendval;
    o.state = ITER;
  }
  o.gen.runningAsync = true;
  try {
    return unwrap(o.gen, () => genSendEx(o.gen, arg, null));
  } catch (e) {
    o.state = CLOSED;
    throw e;
  }
}

function asendThrow(o: PyAsyncGenASend, args: PyObject[]): PyObject {
  if (o.state === CLOSED) throw newException(PyExc_RuntimeError, "cannot reuse already awaited __anext__()/asend()");
  if (o.state === INIT) {
    if (o.gen.runningAsync) {
      o.state = CLOSED;
      throw newException(PyExc_RuntimeError, "anext(): asynchronous generator is already running");
    }
    o.state = ITER;
    o.gen.runningAsync = true;
  }
  try {
    checkPositional("throw", args.length, 1, 3);
    return unwrap(o.gen, () => genThrowExc(o.gen, throwArgsToException(args[0]!, args[1] ?? null), false));
  } catch (e) {
    o.gen.runningAsync = false;
    o.state = CLOSED;
    throw e;
  }
}

/** _PyErr_WarnUnawaitedAgenMethod */
function warnUnawaitedMethod(g: PyGen, method: string): void {
  warnAtFrame("RuntimeWarning", `coroutine method '${method}' of '${g.qualname.value}' was never awaited`, true);
}

export const PyAsyncGenAThrow_Type = newStaticType("async_generator_athrow", undefined, 0);
class PyAsyncGenAThrow extends PyObject {
  declare gen: PyGen;
  /** null: aclose() */
  declare args: PyObject[] | null;
  declare state: number;
  constructor(gen: PyGen, args: PyObject[] | null) {
    super(PyAsyncGenAThrow_Type);
    this.gen = gen;
    this.args = args;
    this.state = INIT;
  }
}

function athrowSend(o: PyAsyncGenAThrow, arg: PyObject): PyObject {
  const g = o.gen;
  if (o.state === CLOSED) throw newException(PyExc_RuntimeError, "cannot reuse already awaited aclose()/athrow()");
  if (g.finished) {
    o.state = CLOSED;
    throw newExceptionArgs(PyExc_StopIteration, []);
  }
  const checkError = (e: unknown): never => {
    g.runningAsync = false;
    o.state = CLOSED;
    const exc = toPyException(e);
    if (o.args === null && (exc.ob_type.isSubtype(PyExc_StopAsyncIteration) || exc.ob_type.isSubtype(PyExc_GeneratorExit))) {
      Py_DECREF(exc);
      throw newExceptionArgs(PyExc_StopIteration, []);
    }
    throw exc;
  };
  const yieldClose = (): never => {
    g.runningAsync = false;
    o.state = CLOSED;
    throw newException(PyExc_RuntimeError, "async generator ignored GeneratorExit");
  };
  if (o.state === INIT) {
    if (g.runningAsync) {
      o.state = CLOSED;
      throw newException(PyExc_RuntimeError, `${o.args === null ? "aclose" : "athrow"}(): asynchronous generator is already running`);
    }
    if (g.closed) {
      o.state = CLOSED;
      throw newExceptionArgs(PyExc_StopAsyncIteration, []);
    }
    if (arg !== None) throw newException(PyExc_RuntimeError, "can't send non-None value to a just-started coroutine");
    o.state = ITER;
    g.runningAsync = true;
    if (o.args === null) {
      g.closed = true;
      let r: PyObject, ret: boolean;
      try {
        [r, ret] = genThrowExc(g, newExceptionArgs(PyExc_GeneratorExit, []), false);
      } catch (e) {
        return checkError(e);
      }
      if (ret) {
        Py_DECREF(r);
        return checkError(newExceptionArgs(PyExc_StopAsyncIteration, []));
      }
      if (r instanceof PyAsyncGenWrappedValue) {
        Py_DECREF(r);
        return yieldClose();
      }
      return r;
    }
    // PyArg_UnpackTuple(agt_args, "athrow", 1, 3) fails before check_error
    checkPositional("athrow", o.args.length, 1, 3);
    try {
      return unwrap(g, () => genThrowExc(g, throwArgsToException(o.args![0]!, o.args![1] ?? null), false));
    } catch (e) {
      return checkError(e);
    }
  }
  if (o.args !== null) {
    try {
      return unwrap(g, () => genSendEx(g, arg, null));
    } catch (e) {
      return checkError(e);
    }
  }
  let r: PyObject, ret: boolean;
  try {
    [r, ret] = genSendEx(g, arg, null);
  } catch (e) {
    return checkError(e);
  }
  if (ret) {
    Py_DECREF(r);
    return checkError(newExceptionArgs(PyExc_StopAsyncIteration, []));
  }
  if (r instanceof PyAsyncGenWrappedValue) {
    Py_DECREF(r);
    return yieldClose();
  }
  return r;
}

function athrowThrow(o: PyAsyncGenAThrow, args: PyObject[]): PyObject {
  const g = o.gen;
  if (o.state === CLOSED) throw newException(PyExc_RuntimeError, "cannot reuse already awaited aclose()/athrow()");
  if (o.state === INIT) {
    o.state = ITER;
    g.runningAsync = true;
  }
  let r: PyObject, ret: boolean;
  try {
    checkPositional("throw", args.length, 1, 3);
    [r, ret] = genThrowExc(g, throwArgsToException(args[0]!, args[1] ?? null), false);
  } catch (e) {
    g.runningAsync = false;
    o.state = CLOSED;
    const exc = toPyException(e);
    if (o.args === null && (exc.ob_type.isSubtype(PyExc_StopAsyncIteration) || exc.ob_type.isSubtype(PyExc_GeneratorExit))) {
      throw newExceptionArgs(PyExc_StopIteration, []);
    }
    throw exc;
  }
  if (o.args !== null) return unwrap(g, () => [r, ret]);
  if (ret) {
    Py_DECREF(r);
    g.runningAsync = false;
    o.state = CLOSED;
    throw newExceptionArgs(PyExc_StopIteration, []);
  }
  if (r instanceof PyAsyncGenWrappedValue) {
    Py_DECREF(r);
    g.runningAsync = false;
    o.state = CLOSED;
    throw newException(PyExc_RuntimeError, "async generator ignored GeneratorExit");
  }
  return r;
}

// ---- anext(aiter, default) -------------------------------------------------------------------

export const PyAnextAwaitable_Type = newStaticType("anext_awaitable", undefined, 0);
class PyAnextAwaitable extends PyObject {
  declare wrapped: PyObject;
  declare dflt: PyObject;
  declare awaitable: PyObject | null;
  constructor(wrapped: PyObject, dflt: PyObject) {
    super(PyAnextAwaitable_Type);
    this.wrapped = wrapped;
    this.dflt = dflt;
    this.awaitable = null;
  }
}

function anextStep(o: PyAnextAwaitable, step: (aw: PyObject) => PyObject): PyObject {
  if (o.awaitable === null) {
    const aw = getANextOf(o.wrapped);
    o.awaitable = aw;
  }
  try {
    return step(o.awaitable);
  } catch (e) {
    const exc = toPyException(e);
    if (exc.ob_type.isSubtype(PyExc_StopAsyncIteration)) {
      Py_DECREF(exc);
      throw stopIterationFor(o.dflt);
    }
    throw exc;
  }
}

function getANextOf(aiter: PyObject): PyObject {
  const next = lookupCall(aiter, "__anext__");
  if (next === null) typeError(`'${typeName(aiter)}' object is not an async iterator`);
  if (next.ob_type === PyAsyncGenASend_Type || hasIterNext(next)) return next;
  const aw = getAwaitableIter(next);
  Py_DECREF(next);
  if (aw === null) typeError(`'${typeName(next)}' object can't be awaited`);
  return aw;
}

function iterSend(aw: PyObject, v: PyObject): PyObject {
  if (v === None && aw.ob_type.tp_iternext) {
    const r = aw.ob_type.tp_iternext(aw);
    if (r === null) throw newExceptionArgs(PyExc_StopIteration, []);
    return r;
  }
  const m = aw.ob_type.tp_getattro(aw, newStr("send"));
  try {
    return PyObject_Call(m, [v], null);
  } finally {
    Py_DECREF(m);
  }
}

function iterMethod(aw: PyObject, name: string, args: PyObject[]): PyObject {
  const m = aw.ob_type.tp_getattro(aw, newStr(name));
  try {
    return PyObject_Call(m, args, null);
  } finally {
    Py_DECREF(m);
  }
}

/** The aiter and anext builtins. */
export function builtinAiter(o: PyObject): PyObject {
  if (o.ob_type.lookup("__aiter__") === null) typeError(`'${typeName(o)}' object is not an async iterable`);
  const it = lookupCall(o, "__aiter__")!;
  if (it.ob_type.lookup("__anext__") === null) {
    const n = typeName(it);
    Py_DECREF(it);
    typeError(`aiter() returned not an async iterator of type '${n}'`);
  }
  return it;
}

export function builtinAnext(aiter: PyObject, dflt: PyObject | null): PyObject {
  if (aiter.ob_type.lookup("__anext__") === null) typeError(`'${typeName(aiter)}' object is not an async iterator`);
  if (dflt === null) {
    const aw = lookupCall(aiter, "__anext__")!;
    return aw;
  }
  Py_INCREF(aiter);
  Py_INCREF(dflt);
  return new PyAnextAwaitable(aiter, dflt);
}

export function initAsync(): void {
  defMethod(PyCoro_Type, "__await__", (self) => {
    Py_INCREF(self);
    return new PyCoroWrapper(self as PyGen);
  });
  const W = PyCoroWrapper_Type;
  W.tp_iter = (o) => (Py_INCREF(o), o);
  W.tp_iternext = (o) => {
    const [r, ret] = genSendEx((o as PyCoroWrapper).coro, None, null);
    if (ret) {
      if (r !== None) throw stopIterationFor(r);
      Py_DECREF(r);
      return null;
    }
    return r;
  };
  W.tp_dealloc = (o) => Py_DECREF((o as PyCoroWrapper).coro);
  defMethodO(W, "send", (self, value) => sendReturning((self as PyCoroWrapper).coro, value));
  defMethod(W, "throw", checkedMethod(`${W.tp_name}.throw`, [1, 3], (self, args) => throwReturning((self as PyCoroWrapper).coro, args)));
  defMethodNoArgs(W, "close", (self) => genClose((self as PyCoroWrapper).coro));

  const AG = PyAsyncGen_Type;
  defMethod(AG, "__aiter__", (self) => (Py_INCREF(self), self));
  defMethod(AG, "__anext__", (self) => newASend(self as PyGen, null));
  defMethodO(AG, "asend", (self, value) => newASend(self as PyGen, value));
  // METH_VARARGS: the arguments are checked when the awaitable runs (async_gen_athrow_send)
  defMethod(AG, "athrow", checkedMethod("async_generator.athrow", "methvarargs", (self, args) => {
    if (args.length > 1) warnDeprecated("the (type, exc, tb) signature of athrow() is deprecated, use the single-arg signature instead.");
    initHooks(self as PyGen);
    Py_INCREF(self);
    for (const a of args) Py_INCREF(a);
    return new PyAsyncGenAThrow(self as PyGen, args.slice());
  }));
  defMethodNoArgs(AG, "aclose", (self) => {
    initHooks(self as PyGen);
    Py_INCREF(self);
    return new PyAsyncGenAThrow(self as PyGen, null);
  });

  const S = PyAsyncGenASend_Type;
  S.tp_iter = (o) => (Py_INCREF(o), o);
  S.tp_iternext = (o) => {
    try {
      return asendSend(o as PyAsyncGenASend, None);
    } catch (e) {
      if (e instanceof PyBaseExceptionObject && e.ob_type === PyExc_StopIteration && e.args.items.length === 0) return null;
      throw e;
    }
  };
  S.tp_dealloc = (o) => {
    // async_gen_asend_finalize: an asend/__anext__ awaitable dropped before its first step
    if ((o as PyAsyncGenASend).state === INIT) warnUnawaitedMethod((o as PyAsyncGenASend).gen, "asend");
    Py_DECREF((o as PyAsyncGenASend).gen);
    Py_XDECREF((o as PyAsyncGenASend).sendval);
  };
  defMethod(S, "__await__", (self) => (Py_INCREF(self), self));
  defMethodO(S, "send", (self, value) => asendSend(self as PyAsyncGenASend, value));
  defMethod(S, "throw", checkedMethod(`${S.tp_name}.throw`, "varargs", (self, args) => asendThrow(self as PyAsyncGenASend, args)));
  defMethodNoArgs(S, "close", (self) => {
    (self as PyAsyncGenASend).state = CLOSED;
    return (Py_INCREF(None), None);
  });

  const T = PyAsyncGenAThrow_Type;
  T.tp_iter = (o) => (Py_INCREF(o), o);
  T.tp_iternext = (o) => {
    try {
      return athrowSend(o as PyAsyncGenAThrow, None);
    } catch (e) {
      if (e instanceof PyBaseExceptionObject && e.ob_type === PyExc_StopIteration && e.args.items.length === 0) return null;
      throw e;
    }
  };
  T.tp_dealloc = (o) => {
    const t = o as PyAsyncGenAThrow;
    if (t.state === INIT) warnUnawaitedMethod(t.gen, t.args === null ? "aclose" : "athrow");
    Py_DECREF((o as PyAsyncGenAThrow).gen);
    for (const a of (o as PyAsyncGenAThrow).args ?? []) Py_DECREF(a);
  };
  defMethod(T, "__await__", (self) => (Py_INCREF(self), self));
  defMethodO(T, "send", (self, value) => athrowSend(self as PyAsyncGenAThrow, value));
  defMethod(T, "throw", checkedMethod(`${T.tp_name}.throw`, "varargs", (self, args) => athrowThrow(self as PyAsyncGenAThrow, args)));
  defMethodNoArgs(T, "close", (self) => {
    (self as PyAsyncGenAThrow).state = CLOSED;
    return (Py_INCREF(None), None);
  });

  const A = PyAnextAwaitable_Type;
  A.tp_iter = (o) => (Py_INCREF(o), o);
  A.tp_iternext = (o) => {
    try {
      return anextStep(o as PyAnextAwaitable, (aw) => iterSend(aw, None));
    } catch (e) {
      if (e instanceof PyBaseExceptionObject && e.ob_type === PyExc_StopIteration && e.args.items.length === 0) return null;
      throw e;
    }
  };
  A.tp_dealloc = (o) => {
    const a = o as PyAnextAwaitable;
    Py_DECREF(a.wrapped);
    Py_DECREF(a.dflt);
    Py_XDECREF(a.awaitable);
  };
  defMethod(A, "__await__", (self) => (Py_INCREF(self), self));
  defMethodO(A, "send", (self, value) => anextStep(self as PyAnextAwaitable, (aw) => iterSend(aw, value)));
  defMethod(A, "throw", checkedMethod(`${A.tp_name}.throw`, "methvarargs", (self, args) => anextStep(self as PyAnextAwaitable, (aw) => iterMethod(aw, "throw", args))));
  defMethodNoArgs(A, "close", (self) => {
    const a = self as PyAnextAwaitable;
    return a.awaitable !== null ? iterMethod(a.awaitable, "close", []) : (Py_INCREF(None), None);
  });
  void stopIterationValue;
  void (null as unknown as PyType);
}

/** Puts aiter and anext into the builtins module (their `__self__`). */
export function addAsyncBuiltins(mod: PyObject, d: PyDict): void {
  const aiter = newCFunction("aiter", (_s, args, kw) => {
    if (kw && kw.length) typeError("aiter() takes no keyword arguments");
    if (args.length !== 1) typeError(`aiter() takes exactly one argument (${args.length} given)`);
    return builtinAiter(args[0]!);
  }, mod);
  const anext = newCFunction("anext", (_s, args, kw) => {
    if (kw && kw.length) typeError("anext() takes no keyword arguments");
    if (args.length < 1 || args.length > 2) typeError(args.length < 1 ? `anext expected at least 1 argument, got ${args.length}` : `anext expected at most 2 arguments, got ${args.length}`);
    return builtinAnext(args[0]!, args[1] ?? null);
  }, mod);
  dictSetItem(d, internStr("aiter"), aiter);
  dictSetItem(d, internStr("anext"), anext);
  Py_DECREF(aiter);
  Py_DECREF(anext);
}

keepConstructFast(PyCoroWrapper, PyAsyncGenWrappedValue, PyAsyncGenASend, PyAsyncGenAThrow, PyAnextAwaitable);
