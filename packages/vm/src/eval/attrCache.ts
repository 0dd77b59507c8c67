/**
 * Inline caches for attribute instructions on instances of classes with the generic attribute
 * protocol (CPython's LOAD_ATTR_INSTANCE_VALUE, STORE_ATTR_INSTANCE_VALUE and
 * LOAD_ATTR_METHOD_WITH_VALUES, in pyts's terms). A cache entry is keyed by the type's version
 * tag: while the tag is the same, the type's MRO answers the name the same way (any change to
 * a class dict or a base gives the type a new tag), so the lookup in the MRO is skipped and, for
 * instance attributes, the entry index in the instance dict where the name was found is tried
 * first (instances built by the same `__init__` have their attributes in the same order); for a
 * `__slots__` member the entry holds its cell (-2 - index).
 * Each function answers null/false when the cache does not apply; the caller then takes the
 * generic path, which gives the same result.
 */
import { CO_VARARGS, CO_VARKEYWORDS, CO_GENERATOR, CO_COROUTINE, CO_ITERABLE_COROUTINE, CO_ASYNC_GENERATOR } from "@pyts/compiler";
import { IMMORTAL_REFCNT, Py_TPFLAGS_METHOD_DESCRIPTOR, versionTagValid, type PyObject, type PyType } from "../objects/object.js";
import { newAttrCache, type AttrCache, type PyCode } from "../objects/code.js";
import { dictIndexStr, dictSetStr, newDict } from "../objects/dict.js";
import { strHashKey, type PyStr } from "../objects/str.js";
import { genericGetAttr, genericSetAttr, typeLookup } from "../objects/typeobject.js";
import { PyProperty_Type, type PyPropertyObject } from "../objects/descr.js";
import { PyFunction_Type, type PyFunction } from "../objects/function.js";
import { PyMemberDescr_Type, type PyMemberDescr, type SlottedObject } from "../objects/member.js";

function cacheOf(code: PyCode): AttrCache {
  return code.attrCache ?? (code.attrCache = newAttrCache(code.code.length >> 1));
}

/**
 * `o.name` (LOAD_ATTR at code unit `at`) when the value comes from `o`'s instance dict and the
 * type has no attribute of that name, or from a `__slots__` cell (CPython's LOAD_ATTR_SLOT; the
 * cache's slot holds -2 - the cell's index): a new reference, or null to take the generic path.
 */
export function loadInstanceAttr(code: PyCode, at: number, o: PyObject, name: PyStr): PyObject | null {
  const tp = o.ob_type;
  if (tp.tp_getattro !== genericGetAttr) return null;
  const d = o.dict;
  const c = cacheOf(code);
  const tag = tp.tp_version_tag;
  let i: number;
  if (c.tag[at] === tag && versionTagValid(tag)) {
    i = c.slot[at]!;
    if (i < 0) return i === -1 ? null : slotCell(o, -2 - i);
    if (d === null) return null;
    if (i >= d.keys.length || d.keys[i] !== name) i = dictIndexStr(d, name);
  } else {
    const descr = typeLookup(tp, name);
    if (descr !== null) {
      c.tag[at] = tp.tp_version_tag;
      c.descr[at] = descr;
      const cell = slotMemberIndex(tp, descr);
      c.slot[at] = -2 - cell;
      return cell < 0 ? null : slotCell(o, cell);
    }
    if (d === null) return null;
    i = dictIndexStr(d, name);
    c.tag[at] = tp.tp_version_tag;
    c.slot[at] = i;
  }
  if (i < 0) return null;
  const v = d.values[i]!;
  if (v.ob_refcnt < IMMORTAL_REFCNT) v.ob_refcnt++;
  return v;
}

/**
 * The cell index of a `__slots__` member descriptor that applies to instances of `tp`, or -1 for
 * any other attribute (a member copied into an unrelated class raises on the generic path).
 */
function slotMemberIndex(tp: PyType, descr: PyObject): number {
  if (descr.ob_type !== PyMemberDescr_Type) return -1;
  const m = descr as PyMemberDescr;
  return m.readonlyGet === null && tp.isSubtype(m.objclass) ? m.index : -1;
}

/** A `__slots__` cell's value (a new reference), or null when unset (the generic path raises). */
function slotCell(o: PyObject, cell: number): PyObject | null {
  const v = (o as SlottedObject).ob_slots?.[cell] ?? null;
  if (v !== null && v.ob_refcnt < IMMORTAL_REFCNT) v.ob_refcnt++;
  return v;
}

/**
 * `o.name = v` (STORE_ATTR at code unit `at`) into `o`'s instance dict when the type has no
 * attribute of that name (so no descriptor decides): true when done, false for the generic path.
 */
export function storeInstanceAttr(code: PyCode, at: number, o: PyObject, name: PyStr, v: PyObject): boolean {
  const tp = o.ob_type;
  let d = o.dict;
  if (tp.tp_setattro !== genericSetAttr) return false;
  const c = cacheOf(code);
  const tag = tp.tp_version_tag;
  if (c.tag[at] === tag && versionTagValid(tag)) {
    const i = c.slot[at]!;
    if (i < 0) return i === -1 ? false : storeSlotCell(o, -2 - i, v);
    if (d === null) {
      // the first attribute of a new instance (`self.x = x` in __init__): its dict is made here
      if (!tp.tp_hasdict) return false;
      d = o.dict = newDict();
    }
    if (i < d.keys.length && d.keys[i] === name) {
      const old = d.values[i]!;
      if (v.ob_refcnt < IMMORTAL_REFCNT) v.ob_refcnt++;
      d.values[i] = v;
      if (old.ob_refcnt < IMMORTAL_REFCNT && --old.ob_refcnt === 0) old.ob_type.tp_dealloc(old);
      return true;
    }
    dictSetStr(d, name, v);
    return true;
  }
  const descr = typeLookup(tp, name);
  if (descr !== null) {
    c.tag[at] = tp.tp_version_tag;
    const cell = slotMemberIndex(tp, descr);
    c.slot[at] = -2 - cell;
    return cell < 0 ? false : storeSlotCell(o, cell, v);
  }
  if (d === null) {
    if (!tp.tp_hasdict) return false;
    d = o.dict = newDict();
  }
  dictSetStr(d, name, v);
  c.tag[at] = tp.tp_version_tag;
  c.slot[at] = dictIndexStr(d, name);
  return true;
}

/** `o.name = v` into a `__slots__` cell (CPython's STORE_ATTR_SLOT); borrows `v`. */
function storeSlotCell(o: PyObject, cell: number, v: PyObject): true {
  const cells = (o as SlottedObject).ob_slots ?? ((o as SlottedObject).ob_slots = []);
  const old = cells[cell] ?? null;
  if (v.ob_refcnt < IMMORTAL_REFCNT) v.ob_refcnt++;
  cells[cell] = v;
  if (old !== null && old.ob_refcnt < IMMORTAL_REFCNT && --old.ob_refcnt === 0) old.ob_type.tp_dealloc(old);
  return true;
}

/**
 * `o.name` for a call (LOAD_ATTR with the method bit) when the type's attribute is a method
 * descriptor and `o`'s instance dict does not shadow it: the descriptor (a new reference), to
 * be called with `o` first; null for the generic path (getMethod).
 */
export function loadMethodCached(code: PyCode, at: number, o: PyObject, name: PyStr): PyObject | null {
  const tp = o.ob_type;
  if (tp.tp_getattro !== genericGetAttr) return null;
  const c = cacheOf(code);
  const tag = tp.tp_version_tag;
  let descr: PyObject | null;
  if (c.tag[at] === tag && versionTagValid(tag)) {
    descr = c.descr[at]!;
    if (descr === null) return null;
  } else {
    descr = typeLookup(tp, name);
    c.tag[at] = tp.tp_version_tag;
    c.descr[at] = descr !== null && (descr.ob_type.tp_flags & Py_TPFLAGS_METHOD_DESCRIPTOR) !== 0 ? descr : null;
    descr = c.descr[at]!;
    if (descr === null) return null;
  }
  // an instance dict entry of the same name wins over the method
  const d = o.dict;
  if (d !== null && (d.bloom & (1 << (strHashKey(name) & 31))) !== 0 && dictIndexStr(d, name) >= 0) return null;
  if (descr.ob_refcnt < IMMORTAL_REFCNT) descr.ob_refcnt++;
  return descr;
}

/** The co_flags that keep a getter off the inline path: *args, **kwargs, and the generator/coroutine kinds. */
const CO_NOT_SIMPLE = CO_VARARGS | CO_VARKEYWORDS | CO_GENERATOR | CO_COROUTINE | CO_ITERABLE_COROUTINE | CO_ASYNC_GENERATOR;

/**
 * `o.name` (LOAD_ATTR at code unit `at`, no method bit) when the type's attribute is a property
 * whose getter is a plain one-argument Python function (CPython's LOAD_ATTR_PROPERTY): the
 * getter, for the eval loop to run as a frame of its own with `o` as its argument; null for the
 * generic path. A property is a data descriptor, so the instance dict cannot shadow it.
 */
export function propertyGetter(code: PyCode, at: number, o: PyObject, name: PyStr): PyFunction | null {
  const tp = o.ob_type;
  if (tp.tp_getattro !== genericGetAttr) return null;
  const c = cacheOf(code);
  const tag = tp.tp_version_tag;
  let descr: PyObject | null;
  if (c.tag[at] === tag && versionTagValid(tag) && c.slot[at]! < 0) {
    if (c.slot[at] !== -1) return null; // a __slots__ cell, unset (loadInstanceAttr read the others)
    descr = c.descr[at]!;
  } else {
    descr = typeLookup(tp, name);
    if (descr === null) return null;
    c.tag[at] = tp.tp_version_tag;
    c.slot[at] = -1;
    c.descr[at] = descr;
  }
  if (descr === null || descr.ob_type !== PyProperty_Type) return null;
  const f = (descr as PyPropertyObject).fget;
  if (f.ob_type !== PyFunction_Type) return null;
  const fc = (f as PyFunction).code;
  if (fc.argcount !== 1 || fc.kwonlyargcount !== 0 || (fc.flags & CO_NOT_SIMPLE) !== 0) return null;
  return f as PyFunction;
}
