/**
 * `marshal` (Python/marshal.c) over the compiler's marshal (packages/compiler/src/marshal, the
 * format CPython 3.14 writes, version 5): `dumps`/`loads`/`dump`/`load`, `version`. Values cross
 * as the compiler's MarshalValue: constants (None, bools, ints, floats, complex, str, bytes,
 * tuples, frozensets, slices, code objects), lists, dicts, sets, StopIteration, Ellipsis.
 */
import { PyObject, Py_DECREF, Py_INCREF } from "../objects/object.js";
import { None, Ellipsis } from "../objects/none.js";
import { True, False } from "../objects/bool.js";
import { PyInt, PyLong_Type } from "../objects/int.js";
import { PyFloat, PyFloat_Type } from "../objects/float.js";
import { PyComplex, PyComplex_Type } from "../objects/complex.js";
import { internStr, isStr, type PyStr } from "../objects/str.js";
import { PyBytes, PyBytes_Type, newBytes } from "../objects/bytes.js";
import { PyTuple, PyTuple_Type } from "../objects/tuple.js";
import { PyList, PyList_Type, newList } from "../objects/list.js";
import { PyDict, PyDict_Type, newDict, dictItems, dictSetItem } from "../objects/dict.js";
import { PySet, PySet_Type, PyFrozenSet_Type, newSetOf, setItems } from "../objects/set.js";
import { PyCode, PyCode_Type, constToObject } from "../objects/code.js";
import { PyModule, newModule } from "../objects/module.js";
import { newCFunction } from "../objects/descr.js";
import { newException, PyExc_ValueError, PyExc_StopIteration, PyExc_TypeError, PyExc_EOFError } from "../objects/exceptions.js";
import { PyObject_Call, PyObject_GetAttr, PyObject_IsTrue, asCInt, typeName } from "../abstract.js";
import { parseArgs } from "../args.js";
import { bufferBytes } from "../types/buffer.js";
import { PythonException, marshal, type MarshalValue, type PyConst } from "@pyts/compiler";

/** A Python object as a marshal value (w_object's cases), ValueError "unmarshallable object" else. */
function toMarshal(o: PyObject, depth = 0): MarshalValue {
  if (depth > 2000) throw newException(PyExc_ValueError, "object too deeply nested to marshal");
  const t = o.ob_type;
  if (o === None) return { type: "None" };
  if (o === Ellipsis) return { type: "Ellipsis" };
  if (o === True || o === False) return { type: "bool", value: o === True };
  if (o === PyExc_StopIteration) return { type: "StopIteration" };
  if (t === PyLong_Type) return { type: "int", value: BigInt((o as PyInt).value) };
  if (t === PyFloat_Type) return { type: "float", value: (o as PyFloat).value };
  if (t === PyComplex_Type) return { type: "complex", real: (o as PyComplex).real, imag: (o as PyComplex).imag };
  if (isStr(o) && t.tp_name === "str") return { type: "str", value: (o as PyStr).value };
  if (t === PyBytes_Type) return { type: "bytes", value: (o as PyBytes).value };
  if (t === PyTuple_Type) return { type: "tuple", items: (o as PyTuple).items.map((x) => toMarshal(x, depth + 1) as PyConst) };
  if (t === PyList_Type) return { type: "list", items: (o as PyList).items.map((x) => toMarshal(x, depth + 1)) };
  if (t === PyDict_Type) return { type: "dict", entries: dictItems(o as PyDict).map(([k, v]) => [toMarshal(k, depth + 1), toMarshal(v, depth + 1)] as [MarshalValue, MarshalValue]) };
  if (t === PySet_Type) return { type: "set", items: setItems(o as PySet).map((x) => toMarshal(x, depth + 1)) };
  if (t === PyFrozenSet_Type) return { type: "frozenset", items: setItems(o as PySet).map((x) => toMarshal(x, depth + 1) as PyConst) };
  if (t === PyCode_Type) return { type: "code", value: (o as PyCode).co };
  throw newException(PyExc_ValueError, "unmarshallable object");
}

/** A marshal value as a new Python object. */
function fromMarshal(v: MarshalValue): PyObject {
  switch (v.type) {
    case "list":
      return newList(v.items.map(fromMarshal));
    case "dict": {
      const d = newDict();
      for (const [k, x] of v.entries) {
        const ko = fromMarshal(k), xo = fromMarshal(x);
        dictSetItem(d, ko, xo);
        Py_DECREF(ko);
        Py_DECREF(xo);
      }
      return d;
    }
    case "set": {
      const items = v.items.map(fromMarshal);
      const s = newSetOf(PySet_Type, items);
      for (const x of items) Py_DECREF(x);
      return s;
    }
    case "StopIteration":
      return (Py_INCREF(PyExc_StopIteration), PyExc_StopIteration);
    default:
      return constToObject(v);
  }
}

function bytesArg(o: PyObject): Uint8Array {
  const b = bufferBytes(o);
  if (b === null) throw newException(PyExc_TypeError, `a bytes-like object is required, not '${typeName(o)}'`);
  return b;
}

function pyError(e: unknown): never {
  if (e instanceof PythonException) {
    const type = e.pyType === "EOFError" ? PyExc_EOFError : e.pyType === "TypeError" ? PyExc_TypeError : PyExc_ValueError;
    throw newException(type, e.message);
  }
  throw e;
}

function dumpsOf(value: PyObject, version: PyObject | null, allowCode: PyObject | null): PyObject {
  const v = version === null ? 5 : asCInt(version);
  const ac = allowCode === null ? true : PyObject_IsTrue(allowCode);
  const m = toMarshal(value);
  try {
    return newBytes(marshal.dumps(m, { version: v, allowCode: ac }));
  } catch (e) {
    pyError(e);
  }
}

function loadsOf(data: Uint8Array, allowCode: PyObject | null): PyObject {
  let v: MarshalValue;
  try {
    v = marshal.loads(data, { allowCode: allowCode === null ? true : PyObject_IsTrue(allowCode) });
  } catch (e) {
    pyError(e);
  }
  return fromMarshal(v);
}

export function makeMarshal(): PyModule {
  const mod = newModule("marshal");
  const d = mod.dict!;
  const def = (name: string, impl: Parameters<typeof newCFunction>[1]) => dictSetItem(d, internStr(name), newCFunction(name, impl, mod));
  def("dumps", (_s, args, kw) => {
    const [value, version, allowCode] = parseArgs("dumps", args, kw, ["value", "version", "allow_code"], 1, 1);
    return dumpsOf(value!, version ?? null, allowCode ?? null);
  });
  def("loads", (_s, args, kw) => {
    const [bytes, allowCode] = parseArgs("loads", args, kw, ["bytes", "allow_code"], 1, 0);
    return loadsOf(bytesArg(bytes!), allowCode ?? null);
  });
  def("dump", (_s, args, kw) => {
    const [value, file, version, allowCode] = parseArgs("dump", args, kw, ["value", "file", "version", "allow_code"], 2, 1);
    const b = dumpsOf(value!, version ?? null, allowCode ?? null);
    try {
      const write = PyObject_GetAttr(file!, internStr("write"));
      try {
        Py_DECREF(PyObject_Call(write, [b]));
      } finally {
        Py_DECREF(write);
      }
    } finally {
      Py_DECREF(b);
    }
    return (Py_INCREF(None), None);
  });
  def("load", (_s, args, kw) => {
    const [file, allowCode] = parseArgs("load", args, kw, ["file", "allow_code"], 1, 0);
    const read = PyObject_GetAttr(file!, internStr("read"));
    let data: PyObject;
    try {
      data = PyObject_Call(read, []);
    } finally {
      Py_DECREF(read);
    }
    try {
      return loadsOf(bytesArg(data), allowCode ?? null);
    } finally {
      Py_DECREF(data);
    }
  });
  const ver = new PyInt(PyLong_Type, 5);
  dictSetItem(d, internStr("version"), ver);
  return mod;
}
