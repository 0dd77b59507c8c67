/**
 * Importing from Zip archives on sys.path (Lib/zipimport.py): a sys.path (or `__path__`) entry
 * naming an archive, or a directory inside one (`<archive>/json`), is searched as zipimport's
 * path hook would: `<prefix><name>/__init__.py`, then `<prefix><name>.py`, else a directory of
 * that name is a namespace package portion. The loader of what is found is a `zipimporter`
 * (`archive`, `prefix`, get_filename/get_source/get_data/is_package, its repr); the import itself
 * is modules/importer.ts's, which sets `__file__`, `__path__` and `__spec__` from what this finds,
 * as `spec_from_loader` → `spec_from_file_location` do for a zipimporter.
 */
import { statSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { PyObject, Py_DECREF, newStaticType, keepConstructFast } from "../objects/object.js";
import { True, False } from "../objects/bool.js";
import { internStr, newStr, isStr, type PyStr } from "../objects/str.js";
import { newBytes } from "../objects/bytes.js";
import { dictSetItem, newDict } from "../objects/dict.js";
import { PyExc_ImportError, PyExc_OSError, newException, typeError } from "../objects/exceptions.js";
import { defMethod } from "../objects/descr.js";
import { addSlotWrappers } from "../objects/typeobject.js";
import { PyObject_Call, PyObject_Repr, typeName } from "../abstract.js";
import { parseArgs } from "../args.js";
import { readZipDirectory, readZipEntry, type ZipDirectory } from "./zipDirectory.js";

/** A sys.path entry served by a zipimporter: the archive, the directory in it, and the loader object. */
export interface ZipPathEntry {
  dir: ZipDirectory;
  /** The archive's path as the entry spells it. */
  archive: string;
  /** The directory inside the archive, '' or ending in '/'. */
  prefix: string;
  /** The zipimporter (the entry's, kept for the run as sys.path_importer_cache keeps it). */
  loader: PyObject;
}

/** What a zip entry holds for a name: a package, a module, a namespace portion (its path), or nothing. */
export type ZipFound = { kind: "package" | "module"; file: string; key: string } | { kind: "namespace"; path: string };

class PyZipImporter extends PyObject {
  constructor(
    type: typeof PyZipImporter_Type,
    public entry: ZipPathEntry | null,
  ) {
    super(type);
    this.dict = newDict();
  }
}
keepConstructFast(PyZipImporter);

/** `zipimport.zipimporter`. */
export const PyZipImporter_Type = newStaticType("zipimporter");
PyZipImporter_Type.tp_module = "zipimport";
PyZipImporter_Type.tp_hasdict = true;
PyZipImporter_Type.tp_alloc = (t) => new PyZipImporter(t, null);
PyZipImporter_Type.tp_new = (t) => t.tp_alloc(t);
PyZipImporter_Type.tp_init = (self, args, kw) => {
  const [path] = parseArgs("zipimporter", args, kw, ["path"], 1, 0);
  if (!isStr(path!)) typeError(`expected str, bytes or os.PathLike object, not ${typeName(path!)}`);
  const p = (path as PyStr).value;
  if (p === "") throw PyObject_Call(PyExc_ImportError, [newStr("archive path is empty"), newStr(p)], ["path"]);
  const e = splitArchive(p, process.cwd());
  if (e === null) throw PyObject_Call(PyExc_ImportError, [newStr("not a Zip file"), newStr(p)], ["path"]);
  setEntry(self as PyZipImporter, e.dir, e.archive, e.prefix);
};

function setEntry(self: PyZipImporter, dir: ZipDirectory, archive: string, prefix: string): void {
  self.entry = { dir, archive, prefix, loader: self };
  for (const [k, v] of [["archive", archive], ["prefix", prefix]] as const) {
    const s = newStr(v);
    dictSetItem(self.dict!, internStr(k), s);
    Py_DECREF(s);
  }
}

/** The archive an entry names and the directory inside it (zipimporter.__init__'s split), or null. */
function splitArchive(path: string, cwd: string): { dir: ZipDirectory; archive: string; prefix: string } | null {
  let archive = path;
  const tail: string[] = [];
  for (;;) {
    let st;
    try {
      st = statSync(resolve(cwd, archive));
    } catch {
      st = null;
    }
    if (st !== null) {
      if (!st.isFile()) return null;
      break;
    }
    const up = dirname(archive);
    if (up === archive) return null;
    tail.unshift(archive.slice(up.length + (up.endsWith("/") ? 0 : 1)));
    archive = up;
  }
  let dir: ZipDirectory;
  try {
    dir = readZipDirectory(resolve(cwd, archive));
  } catch {
    return null;
  }
  return { dir, archive, prefix: tail.length ? `${tail.join("/")}/` : "" };
}

const entries = new Map<string, ZipPathEntry | null>();

/** Forgets the run's zipimporters (a new run starts with an empty sys.path_importer_cache). */
export function resetZipImporters(): void {
  entries.clear();
}

/** The zipimporter serving sys.path entry `path` (not a directory), or null when it is no archive. */
export function zipPathEntry(path: string, cwd: string): ZipPathEntry | null {
  const hit = entries.get(path);
  if (hit !== undefined) return hit;
  const e = splitArchive(path, cwd);
  let r: ZipPathEntry | null = null;
  if (e !== null) {
    const loader = new PyZipImporter(PyZipImporter_Type, null);
    setEntry(loader, e.dir, e.archive, e.prefix);
    r = loader.entry;
  }
  // only archives are remembered: a missing directory may be created later in the run
  if (r !== null) entries.set(path, r);
  return r;
}

/** _get_module_info / _is_dir: what `name` (the last component of a module's name) is in the entry. */
export function zipFind(e: ZipPathEntry, name: string): ZipFound | null {
  const modpath = e.prefix + name;
  const at = (k: string) => `${e.archive}/${k}`;
  if (e.dir.entries.has(`${modpath}/__init__.py`)) return { kind: "package", file: at(`${modpath}/__init__.py`), key: `${modpath}/__init__.py` };
  if (e.dir.entries.has(`${modpath}.py`)) return { kind: "module", file: at(`${modpath}.py`), key: `${modpath}.py` };
  if (e.dir.dirs.has(`${modpath}/`)) return { kind: "namespace", path: at(modpath) };
  return null;
}

/** The bytes of archive member `key`. */
export function zipRead(e: ZipPathEntry, key: string): Uint8Array {
  const entry = e.dir.entries.get(key);
  if (entry === undefined) throw newException(PyExc_OSError, `[Errno 0] Error: '${key}'`);
  return readZipEntry(e.dir, entry);
}

export function entryOf(self: PyObject): ZipPathEntry {
  const e = (self as PyZipImporter).entry;
  if (e === null) throw newException(PyExc_ImportError, "zipimporter object is not initialized");
  return e;
}

/** The module `fullname` in the importer's directory, or ZipImportError (an ImportError) as zipimport raises it. */
export function moduleFile(self: PyObject, fullname: PyObject | null): Extract<ZipFound, { key: string }> | null {
  if (!isStr(fullname!)) typeError(`expected str, not ${typeName(fullname!)}`);
  const full = (fullname as PyStr).value;
  const f = zipFind(entryOf(self), full.slice(full.lastIndexOf(".") + 1));
  return f !== null && f.kind !== "namespace" ? f : null;
}

function cantFind(fullname: PyObject): never {
  throw PyObject_Call(PyExc_ImportError, [newStr(`can't find module ${PyObject_Repr(fullname).value}`), fullname], ["name"]);
}

defMethod(PyZipImporter_Type, "get_filename", (self, args, kw) => {
  const [fullname] = parseArgs("get_filename", args, kw, ["fullname"], 1, 0);
  const f = moduleFile(self, fullname);
  if (f === null) cantFind(fullname!);
  return newStr(f.file);
});
defMethod(PyZipImporter_Type, "is_package", (self, args, kw) => {
  const [fullname] = parseArgs("is_package", args, kw, ["fullname"], 1, 0);
  const f = moduleFile(self, fullname);
  if (f === null) cantFind(fullname!);
  return f.kind === "package" ? True : False;
});
defMethod(PyZipImporter_Type, "get_source", (self, args, kw) => {
  const [fullname] = parseArgs("get_source", args, kw, ["fullname"], 1, 0);
  const f = moduleFile(self, fullname);
  if (f === null) cantFind(fullname!);
  return newStr(new TextDecoder().decode(zipRead(entryOf(self), f.key)));
});
defMethod(PyZipImporter_Type, "get_data", (self, args, kw) => {
  const [pathname] = parseArgs("get_data", args, kw, ["pathname"], 1, 0);
  if (!isStr(pathname!)) typeError(`expected str, not ${typeName(pathname!)}`);
  const e = entryOf(self);
  let key = (pathname as PyStr).value;
  if (key.startsWith(`${e.archive}/`)) key = key.slice(e.archive.length + 1);
  return newBytes(zipRead(e, key));
});
PyZipImporter_Type.tp_repr = (self) => {
  const e = (self as PyZipImporter).entry;
  return newStr(e === null ? "<zipimporter object>" : `<zipimporter object "${e.archive}/${e.prefix}">`);
};
addSlotWrappers(PyZipImporter_Type);
