/**
 * allocator.ts — a caching allocator for device buffers, in the manner of torch's CUDA caching
 * allocator. A request is rounded up to its size class; a freed block goes back to the pool of its
 * class instead of being destroyed, and the next request of that class reuses it. Reuse is safe
 * without waiting for the GPU because every read and write of a buffer goes through the one device
 * queue, in order (torch's single-stream semantics).
 *
 * Counters, in bytes of size-class blocks:
 *   memoryAllocated — blocks held by live tensors;
 *   memoryReserved  — blocks the allocator owns: allocated + cached in pools;
 *   emptyCache()    — destroys every cached block, so reserved drops to allocated.
 *
 * Size classes: 256 bytes minimum; above that, four classes per power of two
 * (2^k·{1, 1.25, 1.5, 1.75}), so a block wastes under 25%.
 */
export interface Block<B> {
  readonly buffer: B;
  readonly size: number;
}

export interface BufferFactory<B> {
  create(size: number): B;
  destroy(buffer: B): void;
}

export interface AllocatorStats {
  allocated: number;
  reserved: number;
  cached: number;
  activeBlocks: number;
  cachedBlocks: number;
  /** Requests served from a pool rather than a new buffer. */
  reuses: number;
}

export const MIN_BLOCK = 256;

export function sizeClass(bytes: number): number {
  if (bytes <= MIN_BLOCK) return MIN_BLOCK;
  const p = 2 ** Math.floor(Math.log2(bytes - 1));
  const step = p / 4;
  return Math.ceil(bytes / step) * step;
}

export class CachingAllocator<B> {
  private readonly pools = new Map<number, Block<B>[]>();
  private readonly live = new Set<Block<B>>();
  private allocatedBytes = 0;
  private cachedBytes = 0;
  private cachedCount = 0;
  private reuseCount = 0;

  constructor(private readonly factory: BufferFactory<B>) {}

  allocate(bytes: number): Block<B> {
    const size = sizeClass(bytes);
    const pool = this.pools.get(size);
    let block = pool?.pop();
    if (block) {
      this.cachedBytes -= size;
      this.cachedCount--;
      this.reuseCount++;
    } else {
      block = { buffer: this.factory.create(size), size };
    }
    this.live.add(block);
    this.allocatedBytes += size;
    return block;
  }

  free(block: Block<B>): void {
    if (!this.live.delete(block)) throw new Error("allocator: block freed twice or not from this allocator");
    this.allocatedBytes -= block.size;
    let pool = this.pools.get(block.size);
    if (!pool) this.pools.set(block.size, (pool = []));
    pool.push(block);
    this.cachedBytes += block.size;
    this.cachedCount++;
  }

  /** Destroys every cached block; returns the bytes released. */
  emptyCache(): number {
    const released = this.cachedBytes;
    for (const pool of this.pools.values()) for (const b of pool) this.factory.destroy(b.buffer);
    this.pools.clear();
    this.cachedBytes = 0;
    this.cachedCount = 0;
    return released;
  }

  /** Destroys everything, live blocks included (device shutdown). */
  destroyAll(): void {
    this.emptyCache();
    for (const b of this.live) this.factory.destroy(b.buffer);
    this.live.clear();
    this.allocatedBytes = 0;
  }

  get memoryAllocated(): number {
    return this.allocatedBytes;
  }

  get memoryReserved(): number {
    return this.allocatedBytes + this.cachedBytes;
  }

  stats(): AllocatorStats {
    return {
      allocated: this.allocatedBytes,
      reserved: this.allocatedBytes + this.cachedBytes,
      cached: this.cachedBytes,
      activeBlocks: this.live.size,
      cachedBlocks: this.cachedCount,
      reuses: this.reuseCount,
    };
  }
}
