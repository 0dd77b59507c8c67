/**
 * The resource module (Modules/resource.c, 3.14) on Linux: getrlimit, setrlimit, prlimit,
 * getrusage (struct_rusage), getpagesize, the RLIMIT_* / RLIM_INFINITY / RUSAGE_* constants and
 * `error` (OSError), through libc (ffi/libc.ts). Limits are rlim_t read as signed 64-bit values,
 * so RLIM_INFINITY is -1 as in CPython; a negative limit other than -1 is "Cannot convert negative
 * int". Nothing of CPython's Linux module is left out.
 */
import { PyObject, Py_DECREF } from "../objects/object.js";
import { None } from "../objects/none.js";
import { internStr } from "../objects/str.js";
import { newInt, newIntBig } from "../objects/int.js";
import { newFloat } from "../objects/float.js";
import { newTuple } from "../objects/tuple.js";
import { dictSetItem } from "../objects/dict.js";
import { PyModule, newModule } from "../objects/module.js";
import { newCFunction, type MethodImpl } from "../objects/descr.js";
import { PyExc_OSError, PyExc_OverflowError, newException, valueError } from "../objects/exceptions.js";
import { asCInt, indexValue, iterateToArray } from "../abstract.js";
import { checkArgCount } from "../args.js";
import { newStructSeqType, newStructSeq } from "../types/structseq.js";
import { osErrorFromNode } from "./oserror.js";
import * as libc from "../ffi/libc.js";

const RLIM_NLIMITS = 16;
const CONSTANTS =
  "RLIMIT_AS:9 RLIMIT_CORE:4 RLIMIT_CPU:0 RLIMIT_DATA:2 RLIMIT_FSIZE:1 RLIMIT_MEMLOCK:8 RLIMIT_MSGQUEUE:12 " +
  "RLIMIT_NICE:13 RLIMIT_NOFILE:7 RLIMIT_NPROC:6 RLIMIT_OFILE:7 RLIMIT_RSS:5 RLIMIT_RTPRIO:14 RLIMIT_RTTIME:15 " +
  "RLIMIT_SIGPENDING:11 RLIMIT_STACK:3 RLIM_INFINITY:-1 RUSAGE_CHILDREN:-1 RUSAGE_SELF:0 RUSAGE_THREAD:1";

const StructRusage_Type = newStructSeqType({
  name: "resource.struct_rusage",
  fields: ["ru_utime", "ru_stime", "ru_maxrss", "ru_ixrss", "ru_idrss", "ru_isrss", "ru_minflt", "ru_majflt",
    "ru_nswap", "ru_inblock", "ru_oublock", "ru_msgsnd", "ru_msgrcv", "ru_nsignals", "ru_nvcsw", "ru_nivcsw"],
  constructible: true,
});
const RUSAGE_DOC = "struct_rusage: Result from getrusage.\n\nThis object may be accessed either as a tuple of\n" +
  "    (utime,stime,maxrss,ixrss,idrss,isrss,minflt,majflt,\n    nswap,inblock,oublock,msgsnd,msgrcv,nsignals,nvcsw,nivcsw)\n" +
  "or via the attributes ru_utime, ru_stime, ru_maxrss, and so on.";

/** rlim2py: RLIM_INFINITY as -1, any other rlim_t as its unsigned value. */
function big(v: bigint): PyObject {
  if (v < -1n) v += 2n ** 64n;
  return v >= -(2n ** 53n) && v <= 2n ** 53n ? newInt(Number(v)) : newIntBig(v);
}

function sys<T>(f: () => T): T {
  try {
    return f();
  } catch (e) {
    if (e instanceof Error && "errno" in e) osErrorFromNode(e, null);
    throw e;
  }
}

function resourceArg(o: PyObject): number {
  const r = asCInt(o);
  if (r < 0 || r >= RLIM_NLIMITS) valueError("invalid resource specified");
  return r;
}

/** py2rlim: -1 is RLIM_INFINITY; another negative value or one past 64 bits is refused. */
function rlimOf(o: PyObject): bigint {
  const v = BigInt(indexValue(o));
  if (v === -1n) return -1n;
  if (v < 0n) valueError("Cannot convert negative int");
  if (v >= 2n ** 64n) throw newException(PyExc_OverflowError, "Python int too large to convert to C rlim_t");
  return BigInt.asIntN(64, v);
}

/** The (cur, max) pair of setrlimit/prlimit. */
function limitsOf(o: PyObject): libc.Rlimit {
  const items = iterateToArray(o);
  try {
    if (items.length !== 2) valueError("expected a tuple of 2 integers");
    return [rlimOf(items[0]!), rlimOf(items[1]!)];
  } finally {
    for (const i of items) Py_DECREF(i);
  }
}

/** setrlimit's errno as CPython reports it: EINVAL and EPERM are ValueErrors. */
function setLimit(f: () => libc.Rlimit | void): libc.Rlimit | void {
  try {
    return f();
  } catch (e) {
    if (e instanceof libc.LibcError && e.errno === -22) valueError("current limit exceeds maximum limit");
    if (e instanceof libc.LibcError && e.errno === -1) valueError("not allowed to raise maximum limit");
    throw e;
  }
}

function pair(l: libc.Rlimit): PyObject {
  return newTuple([big(l[0]), big(l[1])]);
}

export function makeResource(): PyModule {
  const mod = newModule("resource");
  const d = mod.dict!;
  StructRusage_Type.tp_doc = RUSAGE_DOC;
  const set = (name: string, v: PyObject) => {
    dictSetItem(d, internStr(name), v);
    Py_DECREF(v);
  };
  const def = (name: string, impl: MethodImpl) => set(name, newCFunction(name, impl, mod));

  def("getrusage", (_s, args) => {
    checkArgCount("getrusage", args, 1, 1);
    const who = asCInt(args[0]!);
    let u: bigint[];
    try {
      u = libc.getrusage(who);
    } catch (e) {
      if (e instanceof libc.LibcError && e.errno === -22) valueError("invalid who parameter");
      return sys(() => { throw e; });
    }
    const t = (i: number) => newFloat(Number(u[i]!) + Number(u[i + 1]!) * 0.000001);
    return newStructSeq(StructRusage_Type, [t(0), t(2), ...u.slice(4).map(big)]);
  });
  def("getrlimit", (_s, args) => {
    checkArgCount("getrlimit", args, 1, 1);
    const r = resourceArg(args[0]!);
    return pair(sys(() => libc.getrlimit(r)));
  });
  def("setrlimit", (_s, args) => {
    checkArgCount("setrlimit", args, 2, 2);
    const r = resourceArg(args[0]!);
    const lim = limitsOf(args[1]!);
    sys(() => setLimit(() => libc.setrlimit(r, lim)));
    return None;
  });
  def("prlimit", (_s, args) => {
    checkArgCount("prlimit", args, 2, 3);
    const pid = asCInt(args[0]!);
    const r = resourceArg(args[1]!);
    const lim = args.length === 3 && args[2] !== None ? limitsOf(args[2]!) : null;
    return pair(sys(() => setLimit(() => libc.prlimit(pid, r, lim)) as libc.Rlimit));
  });
  def("getpagesize", (_s, args) => {
    checkArgCount("getpagesize", args, 0, 0);
    return newInt(libc.getpagesize());
  });
  dictSetItem(d, internStr("struct_rusage"), StructRusage_Type);
  dictSetItem(d, internStr("error"), PyExc_OSError);
  for (const s of CONSTANTS.split(" ")) {
    const [k, v] = s.split(":") as [string, string];
    set(k, newInt(Number(v)));
  }
  return mod;
}
