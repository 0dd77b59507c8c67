/**
 * The iterators a code object's co_lines(), co_positions() and co_branches() return
 * (Objects/codeobject.c lineiterator and positionsiterator; Python/instrumentation.c's branches
 * iterator, whose type CPython 3.14 also names `line_iterator`): plain iterators over tuples, not
 * GC containers, that Python code cannot construct. A code object is immutable, so the tuples are
 * made when the iterator is and handed out one by one.
 */
import { opmap as O, cacheSize } from "@pyts/compiler";
import { PyObject, Py_DECREF, Py_INCREF, newStaticType, keepConstructFast, type PyType } from "../objects/object.js";
import { newInt } from "../objects/int.js";
import { newTuple } from "../objects/tuple.js";
import type { PyCode } from "../objects/code.js";
import { addSlotWrappers } from "../objects/typeobject.js";

export const PyLineIter_Type = newStaticType("line_iterator", undefined, 0);
export const PyPositionsIter_Type = newStaticType("positions_iterator", undefined, 0);
/** co_branches()'s iterator type (a type of its own, named as co_lines()'s in CPython 3.14). */
export const PyBranchesIter_Type = newStaticType("line_iterator", undefined, 0);

class PyCodeIter extends PyObject {
  /** The tuples not handed out yet (each a reference), from `i` on. */
  declare items: (PyObject | null)[];
  declare i: number;
  constructor(type: PyType, items: PyObject[]) {
    super(type);
    this.items = items;
    this.i = 0;
  }
}
keepConstructFast(PyCodeIter);

/** An iterator of `type` over `items` (references it takes over). */
export function newCodeIter(type: PyType, items: PyObject[]): PyObject {
  return new PyCodeIter(type, items);
}

for (const T of [PyLineIter_Type, PyPositionsIter_Type, PyBranchesIter_Type]) {
  T.tp_iter = (o) => (Py_INCREF(o), o);
  T.tp_iternext = (o) => {
    const it = o as PyCodeIter;
    if (it.i >= it.items.length) return null;
    const v = it.items[it.i]!;
    it.items[it.i++] = null;
    return v;
  };
  T.tp_dealloc = (o) => {
    const it = o as PyCodeIter;
    for (let k = it.i; k < it.items.length; k++) Py_DECREF(it.items[k]!);
    it.items = [];
  };
  addSlotWrappers(T);
}

/**
 * co_branches(): (source, not taken, taken) byte offsets of each branch, in code order — a
 * conditional jump (its fall-through past the NOT_TAKEN after it), a FOR_ITER (its exit past the
 * END_FOR and POP_ITER it jumps to), and an `async for` (the END_SEND its END_ASYNC_FOR names,
 * falling through past the NOT_TAKEN after that, taken past the END_ASYNC_FOR).
 */
export function codeBranches(code: PyCode): PyObject[] {
  const bc = code.code;
  const n = bc.length >> 1;
  const out: PyObject[] = [];
  const triple = (src: number, notTaken: number, taken: number) => newTuple([newInt(src * 2), newInt(notTaken * 2), newInt(taken * 2)]);
  let oparg = 0;
  for (let at = 0; at < n; ) {
    const op = bc[at << 1]!;
    oparg = (oparg << 8) | bc[(at << 1) + 1]!;
    const next = at + 1 + cacheSize(op);
    switch (op) {
      case O.EXTENDED_ARG:
        at = next;
        continue;
      case O.FOR_ITER:
        out.push(triple(at, next, next + oparg + 2));
        break;
      case O.POP_JUMP_IF_FALSE:
      case O.POP_JUMP_IF_TRUE:
      case O.POP_JUMP_IF_NONE:
      case O.POP_JUMP_IF_NOT_NONE:
        out.push(triple(at, next + 1, next + oparg));
        break;
      case O.END_ASYNC_FOR: {
        const src = next - oparg;
        out.push(triple(src, src + 2, next));
        break;
      }
    }
    oparg = 0;
    at = next;
  }
  return out;
}
