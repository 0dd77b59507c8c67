/** The builtins module (Python/bltinmodule.c). */
import { ioOpen } from "./_io.js";
import { PyComplex_Type } from "../objects/complex.js";
import { PyNumber_Divmod, PyNumber_Power3 } from "../types/numberOps.js";
import { roundDouble, roundToInt } from "../types/floatMethods.js";
import { PyObject, PyType, PyType_Type, PyBaseObject_Type, Py_INCREF, Py_DECREF, IMMORTAL_REFCNT } from "../objects/object.js";
import { None, NotImplemented, Ellipsis } from "../objects/none.js";
import { True, False, newBool, PyBool_Type } from "../objects/bool.js";
import { PyInt, PyLong_Type, newInt, newIntBig, isInt } from "../objects/int.js";
import { PyFloat, PyFloat_Type, newFloat, isFloat } from "../objects/float.js";
import { PyStr, PyUnicode_Type, newStr, latin1Str, isStr, internStr, strLen } from "../objects/str.js";
import { PyTuple, PyTuple_Type, newTuple, isTuple } from "../objects/tuple.js";
import { PyList, PyList_Type, newList } from "../objects/list.js";
import { importState } from "./importer.js";
import { PyDict, PyDict_Type, newDict, dictSetItem, dictGetStr, isDict, materializeDict } from "../objects/dict.js";
import { PySet_Type, PyFrozenSet_Type } from "../objects/set.js";
import { PySlice_Type } from "../objects/slice.js";
import { PyFunction, PyFunction_Type } from "../objects/function.js";
import { PyModule, newModule } from "../objects/module.js";
import { PyCFunction, newCFunction, PyClassMethod_Type, PyStaticMethod_Type, PyProperty_Type, PyPropertyObject, type MethodImpl } from "../objects/descr.js";
import {
  PyExc_TypeError, PyExc_ValueError, PyExc_StopIteration, PyExc_EOFError, PyExc_RuntimeError, PyExc_AttributeError, PyExc_ZeroDivisionError, PyExc_OverflowError,
  builtinExceptionTypes, newException, newExceptionArgs, typeError, isException,
} from "../objects/exceptions.js";
import { PyRange_Type, PyRange, rangeLenObject } from "../types/range.js";
import { PyBytes_Type, isBytes } from "../objects/bytes.js";
import { PyByteArray_Type } from "../objects/bytearray.js";
import { PyMemoryView_Type } from "../objects/memoryview.js";
import { calculateMetaclass, idOf, instanceCheckHooks } from "../objects/typeobject.js";
import { isUnion } from "../types/union.js";
import { builtinCompile, builtinEval, builtinExec, bindCompileHooks } from "./bltinCompile.js";
import {
  PyObject_Repr, PyObject_Str, PyObject_Hash, PyObject_GetIter, PyIter_Next, PyObject_Call, PyObject_IsTrue,
  PyObject_RichCompareBool, PyObject_Length, PyObject_GetAttr, PyObject_SetAttr, PyObject_GetOptionalAttr,
  PyNumber_BinaryOp, PyNumber_Index, typeName, iterateToArray, Py_LT, Py_GT, PyCallable_Check, asIndex, callMethod, callSpecial, PyObject_SetItem,
} from "../abstract.js";
import { sortItems } from "../types/listTuple.js";
import { formatObject } from "../format.js";
import { intPow, floatDivmod } from "../types/numbers.js";
import { tstate } from "../eval/threadState.js";
import { evalFrame, pushFrame } from "../eval/ceval.js";
import { PyFrame } from "../objects/frame.js";
import { parseArgs, checkArgCount, noKw } from "../args.js";
import { hashInt } from "../hash.js";
import { newIteratorTypes } from "./iterators.js";
import { addSiteBuiltins } from "./sitebuiltins.js";

export interface BuiltinsIO {
  writeStdout(s: string): void;
  writeStderr(s: string): void;
  /** One line of standard input with its newline; "" or null at end of input. */
  readLine?(): string | null;
  /** Writes out what stream `fd` (1 or 2) holds in its buffer (modules/stdbuf.ts). */
  flush?(fd: number): void;
  /** How stream `fd` is buffered; without it, both write through. */
  buffering?(fd: number): "line" | "block" | "unbuffered";
}

export let io: BuiltinsIO = { writeStdout: (s) => process.stdout.write(s), writeStderr: (s) => process.stderr.write(s) };
export function setIO(x: BuiltinsIO): void {
  io = x;
}

/**
 * Defines builtin `name`. Builtins that CPython declares without keyword parameters reject
 * keywords ("len() takes no keyword arguments"); `takesKeywords` marks the others.
 */
function def(d: PyDict, name: string, impl: MethodImpl, self: PyObject | null, takesKeywords = false): PyObject {
  const checked: MethodImpl = takesKeywords ? impl : (s, args, kw) => {
    if (kw !== null && kw.length > 0) typeError(`${name}() takes no keyword arguments`);
    return impl(s, args, null);
  };
  const f = newCFunction(name, checked, self);
  f.ob_refcnt = IMMORTAL_REFCNT;
  dictSetItem(d, internStr(name), f);
  return f;
}

/** The builtin isinstance (immortal), for the JIT's CALL_ISINSTANCE (eval/jit/emit.ts). */
export const builtinIsinstance: { fn: PyObject | null } = { fn: null };
/** The builtin len (immortal), for the JIT's CALL_LEN. */
export const builtinLen: { fn: PyObject | null } = { fn: null };

/**
 * The items of an iterable as new references: an exact list's or tuple's read in place (their
 * iterators run no Python code, so the snapshot is what iterating gives), else iterated.
 */
function itemsOf(o: PyObject): PyObject[] {
  if (o.ob_type === PyList_Type || o.ob_type === PyTuple_Type) {
    const xs = (o as PyList).items.slice();
    for (let i = 0; i < xs.length; i++) Py_INCREF(xs[i]!);
    return xs;
  }
  return iterateToArray(o);
}

/**
 * min/max of exact ints (safe-integer values) and floats compared as numbers (what their
 * rich comparisons give, NaN included: every comparison with it false), or null when another
 * item occurs; the first best item kept, as min_max's strict comparison does.
 */
function minmaxNumbers(items: PyObject[], op: number): PyObject | null {
  for (let i = 0; i < items.length; i++) {
    const x = items[i]!;
    if (!((x.ob_type === PyLong_Type && typeof (x as PyInt).value === "number") || x.ob_type === PyFloat_Type)) return null;
  }
  let best = items[0]!;
  let bv = (best as PyInt | PyFloat).value as number;
  for (let i = 1; i < items.length; i++) {
    const v = (items[i] as PyInt | PyFloat).value as number;
    if (op === Py_LT ? v < bv : v > bv) {
      best = items[i]!;
      bv = v;
    }
  }
  return best;
}

function minmax(name: string, args: PyObject[], kw: string[] | null, op: number): PyObject {
  const nkw = kw ? kw.length : 0;
  const npos = args.length - nkw;
  let key: PyObject | null = null;
  let dflt: PyObject | null = null;
  for (let i = 0; i < nkw; i++) {
    if (kw![i] === "key") key = args[npos + i]!;
    else if (kw![i] === "default") dflt = args[npos + i]!;
    else typeError(`${name}() got an unexpected keyword argument '${kw![i]}'`);
  }
  if (npos === 0) typeError(`${name} expected at least 1 argument, got 0`);
  let items: PyObject[];
  if (npos === 1) items = itemsOf(args[0]!);
  else {
    if (dflt !== null) typeError(`Cannot specify a default for ${name}() with multiple positional arguments`);
    items = args.slice(0, npos).map((x) => (Py_INCREF(x), x));
  }
  if (items.length === 0) {
    if (dflt !== null) return (Py_INCREF(dflt), dflt);
    throw newException(PyExc_ValueError, `${name}() iterable argument is empty`);
  }
  const fast = key === null || key === None ? minmaxNumbers(items, op) : null;
  if (fast !== null) {
    Py_INCREF(fast);
    for (const x of items) Py_DECREF(x);
    return fast;
  }
  let best = items[0]!;
  let bestKey = key && key !== None ? PyObject_Call(key, [best], null) : best;
  for (let i = 1; i < items.length; i++) {
    const k = key && key !== None ? PyObject_Call(key, [items[i]!], null) : items[i]!;
    if (PyObject_RichCompareBool(k, bestKey, op)) {
      best = items[i]!;
      bestKey = k;
    }
  }
  Py_INCREF(best);
  for (const x of items) Py_DECREF(x);
  return best;
}

/**
 * print(*objects, sep=' ', end='\n', file=None, flush=False) (builtin_print_impl): each piece
 * through PyFile_WriteObject (file.write looked up, then str() of the piece, then the call).
 * The runner's own sys.stdout/sys.stderr get the pieces gathered into one write, flushed before
 * any str() that may run Python code, so the output order stays CPython's.
 */
function builtinPrint(_self: PyObject, args: PyObject[], kw: string[] | null): PyObject {
  const [sepArg, endArg, fileArg, flushArg] = parseKwOnly(args, kw);
  const npos = args.length - (kw ? kw.length : 0);
  // null: the stream sys.stdout started as, written to directly
  const file = fileArg === null || fileArg === None ? sysStdout() : fileArg;
  if (file === None) return None;
  if (sepArg !== null && sepArg !== None && !isStr(sepArg)) typeError(`sep must be None or a string, not ${typeName(sepArg)}`);
  if (endArg !== null && endArg !== None && !isStr(endArg)) typeError(`end must be None or a string, not ${typeName(endArg)}`);
  const sep = sepArg === null || sepArg === None ? null : sepArg;
  const end = endArg === null || endArg === None ? null : endArg;
  if (file === null) {
    const direct = io.writeStdout;
    let buf = "";
    try {
      for (let i = 0; i < npos; i++) {
        if (i > 0) buf += sep === null ? " " : (sep as PyStr).value;
        const v = args[i]!;
        if (isStr(v) && v.ob_type === PyUnicode_Type) buf += (v as PyStr).value;
        else {
          if (!PLAIN_STR_TYPES.has(v.ob_type)) {
            direct(buf);
            buf = "";
          }
          const s = PyObject_Str(v);
          buf += s.value;
          Py_DECREF(s);
        }
      }
      buf += end === null ? "\n" : (end as PyStr).value;
    } finally {
      if (buf !== "") direct(buf);
    }
  } else {
    for (let i = 0; i < npos; i++) {
      if (i > 0) fileWriteObject(sep ?? newStr(" "), file);
      fileWriteObject(args[i]!, file);
    }
    fileWriteObject(end ?? newStr("\n"), file);
  }
  if (flushArg !== null && PyObject_IsTrue(flushArg)) {
    if (file !== null) Py_DECREF(callMethod(file, "flush", []));
    else io.flush?.(1);
  }
  return None;
}

/** Types whose str() runs no Python code. */
const PLAIN_STR_TYPES = new Set<PyType>([PyLong_Type, PyFloat_Type, PyBool_Type, None.ob_type]);

/** print's keyword-only sep, end, file, flush. */
function parseKwOnly(args: PyObject[], kw: string[] | null): (PyObject | null)[] {
  const out: (PyObject | null)[] = [null, null, null, null];
  if (kw === null) return out;
  const npos = args.length - kw.length;
  for (let i = 0; i < kw.length; i++) {
    const j = PRINT_KWS.indexOf(kw[i]!);
    if (j < 0) typeError(`print() got an unexpected keyword argument '${kw[i]}'`);
    out[j] = args[npos + i]!;
  }
  return out;
}
const PRINT_KWS = ["sep", "end", "file", "flush"];

let sysStdout: () => PyObject | null = () => null;
export function setSysStdout(f: () => PyObject | null): void {
  sysStdout = f;
}

/** PyFile_WriteObject(v, f, Py_PRINT_RAW). */
function fileWriteObject(v: PyObject, f: PyObject): void {
  const writer = PyObject_GetAttr(f, internStr("write"));
  try {
    const s = PyObject_Str(v);
    try {
      Py_DECREF(PyObject_Call(writer, [s], null));
    } finally {
      Py_DECREF(s);
    }
  } finally {
    Py_DECREF(writer);
  }
}


/**
 * update_bases: a base that is not a class is replaced by what its __mro_entries__(bases)
 * returns; those result tuples go to `owned` (they hold the new bases until the class is made).
 */
function updateBases(bases: PyObject[], owned: PyObject[]): PyObject[] {
  let out: PyObject[] | null = null;
  let basesTuple: PyObject | null = null;
  try {
    for (let i = 0; i < bases.length; i++) {
      const b = bases[i]!;
      if (b instanceof PyType) {
        out?.push(b);
        continue;
      }
      const meth = PyObject_GetOptionalAttr(b, internStr("__mro_entries__"));
      if (meth === null) {
        out?.push(b);
        continue;
      }
      basesTuple ??= newTuple(bases.map((x) => (Py_INCREF(x), x)));
      const r = PyObject_Call(meth, [basesTuple], null);
      Py_DECREF(meth);
      if (!isTuple(r)) {
        Py_DECREF(r);
        typeError("__mro_entries__ must return a tuple");
      }
      owned.push(r);
      out ??= bases.slice(0, i);
      out.push(...(r as PyTuple).items);
    }
  } finally {
    if (basesTuple !== null) Py_DECREF(basesTuple);
  }
  return out ?? bases;
}

export function builtinBuildClass(_self: PyObject, args: PyObject[], kw: string[] | null): PyObject {
  const nkw = kw ? kw.length : 0;
  const npos = args.length - nkw;
  if (npos < 2) typeError("__build_class__: not enough arguments");
  const func = args[0]!;
  if (func.ob_type !== PyFunction_Type) typeError("__build_class__: func must be a function");
  const name = args[1]!;
  if (!isStr(name)) typeError("__build_class__: name is not a string");
  const origBases = args.slice(2, npos);
  const owned: PyObject[] = [];
  const bases = updateBases(origBases, owned);
  let meta: PyObject | null = null;
  const kwNames: string[] = [];
  const kwVals: PyObject[] = [];
  for (let i = 0; i < nkw; i++) {
    if (kw![i] === "metaclass") meta = args[npos + i]!;
    else {
      kwNames.push(kw![i]!);
      kwVals.push(args[npos + i]!);
    }
  }
  let winner: PyObject;
  if (meta === null) winner = bases.length ? calculateMetaclass(bases[0]!.ob_type, bases) : PyType_Type;
  else if (meta instanceof PyType) winner = calculateMetaclass(meta, bases);
  else winner = meta;
  const basesTuple = newTuple(bases.map((b) => (Py_INCREF(b), b)));
  let ns: PyObject;
  const prep = PyObject_GetOptionalAttr(winner, internStr("__prepare__"));
  if (prep !== null) {
    ns = PyObject_Call(prep, [name, basesTuple, ...kwVals], kwNames.length ? kwNames : null);
    Py_DECREF(prep);
    if (ns.ob_type.mp_subscript === null) {
      const mname = winner instanceof PyType ? winner.tp_name : "<metaclass>";
      const tn = typeName(ns);
      Py_DECREF(ns);
      Py_DECREF(basesTuple);
      typeError(`${mname}.__prepare__() must return a mapping, not ${tn}`);
    }
  } else ns = newDict();
  const fn = func as PyFunction;
  // the class body's frame borrows the namespace (released below)
  const f = new PyFrame(fn.code, fn, fn.globals, fn.builtins, ns);
  if (fn.closure) {
    const n = fn.closure.items.length;
    const off = fn.code.nlocalsplus - n;
    for (let i = 0; i < n; i++) {
      Py_INCREF(fn.closure.items[i]!);
      f.localsplus[off + i] = fn.closure.items[i]!;
    }
  }
  pushFrame(f);
  f.isEntry = true;
  const cell = evalFrame(f, null);
  if (bases !== origBases) {
    const ob = newTuple(origBases.map((b) => (Py_INCREF(b), b)));
    PyObject_SetItem(ns, internStr("__orig_bases__"), ob);
    Py_DECREF(ob);
  }
  const cls = PyObject_Call(winner, [name, basesTuple, ns, ...kwVals], kwNames.length ? kwNames : null);
  if (cell !== None && cls instanceof PyType) {
    const c = cell as unknown as { ref: PyObject | null };
    if (c.ref !== cls) {
      if (c.ref === null) {
        Py_INCREF(cls);
        c.ref = cls;
      } else typeError(`__class__ set to ${PyObject_Repr(c.ref).value} defining '${(name as PyStr).value}' as ${PyObject_Repr(cls).value}`);
    }
  }
  Py_DECREF(cell);
  Py_DECREF(ns);
  Py_DECREF(basesTuple);
  for (const r of owned) Py_DECREF(r);
  return cls;
}

function builtinRound(_s: PyObject, args: PyObject[], kw: string[] | null): PyObject {
  const [x, nd] = parseArgs("round", args, kw, ["number", "ndigits"], 1);
  if (x!.ob_type === PyFloat_Type && (nd === null || nd === None)) return roundToInt((x as PyFloat).value);
  const m = x!.ob_type.lookup("__round__");
  if (m === null) typeError(`type ${typeName(x!)} doesn't define __round__ method`);
  return callSpecial(x!, m, nd === null || nd === None ? [] : [nd]);
}

const BUILTINS_DOC = "Built-in functions, types, exceptions, and other objects.\n\n"
  + "This module provides direct access to all 'built-in'\nidentifiers of Python; for example, builtins.len is\n"
  + "the full name for the built-in function len().\n\nThis module is not normally accessed explicitly by most\n"
  + "applications, but can be useful in modules that provide\nobjects with the same name as a built-in value, but in\n"
  + "which the built-in of that name is also needed.";

export function makeBuiltins(): PyModule {
  instanceCheckHooks.isInstance = objectIsInstance;
  instanceCheckHooks.isSubclass = recursiveIsSubclass;
  const mod = newModule("builtins");
  const d = mod.dict!;
  const types: [string, PyObject][] = [
    ["object", PyBaseObject_Type], ["type", PyType_Type], ["int", PyLong_Type], ["bool", PyBool_Type],
    ["float", PyFloat_Type], ["complex", PyComplex_Type], ["str", PyUnicode_Type], ["tuple", PyTuple_Type], ["list", PyList_Type],
    ["dict", PyDict_Type], ["set", PySet_Type], ["frozenset", PyFrozenSet_Type], ["range", PyRange_Type],
    ["slice", PySlice_Type], ["classmethod", PyClassMethod_Type], ["staticmethod", PyStaticMethod_Type],
    ["property", PyProperty_Type], ["bytes", PyBytes_Type], ["bytearray", PyByteArray_Type], ["memoryview", PyMemoryView_Type],
  ];
  for (const [n, t] of types) dictSetItem(d, internStr(n), t);
  for (const t of builtinExceptionTypes) dictSetItem(d, internStr(t.tp_name), t);
  for (const [n, t] of newIteratorTypes()) dictSetItem(d, internStr(n), t);
  dictSetItem(d, internStr("__doc__"), newStr(BUILTINS_DOC));
  dictSetItem(d, internStr("None"), None);
  dictSetItem(d, internStr("Ellipsis"), Ellipsis);
  dictSetItem(d, internStr("NotImplemented"), NotImplemented);
  dictSetItem(d, internStr("True"), True);
  dictSetItem(d, internStr("False"), False);
  dictSetItem(d, internStr("__debug__"), True);
  dictSetItem(d, internStr("EnvironmentError"), dictGetStr(d, internStr("OSError"))!);
  dictSetItem(d, internStr("IOError"), dictGetStr(d, internStr("OSError"))!);

  def(d, "print", builtinPrint, mod, true);
  def(d, "open", ioOpen, null, true);
  def(d, "__build_class__", builtinBuildClass, mod, true);
  builtinLen.fn = def(d, "len", (_s, args) => {
    checkArgCount("len", args, 1, 1);
    if (args[0]!.ob_type === PyRange_Type) return rangeLenObject(args[0] as PyRange);
    return newInt(PyObject_Length(args[0]!));
  }, mod);
  def(d, "repr", (_s, args) => (checkArgCount("repr", args, 1, 1), PyObject_Repr(args[0]!)), mod);
  def(d, "ascii", (_s, args) => (checkArgCount("ascii", args, 1, 1), asciiOf(args[0]!)), mod);
  def(d, "hash", (_s, args) => {
    checkArgCount("hash", args, 1, 1);
    const h = PyObject_Hash(args[0]!);
    return newIntBig(h);
  }, mod);
  def(d, "id", (_s, args) => (checkArgCount("id", args, 1, 1), newIntBig(idOf(args[0]!))), mod);
  def(d, "abs", (_s, args) => {
    checkArgCount("abs", args, 1, 1);
    const f = args[0]!.ob_type.nb_absolute;
    if (f === null) typeError(`bad operand type for abs(): '${typeName(args[0]!)}'`);
    return f(args[0]!);
  }, mod);
  builtinIsinstance.fn = def(d, "isinstance", (_s, args) => {
    checkArgCount("isinstance", args, 2, 2);
    return newBool(isInstance(args[0]!, args[1]!));
  }, mod);
  def(d, "issubclass", (_s, args) => {
    checkArgCount("issubclass", args, 2, 2);
    return newBool(isSubclass(args[0]!, args[1]!));
  }, mod);
  def(d, "iter", (_s, args) => {
    checkArgCount("iter", args, 1, 2);
    if (args.length === 2) {
      if (!PyCallable_Check(args[0]!)) typeError("iter(v, w): v must be callable");
      return callableIterHook(args[0]!, args[1]!);
    }
    return PyObject_GetIter(args[0]!);
  }, mod);
  def(d, "next", (_s, args) => {
    checkArgCount("next", args, 1, 2);
    const it = args[0]!;
    if (it.ob_type.tp_iternext === null) typeError(`'${typeName(it)}' object is not an iterator`);
    let v: PyObject | null;
    try {
      v = it.ob_type.tp_iternext(it);
    } catch (e) {
      if (args.length > 1 && e instanceof PyObject && e.ob_type.isSubtype(PyExc_StopIteration)) v = null;
      else throw e;
    }
    if (v !== null) return v;
    if (args.length > 1) return (Py_INCREF(args[1]!), args[1]!);
    throw newExceptionArgs(PyExc_StopIteration, []);
  }, mod);
  def(d, "callable", (_s, args) => (checkArgCount("callable", args, 1, 1), newBool(PyCallable_Check(args[0]!))), mod);
  def(d, "getattr", (_s, args) => {
    checkArgCount("getattr", args, 2, 3);
    const name = args[1]!;
    if (!isStr(name)) typeError(`attribute name must be string, not '${typeName(name)}'`);
    if (args.length === 3) {
      const v = PyObject_GetOptionalAttr(args[0]!, name as PyStr);
      if (v === null) return (Py_INCREF(args[2]!), args[2]!);
      return v;
    }
    return PyObject_GetAttr(args[0]!, name as PyStr);
  }, mod);
  def(d, "setattr", (_s, args) => {
    checkArgCount("setattr", args, 3, 3);
    if (!isStr(args[1]!)) typeError(`attribute name must be string, not '${typeName(args[1]!)}'`);
    PyObject_SetAttr(args[0]!, args[1] as PyStr, args[2]!);
    return None;
  }, mod);
  def(d, "delattr", (_s, args) => {
    checkArgCount("delattr", args, 2, 2);
    if (!isStr(args[1]!)) typeError(`attribute name must be string, not '${typeName(args[1]!)}'`);
    PyObject_SetAttr(args[0]!, args[1] as PyStr, null);
    return None;
  }, mod);
  def(d, "hasattr", (_s, args) => {
    checkArgCount("hasattr", args, 2, 2);
    if (!isStr(args[1]!)) typeError(`attribute name must be string, not '${typeName(args[1]!)}'`);
    const v = PyObject_GetOptionalAttr(args[0]!, args[1] as PyStr);
    if (v === null) return False;
    Py_DECREF(v);
    return True;
  }, mod);
  def(d, "sum", (_s, args, kw) => {
    if (args.length - (kw ? kw.length : 0) > 2) typeError(`sum() takes at most 2 arguments (${args.length - (kw ? kw.length : 0)} given)`);
    if (args.length - (kw ? kw.length : 0) < 1) typeError(`sum() takes at least 1 positional argument (${args.length - (kw ? kw.length : 0)} given)`);
    const [it, start] = parseArgs("sum", args, kw, ["iterable", "start"], 1, 1);
    if (start !== null && isStr(start)) typeError("sum() can't sum strings [use ''.join(seq) instead]");
    if (start !== null && (isBytes(start) || start.ob_type === PyByteArray_Type)) typeError(`sum() can't sum ${isBytes(start) ? "bytes" : "bytearray"} [use b''.join(seq) instead]`);
    let acc: PyObject = start ?? newInt(0);
    Py_INCREF(acc);
    const items = itemsOf(it!);
    let i = 0;
    // int fast path, then float path with Neumaier compensation (builtin_sum_impl)
    if (acc.ob_type === PyLong_Type) {
      let iv: bigint | number = (acc as PyInt).value;
      for (; i < items.length && items[i]!.ob_type === PyLong_Type; i++) {
        const v = (items[i] as PyInt).value;
        iv = typeof iv === "number" && typeof v === "number" && Number.isSafeInteger(iv + v) ? iv + v : BigInt(iv) + BigInt(v);
      }
      Py_DECREF(acc);
      acc = newIntBig(iv);
      if (i < items.length) {
        const r = PyNumber_BinaryOp(acc, items[i]!, 0);
        Py_DECREF(acc);
        acc = r;
        i++;
      }
    }
    if (acc.ob_type === PyFloat_Type) {
      let f = (acc as PyFloat).value;
      let c = 0;
      for (; i < items.length; i++) {
        const item = items[i]!;
        let x: number;
        if (item.ob_type === PyFloat_Type) x = (item as PyFloat).value;
        else if (item.ob_type === PyLong_Type && typeof (item as PyInt).value === "number") x = (item as PyInt).value as number;
        else break;
        const t = f + x;
        if (Math.abs(f) >= Math.abs(x)) c += f - t + x;
        else c += x - t + f;
        f = t;
      }
      if (c && Number.isFinite(c)) f += c;
      Py_DECREF(acc);
      acc = newFloat(f);
    }
    for (; i < items.length; i++) {
      const r = PyNumber_BinaryOp(acc, items[i]!, 0);
      Py_DECREF(acc);
      acc = r;
    }
    for (const x of items) Py_DECREF(x);
    return acc;
  }, mod, true);
  def(d, "min", (_s, args, kw) => minmax("min", args, kw, Py_LT), mod, true);
  def(d, "max", (_s, args, kw) => minmax("max", args, kw, Py_GT), mod, true);
  def(d, "sorted", (_s, args, kw) => {
    const nkw = kw ? kw.length : 0;
    if (args.length - nkw !== 1) typeError(`sorted expected 1 argument, got ${args.length - nkw}`);
    const xs = iterateToArray(args[0]!);
    let key: PyObject | null = null, rev = false;
    for (let i = 0; i < nkw; i++) {
      if (kw![i] === "key") key = args[1 + i]!;
      else if (kw![i] === "reverse") rev = PyObject_IsTrue(args[1 + i]!);
      else typeError(`sort() got an unexpected keyword argument '${kw![i]}'`);
    }
    sortItems(xs, key, rev);
    return newList(xs);
  }, mod, true);
  def(d, "all", (_s, args) => {
    checkArgCount("all", args, 1, 1);
    const it = PyObject_GetIter(args[0]!);
    for (let x = PyIter_Next(it); x !== null; x = PyIter_Next(it)) {
      const t = PyObject_IsTrue(x);
      Py_DECREF(x);
      if (!t) return False;
    }
    return True;
  }, mod);
  def(d, "any", (_s, args) => {
    checkArgCount("any", args, 1, 1);
    const it = PyObject_GetIter(args[0]!);
    for (let x = PyIter_Next(it); x !== null; x = PyIter_Next(it)) {
      const t = PyObject_IsTrue(x);
      Py_DECREF(x);
      if (t) return True;
    }
    return False;
  }, mod);
  def(d, "chr", (_s, args) => {
    checkArgCount("chr", args, 1, 1);
    const a = args[0]!;
    // an exact int below 256: the shared one-character str, made without an index conversion
    if (a.ob_type === PyLong_Type) {
      const v = (a as PyInt).value;
      if (typeof v === "number" && v >= 0 && v < 256) return latin1Str(v);
    }
    const big = PyNumber_Index(a).value;
    const c = typeof big === "number" ? big : -1;
    if (c < 0 || c > 0x10ffff) throw newException(PyExc_ValueError, "chr() arg not in range(0x110000)");
    return newStr(String.fromCodePoint(c));
  }, mod);
  def(d, "ord", (_s, args) => {
    checkArgCount("ord", args, 1, 1);
    const v = args[0]!;
    // an exact str of one UTF-16 unit (not a lone high surrogate's half of nothing: that is one character too)
    if (v.ob_type === PyUnicode_Type && (v as PyStr).value.length === 1) return newInt((v as PyStr).value.charCodeAt(0));
    if (isBytesLike(v)) {
      const b = (v as unknown as { value: Uint8Array }).value;
      if (b.length !== 1) typeError(`ord() expected a character, but string of length ${b.length} found`);
      return newInt(b[0]!);
    }
    if (!isStr(v)) typeError(`ord() expected string of length 1, but ${typeName(v)} found`);
    const n = strLen(v as PyStr);
    if (n !== 1) typeError(`ord() expected a character, but string of length ${n} found`);
    return newInt((v as PyStr).value.codePointAt(0)!);
  }, mod);
  def(d, "divmod", (_s, args) => {
    checkArgCount("divmod", args, 2, 2);
    return PyNumber_Divmod(args[0]!, args[1]!);
  }, mod);
  def(d, "pow", (_s, args, kw) => {
    const [b, e, m] = parseArgs("pow", args, kw, ["base", "exp", "mod"], 2);
    if (m !== null && m !== None) return PyNumber_Power3(b!, e!, m);
    return PyNumber_BinaryOp(b!, e!, 8);
  }, mod, true);
  def(d, "round", builtinRound, mod, true);
  def(d, "format", (_s, args) => {
    checkArgCount("format", args, 1, 2);
    return formatObject(args[0]!, args[1] ?? null);
  }, mod);
  const radix = (name: string, base: number, prefix: string) =>
    def(d, name, (_s, args) => {
      checkArgCount(name, args, 1, 1);
      const v = PyNumber_Index(args[0]!).value;
      const neg = v < 0;
      const a = neg ? -BigInt(v) : BigInt(v);
      return newStr((neg ? "-" : "") + prefix + a.toString(base));
    }, mod);
  radix("hex", 16, "0x");
  radix("oct", 8, "0o");
  radix("bin", 2, "0b");
  def(d, "globals", (_s, args) => {
    checkArgCount("globals", args, 0, 0);
    const g = tstate.frame!.globals;
    Py_INCREF(g);
    return g;
  }, mod);
  def(d, "locals", (_s, args) => {
    checkArgCount("locals", args, 0, 0);
    return localsOf(tstate.frame!);
  }, mod);
  const localsOf = (f: PyFrame): PyObject => {
    if (f.locals !== null) return (Py_INCREF(f.locals), f.locals);
    const r = newDict();
    for (let i = 0; i < f.code.nlocalsplus; i++) {
      let v = f.localsplus[i];
      if (v != null && (f.code.localspluskinds[i]! & 0xc0)) v = (v as unknown as { ref: PyObject | null }).ref;
      if (v != null) dictSetItem(r, f.code.localsplusnames[i]!, v);
    }
    return r;
  };
  def(d, "vars", (_s, args) => {
    checkArgCount("vars", args, 0, 1);
    if (args.length === 0) return localsOf(tstate.frame!);
    const o = args[0]!;
    if (!(o instanceof PyType) && o.dict !== null) return (Py_INCREF(o.dict), materializeDict(o.dict));
    const v = PyObject_GetOptionalAttr(o, internStr("__dict__"));
    if (v === null) typeError("vars() argument must have __dict__ attribute");
    return v;
  }, mod);
  def(d, "dir", (_s, args) => {
    checkArgCount("dir", args, 0, 1);
    let names: PyObject[];
    if (args.length === 0) {
      const loc = localsOf(tstate.frame!);
      names = iterateToArray(loc);
      Py_DECREF(loc);
    } else names = iterateToArray(dirOf(args[0]!));
    sortItems(names, null, false);
    return newList(names);
  }, mod);
  def(d, "input", (_s, args) => builtinInput(args), mod);
  def(d, "compile", (_s, args, kw) => builtinCompile(args, kw), mod, true);
  def(d, "eval", (_s, args, kw) => builtinEval(args, kw), mod, true);
  def(d, "exec", (_s, args, kw) => builtinExec(args, kw), mod, true);
  bindCompileHooks({ locals: localsOf, builtins: () => mod });
  // builtin_breakpoint: calls sys.breakpointhook with the arguments given
  def(d, "breakpoint", (_s, args, kw) => {
    const sys = importState.sys;
    const hook = sys !== null && sys.dict !== null ? dictGetStr(sys.dict, internStr("breakpointhook")) : null;
    if (hook === null) throw newException(PyExc_RuntimeError, "lost sys.breakpointhook");
    Py_INCREF(hook);
    try {
      return PyObject_Call(hook, args, kw);
    } finally {
      Py_DECREF(hook);
    }
  }, mod, true);
  addSiteBuiltins(d);
  void noKw;
  void hashInt;
  void isException;
  void PyExc_AttributeError;
  void PyExc_TypeError;
  void isTuple;
  void isDict;
  void PyCFunction;
  void PyPropertyObject;
  return mod;
}

let callableIterHook: (f: PyObject, sentinel: PyObject) => PyObject = () => None;
export function setCallableIter(f: typeof callableIterHook): void {
  callableIterHook = f;
}

/** PyObject_IsInstance: exact type, tuples, the metaclass's __instancecheck__, then object_isinstance. */
export function isInstance(o: PyObject, cls: PyObject): boolean {
  if (o.ob_type === cls) return true;
  if (cls instanceof PyType && cls.ob_type === PyType_Type) return objectIsInstance(o, cls);
  if (isUnion(cls)) return cls.args.some((c) => isInstance(o, c));
  if (isTuple(cls)) return (cls as PyTuple).items.some((c) => isInstance(o, c));
  const checker = cls.ob_type.lookup("__instancecheck__");
  if (checker !== null) return callChecker(checker, cls, o);
  return objectIsInstance(o, cls);
}

/** object_isinstance (type.__instancecheck__): the type, then a differing `__class__`. */
export function objectIsInstance(o: PyObject, cls: PyObject): boolean {
  if (!(cls instanceof PyType)) {
    checkClass(cls, "isinstance() arg 2 must be a type, a tuple of types, or a union");
    return false;
  }
  if (o.ob_type.isSubtype(cls)) return true;
  const icls = PyObject_GetOptionalAttr(o, internStr("__class__"));
  if (icls === null) return false;
  const r = icls !== o.ob_type && icls instanceof PyType && icls.isSubtype(cls);
  Py_DECREF(icls);
  return r;
}

/** PyObject_IsSubclass: exact type, tuples, the metaclass's __subclasscheck__, then the MRO. */
export function isSubclass(c: PyObject, cls: PyObject): boolean {
  if (cls instanceof PyType && cls.ob_type === PyType_Type) {
    if (c === cls) return true;
    return recursiveIsSubclass(c, cls);
  }
  if (isUnion(cls)) return cls.args.some((x) => isSubclass(c, x));
  if (isTuple(cls)) return (cls as PyTuple).items.some((x) => isSubclass(c, x));
  const checker = cls.ob_type.lookup("__subclasscheck__");
  if (checker !== null) return callChecker(checker, cls, c);
  return recursiveIsSubclass(c, cls);
}

export function recursiveIsSubclass(c: PyObject, cls: PyObject): boolean {
  if (c instanceof PyType && cls instanceof PyType) return c.isSubtype(cls);
  checkClass(c, "issubclass() arg 1 must be a class");
  checkClass(cls, "issubclass() arg 2 must be a class, a tuple of classes, or a union");
  return false;
}

/** check_class: anything with a tuple `__bases__` counts as a class. */
function checkClass(o: PyObject, msg: string): void {
  const b = PyObject_GetOptionalAttr(o, internStr("__bases__"));
  const ok = b !== null && isTuple(b);
  if (b !== null) Py_DECREF(b);
  if (!ok) typeError(msg);
}

function callChecker(checker: PyObject, cls: PyObject, arg: PyObject): boolean {
  const get = checker.ob_type.tp_descr_get;
  const bound = get !== null ? get(checker, cls, cls.ob_type) : (Py_INCREF(checker), checker);
  try {
    const r = PyObject_Call(bound, [arg], null);
    const t = PyObject_IsTrue(r);
    Py_DECREF(r);
    return t;
  } finally {
    Py_DECREF(bound);
  }
}

/** dir(obj): type.__dir__ (the MRO's dicts), else type(obj).__dir__(obj) (module.__dir__ lists its dict). */
/** `dir(o)`'s names before sorting: `type(o).__dir__` called on `o` (a special method lookup). */
function dirOf(o: PyObject): PyObject {
  const m = o.ob_type.lookup("__dir__");
  if (m === null) typeError("object does not provide __dir__");
  return callSpecial(o, m, []);
}

/** input([prompt]): the prompt on sys.stdout, one line from stdin; EOFError at its end. */
function builtinInput(args: PyObject[]): PyObject {
  checkArgCount("input", args, 0, 1);
  const out = sysStdout();
  // stderr is flushed first, stdout after the prompt (builtin_input_impl)
  io.flush?.(2);
  if (args.length) {
    const p = PyObject_Str(args[0]!);
    if (out === null) io.writeStdout(p.value);
    else Py_DECREF(callMethod(out, "write", [p]));
  }
  if (out !== null) {
    const fl = PyObject_GetOptionalAttr(out, internStr("flush"));
    if (fl !== null) Py_DECREF(PyObject_Call(fl, [], null));
  } else io.flush?.(1);
  const line = io.readLine ? io.readLine() : null;
  if (line === null || line === "") throw newException(PyExc_EOFError, "EOF when reading a line");
  return newStr(line.endsWith("\n") ? line.slice(0, -1) : line);
}

/** ord() takes a bytes or bytearray of length 1 (PyBytes_Check / PyByteArray_Check). */
function isBytesLike(o: PyObject): boolean {
  return isBytes(o) || o.ob_type.isSubtype(PyByteArray_Type);
}

export function asciiOf(o: PyObject): PyObject {
  const r = PyObject_Repr(o).value;
  let out = "";
  for (const ch of r) {
    const c = ch.codePointAt(0)!;
    if (c < 128) out += ch;
    else if (c < 256) out += "\\x" + c.toString(16).padStart(2, "0");
    else if (c < 65536) out += "\\u" + c.toString(16).padStart(4, "0");
    else out += "\\U" + c.toString(16).padStart(8, "0");
  }
  return newStr(out);
}
