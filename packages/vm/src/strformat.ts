/**
 * str.format and str.format_map (Objects/stringlib/unicode_format.h): the markup iterator,
 * field names with attribute and index lookups, automatic / manual numbering, conversions and
 * nested format specs (two levels), with CPython's error messages.
 */
import { PyObject, Py_DECREF, Py_INCREF } from "./objects/object.js";
import { newStr, type PyStr } from "./objects/str.js";
import { newInt } from "./objects/int.js";
import { PyExc_ValueError, PyExc_IndexError, PyExc_KeyError, newException, newExceptionArgs } from "./objects/exceptions.js";
import { PyObject_Repr, PyObject_Str, PyObject_GetItem, getAttrString } from "./abstract.js";
import { formatObject } from "./format.js";

interface AutoNumber {
  state: 0 | 1 | 2; // init, auto, manual
  next: number;
}

type Kwargs = ((key: PyStr) => PyObject) | null;

const valueError = (msg: string): never => {
  throw newException(PyExc_ValueError, msg);
};

function getInteger(s: string): number {
  if (s === "" || !/^[0-9]+$/.test(s)) return -1;
  const n = Number(s);
  if (!Number.isSafeInteger(n) || n > 2 ** 63 - 1) valueError("Too many decimal digits in format string");
  return n;
}

function getFieldObject(name: string, args: PyObject[] | null, kwargs: Kwargs, auto: AutoNumber): PyObject {
  let i = 0;
  while (i < name.length && name[i] !== "." && name[i] !== "[") i++;
  const first = name.slice(0, i);
  let index = getInteger(first);
  const empty = first === "";
  const numeric = empty || index !== -1;
  if (auto.state === 0 && numeric) auto.state = empty ? 1 : 2;
  if (numeric) {
    if (auto.state === 2 && empty) valueError("cannot switch from manual field specification to automatic field numbering");
    if (auto.state === 1 && !empty) valueError("cannot switch from automatic field numbering to manual field specification");
  }
  if (empty) index = auto.next++;
  let obj: PyObject;
  if (index === -1) {
    const key = newStr(first);
    if (kwargs === null) throw newExceptionArgs(PyExc_KeyError, [key]);
    obj = kwargs(key);
    Py_DECREF(key);
  } else {
    if (args === null) valueError("Format string contains positional fields");
    if (index >= args!.length) throw newException(PyExc_IndexError, `Replacement index ${index} out of range for positional args tuple`);
    obj = args![index]!;
    Py_INCREF(obj);
  }
  // the rest: .attr and [key]
  while (i < name.length) {
    const c = name[i++];
    let part: string;
    let isAttr: boolean;
    if (c === ".") {
      isAttr = true;
      const j = i;
      while (i < name.length && name[i] !== "." && name[i] !== "[") i++;
      part = name.slice(j, i);
    } else if (c === "[") {
      isAttr = false;
      const j = i;
      while (i < name.length && name[i] !== "]") i++;
      if (i >= name.length) valueError("Missing ']' in format string");
      part = name.slice(j, i);
      i++;
    } else {
      valueError("Only '.' or '[' may follow ']' in format field specifier");
    }
    if (part! === "") valueError("Empty attribute in format string");
    let next: PyObject;
    try {
      if (isAttr!) next = getAttrString(obj, part!);
      else {
        const n = getInteger(part!);
        const key = n === -1 ? newStr(part!) : newInt(n);
        try {
          next = PyObject_GetItem(obj, key);
        } finally {
          Py_DECREF(key);
        }
      }
    } catch (e) {
      Py_DECREF(obj);
      throw e;
    }
    Py_DECREF(obj);
    obj = next;
  }
  return obj;
}

function convert(obj: PyObject, conv: string): PyObject {
  switch (conv) {
    case "r":
      return PyObject_Repr(obj);
    case "s":
      return PyObject_Str(obj);
    case "a":
      return asciiHook(obj);
  }
  const c = conv.codePointAt(0)!;
  return valueError(c > 32 && c < 127 ? `Unknown conversion specifier ${conv}` : `Unknown conversion specifier \\x${c.toString(16)}`);
}

/**
 * What str.format's result is made of, for the outermost format string: the literal text's
 * length and the fields, and the first field's formatted str (a new reference, until handed on).
 */
interface Pieces {
  literal: number;
  fields: number;
  first: PyStr | null;
}

function buildString(s: string, args: PyObject[] | null, kwargs: Kwargs, depth: number, auto: AutoNumber, pieces?: Pieces): string {
  if (depth <= 0) valueError("Max string recursion exceeded");
  let out = "";
  let p = 0;
  const end = s.length;
  while (p < end) {
    // literal text
    const start = p;
    let c = "";
    let markup = false;
    while (p < end) {
      c = s[p++]!;
      if (c === "{" || c === "}") {
        markup = true;
        break;
      }
    }
    const atEnd = p >= end;
    let len = p - start;
    if (markup && c === "}" && (atEnd || s[p] !== "}")) valueError("Single '}' encountered in format string");
    if (markup && atEnd && c === "{") valueError("Single '{' encountered in format string");
    if (markup && !atEnd) {
      if (s[p] === c) {
        p++;
        markup = false;
      } else len--;
    }
    out += s.slice(start, start + len);
    if (pieces !== undefined) pieces.literal += len;
    if (!markup) continue;
    // parse_field
    const nameStart = p;
    c = "";
    while (p < end) {
      c = s[p++]!;
      if (c === "{") valueError("unexpected '{' in field name");
      if (c === "[") {
        while (p < end && s[p] !== "]") p++;
        c = "";
        continue;
      }
      if (c === "}" || c === ":" || c === "!") break;
      c = "";
    }
    const name = s.slice(nameStart, c ? p - 1 : p);
    let conv = "";
    let spec = "";
    let expand = false;
    if (c === "!" || c === ":") {
      let needSpec = true;
      if (c === "!") {
        if (p >= end) valueError("end of string while looking for conversion specifier");
        conv = String.fromCodePoint(s.codePointAt(p)!);
        p += conv.length;
        if (p < end) {
          const d = s[p++];
          if (d === "}") needSpec = false;
          else if (d !== ":") valueError("expected ':' after conversion specifier");
        }
      }
      if (needSpec) {
        const specStart = p;
        let count = 1;
        let closed = false;
        while (p < end) {
          const d = s[p++];
          if (d === "{") {
            expand = true;
            count++;
          } else if (d === "}") {
            if (--count === 0) {
              spec = s.slice(specStart, p - 1);
              closed = true;
              break;
            }
          }
        }
        if (!closed) valueError("unmatched '{' in format spec");
      }
    } else if (c !== "}") valueError("expected '}' before end of string");
    // output_markup
    let obj = getFieldObject(name, args, kwargs, auto);
    if (conv) {
      const c = convert(obj, conv);
      Py_DECREF(obj);
      obj = c;
    }
    try {
      if (expand) spec = buildString(spec, args, kwargs, depth - 1, auto);
      const specObj = newStr(spec);
      const r = formatObject(obj, specObj) as PyStr;
      Py_DECREF(specObj);
      out += r.value;
      if (pieces !== undefined && pieces.fields++ === 0) pieces.first = r;
      else Py_DECREF(r);
    } finally {
      Py_DECREF(obj);
    }
  }
  return out;
}

/** str.format(*args, **kwargs). */
export function strFormat(self: PyStr, args: PyObject[], kw: string[] | null): PyObject {
  const nkw = kw ? kw.length : 0;
  const pos = args.slice(0, args.length - nkw);
  let kwargs: Kwargs = null;
  if (nkw > 0) {
    const m = new Map<string, PyObject>();
    for (let i = 0; i < nkw; i++) m.set(kw![i]!, args[pos.length + i]!);
    kwargs = (key) => {
      const v = m.get(key.value);
      if (v === undefined) throw newExceptionArgs(PyExc_KeyError, [key]);
      Py_INCREF(v);
      return v;
    };
  }
  return formatResult(self, (pieces) => buildString(self.value, pos, kwargs, 2, { state: 0, next: 0 }, pieces));
}

/**
 * The result of a format string as CPython's _PyUnicodeWriter gives it: when the whole output is
 * one piece written at once — the format string itself (no fields, no braces), or one field's
 * formatted str and no literal text — that str object itself, else a new one.
 */
function formatResult(self: PyStr, build: (pieces: Pieces) => string): PyObject {
  const pieces: Pieces = { literal: 0, fields: 0, first: null };
  let out: string;
  try {
    out = build(pieces);
  } catch (e) {
    if (pieces.first !== null) Py_DECREF(pieces.first);
    throw e;
  }
  const first = pieces.first;
  if (pieces.fields === 1 && pieces.literal === 0) return first!;
  if (first !== null) Py_DECREF(first);
  if (pieces.fields === 0 && !/[{}]/.test(self.value)) return (Py_INCREF(self), self);
  return newStr(out);
}

/** str.format_map(mapping). */
export function strFormatMap(self: PyStr, mapping: PyObject): PyObject {
  return formatResult(self, (pieces) => buildString(self.value, null, (key) => PyObject_GetItem(mapping, key), 2, { state: 0, next: 0 }, pieces));
}

let asciiHook: (o: PyObject) => PyObject = PyObject_Repr;
export function bindAscii(f: (o: PyObject) => PyObject): void {
  asciiHook = f;
}
