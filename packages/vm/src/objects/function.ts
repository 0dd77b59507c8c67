/** function, method (bound), cell: Objects/funcobject.c, classobject.c, cellobject.c. */
import { PyObject, newStaticType, Py_INCREF, Py_DECREF, Py_XDECREF, Py_TPFLAGS_METHOD_DESCRIPTOR, type PyType, keepConstructFast } from "./object.js";
import { None } from "./none.js";
import type { PyCode } from "./code.js";
import type { PyDict } from "./dict.js";
import type { PyStr } from "./str.js";
import type { PyTuple } from "./tuple.js";
import { gcTrack } from "./gcstate.js";
import { clearWeakrefs } from "./weaklist.js";

export const PyFunction_Type = newStaticType("function", undefined, Py_TPFLAGS_METHOD_DESCRIPTOR);
export const PyMethod_Type = newStaticType("method", undefined, 0);
export const PyCell_Type = newStaticType("cell", undefined, 0);

export class PyFunction extends PyObject {
  declare code: PyCode;
  declare globals: PyDict;
  declare builtins: PyDict;
  declare name: PyStr;
  declare qualname: PyStr;
  declare defaults: PyTuple | null;
  declare kwdefaults: PyDict | null;
  declare closure: PyTuple | null;
  declare doc: PyObject;
  declare module: PyObject;
  declare annotations: PyObject | null;
  declare annotate: PyObject | null;
  declare typeParams: PyObject | null;
  constructor(code: PyCode, globals: PyDict, builtins: PyDict, module: PyObject) {
    super(PyFunction_Type);
    this.code = code;
    this.globals = globals;
    this.builtins = builtins;
    this.name = code.name;
    this.qualname = code.qualname;
    this.defaults = null;
    this.kwdefaults = null;
    this.closure = null;
    this.doc = None;
    this.module = module;
    this.annotations = null;
    this.annotate = null;
    this.typeParams = null;
    gcTrack(this);
  }
}

export class PyMethod extends PyObject {
  declare func: PyObject;
  declare self: PyObject;
  constructor(func: PyObject, self: PyObject) {
    super(PyMethod_Type);
    this.func = func;
    this.self = self;
    gcTrack(this);
  }
}

export class PyCell extends PyObject {
  declare ref: PyObject | null;
  constructor(ref: PyObject | null) {
    super(PyCell_Type);
    this.ref = ref;
    gcTrack(this);
  }
}

/** A bound method; takes its own references to `func` and `self`. */
export function newMethod(func: PyObject, self: PyObject): PyMethod {
  Py_INCREF(func);
  Py_INCREF(self);
  return new PyMethod(func, self);
}

PyFunction_Type.tp_descr_get = (f, obj) => {
  if (obj === null) {
    Py_INCREF(f);
    return f;
  }
  return newMethod(f, obj);
};
PyFunction_Type.tp_hasdict = true;
PyFunction_Type.tp_dealloc = (o) => {
  const f = o as PyFunction;
  clearWeakrefs(o);
  Py_XDECREF(f.defaults);
  Py_XDECREF(f.kwdefaults);
  Py_XDECREF(f.closure);
  Py_XDECREF(f.dict);
  Py_DECREF(f.doc);
  Py_XDECREF(f.annotations);
};
PyMethod_Type.tp_dealloc = (o) => {
  const m = o as PyMethod;
  clearWeakrefs(o); // method_dealloc: a weak reference to a bound method dies with it
  Py_DECREF(m.func);
  Py_DECREF(m.self);
};
PyCell_Type.tp_dealloc = (o) => Py_XDECREF((o as PyCell).ref);

export function isFunction(o: PyObject): o is PyFunction {
  return o.ob_type === PyFunction_Type;
}

export type { PyType };

keepConstructFast(PyFunction, PyMethod, PyCell);
