/**
 * Running a module's code object: the `__main__` namespace, the uncaught-exception report
 * (traceback on stderr, exit code 1), SystemExit's exit codes, and captured or real I/O.
 */
import { makeCodecs } from "./modules/_codecs.js";
import { makeJson } from "./modules/_json.js";
import { resetCodecRegistry } from "./codecs.js";
import { makeIo } from "./modules/_io.js";
import { makeSysconfigdata, sysconfigdataName } from "./modules/_sysconfigdata.js";
import { setIoUnraisable, setIoResourceWarning } from "./modules/io/iobase.js";
import { writeUnraisable } from "./modules/sys.js";
import { makeImp } from "./modules/_imp.js";
import { makeMarshal } from "./modules/marshal.js";
import { makeSignal } from "./modules/_signal.js";
import { makeSuggestions } from "./modules/_suggestions.js";
import { makeLocale, resetLocale } from "./modules/_locale.js";
import { makeCsv } from "./modules/_csv.js";
import { makeUnicodedata } from "./modules/unicodedata.js";
import { setSigintHandler } from "./modules/gc.js";
import { makeWarnings, resourceWarning } from "./modules/_warnings.js";
import { readSync } from "node:fs";
import type { CodeObject } from "@pyts/compiler";
import { PyObject, Py_DECREF, Py_XDECREF } from "./objects/object.js";
import { None } from "./objects/none.js";
import { internStr, newStr, isStr, type PyStr } from "./objects/str.js";
import { isInt, type PyInt } from "./objects/int.js";
import { newDict, dictSetItem, dictRehash, dictClear, dictGetStr, dictItems, type PyDict } from "./objects/dict.js";
import { PyModule, newModule } from "./objects/module.js";
import { newCode } from "./objects/code.js";
import { PyFrame } from "./objects/frame.js";
import { PyBaseExceptionObject, PyExc_SystemExit, PyExc_KeyboardInterrupt, PyExc_IndexError, PyExc_KeyError } from "./objects/exceptions.js";
import { initVM, setLookupErrors } from "./init.js";
import { importState, importModuleLevel, newBuiltinSpec } from "./modules/importer.js";
import { makeString_ } from "./modules/_string.js";
import { makeTime } from "./modules/time.js";
import { evalFrame, pushFrame, toPyException } from "./eval/ceval.js";
import { tstate, Py_DEFAULT_RECURSION_LIMIT } from "./eval/threadState.js";
import { formatException, formatUnraisable, sourceCache, setSuggestion, setGroupMembers } from "./eval/printException.js";
import { isExceptionGroup, groupExceptions } from "./types/exceptionGroup.js";
import { setWarningsOutput } from "./eval/warnings.js";
import { suggestionFor } from "./eval/suggestions.js";
import { setIO, setSysStdout } from "./modules/builtins.js";
import { bufferedStdIO, type BufferedStdIO } from "./modules/stdbuf.js";
import { PyBuiltinImporter_Type, newSourceFileLoader, newSpec } from "./modules/importlibTypes.js";
import { makeSys, type SysConfig } from "./modules/sys.js";
import { intStrLimit, DEFAULT_MAX_STR_DIGITS } from "./types/intMethods.js";
import { makeMath } from "./modules/math.js";
import { makePosix } from "./modules/posix.js";
import { makeStat } from "./modules/_stat.js";
import { makeTemplateLib } from "./modules/templatelib.js";
import { makeCmath } from "./modules/cmath.js";
import { makeGc } from "./modules/gc.js";
import { gcState, resetYoung } from "./objects/gcstate.js";
import { makeWeakref } from "./modules/weakref.js";
import { makeThread } from "./modules/_thread.js";
import { makeErrno } from "./modules/errno.js";
import { makeContextvars } from "./modules/_contextvars.js";
import { stdlibZipPath } from "./modules/stdlibZip.js";
import { resetZipImporters } from "./modules/zipimport.js";
import { makeAtexit, runAtexitCallbacks } from "./modules/atexit.js";
import { makeSre } from "./modules/_sre.js";
import { makeItertools } from "./modules/itertools.js";
import { makeOperator } from "./modules/_operator.js";
import { makeFunctools } from "./modules/_functools.js";
import { makeTyping } from "./modules/_typing.js";
import { makeMd5 } from "./modules/_md5.js";
import { makeSha1 } from "./modules/_sha1.js";
import { makeSha2 } from "./modules/_sha2.js";
import { makeSha3 } from "./modules/_sha3.js";
import { makeBlake2 } from "./modules/_blake2.js";
import { makeRandom } from "./modules/_random.js";
import { makeBisect } from "./modules/_bisect.js";
import { makeResource } from "./modules/resource.js";
import { makeSelect } from "./modules/select.js";
import { make_socket } from "./modules/_socket.js";
import { resetAsyncGenHooks } from "./objects/asyncgen.js";
import { makeFcntl } from "./modules/fcntl.js";
import { makePwd, makeGrp } from "./modules/pwd.js";
import { makePosixSubprocess } from "./modules/_posixsubprocess.js";
import { makeHeapq } from "./modules/_heapq.js";
import { makeStruct } from "./modules/_struct.js";
import { makeBinascii } from "./modules/binascii.js";
import { makeZlib } from "./modules/zlib.js";
import { makeDecimal } from "./modules/_decimal.js";
import { makeCollections } from "./modules/_collections.js";
import { makeAst } from "./modules/_ast.js";
import { makeOpcode } from "./modules/_opcode.js";
import { makeTokenize } from "./modules/_tokenize.js";
import { PyObject_Str, PyObject_GetOptionalAttr, PyObject_Call } from "./abstract.js";

export interface RunOptions {
  argv?: string[];
  /** sys.path: directories searched by `import` for modules and packages (the stdlib zip follows them); default: none. */
  path?: string[];
  /** The directory relative sys.path entries are resolved against; default: the process's cwd. */
  cwd?: string;
  /** Whether `__main__` has a `__file__` (a script: yes; `-c` code: no). Default true. */
  mainFile?: boolean;
  /** Source text of the main file (for traceback source lines). */
  source?: string;
  writeStdout?: (s: string) => void;
  writeStderr?: (s: string) => void;
  /** One line of standard input (with its newline), "" or null at its end; default: the process's stdin. */
  readLine?: () => string | null;
  /** Is standard output a terminal (sys.stdout line-buffered, not block-buffered)? Default: the process's, when writeStdout is not given. */
  stdoutIsTTY?: boolean;
  /** PYTHONUNBUFFERED: both streams write through. Default: the environment variable set and non-empty. */
  unbuffered?: boolean;
  /** What the command line set (`pyts run`'s options): sys.flags, warnoptions, _xoptions, orig_argv. */
  config?: SysConfig;
  /** `-m`: the module's full name; `__main__` gets its `__package__` and a `__spec__` of that name (mainModule.ts). */
  moduleName?: string;
}

/** Reads one line from file descriptor 0, synchronously, byte by byte (input() is rare and short). */
function readProcessStdinLine(): string | null {
  const bytes: number[] = [];
  const buf = Buffer.alloc(1);
  for (;;) {
    let n: number;
    try {
      n = readSync(0, buf, 0, 1, null);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === "EAGAIN") continue;
      if ((e as NodeJS.ErrnoException).code === "EOF") n = 0;
      else throw e;
    }
    if (n === 0) break;
    bytes.push(buf[0]!);
    if (buf[0] === 10) break;
  }
  return new TextDecoder().decode(new Uint8Array(bytes));
}

export interface RunResult {
  exitCode: number;
}

/**
 * Runs a module code object as `__main__`; returns the process exit code. It runs on the
 * caller's JS stack: Python→Python calls take none of it, but each level of native code calling
 * back into Python (`__eq__` in a dict lookup, a sort key, `map()`…) takes about 2–4 kB, so on
 * node's default ~1 MB stack such recursion ends in RecursionError (a JS stack overflow becomes
 * one) at some 250–500 levels instead of the recursion limit. To reach it, call this on a worker
 * thread with a larger `resourceLimits.stackSizeMb`, as `pyts run` does (packages/cli runThread.ts).
 */
export function runCode(code: CodeObject, opts: RunOptions = {}): RunResult {
  const tty = opts.stdoutIsTTY ?? (opts.writeStdout === undefined && process.stdout.isTTY === true);
  const unbuffered = opts.unbuffered ?? !!process.env.PYTHONUNBUFFERED;
  const io = bufferedStdIO(
    {
      writeStdout: opts.writeStdout ?? ((s: string) => process.stdout.write(s)),
      writeStderr: opts.writeStderr ?? ((s: string) => process.stderr.write(s)),
      readLine: opts.readLine ?? readProcessStdinLine,
    },
    unbuffered ? "unbuffered" : tty ? "line" : "block",
    unbuffered,
  );
  setIO(io);
  const err = (s: string) => io.writeStderr(s);
  setWarningsOutput(err);
  const builtins = initVM();
  resetAsyncGenHooks(); // sys.set_asyncgen_hooks of a program run before this one in the process
  dictRehash(builtins.dict!); // the hash secret may have changed since the last run
  setSuggestion(suggestionFor);
  setGroupMembers((e) => (isExceptionGroup(e) ? (groupExceptions(e) as PyBaseExceptionObject[]) : null));
  setLookupErrors(PyExc_IndexError, PyExc_KeyError);
  importState.modules = newDict();
  importState.cwd = opts.cwd ?? process.cwd();
  const native = importState.native;
  native.clear();
  native.set("math", makeMath);
  native.set("posix", makePosix);
  native.set("_stat", makeStat);
  native.set("_string", makeString_);
  native.set("string.templatelib", makeTemplateLib);
  native.set("cmath", makeCmath);
  native.set("gc", makeGc);
  native.set("_weakref", () => makeWeakref("_weakref"));
  native.set("_thread", makeThread);
  native.set("errno", makeErrno);
  native.set("_contextvars", makeContextvars);
  native.set("atexit", makeAtexit);
  native.set("_sre", makeSre);
  native.set("time", makeTime);
  native.set("itertools", makeItertools);
  native.set("_operator", makeOperator);
  native.set("_functools", makeFunctools);
  native.set("_collections", makeCollections);
  native.set("_codecs", makeCodecs);
  native.set("_json", makeJson);
  resetCodecRegistry();
  native.set("_typing", makeTyping);
  native.set("_md5", makeMd5);
  native.set("_sha1", makeSha1);
  native.set("_sha2", makeSha2);
  native.set("_sha3", makeSha3);
  native.set("_blake2", makeBlake2);
  native.set("_random", makeRandom);
  native.set("_bisect", makeBisect);
  native.set("resource", makeResource);
  native.set("select", makeSelect);
  native.set("_socket", make_socket);
  native.set("fcntl", makeFcntl);
  native.set("pwd", makePwd);
  native.set("grp", makeGrp);
  native.set("_posixsubprocess", makePosixSubprocess);
  native.set("_heapq", makeHeapq);
  native.set("_struct", makeStruct);
  native.set("binascii", makeBinascii);
  native.set("zlib", makeZlib);
  native.set("_decimal", makeDecimal);
  native.set("_ast", makeAst);
  native.set("_opcode", makeOpcode);
  native.set("_tokenize", makeTokenize);
  native.set("_imp", makeImp);
  native.set("_warnings", makeWarnings);
  native.set("marshal", makeMarshal);
  native.set("_signal", makeSignal);
  native.set("_suggestions", makeSuggestions);
  native.set("_locale", makeLocale);
  native.set("_csv", makeCsv);
  native.set("unicodedata", makeUnicodedata);
  resetLocale();
  setSigintHandler(null); // default_int_handler until this run's signal.signal says otherwise
  native.set("_io", makeIo);
  native.set(sysconfigdataName(), makeSysconfigdata);
  setIoUnraisable(writeUnraisable);
  setIoResourceWarning(resourceWarning);
  // a fresh collector per run (what an earlier run in this process left is not this program's garbage)
  resetYoung();
  gcState.old = [];
  gcState.oldAfterFull = 0;
  gcState.permanent = [];
  gcState.pending = false;
  gcState.enabled = true;
  // the stdlib zip follows the given entries, as CPython's python314.zip follows the script's directory
  resetZipImporters();
  const zip = stdlibZipPath();
  // -X int_max_str_digits (a fresh interpreter's limit otherwise: an earlier run may have set another)
  const digits = opts.config?.flags?.int_max_str_digits;
  intStrLimit.maxDigits = typeof digits === "number" && digits >= 0 ? digits : DEFAULT_MAX_STR_DIGITS;
  const sys = makeSys(opts.argv ?? [code.co_filename], [...(opts.path ?? []), ...(zip !== null ? [zip] : [])], importState.modules, opts.config);
  importState.sys = sys;
  // where the stdlib's sources are (frozen modules' __file__ is in it)
  const stdlibDir = zip !== null ? newStr(zip) : None;
  dictSetItem(sys.dict!, internStr("_stdlib_dir"), stdlibDir);
  if (stdlibDir !== None) Py_DECREF(stdlibDir);
  // print() and input() use sys.stdout; the stream sys starts with is written to directly
  const stdout = dictGetStr(sys.dict!, internStr("stdout"));
  setSysStdout(() => {
    const cur = dictGetStr(sys.dict!, internStr("stdout"));
    return cur === stdout ? null : cur;
  });
  for (const [name, m] of [["sys", sys], ["builtins", builtins]] as const) {
    dictSetItem(importState.modules, internStr(name), m);
    const spec = newBuiltinSpec(name);
    dictSetItem(m.dict!, internStr("__spec__"), spec);
    Py_DECREF(spec);
  }
  // (sys.modules keeps it alive; the streams are flushed through it at exit)
  const sysModule = sys;
  Py_DECREF(sys);
  if (opts.source !== undefined) sourceCache.set(code.co_filename, opts.source.split(/\r\n|\r|\n/));
  // the __main__ module as CPython starts it (a module's own attributes, __builtins__, the
  // builtin importer as loader) and, for a script, run_simple_file's __file__, __cached__ and
  // SourceFileLoader; registered in sys.modules
  const main = newModule("__main__");
  const globals = main.dict!;
  dictSetItem(globals, internStr("__doc__"), None);
  dictSetItem(globals, internStr("__package__"), None);
  dictSetItem(globals, internStr("__loader__"), PyBuiltinImporter_Type);
  dictSetItem(globals, internStr("__spec__"), None);
  dictSetItem(globals, internStr("__builtins__"), builtins);
  if (opts.mainFile !== false) {
    const file = newStr(code.co_filename);
    dictSetItem(globals, internStr("__file__"), file);
    Py_DECREF(file);
    dictSetItem(globals, internStr("__cached__"), None);
    const loader = newSourceFileLoader(opts.moduleName ?? "__main__", code.co_filename);
    dictSetItem(globals, internStr("__loader__"), loader);
    if (opts.moduleName !== undefined) {
      // runpy's _run_module_as_main: the module's package and spec (its real name) in __main__
      const pkg = newStr(opts.moduleName.includes(".") ? opts.moduleName.slice(0, opts.moduleName.lastIndexOf(".")) : "");
      dictSetItem(globals, internStr("__package__"), pkg);
      Py_DECREF(pkg);
      const spec = newSpec(opts.moduleName, loader, code.co_filename, null);
      dictSetItem(globals, internStr("__spec__"), spec);
      Py_DECREF(spec);
    }
    Py_DECREF(loader);
  }
  dictSetItem(importState.modules, internStr("__main__"), main);
  Py_DECREF(main);
  const pycode = newCode(code);
  const frame = new PyFrame(pycode, null, globals, builtins.dict!, globals);
  tstate.frame = null;
  tstate.depth = 0;
  // a fresh interpreter's (an earlier run in this process may have set another)
  tstate.recursionLimit = Py_DEFAULT_RECURSION_LIMIT;
  tstate.handledExc = null;
  tstate.outerExc = [];
  let exitCode = 0;
  exitSignal = null;
  let uncaught: PyBaseExceptionObject | null = null;
  // site.main()'s first import (unless -S): os — and through it abc, stat, posixpath,
  // genericpath, _collections_abc — is in sys.modules before the program runs, as in CPython
  // (importing genericpath first would otherwise meet os.py's import cycle, as `python -S` does)
  try {
    // init_stdio's first import (always): _io, which binds builtins.open (`open.__module__` is '_io')
    Py_DECREF(importModuleLevel(internStr("_io"), null, null, 0));
    if (!opts.config?.flags?.no_site) Py_DECREF(importModuleLevel(internStr("os"), null, null, 0));
  } catch (e) {
    uncaught = toPyException(e);
  }
  if (uncaught === null) {
    pushFrame(frame);
    frame.isEntry = true;
    try {
      const r = evalFrame(frame, null);
      Py_DECREF(r);
    } catch (e) {
      uncaught = toPyException(e);
    }
  }
  // a script (_PyRun_SimpleFileObject) flushes sys.stderr then sys.stdout before an uncaught
  // exception is printed; `-c` code (PyRun_SimpleString) does not
  if (opts.mainFile !== false) {
    flushSysStream(sysModule, "stderr", null);
    flushSysStream(sysModule, "stdout", null);
  }
  if (uncaught !== null) {
    exitCode = handleUncaught(uncaught, err);
    // PyErr_Print keeps a printed exception as sys.last_exc (and last_type/last_value/
    // last_traceback): the frames of its traceback keep their locals until shutdown clears them
    if (!uncaught.ob_type.isSubtype(PyExc_SystemExit)) setLastException(sysModule, uncaught);
    Py_DECREF(uncaught);
  }
  // Py_FinalizeEx: the atexit callbacks (weakref.finalize's among them), the standard streams
  // flushed, then the modules (what their __del__ methods print is flushed as the streams close)
  runAtexitCallbacks();
  // flush_std_files(): sys.stdout then sys.stderr (and the streams they started as); a failure
  // (a closed pipe) makes the exit status 120, stdout's reported as unraisable
  let flushed = flushSysStream(sysModule, "stdout", err) && flushStream(io, 1);
  flushed = flushSysStream(sysModule, "stderr", null) && flushStream(io, 2) && flushed;
  finalizeModules(sysModule, globals);
  // interpreter_clear: the codec registry (search functions, cache, error handlers) goes with the modules
  resetCodecRegistry();
  flushed = flushStream(io, 1) && flushed;
  flushed = flushStream(io, 2) && flushed;
  return { exitCode: flushed ? exitCode : 120 };
}

/**
 * Interpreter shutdown (Python/pylifecycle.c finalize_modules, reduced): `__main__`'s namespace,
 * then each imported source module's, is cleared in insertion order, as the collection of the
 * module/dict/function cycles does in CPython; `__del__` methods and weakref callbacks of what
 * they held run now.
 */
function finalizeModules(sys: PyModule, mainGlobals: PyDict): void {
  try {
    // finalize_modules_delete_special: sys.last_* first (what an uncaught exception held is released)
    for (const name of LAST_EXCEPTION_NAMES) {
      if (dictGetStr(sys.dict!, internStr(name)) !== null) dictSetItem(sys.dict!, internStr(name), None);
    }
    dictClear(mainGlobals);
    // finalize_modules_clear_weaklist: the imported modules, last imported first, each by
    // _PyModule_ClearDict — names set to None (single-underscore names first, then all but
    // __builtins__), so a weakref callback or __del__ that runs meanwhile finds None, not a NameError
    const mods = dictItems(importState.modules).map(([, m]) => m).filter((m): m is PyModule => m instanceof PyModule && m.dict !== null && isSourceModule(m));
    for (let i = mods.length - 1; i >= 0; i--) moduleClearDict(mods[i]!.dict!);
  } catch {
    // errors during shutdown are ignored, as CPython's are reported as unraisable
  }
}

/** _PyModule_ClearDict: every value but __builtins__ replaced by None, single-underscore names first. */
function moduleClearDict(d: PyDict): void {
  for (const pass of [0, 1]) {
    for (const [k, v] of dictItems(d)) {
      if (v === None || !isStr(k)) continue;
      const name = (k as PyStr).value;
      const single = name[0] === "_" && name[1] !== "_";
      if (pass === 0 ? single : name !== "__builtins__") dictSetItem(d, k, None);
    }
  }
}

/**
 * Calls `sys.<name>.flush()` if it has one. An error is reported through `report` as
 * flush_std_files does ("Exception ignored while flushing sys.stdout") or, without it, ignored
 * (flush_io clears it); returns whether it succeeded.
 */
function flushSysStream(sys: PyModule, name: string, report: ((s: string) => void) | null): boolean {
  try {
    const stream = dictGetStr(sys.dict!, internStr(name));
    if (stream === null || stream === None) return true;
    const flush = PyObject_GetOptionalAttr(stream, internStr("flush"));
    if (flush !== null) {
      Py_DECREF(PyObject_Call(flush, [], null));
      Py_DECREF(flush);
    }
    return true;
  } catch (e) {
    reportFlushError(toPyException(e), `sys.${name}`, report);
    return false;
  }
}

/** Writes out what standard stream `fd` buffers (as its object is closed at shutdown: a failure is silent). */
function flushStream(io: BufferedStdIO, fd: number): boolean {
  try {
    io.flush(fd);
    return true;
  } catch (e) {
    Py_XDECREF(toPyException(e));
    return false;
  }
}

function reportFlushError(exc: PyBaseExceptionObject, what: string, report: ((s: string) => void) | null): void {
  if (report !== null) {
    try {
      report(`Exception ignored while flushing ${what}:\n${formatUnraisable(exc)}`);
    } catch (e) {
      Py_XDECREF(toPyException(e));
    }
  }
  Py_DECREF(exc);
}

function isSourceModule(m: PyModule): boolean {
  return m.dict !== null && dictGetStr(m.dict, internStr("__file__")) !== null;
}

const LAST_EXCEPTION_NAMES = ["last_exc", "last_type", "last_value", "last_traceback"];

function setLastException(sys: PyModule, exc: PyBaseExceptionObject): void {
  const d = sys.dict!;
  dictSetItem(d, internStr("last_exc"), exc);
  dictSetItem(d, internStr("last_type"), exc.ob_type);
  dictSetItem(d, internStr("last_value"), exc);
  dictSetItem(d, internStr("last_traceback"), (exc.traceback as PyObject | null) ?? None);
}

let exitSignal: "SIGINT" | null = null;

/**
 * The signal the last program's process should end by, as CPython's does after an uncaught
 * KeyboardInterrupt (exit_sigint): "SIGINT", or null for a plain exit with its status.
 */
export function lastExitSignal(): "SIGINT" | null {
  return exitSignal;
}

function handleUncaught(exc: PyBaseExceptionObject, err: (s: string) => void): number {
  if (exc.ob_type.isSubtype(PyExc_SystemExit)) {
    const args = exc.args.items;
    const code: PyObject = args.length === 0 ? None : args.length === 1 ? args[0]! : exc.args;
    if (code === None) return 0;
    if (isInt(code)) return Number((code as PyInt).value) & 0xff;
    // _Py_HandleSystemExit: a str() that fails prints nothing before the newline
    let text = "";
    try {
      text = isStr(code) ? (code as PyStr).value : PyObject_Str(code).value;
    } catch (e) {
      Py_XDECREF(toPyException(e));
    }
    err(text + "\n");
    return 1;
  }
  err(formatException(exc));
  // CPython then kills itself with SIGINT (Modules/main.c exit_sigint): the status a shell sees is 128 + 2
  if (exc.ob_type.isSubtype(PyExc_KeyboardInterrupt)) {
    exitSignal = "SIGINT";
    return 130;
  }
  return 1;
}
