/**
 * `_contextvars` (Python/context.c): `ContextVar`, `Token`, `Context` and `copy_context` for the
 * one thread pyts runs. A Context maps variables to values; CPython's is an immutable HAMT that
 * ContextVar.set replaces, here a Map that set changes in place and copy() clones, which nothing
 * can tell apart. What is not here yet: the asyncio integration (tasks run in their own contexts)
 * and the cyclic GC's view of contexts (a context holding itself is never collected).
 */
import { PyObject, PyType, Py_INCREF, Py_DECREF, Py_TPFLAGS_BASETYPE, newStaticType, keepConstructFast } from "../objects/object.js";
import { None } from "../objects/none.js";
import { internStr, newStr, isStr, type PyStr } from "../objects/str.js";
import { newList } from "../objects/list.js";
import { newTuple } from "../objects/tuple.js";
import { dictSetItem } from "../objects/dict.js";
import { PyModule, newModule } from "../objects/module.js";
import { newCFunction, defMethod, defGetSet, defClassMethod } from "../objects/descr.js";
import { PyExc_LookupError, PyExc_RuntimeError, PyExc_ValueError, PyExc_KeyError, newException, newExceptionArgs, typeError } from "../objects/exceptions.js";
import { addSlotWrappers, addressOf } from "../objects/typeobject.js";
import { PyObject_Call, PyObject_Repr, PyObject_GetIter } from "../abstract.js";
import { parseArgs } from "../args.js";
import { newGenericAlias } from "../types/genericalias.js";

class PyContext extends PyObject {
  vars = new Map<PyContextVar, PyObject>();
  entered = false;
  prev: PyContext | null = null;
}
keepConstructFast(PyContext);

class PyContextVar extends PyObject {
  constructor(
    type: PyType,
    public name: PyStr,
    public dflt: PyObject | null,
  ) {
    super(type);
  }
}
keepConstructFast(PyContextVar);

class PyToken extends PyObject {
  used = false;
  constructor(
    type: PyType,
    public ctx: PyContext,
    public v: PyContextVar,
    public old: PyObject | null,
  ) {
    super(type);
  }
}
keepConstructFast(PyToken);

export const PyContext_Type = newStaticType("_contextvars.Context");
export const PyContextVar_Type = newStaticType("_contextvars.ContextVar");
export const PyContextToken_Type = newStaticType("_contextvars.Token");
/** Token.MISSING: the old value of a variable that had none. */
const PyTokenMissing_Type = newStaticType("Token.MISSING");
const MISSING = new PyObject(PyTokenMissing_Type);
PyTokenMissing_Type.tp_repr = () => newStr("<Token.MISSING>");

for (const t of [PyContext_Type, PyContextVar_Type, PyContextToken_Type]) t.tp_flags &= ~Py_TPFLAGS_BASETYPE; // final types

/** The thread's current context (created on first use, as PyContext_CopyCurrent finds it). */
let current: PyContext | null = null;

function currentContext(): PyContext {
  if (current === null) current = new PyContext(PyContext_Type);
  return current;
}

function newContext(from: Map<PyContextVar, PyObject> | null): PyContext {
  const c = new PyContext(PyContext_Type);
  if (from !== null) {
    for (const [k, v] of from) {
      Py_INCREF(k);
      Py_INCREF(v);
      c.vars.set(k, v);
    }
  }
  return c;
}

function setVar(ctx: PyContext, v: PyContextVar, value: PyObject | null): void {
  const old = ctx.vars.get(v);
  if (value === null) ctx.vars.delete(v);
  else {
    Py_INCREF(value);
    if (old === undefined) Py_INCREF(v);
    ctx.vars.set(v, value);
  }
  if (old !== undefined) {
    Py_DECREF(old);
    if (value === null) Py_DECREF(v);
  }
}

// Context
PyContext_Type.tp_alloc = (t) => new PyContext(t);
PyContext_Type.tp_new = (t, args, kw) => {
  if (args.length) typeError("Context() does not accept any arguments");
  void kw;
  return t.tp_alloc(t);
};
PyContext_Type.tp_dealloc = (o) => {
  const c = o as PyContext;
  for (const [k, v] of c.vars) {
    Py_DECREF(v);
    Py_DECREF(k);
  }
  c.vars.clear();
};
function asVar(key: PyObject): PyContextVar {
  if (!(key instanceof PyContextVar)) typeError(`a ContextVar key was expected, got ${PyObject_Repr(key).value}`);
  return key;
}
PyContext_Type.mp_subscript = (o, key) => {
  const v = (o as PyContext).vars.get(asVar(key));
  if (v === undefined) {
    Py_INCREF(key);
    throw newExceptionArgs(PyExc_KeyError, [key]);
  }
  Py_INCREF(v);
  return v;
};
PyContext_Type.sq_contains = (o, key) => (o as PyContext).vars.has(asVar(key));
PyContext_Type.sq_length = (o) => (o as PyContext).vars.size;
PyContext_Type.tp_iter = (o) => {
  const keys = [...(o as PyContext).vars.keys()];
  for (const k of keys) Py_INCREF(k);
  const l = newList(keys);
  const it = PyObject_GetIter(l);
  Py_DECREF(l);
  return it;
};
defMethod(PyContext_Type, "get", (self, args, kw) => {
  const [key, d] = parseArgs("get", args, kw, ["key", "default"], 1, 2);
  const v = (self as PyContext).vars.get(asVar(key!)) ?? d ?? None;
  Py_INCREF(v);
  return v;
});
const listOf = (items: PyObject[]) => {
  for (const x of items) Py_INCREF(x);
  return newList(items);
};
defMethod(PyContext_Type, "keys", (self) => listOf([...(self as PyContext).vars.keys()]));
defMethod(PyContext_Type, "values", (self) => listOf([...(self as PyContext).vars.values()]));
defMethod(PyContext_Type, "items", (self) => newList([...(self as PyContext).vars].map(([k, v]) => (Py_INCREF(k), Py_INCREF(v), newTuple([k, v])))));
defMethod(PyContext_Type, "copy", (self) => newContext((self as PyContext).vars));
defMethod(PyContext_Type, "run", (self, args, kw) => {
  const nkw = kw ? kw.length : 0;
  if (args.length - nkw < 1) typeError("run() missing 1 required positional argument");
  const ctx = self as PyContext;
  if (ctx.entered) throw newException(PyExc_RuntimeError, `cannot enter context: ${PyObject_Repr(ctx).value} is already entered`);
  ctx.entered = true;
  ctx.prev = currentContext();
  current = ctx;
  try {
    return PyObject_Call(args[0]!, args.slice(1), kw);
  } finally {
    current = ctx.prev;
    ctx.prev = null;
    ctx.entered = false;
  }
});
PyContext_Type.tp_repr = (o) => newStr(`<_contextvars.Context object at ${addressOf(o)}>`);

// ContextVar(name, *, default=…)
PyContextVar_Type.tp_new = (t, args, kw) => {
  const [name, d] = parseArgs("ContextVar", args, kw, ["name", "default"], 1, 0, 1);
  if (!isStr(name!)) typeError("context variable name must be a str");
  Py_INCREF(name!);
  if (d !== null) Py_INCREF(d);
  return new PyContextVar(t, name as PyStr, d);
};
PyContextVar_Type.tp_dealloc = (o) => {
  const v = o as PyContextVar;
  Py_DECREF(v.name);
  if (v.dflt !== null) Py_DECREF(v.dflt);
};
defGetSet(PyContextVar_Type, "name", (o) => (Py_INCREF((o as PyContextVar).name), (o as PyContextVar).name));
defMethod(PyContextVar_Type, "get", (self, args, kw) => {
  const [d] = parseArgs("get", args, kw, ["default"], 0, 1);
  const v = self as PyContextVar;
  const r = currentContext().vars.get(v) ?? d ?? v.dflt;
  if (r === null) {
    Py_INCREF(v);
    throw newExceptionArgs(PyExc_LookupError, [v]);
  }
  Py_INCREF(r);
  return r;
});
defMethod(PyContextVar_Type, "set", (self, args, kw) => {
  const [value] = parseArgs("set", args, kw, ["value"], 1, 1);
  const v = self as PyContextVar;
  const ctx = currentContext();
  const old = ctx.vars.get(v) ?? null;
  if (old !== null) Py_INCREF(old);
  Py_INCREF(ctx);
  Py_INCREF(v);
  const tok = new PyToken(PyContextToken_Type, ctx, v, old);
  setVar(ctx, v, value!);
  return tok;
});
defMethod(PyContextVar_Type, "reset", (self, args, kw) => {
  const [token] = parseArgs("reset", args, kw, ["token"], 1, 1);
  if (!(token instanceof PyToken)) typeError(`expected an instance of Token, got ${PyObject_Repr(token!).value}`);
  resetToken(self as PyContextVar, token);
  return None;
});
function resetToken(v: PyContextVar, t: PyToken): void {
  if (t.used) throw newException(PyExc_RuntimeError, `${PyObject_Repr(t).value} has already been used once`);
  if (t.v !== v) throw newException(PyExc_ValueError, `${PyObject_Repr(t).value} was created by a different ContextVar`);
  if (t.ctx !== currentContext()) throw newException(PyExc_ValueError, `${PyObject_Repr(t).value} was created in a different Context`);
  t.used = true;
  setVar(t.ctx, v, t.old);
}
defClassMethod(PyContextVar_Type, "__class_getitem__", (cls, args) => newGenericAlias(cls, args[0]!));
PyContextVar_Type.tp_repr = (o) => {
  const v = o as PyContextVar;
  const d = v.dflt !== null ? ` default=${PyObject_Repr(v.dflt).value}` : "";
  return newStr(`<ContextVar name=${PyObject_Repr(v.name).value}${d} at ${addressOf(o)}>`);
};

// Token
PyContextToken_Type.tp_new = () => {
  throw newException(PyExc_RuntimeError, "Tokens can only be created by ContextVars");
};
PyContextToken_Type.tp_dealloc = (o) => {
  const t = o as PyToken;
  Py_DECREF(t.ctx);
  Py_DECREF(t.v);
  if (t.old !== null) Py_DECREF(t.old);
};
defGetSet(PyContextToken_Type, "var", (o) => (Py_INCREF((o as PyToken).v), (o as PyToken).v));
defGetSet(PyContextToken_Type, "old_value", (o) => {
  const old = (o as PyToken).old ?? MISSING;
  Py_INCREF(old);
  return old;
});
PyContextToken_Type.tp_dict.set("MISSING", MISSING);
defMethod(PyContextToken_Type, "__enter__", (self) => (Py_INCREF(self), self));
defMethod(PyContextToken_Type, "__exit__", (self) => {
  const t = self as PyToken;
  resetToken(t.v, t);
  return None;
});
defClassMethod(PyContextToken_Type, "__class_getitem__", (cls, args) => newGenericAlias(cls, args[0]!));
PyContextToken_Type.tp_repr = (o) => {
  const t = o as PyToken;
  return newStr(`<Token${t.used ? " used" : ""} var=${PyObject_Repr(t.v).value} at ${addressOf(o)}>`);
};

let ready = false;

export function makeContextvars(): PyModule {
  // the wrappers once the runtime is up: a type's __new__ wrapper is a builtin method, which
  // cannot be made while this file is first evaluated (it was None then)
  if (!ready) {
    ready = true;
    for (const t of [PyContext_Type, PyContextVar_Type, PyContextToken_Type]) addSlotWrappers(t);
  }
  current = null; // a new run starts in a fresh context
  const mod = newModule("_contextvars");
  const d = mod.dict!;
  const set = (n: string, v: PyObject) => dictSetItem(d, internStr(n), v);
  set("Context", PyContext_Type);
  set("ContextVar", PyContextVar_Type);
  set("Token", PyContextToken_Type);
  set("copy_context", newCFunction("copy_context", (_s, args, kw) => (parseArgs("copy_context", args, kw, [], 0, 0), newContext(currentContext().vars)), mod));
  return mod;
}

