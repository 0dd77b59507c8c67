import { describe, expect, it } from "vitest";
import { formatFloatRepr, reprBytes, reprComplex, reprStr } from "./pyrepr.js";
import { PyComplexValue } from "./ast/constant.js";

// Python's repr() of each value, as CPython prints it.
describe("float repr", () => {
  it.each([
    [1, "1.0"],
    [0.1, "0.1"],
    [1e16, "1e+16"],
    [1e15, "1000000000000000.0"],
    [123456789012345678, "1.2345678901234568e+17"],
    [1e-5, "1e-05"],
    [0.0001, "0.0001"],
    [1.5e-7, "1.5e-07"],
    [-0, "-0.0"],
    [Infinity, "inf"],
    [-Infinity, "-inf"],
    [NaN, "nan"],
    [2.5, "2.5"],
    [1e300 * 10, "1e+301"],
    [5e-324, "5e-324"],
  ])("%s", (x, s) => expect(formatFloatRepr(x)).toBe(s));
});

describe("complex repr", () => {
  it.each([
    [new PyComplexValue(0, 1), "1j"],
    [new PyComplexValue(0, 1.5), "1.5j"],
    [new PyComplexValue(0, 1e16), "1e+16j"],
    [new PyComplexValue(1, 2), "(1+2j)"],
    [new PyComplexValue(-1, -2), "(-1-2j)"],
    [new PyComplexValue(-0, 1), "(-0+1j)"],
    [new PyComplexValue(0, Infinity), "infj"],
  ])("%s", (c, s) => expect(reprComplex(c)).toBe(s));
});

describe("str and bytes repr", () => {
  it.each([
    ["abc", "'abc'"],
    ["it's", '"it\'s"'],
    ["'\"", "'\\'\"'"],
    ["a\nb\t\\", "'a\\nb\\t\\\\'"],
    ["\x00\x7f", "'\\x00\\x7f'"],
    ["é\u2028\u00a0", "'é\\u2028\\xa0'"],
    ["😀", "'😀'"],
  ])("%j", (v, s) => expect(reprStr(v)).toBe(s));
  it.each([
    [[0x61, 0x27], "b\"a'\""],
    [[0, 255, 0x5c], "b'\\x00\\xff\\\\'"],
  ])("%j", (v, s) => expect(reprBytes(Uint8Array.from(v))).toBe(s));
});
