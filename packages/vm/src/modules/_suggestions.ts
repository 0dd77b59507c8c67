/**
 * The _suggestions module (Modules/_suggestions.c, 3.14): `_generate_suggestions(candidates, item)`,
 * the "Did you mean" search that Lib/traceback.py calls first. The search itself is the parser's
 * `generateSuggestion` (Python/suggestions.c's `_Py_CalculateSuggestions`), the one used for
 * NameError/AttributeError messages and keyword typos too.
 */
import { PyObject, Py_INCREF, Py_DECREF } from "../objects/object.js";
import { None } from "../objects/none.js";
import { internStr, isStr, type PyStr } from "../objects/str.js";
import { PyList_Type, type PyList } from "../objects/list.js";
import { dictSetItem } from "../objects/dict.js";
import { PyModule, newModule } from "../objects/module.js";
import { newCFunction } from "../objects/descr.js";
import { typeError } from "../objects/exceptions.js";
import { noKw, checkPositional, badArgument } from "../args.js";
import { generateSuggestion } from "@pyts/parser";

export function makeSuggestions(): PyModule {
  const mod = newModule("_suggestions");
  const d = mod.dict!;
  const f = newCFunction("_generate_suggestions", (_s, args, kw) => {
    noKw("_suggestions._generate_suggestions", kw);
    checkPositional("_generate_suggestions", args.length, 2, 2);
    const [candidates, item] = args as [PyObject, PyObject];
    if (!isStr(item)) badArgument("_generate_suggestions", "argument 2", "str", item);
    if (candidates.ob_type !== PyList_Type) typeError("candidates must be a list");
    const names: string[] = [];
    for (const e of (candidates as PyList).items) {
      if (!isStr(e)) typeError("all elements in 'candidates' must be strings");
      names.push((e as PyStr).value);
    }
    const s = generateSuggestion(names, (item as PyStr).value);
    if (s === null) return None;
    const i = names.indexOf(s);
    const o = (candidates as PyList).items[i]!;
    Py_INCREF(o);
    return o;
  }, mod);
  dictSetItem(d, internStr("_generate_suggestions"), f);
  Py_DECREF(f);
  return mod;
}
