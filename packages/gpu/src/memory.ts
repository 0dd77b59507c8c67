/**
 * memory.ts — the torch.cuda-style memory functions over each GPU device's caching allocator
 * (see allocator.ts). The cpu device has no allocator, and a GPU device not opened yet holds
 * nothing: their counters are 0.
 */
import type { AllocatorStats } from "./allocator.js";
import { device as toDevice, openedContext, openedContexts, type DeviceLike } from "./devices.js";

function stats(d: DeviceLike): AllocatorStats | undefined {
  return openedContext(toDevice(d))?.allocator.stats();
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
    return openedContext(toDevice(d))?.allocator.emptyCache() ?? 0;
  }
  return openedContexts().reduce((n, ctx) => n + ctx.allocator.emptyCache(), 0);
}
