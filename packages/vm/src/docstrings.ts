/**
 * The builtins' docstrings (tp_doc, ml_doc, getset/member docs), looked up lazily when `__doc__`
 * is read, from the table scripts/generators/docstrings.ts takes from the oracle.
 */
import { DOC_INDEX, DOC_TEXTS } from "./docstrings.generated.js";
import { Py_TPFLAGS_HEAPTYPE, type PyType } from "./objects/object.js";

/**
 * The doc of a builtin function or type named `key` ("len", "int"), of "type.attr", or of a
 * builtin module's function "module.name"; null when it has none.
 */
export function builtinDoc(key: string): string | null {
  const i = Object.hasOwn(DOC_INDEX, key) ? DOC_INDEX[key] : undefined;
  return i === undefined ? null : DOC_TEXTS[i]!;
}

/**
 * The doc of attribute `name` of a static type, found in the first class of `mro` that has one
 * (heap types are Python classes: their names say nothing about the builtins).
 */
export function builtinAttrDoc(mro: readonly PyType[], name: string): string | null {
  for (const t of mro) {
    if ((t.tp_flags & Py_TPFLAGS_HEAPTYPE) !== 0) continue;
    const d = builtinDoc(`${t.tp_name}.${name}`);
    if (d !== null) return d;
  }
  return null;
}
