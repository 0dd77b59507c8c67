/**
 * Hashing exactly as 64-bit CPython 3.14 (Python/pyhash.c): SipHash-1-3 over a str's internal
 * representation (latin-1 / UCS-2 / UCS-4 bytes) keyed from PYTHONHASHSEED the way
 * `_Py_HashRandomization_Init` does it (0: zero key; N: CPython's LCG `lcg_urandom`; unset:
 * random), numbers reduced modulo `_PyHASH_MODULUS` = 2**61 - 1.
 *
 * A hash is a JS number when it is a safe integer and a bigint otherwise (one canonical form, so
 * it can key a JS Map).
 */
import type { Hash } from "./objects/object.js";

const M64 = (1n << 64n) - 1n;
export const PyHASH_MODULUS = (1n << 61n) - 1n;
export const PyHASH_BITS = 61;
export const PyHASH_INF = 314159;

let k0 = 0n;
let k1 = 0n;

const secretListeners: (() => void)[] = [];
/** Called after the key changes (cached str hashes must be dropped). */
export function onHashSecretChange(f: () => void): void {
  secretListeners.push(f);
}

/** Sets the SipHash key from a PYTHONHASHSEED value (undefined: random, as CPython). */
export function initHashSecret(seed: string | undefined): void {
  const secret = new Uint8Array(24);
  if (seed === undefined || seed === "random") {
    for (let i = 0; i < 24; i++) secret[i] = Math.floor(Math.random() * 256);
  } else {
    const n = Number(seed);
    if (n !== 0) {
      // lcg_urandom: x = x * 214013 + 2531011 (unsigned 32-bit); byte = (x >> 16) & 0xff
      let x = n >>> 0;
      for (let i = 0; i < 24; i++) {
        x = (Math.imul(x, 214013) + 2531011) >>> 0;
        secret[i] = (x >>> 16) & 0xff;
      }
    }
  }
  let a = 0n;
  let b = 0n;
  for (let i = 7; i >= 0; i--) {
    a = (a << 8n) | BigInt(secret[i]!);
    b = (b << 8n) | BigInt(secret[i + 8]!);
  }
  k0 = a;
  k1 = b;
  for (const f of secretListeners) f();
}

initHashSecret(typeof process !== "undefined" ? process.env.PYTHONHASHSEED : undefined);

// SipHash-1-3 in 32-bit halves: each 64-bit lane is (hi, lo) in two uint32 numbers.
const st = new Uint32Array(8); // v0h v0l v1h v1l v2h v2l v3h v3l

function add64(ai: number, bi: number): void {
  const lo = st[ai + 1]! + st[bi + 1]!;
  st[ai] = (st[ai]! + st[bi]! + (lo > 0xffffffff ? 1 : 0)) >>> 0;
  st[ai + 1] = lo >>> 0;
}

function rotlXor(bi: number, s: number, ai: number): void {
  // b = rotl(b, s) ^ a
  let h = st[bi]!;
  let l = st[bi + 1]!;
  if (s >= 32) {
    const t = h;
    h = l;
    l = t;
    s -= 32;
  }
  if (s > 0) {
    const nh = ((h << s) | (l >>> (32 - s))) >>> 0;
    const nl = ((l << s) | (h >>> (32 - s))) >>> 0;
    h = nh;
    l = nl;
  }
  st[bi] = (h ^ st[ai]!) >>> 0;
  st[bi + 1] = (l ^ st[ai + 1]!) >>> 0;
}

function swap32(ai: number): void {
  const t = st[ai]!;
  st[ai] = st[ai + 1]!;
  st[ai + 1] = t;
}

function halfRound(a: number, b: number, c: number, d: number, s: number, t: number): void {
  add64(a, b);
  add64(c, d);
  rotlXor(b, s, a);
  rotlXor(d, t, c);
  swap32(a);
}

function sipRound(): void {
  halfRound(0, 2, 4, 6, 13, 16);
  halfRound(4, 2, 0, 6, 17, 21);
}

/** SipHash-1-3 of `data` (CPython's `siphash13`), as a signed 64-bit Hash with -1 mapped to -2. */
export function siphash13(data: Uint8Array): Hash {
  const n = data.length;
  if (n === 0) return 0;
  const k0h = Number(k0 >> 32n) >>> 0, k0l = Number(k0 & 0xffffffffn) >>> 0;
  const k1h = Number(k1 >> 32n) >>> 0, k1l = Number(k1 & 0xffffffffn) >>> 0;
  st[0] = (k0h ^ 0x736f6d65) >>> 0; st[1] = (k0l ^ 0x70736575) >>> 0;
  st[2] = (k1h ^ 0x646f7261) >>> 0; st[3] = (k1l ^ 0x6e646f6d) >>> 0;
  st[4] = (k0h ^ 0x6c796765) >>> 0; st[5] = (k0l ^ 0x6e657261) >>> 0;
  st[6] = (k1h ^ 0x74656462) >>> 0; st[7] = (k1l ^ 0x79746573) >>> 0;
  let i = 0;
  const full = n & ~7;
  for (; i < full; i += 8) {
    const ml = (data[i]! | (data[i + 1]! << 8) | (data[i + 2]! << 16) | (data[i + 3]! << 24)) >>> 0;
    const mh = (data[i + 4]! | (data[i + 5]! << 8) | (data[i + 6]! << 16) | (data[i + 7]! << 24)) >>> 0;
    st[6] = (st[6]! ^ mh) >>> 0; st[7] = (st[7]! ^ ml) >>> 0;
    sipRound();
    st[0] = (st[0]! ^ mh) >>> 0; st[1] = (st[1]! ^ ml) >>> 0;
  }
  // last block: remaining bytes, length in the top byte
  let bl = 0;
  let bh = ((n & 0xff) << 24) >>> 0;
  for (let j = n - 1; j >= i; j--) {
    const off = j - i;
    if (off >= 4) bh = (bh | (data[j]! << ((off - 4) * 8))) >>> 0;
    else bl = (bl | (data[j]! << (off * 8))) >>> 0;
  }
  st[6] = (st[6]! ^ bh) >>> 0; st[7] = (st[7]! ^ bl) >>> 0;
  sipRound();
  st[0] = (st[0]! ^ bh) >>> 0; st[1] = (st[1]! ^ bl) >>> 0;
  st[5] = (st[5]! ^ 0xff) >>> 0;
  sipRound();
  sipRound();
  sipRound();
  const hh = (st[0]! ^ st[2]! ^ st[4]! ^ st[6]!) >>> 0;
  const hl = (st[1]! ^ st[3]! ^ st[5]! ^ st[7]!) >>> 0;
  return canonicalHash(hh, hl);
}

/** A signed 64-bit value given as two uint32 halves, as a Hash (-1 becomes -2). */
function canonicalHash(hh: number, hl: number): Hash {
  // signed value = (hh as int32) * 2^32 + hl
  const hi = hh | 0;
  if (hi >= -0x200000 && hi < 0x200000) {
    const v = hi * 4294967296 + hl;
    return v === -1 ? -2 : v;
  }
  return BigInt.asIntN(64, (BigInt(hh) << 32n) | BigInt(hl));
}

/** Normalizes a bigint hash value to the canonical Hash form. */
export function hashFromBigInt(v: bigint): Hash {
  const s = BigInt.asIntN(64, v);
  if (s === -1n) return -2;
  if (s >= -(2n ** 53n) + 1n && s <= 2n ** 53n - 1n) return Number(s);
  return s;
}

/** Hash of a Python int (long_hash). */
export function hashInt(v: number | bigint): Hash {
  if (typeof v === "number") {
    if (v > -2305843009213693951 && v < 2305843009213693951) return v === -1 ? -2 : v;
    v = BigInt(v);
  }
  const neg = v < 0n;
  let r = (neg ? -v : v) % PyHASH_MODULUS;
  if (neg) r = -r;
  return hashFromBigInt(r);
}

const f64 = new Float64Array(1);
const u64 = new BigUint64Array(f64.buffer);

/** Hash of a Python float (_Py_HashDouble); NaN handled by the caller (identity hash). */
export function hashFloat(v: number): Hash {
  if (!Number.isFinite(v)) return v > 0 ? PyHASH_INF : -PyHASH_INF;
  if (Number.isInteger(v)) {
    if (Number.isSafeInteger(v)) return hashInt(v);
    return hashInt(BigInt(v));
  }
  // v = mant * 2**exp exactly
  f64[0] = v;
  const bits = u64[0]!;
  const neg = bits >> 63n === 1n;
  const bexp = Number((bits >> 52n) & 0x7ffn);
  let mant = bits & ((1n << 52n) - 1n);
  let exp: number;
  if (bexp === 0) exp = -1074;
  else {
    mant |= 1n << 52n;
    exp = bexp - 1075;
  }
  // hash = mant * 2**exp mod P; 2 has order 61 modulo P.
  let e = exp % 61;
  if (e < 0) e += 61;
  let x = (mant % PyHASH_MODULUS) * ((1n << BigInt(e)) % PyHASH_MODULUS) % PyHASH_MODULUS;
  if (neg) x = -x;
  return hashFromBigInt(x);
}

const XXPRIME_1 = 11400714785074694791n;
const XXPRIME_2 = 14029467366897019727n;
const XXPRIME_5 = 2870177450012600261n;

/** tuplehash: xxHash-style combination of item hashes (64-bit). */
export function hashTuple(itemHashes: Hash[]): Hash {
  let acc = XXPRIME_5;
  for (let i = 0; i < itemHashes.length; i++) {
    const lane = BigInt.asUintN(64, BigInt(itemHashes[i]!));
    acc = (acc + lane * XXPRIME_2) & M64;
    acc = ((acc << 31n) | (acc >> 33n)) & M64;
    acc = (acc * XXPRIME_1) & M64;
  }
  acc = (acc + (BigInt(itemHashes.length) ^ (XXPRIME_5 ^ 3527539n))) & M64;
  if (acc === M64) return 1546275796;
  return hashFromBigInt(acc);
}

/** Low 32 bits of a hash as an unsigned number (for table indexing). */
export function hashLow32(h: Hash): number {
  if (typeof h === "number") {
    if (h >= 0 && h <= 0xffffffff) return h;
    return Number(BigInt.asUintN(32, BigInt(h)));
  }
  return Number(BigInt.asUintN(32, h));
}

/** The hash as an unsigned 64-bit bigint (perturbation in set probing). */
export function hashU64(h: Hash): bigint {
  return BigInt.asUintN(64, BigInt(h));
}

/** Encodes a JS string as CPython's internal str representation (kind 1, 2 or 4 bytes per code point). */
export function strKindBytes(s: string): Uint8Array {
  let maxc = 0;
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    let c = s.charCodeAt(i);
    if (c >= 0xd800 && c < 0xdc00 && i + 1 < s.length) {
      const d = s.charCodeAt(i + 1);
      if (d >= 0xdc00 && d < 0xe000) {
        c = 0x10000 + ((c - 0xd800) << 10) + (d - 0xdc00);
        i++;
      }
    }
    if (c > maxc) maxc = c;
    n++;
  }
  const kind = maxc < 256 ? 1 : maxc < 65536 ? 2 : 4;
  const out = new Uint8Array(n * kind);
  let j = 0;
  for (let i = 0; i < s.length; i++) {
    let c = s.charCodeAt(i);
    if (c >= 0xd800 && c < 0xdc00 && i + 1 < s.length) {
      const d = s.charCodeAt(i + 1);
      if (d >= 0xdc00 && d < 0xe000) {
        c = 0x10000 + ((c - 0xd800) << 10) + (d - 0xdc00);
        i++;
      }
    }
    if (kind === 1) out[j++] = c;
    else if (kind === 2) {
      out[j++] = c & 0xff;
      out[j++] = c >> 8;
    } else {
      out[j++] = c & 0xff;
      out[j++] = (c >> 8) & 0xff;
      out[j++] = (c >> 16) & 0xff;
      out[j++] = 0;
    }
  }
  return out;
}

/** Hash of a str as CPython computes it. */
export function hashStr(s: string): Hash {
  if (s.length === 0) return 0;
  return siphash13(strKindBytes(s));
}

/** A hash folded to a JS number, for keying JS Maps (a bigint key would be hashed on every lookup). */
export function hashIndexKey(h: Hash): number {
  return typeof h === "number" ? h : Number(BigInt.asIntN(48, h));
}
