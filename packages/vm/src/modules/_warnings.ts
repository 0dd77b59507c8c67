/**
 * `_warnings` (Python/_warnings.c) as far as the import system needs a builtin of that name:
 * importlib's `_bootstrap._setup` requires it, and `_bootstrap_external` warns through it.
 * `warn` and `warn_explicit` hand the warning to the `warnings` module (the zip's pure-Python
 * `_py_warnings` implementation, which `warnings.py` uses when `_warnings` lacks the C filters —
 * as here: this module has no `filters`, so `from _warnings import filters, …` falls back).
 */
import { PyObject } from "../objects/object.js";
import { internStr } from "../objects/str.js";
import { dictSetItem } from "../objects/dict.js";
import { PyModule, newModule } from "../objects/module.js";
import { newCFunction } from "../objects/descr.js";
import { PyObject_Call, PyObject_GetAttr } from "../abstract.js";
import { Py_DECREF } from "../objects/object.js";
import { importModuleLevel } from "./importer.js";

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
