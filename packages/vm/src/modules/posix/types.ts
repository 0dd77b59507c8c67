/**
 * posix's struct sequences (stat_result, uname_result, times_result, terminal_size) and the
 * DirEntry / ScandirIterator types of os.scandir.
 */
import * as fs from "node:fs";
import { PyObject, PyType, Py_INCREF, Py_DECREF, Py_XDECREF, newStaticType, keepConstructFast } from "../../objects/object.js";
import { None } from "../../objects/none.js";
import { gcTrack, gcRegisterType } from "../../objects/gcstate.js";
import { newInt, newIntBig, type PyInt } from "../../objects/int.js";
import { newBool } from "../../objects/bool.js";
import { newFloat } from "../../objects/float.js";
import { newStr, internStr } from "../../objects/str.js";
import { defMethod, defGetSet, defClassMethod } from "../../objects/descr.js";
import { PyObject_Repr, PyObject_IsTrue } from "../../abstract.js";
import { fsName } from "./paths.js";
import { parseArgs, checkArgCount } from "../../args.js";
import { addSlotWrappers } from "../../objects/typeobject.js";
import { newStructSeqType, newStructSeq, type PyStructSeq } from "../../types/structseq.js";
import { newGenericAlias } from "../../types/genericalias.js";
import { osErrorFromNode } from "../oserror.js";
import { S_IFMT, S_IFDIR, S_IFREG, S_IFLNK } from "../_stat.js";

export const StatResult_Type = newStructSeqType({
  name: "os.stat_result",
  fields: ["st_mode", "st_ino", "st_dev", "st_nlink", "st_uid", "st_gid", "st_size", null, null, null,
    "st_atime", "st_mtime", "st_ctime", "st_atime_ns", "st_mtime_ns", "st_ctime_ns", "st_blksize", "st_blocks", "st_rdev"],
  nSequence: 10,
  constructible: true,
});

{
  // statresult_new: st_atime/st_mtime/st_ctime left out (None) take the integer items' values
  const structNew = StatResult_Type.tp_new!;
  StatResult_Type.tp_new = (type, args, kw) => {
    const r = structNew(type, args, kw) as PyStructSeq;
    for (let i = 0; i < 3; i++) {
      if (r.hidden[i] === None) {
        const v = r.items[7 + i]!;
        Py_INCREF(v);
        Py_DECREF(None);
        r.hidden[i] = v;
      }
    }
    return r;
  };
}

export const UnameResult_Type = newStructSeqType({
  name: "posix.uname_result",
  fields: ["sysname", "nodename", "release", "version", "machine"],
  constructible: true,
});

export const TimesResult_Type = newStructSeqType({
  name: "posix.times_result",
  fields: ["user", "system", "children_user", "children_system", "elapsed"],
  constructible: true,
});

export const TerminalSize_Type = newStructSeqType({
  name: "os.terminal_size",
  fields: ["columns", "lines"],
  constructible: true,
});

const NS = 1_000_000_000n;

function bigOrInt(v: bigint): PyObject {
  return v >= -(2n ** 53n) && v <= 2n ** 53n ? newInt(Number(v)) : newIntBig(v);
}

/** A stat_result from Node's BigIntStats (fill_time: int seconds, float seconds, nanoseconds). */
export function statResult(st: fs.BigIntStats): PyObject {
  const secs: PyObject[] = [];
  const floats: PyObject[] = [];
  const nss: PyObject[] = [];
  for (const ns of [st.atimeNs, st.mtimeNs, st.ctimeNs]) {
    let sec = ns / NS;
    let nsec = ns % NS;
    if (nsec < 0n) {
      nsec += NS;
      sec -= 1n;
    }
    secs.push(bigOrInt(sec));
    floats.push(newFloat(Number(sec) + Number(nsec) * 1e-9));
    nss.push(bigOrInt(ns));
  }
  return newStructSeq(StatResult_Type, [
    bigOrInt(st.mode), bigOrInt(st.ino), bigOrInt(st.dev), bigOrInt(st.nlink), bigOrInt(st.uid), bigOrInt(st.gid), bigOrInt(st.size),
    ...secs, ...floats, ...nss, bigOrInt(st.blksize), bigOrInt(st.blocks), bigOrInt(st.rdev),
  ]);
}

// ---- DirEntry, ScandirIterator ------------------------------------------------------------------

export const DirEntry_Type = newStaticType("posix.DirEntry", undefined, 0);
export const ScandirIterator_Type = newStaticType("posix.ScandirIterator", undefined, 0);

/** d_type as Node reports it (a Dirent's kind), 0 when unknown. */
function direntMode(d: fs.Dirent): number {
  if (d.isDirectory()) return S_IFDIR;
  if (d.isFile()) return S_IFREG;
  if (d.isSymbolicLink()) return S_IFLNK;
  if (d.isFIFO()) return 0o010000;
  if (d.isSocket()) return 0o140000;
  if (d.isCharacterDevice()) return 0o020000;
  if (d.isBlockDevice()) return 0o060000;
  return 0;
}

export class DirEntryObject extends PyObject {
  declare name: PyObject;
  declare path: PyObject;
  declare fsPath: Buffer;
  declare dtype: number;
  declare stat: PyObject | null;
  declare lstat: PyObject | null;
  declare ino: bigint | null;
  constructor(name: PyObject, path: PyObject, fsPath: Buffer, dtype: number) {
    super(DirEntry_Type);
    this.name = name;
    this.path = path;
    this.fsPath = fsPath;
    this.dtype = dtype;
    this.stat = null;
    this.lstat = null;
    this.ino = null;
    gcTrack(this); // DirEntry is a GC type in CPython (its stat results may be anything's)
  }
}

export class ScandirIteratorObject extends PyObject {
  declare dir: fs.Dir | null;
  /** The directory's path as given (bytes for a bytes path), to join names to. */
  declare base: Buffer;
  declare isBytes: boolean;
  /** For scandir(fd): where the entries are reached (/proc/self/fd/N/), their paths being their names. */
  declare viaFd: Buffer | null;
  constructor(dir: fs.Dir, base: Buffer, isBytes: boolean, viaFd: Buffer | null) {
    super(ScandirIterator_Type);
    this.dir = dir;
    this.base = base;
    this.isBytes = isBytes;
    this.viaFd = viaFd;
  }
}

function entryStat(e: DirEntryObject, follow: boolean): PyObject {
  if (follow && (e.dtype === S_IFLNK || e.dtype === 0)) {
    if (e.stat === null) {
      try {
        e.stat = statResult(fs.statSync(e.fsPath, { bigint: true }));
      } catch (err) {
        osErrorFromNode(err, e.path);
      }
    }
    return e.stat;
  }
  if (e.lstat === null) {
    try {
      e.lstat = statResult(fs.lstatSync(e.fsPath, { bigint: true }));
    } catch (err) {
      osErrorFromNode(err, e.path);
    }
  }
  return e.lstat; // not a link (or not followed): lstat's result
}

/** DirEntry_test_mode: is_dir / is_file (FileNotFoundError reads as False). */
function testMode(e: DirEntryObject, follow: boolean, fmt: number): boolean {
  if (e.dtype !== 0 && !(follow && e.dtype === S_IFLNK)) return e.dtype === fmt;
  let st: PyObject;
  try {
    st = entryStat(e, follow);
  } catch (err) {
    const x = err as PyObject;
    if (x.ob_type.tp_name === "FileNotFoundError") {
      Py_DECREF(x);
      return false;
    }
    throw err;
  }
  const mode = Number(((st as PyStructSeq).items[0] as PyInt).value);
  return (mode & S_IFMT) === fmt;
}

/** The keyword-only `follow_symlinks=True` of DirEntry's methods. */
function followArg(fname: string, args: PyObject[], kw: string[] | null): boolean {
  const [f] = parseArgs(fname, args, kw, ["follow_symlinks"], 0, 0, 0);
  return f === null || PyObject_IsTrue(f);
}

let inited = false;
export function initPosixTypes(): void {
  if (inited) return;
  inited = true;
  const D = DirEntry_Type;
  D.tp_dict.set("__module__", internStr("posix"));
  D.tp_new = null;
  D.tp_dealloc = (o) => {
    const e = o as DirEntryObject;
    Py_DECREF(e.name);
    Py_DECREF(e.path);
    Py_XDECREF(e.stat);
    Py_XDECREF(e.lstat);
  };
  D.tp_repr = (o) => newStr(`<DirEntry ${PyObject_Repr((o as DirEntryObject).name).value}>`);
  defGetSet(D, "name", (o) => Py_INCREF_ret((o as DirEntryObject).name));
  defGetSet(D, "path", (o) => Py_INCREF_ret((o as DirEntryObject).path));
  defMethod(D, "is_dir", (self, args, kw) => newBool(testMode(self as DirEntryObject, followArg("is_dir", args, kw), S_IFDIR)));
  defMethod(D, "is_file", (self, args, kw) => newBool(testMode(self as DirEntryObject, followArg("is_file", args, kw), S_IFREG)));
  defMethod(D, "is_symlink", (self, args, kw) => {
    checkArgCount("is_symlink", args, 0, 0);
    void kw;
    const e = self as DirEntryObject;
    if (e.dtype !== 0) return newBool(e.dtype === S_IFLNK);
    return newBool(testMode(e, false, S_IFLNK));
  });
  defMethod(D, "is_junction", (_self, args) => {
    checkArgCount("is_junction", args, 0, 0);
    return newBool(false);
  });
  defMethod(D, "stat", (self, args, kw) => {
    const e = self as DirEntryObject;
    const st = entryStat(e, followArg("stat", args, kw));
    Py_INCREF(st);
    return st;
  });
  defMethod(D, "inode", (self, args) => {
    checkArgCount("inode", args, 0, 0);
    const e = self as DirEntryObject;
    if (e.ino === null) {
      try {
        e.ino = fs.lstatSync(e.fsPath, { bigint: true }).ino;
      } catch (err) {
        osErrorFromNode(err, e.path);
      }
    }
    return bigOrInt(e.ino);
  });
  defMethod(D, "__fspath__", (self, args) => {
    checkArgCount("__fspath__", args, 0, 0);
    return Py_INCREF_ret((self as DirEntryObject).path);
  });
  defClassMethod(D, "__class_getitem__", (cls, args) => newGenericAlias(cls, args[0]!));
  addSlotWrappers(D);
  gcRegisterType(D, (o, visit) => {
    const e = o as DirEntryObject;
    for (const x of [e.name, e.path, e.stat, e.lstat]) if (x !== null) visit(x);
  });

  const S = ScandirIterator_Type;
  S.tp_new = null;
  S.tp_dict.set("__module__", internStr("posix"));
  S.tp_iter = (o) => (Py_INCREF(o), o);
  S.tp_iternext = (o) => scandirNext(o as ScandirIteratorObject);
  S.tp_dealloc = (o) => scandirClose(o as ScandirIteratorObject);
  defMethod(S, "close", (self) => {
    scandirClose(self as ScandirIteratorObject);
    return None;
  });
  defMethod(S, "__enter__", (self) => Py_INCREF_ret(self));
  defMethod(S, "__exit__", (self) => {
    scandirClose(self as ScandirIteratorObject);
    return (Py_INCREF(None), None);
  });
  addSlotWrappers(S);
}

function Py_INCREF_ret(o: PyObject): PyObject {
  Py_INCREF(o);
  return o;
}

function scandirClose(it: ScandirIteratorObject): void {
  if (it.dir === null) return;
  const d = it.dir;
  it.dir = null;
  try {
    d.closeSync();
  } catch {
    // already closed
  }
}

function scandirNext(it: ScandirIteratorObject): PyObject | null {
  if (it.dir === null) return null;
  let d: fs.Dirent | null;
  try {
    d = it.dir.readSync();
  } catch (e) {
    scandirClose(it);
    osErrorFromNode(e, null);
  }
  if (d === null) {
    scandirClose(it);
    return null;
  }
  const nameBytes = d.name as unknown as Buffer;
  const asName = (b: Buffer) => fsName(b, it.isBytes);
  if (it.viaFd !== null) return new DirEntryObject(asName(nameBytes), asName(nameBytes), Buffer.concat([it.viaFd, nameBytes]), direntMode(d));
  const base = it.base;
  const sep = base.length > 0 && base[base.length - 1] !== 0x2f ? Buffer.from("/") : Buffer.alloc(0);
  const full = Buffer.concat([base, sep, nameBytes]);
  return new DirEntryObject(asName(nameBytes), asName(full), full, direntMode(d));
}

keepConstructFast(DirEntryObject, ScandirIteratorObject);
