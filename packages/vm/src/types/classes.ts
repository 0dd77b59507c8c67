/**
 * What class machinery needs beyond typeobject.ts: member descriptors' attributes, the
 * `__dict__`/`__weakref__` descriptors classes get, `mappingproxy` (a type's read-only
 * `__dict__`), staticmethod/classmethod attributes (funcobject.c), property's extra attributes
 * (descrobject.c), and super's own attributes (typeobject.c).
 */
import { PyObject, PyType, newStaticType, Py_INCREF, Py_DECREF, keepConstructFast, bumpTypeVersion, Py_TPFLAGS_HEAPTYPE } from "../objects/object.js";
import { None } from "../objects/none.js";
import { newStr, internStr, isStr, type PyStr } from "../objects/str.js";
import { newDict, dictSetItem, isDict, type PyDict, materializeDict } from "../objects/dict.js";
import {
  PyGetSetDescr, PyGetSetDescr_Type, PyWrapperObject, PyStaticMethod_Type, PyClassMethod_Type, PyPropertyObject, PyProperty_Type,
  defGetSet, defMethod,
} from "../objects/descr.js";
import { PyMemberDescr, PyMemberDescr_Type, setMemberAttrInfoHook } from "../objects/member.js";
import { PyExc_AttributeError, PyExc_TypeError, newException, typeError } from "../objects/exceptions.js";
import { addSlotWrappers, bindClassHooks, attachAttrErrorInfo, genericGetAttr } from "../objects/typeobject.js";
import {
  PyObject_GetItem, PyObject_GetIter, PyObject_Length, PyObject_Repr, PySequence_Contains, PyObject_RichCompare,
  PyObject_GetOptionalAttr, PyNumber_BinaryOp, callMethod, typeName,
} from "../abstract.js";
import { tstate } from "../eval/threadState.js";
import { builtinDoc, builtinAttrDoc } from "../docstrings.js";
import { docOrNone } from "./function.js";
import { dictGetStr } from "../objects/dict.js";
import { PySuper, PySuper_Type } from "../modules/iterators.js";

function ref<T extends PyObject>(o: T): T {
  Py_INCREF(o);
  return o;
}

// ---------------------------------------------------------------------------------------------
// mappingproxy

export const PyDictProxy_Type = newStaticType("mappingproxy", undefined, 0);

export class PyMappingProxy extends PyObject {
  declare mapping: PyObject;
  constructor(mapping: PyObject) {
    super(PyDictProxy_Type);
    this.mapping = mapping;
  }
}

keepConstructFast(PyMappingProxy);

/** A read-only view of `mapping` (takes a new reference). */
export function newMappingProxy(mapping: PyObject): PyMappingProxy {
  Py_INCREF(mapping);
  return new PyMappingProxy(mapping);
}

/** The mappingproxy a class's `__dict__` shows: a snapshot of its namespace, in order. */
export function typeDictProxy(t: PyType): PyMappingProxy {
  const d = newDict();
  for (const [k, v] of t.tp_dict) dictSetItem(d, internStr(k), v);
  const p = new PyMappingProxy(d);
  return p;
}

function initMappingProxy(): void {
  const T = PyDictProxy_Type;
  const m = (o: PyObject): PyObject => (o as PyMappingProxy).mapping;
  T.tp_dealloc = (o) => Py_DECREF(m(o));
  T.mp_subscript = (o, k) => PyObject_GetItem(m(o), k);
  T.sq_contains = (o, k) => PySequence_Contains(m(o), k);
  T.sq_length = (o) => PyObject_Length(m(o));
  T.tp_iter = (o) => PyObject_GetIter(m(o));
  T.tp_repr = (o) => newStr(`mappingproxy(${PyObject_Repr(m(o)).value})`);
  T.tp_str = (o) => PyObject_Repr(m(o));
  T.tp_richcompare = (a, b, op) => PyObject_RichCompare(m(a), b, op);
  T.tp_new = (_t, args) => {
    if (args.length !== 1) typeError(`mappingproxy() missing required argument 'mapping' (pos 1)`);
    const x = args[0]!;
    if (!isDict(x) && x.ob_type.mp_subscript === null) typeError(`mappingproxy() argument must be a mapping, not ${typeName(x)}`);
    return newMappingProxy(x);
  };
  for (const name of ["keys", "values", "items", "get", "copy"]) {
    defMethod(T, name, (self, args) => callMethod(m(self), name, args));
  }
  // mappingproxy_or: `|` of the mappings the proxies stand for (a new dict); `|=` is refused
  const unwrap = (o: PyObject): PyObject => (o.ob_type.isSubtype(T) ? m(o) : o);
  T.nb_binary[7] = (a, b) => PyNumber_BinaryOp(unwrap(a), unwrap(b), 7);
  T.nb_inplace[7] = (a) => typeError(`'|=' is not supported by ${a.ob_type.tp_name}; use '|' instead`);
  addSlotWrappers(T);
}

// ---------------------------------------------------------------------------------------------
// The descriptors type_new adds

export function dictDescr(type: PyType, deletable = true): PyObject {
  return new PyGetSetDescr("__dict__", (o) => {
    // the instance's attributes as a dict object of its own from now on
    if (o.dict === null) o.dict = newDict();
    return ref(materializeDict(o.dict));
  }, (o, v) => {
    // subtype_setdict: `del o.__dict__` drops the attributes (a new empty dict is made on next
    // use); BaseException_set_dict refuses it
    if (v === null && !deletable) typeError("cannot delete __dict__");
    if (v !== null && !isDict(v)) typeError(`__dict__ must be set to a dictionary, not a '${typeName(v)}'`);
    const old = o.dict;
    if (v !== null) Py_INCREF(v);
    o.dict = v as PyDict | null;
    if (old !== null) Py_DECREF(old);
  }, type);
}

function weakrefDescr(type: PyType): PyObject {
  return new PyGetSetDescr("__weakref__", () => None, null, type);
}

function initGetSetRepr(): void {
  PyGetSetDescr_Type.tp_repr = (o) => {
    const d = o as PyGetSetDescr;
    return newStr(`<attribute '${d.name}' of '${d.objclass.tp_name}' objects>`);
  };
  defGetSet(PyGetSetDescr_Type, "__name__", (o) => newStr((o as PyGetSetDescr).name));
  defGetSet(PyGetSetDescr_Type, "__qualname__", (o) => newStr(`${(o as PyGetSetDescr).objclass.tp_qualname}.${(o as PyGetSetDescr).name}`));
  defGetSet(PyGetSetDescr_Type, "__objclass__", (o) => ref((o as PyGetSetDescr).objclass));
  defGetSet(PyGetSetDescr_Type, "__doc__", (o) => {
    const d = o as PyGetSetDescr;
    // a class's own __dict__ and __weakref__ (dictDescr, weakrefDescr) have subtype_getsets' docs
    if ((d.objclass.tp_flags & Py_TPFLAGS_HEAPTYPE) !== 0) return docOrNone(d.name === "__dict__" || d.name === "__weakref__" ? builtinDoc(`<class>.${d.name}`) : null);
    return docOrNone(builtinAttrDoc(d.objclass.tp_mro, d.name));
  });
  addSlotWrappers(PyGetSetDescr_Type); // the __repr__ wrapper of the tp_repr set here
}

function initMemberDescr(): void {
  const T = PyMemberDescr_Type;
  defGetSet(T, "__name__", (o) => newStr((o as PyMemberDescr).name));
  defGetSet(T, "__qualname__", (o) => newStr(`${(o as PyMemberDescr).objclass.tp_qualname}.${(o as PyMemberDescr).name}`));
  defGetSet(T, "__objclass__", (o) => ref((o as PyMemberDescr).objclass));
  defGetSet(T, "__doc__", (o) => docOrNone(builtinAttrDoc((o as PyMemberDescr).objclass.tp_mro, (o as PyMemberDescr).name)));
  addSlotWrappers(T);
  setMemberAttrInfoHook((e, o, name) => attachAttrErrorInfo(e, o, internStr(name)));
}

/** The `__module__` a class made by type() gets: the calling frame's globals' `__name__`. */
function callerModuleName(): PyObject | null {
  const f = tstate.frame;
  if (f === null) return null;
  const n = dictGetStr(f.globals, internStr("__name__"));
  if (n !== null) Py_INCREF(n);
  return n;
}

// ---------------------------------------------------------------------------------------------
// staticmethod / classmethod: __func__, __wrapped__, and the wrapped callable's names

function initWrappers(): void {
  for (const T of [PyStaticMethod_Type, PyClassMethod_Type]) {
    const init = T.tp_init!;
    T.tp_init = (self, args, kw) => {
      init(self, args, kw);
      // functools.update_wrapper's attributes (funcobject.c: functools_wraps)
      const w = self as PyWrapperObject;
      const d = w.dict ?? (w.dict = newDict());
      for (const name of ["__module__", "__name__", "__qualname__", "__doc__"]) {
        const v = PyObject_GetOptionalAttr(w.callable, internStr(name));
        if (v === null) continue;
        dictSetItem(d, internStr(name), v);
        Py_DECREF(v);
      }
    };
    defGetSet(T, "__func__", (o) => ref((o as PyWrapperObject).callable));
    defGetSet(T, "__wrapped__", (o) => ref((o as PyWrapperObject).callable));
    defGetSet(T, "__isabstractmethod__", (o) => {
      const v = PyObject_GetOptionalAttr((o as PyWrapperObject).callable, internStr("__isabstractmethod__"));
      return v ?? ref(PyBoolFalse());
    });
    T.tp_repr = (o) => newStr(`<${T.tp_name}(${PyObject_Repr((o as PyWrapperObject).callable).value})>`);
  }
}

let PyBoolFalse: () => PyObject = () => None;

// ---------------------------------------------------------------------------------------------
// property: fget/fset/fdel, __doc__, __name__, __set_name__

function initProperty(): void {
  const T = PyProperty_Type;
  const p = (o: PyObject): PyPropertyObject => o as PyPropertyObject;
  defGetSet(T, "fget", (o) => ref(p(o).fget));
  defGetSet(T, "fset", (o) => ref(p(o).fset));
  defGetSet(T, "fdel", (o) => ref(p(o).fdel));
  defGetSet(T, "__doc__", (o) => ref(p(o).doc), (o, v) => {
    const old = p(o).doc;
    p(o).doc = v ?? None;
    Py_INCREF(p(o).doc);
    Py_DECREF(old);
  });
  defGetSet(T, "__name__", (o) => {
    const n = propertyName(p(o));
    if (n === null) throw newException(PyExc_AttributeError, `'property' object has no attribute '__name__'`);
    return n;
  }, (o, v) => {
    p(o).name = v;
    if (v !== null) Py_INCREF(v);
  });
  defGetSet(T, "__isabstractmethod__", (o) => {
    for (const f of [p(o).fget, p(o).fset, p(o).fdel]) {
      const v = PyObject_GetOptionalAttr(f, internStr("__isabstractmethod__"));
      if (v !== null) return v;
    }
    return ref(PyBoolFalse());
  });
  defMethod(T, "__set_name__", (self, args) => {
    if (args.length !== 2) typeError(`__set_name__() takes 2 positional arguments but ${args.length} were given`);
    Py_INCREF(args[1]!);
    p(self).name = args[1]!;
    return None;
  });
}

/** The property's name for messages: set by __set_name__, else its getter's __name__ (or null). */
export function propertyName(prop: PyPropertyObject): PyObject | null {
  if (prop.name !== null) return ref(prop.name);
  if (prop.fget === None) return null;
  return PyObject_GetOptionalAttr(prop.fget, internStr("__name__"));
}

// ---------------------------------------------------------------------------------------------
// super's own attributes

function initSuperAttrs(): void {
  const s = (o: PyObject): PySuper => o as PySuper;
  defGetSet(PySuper_Type, "__thisclass__", (o) => ref(s(o).type ?? None));
  defGetSet(PySuper_Type, "__self__", (o) => ref(s(o).obj ?? None));
  defGetSet(PySuper_Type, "__self_class__", (o) => ref(s(o).objType ?? None));
}

/** Py_TPFLAGS_DISALLOW_INSTANTIATION: builtin types whose instances only the runtime makes. */
export function disallowInstantiation(types: PyType[]): void {
  for (const t of types) {
    t.tp_new = null;
    t.tp_dict.delete("__new__");
  }
  bumpTypeVersion();
}

export function initClasses(falseObj: PyObject, addNote: (e: PyObject, note: string) => void): void {
  PyBoolFalse = () => falseObj;
  bindClassHooks({
    newMember: (name, index, type) => new PyMemberDescr(name, index, type),
    dictDescr,
    weakrefDescr,
    callerModuleName,
    addNote,
    typeDict: typeDictProxy,
  });
  initMappingProxy();
  initGetSetRepr();
  initMemberDescr();
  initWrappers();
  initProperty();
  initSuperAttrs();
}

export { isStr, PyExc_TypeError };
