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
  /** Entries are added innermost-last as the exception unwinds; `tb_next` points inward. */
  constructor(prev: PyObject | null, frame: PyFrame, lasti: number) {
    super(PyTraceBack_Type);
    // CPython's PyTraceBack_Here prepends: the new entry (outer frame) points to the previous one (inner)
    this.tb_next = prev as PyTraceback | null;
    this.tb_frame = frame;
    this.tb_lasti = lasti;
    Py_INCREF(frame);
    gcTrack(this);
  }
}

PyTraceBack_Type.tp_dealloc = (o) => {
  const tb = o as PyTraceback;
  Py_XDECREF(tb.tb_next);
  tb.tb_next = null;
  const f = tb.tb_frame;
  tb.tb_frame = null;
  Py_XDECREF(f);
};

keepConstructFast(PyTraceback);
