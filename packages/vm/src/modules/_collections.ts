/**
 * The _collections module (Modules/_collectionsmodule.c, 3.14): deque (a ring buffer: O(1) at
 * both ends) with its two iterators, defaultdict (a dict subclass), _count_elements and
 * _tuplegetter (namedtuple's field descriptor). CPython's C OrderedDict is left out:
 * collections/__init__.py falls back to its pure-Python class when _collections lacks it.
 */
import { PyObject, PyType, Py_INCREF, Py_DECREF, Py_XDECREF, newStaticType, keepConstructFast, Py_TPFLAGS_BASETYPE, PyObject_HashNotImplemented } from "../objects/object.js";
import { gcTrack, gcRegisterType, gcRegisterClear } from "../objects/gcstate.js";
import { None, NotImplemented } from "../objects/none.js";
import { newInt, isInt } from "../objects/int.js";
import { newTuple, isTuple, type PyTuple } from "../objects/tuple.js";
import { newList } from "../objects/list.js";
import { newStr, internStr, type PyStr } from "../objects/str.js";
import { PyDict, PyDict_Type, isDict, dictSetItem, dictGetItem } from "../objects/dict.js";
import { PyModule, newModule } from "../objects/module.js";
import { newCFunction, defMethod, defGetSet, defClassMethod } from "../objects/descr.js";
import { PyExc_IndexError, PyExc_ValueError, PyExc_RuntimeError, PyExc_KeyError, PyExc_AttributeError, newException, newExceptionArgs, typeError } from "../objects/exceptions.js";
import { addSlotWrappers } from "../objects/typeobject.js";
import { clearWeakrefs } from "../objects/weaklist.js";
import {
  PyObject_GetIter, PyIter_Next, PyObject_Call, PyObject_RichCompare, PyObject_RichCompareBool, Py_EQ, PyObject_Repr,
  PyCallable_Check, PyObject_GetAttr, PyObject_SetItem, PyNumber_BinaryOp, PyNumber_AsSsize_t, typeName, asSsize,
} from "../abstract.js";
import { parseArgs, checkedMethod, checkPositional, noKw } from "../args.js";
import { newGenericAlias } from "../types/genericalias.js";
import { reprEnter, reprLeave } from "../types/reprGuard.js";

export const PyDeque_Type = newStaticType("collections.deque", undefined, Py_TPFLAGS_BASETYPE);
PyDeque_Type.tp_weaklist = true; // tp_weaklistoffset: weak references allowed
export const PyDequeIter_Type = newStaticType("collections._deque_iterator", undefined, 0);
export const PyDequeRevIter_Type = newStaticType("collections._deque_reverse_iterator", undefined, 0);
export const PyDefaultDict_Type = newStaticType("collections.defaultdict", PyDict_Type, Py_TPFLAGS_BASETYPE);
export const PyTupleGetter_Type = newStaticType("collections._tuplegetter", undefined, 0);

function ref<T extends PyObject>(o: T): T {
  Py_INCREF(o);
  return o;
}

// ---- deque -----------------------------------------------------------------------------------

export class PyDeque extends PyObject {
  /** Ring buffer: item i is buf[(head + i) & (buf.length - 1)]; the length is a power of two. */
  declare buf: (PyObject | null)[];
  declare head: number;
  declare size: number;
  /** -1: unbounded. */
  declare maxlen: number;
  /** Bumped by every mutation (iterators and searches detect them). */
  declare state: number;
  /**
   * Where CPython's first item would sit in its first 64-slot block (leftindex): what
   * __sizeof__ reports depends on it (the number of blocks in use).
   */
  declare leftindex: number;
  constructor(type: PyType) {
    super(type);
    this.buf = new Array<PyObject | null>(8).fill(null);
    this.head = 0;
    this.size = 0;
    this.maxlen = -1;
    this.state = 0;
    this.leftindex = CENTER + 1;
    gcTrack(this);
  }
}

const BLOCKLEN = 64;
const CENTER = (BLOCKLEN - 1) >> 1;

/** The block arithmetic of n items moved to (n > 0) or from (n < 0) the left end. */
function shiftLeftindex(d: PyDeque, n: number): void {
  d.leftindex = (((d.leftindex - n) % BLOCKLEN) + BLOCKLEN) % BLOCKLEN;
}

/** A pop that empties the deque at a block boundary re-centers it (deque_pop / deque_popleft). */
function resetIfEmpty(d: PyDeque): void {
  if (d.size === 0 && d.leftindex === 0) d.leftindex = CENTER + 1;
}

function at(d: PyDeque, i: number): PyObject {
  return d.buf[(d.head + i) & (d.buf.length - 1)]!;
}

function setAt(d: PyDeque, i: number, v: PyObject): void {
  d.buf[(d.head + i) & (d.buf.length - 1)] = v;
}

function grow(d: PyDeque): void {
  const n = d.buf.length;
  const nb = new Array<PyObject | null>(n * 2).fill(null);
  for (let i = 0; i < d.size; i++) nb[i] = at(d, i);
  d.buf = nb;
  d.head = 0;
}

/** Takes the reference in `v`. */
function pushRight(d: PyDeque, v: PyObject): void {
  if (d.size === d.buf.length) grow(d);
  setAt(d, d.size, v);
  d.size++;
}

function pushLeft(d: PyDeque, v: PyObject): void {
  if (d.size === d.buf.length) grow(d);
  d.head = (d.head - 1) & (d.buf.length - 1);
  d.buf[d.head] = v;
  d.size++;
  shiftLeftindex(d, 1);
}

/** Gives the reference back. */
function popRight(d: PyDeque): PyObject {
  const i = (d.head + d.size - 1) & (d.buf.length - 1);
  const v = d.buf[i]!;
  d.buf[i] = null;
  d.size--;
  d.state++;
  resetIfEmpty(d);
  return v;
}

function popLeft(d: PyDeque): PyObject {
  const v = d.buf[d.head]!;
  d.buf[d.head] = null;
  d.head = (d.head + 1) & (d.buf.length - 1);
  d.size--;
  d.state++;
  shiftLeftindex(d, -1);
  resetIfEmpty(d);
  return v;
}

/** deque_append_internal: takes `v`; trims from the left past maxlen. */
function appendRight(d: PyDeque, v: PyObject): void {
  pushRight(d, v);
  if (d.maxlen >= 0 && d.size > d.maxlen) Py_DECREF(popLeft(d));
  else d.state++;
}

function appendLeft(d: PyDeque, v: PyObject): void {
  pushLeft(d, v);
  if (d.maxlen >= 0 && d.size > d.maxlen) Py_DECREF(popRight(d));
  else d.state++;
}

function items(d: PyDeque): PyObject[] {
  const out: PyObject[] = [];
  for (let i = 0; i < d.size; i++) out.push(at(d, i));
  return out;
}

function dequeClear(d: PyDeque): void {
  const old = items(d);
  d.buf = new Array<PyObject | null>(8).fill(null);
  d.head = 0;
  d.size = 0;
  d.state++;
  d.leftindex = CENTER + 1;
  for (const x of old) Py_DECREF(x);
}

function extend(d: PyDeque, iterable: PyObject, left: boolean): void {
  // deque_extend's space-saving heuristic: an empty deque fills from the block's far end
  if (d.size === 0 && d.maxlen !== 0) d.leftindex = left ? BLOCKLEN - 1 : 1;
  if (iterable === d) {
    const copy = items(d).map(ref);
    for (const x of copy) (left ? appendLeft : appendRight)(d, x);
    return;
  }
  const it = PyObject_GetIter(iterable);
  try {
    for (;;) {
      const v = PyIter_Next(it);
      if (v === null) break;
      if (d.maxlen === 0) {
        Py_DECREF(v);
        continue;
      }
      (left ? appendLeft : appendRight)(d, v);
    }
  } finally {
    Py_DECREF(it);
  }
}

function rotate(d: PyDeque, n: number): void {
  const len = d.size;
  if (len <= 1) return;
  let k = n % len;
  if (k < 0) k += len;
  if (k === 0) return;
  // _deque_rotate moves the shorter way: k to the left end, or len - k from it
  shiftLeftindex(d, k <= len >> 1 ? k : k - len);
  // move the last k items to the front one at a time, or the first len - k to the back: whichever is fewer
  const mask = d.buf.length - 1;
  if (k <= len - k) {
    for (let j = 0; j < k; j++) {
      const last = (d.head + d.size - 1) & mask;
      const v = d.buf[last]!;
      d.buf[last] = null;
      d.head = (d.head - 1) & mask;
      d.buf[d.head] = v;
    }
  } else {
    for (let j = 0; j < len - k; j++) {
      const v = d.buf[d.head]!;
      d.buf[d.head] = null;
      d.head = (d.head + 1) & mask;
      d.buf[(d.head + d.size - 1) & mask] = v;
    }
  }
  d.state++;
}

function checkIndex(d: PyDeque, key: PyObject): number {
  if (key.ob_type.nb_index === null) typeError(`sequence index must be integer, not '${typeName(key)}'`);
  let i = PyNumber_AsSsize_t(key, PyExc_IndexError);
  if (i < 0) i += d.size;
  if (i < 0 || i >= d.size) throw newException(PyExc_IndexError, "deque index out of range");
  return i;
}

function delAt(d: PyDeque, i: number): void {
  const all = items(d);
  const [v] = all.splice(i, 1);
  d.buf = new Array<PyObject | null>(d.buf.length).fill(null);
  d.head = 0;
  d.size = 0;
  const left = d.leftindex;
  for (const x of all) pushRight(d, x);
  // deque_del_item: rotate(-i), popleft, rotate(i); the last item: pop
  d.leftindex = left;
  if (i !== all.length) shiftLeftindex(d, -1);
  resetIfEmpty(d);
  d.state++;
  Py_DECREF(v!);
}

/** deque_copy: the same type with the same items and maxlen (a subclass is called). */
function dequeCopy(o: PyObject): PyObject {
  const d = o as PyDeque;
  if (o.ob_type === PyDeque_Type) {
    const r = new PyDeque(PyDeque_Type);
    r.maxlen = d.maxlen;
    for (const x of items(d)) appendRight(r, ref(x));
    return r;
  }
  return d.maxlen < 0 ? PyObject_Call(o.ob_type, [o], null) : PyObject_Call(o.ob_type, [o, newInt(d.maxlen)], null);
}

function dequeRepr(o: PyObject): PyObject {
  const d = o as PyDeque;
  if (!reprEnter(o)) return newStr("[...]");
  let body: string;
  try {
    const l = newList(items(d).map(ref));
    try {
      body = PyObject_Repr(l).value;
    } finally {
      Py_DECREF(l);
    }
  } finally {
    reprLeave(o);
  }
  const name = o.ob_type.tp_qualname;
  return newStr(d.maxlen >= 0 ? `${name}(${body}, maxlen=${d.maxlen})` : `${name}(${body})`);
}

function searchMutated(d: PyDeque, state: number): void {
  if (d.state !== state) throw newException(PyExc_RuntimeError, "deque mutated during iteration");
}

function initDeque(): void {
  const T = PyDeque_Type;
  T.tp_alloc = (t) => new PyDeque(t);
  T.tp_new = (t) => t.tp_alloc(t);
  T.tp_init = (self, args, kw) => {
    const [iterable, maxlenO] = parseArgs("deque", args, kw, ["iterable", "maxlen"], 0);
    const d = self as PyDeque;
    let maxlen = -1;
    if (maxlenO !== null && maxlenO !== None) {
      if (!isInt(maxlenO)) typeError("an integer is required");
      maxlen = asSsize(maxlenO);
      if (maxlen < 0) throw newException(PyExc_ValueError, "maxlen must be non-negative");
    }
    d.maxlen = maxlen;
    if (d.size > 0) dequeClear(d);
    if (iterable !== null) extend(d, iterable, false);
  };
  T.tp_dealloc = (o) => {
    if (o.ob_type.tp_weakrefd) clearWeakrefs(o);
    const d = o as PyDeque;
    const old = items(d);
    d.size = 0;
    d.buf = [];
    for (const x of old) Py_DECREF(x);
  };
  gcRegisterType(T, (o, visit) => {
    for (const x of items(o as PyDeque)) visit(x);
  });
  gcRegisterClear(T, (o) => dequeClear(o as PyDeque));
  T.tp_repr = dequeRepr;
  T.tp_hash = PyObject_HashNotImplemented;
  T.tp_iter = (o) => new DequeIter(PyDequeIter_Type, ref(o as PyDeque), 0);
  T.sq_length = (o) => (o as PyDeque).size;
  T.sq_contains = (o, v) => {
    const d = o as PyDeque;
    const state = d.state;
    for (let i = 0; i < d.size; i++) {
      const x = ref(at(d, i));
      let eq: boolean;
      try {
        eq = PyObject_RichCompareBool(x, v, Py_EQ);
      } finally {
        Py_DECREF(x);
      }
      searchMutated(d, state);
      if (eq) return true;
    }
    return false;
  };
  T.mp_subscript = (o, key) => {
    const d = o as PyDeque;
    return ref(at(d, checkIndex(d, key)));
  };
  T.mp_ass_subscript = (o, key, v) => {
    const d = o as PyDeque;
    const i = checkIndex(d, key);
    if (v === null) delAt(d, i);
    else {
      const old = at(d, i);
      setAt(d, i, ref(v));
      Py_DECREF(old);
    }
  };
  T.tp_richcompare = (a, b, op) => {
    if (!b.ob_type.isSubtype(PyDeque_Type)) return NotImplemented;
    const x = items(a as PyDeque).map(ref), y = items(b as PyDeque).map(ref);
    const lx = newList(x), ly = newList(y);
    try {
      return PyObject_RichCompare(lx, ly, op);
    } finally {
      Py_DECREF(lx);
      Py_DECREF(ly);
    }
  };
  T.sq_concat = (a, b) => {
    if (!b.ob_type.isSubtype(PyDeque_Type)) typeError(`can only concatenate ${a.ob_type.tp_qualname} (not "${b.ob_type.tp_qualname}") to ${a.ob_type.tp_qualname}`);
    const r = dequeCopy(a);
    try {
      extend(r as PyDeque, b, false);
    } catch (e) {
      Py_DECREF(r);
      throw e;
    }
    return r;
  };
  const inplaceRepeat = (o: PyObject, n: number): PyObject => {
    const d = o as PyDeque;
    if (n <= 0) dequeClear(d);
    else if (n > 1 && d.size > 0) {
      const src = items(d);
      for (let k = 1; k < n; k++) {
        for (const x of src) appendRight(d, ref(x));
        if (d.maxlen >= 0 && k * src.length >= d.maxlen) break;
      }
    }
    return ref(o);
  };
  T.sq_repeat = (o, n) => {
    const r = dequeCopy(o);
    try {
      const out = inplaceRepeat(r, n);
      Py_DECREF(out);
    } catch (e) {
      Py_DECREF(r);
      throw e;
    }
    return r;
  };
  T.nb_inplace[5] = (a, b) => {
    if (b.ob_type.nb_index === null) return NotImplemented;
    const n = PyNumber_AsSsize_t(b);
    return inplaceRepeat(a, n);
  };
  T.nb_inplace[0] = (a, b) => {
    extend(a as PyDeque, b, false);
    return ref(a);
  };
  const D = (o: PyObject) => o as PyDeque;
  defMethod(T, "append", checkedMethod("deque.append", "o", (self, args) => (appendRight(D(self), ref(args[0]!)), None)));
  defMethod(T, "appendleft", checkedMethod("deque.appendleft", "o", (self, args) => (appendLeft(D(self), ref(args[0]!)), None)));
  defMethod(T, "pop", checkedMethod("deque.pop", "noargs", (self) => {
    if (D(self).size === 0) throw newException(PyExc_IndexError, "pop from an empty deque");
    return popRight(D(self));
  }));
  defMethod(T, "popleft", checkedMethod("deque.popleft", "noargs", (self) => {
    if (D(self).size === 0) throw newException(PyExc_IndexError, "pop from an empty deque");
    return popLeft(D(self));
  }));
  defMethod(T, "extend", checkedMethod("deque.extend", "o", (self, args) => (extend(D(self), args[0]!, false), None)));
  defMethod(T, "extendleft", checkedMethod("deque.extendleft", "o", (self, args) => (extend(D(self), args[0]!, true), None)));
  defMethod(T, "rotate", checkedMethod("deque.rotate", [0, 1], (self, args) => {
    const n = args.length ? asSsize(args[0]!) : 1;
    rotate(D(self), n);
    return None;
  }));
  defMethod(T, "clear", checkedMethod("deque.clear", "noargs", (self) => (dequeClear(D(self)), None)));
  defMethod(T, "copy", checkedMethod("deque.copy", "noargs", (self) => dequeCopy(self)));
  defMethod(T, "__copy__", checkedMethod("deque.__copy__", "noargs", (self) => dequeCopy(self)));
  defMethod(T, "reverse", checkedMethod("deque.reverse", "noargs", (self) => {
    const d = D(self);
    const all = items(d).reverse();
    for (let i = 0; i < all.length; i++) setAt(d, i, all[i]!);
    d.state++;
    return None;
  }));
  defMethod(T, "count", checkedMethod("deque.count", "o", (self, args) => {
    const d = D(self);
    const state = d.state;
    let n = 0;
    for (let i = 0; i < d.size; i++) {
      const x = ref(at(d, i));
      let eq: boolean;
      try {
        eq = PyObject_RichCompareBool(x, args[0]!, Py_EQ);
      } finally {
        Py_DECREF(x);
      }
      searchMutated(d, state);
      if (eq) n++;
    }
    return newInt(n);
  }));
  defMethod(T, "index", checkedMethod("deque.index", [1, 3], (self, args) => {
    const d = D(self);
    const sliceIndex = (o: PyObject): number => {
      if (o.ob_type.nb_index === null) typeError("slice indices must be integers or have an __index__ method");
      const v = PyNumber_AsSsize_t(o);
      return v;
    };
    let start = args.length > 1 ? sliceIndex(args[1]!) : 0;
    let stop = args.length > 2 ? sliceIndex(args[2]!) : d.size;
    if (start < 0) start = Math.max(0, start + d.size);
    if (stop < 0) stop = Math.max(0, stop + d.size);
    stop = Math.min(stop, d.size);
    const state = d.state;
    for (let i = start; i < stop; i++) {
      const x = ref(at(d, i));
      let eq: boolean;
      try {
        eq = PyObject_RichCompareBool(x, args[0]!, Py_EQ);
      } finally {
        Py_DECREF(x);
      }
      searchMutated(d, state);
      if (eq) return newInt(i);
    }
    throw newException(PyExc_ValueError, "deque.index(x): x not in deque");
  }));
  defMethod(T, "insert", checkedMethod("deque.insert", [2, 2], (self, args) => {
    const d = D(self);
    let i = asSsize(args[0]!);
    if (d.maxlen >= 0 && d.size >= d.maxlen) throw newException(PyExc_IndexError, "deque already at its maximum size");
    const n = d.size;
    if (i >= n) return (appendRight(d, ref(args[1]!)), None);
    if (i <= -n || i === 0) return (appendLeft(d, ref(args[1]!)), None);
    if (i < 0) i += n;
    const all = items(d);
    all.splice(i, 0, ref(args[1]!));
    const left = d.leftindex;
    d.buf = new Array<PyObject | null>(d.buf.length).fill(null);
    d.head = 0;
    d.size = 0;
    for (const x of all) pushRight(d, x);
    // rotate(-i), appendleft, rotate(i)
    d.leftindex = left;
    shiftLeftindex(d, 1);
    d.state++;
    return None;
  }));
  defMethod(T, "remove", checkedMethod("deque.remove", "o", (self, args) => {
    const d = D(self);
    const n = d.size;
    for (let i = 0; i < n; i++) {
      const x = ref(at(d, i));
      let eq: boolean;
      try {
        eq = PyObject_RichCompareBool(x, args[0]!, Py_EQ);
      } finally {
        Py_DECREF(x);
      }
      if (d.size !== n) throw newException(PyExc_IndexError, "deque mutated during iteration");
      if (eq) {
        delAt(d, i);
        return None;
      }
    }
    throw newException(PyExc_ValueError, "deque.remove(x): x not in deque");
  }));
  defMethod(T, "__reversed__", checkedMethod("deque.__reversed__", "noargs", (self) => new DequeIter(PyDequeRevIter_Type, ref(D(self)), 0)));
  defMethod(T, "__reduce__", checkedMethod("deque.__reduce__", "noargs", (self) => {
    const d = D(self);
    const args = d.maxlen < 0 ? newTuple([]) : newTuple([newTuple([]), newInt(d.maxlen)]);
    const state = self.dict !== null && self.dict.used > 0 ? ref(self.dict) : None;
    return newTuple([ref(self.ob_type), args, state, T.tp_iter!(self)]);
  }));
  defMethod(T, "__sizeof__", checkedMethod("deque.__sizeof__", "noargs", (self) => newInt(216 + 528 * Math.floor((D(self).leftindex + D(self).size + BLOCKLEN - 1) / BLOCKLEN))));
  defGetSet(T, "maxlen", (o) => (D(o).maxlen < 0 ? None : newInt(D(o).maxlen)));
  defClassMethod(T, "__class_getitem__", checkedMethod("deque.__class_getitem__", "o", (cls, args) => newGenericAlias(cls, args[0]!)));
  addSlotWrappers(T);
  T.tp_dict.set("__hash__", None);
}

class DequeIter extends PyObject {
  declare deque: PyDeque;
  /** Items already produced (forward: the next index; reverse: counted from the right). */
  declare index: number;
  declare state: number;
  declare counter: number;
  constructor(type: PyType, deque: PyDeque, index: number) {
    super(type);
    this.deque = deque;
    this.index = index;
    this.state = deque.state;
    this.counter = deque.size - index;
    gcTrack(this);
  }
}

function initDequeIters(): void {
  for (const T of [PyDequeIter_Type, PyDequeRevIter_Type]) {
    const reverse = T === PyDequeRevIter_Type;
    T.tp_iter = (o) => ref(o);
    T.tp_iternext = (o) => {
      const it = o as DequeIter;
      const d = it.deque;
      if (d.state !== it.state) {
        it.counter = 0;
        throw newException(PyExc_RuntimeError, "deque mutated during iteration");
      }
      if (it.counter <= 0) return null;
      const v = reverse ? at(d, d.size - 1 - it.index) : at(d, it.index);
      it.index++;
      it.counter--;
      return ref(v);
    };
    T.tp_new = (_t, args, kw) => {
      noKw(T.tp_qualname, kw);
      checkPositional(T.tp_qualname, args.length, 1, 2);
      const d = args[0]!;
      if (!d.ob_type.isSubtype(PyDeque_Type)) typeError(`${T.tp_qualname}() argument 1 must be collections.deque, not ${typeName(d)}`);
      const it = new DequeIter(T, ref(d as PyDeque), 0);
      const index = args.length > 1 ? asSsize(args[1]!) : 0;
      for (let i = 0; i < index && it.counter > 0; i++) {
        it.index++;
        it.counter--;
      }
      return it;
    };
    T.tp_dealloc = (o) => Py_DECREF((o as DequeIter).deque);
    gcRegisterType(T, (o, visit) => visit((o as DequeIter).deque));
    defMethod(T, "__length_hint__", checkedMethod(`${T.tp_qualname}.__length_hint__`, "noargs", (self) => newInt((self as DequeIter).counter)));
    defMethod(T, "__reduce__", checkedMethod(`${T.tp_qualname}.__reduce__`, "noargs", (self) => {
      const it = self as DequeIter;
      return newTuple([ref(T), newTuple([ref(it.deque), newInt(it.deque.size - it.counter)])]);
    }));
    T.tp_dict.set("__module__", internStr("collections"));
    addSlotWrappers(T);
  }
}

// ---- defaultdict -----------------------------------------------------------------------------

export class PyDefaultDict extends PyDict {
  declare factory: PyObject | null;
  constructor(type: PyType) {
    super(type);
    this.factory = null;
  }
}

function newDefDict(dd: PyDefaultDict, arg: PyObject): PyObject {
  return PyObject_Call(dd.ob_type, [dd.factory ?? None, arg], null);
}

function initDefaultDict(): void {
  const T = PyDefaultDict_Type;
  const dictInit = PyDict_Type.tp_init!;
  const dictDealloc = PyDict_Type.tp_dealloc;
  const dictRepr = PyDict_Type.tp_repr!;
  T.tp_alloc = (t) => new PyDefaultDict(t);
  T.tp_init = (self, args, kw) => {
    const nkw = kw ? kw.length : 0;
    const npos = args.length - nkw;
    let factory: PyObject | null = null;
    let rest = args;
    if (npos > 0) {
      factory = args[0]!;
      if (factory !== None && !PyCallable_Check(factory)) typeError("first argument must be callable or None");
      rest = args.slice(1);
    }
    const dd = self as PyDefaultDict;
    const old = dd.factory;
    dd.factory = factory === null || factory === None ? null : ref(factory);
    Py_XDECREF(old);
    dictInit(self, rest, kw);
  };
  T.tp_dealloc = (o) => {
    const dd = o as PyDefaultDict;
    const f = dd.factory;
    dd.factory = null;
    Py_XDECREF(f);
    dictDealloc(o);
  };
  // the collector walks a dict subclass's entries itself (gc.ts traverse): default_factory is not
  // visited, so a cycle through it is never collected (kept alive, as an external reference)
  T.tp_repr = (o) => {
    const dd = o as PyDefaultDict;
    let frepr: string;
    if (dd.factory === null) frepr = "None";
    else if (!reprEnter(dd.factory)) frepr = "...";
    else {
      try {
        frepr = PyObject_Repr(dd.factory).value;
      } finally {
        reprLeave(dd.factory);
      }
    }
    const base = dictRepr(o) as PyStr;
    return newStr(`${o.ob_type.tp_qualname}(${frepr}, ${base.value})`);
  };
  T.nb_binary[7] = (left, right) => {
    const leftIs = left.ob_type.isSubtype(T);
    const self = (leftIs ? left : right) as PyDefaultDict;
    const other = leftIs ? right : left;
    if (!isDict(other)) return NotImplemented;
    const r = newDefDict(self, left);
    try {
      const upd = PyObject_GetAttr(r, internStr("update"));
      try {
        Py_DECREF(PyObject_Call(upd, [right], null));
      } finally {
        Py_DECREF(upd);
      }
    } catch (e) {
      Py_DECREF(r);
      throw e;
    }
    return r;
  };
  defMethod(T, "__missing__", checkedMethod("defaultdict.__missing__", "o", (self, args) => {
    const dd = self as PyDefaultDict;
    const key = args[0]!;
    if (dd.factory === null) throw newExceptionArgs(PyExc_KeyError, [ref(key)]);
    const v = PyObject_Call(dd.factory, [], null);
    try {
      PyObject_SetItem(self, key, v);
    } catch (e) {
      Py_DECREF(v);
      throw e;
    }
    return v;
  }));
  const copy = checkedMethod("defaultdict.copy", "noargs", (self) => newDefDict(self as PyDefaultDict, self));
  defMethod(T, "copy", copy);
  defMethod(T, "__copy__", checkedMethod("defaultdict.__copy__", "noargs", (self) => newDefDict(self as PyDefaultDict, self)));
  defMethod(T, "__reduce__", checkedMethod("defaultdict.__reduce__", "noargs", (self) => {
    const dd = self as PyDefaultDict;
    const args = dd.factory === null ? newTuple([]) : newTuple([ref(dd.factory)]);
    const itemsM = PyObject_GetAttr(self, internStr("items"));
    let it: PyObject;
    try {
      const view = PyObject_Call(itemsM, [], null);
      try {
        it = PyObject_GetIter(view);
      } finally {
        Py_DECREF(view);
      }
    } finally {
      Py_DECREF(itemsM);
    }
    return newTuple([ref(self.ob_type), args, None, None, it]);
  }));
  defGetSet(T, "default_factory", (o) => ref((o as PyDefaultDict).factory ?? None), (o, v) => {
    const dd = o as PyDefaultDict;
    const old = dd.factory;
    dd.factory = v === null || v === None ? null : ref(v);
    Py_XDECREF(old);
  });
  defClassMethod(T, "__class_getitem__", checkedMethod("defaultdict.__class_getitem__", "o", (cls, args) => newGenericAlias(cls, args[0]!)));
  addSlotWrappers(T);
}

// ---- _count_elements, _tuplegetter -------------------------------------------------------------

function countElements(mapping: PyObject, iterable: PyObject): void {
  const one = newInt(1);
  const getM = PyObject_GetAttr(mapping, internStr("get"));
  const fast = isDict(mapping) && mapping.ob_type.lookup("get") === PyDict_Type.tp_dict.get("get") && mapping.ob_type.lookup("__setitem__") === PyDict_Type.tp_dict.get("__setitem__");
  const it = PyObject_GetIter(iterable);
  try {
    for (;;) {
      const k = PyIter_Next(it);
      if (k === null) break;
      try {
        if (fast) {
          const old = dictGetItem(mapping as PyDict, k);
          if (old === null) dictSetItem(mapping as PyDict, k, one);
          else {
            const nv = PyNumber_BinaryOp(old, one, 0);
            dictSetItem(mapping as PyDict, k, nv);
            Py_DECREF(nv);
          }
        } else {
          const old = PyObject_Call(getM, [k, newInt(0)], null);
          let nv: PyObject;
          try {
            nv = PyNumber_BinaryOp(old, one, 0);
          } finally {
            Py_DECREF(old);
          }
          try {
            PyObject_SetItem(mapping, k, nv);
          } finally {
            Py_DECREF(nv);
          }
        }
      } finally {
        Py_DECREF(k);
      }
    }
  } finally {
    Py_DECREF(it);
    Py_DECREF(getM);
  }
}

class TupleGetter extends PyObject {
  declare index: number;
  declare doc: PyObject;
  constructor(index: number, doc: PyObject) {
    super(PyTupleGetter_Type);
    this.index = index;
    this.doc = doc;
    gcTrack(this);
  }
}

function initTupleGetter(): void {
  const T = PyTupleGetter_Type;
  T.tp_new = (_t, args, kw) => {
    noKw("_tuplegetter", kw);
    checkPositional("_tuplegetter", args.length, 2, 2);
    const index = asSsize(args[0]!);
    return new TupleGetter(index, ref(args[1]!));
  };
  T.tp_descr_get = (self, obj) => {
    const g = self as TupleGetter;
    if (obj === null || obj === None) return ref(self);
    if (!isTuple(obj)) typeError(`descriptor for index '${g.index}' for tuple subclasses doesn't apply to '${typeName(obj)}' object`);
    const items = (obj as PyTuple).items;
    if (g.index < 0 || g.index >= items.length) throw newException(PyExc_IndexError, "tuple index out of range");
    return ref(items[g.index]!);
  };
  T.tp_descr_set = (_self, _obj, v) => {
    throw newException(PyExc_AttributeError, v === null ? "can't delete attribute" : "can't set attribute");
  };
  T.tp_repr = (o) => newStr(`${o.ob_type.tp_qualname}(${(o as TupleGetter).index}, ${PyObject_Repr((o as TupleGetter).doc).value})`);
  T.tp_dealloc = (o) => Py_DECREF((o as TupleGetter).doc);
  gcRegisterType(T, (o, visit) => visit((o as TupleGetter).doc));
  defGetSet(T, "__doc__", (o) => ref((o as TupleGetter).doc), (o, v) => {
    const g = o as TupleGetter;
    const old = g.doc;
    g.doc = v === null ? None : ref(v);
    Py_DECREF(old);
  });
  defMethod(T, "__reduce__", checkedMethod("_tuplegetter.__reduce__", "noargs", (self) => {
    const g = self as TupleGetter;
    return newTuple([ref(T), newTuple([newInt(g.index), ref(g.doc)])]);
  }));
  addSlotWrappers(T);
}

// ---- module ----------------------------------------------------------------------------------

let ready = false;
function initTypes(): void {
  if (ready) return;
  ready = true;
  initDeque();
  initDequeIters();
  initDefaultDict();
  initTupleGetter();
  for (const t of [PyDeque_Type, PyDefaultDict_Type, PyTupleGetter_Type]) t.tp_dict.set("__module__", internStr("collections"));
}

export function makeCollections(): PyModule {
  initTypes();
  const mod = newModule("_collections");
  const d = mod.dict!;
  dictSetItem(d, internStr("deque"), PyDeque_Type);
  dictSetItem(d, internStr("defaultdict"), PyDefaultDict_Type);
  dictSetItem(d, internStr("_deque_iterator"), PyDequeIter_Type);
  dictSetItem(d, internStr("_deque_reverse_iterator"), PyDequeRevIter_Type);
  dictSetItem(d, internStr("_tuplegetter"), PyTupleGetter_Type);
  dictSetItem(d, internStr("_count_elements"), newCFunction("_count_elements", (_s, args, kw) => {
    noKw("_count_elements", kw);
    checkPositional("_count_elements", args.length, 2, 2);
    countElements(args[0]!, args[1]!);
    return None;
  }, mod));
  return mod;
}

keepConstructFast(PyDeque, DequeIter, PyDefaultDict, TupleGetter);
