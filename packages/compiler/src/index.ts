/** @pyts/compiler — AST → code objects; the opcode table, marshal (.pyc) and `dis`. */
export * from "./codeObject.js";
export * from "./opcodes/index.js";
