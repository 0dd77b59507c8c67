/**
 * typing.Generic, the implicit base of PEP 695 generic classes (Objects/typevarobject.c's
 * Py_GenericType), with what Lib/typing.py gives it natively here, since the typing module is
 * not importable: Generic.__class_getitem__ (_generic_class_getitem), Generic.__init_subclass__
 * (_generic_init_subclass, setting __parameters__ from __orig_bases__), and the alias both
 * return, typing._GenericAlias (repr, __mro_entries__, __origin__/__args__/__parameters__,
 * calls, equality, attribute forwarding). INTRINSIC_SUBSCRIPT_GENERIC makes Generic[*params].
 */
import { PyObject, PyType, newStaticType, Py_INCREF, Py_DECREF, keepConstructFast } from "../objects/object.js";
import { None, NotImplemented } from "../objects/none.js";
import { True, False } from "../objects/bool.js";
import { newStr, internStr, type PyStr } from "../objects/str.js";
import { newTuple, isTuple, type PyTuple } from "../objects/tuple.js";
import { defGetSet, defMethod, defClassMethod } from "../objects/descr.js";
import { PyExc_AttributeError, typeError } from "../objects/exceptions.js";
import { addSlotWrappers, genericGetAttr } from "../objects/typeobject.js";
import { PyObject_Call, PyObject_GetAttr, PyObject_Str, PyObject_GetOptionalAttr, PyObject_Hash, PyObject_SetAttr, PyObject_RichCompareBool, Py_EQ, Py_NE } from "../abstract.js";
import { hashTuple } from "../hash.js";
import { typeRepr } from "./genericalias.js";
import { PyTypeVar_Type, PyParamSpec_Type, PyTypeVarTuple_Type } from "./typevars.js";

export const PyGeneric_Type = newStaticType("Generic");
PyGeneric_Type.tp_module = "typing";
export const PyTypingGenericAlias_Type = newStaticType("_GenericAlias", undefined, 0);
PyTypingGenericAlias_Type.tp_module = "typing";

class PyTypingGenericAlias extends PyObject {
  declare origin: PyObject;
  declare args: PyTuple;
  declare parameters: PyTuple;
  constructor(origin: PyObject, args: PyTuple) {
    super(PyTypingGenericAlias_Type);
    Py_INCREF(origin);
    this.origin = origin;
    this.args = args;
    this.parameters = collectTypeParameters(args.items);
  }
}
keepConstructFast(PyTypingGenericAlias);

const ref = <T extends PyObject>(o: T): T => (Py_INCREF(o), o);

const isTypeVarLike = (o: PyObject) => o.ob_type === PyTypeVar_Type || o.ob_type === PyParamSpec_Type || o.ob_type === PyTypeVarTuple_Type;

/** typing._collect_type_parameters: the type variables in args, first occurrence order. */
function collectTypeParameters(args: PyObject[]): PyTuple {
  const out: PyObject[] = [];
  const add = (x: PyObject) => {
    if (!out.some((y) => y === x || PyObject_RichCompareBool(y, x, Py_EQ))) out.push(ref(x));
  };
  for (const t of args) {
    if (t instanceof PyType) continue;
    if (isTuple(t)) {
      for (const x of collectTypeParameters((t as PyTuple).items).items) add(x);
    } else if (isTypeVarLike(t)) add(t);
    else {
      const ps = PyObject_GetOptionalAttr(t, internStr("__parameters__"));
      if (ps !== null) {
        if (isTuple(ps)) for (const x of (ps as PyTuple).items) add(x);
        Py_DECREF(ps);
      }
    }
  }
  return newTuple(out);
}

/** typing._GenericAlias(origin, params) (params a tuple or one item). */
export function newTypingGenericAlias(origin: PyObject, params: PyObject): PyObject {
  const args = isTuple(params) ? ref(params as PyTuple) : newTuple([ref(params)]);
  return new PyTypingGenericAlias(origin, args);
}

/** INTRINSIC_SUBSCRIPT_GENERIC (_Py_subscript_generic): Generic[*params]. */
export function subscriptGeneric(params: PyObject): PyObject {
  return newTypingGenericAlias(PyGeneric_Type, params);
}

const nameOf = (cls: PyObject, attr: "__name__" | "__qualname__"): string => {
  const v = PyObject_GetOptionalAttr(cls, internStr(attr));
  const s = v !== null ? (v as PyStr).value : "?";
  if (v !== null) Py_DECREF(v);
  return s;
};

/** typing._generic_class_getitem. */
function genericClassGetItem(cls: PyObject, arg: PyObject): PyObject {
  let params = isTuple(arg) ? (arg as PyTuple).items.slice() : [arg];
  // _type_convert: None is type(None)
  params = params.map((p) => (p === None ? None.ob_type : p));
  if (cls === PyGeneric_Type) {
    if (params.length === 0) typeError(`Parameter list to ${nameOf(cls, "__qualname__")}[...] cannot be empty`);
    if (!params.every(isTypeVarLike)) typeError(`Parameters to ${nameOf(cls, "__name__")}[...] must all be type variables or parameter specification variables.`);
    if (new Set(params).size !== params.length) typeError(`Parameters to ${nameOf(cls, "__name__")}[...] must all be unique`);
  } else {
    const ps = PyObject_GetOptionalAttr(cls, internStr("__parameters__"));
    const n = ps !== null && isTuple(ps) ? (ps as PyTuple).items.length : 0;
    if (ps !== null) Py_DECREF(ps);
    // _check_generic_specialization
    const clsStr = PyObject_Str(cls).value;
    if (n === 0) typeError(`${clsStr} is not a generic class`);
    if (params.length !== n) {
      const expected = params.length < n ? `at least ${n}` : `${n}`;
      typeError(`Too ${params.length > n ? "many" : "few"} arguments for ${clsStr}; actual ${params.length}, expected ${expected}`);
    }
  }
  return newTypingGenericAlias(cls, newTuple(params.map((p) => ref(p))));
}

/** typing._generic_init_subclass: the parent's __init_subclass__, then __parameters__. */
function genericInitSubclass(cls: PyType, args: PyObject[], kw: string[] | null): PyObject {
  // super(Generic, cls).__init_subclass__(*args, **kwargs)
  const mro = cls.tp_mro;
  const i = mro.indexOf(PyGeneric_Type);
  for (let j = i + 1; j < mro.length; j++) {
    const d = mro[j]!.tp_dict.get("__init_subclass__");
    if (d === undefined) continue;
    const get = d.ob_type.tp_descr_get;
    const bound = get ? get(d, null, cls) : ref(d);
    try {
      Py_DECREF(PyObject_Call(bound, args, kw));
    } finally {
      Py_DECREF(bound);
    }
    break;
  }
  const origBases = cls.tp_dict.get("__orig_bases__") ?? null;
  let tvars: PyTuple;
  if (origBases !== null && isTuple(origBases)) {
    const bases = (origBases as PyTuple).items;
    if (bases.includes(PyGeneric_Type)) typeError("Cannot inherit from plain Generic");
    tvars = collectTypeParameters(bases);
    let gvars: PyTuple | null = null;
    for (const b of bases) {
      if (b instanceof PyTypingGenericAlias && b.origin === PyGeneric_Type) {
        if (gvars !== null) typeError("Cannot inherit from Generic[...] multiple times.");
        gvars = b.parameters;
      }
    }
    if (gvars !== null) {
      const g = gvars.items;
      const missing = tvars.items.filter((t) => !g.includes(t));
      if (missing.length) {
        const str = (o: PyObject) => typeRepr(o);
        typeError(`Some type variables (${missing.map(str).join(", ")}) are not listed in Generic[${g.map(str).join(", ")}]`);
      }
      Py_DECREF(tvars);
      tvars = ref(gvars);
    }
  } else {
    if (cls.tp_bases.includes(PyGeneric_Type) && cls.tp_name !== "Protocol") typeError("Cannot inherit from plain Generic");
    tvars = newTuple([]);
  }
  PyObject_SetAttr(cls, internStr("__parameters__"), tvars);
  Py_DECREF(tvars);
  return ref(None);
}

export function initGeneric(): void {
  const G = PyGeneric_Type;
  G.tp_doc = "Abstract base class for generic types.\n\nOn Python 3.12 and newer, generic classes implicitly inherit from\n"
    + "Generic when they declare a parameter list after the class's name::\n\n    class Mapping[KT, VT]:\n"
    + "        def __getitem__(self, key: KT) -> VT:\n            ...\n        # Etc.\n\nOn older versions of Python, however, generic classes "
    + "have to\nexplicitly inherit from Generic.\n\nAfter a class has been declared to be generic, it can then be used as\nfollows::\n\n"
    + "    def lookup_name[KT, VT](mapping: Mapping[KT, VT], key: KT, default: VT) -> VT:\n        try:\n            return mapping[key]\n"
    + "        except KeyError:\n            return default\n";
  defClassMethod(G, "__class_getitem__", (cls, args) => {
    if (args.length !== 1) typeError(`Generic.__class_getitem__() takes exactly one argument (${args.length} given)`);
    return genericClassGetItem(cls, args[0]!);
  });
  defClassMethod(G, "__init_subclass__", (cls, args, kw) => genericInitSubclass(cls as PyType, args, kw));
  addSlotWrappers(G);

  const A = PyTypingGenericAlias_Type;
  const al = (o: PyObject) => o as PyTypingGenericAlias;
  A.tp_repr = (o) => {
    const a = al(o);
    const args = a.args.items.length === 0 ? "()" : a.args.items.map(typeRepr).join(", ");
    return newStr(`${typeRepr(a.origin)}[${args}]`);
  };
  A.tp_dealloc = (o) => {
    const a = al(o);
    Py_DECREF(a.origin);
    Py_DECREF(a.args);
    Py_DECREF(a.parameters);
  };
  A.tp_hash = (o) => hashTuple([PyObject_Hash(al(o).origin), PyObject_Hash(al(o).args)]);
  A.tp_richcompare = (a, b, op) => {
    if ((op !== Py_EQ && op !== Py_NE) || !(b instanceof PyTypingGenericAlias)) return NotImplemented;
    const x = al(a);
    const eq = PyObject_RichCompareBool(x.origin, b.origin, Py_EQ) && PyObject_RichCompareBool(x.args, b.args, Py_EQ);
    return ref(eq === (op === Py_EQ) ? True : False);
  };
  A.tp_call = (o, args, kw) => {
    const a = al(o);
    const r = PyObject_Call(a.origin, args, kw);
    try {
      PyObject_SetAttr(r, internStr("__orig_class__"), o);
    } catch (e) {
      // "Some objects raise TypeError (or something even more exotic) if you try to set attributes on them"
      if (!(e instanceof PyObject)) throw e;
    }
    return r;
  };
  // _BaseGenericAlias.__getattr__: other non-dunder attributes come from the origin
  A.tp_getattro = (o, name) => {
    try {
      return genericGetAttr(o, name);
    } catch (e) {
      const n = name.value;
      if (!(e instanceof PyObject && e.ob_type.isSubtype(PyExc_AttributeError))) throw e;
      // __name__ and __qualname__: self._name or self.__origin__.__name__
      if (n === "__name__" || n === "__qualname__") return PyObject_GetAttr(al(o).origin, internStr("__name__"));
      if (n.startsWith("__") && n.endsWith("__")) throw e;
      const v = PyObject_GetOptionalAttr(al(o).origin, name);
      if (v === null) throw e;
      return v;
    }
  };
  defGetSet(A, "__origin__", (o) => ref(al(o).origin));
  defGetSet(A, "__args__", (o) => ref(al(o).args));
  defGetSet(A, "__parameters__", (o) => ref(al(o).parameters));
  defMethod(A, "__mro_entries__", (self, args) => {
    const a = al(self);
    const bases = isTuple(args[0]!) ? (args[0] as PyTuple).items : [];
    if (a.origin === PyGeneric_Type) {
      const i = bases.indexOf(self);
      for (const b of bases.slice(i + 1)) if (b instanceof PyTypingGenericAlias && b !== self) return newTuple([]);
    }
    return newTuple([ref(a.origin)]);
  });
  addSlotWrappers(A);
}
