/**
 * sys.stdin / sys.stdout / sys.stderr: text streams (`_io.TextIOWrapper` as CPython's repr and
 * attributes show them) over the runner's I/O (builtins.ts `io`: the process's streams, or what a
 * test captures). stdout/stderr write; stdin reads lines (read, readline, readlines, iteration).
 */
import { PyObject, newStaticType, keepConstructFast, Py_INCREF, Py_DECREF } from "../objects/object.js";
import { None } from "../objects/none.js";
import { newBool } from "../objects/bool.js";
import { newInt } from "../objects/int.js";
import { newStr, isStr, type PyStr } from "../objects/str.js";
import { newList } from "../objects/list.js";
import { defMethod, defGetSet } from "../objects/descr.js";
import { newException, newExceptionArgs, typeError, PyExc_ValueError, PyExc_StopIteration } from "../objects/exceptions.js";
import { iterateToArray, typeName, asSsize, PyNumber_AsSsize_t } from "../abstract.js";
import { checkArgCount } from "../args.js";
import { io } from "./builtins.js";
import { PyExc_UnsupportedOperation } from "./io/iobase.js";
import { PyTextIOWrapper_Type } from "./io/textio.js";

/**
 * A subclass of _io.TextIOWrapper (so `isinstance(sys.stdout, io.TextIOBase)` holds, as io.py
 * registers TextIOWrapper) that keeps its own methods; TextIOWrapper's others refuse it
 * ("I/O operation on uninitialized object"), its slots are not inherited.
 */
export const PyStdStream_Type = newStaticType("_io.TextIOWrapper", PyTextIOWrapper_Type);
PyStdStream_Type.tp_dealloc = (o) => {
  const d = o.dict;
  o.dict = null;
  if (d !== null) Py_DECREF(d);
};
PyStdStream_Type.tp_finalize = null;
PyStdStream_Type.tp_init = null;
PyStdStream_Type.tp_new = null;
PyStdStream_Type.tp_alloc = (t) => new PyObject(t);
PyStdStream_Type.tp_module = "_io";

const NAMES = ["<stdin>", "<stdout>", "<stderr>"];

class PyStdStream extends PyObject {
  declare fd: number;
  declare closed: boolean;
  /** What stdin read past the last line handed out. */
  declare pending: string;
  constructor(fd: number) {
    super(PyStdStream_Type);
    this.fd = fd;
    this.closed = false;
    this.pending = "";
  }
}
keepConstructFast(PyStdStream);

export function newStdStream(fd: number): PyObject {
  return new PyStdStream(fd);
}

function self(o: PyObject): PyStdStream {
  return o as PyStdStream;
}

function checkOpen(s: PyStdStream): void {
  if (s.closed) throw newException(PyExc_ValueError, "I/O operation on closed file.");
}

function checkReadable(s: PyStdStream): void {
  checkOpen(s);
  if (s.fd !== 0) throw newException(PyExc_UnsupportedOperation, "not readable");
}

function checkWritable(s: PyStdStream): void {
  checkOpen(s);
  if (s.fd === 0) throw newException(PyExc_UnsupportedOperation, "not writable");
}

/** close(): what the stream buffers is written out first. */
function closeStream(s: PyStdStream): void {
  if (!s.closed) io.flush?.(s.fd);
  s.closed = true;
}

function write(s: PyStdStream, text: string): void {
  if (s.fd === 2) io.writeStderr(text);
  else io.writeStdout(text);
}

/** One line of stdin ("" at its end). */
function readLine(s: PyStdStream): string {
  if (s.pending !== "") {
    const i = s.pending.indexOf("\n");
    if (i >= 0) {
      const line = s.pending.slice(0, i + 1);
      s.pending = s.pending.slice(i + 1);
      return line;
    }
  }
  const more = io.readLine ? io.readLine() : null;
  const line = s.pending + (more ?? "");
  s.pending = "";
  return line;
}

function readAll(s: PyStdStream): string {
  let out = "";
  for (;;) {
    const line = readLine(s);
    if (line === "") return out;
    out += line;
  }
}

defMethod(PyStdStream_Type, "write", (o, args) => {
  checkArgCount("write", args, 1, 1);
  const s = self(o);
  const t = args[0]!;
  if (!isStr(t)) typeError(`write() argument must be str, not ${typeName(t)}`);
  checkWritable(s);
  write(s, (t as PyStr).value);
  return newInt(Array.from((t as PyStr).value).length);
});
defMethod(PyStdStream_Type, "writelines", (o, args) => {
  checkArgCount("writelines", args, 1, 1);
  const s = self(o);
  checkWritable(s);
  for (const t of iterateToArray(args[0]!)) {
    if (!isStr(t)) typeError(`write() argument must be str, not ${typeName(t)}`);
    write(s, (t as PyStr).value);
  }
  return None;
});
defMethod(PyStdStream_Type, "flush", (o) => (checkOpen(self(o)), io.flush?.(self(o).fd), None));
defMethod(PyStdStream_Type, "close", (o) => (closeStream(self(o)), None));
defMethod(PyStdStream_Type, "fileno", (o) => (checkOpen(self(o)), newInt(self(o).fd)));
defMethod(PyStdStream_Type, "isatty", (o) => (checkOpen(self(o)), newBool(false)));
defMethod(PyStdStream_Type, "readable", (o) => (checkOpen(self(o)), newBool(self(o).fd === 0)));
defMethod(PyStdStream_Type, "writable", (o) => (checkOpen(self(o)), newBool(self(o).fd !== 0)));
defMethod(PyStdStream_Type, "seekable", (o) => (checkOpen(self(o)), newBool(false)));
defMethod(PyStdStream_Type, "readline", (o, args) => {
  checkArgCount("readline", args, 0, 1);
  const s = self(o);
  checkReadable(s);
  const limit = args.length && args[0] !== None ? asSsize(args[0]!) : -1;
  const line = readLine(s);
  if (limit >= 0 && line.length > limit) {
    s.pending = line.slice(limit) + s.pending;
    return newStr(line.slice(0, limit));
  }
  return newStr(line);
});
defMethod(PyStdStream_Type, "read", (o, args) => {
  checkArgCount("read", args, 0, 1);
  const s = self(o);
  checkReadable(s);
  const n = args.length && args[0] !== None ? PyNumber_AsSsize_t(args[0]!) : -1;
  if (n < 0) return newStr(readAll(s));
  let out = "";
  while (out.length < n) {
    const line = readLine(s);
    if (line === "") break;
    out += line;
  }
  s.pending = out.slice(n) + s.pending;
  return newStr(out.slice(0, n));
});
defMethod(PyStdStream_Type, "readlines", (o) => {
  const s = self(o);
  checkReadable(s);
  const lines: PyObject[] = [];
  for (let l = readLine(s); l !== ""; l = readLine(s)) lines.push(newStr(l));
  return newList(lines);
});
defMethod(PyStdStream_Type, "__iter__", (o) => (checkOpen(self(o)), Py_INCREF(o), o));
defMethod(PyStdStream_Type, "__next__", (o) => {
  const s = self(o);
  checkReadable(s);
  const line = readLine(s);
  if (line === "") throw newExceptionArgs(PyExc_StopIteration, []);
  return newStr(line);
});
defMethod(PyStdStream_Type, "__enter__", (o) => (checkOpen(self(o)), Py_INCREF(o), o));
defMethod(PyStdStream_Type, "__exit__", (o) => (closeStream(self(o)), None));
defGetSet(PyStdStream_Type, "name", (o) => newStr(NAMES[self(o).fd]!));
defGetSet(PyStdStream_Type, "mode", (o) => newStr(self(o).fd === 0 ? "r" : "w"));
defGetSet(PyStdStream_Type, "encoding", () => newStr("utf-8"));
defGetSet(PyStdStream_Type, "errors", (o) => newStr(self(o).fd === 2 ? "backslashreplace" : "strict"));
defGetSet(PyStdStream_Type, "closed", (o) => newBool(self(o).closed));
defGetSet(PyStdStream_Type, "line_buffering", (o) => newBool(self(o).fd !== 0 && io.buffering?.(self(o).fd) === "line"));
defGetSet(PyStdStream_Type, "write_through", (o) => newBool(self(o).fd !== 0 && (io.buffering?.(self(o).fd) ?? "unbuffered") === "unbuffered"));
defGetSet(PyStdStream_Type, "newlines", () => None);
PyStdStream_Type.tp_repr = (o) => newStr(`<_io.TextIOWrapper name='${NAMES[self(o).fd]}' mode='${self(o).fd === 0 ? "r" : "w"}' encoding='utf-8'>`);
PyStdStream_Type.tp_iter = (o) => (checkOpen(self(o)), Py_INCREF(o), o);
PyStdStream_Type.tp_iternext = (o) => {
  const s = self(o);
  checkReadable(s);
  const line = readLine(s);
  return line === "" ? null : newStr(line);
};
