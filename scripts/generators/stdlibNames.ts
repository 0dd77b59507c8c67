/**
 * sys.stdlib_module_names: CPython's list of the standard library's top-level module names
 * (Python/stdlib_module_names.h, the same on every platform), as the oracle's sys gives it.
 */
import type { Generator } from "./index.js";
import { GENERATED_HEADER } from "./index.js";

export const stdlibNamesGenerator: Generator = {
  path: "packages/vm/src/modules/stdlibNames.generated.ts",
  generate(oracle) {
    const names = JSON.parse(oracle.runPython("import json, sys\njson.dumps(sorted(sys.stdlib_module_names))") as string) as string[];
    let out = GENERATED_HEADER("stdlibNames.ts");
    out += "\n/** sys.stdlib_module_names, sorted. */\n";
    out += "export const STDLIB_MODULE_NAMES: readonly string[] = [\n";
    for (let i = 0; i < names.length; i += 8) out += `  ${names.slice(i, i + 8).map((n) => JSON.stringify(n)).join(", ")},\n`;
    out += "];\n";
    return out;
  },
};
