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

// ---- sockets (Modules/socketmodule.c's calls); addresses travel as struct sockaddr bytes ----

/** sizeof(struct sockaddr_storage): room for any address a call returns. */
const SOCKADDR_MAX = 128;

export function socket(domain: number, type: number, proto: number): number {
  return call("socket", "int socket(int domain, int type, int proto)", [domain, type, proto]) as number;
}

export function socketpair(domain: number, type: number, proto: number): [number, number] {
  const fds = new Int32Array(2);
  call("socketpair", "int socketpair(int domain, int type, int proto, int *fds)", [domain, type, proto, fds]);
  return [fds[0]!, fds[1]!];
}

export function bind(fd: number, addr: Uint8Array): void {
  call("bind", "int bind(int fd, const uint8_t *addr, uint32_t len)", [fd, addr, addr.length]);
}

export function connect(fd: number, addr: Uint8Array): void {
  call("connect", "int connect(int fd, const uint8_t *addr, uint32_t len)", [fd, addr, addr.length]);
}

export function listen(fd: number, backlog: number): void {
  call("listen", "int listen(int fd, int backlog)", [fd, backlog]);
}

/** A call that fills a struct sockaddr and its length: the address's bytes. */
function withSockaddr(name: string, decl: string, args: unknown[]): [number, Uint8Array] {
  const buf = Buffer.alloc(SOCKADDR_MAX);
  const len = new Uint32Array([SOCKADDR_MAX]);
  const r = call(name, decl, [...args, buf, len]) as number;
  return [r, new Uint8Array(buf.subarray(0, Math.min(len[0]!, SOCKADDR_MAX)))];
}

/** accept4(2): [the new fd, the peer's address]. */
export function accept4(fd: number, flags: number): [number, Uint8Array] {
  const buf = Buffer.alloc(SOCKADDR_MAX);
  const len = new Uint32Array([SOCKADDR_MAX]);
  const r = call("accept4", "int accept4(int fd, uint8_t *addr, uint32_t *len, int flags)", [fd, buf, len, flags]) as number;
  return [r, new Uint8Array(buf.subarray(0, Math.min(len[0]!, SOCKADDR_MAX)))];
}

export function getsockname(fd: number): Uint8Array {
  return withSockaddr("getsockname", "int getsockname(int fd, uint8_t *addr, uint32_t *len)", [fd])[1];
}

export function getpeername(fd: number): Uint8Array {
  return withSockaddr("getpeername", "int getpeername(int fd, uint8_t *addr, uint32_t *len)", [fd])[1];
}

export function send(fd: number, data: Uint8Array, flags: number): number {
  return Number(call("send", "intptr_t send(int fd, const uint8_t *buf, size_t n, int flags)", [fd, data, data.length, flags]));
}

export function sendto(fd: number, data: Uint8Array, flags: number, addr: Uint8Array): number {
  return Number(call("sendto", "intptr_t sendto(int fd, const uint8_t *buf, size_t n, int flags, const uint8_t *addr, uint32_t len)",
    [fd, data, data.length, flags, addr, addr.length]));
}

/** recv(2) into `buf`: the byte count. */
export function recv(fd: number, buf: Uint8Array, flags: number): number {
  return Number(call("recv", "intptr_t recv(int fd, uint8_t *buf, size_t n, int flags)", [fd, buf, buf.length, flags]));
}

/** recvfrom(2) into `buf`: [the byte count, the sender's address (empty where it gave none)]. */
export function recvfrom(fd: number, buf: Uint8Array, flags: number): [number, Uint8Array] {
  const [n, addr] = withSockaddr("recvfrom", "intptr_t recvfrom(int fd, uint8_t *buf, size_t n, int flags, uint8_t *addr, uint32_t *len)",
    [fd, buf, buf.length, flags]);
  return [Number(n), addr];
}

export function shutdown(fd: number, how: number): void {
  call("shutdown", "int shutdown(int fd, int how)", [fd, how]);
}

export function setsockopt(fd: number, level: number, opt: number, value: Uint8Array | null, len = value?.length ?? 0): void {
  call("setsockopt", "int setsockopt(int fd, int level, int opt, const uint8_t *val, uint32_t len)", [fd, level, opt, value, len]);
}

/** getsockopt(2) with a `buflen`-byte buffer: the bytes the call filled. */
export function getsockopt(fd: number, level: number, opt: number, buflen: number): Uint8Array {
  const buf = Buffer.alloc(Math.max(buflen, 1));
  const len = new Uint32Array([buflen]);
  call("getsockopt", "int getsockopt(int fd, int level, int opt, uint8_t *val, uint32_t *len)", [fd, level, opt, buf, len]);
  return new Uint8Array(buf.subarray(0, Math.min(len[0]!, buflen)));
}

export function close(fd: number): void {
  call("close", "int close(int fd)", [fd]);
}

export function gethostname(): Uint8Array {
  const buf = Buffer.alloc(1025);
  call("gethostname", "int gethostname(uint8_t *name, size_t len)", [buf, buf.length - 1]);
  return new Uint8Array(cstr(buf));
}

export function sethostname(name: Uint8Array): void {
  call("sethostname", "int sethostname(const uint8_t *name, size_t len)", [name, name.length]);
}

/** A getaddrinfo/getnameinfo failure: `code` is the EAI_* value (EAI_SYSTEM: see `errno`). */
export class GaiError extends Error {
  readonly code: number;
  readonly errno: number;
  constructor(code: number, errno: number) {
    super(`getaddrinfo failed: ${code}`);
    this.code = code;
    this.errno = errno;
  }
}

export function gaiStrerror(code: number): string {
  return fn("const char *gai_strerror(int code)")(code) as string;
}

export interface AddrInfo {
  readonly family: number;
  readonly type: number;
  readonly proto: number;
  readonly canonname: string;
  readonly addr: Uint8Array;
}

type Koffi2 = Koffi & { view(p: unknown, len: number): ArrayBuffer; decode(p: unknown, offset: number, type: string): unknown };

/** getaddrinfo(3): the results in the resolver's order; a failure throws GaiError. */
export function getaddrinfo(host: Uint8Array | null, port: Uint8Array | null, family: number, type: number, proto: number, flags: number): AddrInfo[] {
  // struct addrinfo on x86-64: int flags, family, socktype, protocol; socklen_t addrlen; (pad);
  // sockaddr *addr @24; char *canonname @32; addrinfo *next @40
  const hints = Buffer.alloc(48);
  hints.writeInt32LE(flags, 0);
  hints.writeInt32LE(family, 4);
  hints.writeInt32LE(type, 8);
  hints.writeInt32LE(proto, 12);
  const res: unknown[] = [null];
  const f = fn("int getaddrinfo(const uint8_t *node, const uint8_t *svc, const uint8_t *hints, _Out_ void **res)");
  const r = f(host === null ? null : cpath(host), port === null ? null : cpath(port), hints, res) as number;
  if (r !== 0) throw new GaiError(r, r === -11 ? bound!.koffi.errno() : 0);
  const k = bound!.koffi as Koffi2;
  const out: AddrInfo[] = [];
  try {
    for (let p = res[0]; p !== null && p !== 0n && p !== undefined;) {
      const dv = new DataView(k.view(p, 48));
      const addrlen = dv.getUint32(16, true);
      const addrP = k.decode(p, 24, "void *");
      const canon = k.decode(p, 32, "const char *") as string | null;
      out.push({
        family: dv.getInt32(4, true), type: dv.getInt32(8, true), proto: dv.getInt32(12, true),
        canonname: canon ?? "",
        addr: addrP === null ? new Uint8Array(0) : new Uint8Array(k.view(addrP, addrlen)).slice(),
      });
      p = k.decode(p, 40, "void *");
    }
  } finally {
    fn("void freeaddrinfo(void *res)")(res[0]);
  }
  return out;
}

/** getnameinfo(3): [host, service]; a failure throws GaiError. */
export function getnameinfo(addr: Uint8Array, flags: number): [string, string] {
  const host = Buffer.alloc(1025), serv = Buffer.alloc(32);
  const r = fn("int getnameinfo(const uint8_t *sa, uint32_t salen, uint8_t *host, uint32_t hostlen, uint8_t *serv, uint32_t servlen, int flags)")(
    addr, addr.length, host, host.length, serv, serv.length, flags) as number;
  if (r !== 0) throw new GaiError(r, r === -11 ? bound!.koffi.errno() : 0);
  return [cstr(host).toString(), cstr(serv).toString()];
}

/** inet_pton(3): the address's bytes, or null where `src` is not one. */
export function inetPton(af: number, src: Uint8Array): Uint8Array | null {
  const buf = Buffer.alloc(16);
  const r = call("inet_pton", "int inet_pton(int af, const uint8_t *src, uint8_t *dst)", [af, cpath(src), buf]) as number;
  return r === 1 ? new Uint8Array(buf.subarray(0, af === 2 ? 4 : 16)) : null;
}

/** inet_ntop(3). */
export function inetNtop(af: number, addr: Uint8Array): string {
  const buf = Buffer.alloc(64);
  call("inet_ntop", "void *inet_ntop(int af, const uint8_t *src, uint8_t *dst, uint32_t size)", [af, addr, buf, buf.length], null);
  return cstr(buf).toString();
}

/** inet_aton(3): the four bytes, or null where `src` is not an IPv4 address in any of its forms. */
export function inetAton(src: Uint8Array): Uint8Array | null {
  const buf = Buffer.alloc(4);
  const r = fn("int inet_aton(const uint8_t *src, uint8_t *dst)")(cpath(src), buf) as number;
  return r === 0 ? null : new Uint8Array(buf);
}

/** getservbyname(3): the port (host order), or null. */
export function getservbyname(name: Uint8Array, proto: Uint8Array | null): number | null {
  const p = fn("void *getservbyname(const uint8_t *name, const uint8_t *proto)")(cpath(name), proto === null ? null : cpath(proto));
  if (p === null) return null;
  const port = new DataView((bound!.koffi as Koffi2).view(p, 20)).getUint16(16, false); // s_port @16, network order
  return port;
}

/** getservbyport(3): the service's name, or null. `port` in host order. */
export function getservbyport(port: number, proto: Uint8Array | null): string | null {
  const nport = ((port & 0xff) << 8) | ((port >> 8) & 0xff);
  const p = fn("void *getservbyport(int port, const uint8_t *proto)")(nport, proto === null ? null : cpath(proto));
  if (p === null) return null;
  return (bound!.koffi as Koffi2).decode(p, 0, "const char *") as string;
}

/** getprotobyname(3): the protocol number, or null. */
export function getprotobyname(name: Uint8Array): number | null {
  const p = fn("void *getprotobyname(const uint8_t *name)")(cpath(name));
  if (p === null) return null;
  return new DataView((bound!.koffi as Koffi2).view(p, 20)).getInt32(16, true); // p_proto @16
}

/** struct hostent as gethostbyname_r/gethostbyaddr_r fill it: [name, aliases, addresses' bytes]. */
function readHostent(ret: Buffer): [string, string[], Uint8Array[]] {
  const k = bound!.koffi as Koffi2;
  const name = k.decode(ret, 0, "const char *") as string;
  const len = ret.readInt32LE(20);
  const list = (off: number, each: (p: unknown) => void) => {
    const arr = k.decode(ret, off, "void *");
    if (arr === null) return;
    for (let i = 0; ; i++) {
      const p = k.decode(arr, i * 8, "void *");
      if (p === null || p === 0n) break;
      each(p);
    }
  };
  const aliases: string[] = [];
  list(8, (p) => aliases.push(k.decode(p, 0, "const char *") as string));
  const addrs: Uint8Array[] = [];
  list(24, (p) => addrs.push(new Uint8Array(k.view(p, len)).slice()));
  return [name, aliases, addrs];
}

/** A gethostbyname_r/gethostbyaddr_r failure: `h_errno` (HOST_NOT_FOUND 1, TRY_AGAIN 2, NO_RECOVERY 3, NO_DATA 4). */
export class HostError extends Error {
  readonly hErrno: number;
  constructor(h: number) {
    super(`host lookup failed: ${h}`);
    this.hErrno = h;
  }
}

function hostentCall(decl: string, args: unknown[]): [string, string[], Uint8Array[]] {
  for (let size = 16384; ; size *= 2) {
    const ret = Buffer.alloc(32), buf = Buffer.alloc(size), res: unknown[] = [null], h = new Int32Array(1);
    const r = fn(decl)(...args, ret, buf, size, res, h) as number;
    if (r === 34 && size < 1 << 22) continue; // ERANGE: a bigger buffer
    if (r !== 0 && r !== 2 /* ENOENT */) throw new LibcError("gethostbyname_r", r);
    if (res[0] === null || res[0] === 0n) throw new HostError(h[0]!);
    return readHostent(ret);
  }
}

/** gethostbyname2_r(3) for family `af`. */
export function gethostbyname(name: Uint8Array, af: number): [string, string[], Uint8Array[]] {
  return hostentCall("int gethostbyname2_r(const uint8_t *name, int af, uint8_t *ret, uint8_t *buf, size_t buflen, _Out_ void **result, int *h_errnop)", [cpath(name), af]);
}

/** gethostbyaddr_r(3). */
export function gethostbyaddr(addr: Uint8Array, af: number): [string, string[], Uint8Array[]] {
  return hostentCall("int gethostbyaddr_r(const uint8_t *addr, uint32_t len, int af, uint8_t *ret, uint8_t *buf, size_t buflen, _Out_ void **result, int *h_errnop)", [addr, addr.length, af]);
}

/** hstrerror(3). */
export function hstrerror(h: number): string {
  return fn("const char *hstrerror(int err)")(h) as string;
}

export function ifNametoindex(name: Uint8Array): number {
  return call("if_nametoindex", "unsigned int if_nametoindex(const uint8_t *name)", [cpath(name)], 0) as number;
}

export function ifIndextoname(index: number): string {
  const buf = Buffer.alloc(16);
  call("if_indextoname", "void *if_indextoname(unsigned int index, uint8_t *name)", [index, buf], null);
  return cstr(buf).toString();
}

/** if_nameindex(3): [index, name] of each interface. */
export function ifNameindex(): [number, string][] {
  const k = bound === null ? (lib(), bound!.koffi as Koffi2) : (bound.koffi as Koffi2);
  const p = call("if_nameindex", "void *if_nameindex(void)", [], null);
  const out: [number, string][] = [];
  try {
    for (let i = 0; ; i++) {
      const idx = new DataView(k.view(p, (i + 1) * 16)).getUint32(i * 16, true);
      if (idx === 0) break;
      out.push([idx, k.decode(p, i * 16 + 8, "const char *") as string]);
    }
  } finally {
    fn("void if_freenameindex(void *p)")(p);
  }
  return out;
}
