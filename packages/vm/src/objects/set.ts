/**
 * set and frozenset (Objects/setobject.c): CPython's open-addressing table — linear probes of
 * LINEAR_PROBES, then perturbation — with its resize rule, so iteration order equals 64-bit
 * CPython's for the same hashes.
 */
import { trashcanBegin, trashcanEnd } from "./trashcan.js";
import { PyObject, newStaticType, Py_INCREF, Py_DECREF, Py_TPFLAGS_BASETYPE, type PyType, type Hash, keepConstructFast } from "./object.js";
import { PyObject_HashKey, PyObject_RichCompareBool, Py_EQ } from "../abstract.js";
import { hashLow32, hashHigh32 } from "../hash.js";
import { gcTrack } from "./gcstate.js";
import { clearWeakrefs } from "./weaklist.js";

export const PySet_Type = newStaticType("set", undefined, Py_TPFLAGS_BASETYPE);
export const PyFrozenSet_Type = newStaticType("frozenset", undefined, Py_TPFLAGS_BASETYPE);

const LINEAR_PROBES = 9;
const PySet_MINSIZE = 8;

export class PySet extends PyObject {
  /** Table slots: key or null (empty) or DUMMY. */
  declare table: (PyObject | null)[];
  declare hashes: Hash[];
  declare mask: number;
  declare fill: number;
  declare used: number;
  declare hashCache: Hash | null;
  /** Where set.pop() resumes its scan (setobject.c's finger). */
  declare finger: number;
  constructor(type: PyType) {
    super(type);
    this.table = new Array(PySet_MINSIZE).fill(null);
    this.hashes = new Array(PySet_MINSIZE).fill(0);
    this.mask = PySet_MINSIZE - 1;
    this.fill = 0;
    this.used = 0;
    this.hashCache = null;
    this.finger = 0;
    gcTrack(this);
  }
}

const DUMMY = new PyObject(PySet_Type);

export function isAnySet(o: PyObject): o is PySet {
  return o.ob_type === PySet_Type || o.ob_type === PyFrozenSet_Type || o.ob_type.isSubtype(PySet_Type) || o.ob_type.isSubtype(PyFrozenSet_Type);
}

/*
 * The perturbation walk: CPython's `perturb >>= PERTURB_SHIFT; i = (i * 5 + 1 + perturb) & mask`
 * with the 64-bit unsigned perturb (the hash as size_t) held as two uint32 halves, taken from the
 * hash at the first step; only perturb's low 32 bits reach `i` (mask < 2**32).
 */

function probe(s: PySet, key: PyObject, hash: Hash, forInsert: boolean): number {
  const mask = s.mask;
  let plo = hashLow32(hash);
  let phi = -1;
  let i = plo & mask;
  let freeslot = -1;
  for (;;) {
    const limit = i + LINEAR_PROBES <= mask ? LINEAR_PROBES : 0;
    for (let j = 0; j <= limit; j++) {
      const k = s.table[i + j]!;
      if (k === null) return forInsert && freeslot >= 0 ? freeslot : i + j;
      // the hash first (a deleted slot may keep its old one), as set_lookkey compares
      if (s.hashes[i + j] === hash && k !== DUMMY && (k === key || PyObject_RichCompareBool(k, key, Py_EQ))) return i + j;
      if (forInsert && freeslot < 0 && k === DUMMY) freeslot = i + j;
    }
    if (phi < 0) phi = hashHigh32(hash);
    plo = ((plo >>> 5) | (phi << 27)) >>> 0;
    phi >>>= 5;
    i = (i * 5 + 1 + plo) & mask;
  }
}

function resize(s: PySet, minused: number): void {
  let newsize = PySet_MINSIZE;
  while (newsize <= minused) newsize <<= 1;
  const oldT = s.table, oldH = s.hashes;
  s.table = new Array(newsize).fill(null);
  s.hashes = new Array(newsize).fill(0);
  s.mask = newsize - 1;
  s.fill = s.used;
  for (let i = 0; i < oldT.length; i++) {
    const k = oldT[i]!;
    if (k !== null && k !== DUMMY) insertClean(s, k, oldH[i]!);
  }
}

function insertClean(s: PySet, key: PyObject, hash: Hash): void {
  const mask = s.mask;
  let plo = hashLow32(hash);
  let phi = -1;
  let i = plo & mask;
  for (;;) {
    if (s.table[i] === null) break;
    if (i + LINEAR_PROBES <= mask) {
      let found = -1;
      for (let j = 1; j <= LINEAR_PROBES; j++) {
        if (s.table[i + j] === null) {
          found = i + j;
          break;
        }
      }
      if (found >= 0) {
        i = found;
        break;
      }
    }
    if (phi < 0) phi = hashHigh32(hash);
    plo = ((plo >>> 5) | (phi << 27)) >>> 0;
    phi >>>= 5;
    i = (i * 5 + 1 + plo) & mask;
  }
  s.table[i] = key;
  s.hashes[i] = hash;
}

/** Adds `key` (borrowed). */
export function setAdd(s: PySet, key: PyObject): void {
  addEntry(s, key, PyObject_HashKey(key, "a set element"));
}

export function setContains(s: PySet, key: PyObject): boolean {
  const hash = PyObject_HashKey(key, "a set element");
  const i = probe(s, key, hash, false);
  const k = s.table[i];
  return k !== null && k !== DUMMY;
}

/** Removes `key`; true when it was present. */
export function setDiscard(s: PySet, key: PyObject): boolean {
  const hash = PyObject_HashKey(key, "a set element");
  const i = probe(s, key, hash, false);
  const k = s.table[i];
  if (k === null || k === DUMMY) return false;
  s.table[i] = DUMMY;
  s.used--;
  Py_DECREF(k);
  return true;
}

/** set_merge: adds every key of the set `other` to `so`, with CPython's up-front resize and copy fast paths. */
export function setMerge(so: PySet, other: PySet): void {
  if (other === so || other.used === 0) return;
  if ((so.fill + other.used) * 5 >= so.mask * 3) resize(so, (so.used + other.used) * 2);
  if (so.fill === 0 && so.mask === other.mask && other.fill === other.used) {
    for (let i = 0; i <= other.mask; i++) {
      const k = other.table[i]!;
      if (k !== null) {
        Py_INCREF(k);
        so.table[i] = k;
        so.hashes[i] = other.hashes[i]!;
      }
    }
    so.fill = other.fill;
    so.used = other.used;
    return;
  }
  if (so.fill === 0) {
    so.fill = other.used;
    so.used = other.used;
    for (let i = 0; i <= other.mask; i++) {
      const k = other.table[i]!;
      if (k !== null && k !== DUMMY) {
        Py_INCREF(k);
        insertClean(so, k, other.hashes[i]!);
      }
    }
    return;
  }
  for (let i = 0; i <= other.mask; i++) {
    const k = other.table[i]!;
    if (k !== null && k !== DUMMY) addEntry(so, k, other.hashes[i]!);
  }
}

/** Pre-sizes for `n` incoming keys as set_update_dict does. */
export function setPresize(so: PySet, n: number): void {
  if ((so.fill + n) * 5 >= so.mask * 3) resize(so, (so.used + n) * 2);
}

function addEntry(s: PySet, key: PyObject, hash: Hash): void {
  const i = probe(s, key, hash, true);
  const k = s.table[i];
  if (k !== null && k !== DUMMY) return;
  Py_INCREF(key);
  if (k === null) s.fill++;
  s.table[i] = key;
  s.hashes[i] = hash;
  s.used++;
  if (k === null && s.fill * 5 >= s.mask * 3) resize(s, s.used > 50000 ? s.used * 2 : s.used * 4);
}

/** The live keys in table order (borrowed). */
export function setItems(s: PySet): PyObject[] {
  const out: PyObject[] = [];
  for (const k of s.table) if (k !== null && k !== DUMMY) out.push(k);
  return out;
}

export function setClear(s: PySet): void {
  const items = setItems(s);
  s.table = new Array(PySet_MINSIZE).fill(null);
  s.hashes = new Array(PySet_MINSIZE).fill(0);
  s.mask = PySet_MINSIZE - 1;
  s.fill = 0;
  s.used = 0;
  for (const k of items) Py_DECREF(k);
}

/** set.pop() (set_pop): the first entry at or after the finger, wrapping; the finger moves past it. */
export function setPopFirst(s: PySet): PyObject | null {
  if (s.used === 0) return null;
  const table = s.table;
  let i = s.finger & s.mask;
  for (;;) {
    const k = table[i]!;
    if (k !== null && k !== DUMMY) {
      table[i] = DUMMY;
      s.used--;
      s.finger = i + 1;
      return k;
    }
    i = i + 1 > s.mask ? 0 : i + 1;
  }
}

export function newSetOf(type: PyType, items: PyObject[]): PySet {
  const s = new PySet(type);
  for (const x of items) setAdd(s, x);
  return s;
}

PySet_Type.tp_alloc = (t) => new PySet(t);
PyFrozenSet_Type.tp_alloc = (t) => new PySet(t);
function setDealloc(o: PyObject): void {
  if (!trashcanBegin(o, setDealloc)) return;
  try {
    clearWeakrefs(o);
    setClear(o as PySet);
  } finally {
    trashcanEnd();
  }
}
PySet_Type.tp_dealloc = setDealloc;
PyFrozenSet_Type.tp_dealloc = setDealloc;

keepConstructFast(PySet);
