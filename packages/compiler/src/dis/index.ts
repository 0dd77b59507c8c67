/** `dis`: formatting code objects exactly as CPython 3.14's Lib/dis.py. */
export { dis, disassemble, getInstructions, DisassemblyError, type DisOptions, type Instruction } from "./dis.js";
export { coLines, coPositions, findLineStarts, parseExceptionTable, type ExceptionTableEntry, type Position } from "./locations.js";
export { codeInfo, prettyFlags } from "./codeInfo.js";
