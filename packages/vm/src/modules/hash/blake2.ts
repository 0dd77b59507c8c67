/**
 * BLAKE2b and BLAKE2s (RFC 7693) with the full parameter block (digest length, key, salt,
 * personalization, fanout, depth, leaf length, node offset, node depth, inner length, last node),
 * which Node's crypto does not expose. Words are BigInt for BLAKE2b and numbers for BLAKE2s.
 */

export interface Blake2Params {
  digestSize: number;
  key: Uint8Array;
  salt: Uint8Array;
  person: Uint8Array;
  fanout: number;
  depth: number;
  leafSize: number;
  nodeOffset: bigint;
  nodeDepth: number;
  innerSize: number;
  lastNode: boolean;
}

const SIGMA = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15], [14, 10, 4, 8, 9, 15, 13, 6, 1, 12, 0, 2, 11, 7, 5, 3],
  [11, 8, 12, 0, 5, 2, 15, 13, 10, 14, 3, 6, 7, 1, 9, 4], [7, 9, 3, 1, 13, 12, 11, 14, 2, 6, 5, 10, 4, 0, 15, 8],
  [9, 0, 5, 7, 2, 4, 10, 15, 14, 1, 11, 12, 6, 8, 3, 13], [2, 12, 6, 10, 0, 11, 8, 3, 4, 13, 7, 5, 15, 14, 1, 9],
  [12, 5, 1, 15, 14, 13, 4, 10, 0, 7, 6, 3, 9, 2, 8, 11], [13, 11, 7, 14, 12, 1, 3, 9, 5, 0, 15, 4, 8, 6, 2, 10],
  [6, 15, 14, 9, 11, 3, 0, 8, 12, 2, 13, 7, 1, 4, 10, 5], [10, 2, 8, 4, 7, 6, 1, 5, 15, 11, 9, 14, 3, 12, 13, 0],
];

/** The fractional parts of the square roots of the first 8 primes (SHA-512's / SHA-256's IV). */
const IV_B = [
  0x6a09e667f3bcc908n, 0xbb67ae8584caa73bn, 0x3c6ef372fe94f82bn, 0xa54ff53a5f1d36f1n,
  0x510e527fade682d1n, 0x9b05688c2b3e6c1fn, 0x1f83d9abfb41bd6bn, 0x5be0cd19137e2179n,
];
const IV_S = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19];

const M64 = (1n << 64n) - 1n;

/** A running BLAKE2 computation; `copy()` forks it. */
export class Blake2 {
  constructor(
    readonly big: boolean,
    readonly outLen: number,
    readonly lastNode: boolean,
    private h: (bigint | number)[],
    private t: bigint,
    private buf: Uint8Array,
    private buflen: number,
  ) {}

  static create(big: boolean, p: Blake2Params): Blake2 {
    const bb = big ? 128 : 64;
    const param = new Uint8Array(big ? 64 : 32);
    param[0] = p.digestSize;
    param[1] = p.key.length;
    param[2] = p.fanout;
    param[3] = p.depth;
    new DataView(param.buffer).setUint32(4, p.leafSize, true);
    for (let i = 0; i < (big ? 8 : 6); i++) param[8 + i] = Number((p.nodeOffset >> BigInt(8 * i)) & 0xffn);
    param[big ? 16 : 14] = p.nodeDepth;
    param[big ? 17 : 15] = p.innerSize;
    param.set(p.salt, big ? 32 : 16);
    param.set(p.person, big ? 48 : 24);
    const dv = new DataView(param.buffer);
    const h: (bigint | number)[] = [];
    for (let i = 0; i < 8; i++) {
      h.push(big ? IV_B[i]! ^ dv.getBigUint64(8 * i, true) : (IV_S[i]! ^ dv.getUint32(4 * i, true)) >>> 0);
    }
    const s = new Blake2(big, p.digestSize, p.lastNode, h, 0n, new Uint8Array(bb), 0);
    if (p.key.length > 0) {
      const block = new Uint8Array(bb);
      block.set(p.key);
      s.update(block);
    }
    return s;
  }

  copy(): Blake2 {
    return new Blake2(this.big, this.outLen, this.lastNode, this.h.slice(), this.t, this.buf.slice(), this.buflen);
  }

  update(data: Uint8Array): void {
    const bb = this.buf.length;
    let off = 0;
    while (off < data.length) {
      // the buffered block is compressed only once more data follows it: the last one is final
      if (this.buflen === bb) {
        this.t += BigInt(bb);
        this.compress(this.buf, false);
        this.buflen = 0;
      }
      const n = Math.min(bb - this.buflen, data.length - off);
      this.buf.set(data.subarray(off, off + n), this.buflen);
      this.buflen += n;
      off += n;
    }
  }

  digest(): Uint8Array {
    const c = this.copy();
    c.t += BigInt(c.buflen);
    c.buf.fill(0, c.buflen);
    c.compress(c.buf, true);
    const w = this.big ? 8 : 4;
    const out = new Uint8Array(8 * w);
    const dv = new DataView(out.buffer);
    for (let i = 0; i < 8; i++) {
      if (this.big) dv.setBigUint64(8 * i, c.h[i] as bigint, true);
      else dv.setUint32(4 * i, c.h[i] as number, true);
    }
    return out.slice(0, this.outLen);
  }

  private compress(block: Uint8Array, last: boolean): void {
    if (this.big) this.compressB(block, last);
    else this.compressS(block, last);
  }

  private compressB(block: Uint8Array, last: boolean): void {
    const dv = new DataView(block.buffer, block.byteOffset, block.byteLength);
    const m: bigint[] = [];
    for (let i = 0; i < 16; i++) m.push(dv.getBigUint64(8 * i, true));
    const h = this.h as bigint[];
    const v = [...h, ...IV_B];
    v[12] = v[12]! ^ (this.t & M64);
    v[13] = v[13]! ^ ((this.t >> 64n) & M64);
    if (last) {
      v[14] = v[14]! ^ M64;
      if (this.lastNode) v[15] = v[15]! ^ M64;
    }
    const rot = (x: bigint, n: bigint) => ((x >> n) | (x << (64n - n))) & M64;
    const g = (a: number, b: number, c: number, d: number, x: bigint, y: bigint) => {
      v[a] = (v[a]! + v[b]! + x) & M64;
      v[d] = rot(v[d]! ^ v[a]!, 32n);
      v[c] = (v[c]! + v[d]!) & M64;
      v[b] = rot(v[b]! ^ v[c]!, 24n);
      v[a] = (v[a]! + v[b]! + y) & M64;
      v[d] = rot(v[d]! ^ v[a]!, 16n);
      v[c] = (v[c]! + v[d]!) & M64;
      v[b] = rot(v[b]! ^ v[c]!, 63n);
    };
    for (let r = 0; r < 12; r++) {
      const s = SIGMA[r % 10]!;
      g(0, 4, 8, 12, m[s[0]!]!, m[s[1]!]!);
      g(1, 5, 9, 13, m[s[2]!]!, m[s[3]!]!);
      g(2, 6, 10, 14, m[s[4]!]!, m[s[5]!]!);
      g(3, 7, 11, 15, m[s[6]!]!, m[s[7]!]!);
      g(0, 5, 10, 15, m[s[8]!]!, m[s[9]!]!);
      g(1, 6, 11, 12, m[s[10]!]!, m[s[11]!]!);
      g(2, 7, 8, 13, m[s[12]!]!, m[s[13]!]!);
      g(3, 4, 9, 14, m[s[14]!]!, m[s[15]!]!);
    }
    for (let i = 0; i < 8; i++) h[i] = h[i]! ^ v[i]! ^ v[i + 8]!;
  }

  private compressS(block: Uint8Array, last: boolean): void {
    const dv = new DataView(block.buffer, block.byteOffset, block.byteLength);
    const m: number[] = [];
    for (let i = 0; i < 16; i++) m.push(dv.getUint32(4 * i, true));
    const h = this.h as number[];
    const v = [...h, ...IV_S];
    v[12] = (v[12]! ^ Number(this.t & 0xffffffffn)) >>> 0;
    v[13] = (v[13]! ^ Number((this.t >> 32n) & 0xffffffffn)) >>> 0;
    if (last) {
      v[14] = ~v[14]! >>> 0;
      if (this.lastNode) v[15] = ~v[15]! >>> 0;
    }
    const rot = (x: number, n: number) => ((x >>> n) | (x << (32 - n))) >>> 0;
    const g = (a: number, b: number, c: number, d: number, x: number, y: number) => {
      v[a] = (v[a]! + v[b]! + x) >>> 0;
      v[d] = rot(v[d]! ^ v[a]!, 16);
      v[c] = (v[c]! + v[d]!) >>> 0;
      v[b] = rot(v[b]! ^ v[c]!, 12);
      v[a] = (v[a]! + v[b]! + y) >>> 0;
      v[d] = rot(v[d]! ^ v[a]!, 8);
      v[c] = (v[c]! + v[d]!) >>> 0;
      v[b] = rot(v[b]! ^ v[c]!, 7);
    };
    for (let r = 0; r < 10; r++) {
      const s = SIGMA[r]!;
      g(0, 4, 8, 12, m[s[0]!]!, m[s[1]!]!);
      g(1, 5, 9, 13, m[s[2]!]!, m[s[3]!]!);
      g(2, 6, 10, 14, m[s[4]!]!, m[s[5]!]!);
      g(3, 7, 11, 15, m[s[6]!]!, m[s[7]!]!);
      g(0, 5, 10, 15, m[s[8]!]!, m[s[9]!]!);
      g(1, 6, 11, 12, m[s[10]!]!, m[s[11]!]!);
      g(2, 7, 8, 13, m[s[12]!]!, m[s[13]!]!);
      g(3, 4, 9, 14, m[s[14]!]!, m[s[15]!]!);
    }
    for (let i = 0; i < 8; i++) h[i] = (h[i]! ^ v[i]! ^ v[i + 8]!) >>> 0;
  }
}
