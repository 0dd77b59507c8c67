// Dimension coalescing for GPU map kernels (backend/gpu.ts): size-1 dimensions dropped,
// neighbours merged when every input walks them as one.
import { describe, expect, it } from "vitest";
import { coalesce } from "./backend/gpu.js";

describe("coalesce", () => {
  it.each<[string, number[], number[][], number[], number[][]]>([
    ["contiguous 3-D → 1-D", [2, 3, 4], [[12, 4, 1]], [24], [[1]]],
    ["two contiguous inputs", [2, 3, 4], [[12, 4, 1], [12, 4, 1]], [24], [[1], [1]]],
    ["size-1 dimensions dropped", [1, 5, 1], [[5, 1, 1]], [5], [[1]]],
    ["a broadcast row blocks the merge", [3, 4], [[4, 1], [0, 1]], [3, 4], [[4, 1], [0, 1]]],
    ["broadcast inner dims merge with each other", [2, 3, 4], [[12, 4, 1], [1, 0, 0]], [2, 12], [[12, 1], [1, 0]]],
    ["a transposed input stays 2-D", [3, 4], [[1, 3]], [3, 4], [[1, 3]]],
    ["a sliced row (step 2) merges only the inner pair", [2, 3, 4], [[24, 4, 1]], [2, 12], [[24, 1]]],
    ["0-d", [], [[]], [], [[]]],
  ])("%s", (_name, shape, strides, wantShape, wantStrides) => {
    expect(coalesce(shape, strides)).toEqual({ shape: wantShape, strides: wantStrides });
  });
});
