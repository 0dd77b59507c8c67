// Launches with more workgroups than one grid dimension allows (65535) use a 2-D grid. Every
// kernel kind is checked on the 2-D path with the limit lowered, and once at the real limit.
import { afterEach, describe, expect, it } from "vitest";
import { MAX_GRID, setGridLimitForTesting, WG } from "./kernels/common.js";
import { emptyCache } from "./memory.js";
import { full } from "./ops/creation.js";
import * as ew from "./ops/elementwise.js";
import { matmul } from "./ops/linalg.js";
import * as red from "./ops/reduce.js";
import type { Tensor } from "./tensor.js";
import { ARITH, EXACT, expectMatch, GPU, pair, releaseAll, skipGpu, useGpu, type Tolerance } from "./testing/helpers.js";

describe.skipIf(skipGpu)("2-D grids", () => {
  useGpu();
  afterEach(() => setGridLimitForTesting());

  it("every kernel kind, with the grid limit lowered to 3 workgroups per dimension", async () => {
    setGridLimitForTesting(3);
    const x = pair([7, 300], 1, "grid"); // 2100 elements: 9 map workgroups; 7 rows of 300
    const y = pair([7, 300], 2, "grid");
    const shortRows = pair([2000, 5], 3, "grid"); // 2000 rows of 5: 8 row-wise workgroups
    const longRow = pair([3, 70_000], 4, "grid"); // split reduction: 3 × 18 chunks in pass 1
    const cases: Array<[string, (s: "cpu" | "gpu") => Tensor, Tolerance]> = [
      ["add", (s) => ew.add(x[s], y[s]), EXACT],
      ["where", (s) => ew.where(ew.gt(x[s], 0), x[s], y[s]), EXACT],
      ["copy", (s) => x[s].T.contiguous(), EXACT],
      ["fill", (s) => full([9, 300], 2.5, { device: s === "gpu" ? GPU : "cpu" }), EXACT],
      ["sum (workgroup per row)", (s) => red.sum(x[s], 1), ARITH],
      ["sum over rows (workgroup per row, 300 rows)", (s) => red.sum(x[s], 0), ARITH],
      ["argmax (workgroup per row)", (s) => red.argmax(x[s].T, 1), EXACT],
      ["max (row-wise)", (s) => red.max(shortRows[s], 1), EXACT],
      ["argmin (row-wise)", (s) => red.argmin(shortRows[s], 1), EXACT],
      ["softmax (row-wise)", (s) => red.softmax(shortRows[s], 1), { rtol: 1e-4, atol: 1e-6 }],
      ["softmax (workgroup per row)", (s) => red.softmax(x[s].T, 0), { rtol: 1e-4, atol: 1e-6 }],
      ["mean (split)", (s) => red.mean(longRow[s], 1), { rtol: 1e-5, atol: 1e-5 }],
      ["matmul", (s) => matmul(x[s], y[s].T), { rtol: 1e-5, atol: 1e-3 }],
    ];
    for (const [name, f, tol] of cases) {
      const g = f("gpu"), c = f("cpu");
      await expectMatch(g, c, tol, name);
      releaseAll(g, c);
    }
    releaseAll(x.cpu, x.gpu, y.cpu, y.gpu, shortRows.cpu, shortRows.gpu, longRow.cpu, longRow.gpu);
  });

  it("at the real limit: fill, add and sum over more than 65535·256 elements, on the device", async () => {
    emptyCache(GPU); // fresh (zeroed) buffers: a skipped workgroup would show as a missing 3
    const n = MAX_GRID * WG + 3 * WG + 5;
    const x = full([n], 3, { device: GPU, dtype: "int32" });
    const y = ew.add(x, x);
    const s = red.sum(y);
    expect(await s.item()).toBe(6 * n);
    expect(await y.get({ start: n - 2 }).tolist()).toEqual([6, 6]);
    releaseAll(x, y, s);
    emptyCache(GPU);
  });
});
