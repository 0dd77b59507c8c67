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
  /**
   * The handled exceptions of the frames below running generators (CPython's exc_info stack:
   * a generator's own state is pushed on its caller's), innermost last.
   */
  outerExc: (PyObject | null)[];
  /** JIT functions running inside others' direct calls (jit/: bounded, so JS recursion is). */
  jitDepth: number;
  /**
   * An exception a JIT function's direct call raised in the callee frame, left (with the frame,
   * pushed) to the eval loop to unwind from there.
   */
  jitRaised: PyObject | null;
}

/** Py_DEFAULT_RECURSION_LIMIT: sys.getrecursionlimit() of a new interpreter. */
export const Py_DEFAULT_RECURSION_LIMIT = 1000;

export const tstate: ThreadState = { frame: null, handledExc: null, depth: 0, recursionLimit: Py_DEFAULT_RECURSION_LIMIT, cDepth: 0, outerExc: [], jitDepth: 0, jitRaised: null };

/** _PyErr_GetTopmostException: the innermost exception being handled, looking through generators' callers. */
export function topmostException(): PyObject | null {
  if (tstate.handledExc !== null) return tstate.handledExc;
  for (let i = tstate.outerExc.length - 1; i >= 0; i--) {
    const e = tstate.outerExc[i]!;
    if (e !== null) return e;
  }
  return null;
}
