// Execution model, allocator and profiler on a real device: launches return before the work is
// done and the sync points wait; the caching allocator's counters follow tensors exactly;
// pipelines are compiled once per kernel key; the profiler records kernels with GPU durations.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sizeClass } from "./allocator.js";
import { emptyCache, memoryAllocated, memoryReserved, memoryStats } from "./memory.js";
import { full, randn, zeros } from "./ops/creation.js";
import { add } from "./ops/elementwise.js";
import { matmul } from "./ops/linalg.js";
import { sum } from "./ops/reduce.js";
import { profile } from "./profiler.js";
import { forceQueueTiming, kernelCacheStats, synchronize } from "./runtime.js";
import type { Tensor } from "./tensor.js";
import { GPU, releaseAll, skipGpu, useGpu } from "./testing/helpers.js";

const N = 512; // a 512³ matmul takes ~0.2 s on lavapipe

describe.skipIf(skipGpu)("execution model", () => {
  useGpu();

  it("a launch returns before the kernel completes; synchronize() waits for it", async () => {
    // A workload long for this device: the smallest square matmul taking >= 50 ms (capped at
    // 4096), queued enough times to last ~200 ms (on lavapipe: one 512³ matmul).
    let n = 256, one = 0;
    let a = randn([n, n], { seed: 1, device: GPU }), b = randn([n, n], { seed: 2, device: GPU });
    for (;;) {
      matmul(a, b).release(); // compile / warm up
      await synchronize(GPU);
      const t = performance.now();
      matmul(a, b).release();
      await synchronize(GPU);
      one = performance.now() - t;
      if (one >= 50 || n >= 4096) break;
      releaseAll(a, b);
      n *= 2;
      a = randn([n, n], { seed: 1, device: GPU });
      b = randn([n, n], { seed: 2, device: GPU });
    }
    const reps = Math.min(64, Math.max(1, Math.ceil(200 / one)));
    const t0 = performance.now();
    const outs: Tensor[] = [];
    for (let i = 0; i < reps; i++) outs.push(matmul(a, b));
    const launched = performance.now() - t0;
    let doneAt = -1;
    void synchronize(GPU).then(() => (doneAt = performance.now() - t0));
    await synchronize(GPU);
    const total = performance.now() - t0;
    expect(doneAt).toBeGreaterThan(launched);
    expect(launched).toBeLessThan(total / 2);
    // and the GPU time really was spent in the kernels
    const p = await profile(() => void matmul(a, b).release());
    expect(p.events[0]!.durationMs * reps).toBeGreaterThan(launched);
    releaseAll(a, b, ...outs);
  });

  it("launches queued behind a long kernel each keep their own parameters and inputs", async () => {
    const { fromHost } = await import("./ops/creation.js");
    const { softmax } = await import("./ops/reduce.js");
    const { values, expectMatch } = await import("./testing/helpers.js");
    const host = values(N * N, 9, "any");
    const ops: Array<(t: Tensor) => Tensor> = [
      (t) => matmul(t, t),
      (t) => sum(t, 1),
      (t) => add(t, 1.5),
      (t) => softmax(t, 0),
      (t) => matmul(t.T, t.get({ stop: 7 }).T),
      (t) => sum(t),
    ];
    const x = fromHost(host, [N, N], GPU), xc = fromHost(host, [N, N], "cpu");
    const outs = ops.map((f) => f(x)); // all queued, no synchronization in between
    for (const [i, f] of ops.entries()) {
      const c = f(xc);
      await expectMatch(outs[i]!, c, { rtol: 1e-4, atol: 1e-3 }, `queued op ${i}`);
      c.release();
    }
    releaseAll(x, xc, ...outs);
  });

  it("sync points (.tolist, .item, .data, .cpu) wait for queued work and see its result", async () => {
    const a = full([N, N], 1, { device: GPU }), b = full([N, N], 2, { device: GPU });
    const t0 = performance.now();
    const c = matmul(a, b); // every element = 2N
    const s = sum(c); // queued after it
    const launched = performance.now() - t0;
    expect(await s.item()).toBe(2 * N * N * N);
    const waited = performance.now() - t0;
    expect(waited).toBeGreaterThan(launched);
    const row = c.get(N - 1, { start: N - 3 });
    expect(await row.tolist()).toEqual([2 * N, 2 * N, 2 * N]);
    const host = await (await c.cpu()).data();
    expect(host.every((v) => v === 2 * N)).toBe(true);
    releaseAll(a, b, c, s, row);
  });

  it("pipelines are compiled once per kernel key, not per call or per shape", async () => {
    const x = randn([3, 5], { seed: 1, device: GPU });
    add(x, x).release();
    const before = kernelCacheStats(GPU);
    for (const shape of [[7, 9], [2, 300], [64, 65]]) {
      const y = randn(shape, { seed: 2, device: GPU });
      add(y, y).release();
      y.release();
    }
    const after = kernelCacheStats(GPU);
    expect(after.compiles).toBe(before.compiles);
    expect(after.launches).toBe(before.launches + 3);
    x.release();
  });
});

describe.skipIf(skipGpu)("caching allocator on the device", () => {
  useGpu();

  it("memoryAllocated / memoryReserved / emptyCache follow tensors exactly", async () => {
    emptyCache(GPU);
    const base = memoryAllocated(GPU);
    expect(memoryReserved(GPU)).toBe(base);
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.oneof(fc.constantFrom(0, 1, 63, 64, 65, 1000, 4096, 100_000), fc.constant(-1), fc.constant(-2)), { maxLength: 30 }),
        async (ops) => {
          const live: Tensor[] = [];
          const pools = new Map<number, number>();
          let cached = memoryReserved(GPU) - memoryAllocated(GPU);
          for (const op of ops) {
            if (op >= 0) {
              const cls = sizeClass(op * 4);
              const pooled = pools.get(cls) ?? 0;
              if (pooled > 0) { pools.set(cls, pooled - 1); cached -= cls; }
              live.push(zeros([op], { device: GPU }));
            } else if (op === -1 && live.length > 0) {
              const t = live.shift()!;
              const cls = sizeClass(t.numel * 4);
              t.release();
              pools.set(cls, (pools.get(cls) ?? 0) + 1);
              cached += cls;
            } else if (op === -2) {
              const released = emptyCache(GPU);
              expect(released).toBe(cached);
              pools.clear();
              cached = 0;
            }
            const allocated = base + live.reduce((a, t) => a + sizeClass(t.numel * 4), 0);
            expect(memoryAllocated(GPU)).toBe(allocated);
            expect(memoryReserved(GPU)).toBe(allocated + cached);
          }
          releaseAll(...live);
          emptyCache(GPU);
          expect(memoryAllocated(GPU)).toBe(base);
          expect(memoryReserved(GPU)).toBe(base);
        },
      ),
      { numRuns: 25 },
    );
  });

  it("ops release their temporaries; a freed block is reused", async () => {
    emptyCache(GPU);
    const base = memoryAllocated(GPU);
    const a = randn([1000], { seed: 3, device: GPU });
    const c = add(a, 2.5); // the scalar's 0-d tensor is a temporary
    const v = a.T, vc = v.contiguous(); // views share the storage: no new memory
    const t = vc.sum(); // a reduction's temporaries are released
    expect(memoryAllocated(GPU)).toBe(base + 2 * sizeClass(4000) + sizeClass(4));
    const reuses = memoryStats(GPU).reuses;
    c.release();
    const d = zeros([1000], { device: GPU });
    expect(memoryStats(GPU).reuses).toBe(reuses + 1);
    expect(memoryReserved(GPU) - memoryAllocated(GPU)).toBe(memoryStats(GPU).cached);
    releaseAll(a, v, d, t);
    expect(memoryAllocated(GPU)).toBe(base + sizeClass(4000)); // vc still holds a's storage
    vc.release();
    expect(memoryAllocated(GPU)).toBe(base);
    emptyCache(GPU);
    expect(memoryReserved(GPU)).toBe(base);
  });
});

describe.skipIf(skipGpu)("profiler", () => {
  useGpu();

  for (const mode of ["timestamp", "queue"] as const) {
    it(`records each kernel with name, shape and GPU duration (${mode} timing), as a Chrome trace`, async () => {
      forceQueueTiming(GPU, mode === "queue");
      const a = randn([256, 256], { seed: 1, device: GPU });
      const t0 = performance.now();
      const p = await profile(() => {
        const c = matmul(a, a);
        const s = sum(c, 1);
        releaseAll(c, s);
      });
      const wall = performance.now() - t0;
      forceQueueTiming(GPU, false);
      expect(p.events.map((e) => e.name)).toEqual(["matmul_float32", "sum_float32"]);
      const mm = p.events[0]!;
      expect(mm.shape).toEqual([1, 256, 256, 256]);
      expect(mm.timing).toBe(mode);
      expect(mm.device).toBe(GPU);
      for (const e of p.events) {
        // queue timing can give 0 to work that completed in the same event tick as the previous one
        if (mode === "timestamp") expect(e.durationMs).toBeGreaterThan(0);
        else expect(e.durationMs).toBeGreaterThanOrEqual(0);
        expect(e.startMs).toBeGreaterThanOrEqual(0);
      }
      expect(mm.durationMs).toBeGreaterThan(0);
      // durations are milliseconds of GPU time inside the scope: together they fit in its wall time
      expect(p.events.reduce((t, e) => t + e.durationMs, 0)).toBeLessThanOrEqual(wall);
      expect(p.events[1]!.startMs).toBeGreaterThanOrEqual(mm.startMs);
      const trace = JSON.parse(JSON.stringify(p.toChromeTrace())) as ReturnType<typeof p.toChromeTrace>;
      expect(trace.traceEvents).toHaveLength(p.events.length);
      expect(trace.traceEvents[0]).toMatchObject({ name: "matmul_float32", ph: "X", cat: "kernel", args: { shape: [1, 256, 256, 256] } });
      expect(trace.traceEvents[0]!.dur).toBeCloseTo(mm.durationMs * 1000, 3);
      const summary = p.summary();
      expect(summary.map((r) => r.name).sort()).toEqual(["matmul_float32", "sum_float32"]);
      for (const r of summary) expect(r.totalMs).toBeCloseTo(p.events.find((e) => e.name === r.name)!.durationMs, 9);
      expect(summary[0]!.totalMs).toBeGreaterThanOrEqual(summary[1]!.totalMs);
      const table = p.table().split("\n");
      expect(table[0]).toMatch(/^kernel\s+calls\s+total ms\s+mean ms$/);
      expect(table).toHaveLength(2 + p.summary().length);
      expect(table.some((l) => /^matmul_float32\s+1\s+\d/.test(l))).toBe(true);
      a.release();
    });
  }

  it("records nothing outside a scope, and scopes do not nest", async () => {
    const p = await profile(async () => {
      await expect(profile(() => {})).rejects.toThrow(/already active/);
    });
    expect(p.events).toEqual([]);
  });
});

describe.skipIf(skipGpu)("asynchronous errors", () => {
  useGpu();

  it("a device error surfaces at the next sync point, once", async () => {
    const { gpuContext, device } = await import("./devices.js");
    const ctx = gpuContext(device(GPU));
    // A kernel whose WGSL does not compile: Dawn reports it asynchronously.
    ctx.launch({ name: "broken", key: "test:broken", source: () => "fn main( {", buffers: [], params: [], grid: [1, 1, 1], shape: [] });
    await expect(synchronize(GPU)).rejects.toThrow(/reported \d+ error\(s\)/);
    await synchronize(GPU); // raised once
    const before = ctx.errors.length;
    expect(before).toBeGreaterThan(0);
    ctx.errors.length = 0; // useGpu() checks that no other error happened
  });
});
