/**
 * PEP 649 on classes (Objects/typeobject.c type_get_annotations / type_get_annotate and their
 * setters): `__annotate__` comes from the class dict's `__annotate__` or `__annotate_func__`
 * (what the compiler stores), `__annotations__` from `__annotations__`, else the cached
 * `__annotations_cache__`, else a call `__annotate__(1)` that is then cached.
 */
import { PyObject, PyType, PyType_Type, Py_INCREF, Py_DECREF, Py_TPFLAGS_HEAPTYPE } from "../objects/object.js";
import { None } from "../objects/none.js";
import { newInt } from "../objects/int.js";
import { isDict, newDict } from "../objects/dict.js";
import { newException, PyExc_AttributeError, typeError } from "../objects/exceptions.js";
import { defGetSet } from "../objects/descr.js";
import { bumpTypeVersion } from "../objects/object.js";
import { PyObject_Call, PyCallable_Check, typeName } from "../abstract.js";

type NS = Map<string, PyObject>;

function heapDict(t: PyType, attr: string): NS {
  if ((t.tp_flags & Py_TPFLAGS_HEAPTYPE) === 0) throw newException(PyExc_AttributeError, `type object '${t.tp_name}' has no attribute '${attr}'`);
  return t.tp_dict;
}

function put(d: NS, k: string, v: PyObject): void {
  Py_INCREF(v);
  const old = d.get(k);
  d.set(k, v);
  if (old !== undefined) Py_DECREF(old);
  bumpTypeVersion();
}

function pop(d: NS, k: string): boolean {
  const old = d.get(k);
  if (old === undefined) return false;
  d.delete(k);
  Py_DECREF(old);
  bumpTypeVersion();
  return true;
}

function bindDescr(v: PyObject, t: PyType): PyObject {
  const get = v.ob_type.tp_descr_get;
  if (get) return get(v, null, t);
  Py_INCREF(v);
  return v;
}

function typeGetAnnotate(o: PyObject): PyObject {
  const t = o as PyType;
  const d = heapDict(t, "__annotate__");
  const a = d.get("__annotate__") ?? d.get("__annotate_func__") ?? null;
  if (a !== null) return bindDescr(a, t);
  put(d, "__annotate_func__", None);
  return (Py_INCREF(None), None);
}

function typeGetAnnotations(o: PyObject): PyObject {
  const t = o as PyType;
  const d = heapDict(t, "__annotations__");
  const a = d.get("__annotations__") ?? d.get("__annotations_cache__") ?? null;
  if (a !== null) return bindDescr(a, t);
  const annotate = typeGetAnnotate(t);
  let ann: PyObject;
  try {
    if (PyCallable_Check(annotate)) {
      ann = PyObject_Call(annotate, [newInt(1)], null);
      if (!isDict(ann)) {
        const n = typeName(ann);
        Py_DECREF(ann);
        typeError(`__annotate__ returned non-dict of type '${n}'`);
      }
    } else ann = newDict();
  } finally {
    Py_DECREF(annotate);
  }
  put(d, "__annotations_cache__", ann);
  return ann;
}

export function initTypeAnnotations(): void {
  if (PyType_Type.tp_dict.get("__annotations__")) return;
  defGetSet(PyType_Type, "__annotate__", typeGetAnnotate, (o, v) => {
    const t = o as PyType;
    if (v === null) typeError("cannot delete __annotate__ attribute");
    const d = heapDict(t, "__annotate__");
    if (v !== None && !PyCallable_Check(v)) typeError("__annotate__ must be callable or None");
    put(d, "__annotate__", v);
    if (v !== None) pop(d, "__annotations_cache__");
  });
  defGetSet(PyType_Type, "__annotations__", typeGetAnnotations, (o, v) => {
    const t = o as PyType;
    const d = heapDict(t, "__annotations__");
    if (v !== null) put(d, "__annotations__", v);
    else if (!pop(d, "__annotations__")) throw newException(PyExc_AttributeError, "__annotations__");
    pop(d, "__annotate_func__");
    pop(d, "__annotate__");
  });
}
