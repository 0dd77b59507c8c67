// Views, indexing and creation: checked against index arithmetic written out here (an oracle
// independent of the engine), on both backends; contiguous() of strided views on the GPU against
// the CPU.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { arange, fromHost, full, ones, rand, randn, tensor, zeros } from "./ops/creation.js";
import { contiguous, expand, permute, reshape, slice, transpose, view } from "./ops/views.js";
import { contiguousStrides, numel } from "./shape.js";
import { EXACT, expectMatch, GPU, pair, permArb, releaseAll, seedArb, shapeArb, skipGpu, useGpu, values } from "./testing/helpers.js";

// With PYTS_SKIP_GPU_TESTS=1 the oracle checks still run on the cpu device.
const DEVICES: readonly string[] = skipGpu ? ["cpu"] : ["cpu", GPU];

function pyRange(start: number | null, stop: number | null, step: number, size: number): number[] {
  const clamp = (v: number | null, d: number): number => (v === null ? d : Math.min(Math.max(v < 0 ? v + size : v, 0), size));
  const a = clamp(start, 0), b = clamp(stop, size);
  const out: number[] = [];
  for (let i = a; i < b; i += step) out.push(i);
  return out;
}

/** Values of a view described by, for each output coordinate, the base coordinate it reads. */
function gather(base: ArrayLike<number>, baseShape: number[], outShape: number[], map: (c: number[]) => number[]): number[] {
  const strides = contiguousStrides(baseShape);
  const out: number[] = [];
  const n = numel(outShape);
  for (let i = 0; i < n; i++) {
    const c: number[] = [];
    let rem = i;
    for (let d = outShape.length - 1; d >= 0; d--) {
      c.unshift(rem % outShape[d]!);
      rem = Math.floor(rem / outShape[d]!);
    }
    out.push(base[map(c).reduce((acc, x, d) => acc + x * strides[d]!, 0)]!);
  }
  return out;
}

describe("views, indexing and creation", () => {
  useGpu();

  it.skipIf(skipGpu)("permute reads base[c[inv]] and contiguous() copies it (gpu = cpu = oracle)", async () => {
    await fc.assert(
      fc.asyncProperty(shapeArb(4, 3000).chain((s) => fc.tuple(fc.constant(s), permArb(s.length))), seedArb, async ([shape, perm], seed) => {
        const p = perm ?? shape.map((_, i) => i);
        const data = values(numel(shape), seed, "any");
        const outShape = p.map((d) => shape[d]!);
        const want = gather(data, shape, outShape, (c) => shape.map((_, d) => c[p.indexOf(d)]!));
        const got: Record<string, ReturnType<typeof permute>> = {};
        for (const d of DEVICES) {
          const t = fromHost(data, shape, d);
          const v = permute(t, p);
          const c = contiguous(v);
          expect(c.isContiguous()).toBe(true);
          expect(Array.from(await c.data())).toEqual(want);
          got[d] = c;
          releaseAll(t, v);
        }
        await expectMatch(got[GPU]!, got.cpu!, EXACT, "contiguous");
        releaseAll(got[GPU]!, got.cpu!);
      }),
      { numRuns: 15 },
    );
  });

  it("slice(dim, start, stop, step) follows Python slicing", async () => {
    await fc.assert(
      fc.asyncProperty(
        shapeArb(4, 3000, false).filter((s) => s.length > 0).chain((s) =>
          fc.tuple(
            fc.constant(s),
            fc.integer({ min: 0, max: s.length - 1 }),
            fc.option(fc.integer({ min: -20, max: 20 }), { nil: null }),
            fc.option(fc.integer({ min: -20, max: 300 }), { nil: null }),
            fc.integer({ min: 1, max: 4 }),
          ),
        ),
        seedArb,
        async ([shape, dim, start, stop, step], seed) => {
          const data = values(numel(shape), seed, "any");
          const idx = pyRange(start, stop, step, shape[dim]!);
          const outShape = shape.map((d, i) => (i === dim ? idx.length : d));
          const want = gather(data, shape, outShape, (c) => c.map((x, i) => (i === dim ? idx[x]! : x)));
          for (const d of DEVICES) {
            const t = fromHost(data, shape, d);
            const s = slice(t, dim, start, stop, step);
            expect([...s.shape]).toEqual(outShape);
            expect(Array.from(await s.data())).toEqual(want);
            // a second op on the strided view: y = s * 2
            const y = s.mul(2);
            expect(Array.from(await y.data())).toEqual(want.map((v) => Math.fround(v * 2)));
            releaseAll(t, s, y);
          }
        },
      ),
      { numRuns: 20 },
    );
  });

  it("get() mixes integer indices, null and slices", async () => {
    for (const d of DEVICES) {
      const t = reshape(arange(24, undefined, 1, { device: d }), [2, 3, 4]);
      expect(await t.get(1).tolist()).toEqual([[12, 13, 14, 15], [16, 17, 18, 19], [20, 21, 22, 23]]);
      expect(await t.get(-1, null, { start: 1, step: 2 }).tolist()).toEqual([[13, 15], [17, 19], [21, 23]]);
      expect(await t.get(0, 2, -1).item()).toBe(11);
      expect(await t.get(null, { start: -2 }, 0).tolist()).toEqual([[4, 8], [16, 20]]);
      expect(() => t.get(0, 0, 0, 0)).toThrow(/too many indices/);
      expect(() => t.get(2)).toThrow(/out of bounds/);
      expect(await transpose(t, 0, 2).get(3, 2).tolist()).toEqual([11, 23]);
      expect(await expand(t.get(0, 0, { stop: 2 }).unsqueeze(0), [3, 2]).tolist()).toEqual([[0, 1], [0, 1], [0, 1]]);
      expect([...t.unsqueeze(1).shape]).toEqual([2, 1, 3, 4]);
      expect([...t.get(null, { stop: 1 }).squeeze().shape]).toEqual([2, 4]);
      expect(() => view(transpose(t, 0, 1), [24])).toThrow(/reshape/);
      expect(await reshape(transpose(t, 0, 1), [-1]).get({ stop: 6 }).tolist()).toEqual([0, 1, 2, 3, 12, 13]);
      t.release();
    }
  });

  it.skipIf(skipGpu)("creation: nested lists, zeros/ones/full, arange; rand/randn give the same numbers on every backend", async () => {
    for (const d of DEVICES) {
      expect(await tensor([[1.5, 2], [3, 4]], { device: d }).tolist()).toEqual([[1.5, 2], [3, 4]]);
      expect((await tensor([[1.7, -2.2]], { device: d, dtype: "int32" }).tolist())).toEqual([[1, -2]]);
      expect(await tensor(3, { device: d }).item()).toBe(3);
      expect([...tensor([], { device: d }).shape]).toEqual([0]);
      expect(() => tensor([[1, 2], [3]], { device: d })).toThrow(/length/);
      expect(await zeros([2, 2], { device: d }).tolist()).toEqual([[0, 0], [0, 0]]);
      expect(await ones([3], { device: d, dtype: "int32" }).tolist()).toEqual([1, 1, 1]);
      expect(await full([2], 2.5, { device: d }).tolist()).toEqual([2.5, 2.5]);
      expect(await full([0, 3], 7, { device: d }).tolist()).toEqual([]);
      expect(await arange(2, 11, 3, { device: d }).tolist()).toEqual([2, 5, 8]);
      expect(arange(5, undefined, 1, { device: d }).dtype).toBe("int32");
      expect(arange(0, 1, 0.25, { device: d }).dtype).toBe("float32");
    }
    await fc.assert(
      fc.asyncProperty(shapeArb(3, 5000), seedArb, async (shape, seed) => {
        for (const f of [rand, randn]) {
          const c = f(shape, { seed, device: "cpu" }), g = f(shape, { seed, device: GPU });
          await expectMatch(g, c, EXACT, f.name);
          const c2 = f(shape, { seed: seed + 1, device: "cpu" });
          if (c.numel > 4) expect(Array.from(await c2.data())).not.toEqual(Array.from(await c.data()));
          releaseAll(c, g, c2);
        }
      }),
      { numRuns: 8 },
    );
    const u = Array.from(await rand([20000], { seed: 7 }).data());
    const mean = u.reduce((a, b) => a + b, 0) / u.length;
    expect(Math.min(...u)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...u)).toBeLessThan(1);
    expect(Math.abs(mean - 0.5)).toBeLessThan(0.01);
    const z = Array.from(await randn([20000], { seed: 7 }).data());
    const zm = z.reduce((a, b) => a + b, 0) / z.length;
    const zv = z.reduce((a, b) => a + (b - zm) ** 2, 0) / z.length;
    expect(Math.abs(zm)).toBeLessThan(0.03);
    expect(Math.abs(zv - 1)).toBeLessThan(0.05);
  });

  it.skipIf(skipGpu)("moves tensors between devices; release() ends a tensor, views keep the storage", async () => {
    const x = pair([3, 4], 5, "any");
    const back = await x.gpu.to("cpu");
    await expectMatch(x.gpu, back, EXACT);
    const up = await x.cpu.to(GPU);
    await expectMatch(up, x.cpu, EXACT);
    const v = transpose(x.gpu, 0, 1);
    x.gpu.release();
    expect(() => x.gpu.add(1)).toThrow(/after release/);
    await expect(x.gpu.tolist()).rejects.toThrow(/after release/);
    expect(() => x.gpu.release()).toThrow(/twice/);
    expect((await v.tolist()) as number[][]).toEqual(((await transpose(x.cpu, 0, 1).tolist()) as number[][]));
    releaseAll(v, back, up, x.cpu);
  });
});
