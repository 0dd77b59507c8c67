// GPU against CPU: matmul with torch.matmul's shape rules (1-D operands, broadcast batch
// dimensions), sizes that are not multiples of the 64×64 tile, K = 0, transposed views.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { DType } from "./dtype.js";
import * as ew from "./ops/elementwise.js";
import { matmul } from "./ops/linalg.js";
import { transpose } from "./ops/views.js";
import { EXACT, expectMatch, GPU, pair, releaseAll, seedArb, skipGpu, useGpu } from "./testing/helpers.js";
import { fromHost } from "./ops/creation.js";
import { matmulConfig, setMatmulConfig } from "./runtime.js";

const SIZES = [0, 1, 2, 3, 15, 16, 17, 63, 64, 65, 100, 129];
// the two built-in tilings and an odd one (12×40 tiles, an 8-wide K slice, loads not a multiple
// of the invocation count)
const CONFIGS = ["16x16/4x4/16", "8x8/8x8/16", "8x4/3x5/8"];

describe.skipIf(skipGpu)("matmul: gpu equals cpu", () => {
  useGpu();

  it("random shapes, batches and dtypes", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          m: fc.constantFrom(...SIZES),
          n: fc.constantFrom(...SIZES),
          k: fc.constantFrom(...SIZES),
          batchA: fc.array(fc.constantFrom(1, 2, 3), { maxLength: 2 }),
          batchB: fc.array(fc.constantFrom(1, 2, 3), { maxLength: 2 }),
          vecA: fc.boolean(),
          vecB: fc.boolean(),
          transB: fc.boolean(),
        }).filter((r) => {
          const la = r.batchA.length, lb = r.batchB.length;
          const a = r.batchA.slice(Math.max(0, la - lb)), b = r.batchB.slice(Math.max(0, lb - la));
          return a.every((d, i) => d === 1 || b[i] === 1 || d === b[i]!) && r.m * r.k * 4 + r.k * r.n * 4 <= 200_000;
        }),
        seedArb,
        fc.constantFrom<DType>("float32", "int32"),
        fc.constantFrom(...CONFIGS),
        async (r, seed, dt, cfg) => {
          setMatmulConfig(GPU, cfg);
          const aShape = r.vecA ? [r.k] : [...r.batchA, r.m, r.k];
          const bShape = r.vecB ? [r.k] : [...r.batchB, r.k, r.n];
          const kind = dt === "int32" ? "small-int" : "any";
          const a = pair(aShape, seed, kind, dt);
          let b = pair(bShape, seed + 1, kind, dt);
          if (r.transB && bShape.length >= 2) {
            // b as the transpose of a contiguous [..., n, k] tensor: a strided operand.
            const tShape = [...bShape.slice(0, -2), bShape[bShape.length - 1]!, bShape[bShape.length - 2]!];
            const t = pair(tShape, seed + 1, kind, dt);
            releaseAll(b.cpu, b.gpu);
            b = { cpu: transpose(t.cpu, -1, -2), gpu: transpose(t.gpu, -1, -2) };
            releaseAll(t.cpu, t.gpu);
          }
          const g = matmul(a.gpu, b.gpu), c = matmul(a.cpu, b.cpu);
          if (dt === "int32") {
            await expectMatch(g, c, EXACT, "matmul int32");
          } else {
            const aa = ew.abs(a.cpu), bb = ew.abs(b.cpu);
            const bound = matmul(aa, bb);
            const bd = await bound.data();
            await expectMatch(g, c, { rtol: 1e-6, atol: 1e-6, bound: Float32Array.from(bd, (v) => v * 1e-5) }, "matmul");
            releaseAll(aa, bb, bound);
          }
          releaseAll(a.gpu, a.cpu, b.gpu, b.cpu, g, c);
        },
      ),
      { numRuns: 24 },
    );
  });

  it("picks a tiling for the adapter and rejects one that does not fit", async () => {
    const { adapterInfo } = await import("./runtime.js");
    const { SOFTWARE_MATMUL, DEFAULT_MATMUL, formatMatmulConfig } = await import("./kernels/matmul.js");
    const soft = adapterInfo(GPU).isFallbackAdapter || adapterInfo(GPU).architecture === "software";
    const { resetDevices, initDevice } = await import("./devices.js");
    await resetDevices();
    await initDevice(GPU);
    if (!process.env.PYTS_MATMUL_CONFIG) expect(matmulConfig(GPU)).toBe(formatMatmulConfig(soft ? SOFTWARE_MATMUL : DEFAULT_MATMUL));
    expect(() => setMatmulConfig(GPU, "64x64/4x4/16")).toThrow(/does not fit/);
    expect(() => setMatmulConfig(GPU, "16x16/4x4")).toThrow(/bad matmul config/);
  });

  it("matches a naive triple loop on the cpu backend (the reference itself)", async () => {
    const m = 7, k = 5, n = 3;
    const A = Float32Array.from({ length: m * k }, (_, i) => ((i * 7) % 11) - 5);
    const B = Float32Array.from({ length: k * n }, (_, i) => ((i * 5) % 7) - 3);
    const want: number[][] = [];
    for (let i = 0; i < m; i++) {
      want.push([]);
      for (let j = 0; j < n; j++) {
        let s = 0;
        for (let q = 0; q < k; q++) s += A[i * k + q]! * B[q * n + j]!;
        want[i]!.push(s);
      }
    }
    for (const d of ["cpu", GPU]) {
      const a = fromHost(A, [m, k], d), b = fromHost(B, [k, n], d);
      const c = matmul(a, b);
      expect(await c.tolist()).toEqual(want);
      releaseAll(a, b, c);
    }
  });

  it("rejects mismatched inner dimensions", () => {
    const a = pair([2, 3], 1, "any"), b = pair([4, 2], 2, "any");
    expect(() => matmul(a.gpu, b.gpu)).toThrow(/cannot be multiplied/);
    expect(() => matmul(a.cpu, b.gpu)).toThrow(/same device/);
    releaseAll(a.gpu, a.cpu, b.gpu, b.cpu);
  });
});
