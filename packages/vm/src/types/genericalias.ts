/**
 * types.GenericAlias (Objects/genericaliasobject.c): what `list[int]` and `dict[str, int]` make
 * through the builtin generics' `__class_getitem__` — an alias that repr()s as the subscription,
 * compares by origin and arguments, calls its origin, and forwards other attributes to it.
 */
import { PyObject, PyType, newStaticType, Py_INCREF, Py_DECREF, keepConstructFast } from "../objects/object.js";
import { None, NotImplemented, Ellipsis } from "../objects/none.js";
import { True, False } from "../objects/bool.js";
import { newStr, internStr, type PyStr } from "../objects/str.js";
import { newTuple, isTuple, EmptyTuple, type PyTuple } from "../objects/tuple.js";
import { defClassMethod, defGetSet, defMethod } from "../objects/descr.js";
import { typeError } from "../objects/exceptions.js";
import { addSlotWrappers, genericGetAttr } from "../objects/typeobject.js";
import {
  PyObject_Call, PyObject_GetOptionalAttr, PyObject_Hash, PyObject_Repr, PyObject_RichCompareBool, PyObject_SetAttr, Py_EQ, Py_NE, setClassGetItem,
} from "../abstract.js";

export const PyGenericAlias_Type = newStaticType("types.GenericAlias");

export class PyGenericAlias extends PyObject {
  declare origin: PyObject;
  declare args: PyTuple;
  constructor(origin: PyObject, args: PyTuple) {
    super(PyGenericAlias_Type);
    this.origin = origin;
    this.args = args;
  }
}
keepConstructFast(PyGenericAlias);

/** Py_GenericAlias(origin, args): a non-tuple argument becomes a 1-tuple. */
export function newGenericAlias(origin: PyObject, args: PyObject): PyGenericAlias {
  Py_INCREF(origin);
  if (isTuple(args)) Py_INCREF(args);
  return new PyGenericAlias(origin, isTuple(args) ? (args as PyTuple) : newTuple([(Py_INCREF(args), args)]));
}

function optStr(o: PyObject, name: string): string | null {
  const v = PyObject_GetOptionalAttr(o, internStr(name));
  if (v === null) return null;
  const s = (v as PyStr).value;
  Py_DECREF(v);
  return typeof s === "string" ? s : null;
}

/** _Py_typing_type_repr: `...`, aliases as repr, classes as [module.]qualname, else repr(). */
export function typeRepr(p: PyObject): string {
  if (p === Ellipsis) return "...";
  if (p instanceof PyGenericAlias) return PyObject_Repr(p).value;
  const origin = PyObject_GetOptionalAttr(p, internStr("__origin__"));
  if (origin !== null) {
    Py_DECREF(origin);
    const args = PyObject_GetOptionalAttr(p, internStr("__args__"));
    if (args !== null) {
      Py_DECREF(args);
      return PyObject_Repr(p).value;
    }
  }
  const qualname = optStr(p, "__qualname__");
  if (qualname === null) return PyObject_Repr(p).value;
  const module = optStr(p, "__module__");
  if (module === null || module === "builtins") return qualname;
  return `${module}.${qualname}`;
}

const ATTR_EXCEPTIONS = new Set([
  "__class__", "__bases__", "__origin__", "__args__", "__unpacked__", "__parameters__", "__typing_unpacked_tuple_args__",
  "__mro_entries__", "__reduce_ex__", "__reduce__", "__copy__", "__deepcopy__",
]);

let unionOrHook: (a: PyObject, b: PyObject) => PyObject = () => NotImplemented;
export function setGenericAliasUnionHook(f: (a: PyObject, b: PyObject) => PyObject): void {
  unionOrHook = f;
}

export function initGenericAlias(builtinGenerics: PyType[]): void {
  const T = PyGenericAlias_Type;
  const ga = (o: PyObject): PyGenericAlias => o as PyGenericAlias;
  T.tp_dealloc = (o) => {
    Py_DECREF(ga(o).origin);
    Py_DECREF(ga(o).args);
  };
  T.tp_repr = (o) => {
    const a = ga(o).args.items;
    const inner = a.length === 0 ? "()" : a.map(typeRepr).join(", ");
    return newStr(`${typeRepr(ga(o).origin)}[${inner}]`);
  };
  // ga_new: types.GenericAlias(origin, args), what classmethod(GenericAlias) subscriptions call
  T.tp_new = (_t, args, kw) => {
    if (kw && kw.length) typeError("GenericAlias() takes no keyword arguments");
    if (args.length !== 2) typeError(`GenericAlias expected 2 arguments, got ${args.length}`);
    return newGenericAlias(args[0]!, args[1]!);
  };
  T.tp_call = (o, args, kw) => {
    const r = PyObject_Call(ga(o).origin, args, kw);
    try {
      PyObject_SetAttr(r, internStr("__orig_class__"), o);
    } catch (e) {
      // objects that refuse attributes keep their value (ga_call ignores AttributeError/TypeError)
      if (!(e instanceof PyObject)) throw e;
      Py_DECREF(e);
    }
    return r;
  };
  // ga_getattro: everything but a few names is the origin's
  T.tp_getattro = (o, name) => (ATTR_EXCEPTIONS.has(name.value) ? genericGetAttr(o, name) : ga(o).origin.ob_type.tp_getattro(ga(o).origin, name));
  T.tp_richcompare = (a, b, op) => {
    if (!(b instanceof PyGenericAlias) || (op !== Py_EQ && op !== Py_NE)) return NotImplemented;
    const eq = PyObject_RichCompareBool(ga(a).origin, b.origin, Py_EQ) && PyObject_RichCompareBool(ga(a).args, b.args, Py_EQ);
    return (op === Py_EQ) === eq ? True : False;
  };
  T.tp_hash = (o) => {
    const h0 = PyObject_Hash(ga(o).origin), h1 = PyObject_Hash(ga(o).args);
    return BigInt.asIntN(64, BigInt(h0) ^ BigInt(h1));
  };
  defGetSet(T, "__origin__", (o) => (Py_INCREF(ga(o).origin), ga(o).origin));
  defGetSet(T, "__args__", (o) => (Py_INCREF(ga(o).args), ga(o).args));
  defGetSet(T, "__parameters__", () => (Py_INCREF(EmptyTuple), EmptyTuple));
  defGetSet(T, "__unpacked__", () => False);
  defMethod(T, "__instancecheck__", () => typeError("isinstance() argument 2 cannot be a parameterized generic"));
  defMethod(T, "__subclasscheck__", () => typeError("issubclass() argument 2 cannot be a parameterized generic"));
  defMethod(T, "__mro_entries__", (self) => newTuple([(Py_INCREF(ga(self).origin), ga(self).origin)]));
  // ga_as_number: `list[int] | None` is a typing.Union (_Py_union_type_or)
  T.nb_binary[7] = (a, b) => unionOrHook(a, b);
  addSlotWrappers(T);
  for (const t of builtinGenerics) defClassMethod(t, "__class_getitem__", (cls, args) => {
    if (args.length !== 1) typeError(`__class_getitem__() takes exactly one argument (${args.length} given)`);
    return newGenericAlias(cls, args[0]!);
  });
  setClassGetItem((t, key) => {
    const f = t.ob_type.tp_getattro(t, internStr("__class_getitem__"));
    try {
      return PyObject_Call(f, [key], null);
    } finally {
      Py_DECREF(f);
    }
  });
  void None;
}
