/**
 * memory.ts — the torch.cuda-style memory functions over each GPU device's caching allocator
 * (see allocator.ts). The cpu device has no allocator: its counters are 0.
 */
import type { AllocatorStats } from "./allocator.js";
import { device as toDevice, gpuContext, openedContexts, type DeviceLike } from "./devices.js";

function stats(d: DeviceLike): AllocatorStats | undefined {
  const dev = toDevice(d);
  return dev.type === "cpu" ? undefined : gpuContext(dev).allocator.stats();
}

/** Bytes in blocks held by live tensors on the device. */
export function memoryAllocated(d: DeviceLike = "gpu:0"): number {
  return stats(d)?.allocated ?? 0;
}

/** Bytes the device's allocator holds: allocated plus cached blocks. */
export function memoryReserved(d: DeviceLike = "gpu:0"): number {
  return stats(d)?.reserved ?? 0;
}

export function memoryStats(d: DeviceLike = "gpu:0"): AllocatorStats {
  return stats(d) ?? { allocated: 0, reserved: 0, cached: 0, activeBlocks: 0, cachedBlocks: 0, reuses: 0 };
}

/** Destroys the cached (unused) blocks of one device, or of every opened device; returns the bytes released. */
export function emptyCache(d?: DeviceLike): number {
  if (d !== undefined) {
    const dev = toDevice(d);
    return dev.type === "cpu" ? 0 : gpuContext(dev).allocator.emptyCache();
  }
  return openedContexts().reduce((n, ctx) => n + ctx.allocator.emptyCache(), 0);
}
