// Philox4x32-10 against the known-answer vectors published with Random123 (kat_vectors), and the
// uniform/normal mappings built on it.
import { describe, expect, it } from "vitest";
import { normalFloats, philox4x32, uniformFloats } from "./prng.js";

const hex = (xs: number[]): string[] => xs.map((x) => (x >>> 0).toString(16).padStart(8, "0"));

describe("philox4x32-10", () => {
  it.each([
    [[0, 0, 0, 0], [0, 0], ["6627e8d5", "e169c58d", "bc57ac4c", "9b00dbd8"]],
    [[0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff], [0xffffffff, 0xffffffff], ["408f276d", "41c83b0e", "a20bc7c6", "6d5451fd"]],
    [[0x243f6a88, 0x85a308d3, 0x13198a2e, 0x03707344], [0xa4093822, 0x299f31d0], ["d16cfe09", "94fdcceb", "5001e420", "24126ea1"]],
  ] as const)("counter %j key %j", (ctr, key, want) => {
    expect(hex(philox4x32(ctr as unknown as [number, number, number, number], key as unknown as [number, number]))).toEqual(want);
  });

  it("uniform floats are the top 24 bits of successive words", () => {
    const w = philox4x32([0, 0, 0, 0], [42, 0]);
    const u = uniformFloats(4, 42);
    expect(Array.from(u)).toEqual(w.map((x) => (x >>> 8) / 2 ** 24));
  });

  it("a prefix does not depend on the length asked for; seeds above 2^32 differ", () => {
    expect(Array.from(uniformFloats(5, 9))).toEqual(Array.from(uniformFloats(11, 9)).slice(0, 5));
    expect(Array.from(normalFloats(3, 9))).toEqual(Array.from(normalFloats(8, 9)).slice(0, 3));
    expect(Array.from(uniformFloats(4, 1))).not.toEqual(Array.from(uniformFloats(4, 1 + 2 ** 32)));
    expect(() => uniformFloats(1, -1)).toThrow(/seed/);
  });
});
