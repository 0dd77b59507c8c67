/**
 * posix against the host it runs on: what the program sees is what Node sees of the same process
 * (pid, ids, environment, the current directory) and the same files (an fd from os.open is one
 * Node reads; a pipe from libc carries bytes both ways), with no leak of the objects it makes.
 */
import { describe, expect, it } from "vitest";
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { parse } from "@pyts/parser";
import { compile } from "@pyts/compiler";
import { runCode } from "../run.js";
import { importState } from "./importer.js";
import { liveAfterRun } from "../testing/liveAfterRun.js";
import * as libc from "../ffi/libc.js";

function run(src: string): string {
  const code = compile(parse(new TextEncoder().encode(src), { filename: "<posix>", mode: "exec" }), "<posix>", "exec");
  let out = "";
  runCode(code, { writeStdout: (s) => (out += s), writeStderr: (s) => (out += s), argv: ["<posix>"] });
  return out;
}

describe("posix", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pyts-posix-"));

  it("reports this process's ids and system", () => {
    const out = run("import os\nprint(os.getpid(), os.getppid(), os.getuid(), os.getgid(), os.cpu_count(), os.uname().release)\n");
    expect(out).toBe(`${process.pid} ${process.ppid} ${process.getuid!()} ${process.getgid!()} ${os.cpus().length} ${os.release()}\n`);
  });

  it("posix.environ is the process's environment as bytes; putenv reaches process.env", () => {
    const out = run("import posix\nprint(b'\\0'.join(k + b'=' + v for k, v in posix.environ.items()).hex())\n");
    const got = Buffer.from(out.trim(), "hex").toString("utf8").split("\0").filter((s) => s !== "").sort();
    const env = Object.entries(process.env).filter(([, v]) => v !== undefined).map(([k, v]) => `${k}=${v}`).sort();
    expect(got).toEqual(env);
    run("import os\nos.environ['PYTS_POSIX_TEST'] = 'yes'\n");
    expect(process.env.PYTS_POSIX_TEST).toBe("yes");
    run("import os\ndel os.environ['PYTS_POSIX_TEST']\n");
    expect(process.env.PYTS_POSIX_TEST).toBeUndefined();
  });

  it("an fd from os.open is the file Node reads; os.read reads what Node wrote", () => {
    const file = path.join(dir, "f.bin");
    const out = run(`import os\nfd = os.open(${JSON.stringify(file)}, os.O_RDWR | os.O_CREAT, 0o600)\nos.write(fd, b'from python')\nos.lseek(fd, 0, os.SEEK_SET)\nprint(fd)\n`);
    const fd = Number(out.trim());
    const buf = Buffer.alloc(64);
    expect(buf.subarray(0, fs.readSync(fd, buf, 0, 64, null)).toString()).toBe("from python");
    fs.writeSync(fd, " and node", null);
    fs.closeSync(fd);
    expect(fs.readFileSync(file, "utf8")).toBe("from python and node");
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const fd2 = fs.openSync(file, "r");
    expect(run(`import os\nos.lseek(${fd2}, 5, 0)\nprint(os.read(${fd2}, 100))\nos.close(${fd2})\n`)).toBe("b'python and node'\n");
    expect(() => fs.fstatSync(fd2)).toThrow();
  });

  it("os.chdir moves the directory files and imports are found from, and back", () => {
    const start = run("import os\nprint(os.getcwd())\n").trim();
    fs.writeFileSync(path.join(dir, "posix_test_mod.py"), "X = 42\n");
    const out = run(`import os, sys\nold = os.getcwd()\nos.chdir(${JSON.stringify(dir)})\nsys.path.insert(0, '')\nimport posix_test_mod\nprint(os.getcwd(), posix_test_mod.X, open('posix_test_mod.py').read().strip())\nos.chdir(old)\nprint(os.getcwd())\n`);
    expect(out).toBe(`${fs.realpathSync(dir)} 42 X = 42\n${start}\n`);
    expect(importState.cwd).toBe(start);
  });

  it("a pipe from libc carries bytes, and the fds close", () => {
    const [r, w] = libc.pipe();
    fs.writeSync(w, "abc");
    expect(run(`import os\nprint(os.read(${r}, 10), os.get_inheritable(${r}))\nos.close(${r})\nos.close(${w})\n`)).toBe("b'abc' True\n");
    expect(() => libc.fcntl(r, 1)).toThrow(libc.LibcError);
  });

  it("stat, scandir and the errors leave nothing alive", () => {
    const { live, out } = liveAfterRun(
      `import os\nfor i in range(3):\n    st = os.stat(${JSON.stringify(dir)})\n    with os.scandir(${JSON.stringify(dir)}) as it:\n        names = sorted(e.name for e in it if e.is_file())\n    try:\n        os.stat('/nonexistent/x')\n    except FileNotFoundError as e:\n        err = e\nprint(names, type(st).__name__)\n`,
      "<posix-leak>",
    );
    expect(out).toBe("['f.bin', 'posix_test_mod.py'] stat_result\n");
    expect(live.get("posix.DirEntry") ?? 0).toBe(0); // DirEntry is collector-tracked: a leaked one is counted
    expect(live.get("posix.ScandirIterator") ?? 0).toBe(0);
  });
});
