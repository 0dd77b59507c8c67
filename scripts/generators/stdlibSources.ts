/**
 * The pure-Python stdlib modules pyts runs as they are, before the stdlib import system exists:
 * their source text, byte for byte from the oracle's stdlib zip (packages/vm/src/modules/pystdlib.ts
 * adapts a few import lines and executes them as native modules).
 */
import type { Generator } from "./index.js";
import { GENERATED_HEADER } from "./index.js";

const FILES = ["weakref.py", "_weakrefset.py", "_collections_abc.py"];

export const stdlibSourcesGenerator: Generator = {
  path: "packages/vm/src/modules/stdlib.generated.ts",
  generate(oracle) {
    const data = JSON.parse(
      oracle.runPython(`import json, sys, zipfile
_zip = next(p for p in sys.path if p.endswith('.zip'))
_z = zipfile.ZipFile(_zip)
json.dumps({"zip": _zip, "files": {n: _z.read(n).decode('utf-8') for n in ${JSON.stringify(FILES)}}})`) as string,
    ) as { zip: string; files: Record<string, string> };
    let out = GENERATED_HEADER("stdlibSources.ts");
    out += "\n/** Where the oracle's stdlib lives: the directory tracebacks and `__file__` show. */\n";
    out += `export const STDLIB_DIR = ${JSON.stringify(data.zip)};\n`;
    out += "\n/** Source text of stdlib modules by file name. */\n";
    out += "export const STDLIB_SOURCES: Readonly<Record<string, string>> = {\n";
    for (const [k, v] of Object.entries(data.files)) out += `  ${JSON.stringify(k)}: ${JSON.stringify(v)},\n`;
    out += "};\n";
    return out;
  },
};
