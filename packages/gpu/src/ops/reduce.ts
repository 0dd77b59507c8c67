/**
 * ops/reduce.ts — sum/mean/max/min/argmax/argmin over all or given dimensions (keepdim as in
 * torch), and softmax. The reduced dimensions are permuted to the end and the input made
 * contiguous, so a backend only ever reduces the rows of an [M, K] matrix.
 *
 * dtypes: sum/max/min keep the dtype (int32 sums wrap), mean gives float32, argmax/argmin give
 * int32 indices (into the flattened tensor when no dim is given). Over zero elements sum is 0 and
 * mean NaN; max/min/argmax/argmin are errors, as in torch.
 */
import type { ReduceOp } from "../kernels/reduce.js";
import { normalizeDim } from "../shape.js";
import { Tensor } from "../tensor.js";
import { cast } from "./elementwise.js";
import { contiguous, contiguousAtZero, permute } from "./views.js";

export type Dims = number | readonly number[] | null;

function reduceDims(t: Tensor, dims: Dims | undefined): number[] {
  if (dims === undefined || dims === null) return t.shape.map((_, i) => i);
  const list = typeof dims === "number" ? [dims] : [...dims];
  const nd = list.map((d) => normalizeDim(d, t.ndim)).filter((d) => t.ndim > 0 || d === 0);
  if (new Set(nd).size !== nd.length) throw new Error("reduction: a dimension appears more than once");
  return t.ndim === 0 ? [] : nd.sort((a, b) => a - b);
}

function reduce(op: ReduceOp, t: Tensor, dimsArg: Dims | undefined, keepdim: boolean): Tensor {
  const dims = reduceDims(t, dimsArg);
  const kept = t.shape.map((_, i) => i).filter((i) => !dims.includes(i));
  const m = kept.reduce((a, i) => a * t.shape[i]!, 1);
  const k = dims.reduce((a, i) => a * t.shape[i]!, 1);
  const outShape = keepdim ? t.shape.map((s, i) => (dims.includes(i) ? 1 : s)) : kept.map((i) => t.shape[i]!);
  if (k === 0 && m > 0 && op !== "sum" && op !== "mean") {
    throw new Error(`${op}(): cannot reduce over a zero-size dimension`);
  }
  const b = t.backend;
  if (k === 0) {
    const s = b.alloc(op === "mean" ? "float32" : t.dtype, m);
    b.fill(s, m, op === "mean" ? NaN : 0);
    return Tensor.fromStorage(s, outShape, t.device);
  }
  const p = permute(t, [...kept, ...dims]);
  const c = contiguousAtZero(p);
  p.release();
  const s = b.reduce(op, c.storage, m, k);
  c.release();
  return Tensor.fromStorage(s, outShape, t.device);
}

export const sum = (t: Tensor, dim?: Dims, keepdim = false): Tensor => reduce("sum", t, dim, keepdim);
export const mean = (t: Tensor, dim?: Dims, keepdim = false): Tensor => reduce("mean", t, dim, keepdim);
export const max = (t: Tensor, dim?: Dims, keepdim = false): Tensor => reduce("max", t, dim, keepdim);
export const min = (t: Tensor, dim?: Dims, keepdim = false): Tensor => reduce("min", t, dim, keepdim);

function argReduce(op: "argmax" | "argmin", t: Tensor, dim: number | undefined, keepdim: boolean): Tensor {
  if (dim !== undefined) return reduce(op, t, dim, keepdim);
  const flat = t.isContiguous() ? t.viewAs([t.numel], [1], t.offset) : contiguousFlat(t);
  const r = reduce(op, flat, 0, false);
  flat.release();
  if (!keepdim) return r;
  const out = r.viewAs(t.shape.map(() => 1), t.shape.map(() => 1), 0);
  r.release();
  return out;
}

function contiguousFlat(t: Tensor): Tensor {
  const c = contiguous(t);
  const f = c.viewAs([t.numel], [1], c.offset);
  c.release();
  return f;
}

export const argmax = (t: Tensor, dim?: number, keepdim = false): Tensor => argReduce("argmax", t, dim, keepdim);
export const argmin = (t: Tensor, dim?: number, keepdim = false): Tensor => argReduce("argmin", t, dim, keepdim);

/** softmax along `dim` (float32 result). */
export function softmax(t: Tensor, dim = -1): Tensor {
  const x = t.dtype === "float32" ? t.viewAs(t.shape, t.strides, t.offset) : cast(t, "float32");
  const d = t.ndim === 0 ? -1 : normalizeDim(dim, t.ndim);
  const perm = t.shape.map((_, i) => i).filter((i) => i !== d);
  if (d >= 0) perm.push(d);
  const p = permute(x, perm);
  x.release();
  const c = contiguousAtZero(p);
  p.release();
  const k = d >= 0 ? t.shape[d]! : 1;
  const m = k === 0 ? 0 : t.numel / k;
  const s = c.backend.softmax(c.storage, m, k);
  const rows = Tensor.fromStorage(s, c.shape, t.device);
  c.release();
  if (d < 0 || d === t.ndim - 1) return rows;
  const inv = perm.map((_, i) => perm.indexOf(i));
  const back = permute(rows, inv);
  rows.release();
  const out = contiguous(back);
  back.release();
  return out;
}
