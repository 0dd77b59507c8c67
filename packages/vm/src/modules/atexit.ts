/**
 * `atexit` (Modules/atexitmodule.c): functions registered to run at interpreter shutdown, last
 * registered first, before the modules are torn down. An exception in one is reported as
 * unraisable ("Exception ignored in atexit callback …") and the others still run.
 */
import { checkedConvention } from "./gc.js";
import { PyObject, Py_INCREF, Py_DECREF } from "../objects/object.js";
import { None } from "../objects/none.js";
import { newInt } from "../objects/int.js";
import { internStr } from "../objects/str.js";
import { dictSetItem } from "../objects/dict.js";
import { PyModule, newModule } from "../objects/module.js";
import { newCFunction, type MethodImpl } from "../objects/descr.js";
import { PyBaseExceptionObject, typeError } from "../objects/exceptions.js";
import { PyCallable_Check, PyObject_Call, PyObject_RichCompareBool, Py_EQ } from "../abstract.js";

interface Callback {
  func: PyObject;
  args: PyObject[];
  kwnames: string[] | null;
}

let callbacks: Callback[] = [];

let report: (e: unknown, func: PyObject) => void = () => {};
/** How an exception raised by a callback is reported (the VM's unraisable hook). */
export function setAtexitReport(f: typeof report): void {
  report = f;
}

function release(cb: Callback): void {
  Py_DECREF(cb.func);
  for (const a of cb.args) Py_DECREF(a);
}

/** atexit_callfuncs: runs and forgets every registered function, last first. */
export function runAtexitCallbacks(): void {
  while (callbacks.length) {
    const cb = callbacks.pop()!;
    try {
      Py_DECREF(PyObject_Call(cb.func, cb.args, cb.kwnames));
    } catch (e) {
      if (!(e instanceof PyBaseExceptionObject)) throw e;
      report(e, cb.func);
      Py_DECREF(e);
    }
    release(cb);
  }
}

/** A fresh, empty registry (each program run starts with none). */
export function makeAtexit(): PyModule {
  for (const cb of callbacks) release(cb);
  callbacks = [];
  const mod = newModule("atexit");
  const d = mod.dict!;
  const def = (n: string, impl: MethodImpl) => dictSetItem(d, internStr(n), newCFunction(n, checkedConvention(`atexit.${n}`, n.startsWith("_") ? 0 : n === "unregister" ? 1 : -1, impl), mod));
  def("register", (_s, args, kw) => {
    const nkw = kw ? kw.length : 0;
    if (args.length - nkw < 1) typeError("register() takes at least 1 argument (0 given)");
    const func = args[0]!;
    if (!PyCallable_Check(func)) typeError("the first argument must be callable");
    const rest = args.slice(1);
    for (const a of rest) Py_INCREF(a);
    Py_INCREF(func);
    callbacks.push({ func, args: rest, kwnames: nkw ? kw : null });
    Py_INCREF(func);
    return func;
  });
  def("unregister", (_s, args) => {
    if (args.length !== 1) typeError(`atexit.unregister() takes exactly one argument (${args.length} given)`);
    const func = args[0]!;
    for (let i = callbacks.length - 1; i >= 0; i--) {
      const cb = callbacks[i]!;
      if (cb.func === func || PyObject_RichCompareBool(cb.func, func, Py_EQ)) {
        callbacks.splice(i, 1);
        release(cb);
      }
    }
    Py_INCREF(None);
    return None;
  });
  def("_run_exitfuncs", () => {
    runAtexitCallbacks();
    Py_INCREF(None);
    return None;
  });
  def("_clear", () => {
    for (const cb of callbacks) release(cb);
    callbacks = [];
    Py_INCREF(None);
    return None;
  });
  def("_ncallbacks", () => newInt(callbacks.length));
  return mod;
}
