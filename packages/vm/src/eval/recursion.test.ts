/**
 * Unbounded recursion through every way Python code re-enters the eval loop ends in a Python
 * RecursionError that the program can catch — never a crash of the host, whatever its JS stack
 * (here node's default: native re-entry may exhaust it before the recursion limit, and the JS
 * stack overflow becomes the RecursionError) — and the interpreter works normally afterwards.
 * (`pyts run` gives the VM a stack deep enough for CPython's depth through every path: the CLI's
 * runThread.test.ts compares it with native CPython. The run cases compare shallower recursion
 * with the oracle, CPython as wasm, which crashes on deep native re-entry itself.) Paths that
 * CPython runs in one eval loop (Python calls, `__init__` of a class, generators in for loops
 * and yield from) must reach the recursion limit itself, as CPython does.
 */
import { describe, expect, it } from "vitest";
import { compile } from "@pyts/compiler";
import { runCode } from "../run.js";
import { NATIVE_REENTRY_PATHS } from "./recursionPaths.js";

function run(src: string): { out: string; exitCode: number } {
  const code = compile(new TextEncoder().encode(src), "<recursion>", "exec");
  let out = "";
  const { exitCode } = runCode(code, { writeStdout: (s) => (out += s), writeStderr: (s) => (out += s), argv: ["<recursion>"] });
  return { out, exitCode };
}

/** Runs `body` (defining `start()`, recursing without end) and reports how it ended and how deep it got. */
function unbounded(body: string): { out: string; exitCode: number } {
  return run(`${body}
try:
    start()
    print("no error")
except RecursionError as e:
    print(type(e).__name__, e)
print(sum(i for i in range(10)))
`);
}

const PATHS: Record<string, string> = {
  "python call": "def start(): return start()",
  "__init__": "class N:\n    def __init__(self): N()\ndef start(): N()",
  "generator in for": "def g():\n    for x in g(): yield x\n    yield 1\ndef start(): list(g())",
  "yield from": "def g():\n    yield from g()\ndef start(): next(g())",
  // bump() counts levels in the CLI's tests: nothing here
  ...Object.fromEntries(Object.entries(NATIVE_REENTRY_PATHS).map(([name, body]) => [name, `def bump(): pass\n${body}`])),
};

describe("unbounded recursion ends in RecursionError", () => {
  for (const [name, body] of Object.entries(PATHS)) {
    it(`through ${name}`, () => {
      const r = unbounded(body);
      expect(r.out).toBe("RecursionError maximum recursion depth exceeded\n45\n");
      expect(r.exitCode).toBe(0);
    });
  }
});

describe("paths CPython runs in one eval loop reach the recursion limit", () => {
  // the deepest LIMIT that native CPython 3.14 runs without RecursionError (1000 frames: the
  // module, then one per level); for __init__ two per level (CPython's init-check frame counts:
  // CPython itself gets a few levels further where its data stack's chunks end), and for a
  // decorator's wrapper two (its frame and the function's; CALL_FUNCTION_EX of a Python function
  // pushes the frame in the same loop, so a raised limit is reached too, whatever the JS stack)
  const wrapper = "def deco(f):\n    def wrapper(*a, **k): return f(*a, **k)\n    return wrapper\n@deco\n";
  const cases: [string, string, number][] = [
    ["python call", "def f(n): return f(n + 1) if n < LIMIT else n", 998],
    ["__init__", "class N:\n    def __init__(self, n):\n        if n < LIMIT: N(n + 1)\ndef f(n): N(n)", 498],
    ["generator in for", "def g(n):\n    if n < LIMIT:\n        for x in g(n + 1): yield x\n    yield n\ndef f(n): list(g(n))", 997],
    ["a decorator's wrapper (f(*a, **k))", `${wrapper}def f(n): return f(n + 1) if n < LIMIT else n`, 498],
    ["a decorator's wrapper at limit 20000", `import sys\nsys.setrecursionlimit(20000)\n${wrapper}def f(n): return f(n=n + 1) if n < LIMIT else n`, 9998],
  ];
  for (const [name, def, deepest] of cases) {
    it(`through ${name}`, () => {
      const src = (limit: number) => `${def.replaceAll("LIMIT", String(limit))}\ntry:\n    f(0)\n    print("ok")\nexcept RecursionError:\n    print("RecursionError")\n`;
      expect(run(src(deepest)).out).toBe("ok\n");
      expect(run(src(deepest + 1)).out).toBe("RecursionError\n");
    });
  }
});

describe("a deep traceback", () => {
  it("is released without overflowing the JS stack (tb_dealloc's trashcan)", () => {
    const r = run(`import sys
sys.setrecursionlimit(100000)
def f(): return f()
try:
    f()
except RecursionError as e:
    print(type(e).__name__)
print("after")
`);
    expect(r.out).toBe("RecursionError\nafter\n");
  });
});
