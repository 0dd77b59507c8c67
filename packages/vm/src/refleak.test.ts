/**
 * Reference counting as a property: after any generated program has run (its namespace released
 * at shutdown, then a full cycle collection), every container it created has been released.
 * Observed through the collector's list of containers (objects/gcstate.ts): the live containers
 * left after a program must be exactly those an empty program leaves (the runtime's own sys.path,
 * module dicts, …). A missing DECREF anywhere on the paths a program takes leaves an object alive
 * and fails the property; an extra DECREF crashes or frees too early (also caught: the program's
 * output is checked to be free of internal errors).
 */
import { describe, expect, it } from "vitest";
import { liveAfterRun } from "./testing/liveAfterRun.js";
import fc from "fast-check";
import { setJitThreshold } from "./objects/code.js";
import { collect } from "./modules/gc.js";

const run = (src: string) => liveAfterRun(src, "<prop>");

const V = (i: number) => `v${i}`;
const idx = fc.integer({ min: 0, max: 3 });
/** One statement over the variables v0..v3 (each guarded: a failing statement's exception is part of the test). */
const stmt: fc.Arbitrary<string> = fc.oneof(
  fc.tuple(idx).map(([i]) => `${V(i)} = []`),
  fc.tuple(idx).map(([i]) => `${V(i)} = {}`),
  fc.tuple(idx).map(([i]) => `${V(i)} = Obj()`),
  fc.tuple(idx, idx, idx).map(([i, j, k]) => `${V(i)} = (${V(j)}, ${V(k)})`),
  fc.tuple(idx, idx, idx).map(([i, j, k]) => `${V(i)} = [${V(j)}, ${V(k)}, 1]`),
  fc.tuple(idx, idx).map(([i, j]) => `${V(i)}.append(${V(j)})`),
  fc.tuple(idx, idx).map(([i, j]) => `${V(i)}.attr = ${V(j)}`),
  fc.tuple(idx, idx).map(([i, j]) => `${V(i)}["k"] = ${V(j)}`),
  fc.tuple(idx, idx).map(([i, j]) => `${V(i)} = ${V(j)}`),
  fc.tuple(idx).map(([i]) => `del ${V(i)}`),
  fc.tuple(idx, idx).map(([i, j]) => `${V(i)} = lambda: ${V(j)}`),
  fc.tuple(idx, idx, idx).map(([i, j, k]) => `for x in [${V(i)}, ${V(j)}]: ${V(k)} = x`),
  fc.tuple(idx, idx).map(([i, j]) => `${V(i)} = {n: ${V(j)} for n in range(2)}`),
  fc.tuple(idx, idx).map(([i, j]) => `${V(i)} = iter([${V(j)}]); next(${V(i)})`),
  fc.tuple(idx, idx).map(([i, j]) => `${V(i)} = {"k": ${V(j)}}; ${V(i)}["it"] = reversed(${V(i)}.items())`),
  fc.tuple(idx, idx).map(([i, j]) => `${V(i)} = [${V(j)}]; ${V(i)}.append(zip(${V(i)}, map(len, ${V(i)})))`),
  fc.tuple(idx, idx).map(([i, j]) => `${V(i)} = [${V(j)}]; ${V(i)}.append(${V(i)}.append)`),
  fc.tuple(idx, idx).map(([i, j]) => `${V(i)} = weakref.ref(${V(j)})`),
  fc.tuple(idx).map(([i]) => `raise ValueError(${V(i)})`),
  fc.tuple(idx, idx).map(([i, j]) => `${V(i)} = catch(${V(j)})`),
  fc.tuple(idx, idx).map(([i, j]) => `${V(i)} = ${V(j)}.__traceback__.tb_frame`),
  fc.tuple(idx).map(([i]) => `${V(i)} = sys._getframe()`),
  // classes: cycles of their own (dict, __mro__, getsets), freed only by the collector
  fc.tuple(idx, idx).map(([i, j]) => `${V(i)} = type("T", (Obj,), {"a": ${V(j)}})`),
  fc.tuple(idx, idx).map(([i, j]) => `${V(i)} = type("T", (), {"__slots__": ["s"], "a": ${V(j)}})(); ${V(i)}.s = ${V(i)}`),
  fc.tuple(idx, idx).map(([i, j]) => `${V(i)} = gen(${V(j)}); next(${V(i)})`),
  fc.tuple(idx, idx).map(([i, j]) => `${V(i)}.send(${V(j)})`),
  fc.tuple(idx, idx).map(([i, j]) => `${V(i)} = ${V(j)}.f_locals`),
  fc.tuple(idx, idx).map(([i, j]) => `${V(i)} = weakref.WeakValueDictionary({"k": ${V(j)}})`),
  fc.tuple(idx, idx).map(([i, j]) => `${V(i)} = weakref.WeakSet([${V(j)}])`),
  fc.tuple(idx, idx).map(([i, j]) => `${V(i)}[${V(j)}] = ${V(i)}`),
  fc.tuple(idx, idx).map(([i, j]) => `${V(i)} = weakref.finalize(${V(j)}, len, ${V(i)})`),
  fc.constant("gc.collect()"),
);

function program(body: string[], atModuleLevel: boolean): string {
  const guarded = body.map((s) => `try:\n    ${s}\nexcept Exception as e:\n    errors.append(type(e).__name__)`);
  const lines = [
    "import atexit, gc, sys, weakref", "errors = []", "class Obj:", "    pass",
    "def catch(x):", "    try:", "        raise ValueError(x)", "    except ValueError as e:", "        return e",
    "def gen(x):", "    y = yield x", "    yield y",
  ];
  if (atModuleLevel) lines.push(...guarded);
  else lines.push("def main():", "    pass", ...guarded.map((s) => s.replace(/^/gm, "    ")), "main()");
  lines.push("print(len(errors))");
  return lines.join("\n") + "\n";
}

describe("reference counting", () => {
  // a first run also sets up what the runtime makes once per process (a static type's __new__
  // wrapper made when its module is first imported): the baseline is taken from the run after it
  run(program([], false));
  const baseline = run(program([], false)).live;

  it("an empty program leaves only the runtime's own containers", () => {
    expect(run(program([], true)).live).toEqual(baseline);
  });

  const everyContainerReleased = (): void => {
    fc.assert(
      fc.property(fc.array(stmt, { maxLength: 10 }), fc.boolean(), (body, top) => {
        const src = program(body, top);
        const { live, out } = run(src);
        expect(out).not.toContain("internal error");
        expect(live, src).toEqual(baseline);
      }),
      { numRuns: 60 },
    );
  };

  it("every container a generated program creates is released", everyContainerReleased);

  it("every container a generated program creates is released, with every code object JIT-compiled", () => {
    const old = setJitThreshold(1);
    try {
      everyContainerReleased();
    } finally {
      setJitThreshold(old);
    }
  });

  it("can fail: a leaked reference is seen", () => {
    // a reference taken from Python's point of view by something outside the program (the test)
    const { live } = run(program(["v0 = [Obj()]", "gc.keep = v0"], false));
    expect(live).not.toEqual(baseline);
  });
});
