/**
 * Signals a program sends itself (`os.kill(os.getpid(), n)`, `signal.raise_signal(n)`), where the
 * oracle (pyodide) has no signals: handled as the sending call returns, as CPython's eval breaker
 * does at the end of that CALL — a KeyboardInterrupt is caught by the `try` around the kill, a
 * Python handler has run before the next line, SIG_IGN ignores. Compared with native CPython 3.14.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { native, pyts } from "./nativeCpython.js";

const dir = mkdtempSync(join(tmpdir(), "pyts-signals-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const PROGRAM = `import os, signal
try:
    os.kill(os.getpid(), signal.SIGINT)
    print("not yet")
except KeyboardInterrupt:
    print("caught at once")
got = []
signal.signal(signal.SIGUSR1, lambda n, f: got.append(n))
os.kill(os.getpid(), signal.SIGUSR1)
print(got)
signal.signal(signal.SIGINT, lambda n, f: got.append(n))
signal.raise_signal(signal.SIGINT)
print(got)
signal.signal(signal.SIGINT, signal.SIG_IGN)
os.kill(os.getpid(), signal.SIGINT)
print("ignored")
`;

describe("signals sent to itself", () => {
  it("are handled as the call that sent them returns, as in native CPython", () => {
    const file = join(dir, "self_signal.py");
    writeFileSync(file, PROGRAM);
    const want = native([file]);
    expect(want.stdout).toContain("caught at once");
    expect(pyts(["run", file])).toEqual(want);
  });
});
