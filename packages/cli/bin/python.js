#!/usr/bin/env node
// `python`: pyts as an executable taking CPython's own command line
// (`python [option] ... [-c cmd | -m mod | file | -] [arg] ...`, i.e. `pyts run …`). It is what
// sys.executable names, so that a program's `subprocess.run([sys.executable, "-c", …])` and
// Lib/test's script_helper run pyts again.
process.argv.splice(2, 0, "run");
await import("../dist/main.js");
