/**
 * Every object class of the VM is passed to `keepConstructFast` in its own file (object.ts says
 * why: without it, allocations of the class stay unoptimized when the VM runs from source under
 * tsx — the run stage, the benchmarks, `pyts run` from a checkout).
 */
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("..", import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    if (statSync(p).isDirectory()) return sources(p);
    return n.endsWith(".ts") && !n.endsWith(".test.ts") ? [p] : [];
  });
}

describe("keepConstructFast", () => {
  it("names every class that extends PyObject (directly or not)", () => {
    const missing: string[] = [];
    for (const file of sources(root)) {
      const src = readFileSync(file, "utf8");
      const kept = new Set([...src.matchAll(/keepConstructFast\(([^)]*)\)/g)].flatMap((m) => m[1]!.split(",").map((s) => s.trim())));
      for (const m of src.matchAll(/^(?:export )?class (\w+) extends (\w+)/gm)) {
        // a JS Error subclass (an internal signal, never a Python object) is not allocated hot
        if (m[2] === "Error") continue;
        if (!kept.has(m[1]!)) missing.push(`${file.slice(root.length)}: ${m[1]}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
