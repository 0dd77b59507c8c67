import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatFloatRepr, reprBytes, reprComplex } from "./repr.js";

describe("float repr", () => {
  it.each([
    [0, "0.0"],
    [-0, "-0.0"],
    [1e16, "1e+16"],
    [1234567890123456, "1234567890123456.0"],
    [0.0001, "0.0001"],
    [0.00001, "1e-05"],
    [1.5, "1.5"],
    [Infinity, "inf"],
    [-Infinity, "-inf"],
    [NaN, "nan"],
    [0.1 + 0.2, "0.30000000000000004"],
    [5e-324, "5e-324"],
    [1.7976931348623157e308, "1.7976931348623157e+308"],
  ])("%s → %s", (x, want) => expect(formatFloatRepr(x)).toBe(want));

  it("round-trips", () => {
    fc.assert(fc.property(fc.double({ noNaN: true }), (x) => {
      expect(Object.is(Number(formatFloatRepr(x).replace("inf", "Infinity")), x)).toBe(true);
    }));
  });
});

describe("complex and bytes repr", () => {
  it.each([
    [0, 1, "1j"],
    [1, 2, "(1+2j)"],
    [-0, 1, "(-0+1j)"],
    [1, -0, "(1-0j)"],
    [0, NaN, "nanj"],
    [1, Infinity, "(1+infj)"],
  ])("complex(%s, %s) → %s", (re, im, want) => expect(reprComplex(re, im)).toBe(want));

  it("bytes quotes like CPython", () => {
    expect(reprBytes(Uint8Array.of(0x27))).toBe(`b"'"`);
    expect(reprBytes(Uint8Array.of(0x27, 0x22))).toBe(`b'\\'"'`);
    expect(reprBytes(Uint8Array.of(0, 9, 10, 13, 0x5c, 0x7f, 0x80))).toBe("b'\\x00\\t\\n\\r\\\\\\x7f\\x80'");
  });
});
