/**
 * dict: insertion-ordered entries (keys/values/hashes arrays with holes for deletions) plus, once
 * the dict holds more than SMALL_DICT entry slots, an open-addressing index as CPython's
 * dk_indices: a power-of-two array of entry numbers (EMPTY, DUMMY for a deleted entry) probed
 * with CPython's perturbation walk on the folded hash (hashIndexKey), kept at most 2/3 full. A
 * small dict (most instance `__dict__`s, kwargs) has no index: a lookup scans its few entries in
 * order, comparing by identity first, then hash and `==`. Iteration order is insertion order, as
 * in CPython; `==` may run Python code.
 */
import { trashcanBegin, trashcanEnd } from "./trashcan.js";
import { PyObject, IMMORTAL_REFCNT, newStaticType, Py_DECREF, Py_TPFLAGS_DICT_SUBCLASS, Py_TPFLAGS_BASETYPE, type PyType, type Hash, keepConstructFast } from "./object.js";
import { PyStr, PyUnicode_Type, strHash, strHashKey } from "./str.js";
import { hashIndexKey, onHashSecretChange } from "../hash.js";
import { PyObject_HashKey, PyObject_RichCompareBool, Py_EQ } from "../abstract.js";
import { gcTrack, inlineValuesOwner } from "./gcstate.js";
import { PyLong_Type, type PyInt } from "./int.js";

export const PyDict_Type = newStaticType("dict", undefined, Py_TPFLAGS_BASETYPE | Py_TPFLAGS_DICT_SUBCLASS);

export class PyDict extends PyObject {
  declare keys: (PyObject | null)[];
  declare values: (PyObject | null)[];
  /**
   * Per entry: its hash; null until a key that is not an exact str arrives (an exact str carries
   * its own hash), so str-keyed dicts (instance dicts, globals, kwargs) keep two arrays, not three.
   */
  declare hashes: Hash[] | null;
  /** Open-addressing table of entry numbers (EMPTY, DUMMY or an entry's index); null in a small dict. */
  declare index: number[] | null;
  declare used: number;
  /**
   * A 32-bit filter of the index keys ever inserted (bit `ikey & 31`; deletions leave bits set):
   * a lookup whose bit is clear misses without a probe.
   */
  declare bloom: number;
  /** Bumped on every insertion/deletion (iteration checks "changed size during iteration"). */
  declare version: number;
  /**
   * Whether the collector tracks this dict as an object of its own. A class instance's attribute
   * dict made by a store is not (CPython 3.14 keeps such attributes as the instance's inline
   * values: no dict object, nothing counted); it is tracked once it escapes as an object
   * (`__dict__`, vars(), __getstate__) — materialized, as CPython makes a dict object then.
   */
  declare tracked: boolean;
  /**
   * The shared keys this dict's `keys` (and `index`, `bloom`) are while it is split; null for a
   * dict that owns its keys. See SharedKeys.
   */
  declare shared: SharedKeys | null;
  constructor(type: PyType, track = true, shared: SharedKeys | null = null) {
    super(type);
    this.keys = shared === null ? [] : shared.keys;
    this.values = [];
    this.hashes = null;
    this.index = null;
    this.used = 0;
    this.bloom = 0;
    this.version = 0;
    this.tracked = track;
    this.shared = shared;
    if (track) gcTrack(this);
  }
}

/**
 * CPython's shared keys (a split table's PyDictKeysObject, a heap type's ht_cached_keys): the key
 * order of class instances' attribute dicts, one object for every dict with the same keys in the
 * same order, so an instance made by `__init__` holds only its values. A split dict's `keys`,
 * `index` and `bloom` are its SharedKeys's (never written through the dict); the first change
 * that is not an append of a new key in CPython's terms (a deletion, a key that is not an
 * immortal exact str, a table past SHARED_KEYS_MAX_SIZE) gives the dict keys of its own
 * (unshareKeys). Appending moves to the next SharedKeys (a transition kept on the one before,
 * as V8's hidden classes). The keys are immortal (interned) strs: nothing is counted for them.
 */
export class SharedKeys {
  readonly keys: PyStr[];
  readonly index: number[] | null;
  readonly bloom: number;
  /** sharedKeysGeneration when made: older ones (from before the hash secret changed) are not extended. */
  readonly generation: number;
  /** The last transition taken (checked before the map). */
  nextKey: PyStr | null = null;
  next: SharedKeys | null = null;
  transitions: Map<PyStr, SharedKeys> | null = null;
  constructor(keys: PyStr[], index: number[] | null, bloom: number) {
    this.keys = keys;
    this.index = index;
    this.bloom = bloom;
    this.generation = sharedKeysGeneration;
  }
}

/** CPython's SHARED_KEYS_MAX_SIZE: a split table holds at most this many keys. */
const SHARED_KEYS_MAX_SIZE = 30;
/** SharedKeys made before new ones stop (a program making attribute names without end). */
const MAX_SHARED_KEYS = 16384;
let sharedKeysMade = 0;
let sharedKeysGeneration = 0;
/** The empty shared keys every split dict starts from (remade when the hash secret changes). */
let rootSharedKeys = new SharedKeys([], null, 0);
onHashSecretChange(() => {
  sharedKeysGeneration++;
  rootSharedKeys = new SharedKeys([], null, 0);
  sharedKeysMade = 0;
});

/** The shared keys after appending `key` (an immortal exact str not among `sk`'s keys) to `sk`'s, or null when there are none to have. */
function sharedKeysAppend(sk: SharedKeys, key: PyStr): SharedKeys | null {
  if (sk.nextKey === key) return sk.next;
  let next = sk.transitions?.get(key);
  if (next === undefined) {
    if (sk.keys.length >= SHARED_KEYS_MAX_SIZE || sharedKeysMade >= MAX_SHARED_KEYS || sk.generation !== sharedKeysGeneration) return null;
    sharedKeysMade++;
    const keys = [...sk.keys, key];
    const hk = strHashKey(key);
    let index: number[] | null = null;
    if (sk.index !== null && keys.length * 3 <= sk.index.length * 2) {
      index = sk.index.slice();
      indexSlot(index, hk, keys.length - 1);
    } else if (keys.length > SMALL_DICT) index = indexOf(keys);
    next = new SharedKeys(keys, index, sk.bloom | (1 << (hk & 31)));
    (sk.transitions ??= new Map()).set(key, next);
  }
  sk.nextKey = key;
  sk.next = next;
  return next;
}

export function newDict(): PyDict {
  return new PyDict(PyDict_Type);
}

/**
 * A new attribute dict for `o`: untracked when it stands for a class instance's inline values
 * (gcstate.ts inlineValuesOwner), else an ordinary tracked dict.
 */
export function newAttributeDict(o: PyObject): PyDict {
  return inlineValuesOwner(o) ? newSplitDict() : new PyDict(PyDict_Type, true);
}

/** An empty split dict (untracked: a class instance's inline values), on the live shared keys. */
export function newSplitDict(): PyDict {
  return new PyDict(PyDict_Type, false, rootSharedKeys);
}

/**
 * `d[key] = value` (borrowed) when `d` is split and `key` is the name its shared keys last took a
 * transition on (an instance's `__init__` storing its attributes in the order the instances
 * before it did): the value appended without a lookup (the key is not among the shared keys, or
 * the transition would not exist). False (nothing done) otherwise: dictSetStr's to do.
 */
export function splitDictAppend(d: PyDict, key: PyStr, value: PyObject): boolean {
  const sk = d.shared;
  if (sk === null || sk.nextKey !== key) return false;
  if (value.ob_refcnt < IMMORTAL_REFCNT) value.ob_refcnt++;
  splitAppend(d, sk.next!, value);
  return true;
}

/** A split dict moved on to `next` (its shared keys with one more) with `value` (a reference the caller gives) appended. */
function splitAppend(d: PyDict, next: SharedKeys, value: PyObject): void {
  d.shared = next;
  d.keys = next.keys;
  d.index = next.index;
  d.bloom = next.bloom;
  d.values.push(value);
  d.used++;
  d.version++;
}

/** A split dict's keys made its own (before a change its shared keys cannot take). */
function unshareKeys(d: PyDict): void {
  const sk = d.shared!;
  d.shared = null;
  d.keys = sk.keys.slice();
  d.index = sk.index === null ? null : sk.index.slice();
}

/** Makes an untracked attribute dict an object of its own (it escaped to Python code). */
export function materializeDict(d: PyDict): PyDict {
  if (!d.tracked) {
    d.tracked = true;
    gcTrack(d);
  }
  return d;
}

export function isDict(o: PyObject): o is PyDict {
  return (o.ob_type.tp_flags & Py_TPFLAGS_DICT_SUBCLASS) !== 0;
}

function ikey(h: Hash): number {
  return typeof h === "number" ? h : hashIndexKey(h);
}

/** A key's hash; null for an exact str, whose index key it carries (and strHash gives its Hash). */
function keyHash(key: PyObject): Hash | null {
  if (key.ob_type === PyUnicode_Type) return null;
  if (key.ob_type === PyLong_Type) {
    // long_hash of an int that fits a safe integer: the value itself, -1 → -2
    const v = (key as PyInt).value;
    if (typeof v === "number") return v === -1 ? -2 : v;
  }
  return PyObject_HashKey(key, "a dict key");
}

function keysEqual(a: PyObject, b: PyObject): boolean {
  if (a === b) return true;
  if (a.ob_type === PyUnicode_Type && b.ob_type === PyUnicode_Type) return (a as PyStr).value === (b as PyStr).value;
  // two exact ints: equal values (`==` compares a number and a bigint by value)
  // eslint-disable-next-line eqeqeq
  if (a.ob_type === PyLong_Type && b.ob_type === PyLong_Type) return (a as PyInt).value == (b as PyInt).value;
  return PyObject_RichCompareBool(a, b, Py_EQ);
}

/** Index of the entry holding `key`, or -1. */
export function dictLookup(d: PyDict, key: PyObject, hash: Hash | null): number {
  if (hash === null || key.ob_type === PyUnicode_Type) return dictIndexStr(d, key as PyStr);
  const hk = ikey(hash);
  if ((d.bloom & (1 << (hk & 31))) === 0) return -1;
  const index = d.index;
  if (index === null) {
    // the entries in order, as the chain of `key`'s index key would list them (keys may change under `==`)
    for (let i = 0; i < d.keys.length; i++) {
      const k = d.keys[i];
      if (k === key) return i;
      if (k != null && entryKey(d, i) === hk && keysEqual(k, key)) return i;
    }
    return -1;
  }
  const mask = index.length - 1;
  let perturb = hk >>> 0;
  for (let slot = hk & mask; ; ) {
    const ix = index[slot]!;
    if (ix === EMPTY) return -1;
    if (ix >= 0) {
      const k = d.keys[ix];
      if (k != null && (k === key || (entryKey(d, ix) === hk && keysEqual(k, key)))) return ix;
    }
    perturb >>>= PERTURB_SHIFT;
    slot = (slot * 5 + 1 + perturb) & mask;
  }
}

/** Borrowed value for `key`, or null. */
export function dictGetItem(d: PyDict, key: PyObject): PyObject | null {
  const i = dictLookup(d, key, keyHash(key));
  return i < 0 ? null : d.values[i]!;
}

/** Borrowed value for a str key given as PyStr (attribute and global lookups). */
export function dictGetStr(d: PyDict, key: PyStr): PyObject | null {
  const i = dictIndexStr(d, key);
  return i < 0 ? null : d.values[i]!;
}

/**
 * The entry index of a str key, or -1. An index stays valid while `d.version` (bumped whenever
 * keys are added or removed, which is when entries move) is unchanged: inline caches keep it.
 */
export function dictIndexStr(d: PyDict, key: PyStr): number {
  const hk = strHashKey(key);
  if ((d.bloom & (1 << (hk & 31))) === 0) return -1;
  const index = d.index;
  if (index === null) {
    for (let i = 0; i < d.keys.length; i++) {
      const k = d.keys[i];
      if (k === key) return i;
      if (k == null) continue;
      if (k.ob_type === PyUnicode_Type) {
        // a str key in a dict has its hash computed (its hkey is set)
        if ((k as PyStr).hkey === hk && (k as PyStr).value === key.value) return i;
      } else if (ikey(d.hashes![i]!) === hk && keysEqual(k, key)) return i;
    }
    return -1;
  }
  const mask = index.length - 1;
  let perturb = hk >>> 0;
  for (let slot = hk & mask; ; ) {
    const ix = index[slot]!;
    if (ix === EMPTY) return -1;
    if (ix >= 0) {
      const k = d.keys[ix];
      if (k === key) return ix;
      if (k != null) {
        if (k.ob_type === PyUnicode_Type) {
          if ((k as PyStr).hkey === hk && (k as PyStr).value === key.value) return ix;
        } else if (ikey(d.hashes![ix]!) === hk && keysEqual(k, key)) return ix;
      }
    }
    perturb >>>= PERTURB_SHIFT;
    slot = (slot * 5 + 1 + perturb) & mask;
  }
}

/** d[key] = value; borrows both (takes its own references). */
export function dictSetItem(d: PyDict, key: PyObject, value: PyObject): void {
  const hash = keyHash(key);
  const i = dictLookup(d, key, hash);
  if (value.ob_refcnt < IMMORTAL_REFCNT) value.ob_refcnt++;
  if (i >= 0) {
    const old = d.values[i]!;
    d.values[i] = value;
    if (old.ob_refcnt < IMMORTAL_REFCNT && --old.ob_refcnt === 0) old.ob_type.tp_dealloc(old);
    return;
  }
  if (key.ob_refcnt < IMMORTAL_REFCNT) key.ob_refcnt++;
  insertNew(d, key, value, hash);
}

/** Entry slots (live or deleted) a dict holds before it gets a hash index. */
const SMALL_DICT = 8;

/** d[key] = value for an exact str key (attribute stores); borrows both. */
export function dictSetStr(d: PyDict, key: PyStr, value: PyObject): void {
  const i = dictIndexStr(d, key);
  if (value.ob_refcnt < IMMORTAL_REFCNT) value.ob_refcnt++;
  if (i >= 0) {
    const old = d.values[i]!;
    d.values[i] = value;
    if (old.ob_refcnt < IMMORTAL_REFCNT && --old.ob_refcnt === 0) old.ob_type.tp_dealloc(old);
    return;
  }
  if (key.ob_refcnt < IMMORTAL_REFCNT) key.ob_refcnt++;
  insertNew(d, key, value, null);
}

/** Appends a new entry; `hash` is null for an exact str key (then computed only if the dict keeps hashes). */
function insertNew(d: PyDict, key: PyObject, value: PyObject, hash: Hash | null): void {
  if (d.shared !== null) {
    const next = key.ob_type === PyUnicode_Type && key.ob_refcnt >= IMMORTAL_REFCNT ? sharedKeysAppend(d.shared, key as PyStr) : null;
    if (next !== null) {
      splitAppend(d, next, value);
      return;
    }
    unshareKeys(d);
  }
  const n = d.keys.length;
  d.keys.push(key);
  d.values.push(value);
  let hk: number;
  if (key.ob_type === PyUnicode_Type) {
    hk = strHashKey(key as PyStr);
    if (d.hashes !== null) d.hashes.push(hash ?? strHash(key as PyStr));
  } else {
    hk = ikey(hash!);
    let hashes = d.hashes;
    if (hashes === null) {
      // the first key that is not an exact str: the entries so far are str keys (or deleted)
      hashes = d.hashes = [];
      for (let i = 0; i < n; i++) {
        const k = d.keys[i];
        hashes.push(k == null ? 0 : strHash(k as PyStr));
      }
    }
    hashes.push(hash!);
  }
  d.bloom |= 1 << (hk & 31);
  const index = d.index;
  // every entry appended since the index was built holds a slot (a deleted one as DUMMY), so
  // the entry count bounds the table's fill
  if (index !== null && (n + 1) * 3 <= index.length * 2) indexSlot(index, hk, n);
  else if (n >= SMALL_DICT) buildIndex(d);
  d.used++;
  d.version++;
}

const EMPTY = -1;
const DUMMY = -2;
const PERTURB_SHIFT = 5;

/** The index key of entry `i`. */
function entryKey(d: PyDict, i: number): number {
  const key = d.keys[i]!;
  return key.ob_type === PyUnicode_Type ? strHashKey(key as PyStr) : ikey(d.hashes![i]!);
}

/**
 * The first slot on the probe sequence of index key `hk` that holds `ix`: EMPTY to insert an
 * entry there, or an entry's number to find its slot.
 */
function slotHolding(index: number[], hk: number, ix: number): number {
  const mask = index.length - 1;
  let perturb = hk >>> 0;
  let slot = hk & mask;
  while (index[slot]! !== ix) {
    perturb >>>= PERTURB_SHIFT;
    slot = (slot * 5 + 1 + perturb) & mask;
  }
  return slot;
}

/** Puts entry `n` in the first free slot of its probe sequence. */
function indexSlot(index: number[], hk: number, n: number): void {
  index[slotHolding(index, hk, EMPTY)] = n;
}

/** (Re)builds the index over the live entries. */
function buildIndex(d: PyDict): void {
  const index = emptyIndex(d.keys.length);
  d.index = index;
  for (let i = 0; i < d.keys.length; i++) {
    if (d.keys[i] != null) indexSlot(index, entryKey(d, i), i);
  }
}

/** An index with no entries for `n` entries, with room for the table to double before it is 2/3 full. */
function emptyIndex(n: number): number[] {
  let size = 16;
  while (size < n * 3) size <<= 1;
  return new Array<number>(size).fill(EMPTY);
}

/** The index of a split table's keys (all exact strs, none deleted). */
function indexOf(keys: PyStr[]): number[] {
  const index = emptyIndex(keys.length);
  for (let i = 0; i < keys.length; i++) indexSlot(index, strHashKey(keys[i]!), i);
  return index;
}

/** Removes `key`; returns the removed value (a reference the caller now owns) or null. */
export function dictPop(d: PyDict, key: PyObject): PyObject | null {
  const hash = keyHash(key);
  const i = dictLookup(d, key, hash);
  if (i < 0) return null;
  const k = d.keys[i]!;
  const v = d.values[i]!;
  unlinkEntry(d, i);
  if (k.ob_refcnt < IMMORTAL_REFCNT && --k.ob_refcnt === 0) k.ob_type.tp_dealloc(k);
  return v;
}

/**
 * dict.popitem's removal (dict_popitem_impl): the last live entry, its key and value references
 * handed to the caller; null when empty. As CPython sets dk_nentries to the popped entry's index,
 * the deleted entries at the end go, so popping every item is linear, not quadratic.
 */
export function dictPopLast(d: PyDict): [PyObject, PyObject] | null {
  let i = d.keys.length - 1;
  while (i >= 0 && d.keys[i] == null) i--;
  if (i < 0) return null;
  const k = d.keys[i]!;
  const v = d.values[i]!;
  unlinkEntry(d, i);
  if (d.shared === null) {
    const { keys, values, hashes } = d;
    while (keys.length > 0 && keys[keys.length - 1] == null) {
      keys.pop();
      values.pop();
      hashes?.pop();
    }
  }
  return [k, v];
}

function unlinkEntry(d: PyDict, i: number): void {
  if (d.shared !== null) unshareKeys(d);
  const index = d.index;
  if (index !== null) index[slotHolding(index, entryKey(d, i), i)] = DUMMY;
  d.keys[i] = null;
  d.values[i] = null;
  d.used--;
  d.version++;
  if (d.keys.length > 16 && d.used * 2 < d.keys.length) compact(d);
}

function compact(d: PyDict): void {
  const keys = d.keys, values = d.values, hashes = d.hashes;
  d.keys = [];
  d.values = [];
  d.hashes = null;
  d.index = null;
  d.used = 0;
  d.bloom = 0;
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i];
    if (k != null) insertNew(d, k, values[i]!, hashes === null ? null : hashes[i]!);
  }
}

/** Recomputes every key's hash and rebuilds the index (after the hash secret changed). */
export function dictRehash(d: PyDict): void {
  const keys = d.keys, values = d.values;
  d.shared = null;
  d.keys = [];
  d.values = [];
  d.hashes = null;
  d.index = null;
  d.used = 0;
  d.bloom = 0;
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i];
    if (k != null) insertNew(d, k, values[i]!, keyHash(k));
  }
}

/** Removes every entry (releasing references). */
export function dictClear(d: PyDict): void {
  const keys = d.keys, values = d.values;
  d.shared = null;
  d.keys = [];
  d.values = [];
  d.hashes = null;
  d.index = null;
  d.used = 0;
  d.bloom = 0;
  d.version++;
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i];
    if (k != null) {
      if (k.ob_refcnt < IMMORTAL_REFCNT && --k.ob_refcnt === 0) k.ob_type.tp_dealloc(k);
      Py_DECREF(values[i]!);
    }
  }
}

/** Live entries as [key, value] pairs (borrowed), in order. */
export function dictItems(d: PyDict): [PyObject, PyObject][] {
  const out: [PyObject, PyObject][] = [];
  for (let i = 0; i < d.keys.length; i++) {
    const k = d.keys[i];
    if (k != null) out.push([k, d.values[i]!]);
  }
  return out;
}

/** Next live entry index at or after `i`, or -1. */
export function dictNextIndex(d: PyDict, i: number): number {
  const keys = d.keys;
  while (i < keys.length) {
    if (keys[i] != null) return i;
    i++;
  }
  return -1;
}

/**
 * dict_dealloc: releases each entry's key, then its value, in entry order. Nothing can reach a
 * dict whose count fell to zero, so it keeps its entry arrays (no fresh ones, as dictClear makes;
 * truncating them costs more than the collector's young list holding them until its next prune).
 */
function dictDealloc(o: PyObject): void {
  if (!trashcanBegin(o, dictDealloc)) return;
  try {
    const d = o as PyDict;
    const keys = d.keys, values = d.values, n = keys.length;
    d.used = 0;
    d.version++;
    for (let i = 0; i < n; i++) {
      const k = keys[i];
      if (k != null) {
        if (k.ob_refcnt < IMMORTAL_REFCNT && --k.ob_refcnt === 0) k.ob_type.tp_dealloc(k);
        const v = values[i]!;
        if (v.ob_refcnt < IMMORTAL_REFCNT && --v.ob_refcnt === 0) v.ob_type.tp_dealloc(v);
      }
    }
    d.hashes = null;
    d.index = null;
  } finally {
    trashcanEnd();
  }
}

PyDict_Type.tp_dealloc = dictDealloc;
PyDict_Type.tp_alloc = (t) => new PyDict(t);

keepConstructFast(PyDict);
