import { describe, expect, it } from "vitest";
import { pyHash, setIterationOrder } from "./pyhash.js";

// Values observed in the oracle (CPython 3.14.2, wasm32, PYTHONHASHSEED=0, sys.hash_info.algorithm 'fnv').
describe("pyHash", () => {
  it.each([
    [{ type: "str", value: "md5" }, 2033943263],
    [{ type: "str", value: "MD5" }, -26093217],
    [{ type: "str", value: "" }, 0],
    [{ type: "str", value: "abcdefghi" }, -1697863566],
    [{ type: "str", value: "élan" }, -2090941882],
    [{ type: "str", value: "日本" }, 1007216117],
    [{ type: "int", value: -1n }, -2],
    [{ type: "int", value: 2n ** 40n }, 512],
    [{ type: "float", value: 1.5 }, 1073741825],
    [{ type: "tuple", items: [{ type: "str", value: "a" }, { type: "int", value: 1n }] }, 400959409],
  ] as const)("case %#", (c, h) => expect(pyHash(c)).toBe(h));
});

describe("setIterationOrder", () => {
  it("colliding strings: the second one probes away (frozenset(('pass ', 'PASS ')) iterates PASS first)", () => {
    const h = (s: string) => pyHash({ type: "str", value: s });
    expect(setIterationOrder(["pass ", "PASS "], h)).toEqual(["PASS ", "pass "]);
  });
  it("small ints iterate in slot order", () => {
    expect(setIterationOrder([3, 1, 2], (x) => x)).toEqual([1, 2, 3]);
  });
});
