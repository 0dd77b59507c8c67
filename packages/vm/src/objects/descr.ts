/**
 * Descriptors and builtin callables (Objects/descrobject.c, methodobject.c, funcobject.c's
 * classmethod/staticmethod, descrobject.c's property): a builtin method of a type
 * (`PyMethodDescr`, also used for slot wrappers), a builtin function or bound builtin method
 * (`PyCFunction`), computed attributes (`PyGetSetDescr`), and classmethod/staticmethod/property.
 */
import { PyObject, PyType, newStaticType, Py_INCREF, Py_DECREF, Py_XDECREF, Py_TPFLAGS_METHOD_DESCRIPTOR, Py_TPFLAGS_BASETYPE, keepConstructFast } from "./object.js";
import { IMMORTAL_REFCNT } from "./object.js";
import { None } from "./none.js";
import { gcTrack, gcRegisterType, gcRegisterClassDescr } from "./gcstate.js";
import { internStr, newStr } from "./str.js";
import { PyExc_TypeError, PyExc_AttributeError, newException, typeError } from "./exceptions.js";

/** A builtin method body: `self` borrowed, args borrowed (keyword values last), result new. */
export type MethodImpl = (self: PyObject, args: PyObject[], kwnames: string[] | null) => PyObject;

/**
 * A method body whose argument checks name the method (args.ts checkedMethod): `forOwner(T)` is
 * the same body naming it `T.name`, for a method bound to an instance of T or to the class T;
 * `boundImpl`, where set, is what every bound method of it runs (a METH_VARARGS method's).
 */
export type OwnedMethodImpl = MethodImpl & { forOwner?: (owner: PyType) => MethodImpl; boundImpl?: MethodImpl };

/**
 * The body a bound builtin method runs: its errors name the class it is bound to, as CPython's
 * take the bound method's __qualname__ (meth_get__qualname__: `self` itself when it is a type,
 * else its type), where the unbound descriptor's name its defining class.
 */
function boundImpl(d: PyMethodDescr, owner: PyType): MethodImpl {
  const f = d.impl as OwnedMethodImpl;
  if (f.boundImpl !== undefined) return f.boundImpl;
  if (owner === d.objclass || f.forOwner === undefined) return d.impl;
  return f.forOwner(owner);
}

export const PyMethodDescr_Type = newStaticType("method_descriptor", undefined, Py_TPFLAGS_METHOD_DESCRIPTOR);
export const PyWrapperDescr_Type = newStaticType("wrapper_descriptor", undefined, Py_TPFLAGS_METHOD_DESCRIPTOR);
export const PyClassMethodDescr_Type = newStaticType("classmethod_descriptor", undefined, 0);
export const PyCFunction_Type = newStaticType("builtin_function_or_method", undefined, 0);
export const PyMethodWrapper_Type = newStaticType("method-wrapper", undefined, 0);
export const PyGetSetDescr_Type = newStaticType("getset_descriptor", undefined, 0);
export const PyClassMethod_Type = newStaticType("classmethod", undefined, Py_TPFLAGS_BASETYPE);
export const PyStaticMethod_Type = newStaticType("staticmethod", undefined, Py_TPFLAGS_BASETYPE);
export const PyProperty_Type = newStaticType("property", undefined, Py_TPFLAGS_BASETYPE);

export class PyMethodDescr extends PyObject {
  declare name: string;
  declare impl: MethodImpl;
  declare objclass: PyType;
  /** For slot wrappers: which slot it wraps (typeobject.ts uses it to inherit the raw slot). */
  declare slotKey: string | null;
  declare slotFn: unknown;
  /**
   * The body of a METH_O method (exactly one positional argument) or a METH_NOARGS one, which a
   * call with that many arguments and no keywords runs without building the argument array, as
   * CPython's CALL_METHOD_DESCRIPTOR_O / _NOARGS do; null for other methods (`impl` checks the
   * arguments and runs the same body).
   */
  declare implO: ((self: PyObject, arg: PyObject) => PyObject) | null;
  declare impl0: ((self: PyObject) => PyObject) | null;
  /** The body for exactly two positional arguments of a method that takes them (dict.get(k, d)), as implO for one. */
  declare impl2: ((self: PyObject, a: PyObject, b: PyObject) => PyObject) | null;
  constructor(type: PyType, name: string, impl: MethodImpl, objclass: PyType) {
    super(type);
    this.name = name;
    this.impl = impl;
    this.objclass = objclass;
    this.slotKey = null;
    this.slotFn = null;
    this.implO = null;
    this.impl0 = null;
    this.impl2 = null;
  }
}

export class PyCFunction extends PyObject {
  declare name: string;
  declare impl: MethodImpl;
  /** Bound object (the module for functions, the instance for methods), or null. */
  declare self: PyObject | null;
  /** Owner type name for bound methods' repr; null for module functions. */
  declare qualPrefix: string | null;
  constructor(type: PyType, name: string, impl: MethodImpl, self: PyObject | null, qualPrefix: string | null) {
    super(type);
    this.name = name;
    this.impl = impl;
    this.self = self;
    this.qualPrefix = qualPrefix;
    gcTrack(this); // builtin functions and methods are GC containers (meth_traverse)
  }
}

export class PyGetSetDescr extends PyObject {
  declare name: string;
  get: (o: PyObject) => PyObject;
  set: ((o: PyObject, v: PyObject | null) => void) | null;
  declare objclass: PyType;
  constructor(name: string, get: (o: PyObject) => PyObject, set: ((o: PyObject, v: PyObject | null) => void) | null, objclass: PyType) {
    super(PyGetSetDescr_Type);
    this.name = name;
    this.get = get;
    this.set = set;
    this.objclass = objclass;
  }
}

/** classmethod / staticmethod wrap one callable. */
export class PyWrapperObject extends PyObject {
  declare callable: PyObject;
  constructor(type: PyType, callable: PyObject) {
    super(type);
    this.callable = callable;
    gcTrack(this); // classmethod/staticmethod are GC containers (cm_traverse visits the callable)
  }
}

export class PyPropertyObject extends PyObject {
  declare fget: PyObject;
  declare fset: PyObject;
  declare fdel: PyObject;
  declare doc: PyObject;
  /** The name from __set_name__ (messages fall back to fget.__name__). */
  declare name: PyObject | null;
  /** Was `doc` taken from the getter's docstring (then a new getter brings its own)? */
  declare getterDoc: boolean;
  constructor(type: PyType) {
    super(type);
    this.name = null;
    this.getterDoc = false;
    this.fget = None;
    this.fset = None;
    this.fdel = None;
    this.doc = None;
    gcTrack(this); // property_traverse visits fget, fset, fdel, doc and the name
  }
}

/** Adds a builtin method `name` to `type`'s dict. */
export function defMethod(type: PyType, name: string, impl: MethodImpl): PyMethodDescr {
  const arity = (impl as OwnedMethodImpl).forOwner === undefined ? SLOT_ARITY.get(name) : undefined;
  if (arity !== undefined) impl = arityChecked(arity, impl);
  const d = new PyMethodDescr(PyMethodDescr_Type, name, impl, type);
  d.ob_refcnt = IMMORTAL_REFCNT;
  type.tp_dict.set(name, d);
  return d;
}

/**
 * The positional counts CPython's slot wrappers check (typeobject.c's check_num_args and the
 * wrap_* functions) for the dunders a builtin type defines as plain methods here: an unchecked
 * body would read a missing argument as `undefined`. [min, max, how the error names it].
 */
type SlotArity = readonly [number, number, string];
const SLOT_ARITY = new Map<string, SlotArity>();
for (const n of ["repr", "str", "hash", "iter", "next", "bool", "index", "int", "float", "neg", "pos", "invert", "abs", "len"]) SLOT_ARITY.set(`__${n}__`, [0, 0, ""]);
for (const n of ["add", "and", "floordiv", "lshift", "matmul", "mul", "mod", "or", "rshift", "sub", "truediv", "xor", "divmod"]) {
  for (const f of [`__${n}__`, `__r${n}__`, `__i${n}__`]) SLOT_ARITY.set(f, [1, 1, ""]);
}
for (const n of ["lt", "le", "eq", "ne", "gt", "ge", "getitem", "contains", "delitem", "delattr", "delete", "getattribute"]) SLOT_ARITY.set(`__${n}__`, [1, 1, ""]);
SLOT_ARITY.set("__setitem__", [2, 2, "__setitem__ "]);
SLOT_ARITY.set("__setattr__", [2, 2, "__setattr__ "]);
SLOT_ARITY.set("__set__", [2, 2, "__set__ "]);
SLOT_ARITY.set("__get__", [1, 2, "__get__ "]);
for (const n of ["__pow__", "__rpow__"]) SLOT_ARITY.set(n, [1, 2, ""]);
SLOT_ARITY.set("__ipow__", [1, 1, ""]);

function arityChecked(arity: SlotArity, impl: MethodImpl): MethodImpl {
  const [min, max, prefix] = arity;
  return (self, args, kw) => {
    const n = args.length - (kw === null ? 0 : kw.length);
    if (n < min || n > max) {
      const plural = (k: number): string => `${k} argument${k === 1 ? "" : "s"}`;
      if (min === max) typeError(`${prefix}expected ${plural(min)}, got ${n}`);
      if (prefix !== "") typeError(`${prefix}expected ${n < min ? "at least" : "at most"} ${plural(n < min ? min : max)}, got ${n}`);
      typeError(`expected ${min} or ${max} arguments, got ${n}`);
    }
    return impl(self, args, kw);
  };
}

/**
 * Adds a slot wrapper written by hand (a wrapper_descriptor, as add_operators makes): for the
 * number slots whose wrapper takes more than the generic one does (wrap_ternaryfunc's modulus,
 * nb_divmod, which pyts keeps no slot for).
 */
export function defSlotWrapper(type: PyType, name: string, impl: MethodImpl): PyMethodDescr {
  const arity = SLOT_ARITY.get(name);
  const d = new PyMethodDescr(PyWrapperDescr_Type, name, arity === undefined ? impl : arityChecked(arity, impl), type);
  d.ob_refcnt = IMMORTAL_REFCNT;
  type.tp_dict.set(name, d);
  return d;
}

/** Adds a builtin classmethod (impl receives the class as `self`). */
export function defClassMethod(type: PyType, name: string, impl: MethodImpl): void {
  const d = new PyMethodDescr(PyClassMethodDescr_Type, name, impl, type);
  d.ob_refcnt = IMMORTAL_REFCNT;
  type.tp_dict.set(name, d);
}

/** The type whose builtin staticmethod a builtin function is (its doc is "type.name"). */
export const staticMethodOwner = new WeakMap<PyCFunction, PyType>();

/** Adds a builtin staticmethod. */
export function defStaticMethod(type: PyType, name: string, impl: MethodImpl): void {
  // type_add_method: a METH_STATIC function is made with the type as its self (its repr and
  // __qualname__ name the type), then wrapped in a staticmethod
  const f = newCFunction(name, impl, type, type.tp_qualname);
  staticMethodOwner.set(f, type);
  type.tp_dict.set(name, new PyWrapperObject(PyStaticMethod_Type, f));
}

export function defGetSet(type: PyType, name: string, get: (o: PyObject) => PyObject, set: ((o: PyObject, v: PyObject | null) => void) | null = null): void {
  const d = new PyGetSetDescr(name, get, set, type);
  d.ob_refcnt = IMMORTAL_REFCNT;
  type.tp_dict.set(name, d);
}

/** A builtin function (module-level, `self` the module or null). */
export function newCFunction(name: string, impl: MethodImpl, self: PyObject | null, qualPrefix: string | null = null): PyCFunction {
  return new PyCFunction(PyCFunction_Type, name, impl, self, qualPrefix);
}

/** method_check_args / descr_check: `obj` must be an instance of the descriptor's class. */
export function descrCheck(d: PyMethodDescr, obj: PyObject): void {
  if (!(obj.ob_type === d.objclass || obj.ob_type.isSubtype(d.objclass))) {
    typeError(`descriptor '${d.name}' for '${d.objclass.tp_name}' objects doesn't apply to a '${obj.ob_type.tp_name}' object`);
  }
}

for (const t of [PyMethodDescr_Type, PyWrapperDescr_Type]) {
  t.tp_descr_get = (descr, obj) => {
    const d = descr as PyMethodDescr;
    if (obj === null) {
      Py_INCREF(d);
      return d;
    }
    descrCheck(d, obj);
    Py_INCREF(obj);
    return new PyCFunction(t === PyWrapperDescr_Type ? PyMethodWrapper_Type : PyCFunction_Type, d.name, boundImpl(d, obj instanceof PyType ? obj : obj.ob_type), obj, d.objclass.tp_name);
  };
  t.tp_call = (descr, args, kwnames) => {
    const d = descr as PyMethodDescr;
    const nkw = kwnames ? kwnames.length : 0;
    if (args.length - nkw < 1) {
      if (t === PyWrapperDescr_Type) typeError(`descriptor '${d.name}' of '${d.objclass.tp_name}' object needs an argument`);
      typeError(`unbound method ${d.objclass.tp_name}.${d.name}() needs an argument`);
    }
    const self = args[0]!;
    // wrapperdescr_call words the self check its own way
    if (t === PyWrapperDescr_Type) {
      if (!(self.ob_type === d.objclass || self.ob_type.isSubtype(d.objclass))) {
        typeError(`descriptor '${d.name}' requires a '${d.objclass.tp_name}' object but received a '${self.ob_type.tp_name}'`);
      }
      wrapperNoKw(d.name, kwnames);
    }
    descrCheck(d, self);
    return d.impl(args[0]!, args.slice(1), kwnames);
  };
}

/** wrapperdescr_raw_call: only the slots flagged PyWrapperFlag_KEYWORDS (tp_init, tp_call) take keywords. */
function wrapperNoKw(name: string, kwnames: string[] | null): void {
  if (kwnames !== null && kwnames.length > 0 && name !== "__init__" && name !== "__call__") {
    typeError(`wrapper ${name}() takes no keyword arguments`);
  }
}
PyClassMethodDescr_Type.tp_descr_get = (descr, obj, type) => {
  const d = descr as PyMethodDescr;
  const cls = type ?? obj!.ob_type;
  Py_INCREF(cls);
  // meth_get__qualname__: the class it is bound to names it (`D.fromkeys` for a dict subclass D)
  return new PyCFunction(PyCFunction_Type, d.name, boundImpl(d, cls), cls, cls instanceof PyType ? cls.tp_qualname : d.objclass.tp_name);
};

PyCFunction_Type.tp_call = (f, args, kwnames) => {
  const c = f as PyCFunction;
  return c.impl(c.self ?? None, args, kwnames);
};
PyMethodWrapper_Type.tp_call = (f, args, kwnames) => {
  const c = f as PyCFunction;
  wrapperNoKw(c.name, kwnames);
  return c.impl(c.self ?? None, args, kwnames);
};
PyCFunction_Type.tp_dealloc = (o) => Py_XDECREF((o as PyCFunction).self);
PyMethodWrapper_Type.tp_dealloc = PyCFunction_Type.tp_dealloc;
for (const t of [PyCFunction_Type, PyMethodWrapper_Type]) {
  gcRegisterType(t, (o, visit) => {
    // a bound method (made by a method descriptor's __get__) owns its self; a module function's
    // self is a borrowed reference to its module
    const c = o as PyCFunction;
    if (c.self !== null && c.qualPrefix !== null) visit(c.self);
  });
}

PyGetSetDescr_Type.tp_descr_get = (descr, obj) => {
  const d = descr as PyGetSetDescr;
  if (obj === null) {
    Py_INCREF(d);
    return d;
  }
  return d.get(obj);
};
PyGetSetDescr_Type.tp_descr_set = (descr, obj, v) => {
  const d = descr as PyGetSetDescr;
  if (d.set === null) {
    throw newException(PyExc_AttributeError, `attribute '${d.name}' of '${d.objclass.tp_name}' objects is not writable`);
  }
  d.set(obj, v);
};

PyStaticMethod_Type.tp_descr_get = (descr) => Py_NewRefLocal((descr as PyWrapperObject).callable);
PyClassMethod_Type.tp_descr_get = (descr, obj, type) => {
  const cls = type ?? obj!.ob_type;
  return newBoundMethod((descr as PyWrapperObject).callable, cls);
};
PyStaticMethod_Type.tp_call = (descr, args, kwnames) => callObject((descr as PyWrapperObject).callable, args, kwnames);
for (const t of [PyStaticMethod_Type, PyClassMethod_Type]) {
  t.tp_alloc = (tp) => new PyWrapperObject(tp, None);
  t.tp_dealloc = (o) => Py_DECREF((o as PyWrapperObject).callable);
  t.tp_hasdict = true;
  t.tp_new = (tp) => tp.tp_alloc(tp);
  t.tp_init = (self, args, kwnames) => {
    // sm_init / cm_init: _PyArg_NoKeywords, then exactly one positional argument
    if (kwnames !== null && kwnames.length > 0) typeError(`${t.tp_name}() takes no keyword arguments`);
    if (args.length !== 1) typeError(`${t.tp_name} expected 1 argument, got ${args.length}`);
    Py_INCREF(args[0]!);
    (self as PyWrapperObject).callable = args[0]!;
  };
}

for (const t of [PyStaticMethod_Type, PyClassMethod_Type]) gcRegisterType(t, (o, visit) => visit((o as PyWrapperObject).callable));

PyProperty_Type.tp_alloc = (tp) => new PyPropertyObject(tp);
PyProperty_Type.tp_dealloc = (o) => {
  const p = o as PyPropertyObject;
  const { fget, fset, fdel, doc, name } = p;
  p.fget = p.fset = p.fdel = p.doc = None;
  p.name = null;
  Py_DECREF(fget);
  Py_DECREF(fset);
  Py_DECREF(fdel);
  Py_DECREF(doc);
  Py_XDECREF(name);
};
gcRegisterType(PyProperty_Type, (o, visit) => {
  const p = o as PyPropertyObject;
  visit(p.fget);
  visit(p.fset);
  visit(p.fdel);
  visit(p.doc);
  if (p.name !== null) visit(p.name);
});
// method, wrapper and classmethod descriptors are GC types in CPython; here they are immortal
// and never in the collector's lists, so only gc.is_tracked sees this
for (const t of [PyMethodDescr_Type, PyWrapperDescr_Type, PyClassMethodDescr_Type]) gcRegisterType(t, () => {});
// a builtin type's getset descriptors are immortal too; a class's own `__dict__`/`__weakref__`
// getsets (type_new) are tracked and own a reference to the class (d_type)
gcRegisterClassDescr(PyGetSetDescr_Type);
PyProperty_Type.tp_new = (tp) => tp.tp_alloc(tp);
PyProperty_Type.tp_descr_get = (descr, obj) => {
  const p = descr as PyPropertyObject;
  if (obj === null) {
    Py_INCREF(p);
    return p;
  }
  if (p.fget === None) throw newException(PyExc_AttributeError, `property ${propName(p)}of '${obj.ob_type.tp_qualname}' object has no getter`);
  return callObject(p.fget, [obj], null);
};
PyProperty_Type.tp_descr_set = (descr, obj, v) => {
  const p = descr as PyPropertyObject;
  if (v === null) {
    if (p.fdel === None) throw newException(PyExc_AttributeError, `property ${propName(p)}of '${obj.ob_type.tp_qualname}' object has no deleter`);
    Py_DECREF(callObject(p.fdel, [obj], null));
  } else {
    if (p.fset === None) throw newException(PyExc_AttributeError, `property ${propName(p)}of '${obj.ob_type.tp_qualname}' object has no setter`);
    Py_DECREF(callObject(p.fset, [obj, v], null));
  }
};

function propName(p: PyPropertyObject): string {
  if (p.name !== null) return `${reprOf(p.name)} `;
  if (p.fget === None) return "";
  try {
    const n = getAttrStr(p.fget, "__name__");
    return `${reprOf(n)} `;
  } catch {
    return "";
  }
}

// Late-bound helpers (set by the modules that define them, avoiding load-order cycles).
let callObject: (f: PyObject, args: PyObject[], kwnames: string[] | null) => PyObject = () => {
  throw new Error("not ready");
};
let newBoundMethod: (f: PyObject, self: PyObject) => PyObject = () => {
  throw new Error("not ready");
};
let getAttrStr: (o: PyObject, name: string) => PyObject = () => {
  throw new Error("not ready");
};
let reprOf: (o: PyObject) => string = () => "?";
export function bindDescrHelpers(h: {
  call: typeof callObject;
  boundMethod: typeof newBoundMethod;
  getAttr: typeof getAttrStr;
  repr: typeof reprOf;
}): void {
  reprOf = h.repr;
  callObject = h.call;
  newBoundMethod = h.boundMethod;
  getAttrStr = h.getAttr;
}

function Py_NewRefLocal(o: PyObject): PyObject {
  Py_INCREF(o);
  return o;
}

export { internStr, newStr, PyExc_TypeError };

keepConstructFast(PyMethodDescr, PyCFunction, PyGetSetDescr, PyWrapperObject, PyPropertyObject);
