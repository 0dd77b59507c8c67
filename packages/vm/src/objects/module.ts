/** module objects (Objects/moduleobject.c): a namespace dict with module-style attribute errors. */
import { PyObject, newStaticType, Py_INCREF, keepConstructFast } from "./object.js";
import { PyDict, newDict, dictGetStr, dictSetItem } from "./dict.js";
import { PyStr, internStr, newStr, isStr } from "./str.js";
import { PyExc_AttributeError, newException } from "./exceptions.js";
import { defGetSet } from "./descr.js";
import { genericGetAttr, genericSetAttr, attachAttrErrorInfo } from "./typeobject.js";

export const PyModule_Type = newStaticType("module");

export class PyModule extends PyObject {
  declare name: string;
  constructor(name: string, dict: PyDict) {
    super(PyModule_Type);
    this.name = name;
    this.dict = dict;
  }
}

export function newModule(name: string): PyModule {
  const d = newDict();
  dictSetItem(d, internStr("__name__"), newStr(name));
  return new PyModule(name, d);
}

PyModule_Type.tp_hasdict = true;
PyModule_Type.tp_getattro = (o, name: PyStr) => {
  const m = o as PyModule;
  const v = dictGetStr(m.dict!, name);
  if (v !== null) {
    Py_INCREF(v);
    return v;
  }
  try {
    return genericGetAttr(o, name);
  } catch {
    const n = dictGetStr(m.dict!, internStr("__name__"));
    const e = newException(PyExc_AttributeError, `module '${n && isStr(n) ? n.value : m.name}' has no attribute '${name.value}'`);
    attachAttrErrorInfo(e, o, name);
    throw e;
  }
};
PyModule_Type.tp_setattro = genericSetAttr;
// module_members: __dict__ (READONLY)
defGetSet(PyModule_Type, "__dict__", (o) => {
  Py_INCREF(o.dict!);
  return o.dict!;
});
PyModule_Type.tp_repr = (o) => newStr(`<module '${(o as PyModule).name}'>`);

keepConstructFast(PyModule);
