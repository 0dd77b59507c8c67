/**
 * generator (Objects/genobject.c): owns a suspended frame. `send` resumes it in a nested eval
 * loop (the frame is that loop's entry frame); YIELD_VALUE returns from that loop.
 */
import { PyObject, newStaticType, Py_INCREF, Py_DECREF, Py_XDECREF, keepConstructFast } from "./object.js";
import { None } from "./none.js";
import { PyFrame, clearFrame } from "./frame.js";
import { PyStr, newStr } from "./str.js";
import {
  PyBaseExceptionObject, PyExc_StopIteration, PyExc_GeneratorExit, PyExc_RuntimeError, PyExc_ValueError, PyExc_TypeError,
  newException, newExceptionArgs, isException, isExceptionType,
} from "./exceptions.js";
import { evalFrame, pushFrame, makeRaisable } from "../eval/ceval.js";
import { tstate } from "../eval/threadState.js";
import { addressOf } from "./typeobject.js";
import { PyObject_Call, PyObject_GetIter, typeName } from "../abstract.js";
import { defMethod, defGetSet } from "./descr.js";
import { gcTrack } from "./gcstate.js";

export const PyGen_Type = newStaticType("generator", undefined, 0);
export const PyCoro_Type = newStaticType("coroutine", undefined, 0);

export class PyGen extends PyObject {
  declare frame: PyFrame;
  declare running: boolean;
  declare finished: boolean;
  /** Whether the frame has started (the first send must be None). */
  declare started: boolean;
  declare name: PyStr;
  declare qualname: PyStr;
  /** The generator's own handled-exception state, swapped in while it runs. */
  declare excState: PyObject | null;
  constructor(frame: PyFrame) {
    super(PyGen_Type);
    this.frame = frame;
    this.running = false;
    this.finished = false;
    this.started = false;
    this.name = frame.func ? frame.func.name : frame.code.name;
    this.qualname = frame.func ? frame.func.qualname : frame.code.qualname;
    this.excState = null;
    gcTrack(this);
  }
}

export function makeGenerator(f: PyFrame): PyObject {
  const g = new PyGen(f);
  f.gen = g;
  f.isEntry = true;
  f.previous = null;
  return g;
}

/** Resumes `g` with `v` (or raising `exc`); returns [value, isReturn]. */
export function genSendEx(g: PyGen, v: PyObject | null, exc: PyBaseExceptionObject | null): [PyObject, boolean] {
  if (g.running) throw newException(PyExc_ValueError, "generator already executing");
  if (g.finished) {
    if (exc !== null) throw exc;
    return [(Py_INCREF(None), None), true];
  }
  const f = g.frame;
  if (!g.started && v !== null && v !== None && exc === null) {
    throw newException(PyExc_TypeError, "can't send non-None value to a just-started generator");
  }
  g.started = true;
  if (exc === null) {
    const val = v ?? None;
    Py_INCREF(val);
    f.localsplus[f.sp++] = val;
  }
  g.running = true;
  const savedExc = tstate.handledExc;
  tstate.handledExc = g.excState;
  pushFrame(f);
  let result: PyObject;
  try {
    result = evalFrame(f, exc);
  } catch (e) {
    g.running = false;
    g.finished = true;
    g.excState = tstate.handledExc;
    tstate.handledExc = savedExc;
    if (e instanceof PyBaseExceptionObject && e.ob_type.isSubtype(PyExc_StopIteration)) {
      // PEP 479 is done in bytecode (INTRINSIC_STOPITERATION_ERROR)
    }
    throw e;
  }
  g.running = false;
  g.excState = tstate.handledExc;
  tstate.handledExc = savedExc;
  return [result, g.finished];
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

function stopIterationFor(value: PyObject): PyBaseExceptionObject {
  Py_INCREF(value);
  return newExceptionArgs(PyExc_StopIteration, value === None ? [] : [value]);
}

export function stopIterationValue(e: PyObject): PyObject {
  const args = (e as PyBaseExceptionObject).args.items;
  const v = args.length ? args[0]! : None;
  Py_INCREF(v);
  return v;
}

function genThrow(g: PyGen, typ: PyObject, val: PyObject | null): PyObject {
  let exc: PyBaseExceptionObject;
  if (isException(typ)) {
    Py_INCREF(typ);
    exc = typ;
  } else if (isExceptionType(typ)) {
    exc = val !== null && val !== None && isException(val) ? (Py_INCREF(val), val) : makeRaisable(typ);
  } else throw newException(PyExc_TypeError, "exceptions must be classes or instances deriving from BaseException, not " + typeName(typ));
  if (!g.started || g.finished) {
    g.finished = true;
    clearFrame(g.frame);
    throw exc;
  }
  // delegate to a sub-iterator first when suspended in `yield from` is handled by CLEANUP_THROW
  const [r, ret] = genSendEx(g, null, exc);
  if (ret) throw stopIterationFor(r);
  return r;
}

export function genClose(g: PyGen): void {
  if (g.finished || !g.started) {
    g.finished = true;
    return;
  }
  try {
    const [r, ret] = genSendEx(g, null, newExceptionArgs(PyExc_GeneratorExit, []));
    Py_DECREF(r);
    if (!ret) throw newException(PyExc_RuntimeError, "generator ignored GeneratorExit");
  } catch (e) {
    if (e instanceof PyBaseExceptionObject && (e.ob_type.isSubtype(PyExc_GeneratorExit) || e.ob_type.isSubtype(PyExc_StopIteration))) return;
    throw e;
  }
}

/** SEND's send: [value, isReturn]. */
export function sendTo(recv: PyObject, v: PyObject): [PyObject, boolean] {
  if (recv instanceof PyGen) return genSendEx(recv, v, null);
  let r: PyObject | null;
  try {
    if (v === None) {
      r = recv.ob_type.tp_iternext!(recv);
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

export function initGenerator(): void {
  PyGen_Type.tp_iter = (o) => (Py_INCREF(o), o);
  PyGen_Type.tp_iternext = genIterNext;
  PyGen_Type.tp_repr = (o) => newStr(`<generator object ${(o as PyGen).qualname.value} at ${addressOf(o)}>`);
  PyGen_Type.tp_dealloc = (o) => {
    const g = o as PyGen;
    if (!g.finished && g.started) {
      try {
        g.ob_refcnt = 1;
        genClose(g);
      } catch {
        /* unraisable */
      }
    }
    clearFrame(g.frame);
    Py_XDECREF(g.excState);
  };
  defMethod(PyGen_Type, "send", (self, args) => {
    const [r, ret] = genSendEx(self as PyGen, args[0]!, null);
    if (ret) throw stopIterationFor(r);
    return r;
  });
  defMethod(PyGen_Type, "throw", (self, args) => genThrow(self as PyGen, args[0]!, args[1] ?? null));
  defMethod(PyGen_Type, "close", (self) => {
    genClose(self as PyGen);
    return None;
  });
  defGetSet(PyGen_Type, "__name__", (o) => (Py_INCREF((o as PyGen).name), (o as PyGen).name));
  defGetSet(PyGen_Type, "__qualname__", (o) => (Py_INCREF((o as PyGen).qualname), (o as PyGen).qualname));
  defGetSet(PyGen_Type, "gi_running", (o) => ((o as PyGen).running ? trueObj() : falseObj()));
  defGetSet(PyGen_Type, "gi_frame", (o) => ((o as PyGen).finished ? None : (Py_INCREF((o as PyGen).frame), (o as PyGen).frame)));
  void PyObject_GetIter;
}

let trueObj: () => PyObject = () => None;
let falseObj: () => PyObject = () => None;
export function bindGenBools(t: PyObject, f: PyObject): void {
  trueObj = () => t;
  falseObj = () => f;
}

keepConstructFast(PyGen);
