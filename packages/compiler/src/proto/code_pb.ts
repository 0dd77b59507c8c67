/**
 * The runtime descriptor of `code.proto` for `@bufbuild/protobuf`, in the shape protoc-gen-es
 * writes (a `GenFile`, one `GenMessage` schema per message, message shape types), written by hand:
 * the generator is not available offline. The FileDescriptorProto is built here from a compact
 * table; `code_pb.test.ts` renders it back to proto source and compares it with `code.proto`.
 */
import { create, createFileRegistry, fromJson, type Message } from "@bufbuild/protobuf";
import { enumDesc, messageDesc, type GenEnum, type GenFile, type GenMessage } from "@bufbuild/protobuf/codegenv2";
import { protoCamelCase } from "@bufbuild/protobuf/reflect";
import {
  DescriptorProtoSchema,
  EnumDescriptorProtoSchema,
  FieldDescriptorProto_Type as Type,
  FileDescriptorProtoSchema,
  type DescriptorProtoJson,
} from "@bufbuild/protobuf/wkt";

export const PROTO_FILE = "pyts/code.proto";
export const PROTO_PACKAGE = "pyts.code";

/** A field: [name, number, type (a scalar Type or a message/enum name), repeated?, oneof index?]. */
type FieldRow = readonly [string, number, Type | string, boolean?, number?];

const ENUMS: Record<string, readonly string[]> = { Singleton: ["SINGLETON_NONE", "SINGLETON_ELLIPSIS"] };
const MESSAGES: readonly { name: string; oneofs?: readonly string[]; fields: readonly FieldRow[] }[] = [
  { name: "Complex", fields: [["real", 1, Type.DOUBLE], ["imag", 2, Type.DOUBLE]] },
  { name: "ConstantList", fields: [["items", 1, "Constant", true]] },
  { name: "Slice", fields: [["start", 1, "Constant"], ["stop", 2, "Constant"], ["step", 3, "Constant"]] },
  {
    name: "Constant",
    oneofs: ["value"],
    fields: [
      ["singleton", 1, "Singleton", false, 0], ["bool", 2, Type.BOOL, false, 0], ["int", 3, Type.STRING, false, 0],
      ["float", 4, Type.DOUBLE, false, 0], ["complex", 5, "Complex", false, 0], ["str", 6, Type.STRING, false, 0],
      ["bytes", 7, Type.BYTES, false, 0], ["tuple", 8, "ConstantList", false, 0], ["frozenset", 9, "ConstantList", false, 0],
      ["slice", 10, "Slice", false, 0], ["code", 11, "CodeObject", false, 0],
    ],
  },
  {
    name: "CodeObject",
    fields: [
      ["co_argcount", 1, Type.INT32], ["co_posonlyargcount", 2, Type.INT32], ["co_kwonlyargcount", 3, Type.INT32],
      ["co_nlocals", 4, Type.INT32], ["co_stacksize", 5, Type.INT32], ["co_flags", 6, Type.UINT32],
      ["co_code", 7, Type.BYTES], ["co_consts", 8, "Constant", true], ["co_names", 9, Type.STRING, true],
      ["co_localsplusnames", 10, Type.STRING, true], ["co_localspluskinds", 11, Type.BYTES],
      ["co_varnames", 12, Type.STRING, true], ["co_cellvars", 13, Type.STRING, true], ["co_freevars", 14, Type.STRING, true],
      ["co_filename", 15, Type.STRING], ["co_name", 16, Type.STRING], ["co_qualname", 17, Type.STRING],
      ["co_firstlineno", 18, Type.INT32], ["co_linetable", 19, Type.BYTES], ["co_exceptiontable", 20, Type.BYTES],
    ],
  },
];

function messageProto(m: (typeof MESSAGES)[number]): DescriptorProtoJson {
  return {
    name: m.name,
    oneofDecl: (m.oneofs ?? []).map((name) => ({ name })),
    field: m.fields.map(([name, number, type, repeated, oneofIndex]) => ({
      name,
      number,
      jsonName: protoCamelCase(name),
      label: repeated ? "LABEL_REPEATED" : "LABEL_OPTIONAL",
      type: typeof type === "string" ? (type in ENUMS ? "TYPE_ENUM" : "TYPE_MESSAGE") : `TYPE_${Type[type]}`,
      ...(typeof type === "string" ? { typeName: `.${PROTO_PACKAGE}.${type}` } : {}),
      ...(oneofIndex !== undefined ? { oneofIndex } : {}),
    })) as DescriptorProtoJson["field"],
  };
}

// Messages and enums are written in their JSON form (the plainest literal), then read with fromJson.
const fileProto = create(FileDescriptorProtoSchema, {
  name: PROTO_FILE,
  package: PROTO_PACKAGE,
  syntax: "proto3",
  messageType: MESSAGES.map((m) => fromJson(DescriptorProtoSchema, messageProto(m))),
  enumType: Object.entries(ENUMS).map(([name, values]) =>
    fromJson(EnumDescriptorProtoSchema, { name, value: values.map((v, number) => ({ name: v, number })) }),
  ),
});

/** The file descriptor of `pyts/code.proto`. */
export const file_pyts_code: GenFile = createFileRegistry(fileProto, () => undefined).getFile(PROTO_FILE)!;

/** `pyts.code.Singleton`. */
export enum Singleton {
  NONE = 0,
  ELLIPSIS = 1,
}
export const SingletonSchema: GenEnum<Singleton> = enumDesc(file_pyts_code, 0);

/** `pyts.code.Complex`. */
export type ComplexProto = Message<"pyts.code.Complex"> & { real: number; imag: number };
export const ComplexSchema: GenMessage<ComplexProto> = messageDesc(file_pyts_code, 0);

/** `pyts.code.ConstantList`: a tuple's or frozenset's items. */
export type ConstantListProto = Message<"pyts.code.ConstantList"> & { items: ConstantProto[] };
export const ConstantListSchema: GenMessage<ConstantListProto> = messageDesc(file_pyts_code, 1);

/** `pyts.code.Slice`. */
export type SliceProto = Message<"pyts.code.Slice"> & { start?: ConstantProto; stop?: ConstantProto; step?: ConstantProto };
export const SliceSchema: GenMessage<SliceProto> = messageDesc(file_pyts_code, 2);

/** `pyts.code.Constant`: one entry of `co_consts`. */
export type ConstantProto = Message<"pyts.code.Constant"> & {
  value:
    | { case: "singleton"; value: Singleton }
    | { case: "bool"; value: boolean }
    | { case: "int"; value: string }
    | { case: "float"; value: number }
    | { case: "complex"; value: ComplexProto }
    | { case: "str"; value: string }
    | { case: "bytes"; value: Uint8Array }
    | { case: "tuple"; value: ConstantListProto }
    | { case: "frozenset"; value: ConstantListProto }
    | { case: "slice"; value: SliceProto }
    | { case: "code"; value: CodeObjectProto }
    | { case: undefined; value?: undefined };
};
export const ConstantSchema: GenMessage<ConstantProto> = messageDesc(file_pyts_code, 3);

/** `pyts.code.CodeObject`. */
export type CodeObjectProto = Message<"pyts.code.CodeObject"> & {
  coArgcount: number;
  coPosonlyargcount: number;
  coKwonlyargcount: number;
  coNlocals: number;
  coStacksize: number;
  coFlags: number;
  coCode: Uint8Array;
  coConsts: ConstantProto[];
  coNames: string[];
  coLocalsplusnames: string[];
  coLocalspluskinds: Uint8Array;
  coVarnames: string[];
  coCellvars: string[];
  coFreevars: string[];
  coFilename: string;
  coName: string;
  coQualname: string;
  coFirstlineno: number;
  coLinetable: Uint8Array;
  coExceptiontable: Uint8Array;
};
export const CodeObjectSchema: GenMessage<CodeObjectProto> = messageDesc(file_pyts_code, 4);
