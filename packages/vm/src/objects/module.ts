/** module objects (Objects/moduleobject.c): a namespace dict with module-style attribute errors. */
import { PyObject, newStaticType, Py_INCREF, Py_DECREF, keepConstructFast, type PyType } from "./object.js";
import { PyDict, newDict, dictGetStr, dictSetItem, dictPop, dictItems } from "./dict.js";
import { PyStr, internStr, newStr, isStr } from "./str.js";
import { PyExc_AttributeError, newException, typeError } from "./exceptions.js";
import { None } from "./none.js";
import { parseArgs } from "../args.js";
import { defGetSet, defMethod } from "./descr.js";
import { newList } from "./list.js";
import { newInt } from "./int.js";
import { PyCallable_Check, PyObject_Call, PyObject_GetOptionalAttr, PyObject_IsTrue } from "../abstract.js";
import { genericGetAttr, genericSetAttr, attachAttrErrorInfo } from "./typeobject.js";

export const PyModule_Type = newStaticType("module");

export class PyModule extends PyObject {
  declare name: string;
  constructor(name: string, dict: PyDict, type: PyType = PyModule_Type) {
    super(type);
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
// module.__new__ makes a module with an empty namespace; module.__init__(name, doc=None) fills it
// (module___init___impl → module_init_dict)
PyModule_Type.tp_alloc = (t) => new PyModule("?", newDict(), t);
PyModule_Type.tp_new = (t) => t.tp_alloc(t);
PyModule_Type.tp_init = (self, args, kw) => {
  const [name, doc] = parseArgs("module", args, kw, ["name", "doc"], 1);
  if (!isStr(name!)) typeError(`module() argument 'name' must be str, not ${name!.ob_type.tp_name}`);
  const d = self.dict!;
  dictSetItem(d, internStr("__name__"), name!);
  dictSetItem(d, internStr("__doc__"), doc ?? None);
  dictSetItem(d, internStr("__package__"), None);
  dictSetItem(d, internStr("__loader__"), None);
  dictSetItem(d, internStr("__spec__"), None);
  (self as PyModule).name = (name as PyStr).value;
};
PyModule_Type.tp_getattro = (o, name: PyStr) => {
  const m = o as PyModule;
  const v = dictGetStr(m.dict!, name);
  if (v !== null) {
    Py_INCREF(v);
    return v;
  }
  try {
    return genericGetAttr(o, name);
  } catch (caught) {
    if (!(caught instanceof PyObject && caught.ob_type.isSubtype(PyExc_AttributeError))) throw caught;
    Py_DECREF(caught);
  }
  // PEP 562: the module's own __getattr__ answers what the namespace lacks
  const hook = dictGetStr(m.dict!, internStr("__getattr__"));
  if (hook !== null) return PyObject_Call(hook, [name]);
  const n = dictGetStr(m.dict!, internStr("__name__"));
  let msg: string;
  if (n === null || !isStr(n)) msg = `module has no attribute '${name.value}'`;
  else if (isInitializing(m.dict!)) {
    const origin = fileOrigin(m.dict!);
    const from = origin === null ? "" : ` from '${origin}'`;
    msg = `partially initialized module '${n.value}'${from} has no attribute '${name.value}' (most likely due to a circular import)`;
  }
  else msg = `module '${n.value}' has no attribute '${name.value}'`;
  const e = newException(PyExc_AttributeError, msg);
  attachAttrErrorInfo(e, o, name);
  throw e;
};
PyModule_Type.tp_setattro = genericSetAttr;
// module_members: __dict__ (READONLY)
defGetSet(PyModule_Type, "__dict__", (o) => {
  Py_INCREF(o.dict!);
  return o.dict!;
});
// PEP 649's module annotations (moduleobject.c module_get/set_annotate, module_get/set_annotations)
const ANNOTATE = internStr("__annotate__"), ANNOTATIONS = internStr("__annotations__"), SPEC = internStr("__spec__");

function dropKey(d: PyDict, key: PyStr): boolean {
  const v = dictPop(d, key);
  if (v === null) return false;
  Py_DECREF(v);
  return true;
}

defGetSet(
  PyModule_Type,
  "__annotate__",
  (o) => {
    const d = o.dict!;
    let v = dictGetStr(d, ANNOTATE);
    if (v === null) {
      v = None;
      dictSetItem(d, ANNOTATE, v);
    }
    Py_INCREF(v);
    return v;
  },
  (o, v) => {
    if (v === null) typeError("cannot delete __annotate__ attribute");
    if (v !== None && !PyCallable_Check(v)) typeError("__annotate__ must be callable or None");
    dictSetItem(o.dict!, ANNOTATE, v);
    if (v !== None) dropKey(o.dict!, ANNOTATIONS);
  },
);

/** Whether the module's `__spec__._initializing` is true (_PyModuleSpec_IsInitializing). */
function isInitializing(d: PyDict): boolean {
  const spec = dictGetStr(d, SPEC);
  if (spec === null) return false;
  const flag = PyObject_GetOptionalAttr(spec, internStr("_initializing"));
  if (flag === null) return false;
  const r = PyObject_IsTrue(flag);
  Py_DECREF(flag);
  return r;
}

/** The module's `__spec__.origin` when the spec has a location and the origin is a str (PyModuleSpec_GetFileOrigin). */
function fileOrigin(d: PyDict): string | null {
  const spec = dictGetStr(d, SPEC);
  if (spec === null) return null;
  const has = PyObject_GetOptionalAttr(spec, internStr("has_location"));
  if (has === null) return null;
  const located = PyObject_IsTrue(has);
  Py_DECREF(has);
  if (!located) return null;
  const origin = PyObject_GetOptionalAttr(spec, internStr("origin"));
  if (origin === null) return null;
  const r = isStr(origin) ? origin.value : null;
  Py_DECREF(origin);
  return r;
}

defGetSet(
  PyModule_Type,
  "__annotations__",
  (o) => {
    const d = o.dict!;
    const cached = dictGetStr(d, ANNOTATIONS);
    if (cached !== null) {
      Py_INCREF(cached);
      return cached;
    }
    const initializing = isInitializing(d);
    const annotate = dictGetStr(d, ANNOTATE);
    let annotations: PyObject;
    if (annotate !== null && PyCallable_Check(annotate)) {
      annotations = PyObject_Call(annotate, [newInt(1)]);
      if (!(annotations instanceof PyDict)) {
        const t = annotations.ob_type.tp_name;
        Py_DECREF(annotations);
        typeError(`__annotate__ returned non-dict of type '${t}'`);
      }
    } else annotations = newDict();
    // a module still being imported does not cache them
    if (!initializing) dictSetItem(d, ANNOTATIONS, annotations);
    return annotations;
  },
  (o, v) => {
    const d = o.dict!;
    if (v !== null) dictSetItem(d, ANNOTATIONS, v);
    else if (!dropKey(d, ANNOTATIONS)) throw newException(PyExc_AttributeError, "__annotations__");
    dropKey(d, ANNOTATE);
  },
);

// module.__dir__: the namespace's own __dir__ when it has one, else its keys (module_dir)
defMethod(PyModule_Type, "__dir__", (self) => {
  const d = self.dict!;
  const custom = dictGetStr(d, internStr("__dir__"));
  if (custom !== null) return PyObject_Call(custom, []);
  return newList(dictItems(d).map(([k]) => (Py_INCREF(k), k)));
});
PyModule_Type.tp_repr = (o) => newStr(`<module '${(o as PyModule).name}'>`);

keepConstructFast(PyModule);
