/**
 * The sys module (Python/sysmodule.c) as 64-bit CPython 3.14.2 exposes it: argv, path, modules
 * (the import system's registry), the standard streams, version/version_info/hexversion,
 * implementation, flags/float_info/int_info/hash_info (struct sequences), limits (recursion,
 * int string digits), exc_info/exception, intern, getrefcount, getsizeof and the rest.
 */
import { PyObject, PyType, Py_INCREF, Py_DECREF, IMMORTAL_REFCNT, IMMORTAL_REFCNT_REPORTED, Py_TPFLAGS_HEAPTYPE, PyType_Modified } from "../objects/object.js";
import { None } from "../objects/none.js";
import { True, False } from "../objects/bool.js";
import { newInt, newIntBig, isInt, type PyInt } from "../objects/int.js";
import { newFloat } from "../objects/float.js";
import { newStr, internStr, isStr, PyUnicode_Type, type PyStr } from "../objects/str.js";
import { newList } from "../objects/list.js";
import { newTuple, isTuple, type PyTuple } from "../objects/tuple.js";
import { isBytes, type PyBytes } from "../objects/bytes.js";
import { dictSetItem, dictGetStr, newDict, type PyDict } from "../objects/dict.js";
import { PyModule, newModule } from "../objects/module.js";
import { newCFunction, type MethodImpl } from "../objects/descr.js";
import { PyFunction } from "../objects/function.js";
import { PyBaseExceptionObject, PyExc_SystemExit, PyExc_ValueError, PyExc_RecursionError, PyExc_RuntimeError, PyExc_TypeError, PyExc_ImportError, PyExc_AttributeError, newExceptionArgs, newException, typeError } from "../objects/exceptions.js";
import { tstate, topmostException } from "../eval/threadState.js";
import { asCInt, typeName, PyObject_Call, PyObject_Repr, PyObject_SetAttr, callMethod, getAttrString, PyCallable_Check } from "../abstract.js";
import { asyncGenHooks } from "../objects/asyncgen.js";
import { borrowedRefs } from "../eval/borrow.js";
import { intStrLimit } from "../types/intMethods.js";
import { parseArgs, checkArgCount } from "../args.js";
import { newStructSeqType, newStructSeq } from "../types/structseq.js";
import { newNamespace } from "../types/namespace.js";
import { newStdStream } from "./stdio.js";
import { io } from "./builtins.js";
import { formatException, formatUnraisable } from "../eval/printException.js";
import { importState, importModuleLevel } from "./importer.js";
import { warnAtFrame } from "../eval/warnings.js";
import { CACHE_TAG, PyBuiltinImporter_Type, PyFrozenImporter_Type, PyPathFinder_Type } from "./importlibTypes.js";
import "./finders.js";
import { makeMonitoring } from "./monitoring.js";
import { argTypeName } from "../types/strutil.js";
import { STDLIB_MODULE_NAMES } from "./stdlibNames.generated.js";
import { newSetOf, PyFrozenSet_Type } from "../objects/set.js";
import { multiarch } from "./_sysconfigdata.js";

export const VERSION_INFO: readonly [number, number, number, string, number] = [3, 14, 2, "final", 0];
const RELEASE_LEVELS: Record<string, number> = { alpha: 0xa, beta: 0xb, candidate: 0xc, final: 0xf };
export const HEXVERSION = (VERSION_INFO[0] << 24) | (VERSION_INFO[1] << 16) | (VERSION_INFO[2] << 8) | (RELEASE_LEVELS[VERSION_INFO[3]]! << 4) | VERSION_INFO[4];

const VersionInfo_Type = newStructSeqType({ name: "sys.version_info", fields: ["major", "minor", "micro", "releaselevel", "serial"] });
const FLAG_FIELDS = [
  "debug", "inspect", "interactive", "optimize", "dont_write_bytecode", "no_user_site", "no_site", "ignore_environment",
  "verbose", "bytes_warning", "quiet", "hash_randomization", "isolated", "dev_mode", "utf8_mode", "warn_default_encoding",
  "safe_path", "int_max_str_digits", "gil", "thread_inherit_context", "context_aware_warnings",
] as const;
const Flags_Type = newStructSeqType({ name: "sys.flags", fields: FLAG_FIELDS, nSequence: 18 });
const FloatInfo_Type = newStructSeqType({
  name: "sys.float_info",
  fields: ["max", "max_exp", "max_10_exp", "min", "min_exp", "min_10_exp", "dig", "mant_dig", "epsilon", "radix", "rounds"],
});
const AsyncGenHooks_Type = newStructSeqType({ name: "asyncgen_hooks", fields: ["firstiter", "finalizer"] });
const IntInfo_Type = newStructSeqType({ name: "sys.int_info", fields: ["bits_per_digit", "sizeof_digit", "default_max_str_digits", "str_digits_check_threshold"] });
const UnraisableHookArgs_Type = newStructSeqType({ name: "UnraisableHookArgs", fields: ["exc_type", "exc_value", "exc_traceback", "err_msg", "object"], constructible: true });
const HashInfo_Type = newStructSeqType({ name: "sys.hash_info", fields: ["width", "modulus", "inf", "nan", "imag", "algorithm", "hash_bits", "seed_bits", "cutoff"] });

function structOf(type: PyType, values: (number | bigint | string | boolean | PyObject)[]): PyObject {
  return newStructSeq(type, values.map((v) => (typeof v === "number" ? (Number.isInteger(v) ? newInt(v) : newFloat(v)) : typeof v === "bigint" ? newIntBig(v) : typeof v === "string" ? newStr(v) : typeof v === "boolean" ? (v ? True : False) : v)));
}

function versionInfo(): PyObject {
  return structOf(VersionInfo_Type, [...VERSION_INFO]);
}

/**
 * What the interpreter's command line set (`pyts run`'s options, as CPython's PyConfig): the
 * sys.flags fields it gives, sys.warnoptions, sys._xoptions (a value or True) and sys.orig_argv.
 */
export interface SysConfig {
  flags?: Partial<Record<(typeof FLAG_FIELDS)[number], number | boolean>>;
  warnoptions?: readonly string[];
  xoptions?: readonly (readonly [string, string | true])[];
  origArgv?: readonly string[];
  /** sys.executable: a program that takes CPython's command line (the CLI's bin/pyts.js). */
  executable?: string;
}

/** sys.version (what `pyts run -VV` prints after "Python "). */
export function sysVersion(): string {
  return `${VERSION_INFO[0]}.${VERSION_INFO[1]}.${VERSION_INFO[2]} (main, Jan  1 2026, 00:00:00) [pyts on Node.js ${process.versions.node}]`;
}

function flags(given: SysConfig["flags"] = {}): PyObject {
  const hashRandomization = process.env.PYTHONHASHSEED === "0" ? 0 : 1;
  const v: Record<(typeof FLAG_FIELDS)[number], number | boolean> = {
    debug: 0, inspect: 0, interactive: 0, optimize: 0, dont_write_bytecode: 0, no_user_site: 0, no_site: 0, ignore_environment: 0,
    verbose: 0, bytes_warning: 0, quiet: 0, hash_randomization: hashRandomization, isolated: 0, dev_mode: false, utf8_mode: 0,
    warn_default_encoding: 0, safe_path: false, int_max_str_digits: intStrLimit.maxDigits, gil: 1, thread_inherit_context: 0,
    context_aware_warnings: 0,
    ...given,
  };
  return structOf(Flags_Type, FLAG_FIELDS.map((f) => v[f]));
}

/** `sys.platform` for the host Node runs on. */
function platform(): string {
  const p = process.platform;
  return p === "win32" ? "win32" : p === "darwin" ? "darwin" : p === "linux" ? "linux" : p;
}

export function makeSys(argv: string[], path: string[], modules: PyDict, config: SysConfig = {}): PyModule {
  const mod = newModule("sys");
  const d = mod.dict!;
  const set = (name: string, v: PyObject) => dictSetItem(d, internStr(name), v);
  const def = (name: string, impl: MethodImpl) => set(name, newCFunction(name, impl, mod));
  set("__loader__", PyBuiltinImporter_Type);
  set("argv", newList(argv.map((a) => newStr(a))));
  set("orig_argv", newList((config.origArgv ?? ["pyts", "run", ...argv]).map((a) => newStr(a))));
  set("path", newList(path.map((p) => newStr(p))));
  set("modules", modules);
  // importlib._bootstrap._install / _bootstrap_external._install: the three finders, in CPython's order
  set("meta_path", newList([PyBuiltinImporter_Type, PyFrozenImporter_Type, PyPathFinder_Type].map((t) => (Py_INCREF(t), t))));
  set("path_hooks", newList([]));
  set("path_importer_cache", newDict());
  // _sysconfigdata_* is a .py module in CPython (written by its build), not a built-in one
  set("builtin_module_names", newTuple(["builtins", "sys", ...importState.native.keys()].filter((n) => !n.includes(".") && !n.startsWith("_sysconfigdata_")).sort().map((n) => newStr(n))));
  set("maxsize", newIntBig(2n ** 63n - 1n));
  set("maxunicode", newInt(0x10ffff));
  set("byteorder", newStr("little"));
  set("platform", newStr(platform()));
  set("version", newStr(sysVersion()));
  set("version_info", versionInfo());
  set("hexversion", newInt(HEXVERSION));
  set("api_version", newInt(1013));
  set("implementation", newNamespace([
    ["name", newStr("pyts")],
    // pyts compiles to CPython 3.14's bytecode and writes CPython's .pyc files: the same cache tag
    ["cache_tag", newStr(CACHE_TAG)],
    ["version", versionInfo()],
    ["hexversion", newInt(HEXVERSION)],
    ["supports_isolated_interpreters", False],
    ...(multiarch() === "" ? [] : [["_multiarch", newStr(multiarch())] as [string, PyObject]]),
  ]));
  set("abiflags", newStr(""));
  set("flags", flags(config.flags));
  set("float_info", structOf(FloatInfo_Type, [Number.MAX_VALUE, 1024, 308, 2.2250738585072014e-308, -1021, -307, 15, 53, Number.EPSILON, 2, 1]));
  set("int_info", structOf(IntInfo_Type, [30, 4, 4300, 640]));
  set("hash_info", structOf(HashInfo_Type, [64, 2n ** 61n - 1n, 314159, 0, 1000003, "siphash13", 64, 128, 0]));
  set("float_repr_style", newStr("short"));
  set("executable", newStr(config.executable ?? process.argv[1] ?? ""));
  set("_base_executable", newStr(config.executable ?? process.argv[1] ?? ""));
  for (const p of ["prefix", "exec_prefix", "base_prefix", "base_exec_prefix"]) set(p, newStr(""));
  set("platlibdir", newStr("lib"));
  set("dont_write_bytecode", config.flags?.dont_write_bytecode ? True : False);
  set("warnoptions", newList((config.warnoptions ?? []).map((w) => newStr(w))));
  const xoptions = newDict();
  for (const [k, v] of config.xoptions ?? []) {
    const value = v === true ? True : newStr(v);
    dictSetItem(xoptions, internStr(k), value);
    if (value !== True) Py_DECREF(value);
  }
  set("_xoptions", xoptions);
  set("copyright", newStr("Copyright (c) 2001 Python Software Foundation.\nAll Rights Reserved."));
  for (const [name, fd] of [["stdin", 0], ["stdout", 1], ["stderr", 2]] as const) {
    const s = newStdStream(fd);
    set(name, s);
    set(`__${name}__`, s);
  }

  def("getrefcount", (_s, args) => {
    checkArgCount("sys.getrefcount", args, 1, 1);
    const o = args[0]!;
    return newIntBig(o.ob_refcnt >= IMMORTAL_REFCNT ? IMMORTAL_REFCNT_REPORTED : o.ob_refcnt - borrowedRefs(o));
  });
  // sys._is_immortal (3.14): whether the object's refcount is the immortal one
  // sys._jit (3.14): CPython's experimental machine-code JIT, which pyts does not have (pyts's own
  // compilation of bytecode to JavaScript is invisible to Python, as a tier should be)
  const jit = newModule("sys._jit");
  for (const f of ["is_available", "is_enabled", "is_active"]) {
    dictSetItem(jit.dict!, internStr(f), newCFunction(f, (_s, args) => {
      checkArgCount(`${f}`, args, 0, 0);
      return False;
    }, jit));
  }
  set("_jit", jit);
  set("monitoring", makeMonitoring());
  def("_is_immortal", (_s, args) => {
    checkArgCount("sys._is_immortal", args, 1, 1);
    return args[0]!.ob_refcnt >= IMMORTAL_REFCNT ? True : False;
  });
  def("get_asyncgen_hooks", (_s, args) => {
    checkArgCount("sys.get_asyncgen_hooks", args, 0, 0);
    const v = [asyncGenHooks.firstiter ?? None, asyncGenHooks.finalizer ?? None];
    for (const o of v) Py_INCREF(o);
    return newStructSeq(AsyncGenHooks_Type, v);
  });
  // sys_set_asyncgen_hooks: an argument left out keeps its hook; None clears it; the finalizer is checked and set first
  def("set_asyncgen_hooks", (_s, args, kw) => {
    // PyArg_ParseTupleAndKeywords without a name: "this function got an unexpected keyword argument"
    for (const k of kw ?? []) if (k !== "firstiter" && k !== "finalizer") typeError(`this function got an unexpected keyword argument '${k}'`);
    const [firstiter, finalizer] = parseArgs("set_asyncgen_hooks", args, kw, ["firstiter", "finalizer"], 0);
    for (const [what, f] of [["finalizer", finalizer], ["firstiter", firstiter]] as const) {
      if (f !== null && f !== None && !PyCallable_Check(f)) typeError(`callable ${what} expected, got ${typeName(f)}`);
    }
    const store = (key: "firstiter" | "finalizer", f: PyObject | null) => {
      if (f === null) return;
      const old = asyncGenHooks[key];
      if (f === None) asyncGenHooks[key] = null;
      else {
        Py_INCREF(f);
        asyncGenHooks[key] = f;
      }
      if (old !== null) Py_DECREF(old);
    };
    store("finalizer", finalizer);
    store("firstiter", firstiter);
    return None;
  });
  def("getrecursionlimit", (_s, args) => (checkArgCount("sys.getrecursionlimit", args, 0, 0), newInt(tstate.recursionLimit)));
  def("setrecursionlimit", (_s, args) => {
    checkArgCount("sys.setrecursionlimit", args, 1, 1);
    const n = asCInt(args[0]!);
    if (n < 1) throw newException(PyExc_ValueError, "recursion limit must be greater or equal than 1");
    const depth = tstate.depth;
    if (depth >= n) throw newException(PyExc_RecursionError, `cannot set the recursion limit to ${n} at the recursion depth ${depth}: the limit is too low`);
    tstate.recursionLimit = n;
    return None;
  });
  def("get_int_max_str_digits", (_s, args) => (checkArgCount("sys.get_int_max_str_digits", args, 0, 0), newInt(intStrLimit.maxDigits)));
  def("set_int_max_str_digits", (_s, args, kw) => {
    const npos = args.length - (kw ? kw.length : 0);
    if (npos === 0 && !(kw ?? []).includes("maxdigits")) typeError("set_int_max_str_digits() missing required argument 'maxdigits' (pos 1)");
    if (npos > 1) typeError(`set_int_max_str_digits() takes at most 1 argument (${npos} given)`);
    const [m] = parseArgs("set_int_max_str_digits", args, kw, ["maxdigits"], 1, 0);
    const n = asCInt(m!);
    if (n !== 0 && n < 640) throw newException(PyExc_ValueError, "maxdigits must be >= 640 or 0 for unlimited");
    intStrLimit.maxDigits = n;
    // the flags object is updated in place (sys_set_int_max_str_digits_impl)
    const fl = dictGetStr(d, internStr("flags"));
    if (fl !== null && fl.ob_type === Flags_Type) {
      const items = (fl as PyTuple).items;
      const i = FLAG_FIELDS.indexOf("int_max_str_digits");
      const old = items[i]!;
      items[i] = newInt(n);
      Py_DECREF(old);
    }
    return None;
  });
  def("exit", (_s, args) => {
    checkArgCount("exit", args, 0, 1);
    // PyErr_SetObject(SystemExit, None) makes SystemExit() (args ())
    // PyErr_SetObject(SystemExit, value): None gives no args, a tuple is the args itself
    const code = args.length && args[0] !== None ? args[0]! : null;
    const excArgs = code === null ? [] : isTuple(code) ? (code as PyTuple).items.slice() : [code];
    for (const a of excArgs) Py_INCREF(a);
    throw newExceptionArgs(PyExc_SystemExit, excArgs);
  });
  // sys.excepthook(type, value, traceback): prints the exception and its traceback to stderr
  def("excepthook", (_s, args) => {
    if (args.length !== 3) typeError(`excepthook expected 3 arguments, got ${args.length}`);
    const v = args[1]!;
    if (v instanceof PyBaseExceptionObject) io.writeStderr(formatException(v));
    else io.writeStderr(`TypeError: print_exception(): Exception expected for value, ${typeName(v)} found\n`);
    Py_INCREF(None);
    return None;
  });
  dictSetItem(d, internStr("__excepthook__"), dictGetStr(d, internStr("excepthook"))!);
  // sys.displayhook(object): what an expression statement in 'single' mode shows (print_expr)
  def("displayhook", (_s, args) => {
    if (args.length !== 1) typeError(`sys.displayhook() takes exactly one argument (${args.length} given)`);
    displayhook(d, args[0]!);
    Py_INCREF(None);
    return None;
  });
  dictSetItem(d, internStr("__displayhook__"), dictGetStr(d, internStr("displayhook"))!);
  // sys.breakpointhook(*args, **kws): what breakpoint() calls — $PYTHONBREAKPOINT's callable
  // (pdb.set_trace by default; '0' disables); one that cannot be imported is warned about and skipped
  def("breakpointhook", (_s, args, kw) => {
    let envar = process.env.PYTHONBREAKPOINT ?? "";
    if (envar === "") envar = "pdb.set_trace";
    else if (envar === "0") return (Py_INCREF(None), None);
    const dot = envar.lastIndexOf(".");
    const modulePath = dot < 0 ? "builtins" : envar.slice(0, dot);
    const attr = dot < 0 ? envar : envar.slice(dot + 1);
    let hook: PyObject;
    try {
      const fromlist = newTuple([newStr("__doc__")]);
      const module = importModuleLevel(newStr(modulePath), null, fromlist, 0);
      Py_DECREF(fromlist);
      try {
        hook = getAttrString(module, attr);
      } finally {
        Py_DECREF(module);
      }
    } catch (e) {
      if (!(e instanceof PyObject) || !(e.ob_type.isSubtype(PyExc_ImportError) || e.ob_type.isSubtype(PyExc_AttributeError))) throw e;
      Py_DECREF(e);
      warnAtFrame("RuntimeWarning", `Ignoring unimportable $PYTHONBREAKPOINT: "${envar}"`, false);
      return (Py_INCREF(None), None);
    }
    try {
      return PyObject_Call(hook, args, kw);
    } finally {
      Py_DECREF(hook);
    }
  });
  dictSetItem(d, internStr("__breakpointhook__"), dictGetStr(d, internStr("breakpointhook"))!);
  // sys.unraisablehook(unraisable, /): the default hook, writing to stderr
  def("unraisablehook", (_s, args) => {
    if (args.length !== 1) typeError(`sys.unraisablehook() takes exactly one argument (${args.length} given)`);
    const a = args[0]!;
    if (a.ob_type !== UnraisableHookArgs_Type) typeError("sys.unraisablehook argument type must be UnraisableHookArgs");
    const [, value, , errMsg, obj] = (a as PyTuple).items;
    io.writeStderr(unraisableText(errMsg !== undefined && isStr(errMsg) ? (errMsg as PyStr).value : null, obj ?? None, value ?? null));
    Py_INCREF(None);
    return None;
  });
  defaultUnraisableHook = dictGetStr(d, internStr("unraisablehook"));
  dictSetItem(d, internStr("__unraisablehook__"), defaultUnraisableHook!);
  const names = STDLIB_MODULE_NAMES.map((n) => newStr(n));
  const stdlibNames = newSetOf(PyFrozenSet_Type, names);
  for (const n of names) Py_DECREF(n);
  set("stdlib_module_names", stdlibNames);
  Py_DECREF(stdlibNames);
  def("exception", (_s, args) => {
    checkArgCount("sys.exception", args, 0, 0);
    const e = topmostException();
    return e === null ? None : (Py_INCREF(e), e);
  });
  def("exc_info", (_s, args) => {
    checkArgCount("sys.exc_info", args, 0, 0);
    const e = topmostException();
    if (e === null) return newTuple([None, None, None]);
    const tb = (e as unknown as { traceback: PyObject | null }).traceback ?? None;
    Py_INCREF(e.ob_type);
    Py_INCREF(e);
    Py_INCREF(tb);
    return newTuple([e.ob_type, e, tb]);
  });
  def("intern", (_s, args) => {
    checkArgCount("sys.intern", args, 1, 1);
    const s = args[0]!;
    if (!isStr(s)) typeError(`intern() argument must be str, not ${argTypeName(s)}`);
    if (s.ob_type !== PyUnicode_Type) typeError(`can't intern ${s.ob_type.tp_name}`);
    return internStr((s as PyStr).value);
  });
  // sys._clear_type_descriptors(type, /): drops the __dict__ and __weakref__ descriptors from a
  // class's dict (dataclasses' slots=True does it to the class it replaces; gh-135228)
  def("_clear_type_descriptors", (_s, args) => {
    checkArgCount("sys._clear_type_descriptors", args, 1, 1);
    const t = args[0]!;
    if (!(t instanceof PyType)) typeError(`_clear_type_descriptors() argument must be type, not ${argTypeName(t)}`);
    if ((t.tp_flags & Py_TPFLAGS_HEAPTYPE) === 0) typeError("argument is immutable");
    const removed: PyObject[] = [];
    for (const name of ["__dict__", "__weakref__"]) {
      const v = t.tp_dict.get(name);
      if (v === undefined) continue;
      t.tp_dict.delete(name);
      removed.push(v);
    }
    PyType_Modified(t);
    // released after the type is marked modified, as CPython does (a finalizer may look at the type)
    for (const v of removed) Py_DECREF(v);
    return None;
  });
  // sys._getframe(depth=0, /)
  def("_getframe", (_s, args) => {
    checkArgCount("_getframe", args, 0, 1);
    let depth = args.length ? asCInt(args[0]!) : 0;
    let f = tstate.frame;
    while (depth > 0 && f !== null) {
      f = f.previous;
      depth--;
    }
    if (f === null) throw newException(PyExc_ValueError, "call stack is not deep enough");
    Py_INCREF(f);
    return f;
  });
  def("getsizeof", (_s, args, kw) => {
    const [o, dflt] = parseArgs("getsizeof", args, kw, ["object", "default"], 1, 0);
    try {
      return newInt(sizeOf(o!));
    } catch (e) {
      if (dflt !== null && e instanceof PyObject && e.ob_type.isSubtype(PyExc_TypeError)) return (Py_INCREF(dflt), dflt);
      throw e;
    }
  });
  def("getdefaultencoding", (_s, args) => (checkArgCount("sys.getdefaultencoding", args, 0, 0), newStr("utf-8")));
  def("getfilesystemencoding", (_s, args) => (checkArgCount("sys.getfilesystemencoding", args, 0, 0), newStr("utf-8")));
  def("getfilesystemencodeerrors", (_s, args) => (checkArgCount("sys.getfilesystemencodeerrors", args, 0, 0), newStr("surrogateescape")));
  let switchInterval = 0.005;
  def("getswitchinterval", (_s, args) => (checkArgCount("sys.getswitchinterval", args, 0, 0), newFloat(switchInterval)));
  def("setswitchinterval", (_s, args) => {
    checkArgCount("sys.setswitchinterval", args, 1, 1);
    const v = args[0]!;
    const x = isInt(v) ? Number((v as PyInt).value) : (v as unknown as { value?: number }).value;
    if (typeof x !== "number") typeError(`must be real number, not ${typeName(v)}`);
    if (x <= 0) throw newException(PyExc_ValueError, "switch interval must be strictly positive");
    switchInterval = x;
    return None;
  });
  def("is_finalizing", (_s, args) => (checkArgCount("sys.is_finalizing", args, 0, 0), False));
  def("gettrace", (_s, args) => (checkArgCount("sys.gettrace", args, 0, 0), None));
  def("getprofile", (_s, args) => (checkArgCount("sys.getprofile", args, 0, 0), None));
  def("audit", (_s, args) => {
    if (args.length < 1) typeError("audit() missing 1 required positional argument: 'event'");
    if (!isStr(args[0]!)) typeError(`expected str for argument 'event', not ${typeName(args[0]!)}`);
    return None;
  });
  return mod;
}

/**
 * An exception nobody can raise to (a failing __del__, weakref callback, atexit function):
 * _PyErr_WriteUnraisableMsg hands it to sys.unraisablehook as UnraisableHookArgs(exc_type,
 * exc_value, exc_traceback, err_msg, None); with no hook (None or deleted) the default one writes
 * it; a hook that raises is itself reported as 'Exception ignored in sys.unraisablehook'.
 */
export function writeUnraisable(errMsg: string, exc: PyBaseExceptionObject): void {
  const sys = importState.sys;
  const hook = sys !== null && sys.dict !== null ? dictGetStr(sys.dict, internStr("unraisablehook")) : null;
  if (hook === null || hook === None || hook === defaultUnraisableHook) {
    io.writeStderr(unraisableText(errMsg, None, exc));
    return;
  }
  const tb = exc.traceback ?? None;
  for (const o of [exc.ob_type, exc, tb]) Py_INCREF(o);
  const args = newStructSeq(UnraisableHookArgs_Type, [exc.ob_type, exc, tb, newStr(errMsg), (Py_INCREF(None), None)]);
  Py_INCREF(hook);
  try {
    Py_DECREF(PyObject_Call(hook, [args], null));
  } catch (e) {
    if (!(e instanceof PyBaseExceptionObject)) throw e;
    io.writeStderr(unraisableText("Exception ignored in sys.unraisablehook", hook, e));
    Py_DECREF(e);
  } finally {
    Py_DECREF(hook);
    Py_DECREF(args);
  }
}

/** What the default sys.unraisablehook writes (write_unraisable_exc_file). */
function unraisableText(errMsg: string | null, obj: PyObject, exc: PyObject | null): string {
  let s = "";
  if (obj !== None) {
    let r: string;
    try {
      r = PyObject_Repr(obj).value;
    } catch (e) {
      if (e instanceof PyObject) Py_DECREF(e);
      r = "<object repr() failed>";
    }
    s += `${errMsg ?? "Exception ignored in"}: ${r}\n`;
  } else if (errMsg !== null) s += `${errMsg}:\n`;
  if (exc instanceof PyBaseExceptionObject) s += formatUnraisable(exc);
  return s;
}

let defaultUnraisableHook: PyObject | null = null;

/**
 * sys_displayhook: None shows nothing; anything else is written as its repr and a newline through
 * sys.stdout's write, with builtins._ set to None meanwhile and to the object after.
 */
function displayhook(sysDict: PyDict, o: PyObject): void {
  const builtins = dictGetStr(importState.modules, internStr("builtins"));
  if (builtins === null) throw newException(PyExc_RuntimeError, "lost builtins module");
  if (o === None) return;
  const underscore = internStr("_");
  PyObject_SetAttr(builtins, underscore, None);
  const out = dictGetStr(sysDict, internStr("stdout"));
  if (out === null || out === None) throw newException(PyExc_RuntimeError, "lost sys.stdout");
  for (const text of [PyObject_Repr(o), newStr("\n")]) {
    try {
      Py_DECREF(callMethod(out, "write", [text]));
    } finally {
      Py_DECREF(text);
    }
  }
  PyObject_SetAttr(builtins, underscore, o);
}


/** The gc header plus the managed-dict pre-header a heap type's instances carry (64-bit 3.14). */
const PREHEADER_HEAP = 32;
const GC_HEADER = 16;

/** sys.getsizeof: what `__sizeof__` gives, plus the GC pre-header (64-bit CPython's layouts). */
function sizeOf(o: PyObject): number {
  const t = o.ob_type;
  const user = t.lookup("__sizeof__");
  if (user instanceof PyFunction) {
    const r = PyObject_Call(user, [o]);
    if (!isInt(r)) typeError("an integer is required");
    const n = Number((r as PyInt).value);
    if (n < 0) throw newException(PyExc_ValueError, "__sizeof__() should return >= 0");
    return n + (t.tp_flags & Py_TPFLAGS_HEAPTYPE ? PREHEADER_HEAP : 0);
  }
  if (o === None) return 16;
  if (isInt(o)) {
    let v = (o as PyInt).value;
    if (typeof v === "number") v = BigInt(v);
    if (v < 0n) v = -v;
    let digits = 0;
    while (v > 0n) {
      v >>= 30n;
      digits++;
    }
    return 24 + 4 * Math.max(1, digits);
  }
  if (isStr(o)) {
    const cps = Array.from((o as PyStr).value).map((c) => c.codePointAt(0)!);
    const max = cps.reduce((a, b) => Math.max(a, b), 0);
    if (max < 0x80) return 41 + cps.length;
    const kind = max < 0x100 ? 1 : max < 0x10000 ? 2 : 4;
    return 56 + kind * (cps.length + 1);
  }
  if (isBytes(o)) return 33 + (o as PyBytes).value.length;
  if (isTuple(o) && t.tp_name === "tuple") return 48 + 8 * (o as PyTuple).items.length;
  switch (t.tp_name) {
    case "float":
      return 24;
    case "complex":
      return 32;
    case "range":
      return 48;
    case "list":
      return 56 + 8 * (o as unknown as { items: PyObject[] }).items.length;
    case "object":
      return 16;
  }
  return 16 + (t.tp_flags & Py_TPFLAGS_HEAPTYPE ? PREHEADER_HEAP : GC_HEADER);
}

