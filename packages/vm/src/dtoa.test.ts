import { describe, expect, it } from "vitest";
import { doubleToString } from "./dtoa.js";

describe("doubleToString", () => {
  it("formats like PyOS_double_to_string", () => {
    expect(doubleToString(2.675, "f", 2)).toBe("2.67");
    expect(doubleToString(0.125, "f", 2)).toBe("0.12");
    expect(doubleToString(0, "g", 0, { addDot0: true })).toBe("0e+00");
    expect(doubleToString(1e16, "r", 0, { addDot0: true })).toBe("1e+16");
    expect(doubleToString(123456789, "g", 6)).toBe("1.23457e+08");
    expect(doubleToString(-0.0001, "f", 2, { noNeg0: true })).toBe("0.00");
    expect(doubleToString(1, "g", 3, { alt: true })).toBe("1.00");
    expect(doubleToString(Infinity, "E", 3)).toBe("INF");
  });
});
