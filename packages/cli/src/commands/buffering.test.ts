/**
 * The standard streams' buffering against native CPython 3.14: with stdout and stderr in one pipe
 * (`2>&1`), the order of what they print is what their buffering gives — stdout block-buffered
 * (128 KiB, flushed at flush(), print(flush=True), input() and exit, before an uncaught
 * exception's traceback), stderr line-buffered; with PYTHONUNBUFFERED both write through. The
 * streams' line_buffering/write_through attributes agree. Writing to a pipe its reader closed
 * raises BrokenPipeError; failing to flush stdout at exit is reported and exits with status 120.
 * (Skipped without the native CPython.)
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { closedStdout, merged } from "../nativeCpython.js";

const PROGRAMS: string[] = [
  "import sys\nprint('out1')\nprint('err1', file=sys.stderr)\nprint('out2')\nsys.stdout.flush()\nprint('err2', file=sys.stderr)\nprint('out3')\nraise SystemExit(3)",
  "import sys\nprint(sys.stdout.line_buffering, sys.stdout.write_through, sys.stderr.line_buffering, sys.stderr.write_through)\n" +
    "print('a', flush=True)\nprint('partial', end='', file=sys.stderr)\nprint('x' * 10000)\nsys.stderr.write(' more\\n')\nprint('b')\n" +
    "def f(): raise ValueError('boom')\nprint('tail')\nf()",
  "import sys\nfor i in range(200): sys.stdout.write(('%04d' % i) + 'x' * 995 + '\\n'); sys.stderr.write('E%d\\n' % i)",
  "import sys\nsys.stdout.write('y' * 70000)\nsys.stderr.write('E\\n')\nsys.stdout.write('z' * 200000)\nsys.stderr.write('F\\n')",
  "import sys\nprint('before input')\ntry:\n    input('prompt> ')\nexcept EOFError as e:\n    print('EOF', e, file=sys.stderr)\nprint('after')",
  "import sys\nprint('to out')\nsys.exit('to err')",
];

// a script, unlike -c code, has both streams flushed before an uncaught exception is printed
const SCRIPTS: string[] = [
  "import sys\nprint('to out')\nsys.exit('to err')\n",
  "import sys\nprint('partial', end='', file=sys.stderr)\nprint('to out')\n",
  "print('to out')\n1/0\n",
];

describe("standard stream buffering, as native CPython (2>&1)", () => {
  // compare the first characters of each line: the order, not long runs of x
  const cut = (s: string) => s.split("\n").map((l) => l.slice(0, 12)).join("\n");
  const dir = mkdtempSync(join(tmpdir(), "pyts-buffering-"));
  for (const unbuffered of [false, true]) {
    const env: Record<string, string> = unbuffered ? { PYTHONUNBUFFERED: "1" } : {};
    const tag = unbuffered ? "PYTHONUNBUFFERED=1 " : "";
    for (const code of PROGRAMS) {
      it(`${tag}-c ${JSON.stringify(code.slice(0, 50))}`, () => {
        const want = merged("native", ["-c", code], env);
        const got = merged("pyts", ["run", "-c", code], env);
        expect({ ...got, stdout: cut(got.stdout) }).toEqual({ ...want, stdout: cut(want.stdout) });
      });
    }
    SCRIPTS.forEach((code, i) => {
      it(`${tag}script ${JSON.stringify(code.slice(0, 50))}`, () => {
        const file = join(dir, `script${i}.py`);
        writeFileSync(file, code);
        expect(merged("pyts", ["run", file], env)).toEqual(merged("native", [file], env));
      });
    });
  }

  for (const code of ["print('x')", "for i in range(100000): print(i)", "import sys\nprint('x')\nsys.exit(3)"]) {
    it(`stdout closed by its reader: ${JSON.stringify(code)}`, () => {
      expect(closedStdout("pyts", ["run", "-c", code])).toEqual(closedStdout("native", ["-c", code]));
    });
  }
});
