/**
 * `pyts run`'s command line against native CPython 3.14's (../nativeCpython.ts): the same options
 * and environment give the same sys.flags, sys.warnoptions, sys._xoptions, sys.argv and the
 * search path's entries before the stdlib; `-m` runs a package's module or `__main__` as CPython
 * does; option errors and missing modules give CPython's messages and statuses. Both run as
 * processes with the same small environment (PYTHONHASHSEED=0, PATH, and what a case adds).
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { nativeArgv, nativeEnv, pytsArgv, root } from "../nativeCpython.js";
import { parseCommandLine } from "./interpreterOptions.js";

const dir = mkdtempSync(join(tmpdir(), "pyts-options-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
mkdirSync(join(dir, "pk"));
writeFileSync(join(dir, "pk", "__init__.py"), "");
const SHOW =
  "import sys\n" +
  "print(__name__, __package__, __spec__ and __spec__.name, sys.argv)\n" +
  "print(tuple(sys.flags)[:18], sys.flags.int_max_str_digits, sys.dont_write_bytecode)\n" +
  "print(sys.warnoptions, sys._xoptions, __debug__)\n" +
  "print([p for p in sys.path if 'python3' not in p and not p.endswith('.zip')])\n";
writeFileSync(join(dir, "show.py"), SHOW);
writeFileSync(join(dir, "pk", "mod.py"), SHOW);
writeFileSync(join(dir, "pk", "__main__.py"), SHOW);

function run(which: "native" | "pyts", args: string[], env: Record<string, string> = {}): { stdout: string; stderr: string; exitCode: number } {
  const base: Record<string, string> = { PYTHONHASHSEED: "0", PATH: process.env.PATH ?? "" };
  const argv = which === "native" ? nativeArgv() : [...pytsArgv(), "run"];
  const e = which === "native" ? { ...nativeEnv(), ...env } : { ...base, ...env };
  const r = spawnSync(argv[0]!, [...argv.slice(1), ...args], { cwd: dir, env: e, encoding: "utf8", input: "" });
  return { stdout: r.stdout, stderr: r.stderr, exitCode: r.status ?? -1 };
}

const SAME: [string[], Record<string, string>][] = [
  [["show.py", "a", "-b"], {}],
  [["-OO", "-uBsSq", "-W", "error", "-Wignore::DeprecationWarning", "-X", "dev", "-Xfoo=bar", "-X", "int_max_str_digits=5000", "show.py", "-x"], {}],
  [["-I", "show.py"], { PYTHONPATH: "rel", PYTHONOPTIMIZE: "1" }],
  [["-E", "-bb", "-d", "show.py"], { PYTHONWARNINGS: "error", PYTHONDONTWRITEBYTECODE: "1" }],
  [["-P", "show.py"], { PYTHONWARNINGS: "error,ignore::UserWarning", PYTHONOPTIMIZE: "2", PYTHONINTMAXSTRDIGITS: "700", PYTHONNOUSERSITE: "1" }],
  [["-S", "show.py"], { PYTHONPATH: ":rel:/abs::x:" }],
  [["show.py"], { PYTHONPATH: "one:/two", PYTHONSAFEPATH: "1", PYTHONDEVMODE: "1" }],
  [["-c", "import sys; print(sys.argv, sys.path[0])", "-u", "--", "x"], {}],
  [["-uc", "import sys; print(sys.argv, sys.flags.optimize)", "1"], {}],
  [["-m", "pk.mod", "a", "-O"], {}],
  [["-mpk", "b"], {}],
  [["-O", "-m", "pk", "b"], { PYTHONPATH: "elsewhere" }],
  [["--", "show.py", "--"], {}],
];

describe("pyts run's options, as native CPython 3.14's", () => {
  for (const [args, env] of SAME) {
    it(`${Object.entries(env).map(([k, v]) => `${k}=${v} `).join("")}${args.join(" ")}`, () => {
      const want = run("native", args, env);
      const got = run("pyts", args, env);
      expect(got).toEqual(want);
    });
  }

  it("option errors: CPython's message, its usage lines, status 2", () => {
    for (const args of [["-z"], ["-W"], ["-X"], ["-c"], ["-m"], ["--foo"], ["-uz", "x.py"]]) {
      const want = run("native", args);
      const got = run("pyts", args);
      expect([got.exitCode, got.stderr.split("\n")[0], got.stderr.split("\n").length]).toEqual([want.exitCode, want.stderr.split("\n")[0], want.stderr.split("\n").length]);
    }
  });

  it("-m of what is not there: runpy's messages after the program's name, status 1", () => {
    writeFileSync(join(dir, "pk", "plain.py"), "");
    mkdirSync(join(dir, "ns"), { recursive: true });
    for (const m of ["nomod", "pk.nope", "pk.plain.x", "nopk.x", "ns", "-m"]) {
      const want = run("native", ["-m", m]);
      const got = run("pyts", ["-m", m]);
      expect([got.exitCode, got.stdout, got.stderr.replace(/^pyts:/, "")]).toEqual([want.exitCode, want.stdout, want.stderr.replace(/^[^:]*:/, "")]);
    }
  });

  it("-V, -VV, --version and -h", () => {
    const v = parseCommandLine(["-V"], {}, "/", { short: "Python 3.14.2", long: "Python 3.14.2 (long)" });
    expect(v).toEqual({ kind: "exit", stdout: "Python 3.14.2\n", stderr: "", exitCode: 0 });
    expect(parseCommandLine(["-VV"], {}, "/", { short: "S", long: "L" })).toMatchObject({ stdout: "L\n" });
    expect(parseCommandLine(["--version", "x.py"], {}, "/", { short: "S", long: "L" })).toMatchObject({ stdout: "S\n" });
    expect(run("native", ["-V"]).stdout).toMatch(/^Python 3\.14\.\d+\n$/);
    const h = parseCommandLine(["-h"], {}, "/", { short: "S", long: "L" });
    expect(h.kind === "exit" && h.stdout.startsWith("usage: pyts run [option] ...")).toBe(true);
  });

  it("-x skips the first line and keeps the line numbers", () => {
    writeFileSync(join(dir, "skip.py"), "this is not python\nimport sys\nprint(sys._getframe().f_lineno)\n1/0\n");
    const want = run("native", ["-x", "skip.py"]);
    const got = run("pyts", ["-x", "skip.py"]);
    expect(got).toEqual(want);
  });
});
