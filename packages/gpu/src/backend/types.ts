/**
 * backend/types.ts — what a backend computes. The frontend (ops/*) does all shape work —
 * broadcasting, permuting reduced dimensions to the end, batching matmul — and hands a backend
 * only these primitive jobs on storages. Map jobs read their inputs through strides; every other
 * job reads contiguous storages from element 0 and every job writes a new contiguous storage.
 */
import type { DType, HostArray } from "../dtype.js";
import type { MapOp } from "../kernels/elementwise.js";
import type { ReduceOp } from "../kernels/reduce.js";
import type { Storage } from "../storage.js";

export interface StridedInput {
  storage: Storage;
  /** Strides for the output shape: 0 along broadcast dimensions. */
  strides: readonly number[];
  offset: number;
}

export interface Backend {
  /** A new contiguous storage of n elements; its content is unspecified. */
  alloc(dtype: DType, n: number): Storage;
  fromHost(data: HostArray): Storage;
  /** The first n elements of a storage, starting at `offset`, once computed. */
  toHost(s: Storage, offset: number, n: number): Promise<HostArray>;
  fill(s: Storage, n: number, value: number): void;
  /**
   * out[i] = op(inputs[0][i], …) over `shape`; inputs are converted to `computeTypes` first;
   * the result has dtype `out`.
   */
  map(op: MapOp, inputs: readonly StridedInput[], computeTypes: readonly DType[], shape: readonly number[], out: DType): Storage;
  /** Reduces each row of a contiguous [m, k]. */
  reduce(op: ReduceOp, x: Storage, m: number, k: number): Storage;
  /** Softmax of each row of a contiguous float32 [m, k]. */
  softmax(x: Storage, m: number, k: number): Storage;
  /** Batched product of contiguous [b, m, k] and [b, k, n]. */
  matmul(a: Storage, b: Storage, batch: number, m: number, n: number, k: number): Storage;
  synchronize(): Promise<void>;
}
