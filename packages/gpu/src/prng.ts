/**
 * prng.ts — Philox4x32-10 (Salmon et al., "Parallel random numbers: as easy as 1, 2, 3", 2011),
 * the counter-based generator torch and JAX use on accelerators. Random tensors are generated on
 * the host from (seed, element index) and uploaded, so every backend sees the same numbers.
 *
 * Element i of `rand(shape, seed)` uses counter (⌊i/4⌋, 0, 0, 0) and key (seed_lo, seed_hi), word
 * i mod 4, as a uniform float in [0, 1) with 24 random bits. `randn` uses Box–Muller on the word
 * pairs of counter (⌊i/2⌋, 1, 0, 0): words (0,1) give element 2k, words (2,3) give 2k+1.
 */
const M0 = 0xd2511f53;
const M1 = 0xcd9e8d57;
const W0 = 0x9e3779b9;
const W1 = 0xbb67ae85;

/** Product of two u32 as [hi, lo]. */
function mulhilo(a: number, b: number): [number, number] {
  const lo = Math.imul(a, b) >>> 0;
  const aH = a >>> 16, aL = a & 0xffff, bH = b >>> 16, bL = b & 0xffff;
  const mid1 = aH * bL, mid2 = aL * bH;
  const low = aL * bL;
  const carry = ((low >>> 16) + (mid1 & 0xffff) + (mid2 & 0xffff)) >>> 16;
  const hi = (aH * bH + (mid1 >>> 16) + (mid2 >>> 16) + carry) >>> 0;
  return [hi, lo];
}

/** One Philox4x32-10 block: four u32 words from a four-word counter and a two-word key. */
export function philox4x32(counter: readonly [number, number, number, number], key: readonly [number, number]): [number, number, number, number] {
  let [c0, c1, c2, c3] = counter.map((x) => x >>> 0) as [number, number, number, number];
  let k0 = key[0] >>> 0, k1 = key[1] >>> 0;
  for (let round = 0; round < 10; round++) {
    const [hi0, lo0] = mulhilo(M0, c0);
    const [hi1, lo1] = mulhilo(M1, c2);
    const n0 = (hi1 ^ c1 ^ k0) >>> 0;
    const n2 = (hi0 ^ c3 ^ k1) >>> 0;
    c0 = n0; c1 = lo1; c2 = n2; c3 = lo0;
    k0 = (k0 + W0) >>> 0;
    k1 = (k1 + W1) >>> 0;
  }
  return [c0, c1, c2, c3];
}

function seedKey(seed: number): [number, number] {
  if (!Number.isSafeInteger(seed) || seed < 0) throw new RangeError(`seed must be a non-negative safe integer, got ${seed}`);
  return [seed >>> 0, Math.floor(seed / 2 ** 32) >>> 0];
}

const TWO_NEG24 = 2 ** -24;

/** `n` uniform float32 values in [0, 1). */
export function uniformFloats(n: number, seed: number): Float32Array {
  const key = seedKey(seed);
  const out = new Float32Array(n);
  for (let blk = 0; blk * 4 < n; blk++) {
    const w = philox4x32([blk, 0, 0, 0], key);
    for (let j = 0; j < 4 && blk * 4 + j < n; j++) out[blk * 4 + j] = (w[j]! >>> 8) * TWO_NEG24;
  }
  return out;
}

/** `n` standard normal float32 values. */
export function normalFloats(n: number, seed: number): Float32Array {
  const key = seedKey(seed);
  const out = new Float32Array(n);
  for (let blk = 0; blk * 2 < n; blk++) {
    const w = philox4x32([blk, 1, 0, 0], key);
    for (let j = 0; j < 2 && blk * 2 + j < n; j++) {
      const u1 = ((w[2 * j]! >>> 8) + 1) * TWO_NEG24; // (0, 1]: log is finite
      const u2 = (w[2 * j + 1]! >>> 8) * TWO_NEG24;
      out[blk * 2 + j] = Math.sqrt(-2 * Math.log(u1)) * Math.cos(2 * Math.PI * u2);
    }
  }
  return out;
}
