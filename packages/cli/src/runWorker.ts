/** The worker thread of `pyts run` (runThread.ts): runs the request; its exit code is the program's. */
import { workerData } from "node:worker_threads";
import { runCommand, runStringCommand } from "./commands/run.js";
import type { RunRequest } from "./runThread.js";

const req = workerData as RunRequest;
process.exitCode = req.kind === "string" ? runStringCommand(req.code, req.args) : await runCommand(req.file, req.args);
