/**
 * storage.ts — the memory behind tensors. Views share one Storage and count references to it;
 * when the last reference is released, a GPU storage's block goes back to its device's caching
 * allocator (a CPU storage is left to the garbage collector).
 */
import type { Block } from "./allocator.js";
import type { GpuContext } from "./backend/gpuContext.js";
import type { DType, HostArray } from "./dtype.js";

export type StorageData =
  | { readonly kind: "cpu"; readonly data: HostArray }
  | { readonly kind: "gpu"; readonly ctx: GpuContext; readonly block: Block<GPUBuffer> };

export class Storage {
  private refs = 1;

  constructor(
    readonly dtype: DType,
    readonly numel: number,
    readonly data: StorageData,
  ) {}

  get alive(): boolean {
    return this.refs > 0;
  }

  retain(): this {
    if (this.refs <= 0) throw new Error("storage used after release");
    this.refs++;
    return this;
  }

  release(): void {
    if (this.refs <= 0) throw new Error("storage released twice");
    if (--this.refs === 0 && this.data.kind === "gpu") this.data.ctx.free(this.data.block);
  }

  host(): HostArray {
    if (this.data.kind !== "cpu") throw new Error("internal: host() on a GPU storage");
    return this.data.data;
  }

  buffer(): GPUBuffer {
    if (this.data.kind !== "gpu") throw new Error("internal: buffer() on a CPU storage");
    return this.data.block.buffer;
  }
}
