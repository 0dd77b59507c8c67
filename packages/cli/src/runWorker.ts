/** The worker thread of `pyts run` (runThread.ts): runs the request; its exit code is the program's. */
import { parentPort, workerData } from "node:worker_threads";
import { initHashSecret, lastExitSignal, sharedSignalBuffer } from "@pyts/vm";
import { runCommand, runModuleCommand, runStringCommand } from "./commands/run.js";
import type { WorkerRequest } from "./runThread.js";

const req = workerData as WorkerRequest;
// the main thread receives SIGINT and sets the VM's pending-signal word (runThread.ts)
parentPort?.postMessage({ signals: sharedSignalBuffer });
// the VM reads the process's argv (sys.executable), as on the main thread
process.argv.splice(0, process.argv.length, ...req.processArgv);
// -E/-I: PYTHONHASHSEED is ignored too (the VM read it when loaded)
if (req.config?.flags.ignore_environment) initHashSecret(undefined);
process.exitCode =
  req.kind === "string" ? runStringCommand(req.code, req.args, req.config) : req.kind === "module" ? runModuleCommand(req.module, req.args, req.config) : await runCommand(req.file, req.args, req.config);
// an uncaught KeyboardInterrupt: the main thread ends the process by SIGINT (runThread.ts)
if (lastExitSignal() !== null) parentPort?.postMessage({ exitSignal: lastExitSignal() });
