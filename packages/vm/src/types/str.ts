/** str behaviour (Objects/unicodeobject.c): operators, indexing, iteration and the common methods. */
import { PyObject, PyType, Py_INCREF, Py_DECREF, newStaticType, keepConstructFast } from "../objects/object.js";
import { None, NotImplemented } from "../objects/none.js";
import { newBool, True, False } from "../objects/bool.js";
import { PyStr, PyUnicode_Type, newStr, isStr, strHash, strLen, strIsBmp, internStr } from "../objects/str.js";
import { newInt } from "../objects/int.js";
import { newList, isList } from "../objects/list.js";
import { newTuple, isTuple, type PyTuple } from "../objects/tuple.js";
import { PySlice, PySlice_Type, sliceIndices } from "../objects/slice.js";
import { PyExc_ValueError, PyExc_IndexError, newException, typeError } from "../objects/exceptions.js";
import { addSlotWrappers } from "../objects/typeobject.js";
import { defMethod } from "../objects/descr.js";
import { Py_EQ, Py_NE, Py_LT, Py_LE, Py_GT, PyObject_Str, iterateToArray, typeName, asIndex } from "../abstract.js";
import { reprStr } from "@pyts/lexer";
import { parseArgs } from "../args.js";
import { seqIndex } from "./sequenceUtil.js";

export const PyUnicodeIter_Type = newStaticType("str_ascii_iterator", undefined, 0);

class PyStrIter extends PyObject {
  declare cps: string[];
  declare i: number;
  constructor(cps: string[]) {
    super(PyUnicodeIter_Type);
    this.cps = cps;
    this.i = 0;
  }
}

function S(o: PyObject): string {
  return (o as PyStr).value;
}

function argStr(fname: string, o: PyObject, n = 1): string {
  if (!isStr(o)) typeError(`${fname} arg ${n} must be str, not ${typeName(o)}`);
  return (o as PyStr).value;
}

function cmpStr(a: string, b: string): number {
  // code point order (UTF-16 order differs only for astral vs U+E000..FFFF)
  if (a === b) return 0;
  const ai = a[Symbol.iterator](), bi = b[Symbol.iterator]();
  for (;;) {
    const x = ai.next(), y = bi.next();
    if (x.done) return y.done ? 0 : -1;
    if (y.done) return 1;
    const cx = x.value.codePointAt(0)!, cy = y.value.codePointAt(0)!;
    if (cx !== cy) return cx < cy ? -1 : 1;
  }
}

function isSpace(c: string): boolean {
  return /\s/.test(c) || c === "\x1c" || c === "\x1d" || c === "\x1e" || c === "\x1f" || c === "\x85";
}

function stripChars(s: string, chars: PyObject | null | undefined, left: boolean, right: boolean): string {
  const test = chars == null || chars === None ? isSpace : (c: string) => S(chars).includes(c);
  let i = 0, j = s.length;
  if (left) while (i < j && test(s[i]!)) i++;
  if (right) while (j > i && test(s[j - 1]!)) j--;
  return s.slice(i, j);
}

function splitWhitespace(s: string, maxsplit: number): string[] {
  const out: string[] = [];
  let i = 0;
  const n = s.length;
  while (i < n) {
    while (i < n && isSpace(s[i]!)) i++;
    if (i >= n) break;
    if (maxsplit >= 0 && out.length === maxsplit) {
      let j = n;
      while (j > i && isSpace(s[j - 1]!)) j--;
      out.push(s.slice(i, j));
      return out;
    }
    let j = i;
    while (j < n && !isSpace(s[j]!)) j++;
    out.push(s.slice(i, j));
    i = j;
  }
  return out;
}

function strList(parts: string[]): PyObject {
  return newList(parts.map((p) => newStr(p)));
}

/** Slice a JS string by Python (code point) indices. */
export function strSlice(o: PyStr, start: number, stop: number, step: number, n: number): string {
  if (strIsBmp(o)) {
    const s = o.value;
    if (step === 1) return s.slice(start, stop);
    let r = "";
    for (let k = 0, i = start; k < n; k++, i += step) r += s[i];
    return r;
  }
  const cps = Array.from(o.value);
  let r = "";
  for (let k = 0, i = start; k < n; k++, i += step) r += cps[i];
  return r;
}

function strGetItem(o: PyObject, key: PyObject): PyObject {
  const s = o as PyStr;
  if (key.ob_type === PySlice_Type) {
    const [start, stop, step, n] = sliceIndices(key as PySlice, strLen(s));
    return newStr(strSlice(s, start, stop, step, n));
  }
  const i = seqIndex(key, strLen(s), "string");
  return newStr(strIsBmp(s) ? s.value[i]! : Array.from(s.value)[i]!);
}

function findArgs(fname: string, self: PyObject, args: PyObject[]): [string, string, number, number] {
  if (args.length < 1) typeError(`${fname}() takes at least 1 argument (0 given)`);
  const s = S(self);
  const sub = argStr(fname, args[0]!);
  const len = strLen(self as PyStr);
  let start = args.length > 1 && args[1] !== None ? asIndex(args[1]!) : 0;
  let end = args.length > 2 && args[2] !== None ? asIndex(args[2]!) : len;
  if (start < 0) start = Math.max(0, start + len);
  if (end < 0) end = Math.max(0, end + len);
  if (end > len) end = len;
  void s;
  return [S(self), sub, start, end];
}

function pyFind(s: string, sub: string, start: number, end: number, rev: boolean): number {
  if (start > end) return -1;
  const hay = s.slice(start, end);
  const i = rev ? hay.lastIndexOf(sub) : hay.indexOf(sub);
  return i < 0 ? -1 : i + start;
}

export function initStr(): void {
  const T = PyUnicode_Type;
  T.tp_alloc = (t) => new PyStr(t, "");
  T.tp_new = (type: PyType, args, kwnames) => {
    const [x] = parseArgs("str", args, kwnames, ["object", "encoding", "errors"], 0, 1);
    const v = x === null ? "" : PyObject_Str(x).value;
    if (type === PyUnicode_Type) return newStr(v);
    const o = type.tp_alloc(type) as PyStr;
    o.value = v;
    return o;
  };
  T.tp_repr = (o) => newStr(reprStr(S(o)));
  T.tp_str = (o) => (o.ob_type === PyUnicode_Type ? (Py_INCREF(o), o) : newStr(S(o)));
  T.tp_hash = (o) => strHash(o as PyStr);
  T.tp_richcompare = (a, b, op) => {
    if (!isStr(b)) return NotImplemented;
    const x = S(a), y = S(b);
    if (op === Py_EQ) return newBool(x === y);
    if (op === Py_NE) return newBool(x !== y);
    const c = cmpStr(x, y);
    return newBool(op === Py_LT ? c < 0 : op === Py_LE ? c <= 0 : op === Py_GT ? c > 0 : c >= 0);
  };
  T.sq_length = (o) => strLen(o as PyStr);
  T.sq_contains = (o, v) => {
    if (!isStr(v)) typeError(`'in <string>' requires string as left operand, not ${typeName(v)}`);
    return S(o).includes(S(v));
  };
  T.sq_concat = (a, b) => {
    if (!isStr(b)) typeError(`can only concatenate str (not "${typeName(b)}") to str`);
    return newStr(S(a) + S(b));
  };
  T.nb_binary[0] = (a, b) => (isStr(a) && isStr(b) ? newStr(S(a) + S(b)) : NotImplemented);
  T.sq_repeat = (o, n) => newStr(S(o).repeat(n));
  T.nb_binary[6] = (a, b) => (isStr(a) ? percentFormatHook(a as PyStr, b) : NotImplemented);
  T.mp_subscript = strGetItem;
  T.tp_iter = (o) => new PyStrIter(Array.from(S(o)));
  PyUnicodeIter_Type.tp_iter = (o) => (Py_INCREF(o), o);
  PyUnicodeIter_Type.tp_iternext = (o) => {
    const it = o as PyStrIter;
    return it.i < it.cps.length ? newStr(it.cps[it.i++]!) : null;
  };
  addSlotWrappers(T);
  addSlotWrappers(PyUnicodeIter_Type);

  defMethod(T, "join", (self, args) => {
    const items = iterateToArray(args[0]!);
    const parts: string[] = [];
    items.forEach((x, i) => {
      if (!isStr(x)) {
        items.forEach((y) => Py_DECREF(y));
        typeError(`sequence item ${i}: expected str instance, ${typeName(x)} found`);
      }
      parts.push(S(x));
    });
    items.forEach((y) => Py_DECREF(y));
    return newStr(parts.join(S(self)));
  });
  defMethod(T, "split", (self, args, kw) => {
    const [sep, maxsplitO] = parseArgs("split", args, kw, ["sep", "maxsplit"], 0);
    const maxsplit = maxsplitO === null ? -1 : asIndex(maxsplitO);
    const s = S(self);
    if (sep === null || sep === None) return strList(splitWhitespace(s, maxsplit));
    const d = argStr("split", sep);
    if (d === "") throw newException(PyExc_ValueError, "empty separator");
    const parts = s.split(d);
    if (maxsplit >= 0 && parts.length > maxsplit + 1) return strList([...parts.slice(0, maxsplit), parts.slice(maxsplit).join(d)]);
    return strList(parts);
  });
  defMethod(T, "rsplit", (self, args, kw) => {
    const [sep, maxsplitO] = parseArgs("rsplit", args, kw, ["sep", "maxsplit"], 0);
    const maxsplit = maxsplitO === null ? -1 : asIndex(maxsplitO);
    const s = S(self);
    if (sep === null || sep === None) {
      if (maxsplit < 0) return strList(splitWhitespace(s, -1));
      const rev = splitWhitespace([...s].reverse().join(""), maxsplit).map((p) => [...p].reverse().join("")).reverse();
      return strList(rev);
    }
    const d = argStr("rsplit", sep);
    const parts = s.split(d);
    if (maxsplit >= 0 && parts.length > maxsplit + 1) return strList([parts.slice(0, parts.length - maxsplit).join(d), ...parts.slice(parts.length - maxsplit)]);
    return strList(parts);
  });
  defMethod(T, "splitlines", (self, args) => {
    const keep = args.length > 0 && args[0] === True;
    const s = S(self);
    const out: string[] = [];
    const re = /\r\n|[\n\r\v\f\x1c\x1d\x1e\x85\u2028\u2029]/g;
    let last = 0;
    let m: RegExpExecArray | null;
    while ((m = re.exec(s))) {
      out.push(s.slice(last, keep ? m.index + m[0].length : m.index));
      last = m.index + m[0].length;
    }
    if (last < s.length) out.push(s.slice(last));
    return strList(out);
  });
  defMethod(T, "strip", (self, args) => newStr(stripChars(S(self), args[0], true, true)));
  defMethod(T, "lstrip", (self, args) => newStr(stripChars(S(self), args[0], true, false)));
  defMethod(T, "rstrip", (self, args) => newStr(stripChars(S(self), args[0], false, true)));
  defMethod(T, "upper", (self) => newStr(S(self).toUpperCase()));
  defMethod(T, "lower", (self) => newStr(S(self).toLowerCase()));
  defMethod(T, "casefold", (self) => newStr(S(self).toLowerCase()));
  defMethod(T, "swapcase", (self) => newStr([...S(self)].map((c) => (c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase())).join("")));
  defMethod(T, "capitalize", (self) => {
    const s = S(self);
    return newStr(s.length ? s[0]!.toUpperCase() + s.slice(1).toLowerCase() : s);
  });
  defMethod(T, "title", (self) => newStr(S(self).toLowerCase().replace(/(^|[^a-zA-Z\u00c0-\uffff])([a-z\u00e0-\uffff])/g, (_m, p: string, c: string) => p + c.toUpperCase())));
  defMethod(T, "replace", (self, args, kw) => {
    const [o, n, c] = parseArgs("replace", args, kw, ["old", "new", "count"], 2);
    const old = argStr("replace", o!, 1), nw = argStr("replace", n!, 2);
    let count = c === null ? -1 : asIndex(c);
    const s = S(self);
    if (count < 0) return newStr(old === "" ? [...s].map((ch) => nw + ch).join("") + nw : s.split(old).join(nw));
    let out = "";
    let i = 0;
    while (count > 0) {
      const j = old === "" ? (i <= s.length ? i : -1) : s.indexOf(old, i);
      if (j < 0) break;
      out += s.slice(i, j) + nw;
      if (old === "") {
        if (j < s.length) out += s[j];
        i = j + 1;
      } else i = j + old.length;
      count--;
    }
    return newStr(out + s.slice(i));
  });
  const prefixCheck = (name: string, ends: boolean) => (self: PyObject, args: PyObject[]) => {
    const [s, , start, end] = findArgs(name, self, [args[0] && isTuple(args[0]) ? newStr("") : args[0]!, ...args.slice(1)]);
    const hay = s.slice(start, end);
    const p = args[0]!;
    const test = (x: PyObject): boolean => {
      if (!isStr(x)) typeError(`${ends ? "endswith" : "startswith"} first arg must be str or a tuple of str, not ${typeName(x)}`);
      return ends ? hay.endsWith(S(x)) : hay.startsWith(S(x));
    };
    if (isTuple(p)) return newBool((p as PyTuple).items.some(test));
    return newBool(test(p));
  };
  defMethod(T, "startswith", prefixCheck("startswith", false));
  defMethod(T, "endswith", prefixCheck("endswith", true));
  defMethod(T, "find", (self, args) => newInt(pyFind(...findArgs("find", self, args), false)));
  defMethod(T, "rfind", (self, args) => newInt(pyFind(...findArgs("rfind", self, args), true)));
  defMethod(T, "index", (self, args) => {
    const r = pyFind(...findArgs("index", self, args), false);
    if (r < 0) throw newException(PyExc_ValueError, "substring not found");
    return newInt(r);
  });
  defMethod(T, "rindex", (self, args) => {
    const r = pyFind(...findArgs("rindex", self, args), true);
    if (r < 0) throw newException(PyExc_ValueError, "substring not found");
    return newInt(r);
  });
  defMethod(T, "count", (self, args) => {
    const [s, sub, start, end] = findArgs("count", self, args);
    const hay = s.slice(start, end);
    if (sub === "") return newInt(hay.length + 1);
    return newInt(hay.split(sub).length - 1);
  });
  const pred = (name: string, re: RegExp) => defMethod(T, name, (self) => newBool(S(self).length > 0 && re.test(S(self))));
  pred("isdigit", /^\p{Nd}+$/u);
  pred("isdecimal", /^\p{Nd}+$/u);
  pred("isnumeric", /^\p{N}+$/u);
  pred("isalpha", /^\p{L}+$/u);
  pred("isalnum", /^[\p{L}\p{N}]+$/u);
  pred("isspace", /^\s+$/u);
  defMethod(T, "isidentifier", (self) => newBool(/^[\p{L}_][\p{L}\p{N}_]*$/u.test(S(self))));
  defMethod(T, "isascii", (self) => newBool(/^[\x00-\x7f]*$/.test(S(self))));
  defMethod(T, "isupper", (self) => newBool(/\p{Lu}/u.test(S(self)) && !/\p{Ll}/u.test(S(self))));
  defMethod(T, "islower", (self) => newBool(/\p{Ll}/u.test(S(self)) && !/\p{Lu}/u.test(S(self))));
  const pad = (name: string, f: (s: string, w: number, c: string) => string) =>
    defMethod(T, name, (self, args) => {
      const w = asIndex(args[0]!);
      const c = args.length > 1 ? S(args[1]!) : " ";
      if ([...c].length !== 1) typeError("The fill character must be exactly one character long");
      const s = S(self);
      const n = strLen(self as PyStr);
      return newStr(w <= n ? s : f(s, w - n, c));
    });
  pad("ljust", (s, k, c) => s + c.repeat(k));
  pad("rjust", (s, k, c) => c.repeat(k) + s);
  pad("center", (s, k, c) => {
    const left = Math.floor(k / 2) + (k & strLen(newStr(s)) & 1);
    return c.repeat(left) + s + c.repeat(k - left);
  });
  defMethod(T, "zfill", (self, args) => {
    const w = asIndex(args[0]!);
    let s = S(self);
    if (s.length >= w) return newStr(s);
    let sign = "";
    if (s[0] === "+" || s[0] === "-") {
      sign = s[0];
      s = s.slice(1);
    }
    return newStr(sign + "0".repeat(w - s.length - sign.length) + s);
  });
  const partition = (name: string, rev: boolean) =>
    defMethod(T, name, (self, args) => {
      const s = S(self);
      const sep = argStr(name, args[0]!);
      if (sep === "") throw newException(PyExc_ValueError, "empty separator");
      const i = rev ? s.lastIndexOf(sep) : s.indexOf(sep);
      if (i < 0) return newTuple(rev ? [newStr(""), newStr(""), newStr(s)] : [newStr(s), newStr(""), newStr("")]);
      return newTuple([newStr(s.slice(0, i)), newStr(sep), newStr(s.slice(i + sep.length))]);
    });
  partition("partition", false);
  partition("rpartition", true);
  defMethod(T, "removeprefix", (self, args) => {
    const s = S(self), p = argStr("removeprefix", args[0]!);
    return newStr(p && s.startsWith(p) ? s.slice(p.length) : s);
  });
  defMethod(T, "removesuffix", (self, args) => {
    const s = S(self), p = argStr("removesuffix", args[0]!);
    return newStr(p && s.endsWith(p) ? s.slice(0, s.length - p.length) : s);
  });
  defMethod(T, "format", (self, args, kw) => strFormatHook(self as PyStr, args, kw));
  defMethod(T, "__format__", (self, args) => formatStrHook(S(self), S(args[0]!)));
  defMethod(T, "encode", (self) => encodeHook(S(self)));
  defMethod(T, "expandtabs", (self, args) => {
    const ts = args.length ? asIndex(args[0]!) : 8;
    let out = "", col = 0;
    for (const c of S(self)) {
      if (c === "\t") {
        const k = ts > 0 ? ts - (col % ts) : 0;
        out += " ".repeat(k);
        col += k;
      } else if (c === "\n" || c === "\r") {
        out += c;
        col = 0;
      } else {
        out += c;
        col++;
      }
    }
    return newStr(out);
  });
  void internStr;
  void isList;
  void False;
  void PyExc_IndexError;
}

let percentFormatHook: (s: PyStr, args: PyObject) => PyObject = () => NotImplemented;
let strFormatHook: (s: PyStr, args: PyObject[], kw: string[] | null) => PyObject = () => None;
let formatStrHook: (s: string, spec: string) => PyObject = () => None;
let encodeHook: (s: string) => PyObject = () => None;
export function bindStrHooks(h: { percent: typeof percentFormatHook; format: typeof strFormatHook; formatStr: typeof formatStrHook; encode: typeof encodeHook }): void {
  percentFormatHook = h.percent;
  strFormatHook = h.format;
  formatStrHook = h.formatStr;
  encodeHook = h.encode;
}

keepConstructFast(PyStrIter);
