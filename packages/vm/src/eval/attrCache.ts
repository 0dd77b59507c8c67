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
import { IMMORTAL_REFCNT, Py_TPFLAGS_METHOD_DESCRIPTOR, Py_TPFLAGS_HEAPTYPE, versionTagValid, assignVersionTag, type PyObject, type PyType } from "../objects/object.js";
import { newAttrCache, ATTR_CACHE_WAYS, CO_NOT_PLAIN, type AttrCache, type PyCode } from "../objects/code.js";
import { dictIndexStr, dictSetStr, newAttributeDict, splitDictAppend } from "../objects/dict.js";
import { strHashKey, internStr, type PyStr } from "../objects/str.js";
import { genericGetAttr, genericSetAttr, typeLookup, hasGenericBinarySlot, NB_NAMES } from "../objects/typeobject.js";
import { PyProperty_Type, type PyPropertyObject } from "../objects/descr.js";
import { PyFunction_Type, type PyFunction } from "../objects/function.js";
import { PyMemberDescr_Type, type PyMemberDescr, type SlottedObject } from "../objects/member.js";

function cacheOf(code: PyCode): AttrCache {
  return code.attrCache ?? (code.attrCache = newAttrCache(code.code.length >> 1));
}

/** The way of site `at` filled for type version `tag` (a valid one), or -1. */
function wayOf(c: AttrCache, at: number, tag: number): number {
  if (!versionTagValid(tag)) return -1;
  for (let k = at; k < c.tag.length; k += c.n) if (c.tag[k] === tag) return k;
  return -1;
}

/** The way to fill at a miss on site `at`: the first, after the others moved one way down (the last dropped). */
function refill(c: AttrCache, at: number, tag: number): number {
  for (let k = at + (ATTR_CACHE_WAYS - 1) * c.n; k > at; k -= c.n) {
    c.tag[k] = c.tag[k - c.n]!;
    c.slot[k] = c.slot[k - c.n]!;
    c.descr[k] = c.descr[k - c.n]!;
    c.shared[k] = c.shared[k - c.n]!;
  }
  c.tag[at] = tag;
  c.descr[at] = null;
  c.shared[at] = null;
  return at;
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
  const w = wayOf(c, at, tag);
  if (w >= 0) {
    i = c.slot[w]!;
    if (i < 0) return i === -1 ? null : slotCell(o, -2 - i);
    if (d === null) return null;
    if (i >= d.keys.length || d.keys[i] !== name) i = dictIndexStr(d, name);
  } else {
    const descr = typeLookup(tp, name);
    if (descr !== null) {
      const k = refill(c, at, tp.tp_version_tag);
      c.descr[k] = descr;
      const cell = slotMemberIndex(tp, descr);
      c.slot[k] = -2 - cell;
      return cell < 0 ? null : slotCell(o, cell);
    }
    if (d === null) return null;
    i = dictIndexStr(d, name);
    c.slot[refill(c, at, tp.tp_version_tag)] = i;
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
  const w = wayOf(c, at, tag);
  if (w >= 0) {
    const i = c.slot[w]!;
    if (i < 0) return i === -1 ? false : storeSlotCell(o, -2 - i, v);
    if (d === null) {
      // the first attribute of a new instance (`self.x = x` in __init__): its dict is made here
      if (!tp.tp_hasdict) return false;
      d = o.dict = newAttributeDict(o);
    }
    if (i < d.keys.length && d.keys[i] === name) {
      const old = d.values[i]!;
      if (v.ob_refcnt < IMMORTAL_REFCNT) v.ob_refcnt++;
      d.values[i] = v;
      if (old.ob_refcnt < IMMORTAL_REFCNT && --old.ob_refcnt === 0) old.ob_type.tp_dealloc(old);
      return true;
    }
    if (!splitDictAppend(d, name, v)) dictSetStr(d, name, v);
    return true;
  }
  const descr = typeLookup(tp, name);
  if (descr !== null) {
    const k = refill(c, at, tp.tp_version_tag);
    c.descr[k] = descr;
    const cell = slotMemberIndex(tp, descr);
    c.slot[k] = -2 - cell;
    return cell < 0 ? false : storeSlotCell(o, cell, v);
  }
  if (d === null) {
    if (!tp.tp_hasdict) return false;
    d = o.dict = newAttributeDict(o);
  }
  dictSetStr(d, name, v);
  c.slot[refill(c, at, tp.tp_version_tag)] = dictIndexStr(d, name);
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
  let w = wayOf(c, at, tag);
  if (w >= 0) {
    descr = c.descr[w]!;
    if (descr === null) return null;
  } else {
    descr = typeLookup(tp, name);
    w = refill(c, at, tp.tp_version_tag);
    descr = c.descr[w] = descr !== null && (descr.ob_type.tp_flags & Py_TPFLAGS_METHOD_DESCRIPTOR) !== 0 ? descr : null;
    if (descr === null) return null;
  }
  // an instance dict entry of the same name wins over the method; a split dict's shared keys
  // found without it are remembered, so the inline path skips the lookup for their dicts
  const d = o.dict;
  if (d !== null && (d.bloom & (1 << (strHashKey(name) & 31))) !== 0) {
    if (dictIndexStr(d, name) >= 0) return null;
    if (d.shared !== null) c.shared[w] = d.shared;
  }
  if (descr.ob_refcnt < IMMORTAL_REFCNT) descr.ob_refcnt++;
  return descr;
}

const nbDunderNames: (PyStr | null)[] = NB_NAMES.map(() => null);

/**
 * For BINARY_OP on two instances of class `tp` (operator `i`, nb order): the Python function
 * `__op__` the class's generic slot would call — what binary_op1 does when both operands have
 * the one type, as the slot calls nothing else (no reflected `__rop__` for one type) — or null when the
 * operator is not defined that way (a builtin base's slot, a sequence fallback to keep, or a
 * dunder that is not a plain two-argument function). Cached per type version.
 */
export function binaryDunderFunction(tp: PyType, i: number): PyFunction | null {
  let cache = tp.nbDunder;
  if (cache === null || tp.nbDunderTag !== tp.tp_version_tag || !versionTagValid(tp.tp_version_tag)) {
    cache = tp.nbDunder = [];
    tp.nbDunderTag = versionTagValid(tp.tp_version_tag) ? tp.tp_version_tag : assignVersionTag(tp);
  }
  let f = cache[i];
  if (f === undefined) {
    f = null;
    if ((tp.tp_flags & Py_TPFLAGS_HEAPTYPE) !== 0 && hasGenericBinarySlot(tp, i) && tp.sq_concat === null && tp.sq_repeat === null) {
      const d = typeLookup(tp, (nbDunderNames[i] ??= internStr(`__${NB_NAMES[i]}__`)));
      if (d !== null && d.ob_type === PyFunction_Type) {
        const c = (d as PyFunction).code;
        if (c.argcount === 2 && c.kwonlyargcount === 0 && (c.flags & CO_NOT_PLAIN) === 0) f = d;
      }
    }
    cache[i] = f;
  }
  return f as PyFunction | null;
}

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
  const w = wayOf(c, at, tag);
  if (w >= 0 && c.slot[w]! < 0) {
    if (c.slot[w] !== -1) return null; // a __slots__ cell, unset (loadInstanceAttr read the others)
    descr = c.descr[w]!;
  } else {
    descr = typeLookup(tp, name);
    if (descr === null) return null;
    const k = w >= 0 ? w : refill(c, at, tp.tp_version_tag);
    c.slot[k] = -1;
    c.descr[k] = descr;
  }
  if (descr === null || descr.ob_type !== PyProperty_Type) return null;
  const f = (descr as PyPropertyObject).fget;
  if (f.ob_type !== PyFunction_Type) return null;
  const fc = (f as PyFunction).code;
  if (fc.argcount !== 1 || fc.kwonlyargcount !== 0 || (fc.flags & CO_NOT_PLAIN) !== 0) return null;
  return f as PyFunction;
}
