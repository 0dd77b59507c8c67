/**
 * runtime.ts — device-wide calls: synchronize, adapter information, kernel-cache statistics,
 * shutdown.
 */
import type { AdapterInfo } from "./adapters.js";
import { gpuBackend } from "./backend/gpu.js";
import { device as toDevice, gpuContext, openedContext, openedContexts, resetDevices, type DeviceLike } from "./devices.js";
import { formatMatmulConfig, parseMatmulConfig } from "./kernels/matmul.js";

/**
 * Waits until all work queued on the device (every opened GPU when omitted) has finished; a
 * device not opened yet has none.
 */
export async function synchronize(d?: DeviceLike): Promise<void> {
  if (d !== undefined) {
    await openedContext(toDevice(d))?.synchronize();
    return;
  }
  await Promise.all(openedContexts().map((c) => c.synchronize()));
}

export function adapterInfo(d: DeviceLike = "gpu:0"): AdapterInfo & { timestampQuery: boolean; physicalIndex: number } {
  const ctx = gpuContext(toDevice(d));
  return { ...ctx.info, timestampQuery: ctx.timestamps, physicalIndex: ctx.physicalIndex };
}

/** Pipelines compiled (cache misses), cached, and kernel launches so far on a device. */
export function kernelCacheStats(d: DeviceLike = "gpu:0"): { compiles: number; pipelines: number; launches: number } {
  const ctx = gpuContext(toDevice(d));
  return { compiles: ctx.compiles, pipelines: ctx.pipelineCount, launches: ctx.launches };
}

/** Profile with queue-completion timing even where timestamp queries exist (to test that path). */
export function forceQueueTiming(d: DeviceLike, on: boolean): void {
  gpuContext(toDevice(d)).forceQueueTiming = on;
}

/** Destroys all GPU devices so the process can exit; later GPU use re-enumerates. */
export async function shutdown(): Promise<void> {
  await resetDevices();
}

/** The matmul tiling of a device, as "TXxTY/RMxRN/TK" (see kernels/matmul.ts). */
export function matmulConfig(d: DeviceLike = "gpu:0"): string {
  return formatMatmulConfig(gpuBackend(gpuContext(toDevice(d))).matmulConfig);
}

/** Sets the matmul tiling of a device (benchmarks, tests); errors when it does not fit the device. */
export function setMatmulConfig(d: DeviceLike, config: string): void {
  gpuBackend(gpuContext(toDevice(d))).matmulConfig = parseMatmulConfig(config);
}
