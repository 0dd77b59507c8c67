/** set/frozenset behaviour: operators, methods, iteration. */
import { PyObject, PyType, Py_INCREF, Py_DECREF, newStaticType, PyObject_HashNotImplemented, keepConstructFast } from "../objects/object.js";
import { None, NotImplemented } from "../objects/none.js";
import { gcTrack, gcRegisterType } from "../objects/gcstate.js";
import { newBool } from "../objects/bool.js";
import { newStr } from "../objects/str.js";
import { PySet, PySet_Type, PyFrozenSet_Type, isAnySet, newSetOf, setAdd, setContains, setDiscard, setItems, setClear, setPopFirst, setMerge, setPresize } from "../objects/set.js";
import { isDict, type PyDict } from "../objects/dict.js";
import { newList } from "../objects/list.js";
import { newTuple } from "../objects/tuple.js";
import { PyExc_KeyError, PyExc_RuntimeError, newException, newExceptionArgs, typeError } from "../objects/exceptions.js";
import { addSlotWrappers } from "../objects/typeobject.js";
import { defMethod } from "../objects/descr.js";
import { checkedMethod, defMethodO, defMethodNoArgs, defSlotMethodO } from "../args.js";
import { Py_EQ, Py_NE, Py_LT, Py_LE, Py_GT, iterateToArray, reprString, PyObject_Hash, callMethod } from "../abstract.js";
import { hashU64, hashFromBigInt } from "../hash.js";
import { reprEnter, reprLeave } from "./reprGuard.js";

export const PySetIter_Type = newStaticType("set_iterator", undefined, 0);

class PySetIter extends PyObject {
  declare items: PyObject[];
  declare i: number;
  /** The set and its size when iteration began (setiter_iternext's si_used check). */
  declare set: PySet | null;
  declare used: number;
  constructor(items: PyObject[], set: PySet | null = null) {
    super(PySetIter_Type);
    this.items = items;
    this.i = 0;
    this.set = set;
    this.used = set === null ? 0 : set.used;
    gcTrack(this); // setiter_new tracks the iterator (setiter_traverse visits the set)
  }
}

function toItems(o: PyObject): PyObject[] {
  if (isAnySet(o)) return setItems(o).map((x) => (Py_INCREF(x), x));
  return iterateToArray(o);
}

function sameKind(a: PyObject, items: PyObject[]): PySet {
  const t = a.ob_type === PyFrozenSet_Type || a.ob_type.isSubtype(PyFrozenSet_Type) ? PyFrozenSet_Type : PySet_Type;
  return newSetOf(t, items);
}

function release(xs: PyObject[]): void {
  for (const x of xs) Py_DECREF(x);
}

function setRepr(o: PyObject): PyObject {
  const s = o as PySet;
  const frozen = o.ob_type !== PySet_Type && !o.ob_type.isSubtype(PySet_Type);
  const name = o.ob_type.tp_name;
  if (s.used === 0) return newStr(`${name}()`);
  if (!reprEnter(o)) return newStr(`${name}(...)`);
  try {
    const body = "{" + setItems(s).map((x) => reprString(x)).join(", ") + "}";
    return newStr(frozen || o.ob_type !== PySet_Type ? `${name}(${body})` : body);
  } finally {
    reprLeave(o);
  }
}

function copyOf(a: PyObject): PySet {
  const r = new PySet(kindOf(a));
  setMerge(r, a as PySet);
  return r;
}

/** set_update_internal: merge a set, pre-size for a dict, else add item by item. */
export function updateFrom(so: PySet, other: PyObject): void {
  if (isAnySet(other)) return setMerge(so, other as PySet);
  if (isDict(other)) setPresize(so, (other as PyDict).used);
  const xs = iterateToArray(other);
  for (const x of xs) setAdd(so, x);
  release(xs);
}

/** set_or / set.union: a copy of `a`, then each other iterable added in order. */
function union(a: PyObject, others: PyObject[]): PySet {
  const r = copyOf(a);
  for (const o of others) updateFrom(r, o);
  return r;
}

/** set_intersection: iterate the smaller set (when both are sets), test membership in the other. */
function intersection(a: PyObject, b: PyObject): PySet {
  const result = new PySet(kindOf(a));
  if (isAnySet(b)) {
    let small = b as PySet, big = a as PySet;
    if ((a as PySet).used < (b as PySet).used) {
      small = a as PySet;
      big = b as PySet;
    }
    for (const x of setItems(small)) if (setContains(big, x)) setAdd(result, x);
    return result;
  }
  const xs = iterateToArray(b);
  for (const x of xs) if (setContains(a as PySet, x)) setAdd(result, x);
  release(xs);
  return result;
}

function kindOf(a: PyObject): PyType {
  return a.ob_type === PyFrozenSet_Type || a.ob_type.isSubtype(PyFrozenSet_Type) ? PyFrozenSet_Type : PySet_Type;
}

/** set_difference: copy-and-discard when `a` is much larger, else filter `a` into a new set. */
function difference(a: PyObject, b: PyObject): PySet {
  const bs = isAnySet(b) ? (b as PySet) : newSetOf(PySet_Type, iterateToArray(b));
  if (((a as PySet).used >> 2) > bs.used) {
    const r = copyOf(a);
    for (const x of setItems(bs)) setDiscard(r, x);
    return r;
  }
  const r = new PySet(kindOf(a));
  for (const x of setItems(a as PySet)) if (!setContains(bs, x)) setAdd(r, x);
  return r;
}

/** set_symmetric_difference: `b` merged into a new set (set_update_internal), then each key of `a` toggled. */
function symDiff(a: PyObject, b: PyObject): PySet {
  const r = new PySet(kindOf(a));
  updateFrom(r, b);
  for (const x of setItems(a as PySet)) {
    if (!setDiscard(r, x)) setAdd(r, x);
  }
  return r;
}

function updateInPlace(a: PySet, b: PyObject): void {
  updateFrom(a, b);
}

/** set_intersection_update: compute the intersection, then take over its table (set_swap_bodies). */
function intersectionUpdate(a: PySet, b: PyObject): void {
  const tmp = intersection(a, b);
  const t = a.table, h = a.hashes, m = a.mask, f = a.fill, u = a.used;
  a.table = tmp.table;
  a.hashes = tmp.hashes;
  a.mask = tmp.mask;
  a.fill = tmp.fill;
  a.used = tmp.used;
  tmp.table = t;
  tmp.hashes = h;
  tmp.mask = m;
  tmp.fill = f;
  tmp.used = u;
  Py_DECREF(tmp);
}

export function differenceUpdate(a: PySet, b: PyObject): void {
  const xs = toItems(b);
  for (const x of xs) setDiscard(a, x);
  release(xs);
}

export function symDiffUpdate(a: PySet, b: PyObject): void {
  // a non-set operand is first made a set (make_new_set), then its table is walked
  let tmp: PySet | null = null;
  if (!isAnySet(b)) {
    tmp = new PySet(PySet_Type);
    updateFrom(tmp, b);
  }
  const xs = setItems(tmp ?? (b as PySet)).map((x) => (Py_INCREF(x), x));
  if (b === a) {
    setClear(a);
  } else {
    for (const x of xs) if (!setDiscard(a, x)) setAdd(a, x);
  }
  release(xs);
  if (tmp !== null) Py_DECREF(tmp);
}

function subset(a: PySet, b: PySet): boolean {
  if (a.used > b.used) return false;
  return setItems(a).every((x) => setContains(b, x));
}

/** frozenset hash (CPython's frozenset_hash, 64-bit). */
function frozensetHash(o: PyObject): number | bigint {
  const s = o as PySet;
  if (s.hashCache !== null) return s.hashCache;
  const M = (1n << 64n) - 1n;
  const shuffle = (h: bigint): bigint => (((h ^ 89869747n) ^ ((h << 16n) & M)) * 3644798167n) & M;
  let hash = 0n;
  for (const k of setItems(s)) hash ^= shuffle(hashU64(PyObject_Hash(k)));
  if ((s.used & 1) === 0) {
    // CPython xors in the hashes of the empty (hash 0) slots... only via table scan: entries with hash==0 in the used part are keys; empty slots are skipped
  }
  hash ^= ((BigInt(s.used) + 1n) * 1927868237n) & M;
  hash ^= ((hash >> 11n) ^ (hash >> 25n)) & M;
  hash = (hash * 69069n + 907133923n) & M;
  if (hash === M) hash = 590923713n;
  const r = hashFromBigInt(hash);
  s.hashCache = r;
  return r;
}

function setNew(type: PyType, args: PyObject[], kwnames: string[] | null): PyObject {
  const frozen = type === PyFrozenSet_Type || type.isSubtype(PyFrozenSet_Type);
  if (frozen) {
    // frozenset_new's checks: no keywords unless a subclass has an __init__ of its own, at most one iterable
    const nkw = kwnames === null ? 0 : kwnames.length;
    if (nkw > 0 && (type === PyFrozenSet_Type || type.tp_init === PyFrozenSet_Type.tp_init)) typeError("frozenset() takes no keyword arguments");
    if (args.length - nkw > 1) typeError(`${type.tp_name} expected at most 1 argument, got ${args.length - nkw}`);
  }
  // frozenset_new: an exact frozenset argument is returned as is
  if (type === PyFrozenSet_Type && args.length > 0 && args[0]!.ob_type === PyFrozenSet_Type) return (Py_INCREF(args[0]!), args[0]!);
  const s = type.tp_alloc(type) as PySet;
  if (args.length > 0 && frozen) updateFrom(s, args[0]!);
  return s;
}

export function initSet(): void {
  for (const T of [PySet_Type, PyFrozenSet_Type]) {
    const frozen = T === PyFrozenSet_Type;
    T.tp_new = setNew;
    if (!frozen) {
      T.tp_init = (self, args, kw) => {
        if (kw !== null && kw.length > 0) typeError("set() takes no keyword arguments");
        if (args.length > 1) typeError(`set expected at most 1 argument, got ${args.length}`);
        setClear(self as PySet);
        if (args.length > 0) updateFrom(self as PySet, args[0]!);
      };
    }
    T.tp_repr = setRepr;
    T.tp_hash = frozen ? frozensetHash : PyObject_HashNotImplemented;
    T.sq_length = (o) => (o as PySet).used;
    // set_contains: an unhashable set key is looked up as a frozenset
    T.sq_contains = (o, v) => {
      if (v.ob_type === PySet_Type || (v.ob_type.tp_hash === PyObject_HashNotImplemented && isAnySet(v))) {
        const f = new PySet(PyFrozenSet_Type);
        updateFrom(f, v);
        try {
          return setContains(o as PySet, f);
        } finally {
          Py_DECREF(f);
        }
      }
      return setContains(o as PySet, v);
    };
    T.tp_iter = (o) => (Py_INCREF(o), new PySetIter(setItems(o as PySet).map((x) => (Py_INCREF(x), x)), o as PySet));
    T.tp_richcompare = (a, b, op) => {
      if (!isAnySet(b)) return NotImplemented;
      const x = a as PySet, y = b as PySet;
      switch (op) {
        case Py_EQ: return newBool(x.used === y.used && subset(x, y));
        case Py_NE: return newBool(!(x.used === y.used && subset(x, y)));
        case Py_LE: return newBool(subset(x, y));
        case Py_LT: return newBool(x.used < y.used && subset(x, y));
        case Py_GT: return newBool(y.used < x.used && subset(y, x));
        default: return newBool(subset(y, x));
      }
    };
    T.nb_binary[7] = (a, b) => (isAnySet(a) && isAnySet(b) ? union(a, [b]) : NotImplemented);
    T.nb_binary[1] = (a, b) => (isAnySet(a) && isAnySet(b) ? intersection(a, b) : NotImplemented);
    T.nb_binary[10] = (a, b) => (isAnySet(a) && isAnySet(b) ? difference(a, b) : NotImplemented);
    T.nb_binary[12] = (a, b) => (isAnySet(a) && isAnySet(b) ? symDiff(a, b) : NotImplemented);
    if (!frozen) {
      const wrapInplace = (f: (a: PySet, b: PyObject) => void) => (a: PyObject, b: PyObject): PyObject => {
        if (!isAnySet(b)) return NotImplemented;
        f(a as PySet, b);
        Py_INCREF(a);
        return a;
      };
      T.nb_inplace[7] = wrapInplace(updateInPlace);
      T.nb_inplace[1] = wrapInplace(intersectionUpdate);
      T.nb_inplace[10] = wrapInplace(differenceUpdate);
      T.nb_inplace[12] = wrapInplace(symDiffUpdate);
    }
    addSlotWrappers(T);
    if (!frozen) T.tp_dict.set("__hash__", None);
    const contains = T.sq_contains;
    defSlotMethodO(T, "__contains__", "sq_contains", contains, (self, key) => newBool(contains(self, key)));
    const varargs = (name: string, f: (self: PyObject, args: PyObject[]) => PyObject): void => {
      defMethod(T, name, checkedMethod(`${T.tp_name}.${name}`, "varargs", f));
    };
    varargs("union", (self, args) => union(self, args));
    varargs("intersection", (self, args) => args.reduce<PyObject>((acc, o) => intersection(acc, o), union(self, [])));
    varargs("difference", (self, args) => args.reduce<PyObject>((acc, o) => difference(acc, o), union(self, [])));
    defMethodO(T, "symmetric_difference", (self, other) => symDiff(self, other));
    defMethodO(T, "issubset", (self, other) => newBool(subset(self as PySet, isAnySet(other) ? (other as PySet) : newSetOf(PySet_Type, iterateToArray(other)))));
    defMethodO(T, "issuperset", (self, other) => newBool(subset(isAnySet(other) ? (other as PySet) : newSetOf(PySet_Type, iterateToArray(other)), self as PySet)));
    defMethodO(T, "isdisjoint", (self, other) => newBool(toItems(other).every((x) => !setContains(self as PySet, x))));
    defMethodNoArgs(T, "copy", (self) => (frozen && self.ob_type === PyFrozenSet_Type ? (Py_INCREF(self), self) : union(self, [])));
    // set___reduce___impl: (type(self), (list(self),), self.__getstate__()) — what copy and pickle rebuild the set from
    defMethodNoArgs(T, "__reduce__", (self) => {
      const keys = newList(toItems(self));
      let state: PyObject;
      try {
        state = callMethod(self, "__getstate__", []);
      } catch (e) {
        Py_DECREF(keys);
        throw e;
      }
      Py_INCREF(self.ob_type);
      return newTuple([self.ob_type, newTuple([keys]), state]);
    });
  }
  const S = PySet_Type;
  defMethodO(S, "add", (self, key) => (setAdd(self as PySet, key), None));
  /** set_discard_key's key: a set is looked up as a frozenset (setDiscard hashes the key, once). */
  const elementKey = (v: PyObject): PyObject => {
    if (v.ob_type === PySet_Type) {
      const f = new PySet(PyFrozenSet_Type);
      updateFrom(f, v);
      return f;
    }
    Py_INCREF(v);
    return v;
  };
  defMethodO(S, "discard", (self, key) => {
    const k = elementKey(key);
    setDiscard(self as PySet, k);
    Py_DECREF(k);
    return None;
  });
  defMethodO(S, "remove", (self, key) => {
    const k = elementKey(key);
    const found = setDiscard(self as PySet, k);
    Py_DECREF(k);
    if (!found) {
      Py_INCREF(key);
      throw newExceptionArgs(PyExc_KeyError, [key]);
    }
    return None;
  });
  defMethodNoArgs(S, "pop", (self) => {
    const k = setPopFirst(self as PySet);
    if (k === null) throw newException(PyExc_KeyError, "pop from an empty set");
    return k;
  });
  defMethodNoArgs(S, "clear", (self) => (setClear(self as PySet), None));
  const updater = (name: string, f: (s: PySet, o: PyObject) => void): void => {
    defMethod(S, name, checkedMethod(`set.${name}`, "varargs", (self, args) => {
      for (const o of args) f(self as PySet, o);
      return None;
    }));
  };
  updater("update", updateFrom);
  updater("intersection_update", intersectionUpdate);
  updater("difference_update", differenceUpdate);
  defMethodO(S, "symmetric_difference_update", (self, other) => (symDiffUpdate(self as PySet, other), None));
  PySetIter_Type.tp_iter = (o) => (Py_INCREF(o), o);
  PySetIter_Type.tp_iternext = (o) => {
    const it = o as PySetIter;
    if (it.set !== null && it.set.used !== it.used) {
      it.used = -1;
      throw newException(PyExc_RuntimeError, "Set changed size during iteration");
    }
    if (it.i < it.items.length) return it.items[it.i++]!;
    const set = it.set;
    it.set = null;
    if (set !== null) Py_DECREF(set);
    return null;
  };
  PySetIter_Type.tp_dealloc = (o) => {
    const it = o as PySetIter;
    for (let i = it.i; i < it.items.length; i++) Py_DECREF(it.items[i]!);
    it.items = [];
    if (it.set !== null) Py_DECREF(it.set);
    it.set = null;
  };
  gcRegisterType(PySetIter_Type, (o, visit) => {
    // the set, and the references this iterator holds to the items not yet yielded
    const it = o as PySetIter;
    if (it.set !== null) visit(it.set);
    for (let i = it.i; i < it.items.length; i++) visit(it.items[i]!);
  });
  addSlotWrappers(PySetIter_Type);
}

keepConstructFast(PySetIter);
