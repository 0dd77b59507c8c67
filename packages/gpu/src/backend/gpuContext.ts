/**
 * backend/gpuContext.ts — one opened GPU device (gpu:N): its queue, its caching allocator, its
 * pipeline cache, and the two ways data crosses the bus.
 *
 * A launch encodes one compute pass, submits it and returns: the queue runs it later, in order.
 * Pipelines are compiled once per kernel key (op, dtypes, rank, ...) and reused. Parameters travel
 * in a small storage buffer per launch, destroyed right after submit (Dawn keeps it alive until
 * the work using it is done). Uploads go host → mapped staging buffer → copyBufferToBuffer;
 * readbacks go copyBufferToBuffer → staging buffer → mapAsync, which is what waits for the queue.
 */
import { CachingAllocator, type Block } from "../allocator.js";
import type { AdapterInfo, OpenedDevice } from "../adapters.js";
import type { HostArray } from "../dtype.js";
import { activeProfile, type ProfiledDevice } from "../profiler.js";

export const Usage = {
  MAP_READ: 0x1,
  MAP_WRITE: 0x2,
  COPY_SRC: 0x4,
  COPY_DST: 0x8,
  STORAGE: 0x80,
  QUERY_RESOLVE: 0x200,
} as const;
const MAP_READ_MODE = 0x1;

export interface LaunchSpec {
  /** Kernel name shown by the profiler. */
  name: string;
  /** Pipeline cache key. */
  key: string;
  source: () => string;
  /** Buffers bound at 0, 1, …, in the shader's order; the parameter buffer follows them. */
  buffers: readonly GPUBuffer[];
  params: readonly number[];
  grid: readonly [number, number, number];
  /** Shape recorded by the profiler. */
  shape: readonly number[];
}

export class GpuContext implements ProfiledDevice {
  readonly allocator: CachingAllocator<GPUBuffer>;
  private readonly pipelines = new Map<string, GPUComputePipeline>();
  /** Pipelines compiled so far (a cache miss each). */
  compiles = 0;
  launches = 0;
  /** Errors Dawn reported outside an error scope (all of them, for diagnostics). */
  readonly errors: string[] = [];
  /** Errors not yet raised: the next sync point throws them, as CUDA reports async errors. */
  private pendingErrors: string[] = [];
  forceQueueTiming = false;
  private destroyed = false;
  private lostReason: string | undefined;

  constructor(
    readonly index: number,
    readonly physicalIndex: number,
    private readonly opened: OpenedDevice,
  ) {
    const dev = opened.device;
    this.allocator = new CachingAllocator<GPUBuffer>({
      create: (size) => dev.createBuffer({ size, usage: Usage.STORAGE | Usage.COPY_SRC | Usage.COPY_DST }),
      destroy: (b) => b.destroy(),
    });
    dev.onuncapturederror = (ev: GPUUncapturedErrorEvent) => {
      this.errors.push(ev.error.message);
      this.pendingErrors.push(ev.error.message);
    };
    void dev.lost.then((info) => {
      if (!this.destroyed) this.lostReason = `${info.reason}: ${info.message}`;
    });
  }

  /** Throws the errors Dawn reported since the last sync point. */
  private raisePending(): void {
    if (this.pendingErrors.length === 0) return;
    const msgs = this.pendingErrors;
    this.pendingErrors = [];
    throw new Error(`${this.label}: the device reported ${msgs.length} error(s) since the last synchronization:\n${msgs.join("\n")}`);
  }

  get label(): string {
    return `gpu:${this.index}`;
  }
  get gpuDevice(): GPUDevice {
    return this.opened.device;
  }
  get timestamps(): boolean {
    return this.opened.timestamps;
  }
  get info(): AdapterInfo {
    return this.opened.info;
  }
  get limits(): GPUSupportedLimits {
    return this.opened.device.limits;
  }
  get pipelineCount(): number {
    return this.pipelines.size;
  }

  private checkAlive(): void {
    if (this.destroyed) throw new Error(`${this.label} has been shut down`);
    if (this.lostReason !== undefined) throw new Error(`${this.label} was lost (${this.lostReason})`);
  }

  alloc(bytes: number): Block<GPUBuffer> {
    this.checkAlive();
    const max = this.limits.maxStorageBufferBindingSize;
    if (bytes > max) throw new RangeError(`${this.label}: a ${bytes}-byte tensor exceeds the device's largest buffer binding (${max} bytes)`);
    return this.allocator.allocate(bytes);
  }

  free(block: Block<GPUBuffer>): void {
    if (!this.destroyed) this.allocator.free(block);
  }

  private pipeline(key: string, source: () => string): GPUComputePipeline {
    let p = this.pipelines.get(key);
    if (!p) {
      const dev = this.opened.device;
      const code = source();
      const module = dev.createShaderModule({ code, label: key });
      p = dev.createComputePipeline({ layout: "auto", compute: { module, entryPoint: "main" }, label: key });
      this.pipelines.set(key, p);
      this.compiles++;
    }
    return p;
  }

  /** Enqueues a kernel and returns at once. */
  launch(spec: LaunchSpec): void {
    this.checkAlive();
    const dev = this.opened.device;
    const pipeline = this.pipeline(spec.key, spec.source);
    const params = dev.createBuffer({ size: Math.max(16, spec.params.length * 4), usage: Usage.STORAGE, mappedAtCreation: true });
    new Uint32Array(params.getMappedRange()).set(spec.params.map((x) => x >>> 0));
    params.unmap();
    const entries = [...spec.buffers, params].map((buffer, binding) => ({ binding, resource: { buffer } }));
    const bindGroup = dev.createBindGroup({ layout: pipeline.getBindGroupLayout(0), entries });
    const prof = activeProfile();
    const timestampWrites = prof?.timestampWrites(this);
    const enc = dev.createCommandEncoder();
    const pass = enc.beginComputePass(timestampWrites ? { timestampWrites } : {});
    pass.setPipeline(pipeline);
    pass.setBindGroup(0, bindGroup);
    pass.dispatchWorkgroups(spec.grid[0], spec.grid[1], spec.grid[2]);
    pass.end();
    dev.queue.submit([enc.finish()]);
    params.destroy();
    this.launches++;
    prof?.launched(this, spec.name, [...spec.shape], timestampWrites !== undefined);
  }

  /** Copies host data into a new block through a staging buffer (enqueued). */
  upload(data: HostArray): Block<GPUBuffer> {
    const block = this.alloc(data.byteLength);
    this.writeInto(block.buffer, data);
    return block;
  }

  writeInto(buffer: GPUBuffer, data: HostArray): void {
    this.checkAlive();
    if (data.byteLength === 0) return;
    const dev = this.opened.device;
    const staging = dev.createBuffer({ size: data.byteLength, usage: Usage.MAP_WRITE | Usage.COPY_SRC, mappedAtCreation: true });
    new Uint8Array(staging.getMappedRange()).set(new Uint8Array(data.buffer, data.byteOffset, data.byteLength));
    staging.unmap();
    const enc = dev.createCommandEncoder();
    enc.copyBufferToBuffer(staging, 0, buffer, 0, data.byteLength);
    dev.queue.submit([enc.finish()]);
    staging.destroy();
  }

  /** Reads `bytes` bytes at `offset` once the queue has reached this point (a sync point). */
  async read(buffer: GPUBuffer, offset: number, bytes: number): Promise<ArrayBuffer> {
    this.checkAlive();
    if (bytes === 0) return new ArrayBuffer(0);
    const dev = this.opened.device;
    const staging = dev.createBuffer({ size: bytes, usage: Usage.MAP_READ | Usage.COPY_DST });
    const enc = dev.createCommandEncoder();
    enc.copyBufferToBuffer(buffer, offset, staging, 0, bytes);
    dev.queue.submit([enc.finish()]);
    try {
      await staging.mapAsync(MAP_READ_MODE);
    } catch (e) {
      staging.destroy();
      this.checkAlive();
      throw e;
    }
    const out = staging.getMappedRange().slice(0);
    staging.unmap();
    staging.destroy();
    this.raisePending();
    return out;
  }

  /** Resolves when all work submitted so far has finished; throws errors reported meanwhile. */
  async synchronize(): Promise<void> {
    this.checkAlive();
    await this.opened.device.queue.onSubmittedWorkDone();
    this.checkAlive();
    this.raisePending();
  }

  destroy(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    this.allocator.destroyAll();
    this.pipelines.clear();
    this.opened.device.destroy();
  }
}
