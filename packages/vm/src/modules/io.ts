/**
 * open() and the file objects of Modules/_io (TextIOWrapper, BufferedReader/Writer/Random, FileIO)
 * over the host's file system through Node's synchronous fs calls. A file object keeps its byte
 * position itself and reads/writes at it with pread/pwrite-style calls (no user-space buffer, so
 * every write is visible at once and flush() has nothing to do).
 */
import * as fs from "node:fs";
import { PyObject, newStaticType, keepConstructFast, Py_DECREF } from "../objects/object.js";
import { fspath } from "./posix/paths.js";
import { None } from "../objects/none.js";
import { newBool } from "../objects/bool.js";
import { newInt, isInt, type PyInt } from "../objects/int.js";
import { newStr, isStr, type PyStr } from "../objects/str.js";
import { newBytes, isBytes, type PyBytes } from "../objects/bytes.js";
import { newList } from "../objects/list.js";
import { defMethod, defGetSet, newCFunction, type PyCFunction } from "../objects/descr.js";
import { newException, typeError, valueError, PyExc_OSError, PyExc_ValueError, PyExc_StopIteration, PyExc_OverflowError } from "../objects/exceptions.js";
import { newTuple } from "../objects/tuple.js";
import { PyObject_Call, PyObject_IsTrue, iterateToArray, typeName, asIndex, asSsize, asCInt, indexValue, beyondInt64, PyNumber_AsSsize_t } from "../abstract.js";
import { parseArgs } from "../args.js";
import { encodeStr, decodeBytes } from "../codecs.js";

/** io.UnsupportedOperation (inherits OSError and ValueError). */
export const PyExc_UnsupportedOperation = newStaticType("io.UnsupportedOperation", PyExc_OSError);
PyExc_UnsupportedOperation.tp_bases = [PyExc_OSError, PyExc_ValueError];
PyExc_UnsupportedOperation.tp_mro = [PyExc_UnsupportedOperation, ...PyExc_OSError.tp_mro.slice(0, -2), PyExc_ValueError, ...PyExc_ValueError.tp_mro.slice(1)];

import { osErrorFromNode } from "./oserror.js";

export class PyFileObject extends PyObject {
  declare fd: number;
  declare pos: number;
  declare closed: boolean;
  /** A regular file: read and write at `pos` (pread/pwrite); anything else is read as a stream. */
  declare regular: boolean;
  /** close() closes the descriptor (open()'s closefd; always for a path). */
  declare closefd: boolean;
  declare binary: boolean;
  declare readable: boolean;
  declare writable: boolean;
  declare append: boolean;
  declare name: PyObject;
  declare mode: string;
  declare encoding: string;
  declare errors: string;
  declare newline: string | null;
  declare seenNewlines: number;
  declare raw: boolean;
  /** A text read happened since the last seek: the buffer below it holds a chunk read ahead. */
  declare readAhead: boolean;
  /** What `encoding` reports (the locale's "UTF-8" when none was given). */
  declare encodingName: string;
}

keepConstructFast(PyFileObject);

export const PyTextIOWrapper_Type = newStaticType("_io.TextIOWrapper");
export const PyBufferedReader_Type = newStaticType("_io.BufferedReader");
export const PyBufferedWriter_Type = newStaticType("_io.BufferedWriter");
export const PyBufferedRandom_Type = newStaticType("_io.BufferedRandom");
export const PyFileIO_Type = newStaticType("_io.FileIO");
const fileTypes = [PyTextIOWrapper_Type, PyBufferedReader_Type, PyBufferedWriter_Type, PyBufferedRandom_Type, PyFileIO_Type];

function unsupported(msg: string): never {
  throw newException(PyExc_UnsupportedOperation, msg);
}

function checkOpen(f: PyFileObject, raw = false): void {
  if (f.closed) valueError(raw ? "I/O operation on closed file" : "I/O operation on closed file.");
}

function fileSize(f: PyFileObject): number {
  return fs.fstatSync(f.fd).size;
}

/** One read(2) into buf[off, off+len): at the file's offset `pos` for a regular file, else from the stream. */
function readSome(f: PyFileObject, buf: Uint8Array, off: number, len: number, pos: number): number {
  try {
    return fs.readSync(f.fd, buf, off, Math.min(len, READ_MAX), f.regular ? pos : null);
  } catch (e) {
    if ((e as { code?: string }).code === "EAGAIN") return 0;
    osErrorFromNode(e, null);
  }
}

/** The most one read(2) asks for (node refuses lengths past 2**31 - 1). */
const READ_MAX = 0x40000000;

/**
 * Reads up to `n` bytes (all to EOF when n < 0) from the position. A regular file's size bounds
 * the first buffer; a file whose size says nothing (/proc, devices, pipes: st_size 0) is read
 * in growing chunks until EOF or `n`, as _io's FileIO.readall does.
 */
function readBytes(f: PyFileObject, n: number): Uint8Array {
  const size = f.regular ? fileSize(f) : 0;
  const avail = Math.max(0, size - f.pos);
  let cap = n < 0 ? (size > 0 ? avail + 1 : 8192) : size > 0 ? Math.min(n, avail + 1) : Math.min(n, 8192);
  let buf = new Uint8Array(cap);
  let got = 0;
  for (;;) {
    if (n >= 0 && got >= n) break;
    if (got === cap) {
      const next = Math.min(n >= 0 ? n : Infinity, cap * 2 + 8192);
      const grown = new Uint8Array(next);
      grown.set(buf);
      buf = grown;
      cap = next;
    }
    const r = readSome(f, buf, got, cap - got, f.pos + got);
    if (r === 0) break;
    got += r;
  }
  f.pos += got;
  return buf.subarray(0, got);
}

function writeBytes(f: PyFileObject, b: Uint8Array): void {
  if (f.append) f.pos = fileSize(f);
  let done = 0;
  try {
    while (done < b.length) done += fs.writeSync(f.fd, b, done, b.length - done, f.regular ? f.pos + done : null);
  } catch (e) {
    osErrorFromNode(e, null);
  }
  f.pos += b.length;
}

/** Closes the descriptor once (closefd=False leaves a given one open); an error is OSError. */
function closeFile(f: PyFileObject): void {
  if (f.closed) return;
  f.closed = true;
  if (!f.closefd) return;
  try {
    fs.closeSync(f.fd);
  } catch (e) {
    osErrorFromNode(e, null);
  }
}

/** A file object dropped without close() closes its descriptor (iobase_finalize / fileio_dealloc). */
function fileDealloc(o: PyObject): void {
  const f = o as PyFileObject;
  if (!f.closed) {
    f.closed = true;
    if (f.closefd) {
      try {
        fs.closeSync(f.fd);
      } catch {
        // as CPython's finalizer: an error closing is not raised
      }
    }
  }
  const name = f.name;
  if (name !== undefined && name !== null) Py_DECREF(name);
}

/** Universal-newline translation of decoded text for reading. */
function translateRead(f: PyFileObject, s: string): string {
  if (f.newline === null) {
    if (s.includes("\r\n")) f.seenNewlines |= 4;
    if (/\r(?!\n)/.test(s)) f.seenNewlines |= 1;
    if (/(^|[^\r])\n/.test(s)) f.seenNewlines |= 2;
    return s.replace(/\r\n?/g, "\n");
  }
  return s;
}

/** The length of the first line of `s` (terminator included), or -1 when it has none. */
function lineEnd(f: PyFileObject, s: string): number {
  const nl = f.newline;
  if (nl === null || nl === "\n") { const i = s.indexOf("\n"); return i < 0 ? -1 : i + 1; }
  if (nl === "") {
    const m = /\r\n|\r|\n/.exec(s);
    if (m === null) return -1;
    return m.index + m[0].length;
  }
  const i = s.indexOf(nl);
  return i < 0 ? -1 : i + nl.length;
}

/** The rest of a text file, raw (untranslated) text. */
function restText(f: PyFileObject): [string, number] {
  const start = f.pos;
  const b = readBytes(f, -1);
  f.pos = start;
  return [decodeBytes(b, f.encoding, f.errors), start];
}

/** Encodings whose text can be decoded from a prefix of the bytes cut at a character boundary found here. */
function chunkable(enc: string): "utf8" | "single" | null {
  const e = enc.toLowerCase().replace(/[-_ ]/g, "");
  if (e === "utf8") return "utf8";
  if (e === "latin1" || e === "iso88591" || e === "ascii" || e === "usascii" || e === "cp1252" || e === "l1") return "single";
  return null;
}

/**
 * The raw text from the position on, decoded from only as much of the file as `enough` needs
 * (a line, n characters): the text layer reads chunks, so readline() on a huge file (or on an
 * endless device) reads no further than its line. Encodings not cut safely here read the rest.
 */
function peekText(f: PyFileObject, enough: (t: string) => boolean): string {
  const kind = chunkable(f.encoding);
  if (kind === null) return restText(f)[0];
  let want = READ_CHUNK;
  for (;;) {
    const start = f.pos;
    const b = readBytes(f, want);
    f.pos = start;
    if (b.length < want) return decodeBytes(b, f.encoding, f.errors);
    let cut = b.length;
    if (kind === "utf8") {
      // leave out a multi-byte sequence the chunk's end splits
      let i = cut - 1;
      while (i >= 0 && cut - i < 4 && (b[i]! & 0xc0) === 0x80) i--;
      if (i >= 0 && b[i]! >= 0xc0) {
        const need = b[i]! >= 0xf0 ? 4 : b[i]! >= 0xe0 ? 3 : 2;
        if (cut - i < need) cut = i;
      }
    }
    const t = decodeBytes(b.subarray(0, cut), f.encoding, f.errors);
    if (enough(t)) return t;
    want *= 4;
  }
}

function encodedLength(f: PyFileObject, s: string): number {
  return encodeStr(s, f.encoding, "surrogatepass").length;
}

/** Reads one line of at most `limit` characters (before translation of \r\n, after it for None). */
function textReadline(f: PyFileObject, limit: number): string {
  const raw = peekText(f, (t) => {
    if (limit >= 0 && t.length > limit + 1) return true;
    if (t.endsWith("\r")) return false;
    return lineEnd(f, f.newline === null ? t.replace(/\r\n?/g, "\n") : t) >= 0;
  });
  let end = lineEnd(f, f.newline === null ? raw.replace(/\r\n?/g, "\n") : raw);
  let rawLen: number;
  if (f.newline === null) {
    // map the translated length back onto the raw text
    const m = /\r\n|\r|\n/.exec(raw);
    rawLen = m === null ? raw.length : m.index + m[0].length;
    if (end < 0) end = raw.length;
  } else {
    if (end < 0) end = raw.length;
    rawLen = end;
  }
  let line = raw.slice(0, rawLen);
  if (limit >= 0) {
    const t = translateRead(f, line);
    if (t.length > limit) {
      const cut = t.slice(0, limit);
      // raw prefix with `limit` translated characters
      let r = 0, n = 0;
      while (n < limit) { if (raw[r] === "\r" && raw[r + 1] === "\n" && f.newline === null) r++; r++; n++; }
      f.pos += encodedLength(f, raw.slice(0, r));
      return cut;
    }
  }
  f.pos += encodedLength(f, line);
  line = translateRead(f, line);
  return line;
}

/** The text layer's read chunk (_io.TextIOWrapper._CHUNK_SIZE). */
const READ_CHUNK = 8192;

function selfFile(o: PyObject): PyFileObject {
  return o as PyFileObject;
}

function readImpl(f: PyFileObject, n: number): PyObject {
  checkOpen(f, f.raw);
  if (!f.readable) unsupported(f.raw ? "File not open for reading" : f.binary ? "read" : "not readable");
  if (f.binary) return newBytes(readBytes(f, n));
  f.readAhead = true;
  const raw = n < 0 ? restText(f)[0] : peekText(f, (t) => t.length > 2 * n + 2);
  if (n < 0) {
    f.pos += encodedLength(f, raw);
    return newStr(translateRead(f, raw));
  }
  let r = 0, k = 0;
  while (k < n && r < raw.length) {
    if (raw[r] === "\r" && raw[r + 1] === "\n" && f.newline === null) r++;
    const c = raw.codePointAt(r)!;
    r += c > 0xffff ? 2 : 1;
    k++;
  }
  const part = raw.slice(0, r);
  f.pos += encodedLength(f, part);
  return newStr(translateRead(f, part));
}

function readlineImpl(f: PyFileObject, limit: number): PyObject {
  checkOpen(f, f.raw);
  if (!f.readable) unsupported(f.raw ? "File not open for reading" : f.binary ? "readline" : "not readable");
  if (!f.binary) { f.readAhead = true; return newStr(textReadline(f, limit)); }
  const start = f.pos;
  // read in chunks up to the newline (or the limit), not the whole rest of the file
  let rest: Uint8Array = new Uint8Array(0);
  for (let want = READ_CHUNK; ; want *= 4) {
    rest = readBytes(f, limit >= 0 ? Math.min(want, limit) : want);
    f.pos = start;
    if (rest.indexOf(10) >= 0 || rest.length < want || (limit >= 0 && rest.length >= limit)) break;
  }
  let end = rest.indexOf(10);
  end = end < 0 ? rest.length : end + 1;
  if (limit >= 0 && limit < end) end = limit;
  f.pos = start + end;
  return newBytes(rest.slice(0, end));
}

function readlines(f: PyFileObject, hint: number): PyObject[] {
  const lines: PyObject[] = [];
  let total = 0;
  for (;;) {
    const l = readlineImpl(f, -1);
    const len = f.binary ? (l as PyBytes).value.length : (l as PyStr).value.length;
    if (len === 0) break;
    lines.push(l);
    total += len;
    if (hint > 0 && total >= hint) break;
  }
  return lines;
}

function writeImpl(f: PyFileObject, o: PyObject): PyObject {
  checkOpen(f, f.raw);
  if (f.binary) {
    if (!f.writable) unsupported(f.raw ? "File not open for writing" : "write");
    const bytesLike = o as { value?: unknown };
    if (!(bytesLike.value instanceof Uint8Array)) typeError(`a bytes-like object is required, not '${typeName(o)}'`);
    const b = bytesLike.value as Uint8Array;
    writeBytes(f, b);
    return newInt(b.length);
  }
  if (!f.writable) unsupported("not writable");
  if (f.readAhead) {
    // the buffered reader read a whole chunk ahead; the text layer writes after it
    f.pos = Math.min(fileSize(f), f.pos + READ_CHUNK - (f.pos % READ_CHUNK));
    f.readAhead = false;
  }
  if (!isStr(o)) typeError(`write() argument must be str, not ${typeName(o)}`);
  const s = (o as PyStr).value;
  let t = s;
  const nl = f.newline;
  if (nl === null) t = s; // os.linesep is \n
  else if (nl !== "" && nl !== "\n") t = s.replace(/\n/g, nl);
  writeBytes(f, encodeStr(t, f.encoding, f.errors));
  let n = 0;
  for (const _c of s) n++;
  return newInt(n);
}

/** PyNumber_AsOff_t(o, PyExc_ValueError): a file offset, ValueError beyond 64 bits. */
function offArg(o: PyObject): number {
  const v = indexValue(o);
  if (beyondInt64(v)) valueError(`cannot fit '${typeName(o)}' into an offset-sized integer`);
  return Number(v);
}

/** A truncate size: a C long (64 bits). */
function longArg(o: PyObject): number {
  const v = indexValue(o);
  if (beyondInt64(v)) throw newException(PyExc_OverflowError, "Python int too large to convert to C long");
  return Number(v);
}

function seekImpl(f: PyFileObject, args: PyObject[]): PyObject {
  checkOpen(f, f.raw);
  f.readAhead = false;
  if (args.length < 1 || args.length > 2) typeError(`seek expected at least 1 argument, got ${args.length}`);
  const cookieObj = args[0]!;
  const whence = args.length > 1 ? asCInt(args[1]!) : 0;
  if (!f.binary) {
    if (!isInt(cookieObj)) typeError(`'<' not supported between instances of '${typeName(cookieObj)}' and 'int'`);
    const cookie = asIndex(cookieObj);
    if (whence === 1) {
      if (cookie !== 0) unsupported("can't do nonzero cur-relative seeks");
      return newInt(f.pos);
    }
    if (whence === 2) {
      if (cookie !== 0) unsupported("can't do nonzero end-relative seeks");
      f.pos = fileSize(f);
      return newInt(f.pos);
    }
    if (whence !== 0) valueError(`invalid whence (${whence}, should be 0, 1 or 2)`);
    if (cookie < 0) valueError(`negative seek position ${cookie}`);
    f.pos = cookie;
    return newInt(f.pos);
  }
  const off = offArg(cookieObj);
  let base: number;
  if (whence === 0) base = 0;
  else if (whence === 1) base = f.pos;
  else if (whence === 2) base = fileSize(f);
  else valueError(`whence value ${whence} unsupported`);
  const p = base + off;
  if (p < 0) {
    if (whence === 0 && f.raw) valueError(`negative seek position ${off}`);
    osErrorFromNode({ code: "EINVAL" }, null);
  }
  f.pos = p;
  return newInt(p);
}

function initTypes(): void {
  for (const T of fileTypes) {
    T.tp_dealloc = fileDealloc;
    defMethod(T, "read", (s, args) => readImpl(selfFile(s), args.length && args[0] !== None ? PyNumber_AsSsize_t(args[0]!) : -1));
    defMethod(T, "readline", (s, args) => readlineImpl(selfFile(s), args.length && args[0] !== None ? (selfFile(s).binary ? PyNumber_AsSsize_t(args[0]!) : asSsize(args[0]!)) : -1));
    defMethod(T, "readlines", (s, args) => {
      const f = selfFile(s);
      checkOpen(f, f.raw);
      return newList(readlines(f, args.length && args[0] !== None ? PyNumber_AsSsize_t(args[0]!) : -1));
    });
    defMethod(T, "write", (s, args) => writeImpl(selfFile(s), args[0]!));
    defMethod(T, "writelines", (s, args) => {
      const f = selfFile(s);
      checkOpen(f, f.raw);
      for (const o of iterateToArray(args[0]!)) writeImpl(f, o);
      return None;
    });
    defMethod(T, "seek", (s, args) => seekImpl(selfFile(s), args));
    defMethod(T, "tell", (s) => { const f = selfFile(s); checkOpen(f, f.raw); return newInt(f.pos); });
    defMethod(T, "truncate", (s, args) => {
      const f = selfFile(s);
      checkOpen(f, f.raw);
      if (!f.writable) unsupported("truncate");
      const size = args.length && args[0] !== None ? longArg(args[0]!) : f.pos;
      fs.ftruncateSync(f.fd, size);
      return newInt(size);
    });
    const textRaw = (f: PyFileObject): boolean => f.raw || !f.binary;
    defMethod(T, "flush", (s) => { const f = selfFile(s); checkOpen(f, f.raw); return None; });
    defMethod(T, "close", (s) => {
      const f = selfFile(s);
      closeFile(f);
      return None;
    });
    defMethod(T, "fileno", (s) => { const f = selfFile(s); checkOpen(f, f.raw); return newInt(f.fd); });
    defMethod(T, "isatty", (s) => { const f = selfFile(s); checkOpen(f, f.raw); return newBool(false); });
    defMethod(T, "readable", (s) => { const f = selfFile(s); checkOpen(f, textRaw(f)); return newBool(f.readable); });
    defMethod(T, "writable", (s) => { const f = selfFile(s); if (!f.binary && f.closed) return newBool(false); checkOpen(f, textRaw(f)); return newBool(f.writable); });
    defMethod(T, "seekable", (s) => { const f = selfFile(s); checkOpen(f, textRaw(f)); return newBool(true); });
    defMethod(T, "__enter__", (s) => { const f = selfFile(s); checkOpen(f, f.raw); s.ob_refcnt++; return s; });
    defMethod(T, "__exit__", (s) => {
      const f = selfFile(s);
      closeFile(f);
      return None;
    });
    T.tp_iter = (s) => { const f = selfFile(s); checkOpen(f, f.raw); s.ob_refcnt++; return s; };
    T.tp_iternext = (s) => {
      const l = readlineImpl(selfFile(s), -1);
      const len = isBytes(l) ? (l as PyBytes).value.length : (l as PyStr).value.length;
      return len === 0 ? null : l;
    };
    defMethod(T, "__next__", (s) => {
      const l = T.tp_iternext!(s);
      if (l === null) throw newException(PyExc_StopIteration, "");
      return l;
    });
    defGetSet(T, "closed", (s) => newBool(selfFile(s).closed));
    defGetSet(T, "name", (s) => { const n = selfFile(s).name; n.ob_refcnt++; return n; });
    defGetSet(T, "mode", (s) => newStr(selfFile(s).mode));
  }
  const X = PyTextIOWrapper_Type;
  defGetSet(X, "encoding", (s) => newStr(selfFile(s).encodingName));
  defGetSet(X, "errors", (s) => newStr(selfFile(s).errors));
  defGetSet(X, "line_buffering", () => newBool(false));
  defGetSet(X, "newlines", (s) => {
    const m = selfFile(s).seenNewlines;
    const names = [["\r", 1], ["\n", 2], ["\r\n", 4]] as const;
    const seen = names.filter(([, b]) => m & b).map(([n]) => newStr(n));
    if (seen.length === 0) return None;
    if (seen.length === 1) return seen[0]!;
    return newTuple(seen);
  });
}


let initialized = false;

/** _io.open (Modules/_io/_iomodule.c _io_open_impl). */
export function builtinOpen(_self: PyObject, args: PyObject[], kwnames: string[] | null): PyObject {
  if (!initialized) { initialized = true; initTypes(); }
  const [file, modeO, bufO, encO, errO, nlO, closefdO, openerO] = parseArgs(
    "open", args, kwnames, ["file", "mode", "buffering", "encoding", "errors", "newline", "closefd", "opener"], 1, 0);
  void openerO;
  // an os.PathLike is opened by its __fspath__() (PyOS_FSPath; the file keeps the object as its name)
  const given = isStr(file!) || isBytes(file!) || isInt(file!) ? file! : fspath(file!);
  if (modeO !== null && !isStr(modeO)) typeError(`open() argument 'mode' must be str, not ${typeName(modeO)}`);
  const mode = modeO === null ? "r" : (modeO as PyStr).value;
  const buffering = bufO === null ? -1 : asCInt(bufO);
  const optStr = (o: PyObject | null, what: string): string | null => {
    if (o === null || o === None) return null;
    if (!isStr(o)) typeError(`open() argument '${what}' must be str or None, not ${typeName(o)}`);
    return (o as PyStr).value;
  };
  const encoding = optStr(encO, "encoding"), errors = optStr(errO, "errors"), newline = optStr(nlO, "newline");
  let creating = false, reading = false, writing = false, appending = false, updating = false, text = false, binary = false;
  const seen = new Set<string>();
  for (const c of mode) {
    if (!"xrwabt+".includes(c) || seen.has(c)) valueError(`invalid mode: '${mode}'`);
    seen.add(c);
    if (c === "x") creating = true;
    else if (c === "r") reading = true;
    else if (c === "w") writing = true;
    else if (c === "a") appending = true;
    else if (c === "+") updating = true;
    else if (c === "t") text = true;
    else binary = true;
  }
  if (text && binary) valueError("can't have text and binary mode at once");
  if (Number(creating) + Number(reading) + Number(writing) + Number(appending) > 1) valueError("must have exactly one of create/read/write/append mode");
  if (!(creating || reading || writing || appending)) valueError("Must have exactly one of create/read/write/append mode and at most one plus");
  if (binary && encoding !== null) valueError("binary mode doesn't take an encoding argument");
  if (binary && errors !== null) valueError("binary mode doesn't take an errors argument");
  if (binary && newline !== null) valueError("binary mode doesn't take a newline argument");
  if (binary && buffering === 1) { /* RuntimeWarning in CPython; ignored here */ }
  if (!binary && buffering === 0) valueError("can't have unbuffered text I/O");
  if (newline !== null && !["", "\n", "\r", "\r\n"].includes(newline)) valueError(`illegal newline value: ${newline}`);
  const enc = encoding ?? "utf-8";
  if (!binary) encodeStr("", enc, "strict"); // LookupError for an unknown codec
  let flags: string;
  const rawMode = creating ? "x" : reading ? "r" : writing ? "w" : "a";
  if (creating) flags = updating ? "wx+" : "wx";
  else if (reading) flags = updating ? "r+" : "r";
  else if (writing) flags = updating ? "w+" : "w";
  else flags = updating ? "a+" : "a";
  const path = isStr(given) ? (given as PyStr).value : isBytes(given) ? new TextDecoder().decode((given as PyBytes).value) : null;
  if (given !== file) Py_DECREF(given);
  let fd: number;
  if (path === null) {
    const v = (given as PyInt).value;
    if (v < 0) valueError("negative file descriptor");
    if (typeof v !== "number" || v > 0x7fffffff) throw newException(PyExc_OverflowError, "Python int too large to convert to C int");
    fd = v;
    try {
      fs.fstatSync(fd);
    } catch (e) {
      osErrorFromNode(e, null);
    }
  } else {
    try {
      fd = fs.openSync(path, flags);
      if (fs.fstatSync(fd).isDirectory()) { fs.closeSync(fd); throw Object.assign(new Error("EISDIR"), { code: "EISDIR" }); }
    } catch (e) {
      osErrorFromNode(e, file!);
    }
  }
  const T = !binary ? PyTextIOWrapper_Type : buffering === 0 ? PyFileIO_Type
    : updating ? PyBufferedRandom_Type : reading ? PyBufferedReader_Type : PyBufferedWriter_Type;
  const f = new PyFileObject(T);
  f.fd = fd;
  const st = fs.fstatSync(fd);
  f.regular = st.isFile();
  f.closefd = path !== null || closefdO === null || PyObject_IsTrue(closefdO);
  f.pos = appending ? st.size : 0;
  f.closed = false;
  f.binary = binary;
  f.raw = binary && buffering === 0;
  f.readable = reading || updating;
  f.writable = !reading || updating;
  f.append = appending;
  f.name = file!;
  file!.ob_refcnt++;
  f.mode = binary ? (f.raw ? (updating ? rawMode + "b+" : rawMode + "b") : (updating ? rawMode + "b+" : rawMode + "b")) : mode;
  if (f.raw) f.mode = creating ? (updating ? "xb+" : "xb") : reading ? (updating ? "rb+" : "rb") : appending ? (updating ? "ab+" : "ab") : (updating ? "rb+" : "wb");
  f.encoding = enc;
  f.encodingName = encoding ?? "UTF-8";
  f.readAhead = false;
  f.errors = errors ?? "strict";
  f.newline = newline;
  f.seenNewlines = 0;
  return f;
}

/** The builtin `open` function object. */
export function makeOpen(mod: PyObject | null): PyCFunction {
  return newCFunction("open", builtinOpen, mod);
}
