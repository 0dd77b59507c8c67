/**
 * devices.ts — device names ("cpu", "gpu", "gpu:N") and the registry of opened GPU devices.
 *
 * The visible GPUs are fixed the first time they are needed: the physical adapters Dawn lists,
 * filtered and renumbered by PYTS_VISIBLE_DEVICES (see visible.ts). A GPU device is opened on
 * `initDevice()` (or lazily by the async entry points such as `.to()`); synchronous operations on
 * a device that has not been opened say so. `resetDevices()` shuts everything down and forgets the
 * enumeration, so the variable is read again (tests use it; CUDA reads its variable once).
 */
import { listPhysicalAdapters, openPhysicalAdapter, SETUP_HINT, type PhysicalAdapter } from "./adapters.js";
import { GpuContext } from "./backend/gpuContext.js";
import { parseVisibleDevices, VISIBLE_DEVICES_ENV } from "./visible.js";

export type DeviceType = "cpu" | "gpu";

export class Device {
  private constructor(
    readonly type: DeviceType,
    /** null for cpu. */
    readonly index: number | null,
  ) {}

  private static readonly cache = new Map<string, Device>();

  static of(type: DeviceType, index: number | null): Device {
    const key = type === "cpu" ? "cpu" : `gpu:${index}`;
    let d = Device.cache.get(key);
    if (!d) Device.cache.set(key, (d = new Device(type, type === "cpu" ? null : index)));
    return d;
  }

  toString(): string {
    return this.type === "cpu" ? "cpu" : `gpu:${this.index}`;
  }
}

export type DeviceLike = Device | string;

/** Parses "cpu", "gpu" (= gpu:0), "gpu:N". Devices are interned, so `===` compares them. */
export function device(spec: DeviceLike): Device {
  if (spec instanceof Device) return spec;
  const s = spec.trim();
  if (s === "cpu") return Device.of("cpu", null);
  const m = /^gpu(?::(\d+))?$/.exec(s);
  if (!m) throw new Error(`invalid device '${spec}': expected 'cpu', 'gpu' or 'gpu:N'`);
  return Device.of("gpu", m[1] === undefined ? 0 : Number(m[1]));
}

interface Visible {
  physical: PhysicalAdapter[];
  /** visible[i] = physical index of gpu:i */
  visible: number[];
  env: string | undefined;
}

let visibleP: Promise<Visible> | undefined;
/** The enumeration once it has finished (for synchronous error messages). */
let known: Visible | undefined;
const opening = new Map<number, Promise<GpuContext>>();
const opened = new Map<number, GpuContext>();

function visibleDevices(): Promise<Visible> {
  visibleP ??= listPhysicalAdapters().then((physical) => {
    const env = process.env[VISIBLE_DEVICES_ENV];
    known = { physical, visible: parseVisibleDevices(env, physical.length), env };
    return known;
  });
  return visibleP;
}

/** Number of visible GPU devices (0 when there is no usable adapter). */
export async function deviceCount(): Promise<number> {
  return (await visibleDevices()).visible.length;
}

export async function isAvailable(): Promise<boolean> {
  return (await deviceCount()) > 0;
}

/** The physical adapter behind each visible gpu:N, for reports. */
export async function visibleAdapters(): Promise<Array<{ device: string; physicalIndex: number; backend: string; name: string }>> {
  const v = await visibleDevices();
  return v.visible.map((p, i) => ({ device: `gpu:${i}`, physicalIndex: p, backend: v.physical[p]!.backend, name: v.physical[p]!.name }));
}

/** Opens a GPU device (idempotent); a no-op for cpu. */
export async function initDevice(spec: DeviceLike = "gpu:0"): Promise<Device> {
  const d = device(spec);
  if (d.type === "cpu") return d;
  const i = d.index!;
  if (opened.has(i)) return d;
  let p = opening.get(i);
  if (!p) {
    p = (async () => {
      const v = await visibleDevices();
      const why = notVisible(d, v);
      if (why) throw new Error(why);
      const phys = v.visible[i]!;
      const ctx = new GpuContext(i, phys, await openPhysicalAdapter(v.physical, phys));
      opened.set(i, ctx);
      return ctx;
    })();
    opening.set(i, p);
    p.catch(() => opening.delete(i));
  }
  await p;
  return d;
}

/** The opened context of a GPU device; throws when it has not been opened. */
export function gpuContext(d: Device): GpuContext {
  const ctx = opened.get(d.index!);
  if (!ctx) throw new Error((known && notVisible(d, known)) || `${d} has not been initialised: await initDevice("${d}") first`);
  return ctx;
}

function notVisible(d: Device, v: Visible): string | undefined {
  if (d.index! < v.visible.length) return undefined;
  if (v.physical.length === 0) return `${d}: ${SETUP_HINT}`;
  const env = v.env === undefined ? "unset" : JSON.stringify(v.env);
  return `${d} is not visible: ${VISIBLE_DEVICES_ENV} ${env} leaves ${v.visible.length} of ${v.physical.length} physical adapter(s) visible`;
}

/** The context of a GPU device if it has been opened. */
export function openedContext(d: Device): GpuContext | undefined {
  return d.type === "gpu" ? opened.get(d.index!) : undefined;
}

export function openedContexts(): GpuContext[] {
  return [...opened.values()];
}

/** Destroys every opened GPU device (all their tensors become invalid) and forgets the enumeration. */
export async function resetDevices(): Promise<void> {
  await Promise.allSettled(opening.values());
  for (const ctx of opened.values()) ctx.destroy();
  opened.clear();
  opening.clear();
  visibleP = undefined;
  known = undefined;
}
