/**
 * @pyts/gpu — a small tensor engine with a torch-like API: tensors on `cpu` and `gpu:N`
 * devices, WGSL kernels run by Dawn (the `webgpu` package) on the GPU and plain TypeScript loops on
 * the CPU (the reference). GPU launches are asynchronous: they enqueue work and return; the
 * promise-returning calls (`synchronize`, `.cpu()`, `.to()`, `.item()`, `.tolist()`, `.data()`)
 * wait. Device memory goes through a caching allocator; `profile()` records kernel durations.
 *
 *   await initDevice("gpu:0");
 *   const a = randn([256, 256], { seed: 1, device: "gpu:0" });
 *   const c = matmul(a, a).relu();          // enqueued
 *   console.log(await c.sum().item());      // waits
 */
export { Tensor } from "./tensor.js";
export type { NestedList, Scalar, TensorOrScalar } from "./tensor.js";
export type { DType, HostArray } from "./dtype.js";
export { Device, device, deviceCount, initDevice, isAvailable, resetDevices, visibleAdapters } from "./devices.js";
export type { DeviceLike, DeviceType } from "./devices.js";
export { parseVisibleDevices, VISIBLE_DEVICES_ENV } from "./visible.js";
export { SETUP_HINT } from "./adapters.js";
export type { AdapterInfo } from "./adapters.js";
export { arange, fromHost, full, ones, rand, randn, tensor, zeros } from "./ops/creation.js";
export type { RandomOptions, TensorOptions } from "./ops/creation.js";
export {
  abs, add, cast, div, eq, exp, ge, gt, le, log, lt, maximum, minimum, mul, ne, neg, pow, relu, sigmoid, sqrt, sub, tanh, where,
} from "./ops/elementwise.js";
export { argmax, argmin, max, mean, min, softmax, sum } from "./ops/reduce.js";
export type { Dims } from "./ops/reduce.js";
export { matmul } from "./ops/linalg.js";
export { clone, contiguous, expand, permute, reshape, transpose } from "./ops/views.js";
export type { IndexSpec, SliceSpec } from "./ops/views.js";
export { emptyCache, memoryAllocated, memoryReserved, memoryStats } from "./memory.js";
export type { AllocatorStats } from "./allocator.js";
export { profile, Profile } from "./profiler.js";
export type { ChromeTrace, KernelEvent, TimingSource } from "./profiler.js";
export { adapterInfo, forceQueueTiming, kernelCacheStats, matmulConfig, setMatmulConfig, shutdown, synchronize } from "./runtime.js";
