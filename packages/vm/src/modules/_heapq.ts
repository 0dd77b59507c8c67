/**
 * The _heapq module (Modules/_heapqmodule.c, 3.14): heappush, heappop, heapify, heapreplace,
 * heappushpop and their max-heap forms (public in 3.14), on lists, comparing with `<` in
 * CPython's order (so the heap's layout and the comparisons made are CPython's), heapify of more
 * than 2,500 items sub-heap by sub-heap as its cache-friendly version does, and "list changed
 * size during iteration" when a comparison resizes the heap.
 */
import { PyObject, Py_INCREF, Py_DECREF } from "../objects/object.js";
import { None } from "../objects/none.js";
import { internStr } from "../objects/str.js";
import { isList, type PyList } from "../objects/list.js";
import { dictSetItem } from "../objects/dict.js";
import { PyModule, newModule } from "../objects/module.js";
import { newCFunction, type MethodImpl } from "../objects/descr.js";
import { newException, PyExc_IndexError, PyExc_RuntimeError, typeError } from "../objects/exceptions.js";
import { PyObject_RichCompareBool, Py_LT, typeName } from "../abstract.js";
import { noKw, checkPositional } from "../args.js";

const indexError = () => newException(PyExc_IndexError, "index out of range");
const resized = () => newException(PyExc_RuntimeError, "list changed size during iteration");

/** a < b, both held across the comparison (which may run Python code that changes the heap). */
function lt(a: PyObject, b: PyObject): boolean {
  Py_INCREF(a);
  Py_INCREF(b);
  try {
    return PyObject_RichCompareBool(a, b, Py_LT);
  } finally {
    Py_DECREF(a);
    Py_DECREF(b);
  }
}

type Sift = (heap: PyList, pos: number) => void;

function siftdown(heap: PyList, startpos: number, pos: number, max: boolean): void {
  const size = heap.items.length;
  if (pos >= size) throw indexError();
  while (pos > startpos) {
    const parentpos = (pos - 1) >> 1;
    const arr = heap.items;
    const cmp = max ? lt(arr[parentpos]!, arr[pos]!) : lt(arr[pos]!, arr[parentpos]!);
    if (size !== heap.items.length) throw resized();
    if (!cmp) break;
    const a = heap.items;
    const parent = a[parentpos]!;
    a[parentpos] = a[pos]!;
    a[pos] = parent;
    pos = parentpos;
  }
}

function siftupWith(heap: PyList, pos: number, max: boolean): void {
  const endpos = heap.items.length;
  const startpos = pos;
  if (pos >= endpos) throw indexError();
  const limit = endpos >> 1;
  while (pos < limit) {
    let childpos = 2 * pos + 1;
    if (childpos + 1 < endpos) {
      const arr = heap.items;
      const cmp = max ? lt(arr[childpos + 1]!, arr[childpos]!) : lt(arr[childpos]!, arr[childpos + 1]!);
      if (!cmp) childpos++;
      if (endpos !== heap.items.length) throw resized();
    }
    const arr = heap.items;
    const tmp = arr[childpos]!;
    arr[childpos] = arr[pos]!;
    arr[pos] = tmp;
    pos = childpos;
  }
  siftdown(heap, startpos, pos, max);
}

const siftup: Sift = (h, p) => siftupWith(h, p, false);
const siftupMax: Sift = (h, p) => siftupWith(h, p, true);

function listArg(fname: string, o: PyObject, only: boolean): PyList {
  if (!isList(o)) typeError(`${fname}() argument ${only ? "" : "1 "}must be list, not ${typeName(o)}`);
  return o as PyList;
}

function push(heap: PyList, item: PyObject, max: boolean): PyObject {
  Py_INCREF(item);
  heap.items.push(item);
  siftdown(heap, 0, heap.items.length - 1, max);
  return None;
}

function pop(heap: PyList, sift: Sift): PyObject {
  const n = heap.items.length;
  if (n === 0) throw indexError();
  const last = heap.items.pop()!;
  if (n === 1) return last;
  const ret = heap.items[0]!;
  heap.items[0] = last;
  try {
    sift(heap, 0);
  } catch (e) {
    Py_DECREF(ret);
    throw e;
  }
  return ret;
}

function replace(heap: PyList, item: PyObject, sift: Sift): PyObject {
  if (heap.items.length === 0) throw indexError();
  const ret = heap.items[0]!;
  Py_INCREF(item);
  heap.items[0] = item;
  try {
    sift(heap, 0);
  } catch (e) {
    Py_DECREF(ret);
    throw e;
  }
  return ret;
}

function pushpop(heap: PyList, item: PyObject, max: boolean): PyObject {
  if (heap.items.length === 0) return (Py_INCREF(item), item);
  const top = heap.items[0]!;
  const cmp = max ? lt(item, top) : lt(top, item);
  if (!cmp) return (Py_INCREF(item), item);
  return replace(heap, item, max ? siftupMax : siftup);
}

/** keep_top_bit: n with all but its highest set bit cleared. */
function keepTopBit(n: number): number {
  let i = 0;
  while (n > 1) {
    n >>= 1;
    i++;
  }
  return n * 2 ** i;
}

function heapify(heap: PyList, sift: Sift): PyObject {
  const n = heap.items.length;
  if (n > 2500) {
    // cache_friendly_heapify: each sub-heap finished before its parent row
    const m = n >> 1;
    const leftmost = keepTopBit(m + 1) - 1;
    const mhalf = m >> 1;
    const run = (i: number) => {
      for (let j = i; ; j >>= 1) {
        sift(heap, j);
        if (!(j & 1)) break;
      }
    };
    for (let i = leftmost - 1; i >= mhalf; i--) run(i);
    for (let i = m - 1; i >= leftmost; i--) run(i);
    return None;
  }
  for (let i = (n >> 1) - 1; i >= 0; i--) sift(heap, i);
  return None;
}

export function makeHeapq(): PyModule {
  const mod = newModule("_heapq");
  const d = mod.dict!;
  dictSetItem(d, internStr("__about__"), internStr("Heap queues"));
  const def = (name: string, n: number, f: (heap: PyList, args: PyObject[]) => PyObject) => {
    const impl: MethodImpl = (_s, args, kw) => {
      noKw(`_heapq.${name}`, kw);
      if (n === 1) {
        if (args.length !== 1) typeError(`_heapq.${name}() takes exactly one argument (${args.length} given)`);
      } else checkPositional(name, args.length, n, n);
      return f(listArg(name, args[0]!, n === 1), args);
    };
    const fn = newCFunction(name, impl, mod);
    dictSetItem(d, internStr(name), fn);
    Py_DECREF(fn);
  };
  def("heappush", 2, (h, a) => push(h, a[1]!, false));
  def("heappop", 1, (h) => pop(h, siftup));
  def("heapreplace", 2, (h, a) => replace(h, a[1]!, siftup));
  def("heappushpop", 2, (h, a) => pushpop(h, a[1]!, false));
  def("heapify", 1, (h) => heapify(h, siftup));
  def("heappush_max", 2, (h, a) => push(h, a[1]!, true));
  def("heappop_max", 1, (h) => pop(h, siftupMax));
  def("heapreplace_max", 2, (h, a) => replace(h, a[1]!, siftupMax));
  def("heappushpop_max", 2, (h, a) => pushpop(h, a[1]!, true));
  def("heapify_max", 1, (h) => heapify(h, siftupMax));
  return mod;
}
