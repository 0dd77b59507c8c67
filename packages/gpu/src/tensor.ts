/**
 * tensor.ts — the Tensor: a strided view (shape, strides, offset, dtype) of a reference-counted
 * Storage on a device. Methods are thin and delegate to ops/*; synchronous methods enqueue work,
 * the promise-returning ones (cpu, to, item, tolist, data) are the synchronization points.
 * `release()` drops this tensor's reference (the VM calls it when the Python refcount reaches
 * zero); any later use of the tensor is an error.
 */
import type { Backend } from "./backend/types.js";
import { backendOf } from "./ops/backendOf.js";
import type { Device, DeviceLike } from "./devices.js";
import type { DType, HostArray } from "./dtype.js";
import * as ew from "./ops/elementwise.js";
import * as lin from "./ops/linalg.js";
import * as red from "./ops/reduce.js";
import * as xfer from "./ops/transfer.js";
import * as views from "./ops/views.js";
import type { IndexSpec } from "./ops/views.js";
import { contiguousStrides, isContiguous, numel, type Shape } from "./shape.js";
import type { Storage } from "./storage.js";

export type Scalar = number;
export type TensorOrScalar = Tensor | Scalar;
export type NestedList = number | NestedList[];

export class Tensor {
  private releasedFlag = false;

  constructor(
    private readonly store: Storage,
    readonly shape: readonly number[],
    readonly strides: readonly number[],
    readonly offset: number,
    readonly device: Device,
  ) {}

  /** A new contiguous tensor owning `storage` (its reference is taken over). */
  static fromStorage(storage: Storage, shape: Shape, device: Device): Tensor {
    return new Tensor(storage, [...shape], contiguousStrides(shape), 0, device);
  }

  get dtype(): DType {
    return this.store.dtype;
  }
  get ndim(): number {
    return this.shape.length;
  }
  get numel(): number {
    return numel(this.shape);
  }
  get released(): boolean {
    return this.releasedFlag;
  }

  /** The storage, checking the tensor is still alive. */
  get storage(): Storage {
    if (this.releasedFlag) throw new Error("tensor used after release()");
    return this.store;
  }

  get backend(): Backend {
    return backendOf(this.device);
  }

  isContiguous(): boolean {
    return isContiguous(this.shape, this.strides);
  }

  /** Another view of the same storage (shares it; takes a reference). */
  viewAs(shape: Shape, strides: readonly number[], offset: number): Tensor {
    return new Tensor(this.storage.retain(), [...shape], [...strides], offset, this.device);
  }

  release(): void {
    if (this.releasedFlag) throw new Error("tensor released twice");
    this.releasedFlag = true;
    this.store.release();
  }

  toString(): string {
    return `Tensor(shape=[${this.shape.join(", ")}], dtype=${this.dtype}, device=${this.device}${this.releasedFlag ? ", released" : ""})`;
  }

  // views and indexing
  reshape(...shape: number[] | [readonly number[]]): Tensor { return views.reshape(this, flatArgs(shape)); }
  view(...shape: number[] | [readonly number[]]): Tensor { return views.view(this, flatArgs(shape)); }
  flatten(): Tensor { return views.reshape(this, [-1]); }
  transpose(d0: number, d1: number): Tensor { return views.transpose(this, d0, d1); }
  permute(...dims: number[] | [readonly number[]]): Tensor { return views.permute(this, flatArgs(dims)); }
  get T(): Tensor { return views.permute(this, this.shape.map((_, i) => this.ndim - 1 - i)); }
  unsqueeze(dim: number): Tensor { return views.unsqueeze(this, dim); }
  squeeze(dim?: number): Tensor { return views.squeeze(this, dim); }
  expand(...shape: number[] | [readonly number[]]): Tensor { return views.expand(this, flatArgs(shape)); }
  get(...index: IndexSpec[]): Tensor { return views.index(this, index); }
  select(dim: number, i: number): Tensor { return views.select(this, dim, i); }
  slice(dim: number, start?: number | null, stop?: number | null, step?: number): Tensor { return views.slice(this, dim, start, stop, step); }
  contiguous(): Tensor { return views.contiguous(this); }
  clone(): Tensor { return views.clone(this); }

  // dtype
  type(dtype: DType): Tensor { return ew.cast(this, dtype); }
  float(): Tensor { return ew.cast(this, "float32"); }
  int(): Tensor { return ew.cast(this, "int32"); }

  // elementwise
  add(o: TensorOrScalar): Tensor { return ew.add(this, o); }
  sub(o: TensorOrScalar): Tensor { return ew.sub(this, o); }
  mul(o: TensorOrScalar): Tensor { return ew.mul(this, o); }
  div(o: TensorOrScalar): Tensor { return ew.div(this, o); }
  pow(o: TensorOrScalar): Tensor { return ew.pow(this, o); }
  maximum(o: TensorOrScalar): Tensor { return ew.maximum(this, o); }
  minimum(o: TensorOrScalar): Tensor { return ew.minimum(this, o); }
  eq(o: TensorOrScalar): Tensor { return ew.eq(this, o); }
  ne(o: TensorOrScalar): Tensor { return ew.ne(this, o); }
  lt(o: TensorOrScalar): Tensor { return ew.lt(this, o); }
  le(o: TensorOrScalar): Tensor { return ew.le(this, o); }
  gt(o: TensorOrScalar): Tensor { return ew.gt(this, o); }
  ge(o: TensorOrScalar): Tensor { return ew.ge(this, o); }
  neg(): Tensor { return ew.neg(this); }
  abs(): Tensor { return ew.abs(this); }
  exp(): Tensor { return ew.exp(this); }
  log(): Tensor { return ew.log(this); }
  sqrt(): Tensor { return ew.sqrt(this); }
  tanh(): Tensor { return ew.tanh(this); }
  relu(): Tensor { return ew.relu(this); }
  sigmoid(): Tensor { return ew.sigmoid(this); }

  // reductions
  sum(dim?: red.Dims, keepdim = false): Tensor { return red.sum(this, dim, keepdim); }
  mean(dim?: red.Dims, keepdim = false): Tensor { return red.mean(this, dim, keepdim); }
  max(dim?: red.Dims, keepdim = false): Tensor { return red.max(this, dim, keepdim); }
  min(dim?: red.Dims, keepdim = false): Tensor { return red.min(this, dim, keepdim); }
  argmax(dim?: number, keepdim = false): Tensor { return red.argmax(this, dim, keepdim); }
  argmin(dim?: number, keepdim = false): Tensor { return red.argmin(this, dim, keepdim); }
  softmax(dim = -1): Tensor { return red.softmax(this, dim); }

  // linear algebra
  matmul(o: Tensor): Tensor { return lin.matmul(this, o); }

  // synchronization points
  to(target: DeviceLike): Promise<Tensor> { return xfer.to(this, target); }
  cpu(): Promise<Tensor> { return xfer.to(this, "cpu"); }
  data(): Promise<HostArray> { return xfer.data(this); }
  tolist(): Promise<NestedList> { return xfer.tolist(this); }
  item(): Promise<number> { return xfer.item(this); }
}

function flatArgs(a: number[] | [readonly number[]]): number[] {
  return a.length === 1 && Array.isArray(a[0]) ? [...(a[0] as readonly number[])] : (a as number[]);
}
