/** Python-visible attributes and reprs of functions, bound methods, builtin functions and code objects. */
import { CO_GENERATOR, CO_COROUTINE, CO_ASYNC_GENERATOR, CO_HAS_DOCSTRING } from "@pyts/compiler";
import { tstate } from "../eval/threadState.js";
import { warnDeprecated } from "../eval/warnings.js";
import { PyObject, PyType, Py_INCREF, Py_DECREF } from "../objects/object.js";
import { None, NotImplemented } from "../objects/none.js";
import { noKw, checkArgCount, parseArgs, badArgument } from "../args.js";
import { newStr, isStr, internStr, type PyStr } from "../objects/str.js";
import { newInt } from "../objects/int.js";
import { newTuple, isTuple, EmptyTuple, type PyTuple } from "../objects/tuple.js";
import { newDict, isDict, dictGetStr, type PyDict } from "../objects/dict.js";
import { PyFunction, PyFunction_Type, PyMethod, PyMethod_Type, PyCell_Type, PyCell, newMethod } from "../objects/function.js";
import { builtinDoc, builtinAttrDoc } from "../docstrings.js";
import { PyCFunction, staticMethodOwner, PyCFunction_Type, PyMethodWrapper_Type, PyMethodDescr_Type, PyWrapperDescr_Type, PyMethodDescr, PyClassMethodDescr_Type, defGetSet, defMethod } from "../objects/descr.js";
import { importState } from "../modules/importer.js";
import { PyCode, PyCode_Type } from "../objects/code.js";
import { readonly as readonlyMember, initCodeType } from "./code.js";
import { addressOf, addSlotWrappers, genericGetAttr } from "../objects/typeobject.js";
import { newException, PyExc_TypeError, PyExc_AttributeError, PyExc_ValueError, typeError } from "../objects/exceptions.js";
import { PyObject_Call, PyObject_GetAttr, reprString, PyObject_RichCompare, PyObject_RichCompareBool, Py_EQ, PyCallable_Check, typeName } from "../abstract.js";
import { hashInt } from "../hash.js";
import { newBool } from "../objects/bool.js";
import { PyModule } from "../objects/module.js";

function ref(o: PyObject | null): PyObject {
  const v = o ?? None;
  Py_INCREF(v);
  return v;
}

export function initFunctionTypes(): void {
  const F = PyFunction_Type;
  F.tp_repr = (o) => newStr(`<function ${(o as PyFunction).qualname.value} at ${addressOf(o)}>`);
  defGetSet(F, "__name__", (o) => ref((o as PyFunction).name), (o, v) => {
    if (v === null || !isStr(v)) typeError("__name__ must be set to a string object");
    (o as PyFunction).name = v as PyStr;
  });
  defGetSet(F, "__qualname__", (o) => ref((o as PyFunction).qualname), (o, v) => {
    if (v === null || !isStr(v)) typeError("__qualname__ must be set to a string object");
    (o as PyFunction).qualname = v as PyStr;
  });
  defGetSet(F, "__doc__", (o) => ref((o as PyFunction).doc), (o, v) => {
    (o as PyFunction).doc = v ?? None;
    Py_INCREF((o as PyFunction).doc);
  });
  defGetSet(F, "__module__", (o) => ref((o as PyFunction).module), (o, v) => {
    (o as PyFunction).module = v ?? None;
  });
  // func_set_defaults / func_set_kwdefaults: None or deletion clears
  defGetSet(F, "__defaults__", (o) => ref((o as PyFunction).defaults), (o, v) => {
    const f = o as PyFunction;
    if (v === None) v = null;
    if (v !== null && !isTuple(v)) typeError("__defaults__ must be set to a tuple object");
    if (v !== null) Py_INCREF(v);
    const old = f.defaults;
    f.defaults = v as PyTuple | null;
    if (old !== null) Py_DECREF(old);
  });
  defGetSet(F, "__kwdefaults__", (o) => ref((o as PyFunction).kwdefaults), (o, v) => {
    const f = o as PyFunction;
    if (v === None) v = null;
    if (v !== null && !isDict(v)) typeError("__kwdefaults__ must be set to a dict object");
    if (v !== null) Py_INCREF(v);
    const old = f.kwdefaults;
    f.kwdefaults = v as PyDict | null;
    if (old !== null) Py_DECREF(old);
  });
  // func_set_code: the new code must have as many free variables as the closure has cells
  defGetSet(F, "__code__", (o) => ref((o as PyFunction).code), (o, v) => {
    const f = o as PyFunction;
    if (v === null || !(v instanceof PyCode)) typeError("__code__ must be set to a code object");
    const nfree = v.co.co_freevars.length;
    const nclosure = f.closure === null ? 0 : f.closure.items.length;
    if (nclosure !== nfree) {
      throw newException(PyExc_ValueError_(), `${f.name.value}() requires a code object with ${nclosure} free vars, not ${nfree}`);
    }
    // the kind of function (generator, coroutine, async generator) should not change
    const mask = CO_GENERATOR | CO_COROUTINE | CO_ASYNC_GENERATOR;
    if ((f.code.flags & mask) !== (v.flags & mask)) warnDeprecated("Assigning a code object of non-matching type is deprecated (e.g., from a generator to a plain function)");
    f.code = v;
  });
  // READONLY members in CPython
  defGetSet(F, "__globals__", (o) => ref((o as PyFunction).globals), readonlyMember);
  defGetSet(F, "__builtins__", (o) => ref((o as PyFunction).builtins), readonlyMember);
  defGetSet(F, "__closure__", (o) => ref((o as PyFunction).closure), readonlyMember);
  defGetSet(F, "__annotate__", (o) => ref((o as PyFunction).annotate), (o, v) => {
    const f = o as PyFunction;
    if (v === null) typeError("__annotate__ cannot be deleted");
    if (v !== None && !PyCallable_Check(v)) typeError("__annotate__ must be callable or None");
    Py_INCREF(v);
    const old = f.annotate;
    f.annotate = v;
    if (old !== null) Py_DECREF(old);
    if (v !== None && f.annotations !== null) {
      const a = f.annotations;
      f.annotations = null;
      Py_DECREF(a);
    }
  });
  defGetSet(F, "__type_params__", (o) => ref((o as PyFunction).typeParams ?? EmptyTuple), (o, v) => {
    const f = o as PyFunction;
    if (v === null || !isTuple(v)) typeError("__type_params__ must be set to a tuple");
    Py_INCREF(v);
    const old = f.typeParams;
    f.typeParams = v;
    if (old !== null) Py_DECREF(old);
  });
  defGetSet(F, "__annotations__", (o) => {
    const f = o as PyFunction;
    if (f.annotations === null) {
      if (f.annotate !== null && PyCallable_Check(f.annotate)) {
        const d = PyObject_Call(f.annotate, [newInt(1)], null);
        if (!isDict(d)) {
          const n = typeName(d);
          Py_DECREF(d);
          typeError(`__annotate__ returned non-dict of type '${n}'`);
        }
        f.annotations = d;
      } else f.annotations = newDict();
    }
    return ref(f.annotations);
  }, (o, v) => {
    const f = o as PyFunction;
    if (v !== null && v !== None && !isDict(v)) typeError("__annotations__ must be set to a dict object");
    const old = f.annotations;
    f.annotations = v === None || v === null ? null : (Py_INCREF(v), v);
    if (old !== null) Py_DECREF(old);
    if (f.annotate !== null) {
      const a = f.annotate;
      f.annotate = null;
      Py_DECREF(a);
    }
  });
  defGetSet(F, "__dict__", (o) => {
    if (o.dict === null) o.dict = newDict();
    return ref(o.dict);
  }, (o, v) => {
    if (v === null) typeError("cannot delete __dict__");
    if (!isDict(v)) typeError(`__dict__ must be set to a dictionary, not a '${v.ob_type.tp_name}'`);
    Py_INCREF(v);
    const old = o.dict;
    o.dict = v;
    if (old !== null) Py_DECREF(old);
  });

  const M = PyMethod_Type;
  M.tp_repr = (o) => {
    const m = o as PyMethod;
    let name = "?";
    try {
      name = (PyObject_GetAttr(m.func, newStr("__qualname__")) as PyStr).value;
    } catch {
      /* keep ? */
    }
    return newStr(`<bound method ${name} of ${reprString(m.self)}>`);
  };
  // method_getset: __doc__ is the function's
  defGetSet(M, "__doc__", (o) => PyObject_GetAttr((o as PyMethod).func, newStr("__doc__")));
  M.tp_getattro = (o, name) => {
    const m = o as PyMethod;
    try {
      return genericGetAttr(o, name);
    } catch (e) {
      if (e instanceof PyObject && e.ob_type.isSubtype(PyExc_AttributeError)) return PyObject_GetAttr(m.func, name);
      throw e;
    }
  };
  M.tp_richcompare = (a, b, op) => {
    if (b.ob_type !== PyMethod_Type || (op !== 2 && op !== 3)) return ref(null) === None ? newBool(false) : None;
    const x = a as PyMethod, y = b as PyMethod;
    const eq = x.func === y.func && x.self === y.self;
    return newBool(op === 2 ? eq : !eq);
  };
  M.tp_hash = (o) => hashInt(Number((o as PyMethod).self.ob_refcnt >= 0 ? 1 : 0));
  // method_memberlist: READONLY members
  defGetSet(M, "__func__", (o) => ref((o as PyMethod).func), readonlyMember);
  defGetSet(M, "__self__", (o) => ref((o as PyMethod).self), readonlyMember);

  for (const C of [PyCFunction_Type, PyMethodWrapper_Type]) {
    C.tp_repr = (o) => {
      const c = o as PyCFunction;
      if (c.self === null || c.self === None || c.self instanceof PyModule || c.qualPrefix === null) return newStr(`<built-in function ${c.name}>`);
      if (C === PyMethodWrapper_Type) return newStr(`<method-wrapper '${c.name}' of ${c.self.ob_type.tp_name} object at ${addressOf(c.self)}>`);
      return newStr(`<built-in method ${c.name} of ${c.self.ob_type.tp_name} object at ${addressOf(c.self)}>`);
    };
    // meth_richcompare / wrapper_richcompare: the same method of the same (identical) self
    C.tp_richcompare = (a, b, op) => {
      if ((op !== 2 && op !== 3) || b.ob_type !== a.ob_type) return ref(NotImplemented);
      const x = a as PyCFunction, y = b as PyCFunction;
      const eq = x.impl === y.impl && x.self === y.self;
      return newBool(op === 2 ? eq : !eq);
    };
    defGetSet(C, "__name__", (o) => newStr((o as PyCFunction).name));
    defGetSet(C, "__qualname__", (o) => {
      const c = o as PyCFunction;
      return newStr(c.qualPrefix ? `${c.qualPrefix}.${c.name}` : c.name);
    });
    // PyCFunction_GET_SELF: NULL for a METH_STATIC function, though it is made bound to its type
    defGetSet(C, "__self__", (o) => ref(staticMethodOwner.has(o as PyCFunction) ? None : (o as PyCFunction).self ?? None));
    defGetSet(C, "__doc__", (o) => docOrNone(cfunctionDoc(o as PyCFunction)));
    defGetSet(C, "__module__", (o) => ((o as PyCFunction).self instanceof PyModule ? newStr(((o as PyCFunction).self as PyModule).name) : ref(null)));
  }
  // meth_reduce: a module's function (or an unbound one) pickles as its name, found by pickle as
  // a global; a bound method as getattr(self, name)
  defMethod(PyCFunction_Type, "__reduce__", (o, args, kw) => {
    noKw("__reduce__", kw);
    checkArgCount("__reduce__", args, 0, 0);
    const c = o as PyCFunction;
    if (c.self === null || c.self instanceof PyModule || staticMethodOwner.has(c)) return newStr(c.name);
    const getattr = dictGetStr(importState.builtins.dict!, internStr("getattr"))!;
    return newTuple([ref(getattr), newTuple([ref(c.self), newStr(c.name)])]);
  });
  for (const D of [PyMethodDescr_Type, PyWrapperDescr_Type, PyClassMethodDescr_Type]) {
    D.tp_repr = (o) => {
      const d = o as PyMethodDescr;
      return newStr(D === PyWrapperDescr_Type ? `<slot wrapper '${d.name}' of '${d.objclass.tp_name}' objects>` : `<method '${d.name}' of '${d.objclass.tp_name}' objects>`);
    };
    defGetSet(D, "__name__", (o) => newStr((o as PyMethodDescr).name));
    defGetSet(D, "__qualname__", (o) => newStr(`${(o as PyMethodDescr).objclass.tp_name}.${(o as PyMethodDescr).name}`));
    defGetSet(D, "__objclass__", (o) => ref((o as PyMethodDescr).objclass));
    // a slot wrapper's doc is its slot's (slotdefs), so one the oracle's type lacks comes from a base
    defGetSet(D, "__doc__", (o) => {
      const d = o as PyMethodDescr;
      return docOrNone(builtinAttrDoc(D === PyWrapperDescr_Type ? d.objclass.tp_mro : [d.objclass], d.name));
    });
  }

  const K = PyCode_Type;
  K.tp_repr = (o) => {
    const c = o as PyCode;
    return newStr(`<code object ${c.name.value} at ${addressOf(o)}, file "${c.filename.value}", line ${c.firstlineno}>`);
  };
  const co = (name: string, get: (c: PyCode) => PyObject) => defGetSet(K, name, (o) => get(o as PyCode), readonlyMember);
  co("co_name", (c) => ref(c.name));
  co("co_qualname", (c) => ref(c.qualname));
  co("co_filename", (c) => ref(c.filename));
  co("co_firstlineno", (c) => newInt(c.firstlineno));
  co("co_argcount", (c) => newInt(c.argcount));
  co("co_posonlyargcount", (c) => newInt(c.posonlyargcount));
  co("co_kwonlyargcount", (c) => newInt(c.kwonlyargcount));
  co("co_flags", (c) => newInt(c.flags));
  co("co_nlocals", (c) => newInt(c.nlocals));
  co("co_stacksize", (c) => newInt(c.stacksize));
  co("co_varnames", (c) => newTuple(c.co.co_varnames.map((n) => newStr(n))));
  co("co_cellvars", (c) => newTuple(c.co.co_cellvars.map((n) => newStr(n))));
  co("co_freevars", (c) => newTuple(c.co.co_freevars.map((n) => newStr(n))));
  co("co_names", (c) => newTuple(c.names.map((n) => ref(n))));
  co("co_consts", (c) => ref(c.constsTuple));

  initCodeType();

  PyCell_Type.tp_repr = (o) => {
    const c = o as PyCell;
    return newStr(c.ref === null ? `<cell at ${addressOf(o)}: empty>` : `<cell at ${addressOf(o)}: ${c.ref.ob_type.tp_name} object at ${addressOf(c.ref)}>`);
  };
  defGetSet(PyCell_Type, "cell_contents", (o) => {
    const c = o as PyCell;
    if (c.ref === null) throw newException(PyExc_ValueError_(), "Cell is empty");
    return ref(c.ref);
  }, (o, v) => {
    // cell_set_contents: deleting an empty cell is no error
    const c = o as PyCell;
    if (v !== null) Py_INCREF(v);
    const old = c.ref;
    c.ref = v;
    if (old !== null) Py_DECREF(old);
  });
  // cell_richcompare: by contents; an empty cell sorts before any other
  PyCell_Type.tp_richcompare = (a, b, op) => {
    if (b.ob_type !== PyCell_Type) return ref(NotImplemented);
    const x = (a as PyCell).ref, y = (b as PyCell).ref;
    if (x !== null && y !== null) return PyObject_RichCompare(x, y, op);
    const l = y === null ? 1 : 0, r = x === null ? 1 : 0;
    const results = [l < r, l <= r, l === r, l !== r, l > r, l >= r];
    return newBool(results[op]!);
  };
  // cell_new: cell([contents])
  PyCell_Type.tp_new = (_t, args, kwnames) => {
    noKw("cell", kwnames);
    checkArgCount("cell", args, 0, 1);
    const v = args[0] ?? null;
    if (v !== null) Py_INCREF(v);
    return new PyCell(v);
  };
  // method_new: types.MethodType(function, instance)
  M.tp_new = (_t, args, kw) => {
    if (kw && kw.length) typeError("method() takes no keyword arguments");
    if (args.length !== 2) typeError(`method expected 2 arguments, got ${args.length}`);
    const [func, self] = args as [PyObject, PyObject];
    if (!PyCallable_Check(func)) typeError("first argument must be callable");
    if (self === None) typeError("instance must not be None");
    return newMethod(func, self);
  };
  F.tp_new = functionNew;
  for (const t of [F, M, PyCFunction_Type, PyMethodWrapper_Type, PyMethodDescr_Type, PyWrapperDescr_Type, K, PyCell_Type]) addSlotWrappers(t);
  void PyExc_TypeError;
  void PyObject_RichCompareBool;
  void Py_EQ;
  void Py_DECREF;
}

let PyExc_ValueError_: () => import("../objects/object.js").PyType = () => PyExc_TypeError;
export function setCellValueError(t: import("../objects/object.js").PyType): void {
  PyExc_ValueError_ = () => t;
}

/** A builtin function's or bound builtin method's docstring (meth_get__doc__), by its name. */
function cfunctionDoc(c: PyCFunction): string | null {
  // a static method (METH_STATIC) is bound to its type, as a static type's __new__ (tp_new_wrapper) is
  const owner = staticMethodOwner.get(c);
  if (owner !== undefined) return builtinAttrDoc(owner.tp_mro, c.name);
  if (c.self instanceof PyType) return builtinAttrDoc([c.self], c.name);
  if (c.qualPrefix !== null) return builtinDoc(`${c.qualPrefix}.${c.name}`);
  if (c.self instanceof PyModule) return builtinDoc(c.self.name === "builtins" ? c.name : `${c.self.name}.${c.name}`);
  return null;
}

/** A doc as a new reference: the str, or None. */
export function docOrNone(doc: string | null): PyObject {
  return doc === null ? ref(None) : newStr(doc);
}

/**
 * function(code, globals, name=None, argdefs=None, closure=None, kwdefaults=None) — func_new:
 * a function of `code` over `globals` (its builtins from their `__builtins__`, as
 * PyFunction_New), the name, defaults, closure cells and keyword defaults replaced when given.
 */
function functionNew(_type: PyType, args: PyObject[], kwnames: string[] | null): PyObject {
  const [code, globals, name, argdefs, closure, kwdefaults] = parseArgs("function", args, kwnames, ["code", "globals", "name", "argdefs", "closure", "kwdefaults"], 2)
    .map((v) => v ?? None) as PyObject[];
  if (code!.ob_type !== PyCode_Type) badArgument("function", "argument 'code'", "code", code!);
  if (!isDict(globals!)) badArgument("function", "argument 'globals'", "dict", globals!);
  const c = code as PyCode;
  if (name !== None && !isStr(name!)) typeError("arg 3 (name) must be None or string");
  if (argdefs !== None && !isTuple(argdefs!)) typeError("arg 4 (defaults) must be None or tuple");
  const nfree = c.co.co_freevars.length;
  if (!isTuple(closure!)) {
    if (nfree > 0 && closure === None) typeError("arg 5 (closure) must be tuple");
    else if (closure !== None) typeError("arg 5 (closure) must be None or tuple");
  }
  if (kwdefaults !== None && !isDict(kwdefaults!)) typeError("arg 6 (kwdefaults) must be None or dict");
  const cells = closure === None ? [] : (closure as PyTuple).items;
  if (cells.length !== nfree) throw newException(PyExc_ValueError, `${c.name.value} requires closure of length ${nfree}, not ${cells.length}`);
  for (const cell of cells) if (cell.ob_type !== PyCell_Type) typeError(`arg 5 (closure) expected cell, found ${typeName(cell)}`);
  const g = globals as PyDict;
  const b = dictGetStr(g, internStr("__builtins__"));
  const builtins = b instanceof PyModule ? b.dict! : b !== null && isDict(b) ? (b as PyDict) : tstate.frame!.builtins;
  const module = dictGetStr(g, internStr("__name__")) ?? None;
  Py_INCREF(module);
  const fn = new PyFunction(c, g, builtins, module);
  fn.doc = c.flags & CO_HAS_DOCSTRING ? c.consts[0]! : None;
  Py_INCREF(fn.doc);
  if (name !== None) fn.name = name as PyStr;
  if (argdefs !== None) fn.defaults = (Py_INCREF(argdefs!), argdefs as PyTuple);
  if (closure !== None) fn.closure = (Py_INCREF(closure!), closure as PyTuple);
  if (kwdefaults !== None) fn.kwdefaults = (Py_INCREF(kwdefaults!), kwdefaults as PyDict);
  return fn;
}
