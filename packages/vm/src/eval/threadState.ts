/** The running thread's state (PyThreadState): current frame, handled exception, recursion depth. */
import type { PyObject } from "../objects/object.js";
import type { PyFrame } from "../objects/frame.js";

export interface ThreadState {
  frame: PyFrame | null;
  /** The exception being handled (sys.exception()), or null. */
  handledExc: PyObject | null;
  /** Python frames on the stack (for RecursionError). */
  depth: number;
  recursionLimit: number;
  /** JS-level nesting of eval loops (native → Python calls). */
  cDepth: number;
}

export const tstate: ThreadState = { frame: null, handledExc: null, depth: 0, recursionLimit: 1000, cDepth: 0 };
