/**
 * The eval loop's rarer opcodes (module/class bodies, imports, building and unpacking beyond
 * the simple forms, `with`, `match`, async, f-strings, templates), run out of line so that
 * evalFrame stays small: fewer registers per nested eval loop (deeper native re-entry before
 * the JS stack runs out) and a faster optimising compile. Each takes the frame's value stack
 * and its top and returns the new top; on an exception the stack holds what the handler must
 * release (popped slots are nulled first), as inline handlers do. None of them jumps.
 */
import { CO_COROUTINE, CO_ASYNC_GENERATOR, opmap as O } from "@pyts/compiler";
import { buildInterpolation, buildTemplate } from "../modules/templatelib.js";
import { PyObject, Py_INCREF, Py_DECREF, Py_XDECREF } from "../objects/object.js";
import { None } from "../objects/none.js";
import { True, False } from "../objects/bool.js";
import { newInt, PyLong_Type, type PyInt } from "../objects/int.js";
import { PyStr, PyUnicode_Type, newStr, isStr } from "../objects/str.js";
import { PyTuple, newTuple, isTuple, PyTuple_Type } from "../objects/tuple.js";
import { PyList, PyList_Type, isList } from "../objects/list.js";
import { listAssignSlice, seqSlice } from "../types/listTuple.js";
import { adjustIndex } from "../objects/slice.js";
import { PyDict, newDict, dictGetStr, dictSetItem, dictPop, isDict, dictItems, PyDict_Type } from "../objects/dict.js";
import { PyFunction, PyCell } from "../objects/function.js";
import type { PyCode } from "../objects/code.js";
import type { PyFrame } from "../objects/frame.js";
import {
  PyBaseExceptionObject, PyExc_NameError, PyExc_RuntimeError, PyExc_StopIteration, PyExc_SystemError, PyExc_AssertionError,
  PyExc_NotImplementedError, PyExc_KeyError, PyExc_StopAsyncIteration, newException, typeError,
} from "../objects/exceptions.js";
import {
  PyObject_SetAttr, PyObject_Call, PyNumber_Invert, PyNumber_Positive, PyObject_GetItem, PyObject_SetItem, PyObject_DelItem,
  PyObject_Str, PyObject_Repr, typeName, iterateToArray, PyObject_Length, PyObject_GetIter, PyObject_FunctionStr,
} from "../abstract.js";
import { rt } from "./runtimeHooks.js";
import { makeFrame } from "./call.js";
import { nameError, derefError, unboundLocal, unpackSequence } from "./ceval.js";


/**
 * The opcodes execColdOp runs whose handler is the whole instruction wherever it runs: it
 * neither jumps nor switches frames (CALL_FUNCTION_EX, whose Python callee the eval loop runs
 * as a frame of its own, is not one). The JIT (jit/emit.ts) calls execColdOp for these.
 */
export const FRAME_NEUTRAL_COLD_OPS: ReadonlySet<number> = new Set([
  O.DELETE_FAST, O.LOAD_COMMON_CONSTANT, O.UNARY_INVERT, O.GET_YIELD_FROM_ITER, O.MAKE_FUNCTION, O.SET_FUNCTION_ATTRIBUTE,
  O.DELETE_DEREF, O.LOAD_FROM_DICT_OR_DEREF, O.LOAD_FROM_DICT_OR_GLOBALS, O.LOAD_LOCALS, O.LOAD_NAME, O.STORE_NAME,
  O.DELETE_NAME, O.STORE_GLOBAL, O.DELETE_GLOBAL, O.DELETE_ATTR, O.LOAD_SUPER_ATTR, O.LOAD_SPECIAL,
  O.CALL_INTRINSIC_1, O.CALL_INTRINSIC_2, O.CHECK_EG_MATCH, O.WITH_EXCEPT_START, O.BUILD_SET, O.BUILD_MAP, O.BUILD_STRING,
  O.BUILD_SLICE, O.LIST_EXTEND, O.SET_ADD, O.SET_UPDATE, O.MAP_ADD, O.DICT_UPDATE, O.DICT_MERGE, O.UNPACK_EX,
  O.DELETE_SUBSCR, O.BINARY_SLICE, O.STORE_SLICE, O.FORMAT_SIMPLE, O.FORMAT_WITH_SPEC, O.CONVERT_VALUE,
  O.LOAD_BUILD_CLASS, O.SETUP_ANNOTATIONS, O.IMPORT_NAME, O.IMPORT_FROM, O.GET_LEN, O.MATCH_MAPPING, O.MATCH_SEQUENCE,
  O.MATCH_KEYS, O.MATCH_CLASS, O.GET_AWAITABLE, O.GET_AITER, O.GET_ANEXT, O.BUILD_INTERPOLATION, O.BUILD_TEMPLATE,
]);

/** Runs one of the rarer opcodes; returns the new stack top. */
export function execColdOp(opcode: number, oparg: number, frame: PyFrame, lp: (PyObject | null)[], sp: number, ip: number): number {
  const code = frame.code;
  const names = code.names;
  switch (opcode) {
      case 63: /* DELETE_FAST */ {
        const v = lp[oparg];
        if (v == null) unboundLocal(code, oparg);
        lp[oparg] = null;
        Py_DECREF(v);
        return sp;
      }
      case 81: /* LOAD_COMMON_CONSTANT */ {
        const v = COMMON_CONSTANTS()[oparg]!;
        Py_INCREF(v);
        lp[sp++] = v;
        return sp;
      }
      case 40: /* UNARY_INVERT */ {
        const v = lp[sp - 1]!;
        lp[sp - 1] = PyNumber_Invert(v);
        Py_DECREF(v);
        return sp;
      }
      case 19: /* GET_YIELD_FROM_ITER */ {
        const v = lp[sp - 1]!;
        if (!rt.isGenerator(v)) {
          lp[sp - 1] = PyObject_GetIter(v);
          Py_DECREF(v);
        }
        return sp;
      }
      case 23: /* MAKE_FUNCTION */ {
        const c = lp[sp - 1] as PyCode;
        const fn = new PyFunction(c, frame.globals, frame.builtins, dictGetStr(frame.globals, rt.str__name__) ?? None);
        Py_INCREF(fn.module);
        lp[sp - 1] = fn;
        const doc = c.flags & 0x4000000 ? c.consts[0]! : None;
        Py_INCREF(doc);
        fn.doc = doc;
        return sp;
      }
      case 108: /* SET_FUNCTION_ATTRIBUTE */ {
        const fn = lp[--sp] as PyFunction;
        const v = lp[sp - 1]!;
        lp[sp] = null;
        lp[sp - 1] = fn;
        if (oparg === 1) fn.defaults = v as PyTuple;
        else if (oparg === 2) fn.kwdefaults = v as PyDict;
        else if (oparg === 4) fn.annotations = v;
        else if (oparg === 8) fn.closure = v as PyTuple;
        else if (oparg === 16) fn.annotate = v;
        else Py_DECREF(v);
        return sp;
      }
      case 62: /* DELETE_DEREF */ {
        const cell = lp[oparg] as PyCell;
        const old = cell.ref;
        if (old === null) derefError(code, oparg);
        cell.ref = null;
        Py_DECREF(old);
        return sp;
      }
      case 90: /* LOAD_FROM_DICT_OR_DEREF */ {
        const mapping = lp[sp - 1]!;
        const name = code.localsplusnames[oparg]!;
        let v = mappingLookup(mapping, name);
        if (v === null) {
          v = (lp[oparg] as PyCell).ref;
          if (v === null) derefError(code, oparg);
          Py_INCREF(v);
        }
        lp[sp - 1] = v;
        Py_DECREF(mapping);
        return sp;
      }
      case 91: /* LOAD_FROM_DICT_OR_GLOBALS */ {
        const mapping = lp[sp - 1]!;
        const name = names[oparg]!;
        let v = mappingLookup(mapping, name);
        if (v === null) v = loadGlobal(frame, name);
        lp[sp - 1] = v;
        Py_DECREF(mapping);
        return sp;
      }
      case 22: /* LOAD_LOCALS */ {
        const l = frame.locals;
        if (l === null) throw newException(PyExc_SystemError, "no locals found");
        Py_INCREF(l);
        lp[sp++] = l;
        return sp;
      }
      case 93: /* LOAD_NAME */ {
        const name = names[oparg]!;
        let v = frame.locals !== null ? mappingLookup(frame.locals, name) : null;
        if (v === null) v = loadGlobal(frame, name, false);
        lp[sp++] = v;
        return sp;
      }
      case 116: /* STORE_NAME */ {
        const v = lp[--sp]!;
        lp[sp] = null;
        const l = frame.locals!;
        if (l.ob_type === PyDict_Type) dictSetItem(l as PyDict, names[oparg]!, v);
        else PyObject_SetItem(l, names[oparg]!, v);
        Py_DECREF(v);
        return sp;
      }
      case 65: /* DELETE_NAME */ {
        const name = names[oparg]!;
        const l = frame.locals!;
        if (isDict(l)) {
          const old = dictPop(l, name);
          if (old === null) nameError(name);
          Py_DECREF(old);
        } else PyObject_DelItem(l, name);
        return sp;
      }
      case 115: /* STORE_GLOBAL */ {
        const v = lp[--sp]!;
        lp[sp] = null;
        dictSetItem(frame.globals, names[oparg]!, v);
        Py_DECREF(v);
        return sp;
      }
      case 64: /* DELETE_GLOBAL */ {
        const old = dictPop(frame.globals, names[oparg]!);
        if (old === null) nameError(names[oparg]!);
        Py_DECREF(old);
        return sp;
      }
      case 61: /* DELETE_ATTR */ {
        const owner = lp[--sp]!;
        lp[sp] = null;
        try {
          PyObject_SetAttr(owner, names[oparg]!, null);
        } finally {
          Py_DECREF(owner);
        }
        return sp;
      }
      case 96: /* LOAD_SUPER_ATTR */ {
        const self = lp[--sp]!;
        const cls = lp[--sp]!;
        const gsuper = lp[--sp]!;
        lp[sp] = lp[sp + 1] = lp[sp + 2] = null;
        const name = names[oparg >> 2]!;
        const r = rt.superAttr(gsuper, cls, self, name, (oparg & 1) !== 0, (oparg & 2) !== 0);
        Py_DECREF(gsuper);
        Py_DECREF(cls);
        if (oparg & 1) {
          lp[sp++] = r[0];
          if (r[1]) lp[sp++] = self;
          else {
            lp[sp++] = null;
            Py_DECREF(self);
          }
        } else {
          lp[sp++] = r[0];
          Py_DECREF(self);
        }
        return sp;
      }
      case 95: /* LOAD_SPECIAL */ {
        const owner = lp[sp - 1]!;
        const name = rt.specialNames[oparg]!;
        const descr = owner.ob_type.lookup(name.value);
        if (descr === null) {
          const sync = oparg === 0 || oparg === 1;
          const which = sync ? "" : "asynchronous ";
          // _PyEval_SpecialMethodCanSuggest: the other protocol is there
          const t = owner.ob_type;
          const other = sync ? t.lookup("__aenter__") !== null && t.lookup("__aexit__") !== null : t.lookup("__enter__") !== null && t.lookup("__exit__") !== null;
          const hint = !other ? "" : sync ? " but it supports the asynchronous context manager protocol. Did you mean to use 'async with'?" : " but it supports the context manager protocol. Did you mean to use 'with'?";
          typeError(`'${typeName(owner)}' object does not support the ${which}context manager protocol (missed ${name.value} method)${hint}`);
        }
        if ((descr.ob_type.tp_flags & (1 << 17)) !== 0) {
          Py_INCREF(descr);
          lp[sp - 1] = descr;
          lp[sp++] = owner;
        } else {
          const get = descr.ob_type.tp_descr_get;
          const v = get ? get(descr, owner, owner.ob_type) : (Py_INCREF(descr), descr);
          lp[sp - 1] = v;
          lp[sp++] = null;
          Py_DECREF(owner);
        }
        return sp;
      }
      case 4: /* CALL_FUNCTION_EX */ {
        // not a Python function (evalFrame pushes those inline): a call through tp_call
        const func = lp[sp - 4]!;
        let args: PyObject[];
        try {
          args = callExArgs(lp, sp, true);
        } catch (e) {
          releaseCallExOperands(lp, sp);
          throw e;
        }
        frame.sp = sp;
        frame.ip = ip;
        let res: PyObject;
        try {
          res = PyObject_Call(func, args, callExKwnames);
        } finally {
          releaseCallExOperands(lp, sp);
        }
        lp[sp - 4] = res;
        return sp - 3;
      }
      case 53: /* CALL_INTRINSIC_1 */ {
        const v = lp[sp - 1]!;
        lp[sp - 1] = callIntrinsic1(oparg, v, frame);
        Py_DECREF(v);
        return sp;
      }
      case 54: /* CALL_INTRINSIC_2 */ {
        const v1 = lp[--sp]!;
        const v2 = lp[sp - 1]!;
        lp[sp] = null;
        lp[sp - 1] = rt.intrinsic2(oparg, v2, v1);
        Py_DECREF(v1);
        Py_DECREF(v2);
        return sp;
      }
      case 5: /* CHECK_EG_MATCH */ {
        const r = rt.checkEgMatch(lp[sp - 2]!, lp[sp - 1]!, frame);
        Py_DECREF(lp[sp - 2]!);
        Py_DECREF(lp[sp - 1]!);
        lp[sp - 2] = r[0];
        lp[sp - 1] = r[1];
        return sp;
      }
      case 43: /* WITH_EXCEPT_START */ {
        const val = lp[sp - 1]!;
        const exitFunc = lp[sp - 5]!;
        const exitSelf = lp[sp - 4];
        const tb = (val as PyBaseExceptionObject).traceback ?? None;
        const args = exitSelf != null ? [exitSelf, val.ob_type, val, tb] : [val.ob_type, val, tb];
        frame.sp = sp;
        lp[sp++] = PyObject_Call(exitFunc, args, null);
        return sp;
      }
      case 48: /* BUILD_SET */ {
        const items = lp.slice(sp - oparg, sp) as PyObject[];
        for (let i = sp - oparg; i < sp; i++) lp[i] = null;
        sp -= oparg;
        let s: PyObject;
        try {
          s = rt.newSet(items);
        } finally {
          for (const x of items) Py_DECREF(x);
        }
        lp[sp++] = s;
        return sp;
      }
      case 47: /* BUILD_MAP */ {
        const d = newDict();
        const start = sp - 2 * oparg;
        try {
          for (let i = start; i < sp; i += 2) dictSetItem(d, lp[i]!, lp[i + 1]!);
        } finally {
          for (let i = start; i < sp; i++) {
            Py_DECREF(lp[i]!);
            lp[i] = null;
          }
          sp = start;
        }
        lp[sp++] = d;
        return sp;
      }
      case 50: /* BUILD_STRING */ {
        let s = "";
        for (let i = sp - oparg; i < sp; i++) {
          s += (lp[i] as PyStr).value;
          Py_DECREF(lp[i]!);
          lp[i] = null;
        }
        sp -= oparg;
        lp[sp++] = newStr(s);
        return sp;
      }
      case 49: /* BUILD_SLICE */ {
        const step = oparg === 3 ? lp[--sp]! : None;
        const stop = lp[--sp]!;
        const start = lp[--sp]!;
        lp[sp] = lp[sp + 1] = lp[sp + 2] = null;
        lp[sp++] = rt.newSlice(start, stop, step);
        Py_DECREF(start);
        Py_DECREF(stop);
        Py_DECREF(step);
        return sp;
      }
      case 79: /* LIST_EXTEND */ {
        const it = lp[--sp]!;
        lp[sp] = null;
        const list = lp[sp - oparg] as PyList;
        try {
          if (isTuple(it) || isList(it)) {
            for (const x of (it as PyTuple).items) {
              Py_INCREF(x);
              list.items.push(x);
            }
          } else {
            if (it.ob_type.tp_iter === null && it.ob_type.mp_subscript === null) typeError(`Value after * must be an iterable, not ${typeName(it)}`);
            for (const x of iterateToArray(it)) list.items.push(x);
          }
        } finally {
          Py_DECREF(it);
        }
        return sp;
      }
      case 107: /* SET_ADD */ {
        const v = lp[--sp]!;
        lp[sp] = null;
        try {
          rt.setAdd(lp[sp - oparg]!, v);
        } finally {
          Py_DECREF(v);
        }
        return sp;
      }
      case 109: /* SET_UPDATE */ {
        const it = lp[--sp]!;
        lp[sp] = null;
        try {
          rt.setUpdate(lp[sp - oparg]!, it);
        } finally {
          Py_DECREF(it);
        }
        return sp;
      }
      case 98: /* MAP_ADD */ {
        const v = lp[--sp]!;
        const k = lp[--sp]!;
        lp[sp] = lp[sp + 1] = null;
        try {
          dictSetItem(lp[sp - oparg] as PyDict, k, v);
        } finally {
          Py_DECREF(k);
          Py_DECREF(v);
        }
        return sp;
      }
      case 67: /* DICT_UPDATE */ {
        const upd = lp[--sp]!;
        lp[sp] = null;
        try {
          // PyDict_Update: a non-dict without keys() is no mapping
          if (!isDict(upd) && upd.ob_type.lookup("keys") === null) typeError(`'${typeName(upd)}' object is not a mapping`);
          rt.dictUpdate(lp[sp - oparg] as PyDict, upd, false, null);
        } finally {
          Py_DECREF(upd);
        }
        return sp;
      }
      case 66: /* DICT_MERGE */ {
        const upd = lp[--sp]!;
        lp[sp] = null;
        try {
          rt.dictUpdate(lp[sp - oparg] as PyDict, upd, true, lp[sp - oparg - 3]!);
        } finally {
          Py_DECREF(upd);
        }
        return sp;
      }
      case 118: /* UNPACK_EX */ {
        const seq = lp[--sp]!;
        lp[sp] = null;
        const before = oparg & 0xff, after = oparg >> 8;
        let items: PyObject[];
        try {
          items = unpackSequence(seq, before, after);
        } finally {
          Py_DECREF(seq);
        }
        for (let i = items.length - 1; i >= 0; i--) lp[sp++] = items[i]!;
        return sp;
      }
      case 8: /* DELETE_SUBSCR */ {
        const key = lp[--sp]!;
        const container = lp[--sp]!;
        lp[sp] = lp[sp + 1] = null;
        try {
          PyObject_DelItem(container, key);
        } finally {
          Py_DECREF(key);
          Py_DECREF(container);
        }
        return sp;
      }
      case 1: /* BINARY_SLICE */ {
        const stop = lp[--sp]!;
        const start = lp[--sp]!;
        const container = lp[sp - 1]!;
        lp[sp] = lp[sp + 1] = null;
        const r = sliceOfSequence(container, start, stop);
        if (r !== null) {
          lp[sp - 1] = r;
          Py_DECREF(start);
          Py_DECREF(stop);
          Py_DECREF(container);
          return sp;
        }
        const slice = rt.newSlice(start, stop, None);
        Py_DECREF(start);
        Py_DECREF(stop);
        try {
          lp[sp - 1] = PyObject_GetItem(container, slice);
        } finally {
          Py_DECREF(slice);
        }
        Py_DECREF(container);
        return sp;
      }
      case 37: /* STORE_SLICE */ {
        const stop = lp[--sp]!;
        const start = lp[--sp]!;
        const container = lp[--sp]!;
        const v = lp[--sp]!;
        lp[sp] = lp[sp + 1] = lp[sp + 2] = lp[sp + 3] = null;
        const release = (): void => {
          Py_DECREF(start);
          Py_DECREF(stop);
          Py_DECREF(container);
          Py_DECREF(v);
        };
        let done: boolean;
        try {
          done = assignSliceOfList(container, start, stop, v);
        } catch (e) {
          release();
          throw e;
        }
        if (done) {
          release();
          return sp;
        }
        const slice = rt.newSlice(start, stop, None);
        try {
          PyObject_SetItem(container, slice, v);
        } finally {
          Py_DECREF(slice);
          Py_DECREF(start);
          Py_DECREF(stop);
          Py_DECREF(container);
          Py_DECREF(v);
        }
        return sp;
      }
      case 12: /* FORMAT_SIMPLE */ {
        const v = lp[sp - 1]!;
        if (v.ob_type !== PyUnicode_Type) {
          lp[sp - 1] = formatValue(v, null);
          Py_DECREF(v);
        }
        return sp;
      }
      case 13: /* FORMAT_WITH_SPEC */ {
        const spec = lp[--sp]!;
        const v = lp[sp - 1]!;
        lp[sp] = null;
        try {
          lp[sp - 1] = formatValue(v, spec);
        } finally {
          Py_DECREF(spec);
        }
        Py_DECREF(v);
        return sp;
      }
      case 58: /* CONVERT_VALUE */ {
        const v = lp[sp - 1]!;
        lp[sp - 1] = oparg === 1 ? PyObject_Str(v) : oparg === 2 ? PyObject_Repr(v) : rt.ascii(v);
        Py_DECREF(v);
        return sp;
      }
      case 21: /* LOAD_BUILD_CLASS */ {
        const bc2 = dictGetStr(frame.builtins, rt.str__build_class__);
        if (bc2 === null) throw newException(PyExc_NameError, "__build_class__ not found");
        Py_INCREF(bc2);
        lp[sp++] = bc2;
        return sp;
      }
      case 36: /* SETUP_ANNOTATIONS */ {
        const l = frame.locals as PyDict;
        if (dictGetStr(l, rt.str__annotations__) === null) {
          const d = newDict();
          dictSetItem(l, rt.str__annotations__, d);
          Py_DECREF(d);
        }
        return sp;
      }
      case 73: /* IMPORT_NAME */ {
        const fromlist = lp[--sp]!;
        const level = lp[sp - 1]!;
        lp[sp] = null;
        frame.sp = sp;
        frame.ip = ip;
        try {
          lp[sp - 1] = rt.importName(frame, names[oparg]!, fromlist, level);
        } finally {
          Py_DECREF(fromlist);
        }
        Py_DECREF(level);
        return sp;
      }
      case 72: /* IMPORT_FROM */ {
        lp[sp] = rt.importFrom(lp[sp - 1]!, names[oparg]!);
        sp++;
        return sp;
      }
      case 18: /* GET_LEN */ {
        lp[sp] = newInt(PyObject_Length(lp[sp - 1]!));
        sp++;
        return sp;
      }
      case 25: /* MATCH_MAPPING */
        lp[sp] = rt.matchMapping(lp[sp - 1]!) ? True : False;
        sp++;
        return sp;
      case 26: /* MATCH_SEQUENCE */
        lp[sp] = rt.matchSequence(lp[sp - 1]!) ? True : False;
        sp++;
        return sp;
      case 24: /* MATCH_KEYS */
        lp[sp] = rt.matchKeys(lp[sp - 2]!, lp[sp - 1]!);
        sp++;
        return sp;
      case 99: /* MATCH_CLASS */ {
        const kwn = lp[--sp]!;
        const cls = lp[--sp]!;
        const subject = lp[sp - 1]!;
        lp[sp] = lp[sp + 1] = null;
        const r = rt.matchClass(subject, cls, oparg, kwn as PyTuple);
        Py_DECREF(subject);
        Py_DECREF(cls);
        Py_DECREF(kwn);
        lp[sp - 1] = r;
        return sp;
      }
      case 71: /* GET_AWAITABLE */ {
        const v = lp[sp - 1]!;
        frame.sp = sp;
        frame.ip = ip;
        lp[sp - 1] = rt.getAwaitable(v, oparg);
        Py_DECREF(v);
        return sp;
      }
      case 14: /* GET_AITER */ {
        const v = lp[sp - 1]!;
        frame.sp = sp;
        frame.ip = ip;
        lp[sp - 1] = rt.getAIter(v);
        Py_DECREF(v);
        return sp;
      }
      case 15: /* GET_ANEXT */ {
        frame.sp = sp;
        frame.ip = ip;
        const aw = rt.getANext(lp[sp - 1]!);
        lp[sp++] = aw;
        return sp;
      }
      case 45: /* BUILD_INTERPOLATION */ {
        const hasSpec = (oparg & 1) !== 0;
        const spec = hasSpec ? lp[--sp]! : null;
        const str = lp[--sp]!;
        const value = lp[sp - 1]!;
        lp[sp] = lp[sp + 1] = null;
        const r = buildInterpolation(value, str, oparg >> 2, spec);
        Py_DECREF(value);
        Py_DECREF(str);
        if (spec !== null) Py_DECREF(spec);
        lp[sp - 1] = r;
        return sp;
      }
      case 2: /* BUILD_TEMPLATE */ {
        const interps = lp[--sp]!;
        const strs = lp[sp - 1]!;
        lp[sp] = null;
        const r = buildTemplate(strs, interps);
        Py_DECREF(strs);
        Py_DECREF(interps);
        lp[sp - 1] = r;
        return sp;
      }
      case 0: /* CACHE */
      case 17: /* RESERVED */
      case 20: /* INTERPRETER_EXIT */
      default:
        throw newException(PyExc_SystemError, `unknown opcode ${opcode}`);  }
}

function formatValue(v: PyObject, spec: PyObject | null): PyObject {
  return rt.format(v, spec);
}

const COMMON_CONSTANTS = (): PyObject[] => [PyExc_AssertionError, PyExc_NotImplementedError, PyTuple_Type, rt.builtinAll(), rt.builtinAny()];

/** Looks `name` up in a locals mapping (dict fast path); new reference or null. */
function mappingLookup(mapping: PyObject, name: PyStr): PyObject | null {
  if (mapping.ob_type === PyDict_Type) {
    const v = dictGetStr(mapping as PyDict, name);
    if (v !== null) Py_INCREF(v);
    return v;
  }
  try {
    return PyObject_GetItem(mapping, name);
  } catch (e) {
    if (e instanceof PyBaseExceptionObject && e.ob_type.isSubtype(PyExc_KeyError)) {
      Py_DECREF(e);
      return null;
    }
    throw e;
  }
}

/**
 * LOAD_GLOBAL / LOAD_FROM_DICT_OR_GLOBALS's lookup (a new reference): plain dict lookups when
 * globals and builtins are exact dicts, else each as a mapping (`PyMapping_GetOptionalItem`: a
 * dict subclass's `__missing__` answers), as annotationlib's fake globals need. LOAD_NAME
 * (`viaMapping` false) reads globals as a dict and builtins as a mapping.
 */
export function loadGlobalIn(g: PyDict, bi: PyDict, name: PyStr, viaMapping = true): PyObject {
  if (g.ob_type === PyDict_Type && bi.ob_type === PyDict_Type) {
    let v = dictGetStr(g, name);
    if (v === null) {
      v = dictGetStr(bi, name);
      if (v === null) nameError(name);
    }
    Py_INCREF(v);
    return v;
  }
  let v: PyObject | null;
  if (viaMapping) v = mappingLookup(g, name);
  else {
    v = dictGetStr(g, name);
    if (v !== null) Py_INCREF(v);
  }
  if (v === null) v = mappingLookup(bi, name);
  if (v === null) nameError(name);
  return v;
}

function loadGlobal(frame: PyFrame, name: PyStr, viaMapping = true): PyObject {
  return loadGlobalIn(frame.globals, frame.builtins, name, viaMapping);
}

/** The keyword names of the arguments callExArgs last collected (null: none). */
let callExKwnames: string[] | null = null;

/**
 * CALL_FUNCTION_EX's operands `lp[sp-4..sp)` (callable, self or null, callargs, kwargs dict or
 * null) as vectorcall arguments: the positional ones, then the keyword values named by
 * callExKwnames (_PyStack_UnpackDict). Callargs that are not an exact tuple become one first,
 * in their stack slot (_MAKE_CALLARGS_A_TUPLE). The arguments are borrowed from the operands;
 * the array is a fresh one when `forTpCall` (a native callable may keep it).
 */
function callExArgs(lp: (PyObject | null)[], sp: number, forTpCall: boolean): PyObject[] {
  const func = lp[sp - 4]!;
  const selfOrNull = lp[sp - 3];
  let callargs = lp[sp - 2]!;
  const kwargs = lp[sp - 1];
  if (callargs.ob_type !== PyTuple_Type) {
    // _Py_Check_ArgsIterable, then PySequence_Tuple
    if (callargs.ob_type.tp_iter === null && callargs.ob_type.mp_subscript === null) {
      typeError(`${PyObject_FunctionStr(func)} argument after * must be an iterable, not ${typeName(callargs)}`);
    }
    const t = newTuple(iterateToArray(callargs));
    lp[sp - 2] = t;
    Py_DECREF(callargs);
    callargs = t;
  }
  const items = (callargs as PyTuple).items;
  let args: PyObject[];
  if (selfOrNull != null) {
    args = [selfOrNull];
    for (let i = 0; i < items.length; i++) args.push(items[i]!);
  } else {
    callExKwnames = null;
    const noKeywords = kwargs == null || !isDict(kwargs) || kwargs.used === 0;
    // makeFrame only reads its arguments: the tuple's own items do
    if (noKeywords && !forTpCall) return items;
    args = items.slice();
  }
  callExKwnames = null;
  if (kwargs != null && isDict(kwargs) && kwargs.used > 0) {
    const kwnames: string[] = [];
    for (const [k, v] of dictItems(kwargs)) {
      if (!isStr(k)) typeError("keywords must be strings");
      kwnames.push((k as PyStr).value);
      args.push(v);
    }
    callExKwnames = kwnames;
  }
  return args;
}

/** Releases CALL_FUNCTION_EX's operands `lp[sp-4..sp)`, their slots nulled first. */
function releaseCallExOperands(lp: (PyObject | null)[], sp: number): void {
  const func = lp[sp - 4]!, selfOrNull = lp[sp - 3], callargs = lp[sp - 2]!, kwargs = lp[sp - 1];
  lp[sp - 4] = lp[sp - 3] = lp[sp - 2] = lp[sp - 1] = null;
  Py_DECREF(func);
  Py_XDECREF(selfOrNull);
  Py_DECREF(callargs);
  Py_XDECREF(kwargs);
}

/**
 * CALL_FUNCTION_EX of a Python function (_PyEvalFramePushAndInit_Ex): the frame binding the
 * operands `lp[sp-4..sp)`, which are released (on an error too); evalFrame pushes it inline.
 */
export function callExFrame(lp: (PyObject | null)[], sp: number): PyFrame {
  try {
    const args = callExArgs(lp, sp, false);
    return makeFrame(lp[sp - 4] as PyFunction, args, 0, args.length, callExKwnames);
  } finally {
    releaseCallExOperands(lp, sp);
  }
}

function callIntrinsic1(i: number, v: PyObject, frame: PyFrame): PyObject {
  switch (i) {
    case 1: /* INTRINSIC_PRINT */
      return rt.intrinsicPrint(v);
    case 2: /* INTRINSIC_IMPORT_STAR */
      rt.importStar(frame, v);
      return (Py_INCREF(None), None);
    case 3: /* INTRINSIC_STOPITERATION_ERROR */ {
      if (v.ob_type.isSubtype(PyExc_StopIteration)) {
        const isAsync = (frame.code.flags & CO_ASYNC_GENERATOR) !== 0;
        const msg = (frame.code.flags & CO_COROUTINE) ? "coroutine raised StopIteration" : isAsync ? "async generator raised StopIteration" : "generator raised StopIteration";
        const e = newException(PyExc_RuntimeError, msg);
        Py_INCREF(v);
        e.cause = v;
        e.context = v;
        Py_INCREF(v);
        e.suppressContext = true;
        return e;
      }
      if ((frame.code.flags & CO_ASYNC_GENERATOR) && v.ob_type.isSubtype(PyExc_StopAsyncIteration)) {
        const e = newException(PyExc_RuntimeError, "async generator raised StopAsyncIteration");
        Py_INCREF(v);
        e.cause = v;
        e.suppressContext = true;
        return e;
      }
      Py_INCREF(v);
      return v;
    }
    case 5: /* INTRINSIC_UNARY_POSITIVE */
      return PyNumber_Positive(v);
    case 6: /* INTRINSIC_LIST_TO_TUPLE */ {
      const items = (v as PyList).items.slice();
      for (const x of items) Py_INCREF(x);
      return newTuple(items);
    }
    default:
      return rt.intrinsic1(i, v);
  }
}

/**
 * BINARY_SLICE's `xs[a:b]` of an exact list or tuple with int or None bounds: the items copied
 * without building the slice object (nothing observable runs either way); a new reference, or
 * null for the generic path. Borrows its operands.
 */
export function sliceOfSequence(container: PyObject, start: PyObject, stop: PyObject): PyObject | null {
  if (container.ob_type !== PyList_Type && container.ob_type !== PyTuple_Type) return null;
  const len = (container as PyList).items.length;
  const lo = sliceBound(start, 0, len), hi = sliceBound(stop, len, len);
  if (lo < 0 || hi < 0) return null;
  return seqSlice(container, lo, 1, Math.max(0, hi - lo));
}

/**
 * STORE_SLICE's `xs[a:b] = ys` on an exact list from an exact list or tuple, int or None bounds:
 * list_ass_slice directly; false (nothing done) for the generic path. Borrows its operands.
 */
export function assignSliceOfList(container: PyObject, start: PyObject, stop: PyObject, v: PyObject): boolean {
  if (container.ob_type !== PyList_Type || (v.ob_type !== PyList_Type && v.ob_type !== PyTuple_Type)) return false;
  const len = (container as PyList).items.length;
  const lo = sliceBound(start, 0, len), hi = sliceBound(stop, len, len);
  if (lo < 0 || hi < 0) return false;
  listAssignSlice(container as PyList, lo, hi, v);
  return true;
}

/**
 * A step-1 slice bound adjusted to a sequence of `len` (PySlice_AdjustIndices): None gives
 * `dflt`, an exact int is adjusted to [0, len]; anything else answers -1 (the generic path,
 * which calls `__index__`).
 */
function sliceBound(o: PyObject, dflt: number, len: number): number {
  if (o === None) return dflt;
  if (o.ob_type !== PyLong_Type) return -1;
  const v = (o as PyInt).value;
  return typeof v === "number" ? adjustIndex(v, len, 0, len) : -1;
}
