/**
 * PEP 695 objects (Objects/typevarobject.c): TypeVar, ParamSpec, TypeVarTuple and TypeAliasType as
 * the compiler's intrinsics make them — bounds, constraints, defaults and alias values evaluated
 * lazily on first access — and SET_FUNCTION_TYPE_PARAMS. Generic classes (typing.Generic) are
 * not here yet.
 */
import { PyObject, PyType, newStaticType, Py_INCREF, Py_DECREF, Py_XDECREF, keepConstructFast, makeImmortal } from "../objects/object.js";
import { None } from "../objects/none.js";
import { newStr, isStr, internStr, type PyStr } from "../objects/str.js";
import { newInt } from "../objects/int.js";
import { newTuple, isTuple, EmptyTuple, type PyTuple } from "../objects/tuple.js";
import { dictGetStr } from "../objects/dict.js";
import { PyFunction } from "../objects/function.js";
import { defGetSet, defMethod } from "../objects/descr.js";
import { typeError, newException, PyExc_ValueError } from "../objects/exceptions.js";
import {
  PyObject_Call, PyObject_IsTrue, PyObject_Repr, PyObject_GetItem, PyObject_GetIter, PyObject_GetAttr, PyObject_Length, PyObject_RichCompare,
  PyNumber_BinaryOp, PyObject_RichCompareBool, iterateToArray, callMethod, getAttrString, Py_EQ, Py_NE,
} from "../abstract.js";
import { NotImplemented } from "../objects/none.js";
import { unionFromArgs, unionTypeOr, setUnionTypeCheck } from "./union.js";
import { parseArgs, badArgument, defMethodNoArgs, defMethodO } from "../args.js";
import { addSlotWrappers } from "../objects/typeobject.js";
import { importModuleLevel } from "../modules/importer.js";
import { tstate } from "../eval/threadState.js";
import { subscriptGeneric } from "./generic.js";
import { newGenericAlias } from "./genericalias.js";

export const PyTypeVar_Type = newStaticType("TypeVar", undefined, 0);
export const PyParamSpec_Type = newStaticType("ParamSpec", undefined, 0);
export const PyTypeVarTuple_Type = newStaticType("TypeVarTuple", undefined, 0);
export const PyTypeAlias_Type = newStaticType("TypeAliasType", undefined, 0);
export const PyParamSpecArgs_Type = newStaticType("ParamSpecArgs", undefined, 0);
export const PyParamSpecKwargs_Type = newStaticType("ParamSpecKwargs", undefined, 0);
for (const t of [PyTypeVar_Type, PyParamSpec_Type, PyTypeVarTuple_Type, PyTypeAlias_Type, PyParamSpecArgs_Type, PyParamSpecKwargs_Type]) t.tp_module = "typing";

/** ParamSpec's `P.args` / `P.kwargs` (paramspecattr_new): their origin, P. */
class PyParamSpecAttr extends PyObject {
  declare origin: PyObject;
  constructor(type: PyType, origin: PyObject) {
    super(type);
    Py_INCREF(origin);
    this.origin = origin;
  }
}

/** call_typing_func_object: typing.NAME(*args, **kw), the typing module imported as `import typing` would. */
export function callTyping(name: string, args: PyObject[], kwnames: string[] | null): PyObject {
  const typing = importModuleLevel(internStr("typing"), null, null, 0);
  let f: PyObject;
  try {
    f = getAttrString(typing, name);
  } finally {
    Py_DECREF(typing);
  }
  try {
    return PyObject_Call(f, args, kwnames);
  } finally {
    Py_DECREF(f);
  }
}

/** typevartuple_unpack: typing.Unpack[tvt]. */
export function typevarTupleUnpacked(tvt: PyObject): PyObject {
  const typing = importModuleLevel(internStr("typing"), null, null, 0);
  let unpack: PyObject;
  try {
    unpack = getAttrString(typing, "Unpack");
  } finally {
    Py_DECREF(typing);
  }
  try {
    return PyObject_GetItem(unpack, tvt);
  } finally {
    Py_DECREF(unpack);
  }
}

/** typing.NoDefault (PEP 696): the `__default__` of a type parameter without one; its type's only instance. */
export const PyNoDefault_Type = newStaticType("NoDefaultType", undefined, 0);
export const NoDefault = makeImmortal(new PyObject(PyNoDefault_Type));

/** A lazily computed value: the evaluate function is called with format 1 on first access. */
class Lazy {
  value: PyObject | null = null;
  evaluate: PyObject | null = null;
  get(dflt: () => PyObject): PyObject {
    if (this.value === null) {
      if (this.evaluate === null) return dflt();
      this.value = PyObject_Call(this.evaluate, [newInt(1)], null);
    }
    Py_INCREF(this.value);
    return this.value;
  }
  release(): void {
    Py_XDECREF(this.value);
    Py_XDECREF(this.evaluate);
  }
}

class PyTypeParam extends PyObject {
  declare name: PyStr;
  declare bound: Lazy;
  declare constraints: Lazy;
  declare dflt: Lazy;
  declare module: PyObject;
  declare covariant: boolean;
  declare contravariant: boolean;
  /** True for the parameters `def f[T]()` makes (PEP 695), false by default for a constructor call's. */
  declare inferVariance: boolean;
  constructor(type: PyType, name: PyStr) {
    super(type);
    Py_INCREF(name);
    this.name = name;
    this.bound = new Lazy();
    this.constraints = new Lazy();
    this.dflt = new Lazy();
    this.module = currentModuleName();
    this.covariant = false;
    this.contravariant = false;
    this.inferVariance = true;
  }
}

class PyTypeAlias extends PyObject {
  declare name: PyStr;
  declare typeParams: PyObject;
  declare value: Lazy;
  declare module: PyObject;
  constructor(name: PyStr, typeParams: PyObject, compute: PyObject) {
    super(PyTypeAlias_Type);
    Py_INCREF(name);
    Py_INCREF(typeParams);
    Py_INCREF(compute);
    this.name = name;
    this.typeParams = typeParams;
    this.value = new Lazy();
    this.value.evaluate = compute;
    this.module = currentModuleName();
  }
}

function currentModuleName(): PyObject {
  const f = tstate.frame;
  const n = f !== null ? dictGetStr(f.globals, internStr("__name__")) : null;
  const v = n ?? None;
  Py_INCREF(v);
  return v;
}

function newTypeParam(type: PyType, name: PyObject): PyTypeParam {
  if (!isStr(name)) typeError("type parameter name must be a str");
  return new PyTypeParam(type, name);
}

/** INTRINSIC_TYPEVAR / PARAMSPEC / TYPEVARTUPLE / TYPEALIAS (7, 8, 9, 11); null when not one of them. */
export function typeIntrinsic1(i: number, v: PyObject): PyObject | null {
  switch (i) {
    case 7:
      return newTypeParam(PyTypeVar_Type, v);
    case 8:
      return newTypeParam(PyParamSpec_Type, v);
    case 9:
      return newTypeParam(PyTypeVarTuple_Type, v);
    case 10:
      return subscriptGeneric(v);
    case 11: {
      const [name, params, compute] = (v as PyTuple).items as [PyObject, PyObject, PyObject];
      return new PyTypeAlias(name as PyStr, params === None ? EmptyTuple : params, compute);
    }
    default:
      return null;
  }
}

/** INTRINSIC_TYPEVAR_WITH_BOUND / _WITH_CONSTRAINTS / SET_FUNCTION_TYPE_PARAMS / SET_TYPEPARAM_DEFAULT (2–5). */
export function typeIntrinsic2(i: number, a: PyObject, b: PyObject): PyObject | null {
  switch (i) {
    case 2:
    case 3: {
      const tv = newTypeParam(PyTypeVar_Type, a);
      Py_INCREF(b);
      (i === 2 ? tv.bound : tv.constraints).evaluate = b;
      return tv;
    }
    case 4: {
      const f = a as PyFunction;
      Py_INCREF(b);
      Py_XDECREF(f.typeParams);
      f.typeParams = b;
      Py_INCREF(f);
      return f;
    }
    case 5: {
      const tp = a as PyTypeParam;
      Py_INCREF(b);
      Py_XDECREF(tp.dflt.evaluate);
      tp.dflt.evaluate = b;
      Py_INCREF(tp);
      return tp;
    }
    default:
      return null;
  }
}

const ref = (v: PyObject): PyObject => (Py_INCREF(v), v);

export function initTypeVars(bools: { t: PyObject; f: PyObject }): void {
  // type_check for the union builder: None is NoneType, anything else typing._type_check's
  setUnionTypeCheck((v, msg) => (v === None ? ref(None.ob_type) : typeCheck(v, msg)));
  const ND = PyNoDefault_Type;
  ND.tp_repr = () => newStr("typing.NoDefault");
  ND.tp_new = (_t, args) => {
    if (args.length > 0) typeError("NoDefaultType takes no arguments");
    return NoDefault;
  };
  addSlotWrappers(ND);
  for (const T of [PyTypeVar_Type, PyParamSpec_Type, PyTypeVarTuple_Type]) {
    // typevar_repr / paramspec_repr: the variance as a prefix unless inferred
    T.tp_repr = (o) => {
      const p = o as PyTypeParam;
      if (T === PyTypeVarTuple_Type || p.inferVariance) return newStr(p.name.value);
      return newStr(`${p.covariant ? "+" : p.contravariant ? "-" : "~"}${p.name.value}`);
    };
    T.tp_dealloc = (o) => {
      const p = o as PyTypeParam;
      Py_DECREF(p.name);
      Py_DECREF(p.module);
      p.bound.release();
      p.constraints.release();
      p.dflt.release();
    };
    defGetSet(T, "__name__", (o) => ref((o as PyTypeParam).name));
    defGetSet(T, "__module__", (o) => ref((o as PyTypeParam).module));
    // __default__ (evaluated lazily like the bound) and has_default(), NoDefault when none was given
    defGetSet(T, "__default__", (o) => (o as PyTypeParam).dflt.get(() => NoDefault));
    defMethodNoArgs(T, "has_default", (o) => {
      const d = (o as PyTypeParam).dflt;
      return ref(d.evaluate !== null || (d.value !== null && d.value !== NoDefault) ? bools.t : bools.f);
    });
    if (T !== PyTypeVarTuple_Type) {
      defGetSet(T, "__bound__", (o) => (o as PyTypeParam).bound.get(() => ref(None)));
      const flag = (b: boolean): PyObject => ref(b ? bools.t : bools.f);
      defGetSet(T, "__covariant__", (o) => flag((o as PyTypeParam).covariant));
      defGetSet(T, "__contravariant__", (o) => flag((o as PyTypeParam).contravariant));
      defGetSet(T, "__infer_variance__", (o) => flag((o as PyTypeParam).inferVariance));
    }
    if (T === PyTypeVar_Type) {
      defGetSet(T, "__constraints__", (o) => {
        const v = (o as PyTypeParam).constraints.get(() => ref(EmptyTuple));
        return v;
      });
    }
  }
  PyTypeVar_Type.tp_new = (_t, args, kwnames) => {
    // typevar(name, *constraints, bound=None, covariant=False, contravariant=False, infer_variance=False, default=NoDefault)
    const nkw = kwnames === null ? 0 : kwnames.length, npos = args.length - nkw;
    const constraints = args.slice(1, Math.max(npos, 1));
    const [name, bound, cov, contra, infer, dflt] = parseArgs("typevar", [...args.slice(0, Math.min(npos, 1)), ...args.slice(npos)], kwnames,
      ["name", "bound", "covariant", "contravariant", "infer_variance", "default"], 1, 0, 1);
    return completeParam(newVariable(PyTypeVar_Type, "typevar", name!, cov, contra, infer), (p) => {
      if (constraints.length === 1) typeError("A single constraint is not allowed");
      if (constraints.length > 1 && bound !== null && bound !== None) typeError("Constraints cannot be combined with bound=...");
      setBound(p, bound);
      if (constraints.length > 1) p.constraints.value = newTuple(constraints.map((c) => (Py_INCREF(c), c)));
      setDefault(p, dflt);
    });
  };
  PyParamSpec_Type.tp_new = (_t, args, kwnames) => {
    // paramspec(name, *, bound=None, covariant=False, contravariant=False, infer_variance=False, default=NoDefault)
    const [name, bound, cov, contra, infer, dflt] = parseArgs("paramspec", args, kwnames,
      ["name", "bound", "covariant", "contravariant", "infer_variance", "default"], 1, 0, 1);
    return completeParam(newVariable(PyParamSpec_Type, "paramspec", name!, cov, contra, infer), (p) => {
      setBound(p, bound);
      setDefault(p, dflt);
    });
  };
  PyTypeVarTuple_Type.tp_new = (_t, args, kwnames) => {
    // typevartuple(name, *, default=NoDefault)
    const [name, dflt] = parseArgs("typevartuple", args, kwnames, ["name", "default"], 1, 0, 1);
    return completeParam(new PyTypeParam(PyTypeVarTuple_Type, strArg("typevartuple", name!)), (p) => setDefault(p, dflt));
  };
  PyTypeAlias_Type.tp_new = (_t, args, kwnames) => {
    // typealias(name, value, *, type_params=())
    const [name, value, params] = parseArgs("typealias", args, kwnames, ["name", "value", "type_params"], 2, 0, 2);
    const n = strArg("typealias", name!);
    if (params !== null) {
      if (!isTuple(params)) typeError("type_params must be a tuple");
      for (const t of (params as PyTuple).items) {
        if (t.ob_type !== PyTypeVar_Type && t.ob_type !== PyParamSpec_Type && t.ob_type !== PyTypeVarTuple_Type) typeError(`Expected a type param, got ${PyObject_Repr(t).value}`);
      }
    }
    const a = new PyTypeAlias(n, params ?? EmptyTuple, None);
    a.value.evaluate = null; // None is immortal: the constructor's reference to it needs no release
    Py_INCREF(value!);
    a.value.value = value!;
    return a;
  };
  const A = PyTypeAlias_Type;
  A.tp_repr = (o) => ref((o as PyTypeAlias).name);
  // typealias_as_number: `Alias | x` is _Py_union_type_or
  A.nb_binary[7] = unionTypeOr;
  defMethodO(A, "__reduce__", (o) => ref((o as PyTypeAlias).name));
  defMethodO(A, "__mro_entries__", () => typeError("Cannot subclass an instance of TypeAliasType"));
  A.tp_dealloc = (o) => {
    const a = o as PyTypeAlias;
    Py_DECREF(a.name);
    Py_DECREF(a.typeParams);
    Py_DECREF(a.module);
    a.value.release();
  };
  defGetSet(A, "__name__", (o) => ref((o as PyTypeAlias).name));
  defGetSet(A, "__value__", (o) => (o as PyTypeAlias).value.get(() => ref(None)));
  defGetSet(A, "__type_params__", (o) => ref((o as PyTypeAlias).typeParams));
  defGetSet(A, "__module__", (o) => ref((o as PyTypeAlias).module));
  // typealias_subscript
  A.mp_subscript = (o, key) => {
    const a = o as PyTypeAlias;
    if (!isTuple(a.typeParams) || (a.typeParams as PyTuple).items.length === 0) typeError("Only generic type aliases are subscriptable");
    return newGenericAlias(a, key);
  };
  initTypeParamMethods();
  initParamSpecAttrs(bools);
}

/** The methods typevarobject.c gives TypeVar, ParamSpec and TypeVarTuple beyond their attributes. */
function initTypeParamMethods(): void {
  const kinds: [PyType, string][] = [[PyTypeVar_Type, "TypeVar"], [PyParamSpec_Type, "ParamSpec"], [PyTypeVarTuple_Type, "TypeVarTuple"]];
  for (const [T, kind] of kinds) {
    defMethodNoArgs(T, "__reduce__", (o) => ref((o as PyTypeParam).name));
    defMethodO(T, "__mro_entries__", () => typeError(`Cannot subclass an instance of ${kind}`));
  }
  // typevar_or / paramspec_or: make_union(self, other), either side
  const or = (a: PyObject, b: PyObject): PyObject => unionFromArgs([a, b]);
  PyTypeVar_Type.nb_binary[7] = or;
  PyParamSpec_Type.nb_binary[7] = or;
  defMethodO(PyTypeVar_Type, "__typing_subst__", (o, arg) => callTyping("_typevar_subst", [o, arg], null));
  defMethodO(PyParamSpec_Type, "__typing_subst__", (o, arg) => callTyping("_paramspec_subst", [o, arg], null));
  defMethodO(PyTypeVarTuple_Type, "__typing_subst__", () => typeError("Substitution of bare TypeVarTuple is not supported"));
  // typevar_typing_prepare_subst: the argument for this TypeVar, its default when missing
  defMethod(PyTypeVar_Type, "__typing_prepare_subst__", (o, args, kw) => {
    const [alias, targs] = parseArgs("__typing_prepare_subst__", args, kw, ["alias", "args"], 2, 2) as [PyObject, PyObject];
    const params = PyObject_GetAttr(alias, internStr("__parameters__"));
    let i: number;
    try {
      // PySequence_Index
      const items = iterateToArray(params);
      i = items.findIndex((x) => PyObject_RichCompareBool(x, o, Py_EQ));
      for (const x of items) Py_DECREF(x);
    } finally {
      Py_DECREF(params);
    }
    if (i < 0) throw newException(PyExc_ValueError, "sequence.index(x): x not in sequence");
    const n = PyObject_Length(targs);
    if (i < n) return ref(targs);
    if (i === n) {
      const dflt = (o as PyTypeParam).dflt.get(() => NoDefault);
      if (dflt !== NoDefault) {
        const extra = newTuple([dflt]);
        try {
          return PyNumber_BinaryOp(targs, extra, 0);
        } finally {
          Py_DECREF(extra);
        }
      }
    }
    typeError(`Too few arguments for ${PyObject_Repr(alias).value}; actual ${n}, expected at least ${i + 1}`);
  });
  defMethod(PyParamSpec_Type, "__typing_prepare_subst__", (o, args, kw) => {
    const [alias, targs] = parseArgs("__typing_prepare_subst__", args, kw, ["alias", "args"], 2, 2) as [PyObject, PyObject];
    return callTyping("_paramspec_prepare_subst", [o, alias, targs], null);
  });
  defMethod(PyTypeVarTuple_Type, "__typing_prepare_subst__", (o, args, kw) => {
    const [alias, targs] = parseArgs("__typing_prepare_subst__", args, kw, ["alias", "args"], 2, 2) as [PyObject, PyObject];
    return callTyping("_typevartuple_prepare_subst", [o, alias, targs], null);
  });
  // typevartuple_iter: iter((Unpack[self],))
  PyTypeVarTuple_Type.tp_iter = (o) => {
    const t = newTuple([typevarTupleUnpacked(o)]);
    try {
      return PyObject_GetIter(t);
    } finally {
      Py_DECREF(t);
    }
  };
  // paramspec_args / paramspec_kwargs
  defGetSet(PyParamSpec_Type, "args", (o) => new PyParamSpecAttr(PyParamSpecArgs_Type, o));
  defGetSet(PyParamSpec_Type, "kwargs", (o) => new PyParamSpecAttr(PyParamSpecKwargs_Type, o));
}

/** ParamSpecArgs and ParamSpecKwargs (paramspecattr_repr / _richcompare / paramspecargs_new). */
function initParamSpecAttrs(bools: { t: PyObject; f: PyObject }): void {
  for (const [T, suffix, fname] of [[PyParamSpecArgs_Type, "args", "paramspecargs"], [PyParamSpecKwargs_Type, "kwargs", "paramspeckwargs"]] as const) {
    T.tp_repr = (o) => {
      const origin = (o as PyParamSpecAttr).origin;
      if (origin.ob_type === PyParamSpec_Type) return newStr(`${(origin as PyTypeParam).name.value}.${suffix}`);
      return newStr(`${PyObject_Repr(origin).value}.${suffix}`);
    };
    T.tp_dealloc = (o) => Py_DECREF((o as PyParamSpecAttr).origin);
    T.tp_richcompare = (a, b, op) => {
      if (b.ob_type !== a.ob_type || (op !== Py_EQ && op !== Py_NE)) return NotImplemented;
      return PyObject_RichCompare((a as PyParamSpecAttr).origin, (b as PyParamSpecAttr).origin, op);
    };
    T.tp_new = (_t, args, kw) => {
      const [origin] = parseArgs(fname, args, kw, ["origin"], 1);
      return new PyParamSpecAttr(T, origin!);
    };
    defGetSet(T, "__origin__", (o) => ref((o as PyParamSpecAttr).origin));
    defMethodO(T, "__mro_entries__", () => typeError(`Cannot subclass an instance of ParamSpec${suffix === "args" ? "Args" : "Kwargs"}`));
    addSlotWrappers(T);
  }
  void bools;
}

/** A constructor's `name` argument: an exact or derived str (argument clinic's subclass_of check). */
function strArg(fname: string, name: PyObject): PyStr {
  if (!isStr(name)) badArgument(fname, "argument 'name'", "str", name);
  return name as PyStr;
}

/** A TypeVar or ParamSpec a constructor call makes, its variance checked (typevar_new / paramspec_new). */
function newVariable(type: PyType, fname: string, name: PyObject, cov: PyObject | null, contra: PyObject | null, infer: PyObject | null): PyTypeParam {
  const n = strArg(fname, name);
  const covariant = cov !== null && PyObject_IsTrue(cov);
  const contravariant = contra !== null && PyObject_IsTrue(contra);
  const inferVariance = infer !== null && PyObject_IsTrue(infer);
  if (covariant && contravariant) throw newException(PyExc_ValueError, "Bivariant types are not supported.");
  if (inferVariance && (covariant || contravariant)) throw newException(PyExc_ValueError, "Variance cannot be specified with infer_variance.");
  const p = new PyTypeParam(type, n);
  p.covariant = covariant;
  p.contravariant = contravariant;
  p.inferVariance = inferVariance;
  return p;
}

/**
 * typing._type_check(v, msg), which CPython's constructors call on a bound or a default: through
 * the import system (pyts has no `typing` module yet, so this raises its ModuleNotFoundError).
 */
function typeCheck(v: PyObject, msg: string): PyObject {
  const typing = importModuleLevel(internStr("typing"), null, null, 0);
  const m = newStr(msg);
  try {
    return callMethod(typing, "_type_check", [v, m]);
  } finally {
    Py_DECREF(m);
    Py_DECREF(typing);
  }
}

/** A constructor's new parameter once `fill` set its bound, constraints or default; released when that raises. */
function completeParam(p: PyTypeParam, fill: (p: PyTypeParam) => void): PyTypeParam {
  try {
    fill(p);
  } catch (e) {
    Py_DECREF(p);
    throw e;
  }
  return p;
}

function setBound(p: PyTypeParam, bound: PyObject | null): void {
  if (bound !== null && bound !== None) p.bound.value = typeCheck(bound, "Bound must be a type.");
}

function setDefault(p: PyTypeParam, dflt: PyObject | null): void {
  // NoDefault given is none; None is itself (type_check's own case, before typing is asked)
  if (dflt === null || dflt === NoDefault) return;
  p.dflt.value = dflt === None ? ref(None) : typeCheck(dflt, "Default must be a type.");
}

/** function.__type_params__ */
export function functionTypeParams(f: PyFunction): PyObject {
  return ref(f.typeParams ?? EmptyTuple);
}

keepConstructFast(PyTypeParam, PyTypeAlias, PyParamSpecAttr);
