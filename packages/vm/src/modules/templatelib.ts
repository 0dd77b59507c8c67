/**
 * PEP 750 template strings: string.templatelib's Template and Interpolation
 * (Objects/templateobject.c, Objects/interpolationobject.c), the BUILD_TEMPLATE /
 * BUILD_INTERPOLATION helpers of the eval loop, and the `string.templatelib` module (native, as
 * pyts cannot load the stdlib yet: Template, Interpolation, convert).
 */
import { PyObject, Py_INCREF, Py_DECREF, newStaticType, keepConstructFast, type PyType } from "../objects/object.js";
import { None, NotImplemented } from "../objects/none.js";
import { newStr, isStr, internStr, type PyStr } from "../objects/str.js";
import { newTuple, isTuple, type PyTuple } from "../objects/tuple.js";
import { newList } from "../objects/list.js";
import { dictSetItem } from "../objects/dict.js";
import { PyModule, newModule } from "../objects/module.js";
import { PyExc_ValueError, newException, typeError } from "../objects/exceptions.js";
import { addSlotWrappers } from "../objects/typeobject.js";
import { defGetSet, newCFunction } from "../objects/descr.js";
import { PyObject_Repr, PyObject_Str, typeName } from "../abstract.js";
import { parseArgs } from "../args.js";
import { argTypeName } from "../types/strutil.js";

export const PyTemplate_Type = newStaticType("string.templatelib.Template", undefined, 0);
export const PyInterpolation_Type = newStaticType("string.templatelib.Interpolation", undefined, 0);
export const PyTemplateIter_Type = newStaticType("string.templatelib.TemplateIter", undefined, 0);
for (const t of [PyTemplate_Type, PyInterpolation_Type, PyTemplateIter_Type]) t.tp_module = "string.templatelib";

export class PyTemplate extends PyObject {
  declare strings: PyTuple;
  declare interpolations: PyTuple;
  constructor(strings: PyTuple, interpolations: PyTuple) {
    super(PyTemplate_Type);
    this.strings = strings;
    this.interpolations = interpolations;
  }
}

export class PyInterpolation extends PyObject {
  declare value: PyObject;
  declare expression: PyObject;
  declare conversion: PyObject;
  declare formatSpec: PyObject;
  constructor(value: PyObject, expression: PyObject, conversion: PyObject, formatSpec: PyObject) {
    super(PyInterpolation_Type);
    this.value = value;
    this.expression = expression;
    this.conversion = conversion;
    this.formatSpec = formatSpec;
  }
}

class PyTemplateIter extends PyObject {
  declare items: PyObject[];
  declare i: number;
  constructor(items: PyObject[]) {
    super(PyTemplateIter_Type);
    this.items = items;
    this.i = 0;
  }
}

const CONVERSIONS = [null, "s", "r", "a"] as const;

/** _PyInterpolation_Build: BUILD_INTERPOLATION (conversion 0 none, 1 s, 2 r, 3 a). Steals nothing. */
export function buildInterpolation(value: PyObject, expression: PyObject, conversion: number, formatSpec: PyObject | null): PyObject {
  const c = CONVERSIONS[conversion];
  const conv = c ? newStr(c) : None;
  const spec = formatSpec ?? newStr("");
  Py_INCREF(value);
  Py_INCREF(expression);
  if (formatSpec !== null) Py_INCREF(formatSpec);
  return new PyInterpolation(value, expression, conv, spec);
}

/** _PyTemplate_Build: BUILD_TEMPLATE from a tuple of strings and a tuple of interpolations. */
export function buildTemplate(strings: PyObject, interpolations: PyObject): PyObject {
  Py_INCREF(strings);
  Py_INCREF(interpolations);
  return new PyTemplate(strings as PyTuple, interpolations as PyTuple);
}

/** Template from a mix of str and Interpolation (consecutive strings joined, '' between interpolations). */
function templateFromParts(parts: PyObject[]): PyTemplate {
  const strings: string[] = [];
  const interps: PyObject[] = [];
  let last: string | null = null;
  for (const p of parts) {
    if (isStr(p)) last = (last ?? "") + (p as PyStr).value;
    else if (p.ob_type === PyInterpolation_Type) {
      strings.push(last ?? "");
      last = null;
      Py_INCREF(p);
      interps.push(p);
    } else typeError(`Template.__new__ *args need to be of type 'str' or 'Interpolation', got ${typeName(p)}`);
  }
  strings.push(last ?? "");
  return new PyTemplate(newTuple(strings.map((s) => newStr(s))), newTuple(interps));
}

function parts(t: PyTemplate): PyObject[] {
  const out: PyObject[] = [];
  const s = t.strings.items, it = t.interpolations.items;
  for (let i = 0; i < s.length; i++) {
    out.push(s[i]!);
    if (i < it.length) out.push(it[i]!);
  }
  return out;
}

/** string.templatelib.convert(obj, conversion). */
function convert(obj: PyObject, conv: PyObject): PyObject {
  if (conv === None) return (Py_INCREF(obj), obj);
  const c = isStr(conv) ? (conv as PyStr).value : "";
  if (c === "s") return PyObject_Str(obj);
  if (c === "r") return PyObject_Repr(obj);
  if (c === "a") return asciiHook(obj);
  throw newException(PyExc_ValueError, `invalid conversion specifier: ${c}`);
}

let asciiHook: (o: PyObject) => PyObject = PyObject_Repr;

export function initTemplateLib(ascii: (o: PyObject) => PyObject): void {
  asciiHook = ascii;
  const T = PyTemplate_Type;
  T.tp_new = (_t, args, kw) => {
    if (kw !== null && kw.length > 0) typeError("Template.__new__ only accepts *args arguments");
    return templateFromParts(args);
  };
  T.tp_repr = (o) => {
    const t = o as PyTemplate;
    return newStr(`Template(strings=${PyObject_Repr(t.strings).value}, interpolations=${PyObject_Repr(t.interpolations).value})`);
  };
  T.tp_dealloc = (o) => {
    Py_DECREF((o as PyTemplate).strings);
    Py_DECREF((o as PyTemplate).interpolations);
  };
  T.tp_iter = (o) => new PyTemplateIter(parts(o as PyTemplate).filter((p) => !isStr(p) || (p as PyStr).value !== ""));
  T.nb_binary[0] = (a, b) => {
    if (a.ob_type === T && b.ob_type === T) return templateFromParts([...parts(a as PyTemplate), ...parts(b as PyTemplate)]);
    if (a.ob_type === T) typeError(`can only concatenate string.templatelib.Template (not "${typeName(b)}") to string.templatelib.Template`);
    if (isStr(a)) typeError(`can only concatenate str (not "string.templatelib.Template") to str`);
    return NotImplemented;
  };
  defGetSet(T, "strings", (o) => (Py_INCREF((o as PyTemplate).strings), (o as PyTemplate).strings));
  defGetSet(T, "interpolations", (o) => (Py_INCREF((o as PyTemplate).interpolations), (o as PyTemplate).interpolations));
  defGetSet(T, "values", (o) =>
    newTuple((o as PyTemplate).interpolations.items.map((i) => {
      Py_INCREF((i as PyInterpolation).value);
      return (i as PyInterpolation).value;
    })),
  );
  addSlotWrappers(T);

  const I = PyInterpolation_Type;
  I.tp_new = (_t, args, kw) => {
    const [value, expr, conv, spec] = parseArgs("Interpolation", args, kw, ["value", "expression", "conversion", "format_spec"], 1, 0);
    if (expr !== null && !isStr(expr)) typeError(`Interpolation() argument 'expression' must be str, not ${argTypeName(expr)}`);
    if (spec !== null && !isStr(spec)) typeError(`Interpolation() argument 'format_spec' must be str, not ${argTypeName(spec)}`);
    if (conv !== null && conv !== None) {
      const c = isStr(conv) ? (conv as PyStr).value : null;
      if (c === null) typeError(`Interpolation() argument 'conversion' must be str or None, not ${typeName(conv)}`);
      if (c !== "s" && c !== "r" && c !== "a") throw newException(PyExc_ValueError, "Interpolation() argument 'conversion' must be one of 's', 'a' or 'r'");
    }
    for (const x of [value!, expr, conv, spec]) if (x !== null) Py_INCREF(x);
    return new PyInterpolation(value!, expr ?? newStr(""), conv ?? None, spec ?? newStr(""));
  };
  I.tp_repr = (o) => {
    const i = o as PyInterpolation;
    return newStr(`Interpolation(${[i.value, i.expression, i.conversion, i.formatSpec].map((x) => PyObject_Repr(x).value).join(", ")})`);
  };
  I.tp_dealloc = (o) => {
    const i = o as PyInterpolation;
    for (const x of [i.value, i.expression, i.conversion, i.formatSpec]) Py_DECREF(x);
  };
  const field = (name: string, get: (i: PyInterpolation) => PyObject) =>
    defGetSet(I, name, (o) => {
      const v = get(o as PyInterpolation);
      Py_INCREF(v);
      return v;
    });
  field("value", (i) => i.value);
  field("expression", (i) => i.expression);
  field("conversion", (i) => i.conversion);
  field("format_spec", (i) => i.formatSpec);
  I.tp_dict.set("__match_args__", newTuple(["value", "expression", "conversion", "format_spec"].map((s) => internStr(s))));
  addSlotWrappers(I);

  const It = PyTemplateIter_Type;
  It.tp_iter = (o) => (Py_INCREF(o), o);
  It.tp_iternext = (o) => {
    const it = o as PyTemplateIter;
    if (it.i >= it.items.length) return null;
    const x = it.items[it.i++]!;
    Py_INCREF(x);
    return x;
  };
  addSlotWrappers(It);
}

export function makeTemplateLib(): PyModule {
  const mod = newModule("string.templatelib");
  const d = mod.dict!;
  dictSetItem(d, internStr("Template"), PyTemplate_Type);
  dictSetItem(d, internStr("Interpolation"), PyInterpolation_Type);
  dictSetItem(
    d,
    internStr("convert"),
    newCFunction("convert", (_s, args, kw) => {
      const [obj, conv] = parseArgs("convert", args, kw, ["obj", "conversion"], 2, 1);
      return convert(obj!, conv!);
    }, mod),
  );
  return mod;
}

keepConstructFast(PyTemplate, PyInterpolation, PyTemplateIter);
void isTuple;
void newList;
void (null as unknown as PyType);
