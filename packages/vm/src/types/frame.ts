/**
 * Python-visible attributes of frames and tracebacks (Objects/frameobject.c, Python/traceback.c):
 * f_code, f_globals, f_builtins, f_back, f_lineno, f_lasti, f_trace, f_locals, clear(); tb_frame,
 * tb_next, tb_lineno, tb_lasti. An optimized (function) frame's f_locals is a FrameLocalsProxy
 * (PEP 667): reads see the current fast locals and cells, writes go through to them, and other
 * keys live in the frame's extra-locals dict.
 */
import { CO_FAST_CELL, CO_FAST_FREE, CO_FAST_HIDDEN } from "@pyts/compiler";
import { PyObject, Py_INCREF, Py_DECREF, Py_XDECREF } from "../objects/object.js";
import { None } from "../objects/none.js";
import { newInt, isInt } from "../objects/int.js";
import { newStr, isStr, type PyStr } from "../objects/str.js";
import { newList } from "../objects/list.js";
import { newTuple } from "../objects/tuple.js";
import { newDict, dictGetItem, dictSetItem, dictPop, dictItems, type PyDict } from "../objects/dict.js";
import { PyCell_Type, type PyCell } from "../objects/function.js";
import { PyFrame, PyFrame_Type, PyFrameLocalsProxy, PyFrameLocalsProxy_Type, clearFrameLocals, frameExtraLocals as extraLocals } from "../objects/frame.js";
import { PyTraceBack_Type, PyTraceback } from "../objects/traceback.js";
import { codeAddr2Line } from "../objects/code.js";
import { defGetSet, defMethod } from "../objects/descr.js";
import { addSlotWrappers, addressOf } from "../objects/typeobject.js";
import { newException, newExceptionArgs, typeError, PyExc_ValueError, PyExc_KeyError, PyExc_RuntimeError } from "../objects/exceptions.js";
import { PyObject_GetIter, PyObject_Repr, PyObject_RichCompare, asCInt, typeName } from "../abstract.js";
import { parseArgs } from "../args.js";
import { tstate } from "../eval/threadState.js";

export { PyFrameLocalsProxy_Type };

function ref(o: PyObject | null): PyObject {
  const v = o ?? None;
  Py_INCREF(v);
  return v;
}

/** framelocalsproxy_getval: the value of fast local `i` (a cell's contents), or null when unbound. */
function fastValue(f: PyFrame, i: number): PyObject | null {
  if (f.cleared || i >= f.sp) return null;
  const v = f.localsplus[i] ?? null;
  if (v === null) return null;
  if (f.code.localspluskinds[i]! & (CO_FAST_CELL | CO_FAST_FREE) && v.ob_type === PyCell_Type) return (v as PyCell).ref;
  return v;
}

/** The index of the variable named `key`, or -1 (framelocalsproxy_getkeyidx). */
function keyIndex(f: PyFrame, key: PyObject): number {
  if (!isStr(key)) return -1;
  const names = f.code.localsplusnames;
  const kinds = f.code.localspluskinds;
  for (let i = 0; i < names.length; i++) {
    if (names[i]!.value !== (key as PyStr).value) continue;
    if (kinds[i]! & CO_FAST_HIDDEN && fastValue(f, i) === null) continue;
    return i;
  }
  return -1;
}

/** The proxy's (key, value) pairs: bound variables in co_localsplusnames order, then extra locals. */
function proxyItems(f: PyFrame): [PyObject, PyObject][] {
  const out: [PyObject, PyObject][] = [];
  const names = f.code.localsplusnames;
  for (let i = 0; i < names.length; i++) {
    const v = fastValue(f, i);
    if (v !== null) out.push([names[i]!, v]);
  }
  const extra = extraLocals.get(f);
  if (extra !== undefined) out.push(...dictItems(extra));
  return out;
}

/** A new dict with the proxy's items (repr, copy, comparisons). */
function proxyDict(f: PyFrame): PyDict {
  const d = newDict();
  for (const [k, v] of proxyItems(f)) dictSetItem(d, k, v);
  return d;
}

function keyError(key: PyObject): never {
  Py_INCREF(key);
  throw newExceptionArgs(PyExc_KeyError, [key]);
}

function proxyGet(f: PyFrame, key: PyObject): PyObject | null {
  const i = keyIndex(f, key);
  if (i >= 0) return fastValue(f, i);
  const extra = extraLocals.get(f);
  return extra === undefined ? null : dictGetItem(extra, key);
}

function initProxy(): void {
  const P = PyFrameLocalsProxy_Type;
  // framelocalsproxy_new: FrameLocalsProxy(frame)
  P.tp_new = (_t, args, kwnames) => {
    if (kwnames !== null && kwnames.length > 0) typeError("FrameLocalsProxy takes no keyword arguments");
    if (args.length !== 1) typeError(`FrameLocalsProxy expected 1 argument, got ${args.length}`);
    const f = args[0]!;
    if (f.ob_type !== PyFrame_Type) typeError(`expect frame, not ${typeName(f)}`);
    return new PyFrameLocalsProxy(f as PyFrame);
  };
  const frameOf = (o: PyObject): PyFrame => (o as PyFrameLocalsProxy).frame;
  P.tp_dealloc = (o) => Py_DECREF(frameOf(o));
  P.mp_subscript = (o, k) => {
    const v = proxyGet(frameOf(o), k);
    if (v === null) throw newExceptionArgs(PyExc_KeyError, [newStr(`local variable '${PyObject_Repr(k).value}' is not defined`)]);
    Py_INCREF(v);
    return v;
  };
  P.mp_ass_subscript = (o, k, v) => {
    const f = frameOf(o);
    const i = keyIndex(f, k);
    if (v === null) {
      if (i >= 0) throw newException(PyExc_ValueError, "cannot remove local variables from FrameLocalsProxy");
      const extra = extraLocals.get(f);
      const old = extra === undefined ? null : dictPop(extra, k);
      if (old === null) keyError(k);
      Py_DECREF(old);
      return;
    }
    if (i >= 0) {
      Py_INCREF(v);
      const cur = f.localsplus[i] ?? null;
      if (cur !== null && f.code.localspluskinds[i]! & (CO_FAST_CELL | CO_FAST_FREE) && cur.ob_type === PyCell_Type) {
        const cell = cur as PyCell;
        const old = cell.ref;
        cell.ref = v;
        Py_XDECREF(old);
      } else {
        f.localsplus[i] = v;
        Py_XDECREF(cur);
      }
      return;
    }
    let extra = extraLocals.get(f);
    if (extra === undefined) extraLocals.set(f, (extra = newDict()));
    dictSetItem(extra, k, v);
  };
  P.sq_contains = (o, k) => proxyGet(frameOf(o), k) !== null;
  P.sq_length = (o) => proxyItems(frameOf(o)).length;
  P.tp_iter = (o) => {
    const keys = newList(proxyItems(frameOf(o)).map(([k]) => ref(k)));
    const it = PyObject_GetIter(keys);
    Py_DECREF(keys);
    return it;
  };
  P.tp_hash = () => typeError("unhashable type: 'FrameLocalsProxy'");
  const viaDict = (o: PyObject, use: (d: PyDict) => PyObject): PyObject => {
    const d = proxyDict(frameOf(o));
    try {
      return use(d);
    } finally {
      Py_DECREF(d);
    }
  };
  P.tp_repr = (o) => viaDict(o, (d) => PyObject_Repr(d));
  P.tp_richcompare = (a, b, op) => viaDict(a, (d) => PyObject_RichCompare(d, b.ob_type === P ? proxyDict(frameOf(b)) : (Py_INCREF(b), b), op));
  defMethod(P, "keys", (self) => newList(proxyItems(frameOf(self)).map(([k]) => ref(k))));
  defMethod(P, "values", (self) => newList(proxyItems(frameOf(self)).map(([, v]) => ref(v))));
  defMethod(P, "items", (self) => newList(proxyItems(frameOf(self)).map(([k, v]) => newTuple([ref(k), ref(v)]))));
  defMethod(P, "copy", (self) => proxyDict(frameOf(self)));
  defMethod(P, "get", (self, args) => {
    if (args.length < 1 || args.length > 2) typeError(`get expected at least 1 argument, got ${args.length}`);
    return ref(proxyGet(frameOf(self), args[0]!) ?? args[1] ?? None);
  });
  defMethod(P, "setdefault", (self, args) => {
    if (args.length < 1 || args.length > 2) typeError(`setdefault expected at least 1 argument, got ${args.length}`);
    const v = proxyGet(frameOf(self), args[0]!);
    if (v !== null) return ref(v);
    const dflt = args[1] ?? None;
    P.mp_ass_subscript!(self, args[0]!, dflt);
    return ref(dflt);
  });
  defMethod(P, "pop", (self, args) => {
    if (args.length < 1 || args.length > 2) typeError(`pop expected at least 1 argument, got ${args.length}`);
    const f = frameOf(self), k = args[0]!;
    if (keyIndex(f, k) >= 0) throw newException(PyExc_ValueError, "cannot remove local variables from FrameLocalsProxy");
    const extra = extraLocals.get(f);
    const v = extra === undefined ? null : dictPop(extra, k);
    if (v !== null) return v;
    if (args.length > 1) return ref(args[1]!);
    keyError(k);
  });
  addSlotWrappers(P);
}

/** Is `f` on the running thread's stack? */
function isExecuting(f: PyFrame): boolean {
  for (let g = tstate.frame; g !== null; g = g.previous) if (g === f) return true;
  return false;
}

/**
 * f_back: the caller while the frame runs (None for a suspended generator's frame), the frame
 * object's own counted reference once it outlived its execution (take_ownership).
 */
function frameBack(f: PyFrame): PyObject {
  if (f.owned) return ref(f.back);
  if (f.gen !== null && !isExecuting(f)) return ref(null); // suspended
  return ref(f.previous);
}

/** PyFrame_GetLineNumber: the line of the instruction being (or last) executed. */
function frameLine(f: PyFrame): number {
  if (f.lasti < 0) return f.code.firstlineno;
  return codeAddr2Line(f.code, f.lasti);
}

function lineObject(line: number): PyObject {
  return line < 0 ? ref(None) : newInt(line);
}

export function initFrameTypes(): void {
  const F = PyFrame_Type;
  F.tp_repr = (o) => {
    const f = o as PyFrame;
    return newStr(`<frame at ${addressOf(o)}, file '${f.code.filename.value}', line ${frameLine(f)}, code ${f.code.name.value}>`);
  };
  defGetSet(F, "f_code", (o) => ref((o as PyFrame).code));
  defGetSet(F, "f_globals", (o) => ref((o as PyFrame).globals));
  defGetSet(F, "f_builtins", (o) => ref((o as PyFrame).builtins));
  defGetSet(F, "f_back", (o) => frameBack(o as PyFrame));
  defGetSet(F, "f_lasti", (o) => newInt(Math.max((o as PyFrame).lasti, 0) * 2));
  defGetSet(F, "f_generator", (o) => ref((o as PyFrame).owned ? null : (o as PyFrame).gen));
  defGetSet(F, "f_lineno", (o) => lineObject(frameLine(o as PyFrame)), (_o, v) => {
    // frame_setlineno without a trace function
    if (v === null || !isInt(v)) throw newException(PyExc_ValueError, "lineno must be an integer");
    throw newException(PyExc_ValueError, "f_lineno can only be set by a trace function");
  });
  const traces = new WeakMap<PyFrame, PyObject>();
  defGetSet(F, "f_trace", (o) => ref(traces.get(o as PyFrame) ?? null), (o, v) => {
    const old = traces.get(o as PyFrame) ?? null;
    if (v === null || v === None) traces.delete(o as PyFrame);
    else traces.set(o as PyFrame, (Py_INCREF(v), v));
    Py_XDECREF(old);
  });
  defGetSet(F, "f_locals", (o) => {
    const f = o as PyFrame;
    if (f.locals !== null) return ref(f.locals);
    return new PyFrameLocalsProxy(f);
  });
  defMethod(F, "clear", (self) => {
    const f = self as PyFrame;
    if (isExecuting(f)) throw newException(PyExc_RuntimeError, "cannot clear an executing frame");
    if (f.gen !== null && !f.owned) throw newException(PyExc_RuntimeError, "cannot clear a suspended frame");
    clearFrameLocals(f);
    const extra = extraLocals.get(f);
    if (extra !== undefined) {
      extraLocals.delete(f);
      Py_DECREF(extra);
    }
    return ref(None);
  });
  addSlotWrappers(F);

  const T = PyTraceBack_Type;
  defGetSet(T, "tb_frame", (o) => ref((o as PyTraceback).tb_frame));
  defGetSet(T, "tb_lasti", (o) => newInt(Math.max((o as PyTraceback).tb_lasti, 0) * 2));
  defGetSet(T, "tb_lineno", (o) => {
    const tb = o as PyTraceback;
    if (tb.tb_lineno !== -1) return newInt(tb.tb_lineno);
    return lineObject(tb.tb_frame === null ? -1 : codeAddr2Line(tb.tb_frame.code, tb.tb_lasti));
  });
  // traceback(tb_next, tb_frame, tb_lasti, tb_lineno) — tb_new: an entry made by Python code (its
  // tb_lasti kept in code units, as the runtime's; tb_lineno -1 computes it from there)
  T.tp_new = (_t, args, kwnames) => {
    const [next, frame, lasti, lineno] = parseArgs("traceback", args, kwnames, ["tb_next", "tb_frame", "tb_lasti", "tb_lineno"], 4) as PyObject[];
    if (frame!.ob_type !== PyFrame_Type) typeError(`traceback() argument 'tb_frame' must be frame, not ${typeName(frame!)}`);
    const lastiV = asCInt(lasti!), linenoV = asCInt(lineno!);
    if (next !== None && next!.ob_type !== T) typeError(`expected traceback object or None, got '${typeName(next!)}'`);
    if (next !== None) Py_INCREF(next!);
    const tb = new PyTraceback(next === None ? null : next!, frame as PyFrame, lastiV >> 1);
    tb.tb_lineno = linenoV;
    return tb;
  };
  defGetSet(T, "tb_next", (o) => ref((o as PyTraceback).tb_next), (o, v) => {
    // tb_next_set: a traceback or None, and no loop
    const tb = o as PyTraceback;
    if (v === null) typeError("can't delete tb_next attribute");
    if (v !== None && v.ob_type !== T) typeError(`expected traceback object, got '${v.ob_type.tp_name}'`);
    for (let c = v === None ? null : (v as PyTraceback); c !== null; c = c.tb_next) {
      if (c === tb) throw newException(PyExc_ValueError, "traceback loop detected");
    }
    const old = tb.tb_next;
    tb.tb_next = v === None ? null : (Py_INCREF(v), v as PyTraceback);
    Py_XDECREF(old);
  });
  addSlotWrappers(T);
  initProxy();
}
