import { describe, expect, it } from "vitest";
import { deoptOpcode, opcodeInfo, opcodeTable, opmap, opname, specializedOpmap, stackEffect, type BaseOpName } from "./index.js";

describe("opcode table", () => {
  it("names and numbers agree both ways", () => {
    for (const [name, op] of Object.entries(opmap)) expect(opname[op]).toBe(name);
    expect(opname[specializedOpmap.LOAD_ATTR_MODULE]).toBe("LOAD_ATTR_MODULE");
  });

  it("deoptimizes specialized opcodes to their family", () => {
    expect(deoptOpcode(specializedOpmap.BINARY_OP_ADD_INT)).toBe(opmap.BINARY_OP);
    expect(opcodeInfo(specializedOpmap.CALL_PY_EXACT_ARGS)?.name).toBe("CALL");
    expect(deoptOpcode(opmap.NOP)).toBe(opmap.NOP);
  });

  it.each([
    ["BUILD_LIST", 3, undefined, -2],
    ["UNPACK_EX", 0x0102, undefined, 3],
    ["LOAD_GLOBAL", 1, undefined, 2],
    ["LOAD_ATTR", 0, undefined, 0],
    ["CALL", 2, undefined, -3],
    ["SETUP_FINALLY", 0, false, 0],
    ["SETUP_FINALLY", 0, true, 1],
    ["SETUP_CLEANUP", 0, undefined, 2],
  ] as const)("stack_effect(%s, %i, jump=%s) = %i", (name, arg, jump, want) => {
    expect(stackEffect(opmap[name], arg, jump)).toBe(want);
  });

  it("gives a mapped type over the base opcodes (a VM handler table can be checked for completeness)", () => {
    const caches: { [K in BaseOpName]: number } = Object.fromEntries(
      Object.values(opcodeTable)
        .filter((i) => i.opcode < 256 && i.opcode < 234)
        .map((i) => [i.name, i.cache]),
    ) as { [K in BaseOpName]: number };
    expect(caches.LOAD_ATTR).toBe(9);
    expect(caches.CALL).toBe(3);
  });
});
