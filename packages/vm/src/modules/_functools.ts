/**
 * The _functools module (Modules/_functoolsmodule.c, 3.14): reduce, cmp_to_key and its KeyWrapper
 * type, partial (3.14's Placeholder, flattening of nested partials, method binding through
 * __get__), Placeholder / _PlaceholderType, and _lru_cache_wrapper (the C LRU cache; its
 * cache_parameters and the wrapper attributes come from functools.py).
 */
import { PyObject, PyType, Py_INCREF, Py_DECREF, Py_XDECREF, newStaticType, keepConstructFast, makeImmortal, PyBaseObject_Type, Py_TPFLAGS_BASETYPE, Py_TPFLAGS_METHOD_DESCRIPTOR, PyObject_HashNotImplemented } from "../objects/object.js";
import { gcTrack, gcRegisterType } from "../objects/gcstate.js";
import { None } from "../objects/none.js";
import { newInt, isInt, isExactInt, type PyInt } from "../objects/int.js";
import { newTuple, isTuple, EmptyTuple, type PyTuple } from "../objects/tuple.js";
import { newStr, internStr, isStr, PyUnicode_Type, type PyStr } from "../objects/str.js";
import { newDict, isDict, dictSetItem, dictGetItem, dictItems, dictPop, dictClear, dictNextIndex, type PyDict } from "../objects/dict.js";
import { PyModule, newModule } from "../objects/module.js";
import { newCFunction, defMethod, defGetSet, defClassMethod } from "../objects/descr.js";
import { PyExc_TypeError, PyExc_AttributeError, newException, typeError, PyBaseExceptionObject } from "../objects/exceptions.js";
import { addSlotWrappers } from "../objects/typeobject.js";
import { newMethod } from "../objects/function.js";
import { clearWeakrefs } from "../objects/weaklist.js";
import {
  PyObject_GetIter, PyIter_Next, PyObject_Call, PyObject_IsTrue, PyObject_Hash, PyObject_RichCompare, PyObject_Repr, PyCallable_Check, PyObject_GetAttr, typeName,
} from "../abstract.js";
import { parseArgs, checkedMethod } from "../args.js";
import { newGenericAlias } from "../types/genericalias.js";
import { reprEnter, reprLeave } from "../types/reprGuard.js";
import { setPartialType } from "./_operator.js";

export const PyPartial_Type = newStaticType("functools.partial", undefined, Py_TPFLAGS_BASETYPE | Py_TPFLAGS_METHOD_DESCRIPTOR);
PyPartial_Type.tp_weaklist = true; // tp_weaklistoffset: weak references allowed
export const PyKeyWrapper_Type = newStaticType("functools.KeyWrapper", undefined, 0);
export const PyPlaceholder_Type = newStaticType("functools._PlaceholderType", undefined, 0);
export const PyLruCacheWrapper_Type = newStaticType("functools._lru_cache_wrapper", undefined, Py_TPFLAGS_METHOD_DESCRIPTOR);
PyLruCacheWrapper_Type.tp_weaklist = true; // tp_weaklistoffset: weak references allowed

/** functools.Placeholder: the one _PlaceholderType instance. */
export const Placeholder = makeImmortal(new PyObject(PyPlaceholder_Type));

function readonly(): never {
  throw newException(PyExc_AttributeError, "readonly attribute");
}

function ref<T extends PyObject>(o: T): T {
  Py_INCREF(o);
  return o;
}

// ---- reduce ----------------------------------------------------------------------------------

function reduce(fn: PyObject, seq: PyObject, initial: PyObject | null): PyObject {
  let it: PyObject;
  try {
    it = PyObject_GetIter(seq);
  } catch (e) {
    if (e instanceof PyBaseExceptionObject && e.ob_type.isSubtype(PyExc_TypeError)) {
      Py_DECREF(e);
      typeError("reduce() arg 2 must support iteration");
    }
    throw e;
  }
  let result: PyObject | null = initial === null ? null : ref(initial);
  try {
    for (;;) {
      const v = PyIter_Next(it);
      if (v === null) break;
      if (result === null) result = v;
      else {
        try {
          const r = PyObject_Call(fn, [result, v], null);
          Py_DECREF(result);
          result = r;
        } finally {
          Py_DECREF(v);
        }
      }
    }
  } catch (e) {
    Py_XDECREF(result);
    throw e;
  } finally {
    Py_DECREF(it);
  }
  if (result === null) typeError("reduce() of empty iterable with no initial value");
  return result;
}

// ---- cmp_to_key ------------------------------------------------------------------------------

class KeyObject extends PyObject {
  declare cmp: PyObject;
  declare object: PyObject | null;
  constructor(cmp: PyObject, object: PyObject | null) {
    super(PyKeyWrapper_Type);
    this.cmp = cmp;
    this.object = object;
    gcTrack(this);
  }
}

function initKeyWrapper(): void {
  const K = PyKeyWrapper_Type;
  K.tp_call = (o, args, kw) => {
    const [obj] = parseArgs("K", args, kw, ["obj"], 1);
    return new KeyObject(ref((o as KeyObject).cmp), ref(obj!));
  };
  K.tp_richcompare = (a, b, op) => {
    if (b.ob_type !== a.ob_type) typeError("other argument must be K instance");
    const x = a as KeyObject, y = b as KeyObject;
    if (x.object === null || y.object === null) throw newException(PyExc_AttributeError, "object");
    const res = PyObject_Call(x.cmp, [x.object, y.object], null);
    try {
      return PyObject_RichCompare(res, newInt(0), op);
    } finally {
      Py_DECREF(res);
    }
  };
  K.tp_hash = PyObject_HashNotImplemented;
  K.tp_dealloc = (o) => {
    Py_DECREF((o as KeyObject).cmp);
    Py_XDECREF((o as KeyObject).object);
  };
  gcRegisterType(K, (o, visit) => {
    visit((o as KeyObject).cmp);
    if ((o as KeyObject).object !== null) visit((o as KeyObject).object!);
  });
  defGetSet(K, "obj", (o) => ref((o as KeyObject).object ?? None), (o, v) => {
    const k = o as KeyObject;
    const old = k.object;
    k.object = v === null ? null : ref(v);
    Py_XDECREF(old);
  });
  addSlotWrappers(K);
  K.tp_dict.set("__hash__", None);
}

// ---- partial ---------------------------------------------------------------------------------

export class PartialObject extends PyObject {
  declare fn: PyObject;
  declare args: PyTuple;
  declare kw: PyDict;
  /** How many of `args` are Placeholder. */
  declare phcount: number;
  constructor(type: PyType) {
    super(type);
    this.fn = None;
    this.args = EmptyTuple;
    this.kw = newDict();
    this.phcount = 0;
    gcTrack(this);
  }
}

function countPlaceholders(items: PyObject[]): number {
  let n = 0;
  for (const x of items) if (x === Placeholder) n++;
  return n;
}

function partialNew(t: PyType, args: PyObject[], kwnames: string[] | null): PyObject {
  const nkw = kwnames ? kwnames.length : 0;
  const npos = args.length - nkw;
  if (npos < 1) typeError("type 'partial' takes at least one argument");
  let fn = args[0]!;
  let newArgs = args.slice(1, npos);
  if (newArgs.length > 0 && newArgs[newArgs.length - 1] === Placeholder) typeError("trailing Placeholders are not allowed");
  for (let i = 0; i < nkw; i++) if (args[npos + i] === Placeholder) typeError("Placeholder cannot be passed as a keyword argument");
  let innerArgs: PyObject[] = [];
  let innerKw: PyDict | null = null;
  if (fn.ob_type.tp_call === PyPartial_Type.tp_call && fn.ob_type.isSubtype(PyPartial_Type) && fn.dict === null) {
    const p = fn as PartialObject;
    innerArgs = p.args.items;
    innerKw = p.kw;
    fn = p.fn;
  }
  if (!PyCallable_Check(fn)) typeError("the first argument must be callable");
  // the inner partial's placeholders take the new positional arguments first
  const merged: PyObject[] = [];
  let j = 0;
  for (const a of innerArgs) {
    if (a === Placeholder && j < newArgs.length) merged.push(newArgs[j++]!);
    else merged.push(a);
  }
  newArgs = newArgs.slice(j);
  for (const a of newArgs) merged.push(a);
  const p = t.tp_alloc(t) as PartialObject;
  p.fn = ref(fn);
  for (const a of merged) Py_INCREF(a);
  p.args = newTuple(merged);
  p.phcount = countPlaceholders(merged);
  if (innerKw !== null) for (const [k, v] of dictItems(innerKw)) dictSetItem(p.kw, k, v);
  for (let i = 0; i < nkw; i++) dictSetItem(p.kw, newStr(kwnames![i]!), args[npos + i]!);
  return p;
}

function partialCall(o: PyObject, args: PyObject[], kwnames: string[] | null): PyObject {
  const p = o as PartialObject;
  const nkw = kwnames ? kwnames.length : 0;
  const npos = args.length - nkw;
  if (npos < p.phcount) typeError(`missing positional arguments in 'partial' call; expected at least ${p.phcount}, got ${npos}`);
  const call: PyObject[] = [];
  let j = 0;
  for (const a of p.args.items) call.push(a === Placeholder ? args[j++]! : a);
  for (; j < npos; j++) call.push(args[j]!);
  const names: string[] = [];
  const kwv: PyObject[] = [];
  const seen = new Map<string, number>();
  for (const [k, v] of dictItems(p.kw)) {
    const name = (k as PyStr).value;
    seen.set(name, names.length);
    names.push(name);
    kwv.push(v);
  }
  for (let i = 0; i < nkw; i++) {
    const name = kwnames![i]!;
    const at = seen.get(name);
    if (at !== undefined) kwv[at] = args[npos + i]!;
    else {
      names.push(name);
      kwv.push(args[npos + i]!);
    }
  }
  return PyObject_Call(p.fn, [...call, ...kwv], names.length ? names : null);
}

function partialRepr(o: PyObject): PyObject {
  const p = o as PartialObject;
  const t = o.ob_type;
  if (!reprEnter(o)) return newStr("...");
  try {
    const parts = [PyObject_Repr(p.fn).value];
    for (const a of p.args.items) parts.push(PyObject_Repr(a).value);
    for (const [k, v] of dictItems(p.kw)) parts.push(`${isStr(k) ? (k as PyStr).value : PyObject_Repr(k).value}=${PyObject_Repr(v).value}`);
    const mod = PyObject_GetAttr(t, internStr("__module__"));
    const qual = PyObject_GetAttr(t, internStr("__qualname__"));
    try {
      return newStr(`${isStr(mod) ? (mod as PyStr).value : PyObject_Repr(mod).value}.${(qual as PyStr).value}(${parts.join(", ")})`);
    } finally {
      Py_DECREF(mod);
      Py_DECREF(qual);
    }
  } finally {
    reprLeave(o);
  }
}

function initPartial(): void {
  const T = PyPartial_Type;
  T.tp_alloc = (t) => new PartialObject(t);
  T.tp_new = partialNew;
  T.tp_call = partialCall;
  T.tp_repr = partialRepr;
  T.tp_hasdict = true;
  T.tp_descr_get = (self, obj) => (obj === null || obj === None ? ref(self) : newMethod(self, obj));
  T.tp_dealloc = (o) => {
    if (o.ob_type.tp_weakrefd) clearWeakrefs(o);
    const p = o as PartialObject;
    Py_DECREF(p.fn);
    Py_DECREF(p.args);
    Py_DECREF(p.kw);
    const d = o.dict;
    o.dict = null;
    Py_XDECREF(d);
  };
  gcRegisterType(T, (o, visit) => {
    const p = o as PartialObject;
    visit(p.fn);
    visit(p.args);
    visit(p.kw);
  });
  defGetSet(T, "func", (o) => ref((o as PartialObject).fn), () => readonly());
  defGetSet(T, "args", (o) => ref((o as PartialObject).args), () => readonly());
  defGetSet(T, "keywords", (o) => ref((o as PartialObject).kw), () => readonly());
  defGetSet(T, "__dict__", (o) => {
    if (o.dict === null) o.dict = newDict();
    return ref(o.dict);
  }, (o, v) => {
    if (v === null) typeError("cannot delete __dict__");
    if (!isDict(v)) typeError(`__dict__ must be set to a dictionary, not a '${typeName(v)}'`);
    const old = o.dict;
    o.dict = ref(v);
    Py_XDECREF(old);
  });
  defMethod(T, "__reduce__", checkedMethod("partial.__reduce__", "noargs", (self) => {
    const p = self as PartialObject;
    const d = self.dict !== null && self.dict.used > 0 ? self.dict : None;
    return newTuple([ref(self.ob_type), newTuple([ref(p.fn)]), newTuple([ref(p.fn), ref(p.args), ref(p.kw), ref(d)])]);
  }));
  defMethod(T, "__setstate__", checkedMethod("partial.__setstate__", "o", (self, args) => {
    const state = args[0]!;
    if (!isTuple(state) || state.items.length !== 4) typeError("invalid partial state");
    const [fn, fnargs, kw, dict] = state.items as [PyObject, PyObject, PyObject, PyObject];
    if (!PyCallable_Check(fn) || !isTuple(fnargs) || (kw !== None && !isDict(kw))) typeError("invalid partial state");
    const items = (fnargs as PyTuple).items;
    if (items.length > 0 && items[items.length - 1] === Placeholder) typeError("trailing Placeholders are not allowed");
    const p = self as PartialObject;
    const oldFn = p.fn, oldArgs = p.args, oldKw = p.kw, oldDict = self.dict;
    p.fn = ref(fn);
    for (const a of items) Py_INCREF(a);
    p.args = newTuple(items.slice());
    p.phcount = countPlaceholders(items);
    p.kw = newDict();
    if (kw !== None) for (const [k, v] of dictItems(kw as PyDict)) dictSetItem(p.kw, k, v);
    self.dict = dict === None ? null : ref(dict as PyDict);
    Py_DECREF(oldFn);
    Py_DECREF(oldArgs);
    Py_DECREF(oldKw);
    Py_XDECREF(oldDict);
    return None;
  }));
  defClassMethod(T, "__class_getitem__", checkedMethod("partial.__class_getitem__", "o", (cls, args) => newGenericAlias(cls, args[0]!)));
  addSlotWrappers(T);
  setPartialType(T);
}

function initPlaceholder(): void {
  const T = PyPlaceholder_Type;
  T.tp_new = (_t, args, kw) => {
    if (args.length > 0 || (kw !== null && kw.length > 0)) typeError("PlaceholderType takes no arguments");
    return Placeholder;
  };
  T.tp_repr = () => newStr("Placeholder");
  defMethod(T, "__reduce__", checkedMethod("_PlaceholderType.__reduce__", "noargs", () => newStr("Placeholder")));
  addSlotWrappers(T);
}

// ---- _lru_cache_wrapper ------------------------------------------------------------------------

class LruCacheObject extends PyObject {
  declare func: PyObject;
  /** null: unbounded; 0: no cache; n: bounded. */
  declare maxsize: number | null;
  declare maxsizeObj: PyObject;
  declare typed: boolean;
  declare cache: PyDict;
  declare infoType: PyObject;
  declare hits: number;
  declare misses: number;
  constructor(type: PyType, func: PyObject, maxsize: number | null, maxsizeObj: PyObject, typed: boolean, infoType: PyObject) {
    super(type);
    this.func = func;
    this.maxsize = maxsize;
    this.maxsizeObj = maxsizeObj;
    this.typed = typed;
    this.cache = newDict();
    this.infoType = infoType;
    this.hits = 0;
    this.misses = 0;
    gcTrack(this);
  }
}

/** The separator of positional and keyword arguments in a key (kwd_mark). */
const kwdMark = makeImmortal(new PyObject(PyBaseObject_Type));

/** lru_cache_make_key: the cache key of a call (new reference). */
function makeKey(args: PyObject[], kwnames: string[] | null, typed: boolean): PyObject {
  const nkw = kwnames ? kwnames.length : 0;
  const npos = args.length - nkw;
  if (!typed && nkw === 0) {
    if (npos === 1) {
      const k = args[0]!;
      if (k.ob_type === PyUnicode_Type || isExactInt(k)) return ref(k);
    }
    return newTuple(args.map(ref));
  }
  const items: PyObject[] = [];
  for (let i = 0; i < npos; i++) items.push(ref(args[i]!));
  if (nkw > 0) {
    items.push(kwdMark);
    for (let i = 0; i < nkw; i++) {
      items.push(newStr(kwnames![i]!));
      items.push(ref(args[npos + i]!));
    }
  }
  if (typed) {
    for (let i = 0; i < npos; i++) items.push(ref(args[i]!.ob_type));
    for (let i = 0; i < nkw; i++) items.push(ref(args[npos + i]!.ob_type));
  }
  return newTuple(items);
}

function lruCall(o: PyObject, args: PyObject[], kwnames: string[] | null): PyObject {
  const c = o as LruCacheObject;
  if (c.maxsize === 0) {
    c.misses++;
    return PyObject_Call(c.func, args, kwnames);
  }
  const key = makeKey(args, kwnames, c.typed);
  try {
    PyObject_Hash(key);
    const hit = dictGetItem(c.cache, key);
    if (hit !== null) {
      c.hits++;
      Py_INCREF(hit);
      if (c.maxsize !== null) {
        // move to the most recent end
        const v = dictPop(c.cache, key)!;
        dictSetItem(c.cache, key, v);
        Py_DECREF(v);
      }
      return hit;
    }
    c.misses++;
    const result = PyObject_Call(c.func, args, kwnames);
    if (c.maxsize !== null) {
      // the call may have added the key itself (recursion): keep that entry
      if (dictGetItem(c.cache, key) !== null) return result;
      if (c.cache.used >= c.maxsize) {
        const i = dictNextIndex(c.cache, 0);
        if (i >= 0) {
          const oldKey = c.cache.keys[i]!;
          Py_INCREF(oldKey);
          const old = dictPop(c.cache, oldKey);
          Py_DECREF(oldKey);
          Py_XDECREF(old);
        }
      }
    }
    dictSetItem(c.cache, key, result);
    return result;
  } finally {
    Py_DECREF(key);
  }
}

function initLruCache(): void {
  const T = PyLruCacheWrapper_Type;
  T.tp_hasdict = true;
  T.tp_new = (t, args, kw) => {
    const [func, maxsizeO, typedO, infoType] = parseArgs("lru_cache", args, kw, ["user_function", "maxsize", "typed", "cache_info_type"], 4);
    if (!PyCallable_Check(func!)) typeError("the first argument must be callable");
    let maxsize: number | null;
    if (maxsizeO === None) maxsize = null;
    else if (isInt(maxsizeO!)) {
      const v = Number((maxsizeO as PyInt).value);
      maxsize = v < 0 ? 0 : v;
    } else typeError("maxsize should be integer or None");
    const typed = PyObject_IsTrue(typedO!);
    return new LruCacheObject(t, ref(func!), maxsize, maxsize === null ? None : newInt(maxsize), typed, ref(infoType!));
  };
  T.tp_call = lruCall;
  T.tp_descr_get = (self, obj) => (obj === null || obj === None ? ref(self) : newMethod(self, obj));
  T.tp_dealloc = (o) => {
    if (o.ob_type.tp_weakrefd) clearWeakrefs(o);
    const c = o as LruCacheObject;
    const d = o.dict;
    o.dict = null;
    Py_XDECREF(d);
    Py_DECREF(c.cache);
    Py_DECREF(c.func);
    Py_DECREF(c.maxsizeObj);
    Py_DECREF(c.infoType);
  };
  gcRegisterType(T, (o, visit) => {
    const c = o as LruCacheObject;
    visit(c.cache);
    visit(c.func);
    visit(c.infoType);
  });
  defGetSet(T, "__dict__", (o) => {
    if (o.dict === null) o.dict = newDict();
    return ref(o.dict);
  }, (o, v) => {
    if (v === null) typeError("cannot delete __dict__");
    if (!isDict(v)) typeError(`__dict__ must be set to a dictionary, not a '${typeName(v)}'`);
    const old = o.dict;
    o.dict = ref(v);
    Py_XDECREF(old);
  });
  defMethod(T, "cache_info", checkedMethod("_lru_cache_wrapper.cache_info", "noargs", (self) => {
    const c = self as LruCacheObject;
    const size = c.maxsize === 0 ? 0 : c.cache.used;
    return PyObject_Call(c.infoType, [newInt(c.hits), newInt(c.misses), c.maxsizeObj, newInt(size)], null);
  }));
  defMethod(T, "cache_clear", checkedMethod("_lru_cache_wrapper.cache_clear", "noargs", (self) => {
    const c = self as LruCacheObject;
    c.hits = 0;
    c.misses = 0;
    dictClear(c.cache);
    return None;
  }));
  defMethod(T, "__reduce__", checkedMethod("_lru_cache_wrapper.__reduce__", "noargs", (self) => PyObject_GetAttr(self, internStr("__qualname__"))));
  defMethod(T, "__copy__", checkedMethod("_lru_cache_wrapper.__copy__", "noargs", (self) => ref(self)));
  defMethod(T, "__deepcopy__", checkedMethod("_lru_cache_wrapper.__deepcopy__", "o", (self) => ref(self)));
  addSlotWrappers(T);
}

// ---- module ----------------------------------------------------------------------------------

let ready = false;
function initTypes(): void {
  if (ready) return;
  ready = true;
  initKeyWrapper();
  initPartial();
  initPlaceholder();
  initLruCache();
  for (const t of [PyPartial_Type, PyKeyWrapper_Type, PyPlaceholder_Type, PyLruCacheWrapper_Type]) t.tp_dict.set("__module__", internStr("functools"));
}

export function makeFunctools(): PyModule {
  initTypes();
  const mod = newModule("_functools");
  const d = mod.dict!;
  dictSetItem(d, internStr("reduce"), newCFunction("reduce", (_s, args, kw) => {
    const [fn, seq, initial] = parseArgs("reduce", args, kw, ["function", "iterable", "initial"], 2, 2);
    return reduce(fn!, seq!, initial);
  }, mod));
  dictSetItem(d, internStr("cmp_to_key"), newCFunction("cmp_to_key", (_s, args, kw) => {
    const [cmp] = parseArgs("cmp_to_key", args, kw, ["mycmp"], 1);
    return new KeyObject(ref(cmp!), null);
  }, mod));
  dictSetItem(d, internStr("partial"), PyPartial_Type);
  dictSetItem(d, internStr("_lru_cache_wrapper"), PyLruCacheWrapper_Type);
  dictSetItem(d, internStr("_PlaceholderType"), PyPlaceholder_Type);
  dictSetItem(d, internStr("Placeholder"), Placeholder);
  return mod;
}

keepConstructFast(KeyObject, PartialObject, LruCacheObject);
