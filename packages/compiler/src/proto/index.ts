/** code.proto: the language-neutral schema of code objects, its runtime descriptor and conversions. */
export * from "./code_pb.js";
export { codeToProto, constToProto, codeFromProto, constFromProto, codeToJson, sortFrozensets } from "./convert.js";
export { diffMessages } from "./diff.js";
