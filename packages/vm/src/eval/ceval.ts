/**
 * The eval loop (Python/ceval.c + bytecodes.c): one function, one `switch` over numeric
 * opcodes. Python→Python calls push a frame and continue in the same loop (no JS recursion per
 * Python call); native code calling back into Python (`tp_call` of a function) starts a nested
 * loop with an entry frame. Exceptions are JS throws of Python exception objects: the loop
 * catches them, adds a traceback entry, and unwinds through the code's exception table.
 *
 * Reference convention: the value stack owns its references (LOAD_FAST_BORROW included: pyts
 * takes a reference where CPython borrows; lifetimes are the same, and sys.getrefcount subtracts
 * the references CPython would hold borrowed — eval/borrow.ts).
 * Each `case` is tagged with its opcode name; eval/opcodes.test.ts checks every tag against the
 * generated opcode table and that every opcode CPython 3.14 emits has a handler.
 */
import { ParserMemoryError } from "@pyts/parser";
import { CO_GENERATOR, CO_COROUTINE, CO_ASYNC_GENERATOR, CO_ITERABLE_COROUTINE, CO_FAST_FREE, CO_FAST_CELL } from "@pyts/compiler";
import { PyObject, PyType, PyType_Type, Py_XDECREF, Py_DECREF, Py_INCREF, IMMORTAL_REFCNT, versionTagValid, Py_TPFLAGS_HEAPTYPE, NB_BINARY_COUNT } from "../objects/object.js";
import { None, NotImplemented, Ellipsis } from "../objects/none.js";
import { True, False } from "../objects/bool.js";
import { PyInt, newInt, PyLong_Type, intIdentity } from "../objects/int.js";
import { PyFloat_Type, newFloat, floatDealloc, type PyFloat } from "../objects/float.js";
import { PyStr, isStr } from "../objects/str.js";
import { PyTuple, newTuple, isTuple, PyTuple_Type } from "../objects/tuple.js";
import { PyList, newList, isList, PyList_Type } from "../objects/list.js";
import { PyDict, dictIndexStr, dictItems, dictGetItem, PyDict_Type } from "../objects/dict.js";
import { PyFunction, PyFunction_Type, PyMethod_Type, PyMethod, PyCell } from "../objects/function.js";
import { PyCode, newGlobalCache, type GlobalCache } from "../objects/code.js";
import { PyFrame, clearFrame, exitFrame, recycleFrame, acquireFrame } from "../objects/frame.js";
import {
  PyBaseExceptionObject, PyExc_NameError, PyExc_UnboundLocalError, PyExc_TypeError, PyExc_ValueError,
  PyExc_RecursionError, PyExc_StopIteration, PyExc_SystemError, PyExc_RuntimeError,
  PyExc_BaseException, PyExc_AttributeError, PyExc_MemoryError,
  newException, newExceptionArgs, typeError, isException, isExceptionType, PyExc_GeneratorExit, PyExc_StopAsyncIteration,
} from "../objects/exceptions.js";
import { getMethod, getMethodUnbound, attachAttrErrorInfo, objectNew, slotTpInit } from "../objects/typeobject.js";
import {
  PyObject_SetAttr, PyObject_RichCompare, PyObject_IsTrue, PyObject_GetIter, PyObject_Call,
  PyNumber_BinaryOp, PyNumber_Negative, PyObject_GetItem, PyObject_SetItem,
  PySequence_Contains, PyObject_Repr, typeName,
  PyObject_GetOptionalAttr, PyIter_Next, binopTypeError,
} from "../abstract.js";
import { makeFrame, makeFrameStealingArgs, bindDefaults } from "./call.js";
import { loadInstanceAttr, loadMethodCached, storeInstanceAttr, propertyGetter, binaryDunderFunction } from "./attrCache.js";
import { PyMethodDescr_Type, PyMethodDescr, descrCheck } from "../objects/descr.js";
import { execColdOp, callExFrame, loadGlobalIn } from "./coldops.js";
import { binaryOpFast, binaryOpBorrowed, compareFast, floatOpConsumes, floatOp, binaryOpConsume } from "./fastops.js";
import { PyRangeIter_Type, type PyRangeIter } from "../types/range.js";
import { listAppend } from "../types/listTuple.js";
import { tstate } from "./threadState.js";
import { rt } from "./runtimeHooks.js";
import { gcState, pendingSignals } from "../objects/gcstate.js";
import { PyTraceback } from "../objects/traceback.js";
import { compileJit, setJitRuntime, type JitFunction } from "./jit/index.js";



/** Thrown (as a JS value) to unwind an eval loop on a generator's yield: never escapes. */

export function pushFrame(f: PyFrame): void {
  if (tstate.depth >= tstate.recursionLimit) {
    clearFrame(f);
    throw newException(PyExc_RecursionError, "maximum recursion depth exceeded");
  }
  // the eval breaker at the callee's RESUME: an interrupt is raised before the frame is entered
  if (pendingSignals[0] !== 0) {
    clearFrame(f);
    rt.collectPending();
  }
  tstate.depth++;
  f.previous = tstate.frame;
  tstate.frame = f;
  if (--f.code.jitWarmup === 0) compileJit(f.code);
  if (gcState.pending) rt.collectPending();
}

/**
 * Pushes an `__init__` frame entered by CALL on a class: with CPython's init-check shim frame
 * under it, it takes two levels of the recursion limit.
 */
function pushInitFrame(f: PyFrame): void {
  if (tstate.depth + 1 >= tstate.recursionLimit) {
    const self = f.initSelf!;
    f.initSelf = null;
    clearFrame(f);
    if (self.ob_refcnt < IMMORTAL_REFCNT && --self.ob_refcnt === 0) self.ob_type.tp_dealloc(self);
    throw newException(PyExc_RecursionError, "maximum recursion depth exceeded");
  }
  tstate.depth++;
  pushFrame(f);
}

const EMPTY_ARGS: PyObject[] = [];

/** The class's `__init__` when CALL can run it inline: object's __new__, a plain Python function. */
function initFunctionOf(type: PyType): PyFunction | null {
  let init: PyObject | null;
  if (type.initCacheTag === type.tp_version_tag && versionTagValid(type.initCacheTag)) init = type.initCacheFunc;
  else {
    init = type.tp_new === objectNew && type.tp_init === slotTpInit ? type.lookup("__init__") : null;
    if (init !== null && init.ob_type !== PyFunction_Type) init = null;
    // lookup gave the type a valid tag; the function object is cached, its code checked per call
    type.initCacheTag = type.tp_version_tag;
    type.initCacheFunc = init;
  }
  if (init === null || (init as PyFunction).code.flags & (CO_GENERATOR | CO_COROUTINE | CO_ASYNC_GENERATOR | CO_ITERABLE_COROUTINE)) return null;
  return init as PyFunction;
}

/**
 * CALL_ALLOC_AND_ENTER_INIT: for a class with object's __new__ and a Python __init__, allocates
 * the instance and pushes the `__init__` frame (holding the instance for the init check done
 * when it returns); the call's operands `lp[base..top)` are released. Null (nothing done) for
 * other classes.
 */
function enterInit(type: PyType, lp: (PyObject | null)[], base: number, top: number, nargs: number): PyFrame | null {
  const initFunc = initFunctionOf(type);
  if (initFunc === null) return null;
  const self = objectNew(type, EMPTY_ARGS, null);
  // the self slot of the call holds the instance while the frame is made
  if (self.ob_refcnt < IMMORTAL_REFCNT) self.ob_refcnt++;
  lp[base + 1] = self;
  let nf: PyFrame;
  try {
    nf = makeFrameStealingArgs(initFunc, lp, base + 1, nargs + 1) ?? makeFrame(initFunc, lp as PyObject[], base + 1, nargs + 1, null);
  } catch (e) {
    // as type_call: the instance goes first, then the call's operands
    lp[base + 1] = null;
    if (self.ob_refcnt < IMMORTAL_REFCNT && --self.ob_refcnt === 0) self.ob_type.tp_dealloc(self);
    if (self.ob_refcnt < IMMORTAL_REFCNT && --self.ob_refcnt === 0) self.ob_type.tp_dealloc(self);
    releaseRange(lp, base, top);
    throw e;
  }
  releaseRange(lp, base, top);
  nf.initSelf = self;
  pushInitFrame(nf);
  return nf;
}

/**
 * A bool-producing instruction (COMPARE_OP to bool, IS_OP, CONTAINS_OP, TO_BOOL) followed by
 * POP_JUMP_IF_FALSE/TRUE, as CPython's compiler emits `if a < b:`, runs the jump as well instead
 * of pushing the bool for the next dispatch: returns the ip after the jump (past the NOT_TAKEN that
 * follows a jump not taken), or -1 when the next instruction is not such a jump. The conditional
 * jumps only go forward, so there is no eval-breaker check to miss.
 */
function fusedJump(bc: Uint8Array, ip: number, truth: boolean): number {
  const op = bc[ip << 1];
  if (op !== 100 /* POP_JUMP_IF_FALSE */ && op !== 103 /* POP_JUMP_IF_TRUE */) return -1;
  const arg = bc[(ip << 1) + 1]!;
  ip += 2;
  return (op === 103) === truth ? ip + arg : skipNotTaken(bc, ip);
}

/** After a conditional jump not taken: past the NOT_TAKEN that follows it (a no-op not worth a dispatch). */
function skipNotTaken(bc: Uint8Array, ip: number): number {
  return bc[ip << 1] === 28 /* NOT_TAKEN */ ? ip + 1 : ip;
}

/**
 * A call's operands `lp[from..to)` that a JIT function handed over, released as the unwinder
 * releases a stack, from the top (when the call raises before its frame runs).
 */
function releaseFromTop(lp: (PyObject | null)[], from: number, to: number): void {
  for (let i = to - 1; i >= from; i--) {
    const v = lp[i];
    lp[i] = null;
    if (v != null && v.ob_refcnt < IMMORTAL_REFCNT && --v.ob_refcnt === 0) v.ob_type.tp_dealloc(v);
  }
}

function releaseRange(lp: (PyObject | null)[], from: number, to: number): void {
  for (let i = from; i < to; i++) {
    const v = lp[i];
    lp[i] = null;
    if (v != null && v.ob_refcnt < IMMORTAL_REFCNT && --v.ob_refcnt === 0) v.ob_type.tp_dealloc(v);
  }
}

function initReturnedNotNone(r: PyObject): never {
  const name = typeName(r);
  if (r.ob_refcnt < IMMORTAL_REFCNT && --r.ob_refcnt === 0) r.ob_type.tp_dealloc(r);
  typeError(`__init__() should return None, not '${name}'`);
}

function popFrame(f: PyFrame): void {
  tstate.depth--;
  tstate.frame = f.previous;
}

/** Calls a Python function from native code: a nested eval loop. */
export function callPyFunction(func: PyFunction, args: PyObject[], kwnames: string[] | null): PyObject {
  const f = makeFrame(func, args, 0, args.length, kwnames);
  pushFrame(f);
  f.isEntry = true;
  return evalFrame(f, null);
}

PyFunction_Type.tp_call = (callable, args, kwnames) => callPyFunction(callable as PyFunction, args, kwnames);
PyMethod_Type.tp_call = (callable, args, kwnames) => {
  const m = callable as PyMethod;
  return PyObject_Call(m.func, [m.self, ...args], kwnames);
};

export function unboundLocal(code: PyCode, i: number): never {
  throw newException(PyExc_UnboundLocalError, `cannot access local variable '${code.localsplusnames[i]!.value}' where it is not associated with a value`);
}

export function nameError(name: PyStr): never {
  const e = newException(PyExc_NameError, `name '${name.value}' is not defined`);
  (e as unknown as { nameAttr: PyStr }).nameAttr = name;
  throw e;
}

/** Matching an exception against an `except` clause's class or tuple (CHECK_EXC_MATCH). */
function excMatches(exc: PyObject, cls: PyObject): boolean {
  if (isTuple(cls)) {
    for (const c of cls.items) if (excMatches(exc, c)) return true;
    return false;
  }
  if (!isExceptionType(cls)) typeError("catching classes that do not inherit from BaseException is not allowed");
  return exc.ob_type.isSubtype(cls);
}

function checkExceptType(cls: PyObject): void {
  if (isTuple(cls)) {
    for (const c of cls.items) checkExceptType(c);
    return;
  }
  if (!isExceptionType(cls)) typeError("catching classes that do not inherit from BaseException is not allowed");
}

/** Makes the exception object for `raise X` (a class is instantiated). */
export function makeRaisable(v: PyObject): PyBaseExceptionObject {
  if (v instanceof PyType) {
    if (!isExceptionType(v)) typeError("exceptions must derive from BaseException");
    const e = PyObject_Call(v, [], null);
    if (!isException(e)) {
      typeError(`calling ${reprOf(v)} should have returned an instance of BaseException, not ${reprOf(e.ob_type)}`);
    }
    return e;
  }
  if (!isException(v)) typeError("exceptions must derive from BaseException");
  if (v.ob_refcnt < IMMORTAL_REFCNT) v.ob_refcnt++;
  return v;
}

function reprOf(o: PyObject): string {
  return PyObject_Repr(o).value;
}

/**
 * _PyErr_SetObject's implicit chaining for `raise exc`: the handled exception becomes the
 * context (replacing an older one), cutting a cycle back to `exc` in the handled one's chain.
 * (New exceptions get their context in the unwinder, which skips ones that already have one.)
 */
function setContextOnRaise(exc: PyBaseExceptionObject): void {
  const handled = tstate.handledExc;
  if (handled === null || handled === exc || !isException(handled)) return;
  let o: PyBaseExceptionObject = handled;
  for (let guard = 0; guard < 100000; guard++) {
    const ctx = o.context;
    if (ctx === null || !isException(ctx)) break;
    if (ctx === exc) {
      o.context = null;
      if (ctx.ob_refcnt < IMMORTAL_REFCNT && --ctx.ob_refcnt === 0) ctx.ob_type.tp_dealloc(ctx);
      break;
    }
    o = ctx;
  }
  if (handled.ob_refcnt < IMMORTAL_REFCNT) handled.ob_refcnt++;
  const old = exc.context;
  exc.context = handled;
  if (old !== null) { if (old.ob_refcnt < IMMORTAL_REFCNT && --old.ob_refcnt === 0) old.ob_type.tp_dealloc(old); }
}

let debugFlag: boolean | null = null;
function debugInternalErrors(): boolean {
  if (debugFlag === null) debugFlag = typeof process !== "undefined" && process.env["PYTS_DEBUG"] === "1";
  return debugFlag;
}
function reportInternalError(e: Error): void {
  try {
    process.stderr.write(`pyts internal error (PYTS_DEBUG): ${e.stack ?? e.message}\n`);
  } catch {
    // no stderr: nothing to report to
  }
}

/** Converts anything a JS `catch` receives into a Python exception (JS errors become SystemError/RecursionError). */
export function toPyException(e: unknown): PyBaseExceptionObject {
  if (e instanceof PyBaseExceptionObject) return e;
  // a JS stack overflow (also one that surfaced as another error while the stack was exhausted,
  // e.g. a RegExp SyntaxError): no regular expressions here, they may overflow again
  if (e instanceof Error && e.message.includes("Maximum call stack size exceeded")) return newException(PyExc_RecursionError, "maximum recursion depth exceeded");
  // a string, array or int past what the engine can hold: the allocation CPython's would fail
  if (e instanceof RangeError && /Invalid (string|array|typed array) length|Maximum BigInt size exceeded|Array buffer allocation failed/.test(e.message)) return newExceptionArgs(PyExc_MemoryError, []);
  // the parser's "Parser stack overflowed" (a source nested past its limit), as CPython's MemoryError
  if (e instanceof ParserMemoryError) return newException(PyExc_MemoryError, e.message);
  // the JS stack (host paths) never reaches the program's str(e): only stderr, under PYTS_DEBUG=1
  if (debugInternalErrors() && e instanceof Error) reportInternalError(e);
  const msg = e instanceof Error ? e.message : String(e);
  return newException(PyExc_SystemError, `pyts internal error: ${msg}`);
}



/**
 * Runs `entry` (already pushed) until it returns; returns its result (a new reference). With
 * `throwExc`, resumes by raising that exception at the frame's current instruction (gen.throw).
 */
export function evalFrame(entry: PyFrame, throwExc: PyBaseExceptionObject | null): PyObject {
  let frame = entry;
  let code = frame.code;
  let bc = code.code;
  let lp = frame.localsplus;
  let sp = frame.sp;
  let ip = frame.ip;
  let consts = code.consts;
  let names = code.names;
  tstate.cDepth++;
  let pending: PyBaseExceptionObject | null = throwExc;
  let pendingIsReraise = false;
  let restoredLasti = -1;
  // index of the executing instruction; also stored into frame.lasti at every instruction (below)
  let lasti = frame.lasti;
  // while a JIT function runs (jit/): its exception leaves the stack top and lasti in the frame
  let inJit = false;

  for (;;) {
    // the exception to unwind with: one handed in (a generator's throw()), one a `raise` in this
    // loop produced without a JS throw (RAISE_VARARGS, RERAISE: `break dispatch`), or one caught
    let caught: unknown = pending;
    pending = null;
    if (caught === null) try {
      dispatch: for (;;) {
        const jit = code.jit;
        if (jit !== null) {
          // the code's JIT function runs until an instruction it leaves to this loop
          frame.sp = sp;
          inJit = true;
          const r = jit(frame, ip);
          inJit = false;
          if (typeof r === "number") ip = r;
          else {
            // it reached RETURN_VALUE: the value back on the stack for the return done here
            lp[frame.sp++] = r;
            ip = frame.ip;
          }
          sp = frame.sp;
          if (tstate.frame !== frame) {
            // it called a Python function and left the callee's frame, pushed, to this loop
            frame.ip = ip;
            frame = tstate.frame!;
            code = frame.code;
            bc = code.code;
            lp = frame.localsplus;
            sp = frame.sp;
            ip = frame.ip;
            consts = code.consts;
            names = code.names;
            const raised = tstate.jitRaised;
            if (raised !== null) {
              // raised by the callee's JIT function: unwound from the callee frame
              tstate.jitRaised = null;
              lasti = frame.lasti;
              caught = raised;
              break dispatch;
            }
            continue;
          }
        }
        let opcode = bc[ip << 1]!;
        let oparg = bc[(ip << 1) + 1]!;
        ip++;
        while (opcode === 69 /* EXTENDED_ARG */) {
          opcode = bc[ip << 1]!;
          oparg = (oparg << 8) | bc[(ip << 1) + 1]!;
          ip++;
        }
        lasti = ip - 1;
        // kept current for whatever runs under this instruction (sys.getrefcount's borrow analysis, f_lineno)
        frame.lasti = lasti;
        switch (opcode) {
          case 27: /* NOP */
          case 28: /* NOT_TAKEN */
            break;
          case 128: /* RESUME */
            break;
          case 69: /* EXTENDED_ARG */
            // folded into the instruction decode above
            break;
          case 84: /* LOAD_FAST */
          case 86: /* LOAD_FAST_BORROW */ {
            const v = lp[oparg]!;
            const next = bc[ip << 1];
            if (next === 80 /* LOAD_ATTR */) {
              // `local.attr` from the instance dict: the LOAD_ATTR after it done in this dispatch,
              // without pushing the local (CPython's LOAD_ATTR_INSTANCE_VALUE on a borrowed ref)
              if ((bc[(ip << 1) + 1]! & 1) === 0) {
                const r = loadInstanceAttr(code, ip, v, names[bc[(ip << 1) + 1]! >> 1]!);
                if (r !== null) {
                  lp[sp++] = r;
                  ip += 10;
                  break;
                }
              }
            } else if (next === 44 /* BINARY_OP */) {
              // `x OP local` with x on the stack: the BINARY_OP done in this dispatch on the
              // borrowed local; a float only the stack holds takes the result in place
              const a = lp[sp - 1]!, op = bc[(ip << 1) + 1]!;
              if (a.ob_refcnt === 1 && a.ob_type === PyFloat_Type && v.ob_type === PyFloat_Type && floatOpConsumes(op)) {
                (a as PyFloat).value = floatOp((a as PyFloat).value, (v as PyFloat).value, op);
                ip += 6;
                break;
              }
              const r = binaryOpBorrowed(a, v, op);
              if (r !== null) {
                lp[sp - 1] = r;
                if (a.ob_refcnt < IMMORTAL_REFCNT && --a.ob_refcnt === 0) a.ob_type.tp_dealloc(a);
                ip += 6;
                break;
              }
            } else if (next === 94 /* LOAD_SMALL_INT */ && bc[(ip + 1) << 1] === 44 /* BINARY_OP */) {
              // `local OP k`, `local[k]`: both instructions after it done in this dispatch
              const r = binaryOpBorrowed(v, newInt(bc[(ip << 1) + 1]!), bc[((ip + 1) << 1) + 1]!);
              if (r !== null) {
                lp[sp++] = r;
                ip += 7;
                break;
              }
            }
            if (v.ob_refcnt < IMMORTAL_REFCNT) v.ob_refcnt++;
            lp[sp++] = v;
            break;
          }
          case 88: /* LOAD_FAST_CHECK */ {
            const v = lp[oparg];
            if (v == null) unboundLocal(code, oparg);
            if (v.ob_refcnt < IMMORTAL_REFCNT) v.ob_refcnt++;
            lp[sp++] = v;
            break;
          }
          case 87: /* LOAD_FAST_BORROW_LOAD_FAST_BORROW */
          case 89: /* LOAD_FAST_LOAD_FAST */ {
            const a = lp[oparg >> 4]!, b = lp[oparg & 15]!;
            if (bc[ip << 1] === 44 /* BINARY_OP */) {
              // `a OP b` on two locals: the BINARY_OP done in this dispatch on borrowed operands
              const r = binaryOpBorrowed(a, b, bc[(ip << 1) + 1]!);
              if (r !== null) {
                lp[sp++] = r;
                ip += 6;
                break;
              }
            }
            if (a.ob_refcnt < IMMORTAL_REFCNT) a.ob_refcnt++;
            if (b.ob_refcnt < IMMORTAL_REFCNT) b.ob_refcnt++;
            lp[sp++] = a;
            lp[sp++] = b;
            break;
          }
          case 85: /* LOAD_FAST_AND_CLEAR */ {
            lp[sp++] = lp[oparg] ?? null;
            lp[oparg] = null;
            break;
          }
          case 112: /* STORE_FAST */ {
            const old = lp[oparg];
            lp[oparg] = lp[--sp]!;
            lp[sp] = null;
            if (old != null && old.ob_refcnt < IMMORTAL_REFCNT && --old.ob_refcnt === 0) old.ob_type.tp_dealloc(old);
            break;
          }
          case 113: /* STORE_FAST_LOAD_FAST */ {
            const old = lp[oparg >> 4];
            lp[oparg >> 4] = lp[--sp]!;
            if (old != null && old.ob_refcnt < IMMORTAL_REFCNT && --old.ob_refcnt === 0) old.ob_type.tp_dealloc(old);
            const v = lp[oparg & 15];
            if (v == null) unboundLocal(code, oparg & 15);
            if (v.ob_refcnt < IMMORTAL_REFCNT) v.ob_refcnt++;
            lp[sp++] = v;
            break;
          }
          case 114: /* STORE_FAST_STORE_FAST */ {
            const o1 = lp[oparg >> 4];
            lp[oparg >> 4] = lp[--sp]!;
            if (o1 != null && o1.ob_refcnt < IMMORTAL_REFCNT && --o1.ob_refcnt === 0) o1.ob_type.tp_dealloc(o1);
            const o2 = lp[oparg & 15];
            lp[oparg & 15] = lp[--sp]!;
            lp[sp] = null;
            lp[sp + 1] = null;
            if (o2 != null && o2.ob_refcnt < IMMORTAL_REFCNT && --o2.ob_refcnt === 0) o2.ob_type.tp_dealloc(o2);
            break;
          }
          case 82: /* LOAD_CONST */ {
            const v = consts[oparg]!;
            if (v.ob_refcnt < IMMORTAL_REFCNT) v.ob_refcnt++;
            lp[sp++] = v;
            break;
          }
          case 94: /* LOAD_SMALL_INT */ {
            // `xs[k] op= v`'s head, COPY 2, COPY 2, BINARY_OP [] on an exact list or tuple with k in
            // range: k and the item pushed in this dispatch (the copies of xs cancel out)
            if (bc[ip << 1] === 59 /* COPY */ && bc[(ip << 1) + 1] === 2 && bc[(ip + 1) << 1] === 59 && bc[((ip + 1) << 1) + 1] === 2
              && bc[(ip + 2) << 1] === 44 /* BINARY_OP */ && bc[((ip + 2) << 1) + 1] === 26) {
              const xs = lp[sp - 1]!;
              if ((xs.ob_type === PyList_Type || xs.ob_type === PyTuple_Type) && oparg < (xs as PyList).items.length) {
                const r = (xs as PyList).items[oparg]!;
                if (r.ob_refcnt < IMMORTAL_REFCNT) r.ob_refcnt++;
                lp[sp++] = newInt(oparg);
                lp[sp++] = r;
                ip += 8;
                break;
              }
            }
            // `x + 1` on an int or float, `x[1]` on a list or tuple: the BINARY_OP after it done in
            // this dispatch (the small int is immortal: nothing to count)
            if (bc[ip << 1] === 44 /* BINARY_OP */) {
              const a = lp[sp - 1]!;
              const r = binaryOpBorrowed(a, newInt(oparg), bc[(ip << 1) + 1]!);
              if (r !== null) {
                lp[sp - 1] = r;
                if (a.ob_refcnt < IMMORTAL_REFCNT && --a.ob_refcnt === 0) a.ob_type.tp_dealloc(a);
                ip += 6;
                break;
              }
            }
            lp[sp++] = newInt(oparg);
            break;
          }
          case 31: /* POP_TOP */ {
            const v = lp[--sp]!;
            lp[sp] = null;
            if (v.ob_refcnt < IMMORTAL_REFCNT && --v.ob_refcnt === 0) v.ob_type.tp_dealloc(v);
            break;
          }
          case 33: /* PUSH_NULL */
            lp[sp++] = null;
            break;
          case 59: /* COPY */ {
            const v = lp[sp - oparg]!;
            if (v.ob_refcnt < IMMORTAL_REFCNT) v.ob_refcnt++;
            lp[sp++] = v;
            break;
          }
          case 117: /* SWAP */ {
            // `xs[k] op= v`'s tail, SWAP 3, SWAP 2, STORE_SUBSCR, on an exact list indexed in range
            // by an exact int: the item replaced in this dispatch (the value's stack reference moves
            // into the list; the old item, the key and the list are released as STORE_SUBSCR does)
            if (oparg === 3 && bc[ip << 1] === 117 && bc[(ip << 1) + 1] === 2 && bc[(ip + 1) << 1] === 38 /* STORE_SUBSCR */) {
              const container = lp[sp - 3]!, key = lp[sp - 2]!;
              const i = (key as PyInt).value;
              if (container.ob_type === PyList_Type && key.ob_type === PyLong_Type && typeof i === "number" && i >= 0 && i < (container as PyList).items.length) {
                const xs = (container as PyList).items, old = xs[i]!;
                xs[i] = lp[sp - 1]!;
                lp[sp - 1] = lp[sp - 2] = lp[sp - 3] = null;
                sp -= 3;
                if (old.ob_refcnt < IMMORTAL_REFCNT && --old.ob_refcnt === 0) old.ob_type.tp_dealloc(old);
                if (key.ob_refcnt < IMMORTAL_REFCNT && --key.ob_refcnt === 0) key.ob_type.tp_dealloc(key);
                if (container.ob_refcnt < IMMORTAL_REFCNT && --container.ob_refcnt === 0) container.ob_type.tp_dealloc(container);
                ip += 3;
                break;
              }
            }
            const t = lp[sp - 1]!;
            lp[sp - 1] = lp[sp - oparg]!;
            lp[sp - oparg] = t;
            break;
          }
          case 9: /* END_FOR */
          case 30: /* POP_ITER */ {
            const v = lp[--sp];
            lp[sp] = null;
            if (v != null && v.ob_refcnt < IMMORTAL_REFCNT && --v.ob_refcnt === 0) v.ob_type.tp_dealloc(v);
            break;
          }
          case 10: /* END_SEND */ {
            const v = lp[--sp]!;
            const recv = lp[sp - 1]!;
            lp[sp - 1] = v;
            lp[sp] = null;
            Py_DECREF(recv);
            break;
          }
          case 39: /* TO_BOOL */ {
            const v = lp[sp - 1]!;
            let r = v;
            if (v !== True && v !== False) {
              r = PyObject_IsTrue(v) ? True : False;
              lp[sp - 1] = r;
              if (v.ob_refcnt < IMMORTAL_REFCNT && --v.ob_refcnt === 0) v.ob_type.tp_dealloc(v);
            }
            ip += 3;
            const j = fusedJump(bc, ip, r === True);
            if (j >= 0) {
              lp[--sp] = null;
              ip = j;
            }
            break;
          }
          case 42: /* UNARY_NOT */
            lp[sp - 1] = lp[sp - 1] === True ? False : True;
            break;
          case 41: /* UNARY_NEGATIVE */ {
            const v = lp[sp - 1]!;
            lp[sp - 1] = PyNumber_Negative(v);
            Py_DECREF(v);
            break;
          }
          case 44: /* BINARY_OP */ {
            const b = lp[sp - 1]!, a = lp[sp - 2]!;
            let r: PyObject | null;
            if (oparg === 26) {
              // BINARY_OP_SUBSCR_LIST_INT / _TUPLE_INT: an exact list or tuple indexed in range by an exact int
              r = null;
              if (b.ob_type === PyLong_Type && (a.ob_type === PyList_Type || a.ob_type === PyTuple_Type)) {
                const i = (b as PyInt).value, xs = (a as PyList).items;
                if (typeof i === "number" && i >= 0 && i < xs.length) {
                  r = xs[i]!;
                  if (r.ob_refcnt < IMMORTAL_REFCNT) r.ob_refcnt++;
                }
              }
              if (r === null) r = PyObject_GetItem(a, b);
            } else if (a.ob_type === PyFloat_Type && b.ob_type === PyFloat_Type && floatOpConsumes(oparg)) {
              // BINARY_OP_{ADD,SUBTRACT,MULTIPLY}_FLOAT: the result reuses an operand only the
              // stack holds (CPython's _PyFloat_FromDouble_ConsumeInputs frees it to the float
              // free list and takes it straight back)
              const z = floatOp((a as PyFloat).value, (b as PyFloat).value, oparg);
              lp[--sp] = null;
              if (a.ob_refcnt === 1) {
                (a as PyFloat).value = z;
                if (b.ob_refcnt < IMMORTAL_REFCNT && --b.ob_refcnt === 0) floatDealloc(b as PyFloat);
              } else if (b.ob_refcnt === 1) {
                (b as PyFloat).value = z;
                lp[sp - 1] = b;
                if (a.ob_refcnt < IMMORTAL_REFCNT) a.ob_refcnt--;
              } else {
                lp[sp - 1] = newFloat(z);
                if (a.ob_refcnt < IMMORTAL_REFCNT) a.ob_refcnt--;
                if (b.ob_refcnt < IMMORTAL_REFCNT) b.ob_refcnt--;
              }
              ip += 5;
              break;
            } else {
              r = binaryOpFast(a, b, oparg);
              if (r === null) r = PyNumber_BinaryOp(a, b, oparg);
            }
            lp[--sp] = null;
            lp[sp - 1] = r;
            if (a.ob_refcnt < IMMORTAL_REFCNT && --a.ob_refcnt === 0) a.ob_type.tp_dealloc(a);
            if (b.ob_refcnt < IMMORTAL_REFCNT && --b.ob_refcnt === 0) b.ob_type.tp_dealloc(b);
            ip += 5;
            break;
          }
          case 56: /* COMPARE_OP */ {
            const b = lp[sp - 1]!, a = lp[sp - 2]!;
            const op = oparg >> 5;
            let r = compareFast(a, b, op);
            if (r === null) {
              r = PyObject_RichCompare(a, b, op);
              if (oparg & 16 && r !== True && r !== False) {
                const t = PyObject_IsTrue(r);
                if (r.ob_refcnt < IMMORTAL_REFCNT && --r.ob_refcnt === 0) r.ob_type.tp_dealloc(r);
                r = t ? True : False;
              }
            }
            lp[--sp] = null;
            lp[sp - 1] = r;
            if (a.ob_refcnt < IMMORTAL_REFCNT && --a.ob_refcnt === 0) a.ob_type.tp_dealloc(a);
            if (b.ob_refcnt < IMMORTAL_REFCNT && --b.ob_refcnt === 0) b.ob_type.tp_dealloc(b);
            ip += 1;
            if (r === True || r === False) {
              const j = fusedJump(bc, ip, r === True);
              if (j >= 0) {
                lp[--sp] = null;
                ip = j;
              }
            }
            break;
          }
          case 74: /* IS_OP */ {
            const b = lp[--sp]!, a = lp[sp - 1]!;
            lp[sp] = null;
            const r = (a === b) !== (oparg === 1);
            lp[sp - 1] = r ? True : False;
            if (a.ob_refcnt < IMMORTAL_REFCNT && --a.ob_refcnt === 0) a.ob_type.tp_dealloc(a);
            if (b.ob_refcnt < IMMORTAL_REFCNT && --b.ob_refcnt === 0) b.ob_type.tp_dealloc(b);
            const j = fusedJump(bc, ip, r);
            if (j >= 0) {
              lp[--sp] = null;
              ip = j;
            }
            break;
          }
          case 57: /* CONTAINS_OP */ {
            const b = lp[sp - 1]!, a = lp[sp - 2]!;
            const r = PySequence_Contains(b, a) !== (oparg === 1);
            lp[--sp] = null;
            lp[sp - 1] = r ? True : False;
            if (a.ob_refcnt < IMMORTAL_REFCNT && --a.ob_refcnt === 0) a.ob_type.tp_dealloc(a);
            if (b.ob_refcnt < IMMORTAL_REFCNT && --b.ob_refcnt === 0) b.ob_type.tp_dealloc(b);
            ip += 1;
            const j = fusedJump(bc, ip, r);
            if (j >= 0) {
              lp[--sp] = null;
              ip = j;
            }
            break;
          }
          case 100: /* POP_JUMP_IF_FALSE */ {
            const v = lp[--sp]!;
            lp[sp] = null;
            ip += 1;
            if (v === False || (v !== True && !truthAndRelease(v))) ip += oparg;
            else ip = skipNotTaken(bc, ip);
            break;
          }
          case 103: /* POP_JUMP_IF_TRUE */ {
            const v = lp[--sp]!;
            lp[sp] = null;
            ip += 1;
            if (v === True || (v !== False && truthAndRelease(v))) ip += oparg;
            else ip = skipNotTaken(bc, ip);
            break;
          }
          case 101: /* POP_JUMP_IF_NONE */ {
            const v = lp[--sp]!;
            lp[sp] = null;
            ip += 1;
            if (v === None) ip += oparg;
            else {
              if (v.ob_refcnt < IMMORTAL_REFCNT && --v.ob_refcnt === 0) v.ob_type.tp_dealloc(v);
              ip = skipNotTaken(bc, ip);
            }
            break;
          }
          case 102: /* POP_JUMP_IF_NOT_NONE */ {
            const v = lp[--sp]!;
            lp[sp] = null;
            ip += 1;
            if (v !== None) {
              if (v.ob_refcnt < IMMORTAL_REFCNT && --v.ob_refcnt === 0) v.ob_type.tp_dealloc(v);
              ip += oparg;
            } else ip = skipNotTaken(bc, ip);
            break;
          }
          case 77: /* JUMP_FORWARD */
            ip += oparg;
            break;
          case 75: /* JUMP_BACKWARD */
            ip += 1 - oparg;
            if (--code.jitWarmup === 0) compileJit(code);
            // eval breaker point: a due automatic garbage collection runs here, a pending
            // signal (SIGINT) raises KeyboardInterrupt
            if (gcState.pending || pendingSignals[0] !== 0) {
              frame.sp = sp;
              rt.collectPending();
            }
            break;
          case 76: /* JUMP_BACKWARD_NO_INTERRUPT */
            ip -= oparg;
            break;
          case 16: /* GET_ITER */ {
            const v = lp[sp - 1]!;
            lp[sp - 1] = PyObject_GetIter(v);
            Py_DECREF(v);
            break;
          }
          case 70: /* FOR_ITER */ {
            const it = lp[sp - 1]!;
            let next: PyObject | null;
            const r = it as PyRangeIter;
            if (it.ob_type === PyRangeIter_Type && typeof r.remaining === "number" && typeof r.next === "number" && typeof r.step === "number") {
              // FOR_ITER_RANGE over JS-number bounds
              const v = r.next;
              if (r.remaining <= 0) next = null;
              else {
                r.remaining--;
                r.next = v + r.step;
                // `for i in range(...)`: when only the loop variable holds the previous int, it
                // takes the new value in place (CPython frees it to the int free list and gets it
                // straight back), with the STORE_FAST after it done in this dispatch
                if (bc[(ip + 1) << 1] === 112 /* STORE_FAST */ && (v < -5 || v > 256) && !intIdentity.observed) {
                  const old = lp[bc[((ip + 1) << 1) + 1]!];
                  if (old != null && old.ob_refcnt === 1 && old.ob_type === PyLong_Type) {
                    (old as PyInt).value = v;
                    lasti = ip + 1;
                    frame.lasti = lasti;
                    ip += 2;
                    break;
                  }
                }
                next = newInt(v);
              }
            } else {
              if (it.ob_type === rt.genType) {
                // FOR_ITER_GEN: the generator runs in this loop; it yields the next item to this
                // frame (pushed), or returns to END_FOR (ip + oparg)
                frame.sp = sp;
                frame.ip = ip + 1;
                const gf = rt.genEnterInline(it, None, false);
                if (gf !== null) {
                  frame.returnOffset = oparg;
                  frame = gf;
                  code = frame.code;
                  bc = code.code;
                  lp = frame.localsplus;
                  sp = frame.sp;
                  ip = frame.ip;
                  consts = code.consts;
                  names = code.names;
                  break;
                }
              }
              next = it.ob_type === PyRangeIter_Type ? PyRangeIter_Type.tp_iternext!(it) : forIterNext(it);
            }
            ip += 1;
            if (next === null) ip += oparg + 1;
            else if (bc[ip << 1] === 112 /* STORE_FAST */) {
              // `for x in ...:` the STORE_FAST after it done in this dispatch
              const t = bc[(ip << 1) + 1]!;
              const old = lp[t];
              lp[t] = next;
              lasti = ip;
              frame.lasti = ip;
              ip += 1;
              if (old != null && old.ob_refcnt < IMMORTAL_REFCNT && --old.ob_refcnt === 0) old.ob_type.tp_dealloc(old);
            } else lp[sp++] = next;
            break;
          }
          case 97: /* MAKE_CELL */ {
            const v = lp[oparg] ?? null;
            lp[oparg] = new PyCell(v);
            break;
          }
          case 60: /* COPY_FREE_VARS */
            copyFreeVars(frame, oparg);
            break;
          case 83: /* LOAD_DEREF */ {
            const v = (lp[oparg] as PyCell).ref;
            if (v === null) derefError(code, oparg);
            Py_INCREF(v);
            lp[sp++] = v;
            break;
          }
          case 111: /* STORE_DEREF */ {
            const cell = lp[oparg] as PyCell;
            const old = cell.ref;
            cell.ref = lp[--sp]!;
            lp[sp] = null;
            Py_XDECREF(old);
            break;
          }
          case 92: /* LOAD_GLOBAL */ {
            const gc = code.globalCache ?? (code.globalCache = newGlobalCache(bc.length >> 1));
            const g = frame.globals, bi = frame.builtins;
            let v: PyObject;
            if (gc.globals[lasti] === g && gc.globalsVersion[lasti] === g.version) {
              const bd = gc.builtins[lasti];
              if (bd === null) v = g.values[gc.index[lasti]!]!;
              else if (bd === bi && gc.builtinsVersion[lasti] === bi.version) v = bi.values[gc.index[lasti]!]!;
              else v = loadGlobalFill(gc, lasti, g, bi, names[oparg >> 1]!);
            } else v = loadGlobalFill(gc, lasti, g, bi, names[oparg >> 1]!);
            if (v.ob_refcnt < IMMORTAL_REFCNT) v.ob_refcnt++;
            lp[sp++] = v;
            if (oparg & 1) lp[sp++] = null;
            ip += 4;
            break;
          }
          case 80: /* LOAD_ATTR */ {
            const owner = lp[sp - 1]!;
            const name = names[oparg >> 1]!;
            if (oparg & 1) {
              const cached = loadMethodCached(code, lasti, owner, name);
              if (cached !== null) {
                lp[sp - 1] = cached;
                lp[sp++] = owner; // the stack's reference to owner moves to the self slot
                ip += 9;
                break;
              }
              const m = getMethod(owner, name);
              if (getMethodUnbound) {
                lp[sp - 1] = m;
                lp[sp++] = owner; // the stack's reference to owner moves to the self slot
              } else {
                lp[sp - 1] = m;
                lp[sp++] = null;
                if (owner.ob_refcnt < IMMORTAL_REFCNT && --owner.ob_refcnt === 0) owner.ob_type.tp_dealloc(owner);
              }
            } else {
              let r = loadInstanceAttr(code, lasti, owner, name);
              if (r === null) {
                const fget = propertyGetter(code, lasti, owner, name);
                if (fget !== null) {
                  // LOAD_ATTR_PROPERTY: the getter runs as a frame of this loop; the stack's
                  // reference to owner becomes its argument, its return value the result
                  const nf = makeFrameStealingArgs(fget, lp, sp - 1, 1)!;
                  sp--;
                  ip += 9;
                  frame.sp = sp;
                  frame.ip = ip;
                  pushFrame(nf);
                  frame = nf;
                  code = frame.code;
                  bc = code.code;
                  lp = frame.localsplus;
                  sp = frame.sp;
                  ip = bc[0] === 128 /* RESUME */ ? 1 : 0;
                  consts = code.consts;
                  names = code.names;
                  break;
                }
                r = owner.ob_type.tp_getattro(owner, name);
              }
              lp[sp - 1] = r;
              if (owner.ob_refcnt < IMMORTAL_REFCNT && --owner.ob_refcnt === 0) owner.ob_type.tp_dealloc(owner);
            }
            ip += 9;
            break;
          }
          case 110: /* STORE_ATTR */ {
            const owner = lp[sp - 1]!;
            const v = lp[sp - 2]!;
            // on an error both stay on the stack, released by the unwinder
            if (!storeInstanceAttr(code, lasti, owner, names[oparg]!, v)) PyObject_SetAttr(owner, names[oparg]!, v);
            lp[--sp] = null;
            lp[--sp] = null;
            if (owner.ob_refcnt < IMMORTAL_REFCNT && --owner.ob_refcnt === 0) owner.ob_type.tp_dealloc(owner);
            if (v.ob_refcnt < IMMORTAL_REFCNT && --v.ob_refcnt === 0) v.ob_type.tp_dealloc(v);
            ip += 4;
            break;
          }
          case 52: /* CALL */
          case 55: /* CALL_KW */ {
            let kwnames: string[] | null = null;
            let kwTuple: PyObject | null = null;
            if (opcode === 55) {
              kwTuple = lp[--sp]!;
              lp[sp] = null;
              kwnames = kwnamesOf(kwTuple as PyTuple);
            }
            const base = sp - oparg - 2;
            let callable = lp[base]!;
            let selfOrNull = lp[base + 1];
            let argStart = base + 2;
            let nargs = oparg;
            if (selfOrNull != null) {
              argStart = base + 1;
              nargs++;
            } else if (callable.ob_type === PyMethod_Type) {
              // unpack a bound method into (func, self) in place
              const m = callable as PyMethod;
              if (m.func.ob_refcnt < IMMORTAL_REFCNT) m.func.ob_refcnt++;
              if (m.self.ob_refcnt < IMMORTAL_REFCNT) m.self.ob_refcnt++;
              lp[base] = m.func;
              lp[base + 1] = m.self;
              if (callable.ob_refcnt < IMMORTAL_REFCNT && --callable.ob_refcnt === 0) callable.ob_type.tp_dealloc(callable);
              callable = m.func;
              selfOrNull = m.self;
              argStart = base + 1;
              nargs++;
            }
            ip += 3;
            if (callable.ob_type === PyFunction_Type) {
              const func = callable as PyFunction;
              let nf = kwnames === null ? makeFrameStealingArgs(func, lp, argStart, nargs) : null;
              if (nf === null) nf = makeFrame(func, lp as PyObject[], argStart, nargs, kwnames);
              // release the callable and whatever arguments the frame did not take from this stack
              for (let i = base; i < sp; i++) {
                const v = lp[i];
                if (v == null) continue;
                lp[i] = null;
                if (v.ob_refcnt < IMMORTAL_REFCNT && --v.ob_refcnt === 0) v.ob_type.tp_dealloc(v);
              }
              sp = base;
              if (kwTuple) if (kwTuple.ob_refcnt < IMMORTAL_REFCNT && --kwTuple.ob_refcnt === 0) kwTuple.ob_type.tp_dealloc(kwTuple);
              frame.sp = sp;
              frame.ip = ip;
              pushFrame(nf);
              frame = nf;
              code = frame.code;
              bc = code.code;
              lp = frame.localsplus;
              sp = frame.sp;
              // the callee's RESUME (a no-op here: pushFrame was the eval-breaker point) is skipped
              ip = bc[0] === 128 /* RESUME */ ? 1 : 0;
              consts = code.consts;
              names = code.names;
              break;
            }
            if (callable.ob_type === PyType_Type && selfOrNull == null && kwnames === null) {
              frame.sp = sp;
              frame.ip = ip;
              const nf = enterInit(callable as PyType, lp, base, sp, nargs);
              if (nf !== null) {
                sp = base;
                frame.sp = sp;
                frame = nf;
                code = frame.code;
                bc = code.code;
                lp = frame.localsplus;
                sp = frame.sp;
                ip = 0;
                consts = code.consts;
                names = code.names;
                break;
              }
            }
            if (callable === listAppend.descr && nargs === 2 && argStart === base + 1 && kwnames === null && lp[argStart]!.ob_type === PyList_Type) {
              // CALL_LIST_APPEND: `xs.append(x)` on an exact list; the stack's reference to x
              // moves into the list
              const self = lp[argStart]! as PyList;
              self.items.push(lp[argStart + 1]!);
              lp[base] = lp[base + 1] = lp[base + 2] = null;
              sp = base;
              if (self.ob_refcnt < IMMORTAL_REFCNT && --self.ob_refcnt === 0) self.ob_type.tp_dealloc(self);
              if (bc[ip << 1] === 31 /* POP_TOP */) ip += 1;
              else lp[sp++] = None;
              break;
            }
            frame.sp = sp;
            frame.ip = ip;
            const res = callNative(lp, base, argStart, sp, callable, kwnames, kwTuple);
            sp = base;
            lp[sp++] = res;
            break;
          }
          case 35: /* RETURN_VALUE */ {
            const retval = lp[--sp]!;
            lp[sp] = null;
            frame.sp = sp;
            const done = frame;
            if (done.gen !== null) {
              done.ip = ip;
              rt.genFinished(done);
            }
            const recyclable = exitFrame(done);
            popFrame(done);
            const caller = done.previous;
            const wasEntry = done.isEntry;
            const initSelf = done.initSelf;
            if (recyclable) recycleFrame(done);
            if (wasEntry) {
              tstate.cDepth--;
              return retval;
            }
            frame = caller!;
            code = frame.code;
            bc = code.code;
            lp = frame.localsplus;
            sp = frame.sp;
            ip = frame.ip;
            consts = code.consts;
            names = code.names;
            if (done.gen !== null) {
              // a generator that ran inline returned: the caller continues past its loop/SEND
              rt.genLeaveInline(done);
              ip += frame.returnOffset;
            }
            if (initSelf !== null) {
              done.initSelf = null;
              tstate.depth--; // the init-check shim
              if (retval !== None) {
                lasti = frame.lasti; // the error belongs to the caller's CALL
                Py_DECREF(initSelf);
                initReturnedNotNone(retval);
              }
              lp[sp++] = initSelf;
              break;
            }
            if (bc[ip << 1] === 31 /* POP_TOP */) {
              // a call whose result is dropped: the POP_TOP after it done in this dispatch
              lasti = ip;
              frame.lasti = ip;
              ip += 1;
              if (retval.ob_refcnt < IMMORTAL_REFCNT && --retval.ob_refcnt === 0) retval.ob_type.tp_dealloc(retval);
              break;
            }
            lp[sp++] = retval;
            break;
          }
          case 34: /* RETURN_GENERATOR */ {
            // The frame becomes the generator's; the caller gets the generator.
            frame.sp = sp;
            frame.ip = ip;
            const done = frame;
            popFrame(done);
            const wasEntry = done.isEntry;
            const prevFrame = done.previous;
            const gen = rt.makeGenerator(done, tstate);
            if (wasEntry) {
              tstate.cDepth--;
              return gen;
            }
            frame = prevFrame!;
            code = frame.code;
            bc = code.code;
            lp = frame.localsplus;
            sp = frame.sp;
            ip = frame.ip;
            consts = code.consts;
            names = code.names;
            lp[sp++] = gen;
            break;
          }
          case 120: /* YIELD_VALUE */ {
            const v = lp[--sp]!;
            lp[sp] = null;
            frame.sp = sp;
            frame.ip = ip;
            popFrame(frame);
            rt.genYielded(frame, oparg);
            if (frame.isEntry) {
              // resumed by genSendEx: the entry frame of its own eval loop
              tstate.cDepth--;
              return v;
            }
            // resumed inline by FOR_ITER/SEND: the value goes to the caller's stack
            rt.genLeaveInline(frame);
            frame = frame.previous!;
            code = frame.code;
            bc = code.code;
            lp = frame.localsplus;
            sp = frame.sp;
            ip = frame.ip;
            consts = code.consts;
            names = code.names;
            lp[sp++] = v;
            break;
          }
          case 106: /* SEND */ {
            const v = lp[sp - 1]!;
            const recv = lp[sp - 2]!;
            ip += 1;
            frame.sp = sp;
            frame.ip = ip;
            if (recv.ob_type === rt.genType || recv.ob_type === rt.coroType) {
              // SEND_GEN: the generator/coroutine runs in this loop with the value; what it
              // yields or (at ip + oparg) returns replaces the value on this stack
              const gf = rt.genEnterInline(recv, v, true);
              if (gf !== null) {
                lp[--sp] = null;
                if (v.ob_refcnt < IMMORTAL_REFCNT && --v.ob_refcnt === 0) v.ob_type.tp_dealloc(v);
                frame.sp = sp;
                frame.returnOffset = oparg;
                frame = gf;
                code = frame.code;
                bc = code.code;
                lp = frame.localsplus;
                sp = frame.sp;
                ip = frame.ip;
                consts = code.consts;
                names = code.names;
                break;
              }
            }
            const [r, isReturn] = rt.send(recv, v);
            Py_DECREF(v);
            lp[sp - 1] = r;
            if (isReturn) ip += oparg;
            break;
          }
          case 7: /* CLEANUP_THROW */ {
            const exc = cleanupThrow(lp, sp);
            if (exc !== null) {
              pendingIsReraise = true;
              throw exc;
            }
            sp--;
            break;
          }
          case 29: /* POP_EXCEPT */ {
            const prev = lp[--sp];
            lp[sp] = null;
            const cur = tstate.handledExc;
            tstate.handledExc = prev === None ? null : (prev ?? null);
            Py_XDECREF(cur);
            break;
          }
          case 32: /* PUSH_EXC_INFO */ {
            const exc = lp[sp - 1]!;
            const prev = tstate.handledExc;
            lp[sp - 1] = prev ?? None;
            Py_INCREF(exc);
            tstate.handledExc = exc;
            lp[sp++] = exc;
            break;
          }
          case 6: /* CHECK_EXC_MATCH */ {
            const cls = lp[sp - 1]!;
            const exc = lp[sp - 2]!;
            checkExceptType(cls);
            const r = excMatches(exc, cls);
            lp[sp - 1] = r ? True : False;
            Py_DECREF(cls);
            break;
          }
          case 105: /* RERAISE */ {
            const exc = lp[--sp]!;
            lp[sp] = null;
            if (oparg) {
              // CPython restores instr_ptr for the traceback/lasti push; the handler lookup
              // still uses this RERAISE's own offset
              const lastiObj = lp[sp - oparg] as PyInt;
              restoredLasti = Number(lastiObj.value);
            }
            pendingIsReraise = true;
            caught = exc;
            break dispatch;
          }
          case 104: /* RAISE_VARARGS */ {
            if (oparg === 0) {
              const cur = tstate.handledExc;
              if (cur === null || cur === None) throw newException(PyExc_RuntimeError, "No active exception to reraise");
              Py_INCREF(cur);
              pendingIsReraise = true;
              caught = cur;
              break dispatch;
            }
            caught = raiseVarargs(oparg, lp, sp);
            break dispatch;
          }
          case 46: /* BUILD_LIST */ {
            const items = lp.slice(sp - oparg, sp) as PyObject[];
            for (let i = sp - oparg; i < sp; i++) lp[i] = null;
            sp -= oparg;
            lp[sp++] = newList(items);
            break;
          }
          case 51: /* BUILD_TUPLE */ {
            const items = lp.slice(sp - oparg, sp) as PyObject[];
            for (let i = sp - oparg; i < sp; i++) lp[i] = null;
            sp -= oparg;
            lp[sp++] = newTuple(items);
            break;
          }
          case 78: /* LIST_APPEND */ {
            const v = lp[--sp]!;
            lp[sp] = null;
            (lp[sp - oparg] as PyList).items.push(v);
            break;
          }
          case 119: /* UNPACK_SEQUENCE */ {
            const seq = lp[--sp]!;
            lp[sp] = null;
            if ((seq.ob_type === PyTuple_Type || seq.ob_type === PyList_Type) && (seq as PyTuple).items.length === oparg) {
              // UNPACK_SEQUENCE_TUPLE / _LIST: the items pushed last first, then the sequence released
              const xs = (seq as PyTuple).items;
              for (let i = oparg - 1; i >= 0; i--) {
                const x = xs[i]!;
                if (x.ob_refcnt < IMMORTAL_REFCNT) x.ob_refcnt++;
                lp[sp++] = x;
              }
              if (seq.ob_refcnt < IMMORTAL_REFCNT && --seq.ob_refcnt === 0) seq.ob_type.tp_dealloc(seq);
              ip += 1;
              break;
            }
            const items = unpackAndRelease(seq, oparg);
            for (let i = items.length - 1; i >= 0; i--) lp[sp++] = items[i]!;
            ip += 1;
            break;
          }
          case 38: /* STORE_SUBSCR */ {
            const key = lp[--sp]!;
            const container = lp[--sp]!;
            const v = lp[--sp]!;
            lp[sp] = lp[sp + 1] = lp[sp + 2] = null;
            storeSubscr(container, key, v);
            ip += 1;
            break;
          }
          case 11: /* EXIT_INIT_CHECK */ {
            const v = lp[--sp]!;
            lp[sp] = null;
            if (v !== None) typeError(`__init__() should return None, not '${typeName(v)}'`);
            break;
          }
          case 68: /* END_ASYNC_FOR */ {
            const exc = lp[--sp]!;
            lp[sp] = null;
            if (exc.ob_type.isSubtype(PyExc_StopAsyncIteration)) {
              Py_DECREF(exc);
              const aw = lp[--sp]!;
              lp[sp] = null;
              Py_DECREF(aw);
              break;
            }
            pendingIsReraise = true;
            throw exc;
          }
          case 96: /* LOAD_SUPER_ATTR */
            sp = execColdOp(opcode, oparg, frame, lp, sp, ip);
            ip += 1;
            break;
          case 4: /* CALL_FUNCTION_EX */ {
            if (lp[sp - 4]!.ob_type !== PyFunction_Type) {
              sp = execColdOp(opcode, oparg, frame, lp, sp, ip);
              break;
            }
            // a Python function: its frame runs in this loop, as CALL's
            const nf = callExFrame(lp, sp);
            sp -= 4;
            frame.sp = sp;
            frame.ip = ip;
            pushFrame(nf);
            frame = nf;
            code = frame.code;
            bc = code.code;
            lp = frame.localsplus;
            sp = frame.sp;
            ip = 0;
            consts = code.consts;
            names = code.names;
            break;
          }
          default:
            // the rarer opcodes, out of line (a smaller eval loop: fewer registers per nested
            // evalFrame, faster to optimise)
            sp = execColdOp(opcode, oparg, frame, lp, sp, ip);
            break;

        }

      }
    } catch (e) {
      caught = e;
      if (inJit) {
        inJit = false;
        sp = frame.sp;
        lasti = frame.lasti;
      }
    }
    {
      // ---- exception unwinding --------------------------------------------------------------
      if (lasti >= 0) frame.lasti = lasti;
      let exc = toPyException(caught);
      const isReraise = pendingIsReraise;
      pendingIsReraise = false;
      if (!isReraise) raisedIn(exc, frame);
      // find a handler, frame by frame
      for (;;) {
        // a RERAISE's handler is looked up at its own offset, the restored lasti used after
        let h = findHandler(frame.code, frame.lasti);
        if (restoredLasti >= 0) {
          frame.lasti = restoredLasti;
          restoredLasti = -1;
        }
        if (h >= 0 && !handlerFits(frame, sp, h)) {
          // a crafted co_exceptiontable (CPython runs on into undefined behaviour and usually
          // crashes): a SystemError, raised out of this frame, the exception it met as its context
          exc = badHandler(frame, sp, h, exc);
          h = -1;
        }
        if (h >= 0) {
          sp = enterHandler(frame, sp, h, exc);
          ip = frame.code.exTarget[h]!;
          lasti = -1;
          break;
        }
        // no handler here: the frame is done
        const done = frame;
        frameUnwound(done, sp);
        if (done.isEntry) {
          tstate.cDepth--;
          throw exc;
        }
        frame = done.previous!;
        code = frame.code;
        bc = code.code;
        lp = frame.localsplus;
        sp = frame.sp;
        ip = frame.ip;
        consts = code.consts;
        names = code.names;
        if (done.gen !== null) {
          // out of a generator that ran inline: raised anew in the caller, as from a nested loop
          rt.genLeaveInline(done);
          raisedIn(exc, frame);
        } else exc.traceback = new PyTraceback(exc.traceback, frame, frame.lasti);
      }
    }
  }

}

/** Whether handler `h` of `frame` jumps into its code with a stack depth the stack has. */
function handlerFits(frame: PyFrame, sp: number, h: number): boolean {
  const code = frame.code;
  const dl = code.exDepthLasti[h]!;
  const base = code.nlocalsplus + (dl >> 1);
  return code.exTarget[h]! < code.code.length >> 1 && base <= sp && (dl >> 1) + (dl & 1) + 1 <= code.stacksize;
}

function badHandler(frame: PyFrame, sp: number, h: number, exc: PyBaseExceptionObject): PyBaseExceptionObject {
  const code = frame.code;
  const dl = code.exDepthLasti[h]!;
  const err = newException(PyExc_SystemError, `invalid exception table entry in ${code.name.value}: handler at offset ${code.exTarget[h]! * 2}, stack depth ${dl >> 1} (the stack holds ${sp - code.nlocalsplus}, co_stacksize ${code.stacksize})`) as PyBaseExceptionObject;
  err.context = exc;
  raisedIn(err, frame);
  return err;
}

/**
 * Handler `h` of `frame` catches `exc`: the value stack is cut to the handler's depth, then
 * lasti (when the handler wants it) and the exception are pushed. Returns the new stack top.
 */
function enterHandler(frame: PyFrame, sp: number, h: number, exc: PyBaseExceptionObject): number {
  const lp = frame.localsplus;
  const dl = frame.code.exDepthLasti[h]!;
  const base = frame.code.nlocalsplus + (dl >> 1);
  for (let i = sp - 1; i >= base; i--) {
    const v = lp[i];
    lp[i] = null;
    if (v != null && v.ob_refcnt < IMMORTAL_REFCNT && --v.ob_refcnt === 0) v.ob_type.tp_dealloc(v);
  }
  sp = base;
  if (dl & 1) lp[sp++] = newInt(frame.lasti);
  lp[sp++] = exc;
  return sp;
}

/** An exception leaves `done` (no handler): the frame finishes and is popped. */
function frameUnwound(done: PyFrame, sp: number): void {
  done.sp = sp;
  if (done.gen !== null) rt.genFinished(done);
  exitFrame(done);
  popFrame(done);
  if (done.initSelf !== null) {
    // the init-check shim: releases the instance __init__ failed to initialise
    const s = done.initSelf;
    done.initSelf = null;
    tstate.depth--;
    if (s.ob_refcnt < IMMORTAL_REFCNT && --s.ob_refcnt === 0) s.ob_type.tp_dealloc(s);
  }
}

/**
 * RAISE_VARARGS 1/2 (`raise exc [from cause]`): pops its operands (their slots nulled) and
 * returns the exception to raise, with its cause and the implicit context set (a bad operand
 * raises its TypeError instead).
 */
function raiseVarargs(oparg: number, lp: (PyObject | null)[], sp: number): PyBaseExceptionObject {
  let cause: PyObject | null = null;
  if (oparg === 2) {
    cause = lp[--sp]!;
    lp[sp] = null;
  }
  const v = lp[--sp]!;
  lp[sp] = null;
  let exc: PyBaseExceptionObject;
  try {
    exc = makeRaisable(v);
  } catch (e) {
    if (cause != null && cause.ob_refcnt < IMMORTAL_REFCNT && --cause.ob_refcnt === 0) cause.ob_type.tp_dealloc(cause);
    throw e;
  } finally {
    if (v.ob_refcnt < IMMORTAL_REFCNT && --v.ob_refcnt === 0) v.ob_type.tp_dealloc(v);
  }
  if (cause !== null) {
    let c: PyObject | null;
    if (cause === None) c = null;
    else if (cause instanceof PyType) {
      if (!isExceptionType(cause)) typeError("exception causes must derive from BaseException");
      c = PyObject_Call(cause, [], null);
    } else if (isException(cause)) {
      if (cause.ob_refcnt < IMMORTAL_REFCNT) cause.ob_refcnt++;
      c = cause;
    } else typeError("exception causes must derive from BaseException");
    if (cause.ob_refcnt < IMMORTAL_REFCNT && --cause.ob_refcnt === 0) cause.ob_type.tp_dealloc(cause);
    Py_XDECREF(exc.cause);
    exc.cause = c;
    exc.suppressContext = true;
  }
  setContextOnRaise(exc);
  return exc;
}

/**
 * CLEANUP_THROW: a StopIteration from the sub-iterator a throw() went to ends the `yield from`
 * with its value ([sub, last_sent, exc] become [None, value]: returns null); any other exception
 * is returned to be re-raised (the three slots popped).
 */
function kwnamesOf(t: PyTuple): string[] {
  return t.items.map((s) => (s as PyStr).value);
}

function copyFreeVars(frame: PyFrame, n: number): void {
  const closure = frame.func!.closure!.items;
  const lp = frame.localsplus;
  const off = frame.code.nlocalsplus - n;
  for (let i = 0; i < n; i++) {
    const c = closure[i]!;
    if (c.ob_refcnt < IMMORTAL_REFCNT) c.ob_refcnt++;
    lp[off + i] = c;
  }
}

function cleanupThrow(lp: (PyObject | null)[], sp: number): PyObject | null {
  const exc = lp[--sp]!;
  const lastSent = lp[--sp]!;
  const subIter = lp[--sp]!;
  lp[sp] = lp[sp + 1] = lp[sp + 2] = null;
  if (lastSent.ob_refcnt < IMMORTAL_REFCNT && --lastSent.ob_refcnt === 0) lastSent.ob_type.tp_dealloc(lastSent);
  if (subIter.ob_refcnt < IMMORTAL_REFCNT && --subIter.ob_refcnt === 0) subIter.ob_type.tp_dealloc(subIter);
  if (!exc.ob_type.isSubtype(PyExc_StopIteration)) return exc;
  const val = rt.stopIterationValue(exc);
  if (exc.ob_refcnt < IMMORTAL_REFCNT && --exc.ob_refcnt === 0) exc.ob_type.tp_dealloc(exc);
  lp[sp++] = None;
  lp[sp++] = val;
  return null;
}

/**
 * A new exception raised in `frame`: implicit chaining (the exception being handled becomes
 * __context__), the frame's traceback entry, and what "Did you mean" needs.
 */
function raisedIn(exc: PyBaseExceptionObject, frame: PyFrame): void {
  const handled = tstate.handledExc;
  if (handled !== null && handled !== exc && exc.context === null && isException(handled)) {
    let o: PyObject | null = handled;
    let cycle = false;
    while (o !== null && isException(o)) {
      if (o === exc) {
        cycle = true;
        break;
      }
      o = (o as PyBaseExceptionObject).context;
    }
    if (!cycle) {
      if (handled.ob_refcnt < IMMORTAL_REFCNT) handled.ob_refcnt++;
      exc.context = handled;
    }
  }
  exc.traceback = new PyTraceback(exc.traceback, frame, frame.lasti);
  if (exc.ob_type.isSubtype(PyExc_NameError) || exc.ob_type.isSubtype(PyExc_AttributeError)) recordSuggestionContext(exc, frame);
}

/**
 * What the traceback's "Did you mean" needs from the raising frame, taken now because the frame's
 * locals are released as the exception unwinds (CPython keeps the frame alive instead).
 */
function recordSuggestionContext(exc: PyBaseExceptionObject, frame: PyFrame): void {
  const rec = exc as unknown as { frameNames?: string[]; frameSelf?: PyObject | null };
  if (rec.frameNames !== undefined) return;
  const names: string[] = [];
  let self: PyObject | null = null;
  const code = frame.code;
  if (frame.locals !== null && frame.locals.ob_type === PyDict_Type) {
    for (const [k] of dictItems(frame.locals as PyDict)) if (isStr(k)) names.push((k as PyStr).value);
  } else {
    for (let i = 0; i < code.nlocalsplus; i++) {
      let v = frame.localsplus[i];
      if (v != null && (code.localspluskinds[i]! & (CO_FAST_CELL | CO_FAST_FREE)) && v instanceof PyCell) v = v.ref;
      if (v != null) {
        names.push(code.localsplusnames[i]!.value);
        if (code.localsplusnames[i]!.value === "self") self = v;
      }
    }
  }
  for (const [k] of dictItems(frame.globals)) if (isStr(k)) names.push((k as PyStr).value);
  for (const [k] of dictItems(frame.builtins)) if (isStr(k)) names.push((k as PyStr).value);
  rec.frameNames = names;
  rec.frameSelf = self;
}

/**
 * The arguments `lp[from..to)` as a new array: the few-argument calls as array literals, which V8
 * allocates inline, where `slice` is a call into a builtin (a third of a builtin method call's
 * cost, measured on `s.isascii()`, `d.get(k)`, `len(s)`).
 */
function argsOf(lp: (PyObject | null)[], from: number, to: number): PyObject[] {
  switch (to - from) {
    case 0: return [];
    case 1: return [lp[from]!];
    case 2: return [lp[from]!, lp[from + 1]!];
    case 3: return [lp[from]!, lp[from + 1]!, lp[from + 2]!];
    default: return lp.slice(from, to) as PyObject[];
  }
}

/**
 * CALL of anything but a Python function: the arguments copied off the value stack, the call,
 * then the callable and arguments released from the stack (`lp[base..top)`) whether it returned
 * or raised — kept out of the eval loop so its hot path has no try/finally.
 */
function callNative(lp: (PyObject | null)[], base: number, argStart: number, top: number, callable: PyObject, kwnames: string[] | null, kwTuple: PyObject | null): PyObject {
  try {
    if (argStart === base + 1 && callable.ob_type === PyMethodDescr_Type) {
      // CALL_METHOD_DESCRIPTOR_*: `obj.name(args)` on a builtin type's method (LOAD_ATTR left the
      // unbound descriptor and obj): the self check and the C function, without the second
      // argument array method_vectorcall would build
      const d = callable as PyMethodDescr, self = lp[argStart]!;
      if (self.ob_type !== d.objclass) descrCheck(d, self);
      if (kwnames === null) {
        // CALL_METHOD_DESCRIPTOR_O / _NOARGS (and two arguments): no argument array
        const n = top - argStart - 1;
        if (n === 1 && d.implO !== null) return d.implO(self, lp[argStart + 1]!);
        if (n === 0 && d.impl0 !== null) return d.impl0(self);
        if (n === 2 && d.impl2 !== null) return d.impl2(self, lp[argStart + 1]!, lp[argStart + 2]!);
      }
      return d.impl(self, argsOf(lp, argStart + 1, top), kwnames);
    }
    return PyObject_Call(callable, argsOf(lp, argStart, top), kwnames);
  } finally {
    releaseRange(lp, base, top);
    if (kwTuple) { if (kwTuple.ob_refcnt < IMMORTAL_REFCNT && --kwTuple.ob_refcnt === 0) kwTuple.ob_type.tp_dealloc(kwTuple); }
  }
}

/**
 * STORE_SUBSCR's operation, the stack's references to its three operands handed over (released
 * whether it succeeds or raises).
 */
function storeSubscr(container: PyObject, key: PyObject, v: PyObject): void {
  try {
    const i = key.ob_type === PyLong_Type ? (key as PyInt).value : -1;
    if (container.ob_type === PyList_Type && typeof i === "number" && i >= 0 && i < (container as PyList).items.length) {
      // STORE_SUBSCR_LIST_INT: an exact list's item replaced in range (as list_ass_item)
      const xs = (container as PyList).items, old = xs[i]!;
      if (v.ob_refcnt < IMMORTAL_REFCNT) v.ob_refcnt++;
      xs[i] = v;
      if (old.ob_refcnt < IMMORTAL_REFCNT && --old.ob_refcnt === 0) old.ob_type.tp_dealloc(old);
    } else PyObject_SetItem(container, key, v);
  } finally {
    if (key.ob_refcnt < IMMORTAL_REFCNT && --key.ob_refcnt === 0) key.ob_type.tp_dealloc(key);
    if (container.ob_refcnt < IMMORTAL_REFCNT && --container.ob_refcnt === 0) container.ob_type.tp_dealloc(container);
    if (v.ob_refcnt < IMMORTAL_REFCNT && --v.ob_refcnt === 0) v.ob_type.tp_dealloc(v);
  }
}

/** UNPACK_SEQUENCE's generic path: the `n` items as new references, the stack's reference to `seq` released. */
function unpackAndRelease(seq: PyObject, n: number): PyObject[] {
  try {
    return unpackSequence(seq, n, -1);
  } finally {
    Py_DECREF(seq);
  }
}

/** Nesting of direct calls between JIT functions before they leave the callee to the eval loop. */
const MAX_JIT_DEPTH = 40;

/**
 * Whether `nargs` positional arguments call `func` plainly from a JIT function: a compiled callee
 * without *args, **kwargs, keyword-only parameters or generator flags (PyCode.plainJit), the
 * arguments its positional parameters or their first ones with its defaults for the rest; its
 * frame, taking `levels` of the recursion limit, under the limit, and JIT functions nested less
 * than MAX_JIT_DEPTH deep.
 */
function isPlainCall(func: PyFunction, nargs: number, levels: number): boolean {
  const code = func.code;
  if (code.plainJit === null || tstate.depth + levels > tstate.recursionLimit || tstate.jitDepth >= MAX_JIT_DEPTH) return false;
  const argcount = code.argcount;
  if (nargs === argcount) return true;
  const defs = func.defaults;
  return nargs < argcount && defs !== null && nargs >= argcount - defs.items.length;
}

/**
 * The frame of a plain call (isPlainCall): it takes a reference to the function (f_funcobj), its
 * defaults fill the missing trailing arguments, and its `nargs` first locals are the caller's to store.
 */
function newPlainFrame(func: PyFunction, nargs: number): PyFrame {
  const code = func.code;
  const f = acquireFrame(code, func, func.globals, func.builtins);
  if (nargs !== code.argcount) bindDefaults(f.localsplus, func.defaults!.items, nargs, code.argcount);
  return f;
}

/** newPlainFrame when the call is plain, else null. */
function plainFrameFor(func: PyFunction, nargs: number): PyFrame | null {
  return isPlainCall(func, nargs, 1) ? newPlainFrame(func, nargs) : null;
}

/** Pushes a plainFrameFor frame, its arguments stored. */
function pushPlainFrame(f: PyFrame): void {
  tstate.depth++;
  f.previous = tstate.frame;
  tstate.frame = f;
  if (gcState.pending) rt.collectPending();
}

/** A plainFrameFor frame, its arguments stored, pushed and run (runFrameInJit). */
function runPlainFrame(f: PyFrame): PyObject | null {
  pushPlainFrame(f);
  return runFrameInJit(f, f.code.plainJit!);
}

/**
 * CALL of a Python function from a JIT function (jit/emit.ts), the call's operands `lp[base..top)`
 * in the caller's frame (the callable, self or null, the arguments) handed over: makes and pushes
 * the callee's frame as CALL does, then runs it in its own JIT function when it has one; when
 * that returns from the function, the result (a new reference). Null when the callee's frame is
 * left to the eval loop, pushed: it stopped at an instruction its JIT function leaves to the loop,
 * raised (tstate.jitRaised), has no JIT function, is a generator's, or the nesting is too deep.
 */
function callFunctionFromJit(lp: (PyObject | null)[], base: number, top: number, hasSelf: boolean): PyObject | null {
  const func = lp[base] as PyFunction;
  const argStart = hasSelf ? base + 1 : base + 2;
  const nargs = top - argStart;
  const f = plainFrameFor(func, nargs);
  if (f !== null) {
    // the references to the arguments and the function move into the frame (their slots nulled)
    const flp = f.localsplus;
    for (let i = 0; i < nargs; i++) {
      flp[i] = lp[argStart + i]!;
      lp[argStart + i] = null;
    }
    lp[base] = null;
    return runStolenPlainFrame(f, func);
  }
  let nf = makeFrameStealingArgs(func, lp, argStart, nargs);
  if (nf !== null) {
    // the arguments moved into the frame (their slots nulled, self's too); the frame holds the
    // function, so the stack's reference goes without a release check
    lp[base] = null;
    if (func.ob_refcnt < IMMORTAL_REFCNT) func.ob_refcnt--;
  } else nf = bindFrameFromJit(func, lp, base, top, argStart, null);
  pushFrame(nf);
  return runPushedFromJit(nf);
}

/** runPlainFrame for a call whose stack reference to the function goes (the frame took its own): released without a check. */
function runStolenPlainFrame(f: PyFrame, func: PyFunction): PyObject | null {
  if (func.ob_refcnt < IMMORTAL_REFCNT) func.ob_refcnt--;
  return runPlainFrame(f);
}

/*
 * CALL of a Python function from a JIT function with its arguments (self first, if any) as
 * values: when the call is plain (plainFrameFor), the references to the function and the
 * arguments move into its frame, which runs as callFunctionFromJit's (its result, or null when
 * the frame is left to the eval loop); undefined, nothing done, for any other call. One function
 * per arity (and callInitPlain0…4 likewise), each monomorphic: one entry taking the count and
 * optional arguments ran 16% more instructions per call.
 */
function callPlain0(func: PyFunction): PyObject | null | undefined {
  const f = plainFrameFor(func, 0);
  if (f === null) return undefined;
  return runStolenPlainFrame(f, func);
}
function callPlain1(func: PyFunction, x0: PyObject): PyObject | null | undefined {
  const f = plainFrameFor(func, 1);
  if (f === null) return undefined;
  f.localsplus[0] = x0;
  return runStolenPlainFrame(f, func);
}
function callPlain2(func: PyFunction, x0: PyObject, x1: PyObject): PyObject | null | undefined {
  const f = plainFrameFor(func, 2);
  if (f === null) return undefined;
  const lp = f.localsplus;
  lp[0] = x0;
  lp[1] = x1;
  return runStolenPlainFrame(f, func);
}
function callPlain3(func: PyFunction, x0: PyObject, x1: PyObject, x2: PyObject): PyObject | null | undefined {
  const f = plainFrameFor(func, 3);
  if (f === null) return undefined;
  const lp = f.localsplus;
  lp[0] = x0;
  lp[1] = x1;
  lp[2] = x2;
  return runStolenPlainFrame(f, func);
}
function callPlain4(func: PyFunction, x0: PyObject, x1: PyObject, x2: PyObject, x3: PyObject): PyObject | null | undefined {
  const f = plainFrameFor(func, 4);
  if (f === null) return undefined;
  const lp = f.localsplus;
  lp[0] = x0;
  lp[1] = x1;
  lp[2] = x2;
  lp[3] = x3;
  return runStolenPlainFrame(f, func);
}
function callPlain5(func: PyFunction, x0: PyObject, x1: PyObject, x2: PyObject, x3: PyObject, x4: PyObject): PyObject | null | undefined {
  const f = plainFrameFor(func, 5);
  if (f === null) return undefined;
  const lp = f.localsplus;
  lp[0] = x0;
  lp[1] = x1;
  lp[2] = x2;
  lp[3] = x3;
  lp[4] = x4;
  return runStolenPlainFrame(f, func);
}

/**
 * The `__init__` frame of a plain call of class `type` (one initFunctionOf runs inline, its
 * `__init__` plain for the instance and `nargs` arguments) from a JIT function: the instance
 * made (objectNew, which raises for an abstract class before anything is taken), in the frame's
 * first local and held as initSelf; the arguments still to be stored. Null, nothing done, for
 * any other call.
 */
function initPlainFrameFor(type: PyType, nargs: number): PyFrame | null {
  const init = initFunctionOf(type);
  if (init === null || !isPlainCall(init, nargs, 2)) return null;
  const self = objectNew(type, EMPTY_ARGS, null);
  const f = newPlainFrame(init, nargs);
  if (self.ob_refcnt < IMMORTAL_REFCNT) self.ob_refcnt++;
  f.localsplus[0] = self;
  f.initSelf = self;
  return f;
}

/**
 * Pushes an initPlainFrameFor frame, its arguments stored, with CPython's init-check shim counted;
 * the class's stack reference released.
 */
function pushInitPlainFrame(f: PyFrame, type: PyType): void {
  if (type.ob_refcnt < IMMORTAL_REFCNT && --type.ob_refcnt === 0) type.ob_type.tp_dealloc(type);
  tstate.depth++;
  pushPlainFrame(f);
}

/** callInitPlain0…4's frame, its arguments stored, pushed and run as callInitFromJit runs it. */
function runInitPlainFrame(f: PyFrame, type: PyType): PyObject | null {
  pushInitPlainFrame(f, type);
  const self = f.initSelf!;
  const retval = runFrameInJit(f, f.code.plainJit!);
  if (retval === null) return null;
  f.initSelf = null;
  tstate.depth--; // the init-check shim
  if (retval !== None) {
    // the error is raised by the caller once its stack no longer holds the operands handed over
    Py_DECREF(self);
    initNotNoneValue = retval;
    return INIT_NOT_NONE;
  }
  return self;
}

/** callInitPlain…'s answer when `__init__` returned `initNotNoneValue`, not None: the caller then calls raiseInitNotNone. */
const INIT_NOT_NONE: PyObject = new PyObject(None.ob_type);
let initNotNoneValue: PyObject | null = null;

/** The init check's TypeError for the value runInitPlainFrame kept (the reference released). */
function raiseInitNotNone(): never {
  const r = initNotNoneValue!;
  initNotNoneValue = null;
  initReturnedNotNone(r);
}

/*
 * CALL of a class from a JIT function with its arguments as values: when the class's `__init__`
 * runs inline (initPlainFrameFor), the instance, once `__init__` returned None, the references to
 * the class and the arguments handed over (null when the `__init__` frame is left to the eval
 * loop); undefined, nothing done, for any other call.
 */
function callInitPlain0(type: PyType): PyObject | null | undefined {
  const f = initPlainFrameFor(type, 1);
  if (f === null) return undefined;
  return runInitPlainFrame(f, type);
}
function callInitPlain1(type: PyType, x0: PyObject): PyObject | null | undefined {
  const f = initPlainFrameFor(type, 2);
  if (f === null) return undefined;
  f.localsplus[1] = x0;
  return runInitPlainFrame(f, type);
}
function callInitPlain2(type: PyType, x0: PyObject, x1: PyObject): PyObject | null | undefined {
  const f = initPlainFrameFor(type, 3);
  if (f === null) return undefined;
  const lp = f.localsplus;
  lp[1] = x0;
  lp[2] = x1;
  return runInitPlainFrame(f, type);
}
function callInitPlain3(type: PyType, x0: PyObject, x1: PyObject, x2: PyObject): PyObject | null | undefined {
  const f = initPlainFrameFor(type, 4);
  if (f === null) return undefined;
  const lp = f.localsplus;
  lp[1] = x0;
  lp[2] = x1;
  lp[3] = x2;
  return runInitPlainFrame(f, type);
}
function callInitPlain4(type: PyType, x0: PyObject, x1: PyObject, x2: PyObject, x3: PyObject): PyObject | null | undefined {
  const f = initPlainFrameFor(type, 5);
  if (f === null) return undefined;
  const lp = f.localsplus;
  lp[1] = x0;
  lp[2] = x1;
  lp[3] = x2;
  lp[4] = x3;
  return runInitPlainFrame(f, type);
}

/**
 * The frame of a call from a JIT function bound by makeFrame (the arguments `lp[argStart..top)`,
 * the keyword values at their tail named by `kwTuple`), then the call's operands `lp[base..top)`
 * and the tuple released. When binding raises, they go as the unwinder would release them: the
 * tuple, then the operands from the top.
 */
function bindFrameFromJit(func: PyFunction, lp: (PyObject | null)[], base: number, top: number, argStart: number, kwTuple: PyTuple | null): PyFrame {
  let nf: PyFrame;
  try {
    nf = makeFrame(func, lp as PyObject[], argStart, top - argStart, kwTuple === null ? null : kwnamesOf(kwTuple));
  } catch (e) {
    if (kwTuple !== null) Py_DECREF(kwTuple);
    releaseFromTop(lp, base, top);
    throw e;
  }
  releaseRange(lp, base, top);
  if (kwTuple !== null) Py_DECREF(kwTuple);
  return nf;
}

/**
 * CALL_KW of a Python function from a JIT function, the call's operands `lp[base..top)` and the
 * keyword names' tuple handed over: the frame bound with the keywords (bindFrameFromJit), then as
 * callFunctionFromJit.
 */
function callKwFunctionFromJit(lp: (PyObject | null)[], base: number, top: number, hasSelf: boolean, kwTuple: PyTuple): PyObject | null {
  const nf = bindFrameFromJit(lp[base] as PyFunction, lp, base, top, hasSelf ? base + 1 : base + 2, kwTuple);
  pushFrame(nf);
  return runPushedFromJit(nf);
}

/**
 * CALL of a class whose instances CALL_ALLOC_AND_ENTER_INIT makes (see enterInit) from a JIT
 * function, the operands `lp[base..top)` handed over: the instance, once its `__init__` returned
 * None; null when the `__init__` frame is left to the eval loop (see callFunctionFromJit).
 */
function callInitFromJit(lp: (PyObject | null)[], base: number, top: number): PyObject | null {
  let nf: PyFrame;
  try {
    nf = pushInitFromJit(lp, base, top);
  } catch (e) {
    // the instance could not be made (an abstract class): the call's operands still on the stack
    // go as the unwinder would release them, from the top (the JIT function's handler stores its
    // own stack variables back, which no longer hold them)
    releaseFromTop(lp, base, top);
    throw e;
  }
  const self = nf.initSelf!;
  const retval = runPushedFromJit(nf);
  if (retval === null) return null;
  nf.initSelf = null;
  tstate.depth--; // the init-check shim
  if (retval !== None) {
    Py_DECREF(self);
    initReturnedNotNone(retval);
  }
  return self;
}

/** callInitFromJit's `__init__` frame, pushed (the instance made), the call's operands handed over. */
function pushInitFromJit(lp: (PyObject | null)[], base: number, top: number): PyFrame {
  const type = lp[base] as PyType;
  const nargs = top - base - 2;
  const nf = initPlainFrameFor(type, nargs + 1);
  if (nf === null) return enterInit(type, lp, base, top, nargs)!;
  // enterInit in one piece, as callFunctionFromJit's common call: the arguments moved in after
  // the instance, the class's stack reference released, the frame pushed with the init-check
  // shim's level counted
  const flp = nf.localsplus;
  for (let i = 0; i < nargs; i++) {
    flp[i + 1] = lp[base + 2 + i]!;
    lp[base + 2 + i] = null;
  }
  lp[base] = null;
  pushInitPlainFrame(nf, type);
  return nf;
}

/**
 * Runs a pushed frame of a JIT function's call in its code's JIT function `jit` from the first
 * instruction (a RESUME there is nothing in a JIT function): its return value when it returns
 * from there (the frame cleared and popped, then recycled: exitFrame, popFrame and recycleFrame
 * in one piece), else null: the frame is left to the eval loop, pushed (see callFunctionFromJit).
 */
function runFrameInJit(f: PyFrame, jit: JitFunction): PyObject | null {
  tstate.jitDepth++;
  let r: number | PyObject;
  try {
    r = jit(f, 0);
  } catch (e) {
    tstate.jitDepth--;
    tstate.jitRaised = toPyException(e);
    return null;
  }
  tstate.jitDepth--;
  if (typeof r === "number") {
    f.ip = r;
    return null;
  }
  // RETURN_VALUE of the frame's own code (its stack left empty)
  const retval = r;
  const code = f.code;
  const flp = f.localsplus;
  let sp = f.sp;
  if (f.ob_refcnt !== 1) {
    // a frame object outlives the call (exitFrame takes ownership)
    exitFrame(f);
    popFrame(f);
    return retval;
  }
  // exitFrame's clearFrame inline, then popFrame and recycleFrame (calling exitFrame here
  // measured 130 more instructions per call): the stack's top, then the locals from the last
  // (CPython's order), then f_funcobj
  f.cleared = true;
  while (--sp >= 0) {
    const v = flp[sp];
    if (v !== null) {
      flp[sp] = null;
      if (v.ob_refcnt < IMMORTAL_REFCNT && --v.ob_refcnt === 0) v.ob_type.tp_dealloc(v);
    }
  }
  f.sp = code.nlocalsplus;
  const func = f.func!;
  if (func.ob_refcnt < IMMORTAL_REFCNT && --func.ob_refcnt === 0) func.ob_type.tp_dealloc(func);
  tstate.depth--;
  tstate.frame = f.previous;
  recycleFrame(f);
  return retval;
}

/**
 * Runs a frame a JIT function's CALL pushed in the frame's own JIT function: its return value
 * (the frame popped) when it returns from there; null when the frame is left to the eval loop.
 */
function runPushedFromJit(nf: PyFrame): PyObject | null {
  const code = nf.code;
  const jit = code.jit;
  if (jit === null || tstate.jitDepth >= MAX_JIT_DEPTH || code.flags & (CO_GENERATOR | CO_COROUTINE | CO_ASYNC_GENERATOR | CO_ITERABLE_COROUTINE)) return null;
  return runFrameInJit(nf, jit);
}

/**
 * LOAD_ATTR_PROPERTY from a JIT function: the property's getter (attrCache.ts propertyGetter: a
 * plain one-argument function) called with the owner, the stack's reference at `lp[at]` handed
 * over; as callFunctionFromJit, its result, or null when its frame is left to the eval loop.
 */
function callPropertyFromJit(fget: PyFunction, lp: (PyObject | null)[], at: number): PyObject | null {
  const nf = makeFrameStealingArgs(fget, lp, at, 1)!;
  pushFrame(nf);
  return runPushedFromJit(nf);
}

/** The two arguments of a binary dunder call (makeFrame copies them out at once). */
const dunderArgs: PyObject[] = [None, None];

/**
 * The JIT's out-of-line BINARY_OP (the operands' stack references handed over, as
 * binaryOpConsume): on two instances of one class whose operator is a plain Python function
 * (attrCache.ts binaryDunderFunction; the in-place form when the class has no in-place slot of
 * it) the function is called as the class's slot would call it — what binary_op1 comes to for
 * one type — without the slot's lookups: its frame runs in its JIT function, or, when it leaves
 * that, in an eval loop of its own (as a slot's call runs in a nested one). NotImplemented from
 * it is the operator's TypeError (one type: no reflected operand to try).
 */
function binaryOpFromJit(a: PyObject, b: PyObject, oparg: number): PyObject {
  const tp = a.ob_type;
  if (tp === b.ob_type && (tp.tp_flags & Py_TPFLAGS_HEAPTYPE) !== 0 && (oparg < NB_BINARY_COUNT || tp.nb_inplace[oparg - NB_BINARY_COUNT] === null)) {
    const func = binaryDunderFunction(tp, oparg < NB_BINARY_COUNT ? oparg : oparg - NB_BINARY_COUNT);
    if (func !== null) {
      let r: PyObject | null;
      let nf = plainFrameFor(func, 2);
      if (nf !== null) {
        // the frame takes new references to the operands (the stack's are released below)
        const flp = nf.localsplus;
        flp[0] = a;
        flp[1] = b;
        if (a.ob_refcnt < IMMORTAL_REFCNT) a.ob_refcnt++;
        if (b.ob_refcnt < IMMORTAL_REFCNT) b.ob_refcnt++;
        r = runPlainFrame(nf);
      } else {
        dunderArgs[0] = a;
        dunderArgs[1] = b;
        try {
          nf = makeFrame(func, dunderArgs, 0, 2, null);
        } finally {
          dunderArgs[0] = dunderArgs[1] = None;
        }
        pushFrame(nf);
        r = runPushedFromJit(nf);
      }
      if (r === null) {
        // left pushed (perhaps under frames it called, or with an exception raised in them): an
        // eval loop for the frames from the top down to the callee, which returns its result
        nf.isEntry = true;
        const raised = tstate.jitRaised;
        tstate.jitRaised = null;
        r = evalFrame(tstate.frame!, raised as PyBaseExceptionObject | null);
      }
      if (r === NotImplemented) binopTypeError(a, b, oparg);
      if (a.ob_refcnt < IMMORTAL_REFCNT && --a.ob_refcnt === 0) a.ob_type.tp_dealloc(a);
      if (b.ob_refcnt < IMMORTAL_REFCNT && --b.ob_refcnt === 0) b.ob_type.tp_dealloc(b);
      return r;
    }
  }
  return binaryOpConsume(a, b, oparg);
}

setJitRuntime({
  callFunctionFromJit, callInitFromJit, binaryOpFromJit, callKwFunctionFromJit, callPropertyFromJit, kwnamesOf,
  callPlain0, callPlain1, callPlain2, callPlain3, callPlain4, callPlain5,
  callInitPlain0, callInitPlain1, callInitPlain2, callInitPlain3, callInitPlain4, INIT_NOT_NONE, raiseInitNotNone,
  unboundLocal, derefError, loadGlobalFill, truthAndRelease, forIterNext, callNative, initFunctionOf,
  unpackAndRelease, storeSubscr, collectPending: () => rt.collectPending(), copyFreeVars, execColdOp,
});

/** FOR_ITER's next item (new reference) or null when exhausted; a StopIteration raised by `__next__` ends the loop. */
function forIterNext(it: PyObject): PyObject | null {
  try {
    return it.ob_type.tp_iternext!(it);
  } catch (e) {
    if (!(e instanceof PyBaseExceptionObject && e.ob_type.isSubtype(PyExc_StopIteration))) throw e;
    if (e.ob_refcnt < IMMORTAL_REFCNT && --e.ob_refcnt === 0) e.ob_type.tp_dealloc(e);
    return null;
  }
}

/** LOAD_GLOBAL's slow path: looks `name` up in globals then builtins and fills the cache (borrowed result). */
function loadGlobalFill(gc: GlobalCache, i: number, g: PyDict, bi: PyDict, name: PyStr): PyObject {
  if (g.ob_type !== PyDict_Type || bi.ob_type !== PyDict_Type) {
    // a dict subclass as globals or builtins: looked up as mappings every time, never cached;
    // the new reference is handed back as borrowed (the caller takes it before any code runs)
    gc.globals[i] = null;
    const v = loadGlobalIn(g, bi, name);
    if (v.ob_refcnt < IMMORTAL_REFCNT) v.ob_refcnt--;
    return v;
  }
  const gi = dictIndexStr(g, name);
  if (gi >= 0) {
    gc.globals[i] = g;
    gc.globalsVersion[i] = g.version;
    gc.builtins[i] = null;
    gc.index[i] = gi;
    return g.values[gi]!;
  }
  const bj = dictIndexStr(bi, name);
  if (bj < 0) nameError(name);
  gc.globals[i] = g;
  gc.globalsVersion[i] = g.version;
  gc.builtins[i] = bi;
  gc.builtinsVersion[i] = bi.version;
  gc.index[i] = bj;
  return bi.values[bj]!;
}

function truthAndRelease(v: PyObject): boolean {
  try {
    return PyObject_IsTrue(v);
  } finally {
    if (v.ob_refcnt < IMMORTAL_REFCNT && --v.ob_refcnt === 0) v.ob_type.tp_dealloc(v);
  }
}

export function derefError(code: PyCode, i: number): never {
  const name = code.localsplusnames[i]!.value;
  if (code.localspluskinds[i]! & CO_FAST_FREE) {
    throw newException(PyExc_NameError, `cannot access free variable '${name}' where it is not associated with a value in enclosing scope`);
  }
  throw newException(PyExc_UnboundLocalError, `cannot access local variable '${name}' where it is not associated with a value`);
}



/**
 * The handler index in the exception table covering `lasti`, or -1: get_exception_handler's scan,
 * which stops at the first entry starting past `lasti` (the table is sorted by start).
 */
function findHandler(code: PyCode, lasti: number): number {
  const s = code.exStart, e = code.exEnd;
  for (let i = 0; i < s.length; i++) {
    if (s[i]! > lasti) return -1;
    if (lasti < e[i]!) return i;
  }
  return -1;
}

/** UNPACK_SEQUENCE (after < 0) / UNPACK_EX: items as new references, in order. */
export function unpackSequence(seq: PyObject, before: number, after: number): PyObject[] {
  let items: PyObject[];
  // exact ones only: a subclass is iterated (its __iter__ may be its own), as CPython's
  if (seq.ob_type === PyTuple_Type || seq.ob_type === PyList_Type) {
    const src = (seq as PyTuple).items;
    if (after < 0 && src.length !== before) {
      if (src.length < before) throw newException(PyExc_ValueError, `not enough values to unpack (expected ${before}, got ${src.length})`);
      throw newException(PyExc_ValueError, `too many values to unpack (expected ${before}, got ${src.length})`);
    }
    items = src.slice();
    for (const x of items) { if (x.ob_refcnt < IMMORTAL_REFCNT) x.ob_refcnt++; }
  } else {
    if (seq.ob_type.tp_iter === null && seq.ob_type.mp_subscript === null) typeError(`cannot unpack non-iterable ${typeName(seq)} object`);
    const it = PyObject_GetIter(seq);
    items = [];
    try {
      for (;;) {
        if (after < 0 && items.length === before) {
          const extra = PyIter_Next(it);
          if (extra !== null) {
            if (extra.ob_refcnt < IMMORTAL_REFCNT && --extra.ob_refcnt === 0) extra.ob_type.tp_dealloc(extra);
            for (const x of items) { if (x.ob_refcnt < IMMORTAL_REFCNT && --x.ob_refcnt === 0) x.ob_type.tp_dealloc(x); }
            // _PyEval_UnpackIterableStackRef (3.14): an exact dict's size is told too
            if (seq.ob_type === PyDict_Type) throw newException(PyExc_ValueError, `too many values to unpack (expected ${before}, got ${(seq as PyDict).used})`);
            throw newException(PyExc_ValueError, `too many values to unpack (expected ${before})`);
          }
          break;
        }
        const x = PyIter_Next(it);
        if (x === null) break;
        items.push(x);
      }
    } finally {
      if (it.ob_refcnt < IMMORTAL_REFCNT && --it.ob_refcnt === 0) it.ob_type.tp_dealloc(it);
    }
    if (after < 0 && items.length < before) {
      for (const x of items) { if (x.ob_refcnt < IMMORTAL_REFCNT && --x.ob_refcnt === 0) x.ob_type.tp_dealloc(x); }
      throw newException(PyExc_ValueError, `not enough values to unpack (expected ${before}, got ${items.length})`);
    }
  }
  if (after < 0) return items;
  if (items.length < before + after) {
    for (const x of items) { if (x.ob_refcnt < IMMORTAL_REFCNT && --x.ob_refcnt === 0) x.ob_type.tp_dealloc(x); }
    throw newException(PyExc_ValueError, `not enough values to unpack (expected at least ${before + after}, got ${items.length})`);
  }
  const mid = newList(items.slice(before, items.length - after));
  return [...items.slice(0, before), mid, ...items.slice(items.length - after)];
}




export { PyType_Type, Ellipsis, NotImplemented, PyExc_TypeError, PyExc_BaseException, PyExc_AttributeError, PyExc_GeneratorExit, dictGetItem, isStr, PyObject_GetOptionalAttr, attachAttrErrorInfo, CO_ITERABLE_COROUTINE };
