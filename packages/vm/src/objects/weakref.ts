/**
 * Weak references (Objects/weakrefobject.c): `weakref.ref` / `weakref.proxy` objects, each
 * object's list of weak references in CPython's order (callback-less basic ref and proxy at the
 * head, shared; a new reference with a callback goes right after them), and
 * `PyObject_ClearWeakRefs`, which deallocators and the cycle collector call.
 */
import { PyObject, PyType, newStaticType, Py_INCREF, Py_DECREF, Py_XDECREF, Py_TPFLAGS_HEAPTYPE, } from "./object.js";
import { None } from "./none.js";
import { PyWeakReference, weakrefLists, unlink } from "./weaklist.js";
import { PyExc_TypeError, PyExc_ReferenceError, newException, typeError } from "./exceptions.js";
import { PyFunction_Type, PyMethod_Type } from "./function.js";
import { PySet_Type, PyFrozenSet_Type } from "./set.js";
import { PyGen_Type, PyCoro_Type, PyAsyncGen_Type } from "./generator.js";
import { PyCFunction_Type } from "./descr.js";
import { PyModule_Type } from "./module.js";

export const PyWeakref_RefType = newStaticType("weakref.ReferenceType");
export const PyWeakref_ProxyType = newStaticType("weakref.ProxyType", undefined, 0);
export const PyWeakref_CallableProxyType = newStaticType("weakref.CallableProxyType", undefined, 0);

const WEAKREFABLE_STATIC = new Set<PyType>([PyFunction_Type, PyMethod_Type, PySet_Type, PyFrozenSet_Type, PyGen_Type, PyCoro_Type, PyAsyncGen_Type, PyCFunction_Type, PyModule_Type]);

/** Whether `o`'s type supports weak references (tp_weaklistoffset). */
export function weakrefable(o: PyObject): boolean {
  const t = o.ob_type;
  if (t.tp_flags & Py_TPFLAGS_HEAPTYPE) return t.tp_weaklist;
  if (o instanceof PyType) return true;
  // a static type that declares a weak-reference list (tp_weaklistoffset: re.Pattern, deque, partial, …)
  for (let b: PyType | null = t; b !== null; b = b.tp_base) if (WEAKREFABLE_STATIC.has(b) || b.tp_weaklist) return true;
  return false;
}

function isProxyType(t: PyType): boolean {
  return t === PyWeakref_ProxyType || t === PyWeakref_CallableProxyType;
}

/** weakref.ref(o, callback) / weakref.proxy(o, callback): new reference. */
export function newWeakref(type: PyType, o: PyObject, callback: PyObject | null): PyWeakReference {
  if (!weakrefable(o)) typeError(`cannot create weak reference to '${o.ob_type.tp_name}' object`);
  if (callback === None) callback = null;
  let list = weakrefLists.get(o);
  if (list === undefined) {
    list = [];
    weakrefLists.set(o, list);
    o.ob_type.tp_weakrefd = true;
  }
  const proxy = isProxyType(type);
  // the basic ref / proxy (no callback) is shared
  if (callback === null && (type === PyWeakref_RefType || proxy)) {
    for (const r of list) {
      if (r.wr_callback !== null) break;
      if (r.ob_type === type || (proxy && isProxyType(r.ob_type))) {
        Py_INCREF(r);
        return r;
      }
    }
  }
  const r = new PyWeakReference(type, o, callback);
  if (callback !== null) Py_INCREF(callback);
  // insert_head for the basic ref; after the basic ref and proxy otherwise
  let at = 0;
  if (!(callback === null && type === PyWeakref_RefType)) {
    while (at < list.length && list[at]!.wr_callback === null && (list[at]!.ob_type === PyWeakref_RefType || isProxyType(list[at]!.ob_type))) at++;
  }
  list.splice(at, 0, r);
  return r;
}

export function getWeakrefs(o: PyObject): PyWeakReference[] {
  return weakrefLists.get(o) ?? [];
}


function weakrefDealloc(o: PyObject): void {
  const r = o as PyWeakReference;
  unlink(r);
  const cb = r.wr_callback;
  r.wr_callback = null;
  Py_XDECREF(cb);
}
PyWeakref_RefType.tp_dealloc = weakrefDealloc;
PyWeakref_ProxyType.tp_dealloc = weakrefDealloc;
PyWeakref_CallableProxyType.tp_dealloc = weakrefDealloc;

/** The referent of a proxy (borrowed), or ReferenceError when it died. */
export function proxyReferent(p: PyObject): PyObject {
  const o = (p as PyWeakReference).wr_object;
  if (o === null) throw newException(PyExc_ReferenceError, "weakly-referenced object no longer exists");
  return o;
}

export { PyExc_TypeError };
