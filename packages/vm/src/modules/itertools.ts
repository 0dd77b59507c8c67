/**
 * The itertools module (Modules/itertoolsmodule.c, 3.14): its iterator types written in
 * TypeScript. Each object owns the references in `owned()` (released by its dealloc, visited by
 * its traverse); items are released as soon as CPython releases them (a consumed item is not kept).
 * 3.14 dropped the pickling methods (__reduce__ / __setstate__) and tee's __copy__ protocol for
 * other iterators: tee() always makes `_tee` objects.
 */
import { PyObject, PyType, Py_INCREF, Py_DECREF, Py_XDECREF, newStaticType, keepConstructFast, Py_TPFLAGS_BASETYPE } from "../objects/object.js";
import { gcTrack, gcRegisterType, gcRegisterClear } from "../objects/gcstate.js";
import { None } from "../objects/none.js";
import { newInt, isInt, type PyInt } from "../objects/int.js";
import { newTuple, EmptyTuple, isTuple, type PyTuple } from "../objects/tuple.js";
import { newList, isList, type PyList } from "../objects/list.js";
import { newStr, internStr } from "../objects/str.js";
import { dictSetItem } from "../objects/dict.js";
import { PyModule, newModule } from "../objects/module.js";
import { newCFunction, defMethod, defClassMethod } from "../objects/descr.js";
import { PyExc_ValueError, PyExc_RuntimeError, newException, typeError, PyBaseExceptionObject } from "../objects/exceptions.js";
import { addSlotWrappers } from "../objects/typeobject.js";
import { clearWeakrefs } from "../objects/weaklist.js";
import {
  PyObject_GetIter, PyIter_Next, PyObject_Call, PyObject_IsTrue, PyObject_RichCompareBool, Py_EQ, PyObject_Repr,
  PyNumber_BinaryOp, iterateToArray, asSsize, indexValue, beyondInt64, typeName,
} from "../abstract.js";
import { parseArgs, noKw, checkPositional, checkedMethod } from "../args.js";
import { newGenericAlias } from "../types/genericalias.js";

/** Common shape: the references an itertools object owns (its dealloc and traverse walk them). */
abstract class ItObject extends PyObject {
  constructor(type: PyType) {
    super(type);
    gcTrack(this);
  }
  abstract owned(): (PyObject | null)[];
}

const types: PyType[] = [];
function itType(name: string, flags = Py_TPFLAGS_BASETYPE): PyType {
  const t = newStaticType(`itertools.${name}`, undefined, flags);
  types.push(t);
  return t;
}

export const PyCount_Type = itType("count");
export const PyCycle_Type = itType("cycle");
export const PyRepeat_Type = itType("repeat");
export const PyAccumulate_Type = itType("accumulate");
export const PyBatched_Type = itType("batched");
export const PyChain_Type = itType("chain");
export const PyCompress_Type = itType("compress");
export const PyDropwhile_Type = itType("dropwhile");
export const PyFilterfalse_Type = itType("filterfalse");
export const PyGroupby_Type = itType("groupby");
export const PyGrouper_Type = itType("_grouper", 0);
export const PyIslice_Type = itType("islice");
export const PyPairwise_Type = itType("pairwise");
export const PyStarmap_Type = itType("starmap");
export const PyTakewhile_Type = itType("takewhile");
export const PyTee_Type = itType("_tee", 0);
PyTee_Type.tp_weaklist = true; // tp_weaklistoffset: weak references allowed
export const PyTeeData_Type = itType("_tee_dataobject", 0);
export const PyZipLongest_Type = itType("zip_longest");
export const PyProduct_Type = itType("product");
export const PyPermutations_Type = itType("permutations");
export const PyCombinations_Type = itType("combinations");
export const PyCwr_Type = itType("combinations_with_replacement");

function release(o: PyObject | null): null {
  Py_XDECREF(o);
  return null;
}

/** _PyArg_NoKeywords for a type's own constructor (a subclass with its own __init__ may take them). */
function noKwFor(name: string, t: PyType, base: PyType, kw: string[] | null): void {
  if (t === base || t.tp_init === base.tp_init) noKw(name, kw);
}

function positional(args: PyObject[], kw: string[] | null): PyObject[] {
  return kw && kw.length ? args.slice(0, args.length - kw.length) : args;
}

// ---- count -----------------------------------------------------------------------------------

class CountObject extends ItObject {
  declare cnt: PyObject;
  declare step: PyObject;
  declare fast: boolean;
  constructor(t: PyType, cnt: PyObject, step: PyObject, fast: boolean) {
    super(t);
    this.cnt = cnt;
    this.step = step;
    this.fast = fast;
  }
  owned() {
    return [this.cnt, this.step];
  }
}

/** PyNumber_Check: what count() accepts as a start or a step. */
function isNumber(o: PyObject): boolean {
  const t = o.ob_type;
  return t.nb_index !== null || t.nb_int !== null || t.nb_float !== null || t.tp_mro.some((b) => b.tp_name === "complex");
}

function initCount(): void {
  const T = PyCount_Type;
  T.tp_new = (t, args, kw) => {
    const [start, step] = parseArgs("count", args, kw, ["start", "step"], 0);
    if ((start !== null && !isNumber(start)) || (step !== null && !isNumber(step))) typeError("a number is required");
    const st = step ?? newInt(1);
    const fast = (start === null || isInt(start)) && isInt(st) && (st as PyInt).value == 1;
    let cnt: PyObject;
    if (start === null) cnt = newInt(0);
    else if (fast) cnt = newInt(0).ob_type === start.ob_type ? (Py_INCREF(start), start) : newInt(Number((start as PyInt).value));
    else cnt = (Py_INCREF(start), start);
    if (step !== null) Py_INCREF(step);
    return new CountObject(t, cnt, st, fast);
  };
  T.tp_iternext = (o) => {
    const c = o as CountObject;
    const r = c.cnt;
    c.cnt = PyNumber_BinaryOp(r, c.step, 0);
    return r;
  };
  T.tp_repr = (o) => {
    const c = o as CountObject;
    const name = o.ob_type.tp_qualname;
    if (isInt(c.step) && (c.step as PyInt).value == 1) return newStr(`${name}(${PyObject_Repr(c.cnt).value})`);
    return newStr(`${name}(${PyObject_Repr(c.cnt).value}, ${PyObject_Repr(c.step).value})`);
  };
}

// ---- cycle -----------------------------------------------------------------------------------

class CycleObject extends ItObject {
  declare it: PyObject | null;
  declare saved: PyList;
  declare index: number;
  constructor(t: PyType, it: PyObject) {
    super(t);
    this.it = it;
    this.saved = newList([]);
    this.index = 0;
  }
  owned() {
    return [this.it, this.saved];
  }
}

function initCycle(): void {
  const T = PyCycle_Type;
  T.tp_new = (t, args, kw) => {
    noKwFor("cycle", t, T, kw);
    const a = positional(args, kw);
    checkPositional("cycle", a.length, 1, 1);
    return new CycleObject(t, PyObject_GetIter(a[0]!));
  };
  T.tp_iternext = (o) => {
    const c = o as CycleObject;
    if (c.it !== null) {
      const v = PyIter_Next(c.it);
      if (v !== null) {
        Py_INCREF(v);
        c.saved.items.push(v);
        return v;
      }
      c.it = release(c.it);
    }
    const s = c.saved.items;
    if (s.length === 0) return null;
    const v = s[c.index]!;
    c.index = c.index + 1 >= s.length ? 0 : c.index + 1;
    Py_INCREF(v);
    return v;
  };
}

// ---- repeat ----------------------------------------------------------------------------------

class RepeatObject extends ItObject {
  declare element: PyObject;
  declare cnt: number;
  constructor(t: PyType, element: PyObject, cnt: number) {
    super(t);
    this.element = element;
    this.cnt = cnt;
  }
  owned() {
    return [this.element];
  }
}

function initRepeat(): void {
  const T = PyRepeat_Type;
  T.tp_new = (t, args, kw) => {
    const [element, times] = parseArgs("repeat", args, kw, ["object", "times"], 1);
    let cnt = -1;
    if (times !== null) cnt = Math.max(0, asSsize(times));
    Py_INCREF(element!);
    return new RepeatObject(t, element!, cnt);
  };
  T.tp_iternext = (o) => {
    const r = o as RepeatObject;
    if (r.cnt === 0) return null;
    if (r.cnt > 0) r.cnt--;
    Py_INCREF(r.element);
    return r.element;
  };
  T.tp_repr = (o) => {
    const r = o as RepeatObject;
    const name = o.ob_type.tp_qualname;
    return newStr(r.cnt === -1 ? `${name}(${PyObject_Repr(r.element).value})` : `${name}(${PyObject_Repr(r.element).value}, ${r.cnt})`);
  };
  defMethod(T, "__length_hint__", checkedMethod("repeat.__length_hint__", "noargs", (self) => {
    const r = self as RepeatObject;
    if (r.cnt === -1) typeError("len() of unsized object");
    return newInt(r.cnt);
  }));
}

// ---- accumulate ------------------------------------------------------------------------------

class AccumulateObject extends ItObject {
  declare it: PyObject;
  declare binop: PyObject | null;
  declare total: PyObject | null;
  declare initial: PyObject | null;
  constructor(t: PyType, it: PyObject, binop: PyObject | null, initial: PyObject | null) {
    super(t);
    this.it = it;
    this.binop = binop;
    this.total = null;
    this.initial = initial;
  }
  owned() {
    return [this.it, this.binop, this.total, this.initial];
  }
}

function initAccumulate(): void {
  const T = PyAccumulate_Type;
  T.tp_new = (t, args, kw) => {
    const [iterable, func, initial] = parseArgs("accumulate", args, kw, ["iterable", "func", "initial"], 1, 0, 2);
    const it = PyObject_GetIter(iterable!);
    const binop = func === null || func === None ? null : (Py_INCREF(func), func);
    const init = initial === null || initial === None ? null : (Py_INCREF(initial), initial);
    return new AccumulateObject(t, it, binop, init);
  };
  T.tp_iternext = (o) => {
    const a = o as AccumulateObject;
    if (a.initial !== null) {
      a.total = a.initial;
      a.initial = null;
      Py_INCREF(a.total);
      return a.total;
    }
    const v = PyIter_Next(a.it);
    if (v === null) return null;
    if (a.total === null) a.total = v;
    else {
      let nt: PyObject;
      try {
        nt = a.binop === null ? PyNumber_BinaryOp(a.total, v, 0) : PyObject_Call(a.binop, [a.total, v], null);
      } finally {
        Py_DECREF(v);
      }
      const old = a.total;
      a.total = nt;
      Py_DECREF(old);
    }
    Py_INCREF(a.total);
    return a.total;
  };
}

// ---- batched ---------------------------------------------------------------------------------

class BatchedObject extends ItObject {
  declare it: PyObject | null;
  declare n: number;
  declare strict: boolean;
  constructor(t: PyType, it: PyObject, n: number, strict: boolean) {
    super(t);
    this.it = it;
    this.n = n;
    this.strict = strict;
  }
  owned() {
    return [this.it];
  }
}

function initBatched(): void {
  const T = PyBatched_Type;
  T.tp_new = (t, args, kw) => {
    const [iterable, nObj, strict] = parseArgs("batched", args, kw, ["iterable", "n", "strict"], 2, 0, 2);
    const n = asSsize(nObj!);
    const s = strict === null ? false : PyObject_IsTrue(strict);
    if (n < 1) throw newException(PyExc_ValueError, "n must be at least one");
    return new BatchedObject(t, PyObject_GetIter(iterable!), n, s);
  };
  T.tp_iternext = (o) => {
    const b = o as BatchedObject;
    if (b.it === null) return null;
    const items: PyObject[] = [];
    try {
      while (items.length < b.n) {
        const v = PyIter_Next(b.it);
        if (v === null) break;
        items.push(v);
      }
    } catch (e) {
      for (const x of items) Py_DECREF(x);
      b.it = release(b.it);
      throw e;
    }
    if (items.length === 0) {
      b.it = release(b.it);
      return null;
    }
    if (items.length < b.n) {
      if (b.strict) {
        b.it = release(b.it);
        for (const x of items) Py_DECREF(x);
        throw newException(PyExc_ValueError, "batched(): incomplete batch");
      }
    }
    return newTuple(items);
  };
}

// ---- chain -----------------------------------------------------------------------------------

class ChainObject extends ItObject {
  declare source: PyObject | null;
  declare active: PyObject | null;
  constructor(t: PyType, source: PyObject) {
    super(t);
    this.source = source;
    this.active = null;
  }
  owned() {
    return [this.source, this.active];
  }
}

function initChain(): void {
  const T = PyChain_Type;
  T.tp_new = (t, args, kw) => {
    noKwFor("chain", t, T, kw);
    const a = positional(args, kw);
    for (const x of a) Py_INCREF(x);
    const tup = newTuple(a.slice());
    try {
      return new ChainObject(t, PyObject_GetIter(tup));
    } finally {
      Py_DECREF(tup);
    }
  };
  defClassMethod(T, "from_iterable", checkedMethod("chain.from_iterable", "o", (cls, args) => new ChainObject(cls as PyType, PyObject_GetIter(args[0]!))));
  T.tp_iternext = (o) => {
    const c = o as ChainObject;
    while (c.source !== null) {
      if (c.active === null) {
        const iterable = PyIter_Next(c.source);
        if (iterable === null) {
          c.source = release(c.source);
          return null;
        }
        try {
          c.active = PyObject_GetIter(iterable);
        } catch (e) {
          c.source = release(c.source);
          throw e;
        } finally {
          Py_DECREF(iterable);
        }
      }
      const v = PyIter_Next(c.active);
      if (v !== null) return v;
      c.active = release(c.active);
    }
    return null;
  };
  defClassMethod(T, "__class_getitem__", checkedMethod("chain.__class_getitem__", "o", (cls, args) => newGenericAlias(cls, args[0]!)));
}

// ---- compress, dropwhile, takewhile, filterfalse, starmap --------------------------------------

class FuncIterObject extends ItObject {
  declare fn: PyObject;
  declare it: PyObject;
  /** dropwhile: dropping is over; takewhile: stopped. */
  declare done: boolean;
  constructor(t: PyType, fn: PyObject, it: PyObject) {
    super(t);
    this.fn = fn;
    this.it = it;
    this.done = false;
  }
  owned() {
    return [this.fn, this.it];
  }
}

/** The constructor of a (function, iterable) type taking positional arguments only. */
function funcIterNew(name: string, base: PyType) {
  return (t: PyType, args: PyObject[], kw: string[] | null): PyObject => {
    noKwFor(name, t, base, kw);
    const a = positional(args, kw);
    checkPositional(name, a.length, 2, 2);
    const it = PyObject_GetIter(a[1]!);
    Py_INCREF(a[0]!);
    return new FuncIterObject(t, a[0]!, it);
  };
}

function callTruth(fn: PyObject, v: PyObject): boolean {
  const r = PyObject_Call(fn, [v], null);
  try {
    return PyObject_IsTrue(r);
  } finally {
    Py_DECREF(r);
  }
}

function withItem<T>(v: PyObject, f: () => T): T {
  try {
    return f();
  } catch (e) {
    Py_DECREF(v);
    throw e;
  }
}

function initFuncIters(): void {
  const C = PyCompress_Type;
  C.tp_new = (t, args, kw) => {
    const [data, selectors] = parseArgs("compress", args, kw, ["data", "selectors"], 2);
    const d = PyObject_GetIter(data!);
    let s: PyObject;
    try {
      s = PyObject_GetIter(selectors!);
    } catch (e) {
      Py_DECREF(d);
      throw e;
    }
    return new FuncIterObject(t, s, d);
  };
  C.tp_iternext = (o) => {
    const c = o as FuncIterObject;
    for (;;) {
      const datum = PyIter_Next(c.it);
      if (datum === null) return null;
      const sel = withItem(datum, () => PyIter_Next(c.fn));
      if (sel === null) {
        Py_DECREF(datum);
        return null;
      }
      const ok = withItem(datum, () => {
        try {
          return PyObject_IsTrue(sel);
        } finally {
          Py_DECREF(sel);
        }
      });
      if (ok) return datum;
      Py_DECREF(datum);
    }
  };

  const D = PyDropwhile_Type;
  D.tp_new = funcIterNew("dropwhile", D);
  D.tp_iternext = (o) => {
    const d = o as FuncIterObject;
    for (;;) {
      const v = PyIter_Next(d.it);
      if (v === null) return null;
      if (d.done) return v;
      if (!withItem(v, () => callTruth(d.fn, v))) {
        d.done = true;
        return v;
      }
      Py_DECREF(v);
    }
  };

  const Tw = PyTakewhile_Type;
  Tw.tp_new = funcIterNew("takewhile", Tw);
  Tw.tp_iternext = (o) => {
    const d = o as FuncIterObject;
    if (d.done) return null;
    const v = PyIter_Next(d.it);
    if (v === null) return null;
    if (withItem(v, () => callTruth(d.fn, v))) return v;
    Py_DECREF(v);
    d.done = true;
    return null;
  };

  const F = PyFilterfalse_Type;
  F.tp_new = funcIterNew("filterfalse", F);
  F.tp_iternext = (o) => {
    const d = o as FuncIterObject;
    for (;;) {
      const v = PyIter_Next(d.it);
      if (v === null) return null;
      const ok = withItem(v, () => (d.fn === None ? PyObject_IsTrue(v) : callTruth(d.fn, v)));
      if (!ok) return v;
      Py_DECREF(v);
    }
  };

  const S = PyStarmap_Type;
  S.tp_new = funcIterNew("starmap", S);
  S.tp_iternext = (o) => {
    const d = o as FuncIterObject;
    const v = PyIter_Next(d.it);
    if (v === null) return null;
    let items: PyObject[];
    try {
      items = isTuple(v) ? (v as PyTuple).items : iterateToArray(v);
    } catch (e) {
      Py_DECREF(v);
      throw e;
    }
    try {
      return PyObject_Call(d.fn, items, null);
    } finally {
      if (!isTuple(v)) for (const x of items) Py_DECREF(x);
      Py_DECREF(v);
    }
  };
}

// ---- groupby ---------------------------------------------------------------------------------

class GroupbyObject extends ItObject {
  declare it: PyObject;
  declare keyfunc: PyObject;
  declare tgtkey: PyObject | null;
  declare currkey: PyObject | null;
  declare currvalue: PyObject | null;
  /** The current _grouper (borrowed: a grouper only asks whether it is still current). */
  declare currgrouper: GrouperObject | null;
  constructor(t: PyType, it: PyObject, keyfunc: PyObject) {
    super(t);
    this.it = it;
    this.keyfunc = keyfunc;
    this.tgtkey = null;
    this.currkey = null;
    this.currvalue = null;
    this.currgrouper = null;
  }
  owned() {
    return [this.it, this.keyfunc, this.tgtkey, this.currkey, this.currvalue];
  }
}

class GrouperObject extends ItObject {
  declare parent: GroupbyObject;
  declare tgtkey: PyObject;
  constructor(parent: GroupbyObject, tgtkey: PyObject) {
    super(PyGrouper_Type);
    this.parent = parent;
    this.tgtkey = tgtkey;
  }
  owned() {
    return [this.parent, this.tgtkey];
  }
}

/** groupby_step: the next value and its key; false at the end. */
function groupbyStep(g: GroupbyObject): boolean {
  const v = PyIter_Next(g.it);
  if (v === null) return false;
  let k: PyObject;
  if (g.keyfunc === None) {
    Py_INCREF(v);
    k = v;
  } else k = withItem(v, () => PyObject_Call(g.keyfunc, [v], null));
  const ov = g.currvalue, ok = g.currkey;
  g.currvalue = v;
  g.currkey = k;
  Py_XDECREF(ov);
  Py_XDECREF(ok);
  return true;
}

function initGroupby(): void {
  const T = PyGroupby_Type;
  T.tp_new = (t, args, kw) => {
    const [iterable, key] = parseArgs("groupby", args, kw, ["iterable", "key"], 1);
    const it = PyObject_GetIter(iterable!);
    const k = key ?? None;
    Py_INCREF(k);
    return new GroupbyObject(t, it, k);
  };
  T.tp_iternext = (o) => {
    const g = o as GroupbyObject;
    g.currgrouper = null;
    for (;;) {
      if (g.currkey === null) {
        // pass
      } else if (g.tgtkey === null) break;
      else if (!PyObject_RichCompareBool(g.tgtkey, g.currkey, Py_EQ)) break;
      if (!groupbyStep(g)) return null;
    }
    Py_INCREF(g.currkey!);
    const old = g.tgtkey;
    g.tgtkey = g.currkey;
    Py_XDECREF(old);
    Py_INCREF(g);
    Py_INCREF(g.tgtkey!);
    const grouper = new GrouperObject(g, g.tgtkey!);
    g.currgrouper = grouper;
    Py_INCREF(g.currkey!);
    return newTuple([g.currkey!, grouper]);
  };
  const G = PyGrouper_Type;
  G.tp_new = (_t, args, kw) => {
    noKw("_grouper", kw);
    checkPositional("_grouper", args.length, 2, 2);
    const parent = args[0]!;
    if (!parent.ob_type.isSubtype(PyGroupby_Type)) typeError(`_grouper() argument 1 must be itertools.groupby, not ${typeName(parent)}`);
    Py_INCREF(parent);
    Py_INCREF(args[1]!);
    const grouper = new GrouperObject(parent as GroupbyObject, args[1]!);
    (parent as GroupbyObject).currgrouper = grouper;
    return grouper;
  };
  G.tp_iternext = (o) => {
    const gr = o as GrouperObject;
    const g = gr.parent;
    if (g.currgrouper !== gr) return null;
    if (g.currvalue === null && !groupbyStep(g)) return null;
    if (!PyObject_RichCompareBool(gr.tgtkey, g.currkey!, Py_EQ)) return null;
    const r = g.currvalue!;
    g.currvalue = null;
    g.currkey = release(g.currkey);
    return r;
  };
}

// ---- islice ----------------------------------------------------------------------------------

class IsliceObject extends ItObject {
  declare it: PyObject | null;
  declare next: number;
  declare stop: number;
  declare step: number;
  declare cnt: number;
  constructor(t: PyType, it: PyObject, start: number, stop: number, step: number) {
    super(t);
    this.it = it;
    this.next = start;
    this.stop = stop;
    this.step = step;
    this.cnt = 0;
  }
  owned() {
    return [this.it];
  }
}

/** PyNumber_AsSsize_t(o, NULL) with the error cleared: -1 on any error, clamped past 64 bits. */
function ssizeOrMinus1(o: PyObject): number {
  try {
    const v = indexValue(o);
    return beyondInt64(v) ? -1 : Number(v);
  } catch (e) {
    if (e instanceof PyBaseExceptionObject) {
      Py_DECREF(e);
      return -1;
    }
    throw e;
  }
}

function initIslice(): void {
  const T = PyIslice_Type;
  const stopMsg = "Stop argument for islice() must be None or an integer: 0 <= x <= sys.maxsize.";
  T.tp_new = (t, args, kw) => {
    noKwFor("islice", t, T, kw);
    const a = positional(args, kw);
    checkPositional("islice", a.length, 2, 4);
    let start = 0, stop = -1, step = 1;
    if (a.length === 2) {
      if (a[1] !== None) {
        stop = ssizeOrMinus1(a[1]!);
        if (stop === -1) throw newException(PyExc_ValueError, stopMsg);
      }
    } else {
      if (a[1] !== None) start = ssizeOrMinus1(a[1]!);
      if (a[2] !== None) {
        stop = ssizeOrMinus1(a[2]!);
        if (stop === -1) throw newException(PyExc_ValueError, stopMsg);
      }
    }
    if (start < 0 || stop < -1) throw newException(PyExc_ValueError, "Indices for islice() must be None or an integer: 0 <= x <= sys.maxsize.");
    if (a.length === 4 && a[3] !== None) step = ssizeOrMinus1(a[3]!);
    if (step < 1) throw newException(PyExc_ValueError, "Step for islice() must be a positive integer or None.");
    return new IsliceObject(t, PyObject_GetIter(a[0]!), start, stop, step);
  };
  T.tp_iternext = (o) => {
    const s = o as IsliceObject;
    const it = s.it;
    if (it === null) return null;
    try {
      while (s.cnt < s.next) {
        const v = PyIter_Next(it);
        if (v === null) {
          s.it = release(s.it);
          return null;
        }
        Py_DECREF(v);
        s.cnt++;
      }
      if (s.stop !== -1 && s.cnt >= s.stop) {
        s.it = release(s.it);
        return null;
      }
      const v = PyIter_Next(it);
      if (v === null) {
        s.it = release(s.it);
        return null;
      }
      s.cnt++;
      const old = s.next;
      s.next += s.step;
      if (s.next < old || (s.stop !== -1 && s.next > s.stop)) s.next = s.stop;
      return v;
    } catch (e) {
      if (s.it === it) s.it = release(s.it);
      throw e;
    }
  };
}

// ---- pairwise --------------------------------------------------------------------------------

class PairwiseObject extends ItObject {
  declare it: PyObject | null;
  declare old: PyObject | null;
  declare result: PyTuple | null;
  constructor(t: PyType, it: PyObject) {
    super(t);
    this.it = it;
    this.old = null;
    this.result = newTuple([None, None]);
  }
  owned() {
    return [this.it, this.old, this.result];
  }
}

function initPairwise(): void {
  const T = PyPairwise_Type;
  T.tp_new = (t, args, kw) => {
    noKwFor("pairwise", t, T, kw);
    const a = positional(args, kw);
    checkPositional("pairwise", a.length, 1, 1);
    return new PairwiseObject(t, PyObject_GetIter(a[0]!));
  };
  T.tp_iternext = (o) => {
    const p = o as PairwiseObject;
    const it = p.it;
    if (it === null) return null;
    let old = p.old;
    if (old === null) {
      old = PyIter_Next(it);
      p.old = old;
      if (old === null) {
        p.it = release(p.it);
        return null;
      }
    }
    Py_INCREF(old);
    let nw: PyObject | null;
    try {
      nw = PyIter_Next(it);
    } catch (e) {
      Py_DECREF(old);
      throw e;
    }
    if (nw === null) {
      p.it = release(p.it);
      p.old = release(p.old);
      Py_DECREF(old);
      return null;
    }
    let r = p.result!;
    Py_INCREF(nw);
    if (r.ob_refcnt === 1) {
      const [a, b] = r.items;
      r.items = [old, nw];
      Py_DECREF(a!);
      Py_DECREF(b!);
      Py_INCREF(r);
    } else r = newTuple([old, nw]);
    const prev = p.old;
    p.old = nw;
    Py_XDECREF(prev);
    return r;
  };
}

// ---- tee -------------------------------------------------------------------------------------

const LINKCELLS = 57;

class TeeDataObject extends ItObject {
  declare it: PyObject;
  declare values: PyObject[];
  declare nextlink: TeeDataObject | null;
  declare running: boolean;
  constructor(it: PyObject) {
    super(PyTeeData_Type);
    this.it = it;
    this.values = [];
    this.nextlink = null;
    this.running = false;
  }
  owned() {
    return [this.it, ...this.values, this.nextlink];
  }
}

class TeeObject extends ItObject {
  declare dataobj: TeeDataObject;
  declare index: number;
  constructor(dataobj: TeeDataObject, index: number) {
    super(PyTee_Type);
    this.dataobj = dataobj;
    this.index = index;
  }
  owned() {
    return [this.dataobj];
  }
}

function teeCopy(t: TeeObject): TeeObject {
  Py_INCREF(t.dataobj);
  return new TeeObject(t.dataobj, t.index);
}

/** tee_fromiterable: a copy of a tee, or a tee over a new data object. */
function teeFromIterable(iterable: PyObject): TeeObject {
  const it = PyObject_GetIter(iterable);
  if (it.ob_type === PyTee_Type) {
    const r = teeCopy(it as TeeObject);
    Py_DECREF(it);
    return r;
  }
  return new TeeObject(new TeeDataObject(it), 0);
}

function initTee(): void {
  const T = PyTee_Type;
  T.tp_new = (_t, args, kw) => {
    const [iterable] = parseArgs("_tee", args, kw, ["iterable"], 1, 1);
    return teeFromIterable(iterable!);
  };
  T.tp_iternext = (o) => {
    const t = o as TeeObject;
    if (t.index >= LINKCELLS) {
      const d = t.dataobj;
      if (d.nextlink === null) {
        Py_INCREF(d.it);
        d.nextlink = new TeeDataObject(d.it);
      }
      const link = d.nextlink;
      Py_INCREF(link);
      t.dataobj = link;
      t.index = 0;
      Py_DECREF(d);
    }
    const d = t.dataobj;
    let v: PyObject;
    if (t.index < d.values.length) v = d.values[t.index]!;
    else {
      if (d.running) throw newException(PyExc_RuntimeError, "cannot re-enter the tee iterator");
      d.running = true;
      let n: PyObject | null;
      try {
        n = PyIter_Next(d.it);
      } finally {
        d.running = false;
      }
      if (n === null) return null;
      d.values.push(n);
      v = n;
    }
    t.index++;
    Py_INCREF(v);
    return v;
  };
  defMethod(T, "__copy__", checkedMethod("_tee.__copy__", "noargs", (self) => teeCopy(self as TeeObject)));
  PyTeeData_Type.tp_new = (_t, args, kw) => {
    noKw("teedataobject", kw);
    checkPositional("teedataobject", args.length, 3, 3);
    const [iterable, values, next] = args as [PyObject, PyObject, PyObject];
    if (!isList(values)) typeError(`teedataobject() argument 2 must be list, not ${typeName(values)}`);
    const n = (values as PyList).items.length;
    const invalid = (): never => {
      throw newException(PyExc_ValueError, "Invalid arguments");
    };
    if (n > LINKCELLS) invalid();
    if (n === LINKCELLS ? next !== None && next.ob_type !== PyTeeData_Type : next !== None) invalid();
    const d = new TeeDataObject(PyObject_GetIter(iterable));
    for (const v of (values as PyList).items) {
      Py_INCREF(v);
      d.values.push(v);
    }
    if (n === LINKCELLS && next !== None) {
      Py_INCREF(next);
      d.nextlink = next as TeeDataObject;
    }
    return d;
  };
  // teedataobject_clear: the cached values, the iterator and the next link go
  gcRegisterClear(PyTeeData_Type, (o) => {
    const d = o as TeeDataObject;
    const { it, values, nextlink } = d;
    d.it = None;
    d.values = [];
    d.nextlink = null;
    Py_DECREF(it);
    for (const v of values) Py_DECREF(v);
    Py_XDECREF(nextlink);
  });
}

// ---- zip_longest -----------------------------------------------------------------------------

class ZipLongestObject extends ItObject {
  declare its: (PyObject | null)[];
  declare numactive: number;
  declare fillvalue: PyObject;
  declare result: PyTuple | null;
  constructor(t: PyType, its: PyObject[], fillvalue: PyObject) {
    super(t);
    this.its = its;
    this.numactive = its.length;
    this.fillvalue = fillvalue;
    this.result = its.length ? newTuple(its.map(() => None)) : null;
  }
  owned() {
    return [...this.its, this.fillvalue, this.result];
  }
}

function initZipLongest(): void {
  const T = PyZipLongest_Type;
  T.tp_new = (t, args, kw) => {
    let fill: PyObject = None;
    const nkw = kw ? kw.length : 0;
    if (nkw > 0) {
      if (nkw !== 1 || kw![0] !== "fillvalue") typeError("zip_longest() got an unexpected keyword argument");
      fill = args[args.length - 1]!;
    }
    const its: PyObject[] = [];
    try {
      for (const a of positional(args, kw)) its.push(PyObject_GetIter(a));
    } catch (e) {
      for (const x of its) Py_DECREF(x);
      throw e;
    }
    Py_INCREF(fill);
    return new ZipLongestObject(t, its, fill);
  };
  T.tp_iternext = (o) => {
    const z = o as ZipLongestObject;
    const n = z.its.length;
    if (n === 0 || z.numactive === 0) return null;
    const out: PyObject[] = [];
    try {
      for (let i = 0; i < n; i++) {
        const it = z.its[i]!;
        let v: PyObject | null;
        if (it === null) v = null;
        else {
          v = PyIter_Next(it);
          if (v === null) {
            z.numactive--;
            if (z.numactive === 0) {
              for (const x of out) Py_DECREF(x);
              return null;
            }
            z.its[i] = null;
            Py_DECREF(it);
          }
        }
        if (v === null) {
          Py_INCREF(z.fillvalue);
          v = z.fillvalue;
        }
        out.push(v);
      }
    } catch (e) {
      z.numactive = 0;
      for (const x of out) Py_DECREF(x);
      throw e;
    }
    return recycle(z, out);
  };
}

/** An iterator's result tuple reused in place while only the iterator holds it (CPython's recycling). */
function recycle(z: { result: PyTuple | null }, items: PyObject[]): PyTuple {
  const r = z.result;
  if (r === null || r.ob_refcnt !== 1) return newTuple(items);
  const old = r.items;
  r.items = items;
  for (const x of old) Py_DECREF(x);
  Py_INCREF(r);
  return r;
}

// ---- product, permutations, combinations, combinations_with_replacement --------------------------

class CombObject extends ItObject {
  declare pools: PyObject[][];
  /** the tuples owning `pools` (product keeps one per iterable, the others one pool). */
  declare poolTuples: PyTuple[];
  declare indices: number[];
  declare cycles: number[];
  declare r: number;
  declare result: PyTuple | null;
  declare stopped: boolean;
  constructor(t: PyType, poolTuples: PyTuple[], r: number) {
    super(t);
    this.poolTuples = poolTuples;
    this.pools = poolTuples.map((p) => p.items);
    this.indices = [];
    this.cycles = [];
    this.r = r;
    this.result = null;
    this.stopped = false;
  }
  owned() {
    return [...this.poolTuples, this.result];
  }
}

function poolOf(iterable: PyObject): PyTuple {
  if (iterable.ob_type === EmptyTuple.ob_type) {
    Py_INCREF(iterable);
    return iterable as PyTuple;
  }
  return newTuple(iterateToArray(iterable));
}

/**
 * The next result from the item list `pick` of the current indices: the result tuple changed in
 * place while only this object holds it, else a new one that becomes the object's result.
 */
function nextResult(c: CombObject, items: PyObject[]): PyObject {
  for (const x of items) Py_INCREF(x);
  const r = c.result;
  if (r !== null && r.ob_refcnt === 1) {
    const old = r.items;
    r.items = items;
    for (const x of old) Py_DECREF(x);
  } else {
    c.result = items.length === 0 ? EmptyTuple : newTuple(items);
    Py_XDECREF(r);
  }
  Py_INCREF(c.result!);
  return c.result!;
}

function initCombinatorics(): void {
  const P = PyProduct_Type;
  P.tp_new = (t, args, kw) => {
    let repeat = 1;
    const nkw = kw ? kw.length : 0;
    if (nkw > 0) {
      const [rep] = parseArgs("product", args.slice(args.length - nkw), kw, ["repeat"], 0, 0, 0);
      if (rep !== null) repeat = asSsize(rep);
      if (repeat < 0) throw newException(PyExc_ValueError, "repeat argument cannot be negative");
    }
    const pools: PyTuple[] = [];
    try {
      for (const a of positional(args, kw)) pools.push(poolOf(a));
    } catch (e) {
      for (const p of pools) Py_DECREF(p);
      throw e;
    }
    const all: PyTuple[] = [];
    for (let k = 0; k < repeat; k++) for (const p of pools) (Py_INCREF(p), all.push(p));
    for (const p of pools) Py_DECREF(p);
    return new CombObject(t, all, all.length);
  };
  P.tp_iternext = (o) => {
    const c = o as CombObject;
    if (c.stopped) return null;
    const pools = c.pools;
    if (c.result === null) {
      if (pools.some((p) => p.length === 0)) {
        c.stopped = true;
        return null;
      }
      c.indices = pools.map(() => 0);
    } else {
      let i = pools.length - 1;
      for (; i >= 0; i--) {
        if (++c.indices[i]! < pools[i]!.length) break;
        c.indices[i] = 0;
      }
      if (i < 0) {
        c.stopped = true;
        return null;
      }
    }
    return nextResult(c, c.indices.map((j, k) => pools[k]![j]!));
  };

  const C = PyCombinations_Type;
  C.tp_new = (t, args, kw) => {
    const [iterable, rObj] = parseArgs("combinations", args, kw, ["iterable", "r"], 2);
    const pool = poolOf(iterable!);
    let r: number;
    try {
      r = asSsize(rObj!);
    } catch (e) {
      Py_DECREF(pool);
      throw e;
    }
    if (r < 0) {
      Py_DECREF(pool);
      throw newException(PyExc_ValueError, "r must be non-negative");
    }
    const c = new CombObject(t, [pool], r);
    c.stopped = r > pool.items.length;
    return c;
  };
  C.tp_iternext = (o) => {
    const c = o as CombObject;
    if (c.stopped) return null;
    const pool = c.pools[0]!, n = pool.length, r = c.r;
    if (c.result === null) c.indices = Array.from({ length: r }, (_, i) => i);
    else {
      let i = r - 1;
      while (i >= 0 && c.indices[i] === i + n - r) i--;
      if (i < 0) {
        c.stopped = true;
        return null;
      }
      c.indices[i]!++;
      for (let j = i + 1; j < r; j++) c.indices[j] = c.indices[j - 1]! + 1;
    }
    return nextResult(c, c.indices.map((j) => pool[j]!));
  };

  const W = PyCwr_Type;
  W.tp_new = (t, args, kw) => {
    const [iterable, rObj] = parseArgs("combinations_with_replacement", args, kw, ["iterable", "r"], 2);
    const pool = poolOf(iterable!);
    let r: number;
    try {
      r = asSsize(rObj!);
    } catch (e) {
      Py_DECREF(pool);
      throw e;
    }
    if (r < 0) {
      Py_DECREF(pool);
      throw newException(PyExc_ValueError, "r must be non-negative");
    }
    const c = new CombObject(t, [pool], r);
    c.stopped = pool.items.length === 0 && r > 0;
    return c;
  };
  W.tp_iternext = (o) => {
    const c = o as CombObject;
    if (c.stopped) return null;
    const pool = c.pools[0]!, n = pool.length, r = c.r;
    if (c.result === null) c.indices = new Array<number>(r).fill(0);
    else {
      let i = r - 1;
      while (i >= 0 && c.indices[i] === n - 1) i--;
      if (i < 0) {
        c.stopped = true;
        return null;
      }
      const v = c.indices[i]! + 1;
      for (let j = i; j < r; j++) c.indices[j] = v;
    }
    return nextResult(c, c.indices.map((j) => pool[j]!));
  };

  const M = PyPermutations_Type;
  M.tp_new = (t, args, kw) => {
    const [iterable, rObj] = parseArgs("permutations", args, kw, ["iterable", "r"], 1);
    const pool = poolOf(iterable!);
    const n = pool.items.length;
    let r = n;
    if (rObj !== null && rObj !== None) {
      if (!isInt(rObj)) {
        Py_DECREF(pool);
        typeError("Expected int as r");
      }
      try {
        r = asSsize(rObj);
      } catch (e) {
        Py_DECREF(pool);
        throw e;
      }
      if (r < 0) {
        Py_DECREF(pool);
        throw newException(PyExc_ValueError, "r must be non-negative");
      }
    }
    const c = new CombObject(t, [pool], r);
    c.stopped = r > n;
    return c;
  };
  M.tp_iternext = (o) => {
    const c = o as CombObject;
    if (c.stopped) return null;
    const pool = c.pools[0]!, n = pool.length, r = c.r;
    const ind = c.indices, cyc = c.cycles;
    if (c.result === null) {
      for (let i = 0; i < n; i++) ind.push(i);
      for (let i = 0; i < r; i++) cyc.push(n - i);
    } else {
      if (n === 0) {
        c.stopped = true;
        return null;
      }
      let i = r - 1;
      for (; i >= 0; i--) {
        cyc[i]!--;
        if (cyc[i] === 0) {
          const first = ind[i]!;
          for (let j = i; j < n - 1; j++) ind[j] = ind[j + 1]!;
          ind[n - 1] = first;
          cyc[i] = n - i;
        } else {
          const j = cyc[i]!;
          const tmp = ind[i]!;
          ind[i] = ind[n - j]!;
          ind[n - j] = tmp;
          break;
        }
      }
      if (i < 0) {
        c.stopped = true;
        return null;
      }
    }
    return nextResult(c, ind.slice(0, r).map((j) => pool[j]!));
  };
  for (const T of [P, C, W, M]) {
    defMethod(T, "__sizeof__", checkedMethod(`${T.tp_qualname}.__sizeof__`, "noargs", (self) => {
      const c = self as CombObject;
      const base = T === P ? 48 : T === M ? 64 : 56;
      return newInt(base + 8 * (T === P ? c.pools.length : T === M ? c.pools[0]!.length + c.r : c.r));
    }));
  }
}

// ---- module ----------------------------------------------------------------------------------

let ready = false;

function initTypes(): void {
  if (ready) return;
  ready = true;
  initCount();
  initCycle();
  initRepeat();
  initAccumulate();
  initBatched();
  initChain();
  initFuncIters();
  initGroupby();
  initIslice();
  initPairwise();
  initTee();
  initZipLongest();
  initCombinatorics();
  for (const t of types) {
    if (t !== PyTeeData_Type) {
      t.tp_iter = (o) => (Py_INCREF(o), o);
    }
    t.tp_dealloc = (o) => {
      if (o.ob_type.tp_weakrefd) clearWeakrefs(o);
      for (const x of (o as ItObject).owned()) Py_XDECREF(x);
    };
    t.tp_dict.set("__module__", internStr("itertools"));
    addSlotWrappers(t);
    gcRegisterType(t, (o, visit) => {
      for (const x of (o as ItObject).owned()) if (x !== null) visit(x);
    });
  }
}

export function makeItertools(): PyModule {
  initTypes();
  const mod = newModule("itertools");
  const d = mod.dict!;
  for (const t of types) dictSetItem(d, internStr(t.tp_qualname), t);
  dictSetItem(d, internStr("tee"), newCFunction("tee", (_s, args, kw) => {
    noKw("tee", kw);
    checkPositional("tee", args.length, 1, 2);
    const n = args.length > 1 ? asSsize(args[1]!) : 2;
    if (n < 0) throw newException(PyExc_ValueError, "n must be >= 0");
    if (n === 0) return EmptyTuple;
    const first = teeFromIterable(args[0]!);
    const out: PyObject[] = [first];
    for (let i = 1; i < n; i++) out.push(teeCopy(first));
    return newTuple(out);
  }, mod));
  return mod;
}

keepConstructFast(CountObject, CycleObject, RepeatObject, AccumulateObject, BatchedObject, ChainObject, FuncIterObject, GroupbyObject, GrouperObject, IsliceObject, PairwiseObject, TeeDataObject, TeeObject, ZipLongestObject, CombObject);
