/**
 * The one way into the C library: libc calls Node has no synchronous API for (pipe, dup2, fcntl,
 * waitpid, lseek, chdir in a worker thread, uname, times, sysconf, …), bound through the `koffi`
 * FFI package. koffi and libc.so.6 are loaded at the first call that needs them (a program that
 * never calls one pays nothing). Each function here is one libc call: it returns what the call
 * returns, and where the call fails (-1 / NULL) it throws a `LibcError` carrying errno, read right
 * after the call — shaped as Node's fs errors are (negative `.errno`, `.code`), so
 * `osErrorFromNode` in modules/oserror.ts turns either kind into CPython's OSError.
 * `posix`, later `ctypes` and `_posixsubprocess`, use this module and nothing else for libc.
 */
import { createRequire } from "node:module";

/** A failed libc call: `errno` is negated, as in Node's own system errors. */
export class LibcError extends Error {
  readonly errno: number;
  readonly code: string;
  constructor(call: string, errno: number) {
    super(`${call} failed: errno ${errno}`);
    this.errno = -errno;
    this.code = `E${errno}`;
  }
}

type CFn = (...args: unknown[]) => unknown;
interface Koffi {
  load(name: string): { func(decl: string): CFn };
  errno(): number;
}

interface Bound {
  koffi: Koffi;
  fns: Map<string, CFn>;
  lib: { func(decl: string): CFn };
}
let bound: Bound | null = null;

function lib(): Bound {
  if (bound === null) {
    const koffi = createRequire(import.meta.url)("koffi") as Koffi;
    bound = { koffi, fns: new Map(), lib: koffi.load("libc.so.6") };
  }
  return bound;
}

/** The bound function for a C declaration (bound once, at its first use). */
function fn(decl: string): CFn {
  const b = lib();
  let f = b.fns.get(decl);
  if (f === undefined) {
    f = b.lib.func(decl);
    b.fns.set(decl, f);
  }
  return f;
}

/** Whether libc can be reached at all (koffi loads and has a binary for this platform). */
export function available(): boolean {
  try {
    lib();
    return true;
  } catch {
    return false;
  }
}

/** Calls `decl` with `args`; a result equal to `fail` raises LibcError with the errno of the call. */
function call(name: string, decl: string, args: unknown[], fail: unknown = -1): unknown {
  const f = fn(decl);
  const r = f(...args);
  if (r === fail) throw new LibcError(name, bound!.koffi.errno());
  return r;
}

/** A NUL-terminated copy of a path's bytes (what `const char *` receives). */
function cpath(path: Uint8Array): Buffer {
  const b = Buffer.alloc(path.length + 1);
  b.set(path);
  return b;
}

/** Bytes up to the first NUL. */
function cstr(b: Uint8Array, start = 0, end = b.length): Uint8Array {
  const z = b.indexOf(0, start);
  return b.subarray(start, z < 0 || z > end ? end : z);
}

export function chdir(path: Uint8Array): void {
  call("chdir", "int chdir(const uint8_t *path)", [cpath(path)]);
}

export function fchdir(fd: number): void {
  call("fchdir", "int fchdir(int fd)", [fd]);
}

/** getcwd(3): the current directory's bytes. */
export function getcwd(): Uint8Array {
  for (let size = 4096; ; size *= 2) {
    const buf = Buffer.alloc(size);
    try {
      call("getcwd", "void *getcwd(uint8_t *buf, size_t size)", [buf, size], null);
      return new Uint8Array(cstr(buf));
    } catch (e) {
      if (!(e instanceof LibcError && e.errno === -34) || size > 1 << 20) throw e; // ERANGE: a bigger buffer
    }
  }
}

export function pipe(): [number, number] {
  const fds = new Int32Array(2);
  call("pipe", "int pipe(int *fds)", [fds]);
  return [fds[0]!, fds[1]!];
}

export function pipe2(flags: number): [number, number] {
  const fds = new Int32Array(2);
  call("pipe2", "int pipe2(int *fds, int flags)", [fds, flags]);
  return [fds[0]!, fds[1]!];
}

export function dup(fd: number): number {
  return call("dup", "int dup(int fd)", [fd]) as number;
}

export function dup2(fd: number, fd2: number): number {
  return call("dup2", "int dup2(int fd, int fd2)", [fd, fd2]) as number;
}

export function dup3(fd: number, fd2: number, flags: number): number {
  return call("dup3", "int dup3(int fd, int fd2, int flags)", [fd, fd2, flags]) as number;
}

/** fcntl(fd, cmd, arg) with an int argument (F_GETFD, F_SETFD, F_GETFL, F_SETFL, F_DUPFD, …). */
export function fcntl(fd: number, cmd: number, arg = 0): number {
  return call("fcntl", "int fcntl(int fd, int cmd, int arg)", [fd, cmd, arg]) as number;
}

/** lseek(2): the new offset. */
export function lseek(fd: number, offset: number | bigint, whence: number): number | bigint {
  const r = call("lseek", "int64_t lseek(int fd, int64_t offset, int whence)", [fd, offset, whence]);
  return r as number | bigint;
}

/** waitpid(2): [pid, status]. */
export function waitpid(pid: number, options: number): [number, number] {
  const st = new Int32Array(1);
  const r = call("waitpid", "int waitpid(int pid, int *status, int options)", [pid, st, options]) as number;
  return [r, st[0]!];
}

export function kill(pid: number, sig: number): void {
  call("kill", "int kill(int pid, int sig)", [pid, sig]);
}

export function killpg(pgid: number, sig: number): void {
  call("killpg", "int killpg(int pgid, int sig)", [pgid, sig]);
}

export function getppid(): number {
  return fn("int getppid(void)")() as number;
}

export function getpgrp(): number {
  return fn("int getpgrp(void)")() as number;
}

export function getsid(pid: number): number {
  return call("getsid", "int getsid(int pid)", [pid]) as number;
}

/** umask(2): the previous mask (cannot fail). */
export function umask(mask: number): number {
  return fn("unsigned int umask(unsigned int mask)")(mask) as number;
}

export function isatty(fd: number): boolean {
  return (fn("int isatty(int fd)")(fd) as number) === 1;
}

/** getlogin_r(3): the login name's bytes (it returns the error number itself). */
export function getlogin(): Uint8Array {
  const buf = Buffer.alloc(256);
  const r = fn("int getlogin_r(uint8_t *buf, size_t size)")(buf, buf.length) as number;
  if (r !== 0) throw new LibcError("getlogin_r", r);
  return new Uint8Array(cstr(buf));
}

/** ttyname_r(3). */
export function ttyname(fd: number): Uint8Array {
  const buf = Buffer.alloc(4096);
  const r = fn("int ttyname_r(int fd, uint8_t *buf, size_t size)")(fd, buf, buf.length) as number;
  if (r !== 0) throw new LibcError("ttyname_r", r);
  return new Uint8Array(cstr(buf));
}

/** uname(2): sysname, nodename, release, version, machine (struct utsname's 65-byte fields). */
export function uname(): [Uint8Array, Uint8Array, Uint8Array, Uint8Array, Uint8Array] {
  const buf = Buffer.alloc(65 * 6);
  call("uname", "int uname(uint8_t *buf)", [buf]);
  const f = (i: number) => new Uint8Array(cstr(buf, 65 * i, 65 * (i + 1)));
  return [f(0), f(1), f(2), f(3), f(4)];
}

/** times(2): [elapsed, tms_utime, tms_stime, tms_cutime, tms_cstime], in clock ticks. */
export function times(): [number, number, number, number, number] {
  const t = new BigInt64Array(4);
  const r = call("times", "long times(int64_t *buf)", [t]) as number | bigint;
  return [Number(r), Number(t[0]), Number(t[1]), Number(t[2]), Number(t[3])];
}

/**
 * sysconf(3): the value, or null for "no limit" (-1 with errno unchanged). koffi's errno is the
 * thread's own; it is cleared first so an indefinite value can be told from a failure.
 */
export function sysconf(name: number): number | null {
  return limitCall("sysconf", "long sysconf(int name)", [name]);
}

export function pathconf(path: Uint8Array, name: number): number | null {
  return limitCall("pathconf", "long pathconf(const uint8_t *path, int name)", [cpath(path), name]);
}

export function fpathconf(fd: number, name: number): number | null {
  return limitCall("fpathconf", "long fpathconf(int fd, int name)", [fd, name]);
}

function limitCall(name: string, decl: string, args: unknown[]): number | null {
  const f = fn(decl);
  setErrno(0);
  const r = Number(f(...args) as number | bigint);
  if (r === -1) {
    const e = bound!.koffi.errno();
    if (e !== 0) throw new LibcError(name, e);
    return null;
  }
  return r;
}

function setErrno(v: number): void {
  (bound!.koffi.errno as unknown as (v: number) => number)(v);
}

/** confstr(3): the value's bytes, or null where the name has none. */
export function confstr(name: number): Uint8Array | null {
  const f = fn("size_t confstr(int name, uint8_t *buf, size_t len)");
  setErrno(0);
  const n = Number(f(name, null, 0) as number | bigint);
  if (n === 0) {
    const e = bound!.koffi.errno();
    if (e !== 0) throw new LibcError("confstr", e);
    return null;
  }
  const buf = Buffer.alloc(n);
  f(name, buf, n);
  return new Uint8Array(cstr(buf));
}

/** _exit(2): ends the process at once (no atexit, no flushing). */
export function exitNow(status: number): never {
  fn("void _exit(int status)")(status);
  throw new Error("_exit returned");
}

/** A time as struct timespec: [seconds, nanoseconds]. */
export type Timespec = readonly [bigint, bigint];

/**
 * utimensat(AT_FDCWD, path, times, flags), or futimens(fd, times) when `path` is null: `times`
 * [atime, mtime], or null for the current time; `nofollow` sets AT_SYMLINK_NOFOLLOW.
 */
export function utimens(path: Uint8Array | null, fd: number, times: readonly [Timespec, Timespec] | null, nofollow: boolean): void {
  const ts = times === null ? null : new BigInt64Array([times[0][0], times[0][1], times[1][0], times[1][1]]);
  if (path === null) call("futimens", "int futimens(int fd, const int64_t *times)", [fd, ts]);
  else call("utimensat", "int utimensat(int dirfd, const uint8_t *path, const int64_t *times, int flags)", [-100, cpath(path), ts, nofollow ? 0x100 : 0]);
}

/** ioctl(fd, TIOCGWINSZ): [columns, rows] of a terminal. */
export function winsize(fd: number): [number, number] {
  const ws = new Uint16Array(4);
  call("ioctl", "int ioctl(int fd, unsigned long request, uint16_t *ws)", [fd, 0x5413, ws]);
  return [ws[1]!, ws[0]!];
}

/** struct rlimit as two 64-bit rlim_t, read signed (RLIM_INFINITY is -1, as CPython's rlim2py gives it). */
export type Rlimit = readonly [bigint, bigint];

export function getrlimit(resource: number): Rlimit {
  const r = new BigInt64Array(2);
  call("getrlimit", "int getrlimit(int resource, int64_t *rlim)", [resource, r]);
  return [r[0]!, r[1]!];
}

export function setrlimit(resource: number, lim: Rlimit): void {
  call("setrlimit", "int setrlimit(int resource, const int64_t *rlim)", [resource, BigInt64Array.from(lim)]);
}

/** prlimit(2): the old limits; `lim` null reads them only. */
export function prlimit(pid: number, resource: number, lim: Rlimit | null): Rlimit {
  const old = new BigInt64Array(2);
  call("prlimit", "int prlimit(int pid, int resource, const int64_t *lim, int64_t *old)", [pid, resource, lim === null ? null : BigInt64Array.from(lim), old]);
  return [old[0]!, old[1]!];
}

/** getrusage(2): struct rusage as its 18 longs (ru_utime's and ru_stime's sec/usec, then 14 counters). */
export function getrusage(who: number): bigint[] {
  const r = new BigInt64Array(18);
  call("getrusage", "int getrusage(int who, int64_t *usage)", [who, r]);
  return Array.from(r);
}

export function getpagesize(): number {
  return fn("int getpagesize(void)")() as number;
}

/**
 * poll(2) over `fds` ([fd, events] pairs): the revents of each, in order. `timeout` in
 * milliseconds, -1 for none. EINTR is raised as any other error.
 */
export function poll(fds: readonly (readonly [number, number])[], timeout: number): number[] {
  // struct pollfd: int fd; short events; short revents
  const buf = Buffer.alloc(8 * fds.length);
  fds.forEach(([fd, ev], i) => {
    buf.writeInt32LE(fd, 8 * i);
    buf.writeInt16LE(ev << 16 >> 16, 8 * i + 4);
  });
  call("poll", "int poll(uint8_t *fds, unsigned long nfds, int timeout)", [fds.length ? buf : null, fds.length, timeout]);
  return fds.map((_, i) => buf.readUInt16LE(8 * i + 6));
}

/** select(2) over fd_sets given as fd lists: the ready fds of each; `timeout` [sec, usec] or null. */
export function select(r: readonly number[], w: readonly number[], x: readonly number[], timeout: readonly [number, number] | null): [number[], number[], number[]] {
  const sets = [r, w, x].map((fds) => {
    const s = new BigUint64Array(16); // FD_SETSIZE 1024 bits
    for (const fd of fds) s[fd >> 6]! |= 1n << BigInt(fd & 63);
    return s;
  });
  const nfds = Math.max(-1, ...r, ...w, ...x) + 1;
  const tv = timeout === null ? null : new BigInt64Array([BigInt(timeout[0]), BigInt(timeout[1])]);
  call("select", "int select(int nfds, uint64_t *r, uint64_t *w, uint64_t *x, int64_t *timeout)", [nfds, sets[0], sets[1], sets[2], tv]);
  const out = (fds: readonly number[], s: BigUint64Array) => fds.filter((fd) => (s[fd >> 6]! >> BigInt(fd & 63)) & 1n);
  return [out(r, sets[0]!), out(w, sets[1]!), out(x, sets[2]!)];
}

/** One step posix_spawn takes in the child before exec (posix_spawn_file_actions_*). */
export type SpawnAction =
  | { readonly op: "close"; readonly fd: number }
  | { readonly op: "dup2"; readonly fd: number; readonly newfd: number }
  | { readonly op: "chdir"; readonly path: Uint8Array };

export interface SpawnOptions {
  readonly path: Uint8Array;
  readonly argv: readonly Uint8Array[];
  readonly envp: readonly Uint8Array[];
  readonly actions: readonly SpawnAction[];
  /** POSIX_SPAWN_SETSID. */
  readonly setsid: boolean;
  /** POSIX_SPAWN_SETPGROUP's group, or -1. */
  readonly pgroup: number;
  /** Signals reset to SIG_DFL in the child (POSIX_SPAWN_SETSIGDEF). */
  readonly sigdefault: readonly number[];
}

/**
 * posix_spawn(3) (glibc's: a CLONE_VFORK child, whose exec failure comes back as the error):
 * the child's pid; a failure raises LibcError with the error posix_spawn returns.
 */
export function posixSpawn(o: SpawnOptions): number {
  // posix_spawn_file_actions_t is 80 bytes, posix_spawnattr_t 336, sigset_t 128 on x86-64 glibc
  const fa = Buffer.alloc(128);
  const attr = Buffer.alloc(512);
  const ret = (name: string, r: unknown) => {
    if (r !== 0) throw new LibcError(name, r as number);
  };
  ret("posix_spawn_file_actions_init", fn("int posix_spawn_file_actions_init(uint8_t *fa)")(fa));
  ret("posix_spawnattr_init", fn("int posix_spawnattr_init(uint8_t *attr)")(attr));
  try {
    for (const a of o.actions) {
      if (a.op === "close") ret("addclose", fn("int posix_spawn_file_actions_addclose(uint8_t *fa, int fd)")(fa, a.fd));
      else if (a.op === "dup2") ret("adddup2", fn("int posix_spawn_file_actions_adddup2(uint8_t *fa, int fd, int newfd)")(fa, a.fd, a.newfd));
      else ret("addchdir_np", fn("int posix_spawn_file_actions_addchdir_np(uint8_t *fa, const uint8_t *path)")(fa, cpath(a.path)));
    }
    let flags = 0;
    if (o.setsid) flags |= 0x80;
    if (o.pgroup >= 0) {
      flags |= 0x02;
      ret("setpgroup", fn("int posix_spawnattr_setpgroup(uint8_t *attr, int pgroup)")(attr, o.pgroup));
    }
    if (o.sigdefault.length > 0) {
      flags |= 0x04;
      const set = Buffer.alloc(128);
      fn("int sigemptyset(uint8_t *set)")(set);
      for (const s of o.sigdefault) fn("int sigaddset(uint8_t *set, int sig)")(set, s);
      ret("setsigdefault", fn("int posix_spawnattr_setsigdefault(uint8_t *attr, const uint8_t *set)")(attr, set));
    }
    ret("setflags", fn("int posix_spawnattr_setflags(uint8_t *attr, short flags)")(attr, flags));
    const pid = new Int32Array(1);
    const strs = (l: readonly Uint8Array[]) => [...l.map(cpath), null];
    ret("posix_spawn", fn("int posix_spawn(int *pid, const uint8_t *path, uint8_t *fa, uint8_t *attr, void **argv, void **envp)")(
      pid, cpath(o.path), fa, attr, strs(o.argv), strs(o.envp)));
    return pid[0]!;
  } finally {
    fn("int posix_spawn_file_actions_destroy(uint8_t *fa)")(fa);
    fn("int posix_spawnattr_destroy(uint8_t *attr)")(attr);
  }
}

/** fcntl(fd, cmd, buf) with a pointer argument (struct flock, F_GETOWN_EX, …): the call's result; `buf` is written in place. */
export function fcntlBuf(fd: number, cmd: number, buf: Uint8Array): number {
  return call("fcntl", "int fcntl(int fd, int cmd, uint8_t *arg)", [fd, cmd, buf]) as number;
}

/** ioctl(fd, request, arg) with an int argument. */
export function ioctlInt(fd: number, request: number, arg: number): number {
  return call("ioctl", "int ioctl(int fd, unsigned long request, long arg)", [fd, request, arg]) as number;
}

/** ioctl(fd, request, buf): `buf` is written in place. */
export function ioctlBuf(fd: number, request: number, buf: Uint8Array): number {
  return call("ioctl", "int ioctl(int fd, unsigned long request, uint8_t *arg)", [fd, request, buf]) as number;
}

export function flock(fd: number, operation: number): void {
  call("flock", "int flock(int fd, int operation)", [fd, operation]);
}
