/** @pyts/compiler — AST → code objects; the opcode table, marshal (.pyc) and `dis`. */
export * from "./codeObject.js";
export * from "./opcodes/index.js";
export * from "./errors.js";
export * from "./repr.js";
export * from "./dis/index.js";
export * as marshal from "./marshal/index.js";
export { readPyc, writePyc, type Pyc, type PycHeader, type MarshalValue } from "./marshal/index.js";
export { compile, type CompileMode, type CompileOptions } from "./compile.js";
export { syntaxErrorFromWarning, type CompileWarning, type WarningHandler } from "./warnings.js";
export * as symtable from "./symtable/symtable.js";
export { numPopped, numPushed, cacheSize } from "./flowgraph/ops.js";
/**
 * code.proto (its descriptor, conversions, message diff), loaded on demand: @bufbuild/protobuf's
 * runtime is large, and only `pyts dis --format json` and the conformance harness need it.
 */
export const loadCodeProto = (): Promise<typeof import("./proto/index.js")> => import("./proto/index.js");
export type { CodeObjectProto, ConstantProto } from "./proto/index.js";
