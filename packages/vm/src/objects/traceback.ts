/** traceback objects (Python/traceback.c): one entry per frame an exception passed through. */
import { PyObject, newStaticType, Py_INCREF, Py_DECREF, Py_XDECREF, keepConstructFast } from "./object.js";
import type { PyFrame } from "./frame.js";

export const PyTraceBack_Type = newStaticType("traceback", undefined, 0);

export class PyTraceback extends PyObject {
  declare tb_next: PyTraceback | null;
  declare tb_frame: PyFrame;
  declare tb_lasti: number;
  /** Entries are added innermost-last as the exception unwinds; `tb_next` points inward. */
  constructor(prev: PyObject | null, frame: PyFrame, lasti: number) {
    super(PyTraceBack_Type);
    // CPython's PyTraceBack_Here prepends: the new entry (outer frame) points to the previous one (inner)
    this.tb_next = prev as PyTraceback | null;
    this.tb_frame = frame;
    this.tb_lasti = lasti;
    Py_INCREF(frame);
  }
}

PyTraceBack_Type.tp_dealloc = (o) => {
  const tb = o as PyTraceback;
  Py_XDECREF(tb.tb_next);
  tb.tb_next = null;
  Py_DECREF(tb.tb_frame);
};

keepConstructFast(PyTraceback);
