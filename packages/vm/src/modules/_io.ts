/**
 * The _io module (Modules/_io/_iomodule.c): open(), open_code(), text_encoding(),
 * DEFAULT_BUFFER_SIZE, UnsupportedOperation, BlockingIOError and the classes (modules/io/: one
 * file per CPython file). io.py (from the stdlib zip) builds the public `io` module over it.
 */
import { PyObject, Py_DECREF, PyType_Modified, type PyType } from "../objects/object.js";
import { None } from "../objects/none.js";
import { newInt } from "../objects/int.js";
import { newStr, internStr, isStr, type PyStr } from "../objects/str.js";
import { isBytes } from "../objects/bytes.js";
import { dictSetItem, dictGetStr } from "../objects/dict.js";
import { PyModule, newModule } from "../objects/module.js";
import { newCFunction, PyCFunction } from "../objects/descr.js";
import { importState } from "./importer.js";
import { typeError, valueError, PyExc_BlockingIOError, PyBaseExceptionObject } from "../objects/exceptions.js";
import { PyObject_Call, PyObject_IsTrue, PyObject_SetAttr, PyObject_Repr, asCInt, typeName, getAttrString } from "../abstract.js";
import { parseArgs } from "../args.js";
import { addNewWrapper } from "../objects/typeobject.js";
import {
  PyExc_UnsupportedOperation, PyIOBase_Type, PyRawIOBase_Type, PyBufferedIOBase_Type, PyTextIOBase_Type, DEFAULT_BUFFER_SIZE, callM, callB,
} from "./io/iobase.js";
import { PyFileIO_Type } from "./io/fileio.js";
import { PyBytesIO_Type, PyBytesIOBuffer_Type } from "./io/bytesio.js";
import { PyStringIO_Type } from "./io/stringio.js";
import { PyBufferedReader_Type, PyBufferedWriter_Type, PyBufferedRandom_Type, PyBufferedRWPair_Type } from "./io/bufferedio.js";
import { PyTextIOWrapper_Type, PyIncrementalNewlineDecoder_Type } from "./io/textio.js";

export { PyExc_UnsupportedOperation, PyTextIOBase_Type };

const ALL_TYPES: [string, PyType][] = [
  ["_IOBase", PyIOBase_Type], ["_RawIOBase", PyRawIOBase_Type], ["_BufferedIOBase", PyBufferedIOBase_Type], ["_TextIOBase", PyTextIOBase_Type],
  ["FileIO", PyFileIO_Type], ["BytesIO", PyBytesIO_Type], ["StringIO", PyStringIO_Type], ["BufferedReader", PyBufferedReader_Type],
  ["BufferedWriter", PyBufferedWriter_Type], ["BufferedRandom", PyBufferedRandom_Type], ["BufferedRWPair", PyBufferedRWPair_Type],
  ["TextIOWrapper", PyTextIOWrapper_Type], ["IncrementalNewlineDecoder", PyIncrementalNewlineDecoder_Type], ["_BytesIOBuffer", PyBytesIOBuffer_Type],
];

function optStr(o: PyObject | null, what: string): string | null {
  if (o === null || o === None) return null;
  if (!isStr(o)) typeError(`open() argument '${what}' must be str or None, not ${typeName(o)}`);
  return (o as PyStr).value;
}

/** _io_open_impl. */
export function ioOpen(_self: PyObject, args: PyObject[], kwnames: string[] | null): PyObject {
  const [file, modeO, bufO, encO, errO, nlO, closefdO, openerO] = parseArgs(
    "open", args, kwnames, ["file", "mode", "buffering", "encoding", "errors", "newline", "closefd", "opener"], 1);
  if (modeO !== null && !isStr(modeO)) typeError(`open() argument 'mode' must be str, not ${typeName(modeO)}`);
  const mode = modeO === null ? "r" : (modeO as PyStr).value;
  let buffering = bufO === null ? -1 : asCInt(bufO);
  const encoding = optStr(encO, "encoding"), errors = optStr(errO, "errors"), newline = optStr(nlO, "newline");
  const f = file!;
  if (!isStr(f) && !isBytes(f) && f.ob_type.nb_index === null && f.ob_type.lookup("__fspath__") === null) {
    typeError(`expected str, bytes or os.PathLike object, not ${typeName(f)}`);
  }
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
  let rawmode = creating ? "x" : reading ? "r" : writing ? "w" : appending ? "a" : "";
  if (updating) rawmode += "+";
  if (text && binary) valueError("can't have text and binary mode at once");
  if (Number(creating) + Number(reading) + Number(writing) + Number(appending) > 1) valueError("must have exactly one of create/read/write/append mode");
  if (binary && encoding !== null) valueError("binary mode doesn't take an encoding argument");
  if (binary && errors !== null) valueError("binary mode doesn't take an errors argument");
  if (binary && newline !== null) valueError("binary mode doesn't take a newline argument");
  if (!binary && newline !== null && !["", "\n", "\r", "\r\n"].includes(newline)) valueError(`illegal newline value: ${newline}`);
  const rawArgs: PyObject[] = [f, newStr(rawmode)];
  const rawKw: string[] = [];
  if (closefdO !== null) {
    rawArgs.push(closefdO);
    rawKw.push("closefd");
  }
  if (openerO !== null) {
    rawArgs.push(openerO);
    rawKw.push("opener");
  }
  const raw = PyObject_Call(PyFileIO_Type, rawArgs, rawKw.length ? rawKw : null);
  let result: PyObject = raw;
  try {
    let isatty = false;
    if (buffering < 0) isatty = callB(raw, "_isatty_open_only");
    let lineBuffering = false;
    if (buffering === 1 || isatty) {
      buffering = -1;
      lineBuffering = true;
    }
    if (buffering < 0) {
      const b = getAttrString(raw, "_blksize");
      buffering = asCInt(b);
      Py_DECREF(b);
    }
    if (buffering < 0) valueError("invalid buffering size");
    if (buffering === 0) {
      if (!binary) valueError("can't have unbuffered text I/O");
      return result;
    }
    const B = updating ? PyBufferedRandom_Type : creating || writing || appending ? PyBufferedWriter_Type : PyBufferedReader_Type;
    const buffer = PyObject_Call(B, [raw, newInt(buffering)], null);
    Py_DECREF(raw);
    result = buffer;
    if (binary) return result;
    const wrapper = PyObject_Call(PyTextIOWrapper_Type, [buffer, encO ?? None, errO ?? None, nlO ?? None, lineBuffering ? newInt(1) : newInt(0)], null);
    Py_DECREF(buffer);
    result = wrapper;
    PyObject_SetAttr(wrapper, internStr("mode"), modeO ?? newStr("r"));
    return result;
  } catch (e) {
    try {
      Py_DECREF(callM(result, "close"));
    } catch (e2) {
      if (e2 instanceof PyBaseExceptionObject && e instanceof PyBaseExceptionObject && (e.context === null || e.context === undefined)) e.context = e2;
      else if (e2 instanceof PyObject) Py_DECREF(e2);
    }
    Py_DECREF(result);
    throw e;
  }
}

let newWrappers = false;

export function makeIo(): PyModule {
  if (!newWrappers) {
    // tp_new_wrapper needs the builtin-function type, ready only once the interpreter is
    newWrappers = true;
    for (const [, t] of ALL_TYPES) {
      if (t.tp_dict.get("__new__") === None) t.tp_dict.delete("__new__");
      PyType_Modified(t);
    }
    for (const t of [PyFileIO_Type, PyBytesIO_Type, PyStringIO_Type, PyBufferedReader_Type, PyBufferedWriter_Type, PyBufferedRandom_Type, PyBufferedRWPair_Type, PyTextIOWrapper_Type]) addNewWrapper(t);
  }
  const mod = newModule("_io");
  const d = mod.dict!;
  dictSetItem(d, internStr("DEFAULT_BUFFER_SIZE"), newInt(DEFAULT_BUFFER_SIZE));
  dictSetItem(d, internStr("UnsupportedOperation"), PyExc_UnsupportedOperation);
  dictSetItem(d, internStr("BlockingIOError"), PyExc_BlockingIOError);
  for (const [name, t] of ALL_TYPES) dictSetItem(d, internStr(name), t);
  dictSetItem(d, internStr("open"), openFunction(mod));
  dictSetItem(d, internStr("open_code"), newCFunction("open_code", (_s, args, kw) => {
    const [path] = parseArgs("open_code", args, kw, ["path"], 1);
    if (!isStr(path!)) typeError(`open_code() argument 'path' must be str, not ${typeName(path!)}`);
    return ioOpen(None, [path!, newStr("rb")], null);
  }, mod));
  dictSetItem(d, internStr("text_encoding"), newCFunction("text_encoding", (_s, args, kw) => {
    const [enc] = parseArgs("text_encoding", args, kw, ["encoding", "stacklevel"], 1, 2);
    if (enc !== None) {
      enc!.ob_refcnt++;
      return enc!;
    }
    return newStr("locale");
  }, mod));
  return mod;
}

/**
 * The one `open` function: builtins.open (made with the builtins, before any import) is
 * _io.open, bound to the _io module once it exists, as in CPython (`io.open is open`).
 */
function openFunction(mod: PyObject): PyObject {
  const b = importState.builtins;
  const f = b !== null && b.dict !== null ? dictGetStr(b.dict, internStr("open")) : null;
  if (f instanceof PyCFunction && f.impl === ioOpen) {
    if (f.self === null) {
      mod.ob_refcnt++;
      f.self = mod;
    }
    return f;
  }
  return newCFunction("open", ioOpen, mod);
}
