/**
 * TEMPORARY until branch natives (which writes the real `itertools`, modules/itertools.ts): the
 * one thing the stdlib modules pyts imports today need from it, `itertools.count()` counting up
 * from 0 by 1 (weakref.finalize's index). No arguments, no repr: delete this file and its line in
 * run.ts when the native module is merged.
 */
import { PyObject, Py_INCREF, newStaticType, keepConstructFast } from "../objects/object.js";
import { newInt } from "../objects/int.js";
import { internStr } from "../objects/str.js";
import { dictSetItem } from "../objects/dict.js";
import { PyModule, newModule } from "../objects/module.js";
import { addSlotWrappers } from "../objects/typeobject.js";
import { parseArgs } from "../args.js";

class PyCount extends PyObject {
  n = 0;
}
keepConstructFast(PyCount);

const PyCount_Type = newStaticType("count");
PyCount_Type.tp_module = "itertools";
PyCount_Type.tp_alloc = (t) => new PyCount(t);
PyCount_Type.tp_new = (t, args, kw) => {
  parseArgs("count", args, kw, [], 0, 0);
  return t.tp_alloc(t);
};
PyCount_Type.tp_iter = (o) => (Py_INCREF(o), o);
PyCount_Type.tp_iternext = (o) => newInt((o as PyCount).n++);
addSlotWrappers(PyCount_Type);

export function makeItertoolsStub(): PyModule {
  const mod = newModule("itertools");
  dictSetItem(mod.dict!, internStr("count"), PyCount_Type);
  return mod;
}
