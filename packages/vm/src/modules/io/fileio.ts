/**
 * _io.FileIO (Modules/_io/fileio.c): raw binary I/O on a file descriptor through Node's
 * synchronous fs calls. Node has no lseek, so the object keeps the file position itself and a
 * regular file is read and written at it (pread/pwrite); a pipe, tty or socket is read and
 * written as a stream (tell/seek on it: ESPIPE, as lseek answers).
 */
import * as fs from "node:fs";
import * as tty from "node:tty";
import { PyObject, Py_DECREF, newStaticType, keepConstructFast, type PyType } from "../../objects/object.js";
import { None } from "../../objects/none.js";
import { True, False, newBool } from "../../objects/bool.js";
import { newInt, isInt, type PyInt } from "../../objects/int.js";
import { newStr, internStr, isStr, type PyStr } from "../../objects/str.js";
import { newBytes, isBytes, type PyBytes } from "../../objects/bytes.js";
import { isFloat } from "../../objects/float.js";
import { defGetSet } from "../../objects/descr.js";
import { typeError, valueError } from "../../objects/exceptions.js";
import { addSlotWrappers } from "../../objects/typeobject.js";
import { PyObject_Call, PyObject_IsTrue, PyObject_Repr, PyObject_SetAttr, PyObject_GetOptionalAttr, asCInt, indexValue, beyondInt64, typeName } from "../../abstract.js";
import { parseArgs } from "../../args.js";
import { osErrorFromNode, osErrorFromErrno } from "../oserror.js";
import { IOObject, PyRawIOBase_Type, meth, optSize, bytesLike, writableBuffer, ref, unsupported, callV, finalizeInDealloc, deallocWarn, DEFAULT_BUFFER_SIZE, newIOType } from "./iobase.js";

export const PyFileIO_Type = newIOType("_io.FileIO", PyRawIOBase_Type);

const EINVAL = 22, ESPIPE = 29, EISDIR = 21, EBADF = 9;

export class FileIOObject extends IOObject {
  declare fd: number;
  declare created: boolean;
  declare readable: boolean;
  declare writable: boolean;
  declare appending: boolean;
  declare closefd: boolean;
  declare regular: boolean;
  declare seekable: number;
  declare pos: number;
  declare blksize: number;
  declare finalizing: boolean;
  constructor(type: PyType) {
    super(type);
    this.fd = -1;
    this.created = false;
    this.readable = false;
    this.writable = false;
    this.appending = false;
    this.closefd = true;
    this.regular = false;
    this.seekable = -1;
    this.pos = 0;
    this.blksize = 0;
    this.finalizing = false;
  }
}
keepConstructFast(FileIOObject);

function self(o: PyObject): FileIOObject {
  return o as FileIOObject;
}

function errClosed(): never {
  valueError("I/O operation on closed file");
}

function checkOpen(f: FileIOObject): void {
  if (f.fd < 0) errClosed();
}

function checkReadable(f: FileIOObject): void {
  checkOpen(f);
  if (!f.readable) unsupported("File not open for reading");
}

function checkWritable(f: FileIOObject): void {
  checkOpen(f);
  if (!f.writable) unsupported("File not open for writing");
}

function modeString(f: FileIOObject): string {
  if (f.created) return f.readable ? "xb+" : "xb";
  if (f.appending) return f.readable ? "ab+" : "ab";
  if (f.readable) return f.writable ? "rb+" : "rb";
  return "wb";
}

function size(f: FileIOObject): number {
  try {
    return fs.fstatSync(f.fd).size;
  } catch (e) {
    osErrorFromNode(e, null);
  }
}

/** One read(2) into `buf`; null for EAGAIN (a non-blocking descriptor with nothing to read). */
export function fileioReadInto(f: FileIOObject, buf: Uint8Array): number | null {
  if (buf.length === 0) return 0;
  try {
    const n = fs.readSync(f.fd, buf, 0, Math.min(buf.length, 0x7ffff000), f.regular ? f.pos : null);
    if (f.regular) f.pos += n;
    return n;
  } catch (e) {
    if ((e as { code?: string }).code === "EAGAIN") return null;
    if ((e as { code?: string }).code === "EOF") return 0;
    osErrorFromNode(e, null);
  }
}

/** One write(2); null for EAGAIN. */
export function fileioWrite(f: FileIOObject, b: Uint8Array): number | null {
  try {
    if (f.appending && f.regular) f.pos = size(f);
    const n = fs.writeSync(f.fd, b, 0, b.length, f.regular ? f.pos : null);
    if (f.regular) f.pos += n;
    return n;
  } catch (e) {
    if ((e as { code?: string }).code === "EAGAIN") return null;
    osErrorFromNode(e, null);
  }
}

/** _io_FileIO_readall_impl: to EOF, the first buffer sized from the file's size. */
function readall(f: FileIOObject): PyObject {
  let cap = DEFAULT_BUFFER_SIZE;
  if (f.regular) {
    const end = size(f);
    if (end >= f.pos) cap = end - f.pos + 1;
  }
  let buf = new Uint8Array(cap);
  let got = 0;
  for (;;) {
    if (got === buf.length) {
      const nb = new Uint8Array(buf.length + Math.max(buf.length >> 3, DEFAULT_BUFFER_SIZE));
      nb.set(buf);
      buf = nb;
    }
    const n = fileioReadInto(f, buf.subarray(got));
    if (n === null) {
      if (got === 0) return None;
      break;
    }
    if (n === 0) break;
    got += n;
  }
  return newBytes(buf.slice(0, got));
}

function seekImpl(f: FileIOObject, off: number, whence: number): number {
  if (!f.regular) osErrorFromErrno(ESPIPE);
  let base: number;
  if (whence === 0) base = 0;
  else if (whence === 1) base = f.pos;
  else if (whence === 2) base = size(f);
  else osErrorFromErrno(EINVAL);
  const p = base + off;
  if (p < 0) osErrorFromErrno(EINVAL);
  f.pos = p;
  return p;
}

/** Closes the descriptor (when it owns it); the fd is -1 after, whatever happens. */
function internalClose(f: FileIOObject): void {
  const fd = f.fd;
  f.fd = -1;
  if (fd >= 0 && f.closefd) {
    try {
      fs.closeSync(fd);
    } catch (e) {
      osErrorFromNode(e, null);
    }
  }
}

const O = fs.constants;

function fileioInit(f: FileIOObject, nameobj: PyObject, modeObj: PyObject | null, closefdObj: PyObject | null, opener: PyObject | null): void {
  if (f.fd >= 0) {
    if (f.closefd) internalClose(f);
    else f.fd = -1;
  }
  let fd = -1;
  let path: string | Buffer | null = null;
  if (isInt(nameobj) && nameobj.ob_type.nb_index !== null) {
    const v = indexValue(nameobj);
    if (v < 0) valueError("negative file descriptor");
    if (beyondInt64(v) || Number(v) > 0x7fffffff) valueError("negative file descriptor");
    fd = Number(v);
  } else {
    let p = nameobj;
    if (!isStr(p) && !isBytes(p)) {
      const fspath = p.ob_type.lookup("__fspath__");
      if (fspath === null) typeError(`expected str, bytes or os.PathLike object, not ${typeName(p)}`);
      p = PyObject_Call(fspath, [p], null);
      if (!isStr(p) && !isBytes(p)) typeError(`expected ${typeName(nameobj)}.__fspath__() to return str or bytes, not ${typeName(p)}`);
    }
    if (isStr(p)) {
      const s = (p as PyStr).value;
      if (s.includes("\0")) valueError("embedded null byte");
      path = s;
    } else {
      const b = (p as PyBytes).value;
      if (b.includes(0)) valueError("embedded null byte");
      path = Buffer.from(b);
    }
  }
  const mode = modeObj === null ? "r" : isStr(modeObj) ? (modeObj as PyStr).value : typeError(`FileIO() argument 'mode' must be str, not ${typeName(modeObj)}`);
  let rwa = false, plus = false;
  let flags = 0;
  f.created = f.readable = f.writable = f.appending = false;
  const bad = (): never => valueError("Must have exactly one of create/read/write/append mode and at most one plus");
  for (const c of mode) {
    switch (c) {
      case "x":
        if (rwa) bad();
        rwa = true;
        f.created = f.writable = true;
        flags |= O.O_EXCL | O.O_CREAT;
        break;
      case "r":
        if (rwa) bad();
        rwa = true;
        f.readable = true;
        break;
      case "w":
        if (rwa) bad();
        rwa = true;
        f.writable = true;
        flags |= O.O_CREAT | O.O_TRUNC;
        break;
      case "a":
        if (rwa) bad();
        rwa = true;
        f.writable = f.appending = true;
        flags |= O.O_APPEND | O.O_CREAT;
        break;
      case "b":
        break;
      case "+":
        if (plus) bad();
        f.readable = f.writable = true;
        plus = true;
        break;
      default:
        valueError(`invalid mode: ${mode}`);
    }
  }
  if (!rwa) bad();
  if (f.readable && f.writable) flags |= O.O_RDWR;
  else if (f.readable) flags |= O.O_RDONLY;
  else flags |= O.O_WRONLY;
  flags |= (O as unknown as Record<string, number | undefined>).O_CLOEXEC ?? 0o2000000;
  const closefd = closefdObj === null ? true : PyObject_IsTrue(closefdObj);
  if (fd >= 0) {
    f.fd = fd;
    f.closefd = closefd;
  } else {
    f.closefd = true;
    if (!closefd) valueError("Cannot use closefd=False with file name");
    if (opener === null || opener === None) {
      try {
        fd = fs.openSync(path!, flags, 0o666);
      } catch (e) {
        osErrorFromNode(e, nameobj);
      }
    } else {
      const r = PyObject_Call(opener, [nameobj, newInt(flags)], null);
      if (!isInt(r)) {
        Py_DECREF(r);
        typeError("expected integer from opener");
      }
      fd = asCInt(r);
      Py_DECREF(r);
      if (fd < 0) valueError(`opener returned ${fd}`);
    }
    f.fd = fd;
  }
  let st: fs.Stats;
  try {
    st = fs.fstatSync(f.fd);
  } catch (e) {
    const fdWas = f.fd;
    f.fd = -1;
    if (path !== null) try { fs.closeSync(fdWas); } catch { /* as CPython: the fstat error is what is raised */ }
    osErrorFromNode(e, null);
  }
  if (st.isDirectory()) {
    if (path !== null) {
      try { fs.closeSync(f.fd); } catch { /* ignored */ }
    }
    f.fd = -1;
    osErrorFromErrno(EISDIR, nameobj);
  }
  f.regular = st.isFile() || st.isBlockDevice() || (st.isCharacterDevice() && !tty.isatty(f.fd));
  f.blksize = st.blksize > 1 ? st.blksize : DEFAULT_BUFFER_SIZE;
  f.seekable = -1;
  f.pos = f.appending && f.regular ? st.size : 0;
  f.iobClosed = false;
  PyObject_SetAttr(f, internStr("name"), nameobj);
}

function fileioRepr(o: PyObject): PyObject {
  const f = self(o);
  const tn = o.ob_type.tp_name;
  if (f.fd < 0) return newStr(`<${tn} [closed]>`);
  const name = PyObject_GetOptionalAttr(o, internStr("name"));
  const tail = `mode='${modeString(f)}' closefd=${f.closefd ? "True" : "False"}>`;
  if (name === null) return newStr(`<${tn} fd=${f.fd} ${tail}`);
  try {
    return newStr(`<${tn} name=${PyObject_Repr(name).value} ${tail}`);
  } finally {
    Py_DECREF(name);
  }
}

function initFileIO(): void {
  const T = PyFileIO_Type;
  T.tp_alloc = (t) => new FileIOObject(t);
  T.tp_new = (t) => t.tp_alloc(t);
  T.tp_init = (s, args, kw) => {
    const [file, mode, closefd, opener] = parseArgs("FileIO", args, kw, ["file", "mode", "closefd", "opener"], 1);
    fileioInit(self(s), file!, mode, closefd, opener);
  };
  T.tp_repr = fileioRepr;
  T.tp_dealloc = (o) => {
    if (o.ob_type === T && !finalizeInDealloc(o)) return;
    const f = self(o);
    if (f.fd >= 0 && f.closefd) {
      try { fs.closeSync(f.fd); } catch { /* a finalizer's error is not raised */ }
    }
    f.fd = -1;
    const d = o.dict;
    o.dict = null;
    if (d !== null) Py_DECREF(d);
  };
  meth(T, "read", [0, 1], (s, a) => {
    const f = self(s);
    checkReadable(f);
    const n = optSize(a[0]);
    if (n < 0) return readall(f);
    const buf = new Uint8Array(n);
    const got = fileioReadInto(f, buf);
    if (got === null) return None;
    return newBytes(got === n ? buf : buf.slice(0, got));
  });
  meth(T, "readall", "noargs", (s) => {
    const f = self(s);
    checkOpen(f);
    return readall(f);
  });
  meth(T, "readinto", "o", (s, a) => {
    const f = self(s);
    const buf = writableBuffer(a[0]!, "readinto");
    checkReadable(f);
    const n = fileioReadInto(f, buf);
    return n === null ? None : newInt(n);
  });
  meth(T, "write", "o", (s, a) => {
    const f = self(s);
    const b = bytesLike(a[0]!);
    checkWritable(f);
    const n = fileioWrite(f, b);
    return n === null ? None : newInt(n);
  });
  meth(T, "seek", [1, 2], (s, a) => {
    const f = self(s);
    checkOpen(f);
    const posObj = a[0]!;
    if (isFloat(posObj) || posObj.ob_type.nb_index === null) typeError(`'${typeName(posObj)}' object cannot be interpreted as an integer`);
    const v = indexValue(posObj);
    if (beyondInt64(v)) valueError(`cannot fit '${typeName(posObj)}' into an offset-sized integer`);
    const whence = a.length > 1 ? asCInt(a[1]!) : 0;
    return newInt(seekImpl(f, Number(v), whence));
  });
  meth(T, "tell", "noargs", (s) => {
    const f = self(s);
    checkOpen(f);
    return newInt(seekImpl(f, 0, 1));
  });
  meth(T, "truncate", [0, 1], (s, a) => {
    const f = self(s);
    checkOpen(f);
    if (!f.writable) unsupported("File not open for writing");
    const n = a[0] === undefined || a[0] === None ? seekImpl(f, 0, 1) : Number(indexValue(a[0]!));
    try {
      fs.ftruncateSync(f.fd, n);
    } catch (e) {
      osErrorFromNode(e, null);
    }
    return newInt(n);
  });
  meth(T, "seekable", "noargs", (s) => {
    const f = self(s);
    checkOpen(f);
    return newBool(f.regular);
  });
  meth(T, "readable", "noargs", (s) => (checkOpen(self(s)), newBool(self(s).readable)));
  meth(T, "writable", "noargs", (s) => (checkOpen(self(s)), newBool(self(s).writable)));
  meth(T, "fileno", "noargs", (s) => (checkOpen(self(s)), newInt(self(s).fd)));
  meth(T, "isatty", "noargs", (s) => (checkOpen(self(s)), newBool(tty.isatty(self(s).fd))));
  meth(T, "_isatty_open_only", "noargs", (s) => (checkOpen(self(s)), newBool(tty.isatty(self(s).fd))));
  // fileio_dealloc_warn: only while this object still owns an open descriptor
  meth(T, "_dealloc_warn", "o", (s, a) => {
    const f = self(s);
    if (f.fd >= 0 && f.closefd) deallocWarn(s, a[0]!);
    return None;
  });
  meth(T, "close", "noargs", (s) => {
    const f = self(s);
    let err: unknown = null;
    try {
      // _RawIOBase's close: flush, then the closed flag
      const base = PyRawIOBase_Type.lookup("close")!;
      Py_DECREF(PyObject_Call(base, [s], null));
    } catch (e) {
      err = e;
    }
    if (!f.closefd) f.fd = -1;
    else {
      // a raw file dropped while open warns about itself
      if (f.finalizing) deallocWarn(s, s);
      try {
        internalClose(f);
      } catch (e) {
        if (err === null) err = e;
        else if (e instanceof PyObject) Py_DECREF(e);
      }
    }
    if (err !== null) throw err;
    return None;
  });
  meth(T, "__getstate__", "noargs", (s) => typeError(`cannot pickle '${s.ob_type.tp_name.slice(s.ob_type.tp_name.lastIndexOf(".") + 1)}' instances`));
  defGetSet(T, "closed", (s) => newBool(self(s).fd < 0));
  defGetSet(T, "closefd", (s) => newBool(self(s).closefd));
  defGetSet(T, "mode", (s) => newStr(modeString(self(s))));
  defGetSet(T, "_finalizing", (s) => newBool(self(s).finalizing));
  defGetSet(T, "_blksize", (s) => newInt(self(s).blksize));
  addSlotWrappers(T);
}
initFileIO();

export { EBADF, ref, True, False, callV, isInt };
export type { PyInt };
