/**
 * testing/helpers.ts — what the GPU-vs-CPU tests share: opening gpu:0 (failing loudly when no
 * adapter exists, unless PYTS_SKIP_GPU_TESTS=1), building the same tensor on both backends
 * (optionally as a non-contiguous view), and comparing results within a float32 tolerance.
 */
import fc from "fast-check";
import { afterAll, beforeAll, expect } from "vitest";
import { gpuContext, device, initDevice, isAvailable, resetDevices } from "../devices.js";
import { hostFrom, type DType, type HostArray } from "../dtype.js";
import { fromHost } from "../ops/creation.js";
import { permute } from "../ops/views.js";
import { uniformFloats } from "../prng.js";
import { numel } from "../shape.js";
import type { Tensor } from "../tensor.js";

export const GPU = "gpu:0";
export const skipGpu = process.env.PYTS_SKIP_GPU_TESTS === "1";

/** beforeAll/afterAll opening gpu:0 and shutting Dawn down. */
export function useGpu(): void {
  beforeAll(async () => {
    if (skipGpu) return;
    if (!(await isAvailable())) {
      throw new Error("no GPU adapter: run scripts/setup-vulkan.sh (or set PYTS_SKIP_GPU_TESTS=1 to skip GPU tests)");
    }
    await initDevice(GPU);
  });
  afterAll(async () => {
    if (skipGpu) return;
    expect(gpuContext(device(GPU)).errors).toEqual([]);
    await resetDevices();
  });
}

export type ValueKind = "any" | "positive" | "nonzero" | "grid" | "small-int";

/** n values of a kind, from a seed: "grid" is multiples of 0.5 in [-4, 4] (ties and exact arithmetic). */
export function values(n: number, seed: number, kind: ValueKind, dtype: DType = "float32"): HostArray {
  const u = uniformFloats(n, seed);
  const out: number[] = new Array(n);
  for (let i = 0; i < n; i++) {
    const x = u[i]!;
    switch (kind) {
      case "any": out[i] = (x - 0.5) * 8; break;
      case "positive": out[i] = 0.05 + x * 6; break;
      case "nonzero": out[i] = (x < 0.5 ? -1 : 1) * (0.25 + x * 4); break;
      case "grid": out[i] = Math.round((x - 0.5) * 16) / 2 + 0; break;
      case "small-int": out[i] = Math.floor(x * 11) - 5; break;
    }
  }
  return hostFrom(dtype, dtype === "int32" ? out.map(Math.round) : out);
}

export interface Pair {
  cpu: Tensor;
  gpu: Tensor;
}

/**
 * The same values as a cpu and a gpu tensor of `shape`. With `perm`, the storage is laid out in
 * that permuted order and the result is a permuted (non-contiguous) view of it.
 */
export function pair(shape: readonly number[], seed: number, kind: ValueKind, dtype: DType = "float32", perm?: readonly number[]): Pair {
  const data = values(numel(shape), seed, kind, dtype);
  if (!perm || shape.length < 2) return { cpu: fromHost(data, shape, "cpu"), gpu: fromHost(data, shape, GPU) };
  const baseShape = perm.map((p) => shape[p]!);
  const inv = perm.map((_, i) => perm.indexOf(i));
  const mk = (d: string): Tensor => {
    const base = fromHost(data, baseShape, d);
    const v = permute(base, inv);
    base.release();
    return v;
  };
  return { cpu: mk("cpu"), gpu: mk(GPU) };
}

export interface Tolerance {
  rtol: number;
  atol: number;
  /** Per-element absolute allowance added to atol (e.g. a bound on summation error). */
  bound?: HostArray;
}

export const EXACT: Tolerance = { rtol: 0, atol: 0 };
export const ARITH: Tolerance = { rtol: 1e-6, atol: 1e-7 };
export const TRANSCENDENTAL: Tolerance = { rtol: 1e-4, atol: 1e-5 };

/** Checks the GPU tensor against the CPU one: shape, dtype, values (NaN matches NaN). */
export async function expectMatch(gpu: Tensor, cpu: Tensor, tol: Tolerance, what = ""): Promise<void> {
  expect(gpu.device.toString()).toBe(GPU);
  expect(cpu.device.toString()).toBe("cpu");
  expect([...gpu.shape], `${what} shape`).toEqual([...cpu.shape]);
  expect(gpu.dtype, `${what} dtype`).toBe(cpu.dtype);
  const [g, c] = await Promise.all([gpu.data(), cpu.data()]);
  expect(g.length).toBe(c.length);
  for (let i = 0; i < c.length; i++) {
    const a = g[i]!, b = c[i]!;
    if (Number.isNaN(b) || Number.isNaN(a)) {
      if (!(Number.isNaN(a) && Number.isNaN(b))) expect.fail(`${what}[${i}]: gpu ${a} vs cpu ${b}`);
      continue;
    }
    if (a === b) continue;
    const allowed = tol.atol + (tol.bound?.[i] ?? 0) + tol.rtol * Math.abs(b);
    if (!(Math.abs(a - b) <= allowed)) expect.fail(`${what}[${i}]: gpu ${a} vs cpu ${b} (|diff| ${Math.abs(a - b)} > ${allowed})`);
  }
}

/** Releases tensors (ignores ones already released). */
export function releaseAll(...ts: Tensor[]): void {
  for (const t of ts) if (!t.released) t.release();
}

// ---- arbitraries ------------------------------------------------------------------------------

const DIMS = [0, 1, 1, 2, 3, 5, 7, 16, 17, 33, 64, 65, 130, 257];

/** A shape of rank 0..maxRank with at most maxNumel elements (sizes chosen to straddle 64/256). */
export function shapeArb(maxRank = 4, maxNumel = 4096, allowEmpty = true): fc.Arbitrary<number[]> {
  const dims = allowEmpty ? DIMS : DIMS.filter((d) => d > 0);
  return fc
    .array(fc.constantFrom(...dims), { minLength: 0, maxLength: maxRank })
    .filter((s) => numel(s) <= maxNumel);
}

/** A shape broadcastable to `out`: some leading dimensions dropped, some set to 1. */
export function broadcastable(out: readonly number[]): fc.Arbitrary<number[]> {
  return fc
    .tuple(fc.integer({ min: 0, max: out.length }), fc.array(fc.boolean(), { minLength: out.length, maxLength: out.length }))
    .map(([drop, ones]) => out.slice(drop).map((d, i) => (ones[i + drop] ? 1 : d)));
}

/** A permutation of 0..n-1, or undefined (contiguous). */
export function permArb(n: number): fc.Arbitrary<number[] | undefined> {
  const idx = Array.from({ length: n }, (_, i) => i);
  return fc.option(fc.shuffledSubarray(idx, { minLength: n, maxLength: n }), { nil: undefined });
}

export const seedArb = fc.integer({ min: 0, max: 2 ** 31 - 1 });
