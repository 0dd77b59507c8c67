/**
 * A crafted co_exceptiontable whose handler jumps past the code or below the value stack's depth:
 * CPython runs on into undefined behaviour (it aborts, crashes or hangs); pyts raises SystemError
 * out of the frame, with the exception it met as `__context__` — a deliberate difference (issue
 * #24). Tables CPython reads in a defined way are compared with it by the run case
 * conformance/cases/run/robust_exception_table.py.
 */
import { describe, expect, it } from "vitest";
import { compile } from "@pyts/compiler";
import { runCode } from "../run.js";

function run(src: string): string {
  const code = compile(new TextEncoder().encode(src), "<extab>", "exec");
  let out = "";
  runCode(code, { writeStdout: (s) => (out += s), writeStderr: (s) => (out += s), argv: ["<extab>"] });
  return out;
}

const PROGRAM = (table: string) => `
def f(x):
    try:
        return 1 / x
    except ZeroDivisionError:
        return "caught"
g = type(f)(f.__code__.replace(co_exceptiontable=${table}), {})
for a in (0, 2):
    try:
        print(a, g(a))
    except SystemError as e:
        print(a, type(e).__name__, e, "| context:", type(e.__context__).__name__)
`;

describe("eval: crafted exception tables", () => {
  it("a handler past the end of the code raises SystemError", () => {
    // start 0, size 63: covers the body; handler at unit 4095, depth 0
    expect(run(PROGRAM(String.raw`b'\x80\x3f\x7f\x3f\x00'`))).toBe(
      "0 SystemError invalid exception table entry in f: handler at offset 8190, stack depth 0 (the stack holds 2, co_stacksize 4) | context: ZeroDivisionError\n2 0.5\n",
    );
  });
  it("a handler deeper than the stack raises SystemError", () => {
    expect(run(PROGRAM(String.raw`b'\x80\x3f\x02\x3e'`))).toMatch(/^0 SystemError invalid exception table entry in f: handler at offset 4, stack depth 31 .*\| context: ZeroDivisionError\n2 0.5\n$/);
  });
  it("the compiler's own table still catches", () => {
    expect(run(PROGRAM("f.__code__.co_exceptiontable"))).toBe("0 caught\n2 0.5\n");
  });
});
