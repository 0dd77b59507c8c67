/**
 * The per-class parts of Objects/exceptions.c: the members and __init__/__str__ of OSError (with
 * the errno → subclass map of a Linux build), SyntaxError, ImportError, AttributeError,
 * NameError, StopIteration, SystemExit, the Unicode errors' __init__ and UnicodeTranslateError. Members live in the exception's
 * `fields` map; an exception made natively (newException) has none and falls back to its args.
 */
import { PyObject, PyType, Py_INCREF, Py_DECREF, Py_XDECREF } from "../objects/object.js";
import { None } from "../objects/none.js";
import { newStr, isStr, internStr, PyUnicode_Type, type PyStr } from "../objects/str.js";
import { newTuple } from "../objects/tuple.js";
import { isInt, newInt, newIntBig, PyLong_Type } from "../objects/int.js";
import { isBytes, newBytes } from "../objects/bytes.js";
import { needBuffer } from "./bytesMethods.js";
import {
  PyBaseExceptionObject, PyExc_BaseException, PyExc_OSError, PyExc_SyntaxError, PyExc_ImportError, PyExc_AttributeError,
  PyExc_NameError, PyExc_StopIteration, PyExc_SystemExit, PyExc_UnicodeDecodeError, PyExc_UnicodeEncodeError,
  PyExc_UnicodeTranslateError, PyExc_UnicodeError, PyExc_BlockingIOError, PyExc_ChildProcessError, PyExc_BrokenPipeError,
  PyExc_ConnectionAbortedError, PyExc_ConnectionRefusedError, PyExc_ConnectionResetError, PyExc_FileExistsError,
  PyExc_FileNotFoundError, PyExc_IsADirectoryError, PyExc_NotADirectoryError, PyExc_InterruptedError,
  PyExc_PermissionError, PyExc_ProcessLookupError, PyExc_TimeoutError, PyExc_AttributeError as AttrErr, typeError, newException,
  PyExc_IndexError, PyExc_OverflowError, PyExc_ValueError,
} from "../objects/exceptions.js";
import { addSlotWrappers } from "../objects/typeobject.js";
import { defGetSet, defMethod } from "../objects/descr.js";
import { newDict, dictItems, dictSetItem } from "../objects/dict.js";
import { checkedMethod } from "../args.js";
import { PyObject_Str, PyObject_Repr, iterateToArray, typeName, asIndex, asSsize, PyNumber_AsSsize_t } from "../abstract.js";

type E = PyBaseExceptionObject;

/** An exception's `__reduce__` value: `(type(self), args)`, with `state` third when not null. */
export function reduceWith(self: PyObject, state: PyObject | null, args: PyObject = (self as E).args): PyObject {
  const items: PyObject[] = state === null ? [self.ob_type, args] : [self.ob_type, args, state];
  for (const x of items) Py_INCREF(x);
  return newTuple(items);
}

/**
 * ImportError_getstate / AttributeError_getstate: a copy of the instance dict with the given
 * members added (those that are set), or the dict itself (a new reference) or null when there
 * are none to add.
 */
function stateWith(self: PyObject, members: [string, PyObject | null][]): PyObject | null {
  const set = members.filter((m): m is [string, PyObject] => m[1] !== null);
  if (set.length === 0) {
    if (self.dict !== null) Py_INCREF(self.dict);
    return self.dict;
  }
  const d = newDict();
  if (self.dict !== null) for (const [k, v] of dictItems(self.dict)) dictSetItem(d, k, v);
  for (const [k, v] of set) dictSetItem(d, internStr(k), v);
  return d;
}

/** Releases the caller's reference to `o` (the `__reduce__` tuple took its own) and returns `result`. */
function released(o: PyObject | null, result: PyObject): PyObject {
  Py_XDECREF(o);
  return result;
}

export function getField(e: E, name: string): PyObject | null {
  return e.fields === null ? null : (e.fields.get(name) ?? null);
}

/** Stores a new reference to `v` (null deletes) in member `name`. */
export function setField(e: E, name: string, v: PyObject | null): void {
  if (e.fields === null) e.fields = new Map();
  const old = e.fields.get(name);
  if (v === null) e.fields.delete(name);
  else {
    Py_INCREF(v);
    e.fields.set(name, v);
  }
  Py_XDECREF(old);
}

/** A writable member defaulting to None (T_OBJECT). */
function member(t: PyType, name: string, dflt: (e: E) => PyObject | null = () => null): void {
  defGetSet(t, name, (o) => {
    const v = getField(o as E, name) ?? dflt(o as E) ?? None;
    Py_INCREF(v);
    return v;
  }, (o, v) => setField(o as E, name, v ?? None));
}

function positional(args: PyObject[], kw: string[] | null): PyObject[] {
  return args.slice(0, args.length - (kw ? kw.length : 0));
}

/** Keyword-only arguments `allowed` of `fname()` (PyArg_ParseTupleAndKeywords "|$OO:fname"). */
function kwOnly(fname: string, args: PyObject[], kw: string[] | null, allowed: string[]): Map<string, PyObject> {
  const out = new Map<string, PyObject>();
  if (!kw) return out;
  const base = args.length - kw.length;
  kw.forEach((k, i) => {
    if (!allowed.includes(k)) typeError(`${fname}() got an unexpected keyword argument '${k}'`);
    out.set(k, args[base + i]!);
  });
  return out;
}

function noKeywords(self: PyObject, kw: string[] | null): void {
  if (kw && kw.length) typeError(`${self.ob_type.tp_name}() takes no keyword arguments`);
}

function setArgs(e: E, items: PyObject[]): void {
  for (const a of items) Py_INCREF(a);
  const old = e.args;
  e.args = newTuple(items);
  Py_XDECREF(old);
}

/** errno → OSError subclass (Objects/exceptions.c errnomap, Linux values). */
const ERRNO_MAP = new Map<number, PyType>([
  [11, PyExc_BlockingIOError], [114, PyExc_BlockingIOError], [115, PyExc_BlockingIOError],
  [10, PyExc_ChildProcessError], [32, PyExc_BrokenPipeError], [108, PyExc_BrokenPipeError],
  [103, PyExc_ConnectionAbortedError], [111, PyExc_ConnectionRefusedError], [104, PyExc_ConnectionResetError],
  [17, PyExc_FileExistsError], [2, PyExc_FileNotFoundError], [21, PyExc_IsADirectoryError],
  [20, PyExc_NotADirectoryError], [4, PyExc_InterruptedError], [13, PyExc_PermissionError], [1, PyExc_PermissionError],
  [3, PyExc_ProcessLookupError], [110, PyExc_TimeoutError],
]);

/** OSError's argument parsing (oserror_parse_args + oserror_init). */
function osParse(e: E, args: PyObject[]): void {
  const n = args.length;
  if (n < 2 || n > 5) return;
  setField(e, "errno", args[0]!);
  setField(e, "strerror", args[1]!);
  const filename = n >= 3 ? args[2]! : null;
  if (filename !== null && filename !== None) {
    if (e.ob_type.isSubtype(PyExc_BlockingIOError) && (isInt(filename) || filename.ob_type.nb_index !== null)) {
      setField(e, "characters_written", filename);
    } else {
      setField(e, "filename", filename);
      if (n >= 5 && args[4] !== None) setField(e, "filename2", args[4]!);
      setArgs(e, args.slice(0, 2));
    }
  }
}

export function initExceptionAttrs(): void {
  const B = PyExc_BaseException;
  const baseNew = B.tp_new!;
  const baseStr = B.tp_str!;

  // OSError
  const osInit: NonNullable<PyType["tp_init"]> = (self, args, kw) => {
    const t = self.ob_type;
    if (t.tp_init !== osInit) {
      noKeywords(self, kw);
      setArgs(self as E, positional(args, kw));
      osParse(self as E, positional(args, kw));
    }
  };
  PyExc_OSError.tp_new = (t, args, kw) => {
    const pos = positional(args, kw);
    let type = t;
    if (t === PyExc_OSError && pos.length >= 2 && pos.length <= 5 && isInt(pos[0]!)) {
      const mapped = ERRNO_MAP.get(Number((pos[0] as { value: number | bigint }).value));
      if (mapped) type = mapped;
    }
    const e = baseNew(type, args, kw) as E;
    if (type.tp_init === osInit || type.tp_init === null) {
      noKeywords(e, kw);
      osParse(e, pos);
    }
    return e;
  };
  PyExc_OSError.tp_init = osInit;
  PyExc_OSError.tp_str = (o) => {
    const e = o as E;
    const f = getField(e, "filename"), f2 = getField(e, "filename2");
    const errno = getField(e, "errno") ?? None, strerror = getField(e, "strerror") ?? None;
    if (f !== null && f !== None) {
      const head = `[Errno ${PyObject_Str(errno).value}] ${PyObject_Str(strerror).value}: ${PyObject_Repr(f).value}`;
      return newStr(f2 !== null && f2 !== None ? `${head} -> ${PyObject_Repr(f2).value}` : head);
    }
    if (errno !== None && strerror !== None) return newStr(`[Errno ${PyObject_Str(errno).value}] ${PyObject_Str(strerror).value}`);
    return baseStr(o);
  };
  for (const m of ["errno", "strerror", "filename", "filename2"]) member(PyExc_OSError, m);
  // OSError_reduce: a filename given to the constructor goes back into the arguments
  defMethod(PyExc_OSError, "__reduce__", checkedMethod("OSError.__reduce__", "noargs", (self) => {
    const e = self as E;
    const f = getField(e, "filename"), f2 = getField(e, "filename2");
    const a = e.args.items;
    if (a.length !== 2 || f === null || f === None) return reduceWith(self, self.dict);
    const items = f2 !== null && f2 !== None ? [a[0]!, a[1]!, f, None, f2] : [a[0]!, a[1]!, f];
    for (const x of items) Py_INCREF(x);
    const args = newTuple(items);
    return released(args, reduceWith(self, self.dict, args));
  }));
  addSlotWrappers(PyExc_OSError);
  defGetSet(PyExc_BlockingIOError, "characters_written", (o) => {
    const v = getField(o as E, "characters_written");
    if (v === null) throw newException(AttrErr, "characters_written");
    Py_INCREF(v);
    return v;
  }, (o, v) => {
    if (v === null && getField(o as E, "characters_written") === null) throw newException(AttrErr, "characters_written");
    if (v !== null) PyNumber_AsSsize_t(v, PyExc_ValueError);
    setField(o as E, "characters_written", v);
  });

  // SyntaxError
  const SYNTAX_FIELDS = ["filename", "lineno", "offset", "text", "end_lineno", "end_offset"];
  PyExc_SyntaxError.tp_init = (self, args, kw) => {
    noKeywords(self, kw);
    const e = self as E;
    const pos = positional(args, kw);
    setArgs(e, pos);
    if (pos.length >= 1) setField(e, "msg", pos[0]!);
    if (pos.length === 2) {
      const info = iterateToArray(pos[1]!);
      if (info.length < 4) typeError(`function takes at least 4 arguments (${info.length} given)`);
      if (info.length > 7) typeError(`function takes at most 7 arguments (${info.length} given)`);
      info.slice(0, 6).forEach((v, i) => setField(e, SYNTAX_FIELDS[i]!, v));
      if (info.length === 7) setField(e, "_metadata", info[6]!);
    }
  };
  PyExc_SyntaxError.tp_str = (o) => {
    const e = o as E;
    const msg = getField(e, "msg") ?? (e.args.items.length >= 1 ? e.args.items[0]! : None);
    const fn = getField(e, "filename");
    const ln = getField(e, "lineno");
    const filename = fn !== null && isStr(fn) ? fn.value.slice(fn.value.lastIndexOf("/") + 1) : null;
    const haveLineno = ln !== null && ln.ob_type === PyLong_Type;
    const m = PyObject_Str(msg).value;
    if (filename === null && !haveLineno) return newStr(m);
    const line = haveLineno ? String((ln as unknown as { value: number | bigint }).value) : "";
    if (filename !== null && haveLineno) return newStr(`${m} (${filename}, line ${line})`);
    if (filename !== null) return newStr(`${m} (${filename})`);
    return newStr(`${m} (line ${line})`);
  };
  member(PyExc_SyntaxError, "msg", (e) => (e.args.items.length >= 1 && e.fields === null ? e.args.items[0]! : null));
  for (const m of [...SYNTAX_FIELDS, "print_file_and_line", "_metadata"]) member(PyExc_SyntaxError, m);
  addSlotWrappers(PyExc_SyntaxError);

  // ImportError
  PyExc_ImportError.tp_init = (self, args, kw) => {
    const e = self as E;
    const kws = kwOnly("ImportError", args, kw, ["name", "path", "name_from"]);
    const pos = positional(args, kw);
    setArgs(e, pos);
    for (const [k, v] of kws) setField(e, k, v);
    setField(e, "msg", pos.length === 1 ? pos[0]! : None);
  };
  PyExc_ImportError.tp_str = (o) => {
    const msg = getField(o as E, "msg");
    if (msg !== null && msg.ob_type === PyUnicode_Type) return (Py_INCREF(msg), msg);
    return baseStr(o);
  };
  member(PyExc_ImportError, "msg", (e) => (e.args.items.length === 1 ? e.args.items[0]! : null));
  for (const m of ["name", "path", "name_from"]) member(PyExc_ImportError, m);
  defMethod(PyExc_ImportError, "__reduce__", checkedMethod("ImportError.__reduce__", "noargs", (self) => {
    const e = self as E;
    const state = stateWith(self, ["name", "path", "name_from"].map((m) => [m, getField(e, m)]));
    return released(state, reduceWith(self, state));
  }));
  addSlotWrappers(PyExc_ImportError);

  // AttributeError / NameError: `name` (and `obj`) keyword-only; the VM sets attrName/attrObj/nameAttr
  type Rec = { attrName?: PyObject | null; attrObj?: PyObject | null; nameAttr?: PyObject | null };
  const recField = (field: keyof Rec) => (o: PyObject): PyObject => {
    const v = (o as unknown as Rec)[field] ?? None;
    Py_INCREF(v);
    return v;
  };
  const recSet = (field: keyof Rec) => (o: PyObject, v: PyObject | null): void => {
    const r = o as unknown as Rec;
    const old = r[field] ?? null;
    if (v !== null) Py_INCREF(v);
    r[field] = v === None ? null : v;
    Py_XDECREF(old);
  };
  PyExc_AttributeError.tp_init = (self, args, kw) => {
    const kws = kwOnly("AttributeError", args, kw, ["name", "obj"]);
    setArgs(self as E, positional(args, kw));
    if (kws.has("name")) recSet("attrName")(self, kws.get("name")!);
    if (kws.has("obj")) recSet("attrObj")(self, kws.get("obj")!);
  };
  defGetSet(PyExc_AttributeError, "name", recField("attrName"), recSet("attrName"));
  defGetSet(PyExc_AttributeError, "obj", recField("attrObj"), recSet("attrObj"));
  // AttributeError_getstate: name and args, not obj (often unpicklable, GH-103352)
  const attrState = (self: PyObject): PyObject =>
    stateWith(self, [["name", (self as unknown as Rec).attrName ?? null], ["args", (self as E).args]]) ?? (Py_INCREF(None), None);
  defMethod(PyExc_AttributeError, "__getstate__", checkedMethod("AttributeError.__getstate__", "noargs", attrState));
  defMethod(PyExc_AttributeError, "__reduce__", checkedMethod("AttributeError.__reduce__", "noargs", (self) => {
    const state = attrState(self);
    return released(state, reduceWith(self, state));
  }));
  addSlotWrappers(PyExc_AttributeError);
  PyExc_NameError.tp_init = (self, args, kw) => {
    const kws = kwOnly("NameError", args, kw, ["name"]);
    setArgs(self as E, positional(args, kw));
    if (kws.has("name")) recSet("nameAttr")(self, kws.get("name")!);
  };
  defGetSet(PyExc_NameError, "name", recField("nameAttr"), recSet("nameAttr"));
  addSlotWrappers(PyExc_NameError);

  // StopIteration.value / SystemExit.code: set by __init__, writable
  PyExc_StopIteration.tp_init = (self, args, kw) => {
    noKeywords(self, kw);
    const pos = positional(args, kw);
    setArgs(self as E, pos);
    setField(self as E, "value", pos.length ? pos[0]! : None);
  };
  member(PyExc_StopIteration, "value", (e) => (e.args.items.length ? e.args.items[0]! : null));
  addSlotWrappers(PyExc_StopIteration);
  PyExc_SystemExit.tp_init = (self, args, kw) => {
    noKeywords(self, kw);
    const pos = positional(args, kw);
    setArgs(self as E, pos);
    setField(self as E, "code", pos.length === 0 ? None : pos.length === 1 ? pos[0]! : (self as E).args);
  };
  member(PyExc_SystemExit, "code", (e) => {
    const a = e.args.items;
    return a.length === 0 ? null : a.length === 1 ? a[0]! : e.args;
  });
  addSlotWrappers(PyExc_SystemExit);

  initUnicodeErrors(baseStr);
}

/** PyArg_ParseTuple's "U" for an unnamed function: argument `pos` must be a str. */
function strArg(pos: number, v: PyObject): PyStr {
  if (!isStr(v)) typeError(`argument ${pos} must be str, not ${typeName(v)}`);
  return v;
}

/** PyArg_ParseTuple's "n": a Py_ssize_t through __index__. */
function ssizeArg(v: PyObject): number {
  const i = asIndex(v);
  if (Math.abs(i) >= 2 ** 63) throw newException(PyExc_OverflowError, "Python int too large to convert to C ssize_t");
  return i;
}

const UNICODE_ERROR_ARGS = ["encoding", "object", "start", "end", "reason"];
const UNICODE_TRANSLATE_ARGS = ["object", "start", "end", "reason"];

/**
 * A Unicode error's member (encoding, object, start, end, reason): the field set by its __init__
 * or an assignment, else, for one the codecs made from its arguments alone, that argument.
 */
export function unicodeErrorMember(o: PyObject, name: string): PyObject | null {
  const e = o as E;
  const f = getField(e, name);
  if (f !== null) return f;
  const names = o.ob_type.isSubtype(PyExc_UnicodeTranslateError) ? UNICODE_TRANSLATE_ARGS : UNICODE_ERROR_ARGS;
  const i = names.indexOf(name);
  const a = e.args.items;
  return i >= 0 && a.length === names.length ? a[i]! : null;
}

function initUnicodeErrors(baseStr: (o: PyObject) => PyObject): void {
  const fields = (e: E) => ({
    encoding: unicodeErrorMember(e, "encoding"), object: unicodeErrorMember(e, "object"), start: unicodeErrorMember(e, "start"),
    end: unicodeErrorMember(e, "end"), reason: unicodeErrorMember(e, "reason"),
  });
  const num = (v: PyObject | null): number => (v === null ? 0 : asIndex(v));
  // UnicodeEncodeError_init "UUnnU", UnicodeDecodeError_init "UOnnU" (then any bytes-like object,
  // kept as bytes), UnicodeTranslateError_init "UnnU", after BaseException_init's no-keywords check
  const parse = (self: PyObject, args: PyObject[], kw: string[] | null, withEncoding: boolean, isBytesObj: boolean) => {
    noKeywords(self, kw);
    const pos = positional(args, kw);
    const want = withEncoding ? 5 : 4;
    if (pos.length !== want) typeError(`function takes exactly ${want} arguments (${pos.length} given)`);
    setArgs(self as E, pos);
    const e = self as E;
    const o = withEncoding ? 1 : 0;
    const encoding = withEncoding ? strArg(1, pos[0]!) : null;
    const obj = isBytesObj ? pos[o]! : strArg(o + 1, pos[o]!);
    const start = ssizeArg(pos[o + 1]!);
    const end = ssizeArg(pos[o + 2]!);
    const reason = strArg(o + 4, pos[o + 3]!);
    let object: PyObject = obj;
    if (isBytesObj && !isBytes(obj)) object = newBytes(needBuffer(obj).slice());
    if (encoding !== null) setField(e, "encoding", encoding);
    setField(e, "object", object);
    if (object !== obj) Py_DECREF(object);
    for (const [k, v] of [["start", start], ["end", end]] as const) {
      const n = newInt(v);
      setField(e, k, n);
      Py_DECREF(n);
    }
    setField(e, "reason", reason);
  };
  PyExc_UnicodeDecodeError.tp_init = (self, args, kw) => parse(self, args, kw, true, true);
  PyExc_UnicodeEncodeError.tp_init = (self, args, kw) => parse(self, args, kw, true, false);
  PyExc_UnicodeTranslateError.tp_init = (self, args, kw) => parse(self, args, kw, false, false);
  const charEsc = (c: number): string =>
    c <= 0xff ? `\\x${c.toString(16).padStart(2, "0")}` : c <= 0xffff ? `\\u${c.toString(16).padStart(4, "0")}` : `\\U${c.toString(16).padStart(8, "0")}`;
  const encodeLike = (prefix: (f: ReturnType<typeof fields>) => string) => (o: PyObject): PyObject => {
    const f = fields(o as E);
    // not initialised: the empty string; the reason through str() (an assignment may have made it anything)
    if (f.object === null) return newStr("");
    const start = num(f.start), end = num(f.end);
    const reason = f.reason === null ? "<NULL>" : PyObject_Str(f.reason).value;
    const chars = Array.from((f.object as PyStr).value);
    if (start >= 0 && start < chars.length && end >= 0 && end <= chars.length && end === start + 1) {
      return newStr(`${prefix(f)} character '${charEsc(chars[start]!.codePointAt(0)!)}' in position ${start}: ${reason}`);
    }
    return newStr(`${prefix(f)} characters in position ${start}-${end - 1}: ${reason}`);
  };
  PyExc_UnicodeTranslateError.tp_str = encodeLike(() => "can't translate");
  // the members are the subclasses' (UnicodeError itself has none); their str: codecs.ts
  for (const t of [PyExc_UnicodeDecodeError, PyExc_UnicodeEncodeError, PyExc_UnicodeTranslateError]) {
    for (const m of UNICODE_ERROR_ARGS) member(t, m, (e) => unicodeErrorMember(e, m));
    // start and end are Py_T_PYSSIZET members: an int (no __index__) that fits a Py_ssize_t, never deleted
    for (const m of ["start", "end"]) {
      const get = (o: PyObject): PyObject => {
        const v = getField(o as E, m) ?? unicodeErrorMember(o, m) ?? None;
        Py_INCREF(v);
        return v;
      };
      defGetSet(t, m, get, (o, v) => {
        if (v === null) typeError("can't delete numeric/char attribute");
        if (!isInt(v!)) typeError("an integer is required");
        asSsize(v!);
        setField(o as E, m, newIntBig((v as PyObject & { value: number | bigint }).value));
      });
    }
  }
  for (const t of [PyExc_UnicodeDecodeError, PyExc_UnicodeEncodeError, PyExc_UnicodeTranslateError]) addSlotWrappers(t);
  void PyExc_IndexError;
}
