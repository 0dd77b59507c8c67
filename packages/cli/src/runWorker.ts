/** The worker thread of `pyts run` (runThread.ts): runs the request; its exit code is the program's. */
import { workerData } from "node:worker_threads";
import { runCommand, runStringCommand } from "./commands/run.js";
import type { WorkerRequest } from "./runThread.js";

const req = workerData as WorkerRequest;
// the VM reads the process's argv (sys.executable), as on the main thread
process.argv.splice(0, process.argv.length, ...req.processArgv);
process.exitCode = req.kind === "string" ? runStringCommand(req.code, req.args) : await runCommand(req.file, req.args);
