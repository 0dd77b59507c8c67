import * as g from "./src/index.js";
import { gpuBackend } from "./src/backend/gpu.js";
import { gpuContext, device } from "./src/devices.js";
await g.initDevice();
const be = gpuBackend(gpuContext(device("gpu:0")));
const cfgs = {
  "16x16 r4x4 k16": { tx: 16, ty: 16, rm: 4, rn: 4, tk: 16 },
  "16x16 r4x4 k32": { tx: 16, ty: 16, rm: 4, rn: 4, tk: 32 },
  "8x8 r8x8 k16": { tx: 8, ty: 8, rm: 8, rn: 8, tk: 16 },
  "8x8 r4x4 k32": { tx: 8, ty: 8, rm: 4, rn: 4, tk: 32 },
  "16x8 r4x8 k16": { tx: 16, ty: 8, rm: 4, rn: 8, tk: 16 },
};
const n = 384;
const a = g.randn([n, n], { seed: 1, device: "gpu:0" }), b = g.randn([n, n], { seed: 2, device: "gpu:0" });
const ref = await g.matmul(a, b).data();
const res: Record<string, number[]> = {};
for (const [name, c] of Object.entries(cfgs)) { be.matmulConfig = c; const d = await g.matmul(a, b).data(); let e = 0; for (let i = 0; i < d.length; i++) e = Math.max(e, Math.abs(d[i]! - ref[i]!)); console.log(name, "maxdiff", e.toExponential(2)); res[name] = []; }
for (let round = 0; round < 3; round++) for (const [name, c] of Object.entries(cfgs)) {
  be.matmulConfig = c; await g.synchronize();
  const t0 = performance.now(); g.matmul(a, b).release(); g.matmul(a, b).release(); await g.synchronize();
  res[name]!.push(2 * 2 * n ** 3 / (performance.now() - t0) / 1e6);
}
for (const [k, v] of Object.entries(res)) console.log(k.padEnd(16), v.map((x) => x.toFixed(2)).join("  "), "GFLOP/s");
await g.shutdown();
