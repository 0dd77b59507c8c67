/**
 * The _posixsubprocess module (Modules/_posixsubprocess.c, 3.14): fork_exec with the 22 arguments
 * subprocess.Popen._execute_child passes. Node cannot fork, so the child is made by glibc's
 * posix_spawn (ffi/libc.ts): child_exec's steps become file actions (close the parent's pipe ends
 * and errpipe_read, dup2 the pipe fds onto 0/1/2 — a same-fd dup2 clears FD_CLOEXEC, which Node
 * sets on its own stdio —, chdir via addchdir_np, close_fds as a close of every other open fd
 * from /proc/self/fd) and attributes (start_new_session: POSIX_SPAWN_SETSID; process_group:
 * SETPGROUP; restore_signals: SIGPIPE and SIGXFSZ back to SIG_DFL). The executables are tried in
 * order as child_exec's execve loop does (ENOENT/ENOTDIR go on; the first other error is kept);
 * umask is set around the spawn (the child inherits it).
 * A failure is reported as CPython's child does, on errpipe_write ("OSError:<hex errno>:", with
 * "noexec:chdir" for a cwd that cannot be entered, checked in the parent first); the pid returned
 * then is 0x7fffffff, above Linux's pid_max, so Popen's waitpid of it finds no child (glibc has
 * reaped the failed one already).
 * Not supported (raise as CPython does where a platform lacks them): preexec_fn (RuntimeError,
 * the message CPython gives in a subinterpreter), uid/gid/extra_groups (OSError ENOSYS: no setuid
 * step in posix_spawn).
 */
import * as fs from "node:fs";
import { PyObject, Py_DECREF } from "../objects/object.js";
import { None } from "../objects/none.js";
import { internStr, isStr, type PyStr } from "../objects/str.js";
import { newInt } from "../objects/int.js";
import { isBytes, type PyBytes } from "../objects/bytes.js";
import { isTuple, type PyTuple } from "../objects/tuple.js";
import { dictSetItem } from "../objects/dict.js";
import { PyModule, newModule } from "../objects/module.js";
import { newCFunction } from "../objects/descr.js";
import { PyExc_RuntimeError, newException, typeError, valueError } from "../objects/exceptions.js";
import { PyObject_IsTrue, asCInt, iterateToArray } from "../abstract.js";
import { checkArgCount } from "../args.js";
import { osErrorFromErrno } from "./oserror.js";
import { fsEncode, fspath } from "./posix/paths.js";
import * as libc from "../ffi/libc.js";

const ENOENT = 2;
const ENOTDIR = 20;
const ENOSYS = 38;
const FAILED_PID = 0x7fffffff;

/** PyUnicode_FSConverter: str (encoded), bytes, or an os.PathLike's either, without NUL. */
function fsConvert(o: PyObject): Uint8Array {
  const v = fspath(o);
  try {
    const raw = isBytes(v) ? (v as PyBytes).value : fsEncode((v as PyStr).value);
    if (raw.includes(0)) valueError(isStr(v) ? "embedded null character" : "embedded null byte");
    return raw;
  } finally {
    Py_DECREF(v);
  }
}

function fsList(o: PyObject): Uint8Array[] {
  const items = iterateToArray(o);
  try {
    return items.map(fsConvert);
  } finally {
    for (const i of items) Py_DECREF(i);
  }
}

/** fds_to_keep: a tuple of sorted non-negative ints. */
function keepList(o: PyObject): number[] {
  if (!isTuple(o)) typeError("fds_to_keep must be a tuple");
  const fds = (o as PyTuple).items.map((x) => {
    const fd = asCInt(x);
    if (fd < 0) valueError("bad value(s) in fds_to_keep");
    return fd;
  });
  for (let i = 1; i < fds.length; i++) if (fds[i]! <= fds[i - 1]!) valueError("bad value(s) in fds_to_keep");
  return fds;
}

function openFds(): number[] {
  try {
    return fs.readdirSync("/proc/self/fd").map(Number).filter((n) => Number.isInteger(n));
  } catch {
    return [];
  }
}

/** What the child would have written on errpipe_write. */
function reportError(errpipeWrite: number, errno: number, noexec: string): void {
  const msg = Buffer.from(`OSError:${errno.toString(16)}:${noexec}`);
  try {
    fs.writeSync(errpipeWrite, msg);
  } catch {
    // a closed errpipe: nothing to report to
  }
}

/** Whether `cwd` can be entered (a directory with search permission); its errno if not. */
function chdirErrno(cwd: Uint8Array): number {
  try {
    const st = fs.statSync(Buffer.from(cwd));
    if (!st.isDirectory()) return ENOTDIR;
    fs.accessSync(Buffer.from(cwd), fs.constants.X_OK);
    return 0;
  } catch (e) {
    const n = (e as { errno?: number }).errno;
    return typeof n === "number" ? -n : ENOENT;
  }
}

function forkExec(args: PyObject[]): PyObject {
  checkArgCount("fork_exec", args, 22, 22);
  const [argsO, execO, closeFdsO, keepO, cwdO, envO, p2crO, p2cwO, c2prO, c2pwO, errrO, errwO, eprO, epwO,
    restoreO, sessionO, pgroupO, gidO, gidsO, uidO, umaskO, preexecO] = args as [PyObject, ...PyObject[]];
  const closeFds = PyObject_IsTrue(closeFdsO!);
  const keep = keepList(keepO!);
  const [p2cread, p2cwrite, c2pread, c2pwrite, errread, errwrite, errpipeRead, errpipeWrite] =
    [p2crO, p2cwO, c2prO, c2pwO, errrO, errwO, eprO, epwO].map((o) => asCInt(o!)) as [number, number, number, number, number, number, number, number];
  if (closeFds && errpipeWrite < 3) valueError("errpipe_write must be >= 3");
  const argv = argsO === None ? [] : fsList(argsO);
  const executables = fsList(execO!);
  const cwd = cwdO === None ? null : fsConvert(cwdO!);
  const envp = envO === None
    ? Object.entries(process.env).map(([k, v]) => fsEncode(`${k}=${v ?? ""}`))
    : fsList(envO!);
  const pgroup = asCInt(pgroupO!);
  const umask = asCInt(umaskO!);
  if (preexecO !== None) throw newException(PyExc_RuntimeError, "preexec_fn not supported by pyts's fork_exec");
  if (gidO !== None || gidsO !== None || uidO !== None) osErrorFromErrno(ENOSYS);

  // child_exec's steps, as file actions
  const actions: libc.SpawnAction[] = [];
  for (const fd of [p2cwrite, c2pread, errread, errpipeRead]) if (fd !== -1) actions.push({ op: "close", fd });
  let scratch = Math.max(2, ...openFds(), ...keep, p2cread, c2pwrite, errwrite) + 1;
  let out = c2pwrite;
  let err = errwrite;
  if (out === 0) {
    actions.push({ op: "dup2", fd: out, newfd: scratch });
    out = scratch++;
  }
  if (err === 0 || err === 1) {
    actions.push({ op: "dup2", fd: err, newfd: scratch });
    err = scratch++;
  }
  const std = [p2cread, out, err];
  // a same-fd dup2 clears FD_CLOEXEC: the inherited stdio (Node marks 0-2 close-on-exec) and the kept fds
  for (let i = 0; i < 3; i++) actions.push({ op: "dup2", fd: std[i] === -1 ? i : std[i]!, newfd: i });
  for (const fd of keep) if (fd !== errpipeWrite) actions.push({ op: "dup2", fd, newfd: fd });
  if (cwd !== null) actions.push({ op: "chdir", path: cwd });
  if (closeFds) {
    const keepSet = new Set(keep);
    keepSet.delete(errpipeWrite);
    for (const fd of openFds()) if (fd >= 3 && !keepSet.has(fd)) actions.push({ op: "close", fd });
  } else actions.push({ op: "close", fd: errpipeWrite });

  if (cwd !== null) {
    const e = chdirErrno(cwd);
    if (e !== 0) {
      reportError(errpipeWrite, e, "noexec:chdir");
      return newInt(FAILED_PID);
    }
  }
  const oldMask = umask >= 0 ? libc.umask(umask) : -1;
  let saved = 0;
  let last = ENOENT;
  try {
    for (const path of executables) {
      try {
        const pid = libc.posixSpawn({
          path, argv, envp, actions, setsid: PyObject_IsTrue(sessionO!), pgroup,
          sigdefault: PyObject_IsTrue(restoreO!) ? [13, 25] : [],
        });
        return newInt(pid);
      } catch (e) {
        if (!(e instanceof libc.LibcError)) throw e;
        last = -e.errno;
        if (last !== ENOENT && last !== ENOTDIR && saved === 0) saved = last;
      }
    }
  } finally {
    if (oldMask >= 0) libc.umask(oldMask);
  }
  reportError(errpipeWrite, saved !== 0 ? saved : last, "");
  return newInt(FAILED_PID);
}

export function makePosixSubprocess(): PyModule {
  const mod = newModule("_posixsubprocess");
  const d = mod.dict!;
  dictSetItem(d, internStr("__doc__"), internStr("A POSIX helper for the subprocess module."));
  const f = newCFunction("fork_exec", (_s, args, kw) => {
    if (kw !== null && kw.length > 0) typeError("fork_exec() takes no keyword arguments");
    return forkExec(args);
  }, mod);
  dictSetItem(d, internStr("fork_exec"), f);
  Py_DECREF(f);
  return mod;
}
