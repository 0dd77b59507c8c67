/**
 * `_warnings` (Python/_warnings.c) as far as the import system needs a builtin of that name:
 * importlib's `_bootstrap._setup` requires it, and `_bootstrap_external` warns through it.
 * `warn` and `warn_explicit` hand the warning to the `warnings` module (the zip's pure-Python
 * `_py_warnings` implementation, which `warnings.py` uses when `_warnings` lacks the C filters —
 * as here: this module has no `filters`, so `from _warnings import filters, …` falls back).
 */
import { PyObject, Py_INCREF } from "../objects/object.js";
import { newInt } from "../objects/int.js";
import { PyList } from "../objects/list.js";
import { PyExc_ResourceWarning } from "../objects/exceptions.js";
import { internStr, newStr } from "../objects/str.js";
import { dictGetItem, dictSetItem } from "../objects/dict.js";
import { PyModule, newModule } from "../objects/module.js";
import { newCFunction } from "../objects/descr.js";
import { PyObject_Call, PyObject_GetAttr } from "../abstract.js";
import { Py_DECREF } from "../objects/object.js";
import { importModuleLevel, importState } from "./importer.js";

/**
 * PyErr_ResourceWarning(source, 1, message): `warnings.warn(message, ResourceWarning, 1, source)`.
 * Under the default filters (no -W option, `warnings` never imported) a ResourceWarning is
 * ignored, and nothing is imported for it.
 */
export function resourceWarning(source: PyObject, message: string): void {
  const modules = importState.modules;
  let warnings = dictGetItem(modules, internStr("warnings"));
  if (warnings === null) {
    const sys = importState.sys;
    const opts = sys !== null && sys.dict !== null ? dictGetItem(sys.dict, internStr("warnoptions")) : null;
    if (!(opts instanceof PyList) || opts.items.length === 0) return;
    warnings = importModuleLevel(internStr("warnings"), null, null, 0);
  } else {
    Py_INCREF(warnings);
  }
  let warn: PyObject;
  try {
    warn = PyObject_GetAttr(warnings, internStr("warn"));
  } finally {
    Py_DECREF(warnings);
  }
  const msg = newStr(message);
  const level = newInt(1);
  try {
    Py_DECREF(PyObject_Call(warn, [msg, PyExc_ResourceWarning, level, source], null));
  } finally {
    Py_DECREF(warn);
    Py_DECREF(msg);
    Py_DECREF(level);
  }
}

export function makeWarnings(): PyModule {
  const mod = newModule("_warnings");
  const d = mod.dict!;
  for (const name of ["warn", "warn_explicit"]) {
    dictSetItem(d, internStr(name), newCFunction(name, (_s, args, kw) => {
      const warnings = importModuleLevel(internStr("warnings"), null, null, 0);
      let f: PyObject;
      try {
        f = PyObject_GetAttr(warnings, internStr(name));
      } finally {
        Py_DECREF(warnings);
      }
      try {
        return PyObject_Call(f, args, kw);
      } finally {
        Py_DECREF(f);
      }
    }, mod));
  }
  return mod;
}
