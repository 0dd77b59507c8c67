// GPU against CPU: reductions over all or some dimensions (keepdim or not), argmax/argmin ties,
// softmax along any dimension, on random shapes including empty ones and permuted views.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { DType } from "./dtype.js";
import * as ew from "./ops/elementwise.js";
import * as red from "./ops/reduce.js";
import type { Tensor } from "./tensor.js";
import { EXACT, expectMatch, pair, permArb, releaseAll, seedArb, shapeArb, skipGpu, useGpu, type Tolerance } from "./testing/helpers.js";

const RUNS = { numRuns: 12 };

/** Dimensions to reduce: undefined (all), or a subset of 0..rank-1 (maybe written negative). */
function dimsArb(rank: number): fc.Arbitrary<number[] | undefined> {
  const idx = Array.from({ length: rank }, (_, i) => i);
  return fc.option(
    fc.subarray(idx, { minLength: rank > 0 ? 1 : 0 }).chain((ds) => fc.tuple(...ds.map((d) => fc.constantFrom(d, d - rank))).map((x) => [...x])),
    { nil: undefined },
  );
}

/** |diff| allowance for a float sum: 1e-5 of the sum of magnitudes (float32 summation order). */
async function sumBound(x: Tensor, dims: number[] | undefined, keepdim: boolean, scale: number): Promise<Float32Array> {
  const a = ew.abs(x);
  const s = red.sum(a, dims, keepdim);
  const d = await s.data();
  releaseAll(a, s);
  return Float32Array.from(d, (v) => v * scale);
}

describe.skipIf(skipGpu)("reductions: gpu equals cpu", () => {
  useGpu();

  for (const op of ["sum", "mean", "max", "min"] as const) {
    it(`${op} over random dims`, async () => {
      await fc.assert(
        fc.asyncProperty(
          shapeArb(4, 4000, op === "sum" || op === "mean").chain((s) => fc.tuple(fc.constant(s), permArb(s.length), dimsArb(s.length))),
          fc.boolean(),
          seedArb,
          fc.constantFrom<DType>("float32", "int32"),
          async ([shape, perm, dims], keepdim, seed, dt) => {
            const x = pair(shape, seed, dt === "int32" ? "small-int" : "grid", dt, perm);
            const g = red[op](x.gpu, dims, keepdim), c = red[op](x.cpu, dims, keepdim);
            let tol: Tolerance = EXACT;
            if ((op === "sum" || op === "mean") && dt === "float32") {
              const k = g.numel === 0 ? 1 : Math.max(1, x.cpu.numel / Math.max(1, c.numel));
              tol = { rtol: 1e-6, atol: 1e-6, bound: await sumBound(x.cpu, dims, keepdim, 1e-5 / (op === "mean" ? k : 1)) };
            }
            if (op === "mean" && dt === "int32") tol = { rtol: 1e-6, atol: 1e-6 };
            await expectMatch(g, c, tol, `${op}(${dims}, keepdim=${keepdim})`);
            releaseAll(x.gpu, x.cpu, g, c);
          },
        ),
        RUNS,
      );
    });
  }

  for (const op of ["argmax", "argmin"] as const) {
    it(`${op} (ties resolve to the first index)`, async () => {
      await fc.assert(
        fc.asyncProperty(
          shapeArb(4, 4000, false).chain((s) => fc.tuple(fc.constant(s), permArb(s.length), fc.option(fc.integer({ min: -Math.max(1, s.length), max: Math.max(0, s.length - 1) }), { nil: undefined }))),
          fc.boolean(),
          seedArb,
          fc.constantFrom<DType>("float32", "int32"),
          async ([shape, perm, dim], keepdim, seed, dt) => {
            const x = pair(shape, seed, dt === "int32" ? "small-int" : "grid", dt, perm);
            const g = red[op](x.gpu, dim, keepdim), c = red[op](x.cpu, dim, keepdim);
            await expectMatch(g, c, EXACT, `${op}(${dim})`);
            releaseAll(x.gpu, x.cpu, g, c);
          },
        ),
        RUNS,
      );
    });
  }

  it("softmax along any dimension", async () => {
    await fc.assert(
      fc.asyncProperty(
        shapeArb(4, 4000).chain((s) => fc.tuple(fc.constant(s), permArb(s.length), fc.integer({ min: -Math.max(1, s.length), max: Math.max(0, s.length - 1) }))),
        seedArb,
        async ([shape, perm, dim], seed) => {
          const x = pair(shape, seed, "any", "float32", perm);
          const g = red.softmax(x.gpu, dim), c = red.softmax(x.cpu, dim);
          await expectMatch(g, c, { rtol: 1e-4, atol: 1e-6 }, `softmax(${dim})`);
          releaseAll(x.gpu, x.cpu, g, c);
        },
      ),
      RUNS,
    );
  });

  it("empty reductions: sum is 0, mean NaN, max an error — on both backends", async () => {
    for (const side of ["cpu", "gpu"] as const) {
      const x = pair([3, 0], 1, "any")[side];
      expect(await red.sum(x, 1).tolist()).toEqual([0, 0, 0]);
      expect((await red.mean(x, 1).tolist()) as number[]).toEqual([NaN, NaN, NaN]);
      expect(() => red.max(x, 1)).toThrow(/zero-size/);
      expect(() => red.argmax(x)).toThrow(/zero-size/);
      expect([...red.sum(x, 0).shape]).toEqual([0]);
    }
  });
});

describe.skipIf(skipGpu)("split reductions (few long rows: two passes)", () => {
  useGpu();

  it("sum/mean/max/min of long rows equal the cpu's, in two kernel launches", async () => {
    const { profile } = await import("./profiler.js");
    const { SPLIT_MIN_K, splitPlan } = await import("./kernels/reduce.js");
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom([SPLIT_MIN_K], [3, SPLIT_MIN_K + 1], [2, 70_001], [150_000], [5, 4, 9_000]),
        fc.constantFrom("sum", "mean", "max", "min") as fc.Arbitrary<"sum" | "mean" | "max" | "min">,
        fc.constantFrom<DType>("float32", "int32"),
        seedArb,
        async (shape, op, dt, seed) => {
          const x = pair(shape, seed, dt === "int32" ? "small-int" : "any", dt);
          const dims = shape.length === 3 ? [0, 2] : -1;
          let g: Tensor | undefined;
          const p = await profile(() => void (g = red[op](x.gpu, dims)));
          const c = red[op](x.cpu, dims);
          const k = x.cpu.numel / Math.max(1, c.numel);
          expect(splitPlan(c.numel, k).chunks).toBeGreaterThan(1);
          expect(p.events.filter((e) => e.name.startsWith(op)).length).toBe(2);
          const tol: Tolerance = dt === "int32" && op !== "mean" ? EXACT : { rtol: 1e-5, atol: 1e-6, bound: await sumBound(x.cpu, shape.length === 3 ? [0, 2] : [shape.length - 1], false, 1e-5 / (op === "mean" ? k : 1)) };
          await expectMatch(g!, c, tol, `${op} split`);
          releaseAll(x.gpu, x.cpu, g!, c);
        },
      ),
      { numRuns: 10 },
    );
  });
});

describe.skipIf(skipGpu)("each reduction kernel path", () => {
  useGpu();

  it("row-wise (k ≤ 64), workgroup-per-row (k > 64) and split (long rows) agree with the cpu", async () => {
    const { SHORT_ROW, SPLIT_MIN_K } = await import("./kernels/reduce.js");
    for (const k of [1, SHORT_ROW, SHORT_ROW + 1, 1000, SPLIT_MIN_K + 3]) {
      for (const dt of ["float32", "int32"] as const) {
        const x = pair([3, k], k, dt === "int32" ? "small-int" : "grid", dt);
        for (const op of ["sum", "mean", "max", "min", "argmax", "argmin", "softmax"] as const) {
          if (op === "softmax" && dt === "int32") continue;
          const g = red[op](x.gpu, 1), c = red[op](x.cpu, 1);
          const tol: Tolerance = op === "softmax" ? { rtol: 1e-4, atol: 1e-6 } : op === "sum" || op === "mean" ? { rtol: 1e-5, atol: 1e-5 } : EXACT;
          await expectMatch(g, c, tol, `${op} k=${k} ${dt}`);
          releaseAll(g, c);
        }
        releaseAll(x.cpu, x.gpu);
      }
    }
  });
});
