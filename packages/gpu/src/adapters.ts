/**
 * adapters.ts — finding the physical GPU adapters Dawn can see, and opening one as a GPUDevice.
 *
 * dawn.node's WebGPU has no "list adapters" call. It does take an `adapter=<name>` option (the
 * first adapter whose name contains <name> is chosen) and, when no adapter matches, rejects
 * `requestAdapter` with the full list ("Available adapters: * backend: 'vulkan', name: '...'").
 * Enumeration asks for a name no adapter has and parses that list; physical index i is the i-th
 * entry of the preferred backend (vulkan, metal or d3d12 when one is present), hardware adapters
 * first and software ones (llvmpipe/lavapipe, SwiftShader, WARP) after them, each group in Dawn's
 * order — as CUDA's default device order puts the fastest first. Opening index i
 * passes `backend=` and `adapter=<its name>`. Limitation: two adapters whose names make the
 * substring match ambiguous (two identical GPUs) cannot be told apart through dawn.node 0.6.2, so
 * opening the later one is an error, not a silent alias of the first.
 *
 * Dawn's Vulkan backend wants XDG_RUNTIME_DIR; when it is unset, a private temporary directory is
 * used.
 */
import { lstatSync, mkdirSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { create } from "webgpu";

export interface PhysicalAdapter {
  readonly backend: string;
  readonly name: string;
}

export interface AdapterInfo {
  vendor: string;
  architecture: string;
  device: string;
  description: string;
  backend: string;
  name: string;
  isFallbackAdapter: boolean;
}

export interface OpenedDevice {
  readonly gpu: GPU;
  readonly adapter: GPUAdapter;
  readonly device: GPUDevice;
  readonly info: AdapterInfo;
  readonly timestamps: boolean;
}

export const SETUP_HINT =
  "No usable GPU adapter: Dawn found no Vulkan driver. Run scripts/setup-vulkan.sh (installs Mesa lavapipe, " +
  "a software Vulkan driver, on Debian bookworm) or install your GPU's Vulkan driver and the Vulkan loader (libvulkan1). " +
  "The cpu device works without one.";

const PREFERRED_BACKENDS = ["vulkan", "metal", "d3d12"];

/**
 * Sets XDG_RUNTIME_DIR when unset: a per-user directory in the temp dir (mode 0700, reused by
 * every process), or a fresh private one if that path exists but is not ours.
 */
export function ensureRuntimeDir(): void {
  if (process.env.XDG_RUNTIME_DIR) return;
  const uid = process.getuid?.() ?? 0;
  const dir = join(tmpdir(), `pyts-xdg-${uid}`);
  try {
    mkdirSync(dir, { mode: 0o700 });
  } catch {
    // exists: fine when it is our private directory
  }
  try {
    const st = lstatSync(dir);
    if (st.isDirectory() && st.uid === uid && (st.mode & 0o077) === 0) {
      process.env.XDG_RUNTIME_DIR = dir;
      return;
    }
  } catch {
    // fall through
  }
  process.env.XDG_RUNTIME_DIR = mkdtempSync(join(tmpdir(), "pyts-xdg-"));
}

/** Parses dawn.node's "Available adapters" list and keeps the preferred backend's entries. */
export function parseAdapterList(message: string): PhysicalAdapter[] {
  const all: PhysicalAdapter[] = [];
  for (const line of message.split("\n")) {
    const m = /^\s*\*\s*backend:\s*'([^']*)',\s*name:\s*'(.*)'\s*$/.exec(line);
    if (m && m[1] !== "null") all.push({ backend: m[1]!, name: m[2]! });
  }
  let chosen = all;
  for (const b of PREFERRED_BACKENDS) {
    const some = all.filter((a) => a.backend === b);
    if (some.length > 0) {
      chosen = some;
      break;
    }
  }
  return [...chosen.filter((a) => !isSoftware(a.name)), ...chosen.filter((a) => isSoftware(a.name))];
}

export function isSoftware(name: string): boolean {
  return /llvmpipe|lavapipe|swiftshader|microsoft basic render|\bwarp\b/i.test(name);
}

let cachedList: Promise<PhysicalAdapter[]> | undefined;

/** The physical adapters, in Dawn's order (cached for the process). */
export function listPhysicalAdapters(): Promise<PhysicalAdapter[]> {
  cachedList ??= enumerate();
  return cachedList;
}

async function enumerate(): Promise<PhysicalAdapter[]> {
  ensureRuntimeDir();
  try {
    const gpu = create(["adapter=\u0001pyts-enumerate-adapters\u0001"]);
    const a = await gpu.requestAdapter();
    // A match on that name is not expected; if Dawn ever returns one, it is the only adapter known.
    if (a) return [{ backend: "unknown", name: a.info.description }];
    return [];
  } catch (e) {
    return parseAdapterList(e instanceof Error ? e.message : String(e));
  }
}

export async function openPhysicalAdapter(list: readonly PhysicalAdapter[], index: number): Promise<OpenedDevice> {
  const target = list[index];
  if (!target) throw new Error(`${SETUP_HINT} (physical adapter ${index} does not exist; ${list.length} found)`);
  const first = list.findIndex((a) => a.backend === target.backend && a.name.includes(target.name));
  if (first !== index) {
    throw new Error(
      `physical adapter ${index} ('${target.name}') cannot be selected: dawn.node selects adapters by name and ` +
        `adapter ${first} ('${list[first]!.name}') matches it first`,
    );
  }
  ensureRuntimeDir();
  const flags = [`adapter=${target.name}`, "disable-dawn-features=timestamp_quantization"];
  if (target.backend !== "unknown") flags.push(`backend=${target.backend}`);
  const gpu = create(flags);
  let adapter: GPUAdapter | null;
  try {
    adapter = await gpu.requestAdapter({ powerPreference: "high-performance" });
  } catch (e) {
    throw new Error(`${SETUP_HINT}\n${e instanceof Error ? e.message : String(e)}`);
  }
  if (!adapter) throw new Error(SETUP_HINT);
  const timestamps = adapter.features.has("timestamp-query");
  const l = adapter.limits;
  const device = await adapter.requestDevice({
    requiredFeatures: timestamps ? ["timestamp-query"] : [],
    requiredLimits: {
      maxStorageBufferBindingSize: l.maxStorageBufferBindingSize,
      maxBufferSize: l.maxBufferSize,
      maxComputeWorkgroupStorageSize: l.maxComputeWorkgroupStorageSize,
      maxComputeInvocationsPerWorkgroup: l.maxComputeInvocationsPerWorkgroup,
      maxComputeWorkgroupSizeX: l.maxComputeWorkgroupSizeX,
      maxComputeWorkgroupSizeY: l.maxComputeWorkgroupSizeY,
      maxStorageBuffersPerShaderStage: l.maxStorageBuffersPerShaderStage,
    },
  });
  const i = adapter.info;
  return {
    gpu,
    adapter,
    device,
    timestamps,
    info: {
      vendor: i.vendor,
      architecture: i.architecture,
      device: i.device,
      description: i.description,
      backend: target.backend,
      name: target.name,
      isFallbackAdapter: (i as GPUAdapterInfo & { isFallbackAdapter?: boolean }).isFallbackAdapter ?? false,
    },
  };
}
