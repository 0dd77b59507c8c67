/**
 * type and object (Objects/typeobject.c): generic attribute lookup with descriptors, `type()`
 * calls, class creation (`type_new`: C3 MRO, slots derived from the dunders a class defines),
 * slot wrappers that expose builtin slots as `__add__` & co., and the slot functions that let
 * builtin code call a class's Python dunders.
 */
import { trashcanBegin, trashcanEnd } from "./trashcan.js";
import { builtinDoc } from "../docstrings.js";
import {
  PyObject, PyType, PyType_Type, PyBaseObject_Type, Py_INCREF, Py_DECREF, Py_XDECREF, bumpTypeVersion, PyType_Modified, noteCustomMro,
  assignVersionTag, versionTagValid,
  Py_TPFLAGS_HEAPTYPE, Py_TPFLAGS_BASETYPE, Py_TPFLAGS_BASE_EXC_SUBCLASS, Py_TPFLAGS_TYPE_SUBCLASS, Py_TPFLAGS_LONG_SUBCLASS, Py_TPFLAGS_TUPLE_SUBCLASS, Py_TPFLAGS_BYTES_SUBCLASS, NB_BINARY_COUNT, PyObject_HashNotImplemented, unsetGetattro, type Hash,
} from "./object.js";
import { IMMORTAL_REFCNT, staticTypes, makeImmortal } from "./object.js";
import { None, NotImplemented } from "./none.js";
import { True, False, newBool } from "./bool.js";
import { PyStr, PyUnicode_Type, internStr, newStr, isStr, strHashKey } from "./str.js";
import { PyDict, newDict, newAttributeDict, materializeDict, dictGetStr, dictSetItem, dictSetStr, dictPop, dictItems, isDict } from "./dict.js";
import { PyTuple, newTuple, isTuple } from "./tuple.js";
import { newList } from "./list.js";
import { newInt, isInt, intIdentity, PyLong_Type, type PyInt } from "./int.js";
import { PyFunction, PyFunction_Type, newMethod } from "./function.js";
import {
  PyMethodDescr, PyWrapperDescr_Type, PyWrapperObject, PyCFunction_Type, PyStaticMethod_Type, PyClassMethod_Type, defMethod, defClassMethod, defGetSet,
  type MethodImpl,
} from "./descr.js";
import { PyExc_AttributeError, PyExc_TypeError, PyExc_OverflowError, newException, typeError } from "./exceptions.js";
import {
  PyObject_Call, PyObject_GetAttr, PyObject_IsTrue, PyObject_RichCompare, PyObject_Repr, Py_EQ, Py_NE, typeName, reprString, PyNumber_AsSsize_t, asCInt,
} from "../abstract.js";
import { hashInt } from "../hash.js";
import { defMethodO, defMethodNoArgs, badArgument } from "../args.js";
import { gcTrack, gcFinalized } from "./gcstate.js";
import { clearWeakrefs } from "./weaklist.js";
import { commonReduce } from "./objectReduce.js";
import { clearSlots, type SlottedObject } from "./member.js";

// ---------------------------------------------------------------------------------------------
// The method cache (Objects/typeobject.c's type_cache): _PyType_Lookup results by (type version
// tag, name), so a hit costs two compares instead of a walk of the MRO's dicts.

const MCACHE_SIZE = 2048;
/** Tags wrap past 2**31 here: a wrapped one never equals a live tag, so it only misses. */
const mcacheTag = new Int32Array(MCACHE_SIZE);
const mcacheName: (PyStr | null)[] = new Array<PyStr | null>(MCACHE_SIZE).fill(null);
const mcacheValue: (PyObject | null)[] = new Array<PyObject | null>(MCACHE_SIZE).fill(null);

/** `type.lookup(name.value)` through the method cache. Borrowed. */
export function typeLookup(type: PyType, name: PyStr): PyObject | null {
  let tag = type.tp_version_tag;
  if (!versionTagValid(tag)) tag = assignVersionTag(type);
  const h = (strHashKey(name) ^ tag) & (MCACHE_SIZE - 1);
  if (mcacheTag[h] === tag) {
    const n = mcacheName[h]!;
    if (n === name || n.value === name.value) return mcacheValue[h]!;
  }
  const v = type.lookup(name.value);
  mcacheTag[h] = tag;
  mcacheName[h] = name;
  mcacheValue[h] = v;
  return v;
}

// ---------------------------------------------------------------------------------------------
// Generic attribute access

function attributeError(o: PyObject, name: PyStr): never {
  const e = newException(PyExc_AttributeError, `'${typeName(o)}' object has no attribute '${name.value}'`);
  attachAttrErrorInfo(e, o, name);
  throw e;
}

/** AttributeError.name / .obj, used by the traceback's "Did you mean" suggestion. */
export function attachAttrErrorInfo(e: PyObject, o: PyObject, name: PyStr): void {
  (e as unknown as { attrName: PyStr | null }).attrName = name;
  (e as unknown as { attrObj: PyObject | null }).attrObj = o;
}

/** PyObject_GenericGetAttr: data descriptor on the type, instance dict, other descriptor, class attribute. */
export function genericGetAttr(o: PyObject, name: PyStr): PyObject {
  const tp = o.ob_type;
  const descr = typeLookup(tp, name);
  let get = null;
  if (descr !== null) {
    const dt = descr.ob_type;
    get = dt.tp_descr_get;
    if (get !== null && dt.tp_descr_set !== null) return get(descr, o, tp);
  }
  const dict = o.dict;
  if (dict !== null) {
    const v = dictGetStr(dict, name);
    if (v !== null) {
      if (v.ob_refcnt < IMMORTAL_REFCNT) v.ob_refcnt++;
      return v;
    }
  }
  if (get !== null) return get(descr!, o, tp);
  if (descr !== null) {
    if (descr.ob_refcnt < IMMORTAL_REFCNT) descr.ob_refcnt++;
    return descr;
  }
  attributeError(o, name);
}

/** Set by `getMethod`: whether the callable it returned is unbound (to be called with `obj` first). */
export let getMethodUnbound = false;

/**
 * _PyObject_GetMethod: for `obj.name(...)` — returns the callable (a new reference) and sets
 * `getMethodUnbound` when it is an unbound function/method descriptor to be called with `obj`
 * first (no bound method made). No array per call: this runs for every method call.
 */
export function getMethod(o: PyObject, name: PyStr): PyObject {
  const tp = o.ob_type;
  if (tp.tp_getattro !== genericGetAttr) return bound(tp.tp_getattro(o, name));
  const descr = typeLookup(tp, name);
  let get = null;
  if (descr !== null) {
    const dt = descr.ob_type;
    if ((dt.tp_flags & (1 << 17)) !== 0) {
      // method descriptor: but an instance dict entry still wins
      if (o.dict === null || dictGetStr(o.dict, name) === null) {
        if (descr.ob_refcnt < IMMORTAL_REFCNT) descr.ob_refcnt++;
        getMethodUnbound = true;
        return descr;
      }
    }
    get = dt.tp_descr_get;
    if (get !== null && dt.tp_descr_set !== null) return bound(get(descr, o, tp));
  }
  if (o.dict !== null) {
    const v = dictGetStr(o.dict, name);
    if (v !== null) {
      if (v.ob_refcnt < IMMORTAL_REFCNT) v.ob_refcnt++;
      return bound(v);
    }
  }
  if (get !== null) return bound(get(descr!, o, tp));
  if (descr !== null) {
    if (descr.ob_refcnt < IMMORTAL_REFCNT) descr.ob_refcnt++;
    return bound(descr);
  }
  attributeError(o, name);
}

/** A `getMethod` result that is already bound (set after any Python code the lookup ran). */
function bound(v: PyObject): PyObject {
  getMethodUnbound = false;
  return v;
}

export function genericSetAttr(o: PyObject, name: PyStr, v: PyObject | null): void {
  const tp = o.ob_type;
  const descr = typeLookup(tp, name);
  if (descr !== null) {
    const set = descr.ob_type.tp_descr_set;
    if (set !== null) {
      set(descr, o, v);
      return;
    }
  }
  let dict = o.dict;
  if (dict === null) {
    if (!tp.tp_hasdict) {
      if (descr === null) {
        const e = newException(PyExc_AttributeError, `'${typeName(o)}' object has no attribute '${name.value}' and no __dict__ for setting new attributes`);
        attachAttrErrorInfo(e, o, name);
        throw e;
      }
      throw newException(PyExc_AttributeError, `'${typeName(o)}' object attribute '${name.value}' is read-only`);
    }
    dict = o.dict = newAttributeDict(o);
  }
  if (v === null) {
    const old = dictPop(dict, name);
    if (old === null) attributeError(o, name);
    if (old.ob_refcnt < IMMORTAL_REFCNT && --old.ob_refcnt === 0) old.ob_type.tp_dealloc(old);
  } else if (name.ob_type === PyUnicode_Type) dictSetStr(dict, name, v);
  else dictSetItem(dict, name, v);
}

// ---------------------------------------------------------------------------------------------
// type's own attribute access: metatype data descriptors, then the MRO (with descr_get(None, type))

function typeGetAttr(o: PyObject, name: PyStr): PyObject {
  const type = o as PyType;
  const meta = type.ob_type;
  const metaAttr = typeLookup(meta, name);
  let metaGet = null;
  if (metaAttr !== null) {
    metaGet = metaAttr.ob_type.tp_descr_get;
    if (metaGet !== null && metaAttr.ob_type.tp_descr_set !== null) return metaGet(metaAttr, type, meta);
  }
  const attr = typeLookup(type, name);
  if (attr !== null) {
    const get = attr.ob_type.tp_descr_get;
    if (get !== null) return get(attr, null, type);
    Py_INCREF(attr);
    return attr;
  }
  if (metaGet !== null) return metaGet(metaAttr!, type, meta);
  if (metaAttr !== null) {
    Py_INCREF(metaAttr);
    return metaAttr;
  }
  const e = newException(PyExc_AttributeError, `type object '${type.tp_name}' has no attribute '${name.value}'`);
  attachAttrErrorInfo(e, o, name);
  throw e;
}

function typeSetAttr(o: PyObject, name: PyStr, v: PyObject | null): void {
  const type = o as PyType;
  if ((type.tp_flags & Py_TPFLAGS_HEAPTYPE) === 0) {
    typeError(`cannot set '${name.value}' attribute of immutable type '${type.tp_name}'`);
  }
  const metaAttr = typeLookup(type.ob_type, name);
  if (metaAttr !== null && metaAttr.ob_type.tp_descr_set !== null) {
    metaAttr.ob_type.tp_descr_set(metaAttr, type, v);
    return;
  }
  const old = type.tp_dict.get(name.value);
  if (v === null) {
    if (old === undefined) throw newException(PyExc_AttributeError, `type object '${type.tp_name}' has no attribute '${name.value}'`);
    type.tp_dict.delete(name.value);
    PyType_Modified(type);
    Py_DECREF(old);
  } else {
    Py_INCREF(v);
    type.tp_dict.set(name.value, v);
    PyType_Modified(type);
    if (old !== undefined) Py_DECREF(old);
  }
  if (name.value.startsWith("__") && name.value.endsWith("__")) updateSlotsRecursive(type);
}

function updateSlotsRecursive(type: PyType): void {
  fixupSlots(type);
  for (const sub of type.tp_subclasses) updateSlotsRecursive(sub);
}

// ---------------------------------------------------------------------------------------------
// Calling a type: type(x), Class(args)

function typeCall(callable: PyObject, args: PyObject[], kwnames: string[] | null): PyObject {
  const type = callable as PyType;
  if (type === PyType_Type) {
    const npos = args.length - (kwnames ? kwnames.length : 0);
    if (npos === 1) {
      // type_vectorcall: type(x) takes no keywords
      if (kwnames !== null && kwnames.length > 0) typeError("type() takes no keyword arguments");
      const t = args[0]!.ob_type;
      Py_INCREF(t);
      return t;
    }
    if (npos !== 3) typeError("type() takes 1 or 3 arguments");
  }
  if (type.tp_new === null) typeError(`cannot create '${type.tp_name}' instances`);
  const obj = type.tp_new(type, args, kwnames);
  if (!(obj.ob_type === type || obj.ob_type.isSubtype(type))) return obj;
  const init = obj.ob_type.tp_init;
  if (init !== null) {
    try {
      init(obj, args, kwnames);
    } catch (e) {
      Py_DECREF(obj);
      throw e;
    }
  }
  return obj;
}

/**
 * `new PyObject(type)` in a function of its own: wherever V8 optimises it, the constructor is
 * inlined with the new object's map known (its stores direct), where PyObject's constructor
 * called out of line stores through megamorphic inline caches (every layout runs it as `super`).
 */
function newPlainObject(type: PyType): PyObject {
  return new PyObject(type);
}

function excessArgs(args: PyObject[]): boolean {
  return args.length > 0;
}

export function objectNew(type: PyType, args: PyObject[], _kwnames: string[] | null): PyObject {
  if (excessArgs(args)) {
    if (type.tp_new !== objectNew) typeError("object.__new__() takes exactly one argument (the type to instantiate)");
    if (type.tp_init === objectInit) typeError(`${type.tp_name}() takes no arguments`);
  }
  if (type.tp_flags & (1 << 20)) {
    const abs = type.lookup("__abstractmethods__");
    if (abs !== null) abstractError(type, abs);
  }
  // object's own allocator inline (the call through tp_alloc sees every layout's allocator)
  const o = type.tp_alloc === objectAlloc ? newPlainObject(type) : type.tp_alloc(type);
  if (type.tp_hasdict && o.dict === null) o.dict = null;
  // instances of classes are containers (their layout's own constructor may have tracked them)
  if (type.tp_flags & Py_TPFLAGS_HEAPTYPE && o.constructor === PyObject) gcTrack(o);
  return o;
}

function abstractError(type: PyType, abs: PyObject): never {
  const names = (iterHook(abs).map((x) => (x as PyStr).value)).sort();
  const n = names.length;
  typeError(`Can't instantiate abstract class ${type.tp_name} without an implementation for abstract method${n > 1 ? "s" : ""} ${names.map((s) => `'${s}'`).join(", ")}`);
}

let iterHook: (o: PyObject) => PyObject[] = () => [];
export function setIterHook(f: (o: PyObject) => PyObject[]): void {
  iterHook = f;
}

export function objectInit(self: PyObject, args: PyObject[], _kwnames: string[] | null): void {
  const type = self.ob_type;
  if (excessArgs(args)) {
    if (type.tp_init !== objectInit) typeError("object.__init__() takes exactly one argument (the instance to initialize)");
    if (type.tp_new === objectNew) typeError(`${type.tp_name}.__init__() takes exactly one argument (the instance to initialize)`);
  }
}

// ---------------------------------------------------------------------------------------------
// object's default slots

function objectRepr(o: PyObject): PyObject {
  const t = o.ob_type;
  const mod = t.tp_module;
  const name = mod && mod !== "builtins" ? `${mod}.${t.tp_qualname}` : t.tp_qualname;
  return newStr(`<${name} object at ${addressOf(o)}>`);
}

const addresses = new WeakMap<object, number>();
let nextAddress = 0x7f0000001000;
/** A stable fake address per object (id() and reprs). */
export function idOf(o: object): number {
  let a = addresses.get(o);
  if (a === undefined) {
    if ((o as PyObject).ob_type === PyLong_Type) intIdentity.observed = true;
    a = nextAddress;
    nextAddress += 16 * (1 + Math.floor(Math.random() * 4));
    addresses.set(o, a);
  }
  return a;
}
export function addressOf(o: object): string {
  return "0x" + idOf(o).toString(16).padStart(12, "0");
}

function objectHash(o: PyObject): Hash {
  // _Py_HashPointer: rotate the address right by 4 bits
  const a = BigInt(idOf(o));
  const y = (a >> 4n) | ((a & 15n) << 60n);
  return hashInt(Number(BigInt.asIntN(64, y)) === -1 ? -2 : Number(BigInt.asIntN(64, y)));
}

function objectRichCompare(a: PyObject, b: PyObject, op: number): PyObject {
  if (op === Py_EQ) return a === b ? True : NotImplemented;
  if (op === Py_NE) {
    // default __ne__ inverts __eq__
    const eq = a.ob_type.tp_richcompare;
    if (eq !== null) {
      const r = eq(a, b, Py_EQ);
      if (r === NotImplemented) return r;
      const t = PyObject_IsTrue(r);
      Py_DECREF(r);
      return t ? False : True;
    }
    return NotImplemented;
  }
  return NotImplemented;
}

function objectStr(o: PyObject): PyObject {
  const f = o.ob_type.tp_repr;
  return f === null ? objectRepr(o) : f(o);
}

PyBaseObject_Type.tp_getattro = genericGetAttr;
PyBaseObject_Type.tp_setattro = genericSetAttr;
PyBaseObject_Type.tp_new = objectNew;
PyBaseObject_Type.tp_init = objectInit;
PyBaseObject_Type.tp_repr = objectRepr;
PyBaseObject_Type.tp_str = objectStr;
PyBaseObject_Type.tp_hash = objectHash;
PyBaseObject_Type.tp_richcompare = objectRichCompare;
/** object's allocator: a bare PyObject (objectNew makes one itself for it, an allocation site V8 inlines). */
function objectAlloc(t: PyType): PyObject {
  return new PyObject(t);
}
PyBaseObject_Type.tp_alloc = objectAlloc;
PyBaseObject_Type.tp_flags |= Py_TPFLAGS_BASETYPE;

PyType_Type.tp_getattro = typeGetAttr;
PyType_Type.tp_hasdict = true;
PyType_Type.tp_setattro = typeSetAttr;
PyType_Type.tp_call = typeCall;
PyType_Type.tp_repr = (o) => {
  const t = o as PyType;
  const mod = t.tp_module;
  return newStr(mod && mod !== "builtins" ? `<class '${mod}.${t.tp_qualname}'>` : `<class '${t.tp_qualname}'>`);
};
PyType_Type.tp_hash = objectHash;
PyType_Type.tp_richcompare = objectRichCompare;
PyType_Type.tp_str = objectStr;
PyType_Type.tp_flags |= Py_TPFLAGS_BASETYPE | Py_TPFLAGS_TYPE_SUBCLASS;
PyType_Type.tp_new = (meta, args, kwnames) => typeNewFromArgs(meta, args, kwnames);
PyType_Type.tp_init = () => {};
PyType_Type.mp_subscript = null;
PyType_Type.nb_binary[7] = (a, b) => unionHook(a, b); // type | type

let unionHook: (a: PyObject, b: PyObject) => PyObject = () => NotImplemented;
export function setUnionHook(f: (a: PyObject, b: PyObject) => PyObject): void {
  unionHook = f;
}

// ---------------------------------------------------------------------------------------------
// C3 linearization

export function computeMro(type: PyType, bases: PyType[]): PyType[] {
  for (let i = 0; i < bases.length; i++) {
    if (bases.indexOf(bases[i]!) !== i) typeError(`duplicate base class ${bases[i]!.tp_name}`);
  }
  const seqs: PyType[][] = bases.map((b) => b.tp_mro.slice());
  seqs.push(bases.slice());
  const out: PyType[] = [type];
  for (;;) {
    const nonEmpty = seqs.filter((s) => s.length > 0);
    if (nonEmpty.length === 0) return out;
    let cand: PyType | null = null;
    for (const s of nonEmpty) {
      const head = s[0]!;
      if (!nonEmpty.some((t) => t.indexOf(head) > 0)) {
        cand = head;
        break;
      }
    }
    if (cand === null) {
      const names = [...new Set(nonEmpty.map((s) => s[0]!.tp_name))];
      typeError(`Cannot create a consistent method resolution order (MRO) for bases ${names.join(", ")}`);
    }
    out.push(cand);
    for (const s of nonEmpty) if (s[0] === cand) s.shift();
  }
}

// ---------------------------------------------------------------------------------------------
// Slots <-> dunders

type SlotDef = {
  names: string[];
  key: string;
  /** The wrapper's impl calling the raw slot `fn` on (self, args). */
  wrap: (fn: never, name: string) => MethodImpl;
  /** The slot function that calls the Python dunder (for classes defining it). */
  generic: unknown;
};

function callDunder(self: PyObject, name: string, args: PyObject[]): PyObject {
  return callFound(self, self.ob_type.lookup(name), name, args);
}

/** callDunder for an interned name, looked up through the method cache. */
function callDunderStr(self: PyObject, name: PyStr, args: PyObject[]): PyObject {
  return callFound(self, typeLookup(self.ob_type, name), name.value, args);
}

/** Calls the dunder `f` (`self`'s type's `name`, null when missing) with `self` bound. */
function callFound(self: PyObject, f: PyObject | null, name: string, args: PyObject[]): PyObject {
  if (f === null) throw newException(PyExc_AttributeError, name);
  if (f.ob_type === PyFunction_Type) {
    const n = args.length;
    return PyObject_Call(f, n === 0 ? [self] : n === 1 ? [self, args[0]!] : [self, ...args], null);
  }
  const get = f.ob_type.tp_descr_get;
  if (get === null) return PyObject_Call(f, args, null);
  const bound = get(f, self, self.ob_type);
  try {
    return PyObject_Call(bound, args, null);
  } finally {
    Py_DECREF(bound);
  }
}

/** Calls `self.<name>(*args)` when the type defines it; null when it does not. */
export function callDunderOpt(self: PyObject, name: string, args: PyObject[]): PyObject | null {
  if (self.ob_type.lookup(name) === null) return null;
  return callDunder(self, name, args);
}

/** The binary operators' dunder stems in nb order (`__add__`, `__radd__`, `__iadd__`). */
export const NB_NAMES = ["add", "and", "floordiv", "lshift", "matmul", "mul", "mod", "or", "pow", "rshift", "sub", "truediv", "xor"];
const RICH_NAMES = ["__lt__", "__le__", "__eq__", "__ne__", "__gt__", "__ge__"];

function noArgs(name: string, args: PyObject[]): void {
  if (args.length !== 0) typeError(`expected 0 arguments, got ${args.length}`);
  void name;
}

function oneArg(args: PyObject[]): PyObject {
  if (args.length !== 1) typeError(`expected 1 argument, got ${args.length}`);
  return args[0]!;
}

/** slotBinaryGeneric's function for each operator (nb index): the slot of a class whose dunder defines it. */
const binaryGenerics: ((a: PyObject, b: PyObject) => PyObject)[] = [];

/** Whether `type`'s operator `i` is the generic slot, which calls the class's `__op__`/`__rop__`. */
export function hasGenericBinarySlot(type: PyType, i: number): boolean {
  return type.nb_binary[i] === binaryGenerics[i];
}

function slotBinaryGeneric(i: number): (a: PyObject, b: PyObject) => PyObject {
  // interned on first use (str may not be ready while this module loads)
  let name: PyStr | null = null;
  let rname: PyStr | null = null;
  const fn = (a: PyObject, b: PyObject): PyObject => {
    name ??= internStr(`__${NB_NAMES[i]}__`);
    rname ??= internStr(`__r${NB_NAMES[i]}__`);
    const ta = a.ob_type, tb = b.ob_type;
    const doOther = ta !== tb && tb.nb_binary[i] === fn && typeLookup(tb, rname) !== null;
    if (ta.nb_binary[i] === fn && typeLookup(ta, name) !== null) {
      if (doOther && tb.isSubtype(ta)) {
        const r = callDunderStr(b, rname, [a]);
        if (r !== NotImplemented) return r;
        const r2 = callDunderStr(a, name, [b]);
        return r2;
      }
      const r = callDunderStr(a, name, [b]);
      if (r !== NotImplemented || ta === tb) return r;
    }
    if (doOther) return callDunderStr(b, rname, [a]);
    return NotImplemented;
  };
  binaryGenerics[i] = fn;
  return fn;
}

function slotInplaceGeneric(i: number): (a: PyObject, b: PyObject) => PyObject {
  const name = `__i${NB_NAMES[i]}__`;
  return (a, b) => callDunder(a, name, [b]);
}

export const slotdefs: SlotDef[] = [];
function sd(names: string[], key: string, wrap: (fn: never, name: string) => MethodImpl, generic: unknown): void {
  slotdefs.push({ names, key, wrap, generic });
}

sd(["__repr__"], "tp_repr", (fn: (o: PyObject) => PyObject) => (s, a) => (noArgs("__repr__", a), fn(s)), (o: PyObject) => callDunder(o, "__repr__", []));
sd(["__str__"], "tp_str", (fn: (o: PyObject) => PyObject) => (s, a) => (noArgs("__str__", a), fn(s)), (o: PyObject) => callDunder(o, "__str__", []));
sd(["__hash__"], "tp_hash", (fn: (o: PyObject) => Hash) => (s, a) => (noArgs("__hash__", a), hashToInt(fn(s))), slotHash);
sd(["__call__"], "tp_call", (fn: (o: PyObject, a: PyObject[], k: string[] | null) => PyObject) => (s, a, k) => fn(s, a, k), (o: PyObject, a: PyObject[], k: string[] | null) => {
  const f = o.ob_type.lookup("__call__")!;
  if (f.ob_type === PyFunction_Type) return PyObject_Call(f, [o, ...a], k);
  const b = f.ob_type.tp_descr_get ? f.ob_type.tp_descr_get(f, o, o.ob_type) : (Py_INCREF(f), f);
  try {
    return PyObject_Call(b, a, k);
  } finally {
    Py_DECREF(b);
  }
});
sd(["__iter__"], "tp_iter", (fn: (o: PyObject) => PyObject) => (s, a) => (noArgs("__iter__", a), fn(s)), (o: PyObject) => {
  if (o.ob_type.lookup("__iter__") === None) typeError(`'${typeName(o)}' object is not iterable`);
  return callDunder(o, "__iter__", []);
});
sd(["__next__"], "tp_iternext", (fn: (o: PyObject) => PyObject | null) => (s, a) => {
  noArgs("__next__", a);
  const r = fn(s);
  if (r === null) throw stopIterationHook();
  return r;
}, slotIterNext);
/** check_num_args and the wrappers' own checks: "__set__ expected 2 arguments, got 1", "expected 1 argument, got 0". */
function checkNumArgs(args: PyObject[], n: number, prefix: string): void {
  if (args.length !== n) typeError(`${prefix}expected ${n} argument${n === 1 ? "" : "s"}, got ${args.length}`);
}
sd(["__get__"], "tp_descr_get", (fn: (d: PyObject, o: PyObject | null, t: PyType) => PyObject) => (s, a) => {
  // wrap_descr_get
  if (a.length < 1 || a.length > 2) typeError(`__get__ expected ${a.length < 1 ? "at least 1 argument" : "at most 2 arguments"}, got ${a.length}`);
  const obj = a[0] === None ? null : a[0]!;
  const given = a.length > 1 && a[1] !== None ? a[1]! : null;
  if (obj === null && given === null) typeError("__get__(None, None) is invalid");
  return fn(s, obj, (given ?? obj!.ob_type) as PyType);
}, (d: PyObject, o: PyObject | null, t: PyType) => callDunder(d, "__get__", [o ?? None, t]));
const slotDescrSet = (d: PyObject, o: PyObject, v: PyObject | null): void => {
  Py_DECREF(v === null ? callDunder(d, "__delete__", [o]) : callDunder(d, "__set__", [o, v]));
};
// wrap_descr_set takes (obj, value), wrap_descr_delete (obj): one slot, two wrappers
sd(["__set__"], "tp_descr_set", (fn: (d: PyObject, o: PyObject, v: PyObject | null) => void) => (s, a) => {
  if (a.length !== 2) typeError(`__set__ expected 2 arguments, got ${a.length}`);
  fn(s, a[0]!, a[1]!);
  return None;
}, slotDescrSet);
sd(["__delete__"], "tp_descr_set", (fn: (d: PyObject, o: PyObject, v: PyObject | null) => void) => (s, a) => {
  fn(s, oneArg(a), null);
  return None;
}, slotDescrSet);
/** slot_tp_init: a class's Python `__init__` (the eval loop's CALL runs a plain function one inline). */
export function slotTpInit(o: PyObject, a: PyObject[], k: string[] | null): void {
  const f = o.ob_type.lookup("__init__")!;
  let r: PyObject;
  if (f.ob_type === PyFunction_Type) r = PyObject_Call(f, [o, ...a], k);
  else {
    const b = f.ob_type.tp_descr_get ? f.ob_type.tp_descr_get(f, o, o.ob_type) : (Py_INCREF(f), f);
    try {
      r = PyObject_Call(b, a, k);
    } finally {
      Py_DECREF(b);
    }
  }
  if (r !== None) {
    Py_DECREF(r);
    typeError(`__init__() should return None, not '${typeName(r)}'`);
  }
}
sd(["__init__"], "tp_init", (fn: (o: PyObject, a: PyObject[], k: string[] | null) => void) => (s, a, k) => (fn(s, a, k), None), slotTpInit);
sd(["__bool__"], "nb_bool", (fn: (o: PyObject) => boolean) => (s, a) => (noArgs("__bool__", a), newBool(fn(s))), (o: PyObject) => {
  if (o.ob_type.lookup("__bool__") === None) typeError(`'${typeName(o)}' cannot be interpreted as a boolean`);
  const r = callDunder(o, "__bool__", []);
  if (r.ob_type !== True.ob_type) {
    Py_DECREF(r);
    typeError(`__bool__ should return bool, returned ${typeName(r)}`);
  }
  return r === True;
});
for (const [n, key] of [["__index__", "nb_index"], ["__int__", "nb_int"], ["__float__", "nb_float"], ["__neg__", "nb_negative"], ["__pos__", "nb_positive"], ["__invert__", "nb_invert"], ["__abs__", "nb_absolute"]] as const) {
  sd([n], key, (fn: (o: PyObject) => PyObject) => (s, a) => (noArgs(n, a), fn(s)), (o: PyObject) => callDunder(o, n, []));
}
sd(["__len__"], "sq_length", (fn: (o: PyObject) => number) => (s, a) => (noArgs("__len__", a), newInt(fn(s))), (o: PyObject) => {
  const r = callDunder(o, "__len__", []);
  let v: number;
  try {
    v = PyNumber_AsSsize_t(r);
  } finally {
    Py_DECREF(r);
  }
  if (v < 0) throw newException(valueErrorType(), "__len__() should return >= 0");
  return v;
});
sd(["__contains__"], "sq_contains", (fn: (o: PyObject, v: PyObject) => boolean) => (s, a) => newBool(fn(s, oneArg(a))), (o: PyObject, v: PyObject) => {
  if (o.ob_type.lookup("__contains__") === None) typeError(`'${typeName(o)}' object is not a container`);
  const r = callDunder(o, "__contains__", [v]);
  const b = PyObject_IsTrue(r);
  Py_DECREF(r);
  return b;
});
sd(["__getitem__"], "mp_subscript", (fn: (o: PyObject, k: PyObject) => PyObject) => (s, a) => fn(s, oneArg(a)), (o: PyObject, k: PyObject) => callDunder(o, "__getitem__", [k]));
sd(["__setitem__", "__delitem__"], "mp_ass_subscript", (fn: (o: PyObject, k: PyObject, v: PyObject | null) => void, name: string) => (s, a) => {
  const set = name === "__setitem__";
  checkNumArgs(a, set ? 2 : 1, set ? "__setitem__ " : "");
  fn(s, a[0]!, set ? a[1]! : null);
  return None;
}, (o: PyObject, k: PyObject, v: PyObject | null) => {
  Py_DECREF(v === null ? callDunder(o, "__delitem__", [k]) : callDunder(o, "__setitem__", [k, v]));
});
sd(["__getattribute__", "__getattr__"], "tp_getattro", (fn: (o: PyObject, n: PyStr) => PyObject) => (s, a) => {
  const n = oneArg(a);
  if (!isStr(n)) typeError(`attribute name must be string, not '${typeName(n)}'`);
  return fn(s, n);
}, slotGetAttrHook);
sd(["__setattr__", "__delattr__"], "tp_setattro", (fn: (o: PyObject, n: PyStr, v: PyObject | null) => void, name: string) => (s, a) => {
  const set = name === "__setattr__";
  checkNumArgs(a, set ? 2 : 1, set ? "__setattr__ " : "");
  const n = a[0]!;
  if (!isStr(n)) typeError(`attribute name must be string, not '${typeName(n)}'`);
  hackCheck(s, fn, set ? "__setattr__" : "__delattr__");
  fn(s, n, set ? a[1]! : null);
  return None;
}, slotTpSetattro);

function slotTpSetattro(o: PyObject, n: PyStr, v: PyObject | null): void {
  Py_DECREF(v === null ? callDunder(o, "__delattr__", [n]) : callDunder(o, "__setattr__", [n, v]));
}

/**
 * typeobject.c's hackcheck: `object.__setattr__(int, 'x', 1)` must not skip over a C-level
 * tp_setattro (type's) that the object's type has between it and the wrapper's own.
 */
function hackCheck(self: PyObject, fn: unknown, what: string): void {
  const type = self.ob_type;
  const mro = type.tp_mro;
  let defining: PyType = type;
  for (let i = mro.length - 1; i >= 0; i--) {
    const base = mro[i]!;
    if (base.tp_setattro === slotTpSetattro) continue;
    if (base.tp_setattro === type.tp_setattro) {
      defining = base;
      break;
    }
  }
  for (let base: PyType | null = defining; base !== null; base = base.tp_base) {
    if (base.tp_setattro === fn) return;
    if (base.tp_setattro !== slotTpSetattro) typeError(`can't apply this ${what} to ${type.tp_name} object`);
  }
}
sd(["__del__"], "tp_finalize", (fn: (o: PyObject) => void) => (s) => (fn(s), None), (o: PyObject) => Py_DECREF(callDunder(o, "__del__", [])));
for (let op = 0; op < 6; op++) {
  // each rich comparison gets its own wrapper; the slot is shared (tp_richcompare)
  const name = RICH_NAMES[op]!;
  sd([name], "tp_richcompare", (fn: (a: PyObject, b: PyObject, op: number) => PyObject) => (s, a) => fn(s, oneArg(a), op), slotRichCompare);
}
for (let i = 0; i < NB_BINARY_COUNT; i++) {
  const n = NB_NAMES[i]!;
  sd([`__${n}__`, `__r${n}__`], `nb_binary.${i}`, (fn: (a: PyObject, b: PyObject) => PyObject) => (s, a) => fn(s, oneArg(a)), slotBinaryGeneric(i));
  sd([`__i${n}__`], `nb_inplace.${i}`, (fn: (a: PyObject, b: PyObject) => PyObject) => (s, a) => fn(s, oneArg(a)), slotInplaceGeneric(i));
}
// the sequence slots after the number ones (CPython's slotdefs order): a type with nb_add has its
// `__add__` from it, one with sq_concat alone (tuple, list, str, bytes) from the sequence slot. A
// class's own `__add__`/`__mul__` gives no sequence slot (SQSLOT's NULL function): the generic is null.
sd(["__add__"], "sq_concat", (fn: (a: PyObject, b: PyObject) => PyObject) => (s, a) => fn(s, oneArg(a)), null);
// wrap_indexargfunc: the count through __index__ (OverflowError past Py_ssize_t), for both names
sd(["__mul__", "__rmul__"], "sq_repeat", (fn: (o: PyObject, n: number) => PyObject) => (s, a) => fn(s, Math.max(0, PyNumber_AsSsize_t(oneArg(a), PyExc_OverflowError))), null);

function slotHash(o: PyObject): Hash {
  const f = o.ob_type.lookup("__hash__");
  if (f === None) typeError(`unhashable type: '${typeName(o)}'`);
  const r = callDunder(o, "__hash__", []);
  if (!isInt(r)) {
    Py_DECREF(r);
    typeError("__hash__ method should return an integer");
  }
  const v = (r as PyInt).value;
  Py_DECREF(r);
  // slot_tp_hash: a result within Py_hash_t's range is the hash itself (-1 becomes -2); only a
  // larger one is mixed by int's hash
  if (typeof v === "number") return v === -1 ? -2 : v;
  if (v >= -(2n ** 63n) && v < 2n ** 63n) return v;
  return hashInt(v);
}

function hashToInt(h: Hash): PyObject {
  return intFromHashHook(h);
}
let intFromHashHook: (h: Hash) => PyObject = () => None;
let stopIterationHook: () => PyObject = () => None;
let valueErrorType: () => PyType = () => PyExc_TypeError;
export function bindTypeobjectHooks(h: { intFromHash: (h: Hash) => PyObject; stopIteration: () => PyObject; valueError: () => PyType }): void {
  intFromHashHook = h.intFromHash;
  stopIterationHook = h.stopIteration;
  valueErrorType = h.valueError;
}

function slotIterNext(o: PyObject): PyObject | null {
  try {
    return callDunder(o, "__next__", []);
  } catch (e) {
    if (isStopIterationHook(e)) {
      Py_DECREF(e as PyObject);
      return null;
    }
    throw e;
  }
}
let isStopIterationHook: (e: unknown) => boolean = () => false;
export function setIsStopIteration(f: (e: unknown) => boolean): void {
  isStopIterationHook = f;
}

/** RICH_NAMES interned (on first use). */
const richNameStrs: (PyStr | undefined)[] = [];

function slotRichCompare(a: PyObject, b: PyObject, op: number): PyObject {
  const name = (richNameStrs[op] ??= internStr(RICH_NAMES[op]!));
  const f = typeLookup(a.ob_type, name);
  if (f === null) return NotImplemented;
  return callFound(a, f, name.value, [b]);
}

function slotGetAttrHook(o: PyObject, name: PyStr): PyObject {
  const tp = o.ob_type;
  const getattribute = tp.lookup("__getattribute__");
  const getattr = tp.lookup("__getattr__");
  const isDefault = getattribute instanceof PyMethodDescr && getattribute.objclass === PyBaseObject_Type;
  try {
    if (isDefault || getattribute === null) return genericGetAttr(o, name);
    return callDunder(o, "__getattribute__", [name]);
  } catch (e) {
    if (getattr !== null && e instanceof PyObject && e.ob_type.isSubtype(PyExc_AttributeError)) {
      Py_DECREF(e);
      return callDunder(o, "__getattr__", [name]);
    }
    throw e;
  }
}

/** Sets one slot of `type` by key ("tp_repr", "nb_binary.3"). */
function setSlot(type: PyType, key: string, v: unknown): void {
  const dot = key.indexOf(".");
  const rec = type as unknown as Record<string, unknown>;
  if (dot < 0) rec[key] = v;
  else (rec[key.slice(0, dot)] as unknown[])[Number(key.slice(dot + 1))] = v;
}

function getSlot(type: PyType, key: string): unknown {
  const dot = key.indexOf(".");
  const rec = type as unknown as Record<string, unknown>;
  if (dot < 0) return rec[key];
  return (rec[key.slice(0, dot)] as unknown[])[Number(key.slice(dot + 1))];
}

/**
 * For a builtin type: puts a slot wrapper in its dict for every slot it defines itself
 * (different from its base's), like CPython's add_operators.
 */
export function addSlotWrappers(type: PyType): void {
  const base = type.tp_base;
  for (const d of slotdefs) {
    const fn = getSlot(type, d.key);
    if (fn === PyObject_HashNotImplemented && (base === null || base.tp_hash !== fn) && !type.tp_dict.has("__hash__")) {
      // type_ready_set_hash: an unhashable type's own tp_hash shows as __hash__ = None
      type.tp_dict.set("__hash__", None);
      continue;
    }
    if (fn === null || fn === undefined || fn === PyObject_HashNotImplemented || fn === unsetGetattro) continue;
    if (base !== null && getSlot(base, d.key) === fn) continue;
    if (d.key === "tp_getattro" && fn === genericGetAttr && type !== PyBaseObject_Type) continue;
    if (d.key === "tp_setattro" && fn === genericSetAttr && type !== PyBaseObject_Type) continue;
    for (const name of d.names) {
      if (type.tp_dict.has(name)) continue;
      if (name === "__getattr__") continue;
      if (name.startsWith("__r") && NB_NAMES.includes(name.slice(3, -2)) && d.key.startsWith("nb_binary")) {
        // reflected: call the slot with swapped operands
        const raw = fn as (a: PyObject, b: PyObject) => PyObject;
        const w = new PyMethodDescr(PyWrapperDescr_Type, name, (s, a) => raw(oneArg(a), s), type);
        w.slotKey = d.key;
        w.slotFn = fn;
        w.ob_refcnt = IMMORTAL_REFCNT;
        type.tp_dict.set(name, w);
        continue;
      }
      const w = new PyMethodDescr(PyWrapperDescr_Type, name, (d.wrap as unknown as (f: unknown, name: string) => MethodImpl)(fn, name), type);
      w.slotKey = d.key;
      w.slotFn = fn;
      w.ob_refcnt = IMMORTAL_REFCNT;
      type.tp_dict.set(name, w);
    }
  }
  if (type.tp_new !== null && (base === null || type.tp_new !== base.tp_new)) addNewWrapper(type);
}

/**
 * add_tp_new_wrapper: a static type whose struct sets tp_new gets a `__new__` of its own in its
 * dict (a builtin method bound to the type), even when that tp_new is its base's.
 */
export function addNewWrapper(type: PyType): void {
  if (type.tp_new !== null && !type.tp_dict.has("__new__")) {
    const tpNew = type.tp_new;
    const owner = type;
    const impl: MethodImpl = (_self, args, kwnames) => {
      if (args.length === 0) typeError(`${owner.tp_name}.__new__(): not enough arguments`);
      const sub = args[0]!;
      if (!(sub instanceof PyType)) typeError(`${owner.tp_name}.__new__(X): X is not a type object (${typeName(sub)})`);
      if (!sub.isSubtype(owner)) typeError(`${owner.tp_name}.__new__(${sub.tp_name}): ${sub.tp_name} is not a subtype of ${owner.tp_name}`);
      // tp_new_wrapper: the nearest non-heap base of `sub` must use this very tp_new
      let staticBase: PyType = sub;
      while ((staticBase.tp_flags & Py_TPFLAGS_HEAPTYPE) !== 0 && staticBase.tp_base !== null) staticBase = staticBase.tp_base;
      if (staticBase.tp_new === null) typeError(`cannot create '${sub.tp_name}' instances`);
      if (staticBase.tp_new !== tpNew) typeError(`${owner.tp_name}.__new__(${sub.tp_name}) is not safe, use ${staticBase.tp_name}.__new__()`);
      return tpNew(sub, args.slice(1), kwnames);
    };
    // CPython's tp_new_wrapper: a builtin method bound to the type, stored as is (not a staticmethod)
    type.tp_dict.set("__new__", newCFunctionHook("__new__", impl, type, type.tp_qualname));
  }
}
let newCFunctionHook: (name: string, impl: MethodImpl, self: PyObject, qualPrefix?: string) => PyObject = () => None;
export function setCFunctionHook(f: typeof newCFunctionHook): void {
  newCFunctionHook = f;
}

/** slotdefs grouped by slot, in first-appearance order: each slot's first def and all the dunder names that feed it. */
let slotGroups: { d: SlotDef; names: string[] }[] = [];
let slotGroupsFrom = -1;
function slotGroupsOf(): { d: SlotDef; names: string[] }[] {
  if (slotGroupsFrom === slotdefs.length) return slotGroups;
  slotGroupsFrom = slotdefs.length;
  const byKey = new Map<string, { d: SlotDef; names: string[] }>();
  for (const d of slotdefs) {
    const g = byKey.get(d.key);
    if (g === undefined) byKey.set(d.key, { d, names: [...d.names] });
    else g.names.push(...d.names);
  }
  return (slotGroups = [...byKey.values()]);
}

/** For a class: points each slot at the builtin slot a wrapper wraps, or at the generic dunder caller. */
export function fixupSlots(type: PyType): void {
  for (const { d, names } of slotGroupsOf()) {
    let rawFn: unknown = undefined;
    let generic = false;
    let any = false;
    for (const name of names) {
      const f = mroLookupFrom(type, name, 0);
      if (f === null) continue;
      any = true;
      if (f instanceof PyMethodDescr && f.slotKey === d.key) {
        if (rawFn === undefined) rawFn = f.slotFn;
        else if (rawFn !== f.slotFn) generic = true;
      } else if (d.key === "tp_hash" && f === None) {
        rawFn = PyObject_HashNotImplemented;
      } else generic = true;
    }
    if (d.key === "tp_getattro") {
      if (generic) setSlot(type, d.key, slotGetAttrHook);
      else setSlot(type, d.key, rawFn ?? genericGetAttr);
      continue;
    }
    if (!any) {
      if (d.key === "tp_finalize" || d.key === "tp_call" || d.key === "tp_iternext" || d.key.startsWith("nb_") || d.key.startsWith("sq_") || d.key.startsWith("mp_") || d.key === "tp_iter" || d.key === "tp_descr_get" || d.key === "tp_descr_set") setSlot(type, d.key, null);
      continue;
    }
    setSlot(type, d.key, generic ? d.generic : rawFn);
  }
  // __eq__ without __hash__ in the class body makes instances unhashable (type_new does this)
  const newFn = type.lookup("__new__");
  if (newFn === null) return;
  if ((newFn instanceof PyWrapperObject && newFn.callable.ob_type !== PyFunction_Type) || newFn.ob_type === PyCFunction_Type) {
    // a builtin's __new__: inherit the raw tp_new from the nearest builtin base; update_one_slot
    // keeps a class's current tp_new instead, so one whose own Python __new__ was deleted keeps
    // slot_tp_new, which then calls the builtin __new__ through its wrapper (and its checks)
    if (type.tp_new === slotNew) return;
    let b: PyType | null = type.tp_base;
    while (b !== null && (b.tp_flags & Py_TPFLAGS_HEAPTYPE) !== 0) b = b.tp_base;
    type.tp_new = b ? b.tp_new : objectNew;
  } else {
    // a Python __new__: the staticmethod the class body made, or a function assigned later
    type.tp_new = slotNew;
  }
}

/** slot_tp_new: the class's `__new__` called with the class first. */
function slotNew(type: PyType, args: PyObject[], kwnames: string[] | null): PyObject {
  const f = type.lookup("__new__")!;
  return PyObject_Call(f instanceof PyWrapperObject ? f.callable : f, [type, ...args], kwnames);
}

// ---------------------------------------------------------------------------------------------
// Class creation (type_new)

function typeNewFromArgs(meta: PyType, args: PyObject[], kwnames: string[] | null): PyObject {
  const nkw = kwnames ? kwnames.length : 0;
  const npos = args.length - nkw;
  if (npos !== 3) typeError(`type.__new__() takes exactly 3 arguments (${npos} given)`);
  const [name, bases, ns] = args as [PyObject, PyObject, PyObject];
  if (!isStr(name)) badArgument("type.__new__", "argument 1", "str", name);
  if (!isTuple(bases)) badArgument("type.__new__", "argument 2", "tuple", bases);
  if (!isDict(ns)) badArgument("type.__new__", "argument 3", "dict", ns);
  // type_new: the most derived metaclass of the bases decides; one with its own tp_new (a
  // metaclass class's __new__) is passed the call, as `type('C', (Base,), {})` with Base's
  // metaclass (type(name, (AnEnum,), ns, boundary=…) runs EnumType.__new__)
  const winner = bases.items.every((b) => b instanceof PyType) ? calculateMetaclass(meta, bases.items) : meta;
  if (winner !== meta && winner.tp_new !== PyType_Type.tp_new && winner.tp_new !== null) return winner.tp_new(winner, args, kwnames);
  const kw: [string, PyObject][] = [];
  for (let i = 0; i < nkw; i++) kw.push([kwnames![i]!, args[npos + i]!]);
  return typeNew(winner, name.value, bases.items as PyType[], ns, kw);
}

/** The most derived metaclass of `meta` and the bases' metaclasses (_PyType_CalculateMetaclass). */
export function calculateMetaclass(meta: PyType, bases: PyObject[]): PyType {
  let winner = meta;
  for (const b of bases) {
    const bt = b.ob_type;
    if (winner.isSubtype(bt)) continue;
    if (bt.isSubtype(winner)) {
      winner = bt;
      continue;
    }
    typeError("metaclass conflict: the metaclass of a derived class must be a (non-strict) subclass of the metaclasses of all its bases");
  }
  return winner;
}

export function typeNew(meta: PyType, name: string, basesIn: PyObject[], ns: PyDict, kw: [string, PyObject][]): PyType {
  for (const b of basesIn) {
    if (!(b instanceof PyType)) {
      if (b.ob_type.lookup("__mro_entries__") !== null) typeError("type() doesn't support MRO entry resolution; use types.new_class()");
    }
  }
  const winner = calculateMetaclass(meta, basesIn);
  for (const b of basesIn) {
    if (!(b instanceof PyType)) typeError(`bases must be types`);
    if ((b.tp_flags & Py_TPFLAGS_BASETYPE) === 0) typeError(`type '${b.tp_name}' is not an acceptable base type`);
  }
  const bases = (basesIn.length ? basesIn : [PyBaseObject_Type]) as PyType[];
  // best_base: the base whose layout (solid base) is most derived
  let base: PyType | null = null;
  let winnerSolid: PyType | null = null;
  for (const b of bases) {
    const sb = solidBase(b);
    if (winnerSolid === null) {
      winnerSolid = sb;
      base = b;
    } else if (winnerSolid.isSubtype(sb)) {
      // the current winner's layout already extends this one
    } else if (sb.isSubtype(winnerSolid)) {
      winnerSolid = sb;
      base = b;
    } else typeError("multiple bases have instance lay-out conflict");
  }
  const slots = slotNames(ns, base!, name);
  const type = new PyType(winner, name, base!);
  type.tp_qualname = name;
  type.tp_flags = (base!.tp_flags & ~(1 << 20)) | Py_TPFLAGS_HEAPTYPE | Py_TPFLAGS_BASETYPE;
  type.tp_bases = bases.slice();
  for (const b of bases) Py_INCREF(b);
  type.tp_mro = computeMro(type, bases);
  const addDict = !base!.tp_hasdict && (slots === null || slots.dict);
  // type_new: may_add_weak needs a base without weak references and with tp_itemsize 0
  const addWeak = !hasWeakref(base!) && !isVarSized(base!) && (slots === null || slots.weakref);
  type.tp_hasdict = base!.tp_hasdict || addDict;
  if (hasWeakref(base!) || addWeak) type.tp_weaklist = true;
  // namespace
  for (const [k, v] of dictItems(ns)) {
    if (!isStr(k)) continue;
    Py_INCREF(v);
    type.tp_dict.set(k.value, v);
  }
  if (!type.tp_dict.has("__module__")) {
    const m = callerModuleName();
    if (m !== null) type.tp_dict.set("__module__", m);
  }
  const modv = type.tp_dict.get("__module__");
  if (modv !== undefined && isStr(modv)) type.tp_module = modv.value;
  const qn = type.tp_dict.get("__qualname__");
  if (qn !== undefined) {
    if (!isStr(qn)) typeError(`type __qualname__ must be a str, not ${typeName(qn)}`);
    type.tp_qualname = qn.value;
    type.tp_dict.delete("__qualname__");
  }
  const doc = type.tp_dict.get("__doc__");
  if (doc !== undefined && isStr(doc)) type.tp_doc = doc.value;
  for (const special of ["__new__"]) {
    const f = type.tp_dict.get(special);
    if (f !== undefined && f.ob_type === PyFunction_Type) type.tp_dict.set(special, new PyWrapperObject(PyStaticMethod_Type, f));
  }
  for (const special of ["__init_subclass__", "__class_getitem__"]) {
    const f = type.tp_dict.get(special);
    if (f !== undefined && f.ob_type === PyFunction_Type) type.tp_dict.set(special, new PyWrapperObject(PyClassMethod_Type, f));
  }
  if (slots !== null) addSlotMembers(type, base!, slots.names);
  // each getset descriptor owns a reference to its class (d_type)
  if (addDict) {
    const gs = dictDescr(type);
    type.tp_dict.set("__dict__", gs);
    Py_INCREF(type);
    gcTrack(gs);
  }
  if (addWeak) {
    const gs = weakrefDescr(type);
    type.tp_dict.set("__weakref__", gs);
    Py_INCREF(type);
    gcTrack(gs);
  }
  if (!type.tp_dict.has("__doc__")) type.tp_dict.set("__doc__", None);
  if (type.tp_dict.has("__eq__") && !type.tp_dict.has("__hash__")) type.tp_dict.set("__hash__", None);
  const cell = type.tp_dict.get("__classcell__");
  if (cell !== undefined) {
    (cell as unknown as { ref: PyObject | null }).ref = type;
    Py_INCREF(type);
    type.tp_dict.delete("__classcell__");
    Py_DECREF(cell);
  }
  // type_new_set_classdictcell: the cell refers to the namespace and its entry goes; the class body's
  // namespace drops its own entry too (else namespace and cell would keep each other alive)
  const dictCell = type.tp_dict.get("__classdictcell__");
  if (dictCell !== undefined) {
    const c = dictCell as unknown as { ref: PyObject | null };
    if (c.ref !== ns) {
      const old = c.ref;
      Py_INCREF(ns);
      c.ref = ns;
      if (old !== null) Py_DECREF(old);
    }
    type.tp_dict.delete("__classdictcell__");
    Py_DECREF(dictCell);
    const inNs = dictPop(ns, internStr("__classdictcell__"));
    if (inNs !== null) Py_DECREF(inNs);
  }
  type.tp_dealloc = subtypeDealloc;
  if (winner !== PyType_Type) customMro(type);
  // the class owns references to the classes of its __mro__ (the tuple's, itself included) and to
  // its tp_base
  for (const t of type.tp_mro) if ((t.tp_flags & Py_TPFLAGS_HEAPTYPE) !== 0) Py_INCREF(t);
  if ((base!.tp_flags & Py_TPFLAGS_HEAPTYPE) !== 0) Py_INCREF(base!);
  for (const b of bases) b.tp_subclasses.push(type);
  // lookups made while the dict was being filled are stale: the new class (no subclasses yet)
  // starts over; no other type's lookups change
  type.tp_version_tag = 0;
  type.lookupCache.clear();
  fixupSlots(type);
  // a heap type is a GC container (its dict and __mro__ refer back to it): tracked from here,
  // so that one whose __set_name__ or __init_subclass__ fails is collectable too
  gcTrack(type);
  // __set_name__
  // (a snapshot of the dict only when some value has __set_name__, which may change the dict)
  let setNames = false;
  for (const v of type.tp_dict.values()) if (v.ob_type.lookup("__set_name__") !== null) setNames = true;
  for (const [k, v] of setNames ? [...type.tp_dict] : []) {
    const sn = v.ob_type.lookup("__set_name__");
    if (sn === null) continue;
    try {
      Py_DECREF(callDunder(v, "__set_name__", [type, internStr(k)]));
    } catch (e) {
      if (e instanceof PyObject) addNoteHook(e, `Error calling __set_name__ on '${typeName(v)}' instance '${k}' in '${name}'`);
      throw e;
    }
  }
  // super().__init_subclass__(**kw)
  const parentInit = lookupAfter(type, "__init_subclass__");
  if (parentInit !== null) {
    const get = parentInit.ob_type.tp_descr_get;
    const bound = get ? get(parentInit, null, type) : (Py_INCREF(parentInit), parentInit);
    const kwnames = kw.map(([k]) => k);
    try {
      Py_DECREF(PyObject_Call(bound, kw.map(([, v]) => v), kwnames.length ? kwnames : null));
    } finally {
      Py_DECREF(bound);
    }
  }
  return type;
}

/** The builtin types CPython does not track in its collector (no Py_TPFLAGS_HAVE_GC: tp_free is PyObject_Free). */
const UNTRACKED_STATIC_TYPES: ReadonlySet<string> = new Set(["object", "int", "bool", "float", "complex", "str", "bytes", "bytearray", "range", "NoneType", "ellipsis", "NotImplementedType"]);
/** Whether a type's instances are freed as the collector's (PyObject_GC_Del): every class, and the builtin containers. */
function freedByCollector(t: PyType): boolean {
  return (t.tp_flags & Py_TPFLAGS_HEAPTYPE) !== 0 || !UNTRACKED_STATIC_TYPES.has(t.tp_name);
}

/**
 * type_set_bases: `C.__bases__ = (…)` on a class, checked as CPython checks it (a tuple of
 * classes, no cycle, a best base whose layout is the old one's); the MROs of the class and of
 * its subclasses are recomputed, all restored if one fails.
 */
function typeSetBases(o: PyObject, v: PyObject | null): void {
  const type = o as PyType;
  if ((type.tp_flags & Py_TPFLAGS_HEAPTYPE) === 0) typeError(`cannot set '__bases__' attribute of immutable type '${type.tp_name}'`);
  if (v === null) typeError(`cannot delete '__bases__' attribute of immutable type '${type.tp_name}'`);
  if (!(v instanceof PyTuple)) typeError(`can only assign tuple to ${type.tp_name}.__bases__, not ${typeName(v)}`);
  if (v.items.length === 0) typeError(`can only assign non-empty tuple to ${type.tp_name}.__bases__, not ()`);
  for (const b of v.items) {
    if (!(b instanceof PyType)) typeError(`${type.tp_name}.__bases__ must be tuple of classes, not '${typeName(b)}'`);
    if (b.isSubtype(type)) typeError("a __bases__ item causes an inheritance cycle");
  }
  const bases = v.items as PyType[];
  let base: PyType | null = null;
  let winnerSolid: PyType | null = null;
  for (const b of bases) {
    const sb = solidBase(b);
    if (winnerSolid === null || (sb !== winnerSolid && sb.isSubtype(winnerSolid))) {
      winnerSolid = sb;
      base = b;
    } else if (!winnerSolid.isSubtype(sb)) typeError("multiple bases have instance lay-out conflict");
  }
  const oldBase = type.tp_base!;
  // compatible_for_assignment: the same tp_free (a collected type's or not), then the same layout
  if (freedByCollector(base!) !== freedByCollector(oldBase)) typeError(`__bases__ assignment: '${base!.tp_name}' deallocator differs from '${oldBase.tp_name}'`);
  if (solidBase(base!) !== solidBase(oldBase) || base!.tp_hasdict !== oldBase.tp_hasdict || allSlotNames(base!).join() !== allSlotNames(oldBase).join()) {
    typeError(`__bases__ assignment: '${base!.tp_name}' object layout differs from '${oldBase.tp_name}'`);
  }
  const oldBases = type.tp_bases;
  // the new MROs of the class and its subclasses, all computed before any is set
  const saved: [PyType, PyType[]][] = [];
  const recompute = (t: PyType) => {
    saved.push([t, t.tp_mro]);
    t.tp_mro = computeMro(t, t.tp_bases);
    if (t.ob_type !== PyType_Type) customMro(t);
    for (const sub of t.tp_subclasses) recompute(sub);
  };
  type.tp_bases = bases.slice();
  type.tp_base = base;
  try {
    recompute(type);
  } catch (e) {
    for (const [t, mro] of saved) t.tp_mro = mro;
    type.tp_bases = oldBases;
    type.tp_base = oldBase;
    throw e;
  }
  // references: a class owns its MRO's heap classes and its tp_base
  for (const [t, mro] of saved) {
    for (const m of t.tp_mro) if ((m.tp_flags & Py_TPFLAGS_HEAPTYPE) !== 0) Py_INCREF(m);
    for (const m of mro) if ((m.tp_flags & Py_TPFLAGS_HEAPTYPE) !== 0) Py_DECREF(m);
  }
  if ((base!.tp_flags & Py_TPFLAGS_HEAPTYPE) !== 0) Py_INCREF(base!);
  if ((oldBase.tp_flags & Py_TPFLAGS_HEAPTYPE) !== 0) Py_DECREF(oldBase);
  for (const b of oldBases) {
    const i = b.tp_subclasses.indexOf(type);
    if (i >= 0) b.tp_subclasses.splice(i, 1);
  }
  for (const b of bases) b.tp_subclasses.push(type);
  for (const [t] of saved) {
    t.tp_version_tag = 0;
    t.lookupCache.clear();
  }
  bumpTypeVersion();
  updateSlotsRecursive(type);
}

/** A metaclass overriding mro(): its result becomes __mro__ (mro_invoke). */
function customMro(type: PyType): void {
  const m = type.ob_type.lookup("mro");
  if (m === null || m === PyType_Type.tp_dict.get("mro")) return;
  const r = callDunder(type, "mro", []);
  const items = iterHook(r);
  Py_DECREF(r);
  for (const t of items) if (!(t instanceof PyType)) typeError(`mro() returned a non-class ('${typeName(t)}')`);
  noteCustomMro();
  type.tp_mro = items as PyType[];
}

/** The nearest ancestor (or the type itself) that fixes the instance layout (solid_base). */
export function solidBase(t: PyType): PyType {
  let s: PyType = t;
  while (s.tp_base && ((s.tp_flags & Py_TPFLAGS_HEAPTYPE) !== 0 ? !ownSlotNames.has(s) : sharesBaseLayout(s))) s = s.tp_base;
  return s;
}

/**
 * The builtin exceptions with a struct of their own (Objects/exceptions.c); every other builtin
 * exception has its base's layout (SimpleExtendsException), so `class E(LookupError,
 * SystemError)` is allowed, as in CPython.
 */
const EXCEPTION_LAYOUTS: ReadonlySet<string> = new Set([
  "BaseException", "BaseExceptionGroup", "StopIteration", "SystemExit", "ImportError", "OSError", "SyntaxError", "UnicodeError", "AttributeError", "NameError",
]);
function sharesBaseLayout(t: PyType): boolean {
  return (t.tp_flags & Py_TPFLAGS_BASE_EXC_SUBCLASS) !== 0 && !EXCEPTION_LAYOUTS.has(t.tp_name);
}

/** Whether instances of `t` have a variable-size layout (tp_itemsize != 0: int, tuple, bytes, type). */
function isVarSized(t: PyType): boolean {
  return (t.tp_flags & (Py_TPFLAGS_LONG_SUBCLASS | Py_TPFLAGS_TUPLE_SUBCLASS | Py_TPFLAGS_BYTES_SUBCLASS | Py_TPFLAGS_TYPE_SUBCLASS)) !== 0;
}

function hasWeakref(t: PyType): boolean {
  return t.tp_weaklist || t === PyType_Type;
}

/** The member slots a class adds itself (sorted, mangled), by type. */
export const ownSlotNames = new WeakMap<PyType, string[]>();

/** All member slot names of instances of `t`, base layouts first (for __class__ assignment). */
/**
 * object_getstate_default (required=0): the instance dict itself (None when empty), paired with a
 * dict of the set `__slots__` values (copyreg._slotnames order: the MRO, most derived first).
 */
function objectGetStateDefault(o: PyObject): PyObject {
  let state: PyObject;
  if (o.dict === null || dictItems(o.dict).length === 0) state = None;
  else state = materializeDict(o.dict);
  Py_INCREF(state);
  const names: string[] = [];
  for (const t of o.ob_type.tp_mro) names.push(...(ownSlotNames.get(t) ?? []));
  if (names.length === 0) return state;
  const slots = newDict();
  for (const n of names) {
    let v: PyObject | null = null;
    try {
      v = o.ob_type.tp_getattro(o, newStr(n));
    } catch (e) {
      if (!(e instanceof PyObject && e.ob_type.isSubtype(PyExc_AttributeError))) throw e;
    }
    if (v !== null) {
      dictSetItem(slots, newStr(n), v);
      Py_DECREF(v);
    }
  }
  if (dictItems(slots).length === 0) {
    Py_DECREF(slots);
    return state;
  }
  return newTuple([state, slots]);
}

/**
 * type_dict_set_doc: every static type's dict holds `__doc__` (its tp_doc, or None); a builtin
 * type's tp_doc is its docstring from docstrings.generated.ts.
 */
export function setStaticTypeDocs(): void {
  for (const t of [PyBaseObject_Type, PyType_Type, ...staticTypes]) {
    if (t.tp_doc === null) t.tp_doc = builtinDoc(t.tp_name);
    if (t.tp_dict.has("__doc__")) continue;
    t.tp_dict.set("__doc__", t.tp_doc === null ? None : makeImmortal(newStr(t.tp_doc)));
  }
}

export function allSlotNames(t: PyType): string[] {
  const out: string[] = [];
  for (let s: PyType | null = t; s !== null; s = s.tp_base) {
    const own = ownSlotNames.get(s);
    if (own) out.unshift(...own);
  }
  return out;
}

function isIdentifier(s: string): boolean {
  return /^[\p{L}\p{Nl}_][\p{L}\p{Nl}\p{Mn}\p{Mc}\p{Nd}\p{Pc}\u00b7\u0387\u1369-\u1371\u19da]*$/u.test(s);
}

function mangle(cls: string, name: string): string {
  if (!name.startsWith("__") || name.endsWith("__") || name.includes(".")) return name;
  const stripped = cls.replace(/^_+/, "");
  return stripped === "" ? name : `_${stripped}${name}`;
}

/** type_new_slots: the names a class body's `__slots__` declares, checked as CPython does. */
function slotNames(ns: PyDict, base: PyType, clsName: string): { names: string[]; dict: boolean; weakref: boolean } | null {
  const decl = dictGetStr(ns, internStr("__slots__"));
  if (decl === null) return null;
  const items = isStr(decl) ? [decl] : iterHook(decl);
  // a variable-size layout (tp_itemsize != 0) takes no slots at all, __dict__/__weakref__ included
  if (items.length > 0 && isVarSized(base)) typeError(`nonempty __slots__ not supported for subtype of '${solidBase(base).tp_name}'`);
  let dict = false, weakref = false;
  const names: string[] = [];
  for (const it of items) {
    if (!isStr(it)) typeError(`__slots__ items must be strings, not '${typeName(it)}'`);
    if (!isIdentifier(it.value)) typeError("__slots__ must be identifiers");
    if (it.value === "__dict__") {
      if (base.tp_hasdict || dict) typeError("__dict__ slot disallowed: we already got one");
      dict = true;
    } else if (it.value === "__weakref__") {
      if (hasWeakref(base) || weakref) typeError("__weakref__ slot disallowed: we already got one");
      weakref = true;
    } else names.push(it.value);
  }
  const mangled = names.map((n) => mangle(clsName, n)).sort();
  for (const n of mangled) {
    if (dictGetStr(ns, internStr(n)) !== null) {
      throw newException(valueErrorType(), `${reprString(internStr(n))} in __slots__ conflicts with class variable`);
    }
  }
  return { names: mangled, dict, weakref };
}

function addSlotMembers(type: PyType, base: PyType, names: string[]): void {
  if (names.length === 0) return;
  const offset = allSlotNames(base).length;
  const own: string[] = [];
  for (const n of names) {
    if (own.includes(n)) continue;
    const d = newMemberHook(n, offset + own.length, type);
    own.push(n);
    type.tp_dict.set(n, d);
    // a member descriptor owns a reference to its class (d_type) and is a GC container
    Py_INCREF(type);
    gcTrack(d);
  }
  ownSlotNames.set(type, own);
}

let newMemberHook: (name: string, index: number, type: PyType) => PyObject = () => None;
let dictDescr: (type: PyType) => PyObject = () => None;
let weakrefDescr: (type: PyType) => PyObject = () => None;
let callerModuleName: () => PyObject | null = () => null;
let addNoteHook: (e: PyObject, note: string) => void = () => {};
let typeDictHook: (t: PyType) => PyObject = () => None;
/** object_isinstance / recursive_issubclass (builtins.ts), for type.__instancecheck__/__subclasscheck__. */
export const instanceCheckHooks = {
  isInstance: (_o: PyObject, _cls: PyObject): boolean => false,
  isSubclass: (_c: PyObject, _cls: PyObject): boolean => false,
};
export function bindClassHooks(h: {
  newMember: typeof newMemberHook;
  dictDescr: typeof dictDescr;
  weakrefDescr: typeof weakrefDescr;
  callerModuleName: typeof callerModuleName;
  addNote: typeof addNoteHook;
  typeDict: typeof typeDictHook;
}): void {
  typeDictHook = h.typeDict;
  newMemberHook = h.newMember;
  dictDescr = h.dictDescr;
  weakrefDescr = h.weakrefDescr;
  callerModuleName = h.callerModuleName;
  addNoteHook = h.addNote;
}

/** The attribute `name` found in the MRO after `type` itself. */
function lookupAfter(type: PyType, name: string): PyObject | null {
  return mroLookupFrom(type, name, 1);
}

/**
 * The first value for `name` in the MRO from position `from` on, without filling the type's
 * lookup cache (fixupSlots asks ~100 names of a new class once).
 */
function mroLookupFrom(type: PyType, name: string, from: number): PyObject | null {
  const mro = type.tp_mro;
  for (let i = from; i < mro.length; i++) {
    const v = mro[i]!.tp_dict.get(name);
    if (v !== undefined) return v;
  }
  return null;
}

/** subtype_dealloc: __del__, then the instance dict, then the base layout's releases. */
function subtypeDealloc(o: PyObject): void {
  if (!trashcanBegin(o, subtypeDealloc)) return;
  try {
    subtypeDeallocBody(o);
  } finally {
    trashcanEnd();
  }
}

function subtypeDeallocBody(o: PyObject): void {
  const t = o.ob_type;
  if (t.tp_finalize === null && o.constructor === PyObject) {
    plainInstanceDealloc(o, t);
    return;
  }
  if (t.tp_finalize !== null && !gcFinalized.has(o)) {
    gcFinalized.add(o); // PEP 442: __del__ runs once per object
    o.ob_refcnt = 1; // resurrect for the finalizer's duration
    try {
      t.tp_finalize(o);
    } catch (e) {
      unraisableHook(e, o);
      if (e instanceof PyObject) Py_DECREF(e); // reported: its traceback no longer holds the object
    }
    if (--o.ob_refcnt !== 0) return; // resurrected
  }
  // weak references are cleared (callbacks run) before the instance dict goes
  clearWeakrefs(o);
  const d = o.dict;
  o.dict = null;
  Py_XDECREF(d);
  clearSlots(o);
  let b: PyType | null = t.tp_base;
  while (b !== null && b.tp_dealloc === subtypeDealloc) b = b.tp_base;
  if (b !== null && b !== PyBaseObject_Type) {
    // let the builtin layout release what it owns (its own dealloc skips dict if already null)
    b.tp_dealloc(o);
  }
  Py_DECREF(t);
}

/**
 * subtypeDeallocBody for an instance of object's own layout without a finalizer (the common
 * class instance), in a function of its own: its property accesses see that layout alone, where
 * the general path's see every layout a class can extend (megamorphic).
 */
function plainInstanceDealloc(o: PyObject, t: PyType): void {
  if (t.tp_weakrefd) clearWeakrefs(o);
  const d = o.dict;
  if (d !== null) {
    o.dict = null;
    Py_DECREF(d);
  }
  if ((o as SlottedObject).ob_slots !== undefined) clearSlots(o);
  let b: PyType | null = t.tp_base;
  while (b !== null && b.tp_dealloc === subtypeDealloc) b = b.tp_base;
  if (b !== null && b !== PyBaseObject_Type) b.tp_dealloc(o);
  Py_DECREF(t);
}

/**
 * type_dealloc for a heap type (reached once the collector's type_clear let go of the __mro__'s
 * reference to the type itself): leaves its bases' subclass lists and releases what it still
 * owns — the dict's values and the __mro__'s references unless cleared, tp_base and __bases__.
 */
function typeDealloc(o: PyObject): void {
  const t = o as PyType;
  if ((t.tp_flags & Py_TPFLAGS_HEAPTYPE) === 0) return;
  clearWeakrefs(t);
  PyType_Modified(t);
  for (const b of t.tp_bases) {
    const i = b.tp_subclasses.indexOf(t);
    if (i >= 0) b.tp_subclasses.splice(i, 1);
  }
  typeClear(t); // (a no-op once the collector cleared it)
  if (t.tp_base !== null && (t.tp_base.tp_flags & Py_TPFLAGS_HEAPTYPE) !== 0) Py_DECREF(t.tp_base);
  for (const b of t.tp_bases) Py_DECREF(b);
}

/** type_clear: empties the dict (releasing its values) and releases the __mro__'s references. */
export function typeClear(t: PyType): void {
  if (t.tp_cleared) return;
  t.tp_cleared = true;
  const values = [...t.tp_dict.values()];
  t.tp_dict.clear();
  t.lookupCache.clear();
  PyType_Modified(t);
  for (const v of values) Py_DECREF(v);
  for (const m of t.tp_mro) if ((m.tp_flags & Py_TPFLAGS_HEAPTYPE) !== 0) Py_DECREF(m);
}

PyType_Type.tp_dealloc = typeDealloc;

let unraisableHook: (e: unknown, o: PyObject) => void = () => {};
export function setUnraisableHook(f: typeof unraisableHook): void {
  unraisableHook = f;
}

// ---------------------------------------------------------------------------------------------
// object and type methods visible to Python

export function initTypeObject(): void {
  defMethod(PyBaseObject_Type, "__init_subclass__", () => None);
  const isc = PyBaseObject_Type.tp_dict.get("__init_subclass__")!;
  PyBaseObject_Type.tp_dict.set("__init_subclass__", new PyWrapperObject(PyClassMethod_Type, newCFunctionHook("__init_subclass__", (_s, args, kw) => {
    const nkw = kw ? kw.length : 0;
    if (nkw > 0) typeError(`${(args[0] as PyType).tp_name}.__init_subclass__() takes no keyword arguments`);
    if (args.length > 1) typeError(`object.__init_subclass__() takes no arguments (${args.length - 1} given)`);
    return None;
  }, None)));
  void isc;
  defGetSet(PyBaseObject_Type, "__class__", (o) => (Py_INCREF(o.ob_type), o.ob_type), (o, v) => {
    if (v === null) typeError("can't delete __class__ attribute");
    if (!(v instanceof PyType)) typeError(`__class__ must be set to a class, not '${typeName(v)}' object`);
    const old = o.ob_type;
    if ((v.tp_flags & Py_TPFLAGS_HEAPTYPE) === 0 || (old.tp_flags & Py_TPFLAGS_HEAPTYPE) === 0) {
      typeError("__class__ assignment only supported for mutable types or ModuleType subclasses");
    }
    if (solidBase(v) !== solidBase(old) || v.tp_hasdict !== old.tp_hasdict || allSlotNames(v).join() !== allSlotNames(old).join()) {
      typeError(`__class__ assignment: '${v.tp_name}' object layout differs from '${old.tp_name}'`);
    }
    Py_INCREF(v);
    if (old.tp_weakrefd) v.tp_weakrefd = true; // its weak references are cleared when it dies
    o.ob_type = v;
    Py_DECREF(old);
  });
  // object___reduce_ex___impl: a class that overrides __reduce__ has it called; else the common
  // reduction (copyreg's __newobj__ / _reduce_ex)
  defMethodO(PyBaseObject_Type, "__reduce_ex__", (self, protocol) => {
    const proto = asCInt(protocol);
    const reduceName = internStr("__reduce__");
    const clsReduce = PyObject_GetAttr(self.ob_type, reduceName);
    const overridden = clsReduce !== PyBaseObject_Type.tp_dict.get("__reduce__");
    Py_DECREF(clsReduce);
    if (!overridden) return commonReduce(self, proto);
    const reduce = PyObject_GetAttr(self, reduceName);
    try {
      return PyObject_Call(reduce, []);
    } finally {
      Py_DECREF(reduce);
    }
  });
  defMethodNoArgs(PyBaseObject_Type, "__reduce__", (self) => commonReduce(self, 0));
  // object_subclasshook: METH_CLASS | METH_O, the error naming the class it is bound to
  defClassMethod(PyBaseObject_Type, "__subclasshook__", (cls, args, kwnames) => {
    const qual = `${(cls as PyType).tp_qualname}.__subclasshook__`;
    if (kwnames !== null && kwnames.length > 0) typeError(`${qual}() takes no keyword arguments`);
    if (args.length !== 1) typeError(`${qual}() takes exactly one argument (${args.length} given)`);
    return NotImplemented;
  });
  defMethodNoArgs(PyBaseObject_Type, "__getstate__", (self) => objectGetStateDefault(self));
  defMethodNoArgs(PyBaseObject_Type, "__dir__", (self) => {
    const names = new Set<string>();
    if (self.dict) for (const [k] of dictItems(self.dict)) if (isStr(k)) names.add(k.value);
    for (const t of self.ob_type.tp_mro) for (const k of t.tp_dict.keys()) names.add(k);
    return newList([...names].map((n) => newStr(n)));
  });
  defMethodO(PyBaseObject_Type, "__format__", (self, spec) => {
    if (!isStr(spec)) typeError(`__format__() argument must be str, not ${spec === None ? "None" : typeName(spec)}`);
    if (spec.value !== "") typeError(`unsupported format string passed to ${typeName(self)}.__format__`);
    return strOf(self);
  });
  defMethodNoArgs(PyBaseObject_Type, "__sizeof__", () => newInt(16));
  addSlotWrappers(PyBaseObject_Type);

  const specialSet = (o: PyObject, v: PyObject | null, attr: string): PyType => {
    const t = o as PyType;
    if ((t.tp_flags & Py_TPFLAGS_HEAPTYPE) === 0) typeError(`cannot set '${attr}' attribute of immutable type '${t.tp_name}'`);
    if (v === null) typeError(`cannot delete '${attr}' attribute of immutable type '${t.tp_name}'`);
    return t;
  };
  defGetSet(PyType_Type, "__name__", (o) => newStr((o as PyType).tp_name.slice((o as PyType).tp_name.lastIndexOf(".") + 1)), (o, v) => {
    const t = specialSet(o, v, "__name__");
    if (!isStr(v!)) typeError(`can only assign string to ${t.tp_name}.__name__, not '${typeName(v!)}'`);
    if (v.value.includes("\0")) throw newException(valueErrorType(), "type name must not contain null characters");
    t.tp_name = v.value;
  });
  defGetSet(PyType_Type, "__qualname__", (o) => newStr((o as PyType).tp_qualname), (o, v) => {
    const t = specialSet(o, v, "__qualname__");
    if (!isStr(v!)) typeError(`can only assign string to ${t.tp_name}.__qualname__, not '${typeName(v!)}'`);
    t.tp_qualname = v.value;
  });
  defGetSet(PyType_Type, "__module__", (o) => {
    const t = o as PyType;
    if ((t.tp_flags & Py_TPFLAGS_HEAPTYPE) === 0) return internStr(t.tp_module); // type_module interns it (pickle memoizes it by identity)
    const m = t.tp_dict.get("__module__");
    if (m === undefined) throw newException(PyExc_AttributeError, "__module__");
    return (Py_INCREF(m), m);
  }, (o, v) => {
    const t = specialSet(o, v, "__module__");
    if (isStr(v!)) t.tp_module = v.value;
    Py_INCREF(v!);
    const old = t.tp_dict.get("__module__");
    t.tp_dict.set("__module__", v!);
    if (old !== undefined) Py_DECREF(old);
    bumpTypeVersion();
  });
  defGetSet(PyType_Type, "__mro__", (o) => newTuple((o as PyType).tp_mro.map((t) => (Py_INCREF(t), t as PyObject))));
  defGetSet(PyType_Type, "__bases__", (o) => newTuple((o as PyType).tp_bases.map((t) => (Py_INCREF(t), t as PyObject))), typeSetBases);
  defGetSet(PyType_Type, "__base__", (o) => {
    const b = (o as PyType).tp_base;
    return b ? (Py_INCREF(b), b) : None;
  });
  defGetSet(PyType_Type, "__doc__", (o) => {
    const t = o as PyType;
    if ((t.tp_flags & Py_TPFLAGS_HEAPTYPE) === 0) return t.tp_doc === null ? None : newStr(t.tp_doc);
    const d = t.tp_dict.get("__doc__");
    if (d === undefined) return None;
    const get = d.ob_type.tp_descr_get;
    if (get) return get(d, null, t);
    Py_INCREF(d);
    return d;
  }, (o, v) => {
    const t = specialSet(o, v, "__doc__");
    Py_INCREF(v!);
    const old = t.tp_dict.get("__doc__");
    t.tp_dict.set("__doc__", v!);
    if (old !== undefined) Py_DECREF(old);
    bumpTypeVersion();
  });
  defGetSet(PyType_Type, "__dict__", (o) => typeDictHook(o as PyType));
  defGetSet(PyType_Type, "__abstractmethods__", (o) => {
    const v = (o as PyType).tp_dict.get("__abstractmethods__");
    if (v === undefined || o === PyType_Type) throw newException(PyExc_AttributeError, "__abstractmethods__");
    Py_INCREF(v);
    return v;
  }, (o, v) => {
    const t = o as PyType;
    if (v === null) t.tp_dict.delete("__abstractmethods__");
    else {
      Py_INCREF(v);
      t.tp_dict.set("__abstractmethods__", v);
      if (PyObject_IsTrue(v)) t.tp_flags |= 1 << 20;
      else t.tp_flags &= ~(1 << 20);
    }
    bumpTypeVersion();
  });
  defMethodNoArgs(PyType_Type, "__dir__", (self) => {
    // type___dir__: the names in the class's and its bases' dicts
    const names = new Set<string>();
    for (const t of (self as PyType).tp_mro) for (const k of t.tp_dict.keys()) names.add(k);
    return newList([...names].map((n) => newStr(n)));
  });
  defMethodNoArgs(PyType_Type, "mro", (self) => {
    const t = self as PyType;
    const mro = t.tp_bases.length ? computeMro(t, t.tp_bases) : t.tp_mro;
    return newList(mro.map((x) => (Py_INCREF(x), x as PyObject)));
  });
  defMethodNoArgs(PyType_Type, "__subclasses__", (self) => newList((self as PyType).tp_subclasses.map((t) => (Py_INCREF(t), t as PyObject))));
  defMethodO(PyType_Type, "__instancecheck__", (self, inst) => newBool(instanceCheckHooks.isInstance(inst, self)));
  defMethodO(PyType_Type, "__subclasscheck__", (self, sub) => newBool(instanceCheckHooks.isSubclass(sub, self)));
  // type___sizeof__ (64-bit sizes): a static type's PyTypeObject (416); a class's
  // PyHeapTypeObject (936), with its ht_cached_keys (the shared keys of its instances' dicts,
  // made at the maximum split-table size: 768) when its instances' dict is a managed one — the
  // class has a __dict__ that no builtin base keeps in a slot of its own (exceptions, functions,
  // types, modules do); measured with CPython 3.14 on x86-64
  defMethodNoArgs(PyType_Type, "__sizeof__", (self) => {
    const t = self as PyType;
    if ((t.tp_flags & Py_TPFLAGS_HEAPTYPE) === 0) return newInt(416);
    const builtinBase = t.tp_mro.find((b) => (b.tp_flags & Py_TPFLAGS_HEAPTYPE) === 0);
    return newInt(936 + (t.tp_hasdict && builtinBase !== undefined && !builtinBase.tp_hasdict ? 768 : 0));
  });
  defMethod(PyType_Type, "__prepare__", () => newDict());
  const prep = PyType_Type.tp_dict.get("__prepare__") as PyMethodDescr;
  PyType_Type.tp_dict.set("__prepare__", new PyWrapperObject(PyClassMethod_Type, newCFunctionHook("__prepare__", () => newDict(), None)));
  void prep;
  addSlotWrappers(PyType_Type);
}

let strOf: (o: PyObject) => PyObject = (o) => PyObject_Repr(o);
export function setStrOf(f: (o: PyObject) => PyObject): void {
  strOf = f;
}

export { reprString, PyObject_RichCompare, PyUnicode_Type, newList, newTuple };
