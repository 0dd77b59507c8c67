/**
 * typing.Generic, the implicit base of PEP 695 generic classes (Objects/typevarobject.c's
 * Py_GenericType). As in CPython its `__class_getitem__` and `__init_subclass__` are typing.py's
 * `_generic_class_getitem` and `_generic_init_subclass`, and INTRINSIC_SUBSCRIPT_GENERIC makes
 * `typing._GenericAlias(Generic, params)` (_Py_subscript_generic): the typing module is
 * imported on first use.
 */
import { PyObject, newStaticType, Py_INCREF, Py_DECREF } from "../objects/object.js";
import { newTuple, isTuple, type PyTuple } from "../objects/tuple.js";
import { defClassMethod } from "../objects/descr.js";
import { addSlotWrappers } from "../objects/typeobject.js";
import { PyTypeVarTuple_Type, callTyping, typevarTupleUnpacked } from "./typevars.js";

export const PyGeneric_Type = newStaticType("Generic");
PyGeneric_Type.tp_module = "typing";

const ref = <T extends PyObject>(o: T): T => (Py_INCREF(o), o);

/** Generic's docstring (typevarobject.c's generic_doc). */
const GENERIC_DOC = "Abstract base class for generic types.\n\nOn Python 3.12 and newer, generic classes implicitly inherit from\n"
  + "Generic when they declare a parameter list after the class's name::\n\n    class Mapping[KT, VT]:\n"
  + "        def __getitem__(self, key: KT) -> VT:\n            ...\n        # Etc.\n\nOn older versions of Python, however, generic classes "
  + "have to\nexplicitly inherit from Generic.\n\nAfter a class has been declared to be generic, it can then be used as\nfollows::\n\n"
  + "    def lookup_name[KT, VT](mapping: Mapping[KT, VT], key: KT, default: VT) -> VT:\n        try:\n            return mapping[key]\n"
  + "        except KeyError:\n            return default\n";

/** unpack_typevartuples: each TypeVarTuple among params becomes typing.Unpack[it]. */
function unpackTypeVarTuples(params: PyObject): PyObject {
  if (!isTuple(params)) return ref(params);
  const items = (params as PyTuple).items;
  if (!items.some((p) => p.ob_type === PyTypeVarTuple_Type)) return ref(params);
  return newTuple(items.map((p) => (p.ob_type === PyTypeVarTuple_Type ? typevarTupleUnpacked(p) : ref(p))));
}

/** INTRINSIC_SUBSCRIPT_GENERIC (_Py_subscript_generic): typing._GenericAlias(Generic, params). */
export function subscriptGeneric(params: PyObject): PyObject {
  const p = unpackTypeVarTuples(params);
  try {
    return callTyping("_GenericAlias", [PyGeneric_Type, p], null);
  } finally {
    Py_DECREF(p);
  }
}

export function initGeneric(): void {
  const G = PyGeneric_Type;
  G.tp_doc = GENERIC_DOC;
  // generic_class_getitem / generic_init_subclass: typing.py's functions, cls first
  defClassMethod(G, "__class_getitem__", (cls, args, kw) => callTyping("_generic_class_getitem", [cls, ...args], kw));
  defClassMethod(G, "__init_subclass__", (cls, args, kw) => callTyping("_generic_init_subclass", [cls, ...args], kw));
  addSlotWrappers(G);
}
