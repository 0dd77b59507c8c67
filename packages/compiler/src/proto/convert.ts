/**
 * Code objects ↔ `pyts.code` messages (code.proto): `codeToProto` for export (`pyts dis --format
 * json`) and for field-by-field comparison, `codeFromProto` to read a message back.
 */
import { create, toBinary, toJson, type JsonValue } from "@bufbuild/protobuf";
import { makeCodeObject, type CodeObject, type PyConst } from "../codeObject.js";
import {
  CodeObjectSchema,
  ComplexSchema,
  ConstantListSchema,
  ConstantSchema,
  SliceSchema,
  Singleton,
  type CodeObjectProto,
  type ConstantProto,
} from "./code_pb.js";

/** A `co_consts` entry as a `pyts.code.Constant`. */
export function constToProto(c: PyConst): ConstantProto {
  const value = ((): ConstantProto["value"] => {
    switch (c.type) {
      case "None": return { case: "singleton", value: Singleton.NONE };
      case "Ellipsis": return { case: "singleton", value: Singleton.ELLIPSIS };
      case "bool": return { case: "bool", value: c.value };
      case "int": return { case: "int", value: c.value.toString() };
      case "float": return { case: "float", value: c.value };
      case "complex": return { case: "complex", value: create(ComplexSchema, { real: c.real, imag: c.imag }) };
      case "str": return { case: "str", value: c.value };
      case "bytes": return { case: "bytes", value: c.value };
      case "tuple": return { case: "tuple", value: create(ConstantListSchema, { items: c.items.map(constToProto) }) };
      case "frozenset": return { case: "frozenset", value: create(ConstantListSchema, { items: c.items.map(constToProto) }) };
      case "slice": return { case: "slice", value: create(SliceSchema, { start: constToProto(c.start), stop: constToProto(c.stop), step: constToProto(c.step) }) };
      case "code": return { case: "code", value: codeToProto(c.value) };
    }
  })();
  return create(ConstantSchema, { value });
}

/** A code object as a `pyts.code.CodeObject`, nested code objects included. */
export function codeToProto(co: CodeObject): CodeObjectProto {
  return create(CodeObjectSchema, {
    coArgcount: co.co_argcount,
    coPosonlyargcount: co.co_posonlyargcount,
    coKwonlyargcount: co.co_kwonlyargcount,
    coNlocals: co.co_nlocals,
    coStacksize: co.co_stacksize,
    coFlags: co.co_flags >>> 0,
    coCode: co.co_code,
    coConsts: co.co_consts.map(constToProto),
    coNames: [...co.co_names],
    coLocalsplusnames: [...co.co_localsplusnames],
    coLocalspluskinds: co.co_localspluskinds,
    coVarnames: [...co.co_varnames],
    coCellvars: [...co.co_cellvars],
    coFreevars: [...co.co_freevars],
    coFilename: co.co_filename,
    coName: co.co_name,
    coQualname: co.co_qualname,
    coFirstlineno: co.co_firstlineno,
    coLinetable: co.co_linetable,
    coExceptiontable: co.co_exceptiontable,
  });
}

/**
 * Sorts every frozenset's items (in place, nested code objects included) by their binary encoding:
 * one canonical order, for comparing a compiled code object (CPython's iteration order) with a
 * marshal-loaded one (marshal writes them sorted by their marshal bytes).
 */
export function sortFrozensets(m: CodeObjectProto): CodeObjectProto {
  const key = (x: ConstantProto): string => Buffer.from(toBinary(ConstantSchema, x)).toString("latin1");
  const visit = (c: ConstantProto | undefined): void => {
    const v = c?.value;
    if (!v) return;
    if (v.case === "code") sortFrozensets(v.value);
    else if (v.case === "slice") [v.value.start, v.value.stop, v.value.step].forEach(visit);
    else if (v.case === "tuple" || v.case === "frozenset") {
      v.value.items.forEach(visit);
      if (v.case === "frozenset") {
        const keyed = v.value.items.map((x) => [key(x), x] as const).sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
        v.value.items = keyed.map(([, x]) => x);
      }
    }
  };
  m.coConsts.forEach(visit);
  return m;
}

/** A `pyts.code.Constant` back as a `co_consts` entry. */
export function constFromProto(c: ConstantProto): PyConst {
  const v = c.value;
  switch (v.case) {
    case "singleton": return v.value === Singleton.ELLIPSIS ? { type: "Ellipsis" } : { type: "None" };
    case "bool": return { type: "bool", value: v.value };
    case "int": return { type: "int", value: BigInt(v.value) };
    case "float": return { type: "float", value: v.value };
    case "complex": return { type: "complex", real: v.value.real, imag: v.value.imag };
    case "str": return { type: "str", value: v.value };
    case "bytes": return { type: "bytes", value: v.value };
    case "tuple": return { type: "tuple", items: v.value.items.map(constFromProto) };
    case "frozenset": return { type: "frozenset", items: v.value.items.map(constFromProto) };
    case "slice": {
      const part = (p: ConstantProto | undefined): PyConst => (p ? constFromProto(p) : { type: "None" });
      return { type: "slice", start: part(v.value.start), stop: part(v.value.stop), step: part(v.value.step) };
    }
    case "code": return { type: "code", value: codeFromProto(v.value) };
    case undefined: return { type: "None" };
  }
}

/** A `pyts.code.CodeObject` back as a code object (the derived fields are recomputed). */
export function codeFromProto(m: CodeObjectProto): CodeObject {
  return makeCodeObject({
    co_argcount: m.coArgcount,
    co_posonlyargcount: m.coPosonlyargcount,
    co_kwonlyargcount: m.coKwonlyargcount,
    co_stacksize: m.coStacksize,
    co_flags: m.coFlags,
    co_code: m.coCode,
    co_consts: m.coConsts.map(constFromProto),
    co_names: m.coNames,
    co_localsplusnames: m.coLocalsplusnames,
    co_localspluskinds: m.coLocalspluskinds,
    co_filename: m.coFilename,
    co_name: m.coName,
    co_qualname: m.coQualname,
    co_firstlineno: m.coFirstlineno,
    co_linetable: m.coLinetable,
    co_exceptiontable: m.coExceptiontable,
  });
}

/**
 * The protobuf JSON form of a code object, every field present, with the `co_*` field names.
 * Printed here rather than by JSON.stringify, which writes the float constant -0.0 as `0`.
 */
export function codeToJson(co: CodeObject, indent = 2): string {
  return printJson(toJson(CodeObjectSchema, codeToProto(co), { alwaysEmitImplicit: true, useProtoFieldName: true }), indent, "");
}

function printJson(v: JsonValue, indent: number, pad: string): string {
  if (typeof v === "number") return Object.is(v, -0) ? "-0" : JSON.stringify(v);
  if (v === null || typeof v !== "object") return JSON.stringify(v);
  const inner = pad + " ".repeat(indent);
  const items = Array.isArray(v)
    ? v.map((x) => printJson(x, indent, inner))
    : Object.entries(v).map(([k, x]) => `${JSON.stringify(k)}:${indent ? " " : ""}${printJson(x, indent, inner)}`);
  const [open, close] = Array.isArray(v) ? ["[", "]"] : ["{", "}"];
  if (!items.length) return open + close;
  return indent ? `${open}\n${inner}${items.join(`,\n${inner}`)}\n${pad}${close}` : `${open}${items.join(",")}${close}`;
}
