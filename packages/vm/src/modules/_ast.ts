/**
 * The _ast module (Python/Python-ast.c, 3.14): the `AST` base type and every node class, made at
 * module creation from the parser's node table (packages/parser/src/ast/nodes.generated.ts, the
 * one list of nodes, fields and attributes), and the two converters between the parser's
 * TypeScript nodes and these Python objects: `astToPy` (ast2obj, what `compile(…,
 * PyCF_ONLY_AST)` returns) and `pyToAst` (obj2ast, what `compile(ast_object, …)` compiles, with
 * CPython's conversion errors).
 */
import { NODE_SPECS, ABSTRACT_CLASSES, Ellipsis as AstEllipsis, PyBytesValue, PyComplexValue, type ConstantValue, type mod as AstMod } from "@pyts/parser";
import { PyObject, PyType, PyType_Type, PyBaseObject_Type, Py_INCREF, Py_DECREF, Py_XDECREF, newStaticType } from "../objects/object.js";
import { gcTrack } from "../objects/gcstate.js";
import { None, Ellipsis } from "../objects/none.js";
import { newInt, newIntBig, isInt, PyLong_Type, type PyInt } from "../objects/int.js";
import { newBool, PyBool_Type } from "../objects/bool.js";
import { newFloat, isFloat, type PyFloat } from "../objects/float.js";
import { newComplex, isComplex, type PyComplex } from "../objects/complex.js";
import { newBytes, PyBytes_Type } from "../objects/bytes.js";
import { newStr, internStr, isStr, PyUnicode_Type, type PyStr } from "../objects/str.js";
import { newTuple, isTuple, PyTuple_Type, type PyTuple } from "../objects/tuple.js";
import { newList, isList, PyList_Type, type PyList } from "../objects/list.js";
import { newDict, isDict, dictSetItem, dictGetStr, type PyDict } from "../objects/dict.js";
import { PyModule, newModule } from "../objects/module.js";
import { defMethod, defGetSet } from "../objects/descr.js";
import { PyExc_DeprecationWarning, PyExc_SystemError, PyExc_KeyError, PyExc_TypeError, PyExc_ValueError, newException, newExceptionArgs, typeError } from "../objects/exceptions.js";
import { addSlotWrappers, typeNew, genericGetAttr, genericSetAttr } from "../objects/typeobject.js";
import { PyObject_GetAttr, PyObject_GetOptionalAttr, PyObject_SetAttr, PyObject_Repr, PyObject_GetItem, PyNumber_BinaryOp, PyObject_Call, typeName, getAttrString } from "../abstract.js";
import { reprEnter, reprLeave } from "../types/reprGuard.js";
import { importModuleLevel } from "./importer.js";
import { warnDeprecated } from "../eval/warnings.js";
import { PyFrozenSet_Type, isAnySet } from "../objects/set.js";
import { validateAst, AstValidationError } from "./ast/validate.js";

/** The PyCF_* flags _ast exports (Include/cpython/compile.h). */
export const PyCF_ONLY_AST = 0x0400;
export const PyCF_TYPE_COMMENTS = 0x1000;
export const PyCF_ALLOW_TOP_LEVEL_AWAIT = 0x2000;
export const PyCF_OPTIMIZED_AST = 0x8000 | PyCF_ONLY_AST;

type Spec = { readonly base: string; readonly fields: readonly (readonly [string, string, string])[]; readonly attributes: readonly string[] };
const SPECS = NODE_SPECS as unknown as Record<string, Spec>;
const SUMS = ABSTRACT_CLASSES as unknown as Record<string, readonly string[]>;
/** The ASDL sums and products whose `end_lineno`/`end_col_offset` are `int?` (a None class default). */
const OPTIONAL_END = new Set(["stmt", "expr", "excepthandler", "arg", "keyword", "alias"]);

/** `ast.AST`: instances carry a `__dict__`; node classes are heap subclasses made with type(). */
export const PyAST_Type = newStaticType("ast.AST");

const s_fields = internStr("_fields");
const s_field_types = internStr("_field_types");

function ref<T extends PyObject>(o: T): T {
  Py_INCREF(o);
  return o;
}

/** warnings.warn(msg, DeprecationWarning, 1) through the warnings module (its filters and catch_warnings). */
function deprecationWarning(msg: string): void {
  let warnings: PyObject;
  try {
    warnings = importModuleLevel(internStr("warnings"), null, null, 0);
  } catch (e) {
    if (e instanceof PyObject) Py_DECREF(e);
    warnDeprecated(msg);
    return;
  }
  try {
    const warn = getAttrString(warnings, "warn");
    const text = newStr(msg);
    try {
      Py_DECREF(PyObject_Call(warn, [text, PyExc_DeprecationWarning, newInt(1)], null));
    } finally {
      Py_DECREF(text);
      Py_DECREF(warn);
    }
  } finally {
    Py_DECREF(warnings);
  }
}

function sequenceItems(o: PyObject): PyObject[] {
  if (isTuple(o)) return (o as PyTuple).items;
  if (isList(o)) return (o as PyList).items;
  const t = PyObject_Call(PyTuple_Type, [o], null) as PyTuple;
  const items = t.items.slice();
  for (const x of items) Py_INCREF(x);
  Py_DECREF(t);
  for (const x of items) Py_DECREF(x); // borrowed through the caller's use (the fields tuple keeps them)
  return items;
}

function fieldNames(type: PyType): PyObject[] | null {
  const f = PyObject_GetOptionalAttr(type, s_fields);
  if (f === null) return null;
  try {
    return sequenceItems(f).slice();
  } finally {
    Py_DECREF(f);
  }
}

function strOf(o: PyObject): string {
  return isStr(o) ? (o as PyStr).value : PyObject_Repr(o).value;
}

function astNew(type: PyType, _args: PyObject[], _kw: string[] | null): PyObject {
  const o = type.tp_alloc(type);
  gcTrack(o);
  return o;
}

/** ast_type_init: positional fields, keyword fields and attributes, 3.14's defaults for the rest. */
function astInit(self: PyObject, args: PyObject[], kwnames: string[] | null): void {
  const type = self.ob_type;
  const nkw = kwnames ? kwnames.length : 0;
  const npos = args.length - nkw;
  const fields = fieldNames(type);
  const numfields = fields ? fields.length : 0;
  const remaining = new Set<string>(fields ? fields.map(strOf) : []);
  const shortName = type.tp_name.slice(type.tp_name.lastIndexOf(".") + 1);
  if (numfields < npos) typeError(`${shortName} constructor takes at most ${numfields} positional argument${numfields === 1 ? "" : "s"}`);
  for (let i = 0; i < npos; i++) {
    const name = fields![i]!;
    PyObject_SetAttr(self, name as PyStr, args[i]!);
    remaining.delete(strOf(name));
  }
  const fieldSet = new Set(fields ? fields.map(strOf) : []);
  for (let i = 0; i < nkw; i++) {
    const key = kwnames![i]!;
    if (fieldSet.has(key)) {
      if (!remaining.has(key)) typeError(`${type.tp_name} got multiple values for argument '${key}'`);
      remaining.delete(key);
    } else if (key !== "lineno" && key !== "col_offset" && key !== "end_lineno" && key !== "end_col_offset") {
      deprecationWarning(`${type.tp_name}.__init__ got an unexpected keyword argument '${key}'. Support for arbitrary keyword arguments is deprecated and will be removed in Python 3.15.`);
    }
    PyObject_SetAttr(self, internStr(key), args[npos + i]!);
  }
  if (remaining.size === 0) return;
  const fieldTypes = PyObject_GetOptionalAttr(type, s_field_types);
  if (fieldTypes === null) {
    deprecationWarning(`${type.tp_name} provides _fields but not _field_types. This will become an error in Python 3.15.`);
    return;
  }
  try {
    for (const name of remaining) {
      const ft = isDict(fieldTypes) ? dictGetStr(fieldTypes as PyDict, internStr(name)) : null;
      if (ft === null) throw newExceptionArgs(PyExc_KeyError, [newStr(name)]);
      const tn = ft.ob_type.tp_name;
      if (tn === "typing.Union" || tn === "types.UnionType" || tn === "Union") {
        // optional: the class holds a None default
      } else if (tn === "types.GenericAlias" || tn === "GenericAlias") {
        const empty = newList([]);
        try {
          PyObject_SetAttr(self, internStr(name), empty);
        } finally {
          Py_DECREF(empty);
        }
      } else if (ft instanceof PyType && exprContextType !== null && ft === exprContextType) {
        // an omitted expr_context is Load()
        const load = PyObject_Call(astClasses.get("Load")!, [], null);
        try {
          PyObject_SetAttr(self, internStr(name), load);
        } finally {
          Py_DECREF(load);
        }
      } else {
        deprecationWarning(`${type.tp_name}.__init__ missing 1 required positional argument: '${name}'. This will become an error in Python 3.15.`);
      }
    }
  } finally {
    Py_DECREF(fieldTypes);
  }
}

function isAst(o: PyObject): boolean {
  return o.ob_type.isSubtype(PyAST_Type);
}

function reprList(list: PyObject, depth: number): string {
  const items = sequenceItems(list);
  if (items.length === 0) return PyObject_Repr(list).value;
  const one = (x: PyObject): string => (isAst(x) ? reprDepth(x, depth - 1) : PyObject_Repr(x).value);
  const open = isList(list) ? "[" : "(";
  const close = isList(list) ? "]" : ")";
  let s = open + one(items[0]!);
  if (items.length > 2) s += ", ...";
  if (items.length > 1) s += ", " + one(items[items.length - 1]!);
  return s + close;
}

function reprDepth(self: PyObject, depth: number): string {
  const name = self.ob_type.tp_name.slice(self.ob_type.tp_name.lastIndexOf(".") + 1);
  if (depth === 0) return `${name}(...)`;
  if (!reprEnter(self)) return `${name}(...)`;
  try {
    const fields = fieldNames(self.ob_type) ?? [];
    if (fields.length === 0) return `${name}()`;
    const parts: string[] = [];
    for (const f of fields) {
      const v = PyObject_GetAttr(self, f as PyStr);
      try {
        const r = isList(v) || isTuple(v) ? reprList(v, depth) : isAst(v) ? reprDepth(v, depth - 1) : PyObject_Repr(v).value;
        parts.push(`${strOf(f)}=${r}`);
      } finally {
        Py_DECREF(v);
      }
    }
    return `${name}(${parts.join(", ")})`;
  } finally {
    reprLeave(self);
  }
}

function instanceDict(self: PyObject): PyDict {
  if (self.dict === null) self.dict = newDict();
  return self.dict;
}

/** ast_type_reduce (3.14): a None per leading field the instance holds, then its `__dict__` as the state. */
function astReduce(self: PyObject): PyObject {
  const d = instanceDict(self);
  const fields = fieldNames(self.ob_type) ?? [];
  const pos: PyObject[] = [];
  for (const f of fields) {
    if (!isStr(f) || dictGetStr(d, f as PyStr) === null) break;
    pos.push(None);
  }
  return newTuple([ref(self.ob_type), newTuple(pos), ref(d)]);
}

/** ast_type_replace: a new node of the same class, the fields and attributes given replacing this one's. */
function astReplace(self: PyObject, args: PyObject[], kwnames: string[] | null): PyObject {
  const nkw = kwnames ? kwnames.length : 0;
  const type = self.ob_type;
  if (args.length - nkw > 0) typeError(`${type.tp_name}.__replace__() takes no positional arguments`);
  const fields = (fieldNames(type) ?? []).map(strOf);
  const attrsObj = PyObject_GetOptionalAttr(type, internStr("_attributes"));
  const attributes = attrsObj === null ? [] : sequenceItems(attrsObj).map(strOf);
  Py_XDECREF(attrsObj);
  const allowed = new Set([...fields, ...attributes]);
  for (let i = 0; i < nkw; i++) if (!allowed.has(kwnames![i]!)) typeError(`${type.tp_name}.__replace__ got an unexpected keyword argument '${kwnames![i]}'.`);
  const given = new Set(kwnames ?? []);
  const names: string[] = [];
  const values: PyObject[] = [];
  const missing: string[] = [];
  try {
    for (const name of [...fields, ...attributes]) {
      if (given.has(name)) continue;
      const v = PyObject_GetOptionalAttr(self, internStr(name));
      if (v === null) {
        if (fields.includes(name)) missing.push(name);
        continue;
      }
      names.push(name);
      values.push(v);
    }
    if (missing.length > 0) {
      // ast_type_replace_check: required fields neither on the node nor given
      const fieldTypes = PyObject_GetOptionalAttr(type, s_field_types);
      const required = missing.filter((m) => {
        const ft = fieldTypes !== null && isDict(fieldTypes) ? dictGetStr(fieldTypes as PyDict, internStr(m)) : null;
        if (ft === null) return true;
        const tn = ft.ob_type.tp_name;
        return !(tn === "typing.Union" || tn === "types.UnionType" || tn === "types.GenericAlias" || ft === exprContextType);
      });
      Py_XDECREF(fieldTypes);
      if (required.length > 0) {
        const quoted = required.map((m) => `'${m}'`);
        const list = quoted.length === 1 ? quoted[0]! : quoted.length === 2 ? `${quoted[0]} and ${quoted[1]}` : `${quoted.slice(0, -1).join(", ")}, and ${quoted[quoted.length - 1]}`;
        typeError(`${type.tp_name}.__replace__ missing ${required.length} keyword argument${required.length === 1 ? "" : "s"}: ${list}.`);
      }
    }
    const callArgs = [...values];
    for (let i = 0; i < nkw; i++) callArgs.push(args[args.length - nkw + i]!);
    return PyObject_Call(type, callArgs, [...names, ...(kwnames ?? [])]);
  } finally {
    for (const v of values) Py_DECREF(v);
  }
}

function initAstType(): void {
  const T = PyAST_Type;
  T.tp_qualname = "AST";
  T.tp_new = astNew;
  T.tp_init = astInit;
  T.tp_repr = (o) => newStr(reprDepth(o, 3));
  T.tp_hasdict = true;
  T.tp_getattro = genericGetAttr;
  T.tp_setattro = genericSetAttr;
  T.tp_dealloc = (o) => {
    const d = o.dict;
    o.dict = null;
    Py_XDECREF(d);
  };
  defGetSet(T, "__dict__", (o) => ref(instanceDict(o)), (o, v) => {
    if (v === null) typeError("cannot delete __dict__");
    if (!isDict(v)) typeError(`__dict__ must be set to a dictionary, not a '${typeName(v)}'`);
    const old = o.dict;
    o.dict = ref(v as PyDict);
    Py_XDECREF(old);
  });
  defMethod(T, "__reduce__", (self, args, kw) => {
    if (args.length > 0 || (kw !== null && kw.length > 0)) typeError(`AST.__reduce__() takes no arguments (${args.length} given)`);
    return astReduce(self);
  });
  defMethod(T, "__replace__", astReplace);
  addSlotWrappers(T);
  const empty = newTuple([]);
  T.tp_dict.set("_fields", empty);
  T.tp_dict.set("__match_args__", empty);
  T.tp_dict.set("_attributes", empty);
}

// ---------------------------------------------------------------------------------------------
// The node classes

/** The classes by name (abstract and concrete), made once per interpreter when _ast is first imported. */
const astClasses = new Map<string, PyType>();
let exprContextType: PyType | null = null;
/** The shared instances ast2obj uses for nodes without fields (Load(), Add(), …). */
const singletons = new Map<string, PyObject>();

function signature(name: string, spec: Spec): string {
  if (spec.fields.length === 0) return name;
  return `${name}(${spec.fields.map(([f, t, q]) => `${t}${q} ${f}`).join(", ")})`;
}

function makeClass(name: string, base: PyType, ns: [string, PyObject][]): PyType {
  const d = newDict();
  dictSetItem(d, internStr("__module__"), internStr("ast"));
  for (const [k, v] of ns) {
    dictSetItem(d, internStr(k), v);
    Py_DECREF(v);
  }
  const t = typeNew(PyType_Type, name, [base], d, []);
  Py_DECREF(d);
  return t;
}

function strTuple(names: readonly string[]): PyTuple {
  return newTuple(names.map((n) => ref(internStr(n))));
}

function builtinFor(t: string): PyType | null {
  switch (t) {
    case "identifier":
    case "string":
      return PyUnicode_Type;
    case "int":
      return PyLong_Type;
    case "constant":
      return PyBaseObject_Type;
    default:
      return null;
  }
}

function fieldTypeObject(t: string, q: string): PyObject {
  const base = builtinFor(t) ?? astClasses.get(t)!;
  if (q === "*" || q === "?*") return PyObject_GetItem(PyList_Type, base);
  if (q === "?") return PyNumber_BinaryOp(base, None, 7);
  return ref(base);
}

function makeAbstract(name: string): PyType {
  let t = astClasses.get(name);
  if (t !== undefined) return t;
  const members = SUMS[name]!;
  const simple = members.every((m) => SPECS[m]!.fields.length === 0);
  const pad = " ".repeat(name.length + 1);
  const doc = simple ? `${name} = ${members.join(" | ")}` : `${name} = ${members.map((m) => signature(m, SPECS[m]!)).join(`\n${pad}| `)}`;
  const attrs = SPECS[members[0]!]!.attributes;
  const ns: [string, PyObject][] = [["__doc__", newStr(doc)], ["_fields", newTuple([])], ["__match_args__", newTuple([])], ["_attributes", strTuple(attrs)]];
  if (OPTIONAL_END.has(name)) ns.push(["end_lineno", None], ["end_col_offset", None]);
  t = makeClass(name, PyAST_Type, ns);
  astClasses.set(name, t);
  if (name === "expr_context") exprContextType = t;
  return t;
}

function makeClasses(): void {
  if (astClasses.size > 0) return;
  // at first import, not at load: the slot wrappers need the VM's builtin-function hooks
  initAstType();
  for (const [name, spec] of Object.entries(SPECS)) {
    const product = spec.base === "";
    const base = product ? PyAST_Type : makeAbstract(spec.base);
    const ns: [string, PyObject][] = [["__doc__", newStr(signature(name, spec))], ["_fields", strTuple(spec.fields.map((f) => f[0]))], ["__match_args__", strTuple(spec.fields.map((f) => f[0]))]];
    if (product) ns.push(["_attributes", strTuple(spec.attributes)]);
    for (const [f, , q] of spec.fields) if (q === "?") ns.push([f, None]);
    if (product && OPTIONAL_END.has(name)) ns.push(["end_lineno", None], ["end_col_offset", None]);
    astClasses.set(name, makeClass(name, base, ns));
  }
  // _field_types (and __annotations__) once every class exists: fields refer to later classes
  for (const [name, spec] of Object.entries(SPECS)) {
    const t = astClasses.get(name)!;
    const d = newDict();
    for (const [f, ty, q] of spec.fields) {
      const v = fieldTypeObject(ty, q);
      dictSetItem(d, internStr(f), v);
      Py_DECREF(v);
    }
    PyObject_SetAttr(t, s_field_types, d);
    PyObject_SetAttr(t, internStr("__annotations__"), d);
    Py_DECREF(d);
    if (spec.fields.length === 0 && spec.attributes.length === 0) singletons.set(name, PyObject_Call(t, [], null));
  }
}

export function makeAst(): PyModule {
  makeClasses();
  const mod = newModule("_ast");
  const d = mod.dict!;
  dictSetItem(d, internStr("AST"), PyAST_Type);
  for (const [name, t] of astClasses) dictSetItem(d, internStr(name), t);
  const flags: [string, number][] = [["PyCF_ALLOW_TOP_LEVEL_AWAIT", PyCF_ALLOW_TOP_LEVEL_AWAIT], ["PyCF_ONLY_AST", PyCF_ONLY_AST], ["PyCF_OPTIMIZED_AST", PyCF_OPTIMIZED_AST], ["PyCF_TYPE_COMMENTS", PyCF_TYPE_COMMENTS]];
  for (const [k, v] of flags) {
    const o = newInt(v);
    dictSetItem(d, internStr(k), o);
    Py_DECREF(o);
  }
  return mod;
}

/** PyAST_Check: whether `o` is an instance of `ast.AST`. */
export function isAstObject(o: PyObject): boolean {
  return isAst(o);
}

// ---------------------------------------------------------------------------------------------
// ast2obj: the parser's nodes as Python objects

function constantToPy(v: ConstantValue): PyObject {
  if (v === null) return None;
  if (v === AstEllipsis) return Ellipsis;
  switch (typeof v) {
    case "boolean":
      return newBool(v);
    case "bigint":
      return newIntBig(v);
    case "number":
      return newFloat(v);
    case "string":
      return newStr(v);
  }
  if (v instanceof PyComplexValue) return newComplex(v.real, v.imag);
  if (v instanceof PyBytesValue) return newBytes(v.bytes);
  throw new Error("ast2obj: unknown constant");
}

function valueToPy(t: string, v: unknown): PyObject {
  if (v === null || v === undefined) return None;
  switch (t) {
    case "identifier":
    case "string":
      return newStr(v as string);
    case "int":
      return newInt(v as number);
    case "constant":
      return constantToPy(v as ConstantValue);
    default:
      return nodeToPy(v as { _type: string });
  }
}

function nodeToPy(node: { _type: string }): PyObject {
  const name = node._type;
  const single = singletons.get(name);
  if (single !== undefined) return ref(single);
  const spec = SPECS[name]!;
  const cls = astClasses.get(name)!;
  const o = astNew(cls, [], null);
  const rec = node as unknown as Record<string, unknown>;
  try {
    for (const [f, t, q] of spec.fields) {
      const raw = rec[f];
      let v: PyObject;
      if (q === "*" || q === "?*") v = newList((raw as unknown[]).map((x) => valueToPy(t, x)));
      else v = valueToPy(t, raw);
      genericSetAttr(o, internStr(f), v);
      Py_DECREF(v);
    }
    for (const a of spec.attributes) {
      const v = newInt(rec[a] as number);
      genericSetAttr(o, internStr(a), v);
      Py_DECREF(v);
    }
  } catch (e) {
    Py_DECREF(o);
    throw e;
  }
  return o;
}

/** ast2obj_mod: a parsed module (or expression, interactive, func_type) as `ast` objects; a new reference. */
export function astToPy(tree: AstMod): PyObject {
  makeClasses();
  return nodeToPy(tree);
}

// ---------------------------------------------------------------------------------------------
// obj2ast: Python `ast` objects back to the parser's nodes, with CPython's conversion errors

function isInstance(o: PyObject, t: PyType): boolean {
  return o.ob_type.isSubtype(t);
}

/** A Constant's value: what validate_constant accepts (None, numbers, str, bytes, Ellipsis). */
function constantFromPy(o: PyObject): ConstantValue {
  if (o === None) return null;
  if (o === Ellipsis) return AstEllipsis;
  const t = o.ob_type;
  if (t === PyBool_Type) return (o as PyInt).value !== 0 && (o as PyInt).value !== 0n;
  if (isInt(o)) return BigInt((o as PyInt).value);
  if (isFloat(o)) return (o as PyFloat).value;
  if (isComplex(o)) return new PyComplexValue((o as PyComplex).real, (o as PyComplex).imag);
  if (isStr(o)) return (o as PyStr).value;
  if (t.isSubtype(PyBytes_Type)) return new PyBytesValue((o as unknown as { value: Uint8Array }).value);
  if (isTuple(o) || (isAnySet(o) && t.isSubtype(PyFrozenSet_Type))) {
    // CPython accepts a tuple or frozenset of constants; the parser's ConstantValue has no such value yet
    throw newException(PyExc_SystemError, `pyts cannot compile a Constant holding a ${typeName(o)} yet`);
  }
  typeError(`got an invalid type in Constant: ${typeName(o)}`);
}

function scalarFromPy(t: string, o: PyObject, owner: string): unknown {
  switch (t) {
    case "identifier":
      if (o === None) return null;
      if (o.ob_type !== PyUnicode_Type) typeError("AST identifier must be of type str");
      return (o as PyStr).value;
    case "string":
      if (o === None) return null;
      if (o.ob_type !== PyUnicode_Type && o.ob_type !== PyBytes_Type) typeError("AST string must be of type str");
      return (o as PyStr).value;
    case "int": {
      if (!isInt(o)) throw newException(PyExc_ValueError, `invalid integer value: ${PyObject_Repr(o).value}`);
      const v = (o as PyInt).value;
      const n = typeof v === "bigint" ? Number(v) : v;
      if (n > 2147483647 || n < -2147483648) throw newException(PyExc_TypeError, "Python int too large to convert to C int");
      return n;
    }
    case "constant":
      return constantFromPy(o);
    default:
      return nodeFromPy(t, o, owner);
  }
}

function getOptional(o: PyObject, name: string): PyObject | null {
  const v = PyObject_GetOptionalAttr(o, internStr(name));
  if (v === None) {
    Py_DECREF(v);
    return null;
  }
  return v;
}

function required(o: PyObject, name: string, owner: string): PyObject {
  const v = PyObject_GetOptionalAttr(o, internStr(name));
  if (v === null) typeError(`required field "${name}" missing from ${owner}`);
  return v;
}

function fieldsFromPy(obj: PyObject, name: string, spec: Spec, node: Record<string, unknown>): void {
  for (const [f, t, q] of spec.fields) {
    if (q === "*" || q === "?*") {
      const v = required(obj, f, name);
      try {
        if (!isList(v)) typeError(`${name} field "${f}" must be a list, not a ${typeName(v)}`);
        const items = (v as PyList).items.slice();
        const out: unknown[] = [];
        for (const x of items) {
          Py_INCREF(x);
          try {
            out.push(scalarFromPy(t, x, name));
          } finally {
            Py_DECREF(x);
          }
        }
        node[f] = out;
      } finally {
        Py_DECREF(v);
      }
    } else if (q === "?") {
      const v = getOptional(obj, f);
      if (v === null) node[f] = null;
      else {
        try {
          node[f] = scalarFromPy(t, v, name);
        } finally {
          Py_DECREF(v);
        }
      }
    } else {
      const v = t === "constant" ? required(obj, f, name) : required(obj, f, name);
      try {
        node[f] = scalarFromPy(t, v, name);
      } finally {
        Py_DECREF(v);
      }
    }
  }
}

function attributesFromPy(obj: PyObject, owner: string, attributes: readonly string[], optionalEnd: boolean, node: Record<string, unknown>): void {
  for (const a of attributes) {
    const isEnd = a === "end_lineno" || a === "end_col_offset";
    if (isEnd && optionalEnd) {
      const v = getOptional(obj, a);
      if (v === null) node[a] = node[a === "end_lineno" ? "lineno" : "col_offset"];
      else {
        try {
          node[a] = scalarFromPy("int", v, owner);
        } finally {
          Py_DECREF(v);
        }
      }
      continue;
    }
    const v = required(obj, a, owner);
    try {
      node[a] = scalarFromPy("int", v, owner);
    } finally {
      Py_DECREF(v);
    }
  }
}

/** obj2ast_<type>: `o` as a node of ASDL type `t` (a sum or a product). */
function nodeFromPy(t: string, o: PyObject, _owner: string): unknown {
  const members = SUMS[t];
  // None is a missing node (NULL) for every type but the simple sums (operators, contexts);
  // the validator then says where one is required
  const simple = members !== undefined && members.every((m) => SPECS[m]!.fields.length === 0 && SPECS[m]!.attributes.length === 0);
  if (o === None && !simple) return null;
  if (members !== undefined) {
    const attrs = SPECS[members[0]!]!.attributes;
    const node: Record<string, unknown> = {};
    if (attrs.length > 0) attributesFromPy(o, t, attrs, OPTIONAL_END.has(t), node);
    for (const m of members) {
      const cls = astClasses.get(m)!;
      if (!isInstance(o, cls)) continue;
      const spec = SPECS[m]!;
      const out: Record<string, unknown> = { _type: m };
      fieldsFromPy(o, m, spec, out);
      for (const a of attrs) out[a] = node[a];
      return out;
    }
    typeError(`expected some sort of ${t}, but got ${PyObject_Repr(o).value}`);
  }
  const spec = SPECS[t]!;
  const out: Record<string, unknown> = { _type: t };
  fieldsFromPy(o, t, spec, out);
  if (spec.attributes.length > 0) attributesFromPy(o, t, spec.attributes, OPTIONAL_END.has(t), out);
  return out;
}

const MODE_NODE: Record<string, string> = { exec: "Module", eval: "Expression", single: "Interactive", func_type: "FunctionType" };

/** PyAST_obj2mod: `o` as the module node `mode` compiles ("expected Module node, got Expression"). */
export function pyToAst(o: PyObject, mode: string): AstMod {
  makeClasses();
  const want = MODE_NODE[mode]!;
  const cls = astClasses.get(want)!;
  if (!isInstance(o, cls)) {
    const tn = o.ob_type.tp_name;
    typeError(`expected ${want} node, got ${tn.slice(tn.lastIndexOf(".") + 1)}`);
  }
  const tree = nodeFromPy("mod", o, "mod") as AstMod;
  try {
    validateAst(tree);
  } catch (e) {
    if (e instanceof AstValidationError) throw newException(e.typeError ? PyExc_TypeError : PyExc_ValueError, e.message);
    throw e;
  }
  return tree;
}
