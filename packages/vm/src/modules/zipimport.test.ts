import { describe, it, expect } from "vitest";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { compile } from "@pyts/compiler";
import { runCode } from "../run.js";
import { makeZip } from "./zipTestArchive.js";

function run(src: string, path: string[]): string {
  let out = "";
  const code = compile(new TextEncoder().encode(src), "<test>", "exec");
  runCode(code, { argv: ["<test>"], path, writeStdout: (s) => (out += s), writeStderr: (s) => (out += s), mainFile: false });
  return out;
}

describe("zipimport: an archive on sys.path", () => {
  const dir = mkdtempSync(join(tmpdir(), "pyts-zipimport-"));
  const zip = join(dir, "lib.zip");
  writeFileSync(zip, makeZip([
    ["top.py", "X = 1\n", true],
    ["pkg/__init__.py", "from .sub import Y\n", true],
    ["pkg/sub.py", "Y = 'y'\ndef boom():\n    raise ValueError('in zip')\n", false],
    ["ns/part.py", "Z = 3\n", true],
    ["deep/inner/mod.py", "W = 4\n", true],
  ]));

  it("imports modules, packages and namespace portions with zipimport's attributes", () => {
    const out = run(`
import top, pkg, pkg.sub, ns.part
print(top.X, top.__file__ == ${JSON.stringify(zip)} + "/top.py", type(top.__loader__).__name__, top.__spec__.origin == top.__file__)
print(pkg.Y, pkg.__path__ == [${JSON.stringify(zip)} + "/pkg"], pkg.__package__, pkg.sub.__package__, pkg.sub.__loader__.prefix)
print(ns.part.Z, list(ns.__path__) == [${JSON.stringify(zip)} + "/ns"], ns.__spec__.origin)
print(repr(top.__loader__) == '<zipimporter object "' + ${JSON.stringify(zip)} + '/">', top.__loader__.get_source("top"), end="")
print(pkg.__loader__.is_package("pkg"), top.__loader__.get_data(${JSON.stringify(zip)} + "/pkg/sub.py")[:5])
`, [zip]);
    expect(out).toBe(`1 True zipimporter True\ny True pkg pkg pkg/\n3 True None\nTrue X = 1\nTrue b"Y = '"\n`);
  });

  it("searches a directory inside the archive, in sys.path order, and reports what it cannot find", () => {
    const out = run(`
import sys
import mod
print(mod.W, mod.__file__.endswith("lib.zip/deep/inner/mod.py"), mod.__loader__.prefix)
try:
    import nothing_here
except ModuleNotFoundError as e:
    print(e)
try:
    from top import nope
except ImportError as e:
    print(str(e).replace(${JSON.stringify(zip)}, "<zip>"))
import pkg.sub
try:
    pkg.sub.boom()
except ValueError as e:
    tb = e.__traceback__.tb_next
    print(tb.tb_frame.f_code.co_filename.endswith("lib.zip/pkg/sub.py"), tb.tb_lineno)
`, [`${zip}/deep/inner`, zip]);
    expect(out).toBe(`4 True deep/inner/\nNo module named 'nothing_here'\ncannot import name 'nope' from 'top' (<zip>/top.py)\nTrue 3\n`);
  });
});
