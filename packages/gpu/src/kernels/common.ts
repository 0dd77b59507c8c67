/**
 * kernels/common.ts — WGSL pieces every kernel shares: the parameter buffer (an array<u32>
 * bound last), the linear invocation index over a 2-D grid of workgroups (WebGPU caps each grid
 * dimension at 65535), and float helpers with defined results where WGSL leaves them open.
 */
export const WG = 256;
export const MAX_GRID = 65535;

let gridLimit = MAX_GRID;

/** Lowers the per-dimension grid limit so tests reach the 2-D path with small tensors. */
export function setGridLimitForTesting(limit: number = MAX_GRID): void {
  gridLimit = Math.min(Math.max(1, limit), MAX_GRID);
}

/** Workgroup counts covering `groups` workgroups as a 2-D grid (kernels index wid.y·nwg.x + wid.x). */
export function grid2d(groups: number): [number, number, number] {
  if (groups <= gridLimit) return [Math.max(groups, 1), 1, 1];
  const y = Math.ceil(groups / gridLimit);
  return [Math.ceil(groups / y), y, 1];
}

export const PARAMS_DECL = (binding: number): string => `@group(0) @binding(${binding}) var<storage, read> P: array<u32>;`;

export const ENTRY_1D = `@compute @workgroup_size(${WG})
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>, @builtin(local_invocation_index) lid: u32)`;

export const FLOAT_HELPERS = /* wgsl */ `
// A var keeps these out of constant evaluation, which rejects NaN and infinity.
fn nan_f() -> f32 { var bits = 0x7fc00000u; return bitcast<f32>(bits); }
fn inf_f() -> f32 { var bits = 0x7f800000u; return bitcast<f32>(bits); }
fn log_f(x: f32) -> f32 {
  if (x < 0.0) { return nan_f(); }
  if (x == 0.0) { return -inf_f(); }
  return log(x);
}
fn sqrt_f(x: f32) -> f32 {
  if (x < 0.0) { return nan_f(); }
  return sqrt(x);
}
// float -> int32: truncate, saturate at the int32 limits (WGSL's own conversion stops at
// 2147483520, the largest f32 below 2^31), NaN -> 0 (tested on the bits, which fast math keeps).
fn f2i(x: f32) -> i32 {
  if ((bitcast<u32>(x) & 0x7fffffffu) > 0x7f800000u) { return 0; }
  if (x >= 2147483648.0) { return 2147483647; }
  return i32(x);
}
fn tanh_f(x: f32) -> f32 { return tanh(clamp(x, -15.0, 15.0)); }
fn sigmoid_f(x: f32) -> f32 { return 1.0 / (1.0 + exp(-x)); }
fn pow_f(a: f32, b: f32) -> f32 {
  if (b == 0.0) { return 1.0; }
  if (a == 0.0) { if (b > 0.0) { return 0.0; } return inf_f(); }
  if (b == floor(b) && abs(b) <= 64.0) {
    // Small integer exponents by squaring: exact where the product is (x*x, x*x*x, ...).
    var r = 1.0;
    var base = a;
    var e = u32(abs(b));
    loop {
      if (e == 0u) { break; }
      if ((e & 1u) != 0u) { r = r * base; }
      base = base * base;
      e = e >> 1u;
    }
    return select(r, 1.0 / r, b < 0.0);
  }
  let r = pow(abs(a), b);
  if (a > 0.0) { return r; }
  if (b != floor(b)) { return nan_f(); }
  let odd = (b - 2.0 * floor(b * 0.5)) == 1.0;
  return select(r, -r, odd);
}
fn pow_i(a: i32, b: i32) -> i32 {
  if (b < 0) {
    if (a == 1) { return 1; }
    if (a == -1) { return select(1, -1, (b & 1) != 0); }
    return 0;
  }
  var r = 1;
  var base = a;
  var e = u32(b);
  loop {
    if (e == 0u) { break; }
    if ((e & 1u) != 0u) { r = r * base; }
    base = base * base;
    e = e >> 1u;
  }
  return r;
}
`;
