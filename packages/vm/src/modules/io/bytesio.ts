/** _io.BytesIO (Modules/_io/bytesio.c): an in-memory binary stream; getbuffer() exports its bytes. */
import { PyObject, Py_DECREF, newStaticType, keepConstructFast, type PyType } from "../../objects/object.js";
import { None } from "../../objects/none.js";
import { True, False } from "../../objects/bool.js";
import { newInt } from "../../objects/int.js";
import { newBytes } from "../../objects/bytes.js";
import { newList } from "../../objects/list.js";
import { newTuple, isTuple, type PyTuple } from "../../objects/tuple.js";
import { newDict, isDict, dictItems, dictSetItem, type PyDict } from "../../objects/dict.js";
import { defGetSet } from "../../objects/descr.js";
import { newException, typeError, valueError, PyExc_BufferError } from "../../objects/exceptions.js";
import { PyMemoryView, PyMemoryView_Type } from "../../objects/memoryview.js";
import { addSlotWrappers } from "../../objects/typeobject.js";
import { PyNumber_AsSsize_t, PyObject_GetIter, PyIter_Next, asCInt, typeName } from "../../abstract.js";
import { parseArgs } from "../../args.js";
import { newBool } from "../../objects/bool.js";
import { IOObject, PyBufferedIOBase_Type, closedError, meth, optSize, bytesLike, writableBuffer, ref, newIOType } from "./iobase.js";

export const PyBytesIO_Type = newIOType("_io.BytesIO", PyBufferedIOBase_Type);
export const PyBytesIOBuffer_Type = newStaticType("_io._BytesIOBuffer", undefined, 0);

export class BytesIOObject extends IOObject {
  /** The storage (capacity >= size); null once closed. */
  declare buf: Uint8Array | null;
  declare size: number;
  declare pos: number;
  declare exports: number;
  constructor(type: PyType) {
    super(type);
    this.buf = new Uint8Array(0);
    this.size = 0;
    this.pos = 0;
    this.exports = 0;
  }
}

/** What a getbuffer() memoryview exports: releasing it ends the export. */
class BytesIOBuffer extends PyObject {
  declare source: BytesIOObject;
  constructor(source: BytesIOObject) {
    super(PyBytesIOBuffer_Type);
    this.source = source;
  }
}
keepConstructFast(BytesIOObject, BytesIOBuffer);

function self(o: PyObject): BytesIOObject {
  return o as BytesIOObject;
}

function checkClosed(b: BytesIOObject): Uint8Array {
  if (b.buf === null) closedError();
  return b.buf;
}

function checkExports(b: BytesIOObject): void {
  if (b.exports > 0) throw newException(PyExc_BufferError, "Existing exports of data: object cannot be re-sized");
}

function ensureCapacity(b: BytesIOObject, n: number): Uint8Array {
  const buf = b.buf!;
  if (n <= buf.length) return buf;
  const nb = new Uint8Array(Math.max(n, buf.length + (buf.length >> 3) + 6));
  nb.set(buf.subarray(0, b.size));
  b.buf = nb;
  return nb;
}

/** Writes `v` at the position (zero-filling a gap past the end). */
export function bytesioWrite(b: BytesIOObject, v: Uint8Array): number {
  checkClosed(b);
  checkExports(b);
  const n = v.length;
  if (n === 0) return 0;
  const end = b.pos + n;
  const buf = ensureCapacity(b, end);
  if (b.pos > b.size) buf.fill(0, b.size, b.pos);
  buf.set(v, b.pos);
  b.pos = end;
  if (end > b.size) b.size = end;
  return n;
}

function readBytes(b: BytesIOObject, size: number): Uint8Array {
  const buf = checkClosed(b);
  let n = Math.max(0, b.size - b.pos);
  if (size >= 0 && size < n) n = size;
  const out = buf.slice(b.pos, b.pos + n);
  b.pos += n;
  return out;
}

function readLine(b: BytesIOObject, limit: number): Uint8Array {
  const buf = checkClosed(b);
  const start = b.pos;
  let end = b.size;
  if (start >= end) return new Uint8Array(0);
  let i = buf.subarray(start, end).indexOf(10);
  end = i < 0 ? end : start + i + 1;
  if (limit >= 0 && end - start > limit) end = start + limit;
  b.pos = end;
  void i;
  return buf.slice(start, end);
}

function getvalue(b: BytesIOObject): Uint8Array {
  const buf = checkClosed(b);
  return buf.slice(0, b.size);
}

function init(b: BytesIOObject, initial: PyObject | null): void {
  checkExports(b);
  b.buf = new Uint8Array(0);
  b.size = 0;
  b.pos = 0;
  b.iobClosed = false;
  if (initial !== null && initial !== None) {
    bytesioWrite(b, bytesLike(initial));
    b.pos = 0;
  }
}

function initBytesIO(): void {
  const T = PyBytesIO_Type;
  T.tp_alloc = (t) => new BytesIOObject(t);
  T.tp_new = (t) => t.tp_alloc(t);
  T.tp_init = (s, args, kw) => {
    const [initial] = parseArgs("BytesIO", args, kw, ["initial_bytes"], 0);
    init(self(s), initial!);
  };
  T.tp_dealloc = (o) => {
    const d = o.dict;
    o.dict = null;
    if (d !== null) Py_DECREF(d);
    self(o).buf = null;
  };
  T.tp_iter = (s) => ref(s);
  T.tp_iternext = (s) => {
    const b = self(s);
    const line = readLine(b, -1);
    return line.length === 0 ? null : newBytes(line);
  };
  meth(T, "getvalue", "noargs", (s) => newBytes(getvalue(self(s))));
  meth(T, "getbuffer", "noargs", (s) => {
    const b = self(s);
    const buf = checkClosed(b);
    const exporter = new BytesIOBuffer(ref(b));
    b.exports++;
    // the memoryview takes the exporter's one reference (released with the view)
    return new PyMemoryView(PyMemoryView_Type, exporter, buf.subarray(0, b.size), false);
  });
  meth(T, "isatty", "noargs", (s) => (checkClosed(self(s)), False));
  meth(T, "readable", "noargs", (s) => (checkClosed(self(s)), True));
  meth(T, "writable", "noargs", (s) => (checkClosed(self(s)), True));
  meth(T, "seekable", "noargs", (s) => (checkClosed(self(s)), True));
  meth(T, "flush", "noargs", (s) => (checkClosed(self(s)), None));
  meth(T, "close", "noargs", (s) => {
    const b = self(s);
    checkExports(b);
    b.buf = null;
    return None;
  });
  meth(T, "read", [0, 1], (s, a) => newBytes(readBytes(self(s), optSize(a[0]))));
  meth(T, "read1", [0, 1], (s, a) => newBytes(readBytes(self(s), optSize(a[0]))));
  meth(T, "readline", [0, 1], (s, a) => newBytes(readLine(self(s), optSize(a[0]))));
  meth(T, "readlines", [0, 1], (s, a) => {
    const b = self(s);
    const hint = optSize(a[0]);
    checkClosed(b);
    const out: PyObject[] = [];
    let total = 0;
    for (;;) {
      const line = readLine(b, -1);
      if (line.length === 0) break;
      out.push(newBytes(line));
      total += line.length;
      if (hint > 0 && total >= hint) break;
    }
    return newList(out);
  });
  meth(T, "readinto", "o", (s, a) => {
    const b = self(s);
    const dst = writableBuffer(a[0]!, "readinto");
    const buf = checkClosed(b);
    const n = Math.max(0, Math.min(dst.length, b.size - b.pos));
    dst.set(buf.subarray(b.pos, b.pos + n));
    b.pos += n;
    return newInt(n);
  });
  meth(T, "truncate", [0, 1], (s, a) => {
    const b = self(s);
    checkClosed(b);
    checkExports(b);
    const size = a[0] === undefined || a[0] === None ? b.pos : optSize(a[0]);
    if (size < 0) valueError(`negative size value ${size}`);
    if (size < b.size) b.size = size;
    return newInt(size);
  });
  meth(T, "tell", "noargs", (s) => (checkClosed(self(s)), newInt(self(s).pos)));
  meth(T, "seek", [1, 2], (s, a) => {
    const b = self(s);
    checkClosed(b);
    let pos = PyNumber_AsSsize_t(a[0]!);
    const whence = a.length > 1 ? asCInt(a[1]!) : 0;
    if (pos < 0 && whence === 0) valueError(`negative seek value ${pos}`);
    if (whence === 1) pos += b.pos;
    else if (whence === 2) pos += b.size;
    else if (whence !== 0) valueError(`invalid whence (${whence}, should be 0, 1 or 2)`);
    if (pos < 0) pos = 0;
    b.pos = pos;
    return newInt(pos);
  });
  meth(T, "write", "o", (s, a) => newInt(bytesioWrite(self(s), bytesLike(a[0]!))));
  meth(T, "writelines", "o", (s, a) => {
    const b = self(s);
    checkClosed(b);
    const it = PyObject_GetIter(a[0]!);
    try {
      for (;;) {
        const line = PyIter_Next(it);
        if (line === null) break;
        try {
          bytesioWrite(b, bytesLike(line));
        } finally {
          Py_DECREF(line);
        }
      }
    } finally {
      Py_DECREF(it);
    }
    return None;
  });
  meth(T, "__getstate__", "noargs", (s) => {
    const b = self(s);
    const v = newBytes(getvalue(b));
    let d: PyObject = None;
    if (s.dict !== null && s.dict.used > 0) {
      const c = newDict();
      for (const [k, x] of dictItems(s.dict)) dictSetItem(c, k, x);
      d = c;
    }
    return newTuple([v, newInt(b.pos), d]);
  });
  meth(T, "__setstate__", "o", (s, a) => {
    const b = self(s);
    const st = a[0]!;
    if (!isTuple(st) || (st as PyTuple).items.length < 3) {
      typeError(`${typeName(s)}.__setstate__ argument should be 3-tuple, got ${typeName(st)}`);
    }
    const [v, p, d] = (st as PyTuple).items as [PyObject, PyObject, PyObject];
    checkExports(b);
    b.buf = new Uint8Array(0);
    b.size = 0;
    b.pos = 0;
    bytesioWrite(b, bytesLike(v));
    if (p.ob_type.nb_index === null) typeError(`second item of state must be an integer, not ${typeName(p)}`);
    const pos = PyNumber_AsSsize_t(p);
    if (pos < 0) valueError("position value cannot be negative");
    b.pos = pos;
    if (d !== None) {
      if (!isDict(d)) typeError(`third item of state should be a dict, got a ${typeName(d)}`);
      if (s.dict === null) s.dict = newDict();
      for (const [k, x] of dictItems(d as PyDict)) dictSetItem(s.dict, k, x);
    }
    return None;
  });
  meth(T, "__sizeof__", "noargs", (s) => newInt(88 + (self(s).buf?.length ?? 0)));
  defGetSet(T, "closed", (s) => newBool(self(s).buf === null));
  addSlotWrappers(T);

  const X = PyBytesIOBuffer_Type;
  X.tp_dealloc = (o) => {
    const src = (o as BytesIOBuffer).source;
    src.exports--;
    Py_DECREF(src);
  };
}
initBytesIO();
