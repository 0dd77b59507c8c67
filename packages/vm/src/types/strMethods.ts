/**
 * str's methods (Objects/unicodeobject.c): searching, splitting, stripping, padding, case
 * mapping, the is* predicates, translate/maketrans. Arguments and messages as CPython's clinic.
 */
import { PyObject, PyType, Py_DECREF, Py_INCREF } from "../objects/object.js";
import { None } from "../objects/none.js";
import { newBool } from "../objects/bool.js";
import { PyStr, newStr, newStrFresh, isStr, strIsBmp, PyUnicode_Type } from "../objects/str.js";
import { newInt, isInt } from "../objects/int.js";
import { newList, PyList_Type, type PyList } from "../objects/list.js";
import { newTuple, isTuple, PyTuple_Type, type PyTuple } from "../objects/tuple.js";
import { newDict, isDict, dictSetItem, type PyDict } from "../objects/dict.js";
import { PyExc_ValueError, PyExc_LookupError, newException, typeError, PyBaseExceptionObject } from "../objects/exceptions.js";
import { defMethod, defStaticMethod } from "../objects/descr.js";
import { typeName, asIndex, asSsize, asCInt, PyObject_GetIter, PyIter_Next, PyObject_GetItem, PyObject_IsTrue } from "../abstract.js";
import { parseArgs, checkedMethod, defMethodO, defMethodNoArgs, badArgument } from "../args.js";
import * as U from "../unicodectype.js";
import { strTranslate } from "./strTranslate.js";
import { S, argStr, sliceIndexArg, adjustIndices, cpSlice, unitToCp, lenOf } from "./strutil.js";

const cpsOf = (o: PyObject): number[] => U.codePoints(S(o));
const str = (cps: readonly number[]): PyObject => newStr(U.fromCodePoints(cps));

function isAscii(s: string): boolean {
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) > 0x7f) return false;
  return true;
}

function strList(parts: string[]): PyObject {
  return newList(parts.map((p) => newStr(p)));
}

/**
 * A split's result: `[self]` itself (not a copy) where CPython's stringlib gives the string
 * object back as the only item — `whole` true and `self` an exact str (a subclass's is copied).
 */
function splitResult(self: PyObject, parts: string[], whole: boolean): PyObject {
  if (whole && parts.length === 1 && self.ob_type === PyUnicode_Type) return (Py_INCREF(self), newList([self]));
  return strList(parts);
}

/** Parses (sub, start=None, end=None) of find/index/count and returns the searched window. */
function findWindow(name: string, self: PyObject, args: PyObject[]): { sub: string; start: number; end: number; hay: string } {
  const sub = argStr(name, args[0]!);
  const len = lenOf(self);
  const [start, end] = adjustIndices(sliceIndexArg(args[1], 0), sliceIndexArg(args[2], len), len);
  return { sub, start, end, hay: start <= len ? cpSlice(self as PyStr, start, end) : "" };
}

/**
 * find/rfind of `sub` in [start, end) of a str without astral characters, searched in place
 * (no copy of the window): the first match at or after start, kept when it ends by `end`.
 */
function findBmp(s: string, sub: string, start: number, end: number, rev: boolean): number {
  if (start > s.length || end - start < sub.length) return -1;
  if (rev) {
    const i = s.lastIndexOf(sub, end - sub.length);
    return i >= start ? i : -1;
  }
  const i = s.indexOf(sub, start);
  return i >= 0 && i + sub.length <= end ? i : -1;
}

function find(name: string, self: PyObject, args: PyObject[], rev: boolean): number {
  if (strIsBmp(self as PyStr)) {
    const sub = argStr(name, args[0]!);
    const s = S(self);
    const [start, end] = adjustIndices(sliceIndexArg(args[1], 0), sliceIndexArg(args[2], s.length), s.length);
    return findBmp(s, sub, start, end, rev);
  }
  const { sub, start, end, hay } = findWindow(name, self, args);
  if (start > lenOf(self) || end - start < 0) return -1;
  if (sub === "") return rev ? end : start;
  const i = rev ? hay.lastIndexOf(sub) : hay.indexOf(sub);
  if (i < 0) return -1;
  return start + (strIsBmp(self as PyStr) ? i : unitToCp(hay, i));
}

/** find with the one argument `sub` (the whole string searched). */
function find1(name: string, self: PyObject, sub: PyObject, rev: boolean): number {
  if (strIsBmp(self as PyStr) && isStr(sub)) {
    const s = S(self);
    return findBmp(s, S(sub), 0, s.length, rev);
  }
  return find(name, self, [sub], rev);
}

function countSub(hay: string, sub: string, max = Infinity): number {
  let n = 0;
  for (let i = hay.indexOf(sub); i >= 0 && n < max; i = hay.indexOf(sub, i + sub.length)) n++;
  return n;
}

function tailMatch(name: string, self: PyObject, args: PyObject[], ends: boolean): PyObject {
  const len = lenOf(self);
  const [start, end] = adjustIndices(sliceIndexArg(args[1], 0), sliceIndexArg(args[2], len), len);
  const test = (x: string): boolean => {
    const n = U.codePoints(x).length;
    if (end - n < start) return false;
    if (n === 0) return true;
    const hay = cpSlice(self as PyStr, start, end);
    return ends ? hay.endsWith(x) : hay.startsWith(x);
  };
  const p = args[0]!;
  if (isTuple(p)) {
    for (const x of (p as PyTuple).items) {
      if (!isStr(x)) typeError(`tuple for ${name} must only contain str, not ${typeName(x)}`);
      if (test(S(x))) return newBool(true);
    }
    return newBool(false);
  }
  if (!isStr(p)) typeError(`${name} first arg must be str or a tuple of str, not ${typeName(p)}`);
  return newBool(test(S(p)));
}

/** str.split() on whitespace; a str without astral characters is split as its JS string (no code-point array). */
function splitWhitespaceOf(self: PyObject, maxsplit: number): string[] {
  return strIsBmp(self as PyStr) ? splitWhitespace(S(self), null, maxsplit) : splitWhitespace("", cpsOf(self), maxsplit);
}

/**
 * str.split() on whitespace: the words of `s` (a string of BMP characters, indexed by UTF-16 unit),
 * or of the code points `cps` when given (a string with astral characters); the character read
 * in place rather than through a callback, as this runs for every character.
 */
function splitWhitespace(s: string, cps: number[] | null, maxsplit: number): string[] {
  const n = cps === null ? s.length : cps.length;
  const at = (i: number): number => (cps === null ? s.charCodeAt(i) : cps[i]!);
  const cut = (j: number, i: number): string => (cps === null ? s.slice(j, i) : U.fromCodePoints(cps.slice(j, i)));
  const out: string[] = [];
  let i = 0;
  let count = maxsplit < 0 ? Infinity : maxsplit;
  while (count-- > 0) {
    while (i < n && U.isSpace(at(i))) i++;
    if (i === n) break;
    const j = i;
    while (i < n && !U.isSpace(at(i))) i++;
    out.push(cut(j, i));
  }
  if (i < n) {
    while (i < n && U.isSpace(at(i))) i++;
    if (i !== n) out.push(cut(i, n));
  }
  return out;
}

function rsplitWhitespace(cps: number[], maxsplit: number): string[] {
  const out: string[] = [];
  let i = cps.length - 1;
  let count = maxsplit < 0 ? Infinity : maxsplit;
  while (count-- > 0) {
    while (i >= 0 && U.isSpace(cps[i]!)) i--;
    if (i < 0) break;
    const j = i;
    while (i >= 0 && !U.isSpace(cps[i]!)) i--;
    out.push(U.fromCodePoints(cps.slice(i + 1, j + 1)));
  }
  if (i >= 0) {
    while (i >= 0 && U.isSpace(cps[i]!)) i--;
    if (i >= 0) out.push(U.fromCodePoints(cps.slice(0, i + 1)));
  }
  return out.reverse();
}

function splitArgs(name: string, args: PyObject[], kw: string[] | null): [string | null, number] {
  const [sep, ms] = parseArgs(name, args, kw, ["sep", "maxsplit"], 0, 0);
  const maxsplit = ms === null ? -1 : asSsize(ms);
  if (sep === null || sep === None) return [null, maxsplit < 0 ? -1 : maxsplit];
  if (!isStr(sep)) typeError(`must be str or None, not ${typeName(sep)}`);
  if (S(sep) === "") throw newException(PyExc_ValueError, "empty separator");
  return [S(sep), maxsplit < 0 ? -1 : maxsplit];
}

/** The test for the characters strip's argument `a` names (None or absent: whitespace). */
function stripTest(name: string, a: PyObject | undefined): ((c: number) => boolean) {
  if (a === undefined || a === None) return U.isSpace;
  if (!isStr(a)) typeError(`${name} arg must be None or str`);
  const chars = S(a);
  // `w.strip(".")` in a loop: the test for the last chars given is kept
  if (chars !== lastStripChars) {
    lastStripChars = chars;
    const cps = U.codePoints(chars);
    if (cps.length === 1) {
      // one character (`w.strip(".")`): a comparison, not a set lookup
      const only = cps[0]!;
      lastStripTest = (c) => c === only;
    } else {
      const set = new Set(cps);
      lastStripTest = (c) => set.has(c);
    }
  }
  return lastStripTest;
}
let lastStripChars = "";
let lastStripTest: (c: number) => boolean = () => false;

function strip(self: PyObject, test: (c: number) => boolean, left: boolean, right: boolean): PyObject {
  if (strIsBmp(self as PyStr)) {
    // no astral characters: JS string indices are code points
    const s = S(self);
    let i = 0, j = s.length;
    if (left) while (i < j && test(s.charCodeAt(i))) i++;
    if (right) while (j > i && test(s.charCodeAt(j - 1))) j--;
    if (i === 0 && j === s.length && self.ob_type === PyUnicode_Type) return (Py_INCREF(self), self);
    return newStr(s.slice(i, j));
  }
  const cps = cpsOf(self);
  let i = 0, j = cps.length;
  if (left) while (i < j && test(cps[i]!)) i++;
  if (right) while (j > i && test(cps[j - 1]!)) j--;
  if (i === 0 && j === cps.length && self.ob_type === PyUnicode_Type) return (Py_INCREF(self), self);
  return str(cps.slice(i, j));
}

function padArgs(args: PyObject[]): [number, number] {
  const w = asSsize(args[0]!);
  let fill = 32;
  if (args.length > 1) {
    const f = args[1]!;
    if (!isStr(f)) typeError(`The fill character must be a unicode character, not ${typeName(f)}`);
    const c = U.codePoints(S(f));
    if (c.length !== 1) typeError("The fill character must be exactly one character long");
    fill = c[0]!;
  }
  return [w, fill];
}

function selfOrCopy(self: PyObject): PyObject {
  if (self.ob_type === PyUnicode_Type) return (Py_INCREF(self), self);
  return newStr(S(self));
}

function pad(self: PyObject, left: number, right: number, fill: number): PyObject {
  const f = String.fromCodePoint(fill);
  return newStr(f.repeat(left) + S(self) + f.repeat(right));
}

const ISPRED: [string, (c: number) => boolean, boolean][] = [
  ["isalpha", U.isAlpha, false], ["isalnum", U.isAlnum, false], ["isdecimal", U.isDecimal, false], ["isdigit", U.isDigit, false],
  ["isnumeric", U.isNumeric, false], ["isspace", U.isSpace, false], ["isprintable", U.isPrintable, true], ["isascii", (c) => c < 0x80, true],
];

export function initStrMethods(): void {
  const T = PyUnicode_Type;
  defMethod(T, "find", checkedMethod("str.find", [1, 3], (self, args) => newInt(find("find", self, args, false)))).implO = (self, sub) => newInt(find1("find", self, sub, false));
  defMethod(T, "rfind", checkedMethod("str.rfind", [1, 3], (self, args) => newInt(find("rfind", self, args, true)))).implO = (self, sub) => newInt(find1("rfind", self, sub, true));
  defMethod(T, "index", checkedMethod("str.index", [1, 3], (self, args) => {
    const r = find("index", self, args, false);
    if (r < 0) throw newException(PyExc_ValueError, "substring not found");
    return newInt(r);
  }));
  defMethod(T, "rindex", checkedMethod("str.rindex", [1, 3], (self, args) => {
    const r = find("rindex", self, args, true);
    if (r < 0) throw newException(PyExc_ValueError, "substring not found");
    return newInt(r);
  }));
  defMethod(T, "count", checkedMethod("str.count", [1, 3], (self, args) => {
    const { sub, start, end, hay } = findWindow("count", self, args);
    if (start > lenOf(self) || end < start) return newInt(0);
    if (sub === "") return newInt(end - start + 1);
    return newInt(countSub(hay, sub));
  }));
  defMethod(T, "startswith", checkedMethod("str.startswith", [1, 3], (self, args) => tailMatch("startswith", self, args, false)));
  defMethod(T, "endswith", checkedMethod("str.endswith", [1, 3], (self, args) => tailMatch("endswith", self, args, true)));

  defMethod(T, "split", (self, args, kw) => {
    const [sep, maxsplit] = splitArgs("split", args, kw);
    // the string itself when it is one word with no whitespace around (split_whitespace's first
    // word spanning it), or when no separator was split at (stringlib split's count == 0)
    if (sep === null) {
      const words = splitWhitespaceOf(self, maxsplit);
      return splitResult(self, words, maxsplit !== 0 && words[0]?.length === S(self).length);
    }
    // a separator longer than the string: the string itself, a subclass's too (split()'s len1 < len2)
    if (lenOf(self) < U.codePoints(sep).length) return (Py_INCREF(self), newList([self]));
    const parts = S(self).split(sep);
    if (maxsplit >= 0 && parts.length > maxsplit + 1) return splitResult(self, [...parts.slice(0, maxsplit), parts.slice(maxsplit).join(sep)], maxsplit === 0);
    return splitResult(self, parts, true);
  });
  defMethod(T, "rsplit", (self, args, kw) => {
    const [sep, maxsplit] = splitArgs("rsplit", args, kw);
    if (sep === null) {
      const words = rsplitWhitespace(cpsOf(self), maxsplit);
      return splitResult(self, words, maxsplit !== 0 && words[0]?.length === S(self).length);
    }
    if (lenOf(self) < U.codePoints(sep).length) return (Py_INCREF(self), newList([self]));
    const s = S(self);
    const out: string[] = [];
    let end = s.length;
    while (maxsplit < 0 || out.length < maxsplit) {
      const i = end - sep.length < 0 ? -1 : s.lastIndexOf(sep, end - sep.length);
      if (i < 0) break;
      out.push(s.slice(i + sep.length, end));
      end = i;
    }
    out.push(s.slice(0, end));
    return splitResult(self, out.reverse(), true);
  });
  defMethod(T, "splitlines", (self, args, kw) => {
    const [k] = parseArgs("splitlines", args, kw, ["keepends"], 0, 0);
    const keep = k !== null && PyObject_IsTrue(k);
    const cps = cpsOf(self);
    const out: string[] = [];
    let i = 0;
    const n = cps.length;
    while (i < n) {
      const j = i;
      while (i < n && !U.isLinebreak(cps[i]!)) i++;
      let eol = i;
      if (i < n) {
        if (cps[i] === 13 && i + 1 < n && cps[i + 1] === 10) i += 2;
        else i++;
        if (keep) eol = i;
      }
      out.push(U.fromCodePoints(cps.slice(j, eol)));
    }
    // the string itself when its first line (with its line break if kept) is all of it
    return splitResult(self, out, out.length === 1 && U.codePoints(out[0]!).length === cps.length);
  });
  for (const [name, l, r] of [["strip", true, true], ["lstrip", true, false], ["rstrip", false, true]] as const) {
    const d = defMethod(T, name, checkedMethod(`str.${name}`, [0, 1], (self, args) => strip(self, stripTest(name, args[0]), l, r)));
    d.impl0 = (self) => strip(self, U.isSpace, l, r);
    d.implO = (self, chars) => strip(self, stripTest(name, chars), l, r);
  }
  const partition = (name: string, rev: boolean) =>
    defMethodO(T, name, (self, sepObj) => {
      const s = S(self);
      if (!isStr(sepObj)) typeError(`must be str, not ${typeName(sepObj)}`);
      const sep = S(sepObj);
      if (sep === "") throw newException(PyExc_ValueError, "empty separator");
      const i = rev ? s.lastIndexOf(sep) : s.indexOf(sep);
      if (i < 0) return newTuple(rev ? [newStr(""), newStr(""), selfOrCopy(self)] : [selfOrCopy(self), newStr(""), newStr("")]);
      return newTuple([newStr(s.slice(0, i)), newStr(sep), newStr(s.slice(i + sep.length))]);
    });
  partition("partition", false);
  partition("rpartition", true);

  // ascii: the JS mapping of an ASCII-only string (CPython's ascii_upper_or_lower fast path)
  // case mappings build a new string (ascii_upper_or_lower / case_operation)
  const caseOp = (name: string, f: (cps: number[]) => number[], ascii?: (s: string) => string) =>
    defMethodNoArgs(T, name, (self) => {
      if (ascii !== undefined && isAscii(S(self))) return newStrFresh(ascii(S(self)));
      return newStrFresh(U.fromCodePoints(f(cpsOf(self))));
    });
  caseOp("upper", U.strUpper, (s) => s.toUpperCase());
  caseOp("lower", U.strLower, (s) => s.toLowerCase());
  caseOp("casefold", U.strCasefold, (s) => s.toLowerCase());
  caseOp("title", U.strTitle, asciiTitle);
  caseOp("capitalize", U.strCapitalize, (s) => s.slice(0, 1).toUpperCase() + s.slice(1).toLowerCase());
  caseOp("swapcase", U.strSwapcase, asciiSwapcase);
  const boolOp = (name: string, f: (cps: number[]) => boolean) =>
    defMethodNoArgs(T, name, (self) => newBool(f(cpsOf(self))));
  for (const [name, p, emptyTrue] of ISPRED) boolOp(name, (cps) => (cps.length > 0 || emptyTrue) && cps.every(p));
  boolOp("islower", U.strIsLower);
  boolOp("isupper", U.strIsUpper);
  boolOp("istitle", U.strIsTitle);
  boolOp("isidentifier", (cps) => cps.length > 0 && U.isXidStart(cps[0]!) && cps.every((c, i) => i === 0 || U.isXidContinue(c)));

  defMethodO(T, "join", (self, seq) => {
    const sep = S(self);
    if (seq.ob_type === PyList_Type || seq.ob_type === PyTuple_Type) {
      // PySequence_Fast: an exact list or tuple is read in place, without an iterator
      const xs = (seq as PyList).items;
      // a single exact str is the result itself (_PyUnicode_JoinArray)
      if (xs.length === 1 && xs[0]!.ob_type === PyUnicode_Type) return (Py_INCREF(xs[0]!), xs[0]!);
      const parts = new Array<string>(xs.length);
      for (let k = 0; k < xs.length; k++) {
        const x = xs[k]!;
        if (!isStr(x)) typeError(`sequence item ${k}: expected str instance, ${typeName(x)} found`);
        parts[k] = (x as PyStr).value;
      }
      return newStr(parts.join(sep));
    }
    let it: PyObject;
    try {
      it = PyObject_GetIter(seq);
    } catch (e) {
      if (e instanceof PyBaseExceptionObject && e.ob_type.tp_name === "TypeError") typeError("can only join an iterable");
      throw e;
    }
    const parts: string[] = [];
    let first: PyObject | null = null;
    try {
      for (let x = PyIter_Next(it); x !== null; x = PyIter_Next(it)) {
        if (!isStr(x)) {
          const tn = typeName(x);
          Py_DECREF(x);
          typeError(`sequence item ${parts.length}: expected str instance, ${tn} found`);
        }
        parts.push(S(x));
        if (parts.length === 1 && x.ob_type === PyUnicode_Type) first = x;
        else Py_DECREF(x);
        if (parts.length === 2 && first !== null) {
          Py_DECREF(first);
          first = null;
        }
      }
    } catch (e) {
      if (first !== null) Py_DECREF(first);
      throw e;
    } finally {
      Py_DECREF(it);
    }
    // a single exact str is the result itself (PySequence_Fast, then _PyUnicode_JoinArray)
    if (first !== null) return first;
    return newStr(parts.join(sep));
  });
  const replace = (self: PyObject, o: PyObject, n: PyObject, c: PyObject | null): PyObject => {
    const old = argStr("replace", o, 1), nw = argStr("replace", n, 2);
    let count = c === null ? -1 : asSsize(c);
    if (count < 0) count = Infinity;
    const s = S(self);
    // no change: no count, or old and new the same object (replace()'s str1 == str2)
    if (count === 0 || o === n) return selfOrCopy(self);
    if (old !== "" && count === Infinity) {
      // every occurrence: the platform's split and join (one pass each, no string built per match)
      if (!s.includes(old)) return selfOrCopy(self);
      return newStrFresh(s.split(old).join(nw));
    }
    if (old === "") {
      const cps = Array.from(s);
      let out = "";
      let k = 0;
      for (let i = 0; i <= cps.length; i++) {
        if (k < count) {
          out += nw;
          k++;
        }
        if (i < cps.length) out += cps[i];
      }
      return newStrFresh(out);
    }
    let out = "";
    let i = 0;
    while (count > 0) {
      const j = s.indexOf(old, i);
      if (j < 0) break;
      out += s.slice(i, j) + nw;
      i = j + old.length;
      count--;
    }
    if (i === 0 && out === "") return selfOrCopy(self);
    return newStrFresh(out + s.slice(i));
  };
  defMethod(T, "replace", (self, args, kw) => {
    const [o, n, c] = parseArgs("replace", args, kw, ["old", "new", "count"], 2, 2);
    return replace(self, o!, n!, c);
  }).impl2 = (self, o, n) => replace(self, o, n, null);
  defMethodO(T, "removeprefix", (self, prefix) => {
    if (!isStr(prefix)) badArgument("removeprefix", "argument", "str", prefix);
    const s = S(self), p = S(prefix);
    return p && s.startsWith(p) ? newStr(s.slice(p.length)) : selfOrCopy(self);
  });
  defMethodO(T, "removesuffix", (self, suffix) => {
    if (!isStr(suffix)) badArgument("removesuffix", "argument", "str", suffix);
    const s = S(self), p = S(suffix);
    return p && s.endsWith(p) ? newStr(s.slice(0, s.length - p.length)) : selfOrCopy(self);
  });
  defMethod(T, "ljust", checkedMethod("str.ljust", [1, 2], (self, args) => {
    const [w, f] = padArgs(args);
    const n = lenOf(self);
    return w <= n ? selfOrCopy(self) : pad(self, 0, w - n, f);
  }));
  defMethod(T, "rjust", checkedMethod("str.rjust", [1, 2], (self, args) => {
    const [w, f] = padArgs(args);
    const n = lenOf(self);
    return w <= n ? selfOrCopy(self) : pad(self, w - n, 0, f);
  }));
  defMethod(T, "center", checkedMethod("str.center", [1, 2], (self, args) => {
    const [w, f] = padArgs(args);
    const n = lenOf(self);
    if (w <= n) return selfOrCopy(self);
    const marg = w - n;
    const left = (marg >> 1) + (marg & w & 1);
    return pad(self, left, marg - left, f);
  }));
  defMethodO(T, "zfill", (self, width) => {
    const w = asSsize(width);
    const n = lenOf(self);
    if (w <= n) return selfOrCopy(self);
    const s = S(self);
    const fill = "0".repeat(w - n);
    if (s[0] === "+" || s[0] === "-") return newStr(s[0] + fill + s.slice(1));
    return newStr(fill + s);
  });
  defMethod(T, "expandtabs", (self, args, kw) => {
    const [t] = parseArgs("expandtabs", args, kw, ["tabsize"], 0, 0);
    const ts = t === null ? 8 : asCInt(t);
    // no tab: the string itself (unicode_result_unchanged)
    if (!S(self).includes("\t") && self.ob_type === PyUnicode_Type) return (Py_INCREF(self), self);
    let out = "", col = 0;
    for (const c of S(self)) {
      if (c === "\t") {
        if (ts > 0) {
          const k = ts - (col % ts);
          out += " ".repeat(k);
          col += k;
        }
      } else {
        out += c;
        col = c === "\n" || c === "\r" ? 0 : col + 1;
      }
    }
    return newStr(out);
  });
  defMethodO(T, "translate", strTranslate);
  defStaticMethod(T, "maketrans", checkedMethod("str.maketrans", [1, 3], (_self, args) => {
    const d = newDict() as PyDict;
    const set = (k: number, v: PyObject) => {
      const key = newInt(k);
      dictSetItem(d, key, v);
      Py_DECREF(key);
    };
    if (args.length === 1) {
      const m = args[0]!;
      if (!isDict(m)) typeError("if you give only one argument to maketrans it must be a dict");
      const it = PyObject_GetIter(m);
      for (let k = PyIter_Next(it); k !== null; k = PyIter_Next(it)) {
        const v = PyObject_GetItem(m, k);
        if (isStr(k)) {
          const c = U.codePoints(S(k));
          if (c.length !== 1) throw newException(PyExc_ValueError, "string keys in translate table must be of length 1");
          set(c[0]!, v);
        } else if (isInt(k)) dictSetItem(d, k, v);
        else typeError("keys in translate table must be strings or integers");
        Py_DECREF(v);
        Py_DECREF(k);
      }
      Py_DECREF(it);
      return d;
    }
    const x = args[0]!, y = args[1]!;
    if (!isStr(x)) typeError(`maketrans() argument 1 must be str, not ${typeName(x)}`);
    if (!isStr(y)) typeError(`maketrans() argument 2 must be str, not ${typeName(y)}`);
    const a = U.codePoints(S(x)), b = U.codePoints(S(y));
    if (a.length !== b.length) throw newException(PyExc_ValueError, "the first two maketrans arguments must have equal length");
    a.forEach((c, i) => {
      const v = newInt(b[i]!);
      set(c, v);
      Py_DECREF(v);
    });
    if (args.length === 3) {
      const z = args[2]!;
      if (!isStr(z)) typeError(`maketrans() argument 3 must be str, not ${typeName(z)}`);
      for (const c of U.codePoints(S(z))) set(c, None);
    }
    return d;
  }));
  defMethodNoArgs(T, "__getnewargs__", (self) => newTuple([newStr(S(self))]));
  void (null as unknown as PyType);
}

/** str.title of an ASCII string: a letter after a letter lowercased, any other letter uppercased (the cased characters of ASCII are its letters). */
function asciiTitle(s: string): string {
  let out = "";
  let prevCased = false;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    const upper = c >= 65 && c <= 90, lower = c >= 97 && c <= 122;
    out += String.fromCharCode(prevCased ? (upper ? c + 32 : c) : lower ? c - 32 : c);
    prevCased = upper || lower;
  }
  return out;
}

/** str.swapcase of an ASCII string. */
function asciiSwapcase(s: string): string {
  let out = "";
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    out += String.fromCharCode(c >= 65 && c <= 90 ? c + 32 : c >= 97 && c <= 122 ? c - 32 : c);
  }
  return out;
}
