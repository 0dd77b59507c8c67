/**
 * `pyts run` executes the program on a worker thread with a large stack. Python→Python calls
 * need no JS stack (one eval loop), but native code calling back into Python (`__eq__` in a dict
 * lookup, a sort key, `map()`, `__repr__`…) nests a JS eval loop per level: about 2–3.5 kB of JS
 * stack each, so node's default (~1 MB) overflowed at 280–470 levels where CPython reaches its
 * recursion limit (~1000). A worker's stack size is set by its `resourceLimits` (node allocates
 * the thread's stack that size and gives V8 the limit inside it, so it can never overflow the real
 * stack, as a `--stack-size` above the OS thread's stack would); the main thread only waits for it.
 */
import { Worker } from "node:worker_threads";
import { writeFd } from "./stdio.js";
import type { LaunchConfig } from "./commands/run.js";

/** What the worker runs: a script file, `-c` code or `-m` module, with its arguments and the command line's options. */
export type RunRequest = ({ kind: "file"; file: string } | { kind: "string"; code: string } | { kind: "module"; module: string }) & { args: string[]; config?: LaunchConfig };

/** The request as the worker receives it, with the process's own argv (a worker's is not the process's). */
export type WorkerRequest = RunRequest & { processArgv: string[] };

/**
 * The worker's stack (memory is committed only as it grows): the recursion limit's 1000 levels
 * of native re-entry take 1–4 MB; under a raised limit it gives out at some 6000–27000 levels
 * where CPython's 8 MB C stack gives out at 1500–8400 ("Stack overflow"). Bigger only makes a
 * runaway recursion slower to end (the garbage collector scans the whole stack).
 */
export const STACK_SIZE_MB = 32;

/**
 * V8's young generation on the program's thread (its two semi-spaces and the young large-object
 * space, each a third): semi-spaces of up to 64 MB where node's default stops at 16. Every Python
 * object is a JS object, and a program's short-lived ones (floats, ints, strs, instances, frames'
 * temporaries) die young, so each scavenge that a larger young space spares copies the live ones
 * less often and promotes fewer that die soon after (measured on bench/vm: word count ~10%
 * faster, n-queens and the OOP one a few %, none slower). V8 grows the space up to this only
 * while a program allocates that fast.
 */
export const YOUNG_GENERATION_MB = 192;

/**
 * The program's memory ceiling in MiB: its V8 old generation (every Python object is a JS
 * object), and the size the VM's allocators check a list, tuple, bytes or str against before
 * making it (packages/vm memory.ts reads the same variable), so an allocation that cannot
 * succeed is a MemoryError rather than the host dying. PYTS_MAX_MEMORY_MB raises or lowers it.
 */
export function memoryLimitMb(): number {
  const n = Number(process.env["PYTS_MAX_MEMORY_MB"]);
  return Number.isFinite(n) && n > 0 ? n : DEFAULT_MEMORY_LIMIT_MB;
}

/** The default ceiling (the same as packages/vm memory.ts DEFAULT_MEMORY_LIMIT_MB). */
export const DEFAULT_MEMORY_LIMIT_MB = 4096;

/** The program thread's limits (`pnpm bench vm` runs its samples under the same). */
export const RUN_RESOURCE_LIMITS = { stackSizeMb: STACK_SIZE_MB, maxYoungGenerationSizeMb: YOUNG_GENERATION_MB, maxOldGenerationSizeMb: memoryLimitMb() };

/** Runs the request on a fresh worker thread; resolves to the program's exit status. */
export function runOnThread(req: RunRequest): Promise<number> {
  const here = import.meta.url;
  // from the sources (tsx) the worker registers tsx's loader itself: loader hooks are per thread
  const fromSource = here.endsWith(".ts");
  const entry = new URL(fromSource ? "./runWorker.ts" : "./runWorker.js", here);
  const workerData: WorkerRequest = { ...req, processArgv: process.argv };
  // the program's file descriptors are the process's, as CPython's are: node must neither warn when
  // os.close() closes one it did not open (a pipe from libc) nor close them when the thread ends
  const options = { workerData, resourceLimits: RUN_RESOURCE_LIMITS, trackUnmanagedFds: false };
  const worker = fromSource
    ? new Worker(
        `import(${JSON.stringify(import.meta.resolve("tsx/esm/api"))}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry.href)}); });`,
        { ...options, eval: true },
      )
    : new Worker(entry, options);
  const sigint = interruptHandler();
  let exitSignal: string | null = null;
  worker.on("message", (m: { signals?: SharedArrayBuffer; exitSignal?: string }) => {
    if (m.signals instanceof SharedArrayBuffer) sigint.attach(new Int32Array(m.signals));
    if (m.exitSignal !== undefined) exitSignal = m.exitSignal;
  });
  return new Promise((resolve) => {
    let failed = false;
    worker.on("error", (e) => {
      failed = true;
      if ((e as { code?: string }).code === "ERR_WORKER_OUT_OF_MEMORY") {
        // the heap filled up past what the allocators' checks catch: as CPython's
        // "MemoryError" at the top level, without a traceback (the thread is gone)
        writeFd(2, `MemoryError: the program ran out of memory (limit ${memoryLimitMb()} MiB; raise it with PYTS_MAX_MEMORY_MB)\n`);
        return;
      }
      writeFd(2, `pyts: internal error: ${e instanceof Error ? (process.env["PYTS_DEBUG"] === "1" ? (e.stack ?? e.message) : e.message) : String(e)}\n`);
    });
    worker.on("exit", (code) => {
      sigint.detach();
      // an uncaught KeyboardInterrupt (status 130 from the VM): as CPython's exit_sigint, the
      // default SIGINT action ends the process, so the parent sees it killed by SIGINT
      if (exitSignal === "SIGINT" && !failed) {
        process.kill(process.pid, "SIGINT");
        return;
      }
      resolve(failed && code === 0 ? 1 : code);
    });
  });
}

/**
 * SIGINT while the program runs: the signal is caught on this (main) thread and counted in the
 * VM's pending-signal word, which the program's thread polls at its eval breaker (and which wakes
 * a blocking sleep) to raise KeyboardInterrupt where the program is. A second SIGINT that finds
 * the first still unhandled (the program blocked in a long native call) restores the default
 * action and ends the process with it.
 */
function interruptHandler(): { attach: (word: Int32Array) => void; detach: () => void } {
  let word: Int32Array | null = null;
  const onSigint = (): void => {
    if (word === null || Atomics.load(word, 0) !== 0) {
      process.removeListener("SIGINT", onSigint);
      process.kill(process.pid, "SIGINT");
      return;
    }
    Atomics.store(word, 0, 1);
    Atomics.notify(word, 0);
  };
  process.on("SIGINT", onSigint);
  return {
    attach: (w) => {
      word = w;
    },
    detach: () => {
      process.removeListener("SIGINT", onSigint);
    },
  };
}
