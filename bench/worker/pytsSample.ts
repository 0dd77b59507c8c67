/**
 * The worker thread bench/vm.ts runs one program's pyts samples on: a V8 isolate of its own, so
 * the JIT's type feedback and optimized code come from this program alone, as under `pyts run`
 * (one program per process), not from every benchmark that ran before it in the same isolate.
 * It runs the packages' built bundles, as `pyts` does (from the sources, tsx's transform alone
 * makes the VM 1.5–2× slower). Each message `{ path, bytes }` compiles and runs the program once and answers `{ seconds, stdout }`:
 * CPU seconds of the whole process (this thread, V8's compiler and GC threads; the main thread
 * waits idle meanwhile).
 */
import { parentPort } from "node:worker_threads";
// the built bundles (`pnpm build`, which bench/vm.ts runs first): what the `pyts` command runs
import { compile } from "../../packages/compiler/dist/index.js";
import { runCode, initHashSecret } from "../../packages/vm/dist/index.js";

export interface SampleRequest {
  path: string;
  bytes: Uint8Array;
}

export interface Sample {
  seconds: number;
  stdout: string;
}

function sample({ path, bytes }: SampleRequest): Sample {
  initHashSecret("0");
  let stdout = "";
  const t0 = process.cpuUsage();
  const code = compile(bytes, path, "exec");
  const { exitCode } = runCode(code, {
    argv: [path],
    source: new TextDecoder().decode(bytes),
    writeStdout: (s) => (stdout += s),
    writeStderr: (s) => (stdout += s),
  });
  const d = process.cpuUsage(t0);
  if (exitCode !== 0) stdout += `\n[exit ${exitCode}]`;
  return { seconds: (d.user + d.system) / 1e6, stdout };
}

parentPort!.on("message", (req: SampleRequest) => parentPort!.postMessage(sample(req)));
