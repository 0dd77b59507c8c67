/**
 * `sys.monitoring` (PEP 669; Python/instrumentation.c's Python API): the six tool ids, the event
 * bits of 3.14, `use_tool_id`/`clear_tool_id`/`free_tool_id`/`get_tool`, `register_callback`,
 * `get_events`/`set_events`, `get_local_events`/`set_local_events`, `restart_events`, `_all_events`,
 * `DISABLE` and `MISSING`, with CPython's argument checks and messages.
 *
 * Partial: the registrations are kept as CPython keeps them, but pyts does not instrument
 * bytecode yet, so no event is delivered to a callback. Modules that only read the constants at
 * import (bdb, hence pdb and doctest) work; a tool relying on the callbacks (coverage's
 * sys.monitoring core, pdb's 'monitoring' backend) sees no events. `sys.settrace` is pyts's tracing.
 */
import { PyObject, Py_INCREF, Py_DECREF, PyBaseObject_Type } from "../objects/object.js";
import { None } from "../objects/none.js";
import { internStr, newStr, isStr } from "../objects/str.js";
import { newInt } from "../objects/int.js";
import { dictSetItem, newDict } from "../objects/dict.js";
import { PyModule, newModule } from "../objects/module.js";
import { PyCode_Type } from "../objects/code.js";
import { newCFunction } from "../objects/descr.js";
import { PyExc_OverflowError, PyExc_TypeError, PyExc_ValueError, newException } from "../objects/exceptions.js";
import { newNamespace } from "../types/namespace.js";
import { asIndex } from "../abstract.js";
import { checkArgCount } from "../args.js";

/** The events in their numbering (Include/cpython/monitoring.h of 3.14): the bit is 1 << index. */
const EVENTS = [
  "PY_START", "PY_RESUME", "PY_RETURN", "PY_YIELD", "CALL", "LINE", "INSTRUCTION", "JUMP", "BRANCH_LEFT", "BRANCH_RIGHT",
  "STOP_ITERATION", "RAISE", "EXCEPTION_HANDLED", "PY_UNWIND", "PY_THROW", "RERAISE", "C_RETURN", "C_RAISE", "BRANCH",
] as const;
const bit = (name: (typeof EVENTS)[number]): number => 1 << EVENTS.indexOf(name);
/** Events a code object can have locally: the instrumented ones (below STOP_ITERATION's successor) and BRANCH. */
const LOCAL_EVENTS = EVENTS.indexOf("RAISE");
const C_RETURN_EVENTS = bit("C_RETURN") | bit("C_RAISE");
const C_CALL_EVENTS = C_RETURN_EVENTS | bit("CALL");
const MAX_TOOL = 5;

interface ToolState {
  name: PyObject | null;
  events: number;
  /** Per code object. */
  local: WeakMap<PyObject, number>;
  callbacks: Map<number, PyObject>;
}

/** An int argument that fits a C int (PyLong_AsInt: TypeError for a non-integer, OverflowError past 32 bits). */
function cInt(o: PyObject): number {
  const n = asIndex(o);
  if (n > 2147483647 || n < -2147483648) throw newException(PyExc_OverflowError, "Python int too large to convert to C int");
  return n;
}

/** CPython's event-set checks; BRANCH stands for BRANCH_LEFT|BRANCH_RIGHT and C_RETURN/C_RAISE go with CALL. */
function normaliseEvents(set: number, local: boolean): number {
  let events = set;
  const limit = local ? ((1 << LOCAL_EVENTS) - 1) | bit("BRANCH") : (1 << EVENTS.length) - 1;
  if (events < 0 || (events & ~limit) !== 0) {
    throw newException(PyExc_ValueError, `invalid ${local ? "local " : ""}event set 0x${(events >>> 0).toString(16)}`);
  }
  if ((events & C_RETURN_EVENTS) !== 0 && (events & C_CALL_EVENTS) !== C_CALL_EVENTS) {
    throw newException(PyExc_ValueError, "cannot set C_RETURN or C_RAISE events independently");
  }
  events &= ~C_RETURN_EVENTS;
  if (events & bit("BRANCH")) events = (events & ~bit("BRANCH")) | bit("BRANCH_LEFT") | bit("BRANCH_RIGHT");
  return events;
}

export function makeMonitoring(): PyModule {
  const mod = newModule("sys.monitoring");
  const d = mod.dict!;
  const tools: ToolState[] = Array.from({ length: MAX_TOOL + 1 }, () => ({ name: null, events: 0, local: new WeakMap(), callbacks: new Map() }));
  const set = (name: string, v: PyObject): void => {
    dictSetItem(d, internStr(name), v);
    Py_DECREF(v);
  };
  const def = (name: string, nargs: number, impl: (args: PyObject[]) => PyObject): void => {
    set(name, newCFunction(name, (_s, args) => {
      checkArgCount(name, args, nargs, nargs);
      return impl(args);
    }, mod));
  };
  const tool = (o: PyObject): ToolState => {
    const id = cInt(o);
    if (id < 0 || id > MAX_TOOL) throw newException(PyExc_ValueError, `invalid tool ${id} (must be between 0 and ${MAX_TOOL})`);
    return tools[id]!;
  };
  const inUse = (o: PyObject): ToolState => {
    const t = tool(o);
    if (t.name === null) throw newException(PyExc_ValueError, `tool ${cInt(o)} is not in use`);
    return t;
  };
  const clear = (t: ToolState): void => {
    t.events = 0;
    t.local = new WeakMap();
    for (const cb of t.callbacks.values()) Py_DECREF(cb);
    t.callbacks.clear();
  };

  for (const [name, id] of [["DEBUGGER_ID", 0], ["COVERAGE_ID", 1], ["PROFILER_ID", 2], ["OPTIMIZER_ID", 5]] as const) set(name, newInt(id));
  for (const name of ["DISABLE", "MISSING"]) set(name, new PyObject(PyBaseObject_Type));
  const values = EVENTS.map((e, i): [string, PyObject] => [e, newInt(1 << i)]);
  const ordered: [string, PyObject][] = [...values.filter(([e]) => e !== "BRANCH"), ["BRANCH", values[EVENTS.indexOf("BRANCH")]![1]], ["NO_EVENTS", newInt(0)]];
  set("events", newNamespace(ordered));
  for (const [, v] of ordered) Py_DECREF(v);

  def("use_tool_id", 2, ([id, name]) => {
    const t = tool(id!);
    if (!isStr(name!)) throw newException(PyExc_ValueError, "tool name must be a str");
    if (t.name !== null) throw newException(PyExc_ValueError, `tool ${cInt(id!)} is already in use`);
    Py_INCREF(name!);
    t.name = name!;
    return None;
  });
  def("clear_tool_id", 1, ([id]) => {
    const t = tool(id!);
    if (t.name !== null) clear(t);
    return None;
  });
  def("free_tool_id", 1, ([id]) => {
    const t = tool(id!);
    if (t.name !== null) {
      clear(t);
      Py_DECREF(t.name);
      t.name = null;
    }
    return None;
  });
  def("get_tool", 1, ([id]) => {
    const n = tool(id!).name ?? None;
    Py_INCREF(n);
    return n;
  });
  def("register_callback", 3, ([id, event, func]) => {
    const t = tool(id!);
    const e = cInt(event!);
    if (e <= 0 || (e & (e - 1)) !== 0) throw newException(PyExc_ValueError, "The callback can only be set for one event at a time");
    const index = 31 - Math.clz32(e);
    if (index >= EVENTS.length) throw newException(PyExc_ValueError, "invalid event");
    // BRANCH registers the callback for both branch directions
    const slots = EVENTS[index] === "BRANCH" ? [EVENTS.indexOf("BRANCH_LEFT"), EVENTS.indexOf("BRANCH_RIGHT")] : [index];
    const old = t.callbacks.get(slots[0]!) ?? None;
    Py_INCREF(old);
    for (const s of slots) {
      const prev = t.callbacks.get(s);
      if (func === None) t.callbacks.delete(s);
      else {
        Py_INCREF(func!);
        t.callbacks.set(s, func!);
      }
      if (prev !== undefined) Py_DECREF(prev);
    }
    return old;
  });
  def("get_events", 1, ([id]) => newInt(tool(id!).events));
  def("set_events", 2, ([id, events]) => {
    const t = inUse(id!);
    t.events = normaliseEvents(cInt(events!), false);
    return None;
  });
  def("get_local_events", 2, ([id, code]) => {
    const t = tool(id!);
    if (code!.ob_type !== PyCode_Type) throw newException(PyExc_TypeError, "code must be a code object");
    return newInt(t.local.get(code!) ?? 0);
  });
  def("set_local_events", 3, ([id, code, events]) => {
    if (code!.ob_type !== PyCode_Type) throw newException(PyExc_TypeError, "code must be a code object");
    const t = inUse(id!);
    t.local.set(code!, normaliseEvents(cInt(events!), true));
    return None;
  });
  def("restart_events", 0, () => None);
  def("_all_events", 0, () => {
    const all = newDict();
    EVENTS.forEach((e, i) => {
      let mask = 0;
      tools.forEach((t, id) => {
        if (t.events & (1 << i)) mask |= 1 << id;
      });
      if (mask !== 0) {
        const v = newInt(mask);
        dictSetItem(all, newStr(e), v);
        Py_DECREF(v);
      }
    });
    return all;
  });
  return mod;
}
