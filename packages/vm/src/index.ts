/** @pyts/vm — the Python virtual machine: object model, eval loop, builtins. */
export { runCode, type RunOptions, type RunResult } from "./run.js";
export { setJitThreshold } from "./objects/code.js";
export { initVM } from "./init.js";
export { siphash13, hashStr, initHashSecret } from "./hash.js";
