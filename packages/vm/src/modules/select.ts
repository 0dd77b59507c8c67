/**
 * The select module (Modules/selectmodule.c, 3.14) on Linux: select() and poll objects over libc's
 * select(2) and poll(2) (ffi/libc.ts), the POLL* constants, PIPE_BUF and `error` (OSError).
 * The calls block the thread, as CPython's do; an EINTR is raised as InterruptedError (no PEP 475
 * retry). Not here: `epoll` and the EPOLL* constants (selectors then takes PollSelector), and
 * `devpoll`/`kqueue`, which Linux has not either.
 */
import { PyObject, Py_INCREF, Py_DECREF, newStaticType, keepConstructFast } from "../objects/object.js";
import { None } from "../objects/none.js";
import { internStr } from "../objects/str.js";
import { newInt, isInt } from "../objects/int.js";
import { isFloat, type PyFloat } from "../objects/float.js";
import { newTuple } from "../objects/tuple.js";
import { newList, isList } from "../objects/list.js";
import { dictSetItem } from "../objects/dict.js";
import { PyModule, newModule } from "../objects/module.js";
import { newCFunction, defMethod } from "../objects/descr.js";
import { PyExc_OSError, PyExc_OverflowError, PyExc_KeyError, newException, newExceptionArgs, typeError, valueError } from "../objects/exceptions.js";
import { asCInt, indexValue, iterateToArray, callMethod } from "../abstract.js";
import { parseArgs, checkArgCount } from "../args.js";
import { addSlotWrappers } from "../objects/typeobject.js";
import { osErrorFromNode, osErrorFromErrno } from "./oserror.js";
import * as libc from "../ffi/libc.js";

const CONSTANTS =
  "PIPE_BUF:4096 POLLERR:8 POLLHUP:16 POLLIN:1 POLLMSG:1024 POLLNVAL:32 POLLOUT:4 POLLPRI:2 POLLRDBAND:128 " +
  "POLLRDHUP:8192 POLLRDNORM:64 POLLWRBAND:512 POLLWRNORM:256";

function sys<T>(f: () => T): T {
  try {
    return f();
  } catch (e) {
    if (e instanceof Error && "errno" in e) osErrorFromNode(e, null);
    throw e;
  }
}

/** PyObject_AsFileDescriptor: an int, or what `o.fileno()` returns. */
export function asFileDescriptor(o: PyObject): number {
  let fd: number;
  if (isInt(o)) fd = asCInt(o);
  else if (o.ob_type.lookup("fileno") !== null) {
    const r = callMethod(o, "fileno", []);
    try {
      if (!isInt(r)) typeError("fileno() returned a non-integer");
      fd = asCInt(r);
    } finally {
      Py_DECREF(r);
    }
  } else typeError("argument must be an int, or have a fileno() method.");
  if (fd < 0) valueError(`file descriptor cannot be a negative integer (${fd})`);
  return fd;
}

/** select()'s timeout: None, or non-negative seconds as [sec, usec] (rounded up, _PyTime_ROUND_TIMEOUT). */
function selectTimeout(o: PyObject): [number, number] | null {
  if (o === None) return null;
  let v: number;
  if (isFloat(o)) {
    v = (o as PyFloat).value;
    if (Number.isNaN(v)) valueError("Invalid value NaN (not a number)");
  } else if (isInt(o) || o.ob_type.nb_index !== null) v = Number(indexValue(o));
  else typeError("timeout must be a float or None");
  if (Math.abs(v) >= 9223372036.854776) throw newException(PyExc_OverflowError, "timestamp out of range for C PyTime_t");
  if (v < 0) valueError("timeout must be non-negative");
  const us = Math.ceil(v * 1e6);
  return [Math.floor(us / 1e6), us % 1e6];
}

/** poll()'s timeout in milliseconds (None or negative: -1, wait for ever), rounded up. */
function pollTimeout(o: PyObject | null): number {
  if (o === null || o === None) return -1;
  let v: number;
  if (isFloat(o)) {
    v = (o as PyFloat).value;
    if (Number.isNaN(v)) valueError("Invalid value NaN (not a number)");
  } else if (isInt(o) || o.ob_type.nb_index !== null) v = Number(indexValue(o));
  else typeError("timeout must be an integer or None");
  if (v < 0) return -1;
  const ms = Math.ceil(v);
  if (ms > 2147483647) throw newException(PyExc_OverflowError, "Timeout value too large");
  return ms;
}

/** An unsigned short event mask (poll's eventmask converter). */
function eventMask(o: PyObject): number {
  const v = indexValue(o);
  if (v < 0) valueError("Cannot convert negative int");
  if (v > 0xffff) throw newException(PyExc_OverflowError, "Python int too large for C unsigned short");
  return Number(v);
}

export const Poll_Type = newStaticType("select.poll", undefined, 0);

class PollObject extends PyObject {
  /** fd → event mask, in registration order (a Python dict in CPython: the poll order is the dict's). */
  readonly fds = new Map<number, number>();
}
keepConstructFast(PollObject);

function initPoll(): void {
  const T = Poll_Type;
  T.tp_dict.set("__module__", internStr("select"));
  T.tp_new = null;
  defMethod(T, "register", (o, args, kw) => {
    const [fdO, maskO] = parseArgs("register", args, kw, ["fd", "eventmask"], 1, 2);
    const fd = asFileDescriptor(fdO!);
    const mask = maskO === null ? 1 | 2 | 4 : eventMask(maskO);
    (o as PollObject).fds.set(fd, mask);
    return None;
  });
  defMethod(T, "modify", (o, args, kw) => {
    const [fdO, maskO] = parseArgs("modify", args, kw, ["fd", "eventmask"], 2, 2);
    const fd = asFileDescriptor(fdO!);
    const mask = eventMask(maskO!);
    const fds = (o as PollObject).fds;
    if (!fds.has(fd)) osErrorFromErrno(2);
    fds.set(fd, mask);
    return None;
  });
  defMethod(T, "unregister", (o, args) => {
    checkArgCount("unregister", args, 1, 1);
    const fd = asFileDescriptor(args[0]!);
    const fds = (o as PollObject).fds;
    if (!fds.has(fd)) {
      const k = newInt(fd);
      throw newExceptionArgs(PyExc_KeyError, [k]);
    }
    fds.delete(fd);
    return None;
  });
  defMethod(T, "poll", (o, args, kw) => {
    const [t] = parseArgs("poll", args, kw, ["timeout"], 0, 1);
    const ms = pollTimeout(t);
    const list = [...(o as PollObject).fds];
    const revents = sys(() => libc.poll(list, ms));
    const out: PyObject[] = [];
    list.forEach(([fd], i) => {
      if (revents[i] !== 0) out.push(newTuple([newInt(fd), newInt(revents[i]!)]));
    });
    return newList(out);
  });
  addSlotWrappers(T);
}

/** select()'s list arguments: [the objects, their fds]. */
function fdList(o: PyObject): [PyObject[], number[]] {
  // seq2set over a list reads its live length: a fileno() that shrinks it ends the walk early
  if (isList(o)) {
    const objs: PyObject[] = [];
    const fds: number[] = [];
    try {
      for (let i = 0; i < o.items.length; i++) {
        const ob = o.items[i]!;
        Py_INCREF(ob);
        objs.push(ob);
        fds.push(asFileDescriptor(ob));
      }
    } catch (e) {
      for (const ob of objs) Py_DECREF(ob);
      throw e;
    }
    return [objs, fds];
  }
  let items: PyObject[];
  try {
    items = iterateToArray(o);
  } catch (e) {
    void e;
    typeError("arguments 1-3 must be sequences");
  }
  try {
    return [items, items.map(asFileDescriptor)];
  } catch (e) {
    for (const i of items) Py_DECREF(i);
    throw e;
  }
}

let ready = false;

export function makeSelect(): PyModule {
  if (!ready) {
    ready = true;
    initPoll();
  }
  const mod = newModule("select");
  const d = mod.dict!;
  const set = (name: string, v: PyObject) => {
    dictSetItem(d, internStr(name), v);
    Py_DECREF(v);
  };
  set("select", newCFunction("select", (_s, args) => {
    checkArgCount("select", args, 3, 4);
    const lists: [PyObject[], number[]][] = [];
    try {
      for (let i = 0; i < 3; i++) lists.push(fdList(args[i]!));
      const tv = selectTimeout(args.length === 4 ? args[3]! : None);
      for (const [, fds] of lists) if (fds.some((fd) => fd >= 1024)) valueError("filedescriptor out of range in select()");
      const ready = sys(() => libc.select(lists[0]![1], lists[1]![1], lists[2]![1], tv));
      return newTuple(lists.map(([objs, fds], i) => newList(objs.filter((ob, j) => {
        const keep = ready[i]!.includes(fds[j]!);
        if (keep) Py_INCREF(ob);
        return keep;
      }))));
    } finally {
      for (const [objs] of lists) for (const ob of objs) Py_DECREF(ob);
    }
  }, mod));
  set("poll", newCFunction("poll", (_s, args) => {
    checkArgCount("poll", args, 0, 0);
    return new PollObject(Poll_Type);
  }, mod));
  dictSetItem(d, internStr("error"), PyExc_OSError);
  for (const s of CONSTANTS.split(" ")) {
    const [k, v] = s.split(":") as [string, string];
    set(k, newInt(Number(v)));
  }
  return mod;
}
