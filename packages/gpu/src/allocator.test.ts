// The caching allocator's counters against a model, with a fake buffer factory that counts live
// buffers (no GPU needed).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CachingAllocator, MIN_BLOCK, sizeClass, type Block } from "./allocator.js";

describe("sizeClass", () => {
  it("rounds up to at most 25% more, never below the request, monotonically", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 }), fc.integer({ min: 0, max: 2 ** 31 }), (a, b) => {
        const s = sizeClass(a);
        expect(s).toBeGreaterThanOrEqual(Math.max(a, MIN_BLOCK));
        if (a > MIN_BLOCK) expect(s).toBeLessThan(a * 1.25 + 1);
        if (a <= b) expect(sizeClass(a)).toBeLessThanOrEqual(sizeClass(b));
        expect(sizeClass(s)).toBe(s);
      }),
    );
  });
});

type Op = { kind: "alloc"; bytes: number } | { kind: "free"; which: number } | { kind: "empty" };

describe("CachingAllocator", () => {
  it("counters follow allocate / free / emptyCache exactly (against a model of the pools)", () => {
    const opArb: fc.Arbitrary<Op> = fc.oneof(
      fc.record({ kind: fc.constant("alloc" as const), bytes: fc.constantFrom(1, 4, 256, 257, 1000, 4096, 5000, 1 << 20) }),
      fc.record({ kind: fc.constant("free" as const), which: fc.nat() }),
      fc.record({ kind: fc.constant("empty" as const) }),
    );
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 60 }), (ops) => {
        let created = 0, destroyed = 0;
        const alloc = new CachingAllocator<{ id: number; size: number }>({
          create: (size) => ({ id: created++, size }),
          destroy: () => void destroyed++,
        });
        // the model: live blocks, and a count of cached blocks per size class
        const live: Block<{ id: number; size: number }>[] = [];
        const pools = new Map<number, number>();
        let allocated = 0, cached = 0, modelCreated = 0, modelDestroyed = 0;
        for (const op of ops) {
          if (op.kind === "alloc") {
            const size = sizeClass(op.bytes);
            const pooled = pools.get(size) ?? 0;
            if (pooled > 0) { pools.set(size, pooled - 1); cached -= size; } else modelCreated++;
            const b = alloc.allocate(op.bytes);
            expect(b.size).toBe(size);
            expect(b.buffer.size).toBe(size);
            expect(live.some((l) => l.buffer === b.buffer)).toBe(false);
            live.push(b);
            allocated += size;
          } else if (op.kind === "free" && live.length > 0) {
            const [b] = live.splice(op.which % live.length, 1);
            alloc.free(b!);
            pools.set(b!.size, (pools.get(b!.size) ?? 0) + 1);
            allocated -= b!.size;
            cached += b!.size;
            expect(() => alloc.free(b!)).toThrow(/twice/);
          } else if (op.kind === "empty") {
            expect(alloc.emptyCache()).toBe(cached);
            for (const n of pools.values()) modelDestroyed += n;
            pools.clear();
            cached = 0;
          }
          expect(alloc.memoryAllocated).toBe(allocated);
          expect(alloc.memoryReserved).toBe(allocated + cached);
          expect(created).toBe(modelCreated);
          expect(destroyed).toBe(modelDestroyed);
          expect(alloc.stats().activeBlocks).toBe(live.length);
        }
      }),
      { numRuns: 200 },
    );
  });

  it("reuses a freed block of the same class instead of creating one", () => {
    let created = 0;
    const a = new CachingAllocator<number>({ create: () => created++, destroy: () => {} });
    const b1 = a.allocate(1000);
    a.free(b1);
    const b2 = a.allocate(900); // same class (1024)
    expect(b2.buffer).toBe(b1.buffer);
    expect(created).toBe(1);
    const b3 = a.allocate(5000);
    expect(b3.buffer).not.toBe(b1.buffer);
    expect(a.stats()).toMatchObject({ allocated: 1024 + sizeClass(5000), cached: 0, reuses: 1 });
  });
});
