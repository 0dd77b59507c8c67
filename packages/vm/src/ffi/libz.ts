/**
 * The system's zlib (libz.so.1: Debian's zlib1g, which dpkg itself needs, so every Debian machine
 * has it), bound through koffi as ffi/libc.ts binds libc, loaded at the first use. A `ZStream` is
 * one z_stream in native memory (LP64 layout, 112 bytes) with native input and output buffers it
 * owns for the length of one deflate/inflate call: zlib keeps no pointer to them between calls.
 * It is loaded with RTLD_DEEPBIND (see z()).
 */
import { createRequire } from "node:module";

type CFn = (...args: unknown[]) => unknown;
interface Koffi {
  load(name: string, options?: { deep?: boolean }): { func(decl: string): CFn };
  alloc(type: string, n: number): object;
  free(p: object): void;
  view(p: object, len: number): ArrayBuffer;
  address(p: object): bigint;
  decode(p: object, offset: number, type: string): unknown;
}

interface Lib {
  koffi: Koffi;
  zlibVersion: CFn;
  deflateInit2_: CFn;
  deflate: CFn;
  deflateEnd: CFn;
  deflateCopy: CFn;
  deflateSetDictionary: CFn;
  inflateInit2_: CFn;
  inflate: CFn;
  inflateEnd: CFn;
  inflateCopy: CFn;
  inflateSetDictionary: CFn;
  crc32: CFn;
  adler32: CFn;
}
let lib: Lib | null = null;

function z(): Lib {
  if (lib === null) {
    const koffi = createRequire(import.meta.url)("koffi") as Koffi;
    // RTLD_DEEPBIND: Node exports the symbols of the zlib it bundles (Chromium's, another z_stream
    // state), and libz's own internal calls would bind to them and crash
    const l = koffi.load("libz.so.1", { deep: true });
    lib = {
      koffi,
      zlibVersion: l.func("const char *zlibVersion()"),
      deflateInit2_: l.func("int deflateInit2_(void *strm, int level, int method, int windowBits, int memLevel, int strategy, const char *version, int stream_size)"),
      deflate: l.func("int deflate(void *strm, int flush)"),
      deflateEnd: l.func("int deflateEnd(void *strm)"),
      deflateCopy: l.func("int deflateCopy(void *dest, void *source)"),
      deflateSetDictionary: l.func("int deflateSetDictionary(void *strm, const uint8_t *dictionary, unsigned int dictLength)"),
      inflateInit2_: l.func("int inflateInit2_(void *strm, int windowBits, const char *version, int stream_size)"),
      inflate: l.func("int inflate(void *strm, int flush)"),
      inflateEnd: l.func("int inflateEnd(void *strm)"),
      inflateCopy: l.func("int inflateCopy(void *dest, void *source)"),
      inflateSetDictionary: l.func("int inflateSetDictionary(void *strm, const uint8_t *dictionary, unsigned int dictLength)"),
      crc32: l.func("unsigned long crc32(unsigned long crc, const uint8_t *buf, unsigned int len)"),
      adler32: l.func("unsigned long adler32(unsigned long adler, const uint8_t *buf, unsigned int len)"),
    };
  }
  return lib;
}

export const Z_OK = 0, Z_STREAM_END = 1, Z_NEED_DICT = 2, Z_STREAM_ERROR = -2, Z_DATA_ERROR = -3, Z_MEM_ERROR = -4, Z_BUF_ERROR = -5, Z_VERSION_ERROR = -6;
const STREAM_SIZE = 112;

export function zlibVersion(): string {
  return z().zlibVersion() as string;
}

const CHUNK = 1 << 30;
/** crc32/adler32 over data from `start` (chunked under 2**32 bytes). */
export function checksum(which: "crc32" | "adler32", start: number, data: Uint8Array): number {
  // an empty buffer reaches zlib as NULL, for which it answers the initial value (0 or 1), not `start`
  if (data.length === 0) return start >>> 0;
  const f = z()[which];
  let v = start;
  for (let i = 0; i < data.length; i += CHUNK) {
    const part = data.subarray(i, i + CHUNK);
    v = Number(f(v, part, part.length));
  }
  return v >>> 0;
}

/** One z_stream in native memory. */
export class ZStream {
  readonly p: object;
  private readonly dv: DataView;
  private inBuf: object | null = null;
  private outBuf: object | null = null;
  private outLen = 0;
  constructor() {
    const k = z().koffi;
    this.p = k.alloc("uint8_t", STREAM_SIZE);
    this.dv = new DataView(k.view(this.p, STREAM_SIZE));
    for (let i = 0; i < STREAM_SIZE; i++) this.dv.setUint8(i, 0);
  }
  get availIn(): number {
    return this.dv.getUint32(8, true);
  }
  get availOut(): number {
    return this.dv.getUint32(32, true);
  }
  /** zst.msg, or null. */
  get msg(): string | null {
    if (this.dv.getBigUint64(48, true) === 0n) return null;
    return z().koffi.decode(this.p, 48, "const char *") as string;
  }
  deflateInit(level: number, method: number, wbits: number, memLevel: number, strategy: number): number {
    return z().deflateInit2_(this.p, level, method, wbits, memLevel, strategy, zlibVersion(), STREAM_SIZE) as number;
  }
  inflateInit(wbits: number): number {
    return z().inflateInit2_(this.p, wbits, zlibVersion(), STREAM_SIZE) as number;
  }
  deflateEnd(): number {
    return z().deflateEnd(this.p) as number;
  }
  inflateEnd(): number {
    return z().inflateEnd(this.p) as number;
  }
  deflateCopy(src: ZStream): number {
    return z().deflateCopy(this.p, src.p) as number;
  }
  inflateCopy(src: ZStream): number {
    return z().inflateCopy(this.p, src.p) as number;
  }
  deflateSetDictionary(d: Uint8Array): number {
    return z().deflateSetDictionary(this.p, d.length === 0 ? new Uint8Array(1) : d, d.length) as number; // an empty array would reach zlib as NULL (Z_STREAM_ERROR)
  }
  inflateSetDictionary(d: Uint8Array): number {
    return z().inflateSetDictionary(this.p, d.length === 0 ? new Uint8Array(1) : d, d.length) as number;
  }
  /** Points next_in at a native copy of data (freed by release()). */
  setInput(data: Uint8Array): void {
    const k = z().koffi;
    this.freeIn();
    const n = Math.max(1, data.length);
    this.inBuf = k.alloc("uint8_t", n);
    new Uint8Array(k.view(this.inBuf, n)).set(data);
    this.dv.setBigUint64(0, k.address(this.inBuf), true);
    this.dv.setUint32(8, data.length, true);
  }
  /** Points next_out at a fresh native buffer of n bytes. */
  setOutput(n: number): void {
    const k = z().koffi;
    if (this.outBuf === null || this.outLen < n) {
      if (this.outBuf !== null) k.free(this.outBuf);
      this.outLen = Math.max(n, 1);
      this.outBuf = k.alloc("uint8_t", this.outLen);
    }
    this.dv.setBigUint64(24, k.address(this.outBuf), true);
    this.dv.setUint32(32, n, true);
  }
  /** The first n bytes of the output buffer (a copy). */
  output(n: number): Uint8Array {
    if (this.outBuf === null || n === 0) return new Uint8Array(0);
    return new Uint8Array(z().koffi.view(this.outBuf, n)).slice();
  }
  deflate(flush: number): number {
    return z().deflate(this.p, flush) as number;
  }
  inflate(flush: number): number {
    return z().inflate(this.p, flush) as number;
  }
  private freeIn(): void {
    if (this.inBuf !== null) {
      z().koffi.free(this.inBuf);
      this.inBuf = null;
    }
    this.dv.setBigUint64(0, 0n, true);
    this.dv.setUint32(8, 0, true);
  }
  /** Frees the input and output buffers (not the stream). */
  release(): void {
    this.freeIn();
    if (this.outBuf !== null) {
      z().koffi.free(this.outBuf);
      this.outBuf = null;
      this.outLen = 0;
    }
  }
  /** Frees the z_stream's own memory (after its End). */
  free(): void {
    this.release();
    z().koffi.free(this.p);
  }
}
