/**
 * open() against the real file system: what a program writes is what Node's fs reads back, what
 * Node writes a program reads with universal newlines, and fs errors become the OSError subclasses.
 */
import { describe, expect, it } from "vitest";
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { parse } from "@pyts/parser";
import { compile } from "@pyts/compiler";
import { runCode } from "../run.js";

function run(src: string): string {
  const code = compile(parse(new TextEncoder().encode(src), { filename: "<io>", mode: "exec" }), "<io>", "exec");
  let out = "";
  runCode(code, { writeStdout: (s) => (out += s), writeStderr: (s) => (out += s), argv: ["<io>"] });
  return out;
}

describe("open()", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pyts-io-"));
  const file = path.join(dir, "f.txt");

  it("writes through to the file system", () => {
    run(`with open(${JSON.stringify(file)}, 'w', newline='\\r\\n') as f:\n    f.write('a\\nb✓')\n`);
    expect(fs.readFileSync(file)).toEqual(Buffer.from("a\r\nb✓", "utf-8"));
    run(`with open(${JSON.stringify(file)}, 'ab') as f:\n    f.write(b'\\x00\\xff')\n`);
    expect(fs.readFileSync(file)).toEqual(Buffer.concat([Buffer.from("a\r\nb✓", "utf-8"), Buffer.from([0, 255])]));
  });

  it("reads with universal newlines", () => {
    fs.writeFileSync(file, "x\r\ny\rz\n");
    expect(run(`with open(${JSON.stringify(file)}) as f:\n    print(f.readlines(), f.tell())\n`)).toBe("['x\\n', 'y\\n', 'z\\n'] 7\n");
  });

  it("maps fs errors to OSError subclasses and os.remove unlinks", () => {
    const missing = path.join(dir, "missing");
    expect(run(`try:\n    open(${JSON.stringify(missing)})\nexcept OSError as e:\n    print(type(e).__name__, e.errno)\n`)).toBe("FileNotFoundError 2\n");
    run(`import os\nos.remove(${JSON.stringify(file)})\n`);
    expect(fs.existsSync(file)).toBe(false);
    fs.rmdirSync(dir);
  });
});
