/**
 * Interpreter start-up: fills every builtin type's slots and methods in dependency order and
 * wires the eval loop's runtime hooks. Idempotent; `initVM()` runs once per process.
 */
import { PyObject, PyType, Py_INCREF, Py_DECREF, inheritStaticSlots } from "./objects/object.js";
import { None } from "./objects/none.js";
import { True, False } from "./objects/bool.js";
import { newStr, internStr, isStr, type PyStr } from "./objects/str.js";
import { newInt, newIntBig, type PyInt } from "./objects/int.js";
import { newTuple, type PyTuple } from "./objects/tuple.js";
import { newList, isList } from "./objects/list.js";
import { newDict, dictGetStr, dictSetItem, isDict, type PyDict } from "./objects/dict.js";
import { initUnion } from "./types/union.js";
import { PySet, PySet_Type, PyFrozenSet_Type, newSetOf, setAdd } from "./objects/set.js";
import { newSlice, initSlice } from "./objects/slice.js";
import { PyFunction } from "./objects/function.js";
import { bindConstHooks } from "./objects/code.js";
import { PyModule, PyModule_Type } from "./objects/module.js";
import { setGcUnraisable, collectPending } from "./modules/gc.js";
import { setWeakrefCallHook, setWeakrefCallbackErrorHook } from "./objects/weaklist.js";
import {
  PyExc_StopIteration, PyExc_ValueError, PyExc_ImportError, PyExc_ModuleNotFoundError, PyExc_OverflowError, PyExc_TypeError, PyExc_RuntimeError,
  PyBaseExceptionObject, newException, newExceptionArgs, typeError,
  builtinExceptionTypes, exceptionTypesInheritingNew,
  PyExc_AttributeError,
} from "./objects/exceptions.js";
import {
  initTypeObject, bindTypeobjectHooks, setStaticTypeDocs, setIsStopIteration, setCFunctionHook, setIterHook, setStrOf, setUnraisableHook, idOf,
} from "./objects/typeobject.js";
import { newCFunction, bindDescrHelpers, PyCFunction_Type, PyMethodDescr_Type, PyClassMethod_Type, PyStaticMethod_Type, PyProperty_Type, PyPropertyObject } from "./objects/descr.js";
import { newMethod } from "./objects/function.js";
import { PyObject_Call, getAttrString, iterateToArray, PyObject_Str, setSeqIterFactory, setOverflowRef, PyObject_Repr, typeName, PyObject_GetAttr, PyObject_SetAttr, PyObject_GetOptionalAttr, PyNumber_Index, PyObject_FunctionStr } from "./abstract.js";
import { initClasses, disallowInstantiation } from "./types/classes.js";
import { PyWrapperDescr_Type, PyMethodWrapper_Type, PyGetSetDescr_Type, PyClassMethodDescr_Type } from "./objects/descr.js";
import { PyMemberDescr_Type } from "./objects/member.js";
import { initSeqIter, newSeqIterator, PySeqIter_Type } from "./types/seqiter.js";
import { initGenericAlias } from "./types/genericalias.js";
import { PyList_Type } from "./objects/list.js";
import { PyDict_Type } from "./objects/dict.js";
import { PyTuple_Type } from "./objects/tuple.js";
import { initNumbers, setReprQuote, setNumbersTupleHook, setHashPointer } from "./types/numbers.js";
import { initComplex, bindComplexHooks } from "./types/complex.js";
import { initIntMethods, bindIntMethodHooks, setIntStrObj } from "./types/intMethods.js";
import { initFloatMethods, bindFloatMethodHooks } from "./types/floatMethods.js";
import { intPow, setBytesRepr } from "./types/numbers.js";
import { newComplex } from "./objects/complex.js";
import { initStr, bindStrHooks } from "./types/str.js";
import { initListTuple, PySeqIter, PyListIter_Type } from "./types/listTuple.js";
import { initDict, dictUpdate, bindDictHooks, setFuncDesc } from "./types/dict.js";
import { initSet, updateFrom } from "./types/set.js";
import { initBytes } from "./types/bytes.js";
import { strFormat, strFormatMap, bindAscii } from "./strformat.js";
import { initUnicodeErrors } from "./codecs.js";
import { initByteArray } from "./types/bytearray.js";
import { initMemoryView, bindMemoryViewId } from "./types/memoryview.js";
import { bindBytesPercentAscii } from "./percentBytes.js";
import { initTemplateLib } from "./modules/templatelib.js";
import { newBytes, PyBytes_Type } from "./objects/bytes.js";
import { initRange, setHashNone } from "./types/range.js";
import { initExceptions, bindExceptionHooks } from "./types/exceptions.js";
import { initSingletons } from "./types/singletons.js";
import { checkEgMatch, prepReraiseStar } from "./types/exceptionGroup.js";
import { initFunctionTypes, setCellValueError } from "./types/function.js";
import { initFrameTypes } from "./types/frame.js";
import { setAtexitReport } from "./modules/atexit.js";
import { initGenerator, makeGenerator, genEnterInline, genLeaveInline, PyGen, PyGen_Type, PyCoro_Type, sendTo, stopIterationValue, bindGenBools, setWarnUnawaited, setGenFinalizerHooks } from "./objects/generator.js";
import { initAsync, asyncGenWrap, getAwaitable, getAIter, getANext, addAsyncBuiltins } from "./objects/asyncgen.js";
import { warnAtFrame } from "./eval/warnings.js";
import { initTypeAnnotations } from "./types/annotations.js";
import { initTypeVars, typeIntrinsic1, typeIntrinsic2 } from "./types/typevars.js";
import { initGeneric, PyGeneric_Type } from "./types/generic.js";
import { formatObject, formatStr, bindFormatDescrs, formatComplex } from "./format.js";
import { badArgument, defMethodO } from "./args.js";
import { percentFormat, bindPercentAscii } from "./percent.js";
import { makeBuiltins, asciiOf, setCallableIter } from "./modules/builtins.js";
import { newCallableIter, superLookup, superCheck } from "./modules/iterators.js";
import { wireRuntime } from "./eval/runtimeHooks.js";
import { matchMapping, matchSequence, matchKeys, matchClass } from "./eval/match.js";
import { importState, importName, importFrom, importStar, builtinImport } from "./modules/importer.js";
import { PyBuiltinImporter_Type } from "./modules/importlibTypes.js";
import { PyStdStream_Type } from "./modules/stdio.js";
import { PyQuitter_Type, PyPrinter_Type, PyHelper_Type } from "./modules/sitebuiltins.js";
import { writeUnraisable } from "./modules/sys.js";
import { reprStr } from "@pyts/lexer";
import { PyLong_Type } from "./objects/int.js";
import { PyFloat_Type } from "./objects/float.js";
import { PyUnicode_Type } from "./objects/str.js";
import { PyNone_Type, PyNotImplemented_Type, PyEllipsis_Type, NONE_HASH } from "./objects/none.js";
import { addSlotWrappers, addNewWrapper, objectNew } from "./objects/typeobject.js";
import { PySimpleNamespace_Type } from "./types/namespace.js";
import { PyType_Type } from "./objects/object.js";
import { hashInt } from "./hash.js";
import { io } from "./modules/builtins.js";
import type { PyFrame } from "./objects/frame.js";

let builtinsModule: PyModule | null = null;

export function getBuiltins(): PyModule {
  return initVM();
}

/** bytes(x) for int.from_bytes: an iterable of ints in range(256) (not str, not int). */
function bytesFromObject(o: PyObject): Uint8Array {
  if (isStr(o) || o.ob_type.tp_iter === null) typeError(`cannot convert '${typeName(o)}' object to bytes`);
  const items = iterateToArray(o);
  const out = new Uint8Array(items.length);
  items.forEach((it, i) => {
    const v = PyNumber_Index(it).value;
    if (v < 0 || v > 255) throw newException(PyExc_ValueError, "bytes must be in range(0, 256)");
    out[i] = Number(v);
  });
  return out;
}

export function initVM(): PyModule {
  if (builtinsModule !== null) return builtinsModule;
  setCFunctionHook((name, impl, self, qualPrefix) => newCFunction(name, impl, self, qualPrefix ?? null));
  inheritStaticSlots(true);
  initTypeObject();
  bindDescrHelpers({ call: PyObject_Call, boundMethod: (f, self) => newMethod(f, self), getAttr: getAttrString, repr: (o) => PyObject_Repr(o).value });
  bindTypeobjectHooks({
    intFromHash: (h) => newIntBig(h),
    stopIteration: () => newExceptionArgs(PyExc_StopIteration, []),
    valueError: () => PyExc_ValueError,
  });
  setIsStopIteration((e) => e instanceof PyBaseExceptionObject && e.ob_type.isSubtype(PyExc_StopIteration));
  setIterHook((o) => iterateToArray(o));
  setStrOf((o) => PyObject_Str(o));
  // each reports through sys.unraisablehook (modules/sys.ts writeUnraisable)
  const unraisable = (e: unknown, msg: () => string) => {
    if (e instanceof PyBaseExceptionObject) writeUnraisable(msg(), e);
  };
  setUnraisableHook((e, o) => unraisable(e, () => `Exception ignored while calling deallocator ${safeRepr(getAttrSafe(o))}`));
  setGcUnraisable((e, o, kind) =>
    unraisable(e, () => (kind === "finalizer" ? `Exception ignored while calling deallocator ${safeRepr(getAttrSafe(o))}`
      : kind === "gc callback" ? `Exception ignored while calling GC callback ${safeRepr(o)}` : `Exception ignored on calling weakref callback ${safeRepr(o)}`)),
  );
  setWeakrefCallHook((f, args) => PyObject_Call(f, args, null));
  setAtexitReport((e, func) => unraisable(e, () => `Exception ignored in atexit callback ${safeRepr(func)}`));
  setWeakrefCallbackErrorHook((e, cb) => unraisable(e, () => `Exception ignored while calling weakref callback ${safeRepr(cb)}`));
  setOverflowRef(PyExc_OverflowError);
  setReprQuote(reprStr);
  setNumbersTupleHook(newTuple);
  setHashPointer((o) => hashInt(Number(BigInt(idOf(o)) >> 4n)));
  setHashNone(() => NONE_HASH);
  initNumbers();
  initIntMethods(intPow);
  bindIntMethodHooks({ repr: (o) => PyObject_Repr(o).value, tuple: newTuple, call: (cls, args) => PyObject_Call(cls, args, null), bytesFrom: bytesFromObject });
  setIntStrObj(newStr);
  setBytesRepr((b) => PyObject_Repr(b).value);
  initFloatMethods();
  bindFloatMethodHooks({ tuple: newTuple, call: (cls, args) => PyObject_Call(cls, args, null) });
  initComplex(reprStr, (o, spec) => (spec === "" ? PyObject_Str(o).value : formatComplex(o.real, o.imag, spec, typeName(o))));
  bindComplexHooks({ tuple: newTuple, call: (cls, args) => PyObject_Call(cls, args, null) });
  initStr();
  bindStrHooks({
    percent: percentFormat,
    format: (s, args, kw) => strFormat(s, args, kw),
    formatMap: (s, m) => strFormatMap(s, m),
    formatStr: (s, spec) => newStr(formatStr(s, spec)),
  });
  bindAscii(asciiOf);
  bindPercentAscii(asciiOf);
  bindBytesPercentAscii(asciiOf);
  initTemplateLib(asciiOf);
  initListTuple();
  initSeqIter();
  setSeqIterFactory(newSeqIterator);
  initDict();
  bindDictHooks({ callType: (cls) => PyObject_Call(cls, [], null), iterOfList: (items) => new PySeqIter(PyListIter_Type, newList(items), 0) });
  setFuncDesc(PyObject_FunctionStr);
  initSet();
  initUnion();
  initBytes();
  initByteArray();
  initMemoryView();
  bindMemoryViewId((o) => idOf(o));
  initRange();
  initSlice();
  initExceptions();
  initUnicodeErrors();
  const addNote = (e: PyObject, note: PyObject): void => {
    let d = e.dict;
    if (d === null) d = e.dict = newDict();
    let notes = dictGetStr(d, internStr("__notes__"));
    if (notes === null) {
      notes = newList([]);
      dictSetItem(d, internStr("__notes__"), notes);
      Py_DECREF(notes);
    } else if (!isList(notes)) typeError("Cannot add note: __notes__ is not a list");
    Py_INCREF(note);
    (notes as unknown as { items: PyObject[] }).items.push(note);
  };
  bindExceptionHooks(True, False, addNote);
  initGenerator();
  initAsync();
  initTypeAnnotations();
  initTypeVars({ t: True, f: False });
  initGeneric();
  setWarnUnawaited((g) => warnAtFrame("RuntimeWarning", `coroutine '${g.qualname.value}' was never awaited`, true));
  setGenFinalizerHooks(PyObject_Call, (e, g) => {
    if (e instanceof PyBaseExceptionObject) {
      let r: string;
      try {
        const s = PyObject_Repr(g);
        r = s.value;
        Py_DECREF(s);
      } catch {
        r = `<${g.ob_type.tp_name} object>`;
      }
      writeUnraisable(`Exception ignored while finalizing generator ${r}`, e);
    }
    Py_DECREF(e);
  });
  initFunctionTypes();
  initSingletons();
  initFrameTypes();
  setCellValueError(PyExc_ValueError);
  bindGenBools(True, False);
  for (const t of [PyNone_Type, PyNotImplemented_Type, PyEllipsis_Type, PyCFunction_Type, PyMethodDescr_Type, PyGetSetDescr_Type, PyModule_Type, PySimpleNamespace_Type]) addSlotWrappers(t);
  initClasses(False, (e, note) => addNote(e, newStr(note)));
  initGenericAlias([PyList_Type, PyDict_Type, PyTuple_Type, PySet_Type, PyFrozenSet_Type, PyType_Type]);
  PyProperty_Type.tp_init = (self, args, kw) => {
    const p = self as PyPropertyObject;
    const nkw = kw ? kw.length : 0;
    const names = ["fget", "fset", "fdel", "doc"];
    const vals: (PyObject | null)[] = [null, null, null, null];
    for (let i = 0; i < args.length - nkw; i++) vals[i] = args[i]!;
    for (let i = 0; i < nkw; i++) vals[names.indexOf(kw![i]!)] = args[args.length - nkw + i]!;
    for (let i = 0; i < nkw; i++) if (!names.includes(kw![i]!)) typeError(`property() got an unexpected keyword argument '${kw![i]}'`);
    if (args.length - nkw > 4) typeError(`property() takes at most 4 arguments (${args.length - nkw} given)`);
    p.fget = vals[0] ?? None;
    p.fset = vals[1] ?? None;
    p.fdel = vals[2] ?? None;
    p.doc = vals[3] ?? None;
    for (const v of [p.fget, p.fset, p.fdel, p.doc]) Py_INCREF(v);
    p.getterDoc = false;
    if (p.doc === None && p.fget !== None) {
      // the getter's docstring becomes the property's
      const d = PyObject_GetOptionalAttr(p.fget, internStr("__doc__"));
      if (d !== null && d !== None) {
        Py_DECREF(p.doc);
        p.doc = d;
        p.getterDoc = true;
      }
    }
    if (self.ob_type !== PyProperty_Type) {
      // property_init: a subclass's instance keeps the doc in its own __dict__, where the class's
      // __doc__ cannot shadow it (an instance without one silently drops it, unless from the getter)
      try {
        PyObject_SetAttr(self, internStr("__doc__"), p.doc);
      } catch (e) {
        if (p.getterDoc || !(e instanceof PyObject && e.ob_type.isSubtype(PyExc_AttributeError))) throw e;
        Py_DECREF(e);
      }
    }
  };
  // slot wrappers once the slots are final (initClasses wraps classmethod's and staticmethod's
  // tp_init and tp_repr, property's tp_init is set just above): a subclass's slots come from them
  for (const t of [PyClassMethod_Type, PyStaticMethod_Type, PyProperty_Type]) addSlotWrappers(t);
  for (const [name, idx] of [["getter", 0], ["setter", 1], ["deleter", 2]] as const) {
    defMethodO(PyProperty_Type, name, (self, fn) => {
      const p = self as PyPropertyObject;
      const n = new PyPropertyObject(self.ob_type);
      n.fget = idx === 0 ? fn : p.fget;
      n.fset = idx === 1 ? fn : p.fset;
      n.fdel = idx === 2 ? fn : p.fdel;
      n.doc = p.doc;
      for (const v of [n.fget, n.fset, n.fdel, n.doc]) Py_INCREF(v);
      n.name = p.name;
      if (n.name !== null) Py_INCREF(n.name);
      n.getterDoc = p.getterDoc;
      if (idx === 0 && p.getterDoc && n.fget !== None) {
        const d = PyObject_GetOptionalAttr(n.fget, internStr("__doc__"));
        Py_DECREF(n.doc);
        n.doc = d ?? None;
        if (d === null) Py_INCREF(None);
      }
      return n;
    });
  }
  bindFormatDescrs(PyUnicode_Type.tp_dict.get("__format__") ?? null, null, null);
  const numFormat = (self: PyObject, spec: PyObject) => {
    if (!isStr(spec)) badArgument("__format__", "argument", "str", spec);
    return formatObject(self, spec);
  };
  defMethodO(PyLong_Type, "__format__", numFormat);
  defMethodO(PyFloat_Type, "__format__", numFormat);
  bindFormatDescrs(PyUnicode_Type.tp_dict.get("__format__") ?? null, PyLong_Type.tp_dict.get("__format__") ?? null, PyFloat_Type.tp_dict.get("__format__") ?? null);
  bindConstHooks({
    complex: (re, im) => newComplex(re, im),
    bytes: (b) => newBytes(b),
    frozenset: (items) => newSetOf(PyFrozenSet_Type, items),
    slice: (a, b, c) => newSlice(a, b, c),
  });
  setCallableIter(newCallableIter);
  inheritStaticSlots();
  // static types based on object that Python code may still make through object's generic
  // __new__ (newStaticType leaves the others without one, as CPython's inherit_special does)
  for (const t of [
    PyStdStream_Type,
    PyBuiltinImporter_Type, PyQuitter_Type, PyPrinter_Type, PyHelper_Type, PyGeneric_Type,
  ]) t.tp_new = objectNew;
  // the exception types whose C struct sets tp_new have a __new__ of their own (now inherited)
  for (const t of builtinExceptionTypes) if (!exceptionTypesInheritingNew.has(t)) addNewWrapper(t);
  disallowInstantiation([PyCFunction_Type, PyMethodDescr_Type, PyWrapperDescr_Type, PyMethodWrapper_Type, PyGetSetDescr_Type, PyMemberDescr_Type, PyClassMethodDescr_Type, PySeqIter_Type]);
  builtinsModule = makeBuiltins();
  addAsyncBuiltins(builtinsModule, builtinsModule.dict!);
  dictSetItem(builtinsModule.dict!, internStr("__loader__"), PyBuiltinImporter_Type);
  setStaticTypeDocs();
  importState.builtins = builtinsModule;
  const imp = newCFunction("__import__", (_s, args, kw) => builtinImport(args, kw), builtinsModule);
  dictSetItem(builtinsModule.dict!, internStr("__import__"), imp);
  importState.defaultImport = imp;
  wireRuntime({
    str__name__: internStr("__name__"),
    str__build_class__: internStr("__build_class__"),
    str__annotations__: internStr("__annotations__"),
    specialNames: ["__enter__", "__exit__", "__aenter__", "__aexit__"].map(internStr),
    format: formatObject,
    ascii: asciiOf,
    builtinAll: () => dictGetStr(builtinsModule!.dict!, internStr("all"))!,
    builtinAny: () => dictGetStr(builtinsModule!.dict!, internStr("any"))!,
    makeGenerator: (f) => makeGenerator(f),
    collectPending,
    genYielded: (f, oparg) => {
      if (f.gen) (f.gen as PyGen).yieldFrom = oparg === 1;
    },
    genFinished: (f) => {
      if (f.gen) (f.gen as PyGen).finished = true;
    },
    isGenerator: (o) => o instanceof PyGen,
    genEnterInline,
    genType: PyGen_Type,
    coroType: PyCoro_Type,
    genLeaveInline,
    send: sendTo,
    stopIterationValue,
    superAttr: (gsuper, cls, self, name, method, twoArg) => {
      void twoArg;
      const sup = dictGetStr(builtinsModule!.dict!, internStr("super"));
      if (gsuper !== sup || !(cls instanceof PyType)) {
        // shadowed super: call it and getattr
        const s = PyObject_Call(gsuper, [cls, self], null);
        const r = PyObject_GetAttr(s, name);
        Py_DECREF(s);
        return [r, false];
      }
      const objType = superCheck(cls, self);
      return superLookup(cls, self, objType, name, method);
    },
    newSet: (items) => newSetOf(PySet_Type, items),
    setAdd: (s, v) => setAdd(s as PySet, v),
    setUpdate: (s, it) => updateFrom(s as PySet, it),
    newSlice,
    dictUpdate,
    importName,
    importFrom,
    importStar,
    // print_expr: an expression statement in 'single' mode calls sys.displayhook
    intrinsicPrint: (v) => {
      const sys = importState.sys;
      const hook = sys !== null && sys.dict !== null ? dictGetStr(sys.dict, internStr("displayhook")) : null;
      if (hook === null) throw newException(PyExc_RuntimeError, "lost sys.displayhook");
      return PyObject_Call(hook, [v], null);
    },
    intrinsic1: (i, v) => (i === 4 /* INTRINSIC_ASYNC_GEN_WRAP */ ? asyncGenWrap(v) : typeIntrinsic1(i, v) ?? typeError(`intrinsic ${i} not supported yet`)),
    getAwaitable,
    getAIter,
    getANext,
    intrinsic2: (i, a, b) => (i === 1 /* INTRINSIC_PREP_RERAISE_STAR */ ? prepReraiseStar(a, b) : typeIntrinsic2(i, a, b) ?? typeError(`intrinsic ${i} not supported yet`)),
    checkEgMatch,
    matchMapping,
    matchSequence,
    matchKeys,
    matchClass,
  });
  return builtinsModule;
}

function getAttrSafe(o: PyObject): PyObject {
  try {
    const d = o.ob_type.lookup("__del__");
    return d ?? o;
  } catch {
    return o;
  }
}

function safeRepr(o: PyObject): string {
  try {
    if (o instanceof PyFunction) return `<function ${o.qualname.value} at 0x${idOf(o).toString(16).padStart(12, "0")}>`;
    return PyObject_Repr(o).value;
  } catch {
    return "<object>";
  }
}

let indexErrorType: () => PyType = () => PyExc_TypeError;
let keyErrorType: () => PyType = () => PyExc_TypeError;
export function setLookupErrors(i: PyType, k: PyType): void {
  indexErrorType = () => i;
  keyErrorType = () => k;
}

void PyType_Type;
void newInt;
void (null as unknown as PyInt);
void (null as unknown as PyTuple);
