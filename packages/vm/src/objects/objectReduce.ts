/**
 * object.__reduce_ex__'s common reduction (Objects/typeobject.c `_common_reduce`): protocol 2 and
 * above give `reduce_newobj`'s tuple (copyreg.__newobj__ or __newobj_ex__, the class and its
 * __getnewargs_ex__/__getnewargs__ arguments, the object's __getstate__(), and the items of a list
 * or dict subclass); protocols 0 and 1 call `copyreg._reduce_ex`. copyreg is the stdlib's (the
 * import system imports it: objects/ cannot reach modules/, so it is given through a hook).
 */
import { PyObject, Py_INCREF, Py_DECREF } from "./object.js";
import { None } from "./none.js";
import { internStr } from "./str.js";
import { newTuple, isTuple, type PyTuple } from "./tuple.js";
import { isList } from "./list.js";
import { isDict } from "./dict.js";
import { newInt } from "./int.js";
import { typeError } from "./exceptions.js";
import { PyObject_Call, PyObject_GetAttr, PyObject_GetOptionalAttr, PyObject_GetIter, PyObject_IsTrue, callMethod, typeName } from "../abstract.js";

let importCopyreg: (() => PyObject) | null = null;
/** How `copyreg` is imported (set by the import system). */
export function setCopyregImport(f: () => PyObject): void {
  importCopyreg = f;
}

function copyregAttr(name: string): PyObject {
  if (importCopyreg === null) typeError("cannot pickle: no copyreg");
  const m = importCopyreg();
  try {
    return PyObject_GetAttr(m, internStr(name));
  } finally {
    Py_DECREF(m);
  }
}

/** _PyObject_GetNewArguments: [args, kwargs], each null when the class gives none. */
function getNewArguments(obj: PyObject): [PyTuple | null, PyObject | null] {
  const ex = PyObject_GetOptionalAttr(obj, internStr("__getnewargs_ex__"));
  if (ex !== null) {
    const r = PyObject_Call(ex, []);
    Py_DECREF(ex);
    if (!isTuple(r)) typeError(`__getnewargs_ex__ should return a tuple, not '${typeName(r)}'`);
    if (r.items.length !== 2) typeError(`__getnewargs_ex__ should return a tuple of length 2, not ${r.items.length}`);
    const [a, k] = r.items as [PyObject, PyObject];
    if (!isTuple(a)) typeError(`first item of the tuple returned by __getnewargs_ex__ must be a tuple, not '${typeName(a)}'`);
    if (!isDict(k)) typeError(`second item of the tuple returned by __getnewargs_ex__ must be a dict, not '${typeName(k)}'`);
    Py_INCREF(a);
    Py_INCREF(k);
    Py_DECREF(r);
    return [a, k];
  }
  const plain = PyObject_GetOptionalAttr(obj, internStr("__getnewargs__"));
  if (plain !== null) {
    const r = PyObject_Call(plain, []);
    Py_DECREF(plain);
    if (!isTuple(r)) typeError(`__getnewargs__ should return a tuple, not '${typeName(r)}'`);
    return [r, null];
  }
  return [null, null];
}

function reduceNewobj(obj: PyObject): PyObject {
  const cls = obj.ob_type;
  if (cls.tp_new === null) typeError(`cannot pickle '${cls.tp_name}' object`);
  const [args, kwargs] = getNewArguments(obj);
  let newobj: PyObject;
  let newargs: PyObject;
  if (kwargs === null || !PyObject_IsTrue(kwargs)) {
    newobj = copyregAttr("__newobj__");
    const items = [cls as PyObject, ...(args?.items ?? [])];
    for (const x of items) Py_INCREF(x);
    newargs = newTuple(items);
  } else {
    newobj = copyregAttr("__newobj_ex__");
    Py_INCREF(cls);
    newargs = newTuple([cls, (Py_INCREF(args!), args!), (Py_INCREF(kwargs), kwargs)]);
  }
  if (args !== null) Py_DECREF(args);
  if (kwargs !== null) Py_DECREF(kwargs);
  const state = callMethod(obj, "__getstate__", []);
  const listitems = isList(obj) ? PyObject_GetIter(obj) : (Py_INCREF(None), None);
  let dictitems: PyObject;
  if (isDict(obj)) {
    const items = callMethod(obj, "items", []);
    dictitems = PyObject_GetIter(items);
    Py_DECREF(items);
  } else {
    Py_INCREF(None);
    dictitems = None;
  }
  return newTuple([newobj, newargs, state, listitems, dictitems]);
}

/** _common_reduce(self, proto). */
export function commonReduce(self: PyObject, proto: number): PyObject {
  if (proto >= 2) return reduceNewobj(self);
  const f = copyregAttr("_reduce_ex");
  const p = newInt(proto);
  try {
    return PyObject_Call(f, [self, p]);
  } finally {
    Py_DECREF(f);
    Py_DECREF(p);
  }
}

