import { describe, expect, it } from "vitest";
import { cleanDoc } from "./stmt.js";
import { compile } from "../compile.js";
import { coPositions } from "../dis/locations.js";

describe("cleanDoc (_PyCompile_CleanDoc)", () => {
  it.each([
    ["one line", "one line"],
    ["  first\n    second\n  third", "first\n  second\nthird"],
    ["x\n\ty", "x\ny"],
    ["a\n\n    b\n", "a\n\nb\n"],
  ])("%j", (doc, want) => expect(cleanDoc(doc)).toBe(want));
});

describe("locations", () => {
  it("every instruction of a simple statement carries its source span", () => {
    const co = compile("x = y + 1\n", "<t>", "exec");
    const pos = coPositions(co);
    // RESUME at line 0, then the statement's instructions on line 1.
    expect(pos[0]![0]).toBe(0);
    expect(pos.slice(1).every((p) => p[0] === null || p[0] === 1)).toBe(true);
    expect(pos.slice(1).some((p) => p[0] === 1)).toBe(true);
  });
});
