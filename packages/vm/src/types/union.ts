/**
 * types.UnionType (Objects/unionobject.c): `int | str`, `int | None`. Its members (`__args__`)
 * are flattened and deduplicated; isinstance/issubclass test each member.
 */
import { PyObject, PyType, PyType_Type, Py_INCREF, newStaticType, keepConstructFast } from "../objects/object.js";
import { None, NotImplemented, PyNone_Type } from "../objects/none.js";
import { newBool } from "../objects/bool.js";
import { newStr } from "../objects/str.js";
import { newTuple, type PyTuple } from "../objects/tuple.js";
import { addSlotWrappers, setUnionHook } from "../objects/typeobject.js";
import { defGetSet } from "../objects/descr.js";
import { reprString, PyObject_Hash, PyObject_RichCompareBool, Py_EQ, Py_NE } from "../abstract.js";
import { PyGenericAlias_Type, typeRepr, setGenericAliasUnionHook } from "./genericalias.js";
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
  return o === None || o instanceof PyType || o.ob_type === PyGenericAlias_Type || isUnion(o);
}

/** Whether `xs` holds a member equal to `m` (the union builder deduplicates by equality: `list[int]` twice is one). */
function hasMember(xs: readonly PyObject[], m: PyObject): boolean {
  return xs.some((x) => x === m || (x.ob_type === m.ob_type && x.ob_type === PyGenericAlias_Type && PyObject_RichCompareBool(x, m, Py_EQ)));
}

function members(o: PyObject): PyObject[] {
  if (isUnion(o)) return o.args;
  return [o === None ? PyNone_Type : o];
}

/** `a | b` for types and unions (NotImplemented for anything else). */
export function unionOr(a: PyObject, b: PyObject): PyObject {
  if (!unionable(a) || !unionable(b)) return NotImplemented;
  const out: PyObject[] = [];
  for (const m of [...members(a), ...members(b)]) if (!hasMember(out, m)) out.push(m);
  if (out.length === 1) return (Py_INCREF(out[0]!), out[0]!);
  for (const m of out) Py_INCREF(m);
  return new PyUnion(out);
}

function memberRepr(o: PyObject): string {
  if (o === PyNone_Type) return "None";
  if (o instanceof PyType) {
    const mod = o.tp_module;
    const name = o.tp_qualname || o.tp_name;
    return mod === "builtins" ? name : `${mod}.${name}`;
  }
  if (o.ob_type === PyGenericAlias_Type) return typeRepr(o);
  return reprString(o);
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
  PyUnion_Type.tp_dealloc = () => {};
  defGetSet(PyUnion_Type, "__args__", (o) => newTuple((o as PyUnion).args.map((m) => (Py_INCREF(m), m))) as PyTuple);
  addSlotWrappers(PyUnion_Type);
  void PyType_Type;
}

keepConstructFast(PyUnion);
