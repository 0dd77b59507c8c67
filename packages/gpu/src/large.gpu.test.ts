// Launches larger than one grid dimension (65535 workgroups) use a 2-D grid: a map over more than
// 65535·256 elements, and reductions/softmax over more than 65535 rows.
import { describe, expect, it } from "vitest";
import { MAX_GRID, WG } from "./kernels/common.js";
import { fromHost } from "./ops/creation.js";
import * as ew from "./ops/elementwise.js";
import * as red from "./ops/reduce.js";
import { ARITH, EXACT, expectMatch, GPU, pair, releaseAll, skipGpu, useGpu } from "./testing/helpers.js";

describe.skipIf(skipGpu)("2-D grids", () => {
  useGpu();

  it("a map over more than 65535 workgroups of elements", async () => {
    const n = MAX_GRID * WG + 3 * WG + 5;
    const data = new Int32Array(n);
    for (let i = 0; i < n; i++) data[i] = (i * 2654435761) | 0;
    const x = fromHost(data, [n], GPU);
    const y = ew.sub(x, 7);
    const got = await y.data();
    let bad = -1;
    for (let i = 0; i < n; i++) if (got[i] !== ((data[i]! - 7) | 0)) { bad = i; break; }
    expect(bad).toBe(-1);
    releaseAll(x, y);
  });

  it("reductions, argmax and softmax over more than 65535 rows", async () => {
    const x = pair([MAX_GRID + 1234, 3], 11, "grid");
    for (const [name, f, tol] of [
      ["sum", (t: typeof x.cpu) => red.sum(t, 1), ARITH],
      ["max", (t: typeof x.cpu) => red.max(t, -1, true), EXACT],
      ["argmax", (t: typeof x.cpu) => red.argmax(t, 1), EXACT],
      ["softmax", (t: typeof x.cpu) => red.softmax(t, 1), { rtol: 1e-4, atol: 1e-6 }],
    ] as const) {
      const g = f(x.gpu), c = f(x.cpu);
      await expectMatch(g, c, tol, name);
      releaseAll(g, c);
    }
    releaseAll(x.cpu, x.gpu);
  });
});
