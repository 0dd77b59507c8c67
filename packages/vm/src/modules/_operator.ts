/**
 * The _operator module (Modules/_operator.c, 3.14): the functions operator.py re-exports with
 * `from _operator import *`, and the itemgetter, attrgetter and methodcaller types. Every
 * operation is the VM's abstract layer (abstract.ts), not a reimplementation.
 */
import { PyObject, PyType, Py_INCREF, Py_DECREF, newStaticType, keepConstructFast } from "../objects/object.js";
import { gcTrack, gcRegisterType } from "../objects/gcstate.js";
import { None, NotImplemented } from "../objects/none.js";
import { newInt, isInt, newIntBig } from "../objects/int.js";
import { newBool } from "../objects/bool.js";
import { newTuple, type PyTuple } from "../objects/tuple.js";
import { newStr, internStr, isStr, type PyStr } from "../objects/str.js";
import { isDict, dictSetItem } from "../objects/dict.js";
import { PyModule, newModule } from "../objects/module.js";
import { newCFunction, defMethod, type MethodImpl } from "../objects/descr.js";
import { PyExc_ValueError, PyExc_TypeError, newException, typeError, PyBaseExceptionObject } from "../objects/exceptions.js";
import { addSlotWrappers } from "../objects/typeobject.js";
import {
  PyObject_Call, PyObject_IsTrue, PyObject_RichCompare, PyObject_RichCompareBool, Py_EQ, PyObject_Repr, PyNumber_BinaryOp,
  PyNumber_Index, PyNumber_Negative, PyNumber_Positive, PyNumber_Invert, PyObject_GetItem, PyObject_SetItem, PyObject_DelItem,
  PySequence_Contains, PyObject_GetIter, PyIter_Next, PyObject_GetAttr, typeName, asSsize, PyObject_Length,
} from "../abstract.js";
import { noKw, checkPositional } from "../args.js";
import { bufferBytes } from "../types/buffer.js";
import { reprEnter, reprLeave } from "../types/reprGuard.js";

export const PyItemGetter_Type = newStaticType("operator.itemgetter", undefined, 0);
export const PyAttrGetter_Type = newStaticType("operator.attrgetter", undefined, 0);
export const PyMethodCaller_Type = newStaticType("operator.methodcaller", undefined, 0);

class ItemGetterObject extends PyObject {
  declare items: PyTuple;
  constructor(items: PyTuple) {
    super(PyItemGetter_Type);
    this.items = items;
    gcTrack(this);
  }
}

class AttrGetterObject extends PyObject {
  /** The attribute names as given (for repr and __reduce__). */
  declare names: PyTuple;
  /** Each name's dotted parts, interned. */
  declare paths: PyStr[][];
  constructor(names: PyTuple, paths: PyStr[][]) {
    super(PyAttrGetter_Type);
    this.names = names;
    this.paths = paths;
    gcTrack(this);
  }
}

class MethodCallerObject extends PyObject {
  declare name: PyStr;
  declare args: PyObject[];
  declare kwnames: string[];
  constructor(name: PyStr, args: PyObject[], kwnames: string[]) {
    super(PyMethodCaller_Type);
    this.name = name;
    this.args = args;
    this.kwnames = kwnames;
    gcTrack(this);
  }
}

/** What METH_VARARGS + _PyArg_CheckPositional report: "_operator.f() takes no keyword arguments", "f expected 2 arguments, got 1". */
function fixed(name: string, n: number, f: (a: PyObject[]) => PyObject): MethodImpl {
  return (_s, args, kw) => {
    noKw(`_operator.${name}`, kw);
    checkPositional(name, args.length, n, n);
    return f(args);
  };
}

/** METH_O: "_operator.f() takes exactly one argument (0 given)". */
function unary(name: string, f: (a: PyObject) => PyObject): MethodImpl {
  return (_s, args, kw) => {
    noKw(`_operator.${name}`, kw);
    if (args.length !== 1) typeError(`_operator.${name}() takes exactly one argument (${args.length} given)`);
    return f(args[0]!);
  };
}

function isSequence(o: PyObject): boolean {
  return !isDict(o) && o.ob_type.mp_subscript !== null && o.ob_type.lookup("__getitem__") !== null;
}

/** PySequence_Concat / PySequence_InPlaceConcat. */
function concat(a: PyObject, b: PyObject, inplace: boolean): PyObject {
  if (!isSequence(a)) typeError(`'${typeName(a)}' object can't be concatenated`);
  if (!inplace && a.ob_type.sq_concat !== null) return a.ob_type.sq_concat(a, b);
  if (!isSequence(b) && !inplace) typeError(`'${typeName(a)}' object can't be concatenated`);
  return PyNumber_BinaryOp(a, b, inplace ? 13 : 0);
}

function countOrIndex(seq: PyObject, v: PyObject, index: boolean): PyObject {
  let it: PyObject;
  try {
    it = PyObject_GetIter(seq);
  } catch (e) {
    if (!isTypeError(e)) throw e;
    Py_DECREF(e);
    typeError(`argument of type '${typeName(seq)}' is not iterable`);
  }
  let n = 0;
  try {
    for (let i = 0; ; i++) {
      const x = PyIter_Next(it);
      if (x === null) break;
      let eq: boolean;
      try {
        eq = PyObject_RichCompareBool(x, v, Py_EQ);
      } finally {
        Py_DECREF(x);
      }
      if (eq) {
        if (index) return newInt(i);
        n++;
      }
    }
  } finally {
    Py_DECREF(it);
  }
  if (index) throw newException(PyExc_ValueError, "sequence.index(x): x not in sequence");
  return newInt(n);
}

function isTypeError(e: unknown): e is PyBaseExceptionObject {
  return e instanceof PyBaseExceptionObject && e.ob_type.isSubtype(PyExc_TypeError);
}

/** PyObject_LengthHint(o, default). */
export function lengthHint(o: PyObject, dflt: number): number {
  if (o.ob_type.sq_length !== null) {
    try {
      return PyObject_Length(o);
    } catch (e) {
      if (!isTypeError(e)) throw e;
      Py_DECREF(e);
    }
  }
  const hint = o.ob_type.lookup("__length_hint__");
  if (hint === null) return dflt;
  const get = hint.ob_type.tp_descr_get;
  const bound = get !== null ? get(hint, o, o.ob_type) : (Py_INCREF(hint), hint);
  let r: PyObject;
  try {
    r = PyObject_Call(bound, [], null);
  } catch (e) {
    if (!isTypeError(e)) throw e;
    Py_DECREF(e);
    return dflt;
  } finally {
    Py_DECREF(bound);
  }
  if (r === NotImplemented) return dflt;
  if (!isInt(r)) {
    Py_DECREF(r);
    typeError(`__length_hint__ must be an integer, not ${typeName(r)}`);
  }
  const v = asSsize(r);
  Py_DECREF(r);
  if (v < 0) throw newException(PyExc_ValueError, "__length_hint__() should return >= 0");
  return v;
}

function compareDigest(a: PyObject, b: PyObject): PyObject {
  if (isStr(a) && isStr(b)) {
    const x = (a as PyStr).value, y = (b as PyStr).value;
    if (/[^\x00-\x7f]/.test(x) || /[^\x00-\x7f]/.test(y)) typeError("comparing strings with non-ASCII characters is not supported");
    return newBool(x === y);
  }
  const ba = bufferBytes(a), bb = bufferBytes(b);
  if (ba === null && bb === null) typeError(`unsupported operand types(s) or combination of types: '${typeName(a)}' and '${typeName(b)}'`);
  if (ba === null) typeError(`a bytes-like object is required, not '${typeName(a)}'`);
  if (bb === null) typeError(`a bytes-like object is required, not '${typeName(b)}'`);
  let eq = ba.length === bb.length;
  if (eq) for (let i = 0; i < ba.length; i++) if (ba[i] !== bb[i]) eq = false;
  return newBool(eq);
}

function callOne(name: string, args: PyObject[], kw: string[] | null): PyObject {
  noKw(name, kw);
  checkPositional(name, args.length, 1, 1);
  return args[0]!;
}

function attrPath(obj: PyObject, path: PyStr[]): PyObject {
  Py_INCREF(obj);
  let cur = obj;
  for (const name of path) {
    const next = (() => {
      try {
        return PyObject_GetAttr(cur, name);
      } finally {
        Py_DECREF(cur);
      }
    })();
    cur = next;
  }
  return cur;
}

/** `Name(a, b)` with the repr guard: `Name(...)` when the object is already being repr'd. */
function guardedRepr(o: PyObject, body: () => string): PyObject {
  const name = o.ob_type.tp_name;
  if (!reprEnter(o)) return newStr(`${name}(...)`);
  try {
    return newStr(`${name}(${body()})`);
  } finally {
    reprLeave(o);
  }
}

let ready = false;
/** functools.partial, for methodcaller.__reduce__ with keywords (set by _functools). */
let partialType: PyType | null = null;
export function setPartialType(t: PyType): void {
  partialType = t;
}

function initTypes(): void {
  if (ready) return;
  ready = true;
  const IG = PyItemGetter_Type;
  IG.tp_new = (_t, args, kw) => {
    noKw("itemgetter", kw);
    if (args.length === 0) checkPositional("itemgetter", 0, 1, 1);
    for (const a of args) Py_INCREF(a);
    return new ItemGetterObject(newTuple(args.slice()));
  };
  IG.tp_call = (o, args, kw) => {
    const obj = callOne("itemgetter", args, kw);
    const items = (o as ItemGetterObject).items.items;
    if (items.length === 1) return PyObject_GetItem(obj, items[0]!);
    const out: PyObject[] = [];
    try {
      for (const k of items) out.push(PyObject_GetItem(obj, k));
    } catch (e) {
      for (const x of out) Py_DECREF(x);
      throw e;
    }
    return newTuple(out);
  };
  IG.tp_repr = (o) => guardedRepr(o, () => (o as ItemGetterObject).items.items.map((x) => PyObject_Repr(x).value).join(", "));
  IG.tp_dealloc = (o) => Py_DECREF((o as ItemGetterObject).items);
  gcRegisterType(IG, (o, visit) => visit((o as ItemGetterObject).items));
  defMethod(IG, "__reduce__", (self) => {
    const g = self as ItemGetterObject;
    Py_INCREF(IG);
    Py_INCREF(g.items);
    return newTuple([IG, g.items]);
  });

  const AG = PyAttrGetter_Type;
  AG.tp_new = (_t, args, kw) => {
    noKw("attrgetter", kw);
    if (args.length === 0) checkPositional("attrgetter", 0, 1, 1);
    const paths: PyStr[][] = [];
    for (const a of args) {
      if (!isStr(a)) typeError("attribute name must be a string");
      paths.push((a as PyStr).value.split(".").map((p) => internStr(p)));
    }
    for (const a of args) Py_INCREF(a);
    return new AttrGetterObject(newTuple(args.slice()), paths);
  };
  AG.tp_call = (o, args, kw) => {
    const obj = callOne("attrgetter", args, kw);
    const paths = (o as AttrGetterObject).paths;
    if (paths.length === 1) return attrPath(obj, paths[0]!);
    const out: PyObject[] = [];
    try {
      for (const p of paths) out.push(attrPath(obj, p));
    } catch (e) {
      for (const x of out) Py_DECREF(x);
      throw e;
    }
    return newTuple(out);
  };
  AG.tp_repr = (o) => guardedRepr(o, () => (o as AttrGetterObject).names.items.map((x) => PyObject_Repr(x).value).join(", "));
  AG.tp_dealloc = (o) => Py_DECREF((o as AttrGetterObject).names);
  gcRegisterType(AG, (o, visit) => visit((o as AttrGetterObject).names));
  defMethod(AG, "__reduce__", (self) => {
    const g = self as AttrGetterObject;
    Py_INCREF(AG);
    Py_INCREF(g.names);
    return newTuple([AG, g.names]);
  });

  const MC = PyMethodCaller_Type;
  MC.tp_new = (_t, args, kw) => {
    const nkw = kw ? kw.length : 0;
    if (args.length - nkw < 1) typeError("methodcaller needs at least one argument, the method name");
    const name = args[0]!;
    if (!isStr(name)) typeError("method name must be a string");
    const rest = args.slice(1);
    for (const a of rest) Py_INCREF(a);
    return new MethodCallerObject(internStr((name as PyStr).value), rest, kw ? kw.slice() : []);
  };
  MC.tp_call = (o, args, kw) => {
    const obj = callOne("methodcaller", args, kw);
    const m = o as MethodCallerObject;
    const f = PyObject_GetAttr(obj, m.name);
    try {
      return PyObject_Call(f, m.args, m.kwnames.length ? m.kwnames : null);
    } finally {
      Py_DECREF(f);
    }
  };
  MC.tp_repr = (o) => guardedRepr(o, () => {
    const m = o as MethodCallerObject;
    const npos = m.args.length - m.kwnames.length;
    const parts = [PyObject_Repr(m.name).value];
    for (let i = 0; i < npos; i++) parts.push(PyObject_Repr(m.args[i]!).value);
    m.kwnames.forEach((k, i) => parts.push(`${k}=${PyObject_Repr(m.args[npos + i]!).value}`));
    return parts.join(", ");
  });
  MC.tp_dealloc = (o) => {
    for (const a of (o as MethodCallerObject).args) Py_DECREF(a);
  };
  gcRegisterType(MC, (o, visit) => {
    for (const a of (o as MethodCallerObject).args) visit(a);
  });
  defMethod(MC, "__reduce__", (self) => {
    const m = self as MethodCallerObject;
    const npos = m.args.length - m.kwnames.length;
    const pos = m.args.slice(0, npos);
    for (const a of pos) Py_INCREF(a);
    Py_INCREF(m.name);
    if (m.kwnames.length === 0 || partialType === null) {
      Py_INCREF(MC);
      return newTuple([MC, newTuple([m.name, ...pos])]);
    }
    const kwv = m.args.slice(npos);
    const p = PyObject_Call(partialType, [MC, m.name, ...kwv], m.kwnames);
    Py_DECREF(m.name);
    return newTuple([p, newTuple(pos)]);
  });
  for (const t of [IG, AG, MC]) {
    t.tp_dict.set("__module__", internStr("operator"));
    addSlotWrappers(t);
  }
}

/** The binary operators of BINARY_OP by name (their oparg; the in-place ones are 13 more). */
const BINOPS: [string, number][] = [
  ["add", 0], ["and_", 1], ["floordiv", 2], ["lshift", 3], ["matmul", 4], ["mul", 5], ["mod", 6], ["or_", 7],
  ["pow", 8], ["rshift", 9], ["sub", 10], ["truediv", 11], ["xor", 12],
];
const INPLACE = ["iadd", "iand", "ifloordiv", "ilshift", "imatmul", "imul", "imod", "ior", "ipow", "irshift", "isub", "itruediv", "ixor"];
const COMPARE: [string, number][] = [["lt", 0], ["le", 1], ["eq", 2], ["ne", 3], ["gt", 4], ["ge", 5]];

export function makeOperator(): PyModule {
  initTypes();
  const mod = newModule("_operator");
  const d = mod.dict!;
  const def = (name: string, impl: MethodImpl) => dictSetItem(d, internStr(name), newCFunction(name, impl, mod));
  for (const [name, op] of BINOPS) {
    def(name, fixed(name, 2, (a) => PyNumber_BinaryOp(a[0]!, a[1]!, op)));
    def(INPLACE[op]!, fixed(INPLACE[op]!, 2, (a) => PyNumber_BinaryOp(a[0]!, a[1]!, op + 13)));
  }
  for (const [name, op] of COMPARE) def(name, fixed(name, 2, (a) => PyObject_RichCompare(a[0]!, a[1]!, op)));
  def("truth", unary("truth", (a) => newBool(PyObject_IsTrue(a))));
  def("not_", unary("not_", (a) => newBool(!PyObject_IsTrue(a))));
  def("is_", fixed("is_", 2, (a) => newBool(a[0] === a[1])));
  def("is_not", fixed("is_not", 2, (a) => newBool(a[0] !== a[1])));
  def("is_none", unary("is_none", (a) => newBool(a === None)));
  def("is_not_none", unary("is_not_none", (a) => newBool(a !== None)));
  def("abs", unary("abs", (a) => {
    const f = a.ob_type.nb_absolute;
    if (f === null) typeError(`bad operand type for abs(): '${typeName(a)}'`);
    return f(a);
  }));
  def("index", unary("index", (a) => PyNumber_Index(a)));
  def("neg", unary("neg", PyNumber_Negative));
  def("pos", unary("pos", PyNumber_Positive));
  def("inv", unary("inv", PyNumber_Invert));
  def("invert", unary("invert", PyNumber_Invert));
  def("concat", fixed("concat", 2, (a) => concat(a[0]!, a[1]!, false)));
  def("iconcat", fixed("iconcat", 2, (a) => concat(a[0]!, a[1]!, true)));
  def("contains", fixed("contains", 2, (a) => newBool(PySequence_Contains(a[0]!, a[1]!))));
  def("countOf", fixed("countOf", 2, (a) => countOrIndex(a[0]!, a[1]!, false)));
  def("indexOf", fixed("indexOf", 2, (a) => countOrIndex(a[0]!, a[1]!, true)));
  def("getitem", fixed("getitem", 2, (a) => PyObject_GetItem(a[0]!, a[1]!)));
  def("setitem", fixed("setitem", 3, (a) => (PyObject_SetItem(a[0]!, a[1]!, a[2]!), None)));
  def("delitem", fixed("delitem", 2, (a) => (PyObject_DelItem(a[0]!, a[1]!), None)));
  def("length_hint", (_s, args, kw) => {
    noKw("length_hint", kw);
    checkPositional("length_hint", args.length, 1, 2);
    const dflt = args.length > 1 ? asSsize(args[1]!) : 0;
    return newIntBig(lengthHint(args[0]!, dflt));
  });
  def("_compare_digest", fixed("_compare_digest", 2, (a) => compareDigest(a[0]!, a[1]!)));
  def("call", (_s, args, kw) => {
    const nkw = kw ? kw.length : 0;
    if (args.length - nkw < 1) typeError(`call expected at least 1 argument, got ${args.length - nkw}`);
    return PyObject_Call(args[0]!, args.slice(1), kw);
  });
  dictSetItem(d, internStr("itemgetter"), PyItemGetter_Type);
  dictSetItem(d, internStr("attrgetter"), PyAttrGetter_Type);
  dictSetItem(d, internStr("methodcaller"), PyMethodCaller_Type);
  return mod;
}

keepConstructFast(ItemGetterObject, AttrGetterObject, MethodCallerObject);
