/** _io.StringIO (Modules/_io/stringio.c): an in-memory text stream with newline translation. */
import { PyObject, Py_DECREF, newStaticType, keepConstructFast, type PyType } from "../../objects/object.js";
import { None } from "../../objects/none.js";
import { True, False, newBool } from "../../objects/bool.js";
import { newInt } from "../../objects/int.js";
import { newStr, isStr, type PyStr } from "../../objects/str.js";
import { newTuple, isTuple, type PyTuple } from "../../objects/tuple.js";
import { newDict, isDict, dictItems, dictSetItem, type PyDict } from "../../objects/dict.js";
import { defGetSet } from "../../objects/descr.js";
import { newException, typeError, valueError, PyExc_OSError } from "../../objects/exceptions.js";
import { addSlotWrappers } from "../../objects/typeobject.js";
import { PyNumber_AsSsize_t, PyObject_Repr, asCInt, typeName } from "../../abstract.js";
import { parseArgs } from "../../args.js";
import { IOObject, PyTextIOBase_Type, meth, optSize, callM, ref, newIOType } from "./iobase.js";
import { newNewlineState, decodeNewlines, newlinesNames, cpLen, cpIndex, findLineEnding, hasAstral, type NewlineState } from "./newlines.js";

export const PyStringIO_Type = newIOType("_io.StringIO", PyTextIOBase_Type);

class StringIOObject extends IOObject {
  declare buf: string;
  /** The position in code points. */
  declare pos: number;
  declare ok: boolean;
  declare closed: boolean;
  declare decoder: NewlineState | null;
  declare readnl: string | null;
  declare writenl: string;
  declare readuniversal: boolean;
  declare readtranslate: boolean;
  declare writetranslate: boolean;
  declare astral: boolean;
  constructor(type: PyType) {
    super(type);
    this.buf = "";
    this.pos = 0;
    this.ok = false;
    this.closed = false;
    this.decoder = null;
    this.readnl = null;
    this.writenl = "\n";
    this.readuniversal = false;
    this.readtranslate = false;
    this.writetranslate = false;
    this.astral = false;
  }
}
keepConstructFast(StringIOObject);

function self(o: PyObject): StringIOObject {
  return o as StringIOObject;
}

function checkInitialized(s: StringIOObject): void {
  if (!s.ok) valueError("I/O operation on uninitialized object");
}

function checkClosed(s: StringIOObject): void {
  checkInitialized(s);
  if (s.closed) valueError("I/O operation on closed file");
}

function length(s: StringIOObject): number {
  return s.astral ? cpLen(s.buf) : s.buf.length;
}

function idx(s: StringIOObject, n: number): number {
  return s.astral ? cpIndex(s.buf, n) : Math.min(n, s.buf.length);
}

/** write_str: translates newlines as the object's newline argument says, writes at the position. */
function writeStr(s: StringIOObject, text: string): number {
  const len = cpLen(text);
  let t = text;
  if (s.decoder !== null) t = decodeNewlines(s.decoder, t, true);
  if (s.writenl !== "\n" && s.writetranslate) t = t.replace(/\n/g, s.writenl);
  if (t.length === 0) return len;
  if (!s.astral && hasAstral(t)) s.astral = true;
  const size = length(s);
  if (s.pos > size) s.buf += "\0".repeat(s.pos - size);
  const at = idx(s, s.pos);
  const tlen = cpLen(t);
  const endIdx = idx(s, s.pos + tlen);
  s.buf = s.buf.slice(0, at) + t + s.buf.slice(endIdx);
  s.pos += tlen;
  return len;
}

function readLine(s: StringIOObject, limit: number): string {
  const size = length(s);
  if (s.pos >= size) return "";
  const start = idx(s, s.pos);
  let end = findLineEnding(s.buf, start, s.readtranslate, s.readuniversal, s.readnl ?? "\n");
  if (end < 0) end = s.buf.length;
  let line = s.buf.slice(start, end);
  if (limit >= 0 && cpLen(line) > limit) line = line.slice(0, cpIndex(line, limit));
  s.pos += cpLen(line);
  return line;
}

function init(s: StringIOObject, value: PyObject | null, nl: PyObject | null): void {
  let newline: string | null = "\n";
  if (nl !== null) {
    if (nl === None) newline = null;
    else if (!isStr(nl)) typeError(`newline must be str or None, not ${typeName(nl)}`);
    else newline = (nl as PyStr).value;
  }
  if (newline !== null && newline !== "" && newline !== "\n" && newline !== "\r" && newline !== "\r\n") {
    valueError(`illegal newline value: ${PyObject_Repr(nl!).value}`);
  }
  if (value !== null && value !== None && !isStr(value)) typeError(`initial_value must be str or None, not ${typeName(value)}`);
  s.ok = false;
  s.readuniversal = newline === null || newline === "";
  s.readtranslate = newline === null;
  s.readnl = newline !== null && newline.length > 0 && newline.includes("\r") ? newline : newline !== null && newline.length > 0 ? newline : null;
  s.writetranslate = newline !== "";
  s.writenl = s.readnl ?? "\n";
  s.decoder = s.readuniversal ? newNewlineState(s.readtranslate) : null;
  s.buf = "";
  s.astral = false;
  s.pos = 0;
  s.closed = false;
  s.ok = true;
  if (value !== null && value !== None && (value as PyStr).value.length > 0) {
    writeStr(s, (value as PyStr).value);
    s.pos = 0;
  }
}

function initStringIO(): void {
  const T = PyStringIO_Type;
  T.tp_alloc = (t) => new StringIOObject(t);
  T.tp_new = (t) => t.tp_alloc(t);
  T.tp_init = (o, args, kw) => {
    const [value, nl] = parseArgs("StringIO", args, kw, ["initial_value", "newline"], 0);
    init(self(o), value!, nl!);
  };
  T.tp_dealloc = (o) => {
    const d = o.dict;
    o.dict = null;
    if (d !== null) Py_DECREF(d);
  };
  T.tp_iternext = (o) => {
    const s = self(o);
    checkClosed(s);
    let line: PyObject;
    if (o.ob_type === PyStringIO_Type) line = newStr(readLine(s, -1));
    else {
      line = callM(o, "readline");
      if (!isStr(line)) {
        const t = typeName(line);
        Py_DECREF(line);
        throw newException(PyExc_OSError, `readline() should have returned a str object, not '${t}'`);
      }
    }
    if ((line as PyStr).value.length === 0) {
      Py_DECREF(line);
      return null;
    }
    return line;
  };
  meth(T, "getvalue", "noargs", (o) => (checkClosed(self(o)), newStr(self(o).buf)));
  meth(T, "tell", "noargs", (o) => (checkClosed(self(o)), newInt(self(o).pos)));
  meth(T, "read", [0, 1], (o, a) => {
    const s = self(o);
    const n = optSize(a[0]);
    checkClosed(s);
    const size = length(s);
    if (s.pos >= size) return newStr("");
    const from = idx(s, s.pos);
    const count = n < 0 || n > size - s.pos ? size - s.pos : n;
    const to = idx(s, s.pos + count);
    s.pos += count;
    return newStr(s.buf.slice(from, to));
  });
  meth(T, "readline", [0, 1], (o, a) => {
    const s = self(o);
    const n = optSize(a[0]);
    checkClosed(s);
    return newStr(readLine(s, n));
  });
  meth(T, "truncate", [0, 1], (o, a) => {
    const s = self(o);
    checkClosed(s);
    const size = a[0] === undefined || a[0] === None ? s.pos : optSize(a[0]);
    if (size < 0) valueError(`Negative size value ${size}`);
    if (size < length(s)) s.buf = s.buf.slice(0, idx(s, size));
    return newInt(size);
  });
  meth(T, "seek", [1, 2], (o, a) => {
    const s = self(o);
    let pos = PyNumber_AsSsize_t(a[0]!);
    const whence = a.length > 1 ? asCInt(a[1]!) : 0;
    checkClosed(s);
    if (whence !== 0 && whence !== 1 && whence !== 2) valueError(`Invalid whence (${whence}, should be 0, 1 or 2)`);
    if (pos < 0 && whence === 0) valueError(`Negative seek position ${pos}`);
    if (whence !== 0 && pos !== 0) throw newException(PyExc_OSError, "Can't do nonzero cur-relative seeks");
    if (whence === 1) pos = s.pos;
    else if (whence === 2) pos = length(s);
    s.pos = pos;
    return newInt(pos);
  });
  meth(T, "write", "o", (o, a) => {
    const s = self(o);
    checkClosed(s);
    const v = a[0]!;
    if (!isStr(v)) typeError(`string argument expected, got '${typeName(v)}'`);
    return newInt(writeStr(s, (v as PyStr).value));
  });
  meth(T, "close", "noargs", (o) => {
    const s = self(o);
    s.closed = true;
    s.buf = "";
    s.astral = false;
    return None;
  });
  meth(T, "readable", "noargs", (o) => (checkClosed(self(o)), True));
  meth(T, "writable", "noargs", (o) => (checkClosed(self(o)), True));
  meth(T, "seekable", "noargs", (o) => (checkClosed(self(o)), True));
  meth(T, "__getstate__", "noargs", (o) => {
    const s = self(o);
    checkClosed(s);
    let d: PyObject = None;
    if (o.dict !== null && o.dict.used > 0) {
      const c = newDict();
      for (const [k, x] of dictItems(o.dict)) dictSetItem(c, k, x);
      d = c;
    }
    const nl = s.readtranslate ? None : newStr(s.readuniversal ? "" : s.readnl ?? "\n");
    return newTuple([newStr(s.buf), nl, newInt(s.pos), d]);
  });
  meth(T, "__setstate__", "o", (o, a) => {
    const s = self(o);
    const st = a[0]!;
    checkClosed(s);
    if (!isTuple(st) || (st as PyTuple).items.length < 4) {
      typeError(`${typeName(o)}.__setstate__ argument should be 4-tuple, got ${typeName(st)}`);
    }
    const [v, nl, p, d] = (st as PyTuple).items as [PyObject, PyObject, PyObject, PyObject];
    init(s, None, nl);
    if (!isStr(v)) typeError(`initial_value must be str or None, not ${typeName(v)}`);
    s.buf = (v as PyStr).value;
    s.astral = hasAstral(s.buf);
    if (p.ob_type.nb_index === null) typeError(`third item of state must be an integer, got ${typeName(p)}`);
    const pos = PyNumber_AsSsize_t(p);
    if (pos < 0) valueError("position value cannot be negative");
    s.pos = pos;
    if (d !== None) {
      if (!isDict(d)) typeError(`fourth item of state should be a dict, got a ${typeName(d)}`);
      if (o.dict === null) o.dict = newDict();
      for (const [k, x] of dictItems(d as PyDict)) dictSetItem(o.dict, k, x);
    }
    return None;
  });
  defGetSet(T, "closed", (o) => (checkInitialized(self(o)), newBool(self(o).closed)));
  defGetSet(T, "line_buffering", (o) => (checkClosed(self(o)), False));
  defGetSet(T, "newlines", (o) => {
    const s = self(o);
    checkClosed(s);
    if (s.decoder === null) return None;
    return newlinesObject(s.decoder.seennl);
  });
  addSlotWrappers(T);
}

/** The `newlines` attribute's value for the kinds seen. */
export function newlinesObject(seennl: number): PyObject {
  const names = newlinesNames(seennl);
  if (names === null) return None;
  if (names.length === 1) return newStr(names[0]!);
  return newTuple(names.map((n) => newStr(n)));
}

initStringIO();
