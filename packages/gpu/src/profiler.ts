/**
 * profiler.ts — records kernel launches inside a `profile()` scope.
 *
 * Each launch is an event with its kernel name, the shape it ran on and its GPU duration. Where
 * the adapter has 'timestamp-query', the compute pass writes begin/end timestamps into a query set
 * that is resolved when the scope ends ("timestamp"). Elsewhere the duration is taken from queue
 * completion: the time from max(submit, previous completion) to the moment
 * `onSubmittedWorkDone` resolves ("queue"), an upper bound that includes driver latency; work
 * that completes in the same event tick as the launch before it gets 0.
 * `toChromeTrace()` writes the Trace Event format read by chrome://tracing and Perfetto.
 */
export type TimingSource = "timestamp" | "queue";

export interface KernelEvent {
  name: string;
  device: string;
  shape: number[];
  /** Host time of the launch (ms, performance.now()). */
  launchedAt: number;
  /** Start of execution relative to the first event of the profile, in ms. */
  startMs: number;
  durationMs: number;
  timing: TimingSource;
}

export interface ChromeTrace {
  traceEvents: Array<{
    name: string;
    cat: string;
    ph: "X";
    ts: number;
    dur: number;
    pid: number;
    tid: number;
    args: { shape: number[]; timing: TimingSource; device: string };
  }>;
  displayTimeUnit: "ms";
}

/** What a device needs to do for a launch while a profile is active. */
export interface LaunchRecorder {
  /** Timestamp writes for the compute pass, or undefined for queue timing. */
  timestampWrites(device: ProfiledDevice): GPUComputePassTimestampWrites | undefined;
  /** Called after the launch has been submitted. */
  launched(device: ProfiledDevice, name: string, shape: number[], usedTimestamps: boolean): void;
}

/** The part of a GPU context the profiler needs. */
export interface ProfiledDevice {
  readonly label: string;
  readonly gpuDevice: GPUDevice;
  readonly timestamps: boolean;
  readonly forceQueueTiming: boolean;
}

const QUERY_CAPACITY = 4096; // queries per set (2 per launch)

interface PendingEvent {
  name: string;
  device: string;
  shape: number[];
  launchedAt: number;
  timing: TimingSource;
  /** timestamp: index of the begin query in `set`; queue: completion promise. */
  set?: QuerySetState;
  query?: number;
  done?: Promise<number>;
}

interface QuerySetState {
  device: ProfiledDevice;
  set: GPUQuerySet;
  used: number;
}

export class Profile implements LaunchRecorder {
  readonly events: KernelEvent[] = [];
  private readonly pending: PendingEvent[] = [];
  private readonly sets = new Map<ProfiledDevice, QuerySetState>();
  private readonly allSets: QuerySetState[] = [];
  private lastQueueEnd = 0;
  private finished = false;

  timestampWrites(device: ProfiledDevice): GPUComputePassTimestampWrites | undefined {
    if (!device.timestamps || device.forceQueueTiming) return undefined;
    let s = this.sets.get(device);
    if (!s || s.used + 2 > QUERY_CAPACITY) {
      s = { device, set: device.gpuDevice.createQuerySet({ type: "timestamp", count: QUERY_CAPACITY }), used: 0 };
      this.sets.set(device, s);
      this.allSets.push(s);
    }
    const w: GPUComputePassTimestampWrites = { querySet: s.set, beginningOfPassWriteIndex: s.used, endOfPassWriteIndex: s.used + 1 };
    return w;
  }

  launched(device: ProfiledDevice, name: string, shape: number[], usedTimestamps: boolean): void {
    const launchedAt = performance.now();
    if (usedTimestamps) {
      const s = this.sets.get(device)!;
      this.pending.push({ name, device: device.label, shape, launchedAt, timing: "timestamp", set: s, query: s.used });
      s.used += 2;
    } else {
      const done = device.gpuDevice.queue.onSubmittedWorkDone().then(() => performance.now());
      this.pending.push({ name, device: device.label, shape, launchedAt, timing: "queue", done });
    }
  }

  /** Waits for the recorded work and fills `events`. */
  async finish(): Promise<void> {
    if (this.finished) return;
    this.finished = true;
    const stamps = new Map<QuerySetState, BigUint64Array>();
    for (const s of this.allSets) stamps.set(s, await resolveQueries(s));
    let gpuBase: bigint | undefined;
    for (const p of this.pending) {
      if (p.timing === "timestamp") {
        const b = stamps.get(p.set!)![p.query!]!;
        if (gpuBase === undefined || b < gpuBase) gpuBase = b;
      }
    }
    const hostBase = this.pending.length ? Math.min(...this.pending.map((p) => p.launchedAt)) : 0;
    for (const p of this.pending) {
      if (p.timing === "timestamp") {
        const t = stamps.get(p.set!)!;
        const b = t[p.query!]!, e = t[p.query! + 1]!;
        const durationMs = e >= b ? Number(e - b) / 1e6 : 0;
        this.events.push({ name: p.name, device: p.device, shape: p.shape, launchedAt: p.launchedAt, startMs: Number(b - gpuBase!) / 1e6, durationMs, timing: "timestamp" });
      } else {
        const end = await p.done!;
        const start = Math.max(p.launchedAt, this.lastQueueEnd);
        this.lastQueueEnd = end;
        this.events.push({ name: p.name, device: p.device, shape: p.shape, launchedAt: p.launchedAt, startMs: start - hostBase, durationMs: Math.max(0, end - start), timing: "queue" });
      }
    }
    for (const s of this.allSets) s.set.destroy();
  }

  /** Total GPU time per kernel name, largest first. */
  summary(): Array<{ name: string; calls: number; totalMs: number }> {
    const m = new Map<string, { name: string; calls: number; totalMs: number }>();
    for (const e of this.events) {
      const r = m.get(e.name) ?? { name: e.name, calls: 0, totalMs: 0 };
      r.calls++;
      r.totalMs += e.durationMs;
      m.set(e.name, r);
    }
    return [...m.values()].sort((a, b) => b.totalMs - a.totalMs);
  }

  /** The summary as a text table: kernel, calls, total and mean GPU time. */
  table(): string {
    const rows = this.summary().map((r) => [r.name, String(r.calls), r.totalMs.toFixed(3), (r.totalMs / r.calls).toFixed(3)]);
    const head = ["kernel", "calls", "total ms", "mean ms"];
    const w = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
    const line = (r: string[]): string => r.map((c, i) => (i === 0 ? c.padEnd(w[i]!) : c.padStart(w[i]!))).join("  ");
    return [line(head), w.map((n) => "-".repeat(n)).join("  "), ...rows.map(line)].join("\n");
  }

  toChromeTrace(): ChromeTrace {
    return {
      displayTimeUnit: "ms",
      traceEvents: this.events.map((e) => ({
        name: e.name,
        cat: "kernel",
        ph: "X",
        ts: e.startMs * 1000,
        dur: e.durationMs * 1000,
        pid: 1,
        tid: Number(/\d+$/.exec(e.device)?.[0] ?? 0),
        args: { shape: e.shape, timing: e.timing, device: e.device },
      })),
    };
  }
}

async function resolveQueries(s: QuerySetState): Promise<BigUint64Array> {
  const dev = s.device.gpuDevice;
  const bytes = Math.max(8, s.used * 8);
  const resolve = dev.createBuffer({ size: bytes, usage: 0x200 /* QUERY_RESOLVE */ | 0x4 /* COPY_SRC */ });
  const staging = dev.createBuffer({ size: bytes, usage: 0x1 /* MAP_READ */ | 0x8 /* COPY_DST */ });
  const enc = dev.createCommandEncoder();
  if (s.used > 0) enc.resolveQuerySet(s.set, 0, s.used, resolve, 0);
  enc.copyBufferToBuffer(resolve, 0, staging, 0, bytes);
  dev.queue.submit([enc.finish()]);
  await staging.mapAsync(0x1 /* READ */);
  const out = new BigUint64Array(staging.getMappedRange().slice(0));
  staging.unmap();
  staging.destroy();
  resolve.destroy();
  return out;
}

let active: Profile | undefined;

export function activeProfile(): Profile | undefined {
  return active;
}

/**
 * Runs `fn` with profiling on, waits for its GPU work, and returns the profile. Scopes do not nest.
 */
export async function profile(fn: () => void | Promise<void>): Promise<Profile> {
  if (active) throw new Error("profile(): a profile is already active");
  const p = new Profile();
  active = p;
  try {
    await fn();
  } finally {
    active = undefined;
  }
  await p.finish();
  return p;
}
