/**
 * The PVM's JIT (a tier above the eval loop, as CPython 3.13+'s copy-and-patch JIT is): a code
 * object called or looping often enough (objects/code.ts, jitThreshold) gets a JavaScript function of its own
 * (jit/emit.ts), which V8 then optimises for that code alone — its constants, names, stack slots
 * and the types its own instructions see. The eval loop enters it at the current instruction of
 * any frame running that code and takes over again where it returns (see jit/emit.ts).
 */
import { PyCode, CO_NOT_PLAIN, newGlobalCache, newAttrCache } from "../../objects/code.js";
import type { PyFrame } from "../../objects/frame.js";
import type { PyObject } from "../../objects/object.js";
import { PyType_Type, typeVersions } from "../../objects/object.js";
import { None } from "../../objects/none.js";
import { True, False } from "../../objects/bool.js";
import { newInt, PyLong_Type, intIdentity } from "../../objects/int.js";
import { PyFloat_Type, newFloat, floatDealloc } from "../../objects/float.js";
import { floatBinaryOp } from "../../types/numbers.js";
import { newTuple, PyTuple_Type } from "../../objects/tuple.js";
import { newList, PyList_Type } from "../../objects/list.js";
import { PyFunction_Type, PyMethod_Type, PyCell } from "../../objects/function.js";
import { PyMethodDescr_Type } from "../../objects/descr.js";
import { PyRangeIter_Type } from "../../types/range.js";
import { listAppend, PyListIter_Type, PyTupleIter_Type } from "../../types/listTuple.js";
import { builtinIsinstance, builtinLen } from "../../modules/builtins.js";
import { PyDict_Type, splitDictAppend, newSplitDict, type PyDict } from "../../objects/dict.js";
import { PyUnicode_Type, strLen, unicodeAppendInPlace, type PyStr } from "../../objects/str.js";
import { gcState, pendingSignals } from "../../objects/gcstate.js";
import { getMethod, getMethodUnbound } from "../../objects/typeobject.js";
import {
  PyObject_SetAttr, PyObject_IsTrue, PyObject_GetIter,
  PyNumber_Negative, PyObject_GetItem, PySequence_Contains,
} from "../../abstract.js";
import { Py_DECREF } from "../../objects/object.js";
import { loadInstanceAttr, loadMethodCached, storeInstanceAttr, propertyGetter } from "../attrCache.js";
import { binaryOpBorrowed, binaryOpConsume, compareConsume, compareFast } from "../fastops.js";
import { rt } from "../runtimeHooks.js";
import { sliceOfSequence, assignSliceOfList } from "../coldops.js";
import { layoutOf } from "./layout.js";
import { emitCode } from "./emit.js";

/**
 * A code object's JIT function, entered at instruction `ip` of a frame running that code: the
 * offset of the instruction it leaves to the eval loop, or, when it reaches RETURN_VALUE, the
 * value returned (a reference; the frame's stack empty, frame.ip naming the RETURN_VALUE).
 */
export type JitFunction = (frame: PyFrame, ip: number) => number | PyObject;

/** Code units past which a code object is not compiled. */
const MAX_INSTRUCTIONS = 3000;

/** Code objects compiled, and those left to the eval loop (too large, or stack depths not laid out). */
export const jitStats = { compiled: 0, rejected: 0 };

/** What the eval loop lends the generated functions (helpers it keeps out of its hot cases). */
export interface JitRuntime {
  unboundLocal(code: PyCode, i: number): never;
  derefError(code: PyCode, i: number): never;
  loadGlobalFill: (...args: never[]) => PyObject;
  truthAndRelease(v: PyObject): boolean;
  forIterNext(it: PyObject): PyObject | null;
  callNative: (...args: never[]) => PyObject;
  callFunctionFromJit: (...args: never[]) => PyObject | null;
  callPlain0: (...args: never[]) => PyObject | null | undefined;
  callPlain1: (...args: never[]) => PyObject | null | undefined;
  callPlain2: (...args: never[]) => PyObject | null | undefined;
  callPlain3: (...args: never[]) => PyObject | null | undefined;
  callPlain4: (...args: never[]) => PyObject | null | undefined;
  callPlain5: (...args: never[]) => PyObject | null | undefined;
  callInitPlain0: (...args: never[]) => PyObject | null | undefined;
  callInitPlain1: (...args: never[]) => PyObject | null | undefined;
  callInitPlain2: (...args: never[]) => PyObject | null | undefined;
  callInitPlain3: (...args: never[]) => PyObject | null | undefined;
  callInitPlain4: (...args: never[]) => PyObject | null | undefined;
  INIT_NOT_NONE: PyObject;
  raiseInitNotNone(): never;
  callInitFromJit: (...args: never[]) => PyObject | null;
  binaryOpFromJit(a: PyObject, b: PyObject, oparg: number): PyObject;
  callKwFunctionFromJit: (...args: never[]) => PyObject | null;
  callPropertyFromJit: (...args: never[]) => PyObject | null;
  kwnamesOf: (...args: never[]) => string[];
  initFunctionOf(type: PyObject): PyObject | null;
  unpackAndRelease(seq: PyObject, n: number): PyObject[];
  storeSubscr(container: PyObject, key: PyObject, v: PyObject): void;
  collectPending(): void;
  copyFreeVars(frame: PyFrame, n: number): void;
  execColdOp(opcode: number, oparg: number, frame: PyFrame, lp: (PyObject | null)[], sp: number, ip: number): number;
}

let evalHelpers: JitRuntime | null = null;

/** Called once by the eval loop with the helpers it shares. */
export function setJitRuntime(h: JitRuntime): void {
  evalHelpers = h;
}

function runtimeObject(h: JitRuntime): Record<string, unknown> {
  return {
    ...h,
    None, True, False, PyCell, newInt, newFloat, floatDealloc, newList, newTuple,
    PyLong_Type, PyFloat_Type, PyList_Type, PyTuple_Type, PyUnicode_Type, PyRangeIter_Type, PyListIter_Type, PyTupleIter_Type, PyFunction_Type, PyMethod_Type, PyType_Type, PyMethodDescr_Type,
    intIdentity, gcState, pendingSignals, rt, typeVersions, unicodeAppendInPlace, splitDictAppend, newSplitDict, floatBinaryOp, listAppend, builtinIsinstance, builtinLen, lenOf,
    isTrue: PyObject_IsTrue, negative: PyNumber_Negative, DECREF: Py_DECREF,
    compareFast, contains: PySequence_Contains,
    binaryOpBorrowed, binaryOpConsume, compareConsume, getItem: PyObject_GetItem, getIter: PyObject_GetIter,
    loadMethodCached, getMethod, methodUnbound: () => getMethodUnbound,
    loadInstanceAttr, propertyGetter, storeInstanceAttr, setAttr: PyObject_SetAttr, sliceOfSequence, assignSliceOfList,
  };
}

/** len() of an exact list, tuple, dict or str (CALL_LEN), else -1. */
function lenOf(o: PyObject): number {
  const t = o.ob_type;
  if (t === PyList_Type || t === PyTuple_Type) return (o as PyObject & { items: PyObject[] }).items.length;
  if (t === PyDict_Type) return (o as PyDict).used;
  if (t === PyUnicode_Type) return strLen(o as PyStr);
  return -1;
}

let R: Record<string, unknown> | null = null;

type Factory = (r: unknown, c: PyCode, d: Int32Array) => JitFunction;
/** The JIT function of each distinct source and layout (see compileJit). */
const jitFunctions = new Map<string, JitFunction>();
/** Sources kept (a program generating code without end does not keep it all alive). */
const MAX_JIT_FUNCTIONS = 4096;

/**
 * The generated functions' free names: every helper of the runtime object, bound once per factory
 * as a constant of its closure (the code refers to them as `R.name`, rewritten to the bare name).
 */
let prelude: string | null = null;

/**
 * Compiles `code` (once): sets `code.jit` to its function, or leaves it null when the code's
 * stack depths cannot be laid out (the eval loop then keeps running it).
 */
export function compileJit(code: PyCode): void {
  code.jitWarmup = -1;
  if (evalHelpers === null) return;
  // a code object past MAX_INSTRUCTIONS stays with the eval loop: V8 would spend long compiling
  // its function, and would not optimise it past its own size limit
  const layout = code.code.length >> 1 > MAX_INSTRUCTIONS ? null : layoutOf(code);
  if (layout === null) {
    jitStats.rejected++;
    return;
  }
  jitStats.compiled++;
  code.globalCache ??= newGlobalCache(code.code.length >> 1);
  code.attrCache ??= newAttrCache(code.code.length >> 1);
  R ??= runtimeObject(evalHelpers);
  prelude ??= `const { ${Object.keys(R).join(", ")} } = R;`;
  const src = `${prelude}\n${emitCode(code, layout).replace(/\bR\.(\w+)/g, "$1")}`;
  // one function per distinct source, layout and co_names, shared by every code object compiled
  // to it (its closure holds the names, interned; it reads each code object's constants and
  // caches from the frame's code): code compiled again from the same source (a module imported
  // in a new interpreter, a program run again) runs V8's type feedback and optimised code at once
  // - a second closure of the same source would have V8 optimise it again, its first code being
  // specialised to the one closure it had
  const key = `${src}\n// ${layout.depth.join(",")}\n// ${code.names.map((n) => n.value).join("\0")}`;
  let jit = jitFunctions.get(key);
  if (jit === undefined) {
    const factory = new Function("R", "code", "depth", src) as Factory;
    jit = factory(R, code, layout.depth);
    if (jitFunctions.size >= MAX_JIT_FUNCTIONS) jitFunctions.clear();
    jitFunctions.set(key, jit);
  }
  code.jit = jit;
  if ((code.flags & CO_NOT_PLAIN) === 0 && code.kwonlyargcount === 0) code.plainJit = code.jit;
}
