/**
 * `_stat` (Modules/_stat.c) as CPython 3.14 builds it on Linux: the S_IS* tests, S_IMODE/S_IFMT,
 * filemode() and the constants, macOS/BSD flag values included (stat.py takes them from here).
 * Modes are `mode_t`: an index of 0 … 2**32-1 (OverflowError outside it, as _PyLong_AsMode_t).
 */
import { PyObject, Py_DECREF } from "../objects/object.js";
import { newInt } from "../objects/int.js";
import { newBool } from "../objects/bool.js";
import { newStr, internStr } from "../objects/str.js";
import { dictSetItem } from "../objects/dict.js";
import { PyModule, newModule } from "../objects/module.js";
import { newCFunction } from "../objects/descr.js";
import { PyExc_OverflowError, newException } from "../objects/exceptions.js";
import { indexValue } from "../abstract.js";
import { checkArgCount, noKw } from "../args.js";

export const S_IFMT = 0o170000;
export const S_IFDIR = 0o040000;
export const S_IFCHR = 0o020000;
export const S_IFBLK = 0o060000;
export const S_IFREG = 0o100000;
export const S_IFIFO = 0o010000;
export const S_IFLNK = 0o120000;
export const S_IFSOCK = 0o140000;

/** _PyLong_AsMode_t. */
function modeArg(o: PyObject): number {
  const v = indexValue(o);
  if (v < 0) throw newException(PyExc_OverflowError, "can't convert negative value to unsigned int");
  if (v > 0xffffffff) throw newException(PyExc_OverflowError, "mode out of range");
  return Number(v);
}

/** stat.filemode(): "-rwxr-xr-x" and the like (the type letter '?' when unknown). */
export function filemode(mode: number): string {
  const fmt = mode & S_IFMT;
  const kind = fmt === S_IFDIR ? "d" : fmt === S_IFCHR ? "c" : fmt === S_IFBLK ? "b" : fmt === S_IFREG ? "-"
    : fmt === S_IFIFO ? "p" : fmt === S_IFLNK ? "l" : fmt === S_IFSOCK ? "s" : "?";
  const bit = (m: number, c: string) => (mode & m ? c : "-");
  const special = (x: number, s: number, lower: string, upper: string) => (mode & s ? (mode & x ? lower : upper) : mode & x ? "x" : "-");
  return kind
    + bit(0o400, "r") + bit(0o200, "w") + special(0o100, 0o4000, "s", "S")
    + bit(0o040, "r") + bit(0o020, "w") + special(0o010, 0o2000, "s", "S")
    + bit(0o004, "r") + bit(0o002, "w") + special(0o001, 0o1000, "t", "T");
}

const CONSTANTS: [string, number][] = [
  ["S_IFDIR", S_IFDIR], ["S_IFCHR", S_IFCHR], ["S_IFBLK", S_IFBLK], ["S_IFREG", S_IFREG], ["S_IFIFO", S_IFIFO],
  ["S_IFLNK", S_IFLNK], ["S_IFSOCK", S_IFSOCK], ["S_IFDOOR", 0], ["S_IFPORT", 0], ["S_IFWHT", 0],
  ["S_ISUID", 0o4000], ["S_ISGID", 0o2000], ["S_ISVTX", 0o1000], ["S_ENFMT", 0o2000],
  ["S_IREAD", 0o400], ["S_IWRITE", 0o200], ["S_IEXEC", 0o100],
  ["S_IRWXU", 0o700], ["S_IRUSR", 0o400], ["S_IWUSR", 0o200], ["S_IXUSR", 0o100],
  ["S_IRWXG", 0o070], ["S_IRGRP", 0o040], ["S_IWGRP", 0o020], ["S_IXGRP", 0o010],
  ["S_IRWXO", 0o007], ["S_IROTH", 0o004], ["S_IWOTH", 0o002], ["S_IXOTH", 0o001],
  ["UF_SETTABLE", 0x0000ffff], ["UF_NODUMP", 0x1], ["UF_IMMUTABLE", 0x2], ["UF_APPEND", 0x4], ["UF_OPAQUE", 0x8],
  ["UF_NOUNLINK", 0x10], ["UF_COMPRESSED", 0x20], ["UF_TRACKED", 0x40], ["UF_DATAVAULT", 0x80], ["UF_HIDDEN", 0x8000],
  ["SF_SETTABLE", 0xffff0000], ["SF_ARCHIVED", 0x10000], ["SF_IMMUTABLE", 0x20000], ["SF_APPEND", 0x40000],
  ["SF_NOUNLINK", 0x100000], ["SF_SNAPSHOT", 0x200000], ["SF_FIRMLINK", 0x800000], ["SF_DATALESS", 0x40000000],
  ["ST_MODE", 0], ["ST_INO", 1], ["ST_DEV", 2], ["ST_NLINK", 3], ["ST_UID", 4], ["ST_GID", 5], ["ST_SIZE", 6],
  ["ST_ATIME", 7], ["ST_MTIME", 8], ["ST_CTIME", 9],
];

export function makeStat(): PyModule {
  const mod = newModule("_stat");
  const d = mod.dict!;
  const def = (name: string, f: (mode: number) => PyObject) => {
    const fn = newCFunction(name, (_s, args, kw) => {
      noKw(name, kw);
      checkArgCount(name, args, 1, 1);
      return f(modeArg(args[0]!));
    }, mod);
    dictSetItem(d, internStr(name), fn);
    Py_DECREF(fn);
  };
  const is = (name: string, fmt: number) => def(name, (m) => newBool(fmt !== 0 && (m & S_IFMT) === fmt));
  is("S_ISDIR", S_IFDIR);
  is("S_ISCHR", S_IFCHR);
  is("S_ISBLK", S_IFBLK);
  is("S_ISREG", S_IFREG);
  is("S_ISFIFO", S_IFIFO);
  is("S_ISLNK", S_IFLNK);
  is("S_ISSOCK", S_IFSOCK);
  is("S_ISDOOR", 0);
  is("S_ISPORT", 0);
  is("S_ISWHT", 0);
  def("S_IMODE", (m) => newInt(m & 0o7777));
  def("S_IFMT", (m) => newInt(m & S_IFMT));
  def("filemode", (m) => newStr(filemode(m)));
  for (const [name, v] of CONSTANTS) {
    const o = newInt(v);
    dictSetItem(d, internStr(name), o);
    Py_DECREF(o);
  }
  return mod;
}
