/**
 * `_imp` (Python/import.c): what importlib's Python modules ask the import system — whether a name
 * is a builtin or a frozen module, creating a builtin module, the import lock, extension suffixes.
 * pyts imports natively (importer.ts); this module answers from that same registry, so
 * `importlib/__init__.py` can set up its Python `_bootstrap` over it (as it does where there is no
 * `_frozen_importlib`). Frozen modules' code is not handed out (`get_frozen_object` raises
 * ImportError): pyts's own importer runs them.
 */
import { PyObject, Py_INCREF } from "../objects/object.js";
import { None } from "../objects/none.js";
import { False, newBool } from "../objects/bool.js";
import { newInt } from "../objects/int.js";
import { internStr, isStr, newStr, type PyStr } from "../objects/str.js";
import { newList } from "../objects/list.js";
import { newTuple } from "../objects/tuple.js";
import { dictGetItem, dictSetItem } from "../objects/dict.js";
import { PyModule, newModule } from "../objects/module.js";
import { newCFunction, type MethodImpl } from "../objects/descr.js";
import { newException, typeError, PyExc_ImportError } from "../objects/exceptions.js";
import { PyObject_GetAttr, typeName } from "../abstract.js";
import { parseArgs } from "../args.js";
import { FROZEN, importModuleLevel, importState } from "./importer.js";
import { MAGIC_NUMBER } from "@pyts/compiler";

function nameArg(fname: string, o: PyObject): string {
  if (!isStr(o)) typeError(`${fname}() argument must be str, not ${typeName(o)}`);
  return (o as PyStr).value;
}

/** is_builtin: 1 for a builtin module, -1 for one that cannot be re-initialised (sys, builtins), 0 else. */
function isBuiltin(name: string): number {
  if (name === "sys" || name === "builtins") return -1;
  return importState.native.has(name) ? 1 : 0;
}

export function makeImp(): PyModule {
  const mod = newModule("_imp");
  const d = mod.dict!;
  const def = (name: string, impl: MethodImpl) => dictSetItem(d, internStr(name), newCFunction(name, impl, mod));
  const none = () => (Py_INCREF(None), None);
  // one thread runs at a time in pyts: the import lock has no one to wait for
  def("acquire_lock", none);
  def("release_lock", none);
  def("lock_held", () => (Py_INCREF(False), False));
  def("is_builtin", (_s, args, kw) => {
    const [n] = parseArgs("is_builtin", args, kw, ["name"], 1, 0);
    return newInt(isBuiltin(nameArg("is_builtin", n!)));
  });
  def("create_builtin", (_s, args, kw) => {
    const [spec] = parseArgs("create_builtin", args, kw, ["spec"], 1, 0);
    const nameObj = PyObject_GetAttr(spec!, internStr("name"));
    const name = nameArg("create_builtin", nameObj);
    const have = dictGetItem(importState.modules, nameObj);
    if (have !== null) return (Py_INCREF(have), have);
    if (isBuiltin(name) === 0) throw newException(PyExc_ImportError, `no built-in module named ${name}`);
    return importModuleLevel(nameObj, null, null, 0);
  });
  def("exec_builtin", () => newInt(0));
  def("exec_dynamic", () => newInt(0));
  def("is_frozen", (_s, args, kw) => {
    const [n] = parseArgs("is_frozen", args, kw, ["name"], 1, 0);
    return newBool(FROZEN.has(nameArg("is_frozen", n!)));
  });
  def("is_frozen_package", (_s, args, kw) => {
    const [n] = parseArgs("is_frozen_package", args, kw, ["name"], 1, 0);
    nameArg("is_frozen_package", n!);
    return newBool(false);
  });
  def("find_frozen", (_s, args, kw) => {
    const [n] = parseArgs("find_frozen", args, kw, ["name", "withdata"], 1, 0);
    const name = nameArg("find_frozen", n!);
    if (!FROZEN.has(name)) return (Py_INCREF(None), None);
    // (data, ispkg, origname): no marshalled data handed out, not a package, its own name
    return newTuple([None, False, newStr(name)]);
  });
  def("get_frozen_object", (_s, args, kw) => {
    const [n] = parseArgs("get_frozen_object", args, kw, ["name", "data"], 1, 0);
    throw newException(PyExc_ImportError, `No such frozen object named '${nameArg("get_frozen_object", n!)}'`);
  });
  def("init_frozen", none);
  def("_frozen_module_names", () => newTuple([...FROZEN].map((n) => newStr(n))));
  def("extension_suffixes", () => newList([]));
  def("_fix_co_filename", none);
  def("_override_frozen_modules_for_tests", () => newInt(0));
  def("_override_multi_interp_extensions_check", () => newInt(-1));
  dictSetItem(d, internStr("check_hash_based_pycs"), internStr("default"));
  dictSetItem(d, internStr("pyc_magic_number_token"), newInt(MAGIC_NUMBER.reduce((v: number, b: number, i: number) => v + b * 256 ** i, 0)));
  return mod;
}
