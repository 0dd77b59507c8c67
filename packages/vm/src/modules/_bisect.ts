/**
 * The _bisect module (Modules/_bisectmodule.c, 3.14): bisect_right, bisect_left, insort_right and
 * insort_left over any sequence, with `lo`, `hi` and `key=`. Comparisons are `item < a[mid]` (right)
 * and `a[mid] < item` (left), as CPython makes them; insort inserts through `a.insert(i, x)`.
 */
import { PyObject, Py_INCREF, Py_DECREF } from "../objects/object.js";
import { None } from "../objects/none.js";
import { internStr } from "../objects/str.js";
import { newInt, newIntBig } from "../objects/int.js";
import { isList, type PyList } from "../objects/list.js";
import { dictSetItem } from "../objects/dict.js";
import { PyModule, newModule } from "../objects/module.js";
import { newCFunction } from "../objects/descr.js";
import { newException, PyExc_ValueError } from "../objects/exceptions.js";
import { PyObject_Call, PyObject_GetItem, PyObject_Length, PyObject_RichCompareBool, Py_LT, asSsize, callMethod, getAttrString, indexValue } from "../abstract.js";
import { parseArgs } from "../args.js";

/** PySequence_GetItem(a, i) for 0 <= i. */
function getItem(a: PyObject, i: number): PyObject {
  if (isList(a) && a.ob_type.tp_name === "list") {
    const items = (a as PyList).items;
    if (i < items.length) {
      Py_INCREF(items[i]!);
      return items[i]!;
    }
  }
  const k = newInt(i);
  try {
    return PyObject_GetItem(a, k);
  } finally {
    Py_DECREF(k);
  }
}

/** Whether `item` goes left of `a[mid]` (right: `item < a[mid]`; left: not `a[mid] < item`). */
function goesLeft(item: PyObject, midItem: PyObject, key: PyObject | null, right: boolean): boolean {
  let litem = midItem;
  if (key !== null) {
    try {
      const k = PyObject_Call(key, [litem], null);
      Py_DECREF(litem);
      litem = k;
    } catch (e) {
      Py_DECREF(litem);
      throw e;
    }
  }
  try {
    const lt = right ? PyObject_RichCompareBool(item, litem, Py_LT) : PyObject_RichCompareBool(litem, item, Py_LT);
    return right ? lt : !lt;
  } finally {
    Py_DECREF(litem);
  }
}

function bisect(a: PyObject, item: PyObject, lo: number, hi: number, key: PyObject | null, right: boolean): PyObject {
  if (lo < 0) throw newException(PyExc_ValueError, "lo must be non-negative");
  if (hi === -1) hi = PyObject_Length(a);
  // past 2**53 (range(sys.maxsize)) the indices are exact as bigints
  if (hi > Number.MAX_SAFE_INTEGER) return newIntBig(bisectBig(a, item, BigInt(lo), exactLength(a), key, right));
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    if (goesLeft(item, getItem(a, mid), key, right)) hi = mid;
    else lo = mid + 1;
  }
  return newInt(lo);
}

/** len(a) as an exact integer (sq_length is a JS number). */
function exactLength(a: PyObject): bigint {
  const f = getAttrString(a, "__len__");
  try {
    const n = PyObject_Call(f, [], null);
    try {
      return BigInt(indexValue(n));
    } finally {
      Py_DECREF(n);
    }
  } finally {
    Py_DECREF(f);
  }
}

function bisectBig(a: PyObject, item: PyObject, lo: bigint, hi: bigint, key: PyObject | null, right: boolean): bigint {
  while (lo < hi) {
    const mid = (lo + hi) / 2n;
    const k = newIntBig(mid);
    let midItem: PyObject;
    try {
      midItem = PyObject_GetItem(a, k);
    } finally {
      Py_DECREF(k);
    }
    if (goesLeft(item, midItem, key, right)) hi = mid;
    else lo = mid + 1n;
  }
  return lo;
}

/** The (a, x, lo=0, hi=None, *, key=None) arguments: hi None is -1, key None is none. */
function bisectArgs(fname: string, args: PyObject[], kw: string[] | null): [PyObject, PyObject, number, number, PyObject | null] {
  const [a, x, loO, hiO, key] = parseArgs(fname, args, kw, ["a", "x", "lo", "hi", "key"], 2, 0, 4);
  const lo = loO === null ? 0 : asSsize(loO);
  const hi = hiO === null || hiO === None ? -1 : asSsize(hiO);
  return [a!, x!, lo, hi, key === null || key === None ? null : key];
}

export function makeBisect(): PyModule {
  const mod = newModule("_bisect");
  const d = mod.dict!;
  dictSetItem(d, internStr("__doc__"), internStr("Bisection algorithms.\n\nThis module provides support for maintaining a list in sorted order without\nhaving to sort the list after each insertion. For long lists of items with\nexpensive comparison operations, this can be an improvement over the more\ncommon approach.\n"));
  for (const right of [true, false]) {
    const side = right ? "right" : "left";
    const bname = `bisect_${side}`;
    const bf = newCFunction(bname, (_s, args, kw) => {
      const [a, x, lo, hi, key] = bisectArgs(bname, args, kw);
      return bisect(a, x, lo, hi, key, right);
    }, mod);
    dictSetItem(d, internStr(bname), bf);
    Py_DECREF(bf);
    const iname = `insort_${side}`;
    const inf = newCFunction(iname, (_s, args, kw) => {
      const [a, x, lo, hi, key] = bisectArgs(iname, args, kw);
      let index: PyObject;
      if (key === null) index = bisect(a, x, lo, hi, null, right);
      else {
        const kx = PyObject_Call(key, [x], null);
        try {
          index = bisect(a, kx, lo, hi, key, right);
        } finally {
          Py_DECREF(kx);
        }
      }
      try {
        Py_DECREF(callMethod(a, "insert", [index, x]));
      } finally {
        Py_DECREF(index);
      }
      return None;
    }, mod);
    dictSetItem(d, internStr(iname), inf);
    Py_DECREF(inf);
  }
  return mod;
}
