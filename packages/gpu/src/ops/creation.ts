/**
 * ops/creation.ts — making tensors: from nested arrays or typed arrays, zeros/ones/full, arange,
 * and seeded rand/randn. Random numbers come from Philox on the host (prng.ts) and are uploaded,
 * so a seed gives the same tensor on every device. Creation on a GPU device needs the device
 * opened first (`await initDevice("gpu:0")`).
 *
 * Without a dtype, `tensor()` and `full()` give float32 (a JS number does not say whether it is an
 * int), `arange()` gives int32 when start, end and step are all integers, as torch does.
 */
import { device as toDevice, type Device, type DeviceLike } from "../devices.js";
import { allocHost, hostFrom, type DType, type HostArray } from "../dtype.js";
import { normalFloats, uniformFloats } from "../prng.js";
import { formatShape, numel } from "../shape.js";
import { Tensor, type NestedList } from "../tensor.js";
import { backendOf } from "./backendOf.js";

export interface TensorOptions {
  dtype?: DType;
  device?: DeviceLike;
}

function dev(o?: TensorOptions): Device {
  return toDevice(o?.device ?? "cpu");
}

/** A tensor holding a copy of `data` with the given shape. */
export function fromHost(data: HostArray, shape: readonly number[], device: DeviceLike = "cpu"): Tensor {
  if (numel(shape) !== data.length) throw new Error(`shape ${formatShape(shape)} needs ${numel(shape)} elements, got ${data.length}`);
  const d = toDevice(device);
  return Tensor.fromStorage(backendOf(d).fromHost(data), shape, d);
}

function flatten(data: NestedList, shape: number[], out: number[], depth: number): void {
  if (typeof data === "number") {
    if (depth !== shape.length) throw new Error("tensor(): ragged nested list");
    out.push(data);
    return;
  }
  if (depth === shape.length) throw new Error("tensor(): ragged nested list");
  if (data.length !== shape[depth]) throw new Error(`tensor(): expected a sequence of length ${shape[depth]} at dim ${depth} (got ${data.length})`);
  for (const x of data) flatten(x, shape, out, depth + 1);
}

function nestedShape(data: NestedList): number[] {
  const shape: number[] = [];
  let cur: NestedList = data;
  while (Array.isArray(cur)) {
    shape.push(cur.length);
    if (cur.length === 0) break;
    cur = cur[0]!;
  }
  return shape;
}

export function tensor(data: NestedList | HostArray, opts?: TensorOptions): Tensor {
  if (data instanceof Float32Array || data instanceof Int32Array) {
    const host = opts?.dtype && (opts.dtype === "float32") !== data instanceof Float32Array ? hostFrom(opts.dtype, data) : data;
    return fromHost(host, [data.length], dev(opts));
  }
  const shape = nestedShape(data);
  const flat: number[] = [];
  flatten(data, shape, flat, 0);
  return fromHost(hostFrom(opts?.dtype ?? "float32", flat), shape, dev(opts));
}

export function full(shape: readonly number[], value: number, opts?: TensorOptions): Tensor {
  for (const d of shape) if (!Number.isInteger(d) || d < 0) throw new Error(`invalid shape ${formatShape(shape)}`);
  const d = dev(opts);
  const b = backendOf(d);
  const n = numel(shape);
  const s = b.alloc(opts?.dtype ?? "float32", n);
  b.fill(s, n, value);
  return Tensor.fromStorage(s, shape, d);
}

export const zeros = (shape: readonly number[], opts?: TensorOptions): Tensor => full(shape, 0, opts);
export const ones = (shape: readonly number[], opts?: TensorOptions): Tensor => full(shape, 1, opts);

/** arange(end) or arange(start, end, step): [start, end) by step. */
export function arange(start: number, end?: number, step = 1, opts?: TensorOptions): Tensor {
  if (end === undefined) [start, end] = [0, start];
  if (step === 0) throw new Error("arange: step must be non-zero");
  const n = Math.max(0, Math.ceil((end - start) / step));
  const dtype = opts?.dtype ?? (Number.isInteger(start) && Number.isInteger(end) && Number.isInteger(step) ? "int32" : "float32");
  const host = allocHost(dtype, n);
  for (let i = 0; i < n; i++) host[i] = start + i * step;
  return fromHost(host, [n], dev(opts));
}

export interface RandomOptions extends TensorOptions {
  seed: number;
}

/** Uniform [0, 1) float32 from Philox4x32-10 keyed by `seed`. */
export function rand(shape: readonly number[], opts: RandomOptions): Tensor {
  return fromHost(uniformFloats(numel(shape), opts.seed), shape, dev(opts));
}

/** Standard normal float32 (Box–Muller over Philox4x32-10) keyed by `seed`. */
export function randn(shape: readonly number[], opts: RandomOptions): Tensor {
  return fromHost(normalFloats(numel(shape), opts.seed), shape, dev(opts));
}

/** A 0-d tensor for a JS number next to a tensor on `d`. */
export function scalarTensor(x: number, d: Device): Tensor {
  return fromHost(hostFrom(Number.isInteger(x) ? "int32" : "float32", [x]), [], d);
}
