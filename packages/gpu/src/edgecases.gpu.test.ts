// Edge cases the two backends define identically (README "Ops"): int32 arithmetic wraps over the
// full range, float → int32 casts truncate and saturate (NaN → 0), log/sqrt/pow at 0, negatives
// and infinities.
import fc from "fast-check";
import { describe, it } from "vitest";
import { fromHost } from "./ops/creation.js";
import * as ew from "./ops/elementwise.js";
import type { Tensor } from "./tensor.js";
import { EXACT, expectMatch, GPU, releaseAll, skipGpu, TRANSCENDENTAL, useGpu } from "./testing/helpers.js";

function both(data: Int32Array | Float32Array): { cpu: Tensor; gpu: Tensor } {
  return { cpu: fromHost(data, [data.length], "cpu"), gpu: fromHost(data, [data.length], GPU) };
}

describe.skipIf(skipGpu)("edge cases: gpu equals cpu", () => {
  useGpu();

  it("int32 add/sub/mul/neg/abs/pow wrap identically over the full range", async () => {
    const i32 = fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 });
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(i32, i32, fc.integer({ min: -3, max: 40 })), { minLength: 1, maxLength: 300 }), async (rows) => {
        const a = both(Int32Array.from(rows, (r) => r[0]));
        const b = both(Int32Array.from(rows, (r) => r[1]));
        const e = both(Int32Array.from(rows, (r) => r[2]));
        const cases: Array<[string, (s: "cpu" | "gpu") => Tensor]> = [
          ["add", (s) => ew.add(a[s], b[s])],
          ["sub", (s) => ew.sub(a[s], b[s])],
          ["mul", (s) => ew.mul(a[s], b[s])],
          ["neg", (s) => ew.neg(a[s])],
          ["abs", (s) => ew.abs(a[s])],
          ["pow", (s) => ew.pow(a[s], e[s])],
          ["gt", (s) => ew.gt(a[s], b[s])],
        ];
        for (const [name, f] of cases) {
          const g = f("gpu"), c = f("cpu");
          await expectMatch(g, c, EXACT, name);
          releaseAll(g, c);
        }
        releaseAll(a.cpu, a.gpu, b.cpu, b.gpu, e.cpu, e.gpu);
      }),
      { numRuns: 15 },
    );
  });

  it("float → int32 casts truncate toward zero and saturate; NaN becomes 0", async () => {
    const special = [0, -0, 0.5, -0.5, 1.99, -1.99, 2147483520, -2147483648, 3e9, -3e9, 1e38, -1e38, Infinity, -Infinity, NaN];
    await fc.assert(
      fc.asyncProperty(fc.array(fc.oneof(fc.constantFrom(...special), fc.float({ noNaN: false })), { minLength: 1, maxLength: 200 }), async (xs) => {
        const x = both(Float32Array.from(xs));
        const g = ew.cast(x.gpu, "int32"), c = ew.cast(x.cpu, "int32");
        await expectMatch(g, c, EXACT, "cast");
        releaseAll(x.cpu, x.gpu, g, c);
      }),
      { numRuns: 15 },
    );
  });

  it("log, sqrt, exp, pow at zeros, negatives and infinities", async () => {
    const xs = Float32Array.from([0, -0, -1, -2.5, 1, 2, 0.5, Infinity, -Infinity, 1e-30, 1e30, -3, 4]);
    const x = both(xs);
    const ys = both(Float32Array.from([2, 3, -1, -2, 0, 0.5, -0.5, 1, 2, 3, -3, 2.5, 0]));
    for (const f of [ew.log, ew.sqrt, ew.exp, ew.sigmoid, ew.tanh, ew.relu, ew.abs]) {
      const g = f(x.gpu), c = f(x.cpu);
      await expectMatch(g, c, TRANSCENDENTAL, f.name);
      releaseAll(g, c);
    }
    const g = ew.pow(x.gpu, ys.gpu), c = ew.pow(x.cpu, ys.cpu);
    await expectMatch(g, c, TRANSCENDENTAL, "pow");
    releaseAll(g, c, x.cpu, x.gpu, ys.cpu, ys.gpu);
  });
});
