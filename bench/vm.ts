/**
 * `pnpm bench vm [--reps=N] [--only=SUBSTRING]`: the VM's speed on classic interpreter benchmarks
 * (bench/vm/*.py). Each program runs in pyts (compile + run through @pyts/vm's `runCode`, on a
 * worker thread of its own: bench/worker/pytsSample.ts), in the oracle (CPython 3.14.2 as
 * pyodide/wasm32, loaded in this process) and in a native CPython 3.14 (scripts/native-cpython.sh),
 * repetitions interleaved; each side is timed around the program alone (no process or thread
 * start), the best repetition counts, and all three must print the same output. Times are CPU
 * seconds (the process's user+system time for pyts and the in-process oracle,
 * `time.process_time()` inside the native interpreter), so that a machine shared with other work
 * still gives comparable numbers.
 *
 * Beside those in-process figures, the figure a user meets: each program as a whole process, a
 * fresh one per repetition, start-up included — `pyts run FILE`, `python3.14 FILE` (native) and
 * the oracle as a process (`tsx scripts/oracle-run.ts FILE`: node, pyodide's start-up and the
 * program) — CPU seconds of the process and its threads (GNU time's user+system), best of the
 * repetitions.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { Worker } from "node:worker_threads";
import { execFileSync } from "node:child_process";
import { nativeArgv, nativeEnv } from "../packages/cli/src/nativeCpython.js";
import { loadOracle } from "../conformance/src/harness/oracle.js";
import { runNativePython, wholeProcess, type BenchResult } from "./machine.js";
import type { Sample, SampleRequest } from "./worker/pytsSample.js";
import { RUN_RESOURCE_LIMITS } from "../packages/cli/src/runThread.js";

const dir = join(import.meta.dirname, "vm");

/** Times one exec of `path` inside CPython (compile included, as pyts's side includes it); returns JSON. */
const pythonTiming = (path: string) => `
import sys, io, time, json
def _bench():
    with open(${JSON.stringify(path)}, 'rb') as f:
        src = f.read()
    out = io.StringIO()
    old = sys.stdout
    sys.stdout = out
    try:
        t0 = time.process_time()
        exec(compile(src, ${JSON.stringify(path)}, 'exec'), {'__name__': '__main__', '__builtins__': __builtins__})
        t = time.process_time() - t0
    finally:
        sys.stdout = old
    return json.dumps({'seconds': t, 'stdout': out.getvalue()})
`;

/** Builds the packages (`pnpm build`): the samples run the bundles that `pyts` runs. */
function buildPackages(): void {
  const pm = process.env.npm_execpath;
  execFileSync(pm ? process.execPath : "corepack", pm ? [pm, "build"] : ["pnpm", "build"], {
    cwd: join(import.meta.dirname, ".."),
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, COREPACK_INTEGRITY_KEYS: "0" },
  });
}

/** A worker thread running pyts samples of one program (tsx's loader registered, as the sources are TypeScript). */
function pytsWorker(): { sample(req: SampleRequest): Promise<Sample>; close(): Promise<number> } {
  const entry = new URL("./worker/pytsSample.ts", import.meta.url);
  const worker = new Worker(
    `import(${JSON.stringify(import.meta.resolve("tsx/esm/api"))}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry.href)}); });`,
    // the limits `pyts run` gives the program's thread (stack, young generation)
    { eval: true, resourceLimits: RUN_RESOURCE_LIMITS },
  );
  return {
    sample: (req) =>
      new Promise((resolve, reject) => {
        worker.once("message", resolve);
        worker.once("error", reject);
        worker.postMessage(req);
      }),
    close: () => worker.terminate(),
  };
}

function cpuSecondsSince(t0: NodeJS.CpuUsage): number {
  const d = process.cpuUsage(t0);
  return (d.user + d.system) / 1e6;
}

const repoRoot = join(import.meta.dirname, "..");

const geomean = (xs: number[]) => Math.exp(xs.reduce((s, x) => s + Math.log(x), 0) / xs.length);

export async function run(): Promise<BenchResult> {
  const reps = Number(/^--reps=(\d+)$/.exec(process.argv.find((a) => a.startsWith("--reps=")) ?? "")?.[1] ?? 5);
  const only = process.argv.find((a) => a.startsWith("--only="))?.slice(7) ?? "";
  const programs = readdirSync(dir).filter((f) => f.endsWith(".py") && f.includes(only)).sort();
  buildPackages();
  const oracle = await loadOracle();
  const rows: string[] = [];
  const rOracle: number[] = [];
  const rNative: number[] = [];
  const rFirst: number[] = [];
  const wholeRows: string[] = [];
  const wOracle: number[] = [];
  const wNative: number[] = [];
  let nativeMissing = false;
  for (const file of programs) {
    const path = join(dir, file);
    const bytes = readFileSync(path);
    oracle.writeFile(`/bench/vm/${file}`, bytes);
    oracle.runPython(pythonTiming(`/bench/vm/${file}`));
    let pyts = Infinity, wasm = Infinity, native = Infinity, pytsFirst = 0;
    const outs = new Map<string, string>();
    const worker = pytsWorker();
    for (let r = 0; r < reps; r++) {
      const p = await worker.sample({ path, bytes });
      if (r === 0) pytsFirst = p.seconds;
      pyts = Math.min(pyts, p.seconds);
      outs.set("pyts", p.stdout);
      const c0 = process.cpuUsage();
      const o = JSON.parse(oracle.runPython("_bench()") as string) as Sample;
      wasm = Math.min(wasm, cpuSecondsSince(c0)); // pyodide's own clock is not a CPU clock

      outs.set("oracle", o.stdout);
      const n = runNativePython(`${pythonTiming(path)}\nprint(_bench())`);
      if (n === undefined) nativeMissing = true;
      else {
        const s = JSON.parse(n) as Sample;
        native = Math.min(native, s.seconds);
        outs.set("native", s.stdout);
      }
    }
    await worker.close();
    // whole processes, a fresh one per repetition (interleaved)
    let wp = Infinity, wo = Infinity, wn = Infinity, wpWall = Infinity, wnWall = Infinity;
    for (let r = 0; r < reps; r++) {
      const p = wholeProcess([join(repoRoot, "node_modules", ".bin", "pyts"), "run", path]);
      wp = Math.min(wp, p.cpu);
      wpWall = Math.min(wpWall, p.wall);
      outs.set("pyts run", p.stdout);
      const o = wholeProcess([join(repoRoot, "node_modules", ".bin", "tsx"), join(repoRoot, "scripts", "oracle-run.ts"), path]);
      wo = Math.min(wo, o.cpu);
      outs.set("oracle process", o.stdout);
      const n = wholeProcess([...nativeArgv(), path], nativeEnv());
      wn = Math.min(wn, n.cpu);
      wnWall = Math.min(wnWall, n.wall);
      outs.set("python3.14", n.stdout);
    }
    wOracle.push(wp / wo);
    wNative.push(wp / wn);
    wholeRows.push(`| ${file.slice(0, -3)} | ${wp.toFixed(2)} | ${wo.toFixed(2)} | ${wn.toFixed(2)} | ${(wp / wo).toFixed(2)} | ${(wp / wn).toFixed(2)} | ${wpWall.toFixed(2)} | ${wnWall.toFixed(2)} |`);
    console.error(wholeRows[wholeRows.length - 1]);
    const ref = outs.get("oracle")!;
    for (const [who, out] of outs) {
      if (out !== ref) throw new Error(`${file}: ${who}'s output differs from the oracle's:\n${out.slice(0, 2000)}\n--- oracle:\n${ref.slice(0, 2000)}`);
    }
    rOracle.push(pyts / wasm);
    rFirst.push(pytsFirst / wasm);
    if (!nativeMissing) rNative.push(pyts / native);
    const nat = nativeMissing ? "–" : `${native.toFixed(3)}`;
    const natRatio = nativeMissing ? "–" : `${(pyts / native).toFixed(2)}`;
    const row = `| ${file.slice(0, -3)} | ${pyts.toFixed(3)} | ${pytsFirst.toFixed(3)} | ${wasm.toFixed(3)} | ${nat} | ${(pyts / wasm).toFixed(2)} | ${natRatio} |`;
    console.error(row);
    rows.push(row);
  }
  const markdown = [
    `| program (bench/vm) | pyts s | pyts 1st run s | CPython 3.14.2 wasm32 (oracle) s | CPython 3.14 native s | pyts/oracle | pyts/native |`,
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: |",
    ...rows,
    `| **geometric mean** | | | | | **${geomean(rOracle).toFixed(2)}** | **${nativeMissing ? "–" : geomean(rNative).toFixed(2)}** |`,
    "",
    `In process: CPU seconds to compile and run each program (no process start; pyts's include V8's compiler and GC threads), best of ${reps} interleaved repetitions; pyts runs each program on a worker thread of its own, so V8's JIT sees only that program, as under \`pyts run\`, and its first repetition (shown apart) includes V8's warm-up: compiling the interpreter's hot functions; all three print the same output. Ratios below 1 mean pyts is faster. pyts's first repetitions alone: ${geomean(rFirst).toFixed(2)}× the oracle (geometric mean).`,
    "",
    `| whole process (bench/vm) | \`pyts run\` CPU s | oracle process CPU s | \`python3.14\` CPU s | pyts/oracle | pyts/native | \`pyts run\` wall s | \`python3.14\` wall s |`,
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ...wholeRows,
    `| **geometric mean** | | | | **${geomean(wOracle).toFixed(2)}** | **${geomean(wNative).toFixed(2)}** | | |`,
    "",
    `Whole processes, the figure a user meets: a fresh process per repetition, start-up included, best of ${reps}; CPU seconds of the process and all its threads (GNU time's user+system). \`pyts run FILE\` (the built CLI), \`python3.14 FILE\` (native), and the oracle as a process: \`tsx scripts/oracle-run.ts FILE\` (node, pyodide's own start-up of about 2 s, then the program). All print the same output as the in-process runs.`,
  ].join("\n");
  return { name: "vm", markdown };
}
