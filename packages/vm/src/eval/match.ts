/** Structural pattern matching support (Python/ceval.c match_class / match_keys, MATCH_* flags). */
import { isInstance } from "../modules/builtins.js";
import { PyObject, PyType, Py_INCREF, Py_DECREF } from "../objects/object.js";
import { None } from "../objects/none.js";
import { PyBool_Type } from "../objects/bool.js";
import { PyLong_Type } from "../objects/int.js";
import { PyFloat_Type } from "../objects/float.js";
import { PyUnicode_Type, isStr, internStr, type PyStr } from "../objects/str.js";
import { PyBytes_Type } from "../objects/bytes.js";
import { PyTuple, PyTuple_Type, newTuple, isTuple } from "../objects/tuple.js";
import { PyList_Type } from "../objects/list.js";
import { PyDict_Type, isDict } from "../objects/dict.js";
import { PySet_Type, PyFrozenSet_Type } from "../objects/set.js";
import { PyRange_Type } from "../types/range.js";
import { typeError } from "../objects/exceptions.js";
import { PyObject_GetOptionalAttr, PyObject_Call, getAttrString, typeName } from "../abstract.js";

/** MATCH_SEQUENCE: Py_TPFLAGS_SEQUENCE types (list, tuple, range and subclasses; not str/bytes). */
export function matchSequence(o: PyObject): boolean {
  const t = o.ob_type;
  return t.isSubtype(PyList_Type) || t.isSubtype(PyTuple_Type) || t.isSubtype(PyRange_Type);
}

/** MATCH_MAPPING: Py_TPFLAGS_MAPPING types (dict and subclasses). */
export function matchMapping(o: PyObject): boolean {
  return isDict(o);
}

const SELF_MATCH = (): PyType[] => [PyBool_Type, PyBytes_Type, PyDict_Type, PyFloat_Type, PyFrozenSet_Type, PyLong_Type, PyList_Type, PySet_Type, PyUnicode_Type, PyTuple_Type];

/** MATCH_KEYS: a tuple of the values for `keys`, or None when one is missing. */
export function matchKeys(subject: PyObject, keys: PyObject): PyObject {
  const ks = (keys as PyTuple).items;
  if (ks.length === 0) return newTuple([]);
  const get = getAttrString(subject, "get");
  const dummy = new PyObject(PyTuple_Type);
  const values: PyObject[] = [];
  try {
    for (const k of ks) {
      const v = PyObject_Call(get, [k, dummy], null);
      if (v === dummy) {
        for (const x of values) Py_DECREF(x);
        Py_INCREF(None);
        return None;
      }
      values.push(v);
    }
  } finally {
    Py_DECREF(get);
  }
  return newTuple(values);
}

/** MATCH_CLASS: the attributes for the positional and keyword sub-patterns, or None. */
export function matchClass(subject: PyObject, cls: PyObject, nargs: number, kwnames: PyTuple): PyObject {
  if (!(cls instanceof PyType)) typeError("called match pattern must be a class");
  if (!isInstance(subject, cls)) return (Py_INCREF(None), None);
  const attrs: PyObject[] = [];
  const seen: string[] = [];
  const fail = (): PyObject => {
    for (const a of attrs) Py_DECREF(a);
    Py_INCREF(None);
    return None;
  };
  const getAttr = (name: PyStr): PyObject | null => {
    if (seen.includes(name.value)) typeError(`${cls.tp_name}() got multiple sub-patterns for attribute '${name.value}'`);
    seen.push(name.value);
    return PyObject_GetOptionalAttr(subject, name);
  };
  if (nargs > 0) {
    const matchArgs = PyObject_GetOptionalAttr(cls, internStr("__match_args__"));
    let names: PyObject[] | null = null;
    if (matchArgs !== null) {
      if (!isTuple(matchArgs)) typeError(`${cls.tp_name}.__match_args__ must be a tuple (got ${typeName(matchArgs)})`);
      names = matchArgs.items;
    }
    const selfMatch = names === null && SELF_MATCH().some((t) => cls.isSubtype(t));
    const allowed = selfMatch ? 1 : names === null ? 0 : names.length;
    if (nargs > allowed) {
      const pl = allowed === 1 ? "" : "s";
      typeError(`${cls.tp_name}() accepts ${allowed} positional sub-pattern${pl} (${nargs} given)`);
    }
    if (selfMatch) {
      Py_INCREF(subject);
      attrs.push(subject);
    } else {
      for (let i = 0; i < nargs; i++) {
        const n = names![i]!;
        if (!isStr(n)) typeError(`__match_args__ elements must be strings (got ${typeName(n)})`);
        const v = getAttr(n as PyStr);
        if (v === null) return fail();
        attrs.push(v);
      }
    }
  }
  for (const k of kwnames.items) {
    const v = getAttr(k as PyStr);
    if (v === null) return fail();
    attrs.push(v);
  }
  return newTuple(attrs);
}
