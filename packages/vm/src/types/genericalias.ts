/**
 * types.GenericAlias (Objects/genericaliasobject.c): what `list[int]` and `dict[str, int]` make
 * through the builtin generics' `__class_getitem__` — an alias that repr()s as the subscription,
 * compares by origin and arguments, calls its origin, and forwards other attributes to it.
 */
import { PyObject, PyType, newStaticType, Py_INCREF, Py_DECREF, keepConstructFast } from "../objects/object.js";
import { None, NotImplemented, Ellipsis } from "../objects/none.js";
import { True, False } from "../objects/bool.js";
import { newStr, internStr, type PyStr } from "../objects/str.js";
import { newTuple, isTuple, type PyTuple } from "../objects/tuple.js";
import { newList, isList, type PyList } from "../objects/list.js";
import { defClassMethod, defGetSet, defMethod } from "../objects/descr.js";
import { typeError } from "../objects/exceptions.js";
import { addSlotWrappers, genericGetAttr } from "../objects/typeobject.js";
import {
  PyObject_Call, PyObject_GetOptionalAttr, PyObject_GetItem, PyObject_Hash, PyObject_Repr, PyObject_RichCompareBool, PyObject_SetAttr, Py_EQ, Py_NE, setClassGetItem,
} from "../abstract.js";

export const PyGenericAlias_Type = newStaticType("types.GenericAlias");

export class PyGenericAlias extends PyObject {
  declare origin: PyObject;
  declare args: PyTuple;
  /** __parameters__, made on first use (_Py_make_parameters). */
  declare parameters: PyTuple | null;
  constructor(origin: PyObject, args: PyTuple) {
    super(PyGenericAlias_Type);
    this.origin = origin;
    this.args = args;
    this.parameters = null;
  }
}

const ref = <T extends PyObject>(o: T): T => (Py_INCREF(o), o);
const S_TYPING_SUBST = internStr("__typing_subst__");
const S_PARAMETERS = internStr("__parameters__");

/** tuple_add: appends t unless already there (by identity); whether it did. */
function tupleAdd(out: PyObject[], t: PyObject): void {
  if (!out.includes(t)) out.push(ref(t));
}

/** _Py_make_parameters: the type variables among args (and their own __parameters__), first occurrence order. */
export function makeParameters(args: readonly PyObject[]): PyTuple {
  const out: PyObject[] = [];
  try {
    for (const t of args) {
      if (t instanceof PyType) continue;
      const subst = PyObject_GetOptionalAttr(t, S_TYPING_SUBST);
      if (subst !== null) {
        Py_DECREF(subst);
        tupleAdd(out, t);
        continue;
      }
      let sub = PyObject_GetOptionalAttr(t, S_PARAMETERS);
      if (sub === null && (isTuple(t) || isList(t))) sub = makeParameters(isTuple(t) ? (t as PyTuple).items : (t as PyList).items);
      if (sub !== null) {
        if (isTuple(sub)) for (const x of (sub as PyTuple).items) tupleAdd(out, x);
        Py_DECREF(sub);
      }
    }
  } catch (e) {
    for (const x of out) Py_DECREF(x);
    throw e;
  }
  return newTuple(out);
}

/** _is_unpacked_typevartuple: `*Ts`. */
function isUnpackedTypeVarTuple(arg: PyObject): boolean {
  if (arg instanceof PyType) return false;
  const v = PyObject_GetOptionalAttr(arg, internStr("__typing_is_unpacked_typevartuple__"));
  if (v === null) return false;
  Py_DECREF(v);
  return v === True;
}

/** _unpacked_tuple_args: the args of `*tuple[int, str]` (not of `*tuple[int, ...]`), else null. */
function unpackedTupleArgs(arg: PyObject): PyTuple | null {
  if (arg instanceof PyType) return null;
  const v = PyObject_GetOptionalAttr(arg, internStr("__typing_unpacked_tuple_args__"));
  if (v === null) return null;
  if (isTuple(v)) {
    const items = (v as PyTuple).items;
    if (!(items.length > 0 && items[items.length - 1] === Ellipsis)) return v as PyTuple;
  }
  Py_DECREF(v);
  return null;
}

/** _unpack_args: item as a tuple, unpacked fixed-length tuples spread into it. */
function unpackArgs(item: PyObject): PyTuple {
  const items = isTuple(item) ? (item as PyTuple).items : [item];
  const out: PyObject[] = [];
  for (const x of items) {
    const sub = unpackedTupleArgs(x);
    if (sub !== null) {
      for (const y of sub.items) out.push(ref(y));
      Py_DECREF(sub);
    } else out.push(ref(x));
  }
  return newTuple(out);
}

/** subs_tvars: obj[its own parameters substituted], or obj when it has none. */
function subsTvars(obj: PyObject, params: PyObject[], argitems: PyObject[]): PyObject {
  const sub = PyObject_GetOptionalAttr(obj, S_PARAMETERS);
  if (sub === null || !isTuple(sub) || (sub as PyTuple).items.length === 0) {
    if (sub !== null) Py_DECREF(sub);
    return ref(obj);
  }
  const subargs: PyObject[] = [];
  try {
    for (const arg of (sub as PyTuple).items) {
      const i = params.indexOf(arg);
      if (i >= 0) {
        const a = argitems[i]!;
        if (params[i]!.ob_type.tp_iter !== null && isTuple(a)) {
          for (const y of (a as PyTuple).items) subargs.push(ref(y));
          continue;
        }
        subargs.push(ref(a));
      } else subargs.push(ref(arg));
    }
  } finally {
    Py_DECREF(sub);
  }
  const t = newTuple(subargs);
  try {
    return PyObject_GetItem(obj, t);
  } finally {
    Py_DECREF(t);
  }
}

/** _Py_subs_parameters: args with each of parameters replaced by its argument in item. */
export function subsParameters(self: PyObject, args: PyTuple, parameters: PyTuple, item0: PyObject): PyTuple {
  const params = parameters.items;
  if (params.length === 0) typeError(`${PyObject_Repr(self).value} is not a generic class`);
  let item: PyObject = unpackArgs(item0);
  try {
    for (const p of params) {
      const prepare = PyObject_GetOptionalAttr(p, internStr("__typing_prepare_subst__"));
      if (prepare === null) continue;
      try {
        if (prepare === None) continue;
        let a: PyObject;
        if (isTuple(item)) a = ref(item);
        else a = newTuple([ref(item)]);
        try {
          const tmp = PyObject_Call(prepare, [self, a], null);
          Py_DECREF(item);
          item = tmp;
        } finally {
          Py_DECREF(a);
        }
      } finally {
        Py_DECREF(prepare);
      }
    }
    const argitems = isTuple(item) ? (item as PyTuple).items : [item];
    if (argitems.length !== params.length) {
      typeError(`Too ${argitems.length > params.length ? "many" : "few"} arguments for ${PyObject_Repr(self).value}; actual ${argitems.length}, expected ${params.length}`);
    }
    return subsArgs(self, args, parameters, item, argitems);
  } finally {
    Py_DECREF(item);
  }
}

function subsArgs(self: PyObject, args: PyTuple | PyList, parameters: PyTuple, item: PyObject, argitems: PyObject[]): PyTuple {
  const params = parameters.items;
  const out: PyObject[] = [];
  try {
    for (const arg0 of args.items) {
      if (arg0 instanceof PyType) {
        out.push(ref(arg0));
        continue;
      }
      if (isTuple(arg0) || isList(arg0)) {
        const sub = subsArgs(self, arg0 as PyTuple | PyList, parameters, item, argitems);
        if (isTuple(arg0)) out.push(sub);
        else {
          out.push(newList(sub.items.map((x) => ref(x))));
          Py_DECREF(sub);
        }
        continue;
      }
      const unpack = isUnpackedTypeVarTuple(arg0);
      const subst = PyObject_GetOptionalAttr(arg0, S_TYPING_SUBST);
      let arg: PyObject;
      if (subst !== null) {
        const i = params.indexOf(arg0);
        try {
          arg = PyObject_Call(subst, [argitems[i]!], null);
        } finally {
          Py_DECREF(subst);
        }
      } else arg = subsTvars(arg0, params, argitems);
      if (unpack && isTuple(arg)) {
        for (const y of (arg as PyTuple).items) out.push(ref(y));
        Py_DECREF(arg);
      } else out.push(arg);
    }
  } catch (e) {
    for (const x of out) Py_DECREF(x);
    throw e;
  }
  return newTuple(out);
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
    if (ga(o).parameters !== null) Py_DECREF(ga(o).parameters!);
  };
  const params = (o: PyGenericAlias): PyTuple => {
    if (o.parameters === null) o.parameters = makeParameters(o.args.items);
    return o.parameters;
  };
  // ga_getitem: the alias with its parameters substituted
  T.mp_subscript = (o, item) => {
    const a = ga(o);
    const newArgs = subsParameters(o, a.args, params(a), item);
    try {
      return newGenericAlias(a.origin, newArgs);
    } finally {
      Py_DECREF(newArgs);
    }
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
  defGetSet(T, "__parameters__", (o) => ref(params(ga(o))));
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
