/** dict behaviour (Objects/dictobject.c): methods, views and iterators. */
import { PyObject, PyType, Py_INCREF, Py_DECREF, Py_XDECREF, newStaticType, PyObject_HashNotImplemented, keepConstructFast } from "../objects/object.js";
import { None, NotImplemented } from "../objects/none.js";
import { gcTrack, gcRegisterType, type GcVisit } from "../objects/gcstate.js";
import { newBool } from "../objects/bool.js";
import { newStr } from "../objects/str.js";
import { PyDict, PyDict_Type, newDict, isDict, dictGetItem, dictSetItem, dictPop, dictPopLast, dictItems, dictClear, dictNextIndex } from "../objects/dict.js";
import { newTuple, isTuple, recycleResultTuple, type PyTuple } from "../objects/tuple.js";
import { newList } from "../objects/list.js";
import { PyExc_KeyError, PyExc_RuntimeError, PyExc_TypeError, PyExc_ValueError, newException, newExceptionArgs, typeError } from "../objects/exceptions.js";
import { addSlotWrappers } from "../objects/typeobject.js";
import { defMethod, defClassMethod } from "../objects/descr.js";
import { Py_EQ, Py_NE, Py_LT, Py_LE, Py_GT, PySequence_Contains, PyObject_RichCompareBool, iterateToArray, reprString, typeName, PyObject_GetItem, callMethod, callSpecial, PyObject_Hash } from "../abstract.js";
import { reprEnter, reprLeave } from "./reprGuard.js";
import { checkedMethod, checkPositional, defMethodNoArgs, defSlotMethodO } from "../args.js";
import { PySet, PySet_Type, isAnySet, setAdd } from "../objects/set.js";
import { updateFrom, differenceUpdate, symDiffUpdate } from "./set.js";

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
    gcTrack(this); // _PyDictView_New tracks the view (dictview_traverse visits the dict)
  }
}

export const PyDictRevIterKey_Type = newStaticType("dict_reversekeyiterator", undefined, 0);
export const PyDictRevIterValue_Type = newStaticType("dict_reversevalueiterator", undefined, 0);
export const PyDictRevIterItem_Type = newStaticType("dict_reverseitemiterator", undefined, 0);

class PyDictIter extends PyObject {
  /** di_dict: released once the iterator is exhausted. */
  declare d: PyDict | null;
  declare i: number;
  /** di_used: the dict's size when iteration began; -1 once it changed (the error is sticky). */
  declare used: number;
  /** di_result: an items iterator's result tuple, recycled while only the iterator holds it. */
  declare result: PyTuple | null;
  constructor(type: PyType, d: PyDict, reverse = false) {
    super(type);
    this.d = d;
    this.i = reverse ? d.keys.length - 1 : 0;
    this.used = d.used;
    this.result = type === PyDictIterItem_Type || type === PyDictRevIterItem_Type ? newTuple([None, None]) : null;
    gcTrack(this); // dictiter_new tracks the iterator (dictiter_traverse visits the dict)
  }
}

/** The dict iterator's step shared by the forward and reverse kinds: null when exhausted (the dict released). */
function dictIterDict(it: PyDictIter): PyDict | null {
  const d = it.d;
  if (d === null) return null;
  if (d.used !== it.used) {
    it.used = -1;
    throw newException(PyExc_RuntimeError, "dictionary changed size during iteration");
  }
  return d;
}

/** End of iteration: the iterator lets go of its dict (dictiter_iternext*'s fail path). */
function dictIterExhausted(it: PyDictIter): null {
  const d = it.d;
  it.d = null;
  if (d !== null) Py_DECREF(d);
  return null;
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
      if (p.ob_type.tp_iter === null && p.ob_type.lookup("__getitem__") === null) typeError("object is not iterable");
      kv = iterateToArray(p);
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
    checkPositional("dict", npos, 0, 1);
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
        if (missing !== null) return callSpecial(o, missing, [k]);
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
  const dictContains = D.sq_contains, dictSubscript = D.mp_subscript;
  defSlotMethodO(D, "__contains__", "sq_contains", dictContains, (self, key) => newBool(dictContains(self, key)));
  defSlotMethodO(D, "__getitem__", "mp_subscript", dictSubscript, dictSubscript);
  const get = defMethod(D, "get", checkedMethod("dict.get", [1, 2], (self, args) => {
    const v = dictGetItem(self as PyDict, args[0]!);
    const r = v ?? args[1] ?? None;
    Py_INCREF(r);
    return r;
  }));
  get.implO = (self, key) => {
    const r = dictGetItem(self as PyDict, key) ?? None;
    Py_INCREF(r);
    return r;
  };
  get.impl2 = (self, key, dflt) => {
    const r = dictGetItem(self as PyDict, key) ?? dflt;
    Py_INCREF(r);
    return r;
  };
  defMethod(D, "setdefault", checkedMethod("dict.setdefault", [1, 2], (self, args) => {
    let v = dictGetItem(self as PyDict, args[0]!);
    if (v === null) {
      v = args[1] ?? None;
      dictSetItem(self as PyDict, args[0]!, v);
    }
    Py_INCREF(v);
    return v;
  }));
  defMethod(D, "pop", checkedMethod("dict.pop", [1, 2], (self, args) => {
    const v = dictPop(self as PyDict, args[0]!);
    if (v === null) {
      if (args.length > 1) return (Py_INCREF(args[1]!), args[1]!);
      keyError(args[0]!);
    }
    return v;
  }));
  defMethod(D, "popitem", checkedMethod("dict.popitem", "noargs", (self) => {
    const kv = dictPopLast(self as PyDict);
    if (kv === null) throw newException(PyExc_KeyError, "popitem(): dictionary is empty");
    return newTuple(kv);
  }));
  defMethodNoArgs(D, "keys", (self) => (Py_INCREF(self), new PyDictView(PyDictKeys_Type, self as PyDict)));
  defMethodNoArgs(D, "values", (self) => (Py_INCREF(self), new PyDictView(PyDictValues_Type, self as PyDict)));
  defMethodNoArgs(D, "items", (self) => (Py_INCREF(self), new PyDictView(PyDictItems_Type, self as PyDict)));
  defMethod(D, "update", (self, args, kw) => {
    checkPositional("update", args.length - (kw ? kw.length : 0), 0, 1);
    D.tp_init!(self, args, kw);
    return None;
  });
  defMethod(D, "copy", checkedMethod("dict.copy", "noargs", (self) => {
    const r = newDict();
    dictUpdate(r, self, false, null);
    return r;
  }));
  defMethod(D, "clear", checkedMethod("dict.clear", "noargs", (self) => (dictClear(self as PyDict), None)));
  defClassMethod(D, "fromkeys", checkedMethod("dict.fromkeys", [1, 2], (cls, args) => {
    const r = PyObject_Call_(cls);
    for (const k of iterateToArray(args[0]!)) {
      dictSetItem(r as PyDict, k, args[1] ?? None);
      Py_DECREF(k);
    }
    return r;
  }));
  defMethod(D, "__reversed__", checkedMethod("dict.__reversed__", "noargs", (self) => {
    Py_INCREF(self);
    return new PyDictIter(PyDictRevIterKey_Type, self as PyDict, true);
  }));

  const views: [PyType, PyType, string][] = [
    [PyDictKeys_Type, PyDictIterKey_Type, "dict_keys"],
    [PyDictValues_Type, PyDictIterValue_Type, "dict_values"],
    [PyDictItems_Type, PyDictIterItem_Type, "dict_items"],
  ];
  PyDictKeys_Type.sq_contains = (o, k) => dictGetItem((o as PyDictView).d, k) !== null;
  PyDictItems_Type.sq_contains = (o, kv) => {
    // dictitems_contains: only a 2-tuple can be an item
    if (!isTuple(kv) || (kv as PyTuple).items.length !== 2) return false;
    const items = (kv as PyTuple).items;
    const v = dictGetItem((o as PyDictView).d, items[0]!);
    return v !== null && PyObject_RichCompareBool(v, items[1]!, Py_EQ);
  };
  for (const [V, IT, name] of views) {
    V.tp_iter = (o) => (Py_INCREF((o as PyDictView).d), new PyDictIter(IT, (o as PyDictView).d));
    V.sq_length = (o) => (o as PyDictView).d.used;
    V.tp_repr = (o) => {
      if (!reprEnter(o)) return newStr("...");
      try {
        const parts = iterateToArray(o).map((x) => {
          const r = reprString(x);
          Py_DECREF(x);
          return r;
        });
        return newStr(`${name}([${parts.join(", ")}])`);
      } finally {
        reprLeave(o);
      }
    };
    V.tp_hash = PyObject_HashNotImplemented;
    V.tp_dealloc = (o) => Py_DECREF((o as PyDictView).d);
    gcRegisterType(V, (o, visit) => visit((o as PyDictView).d));
    gcRegisterType(IT, dictIterTraverse);
    IT.tp_iter = (o) => (Py_INCREF(o), o);
    IT.tp_iternext = (o) => {
      const it = o as PyDictIter;
      const d = dictIterDict(it);
      if (d === null) return null;
      const i = dictNextIndex(d, it.i);
      if (i < 0) return dictIterExhausted(it);
      it.i = i + 1;
      return dictIterResult(it, V, d.keys[i]!, d.values[i]!);
    };
    IT.tp_dealloc = dictIterDealloc;
    addSlotWrappers(V);
    addSlotWrappers(IT);
  }
  initDictViewExtras();
  void PyObject_Hash;
  void newList;
}

function dictIterDealloc(o: PyObject): void {
  const it = o as PyDictIter;
  dictIterExhausted(it);
  const r = it.result;
  it.result = null;
  Py_XDECREF(r);
}

function dictIterTraverse(o: PyObject, visit: GcVisit): void {
  const it = o as PyDictIter;
  if (it.d !== null) visit(it.d);
  if (it.result !== null) visit(it.result);
}

/** What dict iterator `it` over view type `V` yields for one entry: a new reference to the key, the value or a `(key, value)` tuple. */
function dictIterResult(it: PyDictIter, V: PyType, k: PyObject, v: PyObject): PyObject {
  if (V === PyDictKeys_Type) return (Py_INCREF(k), k);
  if (V === PyDictValues_Type) return (Py_INCREF(v), v);
  Py_INCREF(k);
  Py_INCREF(v);
  return recycleResultTuple(it.result, [k, v]);
}

const REVERSED: [PyType, PyType][] = [
  [PyDictKeys_Type, PyDictRevIterKey_Type],
  [PyDictValues_Type, PyDictRevIterValue_Type],
  [PyDictItems_Type, PyDictRevIterItem_Type],
];

/** Reverse iterators, `mapping`, and the set operations and comparisons of keys and items views. */
function initDictViewExtras(): void {
  for (const [V, IT] of REVERSED) {
    defMethod(V, "__reversed__", checkedMethod(`${V.tp_name}.__reversed__`, "noargs", (o) => {
      const d = (o as PyDictView).d;
      Py_INCREF(d);
      return new PyDictIter(IT, d, true);
    }));
    IT.tp_iter = (o) => (Py_INCREF(o), o);
    IT.tp_iternext = (o) => {
      const it = o as PyDictIter;
      const d = dictIterDict(it);
      if (d === null) return null;
      let i = Math.min(it.i, d.keys.length - 1);
      while (i >= 0 && d.keys[i] == null) i--;
      it.i = i - 1;
      if (i < 0) return dictIterExhausted(it);
      return dictIterResult(it, V, d.keys[i]!, d.values[i]!);
    };
    IT.tp_dealloc = dictIterDealloc;
    gcRegisterType(IT, dictIterTraverse);
    addSlotWrappers(IT);
  }
  const isSetView = (o: PyObject): boolean => o.ob_type === PyDictKeys_Type || o.ob_type === PyDictItems_Type;
  const contains = (view: PyObject, x: PyObject): boolean => view.ob_type.sq_contains!(view, x);
  const setOf = (o: PyObject): PySet => {
    const r = new PySet(PySet_Type);
    updateFrom(r, o);
    return r;
  };
  for (const V of [PyDictKeys_Type, PyDictItems_Type]) {
    V.nb_binary[1] = (a, b) => {
      // _PyDictView_Intersect
      let self = a, other = b;
      if (!isSetView(self)) [self, other] = [other, self];
      const lenSelf = (self as PyDictView).d.used;
      if (other.ob_type === PySet_Type && lenSelf <= (other as PySet).used) return callMethod(other, "intersection", [self]);
      if (isSetView(other) && (other as PyDictView).d.used > lenSelf) [self, other] = [other, self];
      const r = new PySet(PySet_Type);
      for (const x of iterateToArray(other)) {
        if (contains(self, x)) setAdd(r, x);
        Py_DECREF(x);
      }
      return r;
    };
    V.nb_binary[7] = (a, b) => {
      const r = setOf(a);
      updateFrom(r, b);
      return r;
    };
    V.nb_binary[10] = (a, b) => {
      const r = setOf(a);
      differenceUpdate(r, b);
      return r;
    };
    V.nb_binary[12] = (a, b) => {
      const r = setOf(a);
      symDiffUpdate(r, b);
      return r;
    };
    V.tp_richcompare = (a, b, op) => {
      if (!isAnySet(b) && !isSetView(b)) return NotImplemented;
      const la = (a as PyDictView).d.used;
      const lb = isAnySet(b) ? (b as PySet).used : (b as PyDictView).d.used;
      const allIn = (x: PyObject, y: PyObject): boolean => iterateToArray(x).every((k) => PySequence_Contains(y, k));
      switch (op) {
        case Py_EQ: return newBool(la === lb && allIn(a, b));
        case Py_NE: return newBool(!(la === lb && allIn(a, b)));
        case Py_LT: return newBool(la < lb && allIn(a, b));
        case Py_LE: return newBool(la <= lb && allIn(a, b));
        case Py_GT: return newBool(la > lb && allIn(b, a));
        default: return newBool(la >= lb && allIn(b, a));
      }
    };
    defMethod(V, "isdisjoint", checkedMethod(`${V.tp_name}.isdisjoint`, "o", (self, args) => {
      for (const x of iterateToArray(args[0]!)) if (contains(self, x)) return newBool(false);
      return newBool(true);
    }));
    // the wrappers of the slots set here (the first call, before them, made the others)
    addSlotWrappers(V);
  }
}

let PyObject_Call_: (cls: PyObject) => PyObject = () => newDict();
let iterOfList: (items: PyObject[]) => PyObject = () => None;
export function bindDictHooks(h: { callType: typeof PyObject_Call_; iterOfList: typeof iterOfList }): void {
  PyObject_Call_ = h.callType;
  iterOfList = h.iterOfList;
}

keepConstructFast(PyDictView, PyDictIter);
