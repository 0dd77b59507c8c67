/** @pyts/vm — the Python virtual machine: object model, eval loop, builtins. */
export { runCode, lastExitSignal, type RunOptions, type RunResult } from "./run.js";
export { sysVersion, type SysConfig } from "./modules/sys.js";
export { findMainModule, type MainModule } from "./mainModule.js";
export { stdlibZipPath } from "./modules/stdlibZip.js";
export { setJitThreshold } from "./objects/code.js";
export { initVM } from "./init.js";
export { siphash13, hashStr, initHashSecret } from "./hash.js";
export { sharedSignalBuffer } from "./objects/gcstate.js";
export { memoryLimitMb, setMemoryLimitMb } from "./memory.js";
