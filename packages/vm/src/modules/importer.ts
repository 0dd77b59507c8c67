/**
 * The import system, first cut (Python/import.c + importlib's path finder, reduced): builtin
 * modules registered by the VM, then `<dir>.py` source files found on `sys.path` (the script's
 * directory first), compiled by pyts (`@pyts/parser` + `@pyts/compiler`) and executed in a fresh
 * module namespace registered in `sys.modules` before it runs (so circular imports see the
 * partial module, as in CPython). Packages, relative imports and the stdlib zip are not yet done.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { compile } from "@pyts/compiler";
import { parse } from "@pyts/parser";
import { PyObject, Py_INCREF } from "../objects/object.js";
import { None } from "../objects/none.js";
import { internStr, newStr, isStr, type PyStr } from "../objects/str.js";
import { dictSetItem, dictGetStr } from "../objects/dict.js";
import { PyModule, newModule } from "../objects/module.js";
import { newCode } from "../objects/code.js";
import { PyFrame } from "../objects/frame.js";
import { PyExc_ModuleNotFoundError, PyExc_ImportError, newException } from "../objects/exceptions.js";
import { evalFrame, pushFrame } from "../eval/ceval.js";
import { sourceCache } from "../eval/printException.js";
import { PyObject_GetOptionalAttr } from "../abstract.js";

export interface ImportState {
  modules: Map<string, PyObject>;
  /** Directories searched for `<name>.py`, in order (sys.path's directories). */
  path: string[];
  builtins: PyModule;
}

export const importState: ImportState = { modules: new Map(), path: [], builtins: null as unknown as PyModule };

function notFound(name: string): never {
  const e = newException(PyExc_ModuleNotFoundError, `No module named '${name}'`);
  throw e;
}

/** `import name` (absolute, level 0): the module object (new reference). */
export function importModuleLevel0(name: string): PyObject {
  const top = name.split(".")[0]!;
  const cached = importState.modules.get(name) ?? importState.modules.get(top);
  if (cached !== undefined) {
    Py_INCREF(cached);
    return cached;
  }
  if (name.includes(".")) notFound(name);
  for (const dir of importState.path) {
    const file = join(dir, `${name}.py`);
    if (existsSync(file)) return loadSourceModule(name, file);
  }
  notFound(name);
}

function loadSourceModule(name: string, file: string): PyObject {
  const source = readFileSync(file);
  const text = new TextDecoder().decode(source);
  const displayName = file;
  const co = compile(parse(source, { filename: displayName, mode: "exec" }), displayName, "exec");
  sourceCache.set(displayName, text.split(/\r\n|\r|\n/));
  const mod = newModule(name);
  const g = mod.dict!;
  dictSetItem(g, internStr("__file__"), newStr(displayName));
  dictSetItem(g, internStr("__builtins__"), importState.builtins);
  dictSetItem(g, internStr("__doc__"), None);
  importState.modules.set(name, mod);
  const frame = new PyFrame(newCode(co), null, g, importState.builtins.dict!, g);
  pushFrame(frame);
  frame.isEntry = true;
  try {
    evalFrame(frame, null);
  } catch (e) {
    importState.modules.delete(name);
    throw e;
  }
  Py_INCREF(mod);
  return mod;
}

/** IMPORT_FROM: `from module import name` (ImportError with CPython's message when missing). */
export function importFrom(module: PyObject, name: PyStr): PyObject {
  const v = PyObject_GetOptionalAttr(module, name);
  if (v !== null) return v;
  const modName = module instanceof PyModule ? module.name : "?";
  const file = module.dict ? dictGetStr(module.dict, internStr("__file__")) : null;
  const where = file !== null && isStr(file) ? file.value : "unknown location";
  throw newException(PyExc_ImportError, `cannot import name '${name.value}' from '${modName}' (${where})`);
}
