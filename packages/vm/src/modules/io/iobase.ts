/**
 * _io._IOBase, _io._RawIOBase, _io._BufferedIOBase, _io._TextIOBase (Modules/_io/iobase.c and the
 * base classes of bufferedio.c / textio.c), with what the other files of this folder share:
 * io.UnsupportedOperation, the closed-file error, argument helpers, the finalizer that closes a
 * file object dropped unclosed.
 */
import { PyObject, Py_INCREF, Py_DECREF, Py_XDECREF, newStaticType, keepConstructFast, type PyType } from "../../objects/object.js";
import { None } from "../../objects/none.js";
import { True, False, newBool } from "../../objects/bool.js";
import { newInt } from "../../objects/int.js";
import { newStr, internStr } from "../../objects/str.js";
import { newBytes, isBytes, type PyBytes } from "../../objects/bytes.js";
import { newByteArray } from "../../objects/bytearray.js";
import { newList, type PyList } from "../../objects/list.js";
import { defMethod, defGetSet } from "../../objects/descr.js";
import {
  newException, typeError, valueError, PyExc_OSError, PyExc_ValueError, PyExc_NotImplementedError, PyExc_StopIteration, PyBaseExceptionObject,
} from "../../objects/exceptions.js";
import { gcFinalized, gcTrack } from "../../objects/gcstate.js";
import { dictDescr } from "../../types/classes.js";
import { objectNew, addSlotWrappers } from "../../objects/typeobject.js";
import {
  PyObject_Call, PyObject_IsTrue, PyObject_GetOptionalAttr, PyObject_GetIter, PyIter_Next, PyObject_Length, PyNumber_AsSsize_t, typeName, getAttrString,
} from "../../abstract.js";
import { checkedMethod, type PositionalSpec } from "../../args.js";
import { bufferBytes } from "../../types/buffer.js";

/** sys's writeUnraisable, set by run.ts (a static import of sys here would be a cycle: sys → stdio → io). */
let writeUnraisable: (msg: string, e: PyBaseExceptionObject) => void = () => {};
export function setIoUnraisable(f: typeof writeUnraisable): void {
  writeUnraisable = f;
}

/** _warnings' resourceWarning, set by run.ts (the same cycle): PyErr_ResourceWarning(source, 1, msg). */
let resourceWarning: (source: PyObject, message: string) => void = () => {};
export function setIoResourceWarning(f: typeof resourceWarning): void {
  resourceWarning = f;
}

/**
 * fileio_dealloc_warn's warning: "unclosed file <repr of source>" as a ResourceWarning; a warning
 * turned into an error is reported as unraisable ("Exception ignored while finalizing file …"),
 * any other error dropped (the finalizer's pending exception is kept as it was).
 */
export function deallocWarn(file: PyObject, source: PyObject): void {
  try {
    resourceWarning(source, `unclosed file ${reprOrDefault(source)}`);
  } catch (e) {
    if (!(e instanceof PyBaseExceptionObject)) throw e;
    if (isWarning(e)) writeUnraisable(`Exception ignored while finalizing file ${reprOrDefault(file)}`, e);
    Py_DECREF(e);
  }
}

function isWarning(e: PyBaseExceptionObject): boolean {
  for (let t: PyType | null = e.ob_type; t !== null; t = t.tp_base) if (t.tp_name === "Warning") return true;
  return false;
}

/** io.UnsupportedOperation (inherits OSError and ValueError). */
export const PyExc_UnsupportedOperation = newStaticType("io.UnsupportedOperation", PyExc_OSError);
PyExc_UnsupportedOperation.tp_bases = [PyExc_OSError, PyExc_ValueError];
PyExc_UnsupportedOperation.tp_mro = [PyExc_UnsupportedOperation, PyExc_OSError, PyExc_ValueError, ...PyExc_ValueError.tp_mro.slice(1)];
PyExc_UnsupportedOperation.tp_weaklist = true;

/** _io.DEFAULT_BUFFER_SIZE (3.14: 128 KiB). */
export const DEFAULT_BUFFER_SIZE = 128 * 1024;

/** What every _io object carries: _IOBase's closed flag (its `__IOBase_closed`). */
export class IOObject extends PyObject {
  declare iobClosed: boolean;
  constructor(type: PyType) {
    super(type);
    this.iobClosed = false;
    gcTrack(this); // every _io object is a collector container (its __dict__, raw, buffer)
  }
}
keepConstructFast(IOObject);

/** An _io class: its instances have a __dict__ and weak references, as every _io object does. */
export function newIOType(name: string, base?: PyType): PyType {
  const t = newStaticType(name, base);
  t.tp_hasdict = true;
  t.tp_weaklist = true;
  return t;
}

export const PyIOBase_Type = newIOType("_io._IOBase");
export const PyRawIOBase_Type = newIOType("_io._RawIOBase", PyIOBase_Type);
export const PyBufferedIOBase_Type = newIOType("_io._BufferedIOBase", PyIOBase_Type);
export const PyTextIOBase_Type = newIOType("_io._TextIOBase", PyIOBase_Type);

export function unsupported(msg: string): never {
  throw newException(PyExc_UnsupportedOperation, msg);
}

export function closedError(): never {
  valueError("I/O operation on closed file.");
}

export function ref<T extends PyObject>(o: T): T {
  Py_INCREF(o);
  return o;
}

/** Calls method `name` of `o`; the result is a new reference. */
export function callM(o: PyObject, name: string, args: PyObject[] = [], kwnames: string[] | null = null): PyObject {
  const f = getAttrString(o, name);
  try {
    return PyObject_Call(f, args, kwnames);
  } finally {
    Py_DECREF(f);
  }
}

/** Calls method `name` and drops its result. */
export function callV(o: PyObject, name: string, args: PyObject[] = []): void {
  Py_DECREF(callM(o, name, args));
}

/** Calls method `name` and reads its result as a truth value. */
export function callB(o: PyObject, name: string, args: PyObject[] = []): boolean {
  const r = callM(o, name, args);
  try {
    return PyObject_IsTrue(r);
  } finally {
    Py_DECREF(r);
  }
}

/** `o.closed` as a truth value. */
export function attrClosed(o: PyObject): boolean {
  const r = getAttrString(o, "closed");
  try {
    return PyObject_IsTrue(r);
  } finally {
    Py_DECREF(r);
  }
}

/** _PyIOBase_check_closed: ValueError when `o.closed`. */
export function checkClosedAttr(o: PyObject): void {
  if (attrClosed(o)) closedError();
}

/** `isinstance(e, t)` for a thrown value. */
export function isExc(e: unknown, t: PyType): e is PyBaseExceptionObject {
  return e instanceof PyBaseExceptionObject && e.ob_type.isSubtype(t);
}

/** _Py_convert_optional_to_ssize_t: None (or absent) is -1. */
export function optSize(o: PyObject | null | undefined): number {
  if (o === null || o === undefined || o === None) return -1;
  if (o.ob_type.nb_index === null) typeError(`argument should be integer or None, not '${typeName(o)}'`);
  return PyNumber_AsSsize_t(o);
}

/** A bytes-like object's bytes (clinic's Py_buffer), or TypeError. */
export function bytesLike(o: PyObject): Uint8Array {
  const b = bufferBytes(o);
  if (b === null) typeError(`a bytes-like object is required, not '${typeName(o)}'`);
  return b;
}

/** A writable buffer (readinto's argument): its bytes, or TypeError. */
export function writableBuffer(o: PyObject, fname: string): Uint8Array {
  const b = bufferBytes(o);
  if (b === null || isBytes(o) || (o as { readonly?: boolean }).readonly === true) {
    typeError(`${fname}() argument must be read-write bytes-like object, not ${typeName(o)}`);
  }
  return b;
}

/** Defines a method with CPython's argument-count checks. */
export function meth(T: PyType, name: string, spec: PositionalSpec, impl: (self: PyObject, args: PyObject[], kwnames: string[] | null) => PyObject): void {
  defMethod(T, name, checkedMethod(`${T.tp_qualname}.${name}`, spec, impl));
}

/**
 * iobase_finalize: a file object dropped while open is closed (`_finalizing` set first, as
 * CPython's does for its C classes); an error is reported as unraisable.
 */
export function iobaseFinalize(o: PyObject): void {
  let closed: boolean;
  try {
    closed = attrClosed(o);
  } catch (e) {
    // `closed` unreadable: the object is in an unusable state; leave it alone
    if (e instanceof PyObject) Py_DECREF(e);
    closed = true;
  }
  if (closed) return;
  if (o instanceof IOObject) (o as IOObject & { finalizing?: boolean }).finalizing = true;
  try {
    callV(o, "close");
  } catch (e) {
    if (!(e instanceof PyBaseExceptionObject)) throw e;
    writeUnraisable(`Exception ignored while finalizing file ${reprOrDefault(o)}`, e);
    Py_DECREF(e);
  }
}

function reprOrDefault(o: PyObject): string {
  try {
    const r = o.ob_type.tp_repr !== null ? o.ob_type.tp_repr(o) : null;
    if (r === null) return `<${typeName(o)} object>`;
    const s = (r as unknown as { value: string }).value;
    Py_DECREF(r);
    return s;
  } catch (e) {
    if (e instanceof PyObject) Py_DECREF(e);
    return `<${typeName(o)} object>`;
  }
}

/**
 * The finalizer run by the dealloc of an exact (static) _io type's instance: as subtype_dealloc
 * does for classes. Returns false when the object was resurrected (its dealloc must stop).
 */
export function finalizeInDealloc(o: PyObject): boolean {
  if (gcFinalized.has(o)) return true;
  gcFinalized.add(o);
  o.ob_refcnt = 1;
  try {
    iobaseFinalize(o);
  } catch (e) {
    if (e instanceof PyObject) Py_DECREF(e);
  }
  return --o.ob_refcnt === 0;
}

/** The bytes of a read() result that must be bytes (readline, readinto): TypeError/OSError otherwise. */
function readResultBytes(r: PyObject, what: string): Uint8Array {
  if (!isBytes(r)) {
    const t = typeName(r);
    Py_DECREF(r);
    throw newException(PyExc_OSError, `${what}() should have returned a bytes object, not '${t}'`);
  }
  return (r as PyBytes).value;
}

export function concatBytes(parts: Uint8Array[]): Uint8Array {
  if (parts.length === 1) return parts[0]!;
  let n = 0;
  for (const p of parts) n += p.length;
  const out = new Uint8Array(n);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** _io__IOBase_readline_impl: peek() when there is one, else read(1) byte by byte. */
function iobaseReadline(self: PyObject, limit: number): PyObject {
  const peek = PyObject_GetOptionalAttr(self, internStr("peek"));
  const parts: Uint8Array[] = [];
  let total = 0;
  try {
    while (limit < 0 || total < limit) {
      let nreadahead = 1;
      if (peek !== null) {
        const r = PyObject_Call(peek, [newInt(1)], null);
        if (!isBytes(r)) {
          const t = typeName(r);
          Py_DECREF(r);
          throw newException(PyExc_OSError, `peek() should have returned a bytes object, not '${t}'`);
        }
        const buf = (r as PyBytes).value;
        if (buf.length > 0) {
          let n = 0;
          const max = limit >= 0 ? Math.min(buf.length, limit - total) : buf.length;
          while (n < max) {
            if (buf[n++] === 10) break;
          }
          nreadahead = n;
        }
        Py_DECREF(r);
      }
      const b = callM(self, "read", [newInt(nreadahead)]);
      if (b === None) {
        Py_DECREF(b);
        break;
      }
      const v = readResultBytes(b, "read");
      Py_DECREF(b);
      if (v.length === 0) break;
      parts.push(v.slice());
      total += v.length;
      if (v[v.length - 1] === 10) break;
    }
  } finally {
    Py_XDECREF(peek);
  }
  return newBytes(concatBytes(parts));
}

/** _io__IOBase_readlines_impl. */
export function iobaseReadlines(self: PyObject, hint: number): PyObject {
  const out: PyObject[] = [];
  const it = PyObject_GetIter(self);
  let length = 0;
  try {
    for (;;) {
      const line = PyIter_Next(it);
      if (line === null) break;
      out.push(line);
      if (hint > 0) {
        const n = PyObject_Length(line);
        if (n > hint - length) break;
        length += n;
      }
    }
  } catch (e) {
    for (const o of out) Py_DECREF(o);
    throw e;
  } finally {
    Py_DECREF(it);
  }
  return newList(out) as PyList;
}

function iobaseNext(self: PyObject): PyObject | null {
  const line = callM(self, "readline");
  if (PyObject_Length(line) === 0) {
    Py_DECREF(line);
    return null;
  }
  return line;
}

function initIOBase(): void {
  const T = PyIOBase_Type;
  T.tp_hasdict = true;
  T.tp_weaklist = true;
  T.tp_alloc = (t) => new IOObject(t);
  T.tp_finalize = iobaseFinalize;
  T.tp_iter = (s) => {
    checkClosedAttr(s);
    return ref(s);
  };
  T.tp_iternext = iobaseNext;
  meth(T, "seek", [1, 2], () => unsupported("seek"));
  meth(T, "tell", "noargs", (s) => callM(s, "seek", [newInt(0), newInt(1)]));
  meth(T, "truncate", [0, 1], () => unsupported("truncate"));
  meth(T, "flush", "noargs", (s) => {
    if ((s as IOObject).iobClosed) closedError();
    return None;
  });
  meth(T, "close", "noargs", (s) => {
    const o = s as IOObject;
    if (o.iobClosed) return None;
    try {
      callV(s, "flush");
    } finally {
      o.iobClosed = true;
    }
    return None;
  });
  meth(T, "seekable", "noargs", () => False);
  meth(T, "readable", "noargs", () => False);
  meth(T, "writable", "noargs", () => False);
  meth(T, "_checkClosed", [0, 1], (s) => {
    checkClosedAttr(s);
    return None;
  });
  meth(T, "_checkSeekable", [0, 1], (s) => {
    if (callM(s, "seekable") !== True) unsupported("File or stream is not seekable.");
    return True;
  });
  meth(T, "_checkReadable", [0, 1], (s) => {
    if (callM(s, "readable") !== True) unsupported("File or stream is not readable.");
    return True;
  });
  meth(T, "_checkWritable", [0, 1], (s) => {
    if (callM(s, "writable") !== True) unsupported("File or stream is not writable.");
    return True;
  });
  meth(T, "fileno", "noargs", () => unsupported("fileno"));
  meth(T, "isatty", "noargs", (s) => {
    checkClosedAttr(s);
    return False;
  });
  meth(T, "__enter__", "noargs", (s) => {
    checkClosedAttr(s);
    return ref(s);
  });
  meth(T, "__exit__", "varargs", (s) => callM(s, "close"));
  meth(T, "readline", [0, 1], (s, a) => iobaseReadline(s, optSize(a[0])));
  meth(T, "readlines", [0, 1], (s, a) => iobaseReadlines(s, optSize(a[0])));
  meth(T, "writelines", "o", (s, a) => {
    checkClosedAttr(s);
    const it = PyObject_GetIter(a[0]!);
    try {
      for (;;) {
        const line = PyIter_Next(it);
        if (line === null) break;
        try {
          callV(s, "write", [line]);
        } finally {
          Py_DECREF(line);
        }
      }
    } finally {
      Py_DECREF(it);
    }
    return None;
  });
  meth(T, "__del__", "noargs", (s) => {
    iobaseFinalize(s);
    return None;
  });
  defGetSet(T, "closed", (s) => newBool((s as IOObject).iobClosed));
  T.tp_dict.set("__dict__", dictDescr(T));

  const R = PyRawIOBase_Type;
  meth(R, "read", [0, 1], (s, a) => {
    const n = optSize(a[0]);
    if (n < 0) return callM(s, "readall");
    const b = newByteArray(new Uint8Array(n));
    try {
      const r = callM(s, "readinto", [b]);
      if (r === None) return r;
      const got = PyNumber_AsSsize_t(r);
      Py_DECREF(r);
      if (got < 0 || got > n) valueError(`readinto returned ${got} outside buffer size ${n}`);
      return newBytes(b.value.slice(0, got));
    } finally {
      Py_DECREF(b);
    }
  });
  meth(R, "readall", "noargs", (s) => {
    const parts: Uint8Array[] = [];
    for (;;) {
      const r = callM(s, "read", [newInt(DEFAULT_BUFFER_SIZE)]);
      if (r === None) {
        if (parts.length === 0) return r;
        Py_DECREF(r);
        break;
      }
      if (!isBytes(r)) {
        Py_DECREF(r);
        typeError("read() should return bytes");
      }
      const v = (r as PyBytes).value;
      Py_DECREF(r);
      if (v.length === 0) break;
      parts.push(v);
    }
    return newBytes(parts.length === 0 ? new Uint8Array(0) : concatBytes(parts).slice());
  });
  meth(R, "readinto", [1, 1], () => {
    throw newException(PyExc_NotImplementedError, "");
  });
  meth(R, "write", [1, 1], () => {
    throw newException(PyExc_NotImplementedError, "");
  });

  const B = PyBufferedIOBase_Type;
  const readintoGeneric = (s: PyObject, arg: PyObject, method: string, fname: string): PyObject => {
    const buf = writableBuffer(arg, fname);
    const r = callM(s, method, [newInt(buf.length)]);
    try {
      if (!isBytes(r)) typeError("read() should return bytes");
      const v = (r as PyBytes).value;
      if (v.length > buf.length) valueError(`read() returned too much data: ${buf.length} bytes requested, ${v.length} returned`);
      buf.set(v);
      return newInt(v.length);
    } finally {
      Py_DECREF(r);
    }
  };
  meth(B, "detach", "noargs", () => unsupported("detach"));
  meth(B, "read", [0, 1], () => unsupported("read"));
  meth(B, "read1", [0, 1], () => unsupported("read1"));
  meth(B, "write", [1, 1], () => unsupported("write"));
  meth(B, "readinto", [1, 1], (s, a) => readintoGeneric(s, a[0]!, "read", "readinto"));
  meth(B, "readinto1", [1, 1], (s, a) => readintoGeneric(s, a[0]!, "read1", "readinto1"));

  const X = PyTextIOBase_Type;
  meth(X, "detach", "noargs", () => unsupported("detach"));
  meth(X, "read", [0, 1], () => unsupported("read"));
  meth(X, "readline", [0, 1], () => unsupported("readline"));
  meth(X, "write", [1, 1], () => unsupported("write"));
  defGetSet(X, "encoding", () => None);
  defGetSet(X, "newlines", () => None);
  defGetSet(X, "errors", () => None);

  for (const t of [T, R, B, X]) {
    t.tp_new = objectNew;
    addSlotWrappers(t);
  }
}
initIOBase();

/** Raises StopIteration-free next for classes whose tp_iternext returns null at the end. */
export function stopIteration(): never {
  throw newException(PyExc_StopIteration, "");
}
export { newStr };
