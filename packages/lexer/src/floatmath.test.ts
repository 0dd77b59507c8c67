import { describe, expect, it } from "vitest";
import { powDouble, ratioToDouble } from "./floatmath.js";

describe("ratioToDouble", () => {
  it("rounds to nearest, ties to even, into subnormals and overflow", () => {
    expect(ratioToDouble(1n, 3n)).toBe(1 / 3);
    expect(ratioToDouble(2n ** 53n + 1n, 1n)).toBe(2 ** 53);
    expect(ratioToDouble(2n ** 53n + 3n, 1n)).toBe(2 ** 53 + 4);
    expect(ratioToDouble(-7n, 2n)).toBe(-3.5);
    expect(ratioToDouble(3n, 2n ** 1075n)).toBe(1e-323);
    expect(ratioToDouble(1n, 2n ** 1075n)).toBe(0);
    expect(ratioToDouble(2n ** 1024n, 1n)).toBe(Infinity);
  });
});

describe("powDouble", () => {
  it("is exact for integer exponents and follows C99 special cases", () => {
    expect(powDouble(10, -4)).toBe(0.0001);
    expect(powDouble(10, -5)).toBe(0.00001);
    expect(powDouble(1, NaN)).toBe(1);
    expect(powDouble(-1, Infinity)).toBe(1);
    expect(powDouble(NaN, 0)).toBe(1);
    expect(powDouble(2, -1074)).toBe(5e-324);
  });
});
