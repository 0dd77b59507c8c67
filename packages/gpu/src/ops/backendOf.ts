/**
 * ops/backendOf.ts — the backend that computes for a device.
 */
import { cpuBackend } from "../backend/cpu.js";
import { gpuBackend } from "../backend/gpu.js";
import type { Backend } from "../backend/types.js";
import { gpuContext, type Device } from "../devices.js";

export function backendOf(d: Device): Backend {
  return d.type === "cpu" ? cpuBackend : gpuBackend(gpuContext(d));
}
