/**
 * The _typing module (Modules/_typingmodule.c, 3.14): the native pieces typing.py imports —
 * TypeVar, ParamSpec, TypeVarTuple, ParamSpecArgs, ParamSpecKwargs, TypeAliasType and Generic
 * (types/typevars.ts, types/generic.ts), Union (types.UnionType, types/union.ts), NoDefault and
 * `_idfunc` (the identity NewType calls return).
 */
import { PyObject, Py_INCREF } from "../objects/object.js";
import { internStr } from "../objects/str.js";
import { dictSetItem } from "../objects/dict.js";
import { PyModule, newModule } from "../objects/module.js";
import { newCFunction } from "../objects/descr.js";
import { typeError } from "../objects/exceptions.js";
import { noKw } from "../args.js";
import {
  PyTypeVar_Type, PyParamSpec_Type, PyTypeVarTuple_Type, PyParamSpecArgs_Type, PyParamSpecKwargs_Type, PyTypeAlias_Type, NoDefault,
} from "../types/typevars.js";
import { PyGeneric_Type } from "../types/generic.js";
import { PyUnion_Type } from "../types/union.js";

export function makeTyping(): PyModule {
  const mod = newModule("_typing");
  const d = mod.dict!;
  dictSetItem(d, internStr("__doc__"), internStr("Primitives and accelerators for the typing module.\n"));
  // _idfunc(x, /): METH_O
  const idfunc = newCFunction("_idfunc", (_s, args, kw) => {
    noKw("_idfunc", kw);
    if (args.length !== 1) typeError(`_typing._idfunc() takes exactly one argument (${args.length} given)`);
    Py_INCREF(args[0]!);
    return args[0]!;
  }, mod);
  dictSetItem(d, internStr("_idfunc"), idfunc);
  const items: [string, PyObject][] = [
    ["TypeVar", PyTypeVar_Type], ["TypeVarTuple", PyTypeVarTuple_Type], ["ParamSpec", PyParamSpec_Type],
    ["ParamSpecArgs", PyParamSpecArgs_Type], ["ParamSpecKwargs", PyParamSpecKwargs_Type], ["Generic", PyGeneric_Type],
    ["TypeAliasType", PyTypeAlias_Type], ["Union", PyUnion_Type], ["NoDefault", NoDefault],
  ];
  for (const [n, v] of items) dictSetItem(d, internStr(n), v);
  return mod;
}
