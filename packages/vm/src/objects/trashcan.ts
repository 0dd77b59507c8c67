/**
 * The trashcan (Py_TRASHCAN_BEGIN / Py_TRASHCAN_END, Objects/object.c): releasing a container
 * releases what it holds, so a chain of a million nested tuples, lists, dicts or instances would
 * nest a million deallocations on the JS stack. Past TRASHCAN_NESTING nested container
 * deallocations, a container's deallocation is deposited instead, and the deposited ones run
 * (last deposited first, as CPython's delete_later list) when the outermost deallocation ends.
 */
import type { PyObject } from "./object.js";

/** Nested container deallocations before the next is deferred (well inside node's default stack). */
const TRASHCAN_NESTING = 1000;

let nesting = 0;
let draining = false;
const deleteLater: PyObject[] = [];

/**
 * Py_TRASHCAN_BEGIN(o, dealloc): false when `o`'s deallocation was deposited (the caller returns
 * at once). Only `o`'s own tp_dealloc deposits it: a base layout's dealloc that subtype_dealloc
 * calls on the way runs (depositing there would run subtype_dealloc a second time later).
 */
export function trashcanBegin(o: PyObject, dealloc: (o: PyObject) => void): boolean {
  if (nesting >= TRASHCAN_NESTING && o.ob_type.tp_dealloc === dealloc) {
    deleteLater.push(o);
    return false;
  }
  nesting++;
  return true;
}

/** Py_TRASHCAN_END: the outermost deallocation runs the deposited ones. */
export function trashcanEnd(): void {
  if (--nesting !== 0 || deleteLater.length === 0 || draining) return;
  draining = true;
  try {
    for (let o = deleteLater.pop(); o !== undefined; o = deleteLater.pop()) o.ob_type.tp_dealloc(o);
  } finally {
    draining = false;
  }
}
