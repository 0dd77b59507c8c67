/**
 * `pyts run -c code args…` and `pyts run missing.py` against native 64-bit CPython 3.14
 * (../nativeCpython.ts: required by set-up): stdout, stderr and exit status must be CPython's. The -c programs cover
 * sys.argv, sys.path[0], the absence of __file__, tracebacks from "<string>" with their source
 * lines, SyntaxErrors, SystemExit codes and messages, and 64-bit sys values the 32-bit oracle
 * cannot give (maxsize, getsizeof, hash_info, float_info), and the standard streams and display hook
 * as a real process has them (the oracle runs programs with StringIO streams).
 */
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runStringToText } from "./run.js";
import { native, pyts, root } from "../nativeCpython.js";

const PROGRAMS: [string, string[]][] = [
  ["import sys; print(sys.argv, repr(sys.path[0]), '__file__' in globals(), __name__)", ["a", "-b", "--c", ""]],
  ["import sys\nprint(len(sys.argv), sys.argv[0])", []],
  ["def f():\n    return 1/0\nf()", []],
  ["\nexec('1/0')", []],
  ["x = (1,\ny", []],
  ["print('out')\nraise SystemExit('bye')", []],
  ["import sys; sys.exit(4)", []],
  ["import sys; sys.exit(256 + 7)", []],
  ["raise SystemExit", []],
  ["import sys; sys.exit((1, 2))", []],
  ["raise KeyboardInterrupt", []],
  ["import sys; print('to err', file=sys.stderr); sys.exit(None)", []],
  ["import _no_such_module_for_c", []],
  [
    "import sys\nprint(sys.maxsize, sys.byteorder, sys.maxunicode, sys.hash_info.width, sys.hash_info.modulus, sys.hash_info.algorithm)\n" +
      "print(sys.float_info)\nprint(sys.int_info)\nprint(sys.implementation.cache_tag, sys.version_info[:2], type(sys.flags).n_fields)\n" +
      "print([sys.getsizeof(x) for x in (0, 1, 2**30, 2**60, -1, 1.5, '', 'a', 'ab', '€', '😀', b'', b'ab', (), (1,), (1, 2, 3), [], [1, 2], None, True, 1j, range(3), object())])\n" +
      "class C: pass\nclass D:\n    def __sizeof__(self): return 10\nprint(sys.getsizeof(C()), sys.getsizeof(D()))\n" +
      "print(sys.platform, sys.getrecursionlimit(), sys.getswitchinterval(), sys.getdefaultencoding())",
    [],
  ],
  [
    "import sys, builtins\nfor s in (sys.stdin, sys.stdout, sys.stderr):\n" +
      "    print(type(s).__name__, type(s).__module__, s.name, s.mode, s.encoding, s.fileno(), s.readable(), s.writable(), s.isatty(), s is getattr(sys, '__%s__' % s.name[1:-1]))\n" +
      "print(repr(sys.stdin), repr(sys.stdout), repr(sys.stderr))\n" +
      "print(sys.displayhook, sys.__displayhook__ is sys.displayhook, type(sys.stdlib_module_names).__name__, len(sys.stdlib_module_names))\n" +
      "sys.displayhook(2**62); print(builtins._ == 2**62, sys.getrefcount(object()), sys.getrefcount(None))\n" +
      "print(type(sys.__loader__).__name__, sys.__spec__, sys.__loader__.__name__)\ntry:\n    sys.intern(None)\nexcept TypeError as e:\n    print(e)",
    [],
  ],
  ["import time\nprint(time.gmtime(0), time.strftime('%c %j %U %W', time.gmtime(1e9)), time.asctime(time.gmtime(2**40)))", []],
  // slot_tp_hash keeps a __hash__ result within the 64-bit Py_hash_t range as is
  [
    "class S:\n    def __init__(self, h): self.h = h\n    def __hash__(self): return self.h\n" +
      "print([hash(S(h)) for h in (0, -1, -2, 2**61 - 1, 2**61, 2**62, 4738488727112936597, 2**63 - 1, 2**63, -2**63, -2**63 - 1, 10**30, True)])\n" +
      "print(len({S(2**62): 1, 2**62: 2}), hash(2**62) == hash(S(2**62)))",
    [],
  ],
];

describe(`pyts run -c and a missing file, as native CPython`, () => {
  for (const [code, args] of PROGRAMS) {
    it(JSON.stringify(code.slice(0, 60)), () => {
      const want = native(["-c", code, ...args]);
      const got = runStringToText(code, args);
      expect(got).toEqual(want);
    });
  }

  it("a missing script: can't open file, exit status 2", () => {
    const missing = join(root, "no-such-dir", "missing.py");
    const want = native([missing]);
    const got = pyts(["run", missing]);
    expect(got.exitCode).toBe(want.exitCode);
    // CPython names itself by its executable path, pyts as "pyts"
    expect(got.stderr.replace(/^pyts:/, "")).toBe(want.stderr.replace(/^[^:]*:/, ""));
  });
});
