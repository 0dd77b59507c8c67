/** A minimal sys module: argv, getrefcount, recursion limit, exit, stdout/stderr writers, maxsize. */
import { PyObject, Py_INCREF, keepConstructFast } from "../objects/object.js";
import { None } from "../objects/none.js";
import { newInt, newIntBig } from "../objects/int.js";
import { newStr, internStr, isStr, type PyStr } from "../objects/str.js";
import { newList } from "../objects/list.js";
import { newTuple } from "../objects/tuple.js";
import { dictSetItem, type PyDict } from "../objects/dict.js";
import { PyModule, newModule } from "../objects/module.js";
import { newCFunction, type MethodImpl } from "../objects/descr.js";
import { PyExc_SystemExit, PyExc_ValueError, newExceptionArgs, newException, typeError } from "../objects/exceptions.js";
import { tstate } from "../eval/threadState.js";
import { asIndex, typeName } from "../abstract.js";
import { io } from "./builtins.js";
import { newStaticType, IMMORTAL_REFCNT, IMMORTAL_REFCNT_REPORTED } from "../objects/object.js";
import { defMethod } from "../objects/descr.js";
import { borrowedRefs } from "../eval/borrow.js";
import { intStrLimit } from "../types/intMethods.js";
import { parseArgs } from "../args.js";

/** sys.stdout / sys.stderr: text streams writing to the runner's I/O. */
export const PyTextStream_Type = newStaticType("TextIOWrapper", undefined, 0);
PyTextStream_Type.tp_module = "_io";

class PyTextStream extends PyObject {
  write: (s: string) => void;
  constructor(write: (s: string) => void) {
    super(PyTextStream_Type);
    this.write = write;
  }
}

export function makeSys(argv: string[], path: string[], modules: PyDict): PyModule {
  const mod = newModule("sys");
  const d = mod.dict!;
  const def = (name: string, impl: MethodImpl) => dictSetItem(d, internStr(name), newCFunction(name, impl, mod));
  dictSetItem(d, internStr("argv"), newList(argv.map((a) => newStr(a))));
  dictSetItem(d, internStr("maxsize"), newIntBig(2n ** 63n - 1n));
  dictSetItem(d, internStr("byteorder"), newStr("little"));
  dictSetItem(d, internStr("platform"), newStr("linux"));
  dictSetItem(d, internStr("version_info"), newTuple([newInt(3), newInt(14), newInt(2), newStr("final"), newInt(0)]));
  dictSetItem(d, internStr("modules"), modules);
  dictSetItem(d, internStr("path"), newList(path.map((p) => newStr(p))));
  def("getrefcount", (_s, args) => {
    const o = args[0]!;
    return newIntBig(o.ob_refcnt >= IMMORTAL_REFCNT ? IMMORTAL_REFCNT_REPORTED : o.ob_refcnt - borrowedRefs(o));
  });
  def("getrecursionlimit", () => newInt(tstate.recursionLimit));
  const intInfo = newModule("sys.int_info");
  for (const [k, v] of [["bits_per_digit", 30], ["sizeof_digit", 4], ["default_max_str_digits", 4300], ["str_digits_check_threshold", 640]] as const) {
    dictSetItem(intInfo.dict!, internStr(k), newInt(v));
  }
  dictSetItem(d, internStr("int_info"), intInfo);
  def("get_int_max_str_digits", () => newInt(intStrLimit.maxDigits));
  def("set_int_max_str_digits", (_s, args, kw) => {
    const [m] = parseArgs("set_int_max_str_digits", args, kw, ["maxdigits"], 1);
    const n = asIndex(m!);
    if (n !== 0 && n < 640) throw newException(PyExc_ValueError, "maxdigits must be >= 640 or 0 for unlimited");
    intStrLimit.maxDigits = n;
    return None;
  });
  def("setrecursionlimit", (_s, args) => {
    const n = asIndex(args[0]!);
    if (n < 1) throw newException(PyExc_ValueError, "recursion limit must be greater or equal than 1");
    tstate.recursionLimit = n;
    return None;
  });
  def("exit", (_s, args) => {
    if (args.length) Py_INCREF(args[0]!);
    throw newExceptionArgs(PyExc_SystemExit, args.length ? [args[0]!] : []);
  });
  def("exception", () => {
    const e = tstate.handledExc;
    return e === null ? None : (Py_INCREF(e), e);
  });
  def("exc_info", () => {
    const e = tstate.handledExc;
    if (e === null) return newTuple([None, None, None]);
    const tb = (e as unknown as { traceback: PyObject | null }).traceback ?? None;
    Py_INCREF(e.ob_type);
    Py_INCREF(e);
    Py_INCREF(tb);
    return newTuple([e.ob_type, e, tb]);
  });
  def("intern", (_s, args) => {
    if (!isStr(args[0]!)) throw newException(PyExc_ValueError, `intern() argument must be str, not ${typeName(args[0]!)}`);
    return internStr((args[0] as PyStr).value);
  });
  // sys._getframe(depth=0, /)
  def("_getframe", (_s, args) => {
    if (args.length > 1) typeError(`_getframe expected at most 1 argument, got ${args.length}`);
    let depth = args.length ? asIndex(args[0]!) : 0;
    let f = tstate.frame;
    while (depth-- > 0 && f !== null) f = f.previous;
    if (f === null) throw newException(PyExc_ValueError, "call stack is not deep enough");
    Py_INCREF(f);
    return f;
  });
  dictSetItem(d, internStr("stdout"), new PyTextStream((s) => io.writeStdout(s)));
  dictSetItem(d, internStr("stderr"), new PyTextStream((s) => io.writeStderr(s)));
  defMethod(PyTextStream_Type, "write", (self, args) => {
    const s = args[0]!;
    if (!isStr(s)) throw newException(PyExc_ValueError, `write() argument must be str, not ${typeName(s)}`);
    (self as PyTextStream).write((s as PyStr).value);
    return newInt([...(s as PyStr).value].length);
  });
  defMethod(PyTextStream_Type, "flush", () => None);
  return mod;
}

keepConstructFast(PyTextStream);
