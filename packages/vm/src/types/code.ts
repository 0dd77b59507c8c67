/**
 * The parts of code objects beyond the co_* scalars (Objects/codeobject.c): the byte strings
 * co_code/co_linetable/co_exceptiontable, co_lines(), co_positions(), co_branches(), replace(), comparison, and
 * the constructor's argument check (pyts builds code objects only by compiling).
 */
import { makeCodeObject, CO_FAST_LOCAL, CO_FAST_CELL, CO_FAST_FREE, type CodeObject } from "@pyts/compiler";
import { PyObject, Py_INCREF, Py_DECREF, makeImmortal } from "../objects/object.js";
import { None, NotImplemented } from "../objects/none.js";
import { newInt } from "../objects/int.js";
import { isStr, type PyStr } from "../objects/str.js";
import { newTuple, isTuple, type PyTuple } from "../objects/tuple.js";
import { newBytes, isBytes, type PyBytes } from "../objects/bytes.js";
import { newBool } from "../objects/bool.js";
import { PyCode, PyCode_Type, codeLocations } from "../objects/code.js";
import { defGetSet, defMethod } from "../objects/descr.js";
import { defMethodNoArgs, parseArgs } from "../args.js";
import { newCodeIter, codeBranches, PyLineIter_Type, PyPositionsIter_Type, PyBranchesIter_Type } from "./codeIterators.js";
import { newException, typeError, PyExc_ValueError, PyExc_AttributeError, PyExc_SystemError, PyExc_IndexError } from "../objects/exceptions.js";
import { PyObject_RichCompareBool, Py_EQ, asCInt, asIndex, typeName } from "../abstract.js";

const INT_FIELDS = ["co_argcount", "co_posonlyargcount", "co_kwonlyargcount", "co_nlocals", "co_stacksize", "co_flags", "co_firstlineno"] as const;
const STR_FIELDS = ["co_filename", "co_name", "co_qualname"] as const;
const BYTES_FIELDS = ["co_code", "co_linetable", "co_exceptiontable"] as const;
const TUPLE_FIELDS = ["co_consts", "co_names", "co_varnames", "co_freevars", "co_cellvars"] as const;
const REPLACE_FIELDS: readonly string[] = [...INT_FIELDS, ...BYTES_FIELDS, ...TUPLE_FIELDS, ...STR_FIELDS];

function strTuple(field: string, t: PyTuple): string[] {
  return t.items.map((x) => {
    if (!isStr(x)) typeError(`${field} must contain only strings, not ${typeName(x)}`);
    return (x as PyStr).value;
  });
}

/** co_localsplusnames with the locals, cells and free variables renamed (same counts). */
function renamedLocals(co: CodeObject, varnames: string[] | null, cellvars: string[] | null, freevars: string[] | null): string[] {
  const check = (given: string[] | null, current: readonly string[], what: string) => {
    if (given !== null && given.length !== current.length) throw newException(PyExc_ValueError, `code: ${what} length differs from the code's (pyts replaces names only)`);
  };
  check(varnames, co.co_varnames, "co_varnames");
  check(cellvars, co.co_cellvars, "co_cellvars");
  check(freevars, co.co_freevars, "co_freevars");
  let v = 0, c = 0, f = 0;
  return co.co_localsplusnames.map((name, i) => {
    const kind = co.co_localspluskinds[i]!;
    if (kind & CO_FAST_LOCAL) return (varnames ?? co.co_varnames)[v++]! + (kind & CO_FAST_CELL ? (c++, "") : "");
    if (kind & CO_FAST_CELL) return (cellvars ?? co.co_cellvars)[c++]!;
    if (kind & CO_FAST_FREE) return (freevars ?? co.co_freevars)[f++]!;
    return name;
  });
}

/** code.replace(**changes): a new code object with the named fields replaced. */
function codeReplace(code: PyCode, args: PyObject[], kwnames: string[] | null): PyObject {
  const nkw = kwnames === null ? 0 : kwnames.length;
  if (args.length > nkw) typeError("replace() takes no positional arguments");
  const given = new Map<string, PyObject>();
  for (let i = 0; i < nkw; i++) {
    const name = kwnames![i]!;
    if (!REPLACE_FIELDS.includes(name)) typeError(`replace() got an unexpected keyword argument '${name}'`);
    given.set(name, args[args.length - nkw + i]!);
  }
  const co = code.co;
  const ints: Record<string, number> = {};
  for (const f of INT_FIELDS) {
    const v = given.get(f);
    // clinic's `int` converters, in the keywords' declared order
    ints[f] = v === undefined ? (f === "co_nlocals" ? co.co_varnames.length : (co[f as keyof CodeObject] as number)) : asCInt(v);
  }
  // code_replace_impl's CHECK_INT_ARG
  for (const f of INT_FIELDS) if (ints[f]! < 0) throw newException(PyExc_ValueError, `${f} must be a positive integer`);
  const strs: Record<string, string> = {};
  for (const f of STR_FIELDS) {
    const v = given.get(f);
    if (v !== undefined && !isStr(v)) typeError(`replace() argument '${f}' must be str, not ${typeName(v)}`);
    strs[f] = v === undefined ? (co[f] as string) : (v as PyStr).value;
  }
  const bytes: Record<string, Uint8Array> = {};
  for (const f of BYTES_FIELDS) {
    const v = given.get(f);
    if (v !== undefined && !isBytes(v)) typeError(`replace() argument '${f}' must be bytes, not ${typeName(v)}`);
    bytes[f] = v === undefined ? co[f] : (v as PyBytes).value;
  }
  const tuples: Record<string, PyTuple | null> = {};
  for (const f of TUPLE_FIELDS) {
    const v = given.get(f) ?? null;
    if (v !== null && !isTuple(v)) typeError(`replace() argument '${f}' must be tuple, not ${typeName(v)}`);
    tuples[f] = v as PyTuple | null;
  }
  const names = tuples.co_names ? strTuple("co_names", tuples.co_names) : co.co_names;
  const vn = tuples.co_varnames ? strTuple("co_varnames", tuples.co_varnames) : null;
  const cn = tuples.co_cellvars ? strTuple("co_cellvars", tuples.co_cellvars) : null;
  const fn = tuples.co_freevars ? strTuple("co_freevars", tuples.co_freevars) : null;
  // _PyCode_Validate, in its order: a bad internal call, co_code's size, too few local names;
  // then PyCode_New's co_nlocals against the local names
  if (ints.co_argcount! < ints.co_posonlyargcount!) throw newException(PyExc_SystemError, "Objects/codeobject.c:465: bad argument to internal function");
  if (bytes.co_code!.length % 2 !== 0) throw newException(PyExc_ValueError, "code: co_code is malformed");
  const kinds = co.co_localspluskinds;
  let nlocals = 0;
  for (let i = 0; i < kinds.length; i++) if ((kinds[i]! & CO_FAST_LOCAL) !== 0) nlocals++;
  if (vn !== null) nlocals = vn.length;
  const flags = ints.co_flags!;
  const nplain = nlocals - ints.co_argcount! - ints.co_kwonlyargcount! - (flags & 0x04 ? 1 : 0) - (flags & 0x08 ? 1 : 0);
  if (nplain < 0) throw newException(PyExc_ValueError, "code: co_varnames is too small");
  if (ints.co_nlocals! !== nlocals) throw newException(PyExc_ValueError, "code: co_nlocals != len(co_varnames)");
  const fields = makeCodeObject({
    co_argcount: ints.co_argcount!,
    co_posonlyargcount: ints.co_posonlyargcount!,
    co_kwonlyargcount: ints.co_kwonlyargcount!,
    co_stacksize: ints.co_stacksize!,
    co_flags: ints.co_flags!,
    co_code: bytes.co_code!,
    co_consts: co.co_consts,
    co_names: names,
    co_localsplusnames: vn || cn || fn ? renamedLocals(co, vn, cn, fn) : co.co_localsplusnames,
    co_localspluskinds: co.co_localspluskinds,
    co_filename: strs.co_filename!,
    co_name: strs.co_name!,
    co_qualname: strs.co_qualname!,
    co_firstlineno: ints.co_firstlineno!,
    co_linetable: bytes.co_linetable!,
    co_exceptiontable: bytes.co_exceptiontable!,
  });
  // immortal, as every code object in pyts (functions do not count references to their code)
  const r = makeImmortal(new PyCode(PyCode_Type, fields));
  if (tuples.co_consts !== null) {
    // the given objects themselves (the compiler-side co_consts stay those of the original)
    const old = r.constsTuple;
    Py_INCREF(tuples.co_consts);
    r.constsTuple = tuples.co_consts;
    r.consts = tuples.co_consts.items;
    Py_DECREF(old);
  }
  return r;
}

/** code_richcompare: equal when every field is (constants compared with their types). */
function codeEqual(a: PyCode, b: PyCode): boolean {
  if (a === b) return true;
  const x = a.co, y = b.co;
  const same = (p: ArrayLike<unknown>, q: ArrayLike<unknown>) => p.length === q.length && Array.from(p).every((v, i) => v === q[i]);
  if (x.co_name !== y.co_name || x.co_argcount !== y.co_argcount || x.co_posonlyargcount !== y.co_posonlyargcount) return false;
  if (x.co_kwonlyargcount !== y.co_kwonlyargcount || x.co_flags !== y.co_flags || x.co_firstlineno !== y.co_firstlineno) return false;
  if (!same(x.co_code, y.co_code) || !same(a.names.map((n) => n.value), b.names.map((n) => n.value))) return false;
  if (!same(x.co_localsplusnames, y.co_localsplusnames) || !same(x.co_localspluskinds, y.co_localspluskinds)) return false;
  if (!same(x.co_linetable, y.co_linetable) || !same(x.co_exceptiontable, y.co_exceptiontable)) return false;
  if (a.consts.length !== b.consts.length) return false;
  return a.consts.every((c, i) => c.ob_type === b.consts[i]!.ob_type && PyObject_RichCompareBool(c, b.consts[i]!, Py_EQ));
}

function optInt(n: number): PyObject {
  if (n < 0) {
    Py_INCREF(None);
    return None;
  }
  return newInt(n);
}

export function initCodeType(): void {
  const K = PyCode_Type;
  for (const f of BYTES_FIELDS) defGetSet(K, f, (o) => newBytes((o as PyCode).co[f]), readonly);
  K.tp_richcompare = (a, b, op) => {
    if ((op !== 2 && op !== 3) || b.ob_type !== K) {
      Py_INCREF(NotImplemented);
      return NotImplemented;
    }
    const eq = codeEqual(a as PyCode, b as PyCode);
    return newBool(op === 2 ? eq : !eq);
  };
  K.tp_new = (_t, args) => typeError(args.length < 16 ? `code expected at least 16 arguments, got ${args.length}` : "code() is not supported: pyts builds code objects by compiling");
  defMethod(K, "replace", (self, args, kwnames) => codeReplace(self as PyCode, args, kwnames));
  // co_lines(): (start, end, line) byte ranges, consecutive units of one line merged
  defMethodNoArgs(K, "co_lines", (self) => {
    const locs = codeLocations(self as PyCode);
    const out: PyObject[] = [];
    for (let i = 0; i < locs.length; ) {
      let j = i + 1;
      while (j < locs.length && locs[j]!.lineno === locs[i]!.lineno) j++;
      out.push(newTuple([newInt(i * 2), newInt(j * 2), optInt(locs[i]!.lineno)]));
      i = j;
    }
    return newCodeIter(PyLineIter_Type, out);
  });
  // co_positions(): (lineno, end_lineno, col, end_col) per code unit
  defMethodNoArgs(K, "co_positions", (self) => {
    const out = codeLocations(self as PyCode).map((l) => newTuple([optInt(l.lineno), optInt(l.endLineno), optInt(l.col), optInt(l.endCol)]));
    return newCodeIter(PyPositionsIter_Type, out);
  });
  defMethodNoArgs(K, "co_branches", (self) => newCodeIter(PyBranchesIter_Type, codeBranches(self as PyCode)));
  // _varname_from_oparg(oparg): the name of local-plus slot `oparg` (what dis shows for *_FAST and *_DEREF)
  defMethod(K, "_varname_from_oparg", (self, args, kwnames) => {
    const [a] = parseArgs("_varname_from_oparg", args, kwnames, ["oparg"], 1);
    const i = asIndex(a!);
    const names = (self as PyCode).localsplusnames;
    if (i < 0 || i >= names.length) throw newException(PyExc_IndexError, "tuple index out of range");
    return names[i]!;
  });
}

/** A code attribute's setter: READONLY members in CPython. */
export function readonly(): never {
  throw newException(PyExc_AttributeError, "readonly attribute");
}

