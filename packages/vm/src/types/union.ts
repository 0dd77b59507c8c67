/**
 * types.UnionType (Objects/unionobject.c): `int | str`, `int | None`. Its members (`__args__`)
 * are flattened and deduplicated; isinstance/issubclass test each member.
 */
import { PyObject, PyType, PyType_Type, Py_INCREF, Py_DECREF, newStaticType, keepConstructFast } from "../objects/object.js";
import { None, NotImplemented, PyNone_Type } from "../objects/none.js";
import { newBool } from "../objects/bool.js";
import { newStr } from "../objects/str.js";
import { newTuple, isTuple, type PyTuple } from "../objects/tuple.js";
import { addSlotWrappers, setUnionHook } from "../objects/typeobject.js";
import { defGetSet, defMethod, defClassMethod } from "../objects/descr.js";
import { typeError } from "../objects/exceptions.js";
import { reprString, PyObject_Hash, PyObject_RichCompareBool, Py_EQ, Py_NE } from "../abstract.js";
import { PyGenericAlias_Type, typeRepr, setGenericAliasUnionHook, makeParameters, subsParameters } from "./genericalias.js";
import { hashTuple } from "../hash.js";

export const PyUnion_Type = newStaticType("typing.Union", undefined, 0);
PyUnion_Type.tp_module = "typing";

export class PyUnion extends PyObject {
  declare args: PyObject[];
  constructor(args: PyObject[]) {
    super(PyUnion_Type);
    this.args = args;
  }
}

export function isUnion(o: PyObject): o is PyUnion {
  return o.ob_type === PyUnion_Type;
}

/** What may stand in a union (is_unionable): a class, None, a generic alias, or another union. */
function unionable(o: PyObject): boolean {
  return o === None || o instanceof PyType || o.ob_type === PyGenericAlias_Type || isUnion(o) || o.ob_type.tp_name === "TypeAliasType";
}

/** Whether `xs` holds a member equal to `m` (the union builder deduplicates by equality: `list[int]` twice is one). */
function hasMember(xs: readonly PyObject[], m: PyObject): boolean {
  return xs.some((x) => x === m || (!(x instanceof PyType) && !(m instanceof PyType) && PyObject_RichCompareBool(x, m, Py_EQ)));
}

/** Flattened, None as NoneType, deduplicated members of args (unionbuilder_add_tuple). */
function buildMembers(args: readonly PyObject[], checked: boolean): PyObject[] {
  const out: PyObject[] = [];
  const add = (m: PyObject) => {
    if (!hasMember(out, m)) out.push((Py_INCREF(m), m));
  };
  try {
    for (const a of args) {
      if (a === None) add(PyNone_Type);
      else if (isUnion(a)) for (const m of a.args) add(m);
      else if (checked) {
        const t = typeCheckHook(a, "Union[arg, ...]: each arg must be a type.");
        try {
          add(t);
        } finally {
          Py_DECREF(t);
        }
      } else add(a);
    }
  } catch (e) {
    for (const m of out) Py_DECREF(m);
    throw e;
  }
  return out;
}

let typeCheckHook: (v: PyObject, msg: string) => PyObject = (v) => (Py_INCREF(v), v);
/** typevarobject.c's type_check (typing._type_check, None as NoneType), set by typevars.ts. */
export function setUnionTypeCheck(f: (v: PyObject, msg: string) => PyObject): void {
  typeCheckHook = f;
}

/** make_union of a builder: the one member itself, else a new union. */
function makeUnion(out: PyObject[]): PyObject {
  if (out.length === 0) typeError("Cannot take a Union of no types.");
  if (out.length === 1) return out[0]!;
  return new PyUnion(out);
}

/** _Py_union_from_tuple: Union[args], each argument type-checked (TypeVar's `|`, Union[...]). */
export function unionFromArgs(args: readonly PyObject[]): PyObject {
  return makeUnion(buildMembers(args, true));
}

/** _Py_union_type_or. */
export function unionTypeOr(a: PyObject, b: PyObject): PyObject {
  return unionOr(a, b);
}


/** `a | b` for types and unions (NotImplemented for anything else). */
export function unionOr(a: PyObject, b: PyObject): PyObject {
  if (!unionable(a) || !unionable(b)) return NotImplemented;
  return makeUnion(buildMembers([a, b], false));
}

function memberRepr(o: PyObject): string {
  if (o === PyNone_Type) return "None";
  if (o instanceof PyType) {
    const mod = o.tp_module;
    const name = o.tp_qualname || o.tp_name;
    return mod === "builtins" ? name : `${mod}.${name}`;
  }
  return typeRepr(o);
}


export function initUnion(): void {
  setUnionHook(unionOr);
  setGenericAliasUnionHook(unionOr);
  PyUnion_Type.tp_repr = (o) => newStr((o as PyUnion).args.map(memberRepr).join(" | "));
  PyUnion_Type.nb_binary[7] = unionOr;
  PyUnion_Type.tp_hash = (o) => hashTuple((o as PyUnion).args.map((x) => PyObject_Hash(x)));
  PyUnion_Type.tp_richcompare = (a, b, op) => {
    if (!isUnion(b) || (op !== Py_EQ && op !== Py_NE)) return NotImplemented;
    const x = (a as PyUnion).args, y = b.args;
    const eq = x.length === y.length && x.every((m) => hasMember(y, m));
    return newBool(op === Py_EQ ? eq : !eq);
  };
  PyUnion_Type.tp_dealloc = (o) => {
    for (const m of (o as PyUnion).args) Py_DECREF(m);
  };
  const U = PyUnion_Type;
  const argsTuple = (o: PyObject) => newTuple((o as PyUnion).args.map((m) => (Py_INCREF(m), m))) as PyTuple;
  defGetSet(U, "__args__", argsTuple);
  // union_origin: typing.Union itself; __name__/__qualname__ "Union"
  defGetSet(U, "__origin__", () => (Py_INCREF(U), U));
  defGetSet(U, "__name__", () => newStr("Union"));
  defGetSet(U, "__qualname__", () => newStr("Union"));
  // union_parameters: _Py_make_parameters of the members
  defGetSet(U, "__parameters__", (o) => {
    const a = argsTuple(o);
    try {
      return makeParameters(a.items);
    } finally {
      Py_DECREF(a);
    }
  });
  // union_getitem: the members with the parameters substituted, made a union again
  U.mp_subscript = (o, item) => {
    const a = argsTuple(o);
    try {
      const ps = makeParameters(a.items);
      let newArgs: PyTuple;
      try {
        newArgs = subsParameters(o, a, ps, item);
      } finally {
        Py_DECREF(ps);
      }
      try {
        return makeUnion(buildMembers(newArgs.items, true));
      } finally {
        Py_DECREF(newArgs);
      }
    } finally {
      Py_DECREF(a);
    }
  };
  defClassMethod(U, "__class_getitem__", (_cls, args) => {
    if (args.length !== 1) typeError(`Union.__class_getitem__() takes exactly one argument (${args.length} given)`);
    const a = args[0]!;
    return unionFromArgs(isTuple(a) ? (a as PyTuple).items : [a]);
  });
  defMethod(U, "__mro_entries__", () => typeError("Cannot subclass typing.Union"));
  addSlotWrappers(PyUnion_Type);
  void PyType_Type;
}

keepConstructFast(PyUnion);
