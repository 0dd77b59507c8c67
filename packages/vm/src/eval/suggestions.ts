/**
 * "Did you mean" suggestions for NameError and AttributeError, as Lib/traceback.py computes them
 * (`_compute_suggestion_error`): first the C `_suggestions._generate_suggestions` (the parser's
 * `generateSuggestion`: Levenshtein over UTF-8 bytes), and only when it finds nothing traceback.py's
 * own pure-Python `_levenshtein_distance` (over code points, case via `lower()`: move cost 2, case
 * change 1, at most a third of the characters changed, 750 candidates, 40 characters) — CPython
 * runs both, and they differ on non-ASCII names and on exactly 750 candidates. An ImportError with
 * `name_from` imports its `name` again (`__import__(name)`, running a module that failed to import
 * once more, as CPython does) and looks in its dir(). Not yet: the "Did you forget to import" hint
 * (needs sys.stdlib_module_names).
 */
import { PyObject, PyType } from "../objects/object.js";
import { PyBaseExceptionObject, PyExc_NameError, PyExc_AttributeError, PyExc_ImportError } from "../objects/exceptions.js";
import { None } from "../objects/none.js";
import { importState } from "../modules/importer.js";
import { isStr, type PyStr } from "../objects/str.js";
import { dictItems, dictGetStr } from "../objects/dict.js";
import { PyModule } from "../objects/module.js";
import { internStr } from "../objects/str.js";
import { PyObject_GetOptionalAttr, PyObject_Call } from "../abstract.js";
import { generateSuggestion } from "@pyts/parser";

const MAX_CANDIDATE_ITEMS = 750;
const MAX_STRING_SIZE = 40;
const MOVE_COST = 2;
const CASE_COST = 1;

function substitutionCost(a: string, b: string): number {
  if (a === b) return 0;
  if (a.toLowerCase() === b.toLowerCase()) return CASE_COST;
  return MOVE_COST;
}

function levenshtein(a0: string, b0: string, maxCost: number): number {
  if (a0 === b0) return 0;
  let a = Array.from(a0), b = Array.from(b0);
  let pre = 0;
  while (pre < a.length && pre < b.length && a[pre] === b[pre]) pre++;
  a = a.slice(pre);
  b = b.slice(pre);
  let post = 0;
  while (post < a.length && post < b.length && a[a.length - 1 - post] === b[b.length - 1 - post]) post++;
  a = a.slice(0, a.length - post);
  b = b.slice(0, b.length - post);
  if (a.length === 0 || b.length === 0) return MOVE_COST * (a.length + b.length);
  if (a.length > MAX_STRING_SIZE || b.length > MAX_STRING_SIZE) return maxCost + 1;
  if (b.length < a.length) [a, b] = [b, a];
  if ((b.length - a.length) * MOVE_COST > maxCost) return maxCost + 1;
  const row: number[] = [];
  for (let i = 1; i <= a.length; i++) row.push(i * MOVE_COST);
  let result = 0;
  for (let bi = 0; bi < b.length; bi++) {
    const bch = b[bi]!;
    let distance = (result = bi * MOVE_COST);
    let minimum = Number.MAX_SAFE_INTEGER;
    for (let i = 0; i < a.length; i++) {
      const substitute = distance + substitutionCost(bch, a[i]!);
      distance = row[i]!;
      const insertDelete = Math.min(result, distance) + MOVE_COST;
      result = Math.min(insertDelete, substitute);
      row[i] = result;
      if (result < minimum) minimum = result;
    }
    if (minimum > maxCost) return maxCost + 1;
  }
  return result;
}

function closest(d: string[], wrong: string): string | null {
  return generateSuggestion(d, wrong) ?? closestPython(d, wrong);
}

/** traceback.py's fallback when `_suggestions` returned nothing. */
function closestPython(d: string[], wrong: string): string | null {
  if (d.length > MAX_CANDIDATE_ITEMS) return null;
  const wl = Array.from(wrong).length;
  if (wl > MAX_STRING_SIZE) return null;
  let best = wl;
  let suggestion: string | null = null;
  for (const name of d) {
    if (name === wrong) continue;
    let maxDistance = Math.floor(((Array.from(name).length + wl + 3) * MOVE_COST) / 6);
    maxDistance = Math.min(maxDistance, best - 1);
    const cur = levenshtein(wrong, name, maxDistance);
    if (cur > maxDistance) continue;
    if (!suggestion || cur < best) {
      suggestion = name;
      best = cur;
    }
  }
  return suggestion;
}

/** `dir(obj)` names as the suggestion code sees them. */
function dirNames(o: PyObject): string[] {
  const names = new Set<string>();
  if (o instanceof PyModule) {
    for (const [k] of dictItems(o.dict!)) if (isStr(k)) names.add((k as PyStr).value);
  } else if (o instanceof PyType) {
    for (const t of o.tp_mro) for (const k of t.tp_dict.keys()) names.add(k);
  } else {
    if (o.dict) for (const [k] of dictItems(o.dict)) if (isStr(k)) names.add((k as PyStr).value);
    for (const t of o.ob_type.tp_mro) for (const k of t.tp_dict.keys()) names.add(k);
  }
  return [...names];
}

function codePointSort(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The ". Did you mean: 'x'?" suffix for a NameError/AttributeError, or "". */
export function suggestionFor(e: PyBaseExceptionObject): string {
  const rec = e as unknown as { attrName?: PyStr; attrObj?: PyObject; nameAttr?: PyStr; frameNames?: string[]; frameSelf?: PyObject | null };
  let s: string | null = null;
  if (e.ob_type.isSubtype(PyExc_AttributeError) && rec.attrName && rec.attrObj) {
    const wrong = rec.attrName.value;
    let d = dirNames(rec.attrObj).sort(codePointSort);
    const hide = !wrong.startsWith("_") && !(rec.frameSelf != null && rec.frameSelf === rec.attrObj);
    if (hide) d = d.filter((x) => !x.startsWith("_"));
    s = closest(d, wrong);
  } else if (e.ob_type.isSubtype(PyExc_NameError) && rec.nameAttr && rec.frameNames) {
    const wrong = rec.nameAttr.value;
    if (rec.frameSelf) {
      const v = PyObject_GetOptionalAttr(rec.frameSelf, internStr(wrong));
      if (v !== null) return `. Did you mean: 'self.${wrong}'?`;
    }
    s = closest(rec.frameNames, wrong);
  } else if (e.ob_type.isSubtype(PyExc_ImportError)) {
    const nameFrom = PyObject_GetOptionalAttr(e, internStr("name_from"));
    if (nameFrom === null || nameFrom === None || !isStr(nameFrom)) return "";
    const wrong = (nameFrom as PyStr).value;
    try {
      const imp = dictGetStr(importState.builtins.dict!, internStr("__import__"));
      const name = PyObject_GetOptionalAttr(e, internStr("name")) ?? None;
      if (imp === null) return "";
      const mod = PyObject_Call(imp, [name]);
      let d = dirNames(mod).sort(codePointSort);
      if (!wrong.startsWith("_")) d = d.filter((x) => !x.startsWith("_"));
      s = closest(d, wrong);
    } catch {
      return "";
    }
  }
  return s ? `. Did you mean: '${s}'?` : "";
}

