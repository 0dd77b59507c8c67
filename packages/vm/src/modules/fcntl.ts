/**
 * The fcntl module (Modules/fcntlmodule.c, 3.14) on Linux: fcntl and ioctl with an int or a
 * buffer argument (a buffer is copied, at most 1024 bytes, and the changed copy returned; ioctl's
 * mutate_flag writes it back into a writable buffer), flock, lockf (F_SETLK/F_SETLKW with a
 * struct flock, as CPython does), the constants and OSError for a failed call, through libc
 * (ffi/libc.ts). EINTR is raised as InterruptedError (no PEP 475 retry).
 */
import { PyObject, Py_DECREF } from "../objects/object.js";
import { None } from "../objects/none.js";
import { internStr, isStr, type PyStr } from "../objects/str.js";
import { newInt, isInt } from "../objects/int.js";
import { newBytes } from "../objects/bytes.js";
import { dictSetItem } from "../objects/dict.js";
import { PyModule, newModule } from "../objects/module.js";
import { newCFunction, type MethodImpl } from "../objects/descr.js";
import { valueError } from "../objects/exceptions.js";
import { PyObject_IsTrue, asCInt, indexValue } from "../abstract.js";
import { parseArgs, checkArgCount } from "../args.js";
import { bufferBytes } from "../types/buffer.js";
import { osErrorFromNode } from "./oserror.js";
import { asFileDescriptor } from "./select.js";
import { fsEncode } from "./posix/paths.js";
import * as libc from "../ffi/libc.js";

const CONSTANTS =
  "DN_ACCESS:1 DN_ATTRIB:32 DN_CREATE:4 DN_DELETE:8 DN_MODIFY:2 DN_MULTISHOT:2147483648 DN_RENAME:16 FASYNC:8192 " +
  "FD_CLOEXEC:1 FICLONE:1074041865 FICLONERANGE:1075876877 F_ADD_SEALS:1033 F_DUPFD:0 F_DUPFD_CLOEXEC:1030 " +
  "F_DUPFD_QUERY:1027 F_EXLCK:4 F_GETFD:1 F_GETFL:3 F_GETLEASE:1025 F_GETLK:5 F_GETLK64:5 F_GETOWN:9 F_GETOWN_EX:16 " +
  "F_GETPIPE_SZ:1032 F_GETSIG:11 F_GET_FILE_RW_HINT:1037 F_GET_RW_HINT:1035 F_GET_SEALS:1034 F_NOTIFY:1026 " +
  "F_OFD_GETLK:36 F_OFD_SETLK:37 F_OFD_SETLKW:38 F_OWNER_PGRP:2 F_OWNER_PID:1 F_OWNER_TID:0 F_RDLCK:0 " +
  "F_SEAL_FUTURE_WRITE:16 F_SEAL_GROW:4 F_SEAL_SEAL:1 F_SEAL_SHRINK:2 F_SEAL_WRITE:8 F_SETFD:2 F_SETFL:4 " +
  "F_SETLEASE:1024 F_SETLK:6 F_SETLK64:6 F_SETLKW:7 F_SETLKW64:7 F_SETOWN:8 F_SETOWN_EX:15 F_SETPIPE_SZ:1031 " +
  "F_SETSIG:10 F_SET_FILE_RW_HINT:1038 F_SET_RW_HINT:1036 F_SHLCK:8 F_UNLCK:2 F_WRLCK:1 LOCK_EX:2 LOCK_MAND:32 " +
  "LOCK_NB:4 LOCK_READ:64 LOCK_RW:192 LOCK_SH:1 LOCK_UN:8 LOCK_WRITE:128 RWH_WRITE_LIFE_EXTREME:5 " +
  "RWH_WRITE_LIFE_LONG:4 RWH_WRITE_LIFE_MEDIUM:3 RWH_WRITE_LIFE_NONE:1 RWH_WRITE_LIFE_NOT_SET:0 RWH_WRITE_LIFE_SHORT:2";

const MAX_ARG = 1024;

function sys<T>(f: () => T): T {
  try {
    return f();
  } catch (e) {
    if (e instanceof Error && "errno" in e) osErrorFromNode(e, null);
    throw e;
  }
}

/** The bytes of a str or buffer argument (a copy of at most 1024 bytes), or null for an int. */
function bufArg(fname: string, o: PyObject): Uint8Array | null {
  if (isInt(o)) return null;
  const b = isStr(o) ? fsEncode((o as PyStr).value) : bufferBytes(o);
  if (b === null) return null;
  if (b.length > MAX_ARG) valueError(`${fname} argument 3 is too long`);
  return b;
}

/** An int argument as a C int (fcntl) or unsigned int, through __index__. */
function intArg(o: PyObject): number {
  const v = Number(indexValue(o));
  return v | 0;
}

export function makeFcntl(): PyModule {
  const mod = newModule("fcntl");
  const d = mod.dict!;
  const set = (name: string, v: PyObject) => {
    dictSetItem(d, internStr(name), v);
    Py_DECREF(v);
  };
  const def = (name: string, impl: MethodImpl) => set(name, newCFunction(name, impl, mod));

  def("fcntl", (_s, args) => {
    checkArgCount("fcntl", args, 2, 3);
    const fd = asFileDescriptor(args[0]!);
    const cmd = asCInt(args[1]!);
    const arg = args[2] ?? null;
    const b = arg === null ? null : bufArg("fcntl", arg);
    if (b !== null) {
      const buf = Buffer.alloc(MAX_ARG);
      buf.set(b);
      sys(() => libc.fcntlBuf(fd, cmd, buf));
      return newBytes(new Uint8Array(buf.subarray(0, b.length)));
    }
    return newInt(sys(() => libc.fcntl(fd, cmd, arg === null ? 0 : intArg(arg))));
  });
  def("ioctl", (_s, args) => {
    checkArgCount("ioctl", args, 2, 4);
    const fd = asFileDescriptor(args[0]!);
    const request = Number(BigInt.asUintN(32, BigInt(indexValue(args[1]!))));
    const arg = args[2] ?? null;
    const mutate = args.length < 4 || PyObject_IsTrue(args[3]!);
    const b = arg === null ? null : bufArg("ioctl", arg);
    if (b !== null) {
      const buf = Buffer.alloc(Math.max(MAX_ARG, b.length));
      buf.set(b);
      const r = sys(() => libc.ioctlBuf(fd, request, buf));
      const writable = arg !== null && !isStr(arg) && (arg.ob_type.tp_name === "bytearray" || arg.ob_type.tp_name === "array.array" || arg.ob_type.tp_name === "memoryview");
      if (mutate && writable) {
        b.set(buf.subarray(0, b.length));
        return newInt(r);
      }
      return newBytes(new Uint8Array(buf.subarray(0, b.length)));
    }
    return newInt(sys(() => libc.ioctlInt(fd, request, arg === null ? 0 : intArg(arg))));
  });
  def("flock", (_s, args) => {
    checkArgCount("flock", args, 2, 2);
    const fd = asFileDescriptor(args[0]!);
    const op = asCInt(args[1]!);
    sys(() => libc.flock(fd, op));
    return None;
  });
  def("lockf", (_s, args, kw) => {
    const [fdO, cmdO, lenO, startO, whenceO] = parseArgs("lockf", args, kw, ["fd", "cmd", "len", "start", "whence"], 2, 5);
    const fd = asFileDescriptor(fdO!);
    const code = asCInt(cmdO!);
    const len = lenO === null ? 0n : BigInt(indexValue(lenO));
    const start = startO === null ? 0n : BigInt(indexValue(startO));
    const whence = whenceO === null ? 0 : asCInt(whenceO);
    const type = code === 8 ? 2 /* F_UNLCK */ : code & 1 ? 0 /* F_RDLCK */ : code & 2 ? 1 /* F_WRLCK */ : -1;
    if (type < 0) valueError("unrecognized lockf argument");
    // struct flock: short l_type, short l_whence, off_t l_start, off_t l_len, pid_t l_pid
    const fl = Buffer.alloc(32);
    fl.writeInt16LE(type, 0);
    fl.writeInt16LE(whence, 2);
    fl.writeBigInt64LE(start, 8);
    fl.writeBigInt64LE(len, 16);
    sys(() => libc.fcntlBuf(fd, code & 4 ? 6 : 7, fl));
    return None;
  });
  for (const s of CONSTANTS.split(" ")) {
    const [k, v] = s.split(":") as [string, string];
    set(k, newInt(Number(v)));
  }
  return mod;
}
