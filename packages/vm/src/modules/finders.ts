/**
 * The finders and loaders on `sys.meta_path` as Python sees them (importlib._bootstrap's
 * BuiltinImporter and FrozenImporter, _bootstrap_external's PathFinder, SourceFileLoader and
 * zipimporter's loader half): `find_spec`, `create_module`, `exec_module`. The import statement
 * searches and loads through these same finders natively (importer.ts findInMetaPath); these
 * methods are what `importlib.import_module`, `importlib.util.find_spec`, `importlib.reload` and
 * `runpy` call, running CPython's own _bootstrap.py over them.
 */
import { PyObject, Py_INCREF, Py_DECREF } from "../objects/object.js";
import { None } from "../objects/none.js";
import { False } from "../objects/bool.js";
import { internStr, newStr, isStr, type PyStr } from "../objects/str.js";
import { dictGetStr } from "../objects/dict.js";
import { newCode } from "../objects/code.js";
import { PyExc_ImportError, newException, typeError } from "../objects/exceptions.js";
import { defClassMethod, defMethod } from "../objects/descr.js";
import { PyObject_Call, PyObject_Repr, getAttrString, typeName } from "../abstract.js";
import { parseArgs } from "../args.js";
import { compile } from "@pyts/compiler";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { PyBuiltinImporter_Type, PyFrozenImporter_Type, PyPathFinder_Type, PySourceFileLoader_Type, newSpec } from "./importlibTypes.js";
import { execFound, findFrozen, findOnPath, importModuleLevel, importState, specFromFound, type Found } from "./importer.js";
import { toPythonSyntaxError } from "./bltinCompile.js";
import { PySyntaxError } from "@pyts/lexer";
import { PyZipImporter_Type, entryOf, moduleFile, zipRead } from "./zipimport.js";

function strArg(fn: string, o: PyObject): string {
  if (!isStr(o)) typeError(`${fn}() argument must be str, not ${typeName(o)}`);
  return (o as PyStr).value;
}

/** The `name` a spec carries. */
function specName(spec: PyObject): string {
  const n = getAttrString(spec, "name");
  try {
    return strArg("spec.name", n);
  } finally {
    Py_DECREF(n);
  }
}

/** The name the module's spec gives (exec_module's module). */
function moduleSpecName(module: PyObject): string {
  const spec = getAttrString(module, "__spec__");
  try {
    return specName(spec);
  } finally {
    Py_DECREF(spec);
  }
}

// BuiltinImporter: classmethods, the class itself being the loader
defClassMethod(PyBuiltinImporter_Type, "find_spec", (_cls, args, kw) => {
  const [fullname] = parseArgs("find_spec", args, kw, ["fullname", "path", "target"], 1, 0);
  const name = strArg("find_spec", fullname!);
  return importState.native.has(name) ? newSpec(name, PyBuiltinImporter_Type, "built-in", null) : (Py_INCREF(None), None);
});
defClassMethod(PyBuiltinImporter_Type, "create_module", (_cls, args, kw) => {
  const [spec] = parseArgs("create_module", args, kw, ["spec"], 1, 0);
  const name = specName(spec!);
  const create = importState.native.get(name);
  if (create === undefined) throw PyObject_Call(PyExc_ImportError, [newStr(`no built-in module named ${name}`), newStr(name)], ["name"]);
  return create();
});
defClassMethod(PyBuiltinImporter_Type, "exec_module", (_cls, args, kw) => {
  parseArgs("exec_module", args, kw, ["module"], 1, 0);
  return None;
});
for (const T of [PyBuiltinImporter_Type, PyFrozenImporter_Type]) {
  defClassMethod(T, "is_package", (_cls, args, kw) => {
    parseArgs("is_package", args, kw, ["fullname"], 1, 0);
    return False;
  });
  defClassMethod(T, "get_source", (_cls, args, kw) => {
    parseArgs("get_source", args, kw, ["fullname"], 1, 0);
    return None;
  });
}
defClassMethod(PyBuiltinImporter_Type, "get_code", (_cls, args, kw) => {
  parseArgs("get_code", args, kw, ["fullname"], 1, 0);
  return None;
});

// FrozenImporter: the frozen modules' source is the stdlib zip's
defClassMethod(PyFrozenImporter_Type, "find_spec", (_cls, args, kw) => {
  const [fullname] = parseArgs("find_spec", args, kw, ["fullname", "path", "target"], 1, 0);
  const name = strArg("find_spec", fullname!);
  const found = findFrozen(name);
  return found === null ? (Py_INCREF(None), None) : specFromFound(name, found);
});
defClassMethod(PyFrozenImporter_Type, "create_module", (_cls, args, kw) => {
  parseArgs("create_module", args, kw, ["spec"], 1, 0);
  return None;
});
defClassMethod(PyFrozenImporter_Type, "exec_module", (_cls, args, kw) => {
  const [module] = parseArgs("exec_module", args, kw, ["module"], 1, 0);
  const name = moduleSpecName(module!);
  const found = findFrozen(name);
  if (found === null) throw PyObject_Call(PyExc_ImportError, [newStr(`No such frozen object named ${PyObject_Repr(newStr(name)).value}`), newStr(name)], ["name"]);
  execFound(module!, name, found);
  return None;
});
defClassMethod(PyFrozenImporter_Type, "get_code", (_cls, args, kw) => {
  const [fullname] = parseArgs("get_code", args, kw, ["fullname"], 1, 0);
  const name = strArg("get_code", fullname!);
  const found = findFrozen(name);
  if (found === null) throw PyObject_Call(PyExc_ImportError, [newStr(`No such frozen object named ${PyObject_Repr(fullname!).value}`), newStr(name)], ["name"]);
  return compileModule(readSourceOf(found), `<frozen ${name}>`);
});

function readSourceOf(found: Found): Uint8Array {
  if (found.zip !== undefined) return zipRead(found.zip.entry, found.zip.key);
  return readFileSync(resolve(importState.cwd, found.file!));
}

/** compile() of a module's source as import compiles it (a SyntaxError as Python's). */
function compileModule(source: Uint8Array, filename: string): PyObject {
  try {
    return newCode(compile(source, filename, "exec"));
  } catch (e) {
    if (e instanceof PySyntaxError) throw toPythonSyntaxError(e, "exec");
    throw e;
  }
}

// PathFinder: sys.path (or the parent package's __path__), as FileFinder and zipimporter search it
defClassMethod(PyPathFinder_Type, "find_spec", (_cls, args, kw) => {
  const [fullname, path] = parseArgs("find_spec", args, kw, ["fullname", "path", "target"], 1, 0);
  const name = strArg("find_spec", fullname!);
  const found = findOnPath(name.slice(name.lastIndexOf(".") + 1), path === null || path === None ? null : path);
  return found === null ? (Py_INCREF(None), None) : specFromFound(name, found);
});
defClassMethod(PyPathFinder_Type, "invalidate_caches", (_cls, args, kw) => {
  parseArgs("invalidate_caches", args, kw, [], 0, 0);
  return None;
});
// PathFinder.find_distributions: importlib.metadata's MetadataPathFinder answers
defClassMethod(PyPathFinder_Type, "find_distributions", (_cls, args, kw) => {
  const name = newStr("importlib.metadata");
  const md = importModuleLevel(name, null, null, 0);
  Py_DECREF(name);
  try {
    const finder = getAttrString(md, "MetadataPathFinder");
    try {
      const f = getAttrString(finder, "find_distributions");
      try {
        return PyObject_Call(f, args, kw);
      } finally {
        Py_DECREF(f);
      }
    } finally {
      Py_DECREF(finder);
    }
  } finally {
    Py_DECREF(md);
  }
});

// SourceFileLoader and zipimporter: the loader halves of module_from_spec / exec_module
for (const T of [PySourceFileLoader_Type, PyZipImporter_Type]) {
  defMethod(T, "create_module", (_self, args, kw) => {
    parseArgs("create_module", args, kw, ["spec"], 1, 0);
    return None;
  });
}
function loaderPath(self: PyObject): string {
  const p = dictGetStr(self.dict!, internStr("path"));
  if (p === null || !isStr(p)) throw newException(PyExc_ImportError, "loader has no path");
  return (p as PyStr).value;
}
defMethod(PySourceFileLoader_Type, "exec_module", (self, args, kw) => {
  const [module] = parseArgs("exec_module", args, kw, ["module"], 1, 0);
  execFound(module!, moduleSpecName(module!), { file: loaderPath(self), locations: null });
  return None;
});
defMethod(PySourceFileLoader_Type, "get_code", (self, args, kw) => {
  parseArgs("get_code", args, kw, ["fullname"], 1, 0);
  const path = loaderPath(self);
  return compileModule(readFileSync(resolve(importState.cwd, path)), path);
});
defMethod(PyZipImporter_Type, "exec_module", (self, args, kw) => {
  const [module] = parseArgs("exec_module", args, kw, ["module"], 1, 0);
  const name = moduleSpecName(module!);
  const nameObj = newStr(name);
  const f = moduleFile(self, nameObj);
  Py_DECREF(nameObj);
  if (f === null) throw PyObject_Call(PyExc_ImportError, [newStr(`can't find module ${PyObject_Repr(newStr(name)).value}`), newStr(name)], ["name"]);
  execFound(module!, name, { file: f.file, locations: null, zip: { entry: entryOf(self), key: f.key } });
  return None;
});
