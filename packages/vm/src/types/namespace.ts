/**
 * types.SimpleNamespace (Objects/namespaceobject.c): an object whose attributes are its keyword
 * arguments; repr `namespace(a=1, b=2)`, equal when the type and the attributes are. Used for
 * sys.implementation.
 */
import { PyObject, Py_INCREF, newStaticType, keepConstructFast, PyObject_HashNotImplemented } from "../objects/object.js";
import { newTuple } from "../objects/tuple.js";
import { defGetSet, defMethod } from "../objects/descr.js";
import { addSlotWrappers } from "../objects/typeobject.js";
import { checkedMethod } from "../args.js";
import { gcTrack, gcRegisterType } from "../objects/gcstate.js";
import { newStr, isStr, type PyStr } from "../objects/str.js";
import { newDict, dictSetItem, dictItems, isDict } from "../objects/dict.js";
import { NotImplemented } from "../objects/none.js";
import { True, False } from "../objects/bool.js";
import { typeError } from "../objects/exceptions.js";
import { PyObject_Call, PyObject_Repr, PyObject_RichCompare, iterateToArray, typeName, Py_EQ, Py_NE } from "../abstract.js";
import { reprEnter, reprLeave } from "./reprGuard.js";

export const PySimpleNamespace_Type = newStaticType("types.SimpleNamespace");
PySimpleNamespace_Type.tp_module = "types";
PySimpleNamespace_Type.tp_hasdict = true;

class PySimpleNamespace extends PyObject {
  constructor(type = PySimpleNamespace_Type) {
    super(type);
    this.dict = newDict();
    gcTrack(this); // namespace_traverse visits ns_dict (the collector visits every dict it finds)
  }
}
keepConstructFast(PySimpleNamespace);
gcRegisterType(PySimpleNamespace_Type, () => {});

/** A namespace holding `attrs` (the values are borrowed). */
export function newNamespace(attrs: [string, PyObject][]): PyObject {
  const ns = new PySimpleNamespace();
  for (const [k, v] of attrs) dictSetItem(ns.dict!, newStr(k), v);
  return ns;
}

PySimpleNamespace_Type.tp_alloc = (t) => new PySimpleNamespace(t);
PySimpleNamespace_Type.tp_new = (t) => t.tp_alloc(t);
PySimpleNamespace_Type.tp_init = (self, args, kw) => {
  const nkw = kw ? kw.length : 0;
  const npos = args.length - nkw;
  if (npos > 1) typeError(`SimpleNamespace expected at most 1 positional argument, got ${npos}`);
  if (npos === 1) {
    const m = args[0]!;
    const pairs = isDict(m) ? dictItems(m) : iterateToArray(m).map((p) => iterateToArray(p) as [PyObject, PyObject]);
    for (const [k, v] of pairs) {
      if (!isStr(k)) typeError(`keywords must be strings, not '${typeName(k)}'`);
      dictSetItem(self.dict!, k, v);
    }
  }
  for (let i = 0; i < nkw; i++) dictSetItem(self.dict!, newStr(kw![i]!), args[npos + i]!);
};
PySimpleNamespace_Type.tp_repr = (o) => {
  const name = o.ob_type === PySimpleNamespace_Type ? "namespace" : o.ob_type.tp_name.slice(o.ob_type.tp_name.lastIndexOf(".") + 1);
  if (!reprEnter(o)) return newStr(`${name}(...)`);
  try {
    const parts = dictItems(o.dict!)
      .filter(([k]) => isStr(k))
      .map(([k, v]) => `${(k as PyStr).value}=${PyObject_Repr(v).value}`);
    return newStr(`${name}(${parts.join(", ")})`);
  } finally {
    reprLeave(o);
  }
};
// defining __eq__ without __hash__ leaves the type unhashable
PySimpleNamespace_Type.tp_hash = PyObject_HashNotImplemented;
PySimpleNamespace_Type.tp_richcompare = (a, b, op) => {
  if ((op !== Py_EQ && op !== Py_NE) || !b.ob_type.isSubtype(PySimpleNamespace_Type) || !a.ob_type.isSubtype(PySimpleNamespace_Type)) return NotImplemented;
  const r = PyObject_RichCompare(a.dict!, b.dict!, op);
  return r === True || r === False ? r : r;
};

// namespace_reduce: (type, (), attrs); namespace_replace: a copy with the keyword arguments set
defMethod(PySimpleNamespace_Type, "__reduce__", checkedMethod("SimpleNamespace.__reduce__", "noargs", (self) => {
  const attrs = newDict();
  for (const [k, v] of dictItems(self.dict!)) dictSetItem(attrs, k, v);
  Py_INCREF(self.ob_type);
  return newTuple([self.ob_type, newTuple([]), attrs]);
}));
defMethod(PySimpleNamespace_Type, "__replace__", (self, args, kw) => {
  const nkw = kw ? kw.length : 0;
  if (args.length > nkw) typeError("__replace__() takes no positional arguments");
  const r = PyObject_Call(self.ob_type, [], null);
  for (const [k, v] of dictItems(self.dict!)) dictSetItem(r.dict!, k, v);
  for (let i = 0; i < nkw; i++) dictSetItem(r.dict!, newStr(kw![i]!), args[i]!);
  return r;
});
defGetSet(PySimpleNamespace_Type, "__dict__", (o) => (Py_INCREF(o.dict!), o.dict!));
addSlotWrappers(PySimpleNamespace_Type);
