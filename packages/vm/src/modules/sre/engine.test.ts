/**
 * The SRE engine on large subjects and deep backtracking, straight from code words (as
 * re._compiler emits them on a 64-bit build): no JS recursion, so a 10 MB subject searches and a
 * million nested repeat contexts unwind without a stack overflow.
 */
import { describe, expect, it } from "vitest";
import { SreState, sreMatch, sreSearch } from "./engine.js";
import { validateCode } from "./validate.js";

const R = 0xffffffff;
const DIGITS = [14, 4, 0, 1, R, 24, 9, 1, R, 13, 4, 8, 10, 0, 1, 1];
const AB_STAR_C = [14, 4, 0, 1, R, 23, 7, 0, R, 16, 97, 16, 98, 18, 16, 99, 1];
const A_OR_B_STAR_C = [14, 4, 0, 1, R, 23, 13, 0, R, 17, 0, 13, 5, 22, 97, 98, 0, 17, 1, 18, 16, 99, 1];
const A_LAZY_B = [14, 8, 1, 2, R, 1, 1, 97, 0, 16, 97, 26, 5, 0, R, 2, 1, 16, 98, 1];
const CATASTROPHIC = [14, 4, 0, 3, R, 23, 21, 1, R, 17, 0, 24, 6, 1, R, 16, 120, 1, 24, 6, 1, R, 16, 120, 1, 17, 1, 18, 16, 121, 1];

function bytes(s: string): Uint8Array {
  return Uint8Array.from(s, (c) => c.charCodeAt(0));
}

function search(code: number[], groups: number, s: Uint8Array): [number, number] | null {
  const words = Uint32Array.from(code);
  expect(validateCode(words, groups)).toBe(true);
  const st = new SreState(s, groups, 0, s.length);
  return sreSearch(st, words) ? [st.start, st.ptr] : null;
}

describe("sre engine", () => {
  it("searches a 10 MB subject", { timeout: 120_000 }, () => {
    const s = new Uint8Array(10_000_000).fill(120);
    s.set(bytes("12345"), 9_999_990);
    expect(search(DIGITS, 0, s)).toEqual([9_999_990, 9_999_995]);
    s[9_999_999] = 98;
    s[5] = 97;
    expect(search(A_LAZY_B, 0, s)).toEqual([5, 10_000_000]);
  });

  it("unwinds a million nested repeat contexts", { timeout: 120_000 }, () => {
    const s = new Uint8Array(2_000_001);
    for (let i = 0; i < 2_000_000; i += 2) {
      s[i] = 97;
      s[i + 1] = 98;
    }
    s[2_000_000] = 99;
    expect(search(AB_STAR_C, 0, s)).toEqual([0, 2_000_001]);
    s[2_000] = 100;
    expect(search(AB_STAR_C, 0, s.subarray(0, 2_001))).toBeNull();
    const t = bytes("ab".repeat(100_000) + "c");
    const st = new SreState(t, 1, 0, t.length);
    expect(sreMatch(st, Uint32Array.from(A_OR_B_STAR_C), 0, true)).toBe(true);
    expect([st.ptr, st.marks[0], st.marks[1], st.lastindex]).toEqual([t.length, t.length - 2, t.length - 1, 1]);
  });

  it("runs a catastrophic pattern to its end", () => {
    expect(search(CATASTROPHIC, 1, bytes("x".repeat(12)))).toBeNull();
    expect(search(CATASTROPHIC, 1, bytes("x".repeat(12) + "y"))).toEqual([0, 13]);
  });

  it("rejects malformed code", () => {
    expect(validateCode(Uint32Array.from([1, 2]), 0)).toBe(false);
    expect(validateCode(Uint32Array.from([17, 9, 1]), 0)).toBe(false);
    expect(validateCode(Uint32Array.from(DIGITS.slice(0, -1)), 0)).toBe(false);
  });
});
