/**
 * `__slots__` storage (Objects/descrobject.c's member descriptors, typeobject.c's slot layout):
 * a class with `__slots__ = ("x", "y")` gives its instances fixed value cells instead of (or as
 * well as) a `__dict__`, and puts a `member_descriptor` per name in the class dict that reads and
 * writes its cell. Cells live in `ob_slots` on the instance (CPython: fixed offsets in the object).
 */
import { gcRegisterClassDescr } from "./gcstate.js";
import { PyObject, PyType, newStaticType, Py_INCREF, Py_XDECREF, keepConstructFast, IMMORTAL_REFCNT } from "./object.js";
import { newStr } from "./str.js";
import { PyExc_AttributeError, newException, typeError } from "./exceptions.js";

export const PyMemberDescr_Type = newStaticType("member_descriptor", undefined, 0);
// a GC type: a `__slots__` member (type_new's) is tracked and owns a reference to its class;
// a builtin type's READONLY member is immortal
gcRegisterClassDescr(PyMemberDescr_Type);

/** An instance of a class with `__slots__`: its slot cells (unset cells are null). */
export type SlottedObject = PyObject & { ob_slots?: (PyObject | null)[] };

export class PyMemberDescr extends PyObject {
  declare name: string;
  declare index: number;
  declare objclass: PyType;
  /** A builtin type's READONLY member (PyMemberDef): reads the field; null for a `__slots__` cell. */
  declare readonlyGet: ((o: PyObject) => PyObject) | null;
  constructor(name: string, index: number, objclass: PyType, readonlyGet: ((o: PyObject) => PyObject) | null = null) {
    super(PyMemberDescr_Type);
    this.name = name;
    this.index = index;
    this.objclass = objclass;
    this.readonlyGet = readonlyGet;
  }
}

/** Adds a READONLY member descriptor `name` to a builtin type; `get` returns a new reference. */
export function defReadonlyMember(type: PyType, name: string, get: (o: PyObject) => PyObject): void {
  const d = new PyMemberDescr(name, -1, type, get);
  d.ob_refcnt = IMMORTAL_REFCNT;
  type.tp_dict.set(name, d);
}

function check(d: PyMemberDescr, obj: PyObject): void {
  if (!obj.ob_type.isSubtype(d.objclass)) {
    typeError(`descriptor '${d.name}' for '${d.objclass.tp_name}' objects doesn't apply to a '${obj.ob_type.tp_name}' object`);
  }
}

function noAttr(obj: PyObject, name: string): never {
  const e = newException(PyExc_AttributeError, `'${obj.ob_type.tp_name}' object has no attribute '${name}'`);
  attrInfoHook(e, obj, name);
  throw e;
}

let attrInfoHook: (e: PyObject, o: PyObject, name: string) => void = () => {};
export function setMemberAttrInfoHook(f: typeof attrInfoHook): void {
  attrInfoHook = f;
}

PyMemberDescr_Type.tp_descr_get = (descr, obj) => {
  const d = descr as PyMemberDescr;
  if (obj === null) {
    Py_INCREF(d);
    return d;
  }
  check(d, obj);
  if (d.readonlyGet !== null) return d.readonlyGet(obj);
  const v = (obj as SlottedObject).ob_slots?.[d.index] ?? null;
  if (v === null) noAttr(obj, d.name);
  Py_INCREF(v);
  return v;
};
PyMemberDescr_Type.tp_descr_set = (descr, obj, v) => {
  const d = descr as PyMemberDescr;
  check(d, obj);
  if (d.readonlyGet !== null) throw newException(PyExc_AttributeError, "readonly attribute");
  const o = obj as SlottedObject;
  const cells = o.ob_slots ?? (o.ob_slots = []);
  const old = cells[d.index] ?? null;
  if (v === null && old === null) throw newException(PyExc_AttributeError, d.name);
  if (v !== null) Py_INCREF(v);
  cells[d.index] = v;
  Py_XDECREF(old);
};
PyMemberDescr_Type.tp_repr = (o) => {
  const d = o as PyMemberDescr;
  return newStr(`<member '${d.name}' of '${d.objclass.tp_name}' objects>`);
};

/** Releases an instance's slot cells (subtype_dealloc's clear of the slot members). */
export function clearSlots(o: PyObject): void {
  const cells = (o as SlottedObject).ob_slots;
  if (cells === undefined) return;
  (o as SlottedObject).ob_slots = undefined;
  for (const v of cells) Py_XDECREF(v);
}

keepConstructFast(PyMemberDescr);
