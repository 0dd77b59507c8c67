/**
 * `_string` (Objects/stringlib/unicode_format.h's MarkupIterator and FieldNameIterator, exposed
 * by Objects/unicodeobject.c): the parsers string.Formatter is built on.
 * `formatter_parser(s)` yields (literal_text, field_name, format_spec, conversion) for each piece
 * of a format string; `formatter_field_name_split(name)` gives a field name's first part and an
 * iterator of (is_attribute, key) for the `.attr` and `[key]` parts after it.
 */
import { PyObject, Py_INCREF, Py_DECREF } from "../objects/object.js";
import { None } from "../objects/none.js";
import { True, False } from "../objects/bool.js";
import { newInt } from "../objects/int.js";
import { internStr, newStr, isStr, type PyStr } from "../objects/str.js";
import { newList } from "../objects/list.js";
import { newTuple } from "../objects/tuple.js";
import { dictSetItem } from "../objects/dict.js";
import { PyModule, newModule } from "../objects/module.js";
import { newCFunction } from "../objects/descr.js";
import { typeError, valueError } from "../objects/exceptions.js";
import { PyObject_GetIter, typeName } from "../abstract.js";
import { parseArgs } from "../args.js";

type Piece = [literal: string, field: { name: string; spec: string; conv: string | null } | null];

/** MarkupIterator: every piece of `s` (raising ValueError as str.format does for bad markup). */
export function parseMarkup(s: string): Piece[] {
  const out: Piece[] = [];
  let p = 0;
  const end = s.length;
  while (p < end) {
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
        // a doubled brace: one of it is literal text, and this piece has no field
        p++;
        markup = false;
      } else len--;
    }
    const literal = s.slice(start, start + len);
    if (!markup) {
      out.push([literal, null]);
      continue;
    }
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
    let conv: string | null = null;
    let spec = "";
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
          if (d === "{") count++;
          else if (d === "}" && --count === 0) {
            spec = s.slice(specStart, p - 1);
            closed = true;
            break;
          }
        }
        if (!closed) valueError("unmatched '{' in format spec");
      }
    } else if (c !== "}") valueError("expected '}' before end of string");
    out.push([literal, { name, spec, conv }]);
  }
  return out;
}

/** A field name part: an int when it is all decimal digits, else the str. */
function autoNumber(s: string): PyObject {
  return /^[0-9]+$/.test(s) ? newInt(Number(s)) : newStr(s);
}

/** FieldNameIterator: the first part of `name` and its (is_attribute, key) parts. */
function splitFieldName(name: string): [PyObject, PyObject[]] {
  let i = 0;
  while (i < name.length && name[i] !== "." && name[i] !== "[") i++;
  const first = autoNumber(name.slice(0, i));
  const rest: PyObject[] = [];
  while (i < name.length) {
    const c = name[i++]!;
    if (c === ".") {
      const s = i;
      while (i < name.length && name[i] !== "." && name[i] !== "[") i++;
      if (i === s) valueError("Empty attribute in format string");
      rest.push(newTuple([(Py_INCREF(True), True), newStr(name.slice(s, i))]));
    } else if (c === "[") {
      const s = i;
      while (i < name.length && name[i] !== "]") i++;
      if (i >= name.length) valueError("Missing ']' in format string");
      const key = name.slice(s, i++);
      if (key === "") valueError("Empty attribute in format string");
      rest.push(newTuple([(Py_INCREF(False), False), autoNumber(key)]));
      if (i < name.length && name[i] !== "." && name[i] !== "[") valueError("Only '.' or '[' may follow ']' in format field specifier");
    } else {
      valueError("Only '.' or '[' may follow ']' in format field specifier");
    }
  }
  return [first, rest];
}

function strArg(fname: string, args: PyObject[], kw: string[] | null): string {
  const [s] = parseArgs(fname, args, kw, ["string"], 1, 1);
  if (!isStr(s!)) typeError(`${fname}() argument must be str, not ${typeName(s!)}`);
  return (s as PyStr).value;
}

function iterOf(items: PyObject[]): PyObject {
  const l = newList(items);
  const it = PyObject_GetIter(l);
  Py_DECREF(l);
  return it;
}

export function makeString_(): PyModule {
  const mod = newModule("_string");
  const d = mod.dict!;
  const strOrNone = (s: string | null) => (s === null ? (Py_INCREF(None), None) : newStr(s));
  dictSetItem(d, internStr("formatter_parser"), newCFunction("formatter_parser", (_s, args, kw) => {
    const pieces = parseMarkup(strArg("formatter_parser", args, kw));
    return iterOf(pieces.map(([lit, f]) => newTuple([newStr(lit), strOrNone(f?.name ?? null), strOrNone(f?.spec ?? null), strOrNone(f?.conv ?? null)])));
  }, mod));
  dictSetItem(d, internStr("formatter_field_name_split"), newCFunction("formatter_field_name_split", (_s, args, kw) => {
    const [first, rest] = splitFieldName(strArg("formatter_field_name_split", args, kw));
    return newTuple([first, iterOf(rest)]);
  }, mod));
  return mod;
}
