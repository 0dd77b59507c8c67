/**
 * `_thread` (Modules/_threadmodule.c) for a single-threaded interpreter: locks (`lock`, `RLock`),
 * the thread's identity, `_local`, and the constants and queries the stdlib reads at import
 * (threading, functools, reprlib, …). pyts runs one thread: starting another
 * (`start_new_thread`, `start_joinable_thread`) raises RuntimeError("can't start new thread")
 * until threads come (a later issue). A blocking acquire of a lock nobody else can release would
 * wait forever; with a timeout it sleeps that long and fails, as CPython's does when no thread
 * releases it; with none it raises RuntimeError instead of hanging the process.
 */
import { PyObject, PyType, Py_INCREF, Py_DECREF, newStaticType, keepConstructFast } from "../objects/object.js";
import { None } from "../objects/none.js";
import { True, False } from "../objects/bool.js";
import { newInt } from "../objects/int.js";
import { newFloat } from "../objects/float.js";
import { internStr, newStr } from "../objects/str.js";
import { dictSetItem, newDict } from "../objects/dict.js";
import { PyModule, newModule } from "../objects/module.js";
import { newCFunction, defMethod, defGetSet, type MethodImpl } from "../objects/descr.js";
import { PyExc_RuntimeError, PyExc_ValueError, PyExc_OverflowError, newException } from "../objects/exceptions.js";
import { addSlotWrappers, addressOf } from "../objects/typeobject.js";
import { PyObject_IsTrue, PyNumber_Index } from "../abstract.js";
import { parseArgs } from "../args.js";
import { blockingSleep, sleepSeconds } from "./time.js";

/** The one thread's identifier (pthread_self()'s value is an address: any stable nonzero int will do). */
const MAIN_IDENT = 0x7f3a5c1e0740;
/** PY_TIMEOUT_MAX in seconds on 64-bit Linux (what CPython prints). */
const TIMEOUT_MAX = 9223372036.0;

class PyLock extends PyObject {
  locked = false;
  /** RLock: the owner's ident (0: none) and the recursion count. */
  owner = 0;
  count = 0;
}
keepConstructFast(PyLock);

/** lock_acquire_parse_args: (blocking, timeout) as seconds, -1 meaning forever. */
function acquireArgs(fname: string, args: PyObject[], kw: string[] | null): { blocking: boolean; timeout: number } {
  const [b, t] = parseArgs(fname, args, kw, ["blocking", "timeout"], 0, 0);
  const blocking = b === null ? true : PyObject_IsTrue(b);
  let timeout = -1;
  if (t !== null) timeout = sleepSeconds(t);
  if (!blocking && timeout !== -1) throw newException(PyExc_ValueError, "can't specify a timeout for a non-blocking call");
  if (timeout < 0 && timeout !== -1) throw newException(PyExc_ValueError, "timeout value must be a non-negative number");
  if (timeout > TIMEOUT_MAX) throw newException(PyExc_OverflowError, "timeout value is too large");
  return { blocking, timeout: blocking ? timeout : 0 };
}

/** Waiting for a lock only this thread could release: a timeout passes, forever is refused. */
function waitInVain(timeout: number): PyObject {
  if (timeout < 0) throw newException(PyExc_RuntimeError, "deadlock: the lock is held and pyts runs no other thread to release it");
  if (timeout > 0) blockingSleep(timeout);
  return False;
}

function newLockType(name: string, alloc: (t: PyType) => PyObject): PyType {
  const t = newStaticType(name);
  t.tp_module = "_thread";
  t.tp_alloc = alloc;
  t.tp_new = (type, args, kw) => {
    parseArgs(name, args, kw, [], 0, 0);
    return type.tp_alloc(type);
  };
  return t;
}

/** `_thread.lock` (LockType): a non-reentrant lock. */
export const PyLock_Type = newLockType("lock", (t) => new PyLock(t));
const lockAcquire: MethodImpl = (self, args, kw) => {
  const { timeout } = acquireArgs("acquire", args, kw);
  const l = self as PyLock;
  if (!l.locked) {
    l.locked = true;
    return True;
  }
  return waitInVain(timeout);
};
const lockRelease: MethodImpl = (self, args, kw) => {
  parseArgs("release", args, kw, [], 0, 0);
  const l = self as PyLock;
  if (!l.locked) throw newException(PyExc_RuntimeError, "release unlocked lock");
  l.locked = false;
  return None;
};
const lockLocked: MethodImpl = (self) => ((self as PyLock).locked ? True : False);
for (const [n, f] of [["acquire", lockAcquire], ["acquire_lock", lockAcquire], ["__enter__", lockAcquire], ["release", lockRelease], ["release_lock", lockRelease], ["locked", lockLocked], ["locked_lock", lockLocked]] as const) {
  defMethod(PyLock_Type, n, f);
}
defMethod(PyLock_Type, "__exit__", (self) => lockRelease(self, [], null));
defMethod(PyLock_Type, "_at_fork_reinit", (self) => (((self as PyLock).locked = false), None));
PyLock_Type.tp_repr = (o) => newStr(`<${(o as PyLock).locked ? "locked" : "unlocked"} _thread.lock object at ${addressOf(o)}>`);

/** `_thread.RLock`: a reentrant lock, owned by the thread that acquired it. */
export const PyRLock_Type = newLockType("RLock", (t) => new PyLock(t));
const rlockAcquire: MethodImpl = (self, args, kw) => {
  const { timeout } = acquireArgs("acquire", args, kw);
  const l = self as PyLock;
  if (l.count > 0 && l.owner !== MAIN_IDENT) return waitInVain(timeout);
  l.owner = MAIN_IDENT;
  l.count++;
  return True;
};
const rlockRelease: MethodImpl = (self, args, kw) => {
  parseArgs("release", args, kw, [], 0, 0);
  const l = self as PyLock;
  if (l.count === 0 || l.owner !== MAIN_IDENT) throw newException(PyExc_RuntimeError, "cannot release un-acquired lock");
  if (--l.count === 0) l.owner = 0;
  return None;
};
defMethod(PyRLock_Type, "acquire", rlockAcquire);
defMethod(PyRLock_Type, "__enter__", rlockAcquire);
defMethod(PyRLock_Type, "release", rlockRelease);
defMethod(PyRLock_Type, "__exit__", (self) => rlockRelease(self, [], null));
defMethod(PyRLock_Type, "locked", (self) => ((self as PyLock).count > 0 ? True : False));
defMethod(PyRLock_Type, "_is_owned", (self) => ((self as PyLock).count > 0 && (self as PyLock).owner === MAIN_IDENT ? True : False));
defMethod(PyRLock_Type, "_recursion_count", (self) => newInt((self as PyLock).owner === MAIN_IDENT ? (self as PyLock).count : 0));
defMethod(PyRLock_Type, "_at_fork_reinit", (self) => (((self as PyLock).count = 0), ((self as PyLock).owner = 0), None));
PyRLock_Type.tp_repr = (o) => {
  const l = o as PyLock;
  return newStr(`<${l.count > 0 ? "locked" : "unlocked"} _thread.RLock object owner=${l.owner} count=${l.count} at ${addressOf(o)}>`);
};

class PyLocal extends PyObject {
  constructor(type: PyType) {
    super(type);
    this.dict = newDict();
  }
}
keepConstructFast(PyLocal);

/** `_thread._local`: with one thread, an object whose attributes are that thread's. */
export const PyLocal_Type = newStaticType("_local");
PyLocal_Type.tp_module = "_thread";
PyLocal_Type.tp_hasdict = true;
PyLocal_Type.tp_alloc = (t) => new PyLocal(t);
PyLocal_Type.tp_new = (t) => t.tp_alloc(t);

/** `_thread._ThreadHandle`: a thread's identity and whether it has finished (threading.py's _os_thread_handle). */
class PyThreadHandle extends PyObject {
  declare ident: number;
  declare done: boolean;
  constructor(type: PyType, ident: number) {
    super(type);
    this.ident = ident;
    this.done = false;
  }
}
keepConstructFast(PyThreadHandle);

export const PyThreadHandle_Type = newStaticType("_ThreadHandle");
PyThreadHandle_Type.tp_module = "_thread";
PyThreadHandle_Type.tp_new = (t) => new PyThreadHandle(t, 0);
PyThreadHandle_Type.tp_repr = (o) => newStr(`<_thread._ThreadHandle object: ident=${(o as PyThreadHandle).ident}>`);
defGetSet(PyThreadHandle_Type, "ident", (o) => newInt((o as PyThreadHandle).ident));
defMethod(PyThreadHandle_Type, "is_done", (o) => ((o as PyThreadHandle).done ? (Py_INCREF(True), True) : (Py_INCREF(False), False)));
defMethod(PyThreadHandle_Type, "_set_done", (o) => {
  (o as PyThreadHandle).done = true;
  Py_INCREF(None);
  return None;
});
defMethod(PyThreadHandle_Type, "join", (o, args, kw) => {
  parseArgs("join", args, kw, ["timeout"], 0, 1);
  const h = o as PyThreadHandle;
  if (!h.done && h.ident === MAIN_IDENT) throw newException(PyExc_RuntimeError, "Cannot join current thread");
  Py_INCREF(None);
  return None;
});

let ready = false;

export function makeThread(): PyModule {
  // the wrappers once the runtime is up: a type's __new__ wrapper is a builtin method, which
  // cannot be made while this file is first evaluated (it was None then, and subclasses of
  // _local could not be instantiated)
  if (!ready) {
    ready = true;
    for (const t of [PyLock_Type, PyRLock_Type, PyLocal_Type, PyThreadHandle_Type]) addSlotWrappers(t);
  }
  const mod = newModule("_thread");
  const d = mod.dict!;
  const set = (n: string, v: PyObject) => dictSetItem(d, internStr(n), v);
  const def = (n: string, impl: MethodImpl) => set(n, newCFunction(n, impl, mod));
  const noArgs = (n: string, f: () => PyObject) => def(n, (_s, args, kw) => (parseArgs(n, args, kw, [], 0, 0), f()));
  noArgs("get_ident", () => newInt(MAIN_IDENT));
  noArgs("_get_main_thread_ident", () => newInt(MAIN_IDENT));
  noArgs("get_native_id", () => newInt(process.pid));
  noArgs("_count", () => newInt(0));
  noArgs("daemon_threads_allowed", () => (Py_INCREF(True), True));
  noArgs("_is_main_interpreter", () => (Py_INCREF(True), True));
  // one thread: nothing to wait for at shutdown
  noArgs("_shutdown", () => (Py_INCREF(None), None));
  def("_make_thread_handle", (_s, args, kw) => {
    const [ident] = parseArgs("_make_thread_handle", args, kw, ["ident"], 1, 0);
    return new PyThreadHandle(PyThreadHandle_Type, Number(PyNumber_Index(ident!).value));
  });
  def("set_name", (_s, args, kw) => (parseArgs("set_name", args, kw, ["name"], 1, 0), Py_INCREF(None), None));
  set("_ThreadHandle", PyThreadHandle_Type);
  for (const n of ["allocate_lock", "allocate"]) noArgs(n, () => new PyLock(PyLock_Type));
  let stackSize = 0;
  def("stack_size", (_s, args, kw) => {
    const [size] = parseArgs("stack_size", args, kw, ["size"], 0, 1);
    const old = stackSize;
    if (size !== null) {
      const n = Number(PyNumber_Index(size).value);
      if (n !== 0 && n < 53248) throw newException(PyExc_ValueError, "size must be at least 53248 bytes");
      if (n < 0) throw newException(PyExc_ValueError, "size must be 0 or a positive value");
      stackSize = n;
    }
    return newInt(old);
  });
  // threads come in a later issue: none can be started yet
  for (const n of ["start_new_thread", "start_new", "start_joinable_thread"]) {
    def(n, () => {
      throw newException(PyExc_RuntimeError, "can't start new thread");
    });
  }
  set("LockType", PyLock_Type);
  set("lock", PyLock_Type);
  set("RLock", PyRLock_Type);
  set("_local", PyLocal_Type);
  set("error", PyExc_RuntimeError);
  const tmax = newFloat(TIMEOUT_MAX);
  set("TIMEOUT_MAX", tmax);
  Py_DECREF(tmax);
  return mod;
}
