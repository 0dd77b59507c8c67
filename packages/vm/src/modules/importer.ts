/**
 * The import system (Python/import.c's PyImport_ImportModuleLevelObject and import_from, with
 * importlib._bootstrap's _find_and_load / _handle_fromlist and the path finder's FileFinder,
 * reduced to what pyts serves): `sys.modules` is the one registry (a real dict: entries a program
 * adds, replaces or deletes change what import returns, as in CPython); modules are the native
 * ones the VM registers (created on first import, like CPython's built-in inittab) and `.py`
 * source files and packages found on `sys.path` (or a parent package's `__path__`), compiled by
 * pyts and executed in a fresh module registered in `sys.modules` before its body runs, so a
 * circular import sees the partially initialised module. Relative imports resolve against
 * `__package__` / `__spec__.parent` / `__name__` as resolve_name does.
 */
import { cachedCode } from "./codeCache.js";
import { readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { compile, type CodeObject } from "@pyts/compiler";
import { PySyntaxError } from "@pyts/lexer";
import { PyObject, Py_INCREF, Py_DECREF } from "../objects/object.js";
import { None } from "../objects/none.js";
import { True, False } from "../objects/bool.js";
import { internStr, newStr, isStr, type PyStr } from "../objects/str.js";
import { newList, isList, type PyList } from "../objects/list.js";
import { dictSetItem, dictGetStr, dictPop, dictItems, newDict, isDict, type PyDict } from "../objects/dict.js";
import { PyModule, PyModule_Type, newModule } from "../objects/module.js";
import { newCode } from "../objects/code.js";
import { PyFrame } from "../objects/frame.js";
import { PyExc_ModuleNotFoundError, PyExc_ImportError, PyExc_ValueError, PyExc_KeyError, PyExc_SystemError, newException, typeError } from "../objects/exceptions.js";
import { evalFrame, pushFrame } from "../eval/ceval.js";
import { sourceCache } from "../eval/printException.js";
import { PyObject_GetOptionalAttr, PyObject_SetAttr, PyObject_SetItem, PyObject_IsTrue, PyObject_Call, PyObject_Repr, getAttrString, iterateToArray, typeName } from "../abstract.js";
import { toPythonSyntaxError } from "./bltinCompile.js";
import { PyBuiltinImporter_Type, PyFrozenImporter_Type, PyPathFinder_Type, newSourceFileLoader, newSpec, specParent, specCached } from "./importlibTypes.js";
import { setCopyregImport } from "../objects/objectReduce.js";
import { newNamespace } from "../types/namespace.js";
import { stdlibZipPath } from "./stdlibZip.js";
import { zipPathEntry, zipFind, zipRead, type ZipPathEntry } from "./zipimport.js";
import type { ZipDirectory } from "./zipDirectory.js";

export interface ImportState {
  /** sys.modules. */
  modules: PyDict;
  /** Native modules by full name (CPython's inittab): created on first import. */
  native: Map<string, () => PyModule>;
  /** The sys module (its `path` attribute is read at each import, as importlib does). */
  sys: PyModule | null;
  /** The directory relative `sys.path` entries are resolved against (the process's cwd by default). */
  cwd: string;
  builtins: PyModule;
  /** The builtins module's own `__import__` (a replaced one is called instead, as import_name does). */
  defaultImport: PyObject | null;
}

export const importState: ImportState = {
  modules: newDict(),
  native: new Map(),
  sys: null,
  cwd: process.cwd(),
  builtins: null as unknown as PyModule,
  defaultImport: null,
};

function setStr(d: PyDict, k: string, v: PyObject): void {
  dictSetItem(d, internStr(k), v);
}

/** The `__spec__` of a native module (origin 'built-in', loaded by BuiltinImporter). */
export function newBuiltinSpec(name: string): PyObject {
  return newSpec(name, PyBuiltinImporter_Type, "built-in", null);
}

function raiseImportError(type: typeof PyExc_ImportError, msg: string, name: string | null, path: string | null = null): never {
  const args: PyObject[] = [newStr(msg)];
  const kw: string[] = [];
  if (name !== null) (args.push(newStr(name)), kw.push("name"));
  if (path !== null) (args.push(newStr(path)), kw.push("path"));
  throw PyObject_Call(type, args, kw.length ? kw : null);
}

function sysModulesGet(name: string): PyObject | null {
  return dictGetStr(importState.modules, internStr(name));
}

function isInitializing(m: PyObject): boolean {
  let spec: PyObject | null = null;
  try {
    spec = PyObject_GetOptionalAttr(m, internStr("__spec__"));
    if (spec === null || spec === None) return false;
    const v = PyObject_GetOptionalAttr(spec, internStr("_initializing"));
    return v !== null && PyObject_IsTrue(v);
  } catch {
    return false;
  } finally {
    if (spec !== null) Py_DECREF(spec);
  }
}

/** resolve_name: the absolute name of a relative import from a module with `globals`. */
function resolveName(name: string, globals: PyObject, level: number): string {
  if (!isDict(globals)) typeError("globals must be a dict");
  let pkg = dictGetStr(globals, internStr("__package__"));
  if (pkg === None) pkg = null;
  const spec = dictGetStr(globals, internStr("__spec__"));
  let packageName: string;
  if (pkg !== null) {
    if (!isStr(pkg)) typeError("package must be a string");
    packageName = pkg.value;
  } else if (spec !== null && spec !== None) {
    const parent = PyObject_GetOptionalAttr(spec, internStr("parent"));
    if (parent === null || !isStr(parent)) typeError("__spec__.parent must be a string");
    packageName = parent.value;
  } else {
    const n = dictGetStr(globals, internStr("__name__"));
    if (n === null) throw newException(PyExc_KeyError, "'__name__' not in globals");
    if (!isStr(n)) typeError("__name__ must be a string");
    packageName = n.value;
    if (dictGetStr(globals, internStr("__path__")) === null) packageName = packageName.slice(0, Math.max(0, packageName.lastIndexOf(".")));
  }
  if (packageName.length === 0) raiseImportError(PyExc_ImportError, "attempted relative import with no known parent package", null);
  let lastDot = packageName.length;
  for (let up = 1; up < level; up++) {
    lastDot = packageName.lastIndexOf(".", lastDot - 1);
    if (lastDot < 0) raiseImportError(PyExc_ImportError, "attempted relative import beyond top-level package", null);
  }
  const base = packageName.slice(0, lastDot);
  return name.length === 0 ? base : `${base}.${name}`;
}

/** The directories of a package `__path__` (or sys.path): its str items. */
function searchDirs(path: PyObject | null): string[] {
  if (path === null) {
    const sp = importState.sys !== null ? dictGetStr(importState.sys.dict!, internStr("path")) : null;
    if (sp === null) return [];
    path = sp;
  }
  const items = isList(path) ? (path as PyList).items.slice() : iterateToArray(path);
  return items.filter(isStr).map((s) => (s as PyStr).value);
}

/** Whether `p` is a directory (stat follows links; any error is "no"). */
export function isDir(p: string): boolean {
  try {
    return statSync(p).isDirectory();
  } catch {
    return false;
  }
}

/** Whether `p` is a regular file (stat follows links; any error is "no"). */
export function isFile(p: string): boolean {
  try {
    return statSync(p).isFile();
  } catch {
    return false;
  }
}

/**
 * A found module: where its source is (null for a namespace package), its search locations, and,
 * for one in a Zip archive, the zipimporter entry and the archive member holding its source.
 */
export interface Found {
  file: string | null;
  locations: string[] | null;
  zip?: { entry: ZipPathEntry; key: string };
  /** A frozen module (its source from the stdlib zip): loaded by FrozenImporter, origin 'frozen'. */
  frozen?: true;
}

/**
 * The stdlib modules CPython 3.14 freezes into its binary (Python/frozen.c; `_imp._frozen_module_names()`
 * less the import system's own and the test packages): found before sys.path, as FrozenImporter is,
 * with origin 'frozen', `<frozen NAME>` as their code's file name (tracebacks show no source line)
 * and `__file__` where their source is, in the stdlib zip (sys._stdlib_dir).
 */
export const FROZEN: ReadonlySet<string> = new Set(["abc", "codecs", "io", "_collections_abc", "_sitebuiltins", "genericpath", "ntpath", "posixpath", "os", "site", "stat", "importlib.util", "importlib.machinery", "runpy", "__hello__"]);

function findFrozen(name: string): Found | null {
  if (!FROZEN.has(name)) return null;
  const zip = stdlibZipPath();
  if (zip === null) return null;
  const entry = zipPathEntry(zip, importState.cwd);
  const key = `${name.replaceAll(".", "/")}.py`;
  if (entry === null || !entry.dir.entries.has(key)) return null;
  return { file: `${zip}/${key}`, locations: null, zip: { entry, key }, frozen: true };
}

/**
 * PathFinder: each entry in order, a directory as FileFinder searches it (`<entry>/<tail>/__init__.py`,
 * then `<entry>/<tail>.py`), an archive (or a directory in one) as zipimporter does; else the
 * directories of that name make a namespace package.
 */
function findOnPath(tail: string, path: PyObject | null): Found | null {
  if (tail === "") return null; // FileFinder looks the name up in the directory's listing
  const namespace: string[] = [];
  for (const entry of searchDirs(path)) {
    const base = entry === "" ? importState.cwd : entry;
    const real = resolve(importState.cwd, base);
    if (!isDir(real)) {
      const ze = zipPathEntry(base, importState.cwd);
      if (ze === null) continue;
      const f = zipFind(ze, tail);
      if (f === null) continue;
      if (f.kind === "namespace") {
        namespace.push(f.path);
        continue;
      }
      const locations = f.kind === "package" ? [f.file.slice(0, f.file.lastIndexOf("/"))] : null;
      return { file: f.file, locations, zip: { entry: ze, key: f.key } };
    }
    const pkgDir = join(real, tail);
    if (isDir(pkgDir)) {
      if (isFile(join(pkgDir, "__init__.py"))) return { file: join(base, tail, "__init__.py"), locations: [join(base, tail)] };
      namespace.push(join(base, tail));
    }
    if (isFile(join(real, `${tail}.py`))) return { file: join(base, `${tail}.py`), locations: null };
  }
  return namespace.length ? { file: null, locations: namespace } : null;
}

/** _find_and_load: the module `name` (absolute) from sys.modules or loaded now (new reference). */
function findAndLoad(name: string): PyObject {
  let mod = sysModulesGet(name);
  if (mod === null) {
    mod = findAndLoadUnlocked(name);
  } else {
    Py_INCREF(mod);
  }
  if (mod === None) {
    Py_DECREF(mod);
    raiseImportError(PyExc_ModuleNotFoundError, `import of ${name} halted; None in sys.modules`, name);
  }
  return mod;
}

/** A native module created and registered as BuiltinImporter loads it (new reference). */
export function loadBuiltin(name: string, create: () => PyModule): PyObject {
  const module = create();
  const spec = newBuiltinSpec(name);
  setStr(module.dict!, "__loader__", PyBuiltinImporter_Type);
  setStr(module.dict!, "__spec__", spec);
  Py_DECREF(spec);
  dictSetItem(importState.modules, newStr(name), module);
  return module;
}

/** Where CPython's own finders would find `name`: BuiltinImporter, FrozenImporter, PathFinder. */
export function findBuiltin(name: string): (() => PyModule) | undefined {
  return importState.native.get(name);
}
export { findFrozen, findOnPath };

/**
 * _find_spec over sys.meta_path, then the load: each finder in turn; pyts's own three
 * (BuiltinImporter, FrozenImporter, PathFinder) are searched and loaded natively, any other is
 * asked `find_spec(name, path)` and its spec loaded as _load_unlocked does. Null when none finds it.
 */
function findInMetaPath(name: string, child: string, path: PyObject | null): PyObject | null {
  const metaPath = importState.sys === null ? null : dictGetStr(importState.sys.dict!, internStr("meta_path"));
  if (metaPath === null || metaPath === None) throw newException(PyExc_ImportError, "sys.meta_path is None, Python is likely shutting down");
  const finders = isList(metaPath) ? [...(metaPath as PyList).items] : iterateToArray(metaPath);
  if (isList(metaPath)) for (const f of finders) Py_INCREF(f);
  try {
    for (const finder of finders) {
      if (finder === PyBuiltinImporter_Type) {
        const native = importState.native.get(name);
        if (native !== undefined) return loadBuiltin(name, native);
      } else if (finder === PyFrozenImporter_Type) {
        const found = findFrozen(name);
        if (found !== null) return loadFound(name, found);
      } else if (finder === PyPathFinder_Type) {
        const found = findOnPath(child, path);
        if (found !== null) return loadFound(name, found);
      } else {
        const findSpec = PyObject_GetOptionalAttr(finder, internStr("find_spec"));
        if (findSpec === null) continue;
        const nameObj = newStr(name);
        let spec: PyObject;
        try {
          spec = PyObject_Call(findSpec, [nameObj, path ?? None], null);
        } finally {
          Py_DECREF(findSpec);
          Py_DECREF(nameObj);
        }
        if (spec === None) continue;
        try {
          return loadFromSpec(name, spec);
        } finally {
          Py_DECREF(spec);
        }
      }
    }
    return null;
  } finally {
    for (const f of finders) Py_DECREF(f);
  }
}

function findAndLoadUnlocked(name: string): PyObject {
  let path: PyObject | null = null;
  let parentSpec: PyObject | null = null;
  const dot = name.lastIndexOf(".");
  const parent = dot >= 0 ? name.slice(0, dot) : "";
  const child = name.slice(dot + 1);
  if (parent) {
    if (sysModulesGet(parent) === null) Py_DECREF(findAndLoad(parent));
    const already = sysModulesGet(name);
    if (already !== null) return (Py_INCREF(already), already);
    const parentModule = sysModulesGet(parent);
    if (parentModule === null) throw newException(PyExc_KeyError, PyObject_Repr(newStr(parent)).value);
    path = PyObject_GetOptionalAttr(parentModule, internStr("__path__"));
    if (path === null) raiseImportError(PyExc_ModuleNotFoundError, `No module named '${name}'; '${parent}' is not a package`, name);
    parentSpec = PyObject_GetOptionalAttr(parentModule, internStr("__spec__"));
  }
  let module: PyObject | null;
  try {
    module = findInMetaPath(name, child, path);
  } finally {
    if (path !== null) Py_DECREF(path);
  }
  if (module === null) raiseImportError(PyExc_ModuleNotFoundError, `No module named '${name}'`, name);
  if (parentSpec !== null) Py_DECREF(parentSpec);
  if (parent) {
    const parentModule = sysModulesGet(parent);
    if (parentModule !== null) PyObject_SetAttr(parentModule, internStr(child), module);
  }
  return module;
}

const compiledZipCode = new WeakMap<ZipDirectory, Map<string, CodeObject>>();

/** find_spec's answer for a found module: a ModuleSpec with the loader CPython's finder would give (new reference). */
export function specFromFound(name: string, found: Found): PyObject {
  // a source module's loader is a SourceFileLoader; a namespace package's (NamespaceLoader) is not modelled
  const loader = found.frozen ? (Py_INCREF(PyFrozenImporter_Type), PyFrozenImporter_Type)
    : found.zip !== undefined ? (Py_INCREF(found.zip.entry.loader), found.zip.entry.loader)
    : found.file !== null ? newSourceFileLoader(name, found.file) : (Py_INCREF(None), None);
  const spec = newSpec(name, loader, found.frozen ? "frozen" : found.file, found.locations);
  Py_DECREF(loader);
  if (found.frozen) {
    // FrozenImporter.find_spec's loader_state: where the source is and the module's own name
    const filename = newStr(found.file!), origname = newStr(name);
    const state = newNamespace([["filename", filename], ["origname", origname]]);
    Py_DECREF(filename);
    Py_DECREF(origname);
    setStr(spec.dict!, "loader_state", state);
    Py_DECREF(state);
  }
  return spec;
}

/** Compiles a found module's source and runs it in `mod`'s namespace (exec_module). */
export function execFound(mod: PyObject, name: string, found: Found): void {
  const g = mod.dict!;
  const source = found.zip !== undefined ? zipRead(found.zip.entry, found.zip.key) : readFileSync(resolve(importState.cwd, found.file!));
  const filename = found.frozen ? `<frozen ${name}>` : found.file!;
  // an archive's members do not change while it is unchanged: their code is compiled once per process
  const zipCodes = found.zip !== undefined ? (compiledZipCode.get(found.zip.entry.dir) ?? new Map<string, CodeObject>()) : null;
  if (zipCodes !== null && zipCodes.size === 0) compiledZipCode.set(found.zip!.entry.dir, zipCodes);
  let co = zipCodes?.get(filename);
  if (co === undefined) {
    try {
      co = zipCodes !== null ? cachedCode(source, filename, () => compile(source, filename, "exec")) : compile(source, filename, "exec");
    } catch (e) {
      if (e instanceof PySyntaxError) throw toPythonSyntaxError(e, "exec");
      throw e;
    }
    zipCodes?.set(filename, co);
  }
  if (!found.frozen) sourceCache.set(found.file!, new TextDecoder().decode(source).split(/\r\n|\r|\n/));
  if (dictGetStr(g, internStr("__builtins__")) === null) setStr(g, "__builtins__", importState.builtins);
  const frame = new PyFrame(newCode(co), null, g, importState.builtins.dict!, g);
  pushFrame(frame);
  frame.isEntry = true;
  Py_DECREF(evalFrame(frame, null));
}

/** module_from_spec + exec_module: runs a source module (or sets up a namespace package); new reference. */
function loadFound(name: string, found: Found): PyObject {
  const mod = newModule(name);
  const g = mod.dict!;
  const spec = specFromFound(name, found);
  const loader = dictGetStr(spec.dict!, internStr("loader"))!;
  setStr(g, "__doc__", None);
  const pkg = newStr(specParent(spec));
  setStr(g, "__package__", pkg);
  Py_DECREF(pkg);
  setStr(g, "__loader__", loader);
  setStr(g, "__spec__", spec);
  if (found.locations !== null) setStr(g, "__path__", dictGetStr(spec.dict!, internStr("submodule_search_locations"))!);
  if (found.file !== null) {
    const file = newStr(found.file);
    setStr(g, "__file__", file);
    Py_DECREF(file);
    if (!found.frozen) {
      const cached = specCached(spec);
      setStr(g, "__cached__", cached);
      Py_DECREF(cached);
    }
  }
  const key = newStr(name);
  dictSetItem(importState.modules, key, mod);
  if (found.file === null) {
    Py_DECREF(spec);
    return mod;
  }
  return execRegistered(name, key, mod, spec, () => execFound(mod, name, found));
}

/**
 * The end of _load_unlocked: with `mod` in sys.modules under `key`, runs `exec` with the spec marked
 * initialising; on an error the module leaves sys.modules. The result is what sys.modules then holds
 * under the name (a module may replace itself); consumes `mod` and `spec`, new reference.
 */
function execRegistered(name: string, key: PyStr, mod: PyObject, spec: PyObject, exec: () => void): PyObject {
  setStr(spec.dict!, "_initializing", True);
  try {
    exec();
  } catch (e) {
    const v = dictPop(importState.modules, key);
    if (v !== null) Py_DECREF(v);
    setStr(spec.dict!, "_initializing", False);
    Py_DECREF(spec);
    Py_DECREF(mod);
    throw e;
  }
  setStr(spec.dict!, "_initializing", False);
  Py_DECREF(spec);
  const final = sysModulesGet(name);
  if (final === null) {
    Py_DECREF(mod);
    throw newException(PyExc_KeyError, PyObject_Repr(key).value);
  }
  Py_INCREF(final);
  Py_DECREF(mod);
  return final;
}

/**
 * _load_unlocked for a spec a finder of the program's returned: module_from_spec (the loader's
 * create_module, else a new module), _init_module_attrs, then the loader's exec_module with the
 * module in sys.modules (new reference).
 */
function loadFromSpec(name: string, spec: PyObject): PyObject {
  const loader = getAttrString(spec, "loader");
  try {
    if (loader === None) raiseImportError(PyExc_ImportError, "missing loader", name);
    const create = PyObject_GetOptionalAttr(loader, internStr("create_module"));
    let mod: PyObject = None;
    if (create !== null) {
      mod = PyObject_Call(create, [spec], null);
      Py_DECREF(create);
    } else if (PyObject_GetOptionalAttr(loader, internStr("exec_module")) === null) {
      raiseImportError(PyExc_ImportError, "loaders that define exec_module() must also define create_module()", name);
    }
    if (mod === None) mod = newModule(name);
    initModuleAttrs(mod, spec, loader);
    const key = newStr(name);
    PyObject_SetItem(importState.modules, key, mod);
    Py_INCREF(spec);
    return execRegistered(name, key, mod, spec, () => {
      const exec = getAttrString(loader, "exec_module");
      try {
        Py_DECREF(PyObject_Call(exec, [mod], null));
      } finally {
        Py_DECREF(exec);
      }
    });
  } finally {
    Py_DECREF(loader);
  }
}

/** _init_module_attrs(spec, module) without override: what the module lacks is set from the spec. */
function initModuleAttrs(mod: PyObject, spec: PyObject, loader: PyObject): void {
  const missing = (attr: string): boolean => {
    const v = PyObject_GetOptionalAttr(mod, internStr(attr));
    if (v === null) return true;
    Py_DECREF(v);
    return v === None;
  };
  const setFrom = (attr: string, v: PyObject): void => {
    PyObject_SetAttr(mod, internStr(attr), v);
    Py_DECREF(v);
  };
  if (missing("__name__")) setFrom("__name__", getAttrString(spec, "name"));
  if (missing("__loader__")) setFrom("__loader__", (Py_INCREF(loader), loader));
  if (missing("__package__")) setFrom("__package__", getAttrString(spec, "parent"));
  Py_INCREF(spec);
  setFrom("__spec__", spec);
  const locations = getAttrString(spec, "submodule_search_locations");
  if (locations !== None && missing("__path__")) setFrom("__path__", locations);
  else Py_DECREF(locations);
  const hasLocation = getAttrString(spec, "has_location");
  const located = PyObject_IsTrue(hasLocation);
  Py_DECREF(hasLocation);
  if (located) {
    if (missing("__file__")) setFrom("__file__", getAttrString(spec, "origin"));
    const cached = getAttrString(spec, "cached");
    if (cached !== None && missing("__cached__")) setFrom("__cached__", cached);
    else Py_DECREF(cached);
  }
}

/** _handle_fromlist: imports the submodules a `from package import a, b` names that are not attributes yet. */
function handleFromlist(module: PyObject, fromlist: PyObject[], recursive: boolean): void {
  for (const x of fromlist) {
    if (!isStr(x)) {
      const where = recursive ? `${moduleName(module)}.__all__` : "``from list''";
      typeError(`Item in ${where} must be str, not ${typeName(x)}`);
    }
    if (x.value === "*") {
      if (!recursive) {
        const all = PyObject_GetOptionalAttr(module, internStr("__all__"));
        if (all !== null) {
          handleFromlist(module, iterateToArray(all), true);
          Py_DECREF(all);
        }
      }
      continue;
    }
    const have = PyObject_GetOptionalAttr(module, x);
    if (have !== null) {
      Py_DECREF(have);
      continue;
    }
    const fromName = `${moduleName(module)}.${x.value}`;
    try {
      Py_DECREF(findAndLoad(fromName));
    } catch (e) {
      if (e instanceof PyObject && e.ob_type.isSubtype(PyExc_ModuleNotFoundError)) {
        const n = PyObject_GetOptionalAttr(e, internStr("name"));
        const same = n !== null && isStr(n) && n.value === fromName;
        if (n !== null) Py_DECREF(n);
        if (same && sysModulesGet(fromName) !== None) continue;
      }
      throw e;
    }
  }
}

function moduleName(m: PyObject): string {
  const n = PyObject_GetOptionalAttr(m, internStr("__name__"));
  if (n === null) return "?";
  const s = isStr(n) ? n.value : PyObject_Repr(n).value;
  Py_DECREF(n);
  return s;
}

/** PyImport_ImportModuleLevelObject: what `import`/`__import__` returns (new reference). */
export function importModuleLevel(name: PyObject, globals: PyObject | null, fromlist: PyObject | null, level: number): PyObject {
  if (!isStr(name)) typeError("module name must be a string");
  if (level < 0) throw newException(PyExc_ValueError, "level must be >= 0");
  let absName: string;
  if (level > 0) {
    if (globals === null) typeError("globals must be a dict");
    absName = resolveName(name.value, globals, level);
  } else {
    if (name.value.length === 0) throw newException(PyExc_ValueError, "Empty module name");
    absName = name.value;
  }
  const mod = findAndLoad(absName);
  const from = fromlist !== null && fromlist !== None && PyObject_IsTrue(fromlist) ? iterateToArray(fromlist) : null;
  if (from === null) {
    const dot = name.value.indexOf(".");
    if ((level === 0 || name.value.length > 0) && dot >= 0) {
      if (level === 0) {
        Py_DECREF(mod);
        return importModuleLevel(newStr(name.value.slice(0, dot)), null, null, 0);
      }
      const cutOff = name.value.length - dot;
      const toReturn = absName.slice(0, absName.length - cutOff);
      const m = sysModulesGet(toReturn);
      Py_DECREF(mod);
      if (m === null) throw newException(PyExc_KeyError, `${PyObject_Repr(newStr(toReturn)).value} not in sys.modules as expected`);
      Py_INCREF(m);
      return m;
    }
    return mod;
  }
  const path = PyObject_GetOptionalAttr(mod, internStr("__path__"));
  if (path !== null) {
    Py_DECREF(path);
    handleFromlist(mod, from, false);
  }
  return mod;
}

// object.__reduce_ex__ reduces through the stdlib's copyreg
setCopyregImport(() => importModuleLevel(internStr("copyreg"), null, null, 0));

/** IMPORT_NAME: calls a replaced `builtins.__import__`, else the import machinery directly. */
export function importName(frame: PyFrame, name: PyStr, fromlist: PyObject, levelObj: PyObject): PyObject {
  const level = Number((levelObj as unknown as { value: number | bigint }).value);
  const imp = dictGetStr(frame.builtins, internStr("__import__"));
  if (imp === null) throw newException(PyExc_ImportError, "__import__ not found");
  if (imp !== importState.defaultImport) {
    const locals = frame.locals ?? None;
    return PyObject_Call(imp, [name, frame.globals, locals, fromlist, levelObj]);
  }
  return importModuleLevel(name, frame.globals, fromlist, level);
}

/** IMPORT_FROM: `from module import name` (ImportError with CPython's message when missing). */
export function importFrom(module: PyObject, name: PyStr): PyObject {
  const v = PyObject_GetOptionalAttr(module, name);
  if (v !== null) return v;
  // a circular relative import: the submodule may be in sys.modules before it is set on its parent
  const pkg = PyObject_GetOptionalAttr(module, internStr("__name__"));
  const pkgName = pkg !== null && isStr(pkg) ? pkg.value : null;
  if (pkg !== null) Py_DECREF(pkg);
  if (pkgName !== null) {
    const sub = sysModulesGet(`${pkgName}.${name.value}`);
    if (sub !== null) return (Py_INCREF(sub), sub);
  }
  const shown = pkgName ?? "<unknown module name>";
  const file = module instanceof PyModule && module.dict !== null ? dictGetStr(module.dict, internStr("__file__")) : null;
  const q = (s: string) => PyObject_Repr(newStr(s)).value;
  if (file === null || !isStr(file)) {
    raiseImportErrorFrom(`cannot import name ${q(name.value)} from ${q(shown)} (unknown location)`, pkgName, null, name.value);
  }
  if (isInitializing(module)) {
    raiseImportErrorFrom(`cannot import name ${q(name.value)} from partially initialized module ${q(shown)} (most likely due to a circular import) (${file.value})`, pkgName, file.value, name.value);
  }
  raiseImportErrorFrom(`cannot import name ${q(name.value)} from ${q(shown)} (${file.value})`, pkgName, file.value, name.value);
}

function raiseImportErrorFrom(msg: string, name: string | null, path: string | null, nameFrom: string): never {
  const args: PyObject[] = [newStr(msg), name === null ? None : newStr(name), path === null ? None : newStr(path), newStr(nameFrom)];
  throw PyObject_Call(PyExc_ImportError, args, ["name", "path", "name_from"]);
}

/** builtins.__import__(name, globals=None, locals=None, fromlist=(), level=0). */
export function builtinImport(args: PyObject[], kw: string[] | null): PyObject {
  const names = ["name", "globals", "locals", "fromlist", "level"];
  const nkw = kw ? kw.length : 0;
  const npos = args.length - nkw;
  if (npos > 5) typeError(`__import__() takes at most 5 arguments (${npos} given)`);
  const vals: (PyObject | null)[] = names.map((_, i) => (i < npos ? args[i]! : null));
  for (let i = 0; i < nkw; i++) {
    const k = names.indexOf(kw![i]!);
    if (k < 0) typeError(`__import__() got an unexpected keyword argument '${kw![i]}'`);
    if (vals[k] !== null) typeError(`argument for __import__() given by name ('${kw![i]}') and position (${k + 1})`);
    vals[k] = args[npos + i]!;
  }
  if (vals[0] === null) typeError("__import__() missing required argument 'name' (pos 1)");
  const levelObj = vals[4];
  let level = 0;
  if (levelObj !== null) {
    const v = (levelObj as unknown as { value?: number | bigint }).value;
    if (typeof v !== "number" && typeof v !== "bigint") typeError(`'${typeName(levelObj)}' object cannot be interpreted as an integer`);
    level = Number(v);
  }
  const g = vals[1] !== null && vals[1] !== None ? vals[1] : null;
  return importModuleLevel(vals[0], g, vals[3], level);
}


/** A module's repr (importlib._bootstrap._module_repr / _module_repr_from_spec). */
function moduleRepr(m: PyObject): PyObject {
  const q = (o: PyObject) => PyObject_Repr(o).value;
  const spec = PyObject_GetOptionalAttr(m, internStr("__spec__"));
  try {
    if (spec !== null && PyObject_IsTrue(spec)) {
      const attr = (k: string) => PyObject_GetOptionalAttr(spec, internStr(k)) ?? None;
      const name = attr("name");
      const shown = name === None ? "'?'" : q(name);
      const origin = attr("origin");
      if (origin === None) {
        const loader = attr("loader");
        const locations = attr("submodule_search_locations");
        if (loader === None && locations !== None) return newStr(`<module ${shown} (namespace) from ${q(locations)}>`);
        return newStr(loader === None ? `<module ${shown}>` : `<module ${shown} (${q(loader)})>`);
      }
      if (PyObject_IsTrue(attr("has_location"))) return newStr(`<module ${shown} from ${q(origin)}>`);
      return newStr(`<module ${q(name)} (${isStr(origin) ? origin.value : q(origin)})>`);
    }
  } finally {
    if (spec !== null) Py_DECREF(spec);
  }
  const name = PyObject_GetOptionalAttr(m, internStr("__name__"));
  const shown = name === null ? "'?'" : q(name);
  const file = PyObject_GetOptionalAttr(m, internStr("__file__"));
  if (file === null) return newStr(`<module ${shown}>`);
  return newStr(`<module ${shown} from ${q(file)}>`);
}
PyModule_Type.tp_repr = moduleRepr;

/** IMPORT_STAR (ceval.c import_all_from): the names of `__all__`, else the public names of `__dict__`. */
export function importStar(frame: PyFrame, v: PyObject): void {
  const locals = frame.locals;
  if (locals === null) throw newException(PyExc_SystemError, "no locals found during 'import *'");
  let all = PyObject_GetOptionalAttr(v, internStr("__all__"));
  let skipUnderscored = false;
  if (all === null) {
    const dict = v instanceof PyModule && v.dict !== null ? (Py_INCREF(v.dict), v.dict) : PyObject_GetOptionalAttr(v, internStr("__dict__"));
    if (dict === null) throw newException(PyExc_ImportError, "from-import-* object has no __dict__ and no __all__");
    all = isDict(dict) ? newList(dictItems(dict).map(([k]) => (Py_INCREF(k), k))) : PyObject_Call(getAttrString(dict, "keys"), []);
    Py_DECREF(dict);
    skipUnderscored = true;
  }
  try {
    for (const name of iterateToArray(all)) {
      if (!isStr(name)) {
        const modname = getAttrString(v, "__name__");
        if (!isStr(modname)) typeError(`module __name__ must be a string, not ${typeName(modname)}`);
        typeError(`${skipUnderscored ? "Key" : "Item"} in ${modname.value}.${skipUnderscored ? "__dict__" : "__all__"} must be str, not ${typeName(name)}`);
      }
      if (skipUnderscored && name.value.startsWith("_")) continue;
      const value = getAttrString(v, name.value);
      if (isDict(locals)) dictSetItem(locals, name, value);
      else PyObject_SetItem(locals, name, value);
      Py_DECREF(value);
    }
  } finally {
    Py_DECREF(all);
  }
}
