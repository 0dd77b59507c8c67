/** Argument parsing for builtin functions and methods (a small PyArg_ParseTupleAndKeywords). */
import type { PyObject, PyType } from "./objects/object.js";
import { defMethod, type PyMethodDescr, type MethodImpl, type OwnedMethodImpl } from "./objects/descr.js";
import { typeError } from "./objects/exceptions.js";
import { None } from "./objects/none.js";
import { generateSuggestion } from "@pyts/parser";

/**
 * Parses (args, kwnames) against parameter names, as argument clinic's _PyArg_UnpackKeywords: the
 * first `required` must be given, the first `posOnly` only by position, and at most `maxPos` by
 * position (those after are keyword-only). Returns one slot per name (null when absent).
 */
export function parseArgs(fname: string, args: PyObject[], kwnames: string[] | null, names: string[], required: number, posOnly = 0, maxPos = names.length): (PyObject | null)[] {
  const nkw = kwnames ? kwnames.length : 0;
  const npos = args.length - nkw;
  const maxArgs = names.length;
  if (npos + nkw > maxArgs) {
    typeError(`${fname}() takes at most ${maxArgs} ${npos === 0 ? "keyword " : ""}argument${maxArgs === 1 ? "" : "s"} (${npos + nkw} given)`);
  }
  if (npos > maxPos) {
    if (maxPos === 0) typeError(`${fname}() takes no positional arguments`);
    typeError(`${fname}() takes ${required < maxPos ? "at most" : "exactly"} ${maxPos} positional argument${maxPos === 1 ? "" : "s"} (${npos} given)`);
  }
  const minPosOnly = Math.min(posOnly, required);
  if (npos < minPosOnly) {
    typeError(`${fname}() takes ${minPosOnly < maxPos ? "at least" : "exactly"} ${minPosOnly} positional argument${minPosOnly === 1 ? "" : "s"} (${npos} given)`);
  }
  const out: (PyObject | null)[] = new Array(names.length).fill(null);
  for (let i = 0; i < npos; i++) out[i] = args[i]!;
  // a missing required argument is reported before a keyword given with a position, which is
  // reported before an unknown keyword
  let unexpected: string | null = null;
  let byNameAndPos: [string, number] | null = null;
  for (let k = 0; k < nkw; k++) {
    const kw = kwnames![k]!;
    const j = names.indexOf(kw, posOnly);
    if (j < 0) unexpected ??= kw;
    else if (out[j] !== null) {
      if (byNameAndPos === null || j < byNameAndPos[1]) byNameAndPos = [kw, j];
    } else out[j] = args[npos + k]!;
  }
  for (let i = npos; i < required; i++) {
    if (out[i] === null) typeError(`${fname}() missing required argument '${names[i]}' (pos ${i + 1})`);
  }
  if (byNameAndPos !== null) typeError(`argument for ${fname}() given by name ('${byNameAndPos[0]}') and position (${byNameAndPos[1] + 1})`);
  if (unexpected !== null) {
    // 3.14's error_unexpected_keyword_arg: the closest keyword parameter name, if one is close
    const s = generateSuggestion(names.slice(posOnly), unexpected);
    typeError(`${fname}() got an unexpected keyword argument '${unexpected}'${s === null ? "" : `. Did you mean '${s}'?`}`);
  }
  return out;
}

/** For builtins taking no keywords: "f() takes no keyword arguments" when some are given. */
export function noKw(fname: string, kwnames: string[] | null): void {
  if (kwnames !== null && kwnames.length > 0) typeError(`${fname}() takes no keyword arguments`);
}

/** A positional count in [min, max]: METH_NOARGS's and METH_O's messages for 0 and 1, else clinic's. */
export function checkArgCount(fname: string, args: PyObject[], min: number, max: number): void {
  const n = args.length;
  if (n >= min && n <= max) return;
  if (min === max && min === 0) typeError(`${fname}() takes no arguments (${n} given)`);
  if (min === max && min === 1) typeError(`${fname}() takes exactly one argument (${n} given)`);
  checkPositional(fname, n, min, max);
}

/**
 * How a builtin method takes its arguments, as its PyMethodDef flags / argument clinic say:
 * "noargs" (METH_NOARGS), "o" (METH_O), "varargs" (any number: clinic's `*args`, METH_FASTCALL),
 * "methvarargs" (METH_VARARGS: as "varargs", but a bound method's keyword error names the method
 * alone, as cfunction_call does: "throw() takes no keyword arguments"), or [min, max]
 * positional-only (clinic's _PyArg_CheckPositional, which names the method without its type).
 * None take keywords.
 */
export type PositionalSpec = "noargs" | "o" | "varargs" | "methvarargs" | readonly [number, number];

/**
 * Wraps `impl` with CPython's argument-count and no-keywords checks for `qualname` ("list.append").
 * A method bound to an instance of a subclass (or, for a classmethod, to a subclass) names that
 * class instead, as CPython's messages take the bound method's __qualname__ ("bool.bit_count()
 * takes no arguments (1 given)"): descr.ts asks the wrapper's `forOwner` for that variant.
 */
export function checkedMethod<S extends PyObject>(
  qualname: string,
  spec: PositionalSpec,
  impl: (self: S, args: PyObject[], kwnames: string[] | null) => PyObject,
): (self: S, args: PyObject[], kwnames: string[] | null) => PyObject {
  const short = qualname.slice(qualname.lastIndexOf(".") + 1);
  const make = (qual: string) => (self: S, args: PyObject[], kwnames: string[] | null): PyObject => {
    checkMethodArgs(qual, short, spec, args.length - (kwnames === null ? 0 : kwnames.length), kwnames);
    return impl(self, args, kwnames);
  };
  const w = make(qualname);
  if (spec === "methvarargs") {
    (w as unknown as OwnedMethodImpl).boundImpl = make(short) as unknown as MethodImpl;
    return w;
  }
  const byOwner = new WeakMap<PyType, (self: S, args: PyObject[], kwnames: string[] | null) => PyObject>();
  (w as unknown as OwnedMethodImpl).forOwner = (owner) => {
    let f = byOwner.get(owner);
    if (f === undefined) byOwner.set(owner, (f = make(`${owner.tp_qualname}.${short}`)));
    return f as unknown as MethodImpl;
  };
  return w;
}

/**
 * The checks of a method that takes no keywords (method_check_args, then METH_NOARGS / METH_O's
 * count or clinic's _PyArg_CheckPositional): `qualname` names it in the keyword and METH_* messages,
 * `short` in clinic's.
 */
export function checkMethodArgs(qualname: string, short: string, spec: PositionalSpec, n: number, kwnames: string[] | null): void {
  noKw(qualname, kwnames);
  if (spec === "varargs" || spec === "methvarargs") {
    // any number of positional arguments
  } else if (spec === "noargs") {
    if (n !== 0) typeError(`${qualname}() takes no arguments (${n} given)`);
  } else if (spec === "o") {
    if (n !== 1) typeError(`${qualname}() takes exactly one argument (${n} given)`);
  } else checkPositional(short, n, spec[0], spec[1]);
}

/** _PyArg_CheckPositional: "insert expected 2 arguments, got 1", "pop expected at most 1 argument, got 2". */
export function checkPositional(name: string, n: number, min: number, max: number): void {
  if (n < min) {
    typeError(`${name} expected ${min === max ? "" : "at least "}${min} argument${min === 1 ? "" : "s"}, got ${n}`);
  }
  if (n > max) {
    typeError(`${name} expected ${min === max ? "" : "at most "}${max} argument${max === 1 ? "" : "s"}, got ${n}`);
  }
}

/**
 * A METH_O method of a builtin type: `fn` takes its one argument directly when a call has
 * exactly one and no keywords (PyMethodDescr.implO); other calls get CPython's errors
 * ("set.add() takes exactly one argument (2 given)").
 */
export function defMethodO(type: PyType, name: string, fn: (self: PyObject, arg: PyObject) => PyObject): PyMethodDescr {
  const d = defMethod(type, name, checkedMethod(`${type.tp_name}.${name}`, "o", (self, args) => fn(self, args[0]!)));
  d.implO = fn;
  return d;
}

/** A METH_NOARGS method of a builtin type (see defMethodO; PyMethodDescr.impl0). */
export function defMethodNoArgs(type: PyType, name: string, fn: (self: PyObject) => PyObject): PyMethodDescr {
  const d = defMethod(type, name, checkedMethod(`${type.tp_name}.${name}`, "noargs", (self) => fn(self)));
  d.impl0 = fn;
  return d;
}

/**
 * A METH_O | METH_COEXIST method that stands in a builtin type's dict for one of its slots
 * (list.__getitem__, dict.__contains__) where a slot wrapper would otherwise be: it gets the
 * method's argument checks, and a class inheriting it still gets the raw slot (fixupSlots treats
 * it as the slot's wrapper).
 */
export function defSlotMethodO(type: PyType, name: string, slotKey: string, slotFn: unknown, fn: (self: PyObject, arg: PyObject) => PyObject): PyMethodDescr {
  const d = defMethodO(type, name, fn);
  d.slotKey = slotKey;
  d.slotFn = slotFn;
  return d;
}

/** _PyArg_BadArgument: "__format__() argument must be str, not None" (None named as such, not NoneType). */
export function badArgument(fname: string, displayName: string, expected: string, arg: PyObject): never {
  typeError(`${fname}() ${displayName} must be ${expected}, not ${arg === None ? "None" : arg.ob_type.tp_name}`);
}
