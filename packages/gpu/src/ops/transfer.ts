/**
 * ops/transfer.ts — the synchronization points: moving a tensor between devices and reading its
 * values on the host. Each waits for the work queued before it on the tensor's device.
 */
import { device as toDevice, initDevice, type DeviceLike } from "../devices.js";
import type { HostArray } from "../dtype.js";
import { Tensor, type NestedList } from "../tensor.js";
import { backendOf } from "./backendOf.js";
import { contiguous } from "./views.js";

/** The tensor's elements in row-major order, as a new typed array. */
export async function data(t: Tensor): Promise<HostArray> {
  const c = contiguous(t);
  try {
    return await c.backend.toHost(c.storage, c.offset, c.numel);
  } finally {
    c.release();
  }
}

/** A copy on `target` (a new view of the same storage when already there). */
export async function to(t: Tensor, target: DeviceLike): Promise<Tensor> {
  const d = toDevice(target);
  if (d === t.device) return t.viewAs(t.shape, t.strides, t.offset);
  await initDevice(d);
  const host = await data(t);
  return Tensor.fromStorage(backendOf(d).fromHost(host), t.shape, d);
}

function nest(flat: HostArray, shape: readonly number[], dim: number, offset: number): NestedList {
  if (dim === shape.length) return flat[offset]!;
  const inner = shape.slice(dim + 1).reduce((a, b) => a * b, 1);
  const out: NestedList[] = [];
  for (let i = 0; i < shape[dim]!; i++) out.push(nest(flat, shape, dim + 1, offset + i * inner));
  return out;
}

export async function tolist(t: Tensor): Promise<NestedList> {
  return nest(await data(t), t.shape, 0, 0);
}

export async function item(t: Tensor): Promise<number> {
  if (t.numel !== 1) throw new Error(`a tensor with ${t.numel} elements cannot be converted to a scalar`);
  return (await data(t))[0]!;
}
