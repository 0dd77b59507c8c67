/**
 * The import system's objects a program can see on its modules (Lib/importlib/_bootstrap.py and
 * _bootstrap_external.py, reduced to their attributes): `ModuleSpec` (`__spec__`), the
 * `BuiltinImporter` class (the loader of native modules) and `SourceFileLoader` (the loader of
 * `.py` modules), and `cache_from_source`'s path for `__cached__`. pyts loads modules itself
 * (modules/importer.ts); these objects describe that load as CPython's would. No `.pyc` is written:
 * `__cached__` names where CPython would cache the module's bytecode.
 */
import { readFileSync } from "node:fs";
import { dirname, basename, join } from "node:path";
import { PyObject, PyType, Py_INCREF, Py_DECREF, newStaticType, keepConstructFast, PyObject_HashNotImplemented } from "../objects/object.js";
import { None, NotImplemented } from "../objects/none.js";
import { True, False } from "../objects/bool.js";
import { internStr, newStr, isStr, type PyStr } from "../objects/str.js";
import { newList } from "../objects/list.js";
import { newBytes } from "../objects/bytes.js";
import { dictSetItem, dictGetStr, newDict, type PyDict } from "../objects/dict.js";
import { PyExc_AttributeError, PyExc_ImportError, newException } from "../objects/exceptions.js";
import { defGetSet, defMethod } from "../objects/descr.js";
import { addSlotWrappers } from "../objects/typeobject.js";
import { PyObject_Repr, PyObject_Str, PyObject_RichCompareBool, PyObject_IsTrue, PyObject_Call, getAttrString, Py_EQ, Py_NE } from "../abstract.js";
import { parseArgs } from "../args.js";

/** sys.implementation.cache_tag: pyts compiles to CPython 3.14's bytecode, so CPython's tag. */
export const CACHE_TAG = "cpython-314";

/** importlib.util.cache_from_source(path) with no optimization level and no sys.pycache_prefix. */
export function cacheFromSource(path: string): string {
  const tail = basename(path);
  const dot = tail.lastIndexOf(".");
  const base = dot < 0 ? "" : tail.slice(0, dot);
  const sep = dot < 0 ? "" : ".";
  const rest = dot < 0 ? tail : tail.slice(dot + 1);
  return join(dirname(path), "__pycache__", `${base || rest}${sep}${CACHE_TAG}.pyc`);
}

function setStr(d: PyDict, k: string, v: PyObject): void {
  dictSetItem(d, internStr(k), v);
}

/** A new reference to attribute `k` of an instance dict (None when absent). */
function field(o: PyObject, k: string): PyObject {
  const v = dictGetStr(o.dict!, internStr(k)) ?? None;
  Py_INCREF(v);
  return v;
}

class PyDictInstance extends PyObject {
  constructor(type: PyType) {
    super(type);
    this.dict = newDict();
  }
}
keepConstructFast(PyDictInstance);

/** `_frozen_importlib.BuiltinImporter`: the class is the loader of built-in modules. */
export const PyBuiltinImporter_Type = newStaticType("BuiltinImporter");
PyBuiltinImporter_Type.tp_module = "_frozen_importlib";

/** `_frozen_importlib.FrozenImporter`: the class is the loader of frozen modules (origin 'frozen'). */
export const PyFrozenImporter_Type = newStaticType("FrozenImporter");
PyFrozenImporter_Type.tp_module = "_frozen_importlib";

/** `_frozen_importlib_external.PathFinder`: the class is the meta path finder of sys.path's entries. */
export const PyPathFinder_Type = newStaticType("PathFinder");
PyPathFinder_Type.tp_module = "_frozen_importlib_external";

/** `_frozen_importlib_external.SourceFileLoader(fullname, path)`: attributes `name` and `path`. */
export const PySourceFileLoader_Type = newStaticType("SourceFileLoader");
PySourceFileLoader_Type.tp_module = "_frozen_importlib_external";
PySourceFileLoader_Type.tp_hasdict = true;
PySourceFileLoader_Type.tp_alloc = (t) => new PyDictInstance(t);
PySourceFileLoader_Type.tp_new = (t) => t.tp_alloc(t);
PySourceFileLoader_Type.tp_init = (self, args, kw) => {
  const [name, path] = parseArgs("FileLoader.__init__", args, kw, ["fullname", "path"], 2, 0);
  setStr(self.dict!, "name", name!);
  setStr(self.dict!, "path", path!);
};

export function newSourceFileLoader(name: string, path: string): PyObject {
  const l = new PyDictInstance(PySourceFileLoader_Type);
  const n = newStr(name), p = newStr(path);
  setStr(l.dict!, "name", n);
  setStr(l.dict!, "path", p);
  Py_DECREF(n);
  Py_DECREF(p);
  return l;
}

function loaderPath(self: PyObject): string {
  const p = dictGetStr(self.dict!, internStr("path"));
  return p !== null && isStr(p) ? (p as PyStr).value : "";
}

/** _check_name: the loader answers only for its own module (None meaning that one). */
function checkName(self: PyObject, name: PyObject | null): void {
  if (name === null || name === None) return;
  const own = dictGetStr(self.dict!, internStr("name")) ?? None;
  if (PyObject_RichCompareBool(own, name, Py_EQ)) return;
  const msg = newStr(`loader for ${PyObject_Str(own).value} cannot handle ${PyObject_Str(name).value}`);
  Py_INCREF(name);
  throw PyObject_Call(PyExc_ImportError, [msg, name], ["name"]);
}

// FileLoader.get_filename / get_data, SourceLoader.get_source, _LoaderBasics.is_package
defMethod(PySourceFileLoader_Type, "get_filename", (self, args, kw) => {
  const [name] = parseArgs("get_filename", args, kw, ["name"], 0, 0);
  checkName(self, name);
  return field(self, "path");
});
defMethod(PySourceFileLoader_Type, "is_package", (self, args, kw) => {
  const [fullname] = parseArgs("is_package", args, kw, ["fullname"], 1, 0);
  checkName(self, fullname);
  const file = basename(loaderPath(self));
  const stem = file.includes(".") ? file.slice(0, file.indexOf(".")) : file;
  return stem === "__init__" ? True : False;
});
defMethod(PySourceFileLoader_Type, "get_data", (_self, args, kw) => {
  const [path] = parseArgs("get_data", args, kw, ["path"], 1, 0);
  return newBytes(readSource(PyObject_Str(path!).value));
});
defMethod(PySourceFileLoader_Type, "get_source", (self, args, kw) => {
  const [fullname] = parseArgs("get_source", args, kw, ["fullname"], 1, 0);
  checkName(self, fullname);
  return newStr(new TextDecoder().decode(readSource(loaderPath(self))));
});
addSlotWrappers(PySourceFileLoader_Type);

function readSource(path: string): Uint8Array {
  try {
    return readFileSync(path);
  } catch {
    throw newException(PyExc_ImportError, "source not available through get_data()");
  }
}

/**
 * `_frozen_importlib.ModuleSpec`: the instance dict holds what ModuleSpec.__init__ sets (name,
 * loader, origin, loader_state, submodule_search_locations, _uninitialized_submodules,
 * _set_fileattr, _cached) and `_initializing`; `parent`, `cached` and `has_location` are properties.
 */
export const PyModuleSpec_Type = newStaticType("ModuleSpec");
PyModuleSpec_Type.tp_module = "_frozen_importlib";
PyModuleSpec_Type.tp_hasdict = true;
PyModuleSpec_Type.tp_alloc = (t) => new PyDictInstance(t);
PyModuleSpec_Type.tp_new = (t) => t.tp_alloc(t);
// ModuleSpec(name, loader, *, origin=None, loader_state=None, is_package=None)
PyModuleSpec_Type.tp_init = (self, args, kw) => {
  const [name, loader, origin, loaderState, isPackage] = parseArgs("ModuleSpec", args, kw, ["name", "loader", "origin", "loader_state", "is_package"], 2, 0);
  const d = self.dict!;
  const pkg = isPackage !== null && isPackage !== None && PyObject_IsTrue(isPackage);
  const vals: [string, PyObject][] = [
    ["name", name!], ["loader", loader!], ["origin", origin ?? None], ["loader_state", loaderState ?? None],
    ["submodule_search_locations", pkg ? newList([]) : None], ["_uninitialized_submodules", newList([])],
    ["_set_fileattr", False], ["_cached", None],
  ];
  for (const [k, v] of vals) setStr(d, k, v);
  for (const [k, v] of vals) if (k === "_uninitialized_submodules" || (k === "submodule_search_locations" && pkg)) Py_DECREF(v);
};

/** A new module spec: `origin` a file path, 'built-in', 'frozen' or null (namespace package); `locations` for a package. */
export function newSpec(name: string, loader: PyObject, origin: string | null, locations: string[] | null): PyObject {
  const spec = new PyDictInstance(PyModuleSpec_Type);
  const d = spec.dict!;
  const hasFile = origin !== null && origin !== "built-in" && origin !== "frozen";
  const vals: [string, PyObject][] = [
    ["name", newStr(name)],
    ["loader", (Py_INCREF(loader), loader)],
    ["origin", origin === null ? None : newStr(origin)],
    ["loader_state", None],
    ["submodule_search_locations", locations === null ? None : newList(locations.map((l) => newStr(l)))],
    ["_uninitialized_submodules", newList([])],
    ["_set_fileattr", hasFile ? True : False],
    ["_cached", None],
  ];
  for (const [k, v] of vals) {
    setStr(d, k, v);
    Py_DECREF(v);
  }
  return spec;
}

/** ModuleSpec.parent: the package the module is in ('' at the top level; a package is its own). */
export function specParent(spec: PyObject): string {
  const d = spec.dict!;
  const name = dictGetStr(d, internStr("name"));
  const n = name !== null && isStr(name) ? (name as PyStr).value : "";
  const locs = dictGetStr(d, internStr("submodule_search_locations"));
  if (locs !== null && locs !== None) return n;
  return n.slice(0, Math.max(0, n.lastIndexOf(".")));
}

/** ModuleSpec.cached: `_cached`, or computed from a source origin once (_get_cached). */
export function specCached(spec: PyObject): PyObject {
  const d = spec.dict!;
  const cached = dictGetStr(d, internStr("_cached"));
  if (cached !== null && cached !== None) return (Py_INCREF(cached), cached);
  const origin = dictGetStr(d, internStr("origin"));
  const fileattr = dictGetStr(d, internStr("_set_fileattr"));
  if (origin !== null && isStr(origin) && fileattr !== null && PyObject_IsTrue(fileattr)) {
    const o = (origin as PyStr).value;
    const c = o.endsWith(".py") ? newStr(cacheFromSource(o)) : o.endsWith(".pyc") ? newStr(o) : null;
    if (c !== null) {
      setStr(d, "_cached", c);
      return c;
    }
  }
  Py_INCREF(None);
  return None;
}

/** The Python properties' refusal (property_descr_set) for what they do not define. */
function noSetter(name: string, what: "setter" | "deleter"): never {
  throw newException(PyExc_AttributeError, `property '${name}' of 'ModuleSpec' object has no ${what}`);
}

defGetSet(PyModuleSpec_Type, "parent", (o) => newStr(specParent(o)), (_o, v) => noSetter("parent", v === null ? "deleter" : "setter"));
defGetSet(PyModuleSpec_Type, "cached", specCached, (o, v) => (v === null ? noSetter("cached", "deleter") : setStr(o.dict!, "_cached", v)));
defGetSet(PyModuleSpec_Type, "has_location", (o) => field(o, "_set_fileattr"), (o, v) => (v === null ? noSetter("has_location", "deleter") : setStr(o.dict!, "_set_fileattr", PyObject_IsTrue(v) ? True : False)));

/** The attributes `keys` of `o` (new references), released after `f` whatever it does. */
function withAttrs<T>(o: PyObject, keys: string[], f: (vals: PyObject[]) => T): T {
  const vals: PyObject[] = [];
  try {
    for (const k of keys) vals.push(getAttrString(o, k));
    return f(vals);
  } finally {
    for (const v of vals) Py_DECREF(v);
  }
}

PyModuleSpec_Type.tp_repr = (o) => withAttrs(o, ["name", "loader", "origin", "submodule_search_locations"], ([name, loader, origin, locs]) => {
  const parts = [`name=${PyObject_Repr(name!).value}`, `loader=${PyObject_Repr(loader!).value}`];
  if (origin !== None) parts.push(`origin=${PyObject_Repr(origin!).value}`);
  if (locs !== None) parts.push(`submodule_search_locations=${PyObject_Str(locs!).value}`);
  return newStr(`${o.ob_type.tp_name.slice(o.ob_type.tp_name.lastIndexOf(".") + 1)}(${parts.join(", ")})`);
});

const SPEC_EQ_FIELDS = ["name", "loader", "origin", "submodule_search_locations", "cached", "has_location"];

/** ModuleSpec.__eq__: name, loader, origin, search locations, cached and has_location agree. */
PyModuleSpec_Type.tp_richcompare = (a, b, op) => {
  if (op !== Py_EQ && op !== Py_NE) return NotImplemented;
  let eq: boolean;
  try {
    eq = withAttrs(a, SPEC_EQ_FIELDS, (av) => withAttrs(b, SPEC_EQ_FIELDS, (bv) => av.every((x, i) => PyObject_RichCompareBool(x, bv[i]!, Py_EQ))));
  } catch (e) {
    if (e instanceof PyObject && e.ob_type.isSubtype(PyExc_AttributeError)) {
      Py_DECREF(e);
      return NotImplemented;
    }
    throw e;
  }
  return eq === (op === Py_EQ) ? True : False;
};
PyModuleSpec_Type.tp_hash = PyObject_HashNotImplemented;
addSlotWrappers(PyModuleSpec_Type);
