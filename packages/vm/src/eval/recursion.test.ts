/**
 * Unbounded recursion through every way Python code re-enters the eval loop ends in a Python
 * RecursionError that the program can catch — never a crash of the host — and the interpreter
 * works normally afterwards. (The run cases compare shallower recursion with CPython: the
 * oracle, CPython as wasm, crashes on deep native re-entry itself.) Paths that CPython runs in
 * one eval loop (Python calls, `__init__` of a class, generators in for loops and yield from)
 * must reach the recursion limit itself, as CPython does.
 */
import { describe, expect, it } from "vitest";
import { compile } from "@pyts/compiler";
import { runCode } from "../run.js";

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
  "__eq__": "class E:\n    def __eq__(self, o): return E() == o\ndef start(): E() == 1",
  "__hash__": "class H:\n    def __hash__(self): return hash(H())\ndef start(): hash(H())",
  "__getattr__": "class A:\n    def __getattr__(self, n): return A().x\ndef start(): A().y",
  "property": "class P:\n    @property\n    def v(self): return P().v\ndef start(): P().v",
  "sort key": "def k(x): return sorted([x], key=k)\ndef start(): k(1)",
  "map()": "def m(x): return list(map(m, [x]))\ndef start(): m(1)",
  "__repr__": "class R:\n    def __repr__(self): return repr(R())\ndef start(): repr(R())",
  "__iter__/__next__": "class I:\n    def __iter__(self): return self\n    def __next__(self): return next(I())\ndef start(): next(I())",
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
  // CPython itself gets a few levels further where its data stack's chunks end)
  const cases: [string, string, number][] = [
    ["python call", "def f(n): return f(n + 1) if n < LIMIT else n", 998],
    ["__init__", "class N:\n    def __init__(self, n):\n        if n < LIMIT: N(n + 1)\ndef f(n): N(n)", 498],
    ["generator in for", "def g(n):\n    if n < LIMIT:\n        for x in g(n + 1): yield x\n    yield n\ndef f(n): list(g(n))", 997],
  ];
  for (const [name, def, deepest] of cases) {
    it(`through ${name}`, () => {
      const src = (limit: number) => `${def.replaceAll("LIMIT", String(limit))}\ntry:\n    f(0)\n    print("ok")\nexcept RecursionError:\n    print("RecursionError")\n`;
      expect(run(src(deepest)).out).toBe("ok\n");
      expect(run(src(deepest + 1)).out).toBe("RecursionError\n");
    });
  }
});
