/** traceback objects (Python/traceback.c): one entry per frame an exception passed through. */
import { PyObject, newStaticType, Py_INCREF, Py_XDECREF, keepConstructFast } from "./object.js";
import type { PyFrame } from "./frame.js";
import { gcTrack } from "./gcstate.js";

export const PyTraceBack_Type = newStaticType("traceback", undefined, 0);

export class PyTraceback extends PyObject {
  declare tb_next: PyTraceback | null;
  /** Null only once the cycle collector cleared the entry (tp_clear). */
  declare tb_frame: PyFrame | null;
  declare tb_lasti: number;
  /** The line a `traceback(...)` call gave; -1: computed from tb_lasti (as CPython's lazy tb_lineno). */
  declare tb_lineno: number;
  /** Entries are added innermost-last as the exception unwinds; `tb_next` points inward. */
  constructor(prev: PyObject | null, frame: PyFrame, lasti: number) {
    super(PyTraceBack_Type);
    // CPython's PyTraceBack_Here prepends: the new entry (outer frame) points to the previous one (inner)
    this.tb_next = prev as PyTraceback | null;
    this.tb_frame = frame;
    this.tb_lasti = lasti;
    this.tb_lineno = -1;
    Py_INCREF(frame);
    gcTrack(this);
  }
}

/**
 * tb_dealloc: tb_next, then tb_frame — run as a loop over the entries that die with this one
 * (CPython's trashcan keeps its C stack from overflowing on a deep traceback; pyts's JS stack
 * needs the same), in the order the recursive form releases them: the first surviving entry,
 * then the frames from the innermost dying entry outwards.
 */
PyTraceBack_Type.tp_dealloc = (o) => {
  const dying: PyTraceback[] = [o as PyTraceback];
  let next = (o as PyTraceback).tb_next;
  (o as PyTraceback).tb_next = null;
  while (next !== null && next.ob_refcnt === 1) {
    next.ob_refcnt = 0;
    dying.push(next);
    const n = next.tb_next;
    next.tb_next = null;
    next = n;
  }
  Py_XDECREF(next);
  for (let i = dying.length - 1; i >= 0; i--) {
    const tb = dying[i]!;
    const f = tb.tb_frame;
    tb.tb_frame = null;
    Py_XDECREF(f);
  }
};

keepConstructFast(PyTraceback);
