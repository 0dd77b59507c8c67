/**
 * `_weakref` / `weakref` (Modules/_weakref.c, the core of Lib/weakref.py): ref, proxy,
 * getweakrefcount, getweakrefs, ReferenceType/ProxyType/CallableProxyType, and the equality,
 * hash and call rules of weakref objects. The Python-level WeakValueDictionary & co. need the
 * stdlib's weakref.py.
 */
import { PyObject, Py_INCREF, Py_DECREF } from "../objects/object.js";
import { None, NotImplemented } from "../objects/none.js";
import { True, False } from "../objects/bool.js";
import { newInt } from "../objects/int.js";
import { internStr, newStr, type PyStr } from "../objects/str.js";
import { newList } from "../objects/list.js";
import { PyDict, dictSetItem, dictGetItem, dictPop } from "../objects/dict.js";
import { PyModule, newModule } from "../objects/module.js";
import { newCFunction, defGetSet, type MethodImpl } from "../objects/descr.js";
import { PyExc_TypeError, newException, typeError } from "../objects/exceptions.js";
import { PyWeakReference } from "../objects/weaklist.js";
import { checkedConvention } from "./gc.js";
import {
  PyWeakref_RefType, PyWeakref_ProxyType, PyWeakref_CallableProxyType, newWeakref, getWeakrefs, proxyReferent,
} from "../objects/weakref.js";
import { addressOf, addSlotWrappers } from "../objects/typeobject.js";
import {
  PyObject_Hash, PyObject_RichCompare, PyObject_GetAttr, PyObject_SetAttr, PyObject_Call, PyObject_Str, PyObject_Repr,
  PyObject_IsTrue, PyObject_Length, PyCallable_Check, typeName,
} from "../abstract.js";

/** METH_O: "_weakref.NAME() takes exactly one argument (N given)", no keywords. */
function oneArg(name: string, impl: MethodImpl): MethodImpl {
  return checkedConvention(`_weakref.${name}`, 1, impl);
}

function refArgs(name: string, args: PyObject[], kwnames: string[] | null): [PyObject, PyObject | null] {
  if (kwnames !== null && kwnames.length) typeError(`${name}() takes no keyword arguments`);
  if (args.length < 1) typeError(`${name} expected at least 1 argument, got 0`);
  if (args.length > 2) typeError(`${name} expected at most 2 arguments, got ${args.length}`);
  return [args[0]!, args.length > 1 ? args[1]! : null];
}

let initialized = false;
function initTypes(): void {
  if (initialized) return;
  initialized = true;
  const R = PyWeakref_RefType;
  R.tp_new = (t, args, kw) => {
    const [o, cb] = refArgs("__new__", args, kw);
    return newWeakref(t, o, cb);
  };
  R.tp_init = () => {};
  R.tp_call = (self, args, kw) => {
    if (kw && kw.length) typeError("weakref() takes no keyword arguments");
    if (args.length) typeError(`weakref expected 0 arguments, got ${args.length}`);
    const o = (self as PyWeakReference).wr_object;
    return o === null ? None : (Py_INCREF(o), o);
  };
  R.tp_hash = (self) => {
    const r = self as PyWeakReference;
    if (r.hash !== null) return r.hash;
    if (r.wr_object === null) typeError("weak object has gone away");
    r.hash = PyObject_Hash(r.wr_object);
    return r.hash;
  };
  R.tp_richcompare = (a, b, op) => {
    if ((op !== 2 && op !== 3) || !(b instanceof PyWeakReference) || b.ob_type !== PyWeakref_RefType && !b.ob_type.isSubtype(PyWeakref_RefType)) {
      Py_INCREF(NotImplemented);
      return NotImplemented;
    }
    const x = (a as PyWeakReference).wr_object, y = b.wr_object;
    if (x === null || y === null) {
      const same = a === b;
      return (op === 2 ? same : !same) ? True : False;
    }
    return PyObject_RichCompare(x, y, op);
  };
  R.tp_repr = (self) => {
    const r = self as PyWeakReference;
    const o = r.wr_object;
    if (o === null) return newStr(`<weakref at ${addressOf(r)}; dead>`);
    return newStr(`<weakref at ${addressOf(r)}; to '${typeName(o)}' at ${addressOf(o)}>`);
  };
  defGetSet(R, "__callback__", (self) => {
    const cb = (self as PyWeakReference).wr_callback;
    return cb === null ? None : (Py_INCREF(cb), cb);
  });
  for (const P of [PyWeakref_ProxyType, PyWeakref_CallableProxyType]) {
    P.tp_getattro = (self, name: PyStr) => PyObject_GetAttr(proxyReferent(self), name);
    P.tp_setattro = (self, name: PyStr, v) => PyObject_SetAttr(proxyReferent(self), name, v);
    P.tp_str = (self) => PyObject_Str(proxyReferent(self));
    P.tp_repr = (self) => {
      const o = (self as PyWeakReference).wr_object;
      return newStr(o === null ? `<weakproxy at ${addressOf(self)}; dead>` : `<weakproxy at ${addressOf(self)}; to '${typeName(o)}' at ${addressOf(o)}>`);
    };
    P.nb_bool = (self) => PyObject_IsTrue(proxyReferent(self));
    P.sq_length = (self) => PyObject_Length(proxyReferent(self));
    P.tp_richcompare = (a, b, op) => PyObject_RichCompare(proxyReferent(a), b instanceof PyWeakReference && (b.ob_type === PyWeakref_ProxyType || b.ob_type === PyWeakref_CallableProxyType) ? proxyReferent(b) : b, op);
    P.tp_hash = () => typeError(`unhashable type: '${P.tp_name}'`);
  }
  PyWeakref_CallableProxyType.tp_call = (self, args, kw) => PyObject_Call(proxyReferent(self), args, kw);
  for (const T of [R, PyWeakref_ProxyType, PyWeakref_CallableProxyType]) addSlotWrappers(T);
}

export function makeWeakref(name: string): PyModule {
  initTypes();
  const mod = newModule(name);
  const d = mod.dict!;
  const def = (n: string, impl: MethodImpl) => dictSetItem(d, internStr(n), newCFunction(n, impl, mod));
  dictSetItem(d, internStr("ref"), PyWeakref_RefType);
  dictSetItem(d, internStr("ReferenceType"), PyWeakref_RefType);
  dictSetItem(d, internStr("ProxyType"), PyWeakref_ProxyType);
  dictSetItem(d, internStr("CallableProxyType"), PyWeakref_CallableProxyType);
  def("proxy", (_s, args, kw) => {
    const [o, cb] = refArgs("proxy", args, kw);
    return newWeakref(PyCallable_Check(o) ? PyWeakref_CallableProxyType : PyWeakref_ProxyType, o, cb);
  });
  def("getweakrefcount", oneArg("getweakrefcount", (_s, args) => newInt(getWeakrefs(args[0]!).length)));
  // _remove_dead_weakref(dict, key): deletes dict[key] if it is a dead weak reference
  def("_remove_dead_weakref", (_s, args) => {
    const [dct, key] = args as [PyObject, PyObject];
    if (!(dct instanceof PyDict)) typeError(`_remove_dead_weakref() argument 1 must be dict, not ${typeName(dct)}`);
    const v = dictGetItem(dct, key);
    if (v instanceof PyWeakReference && v.wr_object === null) Py_DECREF(dictPop(dct, key)!);
    Py_INCREF(None);
    return None;
  });
  def("getweakrefs", oneArg("getweakrefs", (_s, args) => newList(getWeakrefs(args[0]!).map((r) => (Py_INCREF(r), r)))));
  void Py_DECREF;
  void PyExc_TypeError;
  void newException;
  return mod;
}
