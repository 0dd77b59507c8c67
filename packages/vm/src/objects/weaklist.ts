/**
 * Each object's list of weak references and PyObject_ClearWeakRefs (Objects/weakrefobject.c),
 * kept apart from the weakref types (weakref.ts) so that deallocators can call it.
 */
import { PyObject, Py_INCREF, Py_DECREF, type PyType, type Hash, keepConstructFast } from "./object.js";
import { gcTrack } from "./gcstate.js";

export class PyWeakReference extends PyObject {
  /** The referent, or null once it died. Not a counted reference. */
  declare wr_object: PyObject | null;
  declare wr_callback: PyObject | null;
  declare hash: Hash | null;
  constructor(type: PyType, referent: PyObject, callback: PyObject | null) {
    super(type);
    this.wr_object = referent;
    this.wr_callback = callback;
    this.hash = null;
    gcTrack(this); // weak references are GC containers (weakref_traverse visits the callback)
  }
}

/** Each object's weak references, head first. */
export const weakrefLists = new WeakMap<PyObject, PyWeakReference[]>();

export function hasWeakrefs(o: PyObject): boolean {
  const l = weakrefLists.get(o);
  return l !== undefined && l.length !== 0;
}

export function unlink(r: PyWeakReference): void {
  const o = r.wr_object;
  if (o === null) return;
  r.wr_object = null;
  const list = weakrefLists.get(o);
  if (list === undefined) return;
  const i = list.indexOf(r);
  if (i >= 0) list.splice(i, 1);
  if (list.length === 0) weakrefLists.delete(o);
}

let callbackErrorHook: (e: unknown, callback: PyObject) => void = () => {};
export function setWeakrefCallbackErrorHook(f: typeof callbackErrorHook): void {
  callbackErrorHook = f;
}
let callHook: (f: PyObject, args: PyObject[]) => PyObject = (f) => f;
export function setWeakrefCallHook(f: typeof callHook): void {
  callHook = f;
}

/**
 * PyObject_ClearWeakRefs: `o` is dying. Every weak reference to it is cleared; then the callbacks
 * of those still alive run, in list order, each with its weak reference.
 */
export function clearWeakrefs(o: PyObject): void {
  if (!o.ob_type.tp_weakrefd) return;
  const list = weakrefLists.get(o);
  if (list === undefined) return;
  weakrefLists.delete(o);
  const pending: [PyWeakReference, PyObject][] = [];
  for (const r of list) {
    r.wr_object = null;
    const cb = r.wr_callback;
    r.wr_callback = null;
    if (cb !== null) {
      if (r.ob_refcnt > 0) {
        Py_INCREF(r);
        pending.push([r, cb]);
      } else Py_DECREF(cb);
    }
  }
  for (const [r, cb] of pending) {
    try {
      Py_DECREF(callHook(cb, [r]));
    } catch (e) {
      callbackErrorHook(e, cb);
      if (e instanceof PyObject) Py_DECREF(e); // reported: the caught exception is released
    }
    Py_DECREF(cb);
    Py_DECREF(r);
  }
}

keepConstructFast(PyWeakReference);
