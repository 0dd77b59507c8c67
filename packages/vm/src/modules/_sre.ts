/**
 * `_sre` (Modules/_sre/sre.c): compile() makes a re.Pattern from the code words re._compiler
 * emits; Pattern's match/fullmatch/search/findall/finditer/scanner/split/sub/subn run the engine
 * of ./sre/engine.ts; re.Match, SRE_Scanner and SRE_Template (from template()) as CPython's.
 */
import { PyObject, Py_INCREF, Py_DECREF, type Hash } from "../objects/object.js";
import { None, NotImplemented } from "../objects/none.js";
import { True, False } from "../objects/bool.js";
import { newInt, isInt, type PyInt } from "../objects/int.js";
import { newStr, isStr, internStr, type PyStr } from "../objects/str.js";
import { newTuple, isTuple, type PyTuple } from "../objects/tuple.js";
import { newList, isList, type PyList } from "../objects/list.js";
import { newBytes } from "../objects/bytes.js";
import { newDict, isDict, dictGetItem, dictSetItem, dictItems, type PyDict } from "../objects/dict.js";
import { PyModule, newModule } from "../objects/module.js";
import { newCFunction, defMethod, defClassMethod, defGetSet, type MethodImpl } from "../objects/descr.js";
import { PyExc_IndexError, PyExc_OverflowError, PyExc_RuntimeError, PyExc_SystemError, PyExc_TypeError, PyExc_ValueError, PyBaseExceptionObject, raise, typeError } from "../objects/exceptions.js";
import { addSlotWrappers } from "../objects/typeobject.js";
import { PyCallable_Check, PyObject_Call, PyObject_Hash, PyObject_Repr, PyObject_RichCompareBool, Py_EQ, Py_NE, indexValue, asSsize, asCInt, getAttrString } from "../abstract.js";
import { parseArgs } from "../args.js";
import { newMappingProxy } from "../types/classes.js";
import { newGenericAlias } from "../types/genericalias.js";
import { newCallableIter } from "./iterators.js";
import { importModuleLevel } from "./importer.js";
import { bufferBytes } from "../types/buffer.js";
import { siphash13 } from "../hash.js";
import * as C from "./sre/constants.js";
import { SreState, SreInternalError, sreMatch, sreSearch, setSreCheckSignals } from "./sre/engine.js";
import { pendingSignals } from "../objects/gcstate.js";
import { raisePendingSignal } from "./gc.js";
import { lowerAscii, lowerUnicode, upperUnicode } from "./sre/casefold.js";
import { PyByteArray } from "../objects/bytearray.js";
import { getSubject, getSubjectOrRaise, getSlice, type Subject } from "./sre/subject.js";
import { validateCode } from "./sre/validate.js";
import { PyPattern, PyMatch, PyScanner, PyTemplateObj, PyPattern_Type, PyMatch_Type, PyScanner_Type, PyTemplate_Type, type TemplateItem } from "./sre/objects.js";

const COPYRIGHT = " SRE 2.2.2 Copyright (c) 1997-2002 by Secret Labs AB ";
const MAXSIZE = Number.MAX_SAFE_INTEGER;

function ret(o: PyObject): PyObject {
  Py_INCREF(o);
  return o;
}

/** state_init: the state over `string`, checking its kind against the pattern's. */
function stateInit(p: PyPattern, string: PyObject, start: number, end: number): [SreState, Subject] {
  const subj = getSubjectOrRaise(string);
  if (subj.isbytes && p.isbytes === 0) typeError("cannot use a string pattern on a bytes-like object");
  if (!subj.isbytes && p.isbytes > 0) typeError("cannot use a bytes pattern on a string-like object");
  return [new SreState(subj.chars, p.groups, start, end), subj];
}

/** Runs the engine, turning its internal errors into pattern_error's RuntimeError. */
function run(f: () => boolean): boolean {
  try {
    return f();
  } catch (e) {
    if (e instanceof SreInternalError) raise(PyExc_RuntimeError, "internal error in regular expression engine");
    throw e;
  }
}

/** state_getslice */
function stateGetSlice(st: SreState, subj: Subject, index: number, string: PyObject, empty: boolean): PyObject {
  index = (index - 1) * 2;
  let i: number, j: number;
  if (string === None || index >= st.lastmark || st.marks[index]! < 0 || st.marks[index + 1]! < 0) {
    if (!empty) return ret(None);
    i = j = 0;
  } else {
    i = st.marks[index]!;
    j = st.marks[index + 1]!;
    if (i > j) raise(PyExc_SystemError, "The span of capturing group is wrong, please report a bug for the re module.");
  }
  return getSlice(subj.isbytes, subj.chars, string, i, j);
}

/** pattern_new_match */
function newMatch(p: PyPattern, st: SreState, string: PyObject, status: boolean): PyObject {
  if (!status) return ret(None);
  const mark: number[] = new Array(2 * (p.groups + 1));
  mark[0] = st.start;
  mark[1] = st.ptr;
  for (let i = 0, j = 0; i < p.groups; i++, j += 2) {
    if (j + 1 <= st.lastmark && st.marks[j]! >= 0 && st.marks[j + 1]! >= 0) {
      mark[j + 2] = st.marks[j]!;
      mark[j + 3] = st.marks[j + 1]!;
      if (mark[j + 2]! > mark[j + 3]!) raise(PyExc_SystemError, "The span of capturing group is wrong, please report a bug for the re module.");
    } else mark[j + 2] = mark[j + 3] = -1;
  }
  Py_INCREF(p);
  Py_INCREF(string);
  return new PyMatch(p, string, mark, st.pos, st.endpos, st.lastindex);
}

function posArgs(fname: string, args: PyObject[], kw: string[] | null): [PyObject, number, number] {
  const [string, pos, endpos] = parseArgs(fname, args, kw, ["string", "pos", "endpos"], 1);
  return [string!, pos === null ? 0 : asSsize(pos), endpos === null ? MAXSIZE : asSsize(endpos)];
}

function asPattern(o: PyObject): PyPattern {
  return o as PyPattern;
}

// ---- template compilation and expansion ----

/** compile_template: re._compile_template(pattern, repl), retried with a str/bytes copy on TypeError. */
function compileTemplate(p: PyPattern, template: PyObject): PyTemplateObj {
  const re = importModuleLevel(internStr("re"), null, null, 0);
  let func: PyObject;
  try {
    func = getAttrString(re, "_compile_template");
  } finally {
    Py_DECREF(re);
  }
  let result: PyObject;
  try {
    try {
      result = PyObject_Call(func, [p, template], null);
    } catch (e) {
      if (!(e instanceof PyBaseExceptionObject) || !e.ob_type.isSubtype(PyExc_TypeError)) throw e;
      let copy: PyObject;
      if (isStr(template) && template.ob_type !== internStr("").ob_type) copy = newStr((template as PyStr).value);
      else {
        const b = bufferBytes(template);
        if (b === null || template.ob_type === newBytes(new Uint8Array(1)).ob_type) throw e;
        copy = newBytes(b.slice());
      }
      Py_DECREF(e);
      try {
        result = PyObject_Call(func, [p, copy], null);
      } finally {
        Py_DECREF(copy);
      }
    }
  } finally {
    Py_DECREF(func);
  }
  if (result.ob_type !== PyTemplate_Type) {
    const name = result.ob_type.tp_name;
    Py_DECREF(result);
    raise(PyExc_RuntimeError, `the result of compiling a replacement string is ${name}`);
  }
  return result as PyTemplateObj;
}

/** match_getslice_by_index */
function matchSliceByIndex(m: PyMatch, index: number, def: PyObject): PyObject {
  index *= 2;
  if (m.string === None || m.mark[index]! < 0) return ret(def);
  const subj = getSubjectOrRaise(m.string);
  const length = subj.chars.length;
  const i = Math.min(m.mark[index]!, length);
  const j = Math.min(m.mark[index + 1]!, length);
  return getSlice(subj.isbytes, subj.chars, m.string, i, j);
}

function joinParts(parts: PyObject[], asStr: boolean): PyObject {
  if (asStr) {
    let s = "";
    for (let k = 0; k < parts.length; k++) {
      const x = parts[k]!;
      if (!isStr(x)) typeError(`sequence item ${k}: expected str instance, ${x.ob_type.tp_name} found`);
      s += (x as PyStr).value;
    }
    return newStr(s);
  }
  const bufs: Uint8Array[] = [];
  let n = 0;
  for (let k = 0; k < parts.length; k++) {
    const b = bufferBytes(parts[k]!);
    if (b === null) typeError(`sequence item ${k}: expected a bytes-like object, ${parts[k]!.ob_type.tp_name} found`);
    bufs.push(b);
    n += b.length;
  }
  const out = new Uint8Array(n);
  let off = 0;
  for (const b of bufs) {
    out.set(b, off);
    off += b.length;
  }
  return newBytes(out);
}

/** expand_template */
function expandTemplate(t: PyTemplateObj, m: PyMatch): PyObject {
  if (t.items.length === 0) return ret(t.literal);
  const out: PyObject[] = [ret(t.literal)];
  try {
    for (const it of t.items) {
      if (it.index >= m.groups) raise(PyExc_IndexError, "no such group");
      const item = matchSliceByIndex(m, it.index, None);
      if (item !== None) out.push(item);
      else Py_DECREF(item);
      if (it.literal !== null) out.push(ret(it.literal));
    }
    return joinParts(out, isStr(t.literal));
  } finally {
    for (const o of out) Py_DECREF(o);
  }
}

// ---- Pattern methods ----

function patternFindall(p: PyPattern, string: PyObject, pos: number, endpos: number): PyObject {
  const [st, subj] = stateInit(p, string, pos, endpos);
  const items: PyObject[] = [];
  try {
    while (st.start <= st.end) {
      st.reset();
      st.ptr = st.start;
      if (!run(() => sreSearch(st, p.code))) break;
      let item: PyObject;
      if (p.groups === 0) item = getSlice(subj.isbytes, subj.chars, string, st.start, st.ptr);
      else if (p.groups === 1) item = stateGetSlice(st, subj, 1, string, true);
      else {
        const t: PyObject[] = [];
        try {
          for (let i = 0; i < p.groups; i++) t.push(stateGetSlice(st, subj, i + 1, string, true));
        } catch (e) {
          for (const x of t) Py_DECREF(x);
          throw e;
        }
        item = newTuple(t);
      }
      items.push(item);
      st.mustAdvance = st.ptr === st.start;
      st.start = st.ptr;
    }
  } catch (e) {
    for (const x of items) Py_DECREF(x);
    throw e;
  }
  return newList(items);
}

function patternSplit(p: PyPattern, string: PyObject, maxsplit: number): PyObject {
  const [st, subj] = stateInit(p, string, 0, MAXSIZE);
  const items: PyObject[] = [];
  try {
    let n = 0;
    let last = st.start;
    while (!maxsplit || n < maxsplit) {
      st.reset();
      st.ptr = st.start;
      if (!run(() => sreSearch(st, p.code))) break;
      items.push(getSlice(subj.isbytes, subj.chars, string, last, st.start));
      for (let i = 0; i < p.groups; i++) items.push(stateGetSlice(st, subj, i + 1, string, false));
      n++;
      st.mustAdvance = st.ptr === st.start;
      last = st.start = st.ptr;
    }
    items.push(getSlice(subj.isbytes, subj.chars, string, last, st.endpos));
  } catch (e) {
    for (const x of items) Py_DECREF(x);
    throw e;
  }
  return newList(items);
}

const LITERAL = 0, TEMPLATE = 1, CALLABLE = 2;

function patternSubx(p: PyPattern, ptemplate: PyObject, string: PyObject, count: number, subn: boolean): PyObject {
  let filter: PyObject;
  let filterType: number;
  if (PyCallable_Check(ptemplate)) {
    filter = ret(ptemplate);
    filterType = CALLABLE;
  } else {
    const t = getSubject(ptemplate);
    const literal = t !== null && t.chars.indexOf(92) < 0;
    if (literal) {
      filter = ret(ptemplate);
      filterType = LITERAL;
    } else {
      const tpl = compileTemplate(p, ptemplate);
      if (tpl.items.length === 0) {
        filter = ret(tpl.literal);
        Py_DECREF(tpl);
        filterType = LITERAL;
      } else {
        filter = tpl;
        filterType = TEMPLATE;
      }
    }
  }
  const parts: PyObject[] = [];
  let n = 0;
  let isbytes = false;
  try {
    const [st, subj] = stateInit(p, string, 0, MAXSIZE);
    isbytes = subj.isbytes;
    let i = 0;
    while (!count || n < count) {
      st.reset();
      st.ptr = st.start;
      if (!run(() => sreSearch(st, p.code))) break;
      const b = st.start, e = st.ptr;
      if (i < b) parts.push(getSlice(subj.isbytes, subj.chars, string, i, b));
      let item: PyObject;
      if (filterType !== LITERAL) {
        const match = newMatch(p, st, string, true);
        try {
          item = filterType === TEMPLATE ? expandTemplate(filter as PyTemplateObj, match as PyMatch) : PyObject_Call(filter, [match], null);
        } finally {
          Py_DECREF(match);
        }
      } else item = ret(filter);
      if (item !== None) parts.push(item);
      else Py_DECREF(item);
      i = e;
      n++;
      st.mustAdvance = st.ptr === st.start;
      st.start = st.ptr;
    }
    if (i < st.endpos) parts.push(getSlice(subj.isbytes, subj.chars, string, i, st.endpos));
    const joined = parts.length === 0 ? getSlice(isbytes, subj.chars, string, 0, 0) : joinParts(parts, !isbytes);
    if (subn) return newTuple([joined, newInt(n)]);
    return joined;
  } finally {
    for (const x of parts) Py_DECREF(x);
    Py_DECREF(filter);
  }
}

function newScanner(p: PyPattern, string: PyObject, pos: number, endpos: number): PyScanner {
  const [st, subj] = stateInit(p, string, pos, endpos);
  Py_INCREF(p);
  Py_INCREF(string);
  // state_init's PyObject_GetBuffer: a bytearray cannot be resized while the scanner lives
  if (string instanceof PyByteArray) string.exports++;
  return new PyScanner(p, string, st, subj.isbytes);
}

function scannerStep(o: PyObject, search: boolean): PyObject {
  const sc = o as PyScanner;
  if (sc.executing) raise(PyExc_ValueError, "regular expression scanner already executing");
  sc.executing = true;
  try {
    const st = sc.state;
    if (st.exhausted) return ret(None);
    st.reset();
    st.ptr = st.start;
    const status = run(() => (search ? sreSearch(st, sc.pattern.code) : sreMatch(st, sc.pattern.code, 0, true)));
    const m = newMatch(sc.pattern, st, sc.string, status);
    if (!status) st.exhausted = true;
    else {
      st.mustAdvance = st.ptr === st.start;
      st.start = st.ptr;
    }
    return m;
  } finally {
    sc.executing = false;
  }
}

function patternRepr(o: PyObject): PyObject {
  const p = asPattern(o);
  const names: [string, number][] = [
    ["re.IGNORECASE", C.SRE_FLAG_IGNORECASE], ["re.LOCALE", C.SRE_FLAG_LOCALE], ["re.MULTILINE", C.SRE_FLAG_MULTILINE],
    ["re.DOTALL", C.SRE_FLAG_DOTALL], ["re.UNICODE", C.SRE_FLAG_UNICODE], ["re.VERBOSE", C.SRE_FLAG_VERBOSE],
    ["re.DEBUG", C.SRE_FLAG_DEBUG], ["re.ASCII", C.SRE_FLAG_ASCII],
  ];
  let flags = p.flags;
  if (p.isbytes === 0 && (flags & (C.SRE_FLAG_LOCALE | C.SRE_FLAG_UNICODE | C.SRE_FLAG_ASCII)) === C.SRE_FLAG_UNICODE) flags &= ~C.SRE_FLAG_UNICODE;
  const items: string[] = [];
  for (const [name, v] of names) {
    if (flags & v) {
      items.push(name);
      flags &= ~v;
    }
  }
  if (flags) items.push(`0x${(flags >>> 0).toString(16)}`);
  const r = PyObject_Repr(p.pattern);
  const rs = Array.from(r.value).slice(0, 200).join("");
  Py_DECREF(r);
  return newStr(items.length ? `re.compile(${rs}, ${items.join("|")})` : `re.compile(${rs})`);
}

/** pattern_hash: the pattern's hash ^ Py_HashBuffer of the code words ^ flags ^ isbytes ^ codesize. */
function patternHash(o: PyObject): Hash {
  const p = asPattern(o);
  const h = PyObject_Hash(p.pattern);
  const h2 = p.code.length === 0 ? 0 : siphash13(new Uint8Array(p.code.buffer, p.code.byteOffset, p.code.byteLength));
  let v = BigInt.asIntN(64, BigInt(h) ^ BigInt(h2) ^ BigInt(p.flags) ^ BigInt(p.isbytes) ^ BigInt(p.code.length));
  if (v === -1n) v = -2n;
  return v >= BigInt(Number.MIN_SAFE_INTEGER) && v <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(v) : v;
}

function patternRichcompare(a: PyObject, b: PyObject, op: number): PyObject {
  if (op !== Py_EQ && op !== Py_NE) return ret(NotImplemented);
  if (b.ob_type !== PyPattern_Type) return ret(NotImplemented);
  if (a === b) return op === Py_EQ ? True : False;
  const l = asPattern(a), r = asPattern(b);
  let cmp = l.flags === r.flags && l.isbytes === r.isbytes && l.code.length === r.code.length;
  if (cmp) {
    for (let i = 0; i < l.code.length; i++) {
      if (l.code[i] !== r.code[i]) {
        cmp = false;
        break;
      }
    }
  }
  if (cmp) cmp = PyObject_RichCompareBool(l.pattern, r.pattern, Py_EQ);
  if (op === Py_NE) cmp = !cmp;
  return cmp ? True : False;
}

// ---- Match methods ----

/** match_getindex */
function matchGetIndex(m: PyMatch, index: PyObject | null): number {
  if (index === null) return 0;
  let i = -1;
  if (isInt(index) || index.ob_type.nb_index !== null) {
    const v = indexValue(index);
    i = typeof v === "bigint" ? (v < 0n ? -1 : Number.MAX_SAFE_INTEGER) : v;
  } else if (m.pattern.groupindex !== null) {
    const g = dictGetItem(m.pattern.groupindex as PyDict, index);
    if (g !== null && isInt(g)) {
      const v = (g as PyInt).value;
      i = typeof v === "bigint" ? -1 : v;
    }
  }
  if (i < 0 || i >= m.groups) raise(PyExc_IndexError, "no such group");
  return i;
}

function matchGetSlice(m: PyMatch, index: PyObject | null, def: PyObject): PyObject {
  return matchSliceByIndex(m, matchGetIndex(m, index), def);
}

function pair(a: number, b: number): PyObject {
  return newTuple([newInt(a), newInt(b)]);
}

function matchRegs(m: PyMatch): PyObject {
  if (m.regs !== null) return ret(m.regs);
  const items: PyObject[] = [];
  for (let i = 0; i < m.groups; i++) items.push(pair(m.mark[2 * i]!, m.mark[2 * i + 1]!));
  const regs = newTuple(items);
  m.regs = ret(regs);
  return regs;
}

function matchRepr(o: PyObject): PyObject {
  const m = o as PyMatch;
  const g0 = matchSliceByIndex(m, 0, None);
  const r = PyObject_Repr(g0);
  Py_DECREF(g0);
  const rs = Array.from(r.value).slice(0, 50).join("");
  Py_DECREF(r);
  return newStr(`<${m.ob_type.tp_name} object; span=(${m.mark[0]}, ${m.mark[1]}), match=${rs}>`);
}

function noArgs(fname: string, args: PyObject[], kw: string[] | null): void {
  if (kw !== null && kw.length > 0) typeError(`${fname}() takes no keyword arguments`);
  if (args.length !== 0) typeError(`${fname}() takes no arguments (${args.length} given)`);
}

/** Argument clinic's check for a defining_class method without parameters. */
function scannerNoArgs(fname: string, args: PyObject[], kw: string[] | null): void {
  if (args.length !== 0) typeError(`${fname}() takes no arguments`);
  void kw;
}

function oneArg(fname: string, args: PyObject[], kw: string[] | null): PyObject {
  if (kw !== null && kw.length > 0) typeError(`${fname}() takes no keyword arguments`);
  if (args.length !== 1) typeError(`${fname}() takes exactly one argument (${args.length} given)`);
  return args[0]!;
}

function optionalGroup(fname: string, args: PyObject[], kw: string[] | null, qualname: string): PyObject | null {
  if (kw !== null && kw.length > 0) typeError(`${qualname}() takes no keyword arguments`);
  if (args.length > 1) typeError(`${fname} expected at most 1 argument, got ${args.length}`);
  return args.length ? args[0]! : null;
}

let typesReady = false;

function initTypes(): void {
  if (typesReady) return;
  typesReady = true;
  const P = PyPattern_Type;
  const def = (T: typeof P, name: string, impl: MethodImpl) => defMethod(T, name, impl);
  def(P, "match", (self, args, kw) => {
    const p = asPattern(self);
    const [string, pos, endpos] = posArgs("match", args, kw);
    const [st] = stateInit(p, string, pos, endpos);
    st.ptr = st.start;
    return newMatch(p, st, string, run(() => sreMatch(st, p.code, 0, true)));
  });
  def(P, "fullmatch", (self, args, kw) => {
    const p = asPattern(self);
    const [string, pos, endpos] = posArgs("fullmatch", args, kw);
    const [st] = stateInit(p, string, pos, endpos);
    st.ptr = st.start;
    st.matchAll = true;
    return newMatch(p, st, string, run(() => sreMatch(st, p.code, 0, true)));
  });
  def(P, "search", (self, args, kw) => {
    const p = asPattern(self);
    const [string, pos, endpos] = posArgs("search", args, kw);
    const [st] = stateInit(p, string, pos, endpos);
    return newMatch(p, st, string, run(() => sreSearch(st, p.code)));
  });
  def(P, "findall", (self, args, kw) => {
    const [string, pos, endpos] = posArgs("findall", args, kw);
    return patternFindall(asPattern(self), string, pos, endpos);
  });
  def(P, "finditer", (self, args, kw) => {
    const [string, pos, endpos] = posArgs("finditer", args, kw);
    const sc = newScanner(asPattern(self), string, pos, endpos);
    const search = getAttrString(sc, "search");
    Py_DECREF(sc);
    const it = newCallableIter(search, None);
    Py_DECREF(search);
    return it;
  });
  def(P, "scanner", (self, args, kw) => {
    const [string, pos, endpos] = posArgs("scanner", args, kw);
    return newScanner(asPattern(self), string, pos, endpos);
  });
  def(P, "split", (self, args, kw) => {
    const [string, maxsplit] = parseArgs("split", args, kw, ["string", "maxsplit"], 1);
    return patternSplit(asPattern(self), string!, maxsplit === null ? 0 : asSsize(maxsplit));
  });
  def(P, "sub", (self, args, kw) => {
    const [repl, string, count] = parseArgs("sub", args, kw, ["repl", "string", "count"], 2);
    return patternSubx(asPattern(self), repl!, string!, count === null ? 0 : asSsize(count), false);
  });
  def(P, "subn", (self, args, kw) => {
    const [repl, string, count] = parseArgs("subn", args, kw, ["repl", "string", "count"], 2);
    return patternSubx(asPattern(self), repl!, string!, count === null ? 0 : asSsize(count), true);
  });
  def(P, "__copy__", (self, args, kw) => (noArgs("Pattern.__copy__", args, kw), ret(self)));
  def(P, "__deepcopy__", (self, args, kw) => (oneArg("Pattern.__deepcopy__", args, kw), ret(self)));
  defClassMethod(P, "__class_getitem__", (cls, args) => newGenericAlias(cls, oneArg("Pattern.__class_getitem__", args, null)));
  defGetSet(P, "groupindex", (o) => {
    const p = asPattern(o);
    if (p.groupindex === null) return newDict();
    return newMappingProxy(p.groupindex);
  });
  defGetSet(P, "pattern", (o) => ret(asPattern(o).pattern));
  defGetSet(P, "flags", (o) => newInt(asPattern(o).flags));
  defGetSet(P, "groups", (o) => newInt(asPattern(o).groups));
  P.tp_repr = patternRepr;
  P.tp_hash = patternHash;
  P.tp_richcompare = patternRichcompare;
  addSlotWrappers(P);

  const M = PyMatch_Type;
  def(M, "group", (self, args, kw) => {
    if (kw !== null && kw.length > 0) typeError("Match.group() takes no keyword arguments");
    const m = self as PyMatch;
    if (args.length === 0) return matchSliceByIndex(m, 0, None);
    if (args.length === 1) return matchGetSlice(m, args[0]!, None);
    const out: PyObject[] = [];
    try {
      for (const a of args) out.push(matchGetSlice(m, a, None));
    } catch (e) {
      for (const x of out) Py_DECREF(x);
      throw e;
    }
    return newTuple(out);
  });
  def(M, "start", (self, args, kw) => {
    const m = self as PyMatch;
    return newInt(m.mark[matchGetIndex(m, optionalGroup("start", args, kw, "Match.start")) * 2]!);
  });
  def(M, "end", (self, args, kw) => {
    const m = self as PyMatch;
    return newInt(m.mark[matchGetIndex(m, optionalGroup("end", args, kw, "Match.end")) * 2 + 1]!);
  });
  def(M, "span", (self, args, kw) => {
    const m = self as PyMatch;
    const i = matchGetIndex(m, optionalGroup("span", args, kw, "Match.span"));
    return pair(m.mark[i * 2]!, m.mark[i * 2 + 1]!);
  });
  def(M, "groups", (self, args, kw) => {
    const m = self as PyMatch;
    const [d] = parseArgs("groups", args, kw, ["default"], 0);
    const def0 = d ?? None;
    const out: PyObject[] = [];
    try {
      for (let i = 1; i < m.groups; i++) out.push(matchSliceByIndex(m, i, def0));
    } catch (e) {
      for (const x of out) Py_DECREF(x);
      throw e;
    }
    return newTuple(out);
  });
  def(M, "groupdict", (self, args, kw) => {
    const m = self as PyMatch;
    const [d] = parseArgs("groupdict", args, kw, ["default"], 0);
    const def0 = d ?? None;
    const result = newDict();
    if (m.pattern.groupindex === null) return result;
    try {
      for (const [k] of dictItems(m.pattern.groupindex as PyDict)) {
        const v = matchGetSlice(m, k, def0);
        dictSetItem(result, k, v);
        Py_DECREF(v);
      }
    } catch (e) {
      Py_DECREF(result);
      throw e;
    }
    return result;
  });
  def(M, "expand", (self, args, kw) => {
    const m = self as PyMatch;
    const [template] = parseArgs("expand", args, kw, ["template"], 1);
    const t = compileTemplate(m.pattern, template!);
    try {
      return expandTemplate(t, m);
    } finally {
      Py_DECREF(t);
    }
  });
  def(M, "__copy__", (self, args, kw) => (noArgs("Match.__copy__", args, kw), ret(self)));
  def(M, "__deepcopy__", (self, args, kw) => (oneArg("Match.__deepcopy__", args, kw), ret(self)));
  defClassMethod(M, "__class_getitem__", (cls, args) => newGenericAlias(cls, oneArg("Match.__class_getitem__", args, null)));
  defGetSet(M, "lastindex", (o) => {
    const m = o as PyMatch;
    return m.lastindex >= 0 ? newInt(m.lastindex) : ret(None);
  });
  defGetSet(M, "lastgroup", (o) => {
    const m = o as PyMatch;
    const ig = m.pattern.indexgroup as PyTuple | null;
    if (ig !== null && m.lastindex >= 0 && m.lastindex < ig.items.length) return ret(ig.items[m.lastindex]!);
    return ret(None);
  });
  defGetSet(M, "regs", (o) => matchRegs(o as PyMatch));
  defGetSet(M, "string", (o) => ret((o as PyMatch).string));
  defGetSet(M, "re", (o) => ret((o as PyMatch).pattern));
  defGetSet(M, "pos", (o) => newInt((o as PyMatch).pos));
  defGetSet(M, "endpos", (o) => newInt((o as PyMatch).endpos));
  M.tp_repr = matchRepr;
  M.mp_subscript = (o, key) => matchGetSlice(o as PyMatch, key, None);
  addSlotWrappers(M);

  const S = PyScanner_Type;
  def(S, "match", (self, args, kw) => (scannerNoArgs("match", args, kw), scannerStep(self, false)));
  def(S, "search", (self, args, kw) => (scannerNoArgs("search", args, kw), scannerStep(self, true)));
  defGetSet(S, "pattern", (o) => ret((o as PyScanner).pattern));
  addSlotWrappers(S);
  addSlotWrappers(PyTemplate_Type);
}

// ---- module functions ----

/** PyLong_AsUnsignedLong for a code word (no __index__), then the SRE_CODE range check. */
function codeWord(o: PyObject): number {
  if (!isInt(o)) typeError("an integer is required");
  const v = (o as PyInt).value;
  if (v < 0) raise(PyExc_OverflowError, "can't convert negative value to unsigned int");
  if (typeof v === "bigint" && v > 0xffffffffffffffffn) raise(PyExc_OverflowError, "Python int too large to convert to C unsigned long");
  if (v > C.SRE_MAXREPEAT) raise(PyExc_OverflowError, "regular expression code size limit exceeded");
  return Number(v);
}

function sreCompile(args: PyObject[], kw: string[] | null): PyObject {
  const [pattern, flagsO, code, groupsO, groupindex, indexgroup] = parseArgs("compile", args, kw, ["pattern", "flags", "code", "groups", "groupindex", "indexgroup"], 6);
  const flags = asCInt(flagsO!);
  if (!isList(code!)) typeError(`compile() argument 'code' must be list, not ${code!.ob_type.tp_name}`);
  const groups = asSsize(groupsO!);
  if (!isDict(groupindex!)) typeError(`compile() argument 'groupindex' must be dict, not ${groupindex!.ob_type.tp_name}`);
  if (!isTuple(indexgroup!)) typeError(`compile() argument 'indexgroup' must be tuple, not ${indexgroup!.ob_type.tp_name}`);
  const items = (code as PyList).items;
  const words = new Uint32Array(items.length);
  for (let i = 0; i < items.length; i++) words[i] = codeWord(items[i]!);
  let isbytes: number;
  if (pattern === None) isbytes = -1;
  else isbytes = getSubjectOrRaise(pattern!).isbytes ? 1 : 0;
  Py_INCREF(pattern!);
  const p = new PyPattern(words, pattern!, flags, groups, isbytes);
  if (dictItems(groupindex as PyDict).length > 0) {
    p.groupindex = ret(groupindex!);
    if ((indexgroup as PyTuple).items.length > 0) p.indexgroup = ret(indexgroup!);
  }
  if (!validateCode(words, groups)) {
    Py_DECREF(p);
    raise(PyExc_RuntimeError, "invalid SRE code");
  }
  return p;
}

function sreTemplate(args: PyObject[], kw: string[] | null): PyObject {
  if (kw !== null && kw.length > 0) typeError("template() takes no keyword arguments");
  if (args.length !== 2) typeError(`template expected 2 arguments, got ${args.length}`);
  const template = args[1]!;
  if (!isList(template)) typeError(`template() argument 2 must be list, not ${template.ob_type.tp_name}`);
  const list = (template as PyList).items;
  const n = list.length;
  if ((n & 1) === 0 || n < 1) typeError("invalid template");
  const items: TemplateItem[] = [];
  let chunks = n;
  const release = () => {
    for (const it of items) if (it.literal !== null) Py_DECREF(it.literal);
  };
  for (let i = 0; i < (n - 1) / 2; i++) {
    let index: number;
    try {
      // PyLong_AsSsize_t: an int only (no __index__)
      const o = list[2 * i + 1]!;
      if (!isInt(o)) typeError("an integer is required");
      index = asSsize(o);
    } catch (e) {
      release();
      throw e;
    }
    if (index < 0) {
      release();
      typeError("invalid template");
    }
    let literal: PyObject | null = list[2 * i + 2]!;
    if ((isStr(literal) && (literal as PyStr).value.length === 0) || (literal.ob_type === newBytes(new Uint8Array(0)).ob_type && bufferBytes(literal)!.length === 0)) {
      literal = null;
      chunks--;
    }
    if (literal !== null) Py_INCREF(literal);
    items.push({ index, literal });
  }
  return new PyTemplateObj(ret(list[0]!), items, chunks);
}

function intArg(fname: string, args: PyObject[], kw: string[] | null): number {
  if (kw !== null && kw.length > 0) typeError(`${fname}() takes no keyword arguments`);
  if (args.length !== 1) typeError(`${fname}() takes exactly one argument (${args.length} given)`);
  return asCInt(args[0]!);
}

export function makeSre(): PyModule {
  // sre_lib.h's periodic PyErr_CheckSignals: Ctrl-C interrupts a long match
  setSreCheckSignals(() => {
    if (pendingSignals[0] !== 0) raisePendingSignal();
  });
  initTypes();
  const mod = newModule("_sre");
  const d = mod.dict!;
  const def = (n: string, impl: MethodImpl) => dictSetItem(d, internStr(n), newCFunction(n, impl, mod));
  def("compile", (_s, args, kw) => sreCompile(args, kw));
  def("template", (_s, args, kw) => sreTemplate(args, kw));
  def("getcodesize", (_s, args, kw) => (noArgs("_sre.getcodesize", args, kw), newInt(C.SRE_CODESIZE)));
  def("ascii_iscased", (_s, args, kw) => {
    const ch = intArg("_sre.ascii_iscased", args, kw) >>> 0;
    return ch < 128 && ((ch | 0x20) >= 97 && (ch | 0x20) <= 122) ? True : False;
  });
  def("unicode_iscased", (_s, args, kw) => {
    const ch = intArg("_sre.unicode_iscased", args, kw) >>> 0;
    return ch !== lowerUnicode(ch) || ch !== upperUnicode(ch) ? True : False;
  });
  def("ascii_tolower", (_s, args, kw) => newInt(lowerAscii(intArg("_sre.ascii_tolower", args, kw))));
  def("unicode_tolower", (_s, args, kw) => {
    const ch = intArg("_sre.unicode_tolower", args, kw);
    return newInt(ch < 0 ? ch : lowerUnicode(ch));
  });
  dictSetItem(d, internStr("MAGIC"), newInt(C.SRE_MAGIC));
  dictSetItem(d, internStr("CODESIZE"), newInt(C.SRE_CODESIZE));
  dictSetItem(d, internStr("MAXREPEAT"), newInt(C.SRE_MAXREPEAT));
  dictSetItem(d, internStr("MAXGROUPS"), newInt(C.SRE_MAXGROUPS));
  dictSetItem(d, internStr("copyright"), newStr(COPYRIGHT));
  return mod;
}
