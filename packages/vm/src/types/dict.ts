/** dict behaviour (Objects/dictobject.c): methods, views and iterators. */
import { PyObject, PyType, Py_INCREF, Py_DECREF, newStaticType, PyObject_HashNotImplemented, keepConstructFast } from "../objects/object.js";
import { None, NotImplemented } from "../objects/none.js";
import { newBool } from "../objects/bool.js";
import { newStr } from "../objects/str.js";
import { PyDict, PyDict_Type, newDict, isDict, dictGetItem, dictSetItem, dictPop, dictItems, dictClear, dictNextIndex } from "../objects/dict.js";
import { newTuple } from "../objects/tuple.js";
import { newList } from "../objects/list.js";
import { PyExc_KeyError, PyExc_RuntimeError, PyExc_TypeError, PyExc_ValueError, newException, newExceptionArgs, typeError } from "../objects/exceptions.js";
import { addSlotWrappers } from "../objects/typeobject.js";
import { defMethod, defClassMethod } from "../objects/descr.js";
import { Py_EQ, Py_NE, PyObject_RichCompareBool, iterateToArray, reprString, typeName, PyObject_GetItem, callMethod, PyObject_Hash } from "../abstract.js";
import { reprEnter, reprLeave } from "./reprGuard.js";

export const PyDictKeys_Type = newStaticType("dict_keys", undefined, 0);
export const PyDictValues_Type = newStaticType("dict_values", undefined, 0);
export const PyDictItems_Type = newStaticType("dict_items", undefined, 0);
export const PyDictIterKey_Type = newStaticType("dict_keyiterator", undefined, 0);
export const PyDictIterValue_Type = newStaticType("dict_valueiterator", undefined, 0);
export const PyDictIterItem_Type = newStaticType("dict_itemiterator", undefined, 0);

class PyDictView extends PyObject {
  declare d: PyDict;
  constructor(type: PyType, d: PyDict) {
    super(type);
    this.d = d;
  }
}

class PyDictIter extends PyObject {
  declare d: PyDict;
  declare i: number;
  declare used: number;
  constructor(type: PyType, d: PyDict) {
    super(type);
    this.d = d;
    this.i = 0;
    this.used = d.used;
  }
}

function keyError(key: PyObject): never {
  Py_INCREF(key);
  throw newExceptionArgs(PyExc_KeyError, [key]);
}

/** dict.update / DICT_UPDATE / DICT_MERGE (merge: duplicate keys are an error for **kwargs). */
export function dictUpdate(d: PyDict, other: PyObject, merge: boolean, callable: PyObject | null): void {
  if (isDict(other)) {
    for (const [k, v] of dictItems(other)) {
      if (merge && dictGetItem(d, k) !== null) {
        typeError(`${callable ? funcDesc(callable) : "function"} got multiple values for keyword argument '${(k as { value?: string }).value}'`);
      }
      dictSetItem(d, k, v);
    }
    return;
  }
  const keysM = other.ob_type.lookup("keys");
  if (keysM === null) {
    if (merge) typeError(`${callable ? funcDesc(callable) : "function"} argument after ** must be a mapping, not ${typeName(other)}`);
    // sequence of pairs
    const pairs = iterateToArray(other);
    pairs.forEach((p, i) => {
      let kv: PyObject[];
      try {
        kv = iterateToArray(p);
      } catch (e) {
        if (e instanceof PyObject && e.ob_type.isSubtype(PyExc_TypeError)) typeError(`cannot convert dictionary update sequence element #${i} to a sequence`);
        throw e;
      }
      if (kv.length !== 2) throw newException(PyExc_ValueError, `dictionary update sequence element #${i} has length ${kv.length}; 2 is required`);
      dictSetItem(d, kv[0]!, kv[1]!);
      Py_DECREF(kv[0]!);
      Py_DECREF(kv[1]!);
    });
    for (const p of pairs) Py_DECREF(p);
    return;
  }
  const keys = callMethod(other, "keys", []);
  for (const k of iterateToArray(keys)) {
    if (merge && dictGetItem(d, k) !== null) typeError(`${callable ? funcDesc(callable) : "function"} got multiple values for keyword argument '${(k as { value?: string }).value}'`);
    const v = PyObject_GetItem(other, k);
    dictSetItem(d, k, v);
    Py_DECREF(v);
    Py_DECREF(k);
  }
  Py_DECREF(keys);
}

let funcDesc: (f: PyObject) => string = () => "function";
export function setFuncDesc(f: typeof funcDesc): void {
  funcDesc = f;
}

function dictRepr(o: PyObject): PyObject {
  const d = o as PyDict;
  if (d.used === 0) return newStr("{}");
  if (!reprEnter(o)) return newStr("{...}");
  try {
    return newStr("{" + dictItems(d).map(([k, v]) => `${reprString(k)}: ${reprString(v)}`).join(", ") + "}");
  } finally {
    reprLeave(o);
  }
}

export function initDict(): void {
  const D = PyDict_Type;
  D.tp_new = (t) => t.tp_alloc(t);
  D.tp_init = (self, args, kw) => {
    const nkw = kw ? kw.length : 0;
    const npos = args.length - nkw;
    if (npos > 1) typeError(`dict expected at most 1 argument, got ${npos}`);
    if (npos === 1) dictUpdate(self as PyDict, args[0]!, false, null);
    for (let i = 0; i < nkw; i++) dictSetItem(self as PyDict, newStr(kw![i]!), args[npos + i]!);
  };
  D.tp_repr = dictRepr;
  D.tp_hash = PyObject_HashNotImplemented;
  D.tp_richcompare = (a, b, op) => {
    if (!isDict(b) || (op !== Py_EQ && op !== Py_NE)) return NotImplemented;
    const x = a as PyDict, y = b as PyDict;
    let eq = x.used === y.used;
    if (eq) {
      for (const [k, v] of dictItems(x)) {
        const w = dictGetItem(y, k);
        if (w === null || !PyObject_RichCompareBool(v, w, Py_EQ)) {
          eq = false;
          break;
        }
      }
    }
    return newBool(op === Py_EQ ? eq : !eq);
  };
  D.sq_length = (o) => (o as PyDict).used;
  D.sq_contains = (o, k) => dictGetItem(o as PyDict, k) !== null;
  D.mp_subscript = (o, k) => {
    const v = dictGetItem(o as PyDict, k);
    if (v === null) {
      if (o.ob_type !== PyDict_Type) {
        const missing = o.ob_type.lookup("__missing__");
        if (missing !== null) return callMethod(o, "__missing__", [k]);
      }
      keyError(k);
    }
    Py_INCREF(v);
    return v;
  };
  D.mp_ass_subscript = (o, k, v) => {
    if (v === null) {
      const old = dictPop(o as PyDict, k);
      if (old === null) keyError(k);
      Py_DECREF(old);
    } else dictSetItem(o as PyDict, k, v);
  };
  D.tp_iter = (o) => (Py_INCREF(o), new PyDictIter(PyDictIterKey_Type, o as PyDict));
  D.nb_binary[7] = (a, b) => {
    if (!isDict(a) || !isDict(b)) return NotImplemented;
    const r = newDict();
    dictUpdate(r, a, false, null);
    dictUpdate(r, b, false, null);
    return r;
  };
  D.nb_inplace[7] = (a, b) => {
    dictUpdate(a as PyDict, b, false, null);
    Py_INCREF(a);
    return a;
  };
  addSlotWrappers(D);
  D.tp_dict.set("__hash__", None);
  defMethod(D, "get", (self, args) => {
    const v = dictGetItem(self as PyDict, args[0]!);
    const r = v ?? args[1] ?? None;
    Py_INCREF(r);
    return r;
  });
  defMethod(D, "setdefault", (self, args) => {
    let v = dictGetItem(self as PyDict, args[0]!);
    if (v === null) {
      v = args[1] ?? None;
      dictSetItem(self as PyDict, args[0]!, v);
    }
    Py_INCREF(v);
    return v;
  });
  defMethod(D, "pop", (self, args) => {
    const v = dictPop(self as PyDict, args[0]!);
    if (v === null) {
      if (args.length > 1) return (Py_INCREF(args[1]!), args[1]!);
      keyError(args[0]!);
    }
    return v;
  });
  defMethod(D, "popitem", (self) => {
    const d = self as PyDict;
    const items = dictItems(d);
    if (items.length === 0) throw newException(PyExc_KeyError, "popitem(): dictionary is empty");
    const [k] = items[items.length - 1]!;
    Py_INCREF(k);
    const v = dictPop(d, k)!;
    return newTuple([k, v]);
  });
  defMethod(D, "keys", (self) => (Py_INCREF(self), new PyDictView(PyDictKeys_Type, self as PyDict)));
  defMethod(D, "values", (self) => (Py_INCREF(self), new PyDictView(PyDictValues_Type, self as PyDict)));
  defMethod(D, "items", (self) => (Py_INCREF(self), new PyDictView(PyDictItems_Type, self as PyDict)));
  defMethod(D, "update", (self, args, kw) => {
    D.tp_init!(self, args, kw);
    return None;
  });
  defMethod(D, "copy", (self) => {
    const r = newDict();
    dictUpdate(r, self, false, null);
    return r;
  });
  defMethod(D, "clear", (self) => (dictClear(self as PyDict), None));
  defClassMethod(D, "fromkeys", (cls, args) => {
    const r = PyObject_Call_(cls);
    for (const k of iterateToArray(args[0]!)) {
      dictSetItem(r as PyDict, k, args[1] ?? None);
      Py_DECREF(k);
    }
    return r;
  });
  defMethod(D, "__reversed__", (self) => {
    const keys = dictItems(self as PyDict).map(([k]) => (Py_INCREF(k), k)).reverse();
    return iterOfList(keys);
  });

  const views: [PyType, PyType, string][] = [
    [PyDictKeys_Type, PyDictIterKey_Type, "dict_keys"],
    [PyDictValues_Type, PyDictIterValue_Type, "dict_values"],
    [PyDictItems_Type, PyDictIterItem_Type, "dict_items"],
  ];
  for (const [V, IT, name] of views) {
    V.tp_iter = (o) => (Py_INCREF((o as PyDictView).d), new PyDictIter(IT, (o as PyDictView).d));
    V.sq_length = (o) => (o as PyDictView).d.used;
    V.tp_repr = (o) => {
      const parts = iterateToArray(o).map((x) => {
        const r = reprString(x);
        Py_DECREF(x);
        return r;
      });
      return newStr(`${name}([${parts.join(", ")}])`);
    };
    V.tp_dealloc = (o) => Py_DECREF((o as PyDictView).d);
    IT.tp_iter = (o) => (Py_INCREF(o), o);
    IT.tp_iternext = (o) => {
      const it = o as PyDictIter;
      const d = it.d;
      if (it.i < 0) return null;
      if (d.used !== it.used) {
        it.i = -1;
        throw newException(PyExc_RuntimeError, "dictionary changed size during iteration");
      }
      const i = dictNextIndex(d, it.i);
      if (i < 0) {
        it.i = -1;
        return null;
      }
      it.i = i + 1;
      const k = d.keys[i]!, v = d.values[i]!;
      if (IT === PyDictIterKey_Type) return (Py_INCREF(k), k);
      if (IT === PyDictIterValue_Type) return (Py_INCREF(v), v);
      Py_INCREF(k);
      Py_INCREF(v);
      return newTuple([k, v]);
    };
    IT.tp_dealloc = (o) => Py_DECREF((o as PyDictIter).d);
    addSlotWrappers(V);
    addSlotWrappers(IT);
  }
  PyDictKeys_Type.sq_contains = (o, k) => dictGetItem((o as PyDictView).d, k) !== null;
  PyDictItems_Type.sq_contains = (o, kv) => {
    const items = (kv as { items?: PyObject[] }).items;
    if (!items || items.length !== 2) return false;
    const v = dictGetItem((o as PyDictView).d, items[0]!);
    return v !== null && PyObject_RichCompareBool(v, items[1]!, Py_EQ);
  };
  void PyObject_Hash;
  void newList;
}

let PyObject_Call_: (cls: PyObject) => PyObject = () => newDict();
let iterOfList: (items: PyObject[]) => PyObject = () => None;
export function bindDictHooks(h: { callType: typeof PyObject_Call_; iterOfList: typeof iterOfList }): void {
  PyObject_Call_ = h.callType;
  iterOfList = h.iterOfList;
}

keepConstructFast(PyDictView, PyDictIter);
