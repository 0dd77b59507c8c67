/** list: a JS array of owned references. */
import { trashcanBegin, trashcanEnd } from "./trashcan.js";
import { PyObject, newStaticType, Py_DECREF, Py_TPFLAGS_LIST_SUBCLASS, Py_TPFLAGS_BASETYPE, type PyType, keepConstructFast } from "./object.js";
import { gcTrack } from "./gcstate.js";

export const PyList_Type = newStaticType("list", undefined, Py_TPFLAGS_BASETYPE | Py_TPFLAGS_LIST_SUBCLASS);

export class PyList extends PyObject {
  declare items: PyObject[];
  constructor(type: PyType, items: PyObject[]) {
    super(type);
    this.items = items;
    gcTrack(this);
  }
}

/** A list that steals the references in `items`. */
export function newList(items: PyObject[]): PyList {
  return new PyList(PyList_Type, items);
}

export function isList(o: PyObject): o is PyList {
  return (o.ob_type.tp_flags & Py_TPFLAGS_LIST_SUBCLASS) !== 0;
}

function listDealloc(o: PyObject): void {
  if (!trashcanBegin(o, listDealloc)) return;
  try {
    const items = (o as PyList).items;
    (o as PyList).items = [];
    for (let i = items.length - 1; i >= 0; i--) Py_DECREF(items[i]!);
  } finally {
    trashcanEnd();
  }
}
PyList_Type.tp_dealloc = listDealloc;
PyList_Type.tp_alloc = (t) => new PyList(t, []);

keepConstructFast(PyList);
