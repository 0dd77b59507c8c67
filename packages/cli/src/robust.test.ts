/**
 * Robustness of `pyts run` where the oracle (32-bit CPython in wasm) cannot show it: file
 * descriptors, devices, a sparse 3 GB file, /dev/full, SIGINT, sources that overflow the parser,
 * `sys.exit` with a failing `__str__`, memory sizes. Each program is run by pyts and by native
 * CPython 3.14 and compared (skipped without .cache/cpython314).
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { native, pyts, pytsArgv, root, type ProcessResult } from "./nativeCpython.js";

const dir = mkdtempSync(join(tmpdir(), "pyts-robust-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function script(name: string, source: string): string {
  const file = join(dir, `${name}.py`);
  writeFileSync(file, source);
  return file;
}

function both(name: string, source: string): { got: ProcessResult; want: ProcessResult } {
  const file = script(name, source);
  return { got: pyts(["run", file]), want: native([file]) };
}

const FILES = `import os
p = ${JSON.stringify(join(dir, "target.txt"))}
with open(p, "w") as f:
    f.write("hello\\nworld\\n")
before = open(p).fileno()
open_fds = len(os.listdir("/proc/self/fd"))
# dropped without close(): each one's descriptor is closed as the object goes
for i in range(100000):
    f = open(p)
    f.readline()
for i in range(1000):
    open(p, "rb").read()
print("fd growth", open(p).fileno() - before)
del f
print("open descriptors (/proc/self/fd) growth", len(os.listdir("/proc/self/fd")) - open_fds)
# st_size 0 and devices: read to EOF, read(n) at most n
print(repr(open("/proc/self/status").read()[:5]))
print(len(open("/dev/zero", "rb").read(10)), len(open("/dev/urandom", "rb").read(7)))
try:
    open(-1).read()
except ValueError as e:
    print("ValueError", e)
try:
    with open("/dev/full", "w") as f:
        f.write("x")
except OSError as e:
    print("OSError", e.errno, e.strerror)
big = ${JSON.stringify(join(dir, "sparse.bin"))}
try:
    with open(big, "wb") as f:
        f.truncate(3 * 2**30)
        f.write(b"first line\\n")
except OSError:
    print("no sparse file here")
else:
    # a line of a 3 GB file without reading the rest
    with open(big, "rb") as f:
        print(f.readline(), len(f.readline(1000)))
    with open(big, "r", encoding="latin-1") as f:
        print(repr(f.readline()), len(f.readline(1000)))
    os.remove(big)
`;

describe("robustness of pyts run, as native CPython", () => {
  it("100,000 files dropped without close() leak no descriptor; /proc, devices, /dev/full, open(-1), a 3 GB sparse file", () => {
    const { got, want } = both("files", FILES);
    expect(want.stdout).toContain("fd growth 0");
    expect(want.stdout).toContain("open descriptors (/proc/self/fd) growth 0");
    expect(got).toEqual(want);
  }, 120_000);

  it("sys.exit(obj) whose __str__ raises: an empty line on stderr, status 1", () => {
    const { got, want } = both("exit_str", "import sys\nclass O:\n    def __str__(self):\n        raise ValueError\nprint('before')\nsys.exit(O())\n");
    expect(want).toEqual({ stdout: "before\n", stderr: "\n", exitCode: 1 });
    expect(got).toEqual(want);
  });

  it("sources nested past the parser's limit: MemoryError, never an internal error", () => {
    const src = `for src in ["-" * 100000 + "1", "not " * 100000 + "1", "(" * 300 + ")" * 300, "z = 1" + " if 1 else 1" * 10000]:
    try:
        exec(src)
        print("ok")
    except BaseException as e:
        print(type(e).__name__, e)
`;
    const { got, want } = both("parser", src);
    expect(want.stdout).toContain("MemoryError");
    expect(got).toEqual(want);
  });

  it("allocations no machine has: MemoryError at once", () => {
    const src = `for t in ["list(range(10**10))", "[0] * 10**10", "bytearray(10**13)", "bytes(10**13)", "b'a' * 10**13", "'a' * 10**13"]:
    try:
        eval(t)
        print(t, "ok")
    except MemoryError:
        print(t, "MemoryError")
`;
    const { got, want } = both("memory", src);
    expect(got).toEqual(want);
  });

  it("time.tzset refuses arguments (METH_NOARGS; the oracle has no tzset)", () => {
    const { got, want } = both("tzset", `import time
for args, kw in [((), {}), ((1,), {}), ((1, 2), {}), ((), {"x": 1})]:
    try:
        print(time.tzset(*args, **kw))
    except TypeError as e:
        print("TypeError", e)
`);
    expect(want.stdout).toContain("takes no arguments (1 given)");
    expect(got).toEqual(want);
  });

  it("an internal error's str() carries no JS stack", () => {
    // whatever pyts cannot do yet is a SystemError whose text names no host file
    const got = pyts(["run", "-c", "import sys\nprint('ok')"]);
    expect(got.stdout).toBe("ok\n");
    expect(got.stderr).not.toMatch(/\.js:\d+|\.ts:\d+/);
  });
});

/** Runs `args` (pyts or native), sends SIGINT once `ready` is on stdout (and again after `again` ms when set); resolves with what it did. */
function interrupted(argv: string[], env: NodeJS.ProcessEnv, again?: number): Promise<{ stdout: string; stderr: string; code: number | null; signal: string | null }> {
  return new Promise((resolve) => {
    const child = spawn(argv[0]!, argv.slice(1), { env, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    let sent = false;
    child.stdout.on("data", (d: Buffer) => {
      stdout += d.toString();
      if (!sent && stdout.includes("ready")) {
        sent = true;
        child.kill("SIGINT");
        if (again !== undefined) setTimeout(() => child.kill("SIGINT"), again);
      }
    });
    child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
    child.on("exit", (code, signal) => resolve({ stdout, stderr, code, signal }));
  });
}

const SIGINT_PROGRAM = `import atexit, time
atexit.register(lambda: print("atexit ran", flush=True))
try:
    print("ready", flush=True)
    while True:
        pass
except KeyboardInterrupt:
    print("caught in a loop", flush=True)
try:
    print("ready again", flush=True)
    time.sleep(60)
finally:
    print("finally ran", flush=True)
`;

describe("SIGINT", () => {
  it("raises KeyboardInterrupt in the running loop and in sleep; uncaught, finally and atexit run and the process dies by SIGINT", async () => {
    const file = script("sigint", SIGINT_PROGRAM);
    const nativeArgv = ["sh", "-c", 'trap - INT; exec "$@"', "sh", join(root, ".cache", "cpython314", "sysroot", "usr", "lib64", "ld-linux-x86-64.so.2"), "--library-path", join(root, ".cache", "cpython314", "sysroot", "usr", "lib", "x86_64-linux-gnu"), join(root, ".cache", "cpython314", "sysroot", "usr", "bin", "python3.14"), file];
    const nativeEnv = { PYTHONHOME: join(root, ".cache", "cpython314", "sysroot", "usr"), PATH: process.env.PATH ?? "" };
    // the second SIGINT once the first was handled and the program sleeps
    const [got, want] = await Promise.all([interrupted([...pytsArgv(), "run", file], process.env, 1500), interrupted(nativeArgv, nativeEnv, 1500)]);
    expect(want.signal).toBe("SIGINT");
    expect(want.stdout).toContain("finally ran");
    expect(got).toEqual(want);
  }, 60_000);

  it("interrupts a regular expression's catastrophic backtracking (sre's periodic signal check)", async () => {
    const file = script("sigint_re", `import re
try:
    print("ready", flush=True)
    re.match(r"(a+)+b", "a" * 40)
except KeyboardInterrupt:
    print("interrupted")
finally:
    print("finally")
`);
    const nativeArgv = ["sh", "-c", 'trap - INT; exec "$@"', "sh", join(root, ".cache", "cpython314", "sysroot", "usr", "lib64", "ld-linux-x86-64.so.2"), "--library-path", join(root, ".cache", "cpython314", "sysroot", "usr", "lib", "x86_64-linux-gnu"), join(root, ".cache", "cpython314", "sysroot", "usr", "bin", "python3.14"), file];
    const nativeEnv = { PYTHONHOME: join(root, ".cache", "cpython314", "sysroot", "usr"), PATH: process.env.PATH ?? "" };
    const [got, want] = await Promise.all([interrupted([...pytsArgv(), "run", file], process.env), interrupted(nativeArgv, nativeEnv)]);
    expect(want.stdout).toBe("ready\ninterrupted\nfinally\n");
    expect(got).toEqual(want);
  }, 60_000);
});
