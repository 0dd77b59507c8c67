/**
 * Python's hashes, as the oracle computes them (CPython 3.14 on wasm32 under PYTHONHASHSEED=0:
 * 32-bit `Py_hash_t`, SipHash-1-3 with a zero key), and the set-table insertion algorithm of
 * Objects/setobject.c — together they give a frozenset constant's iteration order, which is the
 * order marshal and `co_consts` show.
 */
import type { PyConst } from "../codeObject.js";

const M64 = (1n << 64n) - 1n;
const rotl = (x: bigint, b: bigint): bigint => ((x << b) | (x >> (64n - b))) & M64;

function siphash13(data: Uint8Array): bigint {
  let v0 = 0x736f6d6570736575n;
  let v1 = 0x646f72616e646f6dn;
  let v2 = 0x6c7967656e657261n;
  let v3 = 0x7465646279746573n;
  const round = (): void => {
    v0 = (v0 + v1) & M64; v2 = (v2 + v3) & M64; v1 = rotl(v1, 13n) ^ v0; v3 = rotl(v3, 16n) ^ v2; v0 = rotl(v0, 32n);
    v2 = (v2 + v1) & M64; v0 = (v0 + v3) & M64; v1 = rotl(v1, 17n) ^ v2; v3 = rotl(v3, 21n) ^ v0; v2 = rotl(v2, 32n);
  };
  let n = data.length;
  let off = 0;
  let b = (BigInt(n) << 56n) & M64;
  while (n >= 8) {
    let mi = 0n;
    for (let k = 7; k >= 0; k--) mi = (mi << 8n) | BigInt(data[off + k]!);
    off += 8;
    n -= 8;
    v3 ^= mi;
    round();
    v0 ^= mi;
  }
  let t = 0n;
  for (let k = n - 1; k >= 0; k--) t = (t << 8n) | BigInt(data[off + k]!);
  b |= t;
  v3 ^= b;
  round();
  v0 ^= b;
  v2 ^= 0xffn;
  round();
  round();
  round();
  return (v0 ^ v1 ^ v2 ^ v3) & M64;
}

const toHash32 = (x: bigint): number => {
  let h = Number(BigInt.asIntN(32, x));
  if (h === -1) h = -2;
  return h;
};

/** The oracle (wasm32) reports `sys.hash_info.algorithm == 'fnv'`: CPython's FNV variant, 4-byte blocks. */
function fnv(data: Uint8Array): number {
  const len = data.length;
  let remainder = len % 4;
  if (remainder === 0) remainder = 4;
  let blocks = (len - remainder) / 4;
  let p = 0;
  let x = (data[0]! << 7) >>> 0;
  while (blocks--) {
    const v = (data[p]! | (data[p + 1]! << 8) | (data[p + 2]! << 16) | (data[p + 3]! << 24)) >>> 0;
    x = (Math.imul(1000003, x) ^ v) >>> 0;
    p += 4;
  }
  for (; remainder > 0; remainder--) x = (Math.imul(1000003, x) ^ data[p++]!) >>> 0;
  x = (x ^ len) >>> 0;
  let h = x | 0;
  if (h === -1) h = -2;
  return h;
}

function hashBytes(data: Uint8Array): number {
  if (data.length === 0) return 0;
  return fnv(data);
}

/** SipHash-1-3, CPython's default on 64-bit platforms (kept for a native-CPython oracle). */
export function siphashBytes(data: Uint8Array): number {
  return data.length === 0 ? 0 : toHash32(siphash13(data));
}

function strBytes(s: string): Uint8Array {
  const cps = [...s].map((c) => c.codePointAt(0)!);
  const max = cps.reduce((a, b) => Math.max(a, b), 0);
  const width = max < 256 ? 1 : max < 65536 ? 2 : 4;
  const out = new Uint8Array(cps.length * width);
  cps.forEach((cp, i) => {
    for (let k = 0; k < width; k++) out[i * width + k] = (cp >> (8 * k)) & 0xff;
  });
  return out;
}

const MODULUS = (1n << 31n) - 1n;

function hashInt(v: bigint): number {
  const neg = v < 0n;
  let h = (neg ? -v : v) % MODULUS;
  if (neg) h = -h;
  let r = Number(h);
  if (r === -1) r = -2;
  return r;
}

function hashFloat(x: number): number {
  if (!Number.isFinite(x)) return Number.isNaN(x) ? 0 : x > 0 ? 314159 : -314159;
  if (Number.isInteger(x) && Math.abs(x) < 2 ** 53) return hashInt(BigInt(x));
  // _Py_HashDouble for non-integers: exact rational reduction modulo 2**31-1.
  let m = Math.abs(x);
  let e = 0;
  while (m < 0.5) { m *= 2; e--; }
  while (m >= 1) { m /= 2; e++; }
  let h = 0n;
  const P = MODULUS;
  const BITS = 31n;
  while (m) {
    h = ((h << 28n) & P) | (h >> (BITS - 28n));
    m *= 268435456.0;
    e -= 28;
    const y = Math.floor(m);
    m -= y;
    h += BigInt(y);
    if (h >= P) h -= P;
  }
  let ee = BigInt(e) % BITS;
  if (ee < 0n) ee += BITS;
  h = ((h << ee) & P) | (h >> (BITS - ee));
  let r = Number(h) * (x < 0 ? -1 : 1);
  if (r === -1) r = -2;
  return r;
}

/** `PyObject_Hash` for constants (as a signed 32-bit value). */
export function pyHash(c: PyConst): number {
  switch (c.type) {
    case "None": return toHash32(0xfca86420n);
    case "bool": return c.value ? 1 : 0;
    case "int": return hashInt(c.value);
    case "float": return hashFloat(c.value);
    case "str": return hashBytes(strBytes(c.value));
    case "bytes": return hashBytes(c.value);
    case "tuple": {
      let acc = 374761393;
      for (const it of c.items) {
        const lane = pyHash(it) >>> 0;
        acc = (acc + Math.imul(lane, 2246822519)) >>> 0;
        acc = ((acc << 13) | (acc >>> 19)) >>> 0;
        acc = Math.imul(acc, 2654435761) >>> 0;
      }
      acc = (acc + ((c.items.length ^ (374761393 ^ 3527539)) >>> 0)) >>> 0;
      if (acc === 0xffffffff) return 1546275796;
      return acc | 0;
    }
    case "complex": {
      const hr = hashFloat(c.real) >>> 0;
      const hi = hashFloat(c.imag) >>> 0;
      let r = (hr + Math.imul(1000003, hi)) | 0;
      if (r === -1) r = -2;
      return r;
    }
    default: return 0;
  }
}

const LINEAR_PROBES = 9;
const PERTURB_SHIFT = 5;

/** Iteration order of a set built by adding `items` in order (items already deduplicated). */
export function setIterationOrder<T>(items: readonly T[], hash: (t: T) => number): T[] {
  let mask = 7;
  let table: (T | undefined)[] = new Array(8);
  let hashes: number[] = new Array(8).fill(0);
  let fill = 0;
  const insertClean = (tbl: (T | undefined)[], hs: number[], m: number, key: T, h: number): void => {
    let perturb = h >>> 0;
    let i = (h >>> 0) & m;
    for (;;) {
      if (tbl[i] === undefined) break;
      let found = false;
      if (i + LINEAR_PROBES <= m) {
        for (let j = 0; j < LINEAR_PROBES; j++) {
          i++;
          if (tbl[i] === undefined) {
            found = true;
            break;
          }
        }
      }
      if (found) break;
      perturb >>>= PERTURB_SHIFT;
      i = ((Math.imul(i, 5) + 1 + perturb) >>> 0) & m;
    }
    tbl[i] = key;
    hs[i] = h;
  };
  for (const key of items) {
    const h = hash(key);
    insertClean(table, hashes, mask, key, h);
    fill++;
    if (fill * 5 >= mask * 3) {
      const minused = fill * 4;
      let newsize = 8;
      while (newsize <= minused) newsize <<= 1;
      const old = table;
      const oldh = hashes;
      mask = newsize - 1;
      table = new Array(newsize);
      hashes = new Array(newsize).fill(0);
      old.forEach((k, idx) => {
        if (k !== undefined) insertClean(table, hashes, mask, k, oldh[idx]!);
      });
    }
  }
  return table.filter((k): k is T => k !== undefined);
}
