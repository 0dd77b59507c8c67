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


/** The SipHash key (k0, k1) as uint32 halves, set by initHashSecret. */
let k0h = 0, k0l = 0, k1h = 0, k1l = 0;

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
  k0h = Number(a >> 32n) >>> 0;
  k0l = Number(a & 0xffffffffn) >>> 0;
  k1h = Number(b >> 32n) >>> 0;
  k1l = Number(b & 0xffffffffn) >>> 0;
  for (const f of secretListeners) f();
}

initHashSecret(typeof process !== "undefined" ? process.env.PYTHONHASHSEED : undefined);

// SipHash-1-3 in 32-bit halves: each 64-bit lane is (hi, lo) in two uint32 numbers, kept in
// locals (no state array, no BigInt per call).

/** SipHash-1-3 of `data` (CPython's `siphash13`), as a signed 64-bit Hash with -1 mapped to -2. */
export function siphash13(data: Uint8Array): Hash {
  sip13(data, data.length);
  return canonicalHash(lastHh, lastHl);
}

/** The halves of the last sip13 result (uint32 each). */
let lastHh = 0, lastHl = 0;

/** SipHash-1-3 of the first `n` bytes of `data`, left in lastHh/lastHl. */
function sip13(data: Uint8Array, n: number): void {
  if (n === 0) {
    lastHh = lastHl = 0;
    return;
  }
  let v0h = (k0h ^ 0x736f6d65) >>> 0, v0l = (k0l ^ 0x70736575) >>> 0;
  let v1h = (k1h ^ 0x646f7261) >>> 0, v1l = (k1l ^ 0x6e646f6d) >>> 0;
  let v2h = (k0h ^ 0x6c796765) >>> 0, v2l = (k0l ^ 0x6e657261) >>> 0;
  let v3h = (k1h ^ 0x74656462) >>> 0, v3l = (k1l ^ 0x79746573) >>> 0;
  let lo = 0, h = 0, l = 0;
  // one SipRound, written out (v0 += v1; v1 = rotl(v1,13) ^ v0; v0 = rotl(v0,32); v2 += v3;
  // v3 = rotl(v3,16) ^ v2; v0 += v3; v3 = rotl(v3,21) ^ v0; v2 += v1; v1 = rotl(v1,17) ^ v2;
  // v2 = rotl(v2,32))
  // the message blocks, then the last one (remaining bytes, length in the top byte); each is
  // xored into v3, one SipRound, xored into v0
  const full = n & ~7;
  for (let i = 0; ; i += 8) {
    let mh: number, ml: number;
    if (i < full) {
      ml = (data[i]! | (data[i + 1]! << 8) | (data[i + 2]! << 16) | (data[i + 3]! << 24)) >>> 0;
      mh = (data[i + 4]! | (data[i + 5]! << 8) | (data[i + 6]! << 16) | (data[i + 7]! << 24)) >>> 0;
    } else {
      ml = 0;
      mh = ((n & 0xff) << 24) >>> 0;
      for (let j = n - 1; j >= i; j--) {
        const off = j - i;
        if (off >= 4) mh = (mh | (data[j]! << ((off - 4) * 8))) >>> 0;
        else ml = (ml | (data[j]! << (off * 8))) >>> 0;
      }
    }
    v3h = (v3h ^ mh) >>> 0; v3l = (v3l ^ ml) >>> 0;
    // SipRound: v0 += v1; v1 = rotl(v1,13) ^ v0; v0 = rotl(v0,32); v2 += v3; v3 = rotl(v3,16) ^ v2;
    // v0 += v3; v3 = rotl(v3,21) ^ v0; v2 += v1; v1 = rotl(v1,17) ^ v2; v2 = rotl(v2,32)
    lo = v0l + v1l; v0h = (v0h + v1h + (lo > 0xffffffff ? 1 : 0)) >>> 0; v0l = lo >>> 0;
    h = v1h; l = v1l;
    v1h = (((h << 13) | (l >>> 19)) ^ v0h) >>> 0; v1l = (((l << 13) | (h >>> 19)) ^ v0l) >>> 0;
    h = v0h; v0h = v0l; v0l = h;
    lo = v2l + v3l; v2h = (v2h + v3h + (lo > 0xffffffff ? 1 : 0)) >>> 0; v2l = lo >>> 0;
    h = v3h; l = v3l;
    v3h = (((h << 16) | (l >>> 16)) ^ v2h) >>> 0; v3l = (((l << 16) | (h >>> 16)) ^ v2l) >>> 0;
    lo = v0l + v3l; v0h = (v0h + v3h + (lo > 0xffffffff ? 1 : 0)) >>> 0; v0l = lo >>> 0;
    h = v3h; l = v3l;
    v3h = (((h << 21) | (l >>> 11)) ^ v0h) >>> 0; v3l = (((l << 21) | (h >>> 11)) ^ v0l) >>> 0;
    lo = v2l + v1l; v2h = (v2h + v1h + (lo > 0xffffffff ? 1 : 0)) >>> 0; v2l = lo >>> 0;
    h = v1h; l = v1l;
    v1h = (((h << 17) | (l >>> 15)) ^ v2h) >>> 0; v1l = (((l << 17) | (h >>> 15)) ^ v2l) >>> 0;
    h = v2h; v2h = v2l; v2l = h;
    v0h = (v0h ^ mh) >>> 0; v0l = (v0l ^ ml) >>> 0;
    if (i >= full) break;
  }
  v2l = (v2l ^ 0xff) >>> 0;
  for (let r = 0; r < 3; r++) {
    lo = v0l + v1l; v0h = (v0h + v1h + (lo > 0xffffffff ? 1 : 0)) >>> 0; v0l = lo >>> 0;
    h = v1h; l = v1l;
    v1h = (((h << 13) | (l >>> 19)) ^ v0h) >>> 0; v1l = (((l << 13) | (h >>> 19)) ^ v0l) >>> 0;
    h = v0h; v0h = v0l; v0l = h;
    lo = v2l + v3l; v2h = (v2h + v3h + (lo > 0xffffffff ? 1 : 0)) >>> 0; v2l = lo >>> 0;
    h = v3h; l = v3l;
    v3h = (((h << 16) | (l >>> 16)) ^ v2h) >>> 0; v3l = (((l << 16) | (h >>> 16)) ^ v2l) >>> 0;
    lo = v0l + v3l; v0h = (v0h + v3h + (lo > 0xffffffff ? 1 : 0)) >>> 0; v0l = lo >>> 0;
    h = v3h; l = v3l;
    v3h = (((h << 21) | (l >>> 11)) ^ v0h) >>> 0; v3l = (((l << 21) | (h >>> 11)) ^ v0l) >>> 0;
    lo = v2l + v1l; v2h = (v2h + v1h + (lo > 0xffffffff ? 1 : 0)) >>> 0; v2l = lo >>> 0;
    h = v1h; l = v1l;
    v1h = (((h << 17) | (l >>> 15)) ^ v2h) >>> 0; v1l = (((l << 17) | (h >>> 15)) ^ v2l) >>> 0;
    h = v2h; v2h = v2l; v2l = h;
  }
  lastHh = (v0h ^ v1h ^ v2h ^ v3h) >>> 0;
  lastHl = (v0l ^ v1l ^ v2l ^ v3l) >>> 0;
}

/**
 * A signed 64-bit value given as two uint32 halves: the Hash when it is a safe integer (-1
 * becomes -2), else null (canonicalHash makes the bigint); lastIndexKey is set either way.
 */
function numberHash(hh: number, hl: number): number | null {
  // signed value = (hh as int32) * 2^32 + hl
  const hi = hh | 0;
  if (hi >= -0x200000 && hi < 0x200000) {
    const v = hi * 4294967296 + hl;
    return (lastIndexKey = v === -1 ? -2 : v);
  }
  // hashIndexKey's fold (the low 48 bits, signed) taken from the halves
  const t = hh & 0xffff;
  lastIndexKey = (t >= 0x8000 ? t - 0x10000 : t) * 4294967296 + hl;
  return null;
}

/** A signed 64-bit value given as two uint32 halves, as a Hash (-1 becomes -2). */
function canonicalHash(hh: number, hl: number): Hash {
  return numberHash(hh, hl) ?? BigInt.asIntN(64, (BigInt(hh) << 32n) | BigInt(hl));
}

/**
 * The Hash of a value whose hash's high half is `hh` and whose index key is `key` (its low 48
 * bits, signed): what canonicalHash would have returned, for a hash first kept without its bigint.
 */
export function hashFromHighAndKey(hh: number, key: number): Hash {
  return canonicalHash(hh, key - Math.floor(key / 4294967296) * 4294967296);
}

let lastIndexKey = 0;
/** hashIndexKey of the last hash computed (siphash13, hashStr, hashStrNumber), without a bigint round trip. */
export function lastHashIndexKey(): number {
  return lastIndexKey;
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
  // a number hash is a safe integer: ToUint32 takes it modulo 2**32 exactly
  if (typeof h === "number") return h >>> 0;
  return Number(BigInt.asUintN(32, h));
}

/** High 32 bits of a hash's 64-bit two's complement, unsigned (set probing's perturbation). */
export function hashHigh32(h: Hash): number {
  if (typeof h === "number") return Math.floor(h / 4294967296) >>> 0;
  return Number(BigInt.asUintN(32, h >> 32n));
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
  sipStr(s);
  return canonicalHash(lastHh, lastHl);
}

/**
 * A str's hash without making a bigint: the Hash when it is a safe integer, else null, when
 * lastHashHigh() and lastHashIndexKey() give hashFromHighAndKey what it needs (most 64-bit
 * hashes are not safe integers, and a dict or set of str keys only ever needs the index key).
 */
export function hashStrNumber(s: string): number | null {
  sipStr(s);
  return numberHash(lastHh, lastHl);
}

/** The high half (uint32) of the last hash computed. */
export function lastHashHigh(): number {
  return lastHh;
}

function sipStr(s: string): void {
  const n = s.length;
  // latin-1 (one byte per code point, the common case): straight into a reused buffer
  if (n <= latin1Buf.length) {
    let i = 0;
    for (; i < n; i++) {
      const c = s.charCodeAt(i);
      if (c > 0xff) break;
      latin1Buf[i] = c;
    }
    if (i === n) return sip13(latin1Buf, n);
  }
  const b = strKindBytes(s);
  sip13(b, b.length);
}

const latin1Buf = new Uint8Array(256);

/** A hash folded to a JS number, for keying JS Maps (a bigint key would be hashed on every lookup). */
export function hashIndexKey(h: Hash): number {
  return typeof h === "number" ? h : Number(BigInt.asIntN(48, h));
}
