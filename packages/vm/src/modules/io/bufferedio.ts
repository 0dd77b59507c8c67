/**
 * _io.BufferedReader, BufferedWriter, BufferedRandom, BufferedRWPair (Modules/_io/bufferedio.c):
 * one buffer of `buffer_size` bytes with CPython's positions (pos, read_end, write_pos, write_end,
 * raw_pos, abs_pos), so the raw stream sees the calls CPython makes. A raw FileIO is read and
 * written directly (fileio.ts), any other raw stream through its methods.
 */
import { PyObject, Py_DECREF, Py_XDECREF, newStaticType, keepConstructFast, type PyType } from "../../objects/object.js";
import { None } from "../../objects/none.js";
import { newInt } from "../../objects/int.js";
import { newStr, internStr, type PyStr } from "../../objects/str.js";
import { newBytes, isBytes, type PyBytes } from "../../objects/bytes.js";
import { PyMemoryView, PyMemoryView_Type } from "../../objects/memoryview.js";
import { newByteArray } from "../../objects/bytearray.js";
import { defGetSet } from "../../objects/descr.js";
import { gcRegisterType } from "../../objects/gcstate.js";
import { newException, newExceptionArgs, typeError, valueError, PyExc_OSError, PyExc_ValueError, PyExc_BlockingIOError, PyExc_RuntimeError, PyBaseExceptionObject } from "../../objects/exceptions.js";
import { addSlotWrappers } from "../../objects/typeobject.js";
import { PyObject_GetOptionalAttr, PyObject_Repr, PyNumber_AsSsize_t, asCInt, indexValue, beyondInt64, typeName, getAttrString, PyObject_Call } from "../../abstract.js";
import { parseArgs } from "../../args.js";
import {
  IOObject, PyBufferedIOBase_Type, PyIOBase_Type, meth, optSize, bytesLike, writableBuffer, ref, unsupported, callM, callV, callB, attrClosed, isExc,
  finalizeInDealloc, concatBytes, DEFAULT_BUFFER_SIZE, closedError, newIOType,
} from "./iobase.js";
import { PyFileIO_Type, FileIOObject, fileioReadInto, fileioWrite } from "./fileio.js";

export const PyBufferedReader_Type = newIOType("_io.BufferedReader", PyBufferedIOBase_Type);
export const PyBufferedWriter_Type = newIOType("_io.BufferedWriter", PyBufferedIOBase_Type);
export const PyBufferedRandom_Type = newIOType("_io.BufferedRandom", PyBufferedIOBase_Type);
export const PyBufferedRWPair_Type = newIOType("_io.BufferedRWPair", PyBufferedIOBase_Type);

export class BufferedObject extends IOObject {
  declare raw: PyObject | null;
  declare ok: boolean;
  declare detached: boolean;
  declare readable: boolean;
  declare writable: boolean;
  declare finalizing: boolean;
  declare bufferSize: number;
  declare buffer: Uint8Array;
  declare pos: number;
  declare readEnd: number;
  declare rawPos: number;
  declare writePos: number;
  declare writeEnd: number;
  declare absPos: number;
  constructor(type: PyType) {
    super(type);
    this.raw = null;
    this.ok = false;
    this.detached = false;
    this.readable = false;
    this.writable = false;
    this.finalizing = false;
    this.bufferSize = 0;
    this.buffer = new Uint8Array(0);
    this.pos = 0;
    this.readEnd = -1;
    this.rawPos = 0;
    this.writePos = 0;
    this.writeEnd = -1;
    this.absPos = -1;
  }
}

class RWPairObject extends IOObject {
  declare reader: PyObject | null;
  declare writer: PyObject | null;
  constructor(type: PyType) {
    super(type);
    this.reader = null;
    this.writer = null;
  }
}
keepConstructFast(BufferedObject, RWPairObject);

function self(o: PyObject): BufferedObject {
  return o as BufferedObject;
}

function checkInitialized(b: BufferedObject): PyObject {
  if (!b.ok || b.raw === null) {
    if (b.detached) valueError("raw stream has been detached");
    valueError("I/O operation on uninitialized object");
  }
  return b.raw;
}

function rawFileIO(b: BufferedObject): FileIOObject | null {
  const r = b.raw;
  return r !== null && r.ob_type === PyFileIO_Type ? (r as FileIOObject) : null;
}

function isClosed(b: BufferedObject): boolean {
  const f = rawFileIO(b);
  if (f !== null) return f.fd < 0;
  return attrClosed(b.raw!);
}

const validRead = (b: BufferedObject): boolean => b.readable && b.readEnd !== -1;
const validWrite = (b: BufferedObject): boolean => b.writable && b.writeEnd !== -1;
const readahead = (b: BufferedObject): number => (validRead(b) ? b.readEnd - b.pos : 0);
const rawOffset = (b: BufferedObject): number => ((validRead(b) || validWrite(b)) && b.rawPos >= 0 ? b.rawPos - b.pos : 0);

function adjustPosition(b: BufferedObject, pos: number): void {
  b.pos = pos;
  if (validRead(b) && b.readEnd < pos) b.readEnd = pos;
}

function checkClosed(b: BufferedObject, msg: string): void {
  if (isClosed(b) && readahead(b) === 0) valueError(msg);
}

function resetRead(b: BufferedObject): void {
  b.readEnd = -1;
}

function resetWrite(b: BufferedObject): void {
  b.writePos = 0;
  b.writeEnd = -1;
}

function offArg(o: PyObject): number {
  if (o.ob_type.nb_index === null) typeError(`'${typeName(o)}' object cannot be interpreted as an integer`);
  const v = indexValue(o);
  if (beyondInt64(v)) valueError(`cannot fit '${typeName(o)}' into an offset-sized integer`);
  return Number(v);
}

function rawPosition(r: PyObject, what: string): number {
  try {
    const n = offArg(r);
    if (n < 0) throw newException(PyExc_OSError, `Raw stream returned invalid position ${n}`);
    return n;
  } finally {
    Py_DECREF(r);
    void what;
  }
}

function rawTell(b: BufferedObject): number {
  const f = rawFileIO(b);
  let n: number;
  if (f !== null && f.regular && f.fd >= 0) n = f.pos;
  else n = rawPosition(callM(b.raw!, "tell"), "tell");
  b.absPos = n;
  return n;
}

function rawTellCached(b: BufferedObject): number {
  return b.absPos !== -1 ? b.absPos : rawTell(b);
}

function rawSeek(b: BufferedObject, target: number, whence: number): number {
  const n = rawPosition(callM(b.raw!, "seek", [newInt(target), newInt(whence)]), "seek");
  b.absPos = n;
  return n;
}

/** A memoryview over part of the buffer, released after the raw call. */
function withView<T>(buf: Uint8Array, fn: (view: PyObject) => T): T {
  const holder = newByteArray(buf);
  const m = new PyMemoryView(PyMemoryView_Type, holder, buf, false);
  try {
    return fn(m);
  } finally {
    const rel = m.ob_type.lookup("release");
    if (rel !== null) Py_DECREF(PyObject_Call(rel, [m], null));
    Py_DECREF(m);
  }
}

/** _bufferedreader_raw_read: n >= 0, or -2 when the raw stream would block. */
function rawRead(b: BufferedObject, dst: Uint8Array): number {
  const f = rawFileIO(b);
  let n: number;
  if (f !== null) {
    if (f.fd < 0) closedRaw();
    if (!f.readable) unsupported("File not open for reading");
    const r = fileioReadInto(f, dst);
    if (r === null) return -2;
    n = r;
  } else {
    const res = withView(dst, (v) => callM(b.raw!, "readinto", [v]));
    if (res === None) return -2;
    n = PyNumber_AsSsize_t(res);
    Py_DECREF(res);
    if (n < 0 || n > dst.length) throw newException(PyExc_OSError, `raw readinto() returned invalid length ${n} (should have been between 0 and ${dst.length})`);
  }
  if (n > 0 && b.absPos !== -1) b.absPos += n;
  return n;
}

function closedRaw(): never {
  valueError("I/O operation on closed file");
}

/** _bufferedwriter_raw_write: n >= 0, or -2 when the raw stream would block. */
function rawWrite(b: BufferedObject, src: Uint8Array): number {
  const f = rawFileIO(b);
  let n: number;
  if (f !== null) {
    if (f.fd < 0) closedRaw();
    if (!f.writable) unsupported("File not open for writing");
    const r = fileioWrite(f, src);
    if (r === null) return -2;
    n = r;
  } else {
    const res = withView(src, (v) => callM(b.raw!, "write", [v]));
    if (res === None) return -2;
    n = PyNumber_AsSsize_t(res);
    Py_DECREF(res);
    if (n < 0 || n > src.length) throw newException(PyExc_OSError, `raw write() returned invalid length ${n} (should have been between 0 and ${src.length})`);
  }
  if (n > 0 && b.absPos !== -1) b.absPos += n;
  return n;
}

function blockingError(written: number): never {
  const e = newExceptionArgs(PyExc_BlockingIOError, [newInt(11), newStr("write could not complete without blocking"), newInt(written)]);
  throw e;
}

function flushUnlocked(b: BufferedObject): void {
  if (validWrite(b) && b.writePos !== b.writeEnd) {
    const rewind = rawOffset(b) + (b.pos - b.writePos);
    if (rewind !== 0) {
      rawSeek(b, -rewind, 1);
      b.rawPos -= rewind;
    }
    while (b.writePos < b.writeEnd) {
      const n = rawWrite(b, b.buffer.subarray(b.writePos, b.writeEnd));
      if (n === -2) blockingError(0);
      b.writePos += n;
      b.rawPos = b.writePos;
    }
  }
  resetWrite(b);
}

function flushAndRewind(b: BufferedObject): void {
  flushUnlocked(b);
  if (b.readable) {
    rawSeek(b, -rawOffset(b), 1);
    resetRead(b);
  }
}

function fillBuffer(b: BufferedObject): number {
  const start = validRead(b) ? b.readEnd : 0;
  const n = rawRead(b, b.buffer.subarray(start, b.bufferSize));
  if (n <= 0) return n;
  b.readEnd = start + n;
  b.rawPos = start + n;
  return n;
}

function minusLastBlock(b: BufferedObject, size: number): number {
  return b.bufferSize * Math.floor(size / b.bufferSize);
}

function readGeneric(b: BufferedObject, n: number): PyObject {
  const current = readahead(b);
  const out = new Uint8Array(n);
  let remaining = n;
  let written = 0;
  if (current > 0) {
    out.set(b.buffer.subarray(b.pos, b.pos + current));
    remaining -= current;
    written += current;
    b.pos += current;
  }
  if (b.writable) flushAndRewind(b);
  resetRead(b);
  while (remaining > 0) {
    const want = minusLastBlock(b, remaining);
    if (want === 0) break;
    const r = rawRead(b, out.subarray(written, written + want));
    if (r === 0 || r === -2) {
      if (r === 0 || written > 0) return newBytes(out.slice(0, written));
      return None;
    }
    remaining -= r;
    written += r;
  }
  b.pos = 0;
  b.rawPos = 0;
  b.readEnd = 0;
  while (remaining > 0 && b.readEnd < b.bufferSize) {
    const r = fillBuffer(b);
    if (r === 0 || r === -2) {
      if (r === 0 || written > 0) return newBytes(out.slice(0, written));
      return None;
    }
    const k = Math.min(remaining, r);
    out.set(b.buffer.subarray(b.pos, b.pos + k), written);
    written += k;
    b.pos += k;
    remaining -= k;
  }
  return newBytes(written === n ? out : out.slice(0, written));
}

function readAll(b: BufferedObject): PyObject {
  let current = readahead(b);
  let data: Uint8Array | null = null;
  if (current > 0) {
    data = b.buffer.slice(b.pos, b.pos + current);
    b.pos += current;
  }
  if (b.writable) flushAndRewind(b);
  resetRead(b);
  const readallM = PyObject_GetOptionalAttr(b.raw!, internStr("readall"));
  if (readallM !== null) {
    let tmp: PyObject;
    try {
      tmp = PyObject_Call(readallM, [], null);
    } finally {
      Py_DECREF(readallM);
    }
    if (tmp !== None && !isBytes(tmp)) {
      Py_DECREF(tmp);
      typeError("readall() should return bytes");
    }
    if (tmp !== None && b.absPos !== -1) b.absPos += (tmp as PyBytes).value.length;
    if (data === null) return tmp;
    if (tmp === None) {
      Py_DECREF(tmp);
      return newBytes(data);
    }
    const r = newBytes(concatBytes([data, (tmp as PyBytes).value]));
    Py_DECREF(tmp);
    return r;
  }
  const chunks: Uint8Array[] = data === null ? [] : [data];
  for (;;) {
    const d = callM(b.raw!, "read");
    if (d !== None && !isBytes(d)) {
      Py_DECREF(d);
      typeError("read() should return bytes");
    }
    if (d === None || (d as PyBytes).value.length === 0) {
      if (current === 0) return d;
      Py_DECREF(d);
      return newBytes(concatBytes(chunks));
    }
    const v = (d as PyBytes).value;
    Py_DECREF(d);
    chunks.push(v);
    current += v.length;
    if (b.absPos !== -1) b.absPos += v.length;
  }
}

function readImpl(b: BufferedObject, n: number): PyObject {
  checkInitialized(b);
  if (n < -1) valueError("read length must be non-negative or -1");
  checkClosed(b, "read of closed file");
  if (n === -1) return readAll(b);
  if (n <= readahead(b)) {
    const r = newBytes(b.buffer.slice(b.pos, b.pos + n));
    b.pos += n;
    return r;
  }
  return readGeneric(b, n);
}

function read1Impl(b: BufferedObject, n: number): PyObject {
  checkInitialized(b);
  if (n < 0) n = b.bufferSize;
  checkClosed(b, "read of closed file");
  if (n === 0) return newBytes(new Uint8Array(0));
  const have = readahead(b);
  if (have > 0) {
    const k = Math.min(have, n);
    const r = newBytes(b.buffer.slice(b.pos, b.pos + k));
    b.pos += k;
    return r;
  }
  const out = new Uint8Array(n);
  if (b.writable) flushAndRewind(b);
  resetRead(b);
  let r = rawRead(b, out);
  if (r === -2) r = 0;
  return newBytes(r === n ? out : out.slice(0, r));
}

function peekImpl(b: BufferedObject): PyObject {
  checkInitialized(b);
  checkClosed(b, "peek of closed file");
  if (b.writable) flushAndRewind(b);
  const have = readahead(b);
  if (have > 0) return newBytes(b.buffer.slice(b.pos, b.pos + have));
  resetRead(b);
  let r = fillBuffer(b);
  if (r === -2) r = 0;
  b.pos = 0;
  return newBytes(b.buffer.slice(0, r));
}

function readintoGeneric(b: BufferedObject, arg: PyObject, one: boolean): PyObject {
  checkInitialized(b);
  const dst = writableBuffer(arg, one ? "readinto1" : "readinto");
  checkClosed(b, "readinto of closed file");
  let written = 0;
  const have = readahead(b);
  if (have > 0) {
    if (have >= dst.length) {
      dst.set(b.buffer.subarray(b.pos, b.pos + dst.length));
      b.pos += dst.length;
      return newInt(dst.length);
    }
    dst.set(b.buffer.subarray(b.pos, b.pos + have));
    b.pos += have;
    written = have;
  }
  if (b.writable) flushAndRewind(b);
  resetRead(b);
  b.pos = 0;
  for (let remaining = dst.length - written; remaining > 0; ) {
    let n: number;
    if (remaining > b.bufferSize) n = rawRead(b, dst.subarray(written, written + remaining));
    else if (!(one && written > 0)) {
      n = fillBuffer(b);
      if (n > 0) {
        if (n > remaining) n = remaining;
        dst.set(b.buffer.subarray(b.pos, b.pos + n), written);
        b.pos += n;
        written += n;
        remaining -= n;
        continue;
      }
    } else n = 0;
    if (n === 0 || (n === -2 && written > 0)) break;
    if (n === -2) return None;
    if (one) {
      written += n;
      break;
    }
    written += n;
    remaining -= n;
  }
  return newInt(written);
}

function readlineImpl(b: BufferedObject, limit: number): Uint8Array {
  checkInitialized(b);
  checkClosed(b, "readline of closed file");
  let n = readahead(b);
  if (limit >= 0 && n > limit) n = limit;
  const view = b.buffer.subarray(b.pos, b.pos + n);
  const i = view.indexOf(10);
  if (i >= 0) {
    b.pos += i + 1;
    return view.slice(0, i + 1);
  }
  if (n === limit) {
    b.pos += n;
    return view.slice();
  }
  const chunks: Uint8Array[] = [];
  if (n > 0) {
    chunks.push(view.slice());
    b.pos += n;
    if (limit >= 0) limit -= n;
  }
  if (b.writable) flushAndRewind(b);
  for (;;) {
    resetRead(b);
    let got = fillBuffer(b);
    if (got <= 0) break;
    if (limit >= 0 && got > limit) got = limit;
    const part = b.buffer.subarray(0, got);
    const j = part.indexOf(10);
    if (j >= 0) {
      chunks.push(part.slice(0, j + 1));
      b.pos = j + 1;
      break;
    }
    chunks.push(part.slice());
    if (got === limit) {
      b.pos = got;
      break;
    }
    if (limit >= 0) limit -= got;
  }
  return chunks.length === 0 ? new Uint8Array(0) : concatBytes(chunks).slice();
}

function writeImpl(b: BufferedObject, arg: PyObject): PyObject {
  checkInitialized(b);
  const data = bytesLike(arg);
  if (isClosed(b)) valueError("write to closed file");
  if (!validRead(b) && !validWrite(b)) {
    b.pos = 0;
    b.rawPos = 0;
  }
  const avail = b.bufferSize - b.pos;
  if (data.length <= avail) {
    b.buffer.set(data, b.pos);
    if (!validWrite(b) || b.writePos > b.pos) b.writePos = b.pos;
    adjustPosition(b, b.pos + data.length);
    if (b.pos > b.writeEnd) b.writeEnd = b.pos;
    return newInt(data.length);
  }
  const copy = data.slice();
  flushUnlocked(b);
  const offset = rawOffset(b);
  if (offset !== 0) {
    rawSeek(b, -offset, 1);
    b.rawPos -= offset;
  }
  let remaining = copy.length;
  let written = 0;
  while (remaining > b.bufferSize) {
    const n = rawWrite(b, copy.subarray(written));
    if (n === -2) blockingError(written);
    written += n;
    remaining -= n;
  }
  if (b.readable) resetRead(b);
  if (remaining > 0) {
    b.buffer.set(copy.subarray(written, written + remaining), 0);
    written += remaining;
  }
  b.writePos = 0;
  b.writeEnd = remaining;
  adjustPosition(b, remaining);
  b.rawPos = 0;
  return newInt(written);
}

function tellImpl(b: BufferedObject): number {
  checkInitialized(b);
  let pos = rawTell(b);
  pos -= rawOffset(b);
  if (pos < 0) pos = 0;
  return pos;
}

function seekImpl(b: BufferedObject, targetObj: PyObject, whenceObj: PyObject | undefined): PyObject {
  checkInitialized(b);
  const whence = whenceObj === undefined ? 0 : asCInt(whenceObj);
  if (whence < 0 || whence > 4) valueError(`whence value ${whence} unsupported`);
  checkClosed(b, "seek of closed file");
  if (!callB(b.raw!, "seekable")) unsupported("File or stream is not seekable.");
  let target = offArg(targetObj);
  if ((whence === 0 || whence === 1) && b.readable) {
    const current = rawTellCached(b);
    const avail = readahead(b);
    if (avail > 0) {
      const offset = whence === 0 ? target - (current - rawOffset(b)) : target;
      if (offset >= -b.pos && offset <= avail) {
        b.pos += offset;
        return newInt(current - avail + offset);
      }
    }
  }
  if (b.writable) flushUnlocked(b);
  if (whence === 1) target -= rawOffset(b);
  const n = rawSeek(b, target, whence);
  b.rawPos = -1;
  if (b.readable) resetRead(b);
  return newInt(n);
}

function closeImpl(b: BufferedObject, o: PyObject): PyObject {
  const raw = checkInitialized(b);
  if (isClosed(b)) return None;
  if (b.finalizing) {
    try {
      callV(raw, "_dealloc_warn", [o]);
    } catch (e) {
      if (e instanceof PyObject) Py_DECREF(e);
    }
  }
  let err: unknown = null;
  try {
    callV(o, "flush");
  } catch (e) {
    err = e;
  }
  try {
    callV(raw, "close");
  } catch (e) {
    if (err !== null && e instanceof PyBaseExceptionObject && err instanceof PyBaseExceptionObject) {
      // _PyErr_ChainExceptions: the flush error becomes the close error's context
      if (e.context === null || e.context === undefined) e.context = err;
      else Py_DECREF(err);
    }
    err = e;
  }
  b.readEnd = 0;
  b.pos = 0;
  if (err !== null) throw err;
  return None;
}

function bufferedRepr(o: PyObject): PyObject {
  const tn = o.ob_type.tp_name;
  let name: PyObject | null;
  try {
    name = PyObject_GetOptionalAttr(o, internStr("name"));
  } catch (e) {
    if (!isExc(e, PyExc_ValueError)) throw e;
    Py_DECREF(e);
    name = null;
  }
  if (name === null) return newStr(`<${tn}>`);
  try {
    return newStr(`<${tn} name=${PyObject_Repr(name).value}>`);
  } finally {
    Py_DECREF(name);
  }
}

function bufferedInit(b: BufferedObject, raw: PyObject, sizeObj: PyObject | null, readable: boolean, writable: boolean): void {
  b.ok = false;
  b.detached = false;
  if (readable && writable) callV(raw, "_checkSeekable");
  if (readable) callV(raw, "_checkReadable");
  if (writable) callV(raw, "_checkWritable");
  const old = b.raw;
  b.raw = ref(raw);
  Py_XDECREF(old);
  const size = sizeObj === null ? DEFAULT_BUFFER_SIZE : PyNumber_AsSsize_t(sizeObj);
  b.bufferSize = size;
  b.readable = readable;
  b.writable = writable;
  if (size <= 0) valueError("buffer size must be strictly positive");
  b.buffer = new Uint8Array(size);
  b.absPos = -1;
  try {
    rawTell(b);
  } catch (e) {
    if (!(e instanceof PyBaseExceptionObject)) throw e;
    Py_DECREF(e);
  }
  if (readable) resetRead(b);
  if (writable) {
    resetWrite(b);
    b.pos = 0;
  }
  b.ok = true;
  b.iobClosed = false;
}

function initBuffered(): void {
  const all = [PyBufferedReader_Type, PyBufferedWriter_Type, PyBufferedRandom_Type];
  const kinds: [boolean, boolean][] = [[true, false], [false, true], [true, true]];
  for (let k = 0; k < 3; k++) {
    const T = all[k]!;
    const [readable, writable] = kinds[k]!;
    const short = T.tp_qualname;
    T.tp_alloc = (t) => new BufferedObject(t);
    T.tp_new = (t) => t.tp_alloc(t);
    T.tp_init = (s, args, kw) => {
      const [raw, size] = parseArgs(short, args, kw, ["raw", "buffer_size"], 1);
      bufferedInit(self(s), raw!, size, readable, writable);
    };
    T.tp_repr = bufferedRepr;
    T.tp_dealloc = (o) => {
      self(o).finalizing = true;
      if (o.ob_type === T && !finalizeInDealloc(o)) return;
      const b = self(o);
      const r = b.raw;
      b.raw = null;
      Py_XDECREF(r);
      const d = o.dict;
      o.dict = null;
      if (d !== null) Py_DECREF(d);
    };
    gcRegisterType(T, (o, visit) => {
      const r = self(o).raw;
      if (r !== null) visit(r);
    });
    T.tp_iter = (s) => {
      checkInitialized(self(s));
      if (attrClosed(s)) closedError();
      return ref(s);
    };
    T.tp_iternext = (s) => {
      const b = self(s);
      checkInitialized(b);
      let line: PyObject;
      if (s.ob_type === PyBufferedReader_Type || s.ob_type === PyBufferedRandom_Type) line = newBytes(readlineImpl(b, -1));
      else {
        line = callM(s, "readline");
        if (!isBytes(line)) {
          const t = typeName(line);
          Py_DECREF(line);
          throw newException(PyExc_OSError, `readline() should have returned a bytes object, not '${t}'`);
        }
      }
      if ((line as PyBytes).value.length === 0) {
        Py_DECREF(line);
        return null;
      }
      return line;
    };
    meth(T, "detach", "noargs", (s) => {
      const b = self(s);
      checkInitialized(b);
      callV(s, "flush");
      const raw = b.raw!;
      b.raw = null;
      b.detached = true;
      b.ok = false;
      return raw;
    });
    for (const name of ["seekable", "readable", "writable", "fileno", "isatty"]) {
      if ((name === "readable" && !readable) || (name === "writable" && !writable)) continue;
      meth(T, name, "noargs", (s) => callM(checkInitialized(self(s)), name));
    }
    meth(T, "_dealloc_warn", "o", (s, a) => {
      const b = self(s);
      if (b.ok && b.raw !== null) {
        try {
          callV(b.raw, "_dealloc_warn", [a[0]!]);
        } catch (e) {
          if (e instanceof PyObject) Py_DECREF(e);
        }
      }
      return None;
    });
    meth(T, "close", "noargs", (s) => closeImpl(self(s), s));
    if (writable) {
      meth(T, "flush", "noargs", (s) => {
        const b = self(s);
        checkInitialized(b);
        checkClosed(b, "flush of closed file");
        flushAndRewind(b);
        return None;
      });
    } else {
      meth(T, "flush", "noargs", (s) => callM(checkInitialized(self(s)), "flush"));
    }
    meth(T, "seek", [1, 2], (s, a) => seekImpl(self(s), a[0]!, a[1]));
    meth(T, "tell", "noargs", (s) => newInt(tellImpl(self(s))));
    meth(T, "truncate", [0, 1], (s, a) => {
      const b = self(s);
      checkInitialized(b);
      checkClosed(b, "truncate of closed file");
      if (!b.writable) unsupported("truncate");
      flushAndRewind(b);
      const res = callM(b.raw!, "truncate", [a[0] ?? None]);
      try {
        rawTell(b);
      } catch (e) {
        if (e instanceof PyObject) Py_DECREF(e);
      }
      return res;
    });
    if (readable) {
      meth(T, "read", [0, 1], (s, a) => readImpl(self(s), optSize(a[0])));
      meth(T, "read1", [0, 1], (s, a) => read1Impl(self(s), optSize(a[0])));
      meth(T, "peek", [0, 1], (s) => peekImpl(self(s)));
      meth(T, "readinto", "o", (s, a) => readintoGeneric(self(s), a[0]!, false));
      meth(T, "readinto1", "o", (s, a) => readintoGeneric(self(s), a[0]!, true));
      meth(T, "readline", [0, 1], (s, a) => newBytes(readlineImpl(self(s), optSize(a[0]))));
    }
    if (writable) meth(T, "write", "o", (s, a) => writeImpl(self(s), a[0]!));
    meth(T, "__getstate__", "noargs", (s) => typeError(`cannot pickle '${s.ob_type.tp_name.slice(s.ob_type.tp_name.lastIndexOf(".") + 1)}' instances`));
    meth(T, "__sizeof__", "noargs", (s) => newInt(112 + self(s).bufferSize));
    defGetSet(T, "raw", (s) => ref(checkInitialized(self(s))));
    defGetSet(T, "closed", (s) => getAttrString(checkInitialized(self(s)), "closed"));
    defGetSet(T, "name", (s) => getAttrString(checkInitialized(self(s)), "name"));
    defGetSet(T, "mode", (s) => getAttrString(checkInitialized(self(s)), "mode"));
    defGetSet(T, "_finalizing", (s) => (self(s).finalizing ? ref(PyObject_True()) : ref(PyObject_False())));
    addSlotWrappers(T);
  }

  const P = PyBufferedRWPair_Type;
  const pair = (o: PyObject): RWPairObject => o as RWPairObject;
  const fwd = (o: PyObject, which: "reader" | "writer", name: string, args: PyObject[]): PyObject => {
    const p = pair(o);
    const t = p[which];
    if (t === null) valueError("I/O operation on uninitialized object");
    return callM(t, name, args);
  };
  P.tp_alloc = (t) => new RWPairObject(t);
  P.tp_new = (t) => t.tp_alloc(t);
  P.tp_init = (s, args, kw) => {
    if (kw !== null && kw.length > 0 && s.ob_type === P) typeError("BufferedRWPair() takes no keyword arguments");
    const n = args.length - (kw?.length ?? 0);
    if (n < 2 || n > 3) typeError(`BufferedRWPair expected ${n < 2 ? "at least 2" : "at most 3"} arguments, got ${n}`);
    const [reader, writer, size] = args as [PyObject, PyObject, PyObject | undefined];
    callV(reader, "_checkReadable");
    callV(writer, "_checkWritable");
    const p = pair(s);
    const r = PyObject_Call(PyBufferedReader_Type, size === undefined ? [reader] : [reader, size], null);
    const w = PyObject_Call(PyBufferedWriter_Type, size === undefined ? [writer] : [writer, size], null);
    Py_XDECREF(p.reader);
    Py_XDECREF(p.writer);
    p.reader = r;
    p.writer = w;
  };
  P.tp_dealloc = (o) => {
    if (o.ob_type === P && !finalizeInDealloc(o)) return;
    const p = pair(o);
    Py_XDECREF(p.reader);
    Py_XDECREF(p.writer);
    p.reader = p.writer = null;
    const d = o.dict;
    o.dict = null;
    if (d !== null) Py_DECREF(d);
  };
  gcRegisterType(P, (o, visit) => {
    const p = pair(o);
    if (p.reader !== null) visit(p.reader);
    if (p.writer !== null) visit(p.writer);
  });
  for (const name of ["read", "peek", "read1", "readinto", "readinto1"]) meth(P, name, "varargs", (s, a) => fwd(s, "reader", name, a));
  meth(P, "write", "varargs", (s, a) => fwd(s, "writer", "write", a));
  meth(P, "flush", "noargs", (s) => fwd(s, "writer", "flush", []));
  meth(P, "readable", "noargs", (s) => fwd(s, "reader", "readable", []));
  meth(P, "writable", "noargs", (s) => fwd(s, "writer", "writable", []));
  meth(P, "isatty", "noargs", (s) => {
    const r = fwd(s, "writer", "isatty", []);
    if (r !== PyObject_False()) return r;
    Py_DECREF(r);
    return fwd(s, "reader", "isatty", []);
  });
  meth(P, "close", "noargs", (s) => {
    let err: unknown = null;
    try {
      Py_DECREF(fwd(s, "writer", "close", []));
    } catch (e) {
      err = e;
    }
    try {
      Py_DECREF(fwd(s, "reader", "close", []));
    } catch (e) {
      if (err instanceof PyBaseExceptionObject && e instanceof PyBaseExceptionObject && (e.context === null || e.context === undefined)) e.context = err;
      err = e;
    }
    if (err !== null) throw err;
    return None;
  });
  defGetSet(P, "closed", (s) => {
    const w = pair(s).writer;
    if (w === null) throw newException(PyExc_RuntimeError, "the BufferedRWPair object is being garbage-collected");
    return getAttrString(w, "closed");
  });
  addSlotWrappers(P);
  void PyIOBase_Type;
}

import { True as PyTrue, False as PyFalse } from "../../objects/bool.js";
function PyObject_True(): PyObject {
  return PyTrue;
}
function PyObject_False(): PyObject {
  return PyFalse;
}

initBuffered();
export type { PyStr };
