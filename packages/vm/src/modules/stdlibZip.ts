/**
 * Where pyts's pure-Python standard library is: `python_stdlib.zip` of the pinned npm package
 * `pyodide` (CPython 3.14's Lib/, read at run time, unchanged). Its path is an entry of sys.path,
 * as `/usr/lib/python314.zip` is CPython's, and modules in it are imported through zipimport
 * (modules/zipimport.ts). Resolved from this module's own location, which is the vm package's
 * sources under vitest and the CLI's bundle in packages/cli/dist (both depend on pyodide).
 */
import { createRequire } from "node:module";

let resolved: string | null | undefined;

/** The absolute path of the stdlib zip, or null when the pyodide package cannot be found. */
export function stdlibZipPath(): string | null {
  if (resolved === undefined) {
    try {
      resolved = createRequire(import.meta.url).resolve("pyodide/python_stdlib.zip");
    } catch {
      resolved = null;
    }
  }
  return resolved;
}
