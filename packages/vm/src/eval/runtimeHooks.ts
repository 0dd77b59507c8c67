/**
 * Services the eval loop needs from modules that are loaded after it (builtins, generators,
 * sets, import): wired once by `init.ts`, so the loop has no load-order cycles.
 */
import type { PyObject, PyType } from "../objects/object.js";
import type { PyFrame } from "../objects/frame.js";
import type { PyDict } from "../objects/dict.js";
import type { PyStr } from "../objects/str.js";
import type { PyTuple } from "../objects/tuple.js";
import type { ThreadState } from "./threadState.js";

export interface RuntimeHooks {
  str__name__: PyStr;
  str__build_class__: PyStr;
  str__annotations__: PyStr;
  specialNames: PyStr[];
  format(v: PyObject, spec: PyObject | null): PyObject;
  ascii(v: PyObject): PyObject;
  builtinAll(): PyObject;
  builtinAny(): PyObject;
  makeGenerator(f: PyFrame, ts: ThreadState): PyObject;
  genYielded(f: PyFrame, oparg: number): void;
  genFinished(f: PyFrame): void;
  isGenerator(o: PyObject): boolean;
  /** FOR_ITER_GEN/SEND_GEN: the generator's frame, pushed to run inline, or null (objects/generator.ts genEnterInline). */
  genEnterInline(o: PyObject, v: PyObject, coroutineToo: boolean): PyFrame | null;
  /** The generator and coroutine types (FOR_ITER's and SEND's cheap checks before genEnterInline). */
  genType: PyType;
  coroType: PyType;
  genLeaveInline(f: PyFrame): void;
  send(recv: PyObject, v: PyObject): [PyObject, boolean];
  stopIterationValue(e: PyObject): PyObject;
  superAttr(gsuper: PyObject, cls: PyObject, self: PyObject, name: PyStr, method: boolean, twoArg: boolean): [PyObject, boolean];
  newSet(items: PyObject[]): PyObject;
  setAdd(set: PyObject, v: PyObject): void;
  setUpdate(set: PyObject, iterable: PyObject): void;
  newSlice(a: PyObject, b: PyObject, c: PyObject): PyObject;
  dictUpdate(d: PyDict, other: PyObject, merge: boolean, callable: PyObject | null): void;
  importName(f: PyFrame, name: PyStr, fromlist: PyObject, level: PyObject): PyObject;
  importFrom(module: PyObject, name: PyStr): PyObject;
  importStar(f: PyFrame, module: PyObject): void;
  intrinsicPrint(v: PyObject): PyObject;
  intrinsic1(i: number, v: PyObject): PyObject;
  intrinsic2(i: number, a: PyObject, b: PyObject): PyObject;
  /** Runs the automatic garbage collection that is due (modules/gc.ts). */
  collectPending(): void;
  checkEgMatch(exc: PyObject, type: PyObject, frame: PyFrame): [PyObject, PyObject];
  getAwaitable(o: PyObject, oparg: number): PyObject;
  getAIter(o: PyObject): PyObject;
  getANext(aiter: PyObject): PyObject;
  matchMapping(o: PyObject): boolean;
  matchSequence(o: PyObject): boolean;
  matchKeys(subject: PyObject, keys: PyObject): PyObject;
  matchClass(subject: PyObject, cls: PyObject, nargs: number, kwnames: PyTuple): PyObject;
}

/** Filled by `wireRuntime` (init.ts) before any code runs. */
export const rt = {} as RuntimeHooks;

export function wireRuntime(h: RuntimeHooks): void {
  Object.assign(rt, h);
}
