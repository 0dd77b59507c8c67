import { describe, expect, it } from "vitest";
import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { compile, marshal } from "@pyts/compiler";

describe("the stdlib's code cache", () => {
  it("stores a compiled member once, loads the same code after, and keys by name and source", async () => {
    const root = mkdtempSync(join(tmpdir(), "pyts-code-cache-"));
    process.env.PYTS_CACHE_DIR = root;
    const { cachedCode } = await import("./codeCache.js");
    const src = new TextEncoder().encode("def f(x):\n    return [x, 'a', 1.5, (1, 2)]\nclass C: pass\n");
    let compiled = 0;
    const build = (s: Uint8Array, name: string) => () => (compiled++, compile(s, name, "exec"));
    const a = cachedCode(src, "m.py", build(src, "m.py"));
    const b = cachedCode(src, "m.py", build(src, "m.py"));
    expect(compiled).toBe(1);
    expect(marshal.dumps({ type: "code", value: b })).toEqual(marshal.dumps({ type: "code", value: a }));
    // another name or other bytes are other entries
    const c = cachedCode(src, "n.py", build(src, "n.py"));
    expect(c.co_filename).toBe("n.py");
    const src2 = new TextEncoder().encode("x = 2\n");
    cachedCode(src2, "m.py", build(src2, "m.py"));
    expect(compiled).toBe(3);
    const [fp] = readdirSync(root);
    expect(readdirSync(join(root, fp!)).filter((n) => n.endsWith(".pyc"))).toHaveLength(3);
  });
});
