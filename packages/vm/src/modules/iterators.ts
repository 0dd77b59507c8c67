/** enumerate, zip, map, filter, reversed, super, callable-iterator: builtin types defined in TypeScript. */
import { PyObject, PyType, Py_INCREF, Py_DECREF, Py_XDECREF, newStaticType, keepConstructFast } from "../objects/object.js";
import { gcTrack, gcRegisterType, type GcVisit } from "../objects/gcstate.js";
import { None } from "../objects/none.js";
import { newInt, PyInt } from "../objects/int.js";
import { newTuple, recycleResultTuple, type PyTuple } from "../objects/tuple.js";
import { isStr, type PyStr } from "../objects/str.js";
import { PyExc_TypeError, PyExc_RuntimeError, PyExc_ValueError, PyExc_AttributeError, PyExc_IndexError, PyExc_StopIteration, newException, typeError } from "../objects/exceptions.js";
import { addSlotWrappers, getMethod, genericGetAttr } from "../objects/typeobject.js";
import { PyObject_GetIter, PyIter_Next, PyObject_Call, PyObject_IsTrue, PyObject_Length, PyObject_GetItem, typeName, callSpecial, PyObject_RichCompareBool, Py_EQ } from "../abstract.js";
import { parseArgs } from "../args.js";
import { PyNumber_Index } from "../abstract.js";
import { isDict } from "../objects/dict.js";

function isDictLike(o: PyObject): boolean {
  return isDict(o);
}
import { tstate } from "../eval/threadState.js";
import { newStr } from "../objects/str.js";

export const PyEnum_Type = newStaticType("enumerate");
export const PyZip_Type = newStaticType("zip");
export const PyMap_Type = newStaticType("map");
export const PyFilter_Type = newStaticType("filter");
export const PyReversed_Type = newStaticType("reversed");
export const PySuper_Type = newStaticType("super");
export const PyCallIter_Type = newStaticType("callable_iterator", undefined, 0);

class PyIterState extends PyObject {
  declare its: PyObject[];
  declare fn: PyObject | null;
  declare n: number | bigint;
  declare strict: boolean;
  /** enumerate/zip's result tuple, reused while nobody else holds it (en_result / ob_result). */
  declare result: PyTuple | null;
  /** zip's ittuple and map's iters: the tuple that owns `its` (its items array), or null when `its` owns them. */
  declare itTuple: PyTuple | null;
  constructor(type: PyType) {
    super(type);
    this.its = [];
    this.fn = null;
    this.n = 0;
    this.strict = false;
    this.result = null;
    this.itTuple = null;
    gcTrack(this); // enumerate, zip, map, filter, reversed and callable_iterator are GC containers
  }
}

function iterStateTraverse(o: PyObject, visit: GcVisit): void {
  const s = o as PyIterState;
  if (s.itTuple !== null) visit(s.itTuple);
  else for (const it of s.its) visit(it);
  if (s.fn !== null) visit(s.fn);
  if (s.result !== null) visit(s.result);
}

/** zip/map: the iterators of `iterables` in a tuple the state owns (their ittuple / iters). */
function ownIters(s: PyIterState, iterables: PyObject[]): void {
  const its: PyObject[] = [];
  try {
    for (const a of iterables) its.push(PyObject_GetIter(a));
  } catch (e) {
    for (const it of its) Py_DECREF(it);
    throw e;
  }
  s.itTuple = newTuple(its);
  s.its = s.itTuple.items;
}

export class PySuper extends PyObject {
  declare type: PyType | null;
  declare obj: PyObject | null;
  declare objType: PyType | null;
  constructor(t: PyType) {
    super(t);
    this.type = null;
    this.obj = null;
    this.objType = null;
    gcTrack(this); // super_traverse visits obj_type, obj and type
  }
}

function selfIter(t: PyType): void {
  t.tp_iter = (o) => (Py_INCREF(o), o);
  t.tp_dealloc = (o) => {
    const s = o as PyIterState;
    if (s.itTuple !== null) Py_DECREF(s.itTuple);
    else for (const it of s.its) Py_DECREF(it);
    Py_XDECREF(s.fn);
    Py_XDECREF(s.result);
  };
}

export function superCheck(type: PyType, obj: PyObject): PyType {
  if (obj instanceof PyType && obj.isSubtype(type)) return obj;
  if (obj.ob_type.isSubtype(type)) return obj.ob_type;
  if (obj instanceof PyType) typeError(`super(type, obj): obj (type ${obj.tp_name}) is not an instance or subtype of type (${type.tp_name}).`);
  typeError(`super(type, obj): obj (instance of ${obj.ob_type.tp_name}) is not an instance or subtype of type (${type.tp_name}).`);
}

/** super() attribute lookup: search the MRO of objType after `type`. */
export function superLookup(type: PyType, obj: PyObject, objType: PyType, name: PyStr, method: boolean): [PyObject, boolean] {
  const mro = objType.tp_mro;
  let i = mro.indexOf(type) + 1;
  for (; i < mro.length; i++) {
    const v = mro[i]!.tp_dict.get(name.value);
    if (v === undefined) continue;
    if (method && (v.ob_type.tp_flags & (1 << 17)) !== 0 && obj !== objType) {
      Py_INCREF(v);
      return [v, true];
    }
    const get = v.ob_type.tp_descr_get;
    if (get !== null) return [get(v, obj === objType ? null : obj, objType), false];
    Py_INCREF(v);
    return [v, false];
  }
  // do_super_lookup's skip: the super object's own attributes (__self__, __thisclass__, __class__ …)
  if (PySuper_Type.lookup(name.value) !== null) {
    const su = new PySuper(PySuper_Type);
    Py_INCREF(type);
    Py_INCREF(obj);
    Py_INCREF(objType);
    su.type = type;
    su.obj = obj;
    su.objType = objType;
    try {
      return [genericGetAttr(su, name), false];
    } finally {
      Py_DECREF(su);
    }
  }
  const e = newException(PyExc_AttributeError, `'super' object has no attribute '${name.value}'`);
  throw e;
}

export function newIteratorTypes(): [string, PyObject][] {
  PyEnum_Type.tp_alloc = (t) => new PyIterState(t);
  PyEnum_Type.tp_new = (t, args, kw) => {
    // enum_new's own argument handling (Objects/enumobject.c)
    const nkw = kw ? kw.length : 0;
    const npos = args.length - nkw;
    let it: PyObject | null = npos > 0 ? args[0]! : null;
    let start: PyObject | null = npos > 1 ? args[1]! : null;
    if (npos > 2) typeError(`enumerate() takes at most 2 arguments (${args.length} given)`);
    for (let i = 0; i < nkw; i++) {
      const k = kw![i]!, v = args[npos + i]!;
      if (k === "iterable" && it === null) it = v;
      else if (k === "start" && start === null) start = v;
      else if (k === "iterable" || k === "start") typeError(`argument for enumerate() given by name ('${k}') and position (${k === "iterable" ? 1 : 2})`);
      else typeError(`'${k}' is an invalid keyword argument for enumerate()`);
    }
    if (it === null) typeError("enumerate() missing required argument 'iterable'");
    const s = new PyIterState(t);
    s.n = start === null ? 0 : PyNumber_Index(start).value;
    s.its = [PyObject_GetIter(it)];
    s.result = newTuple([None, None]);
    return s;
  };
  selfIter(PyEnum_Type);
  PyEnum_Type.tp_iternext = (o) => {
    const s = o as PyIterState;
    const v = PyIter_Next(s.its[0]!);
    if (v === null) return null;
    const i = s.n;
    s.n = typeof i === "number" ? i + 1 : i + 1n;
    return recycleResultTuple(s.result, [typeof i === "number" ? newInt(i) : new PyInt(newInt(0).ob_type, i), v]);
  };
  PyZip_Type.tp_new = (t, args, kw) => {
    const nkw = kw ? kw.length : 0;
    const s = new PyIterState(t);
    if (nkw > 1) typeError(`zip() takes at most 1 keyword argument (${nkw} given)`);
    for (let i = 0; i < nkw; i++) {
      if (kw![i] === "strict") s.strict = PyObject_IsTrue(args[args.length - nkw + i]!);
      else typeError(`zip() got an unexpected keyword argument '${kw![i]}'`);
    }
    ownIters(s, args.slice(0, args.length - nkw));
    if (s.its.length) s.result = newTuple(s.its.map(() => None));
    return s;
  };
  selfIter(PyZip_Type);
  PyZip_Type.tp_iternext = (o) => {
    const s = o as PyIterState;
    if (s.its.length === 0) return null;
    const out: PyObject[] = [];
    for (let i = 0; i < s.its.length; i++) {
      const v = PyIter_Next(s.its[i]!);
      if (v === null) {
        for (const x of out) Py_DECREF(x);
        if (s.strict) {
          if (i > 0) throw newException(PyExc_ValueError, `zip() argument ${i + 1} is shorter than argument${i > 1 ? "s 1-" + i : " 1"}`);
          for (let j = 1; j < s.its.length; j++) {
            const w = PyIter_Next(s.its[j]!);
            if (w !== null) {
              Py_DECREF(w);
              throw newException(PyExc_ValueError, `zip() argument ${j + 1} is longer than argument${j > 1 ? "s 1-" + j : " 1"}`);
            }
          }
        }
        return null;
      }
      out.push(v);
    }
    return recycleResultTuple(s.result, out);
  };
  PyMap_Type.tp_new = (t, args, kw) => {
    const nkw = kw ? kw.length : 0;
    for (let i = 0; i < nkw; i++) if (kw![i] !== "strict") typeError(`map() got an unexpected keyword argument '${kw![i]}'`);
    args = args.slice(0, args.length - nkw);
    if (args.length < 2) typeError("map() must have at least two arguments.");
    const s = new PyIterState(t);
    Py_INCREF(args[0]!);
    s.fn = args[0]!;
    ownIters(s, args.slice(1));
    return s;
  };
  selfIter(PyMap_Type);
  PyMap_Type.tp_iternext = (o) => {
    const s = o as PyIterState;
    const vals: PyObject[] = [];
    for (const it of s.its) {
      const v = PyIter_Next(it);
      if (v === null) {
        for (const x of vals) Py_DECREF(x);
        return null;
      }
      vals.push(v);
    }
    try {
      return PyObject_Call(s.fn!, vals, null);
    } finally {
      for (const x of vals) Py_DECREF(x);
    }
  };
  PyFilter_Type.tp_new = (t, args, kw) => {
    if (kw && kw.length) typeError("filter() takes no keyword arguments");
    if (args.length !== 2) typeError(`filter expected 2 arguments, got ${args.length}`);
    const s = new PyIterState(t);
    Py_INCREF(args[0]!);
    s.fn = args[0]!;
    s.its = [PyObject_GetIter(args[1]!)];
    return s;
  };
  selfIter(PyFilter_Type);
  PyFilter_Type.tp_iternext = (o) => {
    const s = o as PyIterState;
    for (;;) {
      const v = PyIter_Next(s.its[0]!);
      if (v === null) return null;
      let ok: boolean;
      if (s.fn === None) ok = PyObject_IsTrue(v);
      else {
        const r = PyObject_Call(s.fn!, [v], null);
        ok = PyObject_IsTrue(r);
        Py_DECREF(r);
      }
      if (ok) return v;
      Py_DECREF(v);
    }
  };
  PyReversed_Type.tp_new = (t, args, kw) => {
    if (kw && kw.length) typeError("reversed() takes no keyword arguments");
    if (args.length !== 1) typeError(`reversed expected 1 argument, got ${args.length}`);
    const seq = args[0]!;
    const rev = seq.ob_type.lookup("__reversed__");
    if (rev === None) typeError(`'${typeName(seq)}' object is not reversible`);
    if (rev !== null) return callSpecial(seq, rev, []);
    if (seq.ob_type.mp_subscript === null || seq.ob_type.sq_length === null || isDictLike(seq)) typeError(`'${typeName(seq)}' object is not reversible`);
    const s = new PyIterState(t);
    Py_INCREF(seq);
    s.its = [seq];
    s.n = PyObject_Length(seq) - 1;
    return s;
  };
  selfIter(PyReversed_Type);
  PyReversed_Type.tp_iternext = (o) => {
    const s = o as PyIterState;
    if (s.n < 0) return null;
    const i = Number(s.n);
    s.n = i - 1;
    return PyObject_GetItem(s.its[0]!, newInt(i));
  };
  PyCallIter_Type.tp_iter = (o) => (Py_INCREF(o), o);
  PyCallIter_Type.tp_iternext = (o) => {
    const s = o as PyIterState;
    if (s.fn === null) return null;
    const v = PyObject_Call(s.fn, [], null);
    if (PyObject_RichCompareBool(v, s.its[0]!, Py_EQ)) {
      // calliter_iternext lets go of the callable and the sentinel once they matched
      Py_DECREF(v);
      const { fn, its } = s;
      s.fn = null;
      s.its = [];
      Py_XDECREF(fn);
      for (const x of its) Py_DECREF(x);
      return null;
    }
    return v;
  };

  PySuper_Type.tp_alloc = (t) => new PySuper(t);
  PySuper_Type.tp_new = (t) => new PySuper(t);
  PySuper_Type.tp_init = (self, args, kw) => {
    // super_vectorcall's checks
    if (kw !== null && kw.length > 0) typeError("super() takes no keyword arguments");
    if (args.length > 2) typeError(`super() expected at most 2 arguments, got ${args.length}`);
    const s = self as PySuper;
    let type: PyObject, obj: PyObject | null;
    if (args.length === 0) {
      // zero-argument form: __class__ cell and first argument of the calling frame
      const f = tstate.frame;
      if (f === null) throw newException(PyExc_RuntimeError, "super(): no current frame");
      const code = f.code;
      if (code.argcount === 0 && (code.flags & 0x4) === 0) throw newException(PyExc_RuntimeError, "super(): no arguments");
      let first = f.localsplus[0] ?? null;
      if (first !== null && (code.localspluskinds[0]! & 0x40)) first = (first as unknown as { ref: PyObject | null }).ref;
      if (first === null) throw newException(PyExc_RuntimeError, "super(): arg[0] deleted");
      let cls: PyObject | null = null;
      for (let i = 0; i < code.nlocalsplus; i++) {
        if (code.localsplusnames[i]!.value === "__class__" && (code.localspluskinds[i]! & 0x80)) {
          cls = (f.localsplus[i] as unknown as { ref: PyObject | null }).ref;
        }
      }
      if (cls === null) throw newException(PyExc_RuntimeError, "super(): __class__ cell not found");
      type = cls;
      obj = first;
    } else {
      type = args[0]!;
      obj = args.length > 1 ? args[1]! : null;
    }
    if (!(type instanceof PyType)) typeError(`super() argument 1 must be a type, not ${typeName(type)}`);
    s.type = type;
    s.obj = obj;
    s.objType = obj === null ? null : superCheck(type, obj);
    Py_INCREF(type);
    if (obj) Py_INCREF(obj);
  };
  PySuper_Type.tp_getattro = (o, name) => {
    const s = o as PySuper;
    if (s.objType === null || name.value === "__class__") return genericGetAttr(o, name);
    return superLookup(s.type!, s.obj!, s.objType, name, false)[0];
  };
  PySuper_Type.tp_repr = (o) => {
    const s = o as PySuper;
    return newStr(s.objType ? `<super: <class '${s.type!.tp_name}'>, <${s.objType.tp_name} object>>` : `<super: <class '${s.type?.tp_name}'>, NULL>`);
  };
  for (const t of [PyEnum_Type, PyZip_Type, PyMap_Type, PyFilter_Type, PyReversed_Type, PySuper_Type, PyCallIter_Type]) addSlotWrappers(t);
  for (const t of [PyEnum_Type, PyZip_Type, PyMap_Type, PyFilter_Type, PyReversed_Type, PyCallIter_Type]) gcRegisterType(t, iterStateTraverse);
  gcRegisterType(PySuper_Type, (o, visit) => {
    const s = o as PySuper;
    if (s.objType !== null) visit(s.objType);
    if (s.obj !== null) visit(s.obj);
    if (s.type !== null) visit(s.type);
  });
  void getMethod;
  void isStr;
  void PyExc_TypeError;
  return [["enumerate", PyEnum_Type], ["zip", PyZip_Type], ["map", PyMap_Type], ["filter", PyFilter_Type], ["reversed", PyReversed_Type], ["super", PySuper_Type]];
}

export function newCallableIter(fn: PyObject, sentinel: PyObject): PyObject {
  const s = new PyIterState(PyCallIter_Type);
  Py_INCREF(fn);
  Py_INCREF(sentinel);
  s.fn = fn;
  s.its = [sentinel];
  return s;
}

keepConstructFast(PyIterState, PySuper);

