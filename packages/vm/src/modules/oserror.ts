/**
 * OSError from an errno, as CPython raises it (`PyErr_SetFromErrnoWithFilenameObjects`): the
 * OSError constructor picks the subclass (FileNotFoundError, PermissionError, …) from the errno.
 * `strerror` is glibc's message for each code of 64-bit Linux (what native CPython 3.14 prints);
 * a Node fs error carries the negated errno in `.errno`, which is used when it is there.
 */
import { PyObject } from "../objects/object.js";
import { newInt } from "../objects/int.js";
import { None } from "../objects/none.js";
import { newStr } from "../objects/str.js";
import { PyExc_OSError } from "../objects/exceptions.js";
import { PyObject_Call } from "../abstract.js";

/** glibc's strerror(n) for n = 0…133 (Linux). */
const MESSAGES: readonly string[] = [
  "Success",
  "Operation not permitted",
  "No such file or directory",
  "No such process",
  "Interrupted system call",
  "Input/output error",
  "No such device or address",
  "Argument list too long",
  "Exec format error",
  "Bad file descriptor",
  "No child processes",
  "Resource temporarily unavailable",
  "Cannot allocate memory",
  "Permission denied",
  "Bad address",
  "Block device required",
  "Device or resource busy",
  "File exists",
  "Invalid cross-device link",
  "No such device",
  "Not a directory",
  "Is a directory",
  "Invalid argument",
  "Too many open files in system",
  "Too many open files",
  "Inappropriate ioctl for device",
  "Text file busy",
  "File too large",
  "No space left on device",
  "Illegal seek",
  "Read-only file system",
  "Too many links",
  "Broken pipe",
  "Numerical argument out of domain",
  "Numerical result out of range",
  "Resource deadlock avoided",
  "File name too long",
  "No locks available",
  "Function not implemented",
  "Directory not empty",
  "Too many levels of symbolic links",
  "Unknown error 41",
  "No message of desired type",
  "Identifier removed",
  "Channel number out of range",
  "Level 2 not synchronized",
  "Level 3 halted",
  "Level 3 reset",
  "Link number out of range",
  "Protocol driver not attached",
  "No CSI structure available",
  "Level 2 halted",
  "Invalid exchange",
  "Invalid request descriptor",
  "Exchange full",
  "No anode",
  "Invalid request code",
  "Invalid slot",
  "Unknown error 58",
  "Bad font file format",
  "Device not a stream",
  "No data available",
  "Timer expired",
  "Out of streams resources",
  "Machine is not on the network",
  "Package not installed",
  "Object is remote",
  "Link has been severed",
  "Advertise error",
  "Srmount error",
  "Communication error on send",
  "Protocol error",
  "Multihop attempted",
  "RFS specific error",
  "Bad message",
  "Value too large for defined data type",
  "Name not unique on network",
  "File descriptor in bad state",
  "Remote address changed",
  "Can not access a needed shared library",
  "Accessing a corrupted shared library",
  ".lib section in a.out corrupted",
  "Attempting to link in too many shared libraries",
  "Cannot exec a shared library directly",
  "Invalid or incomplete multibyte or wide character",
  "Interrupted system call should be restarted",
  "Streams pipe error",
  "Too many users",
  "Socket operation on non-socket",
  "Destination address required",
  "Message too long",
  "Protocol wrong type for socket",
  "Protocol not available",
  "Protocol not supported",
  "Socket type not supported",
  "Operation not supported",
  "Protocol family not supported",
  "Address family not supported by protocol",
  "Address already in use",
  "Cannot assign requested address",
  "Network is down",
  "Network is unreachable",
  "Network dropped connection on reset",
  "Software caused connection abort",
  "Connection reset by peer",
  "No buffer space available",
  "Transport endpoint is already connected",
  "Transport endpoint is not connected",
  "Cannot send after transport endpoint shutdown",
  "Too many references: cannot splice",
  "Connection timed out",
  "Connection refused",
  "Host is down",
  "No route to host",
  "Operation already in progress",
  "Operation now in progress",
  "Stale file handle",
  "Structure needs cleaning",
  "Not a XENIX named type file",
  "No XENIX semaphores available",
  "Is a named type file",
  "Remote I/O error",
  "Disk quota exceeded",
  "No medium found",
  "Wrong medium type",
  "Operation canceled",
  "Required key not available",
  "Key has expired",
  "Key has been revoked",
  "Key was rejected by service",
  "Owner died",
  "State not recoverable",
  "Operation not possible due to RF-kill",
  "Memory page has hardware error",
];

/** Node's error codes that carry no numeric errno (or where its errno is not the OS's). */
const NODE_CODES: Record<string, number> = {
  EPERM: 1, ENOENT: 2, EINTR: 4, EIO: 5, ENXIO: 6, EBADF: 9, EAGAIN: 11, ENOMEM: 12, EACCES: 13,
  EBUSY: 16, EEXIST: 17, EXDEV: 18, ENODEV: 19, ENOTDIR: 20, EISDIR: 21, EINVAL: 22, ENFILE: 23,
  EMFILE: 24, ENOTTY: 25, EFBIG: 27, ENOSPC: 28, ESPIPE: 29, EROFS: 30, EMLINK: 31, EPIPE: 32,
  ENAMETOOLONG: 36, ENOSYS: 38, ENOTEMPTY: 39, ELOOP: 40, ENOTSUP: 95, ECONNREFUSED: 111,
};

/** os.strerror(code): glibc's wording, "Unknown error N" outside its table. */
export function strerror(code: number): string {
  return MESSAGES[code] ?? `Unknown error ${code}`;
}

/** The errno of a Node error (a SystemError from fs has `.errno` = -errno and `.code`), EIO if none. */
export function errnoOfNodeError(e: unknown): number {
  const err = e as { errno?: unknown; code?: unknown };
  if (typeof err.errno === "number" && err.errno < 0) return -err.errno;
  if (typeof err.code === "string" && err.code in NODE_CODES) return NODE_CODES[err.code]!;
  return 5;
}

/** Raise OSError(errno, strerror(errno)[, filename[, None, filename2]]): its subclass by errno. */
export function osErrorFromErrno(code: number, filename: PyObject | null = null, filename2: PyObject | null = null): never {
  const args: PyObject[] = [newInt(code), newStr(strerror(code))];
  if (filename !== null || filename2 !== null) args.push(filename ?? None);
  if (filename2 !== null) args.push(None, filename2); // (errno, strerror, filename, winerror, filename2)
  throw PyObject_Call(PyExc_OSError, args);
}

/** Raise the OSError a Node fs call's error stands for (its errno, glibc's message). */
export function osErrorFromNode(e: unknown, filename: PyObject | null, filename2: PyObject | null = null): never {
  osErrorFromErrno(errnoOfNodeError(e), filename, filename2);
}
