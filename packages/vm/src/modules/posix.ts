/**
 * `posix` (Modules/posixmodule.c) as CPython 3.14 has it on Linux, the module the stdlib's os.py
 * wraps: real system calls through Node's synchronous fs/os/process APIs, and through the one
 * libc FFI module (ffi/libc.ts) for what Node lacks (lseek, pipe, dup2, fcntl, waitpid, times, a
 * chdir on a worker thread, sysconf/confstr/pathconf, utimensat). The *at() variants (dir_fd)
 * and the process-spawning calls are not here, and `_have_functions`
 * leaves them out, so os.supports_dir_fd has only lstat (HAVE_LSTAT) and os.py / shutil take their
 * portable paths; listdir/scandir of an fd read the directory through /proc/self/fd.
 * Paths are bytes in the file system encoding (posix/paths.ts); errors are OSError by errno
 * (modules/oserror.ts).
 */
import { selfSignal } from "./_signal.js";
import * as fs from "node:fs";
import * as nodeOs from "node:os";
import { isatty as ttyIsatty } from "node:tty";
import { randomFillSync } from "node:crypto";
import { isMainThread } from "node:worker_threads";
import { PyObject, Py_DECREF } from "../objects/object.js";
import { None } from "../objects/none.js";
import { True, False, newBool } from "../objects/bool.js";
import { newInt, newIntBig, isInt, type PyInt } from "../objects/int.js";
import { newFloat, isFloat, type PyFloat } from "../objects/float.js";
import { newStr, internStr, isStr, type PyStr } from "../objects/str.js";
import { newBytes, isBytes, type PyBytes } from "../objects/bytes.js";
import { newTuple, isTuple, type PyTuple } from "../objects/tuple.js";
import { newList } from "../objects/list.js";
import { newDict, dictSetItem, type PyDict } from "../objects/dict.js";
import { PyModule, newModule } from "../objects/module.js";
import { newCFunction, type MethodImpl } from "../objects/descr.js";
import { PyExc_OSError, PyExc_NotImplementedError, PyExc_OverflowError, newException, typeError, valueError } from "../objects/exceptions.js";
import { PyObject_IsTrue, asCInt, indexValue, typeName, callSpecial } from "../abstract.js";
import { parseArgs, checkArgCount } from "../args.js";
import { bufferBytes } from "../types/buffer.js";
import { newStructSeq } from "../types/structseq.js";
import { importState } from "./importer.js";
import { osErrorFromErrno, osErrorFromNode, strerror } from "./oserror.js";
import * as libc from "../ffi/libc.js";
import { pathArg, fsTarget, fsName, fsEncode, fsDecode, fspath, type PathArg } from "./posix/paths.js";
import {
  StatResult_Type, UnameResult_Type, TimesResult_Type, TerminalSize_Type, DirEntry_Type,
  ScandirIteratorObject, statResult, initPosixTypes,
} from "./posix/types.js";

/** Linux's numbers for the constants posix exports (x86-64 glibc, as native CPython 3.14 has them). */
const CONSTANTS =
  "CLD_CONTINUED:6 CLD_DUMPED:3 CLD_EXITED:1 CLD_KILLED:2 CLD_STOPPED:5 CLD_TRAPPED:4 EX_CANTCREAT:73 EX_CONFIG:78 " +
  "EX_DATAERR:65 EX_IOERR:74 EX_NOHOST:68 EX_NOINPUT:66 EX_NOPERM:77 EX_NOUSER:67 EX_OK:0 EX_OSERR:71 EX_OSFILE:72 " +
  "EX_PROTOCOL:76 EX_SOFTWARE:70 EX_TEMPFAIL:75 EX_UNAVAILABLE:69 EX_USAGE:64 F_OK:0 NGROUPS_MAX:65536 O_ACCMODE:3 " +
  "O_APPEND:1024 O_ASYNC:8192 O_CLOEXEC:524288 O_CREAT:64 O_DIRECT:16384 O_DIRECTORY:65536 O_DSYNC:4096 O_EXCL:128 " +
  "O_FSYNC:1052672 O_LARGEFILE:0 O_NDELAY:2048 O_NOATIME:262144 O_NOCTTY:256 O_NOFOLLOW:131072 O_NONBLOCK:2048 " +
  "O_PATH:2097152 O_RDONLY:0 O_RDWR:2 O_RSYNC:1052672 O_SYNC:1052672 O_TMPFILE:4259840 O_TRUNC:512 O_WRONLY:1 " +
  "PRIO_PGRP:1 PRIO_PROCESS:0 PRIO_USER:2 P_ALL:0 P_PGID:2 P_PID:1 P_PIDFD:3 RTLD_DEEPBIND:8 RTLD_GLOBAL:256 " +
  "RTLD_LAZY:1 RTLD_LOCAL:0 RTLD_NODELETE:4096 RTLD_NOLOAD:4 RTLD_NOW:2 R_OK:4 SEEK_DATA:3 SEEK_HOLE:4 TMP_MAX:238328 " +
  "WCONTINUED:8 WEXITED:4 WNOHANG:1 WNOWAIT:16777216 WSTOPPED:2 WUNTRACED:2 W_OK:2 X_OK:1";

/** sysconf/confstr/pathconf names (posixmodule.c's tables, Linux's values). */
const SYSCONF_NAMES =
  "SC_ARG_MAX:0 SC_CHILD_MAX:1 SC_CLK_TCK:2 SC_NGROUPS_MAX:3 SC_OPEN_MAX:4 SC_STREAM_MAX:5 SC_TZNAME_MAX:6 " +
  "SC_JOB_CONTROL:7 SC_SAVED_IDS:8 SC_VERSION:29 SC_PAGESIZE:30 SC_PAGE_SIZE:30 SC_RTSIG_MAX:31 SC_LINE_MAX:43 " +
  "SC_IOV_MAX:60 SC_THREADS:67 SC_GETGR_R_SIZE_MAX:69 SC_GETPW_R_SIZE_MAX:70 SC_LOGIN_NAME_MAX:71 SC_TTY_NAME_MAX:72 " +
  "SC_THREAD_STACK_MIN:75 SC_NPROCESSORS_CONF:83 SC_NPROCESSORS_ONLN:84 SC_PHYS_PAGES:85 SC_AVPHYS_PAGES:86 " +
  "SC_ATEXIT_MAX:87 SC_MINSIGSTKSZ:249";
const CONFSTR_NAMES = "CS_PATH:0 CS_GNU_LIBC_VERSION:2 CS_GNU_LIBPTHREAD_VERSION:3";
const PATHCONF_NAMES =
  "PC_LINK_MAX:0 PC_MAX_CANON:1 PC_MAX_INPUT:2 PC_NAME_MAX:3 PC_PATH_MAX:4 PC_PIPE_BUF:5 PC_CHOWN_RESTRICTED:6 " +
  "PC_NO_TRUNC:7 PC_VDISABLE:8 PC_SYNC_IO:9 PC_ASYNC_IO:10 PC_PRIO_IO:11 PC_SOCK_MAXBUF:12 PC_FILESIZEBITS:13 " +
  "PC_REC_INCR_XFER_SIZE:14 PC_REC_MAX_XFER_SIZE:15 PC_REC_MIN_XFER_SIZE:16 PC_REC_XFER_ALIGN:17 PC_ALLOC_SIZE_MIN:18 " +
  "PC_SYMLINK_MAX:19";

/** What pyts's posix implements of CPython's HAVE_* list on Linux (no *at(), no fdopendir, no fexecve). */
const HAVE_FUNCTIONS = ["HAVE_FCHDIR", "HAVE_FCHMOD", "HAVE_FCHOWN", "HAVE_FDOPENDIR", "HAVE_FPATHCONF", "HAVE_FTRUNCATE", "HAVE_FUTIMENS", "HAVE_LCHOWN", "HAVE_LSTAT"];

function table(spec: string): Map<string, number> {
  return new Map(spec.split(" ").map((s) => {
    const [k, v] = s.split(":") as [string, string];
    return [k, Number(v)];
  }));
}

/** Whether this thread may call process.chdir / process.umask(mask) (a worker may not). */
const mainThread = isMainThread;
/** Set once a chdir went through libc: process.cwd() no longer knows the directory. */
let cwdMoved = false;

function getcwdBytes(): Uint8Array {
  if (!cwdMoved) {
    try {
      return fsEncode(process.cwd());
    } catch (e) {
      osErrorFromNode(e, null);
    }
  }
  try {
    return libc.getcwd();
  } catch (e) {
    osErrorFromNode(e, null);
  }
}

/** A Node or libc call that may fail: OSError with the errno, naming `f1` (and `f2`). */
function sys<T>(f: () => T, f1: PyObject | null = null, f2: PyObject | null = null): T {
  try {
    return f();
  } catch (e) {
    if (e instanceof Error && "errno" in e) osErrorFromNode(e, f1, f2);
    throw e;
  }
}

/** The filename an error names: the path as given (an fd's int too, as path_error does). */
function errName(p: PathArg): PyObject {
  return p.obj;
}

/**
 * listdir/scandir of an fd (fdopendir): the directory through /proc/self/fd, after fstat checks
 * the fd is an open directory (EBADF, ENOTDIR as fdopendir reports them).
 */
function openDir(path: PathArg): fs.Dir {
  if (path.fd !== null) {
    const fd = path.fd;
    const st = sys(() => fs.fstatSync(fd));
    if (!st.isDirectory()) osErrorFromErrno(20);
    return sys(() => fs.opendirSync(`/proc/self/fd/${fd}`, { encoding: "buffer" as BufferEncoding }));
  }
  return sys(() => fs.opendirSync(path.bytes!, { encoding: "buffer" as BufferEncoding }), path.obj === None ? newStr(".") : path.obj);
}

function rejectDirFd(fname: string, dirFd: PyObject | null): void {
  if (dirFd !== null && dirFd !== None) throw newException(PyExc_NotImplementedError, `${fname}: dir_fd unavailable on this platform`);
}

function boolArg(o: PyObject | null, dflt: boolean): boolean {
  return o === null ? dflt : PyObject_IsTrue(o);
}

function intArg(o: PyObject | null, dflt: number): number {
  return o === null ? dflt : asCInt(o);
}

function fdArg(o: PyObject): number {
  return asCInt(o);
}

/** A Py_off_t argument. */
function offArg(o: PyObject): number | bigint {
  const v = indexValue(o);
  if (v >= 2n ** 63n || v < -(2n ** 63n)) throw newException(PyExc_OverflowError, "Python int too large to convert to C long");
  return v;
}

function num(v: number | bigint): PyObject {
  return typeof v === "bigint" ? newIntBig(v) : newInt(v);
}

/** A configuration name: an int, or a str looked up in the table. */
function confName(o: PyObject, names: Map<string, number>): number {
  if (isInt(o)) return asCInt(o);
  if (isStr(o)) {
    const v = names.get((o as PyStr).value);
    if (v === undefined) valueError("unrecognized configuration name");
    return v;
  }
  typeError("configuration names must be strings or integers");
}

function namesDict(names: Map<string, number>): PyDict {
  const d = newDict();
  for (const [k, v] of names) {
    const o = newInt(v);
    dictSetItem(d, newStr(k), o);
    Py_DECREF(o);
  }
  return d;
}

/** _PyTime_ObjectToTimespec (ROUND_FLOOR): an int or float of seconds as [sec, nsec]. */
function timespecOf(o: PyObject): libc.Timespec {
  if (isFloat(o)) {
    const d = (o as PyFloat).value;
    if (Number.isNaN(d)) valueError("Invalid value NaN (not a number)");
    let sec = Math.trunc(d);
    let frac = Math.floor((d - sec) * 1e9);
    if (frac >= 1e9) {
      frac -= 1e9;
      sec += 1;
    } else if (frac < 0) {
      frac += 1e9;
      sec -= 1;
    }
    if (!Number.isFinite(sec) || Math.abs(sec) >= 2 ** 63) throw newException(PyExc_OverflowError, "timestamp out of range for platform time_t");
    return [BigInt(sec), BigInt(frac)];
  }
  const v = indexValue(o);
  return [BigInt(v), 0n];
}

/** os.utime's times (utime_converter): [atime, mtime] as timespecs, or null for "now". */
function utimeTimes(times: PyObject | null, ns: PyObject | null): [libc.Timespec, libc.Timespec] | null {
  const given = times !== null && times !== None;
  if (given && ns !== null) valueError("utime: you may specify either 'times' or 'ns' but not both");
  if (given) {
    if (!isTuple(times) || (times as PyTuple).items.length !== 2) typeError("utime: 'times' must be either a tuple of two ints or None");
    const [a, m] = (times as PyTuple).items as [PyObject, PyObject];
    return [timespecOf(a), timespecOf(m)];
  }
  if (ns !== null) {
    if (!isTuple(ns) || (ns as PyTuple).items.length !== 2) typeError("utime: 'ns' must be a tuple of two ints");
    const [a, m] = (ns as PyTuple).items.map((t) => {
      const v = BigInt(indexValue(t));
      let sec = v / 1_000_000_000n;
      let nsec = v % 1_000_000_000n;
      if (nsec < 0n) {
        nsec += 1_000_000_000n;
        sec -= 1n;
      }
      return [sec, nsec] as const;
    }) as [libc.Timespec, libc.Timespec];
    return [a, m];
  }
  return null;
}

function envKey(o: PyObject): string {
  let b: Uint8Array;
  if (isStr(o)) b = fsEncode((o as PyStr).value);
  else if (isBytes(o)) b = (o as PyBytes).value;
  else {
    const p = fspath(o);
    b = isStr(p) ? fsEncode((p as PyStr).value) : (p as PyBytes).value;
    Py_DECREF(p);
  }
  // PyUnicode_FSConverter's wording
  if (b.includes(0)) valueError("embedded null byte");
  return fsDecode(b);
}

/** The environment as posix.environ has it: bytes keys and values (os.py wraps it in os.environ). */
function makeEnviron(): PyDict {
  const d = newDict();
  for (const [k, v] of Object.entries(process.env)) {
    if (v === undefined) continue;
    const kb = newBytes(fsEncode(k));
    const vb = newBytes(fsEncode(v));
    dictSetItem(d, kb, vb);
    Py_DECREF(kb);
    Py_DECREF(vb);
  }
  return d;
}

export function makePosix(): PyModule {
  initPosixTypes();
  const mod = newModule("posix");
  const d = mod.dict!;
  const set = (name: string, v: PyObject) => {
    dictSetItem(d, internStr(name), v);
    Py_DECREF(v);
  };
  const def = (name: string, impl: MethodImpl) => set(name, newCFunction(name, impl, mod));
  const noargs = (name: string, f: () => PyObject) => def(name, (_s, args) => {
    checkArgCount(name, args, 0, 0);
    return f();
  });

  // ---- stat ----
  const statImpl = (fname: string, lstat: boolean): MethodImpl => (_s, args, kw) => {
    const [p, dirFd, follow] = parseArgs(fname, args, kw, ["path", "dir_fd", "follow_symlinks"], 1, 0, 1);
    const path = pathArg(fname, p, { allowFd: !lstat });
    rejectDirFd(fname, dirFd);
    const followLinks = !lstat && boolArg(follow, true);
    const st = sys(() => (path.fd !== null ? fs.fstatSync(path.fd, { bigint: true })
      : followLinks ? fs.statSync(path.bytes!, { bigint: true }) : fs.lstatSync(path.bytes!, { bigint: true })), errName(path));
    return statResult(st);
  };
  def("stat", statImpl("stat", false));
  def("lstat", statImpl("lstat", true));
  def("fstat", (_s, args, kw) => {
    const [fd] = parseArgs("fstat", args, kw, ["fd"], 1, 0);
    const n = fdArg(fd!);
    return statResult(sys(() => fs.fstatSync(n, { bigint: true })));
  });

  // ---- directories ----
  def("listdir", (_s, args, kw) => {
    const [p] = parseArgs("listdir", args, kw, ["path"], 0, 0);
    const path = pathArg("listdir", p, { nullable: true, allowFd: true });
    const dir = openDir(path);
    const names: PyObject[] = [];
    try {
      for (let e = dir.readSync(); e !== null; e = dir.readSync()) names.push(fsName(e.name as unknown as Buffer, path.isBytes));
    } finally {
      dir.closeSync();
    }
    return newList(names);
  });
  def("scandir", (_s, args, kw) => {
    const [p] = parseArgs("scandir", args, kw, ["path"], 0, 0);
    const path = pathArg("scandir", p, { nullable: true, allowFd: true });
    const dir = openDir(path);
    // entries of an fd's directory are named by their names alone (their stat goes through the fd)
    return path.fd !== null ? new ScandirIteratorObject(dir, Buffer.alloc(0), false, Buffer.from(`/proc/self/fd/${path.fd}/`))
      : new ScandirIteratorObject(dir, path.bytes!, path.isBytes, null);
  });
  def("mkdir", (_s, args, kw) => {
    const [p, mode, dirFd] = parseArgs("mkdir", args, kw, ["path", "mode", "dir_fd"], 1, 0, 2);
    const path = pathArg("mkdir", p);
    rejectDirFd("mkdir", dirFd);
    const m = intArg(mode, 0o777);
    sys(() => fs.mkdirSync(path.bytes!, { mode: m }), path.obj);
    return None;
  });
  def("rmdir", (_s, args, kw) => {
    const [p, dirFd] = parseArgs("rmdir", args, kw, ["path", "dir_fd"], 1, 0, 1);
    const path = pathArg("rmdir", p);
    rejectDirFd("rmdir", dirFd);
    sys(() => fs.rmdirSync(path.bytes!), path.obj);
    return None;
  });
  for (const name of ["unlink", "remove"]) {
    def(name, (_s, args, kw) => {
      const [p, dirFd] = parseArgs(name, args, kw, ["path", "dir_fd"], 1, 0, 1);
      const path = pathArg(name, p);
      rejectDirFd(name, dirFd);
      sys(() => fs.unlinkSync(path.bytes!), path.obj);
      return None;
    });
  }
  for (const name of ["rename", "replace"]) {
    def(name, (_s, args, kw) => {
      const [a, b, sfd, dfd] = parseArgs(name, args, kw, ["src", "dst", "src_dir_fd", "dst_dir_fd"], 2, 0, 2);
      const src = pathArg(name, a, { argname: "src" });
      const dst = pathArg(name, b, { argname: "dst" });
      rejectDirFd(name, sfd);
      rejectDirFd(name, dfd);
      sys(() => fs.renameSync(src.bytes!, dst.bytes!), src.obj, dst.obj);
      return None;
    });
  }
  def("symlink", (_s, args, kw) => {
    const [a, b, _isDir, dirFd] = parseArgs("symlink", args, kw, ["src", "dst", "target_is_directory", "dir_fd"], 2, 0, 3);
    const src = pathArg("symlink", a, { argname: "src" });
    const dst = pathArg("symlink", b, { argname: "dst" });
    rejectDirFd("symlink", dirFd);
    sys(() => fs.symlinkSync(src.bytes!, dst.bytes!), src.obj, dst.obj);
    return None;
  });
  def("link", (_s, args, kw) => {
    const [a, b, sfd, dfd, follow] = parseArgs("link", args, kw, ["src", "dst", "src_dir_fd", "dst_dir_fd", "follow_symlinks"], 2, 0, 2);
    const src = pathArg("link", a, { argname: "src" });
    const dst = pathArg("link", b, { argname: "dst" });
    rejectDirFd("link", sfd);
    rejectDirFd("link", dfd);
    if (follow !== null && !PyObject_IsTrue(follow)) throw newException(PyExc_NotImplementedError, "link: follow_symlinks unavailable on this platform");
    sys(() => fs.linkSync(src.bytes!, dst.bytes!), src.obj, dst.obj);
    return None;
  });
  def("readlink", (_s, args, kw) => {
    const [p, dirFd] = parseArgs("readlink", args, kw, ["path", "dir_fd"], 1, 0, 1);
    const path = pathArg("readlink", p);
    rejectDirFd("readlink", dirFd);
    const r = sys(() => fs.readlinkSync(path.bytes!, { encoding: "buffer" }), path.obj);
    return fsName(r, path.isBytes);
  });
  def("chmod", (_s, args, kw) => {
    const [p, mode, dirFd, follow] = parseArgs("chmod", args, kw, ["path", "mode", "dir_fd", "follow_symlinks"], 2, 0, 2);
    const path = pathArg("chmod", p, { allowFd: true });
    const m = asCInt(mode!);
    rejectDirFd("chmod", dirFd);
    if (follow !== null && !PyObject_IsTrue(follow)) throw newException(PyExc_NotImplementedError, "chmod: follow_symlinks unavailable on this platform");
    sys(() => (path.fd !== null ? fs.fchmodSync(path.fd, m) : fs.chmodSync(path.bytes!, m)), errName(path));
    return None;
  });
  def("fchmod", (_s, args, kw) => {
    const [fd, mode] = parseArgs("fchmod", args, kw, ["fd", "mode"], 2, 0);
    const n = fdArg(fd!);
    const m = asCInt(mode!);
    sys(() => fs.fchmodSync(n, m));
    return None;
  });
  def("chown", (_s, args, kw) => {
    const [p, uid, gid, dirFd, follow] = parseArgs("chown", args, kw, ["path", "uid", "gid", "dir_fd", "follow_symlinks"], 3, 0, 3);
    const path = pathArg("chown", p, { allowFd: true });
    const u = Number(indexValue(uid!));
    const g = Number(indexValue(gid!));
    rejectDirFd("chown", dirFd);
    const follows = boolArg(follow, true);
    sys(() => (path.fd !== null ? fs.fchownSync(path.fd, u, g) : follows ? fs.chownSync(path.bytes!, u, g) : fs.lchownSync(path.bytes!, u, g)), errName(path));
    return None;
  });
  def("lchown", (_s, args, kw) => {
    const [p, uid, gid] = parseArgs("lchown", args, kw, ["path", "uid", "gid"], 3, 0);
    const path = pathArg("lchown", p);
    const u = Number(indexValue(uid!));
    const g = Number(indexValue(gid!));
    sys(() => fs.lchownSync(path.bytes!, u, g), path.obj);
    return None;
  });
  def("utime", (_s, args, kw) => {
    const [p, times, ns, dirFd, follow] = parseArgs("utime", args, kw, ["path", "times", "ns", "dir_fd", "follow_symlinks"], 1, 0, 2);
    const path = pathArg("utime", p, { allowFd: true });
    const t = utimeTimes(times, ns);
    rejectDirFd("utime", dirFd);
    const follows = boolArg(follow, true);
    // utimensat/futimens: nanoseconds exactly (Node's utimes takes a double of seconds)
    sys(() => libc.utimens(path.bytes, path.fd ?? -1, t, !follows), errName(path));
    return None;
  });
  def("access", (_s, args, kw) => {
    const [p, mode, dirFd, effective, follow] = parseArgs("access", args, kw, ["path", "mode", "dir_fd", "effective_ids", "follow_symlinks"], 2, 0, 2);
    const path = pathArg("access", p);
    const m = asCInt(mode!);
    rejectDirFd("access", dirFd);
    if (effective !== null && PyObject_IsTrue(effective)) throw newException(PyExc_NotImplementedError, "access: effective_ids unavailable on this platform");
    if (follow !== null && !PyObject_IsTrue(follow)) throw newException(PyExc_NotImplementedError, "access: follow_symlinks unavailable on this platform");
    try {
      fs.accessSync(path.bytes!, m);
      return True;
    } catch {
      return False;
    }
  });
  def("truncate", (_s, args, kw) => {
    const [p, length] = parseArgs("truncate", args, kw, ["path", "length"], 2, 0);
    const path = pathArg("truncate", p, { allowFd: true });
    const n = Number(offArg(length!));
    sys(() => (path.fd !== null ? fs.ftruncateSync(path.fd, n) : fs.truncateSync(path.bytes! as unknown as string, n)), path.fd === null ? path.obj : null);
    return None;
  });

  // ---- the current directory ----
  noargs("getcwd", () => newStr(fsDecode(getcwdBytes())));
  noargs("getcwdb", () => newBytes(getcwdBytes()));
  def("chdir", (_s, args, kw) => {
    const [p] = parseArgs("chdir", args, kw, ["path"], 1, 0);
    const path = pathArg("chdir", p, { allowFd: true });
    if (path.fd !== null) sys(() => libc.fchdir(path.fd!), path.obj);
    else {
      const s = fsDecode(path.bytes!);
      const plain = !/[\ud800-\udfff]/.test(s);
      if (mainThread && plain && !cwdMoved) sys(() => process.chdir(s), path.obj);
      else {
        sys(() => libc.chdir(path.bytes!), path.obj);
        cwdMoved = true;
      }
    }
    if (path.fd !== null) cwdMoved = true;
    // relative sys.path entries and imports follow the new directory, as CPython's do
    importState.cwd = fsDecode(getcwdBytes());
    return None;
  });
  def("fchdir", (_s, args, kw) => {
    const [fd] = parseArgs("fchdir", args, kw, ["fd"], 1, 0);
    const n = fdArg(fd!);
    sys(() => libc.fchdir(n));
    cwdMoved = true;
    importState.cwd = fsDecode(getcwdBytes());
    return None;
  });

  // ---- file descriptors ----
  def("open", (_s, args, kw) => {
    const [p, flags, mode, dirFd] = parseArgs("open", args, kw, ["path", "flags", "mode", "dir_fd"], 2, 0, 3);
    const path = pathArg("open", p);
    const fl = asCInt(flags!);
    const m = intArg(mode, 0o777);
    rejectDirFd("open", dirFd);
    return newInt(sys(() => fs.openSync(path.bytes!, fl | 0o2000000, m), path.obj));
  });
  def("close", (_s, args, kw) => {
    const [fd] = parseArgs("close", args, kw, ["fd"], 1, 0);
    const n = fdArg(fd!);
    sys(() => fs.closeSync(n));
    return None;
  });
  def("closerange", (_s, args) => {
    checkArgCount("closerange", args, 2, 2);
    const lo = fdArg(args[0]!);
    const hi = fdArg(args[1]!);
    for (let fd = Math.max(lo, 0); fd < hi; fd++) {
      try {
        fs.closeSync(fd);
      } catch {
        // closerange ignores errors
      }
    }
    return None;
  });
  def("read", (_s, args) => {
    checkArgCount("read", args, 2, 2);
    const fd = fdArg(args[0]!);
    const n = Number(indexValue(args[1]!));
    if (n < 0) osErrorFromErrno(22);
    const buf = Buffer.alloc(n);
    const got = sys(() => fs.readSync(fd, buf, 0, n, null));
    return newBytes(new Uint8Array(buf.subarray(0, got)));
  });
  def("write", (_s, args) => {
    checkArgCount("write", args, 2, 2);
    const fd = fdArg(args[0]!);
    const data = bufferBytes(args[1]!);
    if (data === null) typeError(`a bytes-like object is required, not '${typeName(args[1]!)}'`);
    return newInt(sys(() => fs.writeSync(fd, data, 0, data.length, null)));
  });
  def("lseek", (_s, args) => {
    checkArgCount("lseek", args, 3, 3);
    const fd = fdArg(args[0]!);
    const pos = offArg(args[1]!);
    const how = asCInt(args[2]!);
    return num(sys(() => libc.lseek(fd, pos, how)));
  });
  for (const [name, f] of [["fsync", fs.fsyncSync], ["fdatasync", fs.fdatasyncSync]] as const) {
    def(name, (_s, args, kw) => {
      const [fd] = parseArgs(name, args, kw, ["fd"], 1, 0);
      // fildes_converter: an int, or an object with fileno()
      const n = isInt(fd!) ? fdArg(fd!) : fdArg(callFileno(fd!));
      sys(() => f(n));
      return None;
    });
  }
  def("ftruncate", (_s, args) => {
    checkArgCount("ftruncate", args, 2, 2);
    const fd = fdArg(args[0]!);
    const n = Number(offArg(args[1]!));
    sys(() => fs.ftruncateSync(fd, n));
    return None;
  });
  def("dup", (_s, args) => {
    checkArgCount("dup", args, 1, 1);
    const fd = fdArg(args[0]!);
    // _Py_dup: the copy is not inheritable
    return newInt(sys(() => libc.fcntl(fd, 1030 /* F_DUPFD_CLOEXEC */, 0)));
  });
  def("dup2", (_s, args, kw) => {
    const [a, b, inh] = parseArgs("dup2", args, kw, ["fd", "fd2", "inheritable"], 2, 0);
    const fd = fdArg(a!);
    const fd2 = fdArg(b!);
    const inheritable = boolArg(inh, true);
    return newInt(sys(() => (inheritable || fd === fd2 ? libc.dup2(fd, fd2) : libc.dup3(fd, fd2, 0o2000000))));
  });
  def("isatty", (_s, args) => {
    checkArgCount("isatty", args, 1, 1);
    return newBool(ttyIsatty(fdArg(args[0]!)));
  });
  noargs("pipe", () => {
    const [r, w] = sys(() => libc.pipe2(0o2000000));
    return newTuple([newInt(r), newInt(w)]);
  });
  def("pipe2", (_s, args) => {
    checkArgCount("pipe2", args, 1, 1);
    const flags = asCInt(args[0]!);
    const [r, w] = sys(() => libc.pipe2(flags));
    return newTuple([newInt(r), newInt(w)]);
  });
  def("get_inheritable", (_s, args) => {
    checkArgCount("get_inheritable", args, 1, 1);
    const fd = fdArg(args[0]!);
    return newBool((sys(() => libc.fcntl(fd, 1 /* F_GETFD */)) & 1) === 0);
  });
  def("set_inheritable", (_s, args) => {
    checkArgCount("set_inheritable", args, 2, 2);
    const fd = fdArg(args[0]!);
    const inh = PyObject_IsTrue(args[1]!);
    const flags = sys(() => libc.fcntl(fd, 1));
    sys(() => libc.fcntl(fd, 2 /* F_SETFD */, inh ? flags & ~1 : flags | 1));
    return None;
  });
  def("get_blocking", (_s, args) => {
    checkArgCount("get_blocking", args, 1, 1);
    const fd = fdArg(args[0]!);
    return newBool((sys(() => libc.fcntl(fd, 3 /* F_GETFL */)) & 0o4000) === 0);
  });
  def("set_blocking", (_s, args) => {
    checkArgCount("set_blocking", args, 2, 2);
    const fd = fdArg(args[0]!);
    const blocking = PyObject_IsTrue(args[1]!);
    const flags = sys(() => libc.fcntl(fd, 3));
    sys(() => libc.fcntl(fd, 4 /* F_SETFL */, blocking ? flags & ~0o4000 : flags | 0o4000));
    return None;
  });
  def("device_encoding", (_s, args, kw) => {
    const [fd] = parseArgs("device_encoding", args, kw, ["fd"], 1, 0);
    return ttyIsatty(fdArg(fd!)) ? newStr("UTF-8") : (None.ob_refcnt++, None);
  });
  def("get_terminal_size", (_s, args) => {
    checkArgCount("get_terminal_size", args, 0, 1);
    const fd = args.length > 0 ? fdArg(args[0]!) : 1;
    const [cols, rows] = sys(() => libc.winsize(fd));
    return newStructSeq(TerminalSize_Type, [newInt(cols), newInt(rows)]);
  });
  def("ttyname", (_s, args) => {
    checkArgCount("ttyname", args, 1, 1);
    const fd = fdArg(args[0]!);
    return newStr(fsDecode(sys(() => libc.ttyname(fd))));
  });

  // ---- the environment ----
  set("environ", makeEnviron());
  def("putenv", (_s, args) => {
    checkArgCount("putenv", args, 2, 2);
    const k = envKey(args[0]!);
    const v = envKey(args[1]!);
    if (k.includes("=")) valueError("illegal environment variable name");
    if (k === "") osErrorFromErrno(22);
    process.env[k] = v;
    return None;
  });
  def("unsetenv", (_s, args) => {
    checkArgCount("unsetenv", args, 1, 1);
    const k = envKey(args[0]!);
    // unsetenv(3) refuses an empty name or one with '=' (EINVAL)
    if (k === "" || k.includes("=")) osErrorFromErrno(22);
    delete process.env[k];
    return None;
  });

  // ---- the process ----
  noargs("getpid", () => newInt(process.pid));
  noargs("getppid", () => newInt(process.ppid));
  noargs("getuid", () => newInt(process.getuid!()));
  noargs("geteuid", () => newInt(process.geteuid!()));
  noargs("getgid", () => newInt(process.getgid!()));
  noargs("getegid", () => newInt(process.getegid!()));
  noargs("getgroups", () => newList(process.getgroups!().map((g) => newInt(g))));
  noargs("getpgrp", () => newInt(libc.getpgrp()));
  noargs("getlogin", () => newStr(fsDecode(sys(() => libc.getlogin()))));
  def("umask", (_s, args) => {
    checkArgCount("umask", args, 1, 1);
    const m = asCInt(args[0]!);
    return newInt(mainThread ? process.umask(m) : libc.umask(m));
  });
  def("kill", (_s, args) => {
    checkArgCount("kill", args, 2, 2);
    const pid = asCInt(args[0]!);
    const sig = asCInt(args[1]!);
    // to itself, with a handler the signal module set: delivered as the call returns (modules/_signal.ts)
    if (pid === process.pid && sig > 0 && sig < 65 && selfSignal !== null) selfSignal(sig);
    else sys(() => libc.kill(pid, sig));
    return None;
  });
  def("killpg", (_s, args) => {
    checkArgCount("killpg", args, 2, 2);
    const pid = asCInt(args[0]!);
    const sig = asCInt(args[1]!);
    sys(() => libc.killpg(pid, sig));
    return None;
  });
  def("waitpid", (_s, args) => {
    checkArgCount("waitpid", args, 2, 2);
    const pid = asCInt(args[0]!);
    const options = asCInt(args[1]!);
    const [r, st] = sys(() => libc.waitpid(pid, options));
    return newTuple([newInt(r), newInt(st)]);
  });
  def("_exit", (_s, args, kw) => {
    const [n] = parseArgs("_exit", args, kw, ["status"], 1, 0);
    libc.exitNow(asCInt(n!));
  });
  noargs("cpu_count", () => {
    const n = nodeOs.cpus().length;
    return n > 0 ? newInt(n) : (None.ob_refcnt++, None);
  });
  noargs("uname", () => newStructSeq(UnameResult_Type, [nodeOs.type(), nodeOs.hostname(), nodeOs.release(), nodeOs.version(), nodeOs.machine()].map((s) => newStr(s))));
  noargs("times", () => {
    const [elapsed, u, s, cu, cs] = sys(() => libc.times());
    const tick = libc.sysconf(2) ?? 100;
    return newStructSeq(TimesResult_Type, [u, s, cu, cs, elapsed].map((v) => newFloat(v / tick)));
  });
  def("urandom", (_s, args) => {
    checkArgCount("urandom", args, 1, 1);
    const n = Number(indexValue(args[0]!));
    if (n < 0) valueError("negative argument not allowed");
    const b = new Uint8Array(n);
    randomFillSync(b);
    return newBytes(b);
  });
  def("strerror", (_s, args) => {
    checkArgCount("strerror", args, 1, 1);
    return newStr(strerror(asCInt(args[0]!)));
  });
  def("fspath", (_s, args, kw) => {
    const [p] = parseArgs("fspath", args, kw, ["path"], 1, 0);
    return fspath(p!);
  });

  // ---- wait statuses ----
  const statusFn = (name: string, f: (st: number) => PyObject) => def(name, (_s, args, kw) => {
    const [st] = parseArgs(name, args, kw, ["status"], 1, 0);
    return f(asCInt(st!));
  });
  statusFn("WIFEXITED", (s) => newBool((s & 0x7f) === 0));
  statusFn("WEXITSTATUS", (s) => newInt((s >> 8) & 0xff));
  statusFn("WIFSIGNALED", (s) => newBool((s & 0x7f) !== 0 && (s & 0x7f) !== 0x7f));
  statusFn("WTERMSIG", (s) => newInt(s & 0x7f));
  statusFn("WIFSTOPPED", (s) => newBool((s & 0xff) === 0x7f));
  statusFn("WSTOPSIG", (s) => newInt((s >> 8) & 0xff));
  statusFn("WCOREDUMP", (s) => newBool((s & 0x80) !== 0));
  statusFn("WIFCONTINUED", (s) => newBool(s === 0xffff));
  def("waitstatus_to_exitcode", (_s, args, kw) => {
    const [st] = parseArgs("waitstatus_to_exitcode", args, kw, ["status"], 1, 0);
    const s = asCInt(st!);
    if ((s & 0x7f) === 0) return newInt((s >> 8) & 0xff);
    if ((s & 0xff) !== 0x7f && (s & 0x7f) !== 0) return newInt(-(s & 0x7f));
    if ((s & 0xff) === 0x7f) valueError(`process stopped by delivery of signal ${(s >> 8) & 0xff}`);
    valueError(`invalid wait status: ${s}`);
  });

  // ---- configuration ----
  const sysconfNames = table(SYSCONF_NAMES);
  const confstrNames = table(CONFSTR_NAMES);
  const pathconfNames = table(PATHCONF_NAMES);
  set("sysconf_names", namesDict(sysconfNames));
  set("confstr_names", namesDict(confstrNames));
  set("pathconf_names", namesDict(pathconfNames));
  def("sysconf", (_s, args) => {
    checkArgCount("sysconf", args, 1, 1);
    const n = confName(args[0]!, sysconfNames);
    const v = sys(() => libc.sysconf(n));
    return newInt(v ?? -1);
  });
  def("confstr", (_s, args) => {
    checkArgCount("confstr", args, 1, 1);
    const n = confName(args[0]!, confstrNames);
    const v = sys(() => libc.confstr(n));
    return v === null ? (None.ob_refcnt++, None) : newStr(fsDecode(v));
  });
  def("pathconf", (_s, args, kw) => {
    const [p, name] = parseArgs("pathconf", args, kw, ["path", "name"], 2, 0);
    const path = pathArg("pathconf", p, { allowFd: true });
    const n = confName(name!, pathconfNames);
    const v = sys(() => (path.fd !== null ? libc.fpathconf(path.fd, n) : libc.pathconf(path.bytes!, n)), errName(path));
    return newInt(v ?? -1);
  });
  def("fpathconf", (_s, args) => {
    checkArgCount("fpathconf", args, 2, 2);
    const fd = fdArg(args[0]!);
    const n = confName(args[1]!, pathconfNames);
    return newInt(sys(() => libc.fpathconf(fd, n)) ?? -1);
  });

  // ---- types and constants ----
  for (const [name, t] of [["stat_result", StatResult_Type], ["uname_result", UnameResult_Type], ["times_result", TimesResult_Type], ["terminal_size", TerminalSize_Type], ["DirEntry", DirEntry_Type]] as const) {
    dictSetItem(d, internStr(name), t);
  }
  dictSetItem(d, internStr("error"), PyExc_OSError);
  for (const [k, v] of table(CONSTANTS)) set(k, newInt(v));
  set("_have_functions", newList(HAVE_FUNCTIONS.map((s) => newStr(s))));
  return mod;
}

/** fildes_converter: `o.fileno()` for an object that is not an int. */
function callFileno(o: PyObject): PyObject {
  const f = o.ob_type.lookup("fileno");
  if (f === null) typeError(`argument must be an int, or have a fileno() method, not ${typeName(o)}`);
  const r = callMethodNoArgs(o, f);
  if (!isInt(r)) typeError("fileno() returned a non-integer");
  return r;
}

function callMethodNoArgs(o: PyObject, f: PyObject): PyObject {
  return callSpecial(o, f, []);
}
