/**
 * BaseExceptionGroup / ExceptionGroup (Objects/exceptions.c): construction and its validation,
 * str/repr, derive/subgroup/split, and the two helpers of `except*`: the CHECK_EG_MATCH split
 * (_PyEval_ExceptionGroupMatch) and INTRINSIC_PREP_RERAISE_STAR (_PyExc_PrepReraiseStar).
 */
import { PyObject, PyType, Py_INCREF, Py_DECREF, Py_XDECREF } from "../objects/object.js";
import { None } from "../objects/none.js";
import { newStr, isStr, internStr } from "../objects/str.js";
import { newTuple, isTuple, type PyTuple } from "../objects/tuple.js";
import { isList, newList, type PyList } from "../objects/list.js";
import { dictGetStr, dictSetItem, PyDict_Type, newDict } from "../objects/dict.js";
import type { PyFrame } from "../objects/frame.js";
import { PyTraceback } from "../objects/traceback.js";
import {
  PyBaseExceptionObject, PyExc_BaseExceptionGroup, PyExc_ExceptionGroup, PyExc_Exception, PyExc_BaseException,
  isException, isExceptionType, typeError, valueError, newException, PyExc_RecursionError,
} from "../objects/exceptions.js";
import { addSlotWrappers } from "../objects/typeobject.js";
import { defGetSet, defMethod } from "../objects/descr.js";
import { PyObject_Str, PyObject_Repr, PyObject_Call, PyObject_IsTrue, PyCallable_Check, iterateToArray, callMethod, typeName } from "../abstract.js";
import { getField, setField } from "./exceptionAttrs.js";
import { tstate } from "../eval/threadState.js";

type E = PyBaseExceptionObject;

export function isExceptionGroup(o: PyObject): o is E {
  return o.ob_type.isSubtype(PyExc_BaseExceptionGroup);
}

/** The `exceptions` tuple of a group (borrowed). */
export function groupExceptions(eg: E): PyObject[] {
  const t = getField(eg, "exceptions");
  return t !== null && isTuple(t) ? t.items : [];
}

function isSequence(o: PyObject): boolean {
  return isTuple(o) || isList(o) || (o.ob_type.mp_subscript !== null && !o.ob_type.isSubtype(PyDict_Type));
}

/** `BaseExceptionGroup(msg, excs)` called from native code (the message a str). */
export function createExceptionGroup(msg: string, excs: PyObject[]): E {
  return PyObject_Call(PyExc_BaseExceptionGroup, [newStr(msg), newList(excs.map((e) => (Py_INCREF(e), e)))], null) as E;
}

type Matcher = { kind: "type"; value: PyObject } | { kind: "predicate"; value: PyObject } | { kind: "ids"; value: Set<PyObject> };

function matcherOf(v: PyObject): Matcher {
  if (PyCallable_Check(v) && !(v instanceof PyType)) return { kind: "predicate", value: v };
  if (isExceptionType(v)) return { kind: "type", value: v };
  if (isTuple(v) && v.items.every((x) => isExceptionType(x))) return { kind: "type", value: v };
  typeError("expected an exception type, a tuple of exception types, or a callable (other than a class)");
}

function givenMatches(exc: PyObject, cls: PyObject): boolean {
  if (isTuple(cls)) return cls.items.some((c) => givenMatches(exc, c));
  return cls instanceof PyType && exc.ob_type.isSubtype(cls);
}

function matches(exc: PyObject, m: Matcher): boolean {
  if (m.kind === "type") return givenMatches(exc, m.value);
  if (m.kind === "ids") return m.value.has(exc);
  const r = PyObject_Call(m.value, [exc], null);
  try {
    return PyObject_IsTrue(r);
  } finally {
    Py_DECREF(r);
  }
}

/** exceptiongroup_subset: `orig.derive(excs)` with orig's traceback, cause, context and notes. */
function subset(orig: E, excs: PyObject[]): PyObject {
  if (excs.length === 0) return (Py_INCREF(None), None);
  const list = newList(excs.map((e) => (Py_INCREF(e), e)));
  const eg = callMethod(orig, "derive", [list]);
  Py_DECREF(list);
  if (!isException(eg) || !isExceptionGroup(eg)) {
    Py_DECREF(eg);
    typeError("derive must return an instance of BaseExceptionGroup");
  }
  const copy = (v: PyObject | null): PyObject | null => (v !== null ? (Py_INCREF(v), v) : null);
  Py_XDECREF(eg.traceback);
  eg.traceback = copy(orig.traceback);
  Py_XDECREF(eg.context);
  eg.context = copy(orig.context);
  Py_XDECREF(eg.cause);
  eg.cause = copy(orig.cause);
  eg.suppressContext = true;
  const notes = orig.dict !== null ? dictGetStr(orig.dict, internStr("__notes__")) : null;
  if (notes !== null && isSequence(notes) && !isStr(notes)) {
    const l = newList(iterateToArray(notes));
    if (eg.dict === null) eg.dict = newDict();
    dictSetItem(eg.dict, internStr("__notes__"), l);
    Py_DECREF(l);
  }
  return eg;
}

/** exceptiongroup_split_recursive: [match, rest] (null for none). */
function splitRecursive(exc: PyObject, m: Matcher, constructRest: boolean, depth = 0): [PyObject | null, PyObject | null] {
  if (matches(exc, m)) return [(Py_INCREF(exc), exc), null];
  if (!isExceptionGroup(exc)) return [null, constructRest ? (Py_INCREF(exc), exc) : null];
  if (depth > tstate.recursionLimit) throw newException(PyExc_RecursionError, "maximum recursion depth exceeded in exceptiongroup_split_recursive");
  const matchList: PyObject[] = [], restList: PyObject[] = [];
  for (const e of groupExceptions(exc)) {
    const [a, b] = splitRecursive(e, m, constructRest, depth + 1);
    if (a !== null) matchList.push(a);
    if (b !== null) restList.push(b);
  }
  try {
    const match = subset(exc, matchList);
    const rest = constructRest ? subset(exc, restList) : null;
    return [match === None ? null : match, rest === None ? null : rest];
  } finally {
    for (const x of matchList) Py_DECREF(x);
    for (const x of restList) Py_DECREF(x);
  }
}

export function initExceptionGroups(): void {
  const BEG = PyExc_BaseExceptionGroup;
  const baseNew = PyExc_BaseException.tp_new!;
  const baseInit = PyExc_BaseException.tp_init!;
  BEG.tp_new = (t, args, kw) => {
    if (kw && kw.length) typeError(`${t.tp_name}() takes no keyword arguments`);
    if (args.length !== 2) typeError(`BaseExceptionGroup.__new__() takes exactly 2 arguments (${args.length} given)`);
    const [message, excsArg] = args as [PyObject, PyObject];
    if (!isStr(message)) typeError(`BaseExceptionGroup.__new__() argument 1 must be str, not ${typeName(message)}`);
    if (!isSequence(excsArg)) typeError("second argument (exceptions) must be a sequence");
    const excs = iterateToArray(excsArg);
    const excsTuple = newTuple(excs);
    if (excs.length === 0) {
      Py_DECREF(excsTuple);
      valueError("second argument (exceptions) must be a non-empty sequence");
    }
    let nestedBase = false;
    excs.forEach((e, i) => {
      if (!isException(e)) {
        Py_DECREF(excsTuple);
        valueError(`Item ${i} of second argument (exceptions) is not an exception`);
      }
      if (!e.ob_type.isSubtype(PyExc_Exception)) nestedBase = true;
    });
    let cls = t;
    if (cls === BEG) {
      if (!nestedBase) cls = PyExc_ExceptionGroup;
    } else if (cls === PyExc_ExceptionGroup) {
      if (nestedBase) {
        Py_DECREF(excsTuple);
        typeError("Cannot nest BaseExceptions in an ExceptionGroup");
      }
    } else if (nestedBase && cls.isSubtype(PyExc_Exception)) {
      Py_DECREF(excsTuple);
      typeError(`Cannot nest BaseExceptions in '${cls.tp_name}'`);
    }
    const self = baseNew(cls, args, kw) as E;
    setField(self, "message", message);
    setField(self, "exceptions", excsTuple);
    Py_DECREF(excsTuple);
    // the repr shows a list or tuple as the current exceptions; another sequence as it looked at construction
    if (!isList(excsArg) && !isTuple(excsArg)) {
      const r = PyObject_Repr(excsArg);
      setField(self, "excs_str", r);
      Py_DECREF(r);
    }
    return self;
  };
  BEG.tp_init = (self, args, kw) => {
    if (kw && kw.length) typeError(`${self.ob_type.tp_name}() takes no keyword arguments`);
    baseInit(self, args, null);
  };
  BEG.tp_str = (o) => {
    const e = o as E;
    const n = groupExceptions(e).length;
    const msg = getField(e, "message") ?? None;
    return newStr(`${PyObject_Str(msg).value} (${n} sub-exception${n > 1 ? "s" : ""})`);
  };
  BEG.tp_repr = (o) => {
    const e = o as E;
    const msg = getField(e, "message") ?? None;
    const saved = getField(e, "excs_str");
    let excsStr: string;
    if (saved !== null) excsStr = (saved as unknown as { value: string }).value;
    else {
      const excs = groupExceptions(e);
      const asList = e.args.items.length >= 2 && isList(e.args.items[1]!);
      const holder: PyObject = asList ? newList(excs.map((x) => (Py_INCREF(x), x))) : (getField(e, "exceptions") ?? newTuple([]));
      if (asList) {
        excsStr = PyObject_Repr(holder).value;
        Py_DECREF(holder);
      } else excsStr = PyObject_Repr(holder).value;
    }
    const name = o.ob_type.tp_name.slice(o.ob_type.tp_name.lastIndexOf(".") + 1);
    return newStr(`${name}(${PyObject_Repr(msg).value}, ${excsStr})`);
  };
  addSlotWrappers(BEG);
  defGetSet(BEG, "message", (o) => {
    const v = getField(o as E, "message") ?? None;
    Py_INCREF(v);
    return v;
  });
  defGetSet(BEG, "exceptions", (o) => {
    const v = getField(o as E, "exceptions") ?? newTuple([]);
    Py_INCREF(v);
    return v;
  });
  defMethod(BEG, "derive", (self, args) => {
    if (args.length !== 1) typeError(`BaseExceptionGroup.derive() takes exactly one argument (${args.length} given)`);
    const msg = getField(self as E, "message") ?? None;
    return PyObject_Call(BEG, [msg, args[0]!], null);
  });
  defMethod(BEG, "subgroup", (self, args) => {
    const m = matcherOf(args[0]!);
    const [match] = splitRecursive(self, m, false);
    return match ?? (Py_INCREF(None), None);
  });
  defMethod(BEG, "split", (self, args) => {
    const m = matcherOf(args[0]!);
    const [match, rest] = splitRecursive(self, m, true);
    return newTuple([match ?? (Py_INCREF(None), None), rest ?? (Py_INCREF(None), None)]);
  });
}

/** _PyEval_CheckExceptStarTypeValid. */
function checkExceptStarType(t: PyObject): void {
  const items = isTuple(t) ? t.items : [t];
  for (const c of items) if (!isExceptionType(c)) typeError("catching classes that do not inherit from BaseException is not allowed");
  for (const c of items) {
    if ((c as PyType).isSubtype(PyExc_BaseExceptionGroup)) typeError("catching ExceptionGroup with except* is not allowed. Use except instead.");
  }
}

/** CHECK_EG_MATCH: [rest, match] (new references); a non-None match becomes the handled exception. */
export function checkEgMatch(exc: PyObject, type: PyObject, frame: PyFrame | null): [PyObject, PyObject] {
  checkExceptStarType(type);
  let match: PyObject, rest: PyObject;
  if (exc === None) {
    match = None;
    rest = None;
    Py_INCREF(None);
    Py_INCREF(None);
  } else if (givenMatches(exc, type)) {
    if (isExceptionGroup(exc)) {
      Py_INCREF(exc);
      match = exc;
    } else {
      const wrapped = PyObject_Call(PyExc_BaseExceptionGroup, [newStr(""), newTuple([(Py_INCREF(exc), exc)])], null) as E;
      if (frame !== null) wrapped.traceback = new PyTraceback(null, frame, frame.lasti);
      match = wrapped;
    }
    rest = None;
    Py_INCREF(None);
  } else if (isExceptionGroup(exc)) {
    const pair = callMethod(exc, "split", [type]) as PyTuple;
    if (!isTuple(pair) || pair.items.length !== 2) {
      Py_DECREF(pair);
      typeError(`${typeName(exc)}.split must return a 2-tuple, got ${typeName(pair)}`);
    }
    match = pair.items[0]!;
    rest = pair.items[1]!;
    Py_INCREF(match);
    Py_INCREF(rest);
    Py_DECREF(pair);
  } else {
    match = None;
    Py_INCREF(None);
    Py_INCREF(exc);
    rest = exc;
  }
  if (match !== None) {
    const old = tstate.handledExc;
    Py_INCREF(match);
    tstate.handledExc = match;
    Py_XDECREF(old);
  }
  return [rest, match];
}

function leafIds(exc: PyObject, into: Set<PyObject>): void {
  if (exc === None) return;
  if (!isExceptionGroup(exc)) {
    into.add(exc);
    return;
  }
  for (const e of groupExceptions(exc)) leafIds(e, into);
}

function notesOf(e: E): PyObject | null {
  return e.dict !== null ? dictGetStr(e.dict, internStr("__notes__")) : null;
}

function sameMetadata(a: E, b: E): boolean {
  return notesOf(a) === notesOf(b) && a.traceback === b.traceback && a.cause === b.cause && a.context === b.context;
}

/** INTRINSIC_PREP_RERAISE_STAR: what the except* block raises at its end (None for nothing). */
export function prepReraiseStar(orig: PyObject, excsList: PyObject): PyObject {
  const excs = (excsList as PyList).items;
  if (excs.length === 0) return (Py_INCREF(None), None);
  if (!isExceptionGroup(orig)) {
    const e = excs[0]!;
    Py_INCREF(e);
    return e;
  }
  const raised: PyObject[] = [], reraised: PyObject[] = [];
  for (const e of excs) {
    if (e === None) continue;
    (sameMetadata(e as E, orig) ? reraised : raised).push(e);
  }
  let reraisedEg: PyObject | null = null;
  if (reraised.length > 0) {
    const ids = new Set<PyObject>();
    for (const e of reraised) leafIds(e, ids);
    [reraisedEg] = splitRecursive(orig, { kind: "ids", value: ids }, false);
  }
  if (raised.length === 0) return reraisedEg ?? (Py_INCREF(None), None);
  const all = raised.slice();
  if (reraisedEg !== null) all.push(reraisedEg);
  let result: PyObject;
  if (all.length > 1) result = createExceptionGroup("", all);
  else {
    result = all[0]!;
    Py_INCREF(result);
  }
  Py_XDECREF(reraisedEg);
  return result;
}
