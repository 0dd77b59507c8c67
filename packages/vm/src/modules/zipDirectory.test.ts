import { describe, it, expect } from "vitest";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { readZipDirectory, readZipEntry, isZipFile } from "./zipDirectory.js";
import { stdlibZipPath } from "./stdlibZip.js";
import { makeZip } from "./zipTestArchive.js";

describe("zip directory", () => {
  it("reads stored and deflated entries, and implied directories", () => {
    const dir = mkdtempSync(join(tmpdir(), "pyts-zip-"));
    const p = join(dir, "a.zip");
    writeFileSync(p, makeZip([["pkg/sub/m.py", "x = 1\n", true], ["top.py", "y = 2\n", false]], 7));
    const z = readZipDirectory(p);
    expect([...z.entries.keys()]).toEqual(["pkg/sub/m.py", "top.py"]);
    expect([...z.dirs].sort()).toEqual(["pkg/", "pkg/sub/"]);
    expect(new TextDecoder().decode(readZipEntry(z, z.entries.get("pkg/sub/m.py")!))).toBe("x = 1\n");
    expect(new TextDecoder().decode(readZipEntry(z, z.entries.get("top.py")!))).toBe("y = 2\n");
    writeFileSync(join(dir, "no.zip"), "not a zip at all, just text");
    expect(isZipFile(join(dir, "no.zip"))).toBe(false);
  });

  it("finds the pinned pyodide stdlib zip and its modules", () => {
    const p = stdlibZipPath();
    expect(p).not.toBeNull();
    const z = readZipDirectory(p!);
    expect(z.entries.has("json/__init__.py")).toBe(true);
    const kw = new TextDecoder().decode(readZipEntry(z, z.entries.get("keyword.py")!));
    expect(kw).toContain("kwlist");
  });
});
