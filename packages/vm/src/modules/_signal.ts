/**
 * `_signal` (Modules/signalmodule.c) for Linux: the signal numbers, SIG_DFL/SIG_IGN, `signal`/
 * `getsignal` over a per-run handler table, `default_int_handler`, `raise_signal`, `strsignal`,
 * `valid_signals`, `set_wakeup_fd`, `alarm`, `pthread_sigmask`'s constants. Delivery: SIGINT only
 * (the host's Ctrl-C reaches the program through the pending-signal word, objects/gcstate.ts):
 * its handler runs where KeyboardInterrupt would be raised, called with the frame argument None
 * (CPython passes the interrupted frame); SIG_IGN ignores it; SIG_DFL behaves as
 * default_int_handler (pyts does not kill itself by the signal). Handlers set for other signals
 * are kept and returned by getsignal, and called when the program sends the signal to itself
 * (`raise_signal`, `os.kill(os.getpid(), n)`: handled as that call returns, as CPython does at the
 * end of the CALL); signals from outside other than SIGINT are not delivered yet.
 */
import { PyObject, Py_INCREF, Py_DECREF } from "../objects/object.js";
import { None } from "../objects/none.js";
import { newInt, isInt } from "../objects/int.js";
import { internStr, newStr } from "../objects/str.js";
import { dictSetItem } from "../objects/dict.js";
import { PyModule, newModule } from "../objects/module.js";
import { newCFunction, type MethodImpl } from "../objects/descr.js";
import { newException, newExceptionArgs, typeError, PyExc_ValueError, PyExc_KeyboardInterrupt, PyExc_OSError } from "../objects/exceptions.js";
import { newStaticType } from "../objects/object.js";
import { newSetOf, PySet_Type } from "../objects/set.js";
import { PyCallable_Check, PyObject_Call, asCInt } from "../abstract.js";
import { parseArgs } from "../args.js";
import { pendingSignals } from "../objects/gcstate.js";
import { raisePendingSignal } from "./gc.js";
import { setSigintHandler } from "./gc.js";

const SIGNALS: [string, number][] = [
  ["SIGHUP", 1], ["SIGINT", 2], ["SIGQUIT", 3], ["SIGILL", 4], ["SIGTRAP", 5], ["SIGABRT", 6], ["SIGIOT", 6],
  ["SIGBUS", 7], ["SIGFPE", 8], ["SIGKILL", 9], ["SIGUSR1", 10], ["SIGSEGV", 11], ["SIGUSR2", 12],
  ["SIGPIPE", 13], ["SIGALRM", 14], ["SIGTERM", 15], ["SIGSTKFLT", 16], ["SIGCHLD", 17], ["SIGCLD", 17],
  ["SIGCONT", 18], ["SIGSTOP", 19], ["SIGTSTP", 20], ["SIGTTIN", 21], ["SIGTTOU", 22], ["SIGURG", 23],
  ["SIGXCPU", 24], ["SIGXFSZ", 25], ["SIGVTALRM", 26], ["SIGPROF", 27], ["SIGWINCH", 28], ["SIGIO", 29],
  ["SIGPOLL", 29], ["SIGPWR", 30], ["SIGSYS", 31], ["SIGRTMIN", 34], ["SIGRTMAX", 64],
];
/** glibc's strsignal for 1…31 (Linux). */
const DESCRIPTIONS = ["", "Hangup", "Interrupt", "Quit", "Illegal instruction", "Trace/breakpoint trap", "Aborted",
  "Bus error", "Floating point exception", "Killed", "User defined signal 1", "Segmentation fault",
  "User defined signal 2", "Broken pipe", "Alarm clock", "Terminated", "Stack fault", "Child exited",
  "Continued", "Stopped (signal)", "Stopped", "Stopped (tty input)", "Stopped (tty output)",
  "Urgent I/O condition", "CPU time limit exceeded", "File size limit exceeded", "Virtual timer expired",
  "Profiling timer expired", "Window changed", "I/O possible", "Power failure", "Bad system call"];
const NSIG = 65;

const PyItimerError = newStaticType("signal.itimer_error", PyExc_OSError);

/** Delivers signal `n` to this process as the signal module would (null until `_signal` is imported). */
export let selfSignal: ((n: number) => void) | null = null;

export function makeSignal(): PyModule {
  const mod = newModule("_signal");
  const d = mod.dict!;
  const def = (name: string, impl: MethodImpl) => {
    const f = newCFunction(name, impl, mod);
    dictSetItem(d, internStr(name), f);
    return f;
  };
  for (const [name, n] of SIGNALS) dictSetItem(d, internStr(name), newInt(n));
  for (const [name, n] of [["NSIG", NSIG], ["SIG_DFL", 0], ["SIG_IGN", 1], ["SIG_BLOCK", 0], ["SIG_UNBLOCK", 1], ["SIG_SETMASK", 2], ["ITIMER_REAL", 0], ["ITIMER_VIRTUAL", 1], ["ITIMER_PROF", 2]] as const) {
    dictSetItem(d, internStr(name), newInt(n));
  }
  dictSetItem(d, internStr("ItimerError"), PyItimerError);
  const defaultInt = def("default_int_handler", () => {
    throw newExceptionArgs(PyExc_KeyboardInterrupt, []);
  });
  const SIG_DFL = newInt(0), SIG_IGN = newInt(1);
  // the handler table as CPython starts it: SIGINT's default_int_handler, SIGPIPE ignored, others SIG_DFL
  const handlers: PyObject[] = [];
  for (let i = 0; i < NSIG; i++) handlers.push(i === 2 ? defaultInt : i === 13 ? SIG_IGN : SIG_DFL);
  for (const h of handlers) Py_INCREF(h);
  setSigintHandler(null);
  const signum = (fname: string, o: PyObject): number => {
    const n = asCInt(o);
    if (n < 1 || n >= NSIG) throw newException(PyExc_ValueError, "signal number out of range");
    return n;
  };
  const install = (n: number, h: PyObject): void => {
    if (n !== 2) return;
    if (h === defaultInt || (isInt(h) && asCInt(h) === 0)) setSigintHandler(null);
    else if (isInt(h)) setSigintHandler(() => {});
    else {
      setSigintHandler(() => {
        const sig = newInt(2);
        try {
          Py_DECREF(PyObject_Call(h, [sig, None]));
        } finally {
          Py_DECREF(sig);
        }
      });
    }
  };
  def("signal", (_s, args, kw) => {
    const [s, h] = parseArgs("signal", args, kw, ["signalnum", "handler"], 2, 0);
    const n = signum("signal", s!);
    if (isInt(h!)) {
      const v = asCInt(h!);
      if (v !== 0 && v !== 1) typeError("signal handler must be signal.SIG_IGN, signal.SIG_DFL, or a callable object");
    } else if (!PyCallable_Check(h!)) typeError("signal handler must be signal.SIG_IGN, signal.SIG_DFL, or a callable object");
    if (n === 9 || n === 19 || n === 32 || n === 33) throw newException(PyExc_OSError, "[Errno 22] Invalid argument");
    const old = handlers[n]!;
    Py_INCREF(h!);
    handlers[n] = h!;
    install(n, h!);
    return old;
  });
  def("getsignal", (_s, args, kw) => {
    const [s] = parseArgs("getsignal", args, kw, ["signalnum"], 1, 0);
    const h = handlers[signum("getsignal", s!)]!;
    Py_INCREF(h);
    return h;
  });
  // a signal the process sends itself (raise_signal, os.kill(os.getpid(), n)) is handled as the
  // call that sent it returns, as CPython's eval breaker does at the end of that CALL
  selfSignal = (n: number): void => {
    if (n === 2) {
      Atomics.store(pendingSignals, 0, 1);
      raisePendingSignal();
      return;
    }
    const h = handlers[n]!;
    if (!isInt(h)) Py_DECREF(PyObject_Call(h, [newInt(n), None]));
    else if (asCInt(h) === 0) process.kill(process.pid, n);
  };
  def("raise_signal", (_s, args, kw) => {
    const [s] = parseArgs("raise_signal", args, kw, ["signalnum"], 1, 0);
    selfSignal!(signum("raise_signal", s!));
    return (Py_INCREF(None), None);
  });
  def("strsignal", (_s, args, kw) => {
    const [s] = parseArgs("strsignal", args, kw, ["signalnum"], 1, 0);
    const n = signum("strsignal", s!);
    const t = DESCRIPTIONS[n] ?? (n >= 34 && n <= 64 ? `Real-time signal ${n - 34}` : null);
    return t === null ? (Py_INCREF(None), None) : newStr(t);
  });
  def("valid_signals", () => {
    const items: PyObject[] = [];
    for (let i = 1; i < NSIG; i++) if (i !== 32 && i !== 33) items.push(newInt(i));
    const s = newSetOf(PySet_Type, items);
    for (const x of items) Py_DECREF(x);
    return s;
  });
  def("set_wakeup_fd", (_s, args, kw) => {
    parseArgs("set_wakeup_fd", args, kw, ["fd", "warn_on_full_buffer"], 1, 0);
    return newInt(-1);
  });
  def("alarm", (_s, args, kw) => {
    parseArgs("alarm", args, kw, ["seconds"], 1, 0);
    return newInt(0);
  });
  def("siginterrupt", (_s, args, kw) => {
    parseArgs("siginterrupt", args, kw, ["signalnum", "flag"], 2, 0);
    return (Py_INCREF(None), None);
  });
  return mod;
}
