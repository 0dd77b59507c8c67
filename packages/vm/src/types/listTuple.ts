/** list and tuple behaviour (Objects/listobject.c, tupleobject.c) and their iterators. */
import { checkSequenceAlloc } from "../memory.js";
import { PyRange_Type } from "./range.js";
import { gcTrack } from "../objects/gcstate.js";
import { PyObject, PyType, Py_INCREF, Py_DECREF, IMMORTAL_REFCNT, newStaticType, PyObject_HashNotImplemented, keepConstructFast } from "../objects/object.js";
import { None, NotImplemented } from "../objects/none.js";
import { newBool, True } from "../objects/bool.js";
import { newStr } from "../objects/str.js";
import { newInt } from "../objects/int.js";
import { PyList, PyList_Type, newList, isList } from "../objects/list.js";
import { PyTuple, PyTuple_Type, newTuple, isTuple, EmptyTuple } from "../objects/tuple.js";
import { PySlice, PySlice_Type, sliceIndices } from "../objects/slice.js";
import { PyExc_ValueError, PyExc_IndexError, newException, typeError } from "../objects/exceptions.js";
import { addSlotWrappers } from "../objects/typeobject.js";
import { defMethod } from "../objects/descr.js";
import { sliceIndexNotNone } from "./strutil.js";
import {
  Py_EQ, Py_NE, PyObject_RichCompare, PyObject_RichCompareBool, PyObject_Hash, iterateToArray, reprString, typeName, asIndex, asSsize, PyNumber_AsSsize_t,
  PyObject_IsTrue, PyObject_Call, Py_LT,
} from "../abstract.js";
import { hashTuple } from "../hash.js";
import { parseArgs, checkedMethod, checkPositional, defMethodO, defMethodNoArgs, defSlotMethodO } from "../args.js";
import { seqIndex } from "./sequenceUtil.js";
import { listSort } from "./listsort.js";
import { reprEnter, reprLeave } from "./reprGuard.js";

export const PyListIter_Type = newStaticType("list_iterator", undefined, 0);
export const PyListRevIter_Type = newStaticType("list_reverseiterator", undefined, 0);
export const PyTupleIter_Type = newStaticType("tuple_iterator", undefined, 0);

export class PySeqIter extends PyObject {
  declare seq: PyObject & { items: PyObject[] };
  declare i: number;
  constructor(type: PyType, seq: PyObject & { items: PyObject[] }, i: number) {
    super(type);
    this.seq = seq;
    this.i = i;
    gcTrack(this); // a GC container, as CPython's list and tuple iterators are (traversed, never cleared)
  }
}

/** list_ass_slice's recycle buffer for the items a same-length slice assignment replaces. */
let sliceRecycle: (PyObject | null)[] | null = [];

function items(o: PyObject): PyObject[] {
  return (o as PyList).items;
}

function seqRichCompare(a: PyObject, b: PyObject, op: number): PyObject {
  const x = items(a), y = items(b);
  if ((op === Py_EQ || op === Py_NE) && x.length !== y.length) return newBool(op === Py_NE);
  let i = 0;
  for (; i < x.length && i < y.length; i++) {
    if (!PyObject_RichCompareBool(x[i]!, y[i]!, Py_EQ)) break;
  }
  if (i >= x.length || i >= y.length) {
    const c = x.length - y.length;
    return newBool([c < 0, c <= 0, c === 0, c !== 0, c > 0, c >= 0][op]!);
  }
  if (op === Py_EQ) return newBool(false);
  if (op === Py_NE) return newBool(true);
  return PyObject_RichCompare(x[i]!, y[i]!, op);
}

function seqRepr(o: PyObject, open: string, close: string): PyObject {
  const xs = items(o);
  if (xs.length === 0) return newStr(open + close);
  if (!reprEnter(o)) return newStr(open + "..." + close);
  try {
    const parts = xs.map((x) => reprString(x));
    if (open === "(" && xs.length === 1) return newStr("(" + parts[0] + ",)");
    return newStr(open + parts.join(", ") + close);
  } finally {
    reprLeave(o);
  }
}

function seqContains(o: PyObject, v: PyObject): boolean {
  const xs = items(o);
  for (let i = 0; i < xs.length; i++) if (PyObject_RichCompareBool(xs[i]!, v, Py_EQ)) return true;
  return false;
}

/**
 * `o[start::step]`, n items, of a list or tuple (list_subscript / tuple_subscript), the indices
 * already adjusted (sliceIndices): a new list or tuple, or a whole exact tuple itself.
 */
export function seqSlice(o: PyObject, start: number, step: number, n: number): PyObject {
  const xs = items(o);
  const tuple = isTuple(o);
  if (tuple && o.ob_type === PyTuple_Type && start === 0 && step === 1 && n === xs.length) return (Py_INCREF(o), o);
  let out: PyObject[];
  if (step === 1) {
    out = xs.slice(start, start + n);
    for (let k = 0; k < n; k++) {
      const x = out[k]!;
      if (x.ob_refcnt < IMMORTAL_REFCNT) x.ob_refcnt++;
    }
  } else {
    // built by push: a packed array, as every other list's items (new Array(n) would be holey,
    // and each list access site would then see two element kinds)
    out = [];
    for (let k = 0, i = start; k < n; k++, i += step) {
      const x = xs[i]!;
      if (x.ob_refcnt < IMMORTAL_REFCNT) x.ob_refcnt++;
      out.push(x);
    }
  }
  return tuple ? newTuple(out) : newList(out);
}

/**
 * `o[start:stop] = v` on a list (list_ass_slice), bounds already adjusted to the list
 * (PySlice_AdjustIndices); `v` borrowed, any iterable.
 */
export function listAssignSlice(o: PyList, start: number, stop: number, v: PyObject): void {
  const xs = o.items;
  const count = Math.max(0, stop - start);
  // PySequence_Fast: an exact list or tuple gives its items without an iterator
  const fast = v.ob_type === PyList_Type || v.ob_type === PyTuple_Type;
  if (fast && v !== o && items(v).length === count) {
    // same length: overwrite in place (no copy of the new items: nothing runs until the old ones
    // are released), then release the old items from the last to the first (into a reused
    // buffer; a release that re-enters here finds none and makes its own)
    const src = items(v);
    const removed = sliceRecycle ?? [];
    sliceRecycle = null;
    for (let k = 0; k < count; k++) {
      const x = src[k]!;
      if (x.ob_refcnt < IMMORTAL_REFCNT) x.ob_refcnt++;
      removed[k] = xs[start + k]!;
      xs[start + k] = x;
    }
    // each slot nulled as it is released (not `length = 0`: V8's length setter is a runtime call)
    for (let i = count - 1; i >= 0; i--) {
      const r = removed[i]!;
      removed[i] = null;
      if (r.ob_refcnt < IMMORTAL_REFCNT && --r.ob_refcnt === 0) r.ob_type.tp_dealloc(r);
    }
    sliceRecycle = removed;
    return;
  }
  const repl = fast ? incAll(items(v).slice()) : iterateToArray(v);
  const removed = xs.splice(start, count, ...repl);
  for (let i = removed.length - 1; i >= 0; i--) Py_DECREF(removed[i]!);
}

function incAll(xs: PyObject[]): PyObject[] {
  for (const x of xs) Py_INCREF(x);
  return xs;
}

function seqIndexMethod(name: string, what: string) {
  return (self: PyObject, args: PyObject[]): PyObject => {
    const xs = items(self);
    // slice_index(accept={int}) arguments (_PyEval_SliceIndexNotNone)
    let start = args.length > 1 ? sliceIndexNotNone(args[1]!) : 0;
    let stop = args.length > 2 ? sliceIndexNotNone(args[2]!) : xs.length;
    if (start < 0) start = Math.max(0, start + xs.length);
    if (stop < 0) stop = Math.max(0, stop + xs.length);
    for (let i = start; i < Math.min(stop, xs.length); i++) if (PyObject_RichCompareBool(xs[i]!, args[0]!, Py_EQ)) return newInt(i);
    throw newException(PyExc_ValueError, `${what}.index(x): x not in ${what}`);
  };
}

/** list.sort(key=, reverse=) on a JS array of borrowed items (timsort, ./listsort.ts). */
export function sortItems(xs: PyObject[], key: PyObject | null, reverse: boolean): void {
  listSort(xs, key, reverse);
}

/** The `list.append` method descriptor, for the eval loop's CALL_LIST_APPEND. */
export const listAppend: { descr: PyObject | null } = { descr: null };

/**
 * The items of `o` as new references: an exact list's or tuple's copied (the PySequence_Fast
 * path of list_extend and PySequence_Tuple), anything else's iterated.
 */
function itemsOf(o: PyObject): PyObject[] {
  const t = o.ob_type;
  if (t === PyList_Type || t === PyTuple_Type) return incAll(items(o).slice());
  // list_extend_iter preallocates from the length hint (list_resize fails at once for a range
  // of 10**10); the hint is taken here only from a range, whose length costs nothing
  if (t === PyRange_Type) checkSequenceAlloc(t.sq_length!(o));
  return iterateToArray(o);
}

export function initListTuple(): void {
  const L = PyList_Type;
  L.tp_new = (t) => t.tp_alloc(t);
  L.tp_init = (self, args, kw) => {
    if (kw !== null && kw.length > 0) typeError("list() takes no keyword arguments");
    checkPositional("list", args.length, 0, 1);
    const it = args.length ? args[0]! : null;
    // list___init___impl: the old items go first (list_clear: from the last), then the
    // iterable extends the empty list (so `l.__init__(l)` leaves it empty)
    const old = items(self);
    (self as PyList).items = [];
    for (let i = old.length - 1; i >= 0; i--) Py_DECREF(old[i]!);
    if (it !== null) {
      const add = itemsOf(it);
      items(self).push(...add);
    }
  };
  L.tp_repr = (o) => seqRepr(o, "[", "]");
  L.tp_hash = PyObject_HashNotImplemented;
  L.tp_richcompare = (a, b, op) => (isList(b) ? seqRichCompare(a, b, op) : NotImplemented);
  L.sq_length = (o) => items(o).length;
  L.sq_contains = seqContains;
  L.sq_concat = (a, b) => {
    if (!isList(b)) typeError(`can only concatenate list (not "${typeName(b)}") to list`);
    return newList(incAll([...items(a), ...items(b)]));
  };
  L.sq_repeat = (o, n) => {
    if (n > 0) checkSequenceAlloc(items(o).length * n);
    const out: PyObject[] = [];
    for (let i = 0; i < n; i++) out.push(...items(o));
    return newList(incAll(out));
  };
  L.nb_inplace[0] = (a, b) => {
    const add = itemsOf(b);
    items(a).push(...add);
    Py_INCREF(a);
    return a;
  };
  L.nb_inplace[5] = (a, b) => {
    if (b.ob_type.nb_index === null) return NotImplemented;
    const n = PyNumber_AsSsize_t(b);
    const xs = items(a);
    if (n > 0) checkSequenceAlloc(xs.length * n);
    const orig = xs.slice();
    xs.length = 0;
    for (let i = 0; i < n; i++) xs.push(...incAll(orig.slice()));
    // list_clear's order when n <= 0: from the end
    for (let i = orig.length - 1; i >= 0; i--) Py_DECREF(orig[i]!);
    Py_INCREF(a);
    return a;
  };
  L.mp_subscript = (o, key) => {
    const xs = items(o);
    if (key.ob_type === PySlice_Type) {
      const [start, , step, n] = sliceIndices(key as PySlice, xs.length);
      return seqSlice(o, start, step, n);
    }
    const v = xs[seqIndex(key, xs.length, "list")]!;
    Py_INCREF(v);
    return v;
  };
  L.mp_ass_subscript = (o, key, v) => {
    const xs = items(o);
    if (key.ob_type === PySlice_Type) {
      const [start, stop, step, n] = sliceIndices(key as PySlice, xs.length);
      if (v === null) {
        const removed: PyObject[] = [];
        if (step === 1) removed.push(...xs.splice(start, n));
        else {
          const idx = [];
          for (let k = 0, i = start; k < n; k++, i += step) idx.push(i);
          idx.sort((p, q) => q - p);
          for (const i of idx) removed.unshift(...xs.splice(i, 1));
          // extended-slice deletion releases in ascending index order
          for (const x of removed) Py_DECREF(x);
          return;
        }
        // list_ass_slice releases the removed items from the last to the first
        for (let i = removed.length - 1; i >= 0; i--) Py_DECREF(removed[i]!);
        return;
      }
      if (v !== o && v.ob_type.tp_iter === null && v.ob_type.lookup("__getitem__") === null) typeError("must assign iterable to extended slice");
      if (step === 1) return listAssignSlice(o as PyList, start, stop, v);
      // PySequence_Fast: an exact list or tuple gives its items without an iterator
      const repl = v === o || v.ob_type === PyList_Type || v.ob_type === PyTuple_Type ? incAll(items(v).slice()) : iterateToArray(v);
      if (repl.length !== n) {
        for (const x of repl) Py_DECREF(x);
        throw newException(PyExc_ValueError, `attempt to assign sequence of size ${repl.length} to extended slice of size ${n}`);
      }
      for (let k = 0, i = start; k < n; k++, i += step) {
        const old = xs[i]!;
        xs[i] = repl[k]!;
        Py_DECREF(old);
      }
      return;
    }
    const i = seqIndex(key, xs.length, "list", "list assignment");
    if (v === null) {
      const [old] = xs.splice(i, 1);
      Py_DECREF(old!);
    } else {
      if (key.ob_type === PySlice_Type) return;
      Py_INCREF(v);
      const old = xs[i]!;
      xs[i] = v;
      Py_DECREF(old);
    }
  };
  L.tp_iter = (o) => (Py_INCREF(o), new PySeqIter(PyListIter_Type, o as PyList, 0));
  L.tp_hasdict = false;
  addSlotWrappers(L);
  L.tp_dict.set("__hash__", None);
  const listSubscript = L.mp_subscript;
  defSlotMethodO(L, "__getitem__", "mp_subscript", listSubscript, listSubscript);
  listAppend.descr = defMethodO(L, "append", (self, x) => {
    Py_INCREF(x);
    items(self).push(x);
    return None;
  });
  defMethodO(L, "extend", (self, iterable) => {
    const add = itemsOf(iterable);
    items(self).push(...add);
    return None;
  });
  defMethod(L, "insert", checkedMethod("list.insert", [2, 2], (self, args) => {
    const xs = items(self);
    let i = asSsize(args[0]!);
    if (i < 0) i = Math.max(0, i + xs.length);
    if (i > xs.length) i = xs.length;
    Py_INCREF(args[1]!);
    xs.splice(i, 0, args[1]!);
    return None;
  }));
  const listPop = defMethod(L, "pop", checkedMethod("list.pop", [0, 1], (self, args) => {
    const index = args.length ? asSsize(args[0]!) : -1;
    const xs = items(self);
    if (xs.length === 0) throw newException(PyExc_IndexError, "pop from empty list");
    let i = index;
    if (i < 0) i += xs.length;
    if (i < 0 || i >= xs.length) throw newException(PyExc_IndexError, "pop index out of range");
    return i === xs.length - 1 ? xs.pop()! : xs.splice(i, 1)[0]!;
  }));
  listPop.impl0 = (self) => {
    const x = items(self).pop();
    if (x === undefined) throw newException(PyExc_IndexError, "pop from empty list");
    return x;
  };
  defMethodO(L, "remove", (self, value) => {
    const xs = items(self);
    for (let i = 0; i < xs.length; i++) {
      if (PyObject_RichCompareBool(xs[i]!, value, Py_EQ)) {
        Py_DECREF(xs.splice(i, 1)[0]!);
        return None;
      }
    }
    throw newException(PyExc_ValueError, "list.remove(x): x not in list");
  });
  defMethod(L, "index", checkedMethod("list.index", [1, 3], seqIndexMethod("index", "list")));
  defMethodO(L, "count", (self, value) => newInt(items(self).filter((x) => PyObject_RichCompareBool(x, value, Py_EQ)).length));
  defMethodNoArgs(L, "reverse", (self) => (items(self).reverse(), None));
  defMethodNoArgs(L, "clear", (self) => {
    const xs = items(self).splice(0);
    for (let i = xs.length - 1; i >= 0; i--) Py_DECREF(xs[i]!);
    return None;
  });
  defMethodNoArgs(L, "copy", (self) => newList(incAll(items(self).slice())));
  defMethod(L, "sort", (self, args, kw) => {
    const [key, rev] = parseArgs("sort", args, kw, ["key", "reverse"], 0, 0, 0);
    const reverse = rev !== null && PyObject_IsTrue(rev);
    // the list is empty while it sorts: a mutation by a key or comparison shows as a new item array
    const saved = items(self);
    const empty: PyObject[] = [];
    (self as PyList).items = empty;
    let failed = true;
    try {
      listSort(saved, key, reverse);
      failed = false;
    } finally {
      const final = items(self);
      (self as PyList).items = saved;
      const mutated = final !== empty || final.length > 0;
      for (let i = final.length - 1; i >= 0; i--) Py_DECREF(final[i]!);
      if (mutated && !failed) throw newException(PyExc_ValueError, "list modified during sort");
    }
    return None;
  });

  for (const [IT, rev] of [[PyListIter_Type, false], [PyListRevIter_Type, true], [PyTupleIter_Type, false]] as const) {
    IT.tp_iter = (o) => (Py_INCREF(o), o);
    IT.tp_iternext = rev
      ? (o) => {
          const it = o as PySeqIter;
          if (it.i >= 0 && it.i < it.seq.items.length) {
            const v = it.seq.items[it.i--]!;
            Py_INCREF(v);
            return v;
          }
          it.i = -1;
          return null;
        }
      : (o) => {
          const it = o as PySeqIter;
          const xs = it.seq.items;
          if (it.i < xs.length) {
            const v = xs[it.i++]!;
            Py_INCREF(v);
            return v;
          }
          it.i = Infinity;
          return null;
        };
    IT.tp_dealloc = (o) => Py_DECREF((o as PySeqIter).seq);
    // listiter_len / listreviter_len / tupleiter_len
    defMethod(IT, "__length_hint__", checkedMethod(`${IT.tp_name}.__length_hint__`, "noargs", (self) => {
      const it = self as PySeqIter;
      const n = it.seq.items.length;
      return newInt(rev ? (it.i + 1 > n ? 0 : it.i + 1) : Math.max(0, n - it.i));
    }));
    addSlotWrappers(IT);
  }
  defMethod(L, "__reversed__", checkedMethod("list.__reversed__", "noargs", (self) => (Py_INCREF(self), new PySeqIter(PyListRevIter_Type, self as PyList, items(self).length - 1))));

  const T = PyTuple_Type;
  T.tp_new = (type, args, kw) => {
    if (kw !== null && kw.length > 0) typeError("tuple() takes no keyword arguments");
    checkPositional("tuple", args.length, 0, 1);
    const it = args.length ? args[0]! : null;
    if (type === PyTuple_Type) {
      if (it !== null && it.ob_type === PyTuple_Type) return (Py_INCREF(it), it);
      return newTuple(it === null ? [] : itemsOf(it));
    }
    const o = type.tp_alloc(type) as PyTuple;
    o.items = it === null ? [] : iterateToArray(it);
    return o;
  };
  T.tp_repr = (o) => seqRepr(o, "(", ")");
  T.tp_hash = (o) => hashTuple(items(o).map((x) => PyObject_Hash(x)));
  T.tp_richcompare = (a, b, op) => (isTuple(b) ? seqRichCompare(a, b, op) : NotImplemented);
  T.sq_length = (o) => items(o).length;
  T.sq_contains = seqContains;
  T.sq_concat = (a, b) => {
    if (!isTuple(b)) typeError(`can only concatenate tuple (not "${typeName(b)}") to tuple`);
    // tuple_concat: with an empty operand, the other itself when it is an exact tuple
    if (items(b).length === 0 && a.ob_type === PyTuple_Type) return (Py_INCREF(a), a);
    if (items(a).length === 0 && b.ob_type === PyTuple_Type) return (Py_INCREF(b), b);
    return newTuple(incAll([...items(a), ...items(b)]));
  };
  T.sq_repeat = (o, n) => {
    if (n === 1 && o.ob_type === PyTuple_Type) return (Py_INCREF(o), o);
    if (n > 0) checkSequenceAlloc(items(o).length * n);
    const out: PyObject[] = [];
    for (let i = 0; i < n; i++) out.push(...items(o));
    return newTuple(incAll(out));
  };
  T.mp_subscript = (o, key) => {
    const xs = items(o);
    if (key.ob_type === PySlice_Type) {
      const [start, , step, n] = sliceIndices(key as PySlice, xs.length);
      return seqSlice(o, start, step, n);
    }
    const v = xs[seqIndex(key, xs.length, "tuple")]!;
    Py_INCREF(v);
    return v;
  };
  T.tp_iter = (o) => (Py_INCREF(o), new PySeqIter(PyTupleIter_Type, o as PyTuple, 0));
  addSlotWrappers(T);
  defMethod(T, "index", checkedMethod("tuple.index", [1, 3], seqIndexMethod("index", "tuple")));
  defMethodO(T, "count", (self, value) => newInt(items(self).filter((x) => PyObject_RichCompareBool(x, value, Py_EQ)).length));
  // tuple_getnewargs: (self[:],) — an exact tuple itself, a subclass's items in a new tuple
  defMethodNoArgs(T, "__getnewargs__", (self) => {
    if (self.ob_type === PyTuple_Type) Py_INCREF(self);
    return newTuple([self.ob_type === PyTuple_Type ? self : newTuple(incAll(items(self).slice()))]);
  });
  void EmptyTuple;
  void True;
}

keepConstructFast(PySeqIter);
