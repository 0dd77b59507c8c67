/**
 * bench/gpu.ts — matmul GFLOP/s and elementwise bandwidth, GPU backend against CPU backend, in
 * one run; prints a Markdown table with the machine (adapter and CPU) and the date.
 *
 *   node_modules/.bin/tsx packages/gpu/bench/gpu.ts [--sizes 256,512,...] [--elems 1M,16M]
 *        [--cpu-max 1024] [--budget 30] [--device gpu:0] [--matmul-configs 16x16/4x4/16,8x8/8x8/16]
 *
 * Environment equivalents: PYTS_BENCH_SIZES, PYTS_BENCH_ELEMS, PYTS_BENCH_CPU_MAX,
 * PYTS_BENCH_BUDGET (seconds), PYTS_BENCH_DEVICE, PYTS_BENCH_MATMUL_CONFIGS. With matmul configs
 * (tilings, see kernels/matmul.ts), a further table compares them on the GPU; the main table uses
 * the device's default tiling (PYTS_MATMUL_CONFIG overrides it).
 *
 * Each measurement repeats the op until it has run for ~0.5 s (at least once) after a warm-up,
 * then divides. GPU times are wall-clock from the first launch to synchronize() (launch overhead
 * included); the "kernel" column uses the profiler's timestamp queries where the adapter has them.
 * A size is skipped, with a note, when the previous size's rate predicts more than the budget
 * for one repetition (on a software adapter like lavapipe, and for the CPU backend at 4096).
 */
import { cpus } from "node:os";
import * as g from "../src/index.js";

interface Options {
  sizes: number[];
  elems: number[];
  cpuMax: number;
  budget: number;
  device: string;
  configs: string[];
}

function parseCount(s: string): number {
  const m = /^(\d+(?:\.\d+)?)([kKmMgG]?)$/.exec(s.trim());
  if (!m) throw new Error(`bad count '${s}'`);
  const mult = { "": 1, k: 1 << 10, m: 1 << 20, g: 1 << 30 }[m[2]!.toLowerCase() as "" | "k" | "m" | "g"];
  return Math.round(Number(m[1]) * mult);
}

function options(argv: string[]): Options {
  const arg = (name: string, env: string, dflt: string): string => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 && argv[i + 1] !== undefined ? argv[i + 1]! : process.env[env] ?? dflt;
  };
  return {
    sizes: arg("sizes", "PYTS_BENCH_SIZES", "256,512,1024,2048,4096").split(",").map(parseCount),
    elems: arg("elems", "PYTS_BENCH_ELEMS", "1M,16M").split(",").map(parseCount),
    cpuMax: parseCount(arg("cpu-max", "PYTS_BENCH_CPU_MAX", "1024")),
    budget: Number(arg("budget", "PYTS_BENCH_BUDGET", "30")),
    device: arg("device", "PYTS_BENCH_DEVICE", "gpu:0"),
    configs: arg("matmul-configs", "PYTS_BENCH_MATMUL_CONFIGS", "").split(",").filter((c) => c.trim() !== ""),
  };
}

/**
 * Seconds per run of `op` (whose completion `sync` awaits): after a warm-up run, batches of
 * 1, 2, 4, … runs are queued back to back and synchronized once, until a batch lasts minSeconds.
 */
async function timeIt(op: () => void, sync: () => Promise<void>, minSeconds = 0.5): Promise<number> {
  op();
  await sync(); // warm-up: pipeline compile, allocator pools
  for (let reps = 1; ; reps *= 2) {
    const t0 = performance.now();
    for (let i = 0; i < reps; i++) op();
    await sync();
    const dt = (performance.now() - t0) / 1000;
    if (dt >= minSeconds || reps >= 1 << 14) return dt / reps;
  }
}

async function kernelSeconds(op: () => void): Promise<number | undefined> {
  const p = await g.profile(op);
  const ts = p.events.filter((e) => e.timing === "timestamp");
  return ts.length ? ts.reduce((a, e) => a + e.durationMs, 0) / 1000 : undefined;
}

const fmt = (x: number | undefined, digits = 1): string => (x === undefined ? "—" : x >= 100 ? x.toFixed(0) : x.toFixed(digits));

async function main(): Promise<void> {
  const o = options(process.argv.slice(2));
  const notes: string[] = [];
  let gpu: string | undefined = o.device;
  try {
    await g.initDevice(o.device);
  } catch (e) {
    notes.push(`GPU unavailable: ${(e as Error).message}`);
    gpu = undefined;
  }
  const info = gpu ? g.adapterInfo(gpu) : undefined;
  const cpu = cpus()[0];

  console.log(`# @pyts/gpu benchmark\n`);
  console.log(`- date: ${new Date().toISOString()}`);
  console.log(`- GPU ${o.device}: ${info ? `${info.description} (vendor ${info.vendor}, architecture ${info.architecture || "?"}, device ${info.device || "?"}, backend ${info.backend}${info.isFallbackAdapter ? ", software/fallback adapter" : ""}; timestamp-query: ${info.timestampQuery})` : "none"}`);
  console.log(`- CPU: ${cpu?.model ?? "?"} × ${cpus().length} logical cores; Node ${process.version}`);
  if (gpu) console.log(`- matmul tiling on ${gpu}: ${g.matmulConfig(gpu)} (invocations / register block / K slice)`);
  if (info?.architecture === "software" || info?.isFallbackAdapter) {
    console.log(`- note: this adapter is a software rasteriser (lavapipe): its "GPU" figures measure the CPU running compiled WGSL.`);
  }
  console.log();

  // ---- matmul --------------------------------------------------------------------------------
  console.log(`## matmul, square float32 (GFLOP/s = 2n³ / time)\n`);
  console.log(`| n | GPU GFLOP/s (wall) | GPU GFLOP/s (kernel) | GPU ms/op | CPU GFLOP/s | CPU ms/op | GPU/CPU |`);
  console.log(`|---:|---:|---:|---:|---:|---:|---:|`);
  let gpuRate: number | undefined, cpuRate: number | undefined; // GFLOP/s of the previous size
  for (const n of o.sizes) {
    const flop = 2 * n ** 3;
    let gT: number | undefined, kT: number | undefined, cT: number | undefined;
    if (gpu) {
      const est = gpuRate ? flop / (gpuRate * 1e9) : 0;
      if (est > o.budget) notes.push(`GPU matmul n=${n} skipped: ~${est.toFixed(0)} s per run predicted (budget ${o.budget} s)`);
      else {
        const a = g.randn([n, n], { seed: 1, device: gpu }), b = g.randn([n, n], { seed: 2, device: gpu });
        const op = (): void => g.matmul(a, b).release();
        gT = await timeIt(op, () => g.synchronize(gpu), est > 0.5 ? 0 : 0.5);
        kT = await kernelSeconds(op);
        gpuRate = flop / gT / 1e9;
        a.release();
        b.release();
        g.emptyCache(gpu);
      }
    }
    const estC = cpuRate ? flop / (cpuRate * 1e9) : 0;
    if (n > o.cpuMax) notes.push(`CPU matmul n=${n} skipped: above --cpu-max ${o.cpuMax}${cpuRate ? ` (~${(flop / (cpuRate * 1e9)).toFixed(0)} s per run predicted)` : ""}`);
    else if (estC > o.budget) notes.push(`CPU matmul n=${n} skipped: ~${estC.toFixed(0)} s per run predicted (budget ${o.budget} s)`);
    else {
      const a = g.randn([n, n], { seed: 1 }), b = g.randn([n, n], { seed: 2 });
      cT = await timeIt(() => g.matmul(a, b).release(), async () => {}, estC > 0.5 ? 0 : 0.5);
      cpuRate = flop / cT / 1e9;
      a.release();
      b.release();
    }
    const gf = gT && flop / gT / 1e9, kf = kT && flop / kT / 1e9, cf = cT && flop / cT / 1e9;
    console.log(`| ${n} | ${fmt(gf, 2)} | ${fmt(kf, 2)} | ${fmt(gT && gT * 1000, 2)} | ${fmt(cf, 2)} | ${fmt(cT && cT * 1000, 1)} | ${gf && cf ? `${fmt(gf / cf, 2)}×` : "—"} |`);
  }

  // ---- tilings ------------------------------------------------------------------------------
  if (gpu && o.configs.length > 0) {
    const dflt = g.matmulConfig(gpu);
    console.log(`\n## matmul tilings on ${gpu} (GFLOP/s from kernel timestamps where available, else wall)\n`);
    console.log(`| n | ${o.configs.join(" | ")} |`);
    console.log(`|---:|${o.configs.map(() => "---:").join("|")}|`);
    const rate = new Map<string, number>();
    for (const n of o.sizes) {
      const cells: string[] = [];
      const a = g.randn([n, n], { seed: 1, device: gpu }), b = g.randn([n, n], { seed: 2, device: gpu });
      for (const c of o.configs) {
        const prev = rate.get(c);
        const est = prev ? (2 * n ** 3) / (prev * 1e9) : 0;
        try {
          g.setMatmulConfig(gpu, c);
        } catch (e) {
          cells.push(`n/a (${(e as Error).message.replace(/^.*: /, "")})`);
          continue;
        }
        if (est > o.budget) {
          cells.push("skipped");
          continue;
        }
        const op = (): void => g.matmul(a, b).release();
        const wall = await timeIt(op, () => g.synchronize(gpu), est > 0.5 ? 0 : 0.5);
        const kernel = await kernelSeconds(op);
        const r = (2 * n ** 3) / (kernel ?? wall) / 1e9;
        rate.set(c, (2 * n ** 3) / wall / 1e9);
        cells.push(fmt(r, 2));
      }
      a.release();
      b.release();
      g.emptyCache(gpu);
      console.log(`| ${n} | ${cells.join(" | ")} |`);
    }
    g.setMatmulConfig(gpu, dflt);
  }

  // ---- elementwise ---------------------------------------------------------------------------
  console.log(`\n## elementwise add, float32 (GB/s = 3 × 4 bytes × n / time: two reads, one write)\n`);
  console.log(`| elements | GPU GB/s (wall) | GPU GB/s (kernel) | GPU ms/op | CPU GB/s | CPU ms/op | GPU/CPU |`);
  console.log(`|---:|---:|---:|---:|---:|---:|---:|`);
  for (const n of o.elems) {
    const bytes = 12 * n;
    let gT: number | undefined, kT: number | undefined;
    if (gpu) {
      const a = g.randn([n], { seed: 1, device: gpu }), b = g.randn([n], { seed: 2, device: gpu });
      const op = (): void => g.add(a, b).release();
      gT = await timeIt(op, () => g.synchronize(gpu));
      kT = await kernelSeconds(op);
      a.release();
      b.release();
      g.emptyCache(gpu);
    }
    const a = g.randn([n], { seed: 1 }), b = g.randn([n], { seed: 2 });
    const cT = await timeIt(() => g.add(a, b).release(), async () => {});
    a.release();
    b.release();
    const gb = gT && bytes / gT / 1e9, kb = kT && bytes / kT / 1e9, cb = bytes / cT / 1e9;
    const label = n >= 1 << 20 && n % (1 << 20) === 0 ? `${n / (1 << 20)}M` : String(n);
    console.log(`| ${label} | ${fmt(gb, 2)} | ${fmt(kb, 2)} | ${fmt(gT && gT * 1000, 2)} | ${fmt(cb, 2)} | ${fmt(cT * 1000, 1)} | ${gb ? `${fmt(gb / cb, 2)}×` : "—"} |`);
  }

  if (notes.length) console.log(`\nNotes:\n${notes.map((n) => `- ${n}`).join("\n")}`);
  await g.shutdown();
}

await main();
