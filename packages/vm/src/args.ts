/** Argument parsing for builtin functions and methods (a small PyArg_ParseTupleAndKeywords). */
import type { PyObject, PyType } from "./objects/object.js";
import { defMethod, type PyMethodDescr } from "./objects/descr.js";
import { typeError } from "./objects/exceptions.js";

/**
 * Parses (args, kwnames) against parameter names; `required` leading ones must be present.
 * Returns one slot per name (null when absent). Messages follow CPython's argument clinic.
 */
export function parseArgs(fname: string, args: PyObject[], kwnames: string[] | null, names: string[], required: number, posOnly = names.length): (PyObject | null)[] {
  const nkw = kwnames ? kwnames.length : 0;
  const npos = args.length - nkw;
  const out: (PyObject | null)[] = new Array(names.length).fill(null);
  if (npos > names.length) {
    if (required === names.length) typeError(`${fname}() takes exactly ${names.length} argument${names.length === 1 ? "" : "s"} (${npos} given)`);
    typeError(`${fname}() takes at most ${names.length} argument${names.length === 1 ? "" : "s"} (${npos} given)`);
  }
  for (let i = 0; i < npos; i++) out[i] = args[i]!;
  // _PyArg_UnpackKeywords: a missing required argument is reported before a keyword given
  // with a position, which is reported before an unknown keyword
  let unexpected: string | null = null;
  let byNameAndPos: [string, number] | null = null;
  for (let k = 0; k < nkw; k++) {
    const kw = kwnames![k]!;
    const j = names.indexOf(kw);
    if (j < 0) unexpected ??= kw;
    else if (out[j] !== null) byNameAndPos ??= [kw, j];
    else out[j] = args[npos + k]!;
  }
  for (let i = 0; i < required; i++) {
    if (out[i] === null) {
      if (required === names.length && npos < required && nkw === 0) {
        typeError(`${fname}() takes exactly ${required} argument${required === 1 ? "" : "s"} (${npos} given)`);
      }
      typeError(`${fname}() missing required argument '${names[i]}' (pos ${i + 1})`);
    }
  }
  if (byNameAndPos !== null) typeError(`argument for ${fname}() given by name ('${byNameAndPos[0]}') and position (${byNameAndPos[1] + 1})`);
  if (unexpected !== null) typeError(`${fname}() got an unexpected keyword argument '${unexpected}'`);
  return out;
}

/** For builtins taking no keywords: checks and returns the positional count. */
export function noKw(fname: string, kwnames: string[] | null): void {
  if (kwnames !== null && kwnames.length > 0) typeError(`${fname}() takes no keyword arguments`);
}

export function checkArgCount(fname: string, args: PyObject[], min: number, max: number): void {
  const n = args.length;
  if (n >= min && n <= max) return;
  if (min === max) {
    if (min === 0) typeError(`${fname}() takes no arguments (${n} given)`);
    if (min === 1) typeError(`${fname}() takes exactly one argument (${n} given)`);
    typeError(`${fname} expected ${min} arguments, got ${n}`);
  }
  if (n < min) typeError(`${fname} expected at least ${min} argument${min === 1 ? "" : "s"}, got ${n}`);
  typeError(`${fname} expected at most ${max} argument${max === 1 ? "" : "s"}, got ${n}`);
}

/**
 * How a builtin method takes its arguments, as its PyMethodDef flags / argument clinic say:
 * "noargs" (METH_NOARGS), "o" (METH_O), or [min, max] positional-only (clinic's
 * _PyArg_CheckPositional, which names the method without its type). None take keywords.
 */
export type PositionalSpec = "noargs" | "o" | "varargs" | readonly [number, number];

/** Wraps `impl` with CPython's argument-count and no-keywords checks for `qualname` ("list.append"). */
export function checkedMethod<S extends PyObject>(
  qualname: string,
  spec: PositionalSpec,
  impl: (self: S, args: PyObject[], kwnames: string[] | null) => PyObject,
): (self: S, args: PyObject[], kwnames: string[] | null) => PyObject {
  const short = qualname.slice(qualname.lastIndexOf(".") + 1);
  return (self, args, kwnames) => {
    if (kwnames !== null && kwnames.length > 0) typeError(`${spec === "noargs" || spec === "o" || spec === "varargs" ? qualname : short}() takes no keyword arguments`);
    const n = args.length;
    if (spec === "varargs") {
      // METH_VARARGS: any number of positional arguments
    } else if (spec === "noargs") {
      if (n !== 0) typeError(`${qualname}() takes no arguments (${n} given)`);
    } else if (spec === "o") {
      if (n !== 1) typeError(`${qualname}() takes exactly one argument (${n} given)`);
    } else checkPositional(short, n, spec[0], spec[1]);
    return impl(self, args, kwnames);
  };
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
